// Decode: one query per sequence over a KV cache of L + 1 keys, unmasked, a
// scale alone between QK^T and the softmax; and the causal prefill. As
// dimtune-import writes them (Llama-3 8B: 32 query heads over 8 K/V heads), and
// by hand in linalg.generic form with grouped query heads (Q [b, kv, g, i, d],
// i of extent 1): whatever the order of the loops, the query loop is the one
// of extent 1, not the group of 4 (before, one loop order read 16 x 8 heads of
// 4 queries).
// RUN: dimtune-import %examples/configs/llama-3-8b.json --phase decode --micro-batch 16 --kv-len 2047 -o %t.decode.mlir
// RUN: dimtune-opt %t.decode.mlir --dimtune-analyze="target=h200" --mlir-print-op-on-diagnostic=false -o /dev/null 2>&1 | FileCheck %s --check-prefix=DECODE
// DECODE: remark: dimtune: attention 16x32/8x1x2048x128 bf16 on cudnn
// DECODE-NOT: backward
// RUN: dimtune-import %examples/configs/llama-3-8b.json --phase prefill --seq 1024 -o %t.prefill.mlir
// RUN: dimtune-opt %t.prefill.mlir --dimtune-analyze="target=h200" --mlir-print-op-on-diagnostic=false -o /dev/null 2>&1 | FileCheck %s --check-prefix=PREFILL
// PREFILL: remark: dimtune: attention 1x32/8x1024x1024x128 causal bf16 on cudnn
// RUN: dimtune-opt %s --dimtune-analyze="target=h200 report=%t.json" --mlir-print-op-on-diagnostic=false -o /dev/null 2>&1 | FileCheck %s
// RUN: %python -c "import json, sys; print([(a['batch'], a['heads'], a['kv_heads'], a['q_len'], a['kv_len']) for a in json.load(open(sys.argv[1]))['attention']])" %t.json | FileCheck %s --check-prefix=JSON
// CHECK: remark: dimtune: attention 16x32/8x1x2048x128 bf16 on cudnn: {{.*}} [3 chains]
// CHECK: remark: dimtune: attention 16x32x1x2048x64 bf16 on cudnn
// CHECK-NOT: remark: dimtune: linalg.generic
// JSON: [(16, 32, 8, 1, 2048), (16, 32, 8, 1, 2048), (16, 32, 8, 1, 2048), (16, 32, 32, 1, 2048)]

