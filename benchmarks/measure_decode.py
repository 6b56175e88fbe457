#!/usr/bin/env python3
"""Serving-style decode on the GPU, for a decode/serving cost model: SDPA decode attention per
backend, a whole decode step of a plain-PyTorch serving model (CUDA graph and eager), Hugging
Face's own eager decode step, and the serving model's prefill.

    python3 benchmarks/measure_decode.py attention OUT.csv [--set fit|validate|all]
        [--backends cudnn,flash,efficient,default] [--budget-s 150] [--dry-run]
    python3 benchmarks/measure_decode.py step OUT.json [--configs NAME,...] [--layers 4]
        [--budget-s 150] [--dry-run]
    python3 benchmarks/measure_decode.py hf-eager OUT.json [--configs NAME,...] [--layers 4]
        [--budget-s 60] [--dry-run]
    python3 benchmarks/measure_decode.py prefill OUT.json [--configs NAME,...] [--layers 4]
        [--budget-s 30] [--dry-run]

Every subcommand stops starting new cases once --budget-s of wall time (counted from the
process's start) is spent, and writes as it goes: a killed run keeps what finished. One case
that fails is recorded with its status (oom, unsupported: why, error: why) and the run goes
on. --dry-run goes through the case list and writes the output without a GPU or timing (step
and prefill also run the serving model's self-check on the CPU, where PyTorch is importable).
Each case prints one line; the run ends with a short summary table.

attention: F.scaled_dot_product_attention at decode, q [B, H, 1, D], k and v [B, KVH, L, D]
(bf16, the static-cache layout), no mask, not causal, enable_gqa=True where KVH < H. Per
backend forced with torch.nn.attention.sdpa_kernel (a refusal, of enable_gqa too, is
'unsupported: why'), and `default` (no forcing), whose backend_ran is read from the kernel
names of one profiled call (flash / cudnn / efficient, else math). (H, KVH, D) in
HEAD_CONFIGS (MHA, GQA, MQA, Falcon-like 71/1/64, ...), B in 1..512, L in 512..32768, K+V at
most 24 GiB; `fit` (220) and `validate` (140) are disjoint random samples of that grid (fixed
seed); `all` runs both, interleaved, so a budget cut keeps some of each. Inputs random,
rotated over enough copies that together they exceed 4x the L2 (read from the device); then
gpu_timing.time_calls (warm-up, each call between CUDA events, a spin ahead so the GPU never
waits on the host): 10 calls, then, where those took under 30 ms, as many as take 30 ms (at
most 8000). The backends' order is shuffled per problem.
    OUT.csv: set, backend_requested, backend_ran, batch, heads, kv_heads, kv_len, head_dim,
             median_us, p10_us, p90_us, calls, status, sm_clock_mhz (median sampled during the
             timing); '# ' lines: the environment, and where the budget stopped the run
    OUT.csv.json: {environment, args, problems, cases: [the row's fields + copies,
             spin_for_host, host_us_per_call, warnings, kernels and sdpa_ops (default),
             conditions (gpu_conditions.Sampler's summary during the timing)], finished}

step: one decode step of serving_model.py's model (its docstring: the layer as HF writes the
family, one fused QKV and one gate/up GEMM, rotary, the k/v written into a static cache
[B, KVH, L + 256, D] at position L, SDPA over the first L + 1 positions) with --layers
layers + final norm + LM head, bf16, random weights, for B in 1..512 x L in 512..16384 (the
KV cache over the layers at most 40 GiB). Per case: captured in a CUDA graph and timed as
graph replays (2 warm-up, --reps replays, default 20, each after a synchronize between CUDA
events), and the same step eagerly, the same way; the SM clock and power sampled during each.
At B 1 and 64, L 2048: one graph replay profiled (kernel count and time by gemm / attention /
other: GPU-busy share = kernel time / step time, gap per kernel = (step - kernel time) /
kernels) and one eager step profiled (the same, and its CPU-side aten ops and launches).
Cases run in priority order (the profiled ones, then a coarse grid, then the rest), each
(B, L) for every config before the next, so a budget cut keeps every config.
hf-eager: Hugging Face's own model, built as measure_hf_steps.py builds it (AutoConfig.for_model,
dropout 0, bf16, attn_implementation='sdpa'; num_hidden_layers = --layers), eval, no_grad; a
DynamicCache filled by one prefill of L random tokens per sequence (through model.base_model,
so no logits over the prompt), then decode steps model(input_ids [B, 1], past_key_values=cache,
use_cache=True), each cropped back to L with cache.crop(L) (where that fails: the cache rebuilt
by a new prefill; `cache_reset` says which); 2 warm-up, --reps steps (default 10) between CUDA
events; one step profiled: CPU-side aten ops (all, and top-level), launch calls, CUDA kernels
and their time. B in 1, 8, 64 x L in 512, 2048.
prefill: the serving model over S new tokens of B sequences from an empty static cache
(written at 0..S-1), causal SDPA over the prompt (is_causal=True, enable_gqa), logits of the
last token only; eager, 2 warm-up, --reps (default 5) between CUDA events. B x S in 1x512,
1x2048, 1x8192, 4x1024, 8x2048, 16x512, 2x4096.
    OUT.json: one section per subcommand ("step", "hf_eager", "prefill"), each {environment,
    args, notes, configs, cases, skipped, finished, stopped}; the sections of other
    subcommands already in OUT.json are kept, so one file can hold all three. A step case:
    {config, model_type, attention, batch, kv_len, lmax, layers, status, weight_bytes,
    kv_cache_bytes, graph: {status, median_us, p10_us, p90_us, reps, host_median_us,
    conditions}, eager: {...}, profile: {graph: {kernels, kernel_us, categories, top},
    eager: {..., aten_ops, aten_ops_top, launch_calls}, busy_share, gap_per_kernel_us}}
    (each profile's own busy_share and gap_per_kernel_us too; the top level is the graph's).

Default configs (examples/configs/): llama-2-7b (MHA), llama-3-8b (GQA; mistral-7b where
absent), mistral-7b (GQA), qwen2-7b (GQA 28/4), falcon-7b (MQA 71/1), gpt2-xl (MHA, head dim
64; gpt2-medium where absent), gemma-7b (MHA 16/16, head dim 256; the repository has no
gemma-2b), phi-2 (MHA, head dim 80, partial rotary).
"""
import argparse
import contextlib
import gc
import json
import math
import os
import random
import time
import warnings

