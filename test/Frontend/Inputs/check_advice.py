#!/usr/bin/env python3
"""Checks an --dimtune-advise JSON report against the advisor's rules.

usage: check_advice.py REPORT.json

- every step's kernels (the configuration's, each candidate's) total their
  parts: GEMMs, attention and the memory-bound rest; the step as it runs is
  positive;
- a candidate's predicted speed-up is the whole step's as it runs: the
  configuration's total over the candidate's;
- the proposals are, per parameter, its best candidate at equal work (the
  parameter count changed by at most 1%, or the vocab padded up), kept only
  when at least 2% faster (kAdviceMinSpeedup), best first.

Prints what it checked (the proposals in order, and each parameter whose best
candidate stays under 2%, with that speed-up) and exits 1 at the first rule
broken.
"""
import json
import sys

MIN_SPEEDUP = 1.02
MAX_PARAM_CHANGE_PCT = 1.0


def equal_work(c):
    if c["param"] == "num_key_value_heads":
        return False
    return (c["param"] == "vocab_size" and c["to"] > c["from"]) or \
        abs(c["param_delta_pct"]) <= MAX_PARAM_CHANGE_PCT + 1e-9


def fail(message):
    print("error: " + message)
    sys.exit(1)


def close(a, b):
    return abs(a - b) <= 1e-9 * max(abs(a), abs(b), 1.0)


def main():
    report = json.load(open(sys.argv[1]))
    step = report["predicted_step"]
    candidates, proposals = report["candidates"], report["proposals"]
    if not candidates:
        fail("no candidates: nothing to check")
    for name, s in [("the configuration", step)] + [
            ("%s %d" % (c["param"], c["to"]), c["predicted_step"]) for c in candidates]:
        if not close(s["kernel_us"], s["gemm_us"] + s["attention_us"] + s["other_us"]):
            fail("%s: kernels %r are not the sum of their parts" % (name, s["kernel_us"]))
        if not s["total_us"] > 0:
            fail("%s: the step as it runs is %r" % (name, s["total_us"]))
        if name != "the configuration":
            c = next(c for c in candidates if "%s %d" % (c["param"], c["to"]) == name)
            if not close(c["predicted_speedup"], step["total_us"] / s["total_us"]):
                fail("%s: speed-up %r is not the step's %r" % (
                    name, c["predicted_speedup"], step["total_us"] / s["total_us"]))
    best = {}
    for c in candidates:
        if not equal_work(c) or c["param"] == "micro_batch":
            continue
        if c["param"] not in best or c["predicted_speedup"] > best[c["param"]]["predicted_speedup"]:
            best[c["param"]] = c
    micro = [c for c in candidates if c["param"] == "micro_batch"]
    if micro:
        best["micro_batch"] = micro[0]
    expected = sorted((c for c in best.values() if c["predicted_speedup"] >= MIN_SPEEDUP),
                      key=lambda c: -c["predicted_speedup"])
    got = [(p["param"], p["to"]) for p in proposals]
    if got != [(c["param"], c["to"]) for c in expected]:
        fail("proposals %s, expected %s" % (got, [(c["param"], c["to"]) for c in expected]))
    for i, p in enumerate(proposals):
        if i and p["predicted_speedup"] > proposals[i - 1]["predicted_speedup"]:
            fail("proposal %d is faster than the one before it" % i)
        print("proposal %s %d -> %d: %.3fx" % (p["param"], p["from"], p["to"], p["predicted_speedup"]))
    for param, c in sorted(best.items()):
        if c["predicted_speedup"] < MIN_SPEEDUP:
            print("kept %s: best %d at %.4fx" % (param, c["to"], c["predicted_speedup"]))


if __name__ == "__main__":
    main()
