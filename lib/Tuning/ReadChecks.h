//===- ReadChecks.h - What the tuning readers check alike -------*- C++ -*-===//
//
// The checks the database reader (TuningDb.cpp) and the results readers
// (ResultsReader.cpp) share: measured numbers, a problem's sampled conditions,
// an attention record's backend, each variant's fields, and a problem's
// variants as a whole (the original first, extents the model takes, times the
// GPU could have measured). Internal to lib/Tuning.
//
//===----------------------------------------------------------------------===//

#ifndef DIMTUNE_LIB_TUNING_READCHECKS_H
#define DIMTUNE_LIB_TUNING_READCHECKS_H

#include "dimtune/Tuning/TuningDb.h"

#include "llvm/ADT/ArrayRef.h"
#include "llvm/Support/JSON.h"

#include <optional>
#include <string>
#include <vector>

namespace dimtune {
namespace readcheck {

/// What a measured number (a time, an error, a ratio, a clock, a bandwidth) of
/// a database or runner results must be: finite (JSON's 1e999 parses as
/// infinity, which a saved database could not hold), >= 0, and below a bound
/// no measurement comes near (an integer near INT64_MAX would be saved as the
/// double 2^63, which no reader takes).
inline constexpr double kMeasureBound = 1e18;
bool isMeasure(double value);

/// Whether `value` (the field `name` of `path`) is a measure; reports it
/// otherwise.
bool checkMeasure(double value, llvm::json::Path path, llvm::StringRef name);

/// Maps a number that must be a measure.
bool mapMeasure(llvm::json::ObjectMapper &o, llvm::json::Path path, llvm::StringLiteral name,
                double &out);

/// Whether every value of the list `name` is a measure; reports the first
/// that is not, at its index.
bool checkMeasures(llvm::ArrayRef<double> values, llvm::json::Path path, llvm::StringLiteral name);

/// The sampled part of a problem's conditions, as the runner writes it.
bool mapSampledConditions(llvm::json::ObjectMapper &o, MeasurementConditions &c);

/// The "backend" an attention record must name (flash2, flash3, cudnn or
/// efficient).
bool requiredBackend(const llvm::json::Value &value, AttentionBackend &out, llvm::json::Path path);

/// Variants must hold at least the original.
template <typename Variant>
bool nonEmpty(const std::vector<Variant> &variants, llvm::StringLiteral why,
              llvm::json::Path path) {
  if (variants.empty())
    path.field("variants").report(why);
  return !variants.empty();
}

/// A GEMM variant's m, n and k, an attention variant's heads, KV heads and
/// head dims, checked as the keys' readers check theirs (positive; KV heads
/// dividing heads); the first that is not is reported at its field.
bool checkVariantFields(const MeasuredVariant &v, llvm::json::Path path);
bool checkVariantFields(const MeasuredAttentionVariant &v, llvm::json::Path path);

/// The label of a problem's original shape (BenchPlan, AttentionPlan): the
/// variant every reader takes as the original is variants.front().
inline constexpr llvm::StringLiteral kOriginalLabel = "original";

/// What the GPU could have measured of one kernel, in us: no less than its
/// FLOPs at the datasheet peak, nor its bytes beyond the L2 (the runner and
/// the attention script rotate inputs past it) at the datasheet bandwidth;
/// no more than kSlowestFractionOfPeak of that pace plus kMostFixedUs.
struct TimeBounds {
  double leastUs = 0, mostUs = 0;
};
inline constexpr double kSlowestFractionOfPeak = 1e-4;
inline constexpr double kMostFixedUs = 1e6;
TimeBounds timeBounds(const GpuTarget &target, MathType math, double flops, double bytes);

/// Why a problem's variants cannot be read as its measurements, or nothing:
/// the first must be the original (labelled kOriginalLabel, at `key`'s own
/// shape) and no other labelled so. What every reader of variants (the pad
/// policy, analyze, the advisor) takes for granted: the database's reader
/// checks it, as the merges do.
std::optional<std::string> originalMistake(const GemmKey &key,
                                           llvm::ArrayRef<MeasuredVariant> variants);
std::optional<std::string> originalMistake(const AttentionKey &key,
                                           llvm::ArrayRef<MeasuredAttentionVariant> variants);

/// Why measured variants cannot be merged into a database, or nothing: the
/// original's rule, every variant's shape one the model takes
/// (gemmExtentsModelled, attentionExtentsModelled) and, with `target`, every
/// valid variant's times (a GEMM's median and rounds, attention's forward
/// and backward) no faster than timeBounds' least. Attention's are also no
/// slower than its most: the advisor ranks head counts by them alone. A
/// GEMM's are not: a padding is judged against its own original, and a run
/// cut to one variant (benchmarks/check_tuning.py) times its original at
/// 1e12 us so that it never wins. The reason names the variant by index,
/// label and shape; the caller names the file and the problem.
std::optional<std::string> mergeMistake(const GemmKey &key,
                                        llvm::ArrayRef<MeasuredVariant> variants,
                                        const GpuTarget *target);
std::optional<std::string> mergeMistake(const AttentionKey &key,
                                        llvm::ArrayRef<MeasuredAttentionVariant> variants,
                                        const GpuTarget *target);

/// The built-in chip `name` names (a product name or alias), or null: what
/// bounds the times of entries that name their GPU (a database's, a
/// shard's) and of results merged under a target's name.
const GpuTarget *builtInTarget(llvm::StringRef name);

} // namespace readcheck
} // namespace dimtune

#endif // DIMTUNE_LIB_TUNING_READCHECKS_H
