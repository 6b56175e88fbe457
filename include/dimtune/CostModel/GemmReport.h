//===- GemmReport.h - The analysis as remarks and JSON ------------*- C++ -*-===//

#ifndef DIMTUNE_COSTMODEL_GEMMREPORT_H
#define DIMTUNE_COSTMODEL_GEMMREPORT_H

#include "dimtune/CostModel/AttentionModel.h"
#include "dimtune/CostModel/CostModel.h"
#include "dimtune/CostModel/MemoryOp.h"
#include "dimtune/CostModel/GemmProblem.h"
#include "dimtune/CostModel/PadPolicy.h"

#include "llvm/Support/JSON.h"
#include "llvm/Support/raw_ostream.h"

#include <map>
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
  /// The best variant's GEMM speed-up over the original, pads not counted:
  /// the median of the per-round ratios and its interval (0: not measured in
  /// rounds).
  double gemmSpeedup = 0, gemmSpeedupLow = 0, gemmSpeedupHigh = 0;
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

/// One attention chain, as the chosen fused kernel runs it.
struct AttentionAnalysis {
  AttentionProblem problem;
  AttentionEstimate estimate;
  std::optional<double> measuredFwdUs, measuredBwdUs; ///< From a tuning database.
};

/// The memory-bound kernels of the module, summed.
struct OtherWork {
  size_t kernels = 0;
  double bytes = 0, us = 0;
  double usByKind[kNumMemoryKinds] = {};
  std::map<std::string, double> usByRole; ///< "" for ops without a role.

  void add(const MemoryOp &op, double opUs);
};

/// One-line summaries for remarks.
std::string describe(const AttentionAnalysis &analysis);

/// Writes the JSON report: {"target", "gemms": [...] in IR order,
/// "attention": [...], "other", "total"} (docs/architecture.md).
void writeReport(llvm::raw_ostream &os, const GpuTarget &target,
                 llvm::ArrayRef<GemmAnalysis> analyses, llvm::ArrayRef<AttentionAnalysis> attention,
                 const OtherWork &other);

} // namespace dimtune

#endif // DIMTUNE_COSTMODEL_GEMMREPORT_H