STARTED = time.time()

import measure_attention  # noqa: E402  (after STARTED: the budget counts the imports)
import gpu_conditions  # noqa: E402
import serving_common as sc  # noqa: E402

HEAD_CONFIGS = [(32, 32, 128), (32, 8, 128), (28, 4, 128), (32, 1, 128), (71, 1, 64), (16, 16, 64),
                (8, 1, 256), (64, 8, 128), (40, 40, 128), (32, 32, 64), (32, 8, 256)]
ATTN_BATCHES = [1, 2, 4, 8, 16, 32, 64, 128, 256, 512]
ATTN_LENS = [512, 1024, 2048, 4096, 8192, 16384, 32768]
ATTN_KV_LIMIT = 24 << 30
SET_SIZES = {"fit": 220, "validate": 140}
ATTN_SEED = 2026
ATTN_BACKENDS = {"cudnn": "CUDNN_ATTENTION", "flash": "FLASH_ATTENTION", "efficient": "EFFICIENT_ATTENTION",
                 "default": None}
ATTN_COLUMNS = ["set", "backend_requested", "backend_ran", "batch", "heads", "kv_heads", "kv_len", "head_dim",
                "median_us", "p10_us", "p90_us", "calls", "status", "sm_clock_mhz"]
TARGET_US = 30000.0
MIN_CALLS = 10
MAX_CALLS = 8000
L2_TIMES = 4
ASSUMED_L2 = 50 << 20  # a dry run's stand-in (the H100/H200's L2 is read from the device on the GPU)

STEP_BATCHES = [1, 2, 4, 8, 16, 32, 64, 128, 256, 512]
STEP_LENS = [512, 1024, 2048, 4096, 8192, 16384]
STEP_KV_LIMIT = 40 << 30
CACHE_SLACK = 256  # the static cache holds L + this many positions
PROFILE_CASES = [(1, 2048), (64, 2048)]
COARSE_BATCHES = [1, 8, 64, 512]
COARSE_LENS = [512, 2048, 8192]
HF_BATCHES = [1, 8, 64]
HF_LENS = [512, 2048]
HF_FIRST = [(1, 512), (8, 2048), (64, 2048), (1, 2048), (8, 512), (64, 512)]  # run order
PREFILL_CASES = [(1, 512), (1, 2048), (1, 8192), (4, 1024), (8, 2048), (16, 512), (2, 4096)]
# A name, or alternatives: the first that exists in examples/configs/.
DEFAULT_CONFIGS = ["llama-2-7b", "llama-3-8b|mistral-7b", "mistral-7b", "qwen2-7b", "falcon-7b",
                   "gpt2-xl|gpt2-medium", "gemma-2b|gemma-7b", "phi-2"]
SECTIONS = {"step": "step", "hf-eager": "hf_eager", "prefill": "prefill"}
MIN_REPS = {"step": 20, "hf-eager": 10, "prefill": 5}


# ---------------------------------------------------------------- problem and case lists

def attention_problems():
    """{'fit': [...], 'validate': [...]}: disjoint random samples of the decode grid."""
    grid = [{"heads": h, "kv_heads": kv, "head_dim": d, "batch": b, "kv_len": n}
            for h, kv, d in HEAD_CONFIGS for b in ATTN_BATCHES for n in ATTN_LENS
            if attention_kv_bytes(b, kv, n, d) <= ATTN_KV_LIMIT]
    rng = random.Random(ATTN_SEED)
    rng.shuffle(grid)
    fit = grid[:SET_SIZES["fit"]]
    validate = grid[SET_SIZES["fit"]:SET_SIZES["fit"] + SET_SIZES["validate"]]
    return {"fit": fit, "validate": validate}


def attention_kv_bytes(batch, kv_heads, kv_len, head_dim):
    return 2 * batch * kv_heads * kv_len * head_dim * 2


def attention_order(which):
    """[(set, problem)] in run order: `all` interleaves fit and validate."""
    sets = attention_problems()
    if which != "all":
        return [(which, p) for p in sets[which]]
    out = []
    fit, val = sets["fit"], sets["validate"]
    for i in range(max(len(fit), len(val))):
        if i < len(fit):
            out.append(("fit", fit[i]))
        if i < len(val):
            out.append(("validate", val[i]))
    return out


def resolve_configs(text):
    """[(name, fields)] of --configs (comma-separated names or paths; alternatives with '|')."""
    names = [n.strip() for n in text.split(",") if n.strip()] if text else DEFAULT_CONFIGS
    out, seen = [], set()
    for entry in names:
        choices = entry.split("|")
        found = next((c for c in choices if sc.config_exists(c)), None)
        if found is None:
            raise FileNotFoundError(f"none of {choices} in examples/configs/ (nor as a path)")
        name, fields = sc.read_config(found)
        if name not in seen:
            seen.add(name)
            out.append((name, fields))
    return out


def step_grid():
    """(B, L) in priority order: the profiled cases, the coarse grid, then the rest (seeded)."""
    everything = [(b, n) for b in STEP_BATCHES for n in STEP_LENS]
    first = list(PROFILE_CASES)
    coarse = [(b, n) for b in COARSE_BATCHES for n in COARSE_LENS if (b, n) not in first]
    rest = [c for c in everything if c not in first and c not in coarse]
    random.Random(7).shuffle(rest)
    return first + coarse + rest


def step_cases(specs, layers):
    """([(spec, B, L)] to run, [skipped {config, batch, kv_len, kv_cache_bytes}])."""
    import serving_model
    run, skipped = [], []
    for b, n in step_grid():
        for spec in specs:
            kv = serving_model.kv_bytes(spec, b, n + CACHE_SLACK)
            if kv > STEP_KV_LIMIT:
                skipped.append({"config": spec["name"], "batch": b, "kv_len": n, "kv_cache_bytes": kv})
            else:
                run.append((spec, b, n))
    return run, skipped


