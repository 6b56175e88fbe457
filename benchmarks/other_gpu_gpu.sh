#!/usr/bin/env bash
# On a GPU machine dimtune's built-in calibrations were not fitted on: the whole
# user flow, timed. dimtune-calibrate fits the GEMM factors and the power model
# into a target file; the power model is checked on loads its fit never saw; the
# proposal set's Hugging Face steps are measured with clocks and power sampled,
# for benchmarks/compare_steps.py to price with that target file (here, no GPU).
#   benchmarks/other_gpu_gpu.sh DIMTUNE_CALIBRATE OUTDIR TARGET [BUDGET_S]
# DIMTUNE_CALIBRATE: benchmarks/build_static_calibrate.sh's copy (the GPU's machine
# has no LLVM 22). Writes OUTDIR/calibrate/ (calibrate_tool_gpu.sh's files),
# OUTDIR/loads.json and OUTDIR/steps/hf-steps.json, with their logs.
set -uo pipefail
tool=$(realpath "$1") target=$3 budget=${4:-200}
mkdir -p "$2"
out=$(realpath "$2") # paths resolved before the script moves to the repository root
cd "$(dirname "$0")/.."
python=${PYTHON:-python3}
bash benchmarks/calibrate_tool_gpu.sh "$tool" "$out/calibrate" "$target" || echo "calibrate: exit $?"
(cd benchmarks && $python check_power_loads.py measure "$out/loads.json") > "$out/loads.log" 2>&1 ||
  echo "loads: exit $?"
$python benchmarks/measure_hf_steps.py benchmarks/hf_steps_proposals.json "$out/steps" --rounds 5 \
  --profile --budget-s "$budget" > "$out/steps.log" 2>&1 || echo "steps: exit $?"
tail -n 2 "$out/calibrate/calibrate-time.txt" "$out/loads.log" "$out/steps.log"
