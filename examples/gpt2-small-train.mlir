#map = affine_map<(d0, d1, d2) -> (d0, d2)>
#map1 = affine_map<(d0, d1, d2) -> (d1, d2)>
#map2 = affine_map<(d0, d1, d2) -> (d0, d1)>
#map3 = affine_map<(d0, d1, d2) -> (d2, d0)>
#map4 = affine_map<(d0, d1, d2) -> (d2, d1)>
#map5 = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d4)>
#map6 = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d3, d4)>
#map7 = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3)>
#map8 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#map9 = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d4, d3)>
#map10 = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d4, d2)>
#map11 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>
#map12 = affine_map<(d0, d1) -> (d0, d1)>
#map13 = affine_map<(d0, d1) -> (d0)>
#map14 = affine_map<(d0, d1) -> (d1)>
#map15 = affine_map<(d0, d1) -> (d1, d0)>
#map16 = affine_map<(d0, d1, d2) -> (d2)>
module attributes {dimtune.model = {activation = "gelu_new", attention_bias = true, attn_logit_softcapping = 0.000000e+00 : f64, conv1d_weights = true, dtype = "bf16", dynamic_cache = false, eager_attention = false, final_logit_softcapping = 0.000000e+00 : f64, fused_gate_up = false, fused_projections = false, fused_qkv = true, gated_mlp = false, head_dim = 64 : i64, hidden_size = 768 : i64, intermediate_size = 3072 : i64, kv_len = 0 : i64, layers_written = 1 : i64, learned_positions = true, lm_head_bias = false, math_attention = false, max_position_embeddings = 1024 : i64, max_window_layers = 0 : i64, micro_batch = 8 : i64, mlp_bias = true, model_type = "gpt2", norm = "layer", num_attention_heads = 12 : i64, num_experts_per_tok = 0 : i64, num_hidden_layers = 12 : i64, num_key_value_heads = 12 : i64, num_local_experts = 0 : i64, output_bias = true, parallel_block = false, parallel_norms = 1 : i64, phase = "train", position_table_offset = 0 : i64, qk_norm = "none", rotary_dim = 0 : i64, rotary_table = false, sandwich_norms = false, scaled_embeddings = false, seq = 1024 : i64, sequence_parallel = false, sliding_window = 0 : i64, sliding_window_pattern = 0 : i64, tie_word_embeddings = true, tp = 1 : i64, vocab_size = 50257 : i64}} {
  func.func @layer0(%arg0: tensor<8192x768xbf16>, %arg1: tensor<768x2304xbf16>, %arg2: tensor<8192x2304xbf16>, %arg3: tensor<768x2304xbf16>, %arg4: tensor<8192x768xbf16>, %arg5: tensor<8192x2304xbf16>, %arg6: tensor<8192x768xbf16>, %arg7: tensor<768x768xbf16>, %arg8: tensor<8192x768xbf16>, %arg9: tensor<768x768xbf16>, %arg10: tensor<8192x768xbf16>, %arg11: tensor<8192x768xbf16>, %arg12: tensor<8192x768xbf16>, %arg13: tensor<768x3072xbf16>, %arg14: tensor<8192x3072xbf16>, %arg15: tensor<768x3072xbf16>, %arg16: tensor<8192x768xbf16>, %arg17: tensor<8192x3072xbf16>, %arg18: tensor<8192x3072xbf16>, %arg19: tensor<3072x768xbf16>, %arg20: tensor<8192x768xbf16>, %arg21: tensor<3072x768xbf16>, %arg22: tensor<8192x3072xbf16>, %arg23: tensor<8192x768xbf16>, %arg24: tensor<8x12x1024x64xbf16>, %arg25: tensor<8x12x1024x64xbf16>, %arg26: tensor<8x12x1024x64xbf16>, %arg27: tensor<8x12x1024x64xbf16>, %arg28: tensor<8192x768xbf16>, %arg29: tensor<8192x768xbf16>, %arg30: tensor<8192xf32>, %arg31: tensor<8192xf32>, %arg32: tensor<768xbf16>, %arg33: tensor<768xbf16>, %arg34: tensor<8192x768xbf16>, %arg35: tensor<8192x768xbf16>, %arg36: tensor<8192x768xbf16>, %arg37: tensor<8192x768xbf16>, %arg38: tensor<8192xf32>, %arg39: tensor<8192xf32>, %arg40: tensor<768xbf16>, %arg41: tensor<8192x768xbf16>, %arg42: tensor<8192x768xbf16>, %arg43: tensor<8x1024x36x64xbf16>, %arg44: tensor<8192x2304xbf16>, %arg45: tensor<8192x768xbf16>, %arg46: tensor<8192x3072xbf16>, %arg47: tensor<8192x768xbf16>, %arg48: tensor<8192x768xbf16>, %arg49: tensor<8192x768xbf16>, %arg50: tensor<8192xf32>, %arg51: tensor<8192xf32>, %arg52: tensor<768xbf16>, %arg53: tensor<768xbf16>, %arg54: tensor<8192x768xbf16>, %arg55: tensor<8192x768xbf16>, %arg56: tensor<8192x768xbf16>, %arg57: tensor<8192x768xbf16>, %arg58: tensor<8192xf32>, %arg59: tensor<8192xf32>, %arg60: tensor<768xbf16>, %arg61: tensor<8192x768xbf16>, %arg62: tensor<8192x768xbf16>, %arg63: tensor<8192x3072xbf16>, %arg64: tensor<8192x3072xbf16>, %arg65: tensor<8192x3072xbf16>, %arg66: tensor<8192x3072xbf16>, %arg67: tensor<8192x3072xbf16>, %arg68: tensor<8192x3072xbf16>, %arg69: tensor<8192x3072xbf16>, %arg70: tensor<8192x3072xbf16>, %arg71: tensor<8192x3072xbf16>, %arg72: tensor<8192x3072xbf16>, %arg73: tensor<8192x3072xbf16>, %arg74: tensor<8192x3072xbf16>, %arg75: tensor<8192x3072xbf16>, %arg76: tensor<8192x3072xbf16>, %arg77: tensor<8192x3072xbf16>, %arg78: tensor<8192x3072xbf16>, %arg79: tensor<8192x3072xbf16>, %arg80: tensor<8192x3072xbf16>, %arg81: tensor<8192x3072xbf16>, %arg82: tensor<8192x3072xbf16>, %arg83: tensor<8192x3072xbf16>, %arg84: tensor<8192x3072xbf16>, %arg85: tensor<8192x3072xbf16>, %arg86: tensor<8192x3072xbf16>, %arg87: tensor<8192x3072xbf16>, %arg88: tensor<8192x3072xbf16>, %arg89: tensor<8192x3072xbf16>, %arg90: tensor<8192x768xbf16>, %arg91: tensor<8192x768xbf16>, %arg92: tensor<8192x768xbf16>, %arg93: tensor<8192x768xbf16>, %arg94: tensor<8192x768xbf16>, %arg95: tensor<8192x768xbf16>, %arg96: tensor<8192x768xbf16>, %arg97: tensor<8192x768xbf16>) -> (tensor<8192x2304xbf16>, tensor<8192x768xbf16>, tensor<768x2304xbf16>, tensor<8192x768xbf16>, tensor<8192x768xbf16>, tensor<768x768xbf16>, tensor<8192x3072xbf16>, tensor<8192x768xbf16>, tensor<768x3072xbf16>, tensor<8192x768xbf16>, tensor<8192x3072xbf16>, tensor<3072x768xbf16>, tensor<8x12x1024x64xbf16>, tensor<8x12x1024x64xbf16>, tensor<8x12x1024x64xbf16>, tensor<8x12x1024x64xbf16>, tensor<8192xf32>, tensor<8192x768xbf16>, tensor<8192xf32>, tensor<8192x768xbf16>, tensor<768xf32>, tensor<8x1024x36x64xbf16>, tensor<2304xbf16>, tensor<768xbf16>, tensor<3072xbf16>, tensor<768xbf16>, tensor<8192xf32>, tensor<8192x768xbf16>, tensor<8192xf32>, tensor<8192x768xbf16>, tensor<768xf32>, tensor<8192x3072xbf16>, tensor<8192x3072xbf16>, tensor<8192x3072xbf16>, tensor<8192x3072xbf16>, tensor<8192x3072xbf16>, tensor<8192x3072xbf16>, tensor<8192x3072xbf16>, tensor<8192x3072xbf16>, tensor<8192x3072xbf16>, tensor<8192x3072xbf16>, tensor<8192x3072xbf16>, tensor<8192x3072xbf16>, tensor<8192x3072xbf16>, tensor<8192x3072xbf16>, tensor<8192x3072xbf16>, tensor<8192x3072xbf16>, tensor<8192x3072xbf16>, tensor<8192x3072xbf16>, tensor<8192x3072xbf16>, tensor<8192x768xbf16>, tensor<8192x768xbf16>, tensor<8192x768xbf16>, tensor<8192x768xbf16>) {
    %cst = arith.constant 0.000000e+00 : bf16
    %cst_0 = arith.constant 1.250000e-01 : bf16
    %cst_1 = arith.constant 0xFF80 : bf16
    %cst_2 = arith.constant 0.000000e+00 : f32
    %cst_3 = arith.constant 5.000000e-01 : bf16
    %0 = tensor.empty() : tensor<8192x2304xbf16>
    %1 = linalg.fill ins(%cst : bf16) outs(%0 : tensor<8192x2304xbf16>) -> tensor<8192x2304xbf16>
    %2 = linalg.matmul {dimtune.pass = "fwd", dimtune.role = "qkv"} ins(%arg0, %arg1 : tensor<8192x768xbf16>, tensor<768x2304xbf16>) outs(%1 : tensor<8192x2304xbf16>) -> tensor<8192x2304xbf16>
    %3 = tensor.empty() : tensor<8192x768xbf16>
    %4 = linalg.fill ins(%cst : bf16) outs(%3 : tensor<8192x768xbf16>) -> tensor<8192x768xbf16>
    %5 = linalg.matmul indexing_maps = [#map, #map1, #map2] {dimtune.pass = "dgrad", dimtune.role = "qkv"} ins(%arg2, %arg3 : tensor<8192x2304xbf16>, tensor<768x2304xbf16>) outs(%4 : tensor<8192x768xbf16>) -> tensor<8192x768xbf16>
    %6 = tensor.empty() : tensor<768x2304xbf16>
    %7 = linalg.fill ins(%cst : bf16) outs(%6 : tensor<768x2304xbf16>) -> tensor<768x2304xbf16>
    %8 = linalg.matmul indexing_maps = [#map3, #map4, #map2] {dimtune.pass = "wgrad", dimtune.role = "qkv"} ins(%arg4, %arg5 : tensor<8192x768xbf16>, tensor<8192x2304xbf16>) outs(%7 : tensor<768x2304xbf16>) -> tensor<768x2304xbf16>
    %9 = tensor.empty() : tensor<8192x768xbf16>
    %10 = linalg.fill ins(%cst : bf16) outs(%9 : tensor<8192x768xbf16>) -> tensor<8192x768xbf16>
    %11 = linalg.matmul {dimtune.pass = "fwd", dimtune.role = "attn_out"} ins(%arg6, %arg7 : tensor<8192x768xbf16>, tensor<768x768xbf16>) outs(%10 : tensor<8192x768xbf16>) -> tensor<8192x768xbf16>
    %12 = tensor.empty() : tensor<8192x768xbf16>
    %13 = linalg.fill ins(%cst : bf16) outs(%12 : tensor<8192x768xbf16>) -> tensor<8192x768xbf16>
    %14 = linalg.matmul indexing_maps = [#map, #map1, #map2] {dimtune.pass = "dgrad", dimtune.role = "attn_out"} ins(%arg8, %arg9 : tensor<8192x768xbf16>, tensor<768x768xbf16>) outs(%13 : tensor<8192x768xbf16>) -> tensor<8192x768xbf16>
    %15 = tensor.empty() : tensor<768x768xbf16>
    %16 = linalg.fill ins(%cst : bf16) outs(%15 : tensor<768x768xbf16>) -> tensor<768x768xbf16>
    %17 = linalg.matmul indexing_maps = [#map3, #map4, #map2] {dimtune.pass = "wgrad", dimtune.role = "attn_out"} ins(%arg10, %arg11 : tensor<8192x768xbf16>, tensor<8192x768xbf16>) outs(%16 : tensor<768x768xbf16>) -> tensor<768x768xbf16>
    %18 = tensor.empty() : tensor<8192x3072xbf16>
    %19 = linalg.fill ins(%cst : bf16) outs(%18 : tensor<8192x3072xbf16>) -> tensor<8192x3072xbf16>
    %20 = linalg.matmul {dimtune.pass = "fwd", dimtune.role = "mlp_up"} ins(%arg12, %arg13 : tensor<8192x768xbf16>, tensor<768x3072xbf16>) outs(%19 : tensor<8192x3072xbf16>) -> tensor<8192x3072xbf16>
    %21 = tensor.empty() : tensor<8192x768xbf16>
    %22 = linalg.fill ins(%cst : bf16) outs(%21 : tensor<8192x768xbf16>) -> tensor<8192x768xbf16>
    %23 = linalg.matmul indexing_maps = [#map, #map1, #map2] {dimtune.pass = "dgrad", dimtune.role = "mlp_up"} ins(%arg14, %arg15 : tensor<8192x3072xbf16>, tensor<768x3072xbf16>) outs(%22 : tensor<8192x768xbf16>) -> tensor<8192x768xbf16>
    %24 = tensor.empty() : tensor<768x3072xbf16>
    %25 = linalg.fill ins(%cst : bf16) outs(%24 : tensor<768x3072xbf16>) -> tensor<768x3072xbf16>
    %26 = linalg.matmul indexing_maps = [#map3, #map4, #map2] {dimtune.pass = "wgrad", dimtune.role = "mlp_up"} ins(%arg16, %arg17 : tensor<8192x768xbf16>, tensor<8192x3072xbf16>) outs(%25 : tensor<768x3072xbf16>) -> tensor<768x3072xbf16>
    %27 = tensor.empty() : tensor<8192x768xbf16>
    %28 = linalg.fill ins(%cst : bf16) outs(%27 : tensor<8192x768xbf16>) -> tensor<8192x768xbf16>
    %29 = linalg.matmul {dimtune.pass = "fwd", dimtune.role = "mlp_down"} ins(%arg18, %arg19 : tensor<8192x3072xbf16>, tensor<3072x768xbf16>) outs(%28 : tensor<8192x768xbf16>) -> tensor<8192x768xbf16>
    %30 = tensor.empty() : tensor<8192x3072xbf16>
    %31 = linalg.fill ins(%cst : bf16) outs(%30 : tensor<8192x3072xbf16>) -> tensor<8192x3072xbf16>
    %32 = linalg.matmul indexing_maps = [#map, #map1, #map2] {dimtune.pass = "dgrad", dimtune.role = "mlp_down"} ins(%arg20, %arg21 : tensor<8192x768xbf16>, tensor<3072x768xbf16>) outs(%31 : tensor<8192x3072xbf16>) -> tensor<8192x3072xbf16>
    %33 = tensor.empty() : tensor<3072x768xbf16>
    %34 = linalg.fill ins(%cst : bf16) outs(%33 : tensor<3072x768xbf16>) -> tensor<3072x768xbf16>
    %35 = linalg.matmul indexing_maps = [#map3, #map4, #map2] {dimtune.pass = "wgrad", dimtune.role = "mlp_down"} ins(%arg22, %arg23 : tensor<8192x3072xbf16>, tensor<8192x768xbf16>) outs(%34 : tensor<3072x768xbf16>) -> tensor<3072x768xbf16>
    %36 = tensor.empty() : tensor<8x12x1024x1024xbf16>
    %37 = linalg.fill ins(%cst : bf16) outs(%36 : tensor<8x12x1024x1024xbf16>) -> tensor<8x12x1024x1024xbf16>
    %38 = linalg.generic {indexing_maps = [#map5, #map6, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]} ins(%arg24, %arg25 : tensor<8x12x1024x64xbf16>, tensor<8x12x1024x64xbf16>) outs(%37 : tensor<8x12x1024x1024xbf16>) attrs =  {dimtune.pass = "fwd", dimtune.role = "attn_score"} {
    ^bb0(%in: bf16, %in_4: bf16, %out: bf16):
      %149 = arith.mulf %in, %in_4 : bf16
      %150 = arith.addf %out, %149 : bf16
      linalg.yield %150 : bf16
    } -> tensor<8x12x1024x1024xbf16>
    %39 = tensor.empty() : tensor<8x12x1024x1024xbf16>
    %40 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%38 : tensor<8x12x1024x1024xbf16>) outs(%39 : tensor<8x12x1024x1024xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %149 = linalg.index 2 : index
      %150 = linalg.index 3 : index
      %151 = arith.cmpi ugt, %150, %149 : index
      %152 = arith.mulf %in, %cst_0 : bf16
      %153 = arith.select %151, %cst_1, %152 : bf16
      linalg.yield %153 : bf16
    } -> tensor<8x12x1024x1024xbf16>
    %41 = tensor.empty() : tensor<8x12x1024x1024xbf16>
    %42 = linalg.softmax dimension(3) ins(%40 : tensor<8x12x1024x1024xbf16>) outs(%41 : tensor<8x12x1024x1024xbf16>) -> tensor<8x12x1024x1024xbf16>
    %43 = tensor.empty() : tensor<8x12x1024x64xbf16>
    %44 = linalg.fill ins(%cst : bf16) outs(%43 : tensor<8x12x1024x64xbf16>) -> tensor<8x12x1024x64xbf16>
    %45 = linalg.generic {indexing_maps = [#map5, #map9, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]} ins(%42, %arg26 : tensor<8x12x1024x1024xbf16>, tensor<8x12x1024x64xbf16>) outs(%44 : tensor<8x12x1024x64xbf16>) attrs =  {dimtune.pass = "fwd", dimtune.role = "attn_context"} {
    ^bb0(%in: bf16, %in_4: bf16, %out: bf16):
      %149 = arith.mulf %in, %in_4 : bf16
      %150 = arith.addf %out, %149 : bf16
      linalg.yield %150 : bf16
    } -> tensor<8x12x1024x64xbf16>
    %46 = tensor.empty() : tensor<8x12x1024x1024xbf16>
    %47 = linalg.fill ins(%cst : bf16) outs(%46 : tensor<8x12x1024x1024xbf16>) -> tensor<8x12x1024x1024xbf16>
    %48 = linalg.generic {indexing_maps = [#map5, #map6, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]} ins(%arg27, %arg26 : tensor<8x12x1024x64xbf16>, tensor<8x12x1024x64xbf16>) outs(%47 : tensor<8x12x1024x1024xbf16>) attrs =  {dimtune.pass = "dgrad", dimtune.role = "attn_context"} {
    ^bb0(%in: bf16, %in_4: bf16, %out: bf16):
      %149 = arith.mulf %in, %in_4 : bf16
      %150 = arith.addf %out, %149 : bf16
      linalg.yield %150 : bf16
    } -> tensor<8x12x1024x1024xbf16>
    %49 = tensor.empty() : tensor<8x12x1024x64xbf16>
    %50 = linalg.fill ins(%cst : bf16) outs(%49 : tensor<8x12x1024x64xbf16>) -> tensor<8x12x1024x64xbf16>
    %51 = linalg.generic {indexing_maps = [#map10, #map9, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]} ins(%42, %arg27 : tensor<8x12x1024x1024xbf16>, tensor<8x12x1024x64xbf16>) outs(%50 : tensor<8x12x1024x64xbf16>) attrs =  {dimtune.pass = "wgrad", dimtune.role = "attn_context"} {
    ^bb0(%in: bf16, %in_4: bf16, %out: bf16):
      %149 = arith.mulf %in, %in_4 : bf16
      %150 = arith.addf %out, %149 : bf16
      linalg.yield %150 : bf16
    } -> tensor<8x12x1024x64xbf16>
    %52 = tensor.empty() : tensor<8x12x1024xbf16>
    %53 = linalg.fill ins(%cst : bf16) outs(%52 : tensor<8x12x1024xbf16>) -> tensor<8x12x1024xbf16>
    %54 = linalg.generic {indexing_maps = [#map8, #map8, #map11], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%42, %48 : tensor<8x12x1024x1024xbf16>, tensor<8x12x1024x1024xbf16>) outs(%53 : tensor<8x12x1024xbf16>) {
    ^bb0(%in: bf16, %in_4: bf16, %out: bf16):
      %149 = arith.mulf %in, %in_4 : bf16
      %150 = arith.addf %out, %149 : bf16
      linalg.yield %150 : bf16
    } -> tensor<8x12x1024xbf16>
    %55 = tensor.empty() : tensor<8x12x1024x1024xbf16>
    %56 = linalg.generic {indexing_maps = [#map8, #map8, #map11, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%42, %48, %54 : tensor<8x12x1024x1024xbf16>, tensor<8x12x1024x1024xbf16>, tensor<8x12x1024xbf16>) outs(%55 : tensor<8x12x1024x1024xbf16>) {
    ^bb0(%in: bf16, %in_4: bf16, %in_5: bf16, %out: bf16):
      %149 = arith.subf %in_4, %in_5 : bf16
      %150 = arith.mulf %in, %149 : bf16
      %151 = arith.mulf %150, %cst_0 : bf16
      linalg.yield %151 : bf16
    } -> tensor<8x12x1024x1024xbf16>
    %57 = tensor.empty() : tensor<8x12x1024x64xbf16>
    %58 = linalg.fill ins(%cst : bf16) outs(%57 : tensor<8x12x1024x64xbf16>) -> tensor<8x12x1024x64xbf16>
    %59 = linalg.generic {indexing_maps = [#map5, #map9, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]} ins(%56, %arg25 : tensor<8x12x1024x1024xbf16>, tensor<8x12x1024x64xbf16>) outs(%58 : tensor<8x12x1024x64xbf16>) attrs =  {dimtune.pass = "dgrad", dimtune.role = "attn_score"} {
    ^bb0(%in: bf16, %in_4: bf16, %out: bf16):
      %149 = arith.mulf %in, %in_4 : bf16
      %150 = arith.addf %out, %149 : bf16
      linalg.yield %150 : bf16
    } -> tensor<8x12x1024x64xbf16>
    %60 = tensor.empty() : tensor<8x12x1024x64xbf16>
    %61 = linalg.fill ins(%cst : bf16) outs(%60 : tensor<8x12x1024x64xbf16>) -> tensor<8x12x1024x64xbf16>
    %62 = linalg.generic {indexing_maps = [#map10, #map9, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]} ins(%56, %arg24 : tensor<8x12x1024x1024xbf16>, tensor<8x12x1024x64xbf16>) outs(%61 : tensor<8x12x1024x64xbf16>) attrs =  {dimtune.pass = "wgrad", dimtune.role = "attn_score"} {
    ^bb0(%in: bf16, %in_4: bf16, %out: bf16):
      %149 = arith.mulf %in, %in_4 : bf16
      %150 = arith.addf %out, %149 : bf16
      linalg.yield %150 : bf16
    } -> tensor<8x12x1024x64xbf16>
    %63 = tensor.empty() : tensor<8192xf32>
    %64 = linalg.fill ins(%cst_2 : f32) outs(%63 : tensor<8192xf32>) -> tensor<8192xf32>
    %65 = linalg.generic {indexing_maps = [#map12, #map13], iterator_types = ["parallel", "reduction"]} ins(%arg28 : tensor<8192x768xbf16>) outs(%64 : tensor<8192xf32>) attrs =  {dimtune.kernel = "layer_norm.stats", dimtune.pass = "fwd", dimtune.role = "input_norm", dimtune.row_kernel} {
    ^bb0(%in: bf16, %out: f32):
      %149 = arith.extf %in : bf16 to f32
      %150 = arith.addf %out, %149 : f32
      linalg.yield %150 : f32
    } -> tensor<8192xf32>
    %66 = tensor.empty() : tensor<8192x768xbf16>
    %67 = linalg.generic {indexing_maps = [#map12, #map13, #map13, #map14, #map14, #map12], iterator_types = ["parallel", "parallel"]} ins(%arg29, %arg30, %arg31, %arg32, %arg33 : tensor<8192x768xbf16>, tensor<8192xf32>, tensor<8192xf32>, tensor<768xbf16>, tensor<768xbf16>) outs(%66 : tensor<8192x768xbf16>) attrs =  {dimtune.kernel = "layer_norm", dimtune.pass = "fwd", dimtune.role = "input_norm"} {
    ^bb0(%in: bf16, %in_4: f32, %in_5: f32, %in_6: bf16, %in_7: bf16, %out: bf16):
      %149 = arith.truncf %in_4 : f32 to bf16
      %150 = arith.truncf %in_5 : f32 to bf16
      %151 = arith.mulf %in, %149 : bf16
      %152 = arith.mulf %151, %150 : bf16
      %153 = arith.mulf %152, %in_6 : bf16
      %154 = arith.mulf %153, %in_7 : bf16
      linalg.yield %154 : bf16
    } -> tensor<8192x768xbf16>
    %68 = tensor.empty() : tensor<8192xf32>
    %69 = linalg.fill ins(%cst_2 : f32) outs(%68 : tensor<8192xf32>) -> tensor<8192xf32>
    %70 = linalg.generic {indexing_maps = [#map12, #map12, #map13], iterator_types = ["parallel", "reduction"]} ins(%arg34, %arg35 : tensor<8192x768xbf16>, tensor<8192x768xbf16>) outs(%69 : tensor<8192xf32>) attrs =  {dimtune.kernel = "layer_norm_grad_input.sums", dimtune.pass = "bwd", dimtune.role = "input_norm", dimtune.row_kernel} {
    ^bb0(%in: bf16, %in_4: bf16, %out: f32):
      %149 = arith.extf %in : bf16 to f32
      %150 = arith.extf %in_4 : bf16 to f32
      %151 = arith.addf %149, %150 : f32
      %152 = arith.addf %out, %151 : f32
      linalg.yield %152 : f32
    } -> tensor<8192xf32>
    %71 = tensor.empty() : tensor<8192x768xbf16>
    %72 = linalg.generic {indexing_maps = [#map12, #map12, #map13, #map13, #map14, #map12], iterator_types = ["parallel", "parallel"]} ins(%arg36, %arg37, %arg38, %arg39, %arg40 : tensor<8192x768xbf16>, tensor<8192x768xbf16>, tensor<8192xf32>, tensor<8192xf32>, tensor<768xbf16>) outs(%71 : tensor<8192x768xbf16>) attrs =  {dimtune.kernel = "layer_norm_grad_input", dimtune.pass = "bwd", dimtune.role = "input_norm"} {
    ^bb0(%in: bf16, %in_4: bf16, %in_5: f32, %in_6: f32, %in_7: bf16, %out: bf16):
      %149 = arith.truncf %in_5 : f32 to bf16
      %150 = arith.truncf %in_6 : f32 to bf16
      %151 = arith.mulf %in, %in_4 : bf16
      %152 = arith.mulf %151, %149 : bf16
      %153 = arith.mulf %152, %150 : bf16
      %154 = arith.mulf %153, %in_7 : bf16
      linalg.yield %154 : bf16
    } -> tensor<8192x768xbf16>
    %73 = tensor.empty() : tensor<768xf32>
    %74 = linalg.fill ins(%cst_2 : f32) outs(%73 : tensor<768xf32>) -> tensor<768xf32>
    %75 = linalg.generic {indexing_maps = [#map15, #map15, #map13], iterator_types = ["parallel", "reduction"]} ins(%arg41, %arg42 : tensor<8192x768xbf16>, tensor<8192x768xbf16>) outs(%74 : tensor<768xf32>) attrs =  {dimtune.kernel = "gamma_beta_backward", dimtune.pass = "bwd", dimtune.role = "input_norm"} {
    ^bb0(%in: bf16, %in_4: bf16, %out: f32):
      %149 = arith.extf %in : bf16 to f32
      %150 = arith.extf %in_4 : bf16 to f32
      %151 = arith.addf %149, %150 : f32
      %152 = arith.addf %out, %151 : f32
      linalg.yield %152 : f32
    } -> tensor<768xf32>
    %76 = tensor.empty() : tensor<8x1024x36x64xbf16>
    %77 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg43 : tensor<8x1024x36x64xbf16>) outs(%76 : tensor<8x1024x36x64xbf16>) attrs =  {dimtune.kernel = "qkv.grad_cat", dimtune.pass = "bwd", dimtune.role = "attention"} {
    ^bb0(%in: bf16, %out: bf16):
      linalg.yield %in : bf16
    } -> tensor<8x1024x36x64xbf16>
    %78 = tensor.empty() : tensor<2304xbf16>
    %79 = linalg.fill ins(%cst : bf16) outs(%78 : tensor<2304xbf16>) -> tensor<2304xbf16>
    %80 = linalg.generic {indexing_maps = [#map15, #map13], iterator_types = ["parallel", "reduction"]} ins(%arg44 : tensor<8192x2304xbf16>) outs(%79 : tensor<2304xbf16>) attrs =  {dimtune.kernel = "bias.grad", dimtune.pass = "bwd", dimtune.role = "qkv"} {
    ^bb0(%in: bf16, %out: bf16):
      %149 = arith.addf %out, %in : bf16
      linalg.yield %149 : bf16
    } -> tensor<2304xbf16>
    %81 = tensor.empty() : tensor<768xbf16>
    %82 = linalg.fill ins(%cst : bf16) outs(%81 : tensor<768xbf16>) -> tensor<768xbf16>
    %83 = linalg.generic {indexing_maps = [#map15, #map13], iterator_types = ["parallel", "reduction"]} ins(%arg45 : tensor<8192x768xbf16>) outs(%82 : tensor<768xbf16>) attrs =  {dimtune.kernel = "bias.grad", dimtune.pass = "bwd", dimtune.role = "attn_out"} {
    ^bb0(%in: bf16, %out: bf16):
      %149 = arith.addf %out, %in : bf16
      linalg.yield %149 : bf16
    } -> tensor<768xbf16>
    %84 = tensor.empty() : tensor<3072xbf16>
    %85 = linalg.fill ins(%cst : bf16) outs(%84 : tensor<3072xbf16>) -> tensor<3072xbf16>
    %86 = linalg.generic {indexing_maps = [#map15, #map13], iterator_types = ["parallel", "reduction"]} ins(%arg46 : tensor<8192x3072xbf16>) outs(%85 : tensor<3072xbf16>) attrs =  {dimtune.kernel = "bias.grad", dimtune.pass = "bwd", dimtune.role = "mlp_up"} {
    ^bb0(%in: bf16, %out: bf16):
      %149 = arith.addf %out, %in : bf16
      linalg.yield %149 : bf16
    } -> tensor<3072xbf16>
    %87 = tensor.empty() : tensor<768xbf16>
    %88 = linalg.fill ins(%cst : bf16) outs(%87 : tensor<768xbf16>) -> tensor<768xbf16>
    %89 = linalg.generic {indexing_maps = [#map15, #map13], iterator_types = ["parallel", "reduction"]} ins(%arg47 : tensor<8192x768xbf16>) outs(%88 : tensor<768xbf16>) attrs =  {dimtune.kernel = "bias.grad", dimtune.pass = "bwd", dimtune.role = "mlp_down"} {
    ^bb0(%in: bf16, %out: bf16):
      %149 = arith.addf %out, %in : bf16
      linalg.yield %149 : bf16
    } -> tensor<768xbf16>
    %90 = tensor.empty() : tensor<8192xf32>
    %91 = linalg.fill ins(%cst_2 : f32) outs(%90 : tensor<8192xf32>) -> tensor<8192xf32>
    %92 = linalg.generic {indexing_maps = [#map12, #map13], iterator_types = ["parallel", "reduction"]} ins(%arg48 : tensor<8192x768xbf16>) outs(%91 : tensor<8192xf32>) attrs =  {dimtune.kernel = "layer_norm.stats", dimtune.pass = "fwd", dimtune.role = "post_attention_norm", dimtune.row_kernel} {
    ^bb0(%in: bf16, %out: f32):
      %149 = arith.extf %in : bf16 to f32
      %150 = arith.addf %out, %149 : f32
      linalg.yield %150 : f32
    } -> tensor<8192xf32>
    %93 = tensor.empty() : tensor<8192x768xbf16>
    %94 = linalg.generic {indexing_maps = [#map12, #map13, #map13, #map14, #map14, #map12], iterator_types = ["parallel", "parallel"]} ins(%arg49, %arg50, %arg51, %arg52, %arg53 : tensor<8192x768xbf16>, tensor<8192xf32>, tensor<8192xf32>, tensor<768xbf16>, tensor<768xbf16>) outs(%93 : tensor<8192x768xbf16>) attrs =  {dimtune.kernel = "layer_norm", dimtune.pass = "fwd", dimtune.role = "post_attention_norm"} {
    ^bb0(%in: bf16, %in_4: f32, %in_5: f32, %in_6: bf16, %in_7: bf16, %out: bf16):
      %149 = arith.truncf %in_4 : f32 to bf16
      %150 = arith.truncf %in_5 : f32 to bf16
      %151 = arith.mulf %in, %149 : bf16
      %152 = arith.mulf %151, %150 : bf16
      %153 = arith.mulf %152, %in_6 : bf16
      %154 = arith.mulf %153, %in_7 : bf16
      linalg.yield %154 : bf16
    } -> tensor<8192x768xbf16>
    %95 = tensor.empty() : tensor<8192xf32>
    %96 = linalg.fill ins(%cst_2 : f32) outs(%95 : tensor<8192xf32>) -> tensor<8192xf32>
    %97 = linalg.generic {indexing_maps = [#map12, #map12, #map13], iterator_types = ["parallel", "reduction"]} ins(%arg54, %arg55 : tensor<8192x768xbf16>, tensor<8192x768xbf16>) outs(%96 : tensor<8192xf32>) attrs =  {dimtune.kernel = "layer_norm_grad_input.sums", dimtune.pass = "bwd", dimtune.role = "post_attention_norm", dimtune.row_kernel} {
    ^bb0(%in: bf16, %in_4: bf16, %out: f32):
      %149 = arith.extf %in : bf16 to f32
      %150 = arith.extf %in_4 : bf16 to f32
      %151 = arith.addf %149, %150 : f32
      %152 = arith.addf %out, %151 : f32
      linalg.yield %152 : f32
    } -> tensor<8192xf32>
    %98 = tensor.empty() : tensor<8192x768xbf16>
    %99 = linalg.generic {indexing_maps = [#map12, #map12, #map13, #map13, #map14, #map12], iterator_types = ["parallel", "parallel"]} ins(%arg56, %arg57, %arg58, %arg59, %arg60 : tensor<8192x768xbf16>, tensor<8192x768xbf16>, tensor<8192xf32>, tensor<8192xf32>, tensor<768xbf16>) outs(%98 : tensor<8192x768xbf16>) attrs =  {dimtune.kernel = "layer_norm_grad_input", dimtune.pass = "bwd", dimtune.role = "post_attention_norm"} {
    ^bb0(%in: bf16, %in_4: bf16, %in_5: f32, %in_6: f32, %in_7: bf16, %out: bf16):
      %149 = arith.truncf %in_5 : f32 to bf16
      %150 = arith.truncf %in_6 : f32 to bf16
      %151 = arith.mulf %in, %in_4 : bf16
      %152 = arith.mulf %151, %149 : bf16
      %153 = arith.mulf %152, %150 : bf16
      %154 = arith.mulf %153, %in_7 : bf16
      linalg.yield %154 : bf16
    } -> tensor<8192x768xbf16>
    %100 = tensor.empty() : tensor<768xf32>
    %101 = linalg.fill ins(%cst_2 : f32) outs(%100 : tensor<768xf32>) -> tensor<768xf32>
    %102 = linalg.generic {indexing_maps = [#map15, #map15, #map13], iterator_types = ["parallel", "reduction"]} ins(%arg61, %arg62 : tensor<8192x768xbf16>, tensor<8192x768xbf16>) outs(%101 : tensor<768xf32>) attrs =  {dimtune.kernel = "gamma_beta_backward", dimtune.pass = "bwd", dimtune.role = "post_attention_norm"} {
    ^bb0(%in: bf16, %in_4: bf16, %out: f32):
      %149 = arith.extf %in : bf16 to f32
      %150 = arith.extf %in_4 : bf16 to f32
      %151 = arith.addf %149, %150 : f32
      %152 = arith.addf %out, %151 : f32
      linalg.yield %152 : f32
    } -> tensor<768xf32>
    %103 = tensor.empty() : tensor<8192x3072xbf16>
    %104 = linalg.generic {indexing_maps = [#map12, #map12], iterator_types = ["parallel", "parallel"]} ins(%arg63 : tensor<8192x3072xbf16>) outs(%103 : tensor<8192x3072xbf16>) attrs =  {dimtune.kernel = "pow3", dimtune.pass = "fwd", dimtune.role = "activation"} {
    ^bb0(%in: bf16, %out: bf16):
      %149 = arith.mulf %in, %in : bf16
      linalg.yield %149 : bf16
    } -> tensor<8192x3072xbf16>
    %105 = tensor.empty() : tensor<8192x3072xbf16>
    %106 = linalg.generic {indexing_maps = [#map12, #map12], iterator_types = ["parallel", "parallel"]} ins(%arg64 : tensor<8192x3072xbf16>) outs(%105 : tensor<8192x3072xbf16>) attrs =  {dimtune.kernel = "mul_0.044715", dimtune.pass = "fwd", dimtune.role = "activation"} {
    ^bb0(%in: bf16, %out: bf16):
      %149 = arith.mulf %in, %cst_3 : bf16
      linalg.yield %149 : bf16
    } -> tensor<8192x3072xbf16>
    %107 = tensor.empty() : tensor<8192x3072xbf16>
    %108 = linalg.generic {indexing_maps = [#map12, #map12, #map12], iterator_types = ["parallel", "parallel"]} ins(%arg65, %arg66 : tensor<8192x3072xbf16>, tensor<8192x3072xbf16>) outs(%107 : tensor<8192x3072xbf16>) attrs =  {dimtune.kernel = "add_x", dimtune.pass = "fwd", dimtune.role = "activation"} {
    ^bb0(%in: bf16, %in_4: bf16, %out: bf16):
      %149 = arith.addf %in, %in_4 : bf16
      linalg.yield %149 : bf16
    } -> tensor<8192x3072xbf16>
    %109 = tensor.empty() : tensor<8192x3072xbf16>
    %110 = linalg.generic {indexing_maps = [#map12, #map12], iterator_types = ["parallel", "parallel"]} ins(%arg67 : tensor<8192x3072xbf16>) outs(%109 : tensor<8192x3072xbf16>) attrs =  {dimtune.kernel = "mul_sqrt_2_pi", dimtune.pass = "fwd", dimtune.role = "activation"} {
    ^bb0(%in: bf16, %out: bf16):
      %149 = arith.mulf %in, %cst_3 : bf16
      linalg.yield %149 : bf16
    } -> tensor<8192x3072xbf16>
    %111 = tensor.empty() : tensor<8192x3072xbf16>
    %112 = linalg.generic {indexing_maps = [#map12, #map12], iterator_types = ["parallel", "parallel"]} ins(%arg68 : tensor<8192x3072xbf16>) outs(%111 : tensor<8192x3072xbf16>) attrs =  {dimtune.kernel = "tanh", dimtune.pass = "fwd", dimtune.role = "activation"} {
    ^bb0(%in: bf16, %out: bf16):
      %149 = math.tanh %in : bf16
      linalg.yield %149 : bf16
    } -> tensor<8192x3072xbf16>
    %113 = tensor.empty() : tensor<8192x3072xbf16>
    %114 = linalg.generic {indexing_maps = [#map12, #map12], iterator_types = ["parallel", "parallel"]} ins(%arg69 : tensor<8192x3072xbf16>) outs(%113 : tensor<8192x3072xbf16>) attrs =  {dimtune.kernel = "add_1", dimtune.pass = "fwd", dimtune.role = "activation"} {
    ^bb0(%in: bf16, %out: bf16):
      linalg.yield %in : bf16
    } -> tensor<8192x3072xbf16>
    %115 = tensor.empty() : tensor<8192x3072xbf16>
    %116 = linalg.generic {indexing_maps = [#map12, #map12], iterator_types = ["parallel", "parallel"]} ins(%arg70 : tensor<8192x3072xbf16>) outs(%115 : tensor<8192x3072xbf16>) attrs =  {dimtune.kernel = "mul_0.5", dimtune.pass = "fwd", dimtune.role = "activation"} {
    ^bb0(%in: bf16, %out: bf16):
      %149 = arith.mulf %in, %cst_3 : bf16
      linalg.yield %149 : bf16
    } -> tensor<8192x3072xbf16>
    %117 = tensor.empty() : tensor<8192x3072xbf16>
    %118 = linalg.generic {indexing_maps = [#map12, #map12, #map12], iterator_types = ["parallel", "parallel"]} ins(%arg71, %arg72 : tensor<8192x3072xbf16>, tensor<8192x3072xbf16>) outs(%117 : tensor<8192x3072xbf16>) attrs =  {dimtune.kernel = "mul", dimtune.pass = "fwd", dimtune.role = "activation"} {
    ^bb0(%in: bf16, %in_4: bf16, %out: bf16):
      %149 = arith.mulf %in, %in_4 : bf16
      linalg.yield %149 : bf16
    } -> tensor<8192x3072xbf16>
    %119 = tensor.empty() : tensor<8192x3072xbf16>
    %120 = linalg.generic {indexing_maps = [#map12, #map12, #map12], iterator_types = ["parallel", "parallel"]} ins(%arg73, %arg74 : tensor<8192x3072xbf16>, tensor<8192x3072xbf16>) outs(%119 : tensor<8192x3072xbf16>) attrs =  {dimtune.kernel = "mul.grad_a", dimtune.pass = "bwd", dimtune.role = "activation"} {
    ^bb0(%in: bf16, %in_4: bf16, %out: bf16):
      %149 = arith.mulf %in, %in_4 : bf16
      linalg.yield %149 : bf16
    } -> tensor<8192x3072xbf16>
    %121 = tensor.empty() : tensor<8192x3072xbf16>
    %122 = linalg.generic {indexing_maps = [#map12, #map12, #map12], iterator_types = ["parallel", "parallel"]} ins(%arg75, %arg76 : tensor<8192x3072xbf16>, tensor<8192x3072xbf16>) outs(%121 : tensor<8192x3072xbf16>) attrs =  {dimtune.kernel = "mul.grad_b", dimtune.pass = "bwd", dimtune.role = "activation"} {
    ^bb0(%in: bf16, %in_4: bf16, %out: bf16):
      %149 = arith.mulf %in, %in_4 : bf16
      linalg.yield %149 : bf16
    } -> tensor<8192x3072xbf16>
    %123 = tensor.empty() : tensor<8192x3072xbf16>
    %124 = linalg.generic {indexing_maps = [#map12, #map12, #map12], iterator_types = ["parallel", "parallel"]} ins(%arg77, %arg78 : tensor<8192x3072xbf16>, tensor<8192x3072xbf16>) outs(%123 : tensor<8192x3072xbf16>) attrs =  {dimtune.kernel = "tanh.grad", dimtune.pass = "bwd", dimtune.role = "activation"} {
    ^bb0(%in: bf16, %in_4: bf16, %out: bf16):
      %149 = arith.mulf %in, %in_4 : bf16
      linalg.yield %149 : bf16
    } -> tensor<8192x3072xbf16>
    %125 = tensor.empty() : tensor<8192x3072xbf16>
    %126 = linalg.generic {indexing_maps = [#map12, #map12], iterator_types = ["parallel", "parallel"]} ins(%arg79 : tensor<8192x3072xbf16>) outs(%125 : tensor<8192x3072xbf16>) attrs =  {dimtune.kernel = "mul_sqrt_2_pi.grad", dimtune.pass = "bwd", dimtune.role = "activation"} {
    ^bb0(%in: bf16, %out: bf16):
      %149 = arith.mulf %in, %cst_3 : bf16
      linalg.yield %149 : bf16
    } -> tensor<8192x3072xbf16>
    %127 = tensor.empty() : tensor<8192x3072xbf16>
    %128 = linalg.generic {indexing_maps = [#map12, #map12], iterator_types = ["parallel", "parallel"]} ins(%arg80 : tensor<8192x3072xbf16>) outs(%127 : tensor<8192x3072xbf16>) attrs =  {dimtune.kernel = "mul_0.044715.grad", dimtune.pass = "bwd", dimtune.role = "activation"} {
    ^bb0(%in: bf16, %out: bf16):
      %149 = arith.mulf %in, %cst_3 : bf16
      linalg.yield %149 : bf16
    } -> tensor<8192x3072xbf16>
    %129 = tensor.empty() : tensor<8192x3072xbf16>
    %130 = linalg.generic {indexing_maps = [#map12, #map12], iterator_types = ["parallel", "parallel"]} ins(%arg81 : tensor<8192x3072xbf16>) outs(%129 : tensor<8192x3072xbf16>) attrs =  {dimtune.kernel = "pow3.grad_pow", dimtune.pass = "bwd", dimtune.role = "activation"} {
    ^bb0(%in: bf16, %out: bf16):
      %149 = arith.mulf %in, %in : bf16
      linalg.yield %149 : bf16
    } -> tensor<8192x3072xbf16>
    %131 = tensor.empty() : tensor<8192x3072xbf16>
    %132 = linalg.generic {indexing_maps = [#map12, #map12], iterator_types = ["parallel", "parallel"]} ins(%arg82 : tensor<8192x3072xbf16>) outs(%131 : tensor<8192x3072xbf16>) attrs =  {dimtune.kernel = "pow3.grad_scale", dimtune.pass = "bwd", dimtune.role = "activation"} {
    ^bb0(%in: bf16, %out: bf16):
      %149 = arith.mulf %in, %cst_3 : bf16
      linalg.yield %149 : bf16
    } -> tensor<8192x3072xbf16>
    %133 = tensor.empty() : tensor<8192x3072xbf16>
    %134 = linalg.generic {indexing_maps = [#map12, #map12, #map12], iterator_types = ["parallel", "parallel"]} ins(%arg83, %arg84 : tensor<8192x3072xbf16>, tensor<8192x3072xbf16>) outs(%133 : tensor<8192x3072xbf16>) attrs =  {dimtune.kernel = "pow3.grad", dimtune.pass = "bwd", dimtune.role = "activation"} {
    ^bb0(%in: bf16, %in_4: bf16, %out: bf16):
      %149 = arith.mulf %in, %in_4 : bf16
      linalg.yield %149 : bf16
    } -> tensor<8192x3072xbf16>
    %135 = tensor.empty() : tensor<8192x3072xbf16>
    %136 = linalg.generic {indexing_maps = [#map12, #map12], iterator_types = ["parallel", "parallel"]} ins(%arg85 : tensor<8192x3072xbf16>) outs(%135 : tensor<8192x3072xbf16>) attrs =  {dimtune.kernel = "mul_0.5.grad", dimtune.pass = "bwd", dimtune.role = "activation"} {
    ^bb0(%in: bf16, %out: bf16):
      %149 = arith.mulf %in, %cst_3 : bf16
      linalg.yield %149 : bf16
    } -> tensor<8192x3072xbf16>
    %137 = tensor.empty() : tensor<8192x3072xbf16>
    %138 = linalg.generic {indexing_maps = [#map12, #map12, #map12], iterator_types = ["parallel", "parallel"]} ins(%arg86, %arg87 : tensor<8192x3072xbf16>, tensor<8192x3072xbf16>) outs(%137 : tensor<8192x3072xbf16>) attrs =  {dimtune.kernel = "grad_sum", dimtune.pass = "bwd", dimtune.role = "activation"} {
    ^bb0(%in: bf16, %in_4: bf16, %out: bf16):
      %149 = arith.addf %in, %in_4 : bf16
      linalg.yield %149 : bf16
    } -> tensor<8192x3072xbf16>
    %139 = tensor.empty() : tensor<8192x3072xbf16>
    %140 = linalg.generic {indexing_maps = [#map12, #map12, #map12], iterator_types = ["parallel", "parallel"]} ins(%arg88, %arg89 : tensor<8192x3072xbf16>, tensor<8192x3072xbf16>) outs(%139 : tensor<8192x3072xbf16>) attrs =  {dimtune.kernel = "grad_sum", dimtune.pass = "bwd", dimtune.role = "activation"} {
    ^bb0(%in: bf16, %in_4: bf16, %out: bf16):
      %149 = arith.addf %in, %in_4 : bf16
      linalg.yield %149 : bf16
    } -> tensor<8192x3072xbf16>
    %141 = tensor.empty() : tensor<8192x768xbf16>
    %142 = linalg.generic {indexing_maps = [#map12, #map12, #map12], iterator_types = ["parallel", "parallel"]} ins(%arg90, %arg91 : tensor<8192x768xbf16>, tensor<8192x768xbf16>) outs(%141 : tensor<8192x768xbf16>) attrs =  {dimtune.kernel = "add", dimtune.pass = "fwd", dimtune.role = "residual"} {
    ^bb0(%in: bf16, %in_4: bf16, %out: bf16):
      %149 = arith.addf %in, %in_4 : bf16
      linalg.yield %149 : bf16
    } -> tensor<8192x768xbf16>
    %143 = tensor.empty() : tensor<8192x768xbf16>
    %144 = linalg.generic {indexing_maps = [#map12, #map12, #map12], iterator_types = ["parallel", "parallel"]} ins(%arg92, %arg93 : tensor<8192x768xbf16>, tensor<8192x768xbf16>) outs(%143 : tensor<8192x768xbf16>) attrs =  {dimtune.kernel = "add", dimtune.pass = "fwd", dimtune.role = "residual"} {
    ^bb0(%in: bf16, %in_4: bf16, %out: bf16):
      %149 = arith.addf %in, %in_4 : bf16
      linalg.yield %149 : bf16
    } -> tensor<8192x768xbf16>
    %145 = tensor.empty() : tensor<8192x768xbf16>
    %146 = linalg.generic {indexing_maps = [#map12, #map12, #map12], iterator_types = ["parallel", "parallel"]} ins(%arg94, %arg95 : tensor<8192x768xbf16>, tensor<8192x768xbf16>) outs(%145 : tensor<8192x768xbf16>) attrs =  {dimtune.kernel = "grad_sum", dimtune.pass = "bwd", dimtune.role = "residual"} {
    ^bb0(%in: bf16, %in_4: bf16, %out: bf16):
      %149 = arith.addf %in, %in_4 : bf16
      linalg.yield %149 : bf16
    } -> tensor<8192x768xbf16>
    %147 = tensor.empty() : tensor<8192x768xbf16>
    %148 = linalg.generic {indexing_maps = [#map12, #map12, #map12], iterator_types = ["parallel", "parallel"]} ins(%arg96, %arg97 : tensor<8192x768xbf16>, tensor<8192x768xbf16>) outs(%147 : tensor<8192x768xbf16>) attrs =  {dimtune.kernel = "grad_sum", dimtune.pass = "bwd", dimtune.role = "residual"} {
    ^bb0(%in: bf16, %in_4: bf16, %out: bf16):
      %149 = arith.addf %in, %in_4 : bf16
      linalg.yield %149 : bf16
    } -> tensor<8192x768xbf16>
    return %2, %5, %8, %11, %14, %17, %20, %23, %26, %29, %32, %35, %45, %59, %62, %51, %65, %67, %70, %72, %75, %77, %80, %83, %86, %89, %92, %94, %97, %99, %102, %104, %106, %108, %110, %112, %114, %116, %118, %120, %122, %124, %126, %128, %130, %132, %134, %136, %138, %140, %142, %144, %146, %148 : tensor<8192x2304xbf16>, tensor<8192x768xbf16>, tensor<768x2304xbf16>, tensor<8192x768xbf16>, tensor<8192x768xbf16>, tensor<768x768xbf16>, tensor<8192x3072xbf16>, tensor<8192x768xbf16>, tensor<768x3072xbf16>, tensor<8192x768xbf16>, tensor<8192x3072xbf16>, tensor<3072x768xbf16>, tensor<8x12x1024x64xbf16>, tensor<8x12x1024x64xbf16>, tensor<8x12x1024x64xbf16>, tensor<8x12x1024x64xbf16>, tensor<8192xf32>, tensor<8192x768xbf16>, tensor<8192xf32>, tensor<8192x768xbf16>, tensor<768xf32>, tensor<8x1024x36x64xbf16>, tensor<2304xbf16>, tensor<768xbf16>, tensor<3072xbf16>, tensor<768xbf16>, tensor<8192xf32>, tensor<8192x768xbf16>, tensor<8192xf32>, tensor<8192x768xbf16>, tensor<768xf32>, tensor<8192x3072xbf16>, tensor<8192x3072xbf16>, tensor<8192x3072xbf16>, tensor<8192x3072xbf16>, tensor<8192x3072xbf16>, tensor<8192x3072xbf16>, tensor<8192x3072xbf16>, tensor<8192x3072xbf16>, tensor<8192x3072xbf16>, tensor<8192x3072xbf16>, tensor<8192x3072xbf16>, tensor<8192x3072xbf16>, tensor<8192x3072xbf16>, tensor<8192x3072xbf16>, tensor<8192x3072xbf16>, tensor<8192x3072xbf16>, tensor<8192x3072xbf16>, tensor<8192x3072xbf16>, tensor<8192x3072xbf16>, tensor<8192x768xbf16>, tensor<8192x768xbf16>, tensor<8192x768xbf16>, tensor<8192x768xbf16>
  }
  func.func @lm_head(%arg0: tensor<8192x768xbf16>, %arg1: tensor<50257x768xbf16>, %arg2: tensor<8192x50257xbf16>, %arg3: tensor<50257x768xbf16>, %arg4: tensor<8192x50257xbf16>, %arg5: tensor<8192x768xbf16>, %arg6: tensor<50257x768xbf16>, %arg7: tensor<8192xi64>, %arg8: tensor<1024x768xbf16>, %arg9: tensor<8192xi64>, %arg10: tensor<8192x768xbf16>, %arg11: tensor<8192x768xbf16>, %arg12: tensor<8192x768xbf16>, %arg13: tensor<8192x768xbf16>, %arg14: tensor<8192xf32>, %arg15: tensor<8192xf32>, %arg16: tensor<768xbf16>, %arg17: tensor<768xbf16>, %arg18: tensor<8192x768xbf16>, %arg19: tensor<8192x768xbf16>, %arg20: tensor<8192x768xbf16>, %arg21: tensor<8192x768xbf16>, %arg22: tensor<8192xf32>, %arg23: tensor<8192xf32>, %arg24: tensor<768xbf16>, %arg25: tensor<8192x768xbf16>, %arg26: tensor<8192x768xbf16>, %arg27: tensor<8192x50257xbf16>, %arg28: tensor<8192x50257xf32>, %arg29: tensor<8192x50257xf32>, %arg30: tensor<8192xf32>, %arg31: tensor<8192x50257xf32>, %arg32: tensor<8192x50257xf32>, %arg33: tensor<8192x50257xf32>, %arg34: tensor<8192xf32>, %arg35: tensor<8192x50257xf32>, %arg36: tensor<8192xi64>, %arg37: tensor<8192x768xbf16>, %arg38: tensor<8192xi64>, %arg39: tensor<8192x768xbf16>, %arg40: tensor<50257x768xbf16>, %arg41: tensor<50257x768xbf16>) -> (tensor<8192x50257xbf16>, tensor<8192x768xbf16>, tensor<50257x768xbf16>, tensor<8192x768xbf16>, tensor<8192x768xbf16>, tensor<8192x768xbf16>, tensor<8192xf32>, tensor<8192x768xbf16>, tensor<8192xf32>, tensor<8192x768xbf16>, tensor<768xf32>, tensor<8192x50257xf32>, tensor<8192xf32>, tensor<8192x50257xf32>, tensor<8192x50257xf32>, tensor<8192xf32>, tensor<8192x50257xf32>, tensor<8192x50257xbf16>, tensor<50257x768xbf16>, tensor<1024x768xbf16>, tensor<50257x768xbf16>) {
    %cst = arith.constant 0.000000e+00 : bf16
    %cst_0 = arith.constant 0.000000e+00 : f32
    %0 = tensor.empty() : tensor<8192x50257xbf16>
    %1 = linalg.fill ins(%cst : bf16) outs(%0 : tensor<8192x50257xbf16>) -> tensor<8192x50257xbf16>
    %2 = linalg.matmul indexing_maps = [#map, #map1, #map2] {dimtune.pass = "fwd", dimtune.role = "lm_head"} ins(%arg0, %arg1 : tensor<8192x768xbf16>, tensor<50257x768xbf16>) outs(%1 : tensor<8192x50257xbf16>) -> tensor<8192x50257xbf16>
    %3 = tensor.empty() : tensor<8192x768xbf16>
    %4 = linalg.fill ins(%cst : bf16) outs(%3 : tensor<8192x768xbf16>) -> tensor<8192x768xbf16>
    %5 = linalg.matmul {dimtune.pass = "dgrad", dimtune.role = "lm_head"} ins(%arg2, %arg3 : tensor<8192x50257xbf16>, tensor<50257x768xbf16>) outs(%4 : tensor<8192x768xbf16>) -> tensor<8192x768xbf16>
    %6 = tensor.empty() : tensor<50257x768xbf16>
    %7 = linalg.fill ins(%cst : bf16) outs(%6 : tensor<50257x768xbf16>) -> tensor<50257x768xbf16>
    %8 = linalg.matmul indexing_maps = [#map3, #map4, #map2] {dimtune.pass = "wgrad", dimtune.role = "lm_head"} ins(%arg4, %arg5 : tensor<8192x50257xbf16>, tensor<8192x768xbf16>) outs(%7 : tensor<50257x768xbf16>) -> tensor<50257x768xbf16>
    %9 = tensor.empty() : tensor<8192x768xbf16>
    %10 = linalg.generic {indexing_maps = [#map13, #map12], iterator_types = ["parallel", "parallel"]} ins(%arg7 : tensor<8192xi64>) outs(%9 : tensor<8192x768xbf16>) attrs =  {dimtune.kernel = "embedding", dimtune.pass = "fwd", dimtune.role = "embedding"} {
    ^bb0(%in: i64, %out: bf16):
      %52 = arith.index_cast %in : i64 to index
      %53 = linalg.index 1 : index
      %extracted = tensor.extract %arg6[%52, %53] : tensor<50257x768xbf16>
      linalg.yield %extracted : bf16
    } -> tensor<8192x768xbf16>
    %11 = tensor.empty() : tensor<8192x768xbf16>
    %12 = linalg.generic {indexing_maps = [#map13, #map12], iterator_types = ["parallel", "parallel"]} ins(%arg9 : tensor<8192xi64>) outs(%11 : tensor<8192x768xbf16>) attrs =  {dimtune.kernel = "position_embedding", dimtune.pass = "fwd", dimtune.role = "embedding"} {
    ^bb0(%in: i64, %out: bf16):
      %52 = arith.index_cast %in : i64 to index
      %53 = linalg.index 1 : index
      %extracted = tensor.extract %arg8[%52, %53] : tensor<1024x768xbf16>
      linalg.yield %extracted : bf16
    } -> tensor<8192x768xbf16>
    %13 = tensor.empty() : tensor<8192x768xbf16>
    %14 = linalg.generic {indexing_maps = [#map12, #map12, #map12], iterator_types = ["parallel", "parallel"]} ins(%arg10, %arg11 : tensor<8192x768xbf16>, tensor<8192x768xbf16>) outs(%13 : tensor<8192x768xbf16>) attrs =  {dimtune.kernel = "add_positions", dimtune.pass = "fwd", dimtune.role = "embedding"} {
    ^bb0(%in: bf16, %in_1: bf16, %out: bf16):
      %52 = arith.addf %in, %in_1 : bf16
      linalg.yield %52 : bf16
    } -> tensor<8192x768xbf16>
    %15 = tensor.empty() : tensor<8192xf32>
    %16 = linalg.fill ins(%cst_0 : f32) outs(%15 : tensor<8192xf32>) -> tensor<8192xf32>
    %17 = linalg.generic {indexing_maps = [#map12, #map13], iterator_types = ["parallel", "reduction"]} ins(%arg12 : tensor<8192x768xbf16>) outs(%16 : tensor<8192xf32>) attrs =  {dimtune.kernel = "layer_norm.stats", dimtune.pass = "fwd", dimtune.role = "final_norm", dimtune.row_kernel} {
    ^bb0(%in: bf16, %out: f32):
      %52 = arith.extf %in : bf16 to f32
      %53 = arith.addf %out, %52 : f32
      linalg.yield %53 : f32
    } -> tensor<8192xf32>
    %18 = tensor.empty() : tensor<8192x768xbf16>
    %19 = linalg.generic {indexing_maps = [#map12, #map13, #map13, #map14, #map14, #map12], iterator_types = ["parallel", "parallel"]} ins(%arg13, %arg14, %arg15, %arg16, %arg17 : tensor<8192x768xbf16>, tensor<8192xf32>, tensor<8192xf32>, tensor<768xbf16>, tensor<768xbf16>) outs(%18 : tensor<8192x768xbf16>) attrs =  {dimtune.kernel = "layer_norm", dimtune.pass = "fwd", dimtune.role = "final_norm"} {
    ^bb0(%in: bf16, %in_1: f32, %in_2: f32, %in_3: bf16, %in_4: bf16, %out: bf16):
      %52 = arith.truncf %in_1 : f32 to bf16
      %53 = arith.truncf %in_2 : f32 to bf16
      %54 = arith.mulf %in, %52 : bf16
      %55 = arith.mulf %54, %53 : bf16
      %56 = arith.mulf %55, %in_3 : bf16
      %57 = arith.mulf %56, %in_4 : bf16
      linalg.yield %57 : bf16
    } -> tensor<8192x768xbf16>
    %20 = tensor.empty() : tensor<8192xf32>
    %21 = linalg.fill ins(%cst_0 : f32) outs(%20 : tensor<8192xf32>) -> tensor<8192xf32>
    %22 = linalg.generic {indexing_maps = [#map12, #map12, #map13], iterator_types = ["parallel", "reduction"]} ins(%arg18, %arg19 : tensor<8192x768xbf16>, tensor<8192x768xbf16>) outs(%21 : tensor<8192xf32>) attrs =  {dimtune.kernel = "layer_norm_grad_input.sums", dimtune.pass = "bwd", dimtune.role = "final_norm", dimtune.row_kernel} {
    ^bb0(%in: bf16, %in_1: bf16, %out: f32):
      %52 = arith.extf %in : bf16 to f32
      %53 = arith.extf %in_1 : bf16 to f32
      %54 = arith.addf %52, %53 : f32
      %55 = arith.addf %out, %54 : f32
      linalg.yield %55 : f32
    } -> tensor<8192xf32>
    %23 = tensor.empty() : tensor<8192x768xbf16>
    %24 = linalg.generic {indexing_maps = [#map12, #map12, #map13, #map13, #map14, #map12], iterator_types = ["parallel", "parallel"]} ins(%arg20, %arg21, %arg22, %arg23, %arg24 : tensor<8192x768xbf16>, tensor<8192x768xbf16>, tensor<8192xf32>, tensor<8192xf32>, tensor<768xbf16>) outs(%23 : tensor<8192x768xbf16>) attrs =  {dimtune.kernel = "layer_norm_grad_input", dimtune.pass = "bwd", dimtune.role = "final_norm"} {
    ^bb0(%in: bf16, %in_1: bf16, %in_2: f32, %in_3: f32, %in_4: bf16, %out: bf16):
      %52 = arith.truncf %in_2 : f32 to bf16
      %53 = arith.truncf %in_3 : f32 to bf16
      %54 = arith.mulf %in, %in_1 : bf16
      %55 = arith.mulf %54, %52 : bf16
      %56 = arith.mulf %55, %53 : bf16
      %57 = arith.mulf %56, %in_4 : bf16
      linalg.yield %57 : bf16
    } -> tensor<8192x768xbf16>
    %25 = tensor.empty() : tensor<768xf32>
    %26 = linalg.fill ins(%cst_0 : f32) outs(%25 : tensor<768xf32>) -> tensor<768xf32>
    %27 = linalg.generic {indexing_maps = [#map15, #map15, #map13], iterator_types = ["parallel", "reduction"]} ins(%arg25, %arg26 : tensor<8192x768xbf16>, tensor<8192x768xbf16>) outs(%26 : tensor<768xf32>) attrs =  {dimtune.kernel = "gamma_beta_backward", dimtune.pass = "bwd", dimtune.role = "final_norm"} {
    ^bb0(%in: bf16, %in_1: bf16, %out: f32):
      %52 = arith.extf %in : bf16 to f32
      %53 = arith.extf %in_1 : bf16 to f32
      %54 = arith.addf %52, %53 : f32
      %55 = arith.addf %out, %54 : f32
      linalg.yield %55 : f32
    } -> tensor<768xf32>
    %28 = tensor.empty() : tensor<8192x50257xf32>
    %29 = linalg.generic {indexing_maps = [#map12, #map12], iterator_types = ["parallel", "parallel"]} ins(%arg27 : tensor<8192x50257xbf16>) outs(%28 : tensor<8192x50257xf32>) attrs =  {dimtune.kernel = "logits.float", dimtune.pass = "fwd", dimtune.role = "loss"} {
    ^bb0(%in: bf16, %out: f32):
      %52 = arith.extf %in : bf16 to f32
      linalg.yield %52 : f32
    } -> tensor<8192x50257xf32>
    %30 = tensor.empty() : tensor<8192xf32>
    %31 = linalg.fill ins(%cst_0 : f32) outs(%30 : tensor<8192xf32>) -> tensor<8192xf32>
    %32 = linalg.generic {indexing_maps = [#map12, #map13], iterator_types = ["parallel", "reduction"]} ins(%arg28 : tensor<8192x50257xf32>) outs(%31 : tensor<8192xf32>) attrs =  {dimtune.kernel = "log_softmax.logsumexp", dimtune.pass = "fwd", dimtune.role = "loss", dimtune.row_kernel} {
    ^bb0(%in: f32, %out: f32):
      %52 = arith.addf %out, %in : f32
      linalg.yield %52 : f32
    } -> tensor<8192xf32>
    %33 = tensor.empty() : tensor<8192x50257xf32>
    %34 = linalg.generic {indexing_maps = [#map12, #map13, #map12], iterator_types = ["parallel", "parallel"]} ins(%arg29, %arg30 : tensor<8192x50257xf32>, tensor<8192xf32>) outs(%33 : tensor<8192x50257xf32>) attrs =  {dimtune.kernel = "log_softmax", dimtune.pass = "fwd", dimtune.role = "loss"} {
    ^bb0(%in: f32, %in_1: f32, %out: f32):
      %52 = arith.addf %in, %in_1 : f32
      linalg.yield %52 : f32
    } -> tensor<8192x50257xf32>
    %35 = tensor.empty() : tensor<8192x50257xf32>
    %36 = linalg.generic {indexing_maps = [#map12], iterator_types = ["parallel", "parallel"]} outs(%35 : tensor<8192x50257xf32>) attrs =  {dimtune.kernel = "nll_loss.grad_zeros", dimtune.pass = "bwd", dimtune.role = "loss"} {
    ^bb0(%out: f32):
      linalg.yield %cst_0 : f32
    } -> tensor<8192x50257xf32>
    %37 = tensor.empty() : tensor<8192xf32>
    %38 = linalg.fill ins(%cst_0 : f32) outs(%37 : tensor<8192xf32>) -> tensor<8192xf32>
    %39 = linalg.generic {indexing_maps = [#map12, #map13], iterator_types = ["parallel", "reduction"]} ins(%arg31 : tensor<8192x50257xf32>) outs(%38 : tensor<8192xf32>) attrs =  {dimtune.kernel = "log_softmax.grad_sum", dimtune.pass = "bwd", dimtune.role = "loss", dimtune.row_kernel} {
    ^bb0(%in: f32, %out: f32):
      %52 = arith.addf %out, %in : f32
      linalg.yield %52 : f32
    } -> tensor<8192xf32>
    %40 = tensor.empty() : tensor<8192x50257xf32>
    %41 = linalg.generic {indexing_maps = [#map12, #map12, #map13, #map12], iterator_types = ["parallel", "parallel"]} ins(%arg32, %arg33, %arg34 : tensor<8192x50257xf32>, tensor<8192x50257xf32>, tensor<8192xf32>) outs(%40 : tensor<8192x50257xf32>) attrs =  {dimtune.kernel = "log_softmax.grad", dimtune.pass = "bwd", dimtune.role = "loss"} {
    ^bb0(%in: f32, %in_1: f32, %in_2: f32, %out: f32):
      %52 = math.exp %in : f32
      %53 = arith.mulf %52, %in_1 : f32
      %54 = arith.mulf %53, %in_2 : f32
      linalg.yield %54 : f32
    } -> tensor<8192x50257xf32>
    %42 = tensor.empty() : tensor<8192x50257xbf16>
    %43 = linalg.generic {indexing_maps = [#map12, #map12], iterator_types = ["parallel", "parallel"]} ins(%arg35 : tensor<8192x50257xf32>) outs(%42 : tensor<8192x50257xbf16>) attrs =  {dimtune.kernel = "logits.float.grad", dimtune.pass = "bwd", dimtune.role = "loss"} {
    ^bb0(%in: f32, %out: bf16):
      %52 = arith.truncf %in : f32 to bf16
      linalg.yield %52 : bf16
    } -> tensor<8192x50257xbf16>
    %44 = tensor.empty() : tensor<50257x768xbf16>
    %45 = linalg.fill ins(%cst : bf16) outs(%44 : tensor<50257x768xbf16>) -> tensor<50257x768xbf16>
    %46 = linalg.generic {indexing_maps = [#map16, #map4, #map2], iterator_types = ["parallel", "parallel", "reduction"]} ins(%arg36, %arg37 : tensor<8192xi64>, tensor<8192x768xbf16>) outs(%45 : tensor<50257x768xbf16>) attrs =  {dimtune.kernel = "embedding.grad", dimtune.pass = "bwd", dimtune.role = "embedding"} {
    ^bb0(%in: i64, %in_1: bf16, %out: bf16):
      %52 = arith.index_cast %in : i64 to index
      %53 = linalg.index 0 : index
      %54 = arith.cmpi eq, %52, %53 : index
      %55 = arith.select %54, %in_1, %cst : bf16
      %56 = arith.addf %out, %55 : bf16
      linalg.yield %56 : bf16
    } -> tensor<50257x768xbf16>
    %47 = tensor.empty() : tensor<1024x768xbf16>
    %48 = linalg.fill ins(%cst : bf16) outs(%47 : tensor<1024x768xbf16>) -> tensor<1024x768xbf16>
    %49 = linalg.generic {indexing_maps = [#map16, #map4, #map2], iterator_types = ["parallel", "parallel", "reduction"]} ins(%arg38, %arg39 : tensor<8192xi64>, tensor<8192x768xbf16>) outs(%48 : tensor<1024x768xbf16>) attrs =  {dimtune.kernel = "position_embedding.grad", dimtune.pass = "bwd", dimtune.role = "embedding"} {
    ^bb0(%in: i64, %in_1: bf16, %out: bf16):
      %52 = arith.index_cast %in : i64 to index
      %53 = linalg.index 0 : index
      %54 = arith.cmpi eq, %52, %53 : index
      %55 = arith.select %54, %in_1, %cst : bf16
      %56 = arith.addf %out, %55 : bf16
      linalg.yield %56 : bf16
    } -> tensor<1024x768xbf16>
    %50 = tensor.empty() : tensor<50257x768xbf16>
    %51 = linalg.generic {indexing_maps = [#map12, #map12, #map12], iterator_types = ["parallel", "parallel"]} ins(%arg40, %arg41 : tensor<50257x768xbf16>, tensor<50257x768xbf16>) outs(%50 : tensor<50257x768xbf16>) attrs =  {dimtune.kernel = "tied.grad_sum", dimtune.pass = "bwd", dimtune.role = "embedding"} {
    ^bb0(%in: bf16, %in_1: bf16, %out: bf16):
      %52 = arith.addf %in, %in_1 : bf16
      linalg.yield %52 : bf16
    } -> tensor<50257x768xbf16>
    return %2, %5, %8, %10, %12, %14, %17, %19, %22, %24, %27, %29, %32, %34, %36, %39, %41, %43, %46, %49, %51 : tensor<8192x50257xbf16>, tensor<8192x768xbf16>, tensor<50257x768xbf16>, tensor<8192x768xbf16>, tensor<8192x768xbf16>, tensor<8192x768xbf16>, tensor<8192xf32>, tensor<8192x768xbf16>, tensor<8192xf32>, tensor<8192x768xbf16>, tensor<768xf32>, tensor<8192x50257xf32>, tensor<8192xf32>, tensor<8192x50257xf32>, tensor<8192x50257xf32>, tensor<8192xf32>, tensor<8192x50257xf32>, tensor<8192x50257xbf16>, tensor<50257x768xbf16>, tensor<1024x768xbf16>, tensor<50257x768xbf16>
  }
}

