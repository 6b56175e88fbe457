//===- PadGemm.cpp - Pad a linalg GEMM to a larger shape ------------------===//

#include "dimtune/Padding/PadGemm.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Linalg/Transforms/Transforms.h"
#include "mlir/IR/BuiltinAttributes.h"
#include "mlir/IR/Matchers.h"

#include "llvm/Support/Debug.h"

#define DEBUG_TYPE "dimtune-pad"

using namespace mlir;

namespace dimtune {

/// Copies the rows of a row-major `source` buffer into a zero-initialised
/// `dest` of a larger shape, both with `elementBytes` per element.
static void copyIntoPadded(ArrayRef<char> source, ArrayRef<int64_t> sourceShape,
                           MutableArrayRef<char> dest, ArrayRef<int64_t> destShape,
                           int64_t elementBytes) {
  int64_t rank = sourceShape.size();
  int64_t rowBytes = (rank ? sourceShape.back() : 1) * elementBytes;
  int64_t rows = 1;
  for (int64_t d = 0; d + 1 < rank; ++d)
    rows *= sourceShape[d];
  SmallVector<int64_t> index(std::max<int64_t>(rank - 1, 0), 0);
  for (int64_t row = 0; row < rows; ++row) {
    int64_t destRow = 0;
    for (int64_t d = 0; d + 1 < rank; ++d)
      destRow = destRow * destShape[d] + index[d];
    std::memcpy(dest.data() + destRow * (rank ? destShape.back() : 1) * elementBytes,
                source.data() + row * rowBytes, rowBytes);
    for (int64_t d = rank - 2; d >= 0; --d) {
      if (++index[d] < sourceShape[d])
        break;
      index[d] = 0;
    }
  }
}

/// Bytes of a statically shaped tensor type, or nothing.
static std::optional<int64_t> staticBytes(ShapedType type) {
  if (!type.hasStaticShape() || !type.getElementType().isIntOrFloat())
    return std::nullopt;
  return type.getNumElements() * std::max<int64_t>(1, type.getElementTypeBitWidth() / 8);
}

FailureOr<Value> foldPadOfConstant(RewriterBase &rewriter, tensor::PadOp pad) {
  DenseElementsAttr source;
  if (!matchPattern(pad.getSource(), m_Constant(&source)))
    return rewriter.notifyMatchFailure(pad, "source is not a dense constant");
  Value padValue = pad.getConstantPaddingValue();
  Attribute padAttr;
  if (!padValue || !matchPattern(padValue, m_Constant(&padAttr)))
    return rewriter.notifyMatchFailure(pad, "padding value is not a constant");
  auto resultType = cast<RankedTensorType>(pad.getResultType());
  if (!resultType.hasStaticShape() ||
      llvm::any_of(pad.getStaticLow(), [](int64_t low) { return low != 0; }))
    return rewriter.notifyMatchFailure(pad, "only static high padding folds");
  Type elementType = resultType.getElementType();
  bool staysSplat = source.isSplat() && source.getSplatValue<Attribute>() == padAttr;
  if (std::optional<int64_t> bytes = staticBytes(resultType);
      !staysSplat && (!bytes || *bytes > kMostFoldedConstantBytes))
    return rewriter.notifyMatchFailure(
        pad, "the padded constant would exceed " + Twine(kMostFoldedConstantBytes >> 20) +
                 " MiB: the pad stays an op");
  auto isZero = [](Attribute a) {
    if (auto f = dyn_cast<FloatAttr>(a))
      return f.getValue().isPosZero();
    if (auto i = dyn_cast<IntegerAttr>(a))
      return i.getValue().isZero();
    return false;
  };
  DenseElementsAttr folded;
  if (staysSplat) {
    folded = DenseElementsAttr::get(resultType, padAttr);
  } else if (isZero(padAttr) && elementType.getIntOrFloatBitWidth() % 8 == 0) {
    // Zero padding: a zero-filled buffer with the source's rows copied in.
    int64_t bytes = elementType.getIntOrFloatBitWidth() / 8;
    std::vector<char> data(resultType.getNumElements() * bytes, 0);
    DenseElementsAttr dense = source;
    if (source.isSplat())
      dense = DenseElementsAttr::get(source.getType(), source.getSplatValue<Attribute>());
    std::vector<char> expanded;
    ArrayRef<char> raw = dense.getRawData();
    if (dense.isSplat()) { // a splat stays compact in raw form: expand it
      expanded.reserve(source.getNumElements() * bytes);
      for (int64_t i = 0; i < source.getNumElements(); ++i)
        expanded.insert(expanded.end(), raw.begin(), raw.begin() + bytes);
      raw = expanded;
    }
    copyIntoPadded(raw, source.getType().getShape(), data, resultType.getShape(),
                   bytes);
    folded = DenseElementsAttr::getFromRawBuffer(resultType, data);
  } else {
    return rewriter.notifyMatchFailure(pad, "non-zero padding of a non-splat constant");
  }
  rewriter.setInsertionPoint(pad);
  Value constant = arith::ConstantOp::create(rewriter, pad.getLoc(), resultType, folded);
  rewriter.replaceOp(pad, constant);
  return constant;
}

FailureOr<Value> foldPadOfFill(RewriterBase &rewriter, tensor::PadOp pad) {
  auto fill = pad.getSource().getDefiningOp<linalg::FillOp>();
  if (!fill || !fill.getOutputs()[0].getDefiningOp<tensor::EmptyOp>())
    return rewriter.notifyMatchFailure(pad, "source is not a fill of an empty tensor");
  Attribute fillValue, padValue;
  Value padding = pad.getConstantPaddingValue();
  if (!padding || !matchPattern(padding, m_Constant(&padValue)) ||
      !matchPattern(fill.value(), m_Constant(&fillValue)) || fillValue != padValue)
    return rewriter.notifyMatchFailure(pad, "padding value differs from the fill value");
  auto type = cast<RankedTensorType>(pad.getResultType());
  if (!type.hasStaticShape())
    return rewriter.notifyMatchFailure(pad, "dynamic padded shape");
  rewriter.setInsertionPoint(pad);
  Value empty = tensor::EmptyOp::create(rewriter, pad.getLoc(), type.getShape(),
                                        type.getElementType());
  Value filled =
      linalg::FillOp::create(rewriter, fill.getLoc(), fill.value(), empty).getResult(0);
  rewriter.replaceOp(pad, filled);
  return filled;
}

FailureOr<PaddedGemm> padGemmLoops(RewriterBase &rewriter, linalg::LinalgOp op,
                                   ArrayRef<int64_t> loopSizes) {
  if (!op.hasPureTensorSemantics())
    return rewriter.notifyMatchFailure(op, "buffer operands: pad before bufferization");
  SmallVector<int64_t> ranges = op.getStaticLoopRanges();
  if (ranges.size() != loopSizes.size())
    return rewriter.notifyMatchFailure(op, "one size per loop expected");
  for (auto [range, size] : llvm::zip(ranges, loopSizes))
    if (ShapedType::isDynamic(range) || size < range)
      return rewriter.notifyMatchFailure(op, "dynamic loop or size below the loop's");

  auto tilingOp = dyn_cast<TilingInterface>(op.getOperation());
  if (!tilingOp)
    return rewriter.notifyMatchFailure(
        op, "no TilingInterface: register linalg::registerTilingInterfaceExternalModels");

  linalg::PadTilingInterfaceOptions options;
  SmallVector<Attribute> zeros;
  for (OpOperand &operand : op->getOpOperands())
    zeros.push_back(rewriter.getZeroAttr(getElementTypeOrSelf(operand.get().getType())));
  options.setPaddingValues(zeros);
  options.setPaddingSizes(getAsIndexOpFoldResult(rewriter.getContext(), loopSizes));
  options.setPadToMultipleOf(false);

  OpBuilder::InsertionGuard guard(rewriter);
  rewriter.setInsertionPointAfter(op);
  FailureOr<linalg::PadTilingInterfaceResult> result =
      linalg::rewriteAsPaddedOp(rewriter, tilingOp, options);
  if (failed(result))
    return rewriter.notifyMatchFailure(op, "upstream linalg padding failed");
  rewriter.replaceOp(op, result->replacements);
  // A result none of whose dims grew needs no slice back.
  for (Value replacement : result->replacements)
    if (auto slice = replacement.getDefiningOp<tensor::ExtractSliceOp>();
        slice && slice.getSourceType() == slice.getResultType())
      rewriter.replaceOp(slice, slice.getSource());

  PaddedGemm padded;
  padded.paddedOp = cast<linalg::LinalgOp>(result->paddedOp.getOperation());
  // Pad once: a pad of a constant input becomes a larger constant.
  for (tensor::PadOp pad : result->padOps) {
    // An operand none of whose dims grew needs no pad at all.
    if (pad.getResultType() == pad.getSourceType()) {
      rewriter.replaceOp(pad, pad.getSource());
      continue;
    }
    std::optional<unsigned> input;
    for (OpOperand *operand : padded.paddedOp.getDpsInputOperands())
      if (operand->get() == pad.getResult())
        input = operand->getOperandNumber();
    if (input && succeeded(foldPadOfConstant(rewriter, pad))) {
      padded.paddedOnce.push_back(*input);
      continue;
    }
    padded.padOps.push_back(pad);
  }
  LLVM_DEBUG(llvm::dbgs() << "padded " << padded.paddedOp << "\n");
  return padded;
}

} // namespace dimtune
