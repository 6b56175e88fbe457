func.func @lm_head(%x: tensor<4096x768xbf16>, %w: tensor<768x50257xbf16>, %y: tensor<4096x50257xbf16>) -> tensor<4096x50257xbf16> {
  %0 = linalg.matmul ins(%x, %w : tensor<4096x768xbf16>, tensor<768x50257xbf16>) outs(%y : tensor<4096x50257xbf16>) -> tensor<4096x50257xbf16>
  return %0 : tensor<4096x50257xbf16>
}
