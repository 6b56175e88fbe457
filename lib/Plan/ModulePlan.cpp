//===- ModulePlan.cpp - A module read once, every decision taken once -----===//

#include "dimtune/Plan/ModulePlan.h"

#include "dimtune/Analysis/AttentionExtraction.h"
#include "dimtune/Analysis/MemoryOpExtraction.h"
#include "dimtune/Analysis/Remarks.h"
#include "dimtune/CostModel/MathPathAttention.h"
#include "dimtune/ModelConfig/StepOrder.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/Matchers.h"
#include "mlir/IR/SymbolTable.h"

#include "llvm/Support/Debug.h"

#define DEBUG_TYPE "dimtune-plan"

using namespace mlir;

namespace dimtune {

/// Bytes of a statically shaped tensor type, or nothing.
static std::optional<int64_t> staticBytes(ShapedType type) {
  if (!type.hasStaticShape() || !type.getElementType().isIntOrFloat())
    return std::nullopt;
  return type.getNumElements() * std::max<int64_t>(1, type.getElementTypeBitWidth() / 8);
}

bool padFoldsIntoConstant(Value value) {
  auto type = dyn_cast<ShapedType>(value.getType());
  std::optional<int64_t> bytes = type ? staticBytes(type) : std::nullopt;
  // Half the cap: the padded constant is larger than its source.
  return matchPattern(value, m_Constant()) && bytes && *bytes <= kMostFoldedConstantBytes / 2;
}

bool argumentTakesPaddedType(Value value) {
  auto arg = dyn_cast<BlockArgument>(value);
  auto func = arg ? dyn_cast<func::FuncOp>(arg.getOwner()->getParentOp()) : nullptr;
  if (!func || func.isExternal() || arg.getOwner() != &func.getBody().front())
    return false;
  auto module = func->getParentOfType<ModuleOp>();
  std::optional<SymbolTable::UseRange> uses =
      module ? SymbolTable::getSymbolUses(func, module) : std::nullopt;
  return uses && llvm::all_of(*uses, [](const SymbolTable::SymbolUse &use) {
           return isa<func::CallOp>(use.getUser());
         });
}

bool isLeadingSliceOfPaddedArgument(Value value) {
  auto slice = value.getDefiningOp<tensor::ExtractSliceOp>();
  auto arg = slice ? dyn_cast<BlockArgument>(slice.getSource()) : BlockArgument();
  auto func = arg ? dyn_cast<func::FuncOp>(arg.getOwner()->getParentOp()) : nullptr;
  return func && func.getArgAttr(arg.getArgNumber(), "dimtune.original_shape") &&
         slice.hasZeroOffset() && slice.hasUnitStride();
}

FailureOr<SmallVector<int64_t>> paddedLoopSizes(Operation *op, const GemmKey &p,
                                                const PadDecision &d) {
  FailureOr<SmallVector<GemmDim>> kinds = gemmLoopKinds(op); // linalg ops only
  if (failed(kinds))
    return failure();
  SmallVector<int64_t> sizes = cast<linalg::LinalgOp>(op).getStaticLoopRanges();
  for (auto [dim, from, to] :
       {std::tuple{GemmDim::M, p.m, d.m}, {GemmDim::N, p.n, d.n}, {GemmDim::K, p.k, d.k}}) {
    if (from == to)
      continue;
    SmallVector<unsigned> loops;
    for (auto [loop, kind] : llvm::enumerate(*kinds))
      if (kind == dim)
        loops.push_back(loop);
    if (loops.size() != 1)
      return failure();
    sizes[loops.front()] = to;
  }
  return sizes;
}

/// The shape input `index` of `g` is padded to as its decision pads it, or
/// nothing where it stays as it is.
static std::optional<SmallVector<int64_t>> paddedInputShape(const PlannedGemm &g,
                                                            unsigned index) {
  const std::optional<PadDecision> &decision = g.analysis.decision;
  if (!decision)
    return std::nullopt;
  FailureOr<SmallVector<int64_t>> sizes = paddedLoopSizes(g.op, g.analysis.problem, *decision);
  if (failed(sizes))
    return std::nullopt; // the rewrite leaves it too
  auto op = cast<linalg::LinalgOp>(g.op);
  OpOperand *operand = op.getDpsInputOperand(index);
  SmallVector<int64_t> shape;
  for (AffineExpr result : op.getMatchingIndexingMap(operand).getResults()) {
    auto dim = dyn_cast<AffineDimExpr>(result);
    if (!dim)
      return std::nullopt;
    shape.push_back((*sizes)[dim.getPosition()]);
  }
  if (ArrayRef<int64_t>(shape) == cast<ShapedType>(operand->get().getType()).getShape())
    return std::nullopt;
  return shape;
}

/// A weight: an operand that indexes neither M nor batch (B of y = x W^T and
/// of its dgrad), here one that comes in as an argument of its function that
/// the function can take padded. In a wgrad GEMM (dW = dY^T X) K is the
/// tokens: neither operand is a weight.
static bool isWeightArgument(linalg::LinalgOp op, unsigned index, const GemmProblem &p) {
  const OperandLayout &layout = index == 0 ? p.a : p.b;
  Value value = op.getDpsInputOperand(index)->get();
  // Already taken padded by an earlier GEMM's rewrite: the argument's leading slice.
  if (isLeadingSliceOfPaddedArgument(value))
    return true;
  return argumentTakesPaddedType(value) && p.site.pass != "wgrad" &&
         !layout.spansDim(GemmDim::M) && !layout.spansDim(GemmDim::Batch);
}

/// Which operands of `op` padding pays nothing for at run time, as the pad
/// pass would pad them.
static void planOperands(Operation *op, const PlanOptions &options, PlannedGemm &g) {
  auto linalgOp = dyn_cast<linalg::LinalgOp>(op);
  if (!linalgOp || linalgOp.getNumDpsInputs() < 2 || linalgOp.getNumDpsInits() < 1)
    return;
  const GemmProblem &p = g.analysis.problem;
  g.weightArgA = options.padWeights && isWeightArgument(linalgOp, 0, p);
  g.weightArgB = options.padWeights && isWeightArgument(linalgOp, 1, p);
  g.once.a = padFoldsIntoConstant(linalgOp.getDpsInputOperand(0)->get()) || g.weightArgA;
  g.once.b = padFoldsIntoConstant(linalgOp.getDpsInputOperand(1)->get()) || g.weightArgB;
  g.once.cInitIsFill =
      static_cast<bool>(linalgOp.getDpsInitOperand(0)->get().getDefiningOp<linalg::FillOp>());
}

static unsigned onceBits(const PaddedOnce &once) {
  return unsigned(once.a) | unsigned(once.b) << 1 | unsigned(once.cInitIsFill) << 2;
}

/// What a tuning database measured of `p`, pads counted as `once` pays them.
static std::optional<MeasuredGemm> measuredGemm(const TuningDb *db, const GpuTarget &target,
                                                const GemmProblem &p, PaddedOnce once) {
  const TuningEntry *entry = db ? db->lookup(target.name, p) : nullptr;
  if (!entry)
    return std::nullopt;
  MeasuredChoice c = chooseMeasured(*entry, once);
  const MeasuredVariant &v = *c.variant;
  return MeasuredGemm{c.originalUs,    v.m,          v.n,          v.k, v.label, c.totalUs,
                      v.speedupMedian, v.speedupLow, v.speedupHigh};
}

void ModulePlan::planAttention(ModuleOp module) {
  const PlanOptions &options = options_;
  if (options.attention == AttentionChoice::Unfused)
    return; // its products are GEMMs like any other
  AttentionModel attentionModel(*target_);
  for (AttentionMatch &m : findAttention(module, {options.extraction.assumeDim,
                                                  options.extraction.offersAssumeDim})) {
    PlannedAttention planned;
    planned.score = m.score;
    AttentionAnalysis &a = planned.analysis;
    a.problem = m.problem;
    a.dispatch = dispatchAttention(m.problem, options.attention, *target_);
    if (a.dispatch.fused()) {
      llvm::Expected<AttentionEstimate> e = attentionModel.estimate(m.problem, a.dispatch.backend);
      if (!e) {
        a.dispatch = {AttentionBackend::Unfused, llvm::toString(e.takeError())};
      } else {
        a.estimate = *e;
        planned.absorbed = m.ops;
        for (Operation *op : m.ops)
          absorbed_[op] = attention_.size();
        if (options.db)
          if (std::optional<MeasuredAttention> measured =
                  options.db->measuredAttention(target_->name, m.problem, a.dispatch.backend)) {
            a.measuredFwdUs = measured->fwdUs;
            a.measuredBwdUs = measured->bwdUs;
          }
      }
    }
    if (!a.dispatch.fused())
      planMathPath(m);
    attention_.push_back(std::move(planned));
  }
}

void ModulePlan::planMathPath(const AttentionMatch &m) {
  // Its products stay GEMMs (attention time); what runs between them is SDPA's
  // math path as PyTorch launches it (MathPathAttention's table), not the
  // chain's own ops: those are priced by the table.
  Operation *backward = m.score;
  for (Operation *op : m.ops) {
    if (isGemmLike(op))
      mathPath_.insert(op);
    else
      mathPathTable_.insert(op);
    if (backward == m.score)
      if (auto pass = op->getAttrOfType<StringAttr>("dimtune.pass");
          pass && (pass.getValue() == "dgrad" || pass.getValue() == "wgrad"))
        backward = op;
  }
  for (const MathPathKernel &k : mathPathKernels(m.problem, m.problem.hasBackward)) {
    MemoryOpTime time = memoryOpTime(k.op, *target_);
    mathPathMemoryUs_ += time.us;
    memoryOps_.push_back({k.backward ? backward : m.score, k.op, time.us, time.computeUs});
  }
}

void ModulePlan::decideGemm(PlannedGemm &g, const CostModel &model,
                            const FirstOf &firstOf) const {
  const GemmProblem &problem = g.analysis.problem;
  if (auto it = firstOf.find({problem, onceBits(g.once)}); it != firstOf.end()) {
    // The same problem and padding: the same decision, at this site.
    g.first = it->second;
    GemmAnalysis copy = gemms_[g.first].analysis;
    copy.problem = problem;
    g.analysis = std::move(copy);
    return;
  }
  g.first = gemms_.size();
  GemmAnalysis &a = g.analysis;
  a.estimate = model.estimate(problem);
  a.gemmOnlyBest = model.suggest(problem, options_.pad.maxOverhead);
  a.decision = decidePadding(problem, model, options_.pad, g.once, measuredChoices(problem));
  a.measured = measuredGemm(options_.db, *target_, problem, g.once);
}

const MeasuredProblem *ModulePlan::measuredChoices(const GemmProblem &problem) const {
  return options_.pad.policy == PadPolicy::Measured && options_.db
             ? options_.db->lookup(target_->name, problem)
             : nullptr;
}

static Value inputOf(const PlannedGemm &g, unsigned index) {
  return cast<linalg::LinalgOp>(g.op).getDpsInputOperand(index)->get();
}

std::optional<ArrayRef<int64_t>> ModulePlan::paddedWeightShape(Value input) const {
  // An argument an earlier run of the pass took padded has its padded type.
  if (isLeadingSliceOfPaddedArgument(input))
    return cast<ShapedType>(input.getDefiningOp<tensor::ExtractSliceOp>().getSource().getType())
        .getShape();
  if (auto it = weightShapes_.find(input); it != weightShapes_.end())
    return ArrayRef<int64_t>(it->second);
  return std::nullopt;
}

SmallVector<unsigned, 2> ModulePlan::dropWeightsPaddedElsewhere(PlannedGemm &g) const {
  // Another GEMM takes this weight padded at another shape: the rewrite pads
  // the argument's leading slice here instead, a copy on every call.
  SmallVector<unsigned, 2> dropped;
  for (auto [index, weight, once] : {std::tuple{0u, &g.weightArgA, &g.once.a},
                                     {1u, &g.weightArgB, &g.once.b}}) {
    if (!*weight) // only a linalg op's operand is ever a weight argument
      continue;
    std::optional<SmallVector<int64_t>> shape = paddedInputShape(g, index);
    std::optional<ArrayRef<int64_t>> taken = paddedWeightShape(inputOf(g, index));
    if (shape && taken && *taken != ArrayRef<int64_t>(*shape)) {
      *weight = *once = false;
      dropped.push_back(index);
    }
  }
  return dropped;
}

/// The GEMM shape of `g` at which its input `index` has the shape `inputShape`:
/// each loop the input indexes at the input's extent there, the other loops as
/// they are. Nothing where that is no padding the rewrite could carry out (a
/// batch loop or a dim of several loops grown, a dim shrunk).
static std::optional<GemmKey> shapeWithInputAs(const PlannedGemm &g, unsigned index,
                                               ArrayRef<int64_t> inputShape) {
  FailureOr<SmallVector<GemmDim>> kinds = gemmLoopKinds(g.op);
  if (failed(kinds))
    return std::nullopt;
  auto op = cast<linalg::LinalgOp>(g.op);
  SmallVector<int64_t> sizes = op.getStaticLoopRanges();
  const GemmProblem &p = g.analysis.problem;
  int64_t m = p.m, n = p.n, k = p.k;
  AffineMap map = op.getMatchingIndexingMap(op.getDpsInputOperand(index));
  if (map.getNumResults() != inputShape.size())
    return std::nullopt;
  for (auto [result, extent] : llvm::zip(map.getResults(), inputShape)) {
    auto dim = dyn_cast<AffineDimExpr>(result);
    if (!dim)
      return std::nullopt;
    unsigned loop = dim.getPosition();
    if (extent == sizes[loop])
      continue;
    GemmDim kind = (*kinds)[loop];
    if (extent < sizes[loop] || kind == GemmDim::Batch || llvm::count(*kinds, kind) != 1)
      return std::nullopt;
    (kind == GemmDim::M ? m : kind == GemmDim::N ? n : k) = extent;
  }
  return p.withShape(m, n, k);
}

bool ModulePlan::padToWeightTakenPadded(PlannedGemm &g, unsigned index,
                                        const CostModel &model) const {
  // A measured choice (or a measured "stay") and XLA's rule stand as they are;
  // so does a GEMM whose other input is a weight too, whose own padding would
  // move with this shape.
  const GemmProblem &problem = g.analysis.problem;
  if (options_.pad.policy == PadPolicy::Align || measuredChoices(problem) ||
      (index == 0 ? g.weightArgB : g.weightArgA))
    return false;
  std::optional<ArrayRef<int64_t>> taken = paddedWeightShape(inputOf(g, index));
  std::optional<GemmKey> shape = taken ? shapeWithInputAs(g, index, *taken) : std::nullopt;
  if (!shape)
    return false;
  PlannedGemm candidate = g;
  (index == 0 ? candidate.weightArgA : candidate.weightArgB) = true;
  (index == 0 ? candidate.once.a : candidate.once.b) = true;
  candidate.analysis.decision = decideAtShape(problem, *shape, model, options_.pad, candidate.once);
  if (!candidate.analysis.decision)
    return false;
  // The rewrite then pads the weight to exactly the argument's shape: the
  // argument itself, nothing copied.
  std::optional<SmallVector<int64_t>> padded = paddedInputShape(candidate, index);
  if (!padded || ArrayRef<int64_t>(*padded) != *taken)
    return false;
  if (g.analysis.decision && !(candidate.analysis.decision->speedup > g.analysis.decision->speedup))
    return false;
  candidate.analysis.measured = measuredGemm(options_.db, *target_, problem, candidate.once);
  candidate.first = gemms_.size(); // decided for this weight: shared with no other GEMM
  g = std::move(candidate);
  return true;
}

void ModulePlan::claimPaddedWeights(const PlannedGemm &g) {
  for (auto [index, weight] : {std::pair{0u, g.weightArgA}, {1u, g.weightArgB}}) {
    if (!weight || isLeadingSliceOfPaddedArgument(inputOf(g, index)))
      continue;
    if (std::optional<SmallVector<int64_t>> shape = paddedInputShape(g, index))
      weightShapes_.try_emplace(inputOf(g, index), std::move(*shape));
  }
}

void ModulePlan::planGemm(Operation *op, const CostModel &model, FirstOf &firstOf) {
  FailureOr<GemmProblem> problem = extractGemm(op, options_.extraction);
  if (failed(problem))
    return; // extractGemm said why
  PlannedGemm g;
  g.op = op;
  g.analysis.problem = *problem;
  planOperands(op, options_, g);
  decideGemm(g, model, firstOf);
  bool ownDecision = true;
  if (SmallVector<unsigned, 2> dropped = dropWeightsPaddedElsewhere(g); !dropped.empty()) {
    decideGemm(g, model, firstOf);
    ownDecision = !(dropped.size() == 1 && padToWeightTakenPadded(g, dropped.front(), model));
  }
  if (ownDecision && g.first == gemms_.size())
    firstOf.try_emplace({*problem, onceBits(g.once)}, g.first);
  claimPaddedWeights(g);
  gemmIndex_[op] = gemms_.size();
  gemms_.push_back(std::move(g));
}

ModulePlan ModulePlan::build(ModuleOp module, const GpuTarget &target,
                             const PlanOptions &options) {
  ModulePlan plan;
  plan.target_ = &target;
  plan.options_ = options;
  // Attention chains first: the ops a fused kernel runs are priced with it.
  plan.planAttention(module);
  CostModel model(target);
  FirstOf firstOf;
  module.walk([&](Operation *op) {
    if (plan.absorbed_.contains(op) || plan.mathPathTable_.contains(op))
      return;
    if (StringRef why = unmodelledProductReason(op); !why.empty()) {
      DimtuneRemark(op->getLoc(), RemarkKind::Missed, "plan", "Skipped") << "skipped: " << why;
      return;
    }
    if (isMemoryOp(op)) {
      FailureOr<MemoryOp> m = extractMemoryOp(op, options.extraction.assumeDim);
      if (succeeded(m)) {
        MemoryOpTime time = memoryOpTime(*m, target);
        plan.other_.add(*m, time.us);
        plan.memoryOps_.push_back({op, *m, time.us, time.computeUs});
      }
      return;
    }
    if (isGemmLike(op))
      plan.planGemm(op, model, firstOf);
  });
  plan.sumTotals();
  plan.runSteps();
  LLVM_DEBUG(llvm::dbgs() << plan.gemms_.size() << " GEMMs, " << firstOf.size() << " distinct, "
                          << plan.attention_.size() << " attention chains, "
                          << plan.other_.kernels << " memory-bound kernels\n");
  return plan;
}

void ModulePlan::sumTotals() {
  StepTotals &t = totals_;
  std::vector<int64_t> sites(gemms_.size(), 0);
  for (const PlannedGemm &g : gemms_)
    ++sites[g.first];
  for (PlannedGemm &g : gemms_) {
    g.analysis.sites = sites[g.first];
    bool attention = g.analysis.attentionMathPath = mathPath_.contains(g.op);
    (attention ? t.attentionUs : t.gemmUs) += g.analysis.estimate.predictedUs;
    (attention ? t.paddedAttentionUs : t.paddedGemmUs) += g.analysis.plannedUs();
  }
  t.gemms = gemms_.size();
  t.attentionChains = attention_.size();
  for (const PlannedAttention &a : attention_) {
    t.attentionUs += a.analysis.us();
    t.paddedAttentionUs += a.analysis.us();
    t.fusedChains += a.analysis.estimate.has_value();
  }
  t.attentionUs += mathPathMemoryUs_;
  t.paddedAttentionUs += mathPathMemoryUs_;
  t.otherUs = other_.us;
}

namespace {

/// A kernel at the op it comes from, for the order of the step.
struct SiteKernel {
  Operation *op;
  StepKernel kernel;
};

StringRef stringAttr(Operation *op, StringRef name) {
  auto a = op->getAttrOfType<StringAttr>(name);
  return a ? a.getValue() : StringRef();
}

/// Autograd's backward issues it: its op's pass is one of the backward's.
bool issuedByBackward(Operation *op) {
  StringRef pass = stringAttr(op, "dimtune.pass");
  return !pass.empty() && pass != "fwd";
}

/// The kernels in the order they run: by role where the importer gave every
/// op one (its layers are its functions, in order), else as written.
std::vector<StepKernel> ordered(std::vector<SiteKernel> kernels, ModuleOp module) {
  llvm::DenseMap<Operation *, int64_t> layerOf;
  int64_t layers = 0;
  for (func::FuncOp f : module.getOps<func::FuncOp>())
    layerOf[f] = layers++;
  std::vector<std::pair<StepPosition, StepKernel>> placed;
  bool everyRole = true;
  for (SiteKernel &k : kernels) {
    k.kernel.backward = k.kernel.backward || issuedByBackward(k.op);
    auto f = k.op->getParentOfType<func::FuncOp>();
    std::optional<StepPosition> p =
        stepPosition(stringAttr(k.op, "dimtune.role"), stringAttr(k.op, "dimtune.pass"),
                     f ? layerOf.lookup(f) : 0, layers);
    everyRole = everyRole && p.has_value();
    placed.push_back({p.value_or(StepPosition()), k.kernel});
  }
  if (everyRole)
    llvm::stable_sort(placed, [](const auto &a, const auto &b) { return a.first < b.first; });
  std::vector<StepKernel> out;
  for (auto &[position, kernel] : placed)
    out.push_back(kernel);
  return out;
}

} // namespace

std::vector<StepKernel> ModulePlan::stepKernels(bool padded) const {
  std::vector<SiteKernel> kernels;
  ModuleOp module;
  for (const PlannedGemm &g : gemms_) {
    const GemmAnalysis &a = g.analysis;
    const std::optional<PadDecision> &d = padded ? a.decision : std::nullopt;
    double us = d ? d->gemmUs + d->padCostUs : a.estimate.predictedUs;
    // The copies of pads and slices are memory-bound; the GEMM's compute
    // part is what the SM clock sets.
    double computeUs = a.estimate.bound == Bound::Memory ? 0 : (d ? d->gemmUs : us);
    kernels.push_back({g.op, {KernelKind::Gemm, us, computeUs, a.problem.flops(),
                              a.problem.minBytes(), 1}});
    module = g.op->getParentOfType<ModuleOp>();
  }
  for (const PlannedAttention &a : attention_) {
    if (!a.analysis.estimate)
      continue;
    const AttentionEstimate &e = *a.analysis.estimate;
    const AttentionProblem &p = a.analysis.problem;
    bool decode = p.qLen <= kDecodeMaxQueries;
    kernels.push_back({a.score, {KernelKind::Attention, e.forward.us, decode ? 0 : e.forward.us,
                                 p.forwardFlops(), p.ioBytes(), 1}});
    if (p.hasBackward) {
      // The backward kernel runs where the chain's backward products are.
      Operation *backward = a.score;
      for (Operation *op : a.absorbed)
        if (StringRef pass = stringAttr(op, "dimtune.pass"); pass == "dgrad" || pass == "wgrad") {
          backward = op;
          break;
        }
      kernels.push_back({backward, {KernelKind::Attention, e.backward.us, e.backward.us,
                                    p.backwardFlops(), 2 * p.ioBytes(), 1, /*backward=*/true}});
    }
    module = a.score->getParentOfType<ModuleOp>();
  }
  for (const PlannedMemoryOp &m : memoryOps_) {
    kernels.push_back({m.op, {KernelKind::Memory, m.us, m.computeUs, 0, m.memory.bytes(), 1}});
    module = m.op->getParentOfType<ModuleOp>();
  }
  if (!module)
    return {};
  return ordered(std::move(kernels), module);
}

void ModulePlan::runSteps() {
  run_ = runStep(stepKernels(false), *target_, options_.exec, options_.clock, options_.pythonSetUp);
  paddedRun_ =
      runStep(stepKernels(true), *target_, options_.exec, options_.clock, options_.pythonSetUp);
}

const PlannedAttention *ModulePlan::absorbedBy(Operation *op) const {
  auto it = absorbed_.find(op);
  return it == absorbed_.end() ? nullptr : &attention_[it->second];
}

const PlannedGemm *ModulePlan::gemmFor(Operation *op) const {
  auto it = gemmIndex_.find(op);
  return it == gemmIndex_.end() ? nullptr : &gemms_[it->second];
}

std::vector<GemmAnalysis> ModulePlan::gemmAnalyses() const {
  std::vector<GemmAnalysis> out;
  out.reserve(gemms_.size());
  for (const PlannedGemm &g : gemms_)
    out.push_back(g.analysis);
  return out;
}

std::vector<AttentionAnalysis> ModulePlan::attentionAnalyses() const {
  std::vector<AttentionAnalysis> out;
  for (const PlannedAttention &a : attention_)
    out.push_back(a.analysis);
  return out;
}

} // namespace dimtune
