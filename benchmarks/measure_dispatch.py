#!/usr/bin/env python3
"""Which SDPA backend PyTorch picks per head dim, and how fast each backend runs there: the
dispatch (and head-dim padding) that dimtune's `attention=default` has to know, including
head dims that are not multiples of 8 and those above 256.

    python3 benchmarks/measure_dispatch.py OUT.csv [--head-dims 64,80,...] [--budget-s 240]
        [--reps 7] [--dry-run]

For each head dim of HEAD_DIMS (8 ... 512) and each case of CASES:
    train_bf16   causal, B 4, H 16, S 2048, bf16, q/k/v requiring grad (HF's [B, S, H, D] layout
                 seen as [B, H, S, D], as measure_attention.py makes them)
    train_fp16, train_fp32   the same in fp16, fp32
    mask_bf16    the same with an explicit bool mask [B, 1, S, S]: causal inside a sliding
                 window of 1024 (Mistral's kind of mask)
    gqa_bf16     causal, H 32, KVH 8, enable_gqa=True
    decode_bf16  q_len 1 over L 4096 (k, v [B, H, L, D] contiguous, the cache layout), B 8,
                 H 32, not causal, no grad (forward only)
with the default dispatch: the backend that ran the forward and the backward, from the kernel
names of one profiled forward + backward (a marker kernel between them splits the trace;
flash / cudnn / efficient, math where no fused attention kernel ran), the forward's other
kernels (a pad / copy / fill kernel there is the head dim being padded or the inputs copied:
pad_copy), and the median times of the forward and of forward + backward
(gpu_timing.time_calls: 2 warm-up calls, --reps timed, inputs rotated over up to 4 sets
past 4x the L2). Then train_bf16 forced to each backend (flash, efficient, cudnn, math;
sdpa_kernel): a refusal is 'unsupported: why'. Head dims run in an order that covers the
range early (HEAD_DIMS_ORDER), so a budget cut keeps a spread; the forced backends' order is
shuffled per head dim.
    OUT.csv: head_dim, case, backend_requested, dtype, batch, heads, kv_heads, q_len, kv_len,
             causal, mask, fwd_backend, bwd_backend, pad_copy, fwd_extra_kernels,
             fwd_median_us, fwd_p10_us, fwd_p90_us, fwdbwd_median_us, fwdbwd_p10_us,
             fwdbwd_p90_us, reps, status, sm_clock_mhz; '# ' lines: the environment, and
             where the budget stopped the run
    OUT.csv.json: {environment, args, rows: [the row + fwd_kernels, bwd_kernels, warnings,
             conditions (gpu_conditions.Sampler during the timing)], finished}
A case that fails is recorded with its status and the run goes on; --budget-s stops starting
new head dims; --dry-run writes the case list without a GPU. About 3 minutes on an H200.
"""
import argparse
import contextlib
import gc
import math
import random
import re
import time
import warnings

STARTED = time.time()

import measure_attention  # noqa: E402  (after STARTED: the budget counts the imports)
import gpu_conditions  # noqa: E402
import serving_common as sc  # noqa: E402

HEAD_DIMS = [8, 16, 24, 32, 40, 48, 50, 56, 64, 72, 80, 96, 100, 104, 112, 120, 128, 136, 160, 192, 200,
             224, 256, 288, 320, 384, 448, 512]
HEAD_DIMS_ORDER = [128, 64, 256, 80, 96, 160, 192, 32, 512, 100, 72, 112, 224, 288, 320, 384, 448, 50, 40, 48,
                   56, 104, 120, 136, 200, 8, 16, 24]
TRAIN = dict(batch=4, heads=16, kv_heads=16, q_len=2048, kv_len=2048, causal=True, mask=None, train=True)
CASES = {
    "train_bf16": dict(TRAIN, dtype="bf16"),
    "train_fp16": dict(TRAIN, dtype="fp16"),
    "train_fp32": dict(TRAIN, dtype="fp32"),
    "mask_bf16": dict(TRAIN, dtype="bf16", causal=False, mask=True),
    "gqa_bf16": dict(TRAIN, dtype="bf16", heads=32, kv_heads=8),
    "decode_bf16": dict(batch=8, heads=32, kv_heads=32, q_len=1, kv_len=4096, causal=False, mask=None, train=False,
                        dtype="bf16"),
}
WINDOW = 1024
FORCED = {"flash": "FLASH_ATTENTION", "efficient": "EFFICIENT_ATTENTION", "cudnn": "CUDNN_ATTENTION", "math": "MATH"}
DTYPES = {"bf16": "bfloat16", "fp16": "float16", "fp32": "float32"}
COLUMNS = ["head_dim", "case", "backend_requested", "dtype", "batch", "heads", "kv_heads", "q_len", "kv_len", "causal",
           "mask", "fwd_backend", "bwd_backend", "pad_copy", "fwd_extra_kernels", "fwd_median_us", "fwd_p10_us",
           "fwd_p90_us", "fwdbwd_median_us", "fwdbwd_p10_us", "fwdbwd_p90_us", "reps", "status", "sm_clock_mhz"]
