#!/usr/bin/env python3
"""Bounds on `dimtune-fit attention-check`'s summary: predicted against measured SDPA times.

usage: attention_bounds.py SUMMARY.txt GROUP:MEDIAN:P90...

GROUP is a row label of the summary ("cudnn bwd", "flash2 fwd causal", ..., or "all"); its
median and p90 |pred - meas| / meas must be at most the given percentages. Prints what it
checked; exits 1 on a miss or a group the summary lacks.
"""
import re
import sys

from bounds import finish

ROW = re.compile(r"^\s*(.+?)\s+(\d+) rows\s+median \|pred-meas\|/meas ([\d.]+)%\s+p90 ([\d.]+)%")
ALL = re.compile(r"^all: median \|pred-meas\|/meas ([\d.]+)%, p90 ([\d.]+)%")


def main():
    if len(sys.argv) < 3:
        sys.exit(__doc__)
    groups = {}
    with open(sys.argv[1]) as f:
        for line in f:
            if m := ROW.match(line):
                groups[m.group(1)] = (float(m.group(3)), float(m.group(4)), int(m.group(2)))
            elif m := ALL.match(line):
                groups["all"] = (float(m.group(1)), float(m.group(2)), None)
    misses = []
    for bound in sys.argv[2:]:
        name, median, p90 = bound.rsplit(":", 2)
        if name not in groups:
            misses.append(f"{name}: not in the summary")
            continue
        got_median, got_p90, rows = groups[name]
        print(f"{name}: median {got_median}%, p90 {got_p90}%" + (f" ({rows} rows)" if rows else ""))
        if got_median > float(median):
            misses.append(f"{name}: median {got_median}% above {median}%")
        if got_p90 > float(p90):
            misses.append(f"{name}: p90 {got_p90}% above {p90}%")
    finish(f"{len(misses)} misses", misses)


if __name__ == "__main__":
    main()
