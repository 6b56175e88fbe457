// RUN: dimtune-opt %s --dimtune-analyze="target=h100" --mlir-print-op-on-diagnostic=false -split-input-file -o /dev/null 2>&1 | FileCheck %s

// int8 x int8 -> int32: 16-byte alignment is 16 elements, so K = 1000 (8-byte
// stride) is misaligned where it would be aligned in bf16.
// CHECK-LABEL: remark: dimtune: linalg.matmul 2048x2048x1000 i8
// CHECK-SAME: misaligned A.k=1000 (8-byte stride)
func.func @int8(%a: tensor<2048x1000xi8>, %b: tensor<1000x2048xi8>, %c: tensor<2048x2048xi32>) -> tensor<2048x2048xi32> {
  %0 = linalg.matmul ins(%a, %b : tensor<2048x1000xi8>, tensor<1000x2048xi8>) outs(%c : tensor<2048x2048xi32>) -> tensor<2048x2048xi32>
  return %0 : tensor<2048x2048xi32>
}

// -----

// CHECK-LABEL: remark: dimtune: linalg.matmul 2048x2048x2048 f8E4M3FN
// CHECK-SAME: aligned
func.func @fp8(%a: tensor<2048x2048xf8E4M3FN>, %b: tensor<2048x2048xf8E4M3FN>, %c: tensor<2048x2048xbf16>) -> tensor<2048x2048xbf16> {
  %0 = linalg.matmul ins(%a, %b : tensor<2048x2048xf8E4M3FN>, tensor<2048x2048xf8E4M3FN>) outs(%c : tensor<2048x2048xbf16>) -> tensor<2048x2048xbf16>
  return %0 : tensor<2048x2048xbf16>
}

// -----

// fp32 runs on the SIMT kernels: 4-byte elements, K = 1022 gives an 8-byte stride.
// CHECK-LABEL: remark: dimtune: linalg.matmul 1024x1024x1022 f32
// CHECK-SAME: misaligned A.k=1022 (8-byte stride)
func.func @fp32(%a: tensor<1024x1022xf32>, %b: tensor<1022x1024xf32>, %c: tensor<1024x1024xf32>) -> tensor<1024x1024xf32> {
  %0 = linalg.matmul ins(%a, %b : tensor<1024x1022xf32>, tensor<1022x1024xf32>) outs(%c : tensor<1024x1024xf32>) -> tensor<1024x1024xf32>
  return %0 : tensor<1024x1024xf32>
}

// -----

// f64 is not modelled: a remark says so and the GEMM is skipped, not guessed.
// CHECK-LABEL: remark: dimtune: skipped: element types 'f64' x 'f64' -> 'f64' are not modelled
func.func @f64(%a: tensor<64x64xf64>, %b: tensor<64x64xf64>, %c: tensor<64x64xf64>) -> tensor<64x64xf64> {
  %0 = linalg.matmul ins(%a, %b : tensor<64x64xf64>, tensor<64x64xf64>) outs(%c : tensor<64x64xf64>) -> tensor<64x64xf64>
  return %0 : tensor<64x64xf64>
}

// -----

// CHECK-LABEL: remark: dimtune: skipped: element types 'i16' x 'i16' -> 'i32' are not modelled
func.func @i16(%a: tensor<64x64xi16>, %b: tensor<64x64xi16>, %c: tensor<64x64xi32>) -> tensor<64x64xi32> {
  %0 = linalg.matmul ins(%a, %b : tensor<64x64xi16>, tensor<64x64xi16>) outs(%c : tensor<64x64xi32>) -> tensor<64x64xi32>
  return %0 : tensor<64x64xi32>
}

// -----

// An empty GEMM has no time to predict (no-nan.mlir: and no NaN reaches the report).
// CHECK-LABEL: remark: dimtune: skipped: an empty GEMM (a size is 0)
func.func @empty(%a: tensor<0x64xbf16>, %b: tensor<64x64xbf16>, %c: tensor<0x64xbf16>) -> tensor<0x64xbf16> {
  %0 = linalg.matmul ins(%a, %b : tensor<0x64xbf16>, tensor<64x64xbf16>) outs(%c : tensor<0x64xbf16>) -> tensor<0x64xbf16>
  return %0 : tensor<0x64xbf16>
}

