// RUN: dimtune-opt %s --dimtune-pad="target=h200 policy=align" --mlir-print-op-on-diagnostic=false -split-input-file -verify-each 2>%t.remarks | FileCheck %s
// RUN: FileCheck %s --check-prefix=REMARK < %t.remarks

// MLP up -> GELU (erf form) -> down with ffn = 3071: the up projection's N and
// the down projection's K are padded to 3072. GELU maps 0 to 0, so the padded
// up result flows through it into the down projection: no slice, no pad.
// CHECK-LABEL: func.func @mlp_gelu
// CHECK: %[[UP:.*]] = linalg.matmul {{.*}} -> tensor<256x3072xf32>
// CHECK-NOT: tensor.extract_slice
// CHECK: %[[ACT:.*]] = linalg.generic {{.*}} ins(%[[UP]] : tensor<256x3072xf32>)
// CHECK: %[[W2:.*]] = tensor.pad %{{.*}} low[0, 0] high[0, 1]
// CHECK: linalg.matmul {{.*}} ins(%[[ACT]], %[[W2]] : tensor<256x3072xf32>, tensor<768x3072xf32>)
// REMARK: remark: dimtune: padded linalg.matmul 256x3071x768 -> 256x3072x768
// REMARK: remark: dimtune: padded linalg.matmul 256x768x3071 -> 256x768x3072
// REMARK: remark: dimtune: kept padded through 1 elementwise op(s) into the next GEMM: slice and pad removed
func.func @mlp_gelu(%x: tensor<256x768xf32>, %w1: tensor<3071x768xf32>, %w2: tensor<768x3071xf32>) -> tensor<256x768xf32> {
  %zero = arith.constant 0.0 : f32
  %e1 = tensor.empty() : tensor<256x3071xf32>
  %c1 = linalg.fill ins(%zero : f32) outs(%e1 : tensor<256x3071xf32>) -> tensor<256x3071xf32>
  %h = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (n, k)>, affine_map<(m, n, k) -> (m, n)>]
      ins(%x, %w1 : tensor<256x768xf32>, tensor<3071x768xf32>) outs(%c1 : tensor<256x3071xf32>) -> tensor<256x3071xf32>
  %e2 = tensor.empty() : tensor<256x3071xf32>
  %g = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i, j)>], iterator_types = ["parallel", "parallel"]}
      ins(%h : tensor<256x3071xf32>) outs(%e2 : tensor<256x3071xf32>) {
  ^bb0(%v: f32, %o: f32):
    %half = arith.constant 0.5 : f32
    %one = arith.constant 1.0 : f32
    %rsqrt2 = arith.constant 0.70710678 : f32
    %s = arith.mulf %v, %rsqrt2 : f32
    %erf = math.erf %s : f32
    %t = arith.addf %erf, %one : f32
    %hv = arith.mulf %v, %half : f32
    %r = arith.mulf %hv, %t : f32
    linalg.yield %r : f32
  } -> tensor<256x3071xf32>
  %e3 = tensor.empty() : tensor<256x768xf32>
  %c3 = linalg.fill ins(%zero : f32) outs(%e3 : tensor<256x768xf32>) -> tensor<256x768xf32>
  %y = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (n, k)>, affine_map<(m, n, k) -> (m, n)>]
      ins(%g, %w2 : tensor<256x3071xf32>, tensor<768x3071xf32>) outs(%c3 : tensor<256x768xf32>) -> tensor<256x768xf32>
  return %y : tensor<256x768xf32>
}

// -----

// exp(0) = 1: the padded region would not stay zero, so slice and pad stay.
// CHECK-LABEL: func.func @mlp_exp
// CHECK: tensor.extract_slice
// CHECK: tensor.pad
// REMARK-NOT: kept padded
func.func @mlp_exp(%x: tensor<256x768xf32>, %w1: tensor<3071x768xf32>, %w2: tensor<768x3071xf32>) -> tensor<256x768xf32> {
  %zero = arith.constant 0.0 : f32
  %e1 = tensor.empty() : tensor<256x3071xf32>
  %c1 = linalg.fill ins(%zero : f32) outs(%e1 : tensor<256x3071xf32>) -> tensor<256x3071xf32>
  %h = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (n, k)>, affine_map<(m, n, k) -> (m, n)>]
      ins(%x, %w1 : tensor<256x768xf32>, tensor<3071x768xf32>) outs(%c1 : tensor<256x3071xf32>) -> tensor<256x3071xf32>
  %e2 = tensor.empty() : tensor<256x3071xf32>
  %g = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i, j)>], iterator_types = ["parallel", "parallel"]}
      ins(%h : tensor<256x3071xf32>) outs(%e2 : tensor<256x3071xf32>) {
  ^bb0(%v: f32, %o: f32):
    %r = math.exp %v : f32
    linalg.yield %r : f32
  } -> tensor<256x3071xf32>
  %e3 = tensor.empty() : tensor<256x768xf32>
  %c3 = linalg.fill ins(%zero : f32) outs(%e3 : tensor<256x768xf32>) -> tensor<256x768xf32>
  %y = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (n, k)>, affine_map<(m, n, k) -> (m, n)>]
      ins(%g, %w2 : tensor<256x3071xf32>, tensor<768x3071xf32>) outs(%c3 : tensor<256x768xf32>) -> tensor<256x768xf32>
  return %y : tensor<256x768xf32>
}

