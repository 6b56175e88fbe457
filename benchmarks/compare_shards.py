#!/usr/bin/env python3
"""Compare a sharded run with a single-process run of the same benchmark program.

    python3 benchmarks/compare_shards.py DIR
    python3 benchmarks/compare_shards.py benchmarks/results/sharding > benchmarks/results/sharding/compare.txt

Reads shard-0.json, shard-1.json and single.json (benchmarks/shard_two_gpus.sh): the shards must
cover exactly the single run's problems, and the original shapes' times are compared; exits 1
when they do not.
"""
import argparse
import json
import statistics
import sys

import dimtune_tools


def problems(path):
    """{problem key: the original shape's median} of a results file."""
    with open(path) as f:
        return {dimtune_tools.problem_key(p): p["variants"][0]["gemm"]["median_us"] for p in json.load(f)["problems"]}


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("dir", metavar="DIR", help="folder with shard-0.json, shard-1.json and single.json")
    d = ap.parse_args().dir
    shards = {**problems(f"{d}/shard-0.json"), **problems(f"{d}/shard-1.json")}
    single = problems(f"{d}/single.json")
    same = set(shards) == set(single)
    diffs = [abs(shards[k] / single[k] - 1) for k in single if k in shards]
    print(f"{len(shards)} problems from the shards, {len(single)} from one process, same set: {same}; "
          f"original-shape times differ by {statistics.median(diffs):.2%} median, {max(diffs):.2%} max")
    return 0 if same else 1


if __name__ == "__main__":
    sys.exit(main())
