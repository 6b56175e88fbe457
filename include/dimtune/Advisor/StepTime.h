//===- StepTime.h - A whole step's time: GEMMs, attention, the rest -*- C++ -*-===//
//
// The time of one step of a model, per rank, from its parts as the importer
// writes them: every GEMM (cost model, or measured where a tuning database has
// the shape), each layer's attention (the fused-attention model for the chosen
// backend; unfused: its batched GEMMs and softmax), and the memory-bound
// kernels (StepOps.h). Pure: no MLIR.
//
//===----------------------------------------------------------------------===//

#ifndef DIMTUNE_ADVISOR_STEPTIME_H
#define DIMTUNE_ADVISOR_STEPTIME_H

#include "dimtune/CostModel/AttentionDispatch.h"
#include "dimtune/CostModel/AttentionModel.h"
#include "dimtune/CostModel/CostModel.h"
#include "dimtune/ModelConfig/ModelConfig.h"

#include "llvm/ADT/STLFunctionalExtras.h"

#include <optional>

namespace dimtune {

struct StepTime {
  double gemmUs = 0, attentionUs = 0, otherUs = 0;
  /// The kernel that runs each layer's attention (AttentionDispatch.h);
  /// Unfused: PyTorch's math path, priced as its GEMMs and softmax.
  AttentionDispatch attention;
  double totalUs() const { return gemmUs + attentionUs + otherUs; }
};

/// What prices a step's parts.
struct StepModels {
  const CostModel &gemm;
  const AttentionModel &attention;
  AttentionChoice attentionChoice = AttentionChoice::Default;
  /// A measured GEMM time, where one exists (a tuning database).
  llvm::function_ref<std::optional<double>(const GemmKey &)> measuredGemmUs = nullptr;
  /// A measured attention forward + backward (or forward alone) time on a
  /// backend.
  llvm::function_ref<std::optional<double>(const AttentionKey &, AttentionBackend, bool training)>
      measuredAttentionUs = nullptr;
};

/// The step's time (layers x one layer, plus the model's ends), attention on
/// the kernel the dispatch picks (or its math path).
llvm::Expected<StepTime> predictStep(const ModelConfig &config, const ImportOptions &options,
                                     const StepModels &models);

} // namespace dimtune

#endif // DIMTUNE_ADVISOR_STEPTIME_H