# ---------------------------------------------------------------- attention

def make_attention_inputs(p, l2_bytes):
    """(sets of (q, k, v) views into one random buffer, copies): copies x one set > 4x the L2."""
    import torch
    b, h, kv, d, n = p["batch"], p["heads"], p["kv_heads"], p["head_dim"], p["kv_len"]
    q_elems, k_elems = b * h * d, b * kv * n * d
    set_elems = q_elems + 2 * k_elems
    copies = L2_TIMES * l2_bytes // (2 * set_elems) + 1
    buf = torch.randn(copies * set_elems, dtype=torch.bfloat16, device="cuda")
    sets = []
    for c in range(copies):
        o = c * set_elems
        sets.append((buf[o:o + q_elems].view(b, h, 1, d),
                     buf[o + q_elems:o + q_elems + k_elems].view(b, kv, n, d),
                     buf[o + q_elems + k_elems:o + set_elems].view(b, kv, n, d)))
    return sets, copies


def host_us_per_call(calls, n=3):
    """The host's time per call (the last n - 1 of n, after a synchronize)."""
    import torch
    times = []
    for i in range(n):
        torch.cuda.synchronize()
        began = time.perf_counter()
        calls[i % len(calls)]()
        times.append((time.perf_counter() - began) * 1e6)
    torch.cuda.synchronize()
    return min(times[1:]) if len(times) > 1 else times[0]


def measure_attention_backend(p, sets, backend):
    """One backend on one problem: the record (status, times, calls, conditions, ...)."""
    import torch
    import torch.nn.functional as F
    from torch.nn.attention import SDPBackend, sdpa_kernel

    import gpu_conditions
    import gpu_timing
    gqa = p["kv_heads"] < p["heads"]

    def attend(s):
        if gqa:
            return F.scaled_dot_product_attention(s[0], s[1], s[2], enable_gqa=True)
        return F.scaled_dot_product_attention(s[0], s[1], s[2])

    calls = [lambda s=s: attend(s) for s in sets]
    forced = ATTN_BACKENDS[backend]
    r = {"backend_requested": backend, "backend_ran": ""}
    ctx = sdpa_kernel([getattr(SDPBackend, forced)]) if forced else contextlib.nullcontext()
    with ctx, warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        try:
            out = attend(sets[0])
            torch.cuda.synchronize()
        except Exception as e:
            r["status"] = sc.failure(e, caught, refusal=forced is not None)
            return r
        finite = bool(torch.isfinite(out).all())
        del out
        if not finite:
            r["status"] = "error: non-finite output"
            return r
        try:
            host = host_us_per_call(calls)
            with gpu_conditions.Sampler() as sampler:
                med, p10, p90 = gpu_timing.time_calls(calls, MIN_CALLS, spin_for_host=True)
                reps = MIN_CALLS
                needed = math.ceil(TARGET_US / max(med, 0.5))
                spin = host > 0.5 * med
                if needed > MIN_CALLS:
                    reps = min(MAX_CALLS, needed)
                    med, p10, p90 = gpu_timing.time_calls(calls, reps, spin_for_host=spin)
            r.update(status="ok", backend_ran=backend if forced else "", median_us=med, p10_us=p10, p90_us=p90,
                     calls=reps, spin_for_host=spin, host_us_per_call=round(host, 2), conditions=sampler.summary())
        except Exception as e:
            r["status"] = sc.failure(e)
        if forced is None and r.get("status") == "ok":
            try:
                from torch.profiler import ProfilerActivity, profile
                with profile(activities=[ProfilerActivity.CPU, ProfilerActivity.CUDA]) as prof:
                    attend(sets[0])
                    torch.cuda.synchronize()
                names = []
                for name, _, _ in sc.kernels(prof):
                    if name not in names:
                        names.append(name)
                r["backend_ran"] = sc.backend_of(names)
                r["kernels"] = [n[:160] for n in names[:8]]
                r["sdpa_ops"] = sorted({e.name for e in prof.events()
                                        if e.name.startswith("aten::") and ("attention" in e.name
                                                                            or "scaled_dot" in e.name)})
            except Exception as e:  # the timing stands; what ran is unknown
                r["backend_ran"] = "unknown"
                r["profile_error"] = sc.failure(e)
        note = measure_attention.warned(caught)
        if note:
            r["warnings"] = note
    return r


def estimate_attention_s(p, backends):
    """A rough wall-time estimate of one problem (the dry run's total): H200-like 3.5 TB/s,
    25 us of host per call."""
    nbytes = attention_kv_bytes(p["batch"], p["kv_heads"], p["kv_len"], p["head_dim"])
    gpu = 4.0 + nbytes / 3.5e6
    host = 25.0
    reps = max(MIN_CALLS, min(MAX_CALLS, math.ceil(TARGET_US / gpu)))
    per = reps * max(gpu, host) + (min(0.25e6, 2 * reps * host) if host > 0.5 * gpu else 1000) + 0.02e6
    return (len(backends) * per + 0.05e6 + nbytes / 1e6) / 1e6


