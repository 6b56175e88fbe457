//===- PassSupport.h - What dimtune's passes share ----------------*- C++ -*-===//

#ifndef DIMTUNE_TRANSFORMS_PASSSUPPORT_H
#define DIMTUNE_TRANSFORMS_PASSSUPPORT_H

#include "dimtune/Target/GpuTarget.h"
#include "dimtune/Tuning/TuningDb.h"

#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/Diagnostics.h"

namespace dimtune {

/// An error about the pass's options or the files they name: reported under
/// the input's name, not at a position in it, and without the module printed.
mlir::InFlightDiagnostic emitOptionError(mlir::ModuleOp module);

/// The GPU named by the pass option `target` (else the module's
/// `dimtune.target` attribute), after loading `targetFile` into `registry`.
/// Emits an error on the module that names the problem and fails.
mlir::FailureOr<const GpuTarget *> resolveTarget(mlir::ModuleOp module,
                                                 llvm::StringRef target,
                                                 llvm::StringRef targetFile,
                                                 TargetRegistry &registry);

/// The tuning database at `path` (none when `path` is empty). Emits an error
/// on the module that names the file and fails on a missing, malformed or
/// other-version database.
mlir::FailureOr<std::optional<TuningDb>> loadTuningDbOption(mlir::ModuleOp module,
                                                           llvm::StringRef path);

/// The ranges numeric options must lie in, checked in one place.
constexpr double kMostMaxOverhead = 1.0; ///< A padding may at most double the FLOPs.
constexpr double kMostMinSpeedup = 100.0;
constexpr int64_t kMostAssumeDim = int64_t(1) << 30;

/// Fails with an error naming `option` unless `least <= value <= most` (a NaN
/// never is).
mlir::LogicalResult checkOptionRange(mlir::ModuleOp module, llvm::StringRef option, double value,
                                     double least, double most);

/// Writes `path` atomically (a temporary file renamed into place, so a
/// failed run leaves no half-written file); on failure emits an error on the
/// module that names the path.
mlir::LogicalResult writeOutputFile(mlir::ModuleOp module, llvm::StringRef path,
                                    llvm::function_ref<void(llvm::raw_ostream &)> write);

} // namespace dimtune

#endif // DIMTUNE_TRANSFORMS_PASSSUPPORT_H
