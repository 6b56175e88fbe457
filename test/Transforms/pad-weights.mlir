// RUN: dimtune-opt %s --dimtune-pad="target=h200 policy=align pad-weights=true" --mlir-print-op-on-diagnostic=false -verify-each 2>%t.remarks | FileCheck %s
// RUN: FileCheck %s --check-prefix=REMARK < %t.remarks
// RUN: dimtune-opt %s --dimtune-pad="target=h200 policy=align" 2>/dev/null | FileCheck %s --check-prefix=DEFAULT

// The LM head's weight is an argument: with pad-weights=true it is taken
// padded (no per-call pad), the original shape recorded on the argument. The
// dgrad reads the same padded weight; the caller in the module pads what it
// passes. Off by default: the interface stays.
// CHECK-LABEL: func.func @lm_head
// CHECK-SAME: %[[W:[a-z0-9]+]]: tensor<50264x768xbf16> {dimtune.original_shape = array<i64: 50257, 768>}
// CHECK: %[[FWD:.*]] = linalg.matmul {{.*}} ins(%{{.*}}, %[[W]] : tensor<8192x768xbf16>, tensor<50264x768xbf16>)
// CHECK: %[[DGRAD:.*]] = linalg.matmul {{.*}} ins(%{{.*}}, %[[W]] : tensor<8192x50264xbf16>, tensor<50264x768xbf16>)
// CHECK-LABEL: func.func @step
// CHECK: %[[P:.*]] = tensor.pad %{{.*}} low[0, 0] high[7, 0]
// CHECK: call @lm_head(%{{.*}}, %[[P]], %{{.*}})
// REMARK: remark: dimtune: padded linalg.matmul 8192x50257x768 -> 8192x50264x768 (align){{.*}}padded once: B (argument 1)
// REMARK: remark: dimtune: padded linalg.matmul 8192x768x50257 -> 8192x768x50264 (align){{.*}}padded once: B (argument 1)
// DEFAULT-LABEL: func.func @lm_head
// DEFAULT-SAME: %{{[a-z0-9]+}}: tensor<50257x768xbf16>,
func.func @lm_head(%x: tensor<8192x768xbf16>, %w: tensor<50257x768xbf16>, %dy: tensor<8192x50257xbf16>) -> (tensor<8192x50257xbf16>, tensor<8192x768xbf16>) {
  %zero = arith.constant 0.0 : bf16
  %e = tensor.empty() : tensor<8192x50257xbf16>
  %c = linalg.fill ins(%zero : bf16) outs(%e : tensor<8192x50257xbf16>) -> tensor<8192x50257xbf16>
  %y = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (n, k)>, affine_map<(m, n, k) -> (m, n)>]
      ins(%x, %w : tensor<8192x768xbf16>, tensor<50257x768xbf16>) outs(%c : tensor<8192x50257xbf16>) {dimtune.role = "lm_head", dimtune.pass = "fwd"} -> tensor<8192x50257xbf16>
  %e2 = tensor.empty() : tensor<8192x768xbf16>
  %c2 = linalg.fill ins(%zero : bf16) outs(%e2 : tensor<8192x768xbf16>) -> tensor<8192x768xbf16>
  %dx = linalg.matmul ins(%dy, %w : tensor<8192x50257xbf16>, tensor<50257x768xbf16>) outs(%c2 : tensor<8192x768xbf16>) {dimtune.role = "lm_head", dimtune.pass = "dgrad"} -> tensor<8192x768xbf16>
  return %y, %dx : tensor<8192x50257xbf16>, tensor<8192x768xbf16>
}

func.func @step(%x: tensor<8192x768xbf16>, %w: tensor<50257x768xbf16>, %dy: tensor<8192x50257xbf16>) -> tensor<8192x50257xbf16> {
  %y, %dx = call @lm_head(%x, %w, %dy) : (tensor<8192x768xbf16>, tensor<50257x768xbf16>, tensor<8192x50257xbf16>) -> (tensor<8192x50257xbf16>, tensor<8192x768xbf16>)
  return %y : tensor<8192x50257xbf16>
}
