// Two forward products of one softmax (P V and P V2, both over the keys) are
// not attention with a backward: a fused kernel writes one output, and a
// backward product of P (dV = P^T dO) reduces over the queries. The chain is
// left to the GEMM view, with a remark, its three products priced as GEMMs and
// no backward anywhere. Before, P V2 was taken as dV: bwd_us on a module
// without a backward, and P V2 missing from the GEMMs.
// RUN: dimtune-opt %s --dimtune-analyze="target=h200 report=%t.json" --mlir-print-op-on-diagnostic=false -split-input-file -o /dev/null 2>&1 | FileCheck %s
// RUN: %python -c "import json, sys; r = json.load(open(sys.argv[1])); print(len(r['gemms']), [a['bwd_us'] for a in r['attention']])" %t.json | FileCheck %s --check-prefix=JSON
// JSON: 3 []
// CHECK: remark: dimtune: an attention chain was found here but left to the GEMM view: its probabilities feed 2 products over the keys (P V and another): a fused kernel writes one
// CHECK-NOT: remark: dimtune: attention
// CHECK: remark: dimtune: linalg.generic 8x256x256x64
// CHECK: remark: dimtune: linalg.generic 8x256x64x256 {{.*}} [2 GEMMs]

#q = affine_map<(b, h, i, j, d) -> (b, h, i, d)>
#k = affine_map<(b, h, i, j, d) -> (b, h, j, d)>
#s = affine_map<(b, h, i, j, d) -> (b, h, i, j)>
#p = affine_map<(b, h, i, e, j) -> (b, h, i, j)>
#v = affine_map<(b, h, i, e, j) -> (b, h, j, e)>
#o = affine_map<(b, h, i, e, j) -> (b, h, i, e)>
func.func @two_outputs(%q: tensor<2x4x256x64xbf16>, %k: tensor<2x4x256x64xbf16>, %v: tensor<2x4x256x64xbf16>, %v2: tensor<2x4x256x64xbf16>) -> tensor<2x4x256x64xbf16> {
  %zero = arith.constant 0.0 : bf16
  %es = tensor.empty() : tensor<2x4x256x256xbf16>
  %fs = linalg.fill ins(%zero : bf16) outs(%es : tensor<2x4x256x256xbf16>) -> tensor<2x4x256x256xbf16>
  %s = linalg.generic {indexing_maps = [#q, #k, #s], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]} ins(%q, %k : tensor<2x4x256x64xbf16>, tensor<2x4x256x64xbf16>) outs(%fs : tensor<2x4x256x256xbf16>) {
  ^bb0(%x: bf16, %y: bf16, %a: bf16):
    %m = arith.mulf %x, %y : bf16
    %r = arith.addf %a, %m : bf16
    linalg.yield %r : bf16
  } -> tensor<2x4x256x256xbf16>
  %p = linalg.softmax dimension(3) ins(%s : tensor<2x4x256x256xbf16>) outs(%es : tensor<2x4x256x256xbf16>) -> tensor<2x4x256x256xbf16>
  %eo = tensor.empty() : tensor<2x4x256x64xbf16>
  %fo = linalg.fill ins(%zero : bf16) outs(%eo : tensor<2x4x256x64xbf16>) -> tensor<2x4x256x64xbf16>
  %o = linalg.generic {indexing_maps = [#p, #v, #o], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]} ins(%p, %v : tensor<2x4x256x256xbf16>, tensor<2x4x256x64xbf16>) outs(%fo : tensor<2x4x256x64xbf16>) {
  ^bb0(%x: bf16, %y: bf16, %a: bf16):
    %m = arith.mulf %x, %y : bf16
    %r = arith.addf %a, %m : bf16
    linalg.yield %r : bf16
  } -> tensor<2x4x256x64xbf16>
  %o2 = linalg.generic {indexing_maps = [#p, #v, #o], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]} ins(%p, %v2 : tensor<2x4x256x256xbf16>, tensor<2x4x256x64xbf16>) outs(%fo : tensor<2x4x256x64xbf16>) {
  ^bb0(%x: bf16, %y: bf16, %a: bf16):
    %m = arith.mulf %x, %y : bf16
    %r = arith.addf %a, %m : bf16
    linalg.yield %r : bf16
  } -> tensor<2x4x256x64xbf16>
  %sum = linalg.add ins(%o, %o2 : tensor<2x4x256x64xbf16>, tensor<2x4x256x64xbf16>) outs(%eo : tensor<2x4x256x64xbf16>) -> tensor<2x4x256x64xbf16>
  return %sum : tensor<2x4x256x64xbf16>
}
