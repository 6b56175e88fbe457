//===- PadPass.cpp - --dimtune-pad ----------------------------------------===//
//
// For each linalg GEMM: read it into a GemmProblem, let the policy pick the
// padded shape (PadPolicy, pure), map that shape back onto the op's loops, and
// pad with padGemmLoops. Then fold pad(fill) into a larger fill, so a padded
// accumulator is filled once rather than filled and copied.
//
//===----------------------------------------------------------------------===//

#include "dimtune/Analysis/GemmExtraction.h"
#include "dimtune/Analysis/GemmReport.h"
#include "dimtune/Analysis/PadPolicy.h"
#include "dimtune/Transforms/PadGemm.h"
#include "dimtune/Transforms/Passes.h"
#include "dimtune/Transforms/PassSupport.h"
#include "dimtune/Tuning/TuningDb.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/IR/Diagnostics.h"
#include "mlir/IR/Matchers.h"
#include "mlir/Transforms/GreedyPatternRewriteDriver.h"

#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/JSON.h"

#define DEBUG_TYPE "dimtune-pad"

namespace dimtune {
#define GEN_PASS_DEF_DIMTUNEPAD
#include "dimtune/Transforms/Passes.h.inc"
} // namespace dimtune

using namespace mlir;

namespace dimtune {
namespace {

/// Whether input `index` of `op` is a constant, so its pad folds away.
bool isConstantInput(linalg::LinalgOp op, unsigned index) {
  return matchPattern(op.getDpsInputOperand(index)->get(), m_Constant());
}

/// A weight: an operand that indexes neither M nor batch (B of y = x W^T and
/// of its dgrad), here one that comes in as an argument of its function. In
/// a wgrad GEMM (dW = dY^T X) K is the tokens: neither operand is a weight.
bool isWeightArgument(linalg::LinalgOp op, unsigned index, const GemmProblem &p) {
  const OperandLayout &layout = index == 0 ? p.a : p.b;
  Value value = op.getDpsInputOperand(index)->get();
  // Already taken padded by an earlier GEMM's rewrite: a slice of the argument.
  if (auto slice = value.getDefiningOp<tensor::ExtractSliceOp>())
    if (auto arg = dyn_cast<BlockArgument>(slice.getSource()))
      if (auto func = dyn_cast<func::FuncOp>(arg.getOwner()->getParentOp()))
        if (func.getArgAttr(arg.getArgNumber(), "dimtune.original_shape"))
          return true;
  auto arg = dyn_cast<BlockArgument>(value);
  return arg && isa<func::FuncOp>(arg.getOwner()->getParentOp()) &&
         p.trainingPass != "wgrad" && !layout.spansDim(GemmDim::M) &&
         !layout.spansDim(GemmDim::Batch);
}

/// Whether a misaligned leading stride is the innermost of several loops
/// collapsed into one GEMM dim, which padding that GEMM dim cannot fix.
bool hasUnpaddableMisalignment(const GemmProblem &p) {
  for (auto [layout, bytes] : {std::pair{&p.a, p.aBytes}, {&p.b, p.bBytes},
                               {&p.c, p.cBytes}})
    if (p.rows(*layout) > 1 &&
        CostModel::strideAlignmentBytes(layout->leadingExtent, bytes) < 16 &&
        layout->leadingExtent != p.extent(layout->contiguous))
      return true;
  return false;
}

/// The loop sizes that give GEMM shape (m, n, k), or failure when a padded
/// GEMM dim is several loops (which of them would grow is not obvious).
FailureOr<SmallVector<int64_t>> loopSizesFor(linalg::LinalgOp op,
                                             ArrayRef<GemmDim> kinds,
                                             const GemmProblem &p,
                                             const PadDecision &d) {
  SmallVector<int64_t> sizes = op.getStaticLoopRanges();
  for (auto [dim, from, to] : {std::tuple{GemmDim::M, p.m, d.m},
                               {GemmDim::N, p.n, d.n}, {GemmDim::K, p.k, d.k}}) {
    if (from == to)
      continue;
    SmallVector<unsigned> loops;
    for (auto [loop, kind] : llvm::enumerate(kinds))
      if (kind == dim)
        loops.push_back(loop);
    if (loops.size() != 1)
      return failure();
    sizes[loops.front()] = to;
  }
  return sizes;
}

/// One GEMM's outcome, for the report.
struct PadRecord {
  GemmProblem problem;
  std::optional<PadDecision> decision; ///< Set when the GEMM was padded.
  SmallVector<unsigned> paddedOnce;
};

void writePadReport(llvm::raw_ostream &os, const GpuTarget &target,
                    StringRef policy, ArrayRef<PadRecord> records) {
  llvm::json::OStream j(os, /*IndentSize=*/2);
  j.object([&] {
    j.attribute("target", target.name);
    j.attribute("policy", policy);
    j.attributeArray("gemms", [&] {
      for (const PadRecord &r : records) {
        const GemmProblem &p = r.problem;
        j.object([&] {
          writeGemmIdentity(j, p);
          j.attribute("a_contig", gemmDimName(p.a.contiguous));
          j.attribute("b_contig", gemmDimName(p.b.contiguous));
          if (!r.decision) {
            j.attribute("padded", nullptr);
            return;
          }
          const PadDecision &d = *r.decision;
          j.attributeObject("padded", [&] {
            j.attribute("m", d.m);
            j.attribute("n", d.n);
            j.attribute("k", d.k);
            j.attributeArray("padded_once", [&] {
              for (unsigned index : r.paddedOnce)
                j.value(index == 0 ? "A" : "B");
            });
            j.attribute("predicted_speedup", d.speedup);
            j.attribute("predicted_gemm_us", d.gemmUs);
            j.attribute("predicted_pad_us", d.padCostUs);
            j.attribute("predicted_original_us", d.originalUs);
          });
        });
      }
    });
  });
  os << "\n";
}

struct DimtunePadPass : public impl::DimtunePadBase<DimtunePadPass> {
  using DimtunePadBase::DimtunePadBase;

