#!/usr/bin/env python3
"""Bounds on compare_serving.py's summary: dimtune's serving steps against the measured ones.

usage: serving_bounds.py SUMMARY.txt SET:MEDIAN:P90:LARGEST... [--knees N]

SUMMARY.txt is what compare_serving.py prints. For each SET (decode-graph, decode-eager,
hf-eager, prefill) its median, p90 and largest |pred - meas| / meas must be at most the
given percentages; with --knees, the decode knee within one power of two of the measured one
on at least N config x context. Prints the figures checked; exits 1 on any miss.
"""
import re
import sys

from bounds import finish

LINE = re.compile(r"^(\S+): (\d+) cases, median \|pred - meas\| / meas ([\d.]+)%, p90 ([\d.]+)%, "
                  r"largest ([\d.]+)%")
KNEE = re.compile(r"within one power of two of the measured knee on (\d+) of (\d+)")


def main():
    args = sys.argv[1:]
    knees = None
    if "--knees" in args:
        i = args.index("--knees")
        knees = int(args[i + 1])
        del args[i:i + 2]
    if len(args) < 2:
        sys.exit(__doc__)
    with open(args[0]) as f:
        text = f.read()
    found = {m.group(1): [float(x) for x in m.group(3, 4, 5)] + [int(m.group(2))]
             for m in map(LINE.match, text.splitlines()) if m}
    misses = []
    for bound in args[1:]:
        name, *limits = bound.split(":")
        if name not in found:
            misses.append(f"{name}: not in the summary")
            continue
        *figures, cases = found[name]
        print(f"{name}: {cases} cases, median {figures[0]}%, p90 {figures[1]}%, largest {figures[2]}%")
        for what, got, limit in zip(("median", "p90", "largest"), figures, map(float, limits)):
            if got > limit:
                misses.append(f"{name}: {what} {got}% above {limit:g}%")
    if knees is not None:
        m = KNEE.search(text)
        if not m or int(m.group(1)) < knees:
            misses.append(f"knees: {m.group(0) if m else 'no knee line'}, fewer than {knees}")
        else:
            print(f"knees: {m.group(1)} of {m.group(2)} within one power of two")
    finish(f"{len(misses)} misses", misses)


if __name__ == "__main__":
    main()
