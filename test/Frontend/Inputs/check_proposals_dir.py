#!/usr/bin/env python3
"""Checks what --dimtune-advise proposals-dir=DIR wrote against its JSON report.

usage: check_proposals_dir.py DIR REPORT.json

DIR must hold baseline.mlir, one PARAM-TO.mlir per proposal (micro_batch
changes no module) and all.mlir: the baseline's functions, then those of every
candidate the report lists (its index i in "candidates", micro_batch skipped),
renamed c<i>_<name>, in one module without the dimtune.model attribute.
Prints one line per fact checked; exits 1 at the first that does not hold.
"""
import json
import os
import re
import sys


def functions(path):
    return re.findall(r"func\.func @([A-Za-z0-9_]+)", open(path).read())


def bodies(text):
    """Each function's text, by name."""
    parts = re.split(r"(?=func\.func @)", text)[1:]
    return {re.match(r"func\.func @([A-Za-z0-9_]+)", p).group(1): p for p in parts}


def fail(message):
    print("error: " + message)
    sys.exit(1)


def main():
    directory, report_path = sys.argv[1:3]
    report = json.load(open(report_path))
    candidates = report["candidates"]
    files = sorted(os.listdir(directory))
    print("files: " + " ".join(files))
    baseline = functions(os.path.join(directory, "baseline.mlir"))
    if not baseline:
        fail("baseline.mlir has no functions")
    for p in report["proposals"]:
        if p["param"] == "micro_batch":
            continue
        name = "%s-%d.mlir" % (p["param"], p["to"])
        if name not in files:
            fail("no module for the proposal %s" % name)
        text = open(os.path.join(directory, name)).read()
        if "%s = %d : i64" % (p["param"], p["to"]) not in text:
            fail("%s does not carry %s = %d" % (name, p["param"], p["to"]))
        print("proposal %s" % name)
    all_path = os.path.join(directory, "all.mlir")
    if not os.path.exists(all_path):
        fail("no all.mlir")
    text = open(all_path).read()
    if "dimtune.model" in text:
        fail("all.mlir keeps the dimtune.model attribute")
    names = functions(all_path)
    expected = list(baseline)
    written = 0
    for i, c in enumerate(candidates):
        if c["param"] == "micro_batch":
            continue
        expected += ["c%d_%s" % (i, f) for f in baseline]
        written += 1
    if names != expected:
        fail("all.mlir has functions %s, expected %s" % (names, expected))
    # Each candidate's functions are the model it describes, not the baseline.
    body = bodies(text)
    for i, c in enumerate(candidates):
        if c["param"] == "micro_batch":
            continue
        prefix = "c%d_" % i
        if all(body[prefix + f].replace("@" + prefix, "@") == body[f] for f in baseline):
            fail("candidate %d (%s %d) has the baseline's functions" % (i, c["param"], c["to"]))
    if written == 0:
        fail("the report lists no candidate that changes the model")
    print("all.mlir: the baseline and %d candidates, %d functions" % (written, len(names)))


if __name__ == "__main__":
    main()