func.func @loops_b_kv_g_i_j_d(%q: tensor<16x8x4x1x128xbf16>, %k: tensor<16x8x2048x128xbf16>, %v: tensor<16x8x2048x128xbf16>) -> tensor<16x8x4x1x128xbf16> {
  %zero = arith.constant 0.0 : bf16
  %scale = arith.constant 8.838830e-02 : bf16
  %es = tensor.empty() : tensor<16x8x4x1x2048xbf16>
  %fs = linalg.fill ins(%zero : bf16) outs(%es : tensor<16x8x4x1x2048xbf16>) -> tensor<16x8x4x1x2048xbf16>
  %s = linalg.generic {indexing_maps = [affine_map<(b, kv, g, i, j, d) -> (b, kv, g, i, d)>, affine_map<(b, kv, g, i, j, d) -> (b, kv, j, d)>, affine_map<(b, kv, g, i, j, d) -> (b, kv, g, i, j)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel", "reduction"]} ins(%q, %k : tensor<16x8x4x1x128xbf16>, tensor<16x8x2048x128xbf16>) outs(%fs : tensor<16x8x4x1x2048xbf16>) {
  ^bb0(%x: bf16, %y: bf16, %a: bf16):
    %m = arith.mulf %x, %y : bf16
    %r = arith.addf %a, %m : bf16
    linalg.yield %r : bf16
  } -> tensor<16x8x4x1x2048xbf16>
  %scaled = linalg.generic {indexing_maps = [affine_map<(b, kv, g, i, j) -> (b, kv, g, i, j)>, affine_map<(b, kv, g, i, j) -> (b, kv, g, i, j)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%s : tensor<16x8x4x1x2048xbf16>) outs(%es : tensor<16x8x4x1x2048xbf16>) {
  ^bb0(%x: bf16, %out: bf16):
    %y = arith.mulf %x, %scale : bf16
    linalg.yield %y : bf16
  } -> tensor<16x8x4x1x2048xbf16>
  %p = linalg.softmax dimension(4) ins(%scaled : tensor<16x8x4x1x2048xbf16>) outs(%es : tensor<16x8x4x1x2048xbf16>) -> tensor<16x8x4x1x2048xbf16>
  %eo = tensor.empty() : tensor<16x8x4x1x128xbf16>
  %fo = linalg.fill ins(%zero : bf16) outs(%eo : tensor<16x8x4x1x128xbf16>) -> tensor<16x8x4x1x128xbf16>
  %o = linalg.generic {indexing_maps = [affine_map<(b, kv, g, i, j, e) -> (b, kv, g, i, j)>, affine_map<(b, kv, g, i, j, e) -> (b, kv, j, e)>, affine_map<(b, kv, g, i, j, e) -> (b, kv, g, i, e)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction", "parallel"]} ins(%p, %v : tensor<16x8x4x1x2048xbf16>, tensor<16x8x2048x128xbf16>) outs(%fo : tensor<16x8x4x1x128xbf16>) {
  ^bb0(%x: bf16, %y: bf16, %a: bf16):
    %m = arith.mulf %x, %y : bf16
    %r = arith.addf %a, %m : bf16
    linalg.yield %r : bf16
  } -> tensor<16x8x4x1x128xbf16>
  return %o : tensor<16x8x4x1x128xbf16>
}

func.func @loops_i_g_j_b_kv_d(%q: tensor<16x8x4x1x128xbf16>, %k: tensor<16x8x2048x128xbf16>, %v: tensor<16x8x2048x128xbf16>) -> tensor<16x8x4x1x128xbf16> {
  %zero = arith.constant 0.0 : bf16
  %scale = arith.constant 8.838830e-02 : bf16
  %es = tensor.empty() : tensor<16x8x4x1x2048xbf16>
  %fs = linalg.fill ins(%zero : bf16) outs(%es : tensor<16x8x4x1x2048xbf16>) -> tensor<16x8x4x1x2048xbf16>
  %s = linalg.generic {indexing_maps = [affine_map<(i, g, j, b, kv, d) -> (b, kv, g, i, d)>, affine_map<(i, g, j, b, kv, d) -> (b, kv, j, d)>, affine_map<(i, g, j, b, kv, d) -> (b, kv, g, i, j)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel", "reduction"]} ins(%q, %k : tensor<16x8x4x1x128xbf16>, tensor<16x8x2048x128xbf16>) outs(%fs : tensor<16x8x4x1x2048xbf16>) {
  ^bb0(%x: bf16, %y: bf16, %a: bf16):
    %m = arith.mulf %x, %y : bf16
    %r = arith.addf %a, %m : bf16
    linalg.yield %r : bf16
  } -> tensor<16x8x4x1x2048xbf16>
  %scaled = linalg.generic {indexing_maps = [affine_map<(b, kv, g, i, j) -> (b, kv, g, i, j)>, affine_map<(b, kv, g, i, j) -> (b, kv, g, i, j)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%s : tensor<16x8x4x1x2048xbf16>) outs(%es : tensor<16x8x4x1x2048xbf16>) {
  ^bb0(%x: bf16, %out: bf16):
    %y = arith.mulf %x, %scale : bf16
    linalg.yield %y : bf16
  } -> tensor<16x8x4x1x2048xbf16>
  %p = linalg.softmax dimension(4) ins(%scaled : tensor<16x8x4x1x2048xbf16>) outs(%es : tensor<16x8x4x1x2048xbf16>) -> tensor<16x8x4x1x2048xbf16>
  %eo = tensor.empty() : tensor<16x8x4x1x128xbf16>
  %fo = linalg.fill ins(%zero : bf16) outs(%eo : tensor<16x8x4x1x128xbf16>) -> tensor<16x8x4x1x128xbf16>
  %o = linalg.generic {indexing_maps = [affine_map<(i, g, j, b, kv, e) -> (b, kv, g, i, j)>, affine_map<(i, g, j, b, kv, e) -> (b, kv, j, e)>, affine_map<(i, g, j, b, kv, e) -> (b, kv, g, i, e)>], iterator_types = ["parallel", "parallel", "reduction", "parallel", "parallel", "parallel"]} ins(%p, %v : tensor<16x8x4x1x2048xbf16>, tensor<16x8x2048x128xbf16>) outs(%fo : tensor<16x8x4x1x128xbf16>) {
  ^bb0(%x: bf16, %y: bf16, %a: bf16):
    %m = arith.mulf %x, %y : bf16
    %r = arith.addf %a, %m : bf16
    linalg.yield %r : bf16
  } -> tensor<16x8x4x1x128xbf16>
  return %o : tensor<16x8x4x1x128xbf16>
}

func.func @loops_d_j_i_kv_g_b(%q: tensor<16x8x4x1x128xbf16>, %k: tensor<16x8x2048x128xbf16>, %v: tensor<16x8x2048x128xbf16>) -> tensor<16x8x4x1x128xbf16> {
  %zero = arith.constant 0.0 : bf16
  %scale = arith.constant 8.838830e-02 : bf16
  %es = tensor.empty() : tensor<16x8x4x1x2048xbf16>
  %fs = linalg.fill ins(%zero : bf16) outs(%es : tensor<16x8x4x1x2048xbf16>) -> tensor<16x8x4x1x2048xbf16>
  %s = linalg.generic {indexing_maps = [affine_map<(d, j, i, kv, g, b) -> (b, kv, g, i, d)>, affine_map<(d, j, i, kv, g, b) -> (b, kv, j, d)>, affine_map<(d, j, i, kv, g, b) -> (b, kv, g, i, j)>], iterator_types = ["reduction", "parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%q, %k : tensor<16x8x4x1x128xbf16>, tensor<16x8x2048x128xbf16>) outs(%fs : tensor<16x8x4x1x2048xbf16>) {
  ^bb0(%x: bf16, %y: bf16, %a: bf16):
    %m = arith.mulf %x, %y : bf16
    %r = arith.addf %a, %m : bf16
    linalg.yield %r : bf16
  } -> tensor<16x8x4x1x2048xbf16>
  %scaled = linalg.generic {indexing_maps = [affine_map<(b, kv, g, i, j) -> (b, kv, g, i, j)>, affine_map<(b, kv, g, i, j) -> (b, kv, g, i, j)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%s : tensor<16x8x4x1x2048xbf16>) outs(%es : tensor<16x8x4x1x2048xbf16>) {
  ^bb0(%x: bf16, %out: bf16):
    %y = arith.mulf %x, %scale : bf16
    linalg.yield %y : bf16
  } -> tensor<16x8x4x1x2048xbf16>
  %p = linalg.softmax dimension(4) ins(%scaled : tensor<16x8x4x1x2048xbf16>) outs(%es : tensor<16x8x4x1x2048xbf16>) -> tensor<16x8x4x1x2048xbf16>
  %eo = tensor.empty() : tensor<16x8x4x1x128xbf16>
  %fo = linalg.fill ins(%zero : bf16) outs(%eo : tensor<16x8x4x1x128xbf16>) -> tensor<16x8x4x1x128xbf16>
  %o = linalg.generic {indexing_maps = [affine_map<(e, j, i, kv, g, b) -> (b, kv, g, i, j)>, affine_map<(e, j, i, kv, g, b) -> (b, kv, j, e)>, affine_map<(e, j, i, kv, g, b) -> (b, kv, g, i, e)>], iterator_types = ["parallel", "reduction", "parallel", "parallel", "parallel", "parallel"]} ins(%p, %v : tensor<16x8x4x1x2048xbf16>, tensor<16x8x2048x128xbf16>) outs(%fo : tensor<16x8x4x1x128xbf16>) {
  ^bb0(%x: bf16, %y: bf16, %a: bf16):
    %m = arith.mulf %x, %y : bf16
    %r = arith.addf %a, %m : bf16
    linalg.yield %r : bf16
  } -> tensor<16x8x4x1x128xbf16>
  return %o : tensor<16x8x4x1x128xbf16>
}

// The query's dim not written at all (Q [b, h, d]): one query.
func.func @no_query_dim(%q: tensor<16x32x64xbf16>, %k: tensor<16x32x2048x64xbf16>, %v: tensor<16x32x2048x64xbf16>) -> tensor<16x32x64xbf16> {
  %zero = arith.constant 0.0 : bf16
  %es = tensor.empty() : tensor<16x32x2048xbf16>
  %fs = linalg.fill ins(%zero : bf16) outs(%es : tensor<16x32x2048xbf16>) -> tensor<16x32x2048xbf16>
  %s = linalg.generic {indexing_maps = [affine_map<(b, h, j, d) -> (b, h, d)>, affine_map<(b, h, j, d) -> (b, h, j, d)>, affine_map<(b, h, j, d) -> (b, h, j)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%q, %k : tensor<16x32x64xbf16>, tensor<16x32x2048x64xbf16>) outs(%fs : tensor<16x32x2048xbf16>) {
  ^bb0(%x: bf16, %y: bf16, %a: bf16):
    %m = arith.mulf %x, %y : bf16
    %r = arith.addf %a, %m : bf16
    linalg.yield %r : bf16
  } -> tensor<16x32x2048xbf16>
  %p = linalg.softmax dimension(2) ins(%s : tensor<16x32x2048xbf16>) outs(%es : tensor<16x32x2048xbf16>) -> tensor<16x32x2048xbf16>
  %eo = tensor.empty() : tensor<16x32x64xbf16>
  %fo = linalg.fill ins(%zero : bf16) outs(%eo : tensor<16x32x64xbf16>) -> tensor<16x32x64xbf16>
  %o = linalg.generic {indexing_maps = [affine_map<(b, h, e, j) -> (b, h, j)>, affine_map<(b, h, e, j) -> (b, h, j, e)>, affine_map<(b, h, e, j) -> (b, h, e)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%p, %v : tensor<16x32x2048xbf16>, tensor<16x32x2048x64xbf16>) outs(%fo : tensor<16x32x64xbf16>) {
  ^bb0(%x: bf16, %y: bf16, %a: bf16):
    %m = arith.mulf %x, %y : bf16
    %r = arith.addf %a, %m : bf16
    linalg.yield %r : bf16
  } -> tensor<16x32x64xbf16>
  return %o : tensor<16x32x64xbf16>
}
