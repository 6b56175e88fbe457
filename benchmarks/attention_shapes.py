#!/usr/bin/env python3
"""Fused-attention problem sets for calibrating and validating dimtune's attention model.

Two disjoint sets, generated deterministically (fixed seeds):
  fit        seq 512..8192 (powers of two), batch 1..16 x heads 4..64 (powers of two), head
             dims 32..256 in the usual buckets plus a few of 48, 80, 112;
  validate   other sequence lengths (768, 1536, 3072, 6144, and 384 twice), other batch x
             heads (heads 6..71 as real models have them, batches 1, 2, 3, 6, 12), the model
             head dims 64, 80, 96, 128, 160 and the non-bucket ones 72, 88, 136, 200.
  large      head dims above 256 (288..512, which only the memory-efficient kernel runs),
             seq 1024..4096; large-validate: other head dims (264..480) and seqs (1536, 3072).
All: causal and non-causal, ~15% grouped-query (kv_heads = heads/4 or heads/8), a few
multi-query (kv_heads 1) and a few with v_head_dim != head_dim (MLA-like 192/128).

A problem is a dict {batch, heads, kv_heads, q_len, kv_len, head_dim, v_head_dim, causal}.
Sizes are bounded: q, k, v and out each < 1 GiB in bf16, and fwd+bwd FLOPs <= FWD_BWD_CAP,
so the fit set is well under a minute of GPU work per backend on an H200 (the estimate
printed assumes 400 TFLOP/s; per-problem set-up comes on top).

    python3 benchmarks/attention_shapes.py                 # counts, estimated FLOPs and time, rows
    python3 benchmarks/attention_shapes.py --list mask     # every problem of a set, one JSON a line
"""
import argparse
import json
import random

FIT_HEAD_DIMS = [32, 64, 96, 128, 160, 192, 256]
FIT_EXTRA_HEAD_DIMS = [48, 80, 112]
FIT_SEQS = [512, 1024, 2048, 4096, 8192]
# batch x heads from 16 CTAs of 128 query rows (1 x 4 at seq 512: under one wave of 132 SMs)
# to many waves.
FIT_BATCH_HEADS = [(1, 4), (1, 8), (2, 8), (1, 16), (4, 8), (2, 16), (1, 32), (4, 16),
                   (2, 32), (8, 16), (1, 64), (4, 32), (8, 32), (16, 16), (16, 32), (4, 64)]

VALIDATE_MODEL_HEAD_DIMS = [64, 80, 96, 128, 160]
VALIDATE_ODD_HEAD_DIMS = [72, 88, 136, 200]
VALIDATE_SEQS = [768, 1536, 3072, 6144]
VALIDATE_BATCH_HEADS = [(1, 6), (2, 6), (1, 10), (1, 12), (3, 12), (1, 20), (6, 12), (1, 25),
                        (3, 20), (1, 28), (2, 28), (1, 40), (3, 28), (6, 24), (2, 40), (1, 71),
                        (12, 12), (3, 48), (6, 40), (12, 28), (2, 71)]

FWD_BWD_CAP = 4e12     # FLOPs of one forward plus backward: ~10 ms at 400 TFLOP/s
TENSOR_CAP = 1 << 30   # bytes of q, k, v or out in bf16
BWD_OVER_FWD = 2.5
GQA_SHARE = 0.15
MQA_SHARE = 0.03


def fwd_flops(p):
    """2*B*H*Sq*Skv*(d + dv): the two products; halved when causal."""
    flops = 2.0 * p["batch"] * p["heads"] * p["q_len"] * p["kv_len"] * (p["head_dim"] + p["v_head_dim"])
    return flops / 2 if p["causal"] else flops


def fwd_bwd_flops(p):
    return fwd_flops(p) * (1 + BWD_OVER_FWD)


def fits(p):
    biggest = max(p["head_dim"], p["v_head_dim"]) * p["batch"] * p["heads"] * max(p["q_len"], p["kv_len"])
    return 2 * biggest < TENSOR_CAP and fwd_bwd_flops(p) <= FWD_BWD_CAP


def problem(batch, heads, seq, head_dim, causal, v_head_dim=None):
    return {"batch": batch, "heads": heads, "kv_heads": heads, "q_len": seq, "kv_len": seq,
            "head_dim": head_dim, "v_head_dim": v_head_dim or head_dim, "causal": causal}


def pick(rng, candidates, seq, head_dim, causal, count):
    """`count` batch x heads pairs that fit: the largest (the most waves of CTAs) and random
    others, ordered by size, so that the sets span under one wave to many."""
    ok = sorted((bh for bh in candidates if fits(problem(*bh, seq, head_dim, causal))),
                key=lambda bh: (bh[0] * bh[1], bh[1]))
    if len(ok) <= count:
        return ok
    return rng.sample(ok[:-1], count - 1) + [ok[-1]]


def group_kv(rng, problems):
    """Makes GQA_SHARE of the problems grouped-query (kv_heads = heads/4 or heads/8) and
    MQA_SHARE multi-query (kv_heads 1), chosen at random among those whose heads allow it."""
    groupable = [p for p in problems if p["heads"] % 4 == 0 and p["heads"] > 4]
    for p in rng.sample(groupable, round(GQA_SHARE * len(problems))):
        p["kv_heads"] = p["heads"] // rng.choice([g for g in (4, 8) if p["heads"] % g == 0 and p["heads"] > g])
    multi_head = [p for p in problems if p["kv_heads"] == p["heads"]]
    for p in rng.sample(multi_head, round(MQA_SHARE * len(problems))):
        p["kv_heads"] = 1
    return problems


