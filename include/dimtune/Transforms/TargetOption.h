//===- TargetOption.h - The GPU a pass works for -----------------*- C++ -*-===//

#ifndef DIMTUNE_TRANSFORMS_TARGETOPTION_H
#define DIMTUNE_TRANSFORMS_TARGETOPTION_H

#include "dimtune/Target/GpuTarget.h"

#include "mlir/IR/BuiltinOps.h"

namespace dimtune {

/// The GPU named by the pass option `target` (else the module's
/// `dimtune.target` attribute), after loading `targetFile` into `registry`.
/// Emits an error on the module that names the problem and fails.
mlir::FailureOr<const GpuTarget *> resolveTarget(mlir::ModuleOp module,
                                                 llvm::StringRef target,
                                                 llvm::StringRef targetFile,
                                                 TargetRegistry &registry);

} // namespace dimtune

#endif // DIMTUNE_TRANSFORMS_TARGETOPTION_H
