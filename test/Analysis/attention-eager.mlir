// Attention a model writes out itself runs in eager PyTorch as its GEMMs and
// kernels of their own, never fused: a front end marks its products
// dimtune.eager_attention (dimtune.trace does for a matmul-softmax-matmul not
// run by SDPA). Marked, the chain QK^T -> scale -> softmax -> PV is no
// attention problem: a remark on each product says why, both are priced as
// GEMMs and the scale and softmax as memory-bound kernels, nothing dropped and
// nothing counted twice. The same chain unmarked (@fused) stays one fused
// attention problem, its four ops priced with it; with only PV marked
// (@context_marked) no chain forms.
// RUN: dimtune-opt %s --dimtune-analyze="target=h200 report=%t.json" --mlir-print-op-on-diagnostic=false -o /dev/null 2>&1 | FileCheck %s
// RUN: %python -c "import json, sys; r = json.load(open(sys.argv[1])); print('gemms', sorted(g['loc'] for g in r['gemms']), 'attention', [a['loc'] for a in r['attention']], 'other', r['other']['kernels'])" %t.json | FileCheck %s --check-prefix=JSON
// CHECK: remark: loc("eager.qk"): dimtune: a product of eager attention (dimtune.eager_attention): priced as a GEMM, as eager PyTorch runs it, never fused into an attention kernel
// CHECK-NEXT: remark: loc("eager.pv"): dimtune: a product of eager attention (dimtune.eager_attention): priced as a GEMM, as eager PyTorch runs it, never fused into an attention kernel
// CHECK-NEXT: remark: loc("half.pv"): dimtune: a product of eager attention
// CHECK-NOT: a product of eager attention
// CHECK: remark: loc("fused.qk"): dimtune: attention 2x4x256x256x64 bf16
// CHECK: remark: loc("eager.qk"): dimtune: linalg.generic 8x256x256x64 bf16
// CHECK: remark: loc("eager.pv"): dimtune: linalg.generic 8x256x64x256 bf16
// CHECK: 1 chains on {{.*}} 4 memory-bound kernels
// JSON: gemms ['eager.pv', 'eager.qk', 'half.pv', 'half.qk'] attention ['fused.qk'] other 4{{$}}

