//===- DimtunePlugin.cpp - dimtune's passes as an mlir-opt pass plugin ----===//
//
// Loaded by a stock mlir-opt of the same LLVM release:
//
//   mlir-opt-22 --load-pass-plugin=build/lib/DimtunePlugin.so \
//     model.mlir --dimtune-analyze="target=h200" -o /dev/null
//
// The callback registers every dimtune pass under its usual name and options
// (the generated registerDimtunePasses()). It registers no dialect: mlir-opt
// registers all upstream dialects itself, and the dialects dimtune's passes
// create ops of (tensor, func, arith, affine) are declared as the passes'
// dependent dialects, which the pass manager loads from libMLIR.so, the same
// library mlir-opt runs on.
//
//===----------------------------------------------------------------------===//

#include "dimtune/Transforms/Passes.h"

#include "mlir/Tools/Plugins/PassPlugin.h"
#include "llvm/Config/llvm-config.h"
#include "llvm/Support/Compiler.h"

#ifndef DIMTUNE_VERSION_STRING
#define DIMTUNE_VERSION_STRING "unknown"
#endif

extern "C" LLVM_ATTRIBUTE_WEAK ::mlir::PassPluginLibraryInfo
mlirGetPassPluginInfo() {
  return {MLIR_PLUGIN_API_VERSION, "DimtunePasses",
          DIMTUNE_VERSION_STRING " (LLVM " LLVM_VERSION_STRING ")",
          []() { dimtune::registerDimtunePasses(); }};
}
