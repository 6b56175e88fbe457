#!/usr/bin/env bash
# Speed of --dimtune-analyze on a GPT-3-175B-sized training graph (96 layers, attention chain and
# memory-bound ops included),
# against mlir-opt parsing and printing the same file. Target: under 1 s, and at most twice
# mlir-opt's time. Writes benchmarks/results/analyze-speed.txt.
#   benchmarks/analyze_speed.sh [runs]
set -euo pipefail
cd "$(dirname "$0")/.."
runs=${1:-7}
ir=$(mktemp --suffix=.mlir)
trap 'rm -f "$ir" "$ir.json"' EXIT
build/bin/dimtune-import examples/configs/gpt3-175b.json --micro-batch 1 --seq 2048 --training --layers 96 -o "$ir"
gemms=$(grep -c -E "= linalg\.(batch_)?matmul" "$ir")
mlir_opt=$(llvm-config-22 --bindir)/mlir-opt

median_seconds() {  # median wall time of "$@" over $runs runs
  for _ in $(seq "$runs"); do
    start=$(date +%s.%N); "$@" >/dev/null 2>&1; end=$(date +%s.%N)
    echo "$end - $start" | bc -l
  done | sort -g | awk '{a[NR]=$1} END{print a[int((NR+1)/2)]}'
}

parse=$(median_seconds "$mlir_opt" "$ir" -o /dev/null)
analyze=$(median_seconds build/bin/dimtune-opt "$ir" --dimtune-analyze="target=h100 report=$ir.json" -o /dev/null)
ratio=$(echo "$analyze / $parse" | bc -l)
{
  echo "# benchmarks/analyze_speed.sh $runs on $(nproc) cores, $(date +%Y-%m-%d)"
  echo "file: GPT-3 175B training graph, $gemms linalg matmuls (attention products are generics), $(wc -c < "$ir") bytes"
  printf "mlir-opt parse+print:        %.3f s (median of %d)\n" "$parse" "$runs"
  printf "dimtune-opt --dimtune-analyze (remarks + JSON report, parse+print): %.3f s (median of %d)\n" "$analyze" "$runs"
  printf "ratio: %.2f (target <= 2); under 1 s: %s\n" "$ratio" "$(echo "$analyze < 1" | bc)"
} | tee benchmarks/results/analyze-speed.txt
