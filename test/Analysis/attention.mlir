// Attention chains as frontends write them, recognised and priced as one
// fused kernel; what cannot be read is left to the GEMM view with a remark.
// RUN: dimtune-opt %s --dimtune-analyze="target=h200" --mlir-print-op-on-diagnostic=false -split-input-file -o /dev/null 2>&1 | FileCheck %s
// RUN: dimtune-opt %s --dimtune-analyze="target=h200 attention=flash2" --mlir-print-op-on-diagnostic=false -split-input-file -o /dev/null 2>&1 | FileCheck %s --check-prefix=FLASH
// RUN: dimtune-opt %s --dimtune-analyze="target=h200 attention=unfused" --mlir-print-op-on-diagnostic=false -split-input-file -o /dev/null 2>&1 | FileCheck %s --check-prefix=UNFUSED
// RUN: dimtune-opt %s --dimtune-analyze="target=h200 assume-dim=2048" --mlir-print-op-on-diagnostic=false -split-input-file -o /dev/null 2>&1 | FileCheck %s --check-prefix=ASSUME
// RUN: not dimtune-opt %s --dimtune-analyze="target=h200 attention=flash4" -split-input-file -o /dev/null 2>&1 | FileCheck %s --check-prefix=BADOPT
// BADOPT: for the --attention option: Cannot find option named 'flash4'!

