#!/usr/bin/env python3
"""GEMM shape sets for calibrating and validating dimtune's cost model.

    python3 benchmarks/gemm_shapes.py --list fit|validate [--build DIR] > SHAPES.csv
    python3 benchmarks/gemm_shapes.py --list fit --compare benchmarks/results/h200-cublas-fit.csv

Two disjoint sets, generated deterministically (no GPU needed):
  fit        shapes the cost model is fitted on (tools/dimtune-fit reads only these);
  validate   shapes measured *after* the fit, from other model configurations, other
             token counts and sweeps around other centres, so the check is out-of-sample.

The model GEMMs come from dimtune itself: for each model (a config in examples/configs/), token
count and tensor-parallel degree, `dimtune-import --training` (training from 512 tokens on)
writes the layer and LM head, and `--dimtune-analyze="attention=unfused"` lists its GEMMs
(a degree that does not divide the model is left out, as dimtune-import refuses it). The
attention products (forward only) are kept where the tokens fill at least one sequence.
Sweeps, decode shapes, random odd shapes, the aligned neighbours of misaligned shapes and an
fp32 subsample are added here.

A shape is (dtype, batch, m, n, k, a_contig, b_contig): a_contig is "k" when A is stored
[m, k] row-major and "m" when it is stored [k, m]; b_contig is "n" for [k, n] and "k" for
[n, k] (PyTorch's linear weight). C is always [m, n] row-major.

--list prints the set as CSV rows (what measure_cublas.py --shapes reads); --compare CSV prints
how the set differs from the shapes a measurement CSV holds (measure_cublas.py's output).
"""
import argparse
import csv
import functools
import os
import random
import sys
import tempfile
from concurrent.futures import ThreadPoolExecutor

import dimtune_tools

CONFIGS = os.path.join(dimtune_tools.ROOT, "examples", "configs")
FIT_MODELS = ["gpt2", "gpt2-medium", "gpt2-large", "gpt2-xl", "gpt3-2.7b", "gpt3-6.7b",
              "llama-2-7b", "llama-2-13b", "llama-2-70b", "mistral-7b"]
VALIDATE_MODELS = ["falcon-7b", "qwen2-7b", "phi-2", "gemma-7b", "opt-1.3b", "pythia-1.4b",
                   "gpt-j-6b", "llama-3-8b", "bloom-560m"]
FIT_TOKENS = [1, 8, 64, 512, 4096, 8192]
VALIDATE_TOKENS = [2, 16, 128, 1024, 2048, 6144]
FIT_TP = [1, 2, 8]
VALIDATE_TP = [1, 4]
TRAINING_TOKENS = 512
ATTENTION_ROLES = ("attn_score", "attn_context")
FIELDS = ["dtype", "batch", "m", "n", "k", "a_contig", "b_contig"]


