#!/usr/bin/env python3
"""Time GEMMs through cuBLAS (PyTorch's matmul) on the GPU, for the cost model's calibration.

    python3 benchmarks/measure_cublas.py fit OUT.csv        # shapes from gemm_shapes.py
    python3 benchmarks/measure_cublas.py validate OUT.csv

Method: gpu_timing.py (random inputs rotated past the L2, warm-up, CUDA events, median).
PyTorch's default math modes, what training runs: bf16/fp16 reductions in reduced precision
where cuBLAS chooses (allow_bf16/fp16_reduced_precision_reduction, on by default); fp32 in
IEEE fp32 (TF32 off, PyTorch's default for matmul), as an f32 GEMM in IR means. The clocks,
power, temperature and throttle reasons are recorded with every shape.
"""
import csv
import ctypes
import glob
import os
import subprocess
import sys
import time

import torch

import gemm_shapes
import gpu_conditions
import gpu_timing

DTYPES = {"bf16": torch.bfloat16, "f32": torch.float32, "f16": torch.float16}


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


def time_shape(dtype, batch, m, n, k, a_contig, b_contig):
    elem = torch.finfo(dtype).bits // 8
    copies = gpu_timing.copies_for(batch * (m * k + k * n) * elem)
    inputs = [gpu_timing.operands(dtype, batch, m, n, k, a_contig, b_contig) for _ in range(copies)]
    out = torch.empty(*((batch,) if batch > 1 else ()), m, n, dtype=dtype, device="cuda")
    mm = torch.bmm if batch > 1 else torch.mm
    result = gpu_timing.time_calls([lambda a=a, b=b: mm(a, b, out=out) for a, b in inputs])
    if not torch.isfinite(out).all():
        raise RuntimeError(f"non-finite output for {(batch, m, n, k)}")
    return result


def main():
    which, path = sys.argv[1], sys.argv[2]
    # PyTorch's defaults, stated so that a changed default shows here.
    torch.backends.cuda.matmul.allow_tf32 = False
    torch.backends.cuda.matmul.allow_bf16_reduced_precision_reduction = True
    torch.backends.cuda.matmul.allow_fp16_reduced_precision_reduction = True
    env = environment()
    gpu_timing.spin_up_clocks()
    rows = gemm_shapes.shape_set(which)
    print(env, f"{len(rows)} shapes", flush=True)
    started = time.time()
    with open(path, "w", newline="") as f:
        for key, value in env.items():
            f.write(f"# {key}: {value}\n")
        w = csv.writer(f)
        w.writerow(["set", "dtype", "batch", "m", "n", "k", "a_contig", "b_contig",
                    "median_us", "p10_us", "p90_us", "tflops", "sm_clock_mhz", "mem_clock_mhz",
                    "power_w", "temp_c", "throttle"])
        for i, (dt, batch, m, n, k, ac, bc) in enumerate(rows):
            snap = gpu_conditions.snapshot() if i % 10 == 0 else snap
            med, p10, p90 = time_shape(DTYPES[dt], batch, m, n, k, ac, bc)
            tflops = 2.0 * batch * m * n * k / med / 1e6
            w.writerow([which, dt, batch, m, n, k, ac, bc, f"{med:.3f}", f"{p10:.3f}", f"{p90:.3f}",
                        f"{tflops:.2f}"] + ["" if snap.get(key) is None else snap[key] for key in
                                            ("sm_clock_mhz", "mem_clock_mhz", "power_w", "temp_c",
                                             "throttle_reasons")])
            if i % 200 == 0:
                print(f"{i}/{len(rows)} {time.time() - started:.0f}s", flush=True)
    print(f"done {len(rows)} shapes in {time.time() - started:.0f}s")


if __name__ == "__main__":
    main()
