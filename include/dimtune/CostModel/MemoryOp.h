//===- MemoryOp.h - Memory-bound kernels and their time -----------*- C++ -*-===//
//
// The part of a step that is not GEMMs or attention: norms, activations,
// residual adds, casts, copies, rotary embeddings, the loss over the vocab,
// the embedding and its gradient. Each kernel moves bytes: its time is a launch
// plus the bytes it reads and writes over the bandwidth its kind reaches
// (calibrated per kind on the GPU: dimtune-fit memory-fit). Plain data, no MLIR.
//
//===----------------------------------------------------------------------===//

#ifndef DIMTUNE_COSTMODEL_MEMORYOP_H
#define DIMTUNE_COSTMODEL_MEMORYOP_H

#include "dimtune/CostModel/OpSite.h"
#include "dimtune/Target/GpuTarget.h"

#include <string>

namespace dimtune {

struct MemoryOp {
  MemoryKind kind = MemoryKind::Elementwise;
  double readBytes = 0, writeBytes = 0;
  OpSite site; ///< Where it sits, for reports.

  double bytes() const { return readBytes + writeBytes; }
};

/// Launch plus bytes over the kind's calibrated share of the bandwidth, in us.
double memoryOpUs(const MemoryOp &op, const GpuTarget &target);

} // namespace dimtune

#endif // DIMTUNE_COSTMODEL_MEMORYOP_H
