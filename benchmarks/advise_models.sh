#!/usr/bin/env bash
# Advisor measurement, step 1 (here): import each public config, run --dimtune-advise, and emit one
# benchmark of every distinct GEMM of the model as it is and of every candidate the advisor
# evaluated (all.mlir), into .bench/advise-MODEL.
#   benchmarks/advise_models.sh
# Step 2 (on the GPU): RUNS=a benchmarks/tune_models.sh OUTDIR advise-MODEL...
# Step 3 (here): dimtune-tune --merge the results into benchmarks/results/advice/h200-advice-db.json,
# then run this script with FINAL=1 to write each model's advice with measured speed-ups.
set -euo pipefail
cd "$(dirname "$0")/.."
out=benchmarks/results/advice
mkdir -p "$out" .bench
# config micro-batch seq
models=(
  "gpt2 8 1024"
  "gpt3-2.7b 4 2048"
  "llama-2-7b 2 4096"
  "mistral-7b 2 4096"
  "qwen2-7b 2 4096"
  "phi-2 4 2048"
  "falcon-7b 2 2048"
)
for entry in "${models[@]}"; do
  read -r model mb seq <<< "$entry"
  build/bin/dimtune-import "examples/configs/$model.json" --micro-batch "$mb" --seq "$seq" --training \
    -o ".bench/$model-train.mlir"
  if [ "${FINAL:-0}" = 1 ]; then
    build/bin/dimtune-opt ".bench/$model-train.mlir" -o /dev/null --mlir-print-op-on-diagnostic=false \
      --dimtune-advise="target=h200 db=$out/h200-advice-db.json report=$out/$model-advice.json markdown=$out/$model-advice.md" \
      2>&1 | sed -n 's/^.*remark: dimtune: /'"$model"': /p'
  else
    build/bin/dimtune-opt ".bench/$model-train.mlir" -o /dev/null \
      --dimtune-advise="target=h200 proposals-dir=.bench/proposals-$model" 2>/dev/null
    rm -rf ".bench/advise-$model"
    build/bin/dimtune-opt ".bench/proposals-$model/all.mlir" -o /dev/null \
      --dimtune-emit-bench="target=h200 out=.bench/advise-$model candidates=none" 2>&1 | sed -n 's/^.*remark: dimtune: /'"$model"': /p'
  fi
done
