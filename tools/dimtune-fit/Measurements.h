//===- Measurements.h - Measured GEMM timings ---------------------*- C++ -*-===//
//
// Reads the CSV that benchmarks/measure_cublas.py writes into GemmKeys with
// their measured median time.
//
//===----------------------------------------------------------------------===//

#ifndef DIMTUNE_TOOLS_FIT_MEASUREMENTS_H
#define DIMTUNE_TOOLS_FIT_MEASUREMENTS_H

#include "dimtune/CostModel/GemmKey.h"

#include "llvm/Support/Error.h"

#include <vector>

namespace dimtune {

struct Measurement {
  GemmKey problem;
  double medianUs = 0;
};

/// Parses the CSV at `path`; '#' lines are metadata, the first other line is
/// the header. Errors name the file and line.
llvm::Expected<std::vector<Measurement>> readMeasurements(llvm::StringRef path);

} // namespace dimtune

#endif // DIMTUNE_TOOLS_FIT_MEASUREMENTS_H
