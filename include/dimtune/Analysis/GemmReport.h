//===- GemmReport.h - The analysis as remarks and JSON ------------*- C++ -*-===//

#ifndef DIMTUNE_ANALYSIS_GEMMREPORT_H
#define DIMTUNE_ANALYSIS_GEMMREPORT_H

#include "dimtune/Analysis/CostModel.h"

#include "llvm/Support/JSON.h"
#include "llvm/Support/raw_ostream.h"

#include <optional>
#include <string>

namespace dimtune {

/// One analysed GEMM: the problem, its estimate and the best padded shape.
/// What a tuning database measured for the problem (its fastest variant with
/// pads and slice counted, none padded once).
struct MeasuredGemm {
  double originalUs = 0;
  int64_t m = 0, n = 0, k = 0;
  std::string label;
  double bestUs = 0;
};

struct GemmAnalysis {
  GemmProblem problem;
  GemmEstimate estimate;
  PaddedShape suggested;
  std::optional<MeasuredGemm> measured;
};

/// The one-line summary a remark carries.
std::string describe(const GemmAnalysis &analysis);

/// The fields that say which GEMM a report entry is: loc, op, role, pass,
/// dtype, batch, m, n, k (inside an object being written).
void writeGemmIdentity(llvm::json::OStream &j, const GemmProblem &problem);

/// Writes the JSON report: {"target", "gemms": [...] in IR order, "total"}.
void writeReport(llvm::raw_ostream &os, const GpuTarget &target,
                 llvm::ArrayRef<GemmAnalysis> analyses);

} // namespace dimtune

#endif // DIMTUNE_ANALYSIS_GEMMREPORT_H
