"""Prints each problem's where and role from `dimtune_bench --list` (stdin) with ascii(), so that
FileCheck sees every quote, backslash and non-ASCII character as it came through."""
import json
import sys

for problem in json.load(sys.stdin):
    print(ascii(problem["where"]), ascii(problem["role"]))