PAD_RE = re.compile(r"pad|copy|fill|cat", re.I)
MARKER_RE = re.compile(r"spin|sleep", re.I)
MOST_SETS = 4
ASSUMED_L2 = 50 << 20


def plan(head_dims):
    """[(head_dim, case, backend_requested)] in run order, grouped by head dim."""
    out = []
    for d in head_dims:
        out.extend((d, case, "default") for case in CASES)
        out.extend((d, "train_bf16", b) for b in FORCED)
    return out


def split_kernels(ks):
    """(forward kernels, backward kernels) of a trace with the marker (a spin kernel) between
    them; without a marker all count as forward."""
    for i, (name, _, _) in enumerate(ks):
        if MARKER_RE.search(name):
            return ks[:i], ks[i + 1:]
    return ks, []


def extra_kernels(fwd):
    """The forward's kernels that are not attention kernels (names, in order, once each)."""
    out = []
    for name, _, _ in fwd:
        if measure_attention.backend_of_kernel(name) is None and name not in out:
            out.append(name)
    return out


def make_sets(case, head_dim, l2_bytes):
    import torch
    dtype = getattr(torch, DTYPES[case["dtype"]])
    b, h, kv, sq, skv = case["batch"], case["heads"], case["kv_heads"], case["q_len"], case["kv_len"]

    def one():
        if case["train"]:
            q = measure_attention.hf_tensor(b, sq, h, head_dim, dtype)
            k = measure_attention.hf_tensor(b, skv, kv, head_dim, dtype)
            v = measure_attention.hf_tensor(b, skv, kv, head_dim, dtype)
            g = measure_attention.hf_tensor(b, sq, h, head_dim, dtype, grad=False)
            return q, k, v, g
        q = measure_attention.hf_tensor(b, sq, h, head_dim, dtype, grad=False)
        k = torch.randn(b, kv, skv, head_dim, dtype=dtype, device="cuda")
        v = torch.randn(b, kv, skv, head_dim, dtype=dtype, device="cuda")
        return q, k, v, None

    first = one()
    set_bytes = sum(t.numel() * t.element_size() for t in first if t is not None)
    count = max(1, min(MOST_SETS, math.ceil(4 * l2_bytes / set_bytes)))
    return [first] + [one() for _ in range(count - 1)]


def make_mask(case):
    import torch
    if not case["mask"]:
        return None
    rows = torch.arange(case["q_len"], device="cuda")[:, None]
    cols = torch.arange(case["kv_len"], device="cuda")[None, :]
    keep = (cols <= rows) & (cols > rows - WINDOW)
    return keep.expand(case["batch"], 1, case["q_len"], case["kv_len"])


def profiled(case, s, attend):
    """The backends, kernels and pad/copy flag of one profiled forward (+ backward)."""
    import torch
    from torch.profiler import ProfilerActivity, profile
    with profile(activities=[ProfilerActivity.CUDA]) as prof:
        out = attend(s)
        torch.cuda.synchronize()
        torch.cuda._sleep(1000)  # the marker between the forward's and the backward's kernels
        if case["train"]:
            torch.autograd.grad(out, s[:3], s[3])
        torch.cuda.synchronize()
    del out
    fwd, bwd = split_kernels(sc.kernels(prof))
    extra = extra_kernels(fwd)
    r = {"fwd_backend": sc.backend_of([n for n, _, _ in fwd]),
         "bwd_backend": sc.backend_of([n for n, _, _ in bwd]) if case["train"] else ""}
    fused = r["fwd_backend"] != "math"
    r["pad_copy"] = int(any(PAD_RE.search(n) for n in extra)) if fused else ""
    r["fwd_extra_kernels"] = len(extra)
    r["fwd_kernels"] = [n[:160] for n in dict.fromkeys(n for n, _, _ in fwd)][:10]
    r["bwd_kernels"] = [n[:160] for n in dict.fromkeys(n for n, _, _ in bwd)][:10]
    r["fwd_kernel_us"] = round(sum(us for _, _, us in fwd), 3)
    r["bwd_kernel_us"] = round(sum(us for _, _, us in bwd), 3)
    return r


