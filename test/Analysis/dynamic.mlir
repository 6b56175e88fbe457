// RUN: dimtune-opt %s --dimtune-analyze="target=h200" -verify-diagnostics -o /dev/null
// RUN: dimtune-opt %s --dimtune-analyze="target=h200 assume-dim=4096" --mlir-print-op-on-diagnostic=false -o /dev/null 2>&1 | FileCheck %s --check-prefix=ASSUME

// Without assume-dim a dynamic size is never guessed.
// With assume-dim=4096 the remark says so, then analyses 4096x50257x768.
// ASSUME: remark: dimtune: 1 dynamic size(s) taken as assume-dim=4096
// ASSUME: remark: dimtune: linalg.matmul 4096x50257x768 bf16
func.func @dynamic_tokens(%x: tensor<?x768xbf16>, %w: tensor<768x50257xbf16>, %c: tensor<?x50257xbf16>) -> tensor<?x50257xbf16> {
  // expected-remark @+1 {{dimtune: skipped: 1 dynamic size(s); pass assume-dim=N to evaluate them at N}}
  %0 = linalg.matmul ins(%x, %w : tensor<?x768xbf16>, tensor<768x50257xbf16>) outs(%c : tensor<?x50257xbf16>) -> tensor<?x50257xbf16>
  return %0 : tensor<?x50257xbf16>
}
