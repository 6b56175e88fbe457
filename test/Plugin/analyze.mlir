// --dimtune-analyze from Debian's stock mlir-opt-22 with the plugin loaded:
// the same remarks and the same JSON report as dimtune-opt.
//
// A stock mlir-opt fixes its pass flags before it loads a plugin, so a
// plugin's pass is named in --pass-pipeline (or -p), not as --dimtune-analyze
// (load.test pins that).
//
// RUN: %mlir_opt --load-pass-plugin=%dimtune_plugin %s -o /dev/null --mlir-print-op-on-diagnostic=false \
// RUN:   --pass-pipeline="builtin.module(dimtune-analyze{target=h200 report=%t.plugin.json})" 2>%t.plugin.txt
// RUN: FileCheck %s < %t.plugin.txt
// RUN: FileCheck %s --check-prefix=JSON < %t.plugin.json
// RUN: dimtune-opt %s -o /dev/null --mlir-print-op-on-diagnostic=false \
// RUN:   --dimtune-analyze="target=h200 report=%t.opt.json" 2>%t.opt.txt
// RUN: diff %t.opt.txt %t.plugin.txt
// RUN: diff %t.opt.json %t.plugin.json
//
// The module's dimtune.target is read as with dimtune-opt, and options parse the same way.
// RUN: %mlir_opt --load-pass-plugin=%dimtune_plugin %s -o /dev/null --mlir-print-op-on-diagnostic=false \
// RUN:   -p "builtin.module(dimtune-analyze{max-overhead=0.2})" 2>&1 | FileCheck %s --check-prefix=ATTR
//
// Errors are the pass's own.
// RUN: not %mlir_opt --load-pass-plugin=%dimtune_plugin %s -o /dev/null \
// RUN:   --pass-pipeline="builtin.module(dimtune-analyze{target=h900})" 2>&1 | FileCheck %s --check-prefix=UNKNOWN
// RUN: not %mlir_opt --load-pass-plugin=%dimtune_plugin %s -o /dev/null \
// RUN:   --pass-pipeline="builtin.module(dimtune-analyze{target=h200 max-overhead=abc})" 2>&1 | FileCheck %s --check-prefix=OPTION

// CHECK: remark: dimtune: [lm_head fwd] linalg.matmul 8192x50257x768 bf16
// CHECK-SAME: misaligned C.n=50257 (2-byte stride)
// CHECK-SAME: pad to 8192x{{5026[4-9]|50[3-9][0-9][0-9]}}x768
// CHECK: remark: dimtune: linalg.batch_matmul 12x1024x1024x64 f32
// JSON: "target": {
// JSON: "name": "NVIDIA H200"
// JSON: "m": 8192,
// JSON-NEXT: "n": 50257,
// JSON: "total": {
// ATTR: remark: dimtune: [lm_head fwd] linalg.matmul 8192x50257x768 bf16
// UNKNOWN: error: {{.*}}unknown GPU target 'h900'
// OPTION: max-overhead option: 'abc' value invalid
// OPTION: failed to add `dimtune-analyze` with options

module attributes {dimtune.target = "h100"} {
func.func @f(%x: tensor<8192x768xbf16>, %w: tensor<50257x768xbf16>, %c: tensor<8192x50257xbf16>,
             %p: tensor<12x1024x64xf32>, %v: tensor<12x64x1024xf32>, %o: tensor<12x1024x1024xf32>)
    -> (tensor<8192x50257xbf16>, tensor<12x1024x1024xf32>) {
  %0 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (n, k)>, affine_map<(m, n, k) -> (m, n)>]
      ins(%x, %w : tensor<8192x768xbf16>, tensor<50257x768xbf16>) outs(%c : tensor<8192x50257xbf16>) {dimtune.role = "lm_head", dimtune.pass = "fwd"} -> tensor<8192x50257xbf16>
  %1 = linalg.batch_matmul ins(%p, %v : tensor<12x1024x64xf32>, tensor<12x64x1024xf32>) outs(%o : tensor<12x1024x1024xf32>) -> tensor<12x1024x1024xf32>
  return %0, %1 : tensor<8192x50257xbf16>, tensor<12x1024x1024xf32>
}
}
