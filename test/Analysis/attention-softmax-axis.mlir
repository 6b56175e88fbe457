// A softmax that normalizes over anything but the keys that PV reduces over
// is not attention: over the queries, over the heads. Each is left to the GEMM
// view with a remark that says why (before, each was priced as attention).
// RUN: dimtune-opt %s --dimtune-analyze="target=h200" --mlir-print-op-on-diagnostic=false -split-input-file -o /dev/null 2>&1 | FileCheck %s

// Over the queries (dimension 2 of [b, h, i, j]).
// CHECK: remark: dimtune: an attention chain was found here but left to the GEMM view: no product reduces its probabilities over the loop its softmax normalizes over
// CHECK-NOT: remark: dimtune: attention
// CHECK-COUNT-2: remark: dimtune: linalg.generic 8x256x
#q = affine_map<(b, h, i, j, d) -> (b, h, i, d)>
#k = affine_map<(b, h, i, j, d) -> (b, h, j, d)>
#s = affine_map<(b, h, i, j, d) -> (b, h, i, j)>
#p = affine_map<(b, h, i, e, j) -> (b, h, i, j)>
#v = affine_map<(b, h, i, e, j) -> (b, h, j, e)>
#o = affine_map<(b, h, i, e, j) -> (b, h, i, e)>
func.func @over_queries(%q: tensor<2x4x256x64xbf16>, %k: tensor<2x4x256x64xbf16>, %v: tensor<2x4x256x64xbf16>) -> tensor<2x4x256x64xbf16> {
  %zero = arith.constant 0.0 : bf16
  %es = tensor.empty() : tensor<2x4x256x256xbf16>
  %fs = linalg.fill ins(%zero : bf16) outs(%es : tensor<2x4x256x256xbf16>) -> tensor<2x4x256x256xbf16>
  %s = linalg.generic {indexing_maps = [#q, #k, #s], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]} ins(%q, %k : tensor<2x4x256x64xbf16>, tensor<2x4x256x64xbf16>) outs(%fs : tensor<2x4x256x256xbf16>) {
  ^bb0(%x: bf16, %y: bf16, %a: bf16):
    %m = arith.mulf %x, %y : bf16
    %r = arith.addf %a, %m : bf16
    linalg.yield %r : bf16
  } -> tensor<2x4x256x256xbf16>
  %p = linalg.softmax dimension(2) ins(%s : tensor<2x4x256x256xbf16>) outs(%es : tensor<2x4x256x256xbf16>) -> tensor<2x4x256x256xbf16>
  %eo = tensor.empty() : tensor<2x4x256x64xbf16>
  %fo = linalg.fill ins(%zero : bf16) outs(%eo : tensor<2x4x256x64xbf16>) -> tensor<2x4x256x64xbf16>
  %o = linalg.generic {indexing_maps = [#p, #v, #o], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]} ins(%p, %v : tensor<2x4x256x256xbf16>, tensor<2x4x256x64xbf16>) outs(%fo : tensor<2x4x256x64xbf16>) {
  ^bb0(%x: bf16, %y: bf16, %a: bf16):
    %m = arith.mulf %x, %y : bf16
    %r = arith.addf %a, %m : bf16
    linalg.yield %r : bf16
  } -> tensor<2x4x256x64xbf16>
  return %o : tensor<2x4x256x64xbf16>
}

// -----

// Over the heads.
// CHECK: remark: dimtune: an attention chain was found here but left to the GEMM view: its softmax normalizes over the batch or the heads, not over the keys
// CHECK-NOT: remark: dimtune: attention
// CHECK-COUNT-2: remark: dimtune: linalg.generic 8x256x
#q = affine_map<(b, h, i, j, d) -> (b, h, i, d)>
#k = affine_map<(b, h, i, j, d) -> (b, h, j, d)>
#s = affine_map<(b, h, i, j, d) -> (b, h, i, j)>
#p = affine_map<(b, h, i, e, j) -> (b, h, i, j)>
#v = affine_map<(b, h, i, e, j) -> (b, h, j, e)>
#o = affine_map<(b, h, i, e, j) -> (b, h, i, e)>
func.func @over_heads(%q: tensor<2x4x256x64xbf16>, %k: tensor<2x4x256x64xbf16>, %v: tensor<2x4x256x64xbf16>) -> tensor<2x4x256x64xbf16> {
  %zero = arith.constant 0.0 : bf16
  %es = tensor.empty() : tensor<2x4x256x256xbf16>
  %fs = linalg.fill ins(%zero : bf16) outs(%es : tensor<2x4x256x256xbf16>) -> tensor<2x4x256x256xbf16>
  %s = linalg.generic {indexing_maps = [#q, #k, #s], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]} ins(%q, %k : tensor<2x4x256x64xbf16>, tensor<2x4x256x64xbf16>) outs(%fs : tensor<2x4x256x256xbf16>) {
  ^bb0(%x: bf16, %y: bf16, %a: bf16):
    %m = arith.mulf %x, %y : bf16
    %r = arith.addf %a, %m : bf16
    linalg.yield %r : bf16
  } -> tensor<2x4x256x256xbf16>
  %p = linalg.softmax dimension(1) ins(%s : tensor<2x4x256x256xbf16>) outs(%es : tensor<2x4x256x256xbf16>) -> tensor<2x4x256x256xbf16>
  %eo = tensor.empty() : tensor<2x4x256x64xbf16>
  %fo = linalg.fill ins(%zero : bf16) outs(%eo : tensor<2x4x256x64xbf16>) -> tensor<2x4x256x64xbf16>
  %o = linalg.generic {indexing_maps = [#p, #v, #o], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]} ins(%p, %v : tensor<2x4x256x256xbf16>, tensor<2x4x256x64xbf16>) outs(%fo : tensor<2x4x256x64xbf16>) {
  ^bb0(%x: bf16, %y: bf16, %a: bf16):
    %m = arith.mulf %x, %y : bf16
    %r = arith.addf %a, %m : bf16
    linalg.yield %r : bf16
  } -> tensor<2x4x256x64xbf16>
  return %o : tensor<2x4x256x64xbf16>
}

// -----

// Over the keys: attention (the control).
// CHECK: remark: dimtune: attention 2x4x256x256x64 bf16 on cudnn
#q = affine_map<(b, h, i, j, d) -> (b, h, i, d)>
#k = affine_map<(b, h, i, j, d) -> (b, h, j, d)>
#s = affine_map<(b, h, i, j, d) -> (b, h, i, j)>
#p = affine_map<(b, h, i, e, j) -> (b, h, i, j)>
#v = affine_map<(b, h, i, e, j) -> (b, h, j, e)>
#o = affine_map<(b, h, i, e, j) -> (b, h, i, e)>
func.func @over_keys(%q: tensor<2x4x256x64xbf16>, %k: tensor<2x4x256x64xbf16>, %v: tensor<2x4x256x64xbf16>) -> tensor<2x4x256x64xbf16> {
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
  return %o : tensor<2x4x256x64xbf16>
}
