#!/usr/bin/env python3
"""The dimtune.model attribute read back as it was written: for each module, every field of the
attribute in the IR (dimtune-import wrote it) against the model the advisor read from it (its JSON
report's "model", written field by field from the config readModelAttr built). Prints one line
per module: "NAME: N fields read back" or each field that differs.

usage: model_attr_round_trip.py MODULE.mlir ADVICE.json [MODULE.mlir ADVICE.json]...
"""
import json
import re
import sys

FIELD = re.compile(r'(\w+) = ("(?:[^"\\]|\\.)*"|true|false|[-+0-9.eE]+(?: : \w+)?)')


def attribute(path):
    text = open(path).read()
    found = re.search(r"dimtune\.model = \{([^}]*)\}", text)
    if not found:
        raise SystemExit(f"{path}: no dimtune.model attribute")
    fields = {}
    for name, value in FIELD.findall(found.group(1)):
        if value.startswith('"'):
            fields[name] = value[1:-1]
        elif value in ("true", "false"):
            fields[name] = value == "true"
        else:
            number, _, kind = value.partition(" : ")
            fields[name] = float(number) if kind == "f64" else int(number)
    return fields


def main(args):
    for module, advice in zip(args[::2], args[1::2]):
        written = attribute(module)
        read = json.load(open(advice))["model"]
        problems = [f"{k}: written {v!r}, read {read.get(k)!r}" for k, v in written.items()
                    if read.get(k) != v or type(read.get(k)) is not type(v)
                    and not (isinstance(v, float) and isinstance(read.get(k), (int, float)))]
        problems += [f"{k}: read but not written" for k in read if k not in written and k != "parameters"]
        name = module.rsplit("/", 1)[-1]
        print(f"{name}: {len(written)} fields read back" if not problems else
              f"{name}: DIFFERENT: " + "; ".join(problems))


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
