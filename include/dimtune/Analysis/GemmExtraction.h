//===- GemmExtraction.h - Read matmul-like ops into GemmProblems -*- C++ -*-===//
//
// The one place that reads IR: every linalg contraction (named matmuls with or
// without transposing indexing maps, batch matmuls, matvec/vecmat,
// linalg.contract, contraction generics) found through linalg's contraction
// interface, and tosa.matmul. Several batch, M, N or K loops collapse into one
// extent each.
//
//===----------------------------------------------------------------------===//

#ifndef DIMTUNE_ANALYSIS_GEMMEXTRACTION_H
#define DIMTUNE_ANALYSIS_GEMMEXTRACTION_H

#include "dimtune/CostModel/GemmProblem.h"

#include "mlir/IR/Operation.h"
#include "mlir/Support/LLVM.h"

namespace mlir {
class Location;
class Type;
} // namespace mlir

namespace dimtune {

struct GemmExtractionOptions {
  /// Value taken for dynamic sizes; 0 leaves GEMMs with dynamic sizes out.
  int64_t assumeDim = 0;
  /// The pass takes assume-dim=, so a remark about dynamic sizes may say so.
  bool offersAssumeDim = false;
};

/// Whether `op` is one of the matmul-like ops dimtune reads.
bool isGemmLike(mlir::Operation *op);

/// A product dimtune does not model (linalg.quantized_matmul and its batched
/// form, with zero points): why, for the remark; empty for any other op.
llvm::StringRef unmodelledProductReason(mlir::Operation *op);

/// Reads `op` into a GemmProblem. When it cannot (dynamic sizes without
/// assume-dim, an element type the model does not know), emits a remark on
/// `op` that says why and fails. With assume-dim a remark says which sizes
/// were assumed: no dynamic size is guessed silently.
mlir::FailureOr<GemmProblem> extractGemm(mlir::Operation *op,
                                         const GemmExtractionOptions &options);

/// Which GEMM dim each loop of a linalg GEMM is (the pad pass maps a padded
/// GEMM shape back to loop sizes with it).
mlir::FailureOr<llvm::SmallVector<GemmDim>> gemmLoopKinds(mlir::Operation *op);

/// The element type dimtune models for `elementType`, if any.
std::optional<ElementType> elementTypeFor(mlir::Type elementType);

/// "file:line:col" for file locations, the name for named ones.
std::string formatLocation(mlir::Location loc);

/// Where `op` sits: its name, location, and the importer's dimtune.role and
/// dimtune.pass attributes when it has them.
OpSite siteOf(mlir::Operation *op);

} // namespace dimtune

#endif // DIMTUNE_ANALYSIS_GEMMEXTRACTION_H