def build(seed, cells, candidates, extra):
    """cells: (head_dim, seq, causal, count); extra: problems added as they are."""
    rng = random.Random(seed)
    out = [problem(batch, heads, seq, head_dim, causal)
           for head_dim, seq, causal, count in cells
           for batch, heads in pick(rng, candidates, seq, head_dim, causal, count)]
    return group_kv(rng, out + [p for p in extra if fits(p)])


def fit_set():
    cells = [(d, s, c, 3) for d in FIT_HEAD_DIMS for s in FIT_SEQS for c in (False, True)]
    cells += [(d, s, c, 1) for d in FIT_EXTRA_HEAD_DIMS for s in (1024, 2048, 4096) for c in (False, True)]
    extra = [problem(b, h, s, 192, c, v_head_dim=128)
             for b, h, s, c in ((2, 16, 1024, True), (1, 32, 2048, True), (4, 16, 2048, False),
                                (1, 16, 4096, True))]
    return build(1, cells, FIT_BATCH_HEADS, extra)


def validate_set():
    cells = [(d, s, c, 2) for d in VALIDATE_MODEL_HEAD_DIMS for s in VALIDATE_SEQS for c in (False, True)]
    cells += [(d, s, c, 1) for d in VALIDATE_ODD_HEAD_DIMS for s in VALIDATE_SEQS for c in (False, True)]
    extra = [problem(3, 20, 384, 128, True), problem(6, 12, 384, 64, False),
             problem(3, 12, 1536, 192, True, v_head_dim=128), problem(1, 20, 3072, 192, False, v_head_dim=128)]
    return build(2, cells, VALIDATE_BATCH_HEADS, extra)


def mask_set():
    """Attention with an explicit mask, as Hugging Face passes a sliding-window (or padding)
    mask: a boolean [B, 1, S, S] (causal inside the window), no is_causal. Fit problems for the
    masked path of the backends that take a mask (cuDNN, memory-efficient), over the head dims
    and grids of the fit set."""
    cells = [(d, s, True, 2) for d in (32, 64, 96, 128, 160, 192, 256) for s in (1024, 2048, 4096)]
    out = [dict(p, explicit_mask=True) for p in build(3, cells, FIT_BATCH_HEADS, [])]
    return out


LARGE_HEAD_DIMS = [288, 320, 384, 448, 512]
LARGE_VALIDATE_HEAD_DIMS = [264, 352, 416, 480]


def large_set():
    """Head dims past every fused kernel but the memory-efficient one, for its fit."""
    cells = [(d, s, c, 2) for d in LARGE_HEAD_DIMS for s in (1024, 2048, 4096) for c in (False, True)]
    return build(4, cells, FIT_BATCH_HEADS, [])


def large_validate_set():
    cells = [(d, s, c, 1) for d in LARGE_VALIDATE_HEAD_DIMS for s in (1536, 3072) for c in (False, True)]
    return build(5, cells, VALIDATE_BATCH_HEADS, [])


SETS = {"fit": lambda: fit_set(), "validate": lambda: validate_set(), "mask": lambda: mask_set(),
        "large": lambda: large_set(), "large-validate": lambda: large_validate_set()}


def shape_set(which):
    if which in ("large", "large-validate"):
        return SETS[which]()
    if which == "fit":
        return fit_set()
    if which == "validate":
        return validate_set()
    if which == "mask":
        return mask_set()
    raise ValueError(f"unknown shape set '{which}' ({', '.join(SETS)})")


def key(p):
    return tuple(p.get(k, False) for k in ("batch", "heads", "kv_heads", "q_len", "kv_len", "head_dim",
                                           "v_head_dim", "causal", "explicit_mask"))


def estimated_seconds(problems, tflops=400.0, reps=20, warmup=3, sets=8):
    """GPU time of measure_attention.py for one backend: (warm-up + reps) forwards and
    backwards, plus one forward per rotated input set before the backward is timed."""
    work = sum((warmup + reps + sets) * fwd_flops(p) + (warmup + reps) * BWD_OVER_FWD * fwd_flops(p)
               for p in problems)
    return work / (tflops * 1e12)


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--list", choices=list(SETS), help="print this set's problems")
    args = ap.parse_args()
    if args.list:
        for p in shape_set(args.list):
            print(json.dumps(p))
        return
    fit, validate = fit_set(), validate_set()
    overlap = {key(p) for p in fit} & {key(p) for p in validate}
    assert not overlap, f"the sets share {len(overlap)} problems"
    for name, rows in (("fit", fit), ("validate", validate)):
        assert len({key(p) for p in rows}) == len(rows), f"{name} has duplicates"
        total = sum(fwd_bwd_flops(p) for p in rows)
        gqa = sum(1 for p in rows if 1 < p["kv_heads"] < p["heads"])
        mqa = sum(1 for p in rows if p["kv_heads"] == 1)
        print(f"{name}: {len(rows)} problems ({sum(p['causal'] for p in rows)} causal, {gqa} GQA, "
              f"{mqa} MQA), fwd+bwd {total / 1e15:.2f} PFLOP, largest {max(map(fwd_bwd_flops, rows)) / 1e12:.2f} "
              f"TFLOP; ~{estimated_seconds(rows):.0f} s of GPU time per backend at 400 TFLOP/s, reps 20")
        for p in rows[:: max(1, len(rows) // 6)]:
            print("   ", p)


if __name__ == "__main__":
    main()
