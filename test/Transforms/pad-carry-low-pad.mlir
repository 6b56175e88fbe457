// RUN: dimtune-opt %s --dimtune-pad="target=h200 policy=align" 2>/dev/null | FileCheck %s

// Carry-through removes a slice/pad pair only where the pad adds its zeros
// after the data, where the padded GEMM's zero columns already are. A pad that
// adds them before it (low padding) shifts every column: the padded up
// projection, whose zero column is the last, cannot stand in for it, so the
// pad stays and the down projection reads it.
// CHECK-LABEL: func.func @low_padded
// CHECK: %[[UP:.*]] = linalg.matmul {{.*}} -> tensor<256x3072xf32>
// CHECK: %[[S:.*]] = tensor.extract_slice %[[UP]][0, 0] [256, 3071] [1, 1]
// CHECK: %[[G:.*]] = linalg.generic {{.*}} ins(%[[S]] : tensor<256x3071xf32>)
// CHECK: %[[P:.*]] = tensor.pad %[[G]] low[0, 1] high[0, 0]
// CHECK: linalg.matmul {{.*}} ins(%[[P]], %{{.*}} : tensor<256x3072xf32>, tensor<768x3072xf32>)
func.func @low_padded(%x: tensor<256x768xf32>, %w1: tensor<3071x768xf32>, %w2: tensor<768x3072xf32>) -> tensor<256x768xf32> {
  %zero = arith.constant 0.0 : f32
  %e1 = tensor.empty() : tensor<256x3071xf32>
  %c1 = linalg.fill ins(%zero : f32) outs(%e1 : tensor<256x3071xf32>) -> tensor<256x3071xf32>
  %h = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (n, k)>, affine_map<(m, n, k) -> (m, n)>]
      ins(%x, %w1 : tensor<256x768xf32>, tensor<3071x768xf32>) outs(%c1 : tensor<256x3071xf32>) -> tensor<256x3071xf32>
  %e2 = tensor.empty() : tensor<256x3071xf32>
  %g = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i, j)>], iterator_types = ["parallel", "parallel"]}
      ins(%h : tensor<256x3071xf32>) outs(%e2 : tensor<256x3071xf32>) {
  ^bb0(%v: f32, %o: f32):
    %z = arith.constant 0.0 : f32
    %r = arith.maximumf %v, %z : f32
    linalg.yield %r : f32
  } -> tensor<256x3071xf32>
  %p = tensor.pad %g low[0, 1] high[0, 0] {
  ^bb0(%i: index, %j: index):
    tensor.yield %zero : f32
  } : tensor<256x3071xf32> to tensor<256x3072xf32>
  %e3 = tensor.empty() : tensor<256x768xf32>
  %c3 = linalg.fill ins(%zero : f32) outs(%e3 : tensor<256x768xf32>) -> tensor<256x768xf32>
  %y = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (n, k)>, affine_map<(m, n, k) -> (m, n)>]
      ins(%p, %w2 : tensor<256x3072xf32>, tensor<768x3072xf32>) outs(%c3 : tensor<256x768xf32>) -> tensor<256x768xf32>
  return %y : tensor<256x768xf32>
}
