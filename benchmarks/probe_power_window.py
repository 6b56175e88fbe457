#!/usr/bin/env python3
"""Over how long a time the H200's power cap averages: the data that says whether a training
step's low-power stretch (a misaligned LM head, the loss) lends its power headroom to the rest
of the step, or runs apart at its own clock.

    python3 benchmarks/probe_power_window.py OUT.json [--shape 8192,8192,4096]

A bf16 product that draws more than the cap at the boost clock is run back to back for a
`busy` stretch, then the GPU idles (the host sleeps after a synchronize) for an `idle` stretch,
cycle after cycle. Each product's time is read from CUDA events recorded between products, so
the clock is seen product by product: a compute-bound product's time follows the SM clock.
  symmetric   busy = idle = L for L in 2 ... 800 ms: if the cap averages over a window much
              longer than L, the busy stretches run at the boost clock (half the time idle keeps
              the mean under the cap); much shorter, they run at the clock a continuous load
              holds.
  step-like   busy 85% and idle 15% of a period P (20 ... 1000 ms), as a step whose LM head
              draws little: the busy stretches' clock against the continuous load's says
              whether the idle share is lent to them.
  continuous  the product back to back for 4 s (the capped clock), and after 2 s idle a burst.
For every stretch: the products' median time, first and last, and the SM clock and power
sampled every 5 ms (gpu_conditions.Sampler). Writes OUT.json {environment, args, product:
{m, n, k, flops}, continuous, burst, cycles: [{kind, busy_ms, idle_ms, stretches: [{median_us,
first_us, last_us, count}], conditions}]}.
"""
import argparse
import json
import statistics
import time

import torch

import gpu_conditions


def busy_stretch(call, ms, events):
    """Calls `call` back to back for about `ms` (counted at the burst rate) and returns the
    products' times from events between them."""
    start = torch.cuda.Event(enable_timing=True)
    start.record()
    marks = []
    for _ in range(events):
        call()
        e = torch.cuda.Event(enable_timing=True)
        e.record()
        marks.append(e)
    torch.cuda.synchronize()
    times, before = [], start
    for e in marks:
        times.append(before.elapsed_time(e) * 1e3)
        before = e
    return times


def summarize(times):
    return {"median_us": round(statistics.median(times), 2), "first_us": round(times[0], 2),
            "last_us": round(times[-1], 2), "count": len(times),
            "quartile_medians_us": [round(statistics.median(q), 2) for q in quarters(times)]}


def quarters(times):
    n = len(times)
    if n < 4:
        return [times]
    return [times[i * n // 4:(i + 1) * n // 4] for i in range(4)]


def cycles(call, call_us, busy_ms, idle_ms, seconds):
    per_busy = max(1, round(busy_ms * 1e3 / call_us))
    stretches = []
    with gpu_conditions.Sampler(period_s=0.005) as sampler:
        began = time.time()
        while time.time() - began < seconds or len(stretches) < 3:
            stretches.append(summarize(busy_stretch(call, busy_ms, per_busy)))
            time.sleep(idle_ms / 1e3)
    return {"busy_ms": busy_ms, "idle_ms": idle_ms, "products_per_busy": per_busy,
            "stretches": stretches, "conditions": sampler.summary()}


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("out")
    ap.add_argument("--shape", default="8192,8192,4096", help="m,n,k of the product")
    ap.add_argument("--seconds", type=float, default=3.0, help="per cycle kind and length")
    args = ap.parse_args()
    m, n, k = (int(x) for x in args.shape.split(","))
    a = torch.randn(m, k, device="cuda", dtype=torch.bfloat16)
    b = torch.randn(n, k, device="cuda", dtype=torch.bfloat16)
    call = lambda: torch.nn.functional.linear(a, b)
    for _ in range(20):
        call()
    torch.cuda.synchronize()
    time.sleep(2)
    burst = summarize(busy_stretch(call, 0, 25))
    call_us = burst["median_us"]
    print(f"burst: {call_us:.1f} us a product ({2 * m * n * k / call_us / 1e6:.0f} TFLOP/s)", flush=True)
    with gpu_conditions.Sampler(period_s=0.005) as sampler:
        held = busy_stretch(call, 4000, round(4e6 / call_us))
    continuous = {**summarize(held), "conditions": sampler.summary()}
    print(f"continuous: {continuous['median_us']:.1f} us, {continuous['conditions']}", flush=True)
    out = {"environment": gpu_conditions.environment(),
           "args": vars(args), "product": {"m": m, "n": n, "k": k, "flops": 2 * m * n * k},
           "burst": burst, "continuous": continuous, "cycles": []}
    plan = [("symmetric", L, L) for L in (2, 5, 10, 20, 50, 100, 200, 400, 800)]
    plan += [("step-like", 0.85 * P, 0.15 * P) for P in (20, 50, 100, 200, 400, 1000)]
    for kind, busy_ms, idle_ms in plan:
        time.sleep(1)
        c = {"kind": kind, **cycles(call, call_us, busy_ms, idle_ms, args.seconds)}
        out["cycles"].append(c)
        med = statistics.median(s["median_us"] for s in c["stretches"][1:] or c["stretches"])
        print(f"{kind:10s} busy {busy_ms:6.1f} ms idle {idle_ms:6.1f} ms: {med:8.1f} us a product "
              f"({call_us / med:.3f} of burst speed), clock {c['conditions'].get('sm_clock_mhz_median')} "
              f"power {c['conditions'].get('power_w_median')} W", flush=True)
        with open(args.out, "w") as f:
            json.dump(out, f, indent=1)
    out["finished"] = True
    with open(args.out, "w") as f:
        json.dump(out, f, indent=1)


if __name__ == "__main__":
    main()
