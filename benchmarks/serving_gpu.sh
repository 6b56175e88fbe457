#!/usr/bin/env bash
# On the GPU machine: the serving measurements in one go, within 540 s of wall time, each part
# with its own budget (its --budget-s; it stops starting new cases then and still writes valid
# output) and a hard timeout a little past it:
#   measure_host.py (20 s), measure_decode.py attention --set all (150 s), step (150 s),
#   hf-eager (60 s), prefill (30 s), measure_dispatch.py (90 s).
#   benchmarks/serving_gpu.sh OUT_DIR
#   env: PYTHON=python3, TOTAL_S=540 (the wall time all parts must end in), DRY_RUN=1 (each
#   part with --dry-run: no GPU, the plumbing only)
# OUT_DIR (flat, 7 files): host.json, attention.csv, attention.csv.json, decode.json (the
# step, hf_eager and prefill sections), dispatch.csv, dispatch.csv.json, serving.log (every
# part's output, the GPU's state before and after, each part's exit status and wall time).
# A part that fails or is cut by its timeout leaves what it wrote; the next part runs.
set -u
if [ $# -ne 1 ]; then
  echo "usage: benchmarks/serving_gpu.sh OUT_DIR" >&2
  exit 2
fi
out=$1
here=$(cd "$(dirname "$0")" && pwd)
python=${PYTHON:-python3}
total=${TOTAL_S:-540}
dry=()
[ "${DRY_RUN:-0}" = 1 ] && dry=(--dry-run)
mkdir -p "$out"
log="$out/serving.log"
: > "$log"
export PYTHONUNBUFFERED=1
start=$(date +%s)
deadline=$((start + total))

note() { echo "== $*" | tee -a "$log"; }

# part NAME BUDGET_S SCRIPT ARGS...: runs it with --budget-s at most BUDGET_S and a hard
# timeout of the budget + 20 s, both cut to what is left before the deadline (less 10 s for
# the parts' own start and the closing snapshot); skipped when under 30 s are left.
part() {
  local name=$1 budget=$2 script=$3
  shift 3
  local now left b hard began rc
  now=$(date +%s)
  left=$((deadline - now - 10))
  if [ "$left" -lt 30 ]; then
    note "$name: skipped, ${left} s left before the deadline"
    return
  fi
  b=$budget
  [ "$b" -gt $((left - 20)) ] && b=$((left - 20))
  hard=$((b + 20))
  note "$name: --budget-s $b, timeout ${hard} s, $(date -u +%H:%M:%S)"
  began=$(date +%s)
  timeout -k 5 "$hard" "$python" "$here/$script" "$@" --budget-s "$b" ${dry[@]+"${dry[@]}"} 2>&1 | tee -a "$log"
  rc=${PIPESTATUS[0]}
  note "$name: exit $rc after $(( $(date +%s) - began )) s$([ "$rc" = 124 ] || [ "$rc" = 137 ] && echo ' (timed out: its output is what it had written)')"
}

note "serving_gpu.sh into $out, deadline in $total s"
if [ ${#dry[@]} -eq 0 ]; then
  timeout 20 "$python" "$here/gpu_conditions.py" >> "$log" 2>&1 || note "gpu_conditions.py failed"
fi
part host 20 measure_host.py "$out/host.json"
part attention 150 measure_decode.py attention "$out/attention.csv" --set all
part step 150 measure_decode.py step "$out/decode.json"
part hf-eager 60 measure_decode.py hf-eager "$out/decode.json"
part prefill 30 measure_decode.py prefill "$out/decode.json"
part dispatch 90 measure_dispatch.py "$out/dispatch.csv"
if [ ${#dry[@]} -eq 0 ] && [ $(( $(date +%s) + 10 )) -lt "$deadline" ]; then
  timeout 8 "$python" "$here/gpu_conditions.py" >> "$log" 2>&1 || note "gpu_conditions.py failed"
fi
note "done in $(( $(date +%s) - start )) s: $(cd "$out" && ls | tr '\n' ' ')"
