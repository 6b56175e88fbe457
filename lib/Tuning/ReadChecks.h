//===- ReadChecks.h - What the tuning readers check alike -------*- C++ -*-===//
//
// The checks the database reader (TuningDb.cpp) and the results readers
// (ResultsReader.cpp) share: measured numbers, a problem's sampled conditions,
// an attention record's backend, variants that hold the original. Internal to
// lib/Tuning.
//
//===----------------------------------------------------------------------===//

#ifndef DIMTUNE_LIB_TUNING_READCHECKS_H
#define DIMTUNE_LIB_TUNING_READCHECKS_H

#include "dimtune/Tuning/TuningDb.h"

#include "llvm/ADT/ArrayRef.h"
#include "llvm/Support/JSON.h"

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

} // namespace readcheck
} // namespace dimtune

#endif // DIMTUNE_LIB_TUNING_READCHECKS_H
