// The --dimtune-pad report (report=): one entry per GEMM in IR order, the
// padded shape or null, and the inputs padded once (a constant weight padded at
// compile time, an argument taken padded with pad-weights=true): exactly those
// the remarks name, since their pads cost nothing per call and the report's
// times leave them out.
// RUN: dimtune-opt %s --dimtune-pad="target=h200 policy=align pad-weights=true report=%t.json" --mlir-print-op-on-diagnostic=false -o /dev/null 2> %t.remarks
// RUN: cat %t.remarks %t.json | FileCheck %s
// The speed-up is the original's time over the padded GEMM's plus its pads.
// RUN: %python -c "import json, sys; g = json.load(open(sys.argv[1]))['gemms']; p = [x['padded'] for x in g if x['padded']]; assert len(g) == 4 and len(p) == 3, g; [print('speed-up', abs(x['predicted_speedup'] * (x['predicted_gemm_us'] + x['predicted_pad_us']) / x['predicted_original_us'] - 1) < 1e-9) for x in p]" %t.json | FileCheck %s --check-prefix=SPEEDUP
// SPEEDUP-COUNT-3: speed-up True
// SPEEDUP-NOT: speed-up

// CHECK: remark: dimtune: padded linalg.matmul 512x1001x768 -> 512x1008x768 (align): {{.*}}; padded once: B (argument 1)
// CHECK: remark: dimtune: padded linalg.matmul 512x256x766 -> 512x256x768 (align): {{.*}}; padded once: B (constant)
// CHECK: remark: dimtune: padded linalg.matmul 512x512x766 -> 512x512x768 (align): {{.*}}; padded once: none
// CHECK: "policy": "align",
// CHECK: "m": 512,
// CHECK-NEXT: "n": 1001,
// CHECK-NEXT: "k": 768,
// CHECK: "padded": {
// CHECK-NEXT: "m": 512,
// CHECK-NEXT: "n": 1008,
// CHECK-NEXT: "k": 768,
// CHECK-NEXT: "padded_once": [
// CHECK-NEXT: "B"
// CHECK-NEXT: ],
// CHECK: "k": 766,
// CHECK: "padded": {
// CHECK: "padded_once": [
// CHECK-NEXT: "B"
// CHECK-NEXT: ],
// CHECK: "k": 766,
// CHECK: "padded": {
// CHECK: "padded_once": [],
// CHECK: "k": 768,
// CHECK: "padded": null

// y = x W^T with W an argument: taken padded (pad-weights=true).
func.func @weight_argument(%x: tensor<512x768xbf16>, %w: tensor<1001x768xbf16>) -> tensor<512x1001xbf16> {
  %zero = arith.constant 0.0 : bf16
  %e = tensor.empty() : tensor<512x1001xbf16>
  %c = linalg.fill ins(%zero : bf16) outs(%e : tensor<512x1001xbf16>) -> tensor<512x1001xbf16>
  %y = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (n, k)>, affine_map<(m, n, k) -> (m, n)>]
      ins(%x, %w : tensor<512x768xbf16>, tensor<1001x768xbf16>) outs(%c : tensor<512x1001xbf16>) -> tensor<512x1001xbf16>
  return %y : tensor<512x1001xbf16>
}

// A constant weight: its pad folds into the constant.
func.func @constant_weight(%x: tensor<512x766xbf16>) -> tensor<512x256xbf16> {
  %w = arith.constant dense<1.0> : tensor<766x256xbf16>
  %zero = arith.constant 0.0 : bf16
  %e = tensor.empty() : tensor<512x256xbf16>
  %c = linalg.fill ins(%zero : bf16) outs(%e : tensor<512x256xbf16>) -> tensor<512x256xbf16>
  %y = linalg.matmul ins(%x, %w : tensor<512x766xbf16>, tensor<766x256xbf16>) outs(%c : tensor<512x256xbf16>) -> tensor<512x256xbf16>
  return %y : tensor<512x256xbf16>
}

// Both inputs computed in the function: each pad is a copy per call.
func.func @activations(%a: tensor<512x766xbf16>, %b0: tensor<766x512xbf16>, %c: tensor<512x512xbf16>) -> tensor<512x512xbf16> {
  %b = arith.addf %b0, %b0 : tensor<766x512xbf16>
  %y = linalg.matmul ins(%a, %b : tensor<512x766xbf16>, tensor<766x512xbf16>) outs(%c : tensor<512x512xbf16>) -> tensor<512x512xbf16>
  return %y : tensor<512x512xbf16>
}

// Aligned: left alone.
func.func @aligned(%a: tensor<512x768xbf16>, %b: tensor<768x512xbf16>, %c: tensor<512x512xbf16>) -> tensor<512x512xbf16> {
  %y = linalg.matmul ins(%a, %b : tensor<512x768xbf16>, tensor<768x512xbf16>) outs(%c : tensor<512x512xbf16>) -> tensor<512x512xbf16>
  return %y : tensor<512x512xbf16>
}
