//===- PadPolicy.h - Which padded shape a GEMM should run at ------*- C++ -*-===//
//
// The one padding decision of dimtune (--dimtune-pad, the benchmark plan's
// "model" candidate, the tuning report), as a pure function of the GEMM, the
// cost model and, for policy=measured, what a tuning database measured:
//   align    pad every contiguous dim whose leading stride breaks the target's
//            tensor-core alignment (XLA's rule), whatever the predicted gain;
//   model    the cost model's best candidate once the pads and slices it adds
//            are paid for, if at least min-speedup and within max-overhead
//            extra FLOPs and bytes;
//   measured the fastest measured variant, pads and slices counted, if at
//            least min-speedup faster; a problem without measurements falls
//            back to model (PadDecision::fellBack says so).
// Batch dims are never padded.
//
//===----------------------------------------------------------------------===//

#ifndef DIMTUNE_COSTMODEL_PADPOLICY_H
#define DIMTUNE_COSTMODEL_PADPOLICY_H

#include "dimtune/CostModel/CostModel.h"

#include <optional>
#include <string>
#include <vector>

namespace dimtune {

enum class PadPolicy { Align, Model, Measured };

llvm::StringRef padPolicyName(PadPolicy policy);
std::optional<PadPolicy> parsePadPolicy(llvm::StringRef name);

/// Least speed-up, pads and slices paid for, for which a GEMM is padded.
constexpr double kDefaultPadMinSpeedup = 1.05;
/// Most extra FLOPs (and bytes) a padded shape may add, as a fraction.
constexpr double kDefaultMaxOverhead = 0.10;

struct PadOptions {
  PadPolicy policy = PadPolicy::Model;
  double minSpeedup = kDefaultPadMinSpeedup;
  double maxOverhead = kDefaultMaxOverhead;
};

/// Operands whose padding costs nothing at run time (a constant weight is
/// padded once at compile time, an argument padded in the signature).
struct PaddedOnce {
  bool a = false, b = false;
  /// The result's init is a fill: a padded init is a larger fill, not a copy.
  bool cInitIsFill = false;
};

/// One measured shape of a problem: the GEMM, the pads of A and B and the
/// result slice timed apart, so a consumer counts only what it pays.
struct MeasuredVariant {
  std::string label;
  int64_t m = 0, n = 0, k = 0;
  bool valid = false; ///< Ran and matched the original's result.
  double gemmUs = 0, padAUs = 0, padBUs = 0, sliceUs = 0;
  double relError = 0;
  /// The interleaved rounds (runner results format 2; TuningDb.h says how
  /// they are measured): the GEMM's median in each round, and the original's
  /// GEMM time over this variant's paired within each round, as a median and
  /// an interval for it. Empty and 0 when not measured (older entries).
  std::vector<double> roundsUs;
  double speedupMedian = 0, speedupLow = 0, speedupHigh = 0;
};

/// What was measured of one problem; variants[0] is the original shape.
struct MeasuredProblem {
  GemmKey key;
  std::vector<MeasuredVariant> variants;
};

/// The measured choice for one problem: the fastest valid variant, its pads
/// and slice counted (none for operands padded once, none for a slice that
/// is a view). Timed in interleaved rounds, the least padding that beats the
/// original at the low end of its speed-up interval, pads counted; a larger
/// padding only where, at the low end of its interval, it beats that choice at
/// the high end of its own: a gain inside the spread keeps the cheaper shape.
struct MeasuredChoice {
  const MeasuredVariant *variant = nullptr;
  double originalUs = 0, totalUs = 0;
  double speedup() const { return originalUs / totalUs; }
  bool isOriginal(const MeasuredProblem &problem) const {
    return variant == &problem.variants.front();
  }
};
MeasuredChoice chooseMeasured(const MeasuredProblem &measured, PaddedOnce once);

/// Whether slicing the padded result back to the original is a view: it is
/// when only C's outer dims grew (whole rows are dropped); cutting rows is a
/// copy. The one statement of this rule.
bool resultSliceIsView(const GemmKey &original, const GemmKey &padded);

/// XLA's rule: each misaligned contiguous dim (that is a whole GEMM dim, not
/// batch) rounded up to `multiple` elements (0: the target's alignment).
/// Nothing when no dim needs it.
std::optional<GemmKey> alignedShape(const GemmKey &problem, const GpuTarget &target,
                                    int64_t multiple = 0);

/// The cost of the pad and slice ops a padded shape needs, in us: each operand
/// whose dims grow is copied into its padded buffer (unless padded once), and
/// a grown result is sliced back (a copy unless the slice is a view).
double paddingCostUs(const GemmKey &original, const GemmKey &padded, const GpuTarget &target,
                     PaddedOnce once);

struct PadDecision {
  int64_t m = 0, n = 0, k = 0;   ///< The padded GEMM shape.
  double gemmUs = 0;             ///< Time of the padded GEMM.
  double padCostUs = 0;          ///< Pads of A, B and C's init, slice of C.
  double originalUs = 0;
  double speedup = 1;            ///< originalUs / (gemmUs + padCostUs).
  double extraFlopFraction = 0;
  double extraByteFraction = 0;  ///< Of the GEMM's least traffic.
  bool measured = false;         ///< The times are measured, not predicted.
  /// Measured in interleaved rounds: the interval of the GEMM's speed-up (the
  /// original's time over the padded GEMM's, pads not counted); 0 otherwise.
  double gemmSpeedupLow = 0, gemmSpeedupHigh = 0;
};

/// The padded shape under `options`, or nothing when the GEMM stays as it is.
/// `measured` is what the tuning database has of this problem (policy=measured
/// falls back to the model without it).
std::optional<PadDecision> decidePadding(const GemmKey &problem, const CostModel &model,
                                         const PadOptions &options, PaddedOnce once = {},
                                         const MeasuredProblem *measured = nullptr);

/// The model's decision to pad `problem` to `padded`, as decidePadding prices
/// its candidates (pads paid for, max-overhead and min-speedup applied), or
/// nothing where the options refuse it or it is no padding. For a shape set
/// from outside the candidates: a weight another GEMM already takes padded.
std::optional<PadDecision> decideAtShape(const GemmKey &problem, const GemmKey &padded,
                                         const CostModel &model, const PadOptions &options,
                                         PaddedOnce once);

} // namespace dimtune

#endif // DIMTUNE_COSTMODEL_PADPOLICY_H
