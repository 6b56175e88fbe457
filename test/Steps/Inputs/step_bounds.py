#!/usr/bin/env python3
"""Bounds on compare_steps.py's table: dimtune's predicted whole steps against the measured ones.

usage: step_bounds.py COMPARE.csv [--median E] [--max E] [--clock C] [--points P]
                      [--within-3 N]

Fails (exit 1, each miss printed) where the median |step error| is above E%, any step's
|error| above --max, any predicted clock further than C% from the measured median clock,
any variant's speed-up further than P points from the measured one, or fewer than N
variants' speed-ups within 3 points. Prints the figures it checked.
"""
import argparse
import csv
import statistics
import sys

from bounds import finish


def main():
    p = argparse.ArgumentParser()
    p.add_argument("csv")
    p.add_argument("--median", type=float, default=5.0)
    p.add_argument("--max", type=float, default=10.0)
    p.add_argument("--clock", type=float, default=5.0)
    p.add_argument("--points", type=float, default=3.0)
    p.add_argument("--within-3", type=int, default=0)
    a = p.parse_args()
    with open(a.csv) as f:
        rows = list(csv.DictReader(f))
    if not rows:
        sys.exit(f"{a.csv}: no steps")
    misses = []
    errors = [abs(float(r["step_error_pct"])) for r in rows]
    median = statistics.median(errors)
    if median > a.median:
        misses.append(f"median |error| {median:.1f}% above {a.median:g}%")
    clocks, variants, within = 0, 0, 0
    for r in rows:
        name = f"{r['model']} {r['variant']}"
        if abs(float(r["step_error_pct"])) > a.max:
            misses.append(f"{name}: step error {r['step_error_pct']}% beyond {a.max:g}%")
        if r["measured_clock_mhz"]:
            clocks += 1
            off = 100 * (float(r["predicted_clock_mhz"]) / float(r["measured_clock_mhz"]) - 1)
            if abs(off) > a.clock:
                misses.append(f"{name}: clock {off:+.1f}% beyond {a.clock:g}%")
        if r["variant"] != "baseline" and r["speedup_error_points"]:
            variants += 1
            points = abs(float(r["speedup_error_points"]))
            within += points <= 3
            if points > a.points:
                misses.append(f"{name}: speed-up {points:.1f} points off, beyond {a.points:g}")
    if within < a.within_3:
        misses.append(f"{within} speed-ups within 3 points, fewer than {a.within_3}")
    finish(f"{len(rows)} steps: median |error| {median:.1f}%, largest {max(errors):.1f}%; "
           f"{clocks} clocks; {within} of {variants} speed-ups within 3 points; {len(misses)} misses",
           misses)


if __name__ == "__main__":
    main()
