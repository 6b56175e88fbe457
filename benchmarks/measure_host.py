#!/usr/bin/env python3
"""PyTorch eager's host cost per op on the GPU machine, and what a CUDA graph replay costs per
kernel instead: the overheads a decode step pays when its kernels are small.

    python3 benchmarks/measure_host.py OUT.json [--calls 2000] [--repeats 5] [--budget-s 30]
        [--dry-run]

Ops (OPS; bf16 on tiny tensors, so that the GPU is never the bottleneck, except where noted):
add (two [1, 4096]), mul_scalar ([1, 4096] * 0.5), view_contiguous ([1, 4096] viewed
[32, 128], transposed, .contiguous(): a copy kernel), linear (F.linear [1, 4096] x
[4096, 4096]: its 32 MiB weight read takes the GPU about as long as the host's launch, so
`gpu_bound` says whether it was), sdpa_decode (q [1, 32, 1, 128] over k, v [1, 32, 1024, 128]),
layer_norm (F.layer_norm of [1, 4096] with weight and bias), cat (two [1, 2048] along the
last dim), index_copy (a [1, 8, 1, 128] k into a [1, 8, 1024, 128] cache, index_copy_ along
dim 2). Per op:
  eager: --calls back-to-back calls in a Python loop, a synchronize at each end, host timer
         (perf_counter): us per call with the final synchronize (`us_per_call`) and without it
         (`enqueue_us_per_call`), median over --repeats repeats;
  profile: 20 calls under torch.profiler: CUDA kernels, CPU-side aten ops (all / top-level)
         and launch calls per call;
  graph: the same --calls calls captured in one CUDA graph, replayed --repeats times (a
         synchronize at each end): us per call and per kernel (replay time / (calls x kernels
         per call)); gpu_bound when the graph's time per call is at least 0.7 of eager's.
Also the launch latency of an empty graph (and of a one-kernel graph): host us per replay()
back to back, and per replay() + synchronize; and a synchronize on an idle GPU.
Writes OUT.json {environment, args, notes, ops: [{op, shape, status, eager, profile, graph,
gpu_bound}], graph_launch: {empty, one_kernel}, sync_idle_us, conditions, finished}, rewritten
after every op (a killed run keeps the finished ones). --dry-run builds each op on the CPU
(float32) and calls it once, with no timing: the plumbing and the output. Finishes in well
under 30 s on an H200.
"""
import argparse
import statistics
import time

STARTED = time.time()

import serving_common as sc  # noqa: E402  (after STARTED: the budget counts the imports)

OPS = ["add", "mul_scalar", "view_contiguous", "linear", "sdpa_decode", "layer_norm", "cat", "index_copy"]
LINEAR_N = 4096  # F.linear [1, N] x [N, N]
SDPA_LEN = 1024  # the decode SDPA's KV length
PROFILED_CALLS = 20
GPU_BOUND_SHARE = 0.7


def make_op(name, device, dtype):
    """(fn, shape text): the op on its tensors, random (never zeros)."""
    import torch
    import torch.nn.functional as F

    def r(*shape):
        return torch.randn(*shape, dtype=torch.float32, device=device).to(dtype)

    if name == "add":
        a, b = r(1, 4096), r(1, 4096)
        return (lambda: a + b), "[1,4096] + [1,4096]"
    if name == "mul_scalar":
        a = r(1, 4096)
        return (lambda: a * 0.5), "[1,4096] * 0.5"
    if name == "view_contiguous":
        a = r(1, 4096)
        return (lambda: a.view(32, 128).transpose(0, 1).contiguous()), "[1,4096].view(32,128).t().contiguous()"
    if name == "linear":
        x, w = r(1, LINEAR_N), r(LINEAR_N, LINEAR_N)
        return (lambda: F.linear(x, w)), f"F.linear([1,{LINEAR_N}], [{LINEAR_N},{LINEAR_N}])"
    if name == "sdpa_decode":
        q, k, v = r(1, 32, 1, 128), r(1, 32, SDPA_LEN, 128), r(1, 32, SDPA_LEN, 128)
        return (lambda: F.scaled_dot_product_attention(q, k, v)), f"sdpa q[1,32,1,128] kv[1,32,{SDPA_LEN},128]"
    if name == "layer_norm":
        x, w, b = r(1, 4096), r(4096), r(4096)
        return (lambda: F.layer_norm(x, (4096,), w, b)), "F.layer_norm([1,4096])"
    if name == "cat":
        a, b = r(1, 2048), r(1, 2048)
        return (lambda: torch.cat((a, b), dim=-1)), "cat([1,2048], [1,2048], -1)"
    if name == "index_copy":
        cache, k = r(1, 8, 1024, 128), r(1, 8, 1, 128)
        idx = torch.tensor([517], device=device)
        return (lambda: cache.index_copy_(2, idx, k)), "[1,8,1024,128].index_copy_(2, [1], [1,8,1,128])"
    raise ValueError(f"unknown op {name}")


