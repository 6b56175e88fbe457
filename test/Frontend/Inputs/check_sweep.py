#!/usr/bin/env python3
"""Checks the batch sweep of an --dimtune-advise report on a serving module.

    check_sweep.py ADVICE.json [SWEEP.md SWEEP.svg] [--memory-gb G] [--bandwidth-gbs B]
                   [--knee-at-least OTHER.json] [--slower-than OTHER.json] [--exec E]

The sweep's batches are 1, 2, 4, ... and then the largest that fits; each
point's tokens/s is its tokens (one per sequence in decode, the prompt in
prefill) over its step, its memory the weights + KV cache + workspace the
report's memory block gives at that batch, `fits` that memory against the
capacity, its shares in [0, 1] and summing to at most 1. knee_batch is the
largest fitting batch within knee_tolerance of batch 1's step; max_batch the
largest point, which fits, while one sequence more would not. The Markdown
has a row per point, the SVG a polyline vertex per point for the step and
for tokens/s. --knee-at-least: the knee is no smaller than OTHER's;
--slower-than: every step is longer than OTHER's at the same batch.
Prints what is wrong and exits 1, or "ok: ...".
"""
import argparse
import json
import math
import re
import sys
import xml.etree.ElementTree as ET


def check(args):
    advice = json.load(open(args.advice))
    problems = []
    points = advice["batch_sweep"]
    model, memory = advice["model"], advice["memory"]
    decode = model["phase"] == "decode"
    context = model["kv_len"] + 1 if decode else model["seq"]
    capacity = memory["capacity_bytes"]
    if args.memory_gb is not None and capacity != args.memory_gb * 1e9:
        problems.append(f"capacity {capacity} is not {args.memory_gb} GB")
    batches = [p["batch"] for p in points]
    doubling = [b for b in batches if b & (b - 1) == 0]
    if doubling != [2 ** i for i in range(len(doubling))] or batches[:len(doubling)] != doubling:
        problems.append(f"batches {batches} are not 1, 2, 4, ...")
    if batches[-1] != min(advice["max_batch"], 4096):
        problems.append(f"the last batch {batches[-1]} is not max_batch {advice['max_batch']}")
    first = points[0]["step_us"]
    for p in points:
        b = p["batch"]
        tokens = b * (1 if decode else model["seq"])
        if not math.isclose(p["tokens_per_s"], tokens / (p["step_us"] * 1e-6), rel_tol=1e-9):
            problems.append(f"batch {b}: tokens/s {p['tokens_per_s']} is not {tokens} over the step")
        kv = memory["kv_bytes_per_token"] * context * b
        if not p["memory_bytes"] >= memory["weights_bytes"] + kv:
            problems.append(f"batch {b}: memory {p['memory_bytes']} is less than weights + KV cache")
        if p["fits"] != (p["memory_bytes"] <= capacity):
            problems.append(f"batch {b}: fits is {p['fits']} at {p['memory_bytes']} of {capacity}")
        shares = [p[k] for k in ("weights_share", "kv_share", "compute_share")]
        if not all(0 <= s <= 1 for s in shares) or sum(shares) > 1 + 1e-9:
            problems.append(f"batch {b}: shares {shares}")
        if not all(math.isfinite(v) for v in (p["step_us"], p["tokens_per_s"], p["memory_bytes"])):
            problems.append(f"batch {b}: not finite")
    knee = max((p["batch"] for p in points
                if p["fits"] and p["step_us"] <= first * (1 + advice["knee_tolerance"])), default=0)
    if advice["knee_batch"] != knee:
        problems.append(f"knee_batch {advice['knee_batch']} is not {knee}")
    last = points[-1]
    if advice["max_batch"] <= 4096 and len(points) > 1:
        # Memory is linear in the batch: one sequence more adds batch 2's less batch 1's.
        per_sequence = points[1]["memory_bytes"] - points[0]["memory_bytes"]
        if not last["fits"] or last["memory_bytes"] + per_sequence <= capacity:
            problems.append(f"max_batch {advice['max_batch']}: is not the largest that fits")
    if args.bandwidth_gbs and decode:
        # At batch 1 the projections and the LM head are memory-bound: they read every
        # weight but the embedding table (which a decode step only gathers a row of), so
        # the weights' share of the step is at least those bytes at the GPU's bandwidth.
        least = 0.9 * memory["weights_bytes"] / (args.bandwidth_gbs * 1e9)
        if not points[0]["weights_share"] * points[0]["step_us"] * 1e-6 >= least:
            problems.append(f"batch 1: weights share {points[0]['weights_share']} of "
                            f"{points[0]['step_us']} us reads the weights faster than {args.bandwidth_gbs} GB/s")
    if args.exec and advice["predicted_step"]["exec"] != args.exec:
        problems.append(f"exec is {advice['predicted_step']['exec']}, not {args.exec}")
    if args.knee_at_least:
        other = json.load(open(args.knee_at_least))["knee_batch"]
        if advice["knee_batch"] < other:
            problems.append(f"knee {advice['knee_batch']} is below {other}")
    if args.slower_than:
        other = {p["batch"]: p["step_us"] for p in json.load(open(args.slower_than))["batch_sweep"]}
        for p in points:
            if p["batch"] in other and not p["step_us"] > other[p["batch"]]:
                problems.append(f"batch {p['batch']}: {p['step_us']} us is not slower than {other[p['batch']]}")
    if args.markdown:
        rows = re.findall(r"^\| (\d+) \| [0-9.]+ us \| ", open(args.markdown).read(), re.M)
        if [int(r) for r in rows] != batches:
            problems.append(f"the Markdown's rows {rows} are not the batches {batches}")
    if args.svg:
        lines = ET.parse(args.svg).getroot().findall("{http://www.w3.org/2000/svg}polyline")
        vertices = [len(l.get("points").split()) for l in lines]
        if vertices != [len(points)] * 2:
            problems.append(f"the plot's lines have {vertices} vertices, not {len(points)} each")
    return problems, f"ok: {len(points)} batches, knee {advice['knee_batch']}, max {advice['max_batch']}"


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("advice")
    ap.add_argument("markdown", nargs="?")
    ap.add_argument("svg", nargs="?")
    ap.add_argument("--memory-gb", type=float)
    ap.add_argument("--knee-at-least")
    ap.add_argument("--slower-than")
    ap.add_argument("--exec")
    ap.add_argument("--bandwidth-gbs", type=float,
                    help="the GPU's memory bandwidth: a decode's weights share at batch 1 is "
                         "at least the weights read at it")
    args = ap.parse_args()
    problems, ok = check(args)
    for p in problems:
        print(p)
    if problems:
        sys.exit(1)
    print(ok)


if __name__ == "__main__":
    main()
