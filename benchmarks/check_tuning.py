#!/usr/bin/env python3
"""Check dimtune's measured choices against an independent second run of the benchmark.

    python3 benchmarks/check_tuning.py RUN_DIR MODEL... [--module MODEL=PATH ...]
        [--modules-at REV] [--target h200] [--build DIR]

RUN_DIR holds MODEL-a.json and MODEL-b.json, two runs of the program --dimtune-emit-bench wrote
for MODEL's module (tune_models.sh). Everything about a choice is dimtune's own, read from
--dimtune-analyze's report with a tuning database (dimtune-tune --merge) of:
  run a                  each GEMM's "measured" best: the choice;
  run b, one variant     each problem's variants cut to the original and one other (the choice,
                         or the `align` candidate), the original made slower than anything, so
                         that "best" is that variant timed in run b, its pads and slice counted
                         as dimtune counts them (a slice that keeps whole rows is a view).
In run b the choice must not be slower than the original beyond the run-to-run spread (the
larger of the original's change between the runs and its p10-p90 band in run b). Totals weight
each problem by how often the module has it; the measured policy's total must be at least as
fast as the align policy's. Prints a line per model, one per problem whose choice is not the
original, and the number of failures; exits 1 when there is any.

The module of MODEL is examples/MODEL-train.mlir; --modules-at REV takes that file as it was at
git revision REV, and --module MODEL=PATH names another. It should be the module the runs were
made from: problems of the runs it lacks go unchecked (a line says how many). The committed runs
in benchmarks/results/tuning/ were made from the examples of 70b8e55:

    python3 benchmarks/check_tuning.py benchmarks/results/tuning gpt2-small minicpm-2b \\
        llama2-7b qwen2-7b falcon-7b phi-2 --modules-at 70b8e55
"""
import argparse
import copy
import json
import os
import subprocess
import sys
import tempfile

import dimtune_tools

NEVER_WINS_US = 1e12  # the original's time in a run cut to one variant


def as_current_format(run):
    """`run` in the results format dimtune-tune reads (2). The committed runs are format 1 (before
    rounds): each variant one round, its median; no NVML samples, no worst-element data."""
    if run.get("format_version") != 1:
        return run
    out = copy.deepcopy(run)
    out.update(format_version=2, rounds=1, copy_bandwidth_gbs=0, sm_clock_limit_mhz=0,
               mem_clock_limit_mhz=0, power_limit_w=0)
    for p in out["problems"]:
        p["conditions"] = dict(samples=0, sm_clock_mhz_min=0, sm_clock_mhz_max=0, mem_clock_mhz_min=0,
                               power_w_max=0, temperature_c_max=0, clock_event_reasons=0, clock_events=[])
        original = p["variants"][0]["gemm"]["median_us"]
        for v in p["variants"]:
            us = v["gemm"]["median_us"]
            ratio = original / us if v["ran"] and us > 0 else 0
            v.update(max_abs_error=0, max_abs_original=0, worst_index=-1, nonfinite=0,
                     rounds=[us] if v["ran"] else [], ratio_median=ratio, ratio_low=ratio, ratio_high=ratio)
    return out


def measured_best(build, module, run, target, work):
    """{GEMM key: (how often the module has it, its "measured" object)} from the analysis of
    `module` with a database of `run` (a results dict) alone; GEMMs the run lacks are left out."""
    results, db = os.path.join(work, "results.json"), os.path.join(work, "db.json")
    with open(results, "w") as f:
        json.dump(as_current_format(run), f)
    if os.path.exists(db):
        os.remove(db)
    dimtune_tools.merge_results(build, [results], db, target)
    out = {}
    for g in dimtune_tools.analyze(build, module, target=target, db=db)["gemms"]:
        if g.get("measured") is not None:
            key = dimtune_tools.gemm_key(g)
            out[key] = (out.get(key, (0, None))[0] + 1, g["measured"])
    return out


def one_variant(run, pick):
    """A copy of `run` whose problems keep only the original and the variant pick(problem)
    returns (none: the original alone), the original's time made too long to win."""
    out = copy.deepcopy(run)
    for p in out["problems"]:
        original, variant = p["variants"][0], pick(p)
        if variant is None or variant["label"] == original["label"]:
            p["variants"] = [original]
        else:
            slow = dict(original["gemm"], median_us=NEVER_WINS_US, p10_us=NEVER_WINS_US, p90_us=NEVER_WINS_US)
            p["variants"] = [dict(original, gemm=slow), variant]
    return out


