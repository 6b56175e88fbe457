// RUN: dimtune-opt %s --dimtune-analyze="target=a100" --mlir-print-op-on-diagnostic=false -split-input-file -o /dev/null 2>&1 | FileCheck %s

// y[m] = A[m,k] x[k]: N is 1; only A has a leading stride. A GEMV runs its
// 2-byte stride as the 8-byte one, and padding K copies the whole matrix.
// CHECK-LABEL: remark: dimtune: linalg.matvec 4096x1x4095 f16
// CHECK-SAME: misaligned A.k=4095 (2-byte stride)
// CHECK-SAME: no padding pays for its pads and slices (the GEMM alone at 4096x1x4096
func.func @matvec(%a: tensor<4096x4095xf16>, %x: tensor<4095xf16>, %y: tensor<4096xf16>) -> tensor<4096xf16> {
  %0 = linalg.matvec ins(%a, %x : tensor<4096x4095xf16>, tensor<4095xf16>) outs(%y : tensor<4096xf16>) -> tensor<4096xf16>
  return %0 : tensor<4096xf16>
}

// -----

// y[n] = x[k] A[k,n]: M is 1.
// CHECK-LABEL: remark: dimtune: linalg.vecmat 1x4096x1024 f16
// CHECK-SAME: aligned, memory-bound
func.func @vecmat(%x: tensor<1024xf16>, %a: tensor<1024x4096xf16>, %y: tensor<4096xf16>) -> tensor<4096xf16> {
  %0 = linalg.vecmat ins(%x, %a : tensor<1024xf16>, tensor<1024x4096xf16>) outs(%y : tensor<4096xf16>) -> tensor<4096xf16>
  return %0 : tensor<4096xf16>
}
