//===- StepTime.h - A whole step's time: GEMMs, attention, the rest -*- C++ -*-===//
//
// The time of one step of a model, per rank, from its parts as the importer
// writes them: every GEMM (cost model, or measured where a tuning database has
// the shape), each layer's attention (the kernel PyTorch dispatches to: the
// fused-attention model, or on the math path its batched GEMMs and softmax),
// and the memory-bound kernels (StepOps.h); then the step as it runs
// (StepModel.h: the kernels in the order they run, launched eagerly or as a
// CUDA graph, at the clock the power cap allows). Pure: no MLIR.
//
//===----------------------------------------------------------------------===//

#ifndef DIMTUNE_ADVISOR_STEPTIME_H
#define DIMTUNE_ADVISOR_STEPTIME_H

#include "dimtune/CostModel/AttentionDispatch.h"
#include "dimtune/CostModel/AttentionModel.h"
#include "dimtune/CostModel/CostModel.h"
#include "dimtune/CostModel/StepModel.h"
#include "dimtune/ModelConfig/ModelConfig.h"

#include "llvm/ADT/STLFunctionalExtras.h"

#include <optional>

namespace dimtune {

struct StepTime {
  /// The kernels by kind, each priced at the boost clock.
  double gemmUs = 0, attentionUs = 0, otherUs = 0;
  /// The kernel that runs each layer's attention (AttentionDispatch.h);
  /// Unfused: PyTorch's math path, priced as its GEMMs and softmax.
  AttentionDispatch attention;
  /// The model's eager attention runs instead (no SDPA call): its products
  /// are in gemmUs, its softmax and casts in otherUs, as the analysis of the
  /// imported module has them.
  bool eagerAttention = false;
  /// The step as it runs (launch, host, clock).
  StepRun run;

  double kernelUs() const { return gemmUs + attentionUs + otherUs; }
  /// The step as it runs (the kernels' sum where it was not run).
  double totalUs() const { return run.stepUs > 0 ? run.stepUs : kernelUs(); }
  /// `share` of this step (e.g. per token of a smaller micro-batch): every
  /// time, host time and amount of work scaled alike; the clock, power and
  /// shares stay.
  StepTime scaled(double share) const;
};

/// What prices a step's parts, and how the step runs.
struct StepModels {
  const CostModel &gemm;
  const AttentionModel &attention;
  AttentionChoice attentionChoice = AttentionChoice::Default;
  ExecMode exec = ExecMode::Eager;
  ClockChoice clock;
  /// A measured GEMM time, where one exists (a tuning database).
  llvm::function_ref<std::optional<double>(const GemmKey &)> measuredGemmUs = nullptr;
  /// A measured attention forward + backward (or forward alone) time on a
  /// backend.
  llvm::function_ref<std::optional<double>(const AttentionKey &, AttentionBackend, bool training)>
      measuredAttentionUs = nullptr;
};

/// The step's kernels in the order they run (layers x one layer, and the
/// model's ends), each at the boost clock.
std::vector<StepKernel> stepKernels(const ModelConfig &config, const ImportOptions &options,
                                    const StepModels &models, AttentionDispatch *dispatch = nullptr);

/// The step's time: its kernels by kind, and the step as it runs.
llvm::Expected<StepTime> predictStep(const ModelConfig &config, const ImportOptions &options,
                                     const StepModels &models);

} // namespace dimtune

#endif // DIMTUNE_ADVISOR_STEPTIME_H
