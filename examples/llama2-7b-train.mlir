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
#map14 = affine_map<(d0) -> (d0)>
#map15 = affine_map<(d0, d1) -> (d1)>
#map16 = affine_map<(d0, d1) -> (d1, d0)>
#map17 = affine_map<(d0, d1, d2, d3) -> (d0, d2, d1, d3)>
#map18 = affine_map<(d0, d1, d2, d3) -> (d2, d3)>
#map19 = affine_map<(d0, d1, d2) -> (d2)>
module attributes {dimtune.model = {activation = "silu", attention_bias = false, attn_logit_softcapping = 0.000000e+00 : f64, conv1d_weights = false, dtype = "bf16", dynamic_cache = false, eager_attention = false, final_logit_softcapping = 0.000000e+00 : f64, fused_gate_up = false, fused_projections = false, fused_qkv = false, gated_mlp = true, head_dim = 128 : i64, hidden_size = 4096 : i64, intermediate_size = 11008 : i64, kv_len = 0 : i64, layers_written = 1 : i64, learned_positions = false, lm_head_bias = false, math_attention = false, max_position_embeddings = 0 : i64, max_window_layers = 0 : i64, micro_batch = 2 : i64, mlp_bias = false, model_type = "llama", norm = "rms", num_attention_heads = 32 : i64, num_experts_per_tok = 0 : i64, num_hidden_layers = 32 : i64, num_key_value_heads = 32 : i64, num_local_experts = 0 : i64, output_bias = false, parallel_block = false, parallel_norms = 1 : i64, phase = "train", position_table_offset = 0 : i64, qk_norm = "none", rotary_dim = 128 : i64, rotary_table = false, sandwich_norms = false, scaled_embeddings = false, seq = 4096 : i64, sequence_parallel = false, sliding_window = 0 : i64, sliding_window_pattern = 0 : i64, tie_word_embeddings = false, tp = 1 : i64, vocab_size = 32000 : i64}} {
  func.func @layer0(%arg0: tensor<8192x4096xbf16>, %arg1: tensor<4096x4096xbf16>, %arg2: tensor<8192x4096xbf16>, %arg3: tensor<4096x4096xbf16>, %arg4: tensor<8192x4096xbf16>, %arg5: tensor<8192x4096xbf16>, %arg6: tensor<8192x4096xbf16>, %arg7: tensor<4096x4096xbf16>, %arg8: tensor<8192x4096xbf16>, %arg9: tensor<4096x4096xbf16>, %arg10: tensor<8192x4096xbf16>, %arg11: tensor<8192x4096xbf16>, %arg12: tensor<8192x4096xbf16>, %arg13: tensor<4096x4096xbf16>, %arg14: tensor<8192x4096xbf16>, %arg15: tensor<4096x4096xbf16>, %arg16: tensor<8192x4096xbf16>, %arg17: tensor<8192x4096xbf16>, %arg18: tensor<8192x4096xbf16>, %arg19: tensor<4096x4096xbf16>, %arg20: tensor<8192x4096xbf16>, %arg21: tensor<4096x4096xbf16>, %arg22: tensor<8192x4096xbf16>, %arg23: tensor<8192x4096xbf16>, %arg24: tensor<8192x4096xbf16>, %arg25: tensor<11008x4096xbf16>, %arg26: tensor<8192x11008xbf16>, %arg27: tensor<11008x4096xbf16>, %arg28: tensor<8192x11008xbf16>, %arg29: tensor<8192x4096xbf16>, %arg30: tensor<8192x4096xbf16>, %arg31: tensor<11008x4096xbf16>, %arg32: tensor<8192x11008xbf16>, %arg33: tensor<11008x4096xbf16>, %arg34: tensor<8192x11008xbf16>, %arg35: tensor<8192x4096xbf16>, %arg36: tensor<8192x11008xbf16>, %arg37: tensor<4096x11008xbf16>, %arg38: tensor<8192x4096xbf16>, %arg39: tensor<4096x11008xbf16>, %arg40: tensor<8192x4096xbf16>, %arg41: tensor<8192x11008xbf16>, %arg42: tensor<2x32x4096x128xbf16>, %arg43: tensor<2x32x4096x128xbf16>, %arg44: tensor<2x32x4096x128xbf16>, %arg45: tensor<2x32x4096x128xbf16>, %arg46: tensor<8192x4096xbf16>, %arg47: tensor<8192x4096xf32>, %arg48: tensor<8192x4096xf32>, %arg49: tensor<8192xf32>, %arg50: tensor<8192xf32>, %arg51: tensor<8192x4096xf32>, %arg52: tensor<8192xf32>, %arg53: tensor<8192x4096xf32>, %arg54: tensor<8192x4096xbf16>, %arg55: tensor<4096xbf16>, %arg56: tensor<8192x4096xbf16>, %arg57: tensor<4096xbf16>, %arg58: tensor<8192x4096xbf16>, %arg59: tensor<8192x4096xbf16>, %arg60: tensor<8192x4096xbf16>, %arg61: tensor<8192x4096xbf16>, %arg62: tensor<8192x4096xf32>, %arg63: tensor<8192xf32>, %arg64: tensor<8192x4096xf32>, %arg65: tensor<8192x4096xf32>, %arg66: tensor<8192x4096xf32>, %arg67: tensor<8192xf32>, %arg68: tensor<8192xf32>, %arg69: tensor<8192xf32>, %arg70: tensor<8192x4096xf32>, %arg71: tensor<8192x4096xf32>, %arg72: tensor<8192x4096xf32>, %arg73: tensor<8192x4096xf32>, %arg74: tensor<8192x4096xf32>, %arg75: tensor<8192x4096xf32>, %arg76: tensor<8192x4096xf32>, %arg77: tensor<2x4096x32x128xbf16>, %arg78: tensor<4096x128xbf16>, %arg79: tensor<2x4096x32x64xbf16>, %arg80: tensor<2x4096x32x128xbf16>, %arg81: tensor<2x32x4096x128xbf16>, %arg82: tensor<4096x128xbf16>, %arg83: tensor<2x4096x32x128xbf16>, %arg84: tensor<2x32x4096x128xbf16>, %arg85: tensor<2x32x4096x128xbf16>, %arg86: tensor<4096x128xbf16>, %arg87: tensor<2x32x4096x64xbf16>, %arg88: tensor<2x32x4096x64xbf16>, %arg89: tensor<2x32x4096x64xbf16>, %arg90: tensor<2x32x4096x128xbf16>, %arg91: tensor<2x32x4096x128xbf16>, %arg92: tensor<2x32x4096x128xbf16>, %arg93: tensor<4096x128xbf16>, %arg94: tensor<2x32x4096x128xbf16>, %arg95: tensor<2x32x4096x128xbf16>, %arg96: tensor<2x4096x32x128xbf16>, %arg97: tensor<4096x128xbf16>, %arg98: tensor<2x4096x32x64xbf16>, %arg99: tensor<2x4096x32x128xbf16>, %arg100: tensor<2x32x4096x128xbf16>, %arg101: tensor<4096x128xbf16>, %arg102: tensor<2x4096x32x128xbf16>, %arg103: tensor<2x32x4096x128xbf16>, %arg104: tensor<2x32x4096x128xbf16>, %arg105: tensor<4096x128xbf16>, %arg106: tensor<2x32x4096x64xbf16>, %arg107: tensor<2x32x4096x64xbf16>, %arg108: tensor<2x32x4096x64xbf16>, %arg109: tensor<2x32x4096x128xbf16>, %arg110: tensor<2x32x4096x128xbf16>, %arg111: tensor<2x32x4096x128xbf16>, %arg112: tensor<4096x128xbf16>, %arg113: tensor<2x32x4096x128xbf16>, %arg114: tensor<2x32x4096x128xbf16>, %arg115: tensor<2x32x4096x128xbf16>, %arg116: tensor<2x32x4096x128xbf16>, %arg117: tensor<8192x4096xbf16>, %arg118: tensor<8192x4096xf32>, %arg119: tensor<8192x4096xf32>, %arg120: tensor<8192xf32>, %arg121: tensor<8192xf32>, %arg122: tensor<8192x4096xf32>, %arg123: tensor<8192xf32>, %arg124: tensor<8192x4096xf32>, %arg125: tensor<8192x4096xbf16>, %arg126: tensor<4096xbf16>, %arg127: tensor<8192x4096xbf16>, %arg128: tensor<4096xbf16>, %arg129: tensor<8192x4096xbf16>, %arg130: tensor<8192x4096xbf16>, %arg131: tensor<8192x4096xbf16>, %arg132: tensor<8192x4096xbf16>, %arg133: tensor<8192x4096xf32>, %arg134: tensor<8192xf32>, %arg135: tensor<8192x4096xf32>, %arg136: tensor<8192x4096xf32>, %arg137: tensor<8192x4096xf32>, %arg138: tensor<8192xf32>, %arg139: tensor<8192xf32>, %arg140: tensor<8192xf32>, %arg141: tensor<8192x4096xf32>, %arg142: tensor<8192x4096xf32>, %arg143: tensor<8192x4096xf32>, %arg144: tensor<8192x4096xf32>, %arg145: tensor<8192x4096xf32>, %arg146: tensor<8192x4096xf32>, %arg147: tensor<8192x4096xf32>, %arg148: tensor<8192x11008xbf16>, %arg149: tensor<8192x11008xbf16>, %arg150: tensor<8192x11008xbf16>, %arg151: tensor<8192x11008xbf16>, %arg152: tensor<8192x11008xbf16>, %arg153: tensor<8192x11008xbf16>, %arg154: tensor<8192x11008xbf16>, %arg155: tensor<8192x11008xbf16>, %arg156: tensor<8192x11008xbf16>, %arg157: tensor<8192x4096xbf16>, %arg158: tensor<8192x4096xbf16>, %arg159: tensor<8192x4096xbf16>, %arg160: tensor<8192x4096xbf16>, %arg161: tensor<8192x4096xbf16>, %arg162: tensor<8192x4096xbf16>, %arg163: tensor<8192x4096xbf16>, %arg164: tensor<8192x4096xbf16>, %arg165: tensor<8192x4096xbf16>, %arg166: tensor<8192x4096xbf16>, %arg167: tensor<8192x4096xbf16>, %arg168: tensor<8192x4096xbf16>, %arg169: tensor<8192x4096xbf16>, %arg170: tensor<8192x4096xbf16>) -> (tensor<8192x4096xbf16>, tensor<8192x4096xbf16>, tensor<4096x4096xbf16>, tensor<8192x4096xbf16>, tensor<8192x4096xbf16>, tensor<4096x4096xbf16>, tensor<8192x4096xbf16>, tensor<8192x4096xbf16>, tensor<4096x4096xbf16>, tensor<8192x4096xbf16>, tensor<8192x4096xbf16>, tensor<4096x4096xbf16>, tensor<8192x11008xbf16>, tensor<8192x4096xbf16>, tensor<11008x4096xbf16>, tensor<8192x11008xbf16>, tensor<8192x4096xbf16>, tensor<11008x4096xbf16>, tensor<8192x4096xbf16>, tensor<8192x11008xbf16>, tensor<4096x11008xbf16>, tensor<2x32x4096x128xbf16>, tensor<2x32x4096x128xbf16>, tensor<2x32x4096x128xbf16>, tensor<2x32x4096x128xbf16>, tensor<8192x4096xf32>, tensor<8192x4096xf32>, tensor<8192xf32>, tensor<8192xf32>, tensor<8192xf32>, tensor<8192x4096xf32>, tensor<8192x4096xbf16>, tensor<8192x4096xbf16>, tensor<8192x4096xbf16>, tensor<8192x4096xbf16>, tensor<4096xbf16>, tensor<8192x4096xf32>, tensor<8192x4096xf32>, tensor<8192x4096xf32>, tensor<8192xf32>, tensor<8192xf32>, tensor<8192x4096xf32>, tensor<8192x4096xf32>, tensor<8192x4096xf32>, tensor<8192x4096xf32>, tensor<8192x4096xf32>, tensor<8192x4096xbf16>, tensor<2x32x4096x128xbf16>, tensor<2x32x4096x64xbf16>, tensor<2x32x4096x128xbf16>, tensor<2x32x4096x128xbf16>, tensor<2x32x4096x128xbf16>, tensor<2x32x4096x128xbf16>, tensor<2x32x4096x64xbf16>, tensor<2x32x4096x128xbf16>, tensor<2x32x4096x64xbf16>, tensor<2x32x4096x128xbf16>, tensor<2x32x4096x64xbf16>, tensor<2x32x4096x128xbf16>, tensor<2x32x4096x128xbf16>, tensor<2x32x4096x128xbf16>, tensor<2x32x4096x128xbf16>, tensor<2x32x4096x64xbf16>, tensor<2x32x4096x128xbf16>, tensor<2x32x4096x128xbf16>, tensor<2x32x4096x128xbf16>, tensor<2x32x4096x128xbf16>, tensor<2x32x4096x64xbf16>, tensor<2x32x4096x128xbf16>, tensor<2x32x4096x64xbf16>, tensor<2x32x4096x128xbf16>, tensor<2x32x4096x64xbf16>, tensor<2x32x4096x128xbf16>, tensor<2x32x4096x128xbf16>, tensor<2x32x4096x128xbf16>, tensor<2x4096x32x128xbf16>, tensor<2x4096x32x128xbf16>, tensor<8192x4096xf32>, tensor<8192x4096xf32>, tensor<8192xf32>, tensor<8192xf32>, tensor<8192xf32>, tensor<8192x4096xf32>, tensor<8192x4096xbf16>, tensor<8192x4096xbf16>, tensor<8192x4096xbf16>, tensor<8192x4096xbf16>, tensor<4096xbf16>, tensor<8192x4096xf32>, tensor<8192x4096xf32>, tensor<8192x4096xf32>, tensor<8192xf32>, tensor<8192xf32>, tensor<8192x4096xf32>, tensor<8192x4096xf32>, tensor<8192x4096xf32>, tensor<8192x4096xf32>, tensor<8192x4096xf32>, tensor<8192x4096xbf16>, tensor<8192x11008xbf16>, tensor<8192x11008xbf16>, tensor<8192x11008xbf16>, tensor<8192x11008xbf16>, tensor<8192x11008xbf16>, tensor<8192x4096xbf16>, tensor<8192x4096xbf16>, tensor<8192x4096xbf16>, tensor<8192x4096xbf16>, tensor<8192x4096xbf16>, tensor<8192x4096xbf16>, tensor<8192x4096xbf16>) {
    %cst = arith.constant 0.000000e+00 : bf16
    %cst_0 = arith.constant 8.837890e-02 : bf16
    %cst_1 = arith.constant 0xFF80 : bf16
    %cst_2 = arith.constant 0.000000e+00 : f32
    %cst_3 = arith.constant 5.000000e-01 : f32
    %cst_4 = arith.constant 1.000000e+00 : bf16
    %0 = tensor.empty() : tensor<8192x4096xbf16>
    %1 = linalg.fill ins(%cst : bf16) outs(%0 : tensor<8192x4096xbf16>) -> tensor<8192x4096xbf16>
    %2 = linalg.matmul indexing_maps = [#map, #map1, #map2] {dimtune.pass = "fwd", dimtune.role = "q"} ins(%arg0, %arg1 : tensor<8192x4096xbf16>, tensor<4096x4096xbf16>) outs(%1 : tensor<8192x4096xbf16>) -> tensor<8192x4096xbf16>
    %3 = tensor.empty() : tensor<8192x4096xbf16>
    %4 = linalg.fill ins(%cst : bf16) outs(%3 : tensor<8192x4096xbf16>) -> tensor<8192x4096xbf16>
    %5 = linalg.matmul {dimtune.pass = "dgrad", dimtune.role = "q"} ins(%arg2, %arg3 : tensor<8192x4096xbf16>, tensor<4096x4096xbf16>) outs(%4 : tensor<8192x4096xbf16>) -> tensor<8192x4096xbf16>
    %6 = tensor.empty() : tensor<4096x4096xbf16>
    %7 = linalg.fill ins(%cst : bf16) outs(%6 : tensor<4096x4096xbf16>) -> tensor<4096x4096xbf16>
    %8 = linalg.matmul indexing_maps = [#map3, #map4, #map2] {dimtune.pass = "wgrad", dimtune.role = "q"} ins(%arg4, %arg5 : tensor<8192x4096xbf16>, tensor<8192x4096xbf16>) outs(%7 : tensor<4096x4096xbf16>) -> tensor<4096x4096xbf16>
    %9 = tensor.empty() : tensor<8192x4096xbf16>
    %10 = linalg.fill ins(%cst : bf16) outs(%9 : tensor<8192x4096xbf16>) -> tensor<8192x4096xbf16>
    %11 = linalg.matmul indexing_maps = [#map, #map1, #map2] {dimtune.pass = "fwd", dimtune.role = "k"} ins(%arg6, %arg7 : tensor<8192x4096xbf16>, tensor<4096x4096xbf16>) outs(%10 : tensor<8192x4096xbf16>) -> tensor<8192x4096xbf16>
    %12 = tensor.empty() : tensor<8192x4096xbf16>
    %13 = linalg.fill ins(%cst : bf16) outs(%12 : tensor<8192x4096xbf16>) -> tensor<8192x4096xbf16>
    %14 = linalg.matmul {dimtune.pass = "dgrad", dimtune.role = "k"} ins(%arg8, %arg9 : tensor<8192x4096xbf16>, tensor<4096x4096xbf16>) outs(%13 : tensor<8192x4096xbf16>) -> tensor<8192x4096xbf16>
    %15 = tensor.empty() : tensor<4096x4096xbf16>
    %16 = linalg.fill ins(%cst : bf16) outs(%15 : tensor<4096x4096xbf16>) -> tensor<4096x4096xbf16>
    %17 = linalg.matmul indexing_maps = [#map3, #map4, #map2] {dimtune.pass = "wgrad", dimtune.role = "k"} ins(%arg10, %arg11 : tensor<8192x4096xbf16>, tensor<8192x4096xbf16>) outs(%16 : tensor<4096x4096xbf16>) -> tensor<4096x4096xbf16>
    %18 = tensor.empty() : tensor<8192x4096xbf16>
    %19 = linalg.fill ins(%cst : bf16) outs(%18 : tensor<8192x4096xbf16>) -> tensor<8192x4096xbf16>
    %20 = linalg.matmul indexing_maps = [#map, #map1, #map2] {dimtune.pass = "fwd", dimtune.role = "v"} ins(%arg12, %arg13 : tensor<8192x4096xbf16>, tensor<4096x4096xbf16>) outs(%19 : tensor<8192x4096xbf16>) -> tensor<8192x4096xbf16>
    %21 = tensor.empty() : tensor<8192x4096xbf16>
    %22 = linalg.fill ins(%cst : bf16) outs(%21 : tensor<8192x4096xbf16>) -> tensor<8192x4096xbf16>
    %23 = linalg.matmul {dimtune.pass = "dgrad", dimtune.role = "v"} ins(%arg14, %arg15 : tensor<8192x4096xbf16>, tensor<4096x4096xbf16>) outs(%22 : tensor<8192x4096xbf16>) -> tensor<8192x4096xbf16>
    %24 = tensor.empty() : tensor<4096x4096xbf16>
    %25 = linalg.fill ins(%cst : bf16) outs(%24 : tensor<4096x4096xbf16>) -> tensor<4096x4096xbf16>
    %26 = linalg.matmul indexing_maps = [#map3, #map4, #map2] {dimtune.pass = "wgrad", dimtune.role = "v"} ins(%arg16, %arg17 : tensor<8192x4096xbf16>, tensor<8192x4096xbf16>) outs(%25 : tensor<4096x4096xbf16>) -> tensor<4096x4096xbf16>
    %27 = tensor.empty() : tensor<8192x4096xbf16>
    %28 = linalg.fill ins(%cst : bf16) outs(%27 : tensor<8192x4096xbf16>) -> tensor<8192x4096xbf16>
    %29 = linalg.matmul indexing_maps = [#map, #map1, #map2] {dimtune.pass = "fwd", dimtune.role = "attn_out"} ins(%arg18, %arg19 : tensor<8192x4096xbf16>, tensor<4096x4096xbf16>) outs(%28 : tensor<8192x4096xbf16>) -> tensor<8192x4096xbf16>
    %30 = tensor.empty() : tensor<8192x4096xbf16>
    %31 = linalg.fill ins(%cst : bf16) outs(%30 : tensor<8192x4096xbf16>) -> tensor<8192x4096xbf16>
    %32 = linalg.matmul {dimtune.pass = "dgrad", dimtune.role = "attn_out"} ins(%arg20, %arg21 : tensor<8192x4096xbf16>, tensor<4096x4096xbf16>) outs(%31 : tensor<8192x4096xbf16>) -> tensor<8192x4096xbf16>
    %33 = tensor.empty() : tensor<4096x4096xbf16>
    %34 = linalg.fill ins(%cst : bf16) outs(%33 : tensor<4096x4096xbf16>) -> tensor<4096x4096xbf16>
    %35 = linalg.matmul indexing_maps = [#map3, #map4, #map2] {dimtune.pass = "wgrad", dimtune.role = "attn_out"} ins(%arg22, %arg23 : tensor<8192x4096xbf16>, tensor<8192x4096xbf16>) outs(%34 : tensor<4096x4096xbf16>) -> tensor<4096x4096xbf16>
    %36 = tensor.empty() : tensor<8192x11008xbf16>
    %37 = linalg.fill ins(%cst : bf16) outs(%36 : tensor<8192x11008xbf16>) -> tensor<8192x11008xbf16>
    %38 = linalg.matmul indexing_maps = [#map, #map1, #map2] {dimtune.pass = "fwd", dimtune.role = "mlp_gate"} ins(%arg24, %arg25 : tensor<8192x4096xbf16>, tensor<11008x4096xbf16>) outs(%37 : tensor<8192x11008xbf16>) -> tensor<8192x11008xbf16>
    %39 = tensor.empty() : tensor<8192x4096xbf16>
    %40 = linalg.fill ins(%cst : bf16) outs(%39 : tensor<8192x4096xbf16>) -> tensor<8192x4096xbf16>
    %41 = linalg.matmul {dimtune.pass = "dgrad", dimtune.role = "mlp_gate"} ins(%arg26, %arg27 : tensor<8192x11008xbf16>, tensor<11008x4096xbf16>) outs(%40 : tensor<8192x4096xbf16>) -> tensor<8192x4096xbf16>
    %42 = tensor.empty() : tensor<11008x4096xbf16>
    %43 = linalg.fill ins(%cst : bf16) outs(%42 : tensor<11008x4096xbf16>) -> tensor<11008x4096xbf16>
    %44 = linalg.matmul indexing_maps = [#map3, #map4, #map2] {dimtune.pass = "wgrad", dimtune.role = "mlp_gate"} ins(%arg28, %arg29 : tensor<8192x11008xbf16>, tensor<8192x4096xbf16>) outs(%43 : tensor<11008x4096xbf16>) -> tensor<11008x4096xbf16>
    %45 = tensor.empty() : tensor<8192x11008xbf16>
    %46 = linalg.fill ins(%cst : bf16) outs(%45 : tensor<8192x11008xbf16>) -> tensor<8192x11008xbf16>
    %47 = linalg.matmul indexing_maps = [#map, #map1, #map2] {dimtune.pass = "fwd", dimtune.role = "mlp_up"} ins(%arg30, %arg31 : tensor<8192x4096xbf16>, tensor<11008x4096xbf16>) outs(%46 : tensor<8192x11008xbf16>) -> tensor<8192x11008xbf16>
    %48 = tensor.empty() : tensor<8192x4096xbf16>
    %49 = linalg.fill ins(%cst : bf16) outs(%48 : tensor<8192x4096xbf16>) -> tensor<8192x4096xbf16>
    %50 = linalg.matmul {dimtune.pass = "dgrad", dimtune.role = "mlp_up"} ins(%arg32, %arg33 : tensor<8192x11008xbf16>, tensor<11008x4096xbf16>) outs(%49 : tensor<8192x4096xbf16>) -> tensor<8192x4096xbf16>
    %51 = tensor.empty() : tensor<11008x4096xbf16>
    %52 = linalg.fill ins(%cst : bf16) outs(%51 : tensor<11008x4096xbf16>) -> tensor<11008x4096xbf16>
    %53 = linalg.matmul indexing_maps = [#map3, #map4, #map2] {dimtune.pass = "wgrad", dimtune.role = "mlp_up"} ins(%arg34, %arg35 : tensor<8192x11008xbf16>, tensor<8192x4096xbf16>) outs(%52 : tensor<11008x4096xbf16>) -> tensor<11008x4096xbf16>
    %54 = tensor.empty() : tensor<8192x4096xbf16>
    %55 = linalg.fill ins(%cst : bf16) outs(%54 : tensor<8192x4096xbf16>) -> tensor<8192x4096xbf16>
    %56 = linalg.matmul indexing_maps = [#map, #map1, #map2] {dimtune.pass = "fwd", dimtune.role = "mlp_down"} ins(%arg36, %arg37 : tensor<8192x11008xbf16>, tensor<4096x11008xbf16>) outs(%55 : tensor<8192x4096xbf16>) -> tensor<8192x4096xbf16>
    %57 = tensor.empty() : tensor<8192x11008xbf16>
    %58 = linalg.fill ins(%cst : bf16) outs(%57 : tensor<8192x11008xbf16>) -> tensor<8192x11008xbf16>
    %59 = linalg.matmul {dimtune.pass = "dgrad", dimtune.role = "mlp_down"} ins(%arg38, %arg39 : tensor<8192x4096xbf16>, tensor<4096x11008xbf16>) outs(%58 : tensor<8192x11008xbf16>) -> tensor<8192x11008xbf16>
    %60 = tensor.empty() : tensor<4096x11008xbf16>
    %61 = linalg.fill ins(%cst : bf16) outs(%60 : tensor<4096x11008xbf16>) -> tensor<4096x11008xbf16>
    %62 = linalg.matmul indexing_maps = [#map3, #map4, #map2] {dimtune.pass = "wgrad", dimtune.role = "mlp_down"} ins(%arg40, %arg41 : tensor<8192x4096xbf16>, tensor<8192x11008xbf16>) outs(%61 : tensor<4096x11008xbf16>) -> tensor<4096x11008xbf16>
    %63 = tensor.empty() : tensor<2x32x4096x4096xbf16>
    %64 = linalg.fill ins(%cst : bf16) outs(%63 : tensor<2x32x4096x4096xbf16>) -> tensor<2x32x4096x4096xbf16>
    %65 = linalg.generic {indexing_maps = [#map5, #map6, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]} ins(%arg42, %arg43 : tensor<2x32x4096x128xbf16>, tensor<2x32x4096x128xbf16>) outs(%64 : tensor<2x32x4096x4096xbf16>) attrs =  {dimtune.pass = "fwd", dimtune.role = "attn_score"} {
    ^bb0(%in: bf16, %in_5: bf16, %out: bf16):
      %268 = arith.mulf %in, %in_5 : bf16
      %269 = arith.addf %out, %268 : bf16
      linalg.yield %269 : bf16
    } -> tensor<2x32x4096x4096xbf16>
    %66 = tensor.empty() : tensor<2x32x4096x4096xbf16>
    %67 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%65 : tensor<2x32x4096x4096xbf16>) outs(%66 : tensor<2x32x4096x4096xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %268 = linalg.index 2 : index
      %269 = linalg.index 3 : index
      %270 = arith.cmpi ugt, %269, %268 : index
      %271 = arith.mulf %in, %cst_0 : bf16
      %272 = arith.select %270, %cst_1, %271 : bf16
      linalg.yield %272 : bf16
    } -> tensor<2x32x4096x4096xbf16>
    %68 = tensor.empty() : tensor<2x32x4096x4096xbf16>
    %69 = linalg.softmax dimension(3) ins(%67 : tensor<2x32x4096x4096xbf16>) outs(%68 : tensor<2x32x4096x4096xbf16>) -> tensor<2x32x4096x4096xbf16>
    %70 = tensor.empty() : tensor<2x32x4096x128xbf16>
    %71 = linalg.fill ins(%cst : bf16) outs(%70 : tensor<2x32x4096x128xbf16>) -> tensor<2x32x4096x128xbf16>
    %72 = linalg.generic {indexing_maps = [#map5, #map9, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]} ins(%69, %arg44 : tensor<2x32x4096x4096xbf16>, tensor<2x32x4096x128xbf16>) outs(%71 : tensor<2x32x4096x128xbf16>) attrs =  {dimtune.pass = "fwd", dimtune.role = "attn_context"} {
    ^bb0(%in: bf16, %in_5: bf16, %out: bf16):
      %268 = arith.mulf %in, %in_5 : bf16
      %269 = arith.addf %out, %268 : bf16
      linalg.yield %269 : bf16
    } -> tensor<2x32x4096x128xbf16>
    %73 = tensor.empty() : tensor<2x32x4096x4096xbf16>
    %74 = linalg.fill ins(%cst : bf16) outs(%73 : tensor<2x32x4096x4096xbf16>) -> tensor<2x32x4096x4096xbf16>
    %75 = linalg.generic {indexing_maps = [#map5, #map6, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]} ins(%arg45, %arg44 : tensor<2x32x4096x128xbf16>, tensor<2x32x4096x128xbf16>) outs(%74 : tensor<2x32x4096x4096xbf16>) attrs =  {dimtune.pass = "dgrad", dimtune.role = "attn_context"} {
    ^bb0(%in: bf16, %in_5: bf16, %out: bf16):
      %268 = arith.mulf %in, %in_5 : bf16
      %269 = arith.addf %out, %268 : bf16
      linalg.yield %269 : bf16
    } -> tensor<2x32x4096x4096xbf16>
    %76 = tensor.empty() : tensor<2x32x4096x128xbf16>
    %77 = linalg.fill ins(%cst : bf16) outs(%76 : tensor<2x32x4096x128xbf16>) -> tensor<2x32x4096x128xbf16>
    %78 = linalg.generic {indexing_maps = [#map10, #map9, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]} ins(%69, %arg45 : tensor<2x32x4096x4096xbf16>, tensor<2x32x4096x128xbf16>) outs(%77 : tensor<2x32x4096x128xbf16>) attrs =  {dimtune.pass = "wgrad", dimtune.role = "attn_context"} {
    ^bb0(%in: bf16, %in_5: bf16, %out: bf16):
      %268 = arith.mulf %in, %in_5 : bf16
      %269 = arith.addf %out, %268 : bf16
      linalg.yield %269 : bf16
    } -> tensor<2x32x4096x128xbf16>
    %79 = tensor.empty() : tensor<2x32x4096xbf16>
    %80 = linalg.fill ins(%cst : bf16) outs(%79 : tensor<2x32x4096xbf16>) -> tensor<2x32x4096xbf16>
    %81 = linalg.generic {indexing_maps = [#map8, #map8, #map11], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%69, %75 : tensor<2x32x4096x4096xbf16>, tensor<2x32x4096x4096xbf16>) outs(%80 : tensor<2x32x4096xbf16>) {
    ^bb0(%in: bf16, %in_5: bf16, %out: bf16):
      %268 = arith.mulf %in, %in_5 : bf16
      %269 = arith.addf %out, %268 : bf16
      linalg.yield %269 : bf16
    } -> tensor<2x32x4096xbf16>
    %82 = tensor.empty() : tensor<2x32x4096x4096xbf16>
    %83 = linalg.generic {indexing_maps = [#map8, #map8, #map11, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%69, %75, %81 : tensor<2x32x4096x4096xbf16>, tensor<2x32x4096x4096xbf16>, tensor<2x32x4096xbf16>) outs(%82 : tensor<2x32x4096x4096xbf16>) {
    ^bb0(%in: bf16, %in_5: bf16, %in_6: bf16, %out: bf16):
      %268 = arith.subf %in_5, %in_6 : bf16
      %269 = arith.mulf %in, %268 : bf16
      %270 = arith.mulf %269, %cst_0 : bf16
      linalg.yield %270 : bf16
    } -> tensor<2x32x4096x4096xbf16>
    %84 = tensor.empty() : tensor<2x32x4096x128xbf16>
    %85 = linalg.fill ins(%cst : bf16) outs(%84 : tensor<2x32x4096x128xbf16>) -> tensor<2x32x4096x128xbf16>
    %86 = linalg.generic {indexing_maps = [#map5, #map9, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]} ins(%83, %arg43 : tensor<2x32x4096x4096xbf16>, tensor<2x32x4096x128xbf16>) outs(%85 : tensor<2x32x4096x128xbf16>) attrs =  {dimtune.pass = "dgrad", dimtune.role = "attn_score"} {
    ^bb0(%in: bf16, %in_5: bf16, %out: bf16):
      %268 = arith.mulf %in, %in_5 : bf16
      %269 = arith.addf %out, %268 : bf16
      linalg.yield %269 : bf16
    } -> tensor<2x32x4096x128xbf16>
    %87 = tensor.empty() : tensor<2x32x4096x128xbf16>
    %88 = linalg.fill ins(%cst : bf16) outs(%87 : tensor<2x32x4096x128xbf16>) -> tensor<2x32x4096x128xbf16>
    %89 = linalg.generic {indexing_maps = [#map10, #map9, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]} ins(%83, %arg42 : tensor<2x32x4096x4096xbf16>, tensor<2x32x4096x128xbf16>) outs(%88 : tensor<2x32x4096x128xbf16>) attrs =  {dimtune.pass = "wgrad", dimtune.role = "attn_score"} {
    ^bb0(%in: bf16, %in_5: bf16, %out: bf16):
      %268 = arith.mulf %in, %in_5 : bf16
      %269 = arith.addf %out, %268 : bf16
      linalg.yield %269 : bf16
    } -> tensor<2x32x4096x128xbf16>
    %90 = tensor.empty() : tensor<8192x4096xf32>
    %91 = linalg.generic {indexing_maps = [#map12, #map12], iterator_types = ["parallel", "parallel"]} ins(%arg46 : tensor<8192x4096xbf16>) outs(%90 : tensor<8192x4096xf32>) attrs =  {dimtune.kernel = "to_f32", dimtune.pass = "fwd", dimtune.role = "input_norm", dimtune.unvectorized} {
    ^bb0(%in: bf16, %out: f32):
      %268 = arith.extf %in : bf16 to f32
      linalg.yield %268 : f32
    } -> tensor<8192x4096xf32>
    %92 = tensor.empty() : tensor<8192x4096xf32>
    %93 = linalg.generic {indexing_maps = [#map12, #map12], iterator_types = ["parallel", "parallel"]} ins(%arg47 : tensor<8192x4096xf32>) outs(%92 : tensor<8192x4096xf32>) attrs =  {dimtune.kernel = "pow", dimtune.pass = "fwd", dimtune.role = "input_norm"} {
    ^bb0(%in: f32, %out: f32):
      %268 = arith.mulf %in, %in : f32
      linalg.yield %268 : f32
    } -> tensor<8192x4096xf32>
    %94 = tensor.empty() : tensor<8192xf32>
    %95 = linalg.fill ins(%cst_2 : f32) outs(%94 : tensor<8192xf32>) -> tensor<8192xf32>
    %96 = linalg.generic {indexing_maps = [#map12, #map13], iterator_types = ["parallel", "reduction"]} ins(%arg48 : tensor<8192x4096xf32>) outs(%95 : tensor<8192xf32>) attrs =  {dimtune.kernel = "mean", dimtune.pass = "fwd", dimtune.role = "input_norm"} {
    ^bb0(%in: f32, %out: f32):
      %268 = arith.addf %out, %in : f32
      linalg.yield %268 : f32
    } -> tensor<8192xf32>
    %97 = tensor.empty() : tensor<8192xf32>
    %98 = linalg.generic {indexing_maps = [#map14, #map14], iterator_types = ["parallel"]} ins(%arg49 : tensor<8192xf32>) outs(%97 : tensor<8192xf32>) attrs =  {dimtune.kernel = "add_eps", dimtune.pass = "fwd", dimtune.role = "input_norm"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<8192xf32>
    %99 = tensor.empty() : tensor<8192xf32>
    %100 = linalg.generic {indexing_maps = [#map14, #map14], iterator_types = ["parallel"]} ins(%arg50 : tensor<8192xf32>) outs(%99 : tensor<8192xf32>) attrs =  {dimtune.kernel = "rsqrt", dimtune.pass = "fwd", dimtune.role = "input_norm"} {
    ^bb0(%in: f32, %out: f32):
      %268 = math.rsqrt %in : f32
      linalg.yield %268 : f32
    } -> tensor<8192xf32>
    %101 = tensor.empty() : tensor<8192x4096xf32>
    %102 = linalg.generic {indexing_maps = [#map12, #map13, #map12], iterator_types = ["parallel", "parallel"]} ins(%arg51, %arg52 : tensor<8192x4096xf32>, tensor<8192xf32>) outs(%101 : tensor<8192x4096xf32>) attrs =  {dimtune.kernel = "mul", dimtune.pass = "fwd", dimtune.role = "input_norm", dimtune.unvectorized} {
    ^bb0(%in: f32, %in_5: f32, %out: f32):
      %268 = arith.mulf %in, %in_5 : f32
      linalg.yield %268 : f32
    } -> tensor<8192x4096xf32>
    %103 = tensor.empty() : tensor<8192x4096xbf16>
    %104 = linalg.generic {indexing_maps = [#map12, #map12], iterator_types = ["parallel", "parallel"]} ins(%arg53 : tensor<8192x4096xf32>) outs(%103 : tensor<8192x4096xbf16>) attrs =  {dimtune.kernel = "to_dtype", dimtune.pass = "fwd", dimtune.role = "input_norm"} {
    ^bb0(%in: f32, %out: bf16):
      %268 = arith.truncf %in : f32 to bf16
      linalg.yield %268 : bf16
    } -> tensor<8192x4096xbf16>
    %105 = tensor.empty() : tensor<8192x4096xbf16>
    %106 = linalg.generic {indexing_maps = [#map12, #map15, #map12], iterator_types = ["parallel", "parallel"]} ins(%arg54, %arg55 : tensor<8192x4096xbf16>, tensor<4096xbf16>) outs(%105 : tensor<8192x4096xbf16>) attrs =  {dimtune.kernel = "mul_weight", dimtune.pass = "fwd", dimtune.role = "input_norm", dimtune.unvectorized} {
    ^bb0(%in: bf16, %in_5: bf16, %out: bf16):
      %268 = arith.mulf %in, %in_5 : bf16
      linalg.yield %268 : bf16
    } -> tensor<8192x4096xbf16>
    %107 = tensor.empty() : tensor<8192x4096xbf16>
    %108 = linalg.generic {indexing_maps = [#map12, #map15, #map12], iterator_types = ["parallel", "parallel"]} ins(%arg56, %arg57 : tensor<8192x4096xbf16>, tensor<4096xbf16>) outs(%107 : tensor<8192x4096xbf16>) attrs =  {dimtune.kernel = "mul_weight.grad", dimtune.pass = "bwd", dimtune.role = "input_norm", dimtune.unvectorized} {
    ^bb0(%in: bf16, %in_5: bf16, %out: bf16):
      %268 = arith.mulf %in, %in_5 : bf16
      linalg.yield %268 : bf16
    } -> tensor<8192x4096xbf16>
    %109 = tensor.empty() : tensor<8192x4096xbf16>
    %110 = linalg.generic {indexing_maps = [#map12, #map12, #map12], iterator_types = ["parallel", "parallel"]} ins(%arg58, %arg59 : tensor<8192x4096xbf16>, tensor<8192x4096xbf16>) outs(%109 : tensor<8192x4096xbf16>) attrs =  {dimtune.kernel = "weight.grad_product", dimtune.pass = "bwd", dimtune.role = "input_norm"} {
    ^bb0(%in: bf16, %in_5: bf16, %out: bf16):
      %268 = arith.mulf %in, %in_5 : bf16
      linalg.yield %268 : bf16
    } -> tensor<8192x4096xbf16>
    %111 = tensor.empty() : tensor<4096xbf16>
    %112 = linalg.fill ins(%cst : bf16) outs(%111 : tensor<4096xbf16>) -> tensor<4096xbf16>
    %113 = linalg.generic {indexing_maps = [#map16, #map13], iterator_types = ["parallel", "reduction"]} ins(%arg60 : tensor<8192x4096xbf16>) outs(%112 : tensor<4096xbf16>) attrs =  {dimtune.kernel = "weight.grad_sum", dimtune.pass = "bwd", dimtune.role = "input_norm"} {
    ^bb0(%in: bf16, %out: bf16):
      %268 = arith.addf %out, %in : bf16
      linalg.yield %268 : bf16
    } -> tensor<4096xbf16>
    %114 = tensor.empty() : tensor<8192x4096xf32>
    %115 = linalg.generic {indexing_maps = [#map12, #map12], iterator_types = ["parallel", "parallel"]} ins(%arg61 : tensor<8192x4096xbf16>) outs(%114 : tensor<8192x4096xf32>) attrs =  {dimtune.kernel = "to_f32.grad", dimtune.pass = "bwd", dimtune.role = "input_norm", dimtune.unvectorized} {
    ^bb0(%in: bf16, %out: f32):
      %268 = arith.extf %in : bf16 to f32
      linalg.yield %268 : f32
    } -> tensor<8192x4096xf32>
    %116 = tensor.empty() : tensor<8192x4096xf32>
    %117 = linalg.generic {indexing_maps = [#map12, #map13, #map12], iterator_types = ["parallel", "parallel"]} ins(%arg62, %arg63 : tensor<8192x4096xf32>, tensor<8192xf32>) outs(%116 : tensor<8192x4096xf32>) attrs =  {dimtune.kernel = "mul.grad_x", dimtune.pass = "bwd", dimtune.role = "input_norm", dimtune.unvectorized} {
    ^bb0(%in: f32, %in_5: f32, %out: f32):
      %268 = arith.mulf %in, %in_5 : f32
      linalg.yield %268 : f32
    } -> tensor<8192x4096xf32>
    %118 = tensor.empty() : tensor<8192x4096xf32>
    %119 = linalg.generic {indexing_maps = [#map12, #map12, #map12], iterator_types = ["parallel", "parallel"]} ins(%arg64, %arg65 : tensor<8192x4096xf32>, tensor<8192x4096xf32>) outs(%118 : tensor<8192x4096xf32>) attrs =  {dimtune.kernel = "mul.grad_product", dimtune.pass = "bwd", dimtune.role = "input_norm"} {
    ^bb0(%in: f32, %in_5: f32, %out: f32):
      %268 = arith.mulf %in, %in_5 : f32
      linalg.yield %268 : f32
    } -> tensor<8192x4096xf32>
    %120 = tensor.empty() : tensor<8192xf32>
    %121 = linalg.fill ins(%cst_2 : f32) outs(%120 : tensor<8192xf32>) -> tensor<8192xf32>
    %122 = linalg.generic {indexing_maps = [#map12, #map13], iterator_types = ["parallel", "reduction"]} ins(%arg66 : tensor<8192x4096xf32>) outs(%121 : tensor<8192xf32>) attrs =  {dimtune.kernel = "mul.grad_sum", dimtune.pass = "bwd", dimtune.role = "input_norm"} {
    ^bb0(%in: f32, %out: f32):
      %268 = arith.addf %out, %in : f32
      linalg.yield %268 : f32
    } -> tensor<8192xf32>
    %123 = tensor.empty() : tensor<8192xf32>
    %124 = linalg.generic {indexing_maps = [#map14, #map14, #map14], iterator_types = ["parallel"]} ins(%arg67, %arg68 : tensor<8192xf32>, tensor<8192xf32>) outs(%123 : tensor<8192xf32>) attrs =  {dimtune.kernel = "rsqrt.grad", dimtune.pass = "bwd", dimtune.role = "input_norm"} {
    ^bb0(%in: f32, %in_5: f32, %out: f32):
      %268 = arith.mulf %in, %in_5 : f32
      linalg.yield %268 : f32
    } -> tensor<8192xf32>
    %125 = tensor.empty() : tensor<8192x4096xf32>
    %126 = linalg.generic {indexing_maps = [#map13, #map12], iterator_types = ["parallel", "parallel"]} ins(%arg69 : tensor<8192xf32>) outs(%125 : tensor<8192x4096xf32>) attrs =  {dimtune.kernel = "mean.grad", dimtune.pass = "bwd", dimtune.role = "input_norm", dimtune.unvectorized} {
    ^bb0(%in: f32, %out: f32):
      %268 = arith.mulf %in, %cst_3 : f32
      linalg.yield %268 : f32
    } -> tensor<8192x4096xf32>
    %127 = tensor.empty() : tensor<8192x4096xf32>
    %128 = linalg.generic {indexing_maps = [#map12, #map12], iterator_types = ["parallel", "parallel"]} ins(%arg70 : tensor<8192x4096xf32>) outs(%127 : tensor<8192x4096xf32>) attrs =  {dimtune.kernel = "pow.grad_pow", dimtune.pass = "bwd", dimtune.role = "input_norm"} {
    ^bb0(%in: f32, %out: f32):
      %268 = arith.mulf %in, %in : f32
      linalg.yield %268 : f32
    } -> tensor<8192x4096xf32>
    %129 = tensor.empty() : tensor<8192x4096xf32>
    %130 = linalg.generic {indexing_maps = [#map12, #map12], iterator_types = ["parallel", "parallel"]} ins(%arg71 : tensor<8192x4096xf32>) outs(%129 : tensor<8192x4096xf32>) attrs =  {dimtune.kernel = "pow.grad_scale", dimtune.pass = "bwd", dimtune.role = "input_norm"} {
    ^bb0(%in: f32, %out: f32):
      %268 = arith.mulf %in, %cst_3 : f32
      linalg.yield %268 : f32
    } -> tensor<8192x4096xf32>
    %131 = tensor.empty() : tensor<8192x4096xf32>
    %132 = linalg.generic {indexing_maps = [#map12, #map12, #map12], iterator_types = ["parallel", "parallel"]} ins(%arg72, %arg73 : tensor<8192x4096xf32>, tensor<8192x4096xf32>) outs(%131 : tensor<8192x4096xf32>) attrs =  {dimtune.kernel = "pow.grad", dimtune.pass = "bwd", dimtune.role = "input_norm"} {
    ^bb0(%in: f32, %in_5: f32, %out: f32):
      %268 = arith.mulf %in, %in_5 : f32
      linalg.yield %268 : f32
    } -> tensor<8192x4096xf32>
    %133 = tensor.empty() : tensor<8192x4096xf32>
    %134 = linalg.generic {indexing_maps = [#map12, #map12, #map12], iterator_types = ["parallel", "parallel"]} ins(%arg74, %arg75 : tensor<8192x4096xf32>, tensor<8192x4096xf32>) outs(%133 : tensor<8192x4096xf32>) attrs =  {dimtune.kernel = "grad_sum", dimtune.pass = "bwd", dimtune.role = "input_norm"} {
    ^bb0(%in: f32, %in_5: f32, %out: f32):
      %268 = arith.addf %in, %in_5 : f32
      linalg.yield %268 : f32
    } -> tensor<8192x4096xf32>
    %135 = tensor.empty() : tensor<8192x4096xbf16>
    %136 = linalg.generic {indexing_maps = [#map12, #map12], iterator_types = ["parallel", "parallel"]} ins(%arg76 : tensor<8192x4096xf32>) outs(%135 : tensor<8192x4096xbf16>) attrs =  {dimtune.kernel = "to_dtype.grad", dimtune.pass = "bwd", dimtune.role = "input_norm"} {
    ^bb0(%in: f32, %out: bf16):
      %268 = arith.truncf %in : f32 to bf16
      linalg.yield %268 : bf16
    } -> tensor<8192x4096xbf16>
    %137 = tensor.empty() : tensor<2x32x4096x128xbf16>
    %138 = linalg.generic {indexing_maps = [#map17, #map18, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg77, %arg78 : tensor<2x4096x32x128xbf16>, tensor<4096x128xbf16>) outs(%137 : tensor<2x32x4096x128xbf16>) attrs =  {dimtune.kernel = "q.mul_cos", dimtune.pass = "fwd", dimtune.role = "rotary"} {
    ^bb0(%in: bf16, %in_5: bf16, %out: bf16):
      %268 = arith.mulf %in, %in_5 : bf16
      linalg.yield %268 : bf16
    } -> tensor<2x32x4096x128xbf16>
    %139 = tensor.empty() : tensor<2x32x4096x64xbf16>
    %140 = linalg.generic {indexing_maps = [#map17, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg79 : tensor<2x4096x32x64xbf16>) outs(%139 : tensor<2x32x4096x64xbf16>) attrs =  {dimtune.kernel = "q.neg_half", dimtune.pass = "fwd", dimtune.role = "rotary"} {
    ^bb0(%in: bf16, %out: bf16):
      %268 = arith.negf %in : bf16
      linalg.yield %268 : bf16
    } -> tensor<2x32x4096x64xbf16>
    %141 = tensor.empty() : tensor<2x32x4096x128xbf16>
    %142 = linalg.generic {indexing_maps = [#map17, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg80 : tensor<2x4096x32x128xbf16>) outs(%141 : tensor<2x32x4096x128xbf16>) attrs =  {dimtune.kernel = "q.cat_half", dimtune.pass = "fwd", dimtune.role = "rotary"} {
    ^bb0(%in: bf16, %out: bf16):
      linalg.yield %in : bf16
    } -> tensor<2x32x4096x128xbf16>
    %143 = tensor.empty() : tensor<2x32x4096x128xbf16>
    %144 = linalg.generic {indexing_maps = [#map8, #map18, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg81, %arg82 : tensor<2x32x4096x128xbf16>, tensor<4096x128xbf16>) outs(%143 : tensor<2x32x4096x128xbf16>) attrs =  {dimtune.kernel = "q.mul_sin", dimtune.pass = "fwd", dimtune.role = "rotary", dimtune.unvectorized} {
    ^bb0(%in: bf16, %in_5: bf16, %out: bf16):
      %268 = arith.mulf %in, %in_5 : bf16
      linalg.yield %268 : bf16
    } -> tensor<2x32x4096x128xbf16>
    %145 = tensor.empty() : tensor<2x32x4096x128xbf16>
    %146 = linalg.generic {indexing_maps = [#map17, #map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg83, %arg84 : tensor<2x4096x32x128xbf16>, tensor<2x32x4096x128xbf16>) outs(%145 : tensor<2x32x4096x128xbf16>) attrs =  {dimtune.kernel = "q.add", dimtune.pass = "fwd", dimtune.role = "rotary"} {
    ^bb0(%in: bf16, %in_5: bf16, %out: bf16):
      %268 = arith.addf %in, %in_5 : bf16
      linalg.yield %268 : bf16
    } -> tensor<2x32x4096x128xbf16>
    %147 = tensor.empty() : tensor<2x32x4096x128xbf16>
    %148 = linalg.generic {indexing_maps = [#map8, #map18, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg85, %arg86 : tensor<2x32x4096x128xbf16>, tensor<4096x128xbf16>) outs(%147 : tensor<2x32x4096x128xbf16>) attrs =  {dimtune.kernel = "q.mul_sin.grad", dimtune.pass = "bwd", dimtune.role = "rotary", dimtune.unvectorized} {
    ^bb0(%in: bf16, %in_5: bf16, %out: bf16):
      %268 = arith.mulf %in, %in_5 : bf16
      linalg.yield %268 : bf16
    } -> tensor<2x32x4096x128xbf16>
    %149 = tensor.empty() : tensor<2x32x4096x64xbf16>
    %150 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg87 : tensor<2x32x4096x64xbf16>) outs(%149 : tensor<2x32x4096x64xbf16>) attrs =  {dimtune.kernel = "q.neg_half.grad", dimtune.pass = "bwd", dimtune.role = "rotary", dimtune.unvectorized} {
    ^bb0(%in: bf16, %out: bf16):
      %268 = arith.negf %in : bf16
      linalg.yield %268 : bf16
    } -> tensor<2x32x4096x64xbf16>
    %151 = tensor.empty() : tensor<2x32x4096x128xbf16>
    %152 = linalg.generic {indexing_maps = [#map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%151 : tensor<2x32x4096x128xbf16>) attrs =  {dimtune.kernel = "q.rotate_half.grad.zeros", dimtune.pass = "bwd", dimtune.role = "rotary"} {
    ^bb0(%out: bf16):
      linalg.yield %cst : bf16
    } -> tensor<2x32x4096x128xbf16>
    %153 = tensor.empty() : tensor<2x32x4096x64xbf16>
    %154 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg88 : tensor<2x32x4096x64xbf16>) outs(%153 : tensor<2x32x4096x64xbf16>) attrs =  {dimtune.kernel = "q.rotate_half.grad.copy", dimtune.pass = "bwd", dimtune.role = "rotary", dimtune.unvectorized} {
    ^bb0(%in: bf16, %out: bf16):
      linalg.yield %in : bf16
    } -> tensor<2x32x4096x64xbf16>
    %155 = tensor.empty() : tensor<2x32x4096x128xbf16>
    %156 = linalg.generic {indexing_maps = [#map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%155 : tensor<2x32x4096x128xbf16>) attrs =  {dimtune.kernel = "q.rotate_half.grad.zeros", dimtune.pass = "bwd", dimtune.role = "rotary"} {
    ^bb0(%out: bf16):
      linalg.yield %cst : bf16
    } -> tensor<2x32x4096x128xbf16>
    %157 = tensor.empty() : tensor<2x32x4096x64xbf16>
    %158 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg89 : tensor<2x32x4096x64xbf16>) outs(%157 : tensor<2x32x4096x64xbf16>) attrs =  {dimtune.kernel = "q.rotate_half.grad.copy", dimtune.pass = "bwd", dimtune.role = "rotary", dimtune.unvectorized} {
    ^bb0(%in: bf16, %out: bf16):
      linalg.yield %in : bf16
    } -> tensor<2x32x4096x64xbf16>
    %159 = tensor.empty() : tensor<2x32x4096x128xbf16>
    %160 = linalg.generic {indexing_maps = [#map8, #map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg90, %arg91 : tensor<2x32x4096x128xbf16>, tensor<2x32x4096x128xbf16>) outs(%159 : tensor<2x32x4096x128xbf16>) attrs =  {dimtune.kernel = "q.rotate_half.grad.sum", dimtune.pass = "bwd", dimtune.role = "rotary"} {
    ^bb0(%in: bf16, %in_5: bf16, %out: bf16):
      %268 = arith.addf %in, %in_5 : bf16
      linalg.yield %268 : bf16
    } -> tensor<2x32x4096x128xbf16>
    %161 = tensor.empty() : tensor<2x32x4096x128xbf16>
    %162 = linalg.generic {indexing_maps = [#map8, #map18, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg92, %arg93 : tensor<2x32x4096x128xbf16>, tensor<4096x128xbf16>) outs(%161 : tensor<2x32x4096x128xbf16>) attrs =  {dimtune.kernel = "q.mul_cos.grad", dimtune.pass = "bwd", dimtune.role = "rotary", dimtune.unvectorized} {
    ^bb0(%in: bf16, %in_5: bf16, %out: bf16):
      %268 = arith.mulf %in, %in_5 : bf16
      linalg.yield %268 : bf16
    } -> tensor<2x32x4096x128xbf16>
    %163 = tensor.empty() : tensor<2x32x4096x128xbf16>
    %164 = linalg.generic {indexing_maps = [#map8, #map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg94, %arg95 : tensor<2x32x4096x128xbf16>, tensor<2x32x4096x128xbf16>) outs(%163 : tensor<2x32x4096x128xbf16>) attrs =  {dimtune.kernel = "q.grad_sum", dimtune.pass = "bwd", dimtune.role = "rotary", dimtune.unvectorized} {
    ^bb0(%in: bf16, %in_5: bf16, %out: bf16):
      %268 = arith.addf %in, %in_5 : bf16
      linalg.yield %268 : bf16
    } -> tensor<2x32x4096x128xbf16>
    %165 = tensor.empty() : tensor<2x32x4096x128xbf16>
    %166 = linalg.generic {indexing_maps = [#map17, #map18, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg96, %arg97 : tensor<2x4096x32x128xbf16>, tensor<4096x128xbf16>) outs(%165 : tensor<2x32x4096x128xbf16>) attrs =  {dimtune.kernel = "k.mul_cos", dimtune.pass = "fwd", dimtune.role = "rotary"} {
    ^bb0(%in: bf16, %in_5: bf16, %out: bf16):
      %268 = arith.mulf %in, %in_5 : bf16
      linalg.yield %268 : bf16
    } -> tensor<2x32x4096x128xbf16>
    %167 = tensor.empty() : tensor<2x32x4096x64xbf16>
    %168 = linalg.generic {indexing_maps = [#map17, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg98 : tensor<2x4096x32x64xbf16>) outs(%167 : tensor<2x32x4096x64xbf16>) attrs =  {dimtune.kernel = "k.neg_half", dimtune.pass = "fwd", dimtune.role = "rotary"} {
    ^bb0(%in: bf16, %out: bf16):
      %268 = arith.negf %in : bf16
      linalg.yield %268 : bf16
    } -> tensor<2x32x4096x64xbf16>
    %169 = tensor.empty() : tensor<2x32x4096x128xbf16>
    %170 = linalg.generic {indexing_maps = [#map17, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg99 : tensor<2x4096x32x128xbf16>) outs(%169 : tensor<2x32x4096x128xbf16>) attrs =  {dimtune.kernel = "k.cat_half", dimtune.pass = "fwd", dimtune.role = "rotary"} {
    ^bb0(%in: bf16, %out: bf16):
      linalg.yield %in : bf16
    } -> tensor<2x32x4096x128xbf16>
    %171 = tensor.empty() : tensor<2x32x4096x128xbf16>
    %172 = linalg.generic {indexing_maps = [#map8, #map18, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg100, %arg101 : tensor<2x32x4096x128xbf16>, tensor<4096x128xbf16>) outs(%171 : tensor<2x32x4096x128xbf16>) attrs =  {dimtune.kernel = "k.mul_sin", dimtune.pass = "fwd", dimtune.role = "rotary", dimtune.unvectorized} {
    ^bb0(%in: bf16, %in_5: bf16, %out: bf16):
      %268 = arith.mulf %in, %in_5 : bf16
      linalg.yield %268 : bf16
    } -> tensor<2x32x4096x128xbf16>
    %173 = tensor.empty() : tensor<2x32x4096x128xbf16>
    %174 = linalg.generic {indexing_maps = [#map17, #map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg102, %arg103 : tensor<2x4096x32x128xbf16>, tensor<2x32x4096x128xbf16>) outs(%173 : tensor<2x32x4096x128xbf16>) attrs =  {dimtune.kernel = "k.add", dimtune.pass = "fwd", dimtune.role = "rotary"} {
    ^bb0(%in: bf16, %in_5: bf16, %out: bf16):
      %268 = arith.addf %in, %in_5 : bf16
      linalg.yield %268 : bf16
    } -> tensor<2x32x4096x128xbf16>
    %175 = tensor.empty() : tensor<2x32x4096x128xbf16>
    %176 = linalg.generic {indexing_maps = [#map8, #map18, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg104, %arg105 : tensor<2x32x4096x128xbf16>, tensor<4096x128xbf16>) outs(%175 : tensor<2x32x4096x128xbf16>) attrs =  {dimtune.kernel = "k.mul_sin.grad", dimtune.pass = "bwd", dimtune.role = "rotary", dimtune.unvectorized} {
    ^bb0(%in: bf16, %in_5: bf16, %out: bf16):
      %268 = arith.mulf %in, %in_5 : bf16
      linalg.yield %268 : bf16
    } -> tensor<2x32x4096x128xbf16>
    %177 = tensor.empty() : tensor<2x32x4096x64xbf16>
    %178 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg106 : tensor<2x32x4096x64xbf16>) outs(%177 : tensor<2x32x4096x64xbf16>) attrs =  {dimtune.kernel = "k.neg_half.grad", dimtune.pass = "bwd", dimtune.role = "rotary", dimtune.unvectorized} {
    ^bb0(%in: bf16, %out: bf16):
      %268 = arith.negf %in : bf16
      linalg.yield %268 : bf16
    } -> tensor<2x32x4096x64xbf16>
    %179 = tensor.empty() : tensor<2x32x4096x128xbf16>
    %180 = linalg.generic {indexing_maps = [#map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%179 : tensor<2x32x4096x128xbf16>) attrs =  {dimtune.kernel = "k.rotate_half.grad.zeros", dimtune.pass = "bwd", dimtune.role = "rotary"} {
    ^bb0(%out: bf16):
      linalg.yield %cst : bf16
    } -> tensor<2x32x4096x128xbf16>
    %181 = tensor.empty() : tensor<2x32x4096x64xbf16>
    %182 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg107 : tensor<2x32x4096x64xbf16>) outs(%181 : tensor<2x32x4096x64xbf16>) attrs =  {dimtune.kernel = "k.rotate_half.grad.copy", dimtune.pass = "bwd", dimtune.role = "rotary", dimtune.unvectorized} {
    ^bb0(%in: bf16, %out: bf16):
      linalg.yield %in : bf16
    } -> tensor<2x32x4096x64xbf16>
    %183 = tensor.empty() : tensor<2x32x4096x128xbf16>
    %184 = linalg.generic {indexing_maps = [#map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%183 : tensor<2x32x4096x128xbf16>) attrs =  {dimtune.kernel = "k.rotate_half.grad.zeros", dimtune.pass = "bwd", dimtune.role = "rotary"} {
    ^bb0(%out: bf16):
      linalg.yield %cst : bf16
    } -> tensor<2x32x4096x128xbf16>
    %185 = tensor.empty() : tensor<2x32x4096x64xbf16>
    %186 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg108 : tensor<2x32x4096x64xbf16>) outs(%185 : tensor<2x32x4096x64xbf16>) attrs =  {dimtune.kernel = "k.rotate_half.grad.copy", dimtune.pass = "bwd", dimtune.role = "rotary", dimtune.unvectorized} {
    ^bb0(%in: bf16, %out: bf16):
      linalg.yield %in : bf16
    } -> tensor<2x32x4096x64xbf16>
    %187 = tensor.empty() : tensor<2x32x4096x128xbf16>
    %188 = linalg.generic {indexing_maps = [#map8, #map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg109, %arg110 : tensor<2x32x4096x128xbf16>, tensor<2x32x4096x128xbf16>) outs(%187 : tensor<2x32x4096x128xbf16>) attrs =  {dimtune.kernel = "k.rotate_half.grad.sum", dimtune.pass = "bwd", dimtune.role = "rotary"} {
    ^bb0(%in: bf16, %in_5: bf16, %out: bf16):
      %268 = arith.addf %in, %in_5 : bf16
      linalg.yield %268 : bf16
    } -> tensor<2x32x4096x128xbf16>
    %189 = tensor.empty() : tensor<2x32x4096x128xbf16>
    %190 = linalg.generic {indexing_maps = [#map8, #map18, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg111, %arg112 : tensor<2x32x4096x128xbf16>, tensor<4096x128xbf16>) outs(%189 : tensor<2x32x4096x128xbf16>) attrs =  {dimtune.kernel = "k.mul_cos.grad", dimtune.pass = "bwd", dimtune.role = "rotary", dimtune.unvectorized} {
    ^bb0(%in: bf16, %in_5: bf16, %out: bf16):
      %268 = arith.mulf %in, %in_5 : bf16
      linalg.yield %268 : bf16
    } -> tensor<2x32x4096x128xbf16>
    %191 = tensor.empty() : tensor<2x32x4096x128xbf16>
    %192 = linalg.generic {indexing_maps = [#map8, #map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg113, %arg114 : tensor<2x32x4096x128xbf16>, tensor<2x32x4096x128xbf16>) outs(%191 : tensor<2x32x4096x128xbf16>) attrs =  {dimtune.kernel = "k.grad_sum", dimtune.pass = "bwd", dimtune.role = "rotary", dimtune.unvectorized} {
    ^bb0(%in: bf16, %in_5: bf16, %out: bf16):
      %268 = arith.addf %in, %in_5 : bf16
      linalg.yield %268 : bf16
    } -> tensor<2x32x4096x128xbf16>
    %193 = tensor.empty() : tensor<2x4096x32x128xbf16>
    %194 = linalg.generic {indexing_maps = [#map17, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg115 : tensor<2x32x4096x128xbf16>) outs(%193 : tensor<2x4096x32x128xbf16>) attrs =  {dimtune.kernel = "q.grad.contiguous", dimtune.pass = "bwd", dimtune.role = "attention"} {
    ^bb0(%in: bf16, %out: bf16):
      linalg.yield %in : bf16
    } -> tensor<2x4096x32x128xbf16>
    %195 = tensor.empty() : tensor<2x4096x32x128xbf16>
    %196 = linalg.generic {indexing_maps = [#map17, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg116 : tensor<2x32x4096x128xbf16>) outs(%195 : tensor<2x4096x32x128xbf16>) attrs =  {dimtune.kernel = "k.grad.contiguous", dimtune.pass = "bwd", dimtune.role = "attention"} {
    ^bb0(%in: bf16, %out: bf16):
      linalg.yield %in : bf16
    } -> tensor<2x4096x32x128xbf16>
    %197 = tensor.empty() : tensor<8192x4096xf32>
    %198 = linalg.generic {indexing_maps = [#map12, #map12], iterator_types = ["parallel", "parallel"]} ins(%arg117 : tensor<8192x4096xbf16>) outs(%197 : tensor<8192x4096xf32>) attrs =  {dimtune.kernel = "to_f32", dimtune.pass = "fwd", dimtune.role = "post_attention_norm", dimtune.unvectorized} {
    ^bb0(%in: bf16, %out: f32):
      %268 = arith.extf %in : bf16 to f32
      linalg.yield %268 : f32
    } -> tensor<8192x4096xf32>
    %199 = tensor.empty() : tensor<8192x4096xf32>
    %200 = linalg.generic {indexing_maps = [#map12, #map12], iterator_types = ["parallel", "parallel"]} ins(%arg118 : tensor<8192x4096xf32>) outs(%199 : tensor<8192x4096xf32>) attrs =  {dimtune.kernel = "pow", dimtune.pass = "fwd", dimtune.role = "post_attention_norm"} {
    ^bb0(%in: f32, %out: f32):
      %268 = arith.mulf %in, %in : f32
      linalg.yield %268 : f32
    } -> tensor<8192x4096xf32>
    %201 = tensor.empty() : tensor<8192xf32>
    %202 = linalg.fill ins(%cst_2 : f32) outs(%201 : tensor<8192xf32>) -> tensor<8192xf32>
    %203 = linalg.generic {indexing_maps = [#map12, #map13], iterator_types = ["parallel", "reduction"]} ins(%arg119 : tensor<8192x4096xf32>) outs(%202 : tensor<8192xf32>) attrs =  {dimtune.kernel = "mean", dimtune.pass = "fwd", dimtune.role = "post_attention_norm"} {
    ^bb0(%in: f32, %out: f32):
      %268 = arith.addf %out, %in : f32
      linalg.yield %268 : f32
    } -> tensor<8192xf32>
    %204 = tensor.empty() : tensor<8192xf32>
    %205 = linalg.generic {indexing_maps = [#map14, #map14], iterator_types = ["parallel"]} ins(%arg120 : tensor<8192xf32>) outs(%204 : tensor<8192xf32>) attrs =  {dimtune.kernel = "add_eps", dimtune.pass = "fwd", dimtune.role = "post_attention_norm"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<8192xf32>
    %206 = tensor.empty() : tensor<8192xf32>
    %207 = linalg.generic {indexing_maps = [#map14, #map14], iterator_types = ["parallel"]} ins(%arg121 : tensor<8192xf32>) outs(%206 : tensor<8192xf32>) attrs =  {dimtune.kernel = "rsqrt", dimtune.pass = "fwd", dimtune.role = "post_attention_norm"} {
    ^bb0(%in: f32, %out: f32):
      %268 = math.rsqrt %in : f32
      linalg.yield %268 : f32
    } -> tensor<8192xf32>
    %208 = tensor.empty() : tensor<8192x4096xf32>
    %209 = linalg.generic {indexing_maps = [#map12, #map13, #map12], iterator_types = ["parallel", "parallel"]} ins(%arg122, %arg123 : tensor<8192x4096xf32>, tensor<8192xf32>) outs(%208 : tensor<8192x4096xf32>) attrs =  {dimtune.kernel = "mul", dimtune.pass = "fwd", dimtune.role = "post_attention_norm", dimtune.unvectorized} {
    ^bb0(%in: f32, %in_5: f32, %out: f32):
      %268 = arith.mulf %in, %in_5 : f32
      linalg.yield %268 : f32
    } -> tensor<8192x4096xf32>
    %210 = tensor.empty() : tensor<8192x4096xbf16>
    %211 = linalg.generic {indexing_maps = [#map12, #map12], iterator_types = ["parallel", "parallel"]} ins(%arg124 : tensor<8192x4096xf32>) outs(%210 : tensor<8192x4096xbf16>) attrs =  {dimtune.kernel = "to_dtype", dimtune.pass = "fwd", dimtune.role = "post_attention_norm"} {
    ^bb0(%in: f32, %out: bf16):
      %268 = arith.truncf %in : f32 to bf16
      linalg.yield %268 : bf16
    } -> tensor<8192x4096xbf16>
    %212 = tensor.empty() : tensor<8192x4096xbf16>
    %213 = linalg.generic {indexing_maps = [#map12, #map15, #map12], iterator_types = ["parallel", "parallel"]} ins(%arg125, %arg126 : tensor<8192x4096xbf16>, tensor<4096xbf16>) outs(%212 : tensor<8192x4096xbf16>) attrs =  {dimtune.kernel = "mul_weight", dimtune.pass = "fwd", dimtune.role = "post_attention_norm", dimtune.unvectorized} {
    ^bb0(%in: bf16, %in_5: bf16, %out: bf16):
      %268 = arith.mulf %in, %in_5 : bf16
      linalg.yield %268 : bf16
    } -> tensor<8192x4096xbf16>
    %214 = tensor.empty() : tensor<8192x4096xbf16>
    %215 = linalg.generic {indexing_maps = [#map12, #map15, #map12], iterator_types = ["parallel", "parallel"]} ins(%arg127, %arg128 : tensor<8192x4096xbf16>, tensor<4096xbf16>) outs(%214 : tensor<8192x4096xbf16>) attrs =  {dimtune.kernel = "mul_weight.grad", dimtune.pass = "bwd", dimtune.role = "post_attention_norm", dimtune.unvectorized} {
    ^bb0(%in: bf16, %in_5: bf16, %out: bf16):
      %268 = arith.mulf %in, %in_5 : bf16
      linalg.yield %268 : bf16
    } -> tensor<8192x4096xbf16>
    %216 = tensor.empty() : tensor<8192x4096xbf16>
    %217 = linalg.generic {indexing_maps = [#map12, #map12, #map12], iterator_types = ["parallel", "parallel"]} ins(%arg129, %arg130 : tensor<8192x4096xbf16>, tensor<8192x4096xbf16>) outs(%216 : tensor<8192x4096xbf16>) attrs =  {dimtune.kernel = "weight.grad_product", dimtune.pass = "bwd", dimtune.role = "post_attention_norm"} {
    ^bb0(%in: bf16, %in_5: bf16, %out: bf16):
      %268 = arith.mulf %in, %in_5 : bf16
      linalg.yield %268 : bf16
    } -> tensor<8192x4096xbf16>
    %218 = tensor.empty() : tensor<4096xbf16>
    %219 = linalg.fill ins(%cst : bf16) outs(%218 : tensor<4096xbf16>) -> tensor<4096xbf16>
    %220 = linalg.generic {indexing_maps = [#map16, #map13], iterator_types = ["parallel", "reduction"]} ins(%arg131 : tensor<8192x4096xbf16>) outs(%219 : tensor<4096xbf16>) attrs =  {dimtune.kernel = "weight.grad_sum", dimtune.pass = "bwd", dimtune.role = "post_attention_norm"} {
    ^bb0(%in: bf16, %out: bf16):
      %268 = arith.addf %out, %in : bf16
      linalg.yield %268 : bf16
    } -> tensor<4096xbf16>
    %221 = tensor.empty() : tensor<8192x4096xf32>
    %222 = linalg.generic {indexing_maps = [#map12, #map12], iterator_types = ["parallel", "parallel"]} ins(%arg132 : tensor<8192x4096xbf16>) outs(%221 : tensor<8192x4096xf32>) attrs =  {dimtune.kernel = "to_f32.grad", dimtune.pass = "bwd", dimtune.role = "post_attention_norm", dimtune.unvectorized} {
    ^bb0(%in: bf16, %out: f32):
      %268 = arith.extf %in : bf16 to f32
      linalg.yield %268 : f32
    } -> tensor<8192x4096xf32>
    %223 = tensor.empty() : tensor<8192x4096xf32>
    %224 = linalg.generic {indexing_maps = [#map12, #map13, #map12], iterator_types = ["parallel", "parallel"]} ins(%arg133, %arg134 : tensor<8192x4096xf32>, tensor<8192xf32>) outs(%223 : tensor<8192x4096xf32>) attrs =  {dimtune.kernel = "mul.grad_x", dimtune.pass = "bwd", dimtune.role = "post_attention_norm", dimtune.unvectorized} {
    ^bb0(%in: f32, %in_5: f32, %out: f32):
      %268 = arith.mulf %in, %in_5 : f32
      linalg.yield %268 : f32
    } -> tensor<8192x4096xf32>
    %225 = tensor.empty() : tensor<8192x4096xf32>
    %226 = linalg.generic {indexing_maps = [#map12, #map12, #map12], iterator_types = ["parallel", "parallel"]} ins(%arg135, %arg136 : tensor<8192x4096xf32>, tensor<8192x4096xf32>) outs(%225 : tensor<8192x4096xf32>) attrs =  {dimtune.kernel = "mul.grad_product", dimtune.pass = "bwd", dimtune.role = "post_attention_norm"} {
    ^bb0(%in: f32, %in_5: f32, %out: f32):
      %268 = arith.mulf %in, %in_5 : f32
      linalg.yield %268 : f32
    } -> tensor<8192x4096xf32>
    %227 = tensor.empty() : tensor<8192xf32>
    %228 = linalg.fill ins(%cst_2 : f32) outs(%227 : tensor<8192xf32>) -> tensor<8192xf32>
    %229 = linalg.generic {indexing_maps = [#map12, #map13], iterator_types = ["parallel", "reduction"]} ins(%arg137 : tensor<8192x4096xf32>) outs(%228 : tensor<8192xf32>) attrs =  {dimtune.kernel = "mul.grad_sum", dimtune.pass = "bwd", dimtune.role = "post_attention_norm"} {
    ^bb0(%in: f32, %out: f32):
      %268 = arith.addf %out, %in : f32
      linalg.yield %268 : f32
    } -> tensor<8192xf32>
    %230 = tensor.empty() : tensor<8192xf32>
    %231 = linalg.generic {indexing_maps = [#map14, #map14, #map14], iterator_types = ["parallel"]} ins(%arg138, %arg139 : tensor<8192xf32>, tensor<8192xf32>) outs(%230 : tensor<8192xf32>) attrs =  {dimtune.kernel = "rsqrt.grad", dimtune.pass = "bwd", dimtune.role = "post_attention_norm"} {
    ^bb0(%in: f32, %in_5: f32, %out: f32):
      %268 = arith.mulf %in, %in_5 : f32
      linalg.yield %268 : f32
    } -> tensor<8192xf32>
    %232 = tensor.empty() : tensor<8192x4096xf32>
    %233 = linalg.generic {indexing_maps = [#map13, #map12], iterator_types = ["parallel", "parallel"]} ins(%arg140 : tensor<8192xf32>) outs(%232 : tensor<8192x4096xf32>) attrs =  {dimtune.kernel = "mean.grad", dimtune.pass = "bwd", dimtune.role = "post_attention_norm", dimtune.unvectorized} {
    ^bb0(%in: f32, %out: f32):
      %268 = arith.mulf %in, %cst_3 : f32
      linalg.yield %268 : f32
    } -> tensor<8192x4096xf32>
    %234 = tensor.empty() : tensor<8192x4096xf32>
    %235 = linalg.generic {indexing_maps = [#map12, #map12], iterator_types = ["parallel", "parallel"]} ins(%arg141 : tensor<8192x4096xf32>) outs(%234 : tensor<8192x4096xf32>) attrs =  {dimtune.kernel = "pow.grad_pow", dimtune.pass = "bwd", dimtune.role = "post_attention_norm"} {
    ^bb0(%in: f32, %out: f32):
      %268 = arith.mulf %in, %in : f32
      linalg.yield %268 : f32
    } -> tensor<8192x4096xf32>
    %236 = tensor.empty() : tensor<8192x4096xf32>
    %237 = linalg.generic {indexing_maps = [#map12, #map12], iterator_types = ["parallel", "parallel"]} ins(%arg142 : tensor<8192x4096xf32>) outs(%236 : tensor<8192x4096xf32>) attrs =  {dimtune.kernel = "pow.grad_scale", dimtune.pass = "bwd", dimtune.role = "post_attention_norm"} {
    ^bb0(%in: f32, %out: f32):
      %268 = arith.mulf %in, %cst_3 : f32
      linalg.yield %268 : f32
    } -> tensor<8192x4096xf32>
    %238 = tensor.empty() : tensor<8192x4096xf32>
    %239 = linalg.generic {indexing_maps = [#map12, #map12, #map12], iterator_types = ["parallel", "parallel"]} ins(%arg143, %arg144 : tensor<8192x4096xf32>, tensor<8192x4096xf32>) outs(%238 : tensor<8192x4096xf32>) attrs =  {dimtune.kernel = "pow.grad", dimtune.pass = "bwd", dimtune.role = "post_attention_norm"} {
    ^bb0(%in: f32, %in_5: f32, %out: f32):
      %268 = arith.mulf %in, %in_5 : f32
      linalg.yield %268 : f32
    } -> tensor<8192x4096xf32>
    %240 = tensor.empty() : tensor<8192x4096xf32>
    %241 = linalg.generic {indexing_maps = [#map12, #map12, #map12], iterator_types = ["parallel", "parallel"]} ins(%arg145, %arg146 : tensor<8192x4096xf32>, tensor<8192x4096xf32>) outs(%240 : tensor<8192x4096xf32>) attrs =  {dimtune.kernel = "grad_sum", dimtune.pass = "bwd", dimtune.role = "post_attention_norm"} {
    ^bb0(%in: f32, %in_5: f32, %out: f32):
      %268 = arith.addf %in, %in_5 : f32
      linalg.yield %268 : f32
    } -> tensor<8192x4096xf32>
    %242 = tensor.empty() : tensor<8192x4096xbf16>
    %243 = linalg.generic {indexing_maps = [#map12, #map12], iterator_types = ["parallel", "parallel"]} ins(%arg147 : tensor<8192x4096xf32>) outs(%242 : tensor<8192x4096xbf16>) attrs =  {dimtune.kernel = "to_dtype.grad", dimtune.pass = "bwd", dimtune.role = "post_attention_norm"} {
    ^bb0(%in: f32, %out: bf16):
      %268 = arith.truncf %in : f32 to bf16
      linalg.yield %268 : bf16
    } -> tensor<8192x4096xbf16>
    %244 = tensor.empty() : tensor<8192x11008xbf16>
    %245 = linalg.generic {indexing_maps = [#map12, #map12], iterator_types = ["parallel", "parallel"]} ins(%arg148 : tensor<8192x11008xbf16>) outs(%244 : tensor<8192x11008xbf16>) attrs =  {dimtune.kernel = "act", dimtune.pass = "fwd", dimtune.role = "activation"} {
    ^bb0(%in: bf16, %out: bf16):
      %268 = arith.negf %in : bf16
      %269 = math.exp %268 : bf16
      %270 = arith.addf %269, %cst_4 : bf16
      %271 = arith.divf %in, %270 : bf16
      linalg.yield %271 : bf16
    } -> tensor<8192x11008xbf16>
    %246 = tensor.empty() : tensor<8192x11008xbf16>
    %247 = linalg.generic {indexing_maps = [#map12, #map12, #map12], iterator_types = ["parallel", "parallel"]} ins(%arg149, %arg150 : tensor<8192x11008xbf16>, tensor<8192x11008xbf16>) outs(%246 : tensor<8192x11008xbf16>) attrs =  {dimtune.kernel = "mul_up", dimtune.pass = "fwd", dimtune.role = "activation"} {
    ^bb0(%in: bf16, %in_5: bf16, %out: bf16):
      %268 = arith.mulf %in, %in_5 : bf16
      linalg.yield %268 : bf16
    } -> tensor<8192x11008xbf16>
    %248 = tensor.empty() : tensor<8192x11008xbf16>
    %249 = linalg.generic {indexing_maps = [#map12, #map12, #map12], iterator_types = ["parallel", "parallel"]} ins(%arg151, %arg152 : tensor<8192x11008xbf16>, tensor<8192x11008xbf16>) outs(%248 : tensor<8192x11008xbf16>) attrs =  {dimtune.kernel = "mul_up.grad_up", dimtune.pass = "bwd", dimtune.role = "activation"} {
    ^bb0(%in: bf16, %in_5: bf16, %out: bf16):
      %268 = arith.mulf %in, %in_5 : bf16
      linalg.yield %268 : bf16
    } -> tensor<8192x11008xbf16>
    %250 = tensor.empty() : tensor<8192x11008xbf16>
    %251 = linalg.generic {indexing_maps = [#map12, #map12, #map12], iterator_types = ["parallel", "parallel"]} ins(%arg153, %arg154 : tensor<8192x11008xbf16>, tensor<8192x11008xbf16>) outs(%250 : tensor<8192x11008xbf16>) attrs =  {dimtune.kernel = "mul_up.grad_act", dimtune.pass = "bwd", dimtune.role = "activation"} {
    ^bb0(%in: bf16, %in_5: bf16, %out: bf16):
      %268 = arith.mulf %in, %in_5 : bf16
      linalg.yield %268 : bf16
    } -> tensor<8192x11008xbf16>
    %252 = tensor.empty() : tensor<8192x11008xbf16>
    %253 = linalg.generic {indexing_maps = [#map12, #map12, #map12], iterator_types = ["parallel", "parallel"]} ins(%arg155, %arg156 : tensor<8192x11008xbf16>, tensor<8192x11008xbf16>) outs(%252 : tensor<8192x11008xbf16>) attrs =  {dimtune.kernel = "act.grad", dimtune.pass = "bwd", dimtune.role = "activation"} {
    ^bb0(%in: bf16, %in_5: bf16, %out: bf16):
      %268 = arith.mulf %in, %in_5 : bf16
      linalg.yield %268 : bf16
    } -> tensor<8192x11008xbf16>
    %254 = tensor.empty() : tensor<8192x4096xbf16>
    %255 = linalg.generic {indexing_maps = [#map12, #map12, #map12], iterator_types = ["parallel", "parallel"]} ins(%arg157, %arg158 : tensor<8192x4096xbf16>, tensor<8192x4096xbf16>) outs(%254 : tensor<8192x4096xbf16>) attrs =  {dimtune.kernel = "add", dimtune.pass = "fwd", dimtune.role = "residual"} {
    ^bb0(%in: bf16, %in_5: bf16, %out: bf16):
      %268 = arith.addf %in, %in_5 : bf16
      linalg.yield %268 : bf16
    } -> tensor<8192x4096xbf16>
    %256 = tensor.empty() : tensor<8192x4096xbf16>
    %257 = linalg.generic {indexing_maps = [#map12, #map12, #map12], iterator_types = ["parallel", "parallel"]} ins(%arg159, %arg160 : tensor<8192x4096xbf16>, tensor<8192x4096xbf16>) outs(%256 : tensor<8192x4096xbf16>) attrs =  {dimtune.kernel = "add", dimtune.pass = "fwd", dimtune.role = "residual"} {
    ^bb0(%in: bf16, %in_5: bf16, %out: bf16):
      %268 = arith.addf %in, %in_5 : bf16
      linalg.yield %268 : bf16
    } -> tensor<8192x4096xbf16>
    %258 = tensor.empty() : tensor<8192x4096xbf16>
    %259 = linalg.generic {indexing_maps = [#map12, #map12, #map12], iterator_types = ["parallel", "parallel"]} ins(%arg161, %arg162 : tensor<8192x4096xbf16>, tensor<8192x4096xbf16>) outs(%258 : tensor<8192x4096xbf16>) attrs =  {dimtune.kernel = "grad_sum", dimtune.pass = "bwd", dimtune.role = "residual"} {
    ^bb0(%in: bf16, %in_5: bf16, %out: bf16):
      %268 = arith.addf %in, %in_5 : bf16
      linalg.yield %268 : bf16
    } -> tensor<8192x4096xbf16>
    %260 = tensor.empty() : tensor<8192x4096xbf16>
    %261 = linalg.generic {indexing_maps = [#map12, #map12, #map12], iterator_types = ["parallel", "parallel"]} ins(%arg163, %arg164 : tensor<8192x4096xbf16>, tensor<8192x4096xbf16>) outs(%260 : tensor<8192x4096xbf16>) attrs =  {dimtune.kernel = "grad_sum", dimtune.pass = "bwd", dimtune.role = "residual"} {
    ^bb0(%in: bf16, %in_5: bf16, %out: bf16):
      %268 = arith.addf %in, %in_5 : bf16
      linalg.yield %268 : bf16
    } -> tensor<8192x4096xbf16>
    %262 = tensor.empty() : tensor<8192x4096xbf16>
    %263 = linalg.generic {indexing_maps = [#map12, #map12, #map12], iterator_types = ["parallel", "parallel"]} ins(%arg165, %arg166 : tensor<8192x4096xbf16>, tensor<8192x4096xbf16>) outs(%262 : tensor<8192x4096xbf16>) attrs =  {dimtune.kernel = "grad_sum", dimtune.pass = "bwd", dimtune.role = "residual"} {
    ^bb0(%in: bf16, %in_5: bf16, %out: bf16):
      %268 = arith.addf %in, %in_5 : bf16
      linalg.yield %268 : bf16
    } -> tensor<8192x4096xbf16>
    %264 = tensor.empty() : tensor<8192x4096xbf16>
    %265 = linalg.generic {indexing_maps = [#map12, #map12, #map12], iterator_types = ["parallel", "parallel"]} ins(%arg167, %arg168 : tensor<8192x4096xbf16>, tensor<8192x4096xbf16>) outs(%264 : tensor<8192x4096xbf16>) attrs =  {dimtune.kernel = "grad_sum", dimtune.pass = "bwd", dimtune.role = "residual"} {
    ^bb0(%in: bf16, %in_5: bf16, %out: bf16):
      %268 = arith.addf %in, %in_5 : bf16
      linalg.yield %268 : bf16
    } -> tensor<8192x4096xbf16>
    %266 = tensor.empty() : tensor<8192x4096xbf16>
    %267 = linalg.generic {indexing_maps = [#map12, #map12, #map12], iterator_types = ["parallel", "parallel"]} ins(%arg169, %arg170 : tensor<8192x4096xbf16>, tensor<8192x4096xbf16>) outs(%266 : tensor<8192x4096xbf16>) attrs =  {dimtune.kernel = "grad_sum", dimtune.pass = "bwd", dimtune.role = "residual"} {
    ^bb0(%in: bf16, %in_5: bf16, %out: bf16):
      %268 = arith.addf %in, %in_5 : bf16
      linalg.yield %268 : bf16
    } -> tensor<8192x4096xbf16>
    return %2, %5, %8, %11, %14, %17, %20, %23, %26, %29, %32, %35, %38, %41, %44, %47, %50, %53, %56, %59, %62, %72, %86, %89, %78, %91, %93, %96, %98, %100, %102, %104, %106, %108, %110, %113, %115, %117, %119, %122, %124, %126, %128, %130, %132, %134, %136, %138, %140, %142, %144, %146, %148, %150, %152, %154, %156, %158, %160, %162, %164, %166, %168, %170, %172, %174, %176, %178, %180, %182, %184, %186, %188, %190, %192, %194, %196, %198, %200, %203, %205, %207, %209, %211, %213, %215, %217, %220, %222, %224, %226, %229, %231, %233, %235, %237, %239, %241, %243, %245, %247, %249, %251, %253, %255, %257, %259, %261, %263, %265, %267 : tensor<8192x4096xbf16>, tensor<8192x4096xbf16>, tensor<4096x4096xbf16>, tensor<8192x4096xbf16>, tensor<8192x4096xbf16>, tensor<4096x4096xbf16>, tensor<8192x4096xbf16>, tensor<8192x4096xbf16>, tensor<4096x4096xbf16>, tensor<8192x4096xbf16>, tensor<8192x4096xbf16>, tensor<4096x4096xbf16>, tensor<8192x11008xbf16>, tensor<8192x4096xbf16>, tensor<11008x4096xbf16>, tensor<8192x11008xbf16>, tensor<8192x4096xbf16>, tensor<11008x4096xbf16>, tensor<8192x4096xbf16>, tensor<8192x11008xbf16>, tensor<4096x11008xbf16>, tensor<2x32x4096x128xbf16>, tensor<2x32x4096x128xbf16>, tensor<2x32x4096x128xbf16>, tensor<2x32x4096x128xbf16>, tensor<8192x4096xf32>, tensor<8192x4096xf32>, tensor<8192xf32>, tensor<8192xf32>, tensor<8192xf32>, tensor<8192x4096xf32>, tensor<8192x4096xbf16>, tensor<8192x4096xbf16>, tensor<8192x4096xbf16>, tensor<8192x4096xbf16>, tensor<4096xbf16>, tensor<8192x4096xf32>, tensor<8192x4096xf32>, tensor<8192x4096xf32>, tensor<8192xf32>, tensor<8192xf32>, tensor<8192x4096xf32>, tensor<8192x4096xf32>, tensor<8192x4096xf32>, tensor<8192x4096xf32>, tensor<8192x4096xf32>, tensor<8192x4096xbf16>, tensor<2x32x4096x128xbf16>, tensor<2x32x4096x64xbf16>, tensor<2x32x4096x128xbf16>, tensor<2x32x4096x128xbf16>, tensor<2x32x4096x128xbf16>, tensor<2x32x4096x128xbf16>, tensor<2x32x4096x64xbf16>, tensor<2x32x4096x128xbf16>, tensor<2x32x4096x64xbf16>, tensor<2x32x4096x128xbf16>, tensor<2x32x4096x64xbf16>, tensor<2x32x4096x128xbf16>, tensor<2x32x4096x128xbf16>, tensor<2x32x4096x128xbf16>, tensor<2x32x4096x128xbf16>, tensor<2x32x4096x64xbf16>, tensor<2x32x4096x128xbf16>, tensor<2x32x4096x128xbf16>, tensor<2x32x4096x128xbf16>, tensor<2x32x4096x128xbf16>, tensor<2x32x4096x64xbf16>, tensor<2x32x4096x128xbf16>, tensor<2x32x4096x64xbf16>, tensor<2x32x4096x128xbf16>, tensor<2x32x4096x64xbf16>, tensor<2x32x4096x128xbf16>, tensor<2x32x4096x128xbf16>, tensor<2x32x4096x128xbf16>, tensor<2x4096x32x128xbf16>, tensor<2x4096x32x128xbf16>, tensor<8192x4096xf32>, tensor<8192x4096xf32>, tensor<8192xf32>, tensor<8192xf32>, tensor<8192xf32>, tensor<8192x4096xf32>, tensor<8192x4096xbf16>, tensor<8192x4096xbf16>, tensor<8192x4096xbf16>, tensor<8192x4096xbf16>, tensor<4096xbf16>, tensor<8192x4096xf32>, tensor<8192x4096xf32>, tensor<8192x4096xf32>, tensor<8192xf32>, tensor<8192xf32>, tensor<8192x4096xf32>, tensor<8192x4096xf32>, tensor<8192x4096xf32>, tensor<8192x4096xf32>, tensor<8192x4096xf32>, tensor<8192x4096xbf16>, tensor<8192x11008xbf16>, tensor<8192x11008xbf16>, tensor<8192x11008xbf16>, tensor<8192x11008xbf16>, tensor<8192x11008xbf16>, tensor<8192x4096xbf16>, tensor<8192x4096xbf16>, tensor<8192x4096xbf16>, tensor<8192x4096xbf16>, tensor<8192x4096xbf16>, tensor<8192x4096xbf16>, tensor<8192x4096xbf16>
  }
  func.func @lm_head(%arg0: tensor<8192x4096xbf16>, %arg1: tensor<32000x4096xbf16>, %arg2: tensor<8192x32000xbf16>, %arg3: tensor<32000x4096xbf16>, %arg4: tensor<8192x32000xbf16>, %arg5: tensor<8192x4096xbf16>, %arg6: tensor<64x1xf32>, %arg7: tensor<1x4096xf32>, %arg8: tensor<32000x4096xbf16>, %arg9: tensor<8192xi64>, %arg10: tensor<8192x4096xbf16>, %arg11: tensor<8192x4096xf32>, %arg12: tensor<8192x4096xf32>, %arg13: tensor<8192xf32>, %arg14: tensor<8192xf32>, %arg15: tensor<8192x4096xf32>, %arg16: tensor<8192xf32>, %arg17: tensor<8192x4096xf32>, %arg18: tensor<8192x4096xbf16>, %arg19: tensor<4096xbf16>, %arg20: tensor<8192x4096xbf16>, %arg21: tensor<4096xbf16>, %arg22: tensor<8192x4096xbf16>, %arg23: tensor<8192x4096xbf16>, %arg24: tensor<8192x4096xbf16>, %arg25: tensor<8192x4096xbf16>, %arg26: tensor<8192x4096xf32>, %arg27: tensor<8192xf32>, %arg28: tensor<8192x4096xf32>, %arg29: tensor<8192x4096xf32>, %arg30: tensor<8192x4096xf32>, %arg31: tensor<8192xf32>, %arg32: tensor<8192xf32>, %arg33: tensor<8192xf32>, %arg34: tensor<8192x4096xf32>, %arg35: tensor<8192x4096xf32>, %arg36: tensor<8192x4096xf32>, %arg37: tensor<8192x4096xf32>, %arg38: tensor<8192x4096xf32>, %arg39: tensor<8192x4096xf32>, %arg40: tensor<8192x4096xf32>, %arg41: tensor<8192x32000xbf16>, %arg42: tensor<8192x32000xf32>, %arg43: tensor<8192x32000xf32>, %arg44: tensor<8192xf32>, %arg45: tensor<8192x32000xf32>, %arg46: tensor<8192x32000xf32>, %arg47: tensor<8192x32000xf32>, %arg48: tensor<8192xf32>, %arg49: tensor<8192x32000xf32>, %arg50: tensor<8192xi64>, %arg51: tensor<8192x4096xbf16>) -> (tensor<8192x32000xbf16>, tensor<8192x4096xbf16>, tensor<32000x4096xbf16>, tensor<64x4096xf32>, tensor<8192x4096xbf16>, tensor<8192x4096xf32>, tensor<8192x4096xf32>, tensor<8192xf32>, tensor<8192xf32>, tensor<8192xf32>, tensor<8192x4096xf32>, tensor<8192x4096xbf16>, tensor<8192x4096xbf16>, tensor<8192x4096xbf16>, tensor<8192x4096xbf16>, tensor<4096xbf16>, tensor<8192x4096xf32>, tensor<8192x4096xf32>, tensor<8192x4096xf32>, tensor<8192xf32>, tensor<8192xf32>, tensor<8192x4096xf32>, tensor<8192x4096xf32>, tensor<8192x4096xf32>, tensor<8192x4096xf32>, tensor<8192x4096xf32>, tensor<8192x4096xbf16>, tensor<8192x32000xf32>, tensor<8192xf32>, tensor<8192x32000xf32>, tensor<8192x32000xf32>, tensor<8192xf32>, tensor<8192x32000xf32>, tensor<8192x32000xbf16>, tensor<32000x4096xbf16>) {
    %cst = arith.constant 0.000000e+00 : bf16
    %cst_0 = arith.constant 0.000000e+00 : f32
    %cst_1 = arith.constant 5.000000e-01 : f32
    %0 = tensor.empty() : tensor<8192x32000xbf16>
    %1 = linalg.fill ins(%cst : bf16) outs(%0 : tensor<8192x32000xbf16>) -> tensor<8192x32000xbf16>
    %2 = linalg.matmul indexing_maps = [#map, #map1, #map2] {dimtune.pass = "fwd", dimtune.role = "lm_head"} ins(%arg0, %arg1 : tensor<8192x4096xbf16>, tensor<32000x4096xbf16>) outs(%1 : tensor<8192x32000xbf16>) -> tensor<8192x32000xbf16>
    %3 = tensor.empty() : tensor<8192x4096xbf16>
    %4 = linalg.fill ins(%cst : bf16) outs(%3 : tensor<8192x4096xbf16>) -> tensor<8192x4096xbf16>
    %5 = linalg.matmul {dimtune.pass = "dgrad", dimtune.role = "lm_head"} ins(%arg2, %arg3 : tensor<8192x32000xbf16>, tensor<32000x4096xbf16>) outs(%4 : tensor<8192x4096xbf16>) -> tensor<8192x4096xbf16>
    %6 = tensor.empty() : tensor<32000x4096xbf16>
    %7 = linalg.fill ins(%cst : bf16) outs(%6 : tensor<32000x4096xbf16>) -> tensor<32000x4096xbf16>
    %8 = linalg.matmul indexing_maps = [#map3, #map4, #map2] {dimtune.pass = "wgrad", dimtune.role = "lm_head"} ins(%arg4, %arg5 : tensor<8192x32000xbf16>, tensor<8192x4096xbf16>) outs(%7 : tensor<32000x4096xbf16>) -> tensor<32000x4096xbf16>
    %9 = tensor.empty() : tensor<64x4096xf32>
    %10 = linalg.fill ins(%cst_0 : f32) outs(%9 : tensor<64x4096xf32>) -> tensor<64x4096xf32>
    %11 = linalg.matmul {dimtune.pass = "fwd", dimtune.role = "rotary"} ins(%arg6, %arg7 : tensor<64x1xf32>, tensor<1x4096xf32>) outs(%10 : tensor<64x4096xf32>) -> tensor<64x4096xf32>
    %12 = tensor.empty() : tensor<8192x4096xbf16>
    %13 = linalg.generic {indexing_maps = [#map13, #map12], iterator_types = ["parallel", "parallel"]} ins(%arg9 : tensor<8192xi64>) outs(%12 : tensor<8192x4096xbf16>) attrs =  {dimtune.kernel = "embedding", dimtune.pass = "fwd", dimtune.role = "embedding"} {
    ^bb0(%in: i64, %out: bf16):
      %80 = arith.index_cast %in : i64 to index
      %81 = linalg.index 1 : index
      %extracted = tensor.extract %arg8[%80, %81] : tensor<32000x4096xbf16>
      linalg.yield %extracted : bf16
    } -> tensor<8192x4096xbf16>
    %14 = tensor.empty() : tensor<8192x4096xf32>
    %15 = linalg.generic {indexing_maps = [#map12, #map12], iterator_types = ["parallel", "parallel"]} ins(%arg10 : tensor<8192x4096xbf16>) outs(%14 : tensor<8192x4096xf32>) attrs =  {dimtune.kernel = "to_f32", dimtune.pass = "fwd", dimtune.role = "final_norm", dimtune.unvectorized} {
    ^bb0(%in: bf16, %out: f32):
      %80 = arith.extf %in : bf16 to f32
      linalg.yield %80 : f32
    } -> tensor<8192x4096xf32>
    %16 = tensor.empty() : tensor<8192x4096xf32>
    %17 = linalg.generic {indexing_maps = [#map12, #map12], iterator_types = ["parallel", "parallel"]} ins(%arg11 : tensor<8192x4096xf32>) outs(%16 : tensor<8192x4096xf32>) attrs =  {dimtune.kernel = "pow", dimtune.pass = "fwd", dimtune.role = "final_norm"} {
    ^bb0(%in: f32, %out: f32):
      %80 = arith.mulf %in, %in : f32
      linalg.yield %80 : f32
    } -> tensor<8192x4096xf32>
    %18 = tensor.empty() : tensor<8192xf32>
    %19 = linalg.fill ins(%cst_0 : f32) outs(%18 : tensor<8192xf32>) -> tensor<8192xf32>
    %20 = linalg.generic {indexing_maps = [#map12, #map13], iterator_types = ["parallel", "reduction"]} ins(%arg12 : tensor<8192x4096xf32>) outs(%19 : tensor<8192xf32>) attrs =  {dimtune.kernel = "mean", dimtune.pass = "fwd", dimtune.role = "final_norm"} {
    ^bb0(%in: f32, %out: f32):
      %80 = arith.addf %out, %in : f32
      linalg.yield %80 : f32
    } -> tensor<8192xf32>
    %21 = tensor.empty() : tensor<8192xf32>
    %22 = linalg.generic {indexing_maps = [#map14, #map14], iterator_types = ["parallel"]} ins(%arg13 : tensor<8192xf32>) outs(%21 : tensor<8192xf32>) attrs =  {dimtune.kernel = "add_eps", dimtune.pass = "fwd", dimtune.role = "final_norm"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<8192xf32>
    %23 = tensor.empty() : tensor<8192xf32>
    %24 = linalg.generic {indexing_maps = [#map14, #map14], iterator_types = ["parallel"]} ins(%arg14 : tensor<8192xf32>) outs(%23 : tensor<8192xf32>) attrs =  {dimtune.kernel = "rsqrt", dimtune.pass = "fwd", dimtune.role = "final_norm"} {
    ^bb0(%in: f32, %out: f32):
      %80 = math.rsqrt %in : f32
      linalg.yield %80 : f32
    } -> tensor<8192xf32>
    %25 = tensor.empty() : tensor<8192x4096xf32>
    %26 = linalg.generic {indexing_maps = [#map12, #map13, #map12], iterator_types = ["parallel", "parallel"]} ins(%arg15, %arg16 : tensor<8192x4096xf32>, tensor<8192xf32>) outs(%25 : tensor<8192x4096xf32>) attrs =  {dimtune.kernel = "mul", dimtune.pass = "fwd", dimtune.role = "final_norm", dimtune.unvectorized} {
    ^bb0(%in: f32, %in_2: f32, %out: f32):
      %80 = arith.mulf %in, %in_2 : f32
      linalg.yield %80 : f32
    } -> tensor<8192x4096xf32>
    %27 = tensor.empty() : tensor<8192x4096xbf16>
    %28 = linalg.generic {indexing_maps = [#map12, #map12], iterator_types = ["parallel", "parallel"]} ins(%arg17 : tensor<8192x4096xf32>) outs(%27 : tensor<8192x4096xbf16>) attrs =  {dimtune.kernel = "to_dtype", dimtune.pass = "fwd", dimtune.role = "final_norm"} {
    ^bb0(%in: f32, %out: bf16):
      %80 = arith.truncf %in : f32 to bf16
      linalg.yield %80 : bf16
    } -> tensor<8192x4096xbf16>
    %29 = tensor.empty() : tensor<8192x4096xbf16>
    %30 = linalg.generic {indexing_maps = [#map12, #map15, #map12], iterator_types = ["parallel", "parallel"]} ins(%arg18, %arg19 : tensor<8192x4096xbf16>, tensor<4096xbf16>) outs(%29 : tensor<8192x4096xbf16>) attrs =  {dimtune.kernel = "mul_weight", dimtune.pass = "fwd", dimtune.role = "final_norm", dimtune.unvectorized} {
    ^bb0(%in: bf16, %in_2: bf16, %out: bf16):
      %80 = arith.mulf %in, %in_2 : bf16
      linalg.yield %80 : bf16
    } -> tensor<8192x4096xbf16>
    %31 = tensor.empty() : tensor<8192x4096xbf16>
    %32 = linalg.generic {indexing_maps = [#map12, #map15, #map12], iterator_types = ["parallel", "parallel"]} ins(%arg20, %arg21 : tensor<8192x4096xbf16>, tensor<4096xbf16>) outs(%31 : tensor<8192x4096xbf16>) attrs =  {dimtune.kernel = "mul_weight.grad", dimtune.pass = "bwd", dimtune.role = "final_norm", dimtune.unvectorized} {
    ^bb0(%in: bf16, %in_2: bf16, %out: bf16):
      %80 = arith.mulf %in, %in_2 : bf16
      linalg.yield %80 : bf16
    } -> tensor<8192x4096xbf16>
    %33 = tensor.empty() : tensor<8192x4096xbf16>
    %34 = linalg.generic {indexing_maps = [#map12, #map12, #map12], iterator_types = ["parallel", "parallel"]} ins(%arg22, %arg23 : tensor<8192x4096xbf16>, tensor<8192x4096xbf16>) outs(%33 : tensor<8192x4096xbf16>) attrs =  {dimtune.kernel = "weight.grad_product", dimtune.pass = "bwd", dimtune.role = "final_norm"} {
    ^bb0(%in: bf16, %in_2: bf16, %out: bf16):
      %80 = arith.mulf %in, %in_2 : bf16
      linalg.yield %80 : bf16
    } -> tensor<8192x4096xbf16>
    %35 = tensor.empty() : tensor<4096xbf16>
    %36 = linalg.fill ins(%cst : bf16) outs(%35 : tensor<4096xbf16>) -> tensor<4096xbf16>
    %37 = linalg.generic {indexing_maps = [#map16, #map13], iterator_types = ["parallel", "reduction"]} ins(%arg24 : tensor<8192x4096xbf16>) outs(%36 : tensor<4096xbf16>) attrs =  {dimtune.kernel = "weight.grad_sum", dimtune.pass = "bwd", dimtune.role = "final_norm"} {
    ^bb0(%in: bf16, %out: bf16):
      %80 = arith.addf %out, %in : bf16
      linalg.yield %80 : bf16
    } -> tensor<4096xbf16>
    %38 = tensor.empty() : tensor<8192x4096xf32>
    %39 = linalg.generic {indexing_maps = [#map12, #map12], iterator_types = ["parallel", "parallel"]} ins(%arg25 : tensor<8192x4096xbf16>) outs(%38 : tensor<8192x4096xf32>) attrs =  {dimtune.kernel = "to_f32.grad", dimtune.pass = "bwd", dimtune.role = "final_norm", dimtune.unvectorized} {
    ^bb0(%in: bf16, %out: f32):
      %80 = arith.extf %in : bf16 to f32
      linalg.yield %80 : f32
    } -> tensor<8192x4096xf32>
    %40 = tensor.empty() : tensor<8192x4096xf32>
    %41 = linalg.generic {indexing_maps = [#map12, #map13, #map12], iterator_types = ["parallel", "parallel"]} ins(%arg26, %arg27 : tensor<8192x4096xf32>, tensor<8192xf32>) outs(%40 : tensor<8192x4096xf32>) attrs =  {dimtune.kernel = "mul.grad_x", dimtune.pass = "bwd", dimtune.role = "final_norm", dimtune.unvectorized} {
    ^bb0(%in: f32, %in_2: f32, %out: f32):
      %80 = arith.mulf %in, %in_2 : f32
      linalg.yield %80 : f32
    } -> tensor<8192x4096xf32>
    %42 = tensor.empty() : tensor<8192x4096xf32>
    %43 = linalg.generic {indexing_maps = [#map12, #map12, #map12], iterator_types = ["parallel", "parallel"]} ins(%arg28, %arg29 : tensor<8192x4096xf32>, tensor<8192x4096xf32>) outs(%42 : tensor<8192x4096xf32>) attrs =  {dimtune.kernel = "mul.grad_product", dimtune.pass = "bwd", dimtune.role = "final_norm"} {
    ^bb0(%in: f32, %in_2: f32, %out: f32):
      %80 = arith.mulf %in, %in_2 : f32
      linalg.yield %80 : f32
    } -> tensor<8192x4096xf32>
    %44 = tensor.empty() : tensor<8192xf32>
    %45 = linalg.fill ins(%cst_0 : f32) outs(%44 : tensor<8192xf32>) -> tensor<8192xf32>
    %46 = linalg.generic {indexing_maps = [#map12, #map13], iterator_types = ["parallel", "reduction"]} ins(%arg30 : tensor<8192x4096xf32>) outs(%45 : tensor<8192xf32>) attrs =  {dimtune.kernel = "mul.grad_sum", dimtune.pass = "bwd", dimtune.role = "final_norm"} {
    ^bb0(%in: f32, %out: f32):
      %80 = arith.addf %out, %in : f32
      linalg.yield %80 : f32
    } -> tensor<8192xf32>
    %47 = tensor.empty() : tensor<8192xf32>
    %48 = linalg.generic {indexing_maps = [#map14, #map14, #map14], iterator_types = ["parallel"]} ins(%arg31, %arg32 : tensor<8192xf32>, tensor<8192xf32>) outs(%47 : tensor<8192xf32>) attrs =  {dimtune.kernel = "rsqrt.grad", dimtune.pass = "bwd", dimtune.role = "final_norm"} {
    ^bb0(%in: f32, %in_2: f32, %out: f32):
      %80 = arith.mulf %in, %in_2 : f32
      linalg.yield %80 : f32
    } -> tensor<8192xf32>
    %49 = tensor.empty() : tensor<8192x4096xf32>
    %50 = linalg.generic {indexing_maps = [#map13, #map12], iterator_types = ["parallel", "parallel"]} ins(%arg33 : tensor<8192xf32>) outs(%49 : tensor<8192x4096xf32>) attrs =  {dimtune.kernel = "mean.grad", dimtune.pass = "bwd", dimtune.role = "final_norm", dimtune.unvectorized} {
    ^bb0(%in: f32, %out: f32):
      %80 = arith.mulf %in, %cst_1 : f32
      linalg.yield %80 : f32
    } -> tensor<8192x4096xf32>
    %51 = tensor.empty() : tensor<8192x4096xf32>
    %52 = linalg.generic {indexing_maps = [#map12, #map12], iterator_types = ["parallel", "parallel"]} ins(%arg34 : tensor<8192x4096xf32>) outs(%51 : tensor<8192x4096xf32>) attrs =  {dimtune.kernel = "pow.grad_pow", dimtune.pass = "bwd", dimtune.role = "final_norm"} {
    ^bb0(%in: f32, %out: f32):
      %80 = arith.mulf %in, %in : f32
      linalg.yield %80 : f32
    } -> tensor<8192x4096xf32>
    %53 = tensor.empty() : tensor<8192x4096xf32>
    %54 = linalg.generic {indexing_maps = [#map12, #map12], iterator_types = ["parallel", "parallel"]} ins(%arg35 : tensor<8192x4096xf32>) outs(%53 : tensor<8192x4096xf32>) attrs =  {dimtune.kernel = "pow.grad_scale", dimtune.pass = "bwd", dimtune.role = "final_norm"} {
    ^bb0(%in: f32, %out: f32):
      %80 = arith.mulf %in, %cst_1 : f32
      linalg.yield %80 : f32
    } -> tensor<8192x4096xf32>
    %55 = tensor.empty() : tensor<8192x4096xf32>
    %56 = linalg.generic {indexing_maps = [#map12, #map12, #map12], iterator_types = ["parallel", "parallel"]} ins(%arg36, %arg37 : tensor<8192x4096xf32>, tensor<8192x4096xf32>) outs(%55 : tensor<8192x4096xf32>) attrs =  {dimtune.kernel = "pow.grad", dimtune.pass = "bwd", dimtune.role = "final_norm"} {
    ^bb0(%in: f32, %in_2: f32, %out: f32):
      %80 = arith.mulf %in, %in_2 : f32
      linalg.yield %80 : f32
    } -> tensor<8192x4096xf32>
    %57 = tensor.empty() : tensor<8192x4096xf32>
    %58 = linalg.generic {indexing_maps = [#map12, #map12, #map12], iterator_types = ["parallel", "parallel"]} ins(%arg38, %arg39 : tensor<8192x4096xf32>, tensor<8192x4096xf32>) outs(%57 : tensor<8192x4096xf32>) attrs =  {dimtune.kernel = "grad_sum", dimtune.pass = "bwd", dimtune.role = "final_norm"} {
    ^bb0(%in: f32, %in_2: f32, %out: f32):
      %80 = arith.addf %in, %in_2 : f32
      linalg.yield %80 : f32
    } -> tensor<8192x4096xf32>
    %59 = tensor.empty() : tensor<8192x4096xbf16>
    %60 = linalg.generic {indexing_maps = [#map12, #map12], iterator_types = ["parallel", "parallel"]} ins(%arg40 : tensor<8192x4096xf32>) outs(%59 : tensor<8192x4096xbf16>) attrs =  {dimtune.kernel = "to_dtype.grad", dimtune.pass = "bwd", dimtune.role = "final_norm"} {
    ^bb0(%in: f32, %out: bf16):
      %80 = arith.truncf %in : f32 to bf16
      linalg.yield %80 : bf16
    } -> tensor<8192x4096xbf16>
    %61 = tensor.empty() : tensor<8192x32000xf32>
    %62 = linalg.generic {indexing_maps = [#map12, #map12], iterator_types = ["parallel", "parallel"]} ins(%arg41 : tensor<8192x32000xbf16>) outs(%61 : tensor<8192x32000xf32>) attrs =  {dimtune.kernel = "logits.float", dimtune.pass = "fwd", dimtune.role = "loss"} {
    ^bb0(%in: bf16, %out: f32):
      %80 = arith.extf %in : bf16 to f32
      linalg.yield %80 : f32
    } -> tensor<8192x32000xf32>
    %63 = tensor.empty() : tensor<8192xf32>
    %64 = linalg.fill ins(%cst_0 : f32) outs(%63 : tensor<8192xf32>) -> tensor<8192xf32>
    %65 = linalg.generic {indexing_maps = [#map12, #map13], iterator_types = ["parallel", "reduction"]} ins(%arg42 : tensor<8192x32000xf32>) outs(%64 : tensor<8192xf32>) attrs =  {dimtune.kernel = "log_softmax.logsumexp", dimtune.pass = "fwd", dimtune.role = "loss", dimtune.row_kernel} {
    ^bb0(%in: f32, %out: f32):
      %80 = arith.addf %out, %in : f32
      linalg.yield %80 : f32
    } -> tensor<8192xf32>
    %66 = tensor.empty() : tensor<8192x32000xf32>
    %67 = linalg.generic {indexing_maps = [#map12, #map13, #map12], iterator_types = ["parallel", "parallel"]} ins(%arg43, %arg44 : tensor<8192x32000xf32>, tensor<8192xf32>) outs(%66 : tensor<8192x32000xf32>) attrs =  {dimtune.kernel = "log_softmax", dimtune.pass = "fwd", dimtune.role = "loss"} {
    ^bb0(%in: f32, %in_2: f32, %out: f32):
      %80 = arith.addf %in, %in_2 : f32
      linalg.yield %80 : f32
    } -> tensor<8192x32000xf32>
    %68 = tensor.empty() : tensor<8192x32000xf32>
    %69 = linalg.generic {indexing_maps = [#map12], iterator_types = ["parallel", "parallel"]} outs(%68 : tensor<8192x32000xf32>) attrs =  {dimtune.kernel = "nll_loss.grad_zeros", dimtune.pass = "bwd", dimtune.role = "loss"} {
    ^bb0(%out: f32):
      linalg.yield %cst_0 : f32
    } -> tensor<8192x32000xf32>
    %70 = tensor.empty() : tensor<8192xf32>
    %71 = linalg.fill ins(%cst_0 : f32) outs(%70 : tensor<8192xf32>) -> tensor<8192xf32>
    %72 = linalg.generic {indexing_maps = [#map12, #map13], iterator_types = ["parallel", "reduction"]} ins(%arg45 : tensor<8192x32000xf32>) outs(%71 : tensor<8192xf32>) attrs =  {dimtune.kernel = "log_softmax.grad_sum", dimtune.pass = "bwd", dimtune.role = "loss", dimtune.row_kernel} {
    ^bb0(%in: f32, %out: f32):
      %80 = arith.addf %out, %in : f32
      linalg.yield %80 : f32
    } -> tensor<8192xf32>
    %73 = tensor.empty() : tensor<8192x32000xf32>
    %74 = linalg.generic {indexing_maps = [#map12, #map12, #map13, #map12], iterator_types = ["parallel", "parallel"]} ins(%arg46, %arg47, %arg48 : tensor<8192x32000xf32>, tensor<8192x32000xf32>, tensor<8192xf32>) outs(%73 : tensor<8192x32000xf32>) attrs =  {dimtune.kernel = "log_softmax.grad", dimtune.pass = "bwd", dimtune.role = "loss"} {
    ^bb0(%in: f32, %in_2: f32, %in_3: f32, %out: f32):
      %80 = math.exp %in : f32
      %81 = arith.mulf %80, %in_2 : f32
      %82 = arith.mulf %81, %in_3 : f32
      linalg.yield %82 : f32
    } -> tensor<8192x32000xf32>
    %75 = tensor.empty() : tensor<8192x32000xbf16>
    %76 = linalg.generic {indexing_maps = [#map12, #map12], iterator_types = ["parallel", "parallel"]} ins(%arg49 : tensor<8192x32000xf32>) outs(%75 : tensor<8192x32000xbf16>) attrs =  {dimtune.kernel = "logits.float.grad", dimtune.pass = "bwd", dimtune.role = "loss"} {
    ^bb0(%in: f32, %out: bf16):
      %80 = arith.truncf %in : f32 to bf16
      linalg.yield %80 : bf16
    } -> tensor<8192x32000xbf16>
    %77 = tensor.empty() : tensor<32000x4096xbf16>
    %78 = linalg.fill ins(%cst : bf16) outs(%77 : tensor<32000x4096xbf16>) -> tensor<32000x4096xbf16>
    %79 = linalg.generic {indexing_maps = [#map19, #map4, #map2], iterator_types = ["parallel", "parallel", "reduction"]} ins(%arg50, %arg51 : tensor<8192xi64>, tensor<8192x4096xbf16>) outs(%78 : tensor<32000x4096xbf16>) attrs =  {dimtune.kernel = "embedding.grad", dimtune.pass = "bwd", dimtune.role = "embedding"} {
    ^bb0(%in: i64, %in_2: bf16, %out: bf16):
      %80 = arith.index_cast %in : i64 to index
      %81 = linalg.index 0 : index
      %82 = arith.cmpi eq, %80, %81 : index
      %83 = arith.select %82, %in_2, %cst : bf16
      %84 = arith.addf %out, %83 : bf16
      linalg.yield %84 : bf16
    } -> tensor<32000x4096xbf16>
    return %2, %5, %8, %11, %13, %15, %17, %20, %22, %24, %26, %28, %30, %32, %34, %37, %39, %41, %43, %46, %48, %50, %52, %54, %56, %58, %60, %62, %65, %67, %69, %72, %74, %76, %79 : tensor<8192x32000xbf16>, tensor<8192x4096xbf16>, tensor<32000x4096xbf16>, tensor<64x4096xf32>, tensor<8192x4096xbf16>, tensor<8192x4096xf32>, tensor<8192x4096xf32>, tensor<8192xf32>, tensor<8192xf32>, tensor<8192xf32>, tensor<8192x4096xf32>, tensor<8192x4096xbf16>, tensor<8192x4096xbf16>, tensor<8192x4096xbf16>, tensor<8192x4096xbf16>, tensor<4096xbf16>, tensor<8192x4096xf32>, tensor<8192x4096xf32>, tensor<8192x4096xf32>, tensor<8192xf32>, tensor<8192xf32>, tensor<8192x4096xf32>, tensor<8192x4096xf32>, tensor<8192x4096xf32>, tensor<8192x4096xf32>, tensor<8192x4096xf32>, tensor<8192x4096xbf16>, tensor<8192x32000xf32>, tensor<8192xf32>, tensor<8192x32000xf32>, tensor<8192x32000xf32>, tensor<8192xf32>, tensor<8192x32000xf32>, tensor<8192x32000xbf16>, tensor<32000x4096xbf16>
  }
}

