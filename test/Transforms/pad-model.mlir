// RUN: dimtune-opt %s --dimtune-pad="target=h200 policy=model" --mlir-print-op-on-diagnostic=false -split-input-file -verify-each 2>%t.remarks | FileCheck %s
// RUN: FileCheck %s --check-prefix=REMARK < %t.remarks
// Idempotent: a second run pads nothing more and leaves the IR as it is.
// RUN: dimtune-opt %s --dimtune-pad="target=h200 policy=model" -split-input-file 2>/dev/null > %t.once.mlir
// RUN: dimtune-opt %t.once.mlir --dimtune-pad="target=h200 policy=model" -split-input-file 2>%t.twice.remarks > %t.twice.mlir
// RUN: not grep "dimtune: padded" %t.twice.remarks
// RUN: diff %t.once.mlir %t.twice.mlir

// Training-sized LM head with a constant (padded once) weight: the model
// predicts a large gain from aligning N and takes it.
// CHECK-LABEL: func.func @lm_head
// CHECK: linalg.matmul {{.*}} -> tensor<8192x{{50264|50272|50280|50288|50296|50304|50312|50320}}xbf16>
// CHECK: tensor.extract_slice {{.*}} [8192, 50257] [1, 1]
// REMARK: remark: dimtune: padded linalg.matmul 8192x50257x768 -> 8192x{{[0-9]+}}x768 (model): predicted speed-up {{[2-9]\.[0-9]+}}x
func.func @lm_head(%x: tensor<8192x768xbf16>, %w: tensor<50257x768xbf16>) -> tensor<8192x50257xbf16> {
  %zero = arith.constant 0.0 : bf16
  %e = tensor.empty() : tensor<8192x50257xbf16>
  %c = linalg.fill ins(%zero : bf16) outs(%e : tensor<8192x50257xbf16>) -> tensor<8192x50257xbf16>
  %0 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (n, k)>, affine_map<(m, n, k) -> (m, n)>]
      ins(%x, %w : tensor<8192x768xbf16>, tensor<50257x768xbf16>) outs(%c : tensor<8192x50257xbf16>) -> tensor<8192x50257xbf16>
  return %0 : tensor<8192x50257xbf16>
}

// -----

// Decode with the same weight: the copy of W that a pad needs costs more than
// the misaligned kernel loses, so policy=model leaves it (align would pad).
// CHECK-LABEL: func.func @decode_head
// CHECK-NOT: tensor.pad
// CHECK: linalg.matmul {{.*}} -> tensor<4x50257xbf16>
func.func @decode_head(%x: tensor<4x768xbf16>, %w: tensor<50257x768xbf16>) -> tensor<4x50257xbf16> {
  %zero = arith.constant 0.0 : bf16
  %e = tensor.empty() : tensor<4x50257xbf16>
  %c = linalg.fill ins(%zero : bf16) outs(%e : tensor<4x50257xbf16>) -> tensor<4x50257xbf16>
  %0 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (n, k)>, affine_map<(m, n, k) -> (m, n)>]
      ins(%x, %w : tensor<4x768xbf16>, tensor<50257x768xbf16>) outs(%c : tensor<4x50257xbf16>) -> tensor<4x50257xbf16>
  return %0 : tensor<4x50257xbf16>
}

// -----

// Aligned and well-shaped: nothing is predicted to pay.
// CHECK-LABEL: func.func @aligned
// CHECK-NOT: tensor.pad
func.func @aligned(%a: tensor<4096x4096xbf16>, %b: tensor<4096x4096xbf16>, %c: tensor<4096x4096xbf16>) -> tensor<4096x4096xbf16> {
  %0 = linalg.matmul ins(%a, %b : tensor<4096x4096xbf16>, tensor<4096x4096xbf16>) outs(%c : tensor<4096x4096xbf16>) -> tensor<4096x4096xbf16>
  return %0 : tensor<4096x4096xbf16>
}
