// What front ends and fuzzers feed the analysis, read right or refused with
// a remark: never a wrapped integer, a lost dimension or a NaN.
// RUN: dimtune-opt %s --dimtune-analyze="target=h200 report=%t.json" --mlir-print-op-on-diagnostic=false -split-input-file -o /dev/null 2>&1 | FileCheck %s
// RUN: dimtune-opt %s --dimtune-analyze="target=v100 report=%t.v100.json" --mlir-print-op-on-diagnostic=false -split-input-file -o /dev/null 2>&1 | FileCheck %s --check-prefix=V100
// RUN: %python -c "import json, sys; json.load(open(sys.argv[1]))" %t.v100.json

// Upstream's matmul_bcast_a: A indexed by k only, broadcast over the rows.
// CHECK: remark: dimtune: linalg.matmul 256x512x1000 f32
func.func @matmul_bcast_a(%a: tensor<1000xf32>, %b: tensor<1000x512xf32>, %c: tensor<256x512xf32>) -> tensor<256x512xf32> {
  %0 = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d2)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>]
      ins(%a, %b : tensor<1000xf32>, tensor<1000x512xf32>) outs(%c : tensor<256x512xf32>) -> tensor<256x512xf32>
  return %0 : tensor<256x512xf32>
}

// -----

// Extents whose products would overflow 64 bits are refused, not wrapped.
// CHECK: remark: dimtune: skipped: sizes beyond what the model takes
func.func @huge(%a: tensor<4611686018427387904x2xbf16>, %b: tensor<2x2xbf16>, %c: tensor<4611686018427387904x2xbf16>) -> tensor<4611686018427387904x2xbf16> {
  %0 = linalg.matmul ins(%a, %b : tensor<4611686018427387904x2xbf16>, tensor<2x2xbf16>) outs(%c : tensor<4611686018427387904x2xbf16>) -> tensor<4611686018427387904x2xbf16>
  return %0 : tensor<4611686018427387904x2xbf16>
}

// -----

// A chip without a bf16 path (V100) runs bf16 at the fp32 rate, and says so:
// the report holds numbers, not inf.
// V100: remark: dimtune: linalg.matmul 1024x1024x1024 bf16: {{.*}}predicted {{[0-9.]+}} us {{.*}}(no bf16 path on this GPU: at the fp32 rate)
func.func @bf16(%a: tensor<1024x1024xbf16>, %b: tensor<1024x1024xbf16>, %c: tensor<1024x1024xbf16>) -> tensor<1024x1024xbf16> {
  %0 = linalg.matmul ins(%a, %b : tensor<1024x1024xbf16>, tensor<1024x1024xbf16>) outs(%c : tensor<1024x1024xbf16>) -> tensor<1024x1024xbf16>
  return %0 : tensor<1024x1024xbf16>
}

// -----

// A quantized matmul (zero points) is a product the model does not take: a
// remark says why, and it is not counted as memory-bound work either: of all
// the splits only the rowsum's below adds a memory-bound kernel. (A CHECK-NOT
// here could not tell this split's step line from the rowsum's, which the next
// CHECK would then match.)
// CHECK: remark: dimtune: skipped: a quantized matmul with zero points is not modelled
// RUN: dimtune-opt %s --dimtune-analyze="target=h200" --mlir-print-op-on-diagnostic=false -split-input-file -o /dev/null 2>&1 | grep -c "[1-9][0-9]* memory-bound kernels)" | FileCheck %s --check-prefix=KERNELS
// KERNELS: {{^}}1{{$}}
func.func @quantized(%a: tensor<128x256xi8>, %b: tensor<256x64xi8>, %az: i32, %bz: i32, %c: tensor<128x64xi32>) -> tensor<128x64xi32> {
  %0 = linalg.quantized_matmul ins(%a, %b, %az, %bz : tensor<128x256xi8>, tensor<256x64xi8>, i32, i32) outs(%c : tensor<128x64xi32>) -> tensor<128x64xi32>
  return %0 : tensor<128x64xi32>
}

// -----

// A batched dot product (softmax backward's rowsum(dP * P)) has no M and no N
// loop: it is a row reduction priced as memory-bound work, not a GEMM.
// CHECK-NOT: linalg.generic 98304x1x1x1024
// CHECK: remark: dimtune: step: {{.*}} GEMMs 0.0 us (0%), attention 0.0 us (0%, 0 chains), other {{.*}} 1 memory-bound kernels)
#rows = affine_map<(b, h, i, j) -> (b, h, i, j)>
#sum = affine_map<(b, h, i, j) -> (b, h, i)>
func.func @rowsum(%p: tensor<8x12x1024x1024xbf16>, %dp: tensor<8x12x1024x1024xbf16>, %acc: tensor<8x12x1024xbf16>) -> tensor<8x12x1024xbf16> {
  %0 = linalg.generic {indexing_maps = [#rows, #rows, #sum], iterator_types = ["parallel", "parallel", "parallel", "reduction"]}
      ins(%p, %dp : tensor<8x12x1024x1024xbf16>, tensor<8x12x1024x1024xbf16>) outs(%acc : tensor<8x12x1024xbf16>) {
  ^bb0(%a: bf16, %b: bf16, %out: bf16):
    %m = arith.mulf %a, %b : bf16
    %s = arith.addf %out, %m : bf16
    linalg.yield %s : bf16
  } -> tensor<8x12x1024xbf16>
  return %0 : tensor<8x12x1024xbf16>
}
