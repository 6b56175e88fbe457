#!/usr/bin/env python3
"""Which cuBLAS kernel PyTorch runs for decode GEMMs at M = 64-512, and how long it takes.

    python3 benchmarks/profile_decode_gemms.py OUT.json     # on the GPU

For each shape (Falcon-7B's and Llama-3-8B's projections and LM heads), y = x W^T as F.linear
runs it, profiled with torch.profiler after a warm-up: the kernel names (tile, cluster and
split in them) and their mean device time.
"""
import json
import sys

import torch
import torch.nn.functional as F

SHAPES = [(m, n, k) for m in (64, 128, 256, 512)
          for n, k in ((4544, 4544), (18176, 4544), (4544, 18176), (65024, 4544),
                       (14336, 4096), (4096, 4096))]


def profile(m, n, k):
    x = torch.randn(m, k, dtype=torch.bfloat16, device="cuda")
    w = torch.randn(n, k, dtype=torch.bfloat16, device="cuda")
    for _ in range(20):
        F.linear(x, w)
    torch.cuda.synchronize()
    with torch.profiler.profile(activities=[torch.profiler.ProfilerActivity.CUDA]) as prof:
        for _ in range(20):
            F.linear(x, w)
        torch.cuda.synchronize()
    kernels = {}
    for e in prof.events():
        if e.device_type == torch.autograd.DeviceType.CUDA:
            t = kernels.setdefault(e.name, [0, 0.0])
            t[0] += 1
            t[1] += e.device_time
    return [{"kernel": name, "calls": c, "mean_us": round(us / c, 3)} for name, (c, us) in kernels.items()]


def main():
    out = [{"m": m, "n": n, "k": k, "kernels": profile(m, n, k)} for m, n, k in SHAPES]
    env = {"gpu": torch.cuda.get_device_name(), "torch": torch.__version__,
           "cublaslt": torch.backends.cuda.preferred_blas_library().name}
    json.dump({"environment": env, "shapes": out}, open(sys.argv[1], "w"), indent=1)
    for s in out:
        print(s["m"], s["n"], s["k"], [(x["kernel"][:90], x["mean_us"]) for x in s["kernels"]])


if __name__ == "__main__":
    main()
