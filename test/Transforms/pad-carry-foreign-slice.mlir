// RUN: dimtune-opt %s --dimtune-pad="target=h200 policy=align" --mlir-print-op-on-diagnostic=false -split-input-file -verify-each 2>%t.remarks | FileCheck %s
// RUN: FileCheck %s --check-prefix=REMARK < %t.remarks

// Carry-through drops a slice/pad pair only where the sliced tensor's padded
// region is known to be zero: the result of a GEMM this pass padded. A tensor
// that merely has the padded shape (an argument, a GEMM already aligned that
// the pass left alone) has arbitrary values past the slice; carrying it would
// feed them into the next GEMM's padded K and change its result.

// A function argument of the padded shape, sliced back to K = 3071, scaled
// and fed to a GEMM the pass pads along K: the slice and the pad stay, and the
// padded GEMM reads the pad, not the argument's (non-zero) last column.
// CHECK-LABEL: func.func @slice_of_argument
// CHECK-SAME: (%[[X:[^:]*]]: tensor<256x3072xf32>
// CHECK: %[[S:.*]] = tensor.extract_slice %[[X]][0, 0] [256, 3071] [1, 1]
// CHECK: %[[G:.*]] = linalg.generic {{.*}} ins(%[[S]] : tensor<256x3071xf32>)
// CHECK: %[[P:.*]] = tensor.pad %[[G]] low[0, 0] high[0, 1]
// CHECK: linalg.matmul {{.*}} ins(%[[P]], %{{.*}} : tensor<256x3072xf32>, tensor<768x3072xf32>)
// CHECK-NOT: ins(%[[X]]
// CHECK: return
// REMARK: remark: dimtune: padded linalg.matmul 256x768x3071 -> 256x768x3072
// REMARK-NOT: kept padded
func.func @slice_of_argument(%x: tensor<256x3072xf32>, %w2: tensor<768x3071xf32>) -> tensor<256x768xf32> {
  %zero = arith.constant 0.0 : f32
  %s = tensor.extract_slice %x[0, 0] [256, 3071] [1, 1] : tensor<256x3072xf32> to tensor<256x3071xf32>
  %e2 = tensor.empty() : tensor<256x3071xf32>
  %g = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i, j)>], iterator_types = ["parallel", "parallel"]}
      ins(%s : tensor<256x3071xf32>) outs(%e2 : tensor<256x3071xf32>) {
  ^bb0(%v: f32, %o: f32):
    %two = arith.constant 2.0 : f32
    %r = arith.mulf %v, %two : f32
    linalg.yield %r : f32
  } -> tensor<256x3071xf32>
  %e3 = tensor.empty() : tensor<256x768xf32>
  %c3 = linalg.fill ins(%zero : f32) outs(%e3 : tensor<256x768xf32>) -> tensor<256x768xf32>
  %y = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (n, k)>, affine_map<(m, n, k) -> (m, n)>]
      ins(%g, %w2 : tensor<256x3071xf32>, tensor<768x3071xf32>) outs(%c3 : tensor<256x768xf32>) -> tensor<256x768xf32>
  return %y : tensor<256x768xf32>
}

// -----

