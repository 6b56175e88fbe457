// RUN: dimtune-opt %s --dimtune-pad="target=h100 policy=align" --mlir-print-op-on-diagnostic=false -split-input-file -verify-each 2>%t.remarks | FileCheck %s
// RUN: FileCheck %s --check-prefix=REMARK < %t.remarks

// GPT-2's LM head: y = x W^T with vocab 50257. Only C's stride (N) is
// misaligned; policy=align pads N to a multiple of 8 and slices the logits.
// The accumulator's fill grows instead of being padded.
// CHECK-LABEL: func.func @lm_head
// CHECK-SAME: (%[[X:.*]]: tensor<64x768xbf16>, %[[W:.*]]: tensor<50257x768xbf16>)
// CHECK: %[[WP:.*]] = tensor.pad %[[W]] low[0, 0] high[7, 0]
// CHECK: %[[FILL:.*]] = linalg.fill {{.*}} -> tensor<64x50264xbf16>
// CHECK: %[[MM:.*]] = linalg.matmul {{.*}} ins(%[[X]], %[[WP]] : tensor<64x768xbf16>, tensor<50264x768xbf16>) outs(%[[FILL]] : tensor<64x50264xbf16>)
// CHECK: %[[S:.*]] = tensor.extract_slice %[[MM]][0, 0] [64, 50257] [1, 1]
// CHECK: return %[[S]] : tensor<64x50257xbf16>
// REMARK: remark: dimtune: padded linalg.matmul 64x50257x768 -> 64x50264x768 (align): predicted speed-up {{[0-9.]+}}x with pads and slices ({{.*}}), +0.01% FLOPs, +{{[0-9.]+}}% bytes; padded once: none
func.func @lm_head(%x: tensor<64x768xbf16>, %w: tensor<50257x768xbf16>) -> tensor<64x50257xbf16> {
  %zero = arith.constant 0.0 : bf16
  %e = tensor.empty() : tensor<64x50257xbf16>
  %c = linalg.fill ins(%zero : bf16) outs(%e : tensor<64x50257xbf16>) -> tensor<64x50257xbf16>
  %0 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (n, k)>, affine_map<(m, n, k) -> (m, n)>]
      ins(%x, %w : tensor<64x768xbf16>, tensor<50257x768xbf16>) outs(%c : tensor<64x50257xbf16>) -> tensor<64x50257xbf16>
  return %0 : tensor<64x50257xbf16>
}

// -----

// K misaligned (4094 bf16 = 4-byte stride): K is padded with zeros on A and B,
// the result needs no slice. A constant B is padded once into a larger constant.
// CHECK-LABEL: func.func @pad_k_once
// CHECK-DAG: %[[CST:.*]] = arith.constant dense<{{.*}}> : tensor<4096x256xbf16>
// CHECK-DAG: %[[AP:.*]] = tensor.pad %{{.*}} low[0, 0] high[0, 2]
// CHECK: %[[MM:.*]] = linalg.matmul ins(%[[AP]], %[[CST]] : tensor<128x4096xbf16>, tensor<4096x256xbf16>)
// CHECK-NOT: tensor.extract_slice
// CHECK: return %[[MM]]
// REMARK: remark: dimtune: padded linalg.matmul 128x256x4094 -> 128x256x4096 (align){{.*}}padded once: B
func.func @pad_k_once(%a: tensor<128x4094xbf16>) -> tensor<128x256xbf16> {
  %b = arith.constant dense<1.0> : tensor<4094x256xbf16>
  %zero = arith.constant 0.0 : bf16
  %e = tensor.empty() : tensor<128x256xbf16>
  %c = linalg.fill ins(%zero : bf16) outs(%e : tensor<128x256xbf16>) -> tensor<128x256xbf16>
  %0 = linalg.matmul ins(%a, %b : tensor<128x4094xbf16>, tensor<4094x256xbf16>) outs(%c : tensor<128x256xbf16>) -> tensor<128x256xbf16>
  return %0 : tensor<128x256xbf16>
}

