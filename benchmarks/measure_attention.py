#!/usr/bin/env python3
"""Time fused attention, PyTorch's scaled_dot_product_attention, forward and backward, per
backend (flash, cuDNN, memory-efficient), for dimtune's attention model.

    python3 benchmarks/measure_attention.py fit OUT.csv [--backends flash,cudnn,efficient]
        [--dtype bf16] [--reps 20] [--budget-s 240]
    python3 benchmarks/measure_attention.py validate OUT.csv
    python3 benchmarks/measure_attention.py mask OUT.csv --backends cudnn,efficient

Problems: attention_shapes.py. Inputs as Hugging Face models make them: q is
randn(B, S, H, D).transpose(1, 2) (the projection's output viewed per head), k and v
likewise with kv_heads (v with v_head_dim), all requiring grad; the output's gradient is
[B, S, H, Dv] transposed the same way, as it comes back through HF's
transpose(1, 2).contiguous(). Only the backend measured is enabled (sdpa_kernel), so a
problem it refuses is recorded 'unsupported' (the reason in 'note') instead of running on
another kernel. The backends' order is shuffled per problem, so that clock drift does not
always hit the same one.

Method: gpu_timing.time_calls with spin_for_host (random inputs rotated over up to 8 sets
when one set is under 256 MiB, 3 warm-up calls, every call between two CUDA events, median,
p10, p90, a spin ahead of the timed calls). fwd times the call; bwd first runs the forward
once per input set and then times torch.autograd.grad(out, (q, k, v), grad_out,
retain_graph=True). The output and gradients are checked finite once per problem and
backend. Rows are written as they are measured, so a killed run keeps what it measured; the
clocks, power, temperature and throttle reasons are read before each problem.
"""
import argparse
import csv
import random
import time
import warnings

import attention_shapes
import gpu_conditions
import gpu_timing

BACKENDS = {"flash": "FLASH_ATTENTION", "cudnn": "CUDNN_ATTENTION", "efficient": "EFFICIENT_ATTENTION"}
DTYPES = {"bf16": "bfloat16", "f16": "float16"}
COLUMNS = ["set", "backend", "direction", "dtype", "batch", "heads", "kv_heads", "q_len", "kv_len",
           "head_dim", "v_head_dim", "causal", "explicit_mask", "status", "median_us", "p10_us", "p90_us", "reps",
           "sm_clock_mhz", "mem_clock_mhz", "power_w", "temp_c", "throttle", "note"]
SET_BYTES = 256 << 20  # rotate input sets until they add up to this (> 4x the L2)
MOST_SETS = 8
NOTE_CHARS = 300
EMPTY_CACHE_EVERY = 10  # problems


def backend_of_kernel(name):
    """The SDPA backend a kernel name belongs to, or None. cuDNN's names mention flash and
    sdpa too, so it is tested first; the memory-efficient kernels are CUTLASS's fmha."""
    n = name.lower()
    if "cudnn" in n or "fort_native_sdpa" in n:
        return "CUDNN_ATTENTION"
    if "flash" in n:
        return "FLASH_ATTENTION"
    if "fmha" in n or "memeff" in n or "mem_eff" in n:
        return "EFFICIENT_ATTENTION"
    return None


def first_line(error):
    text = str(error).strip()
    return text.splitlines()[0] if text else type(error).__name__


def warned(caught):
    """The warnings' first lines, once each, without PyTorch's '(Triggered internally at'."""
    lines = []
    for w in caught:
        line = first_line(w.message).split(" (Triggered internally")[0]
        if line not in lines:
            lines.append(line)
    return "; ".join(lines)[:NOTE_CHARS]


def refusal(error, caught):
    """Why a backend refused: the error's first line and, for 'No available kernel', the
    reasons PyTorch's checks gave as warnings."""
    text = first_line(error)
    reasons = warned(caught)
    if "No available kernel" in text and reasons:
        text = f"{text} {reasons}"
    return text[:NOTE_CHARS]


def hf_tensor(batch, seq, heads, dim, dtype, grad=True):
    """[B, S, H, D] storage seen as [B, H, S, D], as HF's view(...).transpose(1, 2) makes it;
    detached so that it is a leaf autograd can differentiate against."""
    import torch
    x = torch.randn(batch, seq, heads, dim, dtype=dtype, device="cuda").transpose(1, 2).detach()
    return x.requires_grad_(grad)


