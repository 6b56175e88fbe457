#!/usr/bin/env python3
"""Runs dimtune passes on lit inputs twice, through dimtune-opt and through a
stock mlir-opt with DimtunePlugin loaded, and checks that both give the same
exit status, printed IR, diagnostics and written files (reports, benchmark
programs).

usage: same_as_dimtune_opt.py DIMTUNE_OPT MLIR_OPT PLUGIN WORKDIR INPUT...

Each input runs with -split-input-file under several pipelines. dimtune-opt
is given the pass as its usual flag (--dimtune-analyze=...); mlir-opt as
--pass-pipeline (a stock mlir-opt fixes its pass flags before it loads a
plugin, see docs/pipelines.md). Diagnostics name the input file the same way
in both, so they compare byte for byte.
"""
import filecmp
import os
import shutil
import subprocess
import sys

PIPELINES = [
    ("dimtune-analyze", "target=h200 report={out}/report.json"),
    ("dimtune-analyze", "target=a100 max-overhead=0.2"),
    ("dimtune-pad", "target=h100 policy=align report={out}/pad.json"),
    ("dimtune-pad", "target=h200 policy=model"),
    ("dimtune-advise", "target=h200 report={out}/advice.json"),
    ("dimtune-emit-bench", "target=h200 out={out}/bench"),
]


def run(cmd, env=None):
    p = subprocess.run(cmd, stdout=subprocess.PIPE, stderr=subprocess.PIPE, env=env)
    return p.returncode, p.stdout, p.stderr


def mlir_opt_env():
    """In a sanitizer build (DIMTUNE_SANITIZE) the plugin needs the sanitizer
    runtime preloaded into the stock mlir-opt; lit passes its path."""
    preload = os.environ.get("DIMTUNE_MLIR_OPT_PRELOAD")
    if not preload:
        return None
    env = dict(os.environ)
    env["LD_PRELOAD"] = preload
    env["ASAN_OPTIONS"] = "detect_leaks=0"
    return env


def same_trees(a, b):
    cmp = filecmp.dircmp(a, b)
    if cmp.left_only or cmp.right_only or cmp.funny_files:
        return False
    _, mismatch, errors = filecmp.cmpfiles(a, b, cmp.common_files, shallow=False)
    if mismatch or errors:
        return False
    return all(same_trees(os.path.join(a, d), os.path.join(b, d)) for d in cmp.common_dirs)


def main():
    dimtune_opt, mlir_opt, plugin, work = sys.argv[1:5]
    inputs = sys.argv[5:]
    failures = 0
    runs = 0
    # So that "no differences" cannot mean "nothing ran": what the runs did.
    failed_runs = remarks = files = 0
    for path in inputs:
        for index, (name, options) in enumerate(PIPELINES):
            outs = []
            for which in ("dimtune-opt", "plugin"):
                # Both write into a directory of the same name, in two roots, so
                # that paths printed in remarks are identical.
                root = os.path.join(work, which)
                out = os.path.join(root, "out")
                shutil.rmtree(out, ignore_errors=True)
                os.makedirs(out)
                opts = options.format(out="out")
                common = [path, "-split-input-file", "--mlir-print-op-on-diagnostic=false"]
                env = None
                if which == "dimtune-opt":
                    cmd = [dimtune_opt, f"--{name}={opts}"] + common
                else:
                    env = mlir_opt_env()
                    cmd = [mlir_opt, f"--load-pass-plugin={plugin}",
                           f"--pass-pipeline=builtin.module({name}{{{opts}}})"] + common
                cwd = os.getcwd()
                os.chdir(root)
                try:
                    rc, stdout, stderr = run(cmd, env)
                finally:
                    os.chdir(cwd)
                outs.append((rc, stdout, stderr, out))
            runs += 1
            (rc1, o1, e1, d1), (rc2, o2, e2, d2) = outs
            failed_runs += rc1 != 0
            remarks += e1.count(b"remark: dimtune:")
            files += sum(len(f) for _, _, f in os.walk(d1))
            what = f"{os.path.basename(path)} {name}{{{options}}}"
            if rc1 != rc2:
                print(f"DIFFER exit status {rc1} vs {rc2}: {what}")
            elif o1 != o2:
                print(f"DIFFER output IR: {what}")
            elif e1 != e2:
                print(f"DIFFER diagnostics: {what}")
                sys.stdout.write(e1.decode(errors="replace")[:2000] + "\n---\n" +
                                 e2.decode(errors="replace")[:2000] + "\n")
            elif not same_trees(d1, d2):
                print(f"DIFFER written files: {what}")
            else:
                continue
            failures += 1
    print(f"{runs} runs ({failed_runs} failing alike), {remarks} remarks, "
          f"{files} files written, {failures} differences")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