#q = affine_map<(b, h, i, j, d) -> (b, h, i, d)>
#k = affine_map<(b, h, i, j, d) -> (b, h, j, d)>
#s = affine_map<(b, h, i, j, d) -> (b, h, i, j)>
#p = affine_map<(b, h, i, e, j) -> (b, h, i, j)>
#v = affine_map<(b, h, i, e, j) -> (b, h, j, e)>
#o = affine_map<(b, h, i, e, j) -> (b, h, i, e)>
#e4 = affine_map<(b, h, i, j) -> (b, h, i, j)>
func.func @eager(%q: tensor<2x4x256x64xbf16>, %k: tensor<2x4x256x64xbf16>, %v: tensor<2x4x256x64xbf16>) -> tensor<2x4x256x64xbf16> {
  %zero = arith.constant 0.0 : bf16
  %scale = arith.constant 0.125 : bf16
  %es = tensor.empty() : tensor<2x4x256x256xbf16>
  %fs = linalg.fill ins(%zero : bf16) outs(%es : tensor<2x4x256x256xbf16>) -> tensor<2x4x256x256xbf16>
  %s = linalg.generic {indexing_maps = [#q, #k, #s], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]} ins(%q, %k : tensor<2x4x256x64xbf16>, tensor<2x4x256x64xbf16>) outs(%fs : tensor<2x4x256x256xbf16>) attrs = {dimtune.eager_attention} {
  ^bb0(%x: bf16, %y: bf16, %a: bf16):
    %m = arith.mulf %x, %y : bf16
    %r = arith.addf %a, %m : bf16
    linalg.yield %r : bf16
  } -> tensor<2x4x256x256xbf16> loc("eager.qk")
  %scaled = linalg.generic {indexing_maps = [#e4, #e4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%s : tensor<2x4x256x256xbf16>) outs(%es : tensor<2x4x256x256xbf16>) {
  ^bb0(%x: bf16, %o: bf16):
    %m = arith.mulf %x, %scale : bf16
    linalg.yield %m : bf16
  } -> tensor<2x4x256x256xbf16>
  %p = linalg.softmax dimension(3) ins(%scaled : tensor<2x4x256x256xbf16>) outs(%es : tensor<2x4x256x256xbf16>) -> tensor<2x4x256x256xbf16>
  %eo = tensor.empty() : tensor<2x4x256x64xbf16>
  %fo = linalg.fill ins(%zero : bf16) outs(%eo : tensor<2x4x256x64xbf16>) -> tensor<2x4x256x64xbf16>
  %out = linalg.generic {indexing_maps = [#p, #v, #o], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]} ins(%p, %v : tensor<2x4x256x256xbf16>, tensor<2x4x256x64xbf16>) outs(%fo : tensor<2x4x256x64xbf16>) attrs = {dimtune.eager_attention} {
  ^bb0(%x: bf16, %y: bf16, %a: bf16):
    %m = arith.mulf %x, %y : bf16
    %r = arith.addf %a, %m : bf16
    linalg.yield %r : bf16
  } -> tensor<2x4x256x64xbf16> loc("eager.pv")
  return %out : tensor<2x4x256x64xbf16>
}

func.func @fused(%q: tensor<2x4x256x64xbf16>, %k: tensor<2x4x256x64xbf16>, %v: tensor<2x4x256x64xbf16>) -> tensor<2x4x256x64xbf16> {
  %zero = arith.constant 0.0 : bf16
  %scale = arith.constant 0.125 : bf16
  %es = tensor.empty() : tensor<2x4x256x256xbf16>
  %fs = linalg.fill ins(%zero : bf16) outs(%es : tensor<2x4x256x256xbf16>) -> tensor<2x4x256x256xbf16>
  %s = linalg.generic {indexing_maps = [#q, #k, #s], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]} ins(%q, %k : tensor<2x4x256x64xbf16>, tensor<2x4x256x64xbf16>) outs(%fs : tensor<2x4x256x256xbf16>) {
  ^bb0(%x: bf16, %y: bf16, %a: bf16):
    %m = arith.mulf %x, %y : bf16
    %r = arith.addf %a, %m : bf16
    linalg.yield %r : bf16
  } -> tensor<2x4x256x256xbf16> loc("fused.qk")
  %scaled = linalg.generic {indexing_maps = [#e4, #e4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%s : tensor<2x4x256x256xbf16>) outs(%es : tensor<2x4x256x256xbf16>) {
  ^bb0(%x: bf16, %o: bf16):
    %m = arith.mulf %x, %scale : bf16
    linalg.yield %m : bf16
  } -> tensor<2x4x256x256xbf16>
  %p = linalg.softmax dimension(3) ins(%scaled : tensor<2x4x256x256xbf16>) outs(%es : tensor<2x4x256x256xbf16>) -> tensor<2x4x256x256xbf16>
  %eo = tensor.empty() : tensor<2x4x256x64xbf16>
  %fo = linalg.fill ins(%zero : bf16) outs(%eo : tensor<2x4x256x64xbf16>) -> tensor<2x4x256x64xbf16>
  %out = linalg.generic {indexing_maps = [#p, #v, #o], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]} ins(%p, %v : tensor<2x4x256x256xbf16>, tensor<2x4x256x64xbf16>) outs(%fo : tensor<2x4x256x64xbf16>) {
  ^bb0(%x: bf16, %y: bf16, %a: bf16):
    %m = arith.mulf %x, %y : bf16
    %r = arith.addf %a, %m : bf16
    linalg.yield %r : bf16
  } -> tensor<2x4x256x64xbf16> loc("fused.pv")
  return %out : tensor<2x4x256x64xbf16>
}

// Only PV marked: it is claimed before any chain is read, so QK^T finds no
// product of its probabilities and no chain forms; both are GEMMs.
func.func @context_marked(%q: tensor<2x4x256x64xbf16>, %k: tensor<2x4x256x64xbf16>, %v: tensor<2x4x256x64xbf16>) -> tensor<2x4x256x64xbf16> {
  %zero = arith.constant 0.0 : bf16
  %scale = arith.constant 0.125 : bf16
  %es = tensor.empty() : tensor<2x4x256x256xbf16>
  %fs = linalg.fill ins(%zero : bf16) outs(%es : tensor<2x4x256x256xbf16>) -> tensor<2x4x256x256xbf16>
  %s = linalg.generic {indexing_maps = [#q, #k, #s], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]} ins(%q, %k : tensor<2x4x256x64xbf16>, tensor<2x4x256x64xbf16>) outs(%fs : tensor<2x4x256x256xbf16>) {
  ^bb0(%x: bf16, %y: bf16, %a: bf16):
    %m = arith.mulf %x, %y : bf16
    %r = arith.addf %a, %m : bf16
    linalg.yield %r : bf16
  } -> tensor<2x4x256x256xbf16> loc("half.qk")
  %scaled = linalg.generic {indexing_maps = [#e4, #e4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%s : tensor<2x4x256x256xbf16>) outs(%es : tensor<2x4x256x256xbf16>) {
  ^bb0(%x: bf16, %o: bf16):
    %m = arith.mulf %x, %scale : bf16
    linalg.yield %m : bf16
  } -> tensor<2x4x256x256xbf16>
  %p = linalg.softmax dimension(3) ins(%scaled : tensor<2x4x256x256xbf16>) outs(%es : tensor<2x4x256x256xbf16>) -> tensor<2x4x256x256xbf16>
  %eo = tensor.empty() : tensor<2x4x256x64xbf16>
  %fo = linalg.fill ins(%zero : bf16) outs(%eo : tensor<2x4x256x64xbf16>) -> tensor<2x4x256x64xbf16>
  %out = linalg.generic {indexing_maps = [#p, #v, #o], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]} ins(%p, %v : tensor<2x4x256x256xbf16>, tensor<2x4x256x64xbf16>) outs(%fo : tensor<2x4x256x64xbf16>) attrs = {dimtune.eager_attention} {
  ^bb0(%x: bf16, %y: bf16, %a: bf16):
    %m = arith.mulf %x, %y : bf16
    %r = arith.addf %a, %m : bf16
    linalg.yield %r : bf16
  } -> tensor<2x4x256x64xbf16> loc("half.pv")
  return %out : tensor<2x4x256x64xbf16>
}
