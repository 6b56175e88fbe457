#!/usr/bin/env python3
"""Where dimtune's whole-step predictions fall short, part by part, beside the SM clock each
step ran at: measured kernel time per category (the profiled step of measure_hf_steps.py)
against dimtune's predicted GEMM, attention and other time (compare_steps.py's CSV), and the
clock and power sampled during the steps (gpu_conditions.Sampler).

    python3 benchmarks/step_clocks.py HF_STEPS.json COMPARE.csv [--boost-mhz 1980] [--out OUT.md]
    python3 benchmarks/step_clocks.py HF_STEPS.json COMPARE.csv --variants [--out OUT.md]

HF_STEPS.json must be a measure_hf_steps.py run with conditions_during (this repository's
since it samples them); COMPARE.csv gives each model's baseline prediction. For each model
present in both: the median over its timed steps of the per-step median SM clock and power,
the share of samples with the power cap active, and for each part measured / predicted - 1.
The last column is what the clock alone would explain: boost / step clock - 1.

--variants: every variant of a run of several per model (hf_steps_proposals.json): its SM
clock against its baseline's, dimtune's predicted speed-up over the baseline (COMPARE.csv)
and the one this run measured (the median over rounds of baseline / variant, each round's
pair timed back to back), and the points between them.
"""
import argparse
import csv
import json
import statistics
import sys

PARTS = [("gemm", "predicted_gemm_ms"), ("attention", "predicted_attention_ms"),
         ("other", "predicted_other_ms")]


def rows(hf_steps, compare, boost_mhz):
    predicted = {r["model"]: r for r in compare if r["variant"] == "baseline"}
    out = []
    for model in hf_steps["models"]:
        baseline = next((v for v in model.get("variants", []) if v["label"] == "baseline"), None)
        profile = model.get("profile") or {}
        if model["name"] not in predicted or not baseline or "categories" not in profile:
            continue
        during = [c for c in baseline.get("conditions_during", []) if c.get("samples")]
        if not during:
            sys.exit(f"{model['name']}: no clock samples during its steps (an older run?)")
        clock = statistics.median(c["sm_clock_mhz_median"] for c in during)
        power = statistics.median(c["power_w_median"] for c in during)
        capped = statistics.median(c["clock_event_share"].get("sw_power_cap", 0.0) for c in during)
        p = predicted[model["name"]]
        errors = {part: profile["categories"][part]["total_us"] / 1e3 / float(p[column]) - 1
                  for part, column in PARTS}
        out.append({"model": model["name"], "step_ms": baseline["median_ms"],
                    "predicted_ms": float(p["predicted_ms"]), "sm_clock_mhz": clock, "power_w": power,
                    "power_capped_share": capped, **errors, "clock_explains": boost_mhz / clock - 1})
    return out


def step_clock(variant):
    """The median over a variant's timed steps of their median SM clock."""
    during = [c for c in variant.get("conditions_during", []) if c.get("samples")]
    return statistics.median(c["sm_clock_mhz_median"] for c in during) if during else None


def variant_rows(hf_steps, compare):
    predicted = {(r["model"], r["variant"]): float(r["predicted_speedup"]) for r in compare}
    out = []
    for model in hf_steps["models"]:
        variants = {v["label"]: v for v in model.get("variants", []) if v.get("step_ms")}
        baseline = variants.get("baseline")
        if not baseline:
            continue
        base_clock = step_clock(baseline)
        if base_clock is None:
            sys.exit(f"{model['name']}: no clock samples during its steps (an older run?)")
        for label, v in variants.items():
            if label == "baseline" or (model["name"], label) not in predicted:
                continue
            rounds = min(len(baseline["step_ms"]), len(v["step_ms"]))
            measured = statistics.median(baseline["step_ms"][r] / v["step_ms"][r] for r in range(rounds))
            want = predicted[(model["name"], label)]
            out.append({"model": model["name"], "variant": label, "sm_clock_mhz": step_clock(v),
                        "baseline_clock_mhz": base_clock, "predicted": want, "measured": measured,
                        "points": 100 * (want - measured)})
    return out


def variant_markdown(table):
    lines = ["| model | variant | SM clock (baseline's) | clock vs baseline | predicted speed-up "
             "| measured (this run) | points |", "|---|---|---|---|---|---|---|"]
    for r in table:
        lines.append(f"| {r['model']} | {r['variant']} | {r['sm_clock_mhz']:.0f} MHz "
                     f"({r['baseline_clock_mhz']:.0f}) | {r['sm_clock_mhz'] / r['baseline_clock_mhz'] - 1:+.1%} | "
                     f"{r['predicted']:.3f}x | {r['measured']:.3f}x | {r['points']:+.1f} |")
    return "\n".join(lines)


def markdown(table):
    lines = ["| model | step (measured) | predicted | SM clock during steps | power | power-capped samples "
             "| GEMMs measured / predicted | attention | other | boost / step clock |",
             "|---|---|---|---|---|---|---|---|---|---|"]
    for r in table:
        lines.append(f"| {r['model']} | {r['step_ms']:.1f} ms | {r['predicted_ms']:.1f} ms | "
                     f"{r['sm_clock_mhz']:.0f} MHz | {r['power_w']:.0f} W | {r['power_capped_share']:.0%} | "
                     f"{r['gemm']:+.1%} | {r['attention']:+.1%} | {r['other']:+.1%} | "
                     f"{r['clock_explains']:+.1%} |")
    return "\n".join(lines)


def read_inputs(json_paths, csv_path):
    """The JSON files and the CSV's rows; a missing or malformed file ends the run naming it."""
    loaded = []
    try:
        for path in json_paths:
            with open(path) as f:
                loaded.append(json.load(f))
        with open(csv_path) as f:
            loaded.append(list(csv.DictReader(f)))
    except (OSError, ValueError) as e:
        sys.exit(f"cannot read {path if len(loaded) < len(json_paths) else csv_path}: {e}")
    return loaded


def emit(text, out=None):
    """Prints `text` and, given a path, writes it there too."""
    print(text)
    if out:
        with open(out, "w") as f:
            f.write(text + "\n")


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("hf_steps", help="measure_hf_steps.py's hf-steps.json, with conditions_during")
    ap.add_argument("compare", help="compare_steps.py's CSV (the baselines' predicted parts)")
    ap.add_argument("--boost-mhz", type=float, default=1980.0, help="the clock the calibration ran at")
    ap.add_argument("--variants", action="store_true",
                    help="each variant's clock and speed-up against its baseline's")
    ap.add_argument("--out", help="also write the table here")
    args = ap.parse_args()
    hf_steps, compare = read_inputs([args.hf_steps], args.compare)
    table = (variant_markdown(variant_rows(hf_steps, compare)) if args.variants
             else markdown(rows(hf_steps, compare, args.boost_mhz)))
    emit(table, args.out)


if __name__ == "__main__":
    main()
