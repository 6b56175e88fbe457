//===- PadSignature.cpp - Pad a function's weight argument once -----------===//
//
// pad-weights=true: a weight that comes in as a function argument is taken
// padded instead of being padded on every call. The argument's type becomes
// the padded type, `dimtune.original_shape` records what it was, uses that
// want the original get a slice, and calls inside the module pad what they
// pass, so the module stays correct; callers outside it pass padded weights.
//
//===----------------------------------------------------------------------===//

#include "dimtune/Padding/PadGemm.h"
#include "dimtune/Plan/ModulePlan.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/Dialect/Tensor/Utils/Utils.h"
#include "mlir/IR/Matchers.h"
#include "mlir/IR/SymbolTable.h"

using namespace mlir;

namespace dimtune {

static Value padTo(RewriterBase &rewriter, Location loc, Value value,
                   RankedTensorType type) {
  Value zero = arith::ConstantOp::create(
      rewriter, loc, type.getElementType(),
      cast<TypedAttr>(rewriter.getZeroAttr(type.getElementType())));
  return tensor::createPadHighOp(type, value, zero, /*nofold=*/false, loc, rewriter);
}

static bool isZeroHighPad(tensor::PadOp pad) {
  Value value = pad.getConstantPaddingValue();
  return value && (matchPattern(value, m_AnyZeroFloat()) || matchPattern(value, m_Zero())) &&
         llvm::all_of(pad.getStaticLow(), [](int64_t low) { return low == 0; });
}

FailureOr<unsigned> padWeightArgument(RewriterBase &rewriter, tensor::PadOp pad) {
  // The plan priced this pad as paid once on the same condition.
  if (!argumentTakesPaddedType(pad.getSource()))
    return rewriter.notifyMatchFailure(
        pad, "not an argument of a function whose every use in the module is a call");
  auto arg = cast<BlockArgument>(pad.getSource());
  auto func = cast<func::FuncOp>(arg.getOwner()->getParentOp());
  auto original = cast<RankedTensorType>(arg.getType());
  auto padded = cast<RankedTensorType>(pad.getResultType());
  if (!padded.hasStaticShape() || !isZeroHighPad(pad))
    return rewriter.notifyMatchFailure(pad, "only static high zero padding");
  std::optional<SymbolTable::UseRange> uses =
      SymbolTable::getSymbolUses(func, func->getParentOfType<ModuleOp>());

  unsigned index = arg.getArgNumber();
  // Calls in the module pass a padded weight.
  for (SymbolTable::SymbolUse use : *uses) {
    auto call = cast<func::CallOp>(use.getUser());
    rewriter.setInsertionPoint(call);
    Value paddedOperand = padTo(rewriter, call.getLoc(), call.getOperand(index), padded);
    rewriter.modifyOpInPlace(call, [&] { call->setOperand(index, paddedOperand); });
  }
  // The argument takes the padded type; the pad becomes the argument itself
  // and other uses read a slice of it.
  rewriter.modifyOpInPlace(func, [&] {
    arg.setType(padded);
    SmallVector<Type> inputs(func.getBody().front().getArgumentTypes());
    func.setFunctionType(rewriter.getFunctionType(inputs, func.getResultTypes()));
    func.setArgAttr(index, "dimtune.original_shape",
                    rewriter.getDenseI64ArrayAttr(original.getShape()));
  });
  // Other uses want the original: a slice of the padded argument, except
  // pads to the very same shape, which become the argument too.
  SmallVector<OpOperand *> others;
  for (OpOperand &use : arg.getUses())
    if (use.getOwner() != pad)
      others.push_back(&use);
  rewriter.replaceOp(pad, arg);
  if (others.empty())
    return index;
  rewriter.setInsertionPointToStart(&func.getBody().front());
  SmallVector<OpFoldResult> offsets(original.getRank(), rewriter.getIndexAttr(0));
  SmallVector<OpFoldResult> strides(original.getRank(), rewriter.getIndexAttr(1));
  SmallVector<OpFoldResult> sizes;
  for (int64_t size : original.getShape())
    sizes.push_back(rewriter.getIndexAttr(size));
  Value slice = tensor::ExtractSliceOp::create(rewriter, func.getLoc(), original, arg,
                                               offsets, sizes, strides);
  for (OpOperand *use : others) {
    auto samePad = dyn_cast<tensor::PadOp>(use->getOwner());
    if (samePad && samePad.getResultType() == padded && isZeroHighPad(samePad))
      rewriter.replaceOp(samePad, arg);
    else
      rewriter.modifyOpInPlace(use->getOwner(), [&] { use->set(slice); });
  }
  if (slice.use_empty())
    rewriter.eraseOp(slice.getDefiningOp());
  return index;
}

FailureOr<unsigned> reusePaddedArgument(RewriterBase &rewriter, tensor::PadOp pad) {
  // The plan priced this pad as paid once on the same condition.
  if (!isLeadingSliceOfPaddedArgument(pad.getSource()))
    return rewriter.notifyMatchFailure(pad, "not the leading slice of a padded weight argument");
  auto arg = cast<BlockArgument>(pad.getSource().getDefiningOp<tensor::ExtractSliceOp>().getSource());
  // The caller's contract: the padding region of the argument holds zeros, so
  // zero-padding its leading slice back to its own shape gives the argument.
  if (arg.getType() != pad.getResultType() || !isZeroHighPad(pad))
    return rewriter.notifyMatchFailure(pad, "pads to another shape");
  rewriter.replaceOp(pad, arg);
  return arg.getArgNumber();
}

} // namespace dimtune
