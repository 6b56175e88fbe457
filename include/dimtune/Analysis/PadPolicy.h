//===- PadPolicy.h - Which padded shape a GEMM should run at ------*- C++ -*-===//
//
// The decision of --dimtune-pad, as a pure function of the GemmProblem and the
// cost model, so that it is unit-tested without IR:
//   align    pad every contiguous dim whose leading stride breaks the target's
//            tensor-core alignment (XLA's rule), whatever the predicted gain;
//   model    the cost model's best candidate once the pads and slices it adds
//            are paid for, if at least min-speedup and within max-overhead
//            extra FLOPs and bytes;
//   measured a tuning database's choice (the autotuning issue writes it);
//            problems it lacks fall back to model.
// Batch dims are never padded.
//
//===----------------------------------------------------------------------===//

#ifndef DIMTUNE_ANALYSIS_PADPOLICY_H
#define DIMTUNE_ANALYSIS_PADPOLICY_H

#include "dimtune/Analysis/CostModel.h"

#include <optional>
#include <string>

namespace dimtune {

enum class PadPolicy { Align, Model, Measured };

std::optional<PadPolicy> parsePadPolicy(llvm::StringRef name);

struct PadOptions {
  PadPolicy policy = PadPolicy::Model;
  double minSpeedup = 1.05;
  double maxOverhead = 0.10;
};

/// Operands whose padding costs nothing at run time (a constant weight is
/// padded once at compile time, an argument padded in the signature).
struct PaddedOnce {
  bool a = false, b = false;
  /// The result's init is a fill: a padded init is a larger fill, not a copy.
  bool cInitIsFill = false;
};

struct PadDecision {
  int64_t m = 0, n = 0, k = 0;   ///< The padded GEMM shape.
  double gemmUs = 0;             ///< Predicted time of the padded GEMM.
  double padCostUs = 0;          ///< Pads of A, B and C's init, slice of C.
  double originalUs = 0;
  double speedup = 1;            ///< originalUs / (gemmUs + padCostUs).
  double extraFlopFraction = 0;
  double extraByteFraction = 0;  ///< Of the GEMM's least traffic.
};

/// XLA's rule: each misaligned contiguous dim (that is a whole GEMM dim, not
/// batch) rounded up to `multiple` elements (0: the target's alignment).
/// Nothing when no dim needs it.
std::optional<GemmProblem> alignedShape(const GemmProblem &problem,
                                        const GpuTarget &target,
                                        int64_t multiple = 0);

/// The cost of the pad and slice ops a padded shape needs, in us: each operand
/// whose dims grow is copied into its padded buffer (unless padded once), and
/// a grown result is sliced back.
double paddingCostUs(const GemmProblem &original, const GemmProblem &padded,
                     const GpuTarget &target, PaddedOnce once);

/// The padded shape under `options`, or nothing when the GEMM stays as it is.
std::optional<PadDecision> decidePadding(const GemmProblem &problem,
                                         const CostModel &model,
                                         const PadOptions &options,
                                         PaddedOnce once = {});

} // namespace dimtune

#endif // DIMTUNE_ANALYSIS_PADPOLICY_H
