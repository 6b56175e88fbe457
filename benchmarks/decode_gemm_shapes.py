#!/usr/bin/env python3
"""The GEMMs of decode steps at large batches, as gemm_shapes.py --list writes them.

    python3 benchmarks/decode_gemm_shapes.py [--build DIR] > SHAPES.csv
    python3 benchmarks/measure_cublas.py validate OUT.csv --shapes SHAPES.csv   # on the GPU
    build/bin/dimtune-fit check OUT.csv --target h200                           # here

Each config's decode step (dimtune-import --phase decode, 4 layers, kv_len 512) at batches
64-512, where the committed decode steps (serving/decode.json) are over-predicted most: each
distinct projection and LM-head GEMM once, attention products left out (SDPA runs them).
"""
import argparse
import csv
import os
import sys
import tempfile

import dimtune_tools
import gemm_shapes

CONFIGS = ["falcon-7b", "qwen2-7b", "gemma-7b", "llama-3-8b", "llama-2-7b"]
BATCHES = [64, 128, 256, 512]


def decode_gemms(build, config, batch):
    with tempfile.TemporaryDirectory() as work:
        module = os.path.join(work, "decode.mlir")
        dimtune_tools.import_model(build, os.path.join(gemm_shapes.CONFIGS, config + ".json"),
                                   module, batch, None, layers=4,
                                   extra=("--phase", "decode", "--kv-len", 512))
        report = dimtune_tools.analyze(build, module, target="h200")
    # Not the f32 reductions the analysis reads as GEMMs of one column.
    return [dimtune_tools.gemm_key(g) for g in report["gemms"]
            if g.get("role") and g["role"] not in gemm_shapes.ATTENTION_ROLES
            and min(g["n"], g["k"]) > 1]


def main():
    ap = argparse.ArgumentParser(description=__doc__,
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--build", default="build")
    args = ap.parse_args()
    rows = []
    for config in CONFIGS:
        for batch in BATCHES:
            for key in decode_gemms(args.build, config, batch):
                if key not in rows:
                    rows.append(key)
    w = csv.writer(sys.stdout, lineterminator="\n")
    w.writerow(gemm_shapes.FIELDS)
    w.writerows(rows)


if __name__ == "__main__":
    main()
