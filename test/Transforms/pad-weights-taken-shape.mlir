// One weight, two GEMMs: the forward takes the argument padded to 50304 rows
// (pad-weights=true; the database measured that as its fastest padding), and
// the dgrad, not in the database, runs at that shape too (K 50304) where the
// model prices it faster than its own choice (K 50264) with the weight's
// slice copied on every call: it reads the padded argument itself, only dY
// padded. 809.9 us + 395.1 us of pads, where pad-weights-two-shapes.mlir's
// dgrad, refused that shape by max-overhead, pays 809.9 us + 436.5 us.
// RUN: dimtune-opt %s --dimtune-pad="target=h200 policy=measured db=%inputs/tuning-db.json pad-weights=true" --mlir-print-op-on-diagnostic=false -verify-each 2>%t.remarks | FileCheck %s
// RUN: FileCheck %s --input-file=%t.remarks --check-prefix=REMARK
// Without pad-weights the weight is no argument taken padded: the dgrad keeps
// its own shape.
// RUN: dimtune-opt %s --dimtune-pad="target=h200 policy=measured db=%inputs/tuning-db.json" --mlir-print-op-on-diagnostic=false 2>&1 >/dev/null | FileCheck %s --check-prefix=OFF
// Under XLA's rule the dgrad pads to its own aligned shape, the copy kept.
// RUN: dimtune-opt %s --dimtune-pad="target=h200 policy=align pad-weights=true" --mlir-print-op-on-diagnostic=false 2>&1 >/dev/null | FileCheck %s --check-prefix=ALIGN

// REMARK: padded linalg.matmul 8192x50257x768 -> 8192x50304x768 (measured): {{.*}}; padded once: B (argument 2)
// REMARK: padded linalg.matmul 8192x768x50257 -> 8192x768x50304 (measured): predicted speed-up 4.93x with pads and slices (5935.0 us -> 809.9 us + 395.1 us of pads), {{.*}}; padded once: B (argument 2)
// OFF: padded linalg.matmul 8192x768x50257 -> 8192x768x50264 (measured): {{.*}}; padded once: none
// ALIGN: padded linalg.matmul 8192x50257x768 -> 8192x50264x768 (align): {{.*}}; padded once: B (argument 2)
// ALIGN: padded linalg.matmul 8192x768x50257 -> 8192x768x50264 (align): {{.*}}; padded once: B (argument 2)

// CHECK-LABEL: func.func @lm_head
// CHECK-SAME: %[[DY:[a-z0-9]+]]: tensor<8192x50257xbf16>, %[[W:[a-z0-9]+]]: tensor<50304x768xbf16> {dimtune.original_shape = array<i64: 50257, 768>}
// CHECK-NOT: tensor.extract_slice %[[W]]
// CHECK: linalg.matmul {{.*}} ins(%{{.*}}, %[[W]] : tensor<8192x768xbf16>, tensor<50304x768xbf16>)
// CHECK: %[[PDY:.*]] = tensor.pad %[[DY]] low[0, 0] high[0, 47]
// CHECK: linalg.matmul ins(%[[PDY]], %[[W]] : tensor<8192x50304xbf16>, tensor<50304x768xbf16>)
func.func @lm_head(%x: tensor<8192x768xbf16>, %dy: tensor<8192x50257xbf16>, %w: tensor<50257x768xbf16>) -> (tensor<8192x50257xbf16>, tensor<8192x768xbf16>) {
  %zero = arith.constant 0.0 : bf16
  %e = tensor.empty() : tensor<8192x50257xbf16>
  %c = linalg.fill ins(%zero : bf16) outs(%e : tensor<8192x50257xbf16>) -> tensor<8192x50257xbf16>
  %y = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (n, k)>, affine_map<(m, n, k) -> (m, n)>]
      ins(%x, %w : tensor<8192x768xbf16>, tensor<50257x768xbf16>) outs(%c : tensor<8192x50257xbf16>) -> tensor<8192x50257xbf16>
  %e2 = tensor.empty() : tensor<8192x768xbf16>
  %c2 = linalg.fill ins(%zero : bf16) outs(%e2 : tensor<8192x768xbf16>) -> tensor<8192x768xbf16>
  %dx = linalg.matmul ins(%dy, %w : tensor<8192x50257xbf16>, tensor<50257x768xbf16>) outs(%c2 : tensor<8192x768xbf16>) -> tensor<8192x768xbf16>
  return %y, %dx : tensor<8192x50257xbf16>, tensor<8192x768xbf16>
}
