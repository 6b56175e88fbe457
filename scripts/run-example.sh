#!/usr/bin/env bash
# Sets up, builds, and analyses the bundled GPT-2 small training graph (examples/regenerate.sh:
# one layer and the LM head, 8 x 1024 tokens) on the GPU that nvidia-smi names (when dimtune
# knows it), else on an H100 SXM: one line per GEMM, the attention and the whole step, then the
# GEMM totals and the whole step's split from the JSON report.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/setup.sh >/dev/null

target=h100
if command -v nvidia-smi >/dev/null 2>&1; then
  # Pass options split at spaces: "NVIDIA H200" goes as NVIDIA-H200 (look-up ignores '-').
  gpu=$(nvidia-smi --query-gpu=name --format=csv,noheader 2>/dev/null | head -n 1 | tr ' ' '-' || true)
  if [ -n "$gpu" ] && build/bin/dimtune-opt --help >/dev/null && \
     echo 'module {}' | build/bin/dimtune-opt --dimtune-analyze="target=$gpu" -o /dev/null 2>/dev/null; then
    target=$gpu
  elif [ -n "$gpu" ]; then
    echo "dimtune does not know '$gpu' (add it with target-file=); using h100" >&2
  fi
fi

mkdir -p out
echo "Analysing examples/gpt2-small-train.mlir on '$target'; report in out/gpt2-small-report.json"
build/bin/dimtune-opt examples/gpt2-small-train.mlir --mlir-print-op-on-diagnostic=false \
  --dimtune-analyze="target=$target report=out/gpt2-small-report.json" -o /dev/null 2>&1 |
  sed -n 's/^.*remark: dimtune: //p'
python3 - out/gpt2-small-report.json <<'PY'
import json, sys
r = json.load(open(sys.argv[1]))
t = r["total"]
print(f"\n{len(r['gemms'])} GEMMs on {r['target']['name']}: {t['gemm_us']:.0f} us, "
      f"{t['padded_gemm_us']:.0f} us padded as --dimtune-pad would (pads and slices counted)")
print(f"Whole step: {t['step_us']:.0f} us = GEMMs {t['gemm_us']:.0f} us ({t['gemm_share']:.0%}) + "
      f"attention {t['attention_us']:.0f} us ({t['attention_share']:.0%}) + "
      f"other (memory-bound) {t['other_us']:.0f} us ({t['other_share']:.0%}); "
      f"padded: {t['padded_step_us']:.0f} us ({t['padding_speedup']:.2f}x)")
PY