  void runOnOperation() override {
    ModuleOp module = getOperation();
    TargetRegistry registry;
    FailureOr<const GpuTarget *> gpu =
        resolveTarget(module, target, targetFile, registry);
    if (failed(gpu))
      return signalPassFailure();
    std::optional<PadPolicy> padPolicy = parsePadPolicy(policy);
    if (!padPolicy) {
      module.emitError() << "dimtune: unknown policy '" << policy
                         << "' (expected align, model or measured)";
      return signalPassFailure();
    }
    if (*padPolicy == PadPolicy::Measured) {
      if (db.empty()) {
        module.emitError() << "dimtune: policy=measured needs db=PATH (written by dimtune-tune)";
        return signalPassFailure();
      }
      FailureOr<std::optional<TuningDb>> loaded = loadTuningDbOption(module, db);
      if (failed(loaded))
        return signalPassFailure();
      tuningDb = std::move(*loaded);
    }
    if (maxOverhead < 0 || minSpeedup <= 0) {
      module.emitError() << "dimtune: max-overhead must be >= 0 and min-speedup > 0";
      return signalPassFailure();
    }
    PadOptions options{*padPolicy, minSpeedup, maxOverhead};
    CostModel model(**gpu);
    targetName = (*gpu)->name;

    SmallVector<Operation *> gemms;
    module.walk([&](Operation *op) {
      if (isGemmLike(op))
        gemms.push_back(op);
    });
    IRRewriter rewriter(&getContext());
    for (Operation *op : gemms)
      padOne(rewriter, op, model, options);
    carryThroughElementwise(rewriter);
    if (!report.empty() && failed(writeOutputFile(module, report, [&](llvm::raw_ostream &os) {
          writePadReport(os, **gpu, policy, records);
        })))
      return signalPassFailure();

    // pad(fill(empty)) -> fill(larger empty): the padded accumulator is
    // filled once instead of filled and copied.
    RewritePatternSet patterns(&getContext());
    linalg::FillOp::getCanonicalizationPatterns(patterns, &getContext());
    tensor::PadOp::getCanonicalizationPatterns(patterns, &getContext());
    if (failed(applyPatternsGreedily(module, std::move(patterns))))
      return signalPassFailure();
  }

  std::vector<PadRecord> records;
  std::optional<TuningDb> tuningDb;
  std::string targetName;

  /// policy=measured: the database's fastest variant, or the model's choice
  /// (with a remark) for a problem it lacks.
  std::optional<PadDecision> decideMeasured(Operation *op, const GemmProblem &p,
                                            const CostModel &model,
                                            const PadOptions &options, PaddedOnce once) {
    const TuningEntry *entry = tuningDb->lookup(targetName, p);
    if (!entry) {
      emitRemark(op->getLoc()) << "dimtune: " << formatGemmShape(p.batch, p.m, p.n, p.k)
                               << " is not in the tuning database: falling back to policy=model";
      PadOptions fallback = options;
      fallback.policy = PadPolicy::Model;
      return decidePadding(p, model, fallback, once);
    }
    MeasuredChoice choice = TuningDb::choose(*entry, once);
    const MeasuredVariant &v = *choice.variant;
    if (&v == &entry->variants.front() || choice.speedup() < options.minSpeedup)
      return std::nullopt;
    PadDecision d;
    d.m = v.m;
    d.n = v.n;
    d.k = v.k;
    d.originalUs = choice.originalUs;
    d.gemmUs = v.gemmUs;
    d.padCostUs = choice.totalUs - v.gemmUs;
    d.speedup = choice.speedup();
    GemmProblem padded = p.withShape(v.m, v.n, v.k);
    d.extraFlopFraction = padded.flops() / p.flops() - 1;
    d.extraByteFraction = padded.minBytes() / p.minBytes() - 1;
    return d;
  }
  /// Results of GEMMs this run padded: zero in their padded region.
  llvm::DenseSet<Value> zeroPadded;

