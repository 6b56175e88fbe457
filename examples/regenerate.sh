#!/usr/bin/env bash
# Writes the bundled training graphs, examples/NAME-train.mlir, with dimtune-import: one layer
# (forward, dgrad, wgrad, the attention chain and the memory-bound kernels) and the LM head of
# each model, in bf16, at the micro-batch x sequence length the README's tables use.
#   examples/regenerate.sh [--check] [--bin DIR]
# --check writes nothing and fails, naming the file, where an example differs from what
# dimtune-import writes now. --bin: where dimtune-import is (default build/bin).
set -euo pipefail
cd "$(dirname "$0")/.."
check=0 bin=build/bin
while [ $# -gt 0 ]; do
  case $1 in
    --check) check=1 ;;
    --bin) bin=$2; shift ;;
    *) echo "usage: examples/regenerate.sh [--check] [--bin DIR]" >&2; exit 2 ;;
  esac
  shift
done

# example        config (examples/configs/)  micro-batch  seq
examples=(
  "gpt2-small    gpt2        8 1024"
  "llama2-7b     llama-2-7b  2 4096"
  "minicpm-2b    minicpm-2b  4 4096"
  "qwen2-7b      qwen2-7b    1 4096"
  "falcon-7b     falcon-7b   1 4096"
  "phi-2         phi-2       2 2048"
)
tmp=$(mktemp)
trap 'rm -f "$tmp"' EXIT
stale=0
for entry in "${examples[@]}"; do
  read -r name config mb seq <<< "$entry"
  out=examples/$name-train.mlir
  "$bin/dimtune-import" "examples/configs/$config.json" --micro-batch "$mb" --seq "$seq" --training \
    --layers 1 -o "$tmp"
  if [ "$check" = 1 ]; then
    cmp -s "$tmp" "$out" || { echo "$out differs from dimtune-import's output (run examples/regenerate.sh)"; stale=1; }
  else
    cp "$tmp" "$out"
    echo "$out: $(wc -c < "$out") bytes"
  fi
done
exit "$stale"
