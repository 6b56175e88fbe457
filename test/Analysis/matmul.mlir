// RUN: dimtune-opt %s --dimtune-analyze="target=h200" --mlir-print-op-on-diagnostic=false -split-input-file -o /dev/null 2>&1 | FileCheck %s

// Plain row-major matmul: A [m,k], B [k,n]; contiguous dims K, N and N.
// CHECK-LABEL: remark: dimtune: linalg.matmul 4096x4096x4096 bf16
// CHECK-SAME: tile {{[0-9]+}}x{{[0-9]+}} eff 100.0%
// CHECK-SAME: aligned, compute-bound
// CHECK-SAME: no padding predicted to help
func.func @plain(%a: tensor<4096x4096xbf16>, %b: tensor<4096x4096xbf16>, %c: tensor<4096x4096xbf16>) -> tensor<4096x4096xbf16> {
  %0 = linalg.matmul ins(%a, %b : tensor<4096x4096xbf16>, tensor<4096x4096xbf16>) outs(%c : tensor<4096x4096xbf16>) -> tensor<4096x4096xbf16>
  return %0 : tensor<4096x4096xbf16>
}

// -----

// y = x W^T through indexing maps: W is [n,k], so its contiguous dim is K.
// An odd N is then a misaligned stride of C only.
// CHECK-LABEL: remark: dimtune: linalg.matmul 8192x50257x768 bf16
// CHECK-SAME: misaligned C.n=50257 (2-byte stride)
// CHECK-SAME: pad to 8192x{{5026[4-9]|50[3-9][0-9][0-9]}}x768
func.func @transposed_b(%x: tensor<8192x768xbf16>, %w: tensor<50257x768xbf16>, %c: tensor<8192x50257xbf16>) -> tensor<8192x50257xbf16> {
  %0 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (n, k)>, affine_map<(m, n, k) -> (m, n)>]
      ins(%x, %w : tensor<8192x768xbf16>, tensor<50257x768xbf16>) outs(%c : tensor<8192x50257xbf16>) -> tensor<8192x50257xbf16>
  return %0 : tensor<8192x50257xbf16>
}

// -----

// wgrad dW = dY^T X: A is stored [k,m], so its contiguous dim is M.
// CHECK-LABEL: remark: dimtune: linalg.matmul 4095x1024x8192 bf16
// CHECK-SAME: misaligned A.m=4095 (2-byte stride)
// CHECK-SAME: pad to 4096x1024x8192
func.func @transposed_a(%dy: tensor<8192x4095xbf16>, %x: tensor<8192x1024xbf16>, %c: tensor<4095x1024xbf16>) -> tensor<4095x1024xbf16> {
  %0 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (k, m)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>]
      ins(%dy, %x : tensor<8192x4095xbf16>, tensor<8192x1024xbf16>) outs(%c : tensor<4095x1024xbf16>) -> tensor<4095x1024xbf16>
  return %0 : tensor<4095x1024xbf16>
}

// -----

// A 4-byte-aligned K (bf16, K = 4094) breaks 16-byte alignment of A and B.
// CHECK-LABEL: remark: dimtune: linalg.matmul 4096x4096x4094 bf16
// CHECK-SAME: misaligned A.k=4094 (4-byte stride), B.k=4094 (4-byte stride)
// CHECK-SAME: pad to 4096x4096x4096
func.func @misaligned_k(%a: tensor<4096x4094xbf16>, %b: tensor<4096x4094xbf16>, %c: tensor<4096x4096xbf16>) -> tensor<4096x4096xbf16> {
  %0 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (n, k)>, affine_map<(m, n, k) -> (m, n)>]
      ins(%a, %b : tensor<4096x4094xbf16>, tensor<4096x4094xbf16>) outs(%c : tensor<4096x4096xbf16>) -> tensor<4096x4096xbf16>
  return %0 : tensor<4096x4096xbf16>
}

// -----

// Decode: M = 1 has a single row, so no stride of A or C can be misaligned,
// and the GEMM is memory-bound.
// CHECK-LABEL: remark: dimtune: linalg.matmul 1x4096x4096 bf16
// CHECK-SAME: aligned, memory-bound
func.func @decode(%a: tensor<1x4096xbf16>, %b: tensor<4096x4096xbf16>, %c: tensor<1x4096xbf16>) -> tensor<1x4096xbf16> {
  %0 = linalg.matmul ins(%a, %b : tensor<1x4096xbf16>, tensor<4096x4096xbf16>) outs(%c : tensor<1x4096xbf16>) -> tensor<1x4096xbf16>
  return %0 : tensor<1x4096xbf16>
}
