//===- AttentionExtraction.h - Find attention chains in IR --------*- C++ -*-===//
//
// Recognises softmax(Q K^T * scale + mask) V in linalg on tensors as
// frontends write it (StableHLO->linalg, decomposed torch-mlir,
// dimtune-import): two contractions, named batch matmuls or generics with
// the transposes in their maps, joined by elementwise ops and a softmax
// (linalg.softmax, or max/exp/sum/div generics), with or without reshapes
// between; grouped-query K and V broadcast to the query heads; a causal mask
// computed from the loop indices, or a mask tensor. With it, the chain's
// backward: the contractions that take P or dS = f(P, dP) and the one that
// forms dP, and the softmax's backward between them. Each match is one
// AttentionProblem and the ops a fused kernel replaces.
//
//===----------------------------------------------------------------------===//

#ifndef DIMTUNE_ANALYSIS_ATTENTIONEXTRACTION_H
#define DIMTUNE_ANALYSIS_ATTENTIONEXTRACTION_H

#include "dimtune/CostModel/AttentionProblem.h"

#include "llvm/ADT/DenseSet.h"
#include "llvm/ADT/SmallVector.h"
#include "mlir/IR/Operation.h"

namespace dimtune {

struct AttentionMatch {
  AttentionProblem problem;
  mlir::Operation *score = nullptr;   ///< Q K^T.
  mlir::Operation *context = nullptr; ///< P V.
  /// Every op a fused kernel runs (both contractions, the mask and softmax,
  /// K/V broadcasts, their accumulator fills; with a backward, its
  /// contractions and the softmax's backward).
  llvm::SmallVector<mlir::Operation *> ops;
};

struct AttentionExtractionOptions {
  int64_t assumeDim = 0; ///< Value for dynamic sizes; 0: chains with them are skipped.
  bool offersAssumeDim = false; ///< The pass takes assume-dim= (remarks say so).
};

/// Every attention chain under `root`. A chain that is found but cannot be
/// read into a problem (dynamic sizes without assume-dim, head dims that do
/// not match between QK^T and PV, element types the model lacks) gets a remark
/// on its score op saying why, and is left to the GEMM view.
llvm::SmallVector<AttentionMatch> findAttention(mlir::Operation *root,
                                                const AttentionExtractionOptions &options);

} // namespace dimtune

#endif // DIMTUNE_ANALYSIS_ATTENTIONEXTRACTION_H
