#!/bin/sh
# After a change to a cost model: refit the compiled-in H200 calibrations that
# rest on dimtune's own predictions, each on the committed measurements and in
# the order they build on each other (rebuilding between fits, since each is
# compiled in), then re-price every committed comparison. No GPU: every input
# is a committed result file. The GEMM calibration is refitted first only with
# --gemm (its fit starts from the built-in one, so a refit is a choice).
#
#   benchmarks/reprice_all.sh [--gemm] [BUILD_DIR]
#
# Afterwards, `git diff --stat benchmarks/results` shows what moved; README's
# figures follow the .md tables written here.
set -eu
cd "$(dirname "$0")/.."
gemm=0
if [ "${1:-}" = "--gemm" ]; then gemm=1; shift; fi
build=${1:-build}
py=python3
r=benchmarks/results
rebuild() { cmake --build "$build" >/dev/null; }

rebuild
if [ "$gemm" = 1 ]; then
  "$build"/bin/dimtune-calibrate --target h200 --fit $r/calibrate/results-a.json \
    -o $r/calibrate/h200.json
  rebuild
fi

# Fits that price their rows with the GEMM and memory-bound models.
"$build"/bin/dimtune-fit attention-fit $r/attention/h200-attention-fit.csv \
  $r/attention/h200-attention-mask.csv $r/attention/h200-attention-large.csv --target h200 \
  -o $r/attention/h200-attention-calibration.json
"$build"/bin/dimtune-fit memory-fit $r/attention/h200-memory-ops.csv --target h200 \
  -o $r/attention/h200-memory-calibration.json
rebuild
$py benchmarks/fit_unvectorized.py $r/steps/layer-ops/h200-layer-ops.json \
  --fit-spec benchmarks/hf_steps_baselines.json -o $r/steps/layer-ops/h200-unvectorized-calibration.json
rebuild
$py benchmarks/fit_row_reduce.py $r/serving/decode.json \
  --validate $r/serving/decode-llama3.json $r/serving/decode-mid-batches.json \
  -o $r/serving/h200-row-reduce-calibration.json
rebuild
$py benchmarks/fit_host.py $r/serving/host.json $r/serving/decode.json \
  --steps $r/steps/layer-ops/h200-layer-ops.json --fit-spec benchmarks/hf_steps_baselines.json \
  --hf-scales $r/steps/host/h200-hf-host-scales.json > $r/serving/h200-host-calibration.json
rebuild

# Comparisons.
$py benchmarks/check_tuning.py $r/retune gpt2-small minicpm-2b llama2-7b qwen2-7b falcon-7b phi-2 \
  --build "$build" > $r/retune/h200-tuning-check.txt
$py benchmarks/compare_steps.py benchmarks/hf_steps_proposals.json $r/steps/h200-hf-proposals.json \
  --out $r/steps/h200-compare --build "$build" > /dev/null
$py benchmarks/step_clocks.py $r/steps/clocks/h200-hf-baselines.json $r/steps/h200-compare.csv \
  --out $r/steps/clocks/h200-step-clocks.md > /dev/null
$py benchmarks/step_clocks.py $r/steps/clocks/h200-hf-proposals.json $r/steps/h200-compare.csv \
  --variants --out $r/steps/clocks/h200-variant-clocks.md > /dev/null
$py benchmarks/compare_steps.py benchmarks/hf_steps_baselines.json $r/steps/clocks/h200-hf-baselines.json \
  --out $r/steps/clocks/h200-compare --build "$build" > $r/steps/clocks/h200-compare.log 2>&1
$py benchmarks/compare_steps.py benchmarks/hf_steps_proposals.json $r/steps/clocks/h200-hf-proposals.json \
  --out $r/steps/clocks/h200-compare-proposals --build "$build" > $r/steps/clocks/h200-compare-proposals.log 2>&1
for set in validation holdout; do
  $py benchmarks/compare_steps.py benchmarks/hf_steps_$set.json $r/steps/$set/hf-steps.json \
    --out $r/steps/$set/h200-compare --build "$build" > $r/steps/$set/h200-compare.log 2>&1
done
$py benchmarks/compare_layer_ops.py $r/steps/layer-ops/h200-layer-ops.json --build "$build" \
  --out $r/steps/layer-ops/h200-compare > /dev/null
$py benchmarks/check_sustained_gemm.py $r/steps/clocks/sustained-gemm.json --build "$build" \
  --out $r/steps/clocks/sustained-gemm-check.md > /dev/null
$py benchmarks/compare_serving.py $r/serving/decode.json --out $r/serving/h200-compare > /dev/null
$py benchmarks/compare_serving.py $r/serving/decode-mid-batches.json \
  --out $r/serving/h200-compare-mid-batches > /dev/null
