module attributes {dimtune.trace = {torch = "2.11.0", training = true}} {
  func.func @trace(%arg0: tensor<2x1024xi64>, %arg1: tensor<49152x3072xbf16>, %arg2: tensor<1024xi64>, %arg3: tensor<1024xi64>, %arg4: tensor<64x1xf32>, %arg5: tensor<1x1024xf32>, %arg6: tensor<64x1024xf32>, %arg7: tensor<64x1024xf32>, %arg8: tensor<1024x128xf32>, %arg9: tensor<1024x128xf32>, %arg10: tensor<1024x128xf32>, %arg11: tensor<1024x128xf32>, %arg12: tensor<1024x128xf32>, %arg13: tensor<1024x128xf32>, %arg14: tensor<2x1024x3072xbf16>, %arg15: tensor<3072xbf16>, %arg16: tensor<3072xbf16>, %arg17: tensor<2048x3072xbf16>, %arg18: tensor<3072x3072xbf16>, %arg19: tensor<2048x3072xbf16>, %arg20: tensor<256x3072xbf16>, %arg21: tensor<2048x3072xbf16>, %arg22: tensor<256x3072xbf16>, %arg23: tensor<2x1024x24x128xbf16>, %arg24: tensor<1024x128xbf16>, %arg25: tensor<2x1024x24x64xbf16>, %arg26: tensor<2x1024x24x64xbf16>, %arg27: tensor<2x1024x24x64xbf16>, %arg28: tensor<2x24x1024x128xbf16>, %arg29: tensor<1024x128xbf16>, %arg30: tensor<2x1024x24x128xbf16>, %arg31: tensor<2x24x1024x128xbf16>, %arg32: tensor<2x1024x2x128xbf16>, %arg33: tensor<1024x128xbf16>, %arg34: tensor<2x1024x2x64xbf16>, %arg35: tensor<2x1024x2x64xbf16>, %arg36: tensor<2x1024x2x64xbf16>, %arg37: tensor<2x2x1024x128xbf16>, %arg38: tensor<1024x128xbf16>, %arg39: tensor<2x1024x2x128xbf16>, %arg40: tensor<2x2x1024x128xbf16>, %arg41: tensor<2x24x1024x128xbf16>, %arg42: tensor<2x2x1024x128xbf16>, %arg43: tensor<2x2x1024x128xbf16>, %arg44: tensor<2x24x1024x128xbf16>, %arg45: tensor<2048x3072xbf16>, %arg46: tensor<3072x3072xbf16>, %arg47: tensor<2x1024x3072xbf16>, %arg48: tensor<2x1024x3072xbf16>, %arg49: tensor<2x1024x3072xbf16>, %arg50: tensor<3072xbf16>, %arg51: tensor<3072xbf16>, %arg52: tensor<2048x3072xbf16>, %arg53: tensor<12288x3072xbf16>, %arg54: tensor<2x1024x12288xbf16>, %arg55: tensor<2048x12288xbf16>, %arg56: tensor<3072x12288xbf16>, %arg57: tensor<2x1024x3072xbf16>, %arg58: tensor<2x1024x3072xbf16>, %arg59: tensor<2x1024x3072xbf16>, %arg60: tensor<3072xbf16>, %arg61: tensor<3072xbf16>, %arg62: tensor<2048x3072xbf16>, %arg63: tensor<3072x3072xbf16>, %arg64: tensor<2048x3072xbf16>, %arg65: tensor<256x3072xbf16>, %arg66: tensor<2048x3072xbf16>, %arg67: tensor<256x3072xbf16>, %arg68: tensor<2x1024x24x128xbf16>, %arg69: tensor<1024x128xbf16>, %arg70: tensor<2x1024x24x64xbf16>, %arg71: tensor<2x1024x24x64xbf16>, %arg72: tensor<2x1024x24x64xbf16>, %arg73: tensor<2x24x1024x128xbf16>, %arg74: tensor<1024x128xbf16>, %arg75: tensor<2x1024x24x128xbf16>, %arg76: tensor<2x24x1024x128xbf16>, %arg77: tensor<2x1024x2x128xbf16>, %arg78: tensor<1024x128xbf16>, %arg79: tensor<2x1024x2x64xbf16>, %arg80: tensor<2x1024x2x64xbf16>, %arg81: tensor<2x1024x2x64xbf16>, %arg82: tensor<2x2x1024x128xbf16>, %arg83: tensor<1024x128xbf16>, %arg84: tensor<2x1024x2x128xbf16>, %arg85: tensor<2x2x1024x128xbf16>, %arg86: tensor<2x24x1024x128xbf16>, %arg87: tensor<2x2x1024x128xbf16>, %arg88: tensor<2x2x1024x128xbf16>, %arg89: tensor<2x24x1024x128xbf16>, %arg90: tensor<2048x3072xbf16>, %arg91: tensor<3072x3072xbf16>, %arg92: tensor<2x1024x3072xbf16>, %arg93: tensor<2x1024x3072xbf16>, %arg94: tensor<2x1024x3072xbf16>, %arg95: tensor<3072xbf16>, %arg96: tensor<3072xbf16>, %arg97: tensor<2048x3072xbf16>, %arg98: tensor<12288x3072xbf16>, %arg99: tensor<2x1024x12288xbf16>, %arg100: tensor<2048x12288xbf16>, %arg101: tensor<3072x12288xbf16>, %arg102: tensor<2x1024x3072xbf16>, %arg103: tensor<2x1024x3072xbf16>, %arg104: tensor<2x1024x3072xbf16>, %arg105: tensor<3072xbf16>, %arg106: tensor<3072xbf16>, %arg107: tensor<2048x3072xbf16>, %arg108: tensor<49152x3072xbf16>, %arg109: tensor<2x1024x49152xbf16>, %arg110: tensor<2x1024xi64>, %arg111: tensor<2x1024xi64>, %arg112: tensor<2048x49152xf32>, %arg113: tensor<2048xi64>, %arg114: tensor<f32>, %arg115: tensor<2048xi64>, %arg116: tensor<f32>, %arg117: tensor<2048x49152xf32>, %arg118: tensor<2048x49152xf32>, %arg119: tensor<2x1024x49152xf32>, %arg120: tensor<2048x49152xbf16>, %arg121: tensor<2048x3072xbf16>, %arg122: tensor<2048x49152xbf16>, %arg123: tensor<49152x3072xbf16>, %arg124: tensor<2x1024x3072xbf16>, %arg125: tensor<2x1024x3072xbf16>, %arg126: tensor<2x1024xf32>, %arg127: tensor<2x1024xf32>, %arg128: tensor<3072xbf16>, %arg129: tensor<2x1024x3072xbf16>, %arg130: tensor<2x1024x3072xbf16>, %arg131: tensor<2x1024xf32>, %arg132: tensor<2x1024xf32>, %arg133: tensor<2048x3072xbf16>, %arg134: tensor<3072x12288xbf16>, %arg135: tensor<2048x3072xbf16>, %arg136: tensor<2048x12288xbf16>, %arg137: tensor<2048x3072xbf16>, %arg138: tensor<2x1024x12288xbf16>, %arg139: tensor<2x1024x12288xbf16>, %arg140: tensor<2048x12288xbf16>, %arg141: tensor<12288x3072xbf16>, %arg142: tensor<2048x12288xbf16>, %arg143: tensor<2048x3072xbf16>, %arg144: tensor<2048x12288xbf16>, %arg145: tensor<2x1024x3072xbf16>, %arg146: tensor<2x1024x3072xbf16>, %arg147: tensor<2x1024xf32>, %arg148: tensor<2x1024xf32>, %arg149: tensor<3072xbf16>, %arg150: tensor<2x1024x3072xbf16>, %arg151: tensor<2x1024x3072xbf16>, %arg152: tensor<2x1024xf32>, %arg153: tensor<2x1024xf32>, %arg154: tensor<2x1024x3072xbf16>, %arg155: tensor<2x1024x3072xbf16>, %arg156: tensor<2048x3072xbf16>, %arg157: tensor<3072x3072xbf16>, %arg158: tensor<2048x3072xbf16>, %arg159: tensor<2048x3072xbf16>, %arg160: tensor<2048x3072xbf16>, %arg161: tensor<2x1024x2x128xbf16>, %arg162: tensor<1024x128xbf16>, %arg163: tensor<2x1024x2x64xbf16>, %arg164: tensor<2x1024x2x64xbf16>, %arg165: tensor<2x1024x2x64xbf16>, %arg166: tensor<2x2x1024x128xbf16>, %arg167: tensor<2x2x1024x128xbf16>, %arg168: tensor<2x1024x2x128xbf16>, %arg169: tensor<1024x128xbf16>, %arg170: tensor<2x2x1024x128xbf16>, %arg171: tensor<2x1024x2x128xbf16>, %arg172: tensor<2x1024x24x128xbf16>, %arg173: tensor<1024x128xbf16>, %arg174: tensor<2x1024x24x64xbf16>, %arg175: tensor<2x1024x24x64xbf16>, %arg176: tensor<2x1024x24x64xbf16>, %arg177: tensor<2x24x1024x128xbf16>, %arg178: tensor<2x24x1024x128xbf16>, %arg179: tensor<2x1024x24x128xbf16>, %arg180: tensor<1024x128xbf16>, %arg181: tensor<2x24x1024x128xbf16>, %arg182: tensor<2x1024x24x128xbf16>, %arg183: tensor<2048x256xbf16>, %arg184: tensor<256x3072xbf16>, %arg185: tensor<2048x256xbf16>, %arg186: tensor<2048x3072xbf16>, %arg187: tensor<2048x256xbf16>, %arg188: tensor<2x2x1024x128xbf16>, %arg189: tensor<2048x256xbf16>, %arg190: tensor<256x3072xbf16>, %arg191: tensor<2048x256xbf16>, %arg192: tensor<2048x3072xbf16>, %arg193: tensor<2048x256xbf16>, %arg194: tensor<2x1024x3072xbf16>, %arg195: tensor<2x1024x3072xbf16>, %arg196: tensor<2x24x1024x128xbf16>, %arg197: tensor<2048x3072xbf16>, %arg198: tensor<3072x3072xbf16>, %arg199: tensor<2048x3072xbf16>, %arg200: tensor<2048x3072xbf16>, %arg201: tensor<2048x3072xbf16>, %arg202: tensor<2x1024x3072xbf16>, %arg203: tensor<2x1024x3072xbf16>, %arg204: tensor<2x1024x3072xbf16>, %arg205: tensor<2x1024x3072xbf16>, %arg206: tensor<2x1024xf32>, %arg207: tensor<2x1024xf32>, %arg208: tensor<3072xbf16>, %arg209: tensor<2x1024x3072xbf16>, %arg210: tensor<2x1024x3072xbf16>, %arg211: tensor<2x1024xf32>, %arg212: tensor<2x1024xf32>, %arg213: tensor<2x1024x3072xbf16>, %arg214: tensor<2x1024x3072xbf16>, %arg215: tensor<2048x3072xbf16>, %arg216: tensor<3072x12288xbf16>, %arg217: tensor<2048x3072xbf16>, %arg218: tensor<2048x12288xbf16>, %arg219: tensor<2048x3072xbf16>, %arg220: tensor<2x1024x12288xbf16>, %arg221: tensor<2x1024x12288xbf16>, %arg222: tensor<2048x12288xbf16>, %arg223: tensor<12288x3072xbf16>, %arg224: tensor<2048x12288xbf16>, %arg225: tensor<2048x3072xbf16>, %arg226: tensor<2048x12288xbf16>, %arg227: tensor<2x1024x3072xbf16>, %arg228: tensor<2x1024x3072xbf16>, %arg229: tensor<2x1024xf32>, %arg230: tensor<2x1024xf32>, %arg231: tensor<3072xbf16>, %arg232: tensor<2x1024x3072xbf16>, %arg233: tensor<2x1024x3072xbf16>, %arg234: tensor<2x1024xf32>, %arg235: tensor<2x1024xf32>, %arg236: tensor<2x1024x3072xbf16>, %arg237: tensor<2x1024x3072xbf16>, %arg238: tensor<2048x3072xbf16>, %arg239: tensor<3072x3072xbf16>, %arg240: tensor<2048x3072xbf16>, %arg241: tensor<2048x3072xbf16>, %arg242: tensor<2048x3072xbf16>, %arg243: tensor<2x1024x2x128xbf16>, %arg244: tensor<1024x128xbf16>, %arg245: tensor<2x1024x2x64xbf16>, %arg246: tensor<2x1024x2x64xbf16>, %arg247: tensor<2x1024x2x64xbf16>, %arg248: tensor<2x2x1024x128xbf16>, %arg249: tensor<2x2x1024x128xbf16>, %arg250: tensor<2x1024x2x128xbf16>, %arg251: tensor<1024x128xbf16>, %arg252: tensor<2x2x1024x128xbf16>, %arg253: tensor<2x1024x2x128xbf16>, %arg254: tensor<2x1024x24x128xbf16>, %arg255: tensor<1024x128xbf16>, %arg256: tensor<2x1024x24x64xbf16>, %arg257: tensor<2x1024x24x64xbf16>, %arg258: tensor<2x1024x24x64xbf16>, %arg259: tensor<2x24x1024x128xbf16>, %arg260: tensor<2x24x1024x128xbf16>, %arg261: tensor<2x1024x24x128xbf16>, %arg262: tensor<1024x128xbf16>, %arg263: tensor<2x24x1024x128xbf16>, %arg264: tensor<2x1024x24x128xbf16>, %arg265: tensor<2048x256xbf16>, %arg266: tensor<256x3072xbf16>, %arg267: tensor<2048x256xbf16>, %arg268: tensor<2048x3072xbf16>, %arg269: tensor<2048x256xbf16>, %arg270: tensor<2x2x1024x128xbf16>, %arg271: tensor<2048x256xbf16>, %arg272: tensor<256x3072xbf16>, %arg273: tensor<2048x256xbf16>, %arg274: tensor<2048x3072xbf16>, %arg275: tensor<2048x256xbf16>, %arg276: tensor<2x1024x3072xbf16>, %arg277: tensor<2x1024x3072xbf16>, %arg278: tensor<2x24x1024x128xbf16>, %arg279: tensor<2048x3072xbf16>, %arg280: tensor<3072x3072xbf16>, %arg281: tensor<2048x3072xbf16>, %arg282: tensor<2048x3072xbf16>, %arg283: tensor<2048x3072xbf16>, %arg284: tensor<2x1024x3072xbf16>, %arg285: tensor<2x1024x3072xbf16>, %arg286: tensor<2x1024x3072xbf16>, %arg287: tensor<2x1024x3072xbf16>, %arg288: tensor<2x1024xf32>, %arg289: tensor<2x1024xf32>, %arg290: tensor<3072xbf16>, %arg291: tensor<2x1024x3072xbf16>, %arg292: tensor<2x1024x3072xbf16>, %arg293: tensor<2x1024xf32>, %arg294: tensor<2x1024xf32>, %arg295: tensor<2x1024x3072xbf16>, %arg296: tensor<2x1024x3072xbf16>, %arg297: tensor<2x1024xi64>, %arg298: tensor<2x1024x3072xbf16>, %arg299: tensor<49152x3072xbf16>, %arg300: tensor<49152x3072xbf16>) -> (tensor<2x1024x3072xbf16>, tensor<1024xi64>, tensor<1024xi64>, tensor<1024xf32>, tensor<64x1024xf32>, tensor<1024x128xf32>, tensor<1024x128xf32>, tensor<1024x128xf32>, tensor<1024x128xf32>, tensor<1024x128xf32>, tensor<1024x128xbf16>, tensor<1024x128xbf16>, tensor<2x1024x3072xbf16>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2048x3072xbf16>, tensor<2048x256xbf16>, tensor<2048x256xbf16>, tensor<2x1024x24x128xbf16>, tensor<2x1024x24x64xbf16>, tensor<2x24x1024x128xbf16>, tensor<2x24x1024x128xbf16>, tensor<2x1024x24x128xbf16>, tensor<2x1024x2x128xbf16>, tensor<2x1024x2x64xbf16>, tensor<2x2x1024x128xbf16>, tensor<2x2x1024x128xbf16>, tensor<2x1024x2x128xbf16>, tensor<2x24x1024x128xbf16>, tensor<2x24x1024x128xbf16>, tensor<2x2x1024x128xbf16>, tensor<2x2x1024x128xbf16>, tensor<2048x3072xbf16>, tensor<2x1024x3072xbf16>, tensor<2x1024x3072xbf16>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2048x12288xbf16>, tensor<2x1024x12288xbf16>, tensor<2048x3072xbf16>, tensor<2x1024x3072xbf16>, tensor<2x1024x3072xbf16>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2048x3072xbf16>, tensor<2048x256xbf16>, tensor<2048x256xbf16>, tensor<2x1024x24x128xbf16>, tensor<2x1024x24x64xbf16>, tensor<2x24x1024x128xbf16>, tensor<2x24x1024x128xbf16>, tensor<2x1024x24x128xbf16>, tensor<2x1024x2x128xbf16>, tensor<2x1024x2x64xbf16>, tensor<2x2x1024x128xbf16>, tensor<2x2x1024x128xbf16>, tensor<2x1024x2x128xbf16>, tensor<2x24x1024x128xbf16>, tensor<2x24x1024x128xbf16>, tensor<2x2x1024x128xbf16>, tensor<2x2x1024x128xbf16>, tensor<2048x3072xbf16>, tensor<2x1024x3072xbf16>, tensor<2x1024x3072xbf16>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2048x12288xbf16>, tensor<2x1024x12288xbf16>, tensor<2048x3072xbf16>, tensor<2x1024x3072xbf16>, tensor<2x1024x3072xbf16>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2048x49152xbf16>, tensor<2x1024x49152xf32>, tensor<2x1025xi64>, tensor<2x1024xi64>, tensor<2048x49152xf32>, tensor<f32>, tensor<f32>, tensor<2048x49152xf32>, tensor<2048x49152xf32>, tensor<2x1024x49152xbf16>, tensor<49152x3072xbf16>, tensor<2048x3072xbf16>, tensor<2x1024x3072xbf16>, tensor<3072xbf16>, tensor<3072xbf16>, tensor<2048x12288xbf16>, tensor<3072x12288xbf16>, tensor<3072xbf16>, tensor<2x1024x12288xbf16>, tensor<2048x3072xbf16>, tensor<12288x3072xbf16>, tensor<12288xbf16>, tensor<2x1024x3072xbf16>, tensor<3072xbf16>, tensor<3072xbf16>, tensor<2x1024x3072xbf16>, tensor<2048x3072xbf16>, tensor<3072x3072xbf16>, tensor<3072xbf16>, tensor<2x1024x2x128xbf16>, tensor<2x1024x2x64xbf16>, tensor<2x2x1024x128xbf16>, tensor<2x2x1024x128xbf16>, tensor<2x2x1024x128xbf16>, tensor<2x1024x2x128xbf16>, tensor<2x2x1024x128xbf16>, tensor<2x1024x24x128xbf16>, tensor<2x1024x24x64xbf16>, tensor<2x24x1024x128xbf16>, tensor<2x24x1024x128xbf16>, tensor<2x24x1024x128xbf16>, tensor<2x1024x24x128xbf16>, tensor<2x24x1024x128xbf16>, tensor<2048x3072xbf16>, tensor<256x3072xbf16>, tensor<256xbf16>, tensor<2x1024x2x128xbf16>, tensor<2048x3072xbf16>, tensor<256x3072xbf16>, tensor<256xbf16>, tensor<2x1024x3072xbf16>, tensor<2x1024x24x128xbf16>, tensor<2048x3072xbf16>, tensor<3072x3072xbf16>, tensor<3072xbf16>, tensor<2x1024x3072xbf16>, tensor<2x1024x3072xbf16>, tensor<3072xbf16>, tensor<3072xbf16>, tensor<2x1024x3072xbf16>, tensor<2048x12288xbf16>, tensor<3072x12288xbf16>, tensor<3072xbf16>, tensor<2x1024x12288xbf16>, tensor<2048x3072xbf16>, tensor<12288x3072xbf16>, tensor<12288xbf16>, tensor<2x1024x3072xbf16>, tensor<3072xbf16>, tensor<3072xbf16>, tensor<2x1024x3072xbf16>, tensor<2048x3072xbf16>, tensor<3072x3072xbf16>, tensor<3072xbf16>, tensor<2x1024x2x128xbf16>, tensor<2x1024x2x64xbf16>, tensor<2x2x1024x128xbf16>, tensor<2x2x1024x128xbf16>, tensor<2x2x1024x128xbf16>, tensor<2x1024x2x128xbf16>, tensor<2x2x1024x128xbf16>, tensor<2x1024x24x128xbf16>, tensor<2x1024x24x64xbf16>, tensor<2x24x1024x128xbf16>, tensor<2x24x1024x128xbf16>, tensor<2x24x1024x128xbf16>, tensor<2x1024x24x128xbf16>, tensor<2x24x1024x128xbf16>, tensor<2048x3072xbf16>, tensor<256x3072xbf16>, tensor<256xbf16>, tensor<2x1024x2x128xbf16>, tensor<2048x3072xbf16>, tensor<256x3072xbf16>, tensor<256xbf16>, tensor<2x1024x3072xbf16>, tensor<2x1024x24x128xbf16>, tensor<2048x3072xbf16>, tensor<3072x3072xbf16>, tensor<3072xbf16>, tensor<2x1024x3072xbf16>, tensor<2x1024x3072xbf16>, tensor<3072xbf16>, tensor<3072xbf16>, tensor<2x1024x3072xbf16>, tensor<49152x3072xbf16>, tensor<49152x3072xbf16>) {
    %c0 = arith.constant 0 : i64
    %c1 = arith.constant 0.0 : f32
    %c2 = arith.constant 0.0 : bf16
    %c3 = arith.constant 8.838835e-02 : bf16
    %c4 = arith.constant 0xFF80 : bf16
    %e1 = tensor.empty() : tensor<2x1024x3072xbf16>
    %r2 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg0 : tensor<2x1024xi64>) outs(%e1 : tensor<2x1024x3072xbf16>) attrs = {dimtune.role = "embedding", dimtune.pass = "fwd", dimtune.kernel = "aten.embedding.default"} {
    ^bb0(%in0: i64, %out0: bf16):
      %b1 = arith.index_cast %in0 : i64 to index
      %b2 = linalg.index 2 : index
      %b3 = tensor.extract %arg1[%b1, %b2] : tensor<49152x3072xbf16>
      linalg.yield %b3 : bf16
    } -> tensor<2x1024x3072xbf16> loc("model.embed_tokens:aten.embedding.default")
    %e3 = tensor.empty() : tensor<1024xi64>
    %r4 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} outs(%e3 : tensor<1024xi64>) attrs = {dimtune.pass = "fwd", dimtune.kernel = "aten.arange.default"} {
    ^bb0(%out0: i64):
      linalg.yield %c0 : i64
    } -> tensor<1024xi64> loc("model:aten.arange.default")
    %e5 = tensor.empty() : tensor<1024xi64>
    %r6 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%arg2 : tensor<1024xi64>) outs(%e5 : tensor<1024xi64>) attrs = {dimtune.pass = "fwd", dimtune.kernel = "aten.add.Tensor"} {
    ^bb0(%in0: i64, %out0: i64):
      linalg.yield %in0 : i64
    } -> tensor<1024xi64> loc("model:aten.add.Tensor")
    %e7 = tensor.empty() : tensor<1024xf32>
    %r8 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%arg3 : tensor<1024xi64>) outs(%e7 : tensor<1024xf32>) attrs = {dimtune.role = "embedding", dimtune.pass = "fwd", dimtune.kernel = "aten._to_copy.default"} {
    ^bb0(%in0: i64, %out0: f32):
      %b1 = arith.sitofp %in0 : i64 to f32
      linalg.yield %b1 : f32
    } -> tensor<1024xf32> loc("model.rotary_emb:aten._to_copy.default")
    %e9 = tensor.empty() : tensor<64x1024xf32>
    %z10 = linalg.fill ins(%c1 : f32) outs(%e9 : tensor<64x1024xf32>) -> tensor<64x1024xf32>
    %r11 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg4, %arg5 : tensor<64x1xf32>, tensor<1x1024xf32>) outs(%z10 : tensor<64x1024xf32>) {dimtune.role = "rotary", dimtune.pass = "fwd"} -> tensor<64x1024xf32> loc("model.rotary_emb:aten.bmm.default")
    %e12 = tensor.empty() : tensor<1024x128xf32>
    %r13 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d2, d0)>, affine_map<(d0, d1, d2, d3) -> (d3, d0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg6, %arg7 : tensor<64x1024xf32>, tensor<64x1024xf32>) outs(%e12 : tensor<1024x128xf32>) attrs = {dimtune.role = "embedding", dimtune.pass = "fwd", dimtune.kernel = "aten.cat.default", dimtune.unvectorized} {
    ^bb0(%in0: f32, %in1: f32, %out0: f32):
      %b1 = arith.addf %in0, %in1 : f32
      linalg.yield %b1 : f32
    } -> tensor<1024x128xf32> loc("model.rotary_emb:aten.cat.default")
    %e14 = tensor.empty() : tensor<1024x128xf32>
    %r15 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg8 : tensor<1024x128xf32>) outs(%e14 : tensor<1024x128xf32>) attrs = {dimtune.role = "embedding", dimtune.pass = "fwd", dimtune.kernel = "aten.cos.default"} {
    ^bb0(%in0: f32, %out0: f32):
      %b1 = math.cos %in0 : f32
      linalg.yield %b1 : f32
    } -> tensor<1024x128xf32> loc("model.rotary_emb:aten.cos.default")
    %e16 = tensor.empty() : tensor<1024x128xf32>
    %r17 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg9 : tensor<1024x128xf32>) outs(%e16 : tensor<1024x128xf32>) attrs = {dimtune.role = "embedding", dimtune.pass = "fwd", dimtune.kernel = "aten.mul.Tensor"} {
    ^bb0(%in0: f32, %out0: f32):
      linalg.yield %in0 : f32
    } -> tensor<1024x128xf32> loc("model.rotary_emb:aten.mul.Tensor")
    %e18 = tensor.empty() : tensor<1024x128xf32>
    %r19 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg10 : tensor<1024x128xf32>) outs(%e18 : tensor<1024x128xf32>) attrs = {dimtune.role = "embedding", dimtune.pass = "fwd", dimtune.kernel = "aten.sin.default"} {
    ^bb0(%in0: f32, %out0: f32):
      %b1 = math.sin %in0 : f32
      linalg.yield %b1 : f32
    } -> tensor<1024x128xf32> loc("model.rotary_emb:aten.sin.default")
    %e20 = tensor.empty() : tensor<1024x128xf32>
    %r21 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg11 : tensor<1024x128xf32>) outs(%e20 : tensor<1024x128xf32>) attrs = {dimtune.role = "embedding", dimtune.pass = "fwd", dimtune.kernel = "aten.mul.Tensor"} {
    ^bb0(%in0: f32, %out0: f32):
      linalg.yield %in0 : f32
    } -> tensor<1024x128xf32> loc("model.rotary_emb:aten.mul.Tensor")
    %e22 = tensor.empty() : tensor<1024x128xbf16>
    %r23 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg12 : tensor<1024x128xf32>) outs(%e22 : tensor<1024x128xbf16>) attrs = {dimtune.role = "embedding", dimtune.pass = "fwd", dimtune.kernel = "aten._to_copy.default"} {
    ^bb0(%in0: f32, %out0: bf16):
      %b1 = arith.truncf %in0 : f32 to bf16
      linalg.yield %b1 : bf16
    } -> tensor<1024x128xbf16> loc("model.rotary_emb:aten._to_copy.default")
    %e24 = tensor.empty() : tensor<1024x128xbf16>
    %r25 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg13 : tensor<1024x128xf32>) outs(%e24 : tensor<1024x128xbf16>) attrs = {dimtune.role = "embedding", dimtune.pass = "fwd", dimtune.kernel = "aten._to_copy.default"} {
    ^bb0(%in0: f32, %out0: bf16):
      %b1 = arith.truncf %in0 : f32 to bf16
      linalg.yield %b1 : bf16
    } -> tensor<1024x128xbf16> loc("model.rotary_emb:aten._to_copy.default")
    %e26 = tensor.empty() : tensor<2x1024x3072xbf16>
    %z27 = linalg.fill ins(%c2 : bf16) outs(%e26 : tensor<2x1024x3072xbf16>) -> tensor<2x1024x3072xbf16>
    %e28 = tensor.empty() : tensor<2x1024xf32>
    %z29 = linalg.fill ins(%c1 : f32) outs(%e28 : tensor<2x1024xf32>) -> tensor<2x1024xf32>
    %e30 = tensor.empty() : tensor<2x1024xf32>
    %z31 = linalg.fill ins(%c1 : f32) outs(%e30 : tensor<2x1024xf32>) -> tensor<2x1024xf32>
    %r32:3 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%arg14, %arg15, %arg16 : tensor<2x1024x3072xbf16>, tensor<3072xbf16>, tensor<3072xbf16>) outs(%z27, %z29, %z31 : tensor<2x1024x3072xbf16>, tensor<2x1024xf32>, tensor<2x1024xf32>) attrs = {dimtune.role = "input_norm", dimtune.pass = "fwd", dimtune.kernel = "aten.native_layer_norm.default", dimtune.row_kernel} {
    ^bb0(%in0: bf16, %in1: bf16, %in2: bf16, %out0: bf16, %out1: f32, %out2: f32):
      %b1 = arith.addf %in0, %in1 : bf16
      %b2 = arith.addf %b1, %in2 : bf16
      %b3 = arith.addf %out0, %b2 : bf16
      %b4 = arith.extf %b2 : bf16 to f32
      %b5 = arith.addf %out1, %b4 : f32
      %b6 = arith.extf %b2 : bf16 to f32
      %b7 = arith.addf %out2, %b6 : f32
      linalg.yield %b3, %b5, %b7 : bf16, f32, f32
    } -> (tensor<2x1024x3072xbf16>, tensor<2x1024xf32>, tensor<2x1024xf32>) loc("model.layers.0.input_layernorm:aten.native_layer_norm.default")
    %e33 = tensor.empty() : tensor<2048x3072xbf16>
    %z34 = linalg.fill ins(%c2 : bf16) outs(%e33 : tensor<2048x3072xbf16>) -> tensor<2048x3072xbf16>
    %r35 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (n, k)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg17, %arg18 : tensor<2048x3072xbf16>, tensor<3072x3072xbf16>) outs(%z34 : tensor<2048x3072xbf16>) {dimtune.role = "q", dimtune.pass = "fwd"} -> tensor<2048x3072xbf16> loc("model.layers.0.self_attn.q_proj:aten.addmm.default")
    %e36 = tensor.empty() : tensor<2048x256xbf16>
    %z37 = linalg.fill ins(%c2 : bf16) outs(%e36 : tensor<2048x256xbf16>) -> tensor<2048x256xbf16>
    %r38 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (n, k)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg19, %arg20 : tensor<2048x3072xbf16>, tensor<256x3072xbf16>) outs(%z37 : tensor<2048x256xbf16>) {dimtune.role = "k", dimtune.pass = "fwd"} -> tensor<2048x256xbf16> loc("model.layers.0.self_attn.k_proj:aten.addmm.default")
    %e39 = tensor.empty() : tensor<2048x256xbf16>
    %z40 = linalg.fill ins(%c2 : bf16) outs(%e39 : tensor<2048x256xbf16>) -> tensor<2048x256xbf16>
    %r41 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (n, k)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg21, %arg22 : tensor<2048x3072xbf16>, tensor<256x3072xbf16>) outs(%z40 : tensor<2048x256xbf16>) {dimtune.role = "v", dimtune.pass = "fwd"} -> tensor<2048x256xbf16> loc("model.layers.0.self_attn.v_proj:aten.addmm.default")
    %e42 = tensor.empty() : tensor<2x1024x24x128xbf16>
    %r43 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg23, %arg24 : tensor<2x1024x24x128xbf16>, tensor<1024x128xbf16>) outs(%e42 : tensor<2x1024x24x128xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "fwd", dimtune.kernel = "aten.mul.Tensor", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.mulf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x24x128xbf16> loc("model.layers.0.self_attn:aten.mul.Tensor")
    %e44 = tensor.empty() : tensor<2x1024x24x64xbf16>
    %r45 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg25 : tensor<2x1024x24x64xbf16>) outs(%e44 : tensor<2x1024x24x64xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "fwd", dimtune.kernel = "aten.neg.default"} {
    ^bb0(%in0: bf16, %out0: bf16):
      %b1 = arith.negf %in0 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x24x64xbf16> loc("model.layers.0.self_attn:aten.neg.default")
    %e46 = tensor.empty() : tensor<2x24x1024x128xbf16>
    %r47 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d2, d1, d4)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d2, d1, d5)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%arg26, %arg27 : tensor<2x1024x24x64xbf16>, tensor<2x1024x24x64xbf16>) outs(%e46 : tensor<2x24x1024x128xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "fwd", dimtune.kernel = "aten.cat.default", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.addf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x24x1024x128xbf16> loc("model.layers.0.self_attn:aten.cat.default")
    %e48 = tensor.empty() : tensor<2x24x1024x128xbf16>
    %r49 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg28, %arg29 : tensor<2x24x1024x128xbf16>, tensor<1024x128xbf16>) outs(%e48 : tensor<2x24x1024x128xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "fwd", dimtune.kernel = "aten.mul.Tensor", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.mulf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x24x1024x128xbf16> loc("model.layers.0.self_attn:aten.mul.Tensor")
    %e50 = tensor.empty() : tensor<2x1024x24x128xbf16>
    %r51 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d2, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg30, %arg31 : tensor<2x1024x24x128xbf16>, tensor<2x24x1024x128xbf16>) outs(%e50 : tensor<2x1024x24x128xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "fwd", dimtune.kernel = "aten.add.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.addf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x24x128xbf16> loc("model.layers.0.self_attn:aten.add.Tensor")
    %e52 = tensor.empty() : tensor<2x1024x2x128xbf16>
    %r53 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg32, %arg33 : tensor<2x1024x2x128xbf16>, tensor<1024x128xbf16>) outs(%e52 : tensor<2x1024x2x128xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "fwd", dimtune.kernel = "aten.mul.Tensor", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.mulf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x2x128xbf16> loc("model.layers.0.self_attn:aten.mul.Tensor")
    %e54 = tensor.empty() : tensor<2x1024x2x64xbf16>
    %r55 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg34 : tensor<2x1024x2x64xbf16>) outs(%e54 : tensor<2x1024x2x64xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "fwd", dimtune.kernel = "aten.neg.default"} {
    ^bb0(%in0: bf16, %out0: bf16):
      %b1 = arith.negf %in0 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x2x64xbf16> loc("model.layers.0.self_attn:aten.neg.default")
    %e56 = tensor.empty() : tensor<2x2x1024x128xbf16>
    %r57 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d2, d1, d4)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d2, d1, d5)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%arg35, %arg36 : tensor<2x1024x2x64xbf16>, tensor<2x1024x2x64xbf16>) outs(%e56 : tensor<2x2x1024x128xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "fwd", dimtune.kernel = "aten.cat.default", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.addf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x2x1024x128xbf16> loc("model.layers.0.self_attn:aten.cat.default")
    %e58 = tensor.empty() : tensor<2x2x1024x128xbf16>
    %r59 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg37, %arg38 : tensor<2x2x1024x128xbf16>, tensor<1024x128xbf16>) outs(%e58 : tensor<2x2x1024x128xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "fwd", dimtune.kernel = "aten.mul.Tensor", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.mulf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x2x1024x128xbf16> loc("model.layers.0.self_attn:aten.mul.Tensor")
    %e60 = tensor.empty() : tensor<2x1024x2x128xbf16>
    %r61 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d2, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg39, %arg40 : tensor<2x1024x2x128xbf16>, tensor<2x2x1024x128xbf16>) outs(%e60 : tensor<2x1024x2x128xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "fwd", dimtune.kernel = "aten.add.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.addf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x2x128xbf16> loc("model.layers.0.self_attn:aten.add.Tensor")
    %e62 = tensor.empty() : tensor<2x2x12x1024x128xbf16>
    %bc63 = linalg.broadcast ins(%arg42 : tensor<2x2x1024x128xbf16>) outs(%e62 : tensor<2x2x12x1024x128xbf16>) dimensions = [2]
    %kv64 = tensor.collapse_shape %bc63 [[0], [1, 2], [3], [4]] : tensor<2x2x12x1024x128xbf16> into tensor<2x24x1024x128xbf16>
    %e65 = tensor.empty() : tensor<2x2x12x1024x128xbf16>
    %bc66 = linalg.broadcast ins(%arg43 : tensor<2x2x1024x128xbf16>) outs(%e65 : tensor<2x2x12x1024x128xbf16>) dimensions = [2]
    %kv67 = tensor.collapse_shape %bc66 [[0], [1, 2], [3], [4]] : tensor<2x2x12x1024x128xbf16> into tensor<2x24x1024x128xbf16>
    %e68 = tensor.empty() : tensor<2x24x1024x1024xbf16>
    %z69 = linalg.fill ins(%c2 : bf16) outs(%e68 : tensor<2x24x1024x1024xbf16>) -> tensor<2x24x1024x1024xbf16>
    %r70 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d3, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]} ins(%arg41, %kv64 : tensor<2x24x1024x128xbf16>, tensor<2x24x1024x128xbf16>) outs(%z69 : tensor<2x24x1024x1024xbf16>) attrs = {dimtune.role = "attn_score", dimtune.pass = "fwd"} {
    ^bb0(%x: bf16, %y: bf16, %acc: bf16):
      %p = arith.mulf %x, %y : bf16
      %s = arith.addf %acc, %p : bf16
      linalg.yield %s : bf16
    } -> tensor<2x24x1024x1024xbf16> loc("model.layers.0.self_attn:scaled_dot_product_attention")
    %e72 = tensor.empty() : tensor<2x24x1024x1024xbf16>
    %m71 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%r70 : tensor<2x24x1024x1024xbf16>) outs(%e72 : tensor<2x24x1024x1024xbf16>) {
    ^bb0(%s: bf16, %o: bf16):
      %i = linalg.index 2 : index
      %j = linalg.index 3 : index
      %future = arith.cmpi ugt, %j, %i : index
      %x = arith.mulf %s, %c3 : bf16
      %y = arith.select %future, %c4, %x : bf16
      linalg.yield %y : bf16
    } -> tensor<2x24x1024x1024xbf16>
    %e74 = tensor.empty() : tensor<2x24x1024x1024xbf16>
    %p73 = linalg.softmax dimension(3) ins(%m71 : tensor<2x24x1024x1024xbf16>) outs(%e74 : tensor<2x24x1024x1024xbf16>) -> tensor<2x24x1024x1024xbf16>
    %e75 = tensor.empty() : tensor<2x24x1024x128xbf16>
    %z76 = linalg.fill ins(%c2 : bf16) outs(%e75 : tensor<2x24x1024x128xbf16>) -> tensor<2x24x1024x128xbf16>
    %r77 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d4, d3)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]} ins(%p73, %kv67 : tensor<2x24x1024x1024xbf16>, tensor<2x24x1024x128xbf16>) outs(%z76 : tensor<2x24x1024x128xbf16>) attrs = {dimtune.role = "attn_context", dimtune.pass = "fwd"} {
    ^bb0(%x: bf16, %y: bf16, %acc: bf16):
      %p = arith.mulf %x, %y : bf16
      %s = arith.addf %acc, %p : bf16
      linalg.yield %s : bf16
    } -> tensor<2x24x1024x128xbf16> loc("model.layers.0.self_attn:scaled_dot_product_attention")
    %e78 = tensor.empty() : tensor<2x24x1024x1024xbf16>
    %z79 = linalg.fill ins(%c2 : bf16) outs(%e78 : tensor<2x24x1024x1024xbf16>) -> tensor<2x24x1024x1024xbf16>
    %r80 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d3, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]} ins(%arg44, %kv67 : tensor<2x24x1024x128xbf16>, tensor<2x24x1024x128xbf16>) outs(%z79 : tensor<2x24x1024x1024xbf16>) attrs = {dimtune.role = "attn_context", dimtune.pass = "dgrad"} {
    ^bb0(%x: bf16, %y: bf16, %acc: bf16):
      %p = arith.mulf %x, %y : bf16
      %s = arith.addf %acc, %p : bf16
      linalg.yield %s : bf16
    } -> tensor<2x24x1024x1024xbf16> loc("model.layers.0.self_attn:scaled_dot_product_attention")
    %e81 = tensor.empty() : tensor<2x24x1024x128xbf16>
    %z82 = linalg.fill ins(%c2 : bf16) outs(%e81 : tensor<2x24x1024x128xbf16>) -> tensor<2x24x1024x128xbf16>
    %r83 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d4, d2)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d4, d3)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]} ins(%p73, %arg44 : tensor<2x24x1024x1024xbf16>, tensor<2x24x1024x128xbf16>) outs(%z82 : tensor<2x24x1024x128xbf16>) attrs = {dimtune.role = "attn_context", dimtune.pass = "wgrad"} {
    ^bb0(%x: bf16, %y: bf16, %acc: bf16):
      %p = arith.mulf %x, %y : bf16
      %s = arith.addf %acc, %p : bf16
      linalg.yield %s : bf16
    } -> tensor<2x24x1024x128xbf16> loc("model.layers.0.self_attn:scaled_dot_product_attention")
    %e84 = tensor.empty() : tensor<2x24x1024xbf16>
    %z85 = linalg.fill ins(%c2 : bf16) outs(%e84 : tensor<2x24x1024xbf16>) -> tensor<2x24x1024xbf16>
    %rs86 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%p73, %r80 : tensor<2x24x1024x1024xbf16>, tensor<2x24x1024x1024xbf16>) outs(%z85 : tensor<2x24x1024xbf16>) {
    ^bb0(%p: bf16, %dp: bf16, %acc: bf16):
      %x = arith.mulf %p, %dp : bf16
      %s = arith.addf %acc, %x : bf16
      linalg.yield %s : bf16
    } -> tensor<2x24x1024xbf16>
    %e88 = tensor.empty() : tensor<2x24x1024x1024xbf16>
    %ds87 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%p73, %r80, %rs86 : tensor<2x24x1024x1024xbf16>, tensor<2x24x1024x1024xbf16>, tensor<2x24x1024xbf16>) outs(%e88 : tensor<2x24x1024x1024xbf16>) {
    ^bb0(%p: bf16, %dp: bf16, %r: bf16, %o: bf16):
      %d = arith.subf %dp, %r : bf16
      %x = arith.mulf %p, %d : bf16
      %y = arith.mulf %x, %c3 : bf16
      linalg.yield %y : bf16
    } -> tensor<2x24x1024x1024xbf16>
    %e89 = tensor.empty() : tensor<2x24x1024x128xbf16>
    %z90 = linalg.fill ins(%c2 : bf16) outs(%e89 : tensor<2x24x1024x128xbf16>) -> tensor<2x24x1024x128xbf16>
    %r91 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d4, d3)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]} ins(%ds87, %kv64 : tensor<2x24x1024x1024xbf16>, tensor<2x24x1024x128xbf16>) outs(%z90 : tensor<2x24x1024x128xbf16>) attrs = {dimtune.role = "attn_score", dimtune.pass = "dgrad"} {
    ^bb0(%x: bf16, %y: bf16, %acc: bf16):
      %p = arith.mulf %x, %y : bf16
      %s = arith.addf %acc, %p : bf16
      linalg.yield %s : bf16
    } -> tensor<2x24x1024x128xbf16> loc("model.layers.0.self_attn:scaled_dot_product_attention")
    %e92 = tensor.empty() : tensor<2x24x1024x128xbf16>
    %z93 = linalg.fill ins(%c2 : bf16) outs(%e92 : tensor<2x24x1024x128xbf16>) -> tensor<2x24x1024x128xbf16>
    %r94 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d4, d2)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d4, d3)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]} ins(%ds87, %arg41 : tensor<2x24x1024x1024xbf16>, tensor<2x24x1024x128xbf16>) outs(%z93 : tensor<2x24x1024x128xbf16>) attrs = {dimtune.role = "attn_score", dimtune.pass = "wgrad"} {
    ^bb0(%x: bf16, %y: bf16, %acc: bf16):
      %p = arith.mulf %x, %y : bf16
      %s = arith.addf %acc, %p : bf16
      linalg.yield %s : bf16
    } -> tensor<2x24x1024x128xbf16> loc("model.layers.0.self_attn:scaled_dot_product_attention")
    %g95 = tensor.expand_shape %r94 [[0], [1, 2], [3], [4]] output_shape [2, 2, 12, 1024, 128] : tensor<2x24x1024x128xbf16> into tensor<2x2x12x1024x128xbf16>
    %e96 = tensor.empty() : tensor<2x2x1024x128xbf16>
    %z97 = linalg.fill ins(%c2 : bf16) outs(%e96 : tensor<2x2x1024x128xbf16>) -> tensor<2x2x1024x128xbf16>
    %gs98 = linalg.reduce ins(%g95 : tensor<2x2x12x1024x128xbf16>) outs(%z97 : tensor<2x2x1024x128xbf16>) dimensions = [2]
      (%x: bf16, %acc: bf16) {
        %s = arith.addf %x, %acc : bf16
        linalg.yield %s : bf16
      }
    %g99 = tensor.expand_shape %r83 [[0], [1, 2], [3], [4]] output_shape [2, 2, 12, 1024, 128] : tensor<2x24x1024x128xbf16> into tensor<2x2x12x1024x128xbf16>
    %e100 = tensor.empty() : tensor<2x2x1024x128xbf16>
    %z101 = linalg.fill ins(%c2 : bf16) outs(%e100 : tensor<2x2x1024x128xbf16>) -> tensor<2x2x1024x128xbf16>
    %gs102 = linalg.reduce ins(%g99 : tensor<2x2x12x1024x128xbf16>) outs(%z101 : tensor<2x2x1024x128xbf16>) dimensions = [2]
      (%x: bf16, %acc: bf16) {
        %s = arith.addf %x, %acc : bf16
        linalg.yield %s : bf16
      }
    %e103 = tensor.empty() : tensor<2048x3072xbf16>
    %z104 = linalg.fill ins(%c2 : bf16) outs(%e103 : tensor<2048x3072xbf16>) -> tensor<2048x3072xbf16>
    %r105 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (n, k)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg45, %arg46 : tensor<2048x3072xbf16>, tensor<3072x3072xbf16>) outs(%z104 : tensor<2048x3072xbf16>) {dimtune.role = "attn_out", dimtune.pass = "fwd"} -> tensor<2048x3072xbf16> loc("model.layers.0.self_attn.o_proj:aten.addmm.default")
    %e106 = tensor.empty() : tensor<2x1024x3072xbf16>
    %r107 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg47, %arg48 : tensor<2x1024x3072xbf16>, tensor<2x1024x3072xbf16>) outs(%e106 : tensor<2x1024x3072xbf16>) attrs = {dimtune.role = "residual", dimtune.pass = "fwd", dimtune.kernel = "aten.add.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.addf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x3072xbf16> loc("model.layers.0:aten.add.Tensor")
    %e108 = tensor.empty() : tensor<2x1024x3072xbf16>
    %z109 = linalg.fill ins(%c2 : bf16) outs(%e108 : tensor<2x1024x3072xbf16>) -> tensor<2x1024x3072xbf16>
    %e110 = tensor.empty() : tensor<2x1024xf32>
    %z111 = linalg.fill ins(%c1 : f32) outs(%e110 : tensor<2x1024xf32>) -> tensor<2x1024xf32>
    %e112 = tensor.empty() : tensor<2x1024xf32>
    %z113 = linalg.fill ins(%c1 : f32) outs(%e112 : tensor<2x1024xf32>) -> tensor<2x1024xf32>
    %r114:3 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%arg49, %arg50, %arg51 : tensor<2x1024x3072xbf16>, tensor<3072xbf16>, tensor<3072xbf16>) outs(%z109, %z111, %z113 : tensor<2x1024x3072xbf16>, tensor<2x1024xf32>, tensor<2x1024xf32>) attrs = {dimtune.role = "post_attention_norm", dimtune.pass = "fwd", dimtune.kernel = "aten.native_layer_norm.default", dimtune.row_kernel} {
    ^bb0(%in0: bf16, %in1: bf16, %in2: bf16, %out0: bf16, %out1: f32, %out2: f32):
      %b1 = arith.addf %in0, %in1 : bf16
      %b2 = arith.addf %b1, %in2 : bf16
      %b3 = arith.addf %out0, %b2 : bf16
      %b4 = arith.extf %b2 : bf16 to f32
      %b5 = arith.addf %out1, %b4 : f32
      %b6 = arith.extf %b2 : bf16 to f32
      %b7 = arith.addf %out2, %b6 : f32
      linalg.yield %b3, %b5, %b7 : bf16, f32, f32
    } -> (tensor<2x1024x3072xbf16>, tensor<2x1024xf32>, tensor<2x1024xf32>) loc("model.layers.0.post_attention_layernorm:aten.native_layer_norm.default")
    %e115 = tensor.empty() : tensor<2048x12288xbf16>
    %z116 = linalg.fill ins(%c2 : bf16) outs(%e115 : tensor<2048x12288xbf16>) -> tensor<2048x12288xbf16>
    %r117 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (n, k)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg52, %arg53 : tensor<2048x3072xbf16>, tensor<12288x3072xbf16>) outs(%z116 : tensor<2048x12288xbf16>) {dimtune.role = "mlp_up", dimtune.pass = "fwd"} -> tensor<2048x12288xbf16> loc("model.layers.0.mlp.c_fc:aten.addmm.default")
    %e118 = tensor.empty() : tensor<2x1024x12288xbf16>
    %r119 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg54 : tensor<2x1024x12288xbf16>) outs(%e118 : tensor<2x1024x12288xbf16>) attrs = {dimtune.role = "activation", dimtune.pass = "fwd", dimtune.kernel = "aten.gelu.default"} {
    ^bb0(%in0: bf16, %out0: bf16):
      linalg.yield %in0 : bf16
    } -> tensor<2x1024x12288xbf16> loc("model.layers.0.mlp.act:aten.gelu.default")
    %e120 = tensor.empty() : tensor<2048x3072xbf16>
    %z121 = linalg.fill ins(%c2 : bf16) outs(%e120 : tensor<2048x3072xbf16>) -> tensor<2048x3072xbf16>
    %r122 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (n, k)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg55, %arg56 : tensor<2048x12288xbf16>, tensor<3072x12288xbf16>) outs(%z121 : tensor<2048x3072xbf16>) {dimtune.role = "mlp_down", dimtune.pass = "fwd"} -> tensor<2048x3072xbf16> loc("model.layers.0.mlp.c_proj:aten.addmm.default")
    %e123 = tensor.empty() : tensor<2x1024x3072xbf16>
    %r124 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg57, %arg58 : tensor<2x1024x3072xbf16>, tensor<2x1024x3072xbf16>) outs(%e123 : tensor<2x1024x3072xbf16>) attrs = {dimtune.role = "residual", dimtune.pass = "fwd", dimtune.kernel = "aten.add.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.addf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x3072xbf16> loc("model.layers.0:aten.add.Tensor")
    %e125 = tensor.empty() : tensor<2x1024x3072xbf16>
    %z126 = linalg.fill ins(%c2 : bf16) outs(%e125 : tensor<2x1024x3072xbf16>) -> tensor<2x1024x3072xbf16>
    %e127 = tensor.empty() : tensor<2x1024xf32>
    %z128 = linalg.fill ins(%c1 : f32) outs(%e127 : tensor<2x1024xf32>) -> tensor<2x1024xf32>
    %e129 = tensor.empty() : tensor<2x1024xf32>
    %z130 = linalg.fill ins(%c1 : f32) outs(%e129 : tensor<2x1024xf32>) -> tensor<2x1024xf32>
    %r131:3 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%arg59, %arg60, %arg61 : tensor<2x1024x3072xbf16>, tensor<3072xbf16>, tensor<3072xbf16>) outs(%z126, %z128, %z130 : tensor<2x1024x3072xbf16>, tensor<2x1024xf32>, tensor<2x1024xf32>) attrs = {dimtune.role = "input_norm", dimtune.pass = "fwd", dimtune.kernel = "aten.native_layer_norm.default", dimtune.row_kernel} {
    ^bb0(%in0: bf16, %in1: bf16, %in2: bf16, %out0: bf16, %out1: f32, %out2: f32):
      %b1 = arith.addf %in0, %in1 : bf16
      %b2 = arith.addf %b1, %in2 : bf16
      %b3 = arith.addf %out0, %b2 : bf16
      %b4 = arith.extf %b2 : bf16 to f32
      %b5 = arith.addf %out1, %b4 : f32
      %b6 = arith.extf %b2 : bf16 to f32
      %b7 = arith.addf %out2, %b6 : f32
      linalg.yield %b3, %b5, %b7 : bf16, f32, f32
    } -> (tensor<2x1024x3072xbf16>, tensor<2x1024xf32>, tensor<2x1024xf32>) loc("model.layers.1.input_layernorm:aten.native_layer_norm.default")
    %e132 = tensor.empty() : tensor<2048x3072xbf16>
    %z133 = linalg.fill ins(%c2 : bf16) outs(%e132 : tensor<2048x3072xbf16>) -> tensor<2048x3072xbf16>
    %r134 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (n, k)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg62, %arg63 : tensor<2048x3072xbf16>, tensor<3072x3072xbf16>) outs(%z133 : tensor<2048x3072xbf16>) {dimtune.role = "q", dimtune.pass = "fwd"} -> tensor<2048x3072xbf16> loc("model.layers.1.self_attn.q_proj:aten.addmm.default")
    %e135 = tensor.empty() : tensor<2048x256xbf16>
    %z136 = linalg.fill ins(%c2 : bf16) outs(%e135 : tensor<2048x256xbf16>) -> tensor<2048x256xbf16>
    %r137 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (n, k)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg64, %arg65 : tensor<2048x3072xbf16>, tensor<256x3072xbf16>) outs(%z136 : tensor<2048x256xbf16>) {dimtune.role = "k", dimtune.pass = "fwd"} -> tensor<2048x256xbf16> loc("model.layers.1.self_attn.k_proj:aten.addmm.default")
    %e138 = tensor.empty() : tensor<2048x256xbf16>
    %z139 = linalg.fill ins(%c2 : bf16) outs(%e138 : tensor<2048x256xbf16>) -> tensor<2048x256xbf16>
    %r140 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (n, k)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg66, %arg67 : tensor<2048x3072xbf16>, tensor<256x3072xbf16>) outs(%z139 : tensor<2048x256xbf16>) {dimtune.role = "v", dimtune.pass = "fwd"} -> tensor<2048x256xbf16> loc("model.layers.1.self_attn.v_proj:aten.addmm.default")
    %e141 = tensor.empty() : tensor<2x1024x24x128xbf16>
    %r142 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg68, %arg69 : tensor<2x1024x24x128xbf16>, tensor<1024x128xbf16>) outs(%e141 : tensor<2x1024x24x128xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "fwd", dimtune.kernel = "aten.mul.Tensor", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.mulf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x24x128xbf16> loc("model.layers.1.self_attn:aten.mul.Tensor")
    %e143 = tensor.empty() : tensor<2x1024x24x64xbf16>
    %r144 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg70 : tensor<2x1024x24x64xbf16>) outs(%e143 : tensor<2x1024x24x64xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "fwd", dimtune.kernel = "aten.neg.default"} {
    ^bb0(%in0: bf16, %out0: bf16):
      %b1 = arith.negf %in0 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x24x64xbf16> loc("model.layers.1.self_attn:aten.neg.default")
    %e145 = tensor.empty() : tensor<2x24x1024x128xbf16>
    %r146 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d2, d1, d4)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d2, d1, d5)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%arg71, %arg72 : tensor<2x1024x24x64xbf16>, tensor<2x1024x24x64xbf16>) outs(%e145 : tensor<2x24x1024x128xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "fwd", dimtune.kernel = "aten.cat.default", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.addf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x24x1024x128xbf16> loc("model.layers.1.self_attn:aten.cat.default")
    %e147 = tensor.empty() : tensor<2x24x1024x128xbf16>
    %r148 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg73, %arg74 : tensor<2x24x1024x128xbf16>, tensor<1024x128xbf16>) outs(%e147 : tensor<2x24x1024x128xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "fwd", dimtune.kernel = "aten.mul.Tensor", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.mulf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x24x1024x128xbf16> loc("model.layers.1.self_attn:aten.mul.Tensor")
    %e149 = tensor.empty() : tensor<2x1024x24x128xbf16>
    %r150 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d2, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg75, %arg76 : tensor<2x1024x24x128xbf16>, tensor<2x24x1024x128xbf16>) outs(%e149 : tensor<2x1024x24x128xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "fwd", dimtune.kernel = "aten.add.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.addf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x24x128xbf16> loc("model.layers.1.self_attn:aten.add.Tensor")
    %e151 = tensor.empty() : tensor<2x1024x2x128xbf16>
    %r152 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg77, %arg78 : tensor<2x1024x2x128xbf16>, tensor<1024x128xbf16>) outs(%e151 : tensor<2x1024x2x128xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "fwd", dimtune.kernel = "aten.mul.Tensor", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.mulf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x2x128xbf16> loc("model.layers.1.self_attn:aten.mul.Tensor")
    %e153 = tensor.empty() : tensor<2x1024x2x64xbf16>
    %r154 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg79 : tensor<2x1024x2x64xbf16>) outs(%e153 : tensor<2x1024x2x64xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "fwd", dimtune.kernel = "aten.neg.default"} {
    ^bb0(%in0: bf16, %out0: bf16):
      %b1 = arith.negf %in0 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x2x64xbf16> loc("model.layers.1.self_attn:aten.neg.default")
    %e155 = tensor.empty() : tensor<2x2x1024x128xbf16>
    %r156 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d2, d1, d4)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d2, d1, d5)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%arg80, %arg81 : tensor<2x1024x2x64xbf16>, tensor<2x1024x2x64xbf16>) outs(%e155 : tensor<2x2x1024x128xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "fwd", dimtune.kernel = "aten.cat.default", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.addf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x2x1024x128xbf16> loc("model.layers.1.self_attn:aten.cat.default")
    %e157 = tensor.empty() : tensor<2x2x1024x128xbf16>
    %r158 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg82, %arg83 : tensor<2x2x1024x128xbf16>, tensor<1024x128xbf16>) outs(%e157 : tensor<2x2x1024x128xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "fwd", dimtune.kernel = "aten.mul.Tensor", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.mulf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x2x1024x128xbf16> loc("model.layers.1.self_attn:aten.mul.Tensor")
    %e159 = tensor.empty() : tensor<2x1024x2x128xbf16>
    %r160 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d2, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg84, %arg85 : tensor<2x1024x2x128xbf16>, tensor<2x2x1024x128xbf16>) outs(%e159 : tensor<2x1024x2x128xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "fwd", dimtune.kernel = "aten.add.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.addf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x2x128xbf16> loc("model.layers.1.self_attn:aten.add.Tensor")
    %e161 = tensor.empty() : tensor<2x2x12x1024x128xbf16>
    %bc162 = linalg.broadcast ins(%arg87 : tensor<2x2x1024x128xbf16>) outs(%e161 : tensor<2x2x12x1024x128xbf16>) dimensions = [2]
    %kv163 = tensor.collapse_shape %bc162 [[0], [1, 2], [3], [4]] : tensor<2x2x12x1024x128xbf16> into tensor<2x24x1024x128xbf16>
    %e164 = tensor.empty() : tensor<2x2x12x1024x128xbf16>
    %bc165 = linalg.broadcast ins(%arg88 : tensor<2x2x1024x128xbf16>) outs(%e164 : tensor<2x2x12x1024x128xbf16>) dimensions = [2]
    %kv166 = tensor.collapse_shape %bc165 [[0], [1, 2], [3], [4]] : tensor<2x2x12x1024x128xbf16> into tensor<2x24x1024x128xbf16>
    %e167 = tensor.empty() : tensor<2x24x1024x1024xbf16>
    %z168 = linalg.fill ins(%c2 : bf16) outs(%e167 : tensor<2x24x1024x1024xbf16>) -> tensor<2x24x1024x1024xbf16>
    %r169 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d3, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]} ins(%arg86, %kv163 : tensor<2x24x1024x128xbf16>, tensor<2x24x1024x128xbf16>) outs(%z168 : tensor<2x24x1024x1024xbf16>) attrs = {dimtune.role = "attn_score", dimtune.pass = "fwd"} {
    ^bb0(%x: bf16, %y: bf16, %acc: bf16):
      %p = arith.mulf %x, %y : bf16
      %s = arith.addf %acc, %p : bf16
      linalg.yield %s : bf16
    } -> tensor<2x24x1024x1024xbf16> loc("model.layers.1.self_attn:scaled_dot_product_attention")
    %e171 = tensor.empty() : tensor<2x24x1024x1024xbf16>
    %m170 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%r169 : tensor<2x24x1024x1024xbf16>) outs(%e171 : tensor<2x24x1024x1024xbf16>) {
    ^bb0(%s: bf16, %o: bf16):
      %i = linalg.index 2 : index
      %j = linalg.index 3 : index
      %future = arith.cmpi ugt, %j, %i : index
      %x = arith.mulf %s, %c3 : bf16
      %y = arith.select %future, %c4, %x : bf16
      linalg.yield %y : bf16
    } -> tensor<2x24x1024x1024xbf16>
    %e173 = tensor.empty() : tensor<2x24x1024x1024xbf16>
    %p172 = linalg.softmax dimension(3) ins(%m170 : tensor<2x24x1024x1024xbf16>) outs(%e173 : tensor<2x24x1024x1024xbf16>) -> tensor<2x24x1024x1024xbf16>
    %e174 = tensor.empty() : tensor<2x24x1024x128xbf16>
    %z175 = linalg.fill ins(%c2 : bf16) outs(%e174 : tensor<2x24x1024x128xbf16>) -> tensor<2x24x1024x128xbf16>
    %r176 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d4, d3)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]} ins(%p172, %kv166 : tensor<2x24x1024x1024xbf16>, tensor<2x24x1024x128xbf16>) outs(%z175 : tensor<2x24x1024x128xbf16>) attrs = {dimtune.role = "attn_context", dimtune.pass = "fwd"} {
    ^bb0(%x: bf16, %y: bf16, %acc: bf16):
      %p = arith.mulf %x, %y : bf16
      %s = arith.addf %acc, %p : bf16
      linalg.yield %s : bf16
    } -> tensor<2x24x1024x128xbf16> loc("model.layers.1.self_attn:scaled_dot_product_attention")
    %e177 = tensor.empty() : tensor<2x24x1024x1024xbf16>
    %z178 = linalg.fill ins(%c2 : bf16) outs(%e177 : tensor<2x24x1024x1024xbf16>) -> tensor<2x24x1024x1024xbf16>
    %r179 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d3, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]} ins(%arg89, %kv166 : tensor<2x24x1024x128xbf16>, tensor<2x24x1024x128xbf16>) outs(%z178 : tensor<2x24x1024x1024xbf16>) attrs = {dimtune.role = "attn_context", dimtune.pass = "dgrad"} {
    ^bb0(%x: bf16, %y: bf16, %acc: bf16):
      %p = arith.mulf %x, %y : bf16
      %s = arith.addf %acc, %p : bf16
      linalg.yield %s : bf16
    } -> tensor<2x24x1024x1024xbf16> loc("model.layers.1.self_attn:scaled_dot_product_attention")
    %e180 = tensor.empty() : tensor<2x24x1024x128xbf16>
    %z181 = linalg.fill ins(%c2 : bf16) outs(%e180 : tensor<2x24x1024x128xbf16>) -> tensor<2x24x1024x128xbf16>
    %r182 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d4, d2)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d4, d3)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]} ins(%p172, %arg89 : tensor<2x24x1024x1024xbf16>, tensor<2x24x1024x128xbf16>) outs(%z181 : tensor<2x24x1024x128xbf16>) attrs = {dimtune.role = "attn_context", dimtune.pass = "wgrad"} {
    ^bb0(%x: bf16, %y: bf16, %acc: bf16):
      %p = arith.mulf %x, %y : bf16
      %s = arith.addf %acc, %p : bf16
      linalg.yield %s : bf16
    } -> tensor<2x24x1024x128xbf16> loc("model.layers.1.self_attn:scaled_dot_product_attention")
    %e183 = tensor.empty() : tensor<2x24x1024xbf16>
    %z184 = linalg.fill ins(%c2 : bf16) outs(%e183 : tensor<2x24x1024xbf16>) -> tensor<2x24x1024xbf16>
    %rs185 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%p172, %r179 : tensor<2x24x1024x1024xbf16>, tensor<2x24x1024x1024xbf16>) outs(%z184 : tensor<2x24x1024xbf16>) {
    ^bb0(%p: bf16, %dp: bf16, %acc: bf16):
      %x = arith.mulf %p, %dp : bf16
      %s = arith.addf %acc, %x : bf16
      linalg.yield %s : bf16
    } -> tensor<2x24x1024xbf16>
    %e187 = tensor.empty() : tensor<2x24x1024x1024xbf16>
    %ds186 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%p172, %r179, %rs185 : tensor<2x24x1024x1024xbf16>, tensor<2x24x1024x1024xbf16>, tensor<2x24x1024xbf16>) outs(%e187 : tensor<2x24x1024x1024xbf16>) {
    ^bb0(%p: bf16, %dp: bf16, %r: bf16, %o: bf16):
      %d = arith.subf %dp, %r : bf16
      %x = arith.mulf %p, %d : bf16
      %y = arith.mulf %x, %c3 : bf16
      linalg.yield %y : bf16
    } -> tensor<2x24x1024x1024xbf16>
    %e188 = tensor.empty() : tensor<2x24x1024x128xbf16>
    %z189 = linalg.fill ins(%c2 : bf16) outs(%e188 : tensor<2x24x1024x128xbf16>) -> tensor<2x24x1024x128xbf16>
    %r190 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d4, d3)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]} ins(%ds186, %kv163 : tensor<2x24x1024x1024xbf16>, tensor<2x24x1024x128xbf16>) outs(%z189 : tensor<2x24x1024x128xbf16>) attrs = {dimtune.role = "attn_score", dimtune.pass = "dgrad"} {
    ^bb0(%x: bf16, %y: bf16, %acc: bf16):
      %p = arith.mulf %x, %y : bf16
      %s = arith.addf %acc, %p : bf16
      linalg.yield %s : bf16
    } -> tensor<2x24x1024x128xbf16> loc("model.layers.1.self_attn:scaled_dot_product_attention")
    %e191 = tensor.empty() : tensor<2x24x1024x128xbf16>
    %z192 = linalg.fill ins(%c2 : bf16) outs(%e191 : tensor<2x24x1024x128xbf16>) -> tensor<2x24x1024x128xbf16>
    %r193 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d4, d2)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d4, d3)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]} ins(%ds186, %arg86 : tensor<2x24x1024x1024xbf16>, tensor<2x24x1024x128xbf16>) outs(%z192 : tensor<2x24x1024x128xbf16>) attrs = {dimtune.role = "attn_score", dimtune.pass = "wgrad"} {
    ^bb0(%x: bf16, %y: bf16, %acc: bf16):
      %p = arith.mulf %x, %y : bf16
      %s = arith.addf %acc, %p : bf16
      linalg.yield %s : bf16
    } -> tensor<2x24x1024x128xbf16> loc("model.layers.1.self_attn:scaled_dot_product_attention")
    %g194 = tensor.expand_shape %r193 [[0], [1, 2], [3], [4]] output_shape [2, 2, 12, 1024, 128] : tensor<2x24x1024x128xbf16> into tensor<2x2x12x1024x128xbf16>
    %e195 = tensor.empty() : tensor<2x2x1024x128xbf16>
    %z196 = linalg.fill ins(%c2 : bf16) outs(%e195 : tensor<2x2x1024x128xbf16>) -> tensor<2x2x1024x128xbf16>
    %gs197 = linalg.reduce ins(%g194 : tensor<2x2x12x1024x128xbf16>) outs(%z196 : tensor<2x2x1024x128xbf16>) dimensions = [2]
      (%x: bf16, %acc: bf16) {
        %s = arith.addf %x, %acc : bf16
        linalg.yield %s : bf16
      }
    %g198 = tensor.expand_shape %r182 [[0], [1, 2], [3], [4]] output_shape [2, 2, 12, 1024, 128] : tensor<2x24x1024x128xbf16> into tensor<2x2x12x1024x128xbf16>
    %e199 = tensor.empty() : tensor<2x2x1024x128xbf16>
    %z200 = linalg.fill ins(%c2 : bf16) outs(%e199 : tensor<2x2x1024x128xbf16>) -> tensor<2x2x1024x128xbf16>
    %gs201 = linalg.reduce ins(%g198 : tensor<2x2x12x1024x128xbf16>) outs(%z200 : tensor<2x2x1024x128xbf16>) dimensions = [2]
      (%x: bf16, %acc: bf16) {
        %s = arith.addf %x, %acc : bf16
        linalg.yield %s : bf16
      }
    %e202 = tensor.empty() : tensor<2048x3072xbf16>
    %z203 = linalg.fill ins(%c2 : bf16) outs(%e202 : tensor<2048x3072xbf16>) -> tensor<2048x3072xbf16>
    %r204 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (n, k)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg90, %arg91 : tensor<2048x3072xbf16>, tensor<3072x3072xbf16>) outs(%z203 : tensor<2048x3072xbf16>) {dimtune.role = "attn_out", dimtune.pass = "fwd"} -> tensor<2048x3072xbf16> loc("model.layers.1.self_attn.o_proj:aten.addmm.default")
    %e205 = tensor.empty() : tensor<2x1024x3072xbf16>
    %r206 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg92, %arg93 : tensor<2x1024x3072xbf16>, tensor<2x1024x3072xbf16>) outs(%e205 : tensor<2x1024x3072xbf16>) attrs = {dimtune.role = "residual", dimtune.pass = "fwd", dimtune.kernel = "aten.add.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.addf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x3072xbf16> loc("model.layers.1:aten.add.Tensor")
    %e207 = tensor.empty() : tensor<2x1024x3072xbf16>
    %z208 = linalg.fill ins(%c2 : bf16) outs(%e207 : tensor<2x1024x3072xbf16>) -> tensor<2x1024x3072xbf16>
    %e209 = tensor.empty() : tensor<2x1024xf32>
    %z210 = linalg.fill ins(%c1 : f32) outs(%e209 : tensor<2x1024xf32>) -> tensor<2x1024xf32>
    %e211 = tensor.empty() : tensor<2x1024xf32>
    %z212 = linalg.fill ins(%c1 : f32) outs(%e211 : tensor<2x1024xf32>) -> tensor<2x1024xf32>
    %r213:3 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%arg94, %arg95, %arg96 : tensor<2x1024x3072xbf16>, tensor<3072xbf16>, tensor<3072xbf16>) outs(%z208, %z210, %z212 : tensor<2x1024x3072xbf16>, tensor<2x1024xf32>, tensor<2x1024xf32>) attrs = {dimtune.role = "post_attention_norm", dimtune.pass = "fwd", dimtune.kernel = "aten.native_layer_norm.default", dimtune.row_kernel} {
    ^bb0(%in0: bf16, %in1: bf16, %in2: bf16, %out0: bf16, %out1: f32, %out2: f32):
      %b1 = arith.addf %in0, %in1 : bf16
      %b2 = arith.addf %b1, %in2 : bf16
      %b3 = arith.addf %out0, %b2 : bf16
      %b4 = arith.extf %b2 : bf16 to f32
      %b5 = arith.addf %out1, %b4 : f32
      %b6 = arith.extf %b2 : bf16 to f32
      %b7 = arith.addf %out2, %b6 : f32
      linalg.yield %b3, %b5, %b7 : bf16, f32, f32
    } -> (tensor<2x1024x3072xbf16>, tensor<2x1024xf32>, tensor<2x1024xf32>) loc("model.layers.1.post_attention_layernorm:aten.native_layer_norm.default")
    %e214 = tensor.empty() : tensor<2048x12288xbf16>
    %z215 = linalg.fill ins(%c2 : bf16) outs(%e214 : tensor<2048x12288xbf16>) -> tensor<2048x12288xbf16>
    %r216 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (n, k)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg97, %arg98 : tensor<2048x3072xbf16>, tensor<12288x3072xbf16>) outs(%z215 : tensor<2048x12288xbf16>) {dimtune.role = "mlp_up", dimtune.pass = "fwd"} -> tensor<2048x12288xbf16> loc("model.layers.1.mlp.c_fc:aten.addmm.default")
    %e217 = tensor.empty() : tensor<2x1024x12288xbf16>
    %r218 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg99 : tensor<2x1024x12288xbf16>) outs(%e217 : tensor<2x1024x12288xbf16>) attrs = {dimtune.role = "activation", dimtune.pass = "fwd", dimtune.kernel = "aten.gelu.default"} {
    ^bb0(%in0: bf16, %out0: bf16):
      linalg.yield %in0 : bf16
    } -> tensor<2x1024x12288xbf16> loc("model.layers.1.mlp.act:aten.gelu.default")
    %e219 = tensor.empty() : tensor<2048x3072xbf16>
    %z220 = linalg.fill ins(%c2 : bf16) outs(%e219 : tensor<2048x3072xbf16>) -> tensor<2048x3072xbf16>
    %r221 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (n, k)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg100, %arg101 : tensor<2048x12288xbf16>, tensor<3072x12288xbf16>) outs(%z220 : tensor<2048x3072xbf16>) {dimtune.role = "mlp_down", dimtune.pass = "fwd"} -> tensor<2048x3072xbf16> loc("model.layers.1.mlp.c_proj:aten.addmm.default")
    %e222 = tensor.empty() : tensor<2x1024x3072xbf16>
    %r223 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg102, %arg103 : tensor<2x1024x3072xbf16>, tensor<2x1024x3072xbf16>) outs(%e222 : tensor<2x1024x3072xbf16>) attrs = {dimtune.role = "residual", dimtune.pass = "fwd", dimtune.kernel = "aten.add.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.addf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x3072xbf16> loc("model.layers.1:aten.add.Tensor")
    %e224 = tensor.empty() : tensor<2x1024x3072xbf16>
    %z225 = linalg.fill ins(%c2 : bf16) outs(%e224 : tensor<2x1024x3072xbf16>) -> tensor<2x1024x3072xbf16>
    %e226 = tensor.empty() : tensor<2x1024xf32>
    %z227 = linalg.fill ins(%c1 : f32) outs(%e226 : tensor<2x1024xf32>) -> tensor<2x1024xf32>
    %e228 = tensor.empty() : tensor<2x1024xf32>
    %z229 = linalg.fill ins(%c1 : f32) outs(%e228 : tensor<2x1024xf32>) -> tensor<2x1024xf32>
    %r230:3 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%arg104, %arg105, %arg106 : tensor<2x1024x3072xbf16>, tensor<3072xbf16>, tensor<3072xbf16>) outs(%z225, %z227, %z229 : tensor<2x1024x3072xbf16>, tensor<2x1024xf32>, tensor<2x1024xf32>) attrs = {dimtune.role = "final_norm", dimtune.pass = "fwd", dimtune.kernel = "aten.native_layer_norm.default", dimtune.row_kernel} {
    ^bb0(%in0: bf16, %in1: bf16, %in2: bf16, %out0: bf16, %out1: f32, %out2: f32):
      %b1 = arith.addf %in0, %in1 : bf16
      %b2 = arith.addf %b1, %in2 : bf16
      %b3 = arith.addf %out0, %b2 : bf16
      %b4 = arith.extf %b2 : bf16 to f32
      %b5 = arith.addf %out1, %b4 : f32
      %b6 = arith.extf %b2 : bf16 to f32
      %b7 = arith.addf %out2, %b6 : f32
      linalg.yield %b3, %b5, %b7 : bf16, f32, f32
    } -> (tensor<2x1024x3072xbf16>, tensor<2x1024xf32>, tensor<2x1024xf32>) loc("model.norm:aten.native_layer_norm.default")
    %e231 = tensor.empty() : tensor<2048x49152xbf16>
    %z232 = linalg.fill ins(%c2 : bf16) outs(%e231 : tensor<2048x49152xbf16>) -> tensor<2048x49152xbf16>
    %r233 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (n, k)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg107, %arg108 : tensor<2048x3072xbf16>, tensor<49152x3072xbf16>) outs(%z232 : tensor<2048x49152xbf16>) {dimtune.role = "lm_head", dimtune.pass = "fwd"} -> tensor<2048x49152xbf16> loc("lm_head:aten.mm.default")
    %e234 = tensor.empty() : tensor<2x1024x49152xf32>
    %r235 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg109 : tensor<2x1024x49152xbf16>) outs(%e234 : tensor<2x1024x49152xf32>) attrs = {dimtune.pass = "fwd", dimtune.kernel = "aten._to_copy.default", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %out0: f32):
      %b1 = arith.extf %in0 : bf16 to f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024x49152xf32> loc("aten._to_copy.default")
    %e236 = tensor.empty() : tensor<2x1025xi64>
    %r237 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg110 : tensor<2x1024xi64>) outs(%e236 : tensor<2x1025xi64>) attrs = {dimtune.pass = "fwd", dimtune.kernel = "aten.constant_pad_nd.default", dimtune.unvectorized} {
    ^bb0(%in0: i64, %out0: i64):
      linalg.yield %in0 : i64
    } -> tensor<2x1025xi64> loc("aten.constant_pad_nd.default")
    %e238 = tensor.empty() : tensor<2x1024xi64>
    %r239 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg111 : tensor<2x1024xi64>) outs(%e238 : tensor<2x1024xi64>) attrs = {dimtune.pass = "fwd", dimtune.kernel = "aten.clone.default"} {
    ^bb0(%in0: i64, %out0: i64):
      linalg.yield %in0 : i64
    } -> tensor<2x1024xi64> loc("aten.clone.default")
    %e240 = tensor.empty() : tensor<2048x49152xf32>
    %z241 = linalg.fill ins(%c1 : f32) outs(%e240 : tensor<2048x49152xf32>) -> tensor<2048x49152xf32>
    %r242 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "reduction"]} ins(%arg112 : tensor<2048x49152xf32>) outs(%z241 : tensor<2048x49152xf32>) attrs = {dimtune.role = "loss", dimtune.pass = "fwd", dimtune.kernel = "aten._log_softmax.default", dimtune.row_kernel} {
    ^bb0(%in0: f32, %out0: f32):
      %b1 = arith.addf %out0, %in0 : f32
      linalg.yield %b1 : f32
    } -> tensor<2048x49152xf32> loc("aten._log_softmax.default")
    %e243 = tensor.empty() : tensor<f32>
    %z244 = linalg.fill ins(%c1 : f32) outs(%e243 : tensor<f32>) -> tensor<f32>
    %e245 = tensor.empty() : tensor<f32>
    %z246 = linalg.fill ins(%c1 : f32) outs(%e245 : tensor<f32>) -> tensor<f32>
    %r247:2 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> ()>, affine_map<(d0) -> ()>], iterator_types = ["reduction"]} ins(%arg113 : tensor<2048xi64>) outs(%z244, %z246 : tensor<f32>, tensor<f32>) attrs = {dimtune.role = "loss", dimtune.pass = "fwd", dimtune.kernel = "aten.nll_loss_forward.default"} {
    ^bb0(%in0: i64, %out0: f32, %out1: f32):
      %b1 = arith.sitofp %in0 : i64 to f32
      %b2 = arith.addf %out0, %b1 : f32
      %b3 = arith.addf %out1, %b1 : f32
      linalg.yield %b2, %b3 : f32, f32
    } -> (tensor<f32>, tensor<f32>) loc("aten.nll_loss_forward.default")
    %e248 = tensor.empty() : tensor<2048x49152xf32>
    %r249 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> ()>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> ()>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg114, %arg115, %arg116 : tensor<f32>, tensor<2048xi64>, tensor<f32>) outs(%e248 : tensor<2048x49152xf32>) attrs = {dimtune.role = "loss", dimtune.pass = "bwd", dimtune.kernel = "aten.nll_loss_backward.default", dimtune.unvectorized} {
    ^bb0(%in0: f32, %in1: i64, %in2: f32, %out0: f32):
      %b1 = arith.sitofp %in1 : i64 to f32
      %b2 = arith.addf %in0, %b1 : f32
      %b3 = arith.addf %b2, %in2 : f32
      linalg.yield %b3 : f32
    } -> tensor<2048x49152xf32> loc("aten.nll_loss_backward.default")
    %e250 = tensor.empty() : tensor<2048x49152xf32>
    %z251 = linalg.fill ins(%c1 : f32) outs(%e250 : tensor<2048x49152xf32>) -> tensor<2048x49152xf32>
    %r252 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "reduction"]} ins(%arg117, %arg118 : tensor<2048x49152xf32>, tensor<2048x49152xf32>) outs(%z251 : tensor<2048x49152xf32>) attrs = {dimtune.role = "loss", dimtune.pass = "bwd", dimtune.kernel = "aten._log_softmax_backward_data.default", dimtune.row_kernel} {
    ^bb0(%in0: f32, %in1: f32, %out0: f32):
      %b1 = arith.addf %in0, %in1 : f32
      %b2 = arith.addf %out0, %b1 : f32
      linalg.yield %b2 : f32
    } -> tensor<2048x49152xf32> loc("aten._log_softmax_backward_data.default")
    %e253 = tensor.empty() : tensor<2x1024x49152xbf16>
    %r254 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg119 : tensor<2x1024x49152xf32>) outs(%e253 : tensor<2x1024x49152xbf16>) attrs = {dimtune.pass = "bwd", dimtune.kernel = "aten._to_copy.default"} {
    ^bb0(%in0: f32, %out0: bf16):
      %b1 = arith.truncf %in0 : f32 to bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x49152xbf16> loc("aten._to_copy.default")
    %e255 = tensor.empty() : tensor<49152x3072xbf16>
    %z256 = linalg.fill ins(%c2 : bf16) outs(%e255 : tensor<49152x3072xbf16>) -> tensor<49152x3072xbf16>
    %r257 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (k, m)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg120, %arg121 : tensor<2048x49152xbf16>, tensor<2048x3072xbf16>) outs(%z256 : tensor<49152x3072xbf16>) {dimtune.role = "lm_head", dimtune.pass = "wgrad"} -> tensor<49152x3072xbf16> loc("lm_head:aten.mm.default")
    %e258 = tensor.empty() : tensor<2048x3072xbf16>
    %z259 = linalg.fill ins(%c2 : bf16) outs(%e258 : tensor<2048x3072xbf16>) -> tensor<2048x3072xbf16>
    %r260 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg122, %arg123 : tensor<2048x49152xbf16>, tensor<49152x3072xbf16>) outs(%z259 : tensor<2048x3072xbf16>) {dimtune.role = "lm_head", dimtune.pass = "dgrad"} -> tensor<2048x3072xbf16> loc("lm_head:aten.mm.default")
    %e261 = tensor.empty() : tensor<2x1024x3072xbf16>
    %z262 = linalg.fill ins(%c2 : bf16) outs(%e261 : tensor<2x1024x3072xbf16>) -> tensor<2x1024x3072xbf16>
    %r263 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%arg124, %arg125, %arg126, %arg127, %arg128 : tensor<2x1024x3072xbf16>, tensor<2x1024x3072xbf16>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<3072xbf16>) outs(%z262 : tensor<2x1024x3072xbf16>) attrs = {dimtune.role = "final_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.native_layer_norm_backward.default:grad_input", dimtune.row_kernel} {
    ^bb0(%in0: bf16, %in1: bf16, %in2: f32, %in3: f32, %in4: bf16, %out0: bf16):
      %b1 = arith.truncf %in2 : f32 to bf16
      %b2 = arith.truncf %in3 : f32 to bf16
      %b3 = arith.addf %in0, %in1 : bf16
      %b4 = arith.addf %b3, %b1 : bf16
      %b5 = arith.addf %b4, %b2 : bf16
      %b6 = arith.addf %b5, %in4 : bf16
      %b7 = arith.addf %out0, %b6 : bf16
      linalg.yield %b7 : bf16
    } -> tensor<2x1024x3072xbf16> loc("model.norm:aten.native_layer_norm_backward.default")
    %e264 = tensor.empty() : tensor<3072xbf16>
    %z265 = linalg.fill ins(%c2 : bf16) outs(%e264 : tensor<3072xbf16>) -> tensor<3072xbf16>
    %e266 = tensor.empty() : tensor<3072xbf16>
    %z267 = linalg.fill ins(%c2 : bf16) outs(%e266 : tensor<3072xbf16>) -> tensor<3072xbf16>
    %r268:2 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d2)>], iterator_types = ["reduction", "reduction", "parallel"]} ins(%arg129, %arg130, %arg131, %arg132 : tensor<2x1024x3072xbf16>, tensor<2x1024x3072xbf16>, tensor<2x1024xf32>, tensor<2x1024xf32>) outs(%z265, %z267 : tensor<3072xbf16>, tensor<3072xbf16>) attrs = {dimtune.role = "final_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.native_layer_norm_backward.default:weight_grad"} {
    ^bb0(%in0: bf16, %in1: bf16, %in2: f32, %in3: f32, %out0: bf16, %out1: bf16):
      %b1 = arith.truncf %in2 : f32 to bf16
      %b2 = arith.truncf %in3 : f32 to bf16
      %b3 = arith.addf %in0, %in1 : bf16
      %b4 = arith.addf %b3, %b1 : bf16
      %b5 = arith.addf %b4, %b2 : bf16
      %b6 = arith.addf %out0, %b5 : bf16
      %b7 = arith.addf %out1, %b5 : bf16
      linalg.yield %b6, %b7 : bf16, bf16
    } -> (tensor<3072xbf16>, tensor<3072xbf16>) loc("model.norm:aten.native_layer_norm_backward.default")
    %e269 = tensor.empty() : tensor<2048x12288xbf16>
    %z270 = linalg.fill ins(%c2 : bf16) outs(%e269 : tensor<2048x12288xbf16>) -> tensor<2048x12288xbf16>
    %r271 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg133, %arg134 : tensor<2048x3072xbf16>, tensor<3072x12288xbf16>) outs(%z270 : tensor<2048x12288xbf16>) {dimtune.role = "mlp_down", dimtune.pass = "dgrad"} -> tensor<2048x12288xbf16> loc("model.layers.1.mlp.c_proj:aten.mm.default")
    %e272 = tensor.empty() : tensor<3072x12288xbf16>
    %z273 = linalg.fill ins(%c2 : bf16) outs(%e272 : tensor<3072x12288xbf16>) -> tensor<3072x12288xbf16>
    %r274 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (k, m)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg135, %arg136 : tensor<2048x3072xbf16>, tensor<2048x12288xbf16>) outs(%z273 : tensor<3072x12288xbf16>) {dimtune.role = "mlp_down", dimtune.pass = "wgrad"} -> tensor<3072x12288xbf16> loc("model.layers.1.mlp.c_proj:aten.mm.default")
    %e275 = tensor.empty() : tensor<3072xbf16>
    %z276 = linalg.fill ins(%c2 : bf16) outs(%e275 : tensor<3072xbf16>) -> tensor<3072xbf16>
    %r277 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>], iterator_types = ["reduction", "parallel"]} ins(%arg137 : tensor<2048x3072xbf16>) outs(%z276 : tensor<3072xbf16>) attrs = {dimtune.role = "mlp_down", dimtune.pass = "bwd", dimtune.kernel = "aten.sum.dim_IntList"} {
    ^bb0(%in0: bf16, %out0: bf16):
      %b1 = arith.addf %out0, %in0 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<3072xbf16> loc("model.layers.1.mlp.c_proj:aten.sum.dim_IntList")
    %e278 = tensor.empty() : tensor<2x1024x12288xbf16>
    %r279 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg138, %arg139 : tensor<2x1024x12288xbf16>, tensor<2x1024x12288xbf16>) outs(%e278 : tensor<2x1024x12288xbf16>) attrs = {dimtune.role = "activation", dimtune.pass = "bwd", dimtune.kernel = "aten.gelu_backward.default"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.addf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x12288xbf16> loc("model.layers.1.mlp.act:aten.gelu_backward.default")
    %e280 = tensor.empty() : tensor<2048x3072xbf16>
    %z281 = linalg.fill ins(%c2 : bf16) outs(%e280 : tensor<2048x3072xbf16>) -> tensor<2048x3072xbf16>
    %r282 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg140, %arg141 : tensor<2048x12288xbf16>, tensor<12288x3072xbf16>) outs(%z281 : tensor<2048x3072xbf16>) {dimtune.role = "mlp_up", dimtune.pass = "dgrad"} -> tensor<2048x3072xbf16> loc("model.layers.1.mlp.c_fc:aten.mm.default")
    %e283 = tensor.empty() : tensor<12288x3072xbf16>
    %z284 = linalg.fill ins(%c2 : bf16) outs(%e283 : tensor<12288x3072xbf16>) -> tensor<12288x3072xbf16>
    %r285 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (k, m)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg142, %arg143 : tensor<2048x12288xbf16>, tensor<2048x3072xbf16>) outs(%z284 : tensor<12288x3072xbf16>) {dimtune.role = "mlp_up", dimtune.pass = "wgrad"} -> tensor<12288x3072xbf16> loc("model.layers.1.mlp.c_fc:aten.mm.default")
    %e286 = tensor.empty() : tensor<12288xbf16>
    %z287 = linalg.fill ins(%c2 : bf16) outs(%e286 : tensor<12288xbf16>) -> tensor<12288xbf16>
    %r288 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>], iterator_types = ["reduction", "parallel"]} ins(%arg144 : tensor<2048x12288xbf16>) outs(%z287 : tensor<12288xbf16>) attrs = {dimtune.role = "mlp_up", dimtune.pass = "bwd", dimtune.kernel = "aten.sum.dim_IntList"} {
    ^bb0(%in0: bf16, %out0: bf16):
      %b1 = arith.addf %out0, %in0 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<12288xbf16> loc("model.layers.1.mlp.c_fc:aten.sum.dim_IntList")
    %e289 = tensor.empty() : tensor<2x1024x3072xbf16>
    %z290 = linalg.fill ins(%c2 : bf16) outs(%e289 : tensor<2x1024x3072xbf16>) -> tensor<2x1024x3072xbf16>
    %r291 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%arg145, %arg146, %arg147, %arg148, %arg149 : tensor<2x1024x3072xbf16>, tensor<2x1024x3072xbf16>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<3072xbf16>) outs(%z290 : tensor<2x1024x3072xbf16>) attrs = {dimtune.role = "post_attention_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.native_layer_norm_backward.default:grad_input", dimtune.row_kernel} {
    ^bb0(%in0: bf16, %in1: bf16, %in2: f32, %in3: f32, %in4: bf16, %out0: bf16):
      %b1 = arith.truncf %in2 : f32 to bf16
      %b2 = arith.truncf %in3 : f32 to bf16
      %b3 = arith.addf %in0, %in1 : bf16
      %b4 = arith.addf %b3, %b1 : bf16
      %b5 = arith.addf %b4, %b2 : bf16
      %b6 = arith.addf %b5, %in4 : bf16
      %b7 = arith.addf %out0, %b6 : bf16
      linalg.yield %b7 : bf16
    } -> tensor<2x1024x3072xbf16> loc("model.layers.1.post_attention_layernorm:aten.native_layer_norm_backward.default")
    %e292 = tensor.empty() : tensor<3072xbf16>
    %z293 = linalg.fill ins(%c2 : bf16) outs(%e292 : tensor<3072xbf16>) -> tensor<3072xbf16>
    %e294 = tensor.empty() : tensor<3072xbf16>
    %z295 = linalg.fill ins(%c2 : bf16) outs(%e294 : tensor<3072xbf16>) -> tensor<3072xbf16>
    %r296:2 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d2)>], iterator_types = ["reduction", "reduction", "parallel"]} ins(%arg150, %arg151, %arg152, %arg153 : tensor<2x1024x3072xbf16>, tensor<2x1024x3072xbf16>, tensor<2x1024xf32>, tensor<2x1024xf32>) outs(%z293, %z295 : tensor<3072xbf16>, tensor<3072xbf16>) attrs = {dimtune.role = "post_attention_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.native_layer_norm_backward.default:weight_grad"} {
    ^bb0(%in0: bf16, %in1: bf16, %in2: f32, %in3: f32, %out0: bf16, %out1: bf16):
      %b1 = arith.truncf %in2 : f32 to bf16
      %b2 = arith.truncf %in3 : f32 to bf16
      %b3 = arith.addf %in0, %in1 : bf16
      %b4 = arith.addf %b3, %b1 : bf16
      %b5 = arith.addf %b4, %b2 : bf16
      %b6 = arith.addf %out0, %b5 : bf16
      %b7 = arith.addf %out1, %b5 : bf16
      linalg.yield %b6, %b7 : bf16, bf16
    } -> (tensor<3072xbf16>, tensor<3072xbf16>) loc("model.layers.1.post_attention_layernorm:aten.native_layer_norm_backward.default")
    %e297 = tensor.empty() : tensor<2x1024x3072xbf16>
    %r298 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg154, %arg155 : tensor<2x1024x3072xbf16>, tensor<2x1024x3072xbf16>) outs(%e297 : tensor<2x1024x3072xbf16>) attrs = {dimtune.role = "post_attention_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.add.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.addf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x3072xbf16> loc("model.layers.1.post_attention_layernorm:aten.add.Tensor")
    %e299 = tensor.empty() : tensor<2048x3072xbf16>
    %z300 = linalg.fill ins(%c2 : bf16) outs(%e299 : tensor<2048x3072xbf16>) -> tensor<2048x3072xbf16>
    %r301 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg156, %arg157 : tensor<2048x3072xbf16>, tensor<3072x3072xbf16>) outs(%z300 : tensor<2048x3072xbf16>) {dimtune.role = "attn_out", dimtune.pass = "dgrad"} -> tensor<2048x3072xbf16> loc("model.layers.1.self_attn.o_proj:aten.mm.default")
    %e302 = tensor.empty() : tensor<3072x3072xbf16>
    %z303 = linalg.fill ins(%c2 : bf16) outs(%e302 : tensor<3072x3072xbf16>) -> tensor<3072x3072xbf16>
    %r304 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (k, m)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg158, %arg159 : tensor<2048x3072xbf16>, tensor<2048x3072xbf16>) outs(%z303 : tensor<3072x3072xbf16>) {dimtune.role = "attn_out", dimtune.pass = "wgrad"} -> tensor<3072x3072xbf16> loc("model.layers.1.self_attn.o_proj:aten.mm.default")
    %e305 = tensor.empty() : tensor<3072xbf16>
    %z306 = linalg.fill ins(%c2 : bf16) outs(%e305 : tensor<3072xbf16>) -> tensor<3072xbf16>
    %r307 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>], iterator_types = ["reduction", "parallel"]} ins(%arg160 : tensor<2048x3072xbf16>) outs(%z306 : tensor<3072xbf16>) attrs = {dimtune.role = "attn_out", dimtune.pass = "bwd", dimtune.kernel = "aten.sum.dim_IntList"} {
    ^bb0(%in0: bf16, %out0: bf16):
      %b1 = arith.addf %out0, %in0 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<3072xbf16> loc("model.layers.1.self_attn.o_proj:aten.sum.dim_IntList")
    %e308 = tensor.empty() : tensor<2x1024x2x128xbf16>
    %r309 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg161, %arg162 : tensor<2x1024x2x128xbf16>, tensor<1024x128xbf16>) outs(%e308 : tensor<2x1024x2x128xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Tensor", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.mulf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x2x128xbf16> loc("model.layers.1.self_attn:aten.mul.Tensor")
    %e310 = tensor.empty() : tensor<2x1024x2x64xbf16>
    %r311 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg163 : tensor<2x1024x2x64xbf16>) outs(%e310 : tensor<2x1024x2x64xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.neg.default"} {
    ^bb0(%in0: bf16, %out0: bf16):
      %b1 = arith.negf %in0 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x2x64xbf16> loc("model.layers.1.self_attn:aten.neg.default")
    %e312 = tensor.empty() : tensor<2x2x1024x128xbf16>
    %r313 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d2, d1, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%arg164 : tensor<2x1024x2x64xbf16>) outs(%e312 : tensor<2x2x1024x128xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.slice_backward.default", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %out0: bf16):
      linalg.yield %in0 : bf16
    } -> tensor<2x2x1024x128xbf16> loc("model.layers.1.self_attn:aten.slice_backward.default")
    %e314 = tensor.empty() : tensor<2x2x1024x128xbf16>
    %r315 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d2, d1, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%arg165 : tensor<2x1024x2x64xbf16>) outs(%e314 : tensor<2x2x1024x128xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.slice_backward.default", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %out0: bf16):
      linalg.yield %in0 : bf16
    } -> tensor<2x2x1024x128xbf16> loc("model.layers.1.self_attn:aten.slice_backward.default")
    %e316 = tensor.empty() : tensor<2x2x1024x128xbf16>
    %r317 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg166, %arg167 : tensor<2x2x1024x128xbf16>, tensor<2x2x1024x128xbf16>) outs(%e316 : tensor<2x2x1024x128xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.add.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.addf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x2x1024x128xbf16> loc("model.layers.1.self_attn:aten.add.Tensor")
    %e318 = tensor.empty() : tensor<2x1024x2x128xbf16>
    %r319 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg168, %arg169 : tensor<2x1024x2x128xbf16>, tensor<1024x128xbf16>) outs(%e318 : tensor<2x1024x2x128xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Tensor", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.mulf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x2x128xbf16> loc("model.layers.1.self_attn:aten.mul.Tensor")
    %e320 = tensor.empty() : tensor<2x2x1024x128xbf16>
    %r321 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d2, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg170, %arg171 : tensor<2x2x1024x128xbf16>, tensor<2x1024x2x128xbf16>) outs(%e320 : tensor<2x2x1024x128xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.add.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.addf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x2x1024x128xbf16> loc("model.layers.1.self_attn:aten.add.Tensor")
    %e322 = tensor.empty() : tensor<2x1024x24x128xbf16>
    %r323 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg172, %arg173 : tensor<2x1024x24x128xbf16>, tensor<1024x128xbf16>) outs(%e322 : tensor<2x1024x24x128xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Tensor", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.mulf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x24x128xbf16> loc("model.layers.1.self_attn:aten.mul.Tensor")
    %e324 = tensor.empty() : tensor<2x1024x24x64xbf16>
    %r325 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg174 : tensor<2x1024x24x64xbf16>) outs(%e324 : tensor<2x1024x24x64xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.neg.default"} {
    ^bb0(%in0: bf16, %out0: bf16):
      %b1 = arith.negf %in0 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x24x64xbf16> loc("model.layers.1.self_attn:aten.neg.default")
    %e326 = tensor.empty() : tensor<2x24x1024x128xbf16>
    %r327 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d2, d1, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%arg175 : tensor<2x1024x24x64xbf16>) outs(%e326 : tensor<2x24x1024x128xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.slice_backward.default", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %out0: bf16):
      linalg.yield %in0 : bf16
    } -> tensor<2x24x1024x128xbf16> loc("model.layers.1.self_attn:aten.slice_backward.default")
    %e328 = tensor.empty() : tensor<2x24x1024x128xbf16>
    %r329 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d2, d1, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%arg176 : tensor<2x1024x24x64xbf16>) outs(%e328 : tensor<2x24x1024x128xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.slice_backward.default", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %out0: bf16):
      linalg.yield %in0 : bf16
    } -> tensor<2x24x1024x128xbf16> loc("model.layers.1.self_attn:aten.slice_backward.default")
    %e330 = tensor.empty() : tensor<2x24x1024x128xbf16>
    %r331 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg177, %arg178 : tensor<2x24x1024x128xbf16>, tensor<2x24x1024x128xbf16>) outs(%e330 : tensor<2x24x1024x128xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.add.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.addf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x24x1024x128xbf16> loc("model.layers.1.self_attn:aten.add.Tensor")
    %e332 = tensor.empty() : tensor<2x1024x24x128xbf16>
    %r333 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg179, %arg180 : tensor<2x1024x24x128xbf16>, tensor<1024x128xbf16>) outs(%e332 : tensor<2x1024x24x128xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Tensor", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.mulf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x24x128xbf16> loc("model.layers.1.self_attn:aten.mul.Tensor")
    %e334 = tensor.empty() : tensor<2x24x1024x128xbf16>
    %r335 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d2, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg181, %arg182 : tensor<2x24x1024x128xbf16>, tensor<2x1024x24x128xbf16>) outs(%e334 : tensor<2x24x1024x128xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.add.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.addf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x24x1024x128xbf16> loc("model.layers.1.self_attn:aten.add.Tensor")
    %e336 = tensor.empty() : tensor<2048x3072xbf16>
    %z337 = linalg.fill ins(%c2 : bf16) outs(%e336 : tensor<2048x3072xbf16>) -> tensor<2048x3072xbf16>
    %r338 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg183, %arg184 : tensor<2048x256xbf16>, tensor<256x3072xbf16>) outs(%z337 : tensor<2048x3072xbf16>) {dimtune.role = "v", dimtune.pass = "dgrad"} -> tensor<2048x3072xbf16> loc("model.layers.1.self_attn.v_proj:aten.mm.default")
    %e339 = tensor.empty() : tensor<256x3072xbf16>
    %z340 = linalg.fill ins(%c2 : bf16) outs(%e339 : tensor<256x3072xbf16>) -> tensor<256x3072xbf16>
    %r341 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (k, m)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg185, %arg186 : tensor<2048x256xbf16>, tensor<2048x3072xbf16>) outs(%z340 : tensor<256x3072xbf16>) {dimtune.role = "v", dimtune.pass = "wgrad"} -> tensor<256x3072xbf16> loc("model.layers.1.self_attn.v_proj:aten.mm.default")
    %e342 = tensor.empty() : tensor<256xbf16>
    %z343 = linalg.fill ins(%c2 : bf16) outs(%e342 : tensor<256xbf16>) -> tensor<256xbf16>
    %r344 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>], iterator_types = ["reduction", "parallel"]} ins(%arg187 : tensor<2048x256xbf16>) outs(%z343 : tensor<256xbf16>) attrs = {dimtune.role = "v", dimtune.pass = "bwd", dimtune.kernel = "aten.sum.dim_IntList"} {
    ^bb0(%in0: bf16, %out0: bf16):
      %b1 = arith.addf %out0, %in0 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<256xbf16> loc("model.layers.1.self_attn.v_proj:aten.sum.dim_IntList")
    %e345 = tensor.empty() : tensor<2x1024x2x128xbf16>
    %r346 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d2, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg188 : tensor<2x2x1024x128xbf16>) outs(%e345 : tensor<2x1024x2x128xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.clone.default"} {
    ^bb0(%in0: bf16, %out0: bf16):
      linalg.yield %in0 : bf16
    } -> tensor<2x1024x2x128xbf16> loc("model.layers.1.self_attn:aten.clone.default")
    %e347 = tensor.empty() : tensor<2048x3072xbf16>
    %z348 = linalg.fill ins(%c2 : bf16) outs(%e347 : tensor<2048x3072xbf16>) -> tensor<2048x3072xbf16>
    %r349 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg189, %arg190 : tensor<2048x256xbf16>, tensor<256x3072xbf16>) outs(%z348 : tensor<2048x3072xbf16>) {dimtune.role = "k", dimtune.pass = "dgrad"} -> tensor<2048x3072xbf16> loc("model.layers.1.self_attn.k_proj:aten.mm.default")
    %e350 = tensor.empty() : tensor<256x3072xbf16>
    %z351 = linalg.fill ins(%c2 : bf16) outs(%e350 : tensor<256x3072xbf16>) -> tensor<256x3072xbf16>
    %r352 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (k, m)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg191, %arg192 : tensor<2048x256xbf16>, tensor<2048x3072xbf16>) outs(%z351 : tensor<256x3072xbf16>) {dimtune.role = "k", dimtune.pass = "wgrad"} -> tensor<256x3072xbf16> loc("model.layers.1.self_attn.k_proj:aten.mm.default")
    %e353 = tensor.empty() : tensor<256xbf16>
    %z354 = linalg.fill ins(%c2 : bf16) outs(%e353 : tensor<256xbf16>) -> tensor<256xbf16>
    %r355 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>], iterator_types = ["reduction", "parallel"]} ins(%arg193 : tensor<2048x256xbf16>) outs(%z354 : tensor<256xbf16>) attrs = {dimtune.role = "k", dimtune.pass = "bwd", dimtune.kernel = "aten.sum.dim_IntList"} {
    ^bb0(%in0: bf16, %out0: bf16):
      %b1 = arith.addf %out0, %in0 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<256xbf16> loc("model.layers.1.self_attn.k_proj:aten.sum.dim_IntList")
    %e356 = tensor.empty() : tensor<2x1024x3072xbf16>
    %r357 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg194, %arg195 : tensor<2x1024x3072xbf16>, tensor<2x1024x3072xbf16>) outs(%e356 : tensor<2x1024x3072xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.add.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.addf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x3072xbf16> loc("model.layers.1.self_attn.k_proj:aten.add.Tensor")
    %e358 = tensor.empty() : tensor<2x1024x24x128xbf16>
    %r359 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d2, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg196 : tensor<2x24x1024x128xbf16>) outs(%e358 : tensor<2x1024x24x128xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.clone.default"} {
    ^bb0(%in0: bf16, %out0: bf16):
      linalg.yield %in0 : bf16
    } -> tensor<2x1024x24x128xbf16> loc("model.layers.1.self_attn:aten.clone.default")
    %e360 = tensor.empty() : tensor<2048x3072xbf16>
    %z361 = linalg.fill ins(%c2 : bf16) outs(%e360 : tensor<2048x3072xbf16>) -> tensor<2048x3072xbf16>
    %r362 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg197, %arg198 : tensor<2048x3072xbf16>, tensor<3072x3072xbf16>) outs(%z361 : tensor<2048x3072xbf16>) {dimtune.role = "q", dimtune.pass = "dgrad"} -> tensor<2048x3072xbf16> loc("model.layers.1.self_attn.q_proj:aten.mm.default")
    %e363 = tensor.empty() : tensor<3072x3072xbf16>
    %z364 = linalg.fill ins(%c2 : bf16) outs(%e363 : tensor<3072x3072xbf16>) -> tensor<3072x3072xbf16>
    %r365 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (k, m)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg199, %arg200 : tensor<2048x3072xbf16>, tensor<2048x3072xbf16>) outs(%z364 : tensor<3072x3072xbf16>) {dimtune.role = "q", dimtune.pass = "wgrad"} -> tensor<3072x3072xbf16> loc("model.layers.1.self_attn.q_proj:aten.mm.default")
    %e366 = tensor.empty() : tensor<3072xbf16>
    %z367 = linalg.fill ins(%c2 : bf16) outs(%e366 : tensor<3072xbf16>) -> tensor<3072xbf16>
    %r368 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>], iterator_types = ["reduction", "parallel"]} ins(%arg201 : tensor<2048x3072xbf16>) outs(%z367 : tensor<3072xbf16>) attrs = {dimtune.role = "q", dimtune.pass = "bwd", dimtune.kernel = "aten.sum.dim_IntList"} {
    ^bb0(%in0: bf16, %out0: bf16):
      %b1 = arith.addf %out0, %in0 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<3072xbf16> loc("model.layers.1.self_attn.q_proj:aten.sum.dim_IntList")
    %e369 = tensor.empty() : tensor<2x1024x3072xbf16>
    %r370 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg202, %arg203 : tensor<2x1024x3072xbf16>, tensor<2x1024x3072xbf16>) outs(%e369 : tensor<2x1024x3072xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.add.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.addf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x3072xbf16> loc("model.layers.1.self_attn.q_proj:aten.add.Tensor")
    %e371 = tensor.empty() : tensor<2x1024x3072xbf16>
    %z372 = linalg.fill ins(%c2 : bf16) outs(%e371 : tensor<2x1024x3072xbf16>) -> tensor<2x1024x3072xbf16>
    %r373 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%arg204, %arg205, %arg206, %arg207, %arg208 : tensor<2x1024x3072xbf16>, tensor<2x1024x3072xbf16>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<3072xbf16>) outs(%z372 : tensor<2x1024x3072xbf16>) attrs = {dimtune.role = "input_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.native_layer_norm_backward.default:grad_input", dimtune.row_kernel} {
    ^bb0(%in0: bf16, %in1: bf16, %in2: f32, %in3: f32, %in4: bf16, %out0: bf16):
      %b1 = arith.truncf %in2 : f32 to bf16
      %b2 = arith.truncf %in3 : f32 to bf16
      %b3 = arith.addf %in0, %in1 : bf16
      %b4 = arith.addf %b3, %b1 : bf16
      %b5 = arith.addf %b4, %b2 : bf16
      %b6 = arith.addf %b5, %in4 : bf16
      %b7 = arith.addf %out0, %b6 : bf16
      linalg.yield %b7 : bf16
    } -> tensor<2x1024x3072xbf16> loc("model.layers.1.input_layernorm:aten.native_layer_norm_backward.default")
    %e374 = tensor.empty() : tensor<3072xbf16>
    %z375 = linalg.fill ins(%c2 : bf16) outs(%e374 : tensor<3072xbf16>) -> tensor<3072xbf16>
    %e376 = tensor.empty() : tensor<3072xbf16>
    %z377 = linalg.fill ins(%c2 : bf16) outs(%e376 : tensor<3072xbf16>) -> tensor<3072xbf16>
    %r378:2 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d2)>], iterator_types = ["reduction", "reduction", "parallel"]} ins(%arg209, %arg210, %arg211, %arg212 : tensor<2x1024x3072xbf16>, tensor<2x1024x3072xbf16>, tensor<2x1024xf32>, tensor<2x1024xf32>) outs(%z375, %z377 : tensor<3072xbf16>, tensor<3072xbf16>) attrs = {dimtune.role = "input_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.native_layer_norm_backward.default:weight_grad"} {
    ^bb0(%in0: bf16, %in1: bf16, %in2: f32, %in3: f32, %out0: bf16, %out1: bf16):
      %b1 = arith.truncf %in2 : f32 to bf16
      %b2 = arith.truncf %in3 : f32 to bf16
      %b3 = arith.addf %in0, %in1 : bf16
      %b4 = arith.addf %b3, %b1 : bf16
      %b5 = arith.addf %b4, %b2 : bf16
      %b6 = arith.addf %out0, %b5 : bf16
      %b7 = arith.addf %out1, %b5 : bf16
      linalg.yield %b6, %b7 : bf16, bf16
    } -> (tensor<3072xbf16>, tensor<3072xbf16>) loc("model.layers.1.input_layernorm:aten.native_layer_norm_backward.default")
    %e379 = tensor.empty() : tensor<2x1024x3072xbf16>
    %r380 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg213, %arg214 : tensor<2x1024x3072xbf16>, tensor<2x1024x3072xbf16>) outs(%e379 : tensor<2x1024x3072xbf16>) attrs = {dimtune.role = "input_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.add.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.addf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x3072xbf16> loc("model.layers.1.input_layernorm:aten.add.Tensor")
    %e381 = tensor.empty() : tensor<2048x12288xbf16>
    %z382 = linalg.fill ins(%c2 : bf16) outs(%e381 : tensor<2048x12288xbf16>) -> tensor<2048x12288xbf16>
    %r383 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg215, %arg216 : tensor<2048x3072xbf16>, tensor<3072x12288xbf16>) outs(%z382 : tensor<2048x12288xbf16>) {dimtune.role = "mlp_down", dimtune.pass = "dgrad"} -> tensor<2048x12288xbf16> loc("model.layers.0.mlp.c_proj:aten.mm.default")
    %e384 = tensor.empty() : tensor<3072x12288xbf16>
    %z385 = linalg.fill ins(%c2 : bf16) outs(%e384 : tensor<3072x12288xbf16>) -> tensor<3072x12288xbf16>
    %r386 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (k, m)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg217, %arg218 : tensor<2048x3072xbf16>, tensor<2048x12288xbf16>) outs(%z385 : tensor<3072x12288xbf16>) {dimtune.role = "mlp_down", dimtune.pass = "wgrad"} -> tensor<3072x12288xbf16> loc("model.layers.0.mlp.c_proj:aten.mm.default")
    %e387 = tensor.empty() : tensor<3072xbf16>
    %z388 = linalg.fill ins(%c2 : bf16) outs(%e387 : tensor<3072xbf16>) -> tensor<3072xbf16>
    %r389 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>], iterator_types = ["reduction", "parallel"]} ins(%arg219 : tensor<2048x3072xbf16>) outs(%z388 : tensor<3072xbf16>) attrs = {dimtune.role = "mlp_down", dimtune.pass = "bwd", dimtune.kernel = "aten.sum.dim_IntList"} {
    ^bb0(%in0: bf16, %out0: bf16):
      %b1 = arith.addf %out0, %in0 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<3072xbf16> loc("model.layers.0.mlp.c_proj:aten.sum.dim_IntList")
    %e390 = tensor.empty() : tensor<2x1024x12288xbf16>
    %r391 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg220, %arg221 : tensor<2x1024x12288xbf16>, tensor<2x1024x12288xbf16>) outs(%e390 : tensor<2x1024x12288xbf16>) attrs = {dimtune.role = "activation", dimtune.pass = "bwd", dimtune.kernel = "aten.gelu_backward.default"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.addf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x12288xbf16> loc("model.layers.0.mlp.act:aten.gelu_backward.default")
    %e392 = tensor.empty() : tensor<2048x3072xbf16>
    %z393 = linalg.fill ins(%c2 : bf16) outs(%e392 : tensor<2048x3072xbf16>) -> tensor<2048x3072xbf16>
    %r394 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg222, %arg223 : tensor<2048x12288xbf16>, tensor<12288x3072xbf16>) outs(%z393 : tensor<2048x3072xbf16>) {dimtune.role = "mlp_up", dimtune.pass = "dgrad"} -> tensor<2048x3072xbf16> loc("model.layers.0.mlp.c_fc:aten.mm.default")
    %e395 = tensor.empty() : tensor<12288x3072xbf16>
    %z396 = linalg.fill ins(%c2 : bf16) outs(%e395 : tensor<12288x3072xbf16>) -> tensor<12288x3072xbf16>
    %r397 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (k, m)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg224, %arg225 : tensor<2048x12288xbf16>, tensor<2048x3072xbf16>) outs(%z396 : tensor<12288x3072xbf16>) {dimtune.role = "mlp_up", dimtune.pass = "wgrad"} -> tensor<12288x3072xbf16> loc("model.layers.0.mlp.c_fc:aten.mm.default")
    %e398 = tensor.empty() : tensor<12288xbf16>
    %z399 = linalg.fill ins(%c2 : bf16) outs(%e398 : tensor<12288xbf16>) -> tensor<12288xbf16>
    %r400 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>], iterator_types = ["reduction", "parallel"]} ins(%arg226 : tensor<2048x12288xbf16>) outs(%z399 : tensor<12288xbf16>) attrs = {dimtune.role = "mlp_up", dimtune.pass = "bwd", dimtune.kernel = "aten.sum.dim_IntList"} {
    ^bb0(%in0: bf16, %out0: bf16):
      %b1 = arith.addf %out0, %in0 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<12288xbf16> loc("model.layers.0.mlp.c_fc:aten.sum.dim_IntList")
    %e401 = tensor.empty() : tensor<2x1024x3072xbf16>
    %z402 = linalg.fill ins(%c2 : bf16) outs(%e401 : tensor<2x1024x3072xbf16>) -> tensor<2x1024x3072xbf16>
    %r403 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%arg227, %arg228, %arg229, %arg230, %arg231 : tensor<2x1024x3072xbf16>, tensor<2x1024x3072xbf16>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<3072xbf16>) outs(%z402 : tensor<2x1024x3072xbf16>) attrs = {dimtune.role = "post_attention_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.native_layer_norm_backward.default:grad_input", dimtune.row_kernel} {
    ^bb0(%in0: bf16, %in1: bf16, %in2: f32, %in3: f32, %in4: bf16, %out0: bf16):
      %b1 = arith.truncf %in2 : f32 to bf16
      %b2 = arith.truncf %in3 : f32 to bf16
      %b3 = arith.addf %in0, %in1 : bf16
      %b4 = arith.addf %b3, %b1 : bf16
      %b5 = arith.addf %b4, %b2 : bf16
      %b6 = arith.addf %b5, %in4 : bf16
      %b7 = arith.addf %out0, %b6 : bf16
      linalg.yield %b7 : bf16
    } -> tensor<2x1024x3072xbf16> loc("model.layers.0.post_attention_layernorm:aten.native_layer_norm_backward.default")
    %e404 = tensor.empty() : tensor<3072xbf16>
    %z405 = linalg.fill ins(%c2 : bf16) outs(%e404 : tensor<3072xbf16>) -> tensor<3072xbf16>
    %e406 = tensor.empty() : tensor<3072xbf16>
    %z407 = linalg.fill ins(%c2 : bf16) outs(%e406 : tensor<3072xbf16>) -> tensor<3072xbf16>
    %r408:2 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d2)>], iterator_types = ["reduction", "reduction", "parallel"]} ins(%arg232, %arg233, %arg234, %arg235 : tensor<2x1024x3072xbf16>, tensor<2x1024x3072xbf16>, tensor<2x1024xf32>, tensor<2x1024xf32>) outs(%z405, %z407 : tensor<3072xbf16>, tensor<3072xbf16>) attrs = {dimtune.role = "post_attention_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.native_layer_norm_backward.default:weight_grad"} {
    ^bb0(%in0: bf16, %in1: bf16, %in2: f32, %in3: f32, %out0: bf16, %out1: bf16):
      %b1 = arith.truncf %in2 : f32 to bf16
      %b2 = arith.truncf %in3 : f32 to bf16
      %b3 = arith.addf %in0, %in1 : bf16
      %b4 = arith.addf %b3, %b1 : bf16
      %b5 = arith.addf %b4, %b2 : bf16
      %b6 = arith.addf %out0, %b5 : bf16
      %b7 = arith.addf %out1, %b5 : bf16
      linalg.yield %b6, %b7 : bf16, bf16
    } -> (tensor<3072xbf16>, tensor<3072xbf16>) loc("model.layers.0.post_attention_layernorm:aten.native_layer_norm_backward.default")
    %e409 = tensor.empty() : tensor<2x1024x3072xbf16>
    %r410 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg236, %arg237 : tensor<2x1024x3072xbf16>, tensor<2x1024x3072xbf16>) outs(%e409 : tensor<2x1024x3072xbf16>) attrs = {dimtune.role = "post_attention_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.add.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.addf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x3072xbf16> loc("model.layers.0.post_attention_layernorm:aten.add.Tensor")
    %e411 = tensor.empty() : tensor<2048x3072xbf16>
    %z412 = linalg.fill ins(%c2 : bf16) outs(%e411 : tensor<2048x3072xbf16>) -> tensor<2048x3072xbf16>
    %r413 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg238, %arg239 : tensor<2048x3072xbf16>, tensor<3072x3072xbf16>) outs(%z412 : tensor<2048x3072xbf16>) {dimtune.role = "attn_out", dimtune.pass = "dgrad"} -> tensor<2048x3072xbf16> loc("model.layers.0.self_attn.o_proj:aten.mm.default")
    %e414 = tensor.empty() : tensor<3072x3072xbf16>
    %z415 = linalg.fill ins(%c2 : bf16) outs(%e414 : tensor<3072x3072xbf16>) -> tensor<3072x3072xbf16>
    %r416 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (k, m)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg240, %arg241 : tensor<2048x3072xbf16>, tensor<2048x3072xbf16>) outs(%z415 : tensor<3072x3072xbf16>) {dimtune.role = "attn_out", dimtune.pass = "wgrad"} -> tensor<3072x3072xbf16> loc("model.layers.0.self_attn.o_proj:aten.mm.default")
    %e417 = tensor.empty() : tensor<3072xbf16>
    %z418 = linalg.fill ins(%c2 : bf16) outs(%e417 : tensor<3072xbf16>) -> tensor<3072xbf16>
    %r419 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>], iterator_types = ["reduction", "parallel"]} ins(%arg242 : tensor<2048x3072xbf16>) outs(%z418 : tensor<3072xbf16>) attrs = {dimtune.role = "attn_out", dimtune.pass = "bwd", dimtune.kernel = "aten.sum.dim_IntList"} {
    ^bb0(%in0: bf16, %out0: bf16):
      %b1 = arith.addf %out0, %in0 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<3072xbf16> loc("model.layers.0.self_attn.o_proj:aten.sum.dim_IntList")
    %e420 = tensor.empty() : tensor<2x1024x2x128xbf16>
    %r421 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg243, %arg244 : tensor<2x1024x2x128xbf16>, tensor<1024x128xbf16>) outs(%e420 : tensor<2x1024x2x128xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Tensor", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.mulf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x2x128xbf16> loc("model.layers.0.self_attn:aten.mul.Tensor")
    %e422 = tensor.empty() : tensor<2x1024x2x64xbf16>
    %r423 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg245 : tensor<2x1024x2x64xbf16>) outs(%e422 : tensor<2x1024x2x64xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.neg.default"} {
    ^bb0(%in0: bf16, %out0: bf16):
      %b1 = arith.negf %in0 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x2x64xbf16> loc("model.layers.0.self_attn:aten.neg.default")
    %e424 = tensor.empty() : tensor<2x2x1024x128xbf16>
    %r425 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d2, d1, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%arg246 : tensor<2x1024x2x64xbf16>) outs(%e424 : tensor<2x2x1024x128xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.slice_backward.default", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %out0: bf16):
      linalg.yield %in0 : bf16
    } -> tensor<2x2x1024x128xbf16> loc("model.layers.0.self_attn:aten.slice_backward.default")
    %e426 = tensor.empty() : tensor<2x2x1024x128xbf16>
    %r427 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d2, d1, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%arg247 : tensor<2x1024x2x64xbf16>) outs(%e426 : tensor<2x2x1024x128xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.slice_backward.default", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %out0: bf16):
      linalg.yield %in0 : bf16
    } -> tensor<2x2x1024x128xbf16> loc("model.layers.0.self_attn:aten.slice_backward.default")
    %e428 = tensor.empty() : tensor<2x2x1024x128xbf16>
    %r429 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg248, %arg249 : tensor<2x2x1024x128xbf16>, tensor<2x2x1024x128xbf16>) outs(%e428 : tensor<2x2x1024x128xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.add.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.addf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x2x1024x128xbf16> loc("model.layers.0.self_attn:aten.add.Tensor")
    %e430 = tensor.empty() : tensor<2x1024x2x128xbf16>
    %r431 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg250, %arg251 : tensor<2x1024x2x128xbf16>, tensor<1024x128xbf16>) outs(%e430 : tensor<2x1024x2x128xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Tensor", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.mulf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x2x128xbf16> loc("model.layers.0.self_attn:aten.mul.Tensor")
    %e432 = tensor.empty() : tensor<2x2x1024x128xbf16>
    %r433 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d2, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg252, %arg253 : tensor<2x2x1024x128xbf16>, tensor<2x1024x2x128xbf16>) outs(%e432 : tensor<2x2x1024x128xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.add.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.addf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x2x1024x128xbf16> loc("model.layers.0.self_attn:aten.add.Tensor")
    %e434 = tensor.empty() : tensor<2x1024x24x128xbf16>
    %r435 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg254, %arg255 : tensor<2x1024x24x128xbf16>, tensor<1024x128xbf16>) outs(%e434 : tensor<2x1024x24x128xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Tensor", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.mulf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x24x128xbf16> loc("model.layers.0.self_attn:aten.mul.Tensor")
    %e436 = tensor.empty() : tensor<2x1024x24x64xbf16>
    %r437 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg256 : tensor<2x1024x24x64xbf16>) outs(%e436 : tensor<2x1024x24x64xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.neg.default"} {
    ^bb0(%in0: bf16, %out0: bf16):
      %b1 = arith.negf %in0 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x24x64xbf16> loc("model.layers.0.self_attn:aten.neg.default")
    %e438 = tensor.empty() : tensor<2x24x1024x128xbf16>
    %r439 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d2, d1, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%arg257 : tensor<2x1024x24x64xbf16>) outs(%e438 : tensor<2x24x1024x128xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.slice_backward.default", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %out0: bf16):
      linalg.yield %in0 : bf16
    } -> tensor<2x24x1024x128xbf16> loc("model.layers.0.self_attn:aten.slice_backward.default")
    %e440 = tensor.empty() : tensor<2x24x1024x128xbf16>
    %r441 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d2, d1, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%arg258 : tensor<2x1024x24x64xbf16>) outs(%e440 : tensor<2x24x1024x128xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.slice_backward.default", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %out0: bf16):
      linalg.yield %in0 : bf16
    } -> tensor<2x24x1024x128xbf16> loc("model.layers.0.self_attn:aten.slice_backward.default")
    %e442 = tensor.empty() : tensor<2x24x1024x128xbf16>
    %r443 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg259, %arg260 : tensor<2x24x1024x128xbf16>, tensor<2x24x1024x128xbf16>) outs(%e442 : tensor<2x24x1024x128xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.add.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.addf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x24x1024x128xbf16> loc("model.layers.0.self_attn:aten.add.Tensor")
    %e444 = tensor.empty() : tensor<2x1024x24x128xbf16>
    %r445 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg261, %arg262 : tensor<2x1024x24x128xbf16>, tensor<1024x128xbf16>) outs(%e444 : tensor<2x1024x24x128xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Tensor", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.mulf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x24x128xbf16> loc("model.layers.0.self_attn:aten.mul.Tensor")
    %e446 = tensor.empty() : tensor<2x24x1024x128xbf16>
    %r447 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d2, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg263, %arg264 : tensor<2x24x1024x128xbf16>, tensor<2x1024x24x128xbf16>) outs(%e446 : tensor<2x24x1024x128xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.add.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.addf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x24x1024x128xbf16> loc("model.layers.0.self_attn:aten.add.Tensor")
    %e448 = tensor.empty() : tensor<2048x3072xbf16>
    %z449 = linalg.fill ins(%c2 : bf16) outs(%e448 : tensor<2048x3072xbf16>) -> tensor<2048x3072xbf16>
    %r450 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg265, %arg266 : tensor<2048x256xbf16>, tensor<256x3072xbf16>) outs(%z449 : tensor<2048x3072xbf16>) {dimtune.role = "v", dimtune.pass = "dgrad"} -> tensor<2048x3072xbf16> loc("model.layers.0.self_attn.v_proj:aten.mm.default")
    %e451 = tensor.empty() : tensor<256x3072xbf16>
    %z452 = linalg.fill ins(%c2 : bf16) outs(%e451 : tensor<256x3072xbf16>) -> tensor<256x3072xbf16>
    %r453 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (k, m)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg267, %arg268 : tensor<2048x256xbf16>, tensor<2048x3072xbf16>) outs(%z452 : tensor<256x3072xbf16>) {dimtune.role = "v", dimtune.pass = "wgrad"} -> tensor<256x3072xbf16> loc("model.layers.0.self_attn.v_proj:aten.mm.default")
    %e454 = tensor.empty() : tensor<256xbf16>
    %z455 = linalg.fill ins(%c2 : bf16) outs(%e454 : tensor<256xbf16>) -> tensor<256xbf16>
    %r456 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>], iterator_types = ["reduction", "parallel"]} ins(%arg269 : tensor<2048x256xbf16>) outs(%z455 : tensor<256xbf16>) attrs = {dimtune.role = "v", dimtune.pass = "bwd", dimtune.kernel = "aten.sum.dim_IntList"} {
    ^bb0(%in0: bf16, %out0: bf16):
      %b1 = arith.addf %out0, %in0 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<256xbf16> loc("model.layers.0.self_attn.v_proj:aten.sum.dim_IntList")
    %e457 = tensor.empty() : tensor<2x1024x2x128xbf16>
    %r458 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d2, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg270 : tensor<2x2x1024x128xbf16>) outs(%e457 : tensor<2x1024x2x128xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.clone.default"} {
    ^bb0(%in0: bf16, %out0: bf16):
      linalg.yield %in0 : bf16
    } -> tensor<2x1024x2x128xbf16> loc("model.layers.0.self_attn:aten.clone.default")
    %e459 = tensor.empty() : tensor<2048x3072xbf16>
    %z460 = linalg.fill ins(%c2 : bf16) outs(%e459 : tensor<2048x3072xbf16>) -> tensor<2048x3072xbf16>
    %r461 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg271, %arg272 : tensor<2048x256xbf16>, tensor<256x3072xbf16>) outs(%z460 : tensor<2048x3072xbf16>) {dimtune.role = "k", dimtune.pass = "dgrad"} -> tensor<2048x3072xbf16> loc("model.layers.0.self_attn.k_proj:aten.mm.default")
    %e462 = tensor.empty() : tensor<256x3072xbf16>
    %z463 = linalg.fill ins(%c2 : bf16) outs(%e462 : tensor<256x3072xbf16>) -> tensor<256x3072xbf16>
    %r464 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (k, m)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg273, %arg274 : tensor<2048x256xbf16>, tensor<2048x3072xbf16>) outs(%z463 : tensor<256x3072xbf16>) {dimtune.role = "k", dimtune.pass = "wgrad"} -> tensor<256x3072xbf16> loc("model.layers.0.self_attn.k_proj:aten.mm.default")
    %e465 = tensor.empty() : tensor<256xbf16>
    %z466 = linalg.fill ins(%c2 : bf16) outs(%e465 : tensor<256xbf16>) -> tensor<256xbf16>
    %r467 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>], iterator_types = ["reduction", "parallel"]} ins(%arg275 : tensor<2048x256xbf16>) outs(%z466 : tensor<256xbf16>) attrs = {dimtune.role = "k", dimtune.pass = "bwd", dimtune.kernel = "aten.sum.dim_IntList"} {
    ^bb0(%in0: bf16, %out0: bf16):
      %b1 = arith.addf %out0, %in0 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<256xbf16> loc("model.layers.0.self_attn.k_proj:aten.sum.dim_IntList")
    %e468 = tensor.empty() : tensor<2x1024x3072xbf16>
    %r469 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg276, %arg277 : tensor<2x1024x3072xbf16>, tensor<2x1024x3072xbf16>) outs(%e468 : tensor<2x1024x3072xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.add.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.addf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x3072xbf16> loc("model.layers.0.self_attn.k_proj:aten.add.Tensor")
    %e470 = tensor.empty() : tensor<2x1024x24x128xbf16>
    %r471 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d2, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg278 : tensor<2x24x1024x128xbf16>) outs(%e470 : tensor<2x1024x24x128xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.clone.default"} {
    ^bb0(%in0: bf16, %out0: bf16):
      linalg.yield %in0 : bf16
    } -> tensor<2x1024x24x128xbf16> loc("model.layers.0.self_attn:aten.clone.default")
    %e472 = tensor.empty() : tensor<2048x3072xbf16>
    %z473 = linalg.fill ins(%c2 : bf16) outs(%e472 : tensor<2048x3072xbf16>) -> tensor<2048x3072xbf16>
    %r474 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg279, %arg280 : tensor<2048x3072xbf16>, tensor<3072x3072xbf16>) outs(%z473 : tensor<2048x3072xbf16>) {dimtune.role = "q", dimtune.pass = "dgrad"} -> tensor<2048x3072xbf16> loc("model.layers.0.self_attn.q_proj:aten.mm.default")
    %e475 = tensor.empty() : tensor<3072x3072xbf16>
    %z476 = linalg.fill ins(%c2 : bf16) outs(%e475 : tensor<3072x3072xbf16>) -> tensor<3072x3072xbf16>
    %r477 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (k, m)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg281, %arg282 : tensor<2048x3072xbf16>, tensor<2048x3072xbf16>) outs(%z476 : tensor<3072x3072xbf16>) {dimtune.role = "q", dimtune.pass = "wgrad"} -> tensor<3072x3072xbf16> loc("model.layers.0.self_attn.q_proj:aten.mm.default")
    %e478 = tensor.empty() : tensor<3072xbf16>
    %z479 = linalg.fill ins(%c2 : bf16) outs(%e478 : tensor<3072xbf16>) -> tensor<3072xbf16>
    %r480 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>], iterator_types = ["reduction", "parallel"]} ins(%arg283 : tensor<2048x3072xbf16>) outs(%z479 : tensor<3072xbf16>) attrs = {dimtune.role = "q", dimtune.pass = "bwd", dimtune.kernel = "aten.sum.dim_IntList"} {
    ^bb0(%in0: bf16, %out0: bf16):
      %b1 = arith.addf %out0, %in0 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<3072xbf16> loc("model.layers.0.self_attn.q_proj:aten.sum.dim_IntList")
    %e481 = tensor.empty() : tensor<2x1024x3072xbf16>
    %r482 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg284, %arg285 : tensor<2x1024x3072xbf16>, tensor<2x1024x3072xbf16>) outs(%e481 : tensor<2x1024x3072xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.add.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.addf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x3072xbf16> loc("model.layers.0.self_attn.q_proj:aten.add.Tensor")
    %e483 = tensor.empty() : tensor<2x1024x3072xbf16>
    %z484 = linalg.fill ins(%c2 : bf16) outs(%e483 : tensor<2x1024x3072xbf16>) -> tensor<2x1024x3072xbf16>
    %r485 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%arg286, %arg287, %arg288, %arg289, %arg290 : tensor<2x1024x3072xbf16>, tensor<2x1024x3072xbf16>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<3072xbf16>) outs(%z484 : tensor<2x1024x3072xbf16>) attrs = {dimtune.role = "input_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.native_layer_norm_backward.default:grad_input", dimtune.row_kernel} {
    ^bb0(%in0: bf16, %in1: bf16, %in2: f32, %in3: f32, %in4: bf16, %out0: bf16):
      %b1 = arith.truncf %in2 : f32 to bf16
      %b2 = arith.truncf %in3 : f32 to bf16
      %b3 = arith.addf %in0, %in1 : bf16
      %b4 = arith.addf %b3, %b1 : bf16
      %b5 = arith.addf %b4, %b2 : bf16
      %b6 = arith.addf %b5, %in4 : bf16
      %b7 = arith.addf %out0, %b6 : bf16
      linalg.yield %b7 : bf16
    } -> tensor<2x1024x3072xbf16> loc("model.layers.0.input_layernorm:aten.native_layer_norm_backward.default")
    %e486 = tensor.empty() : tensor<3072xbf16>
    %z487 = linalg.fill ins(%c2 : bf16) outs(%e486 : tensor<3072xbf16>) -> tensor<3072xbf16>
    %e488 = tensor.empty() : tensor<3072xbf16>
    %z489 = linalg.fill ins(%c2 : bf16) outs(%e488 : tensor<3072xbf16>) -> tensor<3072xbf16>
    %r490:2 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d2)>], iterator_types = ["reduction", "reduction", "parallel"]} ins(%arg291, %arg292, %arg293, %arg294 : tensor<2x1024x3072xbf16>, tensor<2x1024x3072xbf16>, tensor<2x1024xf32>, tensor<2x1024xf32>) outs(%z487, %z489 : tensor<3072xbf16>, tensor<3072xbf16>) attrs = {dimtune.role = "input_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.native_layer_norm_backward.default:weight_grad"} {
    ^bb0(%in0: bf16, %in1: bf16, %in2: f32, %in3: f32, %out0: bf16, %out1: bf16):
      %b1 = arith.truncf %in2 : f32 to bf16
      %b2 = arith.truncf %in3 : f32 to bf16
      %b3 = arith.addf %in0, %in1 : bf16
      %b4 = arith.addf %b3, %b1 : bf16
      %b5 = arith.addf %b4, %b2 : bf16
      %b6 = arith.addf %out0, %b5 : bf16
      %b7 = arith.addf %out1, %b5 : bf16
      linalg.yield %b6, %b7 : bf16, bf16
    } -> (tensor<3072xbf16>, tensor<3072xbf16>) loc("model.layers.0.input_layernorm:aten.native_layer_norm_backward.default")
    %e491 = tensor.empty() : tensor<2x1024x3072xbf16>
    %r492 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg295, %arg296 : tensor<2x1024x3072xbf16>, tensor<2x1024x3072xbf16>) outs(%e491 : tensor<2x1024x3072xbf16>) attrs = {dimtune.role = "input_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.add.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.addf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x3072xbf16> loc("model.layers.0.input_layernorm:aten.add.Tensor")
    %e493 = tensor.empty() : tensor<49152x3072xbf16>
    %z494 = linalg.fill ins(%c2 : bf16) outs(%e493 : tensor<49152x3072xbf16>) -> tensor<49152x3072xbf16>
    %r495 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d2, d3, d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction", "reduction"]} ins(%arg297, %arg298 : tensor<2x1024xi64>, tensor<2x1024x3072xbf16>) outs(%z494 : tensor<49152x3072xbf16>) attrs = {dimtune.role = "embedding", dimtune.pass = "bwd", dimtune.kernel = "aten.embedding_dense_backward.default"} {
    ^bb0(%in0: i64, %in1: bf16, %out0: bf16):
      %b1 = arith.sitofp %in0 : i64 to bf16
      %b2 = arith.index_cast %in0 : i64 to index
      %b3 = linalg.index 0 : index
      %b4 = arith.cmpi eq, %b2, %b3 : index
      %b5 = arith.select %b4, %in1, %c2 : bf16
      %b6 = arith.addf %out0, %b5 : bf16
      linalg.yield %b6 : bf16
    } -> tensor<49152x3072xbf16> loc("model.embed_tokens:aten.embedding_dense_backward.default")
    %e496 = tensor.empty() : tensor<49152x3072xbf16>
    %r497 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg299, %arg300 : tensor<49152x3072xbf16>, tensor<49152x3072xbf16>) outs(%e496 : tensor<49152x3072xbf16>) attrs = {dimtune.role = "embedding", dimtune.pass = "bwd", dimtune.kernel = "aten.add.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.addf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<49152x3072xbf16> loc("model.embed_tokens:aten.add.Tensor")
    return %r2, %r4, %r6, %r8, %r11, %r13, %r15, %r17, %r19, %r21, %r23, %r25, %r32#0, %r32#1, %r32#2, %r35, %r38, %r41, %r43, %r45, %r47, %r49, %r51, %r53, %r55, %r57, %r59, %r61, %r77, %r91, %gs98, %gs102, %r105, %r107, %r114#0, %r114#1, %r114#2, %r117, %r119, %r122, %r124, %r131#0, %r131#1, %r131#2, %r134, %r137, %r140, %r142, %r144, %r146, %r148, %r150, %r152, %r154, %r156, %r158, %r160, %r176, %r190, %gs197, %gs201, %r204, %r206, %r213#0, %r213#1, %r213#2, %r216, %r218, %r221, %r223, %r230#0, %r230#1, %r230#2, %r233, %r235, %r237, %r239, %r242, %r247#0, %r247#1, %r249, %r252, %r254, %r257, %r260, %r263, %r268#0, %r268#1, %r271, %r274, %r277, %r279, %r282, %r285, %r288, %r291, %r296#0, %r296#1, %r298, %r301, %r304, %r307, %r309, %r311, %r313, %r315, %r317, %r319, %r321, %r323, %r325, %r327, %r329, %r331, %r333, %r335, %r338, %r341, %r344, %r346, %r349, %r352, %r355, %r357, %r359, %r362, %r365, %r368, %r370, %r373, %r378#0, %r378#1, %r380, %r383, %r386, %r389, %r391, %r394, %r397, %r400, %r403, %r408#0, %r408#1, %r410, %r413, %r416, %r419, %r421, %r423, %r425, %r427, %r429, %r431, %r433, %r435, %r437, %r439, %r441, %r443, %r445, %r447, %r450, %r453, %r456, %r458, %r461, %r464, %r467, %r469, %r471, %r474, %r477, %r480, %r482, %r485, %r490#0, %r490#1, %r492, %r495, %r497 : tensor<2x1024x3072xbf16>, tensor<1024xi64>, tensor<1024xi64>, tensor<1024xf32>, tensor<64x1024xf32>, tensor<1024x128xf32>, tensor<1024x128xf32>, tensor<1024x128xf32>, tensor<1024x128xf32>, tensor<1024x128xf32>, tensor<1024x128xbf16>, tensor<1024x128xbf16>, tensor<2x1024x3072xbf16>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2048x3072xbf16>, tensor<2048x256xbf16>, tensor<2048x256xbf16>, tensor<2x1024x24x128xbf16>, tensor<2x1024x24x64xbf16>, tensor<2x24x1024x128xbf16>, tensor<2x24x1024x128xbf16>, tensor<2x1024x24x128xbf16>, tensor<2x1024x2x128xbf16>, tensor<2x1024x2x64xbf16>, tensor<2x2x1024x128xbf16>, tensor<2x2x1024x128xbf16>, tensor<2x1024x2x128xbf16>, tensor<2x24x1024x128xbf16>, tensor<2x24x1024x128xbf16>, tensor<2x2x1024x128xbf16>, tensor<2x2x1024x128xbf16>, tensor<2048x3072xbf16>, tensor<2x1024x3072xbf16>, tensor<2x1024x3072xbf16>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2048x12288xbf16>, tensor<2x1024x12288xbf16>, tensor<2048x3072xbf16>, tensor<2x1024x3072xbf16>, tensor<2x1024x3072xbf16>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2048x3072xbf16>, tensor<2048x256xbf16>, tensor<2048x256xbf16>, tensor<2x1024x24x128xbf16>, tensor<2x1024x24x64xbf16>, tensor<2x24x1024x128xbf16>, tensor<2x24x1024x128xbf16>, tensor<2x1024x24x128xbf16>, tensor<2x1024x2x128xbf16>, tensor<2x1024x2x64xbf16>, tensor<2x2x1024x128xbf16>, tensor<2x2x1024x128xbf16>, tensor<2x1024x2x128xbf16>, tensor<2x24x1024x128xbf16>, tensor<2x24x1024x128xbf16>, tensor<2x2x1024x128xbf16>, tensor<2x2x1024x128xbf16>, tensor<2048x3072xbf16>, tensor<2x1024x3072xbf16>, tensor<2x1024x3072xbf16>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2048x12288xbf16>, tensor<2x1024x12288xbf16>, tensor<2048x3072xbf16>, tensor<2x1024x3072xbf16>, tensor<2x1024x3072xbf16>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2048x49152xbf16>, tensor<2x1024x49152xf32>, tensor<2x1025xi64>, tensor<2x1024xi64>, tensor<2048x49152xf32>, tensor<f32>, tensor<f32>, tensor<2048x49152xf32>, tensor<2048x49152xf32>, tensor<2x1024x49152xbf16>, tensor<49152x3072xbf16>, tensor<2048x3072xbf16>, tensor<2x1024x3072xbf16>, tensor<3072xbf16>, tensor<3072xbf16>, tensor<2048x12288xbf16>, tensor<3072x12288xbf16>, tensor<3072xbf16>, tensor<2x1024x12288xbf16>, tensor<2048x3072xbf16>, tensor<12288x3072xbf16>, tensor<12288xbf16>, tensor<2x1024x3072xbf16>, tensor<3072xbf16>, tensor<3072xbf16>, tensor<2x1024x3072xbf16>, tensor<2048x3072xbf16>, tensor<3072x3072xbf16>, tensor<3072xbf16>, tensor<2x1024x2x128xbf16>, tensor<2x1024x2x64xbf16>, tensor<2x2x1024x128xbf16>, tensor<2x2x1024x128xbf16>, tensor<2x2x1024x128xbf16>, tensor<2x1024x2x128xbf16>, tensor<2x2x1024x128xbf16>, tensor<2x1024x24x128xbf16>, tensor<2x1024x24x64xbf16>, tensor<2x24x1024x128xbf16>, tensor<2x24x1024x128xbf16>, tensor<2x24x1024x128xbf16>, tensor<2x1024x24x128xbf16>, tensor<2x24x1024x128xbf16>, tensor<2048x3072xbf16>, tensor<256x3072xbf16>, tensor<256xbf16>, tensor<2x1024x2x128xbf16>, tensor<2048x3072xbf16>, tensor<256x3072xbf16>, tensor<256xbf16>, tensor<2x1024x3072xbf16>, tensor<2x1024x24x128xbf16>, tensor<2048x3072xbf16>, tensor<3072x3072xbf16>, tensor<3072xbf16>, tensor<2x1024x3072xbf16>, tensor<2x1024x3072xbf16>, tensor<3072xbf16>, tensor<3072xbf16>, tensor<2x1024x3072xbf16>, tensor<2048x12288xbf16>, tensor<3072x12288xbf16>, tensor<3072xbf16>, tensor<2x1024x12288xbf16>, tensor<2048x3072xbf16>, tensor<12288x3072xbf16>, tensor<12288xbf16>, tensor<2x1024x3072xbf16>, tensor<3072xbf16>, tensor<3072xbf16>, tensor<2x1024x3072xbf16>, tensor<2048x3072xbf16>, tensor<3072x3072xbf16>, tensor<3072xbf16>, tensor<2x1024x2x128xbf16>, tensor<2x1024x2x64xbf16>, tensor<2x2x1024x128xbf16>, tensor<2x2x1024x128xbf16>, tensor<2x2x1024x128xbf16>, tensor<2x1024x2x128xbf16>, tensor<2x2x1024x128xbf16>, tensor<2x1024x24x128xbf16>, tensor<2x1024x24x64xbf16>, tensor<2x24x1024x128xbf16>, tensor<2x24x1024x128xbf16>, tensor<2x24x1024x128xbf16>, tensor<2x1024x24x128xbf16>, tensor<2x24x1024x128xbf16>, tensor<2048x3072xbf16>, tensor<256x3072xbf16>, tensor<256xbf16>, tensor<2x1024x2x128xbf16>, tensor<2048x3072xbf16>, tensor<256x3072xbf16>, tensor<256xbf16>, tensor<2x1024x3072xbf16>, tensor<2x1024x24x128xbf16>, tensor<2048x3072xbf16>, tensor<3072x3072xbf16>, tensor<3072xbf16>, tensor<2x1024x3072xbf16>, tensor<2x1024x3072xbf16>, tensor<3072xbf16>, tensor<3072xbf16>, tensor<2x1024x3072xbf16>, tensor<49152x3072xbf16>, tensor<49152x3072xbf16>
  }
}
