// Reports are written atomically (writeOutputFile: a temporary file renamed
// into place): the file a report replaces is never truncated or rewritten in
// place, so whoever holds it (here a hard link; a job reading the last report)
// never sees a half-written one, and no temporary file is left behind.
// RUN: rm -rf %t && mkdir -p %t
// RUN: echo "the previous report" > %t/analysis.json && ln %t/analysis.json %t/analysis-link.json
// RUN: echo "the previous report" > %t/pad.json && ln %t/pad.json %t/pad-link.json
// RUN: dimtune-opt %s --dimtune-analyze="target=h200 report=%t/analysis.json" -o /dev/null 2>/dev/null
// RUN: dimtune-opt %s --dimtune-pad="target=h200 policy=align report=%t/pad.json" -o /dev/null 2>/dev/null
// RUN: cat %t/analysis-link.json %t/pad-link.json | FileCheck %s --check-prefix=OLD
// OLD: the previous report
// OLD-NEXT: the previous report
// RUN: cat %t/analysis.json %t/pad.json | FileCheck %s --check-prefix=NEW
// NEW: "gemms": [
// NEW: "policy": "align",
// RUN: ls %t | FileCheck %s --check-prefix=LS
// LS: analysis-link.json
// LS-NEXT: analysis.json
// LS-NEXT: pad-link.json
// LS-NEXT: pad.json
// LS-NOT: {{.}}
func.func @head(%x: tensor<512x768xbf16>, %w: tensor<50257x768xbf16>, %c: tensor<512x50257xbf16>) -> tensor<512x50257xbf16> {
  %0 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (n, k)>, affine_map<(m, n, k) -> (m, n)>]
      ins(%x, %w : tensor<512x768xbf16>, tensor<50257x768xbf16>) outs(%c : tensor<512x50257xbf16>) -> tensor<512x50257xbf16>
  return %0 : tensor<512x50257xbf16>
}
