// RUN: dimtune-opt %s --dimtune-pad="target=h100 policy=align" --mlir-elide-elementsattrs-if-larger=64 -split-input-file -verify-each 2>%t.remarks | FileCheck %s
// RUN: FileCheck %s --check-prefix=REMARK < %t.remarks

// Constants padded once (foldPadOfConstant) and accumulator fills (foldPadOfFill),
// value by value: policy=align pads K (f32 rows of 24 bytes) or N to a multiple of 4.
// A non-splat constant B, K 6 -> 8: one constant of the padded shape, its
// rows in place and two rows of zeros after them (copyIntoPadded).
// CHECK-LABEL: func.func @dense_b
// CHECK: %[[B:.*]] = arith.constant dense<{{\[}}[1.000000e+00, 2.000000e+00, 3.000000e+00, 4.000000e+00], [5.000000e+00, 6.000000e+00, 7.000000e+00, 8.000000e+00], [9.000000e+00, 1.000000e+01, 1.100000e+01, 1.200000e+01], [1.300000e+01, 1.400000e+01, 1.500000e+01, 1.600000e+01], [1.700000e+01, 1.800000e+01, 1.900000e+01, 2.000000e+01], [2.100000e+01, 2.200000e+01, 2.300000e+01, 2.400000e+01], [0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00]]> : tensor<8x4xf32>
// CHECK: linalg.matmul ins(%{{.*}}, %[[B]] : tensor<2x8xf32>, tensor<8x4xf32>)
// REMARK: padded linalg.matmul 2x4x6 -> 2x4x8 (align){{.*}}padded once: B (constant)
func.func @dense_b(%a: tensor<2x6xf32>) -> tensor<2x4xf32> {
  %b = arith.constant dense<[[1.0, 2.0, 3.0, 4.0], [5.0, 6.0, 7.0, 8.0], [9.0, 10.0, 11.0, 12.0], [13.0, 14.0, 15.0, 16.0], [17.0, 18.0, 19.0, 20.0], [21.0, 22.0, 23.0, 24.0]]> : tensor<6x4xf32>
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<2x4xf32>
  %c = linalg.fill ins(%zero : f32) outs(%e : tensor<2x4xf32>) -> tensor<2x4xf32>
  %0 = linalg.matmul ins(%a, %b : tensor<2x6xf32>, tensor<6x4xf32>) outs(%c : tensor<2x4xf32>) -> tensor<2x4xf32>
  return %0 : tensor<2x4xf32>
}

// -----

// A splat of 1.0 padded with zeros is no longer a splat: it is expanded,
// its six rows of ones and two of zeros.
// CHECK-LABEL: func.func @splat_one
// CHECK: %[[B:.*]] = arith.constant dense<{{\[}}[1.000000e+00, 1.000000e+00, 1.000000e+00, 1.000000e+00], [1.000000e+00, 1.000000e+00, 1.000000e+00, 1.000000e+00], [1.000000e+00, 1.000000e+00, 1.000000e+00, 1.000000e+00], [1.000000e+00, 1.000000e+00, 1.000000e+00, 1.000000e+00], [1.000000e+00, 1.000000e+00, 1.000000e+00, 1.000000e+00], [1.000000e+00, 1.000000e+00, 1.000000e+00, 1.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00], [0.000000e+00, 0.000000e+00, 0.000000e+00, 0.000000e+00]]> : tensor<8x4xf32>
// CHECK: linalg.matmul ins(%{{.*}}, %[[B]] : tensor<2x8xf32>, tensor<8x4xf32>)
func.func @splat_one(%a: tensor<2x6xf32>) -> tensor<2x4xf32> {
  %b = arith.constant dense<1.0> : tensor<6x4xf32>
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<2x4xf32>
  %c = linalg.fill ins(%zero : f32) outs(%e : tensor<2x4xf32>) -> tensor<2x4xf32>
  %0 = linalg.matmul ins(%a, %b : tensor<2x6xf32>, tensor<6x4xf32>) outs(%c : tensor<2x4xf32>) -> tensor<2x4xf32>
  return %0 : tensor<2x4xf32>
}

// -----

