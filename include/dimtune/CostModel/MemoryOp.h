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

/// The unit attribute a front end puts on an elementwise op that eager
/// PyTorch runs in its unvectorized loop (a broadcast or widened operand)
/// although its maps do not transpose: the op is strided.
inline constexpr const char kUnvectorizedAttr[] = "dimtune.unvectorized";
/// The unit attribute on a row reduction that runs inside a kernel of its own
/// with a CTA a row (PyTorch's layer_norm, softmax, log_softmax), not in
/// PyTorch's generic reduce kernel.
inline constexpr const char kRowKernelAttr[] = "dimtune.row_kernel";
/// The unit attribute a front end puts on the products of attention that eager
/// PyTorch runs op by op (a model's own matmul, softmax, matmul; not SDPA's):
/// no attention chain takes them in, so they are priced as GEMMs and the ops
/// between them as memory-bound kernels. Unmarked, such a chain is one fused
/// attention problem.
inline constexpr const char kEagerAttentionAttr[] = "dimtune.eager_attention";

struct MemoryOp {
  MemoryKind kind = MemoryKind::Elementwise;
  double readBytes = 0, writeBytes = 0;
  double elements = 0; ///< Of its output (its parallel loops).
  /// A row reduction in PyTorch's reduce kernel: the values reduced into each
  /// output, read along the input's innermost dim (0: not one).
  double rowLength = 0;
  OpSite site; ///< Where it sits, for reports.

  double bytes() const { return readBytes + writeBytes; }
};

/// A kernel's time at the boost clock and the part of it the SM clock sets.
struct MemoryOpTime {
  double us = 0, computeUs = 0;
};

/// Launch plus bytes over the kind's calibrated share of the bandwidth; a
/// strided kernel (PyTorch's unvectorized loop: an operand transposed,
/// broadcast or widened) takes the longer of that and its elements over the
/// loop's rate, which the SM clock sets; a row reduction at least its lanes'
/// serial sums (rowReduceSerialValues), wave by wave.
MemoryOpTime memoryOpTime(const MemoryOp &op, const GpuTarget &target);
/// The values each lane of PyTorch's reduce kernel sums one after another in
/// a reduction of `rows` rows of `rowLength` along the innermost dim
/// (Reduce.cuh's setReduceConfig: a CTA of 512 threads, 32 lanes a row and up
/// to 16 rows a CTA, all lanes on one row when there is one; rows longer than
/// 512 values are read four at a time).
double rowReduceSerialValues(double rowLength, double rows);
double memoryOpUs(const MemoryOp &op, const GpuTarget &target);

} // namespace dimtune

#endif // DIMTUNE_COSTMODEL_MEMORYOP_H