def eager_loop(fn, calls, repeats):
    import torch
    with_sync, enqueue = [], []
    for _ in range(repeats):
        torch.cuda.synchronize()
        began = time.perf_counter()
        for _ in range(calls):
            fn()
        queued = time.perf_counter()
        torch.cuda.synchronize()
        done = time.perf_counter()
        with_sync.append((done - began) * 1e6 / calls)
        enqueue.append((queued - began) * 1e6 / calls)
    return {"calls": calls, "repeats": repeats, "us_per_call": round(statistics.median(with_sync), 3),
            "enqueue_us_per_call": round(statistics.median(enqueue), 3),
            "us_per_call_each": [round(x, 3) for x in with_sync]}


def profile_calls(fn):
    import torch
    from torch.profiler import ProfilerActivity, profile
    with profile(activities=[ProfilerActivity.CPU, ProfilerActivity.CUDA]) as prof:
        for _ in range(PROFILED_CALLS):
            fn()
        torch.cuda.synchronize()
    ks = sc.kernels(prof)
    ops = sc.cpu_ops(prof)
    return {"calls": PROFILED_CALLS, "kernels_per_call": len(ks) / PROFILED_CALLS,
            "kernel_us_per_call": round(sum(us for _, _, us in ks) / PROFILED_CALLS, 3),
            "aten_ops_per_call": ops["aten_ops"] / PROFILED_CALLS,
            "aten_ops_top_per_call": ops["aten_ops_top"] / PROFILED_CALLS,
            "launch_calls_per_call": ops["launch_calls"] / PROFILED_CALLS,
            "kernel_names": sorted({n[:120] for n, _, _ in ks})[:6]}


def replay_times(graph, repeats):
    """us of each replay, a synchronize at each end (one warm replay first)."""
    import torch
    graph.replay()
    torch.cuda.synchronize()
    times = []
    for _ in range(repeats):
        torch.cuda.synchronize()
        began = time.perf_counter()
        graph.replay()
        torch.cuda.synchronize()
        times.append((time.perf_counter() - began) * 1e6)
    return times


def graph_launch(fn, label, back_to_back=1000, round_trips=200):
    """Host us per replay() back to back (with the final synchronize over all), and per
    replay() + synchronize (median)."""
    import torch
    import warnings
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        graph = torch.cuda.CUDAGraph()
        with torch.cuda.graph(graph):
            fn()
    graph.replay()
    torch.cuda.synchronize()
    began = time.perf_counter()
    for _ in range(back_to_back):
        graph.replay()
    queued = time.perf_counter()
    torch.cuda.synchronize()
    done = time.perf_counter()
    trips = []
    for _ in range(round_trips):
        t0 = time.perf_counter()
        graph.replay()
        torch.cuda.synchronize()
        trips.append((time.perf_counter() - t0) * 1e6)
    return {"graph": label, "replays": back_to_back,
            "enqueue_us_per_replay": round((queued - began) * 1e6 / back_to_back, 3),
            "us_per_replay": round((done - began) * 1e6 / back_to_back, 3),
            "round_trip_us_median": round(statistics.median(trips), 3),
            "warnings": "; ".join(sorted({str(w.message).splitlines()[0][:160] for w in caught}))}


