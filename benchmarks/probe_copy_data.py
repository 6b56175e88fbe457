#!/usr/bin/env python3
"""Does a memory load's power depend on the values it moves? A 1 GiB device-to-device copy held
back to back, once with a constant source (every byte 1, as a memset leaves it) and once with
random bytes, and an elementwise add of random bf16 for comparison, each for --seconds with NVML
sampling the clock and power (measure_power.hold, duty 1.0).

    python3 benchmarks/probe_copy_data.py OUT.json [--seconds 3]   # GPU

The power sweep's copy load (lib/Emit/runtime/power_sweep.inc) fits the model's watts per GB/s;
this probe tells whether its source's values matter.
"""
import argparse
import json

import gpu_conditions
import gpu_timing
import measure_power

COPY_BYTES = 1 << 30


def main():
    parser = argparse.ArgumentParser(description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("out")
    parser.add_argument("--seconds", type=float, default=3.0)
    args = parser.parse_args()
    import torch
    src_constant = torch.ones(COPY_BYTES, dtype=torch.uint8, device="cuda")
    src_random = torch.empty(COPY_BYTES, dtype=torch.uint8, device="cuda").random_()
    dst = torch.empty_like(src_random)
    x = torch.rand(COPY_BYTES // 2, dtype=torch.bfloat16, device="cuda") * 2 - 1
    y = torch.rand(COPY_BYTES // 2, dtype=torch.bfloat16, device="cuda") * 2 - 1
    loads = [("copy-constant", lambda: dst.copy_(src_constant), 2 * COPY_BYTES),
             ("copy-random", lambda: dst.copy_(src_random), 2 * COPY_BYTES),
             ("add-random-bf16", lambda: torch.add(x, y), 3 * COPY_BYTES)]
    gpu_timing.spin_up_clocks()
    doc = {"environment": gpu_conditions.environment(), "args": vars(args), "points": []}
    for name, call, moved in loads:
        call_us = gpu_timing.time_calls([call])[0]
        calls, seconds, conditions = measure_power.hold(call, call_us, 1.0, args.seconds, 0.02)
        gbs = calls * moved / seconds / 1e9
        doc["points"].append({"load": name, "burst_us": call_us, "gbs": gbs,
                              "conditions": conditions})
        print(f"{name:16s} {call_us:8.1f} us a call, {gbs:7.0f} GB/s held, "
              f"{conditions['power_w_median']:.1f} W, SM {conditions['sm_clock_mhz_median']} MHz",
              flush=True)
    with open(args.out, "w") as f:
        json.dump(doc, f, indent=1)


if __name__ == "__main__":
    main()
