//===- FitSupport.h - What every fit shares -----------------------*- C++ -*-===//
//
// Order statistics of errors and the JSON files the fits write. Every fit
// (GEMMs, attention, memory-bound kernels, dimtune-calibrate) reports its
// errors through these, so a "median" or a "p90" means the same everywhere.
//
//===----------------------------------------------------------------------===//

#ifndef DIMTUNE_CALIBRATION_FITSUPPORT_H
#define DIMTUNE_CALIBRATION_FITSUPPORT_H

#include "llvm/Support/Error.h"
#include "llvm/Support/JSON.h"

#include <vector>

namespace dimtune {

/// The median (the mean of the middle two for an even count); 0 when empty.
double median(std::vector<double> values);

/// The value at rank floor(q * count) of the ascending values (q = 0.9: the
/// p90); 0 when empty.
double quantile(std::vector<double> values, double q);

/// Writes `value` as indented JSON to `path` ("" or "-": stdout), atomically
/// (a temporary file renamed into place); an error names the path.
llvm::Error writeJsonFile(llvm::StringRef path, llvm::json::Value value);

} // namespace dimtune

#endif // DIMTUNE_CALIBRATION_FITSUPPORT_H
