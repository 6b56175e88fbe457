#!/usr/bin/env python3
"""The GPU's power and SM clock against the work it is given, measured apart from any training
step: the data a power-cap model needs (which clock a training step sustains, and what that
costs its kernels).

    python3 benchmarks/measure_power.py sustained OUT.json [--load-s 4] [--idle-s 2]
    python3 benchmarks/measure_power.py duty OUT.json [--seconds 3] [--window-ms 20]

sustained: the same GEMM timed in a short burst (as dimtune's runner and calibration time it)
and after seconds of back-to-back work (as it runs inside a long training step). For each shape
(bf16, y = x W^T as a linear layer runs it; the projections of Llama-2 7B's and GPT-3 2.7B's
training steps): after --idle-s of idle GPU, gpu_timing.time_calls's burst (3 warm-up calls, 25
timed ones) under a gpu_conditions.Sampler; then the GEMM back to back for --load-s, and the
same 25-call timing at its end, under a second Sampler. Writes OUT.json {environment, args,
shapes: [{m, n, k, burst: {median_us, p10_us, p90_us, tflops, conditions}, sustained: {...},
slowdown}]}.

duty: three kinds of load, each held for --seconds with the SM clock, power and clock-event
reasons sampled over its last two thirds:
  idle      nothing runs;
  gemm      bf16 8192x8192x8192 products at duty cycles 0.1 ... 1.0: in each --window-ms window,
            as many products as fill that share of it at the burst rate, a synchronize, then
            the host sleeps the rest;
  copy      device-to-device copies of 1 GiB at duty cycles 0.5 and 1.0, the same way.
For each: the achieved rate over the held time (TFLOP/s of products, GB/s read + written of
copies), the clock and power medians and the share of samples with the power cap active.
Writes OUT.json {environment, args, burst: {gemm_us, copy_us}, points: [{load, duty,
tflops | gbs, conditions}]}.

Both print a line per shape or point. The committed results were written before this script
had its two parts: results/steps/clocks/sustained-gemm.json by benchmarks/sustained_gemm.py of
commit c6bdfd2 (`sustained OUT.json --idle-s 1` now), results/power/power.json by
`measure_power.py OUT.json --seconds 4` (`duty OUT.json --seconds 4` now).
"""
import argparse
import json
import time

import gpu_conditions
import gpu_timing

# (m, n, k): tokens x out x in of the training steps' largest GEMMs.
SHAPES = [(8192, 11008, 4096), (8192, 4096, 11008), (8192, 12288, 4096), (8192, 4096, 4096),
          (8192, 10240, 2560)]
# duty: one large product and one large copy.
GEMM = 8192
COPY_BYTES = 1 << 30
GEMM_DUTIES = [0.1, 0.2, 0.3, 0.4, 0.5, 0.6, 0.7, 0.85, 1.0]
COPY_DUTIES = [0.5, 1.0]


def measure(calls, flops):
    """gpu_timing.time_calls's burst of `calls` with the clocks sampled, and its TFLOP/s."""
    with gpu_conditions.Sampler() as sampler:
        median, p10, p90 = gpu_timing.time_calls(calls)
    return {"median_us": median, "p10_us": p10, "p90_us": p90, "tflops": flops / median / 1e6,
            "conditions": sampler.summary()}


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


def run_duty(args):
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
        rate = (f"{p['tflops']:.0f} TFLOP/s" if "tflops" in p else f"{p['gbs']:.0f} GB/s" if "gbs" in p else "")
        print(f"{p['load']:5} duty {p['duty']:.2f}: {rate:>13}  {gpu_conditions.describe(p['conditions'])}",
              flush=True)
    with open(args.out, "w") as f:
        json.dump(doc, f, indent=1)


def run_sustained(args):
    import torch

    doc = {"environment": gpu_conditions.environment(), "args": vars(args), "shapes": []}
    for m, n, k in SHAPES:
        a, b = gpu_timing.operands(torch.bfloat16, 1, m, n, k, "k", "k")
        calls = [lambda: torch.matmul(a, b)]
        flops = 2.0 * m * n * k
        torch.cuda.synchronize()
        time.sleep(args.idle_s)
        burst = measure(calls, flops)
        deadline = time.time() + args.load_s
        while time.time() < deadline:
            for _ in range(20):
                calls[0]()
            torch.cuda.synchronize()
        sustained = measure(calls, flops)
        entry = {"m": m, "n": n, "k": k, "burst": burst, "sustained": sustained,
                 "slowdown": sustained["median_us"] / burst["median_us"]}
        doc["shapes"].append(entry)
        print(f"{m}x{n}x{k}: burst {burst['median_us']:.1f} us ({burst['tflops']:.0f} TFLOP/s; "
              f"{gpu_conditions.describe(burst['conditions'])}), sustained {sustained['median_us']:.1f} us "
              f"({sustained['tflops']:.0f} TFLOP/s; {gpu_conditions.describe(sustained['conditions'])}): "
              f"{entry['slowdown']:.3f}x", flush=True)
    with open(args.out, "w") as f:
        json.dump(doc, f, indent=1)


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parts = ap.add_subparsers(dest="part", required=True)
    s = parts.add_parser("sustained", help="GEMMs in a burst and after seconds of back-to-back work")
    s.add_argument("out", help="OUT.json")
    s.add_argument("--load-s", type=float, default=4.0, help="back-to-back work before the sustained timing")
    s.add_argument("--idle-s", type=float, default=2.0, help="idle time before the burst timing")
    d = parts.add_parser("duty", help="power and clock under GEMM and copy duty cycles, and idle")
    d.add_argument("out", help="OUT.json")
    d.add_argument("--seconds", type=float, default=3.0, help="how long each load is held")
    d.add_argument("--window-ms", type=float, default=20.0, help="the duty cycle's period")
    args = ap.parse_args()
    (run_sustained if args.part == "sustained" else run_duty)(args)


if __name__ == "__main__":
    main()
