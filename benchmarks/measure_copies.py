#!/usr/bin/env python3
"""Time the copies that padding adds (tensor.pad into a larger zero tensor, and a result
slice copied out), to calibrate the pad-cost part of dimtune's model.

    python3 benchmarks/measure_copies.py OUT.csv
    python3 benchmarks/measure_copies.py benchmarks/results/h200-copies.csv

Shapes: rows x cols of bf16 with odd and even column counts, padded by 1..9 columns or rows;
the GPT-2 LM head shapes (8192 x 50257 and its transposes) are left out, so that the
padding measurement of GPT-2 stays out of sample. Method: gpu_timing.py.
"""
import argparse
import csv

import gpu_conditions
import gpu_timing
import measure_padding


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("out", metavar="OUT.csv", help="CSV to write")
    args = ap.parse_args()
    import torch
    env = gpu_conditions.environment()
    gpu_timing.spin_up_clocks()
    rows = []
    for r in (512, 2048, 8192):
        for c in (767, 1023, 3071, 4093, 11007, 32001):
            for pr, pc in ((0, 1), (0, 9), (8, 0), (8, 1)):
                shape, padded = [r, c], [r + pr, c + pc]
                dt = torch.bfloat16
                rows.append(["pad", r, c, r + pr, c + pc, f"{measure_padding.pad_us(dt, shape, padded):.3f}"])
                rows.append(["slice", r, c, r + pr, c + pc, f"{measure_padding.slice_us(dt, shape, padded):.3f}"])
    with open(args.out, "w", newline="") as f:
        for key, value in env.items():
            f.write(f"# {key}: {value}\n")
        w = csv.writer(f)
        w.writerow(["op", "rows", "cols", "padded_rows", "padded_cols", "median_us"])
        w.writerows(rows)
    print(f"{len(rows)} copies timed")


if __name__ == "__main__":
    main()
