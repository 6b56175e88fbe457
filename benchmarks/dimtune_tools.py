"""dimtune's tools as the benchmark scripts run them: where they are, and the JSON they write.

A library for the other scripts (no command line). Whatever dimtune decides (a GEMM's shape and
layout, the measured choice for a problem, a predicted step) is read from what its tools write,
never worked out again here.

    add_build_option(parser)   --build DIR: the CMake build tree whose bin/ holds the tools
                               (default: build/ beside benchmarks/)
    checker_parser(doc, input_name)  a script's parser: INPUT, --build, --target h200, --out
    read_json(path, script)    the JSON in path, or exit naming the file and what is wrong
    import_model(...)          dimtune-import CONFIG ... -o MODULE
    analyze(...)               dimtune-opt MODULE --dimtune-analyze=...: the JSON report
    advise(...)                dimtune-opt MODULE --dimtune-advise=...: the JSON report
    merge_results(...)         dimtune-tune --merge RESULTS... --db DB
    power_check(...)           dimtune-fit power-check LOADS.csv: each load's predicted power
    gemm_key(gemm)             a report GEMM as (dtype, batch, m, n, k, a_contig, b_contig)
    problem_key(problem)       the same of a problem in the emitted benchmark's results file
"""
import json
import os
import subprocess
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


class ToolError(RuntimeError):
    """A dimtune tool failed; the message holds its command and what it printed."""


def add_build_option(parser):
    parser.add_argument("--build", default=os.path.join(ROOT, "build"),
                        help="CMake build tree with dimtune's tools in bin/ (default: %(default)s)")


def checker_parser(doc, input_name):
    """The command line of a script that prices a measurement file with dimtune's tools."""
    import argparse
    parser = argparse.ArgumentParser(description=doc, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument(input_name)
    add_build_option(parser)
    parser.add_argument("--target", default="h200")
    parser.add_argument("--out")
    return parser


def read_json(path, script):
    try:
        with open(path) as f:
            return json.load(f)
    except (OSError, ValueError) as e:
        raise SystemExit(f"{script}: {path}: {e}")


def _run(build, tool, args):
    cmd = [os.path.join(build, "bin", tool)] + [str(a) for a in args]
    done = subprocess.run(cmd, capture_output=True, text=True)
    if done.returncode != 0:
        raise ToolError(f"{' '.join(cmd)} failed (exit {done.returncode}):\n{done.stderr.strip()}")
    return done.stdout


def _pass_option(name, options):
    return f"--{name}=" + " ".join(f"{k.replace('_', '-')}={v}" for k, v in options.items())


def import_model(build, config, module, micro_batch, seq, training=False, tp=None, layers=None,
                 extra=()):
    """dimtune-import: the model's layers and LM head as linalg IR, written to `module` (TP
    degree and layers: dimtune-import's defaults unless given; `extra`: more of its options,
    e.g. ("--phase", "decode", "--kv-len", 2048); seq None for decode, which has none)."""
    args = [config, "--micro-batch", micro_batch, "-o", module]
    args += ["--seq", seq] if seq is not None else []
    args += ["--tp", tp] if tp is not None else []
    args += ["--layers", layers] if layers is not None else []
    _run(build, "dimtune-import", args + (["--training"] if training else []) + list(extra))


def _report(build, module, pass_name, options):
    """Runs a dimtune-opt pass that writes a JSON report and returns the report."""
    with tempfile.TemporaryDirectory() as work:
        path = os.path.join(work, "report.json")
        _run(build, "dimtune-opt", [module, "-o", os.devnull,
                                    _pass_option(pass_name, dict(options, report=path))])
        with open(path) as f:
            return json.load(f)


def analyze(build, module, **options):
    """--dimtune-analyze's report (options as the pass's: target="h200", db=..., attention=...)."""
    return _report(build, module, "dimtune-analyze", options)


def advise(build, module, **options):
    """--dimtune-advise's report."""
    return _report(build, module, "dimtune-advise", options)


def merge_results(build, results, db, target):
    """dimtune-tune --merge: the emitted benchmark's results files into the database `db`."""
    _run(build, "dimtune-tune", ["--merge"] + list(results) + ["--target", target, "--db", db])


def power_check(build, loads_csv, target, target_file=None):
    """dimtune-fit power-check: the rows of `loads_csv` (check_power_loads.py's points) each with
    the target's power model's predicted_w and rel_error, as dicts, and the summary it printed."""
    import csv
    with tempfile.TemporaryDirectory() as work:
        out = os.path.join(work, "predicted.csv")
        args = ["power-check", loads_csv, "--target", target, "-o", out]
        args += ["--target-file", target_file] if target_file else []
        summary = _run(build, "dimtune-fit", args)
        with open(out) as f:
            return list(csv.DictReader(f)), summary.strip()


def gemm_key(gemm):
    """(dtype, batch, m, n, k, a_contig, b_contig) of a GEMM in an analyze report: a_contig is "k"
    for A stored [m, k] and "m" for [k, m]; b_contig "n" for [k, n] and "k" for [n, k]."""
    layout = gemm["layout"]
    return (gemm["dtype"], gemm["batch"], gemm["m"], gemm["n"], gemm["k"],
            layout["a"]["contiguous"], layout["b"]["contiguous"])


def problem_key(problem):
    """(dtype, batch, m, n, k, a_contig, b_contig) of a problem in the results file the emitted
    benchmark program writes (dimtune_bench --out)."""
    return tuple(problem[f] for f in ("dtype", "batch", "m", "n", "k", "a_contig", "b_contig"))
