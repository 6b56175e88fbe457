// A file that does not parse: a clear error with its location, a non-zero exit.
// RUN: not dimtune-opt %s --dimtune-analyze="target=h100" -o /dev/null 2>&1 | FileCheck %s
// CHECK: parse-error.mlir:[[@LINE+3]]:{{[0-9]+}}: error:

func.func @f(%a: tensor<4x4xf16>) -> tensor<4x4xf16> {
  %0 = linalg.matmul ins(%a, %a : tensor<4x4xf16>) outs(%a : tensor<4x4xf16>) -> tensor<4x4xf16>
  return %0 : tensor<4x4xf16>
}
