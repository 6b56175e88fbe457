#!/usr/bin/env python3
"""The power model on loads its fit never saw: each held at duty cycles below the cap, its power
as NVML reads it against what the power model predicts at the clock it ran at.

    python3 benchmarks/check_power_loads.py measure OUT.json [--seconds 3] [--window-ms 20] [--duties 0.25,0.5]   # GPU
    python3 benchmarks/check_power_loads.py check OUT.json [--calibration CAL.json]... [--build B]  # here
    python3 benchmarks/check_power_loads.py check benchmarks/results/power/h200-loads.json \\
        --calibration benchmarks/results/power/h200-power-calibration.json \\
        --calibration OLD.json --out benchmarks/results/power/h200-loads-check.md

The fit's loads are an aligned 8192^3 bf16 GEMM and a 1 GiB copy (measure_power.py duty). These
are loads whose rate is low for the time they keep the SMs running, as in a training step:
  gemm-misaligned  8192 x 8191 x 8192 bf16 (N of a 2-byte stride: cuBLAS's slow kernels);
  gemm-small-k     8192 x 8192 x 256 bf16 (short, few waves, its operands re-read);
  add              a + b over 2^28 bf16 elements (PyTorch's vectorized elementwise loop);
  add-transposed   a + b.t() over 16384 x 16384 bf16 (its unvectorized loop: an index per element);
  softmax          softmax over the last dim of 8192 x 32768 bf16 (a reduction kernel).
Each at duty 0.25 and 0.5 of every window (measure_power.hold): its TFLOP/s (products), GB/s
(bytes a memory-bound kernel reads and writes once), its busy share (calls x burst time over the
held time), clock and power. `check` prices each point below the cap with a calibration's power
model through `dimtune-fit power-check` (GpuTarget::powerAt, the formula the step model solves
the sustained clock with: no copy of it here), and prints measured against predicted.
"""
import argparse
import csv
import json
import os
import sys
import tempfile
import time

import dimtune_tools

DUTIES = [0.25, 0.5]


def loads():
    """(name, call, flops per call, bytes per call, kind) of each load."""
    import torch
    bf16 = dict(dtype=torch.bfloat16, device="cuda")
    a = torch.randn(8192, 8192, **bf16)
    b_odd = torch.randn(8192, 8191, **bf16)
    k_small = torch.randn(8192, 256, **bf16)
    w_small = torch.randn(256, 8192, **bf16)
    x = torch.randn(1 << 28, **bf16)
    y = torch.randn(1 << 28, **bf16)
    sq = torch.randn(16384, 16384, **bf16)
    sq2 = torch.randn(16384, 16384, **bf16)
    rows = torch.randn(8192, 32768, **bf16)
    return [
        ("gemm-misaligned", lambda: a @ b_odd, 2.0 * 8192 * 8191 * 8192,
         2.0 * (8192 * 8192 + 8192 * 8191 * 2), "gemm"),
        ("gemm-small-k", lambda: k_small @ w_small, 2.0 * 8192 * 8192 * 256,
         2.0 * (8192 * 256 * 2 + 8192 * 8192), "gemm"),
        ("add", lambda: x + y, 0.0, 3 * 2.0 * (1 << 28), "memory"),
        ("add-transposed", lambda: sq + sq2.t(), 0.0, 3 * 2.0 * 16384 * 16384, "memory"),
        ("softmax", lambda: torch.softmax(rows, dim=-1), 0.0, 2 * 2.0 * 8192 * 32768, "memory"),
    ]


def measure(args):
    import torch

    import gpu_conditions
    import gpu_timing
    import measure_power

    window_s = args.window_ms / 1e3
    doc = {"environment": gpu_conditions.environment(), "args": vars(args), "points": []}
    gpu_timing.spin_up_clocks()
    torch.cuda.synchronize()
    with gpu_conditions.Sampler() as sampler:
        time.sleep(args.seconds)
    doc["idle"] = sampler.summary()
    duties = [float(d) for d in args.duties.split(",")]
    for name, call, flops, nbytes, kind in loads():
        burst_us = gpu_timing.time_calls([call])[0]
        for duty in duties:
            calls, seconds, conditions = measure_power.hold(call, burst_us, duty, args.seconds,
                                                            window_s)
            point = {"load": name, "kind": kind, "duty": duty, "burst_us": burst_us,
                     "busy_share": min(1.0, calls * burst_us * 1e-6 / seconds),
                     "tflops": calls * flops / seconds / 1e12,
                     "gbs": calls * nbytes / seconds / 1e9, "conditions": conditions}
            doc["points"].append(point)
            print(f"{name:16} duty {duty:.2f}: busy {point['busy_share']:.2f}, "
                  f"{point['tflops']:6.1f} TFLOP/s, {point['gbs']:7.1f} GB/s  "
                  f"{gpu_conditions.describe(conditions)}", flush=True)
    with open(args.out, "w") as f:
        json.dump(doc, f, indent=1)


