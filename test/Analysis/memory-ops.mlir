// Memory-bound ops the front ends do not mark: a linalg.transpose is a strided
// copy (as PyTorch's .contiguous() of a transpose runs), a plain add an
// elementwise one of the same bytes; an op with a dynamic size is skipped with
// a remark, or priced at assume-dim=N exactly as the static op of that size.
// RUN: dimtune-opt %s --dimtune-analyze="target=h200 report=%t.json" -o /dev/null 2>&1 | FileCheck %s --check-prefix=SKIP
// SKIP: remark: dimtune: skipped: a memory-bound op with dynamic sizes; pass assume-dim=N to evaluate them at N
// RUN: dimtune-opt %s --dimtune-analyze="target=h200 report=%t.assumed.json assume-dim=4096" -o /dev/null 2>&1 | FileCheck %s --check-prefix=ASSUMED
// ASSUMED-NOT: skipped
// RUN: %python -c "import json, sys; a, b = (json.load(open(f))['other'] for f in sys.argv[1:]); print(a['kernels'], a['bytes'], round(a['by_kind']['strided'] / a['by_kind']['elementwise'], 2) > 1.5, b['kernels'], b['bytes'], round(b['by_kind']['elementwise'] / a['by_kind']['elementwise'], 6), b['by_kind']['strided'] == a['by_kind']['strided'])" %t.json %t.assumed.json | FileCheck %s
// Two 4096 x 4096 bf16 ops, 32 MiB read and 32 MiB written each; with the
// dynamic one at 4096 rows, three, the elementwise time twice the one add's.
// CHECK: 2 134217728 True 3 201326592 2.0 True
#id = affine_map<(d0, d1) -> (d0, d1)>
func.func @ops(%x: tensor<4096x4096xbf16>, %y: tensor<4096x4096xbf16>, %d: tensor<?x4096xbf16>, %e: tensor<?x4096xbf16>) -> (tensor<4096x4096xbf16>, tensor<4096x4096xbf16>, tensor<?x4096xbf16>) {
  %t = linalg.transpose ins(%x : tensor<4096x4096xbf16>) outs(%y : tensor<4096x4096xbf16>) permutation = [1, 0]
  %a = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]} ins(%x : tensor<4096x4096xbf16>) outs(%y : tensor<4096x4096xbf16>) {
  ^bb0(%in: bf16, %o: bf16):
    %r = arith.addf %in, %in : bf16
    linalg.yield %r : bf16
  } -> tensor<4096x4096xbf16>
  %b = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]} ins(%d : tensor<?x4096xbf16>) outs(%e : tensor<?x4096xbf16>) {
  ^bb0(%in: bf16, %o: bf16):
    %r = arith.addf %in, %in : bf16
    linalg.yield %r : bf16
  } -> tensor<?x4096xbf16>
  return %t, %a, %b : tensor<4096x4096xbf16>, tensor<4096x4096xbf16>, tensor<?x4096xbf16>
}
