#!/usr/bin/env python3
"""Where the host sets an eager Hugging Face training step's pace: one whole step per model under
torch.profiler (CPU and CUDA), each kernel's launch on the host set beside its run on the GPU.

    python3 benchmarks/profile_step_host.py OUT.json [--only gpt2,...] [--steps 10]

For each model (probe_step_host.MODELS: a config of examples/configs/ at the micro-batch and
sequence the step benchmarks run it, full depth), built as measure_hf_steps.py builds it (bf16, SDPA, random
weights, train mode, dropout 0), warmed up:
  - --steps steps timed normally (CUDA events; host wall), and the eager host pace
    (measure_hf_steps.host_pace_us) before and after;
  - one step with torch.cuda.set_sync_debug_mode("warn"): every call that synchronizes the host
    with the GPU, by the Python file and line that made it (the model's own code);
  - one step under torch.profiler, the backward inside a record_function("dimtune_backward"),
    exported as a Chrome trace and read: each kernel (correlation id) with its launch's host
    time stamp and its GPU start and end. From these: the host's time between consecutive
    launches, per phase (forward: launched before the backward began; backward) and per kind of
    the kernel launched (gemm / attention / other, as measure_hf_steps.category says), with the
    waits in synchronizing calls taken out; the GPU idle time between kernels, split into gaps
    where the next kernel had not been launched yet (the host late) and the others; and the
    synchronizing calls (their count, total wait, the aten op around each).
The profiler adds host time to every op: `profiled_wall_ms` beside the unprofiled wall says how
much.

Writes OUT.json: {environment, models: [{name, config, micro_batch, seq, layers, host_pace_us,
step_ms, wall_ms, sync_sites: [{site, count}], profile: {wall_ms, kernels: {forward, backward},
launch_gap_us: {phase: {kind: {count, median, mean, p90}}}, host_span_ms: {forward, backward},
gpu_busy_ms, gpu_idle_ms: {host_late, other}, syncs: [{name, op, wait_us}]}}]}.
"""
import argparse
import json
import os
import statistics
import sys
import tempfile
import time
import warnings

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import gpu_conditions  # noqa: E402
import measure_hf_steps as hf  # noqa: E402
from probe_step_host import MODELS  # noqa: E402  (one list of models for both probes)

LAUNCH_NAMES = ("cudaLaunchKernel", "cuLaunchKernel", "cudaLaunchKernelExC", "cuLaunchKernelEx",
                "cudaLaunchCooperativeKernel")
SYNC_WORDS = ("Synchronize", "Memcpy", "cudaStreamWaitEvent", "cudaEventSynchronize")


def summary(values):
    if not values:
        return {"count": 0}
    s = sorted(values)
    return {"count": len(s), "median": round(statistics.median(s), 3), "mean": round(sum(s) / len(s), 3),
            "p90": round(hf.quantile(s, 0.9), 3), "sum_ms": round(sum(s) / 1e3, 3)}


def sync_sites(model, ids):
    """file:line of every synchronizing call the step makes, with counts."""
    import torch
    counts = {}
    torch.cuda.synchronize()
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        torch.cuda.set_sync_debug_mode("warn")
        try:
            hf.step(model, ids)
        finally:
            torch.cuda.set_sync_debug_mode(0)
    torch.cuda.synchronize()
    for w in caught:
        if "synchroniz" not in str(w.message).lower():
            continue
        site = f"{os.path.relpath(w.filename, os.path.dirname(os.path.dirname(w.filename)))}:{w.lineno}"
        counts[site] = counts.get(site, 0) + 1
    return [{"site": s, "count": c} for s, c in sorted(counts.items(), key=lambda kv: -kv[1])]


def read_trace(path):
    """Kernels (launch ts, GPU start, end, name) in launch order, the backward's start, syncs."""
    with open(path) as f:
        events = json.load(f)["traceEvents"]
    launches, kernels, ops, syncs, backward_at = {}, {}, [], [], None
    for e in events:
        if e.get("ph") != "X":
            continue
        cat, name = e.get("cat", ""), e.get("name", "")
        corr = (e.get("args") or {}).get("correlation")
        if cat == "cuda_runtime" or cat == "cuda_driver":
            if name in LAUNCH_NAMES and corr is not None:
                launches[corr] = e["ts"]
            elif any(w in name for w in SYNC_WORDS):
                syncs.append(e)
        elif cat == "kernel" and corr is not None:
            kernels[corr] = e
        elif cat == "cpu_op":
            ops.append(e)
        elif cat == "user_annotation" and name == "dimtune_backward":
            backward_at = e["ts"]
    rows = []
    for corr, k in kernels.items():
        if corr in launches:
            rows.append((launches[corr], k["ts"], k["ts"] + k["dur"], k["name"]))
    rows.sort()
    return rows, backward_at, syncs, ops


def innermost_op(ops, ts):
    best = None
    for o in ops:
        if o["ts"] <= ts <= o["ts"] + o["dur"] and (best is None or o["dur"] < best["dur"]):
            best = o
    return best["name"] if best else None


