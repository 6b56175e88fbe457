#!/usr/bin/env python3
"""Check autotuning choices against an independent second run.

    python3 benchmarks/check_tuning.py RUN_DIR MODEL...

RUN_DIR holds MODEL-a.json and MODEL-b.json, two runs of the emitted benchmark (tune_models.sh).
The choice for each problem is taken from run a as dimtune-tune does (the fastest valid variant,
its pads and slice counted, none padded once, a row-keeping slice a view). In run b it must not be
slower than the original beyond the run-to-run spread (the larger of the original's change between
the runs and its p10-p90 band in run b). Totals weight each problem by its count; the measured
policy's total must be at least as fast as the align policy's.
"""
import json
import sys


def total(variant, problem):
    pads = variant["pad_a"]["median_us"] + variant["pad_b"]["median_us"]
    slice_us = 0.0 if variant["n"] == problem["n"] else variant["slice"]["median_us"]
    return variant["gemm"]["median_us"] + pads + slice_us


def choose(problem):
    best = problem["variants"][0]
    for v in problem["variants"]:
        if v["ran"] and v["valid"] and total(v, problem) < total(best, problem):
            best = v
    return best


def by_shape(problem, m, n, k):
    for v in problem["variants"]:
        if (v["m"], v["n"], v["k"]) == (m, n, k):
            return v
    return None


def main():
    run_dir, models = sys.argv[1], sys.argv[2:]
    failures = 0
    for model in models:
        a = json.load(open(f"{run_dir}/{model}-a.json"))
        b = json.load(open(f"{run_dir}/{model}-b.json"))
        orig_total = align_total = chosen_total = 0.0
        changed = []
        for pa, pb in zip(a["problems"], b["problems"]):
            assert (pa["m"], pa["n"], pa["k"]) == (pb["m"], pb["n"], pb["k"])
            choice = choose(pa)
            vb = by_shape(pb, choice["m"], choice["n"], choice["k"])
            ob = pb["variants"][0]
            spread = max(abs(pa["variants"][0]["gemm"]["median_us"] - ob["gemm"]["median_us"]),
                         ob["gemm"]["p90_us"] - ob["gemm"]["p10_us"]) / ob["gemm"]["median_us"]
            chosen_b = total(vb, pb) if vb["valid"] else float("inf")
            align = next((v for v in pb["variants"] if v["label"] == "align"), ob)
            count = pb["count"]
            orig_total += count * total(ob, pb)
            align_total += count * total(align, pb)
            chosen_total += count * chosen_b
            slower = chosen_b > total(ob, pb) * (1 + spread)
            failures += slower
            if choice is not pa["variants"][0] or slower:
                changed.append(f"  {pb['role'] or '?':>18} {pb['dtype']} {pb['batch']}x{pb['m']}x{pb['n']}x{pb['k']}: "
                               f"chose {choice['label']} {choice['m']}x{choice['n']}x{choice['k']}, run b "
                               f"{chosen_b:.1f} us vs original {total(ob, pb):.1f} us (spread {spread:.1%})"
                               f"{'  SLOWER BEYOND SPREAD' if slower else ''}")
        ok_total = chosen_total <= align_total
        failures += not ok_total
        print(f"{model}: {len(a['problems'])} problems on {a['gpu']} (cuBLASLt {a['cublaslt']}, driver "
              f"{a['driver']}); run b totals: original {orig_total:.1f} us, align {align_total:.1f} us, "
              f"measured {chosen_total:.1f} us ({orig_total / chosen_total:.3f}x); measured <= align: {ok_total}")
        print("\n".join(changed))
    print(f"{failures} failure(s)")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
