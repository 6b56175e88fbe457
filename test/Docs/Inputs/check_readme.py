#!/usr/bin/env python3
"""Checks what README.md shows against what the tools print now.

    check_readme.py README.md example ANALYZE_OUTPUT
        Every line of the quick start's example output (the fenced block that
        starts with "attention "; indented lines continue the line above) must
        be a line the example's analysis printed (its remarks, "remark:
        dimtune: " removed).
    check_readme.py README.md schema REPORT.json
        The keys of the analysis report's schema block (the ```json block that
        starts with {"target") must be the keys the report has, at any depth
        (the contents of by_kind and by_role, named by the data, left out).

Prints what differs and exits 1, or prints "ok" and the count checked.
"""
import argparse
import json
import re
import sys


def fenced_blocks(text):
    """(info string, body) of every fenced block, in order."""
    blocks, info, body = [], None, []
    for line in text.splitlines():
        if info is None and line.startswith("```"):
            info, body = line[3:].strip(), []
        elif info is not None and line.strip() == "```":
            blocks.append((info, "\n".join(body)))
            info = None
        elif info is not None:
            body.append(line)
    return blocks


def fenced_block(text, info, first):
    """The body of the first block fenced with `info` whose first line starts
    with `first`."""
    for block_info, body in fenced_blocks(text):
        if block_info == info and body.startswith(first):
            return body
    sys.exit("README has no ```%s block starting with %r" % (info, first))


def check_example(readme, output_path):
    shown = []
    for line in fenced_block(readme, "", "attention ").splitlines():
        if line.startswith("  ") and shown:
            shown[-1] += " " + line.strip()
        else:
            shown.append(line)
    printed = set()
    with open(output_path) as output:
        for line in output:
            if "remark: dimtune: " in line:
                printed.add(line.split("remark: dimtune: ", 1)[1].rstrip("\n"))
    missing = [line for line in shown if line not in printed]
    for line in missing:
        print("README shows a line the example does not print:\n  " + line)
    return missing, len(shown)


def report_keys(value, keys):
    if isinstance(value, dict):
        for key, child in value.items():
            keys.add(key)
            if key not in ("by_kind", "by_role"):
                report_keys(child, keys)
    elif isinstance(value, list):
        for child in value:
            report_keys(child, keys)
    return keys


def check_schema(readme, report_path):
    documented = set(re.findall(r'"([a-z_0-9]+)"', fenced_block(readme, "json", '{"target"')))
    with open(report_path) as report:
        actual = report_keys(json.load(report), set())
    problems = ["the report has %r, the README's schema does not" % k for k in sorted(actual - documented)]
    problems += ["the README's schema has %r, the report does not" % k for k in sorted(documented - actual)]
    for p in problems:
        print(p)
    return problems, len(documented)


def main():
    parser = argparse.ArgumentParser(description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("readme")
    parser.add_argument("what", choices=["example", "schema"])
    parser.add_argument("actual", help="the analysis output (example) or report (schema)")
    args = parser.parse_args()
    with open(args.readme) as f:
        readme = f.read()
    check = check_example if args.what == "example" else check_schema
    problems, checked = check(readme, args.actual)
    if problems:
        return 1
    print("ok: %d %s" % (checked, "lines" if args.what == "example" else "keys"))
    return 0


if __name__ == "__main__":
    sys.exit(main())
