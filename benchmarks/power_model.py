#!/usr/bin/env python3
"""A first cut of a power-cap model for whole training steps, fitted on micro-benchmarks only
and checked against measured steps: which SM clock a step sustains under the power cap, and
the step time at that clock. The first cut: dimtune fits the same factors in C++
(`dimtune-calibrate --fit --power-duty POWER.json --power-sustained SUSTAINED.json`,
lib/Calibration/PowerFit.cpp) and prices steps with them; this script keeps its table of the
baseline steps.

    python3 benchmarks/power_model.py POWER.json SUSTAINED.json HF_STEPS.json COMPARE.csv
        [--cap-w 700] [--boost-mhz 1980] [--bandwidth-gbs 3600] [--out OUT.md]
        [--calibration-out CALIBRATION.json]

The model (every factor from measure_power.py's duty and sustained outputs, none from the steps):
  power at the boost clock   P = P0 + a * R + b * B, R the tensor FLOP rate (TFLOP/s), B the
                             memory traffic (GB/s): least squares over the duty points that
                             ran without the power cap (GEMM duty cycles, copies);
  at a lower clock f         the FLOP term scales by (f / boost)^gamma, gamma from the GEMM
                             held at duty 1.0 (capped);
  compute-bound time         scales by (boost / f)^beta, beta the median over
                             the sustained part's shapes of ln(slowdown) / ln(burst clock /
                             sustained clock); memory-bound time does not change.
--calibration-out writes these factors as the power model dimtune's C++ reads
(PowerModel in include/dimtune/Target/GpuTarget.h: benchmarks/results/power/
h200-power-calibration.json is built in), with the lowest SM clock the duty points ran at as the
floor of its clock range. A step (each baseline of HF_STEPS.json, dimtune's predicted parts from COMPARE.csv) runs at
the boost clock when P stays under the cap, else at the clock where P meets it. Its FLOPs
are approximated from the measured parameter count, 6 N tokens, plus causal attention
(3.5 x 2 s^2 hidden per sequence and layer, forward and backward); its traffic is the
predicted memory-bound time at --bandwidth-gbs. Prints the factors and, per model, the
predicted and measured clocks and the step time predicted without and with the model
against the measured one.
"""
import argparse
import json
import math
import os
import statistics

import step_clocks


def least_squares(rows):
    """(P0, a, b) minimising the squared error of P0 + a r + b g over rows (r, g, p)."""
    x = [[1.0, r, g] for r, g, _ in rows]
    y = [p for _, _, p in rows]
    m = [[sum(row[i] * row[j] for row in x) for j in range(3)] + [sum(row[i] * t for row, t in zip(x, y))]
         for i in range(3)]
    for i in range(3):
        pivot = m[i][i]
        m[i] = [v / pivot for v in m[i]]
        for r in range(3):
            if r != i:
                m[r] = [vr - m[r][i] * vi for vr, vi in zip(m[r], m[i])]
    return tuple(m[i][3] for i in range(3))


def capped(point):
    return point["conditions"].get("clock_event_share", {}).get("sw_power_cap", 0) > 0


def fit(power, sustained, boost_mhz):
    rows = [(p.get("tflops", 0.0), p.get("gbs", 0.0), p["conditions"]["power_w_median"])
            for p in power["points"] if p["load"] in ("gemm", "copy") and not capped(p)]
    p0, a, b = least_squares(rows)
    full = next(p for p in power["points"] if p["load"] == "gemm" and p["duty"] == 1.0)
    clock = full["conditions"]["sm_clock_mhz_median"]
    gamma = (math.log((full["conditions"]["power_w_median"] - p0) / (a * full["tflops"]))
             / math.log(clock / boost_mhz))
    beta = statistics.median(
        math.log(s["slowdown"]) / math.log(s["burst"]["conditions"]["sm_clock_mhz_median"]
                                           / s["sustained"]["conditions"]["sm_clock_mhz_median"])
        for s in sustained["shapes"])
    return {"p0": p0, "a": a, "b": b, "gamma": gamma, "beta": beta, "points": len(rows)}


def step_flops(variant, micro_batch, seq):
    g = variant["geometry"]
    layers, hidden = g["num_hidden_layers"], g["hidden_size"]
    tokens = micro_batch * seq
    return 6.0 * variant["params"] * tokens + layers * micro_batch * 3.5 * 2.0 * seq * seq * hidden