// -----

// An op that reads its init (here h + r, r a residual in its outs) is not a
// function of its inputs alone: zero in its inputs says nothing of its result,
// so slice and pad stay.
// CHECK-LABEL: func.func @mlp_reads_init
// CHECK: tensor.extract_slice
// CHECK: tensor.pad
// REMARK-NOT: kept padded
func.func @mlp_reads_init(%x: tensor<256x768xf32>, %w1: tensor<3071x768xf32>, %w2: tensor<768x3071xf32>, %r: tensor<256x3071xf32>) -> tensor<256x768xf32> {
  %zero = arith.constant 0.0 : f32
  %e1 = tensor.empty() : tensor<256x3071xf32>
  %c1 = linalg.fill ins(%zero : f32) outs(%e1 : tensor<256x3071xf32>) -> tensor<256x3071xf32>
  %h = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (n, k)>, affine_map<(m, n, k) -> (m, n)>]
      ins(%x, %w1 : tensor<256x768xf32>, tensor<3071x768xf32>) outs(%c1 : tensor<256x3071xf32>) -> tensor<256x3071xf32>
  %g = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i, j)>], iterator_types = ["parallel", "parallel"]}
      ins(%h : tensor<256x3071xf32>) outs(%r : tensor<256x3071xf32>) {
  ^bb0(%v: f32, %o: f32):
    %s = arith.addf %v, %o : f32
    linalg.yield %s : f32
  } -> tensor<256x3071xf32>
  %e3 = tensor.empty() : tensor<256x768xf32>
  %c3 = linalg.fill ins(%zero : f32) outs(%e3 : tensor<256x768xf32>) -> tensor<256x768xf32>
  %y = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (n, k)>, affine_map<(m, n, k) -> (m, n)>]
      ins(%g, %w2 : tensor<256x3071xf32>, tensor<768x3071xf32>) outs(%c3 : tensor<256x768xf32>) -> tensor<256x768xf32>
  return %y : tensor<256x768xf32>
}

// -----

// A slice at a nonzero offset of a padded GEMM's result (here columns 1..3071
// of a result padded only in K) is not its unpadded prefix: carrying the whole
// result through the elementwise op would shift every column the next GEMM
// reads, so slice and pad stay.
// CHECK-LABEL: func.func @offset_slice_of_padded
// CHECK: %[[H:.*]] = linalg.matmul {{.*}} -> tensor<256x3072xf32>
// CHECK: %[[S:.*]] = tensor.extract_slice %[[H]][0, 1] [256, 3071] [1, 1]
// CHECK: %[[G:.*]] = linalg.generic {{.*}} ins(%[[S]] : tensor<256x3071xf32>)
// CHECK: %[[P:.*]] = tensor.pad %[[G]] low[0, 0] high[0, 1]
// CHECK: linalg.matmul {{.*}} ins(%[[P]], %{{.*}} : tensor<256x3072xf32>, tensor<768x3072xf32>)
// REMARK-NOT: kept padded
func.func @offset_slice_of_padded(%x: tensor<256x767xf32>, %w1: tensor<3072x767xf32>, %w2: tensor<768x3071xf32>) -> tensor<256x768xf32> {
  %zero = arith.constant 0.0 : f32
  %e1 = tensor.empty() : tensor<256x3072xf32>
  %c1 = linalg.fill ins(%zero : f32) outs(%e1 : tensor<256x3072xf32>) -> tensor<256x3072xf32>
  %h = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (n, k)>, affine_map<(m, n, k) -> (m, n)>]
      ins(%x, %w1 : tensor<256x767xf32>, tensor<3072x767xf32>) outs(%c1 : tensor<256x3072xf32>) -> tensor<256x3072xf32>
  %s = tensor.extract_slice %h[0, 1] [256, 3071] [1, 1] : tensor<256x3072xf32> to tensor<256x3071xf32>
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

