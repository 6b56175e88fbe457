// RUN: dimtune-opt %s --dimtune-pad="target=h200 policy=align pad-weights=true" --mlir-print-op-on-diagnostic=false -verify-each 2>%t.remarks | FileCheck %s
// RUN: FileCheck %s --check-prefix=REMARK < %t.remarks

// A wgrad (dW = dY^T X) reads no weight: K is the tokens, and X, an argument indexing N and K,
// is the layer's input. pad-weights=true leaves it as it comes: the function's interface stays,
// X is padded in the function on every call, and the remark says nothing was padded once.
// CHECK-LABEL: func.func @down_wgrad
// CHECK-SAME: %[[DY:[a-z0-9]+]]: tensor<8192x768xbf16>, %[[X:[a-z0-9]+]]: tensor<8192x3001xbf16>)
// CHECK-NOT: dimtune.original_shape
// CHECK: tensor.pad %[[X]] low[0, 0] high[0, 7]
// CHECK: linalg.matmul
// CHECK-LABEL: func.func @step
// CHECK-NOT: tensor.pad
// CHECK: call @down_wgrad(%{{.*}}, %{{.*}}) : (tensor<8192x768xbf16>, tensor<8192x3001xbf16>)
// REMARK: remark: dimtune: padded linalg.matmul 768x3001x8192 -> 768x3008x8192 (align){{.*}}; padded once: none{{$}}
func.func @down_wgrad(%dy: tensor<8192x768xbf16>, %x: tensor<8192x3001xbf16>) -> tensor<768x3001xbf16> {
  %zero = arith.constant 0.0 : bf16
  %e = tensor.empty() : tensor<768x3001xbf16>
  %c = linalg.fill ins(%zero : bf16) outs(%e : tensor<768x3001xbf16>) -> tensor<768x3001xbf16>
  %dw = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (k, m)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>]
      ins(%dy, %x : tensor<8192x768xbf16>, tensor<8192x3001xbf16>) outs(%c : tensor<768x3001xbf16>) {dimtune.role = "mlp_down", dimtune.pass = "wgrad"} -> tensor<768x3001xbf16>
  return %dw : tensor<768x3001xbf16>
}

func.func @step(%dy: tensor<8192x768xbf16>, %x: tensor<8192x3001xbf16>) -> tensor<768x3001xbf16> {
  %dw = call @down_wgrad(%dy, %x) : (tensor<8192x768xbf16>, tensor<8192x3001xbf16>) -> tensor<768x3001xbf16>
  return %dw : tensor<768x3001xbf16>
}
