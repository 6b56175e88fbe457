#!/usr/bin/env python3
"""Fit the pad/slice copy cost (launch_us + bytes / (bandwidth * efficiency)) to measured copies,
by grid search on the mean |log(predicted / measured)|: the pads and slices the runner timed
(its results JSON: each copy's median and GB/s), or measure_copies.py's CSV (PyTorch's copies).

    python3 benchmarks/fit_copies.py BANDWIDTH_GBS RESULTS.json|CSV... [--no-copy-us 2.0] > CALIBRATION.json
    cd benchmarks && python3 fit_copies.py 4800 results/retune/*-[ab].json > results/h200-copy-calibration.json

The result's copy_launch_us and copy_efficiency are the ones lib/Target/Calibrations.cpp takes
(the pad cost of --dimtune-pad and of the tuning report). Rows that ran no copy are left out:
those that timed under --no-copy-us, which is what two CUDA events with no kernel between them
measure (about 1.3 us on the H200; a copy costs 5 us or more), as a slice that PyTorch returns
as a view does. Which slices are views is not decided here: dimtune decides it for its cost,
PyTorch for the measurement.
"""
import argparse
import csv
import json
import math


def runner_copies(path):
    """(bytes read + written, us) of every pad and slice the runner timed."""
    with open(path) as f:
        results = json.load(f)
    return [(copy["gbs"] * copy["median_us"] * 1e3, copy["median_us"])
            for problem in results["problems"] for variant in problem["variants"][1:]
            for copy in (variant.get(k) for k in ("pad_a", "pad_b", "slice"))
            if copy and copy.get("gbs", 0) > 0]


def csv_copies(path):
    """(bytes, us) of measure_copies.py's rows (2-byte elements)."""
    with open(path) as f:
        rows = list(csv.DictReader(line for line in f if not line.startswith("#")))
    samples = []
    for row in rows:
        r, c, pr, pc = (int(row[k]) for k in ("rows", "cols", "padded_rows", "padded_cols"))
        samples.append(((r * c + pr * pc) * 2, float(row["median_us"])))
    return samples


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("bandwidth_gbs", metavar="BANDWIDTH_GBS", type=float,
                    help="the GPU's datasheet memory bandwidth in GB/s (H200: 4800)")
    ap.add_argument("paths", metavar="RESULTS.json|CSV", nargs="+",
                    help="runner results (format 2) or measure_copies.py's output")
    ap.add_argument("--no-copy-us", type=float, default=2.0,
                    help="a row timed under this ran no copy (default: %(default)s)")
    args = ap.parse_args()
    samples = []
    for path in args.paths:
        samples += runner_copies(path) if path.endswith(".json") else csv_copies(path)
    samples = [(b, us) for b, us in samples if us >= args.no_copy_us]

    def error(launch, eff):
        return sum(abs(math.log((launch + b / (args.bandwidth_gbs * 1e3 * eff)) / us))
                   for b, us in samples) / len(samples)

    best = min(((error(l / 10, e / 100), l / 10, e / 100) for l in range(0, 200) for e in range(5, 101)))
    print(json.dumps({"measurements": args.paths, "samples": len(samples), "bandwidth_gbs": args.bandwidth_gbs,
                      "copy_launch_us": best[1], "copy_efficiency": best[2],
                      "mean_abs_log_error": round(best[0], 4)}, indent=2))


if __name__ == "__main__":
    main()
