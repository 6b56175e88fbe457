//===- AttentionExtraction.cpp - Find attention chains in IR --------------===//

#include "dimtune/Analysis/AttentionExtraction.h"
#include "dimtune/Analysis/Remarks.h"

#include "dimtune/Analysis/GemmExtraction.h"

#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Linalg/IR/LinalgInterfaces.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/Diagnostics.h"

#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/SetVector.h"
#include "llvm/Support/FormatVariadic.h"

using namespace mlir;

namespace dimtune {
namespace {

/// Ops a forward or backward softmax chain is made of between contractions.
constexpr unsigned kMostChainOps = 16;

/// A matrix product: a contraction with rows and columns (a row-wise dot
/// product, as the softmax's backward forms sum(P dP), is not one).
bool isContraction(Operation *op) {
  auto linalgOp = dyn_cast<linalg::LinalgOp>(op);
  if (!linalgOp || !isGemmLike(op) || !linalgOp.hasPureTensorSemantics())
    return false;
  FailureOr<linalg::ContractionDimensions> dims = linalg::inferContractionDims(linalgOp);
  return succeeded(dims) && !dims->m.empty() && !dims->n.empty();
}

/// Elementwise, reduction, softmax and reshape ops: what sits between the
/// two products of attention and in the softmax's backward.
bool isChainOp(Operation *op) {
  if (isa<linalg::SoftmaxOp, tensor::ExpandShapeOp, tensor::CollapseShapeOp>(op))
    return true;
  auto linalgOp = dyn_cast<linalg::LinalgOp>(op);
  return linalgOp && linalgOp.hasPureTensorSemantics() && !isContraction(op) &&
         !isa<linalg::FillOp>(op);
}

bool hasExp(Operation *op) {
  if (isa<linalg::SoftmaxOp>(op))
    return true;
  bool found = false;
  op->walk([&](math::ExpOp) { found = true; });
  return found;
}

/// A mask computed from the loop indices: linalg.index compared.
bool isIndexMask(Operation *op) {
  int indices = 0, compares = 0;
  op->walk([&](Operation *inner) {
    indices += isa<linalg::IndexOp>(inner);
    compares += isa<arith::CmpIOp>(inner);
  });
  return indices >= 2 && compares >= 1;
}

/// The fill a contraction's accumulator comes from, if only it reads it.
Operation *accumulatorFill(Operation *contraction) {
  auto linalgOp = cast<linalg::LinalgOp>(contraction);
  Operation *fill = linalgOp.getDpsInitOperand(0)->get().getDefiningOp();
  if (fill && isa<linalg::FillOp>(fill) && fill->hasOneUse())
    return fill;
  return nullptr;
}

/// Walks back from K (or V) through reshapes and broadcasts: the factor by
/// which they repeat it over the query heads, and the ops on the way.
int64_t repeatFactor(Value value, SmallVectorImpl<Operation *> &ops) {
  int64_t factor = 1;
  for (int guard = 0; guard < 8; ++guard) {
    Operation *def = value.getDefiningOp();
    if (!def)
      break;
    if (auto collapse = dyn_cast<tensor::CollapseShapeOp>(def)) {
      ops.push_back(def);
      value = collapse.getSrc();
      continue;
    }
    if (auto expand = dyn_cast<tensor::ExpandShapeOp>(def)) {
      ops.push_back(def);
      value = expand.getSrc();
      continue;
    }
    if (auto broadcast = dyn_cast<linalg::BroadcastOp>(def)) {
      auto type = cast<ShapedType>(broadcast.getInit().getType());
      for (int64_t d : broadcast.getDimensions())
        factor *= type.getDimSize(d);
      ops.push_back(def);
      value = broadcast.getInput();
      continue;
    }
    break;
  }
  return factor;
}

/// The loops of a contraction: batch, M, N, K as linalg infers them.
struct Loops {
  SmallVector<int64_t> sizes;
  linalg::ContractionDimensions dims;
};

FailureOr<Loops> loopsOf(Operation *op, int64_t assumeDim) {
  auto linalgOp = cast<linalg::LinalgOp>(op);
  FailureOr<linalg::ContractionDimensions> dims = linalg::inferContractionDims(linalgOp);
  if (failed(dims))
    return failure();
  Loops l{linalgOp.getStaticLoopRanges(), *dims};
  for (int64_t &s : l.sizes)
    if (ShapedType::isDynamic(s)) {
      if (assumeDim <= 0)
        return failure();
      s = assumeDim;
    }
  return l;
}

/// The loops' extents multiplied, saturating at 2^62 (checked below).
int64_t product(const Loops &l, ArrayRef<unsigned> loops) {
  double n = 1;
  for (unsigned d : loops)
    n *= double(l.sizes[d]);
  return n < double(int64_t(1) << 62) ? int64_t(n) : int64_t(1) << 62;
}

class Matcher {
public:
  Matcher(const AttentionExtractionOptions &options, llvm::DenseSet<Operation *> &claimed)
      : options(options), claimed(claimed) {}

