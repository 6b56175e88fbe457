#!/usr/bin/env bash
# Configures a variant build of the project (sanitizers, coverage, fuzzers) in
# its own directory, once: later calls keep its cache. The directory holds a
# .gitignore of '*', so that it stays out of git without touching the
# repository's .gitignore.
#
# usage: scripts/configure-variant.sh DIR [CMAKE ARGS...]
set -euo pipefail
cd "$(dirname "$0")/.."
build=$1
shift
mkdir -p "$build"
[ -f "$build/.gitignore" ] || echo '*' > "$build/.gitignore"
if [ ! -f "$build/build.ninja" ]; then
  cmake -S . -B "$build" -G Ninja "$@"
fi
