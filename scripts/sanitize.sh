#!/usr/bin/env bash
# Builds the whole project with AddressSanitizer + UndefinedBehaviorSanitizer
# (-DDIMTUNE_SANITIZE=ON; gcc, as the normal build) in build-sanitize/ and runs
# its ctest suite: the unit tests, the lit suite (every tool, the plugin in a
# stock mlir-opt with the sanitizer runtime preloaded, the installed package,
# the fuzz targets' seed corpora and fixed crashes) under the sanitizers. Any
# report fails the test that made it: UBSan does not recover, LeakSanitizer
# is on.
#
# usage: scripts/sanitize.sh [CTEST ARGS...]     e.g. scripts/sanitize.sh -R lit
#   CC/CXX pick another compiler (CXX=clang++-22 CC=clang-22 scripts/sanitize.sh).
set -euo pipefail
cd "$(dirname "$0")/.."

DIMTUNE_SETUP_NO_BUILD=1 scripts/setup.sh >/dev/null
build=build-sanitize
scripts/configure-variant.sh $build -DCMAKE_BUILD_TYPE=RelWithDebInfo -DDIMTUNE_SANITIZE=ON \
  ${CC:+-DCMAKE_C_COMPILER=$CC} ${CXX:+-DCMAKE_CXX_COMPILER=$CXX}
start=$(date +%s)
cmake --build $build
echo "sanitize.sh: built in $(( $(date +%s) - start )) s"

export ASAN_OPTIONS=${ASAN_OPTIONS:-detect_leaks=1:strict_string_checks=1:detect_stack_use_after_return=1}
export UBSAN_OPTIONS=${UBSAN_OPTIONS:-print_stacktrace=1:halt_on_error=1}
start=$(date +%s)
status=0
ctest --test-dir $build --output-on-failure "$@" || status=$?
echo "sanitize.sh: ctest in $(( $(date +%s) - start )) s, exit status $status"
exit $status