  std::optional<AttentionMatch> match(Operation *score);

private:
  /// The forward chain from the scores: ops whose inputs come only from it,
  /// constants and arguments (not from another product, as dP does).
  void walkForward(Operation *score, llvm::SetVector<Operation *> &chain,
                   llvm::DenseSet<Value> &values);
  void matchBackward(AttentionMatch &m, Value probs, const llvm::SetVector<Operation *> &forward);
  void absorb(AttentionMatch &m, Operation *op) {
    if (!op || llvm::is_contained(m.ops, op))
      return;
    m.ops.push_back(op);
    if (isContraction(op))
      if (Operation *fill = accumulatorFill(op))
        m.ops.push_back(fill);
  }

  const AttentionExtractionOptions &options;
  llvm::DenseSet<Operation *> &claimed;
};

void Matcher::walkForward(Operation *score, llvm::SetVector<Operation *> &chain,
                          llvm::DenseSet<Value> &values) {
  SmallVector<Value> work = {score->getResult(0)};
  values.insert(score->getResult(0));
  while (!work.empty() && chain.size() < kMostChainOps) {
    Value v = work.pop_back_val();
    for (Operation *user : v.getUsers()) {
      if (!isChainOp(user) || chain.contains(user))
        continue;
      // dP (another product) entering means the backward has begun.
      bool fromOtherProduct = llvm::any_of(user->getOperands(), [&](Value in) {
        Operation *def = in.getDefiningOp();
        return def && def != score && isContraction(def) && !values.contains(in);
      });
      if (fromOtherProduct)
        continue;
      chain.insert(user);
      for (Value r : user->getResults())
        if (values.insert(r).second)
          work.push_back(r);
    }
  }
}

void Matcher::matchBackward(AttentionMatch &m, Value probs,
                            const llvm::SetVector<Operation *> &forward) {
  llvm::DenseSet<Value> grads; // dS and what the softmax's backward forms
  SmallVector<Operation *> chainOps;
  for (Operation *user : probs.getUsers()) {
    if (user == m.context || forward.contains(user))
      continue;
    if (isContraction(user)) { // dV = P^T dO
      absorb(m, user);
      continue;
    }
    if (isChainOp(user))
      chainOps.push_back(user);
  }
  llvm::SetVector<Operation *> visited;
  while (!chainOps.empty() && visited.size() < kMostChainOps) {
    Operation *op = chainOps.pop_back_val();
    if (!visited.insert(op))
      continue;
    absorb(m, op);
    // dP = dO V^T: the product among the softmax backward's inputs.
    for (Value in : op->getOperands())
      if (Operation *def = in.getDefiningOp(); def && isContraction(def) && def != m.score &&
                                               def != m.context && !grads.contains(in))
        absorb(m, def);
    for (Value r : op->getResults()) {
      grads.insert(r);
      for (Operation *user : r.getUsers()) {
        if (isContraction(user)) // dQ = dS K, dK = dS^T Q
          absorb(m, user);
        else if (isChainOp(user))
          chainOps.push_back(user);
      }
    }
  }
  // Grouped-query: dK and dV summed over each group (a reshape, a reduction).
  for (Operation *op : llvm::to_vector(m.ops)) {
    if (!isContraction(op) || op == m.score || op == m.context)
      continue;
    m.problem.hasBackward = true;
    for (Operation *user : op->getResult(0).getUsers())
      if (auto expand = dyn_cast<tensor::ExpandShapeOp>(user))
        for (Operation *reduce : expand->getResult(0).getUsers())
          if (isa<linalg::ReduceOp>(reduce)) {
            absorb(m, expand);
            absorb(m, reduce);
            if (Operation *fill =
                    cast<linalg::ReduceOp>(reduce).getInits()[0].getDefiningOp<linalg::FillOp>())
              absorb(m, fill);
          }
  }
}

std::optional<AttentionMatch> Matcher::match(Operation *score) {
  llvm::SetVector<Operation *> chain;
  llvm::DenseSet<Value> values;
  walkForward(score, chain, values);
  // A softmax: linalg.softmax, or an exp and a row reduction (max or sum);
  // an exp alone (an MLP's activation) is not one.
  bool reduces = llvm::any_of(chain, [](Operation *op) {
    auto linalgOp = dyn_cast<linalg::LinalgOp>(op);
    return isa<linalg::SoftmaxOp>(op) || (linalgOp && linalgOp.getNumReductionLoops() > 0);
  });
  if (!llvm::any_of(chain, hasExp) || !reduces)
    return std::nullopt;
  // P V: a product reading the chain's output, reducing over its last dim
  // (the softmax's), where P^T dO (the backward's dV) reduces over queries.
  Operation *context = nullptr;
  Value probs;
  for (Operation *op : chain)
    for (Value r : op->getResults())
      for (OpOperand &use : r.getUses()) {
        Operation *user = use.getOwner();
        auto linalgOp = dyn_cast<linalg::LinalgOp>(user);
        if (!linalgOp || !isContraction(user) || user == score || context || claimed.count(user))
          continue;
        AffineMap map = linalgOp.getMatchingIndexingMap(&use);
        if (map.getNumResults() == 0)
          continue;
        auto last = dyn_cast<AffineDimExpr>(map.getResults().back());
        if (last && linalgOp.getIteratorTypesArray()[last.getPosition()] ==
                        utils::IteratorType::reduction) {
          context = user;
          probs = r;
        }
      }
  if (!context)
    return std::nullopt;

  AttentionMatch m;
  m.score = score;
  m.context = context;
  auto fail = [&](const Twine &why) -> std::optional<AttentionMatch> {
    DimtuneRemark(score->getLoc(), RemarkKind::Missed, "extraction", "AttentionNotFused")
        << "an attention chain was found here but left to "
           "the GEMM view: "
        << why;
    return std::nullopt;
  };
  FailureOr<Loops> s = loopsOf(score, options.assumeDim);
  FailureOr<Loops> c = loopsOf(context, options.assumeDim);
  if (failed(s) || failed(c))
    return fail(options.offersAssumeDim ? "dynamic sizes (pass assume-dim=N to read them at N)"
                                        : "dynamic sizes");
  auto linalgScore = cast<linalg::LinalgOp>(score);
  Type element = getElementTypeOrSelf(linalgScore.getDpsInputOperand(0)->get().getType());
  std::optional<ElementType> type = elementTypeFor(element);
  if (!type || *type == ElementType::I32 || *type == ElementType::I64)
    return fail("its element type is not modelled");
  AttentionProblem &p = m.problem;
  p.type = *type;
  // Batch loops: the first is the batch, the rest the heads; M loops beyond
  // the queries' are groups of query heads sharing K and V.
  ArrayRef<unsigned> batch = s->dims.batch, rows = s->dims.m;
  if (rows.empty() || s->dims.n.empty() || s->dims.k.empty())
    return fail("the score product has no rows, keys or head dim");
  p.batch = batch.size() >= 2 ? s->sizes[batch.front()] : 1;
  int64_t heads = product(*s, batch.size() >= 2 ? batch.drop_front() : batch);
  int64_t groups = product(*s, rows.drop_back());
  p.qLen = s->sizes[rows.back()];
  p.kvLen = product(*s, s->dims.n);
  p.headDim = product(*s, s->dims.k);
  p.vHeadDim = product(*c, c->dims.n);
  if (product(*c, c->dims.k) != p.kvLen)
    return fail(llvm::formatv("PV reduces over {0} keys where QK^T has {1}",
                              product(*c, c->dims.k), p.kvLen)
                    .str());
  SmallVector<Operation *> repeats;
  int64_t factor = repeatFactor(linalgScore.getDpsInputOperand(1)->get(), repeats);
  if (double(heads) * double(groups) >= double(int64_t(1) << 31))
    return fail("sizes beyond what the model takes");
  p.heads = heads * groups;
  p.kvHeads = groups > 1 ? heads : (factor > 1 && heads % factor == 0 ? heads / factor : heads);
  if (p.heads % p.kvHeads != 0)
    return fail("its K/V heads do not divide its query heads");
  constexpr double kMostScores = double(int64_t(1) << 50);
  for (int64_t extent : {p.batch, p.heads, p.qLen, p.kvLen, p.headDim, p.vHeadDim})
    if (extent <= 0 || extent >= (int64_t(1) << 31))
      return fail("sizes beyond what the model takes");
  if (double(p.batch) * double(p.heads) * double(p.qLen) * double(p.kvLen) >= kMostScores)
    return fail("sizes beyond what the model takes");
  p.causal = llvm::any_of(chain, isIndexMask);
  // A mask tensor: an input of rank >= 2 of the chain that is not its own.
  for (Operation *op : chain)
    if (auto linalgOp = dyn_cast<linalg::LinalgOp>(op))
      for (OpOperand *in : linalgOp.getDpsInputOperands())
        if (!values.contains(in->get()))
          if (auto t = dyn_cast<ShapedType>(in->get().getType()); t && t.getRank() >= 2)
            p.explicitMask = true;
  if (p.explicitMask)
    p.causal = false;
  p.site.loc = formatLocation(score->getLoc());
  if (auto role = score->getAttrOfType<StringAttr>("dimtune.role"))
    p.site.role = role.getValue().str();
  absorb(m, score);
  absorb(m, context);
  for (Operation *op : chain)
    absorb(m, op);
  for (Operation *op : repeats)
    absorb(m, op);
  SmallVector<Operation *> valueRepeats;
  repeatFactor(cast<linalg::LinalgOp>(context).getDpsInputOperand(1)->get(), valueRepeats);
  for (Operation *op : valueRepeats)
    absorb(m, op);
  matchBackward(m, probs, chain);
  return m;
}

} // namespace

SmallVector<AttentionMatch> findAttention(Operation *root,
                                          const AttentionExtractionOptions &options) {
  SmallVector<AttentionMatch> matches;
  llvm::DenseSet<Operation *> claimed;
  SmallVector<Operation *> contractions;
  root->walk([&](Operation *op) {
    if (isContraction(op))
      contractions.push_back(op);
  });
  Matcher matcher(options, claimed);
  for (Operation *op : contractions) {
    if (claimed.count(op))
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
