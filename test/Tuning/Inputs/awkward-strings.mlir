// A GEMM whose location and role hold every byte a writer must escape: a quote,
// a backslash, a NUL, a newline, '|' and Markdown's punctuation, XML's < & >,
// "??=" (a trigraph to a C compiler that reads them), and a byte that is not
// UTF-8 (\FF).
func.func @awkward(%x: tensor<64x60xf32>, %w: tensor<60x64xf32>, %c: tensor<64x64xf32>) -> tensor<64x64xf32> {
  %0 = linalg.matmul ins(%x, %w : tensor<64x60xf32>, tensor<60x64xf32>) outs(%c : tensor<64x64xf32>)
      {dimtune.role = "q\00k\0Av|x\FF<&>\"\\", dimtune.pass = "fwd`*_"} -> tensor<64x64xf32> loc("at \"0\" \\ \00 nul\0Anext ??= \FF end")
  return %0 : tensor<64x64xf32>
}
