//===- StepOrder.h - The order a step's kernels run in ------------*- C++ -*-===//
//
// Eager PyTorch issues a step's kernels in the order the model's modules run:
// the embedding, each layer's forward (norm, projections, rotary, cache,
// attention, output projection, residual, norm, MLP), the head and the loss,
// then the backward in reverse. The importer writes a layer's ops grouped by
// kind, so the step model (StepModel.h), whose host queue depends on the
// order, sorts them by where their role runs. Pure: no MLIR.
//
//===----------------------------------------------------------------------===//

#ifndef DIMTUNE_MODELCONFIG_STEPORDER_H
#define DIMTUNE_MODELCONFIG_STEPORDER_H

#include "llvm/ADT/StringRef.h"

#include <cstdint>
#include <optional>
#include <tuple>

namespace dimtune {

/// Where a kernel runs in the step: forward or backward, which layer (-1 the
/// embedding, `layers` the head), and where in the layer.
struct StepPosition {
  bool backward = false;
  int64_t layer = 0;
  int rank = 0;

  /// Forward layers in order, then backward layers in reverse.
  auto key() const {
    return std::make_tuple(backward, backward ? -layer : layer, rank);
  }
  bool operator<(const StepPosition &o) const { return key() < o.key(); }
};

/// The position of a kernel of `role` and `pass` (fwd, dgrad, wgrad, bwd)
/// in layer `layer` of `layers`; none for a role dimtune does not order (the
/// kernels are then taken in the order they are written).
std::optional<StepPosition> stepPosition(llvm::StringRef role, llvm::StringRef pass, int64_t layer,
                                         int64_t layers);

} // namespace dimtune

#endif // DIMTUNE_MODELCONFIG_STEPORDER_H
