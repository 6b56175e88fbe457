module attributes {dimtune.trace = {torch = "2.11.0", training = true}} {
  func.func @trace(%arg0: tensor<2x1024xi64>, %arg1: tensor<65024x4544xbf16>, %arg2: tensor<1024xi64>, %arg3: tensor<1024xi64>, %arg4: tensor<1024xi64>, %arg5: tensor<1024xi64>, %arg6: tensor<1024xi64>, %arg7: tensor<1024xi64>, %arg8: tensor<32x1xf32>, %arg9: tensor<1x1024xf32>, %arg10: tensor<32x1024xf32>, %arg11: tensor<32x1024xf32>, %arg12: tensor<1024x64xf32>, %arg13: tensor<1024x64xf32>, %arg14: tensor<1024x64xf32>, %arg15: tensor<1024x64xf32>, %arg16: tensor<1024x64xf32>, %arg17: tensor<1024x64xf32>, %arg18: tensor<2x1024x4544xbf16>, %arg19: tensor<4544xbf16>, %arg20: tensor<4544xbf16>, %arg21: tensor<2048x4544xbf16>, %arg22: tensor<4672x4544xbf16>, %arg23: tensor<i64>, %arg24: tensor<2x1024x73x64xbf16>, %arg25: tensor<i64>, %arg26: tensor<2x1024x73x64xbf16>, %arg27: tensor<2x1024x71x64xbf16>, %arg28: tensor<1024x64xbf16>, %arg29: tensor<2x1024x71x32xbf16>, %arg30: tensor<2x1024x71x32xbf16>, %arg31: tensor<2x1024x71x32xbf16>, %arg32: tensor<2x71x1024x64xbf16>, %arg33: tensor<1024x64xbf16>, %arg34: tensor<2x1024x71x64xbf16>, %arg35: tensor<2x71x1024x64xbf16>, %arg36: tensor<2x1024x64xbf16>, %arg37: tensor<1024x64xbf16>, %arg38: tensor<2x1024x32xbf16>, %arg39: tensor<2x1024x32xbf16>, %arg40: tensor<2x1024x32xbf16>, %arg41: tensor<2x1024x64xbf16>, %arg42: tensor<1024x64xbf16>, %arg43: tensor<2x1024x64xbf16>, %arg44: tensor<2x1024x64xbf16>, %arg45: tensor<1024x1024xi1>, %arg46: tensor<bf16>, %arg47: tensor<bf16>, %arg48: tensor<2x1024x71x64xbf16>, %arg49: tensor<2x1024x64xbf16>, %arg50: tensor<2x1024x64xbf16>, %arg51: tensor<2x1024x71x64xf32>, %arg52: tensor<2x1024x64xf32>, %arg53: tensor<2x1024x71x64xf32>, %arg54: tensor<2x1024x64xf32>, %arg55: tensor<2x71x1024x64xf32>, %arg56: tensor<2x1x1024x64xf32>, %arg57: tensor<2x1x1024x64xf32>, %arg58: tensor<2x71x1024x64xf32>, %arg59: tensor<2x71x1024x1024xf32>, %arg60: tensor<2x1024x64xf32>, %arg61: tensor<2x71x1024x64xf32>, %arg62: tensor<2x71x1024x64xbf16>, %arg63: tensor<2048x4544xbf16>, %arg64: tensor<4544x4544xbf16>, %arg65: tensor<2048x4544xbf16>, %arg66: tensor<18176x4544xbf16>, %arg67: tensor<2x1024x18176xbf16>, %arg68: tensor<2048x18176xbf16>, %arg69: tensor<4544x18176xbf16>, %arg70: tensor<2x1024x4544xbf16>, %arg71: tensor<2x1024x4544xbf16>, %arg72: tensor<2x1024x4544xbf16>, %arg73: tensor<2x1024x4544xbf16>, %arg74: tensor<2x1024x4544xbf16>, %arg75: tensor<4544xbf16>, %arg76: tensor<4544xbf16>, %arg77: tensor<2048x4544xbf16>, %arg78: tensor<4672x4544xbf16>, %arg79: tensor<i64>, %arg80: tensor<2x1024x73x64xbf16>, %arg81: tensor<i64>, %arg82: tensor<2x1024x73x64xbf16>, %arg83: tensor<2x1024x71x64xbf16>, %arg84: tensor<1024x64xbf16>, %arg85: tensor<2x1024x71x32xbf16>, %arg86: tensor<2x1024x71x32xbf16>, %arg87: tensor<2x1024x71x32xbf16>, %arg88: tensor<2x71x1024x64xbf16>, %arg89: tensor<1024x64xbf16>, %arg90: tensor<2x1024x71x64xbf16>, %arg91: tensor<2x71x1024x64xbf16>, %arg92: tensor<2x1024x64xbf16>, %arg93: tensor<1024x64xbf16>, %arg94: tensor<2x1024x32xbf16>, %arg95: tensor<2x1024x32xbf16>, %arg96: tensor<2x1024x32xbf16>, %arg97: tensor<2x1024x64xbf16>, %arg98: tensor<1024x64xbf16>, %arg99: tensor<2x1024x64xbf16>, %arg100: tensor<2x1024x64xbf16>, %arg101: tensor<1024x1024xi1>, %arg102: tensor<bf16>, %arg103: tensor<bf16>, %arg104: tensor<2x1024x71x64xbf16>, %arg105: tensor<2x1024x64xbf16>, %arg106: tensor<2x1024x64xbf16>, %arg107: tensor<2x1024x71x64xf32>, %arg108: tensor<2x1024x64xf32>, %arg109: tensor<2x1024x71x64xf32>, %arg110: tensor<2x1024x64xf32>, %arg111: tensor<2x71x1024x64xf32>, %arg112: tensor<2x1x1024x64xf32>, %arg113: tensor<2x1x1024x64xf32>, %arg114: tensor<2x71x1024x64xf32>, %arg115: tensor<2x71x1024x1024xf32>, %arg116: tensor<2x1024x64xf32>, %arg117: tensor<2x71x1024x64xf32>, %arg118: tensor<2x71x1024x64xbf16>, %arg119: tensor<2048x4544xbf16>, %arg120: tensor<4544x4544xbf16>, %arg121: tensor<2048x4544xbf16>, %arg122: tensor<18176x4544xbf16>, %arg123: tensor<2x1024x18176xbf16>, %arg124: tensor<2048x18176xbf16>, %arg125: tensor<4544x18176xbf16>, %arg126: tensor<2x1024x4544xbf16>, %arg127: tensor<2x1024x4544xbf16>, %arg128: tensor<2x1024x4544xbf16>, %arg129: tensor<2x1024x4544xbf16>, %arg130: tensor<2x1024x4544xbf16>, %arg131: tensor<4544xbf16>, %arg132: tensor<4544xbf16>, %arg133: tensor<2048x4544xbf16>, %arg134: tensor<65024x4544xbf16>, %arg135: tensor<2x1024x65024xbf16>, %arg136: tensor<2x1024xi64>, %arg137: tensor<2x1024xi64>, %arg138: tensor<2048x65024xf32>, %arg139: tensor<2048xi64>, %arg140: tensor<f32>, %arg141: tensor<2048xi64>, %arg142: tensor<f32>, %arg143: tensor<2048x65024xf32>, %arg144: tensor<2048x65024xf32>, %arg145: tensor<2x1024x65024xf32>, %arg146: tensor<2048x65024xbf16>, %arg147: tensor<2048x4544xbf16>, %arg148: tensor<2048x65024xbf16>, %arg149: tensor<65024x4544xbf16>, %arg150: tensor<2x1024x4544xbf16>, %arg151: tensor<2x1024x4544xbf16>, %arg152: tensor<2x1024xf32>, %arg153: tensor<2x1024xf32>, %arg154: tensor<4544xbf16>, %arg155: tensor<2x1024x4544xbf16>, %arg156: tensor<2x1024x4544xbf16>, %arg157: tensor<2x1024xf32>, %arg158: tensor<2x1024xf32>, %arg159: tensor<2048x4544xbf16>, %arg160: tensor<2048x18176xbf16>, %arg161: tensor<2048x4544xbf16>, %arg162: tensor<4544x18176xbf16>, %arg163: tensor<2x1024x18176xbf16>, %arg164: tensor<2x1024x18176xbf16>, %arg165: tensor<2048x18176xbf16>, %arg166: tensor<2048x4544xbf16>, %arg167: tensor<2048x18176xbf16>, %arg168: tensor<18176x4544xbf16>, %arg169: tensor<2048x4544xbf16>, %arg170: tensor<2048x4544xbf16>, %arg171: tensor<2048x4544xbf16>, %arg172: tensor<4544x4544xbf16>, %arg173: tensor<2x1024x71x64xbf16>, %arg174: tensor<2x1024x71x64xf32>, %arg175: tensor<2x71x1024x64xf32>, %arg176: tensor<2x71x64x1024xf32>, %arg177: tensor<2x64x1024xf32>, %arg178: tensor<2x71x1024x64xf32>, %arg179: tensor<2x1024x64xf32>, %arg180: tensor<2x64x1024xf32>, %arg181: tensor<2x71x1024x64xf32>, %arg182: tensor<2x64x1024xbf16>, %arg183: tensor<1024x64xbf16>, %arg184: tensor<2x32x1024xbf16>, %arg185: tensor<2x32x1024xbf16>, %arg186: tensor<2x32x1024xbf16>, %arg187: tensor<2x1024x64xbf16>, %arg188: tensor<2x1024x64xbf16>, %arg189: tensor<2x64x1024xbf16>, %arg190: tensor<1024x64xbf16>, %arg191: tensor<2x1024x64xbf16>, %arg192: tensor<2x64x1024xbf16>, %arg193: tensor<2x71x1024x64xbf16>, %arg194: tensor<1024x64xbf16>, %arg195: tensor<2x71x1024x32xbf16>, %arg196: tensor<2x71x1024x32xbf16>, %arg197: tensor<2x71x1024x32xbf16>, %arg198: tensor<2x71x1024x64xbf16>, %arg199: tensor<2x71x1024x64xbf16>, %arg200: tensor<2x71x1024x64xbf16>, %arg201: tensor<1024x64xbf16>, %arg202: tensor<2x71x1024x64xbf16>, %arg203: tensor<2x71x1024x64xbf16>, %arg204: tensor<i64>, %arg205: tensor<2x1024x73x64xbf16>, %arg206: tensor<2x1024x64xbf16>, %arg207: tensor<i64>, %arg208: tensor<2x1024x73x64xbf16>, %arg209: tensor<2x1024x64xbf16>, %arg210: tensor<2x1024x73x64xbf16>, %arg211: tensor<2x1024x73x64xbf16>, %arg212: tensor<2x71x1024x64xbf16>, %arg213: tensor<2x1024x73x64xbf16>, %arg214: tensor<2x1024x73x64xbf16>, %arg215: tensor<2048x4672xbf16>, %arg216: tensor<2048x4544xbf16>, %arg217: tensor<2048x4672xbf16>, %arg218: tensor<4672x4544xbf16>, %arg219: tensor<2x1024x4544xbf16>, %arg220: tensor<2x1024x4544xbf16>, %arg221: tensor<2x1024x4544xbf16>, %arg222: tensor<2x1024x4544xbf16>, %arg223: tensor<2x1024xf32>, %arg224: tensor<2x1024xf32>, %arg225: tensor<4544xbf16>, %arg226: tensor<2x1024x4544xbf16>, %arg227: tensor<2x1024x4544xbf16>, %arg228: tensor<2x1024xf32>, %arg229: tensor<2x1024xf32>, %arg230: tensor<2x1024x4544xbf16>, %arg231: tensor<2x1024x4544xbf16>, %arg232: tensor<2048x4544xbf16>, %arg233: tensor<2048x18176xbf16>, %arg234: tensor<2048x4544xbf16>, %arg235: tensor<4544x18176xbf16>, %arg236: tensor<2x1024x18176xbf16>, %arg237: tensor<2x1024x18176xbf16>, %arg238: tensor<2048x18176xbf16>, %arg239: tensor<2048x4544xbf16>, %arg240: tensor<2048x18176xbf16>, %arg241: tensor<18176x4544xbf16>, %arg242: tensor<2048x4544xbf16>, %arg243: tensor<2048x4544xbf16>, %arg244: tensor<2048x4544xbf16>, %arg245: tensor<4544x4544xbf16>, %arg246: tensor<2x1024x71x64xbf16>, %arg247: tensor<2x1024x71x64xf32>, %arg248: tensor<2x71x1024x64xf32>, %arg249: tensor<2x71x64x1024xf32>, %arg250: tensor<2x64x1024xf32>, %arg251: tensor<2x71x1024x64xf32>, %arg252: tensor<2x1024x64xf32>, %arg253: tensor<2x64x1024xf32>, %arg254: tensor<2x71x1024x64xf32>, %arg255: tensor<2x64x1024xbf16>, %arg256: tensor<1024x64xbf16>, %arg257: tensor<2x32x1024xbf16>, %arg258: tensor<2x32x1024xbf16>, %arg259: tensor<2x32x1024xbf16>, %arg260: tensor<2x1024x64xbf16>, %arg261: tensor<2x1024x64xbf16>, %arg262: tensor<2x64x1024xbf16>, %arg263: tensor<1024x64xbf16>, %arg264: tensor<2x1024x64xbf16>, %arg265: tensor<2x64x1024xbf16>, %arg266: tensor<2x71x1024x64xbf16>, %arg267: tensor<1024x64xbf16>, %arg268: tensor<2x71x1024x32xbf16>, %arg269: tensor<2x71x1024x32xbf16>, %arg270: tensor<2x71x1024x32xbf16>, %arg271: tensor<2x71x1024x64xbf16>, %arg272: tensor<2x71x1024x64xbf16>, %arg273: tensor<2x71x1024x64xbf16>, %arg274: tensor<1024x64xbf16>, %arg275: tensor<2x71x1024x64xbf16>, %arg276: tensor<2x71x1024x64xbf16>, %arg277: tensor<i64>, %arg278: tensor<2x1024x73x64xbf16>, %arg279: tensor<2x1024x64xbf16>, %arg280: tensor<i64>, %arg281: tensor<2x1024x73x64xbf16>, %arg282: tensor<2x1024x64xbf16>, %arg283: tensor<2x1024x73x64xbf16>, %arg284: tensor<2x1024x73x64xbf16>, %arg285: tensor<2x71x1024x64xbf16>, %arg286: tensor<2x1024x73x64xbf16>, %arg287: tensor<2x1024x73x64xbf16>, %arg288: tensor<2048x4672xbf16>, %arg289: tensor<2048x4544xbf16>, %arg290: tensor<2048x4672xbf16>, %arg291: tensor<4672x4544xbf16>, %arg292: tensor<2x1024x4544xbf16>, %arg293: tensor<2x1024x4544xbf16>, %arg294: tensor<2x1024x4544xbf16>, %arg295: tensor<2x1024x4544xbf16>, %arg296: tensor<2x1024xf32>, %arg297: tensor<2x1024xf32>, %arg298: tensor<4544xbf16>, %arg299: tensor<2x1024x4544xbf16>, %arg300: tensor<2x1024x4544xbf16>, %arg301: tensor<2x1024xf32>, %arg302: tensor<2x1024xf32>, %arg303: tensor<2x1024x4544xbf16>, %arg304: tensor<2x1024x4544xbf16>, %arg305: tensor<2x1024xi64>, %arg306: tensor<2x1024x4544xbf16>, %arg307: tensor<65024x4544xbf16>, %arg308: tensor<65024x4544xbf16>) -> (tensor<2x1024x4544xbf16>, tensor<1024xi64>, tensor<1024xi64>, tensor<2xi64>, tensor<i64>, tensor<1024xi64>, tensor<1024xi64>, tensor<1024xi64>, tensor<1024xi64>, tensor<1024x1024xi1>, tensor<1024xf32>, tensor<32x1024xf32>, tensor<1024x64xf32>, tensor<1024x64xf32>, tensor<1024x64xf32>, tensor<1024x64xf32>, tensor<1024x64xf32>, tensor<1024x64xbf16>, tensor<1024x64xbf16>, tensor<2x1024x4544xbf16>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2048x4672xbf16>, tensor<2x1024x64xbf16>, tensor<2x1024x64xbf16>, tensor<2x1024x71x64xbf16>, tensor<2x1024x71x32xbf16>, tensor<2x71x1024x64xbf16>, tensor<2x71x1024x64xbf16>, tensor<2x1024x71x64xbf16>, tensor<2x1024x64xbf16>, tensor<2x1024x32xbf16>, tensor<2x1024x64xbf16>, tensor<2x1024x64xbf16>, tensor<2x1024x64xbf16>, tensor<bf16>, tensor<bf16>, tensor<2x1024x1024xbf16>, tensor<2x1024x71x64xf32>, tensor<2x1024x64xf32>, tensor<2x1024x64xf32>, tensor<2x1024x71x64xf32>, tensor<2x1024x64xf32>, tensor<2x71x1024x64xf32>, tensor<2x71x64x1024xf32>, tensor<2x71x1024x64xf32>, tensor<2x71x1024x64xf32>, tensor<2x1x1024x64xf32>, tensor<2x1x1024x64xf32>, tensor<2x71x1024x1024xbf16>, tensor<2x71x1024x64xf32>, tensor<2x71x1024x64xbf16>, tensor<2x1024x71x64xbf16>, tensor<2048x4544xbf16>, tensor<2048x18176xbf16>, tensor<2x1024x18176xbf16>, tensor<2048x4544xbf16>, tensor<2x1024x4544xbf16>, tensor<2x1024x4544xbf16>, tensor<2x1024x4544xbf16>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2048x4672xbf16>, tensor<2x1024x64xbf16>, tensor<2x1024x64xbf16>, tensor<2x1024x71x64xbf16>, tensor<2x1024x71x32xbf16>, tensor<2x71x1024x64xbf16>, tensor<2x71x1024x64xbf16>, tensor<2x1024x71x64xbf16>, tensor<2x1024x64xbf16>, tensor<2x1024x32xbf16>, tensor<2x1024x64xbf16>, tensor<2x1024x64xbf16>, tensor<2x1024x64xbf16>, tensor<bf16>, tensor<bf16>, tensor<2x1024x1024xbf16>, tensor<2x1024x71x64xf32>, tensor<2x1024x64xf32>, tensor<2x1024x64xf32>, tensor<2x1024x71x64xf32>, tensor<2x1024x64xf32>, tensor<2x71x1024x64xf32>, tensor<2x71x64x1024xf32>, tensor<2x71x1024x64xf32>, tensor<2x71x1024x64xf32>, tensor<2x1x1024x64xf32>, tensor<2x1x1024x64xf32>, tensor<2x71x1024x1024xbf16>, tensor<2x71x1024x64xf32>, tensor<2x71x1024x64xbf16>, tensor<2x1024x71x64xbf16>, tensor<2048x4544xbf16>, tensor<2048x18176xbf16>, tensor<2x1024x18176xbf16>, tensor<2048x4544xbf16>, tensor<2x1024x4544xbf16>, tensor<2x1024x4544xbf16>, tensor<2x1024x4544xbf16>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2048x65024xbf16>, tensor<2x1024x65024xf32>, tensor<2x1025xi64>, tensor<2x1024xi64>, tensor<2048x65024xf32>, tensor<f32>, tensor<f32>, tensor<2048x65024xf32>, tensor<2048x65024xf32>, tensor<2x1024x65024xbf16>, tensor<65024x4544xbf16>, tensor<2048x4544xbf16>, tensor<2x1024x4544xbf16>, tensor<4544xbf16>, tensor<4544xbf16>, tensor<4544x18176xbf16>, tensor<2048x18176xbf16>, tensor<2x1024x18176xbf16>, tensor<18176x4544xbf16>, tensor<2048x4544xbf16>, tensor<4544x4544xbf16>, tensor<2048x4544xbf16>, tensor<2x1024x71x64xf32>, tensor<2x71x1024x64xf32>, tensor<2x1024x64xf32>, tensor<2x64x1024xf32>, tensor<2x64x1024xf32>, tensor<2x71x1024x64xf32>, tensor<2x1024x64xbf16>, tensor<2x64x1024xbf16>, tensor<2x71x1024x64xbf16>, tensor<2x64x1024xbf16>, tensor<2x32x1024xbf16>, tensor<2x1024x64xbf16>, tensor<2x1024x64xbf16>, tensor<2x1024x64xbf16>, tensor<2x64x1024xbf16>, tensor<2x1024x64xbf16>, tensor<2x71x1024x64xbf16>, tensor<2x71x1024x32xbf16>, tensor<2x71x1024x64xbf16>, tensor<2x71x1024x64xbf16>, tensor<2x71x1024x64xbf16>, tensor<2x71x1024x64xbf16>, tensor<2x71x1024x64xbf16>, tensor<2x1024x73x64xbf16>, tensor<2x1024x73x64xbf16>, tensor<2x1024x73x64xbf16>, tensor<2x1024x73x64xbf16>, tensor<2x1024x73x64xbf16>, tensor<2x1024x73x64xbf16>, tensor<2x1024x73x64xbf16>, tensor<4672x4544xbf16>, tensor<2048x4544xbf16>, tensor<2x1024x4544xbf16>, tensor<2x1024x4544xbf16>, tensor<4544xbf16>, tensor<4544xbf16>, tensor<2x1024x4544xbf16>, tensor<4544x18176xbf16>, tensor<2048x18176xbf16>, tensor<2x1024x18176xbf16>, tensor<18176x4544xbf16>, tensor<2048x4544xbf16>, tensor<4544x4544xbf16>, tensor<2048x4544xbf16>, tensor<2x1024x71x64xf32>, tensor<2x71x1024x64xf32>, tensor<2x1024x64xf32>, tensor<2x64x1024xf32>, tensor<2x64x1024xf32>, tensor<2x71x1024x64xf32>, tensor<2x1024x64xbf16>, tensor<2x64x1024xbf16>, tensor<2x71x1024x64xbf16>, tensor<2x64x1024xbf16>, tensor<2x32x1024xbf16>, tensor<2x1024x64xbf16>, tensor<2x1024x64xbf16>, tensor<2x1024x64xbf16>, tensor<2x64x1024xbf16>, tensor<2x1024x64xbf16>, tensor<2x71x1024x64xbf16>, tensor<2x71x1024x32xbf16>, tensor<2x71x1024x64xbf16>, tensor<2x71x1024x64xbf16>, tensor<2x71x1024x64xbf16>, tensor<2x71x1024x64xbf16>, tensor<2x71x1024x64xbf16>, tensor<2x1024x73x64xbf16>, tensor<2x1024x73x64xbf16>, tensor<2x1024x73x64xbf16>, tensor<2x1024x73x64xbf16>, tensor<2x1024x73x64xbf16>, tensor<2x1024x73x64xbf16>, tensor<2x1024x73x64xbf16>, tensor<4672x4544xbf16>, tensor<2048x4544xbf16>, tensor<2x1024x4544xbf16>, tensor<2x1024x4544xbf16>, tensor<4544xbf16>, tensor<4544xbf16>, tensor<2x1024x4544xbf16>, tensor<65024x4544xbf16>, tensor<65024x4544xbf16>) {
    %c0 = arith.constant 0 : i64
    %c1 = arith.constant 0.0 : f32
    %c2 = arith.constant 0.0 : bf16
    %c3 = arith.constant 0 : index
    %c4 = arith.constant 1.250000e-01 : f32
    %c5 = arith.constant 0xFF800000 : f32
    %e1 = tensor.empty() : tensor<2x1024x4544xbf16>
    %r2 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg0 : tensor<2x1024xi64>) outs(%e1 : tensor<2x1024x4544xbf16>) attrs = {dimtune.role = "embedding", dimtune.pass = "fwd", dimtune.kernel = "aten.embedding.default"} {
    ^bb0(%in0: i64, %out0: bf16):
      %b1 = arith.index_cast %in0 : i64 to index
      %b2 = linalg.index 2 : index
      %b3 = tensor.extract %arg1[%b1, %b2] : tensor<65024x4544xbf16>
      linalg.yield %b3 : bf16
    } -> tensor<2x1024x4544xbf16> loc("transformer.word_embeddings:aten.embedding.default")
    %e3 = tensor.empty() : tensor<1024xi64>
    %r4 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} outs(%e3 : tensor<1024xi64>) attrs = {dimtune.pass = "fwd", dimtune.kernel = "aten.arange.default"} {
    ^bb0(%out0: i64):
      linalg.yield %c0 : i64
    } -> tensor<1024xi64> loc("transformer:aten.arange.default")
    %e5 = tensor.empty() : tensor<1024xi64>
    %r6 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%arg2 : tensor<1024xi64>) outs(%e5 : tensor<1024xi64>) attrs = {dimtune.pass = "fwd", dimtune.kernel = "aten.add.Tensor"} {
    ^bb0(%in0: i64, %out0: i64):
      linalg.yield %in0 : i64
    } -> tensor<1024xi64> loc("transformer:aten.add.Tensor")
    %e7 = tensor.empty() : tensor<2xi64>
    %r8 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} outs(%e7 : tensor<2xi64>) attrs = {dimtune.pass = "fwd", dimtune.kernel = "aten.arange.default"} {
    ^bb0(%out0: i64):
      linalg.yield %c0 : i64
    } -> tensor<2xi64> loc("transformer:aten.arange.default")
    %e9 = tensor.empty() : tensor<i64>
    %r10 = linalg.generic {indexing_maps = [affine_map<() -> ()>], iterator_types = []} outs(%e9 : tensor<i64>) attrs = {dimtune.pass = "fwd", dimtune.kernel = "aten.arange.default"} {
    ^bb0(%out0: i64):
      linalg.yield %c0 : i64
    } -> tensor<i64> loc("transformer:aten.arange.default")
    %e11 = tensor.empty() : tensor<1024xi64>
    %r12 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} outs(%e11 : tensor<1024xi64>) attrs = {dimtune.pass = "fwd", dimtune.kernel = "aten.arange.default"} {
    ^bb0(%out0: i64):
      linalg.yield %c0 : i64
    } -> tensor<1024xi64> loc("transformer:aten.arange.default")
    %e13 = tensor.empty() : tensor<1024xi64>
    %r14 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%arg3 : tensor<1024xi64>) outs(%e13 : tensor<1024xi64>) attrs = {dimtune.pass = "fwd", dimtune.kernel = "aten.add.Tensor"} {
    ^bb0(%in0: i64, %out0: i64):
      linalg.yield %in0 : i64
    } -> tensor<1024xi64> loc("transformer:aten.add.Tensor")
    %e15 = tensor.empty() : tensor<1024xi64>
    %r16 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} outs(%e15 : tensor<1024xi64>) attrs = {dimtune.pass = "fwd", dimtune.kernel = "aten.arange.default"} {
    ^bb0(%out0: i64):
      linalg.yield %c0 : i64
    } -> tensor<1024xi64> loc("transformer:aten.arange.default")
    %e17 = tensor.empty() : tensor<1024xi64>
    %r18 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%arg4 : tensor<1024xi64>) outs(%e17 : tensor<1024xi64>) attrs = {dimtune.pass = "fwd", dimtune.kernel = "aten.add.Tensor"} {
    ^bb0(%in0: i64, %out0: i64):
      linalg.yield %in0 : i64
    } -> tensor<1024xi64> loc("transformer:aten.add.Tensor")
    %e19 = tensor.empty() : tensor<1024x1024xi1>
    %r20 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg5, %arg6 : tensor<1024xi64>, tensor<1024xi64>) outs(%e19 : tensor<1024x1024xi1>) attrs = {dimtune.pass = "fwd", dimtune.kernel = "aten.le.Tensor", dimtune.unvectorized} {
    ^bb0(%in0: i64, %in1: i64, %out0: i1):
      %b1 = arith.trunci %in0 : i64 to i1
      %b2 = arith.trunci %in1 : i64 to i1
      %b3 = arith.addi %b1, %b2 : i1
      linalg.yield %b3 : i1
    } -> tensor<1024x1024xi1> loc("transformer:aten.le.Tensor")
    %e21 = tensor.empty() : tensor<1024xf32>
    %r22 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%arg7 : tensor<1024xi64>) outs(%e21 : tensor<1024xf32>) attrs = {dimtune.role = "embedding", dimtune.pass = "fwd", dimtune.kernel = "aten._to_copy.default"} {
    ^bb0(%in0: i64, %out0: f32):
      %b1 = arith.sitofp %in0 : i64 to f32
      linalg.yield %b1 : f32
    } -> tensor<1024xf32> loc("transformer.rotary_emb:aten._to_copy.default")
    %e23 = tensor.empty() : tensor<32x1024xf32>
    %z24 = linalg.fill ins(%c1 : f32) outs(%e23 : tensor<32x1024xf32>) -> tensor<32x1024xf32>
    %r25 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg8, %arg9 : tensor<32x1xf32>, tensor<1x1024xf32>) outs(%z24 : tensor<32x1024xf32>) {dimtune.role = "rotary", dimtune.pass = "fwd"} -> tensor<32x1024xf32> loc("transformer.rotary_emb:aten.bmm.default")
    %e26 = tensor.empty() : tensor<1024x64xf32>
    %r27 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d2, d0)>, affine_map<(d0, d1, d2, d3) -> (d3, d0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg10, %arg11 : tensor<32x1024xf32>, tensor<32x1024xf32>) outs(%e26 : tensor<1024x64xf32>) attrs = {dimtune.role = "embedding", dimtune.pass = "fwd", dimtune.kernel = "aten.cat.default", dimtune.unvectorized} {
    ^bb0(%in0: f32, %in1: f32, %out0: f32):
      %b1 = arith.addf %in0, %in1 : f32
      linalg.yield %b1 : f32
    } -> tensor<1024x64xf32> loc("transformer.rotary_emb:aten.cat.default")
    %e28 = tensor.empty() : tensor<1024x64xf32>
    %r29 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg12 : tensor<1024x64xf32>) outs(%e28 : tensor<1024x64xf32>) attrs = {dimtune.role = "embedding", dimtune.pass = "fwd", dimtune.kernel = "aten.cos.default"} {
    ^bb0(%in0: f32, %out0: f32):
      %b1 = math.cos %in0 : f32
      linalg.yield %b1 : f32
    } -> tensor<1024x64xf32> loc("transformer.rotary_emb:aten.cos.default")
    %e30 = tensor.empty() : tensor<1024x64xf32>
    %r31 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg13 : tensor<1024x64xf32>) outs(%e30 : tensor<1024x64xf32>) attrs = {dimtune.role = "embedding", dimtune.pass = "fwd", dimtune.kernel = "aten.mul.Tensor"} {
    ^bb0(%in0: f32, %out0: f32):
      linalg.yield %in0 : f32
    } -> tensor<1024x64xf32> loc("transformer.rotary_emb:aten.mul.Tensor")
    %e32 = tensor.empty() : tensor<1024x64xf32>
    %r33 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg14 : tensor<1024x64xf32>) outs(%e32 : tensor<1024x64xf32>) attrs = {dimtune.role = "embedding", dimtune.pass = "fwd", dimtune.kernel = "aten.sin.default"} {
    ^bb0(%in0: f32, %out0: f32):
      %b1 = math.sin %in0 : f32
      linalg.yield %b1 : f32
    } -> tensor<1024x64xf32> loc("transformer.rotary_emb:aten.sin.default")
    %e34 = tensor.empty() : tensor<1024x64xf32>
    %r35 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg15 : tensor<1024x64xf32>) outs(%e34 : tensor<1024x64xf32>) attrs = {dimtune.role = "embedding", dimtune.pass = "fwd", dimtune.kernel = "aten.mul.Tensor"} {
    ^bb0(%in0: f32, %out0: f32):
      linalg.yield %in0 : f32
    } -> tensor<1024x64xf32> loc("transformer.rotary_emb:aten.mul.Tensor")
    %e36 = tensor.empty() : tensor<1024x64xbf16>
    %r37 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg16 : tensor<1024x64xf32>) outs(%e36 : tensor<1024x64xbf16>) attrs = {dimtune.role = "embedding", dimtune.pass = "fwd", dimtune.kernel = "aten._to_copy.default"} {
    ^bb0(%in0: f32, %out0: bf16):
      %b1 = arith.truncf %in0 : f32 to bf16
      linalg.yield %b1 : bf16
    } -> tensor<1024x64xbf16> loc("transformer.rotary_emb:aten._to_copy.default")
    %e38 = tensor.empty() : tensor<1024x64xbf16>
    %r39 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg17 : tensor<1024x64xf32>) outs(%e38 : tensor<1024x64xbf16>) attrs = {dimtune.role = "embedding", dimtune.pass = "fwd", dimtune.kernel = "aten._to_copy.default"} {
    ^bb0(%in0: f32, %out0: bf16):
      %b1 = arith.truncf %in0 : f32 to bf16
      linalg.yield %b1 : bf16
    } -> tensor<1024x64xbf16> loc("transformer.rotary_emb:aten._to_copy.default")
    %e40 = tensor.empty() : tensor<2x1024x4544xbf16>
    %z41 = linalg.fill ins(%c2 : bf16) outs(%e40 : tensor<2x1024x4544xbf16>) -> tensor<2x1024x4544xbf16>
    %e42 = tensor.empty() : tensor<2x1024xf32>
    %z43 = linalg.fill ins(%c1 : f32) outs(%e42 : tensor<2x1024xf32>) -> tensor<2x1024xf32>
    %e44 = tensor.empty() : tensor<2x1024xf32>
    %z45 = linalg.fill ins(%c1 : f32) outs(%e44 : tensor<2x1024xf32>) -> tensor<2x1024xf32>
    %r46:3 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%arg18, %arg19, %arg20 : tensor<2x1024x4544xbf16>, tensor<4544xbf16>, tensor<4544xbf16>) outs(%z41, %z43, %z45 : tensor<2x1024x4544xbf16>, tensor<2x1024xf32>, tensor<2x1024xf32>) attrs = {dimtune.role = "input_norm", dimtune.pass = "fwd", dimtune.kernel = "aten.native_layer_norm.default", dimtune.row_kernel} {
    ^bb0(%in0: bf16, %in1: bf16, %in2: bf16, %out0: bf16, %out1: f32, %out2: f32):
      %b1 = arith.addf %in0, %in1 : bf16
      %b2 = arith.addf %b1, %in2 : bf16
      %b3 = arith.addf %out0, %b2 : bf16
      %b4 = arith.extf %b2 : bf16 to f32
      %b5 = arith.addf %out1, %b4 : f32
      %b6 = arith.extf %b2 : bf16 to f32
      %b7 = arith.addf %out2, %b6 : f32
      linalg.yield %b3, %b5, %b7 : bf16, f32, f32
    } -> (tensor<2x1024x4544xbf16>, tensor<2x1024xf32>, tensor<2x1024xf32>) loc("transformer.h.0.input_layernorm:aten.native_layer_norm.default")
    %e47 = tensor.empty() : tensor<2048x4672xbf16>
    %z48 = linalg.fill ins(%c2 : bf16) outs(%e47 : tensor<2048x4672xbf16>) -> tensor<2048x4672xbf16>
    %r49 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (n, k)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg21, %arg22 : tensor<2048x4544xbf16>, tensor<4672x4544xbf16>) outs(%z48 : tensor<2048x4672xbf16>) {dimtune.role = "qkv", dimtune.pass = "fwd"} -> tensor<2048x4672xbf16> loc("transformer.h.0.self_attention.query_key_value:aten.mm.default")
    %e50 = tensor.empty() : tensor<2x1024x64xbf16>
    %r51 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> ()>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg23 : tensor<i64>) outs(%e50 : tensor<2x1024x64xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "fwd", dimtune.kernel = "aten.index.Tensor"} {
    ^bb0(%in0: i64, %out0: bf16):
      %b1 = arith.index_cast %in0 : i64 to index
      %b2 = linalg.index 1 : index
      %b3 = linalg.index 2 : index
      %b4 = tensor.extract %arg24[%b1, %b2, %c3, %b3] : tensor<2x1024x73x64xbf16>
      linalg.yield %b4 : bf16
    } -> tensor<2x1024x64xbf16> loc("transformer.h.0.self_attention:aten.index.Tensor")
    %e52 = tensor.empty() : tensor<2x1024x64xbf16>
    %r53 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> ()>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg25 : tensor<i64>) outs(%e52 : tensor<2x1024x64xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "fwd", dimtune.kernel = "aten.index.Tensor"} {
    ^bb0(%in0: i64, %out0: bf16):
      %b1 = arith.index_cast %in0 : i64 to index
      %b2 = linalg.index 1 : index
      %b3 = linalg.index 2 : index
      %b4 = tensor.extract %arg26[%b1, %b2, %c3, %b3] : tensor<2x1024x73x64xbf16>
      linalg.yield %b4 : bf16
    } -> tensor<2x1024x64xbf16> loc("transformer.h.0.self_attention:aten.index.Tensor")
    %e54 = tensor.empty() : tensor<2x1024x71x64xbf16>
    %r55 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg27, %arg28 : tensor<2x1024x71x64xbf16>, tensor<1024x64xbf16>) outs(%e54 : tensor<2x1024x71x64xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "fwd", dimtune.kernel = "aten.mul.Tensor", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.mulf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x71x64xbf16> loc("transformer.h.0.self_attention:aten.mul.Tensor")
    %e56 = tensor.empty() : tensor<2x1024x71x32xbf16>
    %r57 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg29 : tensor<2x1024x71x32xbf16>) outs(%e56 : tensor<2x1024x71x32xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "fwd", dimtune.kernel = "aten.neg.default"} {
    ^bb0(%in0: bf16, %out0: bf16):
      %b1 = arith.negf %in0 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x71x32xbf16> loc("transformer.h.0.self_attention:aten.neg.default")
    %e58 = tensor.empty() : tensor<2x71x1024x64xbf16>
    %r59 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d2, d1, d4)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d2, d1, d5)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%arg30, %arg31 : tensor<2x1024x71x32xbf16>, tensor<2x1024x71x32xbf16>) outs(%e58 : tensor<2x71x1024x64xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "fwd", dimtune.kernel = "aten.cat.default", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.addf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x71x1024x64xbf16> loc("transformer.h.0.self_attention:aten.cat.default")
    %e60 = tensor.empty() : tensor<2x71x1024x64xbf16>
    %r61 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg32, %arg33 : tensor<2x71x1024x64xbf16>, tensor<1024x64xbf16>) outs(%e60 : tensor<2x71x1024x64xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "fwd", dimtune.kernel = "aten.mul.Tensor", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.mulf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x71x1024x64xbf16> loc("transformer.h.0.self_attention:aten.mul.Tensor")
    %e62 = tensor.empty() : tensor<2x1024x71x64xbf16>
    %r63 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d2, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg34, %arg35 : tensor<2x1024x71x64xbf16>, tensor<2x71x1024x64xbf16>) outs(%e62 : tensor<2x1024x71x64xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "fwd", dimtune.kernel = "aten.add.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.addf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x71x64xbf16> loc("transformer.h.0.self_attention:aten.add.Tensor")
    %e64 = tensor.empty() : tensor<2x1024x64xbf16>
    %r65 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg36, %arg37 : tensor<2x1024x64xbf16>, tensor<1024x64xbf16>) outs(%e64 : tensor<2x1024x64xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "fwd", dimtune.kernel = "aten.mul.Tensor", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.mulf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x64xbf16> loc("transformer.h.0.self_attention:aten.mul.Tensor")
    %e66 = tensor.empty() : tensor<2x1024x32xbf16>
    %r67 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg38 : tensor<2x1024x32xbf16>) outs(%e66 : tensor<2x1024x32xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "fwd", dimtune.kernel = "aten.neg.default"} {
    ^bb0(%in0: bf16, %out0: bf16):
      %b1 = arith.negf %in0 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x32xbf16> loc("transformer.h.0.self_attention:aten.neg.default")
    %e68 = tensor.empty() : tensor<2x1024x64xbf16>
    %r69 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d3)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%arg39, %arg40 : tensor<2x1024x32xbf16>, tensor<2x1024x32xbf16>) outs(%e68 : tensor<2x1024x64xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "fwd", dimtune.kernel = "aten.cat.default", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.addf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x64xbf16> loc("transformer.h.0.self_attention:aten.cat.default")
    %e70 = tensor.empty() : tensor<2x1024x64xbf16>
    %r71 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg41, %arg42 : tensor<2x1024x64xbf16>, tensor<1024x64xbf16>) outs(%e70 : tensor<2x1024x64xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "fwd", dimtune.kernel = "aten.mul.Tensor", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.mulf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x64xbf16> loc("transformer.h.0.self_attention:aten.mul.Tensor")
    %e72 = tensor.empty() : tensor<2x1024x64xbf16>
    %r73 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg43, %arg44 : tensor<2x1024x64xbf16>, tensor<2x1024x64xbf16>) outs(%e72 : tensor<2x1024x64xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "fwd", dimtune.kernel = "aten.add.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.addf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x64xbf16> loc("transformer.h.0.self_attention:aten.add.Tensor")
    %e74 = tensor.empty() : tensor<bf16>
    %r75 = linalg.generic {indexing_maps = [affine_map<() -> ()>], iterator_types = []} outs(%e74 : tensor<bf16>) attrs = {dimtune.role = "attention", dimtune.pass = "fwd", dimtune.kernel = "aten.scalar_tensor.default"} {
    ^bb0(%out0: bf16):
      linalg.yield %c2 : bf16
    } -> tensor<bf16> loc("transformer.h.0.self_attention:aten.scalar_tensor.default")
    %e76 = tensor.empty() : tensor<bf16>
    %r77 = linalg.generic {indexing_maps = [affine_map<() -> ()>], iterator_types = []} outs(%e76 : tensor<bf16>) attrs = {dimtune.role = "attention", dimtune.pass = "fwd", dimtune.kernel = "aten.scalar_tensor.default"} {
    ^bb0(%out0: bf16):
      linalg.yield %c2 : bf16
    } -> tensor<bf16> loc("transformer.h.0.self_attention:aten.scalar_tensor.default")
    %e78 = tensor.empty() : tensor<2x1024x1024xbf16>
    %r79 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> ()>, affine_map<(d0, d1, d2) -> ()>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg45, %arg46, %arg47 : tensor<1024x1024xi1>, tensor<bf16>, tensor<bf16>) outs(%e78 : tensor<2x1024x1024xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "fwd", dimtune.kernel = "aten.where.self"} {
    ^bb0(%in0: i1, %in1: bf16, %in2: bf16, %out0: bf16):
      %b1 = arith.uitofp %in0 : i1 to bf16
      %b2 = arith.addf %b1, %in1 : bf16
      %b3 = arith.addf %b2, %in2 : bf16
      linalg.yield %b3 : bf16
    } -> tensor<2x1024x1024xbf16> loc("transformer.h.0.self_attention:aten.where.self")
    %e80 = tensor.empty() : tensor<2x1024x71x64xf32>
    %r81 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg48 : tensor<2x1024x71x64xbf16>) outs(%e80 : tensor<2x1024x71x64xf32>) attrs = {dimtune.role = "attention", dimtune.pass = "fwd", dimtune.kernel = "aten._to_copy.default", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %out0: f32):
      %b1 = arith.extf %in0 : bf16 to f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024x71x64xf32> loc("transformer.h.0.self_attention:aten._to_copy.default")
    %e82 = tensor.empty() : tensor<2x1024x64xf32>
    %r83 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg49 : tensor<2x1024x64xbf16>) outs(%e82 : tensor<2x1024x64xf32>) attrs = {dimtune.role = "attention", dimtune.pass = "fwd", dimtune.kernel = "aten._to_copy.default", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %out0: f32):
      %b1 = arith.extf %in0 : bf16 to f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024x64xf32> loc("transformer.h.0.self_attention:aten._to_copy.default")
    %e84 = tensor.empty() : tensor<2x1024x64xf32>
    %r85 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg50 : tensor<2x1024x64xbf16>) outs(%e84 : tensor<2x1024x64xf32>) attrs = {dimtune.role = "attention", dimtune.pass = "fwd", dimtune.kernel = "aten._to_copy.default", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %out0: f32):
      %b1 = arith.extf %in0 : bf16 to f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024x64xf32> loc("transformer.h.0.self_attention:aten._to_copy.default")
    %e86 = tensor.empty() : tensor<2x1024x71x64xf32>
    %r87 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg51 : tensor<2x1024x71x64xf32>) outs(%e86 : tensor<2x1024x71x64xf32>) attrs = {dimtune.role = "attention", dimtune.pass = "fwd", dimtune.kernel = "aten.mul.Scalar"} {
    ^bb0(%in0: f32, %out0: f32):
      linalg.yield %in0 : f32
    } -> tensor<2x1024x71x64xf32> loc("transformer.h.0.self_attention:aten.mul.Scalar")
    %e88 = tensor.empty() : tensor<2x1024x64xf32>
    %r89 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg52 : tensor<2x1024x64xf32>) outs(%e88 : tensor<2x1024x64xf32>) attrs = {dimtune.role = "attention", dimtune.pass = "fwd", dimtune.kernel = "aten.mul.Scalar"} {
    ^bb0(%in0: f32, %out0: f32):
      linalg.yield %in0 : f32
    } -> tensor<2x1024x64xf32> loc("transformer.h.0.self_attention:aten.mul.Scalar")
    %e90 = tensor.empty() : tensor<2x71x1024x64xf32>
    %r91 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d2, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg53 : tensor<2x1024x71x64xf32>) outs(%e90 : tensor<2x71x1024x64xf32>) attrs = {dimtune.role = "attention", dimtune.pass = "fwd", dimtune.kernel = "aten.clone.default"} {
    ^bb0(%in0: f32, %out0: f32):
      linalg.yield %in0 : f32
    } -> tensor<2x71x1024x64xf32> loc("transformer.h.0.self_attention:aten.clone.default")
    %e92 = tensor.empty() : tensor<2x71x64x1024xf32>
    %r93 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d3, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg54 : tensor<2x1024x64xf32>) outs(%e92 : tensor<2x71x64x1024xf32>) attrs = {dimtune.role = "attention", dimtune.pass = "fwd", dimtune.kernel = "aten.clone.default"} {
    ^bb0(%in0: f32, %out0: f32):
      linalg.yield %in0 : f32
    } -> tensor<2x71x64x1024xf32> loc("transformer.h.0.self_attention:aten.clone.default")
    %e94 = tensor.empty() : tensor<2x1x71x1024x64xf32>
    %bc95 = linalg.broadcast ins(%arg56 : tensor<2x1x1024x64xf32>) outs(%e94 : tensor<2x1x71x1024x64xf32>) dimensions = [2]
    %kv96 = tensor.collapse_shape %bc95 [[0], [1, 2], [3], [4]] : tensor<2x1x71x1024x64xf32> into tensor<2x71x1024x64xf32>
    %e97 = tensor.empty() : tensor<2x1x71x1024x64xf32>
    %bc98 = linalg.broadcast ins(%arg57 : tensor<2x1x1024x64xf32>) outs(%e97 : tensor<2x1x71x1024x64xf32>) dimensions = [2]
    %kv99 = tensor.collapse_shape %bc98 [[0], [1, 2], [3], [4]] : tensor<2x1x71x1024x64xf32> into tensor<2x71x1024x64xf32>
    %e100 = tensor.empty() : tensor<2x71x1024x1024xf32>
    %z101 = linalg.fill ins(%c1 : f32) outs(%e100 : tensor<2x71x1024x1024xf32>) -> tensor<2x71x1024x1024xf32>
    %r102 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d3, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]} ins(%arg55, %kv96 : tensor<2x71x1024x64xf32>, tensor<2x71x1024x64xf32>) outs(%z101 : tensor<2x71x1024x1024xf32>) attrs = {dimtune.role = "attn_score", dimtune.pass = "fwd"} {
    ^bb0(%x: f32, %y: f32, %acc: f32):
      %p = arith.mulf %x, %y : f32
      %s = arith.addf %acc, %p : f32
      linalg.yield %s : f32
    } -> tensor<2x71x1024x1024xf32> loc("transformer.h.0.self_attention:aten.bmm.default")
    %e104 = tensor.empty() : tensor<2x71x1024x1024xf32>
    %m103 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%r102 : tensor<2x71x1024x1024xf32>) outs(%e104 : tensor<2x71x1024x1024xf32>) {
    ^bb0(%s: f32, %o: f32):
      %i = linalg.index 2 : index
      %j = linalg.index 3 : index
      %future = arith.cmpi ugt, %j, %i : index
      %x = arith.mulf %s, %c4 : f32
      %y = arith.select %future, %c5, %x : f32
      linalg.yield %y : f32
    } -> tensor<2x71x1024x1024xf32>
    %e106 = tensor.empty() : tensor<2x71x1024x1024xf32>
    %p105 = linalg.softmax dimension(3) ins(%m103 : tensor<2x71x1024x1024xf32>) outs(%e106 : tensor<2x71x1024x1024xf32>) -> tensor<2x71x1024x1024xf32>
    %e107 = tensor.empty() : tensor<2x71x1024x64xf32>
    %z108 = linalg.fill ins(%c1 : f32) outs(%e107 : tensor<2x71x1024x64xf32>) -> tensor<2x71x1024x64xf32>
    %r109 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d4, d3)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]} ins(%p105, %kv99 : tensor<2x71x1024x1024xf32>, tensor<2x71x1024x64xf32>) outs(%z108 : tensor<2x71x1024x64xf32>) attrs = {dimtune.role = "attn_context", dimtune.pass = "fwd"} {
    ^bb0(%x: f32, %y: f32, %acc: f32):
      %p = arith.mulf %x, %y : f32
      %s = arith.addf %acc, %p : f32
      linalg.yield %s : f32
    } -> tensor<2x71x1024x64xf32> loc("transformer.h.0.self_attention:aten.bmm.default")
    %e110 = tensor.empty() : tensor<2x71x1024x1024xf32>
    %z111 = linalg.fill ins(%c1 : f32) outs(%e110 : tensor<2x71x1024x1024xf32>) -> tensor<2x71x1024x1024xf32>
    %r112 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d3, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]} ins(%arg58, %kv99 : tensor<2x71x1024x64xf32>, tensor<2x71x1024x64xf32>) outs(%z111 : tensor<2x71x1024x1024xf32>) attrs = {dimtune.role = "attn_context", dimtune.pass = "dgrad"} {
    ^bb0(%x: f32, %y: f32, %acc: f32):
      %p = arith.mulf %x, %y : f32
      %s = arith.addf %acc, %p : f32
      linalg.yield %s : f32
    } -> tensor<2x71x1024x1024xf32> loc("transformer.h.0.self_attention:aten.bmm.default")
    %e113 = tensor.empty() : tensor<2x71x1024x64xf32>
    %z114 = linalg.fill ins(%c1 : f32) outs(%e113 : tensor<2x71x1024x64xf32>) -> tensor<2x71x1024x64xf32>
    %r115 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d4, d2)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d4, d3)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]} ins(%p105, %arg58 : tensor<2x71x1024x1024xf32>, tensor<2x71x1024x64xf32>) outs(%z114 : tensor<2x71x1024x64xf32>) attrs = {dimtune.role = "attn_context", dimtune.pass = "wgrad"} {
    ^bb0(%x: f32, %y: f32, %acc: f32):
      %p = arith.mulf %x, %y : f32
      %s = arith.addf %acc, %p : f32
      linalg.yield %s : f32
    } -> tensor<2x71x1024x64xf32> loc("transformer.h.0.self_attention:aten.bmm.default")
    %e116 = tensor.empty() : tensor<2x71x1024xf32>
    %z117 = linalg.fill ins(%c1 : f32) outs(%e116 : tensor<2x71x1024xf32>) -> tensor<2x71x1024xf32>
    %rs118 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%p105, %r112 : tensor<2x71x1024x1024xf32>, tensor<2x71x1024x1024xf32>) outs(%z117 : tensor<2x71x1024xf32>) {
    ^bb0(%p: f32, %dp: f32, %acc: f32):
      %x = arith.mulf %p, %dp : f32
      %s = arith.addf %acc, %x : f32
      linalg.yield %s : f32
    } -> tensor<2x71x1024xf32>
    %e120 = tensor.empty() : tensor<2x71x1024x1024xf32>
    %ds119 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%p105, %r112, %rs118 : tensor<2x71x1024x1024xf32>, tensor<2x71x1024x1024xf32>, tensor<2x71x1024xf32>) outs(%e120 : tensor<2x71x1024x1024xf32>) {
    ^bb0(%p: f32, %dp: f32, %r: f32, %o: f32):
      %d = arith.subf %dp, %r : f32
      %x = arith.mulf %p, %d : f32
      %y = arith.mulf %x, %c4 : f32
      linalg.yield %y : f32
    } -> tensor<2x71x1024x1024xf32>
    %e121 = tensor.empty() : tensor<2x71x1024x64xf32>
    %z122 = linalg.fill ins(%c1 : f32) outs(%e121 : tensor<2x71x1024x64xf32>) -> tensor<2x71x1024x64xf32>
    %r123 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d4, d3)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]} ins(%ds119, %kv96 : tensor<2x71x1024x1024xf32>, tensor<2x71x1024x64xf32>) outs(%z122 : tensor<2x71x1024x64xf32>) attrs = {dimtune.role = "attn_score", dimtune.pass = "dgrad"} {
    ^bb0(%x: f32, %y: f32, %acc: f32):
      %p = arith.mulf %x, %y : f32
      %s = arith.addf %acc, %p : f32
      linalg.yield %s : f32
    } -> tensor<2x71x1024x64xf32> loc("transformer.h.0.self_attention:aten.bmm.default")
    %e124 = tensor.empty() : tensor<2x71x1024x64xf32>
    %z125 = linalg.fill ins(%c1 : f32) outs(%e124 : tensor<2x71x1024x64xf32>) -> tensor<2x71x1024x64xf32>
    %r126 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d4, d2)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d4, d3)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]} ins(%ds119, %arg55 : tensor<2x71x1024x1024xf32>, tensor<2x71x1024x64xf32>) outs(%z125 : tensor<2x71x1024x64xf32>) attrs = {dimtune.role = "attn_score", dimtune.pass = "wgrad"} {
    ^bb0(%x: f32, %y: f32, %acc: f32):
      %p = arith.mulf %x, %y : f32
      %s = arith.addf %acc, %p : f32
      linalg.yield %s : f32
    } -> tensor<2x71x1024x64xf32> loc("transformer.h.0.self_attention:aten.bmm.default")
    %g127 = tensor.expand_shape %r126 [[0], [1, 2], [3], [4]] output_shape [2, 1, 71, 1024, 64] : tensor<2x71x1024x64xf32> into tensor<2x1x71x1024x64xf32>
    %e128 = tensor.empty() : tensor<2x1x1024x64xf32>
    %z129 = linalg.fill ins(%c1 : f32) outs(%e128 : tensor<2x1x1024x64xf32>) -> tensor<2x1x1024x64xf32>
    %gs130 = linalg.reduce ins(%g127 : tensor<2x1x71x1024x64xf32>) outs(%z129 : tensor<2x1x1024x64xf32>) dimensions = [2]
      (%x: f32, %acc: f32) {
        %s = arith.addf %x, %acc : f32
        linalg.yield %s : f32
      }
    %g131 = tensor.expand_shape %r115 [[0], [1, 2], [3], [4]] output_shape [2, 1, 71, 1024, 64] : tensor<2x71x1024x64xf32> into tensor<2x1x71x1024x64xf32>
    %e132 = tensor.empty() : tensor<2x1x1024x64xf32>
    %z133 = linalg.fill ins(%c1 : f32) outs(%e132 : tensor<2x1x1024x64xf32>) -> tensor<2x1x1024x64xf32>
    %gs134 = linalg.reduce ins(%g131 : tensor<2x1x71x1024x64xf32>) outs(%z133 : tensor<2x1x1024x64xf32>) dimensions = [2]
      (%x: f32, %acc: f32) {
        %s = arith.addf %x, %acc : f32
        linalg.yield %s : f32
      }
    %e135 = tensor.empty() : tensor<2x71x1024x1024xbf16>
    %r136 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg59 : tensor<2x71x1024x1024xf32>) outs(%e135 : tensor<2x71x1024x1024xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "fwd", dimtune.kernel = "aten._to_copy.default"} {
    ^bb0(%in0: f32, %out0: bf16):
      %b1 = arith.truncf %in0 : f32 to bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x71x1024x1024xbf16> loc("transformer.h.0.self_attention:aten._to_copy.default")
    %e137 = tensor.empty() : tensor<2x71x1024x64xf32>
    %r138 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg60 : tensor<2x1024x64xf32>) outs(%e137 : tensor<2x71x1024x64xf32>) attrs = {dimtune.role = "attention", dimtune.pass = "fwd", dimtune.kernel = "aten.clone.default"} {
    ^bb0(%in0: f32, %out0: f32):
      linalg.yield %in0 : f32
    } -> tensor<2x71x1024x64xf32> loc("transformer.h.0.self_attention:aten.clone.default")
    %e139 = tensor.empty() : tensor<2x71x1024x64xbf16>
    %r140 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg61 : tensor<2x71x1024x64xf32>) outs(%e139 : tensor<2x71x1024x64xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "fwd", dimtune.kernel = "aten._to_copy.default"} {
    ^bb0(%in0: f32, %out0: bf16):
      %b1 = arith.truncf %in0 : f32 to bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x71x1024x64xbf16> loc("transformer.h.0.self_attention:aten._to_copy.default")
    %e141 = tensor.empty() : tensor<2x1024x71x64xbf16>
    %r142 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d2, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg62 : tensor<2x71x1024x64xbf16>) outs(%e141 : tensor<2x1024x71x64xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "fwd", dimtune.kernel = "aten.clone.default"} {
    ^bb0(%in0: bf16, %out0: bf16):
      linalg.yield %in0 : bf16
    } -> tensor<2x1024x71x64xbf16> loc("transformer.h.0.self_attention:aten.clone.default")
    %e143 = tensor.empty() : tensor<2048x4544xbf16>
    %z144 = linalg.fill ins(%c2 : bf16) outs(%e143 : tensor<2048x4544xbf16>) -> tensor<2048x4544xbf16>
    %r145 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (n, k)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg63, %arg64 : tensor<2048x4544xbf16>, tensor<4544x4544xbf16>) outs(%z144 : tensor<2048x4544xbf16>) {dimtune.role = "attn_out", dimtune.pass = "fwd"} -> tensor<2048x4544xbf16> loc("transformer.h.0.self_attention.dense:aten.mm.default")
    %e146 = tensor.empty() : tensor<2048x18176xbf16>
    %z147 = linalg.fill ins(%c2 : bf16) outs(%e146 : tensor<2048x18176xbf16>) -> tensor<2048x18176xbf16>
    %r148 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (n, k)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg65, %arg66 : tensor<2048x4544xbf16>, tensor<18176x4544xbf16>) outs(%z147 : tensor<2048x18176xbf16>) {dimtune.role = "mlp_up", dimtune.pass = "fwd"} -> tensor<2048x18176xbf16> loc("transformer.h.0.mlp.dense_h_to_4h:aten.mm.default")
    %e149 = tensor.empty() : tensor<2x1024x18176xbf16>
    %r150 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg67 : tensor<2x1024x18176xbf16>) outs(%e149 : tensor<2x1024x18176xbf16>) attrs = {dimtune.role = "activation", dimtune.pass = "fwd", dimtune.kernel = "aten.gelu.default"} {
    ^bb0(%in0: bf16, %out0: bf16):
      linalg.yield %in0 : bf16
    } -> tensor<2x1024x18176xbf16> loc("transformer.h.0.mlp.act:aten.gelu.default")
    %e151 = tensor.empty() : tensor<2048x4544xbf16>
    %z152 = linalg.fill ins(%c2 : bf16) outs(%e151 : tensor<2048x4544xbf16>) -> tensor<2048x4544xbf16>
    %r153 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (n, k)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg68, %arg69 : tensor<2048x18176xbf16>, tensor<4544x18176xbf16>) outs(%z152 : tensor<2048x4544xbf16>) {dimtune.role = "mlp_down", dimtune.pass = "fwd"} -> tensor<2048x4544xbf16> loc("transformer.h.0.mlp.dense_4h_to_h:aten.mm.default")
    %e154 = tensor.empty() : tensor<2x1024x4544xbf16>
    %r155 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg70, %arg71 : tensor<2x1024x4544xbf16>, tensor<2x1024x4544xbf16>) outs(%e154 : tensor<2x1024x4544xbf16>) attrs = {dimtune.role = "residual", dimtune.pass = "fwd", dimtune.kernel = "aten.add_.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.addf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x4544xbf16> loc("transformer.h.0:aten.add_.Tensor")
    %e156 = tensor.empty() : tensor<2x1024x4544xbf16>
    %r157 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg72, %arg73 : tensor<2x1024x4544xbf16>, tensor<2x1024x4544xbf16>) outs(%e156 : tensor<2x1024x4544xbf16>) attrs = {dimtune.role = "residual", dimtune.pass = "fwd", dimtune.kernel = "aten.add.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.addf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x4544xbf16> loc("transformer.h.0:aten.add.Tensor")
    %e158 = tensor.empty() : tensor<2x1024x4544xbf16>
    %z159 = linalg.fill ins(%c2 : bf16) outs(%e158 : tensor<2x1024x4544xbf16>) -> tensor<2x1024x4544xbf16>
    %e160 = tensor.empty() : tensor<2x1024xf32>
    %z161 = linalg.fill ins(%c1 : f32) outs(%e160 : tensor<2x1024xf32>) -> tensor<2x1024xf32>
    %e162 = tensor.empty() : tensor<2x1024xf32>
    %z163 = linalg.fill ins(%c1 : f32) outs(%e162 : tensor<2x1024xf32>) -> tensor<2x1024xf32>
    %r164:3 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%arg74, %arg75, %arg76 : tensor<2x1024x4544xbf16>, tensor<4544xbf16>, tensor<4544xbf16>) outs(%z159, %z161, %z163 : tensor<2x1024x4544xbf16>, tensor<2x1024xf32>, tensor<2x1024xf32>) attrs = {dimtune.role = "input_norm", dimtune.pass = "fwd", dimtune.kernel = "aten.native_layer_norm.default", dimtune.row_kernel} {
    ^bb0(%in0: bf16, %in1: bf16, %in2: bf16, %out0: bf16, %out1: f32, %out2: f32):
      %b1 = arith.addf %in0, %in1 : bf16
      %b2 = arith.addf %b1, %in2 : bf16
      %b3 = arith.addf %out0, %b2 : bf16
      %b4 = arith.extf %b2 : bf16 to f32
      %b5 = arith.addf %out1, %b4 : f32
      %b6 = arith.extf %b2 : bf16 to f32
      %b7 = arith.addf %out2, %b6 : f32
      linalg.yield %b3, %b5, %b7 : bf16, f32, f32
    } -> (tensor<2x1024x4544xbf16>, tensor<2x1024xf32>, tensor<2x1024xf32>) loc("transformer.h.1.input_layernorm:aten.native_layer_norm.default")
    %e165 = tensor.empty() : tensor<2048x4672xbf16>
    %z166 = linalg.fill ins(%c2 : bf16) outs(%e165 : tensor<2048x4672xbf16>) -> tensor<2048x4672xbf16>
    %r167 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (n, k)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg77, %arg78 : tensor<2048x4544xbf16>, tensor<4672x4544xbf16>) outs(%z166 : tensor<2048x4672xbf16>) {dimtune.role = "qkv", dimtune.pass = "fwd"} -> tensor<2048x4672xbf16> loc("transformer.h.1.self_attention.query_key_value:aten.mm.default")
    %e168 = tensor.empty() : tensor<2x1024x64xbf16>
    %r169 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> ()>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg79 : tensor<i64>) outs(%e168 : tensor<2x1024x64xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "fwd", dimtune.kernel = "aten.index.Tensor"} {
    ^bb0(%in0: i64, %out0: bf16):
      %b1 = arith.index_cast %in0 : i64 to index
      %b2 = linalg.index 1 : index
      %b3 = linalg.index 2 : index
      %b4 = tensor.extract %arg80[%b1, %b2, %c3, %b3] : tensor<2x1024x73x64xbf16>
      linalg.yield %b4 : bf16
    } -> tensor<2x1024x64xbf16> loc("transformer.h.1.self_attention:aten.index.Tensor")
    %e170 = tensor.empty() : tensor<2x1024x64xbf16>
    %r171 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> ()>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg81 : tensor<i64>) outs(%e170 : tensor<2x1024x64xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "fwd", dimtune.kernel = "aten.index.Tensor"} {
    ^bb0(%in0: i64, %out0: bf16):
      %b1 = arith.index_cast %in0 : i64 to index
      %b2 = linalg.index 1 : index
      %b3 = linalg.index 2 : index
      %b4 = tensor.extract %arg82[%b1, %b2, %c3, %b3] : tensor<2x1024x73x64xbf16>
      linalg.yield %b4 : bf16
    } -> tensor<2x1024x64xbf16> loc("transformer.h.1.self_attention:aten.index.Tensor")
    %e172 = tensor.empty() : tensor<2x1024x71x64xbf16>
    %r173 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg83, %arg84 : tensor<2x1024x71x64xbf16>, tensor<1024x64xbf16>) outs(%e172 : tensor<2x1024x71x64xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "fwd", dimtune.kernel = "aten.mul.Tensor", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.mulf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x71x64xbf16> loc("transformer.h.1.self_attention:aten.mul.Tensor")
    %e174 = tensor.empty() : tensor<2x1024x71x32xbf16>
    %r175 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg85 : tensor<2x1024x71x32xbf16>) outs(%e174 : tensor<2x1024x71x32xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "fwd", dimtune.kernel = "aten.neg.default"} {
    ^bb0(%in0: bf16, %out0: bf16):
      %b1 = arith.negf %in0 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x71x32xbf16> loc("transformer.h.1.self_attention:aten.neg.default")
    %e176 = tensor.empty() : tensor<2x71x1024x64xbf16>
    %r177 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d2, d1, d4)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d2, d1, d5)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%arg86, %arg87 : tensor<2x1024x71x32xbf16>, tensor<2x1024x71x32xbf16>) outs(%e176 : tensor<2x71x1024x64xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "fwd", dimtune.kernel = "aten.cat.default", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.addf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x71x1024x64xbf16> loc("transformer.h.1.self_attention:aten.cat.default")
    %e178 = tensor.empty() : tensor<2x71x1024x64xbf16>
    %r179 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg88, %arg89 : tensor<2x71x1024x64xbf16>, tensor<1024x64xbf16>) outs(%e178 : tensor<2x71x1024x64xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "fwd", dimtune.kernel = "aten.mul.Tensor", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.mulf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x71x1024x64xbf16> loc("transformer.h.1.self_attention:aten.mul.Tensor")
    %e180 = tensor.empty() : tensor<2x1024x71x64xbf16>
    %r181 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d2, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg90, %arg91 : tensor<2x1024x71x64xbf16>, tensor<2x71x1024x64xbf16>) outs(%e180 : tensor<2x1024x71x64xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "fwd", dimtune.kernel = "aten.add.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.addf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x71x64xbf16> loc("transformer.h.1.self_attention:aten.add.Tensor")
    %e182 = tensor.empty() : tensor<2x1024x64xbf16>
    %r183 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg92, %arg93 : tensor<2x1024x64xbf16>, tensor<1024x64xbf16>) outs(%e182 : tensor<2x1024x64xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "fwd", dimtune.kernel = "aten.mul.Tensor", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.mulf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x64xbf16> loc("transformer.h.1.self_attention:aten.mul.Tensor")
    %e184 = tensor.empty() : tensor<2x1024x32xbf16>
    %r185 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg94 : tensor<2x1024x32xbf16>) outs(%e184 : tensor<2x1024x32xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "fwd", dimtune.kernel = "aten.neg.default"} {
    ^bb0(%in0: bf16, %out0: bf16):
      %b1 = arith.negf %in0 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x32xbf16> loc("transformer.h.1.self_attention:aten.neg.default")
    %e186 = tensor.empty() : tensor<2x1024x64xbf16>
    %r187 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d3)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%arg95, %arg96 : tensor<2x1024x32xbf16>, tensor<2x1024x32xbf16>) outs(%e186 : tensor<2x1024x64xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "fwd", dimtune.kernel = "aten.cat.default", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.addf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x64xbf16> loc("transformer.h.1.self_attention:aten.cat.default")
    %e188 = tensor.empty() : tensor<2x1024x64xbf16>
    %r189 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg97, %arg98 : tensor<2x1024x64xbf16>, tensor<1024x64xbf16>) outs(%e188 : tensor<2x1024x64xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "fwd", dimtune.kernel = "aten.mul.Tensor", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.mulf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x64xbf16> loc("transformer.h.1.self_attention:aten.mul.Tensor")
    %e190 = tensor.empty() : tensor<2x1024x64xbf16>
    %r191 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg99, %arg100 : tensor<2x1024x64xbf16>, tensor<2x1024x64xbf16>) outs(%e190 : tensor<2x1024x64xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "fwd", dimtune.kernel = "aten.add.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.addf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x64xbf16> loc("transformer.h.1.self_attention:aten.add.Tensor")
    %e192 = tensor.empty() : tensor<bf16>
    %r193 = linalg.generic {indexing_maps = [affine_map<() -> ()>], iterator_types = []} outs(%e192 : tensor<bf16>) attrs = {dimtune.role = "attention", dimtune.pass = "fwd", dimtune.kernel = "aten.scalar_tensor.default"} {
    ^bb0(%out0: bf16):
      linalg.yield %c2 : bf16
    } -> tensor<bf16> loc("transformer.h.1.self_attention:aten.scalar_tensor.default")
    %e194 = tensor.empty() : tensor<bf16>
    %r195 = linalg.generic {indexing_maps = [affine_map<() -> ()>], iterator_types = []} outs(%e194 : tensor<bf16>) attrs = {dimtune.role = "attention", dimtune.pass = "fwd", dimtune.kernel = "aten.scalar_tensor.default"} {
    ^bb0(%out0: bf16):
      linalg.yield %c2 : bf16
    } -> tensor<bf16> loc("transformer.h.1.self_attention:aten.scalar_tensor.default")
    %e196 = tensor.empty() : tensor<2x1024x1024xbf16>
    %r197 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> ()>, affine_map<(d0, d1, d2) -> ()>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg101, %arg102, %arg103 : tensor<1024x1024xi1>, tensor<bf16>, tensor<bf16>) outs(%e196 : tensor<2x1024x1024xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "fwd", dimtune.kernel = "aten.where.self"} {
    ^bb0(%in0: i1, %in1: bf16, %in2: bf16, %out0: bf16):
      %b1 = arith.uitofp %in0 : i1 to bf16
      %b2 = arith.addf %b1, %in1 : bf16
      %b3 = arith.addf %b2, %in2 : bf16
      linalg.yield %b3 : bf16
    } -> tensor<2x1024x1024xbf16> loc("transformer.h.1.self_attention:aten.where.self")
    %e198 = tensor.empty() : tensor<2x1024x71x64xf32>
    %r199 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg104 : tensor<2x1024x71x64xbf16>) outs(%e198 : tensor<2x1024x71x64xf32>) attrs = {dimtune.role = "attention", dimtune.pass = "fwd", dimtune.kernel = "aten._to_copy.default", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %out0: f32):
      %b1 = arith.extf %in0 : bf16 to f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024x71x64xf32> loc("transformer.h.1.self_attention:aten._to_copy.default")
    %e200 = tensor.empty() : tensor<2x1024x64xf32>
    %r201 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg105 : tensor<2x1024x64xbf16>) outs(%e200 : tensor<2x1024x64xf32>) attrs = {dimtune.role = "attention", dimtune.pass = "fwd", dimtune.kernel = "aten._to_copy.default", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %out0: f32):
      %b1 = arith.extf %in0 : bf16 to f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024x64xf32> loc("transformer.h.1.self_attention:aten._to_copy.default")
    %e202 = tensor.empty() : tensor<2x1024x64xf32>
    %r203 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg106 : tensor<2x1024x64xbf16>) outs(%e202 : tensor<2x1024x64xf32>) attrs = {dimtune.role = "attention", dimtune.pass = "fwd", dimtune.kernel = "aten._to_copy.default", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %out0: f32):
      %b1 = arith.extf %in0 : bf16 to f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024x64xf32> loc("transformer.h.1.self_attention:aten._to_copy.default")
    %e204 = tensor.empty() : tensor<2x1024x71x64xf32>
    %r205 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg107 : tensor<2x1024x71x64xf32>) outs(%e204 : tensor<2x1024x71x64xf32>) attrs = {dimtune.role = "attention", dimtune.pass = "fwd", dimtune.kernel = "aten.mul.Scalar"} {
    ^bb0(%in0: f32, %out0: f32):
      linalg.yield %in0 : f32
    } -> tensor<2x1024x71x64xf32> loc("transformer.h.1.self_attention:aten.mul.Scalar")
    %e206 = tensor.empty() : tensor<2x1024x64xf32>
    %r207 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg108 : tensor<2x1024x64xf32>) outs(%e206 : tensor<2x1024x64xf32>) attrs = {dimtune.role = "attention", dimtune.pass = "fwd", dimtune.kernel = "aten.mul.Scalar"} {
    ^bb0(%in0: f32, %out0: f32):
      linalg.yield %in0 : f32
    } -> tensor<2x1024x64xf32> loc("transformer.h.1.self_attention:aten.mul.Scalar")
    %e208 = tensor.empty() : tensor<2x71x1024x64xf32>
    %r209 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d2, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg109 : tensor<2x1024x71x64xf32>) outs(%e208 : tensor<2x71x1024x64xf32>) attrs = {dimtune.role = "attention", dimtune.pass = "fwd", dimtune.kernel = "aten.clone.default"} {
    ^bb0(%in0: f32, %out0: f32):
      linalg.yield %in0 : f32
    } -> tensor<2x71x1024x64xf32> loc("transformer.h.1.self_attention:aten.clone.default")
    %e210 = tensor.empty() : tensor<2x71x64x1024xf32>
    %r211 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d3, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg110 : tensor<2x1024x64xf32>) outs(%e210 : tensor<2x71x64x1024xf32>) attrs = {dimtune.role = "attention", dimtune.pass = "fwd", dimtune.kernel = "aten.clone.default"} {
    ^bb0(%in0: f32, %out0: f32):
      linalg.yield %in0 : f32
    } -> tensor<2x71x64x1024xf32> loc("transformer.h.1.self_attention:aten.clone.default")
    %e212 = tensor.empty() : tensor<2x1x71x1024x64xf32>
    %bc213 = linalg.broadcast ins(%arg112 : tensor<2x1x1024x64xf32>) outs(%e212 : tensor<2x1x71x1024x64xf32>) dimensions = [2]
    %kv214 = tensor.collapse_shape %bc213 [[0], [1, 2], [3], [4]] : tensor<2x1x71x1024x64xf32> into tensor<2x71x1024x64xf32>
    %e215 = tensor.empty() : tensor<2x1x71x1024x64xf32>
    %bc216 = linalg.broadcast ins(%arg113 : tensor<2x1x1024x64xf32>) outs(%e215 : tensor<2x1x71x1024x64xf32>) dimensions = [2]
    %kv217 = tensor.collapse_shape %bc216 [[0], [1, 2], [3], [4]] : tensor<2x1x71x1024x64xf32> into tensor<2x71x1024x64xf32>
    %e218 = tensor.empty() : tensor<2x71x1024x1024xf32>
    %z219 = linalg.fill ins(%c1 : f32) outs(%e218 : tensor<2x71x1024x1024xf32>) -> tensor<2x71x1024x1024xf32>
    %r220 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d3, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]} ins(%arg111, %kv214 : tensor<2x71x1024x64xf32>, tensor<2x71x1024x64xf32>) outs(%z219 : tensor<2x71x1024x1024xf32>) attrs = {dimtune.role = "attn_score", dimtune.pass = "fwd"} {
    ^bb0(%x: f32, %y: f32, %acc: f32):
      %p = arith.mulf %x, %y : f32
      %s = arith.addf %acc, %p : f32
      linalg.yield %s : f32
    } -> tensor<2x71x1024x1024xf32> loc("transformer.h.1.self_attention:aten.bmm.default")
    %e222 = tensor.empty() : tensor<2x71x1024x1024xf32>
    %m221 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%r220 : tensor<2x71x1024x1024xf32>) outs(%e222 : tensor<2x71x1024x1024xf32>) {
    ^bb0(%s: f32, %o: f32):
      %i = linalg.index 2 : index
      %j = linalg.index 3 : index
      %future = arith.cmpi ugt, %j, %i : index
      %x = arith.mulf %s, %c4 : f32
      %y = arith.select %future, %c5, %x : f32
      linalg.yield %y : f32
    } -> tensor<2x71x1024x1024xf32>
    %e224 = tensor.empty() : tensor<2x71x1024x1024xf32>
    %p223 = linalg.softmax dimension(3) ins(%m221 : tensor<2x71x1024x1024xf32>) outs(%e224 : tensor<2x71x1024x1024xf32>) -> tensor<2x71x1024x1024xf32>
    %e225 = tensor.empty() : tensor<2x71x1024x64xf32>
    %z226 = linalg.fill ins(%c1 : f32) outs(%e225 : tensor<2x71x1024x64xf32>) -> tensor<2x71x1024x64xf32>
    %r227 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d4, d3)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]} ins(%p223, %kv217 : tensor<2x71x1024x1024xf32>, tensor<2x71x1024x64xf32>) outs(%z226 : tensor<2x71x1024x64xf32>) attrs = {dimtune.role = "attn_context", dimtune.pass = "fwd"} {
    ^bb0(%x: f32, %y: f32, %acc: f32):
      %p = arith.mulf %x, %y : f32
      %s = arith.addf %acc, %p : f32
      linalg.yield %s : f32
    } -> tensor<2x71x1024x64xf32> loc("transformer.h.1.self_attention:aten.bmm.default")
    %e228 = tensor.empty() : tensor<2x71x1024x1024xf32>
    %z229 = linalg.fill ins(%c1 : f32) outs(%e228 : tensor<2x71x1024x1024xf32>) -> tensor<2x71x1024x1024xf32>
    %r230 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d3, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]} ins(%arg114, %kv217 : tensor<2x71x1024x64xf32>, tensor<2x71x1024x64xf32>) outs(%z229 : tensor<2x71x1024x1024xf32>) attrs = {dimtune.role = "attn_context", dimtune.pass = "dgrad"} {
    ^bb0(%x: f32, %y: f32, %acc: f32):
      %p = arith.mulf %x, %y : f32
      %s = arith.addf %acc, %p : f32
      linalg.yield %s : f32
    } -> tensor<2x71x1024x1024xf32> loc("transformer.h.1.self_attention:aten.bmm.default")
    %e231 = tensor.empty() : tensor<2x71x1024x64xf32>
    %z232 = linalg.fill ins(%c1 : f32) outs(%e231 : tensor<2x71x1024x64xf32>) -> tensor<2x71x1024x64xf32>
    %r233 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d4, d2)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d4, d3)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]} ins(%p223, %arg114 : tensor<2x71x1024x1024xf32>, tensor<2x71x1024x64xf32>) outs(%z232 : tensor<2x71x1024x64xf32>) attrs = {dimtune.role = "attn_context", dimtune.pass = "wgrad"} {
    ^bb0(%x: f32, %y: f32, %acc: f32):
      %p = arith.mulf %x, %y : f32
      %s = arith.addf %acc, %p : f32
      linalg.yield %s : f32
    } -> tensor<2x71x1024x64xf32> loc("transformer.h.1.self_attention:aten.bmm.default")
    %e234 = tensor.empty() : tensor<2x71x1024xf32>
    %z235 = linalg.fill ins(%c1 : f32) outs(%e234 : tensor<2x71x1024xf32>) -> tensor<2x71x1024xf32>
    %rs236 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%p223, %r230 : tensor<2x71x1024x1024xf32>, tensor<2x71x1024x1024xf32>) outs(%z235 : tensor<2x71x1024xf32>) {
    ^bb0(%p: f32, %dp: f32, %acc: f32):
      %x = arith.mulf %p, %dp : f32
      %s = arith.addf %acc, %x : f32
      linalg.yield %s : f32
    } -> tensor<2x71x1024xf32>
    %e238 = tensor.empty() : tensor<2x71x1024x1024xf32>
    %ds237 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%p223, %r230, %rs236 : tensor<2x71x1024x1024xf32>, tensor<2x71x1024x1024xf32>, tensor<2x71x1024xf32>) outs(%e238 : tensor<2x71x1024x1024xf32>) {
    ^bb0(%p: f32, %dp: f32, %r: f32, %o: f32):
      %d = arith.subf %dp, %r : f32
      %x = arith.mulf %p, %d : f32
      %y = arith.mulf %x, %c4 : f32
      linalg.yield %y : f32
    } -> tensor<2x71x1024x1024xf32>
    %e239 = tensor.empty() : tensor<2x71x1024x64xf32>
    %z240 = linalg.fill ins(%c1 : f32) outs(%e239 : tensor<2x71x1024x64xf32>) -> tensor<2x71x1024x64xf32>
    %r241 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d4, d3)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]} ins(%ds237, %kv214 : tensor<2x71x1024x1024xf32>, tensor<2x71x1024x64xf32>) outs(%z240 : tensor<2x71x1024x64xf32>) attrs = {dimtune.role = "attn_score", dimtune.pass = "dgrad"} {
    ^bb0(%x: f32, %y: f32, %acc: f32):
      %p = arith.mulf %x, %y : f32
      %s = arith.addf %acc, %p : f32
      linalg.yield %s : f32
    } -> tensor<2x71x1024x64xf32> loc("transformer.h.1.self_attention:aten.bmm.default")
    %e242 = tensor.empty() : tensor<2x71x1024x64xf32>
    %z243 = linalg.fill ins(%c1 : f32) outs(%e242 : tensor<2x71x1024x64xf32>) -> tensor<2x71x1024x64xf32>
    %r244 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d4, d2)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d4, d3)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]} ins(%ds237, %arg111 : tensor<2x71x1024x1024xf32>, tensor<2x71x1024x64xf32>) outs(%z243 : tensor<2x71x1024x64xf32>) attrs = {dimtune.role = "attn_score", dimtune.pass = "wgrad"} {
    ^bb0(%x: f32, %y: f32, %acc: f32):
      %p = arith.mulf %x, %y : f32
      %s = arith.addf %acc, %p : f32
      linalg.yield %s : f32
    } -> tensor<2x71x1024x64xf32> loc("transformer.h.1.self_attention:aten.bmm.default")
    %g245 = tensor.expand_shape %r244 [[0], [1, 2], [3], [4]] output_shape [2, 1, 71, 1024, 64] : tensor<2x71x1024x64xf32> into tensor<2x1x71x1024x64xf32>
    %e246 = tensor.empty() : tensor<2x1x1024x64xf32>
    %z247 = linalg.fill ins(%c1 : f32) outs(%e246 : tensor<2x1x1024x64xf32>) -> tensor<2x1x1024x64xf32>
    %gs248 = linalg.reduce ins(%g245 : tensor<2x1x71x1024x64xf32>) outs(%z247 : tensor<2x1x1024x64xf32>) dimensions = [2]
      (%x: f32, %acc: f32) {
        %s = arith.addf %x, %acc : f32
        linalg.yield %s : f32
      }
    %g249 = tensor.expand_shape %r233 [[0], [1, 2], [3], [4]] output_shape [2, 1, 71, 1024, 64] : tensor<2x71x1024x64xf32> into tensor<2x1x71x1024x64xf32>
    %e250 = tensor.empty() : tensor<2x1x1024x64xf32>
    %z251 = linalg.fill ins(%c1 : f32) outs(%e250 : tensor<2x1x1024x64xf32>) -> tensor<2x1x1024x64xf32>
    %gs252 = linalg.reduce ins(%g249 : tensor<2x1x71x1024x64xf32>) outs(%z251 : tensor<2x1x1024x64xf32>) dimensions = [2]
      (%x: f32, %acc: f32) {
        %s = arith.addf %x, %acc : f32
        linalg.yield %s : f32
      }
    %e253 = tensor.empty() : tensor<2x71x1024x1024xbf16>
    %r254 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg115 : tensor<2x71x1024x1024xf32>) outs(%e253 : tensor<2x71x1024x1024xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "fwd", dimtune.kernel = "aten._to_copy.default"} {
    ^bb0(%in0: f32, %out0: bf16):
      %b1 = arith.truncf %in0 : f32 to bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x71x1024x1024xbf16> loc("transformer.h.1.self_attention:aten._to_copy.default")
    %e255 = tensor.empty() : tensor<2x71x1024x64xf32>
    %r256 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg116 : tensor<2x1024x64xf32>) outs(%e255 : tensor<2x71x1024x64xf32>) attrs = {dimtune.role = "attention", dimtune.pass = "fwd", dimtune.kernel = "aten.clone.default"} {
    ^bb0(%in0: f32, %out0: f32):
      linalg.yield %in0 : f32
    } -> tensor<2x71x1024x64xf32> loc("transformer.h.1.self_attention:aten.clone.default")
    %e257 = tensor.empty() : tensor<2x71x1024x64xbf16>
    %r258 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg117 : tensor<2x71x1024x64xf32>) outs(%e257 : tensor<2x71x1024x64xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "fwd", dimtune.kernel = "aten._to_copy.default"} {
    ^bb0(%in0: f32, %out0: bf16):
      %b1 = arith.truncf %in0 : f32 to bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x71x1024x64xbf16> loc("transformer.h.1.self_attention:aten._to_copy.default")
    %e259 = tensor.empty() : tensor<2x1024x71x64xbf16>
    %r260 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d2, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg118 : tensor<2x71x1024x64xbf16>) outs(%e259 : tensor<2x1024x71x64xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "fwd", dimtune.kernel = "aten.clone.default"} {
    ^bb0(%in0: bf16, %out0: bf16):
      linalg.yield %in0 : bf16
    } -> tensor<2x1024x71x64xbf16> loc("transformer.h.1.self_attention:aten.clone.default")
    %e261 = tensor.empty() : tensor<2048x4544xbf16>
    %z262 = linalg.fill ins(%c2 : bf16) outs(%e261 : tensor<2048x4544xbf16>) -> tensor<2048x4544xbf16>
    %r263 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (n, k)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg119, %arg120 : tensor<2048x4544xbf16>, tensor<4544x4544xbf16>) outs(%z262 : tensor<2048x4544xbf16>) {dimtune.role = "attn_out", dimtune.pass = "fwd"} -> tensor<2048x4544xbf16> loc("transformer.h.1.self_attention.dense:aten.mm.default")
    %e264 = tensor.empty() : tensor<2048x18176xbf16>
    %z265 = linalg.fill ins(%c2 : bf16) outs(%e264 : tensor<2048x18176xbf16>) -> tensor<2048x18176xbf16>
    %r266 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (n, k)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg121, %arg122 : tensor<2048x4544xbf16>, tensor<18176x4544xbf16>) outs(%z265 : tensor<2048x18176xbf16>) {dimtune.role = "mlp_up", dimtune.pass = "fwd"} -> tensor<2048x18176xbf16> loc("transformer.h.1.mlp.dense_h_to_4h:aten.mm.default")
    %e267 = tensor.empty() : tensor<2x1024x18176xbf16>
    %r268 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg123 : tensor<2x1024x18176xbf16>) outs(%e267 : tensor<2x1024x18176xbf16>) attrs = {dimtune.role = "activation", dimtune.pass = "fwd", dimtune.kernel = "aten.gelu.default"} {
    ^bb0(%in0: bf16, %out0: bf16):
      linalg.yield %in0 : bf16
    } -> tensor<2x1024x18176xbf16> loc("transformer.h.1.mlp.act:aten.gelu.default")
    %e269 = tensor.empty() : tensor<2048x4544xbf16>
    %z270 = linalg.fill ins(%c2 : bf16) outs(%e269 : tensor<2048x4544xbf16>) -> tensor<2048x4544xbf16>
    %r271 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (n, k)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg124, %arg125 : tensor<2048x18176xbf16>, tensor<4544x18176xbf16>) outs(%z270 : tensor<2048x4544xbf16>) {dimtune.role = "mlp_down", dimtune.pass = "fwd"} -> tensor<2048x4544xbf16> loc("transformer.h.1.mlp.dense_4h_to_h:aten.mm.default")
    %e272 = tensor.empty() : tensor<2x1024x4544xbf16>
    %r273 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg126, %arg127 : tensor<2x1024x4544xbf16>, tensor<2x1024x4544xbf16>) outs(%e272 : tensor<2x1024x4544xbf16>) attrs = {dimtune.role = "residual", dimtune.pass = "fwd", dimtune.kernel = "aten.add_.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.addf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x4544xbf16> loc("transformer.h.1:aten.add_.Tensor")
    %e274 = tensor.empty() : tensor<2x1024x4544xbf16>
    %r275 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg128, %arg129 : tensor<2x1024x4544xbf16>, tensor<2x1024x4544xbf16>) outs(%e274 : tensor<2x1024x4544xbf16>) attrs = {dimtune.role = "residual", dimtune.pass = "fwd", dimtune.kernel = "aten.add.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.addf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x4544xbf16> loc("transformer.h.1:aten.add.Tensor")
    %e276 = tensor.empty() : tensor<2x1024x4544xbf16>
    %z277 = linalg.fill ins(%c2 : bf16) outs(%e276 : tensor<2x1024x4544xbf16>) -> tensor<2x1024x4544xbf16>
    %e278 = tensor.empty() : tensor<2x1024xf32>
    %z279 = linalg.fill ins(%c1 : f32) outs(%e278 : tensor<2x1024xf32>) -> tensor<2x1024xf32>
    %e280 = tensor.empty() : tensor<2x1024xf32>
    %z281 = linalg.fill ins(%c1 : f32) outs(%e280 : tensor<2x1024xf32>) -> tensor<2x1024xf32>
    %r282:3 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%arg130, %arg131, %arg132 : tensor<2x1024x4544xbf16>, tensor<4544xbf16>, tensor<4544xbf16>) outs(%z277, %z279, %z281 : tensor<2x1024x4544xbf16>, tensor<2x1024xf32>, tensor<2x1024xf32>) attrs = {dimtune.role = "final_norm", dimtune.pass = "fwd", dimtune.kernel = "aten.native_layer_norm.default", dimtune.row_kernel} {
    ^bb0(%in0: bf16, %in1: bf16, %in2: bf16, %out0: bf16, %out1: f32, %out2: f32):
      %b1 = arith.addf %in0, %in1 : bf16
      %b2 = arith.addf %b1, %in2 : bf16
      %b3 = arith.addf %out0, %b2 : bf16
      %b4 = arith.extf %b2 : bf16 to f32
      %b5 = arith.addf %out1, %b4 : f32
      %b6 = arith.extf %b2 : bf16 to f32
      %b7 = arith.addf %out2, %b6 : f32
      linalg.yield %b3, %b5, %b7 : bf16, f32, f32
    } -> (tensor<2x1024x4544xbf16>, tensor<2x1024xf32>, tensor<2x1024xf32>) loc("transformer.ln_f:aten.native_layer_norm.default")
    %e283 = tensor.empty() : tensor<2048x65024xbf16>
    %z284 = linalg.fill ins(%c2 : bf16) outs(%e283 : tensor<2048x65024xbf16>) -> tensor<2048x65024xbf16>
    %r285 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (n, k)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg133, %arg134 : tensor<2048x4544xbf16>, tensor<65024x4544xbf16>) outs(%z284 : tensor<2048x65024xbf16>) {dimtune.role = "lm_head", dimtune.pass = "fwd"} -> tensor<2048x65024xbf16> loc("lm_head:aten.mm.default")
    %e286 = tensor.empty() : tensor<2x1024x65024xf32>
    %r287 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg135 : tensor<2x1024x65024xbf16>) outs(%e286 : tensor<2x1024x65024xf32>) attrs = {dimtune.pass = "fwd", dimtune.kernel = "aten._to_copy.default", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %out0: f32):
      %b1 = arith.extf %in0 : bf16 to f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024x65024xf32> loc("aten._to_copy.default")
    %e288 = tensor.empty() : tensor<2x1025xi64>
    %r289 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg136 : tensor<2x1024xi64>) outs(%e288 : tensor<2x1025xi64>) attrs = {dimtune.pass = "fwd", dimtune.kernel = "aten.constant_pad_nd.default", dimtune.unvectorized} {
    ^bb0(%in0: i64, %out0: i64):
      linalg.yield %in0 : i64
    } -> tensor<2x1025xi64> loc("aten.constant_pad_nd.default")
    %e290 = tensor.empty() : tensor<2x1024xi64>
    %r291 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg137 : tensor<2x1024xi64>) outs(%e290 : tensor<2x1024xi64>) attrs = {dimtune.pass = "fwd", dimtune.kernel = "aten.clone.default"} {
    ^bb0(%in0: i64, %out0: i64):
      linalg.yield %in0 : i64
    } -> tensor<2x1024xi64> loc("aten.clone.default")
    %e292 = tensor.empty() : tensor<2048x65024xf32>
    %z293 = linalg.fill ins(%c1 : f32) outs(%e292 : tensor<2048x65024xf32>) -> tensor<2048x65024xf32>
    %r294 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "reduction"]} ins(%arg138 : tensor<2048x65024xf32>) outs(%z293 : tensor<2048x65024xf32>) attrs = {dimtune.role = "loss", dimtune.pass = "fwd", dimtune.kernel = "aten._log_softmax.default", dimtune.row_kernel} {
    ^bb0(%in0: f32, %out0: f32):
      %b1 = arith.addf %out0, %in0 : f32
      linalg.yield %b1 : f32
    } -> tensor<2048x65024xf32> loc("aten._log_softmax.default")
    %e295 = tensor.empty() : tensor<f32>
    %z296 = linalg.fill ins(%c1 : f32) outs(%e295 : tensor<f32>) -> tensor<f32>
    %e297 = tensor.empty() : tensor<f32>
    %z298 = linalg.fill ins(%c1 : f32) outs(%e297 : tensor<f32>) -> tensor<f32>
    %r299:2 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> ()>, affine_map<(d0) -> ()>], iterator_types = ["reduction"]} ins(%arg139 : tensor<2048xi64>) outs(%z296, %z298 : tensor<f32>, tensor<f32>) attrs = {dimtune.role = "loss", dimtune.pass = "fwd", dimtune.kernel = "aten.nll_loss_forward.default"} {
    ^bb0(%in0: i64, %out0: f32, %out1: f32):
      %b1 = arith.sitofp %in0 : i64 to f32
      %b2 = arith.addf %out0, %b1 : f32
      %b3 = arith.addf %out1, %b1 : f32
      linalg.yield %b2, %b3 : f32, f32
    } -> (tensor<f32>, tensor<f32>) loc("aten.nll_loss_forward.default")
    %e300 = tensor.empty() : tensor<2048x65024xf32>
    %r301 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> ()>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> ()>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg140, %arg141, %arg142 : tensor<f32>, tensor<2048xi64>, tensor<f32>) outs(%e300 : tensor<2048x65024xf32>) attrs = {dimtune.role = "loss", dimtune.pass = "bwd", dimtune.kernel = "aten.nll_loss_backward.default", dimtune.unvectorized} {
    ^bb0(%in0: f32, %in1: i64, %in2: f32, %out0: f32):
      %b1 = arith.sitofp %in1 : i64 to f32
      %b2 = arith.addf %in0, %b1 : f32
      %b3 = arith.addf %b2, %in2 : f32
      linalg.yield %b3 : f32
    } -> tensor<2048x65024xf32> loc("aten.nll_loss_backward.default")
    %e302 = tensor.empty() : tensor<2048x65024xf32>
    %z303 = linalg.fill ins(%c1 : f32) outs(%e302 : tensor<2048x65024xf32>) -> tensor<2048x65024xf32>
    %r304 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "reduction"]} ins(%arg143, %arg144 : tensor<2048x65024xf32>, tensor<2048x65024xf32>) outs(%z303 : tensor<2048x65024xf32>) attrs = {dimtune.role = "loss", dimtune.pass = "bwd", dimtune.kernel = "aten._log_softmax_backward_data.default", dimtune.row_kernel} {
    ^bb0(%in0: f32, %in1: f32, %out0: f32):
      %b1 = arith.addf %in0, %in1 : f32
      %b2 = arith.addf %out0, %b1 : f32
      linalg.yield %b2 : f32
    } -> tensor<2048x65024xf32> loc("aten._log_softmax_backward_data.default")
    %e305 = tensor.empty() : tensor<2x1024x65024xbf16>
    %r306 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg145 : tensor<2x1024x65024xf32>) outs(%e305 : tensor<2x1024x65024xbf16>) attrs = {dimtune.pass = "bwd", dimtune.kernel = "aten._to_copy.default"} {
    ^bb0(%in0: f32, %out0: bf16):
      %b1 = arith.truncf %in0 : f32 to bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x65024xbf16> loc("aten._to_copy.default")
    %e307 = tensor.empty() : tensor<65024x4544xbf16>
    %z308 = linalg.fill ins(%c2 : bf16) outs(%e307 : tensor<65024x4544xbf16>) -> tensor<65024x4544xbf16>
    %r309 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (k, m)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg146, %arg147 : tensor<2048x65024xbf16>, tensor<2048x4544xbf16>) outs(%z308 : tensor<65024x4544xbf16>) {dimtune.role = "lm_head", dimtune.pass = "wgrad"} -> tensor<65024x4544xbf16> loc("lm_head:aten.mm.default")
    %e310 = tensor.empty() : tensor<2048x4544xbf16>
    %z311 = linalg.fill ins(%c2 : bf16) outs(%e310 : tensor<2048x4544xbf16>) -> tensor<2048x4544xbf16>
    %r312 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg148, %arg149 : tensor<2048x65024xbf16>, tensor<65024x4544xbf16>) outs(%z311 : tensor<2048x4544xbf16>) {dimtune.role = "lm_head", dimtune.pass = "dgrad"} -> tensor<2048x4544xbf16> loc("lm_head:aten.mm.default")
    %e313 = tensor.empty() : tensor<2x1024x4544xbf16>
    %z314 = linalg.fill ins(%c2 : bf16) outs(%e313 : tensor<2x1024x4544xbf16>) -> tensor<2x1024x4544xbf16>
    %r315 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%arg150, %arg151, %arg152, %arg153, %arg154 : tensor<2x1024x4544xbf16>, tensor<2x1024x4544xbf16>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<4544xbf16>) outs(%z314 : tensor<2x1024x4544xbf16>) attrs = {dimtune.role = "final_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.native_layer_norm_backward.default:grad_input", dimtune.row_kernel} {
    ^bb0(%in0: bf16, %in1: bf16, %in2: f32, %in3: f32, %in4: bf16, %out0: bf16):
      %b1 = arith.truncf %in2 : f32 to bf16
      %b2 = arith.truncf %in3 : f32 to bf16
      %b3 = arith.addf %in0, %in1 : bf16
      %b4 = arith.addf %b3, %b1 : bf16
      %b5 = arith.addf %b4, %b2 : bf16
      %b6 = arith.addf %b5, %in4 : bf16
      %b7 = arith.addf %out0, %b6 : bf16
      linalg.yield %b7 : bf16
    } -> tensor<2x1024x4544xbf16> loc("transformer.ln_f:aten.native_layer_norm_backward.default")
    %e316 = tensor.empty() : tensor<4544xbf16>
    %z317 = linalg.fill ins(%c2 : bf16) outs(%e316 : tensor<4544xbf16>) -> tensor<4544xbf16>
    %e318 = tensor.empty() : tensor<4544xbf16>
    %z319 = linalg.fill ins(%c2 : bf16) outs(%e318 : tensor<4544xbf16>) -> tensor<4544xbf16>
    %r320:2 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d2)>], iterator_types = ["reduction", "reduction", "parallel"]} ins(%arg155, %arg156, %arg157, %arg158 : tensor<2x1024x4544xbf16>, tensor<2x1024x4544xbf16>, tensor<2x1024xf32>, tensor<2x1024xf32>) outs(%z317, %z319 : tensor<4544xbf16>, tensor<4544xbf16>) attrs = {dimtune.role = "final_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.native_layer_norm_backward.default:weight_grad"} {
    ^bb0(%in0: bf16, %in1: bf16, %in2: f32, %in3: f32, %out0: bf16, %out1: bf16):
      %b1 = arith.truncf %in2 : f32 to bf16
      %b2 = arith.truncf %in3 : f32 to bf16
      %b3 = arith.addf %in0, %in1 : bf16
      %b4 = arith.addf %b3, %b1 : bf16
      %b5 = arith.addf %b4, %b2 : bf16
      %b6 = arith.addf %out0, %b5 : bf16
      %b7 = arith.addf %out1, %b5 : bf16
      linalg.yield %b6, %b7 : bf16, bf16
    } -> (tensor<4544xbf16>, tensor<4544xbf16>) loc("transformer.ln_f:aten.native_layer_norm_backward.default")
    %e321 = tensor.empty() : tensor<4544x18176xbf16>
    %z322 = linalg.fill ins(%c2 : bf16) outs(%e321 : tensor<4544x18176xbf16>) -> tensor<4544x18176xbf16>
    %r323 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (k, m)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg159, %arg160 : tensor<2048x4544xbf16>, tensor<2048x18176xbf16>) outs(%z322 : tensor<4544x18176xbf16>) {dimtune.role = "mlp_down", dimtune.pass = "wgrad"} -> tensor<4544x18176xbf16> loc("transformer.h.1.mlp.dense_4h_to_h:aten.mm.default")
    %e324 = tensor.empty() : tensor<2048x18176xbf16>
    %z325 = linalg.fill ins(%c2 : bf16) outs(%e324 : tensor<2048x18176xbf16>) -> tensor<2048x18176xbf16>
    %r326 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg161, %arg162 : tensor<2048x4544xbf16>, tensor<4544x18176xbf16>) outs(%z325 : tensor<2048x18176xbf16>) {dimtune.role = "mlp_down", dimtune.pass = "dgrad"} -> tensor<2048x18176xbf16> loc("transformer.h.1.mlp.dense_4h_to_h:aten.mm.default")
    %e327 = tensor.empty() : tensor<2x1024x18176xbf16>
    %r328 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg163, %arg164 : tensor<2x1024x18176xbf16>, tensor<2x1024x18176xbf16>) outs(%e327 : tensor<2x1024x18176xbf16>) attrs = {dimtune.role = "activation", dimtune.pass = "bwd", dimtune.kernel = "aten.gelu_backward.default"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.addf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x18176xbf16> loc("transformer.h.1.mlp.act:aten.gelu_backward.default")
    %e329 = tensor.empty() : tensor<18176x4544xbf16>
    %z330 = linalg.fill ins(%c2 : bf16) outs(%e329 : tensor<18176x4544xbf16>) -> tensor<18176x4544xbf16>
    %r331 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (k, m)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg165, %arg166 : tensor<2048x18176xbf16>, tensor<2048x4544xbf16>) outs(%z330 : tensor<18176x4544xbf16>) {dimtune.role = "mlp_up", dimtune.pass = "wgrad"} -> tensor<18176x4544xbf16> loc("transformer.h.1.mlp.dense_h_to_4h:aten.mm.default")
    %e332 = tensor.empty() : tensor<2048x4544xbf16>
    %z333 = linalg.fill ins(%c2 : bf16) outs(%e332 : tensor<2048x4544xbf16>) -> tensor<2048x4544xbf16>
    %r334 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg167, %arg168 : tensor<2048x18176xbf16>, tensor<18176x4544xbf16>) outs(%z333 : tensor<2048x4544xbf16>) {dimtune.role = "mlp_up", dimtune.pass = "dgrad"} -> tensor<2048x4544xbf16> loc("transformer.h.1.mlp.dense_h_to_4h:aten.mm.default")
    %e335 = tensor.empty() : tensor<4544x4544xbf16>
    %z336 = linalg.fill ins(%c2 : bf16) outs(%e335 : tensor<4544x4544xbf16>) -> tensor<4544x4544xbf16>
    %r337 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (k, m)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg169, %arg170 : tensor<2048x4544xbf16>, tensor<2048x4544xbf16>) outs(%z336 : tensor<4544x4544xbf16>) {dimtune.role = "attn_out", dimtune.pass = "wgrad"} -> tensor<4544x4544xbf16> loc("transformer.h.1.self_attention.dense:aten.mm.default")
    %e338 = tensor.empty() : tensor<2048x4544xbf16>
    %z339 = linalg.fill ins(%c2 : bf16) outs(%e338 : tensor<2048x4544xbf16>) -> tensor<2048x4544xbf16>
    %r340 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg171, %arg172 : tensor<2048x4544xbf16>, tensor<4544x4544xbf16>) outs(%z339 : tensor<2048x4544xbf16>) {dimtune.role = "attn_out", dimtune.pass = "dgrad"} -> tensor<2048x4544xbf16> loc("transformer.h.1.self_attention.dense:aten.mm.default")
    %e341 = tensor.empty() : tensor<2x1024x71x64xf32>
    %r342 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg173 : tensor<2x1024x71x64xbf16>) outs(%e341 : tensor<2x1024x71x64xf32>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten._to_copy.default", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %out0: f32):
      %b1 = arith.extf %in0 : bf16 to f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024x71x64xf32> loc("transformer.h.1.self_attention:aten._to_copy.default")
    %e343 = tensor.empty() : tensor<2x71x1024x64xf32>
    %r344 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d2, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg174 : tensor<2x1024x71x64xf32>) outs(%e343 : tensor<2x71x1024x64xf32>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.clone.default"} {
    ^bb0(%in0: f32, %out0: f32):
      linalg.yield %in0 : f32
    } -> tensor<2x71x1024x64xf32> loc("transformer.h.1.self_attention:aten.clone.default")
    %e345 = tensor.empty() : tensor<2x1024x64xf32>
    %z346 = linalg.fill ins(%c1 : f32) outs(%e345 : tensor<2x1024x64xf32>) -> tensor<2x1024x64xf32>
    %r347 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d2, d3)>], iterator_types = ["parallel", "reduction", "parallel", "parallel"]} ins(%arg175 : tensor<2x71x1024x64xf32>) outs(%z346 : tensor<2x1024x64xf32>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.sum.dim_IntList"} {
    ^bb0(%in0: f32, %out0: f32):
      %b1 = arith.addf %out0, %in0 : f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024x64xf32> loc("transformer.h.1.self_attention:aten.sum.dim_IntList")
    %e348 = tensor.empty() : tensor<2x64x1024xf32>
    %z349 = linalg.fill ins(%c1 : f32) outs(%e348 : tensor<2x64x1024xf32>) -> tensor<2x64x1024xf32>
    %r350 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d2, d3)>], iterator_types = ["parallel", "reduction", "parallel", "parallel"]} ins(%arg176 : tensor<2x71x64x1024xf32>) outs(%z349 : tensor<2x64x1024xf32>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.sum.dim_IntList"} {
    ^bb0(%in0: f32, %out0: f32):
      %b1 = arith.addf %out0, %in0 : f32
      linalg.yield %b1 : f32
    } -> tensor<2x64x1024xf32> loc("transformer.h.1.self_attention:aten.sum.dim_IntList")
    %e351 = tensor.empty() : tensor<2x64x1024xf32>
    %r352 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg177 : tensor<2x64x1024xf32>) outs(%e351 : tensor<2x64x1024xf32>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Scalar"} {
    ^bb0(%in0: f32, %out0: f32):
      linalg.yield %in0 : f32
    } -> tensor<2x64x1024xf32> loc("transformer.h.1.self_attention:aten.mul.Scalar")
    %e353 = tensor.empty() : tensor<2x71x1024x64xf32>
    %r354 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg178 : tensor<2x71x1024x64xf32>) outs(%e353 : tensor<2x71x1024x64xf32>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Scalar"} {
    ^bb0(%in0: f32, %out0: f32):
      linalg.yield %in0 : f32
    } -> tensor<2x71x1024x64xf32> loc("transformer.h.1.self_attention:aten.mul.Scalar")
    %e355 = tensor.empty() : tensor<2x1024x64xbf16>
    %r356 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg179 : tensor<2x1024x64xf32>) outs(%e355 : tensor<2x1024x64xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten._to_copy.default"} {
    ^bb0(%in0: f32, %out0: bf16):
      %b1 = arith.truncf %in0 : f32 to bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x64xbf16> loc("transformer.h.1.self_attention:aten._to_copy.default")
    %e357 = tensor.empty() : tensor<2x64x1024xbf16>
    %r358 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg180 : tensor<2x64x1024xf32>) outs(%e357 : tensor<2x64x1024xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten._to_copy.default"} {
    ^bb0(%in0: f32, %out0: bf16):
      %b1 = arith.truncf %in0 : f32 to bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x64x1024xbf16> loc("transformer.h.1.self_attention:aten._to_copy.default")
    %e359 = tensor.empty() : tensor<2x71x1024x64xbf16>
    %r360 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg181 : tensor<2x71x1024x64xf32>) outs(%e359 : tensor<2x71x1024x64xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten._to_copy.default"} {
    ^bb0(%in0: f32, %out0: bf16):
      %b1 = arith.truncf %in0 : f32 to bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x71x1024x64xbf16> loc("transformer.h.1.self_attention:aten._to_copy.default")
    %e361 = tensor.empty() : tensor<2x64x1024xbf16>
    %r362 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg182, %arg183 : tensor<2x64x1024xbf16>, tensor<1024x64xbf16>) outs(%e361 : tensor<2x64x1024xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Tensor", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.mulf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x64x1024xbf16> loc("transformer.h.1.self_attention:aten.mul.Tensor")
    %e363 = tensor.empty() : tensor<2x32x1024xbf16>
    %r364 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg184 : tensor<2x32x1024xbf16>) outs(%e363 : tensor<2x32x1024xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.neg.default"} {
    ^bb0(%in0: bf16, %out0: bf16):
      %b1 = arith.negf %in0 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x32x1024xbf16> loc("transformer.h.1.self_attention:aten.neg.default")
    %e365 = tensor.empty() : tensor<2x1024x64xbf16>
    %r366 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d3, d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg185 : tensor<2x32x1024xbf16>) outs(%e365 : tensor<2x1024x64xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.slice_backward.default", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %out0: bf16):
      linalg.yield %in0 : bf16
    } -> tensor<2x1024x64xbf16> loc("transformer.h.1.self_attention:aten.slice_backward.default")
    %e367 = tensor.empty() : tensor<2x1024x64xbf16>
    %r368 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d3, d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg186 : tensor<2x32x1024xbf16>) outs(%e367 : tensor<2x1024x64xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.slice_backward.default", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %out0: bf16):
      linalg.yield %in0 : bf16
    } -> tensor<2x1024x64xbf16> loc("transformer.h.1.self_attention:aten.slice_backward.default")
    %e369 = tensor.empty() : tensor<2x1024x64xbf16>
    %r370 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg187, %arg188 : tensor<2x1024x64xbf16>, tensor<2x1024x64xbf16>) outs(%e369 : tensor<2x1024x64xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.add.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.addf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x64xbf16> loc("transformer.h.1.self_attention:aten.add.Tensor")
    %e371 = tensor.empty() : tensor<2x64x1024xbf16>
    %r372 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg189, %arg190 : tensor<2x64x1024xbf16>, tensor<1024x64xbf16>) outs(%e371 : tensor<2x64x1024xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Tensor", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.mulf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x64x1024xbf16> loc("transformer.h.1.self_attention:aten.mul.Tensor")
    %e373 = tensor.empty() : tensor<2x1024x64xbf16>
    %r374 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg191, %arg192 : tensor<2x1024x64xbf16>, tensor<2x64x1024xbf16>) outs(%e373 : tensor<2x1024x64xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.add.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.addf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x64xbf16> loc("transformer.h.1.self_attention:aten.add.Tensor")
    %e375 = tensor.empty() : tensor<2x71x1024x64xbf16>
    %r376 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg193, %arg194 : tensor<2x71x1024x64xbf16>, tensor<1024x64xbf16>) outs(%e375 : tensor<2x71x1024x64xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Tensor", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.mulf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x71x1024x64xbf16> loc("transformer.h.1.self_attention:aten.mul.Tensor")
    %e377 = tensor.empty() : tensor<2x71x1024x32xbf16>
    %r378 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg195 : tensor<2x71x1024x32xbf16>) outs(%e377 : tensor<2x71x1024x32xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.neg.default"} {
    ^bb0(%in0: bf16, %out0: bf16):
      %b1 = arith.negf %in0 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x71x1024x32xbf16> loc("transformer.h.1.self_attention:aten.neg.default")
    %e379 = tensor.empty() : tensor<2x71x1024x64xbf16>
    %r380 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%arg196 : tensor<2x71x1024x32xbf16>) outs(%e379 : tensor<2x71x1024x64xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.slice_backward.default", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %out0: bf16):
      linalg.yield %in0 : bf16
    } -> tensor<2x71x1024x64xbf16> loc("transformer.h.1.self_attention:aten.slice_backward.default")
    %e381 = tensor.empty() : tensor<2x71x1024x64xbf16>
    %r382 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%arg197 : tensor<2x71x1024x32xbf16>) outs(%e381 : tensor<2x71x1024x64xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.slice_backward.default", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %out0: bf16):
      linalg.yield %in0 : bf16
    } -> tensor<2x71x1024x64xbf16> loc("transformer.h.1.self_attention:aten.slice_backward.default")
    %e383 = tensor.empty() : tensor<2x71x1024x64xbf16>
    %r384 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg198, %arg199 : tensor<2x71x1024x64xbf16>, tensor<2x71x1024x64xbf16>) outs(%e383 : tensor<2x71x1024x64xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.add.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.addf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x71x1024x64xbf16> loc("transformer.h.1.self_attention:aten.add.Tensor")
    %e385 = tensor.empty() : tensor<2x71x1024x64xbf16>
    %r386 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg200, %arg201 : tensor<2x71x1024x64xbf16>, tensor<1024x64xbf16>) outs(%e385 : tensor<2x71x1024x64xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Tensor", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.mulf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x71x1024x64xbf16> loc("transformer.h.1.self_attention:aten.mul.Tensor")
    %e387 = tensor.empty() : tensor<2x71x1024x64xbf16>
    %r388 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg202, %arg203 : tensor<2x71x1024x64xbf16>, tensor<2x71x1024x64xbf16>) outs(%e387 : tensor<2x71x1024x64xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.add.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.addf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x71x1024x64xbf16> loc("transformer.h.1.self_attention:aten.add.Tensor")
    %e389 = tensor.empty() : tensor<2x1024x73x64xbf16>
    %r390 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%e389 : tensor<2x1024x73x64xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.new_zeros.default"} {
    ^bb0(%out0: bf16):
      linalg.yield %c2 : bf16
    } -> tensor<2x1024x73x64xbf16> loc("transformer.h.1.self_attention:aten.new_zeros.default")
    %e391 = tensor.empty() : tensor<2x1024x73x64xbf16>
    %z392 = linalg.fill ins(%c2 : bf16) outs(%e391 : tensor<2x1024x73x64xbf16>) -> tensor<2x1024x73x64xbf16>
    %r393 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4, d5) -> ()>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d4, d5, d3)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction", "reduction"]} ins(%arg204, %arg205, %arg206 : tensor<i64>, tensor<2x1024x73x64xbf16>, tensor<2x1024x64xbf16>) outs(%z392 : tensor<2x1024x73x64xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.index_put.default"} {
    ^bb0(%in0: i64, %in1: bf16, %in2: bf16, %out0: bf16):
      %b1 = arith.sitofp %in0 : i64 to bf16
      %b2 = arith.index_cast %in0 : i64 to index
      %b3 = linalg.index 0 : index
      %b4 = arith.cmpi eq, %b2, %b3 : index
      %b5 = arith.select %b4, %in2, %c2 : bf16
      %b6 = arith.addf %out0, %b5 : bf16
      linalg.yield %b6 : bf16
    } -> tensor<2x1024x73x64xbf16> loc("transformer.h.1.self_attention:aten.index_put.default")
    %e394 = tensor.empty() : tensor<2x1024x73x64xbf16>
    %r395 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%e394 : tensor<2x1024x73x64xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.new_zeros.default"} {
    ^bb0(%out0: bf16):
      linalg.yield %c2 : bf16
    } -> tensor<2x1024x73x64xbf16> loc("transformer.h.1.self_attention:aten.new_zeros.default")
    %e396 = tensor.empty() : tensor<2x1024x73x64xbf16>
    %z397 = linalg.fill ins(%c2 : bf16) outs(%e396 : tensor<2x1024x73x64xbf16>) -> tensor<2x1024x73x64xbf16>
    %r398 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4, d5) -> ()>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d4, d5, d3)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction", "reduction"]} ins(%arg207, %arg208, %arg209 : tensor<i64>, tensor<2x1024x73x64xbf16>, tensor<2x1024x64xbf16>) outs(%z397 : tensor<2x1024x73x64xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.index_put.default"} {
    ^bb0(%in0: i64, %in1: bf16, %in2: bf16, %out0: bf16):
      %b1 = arith.sitofp %in0 : i64 to bf16
      %b2 = arith.index_cast %in0 : i64 to index
      %b3 = linalg.index 0 : index
      %b4 = arith.cmpi eq, %b2, %b3 : index
      %b5 = arith.select %b4, %in2, %c2 : bf16
      %b6 = arith.addf %out0, %b5 : bf16
      linalg.yield %b6 : bf16
    } -> tensor<2x1024x73x64xbf16> loc("transformer.h.1.self_attention:aten.index_put.default")
    %e399 = tensor.empty() : tensor<2x1024x73x64xbf16>
    %r400 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg210, %arg211 : tensor<2x1024x73x64xbf16>, tensor<2x1024x73x64xbf16>) outs(%e399 : tensor<2x1024x73x64xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.add.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.addf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x73x64xbf16> loc("transformer.h.1.self_attention:aten.add.Tensor")
    %e401 = tensor.empty() : tensor<2x1024x73x64xbf16>
    %r402 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d4, d1, d3)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%arg212 : tensor<2x71x1024x64xbf16>) outs(%e401 : tensor<2x1024x73x64xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.slice_backward.default", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %out0: bf16):
      linalg.yield %in0 : bf16
    } -> tensor<2x1024x73x64xbf16> loc("transformer.h.1.self_attention:aten.slice_backward.default")
    %e403 = tensor.empty() : tensor<2x1024x73x64xbf16>
    %r404 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg213, %arg214 : tensor<2x1024x73x64xbf16>, tensor<2x1024x73x64xbf16>) outs(%e403 : tensor<2x1024x73x64xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.add.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.addf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x73x64xbf16> loc("transformer.h.1.self_attention:aten.add.Tensor")
    %e405 = tensor.empty() : tensor<4672x4544xbf16>
    %z406 = linalg.fill ins(%c2 : bf16) outs(%e405 : tensor<4672x4544xbf16>) -> tensor<4672x4544xbf16>
    %r407 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (k, m)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg215, %arg216 : tensor<2048x4672xbf16>, tensor<2048x4544xbf16>) outs(%z406 : tensor<4672x4544xbf16>) {dimtune.role = "qkv", dimtune.pass = "wgrad"} -> tensor<4672x4544xbf16> loc("transformer.h.1.self_attention.query_key_value:aten.mm.default")
    %e408 = tensor.empty() : tensor<2048x4544xbf16>
    %z409 = linalg.fill ins(%c2 : bf16) outs(%e408 : tensor<2048x4544xbf16>) -> tensor<2048x4544xbf16>
    %r410 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg217, %arg218 : tensor<2048x4672xbf16>, tensor<4672x4544xbf16>) outs(%z409 : tensor<2048x4544xbf16>) {dimtune.role = "qkv", dimtune.pass = "dgrad"} -> tensor<2048x4544xbf16> loc("transformer.h.1.self_attention.query_key_value:aten.mm.default")
    %e411 = tensor.empty() : tensor<2x1024x4544xbf16>
    %r412 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg219, %arg220 : tensor<2x1024x4544xbf16>, tensor<2x1024x4544xbf16>) outs(%e411 : tensor<2x1024x4544xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.add.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.addf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x4544xbf16> loc("transformer.h.1.self_attention.query_key_value:aten.add.Tensor")
    %e413 = tensor.empty() : tensor<2x1024x4544xbf16>
    %z414 = linalg.fill ins(%c2 : bf16) outs(%e413 : tensor<2x1024x4544xbf16>) -> tensor<2x1024x4544xbf16>
    %r415 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%arg221, %arg222, %arg223, %arg224, %arg225 : tensor<2x1024x4544xbf16>, tensor<2x1024x4544xbf16>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<4544xbf16>) outs(%z414 : tensor<2x1024x4544xbf16>) attrs = {dimtune.role = "input_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.native_layer_norm_backward.default:grad_input", dimtune.row_kernel} {
    ^bb0(%in0: bf16, %in1: bf16, %in2: f32, %in3: f32, %in4: bf16, %out0: bf16):
      %b1 = arith.truncf %in2 : f32 to bf16
      %b2 = arith.truncf %in3 : f32 to bf16
      %b3 = arith.addf %in0, %in1 : bf16
      %b4 = arith.addf %b3, %b1 : bf16
      %b5 = arith.addf %b4, %b2 : bf16
      %b6 = arith.addf %b5, %in4 : bf16
      %b7 = arith.addf %out0, %b6 : bf16
      linalg.yield %b7 : bf16
    } -> tensor<2x1024x4544xbf16> loc("transformer.h.1.input_layernorm:aten.native_layer_norm_backward.default")
    %e416 = tensor.empty() : tensor<4544xbf16>
    %z417 = linalg.fill ins(%c2 : bf16) outs(%e416 : tensor<4544xbf16>) -> tensor<4544xbf16>
    %e418 = tensor.empty() : tensor<4544xbf16>
    %z419 = linalg.fill ins(%c2 : bf16) outs(%e418 : tensor<4544xbf16>) -> tensor<4544xbf16>
    %r420:2 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d2)>], iterator_types = ["reduction", "reduction", "parallel"]} ins(%arg226, %arg227, %arg228, %arg229 : tensor<2x1024x4544xbf16>, tensor<2x1024x4544xbf16>, tensor<2x1024xf32>, tensor<2x1024xf32>) outs(%z417, %z419 : tensor<4544xbf16>, tensor<4544xbf16>) attrs = {dimtune.role = "input_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.native_layer_norm_backward.default:weight_grad"} {
    ^bb0(%in0: bf16, %in1: bf16, %in2: f32, %in3: f32, %out0: bf16, %out1: bf16):
      %b1 = arith.truncf %in2 : f32 to bf16
      %b2 = arith.truncf %in3 : f32 to bf16
      %b3 = arith.addf %in0, %in1 : bf16
      %b4 = arith.addf %b3, %b1 : bf16
      %b5 = arith.addf %b4, %b2 : bf16
      %b6 = arith.addf %out0, %b5 : bf16
      %b7 = arith.addf %out1, %b5 : bf16
      linalg.yield %b6, %b7 : bf16, bf16
    } -> (tensor<4544xbf16>, tensor<4544xbf16>) loc("transformer.h.1.input_layernorm:aten.native_layer_norm_backward.default")
    %e421 = tensor.empty() : tensor<2x1024x4544xbf16>
    %r422 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg230, %arg231 : tensor<2x1024x4544xbf16>, tensor<2x1024x4544xbf16>) outs(%e421 : tensor<2x1024x4544xbf16>) attrs = {dimtune.role = "input_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.add.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.addf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x4544xbf16> loc("transformer.h.1.input_layernorm:aten.add.Tensor")
    %e423 = tensor.empty() : tensor<4544x18176xbf16>
    %z424 = linalg.fill ins(%c2 : bf16) outs(%e423 : tensor<4544x18176xbf16>) -> tensor<4544x18176xbf16>
    %r425 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (k, m)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg232, %arg233 : tensor<2048x4544xbf16>, tensor<2048x18176xbf16>) outs(%z424 : tensor<4544x18176xbf16>) {dimtune.role = "mlp_down", dimtune.pass = "wgrad"} -> tensor<4544x18176xbf16> loc("transformer.h.0.mlp.dense_4h_to_h:aten.mm.default")
    %e426 = tensor.empty() : tensor<2048x18176xbf16>
    %z427 = linalg.fill ins(%c2 : bf16) outs(%e426 : tensor<2048x18176xbf16>) -> tensor<2048x18176xbf16>
    %r428 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg234, %arg235 : tensor<2048x4544xbf16>, tensor<4544x18176xbf16>) outs(%z427 : tensor<2048x18176xbf16>) {dimtune.role = "mlp_down", dimtune.pass = "dgrad"} -> tensor<2048x18176xbf16> loc("transformer.h.0.mlp.dense_4h_to_h:aten.mm.default")
    %e429 = tensor.empty() : tensor<2x1024x18176xbf16>
    %r430 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg236, %arg237 : tensor<2x1024x18176xbf16>, tensor<2x1024x18176xbf16>) outs(%e429 : tensor<2x1024x18176xbf16>) attrs = {dimtune.role = "activation", dimtune.pass = "bwd", dimtune.kernel = "aten.gelu_backward.default"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.addf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x18176xbf16> loc("transformer.h.0.mlp.act:aten.gelu_backward.default")
    %e431 = tensor.empty() : tensor<18176x4544xbf16>
    %z432 = linalg.fill ins(%c2 : bf16) outs(%e431 : tensor<18176x4544xbf16>) -> tensor<18176x4544xbf16>
    %r433 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (k, m)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg238, %arg239 : tensor<2048x18176xbf16>, tensor<2048x4544xbf16>) outs(%z432 : tensor<18176x4544xbf16>) {dimtune.role = "mlp_up", dimtune.pass = "wgrad"} -> tensor<18176x4544xbf16> loc("transformer.h.0.mlp.dense_h_to_4h:aten.mm.default")
    %e434 = tensor.empty() : tensor<2048x4544xbf16>
    %z435 = linalg.fill ins(%c2 : bf16) outs(%e434 : tensor<2048x4544xbf16>) -> tensor<2048x4544xbf16>
    %r436 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg240, %arg241 : tensor<2048x18176xbf16>, tensor<18176x4544xbf16>) outs(%z435 : tensor<2048x4544xbf16>) {dimtune.role = "mlp_up", dimtune.pass = "dgrad"} -> tensor<2048x4544xbf16> loc("transformer.h.0.mlp.dense_h_to_4h:aten.mm.default")
    %e437 = tensor.empty() : tensor<4544x4544xbf16>
    %z438 = linalg.fill ins(%c2 : bf16) outs(%e437 : tensor<4544x4544xbf16>) -> tensor<4544x4544xbf16>
    %r439 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (k, m)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg242, %arg243 : tensor<2048x4544xbf16>, tensor<2048x4544xbf16>) outs(%z438 : tensor<4544x4544xbf16>) {dimtune.role = "attn_out", dimtune.pass = "wgrad"} -> tensor<4544x4544xbf16> loc("transformer.h.0.self_attention.dense:aten.mm.default")
    %e440 = tensor.empty() : tensor<2048x4544xbf16>
    %z441 = linalg.fill ins(%c2 : bf16) outs(%e440 : tensor<2048x4544xbf16>) -> tensor<2048x4544xbf16>
    %r442 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg244, %arg245 : tensor<2048x4544xbf16>, tensor<4544x4544xbf16>) outs(%z441 : tensor<2048x4544xbf16>) {dimtune.role = "attn_out", dimtune.pass = "dgrad"} -> tensor<2048x4544xbf16> loc("transformer.h.0.self_attention.dense:aten.mm.default")
    %e443 = tensor.empty() : tensor<2x1024x71x64xf32>
    %r444 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg246 : tensor<2x1024x71x64xbf16>) outs(%e443 : tensor<2x1024x71x64xf32>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten._to_copy.default", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %out0: f32):
      %b1 = arith.extf %in0 : bf16 to f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024x71x64xf32> loc("transformer.h.0.self_attention:aten._to_copy.default")
    %e445 = tensor.empty() : tensor<2x71x1024x64xf32>
    %r446 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d2, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg247 : tensor<2x1024x71x64xf32>) outs(%e445 : tensor<2x71x1024x64xf32>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.clone.default"} {
    ^bb0(%in0: f32, %out0: f32):
      linalg.yield %in0 : f32
    } -> tensor<2x71x1024x64xf32> loc("transformer.h.0.self_attention:aten.clone.default")
    %e447 = tensor.empty() : tensor<2x1024x64xf32>
    %z448 = linalg.fill ins(%c1 : f32) outs(%e447 : tensor<2x1024x64xf32>) -> tensor<2x1024x64xf32>
    %r449 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d2, d3)>], iterator_types = ["parallel", "reduction", "parallel", "parallel"]} ins(%arg248 : tensor<2x71x1024x64xf32>) outs(%z448 : tensor<2x1024x64xf32>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.sum.dim_IntList"} {
    ^bb0(%in0: f32, %out0: f32):
      %b1 = arith.addf %out0, %in0 : f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024x64xf32> loc("transformer.h.0.self_attention:aten.sum.dim_IntList")
    %e450 = tensor.empty() : tensor<2x64x1024xf32>
    %z451 = linalg.fill ins(%c1 : f32) outs(%e450 : tensor<2x64x1024xf32>) -> tensor<2x64x1024xf32>
    %r452 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d2, d3)>], iterator_types = ["parallel", "reduction", "parallel", "parallel"]} ins(%arg249 : tensor<2x71x64x1024xf32>) outs(%z451 : tensor<2x64x1024xf32>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.sum.dim_IntList"} {
    ^bb0(%in0: f32, %out0: f32):
      %b1 = arith.addf %out0, %in0 : f32
      linalg.yield %b1 : f32
    } -> tensor<2x64x1024xf32> loc("transformer.h.0.self_attention:aten.sum.dim_IntList")
    %e453 = tensor.empty() : tensor<2x64x1024xf32>
    %r454 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg250 : tensor<2x64x1024xf32>) outs(%e453 : tensor<2x64x1024xf32>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Scalar"} {
    ^bb0(%in0: f32, %out0: f32):
      linalg.yield %in0 : f32
    } -> tensor<2x64x1024xf32> loc("transformer.h.0.self_attention:aten.mul.Scalar")
    %e455 = tensor.empty() : tensor<2x71x1024x64xf32>
    %r456 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg251 : tensor<2x71x1024x64xf32>) outs(%e455 : tensor<2x71x1024x64xf32>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Scalar"} {
    ^bb0(%in0: f32, %out0: f32):
      linalg.yield %in0 : f32
    } -> tensor<2x71x1024x64xf32> loc("transformer.h.0.self_attention:aten.mul.Scalar")
    %e457 = tensor.empty() : tensor<2x1024x64xbf16>
    %r458 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg252 : tensor<2x1024x64xf32>) outs(%e457 : tensor<2x1024x64xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten._to_copy.default"} {
    ^bb0(%in0: f32, %out0: bf16):
      %b1 = arith.truncf %in0 : f32 to bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x64xbf16> loc("transformer.h.0.self_attention:aten._to_copy.default")
    %e459 = tensor.empty() : tensor<2x64x1024xbf16>
    %r460 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg253 : tensor<2x64x1024xf32>) outs(%e459 : tensor<2x64x1024xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten._to_copy.default"} {
    ^bb0(%in0: f32, %out0: bf16):
      %b1 = arith.truncf %in0 : f32 to bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x64x1024xbf16> loc("transformer.h.0.self_attention:aten._to_copy.default")
    %e461 = tensor.empty() : tensor<2x71x1024x64xbf16>
    %r462 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg254 : tensor<2x71x1024x64xf32>) outs(%e461 : tensor<2x71x1024x64xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten._to_copy.default"} {
    ^bb0(%in0: f32, %out0: bf16):
      %b1 = arith.truncf %in0 : f32 to bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x71x1024x64xbf16> loc("transformer.h.0.self_attention:aten._to_copy.default")
    %e463 = tensor.empty() : tensor<2x64x1024xbf16>
    %r464 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg255, %arg256 : tensor<2x64x1024xbf16>, tensor<1024x64xbf16>) outs(%e463 : tensor<2x64x1024xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Tensor", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.mulf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x64x1024xbf16> loc("transformer.h.0.self_attention:aten.mul.Tensor")
    %e465 = tensor.empty() : tensor<2x32x1024xbf16>
    %r466 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg257 : tensor<2x32x1024xbf16>) outs(%e465 : tensor<2x32x1024xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.neg.default"} {
    ^bb0(%in0: bf16, %out0: bf16):
      %b1 = arith.negf %in0 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x32x1024xbf16> loc("transformer.h.0.self_attention:aten.neg.default")
    %e467 = tensor.empty() : tensor<2x1024x64xbf16>
    %r468 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d3, d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg258 : tensor<2x32x1024xbf16>) outs(%e467 : tensor<2x1024x64xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.slice_backward.default", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %out0: bf16):
      linalg.yield %in0 : bf16
    } -> tensor<2x1024x64xbf16> loc("transformer.h.0.self_attention:aten.slice_backward.default")
    %e469 = tensor.empty() : tensor<2x1024x64xbf16>
    %r470 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d3, d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg259 : tensor<2x32x1024xbf16>) outs(%e469 : tensor<2x1024x64xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.slice_backward.default", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %out0: bf16):
      linalg.yield %in0 : bf16
    } -> tensor<2x1024x64xbf16> loc("transformer.h.0.self_attention:aten.slice_backward.default")
    %e471 = tensor.empty() : tensor<2x1024x64xbf16>
    %r472 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg260, %arg261 : tensor<2x1024x64xbf16>, tensor<2x1024x64xbf16>) outs(%e471 : tensor<2x1024x64xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.add.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.addf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x64xbf16> loc("transformer.h.0.self_attention:aten.add.Tensor")
    %e473 = tensor.empty() : tensor<2x64x1024xbf16>
    %r474 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg262, %arg263 : tensor<2x64x1024xbf16>, tensor<1024x64xbf16>) outs(%e473 : tensor<2x64x1024xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Tensor", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.mulf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x64x1024xbf16> loc("transformer.h.0.self_attention:aten.mul.Tensor")
    %e475 = tensor.empty() : tensor<2x1024x64xbf16>
    %r476 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg264, %arg265 : tensor<2x1024x64xbf16>, tensor<2x64x1024xbf16>) outs(%e475 : tensor<2x1024x64xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.add.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.addf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x64xbf16> loc("transformer.h.0.self_attention:aten.add.Tensor")
    %e477 = tensor.empty() : tensor<2x71x1024x64xbf16>
    %r478 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg266, %arg267 : tensor<2x71x1024x64xbf16>, tensor<1024x64xbf16>) outs(%e477 : tensor<2x71x1024x64xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Tensor", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.mulf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x71x1024x64xbf16> loc("transformer.h.0.self_attention:aten.mul.Tensor")
    %e479 = tensor.empty() : tensor<2x71x1024x32xbf16>
    %r480 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg268 : tensor<2x71x1024x32xbf16>) outs(%e479 : tensor<2x71x1024x32xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.neg.default"} {
    ^bb0(%in0: bf16, %out0: bf16):
      %b1 = arith.negf %in0 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x71x1024x32xbf16> loc("transformer.h.0.self_attention:aten.neg.default")
    %e481 = tensor.empty() : tensor<2x71x1024x64xbf16>
    %r482 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%arg269 : tensor<2x71x1024x32xbf16>) outs(%e481 : tensor<2x71x1024x64xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.slice_backward.default", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %out0: bf16):
      linalg.yield %in0 : bf16
    } -> tensor<2x71x1024x64xbf16> loc("transformer.h.0.self_attention:aten.slice_backward.default")
    %e483 = tensor.empty() : tensor<2x71x1024x64xbf16>
    %r484 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%arg270 : tensor<2x71x1024x32xbf16>) outs(%e483 : tensor<2x71x1024x64xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.slice_backward.default", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %out0: bf16):
      linalg.yield %in0 : bf16
    } -> tensor<2x71x1024x64xbf16> loc("transformer.h.0.self_attention:aten.slice_backward.default")
    %e485 = tensor.empty() : tensor<2x71x1024x64xbf16>
    %r486 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg271, %arg272 : tensor<2x71x1024x64xbf16>, tensor<2x71x1024x64xbf16>) outs(%e485 : tensor<2x71x1024x64xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.add.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.addf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x71x1024x64xbf16> loc("transformer.h.0.self_attention:aten.add.Tensor")
    %e487 = tensor.empty() : tensor<2x71x1024x64xbf16>
    %r488 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg273, %arg274 : tensor<2x71x1024x64xbf16>, tensor<1024x64xbf16>) outs(%e487 : tensor<2x71x1024x64xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Tensor", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.mulf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x71x1024x64xbf16> loc("transformer.h.0.self_attention:aten.mul.Tensor")
    %e489 = tensor.empty() : tensor<2x71x1024x64xbf16>
    %r490 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg275, %arg276 : tensor<2x71x1024x64xbf16>, tensor<2x71x1024x64xbf16>) outs(%e489 : tensor<2x71x1024x64xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.add.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.addf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x71x1024x64xbf16> loc("transformer.h.0.self_attention:aten.add.Tensor")
    %e491 = tensor.empty() : tensor<2x1024x73x64xbf16>
    %r492 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%e491 : tensor<2x1024x73x64xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.new_zeros.default"} {
    ^bb0(%out0: bf16):
      linalg.yield %c2 : bf16
    } -> tensor<2x1024x73x64xbf16> loc("transformer.h.0.self_attention:aten.new_zeros.default")
    %e493 = tensor.empty() : tensor<2x1024x73x64xbf16>
    %z494 = linalg.fill ins(%c2 : bf16) outs(%e493 : tensor<2x1024x73x64xbf16>) -> tensor<2x1024x73x64xbf16>
    %r495 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4, d5) -> ()>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d4, d5, d3)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction", "reduction"]} ins(%arg277, %arg278, %arg279 : tensor<i64>, tensor<2x1024x73x64xbf16>, tensor<2x1024x64xbf16>) outs(%z494 : tensor<2x1024x73x64xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.index_put.default"} {
    ^bb0(%in0: i64, %in1: bf16, %in2: bf16, %out0: bf16):
      %b1 = arith.sitofp %in0 : i64 to bf16
      %b2 = arith.index_cast %in0 : i64 to index
      %b3 = linalg.index 0 : index
      %b4 = arith.cmpi eq, %b2, %b3 : index
      %b5 = arith.select %b4, %in2, %c2 : bf16
      %b6 = arith.addf %out0, %b5 : bf16
      linalg.yield %b6 : bf16
    } -> tensor<2x1024x73x64xbf16> loc("transformer.h.0.self_attention:aten.index_put.default")
    %e496 = tensor.empty() : tensor<2x1024x73x64xbf16>
    %r497 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%e496 : tensor<2x1024x73x64xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.new_zeros.default"} {
    ^bb0(%out0: bf16):
      linalg.yield %c2 : bf16
    } -> tensor<2x1024x73x64xbf16> loc("transformer.h.0.self_attention:aten.new_zeros.default")
    %e498 = tensor.empty() : tensor<2x1024x73x64xbf16>
    %z499 = linalg.fill ins(%c2 : bf16) outs(%e498 : tensor<2x1024x73x64xbf16>) -> tensor<2x1024x73x64xbf16>
    %r500 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4, d5) -> ()>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d4, d5, d3)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction", "reduction"]} ins(%arg280, %arg281, %arg282 : tensor<i64>, tensor<2x1024x73x64xbf16>, tensor<2x1024x64xbf16>) outs(%z499 : tensor<2x1024x73x64xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.index_put.default"} {
    ^bb0(%in0: i64, %in1: bf16, %in2: bf16, %out0: bf16):
      %b1 = arith.sitofp %in0 : i64 to bf16
      %b2 = arith.index_cast %in0 : i64 to index
      %b3 = linalg.index 0 : index
      %b4 = arith.cmpi eq, %b2, %b3 : index
      %b5 = arith.select %b4, %in2, %c2 : bf16
      %b6 = arith.addf %out0, %b5 : bf16
      linalg.yield %b6 : bf16
    } -> tensor<2x1024x73x64xbf16> loc("transformer.h.0.self_attention:aten.index_put.default")
    %e501 = tensor.empty() : tensor<2x1024x73x64xbf16>
    %r502 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg283, %arg284 : tensor<2x1024x73x64xbf16>, tensor<2x1024x73x64xbf16>) outs(%e501 : tensor<2x1024x73x64xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.add.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.addf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x73x64xbf16> loc("transformer.h.0.self_attention:aten.add.Tensor")
    %e503 = tensor.empty() : tensor<2x1024x73x64xbf16>
    %r504 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d4, d1, d3)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%arg285 : tensor<2x71x1024x64xbf16>) outs(%e503 : tensor<2x1024x73x64xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.slice_backward.default", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %out0: bf16):
      linalg.yield %in0 : bf16
    } -> tensor<2x1024x73x64xbf16> loc("transformer.h.0.self_attention:aten.slice_backward.default")
    %e505 = tensor.empty() : tensor<2x1024x73x64xbf16>
    %r506 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg286, %arg287 : tensor<2x1024x73x64xbf16>, tensor<2x1024x73x64xbf16>) outs(%e505 : tensor<2x1024x73x64xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.add.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.addf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x73x64xbf16> loc("transformer.h.0.self_attention:aten.add.Tensor")
    %e507 = tensor.empty() : tensor<4672x4544xbf16>
    %z508 = linalg.fill ins(%c2 : bf16) outs(%e507 : tensor<4672x4544xbf16>) -> tensor<4672x4544xbf16>
    %r509 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (k, m)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg288, %arg289 : tensor<2048x4672xbf16>, tensor<2048x4544xbf16>) outs(%z508 : tensor<4672x4544xbf16>) {dimtune.role = "qkv", dimtune.pass = "wgrad"} -> tensor<4672x4544xbf16> loc("transformer.h.0.self_attention.query_key_value:aten.mm.default")
    %e510 = tensor.empty() : tensor<2048x4544xbf16>
    %z511 = linalg.fill ins(%c2 : bf16) outs(%e510 : tensor<2048x4544xbf16>) -> tensor<2048x4544xbf16>
    %r512 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg290, %arg291 : tensor<2048x4672xbf16>, tensor<4672x4544xbf16>) outs(%z511 : tensor<2048x4544xbf16>) {dimtune.role = "qkv", dimtune.pass = "dgrad"} -> tensor<2048x4544xbf16> loc("transformer.h.0.self_attention.query_key_value:aten.mm.default")
    %e513 = tensor.empty() : tensor<2x1024x4544xbf16>
    %r514 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg292, %arg293 : tensor<2x1024x4544xbf16>, tensor<2x1024x4544xbf16>) outs(%e513 : tensor<2x1024x4544xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.add.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.addf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x4544xbf16> loc("transformer.h.0.self_attention.query_key_value:aten.add.Tensor")
    %e515 = tensor.empty() : tensor<2x1024x4544xbf16>
    %z516 = linalg.fill ins(%c2 : bf16) outs(%e515 : tensor<2x1024x4544xbf16>) -> tensor<2x1024x4544xbf16>
    %r517 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%arg294, %arg295, %arg296, %arg297, %arg298 : tensor<2x1024x4544xbf16>, tensor<2x1024x4544xbf16>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<4544xbf16>) outs(%z516 : tensor<2x1024x4544xbf16>) attrs = {dimtune.role = "input_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.native_layer_norm_backward.default:grad_input", dimtune.row_kernel} {
    ^bb0(%in0: bf16, %in1: bf16, %in2: f32, %in3: f32, %in4: bf16, %out0: bf16):
      %b1 = arith.truncf %in2 : f32 to bf16
      %b2 = arith.truncf %in3 : f32 to bf16
      %b3 = arith.addf %in0, %in1 : bf16
      %b4 = arith.addf %b3, %b1 : bf16
      %b5 = arith.addf %b4, %b2 : bf16
      %b6 = arith.addf %b5, %in4 : bf16
      %b7 = arith.addf %out0, %b6 : bf16
      linalg.yield %b7 : bf16
    } -> tensor<2x1024x4544xbf16> loc("transformer.h.0.input_layernorm:aten.native_layer_norm_backward.default")
    %e518 = tensor.empty() : tensor<4544xbf16>
    %z519 = linalg.fill ins(%c2 : bf16) outs(%e518 : tensor<4544xbf16>) -> tensor<4544xbf16>
    %e520 = tensor.empty() : tensor<4544xbf16>
    %z521 = linalg.fill ins(%c2 : bf16) outs(%e520 : tensor<4544xbf16>) -> tensor<4544xbf16>
    %r522:2 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d2)>], iterator_types = ["reduction", "reduction", "parallel"]} ins(%arg299, %arg300, %arg301, %arg302 : tensor<2x1024x4544xbf16>, tensor<2x1024x4544xbf16>, tensor<2x1024xf32>, tensor<2x1024xf32>) outs(%z519, %z521 : tensor<4544xbf16>, tensor<4544xbf16>) attrs = {dimtune.role = "input_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.native_layer_norm_backward.default:weight_grad"} {
    ^bb0(%in0: bf16, %in1: bf16, %in2: f32, %in3: f32, %out0: bf16, %out1: bf16):
      %b1 = arith.truncf %in2 : f32 to bf16
      %b2 = arith.truncf %in3 : f32 to bf16
      %b3 = arith.addf %in0, %in1 : bf16
      %b4 = arith.addf %b3, %b1 : bf16
      %b5 = arith.addf %b4, %b2 : bf16
      %b6 = arith.addf %out0, %b5 : bf16
      %b7 = arith.addf %out1, %b5 : bf16
      linalg.yield %b6, %b7 : bf16, bf16
    } -> (tensor<4544xbf16>, tensor<4544xbf16>) loc("transformer.h.0.input_layernorm:aten.native_layer_norm_backward.default")
    %e523 = tensor.empty() : tensor<2x1024x4544xbf16>
    %r524 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg303, %arg304 : tensor<2x1024x4544xbf16>, tensor<2x1024x4544xbf16>) outs(%e523 : tensor<2x1024x4544xbf16>) attrs = {dimtune.role = "input_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.add.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.addf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x4544xbf16> loc("transformer.h.0.input_layernorm:aten.add.Tensor")
    %e525 = tensor.empty() : tensor<65024x4544xbf16>
    %z526 = linalg.fill ins(%c2 : bf16) outs(%e525 : tensor<65024x4544xbf16>) -> tensor<65024x4544xbf16>
    %r527 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d2, d3, d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction", "reduction"]} ins(%arg305, %arg306 : tensor<2x1024xi64>, tensor<2x1024x4544xbf16>) outs(%z526 : tensor<65024x4544xbf16>) attrs = {dimtune.role = "embedding", dimtune.pass = "bwd", dimtune.kernel = "aten.embedding_dense_backward.default"} {
    ^bb0(%in0: i64, %in1: bf16, %out0: bf16):
      %b1 = arith.sitofp %in0 : i64 to bf16
      %b2 = arith.index_cast %in0 : i64 to index
      %b3 = linalg.index 0 : index
      %b4 = arith.cmpi eq, %b2, %b3 : index
      %b5 = arith.select %b4, %in1, %c2 : bf16
      %b6 = arith.addf %out0, %b5 : bf16
      linalg.yield %b6 : bf16
    } -> tensor<65024x4544xbf16> loc("transformer.word_embeddings:aten.embedding_dense_backward.default")
    %e528 = tensor.empty() : tensor<65024x4544xbf16>
    %r529 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg307, %arg308 : tensor<65024x4544xbf16>, tensor<65024x4544xbf16>) outs(%e528 : tensor<65024x4544xbf16>) attrs = {dimtune.role = "embedding", dimtune.pass = "bwd", dimtune.kernel = "aten.add.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.addf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<65024x4544xbf16> loc("transformer.word_embeddings:aten.add.Tensor")
    return %r2, %r4, %r6, %r8, %r10, %r12, %r14, %r16, %r18, %r20, %r22, %r25, %r27, %r29, %r31, %r33, %r35, %r37, %r39, %r46#0, %r46#1, %r46#2, %r49, %r51, %r53, %r55, %r57, %r59, %r61, %r63, %r65, %r67, %r69, %r71, %r73, %r75, %r77, %r79, %r81, %r83, %r85, %r87, %r89, %r91, %r93, %r109, %r123, %gs130, %gs134, %r136, %r138, %r140, %r142, %r145, %r148, %r150, %r153, %r155, %r157, %r164#0, %r164#1, %r164#2, %r167, %r169, %r171, %r173, %r175, %r177, %r179, %r181, %r183, %r185, %r187, %r189, %r191, %r193, %r195, %r197, %r199, %r201, %r203, %r205, %r207, %r209, %r211, %r227, %r241, %gs248, %gs252, %r254, %r256, %r258, %r260, %r263, %r266, %r268, %r271, %r273, %r275, %r282#0, %r282#1, %r282#2, %r285, %r287, %r289, %r291, %r294, %r299#0, %r299#1, %r301, %r304, %r306, %r309, %r312, %r315, %r320#0, %r320#1, %r323, %r326, %r328, %r331, %r334, %r337, %r340, %r342, %r344, %r347, %r350, %r352, %r354, %r356, %r358, %r360, %r362, %r364, %r366, %r368, %r370, %r372, %r374, %r376, %r378, %r380, %r382, %r384, %r386, %r388, %r390, %r393, %r395, %r398, %r400, %r402, %r404, %r407, %r410, %r412, %r415, %r420#0, %r420#1, %r422, %r425, %r428, %r430, %r433, %r436, %r439, %r442, %r444, %r446, %r449, %r452, %r454, %r456, %r458, %r460, %r462, %r464, %r466, %r468, %r470, %r472, %r474, %r476, %r478, %r480, %r482, %r484, %r486, %r488, %r490, %r492, %r495, %r497, %r500, %r502, %r504, %r506, %r509, %r512, %r514, %r517, %r522#0, %r522#1, %r524, %r527, %r529 : tensor<2x1024x4544xbf16>, tensor<1024xi64>, tensor<1024xi64>, tensor<2xi64>, tensor<i64>, tensor<1024xi64>, tensor<1024xi64>, tensor<1024xi64>, tensor<1024xi64>, tensor<1024x1024xi1>, tensor<1024xf32>, tensor<32x1024xf32>, tensor<1024x64xf32>, tensor<1024x64xf32>, tensor<1024x64xf32>, tensor<1024x64xf32>, tensor<1024x64xf32>, tensor<1024x64xbf16>, tensor<1024x64xbf16>, tensor<2x1024x4544xbf16>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2048x4672xbf16>, tensor<2x1024x64xbf16>, tensor<2x1024x64xbf16>, tensor<2x1024x71x64xbf16>, tensor<2x1024x71x32xbf16>, tensor<2x71x1024x64xbf16>, tensor<2x71x1024x64xbf16>, tensor<2x1024x71x64xbf16>, tensor<2x1024x64xbf16>, tensor<2x1024x32xbf16>, tensor<2x1024x64xbf16>, tensor<2x1024x64xbf16>, tensor<2x1024x64xbf16>, tensor<bf16>, tensor<bf16>, tensor<2x1024x1024xbf16>, tensor<2x1024x71x64xf32>, tensor<2x1024x64xf32>, tensor<2x1024x64xf32>, tensor<2x1024x71x64xf32>, tensor<2x1024x64xf32>, tensor<2x71x1024x64xf32>, tensor<2x71x64x1024xf32>, tensor<2x71x1024x64xf32>, tensor<2x71x1024x64xf32>, tensor<2x1x1024x64xf32>, tensor<2x1x1024x64xf32>, tensor<2x71x1024x1024xbf16>, tensor<2x71x1024x64xf32>, tensor<2x71x1024x64xbf16>, tensor<2x1024x71x64xbf16>, tensor<2048x4544xbf16>, tensor<2048x18176xbf16>, tensor<2x1024x18176xbf16>, tensor<2048x4544xbf16>, tensor<2x1024x4544xbf16>, tensor<2x1024x4544xbf16>, tensor<2x1024x4544xbf16>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2048x4672xbf16>, tensor<2x1024x64xbf16>, tensor<2x1024x64xbf16>, tensor<2x1024x71x64xbf16>, tensor<2x1024x71x32xbf16>, tensor<2x71x1024x64xbf16>, tensor<2x71x1024x64xbf16>, tensor<2x1024x71x64xbf16>, tensor<2x1024x64xbf16>, tensor<2x1024x32xbf16>, tensor<2x1024x64xbf16>, tensor<2x1024x64xbf16>, tensor<2x1024x64xbf16>, tensor<bf16>, tensor<bf16>, tensor<2x1024x1024xbf16>, tensor<2x1024x71x64xf32>, tensor<2x1024x64xf32>, tensor<2x1024x64xf32>, tensor<2x1024x71x64xf32>, tensor<2x1024x64xf32>, tensor<2x71x1024x64xf32>, tensor<2x71x64x1024xf32>, tensor<2x71x1024x64xf32>, tensor<2x71x1024x64xf32>, tensor<2x1x1024x64xf32>, tensor<2x1x1024x64xf32>, tensor<2x71x1024x1024xbf16>, tensor<2x71x1024x64xf32>, tensor<2x71x1024x64xbf16>, tensor<2x1024x71x64xbf16>, tensor<2048x4544xbf16>, tensor<2048x18176xbf16>, tensor<2x1024x18176xbf16>, tensor<2048x4544xbf16>, tensor<2x1024x4544xbf16>, tensor<2x1024x4544xbf16>, tensor<2x1024x4544xbf16>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2048x65024xbf16>, tensor<2x1024x65024xf32>, tensor<2x1025xi64>, tensor<2x1024xi64>, tensor<2048x65024xf32>, tensor<f32>, tensor<f32>, tensor<2048x65024xf32>, tensor<2048x65024xf32>, tensor<2x1024x65024xbf16>, tensor<65024x4544xbf16>, tensor<2048x4544xbf16>, tensor<2x1024x4544xbf16>, tensor<4544xbf16>, tensor<4544xbf16>, tensor<4544x18176xbf16>, tensor<2048x18176xbf16>, tensor<2x1024x18176xbf16>, tensor<18176x4544xbf16>, tensor<2048x4544xbf16>, tensor<4544x4544xbf16>, tensor<2048x4544xbf16>, tensor<2x1024x71x64xf32>, tensor<2x71x1024x64xf32>, tensor<2x1024x64xf32>, tensor<2x64x1024xf32>, tensor<2x64x1024xf32>, tensor<2x71x1024x64xf32>, tensor<2x1024x64xbf16>, tensor<2x64x1024xbf16>, tensor<2x71x1024x64xbf16>, tensor<2x64x1024xbf16>, tensor<2x32x1024xbf16>, tensor<2x1024x64xbf16>, tensor<2x1024x64xbf16>, tensor<2x1024x64xbf16>, tensor<2x64x1024xbf16>, tensor<2x1024x64xbf16>, tensor<2x71x1024x64xbf16>, tensor<2x71x1024x32xbf16>, tensor<2x71x1024x64xbf16>, tensor<2x71x1024x64xbf16>, tensor<2x71x1024x64xbf16>, tensor<2x71x1024x64xbf16>, tensor<2x71x1024x64xbf16>, tensor<2x1024x73x64xbf16>, tensor<2x1024x73x64xbf16>, tensor<2x1024x73x64xbf16>, tensor<2x1024x73x64xbf16>, tensor<2x1024x73x64xbf16>, tensor<2x1024x73x64xbf16>, tensor<2x1024x73x64xbf16>, tensor<4672x4544xbf16>, tensor<2048x4544xbf16>, tensor<2x1024x4544xbf16>, tensor<2x1024x4544xbf16>, tensor<4544xbf16>, tensor<4544xbf16>, tensor<2x1024x4544xbf16>, tensor<4544x18176xbf16>, tensor<2048x18176xbf16>, tensor<2x1024x18176xbf16>, tensor<18176x4544xbf16>, tensor<2048x4544xbf16>, tensor<4544x4544xbf16>, tensor<2048x4544xbf16>, tensor<2x1024x71x64xf32>, tensor<2x71x1024x64xf32>, tensor<2x1024x64xf32>, tensor<2x64x1024xf32>, tensor<2x64x1024xf32>, tensor<2x71x1024x64xf32>, tensor<2x1024x64xbf16>, tensor<2x64x1024xbf16>, tensor<2x71x1024x64xbf16>, tensor<2x64x1024xbf16>, tensor<2x32x1024xbf16>, tensor<2x1024x64xbf16>, tensor<2x1024x64xbf16>, tensor<2x1024x64xbf16>, tensor<2x64x1024xbf16>, tensor<2x1024x64xbf16>, tensor<2x71x1024x64xbf16>, tensor<2x71x1024x32xbf16>, tensor<2x71x1024x64xbf16>, tensor<2x71x1024x64xbf16>, tensor<2x71x1024x64xbf16>, tensor<2x71x1024x64xbf16>, tensor<2x71x1024x64xbf16>, tensor<2x1024x73x64xbf16>, tensor<2x1024x73x64xbf16>, tensor<2x1024x73x64xbf16>, tensor<2x1024x73x64xbf16>, tensor<2x1024x73x64xbf16>, tensor<2x1024x73x64xbf16>, tensor<2x1024x73x64xbf16>, tensor<4672x4544xbf16>, tensor<2048x4544xbf16>, tensor<2x1024x4544xbf16>, tensor<2x1024x4544xbf16>, tensor<4544xbf16>, tensor<4544xbf16>, tensor<2x1024x4544xbf16>, tensor<65024x4544xbf16>, tensor<65024x4544xbf16>
  }
}