def measure(case, head_dim, backend, l2_bytes, reps):
    import torch
    import torch.nn.functional as F
    from torch.nn.attention import SDPBackend, sdpa_kernel

    import gpu_conditions
    import gpu_timing
    gqa = case["kv_heads"] < case["heads"]
    r = {}
    sets = make_sets(case, head_dim, l2_bytes)
    mask = make_mask(case)

    def attend(s):
        kw = {"enable_gqa": True} if gqa else {}
        if mask is not None:
            return F.scaled_dot_product_attention(s[0], s[1], s[2], attn_mask=mask, **kw)
        return F.scaled_dot_product_attention(s[0], s[1], s[2], is_causal=case["causal"], **kw)

    def fwd_bwd(s):
        out = attend(s)
        return torch.autograd.grad(out, s[:3], s[3])

    forced = FORCED.get(backend)
    ctx = sdpa_kernel([getattr(SDPBackend, forced)]) if forced else contextlib.nullcontext()
    with ctx, warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        try:
            out = attend(sets[0])
            if case["train"]:
                grads = torch.autograd.grad(out, sets[0][:3], sets[0][3])
                finite = all(bool(torch.isfinite(g).all()) for g in grads)
                del grads
            else:
                finite = bool(torch.isfinite(out).all())
            torch.cuda.synchronize()
            del out
        except Exception as e:
            r["status"] = sc.failure(e, caught, refusal=True)
            return r
        if not finite:
            r["status"] = "error: non-finite output or gradient"
            return r
        try:
            r.update(profiled(case, sets[0], attend))
        except Exception as e:  # the timing below stands without it
            r["profile_error"] = sc.failure(e)
        r["status"] = "ok"
        with gpu_conditions.Sampler() as sampler:
            try:
                fm, f10, f90 = gpu_timing.time_calls([lambda s=s: attend(s) for s in sets], reps, warmup=2,
                                                     spin_for_host=True)
                r.update(fwd_median_us=fm, fwd_p10_us=f10, fwd_p90_us=f90, reps=reps)
                if case["train"]:
                    bm, b10, b90 = gpu_timing.time_calls([lambda s=s: fwd_bwd(s) for s in sets], reps, warmup=2,
                                                         spin_for_host=True)
                    r.update(fwdbwd_median_us=bm, fwdbwd_p10_us=b10, fwdbwd_p90_us=b90)
            except Exception as e:  # the profile above stands
                r["status"] = sc.failure(e)
        r["conditions"] = sampler.summary()
        note = measure_attention.warned(caught)
        if note:
            r["warnings"] = note
    return r


