#!/usr/bin/env python3
"""Checks that --dimtune-analyze, --dimtune-pad and --dimtune-emit-bench took
the same decisions: for every GEMM the pad report lists (by location), the
analysis report's padding is the shape pad ran it at (or both none), with the
same speed-up; every padded shape is among the emitted benchmark's variants of
its problem; the analysis total of the padded GEMMs is the sum of what each
decision runs.

    compare_decisions.py ANALYZE.json PAD.json PROBLEMS.inc
"""
import json
import re
import sys


def main():
    analysis = json.load(open(sys.argv[1]))
    pad = json.load(open(sys.argv[2]))
    inc = open(sys.argv[3]).read()
    variants = {}
    for line in inc.splitlines():
        m = re.match(r'\s*\{"[^"]*", "[^"]*", Dtype::(\w+), (\d+), (\d+), (\d+), (\d+), (\w+), (\w+), \d+, \d+, \{(.*)\}\},$', line)
        if not m:
            continue
        dtype, batch, mm, nn, kk, a_k, b_k, rest = m.groups()
        shapes = {tuple(int(x) for x in v) for v in re.findall(r'\{(\d+), (\d+), (\d+), "\w+"\}', rest)}
        variants.setdefault((dtype.lower(), int(batch), int(mm), int(nn), int(kk), a_k, b_k), set()).update(shapes)
    by_loc = {g["loc"]: g for g in analysis["gemms"]}
    errors, padded, checked = [], 0, 0
    for g in pad["gemms"]:
        a = by_loc.get(g["loc"])
        if a is None:
            errors.append(f"{g['loc']}: padded by pad, absent from the analysis")
            continue
        checked += 1
        want = a["padding"]
        got = g["padded"]
        if (want is None) != (got is None):
            errors.append(f"{g['loc']}: analysis {want and (want['m'], want['n'], want['k'])}, pad {got and (got['m'], got['n'], got['k'])}")
            continue
        if want is None:
            continue
        padded += 1
        shape = (got["m"], got["n"], got["k"])
        if (want["m"], want["n"], want["k"]) != shape:
            errors.append(f"{g['loc']}: analysis pads to {(want['m'], want['n'], want['k'])}, pad to {shape}")
        if abs(want["speedup"] - got["predicted_speedup"]) > 1e-9 * want["speedup"]:
            errors.append(f"{g['loc']}: speed-up {want['speedup']} vs {got['predicted_speedup']}")
        key = (a["dtype"], a["batch"], a["m"], a["n"], a["k"], "true" if a["a_contig"] == "k" else "false",
               "true" if a["b_contig"] == "k" else "false")
        if variants and key in variants and shape not in variants[key]:
            errors.append(f"{g['loc']}: the benchmark of {key} does not time {shape}")
    # A math-path attention's products are the attention's time: the padded
    # attention differs from the attention by what padding does to them.
    def planned(g):
        return g["padding"]["gemm_us"] + g["padding"]["pad_us"] if g["padding"] else g["predicted_us"]
    t = analysis["total"]
    gemms = sum(planned(g) for g in analysis["gemms"] if not g["attention_math_path"])
    if abs(gemms - t["padded_gemm_us"]) > 1e-6 * max(gemms, 1):
        errors.append(f"padded GEMM total {t['padded_gemm_us']} vs the sum {gemms}")
    delta = sum(planned(g) - g["predicted_us"] for g in analysis["gemms"] if g["attention_math_path"])
    if abs(t["attention_us"] + delta - t["padded_attention_us"]) > 1e-6 * max(t["attention_us"], 1):
        errors.append(f"padded attention {t['padded_attention_us']} vs {t['attention_us']} + {delta}")
    for e in errors[:20]:
        print("mismatch: " + e)
    if errors:
        sys.exit(1)
    print(f"ok: {checked} GEMMs, {padded} padded, {len(variants)} benchmarked problems")


if __name__ == "__main__":
    main()
