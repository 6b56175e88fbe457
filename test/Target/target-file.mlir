// A target file adds a chip (from a base) and overrides a field of a known one.
// RUN: dimtune-opt %s --dimtune-analyze="target=my-h100-half target-file=%inputs/targets.json report=%t.new.json" -o /dev/null 2>/dev/null
// RUN: FileCheck %s --check-prefix=NEW < %t.new.json
// RUN: dimtune-opt %s --dimtune-analyze="target=a10 target-file=%inputs/targets.json report=%t.override.json" -o /dev/null 2>/dev/null
// RUN: FileCheck %s --check-prefix=OVERRIDE < %t.override.json
// A chip made from the H100 takes none of its names, also where it names none
// of its own: "h100" is still the H100.
// RUN: dimtune-opt %s --dimtune-analyze="target=h100 target-file=%inputs/target-base-no-aliases.json report=%t.base.json" -o /dev/null 2>/dev/null
// RUN: FileCheck %s --check-prefix=BASE < %t.base.json
// BASE: "name": "NVIDIA H100 SXM"
// BASE: "sm_count": 132
// A name or alias another chip answers to is refused: "h100" as a new chip's
// name or alias would otherwise pick between two chips by their order.
// RUN: not dimtune-opt %s --dimtune-analyze="target=h100 target-file=%inputs/target-name-taken.json" -o /dev/null 2>&1 | FileCheck %s --check-prefix=NAME-TAKEN
// NAME-TAKEN: error: {{.*}}target-name-taken.json': 'h100' already names NVIDIA H100 SXM at targets.targets[0].name
// RUN: not dimtune-opt %s --dimtune-analyze="target=h100 target-file=%inputs/target-alias-taken.json" -o /dev/null 2>&1 | FileCheck %s --check-prefix=ALIAS-TAKEN
// ALIAS-TAKEN: error: {{.*}}target-alias-taken.json': 'h100' already names NVIDIA H100 SXM at targets.targets[0].aliases[0]
// A known chip named in another spelling ("nvidia h200") is that chip, overridden.
// RUN: dimtune-opt %s --dimtune-analyze="target=h200 target-file=%inputs/target-override-spelling.json report=%t.spelling.json" -o /dev/null 2>/dev/null
// RUN: FileCheck %s --check-prefix=SPELLING < %t.spelling.json
// SPELLING: "sm_count": 66
// A power model whose cap is no more than its idle power, or whose clock range
// is empty, is refused naming the field.
// RUN: not dimtune-opt %s --dimtune-analyze="target=h200 target-file=%inputs/target-power-cap-at-idle.json" -o /dev/null 2>&1 | FileCheck %s --check-prefix=POWER-CAP
// POWER-CAP: error: {{.*}}the power cap must be above the idle power at targets.targets[0].calibration.power.cap_w
// RUN: not dimtune-opt %s --dimtune-analyze="target=h200 target-file=%inputs/target-power-empty-clocks.json" -o /dev/null 2>&1 | FileCheck %s --check-prefix=POWER-CLOCKS
// POWER-CLOCKS: error: {{.*}}the clock range is empty: min_clock_mhz must be below boost_clock_mhz at targets.targets[0].calibration.power.min_clock_mhz

// NEW: "name": "My H100 half"
// NEW: "sm_count": 66
// OVERRIDE: "name": "NVIDIA A10"
// OVERRIDE: "sm_count": 36

func.func @f(%a: tensor<256x256xf16>, %b: tensor<256x256xf16>, %c: tensor<256x256xf16>) -> tensor<256x256xf16> {
  %0 = linalg.matmul ins(%a, %b : tensor<256x256xf16>, tensor<256x256xf16>) outs(%c : tensor<256x256xf16>) -> tensor<256x256xf16>
  return %0 : tensor<256x256xf16>
}
