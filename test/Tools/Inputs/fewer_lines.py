"""fewer_lines.py N FILE: fails, saying how many, unless FILE has fewer than N lines."""
import sys

limit, path = int(sys.argv[1]), sys.argv[2]
with open(path) as f:
    lines = sum(1 for _ in f)
if lines >= limit:
    sys.exit(f"{path}: {lines} lines, not fewer than {limit}")
