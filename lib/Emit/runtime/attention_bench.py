#!/usr/bin/env python3
"""dimtune's attention benchmark, written by --dimtune-emit-bench beside its GEMM runner.

    python3 attention_bench.py [--problems attention_problems.json] [--out results-attention.json]
                               [--rounds 5] [--reps 10] [--shard I/N]

Times each attention problem of the plan and its candidates (the head dim rounded to the
backend's kernel head dim, other head counts at the same width) forward and backward through
PyTorch's scaled_dot_product_attention, with only the plan's backend enabled, as training runs
it: bf16/fp16 inputs laid out as Hugging Face's q.view(B, S, H, D).transpose(1, 2), random
values rotated over several input sets past the L2, warm-up, every call between CUDA events.
A problem's variants are timed in rounds, in a random order each round, so that clock drift
hits them alike; a variant's time is the median over rounds of each round's median. The
clocks, power, temperature and throttle reasons are read with every problem (NVML).
dimtune-tune --merge RESULTS.json --target NAME --db DB adds the results to a tuning database.
"""
import argparse
import json
import os
import random
import statistics
import time

FORMAT_VERSION = 1
BACKENDS = {"flash2": "FLASH_ATTENTION", "cudnn": "CUDNN_ATTENTION", "efficient": "EFFICIENT_ATTENTION"}
SET_BYTES = 256 << 20


def conditions():
    """SM and memory clocks, power, temperature, throttle reasons; {} without NVML."""
    try:
        import pynvml
        pynvml.nvmlInit()
        h = pynvml.nvmlDeviceGetHandleByIndex(0)
        reasons = getattr(pynvml, "nvmlDeviceGetCurrentClocksEventReasons",
                          getattr(pynvml, "nvmlDeviceGetCurrentClocksThrottleReasons", None))
        return {"sm_clock_mhz": pynvml.nvmlDeviceGetClockInfo(h, pynvml.NVML_CLOCK_SM),
                "mem_clock_mhz": pynvml.nvmlDeviceGetClockInfo(h, pynvml.NVML_CLOCK_MEM),
                "power_w": pynvml.nvmlDeviceGetPowerUsage(h) / 1000.0,
                "temp_c": pynvml.nvmlDeviceGetTemperature(h, pynvml.NVML_TEMPERATURE_GPU),
                "throttle_reasons": int(reasons(h)) if reasons else None}
    except Exception:
        return {}


def environment(torch):
    driver = "unknown"
    try:
        import pynvml
        pynvml.nvmlInit()
        driver = pynvml.nvmlSystemGetDriverVersion()
        driver = driver.decode() if isinstance(driver, bytes) else driver
    except Exception:
        pass
    return {"gpu": torch.cuda.get_device_name(0), "driver": driver, "torch": torch.__version__,
            "cuda_runtime": torch.version.cuda, "cudnn": torch.backends.cudnn.version() or 0}


def time_calls(torch, calls, reps):
    """Median of `reps` calls, each between two CUDA events, after a warm-up."""
    for call in calls[:3]:
        call()
    torch.cuda.synchronize()
    events = [(torch.cuda.Event(enable_timing=True), torch.cuda.Event(enable_timing=True))
              for _ in range(reps)]
    torch.cuda._sleep(50_000_000)  # the queue fills while the GPU spins
    for i, (start, end) in enumerate(events):
        start.record()
        calls[i % len(calls)]()
        end.record()
    torch.cuda.synchronize()
    return statistics.median(s.elapsed_time(e) * 1000.0 for s, e in events)


