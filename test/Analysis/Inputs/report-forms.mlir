// GEMMs of every form the report describes differently, in one module (one
// report): aligned; an odd N of C only; an odd M of a transposed A; an odd K
// of both inputs; a few rows over a misaligned K (cuBLAS's GEMV-like kernel);
// f32; a batched product; a grid of 117 tiles, which an A100 (108 SMs) runs
// stream-K.
func.func @forms(%a: tensor<4096x4096xbf16>, %b: tensor<4096x4096xbf16>, %c: tensor<4096x4096xbf16>,
                 %x: tensor<8192x768xbf16>, %w: tensor<50257x768xbf16>, %cw: tensor<8192x50257xbf16>,
                 %dy: tensor<8192x4095xbf16>, %x2: tensor<8192x1024xbf16>, %ca: tensor<4095x1024xbf16>,
                 %ak: tensor<2048x4094xbf16>, %bk: tensor<4094x2048xbf16>, %ck: tensor<2048x2048xbf16>,
                 %r: tensor<4x4095xbf16>, %wr: tensor<4096x4095xbf16>, %cr: tensor<4x4096xbf16>,
                 %f: tensor<1024x1024xf32>, %g: tensor<1024x1024xf32>, %cf: tensor<1024x1024xf32>,
                 %q: tensor<16x512x64xbf16>, %kt: tensor<16x64x512xbf16>, %s: tensor<16x512x512xbf16>,
                 %sa: tensor<1152x4096xbf16>, %sb: tensor<4096x3328xbf16>, %sc: tensor<1152x3328xbf16>)
    -> (tensor<4096x4096xbf16>, tensor<8192x50257xbf16>, tensor<4095x1024xbf16>, tensor<2048x2048xbf16>,
        tensor<4x4096xbf16>, tensor<1024x1024xf32>, tensor<16x512x512xbf16>, tensor<1152x3328xbf16>) {
  %0 = linalg.matmul ins(%a, %b : tensor<4096x4096xbf16>, tensor<4096x4096xbf16>) outs(%c : tensor<4096x4096xbf16>) -> tensor<4096x4096xbf16>
  %1 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (n, k)>, affine_map<(m, n, k) -> (m, n)>]
      ins(%x, %w : tensor<8192x768xbf16>, tensor<50257x768xbf16>) outs(%cw : tensor<8192x50257xbf16>) -> tensor<8192x50257xbf16>
  %2 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (k, m)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>]
      ins(%dy, %x2 : tensor<8192x4095xbf16>, tensor<8192x1024xbf16>) outs(%ca : tensor<4095x1024xbf16>) -> tensor<4095x1024xbf16>
  %3 = linalg.matmul ins(%ak, %bk : tensor<2048x4094xbf16>, tensor<4094x2048xbf16>) outs(%ck : tensor<2048x2048xbf16>) -> tensor<2048x2048xbf16>
  %4 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (n, k)>, affine_map<(m, n, k) -> (m, n)>]
      ins(%r, %wr : tensor<4x4095xbf16>, tensor<4096x4095xbf16>) outs(%cr : tensor<4x4096xbf16>) -> tensor<4x4096xbf16>
  %5 = linalg.matmul ins(%f, %g : tensor<1024x1024xf32>, tensor<1024x1024xf32>) outs(%cf : tensor<1024x1024xf32>) -> tensor<1024x1024xf32>
  %6 = linalg.batch_matmul ins(%q, %kt : tensor<16x512x64xbf16>, tensor<16x64x512xbf16>) outs(%s : tensor<16x512x512xbf16>) -> tensor<16x512x512xbf16>
  %7 = linalg.matmul ins(%sa, %sb : tensor<1152x4096xbf16>, tensor<4096x3328xbf16>) outs(%sc : tensor<1152x3328xbf16>) -> tensor<1152x3328xbf16>
  return %0, %1, %2, %3, %4, %5, %6, %7 : tensor<4096x4096xbf16>, tensor<8192x50257xbf16>, tensor<4095x1024xbf16>, tensor<2048x2048xbf16>, tensor<4x4096xbf16>, tensor<1024x1024xf32>, tensor<16x512x512xbf16>, tensor<1152x3328xbf16>
}
