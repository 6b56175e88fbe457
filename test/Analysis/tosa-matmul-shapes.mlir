// tosa.matmul's sizes: each taken from whichever operand has it static, a
// dynamic one only at assume-dim, and what the model cannot price skipped with
// a remark naming why (those remarks come before the priced GEMMs: -DAG).
// RUN: dimtune-opt %s --dimtune-analyze="target=l40s" --mlir-print-op-on-diagnostic=false -o /dev/null 2>&1 | FileCheck %s --check-prefixes=CHECK,NOASSUME
// RUN: dimtune-opt %s --dimtune-analyze="target=l40s assume-dim=64" --mlir-print-op-on-diagnostic=false -o /dev/null 2>&1 | FileCheck %s --check-prefixes=CHECK,ASSUME

// The batch is static in B only, N in the result only, M in A and the result:
// nothing is dynamic once each size is read where it is known.
// CHECK-DAG: remark: dimtune: tosa.matmul 8x512x1000x768 f16
func.func @each_size_where_static(%a: tensor<?x512x768xf16>, %b: tensor<8x768x?xf16>) -> tensor<?x512x1000xf16> {
  %zp = "tosa.const"() <{values = dense<0.0> : tensor<1xf16>}> : () -> tensor<1xf16>
  %0 = tosa.matmul %a, %b, %zp, %zp : (tensor<?x512x768xf16>, tensor<8x768x?xf16>, tensor<1xf16>, tensor<1xf16>) -> tensor<?x512x1000xf16>
  return %0 : tensor<?x512x1000xf16>
}

// K is dynamic in both operands.
// NOASSUME-DAG: remark: dimtune: skipped: 1 dynamic size(s); pass assume-dim=N to evaluate them at N
// ASSUME-DAG: remark: dimtune: 1 dynamic size(s) taken as assume-dim=64
// ASSUME-DAG: remark: dimtune: tosa.matmul 8x512x1000x64 f16
func.func @k_dynamic(%a: tensor<8x512x?xf16>, %b: tensor<8x?x1000xf16>) -> tensor<8x512x1000xf16> {
  %zp = "tosa.const"() <{values = dense<0.0> : tensor<1xf16>}> : () -> tensor<1xf16>
  %0 = tosa.matmul %a, %b, %zp, %zp : (tensor<8x512x?xf16>, tensor<8x?x1000xf16>, tensor<1xf16>, tensor<1xf16>) -> tensor<8x512x1000xf16>
  return %0 : tensor<8x512x1000xf16>
}

// An M of 2^32 rows.
// CHECK-DAG: remark: dimtune: skipped: sizes beyond what the model takes (each extent below 2^31, each operand below 2^50 elements)
func.func @huge(%a: tensor<1x4294967296x768xf16>, %b: tensor<1x768x1000xf16>) -> tensor<1x4294967296x1000xf16> {
  %zp = "tosa.const"() <{values = dense<0.0> : tensor<1xf16>}> : () -> tensor<1xf16>
  %0 = tosa.matmul %a, %b, %zp, %zp : (tensor<1x4294967296x768xf16>, tensor<1x768x1000xf16>, tensor<1xf16>, tensor<1xf16>) -> tensor<1x4294967296x1000xf16>
  return %0 : tensor<1x4294967296x1000xf16>
}

// CHECK-DAG: remark: dimtune: skipped: unranked operands
func.func @unranked(%a: tensor<*xf16>, %b: tensor<8x768x1000xf16>) -> tensor<*xf16> {
  %zp = "tosa.const"() <{values = dense<0.0> : tensor<1xf16>}> : () -> tensor<1xf16>
  %0 = tosa.matmul %a, %b, %zp, %zp : (tensor<*xf16>, tensor<8x768x1000xf16>, tensor<1xf16>, tensor<1xf16>) -> tensor<*xf16>
  return %0 : tensor<*xf16>
}

// int8 x int8 -> int32: 16-byte alignment is 16 elements, so N = 1000 is misaligned.
// CHECK-DAG: remark: dimtune: tosa.matmul 8x512x1000x768 i8: {{.*}}, misaligned B.n=1000 (8-byte stride)
func.func @i8(%a: tensor<8x512x768xi8>, %b: tensor<8x768x1000xi8>) -> tensor<8x512x1000xi32> {
  %zp = "tosa.const"() <{values = dense<0> : tensor<1xi8>}> : () -> tensor<1xi8>
  %0 = tosa.matmul %a, %b, %zp, %zp : (tensor<8x512x768xi8>, tensor<8x768x1000xi8>, tensor<1xi8>, tensor<1xi8>) -> tensor<8x512x1000xi32>
  return %0 : tensor<8x512x1000xi32>
}
