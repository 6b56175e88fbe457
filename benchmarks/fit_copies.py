#!/usr/bin/env python3
"""Fit the pad/slice copy cost (launch_us + bytes / (bandwidth * efficiency)) to the copies
measured by measure_copies.py, by grid search on the mean |log(predicted / measured)|.

    python3 benchmarks/fit_copies.py benchmarks/results/h200-copies.csv 4800 > benchmarks/results/h200-copy-calibration.json

A slice that only drops rows of a row-major tensor is a view (no copy) and is left out.
"""
import csv
import json
import math
import sys


def main():
    path, bandwidth_gbs = sys.argv[1], float(sys.argv[2])
    lines = [l for l in open(path) if not l.startswith("#")]
    samples = []
    for op, r, c, pr, pc, us in list(csv.reader(lines))[1:]:
        r, c, pr, pc, us = int(r), int(c), int(pr), int(pc), float(us)
        if op == "slice" and c == pc:
            continue  # a view
        samples.append(((r * c + pr * pc) * 2, us))

    def error(launch, eff):
        return sum(abs(math.log((launch + b / (bandwidth_gbs * 1e3 * eff)) / us)) for b, us in samples) / len(samples)

    best = min(((error(l / 10, e / 100), l / 10, e / 100) for l in range(0, 200) for e in range(5, 101)))
    print(json.dumps({"measurements": path, "samples": len(samples), "bandwidth_gbs": bandwidth_gbs,
                      "copy_launch_us": best[1], "copy_efficiency": best[2],
                      "mean_abs_log_error": round(best[0], 4)}, indent=2))


if __name__ == "__main__":
    main()