def cmd_attention(args):
    backends = [b.strip() for b in args.backends.split(",") if b.strip()]
    unknown = [b for b in backends if b not in ATTN_BACKENDS]
    if unknown:
        raise SystemExit(f"unknown backend(s) {unknown}; choose from {list(ATTN_BACKENDS)}")
    order = attention_order(args.set)
    budget = sc.Budget(args.budget_s, STARTED)
    env = sc.environment(args.dry_run)
    if args.dry_run:
        l2 = ASSUMED_L2
    else:
        import torch
        import gpu_timing
        l2 = env.get("l2_bytes") or ASSUMED_L2
        gpu_timing.spin_up_clocks(args.spin_s)
    sidecar_path = args.out + ".json"
    sidecar = {"environment": env, "args": vars(args), "l2_bytes_used": l2,
               "problems": {s: len(v) for s, v in attention_problems().items()},
               "notes": ["q [B,H,1,D], k/v [B,KVH,L,D] bf16 contiguous; no mask; not causal; enable_gqa when KVH < H",
                         f"inputs rotated over copies whose total exceeds {L2_TIMES}x the L2",
                         f"gpu_timing.time_calls: {MIN_CALLS} calls, then as many as take {TARGET_US / 1000:.0f} ms "
                         f"(at most {MAX_CALLS}); spin_for_host where the host's time per call exceeds half the GPU's"],
               "cases": [], "finished": False}
    sc.say(f"attention: {len(order)} problems ({args.set}) x {backends}{' (dry run)' if args.dry_run else ''}; "
           f"L2 {l2 >> 20} MiB")
    rng = random.Random(args.seed)
    done = 0
    counts = {}
    estimate = 0.0
    with open(args.out, "w", newline="") as f:
        w = gpu_conditions.start_csv(f, env, ATTN_COLUMNS)
        sc.write_json(sidecar_path, sidecar, indent=None)
        for set_name, p in order:
            if sc.csv_run_stopped(budget, done, len(order), "problems", f, sidecar):
                break
            records = []
            if args.dry_run:
                records = [{"backend_requested": b, "backend_ran": "", "status": "dry-run"} for b in backends]
                estimate += estimate_attention_s(p, backends)
                copies = L2_TIMES * l2 // (attention_kv_bytes(p["batch"], p["kv_heads"], p["kv_len"], p["head_dim"])
                                           + 2 * p["batch"] * p["heads"] * p["head_dim"]) + 1
            else:
                try:
                    sets, copies = make_attention_inputs(p, l2)
                except Exception as e:
                    sets, copies = None, 0
                    records = [{"backend_requested": b, "backend_ran": "", "status": sc.failure(e)} for b in backends]
                if sets is not None:
                    for b in rng.sample(backends, len(backends)):
                        try:
                            records.append(measure_attention_backend(p, sets, b))
                        except Exception as e:  # whatever it was, record it and go on
                            records.append({"backend_requested": b, "backend_ran": "", "status": sc.failure(e)})
                del sets
                gc.collect()
                if done % 8 == 7 or any(r["status"] == "oom" for r in records):
                    torch.cuda.empty_cache()
            for r in records:
                r.update(set=set_name, **p, copies=copies)
                summary = r.get("conditions") or {}
                row = dict(r, sm_clock_mhz=summary.get("sm_clock_mhz_median", ""))
                w.writerow([cell(row.get(c)) for c in ATTN_COLUMNS])
                sidecar["cases"].append(r)
                key = (r["backend_requested"], r["status"].split(":")[0])
                counts[key] = counts.get(key, 0) + 1
            f.flush()
            sc.write_json(sidecar_path, sidecar, indent=None)
            done += 1
            sc.say(f"{done}/{len(order)} {budget.elapsed():.0f}s {set_name} B{p['batch']} H{p['heads']}/{p['kv_heads']} "
                   f"L{p['kv_len']} D{p['head_dim']}: " + " | ".join(
                       f"{r['backend_requested']}"
                       + (f"->{r['backend_ran']}" if r['backend_requested'] == 'default' and r.get('backend_ran') else "")
                       + (f" {r['median_us']:.1f}us" if r.get("median_us") is not None else f" {r['status'][:40]}")
                       for r in records))
    sidecar["finished"] = done == len(order)
    if args.dry_run:
        sidecar["estimated_gpu_run_s"] = round(estimate, 1)
    sc.write_json(sidecar_path, sidecar, indent=None)
    rows = [{"backend": b, "status": s, "cases": n} for (b, s), n in sorted(counts.items())]
    if args.dry_run:
        sc.say(f"estimated run time on an H200: {estimate:.0f} s for all {len(order)} problems")
    sc.say(f"done: {done} of {len(order)} problems in {budget.elapsed():.0f}s -> {args.out}, {sidecar_path}")
    sc.say(sc.table(rows, ["backend", "status", "cases"]))


def cell(value):
    if value is None:
        return ""
    return f"{value:.3f}" if isinstance(value, float) else str(value)


# ---------------------------------------------------------------- JSON sections

def open_section(path, section, header):
    """The document at `path` with its other sections kept and this one new (a file that is
    not one of this script's outputs is an error, not overwritten)."""
    doc = {}
    if os.path.exists(path):
        try:
            with open(path) as f:
                doc = json.load(f)
        except (OSError, ValueError) as e:
            raise SystemExit(f"{path} exists and is not JSON ({e}); not overwriting it")
        if not isinstance(doc, dict) or (doc and not set(doc) & set(SECTIONS.values())):
            raise SystemExit(f"{path} exists and is not a measure_decode.py output; not overwriting it")
    doc[section] = header
    return doc


def run_cases(args, doc, section, cases, budget, measure, progress):
    """Each case in turn until the budget is spent: its record measure(case) kept in the
    section and the document rewritten (compact, so a killed run keeps what it measured), a
    progress line ending in progress(case, rec); then the document indented once. Returns how
    many cases ran."""
    done = 0
    for case in cases:
        if budget.spent():
            section["stopped"] = budget.stopped_note(done, len(cases))
            sc.say(section["stopped"])
            break
        rec = measure(case)
        section["cases"].append(rec)
        sc.write_json(args.out, doc, indent=None)
        done += 1
        sc.say(f"{done}/{len(cases)} {budget.elapsed():.0f}s {progress(case, rec)}")
    section["finished"] = done == len(cases)
    sc.write_json(args.out, doc)
    sc.say(f"done: {done} of {len(cases)} cases in {budget.elapsed():.0f}s -> {args.out}")
    return done


def specs_for(args):
    import serving_model
    specs, refused = [], []
    for name, fields in resolve_configs(args.configs):
        try:
            specs.append(serving_model.spec_from_config(fields, args.layers, name))
        except ValueError as e:
            refused.append({"config": name, "status": f"refused: {e}"})
            sc.say(f"{name}: refused: {e}")
    return specs, refused


def start_section(args, specs, section):
    """A dry run builds each model once; a real one spins the clocks up first."""
    if args.dry_run:
        check_models(specs, section)
    else:
        import gpu_timing
        gpu_timing.spin_up_clocks(args.spin_s)