// -----

// wgrad (A stored [k, m]): M is contiguous in A, so align pads M.
// CHECK-LABEL: func.func @wgrad
// CHECK: linalg.matmul {{.*}} -> tensor<2312x768xbf16>
// CHECK: tensor.extract_slice {{.*}}[0, 0] [2305, 768] [1, 1]
// REMARK: remark: dimtune: padded linalg.matmul 2305x768x8192 -> 2312x768x8192 (align)
func.func @wgrad(%dy: tensor<8192x2305xbf16>, %x: tensor<8192x768xbf16>, %c: tensor<2305x768xbf16>) -> tensor<2305x768xbf16> {
  %0 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (k, m)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>]
      ins(%dy, %x : tensor<8192x2305xbf16>, tensor<8192x768xbf16>) outs(%c : tensor<2305x768xbf16>) -> tensor<2305x768xbf16>
  return %0 : tensor<2305x768xbf16>
}

// -----

// Batch matmul: the batch (25 heads) is never padded; head dim 63 (K of the
// scores) is.
// CHECK-LABEL: func.func @scores
// CHECK: linalg.batch_matmul {{.*}} ins({{.*}} : tensor<25x128x64xbf16>, tensor<25x128x64xbf16>) {{.*}} -> tensor<25x128x128xbf16>
// REMARK: remark: dimtune: padded linalg.batch_matmul 25x128x128x63 -> 25x128x128x64 (align)
func.func @scores(%q: tensor<25x128x63xbf16>, %k: tensor<25x128x63xbf16>, %c: tensor<25x128x128xbf16>) -> tensor<25x128x128xbf16> {
  %0 = linalg.batch_matmul indexing_maps = [affine_map<(b, m, n, k) -> (b, m, k)>, affine_map<(b, m, n, k) -> (b, n, k)>, affine_map<(b, m, n, k) -> (b, m, n)>]
      ins(%q, %k : tensor<25x128x63xbf16>, tensor<25x128x63xbf16>) outs(%c : tensor<25x128x128xbf16>) -> tensor<25x128x128xbf16>
  return %0 : tensor<25x128x128xbf16>
}

// -----

// A contraction generic pads like a named matmul.
// CHECK-LABEL: func.func @generic
// CHECK: linalg.generic {{.*}} ins({{.*}} : tensor<32x40xf16>, tensor<40x16xf16>)
// REMARK: remark: dimtune: padded linalg.generic 32x16x33 -> 32x16x40 (align)
func.func @generic(%a: tensor<32x33xf16>, %b: tensor<33x16xf16>, %c: tensor<32x16xf32>) -> tensor<32x16xf32> {
  %0 = linalg.generic {indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>],
                       iterator_types = ["parallel", "parallel", "reduction"]}
      ins(%a, %b : tensor<32x33xf16>, tensor<33x16xf16>) outs(%c : tensor<32x16xf32>) {
  ^bb0(%x: f16, %y: f16, %acc: f32):
    %xe = arith.extf %x : f16 to f32
    %ye = arith.extf %y : f16 to f32
    %p = arith.mulf %xe, %ye : f32
    %s = arith.addf %acc, %p : f32
    linalg.yield %s : f32
  } -> tensor<32x16xf32>
  return %0 : tensor<32x16xf32>
}

// -----

// Aligned: nothing to do.
// CHECK-LABEL: func.func @aligned
// CHECK-NOT: tensor.pad
// CHECK: linalg.matmul ins(%{{.*}}, %{{.*}} : tensor<64x64xbf16>, tensor<64x64xbf16>)
func.func @aligned(%a: tensor<64x64xbf16>, %b: tensor<64x64xbf16>, %c: tensor<64x64xbf16>) -> tensor<64x64xbf16> {
  %0 = linalg.matmul ins(%a, %b : tensor<64x64xbf16>, tensor<64x64xbf16>) outs(%c : tensor<64x64xbf16>) -> tensor<64x64xbf16>
  return %0 : tensor<64x64xbf16>
}
