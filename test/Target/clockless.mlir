// A chip a target file gives without a boost clock: each kernel is priced as
// it is, whatever clock= asks (there is no clock to scale from), and the
// reports say the clock is unknown instead of naming one (they said 1 MHz).
// RUN: dimtune-opt %s --dimtune-analyze="target=clockless target-file=%inputs/target-clockless.json report=%t.json" -o /dev/null 2>&1 | FileCheck %s
// RUN: dimtune-opt %s --dimtune-analyze="target=clockless target-file=%inputs/target-clockless.json clock=1500 report=%t.fixed.json" -o /dev/null 2>&1 | FileCheck %s
// CHECK: remark: dimtune: as it runs ({{.*}}): {{[0-9.]+}} us at the kernels' own times (the target has no clock)
// CHECK-NOT: MHz
// The same chip with its clock, at it (clock=boost), takes as long.
// RUN: dimtune-opt %s --dimtune-analyze="target=a10 clock=boost report=%t.a10.json" -o /dev/null 2>/dev/null
// RUN: %python -c "import json, sys; t = [json.load(open(p))['total'] for p in sys.argv[1:]]; print([x['sm_clock_mhz'] for x in t], t[0]['step_us'] == t[1]['step_us'] == t[2]['step_us'])" %t.json %t.fixed.json %t.a10.json | FileCheck %s --check-prefix=JSON
// JSON: [None, None, 1695{{(\.0)?}}] True
func.func @f(%a: tensor<4096x4096xbf16>, %b: tensor<4096x4096xbf16>, %c: tensor<4096x4096xbf16>) -> tensor<4096x4096xbf16> {
  %0 = linalg.matmul ins(%a, %b : tensor<4096x4096xbf16>, tensor<4096x4096xbf16>) outs(%c : tensor<4096x4096xbf16>) -> tensor<4096x4096xbf16>
  return %0 : tensor<4096x4096xbf16>
}
