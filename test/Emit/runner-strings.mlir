// Strings travel from the IR through problems.inc and the runner into its JSON
// byte for byte: a location and a role with quotes, a backslash and UTF-8 are
// C-escaped in problems.inc and JSON-escaped by the runner (RunnerFormat.h's
// escapeJson; --list writes them as the results do). No GPU needed.
// REQUIRES: nvcc
// RUN: rm -rf %t && dimtune-opt %s --dimtune-emit-bench="target=h200 out=%t candidates=align" -o /dev/null 2>/dev/null
// RUN: FileCheck %s --check-prefix=INC < %t/problems.inc
// INC: {"layer \"0\" \\ attn \303\274", "qk\"v\\ fwd", Dtype::F32,
// RUN: cmake -S %t -B %t/build > %t.cmake.log 2>&1
// RUN: cmake --build %t/build > %t.build.log 2>&1
// RUN: %t/build/dimtune_bench --list | %python %S/Inputs/runner_strings.py | FileCheck %s
// CHECK: 'layer "0" \\ attn \xfc' 'qk"v\\ fwd'

func.func @f(%x: tensor<64x60xf32>, %w: tensor<60x64xf32>, %c: tensor<64x64xf32>) -> tensor<64x64xf32> {
  %0 = linalg.matmul ins(%x, %w : tensor<64x60xf32>, tensor<60x64xf32>) outs(%c : tensor<64x64xf32>)
      {dimtune.role = "qk\"v\\", dimtune.pass = "fwd"} -> tensor<64x64xf32> loc("layer \"0\" \\ attn ü")
  return %0 : tensor<64x64xf32>
}
