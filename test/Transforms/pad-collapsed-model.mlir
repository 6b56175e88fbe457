// RUN: dimtune-opt %s --dimtune-pad="target=h200 policy=model min-speedup=0.001 max-overhead=1.0" --mlir-print-op-on-diagnostic=false -verify-each 2>%t.remarks | FileCheck %s
// RUN: FileCheck %s --check-prefix=REMARK < %t.remarks

// M is two loops (4 sequences of 129 tokens): policy=model's best shape pads
// M, but which of the two loops would grow is not obvious, so the GEMM stays
// as it is and the remark says why (growing the first loop to the whole
// padded M would be another GEMM).
// CHECK-LABEL: func.func @m_over_two_loops
// CHECK-NOT: tensor.pad
// CHECK: linalg.contract {{.*}} -> tensor<4x129x4096xbf16>
// CHECK-NOT: tensor.extract_slice
// REMARK: remark: dimtune: not padded: a dim to pad is several collapsed loops
func.func @m_over_two_loops(%x: tensor<4x129x4096xbf16>, %w: tensor<4096x4096xbf16>, %y: tensor<4x129x4096xbf16>) -> tensor<4x129x4096xbf16> {
  %0 = linalg.contract indexing_maps = [affine_map<(b, s, n, k) -> (b, s, k)>, affine_map<(b, s, n, k) -> (n, k)>, affine_map<(b, s, n, k) -> (b, s, n)>]
      ins(%x, %w : tensor<4x129x4096xbf16>, tensor<4096x4096xbf16>) outs(%y : tensor<4x129x4096xbf16>) -> tensor<4x129x4096xbf16>
  return %0 : tensor<4x129x4096xbf16>
}
