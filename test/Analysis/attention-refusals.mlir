// The chains the reader turns down, each with the remark that says why, and
// the query told by a causal mask where Q's layout cannot tell it.
// RUN: dimtune-opt %s --dimtune-analyze="target=h200" --mlir-print-op-on-diagnostic=false -split-input-file -o /dev/null 2>&1 | FileCheck %s

// f64 has no fused kernel and no GEMM rate.
// CHECK-LABEL: remark: dimtune: an attention chain was found here but left to the GEMM view: its element type is not modelled
// CHECK-NOT: remark: dimtune: attention
// CHECK: step:
#q = affine_map<(b, h, i, j, d) -> (b, h, i, d)>
#k = affine_map<(b, h, i, j, d) -> (b, h, j, d)>
#s = affine_map<(b, h, i, j, d) -> (b, h, i, j)>
#p = affine_map<(b, h, i, e, j) -> (b, h, i, j)>
#v = affine_map<(b, h, i, e, j) -> (b, h, j, e)>
#o = affine_map<(b, h, i, e, j) -> (b, h, i, e)>
func.func @f64_chain(%q: tensor<2x4x256x64xf64>, %k: tensor<2x4x256x64xf64>, %v: tensor<2x4x256x64xf64>) -> tensor<2x4x256x64xf64> {
  %zero = arith.constant 0.0 : f64
  %es = tensor.empty() : tensor<2x4x256x256xf64>
  %fs = linalg.fill ins(%zero : f64) outs(%es : tensor<2x4x256x256xf64>) -> tensor<2x4x256x256xf64>
  %s = linalg.generic {indexing_maps = [#q, #k, #s], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]} ins(%q, %k : tensor<2x4x256x64xf64>, tensor<2x4x256x64xf64>) outs(%fs : tensor<2x4x256x256xf64>) {
  ^bb0(%x: f64, %y: f64, %a: f64):
    %m = arith.mulf %x, %y : f64
    %r = arith.addf %a, %m : f64
    linalg.yield %r : f64
  } -> tensor<2x4x256x256xf64>
  %p = linalg.softmax dimension(3) ins(%s : tensor<2x4x256x256xf64>) outs(%es : tensor<2x4x256x256xf64>) -> tensor<2x4x256x256xf64>
  %eo = tensor.empty() : tensor<2x4x256x64xf64>
  %fo = linalg.fill ins(%zero : f64) outs(%eo : tensor<2x4x256x64xf64>) -> tensor<2x4x256x64xf64>
  %o = linalg.generic {indexing_maps = [#p, #v, #o], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]} ins(%p, %v : tensor<2x4x256x256xf64>, tensor<2x4x256x64xf64>) outs(%fo : tensor<2x4x256x64xf64>) {
  ^bb0(%x: f64, %y: f64, %a: f64):
    %m = arith.mulf %x, %y : f64
    %r = arith.addf %a, %m : f64
    linalg.yield %r : f64
  } -> tensor<2x4x256x64xf64>
  return %o : tensor<2x4x256x64xf64>
}

// -----

// Q [b, x, i, h, d] against K [b, j, h, d]: x and i both sit where K has its
// keys and neither follows the head dim, so nothing in the layout says which
// is the query and which a group of heads sharing K.
// CHECK-LABEL: remark: dimtune: an attention chain was found here but left to the GEMM view: it cannot be told which of the 2 loops that Q has and K lacks is the query
// CHECK-NOT: remark: dimtune: attention
// CHECK: step:
#q = affine_map<(b, x, i, h, j, d) -> (b, x, i, h, d)>
#k = affine_map<(b, x, i, h, j, d) -> (b, j, h, d)>
#s = affine_map<(b, x, i, h, j, d) -> (b, x, i, h, j)>
#p = affine_map<(b, x, i, h, e, j) -> (b, x, i, h, j)>
#v = affine_map<(b, x, i, h, e, j) -> (b, j, h, e)>
#o = affine_map<(b, x, i, h, e, j) -> (b, x, i, h, e)>
func.func @two_rows_no_mask(%q: tensor<2x2x128x4x64xbf16>, %k: tensor<2x128x4x64xbf16>, %v: tensor<2x128x4x64xbf16>) -> tensor<2x2x128x4x64xbf16> {
  %zero = arith.constant 0.0 : bf16
  %es = tensor.empty() : tensor<2x2x128x4x128xbf16>
  %fs = linalg.fill ins(%zero : bf16) outs(%es : tensor<2x2x128x4x128xbf16>) -> tensor<2x2x128x4x128xbf16>
  %s = linalg.generic {indexing_maps = [#q, #k, #s], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel", "reduction"]} ins(%q, %k : tensor<2x2x128x4x64xbf16>, tensor<2x128x4x64xbf16>) outs(%fs : tensor<2x2x128x4x128xbf16>) {
  ^bb0(%x: bf16, %y: bf16, %a: bf16):
    %m = arith.mulf %x, %y : bf16
    %r = arith.addf %a, %m : bf16
    linalg.yield %r : bf16
  } -> tensor<2x2x128x4x128xbf16>
  %p = linalg.softmax dimension(4) ins(%s : tensor<2x2x128x4x128xbf16>) outs(%es : tensor<2x2x128x4x128xbf16>) -> tensor<2x2x128x4x128xbf16>
  %eo = tensor.empty() : tensor<2x2x128x4x64xbf16>
  %fo = linalg.fill ins(%zero : bf16) outs(%eo : tensor<2x2x128x4x64xbf16>) -> tensor<2x2x128x4x64xbf16>
  %o = linalg.generic {indexing_maps = [#p, #v, #o], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel", "reduction"]} ins(%p, %v : tensor<2x2x128x4x128xbf16>, tensor<2x128x4x64xbf16>) outs(%fo : tensor<2x2x128x4x64xbf16>) {
  ^bb0(%x: bf16, %y: bf16, %a: bf16):
    %m = arith.mulf %x, %y : bf16
    %r = arith.addf %a, %m : bf16
    linalg.yield %r : bf16
  } -> tensor<2x2x128x4x64xbf16>
  return %o : tensor<2x2x128x4x64xbf16>
}

// -----

// The same chain with key j > i masked: i is the query (128 of them), x a
// group of 2 query heads per K head (8 heads over 4 K/V heads).
// CHECK-LABEL: remark: dimtune: attention 2x8/4x128x128x64 causal bf16 on cudnn
// CHECK: step:
#q = affine_map<(b, x, i, h, j, d) -> (b, x, i, h, d)>
#k = affine_map<(b, x, i, h, j, d) -> (b, j, h, d)>
#s = affine_map<(b, x, i, h, j, d) -> (b, x, i, h, j)>
#p = affine_map<(b, x, i, h, e, j) -> (b, x, i, h, j)>
#v = affine_map<(b, x, i, h, e, j) -> (b, j, h, e)>
#o = affine_map<(b, x, i, h, e, j) -> (b, x, i, h, e)>
#e = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>
func.func @two_rows_masked_over_i(%q: tensor<2x2x128x4x64xbf16>, %k: tensor<2x128x4x64xbf16>, %v: tensor<2x128x4x64xbf16>) -> tensor<2x2x128x4x64xbf16> {
  %zero = arith.constant 0.0 : bf16
  %es = tensor.empty() : tensor<2x2x128x4x128xbf16>
  %fs = linalg.fill ins(%zero : bf16) outs(%es : tensor<2x2x128x4x128xbf16>) -> tensor<2x2x128x4x128xbf16>
  %s = linalg.generic {indexing_maps = [#q, #k, #s], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel", "reduction"]} ins(%q, %k : tensor<2x2x128x4x64xbf16>, tensor<2x128x4x64xbf16>) outs(%fs : tensor<2x2x128x4x128xbf16>) {
  ^bb0(%x: bf16, %y: bf16, %a: bf16):
    %m = arith.mulf %x, %y : bf16
    %r = arith.addf %a, %m : bf16
    linalg.yield %r : bf16
  } -> tensor<2x2x128x4x128xbf16>
  %ninf = arith.constant 0xFF80 : bf16
  %masked = linalg.generic {indexing_maps = [#e, #e], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%s : tensor<2x2x128x4x128xbf16>) outs(%es : tensor<2x2x128x4x128xbf16>) {
  ^bb0(%x: bf16, %out: bf16):
    %g = linalg.index 4 : index
    %l = linalg.index 2 : index
    %c = arith.cmpi ugt, %g, %l : index
    %y = arith.select %c, %ninf, %x : bf16
    linalg.yield %y : bf16
  } -> tensor<2x2x128x4x128xbf16>
  %p = linalg.softmax dimension(4) ins(%masked : tensor<2x2x128x4x128xbf16>) outs(%es : tensor<2x2x128x4x128xbf16>) -> tensor<2x2x128x4x128xbf16>
  %eo = tensor.empty() : tensor<2x2x128x4x64xbf16>
  %fo = linalg.fill ins(%zero : bf16) outs(%eo : tensor<2x2x128x4x64xbf16>) -> tensor<2x2x128x4x64xbf16>
  %o = linalg.generic {indexing_maps = [#p, #v, #o], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel", "reduction"]} ins(%p, %v : tensor<2x2x128x4x128xbf16>, tensor<2x128x4x64xbf16>) outs(%fo : tensor<2x2x128x4x64xbf16>) {
  ^bb0(%x: bf16, %y: bf16, %a: bf16):
    %m = arith.mulf %x, %y : bf16
    %r = arith.addf %a, %m : bf16
    linalg.yield %r : bf16
  } -> tensor<2x2x128x4x64xbf16>
  return %o : tensor<2x2x128x4x64xbf16>
}

// -----

// Masked where j > x instead: x is the query (2 of them), i 128 groups of
// heads (512 heads over 4).
// CHECK-LABEL: remark: dimtune: attention 2x512/4x2x128x64 causal bf16 on cudnn
// CHECK: step:
#q = affine_map<(b, x, i, h, j, d) -> (b, x, i, h, d)>
#k = affine_map<(b, x, i, h, j, d) -> (b, j, h, d)>
#s = affine_map<(b, x, i, h, j, d) -> (b, x, i, h, j)>
#p = affine_map<(b, x, i, h, e, j) -> (b, x, i, h, j)>
#v = affine_map<(b, x, i, h, e, j) -> (b, j, h, e)>
#o = affine_map<(b, x, i, h, e, j) -> (b, x, i, h, e)>
#e = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>
func.func @two_rows_masked_over_x(%q: tensor<2x2x128x4x64xbf16>, %k: tensor<2x128x4x64xbf16>, %v: tensor<2x128x4x64xbf16>) -> tensor<2x2x128x4x64xbf16> {
  %zero = arith.constant 0.0 : bf16
  %es = tensor.empty() : tensor<2x2x128x4x128xbf16>
  %fs = linalg.fill ins(%zero : bf16) outs(%es : tensor<2x2x128x4x128xbf16>) -> tensor<2x2x128x4x128xbf16>
  %s = linalg.generic {indexing_maps = [#q, #k, #s], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel", "reduction"]} ins(%q, %k : tensor<2x2x128x4x64xbf16>, tensor<2x128x4x64xbf16>) outs(%fs : tensor<2x2x128x4x128xbf16>) {
  ^bb0(%x: bf16, %y: bf16, %a: bf16):
    %m = arith.mulf %x, %y : bf16
    %r = arith.addf %a, %m : bf16
    linalg.yield %r : bf16
  } -> tensor<2x2x128x4x128xbf16>
  %ninf = arith.constant 0xFF80 : bf16
  %masked = linalg.generic {indexing_maps = [#e, #e], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%s : tensor<2x2x128x4x128xbf16>) outs(%es : tensor<2x2x128x4x128xbf16>) {
  ^bb0(%x: bf16, %out: bf16):
    %g = linalg.index 4 : index
    %l = linalg.index 1 : index
    %c = arith.cmpi ugt, %g, %l : index
    %y = arith.select %c, %ninf, %x : bf16
    linalg.yield %y : bf16
  } -> tensor<2x2x128x4x128xbf16>
  %p = linalg.softmax dimension(4) ins(%masked : tensor<2x2x128x4x128xbf16>) outs(%es : tensor<2x2x128x4x128xbf16>) -> tensor<2x2x128x4x128xbf16>
  %eo = tensor.empty() : tensor<2x2x128x4x64xbf16>
  %fo = linalg.fill ins(%zero : bf16) outs(%eo : tensor<2x2x128x4x64xbf16>) -> tensor<2x2x128x4x64xbf16>
  %o = linalg.generic {indexing_maps = [#p, #v, #o], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel", "reduction"]} ins(%p, %v : tensor<2x2x128x4x128xbf16>, tensor<2x128x4x64xbf16>) outs(%fo : tensor<2x2x128x4x64xbf16>) {
  ^bb0(%x: bf16, %y: bf16, %a: bf16):
    %m = arith.mulf %x, %y : bf16
    %r = arith.addf %a, %m : bf16
    linalg.yield %r : bf16
  } -> tensor<2x2x128x4x64xbf16>
  return %o : tensor<2x2x128x4x64xbf16>
}

// -----

// 2^31 heads: past the model's extents.
// CHECK-LABEL: remark: dimtune: an attention chain was found here but left to the GEMM view: sizes beyond what the model takes
// CHECK-NOT: remark: dimtune: attention
// CHECK: step:
#q = affine_map<(b, h, i, j, d) -> (b, h, i, d)>
#k = affine_map<(b, h, i, j, d) -> (b, h, j, d)>
#s = affine_map<(b, h, i, j, d) -> (b, h, i, j)>
#p = affine_map<(b, h, i, e, j) -> (b, h, i, j)>
#v = affine_map<(b, h, i, e, j) -> (b, h, j, e)>
#o = affine_map<(b, h, i, e, j) -> (b, h, i, e)>
func.func @heads_2_31(%q: tensor<1x2147483648x1x64xbf16>, %k: tensor<1x2147483648x1x64xbf16>, %v: tensor<1x2147483648x1x64xbf16>) -> tensor<1x2147483648x1x64xbf16> {
  %zero = arith.constant 0.0 : bf16
  %es = tensor.empty() : tensor<1x2147483648x1x1xbf16>
  %fs = linalg.fill ins(%zero : bf16) outs(%es : tensor<1x2147483648x1x1xbf16>) -> tensor<1x2147483648x1x1xbf16>
  %s = linalg.generic {indexing_maps = [#q, #k, #s], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]} ins(%q, %k : tensor<1x2147483648x1x64xbf16>, tensor<1x2147483648x1x64xbf16>) outs(%fs : tensor<1x2147483648x1x1xbf16>) {
  ^bb0(%x: bf16, %y: bf16, %a: bf16):
    %m = arith.mulf %x, %y : bf16
    %r = arith.addf %a, %m : bf16
    linalg.yield %r : bf16
  } -> tensor<1x2147483648x1x1xbf16>
  %p = linalg.softmax dimension(3) ins(%s : tensor<1x2147483648x1x1xbf16>) outs(%es : tensor<1x2147483648x1x1xbf16>) -> tensor<1x2147483648x1x1xbf16>
  %eo = tensor.empty() : tensor<1x2147483648x1x64xbf16>
  %fo = linalg.fill ins(%zero : bf16) outs(%eo : tensor<1x2147483648x1x64xbf16>) -> tensor<1x2147483648x1x64xbf16>
  %o = linalg.generic {indexing_maps = [#p, #v, #o], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]} ins(%p, %v : tensor<1x2147483648x1x1xbf16>, tensor<1x2147483648x1x64xbf16>) outs(%fo : tensor<1x2147483648x1x64xbf16>) {
  ^bb0(%x: bf16, %y: bf16, %a: bf16):
    %m = arith.mulf %x, %y : bf16
    %r = arith.addf %a, %m : bf16
    linalg.yield %r : bf16
  } -> tensor<1x2147483648x1x64xbf16>
  return %o : tensor<1x2147483648x1x64xbf16>
}

// -----

// 2^31 queries.
// CHECK-LABEL: remark: dimtune: an attention chain was found here but left to the GEMM view: sizes beyond what the model takes
// CHECK-NOT: remark: dimtune: attention
// CHECK: step:
#q = affine_map<(b, h, i, j, d) -> (b, h, i, d)>
#k = affine_map<(b, h, i, j, d) -> (b, h, j, d)>
#s = affine_map<(b, h, i, j, d) -> (b, h, i, j)>
#p = affine_map<(b, h, i, e, j) -> (b, h, i, j)>
#v = affine_map<(b, h, i, e, j) -> (b, h, j, e)>
#o = affine_map<(b, h, i, e, j) -> (b, h, i, e)>
func.func @queries_2_31(%q: tensor<1x1x2147483648x64xbf16>, %k: tensor<1x1x16x64xbf16>, %v: tensor<1x1x16x64xbf16>) -> tensor<1x1x2147483648x64xbf16> {
  %zero = arith.constant 0.0 : bf16
  %es = tensor.empty() : tensor<1x1x2147483648x16xbf16>
  %fs = linalg.fill ins(%zero : bf16) outs(%es : tensor<1x1x2147483648x16xbf16>) -> tensor<1x1x2147483648x16xbf16>
  %s = linalg.generic {indexing_maps = [#q, #k, #s], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]} ins(%q, %k : tensor<1x1x2147483648x64xbf16>, tensor<1x1x16x64xbf16>) outs(%fs : tensor<1x1x2147483648x16xbf16>) {
  ^bb0(%x: bf16, %y: bf16, %a: bf16):
    %m = arith.mulf %x, %y : bf16
    %r = arith.addf %a, %m : bf16
    linalg.yield %r : bf16
  } -> tensor<1x1x2147483648x16xbf16>
  %p = linalg.softmax dimension(3) ins(%s : tensor<1x1x2147483648x16xbf16>) outs(%es : tensor<1x1x2147483648x16xbf16>) -> tensor<1x1x2147483648x16xbf16>
  %eo = tensor.empty() : tensor<1x1x2147483648x64xbf16>
  %fo = linalg.fill ins(%zero : bf16) outs(%eo : tensor<1x1x2147483648x64xbf16>) -> tensor<1x1x2147483648x64xbf16>
  %o = linalg.generic {indexing_maps = [#p, #v, #o], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]} ins(%p, %v : tensor<1x1x2147483648x16xbf16>, tensor<1x1x16x64xbf16>) outs(%fo : tensor<1x1x2147483648x64xbf16>) {
  ^bb0(%x: bf16, %y: bf16, %a: bf16):
    %m = arith.mulf %x, %y : bf16
    %r = arith.addf %a, %m : bf16
    linalg.yield %r : bf16
  } -> tensor<1x1x2147483648x64xbf16>
  return %o : tensor<1x1x2147483648x64xbf16>
}

// -----

// The probabilities also feed a product over the heads (neither P V nor the
// backward's P^T dO): no fused kernel writes it, so all three stay GEMMs.
// CHECK-LABEL: remark: dimtune: an attention chain was found here but left to the GEMM view: its probabilities also feed a product that is neither P V nor the backward's P^T dO (which reduces over the queries)
// CHECK-NOT: remark: dimtune: attention
// CHECK-COUNT-3: remark: dimtune: linalg.generic
// CHECK: step:
#q = affine_map<(b, h, i, j, d) -> (b, h, i, d)>
#k = affine_map<(b, h, i, j, d) -> (b, h, j, d)>
#s = affine_map<(b, h, i, j, d) -> (b, h, i, j)>
#p = affine_map<(b, h, i, e, j) -> (b, h, i, j)>
#v = affine_map<(b, h, i, e, j) -> (b, h, j, e)>
#o = affine_map<(b, h, i, e, j) -> (b, h, i, e)>
func.func @probabilities_summed_over_heads(%q: tensor<2x4x256x64xbf16>, %k: tensor<2x4x256x64xbf16>, %v: tensor<2x4x256x64xbf16>, %w: tensor<2x4x64xbf16>) -> tensor<2x4x256x64xbf16> {
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
  %er = tensor.empty() : tensor<2x256x256x64xbf16>
  %fr = linalg.fill ins(%zero : bf16) outs(%er : tensor<2x256x256x64xbf16>) -> tensor<2x256x256x64xbf16>
  %overheads = linalg.generic {indexing_maps = [affine_map<(b, i, j, e, h) -> (b, h, i, j)>, affine_map<(b, i, j, e, h) -> (b, h, e)>, affine_map<(b, i, j, e, h) -> (b, i, j, e)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]} ins(%p, %w : tensor<2x4x256x256xbf16>, tensor<2x4x64xbf16>) outs(%fr : tensor<2x256x256x64xbf16>) {
  ^bb0(%x: bf16, %y: bf16, %a: bf16):
    %m = arith.mulf %x, %y : bf16
    %r = arith.addf %a, %m : bf16
    linalg.yield %r : bf16
  } -> tensor<2x256x256x64xbf16>
  return %o : tensor<2x4x256x64xbf16>
}

// -----

// What PV reads must be the probabilities, at most scaled, converted or
// dropped out: P + 1 is not, so no fused kernel computes the chain (two GEMMs).
// CHECK-NOT: remark: dimtune: attention
// CHECK-COUNT-2: remark: dimtune: linalg.generic
// CHECK: step:
#pe = affine_map<(b, h, i, j) -> (b, h, i, j)>
#q = affine_map<(b, h, i, j, d) -> (b, h, i, d)>
#k = affine_map<(b, h, i, j, d) -> (b, h, j, d)>
#s = affine_map<(b, h, i, j, d) -> (b, h, i, j)>
#p = affine_map<(b, h, i, e, j) -> (b, h, i, j)>
#v = affine_map<(b, h, i, e, j) -> (b, h, j, e)>
#o = affine_map<(b, h, i, e, j) -> (b, h, i, e)>
func.func @probabilities_plus_one(%q: tensor<2x4x256x64xbf16>, %k: tensor<2x4x256x64xbf16>, %v: tensor<2x4x256x64xbf16>) -> tensor<2x4x256x64xbf16> {
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
  %p2 = linalg.generic {indexing_maps = [#pe, #pe], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%p : tensor<2x4x256x256xbf16>) outs(%es : tensor<2x4x256x256xbf16>) {
  ^bb0(%x: bf16, %out: bf16):
    %one = arith.constant 1.0 : bf16
    %y = arith.addf %x, %one : bf16
    linalg.yield %y : bf16
  } -> tensor<2x4x256x256xbf16>
  %eo = tensor.empty() : tensor<2x4x256x64xbf16>
  %fo = linalg.fill ins(%zero : bf16) outs(%eo : tensor<2x4x256x64xbf16>) -> tensor<2x4x256x64xbf16>
  %o = linalg.generic {indexing_maps = [#p, #v, #o], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]} ins(%p2, %v : tensor<2x4x256x256xbf16>, tensor<2x4x256x64xbf16>) outs(%fo : tensor<2x4x256x64xbf16>) {
  ^bb0(%x: bf16, %y: bf16, %a: bf16):
    %m = arith.mulf %x, %y : bf16
    %r = arith.addf %a, %m : bf16
    linalg.yield %r : bf16
  } -> tensor<2x4x256x64xbf16>
  return %o : tensor<2x4x256x64xbf16>
}

// -----

// Nor are probabilities zeroed where they are small (a select on a condition of
// the probabilities themselves).
// CHECK-NOT: remark: dimtune: attention
// CHECK-COUNT-2: remark: dimtune: linalg.generic
// CHECK: step:
#pe = affine_map<(b, h, i, j) -> (b, h, i, j)>
#q = affine_map<(b, h, i, j, d) -> (b, h, i, d)>
#k = affine_map<(b, h, i, j, d) -> (b, h, j, d)>
#s = affine_map<(b, h, i, j, d) -> (b, h, i, j)>
#p = affine_map<(b, h, i, e, j) -> (b, h, i, j)>
#v = affine_map<(b, h, i, e, j) -> (b, h, j, e)>
#o = affine_map<(b, h, i, e, j) -> (b, h, i, e)>
func.func @probabilities_thresholded(%q: tensor<2x4x256x64xbf16>, %k: tensor<2x4x256x64xbf16>, %v: tensor<2x4x256x64xbf16>) -> tensor<2x4x256x64xbf16> {
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
  %p2 = linalg.generic {indexing_maps = [#pe, #pe], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%p : tensor<2x4x256x256xbf16>) outs(%es : tensor<2x4x256x256xbf16>) {
  ^bb0(%x: bf16, %out: bf16):
    %t = arith.constant 0.1 : bf16
    %z = arith.constant 0.0 : bf16
    %c = arith.cmpf ogt, %x, %t : bf16
    %y = arith.select %c, %x, %z : bf16
    linalg.yield %y : bf16
  } -> tensor<2x4x256x256xbf16>
  %eo = tensor.empty() : tensor<2x4x256x64xbf16>
  %fo = linalg.fill ins(%zero : bf16) outs(%eo : tensor<2x4x256x64xbf16>) -> tensor<2x4x256x64xbf16>
  %o = linalg.generic {indexing_maps = [#p, #v, #o], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]} ins(%p2, %v : tensor<2x4x256x256xbf16>, tensor<2x4x256x64xbf16>) outs(%fo : tensor<2x4x256x64xbf16>) {
  ^bb0(%x: bf16, %y: bf16, %a: bf16):
    %m = arith.mulf %x, %y : bf16
    %r = arith.addf %a, %m : bf16
    linalg.yield %r : bf16
  } -> tensor<2x4x256x64xbf16>
  return %o : tensor<2x4x256x64xbf16>
}

// -----

// Dropout (a select on a mask of its own, and the 1/(1-p) scale) passes them on:
// attention, the dropout absorbed into the kernel.
// CHECK: remark: dimtune: attention 2x4x256x256x64 bf16 on cudnn
// CHECK-NOT: remark: dimtune: linalg.generic
// CHECK: step:
#pe = affine_map<(b, h, i, j) -> (b, h, i, j)>
#q = affine_map<(b, h, i, j, d) -> (b, h, i, d)>
#k = affine_map<(b, h, i, j, d) -> (b, h, j, d)>
#s = affine_map<(b, h, i, j, d) -> (b, h, i, j)>
#p = affine_map<(b, h, i, e, j) -> (b, h, i, j)>
#v = affine_map<(b, h, i, e, j) -> (b, h, j, e)>
#o = affine_map<(b, h, i, e, j) -> (b, h, i, e)>
func.func @probabilities_dropped_out(%q: tensor<2x4x256x64xbf16>, %k: tensor<2x4x256x64xbf16>, %v: tensor<2x4x256x64xbf16>, %keepmask: tensor<2x4x256x256xi1>) -> tensor<2x4x256x64xbf16> {
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
  %p2 = linalg.generic {indexing_maps = [#pe, #pe, #pe], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%p, %keepmask : tensor<2x4x256x256xbf16>, tensor<2x4x256x256xi1>) outs(%es : tensor<2x4x256x256xbf16>) {
  ^bb0(%x: bf16, %keep: i1, %out: bf16):
    %scale = arith.constant 1.25 : bf16
    %z = arith.constant 0.0 : bf16
    %d = arith.mulf %x, %scale : bf16
    %y = arith.select %keep, %d, %z : bf16
    linalg.yield %y : bf16
  } -> tensor<2x4x256x256xbf16>
  %eo = tensor.empty() : tensor<2x4x256x64xbf16>
  %fo = linalg.fill ins(%zero : bf16) outs(%eo : tensor<2x4x256x64xbf16>) -> tensor<2x4x256x64xbf16>
  %o = linalg.generic {indexing_maps = [#p, #v, #o], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]} ins(%p2, %v : tensor<2x4x256x256xbf16>, tensor<2x4x256x64xbf16>) outs(%fo : tensor<2x4x256x64xbf16>) {
  ^bb0(%x: bf16, %y: bf16, %a: bf16):
    %m = arith.mulf %x, %y : bf16
    %r = arith.addf %a, %m : bf16
    linalg.yield %r : bf16
  } -> tensor<2x4x256x64xbf16>
  return %o : tensor<2x4x256x64xbf16>
}