class Variant:
    """One shape of a problem: its inputs and its forward and backward calls."""

    def __init__(self, torch, problem, variant, dtype):
        import torch.nn.functional as F
        b, s, t = problem["batch"], problem["q_len"], problem["kv_len"]
        h, kv = variant["heads"], variant["kv_heads"]
        d, dv = variant["head_dim"], variant["v_head_dim"]
        causal = bool(problem["causal"])

        def tensor(seq, heads, dim, grad=True):
            x = torch.randn(b, seq, heads, dim, dtype=dtype, device="cuda").transpose(1, 2).detach()
            return x.requires_grad_(grad)

        def one():
            return tensor(s, h, d), tensor(t, kv, d), tensor(t, kv, dv), tensor(s, h, dv, grad=False)

        first = one()
        size = sum(x.numel() * x.element_size() for x in first)
        self.sets = [first] + [one() for _ in range(min(8, max(1, SET_BYTES // size)) - 1)]
        mask = None
        if problem.get("explicit_mask"):
            rows = torch.arange(s, device="cuda")[:, None]
            mask = (torch.arange(t, device="cuda")[None, :] <= rows).expand(b, 1, s, t)
        gqa = kv != h

        def attend(x):
            if mask is not None:
                return F.scaled_dot_product_attention(x[0], x[1], x[2], attn_mask=mask, enable_gqa=gqa)
            return F.scaled_dot_product_attention(x[0], x[1], x[2], is_causal=causal, enable_gqa=gqa)

        self.attend = attend

    def forward_calls(self):
        return [lambda x=x: self.attend(x) for x in self.sets]

    def backward_calls(self, torch):
        outs = [self.attend(x) for x in self.sets]
        return [lambda o=o, x=x: torch.autograd.grad(o, x[:3], x[3], retain_graph=True)
                for o, x in zip(outs, self.sets)]


def measure_problem(torch, problem, rounds, reps, rng):
    from torch.nn.attention import SDPBackend, sdpa_kernel
    dtype = {"bf16": torch.bfloat16, "f16": torch.float16}.get(problem["dtype"])
    backend = BACKENDS.get(problem["backend"])
    results = [{**v, "status": "ok", "fwd_rounds": [], "bwd_rounds": [], "note": ""}
               for v in problem["variants"]]
    if dtype is None or backend is None:
        why = f"the script times bf16/f16 on {sorted(BACKENDS)}, not {problem['dtype']} on {problem['backend']}"
        return [{**r, "status": "unsupported", "note": why} for r in results]
    with sdpa_kernel([getattr(SDPBackend, backend)]):
        built = []
        for r in results:
            try:
                v = Variant(torch, problem, r, dtype)
                out = v.attend(v.sets[0])
                grads = torch.autograd.grad(out, v.sets[0][:3], v.sets[0][3])
                if not torch.isfinite(out).all() or not all(torch.isfinite(g).all() for g in grads):
                    r.update(status="error", note="non-finite output or gradient")
                    v = None
            except torch.cuda.OutOfMemoryError:
                r.update(status="oom", note="out of memory")
                v = None
            except RuntimeError as e:
                r.update(status="unsupported", note=str(e).strip().splitlines()[0][:200])
                v = None
            built.append(v)
        for _ in range(rounds):
            order = [i for i, v in enumerate(built) if v is not None]
            rng.shuffle(order)
            for i in order:
                v, r = built[i], results[i]
                r["fwd_rounds"].append(time_calls(torch, v.forward_calls(), reps))
                r["bwd_rounds"].append(time_calls(torch, v.backward_calls(torch), reps))
    for r in results:
        if r["status"] == "ok":
            r["fwd_us"] = statistics.median(r["fwd_rounds"])
            r["bwd_us"] = statistics.median(r["bwd_rounds"])
    return results


def main():
    here = os.path.dirname(os.path.abspath(__file__))
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--problems", default=os.path.join(here, "attention_problems.json"))
    ap.add_argument("--out", default="results-attention.json")
    ap.add_argument("--rounds", type=int, default=5)
    ap.add_argument("--reps", type=int, default=10)
    ap.add_argument("--shard", default="0/1", help="I/N: every N-th problem from the I-th")
    ap.add_argument("--seed", type=int, default=0)
    args = ap.parse_args()
    index, count = (int(x) for x in args.shard.split("/"))
    if not 0 <= index < count:
        ap.error(f"--shard wants I/N with 0 <= I < N, got {args.shard}")
    with open(args.problems) as f:
        plan = json.load(f)
    if plan.get("format_version") != FORMAT_VERSION:
        ap.error(f"{args.problems}: format_version {plan.get('format_version')}, this script reads {FORMAT_VERSION}")
    import torch
    rng = random.Random(args.seed)
    started = time.time()
    doc = {"format_version": FORMAT_VERSION, "kind": "attention", **environment(torch),
           "rounds": args.rounds, "reps": args.reps, "problems": []}
    mine = [p for i, p in enumerate(plan["problems"]) if i % count == index]
    for n, problem in enumerate(mine):
        before = conditions()
        variants = measure_problem(torch, problem, args.rounds, args.reps, rng)
        doc["problems"].append({**{k: v for k, v in problem.items() if k != "variants"},
                                "conditions": before, "variants": variants})
        print(f"[{n + 1}/{len(mine)}] {problem['backend']} " + ", ".join(
            f"{v['label']} {v.get('fwd_us', 0):.1f}/{v.get('bwd_us', 0):.1f} us" if v["status"] == "ok"
            else f"{v['label']} {v['status']}" for v in variants), flush=True)
    doc["elapsed_s"] = round(time.time() - started, 2)
    tmp = args.out + ".tmp"
    with open(tmp, "w") as f:
        json.dump(doc, f, indent=1)
    os.replace(tmp, args.out)
    print(f"timed {len(mine)} attention problems in {doc['elapsed_s']:.1f} s -> {args.out}")


if __name__ == "__main__":
    main()
