// RUN: dimtune-opt %s --dimtune-analyze="target=h100" --mlir-print-op-on-diagnostic=false -split-input-file -o /dev/null 2>&1 | FileCheck %s

// Attention scores: batch (b*heads) x s x s x head_dim, K transposed.
// CHECK-LABEL: remark: dimtune: linalg.batch_matmul 96x1024x1024x64 bf16
// CHECK-SAME: aligned
func.func @scores(%q: tensor<96x1024x64xbf16>, %k: tensor<96x1024x64xbf16>, %c: tensor<96x1024x1024xbf16>) -> tensor<96x1024x1024xbf16> {
  %0 = linalg.batch_matmul indexing_maps = [affine_map<(b, m, n, k) -> (b, m, k)>, affine_map<(b, m, n, k) -> (b, n, k)>, affine_map<(b, m, n, k) -> (b, m, n)>]
      ins(%q, %k : tensor<96x1024x64xbf16>, tensor<96x1024x64xbf16>) outs(%c : tensor<96x1024x1024xbf16>) -> tensor<96x1024x1024xbf16>
  return %0 : tensor<96x1024x1024xbf16>
}

// -----

// A head dim of 80 with 25 heads (GPT-2 XL's 1600/25 = 64; here 2000/25): the
// batch is never padded, only m, n, k. The pad pass, asked to take its best
// candidate whatever the gain, keeps the 25 batches. (The analysis' suggestion
// names m, n and k only: a check on it could not see the batch.)
// CHECK-LABEL: remark: dimtune: linalg.batch_matmul 25x1000x80x1000 f16
// RUN: dimtune-opt %s --dimtune-pad="target=h100 policy=model min-speedup=0.0001 max-overhead=1.0" --mlir-print-op-on-diagnostic=false -split-input-file 2>&1 >/dev/null | FileCheck %s --check-prefix=PAD
// PAD: remark: dimtune: padded linalg.batch_matmul 25x1000x80x1000 -> 25x{{[0-9]+}}x{{[0-9]+}}x{{[0-9]+}} (model)
func.func @context(%p: tensor<25x1000x1000xf16>, %v: tensor<25x1000x80xf16>, %c: tensor<25x1000x80xf16>) -> tensor<25x1000x80xf16> {
  %0 = linalg.batch_matmul ins(%p, %v : tensor<25x1000x1000xf16>, tensor<25x1000x80xf16>) outs(%c : tensor<25x1000x80xf16>) -> tensor<25x1000x80xf16>
  return %0 : tensor<25x1000x80xf16>
}

// -----

// batch_reduce_matmul sums over the batch: it is a reduction dim, so batch is
// 1 and K is batch * k.
// CHECK-LABEL: remark: dimtune: linalg.batch_reduce_matmul 512x512x2048 bf16
func.func @batch_reduce(%a: tensor<4x512x512xbf16>, %b: tensor<4x512x512xbf16>, %c: tensor<512x512xf32>) -> tensor<512x512xf32> {
  %0 = linalg.batch_reduce_matmul ins(%a, %b : tensor<4x512x512xbf16>, tensor<4x512x512xbf16>) outs(%c : tensor<512x512xf32>) -> tensor<512x512xf32>
  return %0 : tensor<512x512xf32>
}
