#!/usr/bin/env bash
# On the GPU machine: build each emitted benchmark under .bench/MODEL (all at once), time the
# runner's pad and slice copies against the device copy (--copy-bench, once), then run each
# model's GEMM program RUNS times (run a feeds the tuning database; run b, independent, checks
# the choices against the run-to-run spread) and its attention script (when the model has one)
# once. Records each run's wall time and the GPU's state before and after.
#   benchmarks/tune_models.sh OUTDIR MODEL...
#   env: RUNS="a b", ROUNDS=5, REPS=25 (the runner's --rounds/--reps), PYTHON=python3
# Emit first, here: dimtune-opt examples/MODEL-train.mlir --dimtune-emit-bench="target=h200
# out=.bench/MODEL". Then, here: dimtune-tune --merge OUTDIR/MODEL-a.json
# OUTDIR/MODEL-attention.json --target h200 --db DB, and benchmarks/check_tuning.py.
set -euo pipefail
out=$1; shift
mkdir -p "$out"
python=${PYTHON:-python3}
for model in "$@"; do
  (cmake -S ".bench/$model" -B "/tmp/build-$model" > "/tmp/build-$model.log" 2>&1 &&
   cmake --build "/tmp/build-$model" >> "/tmp/build-$model.log" 2>&1) &
done
wait
$python benchmarks/gpu_conditions.py > "$out/conditions-before.txt" || true
first=$1
"/tmp/build-$first/dimtune_bench" --copy-bench > "$out/copy-bench.txt" 2>&1 || true
for model in "$@"; do
  for run in ${RUNS:-a b}; do
    start=$(date +%s%N)
    "/tmp/build-$model/dimtune_bench" --out "$out/$model-$run.json" \
      --rounds "${ROUNDS:-5}" --reps "${REPS:-25}" --seed "$(( $(cksum <<< "$model-$run" | cut -d' ' -f1) % 2147483647 ))" \
      2> "$out/$model-$run.log" || echo "$model $run: the runner failed (see $model-$run.log)" >&2
    end=$(date +%s%N)
    echo "$model $run $(( (end - start) / 1000000 )) ms" | tee -a "$out/tune-times.txt"
  done
  if [ -f ".bench/$model/attention_bench.py" ]; then
    $python ".bench/$model/attention_bench.py" --problems ".bench/$model/attention_problems.json" \
      --out "$out/$model-attention.json" 2> "$out/$model-attention.log" ||
      echo "$model: the attention benchmark failed (see $model-attention.log)" >&2
    echo "$model attention done" | tee -a "$out/tune-times.txt"
  fi
done
$python benchmarks/gpu_conditions.py > "$out/conditions-after.txt" || true
