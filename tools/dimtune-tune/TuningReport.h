//===- TuningReport.h - Per-model report of a tuning run ----------*- C++ -*-===//
//
// For each distinct GEMM of a model: the measured time of the original shape
// and of what each policy would run (align, model, measured), pads and slices
// counted, beside the model's prediction; the count-weighted totals; as a
// Markdown table and an SVG bar chart.
//
//===----------------------------------------------------------------------===//

#ifndef DIMTUNE_TUNE_TUNINGREPORT_H
#define DIMTUNE_TUNE_TUNINGREPORT_H

#include "dimtune/Emit/BenchPlan.h"
#include "dimtune/Tuning/TuningDb.h"

namespace dimtune {

struct PolicyOutcome {
  int64_t m = 0, n = 0, k = 0;
  bool measured = false; ///< The shape was timed (else `totalUs` is predicted).
  double totalUs = 0;    ///< GEMM plus its pads and slice.
  double overheadUs = 0; ///< The pads and slice alone.
};

struct ReportRow {
  BenchProblem problem;
  const TuningEntry *entry = nullptr;
  double predictedUs = 0;
  PolicyOutcome original, align, model, measured;
  std::string measuredLabel;
  /// The measured choice's GEMM speed-up over the original in the runner's
  /// rounds: median and interval (0: no rounds, or the original kept).
  double choiceSpeedup = 0, choiceSpeedupLow = 0, choiceSpeedupHigh = 0;
};

struct ReportTotals {
  double original = 0, align = 0, model = 0, measured = 0, predicted = 0;
};

/// What each policy decided for one problem (the module plans' decisions,
/// --dimtune-pad's): none where the GEMM stays.
struct PolicyDecisions {
  std::optional<PadDecision> align, model, measured;
};

/// One row per benchmarked problem, `decisions[i]` being `plan[i]`'s.
std::vector<ReportRow> buildReport(llvm::ArrayRef<BenchProblem> plan,
                                   llvm::ArrayRef<PolicyDecisions> decisions,
                                   const CostModel &model, const TuningDb &db);
ReportTotals totals(llvm::ArrayRef<ReportRow> rows);

std::string renderMarkdown(llvm::StringRef title, const GpuTarget &target,
                           llvm::ArrayRef<ReportRow> rows, llvm::StringRef svgName);
std::string renderSvg(llvm::StringRef title, llvm::ArrayRef<ReportRow> rows);

} // namespace dimtune

#endif // DIMTUNE_TUNE_TUNINGREPORT_H
