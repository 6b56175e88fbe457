#!/usr/bin/env bash
# Builds dimtune's libFuzzer targets with clang-22 (ASan + UBSan + coverage) in
# build-fuzz/ and runs each for a time or a number of executions.
#
# usage: scripts/fuzz.sh [-t SECONDS | -r RUNS] [-j PARALLEL] [-f FORKS] [-l] [-b | -s] [TARGET...]
#   -t SECONDS   run each target this long (default 60)
#   -r RUNS      run each target this many executions instead (at least)
#   -j PARALLEL  targets run at once (default 1)
#   -f FORKS     processes per target (libFuzzer -fork=FORKS, default 1)
#   -l           check every input for leaks in mlir_passes too (see below)
#   -b           build only
#   -s           run nothing: print the table of the targets' last runs again
#                (from build-fuzz/logs/; e.g. targets run by separate calls)
#   TARGET       mlir_passes target_file tuning_db runner_results hf_config attention_chains
#                fit_csv tuning_report power_sweep (default: all)
#
# Each target starts from its seed corpus fuzz/corpus/<target>/ (read only) and
# grows a working corpus in build-fuzz/corpus/<target>/; it uses the dictionary
# fuzz/dict/<target>.dict. libFuzzer runs in fork mode and carries on after a
# finding (-ignore_crashes etc.), so one bug does not end the run. Leaks are
# checked after every input, except in mlir_passes: there MLIR's allocations
# make libFuzzer run LeakSanitizer's full heap scan after nearly every input,
# 2-3x slower; its leaks are checked by the sanitizer build replaying the
# corpora (scripts/sanitize.sh) and with -l. Crashes, leaks, hangs (10 s) and
# OOMs (4 GB) are saved as
# build-fuzz/artifacts/<target>/{crash,leak,timeout,oom}-<sha1>, the log as
# build-fuzz/logs/<target>.log; a table of executions, time and findings is
# printed at the end and written to build-fuzz/summary.txt. Replay an artifact
# with build-fuzz/bin/dimtune-fuzz-<target> ARTIFACT (or the gcc build's
# build/bin/dimtune-fuzz-<target>-replay ARTIFACT). The exit status is 1 if any
# target found something.
set -euo pipefail
cd "$(dirname "$0")/.."

seconds=60 runs="" parallel=1 forks=1 all_leaks=0 build_only=0 summary_only=0
while getopts "t:r:j:f:lbsh" opt; do
  case $opt in
    t) seconds=$OPTARG ;;
    r) runs=$OPTARG ;;
    j) parallel=$OPTARG ;;
    f) forks=$OPTARG ;;
    l) all_leaks=1 ;;
    b) build_only=1 ;;
    s) summary_only=1 ;;
    *) sed -n '2,31p' "$0"; exit 2 ;;
  esac
done
shift $((OPTIND - 1))
all=(mlir_passes target_file tuning_db runner_results hf_config attention_chains fit_csv
  tuning_report power_sweep)
targets=("$@")
[ ${#targets[@]} -eq 0 ] && targets=("${all[@]}")

build=build-fuzz
if [ $summary_only = 0 ]; then
  DIMTUNE_SETUP_FEATURES=fuzz DIMTUNE_SETUP_NO_BUILD=1 scripts/setup.sh >/dev/null
  scripts/configure-variant.sh $build -DCMAKE_BUILD_TYPE=RelWithDebInfo \
    -DCMAKE_C_COMPILER=clang-22 -DCMAKE_CXX_COMPILER=clang++-22 \
    -DDIMTUNE_ENABLE_FUZZERS=ON -DDIMTUNE_BUILD_UNITTESTS=OFF -DDIMTUNE_BUILD_FUZZ_REPLAY=OFF
  start=$(date +%s)
  cmake --build $build --target $(printf 'dimtune-fuzz-%s ' "${targets[@]}")
  echo "fuzz.sh: built in $(( $(date +%s) - start )) s"
  [ $build_only = 1 ] && exit 0

  limit=(-max_total_time="$seconds")
  [ -n "$runs" ] && limit=(-runs="$runs")

  run_one() {
    local t=$1 build=$2; shift 2
    mkdir -p $build/corpus/$t $build/artifacts/$t $build/logs
    local dict=()
    [ -f fuzz/dict/$t.dict ] && dict=(-dict=fuzz/dict/$t.dict)
    local leaks=1
    [ "$t" = mlir_passes ] && [ "$FUZZ_ALL_LEAKS" = 0 ] && leaks=0
    local begin end
    # Findings are counted from this run on (older artifacts stay where they are).
    touch $build/logs/$t.start
    begin=$(date +%s.%N)
    # Leak checks stay on; -use_value_profile helps the JSON readers get past
    # comparisons. New inputs go to the first corpus directory only.
    set +e
    ASAN_OPTIONS=detect_leaks=$leaks:allocator_may_return_null=1 \
    UBSAN_OPTIONS=print_stacktrace=1:halt_on_error=1 \
    $build/bin/dimtune-fuzz-$t "$@" "${dict[@]}" -timeout=10 -rss_limit_mb=4096 \
      -fork=$FUZZ_FORKS -ignore_crashes=1 -ignore_timeouts=1 -ignore_ooms=1 \
      -detect_leaks=$leaks -use_value_profile=1 -artifact_prefix=$build/artifacts/$t/ \
      $build/corpus/$t fuzz/corpus/$t >$build/logs/$t.log 2>&1
    local status=$?
    set -e
    end=$(date +%s.%N)
    echo "$t $status $(awk "BEGIN {print $end - $begin}")" > $build/logs/$t.status
  }
  export -f run_one
  export FUZZ_FORKS=$forks FUZZ_ALL_LEAKS=$all_leaks

  printf '%s\n' "${targets[@]}" | xargs -P "$parallel" -I{} bash -c 'run_one "$@"' _ {} $build "${limit[@]}"
fi

found=0
{
  printf '%-16s %12s %10s %9s %7s %5s %7s %4s %7s\n' target executions seconds exec/s crashes leaks timeouts ooms corpus
  for t in "${targets[@]}"; do
    read -r _ status secs < $build/logs/$t.status
    log=$build/logs/$t.log
    # Fork mode: "#<total executions>: cov: ... oom/timeout/crash: a/b/c time: ..."
    execs=$(grep -oE '^#[0-9]+: cov' $log | tail -1 | tr -dc '0-9')
    execs=${execs:-0}
    # Only this run's findings (the start mark is missing for runs before it was kept).
    newer=()
    [ -f $build/logs/$t.start ] && newer=(-newer $build/logs/$t.start)
    count() { find $build/artifacts/$t -name "$1-*" "${newer[@]}" | wc -l; }
    crashes=$(count crash) leaks=$(count leak) timeouts=$(count timeout) ooms=$(count oom)
    corpus=$(find $build/corpus/$t -type f | wc -l)
    rate=$(awk "BEGIN {printf \"%d\", $execs / ($secs > 0 ? $secs : 1)}")
    printf '%-16s %12s %10.0f %9s %7s %5s %7s %4s %7s\n' $t $execs $secs $rate $crashes $leaks $timeouts $ooms $corpus
    if [ $((crashes + leaks + timeouts + ooms)) -gt 0 ] || ! grep -q 'INFO: exiting' $log; then
      found=1
    fi
  done
} > $build/summary.txt
cat $build/summary.txt
exit $found
