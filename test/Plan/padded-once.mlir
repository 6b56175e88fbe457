// One decision per distinct problem and the operands it pads for free: the
// same LM-head problem, its weight an argument (padded once, outside the
// step, with pad-weights) and computed in the step (padded every step), gets
// two decisions whose pads differ.
// RUN: dimtune-opt %s --dimtune-pad="target=h200 pad-weights=true" --mlir-print-op-on-diagnostic=false -o /dev/null 2>&1 | FileCheck %s
// CHECK: 19:13: remark: dimtune: padded linalg.matmul 8192x50257x768 -> 8192x50264x768 (model): predicted speed-up 4.25x with pads and slices (5242.1 us -> 839.8 us + 394.9 us of pads), {{.*}}; padded once: B (argument 1)
// CHECK: 20:11: remark: dimtune: padded linalg.matmul 8192x50257x768 -> 8192x50264x768 (model): predicted speed-up 4.11x with pads and slices (5242.1 us -> 839.8 us + 436.5 us of pads), {{.*}}; padded once: none
#id = affine_map<(d0, d1) -> (d0, d1)>
func.func @f(%a: tensor<8192x768xbf16>, %w: tensor<768x50257xbf16>) -> (tensor<8192x50257xbf16>, tensor<8192x50257xbf16>) {
  %zero = arith.constant 0.0 : bf16
  %e = tensor.empty() : tensor<8192x50257xbf16>
  %init = linalg.fill ins(%zero : bf16) outs(%e : tensor<8192x50257xbf16>) -> tensor<8192x50257xbf16>
  %we = tensor.empty() : tensor<768x50257xbf16>
  %computed = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]} ins(%w : tensor<768x50257xbf16>) outs(%we : tensor<768x50257xbf16>) {
  ^bb0(%x: bf16, %o: bf16):
    %n = arith.negf %x : bf16
    linalg.yield %n : bf16
  } -> tensor<768x50257xbf16>
  %weight = linalg.matmul {dimtune.role = "lm_head"} ins(%a, %w : tensor<8192x768xbf16>, tensor<768x50257xbf16>) outs(%init : tensor<8192x50257xbf16>) -> tensor<8192x50257xbf16>
  %each = linalg.matmul {dimtune.role = "lm_head"} ins(%a, %computed : tensor<8192x768xbf16>, tensor<768x50257xbf16>) outs(%init : tensor<8192x50257xbf16>) -> tensor<8192x50257xbf16>
  return %weight, %each : tensor<8192x50257xbf16>, tensor<8192x50257xbf16>
}
