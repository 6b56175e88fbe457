//===- ModelAdvisor.h - Which dimensions a model should have -------*- C++ -*-===//
//
// Proposes changes to vocab_size, num_attention_heads (head dim),
// intermediate_size, hidden_size and micro_batch. Candidates come from
// alignment, tile and TP-divisibility multiples; the ranking comes from the
// cost model's time of the model's GEMMs (layerGemms x layers + headGemms),
// or from measured times in a tuning database where it has every shape. No
// rule is assumed right for every GPU. Pure: no MLIR.
//
//===----------------------------------------------------------------------===//

#ifndef DIMTUNE_FRONTEND_MODELADVISOR_H
#define DIMTUNE_FRONTEND_MODELADVISOR_H

#include "dimtune/Analysis/CostModel.h"
#include "dimtune/Analysis/GemmProblem.h"
#include "dimtune/Frontend/ModelConfig.h"
#include "dimtune/Tuning/TuningDb.h"

#include <optional>

namespace dimtune {

struct Proposal {
  std::string param; ///< Hugging Face field name.
  ModelConfig config; ///< The model with the change (micro_batch: unchanged).
  int64_t from = 0, to = 0;
  double paramDeltaPct = 0;     ///< Change in the model's parameter count.
  double beforeUs = 0, afterUs = 0; ///< Predicted step time of the GEMMs.
  double predictedSpeedup = 1;
  std::optional<double> measuredSpeedup; ///< Where the database has every shape.
};

struct BatchRoofline {
  int64_t microBatch = 0; ///< Smallest micro-batch with every projection compute-bound.
  int64_t tokens = 0;
  double ridgeIntensity = 0; ///< The target's FLOP/s over bytes/s.
};

struct Advice {
  double stepUs = 0;                ///< Predicted, the configuration as it is.
  std::optional<double> measuredStepUs;
  std::vector<Proposal> proposals;  ///< Best candidate per parameter, best first.
  std::vector<Proposal> candidates; ///< Every candidate evaluated.
  BatchRoofline roofline;
};

/// Predicted time of all GEMMs of one step: layers x one layer, plus the LM head.
double predictStepUs(const ModelConfig &config, const ImportOptions &options,
                     const CostModel &model);
/// The same from measurements, if the database has every shape.
std::optional<double> measureStepUs(const ModelConfig &config, const ImportOptions &options,
                                    const TuningDb &db, llvm::StringRef targetName);

Advice adviseModel(const ModelConfig &config, const ImportOptions &options,
                   const CostModel &model, const TuningDb *db);

/// A GemmSpec as the cost model's GemmProblem, in `dtype`.
GemmProblem toProblem(const GemmSpec &spec, llvm::StringRef dtype);

} // namespace dimtune

#endif // DIMTUNE_FRONTEND_MODELADVISOR_H
