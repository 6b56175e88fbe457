#!/usr/bin/env python3
"""The latency floor of PyTorch's row reductions with few rows, fitted on decode steps.

    python3 benchmarks/fit_row_reduce.py FIT.json [--validate VALIDATE.json ...] [-o OUT.json]
    python3 benchmarks/fit_row_reduce.py benchmarks/results/serving/decode.json \\
        --validate benchmarks/results/serving/decode-llama3.json \\
        benchmarks/results/serving/decode-mid-batches.json \\
        -o benchmarks/results/serving/h200-row-reduce-calibration.json

A decode step's RMSNorm reduces B rows of the hidden size (mean of squares, fp32). PyTorch's
reduce kernel (Reduce.cuh, setReduceConfig) gives a row reduction a CTA of 512 threads: 32 lanes
a row and 16 rows once there are 16 rows or more, all 512 lanes on one row when there is one,
each lane summing hidden / lanes values one after another. With few rows the grid is a handful
of CTAs and the kernel is that serial sum, not bandwidth: 2.4 us for one row of 4096, 9 us for
16 to 64 rows on the H200. The floor fitted here is base_us + us_per_serial_value x
(row length / lanes a row), for the memory model's row reductions (MemoryOp.cpp).

Points: every profiled decode step (measure_decode.py step, "profile") whose kernels include
PyTorch's reduce_kernel over MeanOps (Llama-style RMSNorm), per call; the row length is the
config's hidden size, the rows the batch. FIT.json's steps (batch 1 and 64) fit, the VALIDATE
files' (batch 2-32) check.
"""
import argparse
import json
import os
import statistics
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
CONFIGS = os.path.join(ROOT, "examples", "configs")
THREADS = 512  # the reduce kernel's CTA
WARP = 32
VECTOR = 4     # floats a lane loads at once where the row is long (dim0 > 128)


def last_pow2(n):
    return 1 << (max(1, int(n)).bit_length() - 1)


def lanes_per_row(row_length, rows):
    """Reduce.cuh's block width for a reduction over the fastest dim."""
    dim0 = row_length // VECTOR if row_length // VECTOR > 128 else row_length
    height = min(last_pow2(rows), THREADS // min(last_pow2(dim0), WARP))
    return min(last_pow2(dim0), THREADS // height)


def serial_values(row_length, rows):
    return row_length / lanes_per_row(row_length, rows)


def points(path):
    with open(path) as f:
        cases = json.load(f)["step"]["cases"]
    out = []
    for case in cases:
        profile = case.get("profile", {}).get("graph")
        if not profile:
            continue
        for kernel in profile["top"]:
            if "reduce_kernel" in kernel["name"] and "MeanOps" in kernel["name"]:
                with open(os.path.join(CONFIGS, case["config"] + ".json")) as f:
                    hidden = json.load(f)["hidden_size"]
                out.append({"config": case["config"], "rows": case["batch"], "row_length": hidden,
                            "serial_values": serial_values(hidden, case["batch"]),
                            "us": kernel["total_us"] / kernel["count"]})
    return out


def fit(pts):
    xs, ys = [p["serial_values"] for p in pts], [p["us"] for p in pts]
    if len(set(xs)) < 2:
        sys.exit("fit_row_reduce.py: need row reductions at two or more serial lengths")
    mx, my = statistics.fmean(xs), statistics.fmean(ys)
    sxx = sum((x - mx) ** 2 for x in xs)
    slope = sum((x - mx) * (y - my) for x, y in zip(xs, ys)) / sxx
    return my - slope * mx, slope


def errors(pts, base, slope):
    return [abs(base + slope * p["serial_values"] - p["us"]) / p["us"] for p in pts]


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("fit_json")
    parser.add_argument("--validate", nargs="+", default=[])
    parser.add_argument("-o", "--out")
    args = parser.parse_args()
    try:
        fit_points = points(args.fit_json)
        check_points = [p for path in args.validate for p in points(path)]
    except (OSError, ValueError, KeyError) as e:
        sys.exit(f"fit_row_reduce.py: {e}")
    base, slope = fit(fit_points)
    if not (base > 0 and slope > 0):
        sys.exit(f"fit_row_reduce.py: implausible fit (base {base:.3f} us, slope {slope:.5f} us)")
    result = {"row_reduce": {
        "base_us": round(base, 4), "us_per_serial_value": round(slope, 6),
        "threads": THREADS, "fit_points": len(fit_points),
        "fit_median_rel_error": round(statistics.median(errors(fit_points, base, slope)), 4),
        "measurements": os.path.relpath(os.path.abspath(args.fit_json), ROOT)}}
    if check_points:
        e = errors(check_points, base, slope)
        result["row_reduce"].update({
            "validate_points": len(check_points),
            "validate_median_rel_error": round(statistics.median(e), 4),
            "validate_max_rel_error": round(max(e), 4),
            "validation": [os.path.relpath(os.path.abspath(v), ROOT) for v in args.validate]})
    text = json.dumps(result, indent=2) + "\n"
    if args.out:
        with open(args.out + ".tmp", "w") as f:
            f.write(text)
        os.replace(args.out + ".tmp", args.out)
    print(text, end="")
    for p in fit_points + check_points:
        print(f"  {p['config']} rows {p['rows']} x {p['row_length']}: {p['us']:.2f} us, "
              f"predicted {base + slope * p['serial_values']:.2f}", file=sys.stderr)


if __name__ == "__main__":
    main()
