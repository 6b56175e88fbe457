// Grouped-query attention is a broadcast of K and V along a group of heads
// collapsed into the heads (or along the heads themselves); a broadcast along
// the batch (one K and V for every sequence) or along the keys is no grouping:
// the chain has as many K/V heads as query heads. Before, the extent of any
// broadcast dim was taken as the group size (2x16/8 for the first chain).
// RUN: dimtune-opt %s --dimtune-analyze="target=h200" --mlir-print-op-on-diagnostic=false -split-input-file -o /dev/null 2>&1 | FileCheck %s

// Along the batch: 16 K/V heads, and a remark.
// CHECK: remark: dimtune: the attention chain's K/V are broadcast along the batch, not along a group of heads: read with as many K/V heads as the broadcast leaves (16)
// CHECK: remark: dimtune: attention 2x16x512x512x64 bf16 on cudnn
#q = affine_map<(b, h, i, j, d) -> (b, h, i, d)>
#k = affine_map<(b, h, i, j, d) -> (b, h, j, d)>
#s = affine_map<(b, h, i, j, d) -> (b, h, i, j)>
#p = affine_map<(b, h, i, e, j) -> (b, h, i, j)>
#v = affine_map<(b, h, i, e, j) -> (b, h, j, e)>
#o = affine_map<(b, h, i, e, j) -> (b, h, i, e)>
func.func @along_batch(%q: tensor<2x16x512x64xbf16>, %k0: tensor<16x512x64xbf16>, %v0: tensor<16x512x64xbf16>) -> tensor<2x16x512x64xbf16> {
  %zero = arith.constant 0.0 : bf16
  %wk = tensor.empty() : tensor<2x16x512x64xbf16>
  %bk = linalg.broadcast ins(%k0 : tensor<16x512x64xbf16>) outs(%wk : tensor<2x16x512x64xbf16>) dimensions = [0]
  %wv = tensor.empty() : tensor<2x16x512x64xbf16>
  %bv = linalg.broadcast ins(%v0 : tensor<16x512x64xbf16>) outs(%wv : tensor<2x16x512x64xbf16>) dimensions = [0]
  %es = tensor.empty() : tensor<2x16x512x512xbf16>
  %fs = linalg.fill ins(%zero : bf16) outs(%es : tensor<2x16x512x512xbf16>) -> tensor<2x16x512x512xbf16>
  %s = linalg.generic {indexing_maps = [#q, #k, #s], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]} ins(%q, %bk : tensor<2x16x512x64xbf16>, tensor<2x16x512x64xbf16>) outs(%fs : tensor<2x16x512x512xbf16>) {
  ^bb0(%x: bf16, %y: bf16, %a: bf16):
    %m = arith.mulf %x, %y : bf16
    %r = arith.addf %a, %m : bf16
    linalg.yield %r : bf16
  } -> tensor<2x16x512x512xbf16>
  %p = linalg.softmax dimension(3) ins(%s : tensor<2x16x512x512xbf16>) outs(%es : tensor<2x16x512x512xbf16>) -> tensor<2x16x512x512xbf16>
  %eo = tensor.empty() : tensor<2x16x512x64xbf16>
  %fo = linalg.fill ins(%zero : bf16) outs(%eo : tensor<2x16x512x64xbf16>) -> tensor<2x16x512x64xbf16>
  %o = linalg.generic {indexing_maps = [#p, #v, #o], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]} ins(%p, %bv : tensor<2x16x512x512xbf16>, tensor<2x16x512x64xbf16>) outs(%fo : tensor<2x16x512x64xbf16>) {
  ^bb0(%x: bf16, %y: bf16, %a: bf16):
    %m = arith.mulf %x, %y : bf16
    %r = arith.addf %a, %m : bf16
    linalg.yield %r : bf16
  } -> tensor<2x16x512x64xbf16>
  return %o : tensor<2x16x512x64xbf16>
}

// -----

// Along a group of 4 collapsed into the heads: 4 K/V heads.
// CHECK-NOT: broadcast along the batch
// CHECK: remark: dimtune: attention 2x16/4x512x512x64 bf16 on cudnn
#q = affine_map<(b, h, i, j, d) -> (b, h, i, d)>
#k = affine_map<(b, h, i, j, d) -> (b, h, j, d)>
#s = affine_map<(b, h, i, j, d) -> (b, h, i, j)>
#p = affine_map<(b, h, i, e, j) -> (b, h, i, j)>
#v = affine_map<(b, h, i, e, j) -> (b, h, j, e)>
#o = affine_map<(b, h, i, e, j) -> (b, h, i, e)>
func.func @along_group(%q: tensor<2x16x512x64xbf16>, %k0: tensor<2x4x512x64xbf16>, %v0: tensor<2x4x512x64xbf16>) -> tensor<2x16x512x64xbf16> {
  %zero = arith.constant 0.0 : bf16
  %wk = tensor.empty() : tensor<2x4x4x512x64xbf16>
  %bk = linalg.broadcast ins(%k0 : tensor<2x4x512x64xbf16>) outs(%wk : tensor<2x4x4x512x64xbf16>) dimensions = [2]
  %ck = tensor.collapse_shape %bk [[0], [1, 2], [3], [4]] : tensor<2x4x4x512x64xbf16> into tensor<2x16x512x64xbf16>
  %wv = tensor.empty() : tensor<2x4x4x512x64xbf16>
  %bv = linalg.broadcast ins(%v0 : tensor<2x4x512x64xbf16>) outs(%wv : tensor<2x4x4x512x64xbf16>) dimensions = [2]
  %cv = tensor.collapse_shape %bv [[0], [1, 2], [3], [4]] : tensor<2x4x4x512x64xbf16> into tensor<2x16x512x64xbf16>
  %es = tensor.empty() : tensor<2x16x512x512xbf16>
  %fs = linalg.fill ins(%zero : bf16) outs(%es : tensor<2x16x512x512xbf16>) -> tensor<2x16x512x512xbf16>
  %s = linalg.generic {indexing_maps = [#q, #k, #s], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]} ins(%q, %ck : tensor<2x16x512x64xbf16>, tensor<2x16x512x64xbf16>) outs(%fs : tensor<2x16x512x512xbf16>) {
  ^bb0(%x: bf16, %y: bf16, %a: bf16):
    %m = arith.mulf %x, %y : bf16
    %r = arith.addf %a, %m : bf16
    linalg.yield %r : bf16
  } -> tensor<2x16x512x512xbf16>
  %p = linalg.softmax dimension(3) ins(%s : tensor<2x16x512x512xbf16>) outs(%es : tensor<2x16x512x512xbf16>) -> tensor<2x16x512x512xbf16>
  %eo = tensor.empty() : tensor<2x16x512x64xbf16>
  %fo = linalg.fill ins(%zero : bf16) outs(%eo : tensor<2x16x512x64xbf16>) -> tensor<2x16x512x64xbf16>
  %o = linalg.generic {indexing_maps = [#p, #v, #o], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]} ins(%p, %cv : tensor<2x16x512x512xbf16>, tensor<2x16x512x64xbf16>) outs(%fo : tensor<2x16x512x64xbf16>) {
  ^bb0(%x: bf16, %y: bf16, %a: bf16):
    %m = arith.mulf %x, %y : bf16
    %r = arith.addf %a, %m : bf16
    linalg.yield %r : bf16
  } -> tensor<2x16x512x64xbf16>
  return %o : tensor<2x16x512x64xbf16>
}

// -----

// Along the heads: one K/V head (multi-query).
// CHECK: remark: dimtune: attention 2x16/1x512x512x64 bf16 on cudnn
#q = affine_map<(b, h, i, j, d) -> (b, h, i, d)>
#k = affine_map<(b, h, i, j, d) -> (b, h, j, d)>
#s = affine_map<(b, h, i, j, d) -> (b, h, i, j)>
#p = affine_map<(b, h, i, e, j) -> (b, h, i, j)>
#v = affine_map<(b, h, i, e, j) -> (b, h, j, e)>
#o = affine_map<(b, h, i, e, j) -> (b, h, i, e)>
func.func @along_heads(%q: tensor<2x16x512x64xbf16>, %k0: tensor<2x512x64xbf16>, %v0: tensor<2x512x64xbf16>) -> tensor<2x16x512x64xbf16> {
  %zero = arith.constant 0.0 : bf16
  %wk = tensor.empty() : tensor<2x16x512x64xbf16>
  %bk = linalg.broadcast ins(%k0 : tensor<2x512x64xbf16>) outs(%wk : tensor<2x16x512x64xbf16>) dimensions = [1]
  %wv = tensor.empty() : tensor<2x16x512x64xbf16>
  %bv = linalg.broadcast ins(%v0 : tensor<2x512x64xbf16>) outs(%wv : tensor<2x16x512x64xbf16>) dimensions = [1]
  %es = tensor.empty() : tensor<2x16x512x512xbf16>
  %fs = linalg.fill ins(%zero : bf16) outs(%es : tensor<2x16x512x512xbf16>) -> tensor<2x16x512x512xbf16>
  %s = linalg.generic {indexing_maps = [#q, #k, #s], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]} ins(%q, %bk : tensor<2x16x512x64xbf16>, tensor<2x16x512x64xbf16>) outs(%fs : tensor<2x16x512x512xbf16>) {
  ^bb0(%x: bf16, %y: bf16, %a: bf16):
    %m = arith.mulf %x, %y : bf16
    %r = arith.addf %a, %m : bf16
    linalg.yield %r : bf16
  } -> tensor<2x16x512x512xbf16>
  %p = linalg.softmax dimension(3) ins(%s : tensor<2x16x512x512xbf16>) outs(%es : tensor<2x16x512x512xbf16>) -> tensor<2x16x512x512xbf16>
  %eo = tensor.empty() : tensor<2x16x512x64xbf16>
  %fo = linalg.fill ins(%zero : bf16) outs(%eo : tensor<2x16x512x64xbf16>) -> tensor<2x16x512x64xbf16>
  %o = linalg.generic {indexing_maps = [#p, #v, #o], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]} ins(%p, %bv : tensor<2x16x512x512xbf16>, tensor<2x16x512x64xbf16>) outs(%fo : tensor<2x16x512x64xbf16>) {
  ^bb0(%x: bf16, %y: bf16, %a: bf16):
    %m = arith.mulf %x, %y : bf16
    %r = arith.addf %a, %m : bf16
    linalg.yield %r : bf16
  } -> tensor<2x16x512x64xbf16>
  return %o : tensor<2x16x512x64xbf16>
}

// -----

// Along a dim collapsed into the keys (each key twice): no grouping.
// CHECK-NOT: broadcast along the batch
// CHECK: remark: dimtune: attention 2x16x512x512x64 bf16 on cudnn
#q = affine_map<(b, h, i, j, d) -> (b, h, i, d)>
#k = affine_map<(b, h, i, j, d) -> (b, h, j, d)>
#s = affine_map<(b, h, i, j, d) -> (b, h, i, j)>
#p = affine_map<(b, h, i, e, j) -> (b, h, i, j)>
#v = affine_map<(b, h, i, e, j) -> (b, h, j, e)>
#o = affine_map<(b, h, i, e, j) -> (b, h, i, e)>
func.func @along_keys(%q: tensor<2x16x512x64xbf16>, %k0: tensor<2x16x256x64xbf16>, %v0: tensor<2x16x256x64xbf16>) -> tensor<2x16x512x64xbf16> {
  %zero = arith.constant 0.0 : bf16
  %wk = tensor.empty() : tensor<2x16x256x2x64xbf16>
  %bk = linalg.broadcast ins(%k0 : tensor<2x16x256x64xbf16>) outs(%wk : tensor<2x16x256x2x64xbf16>) dimensions = [3]
  %ck = tensor.collapse_shape %bk [[0], [1], [2, 3], [4]] : tensor<2x16x256x2x64xbf16> into tensor<2x16x512x64xbf16>
  %wv = tensor.empty() : tensor<2x16x256x2x64xbf16>
  %bv = linalg.broadcast ins(%v0 : tensor<2x16x256x64xbf16>) outs(%wv : tensor<2x16x256x2x64xbf16>) dimensions = [3]
  %cv = tensor.collapse_shape %bv [[0], [1], [2, 3], [4]] : tensor<2x16x256x2x64xbf16> into tensor<2x16x512x64xbf16>
  %es = tensor.empty() : tensor<2x16x512x512xbf16>
  %fs = linalg.fill ins(%zero : bf16) outs(%es : tensor<2x16x512x512xbf16>) -> tensor<2x16x512x512xbf16>
  %s = linalg.generic {indexing_maps = [#q, #k, #s], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]} ins(%q, %ck : tensor<2x16x512x64xbf16>, tensor<2x16x512x64xbf16>) outs(%fs : tensor<2x16x512x512xbf16>) {
  ^bb0(%x: bf16, %y: bf16, %a: bf16):
    %m = arith.mulf %x, %y : bf16
    %r = arith.addf %a, %m : bf16
    linalg.yield %r : bf16
  } -> tensor<2x16x512x512xbf16>
  %p = linalg.softmax dimension(3) ins(%s : tensor<2x16x512x512xbf16>) outs(%es : tensor<2x16x512x512xbf16>) -> tensor<2x16x512x512xbf16>
  %eo = tensor.empty() : tensor<2x16x512x64xbf16>
  %fo = linalg.fill ins(%zero : bf16) outs(%eo : tensor<2x16x512x64xbf16>) -> tensor<2x16x512x64xbf16>
  %o = linalg.generic {indexing_maps = [#p, #v, #o], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]} ins(%p, %cv : tensor<2x16x512x512xbf16>, tensor<2x16x512x64xbf16>) outs(%fo : tensor<2x16x512x64xbf16>) {
  ^bb0(%x: bf16, %y: bf16, %a: bf16):
    %m = arith.mulf %x, %y : bf16
    %r = arith.addf %a, %m : bf16
    linalg.yield %r : bf16
  } -> tensor<2x16x512x64xbf16>
  return %o : tensor<2x16x512x64xbf16>
}