def power_model_target(path, gpu, work):
    """(target, target file) that prices with the power model of `path`: a target file
    (dimtune-calibrate's) as it is, or a power calibration file ({"power": ...}) as the measured
    GPU with that power section."""
    calibration = dimtune_tools.read_json(path, "check_power_loads.py")
    if "targets" in calibration:
        return calibration["targets"][0]["name"], path
    wrapped = os.path.join(work, f"power-{len(os.listdir(work))}.json")
    with open(wrapped, "w") as f:
        json.dump({"format_version": 1,
                   "targets": [{"name": "power check " + os.path.basename(path), "base": gpu,
                                "calibration": {"power": calibration["power"]}}]}, f)
    return "power check " + os.path.basename(path), wrapped


def shown(path):
    """A path as the table names it: from the repository's root where it lies within it."""
    relative = os.path.relpath(os.path.realpath(path), dimtune_tools.ROOT)
    return path if relative.startswith("..") else relative


def check(args):
    doc = dimtune_tools.read_json(args.measured, "check_power_loads.py")
    points = [p for p in doc["points"] if not p["conditions"].get("clock_event_share", {}).get("sw_power_cap")]
    fields = ["load", "kind", "duty", "busy_share", "tflops", "gbs", "sm_clock_mhz", "measured_w"]
    with tempfile.TemporaryDirectory() as work:
        loads_csv = os.path.join(work, "loads.csv")
        with open(loads_csv, "w", newline="") as f:
            w = csv.writer(f)
            w.writerow(fields)
            for p in points:
                w.writerow([p["load"], p["kind"], p["duty"], p["busy_share"], p["tflops"], p["gbs"],
                            p["conditions"]["sm_clock_mhz_median"], p["conditions"]["power_w_median"]])
        priced = []
        for path in args.calibration:
            target, target_file = power_model_target(path, doc["environment"]["gpu"], work)
            rows, summary = dimtune_tools.power_check(args.build, loads_csv, target, target_file)
            priced.append((path, rows, summary))
    head = "| load | duty | busy share | TFLOP/s | GB/s | clock | measured W | " + " | ".join(
        f"predicted W ({os.path.basename(path)})" for path, _, _ in priced) + " |"
    lines = [head, "|" + "---|" * (7 + len(priced))]
    for i, p in enumerate(points):
        cells = [f"{float(rows[i]['predicted_w']):.0f} ({float(rows[i]['rel_error']) * 100:+.1f}%)"
                 for _, rows, _ in priced]
        lines.append(f"| {p['load']} | {p['duty']:.2f} | {p['busy_share']:.2f} | {p['tflops']:.0f} | "
                     f"{p['gbs']:.0f} | {p['conditions']['sm_clock_mhz_median']:.0f} MHz | "
                     f"{p['conditions']['power_w_median']:.0f} | " + " | ".join(cells) + " |")
    lines.append("")
    for path, _, summary in priced:
        lines.append(f"{shown(path)}: {len(points)} points below the cap; {summary}")
    text = "\n".join(lines) + "\n"
    if args.out:
        with open(args.out, "w") as f:
            f.write(text)
    sys.stdout.write(text)


def main():
    ap = argparse.ArgumentParser(description=__doc__,
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    parts = ap.add_subparsers(dest="part", required=True)
    m = parts.add_parser("measure", help="on the GPU: the loads at duty cycles")
    m.add_argument("out")
    m.add_argument("--seconds", type=float, default=3.0)
    m.add_argument("--window-ms", type=float, default=20.0)
    m.add_argument("--duties", default=",".join(str(d) for d in DUTIES),
                   help="duty cycles, comma-separated (points the cap touched are left out by check)")
    c = parts.add_parser("check", help="measured against each calibration's power model")
    c.add_argument("measured")
    c.add_argument("--calibration", action="append", required=True)
    c.add_argument("--out")
    dimtune_tools.add_build_option(c)
    args = ap.parse_args()
    (measure if args.part == "measure" else check)(args)


if __name__ == "__main__":
    main()
