// Where each GEMM is, as the report names it: a fused location (an inlined op)
// by its first location, a call site by its callee's, a named one by its name;
// one with no location as MLIR prints it.
// RUN: dimtune-opt %s --dimtune-analyze="target=h200 report=%t.json" -o /dev/null 2>/dev/null
// RUN: %python -c "import json, sys; print([g['loc'] for g in json.load(open(sys.argv[1]))['gemms']])" %t.json | FileCheck %s
// CHECK: ['model.py:3:4', 'layer.py:10:2', 'q_proj', 'loc(unknown)']
func.func @f(%a: tensor<256x256xbf16>, %b: tensor<256x256xbf16>, %c: tensor<256x256xbf16>) -> (tensor<256x256xbf16>, tensor<256x256xbf16>, tensor<256x256xbf16>, tensor<256x256xbf16>) {
  %0 = linalg.matmul ins(%a, %b : tensor<256x256xbf16>, tensor<256x256xbf16>) outs(%c : tensor<256x256xbf16>) -> tensor<256x256xbf16> loc(fused["model.py":3:4, "torch/nn.py":5:6])
  %1 = linalg.matmul ins(%a, %b : tensor<256x256xbf16>, tensor<256x256xbf16>) outs(%c : tensor<256x256xbf16>) -> tensor<256x256xbf16> loc(callsite("layer.py":10:2 at "model.py":20:4))
  %2 = linalg.matmul ins(%a, %b : tensor<256x256xbf16>, tensor<256x256xbf16>) outs(%c : tensor<256x256xbf16>) -> tensor<256x256xbf16> loc("q_proj"("model.py":30:1))
  %3 = linalg.matmul ins(%a, %b : tensor<256x256xbf16>, tensor<256x256xbf16>) outs(%c : tensor<256x256xbf16>) -> tensor<256x256xbf16> loc(fused[])
  return %0, %1, %2, %3 : tensor<256x256xbf16>, tensor<256x256xbf16>, tensor<256x256xbf16>, tensor<256x256xbf16>
}