// h * s with s a runtime scalar: 0 * s is NaN where s is infinite or NaN, so
// the padded region is not known to stay zero: slice and pad stay.
// CHECK-LABEL: func.func @mlp_times_runtime_scalar
// CHECK: tensor.extract_slice
// CHECK: tensor.pad
// REMARK-NOT: kept padded
func.func @mlp_times_runtime_scalar(%x: tensor<256x768xf32>, %w1: tensor<3071x768xf32>, %w2: tensor<768x3071xf32>, %s: f32) -> tensor<256x768xf32> {
  %zero = arith.constant 0.0 : f32
  %e1 = tensor.empty() : tensor<256x3071xf32>
  %c1 = linalg.fill ins(%zero : f32) outs(%e1 : tensor<256x3071xf32>) -> tensor<256x3071xf32>
  %h = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (n, k)>, affine_map<(m, n, k) -> (m, n)>]
      ins(%x, %w1 : tensor<256x768xf32>, tensor<3071x768xf32>) outs(%c1 : tensor<256x3071xf32>) -> tensor<256x3071xf32>
  %e2 = tensor.empty() : tensor<256x3071xf32>
  %g = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i, j)>], iterator_types = ["parallel", "parallel"]}
      ins(%h : tensor<256x3071xf32>) outs(%e2 : tensor<256x3071xf32>) {
  ^bb0(%v: f32, %o: f32):
    %r = arith.mulf %v, %s : f32
    linalg.yield %r : f32
  } -> tensor<256x3071xf32>
  %e3 = tensor.empty() : tensor<256x768xf32>
  %c3 = linalg.fill ins(%zero : f32) outs(%e3 : tensor<256x768xf32>) -> tensor<256x768xf32>
  %y = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (n, k)>, affine_map<(m, n, k) -> (m, n)>]
      ins(%g, %w2 : tensor<256x3071xf32>, tensor<768x3071xf32>) outs(%c3 : tensor<256x768xf32>) -> tensor<256x768xf32>
  return %y : tensor<256x768xf32>
}

// -----

// h * h reads the padded GEMM's result twice (0 * 0 = 0): carried through.
// The squared activation is also returned at its own shape, so the original
// op stays beside the padded copy the next GEMM reads.
// CHECK-LABEL: func.func @mlp_squared_and_returned
// CHECK: %[[UP:.*]] = linalg.matmul {{.*}} -> tensor<256x3072xf32>
// CHECK: %[[SLICE:.*]] = tensor.extract_slice %[[UP]][0, 0] [256, 3071] [1, 1]
// CHECK: %[[ORIG:.*]] = linalg.generic {{.*}} ins(%[[SLICE]], %[[SLICE]] : tensor<256x3071xf32>, tensor<256x3071xf32>)
// CHECK: %[[SQ:.*]] = linalg.generic {{.*}} ins(%[[UP]], %[[UP]] : tensor<256x3072xf32>, tensor<256x3072xf32>)
// CHECK: linalg.matmul {{.*}} ins(%[[SQ]], %{{.*}} : tensor<256x3072xf32>, tensor<768x3072xf32>)
// CHECK: return %{{.*}}, %[[ORIG]]
// REMARK: remark: dimtune: kept padded through 1 elementwise op(s) into the next GEMM: slice and pad removed
func.func @mlp_squared_and_returned(%x: tensor<256x768xf32>, %w1: tensor<3071x768xf32>, %w2: tensor<768x3071xf32>) -> (tensor<256x768xf32>, tensor<256x3071xf32>) {
  %zero = arith.constant 0.0 : f32
  %e1 = tensor.empty() : tensor<256x3071xf32>
  %c1 = linalg.fill ins(%zero : f32) outs(%e1 : tensor<256x3071xf32>) -> tensor<256x3071xf32>
  %h = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (n, k)>, affine_map<(m, n, k) -> (m, n)>]
      ins(%x, %w1 : tensor<256x768xf32>, tensor<3071x768xf32>) outs(%c1 : tensor<256x3071xf32>) -> tensor<256x3071xf32>
  %e2 = tensor.empty() : tensor<256x3071xf32>
  %g = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i, j)>], iterator_types = ["parallel", "parallel"]}
      ins(%h, %h : tensor<256x3071xf32>, tensor<256x3071xf32>) outs(%e2 : tensor<256x3071xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %r = arith.mulf %a, %b : f32
    linalg.yield %r : f32
  } -> tensor<256x3071xf32>
  %e3 = tensor.empty() : tensor<256x768xf32>
  %c3 = linalg.fill ins(%zero : f32) outs(%e3 : tensor<256x768xf32>) -> tensor<256x768xf32>
  %y = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (n, k)>, affine_map<(m, n, k) -> (m, n)>]
      ins(%g, %w2 : tensor<256x3071xf32>, tensor<768x3071xf32>) outs(%c3 : tensor<256x768xf32>) -> tensor<256x768xf32>
  return %y, %g : tensor<256x768xf32>, tensor<256x3071xf32>
}