def check_models(specs, section):
    """The serving model's self-check on the CPU for each config (dry run), where torch imports."""
    import serving_model
    try:
        import torch  # noqa: F401
    except ImportError:
        section["self_check"] = "skipped: torch not importable"
        sc.say("self-check skipped: torch not importable")
        return
    section["self_check"] = {}
    for spec in specs:
        small = serving_model.shrunk(spec)
        try:
            diff, scale = serving_model.self_check(small)
            ok = diff <= 1e-4 * max(1.0, scale)
            section["self_check"][spec["name"]] = {"max_abs_diff": diff, "max_abs_logit": scale, "ok": ok}
            sc.say(f"self-check {spec['name']} ({spec['model_type']}, {serving_model.attention_kind(spec)} "
                   f"{spec['heads']}/{spec['kv_heads']}, {spec['layout']}): prefill vs decode "
                   f"max |diff| {diff:.1e} {'ok' if ok else 'MISMATCH'}")
        except Exception as e:
            section["self_check"][spec["name"]] = {"error": sc.first_line(e), "ok": False}
            sc.say(f"self-check {spec['name']}: error: {sc.first_line(e)}")


# ---------------------------------------------------------------- step

def timed_block(fn, reps):
    """{status, median/p10/p90 us, reps, host_median_us, conditions} of fn() timed one at a time."""
    import gpu_conditions
    try:
        with gpu_conditions.Sampler() as sampler:
            gpu, host = sc.timed_each(fn, reps, warmup=2)
        out = {"status": "ok", **sc.stats(gpu), "reps": reps, **sc.stats(host, "host_")}
        out.pop("host_p10_us", None)
        out.pop("host_p90_us", None)
        out["conditions"] = sampler.summary()
        return out
    except Exception as e:
        return {"status": sc.failure(e)}


def profile_once(fn, cpu):
    import torch
    from torch.profiler import ProfilerActivity, profile
    activities = [ProfilerActivity.CUDA] + ([ProfilerActivity.CPU] if cpu else [])
    with profile(activities=activities) as prof:
        fn()
        torch.cuda.synchronize()
    out = sc.kernel_summary(sc.kernels(prof))
    if cpu:
        out.update(sc.cpu_ops(prof))
    return out


def profile_step(graph, step, rec):
    """One graph replay and one eager step under the profiler (each on its own: one failing
    leaves the other), with the GPU-busy share and the gap per kernel of each."""
    prof = {}
    for kind, fn, cpu, timing in (("graph", graph.replay if graph is not None else None, False, rec.get("graph")),
                                  ("eager", step, True, rec.get("eager"))):
        if fn is None:
            continue
        try:
            p = profile_once(fn, cpu=cpu)
        except Exception as e:
            prof[kind] = {"error": sc.failure(e)}
            continue
        step_us = (timing or {}).get("median_us")
        if p["kernels"] and step_us:
            p["busy_share"] = round(p["kernel_us"] / step_us, 4)
            p["gap_per_kernel_us"] = round((step_us - p["kernel_us"]) / p["kernels"], 3)
        elif not p["kernels"]:
            p["note"] = "no kernels seen in the profile"
        prof[kind] = p
    g = prof.get("graph") or {}
    if "busy_share" in g:
        prof["busy_share"], prof["gap_per_kernel_us"] = g["busy_share"], g["gap_per_kernel_us"]
    return prof


def run_step_case(model, batch, kv_len, reps, profile):
    import torch
    import serving_model
    spec = model.spec
    lmax = kv_len + CACHE_SLACK
    rec = {"config": spec["name"], "model_type": spec["model_type"], "attention": serving_model.attention_kind(spec),
           "batch": batch, "kv_len": kv_len, "lmax": lmax, "layers": spec["layers"],
           "weight_bytes": model.weight_bytes(), "kv_cache_bytes": serving_model.kv_bytes(spec, batch, lmax)}
    cache = model.new_cache(batch, lmax)
    ids, positions, index = serving_model.decode_inputs(model, batch, kv_len)

    def step():
        return model.forward(ids, positions, cache, index, kv_len + 1, False)

    with torch.no_grad():
        out = step()
        torch.cuda.synchronize()
        if not bool(torch.isfinite(out).all()):
            rec["status"] = "error: non-finite logits"
            return rec
        del out
        graph = None
        try:
            graph, (static_out,) = sc.capture_graph(step, 1, warmup=2)
            rec["graph"] = timed_block(graph.replay, reps)
        except Exception as e:
            rec["graph"] = {"status": sc.failure(e)}
        rec["eager"] = timed_block(step, reps)
        if profile:
            rec["profile"] = profile_step(graph, step, rec)
        del graph
    statuses = [rec.get("graph", {}).get("status", ""), rec["eager"].get("status", "")]
    rec["status"] = "ok" if all(s == "ok" for s in statuses) else "; ".join(s for s in statuses if s != "ok")
    return rec


def get_model(models, spec, max_position):
    """The config's model, built once (a failure is remembered and raised again)."""
    if spec["name"] not in models:
        import torch
        import serving_model
        try:
            models[spec["name"]] = serving_model.ServingModel(spec, device="cuda", dtype=torch.bfloat16,
                                                             max_position=max_position)
        except Exception as e:
            models[spec["name"]] = e
    got = models[spec["name"]]
    if isinstance(got, Exception):
        raise got
    return got


def free_gpu():
    import torch
    gc.collect()
    torch.cuda.empty_cache()


def fmt_us(block):
    if not block:
        return "-"
    if block.get("median_us") is not None:
        return f"{block['median_us']:.0f}"
    return block.get("status", "-")[:24]


