#!/usr/bin/env bash
# On the GPU machine: what `dimtune-calibrate --target T --work DIR` does there, timed, RUNS
# times, each from scratch (configure and nvcc into a fresh build folder, then the whole
# sweep): run a is the calibration shipped, run b, independent, checks that a calibration
# from scratch reproduces its validation figures. Records each step's wall time and the
# GPU's state before and after.
#   benchmarks/calibrate_gpu.sh DIR OUTDIR
#   env: RUNS="a b", ROUNDS=5, REPS=25 (dimtune-calibrate's defaults), PYTHON=python3
# Emit first, here: dimtune-calibrate --target h200 --work DIR --emit-only. Then, here:
#   dimtune-calibrate --target h200 --fit OUTDIR/results-a.json -o h200.json
# (dimtune-calibrate runs the same steps itself where dimtune is built on the GPU's machine.)
set -euo pipefail
dir=$1 out=$2
mkdir -p "$out"
python=${PYTHON:-python3}
ms() { date +%s%N | awk '{ printf "%d", $1 / 1000000 }'; }
$python benchmarks/gpu_conditions.py > "$out/conditions-before.txt" 2>&1 || true
for run in ${RUNS:-a b}; do
  build=/tmp/calibrate-build-$run
  rm -rf "$build"
  start=$(ms)
  cmake -S "$dir" -B "$build" > "$out/build-$run.log" 2>&1
  cmake --build "$build" >> "$out/build-$run.log" 2>&1
  built=$(ms)
  "$build/dimtune_bench" --out "$out/results-$run.json" --rounds "${ROUNDS:-5}" \
    --reps "${REPS:-25}" --seed "$(cksum <<< "calibrate-$run" | cut -d' ' -f1 | awk '{ print $1 % 2147483647 }')" \
    2> "$out/runner-$run.log"
  end=$(ms)
  echo "run $run: build $(( built - start )) ms, sweep $(( end - built )) ms, total $(( end - start )) ms" |
    tee -a "$out/calibrate-times.txt"
done
$python benchmarks/gpu_conditions.py > "$out/conditions-after.txt" 2>&1 || true
