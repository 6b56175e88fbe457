#!/usr/bin/env python3
"""dimtune's predicted serving steps beside the measured ones (measure_decode.py's JSON): each
case imported with dimtune-import as it was measured and analysed with --dimtune-analyze, the
step as it runs (its total.step_us) against the measured median.

    python3 benchmarks/compare_serving.py DECODE.json [--build DIR] [--out PREFIX]
    python3 benchmarks/compare_serving.py benchmarks/results/serving/decode.json \\
        --out benchmarks/results/serving/h200-compare

Sets (each case as the measurement ran it):
  decode-graph   the serving-style decode step (fused QKV and gate/up, a static cache), as a
                 CUDA graph:   --phase decode --fused-projections, exec=graph
  decode-eager   the same step run eagerly:                             exec=eager
  hf-eager       Hugging Face's own decode step, eagerly, over its DynamicCache:
                 --phase decode --kv-cache dynamic, exec=eager
  prefill        the serving model over a prompt, eagerly: --phase prefill --fused-projections
Mistral's cases past its sliding window are left out: the serving-style step attended the whole
cache. Writes PREFIX.csv (every case) and PREFIX.md (per set: cases, median and largest |error|; the
decode knee, measured and predicted, per config and context; the worst cases), and prints the
Markdown. Needs dimtune's build, not a GPU.
"""
import argparse
import csv
import json
import math
import os
import re
import statistics
import sys
import tempfile

import dimtune_tools

CONFIGS = os.path.join(dimtune_tools.ROOT, "examples", "configs")


def measured_clock(timing):
    """The SM clock the case ran at (its conditions' median), or the boost clock's name."""
    mhz = (timing.get("conditions") or {}).get("sm_clock_mhz_median")
    return str(round(mhz)) if mhz else "boost"


def window_ignored(module, kv_len):
    """measure_decode.py's serving-style step attends the whole cache (serving_model.py has no
    sliding window); where the model's window (as dimtune-import read it) is shorter than the
    cache, it ran another model than the config's."""
    window = re.search(r"sliding_window = (\d+)", open(module).read(10000))
    return bool(window) and 0 < int(window.group(1)) < kv_len + 1


def cases(decode):
    """(set, config, batch, seq, kv_len, exec, import options, layers, timing) of every ok case."""
    for c in decode.get("step", {}).get("cases", []):
        for mode, key in (("graph", "graph"), ("eager", "eager")):
            t = (c.get(key) or {})
            if t.get("status", "ok") == "ok" and t.get("median_us"):
                yield ("decode-" + mode, c["config"], c["batch"], 1, c["kv_len"], mode,
                       ["--phase", "decode", "--kv-len", c["kv_len"], "--fused-projections"],
                       c["layers"], t)
    for c in decode.get("hf_eager", {}).get("cases", []):
        t = c.get("step") or {}
        if t.get("median_us"):
            yield ("hf-eager", c["config"], c["batch"], 1, c["kv_len"], "eager",
                   ["--phase", "decode", "--kv-len", c["kv_len"], "--kv-cache", "dynamic"],
                   c["layers"], t)
    for c in decode.get("prefill", {}).get("cases", []):
        t = c.get("eager") or {}
        if t.get("status", "ok") == "ok" and t.get("median_us"):
            yield ("prefill", c["config"], c["batch"], c["seq"], 0, "eager",
                   ["--phase", "prefill", "--fused-projections"], c["layers"], t)


def knee(steps, tolerance):
    """The largest batch whose step is within `tolerance` of batch 1's (steps: {batch: us})."""
    return max(b for b, us in steps.items() if us <= steps[1] * (1 + tolerance))


