#!/usr/bin/env python3
"""The GPU's power and SM clock against the work it is given: the data a power-cap model needs
(which clock a training step sustains), measured apart from any training step.

    python3 benchmarks/measure_power.py OUT.json [--seconds 3] [--window-ms 20]

Three kinds of load, each held for --seconds with the SM clock, power and clock-event reasons
sampled (gpu_conditions.Sampler) over its last two thirds:
  idle      nothing runs;
  gemm      bf16 8192x8192x8192 products at duty cycles 0.1 ... 1.0: in each --window-ms window,
            as many products as fill that share of it at the burst rate, a synchronize, then
            the host sleeps the rest;
  copy      device-to-device copies of 1 GiB at duty cycles 0.5 and 1.0, the same way.
For each: the achieved rate over the held time (TFLOP/s of products, GB/s read + written of
copies), the clock and power medians and the share of samples with the power cap active.
Writes OUT.json {environment, args, burst: {gemm_us, copy_us}, points: [{load, duty,
tflops | gbs, conditions}]} and prints a line per point.
"""
import argparse
import json
import time

import gpu_conditions
import gpu_timing

GEMM = 8192
COPY_BYTES = 1 << 30
GEMM_DUTIES = [0.1, 0.2, 0.3, 0.4, 0.5, 0.6, 0.7, 0.85, 1.0]
COPY_DUTIES = [0.5, 1.0]


def run_for(call, per_window, duty, seconds, window_s):
    """`call` per_window times per window, the rest of a window idle, for `seconds`; the
    number of calls."""
    import torch
    calls, end = 0, time.time() + seconds
    while time.time() < end:
        began = time.time()
        for _ in range(per_window):
            call()
        torch.cuda.synchronize()
        calls += per_window
        rest = window_s - (time.time() - began)
        if duty < 1.0 and rest > 0:
            time.sleep(rest)
    return calls


def hold(call, call_us, duty, seconds, window_s):
    """Runs `call` at `duty` of each window for `seconds`, sampling over the last two thirds;
    returns (calls in the sampled part, its wall seconds, the sampler's summary)."""
    per_window = max(1, round(duty * window_s * 1e6 / call_us))
    run_for(call, per_window, duty, seconds / 3, window_s)  # let clock and power settle
    with gpu_conditions.Sampler() as sampler:
        began = time.time()
        calls = run_for(call, per_window, duty, 2 * seconds / 3, window_s)
        elapsed = time.time() - began
    return calls, elapsed, sampler.summary()


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("out", help="OUT.json")
    ap.add_argument("--seconds", type=float, default=3.0, help="how long each load is held")
    ap.add_argument("--window-ms", type=float, default=20.0, help="the duty cycle's period")
    args = ap.parse_args()
    import torch

    window_s = args.window_ms / 1e3
    a = torch.randn(GEMM, GEMM, dtype=torch.bfloat16, device="cuda")
    src = torch.empty(COPY_BYTES, dtype=torch.uint8, device="cuda").random_()
    dst = torch.empty_like(src)
    gemm = lambda: a @ a  # noqa: E731
    copy = lambda: dst.copy_(src)  # noqa: E731
    gpu_timing.spin_up_clocks()
    gemm_us = gpu_timing.time_calls([gemm])[0]
    copy_us = gpu_timing.time_calls([copy])[0]
    doc = {"environment": gpu_conditions.environment(), "args": vars(args),
           "burst": {"gemm_us": gemm_us, "copy_us": copy_us}, "points": []}
    print(f"burst: {GEMM}^3 bf16 product {gemm_us:.1f} us, 1 GiB copy {copy_us:.1f} us", flush=True)

    torch.cuda.synchronize()
    with gpu_conditions.Sampler() as sampler:
        time.sleep(args.seconds)
    doc["points"].append({"load": "idle", "duty": 0.0, "conditions": sampler.summary()})
    flops = 2.0 * GEMM ** 3
    for duty in GEMM_DUTIES:
        calls, seconds, conditions = hold(gemm, gemm_us, duty, args.seconds, window_s)
        doc["points"].append({"load": "gemm", "duty": duty, "tflops": calls * flops / seconds / 1e12,
                              "conditions": conditions})
    for duty in COPY_DUTIES:
        calls, seconds, conditions = hold(copy, copy_us, duty, args.seconds, window_s)
        doc["points"].append({"load": "copy", "duty": duty, "gbs": calls * 2 * COPY_BYTES / seconds / 1e9,
                              "conditions": conditions})
    for p in doc["points"]:
        c = p["conditions"]
        rate = (f"{p['tflops']:.0f} TFLOP/s" if "tflops" in p else f"{p['gbs']:.0f} GB/s" if "gbs" in p else "")
        print(f"{p['load']:5} duty {p['duty']:.2f}: {rate:>13}  SM {c.get('sm_clock_mhz_median')} MHz "
              f"(min {c.get('sm_clock_mhz_min')}), {c.get('power_w_median')} W, power cap in "
              f"{c.get('clock_event_share', {}).get('sw_power_cap', 0):.0%} of samples", flush=True)
    with open(args.out, "w") as f:
        json.dump(doc, f, indent=1)


if __name__ == "__main__":
    main()
