#!/usr/bin/env python3
"""The runner against PyTorch: every shape a runner results file timed, timed again
through torch.mm/bmm (measure_cublas.py's method, PyTorch's default math modes) in the same
layout and type, so that the calibration (PyTorch) and the tuning (the runner, cuBLASLt) can be
compared on the same GEMMs.

    python3 benchmarks/crosscheck_runner.py OUT.csv RESULTS.json...
    python3 benchmarks/crosscheck_runner.py benchmarks/results/tuning/h200-crosscheck.csv \\
        benchmarks/results/tuning/*-a.json

Writes one row per distinct problem (the first results file that has it wins) with both
medians, their ratio and the GPU's conditions, and prints the median and p90 of
|runner / torch - 1|. Needs a GPU and PyTorch; --help works without either.
"""
import argparse
import csv
import json
import statistics

import gpu_conditions
import gpu_timing
import measure_cublas

FIELDS = ["results", "where", "role", "label", "dtype", "batch", "m", "n", "k", "a_contig", "b_contig",
          "runner_us", "torch_us", "runner_over_torch", "sm_clock_mhz", "power_w", "throttle"]


def originals(paths):
    """{(dtype, batch, m, n, k, a_contig, b_contig): row} of every shape (original and padded
    variants) the results files timed that ran and passed the check."""
    seen = {}
    for path in paths:
        with open(path) as f:
            results = json.load(f)
        for p in results["problems"]:
            for v in p["variants"]:
                if not (v["ran"] and v["valid"]):
                    continue
                key = (p["dtype"], p["batch"], v["m"], v["n"], v["k"], p["a_contig"], p["b_contig"])
                seen.setdefault(key, {"results": path, "where": p["where"], "role": p["role"],
                                      "label": v["label"], "runner_us": v["gemm"]["median_us"]})
    return seen


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("out", metavar="OUT.csv")
    ap.add_argument("results", metavar="RESULTS.json", nargs="+", help="runner results (format 2)")
    args = ap.parse_args()
    problems = originals(args.results)
    import torch
    torch.backends.cuda.matmul.allow_tf32 = False
    torch.backends.cuda.matmul.allow_bf16_reduced_precision_reduction = True
    torch.backends.cuda.matmul.allow_fp16_reduced_precision_reduction = True
    gpu_timing.spin_up_clocks()
    errors = []
    with open(args.out, "w", newline="") as f:
        f.write(f"# {json.dumps(gpu_conditions.environment())}\n")
        w = csv.DictWriter(f, fieldnames=FIELDS)
        w.writeheader()
        for (dtype, batch, m, n, k, a_contig, b_contig), row in sorted(problems.items()):
            if dtype not in measure_cublas.DTYPES:
                continue
            torch_dtype = getattr(torch, measure_cublas.DTYPES[dtype])
            median, _, _ = measure_cublas.time_shape(torch_dtype, batch, m, n, k, a_contig, b_contig)
            state = gpu_conditions.snapshot()
            ratio = row["runner_us"] / median
            errors.append(abs(ratio - 1))
            w.writerow(dict(row, dtype=dtype, batch=batch, m=m, n=n, k=k, a_contig=a_contig,
                            b_contig=b_contig, torch_us=f"{median:.3f}",
                            runner_over_torch=f"{ratio:.4f}",
                            sm_clock_mhz=state.get("sm_clock_mhz", ""),
                            power_w=state.get("power_w", ""), throttle=state.get("throttle_reasons", "")))
    errors.sort()
    if errors:
        print(f"{len(errors)} shapes: median |runner/torch - 1| {statistics.median(errors):.1%}, "
              f"p90 {errors[int(0.9 * (len(errors) - 1))]:.1%}")


if __name__ == "__main__":
    main()
