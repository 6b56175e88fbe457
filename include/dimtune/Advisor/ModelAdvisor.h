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
/// faster: the model's own spread on whole steps (over the 22 measured
/// variants of benchmarks/results/steps/clocks/h200-compare-proposals.csv,
/// predicted and measured speed-ups differ by a median 1.1 and a p90 3.0
/// points); below it the current configuration stays.
constexpr double kAdviceMinSpeedup = 1.02;
/// Proposals compare shapes at equal work: a candidate that changes the
/// parameter count by more than this fraction (padding up excepted) is an
/// alternative, not a proposal (max-param-change=).
constexpr double kDefaultMaxParamChange = 0.01;

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
  /// Some micro-batch up to the search's cap (2^16) makes every projection
  /// compute-bound; else microBatch is that cap, not an answer.
  bool found = false;
  int64_t microBatch = 0; ///< Smallest micro-batch with every projection compute-bound.
  int64_t tokens = 0;
  double ridgeIntensity = 0; ///< The target's FLOP/s over bytes/s.
};

/// One batch of a serving sweep: the step at that batch and what it holds.
struct BatchPoint {
  int64_t batch = 0;
  double stepUs = 0, tokensPerS = 0;
  double memoryBytes = 0;
  bool fits = false;
  /// Of the step: reading the weights (memory-bound GEMMs), reading and
  /// writing the KV cache (decode attention), compute-bound work.
  double weightsShare = 0, kvShare = 0, computeShare = 0;
};

struct ServingSweep {
  std::vector<BatchPoint> points; ///< Batches 1, 2, 4, ... and the largest that fits.
  int64_t kneeBatch = 0;          ///< The largest within the tolerance of batch 1's step.
  int64_t maxBatch = 0;           ///< The largest that fits (0: not even batch 1).
  double kneeTolerance = 0.25;
  ServingMemory memory;           ///< At the module's own batch.
  double memoryCapacityBytes = 0;
};

/// What the advisor is asked.
struct AdviceOptions {
  double maxParamChange = kDefaultMaxParamChange;
  double kneeTolerance = 0.25;
};

struct Advice {
  StepTime step;                    ///< Predicted, the configuration as it is.
  int64_t kernelHeadDim = 0;        ///< The current head dim as the backend runs it.
  double paddedAttentionFlops = 0;
  size_t measuredGemmShapes = 0, gemmShapes = 0; ///< GEMM times the database gave.
  std::vector<Proposal> proposals;  ///< Best candidate per parameter, best first.
  /// Faster candidates that change the parameter count by more than
  /// max-param-change, or the KV heads (which alter the model): best first.
  std::vector<Proposal> alternatives;
  std::vector<Proposal> candidates; ///< Every candidate evaluated.
  BatchRoofline roofline;
  /// Prefill and decode: the step against the batch.
  std::optional<ServingSweep> sweep;
};

/// Whether `p` keeps the model's work, so that it is proposed rather than
/// listed as an alternative: the KV heads kept, and the parameter count moved
/// by at most `maxParamChange` (a fraction), except a vocabulary padded up
/// (its new rows are never used).
bool atEqualWork(const Proposal &p, double maxParamChange);

/// Ranks candidate configurations by the whole step as it runs (GEMMs,
/// attention on the kernel each configuration dispatches to, memory-bound
/// work; launched and clocked as `models` says); for serving phases also the
/// batch sweep and the KV-head counts. Fails when the module's own batch
/// does not fit the target's memory.
llvm::Expected<Advice> adviseModel(const ModelConfig &config, const ImportOptions &options,
                                   const StepModels &models, const AdviceOptions &advice = {});

/// Where a serving step's memory (servingMemory) exceeds `gpu`'s: says so,
/// with what it holds.
std::optional<std::string> memoryShortfall(const ModelConfig &config, const ImportOptions &options,
                                           const GpuTarget &gpu);

/// The serving sweep of `config` at `options`' context.
ServingSweep sweepBatches(const ModelConfig &config, const ImportOptions &options,
                          const StepModels &models, double kneeTolerance);

} // namespace dimtune

#endif // DIMTUNE_ADVISOR_MODELADVISOR_H
