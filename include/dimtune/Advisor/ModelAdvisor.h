//===- ModelAdvisor.h - Which dimensions a model should have -------*- C++ -*-===//
//
// Proposes changes to vocab_size, num_attention_heads (head dim),
// intermediate_size, hidden_size and micro_batch. Candidates come from
// alignment, tile, TP-divisibility and attention-kernel head-dim multiples;
// the ranking is the predicted whole step (StepTime.h: GEMMs, fused
// attention, memory-bound kernels), with measured GEMM times where a tuning
// database has them. No rule is assumed right for every GPU. Pure: no MLIR.
//
//===----------------------------------------------------------------------===//

#ifndef DIMTUNE_ADVISOR_MODELADVISOR_H
#define DIMTUNE_ADVISOR_MODELADVISOR_H

#include "dimtune/Advisor/StepTime.h"

#include <optional>

namespace dimtune {

/// A proposal is made only when its step is predicted at least this much
/// faster; below it the current configuration stays.
constexpr double kAdviceMinSpeedup = 1.01;

struct Proposal {
  std::string param; ///< Hugging Face field name.
  ModelConfig config; ///< The model with the change (micro_batch: unchanged).
  int64_t from = 0, to = 0;
  double paramDeltaPct = 0;     ///< Change in the model's parameter count.
  StepTime before, after;       ///< Predicted step, per part.
  double predictedSpeedup = 1;  ///< Whole step: before.totalUs() / after.totalUs().
  /// Head-dim changes: the kernel head dim the attention backend runs it as,
  /// and the share of its attention FLOPs spent on that padding.
  int64_t kernelHeadDim = 0;
  double paddedAttentionFlops = 0;
};

struct BatchRoofline {
  int64_t microBatch = 0; ///< Smallest micro-batch with every projection compute-bound.
  int64_t tokens = 0;
  double ridgeIntensity = 0; ///< The target's FLOP/s over bytes/s.
};

struct Advice {
  StepTime step;                    ///< Predicted, the configuration as it is.
  int64_t kernelHeadDim = 0;        ///< The current head dim as the backend runs it.
  double paddedAttentionFlops = 0;
  size_t measuredGemmShapes = 0, gemmShapes = 0; ///< GEMM times the database gave.
  std::vector<Proposal> proposals;  ///< Best candidate per parameter, best first.
  std::vector<Proposal> candidates; ///< Every candidate evaluated.
  BatchRoofline roofline;
};

/// Ranks candidate configurations by the whole step (GEMMs, attention on the
/// kernel each configuration dispatches to, memory-bound work).
llvm::Expected<Advice> adviseModel(const ModelConfig &config, const ImportOptions &options,
                                   const StepModels &models);

} // namespace dimtune

#endif // DIMTUNE_ADVISOR_MODELADVISOR_H
