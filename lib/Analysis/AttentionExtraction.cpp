//===- AttentionExtraction.cpp - Find attention chains in IR --------------===//
//
// A chain is read by what it computes, never by the order of an op's loops
// or the names of its values. Each dim of every value between QK^T and PV
// carries the set of QK^T's loops it runs over (through elementwise ops,
// reductions, reshapes and the softmax), so that the softmax normalizes over
// a set of score loops, PV reduces over a set, and a mask compares two:
//
//   - the keys are the loops the softmax normalizes over: all of the loops
//     that one operand of QK^T (K) adds to the scores, and what PV reduces;
//   - the query is the loop of Q, and of the softmax's rows, that K lacks;
//     where Q has several, the ones right after a head dim of Q are groups
//     of query heads that share K and V;
//   - a mask is causal only as "key > query" masked out; any other use of
//     the loop indices, or a mask tensor, is an explicit mask;
//   - K and V are grouped only where a broadcast runs along a dim that is
//     collapsed into the heads (or is the heads);
//   - another product of P is the backward's dV only where it reduces over
//     the queries; a second product over the keys is not attention.
//
// A chain that is found (QK^T, a softmax over its scores, a product that
// reads the probabilities) but breaks one of these rules gets a remark that
// says which, and is left to the GEMM view.
//
//===----------------------------------------------------------------------===//

#include "dimtune/Analysis/AttentionExtraction.h"
#include "dimtune/Analysis/GemmExtraction.h"
#include "dimtune/Analysis/Remarks.h"
#include "dimtune/CostModel/MemoryOp.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Linalg/IR/LinalgInterfaces.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/Matchers.h"

#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/SetVector.h"
#include "llvm/ADT/bit.h"
#include "llvm/Support/DebugLog.h"
#include "llvm/Support/FormatVariadic.h"

#define DEBUG_TYPE "dimtune-attention"

using namespace mlir;

