// --dimtune-pad changes only what it pads: no module-wide canonicalization
// (foldable arithmetic and dead ops it did not pad stay), and a splat weight
// padded with zeros is not written out as megabytes of constant.
// RUN: dimtune-opt %s --dimtune-pad="target=h200 policy=align" --mlir-print-op-on-diagnostic=false -split-input-file 2>/dev/null | FileCheck %s
// RUN: dimtune-opt %s --dimtune-pad="target=h200 policy=align" --mlir-print-op-on-diagnostic=false -split-input-file 2>&1 >/dev/null | FileCheck %s --check-prefix=REMARK

// CHECK-LABEL: func.func @untouched
// CHECK: %[[A:.*]] = arith.constant 2 : i32
// CHECK: %[[B:.*]] = arith.constant 3 : i32
// CHECK: arith.addi %[[A]], %[[B]] : i32
// CHECK: tensor.empty() : tensor<7x7xf32>
// CHECK: linalg.matmul
func.func @untouched(%a: tensor<64x64xf32>, %b: tensor<64x64xf32>, %c: tensor<64x64xf32>) -> (tensor<64x64xf32>, i32) {
  %two = arith.constant 2 : i32
  %three = arith.constant 3 : i32
  %five = arith.addi %two, %three : i32
  %dead = tensor.empty() : tensor<7x7xf32>
  %0 = linalg.matmul ins(%a, %b : tensor<64x64xf32>, tensor<64x64xf32>) outs(%c : tensor<64x64xf32>) -> tensor<64x64xf32>
  return %0, %five : tensor<64x64xf32>, i32
}

// -----

// A 64 MB splat weight with K = 4094 (8-byte stride): K is padded, the splat
// stays a splat and its pad stays an op, counted as a copy (not padded once).
// CHECK-LABEL: func.func @splat_weight
// CHECK: arith.constant dense<1.000000e+00> : tensor<4094x4096xf32>
// CHECK: tensor.pad
// CHECK-NOT: dense<"0x
// REMARK: remark: dimtune: padded linalg.matmul 8x4096x4094 -> 8x4096x4096 (align): {{.*}}; padded once: none
func.func @splat_weight(%a: tensor<8x4094xf32>, %c: tensor<8x4096xf32>) -> tensor<8x4096xf32> {
  %b = arith.constant dense<1.0> : tensor<4094x4096xf32>
  %0 = linalg.matmul ins(%a, %b : tensor<8x4094xf32>, tensor<4094x4096xf32>) outs(%c : tensor<8x4096xf32>) -> tensor<8x4096xf32>
  return %0 : tensor<8x4096xf32>
}
