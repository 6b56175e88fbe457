#!/usr/bin/env python3
"""Bounds on compare_layer_ops.py's table: one decoder layer's kernels as Hugging Face ran them
on the H200 against dimtune-import's layer.

usage: layer_bounds.py COMPARE.csv [--other LO:HI] [--median-other M] [--layer LO:HI]
                       [--whole-layer-only MODEL,...]

Each model's memory-bound kernels ("other": measured / predicted) within LO-HI and their
median |ratio - 1| at most M%; the whole layer (GEMMs, attention and the rest) within --layer
for every model, the only check for the models named in --whole-layer-only (whose attention
runs outside a fused kernel, so the profile files its products and softmax elsewhere).
Prints the figures checked; exits 1 on any miss.
"""
import argparse
import csv
import statistics

from bounds import finish


def span(text):
    lo, hi = map(float, text.split(":"))
    return lo, hi


def main():
    p = argparse.ArgumentParser()
    p.add_argument("csv")
    p.add_argument("--other", type=span, default=(0.9, 1.2))
    p.add_argument("--median-other", type=float, default=5.0)
    p.add_argument("--layer", type=span, default=(0.85, 1.2))
    p.add_argument("--whole-layer-only", default="")
    a = p.parse_args()
    with open(a.csv) as f:
        rows = list(csv.DictReader(f))
    whole_only = set(filter(None, a.whole_layer_only.split(",")))
    misses, others = [], []
    for r in rows:
        parts = ("gemm", "attention", "other")
        layer = sum(float(r[f"measured_{k}_us"]) for k in parts) / \
            sum(float(r[f"predicted_{k}_us"]) for k in parts)
        if not a.layer[0] <= layer <= a.layer[1]:
            misses.append(f"{r['model']}: layer {layer:.2f} outside {a.layer[0]:g}-{a.layer[1]:g}")
        if r["model"] in whole_only:
            continue
        other = float(r["measured_other_us"]) / float(r["predicted_other_us"])
        others.append(abs(other - 1))
        if not a.other[0] <= other <= a.other[1]:
            misses.append(f"{r['model']}: other {other:.2f} outside {a.other[0]:g}-{a.other[1]:g}")
    median = 100 * statistics.median(others)
    if median > a.median_other:
        misses.append(f"median |other - 1| {median:.1f}% above {a.median_other:g}%")
    finish(f"{len(rows)} layers, {len(others)} with their memory-bound kernels compared: "
           f"median |measured / predicted - 1| {median:.1f}%; {len(misses)} misses", misses)


if __name__ == "__main__":
    main()