def make_sets(p, dtype):
    """(q, k, v, grad_out) sets, as many as needed to rotate past the L2 (at most 8)."""
    def one():
        return (hf_tensor(p["batch"], p["q_len"], p["heads"], p["head_dim"], dtype),
                hf_tensor(p["batch"], p["kv_len"], p["kv_heads"], p["head_dim"], dtype),
                hf_tensor(p["batch"], p["kv_len"], p["kv_heads"], p["v_head_dim"], dtype),
                hf_tensor(p["batch"], p["q_len"], p["heads"], p["v_head_dim"], dtype, grad=False))
    first = one()
    set_bytes = sum(t.numel() * t.element_size() for t in first)
    return [first] + [one() for _ in range(min(MOST_SETS, max(1, SET_BYTES // set_bytes)) - 1)]


def both(status, note):
    return {"fwd": (status, None, note), "bwd": (status, None, note)}


def attempt(timing):
    """('ok', timing(), '') or the failure as (status, None, note)."""
    import torch
    try:
        return "ok", timing(), ""
    except torch.cuda.OutOfMemoryError:
        return "oom", None, "out of memory"
    except Exception as e:
        return "error", None, first_line(e)[:NOTE_CHARS]


def measure(p, sets, backend, reps):
    """{'fwd' | 'bwd': (status, (median, p10, p90) in us or None, note)} for one backend."""
    import torch
    import torch.nn.functional as F
    from torch.nn.attention import sdpa_kernel

    gqa = p["kv_heads"] != p["heads"]
    mask = None
    if p.get("explicit_mask"):
        # Hugging Face's boolean [B, 1, Sq, Skv] (True: attend), causal inside the window.
        rows = torch.arange(p["q_len"], device="cuda")[:, None]
        cols = torch.arange(p["kv_len"], device="cuda")[None, :]
        mask = (cols <= rows).expand(p["batch"], 1, p["q_len"], p["kv_len"])

    def attend(s):
        if mask is not None:
            return F.scaled_dot_product_attention(s[0], s[1], s[2], attn_mask=mask, enable_gqa=gqa)
        return F.scaled_dot_product_attention(s[0], s[1], s[2], is_causal=bool(p["causal"]), enable_gqa=gqa)

    with sdpa_kernel([backend]), warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        try:
            out = attend(sets[0])
        except torch.cuda.OutOfMemoryError:
            return both("oom", "out of memory")
        except RuntimeError as e:  # with the others disabled, this backend cannot run it
            return both("unsupported", refusal(e, caught))
        if not torch.isfinite(out).all():
            return both("error", "non-finite output")
        fwd = attempt(lambda: gpu_timing.time_calls([lambda s=s: attend(s) for s in sets], reps,
                                                      spin_for_host=True))
        try:
            grads = torch.autograd.grad(out, sets[0][:3], sets[0][3])
        except torch.cuda.OutOfMemoryError:
            return {"fwd": fwd, "bwd": ("oom", None, "out of memory")}
        except RuntimeError as e:
            return {"fwd": fwd, "bwd": ("unsupported", None, refusal(e, caught))}
        del out
        finite = all(bool(torch.isfinite(g).all()) for g in grads)
        del grads
        if not finite:
            return {"fwd": fwd, "bwd": ("error", None, "non-finite gradient")}

        def time_bwd():
            outs = [attend(s) for s in sets]
            return gpu_timing.time_calls(
                [lambda o=o, s=s: torch.autograd.grad(o, s[:3], s[3], retain_graph=True)
                 for o, s in zip(outs, sets)], reps, spin_for_host=True)

        bwd = attempt(time_bwd)
        note = warned(caught)  # e.g. a backend copying a gradient it wants in another layout
    return {d: (status, timing, note if status == "ok" else why)
            for d, (status, timing, why) in (("fwd", fwd), ("bwd", bwd))}


def default_backend(dtype):
    """The backend SDPA picks when none is asked for, on a typical training problem (B 4,
    H 32, S 2048, D 128, causal, HF layout, requiring grad): torch._fused_sdp_choice where it
    exists, else the kernels a profiled call runs."""
    import torch
    import torch.nn.functional as F
    from torch.nn.attention import SDPBackend
    q, k, v = (hf_tensor(4, 2048, 32, 128, dtype) for _ in range(3))
    try:
        choose = getattr(torch, "_fused_sdp_choice", None)
        if choose is not None:
            index = int(choose(q, k, v, is_causal=True))
            for name in ("MATH", "FLASH_ATTENTION", "EFFICIENT_ATTENTION", "CUDNN_ATTENTION", "OVERRIDEABLE"):
                member = getattr(SDPBackend, name, None)
                if member is not None and int(getattr(member, "value", member)) == index:
                    return name
            return f"unknown ({index})"
        from torch.profiler import ProfilerActivity, profile
        with profile(activities=[ProfilerActivity.CUDA]) as prof:
            F.scaled_dot_product_attention(q, k, v, is_causal=True)
            torch.cuda.synchronize()
        found = sorted({backend_of_kernel(e.name) for e in prof.events()} - {None})
        return ",".join(found) + " (profiled)" if found else "MATH (no fused attention kernel seen)"
    except Exception as e:
        return f"unknown ({first_line(e)})"


def cell(value, digits=3):
    if value is None:
        return ""
    return f"{value:.{digits}f}" if isinstance(value, float) else str(value)


def summary(results):
    parts = []
    for name, r in results.items():
        parts.append(f"{name} " + " ".join(f"{d} {cell(r[d][1][0], 1)}" if r[d][0] == "ok" else f"{d} {r[d][0]}"
                                             for d in ("fwd", "bwd")))
    return " | ".join(parts)


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("which", choices=list(attention_shapes.SETS), help="problem set (attention_shapes.py)")
    ap.add_argument("out", help="CSV to write")
    ap.add_argument("--backends", default="flash,cudnn,efficient",
                    help="comma-separated, of: " + ", ".join(BACKENDS))
    ap.add_argument("--dtype", choices=sorted(DTYPES), default="bf16")
    ap.add_argument("--reps", type=int, default=20, help="timed calls per direction")
    ap.add_argument("--budget-s", type=float, default=240.0,
                    help="stop before the next problem once this much wall time is spent")
    ap.add_argument("--seed", type=int, default=0, help="for the backends' order")
    args = ap.parse_args()
    backends = [b.strip() for b in args.backends.split(",") if b.strip()]
    unknown = [b for b in backends if b not in BACKENDS]
    if unknown:
        ap.error(f"unknown backend(s) {unknown}; choose from {list(BACKENDS)}")

    import torch
    from torch.nn.attention import SDPBackend
    started = time.time()
    dtype = getattr(torch, DTYPES[args.dtype])
    problems = attention_shapes.shape_set(args.which)
    env = gpu_conditions.environment()
    default = default_backend(dtype)
    print(env, f"default backend {default}; {len(problems)} problems x {backends}", flush=True)
    gpu_timing.spin_up_clocks()
    rng = random.Random(args.seed)
    done = 0
    with open(args.out, "w", newline="") as f:
        for key, value in env.items():
            f.write(f"# {key}: {value}\n")
        f.write(f"# default_backend: {default}\n")
        w = csv.writer(f)
        w.writerow(COLUMNS)
        f.flush()
        for i, p in enumerate(problems):
            if time.time() - started > args.budget_s:
                f.write(f"# stopped: budget of {args.budget_s:.0f} s spent after {done} of {len(problems)} problems\n")
                print(f"budget of {args.budget_s:.0f} s spent after {done} of {len(problems)} problems", flush=True)
                break
            snap = gpu_conditions.snapshot()
            results = {}
            try:
                sets = make_sets(p, dtype)
            except torch.cuda.OutOfMemoryError:
                sets = None
                results = {b: both("oom", "out of memory making the inputs") for b in backends}
            if sets is not None:
                for b in rng.sample(backends, len(backends)):
                    try:
                        results[b] = measure(p, sets, getattr(SDPBackend, BACKENDS[b]), args.reps)
                    except Exception as e:  # whatever it was, record it and go on
                        results[b] = both("error", first_line(e)[:NOTE_CHARS])
            del sets
            for b, by_direction in results.items():
                for direction in ("fwd", "bwd"):
                    status, timing, note = by_direction[direction]
                    ok = status == "ok"
                    w.writerow([args.which, b, direction, args.dtype, p["batch"], p["heads"], p["kv_heads"],
                                p["q_len"], p["kv_len"], p["head_dim"], p["v_head_dim"], int(p["causal"]),
                                int(bool(p.get("explicit_mask"))), status] + [cell(t) for t in (timing if ok else (None, None, None))]
                               + [args.reps if ok else ""]
                               + ["" if snap.get(k) is None else snap[k]
                                  for k in ("sm_clock_mhz", "mem_clock_mhz", "power_w", "temp_c", "throttle_reasons")]
                               + [note])
            f.flush()
            done += 1
            if any(r[d][0] == "oom" for r in results.values() for d in r) or done % EMPTY_CACHE_EVERY == 0:
                torch.cuda.empty_cache()
            print(f"{done}/{len(problems)} {time.time() - started:.0f}s B{p['batch']} H{p['heads']}/{p['kv_heads']} "
                  f"S{p['q_len']} D{p['head_dim']}/{p['v_head_dim']} {'causal' if p['causal'] else 'full'}: "
                  f"{summary(results)}", flush=True)
    print(f"done: {done} of {len(problems)} problems in {time.time() - started:.0f}s -> {args.out}")


if __name__ == "__main__":
    main()
