// dimtune-tune --report: each policy's column is what that policy runs, from
// the database where it measured the shape (test/Inputs/tuning-db.json: GPT-2's
// LM head on the H200), else predicted. The model column is --dimtune-pad
// policy=model's decision (PadPolicy.h: one decision for the pass, the plan and
// the report); the measured column is the analysis' fastest measured variant.
// RUN: rm -rf %t && mkdir -p %t
// RUN: dimtune-opt %s --dimtune-pad="target=h200 policy=model" --mlir-print-op-on-diagnostic=false -o /dev/null 2> %t/pad.txt
// RUN: dimtune-opt %s --dimtune-analyze="target=h200 db=%inputs/tuning-db.json" --mlir-print-op-on-diagnostic=false -o /dev/null 2> %t/analyze.txt
// RUN: dimtune-tune %s --target h200 --db %inputs/tuning-db.json --report %t/report --no-run > %t/summary.txt
// RUN: cat %t/pad.txt %t/analyze.txt %t/report.md | FileCheck %s
// RUN: FileCheck %s --check-prefix=SVG < %t/report.svg

// The pass pads the LM head and leaves the decode GEMM alone: its weight's
// copy costs more than aligning N gains.
// CHECK: remark: dimtune: padded linalg.matmul 8192x50257x768 -> [[MODEL:8192x[0-9]+x768]] (model)
// CHECK-NOT: padded linalg.matmul 4x50257x768
// CHECK: remark: dimtune: linalg.matmul 8192x50257x768 bf16: {{.*}}; measured {{[0-9.]+}} us, fastest measured [[LABEL:[a-z0-9]+]] [[MEASURED:8192x[0-9]+x768]]: [[MEASURED_US:[0-9.]+]] us
//
// The LM head, measured: align is N rounded up to a multiple of 8 (2-byte
// stride), model the pass's shape, measured the analysis' choice.
// CHECK: | problem | role | count | predicted | original | align | model | measured choice | overhead of the choice |
// CHECK: | bf16 8192x50257x768 |{{.*}}| 1 | {{[0-9.]+}} | {{[0-9.]+}} | {{[0-9.]+}} (8192x50264x768) | {{[0-9.]+}} ([[MODEL]]) | [[MEASURED_US]] ([[LABEL]] [[MEASURED]]) |
//
// Decode, not measured: align pads whatever the gain; the model keeps the
// original, so its column is the original's shape and time; the measured
// column, without a measurement, takes the model's choice.
// CHECK: | bf16 4x50257x768 |{{.*}}| 1 | {{[0-9.]+}} | [[ORIG:[0-9.]+]] | {{[0-9.]+}} (4x50264x768 (predicted)) | [[ORIG]] (4x50257x768 (predicted)) | [[ORIG]] (model 4x50257x768 (predicted)) | 0.0 |
//
// A variant the run marked invalid (its result differed, or it did not run)
// is no measurement: the align column then predicts its shape, as for a shape
// never timed.
// RUN: %python -c "import json, sys; d = json.load(open(sys.argv[1])); [v.update(valid=False) for e in d['entries'] for v in e['variants'] if v['label'] == 'align']; json.dump(d, open(sys.argv[2], 'w'))" %inputs/tuning-db.json %t/invalid-align.json
// RUN: dimtune-tune %s --target h200 --db %t/invalid-align.json --report %t/invalid --no-run > /dev/null
// RUN: FileCheck %s --check-prefix=INVALID < %t/invalid.md
// INVALID: | bf16 8192x50257x768 |{{.*}}| 1 | {{[0-9.]+}} | {{[0-9.]+}} | {{[0-9.]+}} (8192x50264x768 (predicted)) |
//
// SVG: <svg xmlns="http://www.w3.org/2000/svg"
// SVG: bf16 8192x50257x768</text>
// SVG: bf16 4x50257x768</text>
// SVG: </svg>

func.func @lm_head(%x: tensor<8192x768xbf16>, %w: tensor<50257x768xbf16>, %c: tensor<8192x50257xbf16>) -> tensor<8192x50257xbf16> {
  %0 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (n, k)>, affine_map<(m, n, k) -> (m, n)>]
      ins(%x, %w : tensor<8192x768xbf16>, tensor<50257x768xbf16>) outs(%c : tensor<8192x50257xbf16>) -> tensor<8192x50257xbf16>
  return %0 : tensor<8192x50257xbf16>
}

func.func @decode(%x: tensor<4x768xbf16>, %w: tensor<50257x768xbf16>, %c: tensor<4x50257xbf16>) -> tensor<4x50257xbf16> {
  %0 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (n, k)>, affine_map<(m, n, k) -> (m, n)>]
      ins(%x, %w : tensor<4x768xbf16>, tensor<50257x768xbf16>) outs(%c : tensor<4x50257xbf16>) -> tensor<4x50257xbf16>
  return %0 : tensor<4x50257xbf16>
}
