#!/usr/bin/env python3
"""The runner's pads and slices against its own device copy: every copy of at least --min-mb
(the larger of the bytes read and written; the mean of the two is used) a results file holds,
as a share of the copy bandwidth that run measured (`copy_bandwidth_gbs`, a cudaMemcpyAsync of
`copy_bytes`), with the copies below --floor listed.

    python3 benchmarks/copy_shares.py RESULTS.json... [--min-mb 64] [--floor 0.8]
    python3 benchmarks/copy_shares.py benchmarks/results/retune/*-[ab].json

Exits 1 if any copy is below the floor.
"""
import argparse
import json
import statistics
import sys

from fit_copies import runner_copies


def shares(path, min_bytes):
    """(share of the run's copy bandwidth, MB, us) of each copy of at least min_bytes."""
    with open(path) as f:
        bandwidth = json.load(f)["copy_bandwidth_gbs"]
    out = []
    for moved, us in runner_copies(path):
        if moved / 2 >= min_bytes:
            out.append((moved / (us * 1e3) / bandwidth, moved / 2e6, us))
    return out


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("results", nargs="+", help="the runner's results files")
    parser.add_argument("--min-mb", type=float, default=64, help="smallest copy counted, MB")
    parser.add_argument("--floor", type=float, default=0.8, help="share a copy must reach")
    args = parser.parse_args()
    rows = [(share, mb, us, path) for path in args.results
            for share, mb, us in shares(path, args.min_mb * 1e6)]
    if not rows:
        print(f"no copy of {args.min_mb:g} MB or more in {len(args.results)} results files")
        return 1
    values = [r[0] for r in rows]
    below = sorted(r for r in rows if r[0] < args.floor)
    print(f"{len(rows)} copies of {args.min_mb:g} MB or more in {len(args.results)} results files: "
          f"{min(values):.1%} to {max(values):.1%} of the run's device copy "
          f"(median {statistics.median(values):.1%}); {len(below)} below {args.floor:.0%}")
    for share, mb, us, path in below:
        print(f"  {path}: {mb:.0f} MB in {us:.1f} us, {share:.1%}")
    return 1 if below else 0


if __name__ == "__main__":
    sys.exit(main())
