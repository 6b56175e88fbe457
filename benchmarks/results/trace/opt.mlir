module attributes {dimtune.trace = {torch = "2.11.0", training = true}} {
  func.func @trace(%arg0: tensor<2x1024xi64>, %arg1: tensor<50272x2048xbf16>, %arg2: tensor<2x1024xf32>, %arg3: tensor<2x1024xf32>, %arg4: tensor<2x1024xf32>, %arg5: tensor<2x1024xf32>, %arg6: tensor<2x1024xf32>, %arg7: tensor<2x1024xf32>, %arg8: tensor<2x1024xi64>, %arg9: tensor<2x1024xi64>, %arg10: tensor<2050x2048xbf16>, %arg11: tensor<2x1024x2048xbf16>, %arg12: tensor<2x1024x2048xbf16>, %arg13: tensor<2x1024x2048xbf16>, %arg14: tensor<2048xbf16>, %arg15: tensor<2048xbf16>, %arg16: tensor<2048x2048xbf16>, %arg17: tensor<2048x2048xbf16>, %arg18: tensor<2x1024x2048xbf16>, %arg19: tensor<2048x2048xbf16>, %arg20: tensor<2048x2048xbf16>, %arg21: tensor<2048x2048xbf16>, %arg22: tensor<2048x2048xbf16>, %arg23: tensor<2x32x1024x64xbf16>, %arg24: tensor<2x32x1024x64xbf16>, %arg25: tensor<2x32x1024x64xbf16>, %arg26: tensor<2x32x1024x64xbf16>, %arg27: tensor<2048x2048xbf16>, %arg28: tensor<2048x2048xbf16>, %arg29: tensor<2x1024x2048xbf16>, %arg30: tensor<2x1024x2048xbf16>, %arg31: tensor<2048x2048xbf16>, %arg32: tensor<2048xbf16>, %arg33: tensor<2048xbf16>, %arg34: tensor<2048x2048xbf16>, %arg35: tensor<8192x2048xbf16>, %arg36: tensor<2048x8192xbf16>, %arg37: tensor<2048x8192xbf16>, %arg38: tensor<2048x8192xbf16>, %arg39: tensor<2048x2048xbf16>, %arg40: tensor<2048x2048xbf16>, %arg41: tensor<2x1024x2048xbf16>, %arg42: tensor<2048xbf16>, %arg43: tensor<2048xbf16>, %arg44: tensor<2048x2048xbf16>, %arg45: tensor<2048x2048xbf16>, %arg46: tensor<2x1024x2048xbf16>, %arg47: tensor<2048x2048xbf16>, %arg48: tensor<2048x2048xbf16>, %arg49: tensor<2048x2048xbf16>, %arg50: tensor<2048x2048xbf16>, %arg51: tensor<2x32x1024x64xbf16>, %arg52: tensor<2x32x1024x64xbf16>, %arg53: tensor<2x32x1024x64xbf16>, %arg54: tensor<2x32x1024x64xbf16>, %arg55: tensor<2048x2048xbf16>, %arg56: tensor<2048x2048xbf16>, %arg57: tensor<2x1024x2048xbf16>, %arg58: tensor<2x1024x2048xbf16>, %arg59: tensor<2048x2048xbf16>, %arg60: tensor<2048xbf16>, %arg61: tensor<2048xbf16>, %arg62: tensor<2048x2048xbf16>, %arg63: tensor<8192x2048xbf16>, %arg64: tensor<2048x8192xbf16>, %arg65: tensor<2048x8192xbf16>, %arg66: tensor<2048x8192xbf16>, %arg67: tensor<2048x2048xbf16>, %arg68: tensor<2048x2048xbf16>, %arg69: tensor<2x1024x2048xbf16>, %arg70: tensor<2048xbf16>, %arg71: tensor<2048xbf16>, %arg72: tensor<2048x2048xbf16>, %arg73: tensor<50272x2048xbf16>, %arg74: tensor<2x1024x50272xbf16>, %arg75: tensor<2x1024xi64>, %arg76: tensor<2x1024xi64>, %arg77: tensor<2048x50272xf32>, %arg78: tensor<2048xi64>, %arg79: tensor<f32>, %arg80: tensor<2048xi64>, %arg81: tensor<f32>, %arg82: tensor<2048x50272xf32>, %arg83: tensor<2048x50272xf32>, %arg84: tensor<2x1024x50272xf32>, %arg85: tensor<2048x50272xbf16>, %arg86: tensor<2048x2048xbf16>, %arg87: tensor<2048x50272xbf16>, %arg88: tensor<50272x2048xbf16>, %arg89: tensor<2x1024x2048xbf16>, %arg90: tensor<2x1024x2048xbf16>, %arg91: tensor<2x1024xf32>, %arg92: tensor<2x1024xf32>, %arg93: tensor<2048xbf16>, %arg94: tensor<2x1024x2048xbf16>, %arg95: tensor<2x1024x2048xbf16>, %arg96: tensor<2x1024xf32>, %arg97: tensor<2x1024xf32>, %arg98: tensor<2048x2048xbf16>, %arg99: tensor<2048x8192xbf16>, %arg100: tensor<2048x2048xbf16>, %arg101: tensor<2048x8192xbf16>, %arg102: tensor<2048x2048xbf16>, %arg103: tensor<2048x8192xbf16>, %arg104: tensor<2048x8192xbf16>, %arg105: tensor<2048x8192xbf16>, %arg106: tensor<8192x2048xbf16>, %arg107: tensor<2048x8192xbf16>, %arg108: tensor<2048x2048xbf16>, %arg109: tensor<2048x8192xbf16>, %arg110: tensor<2048x2048xbf16>, %arg111: tensor<2048x2048xbf16>, %arg112: tensor<2048xf32>, %arg113: tensor<2048xf32>, %arg114: tensor<2048xbf16>, %arg115: tensor<2048x2048xbf16>, %arg116: tensor<2048x2048xbf16>, %arg117: tensor<2048xf32>, %arg118: tensor<2048xf32>, %arg119: tensor<2048x2048xbf16>, %arg120: tensor<2048x2048xbf16>, %arg121: tensor<2048x2048xbf16>, %arg122: tensor<2048x2048xbf16>, %arg123: tensor<2048x2048xbf16>, %arg124: tensor<2048x2048xbf16>, %arg125: tensor<2048x2048xbf16>, %arg126: tensor<2048x2048xbf16>, %arg127: tensor<2048x2048xbf16>, %arg128: tensor<2048x2048xbf16>, %arg129: tensor<2048x2048xbf16>, %arg130: tensor<2048x2048xbf16>, %arg131: tensor<2048x2048xbf16>, %arg132: tensor<2048x2048xbf16>, %arg133: tensor<2048x2048xbf16>, %arg134: tensor<2048x2048xbf16>, %arg135: tensor<2048x2048xbf16>, %arg136: tensor<2x1024x2048xbf16>, %arg137: tensor<2x1024x2048xbf16>, %arg138: tensor<2x1024x2048xbf16>, %arg139: tensor<2048x2048xbf16>, %arg140: tensor<2048x2048xbf16>, %arg141: tensor<2048x2048xbf16>, %arg142: tensor<2048x2048xbf16>, %arg143: tensor<2048x2048xbf16>, %arg144: tensor<2x1024x2048xbf16>, %arg145: tensor<2x1024x2048xbf16>, %arg146: tensor<2x1024x2048xbf16>, %arg147: tensor<2x1024x2048xbf16>, %arg148: tensor<2x1024xf32>, %arg149: tensor<2x1024xf32>, %arg150: tensor<2048xbf16>, %arg151: tensor<2x1024x2048xbf16>, %arg152: tensor<2x1024x2048xbf16>, %arg153: tensor<2x1024xf32>, %arg154: tensor<2x1024xf32>, %arg155: tensor<2x1024x2048xbf16>, %arg156: tensor<2x1024x2048xbf16>, %arg157: tensor<2048x2048xbf16>, %arg158: tensor<2048x8192xbf16>, %arg159: tensor<2048x2048xbf16>, %arg160: tensor<2048x8192xbf16>, %arg161: tensor<2048x2048xbf16>, %arg162: tensor<2048x8192xbf16>, %arg163: tensor<2048x8192xbf16>, %arg164: tensor<2048x8192xbf16>, %arg165: tensor<8192x2048xbf16>, %arg166: tensor<2048x8192xbf16>, %arg167: tensor<2048x2048xbf16>, %arg168: tensor<2048x8192xbf16>, %arg169: tensor<2048x2048xbf16>, %arg170: tensor<2048x2048xbf16>, %arg171: tensor<2048xf32>, %arg172: tensor<2048xf32>, %arg173: tensor<2048xbf16>, %arg174: tensor<2048x2048xbf16>, %arg175: tensor<2048x2048xbf16>, %arg176: tensor<2048xf32>, %arg177: tensor<2048xf32>, %arg178: tensor<2048x2048xbf16>, %arg179: tensor<2048x2048xbf16>, %arg180: tensor<2048x2048xbf16>, %arg181: tensor<2048x2048xbf16>, %arg182: tensor<2048x2048xbf16>, %arg183: tensor<2048x2048xbf16>, %arg184: tensor<2048x2048xbf16>, %arg185: tensor<2048x2048xbf16>, %arg186: tensor<2048x2048xbf16>, %arg187: tensor<2048x2048xbf16>, %arg188: tensor<2048x2048xbf16>, %arg189: tensor<2048x2048xbf16>, %arg190: tensor<2048x2048xbf16>, %arg191: tensor<2048x2048xbf16>, %arg192: tensor<2048x2048xbf16>, %arg193: tensor<2048x2048xbf16>, %arg194: tensor<2048x2048xbf16>, %arg195: tensor<2x1024x2048xbf16>, %arg196: tensor<2x1024x2048xbf16>, %arg197: tensor<2x1024x2048xbf16>, %arg198: tensor<2048x2048xbf16>, %arg199: tensor<2048x2048xbf16>, %arg200: tensor<2048x2048xbf16>, %arg201: tensor<2048x2048xbf16>, %arg202: tensor<2048x2048xbf16>, %arg203: tensor<2x1024x2048xbf16>, %arg204: tensor<2x1024x2048xbf16>, %arg205: tensor<2x1024x2048xbf16>, %arg206: tensor<2x1024x2048xbf16>, %arg207: tensor<2x1024xf32>, %arg208: tensor<2x1024xf32>, %arg209: tensor<2048xbf16>, %arg210: tensor<2x1024x2048xbf16>, %arg211: tensor<2x1024x2048xbf16>, %arg212: tensor<2x1024xf32>, %arg213: tensor<2x1024xf32>, %arg214: tensor<2x1024x2048xbf16>, %arg215: tensor<2x1024x2048xbf16>, %arg216: tensor<2x1024xi64>, %arg217: tensor<2x1024x2048xbf16>, %arg218: tensor<2x1024xi64>, %arg219: tensor<2x1024x2048xbf16>, %arg220: tensor<50272x2048xbf16>, %arg221: tensor<50272x2048xbf16>) -> (tensor<2x1024x2048xbf16>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2x1024xi64>, tensor<2x1024xi1>, tensor<2x1024xi64>, tensor<2x1024x2048xbf16>, tensor<2x1024x2048xbf16>, tensor<2x1024x2048xbf16>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2048x2048xbf16>, tensor<2x1024x2048xbf16>, tensor<2048x2048xbf16>, tensor<2048x2048xbf16>, tensor<2x32x1024x64xbf16>, tensor<2x32x1024x64xbf16>, tensor<2x32x1024x64xbf16>, tensor<2x32x1024x64xbf16>, tensor<2048x2048xbf16>, tensor<2x1024x2048xbf16>, tensor<2048x2048xbf16>, tensor<2048xf32>, tensor<2048xf32>, tensor<2048x8192xbf16>, tensor<2048x8192xbf16>, tensor<2048x2048xbf16>, tensor<2048x2048xbf16>, tensor<2x1024x2048xbf16>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2048x2048xbf16>, tensor<2x1024x2048xbf16>, tensor<2048x2048xbf16>, tensor<2048x2048xbf16>, tensor<2x32x1024x64xbf16>, tensor<2x32x1024x64xbf16>, tensor<2x32x1024x64xbf16>, tensor<2x32x1024x64xbf16>, tensor<2048x2048xbf16>, tensor<2x1024x2048xbf16>, tensor<2048x2048xbf16>, tensor<2048xf32>, tensor<2048xf32>, tensor<2048x8192xbf16>, tensor<2048x8192xbf16>, tensor<2048x2048xbf16>, tensor<2048x2048xbf16>, tensor<2x1024x2048xbf16>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2048x50272xbf16>, tensor<2x1024x50272xf32>, tensor<2x1025xi64>, tensor<2x1024xi64>, tensor<2048x50272xf32>, tensor<f32>, tensor<f32>, tensor<2048x50272xf32>, tensor<2048x50272xf32>, tensor<2x1024x50272xbf16>, tensor<50272x2048xbf16>, tensor<2048x2048xbf16>, tensor<2x1024x2048xbf16>, tensor<2048xbf16>, tensor<2048xbf16>, tensor<2048x8192xbf16>, tensor<2048x8192xbf16>, tensor<2048xbf16>, tensor<2048x8192xbf16>, tensor<2048x2048xbf16>, tensor<8192x2048xbf16>, tensor<8192xbf16>, tensor<2048x2048xbf16>, tensor<2048xbf16>, tensor<2048xbf16>, tensor<2048x2048xbf16>, tensor<2048x2048xbf16>, tensor<2048x2048xbf16>, tensor<2048xbf16>, tensor<2048x2048xbf16>, tensor<2048x2048xbf16>, tensor<2048xbf16>, tensor<2048x2048xbf16>, tensor<2048x2048xbf16>, tensor<2048xbf16>, tensor<2x1024x2048xbf16>, tensor<2x1024x2048xbf16>, tensor<2048x2048xbf16>, tensor<2048x2048xbf16>, tensor<2048xbf16>, tensor<2x1024x2048xbf16>, tensor<2x1024x2048xbf16>, tensor<2048xbf16>, tensor<2048xbf16>, tensor<2x1024x2048xbf16>, tensor<2048x8192xbf16>, tensor<2048x8192xbf16>, tensor<2048xbf16>, tensor<2048x8192xbf16>, tensor<2048x2048xbf16>, tensor<8192x2048xbf16>, tensor<8192xbf16>, tensor<2048x2048xbf16>, tensor<2048xbf16>, tensor<2048xbf16>, tensor<2048x2048xbf16>, tensor<2048x2048xbf16>, tensor<2048x2048xbf16>, tensor<2048xbf16>, tensor<2048x2048xbf16>, tensor<2048x2048xbf16>, tensor<2048xbf16>, tensor<2048x2048xbf16>, tensor<2048x2048xbf16>, tensor<2048xbf16>, tensor<2x1024x2048xbf16>, tensor<2x1024x2048xbf16>, tensor<2048x2048xbf16>, tensor<2048x2048xbf16>, tensor<2048xbf16>, tensor<2x1024x2048xbf16>, tensor<2x1024x2048xbf16>, tensor<2048xbf16>, tensor<2048xbf16>, tensor<2x1024x2048xbf16>, tensor<2050x2048xbf16>, tensor<50272x2048xbf16>, tensor<50272x2048xbf16>) {
    %c0 = arith.constant 0.0 : f32
    %c1 = arith.constant 0.0 : bf16
    %c2 = arith.constant 1.250000e-01 : bf16
    %c3 = arith.constant 0xFF80 : bf16
    %e1 = tensor.empty() : tensor<2x1024x2048xbf16>
    %r2 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg0 : tensor<2x1024xi64>) outs(%e1 : tensor<2x1024x2048xbf16>) attrs = {dimtune.role = "embedding", dimtune.pass = "fwd", dimtune.kernel = "aten.embedding.default"} {
    ^bb0(%in0: i64, %out0: bf16):
      %b1 = arith.index_cast %in0 : i64 to index
      %b2 = linalg.index 2 : index
      %b3 = tensor.extract %arg1[%b1, %b2] : tensor<50272x2048xbf16>
      linalg.yield %b3 : bf16
    } -> tensor<2x1024x2048xbf16> loc("model.decoder.embed_tokens:aten.embedding.default")
    %e3 = tensor.empty() : tensor<2x1024xf32>
    %r4 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} outs(%e3 : tensor<2x1024xf32>) attrs = {dimtune.pass = "fwd", dimtune.kernel = "aten.ones.default"} {
    ^bb0(%out0: f32):
      linalg.yield %c0 : f32
    } -> tensor<2x1024xf32> loc("model.decoder:aten.ones.default")
    %e5 = tensor.empty() : tensor<2x1024xf32>
    %z6 = linalg.fill ins(%c0 : f32) outs(%e5 : tensor<2x1024xf32>) -> tensor<2x1024xf32>
    %r7 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "reduction"]} ins(%arg2 : tensor<2x1024xf32>) outs(%z6 : tensor<2x1024xf32>) attrs = {dimtune.pass = "fwd", dimtune.kernel = "aten.cumsum.default"} {
    ^bb0(%in0: f32, %out0: f32):
      %b1 = arith.addf %out0, %in0 : f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024xf32> loc("model.decoder:aten.cumsum.default")
    %e8 = tensor.empty() : tensor<2x1024xf32>
    %r9 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg3, %arg4 : tensor<2x1024xf32>, tensor<2x1024xf32>) outs(%e8 : tensor<2x1024xf32>) attrs = {dimtune.pass = "fwd", dimtune.kernel = "aten.mul.Tensor"} {
    ^bb0(%in0: f32, %in1: f32, %out0: f32):
      %b1 = arith.mulf %in0, %in1 : f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024xf32> loc("model.decoder:aten.mul.Tensor")
    %e10 = tensor.empty() : tensor<2x1024xf32>
    %r11 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg5 : tensor<2x1024xf32>) outs(%e10 : tensor<2x1024xf32>) attrs = {dimtune.pass = "fwd", dimtune.kernel = "aten.sub.Tensor"} {
    ^bb0(%in0: f32, %out0: f32):
      linalg.yield %in0 : f32
    } -> tensor<2x1024xf32> loc("model.decoder:aten.sub.Tensor")
    %e12 = tensor.empty() : tensor<2x1024xi64>
    %r13 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg6 : tensor<2x1024xf32>) outs(%e12 : tensor<2x1024xi64>) attrs = {dimtune.pass = "fwd", dimtune.kernel = "aten._to_copy.default"} {
    ^bb0(%in0: f32, %out0: i64):
      %b1 = arith.fptosi %in0 : f32 to i64
      linalg.yield %b1 : i64
    } -> tensor<2x1024xi64> loc("model.decoder:aten._to_copy.default")
    %e14 = tensor.empty() : tensor<2x1024xi1>
    %r15 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg7 : tensor<2x1024xf32>) outs(%e14 : tensor<2x1024xi1>) attrs = {dimtune.pass = "fwd", dimtune.kernel = "aten._to_copy.default"} {
    ^bb0(%in0: f32, %out0: i1):
      %b1 = arith.cmpf une, %in0, %c0 : f32
      linalg.yield %b1 : i1
    } -> tensor<2x1024xi1> loc("model.decoder:aten._to_copy.default")
    %e16 = tensor.empty() : tensor<2x1024xi64>
    %r17 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg8 : tensor<2x1024xi64>) outs(%e16 : tensor<2x1024xi64>) attrs = {dimtune.role = "embedding", dimtune.pass = "fwd", dimtune.kernel = "aten.add.Tensor"} {
    ^bb0(%in0: i64, %out0: i64):
      linalg.yield %in0 : i64
    } -> tensor<2x1024xi64> loc("model.decoder.embed_positions:aten.add.Tensor")
    %e18 = tensor.empty() : tensor<2x1024x2048xbf16>
    %r19 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg9 : tensor<2x1024xi64>) outs(%e18 : tensor<2x1024x2048xbf16>) attrs = {dimtune.role = "embedding", dimtune.pass = "fwd", dimtune.kernel = "aten.embedding.default"} {
    ^bb0(%in0: i64, %out0: bf16):
      %b1 = arith.index_cast %in0 : i64 to index
      %b2 = linalg.index 2 : index
      %b3 = tensor.extract %arg10[%b1, %b2] : tensor<2050x2048xbf16>
      linalg.yield %b3 : bf16
    } -> tensor<2x1024x2048xbf16> loc("model.decoder.embed_positions:aten.embedding.default")
    %e20 = tensor.empty() : tensor<2x1024x2048xbf16>
    %r21 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg11, %arg12 : tensor<2x1024x2048xbf16>, tensor<2x1024x2048xbf16>) outs(%e20 : tensor<2x1024x2048xbf16>) attrs = {dimtune.pass = "fwd", dimtune.kernel = "aten.add.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.addf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x2048xbf16> loc("model.decoder:aten.add.Tensor")
    %e22 = tensor.empty() : tensor<2x1024x2048xbf16>
    %z23 = linalg.fill ins(%c1 : bf16) outs(%e22 : tensor<2x1024x2048xbf16>) -> tensor<2x1024x2048xbf16>
    %e24 = tensor.empty() : tensor<2x1024xf32>
    %z25 = linalg.fill ins(%c0 : f32) outs(%e24 : tensor<2x1024xf32>) -> tensor<2x1024xf32>
    %e26 = tensor.empty() : tensor<2x1024xf32>
    %z27 = linalg.fill ins(%c0 : f32) outs(%e26 : tensor<2x1024xf32>) -> tensor<2x1024xf32>
    %r28:3 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%arg13, %arg14, %arg15 : tensor<2x1024x2048xbf16>, tensor<2048xbf16>, tensor<2048xbf16>) outs(%z23, %z25, %z27 : tensor<2x1024x2048xbf16>, tensor<2x1024xf32>, tensor<2x1024xf32>) attrs = {dimtune.role = "input_norm", dimtune.pass = "fwd", dimtune.kernel = "aten.native_layer_norm.default", dimtune.row_kernel} {
    ^bb0(%in0: bf16, %in1: bf16, %in2: bf16, %out0: bf16, %out1: f32, %out2: f32):
      %b1 = arith.addf %in0, %in1 : bf16
      %b2 = arith.addf %b1, %in2 : bf16
      %b3 = arith.addf %out0, %b2 : bf16
      %b4 = arith.extf %b2 : bf16 to f32
      %b5 = arith.addf %out1, %b4 : f32
      %b6 = arith.extf %b2 : bf16 to f32
      %b7 = arith.addf %out2, %b6 : f32
      linalg.yield %b3, %b5, %b7 : bf16, f32, f32
    } -> (tensor<2x1024x2048xbf16>, tensor<2x1024xf32>, tensor<2x1024xf32>) loc("model.decoder.layers.0.self_attn_layer_norm:aten.native_layer_norm.default")
    %e29 = tensor.empty() : tensor<2048x2048xbf16>
    %z30 = linalg.fill ins(%c1 : bf16) outs(%e29 : tensor<2048x2048xbf16>) -> tensor<2048x2048xbf16>
    %r31 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (n, k)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg16, %arg17 : tensor<2048x2048xbf16>, tensor<2048x2048xbf16>) outs(%z30 : tensor<2048x2048xbf16>) {dimtune.role = "q", dimtune.pass = "fwd"} -> tensor<2048x2048xbf16> loc("model.decoder.layers.0.self_attn.q_proj:aten.addmm.default")
    %e32 = tensor.empty() : tensor<2x1024x2048xbf16>
    %r33 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg18 : tensor<2x1024x2048xbf16>) outs(%e32 : tensor<2x1024x2048xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "fwd", dimtune.kernel = "aten.mul.Tensor"} {
    ^bb0(%in0: bf16, %out0: bf16):
      linalg.yield %in0 : bf16
    } -> tensor<2x1024x2048xbf16> loc("model.decoder.layers.0.self_attn:aten.mul.Tensor")
    %e34 = tensor.empty() : tensor<2048x2048xbf16>
    %z35 = linalg.fill ins(%c1 : bf16) outs(%e34 : tensor<2048x2048xbf16>) -> tensor<2048x2048xbf16>
    %r36 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (n, k)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg19, %arg20 : tensor<2048x2048xbf16>, tensor<2048x2048xbf16>) outs(%z35 : tensor<2048x2048xbf16>) {dimtune.role = "k", dimtune.pass = "fwd"} -> tensor<2048x2048xbf16> loc("model.decoder.layers.0.self_attn.k_proj:aten.addmm.default")
    %e37 = tensor.empty() : tensor<2048x2048xbf16>
    %z38 = linalg.fill ins(%c1 : bf16) outs(%e37 : tensor<2048x2048xbf16>) -> tensor<2048x2048xbf16>
    %r39 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (n, k)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg21, %arg22 : tensor<2048x2048xbf16>, tensor<2048x2048xbf16>) outs(%z38 : tensor<2048x2048xbf16>) {dimtune.role = "v", dimtune.pass = "fwd"} -> tensor<2048x2048xbf16> loc("model.decoder.layers.0.self_attn.v_proj:aten.addmm.default")
    %e40 = tensor.empty() : tensor<2x32x1024x1024xbf16>
    %z41 = linalg.fill ins(%c1 : bf16) outs(%e40 : tensor<2x32x1024x1024xbf16>) -> tensor<2x32x1024x1024xbf16>
    %r42 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d3, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]} ins(%arg23, %arg24 : tensor<2x32x1024x64xbf16>, tensor<2x32x1024x64xbf16>) outs(%z41 : tensor<2x32x1024x1024xbf16>) attrs = {dimtune.role = "attn_score", dimtune.pass = "fwd"} {
    ^bb0(%x: bf16, %y: bf16, %acc: bf16):
      %p = arith.mulf %x, %y : bf16
      %s = arith.addf %acc, %p : bf16
      linalg.yield %s : bf16
    } -> tensor<2x32x1024x1024xbf16> loc("model.decoder.layers.0.self_attn:scaled_dot_product_attention")
    %e44 = tensor.empty() : tensor<2x32x1024x1024xbf16>
    %m43 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%r42 : tensor<2x32x1024x1024xbf16>) outs(%e44 : tensor<2x32x1024x1024xbf16>) {
    ^bb0(%s: bf16, %o: bf16):
      %i = linalg.index 2 : index
      %j = linalg.index 3 : index
      %future = arith.cmpi ugt, %j, %i : index
      %x = arith.mulf %s, %c2 : bf16
      %y = arith.select %future, %c3, %x : bf16
      linalg.yield %y : bf16
    } -> tensor<2x32x1024x1024xbf16>
    %e46 = tensor.empty() : tensor<2x32x1024x1024xbf16>
    %p45 = linalg.softmax dimension(3) ins(%m43 : tensor<2x32x1024x1024xbf16>) outs(%e46 : tensor<2x32x1024x1024xbf16>) -> tensor<2x32x1024x1024xbf16>
    %e47 = tensor.empty() : tensor<2x32x1024x64xbf16>
    %z48 = linalg.fill ins(%c1 : bf16) outs(%e47 : tensor<2x32x1024x64xbf16>) -> tensor<2x32x1024x64xbf16>
    %r49 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d4, d3)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]} ins(%p45, %arg25 : tensor<2x32x1024x1024xbf16>, tensor<2x32x1024x64xbf16>) outs(%z48 : tensor<2x32x1024x64xbf16>) attrs = {dimtune.role = "attn_context", dimtune.pass = "fwd"} {
    ^bb0(%x: bf16, %y: bf16, %acc: bf16):
      %p = arith.mulf %x, %y : bf16
      %s = arith.addf %acc, %p : bf16
      linalg.yield %s : bf16
    } -> tensor<2x32x1024x64xbf16> loc("model.decoder.layers.0.self_attn:scaled_dot_product_attention")
    %e50 = tensor.empty() : tensor<2x32x1024x1024xbf16>
    %z51 = linalg.fill ins(%c1 : bf16) outs(%e50 : tensor<2x32x1024x1024xbf16>) -> tensor<2x32x1024x1024xbf16>
    %r52 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d3, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]} ins(%arg26, %arg25 : tensor<2x32x1024x64xbf16>, tensor<2x32x1024x64xbf16>) outs(%z51 : tensor<2x32x1024x1024xbf16>) attrs = {dimtune.role = "attn_context", dimtune.pass = "dgrad"} {
    ^bb0(%x: bf16, %y: bf16, %acc: bf16):
      %p = arith.mulf %x, %y : bf16
      %s = arith.addf %acc, %p : bf16
      linalg.yield %s : bf16
    } -> tensor<2x32x1024x1024xbf16> loc("model.decoder.layers.0.self_attn:scaled_dot_product_attention")
    %e53 = tensor.empty() : tensor<2x32x1024x64xbf16>
    %z54 = linalg.fill ins(%c1 : bf16) outs(%e53 : tensor<2x32x1024x64xbf16>) -> tensor<2x32x1024x64xbf16>
    %r55 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d4, d2)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d4, d3)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]} ins(%p45, %arg26 : tensor<2x32x1024x1024xbf16>, tensor<2x32x1024x64xbf16>) outs(%z54 : tensor<2x32x1024x64xbf16>) attrs = {dimtune.role = "attn_context", dimtune.pass = "wgrad"} {
    ^bb0(%x: bf16, %y: bf16, %acc: bf16):
      %p = arith.mulf %x, %y : bf16
      %s = arith.addf %acc, %p : bf16
      linalg.yield %s : bf16
    } -> tensor<2x32x1024x64xbf16> loc("model.decoder.layers.0.self_attn:scaled_dot_product_attention")
    %e56 = tensor.empty() : tensor<2x32x1024xbf16>
    %z57 = linalg.fill ins(%c1 : bf16) outs(%e56 : tensor<2x32x1024xbf16>) -> tensor<2x32x1024xbf16>
    %rs58 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%p45, %r52 : tensor<2x32x1024x1024xbf16>, tensor<2x32x1024x1024xbf16>) outs(%z57 : tensor<2x32x1024xbf16>) {
    ^bb0(%p: bf16, %dp: bf16, %acc: bf16):
      %x = arith.mulf %p, %dp : bf16
      %s = arith.addf %acc, %x : bf16
      linalg.yield %s : bf16
    } -> tensor<2x32x1024xbf16>
    %e60 = tensor.empty() : tensor<2x32x1024x1024xbf16>
    %ds59 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%p45, %r52, %rs58 : tensor<2x32x1024x1024xbf16>, tensor<2x32x1024x1024xbf16>, tensor<2x32x1024xbf16>) outs(%e60 : tensor<2x32x1024x1024xbf16>) {
    ^bb0(%p: bf16, %dp: bf16, %r: bf16, %o: bf16):
      %d = arith.subf %dp, %r : bf16
      %x = arith.mulf %p, %d : bf16
      %y = arith.mulf %x, %c2 : bf16
      linalg.yield %y : bf16
    } -> tensor<2x32x1024x1024xbf16>
    %e61 = tensor.empty() : tensor<2x32x1024x64xbf16>
    %z62 = linalg.fill ins(%c1 : bf16) outs(%e61 : tensor<2x32x1024x64xbf16>) -> tensor<2x32x1024x64xbf16>
    %r63 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d4, d3)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]} ins(%ds59, %arg24 : tensor<2x32x1024x1024xbf16>, tensor<2x32x1024x64xbf16>) outs(%z62 : tensor<2x32x1024x64xbf16>) attrs = {dimtune.role = "attn_score", dimtune.pass = "dgrad"} {
    ^bb0(%x: bf16, %y: bf16, %acc: bf16):
      %p = arith.mulf %x, %y : bf16
      %s = arith.addf %acc, %p : bf16
      linalg.yield %s : bf16
    } -> tensor<2x32x1024x64xbf16> loc("model.decoder.layers.0.self_attn:scaled_dot_product_attention")
    %e64 = tensor.empty() : tensor<2x32x1024x64xbf16>
    %z65 = linalg.fill ins(%c1 : bf16) outs(%e64 : tensor<2x32x1024x64xbf16>) -> tensor<2x32x1024x64xbf16>
    %r66 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d4, d2)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d4, d3)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]} ins(%ds59, %arg23 : tensor<2x32x1024x1024xbf16>, tensor<2x32x1024x64xbf16>) outs(%z65 : tensor<2x32x1024x64xbf16>) attrs = {dimtune.role = "attn_score", dimtune.pass = "wgrad"} {
    ^bb0(%x: bf16, %y: bf16, %acc: bf16):
      %p = arith.mulf %x, %y : bf16
      %s = arith.addf %acc, %p : bf16
      linalg.yield %s : bf16
    } -> tensor<2x32x1024x64xbf16> loc("model.decoder.layers.0.self_attn:scaled_dot_product_attention")
    %e67 = tensor.empty() : tensor<2048x2048xbf16>
    %z68 = linalg.fill ins(%c1 : bf16) outs(%e67 : tensor<2048x2048xbf16>) -> tensor<2048x2048xbf16>
    %r69 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (n, k)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg27, %arg28 : tensor<2048x2048xbf16>, tensor<2048x2048xbf16>) outs(%z68 : tensor<2048x2048xbf16>) {dimtune.role = "attn_out", dimtune.pass = "fwd"} -> tensor<2048x2048xbf16> loc("model.decoder.layers.0.self_attn.out_proj:aten.addmm.default")
    %e70 = tensor.empty() : tensor<2x1024x2048xbf16>
    %r71 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg29, %arg30 : tensor<2x1024x2048xbf16>, tensor<2x1024x2048xbf16>) outs(%e70 : tensor<2x1024x2048xbf16>) attrs = {dimtune.role = "residual", dimtune.pass = "fwd", dimtune.kernel = "aten.add.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.addf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x2048xbf16> loc("model.decoder.layers.0:aten.add.Tensor")
    %e72 = tensor.empty() : tensor<2048x2048xbf16>
    %z73 = linalg.fill ins(%c1 : bf16) outs(%e72 : tensor<2048x2048xbf16>) -> tensor<2048x2048xbf16>
    %e74 = tensor.empty() : tensor<2048xf32>
    %z75 = linalg.fill ins(%c0 : f32) outs(%e74 : tensor<2048xf32>) -> tensor<2048xf32>
    %e76 = tensor.empty() : tensor<2048xf32>
    %z77 = linalg.fill ins(%c0 : f32) outs(%e76 : tensor<2048xf32>) -> tensor<2048xf32>
    %r78:3 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]} ins(%arg31, %arg32, %arg33 : tensor<2048x2048xbf16>, tensor<2048xbf16>, tensor<2048xbf16>) outs(%z73, %z75, %z77 : tensor<2048x2048xbf16>, tensor<2048xf32>, tensor<2048xf32>) attrs = {dimtune.role = "final_norm", dimtune.pass = "fwd", dimtune.kernel = "aten.native_layer_norm.default", dimtune.row_kernel} {
    ^bb0(%in0: bf16, %in1: bf16, %in2: bf16, %out0: bf16, %out1: f32, %out2: f32):
      %b1 = arith.addf %in0, %in1 : bf16
      %b2 = arith.addf %b1, %in2 : bf16
      %b3 = arith.addf %out0, %b2 : bf16
      %b4 = arith.extf %b2 : bf16 to f32
      %b5 = arith.addf %out1, %b4 : f32
      %b6 = arith.extf %b2 : bf16 to f32
      %b7 = arith.addf %out2, %b6 : f32
      linalg.yield %b3, %b5, %b7 : bf16, f32, f32
    } -> (tensor<2048x2048xbf16>, tensor<2048xf32>, tensor<2048xf32>) loc("model.decoder.layers.0.final_layer_norm:aten.native_layer_norm.default")
    %e79 = tensor.empty() : tensor<2048x8192xbf16>
    %z80 = linalg.fill ins(%c1 : bf16) outs(%e79 : tensor<2048x8192xbf16>) -> tensor<2048x8192xbf16>
    %r81 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (n, k)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg34, %arg35 : tensor<2048x2048xbf16>, tensor<8192x2048xbf16>) outs(%z80 : tensor<2048x8192xbf16>) {dimtune.role = "mlp_up", dimtune.pass = "fwd"} -> tensor<2048x8192xbf16> loc("model.decoder.layers.0.fc1:aten.addmm.default")
    %e82 = tensor.empty() : tensor<2048x8192xbf16>
    %r83 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg36 : tensor<2048x8192xbf16>) outs(%e82 : tensor<2048x8192xbf16>) attrs = {dimtune.pass = "fwd", dimtune.kernel = "aten.relu.default"} {
    ^bb0(%in0: bf16, %out0: bf16):
      linalg.yield %in0 : bf16
    } -> tensor<2048x8192xbf16> loc("model.decoder.layers.0.activation_fn:aten.relu.default")
    %e84 = tensor.empty() : tensor<2048x2048xbf16>
    %z85 = linalg.fill ins(%c1 : bf16) outs(%e84 : tensor<2048x2048xbf16>) -> tensor<2048x2048xbf16>
    %r86 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (n, k)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg37, %arg38 : tensor<2048x8192xbf16>, tensor<2048x8192xbf16>) outs(%z85 : tensor<2048x2048xbf16>) {dimtune.role = "mlp_down", dimtune.pass = "fwd"} -> tensor<2048x2048xbf16> loc("model.decoder.layers.0.fc2:aten.addmm.default")
    %e87 = tensor.empty() : tensor<2048x2048xbf16>
    %r88 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg39, %arg40 : tensor<2048x2048xbf16>, tensor<2048x2048xbf16>) outs(%e87 : tensor<2048x2048xbf16>) attrs = {dimtune.role = "residual", dimtune.pass = "fwd", dimtune.kernel = "aten.add.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.addf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2048x2048xbf16> loc("model.decoder.layers.0:aten.add.Tensor")
    %e89 = tensor.empty() : tensor<2x1024x2048xbf16>
    %z90 = linalg.fill ins(%c1 : bf16) outs(%e89 : tensor<2x1024x2048xbf16>) -> tensor<2x1024x2048xbf16>
    %e91 = tensor.empty() : tensor<2x1024xf32>
    %z92 = linalg.fill ins(%c0 : f32) outs(%e91 : tensor<2x1024xf32>) -> tensor<2x1024xf32>
    %e93 = tensor.empty() : tensor<2x1024xf32>
    %z94 = linalg.fill ins(%c0 : f32) outs(%e93 : tensor<2x1024xf32>) -> tensor<2x1024xf32>
    %r95:3 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%arg41, %arg42, %arg43 : tensor<2x1024x2048xbf16>, tensor<2048xbf16>, tensor<2048xbf16>) outs(%z90, %z92, %z94 : tensor<2x1024x2048xbf16>, tensor<2x1024xf32>, tensor<2x1024xf32>) attrs = {dimtune.role = "input_norm", dimtune.pass = "fwd", dimtune.kernel = "aten.native_layer_norm.default", dimtune.row_kernel} {
    ^bb0(%in0: bf16, %in1: bf16, %in2: bf16, %out0: bf16, %out1: f32, %out2: f32):
      %b1 = arith.addf %in0, %in1 : bf16
      %b2 = arith.addf %b1, %in2 : bf16
      %b3 = arith.addf %out0, %b2 : bf16
      %b4 = arith.extf %b2 : bf16 to f32
      %b5 = arith.addf %out1, %b4 : f32
      %b6 = arith.extf %b2 : bf16 to f32
      %b7 = arith.addf %out2, %b6 : f32
      linalg.yield %b3, %b5, %b7 : bf16, f32, f32
    } -> (tensor<2x1024x2048xbf16>, tensor<2x1024xf32>, tensor<2x1024xf32>) loc("model.decoder.layers.1.self_attn_layer_norm:aten.native_layer_norm.default")
    %e96 = tensor.empty() : tensor<2048x2048xbf16>
    %z97 = linalg.fill ins(%c1 : bf16) outs(%e96 : tensor<2048x2048xbf16>) -> tensor<2048x2048xbf16>
    %r98 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (n, k)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg44, %arg45 : tensor<2048x2048xbf16>, tensor<2048x2048xbf16>) outs(%z97 : tensor<2048x2048xbf16>) {dimtune.role = "q", dimtune.pass = "fwd"} -> tensor<2048x2048xbf16> loc("model.decoder.layers.1.self_attn.q_proj:aten.addmm.default")
    %e99 = tensor.empty() : tensor<2x1024x2048xbf16>
    %r100 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg46 : tensor<2x1024x2048xbf16>) outs(%e99 : tensor<2x1024x2048xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "fwd", dimtune.kernel = "aten.mul.Tensor"} {
    ^bb0(%in0: bf16, %out0: bf16):
      linalg.yield %in0 : bf16
    } -> tensor<2x1024x2048xbf16> loc("model.decoder.layers.1.self_attn:aten.mul.Tensor")
    %e101 = tensor.empty() : tensor<2048x2048xbf16>
    %z102 = linalg.fill ins(%c1 : bf16) outs(%e101 : tensor<2048x2048xbf16>) -> tensor<2048x2048xbf16>
    %r103 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (n, k)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg47, %arg48 : tensor<2048x2048xbf16>, tensor<2048x2048xbf16>) outs(%z102 : tensor<2048x2048xbf16>) {dimtune.role = "k", dimtune.pass = "fwd"} -> tensor<2048x2048xbf16> loc("model.decoder.layers.1.self_attn.k_proj:aten.addmm.default")
    %e104 = tensor.empty() : tensor<2048x2048xbf16>
    %z105 = linalg.fill ins(%c1 : bf16) outs(%e104 : tensor<2048x2048xbf16>) -> tensor<2048x2048xbf16>
    %r106 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (n, k)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg49, %arg50 : tensor<2048x2048xbf16>, tensor<2048x2048xbf16>) outs(%z105 : tensor<2048x2048xbf16>) {dimtune.role = "v", dimtune.pass = "fwd"} -> tensor<2048x2048xbf16> loc("model.decoder.layers.1.self_attn.v_proj:aten.addmm.default")
    %e107 = tensor.empty() : tensor<2x32x1024x1024xbf16>
    %z108 = linalg.fill ins(%c1 : bf16) outs(%e107 : tensor<2x32x1024x1024xbf16>) -> tensor<2x32x1024x1024xbf16>
    %r109 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d3, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]} ins(%arg51, %arg52 : tensor<2x32x1024x64xbf16>, tensor<2x32x1024x64xbf16>) outs(%z108 : tensor<2x32x1024x1024xbf16>) attrs = {dimtune.role = "attn_score", dimtune.pass = "fwd"} {
    ^bb0(%x: bf16, %y: bf16, %acc: bf16):
      %p = arith.mulf %x, %y : bf16
      %s = arith.addf %acc, %p : bf16
      linalg.yield %s : bf16
    } -> tensor<2x32x1024x1024xbf16> loc("model.decoder.layers.1.self_attn:scaled_dot_product_attention")
    %e111 = tensor.empty() : tensor<2x32x1024x1024xbf16>
    %m110 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%r109 : tensor<2x32x1024x1024xbf16>) outs(%e111 : tensor<2x32x1024x1024xbf16>) {
    ^bb0(%s: bf16, %o: bf16):
      %i = linalg.index 2 : index
      %j = linalg.index 3 : index
      %future = arith.cmpi ugt, %j, %i : index
      %x = arith.mulf %s, %c2 : bf16
      %y = arith.select %future, %c3, %x : bf16
      linalg.yield %y : bf16
    } -> tensor<2x32x1024x1024xbf16>
    %e113 = tensor.empty() : tensor<2x32x1024x1024xbf16>
    %p112 = linalg.softmax dimension(3) ins(%m110 : tensor<2x32x1024x1024xbf16>) outs(%e113 : tensor<2x32x1024x1024xbf16>) -> tensor<2x32x1024x1024xbf16>
    %e114 = tensor.empty() : tensor<2x32x1024x64xbf16>
    %z115 = linalg.fill ins(%c1 : bf16) outs(%e114 : tensor<2x32x1024x64xbf16>) -> tensor<2x32x1024x64xbf16>
    %r116 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d4, d3)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]} ins(%p112, %arg53 : tensor<2x32x1024x1024xbf16>, tensor<2x32x1024x64xbf16>) outs(%z115 : tensor<2x32x1024x64xbf16>) attrs = {dimtune.role = "attn_context", dimtune.pass = "fwd"} {
    ^bb0(%x: bf16, %y: bf16, %acc: bf16):
      %p = arith.mulf %x, %y : bf16
      %s = arith.addf %acc, %p : bf16
      linalg.yield %s : bf16
    } -> tensor<2x32x1024x64xbf16> loc("model.decoder.layers.1.self_attn:scaled_dot_product_attention")
    %e117 = tensor.empty() : tensor<2x32x1024x1024xbf16>
    %z118 = linalg.fill ins(%c1 : bf16) outs(%e117 : tensor<2x32x1024x1024xbf16>) -> tensor<2x32x1024x1024xbf16>
    %r119 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d3, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]} ins(%arg54, %arg53 : tensor<2x32x1024x64xbf16>, tensor<2x32x1024x64xbf16>) outs(%z118 : tensor<2x32x1024x1024xbf16>) attrs = {dimtune.role = "attn_context", dimtune.pass = "dgrad"} {
    ^bb0(%x: bf16, %y: bf16, %acc: bf16):
      %p = arith.mulf %x, %y : bf16
      %s = arith.addf %acc, %p : bf16
      linalg.yield %s : bf16
    } -> tensor<2x32x1024x1024xbf16> loc("model.decoder.layers.1.self_attn:scaled_dot_product_attention")
    %e120 = tensor.empty() : tensor<2x32x1024x64xbf16>
    %z121 = linalg.fill ins(%c1 : bf16) outs(%e120 : tensor<2x32x1024x64xbf16>) -> tensor<2x32x1024x64xbf16>
    %r122 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d4, d2)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d4, d3)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]} ins(%p112, %arg54 : tensor<2x32x1024x1024xbf16>, tensor<2x32x1024x64xbf16>) outs(%z121 : tensor<2x32x1024x64xbf16>) attrs = {dimtune.role = "attn_context", dimtune.pass = "wgrad"} {
    ^bb0(%x: bf16, %y: bf16, %acc: bf16):
      %p = arith.mulf %x, %y : bf16
      %s = arith.addf %acc, %p : bf16
      linalg.yield %s : bf16
    } -> tensor<2x32x1024x64xbf16> loc("model.decoder.layers.1.self_attn:scaled_dot_product_attention")
    %e123 = tensor.empty() : tensor<2x32x1024xbf16>
    %z124 = linalg.fill ins(%c1 : bf16) outs(%e123 : tensor<2x32x1024xbf16>) -> tensor<2x32x1024xbf16>
    %rs125 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%p112, %r119 : tensor<2x32x1024x1024xbf16>, tensor<2x32x1024x1024xbf16>) outs(%z124 : tensor<2x32x1024xbf16>) {
    ^bb0(%p: bf16, %dp: bf16, %acc: bf16):
      %x = arith.mulf %p, %dp : bf16
      %s = arith.addf %acc, %x : bf16
      linalg.yield %s : bf16
    } -> tensor<2x32x1024xbf16>
    %e127 = tensor.empty() : tensor<2x32x1024x1024xbf16>
    %ds126 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%p112, %r119, %rs125 : tensor<2x32x1024x1024xbf16>, tensor<2x32x1024x1024xbf16>, tensor<2x32x1024xbf16>) outs(%e127 : tensor<2x32x1024x1024xbf16>) {
    ^bb0(%p: bf16, %dp: bf16, %r: bf16, %o: bf16):
      %d = arith.subf %dp, %r : bf16
      %x = arith.mulf %p, %d : bf16
      %y = arith.mulf %x, %c2 : bf16
      linalg.yield %y : bf16
    } -> tensor<2x32x1024x1024xbf16>
    %e128 = tensor.empty() : tensor<2x32x1024x64xbf16>
    %z129 = linalg.fill ins(%c1 : bf16) outs(%e128 : tensor<2x32x1024x64xbf16>) -> tensor<2x32x1024x64xbf16>
    %r130 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d4, d3)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]} ins(%ds126, %arg52 : tensor<2x32x1024x1024xbf16>, tensor<2x32x1024x64xbf16>) outs(%z129 : tensor<2x32x1024x64xbf16>) attrs = {dimtune.role = "attn_score", dimtune.pass = "dgrad"} {
    ^bb0(%x: bf16, %y: bf16, %acc: bf16):
      %p = arith.mulf %x, %y : bf16
      %s = arith.addf %acc, %p : bf16
      linalg.yield %s : bf16
    } -> tensor<2x32x1024x64xbf16> loc("model.decoder.layers.1.self_attn:scaled_dot_product_attention")
    %e131 = tensor.empty() : tensor<2x32x1024x64xbf16>
    %z132 = linalg.fill ins(%c1 : bf16) outs(%e131 : tensor<2x32x1024x64xbf16>) -> tensor<2x32x1024x64xbf16>
    %r133 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d4, d2)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d4, d3)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]} ins(%ds126, %arg51 : tensor<2x32x1024x1024xbf16>, tensor<2x32x1024x64xbf16>) outs(%z132 : tensor<2x32x1024x64xbf16>) attrs = {dimtune.role = "attn_score", dimtune.pass = "wgrad"} {
    ^bb0(%x: bf16, %y: bf16, %acc: bf16):
      %p = arith.mulf %x, %y : bf16
      %s = arith.addf %acc, %p : bf16
      linalg.yield %s : bf16
    } -> tensor<2x32x1024x64xbf16> loc("model.decoder.layers.1.self_attn:scaled_dot_product_attention")
    %e134 = tensor.empty() : tensor<2048x2048xbf16>
    %z135 = linalg.fill ins(%c1 : bf16) outs(%e134 : tensor<2048x2048xbf16>) -> tensor<2048x2048xbf16>
    %r136 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (n, k)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg55, %arg56 : tensor<2048x2048xbf16>, tensor<2048x2048xbf16>) outs(%z135 : tensor<2048x2048xbf16>) {dimtune.role = "attn_out", dimtune.pass = "fwd"} -> tensor<2048x2048xbf16> loc("model.decoder.layers.1.self_attn.out_proj:aten.addmm.default")
    %e137 = tensor.empty() : tensor<2x1024x2048xbf16>
    %r138 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg57, %arg58 : tensor<2x1024x2048xbf16>, tensor<2x1024x2048xbf16>) outs(%e137 : tensor<2x1024x2048xbf16>) attrs = {dimtune.role = "residual", dimtune.pass = "fwd", dimtune.kernel = "aten.add.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.addf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x2048xbf16> loc("model.decoder.layers.1:aten.add.Tensor")
    %e139 = tensor.empty() : tensor<2048x2048xbf16>
    %z140 = linalg.fill ins(%c1 : bf16) outs(%e139 : tensor<2048x2048xbf16>) -> tensor<2048x2048xbf16>
    %e141 = tensor.empty() : tensor<2048xf32>
    %z142 = linalg.fill ins(%c0 : f32) outs(%e141 : tensor<2048xf32>) -> tensor<2048xf32>
    %e143 = tensor.empty() : tensor<2048xf32>
    %z144 = linalg.fill ins(%c0 : f32) outs(%e143 : tensor<2048xf32>) -> tensor<2048xf32>
    %r145:3 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]} ins(%arg59, %arg60, %arg61 : tensor<2048x2048xbf16>, tensor<2048xbf16>, tensor<2048xbf16>) outs(%z140, %z142, %z144 : tensor<2048x2048xbf16>, tensor<2048xf32>, tensor<2048xf32>) attrs = {dimtune.role = "final_norm", dimtune.pass = "fwd", dimtune.kernel = "aten.native_layer_norm.default", dimtune.row_kernel} {
    ^bb0(%in0: bf16, %in1: bf16, %in2: bf16, %out0: bf16, %out1: f32, %out2: f32):
      %b1 = arith.addf %in0, %in1 : bf16
      %b2 = arith.addf %b1, %in2 : bf16
      %b3 = arith.addf %out0, %b2 : bf16
      %b4 = arith.extf %b2 : bf16 to f32
      %b5 = arith.addf %out1, %b4 : f32
      %b6 = arith.extf %b2 : bf16 to f32
      %b7 = arith.addf %out2, %b6 : f32
      linalg.yield %b3, %b5, %b7 : bf16, f32, f32
    } -> (tensor<2048x2048xbf16>, tensor<2048xf32>, tensor<2048xf32>) loc("model.decoder.layers.1.final_layer_norm:aten.native_layer_norm.default")
    %e146 = tensor.empty() : tensor<2048x8192xbf16>
    %z147 = linalg.fill ins(%c1 : bf16) outs(%e146 : tensor<2048x8192xbf16>) -> tensor<2048x8192xbf16>
    %r148 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (n, k)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg62, %arg63 : tensor<2048x2048xbf16>, tensor<8192x2048xbf16>) outs(%z147 : tensor<2048x8192xbf16>) {dimtune.role = "mlp_up", dimtune.pass = "fwd"} -> tensor<2048x8192xbf16> loc("model.decoder.layers.1.fc1:aten.addmm.default")
    %e149 = tensor.empty() : tensor<2048x8192xbf16>
    %r150 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg64 : tensor<2048x8192xbf16>) outs(%e149 : tensor<2048x8192xbf16>) attrs = {dimtune.pass = "fwd", dimtune.kernel = "aten.relu.default"} {
    ^bb0(%in0: bf16, %out0: bf16):
      linalg.yield %in0 : bf16
    } -> tensor<2048x8192xbf16> loc("model.decoder.layers.1.activation_fn:aten.relu.default")
    %e151 = tensor.empty() : tensor<2048x2048xbf16>
    %z152 = linalg.fill ins(%c1 : bf16) outs(%e151 : tensor<2048x2048xbf16>) -> tensor<2048x2048xbf16>
    %r153 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (n, k)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg65, %arg66 : tensor<2048x8192xbf16>, tensor<2048x8192xbf16>) outs(%z152 : tensor<2048x2048xbf16>) {dimtune.role = "mlp_down", dimtune.pass = "fwd"} -> tensor<2048x2048xbf16> loc("model.decoder.layers.1.fc2:aten.addmm.default")
    %e154 = tensor.empty() : tensor<2048x2048xbf16>
    %r155 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg67, %arg68 : tensor<2048x2048xbf16>, tensor<2048x2048xbf16>) outs(%e154 : tensor<2048x2048xbf16>) attrs = {dimtune.role = "residual", dimtune.pass = "fwd", dimtune.kernel = "aten.add.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.addf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2048x2048xbf16> loc("model.decoder.layers.1:aten.add.Tensor")
    %e156 = tensor.empty() : tensor<2x1024x2048xbf16>
    %z157 = linalg.fill ins(%c1 : bf16) outs(%e156 : tensor<2x1024x2048xbf16>) -> tensor<2x1024x2048xbf16>
    %e158 = tensor.empty() : tensor<2x1024xf32>
    %z159 = linalg.fill ins(%c0 : f32) outs(%e158 : tensor<2x1024xf32>) -> tensor<2x1024xf32>
    %e160 = tensor.empty() : tensor<2x1024xf32>
    %z161 = linalg.fill ins(%c0 : f32) outs(%e160 : tensor<2x1024xf32>) -> tensor<2x1024xf32>
    %r162:3 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%arg69, %arg70, %arg71 : tensor<2x1024x2048xbf16>, tensor<2048xbf16>, tensor<2048xbf16>) outs(%z157, %z159, %z161 : tensor<2x1024x2048xbf16>, tensor<2x1024xf32>, tensor<2x1024xf32>) attrs = {dimtune.role = "final_norm", dimtune.pass = "fwd", dimtune.kernel = "aten.native_layer_norm.default", dimtune.row_kernel} {
    ^bb0(%in0: bf16, %in1: bf16, %in2: bf16, %out0: bf16, %out1: f32, %out2: f32):
      %b1 = arith.addf %in0, %in1 : bf16
      %b2 = arith.addf %b1, %in2 : bf16
      %b3 = arith.addf %out0, %b2 : bf16
      %b4 = arith.extf %b2 : bf16 to f32
      %b5 = arith.addf %out1, %b4 : f32
      %b6 = arith.extf %b2 : bf16 to f32
      %b7 = arith.addf %out2, %b6 : f32
      linalg.yield %b3, %b5, %b7 : bf16, f32, f32
    } -> (tensor<2x1024x2048xbf16>, tensor<2x1024xf32>, tensor<2x1024xf32>) loc("model.decoder.final_layer_norm:aten.native_layer_norm.default")
    %e163 = tensor.empty() : tensor<2048x50272xbf16>
    %z164 = linalg.fill ins(%c1 : bf16) outs(%e163 : tensor<2048x50272xbf16>) -> tensor<2048x50272xbf16>
    %r165 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (n, k)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg72, %arg73 : tensor<2048x2048xbf16>, tensor<50272x2048xbf16>) outs(%z164 : tensor<2048x50272xbf16>) {dimtune.role = "lm_head", dimtune.pass = "fwd"} -> tensor<2048x50272xbf16> loc("lm_head:aten.mm.default")
    %e166 = tensor.empty() : tensor<2x1024x50272xf32>
    %r167 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg74 : tensor<2x1024x50272xbf16>) outs(%e166 : tensor<2x1024x50272xf32>) attrs = {dimtune.pass = "fwd", dimtune.kernel = "aten._to_copy.default", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %out0: f32):
      %b1 = arith.extf %in0 : bf16 to f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024x50272xf32> loc("aten._to_copy.default")
    %e168 = tensor.empty() : tensor<2x1025xi64>
    %r169 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg75 : tensor<2x1024xi64>) outs(%e168 : tensor<2x1025xi64>) attrs = {dimtune.pass = "fwd", dimtune.kernel = "aten.constant_pad_nd.default", dimtune.unvectorized} {
    ^bb0(%in0: i64, %out0: i64):
      linalg.yield %in0 : i64
    } -> tensor<2x1025xi64> loc("aten.constant_pad_nd.default")
    %e170 = tensor.empty() : tensor<2x1024xi64>
    %r171 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg76 : tensor<2x1024xi64>) outs(%e170 : tensor<2x1024xi64>) attrs = {dimtune.pass = "fwd", dimtune.kernel = "aten.clone.default"} {
    ^bb0(%in0: i64, %out0: i64):
      linalg.yield %in0 : i64
    } -> tensor<2x1024xi64> loc("aten.clone.default")
    %e172 = tensor.empty() : tensor<2048x50272xf32>
    %z173 = linalg.fill ins(%c0 : f32) outs(%e172 : tensor<2048x50272xf32>) -> tensor<2048x50272xf32>
    %r174 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "reduction"]} ins(%arg77 : tensor<2048x50272xf32>) outs(%z173 : tensor<2048x50272xf32>) attrs = {dimtune.role = "loss", dimtune.pass = "fwd", dimtune.kernel = "aten._log_softmax.default", dimtune.row_kernel} {
    ^bb0(%in0: f32, %out0: f32):
      %b1 = arith.addf %out0, %in0 : f32
      linalg.yield %b1 : f32
    } -> tensor<2048x50272xf32> loc("aten._log_softmax.default")
    %e175 = tensor.empty() : tensor<f32>
    %z176 = linalg.fill ins(%c0 : f32) outs(%e175 : tensor<f32>) -> tensor<f32>
    %e177 = tensor.empty() : tensor<f32>
    %z178 = linalg.fill ins(%c0 : f32) outs(%e177 : tensor<f32>) -> tensor<f32>
    %r179:2 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> ()>, affine_map<(d0) -> ()>], iterator_types = ["reduction"]} ins(%arg78 : tensor<2048xi64>) outs(%z176, %z178 : tensor<f32>, tensor<f32>) attrs = {dimtune.role = "loss", dimtune.pass = "fwd", dimtune.kernel = "aten.nll_loss_forward.default"} {
    ^bb0(%in0: i64, %out0: f32, %out1: f32):
      %b1 = arith.sitofp %in0 : i64 to f32
      %b2 = arith.addf %out0, %b1 : f32
      %b3 = arith.addf %out1, %b1 : f32
      linalg.yield %b2, %b3 : f32, f32
    } -> (tensor<f32>, tensor<f32>) loc("aten.nll_loss_forward.default")
    %e180 = tensor.empty() : tensor<2048x50272xf32>
    %r181 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> ()>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> ()>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg79, %arg80, %arg81 : tensor<f32>, tensor<2048xi64>, tensor<f32>) outs(%e180 : tensor<2048x50272xf32>) attrs = {dimtune.role = "loss", dimtune.pass = "bwd", dimtune.kernel = "aten.nll_loss_backward.default", dimtune.unvectorized} {
    ^bb0(%in0: f32, %in1: i64, %in2: f32, %out0: f32):
      %b1 = arith.sitofp %in1 : i64 to f32
      %b2 = arith.addf %in0, %b1 : f32
      %b3 = arith.addf %b2, %in2 : f32
      linalg.yield %b3 : f32
    } -> tensor<2048x50272xf32> loc("aten.nll_loss_backward.default")
    %e182 = tensor.empty() : tensor<2048x50272xf32>
    %z183 = linalg.fill ins(%c0 : f32) outs(%e182 : tensor<2048x50272xf32>) -> tensor<2048x50272xf32>
    %r184 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "reduction"]} ins(%arg82, %arg83 : tensor<2048x50272xf32>, tensor<2048x50272xf32>) outs(%z183 : tensor<2048x50272xf32>) attrs = {dimtune.role = "loss", dimtune.pass = "bwd", dimtune.kernel = "aten._log_softmax_backward_data.default", dimtune.row_kernel} {
    ^bb0(%in0: f32, %in1: f32, %out0: f32):
      %b1 = arith.addf %in0, %in1 : f32
      %b2 = arith.addf %out0, %b1 : f32
      linalg.yield %b2 : f32
    } -> tensor<2048x50272xf32> loc("aten._log_softmax_backward_data.default")
    %e185 = tensor.empty() : tensor<2x1024x50272xbf16>
    %r186 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg84 : tensor<2x1024x50272xf32>) outs(%e185 : tensor<2x1024x50272xbf16>) attrs = {dimtune.pass = "bwd", dimtune.kernel = "aten._to_copy.default"} {
    ^bb0(%in0: f32, %out0: bf16):
      %b1 = arith.truncf %in0 : f32 to bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x50272xbf16> loc("aten._to_copy.default")
    %e187 = tensor.empty() : tensor<50272x2048xbf16>
    %z188 = linalg.fill ins(%c1 : bf16) outs(%e187 : tensor<50272x2048xbf16>) -> tensor<50272x2048xbf16>
    %r189 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (k, m)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg85, %arg86 : tensor<2048x50272xbf16>, tensor<2048x2048xbf16>) outs(%z188 : tensor<50272x2048xbf16>) {dimtune.role = "lm_head", dimtune.pass = "wgrad"} -> tensor<50272x2048xbf16> loc("lm_head:aten.mm.default")
    %e190 = tensor.empty() : tensor<2048x2048xbf16>
    %z191 = linalg.fill ins(%c1 : bf16) outs(%e190 : tensor<2048x2048xbf16>) -> tensor<2048x2048xbf16>
    %r192 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg87, %arg88 : tensor<2048x50272xbf16>, tensor<50272x2048xbf16>) outs(%z191 : tensor<2048x2048xbf16>) {dimtune.role = "lm_head", dimtune.pass = "dgrad"} -> tensor<2048x2048xbf16> loc("lm_head:aten.mm.default")
    %e193 = tensor.empty() : tensor<2x1024x2048xbf16>
    %z194 = linalg.fill ins(%c1 : bf16) outs(%e193 : tensor<2x1024x2048xbf16>) -> tensor<2x1024x2048xbf16>
    %r195 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%arg89, %arg90, %arg91, %arg92, %arg93 : tensor<2x1024x2048xbf16>, tensor<2x1024x2048xbf16>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2048xbf16>) outs(%z194 : tensor<2x1024x2048xbf16>) attrs = {dimtune.role = "final_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.native_layer_norm_backward.default:grad_input", dimtune.row_kernel} {
    ^bb0(%in0: bf16, %in1: bf16, %in2: f32, %in3: f32, %in4: bf16, %out0: bf16):
      %b1 = arith.truncf %in2 : f32 to bf16
      %b2 = arith.truncf %in3 : f32 to bf16
      %b3 = arith.addf %in0, %in1 : bf16
      %b4 = arith.addf %b3, %b1 : bf16
      %b5 = arith.addf %b4, %b2 : bf16
      %b6 = arith.addf %b5, %in4 : bf16
      %b7 = arith.addf %out0, %b6 : bf16
      linalg.yield %b7 : bf16
    } -> tensor<2x1024x2048xbf16> loc("model.decoder.final_layer_norm:aten.native_layer_norm_backward.default")
    %e196 = tensor.empty() : tensor<2048xbf16>
    %z197 = linalg.fill ins(%c1 : bf16) outs(%e196 : tensor<2048xbf16>) -> tensor<2048xbf16>
    %e198 = tensor.empty() : tensor<2048xbf16>
    %z199 = linalg.fill ins(%c1 : bf16) outs(%e198 : tensor<2048xbf16>) -> tensor<2048xbf16>
    %r200:2 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d2)>], iterator_types = ["reduction", "reduction", "parallel"]} ins(%arg94, %arg95, %arg96, %arg97 : tensor<2x1024x2048xbf16>, tensor<2x1024x2048xbf16>, tensor<2x1024xf32>, tensor<2x1024xf32>) outs(%z197, %z199 : tensor<2048xbf16>, tensor<2048xbf16>) attrs = {dimtune.role = "final_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.native_layer_norm_backward.default:weight_grad"} {
    ^bb0(%in0: bf16, %in1: bf16, %in2: f32, %in3: f32, %out0: bf16, %out1: bf16):
      %b1 = arith.truncf %in2 : f32 to bf16
      %b2 = arith.truncf %in3 : f32 to bf16
      %b3 = arith.addf %in0, %in1 : bf16
      %b4 = arith.addf %b3, %b1 : bf16
      %b5 = arith.addf %b4, %b2 : bf16
      %b6 = arith.addf %out0, %b5 : bf16
      %b7 = arith.addf %out1, %b5 : bf16
      linalg.yield %b6, %b7 : bf16, bf16
    } -> (tensor<2048xbf16>, tensor<2048xbf16>) loc("model.decoder.final_layer_norm:aten.native_layer_norm_backward.default")
    %e201 = tensor.empty() : tensor<2048x8192xbf16>
    %z202 = linalg.fill ins(%c1 : bf16) outs(%e201 : tensor<2048x8192xbf16>) -> tensor<2048x8192xbf16>
    %r203 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg98, %arg99 : tensor<2048x2048xbf16>, tensor<2048x8192xbf16>) outs(%z202 : tensor<2048x8192xbf16>) {dimtune.role = "mlp_down", dimtune.pass = "dgrad"} -> tensor<2048x8192xbf16> loc("model.decoder.layers.1.fc2:aten.mm.default")
    %e204 = tensor.empty() : tensor<2048x8192xbf16>
    %z205 = linalg.fill ins(%c1 : bf16) outs(%e204 : tensor<2048x8192xbf16>) -> tensor<2048x8192xbf16>
    %r206 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (k, m)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg100, %arg101 : tensor<2048x2048xbf16>, tensor<2048x8192xbf16>) outs(%z205 : tensor<2048x8192xbf16>) {dimtune.role = "mlp_down", dimtune.pass = "wgrad"} -> tensor<2048x8192xbf16> loc("model.decoder.layers.1.fc2:aten.mm.default")
    %e207 = tensor.empty() : tensor<2048xbf16>
    %z208 = linalg.fill ins(%c1 : bf16) outs(%e207 : tensor<2048xbf16>) -> tensor<2048xbf16>
    %r209 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>], iterator_types = ["reduction", "parallel"]} ins(%arg102 : tensor<2048x2048xbf16>) outs(%z208 : tensor<2048xbf16>) attrs = {dimtune.role = "mlp_down", dimtune.pass = "bwd", dimtune.kernel = "aten.sum.dim_IntList"} {
    ^bb0(%in0: bf16, %out0: bf16):
      %b1 = arith.addf %out0, %in0 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2048xbf16> loc("model.decoder.layers.1.fc2:aten.sum.dim_IntList")
    %e210 = tensor.empty() : tensor<2048x8192xbf16>
    %r211 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg103, %arg104 : tensor<2048x8192xbf16>, tensor<2048x8192xbf16>) outs(%e210 : tensor<2048x8192xbf16>) attrs = {dimtune.pass = "bwd", dimtune.kernel = "aten.threshold_backward.default"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.addf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2048x8192xbf16> loc("model.decoder.layers.1.activation_fn:aten.threshold_backward.default")
    %e212 = tensor.empty() : tensor<2048x2048xbf16>
    %z213 = linalg.fill ins(%c1 : bf16) outs(%e212 : tensor<2048x2048xbf16>) -> tensor<2048x2048xbf16>
    %r214 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg105, %arg106 : tensor<2048x8192xbf16>, tensor<8192x2048xbf16>) outs(%z213 : tensor<2048x2048xbf16>) {dimtune.role = "mlp_up", dimtune.pass = "dgrad"} -> tensor<2048x2048xbf16> loc("model.decoder.layers.1.fc1:aten.mm.default")
    %e215 = tensor.empty() : tensor<8192x2048xbf16>
    %z216 = linalg.fill ins(%c1 : bf16) outs(%e215 : tensor<8192x2048xbf16>) -> tensor<8192x2048xbf16>
    %r217 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (k, m)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg107, %arg108 : tensor<2048x8192xbf16>, tensor<2048x2048xbf16>) outs(%z216 : tensor<8192x2048xbf16>) {dimtune.role = "mlp_up", dimtune.pass = "wgrad"} -> tensor<8192x2048xbf16> loc("model.decoder.layers.1.fc1:aten.mm.default")
    %e218 = tensor.empty() : tensor<8192xbf16>
    %z219 = linalg.fill ins(%c1 : bf16) outs(%e218 : tensor<8192xbf16>) -> tensor<8192xbf16>
    %r220 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>], iterator_types = ["reduction", "parallel"]} ins(%arg109 : tensor<2048x8192xbf16>) outs(%z219 : tensor<8192xbf16>) attrs = {dimtune.role = "mlp_up", dimtune.pass = "bwd", dimtune.kernel = "aten.sum.dim_IntList"} {
    ^bb0(%in0: bf16, %out0: bf16):
      %b1 = arith.addf %out0, %in0 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<8192xbf16> loc("model.decoder.layers.1.fc1:aten.sum.dim_IntList")
    %e221 = tensor.empty() : tensor<2048x2048xbf16>
    %z222 = linalg.fill ins(%c1 : bf16) outs(%e221 : tensor<2048x2048xbf16>) -> tensor<2048x2048xbf16>
    %r223 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "reduction"]} ins(%arg110, %arg111, %arg112, %arg113, %arg114 : tensor<2048x2048xbf16>, tensor<2048x2048xbf16>, tensor<2048xf32>, tensor<2048xf32>, tensor<2048xbf16>) outs(%z222 : tensor<2048x2048xbf16>) attrs = {dimtune.role = "final_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.native_layer_norm_backward.default:grad_input", dimtune.row_kernel} {
    ^bb0(%in0: bf16, %in1: bf16, %in2: f32, %in3: f32, %in4: bf16, %out0: bf16):
      %b1 = arith.truncf %in2 : f32 to bf16
      %b2 = arith.truncf %in3 : f32 to bf16
      %b3 = arith.addf %in0, %in1 : bf16
      %b4 = arith.addf %b3, %b1 : bf16
      %b5 = arith.addf %b4, %b2 : bf16
      %b6 = arith.addf %b5, %in4 : bf16
      %b7 = arith.addf %out0, %b6 : bf16
      linalg.yield %b7 : bf16
    } -> tensor<2048x2048xbf16> loc("model.decoder.layers.1.final_layer_norm:aten.native_layer_norm_backward.default")
    %e224 = tensor.empty() : tensor<2048xbf16>
    %z225 = linalg.fill ins(%c1 : bf16) outs(%e224 : tensor<2048xbf16>) -> tensor<2048xbf16>
    %e226 = tensor.empty() : tensor<2048xbf16>
    %z227 = linalg.fill ins(%c1 : bf16) outs(%e226 : tensor<2048xbf16>) -> tensor<2048xbf16>
    %r228:2 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d1)>], iterator_types = ["reduction", "parallel"]} ins(%arg115, %arg116, %arg117, %arg118 : tensor<2048x2048xbf16>, tensor<2048x2048xbf16>, tensor<2048xf32>, tensor<2048xf32>) outs(%z225, %z227 : tensor<2048xbf16>, tensor<2048xbf16>) attrs = {dimtune.role = "final_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.native_layer_norm_backward.default:weight_grad"} {
    ^bb0(%in0: bf16, %in1: bf16, %in2: f32, %in3: f32, %out0: bf16, %out1: bf16):
      %b1 = arith.truncf %in2 : f32 to bf16
      %b2 = arith.truncf %in3 : f32 to bf16
      %b3 = arith.addf %in0, %in1 : bf16
      %b4 = arith.addf %b3, %b1 : bf16
      %b5 = arith.addf %b4, %b2 : bf16
      %b6 = arith.addf %out0, %b5 : bf16
      %b7 = arith.addf %out1, %b5 : bf16
      linalg.yield %b6, %b7 : bf16, bf16
    } -> (tensor<2048xbf16>, tensor<2048xbf16>) loc("model.decoder.layers.1.final_layer_norm:aten.native_layer_norm_backward.default")
    %e229 = tensor.empty() : tensor<2048x2048xbf16>
    %r230 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg119, %arg120 : tensor<2048x2048xbf16>, tensor<2048x2048xbf16>) outs(%e229 : tensor<2048x2048xbf16>) attrs = {dimtune.role = "final_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.add.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.addf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2048x2048xbf16> loc("model.decoder.layers.1.final_layer_norm:aten.add.Tensor")
    %e231 = tensor.empty() : tensor<2048x2048xbf16>
    %z232 = linalg.fill ins(%c1 : bf16) outs(%e231 : tensor<2048x2048xbf16>) -> tensor<2048x2048xbf16>
    %r233 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg121, %arg122 : tensor<2048x2048xbf16>, tensor<2048x2048xbf16>) outs(%z232 : tensor<2048x2048xbf16>) {dimtune.role = "attn_out", dimtune.pass = "dgrad"} -> tensor<2048x2048xbf16> loc("model.decoder.layers.1.self_attn.out_proj:aten.mm.default")
    %e234 = tensor.empty() : tensor<2048x2048xbf16>
    %z235 = linalg.fill ins(%c1 : bf16) outs(%e234 : tensor<2048x2048xbf16>) -> tensor<2048x2048xbf16>
    %r236 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (k, m)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg123, %arg124 : tensor<2048x2048xbf16>, tensor<2048x2048xbf16>) outs(%z235 : tensor<2048x2048xbf16>) {dimtune.role = "attn_out", dimtune.pass = "wgrad"} -> tensor<2048x2048xbf16> loc("model.decoder.layers.1.self_attn.out_proj:aten.mm.default")
    %e237 = tensor.empty() : tensor<2048xbf16>
    %z238 = linalg.fill ins(%c1 : bf16) outs(%e237 : tensor<2048xbf16>) -> tensor<2048xbf16>
    %r239 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>], iterator_types = ["reduction", "parallel"]} ins(%arg125 : tensor<2048x2048xbf16>) outs(%z238 : tensor<2048xbf16>) attrs = {dimtune.role = "attn_out", dimtune.pass = "bwd", dimtune.kernel = "aten.sum.dim_IntList"} {
    ^bb0(%in0: bf16, %out0: bf16):
      %b1 = arith.addf %out0, %in0 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2048xbf16> loc("model.decoder.layers.1.self_attn.out_proj:aten.sum.dim_IntList")
    %e240 = tensor.empty() : tensor<2048x2048xbf16>
    %z241 = linalg.fill ins(%c1 : bf16) outs(%e240 : tensor<2048x2048xbf16>) -> tensor<2048x2048xbf16>
    %r242 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg126, %arg127 : tensor<2048x2048xbf16>, tensor<2048x2048xbf16>) outs(%z241 : tensor<2048x2048xbf16>) {dimtune.role = "v", dimtune.pass = "dgrad"} -> tensor<2048x2048xbf16> loc("model.decoder.layers.1.self_attn.v_proj:aten.mm.default")
    %e243 = tensor.empty() : tensor<2048x2048xbf16>
    %z244 = linalg.fill ins(%c1 : bf16) outs(%e243 : tensor<2048x2048xbf16>) -> tensor<2048x2048xbf16>
    %r245 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (k, m)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg128, %arg129 : tensor<2048x2048xbf16>, tensor<2048x2048xbf16>) outs(%z244 : tensor<2048x2048xbf16>) {dimtune.role = "v", dimtune.pass = "wgrad"} -> tensor<2048x2048xbf16> loc("model.decoder.layers.1.self_attn.v_proj:aten.mm.default")
    %e246 = tensor.empty() : tensor<2048xbf16>
    %z247 = linalg.fill ins(%c1 : bf16) outs(%e246 : tensor<2048xbf16>) -> tensor<2048xbf16>
    %r248 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>], iterator_types = ["reduction", "parallel"]} ins(%arg130 : tensor<2048x2048xbf16>) outs(%z247 : tensor<2048xbf16>) attrs = {dimtune.role = "v", dimtune.pass = "bwd", dimtune.kernel = "aten.sum.dim_IntList"} {
    ^bb0(%in0: bf16, %out0: bf16):
      %b1 = arith.addf %out0, %in0 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2048xbf16> loc("model.decoder.layers.1.self_attn.v_proj:aten.sum.dim_IntList")
    %e249 = tensor.empty() : tensor<2048x2048xbf16>
    %z250 = linalg.fill ins(%c1 : bf16) outs(%e249 : tensor<2048x2048xbf16>) -> tensor<2048x2048xbf16>
    %r251 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg131, %arg132 : tensor<2048x2048xbf16>, tensor<2048x2048xbf16>) outs(%z250 : tensor<2048x2048xbf16>) {dimtune.role = "k", dimtune.pass = "dgrad"} -> tensor<2048x2048xbf16> loc("model.decoder.layers.1.self_attn.k_proj:aten.mm.default")
    %e252 = tensor.empty() : tensor<2048x2048xbf16>
    %z253 = linalg.fill ins(%c1 : bf16) outs(%e252 : tensor<2048x2048xbf16>) -> tensor<2048x2048xbf16>
    %r254 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (k, m)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg133, %arg134 : tensor<2048x2048xbf16>, tensor<2048x2048xbf16>) outs(%z253 : tensor<2048x2048xbf16>) {dimtune.role = "k", dimtune.pass = "wgrad"} -> tensor<2048x2048xbf16> loc("model.decoder.layers.1.self_attn.k_proj:aten.mm.default")
    %e255 = tensor.empty() : tensor<2048xbf16>
    %z256 = linalg.fill ins(%c1 : bf16) outs(%e255 : tensor<2048xbf16>) -> tensor<2048xbf16>
    %r257 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>], iterator_types = ["reduction", "parallel"]} ins(%arg135 : tensor<2048x2048xbf16>) outs(%z256 : tensor<2048xbf16>) attrs = {dimtune.role = "k", dimtune.pass = "bwd", dimtune.kernel = "aten.sum.dim_IntList"} {
    ^bb0(%in0: bf16, %out0: bf16):
      %b1 = arith.addf %out0, %in0 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2048xbf16> loc("model.decoder.layers.1.self_attn.k_proj:aten.sum.dim_IntList")
    %e258 = tensor.empty() : tensor<2x1024x2048xbf16>
    %r259 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg136, %arg137 : tensor<2x1024x2048xbf16>, tensor<2x1024x2048xbf16>) outs(%e258 : tensor<2x1024x2048xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.add.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.addf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x2048xbf16> loc("model.decoder.layers.1.self_attn.k_proj:aten.add.Tensor")
    %e260 = tensor.empty() : tensor<2x1024x2048xbf16>
    %r261 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg138 : tensor<2x1024x2048xbf16>) outs(%e260 : tensor<2x1024x2048xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Tensor"} {
    ^bb0(%in0: bf16, %out0: bf16):
      linalg.yield %in0 : bf16
    } -> tensor<2x1024x2048xbf16> loc("model.decoder.layers.1.self_attn:aten.mul.Tensor")
    %e262 = tensor.empty() : tensor<2048x2048xbf16>
    %z263 = linalg.fill ins(%c1 : bf16) outs(%e262 : tensor<2048x2048xbf16>) -> tensor<2048x2048xbf16>
    %r264 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg139, %arg140 : tensor<2048x2048xbf16>, tensor<2048x2048xbf16>) outs(%z263 : tensor<2048x2048xbf16>) {dimtune.role = "q", dimtune.pass = "dgrad"} -> tensor<2048x2048xbf16> loc("model.decoder.layers.1.self_attn.q_proj:aten.mm.default")
    %e265 = tensor.empty() : tensor<2048x2048xbf16>
    %z266 = linalg.fill ins(%c1 : bf16) outs(%e265 : tensor<2048x2048xbf16>) -> tensor<2048x2048xbf16>
    %r267 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (k, m)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg141, %arg142 : tensor<2048x2048xbf16>, tensor<2048x2048xbf16>) outs(%z266 : tensor<2048x2048xbf16>) {dimtune.role = "q", dimtune.pass = "wgrad"} -> tensor<2048x2048xbf16> loc("model.decoder.layers.1.self_attn.q_proj:aten.mm.default")
    %e268 = tensor.empty() : tensor<2048xbf16>
    %z269 = linalg.fill ins(%c1 : bf16) outs(%e268 : tensor<2048xbf16>) -> tensor<2048xbf16>
    %r270 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>], iterator_types = ["reduction", "parallel"]} ins(%arg143 : tensor<2048x2048xbf16>) outs(%z269 : tensor<2048xbf16>) attrs = {dimtune.role = "q", dimtune.pass = "bwd", dimtune.kernel = "aten.sum.dim_IntList"} {
    ^bb0(%in0: bf16, %out0: bf16):
      %b1 = arith.addf %out0, %in0 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2048xbf16> loc("model.decoder.layers.1.self_attn.q_proj:aten.sum.dim_IntList")
    %e271 = tensor.empty() : tensor<2x1024x2048xbf16>
    %r272 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg144, %arg145 : tensor<2x1024x2048xbf16>, tensor<2x1024x2048xbf16>) outs(%e271 : tensor<2x1024x2048xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.add.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.addf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x2048xbf16> loc("model.decoder.layers.1.self_attn.q_proj:aten.add.Tensor")
    %e273 = tensor.empty() : tensor<2x1024x2048xbf16>
    %z274 = linalg.fill ins(%c1 : bf16) outs(%e273 : tensor<2x1024x2048xbf16>) -> tensor<2x1024x2048xbf16>
    %r275 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%arg146, %arg147, %arg148, %arg149, %arg150 : tensor<2x1024x2048xbf16>, tensor<2x1024x2048xbf16>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2048xbf16>) outs(%z274 : tensor<2x1024x2048xbf16>) attrs = {dimtune.role = "input_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.native_layer_norm_backward.default:grad_input", dimtune.row_kernel} {
    ^bb0(%in0: bf16, %in1: bf16, %in2: f32, %in3: f32, %in4: bf16, %out0: bf16):
      %b1 = arith.truncf %in2 : f32 to bf16
      %b2 = arith.truncf %in3 : f32 to bf16
      %b3 = arith.addf %in0, %in1 : bf16
      %b4 = arith.addf %b3, %b1 : bf16
      %b5 = arith.addf %b4, %b2 : bf16
      %b6 = arith.addf %b5, %in4 : bf16
      %b7 = arith.addf %out0, %b6 : bf16
      linalg.yield %b7 : bf16
    } -> tensor<2x1024x2048xbf16> loc("model.decoder.layers.1.self_attn_layer_norm:aten.native_layer_norm_backward.default")
    %e276 = tensor.empty() : tensor<2048xbf16>
    %z277 = linalg.fill ins(%c1 : bf16) outs(%e276 : tensor<2048xbf16>) -> tensor<2048xbf16>
    %e278 = tensor.empty() : tensor<2048xbf16>
    %z279 = linalg.fill ins(%c1 : bf16) outs(%e278 : tensor<2048xbf16>) -> tensor<2048xbf16>
    %r280:2 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d2)>], iterator_types = ["reduction", "reduction", "parallel"]} ins(%arg151, %arg152, %arg153, %arg154 : tensor<2x1024x2048xbf16>, tensor<2x1024x2048xbf16>, tensor<2x1024xf32>, tensor<2x1024xf32>) outs(%z277, %z279 : tensor<2048xbf16>, tensor<2048xbf16>) attrs = {dimtune.role = "input_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.native_layer_norm_backward.default:weight_grad"} {
    ^bb0(%in0: bf16, %in1: bf16, %in2: f32, %in3: f32, %out0: bf16, %out1: bf16):
      %b1 = arith.truncf %in2 : f32 to bf16
      %b2 = arith.truncf %in3 : f32 to bf16
      %b3 = arith.addf %in0, %in1 : bf16
      %b4 = arith.addf %b3, %b1 : bf16
      %b5 = arith.addf %b4, %b2 : bf16
      %b6 = arith.addf %out0, %b5 : bf16
      %b7 = arith.addf %out1, %b5 : bf16
      linalg.yield %b6, %b7 : bf16, bf16
    } -> (tensor<2048xbf16>, tensor<2048xbf16>) loc("model.decoder.layers.1.self_attn_layer_norm:aten.native_layer_norm_backward.default")
    %e281 = tensor.empty() : tensor<2x1024x2048xbf16>
    %r282 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg155, %arg156 : tensor<2x1024x2048xbf16>, tensor<2x1024x2048xbf16>) outs(%e281 : tensor<2x1024x2048xbf16>) attrs = {dimtune.role = "input_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.add.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.addf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x2048xbf16> loc("model.decoder.layers.1.self_attn_layer_norm:aten.add.Tensor")
    %e283 = tensor.empty() : tensor<2048x8192xbf16>
    %z284 = linalg.fill ins(%c1 : bf16) outs(%e283 : tensor<2048x8192xbf16>) -> tensor<2048x8192xbf16>
    %r285 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg157, %arg158 : tensor<2048x2048xbf16>, tensor<2048x8192xbf16>) outs(%z284 : tensor<2048x8192xbf16>) {dimtune.role = "mlp_down", dimtune.pass = "dgrad"} -> tensor<2048x8192xbf16> loc("model.decoder.layers.0.fc2:aten.mm.default")
    %e286 = tensor.empty() : tensor<2048x8192xbf16>
    %z287 = linalg.fill ins(%c1 : bf16) outs(%e286 : tensor<2048x8192xbf16>) -> tensor<2048x8192xbf16>
    %r288 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (k, m)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg159, %arg160 : tensor<2048x2048xbf16>, tensor<2048x8192xbf16>) outs(%z287 : tensor<2048x8192xbf16>) {dimtune.role = "mlp_down", dimtune.pass = "wgrad"} -> tensor<2048x8192xbf16> loc("model.decoder.layers.0.fc2:aten.mm.default")
    %e289 = tensor.empty() : tensor<2048xbf16>
    %z290 = linalg.fill ins(%c1 : bf16) outs(%e289 : tensor<2048xbf16>) -> tensor<2048xbf16>
    %r291 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>], iterator_types = ["reduction", "parallel"]} ins(%arg161 : tensor<2048x2048xbf16>) outs(%z290 : tensor<2048xbf16>) attrs = {dimtune.role = "mlp_down", dimtune.pass = "bwd", dimtune.kernel = "aten.sum.dim_IntList"} {
    ^bb0(%in0: bf16, %out0: bf16):
      %b1 = arith.addf %out0, %in0 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2048xbf16> loc("model.decoder.layers.0.fc2:aten.sum.dim_IntList")
    %e292 = tensor.empty() : tensor<2048x8192xbf16>
    %r293 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg162, %arg163 : tensor<2048x8192xbf16>, tensor<2048x8192xbf16>) outs(%e292 : tensor<2048x8192xbf16>) attrs = {dimtune.pass = "bwd", dimtune.kernel = "aten.threshold_backward.default"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.addf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2048x8192xbf16> loc("model.decoder.layers.0.activation_fn:aten.threshold_backward.default")
    %e294 = tensor.empty() : tensor<2048x2048xbf16>
    %z295 = linalg.fill ins(%c1 : bf16) outs(%e294 : tensor<2048x2048xbf16>) -> tensor<2048x2048xbf16>
    %r296 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg164, %arg165 : tensor<2048x8192xbf16>, tensor<8192x2048xbf16>) outs(%z295 : tensor<2048x2048xbf16>) {dimtune.role = "mlp_up", dimtune.pass = "dgrad"} -> tensor<2048x2048xbf16> loc("model.decoder.layers.0.fc1:aten.mm.default")
    %e297 = tensor.empty() : tensor<8192x2048xbf16>
    %z298 = linalg.fill ins(%c1 : bf16) outs(%e297 : tensor<8192x2048xbf16>) -> tensor<8192x2048xbf16>
    %r299 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (k, m)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg166, %arg167 : tensor<2048x8192xbf16>, tensor<2048x2048xbf16>) outs(%z298 : tensor<8192x2048xbf16>) {dimtune.role = "mlp_up", dimtune.pass = "wgrad"} -> tensor<8192x2048xbf16> loc("model.decoder.layers.0.fc1:aten.mm.default")
    %e300 = tensor.empty() : tensor<8192xbf16>
    %z301 = linalg.fill ins(%c1 : bf16) outs(%e300 : tensor<8192xbf16>) -> tensor<8192xbf16>
    %r302 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>], iterator_types = ["reduction", "parallel"]} ins(%arg168 : tensor<2048x8192xbf16>) outs(%z301 : tensor<8192xbf16>) attrs = {dimtune.role = "mlp_up", dimtune.pass = "bwd", dimtune.kernel = "aten.sum.dim_IntList"} {
    ^bb0(%in0: bf16, %out0: bf16):
      %b1 = arith.addf %out0, %in0 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<8192xbf16> loc("model.decoder.layers.0.fc1:aten.sum.dim_IntList")
    %e303 = tensor.empty() : tensor<2048x2048xbf16>
    %z304 = linalg.fill ins(%c1 : bf16) outs(%e303 : tensor<2048x2048xbf16>) -> tensor<2048x2048xbf16>
    %r305 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "reduction"]} ins(%arg169, %arg170, %arg171, %arg172, %arg173 : tensor<2048x2048xbf16>, tensor<2048x2048xbf16>, tensor<2048xf32>, tensor<2048xf32>, tensor<2048xbf16>) outs(%z304 : tensor<2048x2048xbf16>) attrs = {dimtune.role = "final_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.native_layer_norm_backward.default:grad_input", dimtune.row_kernel} {
    ^bb0(%in0: bf16, %in1: bf16, %in2: f32, %in3: f32, %in4: bf16, %out0: bf16):
      %b1 = arith.truncf %in2 : f32 to bf16
      %b2 = arith.truncf %in3 : f32 to bf16
      %b3 = arith.addf %in0, %in1 : bf16
      %b4 = arith.addf %b3, %b1 : bf16
      %b5 = arith.addf %b4, %b2 : bf16
      %b6 = arith.addf %b5, %in4 : bf16
      %b7 = arith.addf %out0, %b6 : bf16
      linalg.yield %b7 : bf16
    } -> tensor<2048x2048xbf16> loc("model.decoder.layers.0.final_layer_norm:aten.native_layer_norm_backward.default")
    %e306 = tensor.empty() : tensor<2048xbf16>
    %z307 = linalg.fill ins(%c1 : bf16) outs(%e306 : tensor<2048xbf16>) -> tensor<2048xbf16>
    %e308 = tensor.empty() : tensor<2048xbf16>
    %z309 = linalg.fill ins(%c1 : bf16) outs(%e308 : tensor<2048xbf16>) -> tensor<2048xbf16>
    %r310:2 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d1)>], iterator_types = ["reduction", "parallel"]} ins(%arg174, %arg175, %arg176, %arg177 : tensor<2048x2048xbf16>, tensor<2048x2048xbf16>, tensor<2048xf32>, tensor<2048xf32>) outs(%z307, %z309 : tensor<2048xbf16>, tensor<2048xbf16>) attrs = {dimtune.role = "final_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.native_layer_norm_backward.default:weight_grad"} {
    ^bb0(%in0: bf16, %in1: bf16, %in2: f32, %in3: f32, %out0: bf16, %out1: bf16):
      %b1 = arith.truncf %in2 : f32 to bf16
      %b2 = arith.truncf %in3 : f32 to bf16
      %b3 = arith.addf %in0, %in1 : bf16
      %b4 = arith.addf %b3, %b1 : bf16
      %b5 = arith.addf %b4, %b2 : bf16
      %b6 = arith.addf %out0, %b5 : bf16
      %b7 = arith.addf %out1, %b5 : bf16
      linalg.yield %b6, %b7 : bf16, bf16
    } -> (tensor<2048xbf16>, tensor<2048xbf16>) loc("model.decoder.layers.0.final_layer_norm:aten.native_layer_norm_backward.default")
    %e311 = tensor.empty() : tensor<2048x2048xbf16>
    %r312 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg178, %arg179 : tensor<2048x2048xbf16>, tensor<2048x2048xbf16>) outs(%e311 : tensor<2048x2048xbf16>) attrs = {dimtune.role = "final_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.add.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.addf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2048x2048xbf16> loc("model.decoder.layers.0.final_layer_norm:aten.add.Tensor")
    %e313 = tensor.empty() : tensor<2048x2048xbf16>
    %z314 = linalg.fill ins(%c1 : bf16) outs(%e313 : tensor<2048x2048xbf16>) -> tensor<2048x2048xbf16>
    %r315 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg180, %arg181 : tensor<2048x2048xbf16>, tensor<2048x2048xbf16>) outs(%z314 : tensor<2048x2048xbf16>) {dimtune.role = "attn_out", dimtune.pass = "dgrad"} -> tensor<2048x2048xbf16> loc("model.decoder.layers.0.self_attn.out_proj:aten.mm.default")
    %e316 = tensor.empty() : tensor<2048x2048xbf16>
    %z317 = linalg.fill ins(%c1 : bf16) outs(%e316 : tensor<2048x2048xbf16>) -> tensor<2048x2048xbf16>
    %r318 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (k, m)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg182, %arg183 : tensor<2048x2048xbf16>, tensor<2048x2048xbf16>) outs(%z317 : tensor<2048x2048xbf16>) {dimtune.role = "attn_out", dimtune.pass = "wgrad"} -> tensor<2048x2048xbf16> loc("model.decoder.layers.0.self_attn.out_proj:aten.mm.default")
    %e319 = tensor.empty() : tensor<2048xbf16>
    %z320 = linalg.fill ins(%c1 : bf16) outs(%e319 : tensor<2048xbf16>) -> tensor<2048xbf16>
    %r321 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>], iterator_types = ["reduction", "parallel"]} ins(%arg184 : tensor<2048x2048xbf16>) outs(%z320 : tensor<2048xbf16>) attrs = {dimtune.role = "attn_out", dimtune.pass = "bwd", dimtune.kernel = "aten.sum.dim_IntList"} {
    ^bb0(%in0: bf16, %out0: bf16):
      %b1 = arith.addf %out0, %in0 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2048xbf16> loc("model.decoder.layers.0.self_attn.out_proj:aten.sum.dim_IntList")
    %e322 = tensor.empty() : tensor<2048x2048xbf16>
    %z323 = linalg.fill ins(%c1 : bf16) outs(%e322 : tensor<2048x2048xbf16>) -> tensor<2048x2048xbf16>
    %r324 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg185, %arg186 : tensor<2048x2048xbf16>, tensor<2048x2048xbf16>) outs(%z323 : tensor<2048x2048xbf16>) {dimtune.role = "v", dimtune.pass = "dgrad"} -> tensor<2048x2048xbf16> loc("model.decoder.layers.0.self_attn.v_proj:aten.mm.default")
    %e325 = tensor.empty() : tensor<2048x2048xbf16>
    %z326 = linalg.fill ins(%c1 : bf16) outs(%e325 : tensor<2048x2048xbf16>) -> tensor<2048x2048xbf16>
    %r327 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (k, m)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg187, %arg188 : tensor<2048x2048xbf16>, tensor<2048x2048xbf16>) outs(%z326 : tensor<2048x2048xbf16>) {dimtune.role = "v", dimtune.pass = "wgrad"} -> tensor<2048x2048xbf16> loc("model.decoder.layers.0.self_attn.v_proj:aten.mm.default")
    %e328 = tensor.empty() : tensor<2048xbf16>
    %z329 = linalg.fill ins(%c1 : bf16) outs(%e328 : tensor<2048xbf16>) -> tensor<2048xbf16>
    %r330 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>], iterator_types = ["reduction", "parallel"]} ins(%arg189 : tensor<2048x2048xbf16>) outs(%z329 : tensor<2048xbf16>) attrs = {dimtune.role = "v", dimtune.pass = "bwd", dimtune.kernel = "aten.sum.dim_IntList"} {
    ^bb0(%in0: bf16, %out0: bf16):
      %b1 = arith.addf %out0, %in0 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2048xbf16> loc("model.decoder.layers.0.self_attn.v_proj:aten.sum.dim_IntList")
    %e331 = tensor.empty() : tensor<2048x2048xbf16>
    %z332 = linalg.fill ins(%c1 : bf16) outs(%e331 : tensor<2048x2048xbf16>) -> tensor<2048x2048xbf16>
    %r333 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg190, %arg191 : tensor<2048x2048xbf16>, tensor<2048x2048xbf16>) outs(%z332 : tensor<2048x2048xbf16>) {dimtune.role = "k", dimtune.pass = "dgrad"} -> tensor<2048x2048xbf16> loc("model.decoder.layers.0.self_attn.k_proj:aten.mm.default")
    %e334 = tensor.empty() : tensor<2048x2048xbf16>
    %z335 = linalg.fill ins(%c1 : bf16) outs(%e334 : tensor<2048x2048xbf16>) -> tensor<2048x2048xbf16>
    %r336 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (k, m)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg192, %arg193 : tensor<2048x2048xbf16>, tensor<2048x2048xbf16>) outs(%z335 : tensor<2048x2048xbf16>) {dimtune.role = "k", dimtune.pass = "wgrad"} -> tensor<2048x2048xbf16> loc("model.decoder.layers.0.self_attn.k_proj:aten.mm.default")
    %e337 = tensor.empty() : tensor<2048xbf16>
    %z338 = linalg.fill ins(%c1 : bf16) outs(%e337 : tensor<2048xbf16>) -> tensor<2048xbf16>
    %r339 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>], iterator_types = ["reduction", "parallel"]} ins(%arg194 : tensor<2048x2048xbf16>) outs(%z338 : tensor<2048xbf16>) attrs = {dimtune.role = "k", dimtune.pass = "bwd", dimtune.kernel = "aten.sum.dim_IntList"} {
    ^bb0(%in0: bf16, %out0: bf16):
      %b1 = arith.addf %out0, %in0 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2048xbf16> loc("model.decoder.layers.0.self_attn.k_proj:aten.sum.dim_IntList")
    %e340 = tensor.empty() : tensor<2x1024x2048xbf16>
    %r341 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg195, %arg196 : tensor<2x1024x2048xbf16>, tensor<2x1024x2048xbf16>) outs(%e340 : tensor<2x1024x2048xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.add.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.addf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x2048xbf16> loc("model.decoder.layers.0.self_attn.k_proj:aten.add.Tensor")
    %e342 = tensor.empty() : tensor<2x1024x2048xbf16>
    %r343 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg197 : tensor<2x1024x2048xbf16>) outs(%e342 : tensor<2x1024x2048xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Tensor"} {
    ^bb0(%in0: bf16, %out0: bf16):
      linalg.yield %in0 : bf16
    } -> tensor<2x1024x2048xbf16> loc("model.decoder.layers.0.self_attn:aten.mul.Tensor")
    %e344 = tensor.empty() : tensor<2048x2048xbf16>
    %z345 = linalg.fill ins(%c1 : bf16) outs(%e344 : tensor<2048x2048xbf16>) -> tensor<2048x2048xbf16>
    %r346 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg198, %arg199 : tensor<2048x2048xbf16>, tensor<2048x2048xbf16>) outs(%z345 : tensor<2048x2048xbf16>) {dimtune.role = "q", dimtune.pass = "dgrad"} -> tensor<2048x2048xbf16> loc("model.decoder.layers.0.self_attn.q_proj:aten.mm.default")
    %e347 = tensor.empty() : tensor<2048x2048xbf16>
    %z348 = linalg.fill ins(%c1 : bf16) outs(%e347 : tensor<2048x2048xbf16>) -> tensor<2048x2048xbf16>
    %r349 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (k, m)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg200, %arg201 : tensor<2048x2048xbf16>, tensor<2048x2048xbf16>) outs(%z348 : tensor<2048x2048xbf16>) {dimtune.role = "q", dimtune.pass = "wgrad"} -> tensor<2048x2048xbf16> loc("model.decoder.layers.0.self_attn.q_proj:aten.mm.default")
    %e350 = tensor.empty() : tensor<2048xbf16>
    %z351 = linalg.fill ins(%c1 : bf16) outs(%e350 : tensor<2048xbf16>) -> tensor<2048xbf16>
    %r352 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>], iterator_types = ["reduction", "parallel"]} ins(%arg202 : tensor<2048x2048xbf16>) outs(%z351 : tensor<2048xbf16>) attrs = {dimtune.role = "q", dimtune.pass = "bwd", dimtune.kernel = "aten.sum.dim_IntList"} {
    ^bb0(%in0: bf16, %out0: bf16):
      %b1 = arith.addf %out0, %in0 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2048xbf16> loc("model.decoder.layers.0.self_attn.q_proj:aten.sum.dim_IntList")
    %e353 = tensor.empty() : tensor<2x1024x2048xbf16>
    %r354 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg203, %arg204 : tensor<2x1024x2048xbf16>, tensor<2x1024x2048xbf16>) outs(%e353 : tensor<2x1024x2048xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.add.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.addf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x2048xbf16> loc("model.decoder.layers.0.self_attn.q_proj:aten.add.Tensor")
    %e355 = tensor.empty() : tensor<2x1024x2048xbf16>
    %z356 = linalg.fill ins(%c1 : bf16) outs(%e355 : tensor<2x1024x2048xbf16>) -> tensor<2x1024x2048xbf16>
    %r357 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%arg205, %arg206, %arg207, %arg208, %arg209 : tensor<2x1024x2048xbf16>, tensor<2x1024x2048xbf16>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2048xbf16>) outs(%z356 : tensor<2x1024x2048xbf16>) attrs = {dimtune.role = "input_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.native_layer_norm_backward.default:grad_input", dimtune.row_kernel} {
    ^bb0(%in0: bf16, %in1: bf16, %in2: f32, %in3: f32, %in4: bf16, %out0: bf16):
      %b1 = arith.truncf %in2 : f32 to bf16
      %b2 = arith.truncf %in3 : f32 to bf16
      %b3 = arith.addf %in0, %in1 : bf16
      %b4 = arith.addf %b3, %b1 : bf16
      %b5 = arith.addf %b4, %b2 : bf16
      %b6 = arith.addf %b5, %in4 : bf16
      %b7 = arith.addf %out0, %b6 : bf16
      linalg.yield %b7 : bf16
    } -> tensor<2x1024x2048xbf16> loc("model.decoder.layers.0.self_attn_layer_norm:aten.native_layer_norm_backward.default")
    %e358 = tensor.empty() : tensor<2048xbf16>
    %z359 = linalg.fill ins(%c1 : bf16) outs(%e358 : tensor<2048xbf16>) -> tensor<2048xbf16>
    %e360 = tensor.empty() : tensor<2048xbf16>
    %z361 = linalg.fill ins(%c1 : bf16) outs(%e360 : tensor<2048xbf16>) -> tensor<2048xbf16>
    %r362:2 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d2)>], iterator_types = ["reduction", "reduction", "parallel"]} ins(%arg210, %arg211, %arg212, %arg213 : tensor<2x1024x2048xbf16>, tensor<2x1024x2048xbf16>, tensor<2x1024xf32>, tensor<2x1024xf32>) outs(%z359, %z361 : tensor<2048xbf16>, tensor<2048xbf16>) attrs = {dimtune.role = "input_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.native_layer_norm_backward.default:weight_grad"} {
    ^bb0(%in0: bf16, %in1: bf16, %in2: f32, %in3: f32, %out0: bf16, %out1: bf16):
      %b1 = arith.truncf %in2 : f32 to bf16
      %b2 = arith.truncf %in3 : f32 to bf16
      %b3 = arith.addf %in0, %in1 : bf16
      %b4 = arith.addf %b3, %b1 : bf16
      %b5 = arith.addf %b4, %b2 : bf16
      %b6 = arith.addf %out0, %b5 : bf16
      %b7 = arith.addf %out1, %b5 : bf16
      linalg.yield %b6, %b7 : bf16, bf16
    } -> (tensor<2048xbf16>, tensor<2048xbf16>) loc("model.decoder.layers.0.self_attn_layer_norm:aten.native_layer_norm_backward.default")
    %e363 = tensor.empty() : tensor<2x1024x2048xbf16>
    %r364 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg214, %arg215 : tensor<2x1024x2048xbf16>, tensor<2x1024x2048xbf16>) outs(%e363 : tensor<2x1024x2048xbf16>) attrs = {dimtune.role = "input_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.add.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.addf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x2048xbf16> loc("model.decoder.layers.0.self_attn_layer_norm:aten.add.Tensor")
    %e365 = tensor.empty() : tensor<2050x2048xbf16>
    %z366 = linalg.fill ins(%c1 : bf16) outs(%e365 : tensor<2050x2048xbf16>) -> tensor<2050x2048xbf16>
    %r367 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d2, d3, d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction", "reduction"]} ins(%arg216, %arg217 : tensor<2x1024xi64>, tensor<2x1024x2048xbf16>) outs(%z366 : tensor<2050x2048xbf16>) attrs = {dimtune.role = "embedding", dimtune.pass = "bwd", dimtune.kernel = "aten.embedding_dense_backward.default"} {
    ^bb0(%in0: i64, %in1: bf16, %out0: bf16):
      %b1 = arith.sitofp %in0 : i64 to bf16
      %b2 = arith.index_cast %in0 : i64 to index
      %b3 = linalg.index 0 : index
      %b4 = arith.cmpi eq, %b2, %b3 : index
      %b5 = arith.select %b4, %in1, %c1 : bf16
      %b6 = arith.addf %out0, %b5 : bf16
      linalg.yield %b6 : bf16
    } -> tensor<2050x2048xbf16> loc("model.decoder.embed_positions:aten.embedding_dense_backward.default")
    %e368 = tensor.empty() : tensor<50272x2048xbf16>
    %z369 = linalg.fill ins(%c1 : bf16) outs(%e368 : tensor<50272x2048xbf16>) -> tensor<50272x2048xbf16>
    %r370 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d2, d3, d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction", "reduction"]} ins(%arg218, %arg219 : tensor<2x1024xi64>, tensor<2x1024x2048xbf16>) outs(%z369 : tensor<50272x2048xbf16>) attrs = {dimtune.role = "embedding", dimtune.pass = "bwd", dimtune.kernel = "aten.embedding_dense_backward.default"} {
    ^bb0(%in0: i64, %in1: bf16, %out0: bf16):
      %b1 = arith.sitofp %in0 : i64 to bf16
      %b2 = arith.index_cast %in0 : i64 to index
      %b3 = linalg.index 0 : index
      %b4 = arith.cmpi eq, %b2, %b3 : index
      %b5 = arith.select %b4, %in1, %c1 : bf16
      %b6 = arith.addf %out0, %b5 : bf16
      linalg.yield %b6 : bf16
    } -> tensor<50272x2048xbf16> loc("model.decoder.embed_tokens:aten.embedding_dense_backward.default")
    %e371 = tensor.empty() : tensor<50272x2048xbf16>
    %r372 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg220, %arg221 : tensor<50272x2048xbf16>, tensor<50272x2048xbf16>) outs(%e371 : tensor<50272x2048xbf16>) attrs = {dimtune.role = "embedding", dimtune.pass = "bwd", dimtune.kernel = "aten.add.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.addf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<50272x2048xbf16> loc("model.decoder.embed_tokens:aten.add.Tensor")
    return %r2, %r4, %r7, %r9, %r11, %r13, %r15, %r17, %r19, %r21, %r28#0, %r28#1, %r28#2, %r31, %r33, %r36, %r39, %r49, %r63, %r66, %r55, %r69, %r71, %r78#0, %r78#1, %r78#2, %r81, %r83, %r86, %r88, %r95#0, %r95#1, %r95#2, %r98, %r100, %r103, %r106, %r116, %r130, %r133, %r122, %r136, %r138, %r145#0, %r145#1, %r145#2, %r148, %r150, %r153, %r155, %r162#0, %r162#1, %r162#2, %r165, %r167, %r169, %r171, %r174, %r179#0, %r179#1, %r181, %r184, %r186, %r189, %r192, %r195, %r200#0, %r200#1, %r203, %r206, %r209, %r211, %r214, %r217, %r220, %r223, %r228#0, %r228#1, %r230, %r233, %r236, %r239, %r242, %r245, %r248, %r251, %r254, %r257, %r259, %r261, %r264, %r267, %r270, %r272, %r275, %r280#0, %r280#1, %r282, %r285, %r288, %r291, %r293, %r296, %r299, %r302, %r305, %r310#0, %r310#1, %r312, %r315, %r318, %r321, %r324, %r327, %r330, %r333, %r336, %r339, %r341, %r343, %r346, %r349, %r352, %r354, %r357, %r362#0, %r362#1, %r364, %r367, %r370, %r372 : tensor<2x1024x2048xbf16>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2x1024xi64>, tensor<2x1024xi1>, tensor<2x1024xi64>, tensor<2x1024x2048xbf16>, tensor<2x1024x2048xbf16>, tensor<2x1024x2048xbf16>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2048x2048xbf16>, tensor<2x1024x2048xbf16>, tensor<2048x2048xbf16>, tensor<2048x2048xbf16>, tensor<2x32x1024x64xbf16>, tensor<2x32x1024x64xbf16>, tensor<2x32x1024x64xbf16>, tensor<2x32x1024x64xbf16>, tensor<2048x2048xbf16>, tensor<2x1024x2048xbf16>, tensor<2048x2048xbf16>, tensor<2048xf32>, tensor<2048xf32>, tensor<2048x8192xbf16>, tensor<2048x8192xbf16>, tensor<2048x2048xbf16>, tensor<2048x2048xbf16>, tensor<2x1024x2048xbf16>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2048x2048xbf16>, tensor<2x1024x2048xbf16>, tensor<2048x2048xbf16>, tensor<2048x2048xbf16>, tensor<2x32x1024x64xbf16>, tensor<2x32x1024x64xbf16>, tensor<2x32x1024x64xbf16>, tensor<2x32x1024x64xbf16>, tensor<2048x2048xbf16>, tensor<2x1024x2048xbf16>, tensor<2048x2048xbf16>, tensor<2048xf32>, tensor<2048xf32>, tensor<2048x8192xbf16>, tensor<2048x8192xbf16>, tensor<2048x2048xbf16>, tensor<2048x2048xbf16>, tensor<2x1024x2048xbf16>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2048x50272xbf16>, tensor<2x1024x50272xf32>, tensor<2x1025xi64>, tensor<2x1024xi64>, tensor<2048x50272xf32>, tensor<f32>, tensor<f32>, tensor<2048x50272xf32>, tensor<2048x50272xf32>, tensor<2x1024x50272xbf16>, tensor<50272x2048xbf16>, tensor<2048x2048xbf16>, tensor<2x1024x2048xbf16>, tensor<2048xbf16>, tensor<2048xbf16>, tensor<2048x8192xbf16>, tensor<2048x8192xbf16>, tensor<2048xbf16>, tensor<2048x8192xbf16>, tensor<2048x2048xbf16>, tensor<8192x2048xbf16>, tensor<8192xbf16>, tensor<2048x2048xbf16>, tensor<2048xbf16>, tensor<2048xbf16>, tensor<2048x2048xbf16>, tensor<2048x2048xbf16>, tensor<2048x2048xbf16>, tensor<2048xbf16>, tensor<2048x2048xbf16>, tensor<2048x2048xbf16>, tensor<2048xbf16>, tensor<2048x2048xbf16>, tensor<2048x2048xbf16>, tensor<2048xbf16>, tensor<2x1024x2048xbf16>, tensor<2x1024x2048xbf16>, tensor<2048x2048xbf16>, tensor<2048x2048xbf16>, tensor<2048xbf16>, tensor<2x1024x2048xbf16>, tensor<2x1024x2048xbf16>, tensor<2048xbf16>, tensor<2048xbf16>, tensor<2x1024x2048xbf16>, tensor<2048x8192xbf16>, tensor<2048x8192xbf16>, tensor<2048xbf16>, tensor<2048x8192xbf16>, tensor<2048x2048xbf16>, tensor<8192x2048xbf16>, tensor<8192xbf16>, tensor<2048x2048xbf16>, tensor<2048xbf16>, tensor<2048xbf16>, tensor<2048x2048xbf16>, tensor<2048x2048xbf16>, tensor<2048x2048xbf16>, tensor<2048xbf16>, tensor<2048x2048xbf16>, tensor<2048x2048xbf16>, tensor<2048xbf16>, tensor<2048x2048xbf16>, tensor<2048x2048xbf16>, tensor<2048xbf16>, tensor<2x1024x2048xbf16>, tensor<2x1024x2048xbf16>, tensor<2048x2048xbf16>, tensor<2048x2048xbf16>, tensor<2048xbf16>, tensor<2x1024x2048xbf16>, tensor<2x1024x2048xbf16>, tensor<2048xbf16>, tensor<2048xbf16>, tensor<2x1024x2048xbf16>, tensor<2050x2048xbf16>, tensor<50272x2048xbf16>, tensor<50272x2048xbf16>
  }
}
