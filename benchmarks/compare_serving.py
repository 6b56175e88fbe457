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
Writes PREFIX.csv (every case) and PREFIX.md (per set: cases, median and largest |error|, and the
worst cases), and prints the Markdown. Needs dimtune's build, not a GPU.
"""
import argparse
import csv
import json
import os
import statistics
import sys
import tempfile

import dimtune_tools

CONFIGS = os.path.join(dimtune_tools.ROOT, "examples", "configs")


def cases(decode):
    """(set, config, batch, seq, kv_len, exec, import options, measured us) of every ok case."""
    for c in decode.get("step", {}).get("cases", []):
        for mode, key in (("graph", "graph"), ("eager", "eager")):
            t = (c.get(key) or {})
            if t.get("status", "ok") == "ok" and t.get("median_us"):
                yield ("decode-" + mode, c["config"], c["batch"], 1, c["kv_len"], mode,
                       ["--phase", "decode", "--kv-len", c["kv_len"], "--fused-projections"],
                       c["layers"], t["median_us"])
    for c in decode.get("hf_eager", {}).get("cases", []):
        t = c.get("step") or {}
        if t.get("median_us"):
            yield ("hf-eager", c["config"], c["batch"], 1, c["kv_len"], "eager",
                   ["--phase", "decode", "--kv-len", c["kv_len"], "--kv-cache", "dynamic"],
                   c["layers"], t["median_us"])
    for c in decode.get("prefill", {}).get("cases", []):
        t = c.get("eager") or {}
        if t.get("status", "ok") == "ok" and t.get("median_us"):
            yield ("prefill", c["config"], c["batch"], c["seq"], 0, "eager",
                   ["--phase", "prefill", "--fused-projections"], c["layers"], t["median_us"])


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("decode", help="measure_decode.py's JSON (step, hf_eager, prefill sections)")
    ap.add_argument("--out", help="write PREFIX.csv and PREFIX.md")
    ap.add_argument("--target", default="h200")
    dimtune_tools.add_build_option(ap)
    args = ap.parse_args()
    try:
        decode = json.load(open(args.decode))
    except (OSError, ValueError) as e:
        sys.exit(f"compare_serving.py: cannot read {args.decode}: {e}")
    rows = []
    with tempfile.TemporaryDirectory() as work:
        module = os.path.join(work, "m.mlir")
        for s, config, batch, seq, kv, mode, extra, layers, measured in cases(decode):
            try:
                dimtune_tools.import_model(args.build, os.path.join(CONFIGS, config + ".json"), module,
                                           batch, None if kv else seq, layers=layers, extra=extra)
                total = dimtune_tools.analyze(args.build, module, target=args.target, exec=mode)["total"]
            except dimtune_tools.ToolError as e:
                print(f"skipped {s} {config} B{batch} S{seq} L{kv}: {e}", file=sys.stderr)
                continue
            rows.append({"set": s, "config": config, "batch": batch, "seq": seq, "kv_len": kv,
                         "measured_us": measured, "predicted_us": round(total["step_us"], 1),
                         "kernel_us": round(total["kernel_us"], 1),
                         "sm_clock_mhz": total["sm_clock_mhz"],
                         "rel_error": round(total["step_us"] / measured - 1, 4)})
    lines = []
    for s in ("decode-graph", "decode-eager", "hf-eager", "prefill"):
        subset = [r for r in rows if r["set"] == s]
        if not subset:
            continue
        errors = sorted(abs(r["rel_error"]) for r in subset)
        lines.append(f"{s}: {len(subset)} cases, median |pred - meas| / meas {statistics.median(errors):.1%}, "
                     f"p90 {errors[int(0.9 * (len(errors) - 1))]:.1%}, largest {errors[-1]:.1%}")
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
