#!/usr/bin/env python3
"""One decoder layer as Hugging Face runs it against dimtune-import's layer, per kind of kernel.

    python3 benchmarks/compare_layer_ops.py LAYER_OPS.json [--build DIR] [--target h200] [--out OUT]
    python3 benchmarks/compare_layer_ops.py benchmarks/results/steps/layer-ops/h200-layer-ops.json \\
        --out benchmarks/results/steps/layer-ops/h200-compare

LAYER_OPS.json is profile_layer_ops.py's: each model's step with 1 and with 2 layers, every
kernel timed. Measured, one layer is the 2-layer step's kernels minus the 1-layer step's, by
category (gemm, attention, other: measure_hf_steps.category); predicted, the same difference of
--dimtune-analyze's totals on dimtune-import's modules of the same config with --layers 1 and 2
(each kernel at the boost clock, where the measured ones ran at the clock the column gives).
"other" is the memory-bound kernels, which the layer data are for. Writes OUT.csv and OUT.md
and prints the table.
"""
import collections
import csv
import json
import os
import statistics
import sys
import tempfile

import dimtune_tools
import measure_hf_steps as mhs

CATEGORIES = ("gemm", "attention", "other")
REPORT_KEYS = {"gemm": "gemm_us", "attention": "attention_us", "other": "other_us"}


def measured_layer(runs):
    totals = {}
    for run in runs:
        c = collections.Counter()
        for k in run["kernels"]:
            c[k["category"]] += k["us"]
        totals[run["layers"]] = c
    return {cat: totals[2][cat] - totals[1][cat] for cat in CATEGORIES}


def predicted_layer(build, target, model, work):
    config = os.path.join(work, "config.json")
    with open(config, "w") as f:
        fields = mhs.read_fields(mhs.resolve(model["config"], dimtune_tools.ROOT))
        json.dump(mhs.apply_overrides(fields, model.get("overrides", {})), f)
    totals = {}
    for layers in (1, 2):
        module = os.path.join(work, f"model-{layers}.mlir")
        dimtune_tools.import_model(build, config, module, model["micro_batch"], model["seq"],
                                   training=True, layers=layers)
        totals[layers] = dimtune_tools.analyze(build, module, target=target)["total"]
    return {cat: totals[2][REPORT_KEYS[cat]] - totals[1][REPORT_KEYS[cat]] for cat in CATEGORIES}


def layer_ratio(row):
    """The whole layer, every kernel: what a step without a fused attention kernel is compared
    by (its products and softmax are attention in dimtune's report, GEMMs and other in the
    profile)."""
    return (sum(row[f"measured_{cat}_us"] for cat in CATEGORIES) /
            sum(row[f"predicted_{cat}_us"] for cat in CATEGORIES))


def main():
    args = dimtune_tools.checker_parser(__doc__, "layer_ops").parse_args()
    doc = dimtune_tools.read_json(args.layer_ops, "compare_layer_ops.py")
    rows = []
    with tempfile.TemporaryDirectory() as work:
        for m in doc["models"]:
            runs = [r for r in m["runs"] if "kernels" in r]
            if len(runs) < 2:
                print(f"{m['name']}: not measured ({'; '.join(r.get('error', '') for r in m['runs'])[:120]})")
                continue
            try:
                pred = predicted_layer(args.build, args.target, m, work)
            except Exception as e:  # a config dimtune-import refuses
                print(f"{m['name']}: not predicted ({str(e).splitlines()[0][:160]})")
                continue
            meas = measured_layer(runs)
            clock = (runs[-1].get("conditions_during") or {}).get("sm_clock_mhz_median")
            row = {"model": m["name"], "micro_batch": m["micro_batch"], "seq": m["seq"], "clock_mhz": clock}
            for cat in CATEGORIES:
                row[f"measured_{cat}_us"] = round(meas[cat], 1)
                row[f"predicted_{cat}_us"] = round(pred[cat], 1)
            row["other_ratio"] = round(meas["other"] / pred["other"], 3) if pred["other"] > 0 else None
            rows.append(row)
    lines = ["| model | B x S | SM clock | other: measured | predicted | measured / predicted | "
             "GEMMs: measured / predicted | attention: measured / predicted | layer: measured / predicted |",
             "|---|---|---|---|---|---|---|---|---|"]
    for r in rows:
        ratio = lambda cat: (f"{r[f'measured_{cat}_us'] / r[f'predicted_{cat}_us']:.2f}"
                             if r[f"predicted_{cat}_us"] > 0 else "-")
        lines.append(f"| {r['model']} | {r['micro_batch']} x {r['seq']} | {r['clock_mhz']} MHz | "
                     f"{r['measured_other_us']:.0f} us | {r['predicted_other_us']:.0f} us | {ratio('other')} | "
                     f"{ratio('gemm')} | {ratio('attention')} | {layer_ratio(r):.2f} |")
    # A step without a fused attention kernel (SDPA's math path: Falcon-7B) has its products and
    # softmax under attention in dimtune's report and under GEMMs and other in the profile.
    fused = [r for r in rows if r["measured_attention_us"] > 0 and r["other_ratio"]]
    if fused:
        errors = sorted((abs(r["other_ratio"] - 1), r["model"]) for r in fused)
        lines.append("")
        lines.append(f"One layer's memory-bound kernels, the {len(fused)} models with a fused attention "
                     f"kernel: median |measured / predicted - 1| {statistics.median(e for e, _ in errors):.1%}, "
                     f"largest {errors[-1][0]:.1%} ({errors[-1][1]}).")
    text = "\n".join(lines) + "\n"
    print(text, end="")
    if args.out and rows:
        with open(args.out + ".csv", "w", newline="") as f:
            w = csv.DictWriter(f, fieldnames=list(rows[0]))
            w.writeheader()
            w.writerows(rows)
        with open(args.out + ".md", "w") as f:
            f.write(text)
    return 0


if __name__ == "__main__":
    sys.exit(main())