  /// MLP up -> activation -> MLP down: keep the padded tensor through the
  /// activation where it stays zero, dropping the slice and the pad.
  void carryThroughElementwise(IRRewriter &rewriter) {
    SmallVector<tensor::PadOp> pads;
    getOperation().walk([&](tensor::PadOp pad) { pads.push_back(pad); });
    for (tensor::PadOp pad : pads) {
      Location loc = pad.getLoc();
      FailureOr<int> carried = carryPaddingThrough(rewriter, pad, zeroPadded);
      if (succeeded(carried))
        emitRemark(loc) << "dimtune: kept padded through " << *carried
                        << " elementwise op(s) into the next GEMM: slice and pad removed";
    }
  }

  void padOne(IRRewriter &rewriter, Operation *op, const CostModel &model,
              const PadOptions &options) {
    auto linalgOp = dyn_cast<linalg::LinalgOp>(op);
    if (!linalgOp) {
      emitRemark(op->getLoc()) << "dimtune: not padded: " << op->getName()
                               << " is padded after lowering to linalg";
      return;
    }
    if (!linalgOp.hasPureTensorSemantics()) {
      emitRemark(op->getLoc())
          << "dimtune: not padded: buffer operands; pad before bufferization";
      return;
    }
    FailureOr<GemmProblem> problem = extractGemm(op, GemmExtractionOptions{});
    if (failed(problem))
      return; // extractGemm said why
    records.push_back({*problem, std::nullopt, {}});
    bool weightA = padWeights && isWeightArgument(linalgOp, 0, *problem);
    bool weightB = padWeights && isWeightArgument(linalgOp, 1, *problem);
    PaddedOnce once{isConstantInput(linalgOp, 0) || weightA,
                    isConstantInput(linalgOp, 1) || weightB,
                    static_cast<bool>(linalgOp.getDpsInitOperand(0)
                                          ->get()
                                          .getDefiningOp<linalg::FillOp>())};
    std::optional<PadDecision> decision;
    if (options.policy == PadPolicy::Measured)
      decision = decideMeasured(op, *problem, model, options, once);
    else
      decision = decidePadding(*problem, model, options, once);
    if (!decision) {
      if (hasUnpaddableMisalignment(*problem))
        emitRemark(op->getLoc()) << "dimtune: not padded: a misaligned stride "
                                    "belongs to several collapsed loops";
      return;
    }
    FailureOr<SmallVector<GemmDim>> kinds = gemmLoopKinds(op);
    FailureOr<SmallVector<int64_t>> sizes = failure();
    if (succeeded(kinds))
      sizes = loopSizesFor(linalgOp, *kinds, *problem, *decision);
    if (failed(sizes)) {
      emitRemark(op->getLoc()) << "dimtune: not padded: a dim to pad is several "
                                  "collapsed loops";
      return;
    }
    Location loc = op->getLoc();
    FailureOr<PaddedGemm> padded = padGemmLoops(rewriter, linalgOp, *sizes);
    if (failed(padded)) {
      emitRemark(loc) << "dimtune: not padded: upstream linalg padding failed";
      return;
    }
    // pad-weights: the weight argument itself takes the padded type.
    SmallVector<std::string> onceNotes;
    for (unsigned index : padded->paddedOnce)
      onceNotes.push_back(std::string(index == 0 ? "A" : "B") + " (constant)");
    for (tensor::PadOp pad : padded->padOps) {
      std::optional<unsigned> input;
      for (OpOperand *operand : padded->paddedOp.getDpsInputOperands())
        if (operand->get() == pad.getResult())
          input = operand->getOperandNumber();
      if (!input)
        continue;
      FailureOr<unsigned> arg = reusePaddedArgument(rewriter, pad);
      if (failed(arg) && (*input == 0 ? weightA : weightB))
        arg = padWeightArgument(rewriter, pad);
      if (failed(arg))
        continue;
      padded->paddedOnce.push_back(*input);
      onceNotes.push_back(llvm::formatv("{0} (argument {1})", *input == 0 ? "A" : "B", *arg));
    }
    zeroPadded.insert(padded->paddedOp->getResult(0));
    records.back().decision = decision;
    records.back().paddedOnce = padded->paddedOnce;
    std::string onceText = llvm::join(onceNotes, ", ");
    const GemmProblem &p = *problem;
    emitRemark(loc) << llvm::formatv(
        "dimtune: padded {0} {1} -> {2} ({3}): {11} speed-up {4:f2}x with "
        "pads and slices ({5:f1} us -> {6:f1} us + {7:f1} us of pads), +{8:f2}% "
        "FLOPs, +{9:f2}% bytes; padded once: {10}",
        p.op, formatGemmShape(p.batch, p.m, p.n, p.k),
        formatGemmShape(p.batch, decision->m, decision->n, decision->k), policy,
        decision->speedup, decision->originalUs, decision->gemmUs,
        decision->padCostUs, decision->extraFlopFraction * 100,
        decision->extraByteFraction * 100, onceText.empty() ? "none" : onceText,
        options.policy == PadPolicy::Measured && tuningDb->lookup(targetName, p) ? "measured"
                                                                               : "predicted");
  }
};

} // namespace
} // namespace dimtune
