// RUN: dimtune-opt %s --dimtune-pad="target=h100 policy=align" --mlir-print-op-on-diagnostic=false -verify-each 2>%t.remarks | FileCheck %s
// RUN: FileCheck %s --check-prefix=REMARK < %t.remarks

// M is two loops (the batch and the sequence, x [b, s, k] against W [n, k]),
// N one: padding N to 50264 grows its one loop; M, left as it is, may be
// several loops.
// CHECK-LABEL: func.func @lm_head_over_batch_and_sequence
// CHECK: tensor.pad %{{.*}} low[0, 0] high[7, 0]
// CHECK: linalg.contract {{.*}} -> tensor<4x128x50264xbf16>
// CHECK: tensor.extract_slice {{.*}} [4, 128, 50257] [1, 1, 1]
// REMARK: remark: dimtune: padded linalg.contract 512x50257x768 -> 512x50264x768
func.func @lm_head_over_batch_and_sequence(%x: tensor<4x128x768xbf16>, %w: tensor<50257x768xbf16>, %y: tensor<4x128x50257xbf16>) -> tensor<4x128x50257xbf16> {
  %0 = linalg.contract indexing_maps = [affine_map<(b, s, n, k) -> (b, s, k)>, affine_map<(b, s, n, k) -> (n, k)>, affine_map<(b, s, n, k) -> (b, s, n)>]
      ins(%x, %w : tensor<4x128x768xbf16>, tensor<50257x768xbf16>) outs(%y : tensor<4x128x50257xbf16>) -> tensor<4x128x50257xbf16>
  return %0 : tensor<4x128x50257xbf16>
}
