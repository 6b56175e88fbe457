#!/usr/bin/env bash
# On the GPU machine: build each emitted benchmark program under .bench/ and run it twice
# (run a feeds the tuning database; run b, independent, checks the choices against the
# run-to-run spread). Records each run's wall time (the whole tuning of one model).
#   benchmarks/tune_models.sh OUTDIR MODEL...
# Then, here: dimtune-tune --merge OUTDIR/MODEL-a.json --target h200 --db DB, and
# benchmarks/check_tuning.py.
set -euo pipefail
out=$1; shift
for model in "$@"; do
  cmake -S ".bench/$model" -B "/tmp/build-$model" > /dev/null
  cmake --build "/tmp/build-$model" > /dev/null
done
for model in "$@"; do
  for run in ${RUNS:-a b}; do
    start=$(date +%s%N)
    "/tmp/build-$model/dimtune_bench" --out "$out/$model-$run.json" 2> "$out/$model-$run.log"
    end=$(date +%s%N)
    echo "$model $run $(( (end - start) / 1000000 )) ms" | tee -a "$out/tune-times.txt"
  done
done
