//===- GemmReport.h - The analysis as remarks and JSON ------------*- C++ -*-===//

#ifndef DIMTUNE_ANALYSIS_GEMMREPORT_H
#define DIMTUNE_ANALYSIS_GEMMREPORT_H

#include "dimtune/Analysis/CostModel.h"
#include "dimtune/Analysis/GemmProblem.h"
#include "dimtune/Analysis/PadPolicy.h"

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

/// One GEMM's outcome under --dimtune-pad.
struct PadRecord {
  GemmProblem problem;
  std::optional<PadDecision> decision;    ///< Set when the GEMM was padded.
  std::vector<GemmOperand> paddedOnce;    ///< Inputs padded at compile time.
};

/// Writes the pad report: {"target", "policy", "gemms": [...] in IR order}.
void writePadReport(llvm::raw_ostream &os, const GpuTarget &target, PadPolicy policy,
                    llvm::ArrayRef<PadRecord> records);

/// Writes the JSON report: {"target", "gemms": [...] in IR order, "total"}.
void writeReport(llvm::raw_ostream &os, const GpuTarget &target,
                 llvm::ArrayRef<GemmAnalysis> analyses);

} // namespace dimtune

#endif // DIMTUNE_ANALYSIS_GEMMREPORT_H
