// A row reduction (the innermost dim of its input reduced) is PyTorch's reduce
// kernel: with 16 rows of 4096 its 32 lanes a row sum 128 values each in turn,
// about 9 us on the H200, while the bytes alone take about a microsecond. The
// same reduction marked dimtune.row_kernel (a kernel with a CTA a row, as
// layer_norm's) and a column reduction are priced by their bytes.
// RUN: dimtune-opt %s --dimtune-analyze="target=h200 report=%t.json" -o /dev/null 2>/dev/null
// RUN: %python -c "import json, sys; r = json.load(open(sys.argv[1]))['other']['by_role']; print(' '.join(f'{k}={v:.1f}' for k, v in sorted(r.items())))" %t.json | FileCheck %s
// CHECK: column=[[C:[0-3]\.[0-9]]] own_kernel=[[O:[0-3]\.[0-9]]] row=9.{{[0-9]}}

#rows = affine_map<(d0, d1) -> (d0, d1)>
#out = affine_map<(d0, d1) -> (d0)>
#cols = affine_map<(d0, d1) -> (d1, d0)>
func.func @reductions(%x: tensor<16x4096xf32>, %init: tensor<16xf32>, %cinit: tensor<4096xf32>)
    -> (tensor<16xf32>, tensor<16xf32>, tensor<4096xf32>) {
  %row = linalg.generic {indexing_maps = [#rows, #out], iterator_types = ["parallel", "reduction"]}
      ins(%x : tensor<16x4096xf32>) outs(%init : tensor<16xf32>) attrs = {dimtune.role = "row"} {
  ^bb0(%in: f32, %acc: f32):
    %s = arith.addf %in, %acc : f32
    linalg.yield %s : f32
  } -> tensor<16xf32>
  %own = linalg.generic {indexing_maps = [#rows, #out], iterator_types = ["parallel", "reduction"]}
      ins(%x : tensor<16x4096xf32>) outs(%init : tensor<16xf32>)
      attrs = {dimtune.role = "own_kernel", dimtune.row_kernel} {
  ^bb0(%in: f32, %acc: f32):
    %s = arith.addf %in, %acc : f32
    linalg.yield %s : f32
  } -> tensor<16xf32>
  %col = linalg.generic {indexing_maps = [#cols, #out], iterator_types = ["parallel", "reduction"]}
      ins(%x : tensor<16x4096xf32>) outs(%cinit : tensor<4096xf32>) attrs = {dimtune.role = "column"} {
  ^bb0(%in: f32, %acc: f32):
    %s = arith.addf %in, %acc : f32
    linalg.yield %s : f32
  } -> tensor<4096xf32>
  return %row, %own, %col : tensor<16xf32>, tensor<16xf32>, tensor<4096xf32>
}
