// RUN: dimtune-opt %s --dimtune-analyze="target=h200" --mlir-print-op-on-diagnostic=false -o /dev/null 2>&1 | FileCheck %s

// The probabilities reshaped between the softmax and PV (a front end's 4-D
// softmax between 3-D batch matmuls over batch x heads): PV still reads them,
// so the chain is one attention, not two GEMMs and a softmax.
// CHECK: remark: dimtune: attention 1x16x512x512x64 bf16 on cudnn
// CHECK-NOT: remark: dimtune: linalg.batch_matmul
// CHECK: remark: dimtune: step: {{.*}}GEMMs 0.0 us (0%), attention {{.*}}1 chains on cudnn), other 0.0 us (0%, 0 memory-bound kernels)
#q = affine_map<(b, i, j, d) -> (b, i, d)>
#k = affine_map<(b, i, j, d) -> (b, j, d)>
#s = affine_map<(b, i, j, d) -> (b, i, j)>
func.func @reshaped(%q: tensor<16x512x64xbf16>, %k: tensor<16x512x64xbf16>, %v: tensor<16x512x64xbf16>) -> tensor<16x512x64xbf16> {
  %zero = arith.constant 0.0 : bf16
  %e0 = tensor.empty() : tensor<16x512x512xbf16>
  %f0 = linalg.fill ins(%zero : bf16) outs(%e0 : tensor<16x512x512xbf16>) -> tensor<16x512x512xbf16>
  %s = linalg.batch_matmul indexing_maps = [#q, #k, #s] ins(%q, %k : tensor<16x512x64xbf16>, tensor<16x512x64xbf16>) outs(%f0 : tensor<16x512x512xbf16>) -> tensor<16x512x512xbf16>
  %s4 = tensor.expand_shape %s [[0, 1], [2], [3]] output_shape [2, 8, 512, 512] : tensor<16x512x512xbf16> into tensor<2x8x512x512xbf16>
  %e4 = tensor.empty() : tensor<2x8x512x512xbf16>
  %p4 = linalg.softmax dimension(3) ins(%s4 : tensor<2x8x512x512xbf16>) outs(%e4 : tensor<2x8x512x512xbf16>) -> tensor<2x8x512x512xbf16>
  %p = tensor.collapse_shape %p4 [[0, 1], [2], [3]] : tensor<2x8x512x512xbf16> into tensor<16x512x512xbf16>
  %e3 = tensor.empty() : tensor<16x512x64xbf16>
  %f3 = linalg.fill ins(%zero : bf16) outs(%e3 : tensor<16x512x64xbf16>) -> tensor<16x512x64xbf16>
  %o = linalg.batch_matmul ins(%p, %v : tensor<16x512x512xbf16>, tensor<16x512x64xbf16>) outs(%f3 : tensor<16x512x64xbf16>) -> tensor<16x512x64xbf16>
  return %o : tensor<16x512x64xbf16>
}
