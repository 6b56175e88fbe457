//===- dimtune-opt.cpp - mlir-opt with the dimtune passes -----------------===//
//
// Every upstream dialect and pass is registered too, so dimtune's passes can
// sit in the same pipeline as the lowering a user already runs.
//
// --help is dimtune's short help and dimtune's pass options are checked by
// name (PassCommandLine.h); --help-hidden is mlir-opt's. One difference from
// mlir-opt in what runs: the input is not verified while it is parsed but by a first step of the
// pipeline that checks linalg ops' explicit indexing maps before running the verifier
// (ReadModule.h), because upstream MLIR 22's MatmulOp verifier segfaults on some malformed maps
// that mlir-opt-22 therefore cannot read without crashing.
//
//===----------------------------------------------------------------------===//

#include "PassCommandLine.h"

#include "dimtune/PassSupport/ReadModule.h"
#include "dimtune/Transforms/Passes.h"

#include "mlir/IR/DialectRegistry.h"
#include "mlir/IR/Verifier.h"
#include "mlir/InitAllDialects.h"
#include "mlir/InitAllExtensions.h"
#include "mlir/InitAllPasses.h"
#include "mlir/Pass/Pass.h"
#include "mlir/Pass/PassManager.h"
#include "mlir/Support/FileUtilities.h"
#include "mlir/Tools/mlir-opt/MlirOptMain.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/ToolOutputFile.h"

using namespace mlir;

namespace {
/// The verification mlir-opt does while parsing, with the indexing maps
/// checked first.
struct VerifyInputPass : PassWrapper<VerifyInputPass, OperationPass<>> {
  MLIR_DEFINE_EXPLICIT_INTERNAL_INLINE_TYPE_ID(VerifyInputPass)
  StringRef getArgument() const final { return "dimtune-verify-input"; }
  StringRef getDescription() const final {
    return "Verify the input, its linalg indexing maps first";
  }
  void runOnOperation() override {
    if (failed(dimtune::checkIndexingMaps(getOperation())) || failed(verify(getOperation())))
      signalPassFailure();
  }
};
} // namespace

int main(int argc, char **argv) {
  registerAllPasses();
  dimtune::registerDimtunePasses();
  DialectRegistry registry;
  registerAllDialects(registry);
  registerAllExtensions(registry);
  if (dimtune::printHelpIfAsked(argc, argv))
    return 0;
  if (failed(dimtune::checkPassOptionNames(argc, argv)))
    return 1;
  auto [inputFilename, outputFilename] =
      registerAndParseCLIOptions(argc, argv, "dimtune optimizer driver\n", registry);
  MlirOptMainConfig config = MlirOptMainConfig::createFromCLOptions();
  // --show-dialects, --list-passes, or verification turned off by the user:
  // mlir-opt's own driver.
  if (config.shouldShowDialects() || config.shouldListPasses() || !config.shouldVerifyOnParsing())
    return asMainReturnCode(MlirOptMain(argc, argv, inputFilename, outputFilename, registry));
  MlirOptMainConfig pipeline = config;
  config.verifyOnParsing(false);
  config.setPassPipelineSetupFn([pipeline](PassManager &pm) {
    pm.addPass(std::make_unique<VerifyInputPass>());
    return pipeline.setupPassPipeline(pm);
  });
  std::string error;
  std::unique_ptr<llvm::MemoryBuffer> input = openInputFile(inputFilename, &error);
  std::unique_ptr<llvm::ToolOutputFile> output =
      input ? openOutputFile(outputFilename, &error) : nullptr;
  if (!output) {
    llvm::errs() << error << "\n";
    return 1;
  }
  if (failed(MlirOptMain(output->os(), std::move(input), registry, config)))
    return 1;
  output->keep();
  return 0;
}