namespace dimtune {
namespace {

/// Ops the walk from QK^T visits looking for PV: far more than any frontend
/// writes between them; a chain that needs more gets a remark.
constexpr unsigned kMostChainOps = 256;
/// How far past that the walk looks, to tell such a chain from none.
constexpr unsigned kMostOpsSearched = 16 * kMostChainOps;
/// The ops the softmax's backward is looked for in.
constexpr unsigned kMostBackwardOps = 64;
/// A constant at or below this is what a masked score becomes (-inf, or the
/// type's lowest value as Hugging Face writes it).
constexpr double kMaskedScoreAtMost = -1e4;

//===----------------------------------------------------------------------===//
// Loop sets: the loops of QK^T a dim runs over
//===----------------------------------------------------------------------===//

/// Bit l: loop l of the score product (which has at most 64 loops).
using LoopSet = uint64_t;
constexpr unsigned kMostScoreLoops = 64;
/// Per tensor dim of a value, the score loops it runs over (several where a
/// reshape collapsed them, none for a unit dim).
using DimLoops = SmallVector<LoopSet, 6>;
using ValueLoops = llvm::DenseMap<Value, DimLoops>;

LoopSet loopBit(unsigned loop) { return LoopSet(1) << loop; }
bool isSingleLoop(LoopSet loops) { return llvm::popcount(loops) == 1; }
bool containsAll(LoopSet outer, LoopSet inner) { return (outer & inner) == inner; }

int64_t rankOf(Value value) {
  auto type = dyn_cast<ShapedType>(value.getType());
  return type && type.hasRank() ? type.getRank() : 0;
}

/// The loops `value`'s dims run over; none known: a dim per rank, each none.
DimLoops loopsOfValue(const ValueLoops &known, Value value) {
  auto it = known.find(value);
  if (it != known.end() && int64_t(it->second.size()) == rankOf(value))
    return it->second;
  return DimLoops(rankOf(value), 0);
}

/// Per loop of `op`, the score loops it runs over, from the operands whose
/// dims are known.
SmallVector<LoopSet> loopsOfOpLoops(linalg::LinalgOp op, const ValueLoops &known) {
  SmallVector<LoopSet> perLoop(op.getNumLoops(), 0);
  for (OpOperand &operand : op->getOpOperands()) {
    auto it = known.find(operand.get());
    if (it == known.end())
      continue;
    AffineMap map = op.getMatchingIndexingMap(&operand);
    for (auto [dim, expr] : llvm::enumerate(map.getResults()))
      if (auto loop = dyn_cast<AffineDimExpr>(expr); loop && dim < it->second.size())
        perLoop[loop.getPosition()] |= it->second[dim];
  }
  return perLoop;
}

DimLoops dimsThroughMap(AffineMap map, ArrayRef<LoopSet> perLoop) {
  DimLoops dims;
  for (AffineExpr expr : map.getResults()) {
    auto loop = dyn_cast<AffineDimExpr>(expr);
    dims.push_back(loop ? perLoop[loop.getPosition()] : 0);
  }
  return dims;
}

/// Carries the score loops through `op` onto its results. Returns the loops
/// it reduces over (a softmax: the ones it normalizes over).
LoopSet propagateLoops(Operation *op, ValueLoops &known) {
  if (auto softmax = dyn_cast<linalg::SoftmaxOp>(op)) {
    DimLoops in = loopsOfValue(known, softmax.getInput());
    known[softmax->getResult(0)] = in;
    uint64_t dim = softmax.getDimension();
    return dim < in.size() ? in[dim] : 0;
  }
  if (auto collapse = dyn_cast<tensor::CollapseShapeOp>(op)) {
    DimLoops in = loopsOfValue(known, collapse.getSrc()), out;
    for (const ReassociationIndices &group : collapse.getReassociationIndices()) {
      LoopSet loops = 0;
      for (int64_t d : group)
        loops |= in[d];
      out.push_back(loops);
    }
    known[collapse.getResult()] = out;
    return 0;
  }
  if (auto expand = dyn_cast<tensor::ExpandShapeOp>(op)) {
    DimLoops in = loopsOfValue(known, expand.getSrc());
    DimLoops out(rankOf(expand.getResult()), 0);
    for (auto [source, group] : llvm::enumerate(expand.getReassociationIndices()))
      for (int64_t d : group)
        out[d] = in[source];
    known[expand.getResult()] = out;
    return 0;
  }
  auto linalgOp = cast<linalg::LinalgOp>(op);
  SmallVector<LoopSet> perLoop = loopsOfOpLoops(linalgOp, known);
  for (OpOperand &init : linalgOp.getDpsInitsMutable())
    known[linalgOp.getTiedOpResult(&init)] =
        dimsThroughMap(linalgOp.getMatchingIndexingMap(&init), perLoop);
  LoopSet reduced = 0;
  for (auto [loop, type] : llvm::enumerate(linalgOp.getIteratorTypesArray()))
    if (type == utils::IteratorType::reduction)
      reduced |= perLoop[loop];
  return reduced;
}

//===----------------------------------------------------------------------===//
// What ops are
//===----------------------------------------------------------------------===//

/// A product GemmExtraction prices: QK^T, PV and the backward's products.
bool isProduct(Operation *op) {
  auto linalgOp = dyn_cast<linalg::LinalgOp>(op);
  return linalgOp && linalgOp.hasPureTensorSemantics() && isGemmLike(op);
}

bool isReshape(Operation *op) { return isa<tensor::ExpandShapeOp, tensor::CollapseShapeOp>(op); }

/// What the softmax's backward is made of: elementwise ops, reductions and
/// the row dot product sum_j P dP.
bool isBackwardChainOp(Operation *op) {
  if (isReshape(op))
    return true;
  auto linalgOp = dyn_cast<linalg::LinalgOp>(op);
  return linalgOp && linalgOp.hasPureTensorSemantics() && !isa<linalg::FillOp>(op) &&
         !isGemmLike(op);
}

/// What sits between QK^T and PV: the same, and the softmax, but no dot
/// product (a product with neither rows nor columns) and nothing the walk
/// would hide from the GEMM and memory-bound views without reading it.
bool isForwardChainOp(Operation *op) {
  if (isa<linalg::SoftmaxOp>(op))
    return true;
  if (!isBackwardChainOp(op))
    return false;
  auto linalgOp = dyn_cast<linalg::LinalgOp>(op);
  return !linalgOp || !linalg::isaContractionOpInterface(linalgOp);
}

bool isElementwise(linalg::LinalgOp op) { return op.getNumReductionLoops() == 0; }

template <typename... OpTys>
bool bodyHas(Operation *op) {
  bool found = false;
  op->walk([&](Operation *inner) {
    if (isa<OpTys...>(inner))
      found = true;
  });
  return found;
}

/// The fill a product's accumulator comes from, if only it reads it.
Operation *accumulatorFill(Operation *product) {
  auto linalgOp = cast<linalg::LinalgOp>(product);
  Operation *fill = linalgOp.getDpsInitOperand(0)->get().getDefiningOp();
  if (fill && isa<linalg::FillOp>(fill) && fill->hasOneUse())
    return fill;
  return nullptr;
}

/// The loop each result dim of `map` is (-1: not a plain loop).
SmallVector<int64_t> loopOfDims(AffineMap map) {
  SmallVector<int64_t> loops;
  for (AffineExpr expr : map.getResults()) {
    auto loop = dyn_cast<AffineDimExpr>(expr);
    loops.push_back(loop ? int64_t(loop.getPosition()) : -1);
  }
  return loops;
}

/// Per loop of `op`, whether `operand`'s map indexes it.
SmallVector<bool> indexesLoop(linalg::LinalgOp op, OpOperand *operand) {
  SmallVector<bool> indexes(op.getNumLoops(), false);
  for (int64_t loop : loopOfDims(op.getMatchingIndexingMap(operand)))
    if (loop >= 0)
      indexes[loop] = true;
  return indexes;
}

/// The product of `sizes` over the loops of `loops`, saturating at 2^62
/// (checked against the model's limits later).
int64_t extentOf(ArrayRef<int64_t> sizes, LoopSet loops) {
  double n = 1;
  for (unsigned l = 0; l < sizes.size() && l < kMostScoreLoops; ++l)
    if (loops & loopBit(l))
      n *= double(sizes[l]);
  return n < double(int64_t(1) << 62) ? int64_t(n) : int64_t(1) << 62;
}

/// An op's loop extents, dynamic ones read at `assumeDim`; fails on a
/// dynamic one without it.
FailureOr<SmallVector<int64_t>> loopExtents(Operation *op, int64_t assumeDim) {
  SmallVector<int64_t> sizes = cast<linalg::LinalgOp>(op).getStaticLoopRanges();
  for (int64_t &s : sizes)
    if (ShapedType::isDynamic(s)) {
      if (assumeDim <= 0)
        return failure();
      s = assumeDim;
    }
  return sizes;
}

//===----------------------------------------------------------------------===//
// The forward chain and its softmax
//===----------------------------------------------------------------------===//

/// The ops after QK^T that the walk reached, in IR order, with the score
/// loops of each value and what each op reduces over.
struct ForwardChain {
  SmallVector<Operation *> ops;
  llvm::DenseSet<Operation *> opSet;
  ValueLoops loops;
  llvm::DenseMap<Operation *, LoopSet> reduces;
  bool truncated = false; ///< The walk stopped at kMostChainOps.
};

/// The score loops of QK^T's result dims.
DimLoops scoreDims(linalg::LinalgOp score) {
  SmallVector<LoopSet> perLoop;
  for (unsigned l = 0; l < score.getNumLoops(); ++l)
    perLoop.push_back(loopBit(l));
  return dimsThroughMap(score.getMatchingIndexingMap(score.getDpsInitOperand(0)), perLoop);
}

/// An operand from a product the chain does not hold: dP = dO V^T entering,
/// where the softmax's backward begins.
bool readsOtherProduct(Operation *op, const llvm::DenseSet<Value> &chainValues) {
  return llvm::any_of(op->getOperands(), [&](Value in) {
    Operation *def = in.getDefiningOp();
    return def && isProduct(def) && !chainValues.contains(in);
  });
}

ForwardChain walkForward(linalg::LinalgOp score, unsigned mostOps) {
  ForwardChain chain;
  Value scores = score->getResult(0);
  chain.loops[scores] = scoreDims(score);
  llvm::DenseSet<Value> values = {scores};
  SmallVector<Value> work = {scores};
  Block *block = score->getBlock();
  while (!work.empty() && !chain.truncated) {
    Value value = work.pop_back_val();
    for (Operation *user : value.getUsers()) {
      if (chain.opSet.contains(user) || user->getBlock() != block || !isForwardChainOp(user) ||
          readsOtherProduct(user, values))
        continue;
      if (chain.ops.size() == mostOps) {
        chain.truncated = true;
        break;
      }
      chain.opSet.insert(user);
      chain.ops.push_back(user);
      for (Value result : user->getResults())
        if (values.insert(result).second)
          work.push_back(result);
    }
  }
  // In IR order, each op's operands from the chain have their loops first.
  llvm::sort(chain.ops, [](Operation *a, Operation *b) { return a->isBeforeInBlock(b); });
  for (Operation *op : chain.ops)
    chain.reduces[op] = propagateLoops(op, chain.loops);
  return chain;
}

/// softmax(x) = exp(x - max) / sum(exp(x - max)): the probabilities and the
/// score loops it normalizes over.
struct Softmax {
  Value probs;
  LoopSet over = 0;
};

bool isExpOf(Value value, const ForwardChain &chain) {
  auto op = value.getDefiningOp<linalg::LinalgOp>();
  return op && chain.opSet.contains(op) && isElementwise(op) && bodyHas<math::ExpOp>(op);
}

/// The reduction that sums `value`'s exponentials, directly or through its
/// reciprocal.
Operation *sumOfExp(Value value, Value exp, const ForwardChain &chain) {
  auto isSum = [&](Operation *op) {
    auto reduction = dyn_cast_or_null<linalg::LinalgOp>(op);
    return reduction && chain.opSet.contains(op) && reduction.getNumReductionLoops() > 0 &&
           bodyHas<arith::AddFOp>(op) &&
           llvm::any_of(reduction.getDpsInputOperands(),
                        [&](OpOperand *in) { return in->get() == exp; });
  };
  Operation *def = value.getDefiningOp();
  if (isSum(def))
    return def;
  if (auto reciprocal = dyn_cast_or_null<linalg::LinalgOp>(def);
      reciprocal && chain.opSet.contains(def) && isElementwise(reciprocal))
    for (Value in : reciprocal->getOperands())
      if (isSum(in.getDefiningOp()))
        return in.getDefiningOp();
  return nullptr;
}

/// exp / sum(exp), written as generics.
std::optional<Softmax> decomposedSoftmax(linalg::LinalgOp divide, const ForwardChain &chain) {
  if (!isElementwise(divide) || divide->getNumResults() != 1 ||
      !bodyHas<arith::DivFOp, arith::MulFOp>(divide))
    return std::nullopt;
  for (OpOperand *exp : divide.getDpsInputOperands()) {
    if (!isExpOf(exp->get(), chain))
      continue;
    for (OpOperand *sum : divide.getDpsInputOperands())
      if (Operation *reduction = sumOfExp(sum->get(), exp->get(), chain))
        return Softmax{divide->getResult(0), chain.reduces.lookup(reduction)};
  }
  return std::nullopt;
}

SmallVector<Softmax> findSoftmaxes(const ForwardChain &chain) {
  SmallVector<Softmax> found;
  for (Operation *op : chain.ops) {
    if (isa<linalg::SoftmaxOp>(op))
      found.push_back({op->getResult(0), chain.reduces.lookup(op)});
    else if (auto linalgOp = dyn_cast<linalg::LinalgOp>(op))
      if (std::optional<Softmax> softmax = decomposedSoftmax(linalgOp, chain))
        found.push_back(*softmax);
  }
  return found;
}

/// Whether `op` passes the probabilities on at most scaled or converted
/// (dropout, casts): what it does to them is multiply, divide, select by a
/// condition of its own, or convert.
bool passesProbabilitiesOn(linalg::LinalgOp op, const llvm::SetVector<Value> &probs) {
  if (!isElementwise(op) || op->getNumResults() != 1 || bodyHas<linalg::IndexOp>(op))
    return false;
  llvm::DenseSet<Value> derived;
  for (OpOperand *in : op.getDpsInputOperands())
    if (probs.contains(in->get()))
      derived.insert(op.getMatchingBlockArgument(in));
  for (Operation &inner : *op.getBlock()) {
    if (!llvm::any_of(inner.getOperands(), [&](Value v) { return derived.contains(v); }))
      continue;
    if (auto yield = dyn_cast<linalg::YieldOp>(inner))
      return derived.contains(yield->getOperand(0));
    if (auto select = dyn_cast<arith::SelectOp>(inner)) {
      if (derived.contains(select.getCondition()))
        return false;
    } else if (!isa<arith::MulFOp, arith::DivFOp, arith::TruncFOp, arith::ExtFOp>(inner)) {
      return false;
    }
    derived.insert(inner.getResult(0));
  }
  return false;
}

/// The probabilities and what passes them on unchanged but for a factor.
llvm::SetVector<Value> probabilityValues(Value probs, const ForwardChain &chain) {
  llvm::SetVector<Value> values;
  values.insert(probs);
  for (Operation *op : chain.ops) { // IR order: each after what it reads
    if (!llvm::any_of(op->getOperands(), [&](Value v) { return values.contains(v); }))
      continue;
    auto linalgOp = dyn_cast<linalg::LinalgOp>(op);
    if (isReshape(op) || (linalgOp && passesProbabilitiesOn(linalgOp, values)))
      values.insert(op->getResult(0));
  }
  return values;
}

/// The chain ops that `value` is computed from.
llvm::SetVector<Operation *> opsBehind(Value value, const ForwardChain &chain) {
  llvm::SetVector<Operation *> behind;
  SmallVector<Value> work = {value};
  while (!work.empty()) {
    Operation *def = work.pop_back_val().getDefiningOp();
    if (!def || !chain.opSet.contains(def) || !behind.insert(def))
      continue;
    llvm::append_range(work, def->getOperands());
  }
  return behind;
}

//===----------------------------------------------------------------------===//
// Masks
//===----------------------------------------------------------------------===//

/// What the ops before the softmax mask: the loops a mask tensor varies
/// along, and the comparisons of loop indices that mask a score.
struct MaskReading {
  LoopSet tensorMaskLoops = 0;
  /// (a, b): a score is masked where loop a's index is greater than b's.
  SmallVector<std::pair<LoopSet, LoopSet>> maskedWhereGreater;
  bool otherIndexUse = false; ///< The loop indices used some other way.
};

/// The loop `value` is the index of, through index casts.
std::optional<unsigned> indexedLoop(Value value) {
  while (Operation *def = value.getDefiningOp()) {
    if (auto index = dyn_cast<linalg::IndexOp>(def))
      return index.getDim();
    if (!isa<arith::IndexCastOp, arith::IndexCastUIOp>(def))
      return std::nullopt;
    value = def->getOperand(0);
  }
  return std::nullopt;
}

bool isFloatConstant(Value value, llvm::function_ref<bool(const APFloat &)> predicate) {
  FloatAttr attr;
  return matchPattern(value, m_Constant(&attr)) && predicate(attr.getValue());
}

bool isMaskedScore(Value value) {
  return isFloatConstant(value, [](const APFloat &v) {
    return (v.isInfinity() && v.isNegative()) ||
           (v.isFinite() && v.convertToDouble() <= kMaskedScoreAtMost);
  });
}

bool isZero(Value value) {
  return isFloatConstant(value, [](const APFloat &v) { return v.isZero(); });
}

/// `cmp` as "index a > index b" (negated: its negation), over op loops.
struct Greater {
  unsigned a, b;
  bool negated;
};

std::optional<Greater> readComparison(arith::CmpIOp cmp) {
  std::optional<unsigned> lhs = indexedLoop(cmp.getLhs()), rhs = indexedLoop(cmp.getRhs());
  if (!lhs || !rhs)
    return std::nullopt;
  using P = arith::CmpIPredicate;
  P predicate = cmp.getPredicate();
  if (predicate == P::eq || predicate == P::ne)
    return std::nullopt;
  // Signed and unsigned alike: indices are never negative. a < b is b > a,
  // a <= b is not a > b, a >= b is not b > a.
  bool less = llvm::is_contained({P::slt, P::sle, P::ult, P::ule}, predicate);
  bool orEqual = llvm::is_contained({P::sle, P::sge, P::ule, P::uge}, predicate);
  if (less != orEqual)
    std::swap(*lhs, *rhs);
  return Greater{*lhs, *rhs, orEqual};
}

/// Whether `select` masks the scores where its condition holds (true) or
/// where it does not (false): -inf against the scores (or against 0, added
/// to them).
std::optional<bool> masksWhereTrue(arith::SelectOp select, const llvm::DenseSet<Value> &scores) {
  auto isScoreOrZero = [&](Value v) { return scores.contains(v) || isZero(v); };
  if (isMaskedScore(select.getTrueValue()) && isScoreOrZero(select.getFalseValue()))
    return true;
  if (isMaskedScore(select.getFalseValue()) && isScoreOrZero(select.getTrueValue()))
    return false;
  return std::nullopt;
}

/// The body values computed from the scores (the chain's own operands).
llvm::DenseSet<Value> scoreValuesInBody(linalg::LinalgOp op, const ValueLoops &known) {
  llvm::DenseSet<Value> scores;
  for (OpOperand *in : op.getDpsInputOperands())
    if (known.count(in->get()))
      scores.insert(op.getMatchingBlockArgument(in));
  for (Operation &inner : *op.getBlock())
    if (llvm::any_of(inner.getOperands(), [&](Value v) { return scores.contains(v); }))
      for (Value r : inner.getResults())
        scores.insert(r);
  return scores;
}

/// The comparisons of loop indices in `op`'s body that mask its scores.
void readIndexMask(linalg::LinalgOp op, const ValueLoops &known, MaskReading &mask) {
  SmallVector<LoopSet> perLoop = loopsOfOpLoops(op, known);
  llvm::DenseSet<Value> scores = scoreValuesInBody(op, known);
  llvm::DenseSet<Operation *> readComparisons;
  op.getBlock()->walk([&](arith::SelectOp select) {
    auto cmp = select.getCondition().getDefiningOp<arith::CmpIOp>();
    if (!cmp)
      return;
    std::optional<Greater> greater = readComparison(cmp);
    std::optional<bool> whereTrue = masksWhereTrue(select, scores);
    if (!greater || !whereTrue || *whereTrue == greater->negated) {
      mask.otherIndexUse = true;
      return;
    }
    mask.maskedWhereGreater.push_back({perLoop[greater->a], perLoop[greater->b]});
    readComparisons.insert(cmp);
  });
  // Every index must reach only the comparisons read above.
  op.getBlock()->walk([&](linalg::IndexOp index) {
    SmallVector<Value> work = {index.getResult()};
    while (!work.empty())
      for (Operation *user : work.pop_back_val().getUsers()) {
        if (isa<arith::IndexCastOp, arith::IndexCastUIOp>(user))
          work.push_back(user->getResult(0));
        else if (!readComparisons.contains(user))
          mask.otherIndexUse = true;
      }
  });
  for (Operation *cmp : readComparisons)
    for (Operation *user : cmp->getUsers())
      if (!isa<arith::SelectOp>(user))
        mask.otherIndexUse = true;
}

MaskReading readMask(ArrayRef<Operation *> beforeSoftmax, const ValueLoops &known) {
  MaskReading mask;
  for (Operation *op : beforeSoftmax) {
    auto linalgOp = dyn_cast<linalg::LinalgOp>(op);
    if (!linalgOp)
      continue;
    SmallVector<LoopSet> perLoop = loopsOfOpLoops(linalgOp, known);
    for (OpOperand *in : linalgOp.getDpsInputOperands())
      if (!known.count(in->get()) && rankOf(in->get()) > 0)
        for (int64_t loop : loopOfDims(linalgOp.getMatchingIndexingMap(in)))
          if (loop >= 0)
            mask.tensorMaskLoops |= perLoop[loop];
    if (bodyHas<linalg::IndexOp>(op))
      readIndexMask(linalgOp, known, mask);
  }
  return mask;
}

//===----------------------------------------------------------------------===//
// The roles of QK^T's loops
//===----------------------------------------------------------------------===//

struct ScoreRoles {
  unsigned queryOperand = 0, keyOperand = 1;
  LoopSet batch = 0;   ///< None where the batch and the heads are one loop.
  LoopSet heads = 0;   ///< Head loops both Q and K have (or neither: broadcast).
  LoopSet groups = 0;  ///< Query heads per K/V head: loops of Q that K lacks.
  LoopSet query = 0;   ///< None: one query, its loop not written.
  LoopSet keys = 0;
  LoopSet headDim = 0; ///< What QK^T reduces over.
};

/// The loops each of QK^T's operands and its result index.
struct IndexedLoops {
  LoopSet a = 0, b = 0, out = 0;
};

LoopSet loopsIndexedBy(linalg::LinalgOp op, OpOperand *operand) {
  LoopSet loops = 0;
  for (int64_t loop : loopOfDims(op.getMatchingIndexingMap(operand)))
    if (loop >= 0)
      loops |= loopBit(loop);
  return loops;
}

/// Of the loops of `candidates`, the one that indexes the outermost dim of
/// `operand` (0 if none does).
LoopSet outermostOf(linalg::LinalgOp op, OpOperand *operand, LoopSet candidates) {
  for (int64_t loop : loopOfDims(op.getMatchingIndexingMap(operand)))
    if (loop >= 0 && (candidates & loopBit(loop)))
      return loopBit(loop);
  return 0;
}

/// Row loops of Q whose dim follows a head dim of Q: [.., kv_heads, group,
/// ..], what repeat_kv's layout collapses into the heads.
LoopSet groupCandidates(linalg::LinalgOp score, OpOperand *q, LoopSet rows, LoopSet heads) {
  SmallVector<int64_t> dims = loopOfDims(score.getMatchingIndexingMap(q));
  LoopSet groups = 0;
  for (size_t d = 1; d < dims.size(); ++d)
    if (dims[d] >= 0 && dims[d - 1] >= 0 && (rows & loopBit(dims[d])) &&
        (heads & loopBit(dims[d - 1])))
      groups |= loopBit(dims[d]);
  return groups;
}

/// Per dim of an operand that is its own (not in `shared`), the shared loops
/// of the dims around it: where it sits among the dims Q and K both have.
using Slot = std::pair<int64_t, int64_t>;

llvm::DenseMap<int64_t, Slot> slotsOf(linalg::LinalgOp op, OpOperand *operand, LoopSet shared) {
  SmallVector<int64_t> dims = loopOfDims(op.getMatchingIndexingMap(operand));
  auto isShared = [&](int64_t loop) { return loop >= 0 && (shared & loopBit(loop)); };
  llvm::DenseMap<int64_t, Slot> slots;
  for (size_t d = 0; d < dims.size(); ++d) {
    if (dims[d] < 0 || isShared(dims[d]))
      continue;
    int64_t before = -1, after = -1;
    for (size_t e = d; e-- > 0;)
      if (isShared(dims[e])) {
        before = dims[e];
        break;
      }
    for (size_t e = d + 1; e < dims.size(); ++e)
      if (isShared(dims[e])) {
        after = dims[e];
        break;
      }
    slots[dims[d]] = {before, after};
  }
  return slots;
}

/// Row loops of Q that sit where K has its keys: Q [b, kv, i, d] against
/// K [b, kv, j, d], or [b, i, kv, g, d] against [b, j, kv, d].
LoopSet rowsWhereKeysAre(linalg::LinalgOp score, OpOperand *q, OpOperand *k, LoopSet rows,
                         LoopSet keys) {
  LoopSet shared = loopsIndexedBy(score, q) & loopsIndexedBy(score, k);
  llvm::DenseMap<int64_t, Slot> querySlots = slotsOf(score, q, shared);
  llvm::DenseMap<int64_t, Slot> keySlots = slotsOf(score, k, shared);
  LoopSet found = 0;
  for (auto [row, slot] : querySlots)
    if ((rows & loopBit(row)) && llvm::any_of(keySlots, [&](auto key) {
          return (keys & loopBit(key.first)) && key.second == slot;
        }))
      found |= loopBit(row);
  return found;
}

/// The row loop a causal-looking comparison sets against the keys.
LoopSet queryByMask(const MaskReading &mask, LoopSet keys, LoopSet rows) {
  for (auto [greater, lesser] : mask.maskedWhereGreater)
    if (greater == keys && isSingleLoop(lesser) && containsAll(rows, lesser))
      return lesser;
  return 0;
}

FailureOr<ScoreRoles> readRoles(linalg::LinalgOp score, LoopSet over, const MaskReading &mask,
                                std::string &why) {
  OpOperand *operands[2] = {score.getDpsInputOperand(0), score.getDpsInputOperand(1)};
  IndexedLoops idx{loopsIndexedBy(score, operands[0]), loopsIndexedBy(score, operands[1]),
                   loopsIndexedBy(score, score.getDpsInitOperand(0))};
  LoopSet batchLike = (idx.a & idx.b & idx.out) | (idx.out & ~idx.a & ~idx.b);
  LoopSet onlyA = idx.a & idx.out & ~idx.b, onlyB = idx.b & idx.out & ~idx.a;
  ScoreRoles roles;
  if (over == 0) {
    why = "its softmax normalizes over no loop of QK^T";
    return failure();
  }
  if (over & batchLike) {
    why = "its softmax normalizes over the batch or the heads, not over the keys";
    return failure();
  }
  bool keysInB = containsAll(onlyB, over), keysInA = containsAll(onlyA, over);
  if (!keysInA && !keysInB) {
    why = "its softmax normalizes over loops of both operands of QK^T";
    return failure();
  }
  roles.keyOperand = keysInB ? 1 : 0;
  roles.queryOperand = 1 - roles.keyOperand;
  LoopSet keySide = keysInB ? onlyB : onlyA, rows = keysInB ? onlyA : onlyB;
  if (over != keySide) {
    why = "its softmax normalizes over some, not all, of the loops that one operand of QK^T "
          "alone has (the keys are all of K's)";
    return failure();
  }
  roles.keys = over;
  roles.headDim = idx.a & idx.b & ~idx.out;
  // The batch is the outermost of the scores' batch-like loops; the rest
  // are heads. One such loop alone is the heads (batch and heads merged).
  roles.batch = llvm::popcount(batchLike) >= 2
                    ? outermostOf(score, score.getDpsInitOperand(0), batchLike)
                    : 0;
  roles.heads = batchLike & ~roles.batch;
  if (llvm::popcount(rows) <= 1) {
    roles.query = rows;
    return roles;
  }
  // Several: the query sits where K has its keys; of several there, the
  // ones right after a head dim are groups; else a causal mask tells.
  OpOperand *q = operands[roles.queryOperand], *k = operands[roles.keyOperand];
  LoopSet query = rowsWhereKeysAre(score, q, k, rows, roles.keys);
  if (!isSingleLoop(query))
    query = (query ? query : rows) & ~groupCandidates(score, q, rows, roles.heads);
  if (!isSingleLoop(query))
    query = queryByMask(mask, roles.keys, rows);
  if (!query) {
    why = llvm::formatv("it cannot be told which of the {0} loops that Q has and K lacks is "
                        "the query",
                        llvm::popcount(rows))
              .str();
    return failure();
  }
  roles.query = query;
  roles.groups = rows & ~query;
  return roles;
}

//===----------------------------------------------------------------------===//
// The products of the probabilities
//===----------------------------------------------------------------------===//

enum class ProductUse { Context, ValueGrad, Other };

/// How `product` uses the probabilities it reads through `probs`: as PV
/// (reducing over exactly the keys, the queries and heads kept, V without
/// the queries) or as the backward's dV = P^T dO (reducing over the queries,
/// keeping the keys).
ProductUse useOfProbabilities(linalg::LinalgOp product, OpOperand *probs,
                              const ValueLoops &known, const ScoreRoles &roles) {
  SmallVector<LoopSet> perLoop(product.getNumLoops(), 0);
  DimLoops probDims = loopsOfValue(known, probs->get());
  for (auto [dim, loop] : llvm::enumerate(loopOfDims(product.getMatchingIndexingMap(probs))))
    if (loop >= 0)
      perLoop[loop] |= probDims[dim];
  OpOperand *other = product.getDpsInputOperand(probs->getOperandNumber() == 0 ? 1 : 0);
  SmallVector<bool> inOther = indexesLoop(product, other);
  SmallVector<bool> inProbs = indexesLoop(product, probs);
  LoopSet reduced = 0, kept = 0;
  bool reducesOtherLoop = false, queryInOther = false, writesRepeats = false;
  for (auto [loop, type] : llvm::enumerate(product.getIteratorTypesArray())) {
    bool reduction = type == utils::IteratorType::reduction;
    if (reduction && perLoop[loop] == 0)
      reducesOtherLoop = true;
    (reduction ? reduced : kept) |= perLoop[loop];
    queryInOther |= inOther[loop] && (perLoop[loop] & roles.query);
    writesRepeats |= !inOther[loop] && !inProbs[loop];
  }
  if (reducesOtherLoop || writesRepeats)
    return ProductUse::Other;
  if (reduced == roles.keys && !(kept & roles.keys) && !queryInOther)
    return ProductUse::Context;
  if (roles.query && containsAll(reduced, roles.query) &&
      containsAll(roles.query | roles.groups, reduced) && containsAll(kept, roles.keys))
    return ProductUse::ValueGrad;
  return ProductUse::Other;
}

//===----------------------------------------------------------------------===//
// K and V repeated over the heads
//===----------------------------------------------------------------------===//

/// How often each dim of a product's operand repeats what the value it is
/// broadcast from holds, through reshapes; and the ops on the way.
struct Repeats {
  SmallVector<int64_t> perDim;
  SmallVector<Operation *> ops;
};

/// Which dims of the operand each dim of `source` is part of (-1: several).
using DimOwners = SmallVector<int64_t>;

DimOwners ownersThroughCollapse(tensor::CollapseShapeOp collapse, const DimOwners &owners) {
  DimOwners source(rankOf(collapse.getSrc()), -1);
  for (auto [result, group] : llvm::enumerate(collapse.getReassociationIndices()))
    for (int64_t d : group)
      source[d] = owners[result];
  return source;
}

DimOwners ownersThroughExpand(tensor::ExpandShapeOp expand, const DimOwners &owners) {
  DimOwners source;
  for (const ReassociationIndices &group : expand.getReassociationIndices()) {
    int64_t owner = owners[group.front()];
    for (int64_t d : group)
      if (owners[d] != owner)
        owner = -1;
    source.push_back(owner);
  }
  return source;
}

/// Records the broadcast dims' extents on the operand dims they belong to.
DimOwners ownersThroughBroadcast(linalg::BroadcastOp broadcast, const DimOwners &owners,
                                 Repeats &repeats) {
  auto type = cast<ShapedType>(broadcast.getInit().getType());
  ArrayRef<int64_t> added = broadcast.getDimensions();
  DimOwners source;
  for (int64_t d = 0; d < type.getRank(); ++d) {
    if (!llvm::is_contained(added, d)) {
      source.push_back(owners[d]);
      continue;
    }
    if (owners[d] >= 0 && !type.isDynamicDim(d))
      repeats.perDim[owners[d]] *= std::max<int64_t>(1, type.getDimSize(d));
  }
  return source;
}

Repeats traceRepeats(Value operand) {
  Repeats repeats;
  int64_t rank = rankOf(operand);
  repeats.perDim.assign(rank, 1);
  DimOwners owners;
  for (int64_t d = 0; d < rank; ++d)
    owners.push_back(d);
  Value value = operand;
  for (int step = 0; step < 16; ++step) {
    Operation *def = value.getDefiningOp();
    if (auto collapse = dyn_cast_or_null<tensor::CollapseShapeOp>(def)) {
      owners = ownersThroughCollapse(collapse, owners);
      value = collapse.getSrc();
    } else if (auto expand = dyn_cast_or_null<tensor::ExpandShapeOp>(def)) {
      owners = ownersThroughExpand(expand, owners);
      value = expand.getSrc();
    } else if (auto broadcast = dyn_cast_or_null<linalg::BroadcastOp>(def)) {
      owners = ownersThroughBroadcast(broadcast, owners, repeats);
      value = broadcast.getInput();
    } else {
      break;
    }
    repeats.ops.push_back(def);
  }
  return repeats;
}

/// The repeat factor of the operand dims whose loops are in `loops`.
int64_t repeatAlong(linalg::LinalgOp op, OpOperand *operand, const Repeats &repeats,
                    llvm::function_ref<bool(int64_t loop)> inLoops) {
  double factor = 1;
  for (auto [dim, loop] : llvm::enumerate(loopOfDims(op.getMatchingIndexingMap(operand))))
    if (loop >= 0 && inLoops(loop))
      factor *= double(repeats.perDim[dim]);
  return factor < double(int64_t(1) << 62) ? int64_t(factor) : int64_t(1) << 62;
}

//===----------------------------------------------------------------------===//
// The matcher
//===----------------------------------------------------------------------===//

class Matcher {
public:
  Matcher(const AttentionExtractionOptions &options, llvm::DenseSet<Operation *> &claimed)
      : options(options), claimed(claimed) {}