// The sliced tensor is a GEMM result of the padded shape that the pass did
// not pad (N = 3072 is aligned already): its last column is a real product,
// not zero padding, so the slice and the pad stay.
// CHECK-LABEL: func.func @slice_of_unpadded_gemm
// CHECK: %[[H:.*]] = linalg.matmul {{.*}} -> tensor<256x3072xf32>
// CHECK: %[[S:.*]] = tensor.extract_slice %[[H]][0, 0] [256, 3071] [1, 1]
// CHECK: %[[G:.*]] = linalg.generic {{.*}} ins(%[[S]] : tensor<256x3071xf32>)
// CHECK: %[[P:.*]] = tensor.pad %[[G]] low[0, 0] high[0, 1]
// CHECK: linalg.matmul {{.*}} ins(%[[P]], %{{.*}} : tensor<256x3072xf32>, tensor<768x3072xf32>)
// CHECK: return
// REMARK: remark: dimtune: padded linalg.matmul 256x768x3071 -> 256x768x3072
// REMARK-NOT: kept padded
func.func @slice_of_unpadded_gemm(%x: tensor<256x768xf32>, %w1: tensor<3072x768xf32>, %w2: tensor<768x3071xf32>) -> tensor<256x768xf32> {
  %zero = arith.constant 0.0 : f32
  %e1 = tensor.empty() : tensor<256x3072xf32>
  %c1 = linalg.fill ins(%zero : f32) outs(%e1 : tensor<256x3072xf32>) -> tensor<256x3072xf32>
  %h = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (n, k)>, affine_map<(m, n, k) -> (m, n)>]
      ins(%x, %w1 : tensor<256x768xf32>, tensor<3072x768xf32>) outs(%c1 : tensor<256x3072xf32>) -> tensor<256x3072xf32>
  %s = tensor.extract_slice %h[0, 0] [256, 3071] [1, 1] : tensor<256x3072xf32> to tensor<256x3071xf32>
  %e2 = tensor.empty() : tensor<256x3071xf32>
  %g = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i, j)>], iterator_types = ["parallel", "parallel"]}
      ins(%s : tensor<256x3071xf32>) outs(%e2 : tensor<256x3071xf32>) {
  ^bb0(%v: f32, %o: f32):
    %z = arith.constant 0.0 : f32
    %r = arith.maximumf %v, %z : f32
    linalg.yield %r : f32
  } -> tensor<256x3071xf32>
  %e3 = tensor.empty() : tensor<256x768xf32>
  %c3 = linalg.fill ins(%zero : f32) outs(%e3 : tensor<256x768xf32>) -> tensor<256x768xf32>
  %y = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (n, k)>, affine_map<(m, n, k) -> (m, n)>]
      ins(%g, %w2 : tensor<256x3071xf32>, tensor<768x3071xf32>) outs(%c3 : tensor<256x768xf32>) -> tensor<256x768xf32>
  return %y : tensor<256x768xf32>
}

// -----

// An elementwise op with two inputs, one the up projection the pass padded
// (zero past column 3071) and one a slice of an argument (not): the sum is not
// zero there, so the slice, the generic and the pad stay.
// CHECK-LABEL: func.func @mixed_inputs
// CHECK-SAME: (%{{[^:]*}}: tensor<256x768xf32>, %{{[^:]*}}: tensor<3071x768xf32>, %{{[^:]*}}: tensor<768x3071xf32>, %[[R:[^:]*]]: tensor<256x3072xf32>)
// CHECK: %[[RS:.*]] = tensor.extract_slice %[[R]][0, 0] [256, 3071] [1, 1]
// CHECK: %[[G:.*]] = linalg.generic {{.*}} ins(%{{.*}}, %[[RS]] : tensor<256x3071xf32>, tensor<256x3071xf32>)
// CHECK: %[[P:.*]] = tensor.pad %[[G]] low[0, 0] high[0, 1]
// CHECK: linalg.matmul {{.*}} ins(%[[P]], %{{.*}} : tensor<256x3072xf32>, tensor<768x3072xf32>)
// CHECK: return
// REMARK: remark: dimtune: padded linalg.matmul 256x768x3071 -> 256x768x3072
// REMARK-NOT: kept padded
func.func @mixed_inputs(%x: tensor<256x768xf32>, %w1: tensor<3071x768xf32>, %w2: tensor<768x3071xf32>, %r: tensor<256x3072xf32>) -> tensor<256x768xf32> {
  %zero = arith.constant 0.0 : f32
  %e1 = tensor.empty() : tensor<256x3071xf32>
  %c1 = linalg.fill ins(%zero : f32) outs(%e1 : tensor<256x3071xf32>) -> tensor<256x3071xf32>
  %h = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (n, k)>, affine_map<(m, n, k) -> (m, n)>]
      ins(%x, %w1 : tensor<256x768xf32>, tensor<3071x768xf32>) outs(%c1 : tensor<256x3071xf32>) -> tensor<256x3071xf32>
  %rs = tensor.extract_slice %r[0, 0] [256, 3071] [1, 1] : tensor<256x3072xf32> to tensor<256x3071xf32>
  %e2 = tensor.empty() : tensor<256x3071xf32>
  %g = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i, j)>], iterator_types = ["parallel", "parallel"]}
      ins(%h, %rs : tensor<256x3071xf32>, tensor<256x3071xf32>) outs(%e2 : tensor<256x3071xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %s = arith.addf %a, %b : f32
    linalg.yield %s : f32
  } -> tensor<256x3071xf32>
  %e3 = tensor.empty() : tensor<256x768xf32>
  %c3 = linalg.fill ins(%zero : f32) outs(%e3 : tensor<256x768xf32>) -> tensor<256x768xf32>
  %y = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (n, k)>, affine_map<(m, n, k) -> (m, n)>]
      ins(%g, %w2 : tensor<256x3071xf32>, tensor<768x3071xf32>) outs(%c3 : tensor<256x768xf32>) -> tensor<256x768xf32>
  return %y : tensor<256x768xf32>
}

