#!/usr/bin/env python3
"""The time over which the power cap holds the mean power (PowerModel::windowMs), fitted on
probe_power_window.py's busy/idle cycles with the power model's other factors as they are.

    python3 benchmarks/fit_power_window.py PROBE.json CALIBRATION.json [--write]
    python3 benchmarks/fit_power_window.py benchmarks/results/power/power-window.json \\
        benchmarks/results/power/h200-power-calibration.json --write

The model dimtune's step model uses (lib/CostModel/StepModel.cpp): the GPU's timeline is cut
into windows of W ms; each window runs at the highest clock at which its mean power (its work
over its time, busy and idle) stays under the cap. For each cycle of the probe (a compute-bound
product back to back for `busy` ms, then `idle` ms idle) the windows are laid at 8 offsets over
20 periods and the product's mean time predicted against the measured median product time; W
is the grid value whose largest |error| over the cycles is least (a window must hold for every
kind of load; the mean breaks ties). Prints the table for the chosen W and for
the whole-step average (W infinite); --write adds "window_ms" to CALIBRATION.json's power
section and the fit's figures to its "fit" section.
"""
import argparse
import json
import math
import os
import statistics
import sys

GRID_MS = [10, 20, 30, 40, 50, 60, 75, 100, 150, 200]


class Power:
    """The calibration's power model applied to the probe's product."""

    def __init__(self, power, boost_mhz, burst_us, flops):
        self.p, self.boost, self.burst_us, self.flops = power, boost_mhz, burst_us, flops

    def slowdown(self, mhz):
        return (self.boost / mhz) ** self.p["time_clock_exponent"]

    def busy_watts(self, mhz):
        tflops = self.flops / (self.burst_us * self.slowdown(mhz)) / 1e6
        return (self.p["idle_w"] + self.p["watts_per_tflops"] * tflops
                * (mhz / self.boost) ** self.p["rate_clock_exponent"])

    def clock(self, busy_ms, idle_ms):
        """The highest clock whose mean power over busy (at boost) + idle stays under the cap."""
        def mean(mhz):
            busy = busy_ms * self.slowdown(mhz)
            return (busy * self.busy_watts(mhz) + idle_ms * self.p["idle_w"]) / (busy + idle_ms)
        if mean(self.boost) <= self.p["cap_w"]:
            return self.boost
        lo, hi = min(self.p["min_clock_mhz"], self.boost), self.boost
        for _ in range(40):
            mid = (lo + hi) / 2
            lo, hi = (mid, hi) if mean(mid) <= self.p["cap_w"] else (lo, mid)
        return lo


def predicted_us(model, busy_ms, idle_ms, window_ms, offsets=8, periods=20):
    period = busy_ms + idle_ms
    if window_ms is None:  # the whole run one window
        return model.burst_us * model.slowdown(model.clock(busy_ms, idle_ms))
    means = []
    for o in range(offsets):
        start, end_ms = -o * window_ms / offsets, max(periods * period, 10 * window_ms)
        time_us = work_ms = 0.0
        while start < end_ms:
            lo, hi = max(start, 0.0), start + window_ms
            busy, k = 0.0, math.floor(lo / period)
            while k * period < hi:
                busy += max(0.0, min(k * period + busy_ms, hi) - max(k * period, lo))
                k += 1
            if busy > 0:
                time_us += busy * model.slowdown(model.clock(busy, (hi - lo) - busy))
                work_ms += busy
            start = hi
        means.append(time_us / work_ms * model.burst_us)
    return statistics.mean(means)


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("probe", help="probe_power_window.py's OUT.json")
    ap.add_argument("calibration", help="the power calibration JSON (power_model.py --calibration-out)")
    ap.add_argument("--boost-mhz", type=float, default=1980.0)
    ap.add_argument("--write", action="store_true", help="add window_ms to CALIBRATION.json")
    args = ap.parse_args()
    try:
        probe = json.load(open(args.probe))
        calibration = json.load(open(args.calibration))
        power = calibration["power"]
        model = Power(power, args.boost_mhz, probe["burst"]["median_us"], probe["product"]["flops"])
        cycles = [(c["kind"], c["busy_ms"], c["idle_ms"],
                   statistics.median(s["median_us"] for s in c["stretches"][1:] or c["stretches"]))
                  for c in probe["cycles"]]
    except (OSError, ValueError, KeyError, TypeError) as e:
        sys.exit(f"fit_power_window.py: cannot read the inputs: {e}")
    if not cycles:
        sys.exit("fit_power_window.py: the probe has no cycles")

    def errors(window_ms):
        return [predicted_us(model, b, i, window_ms) / m - 1 for _, b, i, m in cycles]

    scores = {w: (max(abs(e) for e in errors(w)), statistics.mean(abs(e) for e in errors(w)))
              for w in GRID_MS}
    best = min(GRID_MS, key=lambda w: scores[w])
    print("window  mean |error|  largest")
    for w in GRID_MS + [None]:
        e = [abs(x) for x in errors(w)]
        print(f"{'step' if w is None else str(w) + ' ms':>6}  {statistics.mean(e):11.1%}  {max(e):7.1%}"
              + ("  <- chosen" if w == best else ""))
    print(f"\n| cycle | busy / idle | measured | predicted, {best} ms windows | predicted, one window |")
    print("|---|---|---|---|---|")
    for kind, b, i, m in cycles:
        print(f"| {kind} | {b:.1f} / {i:.1f} ms | {m:.1f} us | {predicted_us(model, b, i, best):.1f} us | "
              f"{predicted_us(model, b, i, None):.1f} us |")
    if args.write:
        power["window_ms"] = float(best)
        fit = calibration.setdefault("fit", {})
        fit["window"] = {"source": args.probe, "grid_ms": GRID_MS,
                         "largest_abs_error": round(scores[best][0], 4),
                         "mean_abs_error": round(scores[best][1], 4),
                         "whole_step_mean_abs_error": round(statistics.mean(abs(e) for e in errors(None)), 4)}
        with open(args.calibration + ".tmp", "w") as f:
            json.dump(calibration, f, indent=2)
            f.write("\n")
        os.replace(args.calibration + ".tmp", args.calibration)


if __name__ == "__main__":
    main()
