//===- TargetOption.cpp - The GPU a pass works for ------------------------===//

#include "dimtune/Transforms/TargetOption.h"

#include "mlir/IR/BuiltinAttributes.h"
#include "mlir/IR/Diagnostics.h"

using namespace mlir;

namespace dimtune {

FailureOr<const GpuTarget *> resolveTarget(ModuleOp module, StringRef target,
                                           StringRef targetFile,
                                           TargetRegistry &registry) {
  if (!targetFile.empty())
    if (llvm::Error error = registry.loadFile(targetFile))
      return module.emitError() << "dimtune: " << llvm::toString(std::move(error));
  std::string name = target.str();
  if (name.empty())
    if (auto attr = module->getAttrOfType<StringAttr>("dimtune.target"))
      name = attr.getValue().str();
  if (name.empty())
    return module.emitError() << "dimtune: no GPU target: pass target=NAME or set "
                                 "the module attribute dimtune.target";
  llvm::Expected<const GpuTarget *> gpu = registry.get(name);
  if (!gpu)
    return module.emitError() << "dimtune: " << llvm::toString(gpu.takeError());
  return *gpu;
}

} // namespace dimtune