def knee_lines(rows, tolerance):
    """The decode-graph knee, measured and predicted on the measured batches, per config and
    context: how many powers of two apart."""
    grids = {}
    for r in rows:
        if r["set"] == "decode-graph":
            grids.setdefault((r["config"], r["kv_len"]), []).append(r)
    table, apart = [], []
    for (config, kv), grid in sorted(grids.items()):
        if 1 not in {r["batch"] for r in grid}:
            continue
        measured = knee({r["batch"]: r["measured_us"] for r in grid}, tolerance)
        predicted = knee({r["batch"]: r["predicted_us"] for r in grid}, tolerance)
        steps = abs(math.log2(predicted) - math.log2(measured))
        apart.append(steps)
        table.append(f"| {config} | {kv} | {sorted(r['batch'] for r in grid)} | {measured} | "
                     f"{predicted} | {steps:.0f} |")
    if not apart:
        return []
    within = sum(1 for a in apart if a <= 1)
    return [f"decode-graph knee (the largest batch within {tolerance:.0%} of batch 1's step, on the "
            f"measured batches): within one power of two of the measured knee on {within} of "
            f"{len(apart)} config x context", "",
            "| config | kv_len | batches | measured knee | predicted knee | powers of two apart |",
            "|---|---|---|---|---|---|", *table]


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("decode", help="measure_decode.py's JSON (step, hf_eager, prefill sections)")
    ap.add_argument("--out", help="write PREFIX.csv and PREFIX.md")
    ap.add_argument("--knee-tolerance", type=float, default=0.25,
                    help="the knee's tolerance over batch 1's step (advise's knee-tolerance)")
    ap.add_argument("--target", default="h200")
    ap.add_argument("--clock", default="measured",
                    help="the clock each case is priced at: measured (the clock it ran at: its 30 ms "
                         "of timing is a burst, which the power cap does not slow), sustained, boost "
                         "or MHz; the sustained prediction is also written beside")
    dimtune_tools.add_build_option(ap)
    args = ap.parse_args()
    try:
        decode = json.load(open(args.decode))
    except (OSError, ValueError) as e:
        sys.exit(f"compare_serving.py: cannot read {args.decode}: {e}")
    rows = []
    with tempfile.TemporaryDirectory() as work:
        module = os.path.join(work, "m.mlir")
        for s, config, batch, seq, kv, mode, extra, layers, timing in cases(decode):
            measured = timing["median_us"]
            clock = measured_clock(timing) if args.clock == "measured" else args.clock
            try:
                dimtune_tools.import_model(args.build, os.path.join(CONFIGS, config + ".json"), module,
                                           batch, None if kv else seq, layers=layers, extra=extra)
                if s.startswith("decode-") and window_ignored(module, kv):
                    continue
                total = dimtune_tools.analyze(args.build, module, target=args.target, exec=mode,
                                              clock=clock)["total"]
                sustained = total if args.clock == "sustained" else dimtune_tools.analyze(
                    args.build, module, target=args.target, exec=mode)["total"]
            except dimtune_tools.ToolError as e:
                print(f"skipped {s} {config} B{batch} S{seq} L{kv}: {str(e).strip().splitlines()[-1]}",
                      file=sys.stderr)
                continue
            rows.append({"set": s, "config": config, "batch": batch, "seq": seq, "kv_len": kv,
                         "measured_us": measured, "predicted_us": round(total["step_us"], 1),
                         "kernel_us": round(total["kernel_us"], 1),
                         "sm_clock_mhz": total["sm_clock_mhz"],
                         "measured_clock_mhz": measured_clock(timing),
                         "sustained_us": round(sustained["step_us"], 1),
                         "sustained_clock_mhz": round(sustained["sm_clock_mhz"]),
                         "rel_error": round(total["step_us"] / measured - 1, 4)})
    lines = []
    for s in ("decode-graph", "decode-eager", "hf-eager", "prefill"):
        subset = [r for r in rows if r["set"] == s]
        if not subset:
            continue
        errors = sorted(abs(r["rel_error"]) for r in subset)
        sustained = sorted(abs(r["sustained_us"] / r["measured_us"] - 1) for r in subset)
        lines.append(f"{s}: {len(subset)} cases, median |pred - meas| / meas {statistics.median(errors):.1%}, "
                     f"p90 {errors[int(0.9 * (len(errors) - 1))]:.1%}, largest {errors[-1]:.1%} "
                     f"(at the sustained clock instead: median {statistics.median(sustained):.1%}, "
                     f"p90 {sustained[int(0.9 * (len(sustained) - 1))]:.1%})")
    lines += ["", *knee_lines(rows, args.knee_tolerance)]
    lines += ["", "| set | config | batch | seq | kv_len | measured us | predicted us | error |",
              "|---|---|---|---|---|---|---|---|"]
    for r in sorted(rows, key=lambda r: -abs(r["rel_error"]))[:25]:
        lines.append(f"| {r['set']} | {r['config']} | {r['batch']} | {r['seq']} | {r['kv_len']} | "
                     f"{r['measured_us']:.1f} | {r['predicted_us']:.1f} | {r['rel_error']:+.1%} |")
    text = "\n".join(lines)
    print(text)
    if args.out:
        with open(args.out + ".csv", "w", newline="") as f:
            w = csv.DictWriter(f, fieldnames=list(rows[0]))
            w.writeheader()
            w.writerows(rows)
        with open(args.out + ".md", "w") as f:
            f.write("Predicted (dimtune-import + --dimtune-analyze) against measured serving steps "
                    f"({os.path.basename(args.decode)}); the worst 25 cases below.\n\n" + text + "\n")


if __name__ == "__main__":
    main()