// A splat of the padding value stays a splat.
// CHECK-LABEL: func.func @splat_zero
// CHECK: %[[B:.*]] = arith.constant dense<0.000000e+00> : tensor<8x4xf32>
// CHECK: linalg.matmul ins(%{{.*}}, %[[B]] : tensor<2x8xf32>, tensor<8x4xf32>)
func.func @splat_zero(%a: tensor<2x6xf32>) -> tensor<2x4xf32> {
  %b = arith.constant dense<0.0> : tensor<6x4xf32>
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<2x4xf32>
  %c = linalg.fill ins(%zero : f32) outs(%e : tensor<2x4xf32>) -> tensor<2x4xf32>
  %0 = linalg.matmul ins(%a, %b : tensor<2x6xf32>, tensor<6x4xf32>) outs(%c : tensor<2x4xf32>) -> tensor<2x4xf32>
  return %0 : tensor<2x4xf32>
}

// -----

// An accumulator filled with 1.0 is not a fill of the padding value (0): it
// is padded as an op (the padded columns are sliced off), not refilled.
// CHECK-LABEL: func.func @fill_one
// CHECK: %[[ONE:.*]] = arith.constant 1.000000e+00 : f32
// CHECK: %[[FILL:.*]] = linalg.fill ins(%[[ONE]] : f32) outs(%{{.*}} : tensor<2x6xf32>)
// CHECK: %[[C:.*]] = tensor.pad %[[FILL]] low[0, 0] high[0, 2]
// CHECK: %[[MM:.*]] = linalg.matmul ins(%{{.*}}, %{{.*}} : tensor<2x8xf32>, tensor<8x8xf32>) outs(%[[C]] : tensor<2x8xf32>)
// CHECK: tensor.extract_slice %[[MM]][0, 0] [2, 6] [1, 1]
// REMARK: padded linalg.matmul 2x6x8 -> 2x8x8 (align){{.*}}padded once: none
func.func @fill_one(%a: tensor<2x8xf32>, %b: tensor<8x6xf32>) -> tensor<2x6xf32> {
  %one = arith.constant 1.0 : f32
  %e = tensor.empty() : tensor<2x6xf32>
  %c = linalg.fill ins(%one : f32) outs(%e : tensor<2x6xf32>) -> tensor<2x6xf32>
  %0 = linalg.matmul ins(%a, %b : tensor<2x8xf32>, tensor<8x6xf32>) outs(%c : tensor<2x6xf32>) -> tensor<2x6xf32>
  return %0 : tensor<2x6xf32>
}

// -----

// The padded constant at exactly the cap (4096 x 1024 f32, 16 MiB) folds.
// CHECK-LABEL: func.func @at_cap
// CHECK: %[[B:.*]] = arith.constant dense_resource<__elided__> : tensor<4096x1024xf32>
// CHECK: linalg.matmul ins(%{{.*}}, %[[B]] : tensor<2x4096xf32>, tensor<4096x1024xf32>)
// REMARK: padded linalg.matmul 2x1024x4094 -> 2x1024x4096 (align){{.*}}padded once: B (constant)
func.func @at_cap(%a: tensor<2x4094xf32>) -> tensor<2x1024xf32> {
  %b = arith.constant dense<1.0> : tensor<4094x1024xf32>
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<2x1024xf32>
  %c = linalg.fill ins(%zero : f32) outs(%e : tensor<2x1024xf32>) -> tensor<2x1024xf32>
  %0 = linalg.matmul ins(%a, %b : tensor<2x4094xf32>, tensor<4094x1024xf32>) outs(%c : tensor<2x1024xf32>) -> tensor<2x1024xf32>
  return %0 : tensor<2x1024xf32>
}

// -----

// Past the cap (4096 x 1028 f32) a splat of another value stays a pad op.
// CHECK-LABEL: func.func @past_cap
// CHECK: %[[CST:.*]] = arith.constant dense<1.000000e+00> : tensor<4094x1028xf32>
// CHECK: %[[B:.*]] = tensor.pad %[[CST]] low[0, 0] high[2, 0]
// CHECK: linalg.matmul ins(%{{.*}}, %[[B]] : tensor<2x4096xf32>, tensor<4096x1028xf32>)
// REMARK: padded linalg.matmul 2x1028x4094 -> 2x1028x4096 (align){{.*}}padded once: none
func.func @past_cap(%a: tensor<2x4094xf32>) -> tensor<2x1028xf32> {
  %b = arith.constant dense<1.0> : tensor<4094x1028xf32>
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<2x1028xf32>
  %c = linalg.fill ins(%zero : f32) outs(%e : tensor<2x1028xf32>) -> tensor<2x1028xf32>
  %0 = linalg.matmul ins(%a, %b : tensor<2x4094xf32>, tensor<4094x1028xf32>) outs(%c : tensor<2x1028xf32>) -> tensor<2x1028xf32>
  return %0 : tensor<2x1028xf32>
}

