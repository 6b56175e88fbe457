#!/usr/bin/env python3
"""Compares two JSON files: the same keys at every level and, unless
--keys-only, the same values (numbers to a relative 1e-9, so that a last-bit
difference of another compiler does not count).

usage: same_json.py EXPECTED ACTUAL [--keys-only] [--skip KEY]...

--skip KEY leaves out top-level KEY (e.g. "measurements", a path). Prints
"same" or one line per difference (missing, extra or differing key, as a
/-separated path), and exits 1 on any difference.
"""
import argparse
import json
import math
import sys


def compare(expected, actual, path, keys_only, out):
    if isinstance(expected, dict) and isinstance(actual, dict):
        for key in expected:
            if key not in actual:
                out.append("missing %s/%s" % (path, key))
        for key in actual:
            if key not in expected:
                out.append("extra %s/%s" % (path, key))
        for key in expected:
            if key in actual:
                compare(expected[key], actual[key], "%s/%s" % (path, key), keys_only, out)
    elif isinstance(expected, list) and isinstance(actual, list):
        if keys_only:
            # The fitted lists (head dims and efficiencies) differ with the
            # data; their elements' form does not.
            for e in expected[:1]:
                for a in actual:
                    compare(e, a, path + "[]", keys_only, out)
            return
        if len(expected) != len(actual):
            out.append("differs %s: %d elements vs %d" % (path, len(expected), len(actual)))
            return
        for i, (e, a) in enumerate(zip(expected, actual)):
            compare(e, a, "%s[%d]" % (path, i), keys_only, out)
    elif isinstance(expected, (dict, list)) or isinstance(actual, (dict, list)):
        out.append("differs %s: %s vs %s" % (path, type(expected).__name__, type(actual).__name__))
    elif keys_only:
        if isinstance(expected, str) != isinstance(actual, str):
            out.append("differs %s: %r vs %r" % (path, expected, actual))
    elif isinstance(expected, (int, float)) and isinstance(actual, (int, float)) \
            and not isinstance(expected, bool) and not isinstance(actual, bool):
        if not math.isclose(expected, actual, rel_tol=1e-9, abs_tol=1e-12):
            out.append("differs %s: %r vs %r" % (path, expected, actual))
    elif expected != actual:
        out.append("differs %s: %r vs %r" % (path, expected, actual))


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("expected")
    parser.add_argument("actual")
    parser.add_argument("--keys-only", action="store_true")
    parser.add_argument("--skip", action="append", default=[])
    args = parser.parse_args()
    expected = json.load(open(args.expected))
    actual = json.load(open(args.actual))
    for key in args.skip:
        expected.pop(key, None)
        actual.pop(key, None)
    out = []
    compare(expected, actual, "", args.keys_only, out)
    print("\n".join(out) if out else "same")
    return 1 if out else 0


if __name__ == "__main__":
    sys.exit(main())
