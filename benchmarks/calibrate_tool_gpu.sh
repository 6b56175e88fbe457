#!/usr/bin/env bash
# On the GPU machine: dimtune-calibrate itself, end to end and from scratch
# (emits the sweep, configures and builds the runner with nvcc, runs it, fits,
# checks, writes the target file), timed, with the GPU's state before and after.
#   benchmarks/calibrate_tool_gpu.sh DIMTUNE_CALIBRATE OUTDIR [TARGET]
# DIMTUNE_CALIBRATE: the tool; where dimtune is not built on the GPU's machine,
# a copy linked against LLVM's static Support library runs there (needs only
# libc; see benchmarks/README.md). Writes OUTDIR/TARGET.json (the target file),
# its predictions CSV, the runner's results, calibrate.log and the timing.
set -euo pipefail
tool=$1 out=$2 target=${3:-h200}
mkdir -p "$out"
python=${PYTHON:-python3}
work=$(mktemp -d)
$python benchmarks/gpu_conditions.py > "$out/conditions-before.txt" 2>&1 || true
start=$(date +%s%N)
status=0
"$tool" --target "$target" --work "$work" -o "$out/$target.json" > "$out/calibrate.log" 2>&1 || status=$?
end=$(date +%s%N)
echo "dimtune-calibrate --target $target: exit $status, $(( (end - start) / 1000000 )) ms" |
  tee "$out/calibrate-time.txt"
cp "$work"/results-*.json "$work"/power-*.json "$out/" 2>/dev/null || true
$python benchmarks/gpu_conditions.py > "$out/conditions-after.txt" 2>&1 || true
exit $status
