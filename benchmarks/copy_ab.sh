#!/usr/bin/env bash
# On the GPU machine: the runner's pad and slice copies (--copy-bench) of
# several builds of the runner (say, the earlier kernel and a new one),
# alternated in ROUNDS rounds (A B C A B C) so that drift of the clocks hits
# each alike; the GPU's state before and after.
#   benchmarks/copy_ab.sh OUTDIR DIR...
#   env: ROUNDS=2, REPS=50, PYTHON=python3
# Each DIR is an emitted benchmark folder (dimtune-opt MODEL.mlir
# --dimtune-emit-bench="target=h200 out=DIR"), with the bench_runner.cu to
# measure (e.g. git show REV:lib/Emit/runtime/bench_runner.cu > DIR/bench_runner.cu).
# Writes OUTDIR/copy-bench-<DIR's name>-<round>.txt.
set -euo pipefail
out=$1; shift
mkdir -p "$out"
python=${PYTHON:-python3}
for dir in "$@"; do
  name=$(basename "$dir")
  cmake -S "$dir" -B "/tmp/copy-$name" > "$out/build-$name.log" 2>&1
  cmake --build "/tmp/copy-$name" >> "$out/build-$name.log" 2>&1
done
$python benchmarks/gpu_conditions.py > "$out/conditions-before.txt" 2>&1 || true
for round in $(seq "${ROUNDS:-2}"); do
  for dir in "$@"; do
    name=$(basename "$dir")
    "/tmp/copy-$name/dimtune_bench" --copy-bench --reps "${REPS:-50}" > "$out/copy-bench-$name-$round.txt" 2>&1
  done
done
$python benchmarks/gpu_conditions.py > "$out/conditions-after.txt" 2>&1 || true
