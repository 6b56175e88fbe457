// GPT-2's LM head as a front end writes it, without dimtune.model.
func.func @lm_head(%x: tensor<8192x768xbf16>, %w: tensor<50257x768xbf16>, %c: tensor<8192x50257xbf16>) -> tensor<8192x50257xbf16> {
  %0 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (n, k)>, affine_map<(m, n, k) -> (m, n)>]
      ins(%x, %w : tensor<8192x768xbf16>, tensor<50257x768xbf16>) outs(%c : tensor<8192x50257xbf16>) -> tensor<8192x50257xbf16>
  return %0 : tensor<8192x50257xbf16>
}
