//===- GemmReport.h - The analysis as remarks and JSON ------------*- C++ -*-===//

#ifndef DIMTUNE_COSTMODEL_GEMMREPORT_H
#define DIMTUNE_COSTMODEL_GEMMREPORT_H

#include "dimtune/CostModel/AttentionDispatch.h"
#include "dimtune/CostModel/AttentionModel.h"
#include "dimtune/CostModel/CostModel.h"
#include "dimtune/CostModel/MemoryOp.h"
#include "dimtune/CostModel/GemmProblem.h"
#include "dimtune/CostModel/PadPolicy.h"
#include "dimtune/CostModel/StepModel.h"

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
  /// The padding decision (decidePadding under the pass's options, pads and
  /// slices counted): what --dimtune-pad runs; none when the GEMM stays.
  std::optional<PadDecision> decision;
  /// The fastest candidate shape for the GEMM alone, pads and slices not
  /// counted: an upper bound on what padding could give, not a decision.
  PaddedShape gemmOnlyBest;
  std::optional<MeasuredGemm> measured;
  /// How many GEMMs of the module share this problem and padding.
  int64_t sites = 1;
  /// A product of an attention on PyTorch's math path: attention time.
  bool attentionMathPath = false;

  /// The GEMM's time as the decision runs it (pads and slices counted).
  double plannedUs() const {
    return decision ? decision->gemmUs + decision->padCostUs : estimate.predictedUs;
  }
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

/// One attention chain and the kernel that runs it: a fused kernel's
/// estimate, or (dispatch.backend Unfused, PyTorch's math path) none: its
/// products are then among the GEMMs and its softmax among the other work.
struct AttentionAnalysis {
  AttentionProblem problem;
  AttentionDispatch dispatch;
  std::optional<AttentionEstimate> estimate;
  std::optional<double> measuredFwdUs, measuredBwdUs; ///< From a tuning database.

  /// The fused kernel's time, forward and (with a backward) backward; the
  /// measured one where a database has it. 0 on the math path.
  double us() const;
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

/// A step's time by part: the one place it is summed (ModulePlan). An
/// attention on PyTorch's math path is attention time: its products (GEMMs
/// of their own) and its softmax kernels.
struct StepTotals {
  double gemmUs = 0, attentionUs = 0, otherUs = 0;
  /// The GEMMs, and the attention, as the padding decisions run them, pads
  /// and slices counted.
  double paddedGemmUs = 0, paddedAttentionUs = 0;
  size_t gemms = 0, attentionChains = 0, fusedChains = 0;

  double stepUs() const { return gemmUs + attentionUs + otherUs; }
  double paddedStepUs() const { return paddedGemmUs + paddedAttentionUs + otherUs; }
  /// The step's speed-up from the padding decisions (1 when none pads).
  double paddingSpeedup() const { return paddedStepUs() > 0 ? stepUs() / paddedStepUs() : 1; }
};

/// What a serving step is (a prefill or decode module's dimtune.model).
struct ServingFacts {
  std::string phase;
  int64_t batch = 0, kvLen = 0;
  double tokens = 0; ///< Tokens a step produces (decode) or takes in (prefill).
  double weightsBytes = 0, kvCacheBytes = 0;
};

/// Writes the JSON report: {"target", "gemms": [...] in IR order,
/// "attention": [...], "other", "total"} (docs/architecture.md); the step
/// as it runs and as padded, and for serving modules what they serve.
void writeReport(llvm::raw_ostream &os, const GpuTarget &target,
                 llvm::ArrayRef<GemmAnalysis> analyses, llvm::ArrayRef<AttentionAnalysis> attention,
                 const OtherWork &other, const StepTotals &totals, const StepRun &run,
                 const StepRun &paddedRun, const std::optional<ServingFacts> &serving);

} // namespace dimtune

#endif // DIMTUNE_COSTMODEL_GEMMREPORT_H
