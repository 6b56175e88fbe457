// With db= the analysis reports, beside each prediction, what the tuning
// database measured: the original's time and the fastest variant's, pads and
// slice counted (test/Inputs/tuning-db.json: GPT-2's LM head on the H200).
// RUN: dimtune-opt %s --dimtune-analyze="target=h200 db=%inputs/tuning-db.json report=%t.json" --mlir-print-op-on-diagnostic=false -o /dev/null 2>&1 | FileCheck %s
// RUN: FileCheck %s --check-prefix=JSON < %t.json
// RUN: not dimtune-opt %s --dimtune-analyze="target=h200 db=%inputs/tuning-db-v2.json" -o /dev/null 2>&1 | FileCheck %s --check-prefix=BAD
// CHECK: remark: dimtune: linalg.matmul 8192x50257x768 bf16: {{.*}}; measured {{[0-9.]+}} us, fastest measured {{[a-z0-9]+}} 8192x{{[0-9]+}}x768: {{[0-9.]+}} us
// CHECK: remark: dimtune: linalg.matmul 4096x50257x768 bf16: {{.*}}FLOPs){{$}}
// JSON: "measured": {
// JSON-NEXT: "original_us":
// JSON: "label":
// JSON: "measured": null
// BAD: error: dimtune: tuning database '{{.*}}tuning-db-v2.json': format_version 2
func.func @head(%x: tensor<8192x768xbf16>, %w: tensor<50257x768xbf16>, %c: tensor<8192x50257xbf16>,
                %x2: tensor<4096x768xbf16>, %c2: tensor<4096x50257xbf16>) -> (tensor<8192x50257xbf16>, tensor<4096x50257xbf16>) {
  %0 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (n, k)>, affine_map<(m, n, k) -> (m, n)>]
      ins(%x, %w : tensor<8192x768xbf16>, tensor<50257x768xbf16>) outs(%c : tensor<8192x50257xbf16>) -> tensor<8192x50257xbf16>
  %1 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (n, k)>, affine_map<(m, n, k) -> (m, n)>]
      ins(%x2, %w : tensor<4096x768xbf16>, tensor<50257x768xbf16>) outs(%c2 : tensor<4096x50257xbf16>) -> tensor<4096x50257xbf16>
  return %0, %1 : tensor<8192x50257xbf16>, tensor<4096x50257xbf16>
}
