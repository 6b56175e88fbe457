// RUN: not dimtune-opt %s --dimtune-pad="target=h100 policy=fastest" -o /dev/null 2>&1 | FileCheck %s --check-prefix=POLICY
// RUN: not dimtune-opt %s --dimtune-pad="target=h100 min-speedup=-1" -o /dev/null 2>&1 | FileCheck %s --check-prefix=SPEEDUP
// RUN: not dimtune-opt %s --dimtune-pad="target=x1" -o /dev/null 2>&1 | FileCheck %s --check-prefix=TARGET
// POLICY: for the --policy option: Cannot find option named 'fastest'!
// SPEEDUP: error: dimtune: min-speedup must be a number from 0.00 to 100.00, got -1.00
// RUN: not dimtune-opt %s --dimtune-pad="target=h100 max-overhead=nan" -o /dev/null 2>&1 | FileCheck %s --check-prefix=NAN
// NAN: error: dimtune: max-overhead must be a number from 0.00 to 1.00, got nan
// TARGET: error: dimtune: unknown GPU target 'x1'
// policy=measured reads measurements: without db= it is an error, in each pass that takes it.
// RUN: not dimtune-opt %s --dimtune-pad="target=h200 policy=measured" -o /dev/null 2>&1 | FileCheck %s --check-prefix=NODB
// RUN: not dimtune-opt %s --dimtune-analyze="target=h200 policy=measured" -o /dev/null 2>&1 | FileCheck %s --check-prefix=NODB
// NODB: error: dimtune: policy=measured needs db=PATH (written by dimtune-tune)
// A batch sweep's plot of a module that is no serving step: an error, and no file.
// RUN: rm -f %t.svg && dimtune-import %examples/configs/gpt2.json --layers 1 -o %t.train.mlir
// RUN: not dimtune-opt %t.train.mlir --dimtune-advise="target=h200 plot=%t.svg" -o /dev/null 2>&1 | FileCheck %s --check-prefix=PLOT
// RUN: not test -e %t.svg
// PLOT: error: dimtune: plot= draws the batch sweep of a prefill or decode module (dimtune-import --phase prefill|decode)
func.func @f(%a: tensor<64x63xbf16>, %b: tensor<63x64xbf16>, %c: tensor<64x64xbf16>) -> tensor<64x64xbf16> {
  %0 = linalg.matmul ins(%a, %b : tensor<64x63xbf16>, tensor<63x64xbf16>) outs(%c : tensor<64x64xbf16>) -> tensor<64x64xbf16>
  return %0 : tensor<64x64xbf16>
}
