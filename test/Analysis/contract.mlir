// RUN: dimtune-opt %s --dimtune-analyze="target=h200" --mlir-print-op-on-diagnostic=false -split-input-file -o /dev/null 2>&1 | FileCheck %s

// linalg.contract in the multi-head form [b, s, h, d] x [h, d, e]: the
// reduction dims h and d collapse into K = 16 * 64.
// CHECK-LABEL: remark: dimtune: linalg.contract 4096x1024x1024 bf16
func.func @contract(%x: tensor<4x1024x16x64xbf16>, %w: tensor<16x64x1024xbf16>, %y: tensor<4x1024x1024xbf16>) -> tensor<4x1024x1024xbf16> {
  %0 = linalg.contract indexing_maps = [affine_map<(b, s, e, h, d) -> (b, s, h, d)>, affine_map<(b, s, e, h, d) -> (h, d, e)>, affine_map<(b, s, e, h, d) -> (b, s, e)>]
      ins(%x, %w : tensor<4x1024x16x64xbf16>, tensor<16x64x1024xbf16>) outs(%y : tensor<4x1024x1024xbf16>) -> tensor<4x1024x1024xbf16>
  return %0 : tensor<4x1024x1024xbf16>
}

// -----

// A linalg.generic that multiplies and accumulates is a contraction; two batch
// dims (2 x 12) collapse into batch 24.
// CHECK-LABEL: remark: dimtune: linalg.generic 24x128x128x64 bf16
func.func @generic(%a: tensor<2x12x128x64xbf16>, %b: tensor<2x12x64x128xbf16>, %c: tensor<2x12x128x128xf32>) -> tensor<2x12x128x128xf32> {
  %0 = linalg.generic {indexing_maps = [affine_map<(b0, b1, m, n, k) -> (b0, b1, m, k)>, affine_map<(b0, b1, m, n, k) -> (b0, b1, k, n)>, affine_map<(b0, b1, m, n, k) -> (b0, b1, m, n)>],
                       iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]}
      ins(%a, %b : tensor<2x12x128x64xbf16>, tensor<2x12x64x128xbf16>) outs(%c : tensor<2x12x128x128xf32>) {
  ^bb0(%x: bf16, %y: bf16, %acc: f32):
    %xe = arith.extf %x : bf16 to f32
    %ye = arith.extf %y : bf16 to f32
    %p = arith.mulf %xe, %ye : f32
    %s = arith.addf %acc, %p : f32
    linalg.yield %s : f32
  } -> tensor<2x12x128x128xf32>
  return %0 : tensor<2x12x128x128xf32>
}

// -----

// An elementwise generic is no GEMM: nothing is reported after the one above
// but the step's summary, which counts it as a memory-bound kernel.
// CHECK-NOT: remark: dimtune: linalg
// CHECK: remark: dimtune: step: {{.*}}other {{.*}}1 memory-bound kernels)
// CHECK-NOT: remark: dimtune: linalg
func.func @not_a_gemm(%a: tensor<128x128xf32>, %c: tensor<128x128xf32>) -> tensor<128x128xf32> {
  %0 = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i, j)>], iterator_types = ["parallel", "parallel"]}
      ins(%a : tensor<128x128xf32>) outs(%c : tensor<128x128xf32>) {
  ^bb0(%x: f32, %y: f32):
    %s = arith.addf %x, %x : f32
    linalg.yield %s : f32
  } -> tensor<128x128xf32>
  return %0 : tensor<128x128xf32>
}
