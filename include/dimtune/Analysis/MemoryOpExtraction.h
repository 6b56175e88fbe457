//===- MemoryOpExtraction.h - Read memory-bound kernels from IR ---*- C++ -*-===//
//
// Every linalg op on tensors that is not a contraction (elementwise ops,
// reductions, softmax, broadcasts, transposes, gathers and scatters written as
// generics) and tensor.pad, read into a MemoryOp: the bytes its operands and
// results hold, and its kind from its structure: a reduction loop (with an
// index compare: a scatter), tensor.extract in the body (a gather), an
// operand read through a transposing map or the front end's
// `dimtune.unvectorized` (strided: PyTorch's unvectorized loop, as for a
// broadcast or widened operand in eager mode), else elementwise. A fill
// that only initialises another op's accumulator costs nothing on its own.
//
//===----------------------------------------------------------------------===//

#ifndef DIMTUNE_ANALYSIS_MEMORYOPEXTRACTION_H
#define DIMTUNE_ANALYSIS_MEMORYOPEXTRACTION_H

#include "dimtune/CostModel/MemoryOp.h"

#include "mlir/IR/Operation.h"
#include "mlir/Support/LLVM.h"

namespace dimtune {

/// Whether `op` is a kernel the memory model prices.
bool isMemoryOp(mlir::Operation *op);

/// Reads `op`; fails with a remark on dynamic sizes (without `assumeDim`)
/// or element types without a size.
mlir::FailureOr<MemoryOp> extractMemoryOp(mlir::Operation *op, int64_t assumeDim);

} // namespace dimtune

#endif // DIMTUNE_ANALYSIS_MEMORYOPEXTRACTION_H
