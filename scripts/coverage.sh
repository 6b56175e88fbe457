#!/usr/bin/env bash
# Which lines and branches of lib/ and tools/ no test runs: builds the project with clang's
# source-based coverage (-fprofile-instr-generate -fcoverage-mapping) in build-coverage/, runs
# the whole ctest suite (unit tests and lit, every tool it starts writing its own profile), merges
# the profiles and prints llvm-cov's per-file report. A line no test runs is a line where any bug
# survives; a branch taken one way only is where an off-by-one does.
#
# usage: scripts/coverage.sh [--show FILE...]
#   --show FILE...  after the report, the uncovered lines and branches of these sources
#                   (paths relative to the repository, e.g. lib/Advisor/StepTime.cpp)
# Output: build-coverage/coverage.txt (the report), build-coverage/dimtune.profdata.
set -euo pipefail
cd "$(dirname "$0")/.."

DIMTUNE_SETUP_NO_BUILD=1 scripts/setup.sh >/dev/null
build=build-coverage
flags="-fprofile-instr-generate -fcoverage-mapping"
scripts/configure-variant.sh $build -DCMAKE_BUILD_TYPE=Release \
  -DCMAKE_C_COMPILER=clang-22 -DCMAKE_CXX_COMPILER=clang++-22 \
  -DCMAKE_C_FLAGS="$flags" -DCMAKE_CXX_FLAGS="$flags" \
  -DCMAKE_EXE_LINKER_FLAGS=-fprofile-instr-generate \
  -DCMAKE_SHARED_LINKER_FLAGS=-fprofile-instr-generate \
  -DCMAKE_MODULE_LINKER_FLAGS=-fprofile-instr-generate
cmake --build $build

rm -rf $build/profiles
mkdir -p $build/profiles
# %m: one file per binary, merged online by every process that runs it (lit starts thousands).
export LLVM_PROFILE_FILE="$PWD/$build/profiles/%m.profraw"
ctest --test-dir $build --output-on-failure || echo "coverage.sh: some tests failed; the report covers what ran"

llvm-profdata-22 merge -sparse -o $build/dimtune.profdata $build/profiles/*.profraw
objects=()
for binary in $build/bin/* $build/lib/*.so; do
  [ -x "$binary" ] && [ -f "$binary" ] && objects+=(-object "$binary")
done
sources=(lib tools)
llvm-cov-22 report -instr-profile=$build/dimtune.profdata "${objects[@]:1}" \
  -show-branch-summary "${sources[@]}" | tee $build/coverage.txt

if [ "${1:-}" = --show ]; then
  shift
  llvm-cov-22 show -instr-profile=$build/dimtune.profdata "${objects[@]:1}" \
    -show-line-counts-or-regions -show-branches=count -region-coverage-lt=100 "$@"
fi
