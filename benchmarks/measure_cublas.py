#!/usr/bin/env python3
"""Time GEMMs through cuBLAS (PyTorch's matmul) on the GPU, for the cost model's calibration.

    python3 benchmarks/measure_cublas.py fit OUT.csv        # shapes from gemm_shapes.py
    python3 benchmarks/measure_cublas.py validate OUT.csv

Method (see ../shared/DESIGN.md, "Measuring on the GPU"): random normal inputs, never zeros;
inputs rotated over several copies so the working set exceeds the L2 (each timed call reads
operands that are not in cache); warm-up calls first; every call timed alone between two
CUDA events, the median of the reps kept. A spin kernel ahead of the timed calls lets the CPU
enqueue them all before the GPU reaches them, so host launch latency is not counted as GPU time.
fp32 runs in IEEE fp32 (TF32 off), as an f32 GEMM in IR means.
"""
import csv
import ctypes
import glob
import os
import statistics
import subprocess
import sys
import time

import torch

import gemm_shapes

DTYPES = {"bf16": torch.bfloat16, "f32": torch.float32, "f16": torch.float16}
ROTATE_BYTES = 512 << 20  # > 8x the H200's L2
REPS = 25
WARMUP = 3


def cublas_version():
    site = os.path.join(os.path.dirname(torch.__file__), "..", "nvidia")
    for path in glob.glob(os.path.join(site, "**", "libcublasLt.so*"), recursive=True) + ["libcublasLt.so"]:
        try:
            lib = ctypes.CDLL(path)
            return str(lib.cublasLtGetVersion())
        except OSError:
            continue
    return "unknown"


def environment():
    props = torch.cuda.get_device_properties(0)
    driver = subprocess.run(["nvidia-smi", "--query-gpu=driver_version", "--format=csv,noheader"],
                            capture_output=True, text=True).stdout.strip()
    return {"gpu": props.name, "sm_count": props.multi_processor_count,
            "l2_bytes": props.L2_cache_size, "driver": driver, "cuda": torch.version.cuda,
            "cublaslt": cublas_version(), "torch": torch.__version__,
            "date": time.strftime("%Y-%m-%d")}


def operands(dtype, batch, m, n, k, a_contig, b_contig):
    """One set of inputs laid out as the shape says, and the output buffer."""
    lead = (batch,) if batch > 1 else ()
    a = (torch.randn(*lead, m, k, dtype=dtype, device="cuda") if a_contig == "k"
         else torch.randn(*lead, k, m, dtype=dtype, device="cuda").transpose(-1, -2))
    b = (torch.randn(*lead, k, n, dtype=dtype, device="cuda") if b_contig == "n"
         else torch.randn(*lead, n, k, dtype=dtype, device="cuda").transpose(-1, -2))
    return a, b


def time_shape(dtype, batch, m, n, k, a_contig, b_contig):
    elem = torch.finfo(dtype).bits // 8
    set_bytes = batch * (m * k + k * n) * elem
    copies = max(1, min(64, ROTATE_BYTES // max(set_bytes, 1)))
    inputs = [operands(dtype, batch, m, n, k, a_contig, b_contig) for _ in range(copies)]
    out = torch.empty(*((batch,) if batch > 1 else ()), m, n, dtype=dtype, device="cuda")
    mm = torch.bmm if batch > 1 else torch.mm
    for i in range(WARMUP):
        mm(*inputs[i % copies], out=out)
    torch.cuda.synchronize()
    events = [(torch.cuda.Event(enable_timing=True), torch.cuda.Event(enable_timing=True))
              for _ in range(REPS)]
    torch.cuda._sleep(2_000_000)  # ~1 ms: the queue fills while the GPU spins
    for i, (start, end) in enumerate(events):
        start.record()
        mm(*inputs[i % copies], out=out)
        end.record()
    torch.cuda.synchronize()
    times = sorted(s.elapsed_time(e) * 1000.0 for s, e in events)
    if not torch.isfinite(out).all():
        raise RuntimeError(f"non-finite output for {(batch, m, n, k)}")
    return statistics.median(times), times[len(times) // 10], times[-1 - len(times) // 10]


def spin_up_clocks(seconds=3.0):
    """The SM clock idles low (450 MHz seen); run large products until it is up."""
    a = torch.randn(8192, 8192, dtype=torch.bfloat16, device="cuda")
    end = time.time() + seconds
    while time.time() < end:
        for _ in range(20):
            a @ a
        torch.cuda.synchronize()


def main():
    which, path = sys.argv[1], sys.argv[2]
    torch.backends.cuda.matmul.allow_tf32 = False
    torch.backends.cuda.matmul.allow_bf16_reduced_precision_reduction = False
    env = environment()
    spin_up_clocks()
    rows = gemm_shapes.shape_set(which)
    print(env, f"{len(rows)} shapes", flush=True)
    started = time.time()
    with open(path, "w", newline="") as f:
        for key, value in env.items():
            f.write(f"# {key}: {value}\n")
        w = csv.writer(f)
        w.writerow(["set", "dtype", "batch", "m", "n", "k", "a_contig", "b_contig",
                    "median_us", "p10_us", "p90_us", "tflops"])
        for i, (dt, batch, m, n, k, ac, bc) in enumerate(rows):
            med, p10, p90 = time_shape(DTYPES[dt], batch, m, n, k, ac, bc)
            tflops = 2.0 * batch * m * n * k / med / 1e6
            w.writerow([which, dt, batch, m, n, k, ac, bc, f"{med:.3f}", f"{p10:.3f}", f"{p90:.3f}",
                        f"{tflops:.2f}"])
            if i % 200 == 0:
                print(f"{i}/{len(rows)} {time.time() - started:.0f}s", flush=True)
    print(f"done {len(rows)} shapes in {time.time() - started:.0f}s")


if __name__ == "__main__":
    main()
