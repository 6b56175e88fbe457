#!/usr/bin/env python3
"""Predicted against measured whole training steps: for every model and variant of a
measure_hf_steps.py run, dimtune's predicted step (dimtune-import of the variant's config,
then --dimtune-advise's predicted_step) beside the measured one, and the speed-up of each
variant over its baseline, predicted and measured.

    python3 benchmarks/compare_steps.py benchmarks/hf_steps_proposals.json \
        benchmarks/results/steps/h200-hf-proposals.json --out benchmarks/results/steps/h200-compare \
        [--build build] [--target h200] [--target-file GPU.json] [--attention default]
        [--clock sustained] [--exec eager]

The measured speed-up of a variant is the median over rounds of baseline / variant, each
round's pair timed back to back (measure_hf_steps.py interleaves them); its spread is the
range of those per-round ratios. The predicted step is the step as it runs (--clock and --exec
as --dimtune-advise takes them); beside it the clock it was priced at and the SM clock measured
during the steps (median of the rounds' medians, when the run sampled it). Writes OUT.csv and
OUT.md and prints the Markdown table.
"""
import argparse
import csv
import json
import os
import statistics
import sys
import tempfile

import dimtune_tools
import measure_hf_steps


def predicted_step_us(build, config_fields, micro_batch, seq, target, attention, work, clock, exec_,
                      target_file=None):
    """dimtune's predicted step for a config (dimtune-import, then --dimtune-advise; a
    target file, where given, overrides the target's calibration)."""
    config = os.path.join(work, "config.json")
    module = os.path.join(work, "model.mlir")
    with open(config, "w") as f:
        json.dump(config_fields, f)
    dimtune_tools.import_model(build, config, module, micro_batch, seq, training=True)
    extra = {"target_file": target_file} if target_file else {}
    return dimtune_tools.advise(build, module, target=target, attention=attention, clock=clock,
                                exec=exec_, **extra)["predicted_step"]


def measured_clock(variant):
    """The median over the timed steps of each step's median SM clock, or None."""
    clocks = [c.get("sm_clock_mhz_median") for c in variant.get("conditions_during") or []]
    clocks = [c for c in clocks if c]
    return statistics.median(clocks) if clocks else None


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("spec", help="the measure_hf_steps.py spec that was run")
    ap.add_argument("measured", help="its hf-steps.json")
    ap.add_argument("--out", required=True, help="OUT.csv and OUT.md are written")
    dimtune_tools.add_build_option(ap)
    ap.add_argument("--target", default="h200")
    ap.add_argument("--target-file", help="a target file (dimtune-calibrate's) overriding the target's calibration")
    ap.add_argument("--attention", default="default")
    ap.add_argument("--clock", default="sustained")
    ap.add_argument("--exec", dest="exec_", default="eager")
    args = ap.parse_args()
    with open(args.spec) as f:
        spec = {m["name"]: m for m in json.load(f)["models"]}
    with open(args.measured) as f:
        measured = json.load(f)
    rows = []
    with tempfile.TemporaryDirectory() as work:
        for model in measured["models"]:
            m = spec[model["name"]]
            fields = measure_hf_steps.read_fields(measure_hf_steps.resolve(m["config"], args.spec))
            variants = {v["label"]: v for v in model["variants"] if v.get("status") == "ok"}
            base = variants.get("baseline")
            if base is None:
                print(f"{model['name']}: no measured baseline, skipped", file=sys.stderr)
                continue
            # A baseline may carry overrides too (a model cut to a few layers).
            base_fields = measure_hf_steps.apply_overrides(fields, base.get("overrides", {}))
            base_pred = predicted_step_us(args.build, base_fields, m["micro_batch"], m["seq"],
                                          args.target, args.attention, work, args.clock, args.exec_,
                                          args.target_file)
            for label, v in variants.items():
                pred = base_pred if label == "baseline" else predicted_step_us(
                    args.build, measure_hf_steps.apply_overrides(fields, v["overrides"]),
                    m["micro_batch"], m["seq"], args.target, args.attention, work, args.clock, args.exec_,
                    args.target_file)
                ratios = [b / x for b, x in zip(base["step_ms"], v["step_ms"])]
                rows.append({
                    "model": model["name"], "variant": label,
                    "measured_ms": round(v["median_ms"], 2),
                    "predicted_ms": round(pred["total_us"] / 1e3, 2),
                    "step_error_pct": round((pred["total_us"] / 1e3 / v["median_ms"] - 1) * 100, 1),
                    "predicted_gemm_ms": round(pred["gemm_us"] / 1e3, 2),
                    "predicted_attention_ms": round(pred["attention_us"] / 1e3, 2),
                    "predicted_other_ms": round(pred["other_us"] / 1e3, 2),
                    "predicted_clock_mhz": round(pred["sm_clock_mhz"]),
                    "measured_clock_mhz": measured_clock(v),
                    "predicted_speedup": round(base_pred["total_us"] / pred["total_us"], 3),
                    "measured_speedup": round(statistics.median(ratios), 3),
                    "measured_speedup_min": round(min(ratios), 3),
                    "measured_speedup_max": round(max(ratios), 3),
                })
    for r in rows:
        r["speedup_error_points"] = round((r["predicted_speedup"] - r["measured_speedup"]) * 100, 1)
    with open(args.out + ".csv", "w", newline="") as f:
        w = csv.DictWriter(f, fieldnames=list(rows[0]))
        w.writeheader()
        w.writerows(rows)
    lines = ["| model | variant | measured step | predicted step | error | clock predicted / measured | "
             "predicted speed-up | measured speed-up (round range) | points |",
             "|---|---|---|---|---|---|---|---|---|"]
    for r in rows:
        clock = f"{r['predicted_clock_mhz']} / " + (f"{r['measured_clock_mhz']:.0f}" if r["measured_clock_mhz"] else "-")
        lines.append(f"| {r['model']} | {r['variant']} | {r['measured_ms']:.1f} ms | {r['predicted_ms']:.1f} ms | "
                     f"{r['step_error_pct']:+.1f}% | {clock} MHz | {r['predicted_speedup']:.3f}x | "
                     f"{r['measured_speedup']:.3f}x "
                     f"({r['measured_speedup_min']:.3f}-{r['measured_speedup_max']:.3f}) | "
                     f"{r['speedup_error_points']:+.1f} |")
    variants = [r for r in rows if r["variant"] != "baseline"]
    within = sum(abs(r["speedup_error_points"]) <= 3 for r in variants)
    baselines = [r for r in rows if r["variant"] == "baseline"]
    worst = max(abs(r["step_error_pct"]) for r in baselines)
    errors = sorted(abs(r["step_error_pct"]) for r in rows)
    lines.append("")
    lines.append(f"{within} of {len(variants)} variants within 3 points; baseline steps within "
                 f"{worst:.1f}% of measured; all steps: median |error| {statistics.median(errors):.1f}%.")
    with open(args.out + ".md", "w") as f:
        f.write("\n".join(lines) + "\n")
    print("\n".join(lines))


if __name__ == "__main__":
    main()
