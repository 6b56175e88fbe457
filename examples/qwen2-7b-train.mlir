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
module attributes {dimtune.model = {activation = "silu", attention_bias = true, attn_logit_softcapping = 0.000000e+00 : f64, conv1d_weights = false, dtype = "bf16", dynamic_cache = false, eager_attention = false, final_logit_softcapping = 0.000000e+00 : f64, fused_gate_up = false, fused_projections = false, fused_qkv = false, gated_mlp = true, head_dim = 128 : i64, hidden_size = 3584 : i64, intermediate_size = 18944 : i64, kv_len = 0 : i64, layers_written = 1 : i64, learned_positions = false, lm_head_bias = false, math_attention = false, max_position_embeddings = 0 : i64, max_window_layers = 0 : i64, micro_batch = 1 : i64, mlp_bias = false, model_type = "qwen2", norm = "rms", num_attention_heads = 28 : i64, num_experts_per_tok = 0 : i64, num_hidden_layers = 28 : i64, num_key_value_heads = 4 : i64, num_local_experts = 0 : i64, output_bias = false, parallel_block = false, parallel_norms = 1 : i64, phase = "train", position_table_offset = 0 : i64, qk_norm = "none", rotary_dim = 128 : i64, rotary_table = false, sandwich_norms = false, scaled_embeddings = false, seq = 4096 : i64, sequence_parallel = false, sliding_window = 0 : i64, sliding_window_pattern = 0 : i64, tie_word_embeddings = false, tp = 1 : i64, vocab_size = 152064 : i64}} {
  func.func @layer0(%arg0: tensor<4096x3584xbf16>, %arg1: tensor<3584x3584xbf16>, %arg2: tensor<4096x3584xbf16>, %arg3: tensor<3584x3584xbf16>, %arg4: tensor<4096x3584xbf16>, %arg5: tensor<4096x3584xbf16>, %arg6: tensor<4096x3584xbf16>, %arg7: tensor<512x3584xbf16>, %arg8: tensor<4096x512xbf16>, %arg9: tensor<512x3584xbf16>, %arg10: tensor<4096x512xbf16>, %arg11: tensor<4096x3584xbf16>, %arg12: tensor<4096x3584xbf16>, %arg13: tensor<512x3584xbf16>, %arg14: tensor<4096x512xbf16>, %arg15: tensor<512x3584xbf16>, %arg16: tensor<4096x512xbf16>, %arg17: tensor<4096x3584xbf16>, %arg18: tensor<4096x3584xbf16>, %arg19: tensor<3584x3584xbf16>, %arg20: tensor<4096x3584xbf16>, %arg21: tensor<3584x3584xbf16>, %arg22: tensor<4096x3584xbf16>, %arg23: tensor<4096x3584xbf16>, %arg24: tensor<4096x3584xbf16>, %arg25: tensor<18944x3584xbf16>, %arg26: tensor<4096x18944xbf16>, %arg27: tensor<18944x3584xbf16>, %arg28: tensor<4096x18944xbf16>, %arg29: tensor<4096x3584xbf16>, %arg30: tensor<4096x3584xbf16>, %arg31: tensor<18944x3584xbf16>, %arg32: tensor<4096x18944xbf16>, %arg33: tensor<18944x3584xbf16>, %arg34: tensor<4096x18944xbf16>, %arg35: tensor<4096x3584xbf16>, %arg36: tensor<4096x18944xbf16>, %arg37: tensor<3584x18944xbf16>, %arg38: tensor<4096x3584xbf16>, %arg39: tensor<3584x18944xbf16>, %arg40: tensor<4096x3584xbf16>, %arg41: tensor<4096x18944xbf16>, %arg42: tensor<1x28x4096x128xbf16>, %arg43: tensor<1x4x4096x128xbf16>, %arg44: tensor<1x4x4096x128xbf16>, %arg45: tensor<1x28x4096x128xbf16>, %arg46: tensor<4096x3584xbf16>, %arg47: tensor<4096x3584xf32>, %arg48: tensor<4096x3584xf32>, %arg49: tensor<4096xf32>, %arg50: tensor<4096xf32>, %arg51: tensor<4096x3584xf32>, %arg52: tensor<4096xf32>, %arg53: tensor<4096x3584xf32>, %arg54: tensor<4096x3584xbf16>, %arg55: tensor<3584xbf16>, %arg56: tensor<4096x3584xbf16>, %arg57: tensor<3584xbf16>, %arg58: tensor<4096x3584xbf16>, %arg59: tensor<4096x3584xbf16>, %arg60: tensor<4096x3584xbf16>, %arg61: tensor<4096x3584xbf16>, %arg62: tensor<4096x3584xf32>, %arg63: tensor<4096xf32>, %arg64: tensor<4096x3584xf32>, %arg65: tensor<4096x3584xf32>, %arg66: tensor<4096x3584xf32>, %arg67: tensor<4096xf32>, %arg68: tensor<4096xf32>, %arg69: tensor<4096xf32>, %arg70: tensor<4096x3584xf32>, %arg71: tensor<4096x3584xf32>, %arg72: tensor<4096x3584xf32>, %arg73: tensor<4096x3584xf32>, %arg74: tensor<4096x3584xf32>, %arg75: tensor<4096x3584xf32>, %arg76: tensor<4096x3584xf32>, %arg77: tensor<1x4096x28x128xbf16>, %arg78: tensor<4096x128xbf16>, %arg79: tensor<1x4096x28x64xbf16>, %arg80: tensor<1x4096x28x128xbf16>, %arg81: tensor<1x28x4096x128xbf16>, %arg82: tensor<4096x128xbf16>, %arg83: tensor<1x4096x28x128xbf16>, %arg84: tensor<1x28x4096x128xbf16>, %arg85: tensor<1x28x4096x128xbf16>, %arg86: tensor<4096x128xbf16>, %arg87: tensor<1x28x4096x64xbf16>, %arg88: tensor<1x28x4096x64xbf16>, %arg89: tensor<1x28x4096x64xbf16>, %arg90: tensor<1x28x4096x128xbf16>, %arg91: tensor<1x28x4096x128xbf16>, %arg92: tensor<1x28x4096x128xbf16>, %arg93: tensor<4096x128xbf16>, %arg94: tensor<1x28x4096x128xbf16>, %arg95: tensor<1x28x4096x128xbf16>, %arg96: tensor<1x4096x4x128xbf16>, %arg97: tensor<4096x128xbf16>, %arg98: tensor<1x4096x4x64xbf16>, %arg99: tensor<1x4096x4x128xbf16>, %arg100: tensor<1x4x4096x128xbf16>, %arg101: tensor<4096x128xbf16>, %arg102: tensor<1x4096x4x128xbf16>, %arg103: tensor<1x4x4096x128xbf16>, %arg104: tensor<1x4x4096x128xbf16>, %arg105: tensor<4096x128xbf16>, %arg106: tensor<1x4x4096x64xbf16>, %arg107: tensor<1x4x4096x64xbf16>, %arg108: tensor<1x4x4096x64xbf16>, %arg109: tensor<1x4x4096x128xbf16>, %arg110: tensor<1x4x4096x128xbf16>, %arg111: tensor<1x4x4096x128xbf16>, %arg112: tensor<4096x128xbf16>, %arg113: tensor<1x4x4096x128xbf16>, %arg114: tensor<1x4x4096x128xbf16>, %arg115: tensor<1x28x4096x128xbf16>, %arg116: tensor<1x4x4096x128xbf16>, %arg117: tensor<4096x3584xbf16>, %arg118: tensor<4096x512xbf16>, %arg119: tensor<4096x512xbf16>, %arg120: tensor<4096x3584xbf16>, %arg121: tensor<4096x3584xf32>, %arg122: tensor<4096x3584xf32>, %arg123: tensor<4096xf32>, %arg124: tensor<4096xf32>, %arg125: tensor<4096x3584xf32>, %arg126: tensor<4096xf32>, %arg127: tensor<4096x3584xf32>, %arg128: tensor<4096x3584xbf16>, %arg129: tensor<3584xbf16>, %arg130: tensor<4096x3584xbf16>, %arg131: tensor<3584xbf16>, %arg132: tensor<4096x3584xbf16>, %arg133: tensor<4096x3584xbf16>, %arg134: tensor<4096x3584xbf16>, %arg135: tensor<4096x3584xbf16>, %arg136: tensor<4096x3584xf32>, %arg137: tensor<4096xf32>, %arg138: tensor<4096x3584xf32>, %arg139: tensor<4096x3584xf32>, %arg140: tensor<4096x3584xf32>, %arg141: tensor<4096xf32>, %arg142: tensor<4096xf32>, %arg143: tensor<4096xf32>, %arg144: tensor<4096x3584xf32>, %arg145: tensor<4096x3584xf32>, %arg146: tensor<4096x3584xf32>, %arg147: tensor<4096x3584xf32>, %arg148: tensor<4096x3584xf32>, %arg149: tensor<4096x3584xf32>, %arg150: tensor<4096x3584xf32>, %arg151: tensor<4096x18944xbf16>, %arg152: tensor<4096x18944xbf16>, %arg153: tensor<4096x18944xbf16>, %arg154: tensor<4096x18944xbf16>, %arg155: tensor<4096x18944xbf16>, %arg156: tensor<4096x18944xbf16>, %arg157: tensor<4096x18944xbf16>, %arg158: tensor<4096x18944xbf16>, %arg159: tensor<4096x18944xbf16>, %arg160: tensor<4096x3584xbf16>, %arg161: tensor<4096x3584xbf16>, %arg162: tensor<4096x3584xbf16>, %arg163: tensor<4096x3584xbf16>, %arg164: tensor<4096x3584xbf16>, %arg165: tensor<4096x3584xbf16>, %arg166: tensor<4096x3584xbf16>, %arg167: tensor<4096x3584xbf16>, %arg168: tensor<4096x3584xbf16>, %arg169: tensor<4096x3584xbf16>, %arg170: tensor<4096x3584xbf16>, %arg171: tensor<4096x3584xbf16>, %arg172: tensor<4096x3584xbf16>, %arg173: tensor<4096x3584xbf16>) -> (tensor<4096x3584xbf16>, tensor<4096x3584xbf16>, tensor<3584x3584xbf16>, tensor<4096x512xbf16>, tensor<4096x3584xbf16>, tensor<512x3584xbf16>, tensor<4096x512xbf16>, tensor<4096x3584xbf16>, tensor<512x3584xbf16>, tensor<4096x3584xbf16>, tensor<4096x3584xbf16>, tensor<3584x3584xbf16>, tensor<4096x18944xbf16>, tensor<4096x3584xbf16>, tensor<18944x3584xbf16>, tensor<4096x18944xbf16>, tensor<4096x3584xbf16>, tensor<18944x3584xbf16>, tensor<4096x3584xbf16>, tensor<4096x18944xbf16>, tensor<3584x18944xbf16>, tensor<1x28x4096x128xbf16>, tensor<1x28x4096x128xbf16>, tensor<1x4x4096x128xbf16>, tensor<1x4x4096x128xbf16>, tensor<4096x3584xf32>, tensor<4096x3584xf32>, tensor<4096xf32>, tensor<4096xf32>, tensor<4096xf32>, tensor<4096x3584xf32>, tensor<4096x3584xbf16>, tensor<4096x3584xbf16>, tensor<4096x3584xbf16>, tensor<4096x3584xbf16>, tensor<3584xbf16>, tensor<4096x3584xf32>, tensor<4096x3584xf32>, tensor<4096x3584xf32>, tensor<4096xf32>, tensor<4096xf32>, tensor<4096x3584xf32>, tensor<4096x3584xf32>, tensor<4096x3584xf32>, tensor<4096x3584xf32>, tensor<4096x3584xf32>, tensor<4096x3584xbf16>, tensor<1x28x4096x128xbf16>, tensor<1x28x4096x64xbf16>, tensor<1x28x4096x128xbf16>, tensor<1x28x4096x128xbf16>, tensor<1x28x4096x128xbf16>, tensor<1x28x4096x128xbf16>, tensor<1x28x4096x64xbf16>, tensor<1x28x4096x128xbf16>, tensor<1x28x4096x64xbf16>, tensor<1x28x4096x128xbf16>, tensor<1x28x4096x64xbf16>, tensor<1x28x4096x128xbf16>, tensor<1x28x4096x128xbf16>, tensor<1x28x4096x128xbf16>, tensor<1x4x4096x128xbf16>, tensor<1x4x4096x64xbf16>, tensor<1x4x4096x128xbf16>, tensor<1x4x4096x128xbf16>, tensor<1x4x4096x128xbf16>, tensor<1x4x4096x128xbf16>, tensor<1x4x4096x64xbf16>, tensor<1x4x4096x128xbf16>, tensor<1x4x4096x64xbf16>, tensor<1x4x4096x128xbf16>, tensor<1x4x4096x64xbf16>, tensor<1x4x4096x128xbf16>, tensor<1x4x4096x128xbf16>, tensor<1x4x4096x128xbf16>, tensor<1x4096x28x128xbf16>, tensor<1x4096x4x128xbf16>, tensor<3584xbf16>, tensor<512xbf16>, tensor<512xbf16>, tensor<4096x3584xf32>, tensor<4096x3584xf32>, tensor<4096xf32>, tensor<4096xf32>, tensor<4096xf32>, tensor<4096x3584xf32>, tensor<4096x3584xbf16>, tensor<4096x3584xbf16>, tensor<4096x3584xbf16>, tensor<4096x3584xbf16>, tensor<3584xbf16>, tensor<4096x3584xf32>, tensor<4096x3584xf32>, tensor<4096x3584xf32>, tensor<4096xf32>, tensor<4096xf32>, tensor<4096x3584xf32>, tensor<4096x3584xf32>, tensor<4096x3584xf32>, tensor<4096x3584xf32>, tensor<4096x3584xf32>, tensor<4096x3584xbf16>, tensor<4096x18944xbf16>, tensor<4096x18944xbf16>, tensor<4096x18944xbf16>, tensor<4096x18944xbf16>, tensor<4096x18944xbf16>, tensor<4096x3584xbf16>, tensor<4096x3584xbf16>, tensor<4096x3584xbf16>, tensor<4096x3584xbf16>, tensor<4096x3584xbf16>, tensor<4096x3584xbf16>, tensor<4096x3584xbf16>) {
    %cst = arith.constant 0.000000e+00 : bf16
    %cst_0 = arith.constant 8.837890e-02 : bf16
    %cst_1 = arith.constant 0xFF80 : bf16
    %cst_2 = arith.constant 0.000000e+00 : f32
    %cst_3 = arith.constant 5.000000e-01 : f32
    %cst_4 = arith.constant 1.000000e+00 : bf16
    %0 = tensor.empty() : tensor<4096x3584xbf16>
    %1 = linalg.fill ins(%cst : bf16) outs(%0 : tensor<4096x3584xbf16>) -> tensor<4096x3584xbf16>
    %2 = linalg.matmul indexing_maps = [#map, #map1, #map2] {dimtune.pass = "fwd", dimtune.role = "q"} ins(%arg0, %arg1 : tensor<4096x3584xbf16>, tensor<3584x3584xbf16>) outs(%1 : tensor<4096x3584xbf16>) -> tensor<4096x3584xbf16>
    %3 = tensor.empty() : tensor<4096x3584xbf16>
    %4 = linalg.fill ins(%cst : bf16) outs(%3 : tensor<4096x3584xbf16>) -> tensor<4096x3584xbf16>
    %5 = linalg.matmul {dimtune.pass = "dgrad", dimtune.role = "q"} ins(%arg2, %arg3 : tensor<4096x3584xbf16>, tensor<3584x3584xbf16>) outs(%4 : tensor<4096x3584xbf16>) -> tensor<4096x3584xbf16>
    %6 = tensor.empty() : tensor<3584x3584xbf16>
    %7 = linalg.fill ins(%cst : bf16) outs(%6 : tensor<3584x3584xbf16>) -> tensor<3584x3584xbf16>
    %8 = linalg.matmul indexing_maps = [#map3, #map4, #map2] {dimtune.pass = "wgrad", dimtune.role = "q"} ins(%arg4, %arg5 : tensor<4096x3584xbf16>, tensor<4096x3584xbf16>) outs(%7 : tensor<3584x3584xbf16>) -> tensor<3584x3584xbf16>
    %9 = tensor.empty() : tensor<4096x512xbf16>
    %10 = linalg.fill ins(%cst : bf16) outs(%9 : tensor<4096x512xbf16>) -> tensor<4096x512xbf16>
    %11 = linalg.matmul indexing_maps = [#map, #map1, #map2] {dimtune.pass = "fwd", dimtune.role = "k"} ins(%arg6, %arg7 : tensor<4096x3584xbf16>, tensor<512x3584xbf16>) outs(%10 : tensor<4096x512xbf16>) -> tensor<4096x512xbf16>
    %12 = tensor.empty() : tensor<4096x3584xbf16>
    %13 = linalg.fill ins(%cst : bf16) outs(%12 : tensor<4096x3584xbf16>) -> tensor<4096x3584xbf16>
    %14 = linalg.matmul {dimtune.pass = "dgrad", dimtune.role = "k"} ins(%arg8, %arg9 : tensor<4096x512xbf16>, tensor<512x3584xbf16>) outs(%13 : tensor<4096x3584xbf16>) -> tensor<4096x3584xbf16>
    %15 = tensor.empty() : tensor<512x3584xbf16>
    %16 = linalg.fill ins(%cst : bf16) outs(%15 : tensor<512x3584xbf16>) -> tensor<512x3584xbf16>
    %17 = linalg.matmul indexing_maps = [#map3, #map4, #map2] {dimtune.pass = "wgrad", dimtune.role = "k"} ins(%arg10, %arg11 : tensor<4096x512xbf16>, tensor<4096x3584xbf16>) outs(%16 : tensor<512x3584xbf16>) -> tensor<512x3584xbf16>
    %18 = tensor.empty() : tensor<4096x512xbf16>
    %19 = linalg.fill ins(%cst : bf16) outs(%18 : tensor<4096x512xbf16>) -> tensor<4096x512xbf16>
    %20 = linalg.matmul indexing_maps = [#map, #map1, #map2] {dimtune.pass = "fwd", dimtune.role = "v"} ins(%arg12, %arg13 : tensor<4096x3584xbf16>, tensor<512x3584xbf16>) outs(%19 : tensor<4096x512xbf16>) -> tensor<4096x512xbf16>
    %21 = tensor.empty() : tensor<4096x3584xbf16>
    %22 = linalg.fill ins(%cst : bf16) outs(%21 : tensor<4096x3584xbf16>) -> tensor<4096x3584xbf16>
    %23 = linalg.matmul {dimtune.pass = "dgrad", dimtune.role = "v"} ins(%arg14, %arg15 : tensor<4096x512xbf16>, tensor<512x3584xbf16>) outs(%22 : tensor<4096x3584xbf16>) -> tensor<4096x3584xbf16>
    %24 = tensor.empty() : tensor<512x3584xbf16>
    %25 = linalg.fill ins(%cst : bf16) outs(%24 : tensor<512x3584xbf16>) -> tensor<512x3584xbf16>
    %26 = linalg.matmul indexing_maps = [#map3, #map4, #map2] {dimtune.pass = "wgrad", dimtune.role = "v"} ins(%arg16, %arg17 : tensor<4096x512xbf16>, tensor<4096x3584xbf16>) outs(%25 : tensor<512x3584xbf16>) -> tensor<512x3584xbf16>
    %27 = tensor.empty() : tensor<4096x3584xbf16>
    %28 = linalg.fill ins(%cst : bf16) outs(%27 : tensor<4096x3584xbf16>) -> tensor<4096x3584xbf16>
    %29 = linalg.matmul indexing_maps = [#map, #map1, #map2] {dimtune.pass = "fwd", dimtune.role = "attn_out"} ins(%arg18, %arg19 : tensor<4096x3584xbf16>, tensor<3584x3584xbf16>) outs(%28 : tensor<4096x3584xbf16>) -> tensor<4096x3584xbf16>
    %30 = tensor.empty() : tensor<4096x3584xbf16>
    %31 = linalg.fill ins(%cst : bf16) outs(%30 : tensor<4096x3584xbf16>) -> tensor<4096x3584xbf16>
    %32 = linalg.matmul {dimtune.pass = "dgrad", dimtune.role = "attn_out"} ins(%arg20, %arg21 : tensor<4096x3584xbf16>, tensor<3584x3584xbf16>) outs(%31 : tensor<4096x3584xbf16>) -> tensor<4096x3584xbf16>
    %33 = tensor.empty() : tensor<3584x3584xbf16>
    %34 = linalg.fill ins(%cst : bf16) outs(%33 : tensor<3584x3584xbf16>) -> tensor<3584x3584xbf16>
    %35 = linalg.matmul indexing_maps = [#map3, #map4, #map2] {dimtune.pass = "wgrad", dimtune.role = "attn_out"} ins(%arg22, %arg23 : tensor<4096x3584xbf16>, tensor<4096x3584xbf16>) outs(%34 : tensor<3584x3584xbf16>) -> tensor<3584x3584xbf16>
    %36 = tensor.empty() : tensor<4096x18944xbf16>
    %37 = linalg.fill ins(%cst : bf16) outs(%36 : tensor<4096x18944xbf16>) -> tensor<4096x18944xbf16>
    %38 = linalg.matmul indexing_maps = [#map, #map1, #map2] {dimtune.pass = "fwd", dimtune.role = "mlp_gate"} ins(%arg24, %arg25 : tensor<4096x3584xbf16>, tensor<18944x3584xbf16>) outs(%37 : tensor<4096x18944xbf16>) -> tensor<4096x18944xbf16>
    %39 = tensor.empty() : tensor<4096x3584xbf16>
    %40 = linalg.fill ins(%cst : bf16) outs(%39 : tensor<4096x3584xbf16>) -> tensor<4096x3584xbf16>
    %41 = linalg.matmul {dimtune.pass = "dgrad", dimtune.role = "mlp_gate"} ins(%arg26, %arg27 : tensor<4096x18944xbf16>, tensor<18944x3584xbf16>) outs(%40 : tensor<4096x3584xbf16>) -> tensor<4096x3584xbf16>
    %42 = tensor.empty() : tensor<18944x3584xbf16>
    %43 = linalg.fill ins(%cst : bf16) outs(%42 : tensor<18944x3584xbf16>) -> tensor<18944x3584xbf16>
    %44 = linalg.matmul indexing_maps = [#map3, #map4, #map2] {dimtune.pass = "wgrad", dimtune.role = "mlp_gate"} ins(%arg28, %arg29 : tensor<4096x18944xbf16>, tensor<4096x3584xbf16>) outs(%43 : tensor<18944x3584xbf16>) -> tensor<18944x3584xbf16>
    %45 = tensor.empty() : tensor<4096x18944xbf16>
    %46 = linalg.fill ins(%cst : bf16) outs(%45 : tensor<4096x18944xbf16>) -> tensor<4096x18944xbf16>
    %47 = linalg.matmul indexing_maps = [#map, #map1, #map2] {dimtune.pass = "fwd", dimtune.role = "mlp_up"} ins(%arg30, %arg31 : tensor<4096x3584xbf16>, tensor<18944x3584xbf16>) outs(%46 : tensor<4096x18944xbf16>) -> tensor<4096x18944xbf16>
    %48 = tensor.empty() : tensor<4096x3584xbf16>
    %49 = linalg.fill ins(%cst : bf16) outs(%48 : tensor<4096x3584xbf16>) -> tensor<4096x3584xbf16>
    %50 = linalg.matmul {dimtune.pass = "dgrad", dimtune.role = "mlp_up"} ins(%arg32, %arg33 : tensor<4096x18944xbf16>, tensor<18944x3584xbf16>) outs(%49 : tensor<4096x3584xbf16>) -> tensor<4096x3584xbf16>
    %51 = tensor.empty() : tensor<18944x3584xbf16>
    %52 = linalg.fill ins(%cst : bf16) outs(%51 : tensor<18944x3584xbf16>) -> tensor<18944x3584xbf16>
    %53 = linalg.matmul indexing_maps = [#map3, #map4, #map2] {dimtune.pass = "wgrad", dimtune.role = "mlp_up"} ins(%arg34, %arg35 : tensor<4096x18944xbf16>, tensor<4096x3584xbf16>) outs(%52 : tensor<18944x3584xbf16>) -> tensor<18944x3584xbf16>
    %54 = tensor.empty() : tensor<4096x3584xbf16>
    %55 = linalg.fill ins(%cst : bf16) outs(%54 : tensor<4096x3584xbf16>) -> tensor<4096x3584xbf16>
    %56 = linalg.matmul indexing_maps = [#map, #map1, #map2] {dimtune.pass = "fwd", dimtune.role = "mlp_down"} ins(%arg36, %arg37 : tensor<4096x18944xbf16>, tensor<3584x18944xbf16>) outs(%55 : tensor<4096x3584xbf16>) -> tensor<4096x3584xbf16>
    %57 = tensor.empty() : tensor<4096x18944xbf16>
    %58 = linalg.fill ins(%cst : bf16) outs(%57 : tensor<4096x18944xbf16>) -> tensor<4096x18944xbf16>
    %59 = linalg.matmul {dimtune.pass = "dgrad", dimtune.role = "mlp_down"} ins(%arg38, %arg39 : tensor<4096x3584xbf16>, tensor<3584x18944xbf16>) outs(%58 : tensor<4096x18944xbf16>) -> tensor<4096x18944xbf16>
    %60 = tensor.empty() : tensor<3584x18944xbf16>
    %61 = linalg.fill ins(%cst : bf16) outs(%60 : tensor<3584x18944xbf16>) -> tensor<3584x18944xbf16>
    %62 = linalg.matmul indexing_maps = [#map3, #map4, #map2] {dimtune.pass = "wgrad", dimtune.role = "mlp_down"} ins(%arg40, %arg41 : tensor<4096x3584xbf16>, tensor<4096x18944xbf16>) outs(%61 : tensor<3584x18944xbf16>) -> tensor<3584x18944xbf16>
    %63 = tensor.empty() : tensor<1x4x7x4096x128xbf16>
    %broadcasted = linalg.broadcast ins(%arg43 : tensor<1x4x4096x128xbf16>) outs(%63 : tensor<1x4x7x4096x128xbf16>) dimensions = [2] 
    %collapsed = tensor.collapse_shape %broadcasted [[0], [1, 2], [3], [4]] : tensor<1x4x7x4096x128xbf16> into tensor<1x28x4096x128xbf16>
    %64 = tensor.empty() : tensor<1x4x7x4096x128xbf16>
    %broadcasted_5 = linalg.broadcast ins(%arg44 : tensor<1x4x4096x128xbf16>) outs(%64 : tensor<1x4x7x4096x128xbf16>) dimensions = [2] 
    %collapsed_6 = tensor.collapse_shape %broadcasted_5 [[0], [1, 2], [3], [4]] : tensor<1x4x7x4096x128xbf16> into tensor<1x28x4096x128xbf16>
    %65 = tensor.empty() : tensor<1x28x4096x4096xbf16>
    %66 = linalg.fill ins(%cst : bf16) outs(%65 : tensor<1x28x4096x4096xbf16>) -> tensor<1x28x4096x4096xbf16>
    %67 = linalg.generic {indexing_maps = [#map5, #map6, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]} ins(%arg42, %collapsed : tensor<1x28x4096x128xbf16>, tensor<1x28x4096x128xbf16>) outs(%66 : tensor<1x28x4096x4096xbf16>) attrs =  {dimtune.pass = "fwd", dimtune.role = "attn_score"} {
    ^bb0(%in: bf16, %in_9: bf16, %out: bf16):
      %283 = arith.mulf %in, %in_9 : bf16
      %284 = arith.addf %out, %283 : bf16
      linalg.yield %284 : bf16
    } -> tensor<1x28x4096x4096xbf16>
    %68 = tensor.empty() : tensor<1x28x4096x4096xbf16>
    %69 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%67 : tensor<1x28x4096x4096xbf16>) outs(%68 : tensor<1x28x4096x4096xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %283 = linalg.index 2 : index
      %284 = linalg.index 3 : index
      %285 = arith.cmpi ugt, %284, %283 : index
      %286 = arith.mulf %in, %cst_0 : bf16
      %287 = arith.select %285, %cst_1, %286 : bf16
      linalg.yield %287 : bf16
    } -> tensor<1x28x4096x4096xbf16>
    %70 = tensor.empty() : tensor<1x28x4096x4096xbf16>
    %71 = linalg.softmax dimension(3) ins(%69 : tensor<1x28x4096x4096xbf16>) outs(%70 : tensor<1x28x4096x4096xbf16>) -> tensor<1x28x4096x4096xbf16>
    %72 = tensor.empty() : tensor<1x28x4096x128xbf16>
    %73 = linalg.fill ins(%cst : bf16) outs(%72 : tensor<1x28x4096x128xbf16>) -> tensor<1x28x4096x128xbf16>
    %74 = linalg.generic {indexing_maps = [#map5, #map9, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]} ins(%71, %collapsed_6 : tensor<1x28x4096x4096xbf16>, tensor<1x28x4096x128xbf16>) outs(%73 : tensor<1x28x4096x128xbf16>) attrs =  {dimtune.pass = "fwd", dimtune.role = "attn_context"} {
    ^bb0(%in: bf16, %in_9: bf16, %out: bf16):
      %283 = arith.mulf %in, %in_9 : bf16
      %284 = arith.addf %out, %283 : bf16
      linalg.yield %284 : bf16
    } -> tensor<1x28x4096x128xbf16>
    %75 = tensor.empty() : tensor<1x28x4096x4096xbf16>
    %76 = linalg.fill ins(%cst : bf16) outs(%75 : tensor<1x28x4096x4096xbf16>) -> tensor<1x28x4096x4096xbf16>
    %77 = linalg.generic {indexing_maps = [#map5, #map6, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]} ins(%arg45, %collapsed_6 : tensor<1x28x4096x128xbf16>, tensor<1x28x4096x128xbf16>) outs(%76 : tensor<1x28x4096x4096xbf16>) attrs =  {dimtune.pass = "dgrad", dimtune.role = "attn_context"} {
    ^bb0(%in: bf16, %in_9: bf16, %out: bf16):
      %283 = arith.mulf %in, %in_9 : bf16
      %284 = arith.addf %out, %283 : bf16
      linalg.yield %284 : bf16
    } -> tensor<1x28x4096x4096xbf16>
    %78 = tensor.empty() : tensor<1x28x4096x128xbf16>
    %79 = linalg.fill ins(%cst : bf16) outs(%78 : tensor<1x28x4096x128xbf16>) -> tensor<1x28x4096x128xbf16>
    %80 = linalg.generic {indexing_maps = [#map10, #map9, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]} ins(%71, %arg45 : tensor<1x28x4096x4096xbf16>, tensor<1x28x4096x128xbf16>) outs(%79 : tensor<1x28x4096x128xbf16>) attrs =  {dimtune.pass = "wgrad", dimtune.role = "attn_context"} {
    ^bb0(%in: bf16, %in_9: bf16, %out: bf16):
      %283 = arith.mulf %in, %in_9 : bf16
      %284 = arith.addf %out, %283 : bf16
      linalg.yield %284 : bf16
    } -> tensor<1x28x4096x128xbf16>
    %81 = tensor.empty() : tensor<1x28x4096xbf16>
    %82 = linalg.fill ins(%cst : bf16) outs(%81 : tensor<1x28x4096xbf16>) -> tensor<1x28x4096xbf16>
    %83 = linalg.generic {indexing_maps = [#map8, #map8, #map11], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%71, %77 : tensor<1x28x4096x4096xbf16>, tensor<1x28x4096x4096xbf16>) outs(%82 : tensor<1x28x4096xbf16>) {
    ^bb0(%in: bf16, %in_9: bf16, %out: bf16):
      %283 = arith.mulf %in, %in_9 : bf16
      %284 = arith.addf %out, %283 : bf16
      linalg.yield %284 : bf16
    } -> tensor<1x28x4096xbf16>
    %84 = tensor.empty() : tensor<1x28x4096x4096xbf16>
    %85 = linalg.generic {indexing_maps = [#map8, #map8, #map11, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%71, %77, %83 : tensor<1x28x4096x4096xbf16>, tensor<1x28x4096x4096xbf16>, tensor<1x28x4096xbf16>) outs(%84 : tensor<1x28x4096x4096xbf16>) {
    ^bb0(%in: bf16, %in_9: bf16, %in_10: bf16, %out: bf16):
      %283 = arith.subf %in_9, %in_10 : bf16
      %284 = arith.mulf %in, %283 : bf16
      %285 = arith.mulf %284, %cst_0 : bf16
      linalg.yield %285 : bf16
    } -> tensor<1x28x4096x4096xbf16>
    %86 = tensor.empty() : tensor<1x28x4096x128xbf16>
    %87 = linalg.fill ins(%cst : bf16) outs(%86 : tensor<1x28x4096x128xbf16>) -> tensor<1x28x4096x128xbf16>
    %88 = linalg.generic {indexing_maps = [#map5, #map9, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]} ins(%85, %collapsed : tensor<1x28x4096x4096xbf16>, tensor<1x28x4096x128xbf16>) outs(%87 : tensor<1x28x4096x128xbf16>) attrs =  {dimtune.pass = "dgrad", dimtune.role = "attn_score"} {
    ^bb0(%in: bf16, %in_9: bf16, %out: bf16):
      %283 = arith.mulf %in, %in_9 : bf16
      %284 = arith.addf %out, %283 : bf16
      linalg.yield %284 : bf16
    } -> tensor<1x28x4096x128xbf16>
    %89 = tensor.empty() : tensor<1x28x4096x128xbf16>
    %90 = linalg.fill ins(%cst : bf16) outs(%89 : tensor<1x28x4096x128xbf16>) -> tensor<1x28x4096x128xbf16>
    %91 = linalg.generic {indexing_maps = [#map10, #map9, #map7], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]} ins(%85, %arg42 : tensor<1x28x4096x4096xbf16>, tensor<1x28x4096x128xbf16>) outs(%90 : tensor<1x28x4096x128xbf16>) attrs =  {dimtune.pass = "wgrad", dimtune.role = "attn_score"} {
    ^bb0(%in: bf16, %in_9: bf16, %out: bf16):
      %283 = arith.mulf %in, %in_9 : bf16
      %284 = arith.addf %out, %283 : bf16
      linalg.yield %284 : bf16
    } -> tensor<1x28x4096x128xbf16>
    %expanded = tensor.expand_shape %91 [[0], [1, 2], [3], [4]] output_shape [1, 4, 7, 4096, 128] : tensor<1x28x4096x128xbf16> into tensor<1x4x7x4096x128xbf16>
    %92 = tensor.empty() : tensor<1x4x4096x128xbf16>
    %93 = linalg.fill ins(%cst : bf16) outs(%92 : tensor<1x4x4096x128xbf16>) -> tensor<1x4x4096x128xbf16>
    %reduced = linalg.reduce ins(%expanded : tensor<1x4x7x4096x128xbf16>) outs(%93 : tensor<1x4x4096x128xbf16>) dimensions = [2] 
      (%in: bf16, %init: bf16) {
        %283 = arith.addf %in, %init : bf16
        linalg.yield %283 : bf16
      }
    %expanded_7 = tensor.expand_shape %80 [[0], [1, 2], [3], [4]] output_shape [1, 4, 7, 4096, 128] : tensor<1x28x4096x128xbf16> into tensor<1x4x7x4096x128xbf16>
    %94 = tensor.empty() : tensor<1x4x4096x128xbf16>
    %95 = linalg.fill ins(%cst : bf16) outs(%94 : tensor<1x4x4096x128xbf16>) -> tensor<1x4x4096x128xbf16>
    %reduced_8 = linalg.reduce ins(%expanded_7 : tensor<1x4x7x4096x128xbf16>) outs(%95 : tensor<1x4x4096x128xbf16>) dimensions = [2] 
      (%in: bf16, %init: bf16) {
        %283 = arith.addf %in, %init : bf16
        linalg.yield %283 : bf16
      }
    %96 = tensor.empty() : tensor<4096x3584xf32>
    %97 = linalg.generic {indexing_maps = [#map12, #map12], iterator_types = ["parallel", "parallel"]} ins(%arg46 : tensor<4096x3584xbf16>) outs(%96 : tensor<4096x3584xf32>) attrs =  {dimtune.kernel = "to_f32", dimtune.pass = "fwd", dimtune.role = "input_norm", dimtune.unvectorized} {
    ^bb0(%in: bf16, %out: f32):
      %283 = arith.extf %in : bf16 to f32
      linalg.yield %283 : f32
    } -> tensor<4096x3584xf32>
    %98 = tensor.empty() : tensor<4096x3584xf32>
    %99 = linalg.generic {indexing_maps = [#map12, #map12], iterator_types = ["parallel", "parallel"]} ins(%arg47 : tensor<4096x3584xf32>) outs(%98 : tensor<4096x3584xf32>) attrs =  {dimtune.kernel = "pow", dimtune.pass = "fwd", dimtune.role = "input_norm"} {
    ^bb0(%in: f32, %out: f32):
      %283 = arith.mulf %in, %in : f32
      linalg.yield %283 : f32
    } -> tensor<4096x3584xf32>
    %100 = tensor.empty() : tensor<4096xf32>
    %101 = linalg.fill ins(%cst_2 : f32) outs(%100 : tensor<4096xf32>) -> tensor<4096xf32>
    %102 = linalg.generic {indexing_maps = [#map12, #map13], iterator_types = ["parallel", "reduction"]} ins(%arg48 : tensor<4096x3584xf32>) outs(%101 : tensor<4096xf32>) attrs =  {dimtune.kernel = "mean", dimtune.pass = "fwd", dimtune.role = "input_norm"} {
    ^bb0(%in: f32, %out: f32):
      %283 = arith.addf %out, %in : f32
      linalg.yield %283 : f32
    } -> tensor<4096xf32>
    %103 = tensor.empty() : tensor<4096xf32>
    %104 = linalg.generic {indexing_maps = [#map14, #map14], iterator_types = ["parallel"]} ins(%arg49 : tensor<4096xf32>) outs(%103 : tensor<4096xf32>) attrs =  {dimtune.kernel = "add_eps", dimtune.pass = "fwd", dimtune.role = "input_norm"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<4096xf32>
    %105 = tensor.empty() : tensor<4096xf32>
    %106 = linalg.generic {indexing_maps = [#map14, #map14], iterator_types = ["parallel"]} ins(%arg50 : tensor<4096xf32>) outs(%105 : tensor<4096xf32>) attrs =  {dimtune.kernel = "rsqrt", dimtune.pass = "fwd", dimtune.role = "input_norm"} {
    ^bb0(%in: f32, %out: f32):
      %283 = math.rsqrt %in : f32
      linalg.yield %283 : f32
    } -> tensor<4096xf32>
    %107 = tensor.empty() : tensor<4096x3584xf32>
    %108 = linalg.generic {indexing_maps = [#map12, #map13, #map12], iterator_types = ["parallel", "parallel"]} ins(%arg51, %arg52 : tensor<4096x3584xf32>, tensor<4096xf32>) outs(%107 : tensor<4096x3584xf32>) attrs =  {dimtune.kernel = "mul", dimtune.pass = "fwd", dimtune.role = "input_norm", dimtune.unvectorized} {
    ^bb0(%in: f32, %in_9: f32, %out: f32):
      %283 = arith.mulf %in, %in_9 : f32
      linalg.yield %283 : f32
    } -> tensor<4096x3584xf32>
    %109 = tensor.empty() : tensor<4096x3584xbf16>
    %110 = linalg.generic {indexing_maps = [#map12, #map12], iterator_types = ["parallel", "parallel"]} ins(%arg53 : tensor<4096x3584xf32>) outs(%109 : tensor<4096x3584xbf16>) attrs =  {dimtune.kernel = "to_dtype", dimtune.pass = "fwd", dimtune.role = "input_norm"} {
    ^bb0(%in: f32, %out: bf16):
      %283 = arith.truncf %in : f32 to bf16
      linalg.yield %283 : bf16
    } -> tensor<4096x3584xbf16>
    %111 = tensor.empty() : tensor<4096x3584xbf16>
    %112 = linalg.generic {indexing_maps = [#map12, #map15, #map12], iterator_types = ["parallel", "parallel"]} ins(%arg54, %arg55 : tensor<4096x3584xbf16>, tensor<3584xbf16>) outs(%111 : tensor<4096x3584xbf16>) attrs =  {dimtune.kernel = "mul_weight", dimtune.pass = "fwd", dimtune.role = "input_norm", dimtune.unvectorized} {
    ^bb0(%in: bf16, %in_9: bf16, %out: bf16):
      %283 = arith.mulf %in, %in_9 : bf16
      linalg.yield %283 : bf16
    } -> tensor<4096x3584xbf16>
    %113 = tensor.empty() : tensor<4096x3584xbf16>
    %114 = linalg.generic {indexing_maps = [#map12, #map15, #map12], iterator_types = ["parallel", "parallel"]} ins(%arg56, %arg57 : tensor<4096x3584xbf16>, tensor<3584xbf16>) outs(%113 : tensor<4096x3584xbf16>) attrs =  {dimtune.kernel = "mul_weight.grad", dimtune.pass = "bwd", dimtune.role = "input_norm", dimtune.unvectorized} {
    ^bb0(%in: bf16, %in_9: bf16, %out: bf16):
      %283 = arith.mulf %in, %in_9 : bf16
      linalg.yield %283 : bf16
    } -> tensor<4096x3584xbf16>
    %115 = tensor.empty() : tensor<4096x3584xbf16>
    %116 = linalg.generic {indexing_maps = [#map12, #map12, #map12], iterator_types = ["parallel", "parallel"]} ins(%arg58, %arg59 : tensor<4096x3584xbf16>, tensor<4096x3584xbf16>) outs(%115 : tensor<4096x3584xbf16>) attrs =  {dimtune.kernel = "weight.grad_product", dimtune.pass = "bwd", dimtune.role = "input_norm"} {
    ^bb0(%in: bf16, %in_9: bf16, %out: bf16):
      %283 = arith.mulf %in, %in_9 : bf16
      linalg.yield %283 : bf16
    } -> tensor<4096x3584xbf16>
    %117 = tensor.empty() : tensor<3584xbf16>
    %118 = linalg.fill ins(%cst : bf16) outs(%117 : tensor<3584xbf16>) -> tensor<3584xbf16>
    %119 = linalg.generic {indexing_maps = [#map16, #map13], iterator_types = ["parallel", "reduction"]} ins(%arg60 : tensor<4096x3584xbf16>) outs(%118 : tensor<3584xbf16>) attrs =  {dimtune.kernel = "weight.grad_sum", dimtune.pass = "bwd", dimtune.role = "input_norm"} {
    ^bb0(%in: bf16, %out: bf16):
      %283 = arith.addf %out, %in : bf16
      linalg.yield %283 : bf16
    } -> tensor<3584xbf16>
    %120 = tensor.empty() : tensor<4096x3584xf32>
    %121 = linalg.generic {indexing_maps = [#map12, #map12], iterator_types = ["parallel", "parallel"]} ins(%arg61 : tensor<4096x3584xbf16>) outs(%120 : tensor<4096x3584xf32>) attrs =  {dimtune.kernel = "to_f32.grad", dimtune.pass = "bwd", dimtune.role = "input_norm", dimtune.unvectorized} {
    ^bb0(%in: bf16, %out: f32):
      %283 = arith.extf %in : bf16 to f32
      linalg.yield %283 : f32
    } -> tensor<4096x3584xf32>
    %122 = tensor.empty() : tensor<4096x3584xf32>
    %123 = linalg.generic {indexing_maps = [#map12, #map13, #map12], iterator_types = ["parallel", "parallel"]} ins(%arg62, %arg63 : tensor<4096x3584xf32>, tensor<4096xf32>) outs(%122 : tensor<4096x3584xf32>) attrs =  {dimtune.kernel = "mul.grad_x", dimtune.pass = "bwd", dimtune.role = "input_norm", dimtune.unvectorized} {
    ^bb0(%in: f32, %in_9: f32, %out: f32):
      %283 = arith.mulf %in, %in_9 : f32
      linalg.yield %283 : f32
    } -> tensor<4096x3584xf32>
    %124 = tensor.empty() : tensor<4096x3584xf32>
    %125 = linalg.generic {indexing_maps = [#map12, #map12, #map12], iterator_types = ["parallel", "parallel"]} ins(%arg64, %arg65 : tensor<4096x3584xf32>, tensor<4096x3584xf32>) outs(%124 : tensor<4096x3584xf32>) attrs =  {dimtune.kernel = "mul.grad_product", dimtune.pass = "bwd", dimtune.role = "input_norm"} {
    ^bb0(%in: f32, %in_9: f32, %out: f32):
      %283 = arith.mulf %in, %in_9 : f32
      linalg.yield %283 : f32
    } -> tensor<4096x3584xf32>
    %126 = tensor.empty() : tensor<4096xf32>
    %127 = linalg.fill ins(%cst_2 : f32) outs(%126 : tensor<4096xf32>) -> tensor<4096xf32>
    %128 = linalg.generic {indexing_maps = [#map12, #map13], iterator_types = ["parallel", "reduction"]} ins(%arg66 : tensor<4096x3584xf32>) outs(%127 : tensor<4096xf32>) attrs =  {dimtune.kernel = "mul.grad_sum", dimtune.pass = "bwd", dimtune.role = "input_norm"} {
    ^bb0(%in: f32, %out: f32):
      %283 = arith.addf %out, %in : f32
      linalg.yield %283 : f32
    } -> tensor<4096xf32>
    %129 = tensor.empty() : tensor<4096xf32>
    %130 = linalg.generic {indexing_maps = [#map14, #map14, #map14], iterator_types = ["parallel"]} ins(%arg67, %arg68 : tensor<4096xf32>, tensor<4096xf32>) outs(%129 : tensor<4096xf32>) attrs =  {dimtune.kernel = "rsqrt.grad", dimtune.pass = "bwd", dimtune.role = "input_norm"} {
    ^bb0(%in: f32, %in_9: f32, %out: f32):
      %283 = arith.mulf %in, %in_9 : f32
      linalg.yield %283 : f32
    } -> tensor<4096xf32>
    %131 = tensor.empty() : tensor<4096x3584xf32>
    %132 = linalg.generic {indexing_maps = [#map13, #map12], iterator_types = ["parallel", "parallel"]} ins(%arg69 : tensor<4096xf32>) outs(%131 : tensor<4096x3584xf32>) attrs =  {dimtune.kernel = "mean.grad", dimtune.pass = "bwd", dimtune.role = "input_norm", dimtune.unvectorized} {
    ^bb0(%in: f32, %out: f32):
      %283 = arith.mulf %in, %cst_3 : f32
      linalg.yield %283 : f32
    } -> tensor<4096x3584xf32>
    %133 = tensor.empty() : tensor<4096x3584xf32>
    %134 = linalg.generic {indexing_maps = [#map12, #map12], iterator_types = ["parallel", "parallel"]} ins(%arg70 : tensor<4096x3584xf32>) outs(%133 : tensor<4096x3584xf32>) attrs =  {dimtune.kernel = "pow.grad_pow", dimtune.pass = "bwd", dimtune.role = "input_norm"} {
    ^bb0(%in: f32, %out: f32):
      %283 = arith.mulf %in, %in : f32
      linalg.yield %283 : f32
    } -> tensor<4096x3584xf32>
    %135 = tensor.empty() : tensor<4096x3584xf32>
    %136 = linalg.generic {indexing_maps = [#map12, #map12], iterator_types = ["parallel", "parallel"]} ins(%arg71 : tensor<4096x3584xf32>) outs(%135 : tensor<4096x3584xf32>) attrs =  {dimtune.kernel = "pow.grad_scale", dimtune.pass = "bwd", dimtune.role = "input_norm"} {
    ^bb0(%in: f32, %out: f32):
      %283 = arith.mulf %in, %cst_3 : f32
      linalg.yield %283 : f32
    } -> tensor<4096x3584xf32>
    %137 = tensor.empty() : tensor<4096x3584xf32>
    %138 = linalg.generic {indexing_maps = [#map12, #map12, #map12], iterator_types = ["parallel", "parallel"]} ins(%arg72, %arg73 : tensor<4096x3584xf32>, tensor<4096x3584xf32>) outs(%137 : tensor<4096x3584xf32>) attrs =  {dimtune.kernel = "pow.grad", dimtune.pass = "bwd", dimtune.role = "input_norm"} {
    ^bb0(%in: f32, %in_9: f32, %out: f32):
      %283 = arith.mulf %in, %in_9 : f32
      linalg.yield %283 : f32
    } -> tensor<4096x3584xf32>
    %139 = tensor.empty() : tensor<4096x3584xf32>
    %140 = linalg.generic {indexing_maps = [#map12, #map12, #map12], iterator_types = ["parallel", "parallel"]} ins(%arg74, %arg75 : tensor<4096x3584xf32>, tensor<4096x3584xf32>) outs(%139 : tensor<4096x3584xf32>) attrs =  {dimtune.kernel = "grad_sum", dimtune.pass = "bwd", dimtune.role = "input_norm"} {
    ^bb0(%in: f32, %in_9: f32, %out: f32):
      %283 = arith.addf %in, %in_9 : f32
      linalg.yield %283 : f32
    } -> tensor<4096x3584xf32>
    %141 = tensor.empty() : tensor<4096x3584xbf16>
    %142 = linalg.generic {indexing_maps = [#map12, #map12], iterator_types = ["parallel", "parallel"]} ins(%arg76 : tensor<4096x3584xf32>) outs(%141 : tensor<4096x3584xbf16>) attrs =  {dimtune.kernel = "to_dtype.grad", dimtune.pass = "bwd", dimtune.role = "input_norm"} {
    ^bb0(%in: f32, %out: bf16):
      %283 = arith.truncf %in : f32 to bf16
      linalg.yield %283 : bf16
    } -> tensor<4096x3584xbf16>
    %143 = tensor.empty() : tensor<1x28x4096x128xbf16>
    %144 = linalg.generic {indexing_maps = [#map17, #map18, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg77, %arg78 : tensor<1x4096x28x128xbf16>, tensor<4096x128xbf16>) outs(%143 : tensor<1x28x4096x128xbf16>) attrs =  {dimtune.kernel = "q.mul_cos", dimtune.pass = "fwd", dimtune.role = "rotary"} {
    ^bb0(%in: bf16, %in_9: bf16, %out: bf16):
      %283 = arith.mulf %in, %in_9 : bf16
      linalg.yield %283 : bf16
    } -> tensor<1x28x4096x128xbf16>
    %145 = tensor.empty() : tensor<1x28x4096x64xbf16>
    %146 = linalg.generic {indexing_maps = [#map17, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg79 : tensor<1x4096x28x64xbf16>) outs(%145 : tensor<1x28x4096x64xbf16>) attrs =  {dimtune.kernel = "q.neg_half", dimtune.pass = "fwd", dimtune.role = "rotary"} {
    ^bb0(%in: bf16, %out: bf16):
      %283 = arith.negf %in : bf16
      linalg.yield %283 : bf16
    } -> tensor<1x28x4096x64xbf16>
    %147 = tensor.empty() : tensor<1x28x4096x128xbf16>
    %148 = linalg.generic {indexing_maps = [#map17, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg80 : tensor<1x4096x28x128xbf16>) outs(%147 : tensor<1x28x4096x128xbf16>) attrs =  {dimtune.kernel = "q.cat_half", dimtune.pass = "fwd", dimtune.role = "rotary"} {
    ^bb0(%in: bf16, %out: bf16):
      linalg.yield %in : bf16
    } -> tensor<1x28x4096x128xbf16>
    %149 = tensor.empty() : tensor<1x28x4096x128xbf16>
    %150 = linalg.generic {indexing_maps = [#map8, #map18, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg81, %arg82 : tensor<1x28x4096x128xbf16>, tensor<4096x128xbf16>) outs(%149 : tensor<1x28x4096x128xbf16>) attrs =  {dimtune.kernel = "q.mul_sin", dimtune.pass = "fwd", dimtune.role = "rotary", dimtune.unvectorized} {
    ^bb0(%in: bf16, %in_9: bf16, %out: bf16):
      %283 = arith.mulf %in, %in_9 : bf16
      linalg.yield %283 : bf16
    } -> tensor<1x28x4096x128xbf16>
    %151 = tensor.empty() : tensor<1x28x4096x128xbf16>
    %152 = linalg.generic {indexing_maps = [#map17, #map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg83, %arg84 : tensor<1x4096x28x128xbf16>, tensor<1x28x4096x128xbf16>) outs(%151 : tensor<1x28x4096x128xbf16>) attrs =  {dimtune.kernel = "q.add", dimtune.pass = "fwd", dimtune.role = "rotary"} {
    ^bb0(%in: bf16, %in_9: bf16, %out: bf16):
      %283 = arith.addf %in, %in_9 : bf16
      linalg.yield %283 : bf16
    } -> tensor<1x28x4096x128xbf16>
    %153 = tensor.empty() : tensor<1x28x4096x128xbf16>
    %154 = linalg.generic {indexing_maps = [#map8, #map18, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg85, %arg86 : tensor<1x28x4096x128xbf16>, tensor<4096x128xbf16>) outs(%153 : tensor<1x28x4096x128xbf16>) attrs =  {dimtune.kernel = "q.mul_sin.grad", dimtune.pass = "bwd", dimtune.role = "rotary", dimtune.unvectorized} {
    ^bb0(%in: bf16, %in_9: bf16, %out: bf16):
      %283 = arith.mulf %in, %in_9 : bf16
      linalg.yield %283 : bf16
    } -> tensor<1x28x4096x128xbf16>
    %155 = tensor.empty() : tensor<1x28x4096x64xbf16>
    %156 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg87 : tensor<1x28x4096x64xbf16>) outs(%155 : tensor<1x28x4096x64xbf16>) attrs =  {dimtune.kernel = "q.neg_half.grad", dimtune.pass = "bwd", dimtune.role = "rotary", dimtune.unvectorized} {
    ^bb0(%in: bf16, %out: bf16):
      %283 = arith.negf %in : bf16
      linalg.yield %283 : bf16
    } -> tensor<1x28x4096x64xbf16>
    %157 = tensor.empty() : tensor<1x28x4096x128xbf16>
    %158 = linalg.generic {indexing_maps = [#map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%157 : tensor<1x28x4096x128xbf16>) attrs =  {dimtune.kernel = "q.rotate_half.grad.zeros", dimtune.pass = "bwd", dimtune.role = "rotary"} {
    ^bb0(%out: bf16):
      linalg.yield %cst : bf16
    } -> tensor<1x28x4096x128xbf16>
    %159 = tensor.empty() : tensor<1x28x4096x64xbf16>
    %160 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg88 : tensor<1x28x4096x64xbf16>) outs(%159 : tensor<1x28x4096x64xbf16>) attrs =  {dimtune.kernel = "q.rotate_half.grad.copy", dimtune.pass = "bwd", dimtune.role = "rotary", dimtune.unvectorized} {
    ^bb0(%in: bf16, %out: bf16):
      linalg.yield %in : bf16
    } -> tensor<1x28x4096x64xbf16>
    %161 = tensor.empty() : tensor<1x28x4096x128xbf16>
    %162 = linalg.generic {indexing_maps = [#map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%161 : tensor<1x28x4096x128xbf16>) attrs =  {dimtune.kernel = "q.rotate_half.grad.zeros", dimtune.pass = "bwd", dimtune.role = "rotary"} {
    ^bb0(%out: bf16):
      linalg.yield %cst : bf16
    } -> tensor<1x28x4096x128xbf16>
    %163 = tensor.empty() : tensor<1x28x4096x64xbf16>
    %164 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg89 : tensor<1x28x4096x64xbf16>) outs(%163 : tensor<1x28x4096x64xbf16>) attrs =  {dimtune.kernel = "q.rotate_half.grad.copy", dimtune.pass = "bwd", dimtune.role = "rotary", dimtune.unvectorized} {
    ^bb0(%in: bf16, %out: bf16):
      linalg.yield %in : bf16
    } -> tensor<1x28x4096x64xbf16>
    %165 = tensor.empty() : tensor<1x28x4096x128xbf16>
    %166 = linalg.generic {indexing_maps = [#map8, #map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg90, %arg91 : tensor<1x28x4096x128xbf16>, tensor<1x28x4096x128xbf16>) outs(%165 : tensor<1x28x4096x128xbf16>) attrs =  {dimtune.kernel = "q.rotate_half.grad.sum", dimtune.pass = "bwd", dimtune.role = "rotary"} {
    ^bb0(%in: bf16, %in_9: bf16, %out: bf16):
      %283 = arith.addf %in, %in_9 : bf16
      linalg.yield %283 : bf16
    } -> tensor<1x28x4096x128xbf16>
    %167 = tensor.empty() : tensor<1x28x4096x128xbf16>
    %168 = linalg.generic {indexing_maps = [#map8, #map18, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg92, %arg93 : tensor<1x28x4096x128xbf16>, tensor<4096x128xbf16>) outs(%167 : tensor<1x28x4096x128xbf16>) attrs =  {dimtune.kernel = "q.mul_cos.grad", dimtune.pass = "bwd", dimtune.role = "rotary", dimtune.unvectorized} {
    ^bb0(%in: bf16, %in_9: bf16, %out: bf16):
      %283 = arith.mulf %in, %in_9 : bf16
      linalg.yield %283 : bf16
    } -> tensor<1x28x4096x128xbf16>
    %169 = tensor.empty() : tensor<1x28x4096x128xbf16>
    %170 = linalg.generic {indexing_maps = [#map8, #map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg94, %arg95 : tensor<1x28x4096x128xbf16>, tensor<1x28x4096x128xbf16>) outs(%169 : tensor<1x28x4096x128xbf16>) attrs =  {dimtune.kernel = "q.grad_sum", dimtune.pass = "bwd", dimtune.role = "rotary", dimtune.unvectorized} {
    ^bb0(%in: bf16, %in_9: bf16, %out: bf16):
      %283 = arith.addf %in, %in_9 : bf16
      linalg.yield %283 : bf16
    } -> tensor<1x28x4096x128xbf16>
    %171 = tensor.empty() : tensor<1x4x4096x128xbf16>
    %172 = linalg.generic {indexing_maps = [#map17, #map18, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg96, %arg97 : tensor<1x4096x4x128xbf16>, tensor<4096x128xbf16>) outs(%171 : tensor<1x4x4096x128xbf16>) attrs =  {dimtune.kernel = "k.mul_cos", dimtune.pass = "fwd", dimtune.role = "rotary"} {
    ^bb0(%in: bf16, %in_9: bf16, %out: bf16):
      %283 = arith.mulf %in, %in_9 : bf16
      linalg.yield %283 : bf16
    } -> tensor<1x4x4096x128xbf16>
    %173 = tensor.empty() : tensor<1x4x4096x64xbf16>
    %174 = linalg.generic {indexing_maps = [#map17, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg98 : tensor<1x4096x4x64xbf16>) outs(%173 : tensor<1x4x4096x64xbf16>) attrs =  {dimtune.kernel = "k.neg_half", dimtune.pass = "fwd", dimtune.role = "rotary"} {
    ^bb0(%in: bf16, %out: bf16):
      %283 = arith.negf %in : bf16
      linalg.yield %283 : bf16
    } -> tensor<1x4x4096x64xbf16>
    %175 = tensor.empty() : tensor<1x4x4096x128xbf16>
    %176 = linalg.generic {indexing_maps = [#map17, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg99 : tensor<1x4096x4x128xbf16>) outs(%175 : tensor<1x4x4096x128xbf16>) attrs =  {dimtune.kernel = "k.cat_half", dimtune.pass = "fwd", dimtune.role = "rotary"} {
    ^bb0(%in: bf16, %out: bf16):
      linalg.yield %in : bf16
    } -> tensor<1x4x4096x128xbf16>
    %177 = tensor.empty() : tensor<1x4x4096x128xbf16>
    %178 = linalg.generic {indexing_maps = [#map8, #map18, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg100, %arg101 : tensor<1x4x4096x128xbf16>, tensor<4096x128xbf16>) outs(%177 : tensor<1x4x4096x128xbf16>) attrs =  {dimtune.kernel = "k.mul_sin", dimtune.pass = "fwd", dimtune.role = "rotary", dimtune.unvectorized} {
    ^bb0(%in: bf16, %in_9: bf16, %out: bf16):
      %283 = arith.mulf %in, %in_9 : bf16
      linalg.yield %283 : bf16
    } -> tensor<1x4x4096x128xbf16>
    %179 = tensor.empty() : tensor<1x4x4096x128xbf16>
    %180 = linalg.generic {indexing_maps = [#map17, #map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg102, %arg103 : tensor<1x4096x4x128xbf16>, tensor<1x4x4096x128xbf16>) outs(%179 : tensor<1x4x4096x128xbf16>) attrs =  {dimtune.kernel = "k.add", dimtune.pass = "fwd", dimtune.role = "rotary"} {
    ^bb0(%in: bf16, %in_9: bf16, %out: bf16):
      %283 = arith.addf %in, %in_9 : bf16
      linalg.yield %283 : bf16
    } -> tensor<1x4x4096x128xbf16>
    %181 = tensor.empty() : tensor<1x4x4096x128xbf16>
    %182 = linalg.generic {indexing_maps = [#map8, #map18, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg104, %arg105 : tensor<1x4x4096x128xbf16>, tensor<4096x128xbf16>) outs(%181 : tensor<1x4x4096x128xbf16>) attrs =  {dimtune.kernel = "k.mul_sin.grad", dimtune.pass = "bwd", dimtune.role = "rotary", dimtune.unvectorized} {
    ^bb0(%in: bf16, %in_9: bf16, %out: bf16):
      %283 = arith.mulf %in, %in_9 : bf16
      linalg.yield %283 : bf16
    } -> tensor<1x4x4096x128xbf16>
    %183 = tensor.empty() : tensor<1x4x4096x64xbf16>
    %184 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg106 : tensor<1x4x4096x64xbf16>) outs(%183 : tensor<1x4x4096x64xbf16>) attrs =  {dimtune.kernel = "k.neg_half.grad", dimtune.pass = "bwd", dimtune.role = "rotary", dimtune.unvectorized} {
    ^bb0(%in: bf16, %out: bf16):
      %283 = arith.negf %in : bf16
      linalg.yield %283 : bf16
    } -> tensor<1x4x4096x64xbf16>
    %185 = tensor.empty() : tensor<1x4x4096x128xbf16>
    %186 = linalg.generic {indexing_maps = [#map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%185 : tensor<1x4x4096x128xbf16>) attrs =  {dimtune.kernel = "k.rotate_half.grad.zeros", dimtune.pass = "bwd", dimtune.role = "rotary"} {
    ^bb0(%out: bf16):
      linalg.yield %cst : bf16
    } -> tensor<1x4x4096x128xbf16>
    %187 = tensor.empty() : tensor<1x4x4096x64xbf16>
    %188 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg107 : tensor<1x4x4096x64xbf16>) outs(%187 : tensor<1x4x4096x64xbf16>) attrs =  {dimtune.kernel = "k.rotate_half.grad.copy", dimtune.pass = "bwd", dimtune.role = "rotary", dimtune.unvectorized} {
    ^bb0(%in: bf16, %out: bf16):
      linalg.yield %in : bf16
    } -> tensor<1x4x4096x64xbf16>
    %189 = tensor.empty() : tensor<1x4x4096x128xbf16>
    %190 = linalg.generic {indexing_maps = [#map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%189 : tensor<1x4x4096x128xbf16>) attrs =  {dimtune.kernel = "k.rotate_half.grad.zeros", dimtune.pass = "bwd", dimtune.role = "rotary"} {
    ^bb0(%out: bf16):
      linalg.yield %cst : bf16
    } -> tensor<1x4x4096x128xbf16>
    %191 = tensor.empty() : tensor<1x4x4096x64xbf16>
    %192 = linalg.generic {indexing_maps = [#map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg108 : tensor<1x4x4096x64xbf16>) outs(%191 : tensor<1x4x4096x64xbf16>) attrs =  {dimtune.kernel = "k.rotate_half.grad.copy", dimtune.pass = "bwd", dimtune.role = "rotary", dimtune.unvectorized} {
    ^bb0(%in: bf16, %out: bf16):
      linalg.yield %in : bf16
    } -> tensor<1x4x4096x64xbf16>
    %193 = tensor.empty() : tensor<1x4x4096x128xbf16>
    %194 = linalg.generic {indexing_maps = [#map8, #map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg109, %arg110 : tensor<1x4x4096x128xbf16>, tensor<1x4x4096x128xbf16>) outs(%193 : tensor<1x4x4096x128xbf16>) attrs =  {dimtune.kernel = "k.rotate_half.grad.sum", dimtune.pass = "bwd", dimtune.role = "rotary"} {
    ^bb0(%in: bf16, %in_9: bf16, %out: bf16):
      %283 = arith.addf %in, %in_9 : bf16
      linalg.yield %283 : bf16
    } -> tensor<1x4x4096x128xbf16>
    %195 = tensor.empty() : tensor<1x4x4096x128xbf16>
    %196 = linalg.generic {indexing_maps = [#map8, #map18, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg111, %arg112 : tensor<1x4x4096x128xbf16>, tensor<4096x128xbf16>) outs(%195 : tensor<1x4x4096x128xbf16>) attrs =  {dimtune.kernel = "k.mul_cos.grad", dimtune.pass = "bwd", dimtune.role = "rotary", dimtune.unvectorized} {
    ^bb0(%in: bf16, %in_9: bf16, %out: bf16):
      %283 = arith.mulf %in, %in_9 : bf16
      linalg.yield %283 : bf16
    } -> tensor<1x4x4096x128xbf16>
    %197 = tensor.empty() : tensor<1x4x4096x128xbf16>
    %198 = linalg.generic {indexing_maps = [#map8, #map8, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg113, %arg114 : tensor<1x4x4096x128xbf16>, tensor<1x4x4096x128xbf16>) outs(%197 : tensor<1x4x4096x128xbf16>) attrs =  {dimtune.kernel = "k.grad_sum", dimtune.pass = "bwd", dimtune.role = "rotary", dimtune.unvectorized} {
    ^bb0(%in: bf16, %in_9: bf16, %out: bf16):
      %283 = arith.addf %in, %in_9 : bf16
      linalg.yield %283 : bf16
    } -> tensor<1x4x4096x128xbf16>
    %199 = tensor.empty() : tensor<1x4096x28x128xbf16>
    %200 = linalg.generic {indexing_maps = [#map17, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg115 : tensor<1x28x4096x128xbf16>) outs(%199 : tensor<1x4096x28x128xbf16>) attrs =  {dimtune.kernel = "q.grad.contiguous", dimtune.pass = "bwd", dimtune.role = "attention"} {
    ^bb0(%in: bf16, %out: bf16):
      linalg.yield %in : bf16
    } -> tensor<1x4096x28x128xbf16>
    %201 = tensor.empty() : tensor<1x4096x4x128xbf16>
    %202 = linalg.generic {indexing_maps = [#map17, #map8], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%arg116 : tensor<1x4x4096x128xbf16>) outs(%201 : tensor<1x4096x4x128xbf16>) attrs =  {dimtune.kernel = "k.grad.contiguous", dimtune.pass = "bwd", dimtune.role = "attention"} {
    ^bb0(%in: bf16, %out: bf16):
      linalg.yield %in : bf16
    } -> tensor<1x4096x4x128xbf16>
    %203 = tensor.empty() : tensor<3584xbf16>
    %204 = linalg.fill ins(%cst : bf16) outs(%203 : tensor<3584xbf16>) -> tensor<3584xbf16>
    %205 = linalg.generic {indexing_maps = [#map16, #map13], iterator_types = ["parallel", "reduction"]} ins(%arg117 : tensor<4096x3584xbf16>) outs(%204 : tensor<3584xbf16>) attrs =  {dimtune.kernel = "bias.grad", dimtune.pass = "bwd", dimtune.role = "q"} {
    ^bb0(%in: bf16, %out: bf16):
      %283 = arith.addf %out, %in : bf16
      linalg.yield %283 : bf16
    } -> tensor<3584xbf16>
    %206 = tensor.empty() : tensor<512xbf16>
    %207 = linalg.fill ins(%cst : bf16) outs(%206 : tensor<512xbf16>) -> tensor<512xbf16>
    %208 = linalg.generic {indexing_maps = [#map16, #map13], iterator_types = ["parallel", "reduction"]} ins(%arg118 : tensor<4096x512xbf16>) outs(%207 : tensor<512xbf16>) attrs =  {dimtune.kernel = "bias.grad", dimtune.pass = "bwd", dimtune.role = "k"} {
    ^bb0(%in: bf16, %out: bf16):
      %283 = arith.addf %out, %in : bf16
      linalg.yield %283 : bf16
    } -> tensor<512xbf16>
    %209 = tensor.empty() : tensor<512xbf16>
    %210 = linalg.fill ins(%cst : bf16) outs(%209 : tensor<512xbf16>) -> tensor<512xbf16>
    %211 = linalg.generic {indexing_maps = [#map16, #map13], iterator_types = ["parallel", "reduction"]} ins(%arg119 : tensor<4096x512xbf16>) outs(%210 : tensor<512xbf16>) attrs =  {dimtune.kernel = "bias.grad", dimtune.pass = "bwd", dimtune.role = "v"} {
    ^bb0(%in: bf16, %out: bf16):
      %283 = arith.addf %out, %in : bf16
      linalg.yield %283 : bf16
    } -> tensor<512xbf16>
    %212 = tensor.empty() : tensor<4096x3584xf32>
    %213 = linalg.generic {indexing_maps = [#map12, #map12], iterator_types = ["parallel", "parallel"]} ins(%arg120 : tensor<4096x3584xbf16>) outs(%212 : tensor<4096x3584xf32>) attrs =  {dimtune.kernel = "to_f32", dimtune.pass = "fwd", dimtune.role = "post_attention_norm", dimtune.unvectorized} {
    ^bb0(%in: bf16, %out: f32):
      %283 = arith.extf %in : bf16 to f32
      linalg.yield %283 : f32
    } -> tensor<4096x3584xf32>
    %214 = tensor.empty() : tensor<4096x3584xf32>
    %215 = linalg.generic {indexing_maps = [#map12, #map12], iterator_types = ["parallel", "parallel"]} ins(%arg121 : tensor<4096x3584xf32>) outs(%214 : tensor<4096x3584xf32>) attrs =  {dimtune.kernel = "pow", dimtune.pass = "fwd", dimtune.role = "post_attention_norm"} {
    ^bb0(%in: f32, %out: f32):
      %283 = arith.mulf %in, %in : f32
      linalg.yield %283 : f32
    } -> tensor<4096x3584xf32>
    %216 = tensor.empty() : tensor<4096xf32>
    %217 = linalg.fill ins(%cst_2 : f32) outs(%216 : tensor<4096xf32>) -> tensor<4096xf32>
    %218 = linalg.generic {indexing_maps = [#map12, #map13], iterator_types = ["parallel", "reduction"]} ins(%arg122 : tensor<4096x3584xf32>) outs(%217 : tensor<4096xf32>) attrs =  {dimtune.kernel = "mean", dimtune.pass = "fwd", dimtune.role = "post_attention_norm"} {
    ^bb0(%in: f32, %out: f32):
      %283 = arith.addf %out, %in : f32
      linalg.yield %283 : f32
    } -> tensor<4096xf32>
    %219 = tensor.empty() : tensor<4096xf32>
    %220 = linalg.generic {indexing_maps = [#map14, #map14], iterator_types = ["parallel"]} ins(%arg123 : tensor<4096xf32>) outs(%219 : tensor<4096xf32>) attrs =  {dimtune.kernel = "add_eps", dimtune.pass = "fwd", dimtune.role = "post_attention_norm"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<4096xf32>
    %221 = tensor.empty() : tensor<4096xf32>
    %222 = linalg.generic {indexing_maps = [#map14, #map14], iterator_types = ["parallel"]} ins(%arg124 : tensor<4096xf32>) outs(%221 : tensor<4096xf32>) attrs =  {dimtune.kernel = "rsqrt", dimtune.pass = "fwd", dimtune.role = "post_attention_norm"} {
    ^bb0(%in: f32, %out: f32):
      %283 = math.rsqrt %in : f32
      linalg.yield %283 : f32
    } -> tensor<4096xf32>
    %223 = tensor.empty() : tensor<4096x3584xf32>
    %224 = linalg.generic {indexing_maps = [#map12, #map13, #map12], iterator_types = ["parallel", "parallel"]} ins(%arg125, %arg126 : tensor<4096x3584xf32>, tensor<4096xf32>) outs(%223 : tensor<4096x3584xf32>) attrs =  {dimtune.kernel = "mul", dimtune.pass = "fwd", dimtune.role = "post_attention_norm", dimtune.unvectorized} {
    ^bb0(%in: f32, %in_9: f32, %out: f32):
      %283 = arith.mulf %in, %in_9 : f32
      linalg.yield %283 : f32
    } -> tensor<4096x3584xf32>
    %225 = tensor.empty() : tensor<4096x3584xbf16>
    %226 = linalg.generic {indexing_maps = [#map12, #map12], iterator_types = ["parallel", "parallel"]} ins(%arg127 : tensor<4096x3584xf32>) outs(%225 : tensor<4096x3584xbf16>) attrs =  {dimtune.kernel = "to_dtype", dimtune.pass = "fwd", dimtune.role = "post_attention_norm"} {
    ^bb0(%in: f32, %out: bf16):
      %283 = arith.truncf %in : f32 to bf16
      linalg.yield %283 : bf16
    } -> tensor<4096x3584xbf16>
    %227 = tensor.empty() : tensor<4096x3584xbf16>
    %228 = linalg.generic {indexing_maps = [#map12, #map15, #map12], iterator_types = ["parallel", "parallel"]} ins(%arg128, %arg129 : tensor<4096x3584xbf16>, tensor<3584xbf16>) outs(%227 : tensor<4096x3584xbf16>) attrs =  {dimtune.kernel = "mul_weight", dimtune.pass = "fwd", dimtune.role = "post_attention_norm", dimtune.unvectorized} {
    ^bb0(%in: bf16, %in_9: bf16, %out: bf16):
      %283 = arith.mulf %in, %in_9 : bf16
      linalg.yield %283 : bf16
    } -> tensor<4096x3584xbf16>
    %229 = tensor.empty() : tensor<4096x3584xbf16>
    %230 = linalg.generic {indexing_maps = [#map12, #map15, #map12], iterator_types = ["parallel", "parallel"]} ins(%arg130, %arg131 : tensor<4096x3584xbf16>, tensor<3584xbf16>) outs(%229 : tensor<4096x3584xbf16>) attrs =  {dimtune.kernel = "mul_weight.grad", dimtune.pass = "bwd", dimtune.role = "post_attention_norm", dimtune.unvectorized} {
    ^bb0(%in: bf16, %in_9: bf16, %out: bf16):
      %283 = arith.mulf %in, %in_9 : bf16
      linalg.yield %283 : bf16
    } -> tensor<4096x3584xbf16>
    %231 = tensor.empty() : tensor<4096x3584xbf16>
    %232 = linalg.generic {indexing_maps = [#map12, #map12, #map12], iterator_types = ["parallel", "parallel"]} ins(%arg132, %arg133 : tensor<4096x3584xbf16>, tensor<4096x3584xbf16>) outs(%231 : tensor<4096x3584xbf16>) attrs =  {dimtune.kernel = "weight.grad_product", dimtune.pass = "bwd", dimtune.role = "post_attention_norm"} {
    ^bb0(%in: bf16, %in_9: bf16, %out: bf16):
      %283 = arith.mulf %in, %in_9 : bf16
      linalg.yield %283 : bf16
    } -> tensor<4096x3584xbf16>
    %233 = tensor.empty() : tensor<3584xbf16>
    %234 = linalg.fill ins(%cst : bf16) outs(%233 : tensor<3584xbf16>) -> tensor<3584xbf16>
    %235 = linalg.generic {indexing_maps = [#map16, #map13], iterator_types = ["parallel", "reduction"]} ins(%arg134 : tensor<4096x3584xbf16>) outs(%234 : tensor<3584xbf16>) attrs =  {dimtune.kernel = "weight.grad_sum", dimtune.pass = "bwd", dimtune.role = "post_attention_norm"} {
    ^bb0(%in: bf16, %out: bf16):
      %283 = arith.addf %out, %in : bf16
      linalg.yield %283 : bf16
    } -> tensor<3584xbf16>
    %236 = tensor.empty() : tensor<4096x3584xf32>
    %237 = linalg.generic {indexing_maps = [#map12, #map12], iterator_types = ["parallel", "parallel"]} ins(%arg135 : tensor<4096x3584xbf16>) outs(%236 : tensor<4096x3584xf32>) attrs =  {dimtune.kernel = "to_f32.grad", dimtune.pass = "bwd", dimtune.role = "post_attention_norm", dimtune.unvectorized} {
    ^bb0(%in: bf16, %out: f32):
      %283 = arith.extf %in : bf16 to f32
      linalg.yield %283 : f32
    } -> tensor<4096x3584xf32>
    %238 = tensor.empty() : tensor<4096x3584xf32>
    %239 = linalg.generic {indexing_maps = [#map12, #map13, #map12], iterator_types = ["parallel", "parallel"]} ins(%arg136, %arg137 : tensor<4096x3584xf32>, tensor<4096xf32>) outs(%238 : tensor<4096x3584xf32>) attrs =  {dimtune.kernel = "mul.grad_x", dimtune.pass = "bwd", dimtune.role = "post_attention_norm", dimtune.unvectorized} {
    ^bb0(%in: f32, %in_9: f32, %out: f32):
      %283 = arith.mulf %in, %in_9 : f32
      linalg.yield %283 : f32
    } -> tensor<4096x3584xf32>
    %240 = tensor.empty() : tensor<4096x3584xf32>
    %241 = linalg.generic {indexing_maps = [#map12, #map12, #map12], iterator_types = ["parallel", "parallel"]} ins(%arg138, %arg139 : tensor<4096x3584xf32>, tensor<4096x3584xf32>) outs(%240 : tensor<4096x3584xf32>) attrs =  {dimtune.kernel = "mul.grad_product", dimtune.pass = "bwd", dimtune.role = "post_attention_norm"} {
    ^bb0(%in: f32, %in_9: f32, %out: f32):
      %283 = arith.mulf %in, %in_9 : f32
      linalg.yield %283 : f32
    } -> tensor<4096x3584xf32>
    %242 = tensor.empty() : tensor<4096xf32>
    %243 = linalg.fill ins(%cst_2 : f32) outs(%242 : tensor<4096xf32>) -> tensor<4096xf32>
    %244 = linalg.generic {indexing_maps = [#map12, #map13], iterator_types = ["parallel", "reduction"]} ins(%arg140 : tensor<4096x3584xf32>) outs(%243 : tensor<4096xf32>) attrs =  {dimtune.kernel = "mul.grad_sum", dimtune.pass = "bwd", dimtune.role = "post_attention_norm"} {
    ^bb0(%in: f32, %out: f32):
      %283 = arith.addf %out, %in : f32
      linalg.yield %283 : f32
    } -> tensor<4096xf32>
    %245 = tensor.empty() : tensor<4096xf32>
    %246 = linalg.generic {indexing_maps = [#map14, #map14, #map14], iterator_types = ["parallel"]} ins(%arg141, %arg142 : tensor<4096xf32>, tensor<4096xf32>) outs(%245 : tensor<4096xf32>) attrs =  {dimtune.kernel = "rsqrt.grad", dimtune.pass = "bwd", dimtune.role = "post_attention_norm"} {
    ^bb0(%in: f32, %in_9: f32, %out: f32):
      %283 = arith.mulf %in, %in_9 : f32
      linalg.yield %283 : f32
    } -> tensor<4096xf32>
    %247 = tensor.empty() : tensor<4096x3584xf32>
    %248 = linalg.generic {indexing_maps = [#map13, #map12], iterator_types = ["parallel", "parallel"]} ins(%arg143 : tensor<4096xf32>) outs(%247 : tensor<4096x3584xf32>) attrs =  {dimtune.kernel = "mean.grad", dimtune.pass = "bwd", dimtune.role = "post_attention_norm", dimtune.unvectorized} {
    ^bb0(%in: f32, %out: f32):
      %283 = arith.mulf %in, %cst_3 : f32
      linalg.yield %283 : f32
    } -> tensor<4096x3584xf32>
    %249 = tensor.empty() : tensor<4096x3584xf32>
    %250 = linalg.generic {indexing_maps = [#map12, #map12], iterator_types = ["parallel", "parallel"]} ins(%arg144 : tensor<4096x3584xf32>) outs(%249 : tensor<4096x3584xf32>) attrs =  {dimtune.kernel = "pow.grad_pow", dimtune.pass = "bwd", dimtune.role = "post_attention_norm"} {
    ^bb0(%in: f32, %out: f32):
      %283 = arith.mulf %in, %in : f32
      linalg.yield %283 : f32
    } -> tensor<4096x3584xf32>
    %251 = tensor.empty() : tensor<4096x3584xf32>
    %252 = linalg.generic {indexing_maps = [#map12, #map12], iterator_types = ["parallel", "parallel"]} ins(%arg145 : tensor<4096x3584xf32>) outs(%251 : tensor<4096x3584xf32>) attrs =  {dimtune.kernel = "pow.grad_scale", dimtune.pass = "bwd", dimtune.role = "post_attention_norm"} {
    ^bb0(%in: f32, %out: f32):
      %283 = arith.mulf %in, %cst_3 : f32
      linalg.yield %283 : f32
    } -> tensor<4096x3584xf32>
    %253 = tensor.empty() : tensor<4096x3584xf32>
    %254 = linalg.generic {indexing_maps = [#map12, #map12, #map12], iterator_types = ["parallel", "parallel"]} ins(%arg146, %arg147 : tensor<4096x3584xf32>, tensor<4096x3584xf32>) outs(%253 : tensor<4096x3584xf32>) attrs =  {dimtune.kernel = "pow.grad", dimtune.pass = "bwd", dimtune.role = "post_attention_norm"} {
    ^bb0(%in: f32, %in_9: f32, %out: f32):
      %283 = arith.mulf %in, %in_9 : f32
      linalg.yield %283 : f32
    } -> tensor<4096x3584xf32>
    %255 = tensor.empty() : tensor<4096x3584xf32>
    %256 = linalg.generic {indexing_maps = [#map12, #map12, #map12], iterator_types = ["parallel", "parallel"]} ins(%arg148, %arg149 : tensor<4096x3584xf32>, tensor<4096x3584xf32>) outs(%255 : tensor<4096x3584xf32>) attrs =  {dimtune.kernel = "grad_sum", dimtune.pass = "bwd", dimtune.role = "post_attention_norm"} {
    ^bb0(%in: f32, %in_9: f32, %out: f32):
      %283 = arith.addf %in, %in_9 : f32
      linalg.yield %283 : f32
    } -> tensor<4096x3584xf32>
    %257 = tensor.empty() : tensor<4096x3584xbf16>
    %258 = linalg.generic {indexing_maps = [#map12, #map12], iterator_types = ["parallel", "parallel"]} ins(%arg150 : tensor<4096x3584xf32>) outs(%257 : tensor<4096x3584xbf16>) attrs =  {dimtune.kernel = "to_dtype.grad", dimtune.pass = "bwd", dimtune.role = "post_attention_norm"} {
    ^bb0(%in: f32, %out: bf16):
      %283 = arith.truncf %in : f32 to bf16
      linalg.yield %283 : bf16
    } -> tensor<4096x3584xbf16>
    %259 = tensor.empty() : tensor<4096x18944xbf16>
    %260 = linalg.generic {indexing_maps = [#map12, #map12], iterator_types = ["parallel", "parallel"]} ins(%arg151 : tensor<4096x18944xbf16>) outs(%259 : tensor<4096x18944xbf16>) attrs =  {dimtune.kernel = "act", dimtune.pass = "fwd", dimtune.role = "activation"} {
    ^bb0(%in: bf16, %out: bf16):
      %283 = arith.negf %in : bf16
      %284 = math.exp %283 : bf16
      %285 = arith.addf %284, %cst_4 : bf16
      %286 = arith.divf %in, %285 : bf16
      linalg.yield %286 : bf16
    } -> tensor<4096x18944xbf16>
    %261 = tensor.empty() : tensor<4096x18944xbf16>
    %262 = linalg.generic {indexing_maps = [#map12, #map12, #map12], iterator_types = ["parallel", "parallel"]} ins(%arg152, %arg153 : tensor<4096x18944xbf16>, tensor<4096x18944xbf16>) outs(%261 : tensor<4096x18944xbf16>) attrs =  {dimtune.kernel = "mul_up", dimtune.pass = "fwd", dimtune.role = "activation"} {
    ^bb0(%in: bf16, %in_9: bf16, %out: bf16):
      %283 = arith.mulf %in, %in_9 : bf16
      linalg.yield %283 : bf16
    } -> tensor<4096x18944xbf16>
    %263 = tensor.empty() : tensor<4096x18944xbf16>
    %264 = linalg.generic {indexing_maps = [#map12, #map12, #map12], iterator_types = ["parallel", "parallel"]} ins(%arg154, %arg155 : tensor<4096x18944xbf16>, tensor<4096x18944xbf16>) outs(%263 : tensor<4096x18944xbf16>) attrs =  {dimtune.kernel = "mul_up.grad_up", dimtune.pass = "bwd", dimtune.role = "activation"} {
    ^bb0(%in: bf16, %in_9: bf16, %out: bf16):
      %283 = arith.mulf %in, %in_9 : bf16
      linalg.yield %283 : bf16
    } -> tensor<4096x18944xbf16>
    %265 = tensor.empty() : tensor<4096x18944xbf16>
    %266 = linalg.generic {indexing_maps = [#map12, #map12, #map12], iterator_types = ["parallel", "parallel"]} ins(%arg156, %arg157 : tensor<4096x18944xbf16>, tensor<4096x18944xbf16>) outs(%265 : tensor<4096x18944xbf16>) attrs =  {dimtune.kernel = "mul_up.grad_act", dimtune.pass = "bwd", dimtune.role = "activation"} {
    ^bb0(%in: bf16, %in_9: bf16, %out: bf16):
      %283 = arith.mulf %in, %in_9 : bf16
      linalg.yield %283 : bf16
    } -> tensor<4096x18944xbf16>
    %267 = tensor.empty() : tensor<4096x18944xbf16>
    %268 = linalg.generic {indexing_maps = [#map12, #map12, #map12], iterator_types = ["parallel", "parallel"]} ins(%arg158, %arg159 : tensor<4096x18944xbf16>, tensor<4096x18944xbf16>) outs(%267 : tensor<4096x18944xbf16>) attrs =  {dimtune.kernel = "act.grad", dimtune.pass = "bwd", dimtune.role = "activation"} {
    ^bb0(%in: bf16, %in_9: bf16, %out: bf16):
      %283 = arith.mulf %in, %in_9 : bf16
      linalg.yield %283 : bf16
    } -> tensor<4096x18944xbf16>
    %269 = tensor.empty() : tensor<4096x3584xbf16>
    %270 = linalg.generic {indexing_maps = [#map12, #map12, #map12], iterator_types = ["parallel", "parallel"]} ins(%arg160, %arg161 : tensor<4096x3584xbf16>, tensor<4096x3584xbf16>) outs(%269 : tensor<4096x3584xbf16>) attrs =  {dimtune.kernel = "add", dimtune.pass = "fwd", dimtune.role = "residual"} {
    ^bb0(%in: bf16, %in_9: bf16, %out: bf16):
      %283 = arith.addf %in, %in_9 : bf16
      linalg.yield %283 : bf16
    } -> tensor<4096x3584xbf16>
    %271 = tensor.empty() : tensor<4096x3584xbf16>
    %272 = linalg.generic {indexing_maps = [#map12, #map12, #map12], iterator_types = ["parallel", "parallel"]} ins(%arg162, %arg163 : tensor<4096x3584xbf16>, tensor<4096x3584xbf16>) outs(%271 : tensor<4096x3584xbf16>) attrs =  {dimtune.kernel = "add", dimtune.pass = "fwd", dimtune.role = "residual"} {
    ^bb0(%in: bf16, %in_9: bf16, %out: bf16):
      %283 = arith.addf %in, %in_9 : bf16
      linalg.yield %283 : bf16
    } -> tensor<4096x3584xbf16>
    %273 = tensor.empty() : tensor<4096x3584xbf16>
    %274 = linalg.generic {indexing_maps = [#map12, #map12, #map12], iterator_types = ["parallel", "parallel"]} ins(%arg164, %arg165 : tensor<4096x3584xbf16>, tensor<4096x3584xbf16>) outs(%273 : tensor<4096x3584xbf16>) attrs =  {dimtune.kernel = "grad_sum", dimtune.pass = "bwd", dimtune.role = "residual"} {
    ^bb0(%in: bf16, %in_9: bf16, %out: bf16):
      %283 = arith.addf %in, %in_9 : bf16
      linalg.yield %283 : bf16
    } -> tensor<4096x3584xbf16>
    %275 = tensor.empty() : tensor<4096x3584xbf16>
    %276 = linalg.generic {indexing_maps = [#map12, #map12, #map12], iterator_types = ["parallel", "parallel"]} ins(%arg166, %arg167 : tensor<4096x3584xbf16>, tensor<4096x3584xbf16>) outs(%275 : tensor<4096x3584xbf16>) attrs =  {dimtune.kernel = "grad_sum", dimtune.pass = "bwd", dimtune.role = "residual"} {
    ^bb0(%in: bf16, %in_9: bf16, %out: bf16):
      %283 = arith.addf %in, %in_9 : bf16
      linalg.yield %283 : bf16
    } -> tensor<4096x3584xbf16>
    %277 = tensor.empty() : tensor<4096x3584xbf16>
    %278 = linalg.generic {indexing_maps = [#map12, #map12, #map12], iterator_types = ["parallel", "parallel"]} ins(%arg168, %arg169 : tensor<4096x3584xbf16>, tensor<4096x3584xbf16>) outs(%277 : tensor<4096x3584xbf16>) attrs =  {dimtune.kernel = "grad_sum", dimtune.pass = "bwd", dimtune.role = "residual"} {
    ^bb0(%in: bf16, %in_9: bf16, %out: bf16):
      %283 = arith.addf %in, %in_9 : bf16
      linalg.yield %283 : bf16
    } -> tensor<4096x3584xbf16>
    %279 = tensor.empty() : tensor<4096x3584xbf16>
    %280 = linalg.generic {indexing_maps = [#map12, #map12, #map12], iterator_types = ["parallel", "parallel"]} ins(%arg170, %arg171 : tensor<4096x3584xbf16>, tensor<4096x3584xbf16>) outs(%279 : tensor<4096x3584xbf16>) attrs =  {dimtune.kernel = "grad_sum", dimtune.pass = "bwd", dimtune.role = "residual"} {
    ^bb0(%in: bf16, %in_9: bf16, %out: bf16):
      %283 = arith.addf %in, %in_9 : bf16
      linalg.yield %283 : bf16
    } -> tensor<4096x3584xbf16>
    %281 = tensor.empty() : tensor<4096x3584xbf16>
    %282 = linalg.generic {indexing_maps = [#map12, #map12, #map12], iterator_types = ["parallel", "parallel"]} ins(%arg172, %arg173 : tensor<4096x3584xbf16>, tensor<4096x3584xbf16>) outs(%281 : tensor<4096x3584xbf16>) attrs =  {dimtune.kernel = "grad_sum", dimtune.pass = "bwd", dimtune.role = "residual"} {
    ^bb0(%in: bf16, %in_9: bf16, %out: bf16):
      %283 = arith.addf %in, %in_9 : bf16
      linalg.yield %283 : bf16
    } -> tensor<4096x3584xbf16>
    return %2, %5, %8, %11, %14, %17, %20, %23, %26, %29, %32, %35, %38, %41, %44, %47, %50, %53, %56, %59, %62, %74, %88, %reduced, %reduced_8, %97, %99, %102, %104, %106, %108, %110, %112, %114, %116, %119, %121, %123, %125, %128, %130, %132, %134, %136, %138, %140, %142, %144, %146, %148, %150, %152, %154, %156, %158, %160, %162, %164, %166, %168, %170, %172, %174, %176, %178, %180, %182, %184, %186, %188, %190, %192, %194, %196, %198, %200, %202, %205, %208, %211, %213, %215, %218, %220, %222, %224, %226, %228, %230, %232, %235, %237, %239, %241, %244, %246, %248, %250, %252, %254, %256, %258, %260, %262, %264, %266, %268, %270, %272, %274, %276, %278, %280, %282 : tensor<4096x3584xbf16>, tensor<4096x3584xbf16>, tensor<3584x3584xbf16>, tensor<4096x512xbf16>, tensor<4096x3584xbf16>, tensor<512x3584xbf16>, tensor<4096x512xbf16>, tensor<4096x3584xbf16>, tensor<512x3584xbf16>, tensor<4096x3584xbf16>, tensor<4096x3584xbf16>, tensor<3584x3584xbf16>, tensor<4096x18944xbf16>, tensor<4096x3584xbf16>, tensor<18944x3584xbf16>, tensor<4096x18944xbf16>, tensor<4096x3584xbf16>, tensor<18944x3584xbf16>, tensor<4096x3584xbf16>, tensor<4096x18944xbf16>, tensor<3584x18944xbf16>, tensor<1x28x4096x128xbf16>, tensor<1x28x4096x128xbf16>, tensor<1x4x4096x128xbf16>, tensor<1x4x4096x128xbf16>, tensor<4096x3584xf32>, tensor<4096x3584xf32>, tensor<4096xf32>, tensor<4096xf32>, tensor<4096xf32>, tensor<4096x3584xf32>, tensor<4096x3584xbf16>, tensor<4096x3584xbf16>, tensor<4096x3584xbf16>, tensor<4096x3584xbf16>, tensor<3584xbf16>, tensor<4096x3584xf32>, tensor<4096x3584xf32>, tensor<4096x3584xf32>, tensor<4096xf32>, tensor<4096xf32>, tensor<4096x3584xf32>, tensor<4096x3584xf32>, tensor<4096x3584xf32>, tensor<4096x3584xf32>, tensor<4096x3584xf32>, tensor<4096x3584xbf16>, tensor<1x28x4096x128xbf16>, tensor<1x28x4096x64xbf16>, tensor<1x28x4096x128xbf16>, tensor<1x28x4096x128xbf16>, tensor<1x28x4096x128xbf16>, tensor<1x28x4096x128xbf16>, tensor<1x28x4096x64xbf16>, tensor<1x28x4096x128xbf16>, tensor<1x28x4096x64xbf16>, tensor<1x28x4096x128xbf16>, tensor<1x28x4096x64xbf16>, tensor<1x28x4096x128xbf16>, tensor<1x28x4096x128xbf16>, tensor<1x28x4096x128xbf16>, tensor<1x4x4096x128xbf16>, tensor<1x4x4096x64xbf16>, tensor<1x4x4096x128xbf16>, tensor<1x4x4096x128xbf16>, tensor<1x4x4096x128xbf16>, tensor<1x4x4096x128xbf16>, tensor<1x4x4096x64xbf16>, tensor<1x4x4096x128xbf16>, tensor<1x4x4096x64xbf16>, tensor<1x4x4096x128xbf16>, tensor<1x4x4096x64xbf16>, tensor<1x4x4096x128xbf16>, tensor<1x4x4096x128xbf16>, tensor<1x4x4096x128xbf16>, tensor<1x4096x28x128xbf16>, tensor<1x4096x4x128xbf16>, tensor<3584xbf16>, tensor<512xbf16>, tensor<512xbf16>, tensor<4096x3584xf32>, tensor<4096x3584xf32>, tensor<4096xf32>, tensor<4096xf32>, tensor<4096xf32>, tensor<4096x3584xf32>, tensor<4096x3584xbf16>, tensor<4096x3584xbf16>, tensor<4096x3584xbf16>, tensor<4096x3584xbf16>, tensor<3584xbf16>, tensor<4096x3584xf32>, tensor<4096x3584xf32>, tensor<4096x3584xf32>, tensor<4096xf32>, tensor<4096xf32>, tensor<4096x3584xf32>, tensor<4096x3584xf32>, tensor<4096x3584xf32>, tensor<4096x3584xf32>, tensor<4096x3584xf32>, tensor<4096x3584xbf16>, tensor<4096x18944xbf16>, tensor<4096x18944xbf16>, tensor<4096x18944xbf16>, tensor<4096x18944xbf16>, tensor<4096x18944xbf16>, tensor<4096x3584xbf16>, tensor<4096x3584xbf16>, tensor<4096x3584xbf16>, tensor<4096x3584xbf16>, tensor<4096x3584xbf16>, tensor<4096x3584xbf16>, tensor<4096x3584xbf16>
  }
  func.func @lm_head(%arg0: tensor<4096x3584xbf16>, %arg1: tensor<152064x3584xbf16>, %arg2: tensor<4096x152064xbf16>, %arg3: tensor<152064x3584xbf16>, %arg4: tensor<4096x152064xbf16>, %arg5: tensor<4096x3584xbf16>, %arg6: tensor<64x1xf32>, %arg7: tensor<1x4096xf32>, %arg8: tensor<152064x3584xbf16>, %arg9: tensor<4096xi64>, %arg10: tensor<4096x3584xbf16>, %arg11: tensor<4096x3584xf32>, %arg12: tensor<4096x3584xf32>, %arg13: tensor<4096xf32>, %arg14: tensor<4096xf32>, %arg15: tensor<4096x3584xf32>, %arg16: tensor<4096xf32>, %arg17: tensor<4096x3584xf32>, %arg18: tensor<4096x3584xbf16>, %arg19: tensor<3584xbf16>, %arg20: tensor<4096x3584xbf16>, %arg21: tensor<3584xbf16>, %arg22: tensor<4096x3584xbf16>, %arg23: tensor<4096x3584xbf16>, %arg24: tensor<4096x3584xbf16>, %arg25: tensor<4096x3584xbf16>, %arg26: tensor<4096x3584xf32>, %arg27: tensor<4096xf32>, %arg28: tensor<4096x3584xf32>, %arg29: tensor<4096x3584xf32>, %arg30: tensor<4096x3584xf32>, %arg31: tensor<4096xf32>, %arg32: tensor<4096xf32>, %arg33: tensor<4096xf32>, %arg34: tensor<4096x3584xf32>, %arg35: tensor<4096x3584xf32>, %arg36: tensor<4096x3584xf32>, %arg37: tensor<4096x3584xf32>, %arg38: tensor<4096x3584xf32>, %arg39: tensor<4096x3584xf32>, %arg40: tensor<4096x3584xf32>, %arg41: tensor<4096x152064xbf16>, %arg42: tensor<4096x152064xf32>, %arg43: tensor<4096x152064xf32>, %arg44: tensor<4096xf32>, %arg45: tensor<4096x152064xf32>, %arg46: tensor<4096x152064xf32>, %arg47: tensor<4096x152064xf32>, %arg48: tensor<4096xf32>, %arg49: tensor<4096x152064xf32>, %arg50: tensor<4096xi64>, %arg51: tensor<4096x3584xbf16>) -> (tensor<4096x152064xbf16>, tensor<4096x3584xbf16>, tensor<152064x3584xbf16>, tensor<64x4096xf32>, tensor<4096x3584xbf16>, tensor<4096x3584xf32>, tensor<4096x3584xf32>, tensor<4096xf32>, tensor<4096xf32>, tensor<4096xf32>, tensor<4096x3584xf32>, tensor<4096x3584xbf16>, tensor<4096x3584xbf16>, tensor<4096x3584xbf16>, tensor<4096x3584xbf16>, tensor<3584xbf16>, tensor<4096x3584xf32>, tensor<4096x3584xf32>, tensor<4096x3584xf32>, tensor<4096xf32>, tensor<4096xf32>, tensor<4096x3584xf32>, tensor<4096x3584xf32>, tensor<4096x3584xf32>, tensor<4096x3584xf32>, tensor<4096x3584xf32>, tensor<4096x3584xbf16>, tensor<4096x152064xf32>, tensor<4096xf32>, tensor<4096x152064xf32>, tensor<4096x152064xf32>, tensor<4096xf32>, tensor<4096x152064xf32>, tensor<4096x152064xbf16>, tensor<152064x3584xbf16>) {
    %cst = arith.constant 0.000000e+00 : bf16
    %cst_0 = arith.constant 0.000000e+00 : f32
    %cst_1 = arith.constant 5.000000e-01 : f32
    %0 = tensor.empty() : tensor<4096x152064xbf16>
    %1 = linalg.fill ins(%cst : bf16) outs(%0 : tensor<4096x152064xbf16>) -> tensor<4096x152064xbf16>
    %2 = linalg.matmul indexing_maps = [#map, #map1, #map2] {dimtune.pass = "fwd", dimtune.role = "lm_head"} ins(%arg0, %arg1 : tensor<4096x3584xbf16>, tensor<152064x3584xbf16>) outs(%1 : tensor<4096x152064xbf16>) -> tensor<4096x152064xbf16>
    %3 = tensor.empty() : tensor<4096x3584xbf16>
    %4 = linalg.fill ins(%cst : bf16) outs(%3 : tensor<4096x3584xbf16>) -> tensor<4096x3584xbf16>
    %5 = linalg.matmul {dimtune.pass = "dgrad", dimtune.role = "lm_head"} ins(%arg2, %arg3 : tensor<4096x152064xbf16>, tensor<152064x3584xbf16>) outs(%4 : tensor<4096x3584xbf16>) -> tensor<4096x3584xbf16>
    %6 = tensor.empty() : tensor<152064x3584xbf16>
    %7 = linalg.fill ins(%cst : bf16) outs(%6 : tensor<152064x3584xbf16>) -> tensor<152064x3584xbf16>
    %8 = linalg.matmul indexing_maps = [#map3, #map4, #map2] {dimtune.pass = "wgrad", dimtune.role = "lm_head"} ins(%arg4, %arg5 : tensor<4096x152064xbf16>, tensor<4096x3584xbf16>) outs(%7 : tensor<152064x3584xbf16>) -> tensor<152064x3584xbf16>
    %9 = tensor.empty() : tensor<64x4096xf32>
    %10 = linalg.fill ins(%cst_0 : f32) outs(%9 : tensor<64x4096xf32>) -> tensor<64x4096xf32>
    %11 = linalg.matmul {dimtune.pass = "fwd", dimtune.role = "rotary"} ins(%arg6, %arg7 : tensor<64x1xf32>, tensor<1x4096xf32>) outs(%10 : tensor<64x4096xf32>) -> tensor<64x4096xf32>
    %12 = tensor.empty() : tensor<4096x3584xbf16>
    %13 = linalg.generic {indexing_maps = [#map13, #map12], iterator_types = ["parallel", "parallel"]} ins(%arg9 : tensor<4096xi64>) outs(%12 : tensor<4096x3584xbf16>) attrs =  {dimtune.kernel = "embedding", dimtune.pass = "fwd", dimtune.role = "embedding"} {
    ^bb0(%in: i64, %out: bf16):
      %80 = arith.index_cast %in : i64 to index
      %81 = linalg.index 1 : index
      %extracted = tensor.extract %arg8[%80, %81] : tensor<152064x3584xbf16>
      linalg.yield %extracted : bf16
    } -> tensor<4096x3584xbf16>
    %14 = tensor.empty() : tensor<4096x3584xf32>
    %15 = linalg.generic {indexing_maps = [#map12, #map12], iterator_types = ["parallel", "parallel"]} ins(%arg10 : tensor<4096x3584xbf16>) outs(%14 : tensor<4096x3584xf32>) attrs =  {dimtune.kernel = "to_f32", dimtune.pass = "fwd", dimtune.role = "final_norm", dimtune.unvectorized} {
    ^bb0(%in: bf16, %out: f32):
      %80 = arith.extf %in : bf16 to f32
      linalg.yield %80 : f32
    } -> tensor<4096x3584xf32>
    %16 = tensor.empty() : tensor<4096x3584xf32>
    %17 = linalg.generic {indexing_maps = [#map12, #map12], iterator_types = ["parallel", "parallel"]} ins(%arg11 : tensor<4096x3584xf32>) outs(%16 : tensor<4096x3584xf32>) attrs =  {dimtune.kernel = "pow", dimtune.pass = "fwd", dimtune.role = "final_norm"} {
    ^bb0(%in: f32, %out: f32):
      %80 = arith.mulf %in, %in : f32
      linalg.yield %80 : f32
    } -> tensor<4096x3584xf32>
    %18 = tensor.empty() : tensor<4096xf32>
    %19 = linalg.fill ins(%cst_0 : f32) outs(%18 : tensor<4096xf32>) -> tensor<4096xf32>
    %20 = linalg.generic {indexing_maps = [#map12, #map13], iterator_types = ["parallel", "reduction"]} ins(%arg12 : tensor<4096x3584xf32>) outs(%19 : tensor<4096xf32>) attrs =  {dimtune.kernel = "mean", dimtune.pass = "fwd", dimtune.role = "final_norm"} {
    ^bb0(%in: f32, %out: f32):
      %80 = arith.addf %out, %in : f32
      linalg.yield %80 : f32
    } -> tensor<4096xf32>
    %21 = tensor.empty() : tensor<4096xf32>
    %22 = linalg.generic {indexing_maps = [#map14, #map14], iterator_types = ["parallel"]} ins(%arg13 : tensor<4096xf32>) outs(%21 : tensor<4096xf32>) attrs =  {dimtune.kernel = "add_eps", dimtune.pass = "fwd", dimtune.role = "final_norm"} {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<4096xf32>
    %23 = tensor.empty() : tensor<4096xf32>
    %24 = linalg.generic {indexing_maps = [#map14, #map14], iterator_types = ["parallel"]} ins(%arg14 : tensor<4096xf32>) outs(%23 : tensor<4096xf32>) attrs =  {dimtune.kernel = "rsqrt", dimtune.pass = "fwd", dimtune.role = "final_norm"} {
    ^bb0(%in: f32, %out: f32):
      %80 = math.rsqrt %in : f32
      linalg.yield %80 : f32
    } -> tensor<4096xf32>
    %25 = tensor.empty() : tensor<4096x3584xf32>
    %26 = linalg.generic {indexing_maps = [#map12, #map13, #map12], iterator_types = ["parallel", "parallel"]} ins(%arg15, %arg16 : tensor<4096x3584xf32>, tensor<4096xf32>) outs(%25 : tensor<4096x3584xf32>) attrs =  {dimtune.kernel = "mul", dimtune.pass = "fwd", dimtune.role = "final_norm", dimtune.unvectorized} {
    ^bb0(%in: f32, %in_2: f32, %out: f32):
      %80 = arith.mulf %in, %in_2 : f32
      linalg.yield %80 : f32
    } -> tensor<4096x3584xf32>
    %27 = tensor.empty() : tensor<4096x3584xbf16>
    %28 = linalg.generic {indexing_maps = [#map12, #map12], iterator_types = ["parallel", "parallel"]} ins(%arg17 : tensor<4096x3584xf32>) outs(%27 : tensor<4096x3584xbf16>) attrs =  {dimtune.kernel = "to_dtype", dimtune.pass = "fwd", dimtune.role = "final_norm"} {
    ^bb0(%in: f32, %out: bf16):
      %80 = arith.truncf %in : f32 to bf16
      linalg.yield %80 : bf16
    } -> tensor<4096x3584xbf16>
    %29 = tensor.empty() : tensor<4096x3584xbf16>
    %30 = linalg.generic {indexing_maps = [#map12, #map15, #map12], iterator_types = ["parallel", "parallel"]} ins(%arg18, %arg19 : tensor<4096x3584xbf16>, tensor<3584xbf16>) outs(%29 : tensor<4096x3584xbf16>) attrs =  {dimtune.kernel = "mul_weight", dimtune.pass = "fwd", dimtune.role = "final_norm", dimtune.unvectorized} {
    ^bb0(%in: bf16, %in_2: bf16, %out: bf16):
      %80 = arith.mulf %in, %in_2 : bf16
      linalg.yield %80 : bf16
    } -> tensor<4096x3584xbf16>
    %31 = tensor.empty() : tensor<4096x3584xbf16>
    %32 = linalg.generic {indexing_maps = [#map12, #map15, #map12], iterator_types = ["parallel", "parallel"]} ins(%arg20, %arg21 : tensor<4096x3584xbf16>, tensor<3584xbf16>) outs(%31 : tensor<4096x3584xbf16>) attrs =  {dimtune.kernel = "mul_weight.grad", dimtune.pass = "bwd", dimtune.role = "final_norm", dimtune.unvectorized} {
    ^bb0(%in: bf16, %in_2: bf16, %out: bf16):
      %80 = arith.mulf %in, %in_2 : bf16
      linalg.yield %80 : bf16
    } -> tensor<4096x3584xbf16>
    %33 = tensor.empty() : tensor<4096x3584xbf16>
    %34 = linalg.generic {indexing_maps = [#map12, #map12, #map12], iterator_types = ["parallel", "parallel"]} ins(%arg22, %arg23 : tensor<4096x3584xbf16>, tensor<4096x3584xbf16>) outs(%33 : tensor<4096x3584xbf16>) attrs =  {dimtune.kernel = "weight.grad_product", dimtune.pass = "bwd", dimtune.role = "final_norm"} {
    ^bb0(%in: bf16, %in_2: bf16, %out: bf16):
      %80 = arith.mulf %in, %in_2 : bf16
      linalg.yield %80 : bf16
    } -> tensor<4096x3584xbf16>
    %35 = tensor.empty() : tensor<3584xbf16>
    %36 = linalg.fill ins(%cst : bf16) outs(%35 : tensor<3584xbf16>) -> tensor<3584xbf16>
    %37 = linalg.generic {indexing_maps = [#map16, #map13], iterator_types = ["parallel", "reduction"]} ins(%arg24 : tensor<4096x3584xbf16>) outs(%36 : tensor<3584xbf16>) attrs =  {dimtune.kernel = "weight.grad_sum", dimtune.pass = "bwd", dimtune.role = "final_norm"} {
    ^bb0(%in: bf16, %out: bf16):
      %80 = arith.addf %out, %in : bf16
      linalg.yield %80 : bf16
    } -> tensor<3584xbf16>
    %38 = tensor.empty() : tensor<4096x3584xf32>
    %39 = linalg.generic {indexing_maps = [#map12, #map12], iterator_types = ["parallel", "parallel"]} ins(%arg25 : tensor<4096x3584xbf16>) outs(%38 : tensor<4096x3584xf32>) attrs =  {dimtune.kernel = "to_f32.grad", dimtune.pass = "bwd", dimtune.role = "final_norm", dimtune.unvectorized} {
    ^bb0(%in: bf16, %out: f32):
      %80 = arith.extf %in : bf16 to f32
      linalg.yield %80 : f32
    } -> tensor<4096x3584xf32>
    %40 = tensor.empty() : tensor<4096x3584xf32>
    %41 = linalg.generic {indexing_maps = [#map12, #map13, #map12], iterator_types = ["parallel", "parallel"]} ins(%arg26, %arg27 : tensor<4096x3584xf32>, tensor<4096xf32>) outs(%40 : tensor<4096x3584xf32>) attrs =  {dimtune.kernel = "mul.grad_x", dimtune.pass = "bwd", dimtune.role = "final_norm", dimtune.unvectorized} {
    ^bb0(%in: f32, %in_2: f32, %out: f32):
      %80 = arith.mulf %in, %in_2 : f32
      linalg.yield %80 : f32
    } -> tensor<4096x3584xf32>
    %42 = tensor.empty() : tensor<4096x3584xf32>
    %43 = linalg.generic {indexing_maps = [#map12, #map12, #map12], iterator_types = ["parallel", "parallel"]} ins(%arg28, %arg29 : tensor<4096x3584xf32>, tensor<4096x3584xf32>) outs(%42 : tensor<4096x3584xf32>) attrs =  {dimtune.kernel = "mul.grad_product", dimtune.pass = "bwd", dimtune.role = "final_norm"} {
    ^bb0(%in: f32, %in_2: f32, %out: f32):
      %80 = arith.mulf %in, %in_2 : f32
      linalg.yield %80 : f32
    } -> tensor<4096x3584xf32>
    %44 = tensor.empty() : tensor<4096xf32>
    %45 = linalg.fill ins(%cst_0 : f32) outs(%44 : tensor<4096xf32>) -> tensor<4096xf32>
    %46 = linalg.generic {indexing_maps = [#map12, #map13], iterator_types = ["parallel", "reduction"]} ins(%arg30 : tensor<4096x3584xf32>) outs(%45 : tensor<4096xf32>) attrs =  {dimtune.kernel = "mul.grad_sum", dimtune.pass = "bwd", dimtune.role = "final_norm"} {
    ^bb0(%in: f32, %out: f32):
      %80 = arith.addf %out, %in : f32
      linalg.yield %80 : f32
    } -> tensor<4096xf32>
    %47 = tensor.empty() : tensor<4096xf32>
    %48 = linalg.generic {indexing_maps = [#map14, #map14, #map14], iterator_types = ["parallel"]} ins(%arg31, %arg32 : tensor<4096xf32>, tensor<4096xf32>) outs(%47 : tensor<4096xf32>) attrs =  {dimtune.kernel = "rsqrt.grad", dimtune.pass = "bwd", dimtune.role = "final_norm"} {
    ^bb0(%in: f32, %in_2: f32, %out: f32):
      %80 = arith.mulf %in, %in_2 : f32
      linalg.yield %80 : f32
    } -> tensor<4096xf32>
    %49 = tensor.empty() : tensor<4096x3584xf32>
    %50 = linalg.generic {indexing_maps = [#map13, #map12], iterator_types = ["parallel", "parallel"]} ins(%arg33 : tensor<4096xf32>) outs(%49 : tensor<4096x3584xf32>) attrs =  {dimtune.kernel = "mean.grad", dimtune.pass = "bwd", dimtune.role = "final_norm", dimtune.unvectorized} {
    ^bb0(%in: f32, %out: f32):
      %80 = arith.mulf %in, %cst_1 : f32
      linalg.yield %80 : f32
    } -> tensor<4096x3584xf32>
    %51 = tensor.empty() : tensor<4096x3584xf32>
    %52 = linalg.generic {indexing_maps = [#map12, #map12], iterator_types = ["parallel", "parallel"]} ins(%arg34 : tensor<4096x3584xf32>) outs(%51 : tensor<4096x3584xf32>) attrs =  {dimtune.kernel = "pow.grad_pow", dimtune.pass = "bwd", dimtune.role = "final_norm"} {
    ^bb0(%in: f32, %out: f32):
      %80 = arith.mulf %in, %in : f32
      linalg.yield %80 : f32
    } -> tensor<4096x3584xf32>
    %53 = tensor.empty() : tensor<4096x3584xf32>
    %54 = linalg.generic {indexing_maps = [#map12, #map12], iterator_types = ["parallel", "parallel"]} ins(%arg35 : tensor<4096x3584xf32>) outs(%53 : tensor<4096x3584xf32>) attrs =  {dimtune.kernel = "pow.grad_scale", dimtune.pass = "bwd", dimtune.role = "final_norm"} {
    ^bb0(%in: f32, %out: f32):
      %80 = arith.mulf %in, %cst_1 : f32
      linalg.yield %80 : f32
    } -> tensor<4096x3584xf32>
    %55 = tensor.empty() : tensor<4096x3584xf32>
    %56 = linalg.generic {indexing_maps = [#map12, #map12, #map12], iterator_types = ["parallel", "parallel"]} ins(%arg36, %arg37 : tensor<4096x3584xf32>, tensor<4096x3584xf32>) outs(%55 : tensor<4096x3584xf32>) attrs =  {dimtune.kernel = "pow.grad", dimtune.pass = "bwd", dimtune.role = "final_norm"} {
    ^bb0(%in: f32, %in_2: f32, %out: f32):
      %80 = arith.mulf %in, %in_2 : f32
      linalg.yield %80 : f32
    } -> tensor<4096x3584xf32>
    %57 = tensor.empty() : tensor<4096x3584xf32>
    %58 = linalg.generic {indexing_maps = [#map12, #map12, #map12], iterator_types = ["parallel", "parallel"]} ins(%arg38, %arg39 : tensor<4096x3584xf32>, tensor<4096x3584xf32>) outs(%57 : tensor<4096x3584xf32>) attrs =  {dimtune.kernel = "grad_sum", dimtune.pass = "bwd", dimtune.role = "final_norm"} {
    ^bb0(%in: f32, %in_2: f32, %out: f32):
      %80 = arith.addf %in, %in_2 : f32
      linalg.yield %80 : f32
    } -> tensor<4096x3584xf32>
    %59 = tensor.empty() : tensor<4096x3584xbf16>
    %60 = linalg.generic {indexing_maps = [#map12, #map12], iterator_types = ["parallel", "parallel"]} ins(%arg40 : tensor<4096x3584xf32>) outs(%59 : tensor<4096x3584xbf16>) attrs =  {dimtune.kernel = "to_dtype.grad", dimtune.pass = "bwd", dimtune.role = "final_norm"} {
    ^bb0(%in: f32, %out: bf16):
      %80 = arith.truncf %in : f32 to bf16
      linalg.yield %80 : bf16
    } -> tensor<4096x3584xbf16>
    %61 = tensor.empty() : tensor<4096x152064xf32>
    %62 = linalg.generic {indexing_maps = [#map12, #map12], iterator_types = ["parallel", "parallel"]} ins(%arg41 : tensor<4096x152064xbf16>) outs(%61 : tensor<4096x152064xf32>) attrs =  {dimtune.kernel = "logits.float", dimtune.pass = "fwd", dimtune.role = "loss"} {
    ^bb0(%in: bf16, %out: f32):
      %80 = arith.extf %in : bf16 to f32
      linalg.yield %80 : f32
    } -> tensor<4096x152064xf32>
    %63 = tensor.empty() : tensor<4096xf32>
    %64 = linalg.fill ins(%cst_0 : f32) outs(%63 : tensor<4096xf32>) -> tensor<4096xf32>
    %65 = linalg.generic {indexing_maps = [#map12, #map13], iterator_types = ["parallel", "reduction"]} ins(%arg42 : tensor<4096x152064xf32>) outs(%64 : tensor<4096xf32>) attrs =  {dimtune.kernel = "log_softmax.logsumexp", dimtune.pass = "fwd", dimtune.role = "loss", dimtune.row_kernel} {
    ^bb0(%in: f32, %out: f32):
      %80 = arith.addf %out, %in : f32
      linalg.yield %80 : f32
    } -> tensor<4096xf32>
    %66 = tensor.empty() : tensor<4096x152064xf32>
    %67 = linalg.generic {indexing_maps = [#map12, #map13, #map12], iterator_types = ["parallel", "parallel"]} ins(%arg43, %arg44 : tensor<4096x152064xf32>, tensor<4096xf32>) outs(%66 : tensor<4096x152064xf32>) attrs =  {dimtune.kernel = "log_softmax", dimtune.pass = "fwd", dimtune.role = "loss"} {
    ^bb0(%in: f32, %in_2: f32, %out: f32):
      %80 = arith.addf %in, %in_2 : f32
      linalg.yield %80 : f32
    } -> tensor<4096x152064xf32>
    %68 = tensor.empty() : tensor<4096x152064xf32>
    %69 = linalg.generic {indexing_maps = [#map12], iterator_types = ["parallel", "parallel"]} outs(%68 : tensor<4096x152064xf32>) attrs =  {dimtune.kernel = "nll_loss.grad_zeros", dimtune.pass = "bwd", dimtune.role = "loss"} {
    ^bb0(%out: f32):
      linalg.yield %cst_0 : f32
    } -> tensor<4096x152064xf32>
    %70 = tensor.empty() : tensor<4096xf32>
    %71 = linalg.fill ins(%cst_0 : f32) outs(%70 : tensor<4096xf32>) -> tensor<4096xf32>
    %72 = linalg.generic {indexing_maps = [#map12, #map13], iterator_types = ["parallel", "reduction"]} ins(%arg45 : tensor<4096x152064xf32>) outs(%71 : tensor<4096xf32>) attrs =  {dimtune.kernel = "log_softmax.grad_sum", dimtune.pass = "bwd", dimtune.role = "loss", dimtune.row_kernel} {
    ^bb0(%in: f32, %out: f32):
      %80 = arith.addf %out, %in : f32
      linalg.yield %80 : f32
    } -> tensor<4096xf32>
    %73 = tensor.empty() : tensor<4096x152064xf32>
    %74 = linalg.generic {indexing_maps = [#map12, #map12, #map13, #map12], iterator_types = ["parallel", "parallel"]} ins(%arg46, %arg47, %arg48 : tensor<4096x152064xf32>, tensor<4096x152064xf32>, tensor<4096xf32>) outs(%73 : tensor<4096x152064xf32>) attrs =  {dimtune.kernel = "log_softmax.grad", dimtune.pass = "bwd", dimtune.role = "loss"} {
    ^bb0(%in: f32, %in_2: f32, %in_3: f32, %out: f32):
      %80 = math.exp %in : f32
      %81 = arith.mulf %80, %in_2 : f32
      %82 = arith.mulf %81, %in_3 : f32
      linalg.yield %82 : f32
    } -> tensor<4096x152064xf32>
    %75 = tensor.empty() : tensor<4096x152064xbf16>
    %76 = linalg.generic {indexing_maps = [#map12, #map12], iterator_types = ["parallel", "parallel"]} ins(%arg49 : tensor<4096x152064xf32>) outs(%75 : tensor<4096x152064xbf16>) attrs =  {dimtune.kernel = "logits.float.grad", dimtune.pass = "bwd", dimtune.role = "loss"} {
    ^bb0(%in: f32, %out: bf16):
      %80 = arith.truncf %in : f32 to bf16
      linalg.yield %80 : bf16
    } -> tensor<4096x152064xbf16>
    %77 = tensor.empty() : tensor<152064x3584xbf16>
    %78 = linalg.fill ins(%cst : bf16) outs(%77 : tensor<152064x3584xbf16>) -> tensor<152064x3584xbf16>
    %79 = linalg.generic {indexing_maps = [#map19, #map4, #map2], iterator_types = ["parallel", "parallel", "reduction"]} ins(%arg50, %arg51 : tensor<4096xi64>, tensor<4096x3584xbf16>) outs(%78 : tensor<152064x3584xbf16>) attrs =  {dimtune.kernel = "embedding.grad", dimtune.pass = "bwd", dimtune.role = "embedding"} {
    ^bb0(%in: i64, %in_2: bf16, %out: bf16):
      %80 = arith.index_cast %in : i64 to index
      %81 = linalg.index 0 : index
      %82 = arith.cmpi eq, %80, %81 : index
      %83 = arith.select %82, %in_2, %cst : bf16
      %84 = arith.addf %out, %83 : bf16
      linalg.yield %84 : bf16
    } -> tensor<152064x3584xbf16>
    return %2, %5, %8, %11, %13, %15, %17, %20, %22, %24, %26, %28, %30, %32, %34, %37, %39, %41, %43, %46, %48, %50, %52, %54, %56, %58, %60, %62, %65, %67, %69, %72, %74, %76, %79 : tensor<4096x152064xbf16>, tensor<4096x3584xbf16>, tensor<152064x3584xbf16>, tensor<64x4096xf32>, tensor<4096x3584xbf16>, tensor<4096x3584xf32>, tensor<4096x3584xf32>, tensor<4096xf32>, tensor<4096xf32>, tensor<4096xf32>, tensor<4096x3584xf32>, tensor<4096x3584xbf16>, tensor<4096x3584xbf16>, tensor<4096x3584xbf16>, tensor<4096x3584xbf16>, tensor<3584xbf16>, tensor<4096x3584xf32>, tensor<4096x3584xf32>, tensor<4096x3584xf32>, tensor<4096xf32>, tensor<4096xf32>, tensor<4096x3584xf32>, tensor<4096x3584xf32>, tensor<4096x3584xf32>, tensor<4096x3584xf32>, tensor<4096x3584xf32>, tensor<4096x3584xbf16>, tensor<4096x152064xf32>, tensor<4096xf32>, tensor<4096x152064xf32>, tensor<4096x152064xf32>, tensor<4096xf32>, tensor<4096x152064xf32>, tensor<4096x152064xbf16>, tensor<152064x3584xbf16>
  }
}

