// RUN: dimtune-opt %s --dimtune-analyze="target=l40s" --mlir-print-op-on-diagnostic=false -o /dev/null 2>&1 | FileCheck %s

// tosa.matmul: [batch, m, k] x [batch, k, n]; N = 1000 is 16-byte aligned in f16.
// CHECK: remark: dimtune: tosa.matmul 8x512x1000x768 f16
// CHECK-SAME: aligned
func.func @tosa(%a: tensor<8x512x768xf16>, %b: tensor<8x768x1000xf16>) -> tensor<8x512x1000xf16> {
  %zp = "tosa.const"() <{values = dense<0.0> : tensor<1xf16>}> : () -> tensor<1xf16>
  %0 = tosa.matmul %a, %b, %zp, %zp : (tensor<8x512x768xf16>, tensor<8x768x1000xf16>, tensor<1xf16>, tensor<1xf16>) -> tensor<8x512x1000xf16>
  return %0 : tensor<8x512x1000xf16>
}

// A's rows are K long: an odd K misaligns A alone (B's rows are N long).
// CHECK: remark: dimtune: tosa.matmul 8x512x1000x4095 f16
// CHECK-SAME: misaligned A.k=4095 (2-byte stride),
// CHECK-NOT: B.
// CHECK-SAME: -bound
func.func @tosa_odd_k(%a: tensor<8x512x4095xf16>, %b: tensor<8x4095x1000xf16>) -> tensor<8x512x1000xf16> {
  %zp = "tosa.const"() <{values = dense<0.0> : tensor<1xf16>}> : () -> tensor<1xf16>
  %0 = tosa.matmul %a, %b, %zp, %zp : (tensor<8x512x4095xf16>, tensor<8x4095x1000xf16>, tensor<1xf16>, tensor<1xf16>) -> tensor<8x512x1000xf16>
  return %0 : tensor<8x512x1000xf16>
}