// -----

// Positive control: the same two-input op where both inputs come from GEMMs
// the pass padded is carried: no slice, no pad, the padded products flow into
// the next GEMM.
// CHECK-LABEL: func.func @both_padded
// CHECK: %[[H1:.*]] = linalg.matmul {{.*}} -> tensor<256x3072xf32>
// CHECK: %[[H2:.*]] = linalg.matmul {{.*}} -> tensor<256x3072xf32>
// CHECK-NOT: tensor.extract_slice
// CHECK: %[[G:.*]] = linalg.generic {{.*}} ins(%[[H1]], %[[H2]] : tensor<256x3072xf32>, tensor<256x3072xf32>)
// CHECK-NOT: tensor.pad %[[G]]
// CHECK: linalg.matmul {{.*}} ins(%[[G]], %{{.*}} : tensor<256x3072xf32>, tensor<768x3072xf32>)
// CHECK: return
// REMARK: remark: dimtune: padded linalg.matmul 256x768x3071 -> 256x768x3072
// REMARK: remark: dimtune: kept padded through 1 elementwise op(s) into the next GEMM: slice and pad removed
// REMARK-NOT: kept padded
func.func @both_padded(%x: tensor<256x768xf32>, %w1: tensor<3071x768xf32>, %w3: tensor<3071x768xf32>, %w2: tensor<768x3071xf32>) -> tensor<256x768xf32> {
  %zero = arith.constant 0.0 : f32
  %e1 = tensor.empty() : tensor<256x3071xf32>
  %c1 = linalg.fill ins(%zero : f32) outs(%e1 : tensor<256x3071xf32>) -> tensor<256x3071xf32>
  %h1 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (n, k)>, affine_map<(m, n, k) -> (m, n)>]
      ins(%x, %w1 : tensor<256x768xf32>, tensor<3071x768xf32>) outs(%c1 : tensor<256x3071xf32>) -> tensor<256x3071xf32>
  %h2 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (n, k)>, affine_map<(m, n, k) -> (m, n)>]
      ins(%x, %w3 : tensor<256x768xf32>, tensor<3071x768xf32>) outs(%c1 : tensor<256x3071xf32>) -> tensor<256x3071xf32>
  %e2 = tensor.empty() : tensor<256x3071xf32>
  %g = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i, j)>], iterator_types = ["parallel", "parallel"]}
      ins(%h1, %h2 : tensor<256x3071xf32>, tensor<256x3071xf32>) outs(%e2 : tensor<256x3071xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %s = arith.mulf %a, %b : f32
    linalg.yield %s : f32
  } -> tensor<256x3071xf32>
  %e3 = tensor.empty() : tensor<256x768xf32>
  %c3 = linalg.fill ins(%zero : f32) outs(%e3 : tensor<256x768xf32>) -> tensor<256x768xf32>
  %y = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (n, k)>, affine_map<(m, n, k) -> (m, n)>]
      ins(%g, %w2 : tensor<256x3071xf32>, tensor<768x3071xf32>) outs(%c3 : tensor<256x768xf32>) -> tensor<256x768xf32>
  return %y : tensor<256x768xf32>
}
