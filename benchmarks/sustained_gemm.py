#!/usr/bin/env python3
"""The same GEMM timed in a short burst (as dimtune's runner and calibration time it) and
after seconds of back-to-back work (as it runs inside a long training step), with the SM
clock and power sampled during each: how much of a kernel's in-step time the power cap
adds over its burst time.

    python3 benchmarks/sustained_gemm.py OUT.json [--load-s 4] [--idle-s 2]

For each shape (bf16, y = x W^T as a linear layer runs it; the projections of Llama-2 7B's
and GPT-3 2.7B's training steps): after --idle-s of idle GPU, gpu_timing.time_calls's burst
(3 warm-up calls, 25 timed ones) under a gpu_conditions.Sampler; then the GEMM back to back
for --load-s, and the same 25-call timing at its end, under a second Sampler. Writes OUT.json
{environment, shapes: [{m, n, k, burst: {median_us, p10_us, p90_us, tflops, conditions},
sustained: {...}, slowdown}]} and prints a line per shape.
"""
import argparse
import json
import time

import gpu_conditions
import gpu_timing

# (m, n, k): tokens x out x in of the training steps' largest GEMMs.
SHAPES = [(8192, 11008, 4096), (8192, 4096, 11008), (8192, 12288, 4096), (8192, 4096, 4096),
          (8192, 10240, 2560)]


def measure(calls, flops):
    with gpu_conditions.Sampler() as sampler:
        median, p10, p90 = gpu_timing.time_calls(calls)
    return {"median_us": median, "p10_us": p10, "p90_us": p90, "tflops": flops / median / 1e6,
            "conditions": sampler.summary()}


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("out", help="OUT.json")
    ap.add_argument("--load-s", type=float, default=4.0, help="back-to-back work before the sustained timing")
    ap.add_argument("--idle-s", type=float, default=2.0, help="idle time before the burst timing")
    args = ap.parse_args()
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
        bc, sc = burst["conditions"], sustained["conditions"]
        print(f"{m}x{n}x{k}: burst {burst['median_us']:.1f} us ({burst['tflops']:.0f} TFLOP/s, SM "
              f"{bc.get('sm_clock_mhz_median')} MHz, {bc.get('power_w_median')} W), sustained "
              f"{sustained['median_us']:.1f} us ({sustained['tflops']:.0f} TFLOP/s, SM "
              f"{sc.get('sm_clock_mhz_median')} MHz, {sc.get('power_w_median')} W): "
              f"{entry['slowdown']:.3f}x", flush=True)
    with open(args.out, "w") as f:
        json.dump(doc, f, indent=1)


if __name__ == "__main__":
    main()
