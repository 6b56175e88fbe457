// Uses the installed dimtune package: registers its passes, parses a pass
// pipeline from a string and runs --dimtune-analyze on a small module,
// printing the remark it emits.
//
// usage: dimtune-consumer [PIPELINE]   (default: the analysis on an H200)
//   prints the remarks and, when the pipeline changed the module, the module.

#include "dimtune/Target/GpuTarget.h"
#include "dimtune/Transforms/Passes.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Linalg/Transforms/TilingInterfaceImpl.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/Diagnostics.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/Parser/Parser.h"
#include "mlir/Pass/PassManager.h"
#include "mlir/Pass/PassRegistry.h"

#include "llvm/Support/raw_ostream.h"

static const char *kModule = R"mlir(
func.func @lm_head(%x: tensor<8192x768xbf16>, %w: tensor<768x50257xbf16>,
                   %c: tensor<8192x50257xbf16>) -> tensor<8192x50257xbf16> {
  %0 = linalg.matmul ins(%x, %w : tensor<8192x768xbf16>, tensor<768x50257xbf16>)
                     outs(%c : tensor<8192x50257xbf16>) -> tensor<8192x50257xbf16>
  return %0 : tensor<8192x50257xbf16>
}
)mlir";

int main(int argc, char **argv) {
  std::string pipeline =
      argc > 1 ? argv[1] : "builtin.module(dimtune-analyze{target=h200})";

  // A pure library of the package, used directly.
  dimtune::TargetRegistry targets;
  const dimtune::GpuTarget *h200 = targets.lookup("h200");
  if (!h200) {
    llvm::errs() << "consumer: no h200 in the target database\n";
    return 1;
  }
  llvm::outs() << "consumer: " << h200->name << ", " << h200->smCount << " SMs\n";

  dimtune::registerDimtunePasses();

  mlir::DialectRegistry registry;
  registry.insert<mlir::func::FuncDialect, mlir::linalg::LinalgDialect,
                  mlir::tensor::TensorDialect>();
  // --dimtune-pad pads through linalg's TilingInterface, whose implementation
  // for linalg ops is an external model: a tool that registers dialects one by
  // one (not registerAllExtensions) must register it too.
  mlir::linalg::registerTilingInterfaceExternalModels(registry);
  mlir::MLIRContext context(registry);

  int remarks = 0;
  mlir::ScopedDiagnosticHandler handler(&context, [&](mlir::Diagnostic &diag) {
    if (diag.getSeverity() == mlir::DiagnosticSeverity::Remark)
      ++remarks;
    llvm::outs() << (diag.getSeverity() == mlir::DiagnosticSeverity::Remark
                         ? "remark: "
                         : "diagnostic: ")
                 << diag.str() << "\n";
    return mlir::success();
  });

  mlir::OwningOpRef<mlir::ModuleOp> module =
      mlir::parseSourceString<mlir::ModuleOp>(kModule, &context);
  if (!module) {
    llvm::errs() << "consumer: cannot parse the module\n";
    return 1;
  }

  // The pipeline names its anchor (builtin.module(...)), as mlir-opt's
  // --pass-pipeline does; the pass manager runs on that op.
  std::string errors;
  llvm::raw_string_ostream errorStream(errors);
  mlir::FailureOr<mlir::OpPassManager> parsed =
      mlir::parsePassPipeline(pipeline, errorStream);
  if (mlir::failed(parsed)) {
    llvm::errs() << "consumer: bad pipeline '" << pipeline << "': " << errors << "\n";
    return 1;
  }
  mlir::PassManager pm(&context, parsed->getOpAnchorName());
  static_cast<mlir::OpPassManager &>(pm) = std::move(*parsed);
  if (mlir::failed(pm.run(*module))) {
    llvm::errs() << "consumer: the pipeline failed\n";
    return 1;
  }
  llvm::outs() << "consumer: " << remarks << " remark(s)\n";
  if (pipeline.find("dimtune-pad") != std::string::npos)
    module->print(llvm::outs());
  return remarks > 0 ? 0 : 1;
}
