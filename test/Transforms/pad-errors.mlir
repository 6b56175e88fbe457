// RUN: not dimtune-opt %s --dimtune-pad="target=h100 policy=fastest" -o /dev/null 2>&1 | FileCheck %s --check-prefix=POLICY
// RUN: not dimtune-opt %s --dimtune-pad="target=h100 min-speedup=0" -o /dev/null 2>&1 | FileCheck %s --check-prefix=SPEEDUP
// RUN: not dimtune-opt %s --dimtune-pad="target=x1" -o /dev/null 2>&1 | FileCheck %s --check-prefix=TARGET
// POLICY: error: dimtune: unknown policy 'fastest' (expected align, model or measured)
// SPEEDUP: error: dimtune: max-overhead must be >= 0 and min-speedup > 0
// TARGET: error: dimtune: unknown GPU target 'x1'
func.func @f(%a: tensor<64x63xbf16>, %b: tensor<63x64xbf16>, %c: tensor<64x64xbf16>) -> tensor<64x64xbf16> {
  %0 = linalg.matmul ins(%a, %b : tensor<64x63xbf16>, tensor<63x64xbf16>) outs(%c : tensor<64x64xbf16>) -> tensor<64x64xbf16>
  return %0 : tensor<64x64xbf16>
}
