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
#map16 = affine_map<(d0, d1, d2, d3) -> (d0, d2, d1, d3)>
#map17 = affine_map<(d0, d1, d2, d3) -> (d2, d3)>
#map18 = affine_map<(d0, d1, d2) -> (d2)>
module attributes {dimtune.model = {activation = "gelu_new", attention_bias = true, attn_logit_softcapping = 0.000000e+00 : f64, conv1d_weights = false, dtype = "bf16", dynamic_cache = false, eager_attention = false, final_logit_softcapping = 0.000000e+00 : f64, fused_gate_up = false, fused_projections = false, fused_qkv = false, gated_mlp = false, head_dim = 80 : i64, hidden_size = 2560 : i64, intermediate_size = 10240 : i64, kv_len = 0 : i64, layers_written = 1 : i64, learned_positions = false, lm_head_bias = true, math_attention = false, max_position_embeddings = 0 : i64, max_window_layers = 0 : i64, micro_batch = 2 : i64, mlp_bias = true, model_type = "phi", norm = "layer", num_attention_heads = 32 : i64, num_experts_per_tok = 0 : i64, num_hidden_layers = 32 : i64, num_key_value_heads = 32 : i64, num_local_experts = 0 : i64, output_bias = true, parallel_block = true, parallel_norms = 1 : i64, phase = "train", position_table_offset = 0 : i64, qk_norm = "none", rotary_dim = 40 : i64, rotary_table = false, sandwich_norms = false, scaled_embeddings = false, seq = 2048 : i64, sequence_parallel = false, sliding_window = 0 : i64, sliding_window_pattern = 0 : i64, tie_word_embeddings = false, tp = 1 : i64, vocab_size = 51200 : i64}} {
  func.func @layer0(%arg0: tensor<4096x2560xbf16>, %arg1: tensor<2560x2560xbf16>, %arg2: tensor<4096x2560xbf16>, %arg3: tensor<2560x2560xbf16>, %arg4: tensor<4096x2560xbf16>, %arg5: tensor<4096x2560xbf16>, %arg6: tensor<4096x2560xbf16>, %arg7: tensor<2560x2560xbf16>, %arg8: tensor<4096x2560xbf16>, %arg9: tensor<2560x2560xbf16>, %arg10: tensor<4096x2560xbf16>, %arg11: tensor<4096x2560xbf16>, %arg12: tensor<4096x2560xbf16>, %arg13: tensor<2560x2560xbf16>, %arg14: tensor<4096x2560xbf16>, %arg15: tensor<2560x2560xbf16>, %arg16: tensor<4096x2560xbf16>, %arg17: tensor<4096x2560xbf16>, %arg18: tensor<4096x2560xbf16>, %arg19: tensor<2560x2560xbf16>, %arg20: tensor<4096x2560xbf16>, %arg21: tensor<2560x2560xbf16>, %arg22: tensor<4096x2560xbf16>, %arg23: tensor<4096x2560xbf16>, %arg24: tensor<4096x2560xbf16>, %arg25: tensor<10240x2560xbf16>, %arg26: tensor<4096x10240xbf16>, %arg27: tensor<10240x2560xbf16>, %arg28: tensor<4096x10240xbf16>, %arg29: tensor<4096x2560xbf16>, %arg30: tensor<4096x10240xbf16>, %arg31: tensor<2560x10240xbf16>, %arg32: tensor<4096x2560xbf16>, %arg33: tensor<2560x10240xbf16>, %arg34: tensor<4096x2560xbf16>, %arg35: tensor<4096x10240xbf16>, %arg36: tensor<2x32x2048x80xbf16>, %arg37: tensor<2x32x2048x80xbf16>, %arg38: tensor<2x32x2048x80xbf16>, %arg39: tensor<2x32x2048x80xbf16>, %arg40: tensor<4096x2560xbf16>, %arg41: tensor<4096x2560xbf16>, %arg42: tensor<4096xf32>, %arg43: tensor<4096xf32>, %arg44: tensor<2560xbf16>, %arg45: tensor<2560xbf16>, %arg46: tensor<4096x2560xbf16>, %arg47: tensor<4096x2560xbf16>, %arg48: tensor<4096x2560xbf16>, %arg49: tensor<4096x2560xbf16>, %arg50: tensor<4096xf32>, %arg51: tensor<4096xf32>, %arg52: tensor<2560xbf16>, %arg53: tensor<4096x2560xbf16>, %arg54: tensor<4096x2560xbf16>, %arg55: tensor<2x2048x32x40xbf16>, %arg56: tensor<2048x40xbf16>, %arg57: tensor<2x2048x32x20xbf16>, %arg58: tensor<2x2048x32x40xbf16>, %arg59: tensor<2x32x2048x40xbf16>, %arg60: tensor<2048x40xbf16>, %arg61: tensor<2x2048x32x40xbf16>, %arg62: tensor<2x32x2048x40xbf16>, %arg63: tensor<2x32x2048x80xbf16>, %arg64: tensor<2x32x2048x40xbf16>, %arg65: tensor<2048x40xbf16>, %arg66: tensor<2x32x2048x20xbf16>, %arg67: tensor<2x32x2048x20xbf16>, %arg68: tensor<2x32x2048x20xbf16>, %arg69: tensor<2x32x2048x40xbf16>, %arg70: tensor<2x32x2048x40xbf16>, %arg71: tensor<2x32x2048x40xbf16>, %arg72: tensor<2048x40xbf16>, %arg73: tensor<2x32x2048x40xbf16>, %arg74: tensor<2x32x2048x40xbf16>, %arg75: tensor<2x32x2048x40xbf16>, %arg76: tensor<2x32x2048x40xbf16>, %arg77: tensor<2x32x2048x80xbf16>, %arg78: tensor<2x32x2048x80xbf16>, %arg79: tensor<2x2048x32x40xbf16>, %arg80: tensor<2048x40xbf16>, %arg81: tensor<2x2048x32x20xbf16>, %arg82: tensor<2x2048x32x40xbf16>, %arg83: tensor<2x32x2048x40xbf16>, %arg84: tensor<2048x40xbf16>, %arg85: tensor<2x2048x32x40xbf16>, %arg86: tensor<2x32x2048x40xbf16>, %arg87: tensor<2x32x2048x80xbf16>, %arg88: tensor<2x32x2048x40xbf16>, %arg89: tensor<2048x40xbf16>, %arg90: tensor<2x32x2048x20xbf16>, %arg91: tensor<2x32x2048x20xbf16>, %arg92: tensor<2x32x2048x20xbf16>, %arg93: tensor<2x32x2048x40xbf16>, %arg94: tensor<2x32x2048x40xbf16>, %arg95: tensor<2x32x2048x40xbf16>, %arg96: tensor<2048x40xbf16>, %arg97: tensor<2x32x2048x40xbf16>, %arg98: tensor<2x32x2048x40xbf16>, %arg99: tensor<2x32x2048x40xbf16>, %arg100: tensor<2x32x2048x40xbf16>, %arg101: tensor<2x32x2048x80xbf16>, %arg102: tensor<2x32x2048x80xbf16>, %arg103: tensor<2x32x2048x80xbf16>, %arg104: tensor<2x32x2048x80xbf16>, %arg105: tensor<2x32x2048x80xbf16>, %arg106: tensor<4096x2560xbf16>, %arg107: tensor<4096x2560xbf16>, %arg108: tensor<4096x2560xbf16>, %arg109: tensor<4096x2560xbf16>, %arg110: tensor<4096x10240xbf16>, %arg111: tensor<4096x2560xbf16>, %arg112: tensor<4096x10240xbf16>, %arg113: tensor<4096x10240xbf16>, %arg114: tensor<4096x10240xbf16>, %arg115: tensor<4096x10240xbf16>, %arg116: tensor<4096x10240xbf16>, %arg117: tensor<4096x10240xbf16>, %arg118: tensor<4096x10240xbf16>, %arg119: tensor<4096x10240xbf16>, %arg120: tensor<4096x10240xbf16>, %arg121: tensor<4096x10240xbf16>, %arg122: tensor<4096x10240xbf16>, %arg123: tensor<4096x10240xbf16>, %arg124: tensor<4096x10240xbf16>, %arg125: tensor<4096x10240xbf16>, %arg126: tensor<4096x10240xbf16>, %arg127: tensor<4096x10240xbf16>, %arg128: tensor<4096x10240xbf16>, %arg129: tensor<4096x10240xbf16>, %arg130: tensor<4096x10240xbf16>, %arg131: tensor<4096x10240xbf16>, %arg132: tensor<4096x10240xbf16>, %arg133: tensor<4096x10240xbf16>, %arg134: tensor<4096x10240xbf16>, %arg135: tensor<4096x10240xbf16>, %arg136: tensor<4096x10240xbf16>, %arg137: tensor<4096x10240xbf16>, %arg138: tensor<4096x10240xbf16>, %arg139: tensor<4096x2560xbf16>, %arg140: tensor<4096x2560xbf16>, %arg141: tensor<4096x2560xbf16>, %arg142: tensor<4096x2560xbf16>, %arg143: tensor<4096x2560xbf16>, %arg144: tensor<4096x2560xbf16>, %arg145: tensor<4096x2560xbf16>, %arg146: tensor<4096x2560xbf16>, %arg147: tensor<4096x2560xbf16>, %arg148: tensor<4096x2560xbf16>, %arg149: tensor<4096x2560xbf16>, %arg150: tensor<4096x2560xbf16>) -> (tensor<4096x2560xbf16>, tensor<4096x2560xbf16>, tensor<2560x2560xbf16>, tensor<4096x2560xbf16>, tensor<4096x2560xbf16>, tensor<2560x2560xbf16>, tensor<4096x2560xbf16>, tensor<4096x2560xbf16>, tensor<2560x2560xbf16>, tensor<4096x2560xbf16>, tensor<4096x2560xbf16>, tensor<2560x2560xbf16>, tensor<4096x10240xbf16>, tensor<4096x2560xbf16>, tensor<10240x2560xbf16>, tensor<4096x2560xbf16>, tensor<4096x10240xbf16>, tensor<2560x10240xbf16>, tensor<2x32x2048x80xbf16>, tensor<2x32x2048x80xbf16>, tensor<2x32x2048x80xbf16>, tensor<2x32x2048x80xbf16>, tensor<4096xf32>, tensor<4096x2560xbf16>, tensor<4096xf32>, tensor<4096x2560xbf16>, tensor<2560xf32>, tensor<2x32x2048x40xbf16>, tensor<2x32x2048x20xbf16>, tensor<2x32x2048x40xbf16>, tensor<2x32x2048x40xbf16>, tensor<2x32x2048x40xbf16>, tensor<2x32x2048x80xbf16>, tensor<2x32x2048x40xbf16>, tensor<2x32x2048x20xbf16>, tensor<2x32x2048x40xbf16>, tensor<2x32x2048x20xbf16>, tensor<2x32x2048x40xbf16>, tensor<2x32x2048x20xbf16>, tensor<2x32x2048x40xbf16>, tensor<2x32x2048x40xbf16>, tensor<2x32x2048x40xbf16>, tensor<2x32x2048x80xbf16>, tensor<2x32x2048x40xbf16>, tensor<2x32x2048x80xbf16>, tensor<2x32x2048x40xbf16>, tensor<2x32x2048x80xbf16>, tensor<2x32x2048x40xbf16>, tensor<2x32x2048x20xbf16>, tensor<2x32x2048x40xbf16>, tensor<2x32x2048x40xbf16>, tensor<2x32x2048x40xbf16>, tensor<2x32x2048x80xbf16>, tensor<2x32x2048x40xbf16>, tensor<2x32x2048x20xbf16>, tensor<2x32x2048x40xbf16>, tensor<2x32x2048x20xbf16>, tensor<2x32x2048x40xbf16>, tensor<2x32x2048x20xbf16>, tensor<2x32x2048x40xbf16>, tensor<2x32x2048x40xbf16>, tensor<2x32x2048x40xbf16>, tensor<2x32x2048x80xbf16>, tensor<2x32x2048x40xbf16>, tensor<2x32x2048x80xbf16>, tensor<2x32x2048x40xbf16>, tensor<2x32x2048x80xbf16>, tensor<2x2048x32x80xbf16>, tensor<2x2048x32x80xbf16>, tensor<2x2048x32x80xbf16>, tensor<2560xbf16>, tensor<2560xbf16>, tensor<2560xbf16>, tensor<2560xbf16>, tensor<10240xbf16>, tensor<2560xbf16>, tensor<4096x10240xbf16>, tensor<4096x10240xbf16>, tensor<4096x10240xbf16>, tensor<4096x10240xbf16>, tensor<4096x10240xbf16>, tensor<4096x10240xbf16>, tensor<4096x10240xbf16>, tensor<4096x10240xbf16>, tensor<4096x10240xbf16>, tensor<4096x10240xbf16>, tensor<4096x10240xbf16>, tensor<4096x10240xbf16>, tensor<4096x10240xbf16>, tensor<4096x10240xbf16>, tensor<4096x10240xbf16>, tensor<4096x10240xbf16>, tensor<4096x10240xbf16>, tensor<4096x10240xbf16>, tensor<4096x10240xbf16>, tensor<4096x2560xbf16>, tensor<4096x2560xbf16>, tensor<4096x2560xbf16>, tensor<4096x2560xbf16>, tensor<4096x2560xbf16>, tensor<4096x2560xbf16>) {
    %cst = arith.constant 0.000000e+00 : bf16
    %cst_0 = arith.constant 1.118160e-01 : bf16
    %cst_1 = arith.constant 0xFF80 : bf16
    %cst_2 = arith.constant 0.000000e+00 : f32
    %cst_3 = arith.constant 5.000000e-01 : bf16
    %0 = tensor.empty() : tensor<4096x2560xbf16>
    %1 = linalg.fill ins(%cst : bf16) outs(%0 : tensor<4096x2560xbf16>) -> tensor<4096x2560xbf16>
    %2 = linalg.matmul indexing_maps = [#map, #map1, #map2] {dimtune.pass = "fwd", dimtune.role = "q"} ins(%arg0, %arg1 : tensor<4096x2560xbf16>, tensor<2560x2560xbf16>) outs(%1 : tensor<4096x2560xbf16>) -> tensor<4096x2560xbf16>
    %3 = tensor.empty() : tensor<4096x2560xbf16>
    %4 = linalg.fill ins(%cst : bf16) outs(%3 : tensor<4096x2560xbf16>) -> tensor<4096x2560xbf16>
    %5 = linalg.matmul {dimtune.pass = "dgrad", dimtune.role = "q"} ins(%arg2, %arg3 : tensor<4096x2560xbf16>, tensor<2560x2560xbf16>) outs(%4 : tensor<4096x2560xbf16>) -> tensor<4096x2560xbf16>
    %6 = tensor.empty() : tensor<2560x2560xbf16>
    %7 = linalg.fill ins(%cst : bf16) outs(%6 : tensor<2560x2560xbf16>) -> tensor<2560x2560xbf16>
    %8 = linalg.matmul indexing_maps = [#map3, #map4, #map2] {dimtune.pass = "wgrad", dimtune.role = "q"} ins(%arg4, %arg5 : tensor<4096x2560xbf16>, tensor<4096x2560xbf16>) outs(%7 : tensor<2560x2560xbf16>) -> tensor<2560x2560xbf16>
    %9 = tensor.empty() : tensor<4096x2560xbf16>
    %10 = linalg.fill ins(%cst : bf16) outs(%9 : tensor<4096x2560xbf16>) -> tensor<4096x2560xbf16>
    %11 = linalg.matmul indexing_maps = [#map, #map1, #map2] {dimtune.pass = "fwd", dimtune.role = "k"} ins(%arg6, %arg7 : tensor<4096x2560xbf16>, tensor<2560x2560xbf16>) outs(%10 : tensor<4096x2560xbf16>) -> tensor<4096x2560xbf16>
    %12 = tensor.empty() : tensor<4096x2560xbf16>
    %13 = linalg.fill ins(%cst : bf16) outs(%12 : tensor<4096x2560xbf16>) -> tensor<4096x2560xbf16>
    %14 = linalg.matmul {dimtune.pass = "dgrad", dimtune.role = "k"} ins(%arg8, %arg9 : tensor<4096x2560xbf16>, tensor<2560x2560xbf16>) outs(%13 : tensor<4096x2560xbf16>) -> tensor<4096x2560xbf16>
    %15 = tensor.empty() : tensor<2560x2560xbf16>
    %16 = linalg.fill ins(%cst : bf16) outs(%15 : tensor<2560x2560xbf16>) -> tensor<2560x2560xbf16>
    %17 = linalg.matmul indexing_maps = [#map3, #map4, #map2] {dimtune.pass = "wgrad", dimtune.role = "k"} ins(%arg10, %arg11 : tensor<4096x2560xbf16>, tensor<4096x2560xbf16>) outs(%16 : tensor<2560x2560xbf16>) -> tensor<2560x2560xbf16>
    %18 = tensor.empty() : tensor<4096x2560xbf16>
    %19 = linalg.fill ins(%cst : bf16) outs(%18 : tensor<4096x2560xbf16>) -> tensor<4096x2560xbf16>
    %20 = linalg.matmul indexing_maps = [#map, #map1, #map2] {dimtune.pass = "fwd", dimtune.role = "v"} ins(%arg12, %arg13 : tensor<4096x2560xbf16>, tensor<2560x2560xbf16>) outs(%19 : tensor<4096x2560xbf16>) -> tensor<4096x2560xbf16>
    %21 = tensor.empty() : tensor<4096x2560xbf16>
    %22 = linalg.fill ins(%cst : bf16) outs(%21 : tensor<4096x2560xbf16>) -> tensor<4096x2560xbf16>
    %23 = linalg.matmul {dimtune.pass = "dgrad", dimtune.role = "v"} ins(%arg14, %arg15 : tensor<4096x2560xbf16>, tensor<2560x2560xbf16>) outs(%22 : tensor<4096x2560xbf16>) -> tensor<4096x2560xbf16>
    %24 = tensor.empty() : tensor<2560x2560xbf16>
    %25 = linalg.fill ins(%cst : bf16) outs(%24 : tensor<2560x2560xbf16>) -> tensor<2560x2560xbf16>
    %26 = linalg.matmul indexing_maps = [#map3, #map4, #map2] {dimtune.pass = "wgrad", dimtune.role = "v"} ins(%arg16, %arg17 : tensor<4096x2560xbf16>, tensor<4096x2560xbf16>) outs(%25 : tensor<2560x2560xbf16>) -> tensor<2560x2560xbf16>
    %27 = tensor.empty() : tensor<4096x2560xbf16>
    %28 = linalg.fill ins(%cst : bf16) outs(%27 : tensor<4096x2560xbf16>) -> tensor<4096x2560xbf16>
    %29 = linalg.matmul indexing_maps = [#map, #map1, #map2] {dimtune.pass = "fwd", dimtune.role = "attn_out"} ins(%arg18, %arg19 : tensor<4096x2560xbf16>, tensor<2560x2560xbf16>) outs(%28 : tensor<4096x2560xbf16>) -> tensor<4096x2560xbf16>
    %30 = tensor.empty() : tensor<4096x2560xbf16>
    %31 = linalg.fill ins(%cst : bf16) outs(%30 : tensor<4096x2560xbf16>) -> tensor<4096x2560xbf16>
    %32 = linalg.matmul {dimtune.pass = "dgrad", dimtune.role = "attn_out"} ins(%arg20, %arg21 : tensor<4096x2560xbf16>, tensor<2560x2560xbf16>) outs(%31 : tensor<4096x2560xbf16>) -> tensor<4096x2560xbf16>
    %33 = tensor.empty() : tensor<2560x2560xbf16>
    %34 = linalg.fill ins(%cst : bf16) outs(%33 : tensor<2560x2560xbf16>) -> tensor<2560x2560xbf16>
    %35 = linalg.matmul indexing_maps = [#map3, #map4, #map2] {dimtune.pass = "wgrad", dimtune.role = "attn_out"} ins(%arg22, %arg23 : tensor<4096x2560xbf16>, tensor<4096x2560xbf16>) outs(%34 : tensor<2560x2560xbf16>) -> tensor<2560x2560xbf16>
    %36 = tensor.empty() : tensor<4096x10240xbf16>
    %37 = linalg.fill ins(%cst : bf16) outs(%36 : tensor<4096x10240xbf16>) -> tensor<4096x10240xbf16>
    %38 = linalg.matmul indexing_maps = [#map, #map1, #map2] {dimtune.pass = "fwd", dimtune.role = "mlp_up"} ins(%arg24, %arg25 : tensor<4096x2560xbf16>, tensor<10240x2560xbf16>) outs(%37 : tensor<4096x10240xbf16>) -> tensor<4096x10240xbf16>
    %39 = tensor.empty() : tensor<4096x2560xbf16>
    %40 = linalg.fill ins(%cst : bf16) outs(%39 : tensor<4096x2560xbf16>) -> tensor<4096x2560xbf16>
    %41 = linalg.matmul {dimtune.pass = "dgrad", dimtune.role = "mlp_up"} ins(%arg26, %arg27 : tensor<4096x10240xbf16>, tensor<10240x2560xbf16>) outs(%40 : tensor<4096x2560xbf16>) -> tensor<4096x2560xbf16>
    %42 = tensor.empty() : tensor<10240x2560xbf16>
    %43 = linalg.fill ins(%cst : bf16) outs(%42 : tensor<10240x2560xbf16>) -> tensor<10240x2560xbf16>
    %44 = linalg.matmul indexing_maps = [#map3, #map4, #map2] {dimtune.pass = "wgrad", dimtune.role = "mlp_up"} ins(%arg28, %arg29 : tensor<4096x10240xbf16>, tensor<4096x2560xbf16>) outs(%43 : tensor<10240x2560xbf16>) -> tensor<10240x2560xbf16>
    %45 = tensor.empty() : tensor<4096x2560xbf16>
    %46 = linalg.fill ins(%cst : bf16) outs(%45 : tensor<4096x2560xbf16>) -> tensor<4096x2560xbf16>
    %47 = linalg.matmul indexing_maps = [#map, #map1, #map2] {dimtune.pass = "fwd", dimtune.role = "mlp_down"} ins(%arg30, %arg31 : tensor<4096x10240xbf16>, tensor<2560x10240xbf16>) outs(%46 : tensor<4096x2560xbf16>) -> tensor<4096x2560xbf16>
    %48 = tensor.empty() : tensor<4096x10240xbf16>
    %49 = linalg.fill ins(%cst : bf16) outs(%48 : tensor<4096x10240xbf16>) -> tensor<4096x10240xbf16>
    %50 = linalg.matmul {dimtune.pass = "dgrad", dimtune.role = "mlp_down"} ins(%arg32, %arg33 : tensor<4096x2560xbf16>, tensor<2560x10240xbf16>) outs(%49 : tensor<4096x10240xbf16>) -> tensor<4096x10240xbf16>
    %51 = tensor.empty() : tensor<2560x10240xbf16>
    %52 = linalg.fill ins(%cst : bf16) outs(%51 : tensor<2560x10240xbf16>) -> tensor<2560x10240xbf16>
    %53 = linalg.matmul indexing_maps = [#map3, #map4, #map2] {dimtune.pass = "wgrad", dimtune.role = "mlp_down"} ins(%arg34, %arg35 : tensor<4096x2560xbf16>, tensor<4096x10240xbf16>) outs(%52 : tensor<2560x10240xbf16>) -> tensor<2560x10240xbf16>
    %54 = tensor.empty() : tensor<2x32x2048x2048xbf16>
    %55 = linalg.fill ins(%cst : bf16) outs(%54 : tensor<2x32x2048x2048xbf16>) -> tensor<2x32x2048x2048xbf16>
    %56 = linalg.generic {indexing_maps = [#map5, #map6, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]} ins(%arg36, %arg37 : tensor<2x32x2048x80xbf16>, tensor<2x32x2048x80xbf16>) outs(%55 : tensor<2x32x2048x2048xbf16>) attrs =  {dimtune.pass = "fwd", dimtune.role = "attn_score"} {
    ^bb0(%in: bf16, %in_4: bf16, %out: bf16):
      %248 = arith.mulf %in, %in_4 : bf16
      %249 = arith.addf %out, %248 : bf16
      linalg.yield %249 : bf16
    } -> tensor<2x32x2048x2048xbf16>
    %57 = tensor.empty() : tensor<2x32x2048x2048xbf16>
    %58 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%56 : tensor<2x32x2048x2048xbf16>) outs(%57 : tensor<2x32x2048x2048xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %248 = linalg.index 2 : index
      %249 = linalg.index 3 : index
      %250 = arith.cmpi ugt, %249, %248 : index
      %251 = arith.mulf %in, %cst_0 : bf16
      %252 = arith.select %250, %cst_1, %251 : bf16
      linalg.yield %252 : bf16
    } -> tensor<2x32x2048x2048xbf16>
    %59 = tensor.empty() : tensor<2x32x2048x2048xbf16>
    %60 = linalg.softmax dimension(3) ins(%58 : tensor<2x32x2048x2048xbf16>) outs(%59 : tensor<2x32x2048x2048xbf16>) -> tensor<2x32x2048x2048xbf16>
    %61 = tensor.empty() : tensor<2x32x2048x80xbf16>
    %62 = linalg.fill ins(%cst : bf16) outs(%61 : tensor<2x32x2048x80xbf16>) -> tensor<2x32x2048x80xbf16>
    %63 = linalg.generic {indexing_maps = [#map5, #map9, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]} ins(%60, %arg38 : tensor<2x32x2048x2048xbf16>, tensor<2x32x2048x80xbf16>) outs(%62 : tensor<2x32x2048x80xbf16>) attrs =  {dimtune.pass = "fwd", dimtune.role = "attn_context"} {
    ^bb0(%in: bf16, %in_4: bf16, %out: bf16):
      %248 = arith.mulf %in, %in_4 : bf16
      %249 = arith.addf %out, %248 : bf16
      linalg.yield %249 : bf16
    } -> tensor<2x32x2048x80xbf16>
    %64 = tensor.empty() : tensor<2x32x2048x2048xbf16>
    %65 = linalg.fill ins(%cst : bf16) outs(%64 : tensor<2x32x2048x2048xbf16>) -> tensor<2x32x2048x2048xbf16>
    %66 = linalg.generic {indexing_maps = [#map5, #map6, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]} ins(%arg39, %arg38 : tensor<2x32x2048x80xbf16>, tensor<2x32x2048x80xbf16>) outs(%65 : tensor<2x32x2048x2048xbf16>) attrs =  {dimtune.pass = "dgrad", dimtune.role = "attn_context"} {
    ^bb0(%in: bf16, %in_4: bf16, %out: bf16):
      %248 = arith.mulf %in, %in_4 : bf16
      %249 = arith.addf %out, %248 : bf16
      linalg.yield %249 : bf16
    } -> tensor<2x32x2048x2048xbf16>
    %67 = tensor.empty() : tensor<2x32x2048x80xbf16>
    %68 = linalg.fill ins(%cst : bf16) outs(%67 : tensor<2x32x2048x80xbf16>) -> tensor<2x32x2048x80xbf16>
    %69 = linalg.generic {indexing_maps = [#map10, #map9, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]} ins(%60, %arg39 : tensor<2x32x2048x2048xbf16>, tensor<2x32x2048x80xbf16>) outs(%68 : tensor<2x32x2048x80xbf16>) attrs =  {dimtune.pass = "wgrad", dimtune.role = "attn_context"} {
    ^bb0(%in: bf16, %in_4: bf16, %out: bf16):
      %248 = arith.mulf %in, %in_4 : bf16
      %249 = arith.addf %out, %248 : bf16
      linalg.yield %249 : bf16
    } -> tensor<2x32x2048x80xbf16>
    %70 = tensor.empty() : tensor<2x32x2048xbf16>
    %71 = linalg.fill ins(%cst : bf16) outs(%70 : tensor<2x32x2048xbf16>) -> tensor<2x32x2048xbf16>
    %72 = linalg.generic {indexing_maps = [#map8, #map8, #map11], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%60, %66 : tensor<2x32x2048x2048xbf16>, tensor<2x32x2048x2048xbf16>) outs(%71 : tensor<2x32x2048xbf16>) {
    ^bb0(%in: bf16, %in_4: bf16, %out: bf16):
      %248 = arith.mulf %in, %in_4 : bf16
      %249 = arith.addf %out, %248 : bf16
      linalg.yield %249 : bf16
    } -> tensor<2x32x2048xbf16>
    %73 = tensor.empty() : tensor<2x32x2048x2048xbf16>
    %74 = linalg.generic {indexing_maps = [#map8, #map8, #map11, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%60, %66, %72 : tensor<2x32x2048x2048xbf16>, tensor<2x32x2048x2048xbf16>, tensor<2x32x2048xbf16>) outs(%73 : tensor<2x32x2048x2048xbf16>) {
    ^bb0(%in: bf16, %in_4: bf16, %in_5: bf16, %out: bf16):
      %248 = arith.subf %in_4, %in_5 : bf16
      %249 = arith.mulf %in, %248 : bf16
      %250 = arith.mulf %249, %cst_0 : bf16
      linalg.yield %250 : bf16
    } -> tensor<2x32x2048x2048xbf16>
    %75 = tensor.empty() : tensor<2x32x2048x80xbf16>
    %76 = linalg.fill ins(%cst : bf16) outs(%75 : tensor<2x32x2048x80xbf16>) -> tensor<2x32x2048x80xbf16>
    %77 = linalg.generic {indexing_maps = [#map5, #map9, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]} ins(%74, %arg37 : tensor<2x32x2048x2048xbf16>, tensor<2x32x2048x80xbf16>) outs(%76 : tensor<2x32x2048x80xbf16>) attrs =  {dimtune.pass = "dgrad", dimtune.role = "attn_score"} {
    ^bb0(%in: bf16, %in_4: bf16, %out: bf16):
      %248 = arith.mulf %in, %in_4 : bf16
      %249 = arith.addf %out, %248 : bf16
      linalg.yield %249 : bf16
    } -> tensor<2x32x2048x80xbf16>
    %78 = tensor.empty() : tensor<2x32x2048x80xbf16>
    %79 = linalg.fill ins(%cst : bf16) outs(%78 : tensor<2x32x2048x80xbf16>) -> tensor<2x32x2048x80xbf16>
    %80 = linalg.generic {indexing_maps = [#map10, #map9, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]} ins(%74, %arg36 : tensor<2x32x2048x2048xbf16>, tensor<2x32x2048x80xbf16>) outs(%79 : tensor<2x32x2048x80xbf16>) attrs =  {dimtune.pass = "wgrad", dimtune.role = "attn_score"} {
    ^bb0(%in: bf16, %in_4: bf16, %out: bf16):
      %248 = arith.mulf %in, %in_4 : bf16
      %249 = arith.addf %out, %248 : bf16
      linalg.yield %249 : bf16
    } -> tensor<2x32x2048x80xbf16>
    %81 = tensor.empty() : tensor<4096xf32>
    %82 = linalg.fill ins(%cst_2 : f32) outs(%81 : tensor<4096xf32>) -> tensor<4096xf32>
    %83 = linalg.generic {indexing_maps = [#map12, #map13], iterator_types = ["parallel", "reduction"]} ins(%arg40 : tensor<4096x2560xbf16>) outs(%82 : tensor<4096xf32>) attrs =  {dimtune.kernel = "layer_norm.stats", dimtune.pass = "fwd", dimtune.role = "input_norm", dimtune.row_kernel} {
    ^bb0(%in: bf16, %out: f32):
      %248 = arith.extf %in : bf16 to f32
      %249 = arith.addf %out, %248 : f32
      linalg.yield %249 : f32
    } -> tensor<4096xf32>
    %84 = tensor.empty() : tensor<4096x2560xbf16>
    %85 = linalg.generic {indexing_maps = [#map12, #map13, #map13, #map14, #map14, #map12], iterator_types = ["parallel", "parallel"]} ins(%arg41, %arg42, %arg43, %arg44, %arg45 : tensor<4096x2560xbf16>, tensor<4096xf32>, tensor<4096xf32>, tensor<2560xbf16>, tensor<2560xbf16>) outs(%84 : tensor<4096x2560xbf16>) attrs =  {dimtune.kernel = "layer_norm", dimtune.pass = "fwd", dimtune.role = "input_norm"} {
    ^bb0(%in: bf16, %in_4: f32, %in_5: f32, %in_6: bf16, %in_7: bf16, %out: bf16):
      %248 = arith.truncf %in_4 : f32 to bf16
      %249 = arith.truncf %in_5 : f32 to bf16
      %250 = arith.mulf %in, %248 : bf16
      %251 = arith.mulf %250, %249 : bf16
      %252 = arith.mulf %251, %in_6 : bf16
      %253 = arith.mulf %252, %in_7 : bf16
      linalg.yield %253 : bf16
    } -> tensor<4096x2560xbf16>
    %86 = tensor.empty() : tensor<4096xf32>
    %87 = linalg.fill ins(%cst_2 : f32) outs(%86 : tensor<4096xf32>) -> tensor<4096xf32>
    %88 = linalg.generic {indexing_maps = [#map12, #map12, #map13], iterator_types = ["parallel", "reduction"]} ins(%arg46, %arg47 : tensor<4096x2560xbf16>, tensor<4096x2560xbf16>) outs(%87 : tensor<4096xf32>) attrs =  {dimtune.kernel = "layer_norm_grad_input.sums", dimtune.pass = "bwd", dimtune.role = "input_norm", dimtune.row_kernel} {
    ^bb0(%in: bf16, %in_4: bf16, %out: f32):
      %248 = arith.extf %in : bf16 to f32
      %249 = arith.extf %in_4 : bf16 to f32
      %250 = arith.addf %248, %249 : f32
      %251 = arith.addf %out, %250 : f32
      linalg.yield %251 : f32
    } -> tensor<4096xf32>
    %89 = tensor.empty() : tensor<4096x2560xbf16>
    %90 = linalg.generic {indexing_maps = [#map12, #map12, #map13, #map13, #map14, #map12], iterator_types = ["parallel", "parallel"]} ins(%arg48, %arg49, %arg50, %arg51, %arg52 : tensor<4096x2560xbf16>, tensor<4096x2560xbf16>, tensor<4096xf32>, tensor<4096xf32>, tensor<2560xbf16>) outs(%89 : tensor<4096x2560xbf16>) attrs =  {dimtune.kernel = "layer_norm_grad_input", dimtune.pass = "bwd", dimtune.role = "input_norm"} {
    ^bb0(%in: bf16, %in_4: bf16, %in_5: f32, %in_6: f32, %in_7: bf16, %out: bf16):
      %248 = arith.truncf %in_5 : f32 to bf16
      %249 = arith.truncf %in_6 : f32 to bf16
      %250 = arith.mulf %in, %in_4 : bf16
      %251 = arith.mulf %250, %248 : bf16
      %252 = arith.mulf %251, %249 : bf16
      %253 = arith.mulf %252, %in_7 : bf16
      linalg.yield %253 : bf16
    } -> tensor<4096x2560xbf16>
    %91 = tensor.empty() : tensor<2560xf32>
    %92 = linalg.fill ins(%cst_2 : f32) outs(%91 : tensor<2560xf32>) -> tensor<2560xf32>
    %93 = linalg.generic {indexing_maps = [#map15, #map15, #map13], iterator_types = ["parallel", "reduction"]} ins(%arg53, %arg54 : tensor<4096x2560xbf16>, tensor<4096x2560xbf16>) outs(%92 : tensor<2560xf32>) attrs =  {dimtune.kernel = "gamma_beta_backward", dimtune.pass = "bwd", dimtune.role = "input_norm"} {
    ^bb0(%in: bf16, %in_4: bf16, %out: f32):
      %248 = arith.extf %in : bf16 to f32
      %249 = arith.extf %in_4 : bf16 to f32
      %250 = arith.addf %248, %249 : f32
      %251 = arith.addf %out, %250 : f32
      linalg.yield %251 : f32
    } -> tensor<2560xf32>
    %94 = tensor.empty() : tensor<2x32x2048x40xbf16>
    %95 = linalg.generic {indexing_maps = [#map16, #map17, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg55, %arg56 : tensor<2x2048x32x40xbf16>, tensor<2048x40xbf16>) outs(%94 : tensor<2x32x2048x40xbf16>) attrs =  {dimtune.kernel = "q.mul_cos", dimtune.pass = "fwd", dimtune.role = "rotary"} {
    ^bb0(%in: bf16, %in_4: bf16, %out: bf16):
      %248 = arith.mulf %in, %in_4 : bf16
      linalg.yield %248 : bf16
    } -> tensor<2x32x2048x40xbf16>
    %96 = tensor.empty() : tensor<2x32x2048x20xbf16>
    %97 = linalg.generic {indexing_maps = [#map16, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg57 : tensor<2x2048x32x20xbf16>) outs(%96 : tensor<2x32x2048x20xbf16>) attrs =  {dimtune.kernel = "q.neg_half", dimtune.pass = "fwd", dimtune.role = "rotary"} {
    ^bb0(%in: bf16, %out: bf16):
      %248 = arith.negf %in : bf16
      linalg.yield %248 : bf16
    } -> tensor<2x32x2048x20xbf16>
    %98 = tensor.empty() : tensor<2x32x2048x40xbf16>
    %99 = linalg.generic {indexing_maps = [#map16, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg58 : tensor<2x2048x32x40xbf16>) outs(%98 : tensor<2x32x2048x40xbf16>) attrs =  {dimtune.kernel = "q.cat_half", dimtune.pass = "fwd", dimtune.role = "rotary"} {
    ^bb0(%in: bf16, %out: bf16):
      linalg.yield %in : bf16
    } -> tensor<2x32x2048x40xbf16>
    %100 = tensor.empty() : tensor<2x32x2048x40xbf16>
    %101 = linalg.generic {indexing_maps = [#map8, #map17, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg59, %arg60 : tensor<2x32x2048x40xbf16>, tensor<2048x40xbf16>) outs(%100 : tensor<2x32x2048x40xbf16>) attrs =  {dimtune.kernel = "q.mul_sin", dimtune.pass = "fwd", dimtune.role = "rotary", dimtune.unvectorized} {
    ^bb0(%in: bf16, %in_4: bf16, %out: bf16):
      %248 = arith.mulf %in, %in_4 : bf16
      linalg.yield %248 : bf16
    } -> tensor<2x32x2048x40xbf16>
    %102 = tensor.empty() : tensor<2x32x2048x40xbf16>
    %103 = linalg.generic {indexing_maps = [#map16, #map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg61, %arg62 : tensor<2x2048x32x40xbf16>, tensor<2x32x2048x40xbf16>) outs(%102 : tensor<2x32x2048x40xbf16>) attrs =  {dimtune.kernel = "q.add", dimtune.pass = "fwd", dimtune.role = "rotary"} {
    ^bb0(%in: bf16, %in_4: bf16, %out: bf16):
      %248 = arith.addf %in, %in_4 : bf16
      linalg.yield %248 : bf16
    } -> tensor<2x32x2048x40xbf16>
    %104 = tensor.empty() : tensor<2x32x2048x80xbf16>
    %105 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg63 : tensor<2x32x2048x80xbf16>) outs(%104 : tensor<2x32x2048x80xbf16>) attrs =  {dimtune.kernel = "q.cat_pass", dimtune.pass = "fwd", dimtune.role = "rotary", dimtune.unvectorized} {
    ^bb0(%in: bf16, %out: bf16):
      linalg.yield %in : bf16
    } -> tensor<2x32x2048x80xbf16>
    %106 = tensor.empty() : tensor<2x32x2048x40xbf16>
    %107 = linalg.generic {indexing_maps = [#map8, #map17, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg64, %arg65 : tensor<2x32x2048x40xbf16>, tensor<2048x40xbf16>) outs(%106 : tensor<2x32x2048x40xbf16>) attrs =  {dimtune.kernel = "q.mul_sin.grad", dimtune.pass = "bwd", dimtune.role = "rotary", dimtune.unvectorized} {
    ^bb0(%in: bf16, %in_4: bf16, %out: bf16):
      %248 = arith.mulf %in, %in_4 : bf16
      linalg.yield %248 : bf16
    } -> tensor<2x32x2048x40xbf16>
    %108 = tensor.empty() : tensor<2x32x2048x20xbf16>
    %109 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg66 : tensor<2x32x2048x20xbf16>) outs(%108 : tensor<2x32x2048x20xbf16>) attrs =  {dimtune.kernel = "q.neg_half.grad", dimtune.pass = "bwd", dimtune.role = "rotary", dimtune.unvectorized} {
    ^bb0(%in: bf16, %out: bf16):
      %248 = arith.negf %in : bf16
      linalg.yield %248 : bf16
    } -> tensor<2x32x2048x20xbf16>
    %110 = tensor.empty() : tensor<2x32x2048x40xbf16>
    %111 = linalg.generic {indexing_maps = [#map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%110 : tensor<2x32x2048x40xbf16>) attrs =  {dimtune.kernel = "q.rotate_half.grad.zeros", dimtune.pass = "bwd", dimtune.role = "rotary"} {
    ^bb0(%out: bf16):
      linalg.yield %cst : bf16
    } -> tensor<2x32x2048x40xbf16>
    %112 = tensor.empty() : tensor<2x32x2048x20xbf16>
    %113 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg67 : tensor<2x32x2048x20xbf16>) outs(%112 : tensor<2x32x2048x20xbf16>) attrs =  {dimtune.kernel = "q.rotate_half.grad.copy", dimtune.pass = "bwd", dimtune.role = "rotary", dimtune.unvectorized} {
    ^bb0(%in: bf16, %out: bf16):
      linalg.yield %in : bf16
    } -> tensor<2x32x2048x20xbf16>
    %114 = tensor.empty() : tensor<2x32x2048x40xbf16>
    %115 = linalg.generic {indexing_maps = [#map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%114 : tensor<2x32x2048x40xbf16>) attrs =  {dimtune.kernel = "q.rotate_half.grad.zeros", dimtune.pass = "bwd", dimtune.role = "rotary"} {
    ^bb0(%out: bf16):
      linalg.yield %cst : bf16
    } -> tensor<2x32x2048x40xbf16>
    %116 = tensor.empty() : tensor<2x32x2048x20xbf16>
    %117 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg68 : tensor<2x32x2048x20xbf16>) outs(%116 : tensor<2x32x2048x20xbf16>) attrs =  {dimtune.kernel = "q.rotate_half.grad.copy", dimtune.pass = "bwd", dimtune.role = "rotary", dimtune.unvectorized} {
    ^bb0(%in: bf16, %out: bf16):
      linalg.yield %in : bf16
    } -> tensor<2x32x2048x20xbf16>
    %118 = tensor.empty() : tensor<2x32x2048x40xbf16>
    %119 = linalg.generic {indexing_maps = [#map8, #map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg69, %arg70 : tensor<2x32x2048x40xbf16>, tensor<2x32x2048x40xbf16>) outs(%118 : tensor<2x32x2048x40xbf16>) attrs =  {dimtune.kernel = "q.rotate_half.grad.sum", dimtune.pass = "bwd", dimtune.role = "rotary"} {
    ^bb0(%in: bf16, %in_4: bf16, %out: bf16):
      %248 = arith.addf %in, %in_4 : bf16
      linalg.yield %248 : bf16
    } -> tensor<2x32x2048x40xbf16>
    %120 = tensor.empty() : tensor<2x32x2048x40xbf16>
    %121 = linalg.generic {indexing_maps = [#map8, #map17, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg71, %arg72 : tensor<2x32x2048x40xbf16>, tensor<2048x40xbf16>) outs(%120 : tensor<2x32x2048x40xbf16>) attrs =  {dimtune.kernel = "q.mul_cos.grad", dimtune.pass = "bwd", dimtune.role = "rotary", dimtune.unvectorized} {
    ^bb0(%in: bf16, %in_4: bf16, %out: bf16):
      %248 = arith.mulf %in, %in_4 : bf16
      linalg.yield %248 : bf16
    } -> tensor<2x32x2048x40xbf16>
    %122 = tensor.empty() : tensor<2x32x2048x40xbf16>
    %123 = linalg.generic {indexing_maps = [#map8, #map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg73, %arg74 : tensor<2x32x2048x40xbf16>, tensor<2x32x2048x40xbf16>) outs(%122 : tensor<2x32x2048x40xbf16>) attrs =  {dimtune.kernel = "q.grad_sum", dimtune.pass = "bwd", dimtune.role = "rotary", dimtune.unvectorized} {
    ^bb0(%in: bf16, %in_4: bf16, %out: bf16):
      %248 = arith.addf %in, %in_4 : bf16
      linalg.yield %248 : bf16
    } -> tensor<2x32x2048x40xbf16>
    %124 = tensor.empty() : tensor<2x32x2048x80xbf16>
    %125 = linalg.generic {indexing_maps = [#map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%124 : tensor<2x32x2048x80xbf16>) attrs =  {dimtune.kernel = "q.partial.grad.zeros", dimtune.pass = "bwd", dimtune.role = "rotary"} {
    ^bb0(%out: bf16):
      linalg.yield %cst : bf16
    } -> tensor<2x32x2048x80xbf16>
    %126 = tensor.empty() : tensor<2x32x2048x40xbf16>
    %127 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg75 : tensor<2x32x2048x40xbf16>) outs(%126 : tensor<2x32x2048x40xbf16>) attrs =  {dimtune.kernel = "q.partial.grad.copy", dimtune.pass = "bwd", dimtune.role = "rotary", dimtune.unvectorized} {
    ^bb0(%in: bf16, %out: bf16):
      linalg.yield %in : bf16
    } -> tensor<2x32x2048x40xbf16>
    %128 = tensor.empty() : tensor<2x32x2048x80xbf16>
    %129 = linalg.generic {indexing_maps = [#map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%128 : tensor<2x32x2048x80xbf16>) attrs =  {dimtune.kernel = "q.partial.grad.zeros", dimtune.pass = "bwd", dimtune.role = "rotary"} {
    ^bb0(%out: bf16):
      linalg.yield %cst : bf16
    } -> tensor<2x32x2048x80xbf16>
    %130 = tensor.empty() : tensor<2x32x2048x40xbf16>
    %131 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg76 : tensor<2x32x2048x40xbf16>) outs(%130 : tensor<2x32x2048x40xbf16>) attrs =  {dimtune.kernel = "q.partial.grad.copy", dimtune.pass = "bwd", dimtune.role = "rotary", dimtune.unvectorized} {
    ^bb0(%in: bf16, %out: bf16):
      linalg.yield %in : bf16
    } -> tensor<2x32x2048x40xbf16>
    %132 = tensor.empty() : tensor<2x32x2048x80xbf16>
    %133 = linalg.generic {indexing_maps = [#map8, #map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg77, %arg78 : tensor<2x32x2048x80xbf16>, tensor<2x32x2048x80xbf16>) outs(%132 : tensor<2x32x2048x80xbf16>) attrs =  {dimtune.kernel = "q.partial.grad.sum", dimtune.pass = "bwd", dimtune.role = "rotary"} {
    ^bb0(%in: bf16, %in_4: bf16, %out: bf16):
      %248 = arith.addf %in, %in_4 : bf16
      linalg.yield %248 : bf16
    } -> tensor<2x32x2048x80xbf16>
    %134 = tensor.empty() : tensor<2x32x2048x40xbf16>
    %135 = linalg.generic {indexing_maps = [#map16, #map17, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg79, %arg80 : tensor<2x2048x32x40xbf16>, tensor<2048x40xbf16>) outs(%134 : tensor<2x32x2048x40xbf16>) attrs =  {dimtune.kernel = "k.mul_cos", dimtune.pass = "fwd", dimtune.role = "rotary"} {
    ^bb0(%in: bf16, %in_4: bf16, %out: bf16):
      %248 = arith.mulf %in, %in_4 : bf16
      linalg.yield %248 : bf16
    } -> tensor<2x32x2048x40xbf16>
    %136 = tensor.empty() : tensor<2x32x2048x20xbf16>
    %137 = linalg.generic {indexing_maps = [#map16, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg81 : tensor<2x2048x32x20xbf16>) outs(%136 : tensor<2x32x2048x20xbf16>) attrs =  {dimtune.kernel = "k.neg_half", dimtune.pass = "fwd", dimtune.role = "rotary"} {
    ^bb0(%in: bf16, %out: bf16):
      %248 = arith.negf %in : bf16
      linalg.yield %248 : bf16
    } -> tensor<2x32x2048x20xbf16>
    %138 = tensor.empty() : tensor<2x32x2048x40xbf16>
    %139 = linalg.generic {indexing_maps = [#map16, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg82 : tensor<2x2048x32x40xbf16>) outs(%138 : tensor<2x32x2048x40xbf16>) attrs =  {dimtune.kernel = "k.cat_half", dimtune.pass = "fwd", dimtune.role = "rotary"} {
    ^bb0(%in: bf16, %out: bf16):
      linalg.yield %in : bf16
    } -> tensor<2x32x2048x40xbf16>
    %140 = tensor.empty() : tensor<2x32x2048x40xbf16>
    %141 = linalg.generic {indexing_maps = [#map8, #map17, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg83, %arg84 : tensor<2x32x2048x40xbf16>, tensor<2048x40xbf16>) outs(%140 : tensor<2x32x2048x40xbf16>) attrs =  {dimtune.kernel = "k.mul_sin", dimtune.pass = "fwd", dimtune.role = "rotary", dimtune.unvectorized} {
    ^bb0(%in: bf16, %in_4: bf16, %out: bf16):
      %248 = arith.mulf %in, %in_4 : bf16
      linalg.yield %248 : bf16
    } -> tensor<2x32x2048x40xbf16>
    %142 = tensor.empty() : tensor<2x32x2048x40xbf16>
    %143 = linalg.generic {indexing_maps = [#map16, #map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg85, %arg86 : tensor<2x2048x32x40xbf16>, tensor<2x32x2048x40xbf16>) outs(%142 : tensor<2x32x2048x40xbf16>) attrs =  {dimtune.kernel = "k.add", dimtune.pass = "fwd", dimtune.role = "rotary"} {
    ^bb0(%in: bf16, %in_4: bf16, %out: bf16):
      %248 = arith.addf %in, %in_4 : bf16
      linalg.yield %248 : bf16
    } -> tensor<2x32x2048x40xbf16>
    %144 = tensor.empty() : tensor<2x32x2048x80xbf16>
    %145 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg87 : tensor<2x32x2048x80xbf16>) outs(%144 : tensor<2x32x2048x80xbf16>) attrs =  {dimtune.kernel = "k.cat_pass", dimtune.pass = "fwd", dimtune.role = "rotary", dimtune.unvectorized} {
    ^bb0(%in: bf16, %out: bf16):
      linalg.yield %in : bf16
    } -> tensor<2x32x2048x80xbf16>
    %146 = tensor.empty() : tensor<2x32x2048x40xbf16>
    %147 = linalg.generic {indexing_maps = [#map8, #map17, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg88, %arg89 : tensor<2x32x2048x40xbf16>, tensor<2048x40xbf16>) outs(%146 : tensor<2x32x2048x40xbf16>) attrs =  {dimtune.kernel = "k.mul_sin.grad", dimtune.pass = "bwd", dimtune.role = "rotary", dimtune.unvectorized} {
    ^bb0(%in: bf16, %in_4: bf16, %out: bf16):
      %248 = arith.mulf %in, %in_4 : bf16
      linalg.yield %248 : bf16
    } -> tensor<2x32x2048x40xbf16>
    %148 = tensor.empty() : tensor<2x32x2048x20xbf16>
    %149 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg90 : tensor<2x32x2048x20xbf16>) outs(%148 : tensor<2x32x2048x20xbf16>) attrs =  {dimtune.kernel = "k.neg_half.grad", dimtune.pass = "bwd", dimtune.role = "rotary", dimtune.unvectorized} {
    ^bb0(%in: bf16, %out: bf16):
      %248 = arith.negf %in : bf16
      linalg.yield %248 : bf16
    } -> tensor<2x32x2048x20xbf16>
    %150 = tensor.empty() : tensor<2x32x2048x40xbf16>
    %151 = linalg.generic {indexing_maps = [#map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%150 : tensor<2x32x2048x40xbf16>) attrs =  {dimtune.kernel = "k.rotate_half.grad.zeros", dimtune.pass = "bwd", dimtune.role = "rotary"} {
    ^bb0(%out: bf16):
      linalg.yield %cst : bf16
    } -> tensor<2x32x2048x40xbf16>
    %152 = tensor.empty() : tensor<2x32x2048x20xbf16>
    %153 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg91 : tensor<2x32x2048x20xbf16>) outs(%152 : tensor<2x32x2048x20xbf16>) attrs =  {dimtune.kernel = "k.rotate_half.grad.copy", dimtune.pass = "bwd", dimtune.role = "rotary", dimtune.unvectorized} {
    ^bb0(%in: bf16, %out: bf16):
      linalg.yield %in : bf16
    } -> tensor<2x32x2048x20xbf16>
    %154 = tensor.empty() : tensor<2x32x2048x40xbf16>
    %155 = linalg.generic {indexing_maps = [#map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%154 : tensor<2x32x2048x40xbf16>) attrs =  {dimtune.kernel = "k.rotate_half.grad.zeros", dimtune.pass = "bwd", dimtune.role = "rotary"} {
    ^bb0(%out: bf16):
      linalg.yield %cst : bf16
    } -> tensor<2x32x2048x40xbf16>
    %156 = tensor.empty() : tensor<2x32x2048x20xbf16>
    %157 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg92 : tensor<2x32x2048x20xbf16>) outs(%156 : tensor<2x32x2048x20xbf16>) attrs =  {dimtune.kernel = "k.rotate_half.grad.copy", dimtune.pass = "bwd", dimtune.role = "rotary", dimtune.unvectorized} {
    ^bb0(%in: bf16, %out: bf16):
      linalg.yield %in : bf16
    } -> tensor<2x32x2048x20xbf16>
    %158 = tensor.empty() : tensor<2x32x2048x40xbf16>
    %159 = linalg.generic {indexing_maps = [#map8, #map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg93, %arg94 : tensor<2x32x2048x40xbf16>, tensor<2x32x2048x40xbf16>) outs(%158 : tensor<2x32x2048x40xbf16>) attrs =  {dimtune.kernel = "k.rotate_half.grad.sum", dimtune.pass = "bwd", dimtune.role = "rotary"} {
    ^bb0(%in: bf16, %in_4: bf16, %out: bf16):
      %248 = arith.addf %in, %in_4 : bf16
      linalg.yield %248 : bf16
    } -> tensor<2x32x2048x40xbf16>
    %160 = tensor.empty() : tensor<2x32x2048x40xbf16>
    %161 = linalg.generic {indexing_maps = [#map8, #map17, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg95, %arg96 : tensor<2x32x2048x40xbf16>, tensor<2048x40xbf16>) outs(%160 : tensor<2x32x2048x40xbf16>) attrs =  {dimtune.kernel = "k.mul_cos.grad", dimtune.pass = "bwd", dimtune.role = "rotary", dimtune.unvectorized} {
    ^bb0(%in: bf16, %in_4: bf16, %out: bf16):
      %248 = arith.mulf %in, %in_4 : bf16
      linalg.yield %248 : bf16
    } -> tensor<2x32x2048x40xbf16>
    %162 = tensor.empty() : tensor<2x32x2048x40xbf16>
    %163 = linalg.generic {indexing_maps = [#map8, #map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg97, %arg98 : tensor<2x32x2048x40xbf16>, tensor<2x32x2048x40xbf16>) outs(%162 : tensor<2x32x2048x40xbf16>) attrs =  {dimtune.kernel = "k.grad_sum", dimtune.pass = "bwd", dimtune.role = "rotary", dimtune.unvectorized} {
    ^bb0(%in: bf16, %in_4: bf16, %out: bf16):
      %248 = arith.addf %in, %in_4 : bf16
      linalg.yield %248 : bf16
    } -> tensor<2x32x2048x40xbf16>
    %164 = tensor.empty() : tensor<2x32x2048x80xbf16>
    %165 = linalg.generic {indexing_maps = [#map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%164 : tensor<2x32x2048x80xbf16>) attrs =  {dimtune.kernel = "k.partial.grad.zeros", dimtune.pass = "bwd", dimtune.role = "rotary"} {
    ^bb0(%out: bf16):
      linalg.yield %cst : bf16
    } -> tensor<2x32x2048x80xbf16>
    %166 = tensor.empty() : tensor<2x32x2048x40xbf16>
    %167 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg99 : tensor<2x32x2048x40xbf16>) outs(%166 : tensor<2x32x2048x40xbf16>) attrs =  {dimtune.kernel = "k.partial.grad.copy", dimtune.pass = "bwd", dimtune.role = "rotary", dimtune.unvectorized} {
    ^bb0(%in: bf16, %out: bf16):
      linalg.yield %in : bf16
    } -> tensor<2x32x2048x40xbf16>
    %168 = tensor.empty() : tensor<2x32x2048x80xbf16>
    %169 = linalg.generic {indexing_maps = [#map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%168 : tensor<2x32x2048x80xbf16>) attrs =  {dimtune.kernel = "k.partial.grad.zeros", dimtune.pass = "bwd", dimtune.role = "rotary"} {
    ^bb0(%out: bf16):
      linalg.yield %cst : bf16
    } -> tensor<2x32x2048x80xbf16>
    %170 = tensor.empty() : tensor<2x32x2048x40xbf16>
    %171 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg100 : tensor<2x32x2048x40xbf16>) outs(%170 : tensor<2x32x2048x40xbf16>) attrs =  {dimtune.kernel = "k.partial.grad.copy", dimtune.pass = "bwd", dimtune.role = "rotary", dimtune.unvectorized} {
    ^bb0(%in: bf16, %out: bf16):
      linalg.yield %in : bf16
    } -> tensor<2x32x2048x40xbf16>
    %172 = tensor.empty() : tensor<2x32x2048x80xbf16>
    %173 = linalg.generic {indexing_maps = [#map8, #map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg101, %arg102 : tensor<2x32x2048x80xbf16>, tensor<2x32x2048x80xbf16>) outs(%172 : tensor<2x32x2048x80xbf16>) attrs =  {dimtune.kernel = "k.partial.grad.sum", dimtune.pass = "bwd", dimtune.role = "rotary"} {
    ^bb0(%in: bf16, %in_4: bf16, %out: bf16):
      %248 = arith.addf %in, %in_4 : bf16
      linalg.yield %248 : bf16
    } -> tensor<2x32x2048x80xbf16>
    %174 = tensor.empty() : tensor<2x2048x32x80xbf16>
    %175 = linalg.generic {indexing_maps = [#map16, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg103 : tensor<2x32x2048x80xbf16>) outs(%174 : tensor<2x2048x32x80xbf16>) attrs =  {dimtune.kernel = "output.contiguous", dimtune.pass = "fwd", dimtune.role = "attention"} {
    ^bb0(%in: bf16, %out: bf16):
      linalg.yield %in : bf16
    } -> tensor<2x2048x32x80xbf16>
    %176 = tensor.empty() : tensor<2x2048x32x80xbf16>
    %177 = linalg.generic {indexing_maps = [#map16, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg104 : tensor<2x32x2048x80xbf16>) outs(%176 : tensor<2x2048x32x80xbf16>) attrs =  {dimtune.kernel = "q.grad.contiguous", dimtune.pass = "bwd", dimtune.role = "attention"} {
    ^bb0(%in: bf16, %out: bf16):
      linalg.yield %in : bf16
    } -> tensor<2x2048x32x80xbf16>
    %178 = tensor.empty() : tensor<2x2048x32x80xbf16>
    %179 = linalg.generic {indexing_maps = [#map16, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg105 : tensor<2x32x2048x80xbf16>) outs(%178 : tensor<2x2048x32x80xbf16>) attrs =  {dimtune.kernel = "k.grad.contiguous", dimtune.pass = "bwd", dimtune.role = "attention"} {
    ^bb0(%in: bf16, %out: bf16):
      linalg.yield %in : bf16
    } -> tensor<2x2048x32x80xbf16>
    %180 = tensor.empty() : tensor<2560xbf16>
    %181 = linalg.fill ins(%cst : bf16) outs(%180 : tensor<2560xbf16>) -> tensor<2560xbf16>
    %182 = linalg.generic {indexing_maps = [#map15, #map13], iterator_types = ["parallel", "reduction"]} ins(%arg106 : tensor<4096x2560xbf16>) outs(%181 : tensor<2560xbf16>) attrs =  {dimtune.kernel = "bias.grad", dimtune.pass = "bwd", dimtune.role = "q"} {
    ^bb0(%in: bf16, %out: bf16):
      %248 = arith.addf %out, %in : bf16
      linalg.yield %248 : bf16
    } -> tensor<2560xbf16>
    %183 = tensor.empty() : tensor<2560xbf16>
    %184 = linalg.fill ins(%cst : bf16) outs(%183 : tensor<2560xbf16>) -> tensor<2560xbf16>
    %185 = linalg.generic {indexing_maps = [#map15, #map13], iterator_types = ["parallel", "reduction"]} ins(%arg107 : tensor<4096x2560xbf16>) outs(%184 : tensor<2560xbf16>) attrs =  {dimtune.kernel = "bias.grad", dimtune.pass = "bwd", dimtune.role = "k"} {
    ^bb0(%in: bf16, %out: bf16):
      %248 = arith.addf %out, %in : bf16
      linalg.yield %248 : bf16
    } -> tensor<2560xbf16>
    %186 = tensor.empty() : tensor<2560xbf16>
    %187 = linalg.fill ins(%cst : bf16) outs(%186 : tensor<2560xbf16>) -> tensor<2560xbf16>
    %188 = linalg.generic {indexing_maps = [#map15, #map13], iterator_types = ["parallel", "reduction"]} ins(%arg108 : tensor<4096x2560xbf16>) outs(%187 : tensor<2560xbf16>) attrs =  {dimtune.kernel = "bias.grad", dimtune.pass = "bwd", dimtune.role = "v"} {
    ^bb0(%in: bf16, %out: bf16):
      %248 = arith.addf %out, %in : bf16
      linalg.yield %248 : bf16
    } -> tensor<2560xbf16>
    %189 = tensor.empty() : tensor<2560xbf16>
    %190 = linalg.fill ins(%cst : bf16) outs(%189 : tensor<2560xbf16>) -> tensor<2560xbf16>
    %191 = linalg.generic {indexing_maps = [#map15, #map13], iterator_types = ["parallel", "reduction"]} ins(%arg109 : tensor<4096x2560xbf16>) outs(%190 : tensor<2560xbf16>) attrs =  {dimtune.kernel = "bias.grad", dimtune.pass = "bwd", dimtune.role = "attn_out"} {
    ^bb0(%in: bf16, %out: bf16):
      %248 = arith.addf %out, %in : bf16
      linalg.yield %248 : bf16
    } -> tensor<2560xbf16>
    %192 = tensor.empty() : tensor<10240xbf16>
    %193 = linalg.fill ins(%cst : bf16) outs(%192 : tensor<10240xbf16>) -> tensor<10240xbf16>
    %194 = linalg.generic {indexing_maps = [#map15, #map13], iterator_types = ["parallel", "reduction"]} ins(%arg110 : tensor<4096x10240xbf16>) outs(%193 : tensor<10240xbf16>) attrs =  {dimtune.kernel = "bias.grad", dimtune.pass = "bwd", dimtune.role = "mlp_up"} {
    ^bb0(%in: bf16, %out: bf16):
      %248 = arith.addf %out, %in : bf16
      linalg.yield %248 : bf16
    } -> tensor<10240xbf16>
    %195 = tensor.empty() : tensor<2560xbf16>
    %196 = linalg.fill ins(%cst : bf16) outs(%195 : tensor<2560xbf16>) -> tensor<2560xbf16>
    %197 = linalg.generic {indexing_maps = [#map15, #map13], iterator_types = ["parallel", "reduction"]} ins(%arg111 : tensor<4096x2560xbf16>) outs(%196 : tensor<2560xbf16>) attrs =  {dimtune.kernel = "bias.grad", dimtune.pass = "bwd", dimtune.role = "mlp_down"} {
    ^bb0(%in: bf16, %out: bf16):
      %248 = arith.addf %out, %in : bf16
      linalg.yield %248 : bf16
    } -> tensor<2560xbf16>
    %198 = tensor.empty() : tensor<4096x10240xbf16>
    %199 = linalg.generic {indexing_maps = [#map12, #map12], iterator_types = ["parallel", "parallel"]} ins(%arg112 : tensor<4096x10240xbf16>) outs(%198 : tensor<4096x10240xbf16>) attrs =  {dimtune.kernel = "pow3", dimtune.pass = "fwd", dimtune.role = "activation"} {
    ^bb0(%in: bf16, %out: bf16):
      %248 = arith.mulf %in, %in : bf16
      linalg.yield %248 : bf16
    } -> tensor<4096x10240xbf16>
    %200 = tensor.empty() : tensor<4096x10240xbf16>
    %201 = linalg.generic {indexing_maps = [#map12, #map12], iterator_types = ["parallel", "parallel"]} ins(%arg113 : tensor<4096x10240xbf16>) outs(%200 : tensor<4096x10240xbf16>) attrs =  {dimtune.kernel = "mul_0.044715", dimtune.pass = "fwd", dimtune.role = "activation"} {
    ^bb0(%in: bf16, %out: bf16):
      %248 = arith.mulf %in, %cst_3 : bf16
      linalg.yield %248 : bf16
    } -> tensor<4096x10240xbf16>
    %202 = tensor.empty() : tensor<4096x10240xbf16>
    %203 = linalg.generic {indexing_maps = [#map12, #map12, #map12], iterator_types = ["parallel", "parallel"]} ins(%arg114, %arg115 : tensor<4096x10240xbf16>, tensor<4096x10240xbf16>) outs(%202 : tensor<4096x10240xbf16>) attrs =  {dimtune.kernel = "add_x", dimtune.pass = "fwd", dimtune.role = "activation"} {
    ^bb0(%in: bf16, %in_4: bf16, %out: bf16):
      %248 = arith.addf %in, %in_4 : bf16
      linalg.yield %248 : bf16
    } -> tensor<4096x10240xbf16>
    %204 = tensor.empty() : tensor<4096x10240xbf16>
    %205 = linalg.generic {indexing_maps = [#map12, #map12], iterator_types = ["parallel", "parallel"]} ins(%arg116 : tensor<4096x10240xbf16>) outs(%204 : tensor<4096x10240xbf16>) attrs =  {dimtune.kernel = "mul_sqrt_2_pi", dimtune.pass = "fwd", dimtune.role = "activation"} {
    ^bb0(%in: bf16, %out: bf16):
      %248 = arith.mulf %in, %cst_3 : bf16
      linalg.yield %248 : bf16
    } -> tensor<4096x10240xbf16>
    %206 = tensor.empty() : tensor<4096x10240xbf16>
    %207 = linalg.generic {indexing_maps = [#map12, #map12], iterator_types = ["parallel", "parallel"]} ins(%arg117 : tensor<4096x10240xbf16>) outs(%206 : tensor<4096x10240xbf16>) attrs =  {dimtune.kernel = "tanh", dimtune.pass = "fwd", dimtune.role = "activation"} {
    ^bb0(%in: bf16, %out: bf16):
      %248 = math.tanh %in : bf16
      linalg.yield %248 : bf16
    } -> tensor<4096x10240xbf16>
    %208 = tensor.empty() : tensor<4096x10240xbf16>
    %209 = linalg.generic {indexing_maps = [#map12, #map12], iterator_types = ["parallel", "parallel"]} ins(%arg118 : tensor<4096x10240xbf16>) outs(%208 : tensor<4096x10240xbf16>) attrs =  {dimtune.kernel = "add_1", dimtune.pass = "fwd", dimtune.role = "activation"} {
    ^bb0(%in: bf16, %out: bf16):
      linalg.yield %in : bf16
    } -> tensor<4096x10240xbf16>
    %210 = tensor.empty() : tensor<4096x10240xbf16>
    %211 = linalg.generic {indexing_maps = [#map12, #map12], iterator_types = ["parallel", "parallel"]} ins(%arg119 : tensor<4096x10240xbf16>) outs(%210 : tensor<4096x10240xbf16>) attrs =  {dimtune.kernel = "mul_0.5", dimtune.pass = "fwd", dimtune.role = "activation"} {
    ^bb0(%in: bf16, %out: bf16):
      %248 = arith.mulf %in, %cst_3 : bf16
      linalg.yield %248 : bf16
    } -> tensor<4096x10240xbf16>
    %212 = tensor.empty() : tensor<4096x10240xbf16>
    %213 = linalg.generic {indexing_maps = [#map12, #map12, #map12], iterator_types = ["parallel", "parallel"]} ins(%arg120, %arg121 : tensor<4096x10240xbf16>, tensor<4096x10240xbf16>) outs(%212 : tensor<4096x10240xbf16>) attrs =  {dimtune.kernel = "mul", dimtune.pass = "fwd", dimtune.role = "activation"} {
    ^bb0(%in: bf16, %in_4: bf16, %out: bf16):
      %248 = arith.mulf %in, %in_4 : bf16
      linalg.yield %248 : bf16
    } -> tensor<4096x10240xbf16>
    %214 = tensor.empty() : tensor<4096x10240xbf16>
    %215 = linalg.generic {indexing_maps = [#map12, #map12, #map12], iterator_types = ["parallel", "parallel"]} ins(%arg122, %arg123 : tensor<4096x10240xbf16>, tensor<4096x10240xbf16>) outs(%214 : tensor<4096x10240xbf16>) attrs =  {dimtune.kernel = "mul.grad_a", dimtune.pass = "bwd", dimtune.role = "activation"} {
    ^bb0(%in: bf16, %in_4: bf16, %out: bf16):
      %248 = arith.mulf %in, %in_4 : bf16
      linalg.yield %248 : bf16
    } -> tensor<4096x10240xbf16>
    %216 = tensor.empty() : tensor<4096x10240xbf16>
    %217 = linalg.generic {indexing_maps = [#map12, #map12, #map12], iterator_types = ["parallel", "parallel"]} ins(%arg124, %arg125 : tensor<4096x10240xbf16>, tensor<4096x10240xbf16>) outs(%216 : tensor<4096x10240xbf16>) attrs =  {dimtune.kernel = "mul.grad_b", dimtune.pass = "bwd", dimtune.role = "activation"} {
    ^bb0(%in: bf16, %in_4: bf16, %out: bf16):
      %248 = arith.mulf %in, %in_4 : bf16
      linalg.yield %248 : bf16
    } -> tensor<4096x10240xbf16>
    %218 = tensor.empty() : tensor<4096x10240xbf16>
    %219 = linalg.generic {indexing_maps = [#map12, #map12, #map12], iterator_types = ["parallel", "parallel"]} ins(%arg126, %arg127 : tensor<4096x10240xbf16>, tensor<4096x10240xbf16>) outs(%218 : tensor<4096x10240xbf16>) attrs =  {dimtune.kernel = "tanh.grad", dimtune.pass = "bwd", dimtune.role = "activation"} {
    ^bb0(%in: bf16, %in_4: bf16, %out: bf16):
      %248 = arith.mulf %in, %in_4 : bf16
      linalg.yield %248 : bf16
    } -> tensor<4096x10240xbf16>
    %220 = tensor.empty() : tensor<4096x10240xbf16>
    %221 = linalg.generic {indexing_maps = [#map12, #map12], iterator_types = ["parallel", "parallel"]} ins(%arg128 : tensor<4096x10240xbf16>) outs(%220 : tensor<4096x10240xbf16>) attrs =  {dimtune.kernel = "mul_sqrt_2_pi.grad", dimtune.pass = "bwd", dimtune.role = "activation"} {
    ^bb0(%in: bf16, %out: bf16):
      %248 = arith.mulf %in, %cst_3 : bf16
      linalg.yield %248 : bf16
    } -> tensor<4096x10240xbf16>
    %222 = tensor.empty() : tensor<4096x10240xbf16>
    %223 = linalg.generic {indexing_maps = [#map12, #map12], iterator_types = ["parallel", "parallel"]} ins(%arg129 : tensor<4096x10240xbf16>) outs(%222 : tensor<4096x10240xbf16>) attrs =  {dimtune.kernel = "mul_0.044715.grad", dimtune.pass = "bwd", dimtune.role = "activation"} {
    ^bb0(%in: bf16, %out: bf16):
      %248 = arith.mulf %in, %cst_3 : bf16
      linalg.yield %248 : bf16
    } -> tensor<4096x10240xbf16>
    %224 = tensor.empty() : tensor<4096x10240xbf16>
    %225 = linalg.generic {indexing_maps = [#map12, #map12], iterator_types = ["parallel", "parallel"]} ins(%arg130 : tensor<4096x10240xbf16>) outs(%224 : tensor<4096x10240xbf16>) attrs =  {dimtune.kernel = "pow3.grad_pow", dimtune.pass = "bwd", dimtune.role = "activation"} {
    ^bb0(%in: bf16, %out: bf16):
      %248 = arith.mulf %in, %in : bf16
      linalg.yield %248 : bf16
    } -> tensor<4096x10240xbf16>
    %226 = tensor.empty() : tensor<4096x10240xbf16>
    %227 = linalg.generic {indexing_maps = [#map12, #map12], iterator_types = ["parallel", "parallel"]} ins(%arg131 : tensor<4096x10240xbf16>) outs(%226 : tensor<4096x10240xbf16>) attrs =  {dimtune.kernel = "pow3.grad_scale", dimtune.pass = "bwd", dimtune.role = "activation"} {
    ^bb0(%in: bf16, %out: bf16):
      %248 = arith.mulf %in, %cst_3 : bf16
      linalg.yield %248 : bf16
    } -> tensor<4096x10240xbf16>
    %228 = tensor.empty() : tensor<4096x10240xbf16>
    %229 = linalg.generic {indexing_maps = [#map12, #map12, #map12], iterator_types = ["parallel", "parallel"]} ins(%arg132, %arg133 : tensor<4096x10240xbf16>, tensor<4096x10240xbf16>) outs(%228 : tensor<4096x10240xbf16>) attrs =  {dimtune.kernel = "pow3.grad", dimtune.pass = "bwd", dimtune.role = "activation"} {
    ^bb0(%in: bf16, %in_4: bf16, %out: bf16):
      %248 = arith.mulf %in, %in_4 : bf16
      linalg.yield %248 : bf16
    } -> tensor<4096x10240xbf16>
    %230 = tensor.empty() : tensor<4096x10240xbf16>
    %231 = linalg.generic {indexing_maps = [#map12, #map12], iterator_types = ["parallel", "parallel"]} ins(%arg134 : tensor<4096x10240xbf16>) outs(%230 : tensor<4096x10240xbf16>) attrs =  {dimtune.kernel = "mul_0.5.grad", dimtune.pass = "bwd", dimtune.role = "activation"} {
    ^bb0(%in: bf16, %out: bf16):
      %248 = arith.mulf %in, %cst_3 : bf16
      linalg.yield %248 : bf16
    } -> tensor<4096x10240xbf16>
    %232 = tensor.empty() : tensor<4096x10240xbf16>
    %233 = linalg.generic {indexing_maps = [#map12, #map12, #map12], iterator_types = ["parallel", "parallel"]} ins(%arg135, %arg136 : tensor<4096x10240xbf16>, tensor<4096x10240xbf16>) outs(%232 : tensor<4096x10240xbf16>) attrs =  {dimtune.kernel = "grad_sum", dimtune.pass = "bwd", dimtune.role = "activation"} {
    ^bb0(%in: bf16, %in_4: bf16, %out: bf16):
      %248 = arith.addf %in, %in_4 : bf16
      linalg.yield %248 : bf16
    } -> tensor<4096x10240xbf16>
    %234 = tensor.empty() : tensor<4096x10240xbf16>
    %235 = linalg.generic {indexing_maps = [#map12, #map12, #map12], iterator_types = ["parallel", "parallel"]} ins(%arg137, %arg138 : tensor<4096x10240xbf16>, tensor<4096x10240xbf16>) outs(%234 : tensor<4096x10240xbf16>) attrs =  {dimtune.kernel = "grad_sum", dimtune.pass = "bwd", dimtune.role = "activation"} {
    ^bb0(%in: bf16, %in_4: bf16, %out: bf16):
      %248 = arith.addf %in, %in_4 : bf16
      linalg.yield %248 : bf16
    } -> tensor<4096x10240xbf16>
    %236 = tensor.empty() : tensor<4096x2560xbf16>
    %237 = linalg.generic {indexing_maps = [#map12, #map12, #map12], iterator_types = ["parallel", "parallel"]} ins(%arg139, %arg140 : tensor<4096x2560xbf16>, tensor<4096x2560xbf16>) outs(%236 : tensor<4096x2560xbf16>) attrs =  {dimtune.kernel = "add", dimtune.pass = "fwd", dimtune.role = "residual"} {
    ^bb0(%in: bf16, %in_4: bf16, %out: bf16):
      %248 = arith.addf %in, %in_4 : bf16
      linalg.yield %248 : bf16
    } -> tensor<4096x2560xbf16>
    %238 = tensor.empty() : tensor<4096x2560xbf16>
    %239 = linalg.generic {indexing_maps = [#map12, #map12, #map12], iterator_types = ["parallel", "parallel"]} ins(%arg141, %arg142 : tensor<4096x2560xbf16>, tensor<4096x2560xbf16>) outs(%238 : tensor<4096x2560xbf16>) attrs =  {dimtune.kernel = "add", dimtune.pass = "fwd", dimtune.role = "residual"} {
    ^bb0(%in: bf16, %in_4: bf16, %out: bf16):
      %248 = arith.addf %in, %in_4 : bf16
      linalg.yield %248 : bf16
    } -> tensor<4096x2560xbf16>
    %240 = tensor.empty() : tensor<4096x2560xbf16>
    %241 = linalg.generic {indexing_maps = [#map12, #map12, #map12], iterator_types = ["parallel", "parallel"]} ins(%arg143, %arg144 : tensor<4096x2560xbf16>, tensor<4096x2560xbf16>) outs(%240 : tensor<4096x2560xbf16>) attrs =  {dimtune.kernel = "grad_sum", dimtune.pass = "bwd", dimtune.role = "residual"} {
    ^bb0(%in: bf16, %in_4: bf16, %out: bf16):
      %248 = arith.addf %in, %in_4 : bf16
      linalg.yield %248 : bf16
    } -> tensor<4096x2560xbf16>
    %242 = tensor.empty() : tensor<4096x2560xbf16>
    %243 = linalg.generic {indexing_maps = [#map12, #map12, #map12], iterator_types = ["parallel", "parallel"]} ins(%arg145, %arg146 : tensor<4096x2560xbf16>, tensor<4096x2560xbf16>) outs(%242 : tensor<4096x2560xbf16>) attrs =  {dimtune.kernel = "grad_sum", dimtune.pass = "bwd", dimtune.role = "residual"} {
    ^bb0(%in: bf16, %in_4: bf16, %out: bf16):
      %248 = arith.addf %in, %in_4 : bf16
      linalg.yield %248 : bf16
    } -> tensor<4096x2560xbf16>
    %244 = tensor.empty() : tensor<4096x2560xbf16>
    %245 = linalg.generic {indexing_maps = [#map12, #map12, #map12], iterator_types = ["parallel", "parallel"]} ins(%arg147, %arg148 : tensor<4096x2560xbf16>, tensor<4096x2560xbf16>) outs(%244 : tensor<4096x2560xbf16>) attrs =  {dimtune.kernel = "grad_sum", dimtune.pass = "bwd", dimtune.role = "residual"} {
    ^bb0(%in: bf16, %in_4: bf16, %out: bf16):
      %248 = arith.addf %in, %in_4 : bf16
      linalg.yield %248 : bf16
    } -> tensor<4096x2560xbf16>
    %246 = tensor.empty() : tensor<4096x2560xbf16>
    %247 = linalg.generic {indexing_maps = [#map12, #map12, #map12], iterator_types = ["parallel", "parallel"]} ins(%arg149, %arg150 : tensor<4096x2560xbf16>, tensor<4096x2560xbf16>) outs(%246 : tensor<4096x2560xbf16>) attrs =  {dimtune.kernel = "grad_sum", dimtune.pass = "bwd", dimtune.role = "residual"} {
    ^bb0(%in: bf16, %in_4: bf16, %out: bf16):
      %248 = arith.addf %in, %in_4 : bf16
      linalg.yield %248 : bf16
    } -> tensor<4096x2560xbf16>
    return %2, %5, %8, %11, %14, %17, %20, %23, %26, %29, %32, %35, %38, %41, %44, %47, %50, %53, %63, %77, %80, %69, %83, %85, %88, %90, %93, %95, %97, %99, %101, %103, %105, %107, %109, %111, %113, %115, %117, %119, %121, %123, %125, %127, %129, %131, %133, %135, %137, %139, %141, %143, %145, %147, %149, %151, %153, %155, %157, %159, %161, %163, %165, %167, %169, %171, %173, %175, %177, %179, %182, %185, %188, %191, %194, %197, %199, %201, %203, %205, %207, %209, %211, %213, %215, %217, %219, %221, %223, %225, %227, %229, %231, %233, %235, %237, %239, %241, %243, %245, %247 : tensor<4096x2560xbf16>, tensor<4096x2560xbf16>, tensor<2560x2560xbf16>, tensor<4096x2560xbf16>, tensor<4096x2560xbf16>, tensor<2560x2560xbf16>, tensor<4096x2560xbf16>, tensor<4096x2560xbf16>, tensor<2560x2560xbf16>, tensor<4096x2560xbf16>, tensor<4096x2560xbf16>, tensor<2560x2560xbf16>, tensor<4096x10240xbf16>, tensor<4096x2560xbf16>, tensor<10240x2560xbf16>, tensor<4096x2560xbf16>, tensor<4096x10240xbf16>, tensor<2560x10240xbf16>, tensor<2x32x2048x80xbf16>, tensor<2x32x2048x80xbf16>, tensor<2x32x2048x80xbf16>, tensor<2x32x2048x80xbf16>, tensor<4096xf32>, tensor<4096x2560xbf16>, tensor<4096xf32>, tensor<4096x2560xbf16>, tensor<2560xf32>, tensor<2x32x2048x40xbf16>, tensor<2x32x2048x20xbf16>, tensor<2x32x2048x40xbf16>, tensor<2x32x2048x40xbf16>, tensor<2x32x2048x40xbf16>, tensor<2x32x2048x80xbf16>, tensor<2x32x2048x40xbf16>, tensor<2x32x2048x20xbf16>, tensor<2x32x2048x40xbf16>, tensor<2x32x2048x20xbf16>, tensor<2x32x2048x40xbf16>, tensor<2x32x2048x20xbf16>, tensor<2x32x2048x40xbf16>, tensor<2x32x2048x40xbf16>, tensor<2x32x2048x40xbf16>, tensor<2x32x2048x80xbf16>, tensor<2x32x2048x40xbf16>, tensor<2x32x2048x80xbf16>, tensor<2x32x2048x40xbf16>, tensor<2x32x2048x80xbf16>, tensor<2x32x2048x40xbf16>, tensor<2x32x2048x20xbf16>, tensor<2x32x2048x40xbf16>, tensor<2x32x2048x40xbf16>, tensor<2x32x2048x40xbf16>, tensor<2x32x2048x80xbf16>, tensor<2x32x2048x40xbf16>, tensor<2x32x2048x20xbf16>, tensor<2x32x2048x40xbf16>, tensor<2x32x2048x20xbf16>, tensor<2x32x2048x40xbf16>, tensor<2x32x2048x20xbf16>, tensor<2x32x2048x40xbf16>, tensor<2x32x2048x40xbf16>, tensor<2x32x2048x40xbf16>, tensor<2x32x2048x80xbf16>, tensor<2x32x2048x40xbf16>, tensor<2x32x2048x80xbf16>, tensor<2x32x2048x40xbf16>, tensor<2x32x2048x80xbf16>, tensor<2x2048x32x80xbf16>, tensor<2x2048x32x80xbf16>, tensor<2x2048x32x80xbf16>, tensor<2560xbf16>, tensor<2560xbf16>, tensor<2560xbf16>, tensor<2560xbf16>, tensor<10240xbf16>, tensor<2560xbf16>, tensor<4096x10240xbf16>, tensor<4096x10240xbf16>, tensor<4096x10240xbf16>, tensor<4096x10240xbf16>, tensor<4096x10240xbf16>, tensor<4096x10240xbf16>, tensor<4096x10240xbf16>, tensor<4096x10240xbf16>, tensor<4096x10240xbf16>, tensor<4096x10240xbf16>, tensor<4096x10240xbf16>, tensor<4096x10240xbf16>, tensor<4096x10240xbf16>, tensor<4096x10240xbf16>, tensor<4096x10240xbf16>, tensor<4096x10240xbf16>, tensor<4096x10240xbf16>, tensor<4096x10240xbf16>, tensor<4096x10240xbf16>, tensor<4096x2560xbf16>, tensor<4096x2560xbf16>, tensor<4096x2560xbf16>, tensor<4096x2560xbf16>, tensor<4096x2560xbf16>, tensor<4096x2560xbf16>
  }
  func.func @lm_head(%arg0: tensor<4096x2560xbf16>, %arg1: tensor<51200x2560xbf16>, %arg2: tensor<4096x51200xbf16>, %arg3: tensor<51200x2560xbf16>, %arg4: tensor<4096x51200xbf16>, %arg5: tensor<4096x2560xbf16>, %arg6: tensor<20x1xf32>, %arg7: tensor<1x2048xf32>, %arg8: tensor<51200x2560xbf16>, %arg9: tensor<4096xi64>, %arg10: tensor<4096x2560xbf16>, %arg11: tensor<4096x2560xbf16>, %arg12: tensor<4096xf32>, %arg13: tensor<4096xf32>, %arg14: tensor<2560xbf16>, %arg15: tensor<2560xbf16>, %arg16: tensor<4096x2560xbf16>, %arg17: tensor<4096x2560xbf16>, %arg18: tensor<4096x2560xbf16>, %arg19: tensor<4096x2560xbf16>, %arg20: tensor<4096xf32>, %arg21: tensor<4096xf32>, %arg22: tensor<2560xbf16>, %arg23: tensor<4096x2560xbf16>, %arg24: tensor<4096x2560xbf16>, %arg25: tensor<4096x51200xbf16>, %arg26: tensor<4096x51200xf32>, %arg27: tensor<4096x51200xf32>, %arg28: tensor<4096xf32>, %arg29: tensor<4096x51200xf32>, %arg30: tensor<4096x51200xf32>, %arg31: tensor<4096x51200xf32>, %arg32: tensor<4096xf32>, %arg33: tensor<4096x51200xf32>, %arg34: tensor<4096x51200xbf16>, %arg35: tensor<4096xi64>, %arg36: tensor<4096x2560xbf16>) -> (tensor<4096x51200xbf16>, tensor<4096x2560xbf16>, tensor<51200x2560xbf16>, tensor<20x2048xf32>, tensor<4096x2560xbf16>, tensor<4096xf32>, tensor<4096x2560xbf16>, tensor<4096xf32>, tensor<4096x2560xbf16>, tensor<2560xf32>, tensor<4096x51200xf32>, tensor<4096xf32>, tensor<4096x51200xf32>, tensor<4096x51200xf32>, tensor<4096xf32>, tensor<4096x51200xf32>, tensor<4096x51200xbf16>, tensor<51200xbf16>, tensor<51200x2560xbf16>) {
    %cst = arith.constant 0.000000e+00 : bf16
    %cst_0 = arith.constant 0.000000e+00 : f32
    %0 = tensor.empty() : tensor<4096x51200xbf16>
    %1 = linalg.fill ins(%cst : bf16) outs(%0 : tensor<4096x51200xbf16>) -> tensor<4096x51200xbf16>
    %2 = linalg.matmul indexing_maps = [#map, #map1, #map2] {dimtune.pass = "fwd", dimtune.role = "lm_head"} ins(%arg0, %arg1 : tensor<4096x2560xbf16>, tensor<51200x2560xbf16>) outs(%1 : tensor<4096x51200xbf16>) -> tensor<4096x51200xbf16>
    %3 = tensor.empty() : tensor<4096x2560xbf16>
    %4 = linalg.fill ins(%cst : bf16) outs(%3 : tensor<4096x2560xbf16>) -> tensor<4096x2560xbf16>
    %5 = linalg.matmul {dimtune.pass = "dgrad", dimtune.role = "lm_head"} ins(%arg2, %arg3 : tensor<4096x51200xbf16>, tensor<51200x2560xbf16>) outs(%4 : tensor<4096x2560xbf16>) -> tensor<4096x2560xbf16>
    %6 = tensor.empty() : tensor<51200x2560xbf16>
    %7 = linalg.fill ins(%cst : bf16) outs(%6 : tensor<51200x2560xbf16>) -> tensor<51200x2560xbf16>
    %8 = linalg.matmul indexing_maps = [#map3, #map4, #map2] {dimtune.pass = "wgrad", dimtune.role = "lm_head"} ins(%arg4, %arg5 : tensor<4096x51200xbf16>, tensor<4096x2560xbf16>) outs(%7 : tensor<51200x2560xbf16>) -> tensor<51200x2560xbf16>
    %9 = tensor.empty() : tensor<20x2048xf32>
    %10 = linalg.fill ins(%cst_0 : f32) outs(%9 : tensor<20x2048xf32>) -> tensor<20x2048xf32>
    %11 = linalg.matmul {dimtune.pass = "fwd", dimtune.role = "rotary"} ins(%arg6, %arg7 : tensor<20x1xf32>, tensor<1x2048xf32>) outs(%10 : tensor<20x2048xf32>) -> tensor<20x2048xf32>
    %12 = tensor.empty() : tensor<4096x2560xbf16>
    %13 = linalg.generic {indexing_maps = [#map13, #map12], iterator_types = ["parallel", "parallel"]} ins(%arg9 : tensor<4096xi64>) outs(%12 : tensor<4096x2560xbf16>) attrs =  {dimtune.kernel = "embedding", dimtune.pass = "fwd", dimtune.role = "embedding"} {
    ^bb0(%in: i64, %out: bf16):
      %49 = arith.index_cast %in : i64 to index
      %50 = linalg.index 1 : index
      %extracted = tensor.extract %arg8[%49, %50] : tensor<51200x2560xbf16>
      linalg.yield %extracted : bf16
    } -> tensor<4096x2560xbf16>
    %14 = tensor.empty() : tensor<4096xf32>
    %15 = linalg.fill ins(%cst_0 : f32) outs(%14 : tensor<4096xf32>) -> tensor<4096xf32>
    %16 = linalg.generic {indexing_maps = [#map12, #map13], iterator_types = ["parallel", "reduction"]} ins(%arg10 : tensor<4096x2560xbf16>) outs(%15 : tensor<4096xf32>) attrs =  {dimtune.kernel = "layer_norm.stats", dimtune.pass = "fwd", dimtune.role = "final_norm", dimtune.row_kernel} {
    ^bb0(%in: bf16, %out: f32):
      %49 = arith.extf %in : bf16 to f32
      %50 = arith.addf %out, %49 : f32
      linalg.yield %50 : f32
    } -> tensor<4096xf32>
    %17 = tensor.empty() : tensor<4096x2560xbf16>
    %18 = linalg.generic {indexing_maps = [#map12, #map13, #map13, #map14, #map14, #map12], iterator_types = ["parallel", "parallel"]} ins(%arg11, %arg12, %arg13, %arg14, %arg15 : tensor<4096x2560xbf16>, tensor<4096xf32>, tensor<4096xf32>, tensor<2560xbf16>, tensor<2560xbf16>) outs(%17 : tensor<4096x2560xbf16>) attrs =  {dimtune.kernel = "layer_norm", dimtune.pass = "fwd", dimtune.role = "final_norm"} {
    ^bb0(%in: bf16, %in_1: f32, %in_2: f32, %in_3: bf16, %in_4: bf16, %out: bf16):
      %49 = arith.truncf %in_1 : f32 to bf16
      %50 = arith.truncf %in_2 : f32 to bf16
      %51 = arith.mulf %in, %49 : bf16
      %52 = arith.mulf %51, %50 : bf16
      %53 = arith.mulf %52, %in_3 : bf16
      %54 = arith.mulf %53, %in_4 : bf16
      linalg.yield %54 : bf16
    } -> tensor<4096x2560xbf16>
    %19 = tensor.empty() : tensor<4096xf32>
    %20 = linalg.fill ins(%cst_0 : f32) outs(%19 : tensor<4096xf32>) -> tensor<4096xf32>
    %21 = linalg.generic {indexing_maps = [#map12, #map12, #map13], iterator_types = ["parallel", "reduction"]} ins(%arg16, %arg17 : tensor<4096x2560xbf16>, tensor<4096x2560xbf16>) outs(%20 : tensor<4096xf32>) attrs =  {dimtune.kernel = "layer_norm_grad_input.sums", dimtune.pass = "bwd", dimtune.role = "final_norm", dimtune.row_kernel} {
    ^bb0(%in: bf16, %in_1: bf16, %out: f32):
      %49 = arith.extf %in : bf16 to f32
      %50 = arith.extf %in_1 : bf16 to f32
      %51 = arith.addf %49, %50 : f32
      %52 = arith.addf %out, %51 : f32
      linalg.yield %52 : f32
    } -> tensor<4096xf32>
    %22 = tensor.empty() : tensor<4096x2560xbf16>
    %23 = linalg.generic {indexing_maps = [#map12, #map12, #map13, #map13, #map14, #map12], iterator_types = ["parallel", "parallel"]} ins(%arg18, %arg19, %arg20, %arg21, %arg22 : tensor<4096x2560xbf16>, tensor<4096x2560xbf16>, tensor<4096xf32>, tensor<4096xf32>, tensor<2560xbf16>) outs(%22 : tensor<4096x2560xbf16>) attrs =  {dimtune.kernel = "layer_norm_grad_input", dimtune.pass = "bwd", dimtune.role = "final_norm"} {
    ^bb0(%in: bf16, %in_1: bf16, %in_2: f32, %in_3: f32, %in_4: bf16, %out: bf16):
      %49 = arith.truncf %in_2 : f32 to bf16
      %50 = arith.truncf %in_3 : f32 to bf16
      %51 = arith.mulf %in, %in_1 : bf16
      %52 = arith.mulf %51, %49 : bf16
      %53 = arith.mulf %52, %50 : bf16
      %54 = arith.mulf %53, %in_4 : bf16
      linalg.yield %54 : bf16
    } -> tensor<4096x2560xbf16>
    %24 = tensor.empty() : tensor<2560xf32>
    %25 = linalg.fill ins(%cst_0 : f32) outs(%24 : tensor<2560xf32>) -> tensor<2560xf32>
    %26 = linalg.generic {indexing_maps = [#map15, #map15, #map13], iterator_types = ["parallel", "reduction"]} ins(%arg23, %arg24 : tensor<4096x2560xbf16>, tensor<4096x2560xbf16>) outs(%25 : tensor<2560xf32>) attrs =  {dimtune.kernel = "gamma_beta_backward", dimtune.pass = "bwd", dimtune.role = "final_norm"} {
    ^bb0(%in: bf16, %in_1: bf16, %out: f32):
      %49 = arith.extf %in : bf16 to f32
      %50 = arith.extf %in_1 : bf16 to f32
      %51 = arith.addf %49, %50 : f32
      %52 = arith.addf %out, %51 : f32
      linalg.yield %52 : f32
    } -> tensor<2560xf32>
    %27 = tensor.empty() : tensor<4096x51200xf32>
    %28 = linalg.generic {indexing_maps = [#map12, #map12], iterator_types = ["parallel", "parallel"]} ins(%arg25 : tensor<4096x51200xbf16>) outs(%27 : tensor<4096x51200xf32>) attrs =  {dimtune.kernel = "logits.float", dimtune.pass = "fwd", dimtune.role = "loss"} {
    ^bb0(%in: bf16, %out: f32):
      %49 = arith.extf %in : bf16 to f32
      linalg.yield %49 : f32
    } -> tensor<4096x51200xf32>
    %29 = tensor.empty() : tensor<4096xf32>
    %30 = linalg.fill ins(%cst_0 : f32) outs(%29 : tensor<4096xf32>) -> tensor<4096xf32>
    %31 = linalg.generic {indexing_maps = [#map12, #map13], iterator_types = ["parallel", "reduction"]} ins(%arg26 : tensor<4096x51200xf32>) outs(%30 : tensor<4096xf32>) attrs =  {dimtune.kernel = "log_softmax.logsumexp", dimtune.pass = "fwd", dimtune.role = "loss", dimtune.row_kernel} {
    ^bb0(%in: f32, %out: f32):
      %49 = arith.addf %out, %in : f32
      linalg.yield %49 : f32
    } -> tensor<4096xf32>
    %32 = tensor.empty() : tensor<4096x51200xf32>
    %33 = linalg.generic {indexing_maps = [#map12, #map13, #map12], iterator_types = ["parallel", "parallel"]} ins(%arg27, %arg28 : tensor<4096x51200xf32>, tensor<4096xf32>) outs(%32 : tensor<4096x51200xf32>) attrs =  {dimtune.kernel = "log_softmax", dimtune.pass = "fwd", dimtune.role = "loss"} {
    ^bb0(%in: f32, %in_1: f32, %out: f32):
      %49 = arith.addf %in, %in_1 : f32
      linalg.yield %49 : f32
    } -> tensor<4096x51200xf32>
    %34 = tensor.empty() : tensor<4096x51200xf32>
    %35 = linalg.generic {indexing_maps = [#map12], iterator_types = ["parallel", "parallel"]} outs(%34 : tensor<4096x51200xf32>) attrs =  {dimtune.kernel = "nll_loss.grad_zeros", dimtune.pass = "bwd", dimtune.role = "loss"} {
    ^bb0(%out: f32):
      linalg.yield %cst_0 : f32
    } -> tensor<4096x51200xf32>
    %36 = tensor.empty() : tensor<4096xf32>
    %37 = linalg.fill ins(%cst_0 : f32) outs(%36 : tensor<4096xf32>) -> tensor<4096xf32>
    %38 = linalg.generic {indexing_maps = [#map12, #map13], iterator_types = ["parallel", "reduction"]} ins(%arg29 : tensor<4096x51200xf32>) outs(%37 : tensor<4096xf32>) attrs =  {dimtune.kernel = "log_softmax.grad_sum", dimtune.pass = "bwd", dimtune.role = "loss", dimtune.row_kernel} {
    ^bb0(%in: f32, %out: f32):
      %49 = arith.addf %out, %in : f32
      linalg.yield %49 : f32
    } -> tensor<4096xf32>
    %39 = tensor.empty() : tensor<4096x51200xf32>
    %40 = linalg.generic {indexing_maps = [#map12, #map12, #map13, #map12], iterator_types = ["parallel", "parallel"]} ins(%arg30, %arg31, %arg32 : tensor<4096x51200xf32>, tensor<4096x51200xf32>, tensor<4096xf32>) outs(%39 : tensor<4096x51200xf32>) attrs =  {dimtune.kernel = "log_softmax.grad", dimtune.pass = "bwd", dimtune.role = "loss"} {
    ^bb0(%in: f32, %in_1: f32, %in_2: f32, %out: f32):
      %49 = math.exp %in : f32
      %50 = arith.mulf %49, %in_1 : f32
      %51 = arith.mulf %50, %in_2 : f32
      linalg.yield %51 : f32
    } -> tensor<4096x51200xf32>
    %41 = tensor.empty() : tensor<4096x51200xbf16>
    %42 = linalg.generic {indexing_maps = [#map12, #map12], iterator_types = ["parallel", "parallel"]} ins(%arg33 : tensor<4096x51200xf32>) outs(%41 : tensor<4096x51200xbf16>) attrs =  {dimtune.kernel = "logits.float.grad", dimtune.pass = "bwd", dimtune.role = "loss"} {
    ^bb0(%in: f32, %out: bf16):
      %49 = arith.truncf %in : f32 to bf16
      linalg.yield %49 : bf16
    } -> tensor<4096x51200xbf16>
    %43 = tensor.empty() : tensor<51200xbf16>
    %44 = linalg.fill ins(%cst : bf16) outs(%43 : tensor<51200xbf16>) -> tensor<51200xbf16>
    %45 = linalg.generic {indexing_maps = [#map15, #map13], iterator_types = ["parallel", "reduction"]} ins(%arg34 : tensor<4096x51200xbf16>) outs(%44 : tensor<51200xbf16>) attrs =  {dimtune.kernel = "bias.grad", dimtune.pass = "bwd", dimtune.role = "lm_head"} {
    ^bb0(%in: bf16, %out: bf16):
      %49 = arith.addf %out, %in : bf16
      linalg.yield %49 : bf16
    } -> tensor<51200xbf16>
    %46 = tensor.empty() : tensor<51200x2560xbf16>
    %47 = linalg.fill ins(%cst : bf16) outs(%46 : tensor<51200x2560xbf16>) -> tensor<51200x2560xbf16>
    %48 = linalg.generic {indexing_maps = [#map18, #map4, #map2], iterator_types = ["parallel", "parallel", "reduction"]} ins(%arg35, %arg36 : tensor<4096xi64>, tensor<4096x2560xbf16>) outs(%47 : tensor<51200x2560xbf16>) attrs =  {dimtune.kernel = "embedding.grad", dimtune.pass = "bwd", dimtune.role = "embedding"} {
    ^bb0(%in: i64, %in_1: bf16, %out: bf16):
      %49 = arith.index_cast %in : i64 to index
      %50 = linalg.index 0 : index
      %51 = arith.cmpi eq, %49, %50 : index
      %52 = arith.select %51, %in_1, %cst : bf16
      %53 = arith.addf %out, %52 : bf16
      linalg.yield %53 : bf16
    } -> tensor<51200x2560xbf16>
    return %2, %5, %8, %11, %13, %16, %18, %21, %23, %26, %28, %31, %33, %35, %38, %40, %42, %45, %48 : tensor<4096x51200xbf16>, tensor<4096x2560xbf16>, tensor<51200x2560xbf16>, tensor<20x2048xf32>, tensor<4096x2560xbf16>, tensor<4096xf32>, tensor<4096x2560xbf16>, tensor<4096xf32>, tensor<4096x2560xbf16>, tensor<2560xf32>, tensor<4096x51200xf32>, tensor<4096xf32>, tensor<4096x51200xf32>, tensor<4096x51200xf32>, tensor<4096xf32>, tensor<4096x51200xf32>, tensor<4096x51200xbf16>, tensor<51200xbf16>, tensor<51200x2560xbf16>
  }
}

