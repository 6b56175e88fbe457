// A fused attention kernel runs the chain's products at its own head dim:
// --dimtune-pad leaves them alone unless attention=unfused, or unless no fused
// kernel can run the chain (PyTorch's math path: f32 with head dim 62 is not
// a multiple of 4 for the memory-efficient kernel, and cuDNN and
// FlashAttention take 16-bit types only), where they are the batched GEMMs
// they look like (head dim 62 breaks 16-byte alignment). The same module
// plan decides for --dimtune-analyze, which says so.
// RUN: sed 's/f32/bf16/g' %s | dimtune-opt --dimtune-pad="target=h200 policy=align" --mlir-print-op-on-diagnostic=false -o /dev/null 2>&1 | FileCheck %s --check-prefix=FUSED
// RUN: sed 's/f32/bf16/g' %s | dimtune-opt --dimtune-analyze="target=h200" --mlir-print-op-on-diagnostic=false -o /dev/null 2>&1 | FileCheck %s --check-prefix=FUSED-ANALYZE
// RUN: dimtune-opt %s --dimtune-pad="target=h200 policy=align" --mlir-print-op-on-diagnostic=false -o /dev/null 2>&1 | FileCheck %s --check-prefix=UNFUSED
// RUN: dimtune-opt %s --dimtune-analyze="target=h200" --mlir-print-op-on-diagnostic=false -o /dev/null 2>&1 | FileCheck %s --check-prefix=MATH-ANALYZE
// RUN: dimtune-opt %s --dimtune-pad="target=h200 policy=align attention=unfused" --mlir-print-op-on-diagnostic=false -o /dev/null 2>&1 | FileCheck %s --check-prefix=UNFUSED
// FUSED-COUNT-2: remark: dimtune: not padded: part of an attention chain that flash2 runs as one fused kernel (attention=unfused pads it)
// FUSED-NOT: remark: dimtune: padded
// FUSED-ANALYZE: remark: dimtune: attention 2x16x256x256x62 bf16 on flash2 (cudnn cannot run it: head dim 62 is not a multiple of 8)
// UNFUSED-NOT: part of an attention chain
// UNFUSED: remark: dimtune: padded linalg.generic 32x256x256x62 -> 32x256x256x64 (align)
// UNFUSED: remark: dimtune: padded linalg.generic 32x256x62x256 -> 32x256x64x256 (align)
// MATH-ANALYZE: remark: dimtune: attention 2x16x256x256x62 left to the GEMM view: cudnn cannot run it: it runs f16 and bf16 only, not f32; flash2 cannot run it: it runs f16 and bf16 only, not f32; efficient cannot run it: head dim 62 is not a multiple of 4; PyTorch's math path
#q = affine_map<(b, h, i, j, d) -> (b, h, i, d)>
#k = affine_map<(b, h, i, j, d) -> (b, h, j, d)>
#s = affine_map<(b, h, i, j, d) -> (b, h, i, j)>
#p = affine_map<(b, h, i, e, j) -> (b, h, i, j)>
#v = affine_map<(b, h, i, e, j) -> (b, h, j, e)>
#o = affine_map<(b, h, i, e, j) -> (b, h, i, e)>
func.func @attention(%q: tensor<2x16x256x62xf32>, %k: tensor<2x16x256x62xf32>, %v: tensor<2x16x256x62xf32>) -> tensor<2x16x256x62xf32> {
  %zero = arith.constant 0.0 : f32
  %e0 = tensor.empty() : tensor<2x16x256x256xf32>
  %f0 = linalg.fill ins(%zero : f32) outs(%e0 : tensor<2x16x256x256xf32>) -> tensor<2x16x256x256xf32>
  %s = linalg.generic {indexing_maps = [#q, #k, #s], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]} ins(%q, %k : tensor<2x16x256x62xf32>, tensor<2x16x256x62xf32>) outs(%f0 : tensor<2x16x256x256xf32>) {
  ^bb0(%x: f32, %y: f32, %a: f32):
    %m = arith.mulf %x, %y : f32
    %r = arith.addf %a, %m : f32
    linalg.yield %r : f32
  } -> tensor<2x16x256x256xf32>
  %pr = linalg.softmax dimension(3) ins(%s : tensor<2x16x256x256xf32>) outs(%e0 : tensor<2x16x256x256xf32>) -> tensor<2x16x256x256xf32>
  %e1 = tensor.empty() : tensor<2x16x256x62xf32>
  %f1 = linalg.fill ins(%zero : f32) outs(%e1 : tensor<2x16x256x62xf32>) -> tensor<2x16x256x62xf32>
  %out = linalg.generic {indexing_maps = [#p, #v, #o], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]} ins(%pr, %v : tensor<2x16x256x256xf32>, tensor<2x16x256x62xf32>) outs(%f1 : tensor<2x16x256x62xf32>) {
  ^bb0(%x: f32, %y: f32, %a: f32):
    %m = arith.mulf %x, %y : f32
    %r = arith.addf %a, %m : f32
    linalg.yield %r : f32
  } -> tensor<2x16x256x62xf32>
  return %out : tensor<2x16x256x62xf32>
}