def sustained_clock(model, compute_ms, memory_ms, flops, traffic, cap_w, boost):
    """(clock, step ms) where the modelled power meets the cap, or the boost clock."""
    def at(f):
        ms = compute_ms * (boost / f) ** model["beta"] + memory_ms
        watts = (model["p0"] + model["a"] * flops / (ms * 1e9) * (f / boost) ** model["gamma"]
                 + model["b"] * traffic / (ms * 1e6))
        return watts, ms
    if at(boost)[0] <= cap_w:
        return boost, at(boost)[1]
    lo, hi = 0.2 * boost, boost
    for _ in range(60):
        mid = (lo + hi) / 2
        lo, hi = (lo, mid) if at(mid)[0] > cap_w else (mid, hi)
    return lo, at(lo)[1]


def write_calibration(path, model, power, args):
    """The fitted factors under the names of dimtune's PowerModel."""
    floor = min(p["conditions"]["sm_clock_mhz_min"] for p in power["points"] if p["load"] != "idle")
    out = {"power": {"cap_w": args.cap_w, "idle_w": round(model["p0"], 2),
                     "watts_per_tflops": round(model["a"], 4), "watts_per_gbs": round(model["b"], 5),
                     "rate_clock_exponent": round(model["gamma"], 3),
                     "time_clock_exponent": round(model["beta"], 3), "min_clock_mhz": floor},
           "fit": {"uncapped_points": model["points"], "boost_mhz": args.boost_mhz,
                   "sources": [args.power, args.sustained]}}
    with open(path + ".tmp", "w") as f:
        json.dump(out, f, indent=2)
        f.write("\n")
    os.replace(path + ".tmp", path)


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("power", help="measure_power.py duty's OUT.json")
    ap.add_argument("sustained", help="measure_power.py sustained's OUT.json")
    ap.add_argument("hf_steps", help="measure_hf_steps.py's hf-steps.json, with conditions_during")
    ap.add_argument("compare", help="compare_steps.py's CSV (the baselines' predicted parts)")
    ap.add_argument("--cap-w", type=float, default=700.0, help="the enforced power limit")
    ap.add_argument("--boost-mhz", type=float, default=1980.0)
    ap.add_argument("--bandwidth-gbs", type=float, default=3600.0,
                    help="the traffic rate of the memory-bound time")
    ap.add_argument("--out", help="also write the output here")
    ap.add_argument("--calibration-out", help="write the fitted power model as dimtune's JSON here")
    args = ap.parse_args()
    power, sustained, hf_steps, compare = step_clocks.read_inputs(
        [args.power, args.sustained, args.hf_steps], args.compare)
    predicted = {r["model"]: r for r in compare if r["variant"] == "baseline"}
    model = fit(power, sustained, args.boost_mhz)
    if args.calibration_out:
        write_calibration(args.calibration_out, model, power, args)
    lines = [f"P = {model['p0']:.1f} W + {model['a']:.3f} W per TFLOP/s x (f/boost)^{model['gamma']:.2f} + "
             f"{model['b']:.4f} W per GB/s ({model['points']} uncapped points); compute time x "
             f"(boost/f)^{model['beta']:.2f}; cap {args.cap_w:.0f} W", "",
             "| model | predicted clock | measured clock | step predicted | with the power model | measured |",
             "|---|---|---|---|---|---|"]
    for m in hf_steps["models"]:
        baseline = next((v for v in m.get("variants", []) if v["label"] == "baseline"), None)
        if m["name"] not in predicted or not baseline:
            continue
        p = predicted[m["name"]]
        compute = float(p["predicted_gemm_ms"]) + float(p["predicted_attention_ms"])
        memory = float(p["predicted_other_ms"])
        clock, ms = sustained_clock(model, compute, memory, step_flops(baseline, m["micro_batch"], m["seq"]),
                                    args.bandwidth_gbs * 1e9 * memory / 1e3, args.cap_w, args.boost_mhz)
        measured_clock = step_clocks.step_clock(baseline)
        before = compute + memory
        lines.append(f"| {m['name']} | {clock:.0f} MHz | {measured_clock:.0f} MHz | {before:.1f} ms "
                     f"({before / baseline['median_ms'] - 1:+.1%}) | {ms:.1f} ms "
                     f"({ms / baseline['median_ms'] - 1:+.1%}) | {baseline['median_ms']:.1f} ms |")
    step_clocks.emit("\n".join(lines), args.out)


if __name__ == "__main__":
    main()
