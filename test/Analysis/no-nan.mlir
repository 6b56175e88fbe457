// NaN never reaches a report or a remark. A module whose only GEMM is empty
// (skipped: a size is 0) has no work at all: no step to share out (no step
// remark), and in the report shares of 0 and a speed-up of 1, not 0/0 (which
// JSON cannot hold: the report would not parse). The report is read strictly:
// NaN and Infinity are refused too.
// RUN: dimtune-opt %s --dimtune-analyze="target=h200 report=%t.json" --mlir-print-op-on-diagnostic=false -o /dev/null 2>&1 | FileCheck %s
// RUN: %python -c "import json, sys; r = json.load(open(sys.argv[1]), parse_constant=lambda c: sys.exit('not a number: ' + c)); t = r['total']; print(len(r['gemms']), t['step_us'], t['gemm_share'], t['attention_share'], t['other_share'], t['padding_speedup'])" %t.json | FileCheck %s --check-prefix=REPORT
// CHECK: remark: dimtune: skipped: an empty GEMM (a size is 0)
// CHECK-NOT: {{[Nn][Aa][Nn]|[Ii][Nn][Ff]}}
// CHECK-NOT: remark: dimtune: step:
// REPORT: 0 0 0 0 0 1{{$}}
func.func @empty(%a: tensor<0x64xbf16>, %b: tensor<64x64xbf16>, %c: tensor<0x64xbf16>) -> tensor<0x64xbf16> {
  %0 = linalg.matmul ins(%a, %b : tensor<0x64xbf16>, tensor<64x64xbf16>) outs(%c : tensor<0x64xbf16>) -> tensor<0x64xbf16>
  return %0 : tensor<0x64xbf16>
}