def model_gemms(build, model, tokens, tp, seq):
    """The (batch, m, n, k, a_contig, b_contig) of one model's layer and LM head at `tokens`
    tokens (micro-batches of `seq`, or one shorter sequence) on `tp` ranks; None where
    dimtune-import refuses the degree."""
    micro_batch, seq_len = (tokens // seq, seq) if tokens >= seq else (1, tokens)
    with tempfile.TemporaryDirectory() as work:
        module = os.path.join(work, "model.mlir")
        try:
            dimtune_tools.import_model(build, os.path.join(CONFIGS, model + ".json"), module,
                                       micro_batch, seq_len, training=tokens >= TRAINING_TOKENS, tp=tp)
        except dimtune_tools.ToolError:
            return None
        report = dimtune_tools.analyze(build, module, target="h200", attention="unfused")
    shapes = []
    for g in report["gemms"]:
        role = g.get("role")
        if role is None:  # not a GEMM of the model (a reduction the analysis sees as one)
            continue
        if role in ATTENTION_ROLES and (tokens < seq or g.get("pass") != "fwd"):
            continue
        shapes.append(dimtune_tools.gemm_key(g)[1:])
    return shapes


def sweeps(centres, dims, span):
    for m, n, k in centres:
        for d in dims:
            for delta in range(-span, span + 1):
                shape = {"m": m, "n": n, "k": k}
                shape[d] += delta
                yield (1, shape["m"], shape["n"], shape["k"], "k", "k")


def decode(hiddens, ms):
    for h in hiddens:
        for m in ms:
            yield (1, m, 3 * h, h, "k", "k")
            yield (1, m, h, 4 * h + 8, "k", "k")


def all_model_gemms(build, models, tokens, tps, seq):
    """Every model x tokens x TP's GEMMs, in that order; the degrees dimtune-import refused."""
    cases = [(model, t, tp) for model in models for t in tokens for tp in tps]
    with ThreadPoolExecutor(max_workers=os.cpu_count() or 2) as pool:
        results = list(pool.map(lambda c: model_gemms(build, *c, seq=seq), cases))
    shapes, refused = [], []
    for case, gemms in zip(cases, results):
        if gemms is None:
            refused.append(case)
        else:
            shapes += gemms
    return shapes, refused


@functools.lru_cache(maxsize=None)
def _shape_set(name, build):
    if name not in ("fit", "validate"):
        raise ValueError(f"unknown shape set '{name}' (fit or validate)")
    rng = random.Random(20261130 if name == "fit" else 7771)
    models, tokens, tps = ((FIT_MODELS, FIT_TOKENS, FIT_TP) if name == "fit"
                           else (VALIDATE_MODELS, VALIDATE_TOKENS, VALIDATE_TP))
    shapes, refused = all_model_gemms(build, models, tokens, tps, seq=1024 if name == "fit" else 2048)
    if name == "fit":
        shapes += list(sweeps([(4096, 4096, 4096)], ["n", "k"], 8))
        shapes += list(sweeps([(8192, 50257, 768)], ["n"], 7))
        shapes += list(sweeps([(2048, 1536, 1024)], ["n", "k"], 4))
        shapes += list(decode([1024, 4096, 8192], [1, 4, 16, 32, 64]))
    else:
        shapes += list(sweeps([(2048, 3072, 3072), (8192, 11008, 4096)], ["n", "k"], 5))
        shapes += list(sweeps([(4096, 32000, 2048)], ["n"], 5))
        shapes += list(decode([2048, 5120], [2, 8, 24, 48]))
    shapes += [(1, rng.randrange(64, 8192), rng.randrange(64, 16384), rng.randrange(64, 8192), "k", "k")
               for _ in range(60)]
    # Aligned neighbours of every misaligned shape, so a 'slower than its aligned
    # neighbour' claim is measurable: round each misaligned dim up to a multiple of 8.
    up8 = lambda x: -(-x // 8) * 8
    shapes += [(b, m, up8(n), up8(k), a, c) for (b, m, n, k, a, c) in shapes if n % 8 or k % 8]
    bf16 = sorted(set(shapes))
    # fp32 (IEEE, no TF32) on a deterministic subsample: SIMT kernels, another regime.
    fp32 = [s for s in bf16 if 2 * s[0] * s[1] * s[2] * s[3] < 2e12]
    fp32 = sorted(rng.sample(fp32, min(len(fp32), 110)))
    rows = [("bf16",) + s for s in bf16] + [("f32",) + s for s in fp32]
    if name != "fit":
        seen = set(_shape_set("fit", build)[0])
        rows = [r for r in rows if r not in seen]
    return tuple(rows), tuple(refused)


def shape_set(name, build=None):
    """The set's rows (dtype, batch, m, n, k, a_contig, b_contig), in a fixed order."""
    return list(_shape_set(name, os.path.abspath(build or os.path.join(dimtune_tools.ROOT, "build")))[0])


def read_rows(path):
    """The (dtype, batch, m, n, k, a_contig, b_contig) rows of a CSV with those columns (the
    output of --list, or measure_cublas.py's, whose '#' lines are skipped)."""
    with open(path) as f:
        table = csv.DictReader(line for line in f if not line.startswith("#"))
        return [(r["dtype"], int(r["batch"]), int(r["m"]), int(r["n"]), int(r["k"]), r["a_contig"],
                 r["b_contig"]) for r in table]


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--list", choices=["fit", "validate"], required=True, help="the set")
    ap.add_argument("--compare", metavar="CSV",
                    help="print the shapes only in the set and only in CSV instead of the set")
    dimtune_tools.add_build_option(ap)
    args = ap.parse_args()
    build = os.path.abspath(args.build)
    rows, refused = _shape_set(args.list, build)
    for model, tokens, tp in refused:
        print(f"# {model}, {tokens} tokens: dimtune-import refuses --tp {tp}", file=sys.stderr)
    if not args.compare:
        w = csv.writer(sys.stdout, lineterminator="\n")
        w.writerow(FIELDS)
        w.writerows(rows)
        return 0
    ours, theirs = set(rows), set(read_rows(args.compare))
    print(f"{args.list}: {len(ours)} shapes, {args.compare}: {len(theirs)} shapes, "
          f"{len(ours & theirs)} in both")
    for label, diff in (("only in the set", ours - theirs), (f"only in {args.compare}", theirs - ours)):
        print(f"{label}: {len(diff)}")
        for row in sorted(diff):
            print("  " + ",".join(map(str, row)))
    return 0


if __name__ == "__main__":
    sys.exit(main())