def cmd_step(args):
    budget = sc.Budget(args.budget_s, STARTED)
    specs, refused = specs_for(args)
    cases, skipped = step_cases(specs, args.layers)
    profiled = PROFILE_CASES
    if args.cases:
        # Only these (B, L), each profiled: a closer look at a few steps.
        profiled = args.cases
        cases = [c for c in cases if (c[1], c[2]) in profiled]
    env = sc.environment(args.dry_run)
    section = {"environment": env, "args": vars(args), "configs": specs, "refused": refused,
               "notes": [f"static KV cache [B, KVH, L + {CACHE_SLACK}, D] per layer; the step writes k, v at "
                         "position L and attends to the first L + 1 positions (no mask)",
                         "graph: the step captured in a CUDA graph, timed as replays; eager: the same step; "
                         "each after a synchronize, between CUDA events (launch gaps included)",
                         f"cases whose KV cache over the layers exceeds {STEP_KV_LIMIT / 2 ** 30:g} GiB are skipped"],
               "cases": [], "skipped": skipped, "finished": False}
    doc = open_section(args.out, "step", section)
    sc.write_json(args.out, doc, indent=None)
    sc.say(f"step: {len(cases)} cases over {len(specs)} configs ({len(skipped)} skipped over "
           f"{STEP_KV_LIMIT / 2 ** 30:g} GiB of KV cache), {args.layers} layers{' (dry run)' if args.dry_run else ''}")
    start_section(args, specs, section)
    models = {}
    max_position = max(STEP_LENS) + CACHE_SLACK

    def measure(case):
        spec, b, n = case
        profile = (b, n) in profiled
        if args.dry_run:
            import serving_model
            return {"config": spec["name"], "batch": b, "kv_len": n, "lmax": n + CACHE_SLACK, "layers": args.layers,
                    "kv_cache_bytes": serving_model.kv_bytes(spec, b, n + CACHE_SLACK), "status": "dry-run",
                    "profiled": profile}
        try:
            return run_step_case(get_model(models, spec, max_position), b, n, args.reps, profile)
        except Exception as e:
            return {"config": spec["name"], "batch": b, "kv_len": n, "layers": args.layers, "status": sc.failure(e)}
        finally:
            free_gpu()

    def progress(case, rec):
        spec, b, n = case
        extra = ""
        if rec.get("profile"):
            p = rec["profile"]
            extra = "".join(f" {kind} profile: {p[kind].get('kernels')} kernels, busy {p[kind].get('busy_share', '?')}, "
                            f"gap/kernel {p[kind].get('gap_per_kernel_us', '?')} us;"
                            if "kernels" in p.get(kind, {}) else f" {kind} profile: {p[kind].get('error', '?')[:40]};"
                            for kind in ("graph", "eager") if kind in p)
        return (f"{spec['name']} B{b} L{n}: graph {fmt_us(rec.get('graph'))} us, "
                f"eager {fmt_us(rec.get('eager'))} us [{rec['status'][:60]}]{extra}")

    run_cases(args, doc, section, cases, budget, measure, progress)
    rows = []
    for spec in specs:
        mine = [c for c in section["cases"] if c["config"] == spec["name"]]
        row = {"config": spec["name"], "kind": f"{spec['heads']}/{spec['kv_heads']}x{spec['head_dim']}",
               "cases": len(mine), "ok": sum(c["status"] in ("ok", "dry-run") for c in mine)}
        for b, n in PROFILE_CASES:
            c = next((c for c in mine if c["batch"] == b and c["kv_len"] == n), None)
            row[f"B{b}L{n} graph/eager us"] = (f"{fmt_us(c.get('graph'))}/{fmt_us(c.get('eager'))}"
                                                if c and "graph" in c else "")
        rows.append(row)
    sc.say(sc.table(rows, ["config", "kind", "cases", "ok"] + [f"B{b}L{n} graph/eager us" for b, n in PROFILE_CASES]))


# ---------------------------------------------------------------- prefill

def run_prefill_case(model, batch, seq, reps):
    import torch
    import serving_model
    spec = model.spec
    rec = {"config": spec["name"], "model_type": spec["model_type"], "attention": serving_model.attention_kind(spec),
           "batch": batch, "seq": seq, "tokens": batch * seq, "layers": spec["layers"],
           "weight_bytes": model.weight_bytes(), "kv_cache_bytes": serving_model.kv_bytes(spec, batch, seq)}
    cache = model.new_cache(batch, seq)
    ids, positions, index = serving_model.prefill_inputs(model, batch, seq)

    def prefill():
        return model.forward(ids, positions, cache, index, seq, True)

    with torch.no_grad():
        out = prefill()
        torch.cuda.synchronize()
        if tuple(out.shape) != (batch, 1, spec["vocab"]) or not bool(torch.isfinite(out).all()):
            rec["status"] = f"error: logits {tuple(out.shape)} or non-finite"
            return rec
        del out
        rec["eager"] = timed_block(prefill, reps)
    rec["status"] = rec["eager"]["status"]
    return rec


def cmd_prefill(args):
    budget = sc.Budget(args.budget_s, STARTED)
    specs, refused = specs_for(args)
    cases = [(spec, b, s) for b, s in PREFILL_CASES for spec in specs]
    env = sc.environment(args.dry_run)
    section = {"environment": env, "args": vars(args), "configs": specs, "refused": refused,
               "notes": ["the serving model over S new tokens of B sequences from an empty static cache [B, KVH, S, D] "
                         "(k, v written at 0..S-1); causal SDPA over the prompt's own k, v (is_causal, enable_gqa); "
                         "final norm over all tokens, LM head on the last one",
                         "eager, each call after a synchronize between CUDA events"],
               "cases": [], "finished": False}
    doc = open_section(args.out, "prefill", section)
    sc.write_json(args.out, doc, indent=None)
    sc.say(f"prefill: {len(cases)} cases over {len(specs)} configs{' (dry run)' if args.dry_run else ''}")
    start_section(args, specs, section)
    models = {}
    max_position = max(s for _, s in PREFILL_CASES) + CACHE_SLACK

    def measure(case):
        spec, b, s = case
        if args.dry_run:
            return {"config": spec["name"], "batch": b, "seq": s, "tokens": b * s, "status": "dry-run"}
        try:
            return run_prefill_case(get_model(models, spec, max_position), b, s, args.reps)
        except Exception as e:
            return {"config": spec["name"], "batch": b, "seq": s, "tokens": b * s, "status": sc.failure(e)}
        finally:
            free_gpu()

    def progress(case, rec):
        spec, b, s = case
        return f"{spec['name']} {b}x{s}: {fmt_us(rec.get('eager'))} us [{rec['status'][:60]}]"

    run_cases(args, doc, section, cases, budget, measure, progress)
    rows = []
    for spec in specs:
        row = {"config": spec["name"]}
        for b, s in PREFILL_CASES:
            c = next((c for c in section["cases"] if c["config"] == spec["name"] and c["batch"] == b and c["seq"] == s),
                     None)
            row[f"{b}x{s}"] = fmt_us(c.get("eager")) if c and "eager" in c else (c["status"][:8] if c else "")
        rows.append(row)
    sc.say("prefill us:")
    sc.say(sc.table(rows, ["config"] + [f"{b}x{s}" for b, s in PREFILL_CASES]))


