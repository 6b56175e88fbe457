// With MLIR's remark engine on, dimtune's remarks are structured: passed,
// missed (with the reason) and analysis remarks in category "dimtune", named,
// with their figures as arguments; nothing is printed as plain text then.
// RUN: dimtune-opt %s --dimtune-analyze="target=h100" --remarks-filter=dimtune --remark-format=yaml --remarks-output-file=%t.analyze.yaml -o /dev/null 2>&1 | count 0
// RUN: FileCheck %s --check-prefix=ANALYZE < %t.analyze.yaml
// RUN: dimtune-opt %s --dimtune-pad="target=h100 policy=align" --remarks-filter=dimtune --remark-format=yaml --remarks-output-file=%t.pad.yaml -o /dev/null 2>&1 | count 0
// RUN: FileCheck %s --check-prefix=PAD < %t.pad.yaml
// Only the kinds a filter names: missed ones alone.
// RUN: dimtune-opt %s --dimtune-pad="target=h100 policy=align" --remarks-filter-missed=dimtune --remark-format=yaml --remarks-output-file=%t.missed.yaml -o /dev/null
// RUN: FileCheck %s --check-prefix=MISSED < %t.missed.yaml
// Without the engine: the same remarks as text.
// RUN: dimtune-opt %s --dimtune-pad="target=h100 policy=align" -o /dev/null --mlir-print-op-on-diagnostic=false 2>&1 | FileCheck %s --check-prefix=TEXT

// ANALYZE:      --- !Analysis
// ANALYZE-NEXT: Pass: 'dimtune:analyze'
// ANALYZE-NEXT: Name: GemmCost
// ANALYZE:        - Remark: 'linalg.matmul 4096x50257x768 bf16: {{.*}}misaligned
// ANALYZE-NEXT:   - batch: '1'
// ANALYZE-NEXT:   - m: '4096'
// ANALYZE-NEXT:   - n: '50257'
// ANALYZE-NEXT:   - k: '768'
// ANALYZE-NEXT:   - dtype: bf16
// ANALYZE-NEXT:   - sites: '1'
// ANALYZE-NEXT:   - predicted_us: '{{[0-9.]+}}'
// ANALYZE-NEXT:   - padding_speedup: '{{[2-9]\.[0-9]+}}'
// ANALYZE:      Name: GemmCost
// ANALYZE:        - k: '1008'
// ANALYZE:      --- !Analysis
// ANALYZE-NEXT: Pass: 'dimtune:analyze'
// ANALYZE-NEXT: Name: StepTime
// ANALYZE:        - step_us: '{{[0-9.]+}}'
// ANALYZE-NEXT:   - gemm_us: '{{[0-9.]+}}'
// ANALYZE-NEXT:   - attention_us: '0'
// ANALYZE-NEXT:   - other_us: '0'
// ANALYZE-NEXT:   - padded_step_us: '{{[0-9.]+}}'
// ANALYZE:      --- !Analysis
// ANALYZE-NEXT: Pass: 'dimtune:analyze'
// ANALYZE-NEXT: Name: StepRun
// ANALYZE:        - Remark: 'as it runs (eager, sustained clock): {{.*}}'
// ANALYZE-NEXT:   - run_us: '{{[0-9.]+}}'
// ANALYZE-NEXT:   - sm_clock_mhz: '{{[0-9.]+}}'
// ANALYZE-NEXT:   - gpu_busy_share: '{{[0-9.]+}}'

// PAD:      --- !Passed
// PAD-NEXT: Pass: 'dimtune:pad'
// PAD-NEXT: Name: Padded
// PAD:        - Remark: 'padded linalg.matmul 4096x50257x768 -> 4096x50264x768 (align){{.*}}'
// PAD-NEXT:   - m: '4096'
// PAD-NEXT:   - n: '50257'
// PAD-NEXT:   - k: '768'
// PAD-NEXT:   - padded_m: '4096'
// PAD-NEXT:   - padded_n: '50264'
// PAD-NEXT:   - padded_k: '768'
// PAD-NEXT:   - speedup: '{{[0-9.]+}}'
// PAD:      --- !Missed
// PAD-NEXT: Pass: 'dimtune:pad'
// PAD-NEXT: Name: NotPadded
// PAD:        - Remark: 'not padded: a misaligned stride belongs to several collapsed loops'

// MISSED-NOT: !Passed
// MISSED-NOT: !Analysis
// MISSED:     --- !Missed
// MISSED:     Name: NotPadded
// MISSED-NOT: !Passed

// TEXT: remark: dimtune: padded linalg.matmul 4096x50257x768 -> 4096x50264x768 (align)
// TEXT: remark: dimtune: not padded: a misaligned stride belongs to several collapsed loops

func.func @lm_head(%x: tensor<4096x768xbf16>, %w: tensor<768x50257xbf16>, %y: tensor<4096x50257xbf16>) -> tensor<4096x50257xbf16> {
  %0 = linalg.matmul ins(%x, %w : tensor<4096x768xbf16>, tensor<768x50257xbf16>) outs(%y : tensor<4096x50257xbf16>) -> tensor<4096x50257xbf16>
  return %0 : tensor<4096x50257xbf16>
}

// K is two collapsed loops (h, d), d misaligned: the rewrite reports why it
// does not pad, and the reason reaches the missed remark.
func.func @collapsed(%x: tensor<64x16x63xbf16>, %w: tensor<16x63x64xbf16>, %y: tensor<64x64xbf16>) -> tensor<64x64xbf16> {
  %0 = linalg.contract indexing_maps = [affine_map<(s, e, h, d) -> (s, h, d)>, affine_map<(s, e, h, d) -> (h, d, e)>, affine_map<(s, e, h, d) -> (s, e)>]
      ins(%x, %w : tensor<64x16x63xbf16>, tensor<16x63x64xbf16>) outs(%y : tensor<64x64xbf16>) -> tensor<64x64xbf16>
  return %0 : tensor<64x64xbf16>
}