  std::optional<AttentionMatch> match(linalg::LinalgOp score);

private:
  /// What the forward chain of a score is, once its softmax and PV are found.
  struct Forward {
    ForwardChain chain;
    Softmax softmax;
    llvm::SetVector<Value> probs;
    linalg::LinalgOp context;
    OpOperand *contextProbs = nullptr;
    SmallVector<Operation *> valueGrads;
  };

  std::optional<AttentionMatch> reject(Operation *score, const Twine &why) const;
  /// The first softmax of the chain whose probabilities a product reads.
  bool findReadSoftmax(linalg::LinalgOp score, Forward &f) const;
  /// Reads the chain's products; fails with a reason.
  LogicalResult readProducts(Forward &f, const ScoreRoles &roles, std::string &why) const;
  LogicalResult readProblem(AttentionMatch &m, const Forward &f, const ScoreRoles &roles,
                            const MaskReading &mask, std::string &why) const;
  LogicalResult readHeads(AttentionMatch &m, const Forward &f, const ScoreRoles &roles,
                          ArrayRef<int64_t> sizes, std::string &why) const;
  void matchBackward(AttentionMatch &m, const Forward &f, const ScoreRoles &roles);
  void absorbGroupSums(AttentionMatch &m);
  void absorb(AttentionMatch &m, Operation *op) const {
    if (!op || llvm::is_contained(m.ops, op))
      return;
    m.ops.push_back(op);
    if (isProduct(op))
      if (Operation *fill = accumulatorFill(op))
        m.ops.push_back(fill);
  }

