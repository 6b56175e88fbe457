// RUN: not dimtune-opt %s --dimtune-pad="target=h100 policy=fastest" -o /dev/null 2>&1 | FileCheck %s --check-prefix=POLICY
// RUN: not dimtune-opt %s --dimtune-pad="target=h100 min-speedup=-1" -o /dev/null 2>&1 | FileCheck %s --check-prefix=SPEEDUP
// RUN: not dimtune-opt %s --dimtune-pad="target=x1" -o /dev/null 2>&1 | FileCheck %s --check-prefix=TARGET
// POLICY: for the --policy option: Cannot find option named 'fastest'!
// SPEEDUP: error: dimtune: min-speedup must be a number from 0.00 to 100.00, got -1.00
// RUN: not dimtune-opt %s --dimtune-pad="target=h100 max-overhead=nan" -o /dev/null 2>&1 | FileCheck %s --check-prefix=NAN
// NAN: error: dimtune: max-overhead must be a number from 0.00 to 1.00, got nan
// TARGET: error: dimtune: unknown GPU target 'x1'
func.func @f(%a: tensor<64x63xbf16>, %b: tensor<63x64xbf16>, %c: tensor<64x64xbf16>) -> tensor<64x64xbf16> {
  %0 = linalg.matmul ins(%a, %b : tensor<64x63xbf16>, tensor<63x64xbf16>) outs(%c : tensor<64x64xbf16>) -> tensor<64x64xbf16>
  return %0 : tensor<64x64xbf16>
}
