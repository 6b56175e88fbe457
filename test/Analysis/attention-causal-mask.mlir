// A mask computed from the loop indices is causal only as key > query masked
// out (j > i over the key and query loops, however the comparison is
// written); any other comparison of loop indices is an explicit mask, priced
// as one, with a remark. Before, any comparison of two indices was causal.
// RUN: dimtune-opt %s --dimtune-analyze="target=h200" --mlir-print-op-on-diagnostic=false -split-input-file -o /dev/null 2>&1 | FileCheck %s

// j > i masked: causal.
// CHECK-NOT: mask compares
// CHECK: remark: dimtune: attention 2x4x256x256x64 causal bf16 on cudnn
#q = affine_map<(b, h, i, j, d) -> (b, h, i, d)>
#k = affine_map<(b, h, i, j, d) -> (b, h, j, d)>
#s = affine_map<(b, h, i, j, d) -> (b, h, i, j)>
#p = affine_map<(b, h, i, e, j) -> (b, h, i, j)>
#v = affine_map<(b, h, i, e, j) -> (b, h, j, e)>
#o = affine_map<(b, h, i, e, j) -> (b, h, i, e)>
#e = affine_map<(b, h, i, j) -> (b, h, i, j)>
func.func @key_after_query(%q: tensor<2x4x256x64xbf16>, %k: tensor<2x4x256x64xbf16>, %v: tensor<2x4x256x64xbf16>) -> tensor<2x4x256x64xbf16> {
  %zero = arith.constant 0.0 : bf16
  %ninf = arith.constant 0xFF80 : bf16
  %es = tensor.empty() : tensor<2x4x256x256xbf16>
  %fs = linalg.fill ins(%zero : bf16) outs(%es : tensor<2x4x256x256xbf16>) -> tensor<2x4x256x256xbf16>
  %s = linalg.generic {indexing_maps = [#q, #k, #s], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]} ins(%q, %k : tensor<2x4x256x64xbf16>, tensor<2x4x256x64xbf16>) outs(%fs : tensor<2x4x256x256xbf16>) {
  ^bb0(%x: bf16, %y: bf16, %a: bf16):
    %m = arith.mulf %x, %y : bf16
    %r = arith.addf %a, %m : bf16
    linalg.yield %r : bf16
  } -> tensor<2x4x256x256xbf16>
  %masked = linalg.generic {indexing_maps = [#e, #e], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%s : tensor<2x4x256x256xbf16>) outs(%es : tensor<2x4x256x256xbf16>) {
  ^bb0(%x: bf16, %out: bf16):
    %b = linalg.index 0 : index
    %h = linalg.index 1 : index
    %i = linalg.index 2 : index
    %j = linalg.index 3 : index
    %c = arith.cmpi ugt, %j, %i : index
    %y = arith.select %c, %ninf, %x : bf16
    linalg.yield %y : bf16
  } -> tensor<2x4x256x256xbf16>
  %p = linalg.softmax dimension(3) ins(%masked : tensor<2x4x256x256xbf16>) outs(%es : tensor<2x4x256x256xbf16>) -> tensor<2x4x256x256xbf16>
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

// i < j masked, signed: causal.
// CHECK-NOT: mask compares
// CHECK: remark: dimtune: attention 2x4x256x256x64 causal bf16 on cudnn
#q = affine_map<(b, h, i, j, d) -> (b, h, i, d)>
#k = affine_map<(b, h, i, j, d) -> (b, h, j, d)>
#s = affine_map<(b, h, i, j, d) -> (b, h, i, j)>
#p = affine_map<(b, h, i, e, j) -> (b, h, i, j)>
#v = affine_map<(b, h, i, e, j) -> (b, h, j, e)>
#o = affine_map<(b, h, i, e, j) -> (b, h, i, e)>
#e = affine_map<(b, h, i, j) -> (b, h, i, j)>
func.func @query_before_key(%q: tensor<2x4x256x64xbf16>, %k: tensor<2x4x256x64xbf16>, %v: tensor<2x4x256x64xbf16>) -> tensor<2x4x256x64xbf16> {
  %zero = arith.constant 0.0 : bf16
  %ninf = arith.constant 0xFF80 : bf16
  %es = tensor.empty() : tensor<2x4x256x256xbf16>
  %fs = linalg.fill ins(%zero : bf16) outs(%es : tensor<2x4x256x256xbf16>) -> tensor<2x4x256x256xbf16>
  %s = linalg.generic {indexing_maps = [#q, #k, #s], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]} ins(%q, %k : tensor<2x4x256x64xbf16>, tensor<2x4x256x64xbf16>) outs(%fs : tensor<2x4x256x256xbf16>) {
  ^bb0(%x: bf16, %y: bf16, %a: bf16):
    %m = arith.mulf %x, %y : bf16
    %r = arith.addf %a, %m : bf16
    linalg.yield %r : bf16
  } -> tensor<2x4x256x256xbf16>
  %masked = linalg.generic {indexing_maps = [#e, #e], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%s : tensor<2x4x256x256xbf16>) outs(%es : tensor<2x4x256x256xbf16>) {
  ^bb0(%x: bf16, %out: bf16):
    %b = linalg.index 0 : index
    %h = linalg.index 1 : index
    %i = linalg.index 2 : index
    %j = linalg.index 3 : index
    %c = arith.cmpi slt, %i, %j : index
    %y = arith.select %c, %ninf, %x : bf16
    linalg.yield %y : bf16
  } -> tensor<2x4x256x256xbf16>
  %p = linalg.softmax dimension(3) ins(%masked : tensor<2x4x256x256xbf16>) outs(%es : tensor<2x4x256x256xbf16>) -> tensor<2x4x256x256xbf16>
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

// j <= i kept: causal.
// CHECK-NOT: mask compares
// CHECK: remark: dimtune: attention 2x4x256x256x64 causal bf16 on cudnn
#q = affine_map<(b, h, i, j, d) -> (b, h, i, d)>
#k = affine_map<(b, h, i, j, d) -> (b, h, j, d)>
#s = affine_map<(b, h, i, j, d) -> (b, h, i, j)>
#p = affine_map<(b, h, i, e, j) -> (b, h, i, j)>
#v = affine_map<(b, h, i, e, j) -> (b, h, j, e)>
#o = affine_map<(b, h, i, e, j) -> (b, h, i, e)>
#e = affine_map<(b, h, i, j) -> (b, h, i, j)>
func.func @keep_key_up_to_query(%q: tensor<2x4x256x64xbf16>, %k: tensor<2x4x256x64xbf16>, %v: tensor<2x4x256x64xbf16>) -> tensor<2x4x256x64xbf16> {
  %zero = arith.constant 0.0 : bf16
  %ninf = arith.constant 0xFF80 : bf16
  %es = tensor.empty() : tensor<2x4x256x256xbf16>
  %fs = linalg.fill ins(%zero : bf16) outs(%es : tensor<2x4x256x256xbf16>) -> tensor<2x4x256x256xbf16>
  %s = linalg.generic {indexing_maps = [#q, #k, #s], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]} ins(%q, %k : tensor<2x4x256x64xbf16>, tensor<2x4x256x64xbf16>) outs(%fs : tensor<2x4x256x256xbf16>) {
  ^bb0(%x: bf16, %y: bf16, %a: bf16):
    %m = arith.mulf %x, %y : bf16
    %r = arith.addf %a, %m : bf16
    linalg.yield %r : bf16
  } -> tensor<2x4x256x256xbf16>
  %masked = linalg.generic {indexing_maps = [#e, #e], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%s : tensor<2x4x256x256xbf16>) outs(%es : tensor<2x4x256x256xbf16>) {
  ^bb0(%x: bf16, %out: bf16):
    %b = linalg.index 0 : index
    %h = linalg.index 1 : index
    %i = linalg.index 2 : index
    %j = linalg.index 3 : index
    %c = arith.cmpi ule, %j, %i : index
    %y = arith.select %c, %x, %ninf : bf16
    linalg.yield %y : bf16
  } -> tensor<2x4x256x256xbf16>
  %p = linalg.softmax dimension(3) ins(%masked : tensor<2x4x256x256xbf16>) outs(%es : tensor<2x4x256x256xbf16>) -> tensor<2x4x256x256xbf16>
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

// x + (j > i ? -inf : 0), on i64 indices: causal.
// CHECK-NOT: mask compares
// CHECK: remark: dimtune: attention 2x4x256x256x64 causal bf16 on cudnn
#q = affine_map<(b, h, i, j, d) -> (b, h, i, d)>
#k = affine_map<(b, h, i, j, d) -> (b, h, j, d)>
#s = affine_map<(b, h, i, j, d) -> (b, h, i, j)>
#p = affine_map<(b, h, i, e, j) -> (b, h, i, j)>
#v = affine_map<(b, h, i, e, j) -> (b, h, j, e)>
#o = affine_map<(b, h, i, e, j) -> (b, h, i, e)>
#e = affine_map<(b, h, i, j) -> (b, h, i, j)>
func.func @additive(%q: tensor<2x4x256x64xbf16>, %k: tensor<2x4x256x64xbf16>, %v: tensor<2x4x256x64xbf16>) -> tensor<2x4x256x64xbf16> {
  %zero = arith.constant 0.0 : bf16
  %ninf = arith.constant 0xFF80 : bf16
  %es = tensor.empty() : tensor<2x4x256x256xbf16>
  %fs = linalg.fill ins(%zero : bf16) outs(%es : tensor<2x4x256x256xbf16>) -> tensor<2x4x256x256xbf16>
  %s = linalg.generic {indexing_maps = [#q, #k, #s], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]} ins(%q, %k : tensor<2x4x256x64xbf16>, tensor<2x4x256x64xbf16>) outs(%fs : tensor<2x4x256x256xbf16>) {
  ^bb0(%x: bf16, %y: bf16, %a: bf16):
    %m = arith.mulf %x, %y : bf16
    %r = arith.addf %a, %m : bf16
    linalg.yield %r : bf16
  } -> tensor<2x4x256x256xbf16>
  %masked = linalg.generic {indexing_maps = [#e, #e], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%s : tensor<2x4x256x256xbf16>) outs(%es : tensor<2x4x256x256xbf16>) {
  ^bb0(%x: bf16, %out: bf16):
    %b = linalg.index 0 : index
    %h = linalg.index 1 : index
    %i = linalg.index 2 : index
    %j = linalg.index 3 : index
    %ii = arith.index_cast %i : index to i64
    %jj = arith.index_cast %j : index to i64
    %c = arith.cmpi sgt, %jj, %ii : i64
    %bias = arith.select %c, %ninf, %zero : bf16
    %y = arith.addf %x, %bias : bf16
    linalg.yield %y : bf16
  } -> tensor<2x4x256x256xbf16>
  %p = linalg.softmax dimension(3) ins(%masked : tensor<2x4x256x256xbf16>) outs(%es : tensor<2x4x256x256xbf16>) -> tensor<2x4x256x256xbf16>
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

// j > i + 4096: not the causal pattern.
// CHECK: remark: dimtune: the attention chain's mask compares loop indices other than as key > query: priced as an explicit mask
// CHECK: remark: dimtune: attention 2x4x256x256x64 masked bf16 on cudnn
#q = affine_map<(b, h, i, j, d) -> (b, h, i, d)>
#k = affine_map<(b, h, i, j, d) -> (b, h, j, d)>
#s = affine_map<(b, h, i, j, d) -> (b, h, i, j)>
#p = affine_map<(b, h, i, e, j) -> (b, h, i, j)>
#v = affine_map<(b, h, i, e, j) -> (b, h, j, e)>
#o = affine_map<(b, h, i, e, j) -> (b, h, i, e)>
#e = affine_map<(b, h, i, j) -> (b, h, i, j)>
func.func @offset(%q: tensor<2x4x256x64xbf16>, %k: tensor<2x4x256x64xbf16>, %v: tensor<2x4x256x64xbf16>) -> tensor<2x4x256x64xbf16> {
  %zero = arith.constant 0.0 : bf16
  %ninf = arith.constant 0xFF80 : bf16
  %es = tensor.empty() : tensor<2x4x256x256xbf16>
  %fs = linalg.fill ins(%zero : bf16) outs(%es : tensor<2x4x256x256xbf16>) -> tensor<2x4x256x256xbf16>
  %s = linalg.generic {indexing_maps = [#q, #k, #s], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]} ins(%q, %k : tensor<2x4x256x64xbf16>, tensor<2x4x256x64xbf16>) outs(%fs : tensor<2x4x256x256xbf16>) {
  ^bb0(%x: bf16, %y: bf16, %a: bf16):
    %m = arith.mulf %x, %y : bf16
    %r = arith.addf %a, %m : bf16
    linalg.yield %r : bf16
  } -> tensor<2x4x256x256xbf16>
  %masked = linalg.generic {indexing_maps = [#e, #e], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%s : tensor<2x4x256x256xbf16>) outs(%es : tensor<2x4x256x256xbf16>) {
  ^bb0(%x: bf16, %out: bf16):
    %b = linalg.index 0 : index
    %h = linalg.index 1 : index
    %i = linalg.index 2 : index
    %j = linalg.index 3 : index
    %c4096 = arith.constant 4096 : index
    %shifted = arith.addi %i, %c4096 : index
    %c = arith.cmpi ugt, %j, %shifted : index
    %y = arith.select %c, %ninf, %x : bf16
    linalg.yield %y : bf16
  } -> tensor<2x4x256x256xbf16>
  %p = linalg.softmax dimension(3) ins(%masked : tensor<2x4x256x256xbf16>) outs(%es : tensor<2x4x256x256xbf16>) -> tensor<2x4x256x256xbf16>
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

// j == i: not causal.
// CHECK: remark: dimtune: the attention chain's mask compares loop indices other than as key > query: priced as an explicit mask
// CHECK: remark: dimtune: attention 2x4x256x256x64 masked bf16 on cudnn
#q = affine_map<(b, h, i, j, d) -> (b, h, i, d)>
#k = affine_map<(b, h, i, j, d) -> (b, h, j, d)>
#s = affine_map<(b, h, i, j, d) -> (b, h, i, j)>
#p = affine_map<(b, h, i, e, j) -> (b, h, i, j)>
#v = affine_map<(b, h, i, e, j) -> (b, h, j, e)>
#o = affine_map<(b, h, i, e, j) -> (b, h, i, e)>
#e = affine_map<(b, h, i, j) -> (b, h, i, j)>
func.func @diagonal(%q: tensor<2x4x256x64xbf16>, %k: tensor<2x4x256x64xbf16>, %v: tensor<2x4x256x64xbf16>) -> tensor<2x4x256x64xbf16> {
  %zero = arith.constant 0.0 : bf16
  %ninf = arith.constant 0xFF80 : bf16
  %es = tensor.empty() : tensor<2x4x256x256xbf16>
  %fs = linalg.fill ins(%zero : bf16) outs(%es : tensor<2x4x256x256xbf16>) -> tensor<2x4x256x256xbf16>
  %s = linalg.generic {indexing_maps = [#q, #k, #s], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]} ins(%q, %k : tensor<2x4x256x64xbf16>, tensor<2x4x256x64xbf16>) outs(%fs : tensor<2x4x256x256xbf16>) {
  ^bb0(%x: bf16, %y: bf16, %a: bf16):
    %m = arith.mulf %x, %y : bf16
    %r = arith.addf %a, %m : bf16
    linalg.yield %r : bf16
  } -> tensor<2x4x256x256xbf16>
  %masked = linalg.generic {indexing_maps = [#e, #e], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%s : tensor<2x4x256x256xbf16>) outs(%es : tensor<2x4x256x256xbf16>) {
  ^bb0(%x: bf16, %out: bf16):
    %b = linalg.index 0 : index
    %h = linalg.index 1 : index
    %i = linalg.index 2 : index
    %j = linalg.index 3 : index
    %c = arith.cmpi eq, %j, %i : index
    %y = arith.select %c, %ninf, %x : bf16
    linalg.yield %y : bf16
  } -> tensor<2x4x256x256xbf16>
  %p = linalg.softmax dimension(3) ins(%masked : tensor<2x4x256x256xbf16>) outs(%es : tensor<2x4x256x256xbf16>) -> tensor<2x4x256x256xbf16>
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

// the batch index against the head index: not causal.
// CHECK: remark: dimtune: the attention chain's mask compares loop indices other than as key > query: priced as an explicit mask
// CHECK: remark: dimtune: attention 2x4x256x256x64 masked bf16 on cudnn
#q = affine_map<(b, h, i, j, d) -> (b, h, i, d)>
#k = affine_map<(b, h, i, j, d) -> (b, h, j, d)>
#s = affine_map<(b, h, i, j, d) -> (b, h, i, j)>
#p = affine_map<(b, h, i, e, j) -> (b, h, i, j)>
#v = affine_map<(b, h, i, e, j) -> (b, h, j, e)>
#o = affine_map<(b, h, i, e, j) -> (b, h, i, e)>
#e = affine_map<(b, h, i, j) -> (b, h, i, j)>
func.func @batch_equals_head(%q: tensor<2x4x256x64xbf16>, %k: tensor<2x4x256x64xbf16>, %v: tensor<2x4x256x64xbf16>) -> tensor<2x4x256x64xbf16> {
  %zero = arith.constant 0.0 : bf16
  %ninf = arith.constant 0xFF80 : bf16
  %es = tensor.empty() : tensor<2x4x256x256xbf16>
  %fs = linalg.fill ins(%zero : bf16) outs(%es : tensor<2x4x256x256xbf16>) -> tensor<2x4x256x256xbf16>
  %s = linalg.generic {indexing_maps = [#q, #k, #s], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]} ins(%q, %k : tensor<2x4x256x64xbf16>, tensor<2x4x256x64xbf16>) outs(%fs : tensor<2x4x256x256xbf16>) {
  ^bb0(%x: bf16, %y: bf16, %a: bf16):
    %m = arith.mulf %x, %y : bf16
    %r = arith.addf %a, %m : bf16
    linalg.yield %r : bf16
  } -> tensor<2x4x256x256xbf16>
  %masked = linalg.generic {indexing_maps = [#e, #e], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%s : tensor<2x4x256x256xbf16>) outs(%es : tensor<2x4x256x256xbf16>) {
  ^bb0(%x: bf16, %out: bf16):
    %b = linalg.index 0 : index
    %h = linalg.index 1 : index
    %i = linalg.index 2 : index
    %j = linalg.index 3 : index
    %c = arith.cmpi eq, %b, %h : index
    %y = arith.select %c, %ninf, %x : bf16
    linalg.yield %y : bf16
  } -> tensor<2x4x256x256xbf16>
  %p = linalg.softmax dimension(3) ins(%masked : tensor<2x4x256x256xbf16>) outs(%es : tensor<2x4x256x256xbf16>) -> tensor<2x4x256x256xbf16>
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

// b > h: two loops that are not the keys and the queries.
// CHECK: remark: dimtune: the attention chain's mask compares loop indices other than as key > query: priced as an explicit mask
// CHECK: remark: dimtune: attention 2x4x256x256x64 masked bf16 on cudnn
#q = affine_map<(b, h, i, j, d) -> (b, h, i, d)>
#k = affine_map<(b, h, i, j, d) -> (b, h, j, d)>
#s = affine_map<(b, h, i, j, d) -> (b, h, i, j)>
#p = affine_map<(b, h, i, e, j) -> (b, h, i, j)>
#v = affine_map<(b, h, i, e, j) -> (b, h, j, e)>
#o = affine_map<(b, h, i, e, j) -> (b, h, i, e)>
#e = affine_map<(b, h, i, j) -> (b, h, i, j)>
func.func @batch_after_head(%q: tensor<2x4x256x64xbf16>, %k: tensor<2x4x256x64xbf16>, %v: tensor<2x4x256x64xbf16>) -> tensor<2x4x256x64xbf16> {
  %zero = arith.constant 0.0 : bf16
  %ninf = arith.constant 0xFF80 : bf16
  %es = tensor.empty() : tensor<2x4x256x256xbf16>
  %fs = linalg.fill ins(%zero : bf16) outs(%es : tensor<2x4x256x256xbf16>) -> tensor<2x4x256x256xbf16>
  %s = linalg.generic {indexing_maps = [#q, #k, #s], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]} ins(%q, %k : tensor<2x4x256x64xbf16>, tensor<2x4x256x64xbf16>) outs(%fs : tensor<2x4x256x256xbf16>) {
  ^bb0(%x: bf16, %y: bf16, %a: bf16):
    %m = arith.mulf %x, %y : bf16
    %r = arith.addf %a, %m : bf16
    linalg.yield %r : bf16
  } -> tensor<2x4x256x256xbf16>
  %masked = linalg.generic {indexing_maps = [#e, #e], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%s : tensor<2x4x256x256xbf16>) outs(%es : tensor<2x4x256x256xbf16>) {
  ^bb0(%x: bf16, %out: bf16):
    %b = linalg.index 0 : index
    %h = linalg.index 1 : index
    %i = linalg.index 2 : index
    %j = linalg.index 3 : index
    %c = arith.cmpi ugt, %b, %h : index
    %y = arith.select %c, %ninf, %x : bf16
    linalg.yield %y : bf16
  } -> tensor<2x4x256x256xbf16>
  %p = linalg.softmax dimension(3) ins(%masked : tensor<2x4x256x256xbf16>) outs(%es : tensor<2x4x256x256xbf16>) -> tensor<2x4x256x256xbf16>
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

// j >= i masked (the diagonal too): not causal.
// CHECK: remark: dimtune: the attention chain's mask compares loop indices other than as key > query: priced as an explicit mask
// CHECK: remark: dimtune: attention 2x4x256x256x64 masked bf16 on cudnn
#q = affine_map<(b, h, i, j, d) -> (b, h, i, d)>
#k = affine_map<(b, h, i, j, d) -> (b, h, j, d)>
#s = affine_map<(b, h, i, j, d) -> (b, h, i, j)>
#p = affine_map<(b, h, i, e, j) -> (b, h, i, j)>
#v = affine_map<(b, h, i, e, j) -> (b, h, j, e)>
#o = affine_map<(b, h, i, e, j) -> (b, h, i, e)>
#e = affine_map<(b, h, i, j) -> (b, h, i, j)>
func.func @key_from_query_on(%q: tensor<2x4x256x64xbf16>, %k: tensor<2x4x256x64xbf16>, %v: tensor<2x4x256x64xbf16>) -> tensor<2x4x256x64xbf16> {
  %zero = arith.constant 0.0 : bf16
  %ninf = arith.constant 0xFF80 : bf16
  %es = tensor.empty() : tensor<2x4x256x256xbf16>
  %fs = linalg.fill ins(%zero : bf16) outs(%es : tensor<2x4x256x256xbf16>) -> tensor<2x4x256x256xbf16>
  %s = linalg.generic {indexing_maps = [#q, #k, #s], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]} ins(%q, %k : tensor<2x4x256x64xbf16>, tensor<2x4x256x64xbf16>) outs(%fs : tensor<2x4x256x256xbf16>) {
  ^bb0(%x: bf16, %y: bf16, %a: bf16):
    %m = arith.mulf %x, %y : bf16
    %r = arith.addf %a, %m : bf16
    linalg.yield %r : bf16
  } -> tensor<2x4x256x256xbf16>
  %masked = linalg.generic {indexing_maps = [#e, #e], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%s : tensor<2x4x256x256xbf16>) outs(%es : tensor<2x4x256x256xbf16>) {
  ^bb0(%x: bf16, %out: bf16):
    %b = linalg.index 0 : index
    %h = linalg.index 1 : index
    %i = linalg.index 2 : index
    %j = linalg.index 3 : index
    %c = arith.cmpi uge, %j, %i : index
    %y = arith.select %c, %ninf, %x : bf16
    linalg.yield %y : bf16
  } -> tensor<2x4x256x256xbf16>
  %p = linalg.softmax dimension(3) ins(%masked : tensor<2x4x256x256xbf16>) outs(%es : tensor<2x4x256x256xbf16>) -> tensor<2x4x256x256xbf16>
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

// i > j masked (the past): not causal.
// CHECK: remark: dimtune: the attention chain's mask compares loop indices other than as key > query: priced as an explicit mask
// CHECK: remark: dimtune: attention 2x4x256x256x64 masked bf16 on cudnn
#q = affine_map<(b, h, i, j, d) -> (b, h, i, d)>
#k = affine_map<(b, h, i, j, d) -> (b, h, j, d)>
#s = affine_map<(b, h, i, j, d) -> (b, h, i, j)>
#p = affine_map<(b, h, i, e, j) -> (b, h, i, j)>
#v = affine_map<(b, h, i, e, j) -> (b, h, j, e)>
#o = affine_map<(b, h, i, e, j) -> (b, h, i, e)>
#e = affine_map<(b, h, i, j) -> (b, h, i, j)>
func.func @query_after_key(%q: tensor<2x4x256x64xbf16>, %k: tensor<2x4x256x64xbf16>, %v: tensor<2x4x256x64xbf16>) -> tensor<2x4x256x64xbf16> {
  %zero = arith.constant 0.0 : bf16
  %ninf = arith.constant 0xFF80 : bf16
  %es = tensor.empty() : tensor<2x4x256x256xbf16>
  %fs = linalg.fill ins(%zero : bf16) outs(%es : tensor<2x4x256x256xbf16>) -> tensor<2x4x256x256xbf16>
  %s = linalg.generic {indexing_maps = [#q, #k, #s], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]} ins(%q, %k : tensor<2x4x256x64xbf16>, tensor<2x4x256x64xbf16>) outs(%fs : tensor<2x4x256x256xbf16>) {
  ^bb0(%x: bf16, %y: bf16, %a: bf16):
    %m = arith.mulf %x, %y : bf16
    %r = arith.addf %a, %m : bf16
    linalg.yield %r : bf16
  } -> tensor<2x4x256x256xbf16>
  %masked = linalg.generic {indexing_maps = [#e, #e], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%s : tensor<2x4x256x256xbf16>) outs(%es : tensor<2x4x256x256xbf16>) {
  ^bb0(%x: bf16, %out: bf16):
    %b = linalg.index 0 : index
    %h = linalg.index 1 : index
    %i = linalg.index 2 : index
    %j = linalg.index 3 : index
    %c = arith.cmpi ugt, %i, %j : index
    %y = arith.select %c, %ninf, %x : bf16
    linalg.yield %y : bf16
  } -> tensor<2x4x256x256xbf16>
  %p = linalg.softmax dimension(3) ins(%masked : tensor<2x4x256x256xbf16>) outs(%es : tensor<2x4x256x256xbf16>) -> tensor<2x4x256x256xbf16>
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

// a sliding window (j > i or i - j > 64): not causal.
// CHECK: remark: dimtune: the attention chain's mask compares loop indices other than as key > query: priced as an explicit mask
// CHECK: remark: dimtune: attention 2x4x256x256x64 masked bf16 on cudnn
#q = affine_map<(b, h, i, j, d) -> (b, h, i, d)>
#k = affine_map<(b, h, i, j, d) -> (b, h, j, d)>
#s = affine_map<(b, h, i, j, d) -> (b, h, i, j)>
#p = affine_map<(b, h, i, e, j) -> (b, h, i, j)>
#v = affine_map<(b, h, i, e, j) -> (b, h, j, e)>
#o = affine_map<(b, h, i, e, j) -> (b, h, i, e)>
#e = affine_map<(b, h, i, j) -> (b, h, i, j)>
func.func @window(%q: tensor<2x4x256x64xbf16>, %k: tensor<2x4x256x64xbf16>, %v: tensor<2x4x256x64xbf16>) -> tensor<2x4x256x64xbf16> {
  %zero = arith.constant 0.0 : bf16
  %ninf = arith.constant 0xFF80 : bf16
  %es = tensor.empty() : tensor<2x4x256x256xbf16>
  %fs = linalg.fill ins(%zero : bf16) outs(%es : tensor<2x4x256x256xbf16>) -> tensor<2x4x256x256xbf16>
  %s = linalg.generic {indexing_maps = [#q, #k, #s], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]} ins(%q, %k : tensor<2x4x256x64xbf16>, tensor<2x4x256x64xbf16>) outs(%fs : tensor<2x4x256x256xbf16>) {
  ^bb0(%x: bf16, %y: bf16, %a: bf16):
    %m = arith.mulf %x, %y : bf16
    %r = arith.addf %a, %m : bf16
    linalg.yield %r : bf16
  } -> tensor<2x4x256x256xbf16>
  %masked = linalg.generic {indexing_maps = [#e, #e], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%s : tensor<2x4x256x256xbf16>) outs(%es : tensor<2x4x256x256xbf16>) {
  ^bb0(%x: bf16, %out: bf16):
    %b = linalg.index 0 : index
    %h = linalg.index 1 : index
    %i = linalg.index 2 : index
    %j = linalg.index 3 : index
    %c64 = arith.constant 64 : index
    %later = arith.cmpi ugt, %j, %i : index
    %back = arith.subi %i, %j : index
    %far = arith.cmpi ugt, %back, %c64 : index
    %c = arith.ori %later, %far : i1
    %y = arith.select %c, %ninf, %x : bf16
    linalg.yield %y : bf16
  } -> tensor<2x4x256x256xbf16>
  %p = linalg.softmax dimension(3) ins(%masked : tensor<2x4x256x256xbf16>) outs(%es : tensor<2x4x256x256xbf16>) -> tensor<2x4x256x256xbf16>
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

// j > i masked and also j + 64 < i (a sliding window of 64 keys on top of the
// causal mask): not the causal mask alone, an explicit one.
// CHECK: remark: dimtune: the attention chain's mask compares loop indices other than as key > query: priced as an explicit mask
// CHECK: remark: dimtune: attention 2x4x256x256x64 masked bf16 on cudnn
#q = affine_map<(b, h, i, j, d) -> (b, h, i, d)>
#k = affine_map<(b, h, i, j, d) -> (b, h, j, d)>
#s = affine_map<(b, h, i, j, d) -> (b, h, i, j)>
#p = affine_map<(b, h, i, e, j) -> (b, h, i, j)>
#v = affine_map<(b, h, i, e, j) -> (b, h, j, e)>
#o = affine_map<(b, h, i, e, j) -> (b, h, i, e)>
#e = affine_map<(b, h, i, j) -> (b, h, i, j)>
func.func @causal_with_a_window(%q: tensor<2x4x256x64xbf16>, %k: tensor<2x4x256x64xbf16>, %v: tensor<2x4x256x64xbf16>) -> tensor<2x4x256x64xbf16> {
  %zero = arith.constant 0.0 : bf16
  %ninf = arith.constant 0xFF80 : bf16
  %es = tensor.empty() : tensor<2x4x256x256xbf16>
  %fs = linalg.fill ins(%zero : bf16) outs(%es : tensor<2x4x256x256xbf16>) -> tensor<2x4x256x256xbf16>
  %s = linalg.generic {indexing_maps = [#q, #k, #s], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]} ins(%q, %k : tensor<2x4x256x64xbf16>, tensor<2x4x256x64xbf16>) outs(%fs : tensor<2x4x256x256xbf16>) {
  ^bb0(%x: bf16, %y: bf16, %a: bf16):
    %m = arith.mulf %x, %y : bf16
    %r = arith.addf %a, %m : bf16
    linalg.yield %r : bf16
  } -> tensor<2x4x256x256xbf16>
  %masked = linalg.generic {indexing_maps = [#e, #e], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%s : tensor<2x4x256x256xbf16>) outs(%es : tensor<2x4x256x256xbf16>) {
  ^bb0(%x: bf16, %out: bf16):
    %b = linalg.index 0 : index
    %h = linalg.index 1 : index
    %i = linalg.index 2 : index
    %j = linalg.index 3 : index
    %c = arith.cmpi ugt, %j, %i : index
    %y = arith.select %c, %ninf, %x : bf16
    %c64 = arith.constant 64 : index
    %w = arith.addi %j, %c64 : index
    %far = arith.cmpi ult, %w, %i : index
    %z = arith.select %far, %ninf, %y : bf16
    linalg.yield %z : bf16
  } -> tensor<2x4x256x256xbf16>
  %p = linalg.softmax dimension(3) ins(%masked : tensor<2x4x256x256xbf16>) outs(%es : tensor<2x4x256x256xbf16>) -> tensor<2x4x256x256xbf16>
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

// Hugging Face's fp16 causal mask writes torch.finfo(float16).min, -65504
// (0xFBFF), not -inf: still a masked score, and the chain still causal.
// CHECK-NOT: mask compares
// CHECK: remark: dimtune: attention 2x4x256x256x64 causal f16 on cudnn
#q = affine_map<(b, h, i, j, d) -> (b, h, i, d)>
#k = affine_map<(b, h, i, j, d) -> (b, h, j, d)>
#s = affine_map<(b, h, i, j, d) -> (b, h, i, j)>
#p = affine_map<(b, h, i, e, j) -> (b, h, i, j)>
#v = affine_map<(b, h, i, e, j) -> (b, h, j, e)>
#o = affine_map<(b, h, i, e, j) -> (b, h, i, e)>
#e = affine_map<(b, h, i, j) -> (b, h, i, j)>
func.func @fp16_lowest_value(%q: tensor<2x4x256x64xf16>, %k: tensor<2x4x256x64xf16>, %v: tensor<2x4x256x64xf16>) -> tensor<2x4x256x64xf16> {
  %zero = arith.constant 0.0 : f16
  %ninf = arith.constant 0xFBFF : f16
  %es = tensor.empty() : tensor<2x4x256x256xf16>
  %fs = linalg.fill ins(%zero : f16) outs(%es : tensor<2x4x256x256xf16>) -> tensor<2x4x256x256xf16>
  %s = linalg.generic {indexing_maps = [#q, #k, #s], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]} ins(%q, %k : tensor<2x4x256x64xf16>, tensor<2x4x256x64xf16>) outs(%fs : tensor<2x4x256x256xf16>) {
  ^bb0(%x: f16, %y: f16, %a: f16):
    %m = arith.mulf %x, %y : f16
    %r = arith.addf %a, %m : f16
    linalg.yield %r : f16
  } -> tensor<2x4x256x256xf16>
  %masked = linalg.generic {indexing_maps = [#e, #e], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%s : tensor<2x4x256x256xf16>) outs(%es : tensor<2x4x256x256xf16>) {
  ^bb0(%x: f16, %out: f16):
    %b = linalg.index 0 : index
    %h = linalg.index 1 : index
    %i = linalg.index 2 : index
    %j = linalg.index 3 : index
    %c = arith.cmpi ugt, %j, %i : index
    %y = arith.select %c, %ninf, %x : f16
    linalg.yield %y : f16
  } -> tensor<2x4x256x256xf16>
  %p = linalg.softmax dimension(3) ins(%masked : tensor<2x4x256x256xf16>) outs(%es : tensor<2x4x256x256xf16>) -> tensor<2x4x256x256xf16>
  %eo = tensor.empty() : tensor<2x4x256x64xf16>
  %fo = linalg.fill ins(%zero : f16) outs(%eo : tensor<2x4x256x64xf16>) -> tensor<2x4x256x64xf16>
  %o = linalg.generic {indexing_maps = [#p, #v, #o], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]} ins(%p, %v : tensor<2x4x256x256xf16>, tensor<2x4x256x64xf16>) outs(%fo : tensor<2x4x256x64xf16>) {
  ^bb0(%x: f16, %y: f16, %a: f16):
    %m = arith.mulf %x, %y : f16
    %r = arith.addf %a, %m : f16
    linalg.yield %r : f16
  } -> tensor<2x4x256x64xf16>
  return %o : tensor<2x4x256x64xf16>
}