# ---------------------------------------------------------------- hf-eager

def hf_config(fields, layers):
    """(config, dropout fields zeroed) as measure_hf_steps.py makes it, with --layers layers
    and the KV cache on."""
    import measure_hf_steps
    fields = measure_hf_steps.apply_overrides(fields, {"num_hidden_layers": layers})
    cfg, zeroed = measure_hf_steps.make_config(fields, max(HF_LENS) + 64)
    cfg.use_cache = True
    if getattr(cfg, "num_hidden_layers", layers) != layers:
        raise ValueError(f"num_hidden_layers is {getattr(cfg, 'num_hidden_layers', None)}, not {layers}")
    return cfg, zeroed


def new_dynamic_cache(config):
    from transformers import DynamicCache
    try:
        return DynamicCache(config=config), "DynamicCache(config=model.config)"
    except TypeError:
        return DynamicCache(), "DynamicCache()"


def run_hf_case(entry, batch, kv_len, reps):
    import torch
    model, cfg = entry["model"], entry["cfg"]
    vocab = cfg.vocab_size
    rec = {"config": entry["name"], "model_type": cfg.model_type, "batch": batch, "kv_len": kv_len,
           "layers": cfg.num_hidden_layers}
    gen = torch.Generator(device="cuda")
    gen.manual_seed(batch * 100003 + kv_len)
    prompt = torch.randint(0, vocab, (batch, kv_len), device="cuda", generator=gen)
    nxt = torch.randint(0, vocab, (batch, 1), device="cuda", generator=gen)
    state = {}

    def prefill():
        cache, how = new_dynamic_cache(model.config)
        model.base_model(input_ids=prompt, past_key_values=cache, use_cache=True)
        state["cache"], rec["cache_kind"] = cache, how

    def decode():
        return model(input_ids=nxt, past_key_values=state["cache"], use_cache=True).logits

    def reset():
        if rec.get("cache_reset") == "rebuild":
            prefill()
            return
        try:
            state["cache"].crop(kv_len)
            if state["cache"].get_seq_length() != kv_len:
                raise ValueError(f"crop left {state['cache'].get_seq_length()} positions")
            rec["cache_reset"] = "crop"
        except Exception as e:
            rec["cache_reset"] = "rebuild"
            rec["crop_error"] = sc.first_line(e)
            prefill()

    with torch.no_grad():
        began = time.time()
        prefill()
        torch.cuda.synchronize()
        rec["prefill_s"] = round(time.time() - began, 3)
        if state["cache"].get_seq_length() != kv_len:
            rec["status"] = f"error: prefill left {state['cache'].get_seq_length()} cached positions, not {kv_len}"
            return rec
        logits = decode()
        torch.cuda.synchronize()
        if tuple(logits.shape) != (batch, 1, vocab) or not bool(torch.isfinite(logits).all()):
            rec["status"] = f"error: logits {tuple(logits.shape)} or non-finite"
            return rec
        del logits
        reset()
        import gpu_conditions
        start, end = torch.cuda.Event(enable_timing=True), torch.cuda.Event(enable_timing=True)
        gpu, host = [], []
        with gpu_conditions.Sampler() as sampler:
            for i in range(2 + reps):
                torch.cuda.synchronize()
                t0 = time.perf_counter()
                start.record()
                decode()
                end.record()
                t1 = time.perf_counter()
                torch.cuda.synchronize()
                if i >= 2:
                    gpu.append(start.elapsed_time(end) * 1000.0)
                    host.append((t1 - t0) * 1e6)
                reset()
        rec["step"] = {**sc.stats(gpu), "reps": reps, "host_median_us": sc.stats(host)["median_us"],
                       "conditions": sampler.summary()}
        try:
            from torch.profiler import ProfilerActivity, profile
            with profile(activities=[ProfilerActivity.CPU, ProfilerActivity.CUDA]) as prof:
                decode()
                torch.cuda.synchronize()
            reset()
            p = sc.kernel_summary(sc.kernels(prof))
            p.update(sc.cpu_ops(prof))
            if gpu:
                p["busy_share"] = round(p["kernel_us"] / sc.stats(gpu)["median_us"], 4)
            rec["profile"] = p
        except Exception as e:
            rec["profile"] = {"error": sc.failure(e)}
    state.clear()
    rec["status"] = "ok"
    return rec


