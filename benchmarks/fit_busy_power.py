#!/usr/bin/env python3
"""The power model's busy watts: what a running kernel draws whatever its rate, fitted on the
clocks whole training steps sustained under the cap.

    python3 benchmarks/fit_busy_power.py DUTY.json SUSTAINED.json --steps SPEC MEASURED [...]
        -o CALIBRATION.json [--build build] [--target h200]
    python3 benchmarks/fit_busy_power.py benchmarks/results/power/power.json \\
        benchmarks/results/steps/clocks/sustained-gemm.json \\
        --steps benchmarks/hf_steps_baselines.json benchmarks/results/steps/clocks/h200-hf-baselines.json \\
        --steps benchmarks/hf_steps_proposals.json benchmarks/results/steps/clocks/h200-hf-proposals.json \\
        -o benchmarks/results/power/h200-power-calibration.json

A GEMM and a copy at duty cycles (measure_power.py duty, or the runner's --power-sweep) cannot
tell busy watts from watts per TFLOP/s or per GB/s: each load's power grows with its busy time
and its rate together. A step can: attention, PyTorch's unvectorized loops and slow GEMMs keep
the SMs running at a low rate. For each candidate busy power B, dimtune-calibrate fits the
power model on the duty and sustained files with B kept, in place of the target's model
(--replace-power; the GEMM's and copy's watts per rate become what they draw beyond B, so each
keeps its measured power), and every measured step of
--steps (measure_hf_steps.py runs whose rounds sampled the SM clock) is priced with it
(--dimtune-advise, clock=sustained); B is the one whose predicted clocks are closest to the
measured medians (the mean |log| ratio). Steps outside --steps check the fit (compare_steps.py).
Writes the power section, with the fit's record, to CALIBRATION.json (the built-in H200's is
read from benchmarks/results/power/h200-power-calibration.json).
"""
import argparse
import json
import math
import os
import statistics
import subprocess
import sys
import tempfile

import compare_steps
import dimtune_tools
import measure_hf_steps


def measured_steps(spec_path, measured_path):
    """(config fields, micro-batch, seq, measured median clock) of every step that sampled its
    clock."""
    with open(spec_path) as f:
        spec = {m["name"]: m for m in json.load(f)["models"]}
    with open(measured_path) as f:
        measured = json.load(f)
    steps = []
    for model in measured["models"]:
        m = spec[model["name"]]
        fields = measure_hf_steps.read_fields(measure_hf_steps.resolve(m["config"], spec_path))
        for v in model["variants"]:
            clock = compare_steps.measured_clock(v) if v.get("status") == "ok" else None
            if clock:
                steps.append((f"{model['name']}/{v['label']}",
                              measure_hf_steps.apply_overrides(fields, v.get("overrides", {})),
                              m["micro_batch"], m["seq"], clock))
    return steps


def fit_power(build, target, duty, sustained, busy_w, work):
    """The target file dimtune-calibrate writes for the power model fitted with `busy_w` kept."""
    seed = os.path.join(work, "seed.json")
    if not os.path.exists(seed):
        dimtune_tools._run(build, "dimtune-calibrate", ["--target", target, "--fit", "--power-duty",
                                                        duty, "--power-sustained", sustained,
                                                        "--replace-power", "-o", seed])
    with open(seed) as f:
        doc = json.load(f)
    doc["targets"][0]["calibration"]["power"]["busy_w"] = busy_w
    given = os.path.join(work, f"busy-{busy_w:g}-in.json")
    with open(given, "w") as f:
        json.dump(doc, f)
    out = os.path.join(work, f"busy-{busy_w:g}.json")
    dimtune_tools._run(build, "dimtune-calibrate", ["--target", target, "--target-file", given,
                                                    "--fit", "--power-duty", duty,
                                                    "--power-sustained", sustained,
                                                    "--replace-power", "-o", out])
    return out


def clock_error(build, target, steps, target_file, work):
    """Mean |ln(predicted / measured clock)| over the steps, and each step's predicted clock."""
    logs, clocks = [], []
    for name, fields, micro_batch, seq, measured in steps:
        pred = compare_steps.predicted_step_us(build, fields, micro_batch, seq, target, "default",
                                               work, "sustained", "eager", target_file)
        clocks.append(pred["sm_clock_mhz"])
        logs.append(abs(math.log(pred["sm_clock_mhz"] / measured)))
    return statistics.mean(logs), clocks


def main():
    ap = argparse.ArgumentParser(description=__doc__,
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("duty")
    ap.add_argument("sustained")
    ap.add_argument("--steps", nargs=2, action="append", metavar=("SPEC", "MEASURED"), required=True)
    ap.add_argument("-o", dest="out", required=True)
    ap.add_argument("--target", default="h200")
    ap.add_argument("--most", type=float, default=400, help="the largest busy power tried (W)")
    dimtune_tools.add_build_option(ap)
    args = ap.parse_args()
    steps = [s for spec, measured in args.steps for s in measured_steps(spec, measured)]
    print(f"{len(steps)} steps with a measured clock", file=sys.stderr)
    with tempfile.TemporaryDirectory() as work:
        tried = {}

        def score(busy_w):
            if busy_w not in tried:
                try:
                    path = fit_power(args.build, args.target, args.duty, args.sustained, busy_w, work)
                except dimtune_tools.ToolError:
                    tried[busy_w] = (math.inf, None, None)  # the fit refuses it: too many watts
                else:
                    error, clocks = clock_error(args.build, args.target, steps, path, work)
                    tried[busy_w] = (error, clocks, path)
                print(f"busy {busy_w:6.1f} W: mean |ln(pred/meas clock)| {tried[busy_w][0]:.4f}",
                      file=sys.stderr)
            return tried[busy_w][0]

        # A coarse grid, then finer steps around its best.
        step = 20.0
        best = min((score(b) , b) for b in [step * i for i in range(int(args.most / step) + 1)])[1]
        for step in (5.0, 1.0):
            best = min((score(b), b) for b in
                       [max(0.0, best + step * i) for i in range(-4, 5)])[1]
        error, clocks, path = tried[best]
        with open(path) as f:
            power = json.load(f)["targets"][0]["calibration"]["power"]
    within = sum(abs(c / s[4] - 1) <= 0.05 for c, s in zip(clocks, steps))
    fit = {}
    if os.path.exists(args.out):  # keep what was measured apart (the cap's window)
        with open(args.out) as f:
            fit = json.load(f).get("fit", {})
    fit.update({"sources": [args.duty, args.sustained],
                   "busy_w": {"steps": [m for _, m in args.steps], "rows": len(steps),
                              "mean_abs_log_clock_error": round(error, 4),
                              "without_busy_w": round(tried[0.0][0], 4),
                              "clock_within_5pct": within,
                              "grid_w": f"0-{args.most:g} by 20, then by 5 and by 1 around "
                                        f"the best ({len(tried)} tried)"}})
    doc = {"power": power, "fit": fit}
    with open(args.out, "w") as f:
        json.dump(doc, f, indent=2)
        f.write("\n")
    print(f"busy {best:g} W: mean |ln(pred/meas clock)| {error:.4f} (without: {tried[0.0][0]:.4f}); "
          f"{within} of {len(steps)} clocks within 5%; wrote {args.out}")


if __name__ == "__main__":
    main()
