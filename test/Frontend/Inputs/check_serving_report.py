#!/usr/bin/env python3
"""Checks the serving fields of an --dimtune-analyze report.

    check_serving_report.py REPORT.json PHASE BATCH KV_LEN EXEC [--slower-than OTHER.json]

The total must name the phase, batch, kv_len and exec; its tokens/s must be
the batch's tokens (one per sequence in decode, the prompt in prefill) over
the step; weights and KV-cache bytes positive; the GPU-busy share in (0, 1];
decode attention entries must have q_len 1 and a kv_splits of at least 1.
--slower-than: this report's step must be longer than OTHER's (the same
module launched otherwise). Prints what is wrong and exits 1, or "ok: ...".
"""
import argparse
import json
import math
import sys


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("report")
    ap.add_argument("phase")
    ap.add_argument("batch", type=int)
    ap.add_argument("kv_len", type=int)
    ap.add_argument("exec")
    ap.add_argument("--slower-than")
    args = ap.parse_args()
    report = json.load(open(args.report))
    total = report["total"]
    problems = []
    for key, want in (("phase", args.phase), ("batch", args.batch), ("kv_len", args.kv_len),
                      ("exec", args.exec)):
        if total.get(key) != want:
            problems.append(f"total.{key} is {total.get(key)!r}, not {want!r}")
    attention = report["attention"]
    q_lens = {a["q_len"] for a in attention}
    tokens = args.batch * (1 if args.phase == "decode" else max(q_lens, default=0))
    step_s = total["step_us"] * 1e-6
    if not math.isclose(total["tokens_per_s"], tokens / step_s, rel_tol=1e-6):
        problems.append(f"tokens_per_s {total['tokens_per_s']} is not {tokens} tokens over {step_s} s")
    for key in ("weights_bytes", "kv_cache_bytes"):
        if not total.get(key, 0) > 0:
            problems.append(f"total.{key} is {total.get(key)!r}")
    if not 0 < total["gpu_busy_share"] <= 1:
        problems.append(f"gpu_busy_share {total['gpu_busy_share']} is not in (0, 1]")
    for a in attention:
        if args.phase == "decode" and (a["q_len"] != 1 or a.get("kv_splits", 0) < 1):
            problems.append(f"decode attention {a['loc']}: q_len {a['q_len']}, kv_splits {a.get('kv_splits')}")
    if args.slower_than:
        other = json.load(open(args.slower_than))["total"]["step_us"]
        if not total["step_us"] > other:
            problems.append(f"step {total['step_us']} us is not longer than {other} us")
    for p in problems:
        print(p)
    if problems:
        sys.exit(1)
    print(f"ok: {args.phase} batch {args.batch}, kv_len {args.kv_len}, {len(attention)} attention "
          f"chains with q_len {','.join(map(str, sorted(q_lens)))}")


if __name__ == "__main__":
    main()