def measure_op(name, args):
    import torch
    rec = {"op": name}
    fn, rec["shape"] = make_op(name, "cuda", torch.bfloat16)
    fn()
    torch.cuda.synchronize()
    rec["eager"] = eager_loop(fn, args.calls, args.repeats)
    try:
        rec["profile"] = profile_calls(fn)
    except Exception as e:
        rec["profile"] = {"error": sc.failure(e)}
    try:
        graph, outs = sc.capture_graph(fn, args.calls, warmup=3)
        times = replay_times(graph, args.repeats)
        per_call = statistics.median(times) / args.calls
        kpc = rec["profile"].get("kernels_per_call")
        rec["graph"] = {"calls": args.calls, "repeats": args.repeats, "replay_us_each": [round(t, 1) for t in times],
                        "us_per_call": round(per_call, 3),
                        "us_per_kernel": round(per_call / kpc, 3) if kpc else None}
        rec["gpu_bound"] = per_call >= GPU_BOUND_SHARE * rec["eager"]["us_per_call"]
        del graph, outs
    except Exception as e:
        rec["graph"] = {"status": sc.failure(e)}
    rec["status"] = "ok"
    return rec


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("out", help="JSON to write")
    ap.add_argument("--calls", type=int, default=2000, help="back-to-back calls per loop (and per graph)")
    ap.add_argument("--repeats", type=int, default=5, help="loops (and replays) per op; the median is kept")
    ap.add_argument("--budget-s", type=float, default=30.0, help="no new op once this much wall time is spent")
    ap.add_argument("--dry-run", action="store_true", help="each op built and called once on the CPU, no timing")
    args = ap.parse_args()
    if args.calls < 1 or args.repeats < 1:
        ap.error("--calls and --repeats must be at least 1")
    budget = sc.Budget(args.budget_s, STARTED)
    env = sc.environment(args.dry_run)
    doc = {"environment": env, "args": vars(args),
           "notes": ["eager: --calls calls in a Python loop between two synchronizes, host timer; "
                     "enqueue_us_per_call: the loop alone, us_per_call: with the final synchronize",
                     "graph: the same calls captured in one CUDA graph; us_per_kernel = replay time / "
                     "(calls x kernels per call, from the profile)",
                     f"gpu_bound: the graph's us per call >= {GPU_BOUND_SHARE} x eager's (the GPU, not the host, "
                     "set the eager rate)"],
           "ops": [], "finished": False}
    sc.write_json(args.out, doc)
    sc.say(f"host: {len(OPS)} ops x {args.calls} calls x {args.repeats}{' (dry run)' if args.dry_run else ''}")
    done = 0
    if not args.dry_run:
        import torch
        import gpu_conditions
        sampler = gpu_conditions.Sampler(0.05)
        sampler.__enter__()
        try:
            began = time.perf_counter()
            for _ in range(200):
                torch.cuda.synchronize()
            doc["sync_idle_us"] = round((time.perf_counter() - began) * 1e6 / 200, 3)
        except Exception as e:
            doc["sync_idle_us"] = sc.failure(e)
    for name in OPS:
        if budget.spent():
            doc["stopped"] = budget.stopped_note(done, len(OPS), "ops")
            sc.say(doc["stopped"])
            break
        if args.dry_run:
            try:
                import torch
                fn, shape = make_op(name, "cpu", torch.float32)
                out = fn()
                rec = {"op": name, "shape": shape, "status": "dry-run", "output_shape": list(out.shape)}
            except Exception as e:
                rec = {"op": name, "status": f"dry-run: {sc.failure(e)}"}
        else:
            try:
                rec = measure_op(name, args)
            except Exception as e:
                rec = {"op": name, "status": sc.failure(e)}
        doc["ops"].append(rec)
        sc.write_json(args.out, doc)
        done += 1
        e, g, p = rec.get("eager", {}), rec.get("graph", {}), rec.get("profile", {})
        sc.say(f"{done}/{len(OPS)} {budget.elapsed():.0f}s {name}: "
               + (f"eager {e['us_per_call']:.2f} us/call (enqueue {e['enqueue_us_per_call']:.2f}), "
                  f"{p.get('kernels_per_call', '?')} kernels/call, graph {g.get('us_per_call', '?')} us/call, "
                  f"{g.get('us_per_kernel', '?')} us/kernel{' (GPU-bound)' if rec.get('gpu_bound') else ''}"
                  if e else rec["status"][:100]))
    if not args.dry_run and not budget.spent():
        import torch
        x = torch.randn(16, device="cuda")
        launches = {}
        for label, fn in (("empty", lambda: None), ("one_kernel", lambda: x.add_(1.0))):
            try:
                launches[label] = graph_launch(fn, label)
            except Exception as e:
                launches[label] = {"graph": label, "status": sc.failure(e)}
            sc.say(f"graph launch {label}: " + (f"{launches[label]['enqueue_us_per_replay']:.2f} us/replay enqueued, "
                                                f"round trip {launches[label]['round_trip_us_median']:.2f} us"
                                                if "round_trip_us_median" in launches[label]
                                                else launches[label]["status"]))
        doc["graph_launch"] = launches
    if not args.dry_run:
        sampler.__exit__(None, None, None)
        doc["conditions"] = sampler.summary()
    doc["finished"] = done == len(OPS)
    sc.write_json(args.out, doc)
    rows = [{"op": r["op"], "eager us/call": r.get("eager", {}).get("us_per_call"),
             "enqueue": r.get("eager", {}).get("enqueue_us_per_call"),
             "kernels": r.get("profile", {}).get("kernels_per_call"),
             "graph us/kernel": r.get("graph", {}).get("us_per_kernel"),
             "gpu_bound": r.get("gpu_bound"), "status": r["status"][:30]} for r in doc["ops"]]
    sc.say(f"done: {done} of {len(OPS)} ops in {budget.elapsed():.0f}s -> {args.out}")
    sc.say(sc.table(rows, ["op", "eager us/call", "enqueue", "kernels", "graph us/kernel", "gpu_bound", "status"]))


if __name__ == "__main__":
    main()
