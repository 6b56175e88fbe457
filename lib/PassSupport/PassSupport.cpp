//===- PassSupport.cpp - What dimtune's passes share ----------------------===//

#include "dimtune/PassSupport/PassSupport.h"
#include "dimtune/PassSupport/PassOptions.h"


#include "mlir/IR/BuiltinAttributes.h"
#include "mlir/IR/Diagnostics.h"

#include "llvm/Support/FormatVariadic.h"

using namespace mlir;

namespace dimtune {

InFlightDiagnostic emitOptionError(ModuleOp module) {
  // Not at the module's position: the options have none in the IR (and the
  // module is not printed with the error).
  return mlir::emitError(UnknownLoc::get(module.getContext()));
}

ExecMode resolveExec(ExecChoice choice, ModuleOp module) {
  if (choice != ExecChoice::Default)
    return choice == ExecChoice::Graph ? ExecMode::Graph : ExecMode::Eager;
  auto model = module->getAttrOfType<DictionaryAttr>("dimtune.model");
  auto phase = model ? model.getAs<StringAttr>("phase") : StringAttr();
  return phase && phase.getValue() == "decode" ? ExecMode::Graph : ExecMode::Eager;
}

Location moduleSummaryLocation(ModuleOp module) {
  if (auto file = dyn_cast<FileLineColLoc>(module.getLoc()))
    return FileLineColLoc::get(file.getFilename(), 0, 0);
  return module.getLoc();
}

static InFlightDiagnostic emitOptionError(MLIRContext *context) {
  return mlir::emitError(UnknownLoc::get(context));
}

LogicalResult PassInputs::load(MLIRContext *context, StringRef targetName, StringRef targetFile,
                               StringRef dbPath) {
  registry = std::make_shared<TargetRegistry>();
  target = nullptr;
  db.reset();
  if (!targetFile.empty())
    if (llvm::Error error = registry->loadFile(targetFile))
      return emitOptionError(context) << "dimtune: " << llvm::toString(std::move(error));
  if (!targetName.empty()) {
    llvm::Expected<const GpuTarget *> gpu = registry->get(targetName);
    if (!gpu)
      return emitOptionError(context) << "dimtune: " << llvm::toString(gpu.takeError());
    target = *gpu;
  }
  if (!dbPath.empty()) {
    llvm::Expected<TuningDb> loaded = TuningDb::load(dbPath);
    if (!loaded)
      return emitOptionError(context) << "dimtune: " << llvm::toString(loaded.takeError());
    db = std::make_shared<const TuningDb>(std::move(*loaded));
  }
  return success();
}

FailureOr<const GpuTarget *> PassInputs::targetFor(ModuleOp module) const {
  if (target)
    return target;
  auto attr = module->getAttrOfType<StringAttr>("dimtune.target");
  if (!attr || attr.getValue().empty())
    return emitOptionError(module) << "dimtune: no GPU target: pass target=NAME or set "
                                      "the module attribute dimtune.target";
  llvm::Expected<const GpuTarget *> gpu = registry->get(attr.getValue());
  if (!gpu)
    return emitOptionError(module) << "dimtune: " << llvm::toString(gpu.takeError());
  return *gpu;
}

FailureOr<ModulePlan> PassInputs::planFor(ModuleOp module, const PlanOptions &options) const {
  FailureOr<const GpuTarget *> gpu = targetFor(module);
  if (failed(gpu))
    return failure();
  return ModulePlan::build(module, **gpu, options);
}

LogicalResult checkOptionRange(MLIRContext *context, StringRef option, double value, double least,
                               double most) {
  if (value >= least && value <= most)
    return success();
  return emitOptionError(context) << llvm::formatv(
             "dimtune: {0} must be a number from {1} to {2}, got {3}", option, least, most, value);
}

LogicalResult writeOutputFile(ModuleOp module, StringRef path,
                              function_ref<void(raw_ostream &)> write) {
  if (llvm::Error error = llvm::writeToOutput(path, [&](raw_ostream &os) {
        write(os);
        return llvm::Error::success();
      }))
    // writeToOutput's error names the path: "'PATH': why".
    return emitOptionError(module) << "dimtune: cannot write "
                                   << llvm::toString(std::move(error));
  return success();
}

} // namespace dimtune
