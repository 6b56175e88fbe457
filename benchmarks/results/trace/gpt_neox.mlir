module attributes {dimtune.trace = {torch = "2.11.0", training = true}} {
  func.func @trace(%arg0: tensor<2x1024xi64>, %arg1: tensor<50304x2048xbf16>, %arg2: tensor<1024xi64>, %arg3: tensor<1024xi64>, %arg4: tensor<16x1xf32>, %arg5: tensor<1x1024xf32>, %arg6: tensor<16x1024xf32>, %arg7: tensor<16x1024xf32>, %arg8: tensor<1024x32xf32>, %arg9: tensor<1024x32xf32>, %arg10: tensor<1024x32xf32>, %arg11: tensor<1024x32xf32>, %arg12: tensor<1024x32xf32>, %arg13: tensor<1024x32xf32>, %arg14: tensor<2x1024x2048xbf16>, %arg15: tensor<2048xbf16>, %arg16: tensor<2048xbf16>, %arg17: tensor<2048x2048xbf16>, %arg18: tensor<6144x2048xbf16>, %arg19: tensor<2x1024x16x32xbf16>, %arg20: tensor<1024x32xbf16>, %arg21: tensor<2x1024x16x16xbf16>, %arg22: tensor<2x1024x16x16xbf16>, %arg23: tensor<2x1024x16x16xbf16>, %arg24: tensor<2x16x1024x32xbf16>, %arg25: tensor<1024x32xbf16>, %arg26: tensor<2x1024x16x32xbf16>, %arg27: tensor<2x16x1024x32xbf16>, %arg28: tensor<2x1024x16x32xbf16>, %arg29: tensor<1024x32xbf16>, %arg30: tensor<2x1024x16x16xbf16>, %arg31: tensor<2x1024x16x16xbf16>, %arg32: tensor<2x1024x16x16xbf16>, %arg33: tensor<2x16x1024x32xbf16>, %arg34: tensor<1024x32xbf16>, %arg35: tensor<2x1024x16x32xbf16>, %arg36: tensor<2x16x1024x32xbf16>, %arg37: tensor<2x1024x16x32xbf16>, %arg38: tensor<2x1024x16x96xbf16>, %arg39: tensor<2x1024x16x32xbf16>, %arg40: tensor<2x1024x16x96xbf16>, %arg41: tensor<2x16x1024x128xbf16>, %arg42: tensor<2x16x1024x128xbf16>, %arg43: tensor<2x16x1024x128xbf16>, %arg44: tensor<2x16x1024x128xbf16>, %arg45: tensor<2x16x1024x128xbf16>, %arg46: tensor<2048x2048xbf16>, %arg47: tensor<2048x2048xbf16>, %arg48: tensor<2x1024x2048xbf16>, %arg49: tensor<2048xbf16>, %arg50: tensor<2048xbf16>, %arg51: tensor<2048x2048xbf16>, %arg52: tensor<8192x2048xbf16>, %arg53: tensor<2x1024x8192xbf16>, %arg54: tensor<2048x8192xbf16>, %arg55: tensor<2048x8192xbf16>, %arg56: tensor<2x1024x2048xbf16>, %arg57: tensor<2x1024x2048xbf16>, %arg58: tensor<2x1024x2048xbf16>, %arg59: tensor<2x1024x2048xbf16>, %arg60: tensor<2x1024x2048xbf16>, %arg61: tensor<2048xbf16>, %arg62: tensor<2048xbf16>, %arg63: tensor<2048x2048xbf16>, %arg64: tensor<6144x2048xbf16>, %arg65: tensor<2x1024x16x32xbf16>, %arg66: tensor<1024x32xbf16>, %arg67: tensor<2x1024x16x16xbf16>, %arg68: tensor<2x1024x16x16xbf16>, %arg69: tensor<2x1024x16x16xbf16>, %arg70: tensor<2x16x1024x32xbf16>, %arg71: tensor<1024x32xbf16>, %arg72: tensor<2x1024x16x32xbf16>, %arg73: tensor<2x16x1024x32xbf16>, %arg74: tensor<2x1024x16x32xbf16>, %arg75: tensor<1024x32xbf16>, %arg76: tensor<2x1024x16x16xbf16>, %arg77: tensor<2x1024x16x16xbf16>, %arg78: tensor<2x1024x16x16xbf16>, %arg79: tensor<2x16x1024x32xbf16>, %arg80: tensor<1024x32xbf16>, %arg81: tensor<2x1024x16x32xbf16>, %arg82: tensor<2x16x1024x32xbf16>, %arg83: tensor<2x1024x16x32xbf16>, %arg84: tensor<2x1024x16x96xbf16>, %arg85: tensor<2x1024x16x32xbf16>, %arg86: tensor<2x1024x16x96xbf16>, %arg87: tensor<2x16x1024x128xbf16>, %arg88: tensor<2x16x1024x128xbf16>, %arg89: tensor<2x16x1024x128xbf16>, %arg90: tensor<2x16x1024x128xbf16>, %arg91: tensor<2x16x1024x128xbf16>, %arg92: tensor<2048x2048xbf16>, %arg93: tensor<2048x2048xbf16>, %arg94: tensor<2x1024x2048xbf16>, %arg95: tensor<2048xbf16>, %arg96: tensor<2048xbf16>, %arg97: tensor<2048x2048xbf16>, %arg98: tensor<8192x2048xbf16>, %arg99: tensor<2x1024x8192xbf16>, %arg100: tensor<2048x8192xbf16>, %arg101: tensor<2048x8192xbf16>, %arg102: tensor<2x1024x2048xbf16>, %arg103: tensor<2x1024x2048xbf16>, %arg104: tensor<2x1024x2048xbf16>, %arg105: tensor<2x1024x2048xbf16>, %arg106: tensor<2x1024x2048xbf16>, %arg107: tensor<2048xbf16>, %arg108: tensor<2048xbf16>, %arg109: tensor<2048x2048xbf16>, %arg110: tensor<50304x2048xbf16>, %arg111: tensor<2x1024x50304xbf16>, %arg112: tensor<2x1024xi64>, %arg113: tensor<2x1024xi64>, %arg114: tensor<2048x50304xf32>, %arg115: tensor<2048xi64>, %arg116: tensor<f32>, %arg117: tensor<2048xi64>, %arg118: tensor<f32>, %arg119: tensor<2048x50304xf32>, %arg120: tensor<2048x50304xf32>, %arg121: tensor<2x1024x50304xf32>, %arg122: tensor<2048x50304xbf16>, %arg123: tensor<2048x2048xbf16>, %arg124: tensor<2048x50304xbf16>, %arg125: tensor<50304x2048xbf16>, %arg126: tensor<2x1024x2048xbf16>, %arg127: tensor<2x1024x2048xbf16>, %arg128: tensor<2x1024xf32>, %arg129: tensor<2x1024xf32>, %arg130: tensor<2048xbf16>, %arg131: tensor<2x1024x2048xbf16>, %arg132: tensor<2x1024x2048xbf16>, %arg133: tensor<2x1024xf32>, %arg134: tensor<2x1024xf32>, %arg135: tensor<2048x2048xbf16>, %arg136: tensor<2048x8192xbf16>, %arg137: tensor<2048x2048xbf16>, %arg138: tensor<2048x8192xbf16>, %arg139: tensor<2048x2048xbf16>, %arg140: tensor<2x1024x8192xbf16>, %arg141: tensor<2x1024x8192xbf16>, %arg142: tensor<2048x8192xbf16>, %arg143: tensor<8192x2048xbf16>, %arg144: tensor<2048x8192xbf16>, %arg145: tensor<2048x2048xbf16>, %arg146: tensor<2048x8192xbf16>, %arg147: tensor<2x1024x2048xbf16>, %arg148: tensor<2x1024x2048xbf16>, %arg149: tensor<2x1024xf32>, %arg150: tensor<2x1024xf32>, %arg151: tensor<2048xbf16>, %arg152: tensor<2x1024x2048xbf16>, %arg153: tensor<2x1024x2048xbf16>, %arg154: tensor<2x1024xf32>, %arg155: tensor<2x1024xf32>, %arg156: tensor<2x1024x2048xbf16>, %arg157: tensor<2x1024x2048xbf16>, %arg158: tensor<2048x2048xbf16>, %arg159: tensor<2048x2048xbf16>, %arg160: tensor<2048x2048xbf16>, %arg161: tensor<2048x2048xbf16>, %arg162: tensor<2048x2048xbf16>, %arg163: tensor<2x16x1024x32xbf16>, %arg164: tensor<1024x32xbf16>, %arg165: tensor<2x16x1024x16xbf16>, %arg166: tensor<2x16x1024x16xbf16>, %arg167: tensor<2x16x1024x16xbf16>, %arg168: tensor<2x16x1024x32xbf16>, %arg169: tensor<2x16x1024x32xbf16>, %arg170: tensor<2x16x1024x32xbf16>, %arg171: tensor<1024x32xbf16>, %arg172: tensor<2x16x1024x32xbf16>, %arg173: tensor<2x16x1024x32xbf16>, %arg174: tensor<2x16x1024x32xbf16>, %arg175: tensor<1024x32xbf16>, %arg176: tensor<2x16x1024x16xbf16>, %arg177: tensor<2x16x1024x16xbf16>, %arg178: tensor<2x16x1024x16xbf16>, %arg179: tensor<2x16x1024x32xbf16>, %arg180: tensor<2x16x1024x32xbf16>, %arg181: tensor<2x16x1024x32xbf16>, %arg182: tensor<1024x32xbf16>, %arg183: tensor<2x16x1024x32xbf16>, %arg184: tensor<2x16x1024x32xbf16>, %arg185: tensor<2x16x1024x96xbf16>, %arg186: tensor<2x16x1024x32xbf16>, %arg187: tensor<2x16x1024x128xbf16>, %arg188: tensor<2x16x1024x128xbf16>, %arg189: tensor<2x16x1024x96xbf16>, %arg190: tensor<2x16x1024x32xbf16>, %arg191: tensor<2x16x1024x128xbf16>, %arg192: tensor<2x16x1024x128xbf16>, %arg193: tensor<2x16x1024x128xbf16>, %arg194: tensor<2x16x1024x128xbf16>, %arg195: tensor<2x1024x16x128xbf16>, %arg196: tensor<2x16x1024x384xbf16>, %arg197: tensor<2048x6144xbf16>, %arg198: tensor<6144x2048xbf16>, %arg199: tensor<2048x6144xbf16>, %arg200: tensor<2048x2048xbf16>, %arg201: tensor<2048x6144xbf16>, %arg202: tensor<2x1024x2048xbf16>, %arg203: tensor<2x1024x2048xbf16>, %arg204: tensor<2x1024xf32>, %arg205: tensor<2x1024xf32>, %arg206: tensor<2048xbf16>, %arg207: tensor<2x1024x2048xbf16>, %arg208: tensor<2x1024x2048xbf16>, %arg209: tensor<2x1024xf32>, %arg210: tensor<2x1024xf32>, %arg211: tensor<2x1024x2048xbf16>, %arg212: tensor<2x1024x2048xbf16>, %arg213: tensor<2048x2048xbf16>, %arg214: tensor<2048x8192xbf16>, %arg215: tensor<2048x2048xbf16>, %arg216: tensor<2048x8192xbf16>, %arg217: tensor<2048x2048xbf16>, %arg218: tensor<2x1024x8192xbf16>, %arg219: tensor<2x1024x8192xbf16>, %arg220: tensor<2048x8192xbf16>, %arg221: tensor<8192x2048xbf16>, %arg222: tensor<2048x8192xbf16>, %arg223: tensor<2048x2048xbf16>, %arg224: tensor<2048x8192xbf16>, %arg225: tensor<2x1024x2048xbf16>, %arg226: tensor<2x1024x2048xbf16>, %arg227: tensor<2x1024xf32>, %arg228: tensor<2x1024xf32>, %arg229: tensor<2048xbf16>, %arg230: tensor<2x1024x2048xbf16>, %arg231: tensor<2x1024x2048xbf16>, %arg232: tensor<2x1024xf32>, %arg233: tensor<2x1024xf32>, %arg234: tensor<2x1024x2048xbf16>, %arg235: tensor<2x1024x2048xbf16>, %arg236: tensor<2048x2048xbf16>, %arg237: tensor<2048x2048xbf16>, %arg238: tensor<2048x2048xbf16>, %arg239: tensor<2048x2048xbf16>, %arg240: tensor<2048x2048xbf16>, %arg241: tensor<2x16x1024x32xbf16>, %arg242: tensor<1024x32xbf16>, %arg243: tensor<2x16x1024x16xbf16>, %arg244: tensor<2x16x1024x16xbf16>, %arg245: tensor<2x16x1024x16xbf16>, %arg246: tensor<2x16x1024x32xbf16>, %arg247: tensor<2x16x1024x32xbf16>, %arg248: tensor<2x16x1024x32xbf16>, %arg249: tensor<1024x32xbf16>, %arg250: tensor<2x16x1024x32xbf16>, %arg251: tensor<2x16x1024x32xbf16>, %arg252: tensor<2x16x1024x32xbf16>, %arg253: tensor<1024x32xbf16>, %arg254: tensor<2x16x1024x16xbf16>, %arg255: tensor<2x16x1024x16xbf16>, %arg256: tensor<2x16x1024x16xbf16>, %arg257: tensor<2x16x1024x32xbf16>, %arg258: tensor<2x16x1024x32xbf16>, %arg259: tensor<2x16x1024x32xbf16>, %arg260: tensor<1024x32xbf16>, %arg261: tensor<2x16x1024x32xbf16>, %arg262: tensor<2x16x1024x32xbf16>, %arg263: tensor<2x16x1024x96xbf16>, %arg264: tensor<2x16x1024x32xbf16>, %arg265: tensor<2x16x1024x128xbf16>, %arg266: tensor<2x16x1024x128xbf16>, %arg267: tensor<2x16x1024x96xbf16>, %arg268: tensor<2x16x1024x32xbf16>, %arg269: tensor<2x16x1024x128xbf16>, %arg270: tensor<2x16x1024x128xbf16>, %arg271: tensor<2x16x1024x128xbf16>, %arg272: tensor<2x16x1024x128xbf16>, %arg273: tensor<2x1024x16x128xbf16>, %arg274: tensor<2x16x1024x384xbf16>, %arg275: tensor<2048x6144xbf16>, %arg276: tensor<6144x2048xbf16>, %arg277: tensor<2048x6144xbf16>, %arg278: tensor<2048x2048xbf16>, %arg279: tensor<2048x6144xbf16>, %arg280: tensor<2x1024x2048xbf16>, %arg281: tensor<2x1024x2048xbf16>, %arg282: tensor<2x1024xf32>, %arg283: tensor<2x1024xf32>, %arg284: tensor<2048xbf16>, %arg285: tensor<2x1024x2048xbf16>, %arg286: tensor<2x1024x2048xbf16>, %arg287: tensor<2x1024xf32>, %arg288: tensor<2x1024xf32>, %arg289: tensor<2x1024x2048xbf16>, %arg290: tensor<2x1024x2048xbf16>, %arg291: tensor<2x1024xi64>, %arg292: tensor<2x1024x2048xbf16>) -> (tensor<2x1024x2048xbf16>, tensor<1024xi64>, tensor<1024xi64>, tensor<1024xf32>, tensor<16x1024xf32>, tensor<1024x32xf32>, tensor<1024x32xf32>, tensor<1024x32xf32>, tensor<1024x32xf32>, tensor<1024x32xf32>, tensor<1024x32xbf16>, tensor<1024x32xbf16>, tensor<2x1024x2048xbf16>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2048x6144xbf16>, tensor<2x1024x16x32xbf16>, tensor<2x1024x16x16xbf16>, tensor<2x16x1024x32xbf16>, tensor<2x16x1024x32xbf16>, tensor<2x1024x16x32xbf16>, tensor<2x1024x16x32xbf16>, tensor<2x1024x16x16xbf16>, tensor<2x16x1024x32xbf16>, tensor<2x16x1024x32xbf16>, tensor<2x1024x16x32xbf16>, tensor<2x16x1024x128xbf16>, tensor<2x16x1024x128xbf16>, tensor<2x16x1024x128xbf16>, tensor<2x16x1024x128xbf16>, tensor<2x16x1024x128xbf16>, tensor<2x16x1024x128xbf16>, tensor<2x1024x16x128xbf16>, tensor<2048x2048xbf16>, tensor<2x1024x2048xbf16>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2048x8192xbf16>, tensor<2x1024x8192xbf16>, tensor<2048x2048xbf16>, tensor<2x1024x2048xbf16>, tensor<2x1024x2048xbf16>, tensor<2x1024x2048xbf16>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2048x6144xbf16>, tensor<2x1024x16x32xbf16>, tensor<2x1024x16x16xbf16>, tensor<2x16x1024x32xbf16>, tensor<2x16x1024x32xbf16>, tensor<2x1024x16x32xbf16>, tensor<2x1024x16x32xbf16>, tensor<2x1024x16x16xbf16>, tensor<2x16x1024x32xbf16>, tensor<2x16x1024x32xbf16>, tensor<2x1024x16x32xbf16>, tensor<2x16x1024x128xbf16>, tensor<2x16x1024x128xbf16>, tensor<2x16x1024x128xbf16>, tensor<2x16x1024x128xbf16>, tensor<2x16x1024x128xbf16>, tensor<2x16x1024x128xbf16>, tensor<2x1024x16x128xbf16>, tensor<2048x2048xbf16>, tensor<2x1024x2048xbf16>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2048x8192xbf16>, tensor<2x1024x8192xbf16>, tensor<2048x2048xbf16>, tensor<2x1024x2048xbf16>, tensor<2x1024x2048xbf16>, tensor<2x1024x2048xbf16>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2048x50304xbf16>, tensor<2x1024x50304xf32>, tensor<2x1025xi64>, tensor<2x1024xi64>, tensor<2048x50304xf32>, tensor<f32>, tensor<f32>, tensor<2048x50304xf32>, tensor<2048x50304xf32>, tensor<2x1024x50304xbf16>, tensor<50304x2048xbf16>, tensor<2048x2048xbf16>, tensor<2x1024x2048xbf16>, tensor<2048xbf16>, tensor<2048xbf16>, tensor<2048x8192xbf16>, tensor<2048x8192xbf16>, tensor<2048xbf16>, tensor<2x1024x8192xbf16>, tensor<2048x2048xbf16>, tensor<8192x2048xbf16>, tensor<8192xbf16>, tensor<2x1024x2048xbf16>, tensor<2048xbf16>, tensor<2048xbf16>, tensor<2x1024x2048xbf16>, tensor<2048x2048xbf16>, tensor<2048x2048xbf16>, tensor<2048xbf16>, tensor<2x16x1024x32xbf16>, tensor<2x16x1024x16xbf16>, tensor<2x16x1024x32xbf16>, tensor<2x16x1024x32xbf16>, tensor<2x16x1024x32xbf16>, tensor<2x16x1024x32xbf16>, tensor<2x16x1024x32xbf16>, tensor<2x16x1024x32xbf16>, tensor<2x16x1024x16xbf16>, tensor<2x16x1024x32xbf16>, tensor<2x16x1024x32xbf16>, tensor<2x16x1024x32xbf16>, tensor<2x16x1024x32xbf16>, tensor<2x16x1024x32xbf16>, tensor<2x16x1024x128xbf16>, tensor<2x16x1024x128xbf16>, tensor<2x16x1024x128xbf16>, tensor<2x16x1024x128xbf16>, tensor<2x16x1024x128xbf16>, tensor<2x16x1024x128xbf16>, tensor<2x16x1024x384xbf16>, tensor<2x1024x16x384xbf16>, tensor<2048x2048xbf16>, tensor<6144x2048xbf16>, tensor<6144xbf16>, tensor<2x1024x2048xbf16>, tensor<2048xbf16>, tensor<2048xbf16>, tensor<2x1024x2048xbf16>, tensor<2048x8192xbf16>, tensor<2048x8192xbf16>, tensor<2048xbf16>, tensor<2x1024x8192xbf16>, tensor<2048x2048xbf16>, tensor<8192x2048xbf16>, tensor<8192xbf16>, tensor<2x1024x2048xbf16>, tensor<2048xbf16>, tensor<2048xbf16>, tensor<2x1024x2048xbf16>, tensor<2048x2048xbf16>, tensor<2048x2048xbf16>, tensor<2048xbf16>, tensor<2x16x1024x32xbf16>, tensor<2x16x1024x16xbf16>, tensor<2x16x1024x32xbf16>, tensor<2x16x1024x32xbf16>, tensor<2x16x1024x32xbf16>, tensor<2x16x1024x32xbf16>, tensor<2x16x1024x32xbf16>, tensor<2x16x1024x32xbf16>, tensor<2x16x1024x16xbf16>, tensor<2x16x1024x32xbf16>, tensor<2x16x1024x32xbf16>, tensor<2x16x1024x32xbf16>, tensor<2x16x1024x32xbf16>, tensor<2x16x1024x32xbf16>, tensor<2x16x1024x128xbf16>, tensor<2x16x1024x128xbf16>, tensor<2x16x1024x128xbf16>, tensor<2x16x1024x128xbf16>, tensor<2x16x1024x128xbf16>, tensor<2x16x1024x128xbf16>, tensor<2x16x1024x384xbf16>, tensor<2x1024x16x384xbf16>, tensor<2048x2048xbf16>, tensor<6144x2048xbf16>, tensor<6144xbf16>, tensor<2x1024x2048xbf16>, tensor<2048xbf16>, tensor<2048xbf16>, tensor<2x1024x2048xbf16>, tensor<50304x2048xbf16>) {
    %c0 = arith.constant 0 : i64
    %c1 = arith.constant 0.0 : f32
    %c2 = arith.constant 0.0 : bf16
    %c3 = arith.constant 8.838835e-02 : bf16
    %c4 = arith.constant 0xFF80 : bf16
    %e1 = tensor.empty() : tensor<2x1024x2048xbf16>
    %r2 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg0 : tensor<2x1024xi64>) outs(%e1 : tensor<2x1024x2048xbf16>) attrs = {dimtune.role = "embedding", dimtune.pass = "fwd", dimtune.kernel = "aten.embedding.default"} {
    ^bb0(%in0: i64, %out0: bf16):
      %b1 = arith.index_cast %in0 : i64 to index
      %b2 = linalg.index 2 : index
      %b3 = tensor.extract %arg1[%b1, %b2] : tensor<50304x2048xbf16>
      linalg.yield %b3 : bf16
    } -> tensor<2x1024x2048xbf16> loc("gpt_neox.embed_in:aten.embedding.default")
    %e3 = tensor.empty() : tensor<1024xi64>
    %r4 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} outs(%e3 : tensor<1024xi64>) attrs = {dimtune.pass = "fwd", dimtune.kernel = "aten.arange.default"} {
    ^bb0(%out0: i64):
      linalg.yield %c0 : i64
    } -> tensor<1024xi64> loc("gpt_neox:aten.arange.default")
    %e5 = tensor.empty() : tensor<1024xi64>
    %r6 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%arg2 : tensor<1024xi64>) outs(%e5 : tensor<1024xi64>) attrs = {dimtune.pass = "fwd", dimtune.kernel = "aten.add.Tensor"} {
    ^bb0(%in0: i64, %out0: i64):
      linalg.yield %in0 : i64
    } -> tensor<1024xi64> loc("gpt_neox:aten.add.Tensor")
    %e7 = tensor.empty() : tensor<1024xf32>
    %r8 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%arg3 : tensor<1024xi64>) outs(%e7 : tensor<1024xf32>) attrs = {dimtune.role = "embedding", dimtune.pass = "fwd", dimtune.kernel = "aten._to_copy.default"} {
    ^bb0(%in0: i64, %out0: f32):
      %b1 = arith.sitofp %in0 : i64 to f32
      linalg.yield %b1 : f32
    } -> tensor<1024xf32> loc("gpt_neox.rotary_emb:aten._to_copy.default")
    %e9 = tensor.empty() : tensor<16x1024xf32>
    %z10 = linalg.fill ins(%c1 : f32) outs(%e9 : tensor<16x1024xf32>) -> tensor<16x1024xf32>
    %r11 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg4, %arg5 : tensor<16x1xf32>, tensor<1x1024xf32>) outs(%z10 : tensor<16x1024xf32>) {dimtune.role = "rotary", dimtune.pass = "fwd"} -> tensor<16x1024xf32> loc("gpt_neox.rotary_emb:aten.bmm.default")
    %e12 = tensor.empty() : tensor<1024x32xf32>
    %r13 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d2, d0)>, affine_map<(d0, d1, d2, d3) -> (d3, d0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg6, %arg7 : tensor<16x1024xf32>, tensor<16x1024xf32>) outs(%e12 : tensor<1024x32xf32>) attrs = {dimtune.role = "embedding", dimtune.pass = "fwd", dimtune.kernel = "aten.cat.default", dimtune.unvectorized} {
    ^bb0(%in0: f32, %in1: f32, %out0: f32):
      %b1 = arith.addf %in0, %in1 : f32
      linalg.yield %b1 : f32
    } -> tensor<1024x32xf32> loc("gpt_neox.rotary_emb:aten.cat.default")
    %e14 = tensor.empty() : tensor<1024x32xf32>
    %r15 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg8 : tensor<1024x32xf32>) outs(%e14 : tensor<1024x32xf32>) attrs = {dimtune.role = "embedding", dimtune.pass = "fwd", dimtune.kernel = "aten.cos.default"} {
    ^bb0(%in0: f32, %out0: f32):
      %b1 = math.cos %in0 : f32
      linalg.yield %b1 : f32
    } -> tensor<1024x32xf32> loc("gpt_neox.rotary_emb:aten.cos.default")
    %e16 = tensor.empty() : tensor<1024x32xf32>
    %r17 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg9 : tensor<1024x32xf32>) outs(%e16 : tensor<1024x32xf32>) attrs = {dimtune.role = "embedding", dimtune.pass = "fwd", dimtune.kernel = "aten.mul.Tensor"} {
    ^bb0(%in0: f32, %out0: f32):
      linalg.yield %in0 : f32
    } -> tensor<1024x32xf32> loc("gpt_neox.rotary_emb:aten.mul.Tensor")
    %e18 = tensor.empty() : tensor<1024x32xf32>
    %r19 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg10 : tensor<1024x32xf32>) outs(%e18 : tensor<1024x32xf32>) attrs = {dimtune.role = "embedding", dimtune.pass = "fwd", dimtune.kernel = "aten.sin.default"} {
    ^bb0(%in0: f32, %out0: f32):
      %b1 = math.sin %in0 : f32
      linalg.yield %b1 : f32
    } -> tensor<1024x32xf32> loc("gpt_neox.rotary_emb:aten.sin.default")
    %e20 = tensor.empty() : tensor<1024x32xf32>
    %r21 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg11 : tensor<1024x32xf32>) outs(%e20 : tensor<1024x32xf32>) attrs = {dimtune.role = "embedding", dimtune.pass = "fwd", dimtune.kernel = "aten.mul.Tensor"} {
    ^bb0(%in0: f32, %out0: f32):
      linalg.yield %in0 : f32
    } -> tensor<1024x32xf32> loc("gpt_neox.rotary_emb:aten.mul.Tensor")
    %e22 = tensor.empty() : tensor<1024x32xbf16>
    %r23 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg12 : tensor<1024x32xf32>) outs(%e22 : tensor<1024x32xbf16>) attrs = {dimtune.role = "embedding", dimtune.pass = "fwd", dimtune.kernel = "aten._to_copy.default"} {
    ^bb0(%in0: f32, %out0: bf16):
      %b1 = arith.truncf %in0 : f32 to bf16
      linalg.yield %b1 : bf16
    } -> tensor<1024x32xbf16> loc("gpt_neox.rotary_emb:aten._to_copy.default")
    %e24 = tensor.empty() : tensor<1024x32xbf16>
    %r25 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg13 : tensor<1024x32xf32>) outs(%e24 : tensor<1024x32xbf16>) attrs = {dimtune.role = "embedding", dimtune.pass = "fwd", dimtune.kernel = "aten._to_copy.default"} {
    ^bb0(%in0: f32, %out0: bf16):
      %b1 = arith.truncf %in0 : f32 to bf16
      linalg.yield %b1 : bf16
    } -> tensor<1024x32xbf16> loc("gpt_neox.rotary_emb:aten._to_copy.default")
    %e26 = tensor.empty() : tensor<2x1024x2048xbf16>
    %z27 = linalg.fill ins(%c2 : bf16) outs(%e26 : tensor<2x1024x2048xbf16>) -> tensor<2x1024x2048xbf16>
    %e28 = tensor.empty() : tensor<2x1024xf32>
    %z29 = linalg.fill ins(%c1 : f32) outs(%e28 : tensor<2x1024xf32>) -> tensor<2x1024xf32>
    %e30 = tensor.empty() : tensor<2x1024xf32>
    %z31 = linalg.fill ins(%c1 : f32) outs(%e30 : tensor<2x1024xf32>) -> tensor<2x1024xf32>
    %r32:3 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%arg14, %arg15, %arg16 : tensor<2x1024x2048xbf16>, tensor<2048xbf16>, tensor<2048xbf16>) outs(%z27, %z29, %z31 : tensor<2x1024x2048xbf16>, tensor<2x1024xf32>, tensor<2x1024xf32>) attrs = {dimtune.role = "input_norm", dimtune.pass = "fwd", dimtune.kernel = "aten.native_layer_norm.default", dimtune.row_kernel} {
    ^bb0(%in0: bf16, %in1: bf16, %in2: bf16, %out0: bf16, %out1: f32, %out2: f32):
      %b1 = arith.addf %in0, %in1 : bf16
      %b2 = arith.addf %b1, %in2 : bf16
      %b3 = arith.addf %out0, %b2 : bf16
      %b4 = arith.extf %b2 : bf16 to f32
      %b5 = arith.addf %out1, %b4 : f32
      %b6 = arith.extf %b2 : bf16 to f32
      %b7 = arith.addf %out2, %b6 : f32
      linalg.yield %b3, %b5, %b7 : bf16, f32, f32
    } -> (tensor<2x1024x2048xbf16>, tensor<2x1024xf32>, tensor<2x1024xf32>) loc("gpt_neox.layers.0.input_layernorm:aten.native_layer_norm.default")
    %e33 = tensor.empty() : tensor<2048x6144xbf16>
    %z34 = linalg.fill ins(%c2 : bf16) outs(%e33 : tensor<2048x6144xbf16>) -> tensor<2048x6144xbf16>
    %r35 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (n, k)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg17, %arg18 : tensor<2048x2048xbf16>, tensor<6144x2048xbf16>) outs(%z34 : tensor<2048x6144xbf16>) {dimtune.role = "qkv", dimtune.pass = "fwd"} -> tensor<2048x6144xbf16> loc("gpt_neox.layers.0.attention.query_key_value:aten.addmm.default")
    %e36 = tensor.empty() : tensor<2x1024x16x32xbf16>
    %r37 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg19, %arg20 : tensor<2x1024x16x32xbf16>, tensor<1024x32xbf16>) outs(%e36 : tensor<2x1024x16x32xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "fwd", dimtune.kernel = "aten.mul.Tensor", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.mulf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x16x32xbf16> loc("gpt_neox.layers.0.attention:aten.mul.Tensor")
    %e38 = tensor.empty() : tensor<2x1024x16x16xbf16>
    %r39 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg21 : tensor<2x1024x16x16xbf16>) outs(%e38 : tensor<2x1024x16x16xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "fwd", dimtune.kernel = "aten.neg.default"} {
    ^bb0(%in0: bf16, %out0: bf16):
      %b1 = arith.negf %in0 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x16x16xbf16> loc("gpt_neox.layers.0.attention:aten.neg.default")
    %e40 = tensor.empty() : tensor<2x16x1024x32xbf16>
    %r41 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d2, d1, d4)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d2, d1, d5)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%arg22, %arg23 : tensor<2x1024x16x16xbf16>, tensor<2x1024x16x16xbf16>) outs(%e40 : tensor<2x16x1024x32xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "fwd", dimtune.kernel = "aten.cat.default", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.addf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x16x1024x32xbf16> loc("gpt_neox.layers.0.attention:aten.cat.default")
    %e42 = tensor.empty() : tensor<2x16x1024x32xbf16>
    %r43 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg24, %arg25 : tensor<2x16x1024x32xbf16>, tensor<1024x32xbf16>) outs(%e42 : tensor<2x16x1024x32xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "fwd", dimtune.kernel = "aten.mul.Tensor", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.mulf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x16x1024x32xbf16> loc("gpt_neox.layers.0.attention:aten.mul.Tensor")
    %e44 = tensor.empty() : tensor<2x1024x16x32xbf16>
    %r45 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d2, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg26, %arg27 : tensor<2x1024x16x32xbf16>, tensor<2x16x1024x32xbf16>) outs(%e44 : tensor<2x1024x16x32xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "fwd", dimtune.kernel = "aten.add.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.addf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x16x32xbf16> loc("gpt_neox.layers.0.attention:aten.add.Tensor")
    %e46 = tensor.empty() : tensor<2x1024x16x32xbf16>
    %r47 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg28, %arg29 : tensor<2x1024x16x32xbf16>, tensor<1024x32xbf16>) outs(%e46 : tensor<2x1024x16x32xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "fwd", dimtune.kernel = "aten.mul.Tensor", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.mulf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x16x32xbf16> loc("gpt_neox.layers.0.attention:aten.mul.Tensor")
    %e48 = tensor.empty() : tensor<2x1024x16x16xbf16>
    %r49 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg30 : tensor<2x1024x16x16xbf16>) outs(%e48 : tensor<2x1024x16x16xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "fwd", dimtune.kernel = "aten.neg.default"} {
    ^bb0(%in0: bf16, %out0: bf16):
      %b1 = arith.negf %in0 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x16x16xbf16> loc("gpt_neox.layers.0.attention:aten.neg.default")
    %e50 = tensor.empty() : tensor<2x16x1024x32xbf16>
    %r51 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d2, d1, d4)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d2, d1, d5)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%arg31, %arg32 : tensor<2x1024x16x16xbf16>, tensor<2x1024x16x16xbf16>) outs(%e50 : tensor<2x16x1024x32xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "fwd", dimtune.kernel = "aten.cat.default", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.addf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x16x1024x32xbf16> loc("gpt_neox.layers.0.attention:aten.cat.default")
    %e52 = tensor.empty() : tensor<2x16x1024x32xbf16>
    %r53 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg33, %arg34 : tensor<2x16x1024x32xbf16>, tensor<1024x32xbf16>) outs(%e52 : tensor<2x16x1024x32xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "fwd", dimtune.kernel = "aten.mul.Tensor", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.mulf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x16x1024x32xbf16> loc("gpt_neox.layers.0.attention:aten.mul.Tensor")
    %e54 = tensor.empty() : tensor<2x1024x16x32xbf16>
    %r55 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d2, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg35, %arg36 : tensor<2x1024x16x32xbf16>, tensor<2x16x1024x32xbf16>) outs(%e54 : tensor<2x1024x16x32xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "fwd", dimtune.kernel = "aten.add.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.addf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x16x32xbf16> loc("gpt_neox.layers.0.attention:aten.add.Tensor")
    %e56 = tensor.empty() : tensor<2x16x1024x128xbf16>
    %r57 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d2, d1, d4)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d2, d1, d5)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%arg37, %arg38 : tensor<2x1024x16x32xbf16>, tensor<2x1024x16x96xbf16>) outs(%e56 : tensor<2x16x1024x128xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "fwd", dimtune.kernel = "aten.cat.default", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.addf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x16x1024x128xbf16> loc("gpt_neox.layers.0.attention:aten.cat.default")
    %e58 = tensor.empty() : tensor<2x16x1024x128xbf16>
    %r59 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d2, d1, d4)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d2, d1, d5)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%arg39, %arg40 : tensor<2x1024x16x32xbf16>, tensor<2x1024x16x96xbf16>) outs(%e58 : tensor<2x16x1024x128xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "fwd", dimtune.kernel = "aten.cat.default", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.addf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x16x1024x128xbf16> loc("gpt_neox.layers.0.attention:aten.cat.default")
    %e60 = tensor.empty() : tensor<2x16x1024x1024xbf16>
    %z61 = linalg.fill ins(%c2 : bf16) outs(%e60 : tensor<2x16x1024x1024xbf16>) -> tensor<2x16x1024x1024xbf16>
    %r62 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d3, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]} ins(%arg41, %arg42 : tensor<2x16x1024x128xbf16>, tensor<2x16x1024x128xbf16>) outs(%z61 : tensor<2x16x1024x1024xbf16>) attrs = {dimtune.role = "attn_score", dimtune.pass = "fwd"} {
    ^bb0(%x: bf16, %y: bf16, %acc: bf16):
      %p = arith.mulf %x, %y : bf16
      %s = arith.addf %acc, %p : bf16
      linalg.yield %s : bf16
    } -> tensor<2x16x1024x1024xbf16> loc("gpt_neox.layers.0.attention:scaled_dot_product_attention")
    %e64 = tensor.empty() : tensor<2x16x1024x1024xbf16>
    %m63 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%r62 : tensor<2x16x1024x1024xbf16>) outs(%e64 : tensor<2x16x1024x1024xbf16>) {
    ^bb0(%s: bf16, %o: bf16):
      %i = linalg.index 2 : index
      %j = linalg.index 3 : index
      %future = arith.cmpi ugt, %j, %i : index
      %x = arith.mulf %s, %c3 : bf16
      %y = arith.select %future, %c4, %x : bf16
      linalg.yield %y : bf16
    } -> tensor<2x16x1024x1024xbf16>
    %e66 = tensor.empty() : tensor<2x16x1024x1024xbf16>
    %p65 = linalg.softmax dimension(3) ins(%m63 : tensor<2x16x1024x1024xbf16>) outs(%e66 : tensor<2x16x1024x1024xbf16>) -> tensor<2x16x1024x1024xbf16>
    %e67 = tensor.empty() : tensor<2x16x1024x128xbf16>
    %z68 = linalg.fill ins(%c2 : bf16) outs(%e67 : tensor<2x16x1024x128xbf16>) -> tensor<2x16x1024x128xbf16>
    %r69 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d4, d3)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]} ins(%p65, %arg43 : tensor<2x16x1024x1024xbf16>, tensor<2x16x1024x128xbf16>) outs(%z68 : tensor<2x16x1024x128xbf16>) attrs = {dimtune.role = "attn_context", dimtune.pass = "fwd"} {
    ^bb0(%x: bf16, %y: bf16, %acc: bf16):
      %p = arith.mulf %x, %y : bf16
      %s = arith.addf %acc, %p : bf16
      linalg.yield %s : bf16
    } -> tensor<2x16x1024x128xbf16> loc("gpt_neox.layers.0.attention:scaled_dot_product_attention")
    %e70 = tensor.empty() : tensor<2x16x1024x1024xbf16>
    %z71 = linalg.fill ins(%c2 : bf16) outs(%e70 : tensor<2x16x1024x1024xbf16>) -> tensor<2x16x1024x1024xbf16>
    %r72 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d3, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]} ins(%arg44, %arg43 : tensor<2x16x1024x128xbf16>, tensor<2x16x1024x128xbf16>) outs(%z71 : tensor<2x16x1024x1024xbf16>) attrs = {dimtune.role = "attn_context", dimtune.pass = "dgrad"} {
    ^bb0(%x: bf16, %y: bf16, %acc: bf16):
      %p = arith.mulf %x, %y : bf16
      %s = arith.addf %acc, %p : bf16
      linalg.yield %s : bf16
    } -> tensor<2x16x1024x1024xbf16> loc("gpt_neox.layers.0.attention:scaled_dot_product_attention")
    %e73 = tensor.empty() : tensor<2x16x1024x128xbf16>
    %z74 = linalg.fill ins(%c2 : bf16) outs(%e73 : tensor<2x16x1024x128xbf16>) -> tensor<2x16x1024x128xbf16>
    %r75 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d4, d2)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d4, d3)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]} ins(%p65, %arg44 : tensor<2x16x1024x1024xbf16>, tensor<2x16x1024x128xbf16>) outs(%z74 : tensor<2x16x1024x128xbf16>) attrs = {dimtune.role = "attn_context", dimtune.pass = "wgrad"} {
    ^bb0(%x: bf16, %y: bf16, %acc: bf16):
      %p = arith.mulf %x, %y : bf16
      %s = arith.addf %acc, %p : bf16
      linalg.yield %s : bf16
    } -> tensor<2x16x1024x128xbf16> loc("gpt_neox.layers.0.attention:scaled_dot_product_attention")
    %e76 = tensor.empty() : tensor<2x16x1024xbf16>
    %z77 = linalg.fill ins(%c2 : bf16) outs(%e76 : tensor<2x16x1024xbf16>) -> tensor<2x16x1024xbf16>
    %rs78 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%p65, %r72 : tensor<2x16x1024x1024xbf16>, tensor<2x16x1024x1024xbf16>) outs(%z77 : tensor<2x16x1024xbf16>) {
    ^bb0(%p: bf16, %dp: bf16, %acc: bf16):
      %x = arith.mulf %p, %dp : bf16
      %s = arith.addf %acc, %x : bf16
      linalg.yield %s : bf16
    } -> tensor<2x16x1024xbf16>
    %e80 = tensor.empty() : tensor<2x16x1024x1024xbf16>
    %ds79 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%p65, %r72, %rs78 : tensor<2x16x1024x1024xbf16>, tensor<2x16x1024x1024xbf16>, tensor<2x16x1024xbf16>) outs(%e80 : tensor<2x16x1024x1024xbf16>) {
    ^bb0(%p: bf16, %dp: bf16, %r: bf16, %o: bf16):
      %d = arith.subf %dp, %r : bf16
      %x = arith.mulf %p, %d : bf16
      %y = arith.mulf %x, %c3 : bf16
      linalg.yield %y : bf16
    } -> tensor<2x16x1024x1024xbf16>
    %e81 = tensor.empty() : tensor<2x16x1024x128xbf16>
    %z82 = linalg.fill ins(%c2 : bf16) outs(%e81 : tensor<2x16x1024x128xbf16>) -> tensor<2x16x1024x128xbf16>
    %r83 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d4, d3)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]} ins(%ds79, %arg42 : tensor<2x16x1024x1024xbf16>, tensor<2x16x1024x128xbf16>) outs(%z82 : tensor<2x16x1024x128xbf16>) attrs = {dimtune.role = "attn_score", dimtune.pass = "dgrad"} {
    ^bb0(%x: bf16, %y: bf16, %acc: bf16):
      %p = arith.mulf %x, %y : bf16
      %s = arith.addf %acc, %p : bf16
      linalg.yield %s : bf16
    } -> tensor<2x16x1024x128xbf16> loc("gpt_neox.layers.0.attention:scaled_dot_product_attention")
    %e84 = tensor.empty() : tensor<2x16x1024x128xbf16>
    %z85 = linalg.fill ins(%c2 : bf16) outs(%e84 : tensor<2x16x1024x128xbf16>) -> tensor<2x16x1024x128xbf16>
    %r86 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d4, d2)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d4, d3)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]} ins(%ds79, %arg41 : tensor<2x16x1024x1024xbf16>, tensor<2x16x1024x128xbf16>) outs(%z85 : tensor<2x16x1024x128xbf16>) attrs = {dimtune.role = "attn_score", dimtune.pass = "wgrad"} {
    ^bb0(%x: bf16, %y: bf16, %acc: bf16):
      %p = arith.mulf %x, %y : bf16
      %s = arith.addf %acc, %p : bf16
      linalg.yield %s : bf16
    } -> tensor<2x16x1024x128xbf16> loc("gpt_neox.layers.0.attention:scaled_dot_product_attention")
    %e87 = tensor.empty() : tensor<2x1024x16x128xbf16>
    %r88 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d2, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg45 : tensor<2x16x1024x128xbf16>) outs(%e87 : tensor<2x1024x16x128xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "fwd", dimtune.kernel = "aten.clone.default"} {
    ^bb0(%in0: bf16, %out0: bf16):
      linalg.yield %in0 : bf16
    } -> tensor<2x1024x16x128xbf16> loc("gpt_neox.layers.0.attention:aten.clone.default")
    %e89 = tensor.empty() : tensor<2048x2048xbf16>
    %z90 = linalg.fill ins(%c2 : bf16) outs(%e89 : tensor<2048x2048xbf16>) -> tensor<2048x2048xbf16>
    %r91 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (n, k)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg46, %arg47 : tensor<2048x2048xbf16>, tensor<2048x2048xbf16>) outs(%z90 : tensor<2048x2048xbf16>) {dimtune.role = "attn_out", dimtune.pass = "fwd"} -> tensor<2048x2048xbf16> loc("gpt_neox.layers.0.attention.dense:aten.addmm.default")
    %e92 = tensor.empty() : tensor<2x1024x2048xbf16>
    %z93 = linalg.fill ins(%c2 : bf16) outs(%e92 : tensor<2x1024x2048xbf16>) -> tensor<2x1024x2048xbf16>
    %e94 = tensor.empty() : tensor<2x1024xf32>
    %z95 = linalg.fill ins(%c1 : f32) outs(%e94 : tensor<2x1024xf32>) -> tensor<2x1024xf32>
    %e96 = tensor.empty() : tensor<2x1024xf32>
    %z97 = linalg.fill ins(%c1 : f32) outs(%e96 : tensor<2x1024xf32>) -> tensor<2x1024xf32>
    %r98:3 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%arg48, %arg49, %arg50 : tensor<2x1024x2048xbf16>, tensor<2048xbf16>, tensor<2048xbf16>) outs(%z93, %z95, %z97 : tensor<2x1024x2048xbf16>, tensor<2x1024xf32>, tensor<2x1024xf32>) attrs = {dimtune.role = "post_attention_norm", dimtune.pass = "fwd", dimtune.kernel = "aten.native_layer_norm.default", dimtune.row_kernel} {
    ^bb0(%in0: bf16, %in1: bf16, %in2: bf16, %out0: bf16, %out1: f32, %out2: f32):
      %b1 = arith.addf %in0, %in1 : bf16
      %b2 = arith.addf %b1, %in2 : bf16
      %b3 = arith.addf %out0, %b2 : bf16
      %b4 = arith.extf %b2 : bf16 to f32
      %b5 = arith.addf %out1, %b4 : f32
      %b6 = arith.extf %b2 : bf16 to f32
      %b7 = arith.addf %out2, %b6 : f32
      linalg.yield %b3, %b5, %b7 : bf16, f32, f32
    } -> (tensor<2x1024x2048xbf16>, tensor<2x1024xf32>, tensor<2x1024xf32>) loc("gpt_neox.layers.0.post_attention_layernorm:aten.native_layer_norm.default")
    %e99 = tensor.empty() : tensor<2048x8192xbf16>
    %z100 = linalg.fill ins(%c2 : bf16) outs(%e99 : tensor<2048x8192xbf16>) -> tensor<2048x8192xbf16>
    %r101 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (n, k)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg51, %arg52 : tensor<2048x2048xbf16>, tensor<8192x2048xbf16>) outs(%z100 : tensor<2048x8192xbf16>) {dimtune.role = "mlp_up", dimtune.pass = "fwd"} -> tensor<2048x8192xbf16> loc("gpt_neox.layers.0.mlp.dense_h_to_4h:aten.addmm.default")
    %e102 = tensor.empty() : tensor<2x1024x8192xbf16>
    %r103 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg53 : tensor<2x1024x8192xbf16>) outs(%e102 : tensor<2x1024x8192xbf16>) attrs = {dimtune.role = "activation", dimtune.pass = "fwd", dimtune.kernel = "aten.gelu.default"} {
    ^bb0(%in0: bf16, %out0: bf16):
      linalg.yield %in0 : bf16
    } -> tensor<2x1024x8192xbf16> loc("gpt_neox.layers.0.mlp.act:aten.gelu.default")
    %e104 = tensor.empty() : tensor<2048x2048xbf16>
    %z105 = linalg.fill ins(%c2 : bf16) outs(%e104 : tensor<2048x2048xbf16>) -> tensor<2048x2048xbf16>
    %r106 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (n, k)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg54, %arg55 : tensor<2048x8192xbf16>, tensor<2048x8192xbf16>) outs(%z105 : tensor<2048x2048xbf16>) {dimtune.role = "mlp_down", dimtune.pass = "fwd"} -> tensor<2048x2048xbf16> loc("gpt_neox.layers.0.mlp.dense_4h_to_h:aten.addmm.default")
    %e107 = tensor.empty() : tensor<2x1024x2048xbf16>
    %r108 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg56, %arg57 : tensor<2x1024x2048xbf16>, tensor<2x1024x2048xbf16>) outs(%e107 : tensor<2x1024x2048xbf16>) attrs = {dimtune.role = "residual", dimtune.pass = "fwd", dimtune.kernel = "aten.add.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.addf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x2048xbf16> loc("gpt_neox.layers.0:aten.add.Tensor")
    %e109 = tensor.empty() : tensor<2x1024x2048xbf16>
    %r110 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg58, %arg59 : tensor<2x1024x2048xbf16>, tensor<2x1024x2048xbf16>) outs(%e109 : tensor<2x1024x2048xbf16>) attrs = {dimtune.role = "residual", dimtune.pass = "fwd", dimtune.kernel = "aten.add.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.addf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x2048xbf16> loc("gpt_neox.layers.0:aten.add.Tensor")
    %e111 = tensor.empty() : tensor<2x1024x2048xbf16>
    %z112 = linalg.fill ins(%c2 : bf16) outs(%e111 : tensor<2x1024x2048xbf16>) -> tensor<2x1024x2048xbf16>
    %e113 = tensor.empty() : tensor<2x1024xf32>
    %z114 = linalg.fill ins(%c1 : f32) outs(%e113 : tensor<2x1024xf32>) -> tensor<2x1024xf32>
    %e115 = tensor.empty() : tensor<2x1024xf32>
    %z116 = linalg.fill ins(%c1 : f32) outs(%e115 : tensor<2x1024xf32>) -> tensor<2x1024xf32>
    %r117:3 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%arg60, %arg61, %arg62 : tensor<2x1024x2048xbf16>, tensor<2048xbf16>, tensor<2048xbf16>) outs(%z112, %z114, %z116 : tensor<2x1024x2048xbf16>, tensor<2x1024xf32>, tensor<2x1024xf32>) attrs = {dimtune.role = "input_norm", dimtune.pass = "fwd", dimtune.kernel = "aten.native_layer_norm.default", dimtune.row_kernel} {
    ^bb0(%in0: bf16, %in1: bf16, %in2: bf16, %out0: bf16, %out1: f32, %out2: f32):
      %b1 = arith.addf %in0, %in1 : bf16
      %b2 = arith.addf %b1, %in2 : bf16
      %b3 = arith.addf %out0, %b2 : bf16
      %b4 = arith.extf %b2 : bf16 to f32
      %b5 = arith.addf %out1, %b4 : f32
      %b6 = arith.extf %b2 : bf16 to f32
      %b7 = arith.addf %out2, %b6 : f32
      linalg.yield %b3, %b5, %b7 : bf16, f32, f32
    } -> (tensor<2x1024x2048xbf16>, tensor<2x1024xf32>, tensor<2x1024xf32>) loc("gpt_neox.layers.1.input_layernorm:aten.native_layer_norm.default")
    %e118 = tensor.empty() : tensor<2048x6144xbf16>
    %z119 = linalg.fill ins(%c2 : bf16) outs(%e118 : tensor<2048x6144xbf16>) -> tensor<2048x6144xbf16>
    %r120 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (n, k)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg63, %arg64 : tensor<2048x2048xbf16>, tensor<6144x2048xbf16>) outs(%z119 : tensor<2048x6144xbf16>) {dimtune.role = "qkv", dimtune.pass = "fwd"} -> tensor<2048x6144xbf16> loc("gpt_neox.layers.1.attention.query_key_value:aten.addmm.default")
    %e121 = tensor.empty() : tensor<2x1024x16x32xbf16>
    %r122 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg65, %arg66 : tensor<2x1024x16x32xbf16>, tensor<1024x32xbf16>) outs(%e121 : tensor<2x1024x16x32xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "fwd", dimtune.kernel = "aten.mul.Tensor", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.mulf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x16x32xbf16> loc("gpt_neox.layers.1.attention:aten.mul.Tensor")
    %e123 = tensor.empty() : tensor<2x1024x16x16xbf16>
    %r124 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg67 : tensor<2x1024x16x16xbf16>) outs(%e123 : tensor<2x1024x16x16xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "fwd", dimtune.kernel = "aten.neg.default"} {
    ^bb0(%in0: bf16, %out0: bf16):
      %b1 = arith.negf %in0 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x16x16xbf16> loc("gpt_neox.layers.1.attention:aten.neg.default")
    %e125 = tensor.empty() : tensor<2x16x1024x32xbf16>
    %r126 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d2, d1, d4)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d2, d1, d5)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%arg68, %arg69 : tensor<2x1024x16x16xbf16>, tensor<2x1024x16x16xbf16>) outs(%e125 : tensor<2x16x1024x32xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "fwd", dimtune.kernel = "aten.cat.default", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.addf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x16x1024x32xbf16> loc("gpt_neox.layers.1.attention:aten.cat.default")
    %e127 = tensor.empty() : tensor<2x16x1024x32xbf16>
    %r128 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg70, %arg71 : tensor<2x16x1024x32xbf16>, tensor<1024x32xbf16>) outs(%e127 : tensor<2x16x1024x32xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "fwd", dimtune.kernel = "aten.mul.Tensor", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.mulf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x16x1024x32xbf16> loc("gpt_neox.layers.1.attention:aten.mul.Tensor")
    %e129 = tensor.empty() : tensor<2x1024x16x32xbf16>
    %r130 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d2, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg72, %arg73 : tensor<2x1024x16x32xbf16>, tensor<2x16x1024x32xbf16>) outs(%e129 : tensor<2x1024x16x32xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "fwd", dimtune.kernel = "aten.add.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.addf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x16x32xbf16> loc("gpt_neox.layers.1.attention:aten.add.Tensor")
    %e131 = tensor.empty() : tensor<2x1024x16x32xbf16>
    %r132 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg74, %arg75 : tensor<2x1024x16x32xbf16>, tensor<1024x32xbf16>) outs(%e131 : tensor<2x1024x16x32xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "fwd", dimtune.kernel = "aten.mul.Tensor", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.mulf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x16x32xbf16> loc("gpt_neox.layers.1.attention:aten.mul.Tensor")
    %e133 = tensor.empty() : tensor<2x1024x16x16xbf16>
    %r134 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg76 : tensor<2x1024x16x16xbf16>) outs(%e133 : tensor<2x1024x16x16xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "fwd", dimtune.kernel = "aten.neg.default"} {
    ^bb0(%in0: bf16, %out0: bf16):
      %b1 = arith.negf %in0 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x16x16xbf16> loc("gpt_neox.layers.1.attention:aten.neg.default")
    %e135 = tensor.empty() : tensor<2x16x1024x32xbf16>
    %r136 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d2, d1, d4)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d2, d1, d5)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%arg77, %arg78 : tensor<2x1024x16x16xbf16>, tensor<2x1024x16x16xbf16>) outs(%e135 : tensor<2x16x1024x32xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "fwd", dimtune.kernel = "aten.cat.default", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.addf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x16x1024x32xbf16> loc("gpt_neox.layers.1.attention:aten.cat.default")
    %e137 = tensor.empty() : tensor<2x16x1024x32xbf16>
    %r138 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg79, %arg80 : tensor<2x16x1024x32xbf16>, tensor<1024x32xbf16>) outs(%e137 : tensor<2x16x1024x32xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "fwd", dimtune.kernel = "aten.mul.Tensor", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.mulf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x16x1024x32xbf16> loc("gpt_neox.layers.1.attention:aten.mul.Tensor")
    %e139 = tensor.empty() : tensor<2x1024x16x32xbf16>
    %r140 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d2, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg81, %arg82 : tensor<2x1024x16x32xbf16>, tensor<2x16x1024x32xbf16>) outs(%e139 : tensor<2x1024x16x32xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "fwd", dimtune.kernel = "aten.add.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.addf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x16x32xbf16> loc("gpt_neox.layers.1.attention:aten.add.Tensor")
    %e141 = tensor.empty() : tensor<2x16x1024x128xbf16>
    %r142 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d2, d1, d4)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d2, d1, d5)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%arg83, %arg84 : tensor<2x1024x16x32xbf16>, tensor<2x1024x16x96xbf16>) outs(%e141 : tensor<2x16x1024x128xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "fwd", dimtune.kernel = "aten.cat.default", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.addf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x16x1024x128xbf16> loc("gpt_neox.layers.1.attention:aten.cat.default")
    %e143 = tensor.empty() : tensor<2x16x1024x128xbf16>
    %r144 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d2, d1, d4)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d2, d1, d5)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%arg85, %arg86 : tensor<2x1024x16x32xbf16>, tensor<2x1024x16x96xbf16>) outs(%e143 : tensor<2x16x1024x128xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "fwd", dimtune.kernel = "aten.cat.default", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.addf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x16x1024x128xbf16> loc("gpt_neox.layers.1.attention:aten.cat.default")
    %e145 = tensor.empty() : tensor<2x16x1024x1024xbf16>
    %z146 = linalg.fill ins(%c2 : bf16) outs(%e145 : tensor<2x16x1024x1024xbf16>) -> tensor<2x16x1024x1024xbf16>
    %r147 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d3, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]} ins(%arg87, %arg88 : tensor<2x16x1024x128xbf16>, tensor<2x16x1024x128xbf16>) outs(%z146 : tensor<2x16x1024x1024xbf16>) attrs = {dimtune.role = "attn_score", dimtune.pass = "fwd"} {
    ^bb0(%x: bf16, %y: bf16, %acc: bf16):
      %p = arith.mulf %x, %y : bf16
      %s = arith.addf %acc, %p : bf16
      linalg.yield %s : bf16
    } -> tensor<2x16x1024x1024xbf16> loc("gpt_neox.layers.1.attention:scaled_dot_product_attention")
    %e149 = tensor.empty() : tensor<2x16x1024x1024xbf16>
    %m148 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%r147 : tensor<2x16x1024x1024xbf16>) outs(%e149 : tensor<2x16x1024x1024xbf16>) {
    ^bb0(%s: bf16, %o: bf16):
      %i = linalg.index 2 : index
      %j = linalg.index 3 : index
      %future = arith.cmpi ugt, %j, %i : index
      %x = arith.mulf %s, %c3 : bf16
      %y = arith.select %future, %c4, %x : bf16
      linalg.yield %y : bf16
    } -> tensor<2x16x1024x1024xbf16>
    %e151 = tensor.empty() : tensor<2x16x1024x1024xbf16>
    %p150 = linalg.softmax dimension(3) ins(%m148 : tensor<2x16x1024x1024xbf16>) outs(%e151 : tensor<2x16x1024x1024xbf16>) -> tensor<2x16x1024x1024xbf16>
    %e152 = tensor.empty() : tensor<2x16x1024x128xbf16>
    %z153 = linalg.fill ins(%c2 : bf16) outs(%e152 : tensor<2x16x1024x128xbf16>) -> tensor<2x16x1024x128xbf16>
    %r154 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d4, d3)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]} ins(%p150, %arg89 : tensor<2x16x1024x1024xbf16>, tensor<2x16x1024x128xbf16>) outs(%z153 : tensor<2x16x1024x128xbf16>) attrs = {dimtune.role = "attn_context", dimtune.pass = "fwd"} {
    ^bb0(%x: bf16, %y: bf16, %acc: bf16):
      %p = arith.mulf %x, %y : bf16
      %s = arith.addf %acc, %p : bf16
      linalg.yield %s : bf16
    } -> tensor<2x16x1024x128xbf16> loc("gpt_neox.layers.1.attention:scaled_dot_product_attention")
    %e155 = tensor.empty() : tensor<2x16x1024x1024xbf16>
    %z156 = linalg.fill ins(%c2 : bf16) outs(%e155 : tensor<2x16x1024x1024xbf16>) -> tensor<2x16x1024x1024xbf16>
    %r157 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d3, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]} ins(%arg90, %arg89 : tensor<2x16x1024x128xbf16>, tensor<2x16x1024x128xbf16>) outs(%z156 : tensor<2x16x1024x1024xbf16>) attrs = {dimtune.role = "attn_context", dimtune.pass = "dgrad"} {
    ^bb0(%x: bf16, %y: bf16, %acc: bf16):
      %p = arith.mulf %x, %y : bf16
      %s = arith.addf %acc, %p : bf16
      linalg.yield %s : bf16
    } -> tensor<2x16x1024x1024xbf16> loc("gpt_neox.layers.1.attention:scaled_dot_product_attention")
    %e158 = tensor.empty() : tensor<2x16x1024x128xbf16>
    %z159 = linalg.fill ins(%c2 : bf16) outs(%e158 : tensor<2x16x1024x128xbf16>) -> tensor<2x16x1024x128xbf16>
    %r160 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d4, d2)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d4, d3)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]} ins(%p150, %arg90 : tensor<2x16x1024x1024xbf16>, tensor<2x16x1024x128xbf16>) outs(%z159 : tensor<2x16x1024x128xbf16>) attrs = {dimtune.role = "attn_context", dimtune.pass = "wgrad"} {
    ^bb0(%x: bf16, %y: bf16, %acc: bf16):
      %p = arith.mulf %x, %y : bf16
      %s = arith.addf %acc, %p : bf16
      linalg.yield %s : bf16
    } -> tensor<2x16x1024x128xbf16> loc("gpt_neox.layers.1.attention:scaled_dot_product_attention")
    %e161 = tensor.empty() : tensor<2x16x1024xbf16>
    %z162 = linalg.fill ins(%c2 : bf16) outs(%e161 : tensor<2x16x1024xbf16>) -> tensor<2x16x1024xbf16>
    %rs163 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%p150, %r157 : tensor<2x16x1024x1024xbf16>, tensor<2x16x1024x1024xbf16>) outs(%z162 : tensor<2x16x1024xbf16>) {
    ^bb0(%p: bf16, %dp: bf16, %acc: bf16):
      %x = arith.mulf %p, %dp : bf16
      %s = arith.addf %acc, %x : bf16
      linalg.yield %s : bf16
    } -> tensor<2x16x1024xbf16>
    %e165 = tensor.empty() : tensor<2x16x1024x1024xbf16>
    %ds164 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%p150, %r157, %rs163 : tensor<2x16x1024x1024xbf16>, tensor<2x16x1024x1024xbf16>, tensor<2x16x1024xbf16>) outs(%e165 : tensor<2x16x1024x1024xbf16>) {
    ^bb0(%p: bf16, %dp: bf16, %r: bf16, %o: bf16):
      %d = arith.subf %dp, %r : bf16
      %x = arith.mulf %p, %d : bf16
      %y = arith.mulf %x, %c3 : bf16
      linalg.yield %y : bf16
    } -> tensor<2x16x1024x1024xbf16>
    %e166 = tensor.empty() : tensor<2x16x1024x128xbf16>
    %z167 = linalg.fill ins(%c2 : bf16) outs(%e166 : tensor<2x16x1024x128xbf16>) -> tensor<2x16x1024x128xbf16>
    %r168 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d4, d3)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]} ins(%ds164, %arg88 : tensor<2x16x1024x1024xbf16>, tensor<2x16x1024x128xbf16>) outs(%z167 : tensor<2x16x1024x128xbf16>) attrs = {dimtune.role = "attn_score", dimtune.pass = "dgrad"} {
    ^bb0(%x: bf16, %y: bf16, %acc: bf16):
      %p = arith.mulf %x, %y : bf16
      %s = arith.addf %acc, %p : bf16
      linalg.yield %s : bf16
    } -> tensor<2x16x1024x128xbf16> loc("gpt_neox.layers.1.attention:scaled_dot_product_attention")
    %e169 = tensor.empty() : tensor<2x16x1024x128xbf16>
    %z170 = linalg.fill ins(%c2 : bf16) outs(%e169 : tensor<2x16x1024x128xbf16>) -> tensor<2x16x1024x128xbf16>
    %r171 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d4, d2)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d4, d3)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]} ins(%ds164, %arg87 : tensor<2x16x1024x1024xbf16>, tensor<2x16x1024x128xbf16>) outs(%z170 : tensor<2x16x1024x128xbf16>) attrs = {dimtune.role = "attn_score", dimtune.pass = "wgrad"} {
    ^bb0(%x: bf16, %y: bf16, %acc: bf16):
      %p = arith.mulf %x, %y : bf16
      %s = arith.addf %acc, %p : bf16
      linalg.yield %s : bf16
    } -> tensor<2x16x1024x128xbf16> loc("gpt_neox.layers.1.attention:scaled_dot_product_attention")
    %e172 = tensor.empty() : tensor<2x1024x16x128xbf16>
    %r173 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d2, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg91 : tensor<2x16x1024x128xbf16>) outs(%e172 : tensor<2x1024x16x128xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "fwd", dimtune.kernel = "aten.clone.default"} {
    ^bb0(%in0: bf16, %out0: bf16):
      linalg.yield %in0 : bf16
    } -> tensor<2x1024x16x128xbf16> loc("gpt_neox.layers.1.attention:aten.clone.default")
    %e174 = tensor.empty() : tensor<2048x2048xbf16>
    %z175 = linalg.fill ins(%c2 : bf16) outs(%e174 : tensor<2048x2048xbf16>) -> tensor<2048x2048xbf16>
    %r176 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (n, k)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg92, %arg93 : tensor<2048x2048xbf16>, tensor<2048x2048xbf16>) outs(%z175 : tensor<2048x2048xbf16>) {dimtune.role = "attn_out", dimtune.pass = "fwd"} -> tensor<2048x2048xbf16> loc("gpt_neox.layers.1.attention.dense:aten.addmm.default")
    %e177 = tensor.empty() : tensor<2x1024x2048xbf16>
    %z178 = linalg.fill ins(%c2 : bf16) outs(%e177 : tensor<2x1024x2048xbf16>) -> tensor<2x1024x2048xbf16>
    %e179 = tensor.empty() : tensor<2x1024xf32>
    %z180 = linalg.fill ins(%c1 : f32) outs(%e179 : tensor<2x1024xf32>) -> tensor<2x1024xf32>
    %e181 = tensor.empty() : tensor<2x1024xf32>
    %z182 = linalg.fill ins(%c1 : f32) outs(%e181 : tensor<2x1024xf32>) -> tensor<2x1024xf32>
    %r183:3 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%arg94, %arg95, %arg96 : tensor<2x1024x2048xbf16>, tensor<2048xbf16>, tensor<2048xbf16>) outs(%z178, %z180, %z182 : tensor<2x1024x2048xbf16>, tensor<2x1024xf32>, tensor<2x1024xf32>) attrs = {dimtune.role = "post_attention_norm", dimtune.pass = "fwd", dimtune.kernel = "aten.native_layer_norm.default", dimtune.row_kernel} {
    ^bb0(%in0: bf16, %in1: bf16, %in2: bf16, %out0: bf16, %out1: f32, %out2: f32):
      %b1 = arith.addf %in0, %in1 : bf16
      %b2 = arith.addf %b1, %in2 : bf16
      %b3 = arith.addf %out0, %b2 : bf16
      %b4 = arith.extf %b2 : bf16 to f32
      %b5 = arith.addf %out1, %b4 : f32
      %b6 = arith.extf %b2 : bf16 to f32
      %b7 = arith.addf %out2, %b6 : f32
      linalg.yield %b3, %b5, %b7 : bf16, f32, f32
    } -> (tensor<2x1024x2048xbf16>, tensor<2x1024xf32>, tensor<2x1024xf32>) loc("gpt_neox.layers.1.post_attention_layernorm:aten.native_layer_norm.default")
    %e184 = tensor.empty() : tensor<2048x8192xbf16>
    %z185 = linalg.fill ins(%c2 : bf16) outs(%e184 : tensor<2048x8192xbf16>) -> tensor<2048x8192xbf16>
    %r186 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (n, k)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg97, %arg98 : tensor<2048x2048xbf16>, tensor<8192x2048xbf16>) outs(%z185 : tensor<2048x8192xbf16>) {dimtune.role = "mlp_up", dimtune.pass = "fwd"} -> tensor<2048x8192xbf16> loc("gpt_neox.layers.1.mlp.dense_h_to_4h:aten.addmm.default")
    %e187 = tensor.empty() : tensor<2x1024x8192xbf16>
    %r188 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg99 : tensor<2x1024x8192xbf16>) outs(%e187 : tensor<2x1024x8192xbf16>) attrs = {dimtune.role = "activation", dimtune.pass = "fwd", dimtune.kernel = "aten.gelu.default"} {
    ^bb0(%in0: bf16, %out0: bf16):
      linalg.yield %in0 : bf16
    } -> tensor<2x1024x8192xbf16> loc("gpt_neox.layers.1.mlp.act:aten.gelu.default")
    %e189 = tensor.empty() : tensor<2048x2048xbf16>
    %z190 = linalg.fill ins(%c2 : bf16) outs(%e189 : tensor<2048x2048xbf16>) -> tensor<2048x2048xbf16>
    %r191 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (n, k)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg100, %arg101 : tensor<2048x8192xbf16>, tensor<2048x8192xbf16>) outs(%z190 : tensor<2048x2048xbf16>) {dimtune.role = "mlp_down", dimtune.pass = "fwd"} -> tensor<2048x2048xbf16> loc("gpt_neox.layers.1.mlp.dense_4h_to_h:aten.addmm.default")
    %e192 = tensor.empty() : tensor<2x1024x2048xbf16>
    %r193 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg102, %arg103 : tensor<2x1024x2048xbf16>, tensor<2x1024x2048xbf16>) outs(%e192 : tensor<2x1024x2048xbf16>) attrs = {dimtune.role = "residual", dimtune.pass = "fwd", dimtune.kernel = "aten.add.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.addf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x2048xbf16> loc("gpt_neox.layers.1:aten.add.Tensor")
    %e194 = tensor.empty() : tensor<2x1024x2048xbf16>
    %r195 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg104, %arg105 : tensor<2x1024x2048xbf16>, tensor<2x1024x2048xbf16>) outs(%e194 : tensor<2x1024x2048xbf16>) attrs = {dimtune.role = "residual", dimtune.pass = "fwd", dimtune.kernel = "aten.add.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.addf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x2048xbf16> loc("gpt_neox.layers.1:aten.add.Tensor")
    %e196 = tensor.empty() : tensor<2x1024x2048xbf16>
    %z197 = linalg.fill ins(%c2 : bf16) outs(%e196 : tensor<2x1024x2048xbf16>) -> tensor<2x1024x2048xbf16>
    %e198 = tensor.empty() : tensor<2x1024xf32>
    %z199 = linalg.fill ins(%c1 : f32) outs(%e198 : tensor<2x1024xf32>) -> tensor<2x1024xf32>
    %e200 = tensor.empty() : tensor<2x1024xf32>
    %z201 = linalg.fill ins(%c1 : f32) outs(%e200 : tensor<2x1024xf32>) -> tensor<2x1024xf32>
    %r202:3 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%arg106, %arg107, %arg108 : tensor<2x1024x2048xbf16>, tensor<2048xbf16>, tensor<2048xbf16>) outs(%z197, %z199, %z201 : tensor<2x1024x2048xbf16>, tensor<2x1024xf32>, tensor<2x1024xf32>) attrs = {dimtune.role = "final_norm", dimtune.pass = "fwd", dimtune.kernel = "aten.native_layer_norm.default", dimtune.row_kernel} {
    ^bb0(%in0: bf16, %in1: bf16, %in2: bf16, %out0: bf16, %out1: f32, %out2: f32):
      %b1 = arith.addf %in0, %in1 : bf16
      %b2 = arith.addf %b1, %in2 : bf16
      %b3 = arith.addf %out0, %b2 : bf16
      %b4 = arith.extf %b2 : bf16 to f32
      %b5 = arith.addf %out1, %b4 : f32
      %b6 = arith.extf %b2 : bf16 to f32
      %b7 = arith.addf %out2, %b6 : f32
      linalg.yield %b3, %b5, %b7 : bf16, f32, f32
    } -> (tensor<2x1024x2048xbf16>, tensor<2x1024xf32>, tensor<2x1024xf32>) loc("gpt_neox.final_layer_norm:aten.native_layer_norm.default")
    %e203 = tensor.empty() : tensor<2048x50304xbf16>
    %z204 = linalg.fill ins(%c2 : bf16) outs(%e203 : tensor<2048x50304xbf16>) -> tensor<2048x50304xbf16>
    %r205 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (n, k)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg109, %arg110 : tensor<2048x2048xbf16>, tensor<50304x2048xbf16>) outs(%z204 : tensor<2048x50304xbf16>) {dimtune.role = "lm_head", dimtune.pass = "fwd"} -> tensor<2048x50304xbf16> loc("lm_head:aten.mm.default")
    %e206 = tensor.empty() : tensor<2x1024x50304xf32>
    %r207 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg111 : tensor<2x1024x50304xbf16>) outs(%e206 : tensor<2x1024x50304xf32>) attrs = {dimtune.pass = "fwd", dimtune.kernel = "aten._to_copy.default", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %out0: f32):
      %b1 = arith.extf %in0 : bf16 to f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024x50304xf32> loc("aten._to_copy.default")
    %e208 = tensor.empty() : tensor<2x1025xi64>
    %r209 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg112 : tensor<2x1024xi64>) outs(%e208 : tensor<2x1025xi64>) attrs = {dimtune.pass = "fwd", dimtune.kernel = "aten.constant_pad_nd.default", dimtune.unvectorized} {
    ^bb0(%in0: i64, %out0: i64):
      linalg.yield %in0 : i64
    } -> tensor<2x1025xi64> loc("aten.constant_pad_nd.default")
    %e210 = tensor.empty() : tensor<2x1024xi64>
    %r211 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg113 : tensor<2x1024xi64>) outs(%e210 : tensor<2x1024xi64>) attrs = {dimtune.pass = "fwd", dimtune.kernel = "aten.clone.default"} {
    ^bb0(%in0: i64, %out0: i64):
      linalg.yield %in0 : i64
    } -> tensor<2x1024xi64> loc("aten.clone.default")
    %e212 = tensor.empty() : tensor<2048x50304xf32>
    %z213 = linalg.fill ins(%c1 : f32) outs(%e212 : tensor<2048x50304xf32>) -> tensor<2048x50304xf32>
    %r214 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "reduction"]} ins(%arg114 : tensor<2048x50304xf32>) outs(%z213 : tensor<2048x50304xf32>) attrs = {dimtune.role = "loss", dimtune.pass = "fwd", dimtune.kernel = "aten._log_softmax.default", dimtune.row_kernel} {
    ^bb0(%in0: f32, %out0: f32):
      %b1 = arith.addf %out0, %in0 : f32
      linalg.yield %b1 : f32
    } -> tensor<2048x50304xf32> loc("aten._log_softmax.default")
    %e215 = tensor.empty() : tensor<f32>
    %z216 = linalg.fill ins(%c1 : f32) outs(%e215 : tensor<f32>) -> tensor<f32>
    %e217 = tensor.empty() : tensor<f32>
    %z218 = linalg.fill ins(%c1 : f32) outs(%e217 : tensor<f32>) -> tensor<f32>
    %r219:2 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> ()>, affine_map<(d0) -> ()>], iterator_types = ["reduction"]} ins(%arg115 : tensor<2048xi64>) outs(%z216, %z218 : tensor<f32>, tensor<f32>) attrs = {dimtune.role = "loss", dimtune.pass = "fwd", dimtune.kernel = "aten.nll_loss_forward.default"} {
    ^bb0(%in0: i64, %out0: f32, %out1: f32):
      %b1 = arith.sitofp %in0 : i64 to f32
      %b2 = arith.addf %out0, %b1 : f32
      %b3 = arith.addf %out1, %b1 : f32
      linalg.yield %b2, %b3 : f32, f32
    } -> (tensor<f32>, tensor<f32>) loc("aten.nll_loss_forward.default")
    %e220 = tensor.empty() : tensor<2048x50304xf32>
    %r221 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> ()>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> ()>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg116, %arg117, %arg118 : tensor<f32>, tensor<2048xi64>, tensor<f32>) outs(%e220 : tensor<2048x50304xf32>) attrs = {dimtune.role = "loss", dimtune.pass = "bwd", dimtune.kernel = "aten.nll_loss_backward.default", dimtune.unvectorized} {
    ^bb0(%in0: f32, %in1: i64, %in2: f32, %out0: f32):
      %b1 = arith.sitofp %in1 : i64 to f32
      %b2 = arith.addf %in0, %b1 : f32
      %b3 = arith.addf %b2, %in2 : f32
      linalg.yield %b3 : f32
    } -> tensor<2048x50304xf32> loc("aten.nll_loss_backward.default")
    %e222 = tensor.empty() : tensor<2048x50304xf32>
    %z223 = linalg.fill ins(%c1 : f32) outs(%e222 : tensor<2048x50304xf32>) -> tensor<2048x50304xf32>
    %r224 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "reduction"]} ins(%arg119, %arg120 : tensor<2048x50304xf32>, tensor<2048x50304xf32>) outs(%z223 : tensor<2048x50304xf32>) attrs = {dimtune.role = "loss", dimtune.pass = "bwd", dimtune.kernel = "aten._log_softmax_backward_data.default", dimtune.row_kernel} {
    ^bb0(%in0: f32, %in1: f32, %out0: f32):
      %b1 = arith.addf %in0, %in1 : f32
      %b2 = arith.addf %out0, %b1 : f32
      linalg.yield %b2 : f32
    } -> tensor<2048x50304xf32> loc("aten._log_softmax_backward_data.default")
    %e225 = tensor.empty() : tensor<2x1024x50304xbf16>
    %r226 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg121 : tensor<2x1024x50304xf32>) outs(%e225 : tensor<2x1024x50304xbf16>) attrs = {dimtune.pass = "bwd", dimtune.kernel = "aten._to_copy.default"} {
    ^bb0(%in0: f32, %out0: bf16):
      %b1 = arith.truncf %in0 : f32 to bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x50304xbf16> loc("aten._to_copy.default")
    %e227 = tensor.empty() : tensor<50304x2048xbf16>
    %z228 = linalg.fill ins(%c2 : bf16) outs(%e227 : tensor<50304x2048xbf16>) -> tensor<50304x2048xbf16>
    %r229 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (k, m)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg122, %arg123 : tensor<2048x50304xbf16>, tensor<2048x2048xbf16>) outs(%z228 : tensor<50304x2048xbf16>) {dimtune.role = "lm_head", dimtune.pass = "wgrad"} -> tensor<50304x2048xbf16> loc("lm_head:aten.mm.default")
    %e230 = tensor.empty() : tensor<2048x2048xbf16>
    %z231 = linalg.fill ins(%c2 : bf16) outs(%e230 : tensor<2048x2048xbf16>) -> tensor<2048x2048xbf16>
    %r232 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg124, %arg125 : tensor<2048x50304xbf16>, tensor<50304x2048xbf16>) outs(%z231 : tensor<2048x2048xbf16>) {dimtune.role = "lm_head", dimtune.pass = "dgrad"} -> tensor<2048x2048xbf16> loc("lm_head:aten.mm.default")
    %e233 = tensor.empty() : tensor<2x1024x2048xbf16>
    %z234 = linalg.fill ins(%c2 : bf16) outs(%e233 : tensor<2x1024x2048xbf16>) -> tensor<2x1024x2048xbf16>
    %r235 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%arg126, %arg127, %arg128, %arg129, %arg130 : tensor<2x1024x2048xbf16>, tensor<2x1024x2048xbf16>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2048xbf16>) outs(%z234 : tensor<2x1024x2048xbf16>) attrs = {dimtune.role = "final_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.native_layer_norm_backward.default:grad_input", dimtune.row_kernel} {
    ^bb0(%in0: bf16, %in1: bf16, %in2: f32, %in3: f32, %in4: bf16, %out0: bf16):
      %b1 = arith.truncf %in2 : f32 to bf16
      %b2 = arith.truncf %in3 : f32 to bf16
      %b3 = arith.addf %in0, %in1 : bf16
      %b4 = arith.addf %b3, %b1 : bf16
      %b5 = arith.addf %b4, %b2 : bf16
      %b6 = arith.addf %b5, %in4 : bf16
      %b7 = arith.addf %out0, %b6 : bf16
      linalg.yield %b7 : bf16
    } -> tensor<2x1024x2048xbf16> loc("gpt_neox.final_layer_norm:aten.native_layer_norm_backward.default")
    %e236 = tensor.empty() : tensor<2048xbf16>
    %z237 = linalg.fill ins(%c2 : bf16) outs(%e236 : tensor<2048xbf16>) -> tensor<2048xbf16>
    %e238 = tensor.empty() : tensor<2048xbf16>
    %z239 = linalg.fill ins(%c2 : bf16) outs(%e238 : tensor<2048xbf16>) -> tensor<2048xbf16>
    %r240:2 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d2)>], iterator_types = ["reduction", "reduction", "parallel"]} ins(%arg131, %arg132, %arg133, %arg134 : tensor<2x1024x2048xbf16>, tensor<2x1024x2048xbf16>, tensor<2x1024xf32>, tensor<2x1024xf32>) outs(%z237, %z239 : tensor<2048xbf16>, tensor<2048xbf16>) attrs = {dimtune.role = "final_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.native_layer_norm_backward.default:weight_grad"} {
    ^bb0(%in0: bf16, %in1: bf16, %in2: f32, %in3: f32, %out0: bf16, %out1: bf16):
      %b1 = arith.truncf %in2 : f32 to bf16
      %b2 = arith.truncf %in3 : f32 to bf16
      %b3 = arith.addf %in0, %in1 : bf16
      %b4 = arith.addf %b3, %b1 : bf16
      %b5 = arith.addf %b4, %b2 : bf16
      %b6 = arith.addf %out0, %b5 : bf16
      %b7 = arith.addf %out1, %b5 : bf16
      linalg.yield %b6, %b7 : bf16, bf16
    } -> (tensor<2048xbf16>, tensor<2048xbf16>) loc("gpt_neox.final_layer_norm:aten.native_layer_norm_backward.default")
    %e241 = tensor.empty() : tensor<2048x8192xbf16>
    %z242 = linalg.fill ins(%c2 : bf16) outs(%e241 : tensor<2048x8192xbf16>) -> tensor<2048x8192xbf16>
    %r243 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg135, %arg136 : tensor<2048x2048xbf16>, tensor<2048x8192xbf16>) outs(%z242 : tensor<2048x8192xbf16>) {dimtune.role = "mlp_down", dimtune.pass = "dgrad"} -> tensor<2048x8192xbf16> loc("gpt_neox.layers.1.mlp.dense_4h_to_h:aten.mm.default")
    %e244 = tensor.empty() : tensor<2048x8192xbf16>
    %z245 = linalg.fill ins(%c2 : bf16) outs(%e244 : tensor<2048x8192xbf16>) -> tensor<2048x8192xbf16>
    %r246 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (k, m)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg137, %arg138 : tensor<2048x2048xbf16>, tensor<2048x8192xbf16>) outs(%z245 : tensor<2048x8192xbf16>) {dimtune.role = "mlp_down", dimtune.pass = "wgrad"} -> tensor<2048x8192xbf16> loc("gpt_neox.layers.1.mlp.dense_4h_to_h:aten.mm.default")
    %e247 = tensor.empty() : tensor<2048xbf16>
    %z248 = linalg.fill ins(%c2 : bf16) outs(%e247 : tensor<2048xbf16>) -> tensor<2048xbf16>
    %r249 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>], iterator_types = ["reduction", "parallel"]} ins(%arg139 : tensor<2048x2048xbf16>) outs(%z248 : tensor<2048xbf16>) attrs = {dimtune.role = "mlp_down", dimtune.pass = "bwd", dimtune.kernel = "aten.sum.dim_IntList"} {
    ^bb0(%in0: bf16, %out0: bf16):
      %b1 = arith.addf %out0, %in0 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2048xbf16> loc("gpt_neox.layers.1.mlp.dense_4h_to_h:aten.sum.dim_IntList")
    %e250 = tensor.empty() : tensor<2x1024x8192xbf16>
    %r251 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg140, %arg141 : tensor<2x1024x8192xbf16>, tensor<2x1024x8192xbf16>) outs(%e250 : tensor<2x1024x8192xbf16>) attrs = {dimtune.role = "activation", dimtune.pass = "bwd", dimtune.kernel = "aten.gelu_backward.default"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.addf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x8192xbf16> loc("gpt_neox.layers.1.mlp.act:aten.gelu_backward.default")
    %e252 = tensor.empty() : tensor<2048x2048xbf16>
    %z253 = linalg.fill ins(%c2 : bf16) outs(%e252 : tensor<2048x2048xbf16>) -> tensor<2048x2048xbf16>
    %r254 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg142, %arg143 : tensor<2048x8192xbf16>, tensor<8192x2048xbf16>) outs(%z253 : tensor<2048x2048xbf16>) {dimtune.role = "mlp_up", dimtune.pass = "dgrad"} -> tensor<2048x2048xbf16> loc("gpt_neox.layers.1.mlp.dense_h_to_4h:aten.mm.default")
    %e255 = tensor.empty() : tensor<8192x2048xbf16>
    %z256 = linalg.fill ins(%c2 : bf16) outs(%e255 : tensor<8192x2048xbf16>) -> tensor<8192x2048xbf16>
    %r257 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (k, m)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg144, %arg145 : tensor<2048x8192xbf16>, tensor<2048x2048xbf16>) outs(%z256 : tensor<8192x2048xbf16>) {dimtune.role = "mlp_up", dimtune.pass = "wgrad"} -> tensor<8192x2048xbf16> loc("gpt_neox.layers.1.mlp.dense_h_to_4h:aten.mm.default")
    %e258 = tensor.empty() : tensor<8192xbf16>
    %z259 = linalg.fill ins(%c2 : bf16) outs(%e258 : tensor<8192xbf16>) -> tensor<8192xbf16>
    %r260 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>], iterator_types = ["reduction", "parallel"]} ins(%arg146 : tensor<2048x8192xbf16>) outs(%z259 : tensor<8192xbf16>) attrs = {dimtune.role = "mlp_up", dimtune.pass = "bwd", dimtune.kernel = "aten.sum.dim_IntList"} {
    ^bb0(%in0: bf16, %out0: bf16):
      %b1 = arith.addf %out0, %in0 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<8192xbf16> loc("gpt_neox.layers.1.mlp.dense_h_to_4h:aten.sum.dim_IntList")
    %e261 = tensor.empty() : tensor<2x1024x2048xbf16>
    %z262 = linalg.fill ins(%c2 : bf16) outs(%e261 : tensor<2x1024x2048xbf16>) -> tensor<2x1024x2048xbf16>
    %r263 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%arg147, %arg148, %arg149, %arg150, %arg151 : tensor<2x1024x2048xbf16>, tensor<2x1024x2048xbf16>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2048xbf16>) outs(%z262 : tensor<2x1024x2048xbf16>) attrs = {dimtune.role = "post_attention_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.native_layer_norm_backward.default:grad_input", dimtune.row_kernel} {
    ^bb0(%in0: bf16, %in1: bf16, %in2: f32, %in3: f32, %in4: bf16, %out0: bf16):
      %b1 = arith.truncf %in2 : f32 to bf16
      %b2 = arith.truncf %in3 : f32 to bf16
      %b3 = arith.addf %in0, %in1 : bf16
      %b4 = arith.addf %b3, %b1 : bf16
      %b5 = arith.addf %b4, %b2 : bf16
      %b6 = arith.addf %b5, %in4 : bf16
      %b7 = arith.addf %out0, %b6 : bf16
      linalg.yield %b7 : bf16
    } -> tensor<2x1024x2048xbf16> loc("gpt_neox.layers.1.post_attention_layernorm:aten.native_layer_norm_backward.default")
    %e264 = tensor.empty() : tensor<2048xbf16>
    %z265 = linalg.fill ins(%c2 : bf16) outs(%e264 : tensor<2048xbf16>) -> tensor<2048xbf16>
    %e266 = tensor.empty() : tensor<2048xbf16>
    %z267 = linalg.fill ins(%c2 : bf16) outs(%e266 : tensor<2048xbf16>) -> tensor<2048xbf16>
    %r268:2 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d2)>], iterator_types = ["reduction", "reduction", "parallel"]} ins(%arg152, %arg153, %arg154, %arg155 : tensor<2x1024x2048xbf16>, tensor<2x1024x2048xbf16>, tensor<2x1024xf32>, tensor<2x1024xf32>) outs(%z265, %z267 : tensor<2048xbf16>, tensor<2048xbf16>) attrs = {dimtune.role = "post_attention_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.native_layer_norm_backward.default:weight_grad"} {
    ^bb0(%in0: bf16, %in1: bf16, %in2: f32, %in3: f32, %out0: bf16, %out1: bf16):
      %b1 = arith.truncf %in2 : f32 to bf16
      %b2 = arith.truncf %in3 : f32 to bf16
      %b3 = arith.addf %in0, %in1 : bf16
      %b4 = arith.addf %b3, %b1 : bf16
      %b5 = arith.addf %b4, %b2 : bf16
      %b6 = arith.addf %out0, %b5 : bf16
      %b7 = arith.addf %out1, %b5 : bf16
      linalg.yield %b6, %b7 : bf16, bf16
    } -> (tensor<2048xbf16>, tensor<2048xbf16>) loc("gpt_neox.layers.1.post_attention_layernorm:aten.native_layer_norm_backward.default")
    %e269 = tensor.empty() : tensor<2x1024x2048xbf16>
    %r270 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg156, %arg157 : tensor<2x1024x2048xbf16>, tensor<2x1024x2048xbf16>) outs(%e269 : tensor<2x1024x2048xbf16>) attrs = {dimtune.role = "post_attention_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.add.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.addf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x2048xbf16> loc("gpt_neox.layers.1.post_attention_layernorm:aten.add.Tensor")
    %e271 = tensor.empty() : tensor<2048x2048xbf16>
    %z272 = linalg.fill ins(%c2 : bf16) outs(%e271 : tensor<2048x2048xbf16>) -> tensor<2048x2048xbf16>
    %r273 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg158, %arg159 : tensor<2048x2048xbf16>, tensor<2048x2048xbf16>) outs(%z272 : tensor<2048x2048xbf16>) {dimtune.role = "attn_out", dimtune.pass = "dgrad"} -> tensor<2048x2048xbf16> loc("gpt_neox.layers.1.attention.dense:aten.mm.default")
    %e274 = tensor.empty() : tensor<2048x2048xbf16>
    %z275 = linalg.fill ins(%c2 : bf16) outs(%e274 : tensor<2048x2048xbf16>) -> tensor<2048x2048xbf16>
    %r276 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (k, m)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg160, %arg161 : tensor<2048x2048xbf16>, tensor<2048x2048xbf16>) outs(%z275 : tensor<2048x2048xbf16>) {dimtune.role = "attn_out", dimtune.pass = "wgrad"} -> tensor<2048x2048xbf16> loc("gpt_neox.layers.1.attention.dense:aten.mm.default")
    %e277 = tensor.empty() : tensor<2048xbf16>
    %z278 = linalg.fill ins(%c2 : bf16) outs(%e277 : tensor<2048xbf16>) -> tensor<2048xbf16>
    %r279 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>], iterator_types = ["reduction", "parallel"]} ins(%arg162 : tensor<2048x2048xbf16>) outs(%z278 : tensor<2048xbf16>) attrs = {dimtune.role = "attn_out", dimtune.pass = "bwd", dimtune.kernel = "aten.sum.dim_IntList"} {
    ^bb0(%in0: bf16, %out0: bf16):
      %b1 = arith.addf %out0, %in0 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2048xbf16> loc("gpt_neox.layers.1.attention.dense:aten.sum.dim_IntList")
    %e280 = tensor.empty() : tensor<2x16x1024x32xbf16>
    %r281 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg163, %arg164 : tensor<2x16x1024x32xbf16>, tensor<1024x32xbf16>) outs(%e280 : tensor<2x16x1024x32xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Tensor", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.mulf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x16x1024x32xbf16> loc("gpt_neox.layers.1.attention:aten.mul.Tensor")
    %e282 = tensor.empty() : tensor<2x16x1024x16xbf16>
    %r283 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg165 : tensor<2x16x1024x16xbf16>) outs(%e282 : tensor<2x16x1024x16xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.neg.default"} {
    ^bb0(%in0: bf16, %out0: bf16):
      %b1 = arith.negf %in0 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x16x1024x16xbf16> loc("gpt_neox.layers.1.attention:aten.neg.default")
    %e284 = tensor.empty() : tensor<2x16x1024x32xbf16>
    %r285 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%arg166 : tensor<2x16x1024x16xbf16>) outs(%e284 : tensor<2x16x1024x32xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.slice_backward.default", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %out0: bf16):
      linalg.yield %in0 : bf16
    } -> tensor<2x16x1024x32xbf16> loc("gpt_neox.layers.1.attention:aten.slice_backward.default")
    %e286 = tensor.empty() : tensor<2x16x1024x32xbf16>
    %r287 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%arg167 : tensor<2x16x1024x16xbf16>) outs(%e286 : tensor<2x16x1024x32xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.slice_backward.default", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %out0: bf16):
      linalg.yield %in0 : bf16
    } -> tensor<2x16x1024x32xbf16> loc("gpt_neox.layers.1.attention:aten.slice_backward.default")
    %e288 = tensor.empty() : tensor<2x16x1024x32xbf16>
    %r289 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg168, %arg169 : tensor<2x16x1024x32xbf16>, tensor<2x16x1024x32xbf16>) outs(%e288 : tensor<2x16x1024x32xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.add.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.addf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x16x1024x32xbf16> loc("gpt_neox.layers.1.attention:aten.add.Tensor")
    %e290 = tensor.empty() : tensor<2x16x1024x32xbf16>
    %r291 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg170, %arg171 : tensor<2x16x1024x32xbf16>, tensor<1024x32xbf16>) outs(%e290 : tensor<2x16x1024x32xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Tensor", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.mulf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x16x1024x32xbf16> loc("gpt_neox.layers.1.attention:aten.mul.Tensor")
    %e292 = tensor.empty() : tensor<2x16x1024x32xbf16>
    %r293 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg172, %arg173 : tensor<2x16x1024x32xbf16>, tensor<2x16x1024x32xbf16>) outs(%e292 : tensor<2x16x1024x32xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.add.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.addf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x16x1024x32xbf16> loc("gpt_neox.layers.1.attention:aten.add.Tensor")
    %e294 = tensor.empty() : tensor<2x16x1024x32xbf16>
    %r295 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg174, %arg175 : tensor<2x16x1024x32xbf16>, tensor<1024x32xbf16>) outs(%e294 : tensor<2x16x1024x32xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Tensor", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.mulf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x16x1024x32xbf16> loc("gpt_neox.layers.1.attention:aten.mul.Tensor")
    %e296 = tensor.empty() : tensor<2x16x1024x16xbf16>
    %r297 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg176 : tensor<2x16x1024x16xbf16>) outs(%e296 : tensor<2x16x1024x16xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.neg.default"} {
    ^bb0(%in0: bf16, %out0: bf16):
      %b1 = arith.negf %in0 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x16x1024x16xbf16> loc("gpt_neox.layers.1.attention:aten.neg.default")
    %e298 = tensor.empty() : tensor<2x16x1024x32xbf16>
    %r299 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%arg177 : tensor<2x16x1024x16xbf16>) outs(%e298 : tensor<2x16x1024x32xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.slice_backward.default", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %out0: bf16):
      linalg.yield %in0 : bf16
    } -> tensor<2x16x1024x32xbf16> loc("gpt_neox.layers.1.attention:aten.slice_backward.default")
    %e300 = tensor.empty() : tensor<2x16x1024x32xbf16>
    %r301 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%arg178 : tensor<2x16x1024x16xbf16>) outs(%e300 : tensor<2x16x1024x32xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.slice_backward.default", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %out0: bf16):
      linalg.yield %in0 : bf16
    } -> tensor<2x16x1024x32xbf16> loc("gpt_neox.layers.1.attention:aten.slice_backward.default")
    %e302 = tensor.empty() : tensor<2x16x1024x32xbf16>
    %r303 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg179, %arg180 : tensor<2x16x1024x32xbf16>, tensor<2x16x1024x32xbf16>) outs(%e302 : tensor<2x16x1024x32xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.add.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.addf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x16x1024x32xbf16> loc("gpt_neox.layers.1.attention:aten.add.Tensor")
    %e304 = tensor.empty() : tensor<2x16x1024x32xbf16>
    %r305 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg181, %arg182 : tensor<2x16x1024x32xbf16>, tensor<1024x32xbf16>) outs(%e304 : tensor<2x16x1024x32xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Tensor", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.mulf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x16x1024x32xbf16> loc("gpt_neox.layers.1.attention:aten.mul.Tensor")
    %e306 = tensor.empty() : tensor<2x16x1024x32xbf16>
    %r307 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg183, %arg184 : tensor<2x16x1024x32xbf16>, tensor<2x16x1024x32xbf16>) outs(%e306 : tensor<2x16x1024x32xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.add.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.addf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x16x1024x32xbf16> loc("gpt_neox.layers.1.attention:aten.add.Tensor")
    %e308 = tensor.empty() : tensor<2x16x1024x128xbf16>
    %r309 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%arg185 : tensor<2x16x1024x96xbf16>) outs(%e308 : tensor<2x16x1024x128xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.slice_backward.default", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %out0: bf16):
      linalg.yield %in0 : bf16
    } -> tensor<2x16x1024x128xbf16> loc("gpt_neox.layers.1.attention:aten.slice_backward.default")
    %e310 = tensor.empty() : tensor<2x16x1024x128xbf16>
    %r311 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%arg186 : tensor<2x16x1024x32xbf16>) outs(%e310 : tensor<2x16x1024x128xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.slice_backward.default", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %out0: bf16):
      linalg.yield %in0 : bf16
    } -> tensor<2x16x1024x128xbf16> loc("gpt_neox.layers.1.attention:aten.slice_backward.default")
    %e312 = tensor.empty() : tensor<2x16x1024x128xbf16>
    %r313 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg187, %arg188 : tensor<2x16x1024x128xbf16>, tensor<2x16x1024x128xbf16>) outs(%e312 : tensor<2x16x1024x128xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.add.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.addf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x16x1024x128xbf16> loc("gpt_neox.layers.1.attention:aten.add.Tensor")
    %e314 = tensor.empty() : tensor<2x16x1024x128xbf16>
    %r315 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%arg189 : tensor<2x16x1024x96xbf16>) outs(%e314 : tensor<2x16x1024x128xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.slice_backward.default", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %out0: bf16):
      linalg.yield %in0 : bf16
    } -> tensor<2x16x1024x128xbf16> loc("gpt_neox.layers.1.attention:aten.slice_backward.default")
    %e316 = tensor.empty() : tensor<2x16x1024x128xbf16>
    %r317 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%arg190 : tensor<2x16x1024x32xbf16>) outs(%e316 : tensor<2x16x1024x128xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.slice_backward.default", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %out0: bf16):
      linalg.yield %in0 : bf16
    } -> tensor<2x16x1024x128xbf16> loc("gpt_neox.layers.1.attention:aten.slice_backward.default")
    %e318 = tensor.empty() : tensor<2x16x1024x128xbf16>
    %r319 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg191, %arg192 : tensor<2x16x1024x128xbf16>, tensor<2x16x1024x128xbf16>) outs(%e318 : tensor<2x16x1024x128xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.add.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.addf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x16x1024x128xbf16> loc("gpt_neox.layers.1.attention:aten.add.Tensor")
    %e320 = tensor.empty() : tensor<2x16x1024x384xbf16>
    %r321 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d1, d2, d4)>, affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d1, d2, d5)>, affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d2, d1, d6)>, affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%arg193, %arg194, %arg195 : tensor<2x16x1024x128xbf16>, tensor<2x16x1024x128xbf16>, tensor<2x1024x16x128xbf16>) outs(%e320 : tensor<2x16x1024x384xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.cat.default", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %in1: bf16, %in2: bf16, %out0: bf16):
      %b1 = arith.addf %in0, %in1 : bf16
      %b2 = arith.addf %b1, %in2 : bf16
      linalg.yield %b2 : bf16
    } -> tensor<2x16x1024x384xbf16> loc("gpt_neox.layers.1.attention:aten.cat.default")
    %e322 = tensor.empty() : tensor<2x1024x16x384xbf16>
    %r323 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d2, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg196 : tensor<2x16x1024x384xbf16>) outs(%e322 : tensor<2x1024x16x384xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.clone.default"} {
    ^bb0(%in0: bf16, %out0: bf16):
      linalg.yield %in0 : bf16
    } -> tensor<2x1024x16x384xbf16> loc("gpt_neox.layers.1.attention:aten.clone.default")
    %e324 = tensor.empty() : tensor<2048x2048xbf16>
    %z325 = linalg.fill ins(%c2 : bf16) outs(%e324 : tensor<2048x2048xbf16>) -> tensor<2048x2048xbf16>
    %r326 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg197, %arg198 : tensor<2048x6144xbf16>, tensor<6144x2048xbf16>) outs(%z325 : tensor<2048x2048xbf16>) {dimtune.role = "qkv", dimtune.pass = "dgrad"} -> tensor<2048x2048xbf16> loc("gpt_neox.layers.1.attention.query_key_value:aten.mm.default")
    %e327 = tensor.empty() : tensor<6144x2048xbf16>
    %z328 = linalg.fill ins(%c2 : bf16) outs(%e327 : tensor<6144x2048xbf16>) -> tensor<6144x2048xbf16>
    %r329 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (k, m)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg199, %arg200 : tensor<2048x6144xbf16>, tensor<2048x2048xbf16>) outs(%z328 : tensor<6144x2048xbf16>) {dimtune.role = "qkv", dimtune.pass = "wgrad"} -> tensor<6144x2048xbf16> loc("gpt_neox.layers.1.attention.query_key_value:aten.mm.default")
    %e330 = tensor.empty() : tensor<6144xbf16>
    %z331 = linalg.fill ins(%c2 : bf16) outs(%e330 : tensor<6144xbf16>) -> tensor<6144xbf16>
    %r332 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>], iterator_types = ["reduction", "parallel"]} ins(%arg201 : tensor<2048x6144xbf16>) outs(%z331 : tensor<6144xbf16>) attrs = {dimtune.role = "qkv", dimtune.pass = "bwd", dimtune.kernel = "aten.sum.dim_IntList"} {
    ^bb0(%in0: bf16, %out0: bf16):
      %b1 = arith.addf %out0, %in0 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<6144xbf16> loc("gpt_neox.layers.1.attention.query_key_value:aten.sum.dim_IntList")
    %e333 = tensor.empty() : tensor<2x1024x2048xbf16>
    %z334 = linalg.fill ins(%c2 : bf16) outs(%e333 : tensor<2x1024x2048xbf16>) -> tensor<2x1024x2048xbf16>
    %r335 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%arg202, %arg203, %arg204, %arg205, %arg206 : tensor<2x1024x2048xbf16>, tensor<2x1024x2048xbf16>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2048xbf16>) outs(%z334 : tensor<2x1024x2048xbf16>) attrs = {dimtune.role = "input_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.native_layer_norm_backward.default:grad_input", dimtune.row_kernel} {
    ^bb0(%in0: bf16, %in1: bf16, %in2: f32, %in3: f32, %in4: bf16, %out0: bf16):
      %b1 = arith.truncf %in2 : f32 to bf16
      %b2 = arith.truncf %in3 : f32 to bf16
      %b3 = arith.addf %in0, %in1 : bf16
      %b4 = arith.addf %b3, %b1 : bf16
      %b5 = arith.addf %b4, %b2 : bf16
      %b6 = arith.addf %b5, %in4 : bf16
      %b7 = arith.addf %out0, %b6 : bf16
      linalg.yield %b7 : bf16
    } -> tensor<2x1024x2048xbf16> loc("gpt_neox.layers.1.input_layernorm:aten.native_layer_norm_backward.default")
    %e336 = tensor.empty() : tensor<2048xbf16>
    %z337 = linalg.fill ins(%c2 : bf16) outs(%e336 : tensor<2048xbf16>) -> tensor<2048xbf16>
    %e338 = tensor.empty() : tensor<2048xbf16>
    %z339 = linalg.fill ins(%c2 : bf16) outs(%e338 : tensor<2048xbf16>) -> tensor<2048xbf16>
    %r340:2 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d2)>], iterator_types = ["reduction", "reduction", "parallel"]} ins(%arg207, %arg208, %arg209, %arg210 : tensor<2x1024x2048xbf16>, tensor<2x1024x2048xbf16>, tensor<2x1024xf32>, tensor<2x1024xf32>) outs(%z337, %z339 : tensor<2048xbf16>, tensor<2048xbf16>) attrs = {dimtune.role = "input_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.native_layer_norm_backward.default:weight_grad"} {
    ^bb0(%in0: bf16, %in1: bf16, %in2: f32, %in3: f32, %out0: bf16, %out1: bf16):
      %b1 = arith.truncf %in2 : f32 to bf16
      %b2 = arith.truncf %in3 : f32 to bf16
      %b3 = arith.addf %in0, %in1 : bf16
      %b4 = arith.addf %b3, %b1 : bf16
      %b5 = arith.addf %b4, %b2 : bf16
      %b6 = arith.addf %out0, %b5 : bf16
      %b7 = arith.addf %out1, %b5 : bf16
      linalg.yield %b6, %b7 : bf16, bf16
    } -> (tensor<2048xbf16>, tensor<2048xbf16>) loc("gpt_neox.layers.1.input_layernorm:aten.native_layer_norm_backward.default")
    %e341 = tensor.empty() : tensor<2x1024x2048xbf16>
    %r342 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg211, %arg212 : tensor<2x1024x2048xbf16>, tensor<2x1024x2048xbf16>) outs(%e341 : tensor<2x1024x2048xbf16>) attrs = {dimtune.role = "input_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.add.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.addf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x2048xbf16> loc("gpt_neox.layers.1.input_layernorm:aten.add.Tensor")
    %e343 = tensor.empty() : tensor<2048x8192xbf16>
    %z344 = linalg.fill ins(%c2 : bf16) outs(%e343 : tensor<2048x8192xbf16>) -> tensor<2048x8192xbf16>
    %r345 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg213, %arg214 : tensor<2048x2048xbf16>, tensor<2048x8192xbf16>) outs(%z344 : tensor<2048x8192xbf16>) {dimtune.role = "mlp_down", dimtune.pass = "dgrad"} -> tensor<2048x8192xbf16> loc("gpt_neox.layers.0.mlp.dense_4h_to_h:aten.mm.default")
    %e346 = tensor.empty() : tensor<2048x8192xbf16>
    %z347 = linalg.fill ins(%c2 : bf16) outs(%e346 : tensor<2048x8192xbf16>) -> tensor<2048x8192xbf16>
    %r348 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (k, m)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg215, %arg216 : tensor<2048x2048xbf16>, tensor<2048x8192xbf16>) outs(%z347 : tensor<2048x8192xbf16>) {dimtune.role = "mlp_down", dimtune.pass = "wgrad"} -> tensor<2048x8192xbf16> loc("gpt_neox.layers.0.mlp.dense_4h_to_h:aten.mm.default")
    %e349 = tensor.empty() : tensor<2048xbf16>
    %z350 = linalg.fill ins(%c2 : bf16) outs(%e349 : tensor<2048xbf16>) -> tensor<2048xbf16>
    %r351 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>], iterator_types = ["reduction", "parallel"]} ins(%arg217 : tensor<2048x2048xbf16>) outs(%z350 : tensor<2048xbf16>) attrs = {dimtune.role = "mlp_down", dimtune.pass = "bwd", dimtune.kernel = "aten.sum.dim_IntList"} {
    ^bb0(%in0: bf16, %out0: bf16):
      %b1 = arith.addf %out0, %in0 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2048xbf16> loc("gpt_neox.layers.0.mlp.dense_4h_to_h:aten.sum.dim_IntList")
    %e352 = tensor.empty() : tensor<2x1024x8192xbf16>
    %r353 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg218, %arg219 : tensor<2x1024x8192xbf16>, tensor<2x1024x8192xbf16>) outs(%e352 : tensor<2x1024x8192xbf16>) attrs = {dimtune.role = "activation", dimtune.pass = "bwd", dimtune.kernel = "aten.gelu_backward.default"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.addf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x8192xbf16> loc("gpt_neox.layers.0.mlp.act:aten.gelu_backward.default")
    %e354 = tensor.empty() : tensor<2048x2048xbf16>
    %z355 = linalg.fill ins(%c2 : bf16) outs(%e354 : tensor<2048x2048xbf16>) -> tensor<2048x2048xbf16>
    %r356 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg220, %arg221 : tensor<2048x8192xbf16>, tensor<8192x2048xbf16>) outs(%z355 : tensor<2048x2048xbf16>) {dimtune.role = "mlp_up", dimtune.pass = "dgrad"} -> tensor<2048x2048xbf16> loc("gpt_neox.layers.0.mlp.dense_h_to_4h:aten.mm.default")
    %e357 = tensor.empty() : tensor<8192x2048xbf16>
    %z358 = linalg.fill ins(%c2 : bf16) outs(%e357 : tensor<8192x2048xbf16>) -> tensor<8192x2048xbf16>
    %r359 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (k, m)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg222, %arg223 : tensor<2048x8192xbf16>, tensor<2048x2048xbf16>) outs(%z358 : tensor<8192x2048xbf16>) {dimtune.role = "mlp_up", dimtune.pass = "wgrad"} -> tensor<8192x2048xbf16> loc("gpt_neox.layers.0.mlp.dense_h_to_4h:aten.mm.default")
    %e360 = tensor.empty() : tensor<8192xbf16>
    %z361 = linalg.fill ins(%c2 : bf16) outs(%e360 : tensor<8192xbf16>) -> tensor<8192xbf16>
    %r362 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>], iterator_types = ["reduction", "parallel"]} ins(%arg224 : tensor<2048x8192xbf16>) outs(%z361 : tensor<8192xbf16>) attrs = {dimtune.role = "mlp_up", dimtune.pass = "bwd", dimtune.kernel = "aten.sum.dim_IntList"} {
    ^bb0(%in0: bf16, %out0: bf16):
      %b1 = arith.addf %out0, %in0 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<8192xbf16> loc("gpt_neox.layers.0.mlp.dense_h_to_4h:aten.sum.dim_IntList")
    %e363 = tensor.empty() : tensor<2x1024x2048xbf16>
    %z364 = linalg.fill ins(%c2 : bf16) outs(%e363 : tensor<2x1024x2048xbf16>) -> tensor<2x1024x2048xbf16>
    %r365 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%arg225, %arg226, %arg227, %arg228, %arg229 : tensor<2x1024x2048xbf16>, tensor<2x1024x2048xbf16>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2048xbf16>) outs(%z364 : tensor<2x1024x2048xbf16>) attrs = {dimtune.role = "post_attention_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.native_layer_norm_backward.default:grad_input", dimtune.row_kernel} {
    ^bb0(%in0: bf16, %in1: bf16, %in2: f32, %in3: f32, %in4: bf16, %out0: bf16):
      %b1 = arith.truncf %in2 : f32 to bf16
      %b2 = arith.truncf %in3 : f32 to bf16
      %b3 = arith.addf %in0, %in1 : bf16
      %b4 = arith.addf %b3, %b1 : bf16
      %b5 = arith.addf %b4, %b2 : bf16
      %b6 = arith.addf %b5, %in4 : bf16
      %b7 = arith.addf %out0, %b6 : bf16
      linalg.yield %b7 : bf16
    } -> tensor<2x1024x2048xbf16> loc("gpt_neox.layers.0.post_attention_layernorm:aten.native_layer_norm_backward.default")
    %e366 = tensor.empty() : tensor<2048xbf16>
    %z367 = linalg.fill ins(%c2 : bf16) outs(%e366 : tensor<2048xbf16>) -> tensor<2048xbf16>
    %e368 = tensor.empty() : tensor<2048xbf16>
    %z369 = linalg.fill ins(%c2 : bf16) outs(%e368 : tensor<2048xbf16>) -> tensor<2048xbf16>
    %r370:2 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d2)>], iterator_types = ["reduction", "reduction", "parallel"]} ins(%arg230, %arg231, %arg232, %arg233 : tensor<2x1024x2048xbf16>, tensor<2x1024x2048xbf16>, tensor<2x1024xf32>, tensor<2x1024xf32>) outs(%z367, %z369 : tensor<2048xbf16>, tensor<2048xbf16>) attrs = {dimtune.role = "post_attention_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.native_layer_norm_backward.default:weight_grad"} {
    ^bb0(%in0: bf16, %in1: bf16, %in2: f32, %in3: f32, %out0: bf16, %out1: bf16):
      %b1 = arith.truncf %in2 : f32 to bf16
      %b2 = arith.truncf %in3 : f32 to bf16
      %b3 = arith.addf %in0, %in1 : bf16
      %b4 = arith.addf %b3, %b1 : bf16
      %b5 = arith.addf %b4, %b2 : bf16
      %b6 = arith.addf %out0, %b5 : bf16
      %b7 = arith.addf %out1, %b5 : bf16
      linalg.yield %b6, %b7 : bf16, bf16
    } -> (tensor<2048xbf16>, tensor<2048xbf16>) loc("gpt_neox.layers.0.post_attention_layernorm:aten.native_layer_norm_backward.default")
    %e371 = tensor.empty() : tensor<2x1024x2048xbf16>
    %r372 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg234, %arg235 : tensor<2x1024x2048xbf16>, tensor<2x1024x2048xbf16>) outs(%e371 : tensor<2x1024x2048xbf16>) attrs = {dimtune.role = "post_attention_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.add.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.addf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x2048xbf16> loc("gpt_neox.layers.0.post_attention_layernorm:aten.add.Tensor")
    %e373 = tensor.empty() : tensor<2048x2048xbf16>
    %z374 = linalg.fill ins(%c2 : bf16) outs(%e373 : tensor<2048x2048xbf16>) -> tensor<2048x2048xbf16>
    %r375 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg236, %arg237 : tensor<2048x2048xbf16>, tensor<2048x2048xbf16>) outs(%z374 : tensor<2048x2048xbf16>) {dimtune.role = "attn_out", dimtune.pass = "dgrad"} -> tensor<2048x2048xbf16> loc("gpt_neox.layers.0.attention.dense:aten.mm.default")
    %e376 = tensor.empty() : tensor<2048x2048xbf16>
    %z377 = linalg.fill ins(%c2 : bf16) outs(%e376 : tensor<2048x2048xbf16>) -> tensor<2048x2048xbf16>
    %r378 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (k, m)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg238, %arg239 : tensor<2048x2048xbf16>, tensor<2048x2048xbf16>) outs(%z377 : tensor<2048x2048xbf16>) {dimtune.role = "attn_out", dimtune.pass = "wgrad"} -> tensor<2048x2048xbf16> loc("gpt_neox.layers.0.attention.dense:aten.mm.default")
    %e379 = tensor.empty() : tensor<2048xbf16>
    %z380 = linalg.fill ins(%c2 : bf16) outs(%e379 : tensor<2048xbf16>) -> tensor<2048xbf16>
    %r381 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>], iterator_types = ["reduction", "parallel"]} ins(%arg240 : tensor<2048x2048xbf16>) outs(%z380 : tensor<2048xbf16>) attrs = {dimtune.role = "attn_out", dimtune.pass = "bwd", dimtune.kernel = "aten.sum.dim_IntList"} {
    ^bb0(%in0: bf16, %out0: bf16):
      %b1 = arith.addf %out0, %in0 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2048xbf16> loc("gpt_neox.layers.0.attention.dense:aten.sum.dim_IntList")
    %e382 = tensor.empty() : tensor<2x16x1024x32xbf16>
    %r383 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg241, %arg242 : tensor<2x16x1024x32xbf16>, tensor<1024x32xbf16>) outs(%e382 : tensor<2x16x1024x32xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Tensor", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.mulf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x16x1024x32xbf16> loc("gpt_neox.layers.0.attention:aten.mul.Tensor")
    %e384 = tensor.empty() : tensor<2x16x1024x16xbf16>
    %r385 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg243 : tensor<2x16x1024x16xbf16>) outs(%e384 : tensor<2x16x1024x16xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.neg.default"} {
    ^bb0(%in0: bf16, %out0: bf16):
      %b1 = arith.negf %in0 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x16x1024x16xbf16> loc("gpt_neox.layers.0.attention:aten.neg.default")
    %e386 = tensor.empty() : tensor<2x16x1024x32xbf16>
    %r387 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%arg244 : tensor<2x16x1024x16xbf16>) outs(%e386 : tensor<2x16x1024x32xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.slice_backward.default", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %out0: bf16):
      linalg.yield %in0 : bf16
    } -> tensor<2x16x1024x32xbf16> loc("gpt_neox.layers.0.attention:aten.slice_backward.default")
    %e388 = tensor.empty() : tensor<2x16x1024x32xbf16>
    %r389 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%arg245 : tensor<2x16x1024x16xbf16>) outs(%e388 : tensor<2x16x1024x32xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.slice_backward.default", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %out0: bf16):
      linalg.yield %in0 : bf16
    } -> tensor<2x16x1024x32xbf16> loc("gpt_neox.layers.0.attention:aten.slice_backward.default")
    %e390 = tensor.empty() : tensor<2x16x1024x32xbf16>
    %r391 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg246, %arg247 : tensor<2x16x1024x32xbf16>, tensor<2x16x1024x32xbf16>) outs(%e390 : tensor<2x16x1024x32xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.add.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.addf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x16x1024x32xbf16> loc("gpt_neox.layers.0.attention:aten.add.Tensor")
    %e392 = tensor.empty() : tensor<2x16x1024x32xbf16>
    %r393 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg248, %arg249 : tensor<2x16x1024x32xbf16>, tensor<1024x32xbf16>) outs(%e392 : tensor<2x16x1024x32xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Tensor", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.mulf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x16x1024x32xbf16> loc("gpt_neox.layers.0.attention:aten.mul.Tensor")
    %e394 = tensor.empty() : tensor<2x16x1024x32xbf16>
    %r395 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg250, %arg251 : tensor<2x16x1024x32xbf16>, tensor<2x16x1024x32xbf16>) outs(%e394 : tensor<2x16x1024x32xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.add.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.addf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x16x1024x32xbf16> loc("gpt_neox.layers.0.attention:aten.add.Tensor")
    %e396 = tensor.empty() : tensor<2x16x1024x32xbf16>
    %r397 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg252, %arg253 : tensor<2x16x1024x32xbf16>, tensor<1024x32xbf16>) outs(%e396 : tensor<2x16x1024x32xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Tensor", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.mulf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x16x1024x32xbf16> loc("gpt_neox.layers.0.attention:aten.mul.Tensor")
    %e398 = tensor.empty() : tensor<2x16x1024x16xbf16>
    %r399 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg254 : tensor<2x16x1024x16xbf16>) outs(%e398 : tensor<2x16x1024x16xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.neg.default"} {
    ^bb0(%in0: bf16, %out0: bf16):
      %b1 = arith.negf %in0 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x16x1024x16xbf16> loc("gpt_neox.layers.0.attention:aten.neg.default")
    %e400 = tensor.empty() : tensor<2x16x1024x32xbf16>
    %r401 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%arg255 : tensor<2x16x1024x16xbf16>) outs(%e400 : tensor<2x16x1024x32xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.slice_backward.default", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %out0: bf16):
      linalg.yield %in0 : bf16
    } -> tensor<2x16x1024x32xbf16> loc("gpt_neox.layers.0.attention:aten.slice_backward.default")
    %e402 = tensor.empty() : tensor<2x16x1024x32xbf16>
    %r403 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%arg256 : tensor<2x16x1024x16xbf16>) outs(%e402 : tensor<2x16x1024x32xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.slice_backward.default", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %out0: bf16):
      linalg.yield %in0 : bf16
    } -> tensor<2x16x1024x32xbf16> loc("gpt_neox.layers.0.attention:aten.slice_backward.default")
    %e404 = tensor.empty() : tensor<2x16x1024x32xbf16>
    %r405 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg257, %arg258 : tensor<2x16x1024x32xbf16>, tensor<2x16x1024x32xbf16>) outs(%e404 : tensor<2x16x1024x32xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.add.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.addf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x16x1024x32xbf16> loc("gpt_neox.layers.0.attention:aten.add.Tensor")
    %e406 = tensor.empty() : tensor<2x16x1024x32xbf16>
    %r407 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg259, %arg260 : tensor<2x16x1024x32xbf16>, tensor<1024x32xbf16>) outs(%e406 : tensor<2x16x1024x32xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Tensor", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.mulf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x16x1024x32xbf16> loc("gpt_neox.layers.0.attention:aten.mul.Tensor")
    %e408 = tensor.empty() : tensor<2x16x1024x32xbf16>
    %r409 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg261, %arg262 : tensor<2x16x1024x32xbf16>, tensor<2x16x1024x32xbf16>) outs(%e408 : tensor<2x16x1024x32xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.add.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.addf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x16x1024x32xbf16> loc("gpt_neox.layers.0.attention:aten.add.Tensor")
    %e410 = tensor.empty() : tensor<2x16x1024x128xbf16>
    %r411 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%arg263 : tensor<2x16x1024x96xbf16>) outs(%e410 : tensor<2x16x1024x128xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.slice_backward.default", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %out0: bf16):
      linalg.yield %in0 : bf16
    } -> tensor<2x16x1024x128xbf16> loc("gpt_neox.layers.0.attention:aten.slice_backward.default")
    %e412 = tensor.empty() : tensor<2x16x1024x128xbf16>
    %r413 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%arg264 : tensor<2x16x1024x32xbf16>) outs(%e412 : tensor<2x16x1024x128xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.slice_backward.default", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %out0: bf16):
      linalg.yield %in0 : bf16
    } -> tensor<2x16x1024x128xbf16> loc("gpt_neox.layers.0.attention:aten.slice_backward.default")
    %e414 = tensor.empty() : tensor<2x16x1024x128xbf16>
    %r415 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg265, %arg266 : tensor<2x16x1024x128xbf16>, tensor<2x16x1024x128xbf16>) outs(%e414 : tensor<2x16x1024x128xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.add.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.addf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x16x1024x128xbf16> loc("gpt_neox.layers.0.attention:aten.add.Tensor")
    %e416 = tensor.empty() : tensor<2x16x1024x128xbf16>
    %r417 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%arg267 : tensor<2x16x1024x96xbf16>) outs(%e416 : tensor<2x16x1024x128xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.slice_backward.default", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %out0: bf16):
      linalg.yield %in0 : bf16
    } -> tensor<2x16x1024x128xbf16> loc("gpt_neox.layers.0.attention:aten.slice_backward.default")
    %e418 = tensor.empty() : tensor<2x16x1024x128xbf16>
    %r419 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%arg268 : tensor<2x16x1024x32xbf16>) outs(%e418 : tensor<2x16x1024x128xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.slice_backward.default", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %out0: bf16):
      linalg.yield %in0 : bf16
    } -> tensor<2x16x1024x128xbf16> loc("gpt_neox.layers.0.attention:aten.slice_backward.default")
    %e420 = tensor.empty() : tensor<2x16x1024x128xbf16>
    %r421 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg269, %arg270 : tensor<2x16x1024x128xbf16>, tensor<2x16x1024x128xbf16>) outs(%e420 : tensor<2x16x1024x128xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.add.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.addf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x16x1024x128xbf16> loc("gpt_neox.layers.0.attention:aten.add.Tensor")
    %e422 = tensor.empty() : tensor<2x16x1024x384xbf16>
    %r423 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d1, d2, d4)>, affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d1, d2, d5)>, affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d2, d1, d6)>, affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%arg271, %arg272, %arg273 : tensor<2x16x1024x128xbf16>, tensor<2x16x1024x128xbf16>, tensor<2x1024x16x128xbf16>) outs(%e422 : tensor<2x16x1024x384xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.cat.default", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %in1: bf16, %in2: bf16, %out0: bf16):
      %b1 = arith.addf %in0, %in1 : bf16
      %b2 = arith.addf %b1, %in2 : bf16
      linalg.yield %b2 : bf16
    } -> tensor<2x16x1024x384xbf16> loc("gpt_neox.layers.0.attention:aten.cat.default")
    %e424 = tensor.empty() : tensor<2x1024x16x384xbf16>
    %r425 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d2, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg274 : tensor<2x16x1024x384xbf16>) outs(%e424 : tensor<2x1024x16x384xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.clone.default"} {
    ^bb0(%in0: bf16, %out0: bf16):
      linalg.yield %in0 : bf16
    } -> tensor<2x1024x16x384xbf16> loc("gpt_neox.layers.0.attention:aten.clone.default")
    %e426 = tensor.empty() : tensor<2048x2048xbf16>
    %z427 = linalg.fill ins(%c2 : bf16) outs(%e426 : tensor<2048x2048xbf16>) -> tensor<2048x2048xbf16>
    %r428 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg275, %arg276 : tensor<2048x6144xbf16>, tensor<6144x2048xbf16>) outs(%z427 : tensor<2048x2048xbf16>) {dimtune.role = "qkv", dimtune.pass = "dgrad"} -> tensor<2048x2048xbf16> loc("gpt_neox.layers.0.attention.query_key_value:aten.mm.default")
    %e429 = tensor.empty() : tensor<6144x2048xbf16>
    %z430 = linalg.fill ins(%c2 : bf16) outs(%e429 : tensor<6144x2048xbf16>) -> tensor<6144x2048xbf16>
    %r431 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (k, m)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg277, %arg278 : tensor<2048x6144xbf16>, tensor<2048x2048xbf16>) outs(%z430 : tensor<6144x2048xbf16>) {dimtune.role = "qkv", dimtune.pass = "wgrad"} -> tensor<6144x2048xbf16> loc("gpt_neox.layers.0.attention.query_key_value:aten.mm.default")
    %e432 = tensor.empty() : tensor<6144xbf16>
    %z433 = linalg.fill ins(%c2 : bf16) outs(%e432 : tensor<6144xbf16>) -> tensor<6144xbf16>
    %r434 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>], iterator_types = ["reduction", "parallel"]} ins(%arg279 : tensor<2048x6144xbf16>) outs(%z433 : tensor<6144xbf16>) attrs = {dimtune.role = "qkv", dimtune.pass = "bwd", dimtune.kernel = "aten.sum.dim_IntList"} {
    ^bb0(%in0: bf16, %out0: bf16):
      %b1 = arith.addf %out0, %in0 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<6144xbf16> loc("gpt_neox.layers.0.attention.query_key_value:aten.sum.dim_IntList")
    %e435 = tensor.empty() : tensor<2x1024x2048xbf16>
    %z436 = linalg.fill ins(%c2 : bf16) outs(%e435 : tensor<2x1024x2048xbf16>) -> tensor<2x1024x2048xbf16>
    %r437 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%arg280, %arg281, %arg282, %arg283, %arg284 : tensor<2x1024x2048xbf16>, tensor<2x1024x2048xbf16>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2048xbf16>) outs(%z436 : tensor<2x1024x2048xbf16>) attrs = {dimtune.role = "input_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.native_layer_norm_backward.default:grad_input", dimtune.row_kernel} {
    ^bb0(%in0: bf16, %in1: bf16, %in2: f32, %in3: f32, %in4: bf16, %out0: bf16):
      %b1 = arith.truncf %in2 : f32 to bf16
      %b2 = arith.truncf %in3 : f32 to bf16
      %b3 = arith.addf %in0, %in1 : bf16
      %b4 = arith.addf %b3, %b1 : bf16
      %b5 = arith.addf %b4, %b2 : bf16
      %b6 = arith.addf %b5, %in4 : bf16
      %b7 = arith.addf %out0, %b6 : bf16
      linalg.yield %b7 : bf16
    } -> tensor<2x1024x2048xbf16> loc("gpt_neox.layers.0.input_layernorm:aten.native_layer_norm_backward.default")
    %e438 = tensor.empty() : tensor<2048xbf16>
    %z439 = linalg.fill ins(%c2 : bf16) outs(%e438 : tensor<2048xbf16>) -> tensor<2048xbf16>
    %e440 = tensor.empty() : tensor<2048xbf16>
    %z441 = linalg.fill ins(%c2 : bf16) outs(%e440 : tensor<2048xbf16>) -> tensor<2048xbf16>
    %r442:2 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d2)>], iterator_types = ["reduction", "reduction", "parallel"]} ins(%arg285, %arg286, %arg287, %arg288 : tensor<2x1024x2048xbf16>, tensor<2x1024x2048xbf16>, tensor<2x1024xf32>, tensor<2x1024xf32>) outs(%z439, %z441 : tensor<2048xbf16>, tensor<2048xbf16>) attrs = {dimtune.role = "input_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.native_layer_norm_backward.default:weight_grad"} {
    ^bb0(%in0: bf16, %in1: bf16, %in2: f32, %in3: f32, %out0: bf16, %out1: bf16):
      %b1 = arith.truncf %in2 : f32 to bf16
      %b2 = arith.truncf %in3 : f32 to bf16
      %b3 = arith.addf %in0, %in1 : bf16
      %b4 = arith.addf %b3, %b1 : bf16
      %b5 = arith.addf %b4, %b2 : bf16
      %b6 = arith.addf %out0, %b5 : bf16
      %b7 = arith.addf %out1, %b5 : bf16
      linalg.yield %b6, %b7 : bf16, bf16
    } -> (tensor<2048xbf16>, tensor<2048xbf16>) loc("gpt_neox.layers.0.input_layernorm:aten.native_layer_norm_backward.default")
    %e443 = tensor.empty() : tensor<2x1024x2048xbf16>
    %r444 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg289, %arg290 : tensor<2x1024x2048xbf16>, tensor<2x1024x2048xbf16>) outs(%e443 : tensor<2x1024x2048xbf16>) attrs = {dimtune.role = "input_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.add.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.addf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x2048xbf16> loc("gpt_neox.layers.0.input_layernorm:aten.add.Tensor")
    %e445 = tensor.empty() : tensor<50304x2048xbf16>
    %z446 = linalg.fill ins(%c2 : bf16) outs(%e445 : tensor<50304x2048xbf16>) -> tensor<50304x2048xbf16>
    %r447 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d2, d3, d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction", "reduction"]} ins(%arg291, %arg292 : tensor<2x1024xi64>, tensor<2x1024x2048xbf16>) outs(%z446 : tensor<50304x2048xbf16>) attrs = {dimtune.role = "embedding", dimtune.pass = "bwd", dimtune.kernel = "aten.embedding_dense_backward.default"} {
    ^bb0(%in0: i64, %in1: bf16, %out0: bf16):
      %b1 = arith.sitofp %in0 : i64 to bf16
      %b2 = arith.index_cast %in0 : i64 to index
      %b3 = linalg.index 0 : index
      %b4 = arith.cmpi eq, %b2, %b3 : index
      %b5 = arith.select %b4, %in1, %c2 : bf16
      %b6 = arith.addf %out0, %b5 : bf16
      linalg.yield %b6 : bf16
    } -> tensor<50304x2048xbf16> loc("gpt_neox.embed_in:aten.embedding_dense_backward.default")
    return %r2, %r4, %r6, %r8, %r11, %r13, %r15, %r17, %r19, %r21, %r23, %r25, %r32#0, %r32#1, %r32#2, %r35, %r37, %r39, %r41, %r43, %r45, %r47, %r49, %r51, %r53, %r55, %r57, %r59, %r69, %r83, %r86, %r75, %r88, %r91, %r98#0, %r98#1, %r98#2, %r101, %r103, %r106, %r108, %r110, %r117#0, %r117#1, %r117#2, %r120, %r122, %r124, %r126, %r128, %r130, %r132, %r134, %r136, %r138, %r140, %r142, %r144, %r154, %r168, %r171, %r160, %r173, %r176, %r183#0, %r183#1, %r183#2, %r186, %r188, %r191, %r193, %r195, %r202#0, %r202#1, %r202#2, %r205, %r207, %r209, %r211, %r214, %r219#0, %r219#1, %r221, %r224, %r226, %r229, %r232, %r235, %r240#0, %r240#1, %r243, %r246, %r249, %r251, %r254, %r257, %r260, %r263, %r268#0, %r268#1, %r270, %r273, %r276, %r279, %r281, %r283, %r285, %r287, %r289, %r291, %r293, %r295, %r297, %r299, %r301, %r303, %r305, %r307, %r309, %r311, %r313, %r315, %r317, %r319, %r321, %r323, %r326, %r329, %r332, %r335, %r340#0, %r340#1, %r342, %r345, %r348, %r351, %r353, %r356, %r359, %r362, %r365, %r370#0, %r370#1, %r372, %r375, %r378, %r381, %r383, %r385, %r387, %r389, %r391, %r393, %r395, %r397, %r399, %r401, %r403, %r405, %r407, %r409, %r411, %r413, %r415, %r417, %r419, %r421, %r423, %r425, %r428, %r431, %r434, %r437, %r442#0, %r442#1, %r444, %r447 : tensor<2x1024x2048xbf16>, tensor<1024xi64>, tensor<1024xi64>, tensor<1024xf32>, tensor<16x1024xf32>, tensor<1024x32xf32>, tensor<1024x32xf32>, tensor<1024x32xf32>, tensor<1024x32xf32>, tensor<1024x32xf32>, tensor<1024x32xbf16>, tensor<1024x32xbf16>, tensor<2x1024x2048xbf16>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2048x6144xbf16>, tensor<2x1024x16x32xbf16>, tensor<2x1024x16x16xbf16>, tensor<2x16x1024x32xbf16>, tensor<2x16x1024x32xbf16>, tensor<2x1024x16x32xbf16>, tensor<2x1024x16x32xbf16>, tensor<2x1024x16x16xbf16>, tensor<2x16x1024x32xbf16>, tensor<2x16x1024x32xbf16>, tensor<2x1024x16x32xbf16>, tensor<2x16x1024x128xbf16>, tensor<2x16x1024x128xbf16>, tensor<2x16x1024x128xbf16>, tensor<2x16x1024x128xbf16>, tensor<2x16x1024x128xbf16>, tensor<2x16x1024x128xbf16>, tensor<2x1024x16x128xbf16>, tensor<2048x2048xbf16>, tensor<2x1024x2048xbf16>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2048x8192xbf16>, tensor<2x1024x8192xbf16>, tensor<2048x2048xbf16>, tensor<2x1024x2048xbf16>, tensor<2x1024x2048xbf16>, tensor<2x1024x2048xbf16>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2048x6144xbf16>, tensor<2x1024x16x32xbf16>, tensor<2x1024x16x16xbf16>, tensor<2x16x1024x32xbf16>, tensor<2x16x1024x32xbf16>, tensor<2x1024x16x32xbf16>, tensor<2x1024x16x32xbf16>, tensor<2x1024x16x16xbf16>, tensor<2x16x1024x32xbf16>, tensor<2x16x1024x32xbf16>, tensor<2x1024x16x32xbf16>, tensor<2x16x1024x128xbf16>, tensor<2x16x1024x128xbf16>, tensor<2x16x1024x128xbf16>, tensor<2x16x1024x128xbf16>, tensor<2x16x1024x128xbf16>, tensor<2x16x1024x128xbf16>, tensor<2x1024x16x128xbf16>, tensor<2048x2048xbf16>, tensor<2x1024x2048xbf16>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2048x8192xbf16>, tensor<2x1024x8192xbf16>, tensor<2048x2048xbf16>, tensor<2x1024x2048xbf16>, tensor<2x1024x2048xbf16>, tensor<2x1024x2048xbf16>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2048x50304xbf16>, tensor<2x1024x50304xf32>, tensor<2x1025xi64>, tensor<2x1024xi64>, tensor<2048x50304xf32>, tensor<f32>, tensor<f32>, tensor<2048x50304xf32>, tensor<2048x50304xf32>, tensor<2x1024x50304xbf16>, tensor<50304x2048xbf16>, tensor<2048x2048xbf16>, tensor<2x1024x2048xbf16>, tensor<2048xbf16>, tensor<2048xbf16>, tensor<2048x8192xbf16>, tensor<2048x8192xbf16>, tensor<2048xbf16>, tensor<2x1024x8192xbf16>, tensor<2048x2048xbf16>, tensor<8192x2048xbf16>, tensor<8192xbf16>, tensor<2x1024x2048xbf16>, tensor<2048xbf16>, tensor<2048xbf16>, tensor<2x1024x2048xbf16>, tensor<2048x2048xbf16>, tensor<2048x2048xbf16>, tensor<2048xbf16>, tensor<2x16x1024x32xbf16>, tensor<2x16x1024x16xbf16>, tensor<2x16x1024x32xbf16>, tensor<2x16x1024x32xbf16>, tensor<2x16x1024x32xbf16>, tensor<2x16x1024x32xbf16>, tensor<2x16x1024x32xbf16>, tensor<2x16x1024x32xbf16>, tensor<2x16x1024x16xbf16>, tensor<2x16x1024x32xbf16>, tensor<2x16x1024x32xbf16>, tensor<2x16x1024x32xbf16>, tensor<2x16x1024x32xbf16>, tensor<2x16x1024x32xbf16>, tensor<2x16x1024x128xbf16>, tensor<2x16x1024x128xbf16>, tensor<2x16x1024x128xbf16>, tensor<2x16x1024x128xbf16>, tensor<2x16x1024x128xbf16>, tensor<2x16x1024x128xbf16>, tensor<2x16x1024x384xbf16>, tensor<2x1024x16x384xbf16>, tensor<2048x2048xbf16>, tensor<6144x2048xbf16>, tensor<6144xbf16>, tensor<2x1024x2048xbf16>, tensor<2048xbf16>, tensor<2048xbf16>, tensor<2x1024x2048xbf16>, tensor<2048x8192xbf16>, tensor<2048x8192xbf16>, tensor<2048xbf16>, tensor<2x1024x8192xbf16>, tensor<2048x2048xbf16>, tensor<8192x2048xbf16>, tensor<8192xbf16>, tensor<2x1024x2048xbf16>, tensor<2048xbf16>, tensor<2048xbf16>, tensor<2x1024x2048xbf16>, tensor<2048x2048xbf16>, tensor<2048x2048xbf16>, tensor<2048xbf16>, tensor<2x16x1024x32xbf16>, tensor<2x16x1024x16xbf16>, tensor<2x16x1024x32xbf16>, tensor<2x16x1024x32xbf16>, tensor<2x16x1024x32xbf16>, tensor<2x16x1024x32xbf16>, tensor<2x16x1024x32xbf16>, tensor<2x16x1024x32xbf16>, tensor<2x16x1024x16xbf16>, tensor<2x16x1024x32xbf16>, tensor<2x16x1024x32xbf16>, tensor<2x16x1024x32xbf16>, tensor<2x16x1024x32xbf16>, tensor<2x16x1024x32xbf16>, tensor<2x16x1024x128xbf16>, tensor<2x16x1024x128xbf16>, tensor<2x16x1024x128xbf16>, tensor<2x16x1024x128xbf16>, tensor<2x16x1024x128xbf16>, tensor<2x16x1024x128xbf16>, tensor<2x16x1024x384xbf16>, tensor<2x1024x16x384xbf16>, tensor<2048x2048xbf16>, tensor<6144x2048xbf16>, tensor<6144xbf16>, tensor<2x1024x2048xbf16>, tensor<2048xbf16>, tensor<2048xbf16>, tensor<2x1024x2048xbf16>, tensor<50304x2048xbf16>
  }
}
