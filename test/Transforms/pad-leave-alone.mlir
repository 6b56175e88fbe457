// What --dimtune-pad cannot handle it leaves alone, with a remark saying why.
// RUN: dimtune-opt %s --dimtune-pad="target=h100 policy=align" -split-input-file -verify-diagnostics -verify-each | FileCheck %s

// CHECK-LABEL: func.func @dynamic
// CHECK-NOT: tensor.pad
func.func @dynamic(%a: tensor<?x4095xbf16>, %b: tensor<4095x64xbf16>, %c: tensor<?x64xbf16>) -> tensor<?x64xbf16> {
  // expected-remark @+1 {{dimtune: skipped: 1 dynamic size(s); this pass needs static sizes}}
  %0 = linalg.matmul ins(%a, %b : tensor<?x4095xbf16>, tensor<4095x64xbf16>) outs(%c : tensor<?x64xbf16>) -> tensor<?x64xbf16>
  return %0 : tensor<?x64xbf16>
}

// -----

// CHECK-LABEL: func.func @buffers
func.func @buffers(%a: memref<64x4095xbf16>, %b: memref<4095x64xbf16>, %c: memref<64x64xbf16>) {
  // expected-remark @+1 {{dimtune: not padded: buffer operands; pad before bufferization}}
  linalg.matmul ins(%a, %b : memref<64x4095xbf16>, memref<4095x64xbf16>) outs(%c : memref<64x64xbf16>)
  return
}

// -----

// CHECK-LABEL: func.func @tosa
// CHECK: tosa.matmul
func.func @tosa(%a: tensor<8x64x4095xf16>, %b: tensor<8x4095x64xf16>) -> tensor<8x64x64xf16> {
  %zp = "tosa.const"() <{values = dense<0.0> : tensor<1xf16>}> : () -> tensor<1xf16>
  // expected-remark @+1 {{dimtune: not padded: tosa.matmul is padded after lowering to linalg}}
  %0 = tosa.matmul %a, %b, %zp, %zp : (tensor<8x64x4095xf16>, tensor<8x4095x64xf16>, tensor<1xf16>, tensor<1xf16>) -> tensor<8x64x64xf16>
  return %0 : tensor<8x64x64xf16>
}

// -----

// K is two collapsed loops (h, d) with d innermost: which one to grow is a
// model decision this pass does not make.
// CHECK-LABEL: func.func @collapsed
// CHECK-NOT: tensor.pad
func.func @collapsed(%x: tensor<64x16x63xbf16>, %w: tensor<16x63x64xbf16>, %y: tensor<64x64xbf16>) -> tensor<64x64xbf16> {
  // expected-remark @+1 {{dimtune: not padded: a misaligned stride belongs to several collapsed loops}}
  %0 = linalg.contract indexing_maps = [affine_map<(s, e, h, d) -> (s, h, d)>, affine_map<(s, e, h, d) -> (h, d, e)>, affine_map<(s, e, h, d) -> (s, e)>]
      ins(%x, %w : tensor<64x16x63xbf16>, tensor<16x63x64xbf16>) outs(%y : tensor<64x64xbf16>) -> tensor<64x64xbf16>
  return %0 : tensor<64x64xbf16>
}
