//===- PadGemm.h - Pad a linalg GEMM to a larger shape ------------*- C++ -*-===//
//
// The rewrite behind --dimtune-pad: upstream linalg padding (the
// TilingInterface form of linalg::rewriteAsPaddedOp) with zeros, results
// sliced back with tensor.extract_slice, so the function computes exactly what
// it did. Zero padding on K adds exact zeros to every dot product.
//
//===----------------------------------------------------------------------===//

#ifndef DIMTUNE_TRANSFORMS_PADGEMM_H
#define DIMTUNE_TRANSFORMS_PADGEMM_H

#include "dimtune/Plan/ModulePlan.h"

#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/PatternMatch.h"

#include "llvm/ADT/DenseSet.h"

namespace dimtune {

struct PaddedGemm {
  mlir::linalg::LinalgOp paddedOp;
  llvm::SmallVector<mlir::tensor::PadOp> padOps;
  /// Operand indices (0: A, 1: B) whose pad was folded into a larger constant.
  llvm::SmallVector<unsigned> paddedOnce;
};

/// Pads the loops of `op` to `loopSizes` (one per loop, each >= the loop's
/// static size) with zeros and replaces `op` by slices of the padded op's
/// results. Constant operands are padded once, into a larger constant.
/// Fails, through notifyMatchFailure, on dynamic or memref operands.
mlir::FailureOr<PaddedGemm> padGemmLoops(mlir::RewriterBase &rewriter,
                                         mlir::linalg::LinalgOp op,
                                         llvm::ArrayRef<int64_t> loopSizes);

/// Folds tensor.pad of a dense constant (high padding with a constant value)
/// into a new constant when it stays within kMostFoldedConstantBytes; fails
/// for resources, and for splats padded with another value past the cap.
mlir::FailureOr<mlir::Value> foldPadOfConstant(mlir::RewriterBase &rewriter,
                                               mlir::tensor::PadOp pad);

/// pad(fill(empty)) with the fill's own value -> fill(larger empty): a padded
/// accumulator is filled once instead of filled and copied.
mlir::FailureOr<mlir::Value> foldPadOfFill(mlir::RewriterBase &rewriter, mlir::tensor::PadOp pad);

/// pad-weights: makes the function argument that `pad` pads take the padded
/// type (recording `dimtune.original_shape`), so the weight is padded once by
/// whoever provides it. Calls in the module pad what they pass; other uses
/// read a slice. Returns the argument's index.
mlir::FailureOr<unsigned> padWeightArgument(mlir::RewriterBase &rewriter,
                                            mlir::tensor::PadOp pad);

/// pad(extract_slice(%arg)) back to %arg's own shape, where %arg is a weight
/// argument padded by padWeightArgument (whose padding holds zeros by the
/// interface's contract): the argument itself. Returns its index.
mlir::FailureOr<unsigned> reusePaddedArgument(mlir::RewriterBase &rewriter,
                                              mlir::tensor::PadOp pad);

/// Whether an elementwise generic yields zeros when all its inputs are zero,
/// proven by constant-folding its body (false when any op does not fold).
bool mapsZeroToZero(mlir::linalg::GenericOp op);

/// Removes a slice/pad pair around a chain of elementwise ops: when `pad`
/// zero-pads the result of elementwise ops that map zeros to zero, applied to
/// slices of tensors in `zeroPadded` (whose padded region is zero) of the
/// padded shape, the chain is rebuilt on those tensors and replaces `pad`.
/// Returns the number of elementwise ops carried through.
mlir::FailureOr<int> carryPaddingThrough(mlir::RewriterBase &rewriter,
                                         mlir::tensor::PadOp pad,
                                         const llvm::DenseSet<mlir::Value> &zeroPadded);

} // namespace dimtune

#endif // DIMTUNE_TRANSFORMS_PADGEMM_H
