#!/usr/bin/env python3
"""The kernels SDPA's decode runs, as the device launched them: for every decode problem of
measure_decode.py's attention sets (q [B, H, 1, D] over a [B, KVH, L, D] cache, bf16,
enable_gqa where KVH < H), each backend forced (cuDNN, FlashAttention-2), the kernels of
--calls profiled calls with their grid, block, shared memory, registers, the profiler's
blocks per SM and estimated occupancy, and their device durations. The durations are the
device's own (no host queueing in them); the inputs rotate over copies larger than 4x the L2,
as measure_decode.py's timings do, so K and V come from HBM.

    python3 benchmarks/profile_decode_kernels.py --out OUT.json [--calls 5] [--budget-s 240]
    python3 benchmarks/profile_decode_kernels.py --to-csv OUT.json CSV

--to-csv (no GPU) writes the problems as measure_decode.py's attention rows, for dimtune-fit
decode-check, each timed by its kernels' device time, with grid_ctas: the CTAs of the kernel
that reads the cache (the first), the product of its grid.

A problem whose backend refuses it is recorded with the refusal. The SM clock and power are
sampled over the whole run (gpu_conditions.Sampler).
"""
import argparse
import json
import os
import statistics
import sys
import tempfile
import time

import gpu_conditions
import measure_decode as md
import measure_hf_steps as mhs

BACKENDS = ("cudnn", "flash")
# The kernel fields of a Kineto trace event's args that describe its launch.
LAUNCH_FIELDS = ("grid", "block", "shared memory", "registers per thread", "blocks per SM",
                 "warps per SM", "est. achieved occupancy %")


def trace_kernels(prof):
    """[(name, duration_us, {launch field: value})] of a profile, in start order."""
    with tempfile.TemporaryDirectory() as tmp:
        path = os.path.join(tmp, "trace.json")
        prof.export_chrome_trace(path)
        with open(path) as f:
            events = json.load(f)["traceEvents"]
    kernels = [e for e in events if e.get("cat") == "kernel"]
    kernels.sort(key=lambda e: e["ts"])
    return [(e["name"], float(e["dur"]),
             {k: e.get("args", {}).get(k) for k in LAUNCH_FIELDS}) for e in kernels]


def profile_problem(torch, p, backend, calls, l2_bytes):
    import torch.nn.functional as F
    from torch.nn.attention import SDPBackend, sdpa_kernel
    from torch.profiler import ProfilerActivity, profile

    sets, _ = md.make_attention_inputs(p, l2_bytes)
    gqa = p["kv_heads"] < p["heads"]

    def attend(s):
        return F.scaled_dot_product_attention(s[0], s[1], s[2], enable_gqa=gqa)

    rec = dict(p, backend=backend)
    with sdpa_kernel([getattr(SDPBackend, md.ATTN_BACKENDS[backend])]):
        try:
            for s in sets[:2]:
                attend(s)
            torch.cuda.synchronize()
        except Exception as e:  # a refusal: recorded, the run goes on
            rec["status"] = "unsupported: " + str(e).splitlines()[0][:200]
            return rec
        with profile(activities=[ProfilerActivity.CUDA]) as prof:
            for i in range(calls):
                attend(sets[i % len(sets)])
            torch.cuda.synchronize()
    del sets
    ks = trace_kernels(prof)
    per_call = len(ks) // calls if calls else 0
    if per_call == 0 or len(ks) % calls:
        rec["status"] = "error: %d kernels over %d calls" % (len(ks), calls)
        return rec
    launches = []
    for j in range(per_call):
        mine = [ks[i * per_call + j] for i in range(calls)]
        launches.append({"name": mine[0][0][:200], "median_us": statistics.median(k[1] for k in mine),
                         **{k.replace(" ", "_").replace(".", "").replace("%", "pct"): v
                            for k, v in mine[0][2].items()}})
    rec["status"] = "ok"
    rec["kernels"] = launches
    rec["total_us"] = sum(k["median_us"] for k in launches)
    return rec


def write_csv(doc, path):
    """The ok records as measure_decode.py attention rows plus grid_ctas."""
    import csv
    columns = md.ATTN_COLUMNS + ["grid_ctas"]
    with open(path, "w", newline="") as f:
        w = csv.DictWriter(f, columns)
        w.writeheader()
        for c in doc["cases"]:
            if c["status"] != "ok":
                continue
            us = round(c["total_us"], 3)
            x, y, z = c["kernels"][0]["grid"]
            w.writerow(dict(set=c["set"], backend_requested=c["backend"], backend_ran=c["backend"],
                            batch=c["batch"], heads=c["heads"], kv_heads=c["kv_heads"], kv_len=c["kv_len"],
                            head_dim=c["head_dim"], median_us=us, p10_us=us, p90_us=us, calls=doc["calls"],
                            status="ok", sm_clock_mhz="", grid_ctas=x * y * z))


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--out")
    ap.add_argument("--to-csv", nargs=2, metavar=("JSON", "CSV"))
    ap.add_argument("--calls", type=int, default=5)
    ap.add_argument("--budget-s", type=float, default=240)
    args = ap.parse_args()
    if args.to_csv:
        with open(args.to_csv[0]) as f:
            write_csv(json.load(f), args.to_csv[1])
        return 0
    if not args.out:
        ap.error("--out or --to-csv is needed")
    import torch
    l2 = torch.cuda.get_device_properties(0).L2_cache_size
    order = md.attention_order("all")
    doc = {"script": "benchmarks/profile_decode_kernels.py", "environment": gpu_conditions.environment(),
           "calls": args.calls, "l2_bytes": l2, "cases": [], "finished": False}
    began = time.time()
    with gpu_conditions.Sampler() as sampler:
        for n, (which, p) in enumerate(order):
            if time.time() - began > args.budget_s:
                doc["stopped"] = "budget of %g s spent after %d of %d problems" % (args.budget_s, n, len(order))
                print(doc["stopped"])
                break
            for backend in BACKENDS:
                rec = profile_problem(torch, p, backend, args.calls, l2)
                rec["set"] = which
                doc["cases"].append(rec)
                torch.cuda.empty_cache()
            if n % 20 == 0:
                print("%d/%d %s" % (n + 1, len(order), p), flush=True)
        else:
            doc["finished"] = True
    doc["conditions"] = sampler.summary()
    mhs.write_json(args.out, doc)
    print("wrote %s: %d records" % (args.out, len(doc["cases"])))
    return 0


if __name__ == "__main__":
    sys.exit(main())