def profiled_step(model, ids):
    import torch
    from torch.profiler import ProfilerActivity, profile, record_function
    torch.cuda.synchronize()
    began = time.perf_counter()
    with profile(activities=[ProfilerActivity.CPU, ProfilerActivity.CUDA]) as prof:
        loss = model(input_ids=ids, labels=ids).loss
        with record_function("dimtune_backward"):
            loss.backward()
        model.zero_grad(set_to_none=True)
        torch.cuda.synchronize()
    wall = (time.perf_counter() - began) * 1e3
    with tempfile.TemporaryDirectory() as tmp:
        path = os.path.join(tmp, "trace.json")
        prof.export_chrome_trace(path)
        rows, backward_at, syncs, ops = read_trace(path)
    sync_waits = [(s["ts"], s["ts"] + s["dur"]) for s in syncs if s["dur"] > 20]
    gaps = {"forward": {}, "backward": {}}
    spans = {}
    for phase in ("forward", "backward"):
        mine = [r for r in rows if (backward_at is None or r[0] < backward_at) == (phase == "forward")]
        if mine:
            spans[phase] = round((mine[-1][0] - mine[0][0]) / 1e3, 3)
        for prev, cur in zip(mine, mine[1:]):
            gap = cur[0] - prev[0]
            gap -= sum(max(0, min(b, cur[0]) - max(a, prev[0])) for a, b in sync_waits)
            gaps[phase].setdefault(hf.category(cur[3]), []).append(gap)
    busy = sum(r[2] - r[1] for r in rows)
    idle = {"host_late": 0.0, "other": 0.0}
    by_start = sorted(rows, key=lambda r: r[1])
    for prev, cur in zip(by_start, by_start[1:]):
        gap = cur[1] - prev[2]
        if gap > 0:
            idle["host_late" if cur[0] > prev[2] else "other"] += gap
    return {"wall_ms": round(wall, 3),
            "kernels": {p: sum(len(v) for v in g.values()) + (1 if g else 0) for p, g in gaps.items()},
            "launch_gap_us": {p: {k: summary(v) for k, v in g.items()} for p, g in gaps.items()},
            "host_span_ms": spans, "gpu_busy_ms": round(busy / 1e3, 3),
            "gpu_idle_ms": {k: round(v / 1e3, 3) for k, v in idle.items()},
            "gpu_span_ms": round((by_start[-1][2] - by_start[0][1]) / 1e3, 3) if by_start else 0,
            "syncs": [{"name": s["name"], "op": innermost_op(ops, s["ts"]), "wait_us": round(s["dur"], 1)}
                      for s in syncs if s["dur"] > 20][:40]}


def run(name, config, mb, seq, steps):
    fields = hf.read_fields(hf.resolve(config, __file__))
    cfg, _ = hf.make_config(fields, seq)
    out = {"name": name, "config": config, "micro_batch": mb, "seq": seq,
           "layers": getattr(cfg, "num_hidden_layers", None), "host_pace_us": [hf.host_pace_us()]}
    model = hf.build(cfg)
    ids = hf.random_ids(mb, seq, cfg.vocab_size)
    for _ in range(3):
        hf.step(model, ids)
    timed = [hf.timed_step(model, mb, seq, cfg.vocab_size) for _ in range(steps)]
    out["step_ms"] = [round(t[0], 3) for t in timed]
    out["wall_ms"] = [round(t[1], 3) for t in timed]
    out["sync_sites"] = sync_sites(model, ids)
    out["profile"] = profiled_step(model, ids)
    out["host_pace_us"].append(hf.host_pace_us())
    p = out["profile"]
    print(f"  {name}: step {statistics.median(out['step_ms']):.1f} ms, profiled wall {p['wall_ms']:.1f}, "
          f"busy {p['gpu_busy_ms']:.1f}, idle {p['gpu_idle_ms']}, spans {p['host_span_ms']}, "
          f"kernels {p['kernels']}, syncs {len(p['syncs'])}, sites {out['sync_sites'][:4]}", flush=True)
    for phase, kinds in p["launch_gap_us"].items():
        print(f"    {phase}: " + ", ".join(f"{k} n={v['count']} med {v.get('median')} mean {v.get('mean')}"
                                          for k, v in kinds.items()), flush=True)
    del model
    hf.free()
    return out


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("out")
    ap.add_argument("--only", default="")
    ap.add_argument("--steps", type=int, default=10)
    args = ap.parse_args()
    only = set(filter(None, args.only.split(",")))
    doc = {"environment": gpu_conditions.snapshot(), "models": []}
    for name, config, mb, seq in MODELS:
        if only and name not in only:
            continue
        try:
            doc["models"].append(run(name, config, mb, seq, args.steps))
        except Exception as e:  # one model's failure leaves the others
            doc["models"].append({"name": name, "error": f"{type(e).__name__}: {e}"[:400]})
            print(f"  {name}: {doc['models'][-1]['error']}", flush=True)
        with open(args.out + ".tmp", "w") as f:
            json.dump(doc, f, indent=1, default=str)
        os.replace(args.out + ".tmp", args.out)


if __name__ == "__main__":
    main()
