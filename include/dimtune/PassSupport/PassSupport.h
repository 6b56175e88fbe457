//===- PassSupport.h - What dimtune's passes share ----------------*- C++ -*-===//

#ifndef DIMTUNE_PASSSUPPORT_PASSSUPPORT_H
#define DIMTUNE_PASSSUPPORT_PASSSUPPORT_H

#include "dimtune/Plan/ModulePlan.h"
#include "dimtune/Target/GpuTarget.h"
#include "dimtune/Tuning/TuningDb.h"

#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/Diagnostics.h"

#include <memory>

namespace dimtune {

/// An error about the pass's options or the files they name: reported under
/// the input's name, not at a position in it, and without the module printed.
mlir::InFlightDiagnostic emitOptionError(mlir::ModuleOp module);

/// Where a remark about the whole module goes: its file, at no position in
/// it (a remark at the module's own location would print its first line).
mlir::Location moduleSummaryLocation(mlir::ModuleOp module);

/// The ranges numeric options must lie in, checked in one place.
constexpr double kMostMaxOverhead = 1.0; ///< A padding may at most double the FLOPs.
constexpr double kMostMinSpeedup = 100.0;
constexpr int64_t kMostAssumeDim = int64_t(1) << 30;

/// Fails with an error naming `option` unless `least <= value <= most` (a NaN
/// never is).
mlir::LogicalResult checkOptionRange(mlir::MLIRContext *context, llvm::StringRef option,
                                     double value, double least, double most);

/// What a pass's options name, loaded once in Pass::initialize rather than
/// for every module: the GPU registry with `target-file` applied, the GPU that
/// `target` names, and the tuning database `db`. A pass's clones share them.
class PassInputs {
public:
  /// Loads them (a pass's `initialize`); emits an error that names the
  /// option or file and fails.
  mlir::LogicalResult load(mlir::MLIRContext *context, llvm::StringRef target,
                           llvm::StringRef targetFile, llvm::StringRef dbPath);

  /// The GPU for `module`: the one `target` named, else the module's
  /// `dimtune.target` attribute. Emits an error and fails when neither names
  /// a known GPU.
  mlir::FailureOr<const GpuTarget *> targetFor(mlir::ModuleOp module) const;

  /// `module` read into its plan on the GPU targetFor gives; fails as it does.
  mlir::FailureOr<ModulePlan> planFor(mlir::ModuleOp module, const PlanOptions &options) const;

  /// The tuning database; null when `db` was empty.
  const TuningDb *tuningDb() const { return db.get(); }

private:
  std::shared_ptr<TargetRegistry> registry;
  const GpuTarget *target = nullptr;
  std::shared_ptr<const TuningDb> db;
};

/// Writes `path` atomically (a temporary file renamed into place, so a
/// failed run leaves no half-written file); on failure emits an error on the
/// module that names the path.
mlir::LogicalResult writeOutputFile(mlir::ModuleOp module, llvm::StringRef path,
                                    llvm::function_ref<void(llvm::raw_ostream &)> write);

} // namespace dimtune

#endif // DIMTUNE_PASSSUPPORT_PASSSUPPORT_H
