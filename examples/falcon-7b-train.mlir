#map = affine_map<(d0, d1, d2) -> (d0, d2)>
#map1 = affine_map<(d0, d1, d2) -> (d1, d2)>
#map2 = affine_map<(d0, d1, d2) -> (d0, d1)>
#map3 = affine_map<(d0, d1, d2) -> (d2, d0)>
#map4 = affine_map<(d0, d1, d2) -> (d2, d1)>
#map5 = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d4)>
#map6 = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d3, d4)>
#map7 = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3)>
#map8 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#map9 = affine_map<(d0, d1, d2, d3) -> (d0, d2, d3)>
#map10 = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d4, d3)>
#map11 = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d4, d2)>
#map12 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>
#map13 = affine_map<(d0, d1) -> (d0, d1)>
#map14 = affine_map<(d0, d1) -> (d0)>
#map15 = affine_map<(d0, d1) -> (d1)>
#map16 = affine_map<(d0, d1) -> (d1, d0)>
#map17 = affine_map<(d0, d1, d2, d3) -> (d0, d2, d1, d3)>
#map18 = affine_map<(d0, d1, d2, d3) -> (d2, d3)>
#map19 = affine_map<(d0, d1, d2) -> (d2)>
module attributes {dimtune.model = {activation = "gelu", attention_bias = false, attn_logit_softcapping = 0.000000e+00 : f64, conv1d_weights = false, dtype = "bf16", dynamic_cache = false, eager_attention = false, final_logit_softcapping = 0.000000e+00 : f64, fused_gate_up = false, fused_projections = false, fused_qkv = true, gated_mlp = false, head_dim = 64 : i64, hidden_size = 4544 : i64, intermediate_size = 18176 : i64, kv_len = 0 : i64, layers_written = 1 : i64, learned_positions = false, lm_head_bias = false, math_attention = true, max_position_embeddings = 0 : i64, max_window_layers = 0 : i64, micro_batch = 1 : i64, mlp_bias = false, model_type = "falcon", norm = "layer", num_attention_heads = 71 : i64, num_experts_per_tok = 0 : i64, num_hidden_layers = 32 : i64, num_key_value_heads = 1 : i64, num_local_experts = 0 : i64, output_bias = false, parallel_block = true, parallel_norms = 1 : i64, phase = "train", position_table_offset = 0 : i64, qk_norm = "none", rotary_dim = 64 : i64, rotary_table = false, sandwich_norms = false, scaled_embeddings = false, seq = 4096 : i64, sequence_parallel = false, sliding_window = 0 : i64, sliding_window_pattern = 0 : i64, tie_word_embeddings = true, tp = 1 : i64, vocab_size = 65024 : i64}} {
  func.func @layer0(%arg0: tensor<4096x4544xbf16>, %arg1: tensor<4672x4544xbf16>, %arg2: tensor<4096x4672xbf16>, %arg3: tensor<4672x4544xbf16>, %arg4: tensor<4096x4672xbf16>, %arg5: tensor<4096x4544xbf16>, %arg6: tensor<4096x4544xbf16>, %arg7: tensor<4544x4544xbf16>, %arg8: tensor<4096x4544xbf16>, %arg9: tensor<4544x4544xbf16>, %arg10: tensor<4096x4544xbf16>, %arg11: tensor<4096x4544xbf16>, %arg12: tensor<4096x4544xbf16>, %arg13: tensor<18176x4544xbf16>, %arg14: tensor<4096x18176xbf16>, %arg15: tensor<18176x4544xbf16>, %arg16: tensor<4096x18176xbf16>, %arg17: tensor<4096x4544xbf16>, %arg18: tensor<4096x18176xbf16>, %arg19: tensor<4544x18176xbf16>, %arg20: tensor<4096x4544xbf16>, %arg21: tensor<4544x18176xbf16>, %arg22: tensor<4096x4544xbf16>, %arg23: tensor<4096x18176xbf16>, %arg24: tensor<1x71x4096x64xf32>, %arg25: tensor<1x1x4096x64xf32>, %arg26: tensor<1x1x4096x64xf32>, %arg27: tensor<1x4096x4096xi1>, %arg28: tensor<1x71x4096x64xf32>, %arg29: tensor<4096x4544xbf16>, %arg30: tensor<4096x4544xbf16>, %arg31: tensor<4096xf32>, %arg32: tensor<4096xf32>, %arg33: tensor<4544xbf16>, %arg34: tensor<4544xbf16>, %arg35: tensor<4096x4544xbf16>, %arg36: tensor<4096x4544xbf16>, %arg37: tensor<4096x4544xbf16>, %arg38: tensor<4096x4544xbf16>, %arg39: tensor<4096xf32>, %arg40: tensor<4096xf32>, %arg41: tensor<4544xbf16>, %arg42: tensor<4096x4544xbf16>, %arg43: tensor<4096x4544xbf16>, %arg44: tensor<1x4096x71x64xbf16>, %arg45: tensor<4096x64xbf16>, %arg46: tensor<1x4096x71x32xbf16>, %arg47: tensor<1x4096x71x64xbf16>, %arg48: tensor<1x71x4096x64xbf16>, %arg49: tensor<4096x64xbf16>, %arg50: tensor<1x4096x71x64xbf16>, %arg51: tensor<1x71x4096x64xbf16>, %arg52: tensor<1x71x4096x64xbf16>, %arg53: tensor<4096x64xbf16>, %arg54: tensor<1x71x4096x32xbf16>, %arg55: tensor<1x71x4096x32xbf16>, %arg56: tensor<1x71x4096x32xbf16>, %arg57: tensor<1x71x4096x64xbf16>, %arg58: tensor<1x71x4096x64xbf16>, %arg59: tensor<1x71x4096x64xbf16>, %arg60: tensor<4096x64xbf16>, %arg61: tensor<1x71x4096x64xbf16>, %arg62: tensor<1x71x4096x64xbf16>, %arg63: tensor<1x4096x1x64xbf16>, %arg64: tensor<4096x64xbf16>, %arg65: tensor<1x4096x1x32xbf16>, %arg66: tensor<1x4096x1x64xbf16>, %arg67: tensor<1x1x4096x64xbf16>, %arg68: tensor<4096x64xbf16>, %arg69: tensor<1x4096x1x64xbf16>, %arg70: tensor<1x1x4096x64xbf16>, %arg71: tensor<1x1x4096x64xbf16>, %arg72: tensor<4096x64xbf16>, %arg73: tensor<1x1x4096x32xbf16>, %arg74: tensor<1x1x4096x32xbf16>, %arg75: tensor<1x1x4096x32xbf16>, %arg76: tensor<1x1x4096x64xbf16>, %arg77: tensor<1x1x4096x64xbf16>, %arg78: tensor<1x1x4096x64xbf16>, %arg79: tensor<4096x64xbf16>, %arg80: tensor<1x1x4096x64xbf16>, %arg81: tensor<1x1x4096x64xbf16>, %arg82: tensor<1x71x4096x64xbf16>, %arg83: tensor<1x71x4096x64xf32>, %arg84: tensor<1x1x4096x64xbf16>, %arg85: tensor<1x1x4096x64xf32>, %arg86: tensor<1x1x4096x64xbf16>, %arg87: tensor<1x1x4096x64xf32>, %arg88: tensor<1x71x4096x64xf32>, %arg89: tensor<1x71x4096x64xbf16>, %arg90: tensor<1x71x4096x4096xf32>, %arg91: tensor<1x71x4096x64xbf16>, %arg92: tensor<1x73x4096x64xbf16>, %arg93: tensor<4096x18176xbf16>, %arg94: tensor<4096x18176xbf16>, %arg95: tensor<4096x18176xbf16>, %arg96: tensor<4096x4544xbf16>, %arg97: tensor<4096x4544xbf16>, %arg98: tensor<4096x4544xbf16>, %arg99: tensor<4096x4544xbf16>, %arg100: tensor<4096x4544xbf16>, %arg101: tensor<4096x4544xbf16>, %arg102: tensor<4096x4544xbf16>, %arg103: tensor<4096x4544xbf16>) -> (tensor<4096x4672xbf16>, tensor<4096x4544xbf16>, tensor<4672x4544xbf16>, tensor<4096x4544xbf16>, tensor<4096x4544xbf16>, tensor<4544x4544xbf16>, tensor<4096x18176xbf16>, tensor<4096x4544xbf16>, tensor<18176x4544xbf16>, tensor<4096x4544xbf16>, tensor<4096x18176xbf16>, tensor<4544x18176xbf16>, tensor<1x71x4096x64xf32>, tensor<1x71x4096x64xf32>, tensor<1x1x4096x64xf32>, tensor<1x1x4096x64xf32>, tensor<4096xf32>, tensor<4096x4544xbf16>, tensor<4096xf32>, tensor<4096x4544xbf16>, tensor<4544xf32>, tensor<1x71x4096x64xbf16>, tensor<1x71x4096x32xbf16>, tensor<1x71x4096x64xbf16>, tensor<1x71x4096x64xbf16>, tensor<1x71x4096x64xbf16>, tensor<1x71x4096x64xbf16>, tensor<1x71x4096x32xbf16>, tensor<1x71x4096x64xbf16>, tensor<1x71x4096x32xbf16>, tensor<1x71x4096x64xbf16>, tensor<1x71x4096x32xbf16>, tensor<1x71x4096x64xbf16>, tensor<1x71x4096x64xbf16>, tensor<1x71x4096x64xbf16>, tensor<1x1x4096x64xbf16>, tensor<1x1x4096x32xbf16>, tensor<1x1x4096x64xbf16>, tensor<1x1x4096x64xbf16>, tensor<1x1x4096x64xbf16>, tensor<1x1x4096x64xbf16>, tensor<1x1x4096x32xbf16>, tensor<1x1x4096x64xbf16>, tensor<1x1x4096x32xbf16>, tensor<1x1x4096x64xbf16>, tensor<1x1x4096x32xbf16>, tensor<1x1x4096x64xbf16>, tensor<1x1x4096x64xbf16>, tensor<1x1x4096x64xbf16>, tensor<1x71x4096x64xf32>, tensor<1x71x4096x64xbf16>, tensor<1x1x4096x64xf32>, tensor<1x1x4096x64xbf16>, tensor<1x1x4096x64xf32>, tensor<1x1x4096x64xbf16>, tensor<1x71x4096x64xbf16>, tensor<1x71x4096x64xf32>, tensor<1x71x4096x4096xbf16>, tensor<1x4096x71x64xbf16>, tensor<1x4096x73x64xbf16>, tensor<4096x18176xbf16>, tensor<4096x18176xbf16>, tensor<4096x4544xbf16>, tensor<4096x4544xbf16>, tensor<4096x4544xbf16>, tensor<4096x4544xbf16>) {
    %cst = arith.constant 0.000000e+00 : bf16
    %cst_0 = arith.constant 0.000000e+00 : f32
    %cst_1 = arith.constant 1.250000e-01 : f32
    %cst_2 = arith.constant 0xFF800000 : f32
    %cst_3 = arith.constant 7.070310e-01 : bf16
    %cst_4 = arith.constant 1.000000e+00 : bf16
    %cst_5 = arith.constant 5.000000e-01 : bf16
    %0 = tensor.empty() : tensor<4096x4672xbf16>
    %1 = linalg.fill ins(%cst : bf16) outs(%0 : tensor<4096x4672xbf16>) -> tensor<4096x4672xbf16>
    %2 = linalg.matmul indexing_maps = [#map, #map1, #map2] {dimtune.pass = "fwd", dimtune.role = "qkv"} ins(%arg0, %arg1 : tensor<4096x4544xbf16>, tensor<4672x4544xbf16>) outs(%1 : tensor<4096x4672xbf16>) -> tensor<4096x4672xbf16>
    %3 = tensor.empty() : tensor<4096x4544xbf16>
    %4 = linalg.fill ins(%cst : bf16) outs(%3 : tensor<4096x4544xbf16>) -> tensor<4096x4544xbf16>
    %5 = linalg.matmul {dimtune.pass = "dgrad", dimtune.role = "qkv"} ins(%arg2, %arg3 : tensor<4096x4672xbf16>, tensor<4672x4544xbf16>) outs(%4 : tensor<4096x4544xbf16>) -> tensor<4096x4544xbf16>
    %6 = tensor.empty() : tensor<4672x4544xbf16>
    %7 = linalg.fill ins(%cst : bf16) outs(%6 : tensor<4672x4544xbf16>) -> tensor<4672x4544xbf16>
    %8 = linalg.matmul indexing_maps = [#map3, #map4, #map2] {dimtune.pass = "wgrad", dimtune.role = "qkv"} ins(%arg4, %arg5 : tensor<4096x4672xbf16>, tensor<4096x4544xbf16>) outs(%7 : tensor<4672x4544xbf16>) -> tensor<4672x4544xbf16>
    %9 = tensor.empty() : tensor<4096x4544xbf16>
    %10 = linalg.fill ins(%cst : bf16) outs(%9 : tensor<4096x4544xbf16>) -> tensor<4096x4544xbf16>
    %11 = linalg.matmul indexing_maps = [#map, #map1, #map2] {dimtune.pass = "fwd", dimtune.role = "attn_out"} ins(%arg6, %arg7 : tensor<4096x4544xbf16>, tensor<4544x4544xbf16>) outs(%10 : tensor<4096x4544xbf16>) -> tensor<4096x4544xbf16>
    %12 = tensor.empty() : tensor<4096x4544xbf16>
    %13 = linalg.fill ins(%cst : bf16) outs(%12 : tensor<4096x4544xbf16>) -> tensor<4096x4544xbf16>
    %14 = linalg.matmul {dimtune.pass = "dgrad", dimtune.role = "attn_out"} ins(%arg8, %arg9 : tensor<4096x4544xbf16>, tensor<4544x4544xbf16>) outs(%13 : tensor<4096x4544xbf16>) -> tensor<4096x4544xbf16>
    %15 = tensor.empty() : tensor<4544x4544xbf16>
    %16 = linalg.fill ins(%cst : bf16) outs(%15 : tensor<4544x4544xbf16>) -> tensor<4544x4544xbf16>
    %17 = linalg.matmul indexing_maps = [#map3, #map4, #map2] {dimtune.pass = "wgrad", dimtune.role = "attn_out"} ins(%arg10, %arg11 : tensor<4096x4544xbf16>, tensor<4096x4544xbf16>) outs(%16 : tensor<4544x4544xbf16>) -> tensor<4544x4544xbf16>
    %18 = tensor.empty() : tensor<4096x18176xbf16>
    %19 = linalg.fill ins(%cst : bf16) outs(%18 : tensor<4096x18176xbf16>) -> tensor<4096x18176xbf16>
    %20 = linalg.matmul indexing_maps = [#map, #map1, #map2] {dimtune.pass = "fwd", dimtune.role = "mlp_up"} ins(%arg12, %arg13 : tensor<4096x4544xbf16>, tensor<18176x4544xbf16>) outs(%19 : tensor<4096x18176xbf16>) -> tensor<4096x18176xbf16>
    %21 = tensor.empty() : tensor<4096x4544xbf16>
    %22 = linalg.fill ins(%cst : bf16) outs(%21 : tensor<4096x4544xbf16>) -> tensor<4096x4544xbf16>
    %23 = linalg.matmul {dimtune.pass = "dgrad", dimtune.role = "mlp_up"} ins(%arg14, %arg15 : tensor<4096x18176xbf16>, tensor<18176x4544xbf16>) outs(%22 : tensor<4096x4544xbf16>) -> tensor<4096x4544xbf16>
    %24 = tensor.empty() : tensor<18176x4544xbf16>
    %25 = linalg.fill ins(%cst : bf16) outs(%24 : tensor<18176x4544xbf16>) -> tensor<18176x4544xbf16>
    %26 = linalg.matmul indexing_maps = [#map3, #map4, #map2] {dimtune.pass = "wgrad", dimtune.role = "mlp_up"} ins(%arg16, %arg17 : tensor<4096x18176xbf16>, tensor<4096x4544xbf16>) outs(%25 : tensor<18176x4544xbf16>) -> tensor<18176x4544xbf16>
    %27 = tensor.empty() : tensor<4096x4544xbf16>
    %28 = linalg.fill ins(%cst : bf16) outs(%27 : tensor<4096x4544xbf16>) -> tensor<4096x4544xbf16>
    %29 = linalg.matmul indexing_maps = [#map, #map1, #map2] {dimtune.pass = "fwd", dimtune.role = "mlp_down"} ins(%arg18, %arg19 : tensor<4096x18176xbf16>, tensor<4544x18176xbf16>) outs(%28 : tensor<4096x4544xbf16>) -> tensor<4096x4544xbf16>
    %30 = tensor.empty() : tensor<4096x18176xbf16>
    %31 = linalg.fill ins(%cst : bf16) outs(%30 : tensor<4096x18176xbf16>) -> tensor<4096x18176xbf16>
    %32 = linalg.matmul {dimtune.pass = "dgrad", dimtune.role = "mlp_down"} ins(%arg20, %arg21 : tensor<4096x4544xbf16>, tensor<4544x18176xbf16>) outs(%31 : tensor<4096x18176xbf16>) -> tensor<4096x18176xbf16>
    %33 = tensor.empty() : tensor<4544x18176xbf16>
    %34 = linalg.fill ins(%cst : bf16) outs(%33 : tensor<4544x18176xbf16>) -> tensor<4544x18176xbf16>
    %35 = linalg.matmul indexing_maps = [#map3, #map4, #map2] {dimtune.pass = "wgrad", dimtune.role = "mlp_down"} ins(%arg22, %arg23 : tensor<4096x4544xbf16>, tensor<4096x18176xbf16>) outs(%34 : tensor<4544x18176xbf16>) -> tensor<4544x18176xbf16>
    %36 = tensor.empty() : tensor<1x1x71x4096x64xf32>
    %broadcasted = linalg.broadcast ins(%arg25 : tensor<1x1x4096x64xf32>) outs(%36 : tensor<1x1x71x4096x64xf32>) dimensions = [2] 
    %collapsed = tensor.collapse_shape %broadcasted [[0], [1, 2], [3], [4]] : tensor<1x1x71x4096x64xf32> into tensor<1x71x4096x64xf32>
    %37 = tensor.empty() : tensor<1x1x71x4096x64xf32>
    %broadcasted_6 = linalg.broadcast ins(%arg26 : tensor<1x1x4096x64xf32>) outs(%37 : tensor<1x1x71x4096x64xf32>) dimensions = [2] 
    %collapsed_7 = tensor.collapse_shape %broadcasted_6 [[0], [1, 2], [3], [4]] : tensor<1x1x71x4096x64xf32> into tensor<1x71x4096x64xf32>
    %38 = tensor.empty() : tensor<1x71x4096x4096xf32>
    %39 = linalg.fill ins(%cst_0 : f32) outs(%38 : tensor<1x71x4096x4096xf32>) -> tensor<1x71x4096x4096xf32>
    %40 = linalg.generic {indexing_maps = [#map5, #map6, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]} ins(%arg24, %collapsed : tensor<1x71x4096x64xf32>, tensor<1x71x4096x64xf32>) outs(%39 : tensor<1x71x4096x4096xf32>) attrs =  {dimtune.pass = "fwd", dimtune.role = "attn_score"} {
    ^bb0(%in: f32, %in_10: f32, %out: f32):
      %172 = arith.mulf %in, %in_10 : f32
      %173 = arith.addf %out, %172 : f32
      linalg.yield %173 : f32
    } -> tensor<1x71x4096x4096xf32>
    %41 = tensor.empty() : tensor<1x71x4096x4096xf32>
    %42 = linalg.generic {indexing_maps = [#map8, #map9, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%40, %arg27 : tensor<1x71x4096x4096xf32>, tensor<1x4096x4096xi1>) outs(%41 : tensor<1x71x4096x4096xf32>) {
    ^bb0(%in: f32, %in_10: i1, %out: f32):
      %172 = arith.mulf %in, %cst_1 : f32
      %173 = arith.select %in_10, %172, %cst_2 : f32
      linalg.yield %173 : f32
    } -> tensor<1x71x4096x4096xf32>
    %43 = tensor.empty() : tensor<1x71x4096x4096xf32>
    %44 = linalg.softmax dimension(3) ins(%42 : tensor<1x71x4096x4096xf32>) outs(%43 : tensor<1x71x4096x4096xf32>) -> tensor<1x71x4096x4096xf32>
    %45 = tensor.empty() : tensor<1x71x4096x64xf32>
    %46 = linalg.fill ins(%cst_0 : f32) outs(%45 : tensor<1x71x4096x64xf32>) -> tensor<1x71x4096x64xf32>
    %47 = linalg.generic {indexing_maps = [#map5, #map10, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]} ins(%44, %collapsed_7 : tensor<1x71x4096x4096xf32>, tensor<1x71x4096x64xf32>) outs(%46 : tensor<1x71x4096x64xf32>) attrs =  {dimtune.pass = "fwd", dimtune.role = "attn_context"} {
    ^bb0(%in: f32, %in_10: f32, %out: f32):
      %172 = arith.mulf %in, %in_10 : f32
      %173 = arith.addf %out, %172 : f32
      linalg.yield %173 : f32
    } -> tensor<1x71x4096x64xf32>
    %48 = tensor.empty() : tensor<1x71x4096x4096xf32>
    %49 = linalg.fill ins(%cst_0 : f32) outs(%48 : tensor<1x71x4096x4096xf32>) -> tensor<1x71x4096x4096xf32>
    %50 = linalg.generic {indexing_maps = [#map5, #map6, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]} ins(%arg28, %collapsed_7 : tensor<1x71x4096x64xf32>, tensor<1x71x4096x64xf32>) outs(%49 : tensor<1x71x4096x4096xf32>) attrs =  {dimtune.pass = "dgrad", dimtune.role = "attn_context"} {
    ^bb0(%in: f32, %in_10: f32, %out: f32):
      %172 = arith.mulf %in, %in_10 : f32
      %173 = arith.addf %out, %172 : f32
      linalg.yield %173 : f32
    } -> tensor<1x71x4096x4096xf32>
    %51 = tensor.empty() : tensor<1x71x4096x64xf32>
    %52 = linalg.fill ins(%cst_0 : f32) outs(%51 : tensor<1x71x4096x64xf32>) -> tensor<1x71x4096x64xf32>
    %53 = linalg.generic {indexing_maps = [#map11, #map10, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]} ins(%44, %arg28 : tensor<1x71x4096x4096xf32>, tensor<1x71x4096x64xf32>) outs(%52 : tensor<1x71x4096x64xf32>) attrs =  {dimtune.pass = "wgrad", dimtune.role = "attn_context"} {
    ^bb0(%in: f32, %in_10: f32, %out: f32):
      %172 = arith.mulf %in, %in_10 : f32
      %173 = arith.addf %out, %172 : f32
      linalg.yield %173 : f32
    } -> tensor<1x71x4096x64xf32>
    %54 = tensor.empty() : tensor<1x71x4096xf32>
    %55 = linalg.fill ins(%cst_0 : f32) outs(%54 : tensor<1x71x4096xf32>) -> tensor<1x71x4096xf32>
    %56 = linalg.generic {indexing_maps = [#map8, #map8, #map12], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%44, %50 : tensor<1x71x4096x4096xf32>, tensor<1x71x4096x4096xf32>) outs(%55 : tensor<1x71x4096xf32>) {
    ^bb0(%in: f32, %in_10: f32, %out: f32):
      %172 = arith.mulf %in, %in_10 : f32
      %173 = arith.addf %out, %172 : f32
      linalg.yield %173 : f32
    } -> tensor<1x71x4096xf32>
    %57 = tensor.empty() : tensor<1x71x4096x4096xf32>
    %58 = linalg.generic {indexing_maps = [#map8, #map8, #map12, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%44, %50, %56 : tensor<1x71x4096x4096xf32>, tensor<1x71x4096x4096xf32>, tensor<1x71x4096xf32>) outs(%57 : tensor<1x71x4096x4096xf32>) {
    ^bb0(%in: f32, %in_10: f32, %in_11: f32, %out: f32):
      %172 = arith.subf %in_10, %in_11 : f32
      %173 = arith.mulf %in, %172 : f32
      %174 = arith.mulf %173, %cst_1 : f32
      linalg.yield %174 : f32
    } -> tensor<1x71x4096x4096xf32>
    %59 = tensor.empty() : tensor<1x71x4096x64xf32>
    %60 = linalg.fill ins(%cst_0 : f32) outs(%59 : tensor<1x71x4096x64xf32>) -> tensor<1x71x4096x64xf32>
    %61 = linalg.generic {indexing_maps = [#map5, #map10, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]} ins(%58, %collapsed : tensor<1x71x4096x4096xf32>, tensor<1x71x4096x64xf32>) outs(%60 : tensor<1x71x4096x64xf32>) attrs =  {dimtune.pass = "dgrad", dimtune.role = "attn_score"} {
    ^bb0(%in: f32, %in_10: f32, %out: f32):
      %172 = arith.mulf %in, %in_10 : f32
      %173 = arith.addf %out, %172 : f32
      linalg.yield %173 : f32
    } -> tensor<1x71x4096x64xf32>
    %62 = tensor.empty() : tensor<1x71x4096x64xf32>
    %63 = linalg.fill ins(%cst_0 : f32) outs(%62 : tensor<1x71x4096x64xf32>) -> tensor<1x71x4096x64xf32>
    %64 = linalg.generic {indexing_maps = [#map11, #map10, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]} ins(%58, %arg24 : tensor<1x71x4096x4096xf32>, tensor<1x71x4096x64xf32>) outs(%63 : tensor<1x71x4096x64xf32>) attrs =  {dimtune.pass = "wgrad", dimtune.role = "attn_score"} {
    ^bb0(%in: f32, %in_10: f32, %out: f32):
      %172 = arith.mulf %in, %in_10 : f32
      %173 = arith.addf %out, %172 : f32
      linalg.yield %173 : f32
    } -> tensor<1x71x4096x64xf32>
    %expanded = tensor.expand_shape %64 [[0], [1, 2], [3], [4]] output_shape [1, 1, 71, 4096, 64] : tensor<1x71x4096x64xf32> into tensor<1x1x71x4096x64xf32>
    %65 = tensor.empty() : tensor<1x1x4096x64xf32>
    %66 = linalg.fill ins(%cst_0 : f32) outs(%65 : tensor<1x1x4096x64xf32>) -> tensor<1x1x4096x64xf32>
    %reduced = linalg.reduce ins(%expanded : tensor<1x1x71x4096x64xf32>) outs(%66 : tensor<1x1x4096x64xf32>) dimensions = [2] 
      (%in: f32, %init: f32) {
        %172 = arith.addf %in, %init : f32
        linalg.yield %172 : f32
      }
    %expanded_8 = tensor.expand_shape %53 [[0], [1, 2], [3], [4]] output_shape [1, 1, 71, 4096, 64] : tensor<1x71x4096x64xf32> into tensor<1x1x71x4096x64xf32>
    %67 = tensor.empty() : tensor<1x1x4096x64xf32>
    %68 = linalg.fill ins(%cst_0 : f32) outs(%67 : tensor<1x1x4096x64xf32>) -> tensor<1x1x4096x64xf32>
    %reduced_9 = linalg.reduce ins(%expanded_8 : tensor<1x1x71x4096x64xf32>) outs(%68 : tensor<1x1x4096x64xf32>) dimensions = [2] 
      (%in: f32, %init: f32) {
        %172 = arith.addf %in, %init : f32
        linalg.yield %172 : f32
      }
    %69 = tensor.empty() : tensor<4096xf32>
    %70 = linalg.fill ins(%cst_0 : f32) outs(%69 : tensor<4096xf32>) -> tensor<4096xf32>
    %71 = linalg.generic {indexing_maps = [#map13, #map14], iterator_types = ["parallel", "reduction"]} ins(%arg29 : tensor<4096x4544xbf16>) outs(%70 : tensor<4096xf32>) attrs =  {dimtune.kernel = "layer_norm.stats", dimtune.pass = "fwd", dimtune.role = "input_norm", dimtune.row_kernel} {
    ^bb0(%in: bf16, %out: f32):
      %172 = arith.extf %in : bf16 to f32
      %173 = arith.addf %out, %172 : f32
      linalg.yield %173 : f32
    } -> tensor<4096xf32>
    %72 = tensor.empty() : tensor<4096x4544xbf16>
    %73 = linalg.generic {indexing_maps = [#map13, #map14, #map14, #map15, #map15, #map13], iterator_types = ["parallel", "parallel"]} ins(%arg30, %arg31, %arg32, %arg33, %arg34 : tensor<4096x4544xbf16>, tensor<4096xf32>, tensor<4096xf32>, tensor<4544xbf16>, tensor<4544xbf16>) outs(%72 : tensor<4096x4544xbf16>) attrs =  {dimtune.kernel = "layer_norm", dimtune.pass = "fwd", dimtune.role = "input_norm"} {
    ^bb0(%in: bf16, %in_10: f32, %in_11: f32, %in_12: bf16, %in_13: bf16, %out: bf16):
      %172 = arith.truncf %in_10 : f32 to bf16
      %173 = arith.truncf %in_11 : f32 to bf16
      %174 = arith.mulf %in, %172 : bf16
      %175 = arith.mulf %174, %173 : bf16
      %176 = arith.mulf %175, %in_12 : bf16
      %177 = arith.mulf %176, %in_13 : bf16
      linalg.yield %177 : bf16
    } -> tensor<4096x4544xbf16>
    %74 = tensor.empty() : tensor<4096xf32>
    %75 = linalg.fill ins(%cst_0 : f32) outs(%74 : tensor<4096xf32>) -> tensor<4096xf32>
    %76 = linalg.generic {indexing_maps = [#map13, #map13, #map14], iterator_types = ["parallel", "reduction"]} ins(%arg35, %arg36 : tensor<4096x4544xbf16>, tensor<4096x4544xbf16>) outs(%75 : tensor<4096xf32>) attrs =  {dimtune.kernel = "layer_norm_grad_input.sums", dimtune.pass = "bwd", dimtune.role = "input_norm", dimtune.row_kernel} {
    ^bb0(%in: bf16, %in_10: bf16, %out: f32):
      %172 = arith.extf %in : bf16 to f32
      %173 = arith.extf %in_10 : bf16 to f32
      %174 = arith.addf %172, %173 : f32
      %175 = arith.addf %out, %174 : f32
      linalg.yield %175 : f32
    } -> tensor<4096xf32>
    %77 = tensor.empty() : tensor<4096x4544xbf16>
    %78 = linalg.generic {indexing_maps = [#map13, #map13, #map14, #map14, #map15, #map13], iterator_types = ["parallel", "parallel"]} ins(%arg37, %arg38, %arg39, %arg40, %arg41 : tensor<4096x4544xbf16>, tensor<4096x4544xbf16>, tensor<4096xf32>, tensor<4096xf32>, tensor<4544xbf16>) outs(%77 : tensor<4096x4544xbf16>) attrs =  {dimtune.kernel = "layer_norm_grad_input", dimtune.pass = "bwd", dimtune.role = "input_norm"} {
    ^bb0(%in: bf16, %in_10: bf16, %in_11: f32, %in_12: f32, %in_13: bf16, %out: bf16):
      %172 = arith.truncf %in_11 : f32 to bf16
      %173 = arith.truncf %in_12 : f32 to bf16
      %174 = arith.mulf %in, %in_10 : bf16
      %175 = arith.mulf %174, %172 : bf16
      %176 = arith.mulf %175, %173 : bf16
      %177 = arith.mulf %176, %in_13 : bf16
      linalg.yield %177 : bf16
    } -> tensor<4096x4544xbf16>
    %79 = tensor.empty() : tensor<4544xf32>
    %80 = linalg.fill ins(%cst_0 : f32) outs(%79 : tensor<4544xf32>) -> tensor<4544xf32>
    %81 = linalg.generic {indexing_maps = [#map16, #map16, #map14], iterator_types = ["parallel", "reduction"]} ins(%arg42, %arg43 : tensor<4096x4544xbf16>, tensor<4096x4544xbf16>) outs(%80 : tensor<4544xf32>) attrs =  {dimtune.kernel = "gamma_beta_backward", dimtune.pass = "bwd", dimtune.role = "input_norm"} {
    ^bb0(%in: bf16, %in_10: bf16, %out: f32):
      %172 = arith.extf %in : bf16 to f32
      %173 = arith.extf %in_10 : bf16 to f32
      %174 = arith.addf %172, %173 : f32
      %175 = arith.addf %out, %174 : f32
      linalg.yield %175 : f32
    } -> tensor<4544xf32>
    %82 = tensor.empty() : tensor<1x71x4096x64xbf16>
    %83 = linalg.generic {indexing_maps = [#map17, #map18, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg44, %arg45 : tensor<1x4096x71x64xbf16>, tensor<4096x64xbf16>) outs(%82 : tensor<1x71x4096x64xbf16>) attrs =  {dimtune.kernel = "q.mul_cos", dimtune.pass = "fwd", dimtune.role = "rotary"} {
    ^bb0(%in: bf16, %in_10: bf16, %out: bf16):
      %172 = arith.mulf %in, %in_10 : bf16
      linalg.yield %172 : bf16
    } -> tensor<1x71x4096x64xbf16>
    %84 = tensor.empty() : tensor<1x71x4096x32xbf16>
    %85 = linalg.generic {indexing_maps = [#map17, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg46 : tensor<1x4096x71x32xbf16>) outs(%84 : tensor<1x71x4096x32xbf16>) attrs =  {dimtune.kernel = "q.neg_half", dimtune.pass = "fwd", dimtune.role = "rotary"} {
    ^bb0(%in: bf16, %out: bf16):
      %172 = arith.negf %in : bf16
      linalg.yield %172 : bf16
    } -> tensor<1x71x4096x32xbf16>
    %86 = tensor.empty() : tensor<1x71x4096x64xbf16>
    %87 = linalg.generic {indexing_maps = [#map17, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg47 : tensor<1x4096x71x64xbf16>) outs(%86 : tensor<1x71x4096x64xbf16>) attrs =  {dimtune.kernel = "q.cat_half", dimtune.pass = "fwd", dimtune.role = "rotary"} {
    ^bb0(%in: bf16, %out: bf16):
      linalg.yield %in : bf16
    } -> tensor<1x71x4096x64xbf16>
    %88 = tensor.empty() : tensor<1x71x4096x64xbf16>
    %89 = linalg.generic {indexing_maps = [#map8, #map18, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg48, %arg49 : tensor<1x71x4096x64xbf16>, tensor<4096x64xbf16>) outs(%88 : tensor<1x71x4096x64xbf16>) attrs =  {dimtune.kernel = "q.mul_sin", dimtune.pass = "fwd", dimtune.role = "rotary", dimtune.unvectorized} {
    ^bb0(%in: bf16, %in_10: bf16, %out: bf16):
      %172 = arith.mulf %in, %in_10 : bf16
      linalg.yield %172 : bf16
    } -> tensor<1x71x4096x64xbf16>
    %90 = tensor.empty() : tensor<1x71x4096x64xbf16>
    %91 = linalg.generic {indexing_maps = [#map17, #map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg50, %arg51 : tensor<1x4096x71x64xbf16>, tensor<1x71x4096x64xbf16>) outs(%90 : tensor<1x71x4096x64xbf16>) attrs =  {dimtune.kernel = "q.add", dimtune.pass = "fwd", dimtune.role = "rotary"} {
    ^bb0(%in: bf16, %in_10: bf16, %out: bf16):
      %172 = arith.addf %in, %in_10 : bf16
      linalg.yield %172 : bf16
    } -> tensor<1x71x4096x64xbf16>
    %92 = tensor.empty() : tensor<1x71x4096x64xbf16>
    %93 = linalg.generic {indexing_maps = [#map8, #map18, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg52, %arg53 : tensor<1x71x4096x64xbf16>, tensor<4096x64xbf16>) outs(%92 : tensor<1x71x4096x64xbf16>) attrs =  {dimtune.kernel = "q.mul_sin.grad", dimtune.pass = "bwd", dimtune.role = "rotary", dimtune.unvectorized} {
    ^bb0(%in: bf16, %in_10: bf16, %out: bf16):
      %172 = arith.mulf %in, %in_10 : bf16
      linalg.yield %172 : bf16
    } -> tensor<1x71x4096x64xbf16>
    %94 = tensor.empty() : tensor<1x71x4096x32xbf16>
    %95 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg54 : tensor<1x71x4096x32xbf16>) outs(%94 : tensor<1x71x4096x32xbf16>) attrs =  {dimtune.kernel = "q.neg_half.grad", dimtune.pass = "bwd", dimtune.role = "rotary", dimtune.unvectorized} {
    ^bb0(%in: bf16, %out: bf16):
      %172 = arith.negf %in : bf16
      linalg.yield %172 : bf16
    } -> tensor<1x71x4096x32xbf16>
    %96 = tensor.empty() : tensor<1x71x4096x64xbf16>
    %97 = linalg.generic {indexing_maps = [#map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%96 : tensor<1x71x4096x64xbf16>) attrs =  {dimtune.kernel = "q.rotate_half.grad.zeros", dimtune.pass = "bwd", dimtune.role = "rotary"} {
    ^bb0(%out: bf16):
      linalg.yield %cst : bf16
    } -> tensor<1x71x4096x64xbf16>
    %98 = tensor.empty() : tensor<1x71x4096x32xbf16>
    %99 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg55 : tensor<1x71x4096x32xbf16>) outs(%98 : tensor<1x71x4096x32xbf16>) attrs =  {dimtune.kernel = "q.rotate_half.grad.copy", dimtune.pass = "bwd", dimtune.role = "rotary", dimtune.unvectorized} {
    ^bb0(%in: bf16, %out: bf16):
      linalg.yield %in : bf16
    } -> tensor<1x71x4096x32xbf16>
    %100 = tensor.empty() : tensor<1x71x4096x64xbf16>
    %101 = linalg.generic {indexing_maps = [#map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%100 : tensor<1x71x4096x64xbf16>) attrs =  {dimtune.kernel = "q.rotate_half.grad.zeros", dimtune.pass = "bwd", dimtune.role = "rotary"} {
    ^bb0(%out: bf16):
      linalg.yield %cst : bf16
    } -> tensor<1x71x4096x64xbf16>
    %102 = tensor.empty() : tensor<1x71x4096x32xbf16>
    %103 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg56 : tensor<1x71x4096x32xbf16>) outs(%102 : tensor<1x71x4096x32xbf16>) attrs =  {dimtune.kernel = "q.rotate_half.grad.copy", dimtune.pass = "bwd", dimtune.role = "rotary", dimtune.unvectorized} {
    ^bb0(%in: bf16, %out: bf16):
      linalg.yield %in : bf16
    } -> tensor<1x71x4096x32xbf16>
    %104 = tensor.empty() : tensor<1x71x4096x64xbf16>
    %105 = linalg.generic {indexing_maps = [#map8, #map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg57, %arg58 : tensor<1x71x4096x64xbf16>, tensor<1x71x4096x64xbf16>) outs(%104 : tensor<1x71x4096x64xbf16>) attrs =  {dimtune.kernel = "q.rotate_half.grad.sum", dimtune.pass = "bwd", dimtune.role = "rotary"} {
    ^bb0(%in: bf16, %in_10: bf16, %out: bf16):
      %172 = arith.addf %in, %in_10 : bf16
      linalg.yield %172 : bf16
    } -> tensor<1x71x4096x64xbf16>
    %106 = tensor.empty() : tensor<1x71x4096x64xbf16>
    %107 = linalg.generic {indexing_maps = [#map8, #map18, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg59, %arg60 : tensor<1x71x4096x64xbf16>, tensor<4096x64xbf16>) outs(%106 : tensor<1x71x4096x64xbf16>) attrs =  {dimtune.kernel = "q.mul_cos.grad", dimtune.pass = "bwd", dimtune.role = "rotary", dimtune.unvectorized} {
    ^bb0(%in: bf16, %in_10: bf16, %out: bf16):
      %172 = arith.mulf %in, %in_10 : bf16
      linalg.yield %172 : bf16
    } -> tensor<1x71x4096x64xbf16>
    %108 = tensor.empty() : tensor<1x71x4096x64xbf16>
    %109 = linalg.generic {indexing_maps = [#map8, #map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg61, %arg62 : tensor<1x71x4096x64xbf16>, tensor<1x71x4096x64xbf16>) outs(%108 : tensor<1x71x4096x64xbf16>) attrs =  {dimtune.kernel = "q.grad_sum", dimtune.pass = "bwd", dimtune.role = "rotary", dimtune.unvectorized} {
    ^bb0(%in: bf16, %in_10: bf16, %out: bf16):
      %172 = arith.addf %in, %in_10 : bf16
      linalg.yield %172 : bf16
    } -> tensor<1x71x4096x64xbf16>
    %110 = tensor.empty() : tensor<1x1x4096x64xbf16>
    %111 = linalg.generic {indexing_maps = [#map17, #map18, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg63, %arg64 : tensor<1x4096x1x64xbf16>, tensor<4096x64xbf16>) outs(%110 : tensor<1x1x4096x64xbf16>) attrs =  {dimtune.kernel = "k.mul_cos", dimtune.pass = "fwd", dimtune.role = "rotary"} {
    ^bb0(%in: bf16, %in_10: bf16, %out: bf16):
      %172 = arith.mulf %in, %in_10 : bf16
      linalg.yield %172 : bf16
    } -> tensor<1x1x4096x64xbf16>
    %112 = tensor.empty() : tensor<1x1x4096x32xbf16>
    %113 = linalg.generic {indexing_maps = [#map17, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg65 : tensor<1x4096x1x32xbf16>) outs(%112 : tensor<1x1x4096x32xbf16>) attrs =  {dimtune.kernel = "k.neg_half", dimtune.pass = "fwd", dimtune.role = "rotary"} {
    ^bb0(%in: bf16, %out: bf16):
      %172 = arith.negf %in : bf16
      linalg.yield %172 : bf16
    } -> tensor<1x1x4096x32xbf16>
    %114 = tensor.empty() : tensor<1x1x4096x64xbf16>
    %115 = linalg.generic {indexing_maps = [#map17, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg66 : tensor<1x4096x1x64xbf16>) outs(%114 : tensor<1x1x4096x64xbf16>) attrs =  {dimtune.kernel = "k.cat_half", dimtune.pass = "fwd", dimtune.role = "rotary"} {
    ^bb0(%in: bf16, %out: bf16):
      linalg.yield %in : bf16
    } -> tensor<1x1x4096x64xbf16>
    %116 = tensor.empty() : tensor<1x1x4096x64xbf16>
    %117 = linalg.generic {indexing_maps = [#map8, #map18, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg67, %arg68 : tensor<1x1x4096x64xbf16>, tensor<4096x64xbf16>) outs(%116 : tensor<1x1x4096x64xbf16>) attrs =  {dimtune.kernel = "k.mul_sin", dimtune.pass = "fwd", dimtune.role = "rotary", dimtune.unvectorized} {
    ^bb0(%in: bf16, %in_10: bf16, %out: bf16):
      %172 = arith.mulf %in, %in_10 : bf16
      linalg.yield %172 : bf16
    } -> tensor<1x1x4096x64xbf16>
    %118 = tensor.empty() : tensor<1x1x4096x64xbf16>
    %119 = linalg.generic {indexing_maps = [#map17, #map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg69, %arg70 : tensor<1x4096x1x64xbf16>, tensor<1x1x4096x64xbf16>) outs(%118 : tensor<1x1x4096x64xbf16>) attrs =  {dimtune.kernel = "k.add", dimtune.pass = "fwd", dimtune.role = "rotary"} {
    ^bb0(%in: bf16, %in_10: bf16, %out: bf16):
      %172 = arith.addf %in, %in_10 : bf16
      linalg.yield %172 : bf16
    } -> tensor<1x1x4096x64xbf16>
    %120 = tensor.empty() : tensor<1x1x4096x64xbf16>
    %121 = linalg.generic {indexing_maps = [#map8, #map18, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg71, %arg72 : tensor<1x1x4096x64xbf16>, tensor<4096x64xbf16>) outs(%120 : tensor<1x1x4096x64xbf16>) attrs =  {dimtune.kernel = "k.mul_sin.grad", dimtune.pass = "bwd", dimtune.role = "rotary", dimtune.unvectorized} {
    ^bb0(%in: bf16, %in_10: bf16, %out: bf16):
      %172 = arith.mulf %in, %in_10 : bf16
      linalg.yield %172 : bf16
    } -> tensor<1x1x4096x64xbf16>
    %122 = tensor.empty() : tensor<1x1x4096x32xbf16>
    %123 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg73 : tensor<1x1x4096x32xbf16>) outs(%122 : tensor<1x1x4096x32xbf16>) attrs =  {dimtune.kernel = "k.neg_half.grad", dimtune.pass = "bwd", dimtune.role = "rotary", dimtune.unvectorized} {
    ^bb0(%in: bf16, %out: bf16):
      %172 = arith.negf %in : bf16
      linalg.yield %172 : bf16
    } -> tensor<1x1x4096x32xbf16>
    %124 = tensor.empty() : tensor<1x1x4096x64xbf16>
    %125 = linalg.generic {indexing_maps = [#map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%124 : tensor<1x1x4096x64xbf16>) attrs =  {dimtune.kernel = "k.rotate_half.grad.zeros", dimtune.pass = "bwd", dimtune.role = "rotary"} {
    ^bb0(%out: bf16):
      linalg.yield %cst : bf16
    } -> tensor<1x1x4096x64xbf16>
    %126 = tensor.empty() : tensor<1x1x4096x32xbf16>
    %127 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg74 : tensor<1x1x4096x32xbf16>) outs(%126 : tensor<1x1x4096x32xbf16>) attrs =  {dimtune.kernel = "k.rotate_half.grad.copy", dimtune.pass = "bwd", dimtune.role = "rotary", dimtune.unvectorized} {
    ^bb0(%in: bf16, %out: bf16):
      linalg.yield %in : bf16
    } -> tensor<1x1x4096x32xbf16>
    %128 = tensor.empty() : tensor<1x1x4096x64xbf16>
    %129 = linalg.generic {indexing_maps = [#map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%128 : tensor<1x1x4096x64xbf16>) attrs =  {dimtune.kernel = "k.rotate_half.grad.zeros", dimtune.pass = "bwd", dimtune.role = "rotary"} {
    ^bb0(%out: bf16):
      linalg.yield %cst : bf16
    } -> tensor<1x1x4096x64xbf16>
    %130 = tensor.empty() : tensor<1x1x4096x32xbf16>
    %131 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg75 : tensor<1x1x4096x32xbf16>) outs(%130 : tensor<1x1x4096x32xbf16>) attrs =  {dimtune.kernel = "k.rotate_half.grad.copy", dimtune.pass = "bwd", dimtune.role = "rotary", dimtune.unvectorized} {
    ^bb0(%in: bf16, %out: bf16):
      linalg.yield %in : bf16
    } -> tensor<1x1x4096x32xbf16>
    %132 = tensor.empty() : tensor<1x1x4096x64xbf16>
    %133 = linalg.generic {indexing_maps = [#map8, #map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg76, %arg77 : tensor<1x1x4096x64xbf16>, tensor<1x1x4096x64xbf16>) outs(%132 : tensor<1x1x4096x64xbf16>) attrs =  {dimtune.kernel = "k.rotate_half.grad.sum", dimtune.pass = "bwd", dimtune.role = "rotary"} {
    ^bb0(%in: bf16, %in_10: bf16, %out: bf16):
      %172 = arith.addf %in, %in_10 : bf16
      linalg.yield %172 : bf16
    } -> tensor<1x1x4096x64xbf16>
    %134 = tensor.empty() : tensor<1x1x4096x64xbf16>
    %135 = linalg.generic {indexing_maps = [#map8, #map18, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg78, %arg79 : tensor<1x1x4096x64xbf16>, tensor<4096x64xbf16>) outs(%134 : tensor<1x1x4096x64xbf16>) attrs =  {dimtune.kernel = "k.mul_cos.grad", dimtune.pass = "bwd", dimtune.role = "rotary", dimtune.unvectorized} {
    ^bb0(%in: bf16, %in_10: bf16, %out: bf16):
      %172 = arith.mulf %in, %in_10 : bf16
      linalg.yield %172 : bf16
    } -> tensor<1x1x4096x64xbf16>
    %136 = tensor.empty() : tensor<1x1x4096x64xbf16>
    %137 = linalg.generic {indexing_maps = [#map8, #map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg80, %arg81 : tensor<1x1x4096x64xbf16>, tensor<1x1x4096x64xbf16>) outs(%136 : tensor<1x1x4096x64xbf16>) attrs =  {dimtune.kernel = "k.grad_sum", dimtune.pass = "bwd", dimtune.role = "rotary", dimtune.unvectorized} {
    ^bb0(%in: bf16, %in_10: bf16, %out: bf16):
      %172 = arith.addf %in, %in_10 : bf16
      linalg.yield %172 : bf16
    } -> tensor<1x1x4096x64xbf16>
    %138 = tensor.empty() : tensor<1x71x4096x64xf32>
    %139 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg82 : tensor<1x71x4096x64xbf16>) outs(%138 : tensor<1x71x4096x64xf32>) attrs =  {dimtune.kernel = "q.upcast", dimtune.pass = "fwd", dimtune.role = "attention"} {
    ^bb0(%in: bf16, %out: f32):
      %172 = arith.extf %in : bf16 to f32
      linalg.yield %172 : f32
    } -> tensor<1x71x4096x64xf32>
    %140 = tensor.empty() : tensor<1x71x4096x64xbf16>
    %141 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg83 : tensor<1x71x4096x64xf32>) outs(%140 : tensor<1x71x4096x64xbf16>) attrs =  {dimtune.kernel = "q.upcast.grad", dimtune.pass = "bwd", dimtune.role = "attention"} {
    ^bb0(%in: f32, %out: bf16):
      %172 = arith.truncf %in : f32 to bf16
      linalg.yield %172 : bf16
    } -> tensor<1x71x4096x64xbf16>
    %142 = tensor.empty() : tensor<1x1x4096x64xf32>
    %143 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg84 : tensor<1x1x4096x64xbf16>) outs(%142 : tensor<1x1x4096x64xf32>) attrs =  {dimtune.kernel = "k.upcast", dimtune.pass = "fwd", dimtune.role = "attention"} {
    ^bb0(%in: bf16, %out: f32):
      %172 = arith.extf %in : bf16 to f32
      linalg.yield %172 : f32
    } -> tensor<1x1x4096x64xf32>
    %144 = tensor.empty() : tensor<1x1x4096x64xbf16>
    %145 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg85 : tensor<1x1x4096x64xf32>) outs(%144 : tensor<1x1x4096x64xbf16>) attrs =  {dimtune.kernel = "k.upcast.grad", dimtune.pass = "bwd", dimtune.role = "attention"} {
    ^bb0(%in: f32, %out: bf16):
      %172 = arith.truncf %in : f32 to bf16
      linalg.yield %172 : bf16
    } -> tensor<1x1x4096x64xbf16>
    %146 = tensor.empty() : tensor<1x1x4096x64xf32>
    %147 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg86 : tensor<1x1x4096x64xbf16>) outs(%146 : tensor<1x1x4096x64xf32>) attrs =  {dimtune.kernel = "v.upcast", dimtune.pass = "fwd", dimtune.role = "attention"} {
    ^bb0(%in: bf16, %out: f32):
      %172 = arith.extf %in : bf16 to f32
      linalg.yield %172 : f32
    } -> tensor<1x1x4096x64xf32>
    %148 = tensor.empty() : tensor<1x1x4096x64xbf16>
    %149 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg87 : tensor<1x1x4096x64xf32>) outs(%148 : tensor<1x1x4096x64xbf16>) attrs =  {dimtune.kernel = "v.upcast.grad", dimtune.pass = "bwd", dimtune.role = "attention"} {
    ^bb0(%in: f32, %out: bf16):
      %172 = arith.truncf %in : f32 to bf16
      linalg.yield %172 : bf16
    } -> tensor<1x1x4096x64xbf16>
    %150 = tensor.empty() : tensor<1x71x4096x64xbf16>
    %151 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg88 : tensor<1x71x4096x64xf32>) outs(%150 : tensor<1x71x4096x64xbf16>) attrs =  {dimtune.kernel = "output.upcast", dimtune.pass = "fwd", dimtune.role = "attention"} {
    ^bb0(%in: f32, %out: bf16):
      %172 = arith.truncf %in : f32 to bf16
      linalg.yield %172 : bf16
    } -> tensor<1x71x4096x64xbf16>
    %152 = tensor.empty() : tensor<1x71x4096x64xf32>
    %153 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg89 : tensor<1x71x4096x64xbf16>) outs(%152 : tensor<1x71x4096x64xf32>) attrs =  {dimtune.kernel = "output.upcast.grad", dimtune.pass = "bwd", dimtune.role = "attention"} {
    ^bb0(%in: bf16, %out: f32):
      %172 = arith.extf %in : bf16 to f32
      linalg.yield %172 : f32
    } -> tensor<1x71x4096x64xf32>
    %154 = tensor.empty() : tensor<1x71x4096x4096xbf16>
    %155 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg90 : tensor<1x71x4096x4096xf32>) outs(%154 : tensor<1x71x4096x4096xbf16>) attrs =  {dimtune.kernel = "weights.downcast", dimtune.pass = "fwd", dimtune.role = "attention"} {
    ^bb0(%in: f32, %out: bf16):
      %172 = arith.truncf %in : f32 to bf16
      linalg.yield %172 : bf16
    } -> tensor<1x71x4096x4096xbf16>
    %156 = tensor.empty() : tensor<1x4096x71x64xbf16>
    %157 = linalg.generic {indexing_maps = [#map17, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg91 : tensor<1x71x4096x64xbf16>) outs(%156 : tensor<1x4096x71x64xbf16>) attrs =  {dimtune.kernel = "output.contiguous", dimtune.pass = "fwd", dimtune.role = "attention"} {
    ^bb0(%in: bf16, %out: bf16):
      linalg.yield %in : bf16
    } -> tensor<1x4096x71x64xbf16>
    %158 = tensor.empty() : tensor<1x4096x73x64xbf16>
    %159 = linalg.generic {indexing_maps = [#map17, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg92 : tensor<1x73x4096x64xbf16>) outs(%158 : tensor<1x4096x73x64xbf16>) attrs =  {dimtune.kernel = "qkv.grad_cat", dimtune.pass = "bwd", dimtune.role = "attention"} {
    ^bb0(%in: bf16, %out: bf16):
      linalg.yield %in : bf16
    } -> tensor<1x4096x73x64xbf16>
    %160 = tensor.empty() : tensor<4096x18176xbf16>
    %161 = linalg.generic {indexing_maps = [#map13, #map13], iterator_types = ["parallel", "parallel"]} ins(%arg93 : tensor<4096x18176xbf16>) outs(%160 : tensor<4096x18176xbf16>) attrs =  {dimtune.kernel = "act", dimtune.pass = "fwd", dimtune.role = "activation"} {
    ^bb0(%in: bf16, %out: bf16):
      %172 = arith.mulf %in, %cst_3 : bf16
      %173 = math.erf %172 : bf16
      %174 = arith.addf %173, %cst_4 : bf16
      %175 = arith.mulf %in, %cst_5 : bf16
      %176 = arith.mulf %175, %174 : bf16
      linalg.yield %176 : bf16
    } -> tensor<4096x18176xbf16>
    %162 = tensor.empty() : tensor<4096x18176xbf16>
    %163 = linalg.generic {indexing_maps = [#map13, #map13, #map13], iterator_types = ["parallel", "parallel"]} ins(%arg94, %arg95 : tensor<4096x18176xbf16>, tensor<4096x18176xbf16>) outs(%162 : tensor<4096x18176xbf16>) attrs =  {dimtune.kernel = "act.grad", dimtune.pass = "bwd", dimtune.role = "activation"} {
    ^bb0(%in: bf16, %in_10: bf16, %out: bf16):
      %172 = arith.mulf %in, %in_10 : bf16
      linalg.yield %172 : bf16
    } -> tensor<4096x18176xbf16>
    %164 = tensor.empty() : tensor<4096x4544xbf16>
    %165 = linalg.generic {indexing_maps = [#map13, #map13, #map13], iterator_types = ["parallel", "parallel"]} ins(%arg96, %arg97 : tensor<4096x4544xbf16>, tensor<4096x4544xbf16>) outs(%164 : tensor<4096x4544xbf16>) attrs =  {dimtune.kernel = "add", dimtune.pass = "fwd", dimtune.role = "residual"} {
    ^bb0(%in: bf16, %in_10: bf16, %out: bf16):
      %172 = arith.addf %in, %in_10 : bf16
      linalg.yield %172 : bf16
    } -> tensor<4096x4544xbf16>
    %166 = tensor.empty() : tensor<4096x4544xbf16>
    %167 = linalg.generic {indexing_maps = [#map13, #map13, #map13], iterator_types = ["parallel", "parallel"]} ins(%arg98, %arg99 : tensor<4096x4544xbf16>, tensor<4096x4544xbf16>) outs(%166 : tensor<4096x4544xbf16>) attrs =  {dimtune.kernel = "add", dimtune.pass = "fwd", dimtune.role = "residual"} {
    ^bb0(%in: bf16, %in_10: bf16, %out: bf16):
      %172 = arith.addf %in, %in_10 : bf16
      linalg.yield %172 : bf16
    } -> tensor<4096x4544xbf16>
    %168 = tensor.empty() : tensor<4096x4544xbf16>
    %169 = linalg.generic {indexing_maps = [#map13, #map13, #map13], iterator_types = ["parallel", "parallel"]} ins(%arg100, %arg101 : tensor<4096x4544xbf16>, tensor<4096x4544xbf16>) outs(%168 : tensor<4096x4544xbf16>) attrs =  {dimtune.kernel = "grad_sum", dimtune.pass = "bwd", dimtune.role = "residual"} {
    ^bb0(%in: bf16, %in_10: bf16, %out: bf16):
      %172 = arith.addf %in, %in_10 : bf16
      linalg.yield %172 : bf16
    } -> tensor<4096x4544xbf16>
    %170 = tensor.empty() : tensor<4096x4544xbf16>
    %171 = linalg.generic {indexing_maps = [#map13, #map13, #map13], iterator_types = ["parallel", "parallel"]} ins(%arg102, %arg103 : tensor<4096x4544xbf16>, tensor<4096x4544xbf16>) outs(%170 : tensor<4096x4544xbf16>) attrs =  {dimtune.kernel = "grad_sum", dimtune.pass = "bwd", dimtune.role = "residual"} {
    ^bb0(%in: bf16, %in_10: bf16, %out: bf16):
      %172 = arith.addf %in, %in_10 : bf16
      linalg.yield %172 : bf16
    } -> tensor<4096x4544xbf16>
    return %2, %5, %8, %11, %14, %17, %20, %23, %26, %29, %32, %35, %47, %61, %reduced, %reduced_9, %71, %73, %76, %78, %81, %83, %85, %87, %89, %91, %93, %95, %97, %99, %101, %103, %105, %107, %109, %111, %113, %115, %117, %119, %121, %123, %125, %127, %129, %131, %133, %135, %137, %139, %141, %143, %145, %147, %149, %151, %153, %155, %157, %159, %161, %163, %165, %167, %169, %171 : tensor<4096x4672xbf16>, tensor<4096x4544xbf16>, tensor<4672x4544xbf16>, tensor<4096x4544xbf16>, tensor<4096x4544xbf16>, tensor<4544x4544xbf16>, tensor<4096x18176xbf16>, tensor<4096x4544xbf16>, tensor<18176x4544xbf16>, tensor<4096x4544xbf16>, tensor<4096x18176xbf16>, tensor<4544x18176xbf16>, tensor<1x71x4096x64xf32>, tensor<1x71x4096x64xf32>, tensor<1x1x4096x64xf32>, tensor<1x1x4096x64xf32>, tensor<4096xf32>, tensor<4096x4544xbf16>, tensor<4096xf32>, tensor<4096x4544xbf16>, tensor<4544xf32>, tensor<1x71x4096x64xbf16>, tensor<1x71x4096x32xbf16>, tensor<1x71x4096x64xbf16>, tensor<1x71x4096x64xbf16>, tensor<1x71x4096x64xbf16>, tensor<1x71x4096x64xbf16>, tensor<1x71x4096x32xbf16>, tensor<1x71x4096x64xbf16>, tensor<1x71x4096x32xbf16>, tensor<1x71x4096x64xbf16>, tensor<1x71x4096x32xbf16>, tensor<1x71x4096x64xbf16>, tensor<1x71x4096x64xbf16>, tensor<1x71x4096x64xbf16>, tensor<1x1x4096x64xbf16>, tensor<1x1x4096x32xbf16>, tensor<1x1x4096x64xbf16>, tensor<1x1x4096x64xbf16>, tensor<1x1x4096x64xbf16>, tensor<1x1x4096x64xbf16>, tensor<1x1x4096x32xbf16>, tensor<1x1x4096x64xbf16>, tensor<1x1x4096x32xbf16>, tensor<1x1x4096x64xbf16>, tensor<1x1x4096x32xbf16>, tensor<1x1x4096x64xbf16>, tensor<1x1x4096x64xbf16>, tensor<1x1x4096x64xbf16>, tensor<1x71x4096x64xf32>, tensor<1x71x4096x64xbf16>, tensor<1x1x4096x64xf32>, tensor<1x1x4096x64xbf16>, tensor<1x1x4096x64xf32>, tensor<1x1x4096x64xbf16>, tensor<1x71x4096x64xbf16>, tensor<1x71x4096x64xf32>, tensor<1x71x4096x4096xbf16>, tensor<1x4096x71x64xbf16>, tensor<1x4096x73x64xbf16>, tensor<4096x18176xbf16>, tensor<4096x18176xbf16>, tensor<4096x4544xbf16>, tensor<4096x4544xbf16>, tensor<4096x4544xbf16>, tensor<4096x4544xbf16>
  }
  func.func @lm_head(%arg0: tensor<4096x4544xbf16>, %arg1: tensor<65024x4544xbf16>, %arg2: tensor<4096x65024xbf16>, %arg3: tensor<65024x4544xbf16>, %arg4: tensor<4096x65024xbf16>, %arg5: tensor<4096x4544xbf16>, %arg6: tensor<32x1xf32>, %arg7: tensor<1x4096xf32>, %arg8: tensor<65024x4544xbf16>, %arg9: tensor<4096xi64>, %arg10: tensor<4096x4544xbf16>, %arg11: tensor<4096x4544xbf16>, %arg12: tensor<4096xf32>, %arg13: tensor<4096xf32>, %arg14: tensor<4544xbf16>, %arg15: tensor<4544xbf16>, %arg16: tensor<4096x4544xbf16>, %arg17: tensor<4096x4544xbf16>, %arg18: tensor<4096x4544xbf16>, %arg19: tensor<4096x4544xbf16>, %arg20: tensor<4096xf32>, %arg21: tensor<4096xf32>, %arg22: tensor<4544xbf16>, %arg23: tensor<4096x4544xbf16>, %arg24: tensor<4096x4544xbf16>, %arg25: tensor<4096x65024xbf16>, %arg26: tensor<4096x65024xf32>, %arg27: tensor<4096x65024xf32>, %arg28: tensor<4096xf32>, %arg29: tensor<4096x65024xf32>, %arg30: tensor<4096x65024xf32>, %arg31: tensor<4096x65024xf32>, %arg32: tensor<4096xf32>, %arg33: tensor<4096x65024xf32>, %arg34: tensor<4096xi64>, %arg35: tensor<4096x4544xbf16>, %arg36: tensor<65024x4544xbf16>, %arg37: tensor<65024x4544xbf16>) -> (tensor<4096x65024xbf16>, tensor<4096x4544xbf16>, tensor<65024x4544xbf16>, tensor<32x4096xf32>, tensor<4096x4544xbf16>, tensor<4096xf32>, tensor<4096x4544xbf16>, tensor<4096xf32>, tensor<4096x4544xbf16>, tensor<4544xf32>, tensor<4096x65024xf32>, tensor<4096xf32>, tensor<4096x65024xf32>, tensor<4096x65024xf32>, tensor<4096xf32>, tensor<4096x65024xf32>, tensor<4096x65024xbf16>, tensor<65024x4544xbf16>, tensor<65024x4544xbf16>) {
    %cst = arith.constant 0.000000e+00 : bf16
    %cst_0 = arith.constant 0.000000e+00 : f32
    %0 = tensor.empty() : tensor<4096x65024xbf16>
    %1 = linalg.fill ins(%cst : bf16) outs(%0 : tensor<4096x65024xbf16>) -> tensor<4096x65024xbf16>
    %2 = linalg.matmul indexing_maps = [#map, #map1, #map2] {dimtune.pass = "fwd", dimtune.role = "lm_head"} ins(%arg0, %arg1 : tensor<4096x4544xbf16>, tensor<65024x4544xbf16>) outs(%1 : tensor<4096x65024xbf16>) -> tensor<4096x65024xbf16>
    %3 = tensor.empty() : tensor<4096x4544xbf16>
    %4 = linalg.fill ins(%cst : bf16) outs(%3 : tensor<4096x4544xbf16>) -> tensor<4096x4544xbf16>
    %5 = linalg.matmul {dimtune.pass = "dgrad", dimtune.role = "lm_head"} ins(%arg2, %arg3 : tensor<4096x65024xbf16>, tensor<65024x4544xbf16>) outs(%4 : tensor<4096x4544xbf16>) -> tensor<4096x4544xbf16>
    %6 = tensor.empty() : tensor<65024x4544xbf16>
    %7 = linalg.fill ins(%cst : bf16) outs(%6 : tensor<65024x4544xbf16>) -> tensor<65024x4544xbf16>
    %8 = linalg.matmul indexing_maps = [#map3, #map4, #map2] {dimtune.pass = "wgrad", dimtune.role = "lm_head"} ins(%arg4, %arg5 : tensor<4096x65024xbf16>, tensor<4096x4544xbf16>) outs(%7 : tensor<65024x4544xbf16>) -> tensor<65024x4544xbf16>
    %9 = tensor.empty() : tensor<32x4096xf32>
    %10 = linalg.fill ins(%cst_0 : f32) outs(%9 : tensor<32x4096xf32>) -> tensor<32x4096xf32>
    %11 = linalg.matmul {dimtune.pass = "fwd", dimtune.role = "rotary"} ins(%arg6, %arg7 : tensor<32x1xf32>, tensor<1x4096xf32>) outs(%10 : tensor<32x4096xf32>) -> tensor<32x4096xf32>
    %12 = tensor.empty() : tensor<4096x4544xbf16>
    %13 = linalg.generic {indexing_maps = [#map14, #map13], iterator_types = ["parallel", "parallel"]} ins(%arg9 : tensor<4096xi64>) outs(%12 : tensor<4096x4544xbf16>) attrs =  {dimtune.kernel = "embedding", dimtune.pass = "fwd", dimtune.role = "embedding"} {
    ^bb0(%in: i64, %out: bf16):
      %48 = arith.index_cast %in : i64 to index
      %49 = linalg.index 1 : index
      %extracted = tensor.extract %arg8[%48, %49] : tensor<65024x4544xbf16>
      linalg.yield %extracted : bf16
    } -> tensor<4096x4544xbf16>
    %14 = tensor.empty() : tensor<4096xf32>
    %15 = linalg.fill ins(%cst_0 : f32) outs(%14 : tensor<4096xf32>) -> tensor<4096xf32>
    %16 = linalg.generic {indexing_maps = [#map13, #map14], iterator_types = ["parallel", "reduction"]} ins(%arg10 : tensor<4096x4544xbf16>) outs(%15 : tensor<4096xf32>) attrs =  {dimtune.kernel = "layer_norm.stats", dimtune.pass = "fwd", dimtune.role = "final_norm", dimtune.row_kernel} {
    ^bb0(%in: bf16, %out: f32):
      %48 = arith.extf %in : bf16 to f32
      %49 = arith.addf %out, %48 : f32
      linalg.yield %49 : f32
    } -> tensor<4096xf32>
    %17 = tensor.empty() : tensor<4096x4544xbf16>
    %18 = linalg.generic {indexing_maps = [#map13, #map14, #map14, #map15, #map15, #map13], iterator_types = ["parallel", "parallel"]} ins(%arg11, %arg12, %arg13, %arg14, %arg15 : tensor<4096x4544xbf16>, tensor<4096xf32>, tensor<4096xf32>, tensor<4544xbf16>, tensor<4544xbf16>) outs(%17 : tensor<4096x4544xbf16>) attrs =  {dimtune.kernel = "layer_norm", dimtune.pass = "fwd", dimtune.role = "final_norm"} {
    ^bb0(%in: bf16, %in_1: f32, %in_2: f32, %in_3: bf16, %in_4: bf16, %out: bf16):
      %48 = arith.truncf %in_1 : f32 to bf16
      %49 = arith.truncf %in_2 : f32 to bf16
      %50 = arith.mulf %in, %48 : bf16
      %51 = arith.mulf %50, %49 : bf16
      %52 = arith.mulf %51, %in_3 : bf16
      %53 = arith.mulf %52, %in_4 : bf16
      linalg.yield %53 : bf16
    } -> tensor<4096x4544xbf16>
    %19 = tensor.empty() : tensor<4096xf32>
    %20 = linalg.fill ins(%cst_0 : f32) outs(%19 : tensor<4096xf32>) -> tensor<4096xf32>
    %21 = linalg.generic {indexing_maps = [#map13, #map13, #map14], iterator_types = ["parallel", "reduction"]} ins(%arg16, %arg17 : tensor<4096x4544xbf16>, tensor<4096x4544xbf16>) outs(%20 : tensor<4096xf32>) attrs =  {dimtune.kernel = "layer_norm_grad_input.sums", dimtune.pass = "bwd", dimtune.role = "final_norm", dimtune.row_kernel} {
    ^bb0(%in: bf16, %in_1: bf16, %out: f32):
      %48 = arith.extf %in : bf16 to f32
      %49 = arith.extf %in_1 : bf16 to f32
      %50 = arith.addf %48, %49 : f32
      %51 = arith.addf %out, %50 : f32
      linalg.yield %51 : f32
    } -> tensor<4096xf32>
    %22 = tensor.empty() : tensor<4096x4544xbf16>
    %23 = linalg.generic {indexing_maps = [#map13, #map13, #map14, #map14, #map15, #map13], iterator_types = ["parallel", "parallel"]} ins(%arg18, %arg19, %arg20, %arg21, %arg22 : tensor<4096x4544xbf16>, tensor<4096x4544xbf16>, tensor<4096xf32>, tensor<4096xf32>, tensor<4544xbf16>) outs(%22 : tensor<4096x4544xbf16>) attrs =  {dimtune.kernel = "layer_norm_grad_input", dimtune.pass = "bwd", dimtune.role = "final_norm"} {
    ^bb0(%in: bf16, %in_1: bf16, %in_2: f32, %in_3: f32, %in_4: bf16, %out: bf16):
      %48 = arith.truncf %in_2 : f32 to bf16
      %49 = arith.truncf %in_3 : f32 to bf16
      %50 = arith.mulf %in, %in_1 : bf16
      %51 = arith.mulf %50, %48 : bf16
      %52 = arith.mulf %51, %49 : bf16
      %53 = arith.mulf %52, %in_4 : bf16
      linalg.yield %53 : bf16
    } -> tensor<4096x4544xbf16>
    %24 = tensor.empty() : tensor<4544xf32>
    %25 = linalg.fill ins(%cst_0 : f32) outs(%24 : tensor<4544xf32>) -> tensor<4544xf32>
    %26 = linalg.generic {indexing_maps = [#map16, #map16, #map14], iterator_types = ["parallel", "reduction"]} ins(%arg23, %arg24 : tensor<4096x4544xbf16>, tensor<4096x4544xbf16>) outs(%25 : tensor<4544xf32>) attrs =  {dimtune.kernel = "gamma_beta_backward", dimtune.pass = "bwd", dimtune.role = "final_norm"} {
    ^bb0(%in: bf16, %in_1: bf16, %out: f32):
      %48 = arith.extf %in : bf16 to f32
      %49 = arith.extf %in_1 : bf16 to f32
      %50 = arith.addf %48, %49 : f32
      %51 = arith.addf %out, %50 : f32
      linalg.yield %51 : f32
    } -> tensor<4544xf32>
    %27 = tensor.empty() : tensor<4096x65024xf32>
    %28 = linalg.generic {indexing_maps = [#map13, #map13], iterator_types = ["parallel", "parallel"]} ins(%arg25 : tensor<4096x65024xbf16>) outs(%27 : tensor<4096x65024xf32>) attrs =  {dimtune.kernel = "logits.float", dimtune.pass = "fwd", dimtune.role = "loss"} {
    ^bb0(%in: bf16, %out: f32):
      %48 = arith.extf %in : bf16 to f32
      linalg.yield %48 : f32
    } -> tensor<4096x65024xf32>
    %29 = tensor.empty() : tensor<4096xf32>
    %30 = linalg.fill ins(%cst_0 : f32) outs(%29 : tensor<4096xf32>) -> tensor<4096xf32>
    %31 = linalg.generic {indexing_maps = [#map13, #map14], iterator_types = ["parallel", "reduction"]} ins(%arg26 : tensor<4096x65024xf32>) outs(%30 : tensor<4096xf32>) attrs =  {dimtune.kernel = "log_softmax.logsumexp", dimtune.pass = "fwd", dimtune.role = "loss", dimtune.row_kernel} {
    ^bb0(%in: f32, %out: f32):
      %48 = arith.addf %out, %in : f32
      linalg.yield %48 : f32
    } -> tensor<4096xf32>
    %32 = tensor.empty() : tensor<4096x65024xf32>
    %33 = linalg.generic {indexing_maps = [#map13, #map14, #map13], iterator_types = ["parallel", "parallel"]} ins(%arg27, %arg28 : tensor<4096x65024xf32>, tensor<4096xf32>) outs(%32 : tensor<4096x65024xf32>) attrs =  {dimtune.kernel = "log_softmax", dimtune.pass = "fwd", dimtune.role = "loss"} {
    ^bb0(%in: f32, %in_1: f32, %out: f32):
      %48 = arith.addf %in, %in_1 : f32
      linalg.yield %48 : f32
    } -> tensor<4096x65024xf32>
    %34 = tensor.empty() : tensor<4096x65024xf32>
    %35 = linalg.generic {indexing_maps = [#map13], iterator_types = ["parallel", "parallel"]} outs(%34 : tensor<4096x65024xf32>) attrs =  {dimtune.kernel = "nll_loss.grad_zeros", dimtune.pass = "bwd", dimtune.role = "loss"} {
    ^bb0(%out: f32):
      linalg.yield %cst_0 : f32
    } -> tensor<4096x65024xf32>
    %36 = tensor.empty() : tensor<4096xf32>
    %37 = linalg.fill ins(%cst_0 : f32) outs(%36 : tensor<4096xf32>) -> tensor<4096xf32>
    %38 = linalg.generic {indexing_maps = [#map13, #map14], iterator_types = ["parallel", "reduction"]} ins(%arg29 : tensor<4096x65024xf32>) outs(%37 : tensor<4096xf32>) attrs =  {dimtune.kernel = "log_softmax.grad_sum", dimtune.pass = "bwd", dimtune.role = "loss", dimtune.row_kernel} {
    ^bb0(%in: f32, %out: f32):
      %48 = arith.addf %out, %in : f32
      linalg.yield %48 : f32
    } -> tensor<4096xf32>
    %39 = tensor.empty() : tensor<4096x65024xf32>
    %40 = linalg.generic {indexing_maps = [#map13, #map13, #map14, #map13], iterator_types = ["parallel", "parallel"]} ins(%arg30, %arg31, %arg32 : tensor<4096x65024xf32>, tensor<4096x65024xf32>, tensor<4096xf32>) outs(%39 : tensor<4096x65024xf32>) attrs =  {dimtune.kernel = "log_softmax.grad", dimtune.pass = "bwd", dimtune.role = "loss"} {
    ^bb0(%in: f32, %in_1: f32, %in_2: f32, %out: f32):
      %48 = math.exp %in : f32
      %49 = arith.mulf %48, %in_1 : f32
      %50 = arith.mulf %49, %in_2 : f32
      linalg.yield %50 : f32
    } -> tensor<4096x65024xf32>
    %41 = tensor.empty() : tensor<4096x65024xbf16>
    %42 = linalg.generic {indexing_maps = [#map13, #map13], iterator_types = ["parallel", "parallel"]} ins(%arg33 : tensor<4096x65024xf32>) outs(%41 : tensor<4096x65024xbf16>) attrs =  {dimtune.kernel = "logits.float.grad", dimtune.pass = "bwd", dimtune.role = "loss"} {
    ^bb0(%in: f32, %out: bf16):
      %48 = arith.truncf %in : f32 to bf16
      linalg.yield %48 : bf16
    } -> tensor<4096x65024xbf16>
    %43 = tensor.empty() : tensor<65024x4544xbf16>
    %44 = linalg.fill ins(%cst : bf16) outs(%43 : tensor<65024x4544xbf16>) -> tensor<65024x4544xbf16>
    %45 = linalg.generic {indexing_maps = [#map19, #map4, #map2], iterator_types = ["parallel", "parallel", "reduction"]} ins(%arg34, %arg35 : tensor<4096xi64>, tensor<4096x4544xbf16>) outs(%44 : tensor<65024x4544xbf16>) attrs =  {dimtune.kernel = "embedding.grad", dimtune.pass = "bwd", dimtune.role = "embedding"} {
    ^bb0(%in: i64, %in_1: bf16, %out: bf16):
      %48 = arith.index_cast %in : i64 to index
      %49 = linalg.index 0 : index
      %50 = arith.cmpi eq, %48, %49 : index
      %51 = arith.select %50, %in_1, %cst : bf16
      %52 = arith.addf %out, %51 : bf16
      linalg.yield %52 : bf16
    } -> tensor<65024x4544xbf16>
    %46 = tensor.empty() : tensor<65024x4544xbf16>
    %47 = linalg.generic {indexing_maps = [#map13, #map13, #map13], iterator_types = ["parallel", "parallel"]} ins(%arg36, %arg37 : tensor<65024x4544xbf16>, tensor<65024x4544xbf16>) outs(%46 : tensor<65024x4544xbf16>) attrs =  {dimtune.kernel = "tied.grad_sum", dimtune.pass = "bwd", dimtune.role = "embedding"} {
    ^bb0(%in: bf16, %in_1: bf16, %out: bf16):
      %48 = arith.addf %in, %in_1 : bf16
      linalg.yield %48 : bf16
    } -> tensor<65024x4544xbf16>
    return %2, %5, %8, %11, %13, %16, %18, %21, %23, %26, %28, %31, %33, %35, %38, %40, %42, %45, %47 : tensor<4096x65024xbf16>, tensor<4096x4544xbf16>, tensor<65024x4544xbf16>, tensor<32x4096xf32>, tensor<4096x4544xbf16>, tensor<4096xf32>, tensor<4096x4544xbf16>, tensor<4096xf32>, tensor<4096x4544xbf16>, tensor<4544xf32>, tensor<4096x65024xf32>, tensor<4096xf32>, tensor<4096x65024xf32>, tensor<4096x65024xf32>, tensor<4096xf32>, tensor<4096x65024xf32>, tensor<4096x65024xbf16>, tensor<65024x4544xbf16>, tensor<65024x4544xbf16>
  }
}

