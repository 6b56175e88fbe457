// --dimtune-pad from Debian's stock mlir-opt-22 with the plugin loaded, with
// each policy: the same IR, remarks and report as dimtune-opt. The padded IR
// uses tensor.pad and tensor.extract_slice on a module that had no tensor op:
// the pass's dependent dialects load from the libMLIR.so mlir-opt runs on.
//
// RUN: %mlir_opt --load-pass-plugin=%dimtune_plugin %s --mlir-print-op-on-diagnostic=false -split-input-file \
// RUN:   --pass-pipeline="builtin.module(dimtune-pad{target=h100 policy=align report=%t.align.json})" \
// RUN:   -o %t.align.mlir 2>%t.align.txt
// RUN: FileCheck %s --check-prefix=ALIGN < %t.align.mlir
// RUN: FileCheck %s --check-prefix=REMARK < %t.align.txt
// RUN: dimtune-opt %s --mlir-print-op-on-diagnostic=false -split-input-file \
// RUN:   --dimtune-pad="target=h100 policy=align report=%t.align-opt.json" -o %t.align-opt.mlir 2>%t.align-opt.txt
// RUN: diff %t.align-opt.mlir %t.align.mlir
// RUN: diff %t.align-opt.txt %t.align.txt
// RUN: diff %t.align-opt.json %t.align.json
//
// policy=model, and the pass inside a pipeline with upstream passes around it.
// RUN: %mlir_opt --load-pass-plugin=%dimtune_plugin %s --mlir-print-op-on-diagnostic=false -split-input-file \
// RUN:   --pass-pipeline="builtin.module(canonicalize, dimtune-pad{target=h200 policy=model}, cse)" \
// RUN:   -o %t.model.mlir 2>%t.model.txt
// RUN: dimtune-opt %s --mlir-print-op-on-diagnostic=false -split-input-file \
// RUN:   --pass-pipeline="builtin.module(canonicalize, dimtune-pad{target=h200 policy=model}, cse)" \
// RUN:   -o %t.model-opt.mlir 2>%t.model-opt.txt
// RUN: diff %t.model-opt.mlir %t.model.mlir
// RUN: diff %t.model-opt.txt %t.model.txt
// RUN: FileCheck %s --check-prefix=MODEL < %t.model.mlir
//
// policy=measured reads a tuning database.
// RUN: %mlir_opt --load-pass-plugin=%dimtune_plugin %s --mlir-print-op-on-diagnostic=false -split-input-file \
// RUN:   --pass-pipeline="builtin.module(dimtune-pad{target=h200 policy=measured db=%inputs/tuning-db.json})" \
// RUN:   -o %t.measured.mlir 2>%t.measured.txt
// RUN: dimtune-opt %s --mlir-print-op-on-diagnostic=false -split-input-file \
// RUN:   --dimtune-pad="target=h200 policy=measured db=%inputs/tuning-db.json" -o %t.measured-opt.mlir 2>%t.measured-opt.txt
// RUN: diff %t.measured-opt.mlir %t.measured.mlir
// RUN: diff %t.measured-opt.txt %t.measured.txt
// RUN: FileCheck %s --check-prefix=MEASURED < %t.measured.txt
//
// Idempotent through the plugin too.
// RUN: %mlir_opt --load-pass-plugin=%dimtune_plugin %t.align.mlir -split-input-file \
// RUN:   --pass-pipeline="builtin.module(dimtune-pad{target=h100 policy=align})" -o %t.again.mlir 2>/dev/null
// RUN: diff %t.align.mlir %t.again.mlir

// ALIGN-LABEL: func.func @lm_head
// ALIGN: tensor.pad %{{.*}} low[0, 0] high[7, 0]
// ALIGN: linalg.matmul {{.*}} outs(%{{.*}} : tensor<8192x50264xbf16>)
// ALIGN: tensor.extract_slice %{{.*}}[0, 0] [8192, 50257] [1, 1]
// ALIGN-LABEL: func.func @aligned
// ALIGN-NOT: tensor.pad
// ALIGN: return
// REMARK: remark: dimtune: padded linalg.matmul 8192x50257x768 -> 8192x50264x768 (align)
// MEASURED: remark: dimtune: padded linalg.matmul 8192x50257x768 -> {{.*}} (measured): measured speed-up
// MEASURED: remark: dimtune: 128x256x4096 is not in the tuning database: falling back to policy=model
// MODEL-LABEL: func.func @lm_head
// MODEL: linalg.matmul {{.*}} -> tensor<8192x{{50264|50272|50304|50432}}xbf16>
func.func @lm_head(%x: tensor<8192x768xbf16>, %w: tensor<50257x768xbf16>) -> tensor<8192x50257xbf16> {
  %zero = arith.constant 0.0 : bf16
  %e = tensor.empty() : tensor<8192x50257xbf16>
  %c = linalg.fill ins(%zero : bf16) outs(%e : tensor<8192x50257xbf16>) -> tensor<8192x50257xbf16>
  %0 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (n, k)>, affine_map<(m, n, k) -> (m, n)>]
      ins(%x, %w : tensor<8192x768xbf16>, tensor<50257x768xbf16>) outs(%c : tensor<8192x50257xbf16>) -> tensor<8192x50257xbf16>
  return %0 : tensor<8192x50257xbf16>
}

// -----

func.func @aligned(%a: tensor<128x4096xbf16>, %b: tensor<4096x256xbf16>, %c: tensor<128x256xbf16>) -> tensor<128x256xbf16> {
  %0 = linalg.matmul ins(%a, %b : tensor<128x4096xbf16>, tensor<4096x256xbf16>) outs(%c : tensor<128x256xbf16>) -> tensor<128x256xbf16>
  return %0 : tensor<128x256xbf16>
}
