#!/usr/bin/env bash
# Links dimtune-calibrate for a GPU machine that has no LLVM 22 (the device's
# image): the objects of an existing build with LLVM's static Support library
# and a static libstdc++, so that it needs only libc (glibc 2.36 or newer).
#   benchmarks/build_static_calibrate.sh [BUILD] [OUT]   (default: build, .bench/bin/dimtune-calibrate)
# Then, on the GPU's machine: benchmarks/calibrate_tool_gpu.sh OUT RESULTS_DIR h200
set -euo pipefail
cd "$(dirname "$0")/.."
build=${1:-build} out=${2:-.bench/bin/dimtune-calibrate}
llvm=$(llvm-config-22 --libdir)
cmake --build "$build" --target dimtune-calibrate
mkdir -p "$(dirname "$out")"
${CXX:-g++} -O2 -o "$out" \
  "$build/tools/dimtune-calibrate/CMakeFiles/dimtune-calibrate.dir/dimtune-calibrate.cpp.o" \
  "$build/tools/ToolSupport/libDimtuneToolSupport.a" \
  "$build"/lib/{Calibration/libDimtuneCalibration,Emit/libDimtuneEmit,Tuning/libDimtuneTuning,CostModel/libDimtuneCostModel,Target/libDimtuneTarget}.a \
  "$llvm/libLLVMSupport.a" "$llvm/libLLVMDemangle.a" -static-libstdc++ -static-libgcc -lpthread -ldl
echo "wrote $out ($(ldd "$out" | wc -l) shared libraries: $(ldd "$out" | awk '{print $1}' | tr '\n' ' '))"
