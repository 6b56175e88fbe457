// RUN: not dimtune-opt %s --dimtune-analyze="target=h900" -o /dev/null 2>&1 | FileCheck %s --check-prefix=UNKNOWN
// RUN: not dimtune-opt %s --dimtune-analyze -o /dev/null 2>&1 | FileCheck %s --check-prefix=NONE
// RUN: not dimtune-opt %s --dimtune-analyze="target=h100 target-file=%inputs/does-not-exist.json" -o /dev/null 2>&1 | FileCheck %s --check-prefix=MISSING
// RUN: not dimtune-opt %s --dimtune-analyze="target=h100 target-file=%inputs/malformed-target.json" -o /dev/null 2>&1 | FileCheck %s --check-prefix=MALFORMED
// RUN: not dimtune-opt %s --dimtune-analyze="target=h100 target-file=%inputs/target-v2.json" -o /dev/null 2>&1 | FileCheck %s --check-prefix=VERSION
// RUN: not dimtune-opt %s --dimtune-analyze="target=h100 target-file=%inputs/target-typo.json" -o /dev/null 2>&1 | FileCheck %s --check-prefix=TYPO
// RUN: not dimtune-opt %s --dimtune-analyze="target=h100 target-file=%inputs/target-bad-sms.json" -o /dev/null 2>&1 | FileCheck %s --check-prefix=BADSMS
// RUN: not dimtune-opt %s --dimtune-analyze="target=h100 report=%t.missing-dir/r.json" -o /dev/null 2>&1 | FileCheck %s --check-prefix=REPORT

// UNKNOWN: error: dimtune: unknown GPU target 'h900' (known: h100,
// NONE: error: dimtune: no GPU target: pass target=NAME or set the module attribute dimtune.target
// MISSING: error: dimtune: cannot read target file '{{.*}}does-not-exist.json'
// MALFORMED: error: dimtune: target file '{{.*}}malformed-target.json': not valid JSON
// VERSION: error: dimtune: target file '{{.*}}target-v2.json': expected format_version 1
// TYPO: error: dimtune: target file '{{.*}}target-typo.json': unknown field at targets.targets[0].sm_cont
// BADSMS: error: dimtune: target file '{{.*}}target-bad-sms.json': expected integer at targets.targets[0].sm_count
// REPORT: error: dimtune: cannot write '{{.*}}missing-dir/r.json': No such file or directory{{$}}

func.func @f(%a: tensor<256x256xf16>, %b: tensor<256x256xf16>, %c: tensor<256x256xf16>) -> tensor<256x256xf16> {
  %0 = linalg.matmul ins(%a, %b : tensor<256x256xf16>, tensor<256x256xf16>) outs(%c : tensor<256x256xf16>) -> tensor<256x256xf16>
  return %0 : tensor<256x256xf16>
}
