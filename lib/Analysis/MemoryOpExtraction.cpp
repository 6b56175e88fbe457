//===- MemoryOpExtraction.cpp - Read memory-bound kernels from IR ---------===//

#include "dimtune/Analysis/MemoryOpExtraction.h"
#include "dimtune/Analysis/Remarks.h"

#include "dimtune/Analysis/GemmExtraction.h"

#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/Diagnostics.h"

using namespace mlir;

namespace dimtune {

/// A fill whose every use is another op's output init (a GEMM's or a
/// reduction's accumulator): folded into that op.
static bool isAccumulatorInit(Operation *op) {
  if (!isa<linalg::FillOp>(op))
    return false;
  for (OpOperand &use : op->getResult(0).getUses()) {
    auto user = dyn_cast<DestinationStyleOpInterface>(use.getOwner());
    if (!user || !user.isDpsInit(&use))
      return false;
  }
  return true;
}

bool isMemoryOp(Operation *op) {
  if (isa<linalg::SoftmaxOp, tensor::PadOp>(op))
    return true;
  if (isa<linalg::QuantizedMatmulOp, linalg::QuantizedBatchMatmulOp>(op))
    return false; // products, not memory-bound work (GemmExtraction says why it skips them)
  auto linalgOp = dyn_cast<linalg::LinalgOp>(op);
  return linalgOp && linalgOp.hasPureTensorSemantics() && !isGemmLike(op) &&
         !isAccumulatorInit(op);
}

/// Bytes of a tensor value; fails on dynamic sizes without assume-dim.
static FailureOr<double> bytesOf(Value value, int64_t assumeDim) {
  auto type = dyn_cast<RankedTensorType>(value.getType());
  if (!type)
    return failure();
  Type element = type.getElementType();
  double bytes;
  if (std::optional<ElementType> t = elementTypeFor(element))
    bytes = double(elementBytes(*t));
  else if (element.isIntOrFloat())
    bytes = std::max(1.0, double(element.getIntOrFloatBitWidth()) / 8);
  else
    bytes = 8; // index and the like
  for (int64_t d : type.getShape()) {
    if (ShapedType::isDynamic(d)) {
      if (assumeDim <= 0)
        return failure();
      d = assumeDim;
    }
    bytes *= double(d);
  }
  return bytes;
}

/// Elements of a ranked tensor whose sizes bytesOf has read.
static double elementsOf(Value value, int64_t assumeDim) {
  double n = 1;
  for (int64_t d : cast<RankedTensorType>(value.getType()).getShape())
    n *= double(ShapedType::isDynamic(d) ? assumeDim : d);
  return n;
}

/// Whether an operand is read through a map that transposes it: its dims
/// in another order than the loops'.
static bool readsTransposed(AffineMap map) {
  int64_t last = -1;
  for (AffineExpr e : map.getResults())
    if (auto d = dyn_cast<AffineDimExpr>(e)) {
      if (int64_t(d.getPosition()) < last)
        return true;
      last = d.getPosition();
    }
  return false;
}

static MemoryKind kindOf(Operation *op) {
  if (isa<linalg::SoftmaxOp>(op))
    return MemoryKind::Reduction;
  if (isa<linalg::TransposeOp>(op))
    return MemoryKind::Strided;
  auto linalgOp = dyn_cast<linalg::LinalgOp>(op);
  if (!linalgOp)
    return MemoryKind::Elementwise;
  bool extracts = false, comparesIndex = false;
  op->walk([&](Operation *inner) {
    extracts |= isa<tensor::ExtractOp>(inner);
    comparesIndex |= isa<arith::CmpIOp>(inner);
  });
  if (linalgOp.getNumReductionLoops() > 0)
    return comparesIndex ? MemoryKind::Scatter : MemoryKind::Reduction;
  if (extracts)
    return MemoryKind::Gather;
  // A front end that knows the op runs unvectorized (eager PyTorch with a
  // broadcast or widened operand) says so.
  if (op->hasAttr(kUnvectorizedAttr))
    return MemoryKind::Strided;
  for (OpOperand *in : linalgOp.getDpsInputOperands())
    if (readsTransposed(linalgOp.getMatchingIndexingMap(in)))
      return MemoryKind::Strided;
  return MemoryKind::Elementwise;
}

/// A reduction PyTorch's reduce kernel runs over its first input's innermost
/// dim: the values reduced into each output (0: not one, or a kernel with a
/// CTA a row, which the front end marks).
static double rowLengthOf(Operation *op, int64_t assumeDim) {
  auto linalgOp = dyn_cast<linalg::GenericOp>(op);
  if (!linalgOp || linalgOp.getNumReductionLoops() == 0 || op->hasAttr(kRowKernelAttr) ||
      linalgOp.getNumDpsInputs() == 0)
    return 0;
  AffineMap map = linalgOp.getMatchingIndexingMap(linalgOp.getDpsInputOperand(0));
  auto innermost = map.getNumResults() ? dyn_cast<AffineDimExpr>(map.getResults().back()) : nullptr;
  SmallVector<utils::IteratorType> iterators = linalgOp.getIteratorTypesArray();
  if (!innermost || iterators[innermost.getPosition()] != utils::IteratorType::reduction)
    return 0;
  double length = 1;
  for (auto [range, iterator] : llvm::zip(linalgOp.getStaticLoopRanges(), iterators))
    if (iterator == utils::IteratorType::reduction)
      length *= double(ShapedType::isDynamic(range) ? assumeDim : range);
  return length > 0 ? length : 0;
}

FailureOr<MemoryOp> extractMemoryOp(Operation *op, int64_t assumeDim) {
  MemoryOp m;
  m.kind = kindOf(op);
  m.site = siteOf(op);
  auto fail = [&]() -> FailureOr<MemoryOp> {
    DimtuneRemark(op->getLoc(), RemarkKind::Missed, "extraction", "Skipped")
        << "skipped: a memory-bound op with dynamic sizes"
        << (assumeDim > 0 ? "" : "; pass assume-dim=N to evaluate them at N");
    return failure();
  };
  SmallVector<Value> inputs, outputs;
  if (auto dps = dyn_cast<DestinationStyleOpInterface>(op)) {
    for (OpOperand *in : dps.getDpsInputOperands())
      inputs.push_back(in->get());
    for (Value r : op->getResults())
      outputs.push_back(r);
  } else {
    inputs.assign(op->operand_begin(), op->operand_end());
    outputs.assign(op->result_begin(), op->result_end());
  }
  for (Value v : outputs) {
    FailureOr<double> b = bytesOf(v, assumeDim);
    if (failed(b))
      return fail();
    m.writeBytes += *b;
    m.elements = std::max(m.elements, elementsOf(v, assumeDim));
  }
  for (Value v : inputs) {
    if (!isa<RankedTensorType>(v.getType()))
      continue; // scalars (a pad value, a fill value)
    FailureOr<double> b = bytesOf(v, assumeDim);
    if (failed(b))
      return fail();
    m.readBytes += *b;
  }
  // A gather reads the rows it writes, from a table it does not take as an
  // operand.
  if (m.kind == MemoryKind::Gather)
    m.readBytes += m.writeBytes;
  m.rowLength = rowLengthOf(op, assumeDim);
  // A reduction's elements are its rows (its parallel loops), as StepOps
  // counts them, whatever shape its outputs have (a LayerNorm also writes the
  // normalized tensor, a log_softmax in one op its whole input's shape).
  if (auto linalgOp = dyn_cast<linalg::LinalgOp>(op); linalgOp && linalgOp.getNumReductionLoops() > 0) {
    double rows = 1;
    for (auto [range, iterator] :
         llvm::zip(linalgOp.getStaticLoopRanges(), linalgOp.getIteratorTypesArray()))
      if (iterator == utils::IteratorType::parallel)
        rows *= double(ShapedType::isDynamic(range) ? assumeDim : range);
    m.elements = rows;
  }
  return m;
}

} // namespace dimtune
