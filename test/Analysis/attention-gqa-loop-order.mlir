// Grouped-query attention in linalg.generic form (Q [b, kv, g, i, d], K and V
// [b, kv, j, d]: K and V lack the group loop g): the same chain with its loops
// in two orders is one problem, 2 x 32 query heads over 8 K/V heads of 1024
// queries. The query loop is the one of Q and the softmax's rows that K lacks
// and that does not follow a head dim of Q, not the last such loop by position
// (which read the second function as 8192 heads of 4 queries).
// RUN: dimtune-opt %s --dimtune-analyze="target=h200 report=%t.json" --mlir-print-op-on-diagnostic=false -o /dev/null 2>&1 | FileCheck %s
// RUN: %python -c "import json, sys; print([(a['batch'], a['heads'], a['kv_heads'], a['q_len'], a['kv_len']) for a in json.load(open(sys.argv[1]))['attention']])" %t.json | FileCheck %s --check-prefix=JSON
// CHECK: remark: dimtune: attention 2x32/8x1024x1024x64 bf16 on cudnn: {{.*}} [2 chains]
// CHECK-NOT: remark: dimtune: linalg.generic
// JSON: [(2, 32, 8, 1024, 1024), (2, 32, 8, 1024, 1024)]

func.func @loops_b_kv_g_i_j_d(%q: tensor<2x8x4x1024x64xbf16>, %k: tensor<2x8x1024x64xbf16>, %v: tensor<2x8x1024x64xbf16>) -> tensor<2x8x4x1024x64xbf16> {
  %zero = arith.constant 0.0 : bf16
  %es = tensor.empty() : tensor<2x8x4x1024x1024xbf16>
  %fs = linalg.fill ins(%zero : bf16) outs(%es : tensor<2x8x4x1024x1024xbf16>) -> tensor<2x8x4x1024x1024xbf16>
  %s = linalg.generic {indexing_maps = [affine_map<(b, kv, g, i, j, d) -> (b, kv, g, i, d)>, affine_map<(b, kv, g, i, j, d) -> (b, kv, j, d)>, affine_map<(b, kv, g, i, j, d) -> (b, kv, g, i, j)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel", "reduction"]} ins(%q, %k : tensor<2x8x4x1024x64xbf16>, tensor<2x8x1024x64xbf16>) outs(%fs : tensor<2x8x4x1024x1024xbf16>) {
  ^bb0(%x: bf16, %y: bf16, %a: bf16):
    %m = arith.mulf %x, %y : bf16
    %r = arith.addf %a, %m : bf16
    linalg.yield %r : bf16
  } -> tensor<2x8x4x1024x1024xbf16>
  %p = linalg.softmax dimension(4) ins(%s : tensor<2x8x4x1024x1024xbf16>) outs(%es : tensor<2x8x4x1024x1024xbf16>) -> tensor<2x8x4x1024x1024xbf16>
  %eo = tensor.empty() : tensor<2x8x4x1024x64xbf16>
  %fo = linalg.fill ins(%zero : bf16) outs(%eo : tensor<2x8x4x1024x64xbf16>) -> tensor<2x8x4x1024x64xbf16>
  %o = linalg.generic {indexing_maps = [affine_map<(b, kv, g, i, e, j) -> (b, kv, g, i, j)>, affine_map<(b, kv, g, i, e, j) -> (b, kv, j, e)>, affine_map<(b, kv, g, i, e, j) -> (b, kv, g, i, e)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel", "reduction"]} ins(%p, %v : tensor<2x8x4x1024x1024xbf16>, tensor<2x8x1024x64xbf16>) outs(%fo : tensor<2x8x4x1024x64xbf16>) {
  ^bb0(%x: bf16, %y: bf16, %a: bf16):
    %m = arith.mulf %x, %y : bf16
    %r = arith.addf %a, %m : bf16
    linalg.yield %r : bf16
  } -> tensor<2x8x4x1024x64xbf16>
  return %o : tensor<2x8x4x1024x64xbf16>
}

// The same chain, each op's loops in another order.
func.func @loops_i_g_b_j_kv_d(%q: tensor<2x8x4x1024x64xbf16>, %k: tensor<2x8x1024x64xbf16>, %v: tensor<2x8x1024x64xbf16>) -> tensor<2x8x4x1024x64xbf16> {
  %zero = arith.constant 0.0 : bf16
  %es = tensor.empty() : tensor<2x8x4x1024x1024xbf16>
  %fs = linalg.fill ins(%zero : bf16) outs(%es : tensor<2x8x4x1024x1024xbf16>) -> tensor<2x8x4x1024x1024xbf16>
  %s = linalg.generic {indexing_maps = [affine_map<(i, g, b, j, kv, d) -> (b, kv, g, i, d)>, affine_map<(i, g, b, j, kv, d) -> (b, kv, j, d)>, affine_map<(i, g, b, j, kv, d) -> (b, kv, g, i, j)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel", "reduction"]} ins(%q, %k : tensor<2x8x4x1024x64xbf16>, tensor<2x8x1024x64xbf16>) outs(%fs : tensor<2x8x4x1024x1024xbf16>) {
  ^bb0(%x: bf16, %y: bf16, %a: bf16):
    %m = arith.mulf %x, %y : bf16
    %r = arith.addf %a, %m : bf16
    linalg.yield %r : bf16
  } -> tensor<2x8x4x1024x1024xbf16>
  %p = linalg.softmax dimension(4) ins(%s : tensor<2x8x4x1024x1024xbf16>) outs(%es : tensor<2x8x4x1024x1024xbf16>) -> tensor<2x8x4x1024x1024xbf16>
  %eo = tensor.empty() : tensor<2x8x4x1024x64xbf16>
  %fo = linalg.fill ins(%zero : bf16) outs(%eo : tensor<2x8x4x1024x64xbf16>) -> tensor<2x8x4x1024x64xbf16>
  %o = linalg.generic {indexing_maps = [affine_map<(j, e, i, kv, g, b) -> (b, kv, g, i, j)>, affine_map<(j, e, i, kv, g, b) -> (b, kv, j, e)>, affine_map<(j, e, i, kv, g, b) -> (b, kv, g, i, e)>], iterator_types = ["reduction", "parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%p, %v : tensor<2x8x4x1024x1024xbf16>, tensor<2x8x1024x64xbf16>) outs(%fo : tensor<2x8x4x1024x64xbf16>) {
  ^bb0(%x: bf16, %y: bf16, %a: bf16):
    %m = arith.mulf %x, %y : bf16
    %r = arith.addf %a, %m : bf16
    linalg.yield %r : bf16
  } -> tensor<2x8x4x1024x64xbf16>
  return %o : tensor<2x8x4x1024x64xbf16>
}
