#!/usr/bin/env python3
"""Time GEMMs through cuBLAS (PyTorch's matmul) on the GPU, for the cost model's calibration.

    python3 benchmarks/measure_cublas.py fit|validate OUT.csv [--shapes SHAPES.csv] [--build DIR]
    python3 benchmarks/measure_cublas.py fit benchmarks/results/h200-cublas-fit.csv

The shapes are gemm_shapes.py's set: generated here (which needs dimtune's build, for its
model GEMMs), or read from SHAPES.csv, what `gemm_shapes.py --list fit > SHAPES.csv` wrote on a
machine with the build, for a GPU machine without it.

Method: gpu_timing.py (random inputs rotated past the L2, warm-up, CUDA events, median).
PyTorch's default math modes, what training runs: bf16/fp16 reductions in reduced precision
where cuBLAS chooses (allow_bf16/fp16_reduced_precision_reduction, on by default); fp32 in
IEEE fp32 (TF32 off, PyTorch's default for matmul), as an f32 GEMM in IR means. The clocks,
power, temperature and throttle reasons are recorded with every shape.
"""
import argparse
import csv
import time

import dimtune_tools
import gemm_shapes
import gpu_conditions
import gpu_timing

DTYPES = {"bf16": "bfloat16", "f32": "float32", "f16": "float16"}  # torch dtypes


def time_shape(dtype, batch, m, n, k, a_contig, b_contig):
    """(median, p10, p90) in us of C = A B through torch.mm/bmm, A and B as the shape lays them."""
    import torch
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
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("which", choices=["fit", "validate"], help="the shape set (gemm_shapes.py)")
    ap.add_argument("path", metavar="OUT.csv", help="CSV to write")
    ap.add_argument("--shapes", metavar="SHAPES.csv", help="the set as gemm_shapes.py --list wrote it")
    dimtune_tools.add_build_option(ap)
    args = ap.parse_args()
    which, path = args.which, args.path
    rows = gemm_shapes.read_rows(args.shapes) if args.shapes else gemm_shapes.shape_set(which, args.build)
    import torch
    # PyTorch's defaults, stated so that a changed default shows here.
    torch.backends.cuda.matmul.allow_tf32 = False
    torch.backends.cuda.matmul.allow_bf16_reduced_precision_reduction = True
    torch.backends.cuda.matmul.allow_fp16_reduced_precision_reduction = True
    env = gpu_conditions.environment()
    gpu_timing.spin_up_clocks()
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
            if i % 10 == 0:
                snap = gpu_conditions.snapshot()
            med, p10, p90 = time_shape(getattr(torch, DTYPES[dt]), batch, m, n, k, ac, bc)
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
