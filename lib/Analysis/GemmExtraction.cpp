//===- GemmExtraction.cpp - Read matmul-like ops into GemmProblems --------===//

#include "dimtune/Analysis/GemmExtraction.h"
#include "dimtune/Analysis/Remarks.h"

#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Linalg/IR/LinalgInterfaces.h"
#include "mlir/Dialect/Tosa/IR/TosaOps.h"
#include "mlir/IR/BuiltinTypes.h"
#include "mlir/IR/Diagnostics.h"
#include "mlir/IR/Location.h"

#include "llvm/ADT/STLExtras.h"
#include "llvm/Support/raw_ostream.h"

using namespace mlir;

namespace dimtune {

std::optional<ElementType> elementTypeFor(Type type) {
  if (type.isBF16())
    return ElementType::BF16;
  if (type.isF16())
    return ElementType::F16;
  if (type.isF32())
    return ElementType::F32;
  if (type.isTF32())
    return ElementType::TF32;
  if (isa<Float8E4M3FNType>(type))
    return ElementType::F8E4M3FN;
  if (isa<Float8E5M2Type>(type))
    return ElementType::F8E5M2;
  if (isa<Float8E4M3FNUZType>(type))
    return ElementType::F8E4M3FNUZ;
  if (isa<Float8E5M2FNUZType>(type))
    return ElementType::F8E5M2FNUZ;
  if (isa<Float8E4M3Type>(type))
    return ElementType::F8E4M3;
  if (type.isInteger(8))
    return ElementType::I8;
  if (type.isInteger(32))
    return ElementType::I32;
  if (type.isInteger(64))
    return ElementType::I64;
  return std::nullopt;
}

std::string formatLocation(Location loc) {
  if (auto file = dyn_cast<FileLineColLoc>(loc))
    return (file.getFilename().getValue() + ":" + Twine(file.getLine()) + ":" +
            Twine(file.getColumn()))
        .str();
  if (auto name = dyn_cast<NameLoc>(loc))
    return name.getName().str();
  if (auto fused = dyn_cast<FusedLoc>(loc))
    if (!fused.getLocations().empty())
      return formatLocation(fused.getLocations().front());
  if (auto callSite = dyn_cast<CallSiteLoc>(loc))
    return formatLocation(callSite.getCallee());
  std::string text;
  llvm::raw_string_ostream os(text);
  loc.print(os);
  return text;
}

bool isGemmLike(Operation *op) {
  if (isa<tosa::MatMulOp>(op))
    return true;
  auto linalgOp = dyn_cast<linalg::LinalgOp>(op);
  if (!linalgOp || linalgOp.getNumDpsInputs() != 2 || linalgOp.getNumDpsInits() != 1 ||
      !linalg::isaContractionOpInterface(linalgOp))
    return false;
  // A (batched) dot product, with neither an M nor an N loop, is a row reduction
  // (softmax backward's rowsum(dP * P)): memory-bound work, not a GEMM a library tiles.
  FailureOr<linalg::ContractionDimensions> dims = linalg::inferContractionDims(linalgOp);
  return succeeded(dims) && !(dims->m.empty() && dims->n.empty());
}

StringRef unmodelledProductReason(Operation *op) {
  if (isa<linalg::QuantizedMatmulOp, linalg::QuantizedBatchMatmulOp>(op))
    return "a quantized matmul with zero points is not modelled (dequantize, or write it as "
           "linalg.matmul on i8 with the zero points applied apart)";
  return "";
}

static Type elementTypeOf(Value value) {
  return getElementTypeOrSelf(value.getType());
}

/// Checks and records the element types; fails with a remark. Inputs are
/// the types the model has rates for; results may also be i32.
static LogicalResult readElementTypes(Operation *op, Type a, Type b, Type c, GemmKey &p) {
  std::optional<ElementType> ta = elementTypeFor(a), tb = elementTypeFor(b),
                             tc = elementTypeFor(c);
  auto isInput = [](std::optional<ElementType> t) {
    return t && *t != ElementType::I32 && *t != ElementType::I64;
  };
  if (!isInput(ta) || !isInput(tb) || !tc || *tc == ElementType::I64) {
    DimtuneRemark(op->getLoc(), RemarkKind::Missed, "extraction", "Skipped")
        << "skipped: element types '" << a << "' x '" << b << "' -> '" << c << "'"
        << " are not modelled (supported: f32, tf32, f16, bf16, "
           "f8 variants, i8; results also i32)";
    return failure();
  }
  p.aType = *ta;
  p.bType = *tb;
  p.cType = *tc;
  return success();
}

/// Substitutes assume-dim for dynamic loop sizes, or fails with a remark.
static LogicalResult resolveDynamicSizes(Operation *op,
                                         SmallVectorImpl<int64_t> &sizes,
                                         const GemmExtractionOptions &options) {
  if (llvm::is_contained(sizes, 0)) {
    DimtuneRemark(op->getLoc(), RemarkKind::Missed, "extraction", "Skipped")
        << "skipped: an empty GEMM (a size is 0)";
    return failure();
  }
  unsigned dynamic = llvm::count(sizes, ShapedType::kDynamic);
  if (dynamic == 0)
    return success();
  if (options.assumeDim <= 0) {
    DimtuneRemark(op->getLoc(), RemarkKind::Missed, "extraction", "Skipped")
        << "skipped: " << dynamic << " dynamic size(s)"
        << (options.offersAssumeDim ? "; pass assume-dim=N to evaluate them at N"
                                    : "; this pass needs static sizes");
    return failure();
  }
  for (int64_t &size : sizes)
    if (ShapedType::isDynamic(size))
      size = options.assumeDim;
  DimtuneRemark(op->getLoc(), RemarkKind::Analysis, "extraction", "AssumedDims")
      << dynamic << " dynamic size(s) taken as assume-dim=" << options.assumeDim;
  return success();
}

static FailureOr<GemmKey> extractTosaMatmul(tosa::MatMulOp op,
                                            const GemmExtractionOptions &options) {
  auto aType = cast<ShapedType>(op.getA().getType());
  auto bType = cast<ShapedType>(op.getB().getType());
  auto cType = cast<ShapedType>(op.getType());
  if (!aType.hasRank() || !bType.hasRank() || !cType.hasRank()) {
    DimtuneRemark(op->getLoc(), RemarkKind::Missed, "extraction", "Skipped")
        << "skipped: unranked operands";
    return failure();
  }
  GemmKey p;
  if (failed(readElementTypes(op, aType.getElementType(), bType.getElementType(),
                              cType.getElementType(), p)))
    return failure();
  // a: [batch, m, k], b: [batch, k, n], output: [batch, m, n]; take each size
  // from whichever operand has it static.
  auto pick = [](int64_t x, int64_t y) { return ShapedType::isDynamic(x) ? y : x; };
  SmallVector<int64_t> sizes = {pick(aType.getDimSize(0), bType.getDimSize(0)),
                                pick(aType.getDimSize(1), cType.getDimSize(1)),
                                pick(bType.getDimSize(2), cType.getDimSize(2)),
                                pick(aType.getDimSize(2), bType.getDimSize(1))};
  if (failed(resolveDynamicSizes(op, sizes, options)))
    return failure();
  if (!gemmExtentsModelled(double(sizes[0]), double(sizes[1]), double(sizes[2]),
                           double(sizes[3]))) {
    DimtuneRemark(op->getLoc(), RemarkKind::Missed, "extraction", "Skipped")
        << "skipped: sizes beyond what the model takes (each "
           "extent below 2^31, each operand below 2^50 elements)";
    return failure();
  }
  p.batch = sizes[0];
  p.m = sizes[1];
  p.n = sizes[2];
  p.k = sizes[3];
  p.a = {GemmDim::K, p.k, spanMask({GemmDim::Batch, GemmDim::M, GemmDim::K})};
  p.b = {GemmDim::N, p.n, spanMask({GemmDim::Batch, GemmDim::K, GemmDim::N})};
  p.c = {GemmDim::N, p.n, spanMask({GemmDim::Batch, GemmDim::M, GemmDim::N})};
  return p;
}

/// Which GEMM dim each loop is: linalg's contraction dims, and a parallel
/// loop only the result indexes (an input broadcast along it, as upstream's
/// matmul_bcast_a) as a row (M) or, when it is the result's innermost dim, a
/// column (N) of the result.
static FailureOr<SmallVector<GemmDim>> classifyLoops(linalg::LinalgOp op) {
  FailureOr<linalg::ContractionDimensions> dims = linalg::inferContractionDims(op);
  if (failed(dims))
    return failure();
  SmallVector<GemmDim> kinds(op.getNumLoops(), GemmDim::None);
  for (auto [loops, kind] : {std::pair{&dims->batch, GemmDim::Batch}, {&dims->m, GemmDim::M},
                             {&dims->n, GemmDim::N}, {&dims->k, GemmDim::K}})
    for (unsigned loop : *loops)
      kinds[loop] = kind;
  AffineMap result = op.getMatchingIndexingMap(op.getDpsInitOperand(0));
  for (auto [i, expr] : llvm::enumerate(result.getResults()))
    if (auto dim = dyn_cast<AffineDimExpr>(expr); dim && kinds[dim.getPosition()] == GemmDim::None)
      kinds[dim.getPosition()] =
          i + 1 == result.getNumResults() ? GemmDim::N : GemmDim::M;
  return kinds;
}

static FailureOr<GemmKey> extractContraction(linalg::LinalgOp op,
                                             const GemmExtractionOptions &options) {
  FailureOr<SmallVector<GemmDim>> loopKinds = classifyLoops(op);
  if (failed(loopKinds)) {
    DimtuneRemark(op->getLoc(), RemarkKind::Missed, "extraction", "Skipped")
        << "skipped: no batch/m/n/k structure found";
    return failure();
  }
  GemmKey p;
  OpOperand *a = op.getDpsInputOperand(0);
  OpOperand *b = op.getDpsInputOperand(1);
  OpOperand *c = op.getDpsInitOperand(0);
  if (failed(readElementTypes(op, elementTypeOf(a->get()), elementTypeOf(b->get()),
                              elementTypeOf(c->get()), p)))
    return failure();
  SmallVector<int64_t> sizes = op.getStaticLoopRanges();
  if (failed(resolveDynamicSizes(op, sizes, options)))
    return failure();

  const SmallVector<GemmDim> &kind = *loopKinds;
  // Extents multiply in double: a product past what the model takes is a
  // remark, never a wrapped integer.
  auto product = [&](GemmDim dim) {
    double extent = 1;
    for (auto [loop, k] : llvm::enumerate(kind))
      if (k == dim)
        extent *= double(sizes[loop]);
    return extent;
  };
  double batch = product(GemmDim::Batch), m = product(GemmDim::M), n = product(GemmDim::N),
         k = product(GemmDim::K);
  if (!gemmExtentsModelled(batch, m, n, k)) {
    DimtuneRemark(op->getLoc(), RemarkKind::Missed, "extraction", "Skipped")
        << "skipped: sizes beyond what the model takes (each "
           "extent below 2^31, each operand below 2^50 elements)";
    return failure();
  }
  p.batch = int64_t(batch);
  p.m = int64_t(m);
  p.n = int64_t(n);
  p.k = int64_t(k);

  // The innermost dim of each operand is contiguous; its extent is the
  // leading stride of a row-major operand of rank >= 2.
  auto layoutOf = [&](OpOperand *operand) {
    AffineMap map = op.getMatchingIndexingMap(operand);
    OperandLayout layout;
    for (AffineExpr result : map.getResults())
      if (auto dim = dyn_cast<AffineDimExpr>(result))
        layout.spans |= spanMask({kind[dim.getPosition()]});
    if (map.getNumResults() == 0)
      return layout;
    auto inner = dyn_cast<AffineDimExpr>(map.getResults().back());
    if (!inner)
      return layout;
    layout.contiguous = kind[inner.getPosition()];
    if (map.getNumResults() >= 2)
      layout.leadingExtent = sizes[inner.getPosition()];
    return layout;
  };
  p.a = layoutOf(a);
  p.b = layoutOf(b);
  p.c = layoutOf(c);
  return p;
}

FailureOr<SmallVector<GemmDim>> gemmLoopKinds(Operation *op) {
  auto linalgOp = dyn_cast<linalg::LinalgOp>(op);
  if (!linalgOp || !isGemmLike(op))
    return failure();
  return classifyLoops(linalgOp);
}

FailureOr<GemmProblem> extractGemm(Operation *op,
                                   const GemmExtractionOptions &options) {
  FailureOr<GemmKey> key = failure();
  if (auto tosaMatmul = dyn_cast<tosa::MatMulOp>(op))
    key = extractTosaMatmul(tosaMatmul, options);
  else if (auto linalgOp = dyn_cast<linalg::LinalgOp>(op); linalgOp && isGemmLike(op))
    key = extractContraction(linalgOp, options);
  if (failed(key))
    return failure();
  return GemmProblem(*key, siteOf(op));
}

OpSite siteOf(Operation *op) {
  OpSite site;
  site.op = op->getName().getStringRef().str();
  site.loc = formatLocation(op->getLoc());
  if (auto role = op->getAttrOfType<StringAttr>("dimtune.role"))
    site.role = role.getValue().str();
  if (auto pass = op->getAttrOfType<StringAttr>("dimtune.pass"))
    site.pass = pass.getValue().str();
  return site;
}

} // namespace dimtune
