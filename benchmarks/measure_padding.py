#!/usr/bin/env python3
"""Measure --dimtune-pad's decisions on the GPU: each GEMM before and after padding, through
cuBLAS (PyTorch's matmul), with the pads and slices the padded IR adds counted.

    python3 benchmarks/measure_padding.py OUT.csv REPORT.json [REPORT.json ...]
    python3 benchmarks/measure_padding.py benchmarks/results/h200-padding.csv \
        benchmarks/results/pad-*.json

Each REPORT is the JSON that `--dimtune-pad="... report=PATH"` writes. For every GEMM in it
(each occurrence counted), the script times the original GEMM and, where the pass padded it:
the padded GEMM; the copy of A and of B into their padded buffers (tensor.pad; none for an
operand padded once); and the copy of the result slice out of the padded result
(tensor.extract_slice materialized as a copy: an upper bound, since a consumer may read the
slice in place). Identical problems are timed once. Method: gpu_timing.py.
"""
import argparse
import csv
import json
import os

import gpu_conditions
import gpu_timing
import measure_cublas


def gemm_us(dtype, batch, m, n, k, a_contig, b_contig):
    return measure_cublas.time_shape(dtype, batch, m, n, k, a_contig, b_contig)[0]


def pad_us(dtype, shape, padded_shape):
    """tensor.pad: a zero-filled larger tensor with the original copied in."""
    import torch
    import torch.nn.functional as F
    if list(shape) == list(padded_shape):
        return 0.0
    elem = torch.finfo(dtype).bits // 8
    n = 1
    for d in shape:
        n *= d
    copies = gpu_timing.copies_for(n * elem, most=16)
    srcs = [torch.randn(*shape, dtype=dtype, device="cuda") for _ in range(copies)]
    pads = []
    for s, p in zip(reversed(shape), reversed(padded_shape)):
        pads += [0, p - s]
    return gpu_timing.time_calls([lambda x=x: F.pad(x, pads) for x in srcs])[0]


def slice_us(dtype, shape, padded_shape):
    """tensor.extract_slice of the result, copied out."""
    import torch
    if list(shape) == list(padded_shape):
        return 0.0
    big = torch.randn(*padded_shape, dtype=dtype, device="cuda")
    index = tuple(slice(0, d) for d in shape)
    return gpu_timing.time_calls([lambda: big[index].contiguous()])[0]


def operand_shape(which, batch, m, n, k, contig):
    lead = [batch] if batch > 1 else []
    if which == "a":
        return lead + ([m, k] if contig == "k" else [k, m])
    return lead + ([k, n] if contig == "n" else [n, k])


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("out_path", metavar="OUT.csv", help="CSV to write")
    ap.add_argument("reports", nargs="+", metavar="REPORT.json", help="--dimtune-pad reports")
    args = ap.parse_args()
    out_path, reports = args.out_path, args.reports
    import torch
    torch.backends.cuda.matmul.allow_tf32 = False
    env = gpu_conditions.environment()
    gpu_timing.spin_up_clocks()
    cache = {}

    def cached(key, fn):
        if key not in cache:
            cache[key] = fn()
        return cache[key]

    rows, totals = [], {}
    for path in reports:
        report = json.load(open(path))
        policy = report["policy"]
        name = os.path.basename(path).removesuffix(".json")
        t = totals.setdefault(name, {"original_us": 0.0, "padded_gemm_us": 0.0, "padded_total_us": 0.0})
        for g in report["gemms"]:
            dt = getattr(torch, measure_cublas.DTYPES[g["dtype"]])
            b, m, n, k, ac, bc = g["batch"], g["m"], g["n"], g["k"], g["a_contig"], g["b_contig"]
            orig = cached(("gemm", g["dtype"], b, m, n, k, ac, bc), lambda: gemm_us(dt, b, m, n, k, ac, bc))
            p = g["padded"]
            if p is None:
                gemm, pads = orig, 0.0
            else:
                pm, pn, pk = p["m"], p["n"], p["k"]
                gemm = cached(("gemm", g["dtype"], b, pm, pn, pk, ac, bc),
                              lambda: gemm_us(dt, b, pm, pn, pk, ac, bc))
                pads = 0.0
                for which, contig in (("a", ac), ("b", bc)):
                    if which.upper() in p["padded_once"]:
                        continue
                    s = operand_shape(which, b, m, n, k, contig)
                    ps = operand_shape(which, b, pm, pn, pk, contig)
                    pads += cached(("pad", g["dtype"], tuple(s), tuple(ps)), lambda: pad_us(dt, s, ps))
                cs = ([b] if b > 1 else []) + [m, n]
                pcs = ([b] if b > 1 else []) + [pm, pn]
                pads += cached(("slice", g["dtype"], tuple(cs), tuple(pcs)), lambda: slice_us(dt, cs, pcs))
            t["original_us"] += orig
            t["padded_gemm_us"] += gemm
            t["padded_total_us"] += gemm + pads
            rows.append([name, policy, g.get("role", ""), g.get("pass", ""), g["dtype"], b, m, n, k, ac, bc,
                         "" if p is None else f'{p["m"]}x{p["n"]}x{p["k"]}', f"{orig:.3f}",
                         f"{gemm:.3f}", f"{pads:.3f}",
                         "" if p is None else f'{p["predicted_speedup"]:.3f}'])
    with open(out_path, "w", newline="") as f:
        for key, value in env.items():
            f.write(f"# {key}: {value}\n")
        for name, t in totals.items():
            f.write(f"# total {name}: original {t['original_us']:.1f} us, padded GEMMs "
                    f"{t['padded_gemm_us']:.1f} us, padded with pads and slices {t['padded_total_us']:.1f} us, "
                    f"speed-up {t['original_us'] / t['padded_total_us']:.3f}\n")
        w = csv.writer(f)
        w.writerow(["report", "policy", "role", "pass", "dtype", "batch", "m", "n", "k", "a_contig", "b_contig",
                    "padded_shape", "original_us", "padded_gemm_us", "pad_slice_us", "predicted_speedup"])
        w.writerows(rows)
    for name, t in totals.items():
        print(f"{name}: original {t['original_us']:.1f} us, padded GEMMs {t['padded_gemm_us']:.1f} us, "
              f"with pads and slices {t['padded_total_us']:.1f} us "
              f"({t['original_us'] / t['padded_total_us']:.3f}x)")


if __name__ == "__main__":
    main()
