#!/usr/bin/env bash
# Installs what is missing (Debian 12: MLIR/LLVM 22, CMake, Ninja, GoogleTest) and builds into build/.
set -euo pipefail
cd "$(dirname "$0")/.."

packages=(libmlir-22-dev mlir-22-tools llvm-22-dev llvm-22-tools cmake ninja-build g++ libgtest-dev python3 python3-torch)
# Optional features, e.g. DIMTUNE_SETUP_FEATURES=fuzz: clang-22 and libFuzzer for
# scripts/fuzz.sh (the normal build does not need clang).
if [[ " ${DIMTUNE_SETUP_FEATURES:-} " == *" fuzz "* ]]; then
  packages+=(clang-22 libfuzzer-22-dev libclang-rt-22-dev)
fi
missing=()
for p in "${packages[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
if [ ${#missing[@]} -gt 0 ]; then
  echo "setup: installing ${missing[*]}"
  sudo_cmd=""
  [ "$(id -u)" -ne 0 ] && sudo_cmd="sudo"
  $sudo_cmd apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo_cmd apt-get install -y -qq "${missing[@]}" >/dev/null
fi

# DIMTUNE_SETUP_NO_BUILD=1: packages only (scripts/fuzz.sh, scripts/sanitize.sh build elsewhere).
[ "${DIMTUNE_SETUP_NO_BUILD:-}" = 1 ] && exit 0

if [ ! -f build/build.ninja ]; then
  cmake -S . -B build -G Ninja -DCMAKE_BUILD_TYPE=Release
fi
cmake --build build