// -----

// ... but a splat of zeros stays a splat at any size: it folds.
// CHECK-LABEL: func.func @past_cap_zero
// CHECK: %[[B:.*]] = arith.constant dense<0.000000e+00> : tensor<4096x1028xf32>
// CHECK: linalg.matmul ins(%{{.*}}, %[[B]] : tensor<2x4096xf32>, tensor<4096x1028xf32>)
// REMARK: padded linalg.matmul 2x1028x4094 -> 2x1028x4096 (align){{.*}}padded once: B (constant)
func.func @past_cap_zero(%a: tensor<2x4094xf32>) -> tensor<2x1028xf32> {
  %b = arith.constant dense<0.0> : tensor<4094x1028xf32>
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<2x1028xf32>
  %c = linalg.fill ins(%zero : f32) outs(%e : tensor<2x1028xf32>) -> tensor<2x1028xf32>
  %0 = linalg.matmul ins(%a, %b : tensor<2x4094xf32>, tensor<4094x1028xf32>) outs(%c : tensor<2x1028xf32>) -> tensor<2x1028xf32>
  return %0 : tensor<2x1028xf32>
}

// -----

// A constant A, K 6 -> 8: each row keeps its six values and ends in two zeros.
// CHECK-LABEL: func.func @const_a
// CHECK: %[[A:.*]] = arith.constant dense<{{\[}}[1.000000e+00, 2.000000e+00, 3.000000e+00, 4.000000e+00, 5.000000e+00, 6.000000e+00, 0.000000e+00, 0.000000e+00], [7.000000e+00, 8.000000e+00, 9.000000e+00, 1.000000e+01, 1.100000e+01, 1.200000e+01, 0.000000e+00, 0.000000e+00]]> : tensor<2x8xf32>
// CHECK: linalg.matmul ins(%[[A]], %{{.*}} : tensor<2x8xf32>, tensor<8x4xf32>)
// REMARK: padded linalg.matmul 2x4x6 -> 2x4x8 (align){{.*}}padded once: A (constant)
func.func @const_a(%b: tensor<6x4xf32>) -> tensor<2x4xf32> {
  %a = arith.constant dense<[[1.0, 2.0, 3.0, 4.0, 5.0, 6.0], [7.0, 8.0, 9.0, 10.0, 11.0, 12.0]]> : tensor<2x6xf32>
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<2x4xf32>
  %c = linalg.fill ins(%zero : f32) outs(%e : tensor<2x4xf32>) -> tensor<2x4xf32>
  %0 = linalg.matmul ins(%a, %b : tensor<2x6xf32>, tensor<6x4xf32>) outs(%c : tensor<2x4xf32>) -> tensor<2x4xf32>
  return %0 : tensor<2x4xf32>
}

// -----

// The accumulator's zero fill has another use: it stays as it is, and the
// padded GEMM gets a fill of its own.
// CHECK-LABEL: func.func @shared_fill
// CHECK: %[[FILL:.*]] = linalg.fill ins(%{{.*}} : f32) outs(%{{.*}} : tensor<2x6xf32>)
// CHECK: %[[BIG:.*]] = linalg.fill ins(%{{.*}} : f32) outs(%{{.*}} : tensor<2x8xf32>)
// CHECK: %[[MM:.*]] = linalg.matmul {{.*}} outs(%[[BIG]] : tensor<2x8xf32>)
// CHECK: %[[S:.*]] = tensor.extract_slice %[[MM]][0, 0] [2, 6] [1, 1]
// CHECK: return %[[S]], %[[FILL]]
func.func @shared_fill(%a: tensor<2x8xf32>, %b: tensor<8x6xf32>) -> (tensor<2x6xf32>, tensor<2x6xf32>) {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<2x6xf32>
  %c = linalg.fill ins(%zero : f32) outs(%e : tensor<2x6xf32>) -> tensor<2x6xf32>
  %0 = linalg.matmul ins(%a, %b : tensor<2x8xf32>, tensor<8x6xf32>) outs(%c : tensor<2x6xf32>) -> tensor<2x6xf32>
  return %0, %c : tensor<2x6xf32>, tensor<2x6xf32>
}
