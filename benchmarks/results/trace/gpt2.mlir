module attributes {dimtune.trace = {torch = "2.11.0", training = true}} {
  func.func @trace(%arg0: tensor<2x1024xi64>, %arg1: tensor<50257x768xbf16>, %arg2: tensor<1024xi64>, %arg3: tensor<1024xi64>, %arg4: tensor<1024x768xbf16>, %arg5: tensor<2x1024x768xbf16>, %arg6: tensor<1024x768xbf16>, %arg7: tensor<2x1024x768xbf16>, %arg8: tensor<768xbf16>, %arg9: tensor<768xbf16>, %arg10: tensor<2048x768xbf16>, %arg11: tensor<768x2304xbf16>, %arg12: tensor<2x12x1024x64xbf16>, %arg13: tensor<2x12x1024x64xbf16>, %arg14: tensor<2x12x1024x64xbf16>, %arg15: tensor<2x12x1024x64xbf16>, %arg16: tensor<2048x768xbf16>, %arg17: tensor<768x768xbf16>, %arg18: tensor<2x1024x768xbf16>, %arg19: tensor<2x1024x768xbf16>, %arg20: tensor<2x1024x768xbf16>, %arg21: tensor<768xbf16>, %arg22: tensor<768xbf16>, %arg23: tensor<2048x768xbf16>, %arg24: tensor<768x3072xbf16>, %arg25: tensor<2x1024x3072xbf16>, %arg26: tensor<2x1024x3072xbf16>, %arg27: tensor<2x1024x3072xbf16>, %arg28: tensor<2x1024x3072xbf16>, %arg29: tensor<2x1024x3072xbf16>, %arg30: tensor<2x1024x3072xbf16>, %arg31: tensor<2x1024x3072xbf16>, %arg32: tensor<2x1024x3072xbf16>, %arg33: tensor<2x1024x3072xbf16>, %arg34: tensor<2x1024x3072xbf16>, %arg35: tensor<2048x3072xbf16>, %arg36: tensor<3072x768xbf16>, %arg37: tensor<2x1024x768xbf16>, %arg38: tensor<2x1024x768xbf16>, %arg39: tensor<2x1024x768xbf16>, %arg40: tensor<768xbf16>, %arg41: tensor<768xbf16>, %arg42: tensor<2048x768xbf16>, %arg43: tensor<768x2304xbf16>, %arg44: tensor<2x12x1024x64xbf16>, %arg45: tensor<2x12x1024x64xbf16>, %arg46: tensor<2x12x1024x64xbf16>, %arg47: tensor<2x12x1024x64xbf16>, %arg48: tensor<2048x768xbf16>, %arg49: tensor<768x768xbf16>, %arg50: tensor<2x1024x768xbf16>, %arg51: tensor<2x1024x768xbf16>, %arg52: tensor<2x1024x768xbf16>, %arg53: tensor<768xbf16>, %arg54: tensor<768xbf16>, %arg55: tensor<2048x768xbf16>, %arg56: tensor<768x3072xbf16>, %arg57: tensor<2x1024x3072xbf16>, %arg58: tensor<2x1024x3072xbf16>, %arg59: tensor<2x1024x3072xbf16>, %arg60: tensor<2x1024x3072xbf16>, %arg61: tensor<2x1024x3072xbf16>, %arg62: tensor<2x1024x3072xbf16>, %arg63: tensor<2x1024x3072xbf16>, %arg64: tensor<2x1024x3072xbf16>, %arg65: tensor<2x1024x3072xbf16>, %arg66: tensor<2x1024x3072xbf16>, %arg67: tensor<2048x3072xbf16>, %arg68: tensor<3072x768xbf16>, %arg69: tensor<2x1024x768xbf16>, %arg70: tensor<2x1024x768xbf16>, %arg71: tensor<2x1024x768xbf16>, %arg72: tensor<768xbf16>, %arg73: tensor<768xbf16>, %arg74: tensor<2048x768xbf16>, %arg75: tensor<50257x768xbf16>, %arg76: tensor<2x1024x50257xbf16>, %arg77: tensor<2x1024xi64>, %arg78: tensor<2x1024xi64>, %arg79: tensor<2048x50257xf32>, %arg80: tensor<2048xi64>, %arg81: tensor<f32>, %arg82: tensor<2048xi64>, %arg83: tensor<f32>, %arg84: tensor<2048x50257xf32>, %arg85: tensor<2048x50257xf32>, %arg86: tensor<2x1024x50257xf32>, %arg87: tensor<2048x50257xbf16>, %arg88: tensor<2048x768xbf16>, %arg89: tensor<2048x50257xbf16>, %arg90: tensor<50257x768xbf16>, %arg91: tensor<2x1024x768xbf16>, %arg92: tensor<2x1024x768xbf16>, %arg93: tensor<2x1024xf32>, %arg94: tensor<2x1024xf32>, %arg95: tensor<768xbf16>, %arg96: tensor<2x1024x768xbf16>, %arg97: tensor<2x1024x768xbf16>, %arg98: tensor<2x1024xf32>, %arg99: tensor<2x1024xf32>, %arg100: tensor<2048x768xbf16>, %arg101: tensor<3072x768xbf16>, %arg102: tensor<2048x3072xbf16>, %arg103: tensor<2048x768xbf16>, %arg104: tensor<2048x768xbf16>, %arg105: tensor<2x1024x3072xbf16>, %arg106: tensor<2x1024x3072xbf16>, %arg107: tensor<2x1024x3072xbf16>, %arg108: tensor<2x1024x3072xbf16>, %arg109: tensor<2x1024x3072xbf16>, %arg110: tensor<2x1024x3072xbf16>, %arg111: tensor<2x1024x3072xbf16>, %arg112: tensor<2x1024x3072xbf16>, %arg113: tensor<2x1024x3072xbf16>, %arg114: tensor<2x1024x3072xbf16>, %arg115: tensor<2x1024x3072xbf16>, %arg116: tensor<2x1024x3072xbf16>, %arg117: tensor<2x1024x3072xbf16>, %arg118: tensor<2x1024x3072xbf16>, %arg119: tensor<2x1024x3072xbf16>, %arg120: tensor<2x1024x3072xbf16>, %arg121: tensor<2x1024x3072xbf16>, %arg122: tensor<2048x3072xbf16>, %arg123: tensor<768x3072xbf16>, %arg124: tensor<2048x768xbf16>, %arg125: tensor<2048x3072xbf16>, %arg126: tensor<2048x3072xbf16>, %arg127: tensor<2x1024x768xbf16>, %arg128: tensor<2x1024x768xbf16>, %arg129: tensor<2x1024xf32>, %arg130: tensor<2x1024xf32>, %arg131: tensor<768xbf16>, %arg132: tensor<2x1024x768xbf16>, %arg133: tensor<2x1024x768xbf16>, %arg134: tensor<2x1024xf32>, %arg135: tensor<2x1024xf32>, %arg136: tensor<2x1024x768xbf16>, %arg137: tensor<2x1024x768xbf16>, %arg138: tensor<2048x768xbf16>, %arg139: tensor<768x768xbf16>, %arg140: tensor<2048x768xbf16>, %arg141: tensor<2048x768xbf16>, %arg142: tensor<2048x768xbf16>, %arg143: tensor<2x1024x768xbf16>, %arg144: tensor<2x1024x768xbf16>, %arg145: tensor<2x1024x768xbf16>, %arg146: tensor<2048x2304xbf16>, %arg147: tensor<768x2304xbf16>, %arg148: tensor<2048x768xbf16>, %arg149: tensor<2048x2304xbf16>, %arg150: tensor<2048x2304xbf16>, %arg151: tensor<2x1024x768xbf16>, %arg152: tensor<2x1024x768xbf16>, %arg153: tensor<2x1024xf32>, %arg154: tensor<2x1024xf32>, %arg155: tensor<768xbf16>, %arg156: tensor<2x1024x768xbf16>, %arg157: tensor<2x1024x768xbf16>, %arg158: tensor<2x1024xf32>, %arg159: tensor<2x1024xf32>, %arg160: tensor<2x1024x768xbf16>, %arg161: tensor<2x1024x768xbf16>, %arg162: tensor<2048x768xbf16>, %arg163: tensor<3072x768xbf16>, %arg164: tensor<2048x3072xbf16>, %arg165: tensor<2048x768xbf16>, %arg166: tensor<2048x768xbf16>, %arg167: tensor<2x1024x3072xbf16>, %arg168: tensor<2x1024x3072xbf16>, %arg169: tensor<2x1024x3072xbf16>, %arg170: tensor<2x1024x3072xbf16>, %arg171: tensor<2x1024x3072xbf16>, %arg172: tensor<2x1024x3072xbf16>, %arg173: tensor<2x1024x3072xbf16>, %arg174: tensor<2x1024x3072xbf16>, %arg175: tensor<2x1024x3072xbf16>, %arg176: tensor<2x1024x3072xbf16>, %arg177: tensor<2x1024x3072xbf16>, %arg178: tensor<2x1024x3072xbf16>, %arg179: tensor<2x1024x3072xbf16>, %arg180: tensor<2x1024x3072xbf16>, %arg181: tensor<2x1024x3072xbf16>, %arg182: tensor<2x1024x3072xbf16>, %arg183: tensor<2x1024x3072xbf16>, %arg184: tensor<2048x3072xbf16>, %arg185: tensor<768x3072xbf16>, %arg186: tensor<2048x768xbf16>, %arg187: tensor<2048x3072xbf16>, %arg188: tensor<2048x3072xbf16>, %arg189: tensor<2x1024x768xbf16>, %arg190: tensor<2x1024x768xbf16>, %arg191: tensor<2x1024xf32>, %arg192: tensor<2x1024xf32>, %arg193: tensor<768xbf16>, %arg194: tensor<2x1024x768xbf16>, %arg195: tensor<2x1024x768xbf16>, %arg196: tensor<2x1024xf32>, %arg197: tensor<2x1024xf32>, %arg198: tensor<2x1024x768xbf16>, %arg199: tensor<2x1024x768xbf16>, %arg200: tensor<2048x768xbf16>, %arg201: tensor<768x768xbf16>, %arg202: tensor<2048x768xbf16>, %arg203: tensor<2048x768xbf16>, %arg204: tensor<2048x768xbf16>, %arg205: tensor<2x1024x768xbf16>, %arg206: tensor<2x1024x768xbf16>, %arg207: tensor<2x1024x768xbf16>, %arg208: tensor<2048x2304xbf16>, %arg209: tensor<768x2304xbf16>, %arg210: tensor<2048x768xbf16>, %arg211: tensor<2048x2304xbf16>, %arg212: tensor<2048x2304xbf16>, %arg213: tensor<2x1024x768xbf16>, %arg214: tensor<2x1024x768xbf16>, %arg215: tensor<2x1024xf32>, %arg216: tensor<2x1024xf32>, %arg217: tensor<768xbf16>, %arg218: tensor<2x1024x768xbf16>, %arg219: tensor<2x1024x768xbf16>, %arg220: tensor<2x1024xf32>, %arg221: tensor<2x1024xf32>, %arg222: tensor<2x1024x768xbf16>, %arg223: tensor<2x1024x768xbf16>, %arg224: tensor<2x1024x768xbf16>, %arg225: tensor<1024xi64>, %arg226: tensor<1024x768xbf16>, %arg227: tensor<2x1024xi64>, %arg228: tensor<2x1024x768xbf16>, %arg229: tensor<50257x768xbf16>, %arg230: tensor<50257x768xbf16>) -> (tensor<2x1024x768xbf16>, tensor<1024xi64>, tensor<1024xi64>, tensor<1024x768xbf16>, tensor<2x1024x768xbf16>, tensor<2x1024x768xbf16>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2048x2304xbf16>, tensor<2x12x1024x64xbf16>, tensor<2x12x1024x64xbf16>, tensor<2x12x1024x64xbf16>, tensor<2x12x1024x64xbf16>, tensor<2048x768xbf16>, tensor<2x1024x768xbf16>, tensor<2x1024x768xbf16>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2048x3072xbf16>, tensor<2x1024x3072xbf16>, tensor<2x1024x3072xbf16>, tensor<2x1024x3072xbf16>, tensor<2x1024x3072xbf16>, tensor<2x1024x3072xbf16>, tensor<2x1024x3072xbf16>, tensor<2x1024x3072xbf16>, tensor<2x1024x3072xbf16>, tensor<2048x768xbf16>, tensor<2x1024x768xbf16>, tensor<2x1024x768xbf16>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2048x2304xbf16>, tensor<2x12x1024x64xbf16>, tensor<2x12x1024x64xbf16>, tensor<2x12x1024x64xbf16>, tensor<2x12x1024x64xbf16>, tensor<2048x768xbf16>, tensor<2x1024x768xbf16>, tensor<2x1024x768xbf16>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2048x3072xbf16>, tensor<2x1024x3072xbf16>, tensor<2x1024x3072xbf16>, tensor<2x1024x3072xbf16>, tensor<2x1024x3072xbf16>, tensor<2x1024x3072xbf16>, tensor<2x1024x3072xbf16>, tensor<2x1024x3072xbf16>, tensor<2x1024x3072xbf16>, tensor<2048x768xbf16>, tensor<2x1024x768xbf16>, tensor<2x1024x768xbf16>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2048x50257xbf16>, tensor<2x1024x50257xf32>, tensor<2x1025xi64>, tensor<2x1024xi64>, tensor<2048x50257xf32>, tensor<f32>, tensor<f32>, tensor<2048x50257xf32>, tensor<2048x50257xf32>, tensor<2x1024x50257xbf16>, tensor<50257x768xbf16>, tensor<2048x768xbf16>, tensor<2x1024x768xbf16>, tensor<768xbf16>, tensor<768xbf16>, tensor<2048x3072xbf16>, tensor<3072x768xbf16>, tensor<768xbf16>, tensor<2x1024x3072xbf16>, tensor<2x1024x3072xbf16>, tensor<2x1024x3072xbf16>, tensor<2x1024x3072xbf16>, tensor<2x1024x3072xbf16>, tensor<2x1024x3072xbf16>, tensor<2x1024x3072xbf16>, tensor<2x1024x3072xbf16>, tensor<2x1024x3072xbf16>, tensor<2x1024x3072xbf16>, tensor<2x1024x3072xbf16>, tensor<2048x768xbf16>, tensor<768x3072xbf16>, tensor<3072xbf16>, tensor<2x1024x768xbf16>, tensor<768xbf16>, tensor<768xbf16>, tensor<2x1024x768xbf16>, tensor<2048x768xbf16>, tensor<768x768xbf16>, tensor<768xbf16>, tensor<2x1024x2304xbf16>, tensor<2048x768xbf16>, tensor<768x2304xbf16>, tensor<2304xbf16>, tensor<2x1024x768xbf16>, tensor<768xbf16>, tensor<768xbf16>, tensor<2x1024x768xbf16>, tensor<2048x3072xbf16>, tensor<3072x768xbf16>, tensor<768xbf16>, tensor<2x1024x3072xbf16>, tensor<2x1024x3072xbf16>, tensor<2x1024x3072xbf16>, tensor<2x1024x3072xbf16>, tensor<2x1024x3072xbf16>, tensor<2x1024x3072xbf16>, tensor<2x1024x3072xbf16>, tensor<2x1024x3072xbf16>, tensor<2x1024x3072xbf16>, tensor<2x1024x3072xbf16>, tensor<2x1024x3072xbf16>, tensor<2048x768xbf16>, tensor<768x3072xbf16>, tensor<3072xbf16>, tensor<2x1024x768xbf16>, tensor<768xbf16>, tensor<768xbf16>, tensor<2x1024x768xbf16>, tensor<2048x768xbf16>, tensor<768x768xbf16>, tensor<768xbf16>, tensor<2x1024x2304xbf16>, tensor<2048x768xbf16>, tensor<768x2304xbf16>, tensor<2304xbf16>, tensor<2x1024x768xbf16>, tensor<768xbf16>, tensor<768xbf16>, tensor<2x1024x768xbf16>, tensor<1024x768xbf16>, tensor<1024x768xbf16>, tensor<50257x768xbf16>, tensor<50257x768xbf16>) {
    %c0 = arith.constant 0 : i64
    %c1 = arith.constant 0.0 : bf16
    %c2 = arith.constant 0.0 : f32
    %c3 = arith.constant 1.250000e-01 : bf16
    %c4 = arith.constant 0xFF80 : bf16
    %e1 = tensor.empty() : tensor<2x1024x768xbf16>
    %r2 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg0 : tensor<2x1024xi64>) outs(%e1 : tensor<2x1024x768xbf16>) attrs = {dimtune.role = "embedding", dimtune.pass = "fwd", dimtune.kernel = "aten.embedding.default"} {
    ^bb0(%in0: i64, %out0: bf16):
      %b1 = arith.index_cast %in0 : i64 to index
      %b2 = linalg.index 2 : index
      %b3 = tensor.extract %arg1[%b1, %b2] : tensor<50257x768xbf16>
      linalg.yield %b3 : bf16
    } -> tensor<2x1024x768xbf16> loc("transformer.wte:aten.embedding.default")
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
    %e7 = tensor.empty() : tensor<1024x768xbf16>
    %r8 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg3 : tensor<1024xi64>) outs(%e7 : tensor<1024x768xbf16>) attrs = {dimtune.role = "embedding", dimtune.pass = "fwd", dimtune.kernel = "aten.embedding.default"} {
    ^bb0(%in0: i64, %out0: bf16):
      %b1 = arith.index_cast %in0 : i64 to index
      %b2 = linalg.index 1 : index
      %b3 = tensor.extract %arg4[%b1, %b2] : tensor<1024x768xbf16>
      linalg.yield %b3 : bf16
    } -> tensor<1024x768xbf16> loc("transformer.wpe:aten.embedding.default")
    %e9 = tensor.empty() : tensor<2x1024x768xbf16>
    %r10 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg5, %arg6 : tensor<2x1024x768xbf16>, tensor<1024x768xbf16>) outs(%e9 : tensor<2x1024x768xbf16>) attrs = {dimtune.pass = "fwd", dimtune.kernel = "aten.add.Tensor", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.addf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x768xbf16> loc("transformer:aten.add.Tensor")
    %e11 = tensor.empty() : tensor<2x1024x768xbf16>
    %z12 = linalg.fill ins(%c1 : bf16) outs(%e11 : tensor<2x1024x768xbf16>) -> tensor<2x1024x768xbf16>
    %e13 = tensor.empty() : tensor<2x1024xf32>
    %z14 = linalg.fill ins(%c2 : f32) outs(%e13 : tensor<2x1024xf32>) -> tensor<2x1024xf32>
    %e15 = tensor.empty() : tensor<2x1024xf32>
    %z16 = linalg.fill ins(%c2 : f32) outs(%e15 : tensor<2x1024xf32>) -> tensor<2x1024xf32>
    %r17:3 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%arg7, %arg8, %arg9 : tensor<2x1024x768xbf16>, tensor<768xbf16>, tensor<768xbf16>) outs(%z12, %z14, %z16 : tensor<2x1024x768xbf16>, tensor<2x1024xf32>, tensor<2x1024xf32>) attrs = {dimtune.role = "input_norm", dimtune.pass = "fwd", dimtune.kernel = "aten.native_layer_norm.default", dimtune.row_kernel} {
    ^bb0(%in0: bf16, %in1: bf16, %in2: bf16, %out0: bf16, %out1: f32, %out2: f32):
      %b1 = arith.addf %in0, %in1 : bf16
      %b2 = arith.addf %b1, %in2 : bf16
      %b3 = arith.addf %out0, %b2 : bf16
      %b4 = arith.extf %b2 : bf16 to f32
      %b5 = arith.addf %out1, %b4 : f32
      %b6 = arith.extf %b2 : bf16 to f32
      %b7 = arith.addf %out2, %b6 : f32
      linalg.yield %b3, %b5, %b7 : bf16, f32, f32
    } -> (tensor<2x1024x768xbf16>, tensor<2x1024xf32>, tensor<2x1024xf32>) loc("transformer.h.0.ln_1:aten.native_layer_norm.default")
    %e18 = tensor.empty() : tensor<2048x2304xbf16>
    %z19 = linalg.fill ins(%c1 : bf16) outs(%e18 : tensor<2048x2304xbf16>) -> tensor<2048x2304xbf16>
    %r20 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg10, %arg11 : tensor<2048x768xbf16>, tensor<768x2304xbf16>) outs(%z19 : tensor<2048x2304xbf16>) {dimtune.role = "qkv", dimtune.pass = "fwd"} -> tensor<2048x2304xbf16> loc("transformer.h.0.attn.c_attn:aten.addmm.default")
    %e21 = tensor.empty() : tensor<2x12x1024x1024xbf16>
    %z22 = linalg.fill ins(%c1 : bf16) outs(%e21 : tensor<2x12x1024x1024xbf16>) -> tensor<2x12x1024x1024xbf16>
    %r23 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d3, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]} ins(%arg12, %arg13 : tensor<2x12x1024x64xbf16>, tensor<2x12x1024x64xbf16>) outs(%z22 : tensor<2x12x1024x1024xbf16>) attrs = {dimtune.role = "attn_score", dimtune.pass = "fwd"} {
    ^bb0(%x: bf16, %y: bf16, %acc: bf16):
      %p = arith.mulf %x, %y : bf16
      %s = arith.addf %acc, %p : bf16
      linalg.yield %s : bf16
    } -> tensor<2x12x1024x1024xbf16> loc("transformer.h.0.attn:scaled_dot_product_attention")
    %e25 = tensor.empty() : tensor<2x12x1024x1024xbf16>
    %m24 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%r23 : tensor<2x12x1024x1024xbf16>) outs(%e25 : tensor<2x12x1024x1024xbf16>) {
    ^bb0(%s: bf16, %o: bf16):
      %i = linalg.index 2 : index
      %j = linalg.index 3 : index
      %future = arith.cmpi ugt, %j, %i : index
      %x = arith.mulf %s, %c3 : bf16
      %y = arith.select %future, %c4, %x : bf16
      linalg.yield %y : bf16
    } -> tensor<2x12x1024x1024xbf16>
    %e27 = tensor.empty() : tensor<2x12x1024x1024xbf16>
    %p26 = linalg.softmax dimension(3) ins(%m24 : tensor<2x12x1024x1024xbf16>) outs(%e27 : tensor<2x12x1024x1024xbf16>) -> tensor<2x12x1024x1024xbf16>
    %e28 = tensor.empty() : tensor<2x12x1024x64xbf16>
    %z29 = linalg.fill ins(%c1 : bf16) outs(%e28 : tensor<2x12x1024x64xbf16>) -> tensor<2x12x1024x64xbf16>
    %r30 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d4, d3)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]} ins(%p26, %arg14 : tensor<2x12x1024x1024xbf16>, tensor<2x12x1024x64xbf16>) outs(%z29 : tensor<2x12x1024x64xbf16>) attrs = {dimtune.role = "attn_context", dimtune.pass = "fwd"} {
    ^bb0(%x: bf16, %y: bf16, %acc: bf16):
      %p = arith.mulf %x, %y : bf16
      %s = arith.addf %acc, %p : bf16
      linalg.yield %s : bf16
    } -> tensor<2x12x1024x64xbf16> loc("transformer.h.0.attn:scaled_dot_product_attention")
    %e31 = tensor.empty() : tensor<2x12x1024x1024xbf16>
    %z32 = linalg.fill ins(%c1 : bf16) outs(%e31 : tensor<2x12x1024x1024xbf16>) -> tensor<2x12x1024x1024xbf16>
    %r33 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d3, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]} ins(%arg15, %arg14 : tensor<2x12x1024x64xbf16>, tensor<2x12x1024x64xbf16>) outs(%z32 : tensor<2x12x1024x1024xbf16>) attrs = {dimtune.role = "attn_context", dimtune.pass = "dgrad"} {
    ^bb0(%x: bf16, %y: bf16, %acc: bf16):
      %p = arith.mulf %x, %y : bf16
      %s = arith.addf %acc, %p : bf16
      linalg.yield %s : bf16
    } -> tensor<2x12x1024x1024xbf16> loc("transformer.h.0.attn:scaled_dot_product_attention")
    %e34 = tensor.empty() : tensor<2x12x1024x64xbf16>
    %z35 = linalg.fill ins(%c1 : bf16) outs(%e34 : tensor<2x12x1024x64xbf16>) -> tensor<2x12x1024x64xbf16>
    %r36 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d4, d2)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d4, d3)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]} ins(%p26, %arg15 : tensor<2x12x1024x1024xbf16>, tensor<2x12x1024x64xbf16>) outs(%z35 : tensor<2x12x1024x64xbf16>) attrs = {dimtune.role = "attn_context", dimtune.pass = "wgrad"} {
    ^bb0(%x: bf16, %y: bf16, %acc: bf16):
      %p = arith.mulf %x, %y : bf16
      %s = arith.addf %acc, %p : bf16
      linalg.yield %s : bf16
    } -> tensor<2x12x1024x64xbf16> loc("transformer.h.0.attn:scaled_dot_product_attention")
    %e37 = tensor.empty() : tensor<2x12x1024xbf16>
    %z38 = linalg.fill ins(%c1 : bf16) outs(%e37 : tensor<2x12x1024xbf16>) -> tensor<2x12x1024xbf16>
    %rs39 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%p26, %r33 : tensor<2x12x1024x1024xbf16>, tensor<2x12x1024x1024xbf16>) outs(%z38 : tensor<2x12x1024xbf16>) {
    ^bb0(%p: bf16, %dp: bf16, %acc: bf16):
      %x = arith.mulf %p, %dp : bf16
      %s = arith.addf %acc, %x : bf16
      linalg.yield %s : bf16
    } -> tensor<2x12x1024xbf16>
    %e41 = tensor.empty() : tensor<2x12x1024x1024xbf16>
    %ds40 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%p26, %r33, %rs39 : tensor<2x12x1024x1024xbf16>, tensor<2x12x1024x1024xbf16>, tensor<2x12x1024xbf16>) outs(%e41 : tensor<2x12x1024x1024xbf16>) {
    ^bb0(%p: bf16, %dp: bf16, %r: bf16, %o: bf16):
      %d = arith.subf %dp, %r : bf16
      %x = arith.mulf %p, %d : bf16
      %y = arith.mulf %x, %c3 : bf16
      linalg.yield %y : bf16
    } -> tensor<2x12x1024x1024xbf16>
    %e42 = tensor.empty() : tensor<2x12x1024x64xbf16>
    %z43 = linalg.fill ins(%c1 : bf16) outs(%e42 : tensor<2x12x1024x64xbf16>) -> tensor<2x12x1024x64xbf16>
    %r44 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d4, d3)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]} ins(%ds40, %arg13 : tensor<2x12x1024x1024xbf16>, tensor<2x12x1024x64xbf16>) outs(%z43 : tensor<2x12x1024x64xbf16>) attrs = {dimtune.role = "attn_score", dimtune.pass = "dgrad"} {
    ^bb0(%x: bf16, %y: bf16, %acc: bf16):
      %p = arith.mulf %x, %y : bf16
      %s = arith.addf %acc, %p : bf16
      linalg.yield %s : bf16
    } -> tensor<2x12x1024x64xbf16> loc("transformer.h.0.attn:scaled_dot_product_attention")
    %e45 = tensor.empty() : tensor<2x12x1024x64xbf16>
    %z46 = linalg.fill ins(%c1 : bf16) outs(%e45 : tensor<2x12x1024x64xbf16>) -> tensor<2x12x1024x64xbf16>
    %r47 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d4, d2)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d4, d3)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]} ins(%ds40, %arg12 : tensor<2x12x1024x1024xbf16>, tensor<2x12x1024x64xbf16>) outs(%z46 : tensor<2x12x1024x64xbf16>) attrs = {dimtune.role = "attn_score", dimtune.pass = "wgrad"} {
    ^bb0(%x: bf16, %y: bf16, %acc: bf16):
      %p = arith.mulf %x, %y : bf16
      %s = arith.addf %acc, %p : bf16
      linalg.yield %s : bf16
    } -> tensor<2x12x1024x64xbf16> loc("transformer.h.0.attn:scaled_dot_product_attention")
    %e48 = tensor.empty() : tensor<2048x768xbf16>
    %z49 = linalg.fill ins(%c1 : bf16) outs(%e48 : tensor<2048x768xbf16>) -> tensor<2048x768xbf16>
    %r50 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg16, %arg17 : tensor<2048x768xbf16>, tensor<768x768xbf16>) outs(%z49 : tensor<2048x768xbf16>) {dimtune.role = "attn_out", dimtune.pass = "fwd"} -> tensor<2048x768xbf16> loc("transformer.h.0.attn.c_proj:aten.addmm.default")
    %e51 = tensor.empty() : tensor<2x1024x768xbf16>
    %r52 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg18, %arg19 : tensor<2x1024x768xbf16>, tensor<2x1024x768xbf16>) outs(%e51 : tensor<2x1024x768xbf16>) attrs = {dimtune.role = "residual", dimtune.pass = "fwd", dimtune.kernel = "aten.add.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.addf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x768xbf16> loc("transformer.h.0:aten.add.Tensor")
    %e53 = tensor.empty() : tensor<2x1024x768xbf16>
    %z54 = linalg.fill ins(%c1 : bf16) outs(%e53 : tensor<2x1024x768xbf16>) -> tensor<2x1024x768xbf16>
    %e55 = tensor.empty() : tensor<2x1024xf32>
    %z56 = linalg.fill ins(%c2 : f32) outs(%e55 : tensor<2x1024xf32>) -> tensor<2x1024xf32>
    %e57 = tensor.empty() : tensor<2x1024xf32>
    %z58 = linalg.fill ins(%c2 : f32) outs(%e57 : tensor<2x1024xf32>) -> tensor<2x1024xf32>
    %r59:3 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%arg20, %arg21, %arg22 : tensor<2x1024x768xbf16>, tensor<768xbf16>, tensor<768xbf16>) outs(%z54, %z56, %z58 : tensor<2x1024x768xbf16>, tensor<2x1024xf32>, tensor<2x1024xf32>) attrs = {dimtune.role = "post_attention_norm", dimtune.pass = "fwd", dimtune.kernel = "aten.native_layer_norm.default", dimtune.row_kernel} {
    ^bb0(%in0: bf16, %in1: bf16, %in2: bf16, %out0: bf16, %out1: f32, %out2: f32):
      %b1 = arith.addf %in0, %in1 : bf16
      %b2 = arith.addf %b1, %in2 : bf16
      %b3 = arith.addf %out0, %b2 : bf16
      %b4 = arith.extf %b2 : bf16 to f32
      %b5 = arith.addf %out1, %b4 : f32
      %b6 = arith.extf %b2 : bf16 to f32
      %b7 = arith.addf %out2, %b6 : f32
      linalg.yield %b3, %b5, %b7 : bf16, f32, f32
    } -> (tensor<2x1024x768xbf16>, tensor<2x1024xf32>, tensor<2x1024xf32>) loc("transformer.h.0.ln_2:aten.native_layer_norm.default")
    %e60 = tensor.empty() : tensor<2048x3072xbf16>
    %z61 = linalg.fill ins(%c1 : bf16) outs(%e60 : tensor<2048x3072xbf16>) -> tensor<2048x3072xbf16>
    %r62 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg23, %arg24 : tensor<2048x768xbf16>, tensor<768x3072xbf16>) outs(%z61 : tensor<2048x3072xbf16>) {dimtune.role = "mlp_up", dimtune.pass = "fwd"} -> tensor<2048x3072xbf16> loc("transformer.h.0.mlp.c_fc:aten.addmm.default")
    %e63 = tensor.empty() : tensor<2x1024x3072xbf16>
    %r64 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg25 : tensor<2x1024x3072xbf16>) outs(%e63 : tensor<2x1024x3072xbf16>) attrs = {dimtune.role = "activation", dimtune.pass = "fwd", dimtune.kernel = "aten.mul.Tensor"} {
    ^bb0(%in0: bf16, %out0: bf16):
      linalg.yield %in0 : bf16
    } -> tensor<2x1024x3072xbf16> loc("transformer.h.0.mlp.act:aten.mul.Tensor")
    %e65 = tensor.empty() : tensor<2x1024x3072xbf16>
    %r66 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg26 : tensor<2x1024x3072xbf16>) outs(%e65 : tensor<2x1024x3072xbf16>) attrs = {dimtune.role = "activation", dimtune.pass = "fwd", dimtune.kernel = "aten.pow.Tensor_Scalar"} {
    ^bb0(%in0: bf16, %out0: bf16):
      linalg.yield %in0 : bf16
    } -> tensor<2x1024x3072xbf16> loc("transformer.h.0.mlp.act:aten.pow.Tensor_Scalar")
    %e67 = tensor.empty() : tensor<2x1024x3072xbf16>
    %r68 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg27 : tensor<2x1024x3072xbf16>) outs(%e67 : tensor<2x1024x3072xbf16>) attrs = {dimtune.role = "activation", dimtune.pass = "fwd", dimtune.kernel = "aten.mul.Tensor"} {
    ^bb0(%in0: bf16, %out0: bf16):
      linalg.yield %in0 : bf16
    } -> tensor<2x1024x3072xbf16> loc("transformer.h.0.mlp.act:aten.mul.Tensor")
    %e69 = tensor.empty() : tensor<2x1024x3072xbf16>
    %r70 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg28, %arg29 : tensor<2x1024x3072xbf16>, tensor<2x1024x3072xbf16>) outs(%e69 : tensor<2x1024x3072xbf16>) attrs = {dimtune.role = "activation", dimtune.pass = "fwd", dimtune.kernel = "aten.add.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.addf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x3072xbf16> loc("transformer.h.0.mlp.act:aten.add.Tensor")
    %e71 = tensor.empty() : tensor<2x1024x3072xbf16>
    %r72 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg30 : tensor<2x1024x3072xbf16>) outs(%e71 : tensor<2x1024x3072xbf16>) attrs = {dimtune.role = "activation", dimtune.pass = "fwd", dimtune.kernel = "aten.mul.Tensor"} {
    ^bb0(%in0: bf16, %out0: bf16):
      linalg.yield %in0 : bf16
    } -> tensor<2x1024x3072xbf16> loc("transformer.h.0.mlp.act:aten.mul.Tensor")
    %e73 = tensor.empty() : tensor<2x1024x3072xbf16>
    %r74 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg31 : tensor<2x1024x3072xbf16>) outs(%e73 : tensor<2x1024x3072xbf16>) attrs = {dimtune.role = "activation", dimtune.pass = "fwd", dimtune.kernel = "aten.tanh.default"} {
    ^bb0(%in0: bf16, %out0: bf16):
      %b1 = math.tanh %in0 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x3072xbf16> loc("transformer.h.0.mlp.act:aten.tanh.default")
    %e75 = tensor.empty() : tensor<2x1024x3072xbf16>
    %r76 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg32 : tensor<2x1024x3072xbf16>) outs(%e75 : tensor<2x1024x3072xbf16>) attrs = {dimtune.role = "activation", dimtune.pass = "fwd", dimtune.kernel = "aten.add.Tensor"} {
    ^bb0(%in0: bf16, %out0: bf16):
      linalg.yield %in0 : bf16
    } -> tensor<2x1024x3072xbf16> loc("transformer.h.0.mlp.act:aten.add.Tensor")
    %e77 = tensor.empty() : tensor<2x1024x3072xbf16>
    %r78 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg33, %arg34 : tensor<2x1024x3072xbf16>, tensor<2x1024x3072xbf16>) outs(%e77 : tensor<2x1024x3072xbf16>) attrs = {dimtune.role = "activation", dimtune.pass = "fwd", dimtune.kernel = "aten.mul.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.mulf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x3072xbf16> loc("transformer.h.0.mlp.act:aten.mul.Tensor")
    %e79 = tensor.empty() : tensor<2048x768xbf16>
    %z80 = linalg.fill ins(%c1 : bf16) outs(%e79 : tensor<2048x768xbf16>) -> tensor<2048x768xbf16>
    %r81 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg35, %arg36 : tensor<2048x3072xbf16>, tensor<3072x768xbf16>) outs(%z80 : tensor<2048x768xbf16>) {dimtune.role = "mlp_down", dimtune.pass = "fwd"} -> tensor<2048x768xbf16> loc("transformer.h.0.mlp.c_proj:aten.addmm.default")
    %e82 = tensor.empty() : tensor<2x1024x768xbf16>
    %r83 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg37, %arg38 : tensor<2x1024x768xbf16>, tensor<2x1024x768xbf16>) outs(%e82 : tensor<2x1024x768xbf16>) attrs = {dimtune.role = "residual", dimtune.pass = "fwd", dimtune.kernel = "aten.add.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.addf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x768xbf16> loc("transformer.h.0:aten.add.Tensor")
    %e84 = tensor.empty() : tensor<2x1024x768xbf16>
    %z85 = linalg.fill ins(%c1 : bf16) outs(%e84 : tensor<2x1024x768xbf16>) -> tensor<2x1024x768xbf16>
    %e86 = tensor.empty() : tensor<2x1024xf32>
    %z87 = linalg.fill ins(%c2 : f32) outs(%e86 : tensor<2x1024xf32>) -> tensor<2x1024xf32>
    %e88 = tensor.empty() : tensor<2x1024xf32>
    %z89 = linalg.fill ins(%c2 : f32) outs(%e88 : tensor<2x1024xf32>) -> tensor<2x1024xf32>
    %r90:3 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%arg39, %arg40, %arg41 : tensor<2x1024x768xbf16>, tensor<768xbf16>, tensor<768xbf16>) outs(%z85, %z87, %z89 : tensor<2x1024x768xbf16>, tensor<2x1024xf32>, tensor<2x1024xf32>) attrs = {dimtune.role = "input_norm", dimtune.pass = "fwd", dimtune.kernel = "aten.native_layer_norm.default", dimtune.row_kernel} {
    ^bb0(%in0: bf16, %in1: bf16, %in2: bf16, %out0: bf16, %out1: f32, %out2: f32):
      %b1 = arith.addf %in0, %in1 : bf16
      %b2 = arith.addf %b1, %in2 : bf16
      %b3 = arith.addf %out0, %b2 : bf16
      %b4 = arith.extf %b2 : bf16 to f32
      %b5 = arith.addf %out1, %b4 : f32
      %b6 = arith.extf %b2 : bf16 to f32
      %b7 = arith.addf %out2, %b6 : f32
      linalg.yield %b3, %b5, %b7 : bf16, f32, f32
    } -> (tensor<2x1024x768xbf16>, tensor<2x1024xf32>, tensor<2x1024xf32>) loc("transformer.h.1.ln_1:aten.native_layer_norm.default")
    %e91 = tensor.empty() : tensor<2048x2304xbf16>
    %z92 = linalg.fill ins(%c1 : bf16) outs(%e91 : tensor<2048x2304xbf16>) -> tensor<2048x2304xbf16>
    %r93 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg42, %arg43 : tensor<2048x768xbf16>, tensor<768x2304xbf16>) outs(%z92 : tensor<2048x2304xbf16>) {dimtune.role = "qkv", dimtune.pass = "fwd"} -> tensor<2048x2304xbf16> loc("transformer.h.1.attn.c_attn:aten.addmm.default")
    %e94 = tensor.empty() : tensor<2x12x1024x1024xbf16>
    %z95 = linalg.fill ins(%c1 : bf16) outs(%e94 : tensor<2x12x1024x1024xbf16>) -> tensor<2x12x1024x1024xbf16>
    %r96 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d3, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]} ins(%arg44, %arg45 : tensor<2x12x1024x64xbf16>, tensor<2x12x1024x64xbf16>) outs(%z95 : tensor<2x12x1024x1024xbf16>) attrs = {dimtune.role = "attn_score", dimtune.pass = "fwd"} {
    ^bb0(%x: bf16, %y: bf16, %acc: bf16):
      %p = arith.mulf %x, %y : bf16
      %s = arith.addf %acc, %p : bf16
      linalg.yield %s : bf16
    } -> tensor<2x12x1024x1024xbf16> loc("transformer.h.1.attn:scaled_dot_product_attention")
    %e98 = tensor.empty() : tensor<2x12x1024x1024xbf16>
    %m97 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%r96 : tensor<2x12x1024x1024xbf16>) outs(%e98 : tensor<2x12x1024x1024xbf16>) {
    ^bb0(%s: bf16, %o: bf16):
      %i = linalg.index 2 : index
      %j = linalg.index 3 : index
      %future = arith.cmpi ugt, %j, %i : index
      %x = arith.mulf %s, %c3 : bf16
      %y = arith.select %future, %c4, %x : bf16
      linalg.yield %y : bf16
    } -> tensor<2x12x1024x1024xbf16>
    %e100 = tensor.empty() : tensor<2x12x1024x1024xbf16>
    %p99 = linalg.softmax dimension(3) ins(%m97 : tensor<2x12x1024x1024xbf16>) outs(%e100 : tensor<2x12x1024x1024xbf16>) -> tensor<2x12x1024x1024xbf16>
    %e101 = tensor.empty() : tensor<2x12x1024x64xbf16>
    %z102 = linalg.fill ins(%c1 : bf16) outs(%e101 : tensor<2x12x1024x64xbf16>) -> tensor<2x12x1024x64xbf16>
    %r103 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d4, d3)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]} ins(%p99, %arg46 : tensor<2x12x1024x1024xbf16>, tensor<2x12x1024x64xbf16>) outs(%z102 : tensor<2x12x1024x64xbf16>) attrs = {dimtune.role = "attn_context", dimtune.pass = "fwd"} {
    ^bb0(%x: bf16, %y: bf16, %acc: bf16):
      %p = arith.mulf %x, %y : bf16
      %s = arith.addf %acc, %p : bf16
      linalg.yield %s : bf16
    } -> tensor<2x12x1024x64xbf16> loc("transformer.h.1.attn:scaled_dot_product_attention")
    %e104 = tensor.empty() : tensor<2x12x1024x1024xbf16>
    %z105 = linalg.fill ins(%c1 : bf16) outs(%e104 : tensor<2x12x1024x1024xbf16>) -> tensor<2x12x1024x1024xbf16>
    %r106 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d3, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]} ins(%arg47, %arg46 : tensor<2x12x1024x64xbf16>, tensor<2x12x1024x64xbf16>) outs(%z105 : tensor<2x12x1024x1024xbf16>) attrs = {dimtune.role = "attn_context", dimtune.pass = "dgrad"} {
    ^bb0(%x: bf16, %y: bf16, %acc: bf16):
      %p = arith.mulf %x, %y : bf16
      %s = arith.addf %acc, %p : bf16
      linalg.yield %s : bf16
    } -> tensor<2x12x1024x1024xbf16> loc("transformer.h.1.attn:scaled_dot_product_attention")
    %e107 = tensor.empty() : tensor<2x12x1024x64xbf16>
    %z108 = linalg.fill ins(%c1 : bf16) outs(%e107 : tensor<2x12x1024x64xbf16>) -> tensor<2x12x1024x64xbf16>
    %r109 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d4, d2)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d4, d3)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]} ins(%p99, %arg47 : tensor<2x12x1024x1024xbf16>, tensor<2x12x1024x64xbf16>) outs(%z108 : tensor<2x12x1024x64xbf16>) attrs = {dimtune.role = "attn_context", dimtune.pass = "wgrad"} {
    ^bb0(%x: bf16, %y: bf16, %acc: bf16):
      %p = arith.mulf %x, %y : bf16
      %s = arith.addf %acc, %p : bf16
      linalg.yield %s : bf16
    } -> tensor<2x12x1024x64xbf16> loc("transformer.h.1.attn:scaled_dot_product_attention")
    %e110 = tensor.empty() : tensor<2x12x1024xbf16>
    %z111 = linalg.fill ins(%c1 : bf16) outs(%e110 : tensor<2x12x1024xbf16>) -> tensor<2x12x1024xbf16>
    %rs112 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%p99, %r106 : tensor<2x12x1024x1024xbf16>, tensor<2x12x1024x1024xbf16>) outs(%z111 : tensor<2x12x1024xbf16>) {
    ^bb0(%p: bf16, %dp: bf16, %acc: bf16):
      %x = arith.mulf %p, %dp : bf16
      %s = arith.addf %acc, %x : bf16
      linalg.yield %s : bf16
    } -> tensor<2x12x1024xbf16>
    %e114 = tensor.empty() : tensor<2x12x1024x1024xbf16>
    %ds113 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%p99, %r106, %rs112 : tensor<2x12x1024x1024xbf16>, tensor<2x12x1024x1024xbf16>, tensor<2x12x1024xbf16>) outs(%e114 : tensor<2x12x1024x1024xbf16>) {
    ^bb0(%p: bf16, %dp: bf16, %r: bf16, %o: bf16):
      %d = arith.subf %dp, %r : bf16
      %x = arith.mulf %p, %d : bf16
      %y = arith.mulf %x, %c3 : bf16
      linalg.yield %y : bf16
    } -> tensor<2x12x1024x1024xbf16>
    %e115 = tensor.empty() : tensor<2x12x1024x64xbf16>
    %z116 = linalg.fill ins(%c1 : bf16) outs(%e115 : tensor<2x12x1024x64xbf16>) -> tensor<2x12x1024x64xbf16>
    %r117 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d4)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d4, d3)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]} ins(%ds113, %arg45 : tensor<2x12x1024x1024xbf16>, tensor<2x12x1024x64xbf16>) outs(%z116 : tensor<2x12x1024x64xbf16>) attrs = {dimtune.role = "attn_score", dimtune.pass = "dgrad"} {
    ^bb0(%x: bf16, %y: bf16, %acc: bf16):
      %p = arith.mulf %x, %y : bf16
      %s = arith.addf %acc, %p : bf16
      linalg.yield %s : bf16
    } -> tensor<2x12x1024x64xbf16> loc("transformer.h.1.attn:scaled_dot_product_attention")
    %e118 = tensor.empty() : tensor<2x12x1024x64xbf16>
    %z119 = linalg.fill ins(%c1 : bf16) outs(%e118 : tensor<2x12x1024x64xbf16>) -> tensor<2x12x1024x64xbf16>
    %r120 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d4, d2)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d4, d3)>, affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]} ins(%ds113, %arg44 : tensor<2x12x1024x1024xbf16>, tensor<2x12x1024x64xbf16>) outs(%z119 : tensor<2x12x1024x64xbf16>) attrs = {dimtune.role = "attn_score", dimtune.pass = "wgrad"} {
    ^bb0(%x: bf16, %y: bf16, %acc: bf16):
      %p = arith.mulf %x, %y : bf16
      %s = arith.addf %acc, %p : bf16
      linalg.yield %s : bf16
    } -> tensor<2x12x1024x64xbf16> loc("transformer.h.1.attn:scaled_dot_product_attention")
    %e121 = tensor.empty() : tensor<2048x768xbf16>
    %z122 = linalg.fill ins(%c1 : bf16) outs(%e121 : tensor<2048x768xbf16>) -> tensor<2048x768xbf16>
    %r123 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg48, %arg49 : tensor<2048x768xbf16>, tensor<768x768xbf16>) outs(%z122 : tensor<2048x768xbf16>) {dimtune.role = "attn_out", dimtune.pass = "fwd"} -> tensor<2048x768xbf16> loc("transformer.h.1.attn.c_proj:aten.addmm.default")
    %e124 = tensor.empty() : tensor<2x1024x768xbf16>
    %r125 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg50, %arg51 : tensor<2x1024x768xbf16>, tensor<2x1024x768xbf16>) outs(%e124 : tensor<2x1024x768xbf16>) attrs = {dimtune.role = "residual", dimtune.pass = "fwd", dimtune.kernel = "aten.add.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.addf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x768xbf16> loc("transformer.h.1:aten.add.Tensor")
    %e126 = tensor.empty() : tensor<2x1024x768xbf16>
    %z127 = linalg.fill ins(%c1 : bf16) outs(%e126 : tensor<2x1024x768xbf16>) -> tensor<2x1024x768xbf16>
    %e128 = tensor.empty() : tensor<2x1024xf32>
    %z129 = linalg.fill ins(%c2 : f32) outs(%e128 : tensor<2x1024xf32>) -> tensor<2x1024xf32>
    %e130 = tensor.empty() : tensor<2x1024xf32>
    %z131 = linalg.fill ins(%c2 : f32) outs(%e130 : tensor<2x1024xf32>) -> tensor<2x1024xf32>
    %r132:3 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%arg52, %arg53, %arg54 : tensor<2x1024x768xbf16>, tensor<768xbf16>, tensor<768xbf16>) outs(%z127, %z129, %z131 : tensor<2x1024x768xbf16>, tensor<2x1024xf32>, tensor<2x1024xf32>) attrs = {dimtune.role = "post_attention_norm", dimtune.pass = "fwd", dimtune.kernel = "aten.native_layer_norm.default", dimtune.row_kernel} {
    ^bb0(%in0: bf16, %in1: bf16, %in2: bf16, %out0: bf16, %out1: f32, %out2: f32):
      %b1 = arith.addf %in0, %in1 : bf16
      %b2 = arith.addf %b1, %in2 : bf16
      %b3 = arith.addf %out0, %b2 : bf16
      %b4 = arith.extf %b2 : bf16 to f32
      %b5 = arith.addf %out1, %b4 : f32
      %b6 = arith.extf %b2 : bf16 to f32
      %b7 = arith.addf %out2, %b6 : f32
      linalg.yield %b3, %b5, %b7 : bf16, f32, f32
    } -> (tensor<2x1024x768xbf16>, tensor<2x1024xf32>, tensor<2x1024xf32>) loc("transformer.h.1.ln_2:aten.native_layer_norm.default")
    %e133 = tensor.empty() : tensor<2048x3072xbf16>
    %z134 = linalg.fill ins(%c1 : bf16) outs(%e133 : tensor<2048x3072xbf16>) -> tensor<2048x3072xbf16>
    %r135 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg55, %arg56 : tensor<2048x768xbf16>, tensor<768x3072xbf16>) outs(%z134 : tensor<2048x3072xbf16>) {dimtune.role = "mlp_up", dimtune.pass = "fwd"} -> tensor<2048x3072xbf16> loc("transformer.h.1.mlp.c_fc:aten.addmm.default")
    %e136 = tensor.empty() : tensor<2x1024x3072xbf16>
    %r137 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg57 : tensor<2x1024x3072xbf16>) outs(%e136 : tensor<2x1024x3072xbf16>) attrs = {dimtune.role = "activation", dimtune.pass = "fwd", dimtune.kernel = "aten.mul.Tensor"} {
    ^bb0(%in0: bf16, %out0: bf16):
      linalg.yield %in0 : bf16
    } -> tensor<2x1024x3072xbf16> loc("transformer.h.1.mlp.act:aten.mul.Tensor")
    %e138 = tensor.empty() : tensor<2x1024x3072xbf16>
    %r139 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg58 : tensor<2x1024x3072xbf16>) outs(%e138 : tensor<2x1024x3072xbf16>) attrs = {dimtune.role = "activation", dimtune.pass = "fwd", dimtune.kernel = "aten.pow.Tensor_Scalar"} {
    ^bb0(%in0: bf16, %out0: bf16):
      linalg.yield %in0 : bf16
    } -> tensor<2x1024x3072xbf16> loc("transformer.h.1.mlp.act:aten.pow.Tensor_Scalar")
    %e140 = tensor.empty() : tensor<2x1024x3072xbf16>
    %r141 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg59 : tensor<2x1024x3072xbf16>) outs(%e140 : tensor<2x1024x3072xbf16>) attrs = {dimtune.role = "activation", dimtune.pass = "fwd", dimtune.kernel = "aten.mul.Tensor"} {
    ^bb0(%in0: bf16, %out0: bf16):
      linalg.yield %in0 : bf16
    } -> tensor<2x1024x3072xbf16> loc("transformer.h.1.mlp.act:aten.mul.Tensor")
    %e142 = tensor.empty() : tensor<2x1024x3072xbf16>
    %r143 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg60, %arg61 : tensor<2x1024x3072xbf16>, tensor<2x1024x3072xbf16>) outs(%e142 : tensor<2x1024x3072xbf16>) attrs = {dimtune.role = "activation", dimtune.pass = "fwd", dimtune.kernel = "aten.add.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.addf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x3072xbf16> loc("transformer.h.1.mlp.act:aten.add.Tensor")
    %e144 = tensor.empty() : tensor<2x1024x3072xbf16>
    %r145 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg62 : tensor<2x1024x3072xbf16>) outs(%e144 : tensor<2x1024x3072xbf16>) attrs = {dimtune.role = "activation", dimtune.pass = "fwd", dimtune.kernel = "aten.mul.Tensor"} {
    ^bb0(%in0: bf16, %out0: bf16):
      linalg.yield %in0 : bf16
    } -> tensor<2x1024x3072xbf16> loc("transformer.h.1.mlp.act:aten.mul.Tensor")
    %e146 = tensor.empty() : tensor<2x1024x3072xbf16>
    %r147 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg63 : tensor<2x1024x3072xbf16>) outs(%e146 : tensor<2x1024x3072xbf16>) attrs = {dimtune.role = "activation", dimtune.pass = "fwd", dimtune.kernel = "aten.tanh.default"} {
    ^bb0(%in0: bf16, %out0: bf16):
      %b1 = math.tanh %in0 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x3072xbf16> loc("transformer.h.1.mlp.act:aten.tanh.default")
    %e148 = tensor.empty() : tensor<2x1024x3072xbf16>
    %r149 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg64 : tensor<2x1024x3072xbf16>) outs(%e148 : tensor<2x1024x3072xbf16>) attrs = {dimtune.role = "activation", dimtune.pass = "fwd", dimtune.kernel = "aten.add.Tensor"} {
    ^bb0(%in0: bf16, %out0: bf16):
      linalg.yield %in0 : bf16
    } -> tensor<2x1024x3072xbf16> loc("transformer.h.1.mlp.act:aten.add.Tensor")
    %e150 = tensor.empty() : tensor<2x1024x3072xbf16>
    %r151 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg65, %arg66 : tensor<2x1024x3072xbf16>, tensor<2x1024x3072xbf16>) outs(%e150 : tensor<2x1024x3072xbf16>) attrs = {dimtune.role = "activation", dimtune.pass = "fwd", dimtune.kernel = "aten.mul.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.mulf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x3072xbf16> loc("transformer.h.1.mlp.act:aten.mul.Tensor")
    %e152 = tensor.empty() : tensor<2048x768xbf16>
    %z153 = linalg.fill ins(%c1 : bf16) outs(%e152 : tensor<2048x768xbf16>) -> tensor<2048x768xbf16>
    %r154 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg67, %arg68 : tensor<2048x3072xbf16>, tensor<3072x768xbf16>) outs(%z153 : tensor<2048x768xbf16>) {dimtune.role = "mlp_down", dimtune.pass = "fwd"} -> tensor<2048x768xbf16> loc("transformer.h.1.mlp.c_proj:aten.addmm.default")
    %e155 = tensor.empty() : tensor<2x1024x768xbf16>
    %r156 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg69, %arg70 : tensor<2x1024x768xbf16>, tensor<2x1024x768xbf16>) outs(%e155 : tensor<2x1024x768xbf16>) attrs = {dimtune.role = "residual", dimtune.pass = "fwd", dimtune.kernel = "aten.add.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.addf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x768xbf16> loc("transformer.h.1:aten.add.Tensor")
    %e157 = tensor.empty() : tensor<2x1024x768xbf16>
    %z158 = linalg.fill ins(%c1 : bf16) outs(%e157 : tensor<2x1024x768xbf16>) -> tensor<2x1024x768xbf16>
    %e159 = tensor.empty() : tensor<2x1024xf32>
    %z160 = linalg.fill ins(%c2 : f32) outs(%e159 : tensor<2x1024xf32>) -> tensor<2x1024xf32>
    %e161 = tensor.empty() : tensor<2x1024xf32>
    %z162 = linalg.fill ins(%c2 : f32) outs(%e161 : tensor<2x1024xf32>) -> tensor<2x1024xf32>
    %r163:3 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%arg71, %arg72, %arg73 : tensor<2x1024x768xbf16>, tensor<768xbf16>, tensor<768xbf16>) outs(%z158, %z160, %z162 : tensor<2x1024x768xbf16>, tensor<2x1024xf32>, tensor<2x1024xf32>) attrs = {dimtune.role = "final_norm", dimtune.pass = "fwd", dimtune.kernel = "aten.native_layer_norm.default", dimtune.row_kernel} {
    ^bb0(%in0: bf16, %in1: bf16, %in2: bf16, %out0: bf16, %out1: f32, %out2: f32):
      %b1 = arith.addf %in0, %in1 : bf16
      %b2 = arith.addf %b1, %in2 : bf16
      %b3 = arith.addf %out0, %b2 : bf16
      %b4 = arith.extf %b2 : bf16 to f32
      %b5 = arith.addf %out1, %b4 : f32
      %b6 = arith.extf %b2 : bf16 to f32
      %b7 = arith.addf %out2, %b6 : f32
      linalg.yield %b3, %b5, %b7 : bf16, f32, f32
    } -> (tensor<2x1024x768xbf16>, tensor<2x1024xf32>, tensor<2x1024xf32>) loc("transformer.ln_f:aten.native_layer_norm.default")
    %e164 = tensor.empty() : tensor<2048x50257xbf16>
    %z165 = linalg.fill ins(%c1 : bf16) outs(%e164 : tensor<2048x50257xbf16>) -> tensor<2048x50257xbf16>
    %r166 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (n, k)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg74, %arg75 : tensor<2048x768xbf16>, tensor<50257x768xbf16>) outs(%z165 : tensor<2048x50257xbf16>) {dimtune.role = "lm_head", dimtune.pass = "fwd"} -> tensor<2048x50257xbf16> loc("lm_head:aten.mm.default")
    %e167 = tensor.empty() : tensor<2x1024x50257xf32>
    %r168 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg76 : tensor<2x1024x50257xbf16>) outs(%e167 : tensor<2x1024x50257xf32>) attrs = {dimtune.pass = "fwd", dimtune.kernel = "aten._to_copy.default", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %out0: f32):
      %b1 = arith.extf %in0 : bf16 to f32
      linalg.yield %b1 : f32
    } -> tensor<2x1024x50257xf32> loc("aten._to_copy.default")
    %e169 = tensor.empty() : tensor<2x1025xi64>
    %r170 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg77 : tensor<2x1024xi64>) outs(%e169 : tensor<2x1025xi64>) attrs = {dimtune.pass = "fwd", dimtune.kernel = "aten.constant_pad_nd.default", dimtune.unvectorized} {
    ^bb0(%in0: i64, %out0: i64):
      linalg.yield %in0 : i64
    } -> tensor<2x1025xi64> loc("aten.constant_pad_nd.default")
    %e171 = tensor.empty() : tensor<2x1024xi64>
    %r172 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg78 : tensor<2x1024xi64>) outs(%e171 : tensor<2x1024xi64>) attrs = {dimtune.pass = "fwd", dimtune.kernel = "aten.clone.default"} {
    ^bb0(%in0: i64, %out0: i64):
      linalg.yield %in0 : i64
    } -> tensor<2x1024xi64> loc("aten.clone.default")
    %e173 = tensor.empty() : tensor<2048x50257xf32>
    %z174 = linalg.fill ins(%c2 : f32) outs(%e173 : tensor<2048x50257xf32>) -> tensor<2048x50257xf32>
    %r175 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "reduction"]} ins(%arg79 : tensor<2048x50257xf32>) outs(%z174 : tensor<2048x50257xf32>) attrs = {dimtune.role = "loss", dimtune.pass = "fwd", dimtune.kernel = "aten._log_softmax.default", dimtune.row_kernel} {
    ^bb0(%in0: f32, %out0: f32):
      %b1 = arith.addf %out0, %in0 : f32
      linalg.yield %b1 : f32
    } -> tensor<2048x50257xf32> loc("aten._log_softmax.default")
    %e176 = tensor.empty() : tensor<f32>
    %z177 = linalg.fill ins(%c2 : f32) outs(%e176 : tensor<f32>) -> tensor<f32>
    %e178 = tensor.empty() : tensor<f32>
    %z179 = linalg.fill ins(%c2 : f32) outs(%e178 : tensor<f32>) -> tensor<f32>
    %r180:2 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> ()>, affine_map<(d0) -> ()>], iterator_types = ["reduction"]} ins(%arg80 : tensor<2048xi64>) outs(%z177, %z179 : tensor<f32>, tensor<f32>) attrs = {dimtune.role = "loss", dimtune.pass = "fwd", dimtune.kernel = "aten.nll_loss_forward.default"} {
    ^bb0(%in0: i64, %out0: f32, %out1: f32):
      %b1 = arith.sitofp %in0 : i64 to f32
      %b2 = arith.addf %out0, %b1 : f32
      %b3 = arith.addf %out1, %b1 : f32
      linalg.yield %b2, %b3 : f32, f32
    } -> (tensor<f32>, tensor<f32>) loc("aten.nll_loss_forward.default")
    %e181 = tensor.empty() : tensor<2048x50257xf32>
    %r182 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> ()>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> ()>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg81, %arg82, %arg83 : tensor<f32>, tensor<2048xi64>, tensor<f32>) outs(%e181 : tensor<2048x50257xf32>) attrs = {dimtune.role = "loss", dimtune.pass = "bwd", dimtune.kernel = "aten.nll_loss_backward.default", dimtune.unvectorized} {
    ^bb0(%in0: f32, %in1: i64, %in2: f32, %out0: f32):
      %b1 = arith.sitofp %in1 : i64 to f32
      %b2 = arith.addf %in0, %b1 : f32
      %b3 = arith.addf %b2, %in2 : f32
      linalg.yield %b3 : f32
    } -> tensor<2048x50257xf32> loc("aten.nll_loss_backward.default")
    %e183 = tensor.empty() : tensor<2048x50257xf32>
    %z184 = linalg.fill ins(%c2 : f32) outs(%e183 : tensor<2048x50257xf32>) -> tensor<2048x50257xf32>
    %r185 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "reduction"]} ins(%arg84, %arg85 : tensor<2048x50257xf32>, tensor<2048x50257xf32>) outs(%z184 : tensor<2048x50257xf32>) attrs = {dimtune.role = "loss", dimtune.pass = "bwd", dimtune.kernel = "aten._log_softmax_backward_data.default", dimtune.row_kernel} {
    ^bb0(%in0: f32, %in1: f32, %out0: f32):
      %b1 = arith.addf %in0, %in1 : f32
      %b2 = arith.addf %out0, %b1 : f32
      linalg.yield %b2 : f32
    } -> tensor<2048x50257xf32> loc("aten._log_softmax_backward_data.default")
    %e186 = tensor.empty() : tensor<2x1024x50257xbf16>
    %r187 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg86 : tensor<2x1024x50257xf32>) outs(%e186 : tensor<2x1024x50257xbf16>) attrs = {dimtune.pass = "bwd", dimtune.kernel = "aten._to_copy.default"} {
    ^bb0(%in0: f32, %out0: bf16):
      %b1 = arith.truncf %in0 : f32 to bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x50257xbf16> loc("aten._to_copy.default")
    %e188 = tensor.empty() : tensor<50257x768xbf16>
    %z189 = linalg.fill ins(%c1 : bf16) outs(%e188 : tensor<50257x768xbf16>) -> tensor<50257x768xbf16>
    %r190 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (k, m)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg87, %arg88 : tensor<2048x50257xbf16>, tensor<2048x768xbf16>) outs(%z189 : tensor<50257x768xbf16>) {dimtune.role = "lm_head", dimtune.pass = "wgrad"} -> tensor<50257x768xbf16> loc("lm_head:aten.mm.default")
    %e191 = tensor.empty() : tensor<2048x768xbf16>
    %z192 = linalg.fill ins(%c1 : bf16) outs(%e191 : tensor<2048x768xbf16>) -> tensor<2048x768xbf16>
    %r193 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg89, %arg90 : tensor<2048x50257xbf16>, tensor<50257x768xbf16>) outs(%z192 : tensor<2048x768xbf16>) {dimtune.role = "lm_head", dimtune.pass = "dgrad"} -> tensor<2048x768xbf16> loc("lm_head:aten.mm.default")
    %e194 = tensor.empty() : tensor<2x1024x768xbf16>
    %z195 = linalg.fill ins(%c1 : bf16) outs(%e194 : tensor<2x1024x768xbf16>) -> tensor<2x1024x768xbf16>
    %r196 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%arg91, %arg92, %arg93, %arg94, %arg95 : tensor<2x1024x768xbf16>, tensor<2x1024x768xbf16>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<768xbf16>) outs(%z195 : tensor<2x1024x768xbf16>) attrs = {dimtune.role = "final_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.native_layer_norm_backward.default:grad_input", dimtune.row_kernel} {
    ^bb0(%in0: bf16, %in1: bf16, %in2: f32, %in3: f32, %in4: bf16, %out0: bf16):
      %b1 = arith.truncf %in2 : f32 to bf16
      %b2 = arith.truncf %in3 : f32 to bf16
      %b3 = arith.addf %in0, %in1 : bf16
      %b4 = arith.addf %b3, %b1 : bf16
      %b5 = arith.addf %b4, %b2 : bf16
      %b6 = arith.addf %b5, %in4 : bf16
      %b7 = arith.addf %out0, %b6 : bf16
      linalg.yield %b7 : bf16
    } -> tensor<2x1024x768xbf16> loc("transformer.ln_f:aten.native_layer_norm_backward.default")
    %e197 = tensor.empty() : tensor<768xbf16>
    %z198 = linalg.fill ins(%c1 : bf16) outs(%e197 : tensor<768xbf16>) -> tensor<768xbf16>
    %e199 = tensor.empty() : tensor<768xbf16>
    %z200 = linalg.fill ins(%c1 : bf16) outs(%e199 : tensor<768xbf16>) -> tensor<768xbf16>
    %r201:2 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d2)>], iterator_types = ["reduction", "reduction", "parallel"]} ins(%arg96, %arg97, %arg98, %arg99 : tensor<2x1024x768xbf16>, tensor<2x1024x768xbf16>, tensor<2x1024xf32>, tensor<2x1024xf32>) outs(%z198, %z200 : tensor<768xbf16>, tensor<768xbf16>) attrs = {dimtune.role = "final_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.native_layer_norm_backward.default:weight_grad"} {
    ^bb0(%in0: bf16, %in1: bf16, %in2: f32, %in3: f32, %out0: bf16, %out1: bf16):
      %b1 = arith.truncf %in2 : f32 to bf16
      %b2 = arith.truncf %in3 : f32 to bf16
      %b3 = arith.addf %in0, %in1 : bf16
      %b4 = arith.addf %b3, %b1 : bf16
      %b5 = arith.addf %b4, %b2 : bf16
      %b6 = arith.addf %out0, %b5 : bf16
      %b7 = arith.addf %out1, %b5 : bf16
      linalg.yield %b6, %b7 : bf16, bf16
    } -> (tensor<768xbf16>, tensor<768xbf16>) loc("transformer.ln_f:aten.native_layer_norm_backward.default")
    %e202 = tensor.empty() : tensor<2048x3072xbf16>
    %z203 = linalg.fill ins(%c1 : bf16) outs(%e202 : tensor<2048x3072xbf16>) -> tensor<2048x3072xbf16>
    %r204 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (n, k)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg100, %arg101 : tensor<2048x768xbf16>, tensor<3072x768xbf16>) outs(%z203 : tensor<2048x3072xbf16>) {dimtune.role = "mlp_down", dimtune.pass = "dgrad"} -> tensor<2048x3072xbf16> loc("transformer.h.1.mlp.c_proj:aten.mm.default")
    %e205 = tensor.empty() : tensor<3072x768xbf16>
    %z206 = linalg.fill ins(%c1 : bf16) outs(%e205 : tensor<3072x768xbf16>) -> tensor<3072x768xbf16>
    %r207 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (k, m)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg102, %arg103 : tensor<2048x3072xbf16>, tensor<2048x768xbf16>) outs(%z206 : tensor<3072x768xbf16>) {dimtune.role = "mlp_down", dimtune.pass = "wgrad"} -> tensor<3072x768xbf16> loc("transformer.h.1.mlp.c_proj:aten.mm.default")
    %e208 = tensor.empty() : tensor<768xbf16>
    %z209 = linalg.fill ins(%c1 : bf16) outs(%e208 : tensor<768xbf16>) -> tensor<768xbf16>
    %r210 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>], iterator_types = ["reduction", "parallel"]} ins(%arg104 : tensor<2048x768xbf16>) outs(%z209 : tensor<768xbf16>) attrs = {dimtune.role = "mlp_down", dimtune.pass = "bwd", dimtune.kernel = "aten.sum.dim_IntList"} {
    ^bb0(%in0: bf16, %out0: bf16):
      %b1 = arith.addf %out0, %in0 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<768xbf16> loc("transformer.h.1.mlp.c_proj:aten.sum.dim_IntList")
    %e211 = tensor.empty() : tensor<2x1024x3072xbf16>
    %r212 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg105, %arg106 : tensor<2x1024x3072xbf16>, tensor<2x1024x3072xbf16>) outs(%e211 : tensor<2x1024x3072xbf16>) attrs = {dimtune.role = "activation", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.mulf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x3072xbf16> loc("transformer.h.1.mlp.act:aten.mul.Tensor")
    %e213 = tensor.empty() : tensor<2x1024x3072xbf16>
    %r214 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg107, %arg108 : tensor<2x1024x3072xbf16>, tensor<2x1024x3072xbf16>) outs(%e213 : tensor<2x1024x3072xbf16>) attrs = {dimtune.role = "activation", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.mulf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x3072xbf16> loc("transformer.h.1.mlp.act:aten.mul.Tensor")
    %e215 = tensor.empty() : tensor<2x1024x3072xbf16>
    %r216 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg109, %arg110 : tensor<2x1024x3072xbf16>, tensor<2x1024x3072xbf16>) outs(%e215 : tensor<2x1024x3072xbf16>) attrs = {dimtune.role = "activation", dimtune.pass = "bwd", dimtune.kernel = "aten.tanh_backward.default"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.addf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x3072xbf16> loc("transformer.h.1.mlp.act:aten.tanh_backward.default")
    %e217 = tensor.empty() : tensor<2x1024x3072xbf16>
    %r218 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg111 : tensor<2x1024x3072xbf16>) outs(%e217 : tensor<2x1024x3072xbf16>) attrs = {dimtune.role = "activation", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Tensor"} {
    ^bb0(%in0: bf16, %out0: bf16):
      linalg.yield %in0 : bf16
    } -> tensor<2x1024x3072xbf16> loc("transformer.h.1.mlp.act:aten.mul.Tensor")
    %e219 = tensor.empty() : tensor<2x1024x3072xbf16>
    %r220 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg112 : tensor<2x1024x3072xbf16>) outs(%e219 : tensor<2x1024x3072xbf16>) attrs = {dimtune.role = "activation", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Tensor"} {
    ^bb0(%in0: bf16, %out0: bf16):
      linalg.yield %in0 : bf16
    } -> tensor<2x1024x3072xbf16> loc("transformer.h.1.mlp.act:aten.mul.Tensor")
    %e221 = tensor.empty() : tensor<2x1024x3072xbf16>
    %r222 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg113 : tensor<2x1024x3072xbf16>) outs(%e221 : tensor<2x1024x3072xbf16>) attrs = {dimtune.role = "activation", dimtune.pass = "bwd", dimtune.kernel = "aten.pow.Tensor_Scalar"} {
    ^bb0(%in0: bf16, %out0: bf16):
      linalg.yield %in0 : bf16
    } -> tensor<2x1024x3072xbf16> loc("transformer.h.1.mlp.act:aten.pow.Tensor_Scalar")
    %e223 = tensor.empty() : tensor<2x1024x3072xbf16>
    %r224 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg114 : tensor<2x1024x3072xbf16>) outs(%e223 : tensor<2x1024x3072xbf16>) attrs = {dimtune.role = "activation", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Scalar"} {
    ^bb0(%in0: bf16, %out0: bf16):
      linalg.yield %in0 : bf16
    } -> tensor<2x1024x3072xbf16> loc("transformer.h.1.mlp.act:aten.mul.Scalar")
    %e225 = tensor.empty() : tensor<2x1024x3072xbf16>
    %r226 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg115, %arg116 : tensor<2x1024x3072xbf16>, tensor<2x1024x3072xbf16>) outs(%e225 : tensor<2x1024x3072xbf16>) attrs = {dimtune.role = "activation", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.mulf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x3072xbf16> loc("transformer.h.1.mlp.act:aten.mul.Tensor")
    %e227 = tensor.empty() : tensor<2x1024x3072xbf16>
    %r228 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg117, %arg118 : tensor<2x1024x3072xbf16>, tensor<2x1024x3072xbf16>) outs(%e227 : tensor<2x1024x3072xbf16>) attrs = {dimtune.role = "activation", dimtune.pass = "bwd", dimtune.kernel = "aten.add.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.addf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x3072xbf16> loc("transformer.h.1.mlp.act:aten.add.Tensor")
    %e229 = tensor.empty() : tensor<2x1024x3072xbf16>
    %r230 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg119 : tensor<2x1024x3072xbf16>) outs(%e229 : tensor<2x1024x3072xbf16>) attrs = {dimtune.role = "activation", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Tensor"} {
    ^bb0(%in0: bf16, %out0: bf16):
      linalg.yield %in0 : bf16
    } -> tensor<2x1024x3072xbf16> loc("transformer.h.1.mlp.act:aten.mul.Tensor")
    %e231 = tensor.empty() : tensor<2x1024x3072xbf16>
    %r232 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg120, %arg121 : tensor<2x1024x3072xbf16>, tensor<2x1024x3072xbf16>) outs(%e231 : tensor<2x1024x3072xbf16>) attrs = {dimtune.role = "activation", dimtune.pass = "bwd", dimtune.kernel = "aten.add.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.addf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x3072xbf16> loc("transformer.h.1.mlp.act:aten.add.Tensor")
    %e233 = tensor.empty() : tensor<2048x768xbf16>
    %z234 = linalg.fill ins(%c1 : bf16) outs(%e233 : tensor<2048x768xbf16>) -> tensor<2048x768xbf16>
    %r235 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (n, k)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg122, %arg123 : tensor<2048x3072xbf16>, tensor<768x3072xbf16>) outs(%z234 : tensor<2048x768xbf16>) {dimtune.role = "mlp_up", dimtune.pass = "dgrad"} -> tensor<2048x768xbf16> loc("transformer.h.1.mlp.c_fc:aten.mm.default")
    %e236 = tensor.empty() : tensor<768x3072xbf16>
    %z237 = linalg.fill ins(%c1 : bf16) outs(%e236 : tensor<768x3072xbf16>) -> tensor<768x3072xbf16>
    %r238 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (k, m)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg124, %arg125 : tensor<2048x768xbf16>, tensor<2048x3072xbf16>) outs(%z237 : tensor<768x3072xbf16>) {dimtune.role = "mlp_up", dimtune.pass = "wgrad"} -> tensor<768x3072xbf16> loc("transformer.h.1.mlp.c_fc:aten.mm.default")
    %e239 = tensor.empty() : tensor<3072xbf16>
    %z240 = linalg.fill ins(%c1 : bf16) outs(%e239 : tensor<3072xbf16>) -> tensor<3072xbf16>
    %r241 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>], iterator_types = ["reduction", "parallel"]} ins(%arg126 : tensor<2048x3072xbf16>) outs(%z240 : tensor<3072xbf16>) attrs = {dimtune.role = "mlp_up", dimtune.pass = "bwd", dimtune.kernel = "aten.sum.dim_IntList"} {
    ^bb0(%in0: bf16, %out0: bf16):
      %b1 = arith.addf %out0, %in0 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<3072xbf16> loc("transformer.h.1.mlp.c_fc:aten.sum.dim_IntList")
    %e242 = tensor.empty() : tensor<2x1024x768xbf16>
    %z243 = linalg.fill ins(%c1 : bf16) outs(%e242 : tensor<2x1024x768xbf16>) -> tensor<2x1024x768xbf16>
    %r244 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%arg127, %arg128, %arg129, %arg130, %arg131 : tensor<2x1024x768xbf16>, tensor<2x1024x768xbf16>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<768xbf16>) outs(%z243 : tensor<2x1024x768xbf16>) attrs = {dimtune.role = "post_attention_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.native_layer_norm_backward.default:grad_input", dimtune.row_kernel} {
    ^bb0(%in0: bf16, %in1: bf16, %in2: f32, %in3: f32, %in4: bf16, %out0: bf16):
      %b1 = arith.truncf %in2 : f32 to bf16
      %b2 = arith.truncf %in3 : f32 to bf16
      %b3 = arith.addf %in0, %in1 : bf16
      %b4 = arith.addf %b3, %b1 : bf16
      %b5 = arith.addf %b4, %b2 : bf16
      %b6 = arith.addf %b5, %in4 : bf16
      %b7 = arith.addf %out0, %b6 : bf16
      linalg.yield %b7 : bf16
    } -> tensor<2x1024x768xbf16> loc("transformer.h.1.ln_2:aten.native_layer_norm_backward.default")
    %e245 = tensor.empty() : tensor<768xbf16>
    %z246 = linalg.fill ins(%c1 : bf16) outs(%e245 : tensor<768xbf16>) -> tensor<768xbf16>
    %e247 = tensor.empty() : tensor<768xbf16>
    %z248 = linalg.fill ins(%c1 : bf16) outs(%e247 : tensor<768xbf16>) -> tensor<768xbf16>
    %r249:2 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d2)>], iterator_types = ["reduction", "reduction", "parallel"]} ins(%arg132, %arg133, %arg134, %arg135 : tensor<2x1024x768xbf16>, tensor<2x1024x768xbf16>, tensor<2x1024xf32>, tensor<2x1024xf32>) outs(%z246, %z248 : tensor<768xbf16>, tensor<768xbf16>) attrs = {dimtune.role = "post_attention_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.native_layer_norm_backward.default:weight_grad"} {
    ^bb0(%in0: bf16, %in1: bf16, %in2: f32, %in3: f32, %out0: bf16, %out1: bf16):
      %b1 = arith.truncf %in2 : f32 to bf16
      %b2 = arith.truncf %in3 : f32 to bf16
      %b3 = arith.addf %in0, %in1 : bf16
      %b4 = arith.addf %b3, %b1 : bf16
      %b5 = arith.addf %b4, %b2 : bf16
      %b6 = arith.addf %out0, %b5 : bf16
      %b7 = arith.addf %out1, %b5 : bf16
      linalg.yield %b6, %b7 : bf16, bf16
    } -> (tensor<768xbf16>, tensor<768xbf16>) loc("transformer.h.1.ln_2:aten.native_layer_norm_backward.default")
    %e250 = tensor.empty() : tensor<2x1024x768xbf16>
    %r251 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg136, %arg137 : tensor<2x1024x768xbf16>, tensor<2x1024x768xbf16>) outs(%e250 : tensor<2x1024x768xbf16>) attrs = {dimtune.role = "post_attention_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.add.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.addf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x768xbf16> loc("transformer.h.1.ln_2:aten.add.Tensor")
    %e252 = tensor.empty() : tensor<2048x768xbf16>
    %z253 = linalg.fill ins(%c1 : bf16) outs(%e252 : tensor<2048x768xbf16>) -> tensor<2048x768xbf16>
    %r254 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (n, k)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg138, %arg139 : tensor<2048x768xbf16>, tensor<768x768xbf16>) outs(%z253 : tensor<2048x768xbf16>) {dimtune.role = "attn_out", dimtune.pass = "dgrad"} -> tensor<2048x768xbf16> loc("transformer.h.1.attn.c_proj:aten.mm.default")
    %e255 = tensor.empty() : tensor<768x768xbf16>
    %z256 = linalg.fill ins(%c1 : bf16) outs(%e255 : tensor<768x768xbf16>) -> tensor<768x768xbf16>
    %r257 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (k, m)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg140, %arg141 : tensor<2048x768xbf16>, tensor<2048x768xbf16>) outs(%z256 : tensor<768x768xbf16>) {dimtune.role = "attn_out", dimtune.pass = "wgrad"} -> tensor<768x768xbf16> loc("transformer.h.1.attn.c_proj:aten.mm.default")
    %e258 = tensor.empty() : tensor<768xbf16>
    %z259 = linalg.fill ins(%c1 : bf16) outs(%e258 : tensor<768xbf16>) -> tensor<768xbf16>
    %r260 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>], iterator_types = ["reduction", "parallel"]} ins(%arg142 : tensor<2048x768xbf16>) outs(%z259 : tensor<768xbf16>) attrs = {dimtune.role = "attn_out", dimtune.pass = "bwd", dimtune.kernel = "aten.sum.dim_IntList"} {
    ^bb0(%in0: bf16, %out0: bf16):
      %b1 = arith.addf %out0, %in0 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<768xbf16> loc("transformer.h.1.attn.c_proj:aten.sum.dim_IntList")
    %e261 = tensor.empty() : tensor<2x1024x2304xbf16>
    %r262 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d3)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d4)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d5)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%arg143, %arg144, %arg145 : tensor<2x1024x768xbf16>, tensor<2x1024x768xbf16>, tensor<2x1024x768xbf16>) outs(%e261 : tensor<2x1024x2304xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.cat.default", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %in1: bf16, %in2: bf16, %out0: bf16):
      %b1 = arith.addf %in0, %in1 : bf16
      %b2 = arith.addf %b1, %in2 : bf16
      linalg.yield %b2 : bf16
    } -> tensor<2x1024x2304xbf16> loc("transformer.h.1.attn:aten.cat.default")
    %e263 = tensor.empty() : tensor<2048x768xbf16>
    %z264 = linalg.fill ins(%c1 : bf16) outs(%e263 : tensor<2048x768xbf16>) -> tensor<2048x768xbf16>
    %r265 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (n, k)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg146, %arg147 : tensor<2048x2304xbf16>, tensor<768x2304xbf16>) outs(%z264 : tensor<2048x768xbf16>) {dimtune.role = "qkv", dimtune.pass = "dgrad"} -> tensor<2048x768xbf16> loc("transformer.h.1.attn.c_attn:aten.mm.default")
    %e266 = tensor.empty() : tensor<768x2304xbf16>
    %z267 = linalg.fill ins(%c1 : bf16) outs(%e266 : tensor<768x2304xbf16>) -> tensor<768x2304xbf16>
    %r268 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (k, m)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg148, %arg149 : tensor<2048x768xbf16>, tensor<2048x2304xbf16>) outs(%z267 : tensor<768x2304xbf16>) {dimtune.role = "qkv", dimtune.pass = "wgrad"} -> tensor<768x2304xbf16> loc("transformer.h.1.attn.c_attn:aten.mm.default")
    %e269 = tensor.empty() : tensor<2304xbf16>
    %z270 = linalg.fill ins(%c1 : bf16) outs(%e269 : tensor<2304xbf16>) -> tensor<2304xbf16>
    %r271 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>], iterator_types = ["reduction", "parallel"]} ins(%arg150 : tensor<2048x2304xbf16>) outs(%z270 : tensor<2304xbf16>) attrs = {dimtune.role = "qkv", dimtune.pass = "bwd", dimtune.kernel = "aten.sum.dim_IntList"} {
    ^bb0(%in0: bf16, %out0: bf16):
      %b1 = arith.addf %out0, %in0 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2304xbf16> loc("transformer.h.1.attn.c_attn:aten.sum.dim_IntList")
    %e272 = tensor.empty() : tensor<2x1024x768xbf16>
    %z273 = linalg.fill ins(%c1 : bf16) outs(%e272 : tensor<2x1024x768xbf16>) -> tensor<2x1024x768xbf16>
    %r274 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%arg151, %arg152, %arg153, %arg154, %arg155 : tensor<2x1024x768xbf16>, tensor<2x1024x768xbf16>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<768xbf16>) outs(%z273 : tensor<2x1024x768xbf16>) attrs = {dimtune.role = "input_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.native_layer_norm_backward.default:grad_input", dimtune.row_kernel} {
    ^bb0(%in0: bf16, %in1: bf16, %in2: f32, %in3: f32, %in4: bf16, %out0: bf16):
      %b1 = arith.truncf %in2 : f32 to bf16
      %b2 = arith.truncf %in3 : f32 to bf16
      %b3 = arith.addf %in0, %in1 : bf16
      %b4 = arith.addf %b3, %b1 : bf16
      %b5 = arith.addf %b4, %b2 : bf16
      %b6 = arith.addf %b5, %in4 : bf16
      %b7 = arith.addf %out0, %b6 : bf16
      linalg.yield %b7 : bf16
    } -> tensor<2x1024x768xbf16> loc("transformer.h.1.ln_1:aten.native_layer_norm_backward.default")
    %e275 = tensor.empty() : tensor<768xbf16>
    %z276 = linalg.fill ins(%c1 : bf16) outs(%e275 : tensor<768xbf16>) -> tensor<768xbf16>
    %e277 = tensor.empty() : tensor<768xbf16>
    %z278 = linalg.fill ins(%c1 : bf16) outs(%e277 : tensor<768xbf16>) -> tensor<768xbf16>
    %r279:2 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d2)>], iterator_types = ["reduction", "reduction", "parallel"]} ins(%arg156, %arg157, %arg158, %arg159 : tensor<2x1024x768xbf16>, tensor<2x1024x768xbf16>, tensor<2x1024xf32>, tensor<2x1024xf32>) outs(%z276, %z278 : tensor<768xbf16>, tensor<768xbf16>) attrs = {dimtune.role = "input_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.native_layer_norm_backward.default:weight_grad"} {
    ^bb0(%in0: bf16, %in1: bf16, %in2: f32, %in3: f32, %out0: bf16, %out1: bf16):
      %b1 = arith.truncf %in2 : f32 to bf16
      %b2 = arith.truncf %in3 : f32 to bf16
      %b3 = arith.addf %in0, %in1 : bf16
      %b4 = arith.addf %b3, %b1 : bf16
      %b5 = arith.addf %b4, %b2 : bf16
      %b6 = arith.addf %out0, %b5 : bf16
      %b7 = arith.addf %out1, %b5 : bf16
      linalg.yield %b6, %b7 : bf16, bf16
    } -> (tensor<768xbf16>, tensor<768xbf16>) loc("transformer.h.1.ln_1:aten.native_layer_norm_backward.default")
    %e280 = tensor.empty() : tensor<2x1024x768xbf16>
    %r281 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg160, %arg161 : tensor<2x1024x768xbf16>, tensor<2x1024x768xbf16>) outs(%e280 : tensor<2x1024x768xbf16>) attrs = {dimtune.role = "input_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.add.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.addf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x768xbf16> loc("transformer.h.1.ln_1:aten.add.Tensor")
    %e282 = tensor.empty() : tensor<2048x3072xbf16>
    %z283 = linalg.fill ins(%c1 : bf16) outs(%e282 : tensor<2048x3072xbf16>) -> tensor<2048x3072xbf16>
    %r284 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (n, k)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg162, %arg163 : tensor<2048x768xbf16>, tensor<3072x768xbf16>) outs(%z283 : tensor<2048x3072xbf16>) {dimtune.role = "mlp_down", dimtune.pass = "dgrad"} -> tensor<2048x3072xbf16> loc("transformer.h.0.mlp.c_proj:aten.mm.default")
    %e285 = tensor.empty() : tensor<3072x768xbf16>
    %z286 = linalg.fill ins(%c1 : bf16) outs(%e285 : tensor<3072x768xbf16>) -> tensor<3072x768xbf16>
    %r287 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (k, m)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg164, %arg165 : tensor<2048x3072xbf16>, tensor<2048x768xbf16>) outs(%z286 : tensor<3072x768xbf16>) {dimtune.role = "mlp_down", dimtune.pass = "wgrad"} -> tensor<3072x768xbf16> loc("transformer.h.0.mlp.c_proj:aten.mm.default")
    %e288 = tensor.empty() : tensor<768xbf16>
    %z289 = linalg.fill ins(%c1 : bf16) outs(%e288 : tensor<768xbf16>) -> tensor<768xbf16>
    %r290 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>], iterator_types = ["reduction", "parallel"]} ins(%arg166 : tensor<2048x768xbf16>) outs(%z289 : tensor<768xbf16>) attrs = {dimtune.role = "mlp_down", dimtune.pass = "bwd", dimtune.kernel = "aten.sum.dim_IntList"} {
    ^bb0(%in0: bf16, %out0: bf16):
      %b1 = arith.addf %out0, %in0 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<768xbf16> loc("transformer.h.0.mlp.c_proj:aten.sum.dim_IntList")
    %e291 = tensor.empty() : tensor<2x1024x3072xbf16>
    %r292 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg167, %arg168 : tensor<2x1024x3072xbf16>, tensor<2x1024x3072xbf16>) outs(%e291 : tensor<2x1024x3072xbf16>) attrs = {dimtune.role = "activation", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.mulf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x3072xbf16> loc("transformer.h.0.mlp.act:aten.mul.Tensor")
    %e293 = tensor.empty() : tensor<2x1024x3072xbf16>
    %r294 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg169, %arg170 : tensor<2x1024x3072xbf16>, tensor<2x1024x3072xbf16>) outs(%e293 : tensor<2x1024x3072xbf16>) attrs = {dimtune.role = "activation", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.mulf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x3072xbf16> loc("transformer.h.0.mlp.act:aten.mul.Tensor")
    %e295 = tensor.empty() : tensor<2x1024x3072xbf16>
    %r296 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg171, %arg172 : tensor<2x1024x3072xbf16>, tensor<2x1024x3072xbf16>) outs(%e295 : tensor<2x1024x3072xbf16>) attrs = {dimtune.role = "activation", dimtune.pass = "bwd", dimtune.kernel = "aten.tanh_backward.default"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.addf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x3072xbf16> loc("transformer.h.0.mlp.act:aten.tanh_backward.default")
    %e297 = tensor.empty() : tensor<2x1024x3072xbf16>
    %r298 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg173 : tensor<2x1024x3072xbf16>) outs(%e297 : tensor<2x1024x3072xbf16>) attrs = {dimtune.role = "activation", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Tensor"} {
    ^bb0(%in0: bf16, %out0: bf16):
      linalg.yield %in0 : bf16
    } -> tensor<2x1024x3072xbf16> loc("transformer.h.0.mlp.act:aten.mul.Tensor")
    %e299 = tensor.empty() : tensor<2x1024x3072xbf16>
    %r300 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg174 : tensor<2x1024x3072xbf16>) outs(%e299 : tensor<2x1024x3072xbf16>) attrs = {dimtune.role = "activation", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Tensor"} {
    ^bb0(%in0: bf16, %out0: bf16):
      linalg.yield %in0 : bf16
    } -> tensor<2x1024x3072xbf16> loc("transformer.h.0.mlp.act:aten.mul.Tensor")
    %e301 = tensor.empty() : tensor<2x1024x3072xbf16>
    %r302 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg175 : tensor<2x1024x3072xbf16>) outs(%e301 : tensor<2x1024x3072xbf16>) attrs = {dimtune.role = "activation", dimtune.pass = "bwd", dimtune.kernel = "aten.pow.Tensor_Scalar"} {
    ^bb0(%in0: bf16, %out0: bf16):
      linalg.yield %in0 : bf16
    } -> tensor<2x1024x3072xbf16> loc("transformer.h.0.mlp.act:aten.pow.Tensor_Scalar")
    %e303 = tensor.empty() : tensor<2x1024x3072xbf16>
    %r304 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg176 : tensor<2x1024x3072xbf16>) outs(%e303 : tensor<2x1024x3072xbf16>) attrs = {dimtune.role = "activation", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Scalar"} {
    ^bb0(%in0: bf16, %out0: bf16):
      linalg.yield %in0 : bf16
    } -> tensor<2x1024x3072xbf16> loc("transformer.h.0.mlp.act:aten.mul.Scalar")
    %e305 = tensor.empty() : tensor<2x1024x3072xbf16>
    %r306 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg177, %arg178 : tensor<2x1024x3072xbf16>, tensor<2x1024x3072xbf16>) outs(%e305 : tensor<2x1024x3072xbf16>) attrs = {dimtune.role = "activation", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.mulf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x3072xbf16> loc("transformer.h.0.mlp.act:aten.mul.Tensor")
    %e307 = tensor.empty() : tensor<2x1024x3072xbf16>
    %r308 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg179, %arg180 : tensor<2x1024x3072xbf16>, tensor<2x1024x3072xbf16>) outs(%e307 : tensor<2x1024x3072xbf16>) attrs = {dimtune.role = "activation", dimtune.pass = "bwd", dimtune.kernel = "aten.add.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.addf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x3072xbf16> loc("transformer.h.0.mlp.act:aten.add.Tensor")
    %e309 = tensor.empty() : tensor<2x1024x3072xbf16>
    %r310 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg181 : tensor<2x1024x3072xbf16>) outs(%e309 : tensor<2x1024x3072xbf16>) attrs = {dimtune.role = "activation", dimtune.pass = "bwd", dimtune.kernel = "aten.mul.Tensor"} {
    ^bb0(%in0: bf16, %out0: bf16):
      linalg.yield %in0 : bf16
    } -> tensor<2x1024x3072xbf16> loc("transformer.h.0.mlp.act:aten.mul.Tensor")
    %e311 = tensor.empty() : tensor<2x1024x3072xbf16>
    %r312 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg182, %arg183 : tensor<2x1024x3072xbf16>, tensor<2x1024x3072xbf16>) outs(%e311 : tensor<2x1024x3072xbf16>) attrs = {dimtune.role = "activation", dimtune.pass = "bwd", dimtune.kernel = "aten.add.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.addf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x3072xbf16> loc("transformer.h.0.mlp.act:aten.add.Tensor")
    %e313 = tensor.empty() : tensor<2048x768xbf16>
    %z314 = linalg.fill ins(%c1 : bf16) outs(%e313 : tensor<2048x768xbf16>) -> tensor<2048x768xbf16>
    %r315 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (n, k)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg184, %arg185 : tensor<2048x3072xbf16>, tensor<768x3072xbf16>) outs(%z314 : tensor<2048x768xbf16>) {dimtune.role = "mlp_up", dimtune.pass = "dgrad"} -> tensor<2048x768xbf16> loc("transformer.h.0.mlp.c_fc:aten.mm.default")
    %e316 = tensor.empty() : tensor<768x3072xbf16>
    %z317 = linalg.fill ins(%c1 : bf16) outs(%e316 : tensor<768x3072xbf16>) -> tensor<768x3072xbf16>
    %r318 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (k, m)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg186, %arg187 : tensor<2048x768xbf16>, tensor<2048x3072xbf16>) outs(%z317 : tensor<768x3072xbf16>) {dimtune.role = "mlp_up", dimtune.pass = "wgrad"} -> tensor<768x3072xbf16> loc("transformer.h.0.mlp.c_fc:aten.mm.default")
    %e319 = tensor.empty() : tensor<3072xbf16>
    %z320 = linalg.fill ins(%c1 : bf16) outs(%e319 : tensor<3072xbf16>) -> tensor<3072xbf16>
    %r321 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>], iterator_types = ["reduction", "parallel"]} ins(%arg188 : tensor<2048x3072xbf16>) outs(%z320 : tensor<3072xbf16>) attrs = {dimtune.role = "mlp_up", dimtune.pass = "bwd", dimtune.kernel = "aten.sum.dim_IntList"} {
    ^bb0(%in0: bf16, %out0: bf16):
      %b1 = arith.addf %out0, %in0 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<3072xbf16> loc("transformer.h.0.mlp.c_fc:aten.sum.dim_IntList")
    %e322 = tensor.empty() : tensor<2x1024x768xbf16>
    %z323 = linalg.fill ins(%c1 : bf16) outs(%e322 : tensor<2x1024x768xbf16>) -> tensor<2x1024x768xbf16>
    %r324 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%arg189, %arg190, %arg191, %arg192, %arg193 : tensor<2x1024x768xbf16>, tensor<2x1024x768xbf16>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<768xbf16>) outs(%z323 : tensor<2x1024x768xbf16>) attrs = {dimtune.role = "post_attention_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.native_layer_norm_backward.default:grad_input", dimtune.row_kernel} {
    ^bb0(%in0: bf16, %in1: bf16, %in2: f32, %in3: f32, %in4: bf16, %out0: bf16):
      %b1 = arith.truncf %in2 : f32 to bf16
      %b2 = arith.truncf %in3 : f32 to bf16
      %b3 = arith.addf %in0, %in1 : bf16
      %b4 = arith.addf %b3, %b1 : bf16
      %b5 = arith.addf %b4, %b2 : bf16
      %b6 = arith.addf %b5, %in4 : bf16
      %b7 = arith.addf %out0, %b6 : bf16
      linalg.yield %b7 : bf16
    } -> tensor<2x1024x768xbf16> loc("transformer.h.0.ln_2:aten.native_layer_norm_backward.default")
    %e325 = tensor.empty() : tensor<768xbf16>
    %z326 = linalg.fill ins(%c1 : bf16) outs(%e325 : tensor<768xbf16>) -> tensor<768xbf16>
    %e327 = tensor.empty() : tensor<768xbf16>
    %z328 = linalg.fill ins(%c1 : bf16) outs(%e327 : tensor<768xbf16>) -> tensor<768xbf16>
    %r329:2 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d2)>], iterator_types = ["reduction", "reduction", "parallel"]} ins(%arg194, %arg195, %arg196, %arg197 : tensor<2x1024x768xbf16>, tensor<2x1024x768xbf16>, tensor<2x1024xf32>, tensor<2x1024xf32>) outs(%z326, %z328 : tensor<768xbf16>, tensor<768xbf16>) attrs = {dimtune.role = "post_attention_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.native_layer_norm_backward.default:weight_grad"} {
    ^bb0(%in0: bf16, %in1: bf16, %in2: f32, %in3: f32, %out0: bf16, %out1: bf16):
      %b1 = arith.truncf %in2 : f32 to bf16
      %b2 = arith.truncf %in3 : f32 to bf16
      %b3 = arith.addf %in0, %in1 : bf16
      %b4 = arith.addf %b3, %b1 : bf16
      %b5 = arith.addf %b4, %b2 : bf16
      %b6 = arith.addf %out0, %b5 : bf16
      %b7 = arith.addf %out1, %b5 : bf16
      linalg.yield %b6, %b7 : bf16, bf16
    } -> (tensor<768xbf16>, tensor<768xbf16>) loc("transformer.h.0.ln_2:aten.native_layer_norm_backward.default")
    %e330 = tensor.empty() : tensor<2x1024x768xbf16>
    %r331 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg198, %arg199 : tensor<2x1024x768xbf16>, tensor<2x1024x768xbf16>) outs(%e330 : tensor<2x1024x768xbf16>) attrs = {dimtune.role = "post_attention_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.add.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.addf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x768xbf16> loc("transformer.h.0.ln_2:aten.add.Tensor")
    %e332 = tensor.empty() : tensor<2048x768xbf16>
    %z333 = linalg.fill ins(%c1 : bf16) outs(%e332 : tensor<2048x768xbf16>) -> tensor<2048x768xbf16>
    %r334 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (n, k)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg200, %arg201 : tensor<2048x768xbf16>, tensor<768x768xbf16>) outs(%z333 : tensor<2048x768xbf16>) {dimtune.role = "attn_out", dimtune.pass = "dgrad"} -> tensor<2048x768xbf16> loc("transformer.h.0.attn.c_proj:aten.mm.default")
    %e335 = tensor.empty() : tensor<768x768xbf16>
    %z336 = linalg.fill ins(%c1 : bf16) outs(%e335 : tensor<768x768xbf16>) -> tensor<768x768xbf16>
    %r337 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (k, m)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg202, %arg203 : tensor<2048x768xbf16>, tensor<2048x768xbf16>) outs(%z336 : tensor<768x768xbf16>) {dimtune.role = "attn_out", dimtune.pass = "wgrad"} -> tensor<768x768xbf16> loc("transformer.h.0.attn.c_proj:aten.mm.default")
    %e338 = tensor.empty() : tensor<768xbf16>
    %z339 = linalg.fill ins(%c1 : bf16) outs(%e338 : tensor<768xbf16>) -> tensor<768xbf16>
    %r340 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>], iterator_types = ["reduction", "parallel"]} ins(%arg204 : tensor<2048x768xbf16>) outs(%z339 : tensor<768xbf16>) attrs = {dimtune.role = "attn_out", dimtune.pass = "bwd", dimtune.kernel = "aten.sum.dim_IntList"} {
    ^bb0(%in0: bf16, %out0: bf16):
      %b1 = arith.addf %out0, %in0 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<768xbf16> loc("transformer.h.0.attn.c_proj:aten.sum.dim_IntList")
    %e341 = tensor.empty() : tensor<2x1024x2304xbf16>
    %r342 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d3)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d4)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d5)>, affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%arg205, %arg206, %arg207 : tensor<2x1024x768xbf16>, tensor<2x1024x768xbf16>, tensor<2x1024x768xbf16>) outs(%e341 : tensor<2x1024x2304xbf16>) attrs = {dimtune.role = "attention", dimtune.pass = "bwd", dimtune.kernel = "aten.cat.default", dimtune.unvectorized} {
    ^bb0(%in0: bf16, %in1: bf16, %in2: bf16, %out0: bf16):
      %b1 = arith.addf %in0, %in1 : bf16
      %b2 = arith.addf %b1, %in2 : bf16
      linalg.yield %b2 : bf16
    } -> tensor<2x1024x2304xbf16> loc("transformer.h.0.attn:aten.cat.default")
    %e343 = tensor.empty() : tensor<2048x768xbf16>
    %z344 = linalg.fill ins(%c1 : bf16) outs(%e343 : tensor<2048x768xbf16>) -> tensor<2048x768xbf16>
    %r345 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (n, k)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg208, %arg209 : tensor<2048x2304xbf16>, tensor<768x2304xbf16>) outs(%z344 : tensor<2048x768xbf16>) {dimtune.role = "qkv", dimtune.pass = "dgrad"} -> tensor<2048x768xbf16> loc("transformer.h.0.attn.c_attn:aten.mm.default")
    %e346 = tensor.empty() : tensor<768x2304xbf16>
    %z347 = linalg.fill ins(%c1 : bf16) outs(%e346 : tensor<768x2304xbf16>) -> tensor<768x2304xbf16>
    %r348 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (k, m)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>] ins(%arg210, %arg211 : tensor<2048x768xbf16>, tensor<2048x2304xbf16>) outs(%z347 : tensor<768x2304xbf16>) {dimtune.role = "qkv", dimtune.pass = "wgrad"} -> tensor<768x2304xbf16> loc("transformer.h.0.attn.c_attn:aten.mm.default")
    %e349 = tensor.empty() : tensor<2304xbf16>
    %z350 = linalg.fill ins(%c1 : bf16) outs(%e349 : tensor<2304xbf16>) -> tensor<2304xbf16>
    %r351 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>], iterator_types = ["reduction", "parallel"]} ins(%arg212 : tensor<2048x2304xbf16>) outs(%z350 : tensor<2304xbf16>) attrs = {dimtune.role = "qkv", dimtune.pass = "bwd", dimtune.kernel = "aten.sum.dim_IntList"} {
    ^bb0(%in0: bf16, %out0: bf16):
      %b1 = arith.addf %out0, %in0 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2304xbf16> loc("transformer.h.0.attn.c_attn:aten.sum.dim_IntList")
    %e352 = tensor.empty() : tensor<2x1024x768xbf16>
    %z353 = linalg.fill ins(%c1 : bf16) outs(%e352 : tensor<2x1024x768xbf16>) -> tensor<2x1024x768xbf16>
    %r354 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%arg213, %arg214, %arg215, %arg216, %arg217 : tensor<2x1024x768xbf16>, tensor<2x1024x768xbf16>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<768xbf16>) outs(%z353 : tensor<2x1024x768xbf16>) attrs = {dimtune.role = "input_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.native_layer_norm_backward.default:grad_input", dimtune.row_kernel} {
    ^bb0(%in0: bf16, %in1: bf16, %in2: f32, %in3: f32, %in4: bf16, %out0: bf16):
      %b1 = arith.truncf %in2 : f32 to bf16
      %b2 = arith.truncf %in3 : f32 to bf16
      %b3 = arith.addf %in0, %in1 : bf16
      %b4 = arith.addf %b3, %b1 : bf16
      %b5 = arith.addf %b4, %b2 : bf16
      %b6 = arith.addf %b5, %in4 : bf16
      %b7 = arith.addf %out0, %b6 : bf16
      linalg.yield %b7 : bf16
    } -> tensor<2x1024x768xbf16> loc("transformer.h.0.ln_1:aten.native_layer_norm_backward.default")
    %e355 = tensor.empty() : tensor<768xbf16>
    %z356 = linalg.fill ins(%c1 : bf16) outs(%e355 : tensor<768xbf16>) -> tensor<768xbf16>
    %e357 = tensor.empty() : tensor<768xbf16>
    %z358 = linalg.fill ins(%c1 : bf16) outs(%e357 : tensor<768xbf16>) -> tensor<768xbf16>
    %r359:2 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>, affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d2)>], iterator_types = ["reduction", "reduction", "parallel"]} ins(%arg218, %arg219, %arg220, %arg221 : tensor<2x1024x768xbf16>, tensor<2x1024x768xbf16>, tensor<2x1024xf32>, tensor<2x1024xf32>) outs(%z356, %z358 : tensor<768xbf16>, tensor<768xbf16>) attrs = {dimtune.role = "input_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.native_layer_norm_backward.default:weight_grad"} {
    ^bb0(%in0: bf16, %in1: bf16, %in2: f32, %in3: f32, %out0: bf16, %out1: bf16):
      %b1 = arith.truncf %in2 : f32 to bf16
      %b2 = arith.truncf %in3 : f32 to bf16
      %b3 = arith.addf %in0, %in1 : bf16
      %b4 = arith.addf %b3, %b1 : bf16
      %b5 = arith.addf %b4, %b2 : bf16
      %b6 = arith.addf %out0, %b5 : bf16
      %b7 = arith.addf %out1, %b5 : bf16
      linalg.yield %b6, %b7 : bf16, bf16
    } -> (tensor<768xbf16>, tensor<768xbf16>) loc("transformer.h.0.ln_1:aten.native_layer_norm_backward.default")
    %e360 = tensor.empty() : tensor<2x1024x768xbf16>
    %r361 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%arg222, %arg223 : tensor<2x1024x768xbf16>, tensor<2x1024x768xbf16>) outs(%e360 : tensor<2x1024x768xbf16>) attrs = {dimtune.role = "input_norm", dimtune.pass = "bwd", dimtune.kernel = "aten.add.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.addf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<2x1024x768xbf16> loc("transformer.h.0.ln_1:aten.add.Tensor")
    %e362 = tensor.empty() : tensor<1024x768xbf16>
    %z363 = linalg.fill ins(%c1 : bf16) outs(%e362 : tensor<1024x768xbf16>) -> tensor<1024x768xbf16>
    %r364 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d1, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>], iterator_types = ["reduction", "parallel", "parallel"]} ins(%arg224 : tensor<2x1024x768xbf16>) outs(%z363 : tensor<1024x768xbf16>) attrs = {dimtune.pass = "bwd", dimtune.kernel = "aten.sum.dim_IntList"} {
    ^bb0(%in0: bf16, %out0: bf16):
      %b1 = arith.addf %out0, %in0 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<1024x768xbf16> loc("transformer:aten.sum.dim_IntList")
    %e365 = tensor.empty() : tensor<1024x768xbf16>
    %z366 = linalg.fill ins(%c1 : bf16) outs(%e365 : tensor<1024x768xbf16>) -> tensor<1024x768xbf16>
    %r367 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction"]} ins(%arg225, %arg226 : tensor<1024xi64>, tensor<1024x768xbf16>) outs(%z366 : tensor<1024x768xbf16>) attrs = {dimtune.role = "embedding", dimtune.pass = "bwd", dimtune.kernel = "aten.embedding_dense_backward.default"} {
    ^bb0(%in0: i64, %in1: bf16, %out0: bf16):
      %b1 = arith.sitofp %in0 : i64 to bf16
      %b2 = arith.index_cast %in0 : i64 to index
      %b3 = linalg.index 0 : index
      %b4 = arith.cmpi eq, %b2, %b3 : index
      %b5 = arith.select %b4, %in1, %c1 : bf16
      %b6 = arith.addf %out0, %b5 : bf16
      linalg.yield %b6 : bf16
    } -> tensor<1024x768xbf16> loc("transformer.wpe:aten.embedding_dense_backward.default")
    %e368 = tensor.empty() : tensor<50257x768xbf16>
    %z369 = linalg.fill ins(%c1 : bf16) outs(%e368 : tensor<50257x768xbf16>) -> tensor<50257x768xbf16>
    %r370 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d2, d3, d1)>, affine_map<(d0, d1, d2, d3) -> (d0, d1)>], iterator_types = ["parallel", "parallel", "reduction", "reduction"]} ins(%arg227, %arg228 : tensor<2x1024xi64>, tensor<2x1024x768xbf16>) outs(%z369 : tensor<50257x768xbf16>) attrs = {dimtune.role = "embedding", dimtune.pass = "bwd", dimtune.kernel = "aten.embedding_dense_backward.default"} {
    ^bb0(%in0: i64, %in1: bf16, %out0: bf16):
      %b1 = arith.sitofp %in0 : i64 to bf16
      %b2 = arith.index_cast %in0 : i64 to index
      %b3 = linalg.index 0 : index
      %b4 = arith.cmpi eq, %b2, %b3 : index
      %b5 = arith.select %b4, %in1, %c1 : bf16
      %b6 = arith.addf %out0, %b5 : bf16
      linalg.yield %b6 : bf16
    } -> tensor<50257x768xbf16> loc("transformer.wte:aten.embedding_dense_backward.default")
    %e371 = tensor.empty() : tensor<50257x768xbf16>
    %r372 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%arg229, %arg230 : tensor<50257x768xbf16>, tensor<50257x768xbf16>) outs(%e371 : tensor<50257x768xbf16>) attrs = {dimtune.role = "embedding", dimtune.pass = "bwd", dimtune.kernel = "aten.add.Tensor"} {
    ^bb0(%in0: bf16, %in1: bf16, %out0: bf16):
      %b1 = arith.addf %in0, %in1 : bf16
      linalg.yield %b1 : bf16
    } -> tensor<50257x768xbf16> loc("transformer.wte:aten.add.Tensor")
    return %r2, %r4, %r6, %r8, %r10, %r17#0, %r17#1, %r17#2, %r20, %r30, %r44, %r47, %r36, %r50, %r52, %r59#0, %r59#1, %r59#2, %r62, %r64, %r66, %r68, %r70, %r72, %r74, %r76, %r78, %r81, %r83, %r90#0, %r90#1, %r90#2, %r93, %r103, %r117, %r120, %r109, %r123, %r125, %r132#0, %r132#1, %r132#2, %r135, %r137, %r139, %r141, %r143, %r145, %r147, %r149, %r151, %r154, %r156, %r163#0, %r163#1, %r163#2, %r166, %r168, %r170, %r172, %r175, %r180#0, %r180#1, %r182, %r185, %r187, %r190, %r193, %r196, %r201#0, %r201#1, %r204, %r207, %r210, %r212, %r214, %r216, %r218, %r220, %r222, %r224, %r226, %r228, %r230, %r232, %r235, %r238, %r241, %r244, %r249#0, %r249#1, %r251, %r254, %r257, %r260, %r262, %r265, %r268, %r271, %r274, %r279#0, %r279#1, %r281, %r284, %r287, %r290, %r292, %r294, %r296, %r298, %r300, %r302, %r304, %r306, %r308, %r310, %r312, %r315, %r318, %r321, %r324, %r329#0, %r329#1, %r331, %r334, %r337, %r340, %r342, %r345, %r348, %r351, %r354, %r359#0, %r359#1, %r361, %r364, %r367, %r370, %r372 : tensor<2x1024x768xbf16>, tensor<1024xi64>, tensor<1024xi64>, tensor<1024x768xbf16>, tensor<2x1024x768xbf16>, tensor<2x1024x768xbf16>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2048x2304xbf16>, tensor<2x12x1024x64xbf16>, tensor<2x12x1024x64xbf16>, tensor<2x12x1024x64xbf16>, tensor<2x12x1024x64xbf16>, tensor<2048x768xbf16>, tensor<2x1024x768xbf16>, tensor<2x1024x768xbf16>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2048x3072xbf16>, tensor<2x1024x3072xbf16>, tensor<2x1024x3072xbf16>, tensor<2x1024x3072xbf16>, tensor<2x1024x3072xbf16>, tensor<2x1024x3072xbf16>, tensor<2x1024x3072xbf16>, tensor<2x1024x3072xbf16>, tensor<2x1024x3072xbf16>, tensor<2048x768xbf16>, tensor<2x1024x768xbf16>, tensor<2x1024x768xbf16>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2048x2304xbf16>, tensor<2x12x1024x64xbf16>, tensor<2x12x1024x64xbf16>, tensor<2x12x1024x64xbf16>, tensor<2x12x1024x64xbf16>, tensor<2048x768xbf16>, tensor<2x1024x768xbf16>, tensor<2x1024x768xbf16>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2048x3072xbf16>, tensor<2x1024x3072xbf16>, tensor<2x1024x3072xbf16>, tensor<2x1024x3072xbf16>, tensor<2x1024x3072xbf16>, tensor<2x1024x3072xbf16>, tensor<2x1024x3072xbf16>, tensor<2x1024x3072xbf16>, tensor<2x1024x3072xbf16>, tensor<2048x768xbf16>, tensor<2x1024x768xbf16>, tensor<2x1024x768xbf16>, tensor<2x1024xf32>, tensor<2x1024xf32>, tensor<2048x50257xbf16>, tensor<2x1024x50257xf32>, tensor<2x1025xi64>, tensor<2x1024xi64>, tensor<2048x50257xf32>, tensor<f32>, tensor<f32>, tensor<2048x50257xf32>, tensor<2048x50257xf32>, tensor<2x1024x50257xbf16>, tensor<50257x768xbf16>, tensor<2048x768xbf16>, tensor<2x1024x768xbf16>, tensor<768xbf16>, tensor<768xbf16>, tensor<2048x3072xbf16>, tensor<3072x768xbf16>, tensor<768xbf16>, tensor<2x1024x3072xbf16>, tensor<2x1024x3072xbf16>, tensor<2x1024x3072xbf16>, tensor<2x1024x3072xbf16>, tensor<2x1024x3072xbf16>, tensor<2x1024x3072xbf16>, tensor<2x1024x3072xbf16>, tensor<2x1024x3072xbf16>, tensor<2x1024x3072xbf16>, tensor<2x1024x3072xbf16>, tensor<2x1024x3072xbf16>, tensor<2048x768xbf16>, tensor<768x3072xbf16>, tensor<3072xbf16>, tensor<2x1024x768xbf16>, tensor<768xbf16>, tensor<768xbf16>, tensor<2x1024x768xbf16>, tensor<2048x768xbf16>, tensor<768x768xbf16>, tensor<768xbf16>, tensor<2x1024x2304xbf16>, tensor<2048x768xbf16>, tensor<768x2304xbf16>, tensor<2304xbf16>, tensor<2x1024x768xbf16>, tensor<768xbf16>, tensor<768xbf16>, tensor<2x1024x768xbf16>, tensor<2048x3072xbf16>, tensor<3072x768xbf16>, tensor<768xbf16>, tensor<2x1024x3072xbf16>, tensor<2x1024x3072xbf16>, tensor<2x1024x3072xbf16>, tensor<2x1024x3072xbf16>, tensor<2x1024x3072xbf16>, tensor<2x1024x3072xbf16>, tensor<2x1024x3072xbf16>, tensor<2x1024x3072xbf16>, tensor<2x1024x3072xbf16>, tensor<2x1024x3072xbf16>, tensor<2x1024x3072xbf16>, tensor<2048x768xbf16>, tensor<768x3072xbf16>, tensor<3072xbf16>, tensor<2x1024x768xbf16>, tensor<768xbf16>, tensor<768xbf16>, tensor<2x1024x768xbf16>, tensor<2048x768xbf16>, tensor<768x768xbf16>, tensor<768xbf16>, tensor<2x1024x2304xbf16>, tensor<2048x768xbf16>, tensor<768x2304xbf16>, tensor<2304xbf16>, tensor<2x1024x768xbf16>, tensor<768xbf16>, tensor<768xbf16>, tensor<2x1024x768xbf16>, tensor<1024x768xbf16>, tensor<1024x768xbf16>, tensor<50257x768xbf16>, tensor<50257x768xbf16>
  }
}
