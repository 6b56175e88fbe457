#!/usr/bin/env python3
"""GEMMs in a burst and sustained, each predicted at the clock it ran at, from one calibration.

    python3 benchmarks/check_sustained_gemm.py SUSTAINED.json [--build DIR] [--target h200] [--out OUT.md]
    python3 benchmarks/check_sustained_gemm.py benchmarks/results/steps/clocks/sustained-gemm.json \\
        --out benchmarks/results/steps/clocks/sustained-gemm-check.md

SUSTAINED.json is measure_power.py sustained's: each bf16 GEMM timed in a burst (as the runner and
the calibration time them) and after seconds of back-to-back work under the power cap, with the
SM clock sampled during each. Each is priced by --dimtune-analyze on a module of that one GEMM
with clock=<the median SM clock it ran at> and exec=graph (the clock-free calibration: the
compute-bound time scales with the clock, the memory-bound not); total.step_us is the prediction
(it holds a graph launch and gap, ~7 us, beside GEMMs of 340-1200 us).
"""
import os
import statistics
import sys
import tempfile
import json

import dimtune_tools

MODULE = """func.func @gemm(%a: tensor<{m}x{k}xbf16>, %b: tensor<{k}x{n}xbf16>) -> tensor<{m}x{n}xbf16> {{
  %z = arith.constant 0.0 : bf16
  %e = tensor.empty() : tensor<{m}x{n}xbf16>
  %c = linalg.fill ins(%z : bf16) outs(%e : tensor<{m}x{n}xbf16>) -> tensor<{m}x{n}xbf16>
  %r = linalg.matmul ins(%a, %b : tensor<{m}x{k}xbf16>, tensor<{k}x{n}xbf16>) outs(%c : tensor<{m}x{n}xbf16>) -> tensor<{m}x{n}xbf16>
  return %r : tensor<{m}x{n}xbf16>
}}
"""


def main():
    args = dimtune_tools.checker_parser(__doc__, "sustained").parse_args()
    doc = dimtune_tools.read_json(args.sustained, "check_sustained_gemm.py")
    if not isinstance(doc, dict) or not isinstance(doc.get("shapes"), list):
        sys.exit(f"check_sustained_gemm.py: {args.sustained}: no list of shapes")
    shapes = doc["shapes"]
    lines = ["| GEMM (m x n x k) | run | SM clock | measured | predicted at that clock | error |",
             "|---|---|---|---|---|---|"]
    errors = []
    with tempfile.TemporaryDirectory() as work:
        for s in shapes:
            module = os.path.join(work, "gemm.mlir")
            with open(module, "w") as f:
                f.write(MODULE.format(**s))
            for run in ("burst", "sustained"):
                clock = s[run]["conditions"]["sm_clock_mhz_median"]
                total = dimtune_tools.analyze(args.build, module, target=args.target, clock=int(clock),
                                              exec="graph")["total"]
                measured, predicted = s[run]["median_us"], total["step_us"]
                error = predicted / measured - 1
                errors.append(abs(error))
                lines.append(f"| {s['m']} x {s['n']} x {s['k']} | {run} | {clock:.0f} MHz | {measured:.1f} us | "
                             f"{predicted:.1f} us | {error:+.1%} |")
    lines += ["", f"{len(errors)} timings: median |error| {statistics.median(errors):.1%}, largest {max(errors):.1%}."]
    text = "\n".join(lines) + "\n"
    print(text, end="")
    if args.out:
        with open(args.out, "w") as f:
            f.write(text)
    return 0


if __name__ == "__main__":
    sys.exit(main())
