#!/usr/bin/env python3
"""Writes one attention chain with N elementwise ops between QK^T and the
softmax (scales by 1.0, as a traced graph's casts and scalings would be), for
attention-chain-length.mlir.

    long_chain.py N > chain.mlir
"""
import sys

SCORES = "tensor<2x4x256x256xbf16>"
HEAD = """#q = affine_map<(b, h, i, j, d) -> (b, h, i, d)>
#k = affine_map<(b, h, i, j, d) -> (b, h, j, d)>
#s = affine_map<(b, h, i, j, d) -> (b, h, i, j)>
#p = affine_map<(b, h, i, e, j) -> (b, h, i, j)>
#v = affine_map<(b, h, i, e, j) -> (b, h, j, e)>
#o = affine_map<(b, h, i, e, j) -> (b, h, i, e)>
#e = affine_map<(b, h, i, j) -> (b, h, i, j)>
func.func @long_chain(%q: tensor<2x4x256x64xbf16>, %k: tensor<2x4x256x64xbf16>, %v: tensor<2x4x256x64xbf16>) -> tensor<2x4x256x64xbf16> {
  %zero = arith.constant 0.0 : bf16
  %one = arith.constant 1.0 : bf16
  %es = tensor.empty() : SCORES
  %fs = linalg.fill ins(%zero : bf16) outs(%es : SCORES) -> SCORES
  %s0 = linalg.generic {indexing_maps = [#q, #k, #s], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]} ins(%q, %k : tensor<2x4x256x64xbf16>, tensor<2x4x256x64xbf16>) outs(%fs : SCORES) {
  ^bb0(%x: bf16, %y: bf16, %a: bf16):
    %m = arith.mulf %x, %y : bf16
    %r = arith.addf %a, %m : bf16
    linalg.yield %r : bf16
  } -> SCORES
""".replace("SCORES", SCORES)
SCALE = """  %s{n} = linalg.generic {{indexing_maps = [#e, #e], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}} ins(%s{p} : {t}) outs(%es : {t}) {{
  ^bb0(%x: bf16, %out: bf16):
    %y = arith.mulf %x, %one : bf16
    linalg.yield %y : bf16
  }} -> {t}
"""
TAIL = """  %p = linalg.softmax dimension(3) ins(%s{n} : SCORES) outs(%es : SCORES) -> SCORES
  %eo = tensor.empty() : tensor<2x4x256x64xbf16>
  %fo = linalg.fill ins(%zero : bf16) outs(%eo : tensor<2x4x256x64xbf16>) -> tensor<2x4x256x64xbf16>
  %o = linalg.generic {{indexing_maps = [#p, #v, #o], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]}} ins(%p, %v : SCORES, tensor<2x4x256x64xbf16>) outs(%fo : tensor<2x4x256x64xbf16>) {{
  ^bb0(%x: bf16, %y: bf16, %a: bf16):
    %m = arith.mulf %x, %y : bf16
    %r = arith.addf %a, %m : bf16
    linalg.yield %r : bf16
  }} -> tensor<2x4x256x64xbf16>
  return %o : tensor<2x4x256x64xbf16>
}}
""".replace("SCORES", SCORES)


def main():
    n = int(sys.argv[1])
    out = [HEAD]
    for i in range(1, n + 1):
        out.append(SCALE.format(n=i, p=i - 1, t=SCORES))
    out.append(TAIL.format(n=n))
    sys.stdout.write("".join(out))


if __name__ == "__main__":
    main()
