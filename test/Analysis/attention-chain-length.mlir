// How long a chain may be, and loops that no operand of a product has.
//
// 20 elementwise ops between QK^T and the softmax (casts and scalings of a
// traced graph) are a chain like any other (before: past 16 ops the walk
// stopped, and the chain was silently priced as two GEMMs); past 256 the chain
// breaks off, and a remark says so.
// RUN: %python %S/Inputs/long_chain.py 20 > %t.20.mlir
// RUN: dimtune-opt %t.20.mlir --dimtune-analyze="target=h200" --mlir-print-op-on-diagnostic=false -o /dev/null 2>&1 | FileCheck %s --check-prefix=LONG
// LONG: remark: dimtune: attention 2x4x256x256x64 bf16 on cudnn
// LONG: step: {{.*}}GEMMs 0.0 us (0%), attention {{.*}}0 memory-bound kernels)
// RUN: %python %S/Inputs/long_chain.py 300 > %t.300.mlir
// RUN: dimtune-opt %t.300.mlir --dimtune-analyze="target=h200" --mlir-print-op-on-diagnostic=false -o /dev/null 2>&1 | FileCheck %s --check-prefix=TOO-LONG
// TOO-LONG: remark: dimtune: an attention chain was found here but left to the GEMM view: it breaks off: more than 256 ops follow QK^T before a product reads its softmax
// TOO-LONG: step: {{.*}}GEMMs {{.*}}attention 0.0 us (0%, 0 chains)
//
// linalg.contract with both operands broadcast along the batch and the heads
// (Q, K and V [seq, dim]): those loops are in no operand, and linalg's
// contraction dims leave them out of every list (batch, M, N, K); the chain
// still runs over them: batch 2 and 4 heads, all of them sharing one K/V head
// (before: 1 x 1).
// RUN: dimtune-opt %s --dimtune-analyze="target=h200 report=%t.json" --mlir-print-op-on-diagnostic=false -o /dev/null 2>&1 | FileCheck %s
// RUN: %python -c "import json, sys; print([(a['batch'], a['heads'], a['kv_heads'], a['q_len'], a['kv_len']) for a in json.load(open(sys.argv[1]))['attention']])" %t.json | FileCheck %s --check-prefix=JSON
// CHECK: remark: dimtune: the attention chain's K/V are broadcast along the batch, not along a group of heads: read with as many K/V heads as the broadcast leaves (1)
// CHECK: remark: dimtune: attention 2x4/1x128x128x64 bf16 on cudnn
// JSON: [(2, 4, 1, 128, 128)]
func.func @both_broadcast(%q: tensor<128x64xbf16>, %k: tensor<128x64xbf16>, %v: tensor<128x64xbf16>) -> tensor<2x4x128x64xbf16> {
  %zero = arith.constant 0.0 : bf16
  %es = tensor.empty() : tensor<2x4x128x128xbf16>
  %fs = linalg.fill ins(%zero : bf16) outs(%es : tensor<2x4x128x128xbf16>) -> tensor<2x4x128x128xbf16>
  %s = linalg.contract indexing_maps = [affine_map<(b, h, i, j, d) -> (i, d)>, affine_map<(b, h, i, j, d) -> (j, d)>, affine_map<(b, h, i, j, d) -> (b, h, i, j)>]
      ins(%q, %k : tensor<128x64xbf16>, tensor<128x64xbf16>) outs(%fs : tensor<2x4x128x128xbf16>) -> tensor<2x4x128x128xbf16>
  %p = linalg.softmax dimension(3) ins(%s : tensor<2x4x128x128xbf16>) outs(%es : tensor<2x4x128x128xbf16>) -> tensor<2x4x128x128xbf16>
  %eo = tensor.empty() : tensor<2x4x128x64xbf16>
  %fo = linalg.fill ins(%zero : bf16) outs(%eo : tensor<2x4x128x64xbf16>) -> tensor<2x4x128x64xbf16>
  %o = linalg.contract indexing_maps = [affine_map<(b, h, i, e, j) -> (b, h, i, j)>, affine_map<(b, h, i, e, j) -> (j, e)>, affine_map<(b, h, i, e, j) -> (b, h, i, e)>]
      ins(%p, %v : tensor<2x4x128x128xbf16>, tensor<128x64xbf16>) outs(%fo : tensor<2x4x128x64xbf16>) -> tensor<2x4x128x64xbf16>
  return %o : tensor<2x4x128x64xbf16>
}