// -----

// The fp8 formats each keep their own name (and bytes: 1 per element).
// CHECK-LABEL: remark: dimtune: linalg.matmul 2048x2048x2048 f8E5M2:
func.func @e5m2(%a: tensor<2048x2048xf8E5M2>, %b: tensor<2048x2048xf8E5M2>, %c: tensor<2048x2048xbf16>) -> tensor<2048x2048xbf16> {
  %0 = linalg.matmul ins(%a, %b : tensor<2048x2048xf8E5M2>, tensor<2048x2048xf8E5M2>) outs(%c : tensor<2048x2048xbf16>) -> tensor<2048x2048xbf16>
  return %0 : tensor<2048x2048xbf16>
}

// -----

// CHECK-LABEL: remark: dimtune: linalg.matmul 2048x2048x2048 f8E4M3FNUZ:
func.func @e4m3fnuz(%a: tensor<2048x2048xf8E4M3FNUZ>, %b: tensor<2048x2048xf8E4M3FNUZ>, %c: tensor<2048x2048xf32>) -> tensor<2048x2048xf32> {
  %0 = linalg.matmul ins(%a, %b : tensor<2048x2048xf8E4M3FNUZ>, tensor<2048x2048xf8E4M3FNUZ>) outs(%c : tensor<2048x2048xf32>) -> tensor<2048x2048xf32>
  return %0 : tensor<2048x2048xf32>
}

// -----

// CHECK-LABEL: remark: dimtune: linalg.matmul 2048x2048x2048 f8E5M2FNUZ:
func.func @e5m2fnuz(%a: tensor<2048x2048xf8E5M2FNUZ>, %b: tensor<2048x2048xf8E5M2FNUZ>, %c: tensor<2048x2048xf32>) -> tensor<2048x2048xf32> {
  %0 = linalg.matmul ins(%a, %b : tensor<2048x2048xf8E5M2FNUZ>, tensor<2048x2048xf8E5M2FNUZ>) outs(%c : tensor<2048x2048xf32>) -> tensor<2048x2048xf32>
  return %0 : tensor<2048x2048xf32>
}

// -----

// CHECK-LABEL: remark: dimtune: linalg.matmul 2048x2048x2048 f8E4M3:
func.func @e4m3(%a: tensor<2048x2048xf8E4M3>, %b: tensor<2048x2048xf8E4M3>, %c: tensor<2048x2048xf32>) -> tensor<2048x2048xf32> {
  %0 = linalg.matmul ins(%a, %b : tensor<2048x2048xf8E4M3>, tensor<2048x2048xf8E4M3>) outs(%c : tensor<2048x2048xf32>) -> tensor<2048x2048xf32>
  return %0 : tensor<2048x2048xf32>
}

// -----

// tf32 operands run on the tensor cores at their tf32 rate, not as f32.
// CHECK-LABEL: remark: dimtune: linalg.matmul 2048x2048x2048 tf32:
// CHECK-SAME: (283.8 TFLOP/s)
func.func @tf32(%a: tensor<2048x2048xtf32>, %b: tensor<2048x2048xtf32>, %c: tensor<2048x2048xf32>) -> tensor<2048x2048xf32> {
  %0 = linalg.matmul ins(%a, %b : tensor<2048x2048xtf32>, tensor<2048x2048xtf32>) outs(%c : tensor<2048x2048xf32>) -> tensor<2048x2048xf32>
  return %0 : tensor<2048x2048xf32>
}

// -----

// fp8 operands of two formats (E4M3 x E5M2, as FP8 training's backward runs) are one GEMM.
// CHECK-LABEL: remark: dimtune: linalg.matmul 2048x2048x2048 f8E4M3FN:
func.func @mixed(%a: tensor<2048x2048xf8E4M3FN>, %b: tensor<2048x2048xf8E5M2>, %c: tensor<2048x2048xf32>) -> tensor<2048x2048xf32> {
  %0 = linalg.matmul ins(%a, %b : tensor<2048x2048xf8E4M3FN>, tensor<2048x2048xf8E5M2>) outs(%c : tensor<2048x2048xf32>) -> tensor<2048x2048xf32>
  return %0 : tensor<2048x2048xf32>
}
