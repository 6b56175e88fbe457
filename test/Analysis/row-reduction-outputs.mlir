// A reduction's rows are its parallel loops, whatever its outputs' shapes: a
// log_softmax traced as one op writes its whole input's shape, a LayerNorm
// also writes the normalized tensor. Each is 2048 rows, priced by its bytes
// (823 MB and 9 MB), not as millions of rows of serial sums (seconds).
// RUN: dimtune-opt %s --dimtune-analyze="target=h200 report=%t.json" -o /dev/null 2>/dev/null
// RUN: %python -c "import json, sys; r = json.load(open(sys.argv[1]))['other']['by_role']; print(' '.join(f'{k}={v:.1f}' for k, v in sorted(r.items())))" %t.json | FileCheck %s
// CHECK: log_softmax={{[1-4][0-9][0-9]\.[0-9]}} norm={{[0-9]\.[0-9]|[1-2][0-9]\.[0-9]}}{{$}}

#full = affine_map<(d0, d1) -> (d0, d1)>
#row = affine_map<(d0, d1) -> (d0)>
#w = affine_map<(d0, d1) -> (d1)>
func.func @reductions(%x: tensor<2048x50257xf32>, %init: tensor<2048x50257xf32>,
                      %h: tensor<2048x1024xbf16>, %g: tensor<1024xbf16>, %hinit: tensor<2048x1024xbf16>,
                      %stat: tensor<2048xf32>)
    -> (tensor<2048x50257xf32>, tensor<2048x1024xbf16>, tensor<2048xf32>) {
  %ls = linalg.generic {indexing_maps = [#full, #full], iterator_types = ["parallel", "reduction"]}
      ins(%x : tensor<2048x50257xf32>) outs(%init : tensor<2048x50257xf32>)
      attrs = {dimtune.role = "log_softmax"} {
  ^bb0(%in: f32, %acc: f32):
    %s = arith.subf %in, %acc : f32
    linalg.yield %s : f32
  } -> tensor<2048x50257xf32>
  %n:2 = linalg.generic {indexing_maps = [#full, #w, #full, #row], iterator_types = ["parallel", "reduction"]}
      ins(%h, %g : tensor<2048x1024xbf16>, tensor<1024xbf16>) outs(%hinit, %stat : tensor<2048x1024xbf16>, tensor<2048xf32>)
      attrs = {dimtune.role = "norm"} {
  ^bb0(%in: bf16, %gi: bf16, %o: bf16, %acc: f32):
    %e = arith.extf %in : bf16 to f32
    %s = arith.addf %e, %acc : f32
    %m = arith.mulf %in, %gi : bf16
    linalg.yield %m, %s : bf16, f32
  } -> (tensor<2048x1024xbf16>, tensor<2048xf32>)
  return %ls, %n#0, %n#1 : tensor<2048x50257xf32>, tensor<2048x1024xbf16>, tensor<2048xf32>
}
