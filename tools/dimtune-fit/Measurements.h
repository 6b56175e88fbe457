//===- Measurements.h - Measured GEMM timings ---------------------*- C++ -*-===//
//
// Reads the CSV that benchmarks/measure_cublas.py writes into GemmProblems
// with their measured median time.
//
//===----------------------------------------------------------------------===//

#ifndef DIMTUNE_TOOLS_FIT_MEASUREMENTS_H
#define DIMTUNE_TOOLS_FIT_MEASUREMENTS_H

#include "dimtune/Analysis/GemmProblem.h"

#include "llvm/Support/Error.h"

#include <vector>

namespace dimtune {

struct Measurement {
  GemmProblem problem;
  double medianUs = 0;
  std::string aContig, bContig; ///< As in the CSV: "k"/"m" and "n"/"k".
};

/// Parses the CSV at `path`; '#' lines are metadata, the first other line is
/// the header. Errors name the file and line.
llvm::Expected<std::vector<Measurement>> readMeasurements(llvm::StringRef path);

} // namespace dimtune

#endif // DIMTUNE_TOOLS_FIT_MEASUREMENTS_H
