//===- CarryPadding.cpp - Keep a padded result padded into the next GEMM --===//
//
// MLP up -> gelu/silu/relu -> MLP down: the up projection's result is padded
// along N, sliced back, run through elementwise ops and padded again along
// the down projection's K. Where the padded region of the first result is
// zero and every elementwise op maps zeros to zero, the slice/pad pair can go:
// the elementwise ops run on the padded tensor and the next GEMM reads it.
// f(0) = 0 is proven by constant-folding each op's body on zero inputs, not
// by recognising activation names.
//
//===----------------------------------------------------------------------===//

#include "dimtune/Padding/PadGemm.h"

#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/Matchers.h"

using namespace mlir;

namespace dimtune {

static bool isZeroAttr(Attribute attr) {
  if (auto f = dyn_cast_or_null<FloatAttr>(attr))
    return f.getValue().isZero();
  if (auto i = dyn_cast_or_null<IntegerAttr>(attr))
    return i.getValue().isZero();
  return false;
}

bool mapsZeroToZero(linalg::GenericOp op) {
  Block &body = op.getRegion().front();
  DenseMap<Value, Attribute> known;
  for (BlockArgument arg : body.getArguments()) {
    if (arg.getArgNumber() >= op.getNumDpsInputs()) {
      if (!arg.use_empty())
        return false; // reads its init: not a function of the inputs alone
      continue;
    }
    Builder builder(op.getContext());
    known[arg] = builder.getZeroAttr(arg.getType());
    if (!known[arg])
      return false;
  }
  for (Operation &inner : body.without_terminator()) {
    SmallVector<Attribute> operands;
    for (Value v : inner.getOperands()) {
      Attribute attr = known.lookup(v);
      if (!attr && !matchPattern(v, m_Constant(&attr)))
        return false;
      operands.push_back(attr);
    }
    SmallVector<OpFoldResult> results;
    if (failed(inner.fold(operands, results)) || results.size() != inner.getNumResults())
      return false;
    for (auto [result, folded] : llvm::zip(inner.getResults(), results)) {
      Attribute attr = dyn_cast<Attribute>(folded);
      if (!attr)
        attr = known.lookup(cast<Value>(folded));
      if (!attr)
        return false;
      known[result] = attr;
    }
  }
  for (Value yielded : body.getTerminator()->getOperands())
    if (!isZeroAttr(known.lookup(yielded)))
      return false;
  return true;
}

/// An elementwise generic: identity maps, all parallel, one result.
static bool isElementwise(linalg::GenericOp op) {
  return op.getNumDpsInits() == 1 && op.getNumResults() == 1 &&
         op.getNumParallelLoops() == op.getNumLoops() &&
         llvm::all_of(op.getIndexingMapsArray(),
                      [](AffineMap map) { return map.isIdentity(); }) &&
         op.hasPureTensorSemantics();
}

FailureOr<int> carryPaddingThrough(RewriterBase &rewriter, tensor::PadOp pad,
                                   const llvm::DenseSet<Value> &zeroPadded) {
  auto paddedType = dyn_cast<RankedTensorType>(pad.getResultType());
  Value padValue = pad.getConstantPaddingValue();
  Attribute padAttr;
  if (!paddedType || !padValue || !matchPattern(padValue, m_Constant(&padAttr)) ||
      !isZeroAttr(padAttr) ||
      llvm::any_of(pad.getStaticLow(), [](int64_t l) { return l != 0; }))
    return rewriter.notifyMatchFailure(pad, "not a zero high pad");

  // Walk back from the pad through elementwise ops to slices of tensors of
  // the padded type whose padding is known to be zero.
  SmallVector<linalg::GenericOp> chain; // producers first
  DenseMap<Value, Value> paddedOf;      // sliced value -> its padded source
  std::function<bool(Value)> reach = [&](Value value) -> bool {
    if (paddedOf.count(value))
      return true;
    if (auto slice = value.getDefiningOp<tensor::ExtractSliceOp>()) {
      if (slice.getSourceType().getShape() != paddedType.getShape() ||
          !slice.hasZeroOffset() ||
          !slice.hasUnitStride() || !zeroPadded.contains(slice.getSource()))
        return false;
      paddedOf[value] = slice.getSource();
      return true;
    }
    auto generic = value.getDefiningOp<linalg::GenericOp>();
    if (!generic || !isElementwise(generic) || !mapsZeroToZero(generic))
      return false;
    for (Value input : generic.getDpsInputs())
      if (!reach(input))
        return false;
    chain.push_back(generic);
    paddedOf[value] = Value(); // filled when the chain is rebuilt
    return true;
  };
  if (!reach(pad.getSource()) || chain.empty())
    return rewriter.notifyMatchFailure(pad, "no zero-preserving chain from a padded result");

  // Rebuild the chain on the padded tensors; the originals stay for any
  // other user and are erased below when none is left.
  OpBuilder::InsertionGuard guard(rewriter);
  for (linalg::GenericOp generic : chain) {
    rewriter.setInsertionPoint(pad);
    SmallVector<Value> inputs;
    for (Value input : generic.getDpsInputs())
      inputs.push_back(paddedOf.lookup(input));
    Value init = tensor::EmptyOp::create(rewriter, generic.getLoc(), paddedType.getShape(),
                                         getElementTypeOrSelf(generic.getResult(0).getType()));
    IRMapping mapping;
    mapping.map(generic.getDpsInputs(), inputs);
    mapping.map(generic.getDpsInits(), ValueRange{init});
    Operation *clone = rewriter.clone(*generic, mapping);
    rewriter.modifyOpInPlace(clone, [&] {
      clone->getResult(0).setType(RankedTensorType::get(
          paddedType.getShape(), getElementTypeOrSelf(generic.getResult(0).getType())));
    });
    paddedOf[generic.getResult(0)] = clone->getResult(0);
  }
  Value carried = paddedOf.lookup(pad.getSource());
  if (carried.getType() != pad.getResultType())
    return rewriter.notifyMatchFailure(pad, "element type changes along the chain");
  rewriter.replaceOp(pad, carried);
  // The original chain and its slices, consumers first, where now unused.
  for (linalg::GenericOp generic : llvm::reverse(chain)) {
    SmallVector<Operation *> producers;
    for (Value input : generic.getDpsInputs())
      if (Operation *producer = input.getDefiningOp<tensor::ExtractSliceOp>())
        producers.push_back(producer);
    Operation *init = generic.getDpsInits()[0].getDefiningOp();
    if (!generic->use_empty())
      continue;
    rewriter.eraseOp(generic);
    if (init && init->use_empty() && isa<tensor::EmptyOp>(init))
      rewriter.eraseOp(init);
    for (Operation *producer : producers)
      if (producer->use_empty())
        rewriter.eraseOp(producer);
  }
  return static_cast<int>(chain.size());
}

} // namespace dimtune