def cmd_hf_eager(args):
    budget = sc.Budget(args.budget_s, STARTED)
    configs = resolve_configs(args.configs)
    grid = [(b, n) for n in HF_LENS for b in HF_BATCHES]
    order = [c for c in HF_FIRST if c in grid] + [c for c in grid if c not in HF_FIRST]
    cases = [(name, fields, b, n) for b, n in order for name, fields in configs]
    env = sc.environment(args.dry_run)
    section = {"environment": env, "args": vars(args), "configs": [name for name, _ in configs],
               "notes": ["transformers.AutoConfig.for_model as measure_hf_steps.py (dropout 0, bf16, "
                         "attn_implementation='sdpa'), num_hidden_layers = --layers, use_cache, eval(), no_grad()",
                         "DynamicCache filled by model.base_model over L random tokens (no logits over the prompt); "
                         "each timed step model(input_ids [B,1], past_key_values=cache, use_cache=True), then the "
                         "cache cropped back to L (cache_reset 'crop') or rebuilt by a new prefill ('rebuild')",
                         "step: between CUDA events after a synchronize; host_median_us: the host's time to the end "
                         "event's record; profile: one step, CPU aten ops (all / top-level), launch calls, kernels"],
               "cases": [], "finished": False}
    doc = open_section(args.out, "hf_eager", section)
    sc.write_json(args.out, doc, indent=None)
    sc.say(f"hf-eager: {len(cases)} cases over {len(configs)} configs{' (dry run)' if args.dry_run else ''}")
    entries = {}
    if args.dry_run:
        try:
            import transformers  # noqa: F401
            for name, fields in configs:
                try:
                    cfg, _ = hf_config(fields, args.layers)
                    entries[name] = f"config ok ({cfg.model_type}, {cfg.num_hidden_layers} layers)"
                except Exception as e:
                    entries[name] = f"config error: {sc.first_line(e)}"
        except ImportError:
            entries = {name: "transformers not importable: configs not built" for name, _ in configs}
        section["dry_run_configs"] = entries
        for name, note in entries.items():
            sc.say(f"{name}: {note}")
    else:
        import gpu_timing
        gpu_timing.spin_up_clocks(args.spin_s)

    def measure(case):
        name, fields, b, n = case
        if args.dry_run:
            return {"config": name, "batch": b, "kv_len": n, "status": "dry-run"}
        try:
            if name not in entries:
                import measure_hf_steps
                began = time.time()
                try:
                    cfg, zeroed = hf_config(fields, args.layers)
                    model = measure_hf_steps.build(cfg).eval()
                    entries[name] = {"name": name, "model": model, "cfg": model.config, "zeroed": zeroed,
                                     "build_s": round(time.time() - began, 2)}
                except Exception as e:
                    entries[name] = e
            if isinstance(entries[name], Exception):
                raise entries[name]
            rec = run_hf_case(entries[name], b, n, args.reps)
            rec["build_s"] = entries[name]["build_s"]
            rec["dropout_zeroed"] = entries[name]["zeroed"]
            rec["attn_implementation"] = getattr(entries[name]["cfg"], "_attn_implementation", None)
            return rec
        except Exception as e:
            return {"config": name, "batch": b, "kv_len": n, "status": sc.failure(e)}
        finally:
            free_gpu()

    def progress(case, rec):
        name, _, b, n = case
        step = rec.get("step") or {}
        prof = rec.get("profile") or {}
        return f"{name} B{b} L{n}: " + (
            f"{step['median_us']:.0f} us, {prof.get('aten_ops', '?')} aten ops, {prof.get('kernels', '?')} kernels, "
            f"reset {rec.get('cache_reset', '?')}" if step.get("median_us") is not None else rec["status"][:80])

    run_cases(args, doc, section, cases, budget, measure, progress)
    rows = []
    for name, _ in configs:
        row = {"config": name}
        for b, n in order:
            c = next((c for c in section["cases"] if c["config"] == name and c["batch"] == b and c["kv_len"] == n), None)
            row[f"B{b}L{n}"] = (f"{c['step']['median_us']:.0f}" if c and c.get("step", {}).get("median_us") is not None
                                else (c["status"][:8] if c else ""))
        rows.append(row)
    sc.say("hf-eager decode step us:")
    sc.say(sc.table(rows, ["config"] + [f"B{b}L{n}" for b, n in order]))


def parse_cases(text):
    """'1:512,8:512' -> [(1, 512), (8, 512)], each from the step grid."""
    try:
        cases = [tuple(int(x) for x in item.split(":")) for item in text.split(",") if item]
    except ValueError:
        raise argparse.ArgumentTypeError(f"expected B:L,... with integers, got {text!r}")
    grid = {(b, n) for b in STEP_BATCHES for n in STEP_LENS}
    for case in cases:
        if len(case) != 2 or case not in grid:
            raise argparse.ArgumentTypeError(f"{case} is not a B:L of the step grid "
                                             f"(batches {STEP_BATCHES}, lengths {STEP_LENS})")
    return cases


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    sub = ap.add_subparsers(dest="command", required=True)
    common = argparse.ArgumentParser(add_help=False)
    common.add_argument("--dry-run", action="store_true", help="the case list and the output, no GPU, no timing")
    common.add_argument("--spin-s", type=float, default=2.0, help="seconds of large GEMMs first, so the clock is up")
    a = sub.add_parser("attention", parents=[common], help="SDPA decode attention per backend")
    a.add_argument("out", help="CSV to write (and OUT.csv.json beside it)")
    a.add_argument("--set", choices=["fit", "validate", "all"], default="all")
    a.add_argument("--backends", default="cudnn,flash,efficient,default",
                   help="comma-separated, of: " + ", ".join(ATTN_BACKENDS))
    a.add_argument("--budget-s", type=float, default=150.0, help="no new problem once this much wall time is spent")
    a.add_argument("--seed", type=int, default=0, help="for the backends' order")
    for name, help_text, budget, reps in (("step", "the serving model's decode step, CUDA graph and eager", 150.0, 20),
                                          ("hf-eager", "Hugging Face's eager decode step", 60.0, 10),
                                          ("prefill", "the serving model's prefill, eager", 30.0, 5)):
        s = sub.add_parser(name, parents=[common], help=help_text)
        s.add_argument("out", help="JSON to write (its section; other sections kept)")
        s.add_argument("--configs", default="", help="comma-separated config names or paths (default: the docstring's)")
        s.add_argument("--layers", type=int, default=4, help="decoder layers")
        s.add_argument("--reps", type=int, default=reps, help="timed steps per case")
        s.add_argument("--budget-s", type=float, default=budget, help="no new case once this much wall time is spent")
        if name == "step":
            s.add_argument("--cases", type=parse_cases, default=[],
                           help="B:L,... : only these batch x KV-length cases of the grid, each profiled")
    args = ap.parse_args()
    least = MIN_REPS.get(args.command, 1)
    if getattr(args, "reps", least) < least:
        ap.error(f"--reps must be at least {least} for {args.command}")
    if getattr(args, "layers", 1) < 1:
        ap.error("--layers must be at least 1")
    {"attention": cmd_attention, "step": cmd_step, "hf-eager": cmd_hf_eager, "prefill": cmd_prefill}[args.command](args)


if __name__ == "__main__":
    main()