// StableHLO->linalg style: 3-D batch matmuls over B*H, K transposed in the
// map, the softmax decomposed (max, sub+exp, sum, div), no mask.
// CHECK: remark: dimtune: attention 1x16x512x512x64 bf16 on cudnn: 64 CTAs in 0.48 waves, forward
// CHECK-NOT: backward
// CHECK: remark: dimtune: step: {{.*}}GEMMs 0.0 us (0%), attention {{.*}}1 chains on cudnn), other 0.0 us (0%, 0 memory-bound kernels)
// FLASH: remark: dimtune: attention 1x16x512x512x64 bf16 on flash2:
// UNFUSED-NOT: remark: dimtune: attention
// UNFUSED-COUNT-2: remark: dimtune: linalg.batch_matmul 16x512x
// UNFUSED: remark: dimtune: step: {{.*}}attention 0.0 us (0%, 0 chains), other {{.*}}4 memory-bound kernels)
#q = affine_map<(b, i, j, d) -> (b, i, d)>
#k = affine_map<(b, i, j, d) -> (b, j, d)>
#s = affine_map<(b, i, j, d) -> (b, i, j)>
#id = affine_map<(b, i, j) -> (b, i, j)>
#row = affine_map<(b, i, j) -> (b, i)>
func.func @decomposed(%q: tensor<16x512x64xbf16>, %k: tensor<16x512x64xbf16>, %v: tensor<16x512x64xbf16>) -> tensor<16x512x64xbf16> {
  %zero = arith.constant 0.0 : bf16
  %ninf = arith.constant 0xFF80 : bf16
  %e0 = tensor.empty() : tensor<16x512x512xbf16>
  %f0 = linalg.fill ins(%zero : bf16) outs(%e0 : tensor<16x512x512xbf16>) -> tensor<16x512x512xbf16>
  %s = linalg.batch_matmul indexing_maps = [#q, #k, #s] ins(%q, %k : tensor<16x512x64xbf16>, tensor<16x512x64xbf16>) outs(%f0 : tensor<16x512x512xbf16>) -> tensor<16x512x512xbf16>
  %e1 = tensor.empty() : tensor<16x512xbf16>
  %f1 = linalg.fill ins(%ninf : bf16) outs(%e1 : tensor<16x512xbf16>) -> tensor<16x512xbf16>
  %max = linalg.generic {indexing_maps = [#id, #row], iterator_types = ["parallel", "parallel", "reduction"]} ins(%s : tensor<16x512x512xbf16>) outs(%f1 : tensor<16x512xbf16>) {
  ^bb0(%x: bf16, %m: bf16):
    %r = arith.maximumf %x, %m : bf16
    linalg.yield %r : bf16
  } -> tensor<16x512xbf16>
  %ex = linalg.generic {indexing_maps = [#id, #row, #id], iterator_types = ["parallel", "parallel", "parallel"]} ins(%s, %max : tensor<16x512x512xbf16>, tensor<16x512xbf16>) outs(%e0 : tensor<16x512x512xbf16>) {
  ^bb0(%x: bf16, %m: bf16, %o: bf16):
    %d = arith.subf %x, %m : bf16
    %r = math.exp %d : bf16
    linalg.yield %r : bf16
  } -> tensor<16x512x512xbf16>
  %f2 = linalg.fill ins(%zero : bf16) outs(%e1 : tensor<16x512xbf16>) -> tensor<16x512xbf16>
  %sum = linalg.generic {indexing_maps = [#id, #row], iterator_types = ["parallel", "parallel", "reduction"]} ins(%ex : tensor<16x512x512xbf16>) outs(%f2 : tensor<16x512xbf16>) {
  ^bb0(%x: bf16, %a: bf16):
    %r = arith.addf %x, %a : bf16
    linalg.yield %r : bf16
  } -> tensor<16x512xbf16>
  %p = linalg.generic {indexing_maps = [#id, #row, #id], iterator_types = ["parallel", "parallel", "parallel"]} ins(%ex, %sum : tensor<16x512x512xbf16>, tensor<16x512xbf16>) outs(%e0 : tensor<16x512x512xbf16>) {
  ^bb0(%x: bf16, %a: bf16, %o: bf16):
    %r = arith.divf %x, %a : bf16
    linalg.yield %r : bf16
  } -> tensor<16x512x512xbf16>
  %e3 = tensor.empty() : tensor<16x512x64xbf16>
  %f3 = linalg.fill ins(%zero : bf16) outs(%e3 : tensor<16x512x64xbf16>) -> tensor<16x512x64xbf16>
  %o = linalg.batch_matmul ins(%p, %v : tensor<16x512x512xbf16>, tensor<16x512x64xbf16>) outs(%f3 : tensor<16x512x64xbf16>) -> tensor<16x512x64xbf16>
  return %o : tensor<16x512x64xbf16>
}

// -----

// 4-D generics (batch, heads), a causal mask from the loop indices,
// linalg.softmax; Q/K head dim 192, V head dim 128: cuDNN runs it, FlashAttention-2
// (equal head dims only) does not, and says so.
// CHECK: remark: dimtune: attention 2x8x1024x1024x192/128 causal bf16 on cudnn
// FLASH: remark: dimtune: attention 2x8x1024x1024x192/128 causal left to the GEMM view: flash2 cannot run it: Q/K and V head dims differ
// FLASH-COUNT-2: remark: dimtune: linalg.generic
#mq = affine_map<(b, h, i, j, d) -> (b, h, i, d)>
#mk = affine_map<(b, h, i, j, d) -> (b, h, j, d)>
#ms = affine_map<(b, h, i, j, d) -> (b, h, i, j)>
#cp = affine_map<(b, h, i, e, j) -> (b, h, i, j)>
#cv = affine_map<(b, h, i, e, j) -> (b, h, j, e)>
#co = affine_map<(b, h, i, e, j) -> (b, h, i, e)>
#e4 = affine_map<(b, h, i, j) -> (b, h, i, j)>
func.func @causal_generic(%q: tensor<2x8x1024x192xbf16>, %k: tensor<2x8x1024x192xbf16>, %v: tensor<2x8x1024x128xbf16>) -> tensor<2x8x1024x128xbf16> {
  %zero = arith.constant 0.0 : bf16
  %ninf = arith.constant 0xFF80 : bf16
  %e0 = tensor.empty() : tensor<2x8x1024x1024xbf16>
  %f0 = linalg.fill ins(%zero : bf16) outs(%e0 : tensor<2x8x1024x1024xbf16>) -> tensor<2x8x1024x1024xbf16>
  %s = linalg.generic {indexing_maps = [#mq, #mk, #ms], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]} ins(%q, %k : tensor<2x8x1024x192xbf16>, tensor<2x8x1024x192xbf16>) outs(%f0 : tensor<2x8x1024x1024xbf16>) {
  ^bb0(%x: bf16, %y: bf16, %a: bf16):
    %m = arith.mulf %x, %y : bf16
    %r = arith.addf %a, %m : bf16
    linalg.yield %r : bf16
  } -> tensor<2x8x1024x1024xbf16>
  %masked = linalg.generic {indexing_maps = [#e4, #e4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%s : tensor<2x8x1024x1024xbf16>) outs(%e0 : tensor<2x8x1024x1024xbf16>) {
  ^bb0(%x: bf16, %o: bf16):
    %i = linalg.index 2 : index
    %j = linalg.index 3 : index
    %later = arith.cmpi ugt, %j, %i : index
    %r = arith.select %later, %ninf, %x : bf16
    linalg.yield %r : bf16
  } -> tensor<2x8x1024x1024xbf16>
  %p = linalg.softmax dimension(3) ins(%masked : tensor<2x8x1024x1024xbf16>) outs(%e0 : tensor<2x8x1024x1024xbf16>) -> tensor<2x8x1024x1024xbf16>
  %e1 = tensor.empty() : tensor<2x8x1024x128xbf16>
  %f1 = linalg.fill ins(%zero : bf16) outs(%e1 : tensor<2x8x1024x128xbf16>) -> tensor<2x8x1024x128xbf16>
  %o = linalg.generic {indexing_maps = [#cp, #cv, #co], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]} ins(%p, %v : tensor<2x8x1024x1024xbf16>, tensor<2x8x1024x128xbf16>) outs(%f1 : tensor<2x8x1024x128xbf16>) {
  ^bb0(%x: bf16, %y: bf16, %a: bf16):
    %m = arith.mulf %x, %y : bf16
    %r = arith.addf %a, %m : bf16
    linalg.yield %r : bf16
  } -> tensor<2x8x1024x128xbf16>
  return %o : tensor<2x8x1024x128xbf16>
}

// -----

// Grouped-query (32 query heads, 8 KV heads: K and V broadcast over groups of
// 4 and collapsed into the heads), and multi-query (one KV head).
// CHECK: remark: dimtune: attention 1x32/8x2048x2048x128 causal bf16 on cudnn
// CHECK: remark: dimtune: attention 1x32/1x2048x2048x128 causal bf16 on cudnn
#gq = affine_map<(b, h, i, j, d) -> (b, h, i, d)>
#gk = affine_map<(b, h, i, j, d) -> (b, h, j, d)>
#gs = affine_map<(b, h, i, j, d) -> (b, h, i, j)>
#gp = affine_map<(b, h, i, e, j) -> (b, h, i, j)>
#gv = affine_map<(b, h, i, e, j) -> (b, h, j, e)>
#go = affine_map<(b, h, i, e, j) -> (b, h, i, e)>
#g4 = affine_map<(b, h, i, j) -> (b, h, i, j)>
func.func @grouped(%q: tensor<1x32x2048x128xbf16>, %k: tensor<1x8x2048x128xbf16>, %v: tensor<1x8x2048x128xbf16>) -> tensor<1x32x2048x128xbf16> {
  %zero = arith.constant 0.0 : bf16
  %ninf = arith.constant 0xFF80 : bf16
  %wide = tensor.empty() : tensor<1x8x4x2048x128xbf16>
  %kb = linalg.broadcast ins(%k : tensor<1x8x2048x128xbf16>) outs(%wide : tensor<1x8x4x2048x128xbf16>) dimensions = [2]
  %kh = tensor.collapse_shape %kb [[0], [1, 2], [3], [4]] : tensor<1x8x4x2048x128xbf16> into tensor<1x32x2048x128xbf16>
  %vb = linalg.broadcast ins(%v : tensor<1x8x2048x128xbf16>) outs(%wide : tensor<1x8x4x2048x128xbf16>) dimensions = [2]
  %vh = tensor.collapse_shape %vb [[0], [1, 2], [3], [4]] : tensor<1x8x4x2048x128xbf16> into tensor<1x32x2048x128xbf16>
  %e0 = tensor.empty() : tensor<1x32x2048x2048xbf16>
  %f0 = linalg.fill ins(%zero : bf16) outs(%e0 : tensor<1x32x2048x2048xbf16>) -> tensor<1x32x2048x2048xbf16>
  %s = linalg.generic {indexing_maps = [#gq, #gk, #gs], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]} ins(%q, %kh : tensor<1x32x2048x128xbf16>, tensor<1x32x2048x128xbf16>) outs(%f0 : tensor<1x32x2048x2048xbf16>) {
  ^bb0(%x: bf16, %y: bf16, %a: bf16):
    %m = arith.mulf %x, %y : bf16
    %r = arith.addf %a, %m : bf16
    linalg.yield %r : bf16
  } -> tensor<1x32x2048x2048xbf16>
  %masked = linalg.generic {indexing_maps = [#g4, #g4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%s : tensor<1x32x2048x2048xbf16>) outs(%e0 : tensor<1x32x2048x2048xbf16>) {
  ^bb0(%x: bf16, %o: bf16):
    %i = linalg.index 2 : index
    %j = linalg.index 3 : index
    %later = arith.cmpi ugt, %j, %i : index
    %r = arith.select %later, %ninf, %x : bf16
    linalg.yield %r : bf16
  } -> tensor<1x32x2048x2048xbf16>
  %p = linalg.softmax dimension(3) ins(%masked : tensor<1x32x2048x2048xbf16>) outs(%e0 : tensor<1x32x2048x2048xbf16>) -> tensor<1x32x2048x2048xbf16>
  %e1 = tensor.empty() : tensor<1x32x2048x128xbf16>
  %f1 = linalg.fill ins(%zero : bf16) outs(%e1 : tensor<1x32x2048x128xbf16>) -> tensor<1x32x2048x128xbf16>
  %o = linalg.generic {indexing_maps = [#gp, #gv, #go], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]} ins(%p, %vh : tensor<1x32x2048x2048xbf16>, tensor<1x32x2048x128xbf16>) outs(%f1 : tensor<1x32x2048x128xbf16>) {
  ^bb0(%x: bf16, %y: bf16, %a: bf16):
    %m = arith.mulf %x, %y : bf16
    %r = arith.addf %a, %m : bf16
    linalg.yield %r : bf16
  } -> tensor<1x32x2048x128xbf16>
  return %o : tensor<1x32x2048x128xbf16>
}

func.func @multi_query(%q: tensor<1x32x2048x128xbf16>, %k: tensor<1x1x2048x128xbf16>, %v: tensor<1x1x2048x128xbf16>) -> tensor<1x32x2048x128xbf16> {
  %zero = arith.constant 0.0 : bf16
  %ninf = arith.constant 0xFF80 : bf16
  %wide = tensor.empty() : tensor<1x1x32x2048x128xbf16>
  %kb = linalg.broadcast ins(%k : tensor<1x1x2048x128xbf16>) outs(%wide : tensor<1x1x32x2048x128xbf16>) dimensions = [2]
  %kh = tensor.collapse_shape %kb [[0], [1, 2], [3], [4]] : tensor<1x1x32x2048x128xbf16> into tensor<1x32x2048x128xbf16>
  %vb = linalg.broadcast ins(%v : tensor<1x1x2048x128xbf16>) outs(%wide : tensor<1x1x32x2048x128xbf16>) dimensions = [2]
  %vh = tensor.collapse_shape %vb [[0], [1, 2], [3], [4]] : tensor<1x1x32x2048x128xbf16> into tensor<1x32x2048x128xbf16>
  %e0 = tensor.empty() : tensor<1x32x2048x2048xbf16>
  %f0 = linalg.fill ins(%zero : bf16) outs(%e0 : tensor<1x32x2048x2048xbf16>) -> tensor<1x32x2048x2048xbf16>
  %s = linalg.generic {indexing_maps = [#gq, #gk, #gs], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]} ins(%q, %kh : tensor<1x32x2048x128xbf16>, tensor<1x32x2048x128xbf16>) outs(%f0 : tensor<1x32x2048x2048xbf16>) {
  ^bb0(%x: bf16, %y: bf16, %a: bf16):
    %m = arith.mulf %x, %y : bf16
    %r = arith.addf %a, %m : bf16
    linalg.yield %r : bf16
  } -> tensor<1x32x2048x2048xbf16>
  %masked = linalg.generic {indexing_maps = [#g4, #g4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%s : tensor<1x32x2048x2048xbf16>) outs(%e0 : tensor<1x32x2048x2048xbf16>) {
  ^bb0(%x: bf16, %o: bf16):
    %i = linalg.index 2 : index
    %j = linalg.index 3 : index
    %later = arith.cmpi ugt, %j, %i : index
    %r = arith.select %later, %ninf, %x : bf16
    linalg.yield %r : bf16
  } -> tensor<1x32x2048x2048xbf16>
  %p = linalg.softmax dimension(3) ins(%masked : tensor<1x32x2048x2048xbf16>) outs(%e0 : tensor<1x32x2048x2048xbf16>) -> tensor<1x32x2048x2048xbf16>
  %e1 = tensor.empty() : tensor<1x32x2048x128xbf16>
  %f1 = linalg.fill ins(%zero : bf16) outs(%e1 : tensor<1x32x2048x128xbf16>) -> tensor<1x32x2048x128xbf16>
  %o = linalg.generic {indexing_maps = [#gp, #gv, #go], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]} ins(%p, %vh : tensor<1x32x2048x2048xbf16>, tensor<1x32x2048x128xbf16>) outs(%f1 : tensor<1x32x2048x128xbf16>) {
  ^bb0(%x: bf16, %y: bf16, %a: bf16):
    %m = arith.mulf %x, %y : bf16
    %r = arith.addf %a, %m : bf16
    linalg.yield %r : bf16
  } -> tensor<1x32x2048x128xbf16>
  return %o : tensor<1x32x2048x128xbf16>
}

// -----

// A mask given as a tensor (a sliding window, padding): the kernel cannot skip
// tiles by it; FlashAttention-2 takes no mask.
// CHECK: remark: dimtune: attention 2x16x1024x1024x64 masked bf16 on cudnn
// FLASH: remark: dimtune: attention 2x16x1024x1024x64 masked left to the GEMM view: flash2 cannot run it: it takes no attention mask
#tq = affine_map<(b, h, i, j, d) -> (b, h, i, d)>
#tk = affine_map<(b, h, i, j, d) -> (b, h, j, d)>
#ts = affine_map<(b, h, i, j, d) -> (b, h, i, j)>
#tp = affine_map<(b, h, i, e, j) -> (b, h, i, j)>
#tv = affine_map<(b, h, i, e, j) -> (b, h, j, e)>
#to = affine_map<(b, h, i, e, j) -> (b, h, i, e)>
#t4 = affine_map<(b, h, i, j) -> (b, h, i, j)>
#tm = affine_map<(b, h, i, j) -> (b, i, j)>
func.func @tensor_mask(%q: tensor<2x16x1024x64xbf16>, %k: tensor<2x16x1024x64xbf16>, %v: tensor<2x16x1024x64xbf16>, %mask: tensor<2x1024x1024xi1>) -> tensor<2x16x1024x64xbf16> {
  %zero = arith.constant 0.0 : bf16
  %ninf = arith.constant 0xFF80 : bf16
  %e0 = tensor.empty() : tensor<2x16x1024x1024xbf16>
  %f0 = linalg.fill ins(%zero : bf16) outs(%e0 : tensor<2x16x1024x1024xbf16>) -> tensor<2x16x1024x1024xbf16>
  %s = linalg.generic {indexing_maps = [#tq, #tk, #ts], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]} ins(%q, %k : tensor<2x16x1024x64xbf16>, tensor<2x16x1024x64xbf16>) outs(%f0 : tensor<2x16x1024x1024xbf16>) {
  ^bb0(%x: bf16, %y: bf16, %a: bf16):
    %m = arith.mulf %x, %y : bf16
    %r = arith.addf %a, %m : bf16
    linalg.yield %r : bf16
  } -> tensor<2x16x1024x1024xbf16>
  %masked = linalg.generic {indexing_maps = [#t4, #tm, #t4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%s, %mask : tensor<2x16x1024x1024xbf16>, tensor<2x1024x1024xi1>) outs(%e0 : tensor<2x16x1024x1024xbf16>) {
  ^bb0(%x: bf16, %keep: i1, %o: bf16):
    %r = arith.select %keep, %x, %ninf : bf16
    linalg.yield %r : bf16
  } -> tensor<2x16x1024x1024xbf16>
  %p = linalg.softmax dimension(3) ins(%masked : tensor<2x16x1024x1024xbf16>) outs(%e0 : tensor<2x16x1024x1024xbf16>) -> tensor<2x16x1024x1024xbf16>
  %e1 = tensor.empty() : tensor<2x16x1024x64xbf16>
  %f1 = linalg.fill ins(%zero : bf16) outs(%e1 : tensor<2x16x1024x64xbf16>) -> tensor<2x16x1024x64xbf16>
  %o = linalg.generic {indexing_maps = [#tp, #tv, #to], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]} ins(%p, %v : tensor<2x16x1024x1024xbf16>, tensor<2x16x1024x64xbf16>) outs(%f1 : tensor<2x16x1024x64xbf16>) {
  ^bb0(%x: bf16, %y: bf16, %a: bf16):
    %m = arith.mulf %x, %y : bf16
    %r = arith.addf %a, %m : bf16
    linalg.yield %r : bf16
  } -> tensor<2x16x1024x64xbf16>
  return %o : tensor<2x16x1024x64xbf16>
}

// -----

// A dynamic sequence: read at assume-dim, else left to the GEMM view.
// CHECK: remark: dimtune: an attention chain was found here but left to the GEMM view: dynamic sizes (pass assume-dim=N to read them at N)
// ASSUME: remark: dimtune: attention 1x16x2048x2048x64 bf16 on cudnn
#dq = affine_map<(b, h, i, j, d) -> (b, h, i, d)>
#dk = affine_map<(b, h, i, j, d) -> (b, h, j, d)>
#ds = affine_map<(b, h, i, j, d) -> (b, h, i, j)>
#dp = affine_map<(b, h, i, e, j) -> (b, h, i, j)>
#dv = affine_map<(b, h, i, e, j) -> (b, h, j, e)>
#do = affine_map<(b, h, i, e, j) -> (b, h, i, e)>
func.func @dynamic(%q: tensor<1x16x?x64xbf16>, %k: tensor<1x16x?x64xbf16>, %v: tensor<1x16x?x64xbf16>, %sc: tensor<1x16x?x?xbf16>, %oc: tensor<1x16x?x64xbf16>) -> tensor<1x16x?x64xbf16> {
  %s = linalg.generic {indexing_maps = [#dq, #dk, #ds], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]} ins(%q, %k : tensor<1x16x?x64xbf16>, tensor<1x16x?x64xbf16>) outs(%sc : tensor<1x16x?x?xbf16>) {
  ^bb0(%x: bf16, %y: bf16, %a: bf16):
    %m = arith.mulf %x, %y : bf16
    %r = arith.addf %a, %m : bf16
    linalg.yield %r : bf16
  } -> tensor<1x16x?x?xbf16>
  %p = linalg.softmax dimension(3) ins(%s : tensor<1x16x?x?xbf16>) outs(%sc : tensor<1x16x?x?xbf16>) -> tensor<1x16x?x?xbf16>
  %o = linalg.generic {indexing_maps = [#dp, #dv, #do], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]} ins(%p, %v : tensor<1x16x?x?xbf16>, tensor<1x16x?x64xbf16>) outs(%oc : tensor<1x16x?x64xbf16>) {
  ^bb0(%x: bf16, %y: bf16, %a: bf16):
    %m = arith.mulf %x, %y : bf16
    %r = arith.addf %a, %m : bf16
    linalg.yield %r : bf16
  } -> tensor<1x16x?x64xbf16>
  return %o : tensor<1x16x?x64xbf16>
}

// -----

// Two products with no softmax between them are not attention.
// CHECK-NOT: remark: dimtune: attention
// CHECK: remark: dimtune: step: {{.*}}0 chains)
func.func @no_softmax(%a: tensor<8x128x64xbf16>, %b: tensor<8x64x128xbf16>, %c: tensor<8x128x64xbf16>, %s0: tensor<8x128x128xbf16>, %o0: tensor<8x128x64xbf16>) -> tensor<8x128x64xbf16> {
  %s = linalg.batch_matmul ins(%a, %b : tensor<8x128x64xbf16>, tensor<8x64x128xbf16>) outs(%s0 : tensor<8x128x128xbf16>) -> tensor<8x128x128xbf16>
  %o = linalg.batch_matmul ins(%s, %c : tensor<8x128x128xbf16>, tensor<8x128x64xbf16>) outs(%o0 : tensor<8x128x64xbf16>) -> tensor<8x128x64xbf16>
  return %o : tensor<8x128x64xbf16>
}