  const AttentionExtractionOptions &options;
  llvm::DenseSet<Operation *> &claimed;
};

std::optional<AttentionMatch> Matcher::reject(Operation *score, const Twine &why) const {
  LDBG() << "not attention at " << score->getLoc() << ": " << why;
  DimtuneRemark(score->getLoc(), RemarkKind::Missed, "extraction", "AttentionNotFused")
      << "an attention chain was found here but left to the GEMM view: " << why;
  return std::nullopt;
}

LogicalResult Matcher::readProducts(Forward &f, const ScoreRoles &roles, std::string &why) const {
  unsigned contexts = 0, others = 0;
  for (Value value : f.probs)
    for (OpOperand &use : value.getUses()) {
      auto product = dyn_cast<linalg::LinalgOp>(use.getOwner());
      if (!product || !isProduct(product) || claimed.contains(product) ||
          !product.isDpsInput(&use))
        continue;
      switch (useOfProbabilities(product, &use, f.chain.loops, roles)) {
      case ProductUse::Context:
        ++contexts;
        f.context = product;
        f.contextProbs = &use;
        break;
      case ProductUse::ValueGrad:
        f.valueGrads.push_back(product);
        break;
      case ProductUse::Other:
        ++others;
        break;
      }
    }
  if (contexts == 0)
    why = "no product reduces its probabilities over the loop its softmax normalizes over";
  else if (contexts > 1)
    why = llvm::formatv("its probabilities feed {0} products over the keys (P V and another): "
                        "a fused kernel writes one",
                        contexts)
              .str();
  else if (others)
    why = "its probabilities also feed a product that is neither P V nor the backward's "
          "P^T dO (which reduces over the queries)";
  return success(contexts == 1 && others == 0);
}

LogicalResult Matcher::readHeads(AttentionMatch &m, const Forward &f, const ScoreRoles &roles,
                                 ArrayRef<int64_t> sizes, std::string &why) const {
  auto score = cast<linalg::LinalgOp>(m.score);
  AttentionProblem &p = m.problem;
  // K: the head loops it has (it is broadcast along those it lacks), less
  // what a broadcast along them repeats.
  OpOperand *key = score.getDpsInputOperand(roles.keyOperand);
  LoopSet keyLoops = loopsIndexedBy(score, key);
  Repeats keyRepeats = traceRepeats(key->get());
  auto isHead = [&](int64_t loop) { return bool(roles.heads & loopBit(loop)); };
  auto isBatch = [&](int64_t loop) { return bool(roles.batch & loopBit(loop)); };
  int64_t keyHeads = extentOf(sizes, roles.heads & keyLoops);
  int64_t keyRepeat = repeatAlong(score, key, keyRepeats, isHead);
  if (keyRepeat <= 0 || keyHeads % keyRepeat != 0) {
    why = "its K is repeated over the heads by a factor that does not divide them";
    return failure();
  }
  p.heads = extentOf(sizes, roles.heads) * extentOf(sizes, roles.groups);
  p.kvHeads = keyHeads / keyRepeat;
  // V: the head loops PV has of it (groups where V has them), less its repeats.
  linalg::LinalgOp context = f.context;
  OpOperand *value = context.getDpsInputOperand(f.contextProbs->getOperandNumber() == 0 ? 1 : 0);
  Repeats valueRepeats = traceRepeats(value->get());
  SmallVector<LoopSet> perLoop(context.getNumLoops(), 0);
  DimLoops probDims = loopsOfValue(f.chain.loops, f.contextProbs->get());
  for (auto [dim, loop] :
       llvm::enumerate(loopOfDims(context.getMatchingIndexingMap(f.contextProbs))))
    if (loop >= 0)
      perLoop[loop] |= probDims[dim];
  FailureOr<SmallVector<int64_t>> contextSizes = loopExtents(context, options.assumeDim);
  // V's heads: its dims along heads and groups (and the batch, where a
  // reshape merged it with the heads), less its repeats.
  LoopSet batchAndHeads = roles.batch | roles.heads | roles.groups;
  auto isValueHead = [&](int64_t loop) {
    return (perLoop[loop] & (roles.heads | roles.groups)) &&
           containsAll(batchAndHeads, perLoop[loop]);
  };
  double valueHeads = 1;
  bool mergedBatch = false;
  for (int64_t loop : loopOfDims(context.getMatchingIndexingMap(value)))
    if (loop >= 0 && isValueHead(loop)) {
      valueHeads *= double((*contextSizes)[loop]);
      mergedBatch |= bool(perLoop[loop] & roles.batch);
    }
  if (mergedBatch)
    valueHeads /= double(p.batch);
  int64_t valueRepeat = repeatAlong(context, value, valueRepeats, isValueHead);
  if (valueRepeat <= 0 || double(p.kvHeads) * double(valueRepeat) != valueHeads) {
    why = llvm::formatv("its K has {0} heads and its V {1}", p.kvHeads,
                        int64_t(valueHeads / std::max<int64_t>(valueRepeat, 1)))
              .str();
    return failure();
  }
  // A broadcast along the batch (explicit, or K without the batch loop) is
  // no grouping.
  bool keyLacksBatch = roles.batch && !(keyLoops & roles.batch);
  bool broadcastAlongBatch =
      keyLacksBatch || repeatAlong(score, key, keyRepeats, isBatch) > 1 ||
      repeatAlong(context, value, valueRepeats,
                  [&](int64_t loop) { return roles.batch && perLoop[loop] == roles.batch; }) > 1;
  if (broadcastAlongBatch)
    DimtuneRemark(m.score->getLoc(), RemarkKind::Missed, "extraction", "AttentionNotGrouped")
        << "the attention chain's K/V are broadcast along the batch, not along a group of "
           "heads: read with as many K/V heads as the broadcast leaves ("
        << p.kvHeads << ")";
  for (Operation *op : keyRepeats.ops)
    absorb(m, op);
  for (Operation *op : valueRepeats.ops)
    absorb(m, op);
  return success();
}

LogicalResult Matcher::readProblem(AttentionMatch &m, const Forward &f, const ScoreRoles &roles,
                                   const MaskReading &mask, std::string &why) const {
  auto score = cast<linalg::LinalgOp>(m.score);
  FailureOr<SmallVector<int64_t>> s = loopExtents(score, options.assumeDim);
  FailureOr<SmallVector<int64_t>> c = loopExtents(f.context, options.assumeDim);
  if (failed(s) || failed(c)) {
    why = options.offersAssumeDim ? "dynamic sizes (pass assume-dim=N to read them at N)"
                                  : "dynamic sizes";
    return failure();
  }
  Type element =
      getElementTypeOrSelf(score.getDpsInputOperand(roles.queryOperand)->get().getType());
  std::optional<ElementType> type = elementTypeFor(element);
  if (!type || *type == ElementType::I32 || *type == ElementType::I64) {
    why = "its element type is not modelled";
    return failure();
  }
  AttentionProblem &p = m.problem;
  p.type = *type;
  p.batch = roles.batch ? extentOf(*s, roles.batch) : 1;
  p.qLen = extentOf(*s, roles.query);
  p.kvLen = extentOf(*s, roles.keys);
  p.headDim = extentOf(*s, roles.headDim);
  // PV: what it reduces must be the keys; what only V and O index, V's head dim.
  linalg::LinalgOp context = f.context;
  SmallVector<bool> inProbs = indexesLoop(context, f.contextProbs);
  SmallVector<bool> inOut = indexesLoop(context, context.getDpsInitOperand(0));
  double reduced = 1, valueDim = 1;
  for (auto [loop, type] : llvm::enumerate(context.getIteratorTypesArray())) {
    if (type == utils::IteratorType::reduction)
      reduced *= double((*c)[loop]);
    else if (inOut[loop] && !inProbs[loop])
      valueDim *= double((*c)[loop]);
  }
  if (reduced != double(p.kvLen)) {
    why = llvm::formatv("PV reduces over {0} keys where QK^T has {1}", int64_t(reduced), p.kvLen)
              .str();
    return failure();
  }
  p.vHeadDim = valueDim < double(int64_t(1) << 62) ? int64_t(valueDim) : int64_t(1) << 62;
  if (double(extentOf(*s, roles.heads)) * double(extentOf(*s, roles.groups)) >=
      double(int64_t(1) << 31)) {
    why = "sizes beyond what the model takes";
    return failure();
  }
  if (failed(readHeads(m, f, roles, *s, why)))
    return failure();
  if (p.kvHeads <= 0 || p.heads % p.kvHeads != 0) {
    why = "its K/V heads do not divide its query heads";
    return failure();
  }
  if (!attentionExtentsModelled(p)) {
    why = "sizes beyond what the model takes";
    return failure();
  }
  // The mask: causal only as key > query masked; else explicit.
  LoopSet scoreRows = roles.query | roles.groups | roles.keys;
  p.explicitMask = mask.tensorMaskLoops & scoreRows;
  bool causal = !mask.maskedWhereGreater.empty() && !mask.otherIndexUse && roles.query &&
                isSingleLoop(roles.keys) &&
                llvm::all_of(mask.maskedWhereGreater, [&](auto compared) {
                  return compared.first == roles.keys && compared.second == roles.query;
                });
  bool indexMask = !mask.maskedWhereGreater.empty() || mask.otherIndexUse;
  if (indexMask && !causal) {
    p.explicitMask = true;
    DimtuneRemark(m.score->getLoc(), RemarkKind::Missed, "extraction", "AttentionMaskNotCausal")
        << "the attention chain's mask compares loop indices other than as key > query: "
           "priced as an explicit mask";
  }
  p.causal = causal && !p.explicitMask;
  p.site.loc = formatLocation(m.score->getLoc());
  if (auto role = m.score->getAttrOfType<StringAttr>("dimtune.role"))
    p.site.role = role.getValue().str();
  return success();
}

bool Matcher::findReadSoftmax(linalg::LinalgOp score, Forward &f) const {
  for (const Softmax &softmax : findSoftmaxes(f.chain)) {
    llvm::SetVector<Value> probs = probabilityValues(softmax.probs, f.chain);
    bool read = llvm::any_of(probs, [&](Value v) {
      return llvm::any_of(v.getUsers(), [&](Operation *user) {
        return isProduct(user) && user != score && !claimed.contains(user);
      });
    });
    if (read) {
      f.softmax = softmax;
      f.probs = std::move(probs);
      return true;
    }
  }
  return false;
}

std::optional<AttentionMatch> Matcher::match(linalg::LinalgOp score) {
  if (score.getNumLoops() > kMostScoreLoops)
    return std::nullopt;
  Forward f;
  f.chain = walkForward(score, kMostChainOps);
  if (!findReadSoftmax(score, f)) {
    Forward further;
    further.chain = walkForward(score, kMostOpsSearched);
    if (f.chain.truncated && findReadSoftmax(score, further))
      return reject(score, llvm::formatv("it breaks off: more than {0} ops follow QK^T before "
                                         "a product reads its softmax",
                                         kMostChainOps)
                               .str());
    return std::nullopt;
  }
  llvm::SetVector<Operation *> beforeSoftmax = opsBehind(f.softmax.probs, f.chain);
  MaskReading mask = readMask(beforeSoftmax.getArrayRef(), f.chain.loops);
  std::string why;
  FailureOr<ScoreRoles> roles = readRoles(score, f.softmax.over, mask, why);
  if (failed(roles))
    return reject(score, why);
  if (failed(readProducts(f, *roles, why)))
    return reject(score, why);
  AttentionMatch m;
  m.score = score;
  m.context = f.context;
  if (failed(readProblem(m, f, *roles, mask, why)))
    return reject(score, why);
  absorb(m, score);
  absorb(m, f.context);
  for (Operation *op : opsBehind(f.contextProbs->get(), f.chain))
    absorb(m, op);
  matchBackward(m, f, *roles);
  LDBG() << "attention " << formatAttentionShape(m.problem) << " at " << score->getLoc() << ", "
         << m.ops.size() << " ops";
  return m;
}

//===----------------------------------------------------------------------===//
// The backward
//===----------------------------------------------------------------------===//

/// The score loops a product's loops run over, from an operand whose dims
/// are known; what it reduces over.
LoopSet reducedScoreLoops(linalg::LinalgOp product, OpOperand *operand, const ValueLoops &known) {
  SmallVector<LoopSet> perLoop(product.getNumLoops(), 0);
  DimLoops dims = loopsOfValue(known, operand->get());
  for (auto [dim, loop] : llvm::enumerate(loopOfDims(product.getMatchingIndexingMap(operand))))
    if (loop >= 0)
      perLoop[loop] |= dims[dim];
  LoopSet reduced = 0;
  for (auto [loop, type] : llvm::enumerate(product.getIteratorTypesArray()))
    if (type == utils::IteratorType::reduction)
      reduced |= perLoop[loop];
  return reduced;
}

/// The score loops `op`'s operand `operand` runs over, from op's other operands.
LoopSet loopsOfOperand(linalg::LinalgOp op, OpOperand *operand, const ValueLoops &known) {
  SmallVector<LoopSet> perLoop = loopsOfOpLoops(op, known);
  LoopSet loops = 0;
  for (int64_t loop : loopOfDims(op.getMatchingIndexingMap(operand)))
    if (loop >= 0)
      loops |= perLoop[loop];
  return loops;
}

void Matcher::matchBackward(AttentionMatch &m, const Forward &f, const ScoreRoles &roles) {
  // dV = P^T dO: the products that reduce the probabilities over the queries.
  for (Operation *op : f.valueGrads) {
    absorb(m, op);
    m.problem.hasBackward = true;
  }
  // The softmax's backward: dS = P * (dP - sum_j P dP), from P and dP.
  llvm::SetVector<Operation *> ops;
  SmallVector<Value> work(f.probs.begin(), f.probs.end());
  Block *block = m.score->getBlock();
  while (!work.empty() && ops.size() < kMostBackwardOps)
    for (Operation *user : work.pop_back_val().getUsers())
      if (!f.chain.opSet.contains(user) && user->getBlock() == block && isBackwardChainOp(user) &&
          ops.insert(user))
        llvm::append_range(work, user->getResults());
  SmallVector<Operation *> ordered = ops.takeVector();
  llvm::sort(ordered, [](Operation *a, Operation *b) { return a->isBeforeInBlock(b); });
  ValueLoops known = f.chain.loops;
  for (Operation *op : ordered)
    propagateLoops(op, known);
  // Of those, the ops computed from dP = dO V^T (a product with the scores'
  // loops, read beside P); dQ = dS K reduces over the keys, dK = dS^T Q
  // over the queries.
  LoopSet scoreLoops = roles.keys | roles.query;
  llvm::DenseSet<Value> gradients;
  for (Operation *op : ordered) {
    auto linalgOp = dyn_cast<linalg::LinalgOp>(op);
    for (OpOperand &in : op->getOpOperands())
      if (Operation *def = in.get().getDefiningOp();
          linalgOp && def && def != m.score && def != m.context && isProduct(def) &&
          !claimed.contains(def) && !known.count(in.get()) &&
          containsAll(loopsOfOperand(linalgOp, &in, known), scoreLoops)) {
        absorb(m, def);
        gradients.insert(in.get());
      }
    if (!llvm::any_of(op->getOperands(), [&](Value v) { return gradients.contains(v); }))
      continue;
    absorb(m, op);
    for (Value result : op->getResults()) {
      gradients.insert(result);
      for (OpOperand &use : result.getUses()) {
        auto product = dyn_cast<linalg::LinalgOp>(use.getOwner());
        if (!product || !isProduct(product) || claimed.contains(product) ||
            !product.isDpsInput(&use))
          continue;
        LoopSet reduced = reducedScoreLoops(product, &use, known);
        bool dQ = reduced == roles.keys;
        bool dK = roles.query && containsAll(reduced, roles.query) &&
                  containsAll(roles.query | roles.groups, reduced);
        if (dQ || dK) {
          absorb(m, product);
          m.problem.hasBackward = true;
        }
      }
    }
  }
  absorbGroupSums(m);
}

/// Grouped-query: dK and dV summed over each group (a reshape, a reduction).
void Matcher::absorbGroupSums(AttentionMatch &m) {
  for (Operation *op : llvm::to_vector(m.ops)) {
    if (!isProduct(op) || op == m.score || op == m.context)
      continue;
    for (Operation *user : op->getResult(0).getUsers())
      if (auto expand = dyn_cast<tensor::ExpandShapeOp>(user))
        for (Operation *reduce : expand->getResult(0).getUsers())
          if (auto reduction = dyn_cast<linalg::ReduceOp>(reduce)) {
            absorb(m, expand);
            absorb(m, reduce);
            if (auto fill = reduction.getInits()[0].getDefiningOp<linalg::FillOp>())
              absorb(m, fill);
          }
  }
}

} // namespace

SmallVector<AttentionMatch> findAttention(Operation *root,
                                          const AttentionExtractionOptions &options) {
  SmallVector<AttentionMatch> matches;
  llvm::DenseSet<Operation *> claimed;
  SmallVector<linalg::LinalgOp> products;
  root->walk([&](Operation *op) {
    if (!isProduct(op))
      return;
    // Eager attention's products are GEMMs as eager PyTorch runs them: claimed
    // up front, so that no chain (theirs or another's backward) takes them in.
    if (op->hasAttr(kEagerAttentionAttr)) {
      claimed.insert(op);
      DimtuneRemark(op->getLoc(), RemarkKind::Missed, "extraction", "EagerAttention")
          << "a product of eager attention (" << kEagerAttentionAttr
          << "): priced as a GEMM, as eager PyTorch runs it, never fused into an attention "
             "kernel";
      return;
    }
    products.push_back(cast<linalg::LinalgOp>(op));
  });
  Matcher matcher(options, claimed);
  for (linalg::LinalgOp op : products) {
    if (claimed.contains(op))
      continue;
    std::optional<AttentionMatch> m = matcher.match(op);
    if (!m)
      continue;
    for (Operation *absorbed : m->ops)
      claimed.insert(absorbed);
    matches.push_back(std::move(*m));
  }
  return matches;
}

} // namespace dimtune
