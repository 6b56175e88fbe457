module attributes {dimtune.trace = {torch = "2.11.0", training = true}} {
  func.func @trace(%arg0: tensor<2x1024xi64>, %arg1: tensor<65024x4544xbf16>, %arg2: tensor<1024xi64>, %arg3: tensor<1024xi64>, %arg4: tensor<1024xi64>, %arg5: tensor<1024xi64>, %arg6: tensor<1024xi64>, %arg7: tensor<1024xi64>, %arg8: tensor<32x1xf32>, %arg9: tensor<1x1024xf32>, %arg10: tensor<32x1024xf32>, %arg11: tensor<32x1024xf32>, %arg12: tensor<1024x64xf32>, %arg13: tensor<1024x64xf32>, %arg14: tensor<1024x64xf32>, %arg15: tensor<1024x64xf32>, %arg16: tensor<1024x64xf32>, %arg17: tensor<1024x64xf32>, %arg18: tensor<2x1024x4544xbf16>, %arg19: tensor<4544xbf16>, %arg20: tensor<4544xbf16>, %arg21: tensor<2048x4544xbf16>, %arg22: tensor<4672x4544xbf16>, %arg23: tensor<i64>, %arg24: tensor<2x1024x73x64xbf16>, %arg25: tensor<i64>, %arg26: tensor<2x1024x73x64xbf16>, %arg27: tensor<2x1024x71x64xbf16>, %arg28: tensor<1024x64xbf16>, %arg29: tensor<2x1024x71x32xbf16>, %arg30: tensor<2x1024x71x32xbf16>, %arg31: tensor<2x1024x71x32xbf16>, %arg32: tensor<2x71x1024x64xbf16>, %arg33: tensor<1024x64xbf16>, %arg34: tensor<2x1024x71x64xbf16>, %arg35: tensor<2x71x1024x64xbf16>, %arg36: tensor<2x1024x64xbf16>, %arg37: tensor<1024x64xbf16>, %arg38: tensor<2x1024x32xbf16>, %arg39: tensor<2x1024x32xbf16>, %arg40: tensor<2x1024x32xbf16>, %arg41: tensor<2x1024x64xbf16>, %arg42: tensor<1024x64xbf16>, %arg43: tensor<2x1024x64xbf16>, %arg44: tensor<2x1024x64xbf16>, %arg45: tensor<2x71x1024x64xbf16>, %arg46: tensor<2x1x1024x64xbf16>, %arg47: tensor<2x1x1024x64xbf16>, %arg48: tensor<2x1024x1024xi1>, %arg49: tensor<2x71x1024x64xbf16>, %arg50: tensor<2048x4544xbf16>, %arg51: tensor<4544x4544xbf16>, %arg52: tensor<2048x4544xbf16>, %arg53: tensor<18176x4544xbf16>, %arg54: tensor<2x1024x18176xbf16>, %arg55: tensor<2048x18176xbf16>, %arg56: tensor<4544x18176xbf16>, %arg57: tensor<2x1024x4544xbf16>, %arg58: tensor<2x1024x4544xbf16>, %arg59: tensor<2x1024x4544xbf16>, %arg60: tensor<2x1024x4544xbf16>, %arg61: tensor<2x1024x4544xbf16>, %arg62: tensor<4544xbf16>, %arg63: tensor<4544xbf16>, %arg64: tensor<2048x4544xbf16>, %arg65: tensor<4672x4544xbf16>, %arg66: tensor<i64>, %arg67: tensor<2x1024x73x64xbf16>, %arg68: tensor<i64>, %arg69: tensor<2x1024x73x64xbf16>, %arg70: tensor<2x1024x71x64xbf16>, %arg71: tensor<1024x64xbf16>, %arg72: tensor<2x1024x71x32xbf16>, %arg73: tensor<2x1024x71x32xbf16>, %arg74: tensor<2x1024x71x32xbf16>, %arg75: tensor<2x71x1024x64xbf16>, %arg76: tensor<1024x64xbf16>, %arg77: tensor<2x1024x71x64xbf16>, %arg78: tensor<2x71x1024x64xbf16>, %arg79: tensor<2x1024x64xbf16>, %arg80: tensor<1024x64xbf16>, %arg81: tensor<2x1024x32xbf16>, %arg82: tensor<2x1024x32xbf16>, %arg83: tensor<2x1024x32xbf16>, %arg84: tensor<2x1024x64xbf16>, %arg85: tensor<1024x64xbf16>, %arg86: tensor<2x1024x64xbf16>, %arg87: tensor<2x1024x64xbf16>, %arg88: tensor<2x71x1024x64xbf16>, %arg89: tensor<2x1x1024x64xbf16>, %arg90: tensor<2x1x1024x64xbf16>, %arg91: tensor<2x1024x1024xi1>, %arg92: tensor<2x71x1024x64xbf16>, %arg93: tensor<2048x4544xbf16>, %arg94: tensor<4544x4544xbf16>, %arg95: tensor<2048x4544xbf16>, %arg96: tensor<18176x4544xbf16>, %arg97: tensor<2x1024x18176xbf16>, %arg98: tensor<2048x18176xbf16>, %arg99: tensor<4544x18176xbf16>, %arg100: tensor<2x1024x4544xbf16>, %arg101: tensor<2x1024x4544xbf16>, %arg102: tensor<2x1024x4544xbf16>, %arg103: tensor<2x1024x4544xbf16>, %arg104: tensor<2x1024x4544xbf16>, %arg105: tensor<4544xbf16>, %arg106: tensor<4544xbf16>, %arg107: tensor<2048x4544xbf16>, %arg108: tensor<65024x4544xbf16>, %arg109: tensor<2x1024x65024xbf16>, %arg110: tensor<2x1024xi64>, %arg111: tensor<2x1024xi64>, %arg112: tensor<2048x65024xf32>, %arg113: tensor<2048xi64>, %arg114: tensor<f32>, %arg115: tensor<2048xi64>, %arg116: tensor<f32>, %arg117: tensor<2048x65024xf32>, %arg118: tensor<2048x65024xf32>, %arg119: tensor<2x1024x65024xf32>, %arg120: tensor<2048x65024xbf16>, %arg121: tensor<2048x4544xbf16>, %arg122: tensor<2048x65024xbf16>, %arg123: tensor<65024x4544xbf16>, %arg124: tensor<2x1024x4544xbf16>, %arg125: tensor<2x1024x4544xbf16>, %arg126: tensor<2x1024xf32>, %arg127: tensor<2x1024xf32>, %arg128: tensor<4544xbf16>, %arg129: tensor<2x1024x4544xbf16>, %arg130: tensor<2x1024x4544xbf16>, %arg131: tensor<2x1024xf32>, %arg132: tensor<2x1024xf32>, %arg133: tensor<2048x4544xbf16>, %arg134: tensor<2048x18176xbf16>, %arg135: tensor<2048x4544xbf16>, %arg136: tensor<4544x18176xbf16>, %arg137: tensor<2x1024x18176xbf16>, %arg138: tensor<2x1024x18176xbf16>, %arg139: tensor<2048x18176xbf16>, %arg140: tensor<2048x4544xbf16>, %arg141: tensor<2048x18176xbf16>, %arg142: tensor<18176x4544xbf16>, %arg143: tensor<2048x4544xbf16>, %arg144: tensor<2048x4544xbf16>, %arg145: tensor<2048x4544xbf16>, %arg146: tensor<4544x4544xbf16>, %arg147: tensor<2x1024x64xbf16>, %arg148: tensor<1024x64xbf16>, %arg149: tensor<2x1024x32xbf16>, %arg150: tensor<2x1024x32xbf16>, %arg151: tensor<2x1024x32xbf16>, %arg152: tensor<2x1024x64xbf16>, %arg153: tensor<2x1024x64xbf16>, %arg154: tensor<2x1024x64xbf16>, %arg155: tensor<1024x64xbf16>, %arg156: tensor<2x1024x64xbf16>, %arg157: tensor<2x1024x64xbf16>, %arg158: tensor<2x1024x71x64xbf16>, %arg159: tensor<1024x64xbf16>, %arg160: tensor<2x1024x71x32xbf16>, %arg161: tensor<2x1024x71x32xbf16>, %arg162: tensor<2x1024x71x32xbf16>, %arg163: tensor<2x71x1024x64xbf16>, %arg164: tensor<2x71x1024x64xbf16>, %arg165: tensor<2x1024x71x64xbf16>, %arg166: tensor<1024x64xbf16>, %arg167: tensor<2x71x1024x64xbf16>, %arg168: tensor<2x1024x71x64xbf16>, %arg169: tensor<i64>, %arg170: tensor<2x1024x73x64xbf16>, %arg171: tensor<2x1024x64xbf16>, %arg172: tensor<i64>, %arg173: tensor<2x1024x73x64xbf16>, %arg174: tensor<2x1024x64xbf16>, %arg175: tensor<2x1024x73x64xbf16>, %arg176: tensor<2x1024x73x64xbf16>, %arg177: tensor<2x71x1024x64xbf16>, %arg178: tensor<2x1024x73x64xbf16>, %arg179: tensor<2x1024x73x64xbf16>, %arg180: tensor<2048x4672xbf16>, %arg181: tensor<2048x4544xbf16>, %arg182: tensor<2048x4672xbf16>, %arg183: tensor<4672x4544xbf16>, %arg184: tensor<2x1024x4544xbf16>, %arg185: tensor<2x1024x4544xbf16>, %arg186: tensor<2x1024x4544xbf16>, %arg187: tensor<2x1024x4544xbf16>, %arg188: tensor<2x1024xf32>, %arg189: tensor<2x1024xf32>, %arg190: tensor<4544xbf16>, %arg191: tensor<2x1024x4544xbf16>, %arg192: tensor<2x1024x4544xbf16>, %arg193: tensor<2x1024xf32>, %arg194: tensor<2x1024xf32>, %arg195: tensor<2x1024x4544xbf16>, %arg196: tensor<2x1024x4544xbf16>, %arg197: tensor<2048x4544xbf16>, %arg198: tensor<2048x18176xbf16>, %arg199: tensor<2048x4544xbf16>, %arg200: tensor<4544x18176xbf16>, %arg201: tensor<2x1024x18176xbf16>, %arg202: tensor<2x1024x18176xbf16>, %arg203: tensor<2048x18176xbf16>, %arg204: tensor<2048x4544xbf16>, %arg205: tensor<2048x18176xbf16>, %arg206: tensor<18176x4544xbf16>, %arg207: tensor<2048x4544xbf16>, %arg208: tensor<2048x4544xbf16>, %arg209: tensor<2048x4544xbf16>, %arg210: tensor<4544x4544xbf16>, %arg211: tensor<2x1024x64xbf16>, %arg212: tensor<1024x64xbf16>, %arg213: tensor<2x1024x32xbf16>, %arg214: tensor<2x1024x32xbf16>, %arg215: tensor<2x1024x32xbf16>, %arg216: tensor<2x1024x64xbf16>, %arg217: tensor<2x1024x64xbf16>, %arg218: tensor<2x1024x64xbf16>, %arg219: tensor<1024x64xbf16>, %arg220: tensor<2x1024x64xbf16>, %arg221: tensor<2x1024x64xbf16>, %arg222: tensor<2x1024x71x64xbf16>, %arg223: tensor<1024x64xbf16>, %arg224: tensor<2x1024x71x32xbf16>, %arg225: tensor<2x1024x71x32xbf16>, %arg226: tensor<2x1024x71x32xbf16>, %arg227: tensor<2x71x1024x64xbf16>, %arg228: tensor<2x71x1024x64xbf16>, %arg229: tensor<2x1024x71x64xbf16>, %arg230: tensor<1024x64xbf16>, %arg231: tensor<2x71x1024x64xbf16>, %arg232: tensor<2x1024x71x64xbf16>, %arg233: tensor<i64>, %arg234: tensor<2x1024x73x64xbf16>, %arg235: tensor<2x1024x64xbf16>, %arg236: tensor<i64>, %arg237: tensor<2x1024x73x64xbf16>, %arg238: tensor<2x1024x64xbf16>, %arg239: tensor<2x1024x73x64xbf16>, %arg240: tensor<2x1024x73x64xbf16>, %arg241: tensor<2x71x1024x64xbf16>, %arg242: tensor<2x1024x73x64xbf16>, %arg243: tensor<2x1024x73x64xbf16>, %arg244: tensor<2048x4672xbf16>, %arg245: tensor<2048x4544xbf16>, %arg246: tensor<2048x4672xbf16>, %arg247: tensor<4672x4544xbf16>, %arg248: tensor<2x1024x4544xbf16>, %arg249: tensor<2x1024x4544xbf16>, %arg250: tensor<2x1024x4544xbf16>, %arg251: tensor<2x1024x4544xbf16>, %arg252: tensor<2x1024xf32>, %arg253: tensor<2x1024xf32>, %arg254: tensor<4544xbf16>, %arg255: tensor<2x1024x4544xbf16>, %arg256: tensor<2x1024x4544xbf16>, %arg257: tensor<2x1024xf32>, %arg258: tensor<2x1024xf32>, %arg259: tensor<2x1024x4544xbf16>, %arg260: tensor<2x1024x4544xbf16>, %arg261: tensor<2x1024xi64>, %arg262: tensor<2x1024x4544xbf16>, %arg263: tensor<65024x4544xbf16>, %arg264: tensor<65024x4544xbf16>) -> (tensor<2x1024x4544xbf16>, tensor<1024xi64>, tensor<1024xi64>, tensor<2xi64>, tensor<i64>, tensor<1024xi64>, tensor<1024xi64>, tensor<1024xi64>, tensor<1024xi64>, tensor<1024x1024xi1>, tensor<1024xf32>, tensor<32x1024xf32>, tensor<1024x64xf32>, tensor<1024x64xf32>, tensor<1024x64xf32>, tensor<1024x64xf32>, tensor<1024x64xf32>, tensor<1024x64xbf16>, tensor<1024x64xbf16>, tensor<2x1024x4544xbf16>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2048x4672xbf16>, tensor<2x1024x64xbf16>, tensor<2x1024x64xbf16>, tensor<2x1024x71x64xbf16>, tensor<2x1024x71x32xbf16>, tensor<2x71x1024x64xbf16>, tensor<2x71x1024x64xbf16>, tensor<2x1024x71x64xbf16>, tensor<2x1024x64xbf16>, tensor<2x1024x32xbf16>, tensor<2x1024x64xbf16>, tensor<2x1024x64xbf16>, tensor<2x1024x64xbf16>, tensor<2x71x1024x64xbf16>, tensor<2x71x1024x64xbf16>, tensor<2x1x1024x64xbf16>, tensor<2x1x1024x64xbf16>, tensor<2048x4544xbf16>, tensor<2048x18176xbf16>, tensor<2x1024x18176xbf16>, tensor<2048x4544xbf16>, tensor<2x1024x4544xbf16>, tensor<2x1024x4544xbf16>, tensor<2x1024x4544xbf16>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2048x4672xbf16>, tensor<2x1024x64xbf16>, tensor<2x1024x64xbf16>, tensor<2x1024x71x64xbf16>, tensor<2x1024x71x32xbf16>, tensor<2x71x1024x64xbf16>, tensor<2x71x1024x64xbf16>, tensor<2x1024x71x64xbf16>, tensor<2x1024x64xbf16>, tensor<2x1024x32xbf16>, tensor<2x1024x64xbf16>, tensor<2x1024x64xbf16>, tensor<2x1024x64xbf16>, tensor<2x71x1024x64xbf16>, tensor<2x71x1024x64xbf16>, tensor<2x1x1024x64xbf16>, tensor<2x1x1024x64xbf16>, tensor<2048x4544xbf16>, tensor<2048x18176xbf16>, tensor<2x1024x18176xbf16>, tensor<2048x4544xbf16>, tensor<2x1024x4544xbf16>, tensor<2x1024x4544xbf16>, tensor<2x1024x4544xbf16>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2048x65024xbf16>, tensor<2x1024x65024xf32>, tensor<2x1025xi64>, tensor<2x1024xi64>, tensor<2048x65024xf32>, tensor<f32>, tensor<f32>, tensor<2048x65024xf32>, tensor<2048x65024xf32>, tensor<2x1024x65024xbf16>, tensor<65024x4544xbf16>, tensor<2048x4544xbf16>, tensor<2x1024x4544xbf16>, tensor<4544xbf16>, tensor<4544xbf16>, tensor<4544x18176xbf16>, tensor<2048x18176xbf16>, tensor<2x1024x18176xbf16>, tensor<18176x4544xbf16>, tensor<2048x4544xbf16>, tensor<4544x4544xbf16>, tensor<2048x4544xbf16>, tensor<2x1024x64xbf16>, tensor<2x1024x32xbf16>, tensor<2x1024x64xbf16>, tensor<2x1024x64xbf16>, tensor<2x1024x64xbf16>, tensor<2x1024x64xbf16>, tensor<2x1024x64xbf16>, tensor<2x1024x71x64xbf16>, tensor<2x1024x71x32xbf16>, tensor<2x71x1024x64xbf16>, tensor<2x71x1024x64xbf16>, tensor<2x71x1024x64xbf16>, tensor<2x1024x71x64xbf16>, tensor<2x71x1024x64xbf16>, tensor<2x1024x73x64xbf16>, tensor<2x1024x73x64xbf16>, tensor<2x1024x73x64xbf16>, tensor<2x1024x73x64xbf16>, tensor<2x1024x73x64xbf16>, tensor<2x1024x73x64xbf16>, tensor<2x1024x73x64xbf16>, tensor<4672x4544xbf16>, tensor<2048x4544xbf16>, tensor<2x1024x4544xbf16>, tensor<2x1024x4544xbf16>, tensor<4544xbf16>, tensor<4544xbf16>, tensor<2x1024x4544xbf16>, tensor<4544x18176xbf16>, tensor<2048x18176xbf16>, tensor<2x1024x18176xbf16>, tensor<18176x4544xbf16>, tensor<2048x4544xbf16>, tensor<4544x4544xbf16>, tensor<2048x4544xbf16>, tensor<2x1024x64xbf16>, tensor<2x1024x32xbf16>, tensor<2x1024x64xbf16>, tensor<2x1024x64xbf16>, tensor<2x1024x64xbf16>, tensor<2x1024x64xbf16>, tensor<2x1024x64xbf16>, tensor<2x1024x71x64xbf16>, tensor<2x1024x71x32xbf16>, tensor<2x71x1024x64xbf16>, tensor<2x71x1024x64xbf16>, tensor<2x71x1024x64xbf16>, tensor<2x1024x71x64xbf16>, tensor<2x71x1024x64xbf16>, tensor<2x1024x73x64xbf16>, tensor<2x1024x73x64xbf16>, tensor<2x1024x73x64xbf16>, tensor<2x1024x73x64xbf16>, tensor<2x1024x73x64xbf16>, tensor<2x1024x73x64xbf16>, tensor<2x1024x73x64xbf16>, tensor<4672x4544xbf16>, tensor<2048x4544xbf16>, tensor<2x1024x4544xbf16>, tensor<2x1024x4544xbf16>, tensor<4544xbf16>, tensor<4544xbf16>, tensor<2x1024x4544xbf16>, tensor<65024x4544xbf16>, tensor<65024x4544xbf16>) {
    %c0 = arith.constant 0 : i64
    %c1 = arith.constant 0.0 : f32
    %c2 = arith.constant 0.0 : bf16
    %c3 = arith.constant 0 : index
    %c4 = arith.constant 1.250000e-01 : bf16
    %c5 = arith.constant 0xFF80 : bf16
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
    %r20 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg5, %arg6 : tensor<1024xi64>, tensor<1024xi64>) outs(%e19 : tensor<1024x1024xi1>) attrs = {dimtune.pass = "fwd", dimtune.kernel = "aten.le.Tensor"} {
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
    %r27 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d2, d0)>, affine_map<(d0, d1, d2, d3) -> (d3, d0)>, affine_map<(d0, d1, d2, d3) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg10, %arg11 : tensor<32x1024xf32>, tensor<32x1024xf32>) outs(%e26 : tensor<1024x64xf32>) attrs = {dimtune.role = "embedding", dimtune.pass = "fwd", dimtune.kernel = "aten.cat.default"} {
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
    %r46:3 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%arg18, %arg19, %arg20 : tensor<2x1024x4544xbf16>, tensor<4544xbf16>, tensor<4544xbf16>) outs(%z41, %z43, %z45 : tensor<2x1024x4544xbf16>, tensor<2x1024xf32>, tensor<2x1024xf32>) attrs = {dimtune.role = "input_norm", dimtune.pass = "fwd", dimtune.kernel = "aten.native_layer_norm.default"} {
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
    %r55 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg27, %arg28 : tensor<2x1024x71x64xbf16>, tensor<1024x64xbf16>) outs(%e54 : tensor<2x1024x71x64xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "fwd", dimtune.kernel = "aten.mul.Tensor"} {
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
    %r59 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d2, d1, d4)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d2, d1, d5)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%arg30, %arg31 : tensor<2x1024x71x32xbf16>, tensor<2x1024x71x32xbf16>) outs(%e58 : tensor<2x71x1024x64xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "fwd", dimtune.kernel = "aten.cat.default"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.addf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x71x1024x64xbf16> loc("transformer.h.0.self_attention:aten.cat.default")
    %e60 = tensor.empty() : tensor<2x71x1024x64xbf16>
    %r61 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg32, %arg33 : tensor<2x71x1024x64xbf16>, tensor<1024x64xbf16>) outs(%e60 : tensor<2x71x1024x64xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "fwd", dimtune.kernel = "aten.mul.Tensor"} {
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
    %r65 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg36, %arg37 : tensor<2x1024x64xbf16>, tensor<1024x64xbf16>) outs(%e64 : tensor<2x1024x64xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "fwd", dimtune.kernel = "aten.mul.Tensor"} {
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
    %r69 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d3)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%arg39, %arg40 : tensor<2x1024x32xbf16>, tensor<2x1024x32xbf16>) outs(%e68 : tensor<2x1024x64xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "fwd", dimtune.kernel = "aten.cat.default"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.addf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x64xbf16> loc("transformer.h.0.self_attention:aten.cat.default")
    %e70 = tensor.empty() : tensor<2x1024x64xbf16>
    %r71 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg41, %arg42 : tensor<2x1024x64xbf16>, tensor<1024x64xbf16>) outs(%e70 : tensor<2x1024x64xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "fwd", dimtune.kernel = "aten.mul.Tensor"} {
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
    %e74 = tensor.empty() : tensor<2x1x71x1024x64xbf16>
    %bc75 = linalg.broadcast ins(%arg46 : tensor<2x1x1024x64xbf16>) outs(%e74 : tensor<2x1x71x1024x64xbf16>) dimensions = [2]
    %kv76 = tensor.collapse_shape %bc75 [[0], [1, 2], [3], [4]] : tensor<2x1x71x1024x64xbf16> into tensor<2x71x1024x64xbf16>
    %e77 = tensor.empty() : tensor<2x1x71x1024x64xbf16>
    %bc78 = linalg.broadcast ins(%arg47 : tensor<2x1x1024x64xbf16>) outs(%e77 : tensor<2x1x71x1024x64xbf16>) dimensions = [2]
    %kv79 = tensor.collapse_shape %bc78 [[0], [1, 2], [3], [4]] : tensor<2x1x71x1024x64xbf16> into tensor<2x71x1024x64xbf16>
    %e80 = tensor.empty() : tensor<2x71x1024x1024xbf16>
    %z81 = linalg.fill ins(%c2 : bf16) outs(%e80 : tensor<2x71x1024x1024xbf16>) -> tensor<2x71x1024x1024xbf16>
    %r82 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d3, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]} ins(%arg45, %kv76 : tensor<2x71x1024x64xbf16>, tensor<2x71x1024x64xbf16>) outs(%z81 : tensor<2x71x1024x1024xbf16>) attrs = {dimtune.role = "attn_score", dimtune.pass = "fwd"} {
    ^bb0(%x: bf16, %y: bf16, %acc: bf16):
      %p = arith.mulf %x, %y : bf16
      %s = arith.addf %acc, %p : bf16
      linalg.yield %s : bf16
    } -> tensor<2x71x1024x1024xbf16> loc("transformer.h.0.self_attention:scaled_dot_product_attention")
    %e84 = tensor.empty() : tensor<2x71x1024x1024xbf16>
    %m83 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%r82, %arg48 : tensor<2x71x1024x1024xbf16>, tensor<2x1024x1024xi1>) outs(%e84 : tensor<2x71x1024x1024xbf16>) {
    ^bb0(%s: bf16, %keep: i1, %o: bf16):
      %x = arith.mulf %s, %c4 : bf16
      %y = arith.select %keep, %x, %c5 : bf16
      linalg.yield %y : bf16
    } -> tensor<2x71x1024x1024xbf16>
    %e86 = tensor.empty() : tensor<2x71x1024x1024xbf16>
    %p85 = linalg.softmax dimension(3) ins(%m83 : tensor<2x71x1024x1024xbf16>) outs(%e86 : tensor<2x71x1024x1024xbf16>) -> tensor<2x71x1024x1024xbf16>
    %e87 = tensor.empty() : tensor<2x71x1024x64xbf16>
    %z88 = linalg.fill ins(%c2 : bf16) outs(%e87 : tensor<2x71x1024x64xbf16>) -> tensor<2x71x1024x64xbf16>
    %r89 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d4, d3)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]} ins(%p85, %kv79 : tensor<2x71x1024x1024xbf16>, tensor<2x71x1024x64xbf16>) outs(%z88 : tensor<2x71x1024x64xbf16>) attrs = {dimtune.role = "attn_context", dimtune.pass = "fwd"} {
    ^bb0(%x: bf16, %y: bf16, %acc: bf16):
      %p = arith.mulf %x, %y : bf16
      %s = arith.addf %acc, %p : bf16
      linalg.yield %s : bf16
    } -> tensor<2x71x1024x64xbf16> loc("transformer.h.0.self_attention:scaled_dot_product_attention")
    %e90 = tensor.empty() : tensor<2x71x1024x1024xbf16>
    %z91 = linalg.fill ins(%c2 : bf16) outs(%e90 : tensor<2x71x1024x1024xbf16>) -> tensor<2x71x1024x1024xbf16>
    %r92 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d3, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]} ins(%arg49, %kv79 : tensor<2x71x1024x64xbf16>, tensor<2x71x1024x64xbf16>) outs(%z91 : tensor<2x71x1024x1024xbf16>) attrs = {dimtune.role = "attn_context", dimtune.pass = "dgrad"} {
    ^bb0(%x: bf16, %y: bf16, %acc: bf16):
      %p = arith.mulf %x, %y : bf16
      %s = arith.addf %acc, %p : bf16
      linalg.yield %s : bf16
    } -> tensor<2x71x1024x1024xbf16> loc("transformer.h.0.self_attention:scaled_dot_product_attention")
    %e93 = tensor.empty() : tensor<2x71x1024x64xbf16>
    %z94 = linalg.fill ins(%c2 : bf16) outs(%e93 : tensor<2x71x1024x64xbf16>) -> tensor<2x71x1024x64xbf16>
    %r95 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d4, d2)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d4, d3)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]} ins(%p85, %arg49 : tensor<2x71x1024x1024xbf16>, tensor<2x71x1024x64xbf16>) outs(%z94 : tensor<2x71x1024x64xbf16>) attrs = {dimtune.role = "attn_context", dimtune.pass = "wgrad"} {
    ^bb0(%x: bf16, %y: bf16, %acc: bf16):
      %p = arith.mulf %x, %y : bf16
      %s = arith.addf %acc, %p : bf16
      linalg.yield %s : bf16
    } -> tensor<2x71x1024x64xbf16> loc("transformer.h.0.self_attention:scaled_dot_product_attention")
    %e96 = tensor.empty() : tensor<2x71x1024xbf16>
    %z97 = linalg.fill ins(%c2 : bf16) outs(%e96 : tensor<2x71x1024xbf16>) -> tensor<2x71x1024xbf16>
    %rs98 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%p85, %r92 : tensor<2x71x1024x1024xbf16>, tensor<2x71x1024x1024xbf16>) outs(%z97 : tensor<2x71x1024xbf16>) {
    ^bb0(%p: bf16, %dp: bf16, %acc: bf16):
      %x = arith.mulf %p, %dp : bf16
      %s = arith.addf %acc, %x : bf16
      linalg.yield %s : bf16
    } -> tensor<2x71x1024xbf16>
    %e100 = tensor.empty() : tensor<2x71x1024x1024xbf16>
    %ds99 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%p85, %r92, %rs98 : tensor<2x71x1024x1024xbf16>, tensor<2x71x1024x1024xbf16>, tensor<2x71x1024xbf16>) outs(%e100 : tensor<2x71x1024x1024xbf16>) {
    ^bb0(%p: bf16, %dp: bf16, %r: bf16, %o: bf16):
      %d = arith.subf %dp, %r : bf16
      %x = arith.mulf %p, %d : bf16
      %y = arith.mulf %x, %c4 : bf16
      linalg.yield %y : bf16
    } -> tensor<2x71x1024x1024xbf16>
    %e101 = tensor.empty() : tensor<2x71x1024x64xbf16>
    %z102 = linalg.fill ins(%c2 : bf16) outs(%e101 : tensor<2x71x1024x64xbf16>) -> tensor<2x71x1024x64xbf16>
    %r103 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d4, d3)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]} ins(%ds99, %kv76 : tensor<2x71x1024x1024xbf16>, tensor<2x71x1024x64xbf16>) outs(%z102 : tensor<2x71x1024x64xbf16>) attrs = {dimtune.role = "attn_score", dimtune.pass = "dgrad"} {
    ^bb0(%x: bf16, %y: bf16, %acc: bf16):
      %p = arith.mulf %x, %y : bf16
      %s = arith.addf %acc, %p : bf16
      linalg.yield %s : bf16
    } -> tensor<2x71x1024x64xbf16> loc("transformer.h.0.self_attention:scaled_dot_product_attention")
    %e104 = tensor.empty() : tensor<2x71x1024x64xbf16>
    %z105 = linalg.fill ins(%c2 : bf16) outs(%e104 : tensor<2x71x1024x64xbf16>) -> tensor<2x71x1024x64xbf16>
    %r106 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d4, d2)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d4, d3)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]} ins(%ds99, %arg45 : tensor<2x71x1024x1024xbf16>, tensor<2x71x1024x64xbf16>) outs(%z105 : tensor<2x71x1024x64xbf16>) attrs = {dimtune.role = "attn_score", dimtune.pass = "wgrad"} {
    ^bb0(%x: bf16, %y: bf16, %acc: bf16):
      %p = arith.mulf %x, %y : bf16
      %s = arith.addf %acc, %p : bf16
      linalg.yield %s : bf16
    } -> tensor<2x71x1024x64xbf16> loc("transformer.h.0.self_attention:scaled_dot_product_attention")
    %g107 = tensor.expand_shape %r106 [[0], [1, 2], [3], [4]] output_shape [2, 1, 71, 1024, 64] : tensor<2x71x1024x64xbf16> into tensor<2x1x71x1024x64xbf16>
    %e108 = tensor.empty() : tensor<2x1x1024x64xbf16>
    %z109 = linalg.fill ins(%c2 : bf16) outs(%e108 : tensor<2x1x1024x64xbf16>) -> tensor<2x1x1024x64xbf16>
    %gs110 = linalg.reduce ins(%g107 : tensor<2x1x71x1024x64xbf16>) outs(%z109 : tensor<2x1x1024x64xbf16>) dimensions = [2]
      (%x: bf16, %acc: bf16) {
        %s = arith.addf %x, %acc : bf16
        linalg.yield %s : bf16
      }
    %g111 = tensor.expand_shape %r95 [[0], [1, 2], [3], [4]] output_shape [2, 1, 71, 1024, 64] : tensor<2x71x1024x64xbf16> into tensor<2x1x71x1024x64xbf16>
    %e112 = tensor.empty() : tensor<2x1x1024x64xbf16>
    %z113 = linalg.fill ins(%c2 : bf16) outs(%e112 : tensor<2x1x1024x64xbf16>) -> tensor<2x1x1024x64xbf16>
    %gs114 = linalg.reduce ins(%g111 : tensor<2x1x71x1024x64xbf16>) outs(%z113 : tensor<2x1x1024x64xbf16>) dimensions = [2]
      (%x: bf16, %acc: bf16) {
        %s = arith.addf %x, %acc : bf16
        linalg.yield %s : bf16
      }
    %e115 = tensor.empty() : tensor<2048x4544xbf16>
    %z116 = linalg.fill ins(%c2 : bf16) outs(%e115 : tensor<2048x4544xbf16>) -> tensor<2048x4544xbf16>
    %r117 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (n, k)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg50, %arg51 : tensor<2048x4544xbf16>, tensor<4544x4544xbf16>) outs(%z116 : tensor<2048x4544xbf16>) {dimtune.role = "attn_out", dimtune.pass = "fwd"} -> tensor<2048x4544xbf16> loc("transformer.h.0.self_attention.dense:aten.mm.default")
    %e118 = tensor.empty() : tensor<2048x18176xbf16>
    %z119 = linalg.fill ins(%c2 : bf16) outs(%e118 : tensor<2048x18176xbf16>) -> tensor<2048x18176xbf16>
    %r120 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (n, k)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg52, %arg53 : tensor<2048x4544xbf16>, tensor<18176x4544xbf16>) outs(%z119 : tensor<2048x18176xbf16>) {dimtune.role = "mlp_up", dimtune.pass = "fwd"} -> tensor<2048x18176xbf16> loc("transformer.h.0.mlp.dense_h_to_4h:aten.mm.default")
    %e121 = tensor.empty() : tensor<2x1024x18176xbf16>
    %r122 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg54 : tensor<2x1024x18176xbf16>) outs(%e121 : tensor<2x1024x18176xbf16>) attrs = {dimtune.role = "activation", dimtune.pass = "fwd", dimtune.kernel = "aten.gelu.default"} {
    ^bb0(%in0: bf16, %out0: bf16):
      linalg.yield %in0 : bf16
    } -> tensor<2x1024x18176xbf16> loc("transformer.h.0.mlp.act:aten.gelu.default")
    %e123 = tensor.empty() : tensor<2048x4544xbf16>
    %z124 = linalg.fill ins(%c2 : bf16) outs(%e123 : tensor<2048x4544xbf16>) -> tensor<2048x4544xbf16>
    %r125 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (n, k)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg55, %arg56 : tensor<2048x18176xbf16>, tensor<4544x18176xbf16>) outs(%z124 : tensor<2048x4544xbf16>) {dimtune.role = "mlp_down", dimtune.pass = "fwd"} -> tensor<2048x4544xbf16> loc("transformer.h.0.mlp.dense_4h_to_h:aten.mm.default")
    %e126 = tensor.empty() : tensor<2x1024x4544xbf16>
    %r127 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg57, %arg58 : tensor<2x1024x4544xbf16>, tensor<2x1024x4544xbf16>) outs(%e126 : tensor<2x1024x4544xbf16>) attrs = {dimtune.role = "residual", dimtune.pass = "fwd", dimtune.kernel = "aten.add_.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.addf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x4544xbf16> loc("transformer.h.0:aten.add_.Tensor")
    %e128 = tensor.empty() : tensor<2x1024x4544xbf16>
    %r129 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg59, %arg60 : tensor<2x1024x4544xbf16>, tensor<2x1024x4544xbf16>) outs(%e128 : tensor<2x1024x4544xbf16>) attrs = {dimtune.role = "residual", dimtune.pass = "fwd", dimtune.kernel = "aten.add.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.addf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x4544xbf16> loc("transformer.h.0:aten.add.Tensor")
    %e130 = tensor.empty() : tensor<2x1024x4544xbf16>
    %z131 = linalg.fill ins(%c2 : bf16) outs(%e130 : tensor<2x1024x4544xbf16>) -> tensor<2x1024x4544xbf16>
    %e132 = tensor.empty() : tensor<2x1024xf32>
    %z133 = linalg.fill ins(%c1 : f32) outs(%e132 : tensor<2x1024xf32>) -> tensor<2x1024xf32>
    %e134 = tensor.empty() : tensor<2x1024xf32>
    %z135 = linalg.fill ins(%c1 : f32) outs(%e134 : tensor<2x1024xf32>) -> tensor<2x1024xf32>
    %r136:3 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%arg61, %arg62, %arg63 : tensor<2x1024x4544xbf16>, tensor<4544xbf16>, tensor<4544xbf16>) outs(%z131, %z133, %z135 : tensor<2x1024x4544xbf16>, tensor<2x1024xf32>, tensor<2x1024xf32>) attrs = {dimtune.role = "input_norm", dimtune.pass = "fwd", dimtune.kernel = "aten.native_layer_norm.default"} {
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
    %e137 = tensor.empty() : tensor<2048x4672xbf16>
    %z138 = linalg.fill ins(%c2 : bf16) outs(%e137 : tensor<2048x4672xbf16>) -> tensor<2048x4672xbf16>
    %r139 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (n, k)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg64, %arg65 : tensor<2048x4544xbf16>, tensor<4672x4544xbf16>) outs(%z138 : tensor<2048x4672xbf16>) {dimtune.role = "qkv", dimtune.pass = "fwd"} -> tensor<2048x4672xbf16> loc("transformer.h.1.self_attention.query_key_value:aten.mm.default")
    %e140 = tensor.empty() : tensor<2x1024x64xbf16>
    %r141 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> ()>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg66 : tensor<i64>) outs(%e140 : tensor<2x1024x64xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "fwd", dimtune.kernel = "aten.index.Tensor"} {
    ^bb0(%in0: i64, %out0: bf16):
      %b1 = arith.index_cast %in0 : i64 to index
      %b2 = linalg.index 1 : index
      %b3 = linalg.index 2 : index
      %b4 = tensor.extract %arg67[%b1, %b2, %c3, %b3] : tensor<2x1024x73x64xbf16>
      linalg.yield %b4 : bf16
    } -> tensor<2x1024x64xbf16> loc("transformer.h.1.self_attention:aten.index.Tensor")
    %e142 = tensor.empty() : tensor<2x1024x64xbf16>
    %r143 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> ()>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg68 : tensor<i64>) outs(%e142 : tensor<2x1024x64xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "fwd", dimtune.kernel = "aten.index.Tensor"} {
    ^bb0(%in0: i64, %out0: bf16):
      %b1 = arith.index_cast %in0 : i64 to index
      %b2 = linalg.index 1 : index
      %b3 = linalg.index 2 : index
      %b4 = tensor.extract %arg69[%b1, %b2, %c3, %b3] : tensor<2x1024x73x64xbf16>
      linalg.yield %b4 : bf16
    } -> tensor<2x1024x64xbf16> loc("transformer.h.1.self_attention:aten.index.Tensor")
    %e144 = tensor.empty() : tensor<2x1024x71x64xbf16>
    %r145 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg70, %arg71 : tensor<2x1024x71x64xbf16>, tensor<1024x64xbf16>) outs(%e144 : tensor<2x1024x71x64xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "fwd", dimtune.kernel = "aten.mul.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.mulf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x71x64xbf16> loc("transformer.h.1.self_attention:aten.mul.Tensor")
    %e146 = tensor.empty() : tensor<2x1024x71x32xbf16>
    %r147 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg72 : tensor<2x1024x71x32xbf16>) outs(%e146 : tensor<2x1024x71x32xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "fwd", dimtune.kernel = "aten.neg.default"} {
    ^bb0(%in0: bf16, %out0: bf16):
      %b1 = arith.negf %in0 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x71x32xbf16> loc("transformer.h.1.self_attention:aten.neg.default")
    %e148 = tensor.empty() : tensor<2x71x1024x64xbf16>
    %r149 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d2, d1, d4)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d2, d1, d5)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%arg73, %arg74 : tensor<2x1024x71x32xbf16>, tensor<2x1024x71x32xbf16>) outs(%e148 : tensor<2x71x1024x64xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "fwd", dimtune.kernel = "aten.cat.default"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.addf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x71x1024x64xbf16> loc("transformer.h.1.self_attention:aten.cat.default")
    %e150 = tensor.empty() : tensor<2x71x1024x64xbf16>
    %r151 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg75, %arg76 : tensor<2x71x1024x64xbf16>, tensor<1024x64xbf16>) outs(%e150 : tensor<2x71x1024x64xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "fwd", dimtune.kernel = "aten.mul.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.mulf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x71x1024x64xbf16> loc("transformer.h.1.self_attention:aten.mul.Tensor")
    %e152 = tensor.empty() : tensor<2x1024x71x64xbf16>
    %r153 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d2, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg77, %arg78 : tensor<2x1024x71x64xbf16>, tensor<2x71x1024x64xbf16>) outs(%e152 : tensor<2x1024x71x64xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "fwd", dimtune.kernel = "aten.add.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.addf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x71x64xbf16> loc("transformer.h.1.self_attention:aten.add.Tensor")
    %e154 = tensor.empty() : tensor<2x1024x64xbf16>
    %r155 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg79, %arg80 : tensor<2x1024x64xbf16>, tensor<1024x64xbf16>) outs(%e154 : tensor<2x1024x64xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "fwd", dimtune.kernel = "aten.mul.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.mulf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x64xbf16> loc("transformer.h.1.self_attention:aten.mul.Tensor")
    %e156 = tensor.empty() : tensor<2x1024x32xbf16>
    %r157 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg81 : tensor<2x1024x32xbf16>) outs(%e156 : tensor<2x1024x32xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "fwd", dimtune.kernel = "aten.neg.default"} {
    ^bb0(%in0: bf16, %out0: bf16):
      %b1 = arith.negf %in0 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x32xbf16> loc("transformer.h.1.self_attention:aten.neg.default")
    %e158 = tensor.empty() : tensor<2x1024x64xbf16>
    %r159 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d3)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%arg82, %arg83 : tensor<2x1024x32xbf16>, tensor<2x1024x32xbf16>) outs(%e158 : tensor<2x1024x64xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "fwd", dimtune.kernel = "aten.cat.default"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.addf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x64xbf16> loc("transformer.h.1.self_attention:aten.cat.default")
    %e160 = tensor.empty() : tensor<2x1024x64xbf16>
    %r161 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg84, %arg85 : tensor<2x1024x64xbf16>, tensor<1024x64xbf16>) outs(%e160 : tensor<2x1024x64xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "fwd", dimtune.kernel = "aten.mul.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.mulf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x64xbf16> loc("transformer.h.1.self_attention:aten.mul.Tensor")
    %e162 = tensor.empty() : tensor<2x1024x64xbf16>
    %r163 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg86, %arg87 : tensor<2x1024x64xbf16>, tensor<2x1024x64xbf16>) outs(%e162 : tensor<2x1024x64xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "fwd", dimtune.kernel = "aten.add.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.addf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x64xbf16> loc("transformer.h.1.self_attention:aten.add.Tensor")
    %e164 = tensor.empty() : tensor<2x1x71x1024x64xbf16>
    %bc165 = linalg.broadcast ins(%arg89 : tensor<2x1x1024x64xbf16>) outs(%e164 : tensor<2x1x71x1024x64xbf16>) dimensions = [2]
    %kv166 = tensor.collapse_shape %bc165 [[0], [1, 2], [3], [4]] : tensor<2x1x71x1024x64xbf16> into tensor<2x71x1024x64xbf16>
    %e167 = tensor.empty() : tensor<2x1x71x1024x64xbf16>
    %bc168 = linalg.broadcast ins(%arg90 : tensor<2x1x1024x64xbf16>) outs(%e167 : tensor<2x1x71x1024x64xbf16>) dimensions = [2]
    %kv169 = tensor.collapse_shape %bc168 [[0], [1, 2], [3], [4]] : tensor<2x1x71x1024x64xbf16> into tensor<2x71x1024x64xbf16>
    %e170 = tensor.empty() : tensor<2x71x1024x1024xbf16>
    %z171 = linalg.fill ins(%c2 : bf16) outs(%e170 : tensor<2x71x1024x1024xbf16>) -> tensor<2x71x1024x1024xbf16>
    %r172 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d3, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]} ins(%arg88, %kv166 : tensor<2x71x1024x64xbf16>, tensor<2x71x1024x64xbf16>) outs(%z171 : tensor<2x71x1024x1024xbf16>) attrs = {dimtune.role = "attn_score", dimtune.pass = "fwd"} {
    ^bb0(%x: bf16, %y: bf16, %acc: bf16):
      %p = arith.mulf %x, %y : bf16
      %s = arith.addf %acc, %p : bf16
      linalg.yield %s : bf16
    } -> tensor<2x71x1024x1024xbf16> loc("transformer.h.1.self_attention:scaled_dot_product_attention")
    %e174 = tensor.empty() : tensor<2x71x1024x1024xbf16>
    %m173 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%r172, %arg91 : tensor<2x71x1024x1024xbf16>, tensor<2x1024x1024xi1>) outs(%e174 : tensor<2x71x1024x1024xbf16>) {
    ^bb0(%s: bf16, %keep: i1, %o: bf16):
      %x = arith.mulf %s, %c4 : bf16
      %y = arith.select %keep, %x, %c5 : bf16
      linalg.yield %y : bf16
    } -> tensor<2x71x1024x1024xbf16>
    %e176 = tensor.empty() : tensor<2x71x1024x1024xbf16>
    %p175 = linalg.softmax dimension(3) ins(%m173 : tensor<2x71x1024x1024xbf16>) outs(%e176 : tensor<2x71x1024x1024xbf16>) -> tensor<2x71x1024x1024xbf16>
    %e177 = tensor.empty() : tensor<2x71x1024x64xbf16>
    %z178 = linalg.fill ins(%c2 : bf16) outs(%e177 : tensor<2x71x1024x64xbf16>) -> tensor<2x71x1024x64xbf16>
    %r179 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d4, d3)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]} ins(%p175, %kv169 : tensor<2x71x1024x1024xbf16>, tensor<2x71x1024x64xbf16>) outs(%z178 : tensor<2x71x1024x64xbf16>) attrs = {dimtune.role = "attn_context", dimtune.pass = "fwd"} {
    ^bb0(%x: bf16, %y: bf16, %acc: bf16):
      %p = arith.mulf %x, %y : bf16
      %s = arith.addf %acc, %p : bf16
      linalg.yield %s : bf16
    } -> tensor<2x71x1024x64xbf16> loc("transformer.h.1.self_attention:scaled_dot_product_attention")
    %e180 = tensor.empty() : tensor<2x71x1024x1024xbf16>
    %z181 = linalg.fill ins(%c2 : bf16) outs(%e180 : tensor<2x71x1024x1024xbf16>) -> tensor<2x71x1024x1024xbf16>
    %r182 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d3, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]} ins(%arg92, %kv169 : tensor<2x71x1024x64xbf16>, tensor<2x71x1024x64xbf16>) outs(%z181 : tensor<2x71x1024x1024xbf16>) attrs = {dimtune.role = "attn_context", dimtune.pass = "dgrad"} {
    ^bb0(%x: bf16, %y: bf16, %acc: bf16):
      %p = arith.mulf %x, %y : bf16
      %s = arith.addf %acc, %p : bf16
      linalg.yield %s : bf16
    } -> tensor<2x71x1024x1024xbf16> loc("transformer.h.1.self_attention:scaled_dot_product_attention")
    %e183 = tensor.empty() : tensor<2x71x1024x64xbf16>
    %z184 = linalg.fill ins(%c2 : bf16) outs(%e183 : tensor<2x71x1024x64xbf16>) -> tensor<2x71x1024x64xbf16>
    %r185 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d4, d2)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d4, d3)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]} ins(%p175, %arg92 : tensor<2x71x1024x1024xbf16>, tensor<2x71x1024x64xbf16>) outs(%z184 : tensor<2x71x1024x64xbf16>) attrs = {dimtune.role = "attn_context", dimtune.pass = "wgrad"} {
    ^bb0(%x: bf16, %y: bf16, %acc: bf16):
      %p = arith.mulf %x, %y : bf16
      %s = arith.addf %acc, %p : bf16
      linalg.yield %s : bf16
    } -> tensor<2x71x1024x64xbf16> loc("transformer.h.1.self_attention:scaled_dot_product_attention")
    %e186 = tensor.empty() : tensor<2x71x1024xbf16>
    %z187 = linalg.fill ins(%c2 : bf16) outs(%e186 : tensor<2x71x1024xbf16>) -> tensor<2x71x1024xbf16>
    %rs188 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%p175, %r182 : tensor<2x71x1024x1024xbf16>, tensor<2x71x1024x1024xbf16>) outs(%z187 : tensor<2x71x1024xbf16>) {
    ^bb0(%p: bf16, %dp: bf16, %acc: bf16):
      %x = arith.mulf %p, %dp : bf16
      %s = arith.addf %acc, %x : bf16
      linalg.yield %s : bf16
    } -> tensor<2x71x1024xbf16>
    %e190 = tensor.empty() : tensor<2x71x1024x1024xbf16>
    %ds189 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%p175, %r182, %rs188 : tensor<2x71x1024x1024xbf16>, tensor<2x71x1024x1024xbf16>, tensor<2x71x1024xbf16>) outs(%e190 : tensor<2x71x1024x1024xbf16>) {
    ^bb0(%p: bf16, %dp: bf16, %r: bf16, %o: bf16):
      %d = arith.subf %dp, %r : bf16
      %x = arith.mulf %p, %d : bf16
      %y = arith.mulf %x, %c4 : bf16
      linalg.yield %y : bf16
    } -> tensor<2x71x1024x1024xbf16>
    %e191 = tensor.empty() : tensor<2x71x1024x64xbf16>
    %z192 = linalg.fill ins(%c2 : bf16) outs(%e191 : tensor<2x71x1024x64xbf16>) -> tensor<2x71x1024x64xbf16>
    %r193 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d4, d3)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]} ins(%ds189, %kv166 : tensor<2x71x1024x1024xbf16>, tensor<2x71x1024x64xbf16>) outs(%z192 : tensor<2x71x1024x64xbf16>) attrs = {dimtune.role = "attn_score", dimtune.pass = "dgrad"} {
    ^bb0(%x: bf16, %y: bf16, %acc: bf16):
      %p = arith.mulf %x, %y : bf16
      %s = arith.addf %acc, %p : bf16
      linalg.yield %s : bf16
    } -> tensor<2x71x1024x64xbf16> loc("transformer.h.1.self_attention:scaled_dot_product_attention")
    %e194 = tensor.empty() : tensor<2x71x1024x64xbf16>
    %z195 = linalg.fill ins(%c2 : bf16) outs(%e194 : tensor<2x71x1024x64xbf16>) -> tensor<2x71x1024x64xbf16>
    %r196 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d4, d2)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d4, d3)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]} ins(%ds189, %arg88 : tensor<2x71x1024x1024xbf16>, tensor<2x71x1024x64xbf16>) outs(%z195 : tensor<2x71x1024x64xbf16>) attrs = {dimtune.role = "attn_score", dimtune.pass = "wgrad"} {
    ^bb0(%x: bf16, %y: bf16, %acc: bf16):
      %p = arith.mulf %x, %y : bf16
      %s = arith.addf %acc, %p : bf16
      linalg.yield %s : bf16
    } -> tensor<2x71x1024x64xbf16> loc("transformer.h.1.self_attention:scaled_dot_product_attention")
    %g197 = tensor.expand_shape %r196 [[0], [1, 2], [3], [4]] output_shape [2, 1, 71, 1024, 64] : tensor<2x71x1024x64xbf16> into tensor<2x1x71x1024x64xbf16>
    %e198 = tensor.empty() : tensor<2x1x1024x64xbf16>
    %z199 = linalg.fill ins(%c2 : bf16) outs(%e198 : tensor<2x1x1024x64xbf16>) -> tensor<2x1x1024x64xbf16>
    %gs200 = linalg.reduce ins(%g197 : tensor<2x1x71x1024x64xbf16>) outs(%z199 : tensor<2x1x1024x64xbf16>) dimensions = [2]
      (%x: bf16, %acc: bf16) {
        %s = arith.addf %x, %acc : bf16
        linalg.yield %s : bf16
      }
    %g201 = tensor.expand_shape %r185 [[0], [1, 2], [3], [4]] output_shape [2, 1, 71, 1024, 64] : tensor<2x71x1024x64xbf16> into tensor<2x1x71x1024x64xbf16>
    %e202 = tensor.empty() : tensor<2x1x1024x64xbf16>
    %z203 = linalg.fill ins(%c2 : bf16) outs(%e202 : tensor<2x1x1024x64xbf16>) -> tensor<2x1x1024x64xbf16>
    %gs204 = linalg.reduce ins(%g201 : tensor<2x1x71x1024x64xbf16>) outs(%z203 : tensor<2x1x1024x64xbf16>) dimensions = [2]
      (%x: bf16, %acc: bf16) {
        %s = arith.addf %x, %acc : bf16
        linalg.yield %s : bf16
      }
    %e205 = tensor.empty() : tensor<2048x4544xbf16>
    %z206 = linalg.fill ins(%c2 : bf16) outs(%e205 : tensor<2048x4544xbf16>) -> tensor<2048x4544xbf16>
    %r207 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (n, k)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg93, %arg94 : tensor<2048x4544xbf16>, tensor<4544x4544xbf16>) outs(%z206 : tensor<2048x4544xbf16>) {dimtune.role = "attn_out", dimtune.pass = "fwd"} -> tensor<2048x4544xbf16> loc("transformer.h.1.self_attention.dense:aten.mm.default")
    %e208 = tensor.empty() : tensor<2048x18176xbf16>
    %z209 = linalg.fill ins(%c2 : bf16) outs(%e208 : tensor<2048x18176xbf16>) -> tensor<2048x18176xbf16>
    %r210 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (n, k)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg95, %arg96 : tensor<2048x4544xbf16>, tensor<18176x4544xbf16>) outs(%z209 : tensor<2048x18176xbf16>) {dimtune.role = "mlp_up", dimtune.pass = "fwd"} -> tensor<2048x18176xbf16> loc("transformer.h.1.mlp.dense_h_to_4h:aten.mm.default")
    %e211 = tensor.empty() : tensor<2x1024x18176xbf16>
    %r212 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg97 : tensor<2x1024x18176xbf16>) outs(%e211 : tensor<2x1024x18176xbf16>) attrs = {dimtune.role = "activation", dimtune.pass = "fwd", dimtune.kernel = "aten.gelu.default"} {
    ^bb0(%in0: bf16, %out0: bf16):
      linalg.yield %in0 : bf16
    } -> tensor<2x1024x18176xbf16> loc("transformer.h.1.mlp.act:aten.gelu.default")
    %e213 = tensor.empty() : tensor<2048x4544xbf16>
    %z214 = linalg.fill ins(%c2 : bf16) outs(%e213 : tensor<2048x4544xbf16>) -> tensor<2048x4544xbf16>
    %r215 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (n, k)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg98, %arg99 : tensor<2048x18176xbf16>, tensor<4544x18176xbf16>) outs(%z214 : tensor<2048x4544xbf16>) {dimtune.role = "mlp_down", dimtune.pass = "fwd"} -> tensor<2048x4544xbf16> loc("transformer.h.1.mlp.dense_4h_to_h:aten.mm.default")
    %e216 = tensor.empty() : tensor<2x1024x4544xbf16>
    %r217 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg100, %arg101 : tensor<2x1024x4544xbf16>, tensor<2x1024x4544xbf16>) outs(%e216 : tensor<2x1024x4544xbf16>) attrs = {dimtune.role = "residual", dimtune.pass = "fwd", dimtune.kernel = "aten.add_.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.addf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x4544xbf16> loc("transformer.h.1:aten.add_.Tensor")
    %e218 = tensor.empty() : tensor<2x1024x4544xbf16>
    %r219 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg102, %arg103 : tensor<2x1024x4544xbf16>, tensor<2x1024x4544xbf16>) outs(%e218 : tensor<2x1024x4544xbf16>) attrs = {dimtune.role = "residual", dimtune.pass = "fwd", dimtune.kernel = "aten.add.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.addf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x4544xbf16> loc("transformer.h.1:aten.add.Tensor")
    %e220 = tensor.empty() : tensor<2x1024x4544xbf16>
    %z221 = linalg.fill ins(%c2 : bf16) outs(%e220 : tensor<2x1024x4544xbf16>) -> tensor<2x1024x4544xbf16>
    %e222 = tensor.empty() : tensor<2x1024xf32>
    %z223 = linalg.fill ins(%c1 : f32) outs(%e222 : tensor<2x1024xf32>) -> tensor<2x1024xf32>
    %e224 = tensor.empty() : tensor<2x1024xf32>
    %z225 = linalg.fill ins(%c1 : f32) outs(%e224 : tensor<2x1024xf32>) -> tensor<2x1024xf32>
    %r226:3 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%arg104, %arg105, %arg106 : tensor<2x1024x4544xbf16>, tensor<4544xbf16>, tensor<4544xbf16>) outs(%z221, %z223, %z225 : tensor<2x1024x4544xbf16>, tensor<2x1024xf32>, tensor<2x1024xf32>) attrs = {dimtune.role = "final_norm", dimtune.pass = "fwd", dimtune.kernel = "aten.native_layer_norm.default"} {
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
    %e227 = tensor.empty() : tensor<2048x65024xbf16>
    %z228 = linalg.fill ins(%c2 : bf16) outs(%e227 : tensor<2048x65024xbf16>) -> tensor<2048x65024xbf16>
    %r229 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (n, k)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg107, %arg108 : tensor<2048x4544xbf16>, tensor<65024x4544xbf16>) outs(%z228 : tensor<2048x65024xbf16>) {dimtune.role = "lm_head", dimtune.pass = "fwd"} -> tensor<2048x65024xbf16> loc("lm_head:aten.mm.default")
    %e230 = tensor.empty() : tensor<2x1024x65024xf32>
    %r231 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg109 : tensor<2x1024x65024xbf16>) outs(%e230 : tensor<2x1024x65024xf32>) attrs = {dimtune.pass = "fwd", dimtune.kernel = "aten._to_copy.default"} {
    ^bb0(%in0: bf16, %out0: f32):
      %b1 = arith.extf %in0 : bf16 to f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024x65024xf32> loc("aten._to_copy.default")
    %e232 = tensor.empty() : tensor<2x1025xi64>
    %r233 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg110 : tensor<2x1024xi64>) outs(%e232 : tensor<2x1025xi64>) attrs = {dimtune.pass = "fwd", dimtune.kernel = "aten.constant_pad_nd.default"} {
    ^bb0(%in0: i64, %out0: i64):
      linalg.yield %in0 : i64
    } -> tensor<2x1025xi64> loc("aten.constant_pad_nd.default")
    %e234 = tensor.empty() : tensor<2x1024xi64>
    %r235 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg111 : tensor<2x1024xi64>) outs(%e234 : tensor<2x1024xi64>) attrs = {dimtune.pass = "fwd", dimtune.kernel = "aten.clone.default"} {
    ^bb0(%in0: i64, %out0: i64):
      linalg.yield %in0 : i64
    } -> tensor<2x1024xi64> loc("aten.clone.default")
    %e236 = tensor.empty() : tensor<2048x65024xf32>
    %z237 = linalg.fill ins(%c1 : f32) outs(%e236 : tensor<2048x65024xf32>) -> tensor<2048x65024xf32>
    %r238 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "reduction"]} ins(%arg112 : tensor<2048x65024xf32>) outs(%z237 : tensor<2048x65024xf32>) attrs = {dimtune.role = "loss", dimtune.pass = "fwd", dimtune.kernel = "aten._log_softmax.default"} {
    ^bb0(%in0: f32, %out0: f32):
      %b1 = arith.addf %out0, %in0 : f32
      linalg.yield %b1 : f32
    } -> tensor<2048x65024xf32> loc("aten._log_softmax.default")
    %e239 = tensor.empty() : tensor<f32>
    %z240 = linalg.fill ins(%c1 : f32) outs(%e239 : tensor<f32>) -> tensor<f32>
    %e241 = tensor.empty() : tensor<f32>
    %z242 = linalg.fill ins(%c1 : f32) outs(%e241 : tensor<f32>) -> tensor<f32>
    %r243:2 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> ()>, affine_map<(d0) -> ()>], iterator_types = ["reduction"]} ins(%arg113 : tensor<2048xi64>) outs(%z240, %z242 : tensor<f32>, tensor<f32>) attrs = {dimtune.role = "loss", dimtune.pass = "fwd", dimtune.kernel = "aten.nll_loss_forward.default"} {
    ^bb0(%in0: i64, %out0: f32, %out1: f32):
      %b1 = arith.sitofp %in0 : i64 to f32
      %b2 = arith.addf %out0, %b1 : f32
      %b3 = arith.addf %out1, %b1 : f32
      linalg.yield %b2, %b3 : f32, f32
    } -> (tensor<f32>, tensor<f32>) loc("aten.nll_loss_forward.default")
    %e244 = tensor.empty() : tensor<2048x65024xf32>
    %r245 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> ()>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> ()>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg114, %arg115, %arg116 : tensor<f32>, tensor<2048xi64>, tensor<f32>) outs(%e244 : tensor<2048x65024xf32>) attrs = {dimtune.role = "loss", dimtune.pass = "bwd", dimtune.kernel = "aten.nll_loss_backward.default"} {
    ^bb0(%in0: f32, %in1: i64, %in2: f32, %out0: f32):
      %b1 = arith.sitofp %in1 : i64 to f32
      %b2 = arith.addf %in0, %b1 : f32
      %b3 = arith.addf %b2, %in2 : f32
      linalg.yield %b3 : f32
    } -> tensor<2048x65024xf32> loc("aten.nll_loss_backward.default")
    %e246 = tensor.empty() : tensor<2048x65024xf32>
    %z247 = linalg.fill ins(%c1 : f32) outs(%e246 : tensor<2048x65024xf32>) -> tensor<2048x65024xf32>
    %r248 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "reduction"]} ins(%arg117, %arg118 : tensor<2048x65024xf32>, tensor<2048x65024xf32>) outs(%z247 : tensor<2048x65024xf32>) attrs = {dimtune.role = "loss", dimtune.pass = "bwd", dimtune.kernel = "aten._log_softmax_backward_data.default"} {
    ^bb0(%in0: f32, %in1: f32, %out0: f32):
      %b1 = arith.addf %in0, %in1 : f32
      %b2 = arith.addf %out0, %b1 : f32
      linalg.yield %b2 : f32
    } -> tensor<2048x65024xf32> loc("aten._log_softmax_backward_data.default")
    %e249 = tensor.empty() : tensor<2x1024x65024xbf16>
    %r250 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg119 : tensor<2x1024x65024xf32>) outs(%e249 : tensor<2x1024x65024xbf16>) attrs = {dimtune.pass = "bwd", dimtune.kernel = "aten._to_copy.default"} {
    ^bb0(%in0: f32, %out0: bf16):
      %b1 = arith.truncf %in0 : f32 to bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x65024xbf16> loc("aten._to_copy.default")
    %e251 = tensor.empty() : tensor<65024x4544xbf16>
    %z252 = linalg.fill ins(%c2 : bf16) outs(%e251 : tensor<65024x4544xbf16>) -> tensor<65024x4544xbf16>
    %r253 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (k, m)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg120, %arg121 : tensor<2048x65024xbf16>, tensor<2048x4544xbf16>) outs(%z252 : tensor<65024x4544xbf16>) {dimtune.role = "lm_head", dimtune.pass = "wgrad"} -> tensor<65024x4544xbf16> loc("lm_head:aten.mm.default")
    %e254 = tensor.empty() : tensor<2048x4544xbf16>
    %z255 = linalg.fill ins(%c2 : bf16) outs(%e254 : tensor<2048x4544xbf16>) -> tensor<2048x4544xbf16>
    %r256 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg122, %arg123 : tensor<2048x65024xbf16>, tensor<65024x4544xbf16>) outs(%z255 : tensor<2048x4544xbf16>) {dimtune.role = "lm_head", dimtune.pass = "dgrad"} -> tensor<2048x4544xbf16> loc("lm_head:aten.mm.default")
    %e257 = tensor.empty() : tensor<2x1024x4544xbf16>
    %z258 = linalg.fill ins(%c2 : bf16) outs(%e257 : tensor<2x1024x4544xbf16>) -> tensor<2x1024x4544xbf16>
    %r259 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%arg124, %arg125, %arg126, %arg127, %arg128 : tensor<2x1024x4544xbf16>, tensor<2x1024x4544xbf16>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<4544xbf16>) outs(%z258 : tensor<2x1024x4544xbf16>) attrs = {dimtune.role = "final_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.native_layer_norm_backward.default:grad_input"} {
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
    %e260 = tensor.empty() : tensor<4544xbf16>
    %z261 = linalg.fill ins(%c2 : bf16) outs(%e260 : tensor<4544xbf16>) -> tensor<4544xbf16>
    %e262 = tensor.empty() : tensor<4544xbf16>
    %z263 = linalg.fill ins(%c2 : bf16) outs(%e262 : tensor<4544xbf16>) -> tensor<4544xbf16>
    %r264:2 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d2)>], iterator_types = ["reduction", "reduction", "parallel"]} ins(%arg129, %arg130, %arg131, %arg132 : tensor<2x1024x4544xbf16>, tensor<2x1024x4544xbf16>, tensor<2x1024xf32>, tensor<2x1024xf32>) outs(%z261, %z263 : tensor<4544xbf16>, tensor<4544xbf16>) attrs = {dimtune.role = "final_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.native_layer_norm_backward.default:weight_grad"} {
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
    %e265 = tensor.empty() : tensor<4544x18176xbf16>
    %z266 = linalg.fill ins(%c2 : bf16) outs(%e265 : tensor<4544x18176xbf16>) -> tensor<4544x18176xbf16>
    %r267 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (k, m)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg133, %arg134 : tensor<2048x4544xbf16>, tensor<2048x18176xbf16>) outs(%z266 : tensor<4544x18176xbf16>) {dimtune.role = "mlp_down", dimtune.pass = "wgrad"} -> tensor<4544x18176xbf16> loc("transformer.h.1.mlp.dense_4h_to_h:aten.mm.default")
    %e268 = tensor.empty() : tensor<2048x18176xbf16>
    %z269 = linalg.fill ins(%c2 : bf16) outs(%e268 : tensor<2048x18176xbf16>) -> tensor<2048x18176xbf16>
    %r270 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg135, %arg136 : tensor<2048x4544xbf16>, tensor<4544x18176xbf16>) outs(%z269 : tensor<2048x18176xbf16>) {dimtune.role = "mlp_down", dimtune.pass = "dgrad"} -> tensor<2048x18176xbf16> loc("transformer.h.1.mlp.dense_4h_to_h:aten.mm.default")
    %e271 = tensor.empty() : tensor<2x1024x18176xbf16>
    %r272 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg137, %arg138 : tensor<2x1024x18176xbf16>, tensor<2x1024x18176xbf16>) outs(%e271 : tensor<2x1024x18176xbf16>) attrs = {dimtune.role = "activation", dimtune.pass = "bwd", dimtune.kernel = "aten.gelu_backward.default"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.addf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x18176xbf16> loc("transformer.h.1.mlp.act:aten.gelu_backward.default")
    %e273 = tensor.empty() : tensor<18176x4544xbf16>
    %z274 = linalg.fill ins(%c2 : bf16) outs(%e273 : tensor<18176x4544xbf16>) -> tensor<18176x4544xbf16>
    %r275 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (k, m)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg139, %arg140 : tensor<2048x18176xbf16>, tensor<2048x4544xbf16>) outs(%z274 : tensor<18176x4544xbf16>) {dimtune.role = "mlp_up", dimtune.pass = "wgrad"} -> tensor<18176x4544xbf16> loc("transformer.h.1.mlp.dense_h_to_4h:aten.mm.default")
    %e276 = tensor.empty() : tensor<2048x4544xbf16>
    %z277 = linalg.fill ins(%c2 : bf16) outs(%e276 : tensor<2048x4544xbf16>) -> tensor<2048x4544xbf16>
    %r278 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg141, %arg142 : tensor<2048x18176xbf16>, tensor<18176x4544xbf16>) outs(%z277 : tensor<2048x4544xbf16>) {dimtune.role = "mlp_up", dimtune.pass = "dgrad"} -> tensor<2048x4544xbf16> loc("transformer.h.1.mlp.dense_h_to_4h:aten.mm.default")
    %e279 = tensor.empty() : tensor<4544x4544xbf16>
    %z280 = linalg.fill ins(%c2 : bf16) outs(%e279 : tensor<4544x4544xbf16>) -> tensor<4544x4544xbf16>
    %r281 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (k, m)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg143, %arg144 : tensor<2048x4544xbf16>, tensor<2048x4544xbf16>) outs(%z280 : tensor<4544x4544xbf16>) {dimtune.role = "attn_out", dimtune.pass = "wgrad"} -> tensor<4544x4544xbf16> loc("transformer.h.1.self_attention.dense:aten.mm.default")
    %e282 = tensor.empty() : tensor<2048x4544xbf16>
    %z283 = linalg.fill ins(%c2 : bf16) outs(%e282 : tensor<2048x4544xbf16>) -> tensor<2048x4544xbf16>
    %r284 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg145, %arg146 : tensor<2048x4544xbf16>, tensor<4544x4544xbf16>) outs(%z283 : tensor<2048x4544xbf16>) {dimtune.role = "attn_out", dimtune.pass = "dgrad"} -> tensor<2048x4544xbf16> loc("transformer.h.1.self_attention.dense:aten.mm.default")
    %e285 = tensor.empty() : tensor<2x1024x64xbf16>
    %r286 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg147, %arg148 : tensor<2x1024x64xbf16>, tensor<1024x64xbf16>) outs(%e285 : tensor<2x1024x64xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.mulf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x64xbf16> loc("transformer.h.1.self_attention:aten.mul.Tensor")
    %e287 = tensor.empty() : tensor<2x1024x32xbf16>
    %r288 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg149 : tensor<2x1024x32xbf16>) outs(%e287 : tensor<2x1024x32xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.neg.default"} {
    ^bb0(%in0: bf16, %out0: bf16):
      %b1 = arith.negf %in0 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x32xbf16> loc("transformer.h.1.self_attention:aten.neg.default")
    %e289 = tensor.empty() : tensor<2x1024x64xbf16>
    %r290 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg150 : tensor<2x1024x32xbf16>) outs(%e289 : tensor<2x1024x64xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.slice_backward.default"} {
    ^bb0(%in0: bf16, %out0: bf16):
      linalg.yield %in0 : bf16
    } -> tensor<2x1024x64xbf16> loc("transformer.h.1.self_attention:aten.slice_backward.default")
    %e291 = tensor.empty() : tensor<2x1024x64xbf16>
    %r292 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg151 : tensor<2x1024x32xbf16>) outs(%e291 : tensor<2x1024x64xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.slice_backward.default"} {
    ^bb0(%in0: bf16, %out0: bf16):
      linalg.yield %in0 : bf16
    } -> tensor<2x1024x64xbf16> loc("transformer.h.1.self_attention:aten.slice_backward.default")
    %e293 = tensor.empty() : tensor<2x1024x64xbf16>
    %r294 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg152, %arg153 : tensor<2x1024x64xbf16>, tensor<2x1024x64xbf16>) outs(%e293 : tensor<2x1024x64xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.add.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.addf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x64xbf16> loc("transformer.h.1.self_attention:aten.add.Tensor")
    %e295 = tensor.empty() : tensor<2x1024x64xbf16>
    %r296 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg154, %arg155 : tensor<2x1024x64xbf16>, tensor<1024x64xbf16>) outs(%e295 : tensor<2x1024x64xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.mulf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x64xbf16> loc("transformer.h.1.self_attention:aten.mul.Tensor")
    %e297 = tensor.empty() : tensor<2x1024x64xbf16>
    %r298 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg156, %arg157 : tensor<2x1024x64xbf16>, tensor<2x1024x64xbf16>) outs(%e297 : tensor<2x1024x64xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.add.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.addf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x64xbf16> loc("transformer.h.1.self_attention:aten.add.Tensor")
    %e299 = tensor.empty() : tensor<2x1024x71x64xbf16>
    %r300 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg158, %arg159 : tensor<2x1024x71x64xbf16>, tensor<1024x64xbf16>) outs(%e299 : tensor<2x1024x71x64xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.mulf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x71x64xbf16> loc("transformer.h.1.self_attention:aten.mul.Tensor")
    %e301 = tensor.empty() : tensor<2x1024x71x32xbf16>
    %r302 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg160 : tensor<2x1024x71x32xbf16>) outs(%e301 : tensor<2x1024x71x32xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.neg.default"} {
    ^bb0(%in0: bf16, %out0: bf16):
      %b1 = arith.negf %in0 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x71x32xbf16> loc("transformer.h.1.self_attention:aten.neg.default")
    %e303 = tensor.empty() : tensor<2x71x1024x64xbf16>
    %r304 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d2, d1, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%arg161 : tensor<2x1024x71x32xbf16>) outs(%e303 : tensor<2x71x1024x64xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.slice_backward.default"} {
    ^bb0(%in0: bf16, %out0: bf16):
      linalg.yield %in0 : bf16
    } -> tensor<2x71x1024x64xbf16> loc("transformer.h.1.self_attention:aten.slice_backward.default")
    %e305 = tensor.empty() : tensor<2x71x1024x64xbf16>
    %r306 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d2, d1, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%arg162 : tensor<2x1024x71x32xbf16>) outs(%e305 : tensor<2x71x1024x64xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.slice_backward.default"} {
    ^bb0(%in0: bf16, %out0: bf16):
      linalg.yield %in0 : bf16
    } -> tensor<2x71x1024x64xbf16> loc("transformer.h.1.self_attention:aten.slice_backward.default")
    %e307 = tensor.empty() : tensor<2x71x1024x64xbf16>
    %r308 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg163, %arg164 : tensor<2x71x1024x64xbf16>, tensor<2x71x1024x64xbf16>) outs(%e307 : tensor<2x71x1024x64xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.add.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.addf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x71x1024x64xbf16> loc("transformer.h.1.self_attention:aten.add.Tensor")
    %e309 = tensor.empty() : tensor<2x1024x71x64xbf16>
    %r310 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg165, %arg166 : tensor<2x1024x71x64xbf16>, tensor<1024x64xbf16>) outs(%e309 : tensor<2x1024x71x64xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.mulf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x71x64xbf16> loc("transformer.h.1.self_attention:aten.mul.Tensor")
    %e311 = tensor.empty() : tensor<2x71x1024x64xbf16>
    %r312 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d2, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg167, %arg168 : tensor<2x71x1024x64xbf16>, tensor<2x1024x71x64xbf16>) outs(%e311 : tensor<2x71x1024x64xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.add.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.addf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x71x1024x64xbf16> loc("transformer.h.1.self_attention:aten.add.Tensor")
    %e313 = tensor.empty() : tensor<2x1024x73x64xbf16>
    %r314 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%e313 : tensor<2x1024x73x64xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.new_zeros.default"} {
    ^bb0(%out0: bf16):
      linalg.yield %c2 : bf16
    } -> tensor<2x1024x73x64xbf16> loc("transformer.h.1.self_attention:aten.new_zeros.default")
    %e315 = tensor.empty() : tensor<2x1024x73x64xbf16>
    %z316 = linalg.fill ins(%c2 : bf16) outs(%e315 : tensor<2x1024x73x64xbf16>) -> tensor<2x1024x73x64xbf16>
    %r317 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4, d5) -> ()>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d4, d5, d3)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction", "reduction"]} ins(%arg169, %arg170, %arg171 : tensor<i64>, tensor<2x1024x73x64xbf16>, tensor<2x1024x64xbf16>) outs(%z316 : tensor<2x1024x73x64xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.index_put.default"} {
    ^bb0(%in0: i64, %in1: bf16, %in2: bf16, %out0: bf16):
      %b1 = arith.sitofp %in0 : i64 to bf16
      %b2 = arith.index_cast %in0 : i64 to index
      %b3 = linalg.index 0 : index
      %b4 = arith.cmpi eq, %b2, %b3 : index
      %b5 = arith.select %b4, %in2, %c2 : bf16
      %b6 = arith.addf %out0, %b5 : bf16
      linalg.yield %b6 : bf16
    } -> tensor<2x1024x73x64xbf16> loc("transformer.h.1.self_attention:aten.index_put.default")
    %e318 = tensor.empty() : tensor<2x1024x73x64xbf16>
    %r319 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%e318 : tensor<2x1024x73x64xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.new_zeros.default"} {
    ^bb0(%out0: bf16):
      linalg.yield %c2 : bf16
    } -> tensor<2x1024x73x64xbf16> loc("transformer.h.1.self_attention:aten.new_zeros.default")
    %e320 = tensor.empty() : tensor<2x1024x73x64xbf16>
    %z321 = linalg.fill ins(%c2 : bf16) outs(%e320 : tensor<2x1024x73x64xbf16>) -> tensor<2x1024x73x64xbf16>
    %r322 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4, d5) -> ()>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d4, d5, d3)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction", "reduction"]} ins(%arg172, %arg173, %arg174 : tensor<i64>, tensor<2x1024x73x64xbf16>, tensor<2x1024x64xbf16>) outs(%z321 : tensor<2x1024x73x64xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.index_put.default"} {
    ^bb0(%in0: i64, %in1: bf16, %in2: bf16, %out0: bf16):
      %b1 = arith.sitofp %in0 : i64 to bf16
      %b2 = arith.index_cast %in0 : i64 to index
      %b3 = linalg.index 0 : index
      %b4 = arith.cmpi eq, %b2, %b3 : index
      %b5 = arith.select %b4, %in2, %c2 : bf16
      %b6 = arith.addf %out0, %b5 : bf16
      linalg.yield %b6 : bf16
    } -> tensor<2x1024x73x64xbf16> loc("transformer.h.1.self_attention:aten.index_put.default")
    %e323 = tensor.empty() : tensor<2x1024x73x64xbf16>
    %r324 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg175, %arg176 : tensor<2x1024x73x64xbf16>, tensor<2x1024x73x64xbf16>) outs(%e323 : tensor<2x1024x73x64xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.add.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.addf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x73x64xbf16> loc("transformer.h.1.self_attention:aten.add.Tensor")
    %e325 = tensor.empty() : tensor<2x1024x73x64xbf16>
    %r326 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d4, d1, d3)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%arg177 : tensor<2x71x1024x64xbf16>) outs(%e325 : tensor<2x1024x73x64xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.slice_backward.default"} {
    ^bb0(%in0: bf16, %out0: bf16):
      linalg.yield %in0 : bf16
    } -> tensor<2x1024x73x64xbf16> loc("transformer.h.1.self_attention:aten.slice_backward.default")
    %e327 = tensor.empty() : tensor<2x1024x73x64xbf16>
    %r328 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg178, %arg179 : tensor<2x1024x73x64xbf16>, tensor<2x1024x73x64xbf16>) outs(%e327 : tensor<2x1024x73x64xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.add.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.addf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x73x64xbf16> loc("transformer.h.1.self_attention:aten.add.Tensor")
    %e329 = tensor.empty() : tensor<4672x4544xbf16>
    %z330 = linalg.fill ins(%c2 : bf16) outs(%e329 : tensor<4672x4544xbf16>) -> tensor<4672x4544xbf16>
    %r331 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (k, m)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg180, %arg181 : tensor<2048x4672xbf16>, tensor<2048x4544xbf16>) outs(%z330 : tensor<4672x4544xbf16>) {dimtune.role = "qkv", dimtune.pass = "wgrad"} -> tensor<4672x4544xbf16> loc("transformer.h.1.self_attention.query_key_value:aten.mm.default")
    %e332 = tensor.empty() : tensor<2048x4544xbf16>
    %z333 = linalg.fill ins(%c2 : bf16) outs(%e332 : tensor<2048x4544xbf16>) -> tensor<2048x4544xbf16>
    %r334 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg182, %arg183 : tensor<2048x4672xbf16>, tensor<4672x4544xbf16>) outs(%z333 : tensor<2048x4544xbf16>) {dimtune.role = "qkv", dimtune.pass = "dgrad"} -> tensor<2048x4544xbf16> loc("transformer.h.1.self_attention.query_key_value:aten.mm.default")
    %e335 = tensor.empty() : tensor<2x1024x4544xbf16>
    %r336 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg184, %arg185 : tensor<2x1024x4544xbf16>, tensor<2x1024x4544xbf16>) outs(%e335 : tensor<2x1024x4544xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.add.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.addf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x4544xbf16> loc("transformer.h.1.self_attention.query_key_value:aten.add.Tensor")
    %e337 = tensor.empty() : tensor<2x1024x4544xbf16>
    %z338 = linalg.fill ins(%c2 : bf16) outs(%e337 : tensor<2x1024x4544xbf16>) -> tensor<2x1024x4544xbf16>
    %r339 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%arg186, %arg187, %arg188, %arg189, %arg190 : tensor<2x1024x4544xbf16>, tensor<2x1024x4544xbf16>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<4544xbf16>) outs(%z338 : tensor<2x1024x4544xbf16>) attrs = {dimtune.role = "input_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.native_layer_norm_backward.default:grad_input"} {
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
    %e340 = tensor.empty() : tensor<4544xbf16>
    %z341 = linalg.fill ins(%c2 : bf16) outs(%e340 : tensor<4544xbf16>) -> tensor<4544xbf16>
    %e342 = tensor.empty() : tensor<4544xbf16>
    %z343 = linalg.fill ins(%c2 : bf16) outs(%e342 : tensor<4544xbf16>) -> tensor<4544xbf16>
    %r344:2 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d2)>], iterator_types = ["reduction", "reduction", "parallel"]} ins(%arg191, %arg192, %arg193, %arg194 : tensor<2x1024x4544xbf16>, tensor<2x1024x4544xbf16>, tensor<2x1024xf32>, tensor<2x1024xf32>) outs(%z341, %z343 : tensor<4544xbf16>, tensor<4544xbf16>) attrs = {dimtune.role = "input_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.native_layer_norm_backward.default:weight_grad"} {
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
    %e345 = tensor.empty() : tensor<2x1024x4544xbf16>
    %r346 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg195, %arg196 : tensor<2x1024x4544xbf16>, tensor<2x1024x4544xbf16>) outs(%e345 : tensor<2x1024x4544xbf16>) attrs = {dimtune.role = "input_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.add.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.addf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x4544xbf16> loc("transformer.h.1.input_layernorm:aten.add.Tensor")
    %e347 = tensor.empty() : tensor<4544x18176xbf16>
    %z348 = linalg.fill ins(%c2 : bf16) outs(%e347 : tensor<4544x18176xbf16>) -> tensor<4544x18176xbf16>
    %r349 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (k, m)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg197, %arg198 : tensor<2048x4544xbf16>, tensor<2048x18176xbf16>) outs(%z348 : tensor<4544x18176xbf16>) {dimtune.role = "mlp_down", dimtune.pass = "wgrad"} -> tensor<4544x18176xbf16> loc("transformer.h.0.mlp.dense_4h_to_h:aten.mm.default")
    %e350 = tensor.empty() : tensor<2048x18176xbf16>
    %z351 = linalg.fill ins(%c2 : bf16) outs(%e350 : tensor<2048x18176xbf16>) -> tensor<2048x18176xbf16>
    %r352 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg199, %arg200 : tensor<2048x4544xbf16>, tensor<4544x18176xbf16>) outs(%z351 : tensor<2048x18176xbf16>) {dimtune.role = "mlp_down", dimtune.pass = "dgrad"} -> tensor<2048x18176xbf16> loc("transformer.h.0.mlp.dense_4h_to_h:aten.mm.default")
    %e353 = tensor.empty() : tensor<2x1024x18176xbf16>
    %r354 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg201, %arg202 : tensor<2x1024x18176xbf16>, tensor<2x1024x18176xbf16>) outs(%e353 : tensor<2x1024x18176xbf16>) attrs = {dimtune.role = "activation", dimtune.pass = "bwd", dimtune.kernel = "aten.gelu_backward.default"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.addf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x18176xbf16> loc("transformer.h.0.mlp.act:aten.gelu_backward.default")
    %e355 = tensor.empty() : tensor<18176x4544xbf16>
    %z356 = linalg.fill ins(%c2 : bf16) outs(%e355 : tensor<18176x4544xbf16>) -> tensor<18176x4544xbf16>
    %r357 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (k, m)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg203, %arg204 : tensor<2048x18176xbf16>, tensor<2048x4544xbf16>) outs(%z356 : tensor<18176x4544xbf16>) {dimtune.role = "mlp_up", dimtune.pass = "wgrad"} -> tensor<18176x4544xbf16> loc("transformer.h.0.mlp.dense_h_to_4h:aten.mm.default")
    %e358 = tensor.empty() : tensor<2048x4544xbf16>
    %z359 = linalg.fill ins(%c2 : bf16) outs(%e358 : tensor<2048x4544xbf16>) -> tensor<2048x4544xbf16>
    %r360 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg205, %arg206 : tensor<2048x18176xbf16>, tensor<18176x4544xbf16>) outs(%z359 : tensor<2048x4544xbf16>) {dimtune.role = "mlp_up", dimtune.pass = "dgrad"} -> tensor<2048x4544xbf16> loc("transformer.h.0.mlp.dense_h_to_4h:aten.mm.default")
    %e361 = tensor.empty() : tensor<4544x4544xbf16>
    %z362 = linalg.fill ins(%c2 : bf16) outs(%e361 : tensor<4544x4544xbf16>) -> tensor<4544x4544xbf16>
    %r363 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (k, m)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg207, %arg208 : tensor<2048x4544xbf16>, tensor<2048x4544xbf16>) outs(%z362 : tensor<4544x4544xbf16>) {dimtune.role = "attn_out", dimtune.pass = "wgrad"} -> tensor<4544x4544xbf16> loc("transformer.h.0.self_attention.dense:aten.mm.default")
    %e364 = tensor.empty() : tensor<2048x4544xbf16>
    %z365 = linalg.fill ins(%c2 : bf16) outs(%e364 : tensor<2048x4544xbf16>) -> tensor<2048x4544xbf16>
    %r366 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg209, %arg210 : tensor<2048x4544xbf16>, tensor<4544x4544xbf16>) outs(%z365 : tensor<2048x4544xbf16>) {dimtune.role = "attn_out", dimtune.pass = "dgrad"} -> tensor<2048x4544xbf16> loc("transformer.h.0.self_attention.dense:aten.mm.default")
    %e367 = tensor.empty() : tensor<2x1024x64xbf16>
    %r368 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg211, %arg212 : tensor<2x1024x64xbf16>, tensor<1024x64xbf16>) outs(%e367 : tensor<2x1024x64xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.mulf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x64xbf16> loc("transformer.h.0.self_attention:aten.mul.Tensor")
    %e369 = tensor.empty() : tensor<2x1024x32xbf16>
    %r370 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg213 : tensor<2x1024x32xbf16>) outs(%e369 : tensor<2x1024x32xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.neg.default"} {
    ^bb0(%in0: bf16, %out0: bf16):
      %b1 = arith.negf %in0 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x32xbf16> loc("transformer.h.0.self_attention:aten.neg.default")
    %e371 = tensor.empty() : tensor<2x1024x64xbf16>
    %r372 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg214 : tensor<2x1024x32xbf16>) outs(%e371 : tensor<2x1024x64xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.slice_backward.default"} {
    ^bb0(%in0: bf16, %out0: bf16):
      linalg.yield %in0 : bf16
    } -> tensor<2x1024x64xbf16> loc("transformer.h.0.self_attention:aten.slice_backward.default")
    %e373 = tensor.empty() : tensor<2x1024x64xbf16>
    %r374 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg215 : tensor<2x1024x32xbf16>) outs(%e373 : tensor<2x1024x64xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.slice_backward.default"} {
    ^bb0(%in0: bf16, %out0: bf16):
      linalg.yield %in0 : bf16
    } -> tensor<2x1024x64xbf16> loc("transformer.h.0.self_attention:aten.slice_backward.default")
    %e375 = tensor.empty() : tensor<2x1024x64xbf16>
    %r376 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg216, %arg217 : tensor<2x1024x64xbf16>, tensor<2x1024x64xbf16>) outs(%e375 : tensor<2x1024x64xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.add.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.addf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x64xbf16> loc("transformer.h.0.self_attention:aten.add.Tensor")
    %e377 = tensor.empty() : tensor<2x1024x64xbf16>
    %r378 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg218, %arg219 : tensor<2x1024x64xbf16>, tensor<1024x64xbf16>) outs(%e377 : tensor<2x1024x64xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.mulf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x64xbf16> loc("transformer.h.0.self_attention:aten.mul.Tensor")
    %e379 = tensor.empty() : tensor<2x1024x64xbf16>
    %r380 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg220, %arg221 : tensor<2x1024x64xbf16>, tensor<2x1024x64xbf16>) outs(%e379 : tensor<2x1024x64xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.add.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.addf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x64xbf16> loc("transformer.h.0.self_attention:aten.add.Tensor")
    %e381 = tensor.empty() : tensor<2x1024x71x64xbf16>
    %r382 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg222, %arg223 : tensor<2x1024x71x64xbf16>, tensor<1024x64xbf16>) outs(%e381 : tensor<2x1024x71x64xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.mulf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x71x64xbf16> loc("transformer.h.0.self_attention:aten.mul.Tensor")
    %e383 = tensor.empty() : tensor<2x1024x71x32xbf16>
    %r384 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg224 : tensor<2x1024x71x32xbf16>) outs(%e383 : tensor<2x1024x71x32xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.neg.default"} {
    ^bb0(%in0: bf16, %out0: bf16):
      %b1 = arith.negf %in0 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x71x32xbf16> loc("transformer.h.0.self_attention:aten.neg.default")
    %e385 = tensor.empty() : tensor<2x71x1024x64xbf16>
    %r386 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d2, d1, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%arg225 : tensor<2x1024x71x32xbf16>) outs(%e385 : tensor<2x71x1024x64xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.slice_backward.default"} {
    ^bb0(%in0: bf16, %out0: bf16):
      linalg.yield %in0 : bf16
    } -> tensor<2x71x1024x64xbf16> loc("transformer.h.0.self_attention:aten.slice_backward.default")
    %e387 = tensor.empty() : tensor<2x71x1024x64xbf16>
    %r388 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d2, d1, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%arg226 : tensor<2x1024x71x32xbf16>) outs(%e387 : tensor<2x71x1024x64xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.slice_backward.default"} {
    ^bb0(%in0: bf16, %out0: bf16):
      linalg.yield %in0 : bf16
    } -> tensor<2x71x1024x64xbf16> loc("transformer.h.0.self_attention:aten.slice_backward.default")
    %e389 = tensor.empty() : tensor<2x71x1024x64xbf16>
    %r390 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg227, %arg228 : tensor<2x71x1024x64xbf16>, tensor<2x71x1024x64xbf16>) outs(%e389 : tensor<2x71x1024x64xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.add.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.addf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x71x1024x64xbf16> loc("transformer.h.0.self_attention:aten.add.Tensor")
    %e391 = tensor.empty() : tensor<2x1024x71x64xbf16>
    %r392 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg229, %arg230 : tensor<2x1024x71x64xbf16>, tensor<1024x64xbf16>) outs(%e391 : tensor<2x1024x71x64xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.mulf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x71x64xbf16> loc("transformer.h.0.self_attention:aten.mul.Tensor")
    %e393 = tensor.empty() : tensor<2x71x1024x64xbf16>
    %r394 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d2, d1, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg231, %arg232 : tensor<2x71x1024x64xbf16>, tensor<2x1024x71x64xbf16>) outs(%e393 : tensor<2x71x1024x64xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.add.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.addf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x71x1024x64xbf16> loc("transformer.h.0.self_attention:aten.add.Tensor")
    %e395 = tensor.empty() : tensor<2x1024x73x64xbf16>
    %r396 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%e395 : tensor<2x1024x73x64xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.new_zeros.default"} {
    ^bb0(%out0: bf16):
      linalg.yield %c2 : bf16
    } -> tensor<2x1024x73x64xbf16> loc("transformer.h.0.self_attention:aten.new_zeros.default")
    %e397 = tensor.empty() : tensor<2x1024x73x64xbf16>
    %z398 = linalg.fill ins(%c2 : bf16) outs(%e397 : tensor<2x1024x73x64xbf16>) -> tensor<2x1024x73x64xbf16>
    %r399 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4, d5) -> ()>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d4, d5, d3)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction", "reduction"]} ins(%arg233, %arg234, %arg235 : tensor<i64>, tensor<2x1024x73x64xbf16>, tensor<2x1024x64xbf16>) outs(%z398 : tensor<2x1024x73x64xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.index_put.default"} {
    ^bb0(%in0: i64, %in1: bf16, %in2: bf16, %out0: bf16):
      %b1 = arith.sitofp %in0 : i64 to bf16
      %b2 = arith.index_cast %in0 : i64 to index
      %b3 = linalg.index 0 : index
      %b4 = arith.cmpi eq, %b2, %b3 : index
      %b5 = arith.select %b4, %in2, %c2 : bf16
      %b6 = arith.addf %out0, %b5 : bf16
      linalg.yield %b6 : bf16
    } -> tensor<2x1024x73x64xbf16> loc("transformer.h.0.self_attention:aten.index_put.default")
    %e400 = tensor.empty() : tensor<2x1024x73x64xbf16>
    %r401 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%e400 : tensor<2x1024x73x64xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.new_zeros.default"} {
    ^bb0(%out0: bf16):
      linalg.yield %c2 : bf16
    } -> tensor<2x1024x73x64xbf16> loc("transformer.h.0.self_attention:aten.new_zeros.default")
    %e402 = tensor.empty() : tensor<2x1024x73x64xbf16>
    %z403 = linalg.fill ins(%c2 : bf16) outs(%e402 : tensor<2x1024x73x64xbf16>) -> tensor<2x1024x73x64xbf16>
    %r404 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4, d5) -> ()>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d4, d5, d3)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction", "reduction"]} ins(%arg236, %arg237, %arg238 : tensor<i64>, tensor<2x1024x73x64xbf16>, tensor<2x1024x64xbf16>) outs(%z403 : tensor<2x1024x73x64xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.index_put.default"} {
    ^bb0(%in0: i64, %in1: bf16, %in2: bf16, %out0: bf16):
      %b1 = arith.sitofp %in0 : i64 to bf16
      %b2 = arith.index_cast %in0 : i64 to index
      %b3 = linalg.index 0 : index
      %b4 = arith.cmpi eq, %b2, %b3 : index
      %b5 = arith.select %b4, %in2, %c2 : bf16
      %b6 = arith.addf %out0, %b5 : bf16
      linalg.yield %b6 : bf16
    } -> tensor<2x1024x73x64xbf16> loc("transformer.h.0.self_attention:aten.index_put.default")
    %e405 = tensor.empty() : tensor<2x1024x73x64xbf16>
    %r406 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg239, %arg240 : tensor<2x1024x73x64xbf16>, tensor<2x1024x73x64xbf16>) outs(%e405 : tensor<2x1024x73x64xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.add.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.addf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x73x64xbf16> loc("transformer.h.0.self_attention:aten.add.Tensor")
    %e407 = tensor.empty() : tensor<2x1024x73x64xbf16>
    %r408 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d4, d1, d3)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%arg241 : tensor<2x71x1024x64xbf16>) outs(%e407 : tensor<2x1024x73x64xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.slice_backward.default"} {
    ^bb0(%in0: bf16, %out0: bf16):
      linalg.yield %in0 : bf16
    } -> tensor<2x1024x73x64xbf16> loc("transformer.h.0.self_attention:aten.slice_backward.default")
    %e409 = tensor.empty() : tensor<2x1024x73x64xbf16>
    %r410 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg242, %arg243 : tensor<2x1024x73x64xbf16>, tensor<2x1024x73x64xbf16>) outs(%e409 : tensor<2x1024x73x64xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.add.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.addf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x73x64xbf16> loc("transformer.h.0.self_attention:aten.add.Tensor")
    %e411 = tensor.empty() : tensor<4672x4544xbf16>
    %z412 = linalg.fill ins(%c2 : bf16) outs(%e411 : tensor<4672x4544xbf16>) -> tensor<4672x4544xbf16>
    %r413 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (k, m)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg244, %arg245 : tensor<2048x4672xbf16>, tensor<2048x4544xbf16>) outs(%z412 : tensor<4672x4544xbf16>) {dimtune.role = "qkv", dimtune.pass = "wgrad"} -> tensor<4672x4544xbf16> loc("transformer.h.0.self_attention.query_key_value:aten.mm.default")
    %e414 = tensor.empty() : tensor<2048x4544xbf16>
    %z415 = linalg.fill ins(%c2 : bf16) outs(%e414 : tensor<2048x4544xbf16>) -> tensor<2048x4544xbf16>
    %r416 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg246, %arg247 : tensor<2048x4672xbf16>, tensor<4672x4544xbf16>) outs(%z415 : tensor<2048x4544xbf16>) {dimtune.role = "qkv", dimtune.pass = "dgrad"} -> tensor<2048x4544xbf16> loc("transformer.h.0.self_attention.query_key_value:aten.mm.default")
    %e417 = tensor.empty() : tensor<2x1024x4544xbf16>
    %r418 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg248, %arg249 : tensor<2x1024x4544xbf16>, tensor<2x1024x4544xbf16>) outs(%e417 : tensor<2x1024x4544xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.add.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.addf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x4544xbf16> loc("transformer.h.0.self_attention.query_key_value:aten.add.Tensor")
    %e419 = tensor.empty() : tensor<2x1024x4544xbf16>
    %z420 = linalg.fill ins(%c2 : bf16) outs(%e419 : tensor<2x1024x4544xbf16>) -> tensor<2x1024x4544xbf16>
    %r421 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%arg250, %arg251, %arg252, %arg253, %arg254 : tensor<2x1024x4544xbf16>, tensor<2x1024x4544xbf16>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<4544xbf16>) outs(%z420 : tensor<2x1024x4544xbf16>) attrs = {dimtune.role = "input_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.native_layer_norm_backward.default:grad_input"} {
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
    %e422 = tensor.empty() : tensor<4544xbf16>
    %z423 = linalg.fill ins(%c2 : bf16) outs(%e422 : tensor<4544xbf16>) -> tensor<4544xbf16>
    %e424 = tensor.empty() : tensor<4544xbf16>
    %z425 = linalg.fill ins(%c2 : bf16) outs(%e424 : tensor<4544xbf16>) -> tensor<4544xbf16>
    %r426:2 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d2)>], iterator_types = ["reduction", "reduction", "parallel"]} ins(%arg255, %arg256, %arg257, %arg258 : tensor<2x1024x4544xbf16>, tensor<2x1024x4544xbf16>, tensor<2x1024xf32>, tensor<2x1024xf32>) outs(%z423, %z425 : tensor<4544xbf16>, tensor<4544xbf16>) attrs = {dimtune.role = "input_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.native_layer_norm_backward.default:weight_grad"} {
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
    %e427 = tensor.empty() : tensor<2x1024x4544xbf16>
    %r428 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg259, %arg260 : tensor<2x1024x4544xbf16>, tensor<2x1024x4544xbf16>) outs(%e427 : tensor<2x1024x4544xbf16>) attrs = {dimtune.role = "input_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.add.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.addf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x4544xbf16> loc("transformer.h.0.input_layernorm:aten.add.Tensor")
    %e429 = tensor.empty() : tensor<65024x4544xbf16>
    %z430 = linalg.fill ins(%c2 : bf16) outs(%e429 : tensor<65024x4544xbf16>) -> tensor<65024x4544xbf16>
    %r431 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d2, d3, d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction", "reduction"]} ins(%arg261, %arg262 : tensor<2x1024xi64>, tensor<2x1024x4544xbf16>) outs(%z430 : tensor<65024x4544xbf16>) attrs = {dimtune.role = "embedding", dimtune.pass = "bwd", dimtune.kernel = "aten.embedding_dense_backward.default"} {
    ^bb0(%in0: i64, %in1: bf16, %out0: bf16):
      %b1 = arith.sitofp %in0 : i64 to bf16
      %b2 = arith.index_cast %in0 : i64 to index
      %b3 = linalg.index 0 : index
      %b4 = arith.cmpi eq, %b2, %b3 : index
      %b5 = arith.select %b4, %in1, %c2 : bf16
      %b6 = arith.addf %out0, %b5 : bf16
      linalg.yield %b6 : bf16
    } -> tensor<65024x4544xbf16> loc("transformer.word_embeddings:aten.embedding_dense_backward.default")
    %e432 = tensor.empty() : tensor<65024x4544xbf16>
    %r433 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg263, %arg264 : tensor<65024x4544xbf16>, tensor<65024x4544xbf16>) outs(%e432 : tensor<65024x4544xbf16>) attrs = {dimtune.role = "embedding", dimtune.pass = "bwd", dimtune.kernel = "aten.add.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.addf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<65024x4544xbf16> loc("transformer.word_embeddings:aten.add.Tensor")
    return %r2, %r4, %r6, %r8, %r10, %r12, %r14, %r16, %r18, %r20, %r22, %r25, %r27, %r29, %r31, %r33, %r35, %r37, %r39, %r46#0, %r46#1, %r46#2, %r49, %r51, %r53, %r55, %r57, %r59, %r61, %r63, %r65, %r67, %r69, %r71, %r73, %r89, %r103, %gs110, %gs114, %r117, %r120, %r122, %r125, %r127, %r129, %r136#0, %r136#1, %r136#2, %r139, %r141, %r143, %r145, %r147, %r149, %r151, %r153, %r155, %r157, %r159, %r161, %r163, %r179, %r193, %gs200, %gs204, %r207, %r210, %r212, %r215, %r217, %r219, %r226#0, %r226#1, %r226#2, %r229, %r231, %r233, %r235, %r238, %r243#0, %r243#1, %r245, %r248, %r250, %r253, %r256, %r259, %r264#0, %r264#1, %r267, %r270, %r272, %r275, %r278, %r281, %r284, %r286, %r288, %r290, %r292, %r294, %r296, %r298, %r300, %r302, %r304, %r306, %r308, %r310, %r312, %r314, %r317, %r319, %r322, %r324, %r326, %r328, %r331, %r334, %r336, %r339, %r344#0, %r344#1, %r346, %r349, %r352, %r354, %r357, %r360, %r363, %r366, %r368, %r370, %r372, %r374, %r376, %r378, %r380, %r382, %r384, %r386, %r388, %r390, %r392, %r394, %r396, %r399, %r401, %r404, %r406, %r408, %r410, %r413, %r416, %r418, %r421, %r426#0, %r426#1, %r428, %r431, %r433 : tensor<2x1024x4544xbf16>, tensor<1024xi64>, tensor<1024xi64>, tensor<2xi64>, tensor<i64>, tensor<1024xi64>, tensor<1024xi64>, tensor<1024xi64>, tensor<1024xi64>, tensor<1024x1024xi1>, tensor<1024xf32>, tensor<32x1024xf32>, tensor<1024x64xf32>, tensor<1024x64xf32>, tensor<1024x64xf32>, tensor<1024x64xf32>, tensor<1024x64xf32>, tensor<1024x64xbf16>, tensor<1024x64xbf16>, tensor<2x1024x4544xbf16>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2048x4672xbf16>, tensor<2x1024x64xbf16>, tensor<2x1024x64xbf16>, tensor<2x1024x71x64xbf16>, tensor<2x1024x71x32xbf16>, tensor<2x71x1024x64xbf16>, tensor<2x71x1024x64xbf16>, tensor<2x1024x71x64xbf16>, tensor<2x1024x64xbf16>, tensor<2x1024x32xbf16>, tensor<2x1024x64xbf16>, tensor<2x1024x64xbf16>, tensor<2x1024x64xbf16>, tensor<2x71x1024x64xbf16>, tensor<2x71x1024x64xbf16>, tensor<2x1x1024x64xbf16>, tensor<2x1x1024x64xbf16>, tensor<2048x4544xbf16>, tensor<2048x18176xbf16>, tensor<2x1024x18176xbf16>, tensor<2048x4544xbf16>, tensor<2x1024x4544xbf16>, tensor<2x1024x4544xbf16>, tensor<2x1024x4544xbf16>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2048x4672xbf16>, tensor<2x1024x64xbf16>, tensor<2x1024x64xbf16>, tensor<2x1024x71x64xbf16>, tensor<2x1024x71x32xbf16>, tensor<2x71x1024x64xbf16>, tensor<2x71x1024x64xbf16>, tensor<2x1024x71x64xbf16>, tensor<2x1024x64xbf16>, tensor<2x1024x32xbf16>, tensor<2x1024x64xbf16>, tensor<2x1024x64xbf16>, tensor<2x1024x64xbf16>, tensor<2x71x1024x64xbf16>, tensor<2x71x1024x64xbf16>, tensor<2x1x1024x64xbf16>, tensor<2x1x1024x64xbf16>, tensor<2048x4544xbf16>, tensor<2048x18176xbf16>, tensor<2x1024x18176xbf16>, tensor<2048x4544xbf16>, tensor<2x1024x4544xbf16>, tensor<2x1024x4544xbf16>, tensor<2x1024x4544xbf16>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2048x65024xbf16>, tensor<2x1024x65024xf32>, tensor<2x1025xi64>, tensor<2x1024xi64>, tensor<2048x65024xf32>, tensor<f32>, tensor<f32>, tensor<2048x65024xf32>, tensor<2048x65024xf32>, tensor<2x1024x65024xbf16>, tensor<65024x4544xbf16>, tensor<2048x4544xbf16>, tensor<2x1024x4544xbf16>, tensor<4544xbf16>, tensor<4544xbf16>, tensor<4544x18176xbf16>, tensor<2048x18176xbf16>, tensor<2x1024x18176xbf16>, tensor<18176x4544xbf16>, tensor<2048x4544xbf16>, tensor<4544x4544xbf16>, tensor<2048x4544xbf16>, tensor<2x1024x64xbf16>, tensor<2x1024x32xbf16>, tensor<2x1024x64xbf16>, tensor<2x1024x64xbf16>, tensor<2x1024x64xbf16>, tensor<2x1024x64xbf16>, tensor<2x1024x64xbf16>, tensor<2x1024x71x64xbf16>, tensor<2x1024x71x32xbf16>, tensor<2x71x1024x64xbf16>, tensor<2x71x1024x64xbf16>, tensor<2x71x1024x64xbf16>, tensor<2x1024x71x64xbf16>, tensor<2x71x1024x64xbf16>, tensor<2x1024x73x64xbf16>, tensor<2x1024x73x64xbf16>, tensor<2x1024x73x64xbf16>, tensor<2x1024x73x64xbf16>, tensor<2x1024x73x64xbf16>, tensor<2x1024x73x64xbf16>, tensor<2x1024x73x64xbf16>, tensor<4672x4544xbf16>, tensor<2048x4544xbf16>, tensor<2x1024x4544xbf16>, tensor<2x1024x4544xbf16>, tensor<4544xbf16>, tensor<4544xbf16>, tensor<2x1024x4544xbf16>, tensor<4544x18176xbf16>, tensor<2048x18176xbf16>, tensor<2x1024x18176xbf16>, tensor<18176x4544xbf16>, tensor<2048x4544xbf16>, tensor<4544x4544xbf16>, tensor<2048x4544xbf16>, tensor<2x1024x64xbf16>, tensor<2x1024x32xbf16>, tensor<2x1024x64xbf16>, tensor<2x1024x64xbf16>, tensor<2x1024x64xbf16>, tensor<2x1024x64xbf16>, tensor<2x1024x64xbf16>, tensor<2x1024x71x64xbf16>, tensor<2x1024x71x32xbf16>, tensor<2x71x1024x64xbf16>, tensor<2x71x1024x64xbf16>, tensor<2x71x1024x64xbf16>, tensor<2x1024x71x64xbf16>, tensor<2x71x1024x64xbf16>, tensor<2x1024x73x64xbf16>, tensor<2x1024x73x64xbf16>, tensor<2x1024x73x64xbf16>, tensor<2x1024x73x64xbf16>, tensor<2x1024x73x64xbf16>, tensor<2x1024x73x64xbf16>, tensor<2x1024x73x64xbf16>, tensor<4672x4544xbf16>, tensor<2048x4544xbf16>, tensor<2x1024x4544xbf16>, tensor<2x1024x4544xbf16>, tensor<4544xbf16>, tensor<4544xbf16>, tensor<2x1024x4544xbf16>, tensor<65024x4544xbf16>, tensor<65024x4544xbf16>
  }
}
