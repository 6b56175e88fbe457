func.func @lm_head(%x: tensor<2048x768xbf16>, %w: tensor<768x50257xbf16>, %y: tensor<2048x50257xbf16>) -> tensor<2048x50257xbf16> {
  %0 = linalg.matmul ins(%x, %w : tensor<2048x768xbf16>, tensor<768x50257xbf16>) outs(%y : tensor<2048x50257xbf16>) -> tensor<2048x50257xbf16>
  return %0 : tensor<2048x50257xbf16>
}