def timed_as_dimtune_counts(build, module, run, target, work, pick):
    """{GEMM key: the time dimtune counts for pick(problem)'s variant in `run`} (infinite where
    the variant is not valid in it)."""
    out = {}
    for key, (_, measured) in measured_best(build, module, one_variant(run, pick), target, work).items():
        best = measured["best"]
        original_lost = best["label"] == "original" and measured["original_us"] >= NEVER_WINS_US
        out[key] = float("inf") if original_lost else best["total_us"]
    return out


def module_path(args, model):
    """MODEL's module: its path, and how to name it (written out of git with --modules-at)."""
    if model in args.module:
        return args.module[model], args.module[model]
    relative = f"examples/{model}-train.mlir"
    if not args.modules_at:
        return os.path.join(dimtune_tools.ROOT, relative), relative
    path = os.path.join(args.work, f"{model}.mlir")
    with open(path, "w") as f:
        subprocess.run(["git", "-C", dimtune_tools.ROOT, "show", f"{args.modules_at}:{relative}"],
                       stdout=f, check=True)
    return path, f"{args.modules_at}:{relative}"


def check_model(args, model):
    """Prints the model's lines; returns its number of failures."""
    runs = {}
    for r in "ab":
        with open(os.path.join(args.run_dir, f"{model}-{r}.json")) as f:
            runs[r] = json.load(f)
    a, b = runs["a"], runs["b"]
    module, name = module_path(args, model)
    work = args.work
    choices = measured_best(args.build, module, a, args.target, work)
    a_by_key = {dimtune_tools.problem_key(p): p for p in a["problems"]}

    def shape_of_choice(p):
        best = choices.get(dimtune_tools.problem_key(p), (0, {"best": None}))[1]["best"]
        return best and next(v for v in p["variants"]
                             if (v["m"], v["n"], v["k"]) == (best["m"], best["n"], best["k"]))

    chosen_b = timed_as_dimtune_counts(args.build, module, b, args.target, work, shape_of_choice)
    align_b = timed_as_dimtune_counts(args.build, module, b, args.target, work,
                                      lambda p: next((v for v in p["variants"] if v["label"] == "align"), None))
    failures = 0
    orig_total = align_total = chosen_total = 0.0
    lines = []
    checked = 0
    for pb in b["problems"]:
        key = dimtune_tools.problem_key(pb)
        if key not in choices or key not in a_by_key:
            continue
        checked += 1
        count, measured = choices[key]
        best = measured["best"]
        ob = pb["variants"][0]["gemm"]
        spread = max(abs(a_by_key[key]["variants"][0]["gemm"]["median_us"] - ob["median_us"]),
                     ob["p90_us"] - ob["p10_us"]) / ob["median_us"]
        orig_total += count * ob["median_us"]
        align_total += count * align_b[key]
        chosen_total += count * chosen_b[key]
        slower = chosen_b[key] > ob["median_us"] * (1 + spread)
        failures += slower
        if best["label"] != "original" or slower:
            lines.append(f"  {pb['role'] or '?':>18} {pb['dtype']} {pb['batch']}x{pb['m']}x{pb['n']}x{pb['k']}: "
                         f"chose {best['label']} {best['m']}x{best['n']}x{best['k']}, run b "
                         f"{chosen_b[key]:.1f} us vs original {ob['median_us']:.1f} us (spread {spread:.1%})"
                         f"{'  SLOWER BEYOND SPREAD' if slower else ''}")
    ok_total = chosen_total <= align_total
    failures += not ok_total
    print(f"{model}: {len(a['problems'])} problems on {a['gpu']} (cuBLASLt {a['cublaslt']}, driver "
          f"{a['driver']}); run b totals: original {orig_total:.1f} us, align {align_total:.1f} us, "
          f"measured {chosen_total:.1f} us ({orig_total / chosen_total:.3f}x); measured <= align: {ok_total}")
    if checked != len(b["problems"]):
        print(f"  only {checked} of the runs' {len(b['problems'])} problems are GEMMs of {name}")
    print("\n".join(lines))
    return failures


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("run_dir", help="folder with MODEL-a.json and MODEL-b.json")
    ap.add_argument("models", nargs="+", metavar="MODEL")
    ap.add_argument("--module", action="append", default=[], metavar="MODEL=PATH",
                    help="the module MODEL's runs were made from")
    ap.add_argument("--modules-at", metavar="REV",
                    help="take examples/MODEL-train.mlir as it was at this git revision")
    ap.add_argument("--target", default="h200", help="the GPU the runs measured (default: %(default)s)")
    dimtune_tools.add_build_option(ap)
    args = ap.parse_args()
    try:
        args.module = dict(m.split("=", 1) for m in args.module)
    except ValueError:
        ap.error("--module wants MODEL=PATH")
    with tempfile.TemporaryDirectory() as args.work:
        failures = sum(check_model(args, model) for model in args.models)
    print(f"{failures} failure(s)")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