def cell(value):
    if value is None:
        return ""
    return f"{value:.3f}" if isinstance(value, float) else str(value)


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("out", help="CSV to write (and OUT.csv.json beside it)")
    ap.add_argument("--head-dims", default="", help="comma-separated (default: HEAD_DIMS, in HEAD_DIMS_ORDER)")
    ap.add_argument("--reps", type=int, default=7, help="timed calls per direction (5-10)")
    ap.add_argument("--budget-s", type=float, default=240.0, help="no new head dim once this much wall time is spent")
    ap.add_argument("--spin-s", type=float, default=2.0, help="seconds of large GEMMs first, so the clock is up")
    ap.add_argument("--seed", type=int, default=0, help="for the forced backends' order")
    ap.add_argument("--dry-run", action="store_true", help="the case list and the output, no GPU, no timing")
    args = ap.parse_args()
    if args.reps < 1:
        ap.error("--reps must be at least 1")
    head_dims = [int(d) for d in args.head_dims.split(",") if d.strip()] if args.head_dims else HEAD_DIMS_ORDER
    assert sorted(HEAD_DIMS_ORDER) == sorted(HEAD_DIMS)
    budget = sc.Budget(args.budget_s, STARTED)
    env = sc.environment(args.dry_run)
    l2 = ASSUMED_L2 if args.dry_run else (env.get("l2_bytes") or ASSUMED_L2)
    if not args.dry_run:
        import torch
        import gpu_timing
        gpu_timing.spin_up_clocks(args.spin_s)
    rng = random.Random(args.seed)
    cases = plan(head_dims)
    sidecar_path = args.out + ".json"
    sidecar = {"environment": env, "args": vars(args), "cases": CASES, "window": WINDOW, "rows": [], "finished": False}
    sc.say(f"dispatch: {len(head_dims)} head dims x ({len(CASES)} default cases + {len(FORCED)} forced) = "
           f"{len(cases)} rows{' (dry run)' if args.dry_run else ''}")
    done_dims = 0
    rows_done = 0
    with open(args.out, "w", newline="") as f:
        w = gpu_conditions.start_csv(f, env, COLUMNS)
        sc.write_json(sidecar_path, sidecar, indent=None)
        for d in head_dims:
            if sc.csv_run_stopped(budget, done_dims, len(head_dims), "head dims", f, sidecar):
                break
            mine = [c for c in cases if c[0] == d]
            defaults = [c for c in mine if c[2] == "default"]
            forced = [c for c in mine if c[2] != "default"]
            for _, case_name, backend in defaults + rng.sample(forced, len(forced)):
                case = CASES[case_name]
                if args.dry_run:
                    r = {"status": "dry-run"}
                else:
                    try:
                        r = measure(case, d, backend, l2, args.reps)
                    except Exception as e:  # whatever it was, record it and go on
                        r = {"status": sc.failure(e)}
                    gc.collect()
                    if r["status"] == "oom":
                        torch.cuda.empty_cache()
                row = {"head_dim": d, "case": case_name, "backend_requested": backend, **{
                    k: case[k] for k in ("dtype", "batch", "heads", "kv_heads", "q_len", "kv_len")},
                    "causal": int(case["causal"]), "mask": f"sliding_window_{WINDOW}" if case["mask"] else "", **r}
                row["sm_clock_mhz"] = (r.get("conditions") or {}).get("sm_clock_mhz_median", "")
                w.writerow([cell(row.get(c)) for c in COLUMNS])
                f.flush()
                sidecar["rows"].append(row)
                rows_done += 1
                sc.say(f"{rows_done}/{len(cases)} {budget.elapsed():.0f}s D{d} {case_name} {backend}: "
                       + (f"fwd {row.get('fwd_backend')} {row['fwd_median_us']:.1f} us"
                          + (f", fwd+bwd {row.get('bwd_backend')} {row['fwdbwd_median_us']:.1f} us"
                             if row.get("fwdbwd_median_us") is not None else "")
                          + (f", pad/copy kernels {row.get('fwd_extra_kernels')}" if row.get("pad_copy") == 1 else "")
                          if row.get("fwd_median_us") is not None else row["status"][:90]))
            if not args.dry_run:
                torch.cuda.empty_cache()
            sc.write_json(sidecar_path, sidecar, indent=None)
            done_dims += 1
    sidecar["finished"] = done_dims == len(head_dims)
    sc.write_json(sidecar_path, sidecar, indent=None)
    table = []
    for d in sorted({r["head_dim"] for r in sidecar["rows"]}):
        t = {"D": d}
        for r in sidecar["rows"]:
            if r["head_dim"] != d:
                continue
            if r["backend_requested"] == "default":
                t[r["case"]] = (f"{r.get('fwd_backend', '')}/{r.get('bwd_backend', '')}".rstrip("/")
                                + ("*" if r.get("pad_copy") == 1 else "") if r["status"] == "ok" else r["status"][:11])
            else:
                t[r["backend_requested"]] = (f"{r['fwdbwd_median_us']:.0f}" if r.get("fwdbwd_median_us") is not None
                                             else r["status"][:11])
        table.append(t)
    sc.say(f"done: {rows_done} of {len(cases)} rows ({done_dims} of {len(head_dims)} head dims) in "
           f"{budget.elapsed():.0f}s -> {args.out}, {sidecar_path}")
    sc.say("default backend fwd/bwd per case (* pad/copy kernel in the forward); forced train_bf16 fwd+bwd us:")
    sc.say(sc.table(table, ["D"] + list(CASES) + list(FORCED)))


if __name__ == "__main__":
    main()
