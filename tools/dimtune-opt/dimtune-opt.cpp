//===- dimtune-opt.cpp - mlir-opt with the dimtune passes -----------------===//
//
// Every upstream dialect and pass is registered too, so dimtune's passes can
// sit in the same pipeline as the lowering a user already runs.
//
//===----------------------------------------------------------------------===//

#include "dimtune/Transforms/Passes.h"

#include "mlir/IR/DialectRegistry.h"
#include "mlir/InitAllDialects.h"
#include "mlir/InitAllExtensions.h"
#include "mlir/InitAllPasses.h"
#include "mlir/Tools/mlir-opt/MlirOptMain.h"

int main(int argc, char **argv) {
  mlir::registerAllPasses();
  dimtune::registerDimtunePasses();
  mlir::DialectRegistry registry;
  mlir::registerAllDialects(registry);
  mlir::registerAllExtensions(registry);
  return mlir::asMainReturnCode(
      mlir::MlirOptMain(argc, argv, "dimtune optimizer driver\n", registry));
}
