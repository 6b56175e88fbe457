//===- PadPass.cpp - --dimtune-pad ----------------------------------------===//
//
// For each linalg GEMM: read it into a GemmProblem, take the padding decision
// (decidePadding, pure), map the padded shape back onto the op's loops and
// pad with padGemmLoops (padGemm below is that core, a FailureOr whose
// reasons become remarks). Then fold pad(fill) into a larger fill on the ops
// this pass created only, so nothing it did not pad changes.
//
//===----------------------------------------------------------------------===//

#include "dimtune/Analysis/GemmExtraction.h"
#include "dimtune/CostModel/GemmReport.h"
#include "dimtune/CostModel/PadPolicy.h"
#include "dimtune/Analysis/Remarks.h"
#include "dimtune/Padding/PadGemm.h"
#include "dimtune/Plan/ModulePlan.h"
#include "dimtune/PassSupport/PassSupport.h"
#include "dimtune/Transforms/Passes.h"
#include "dimtune/Tuning/TuningDb.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Linalg/Transforms/TilingInterfaceImpl.h"
#include "mlir/IR/Diagnostics.h"
#include "mlir/IR/Matchers.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"

#include "llvm/ADT/SetVector.h"

#include "llvm/Support/FormatVariadic.h"

#define DEBUG_TYPE "dimtune-pad"

namespace dimtune {
#define GEN_PASS_DEF_DIMTUNEPAD
#include "dimtune/Transforms/Passes.h.inc"
} // namespace dimtune

using namespace mlir;

namespace dimtune {
namespace {

/// Keeps the last match-failure reason a rewrite reported, so that the
/// remark saying why a GEMM was not padded carries it, and the ops the pass
/// created, so that those left unused can go.
struct PadListener : public RewriterBase::Listener {
  void notifyMatchFailure(Location loc, function_ref<void(Diagnostic &)> reason) override {
    Diagnostic diagnostic(loc, DiagnosticSeverity::Remark);
    reason(diagnostic);
    lastReason = diagnostic.str();
  }
  void notifyOperationInserted(Operation *op, OpBuilder::InsertPoint) override {
    inserted.insert(op);
  }
  void notifyOperationErased(Operation *op) override { inserted.remove(op); }

  std::string lastReason;
  llvm::SetVector<Operation *> inserted;
};

/// The padded GEMM, or failure with the reason in the listener.
struct PaddedRecord {
  PadDecision decision;
  PaddedGemm padded;
  SmallVector<std::string> onceNotes; ///< "A (constant)", "B (argument 1)".
};

/// The core: map the plan's decision onto loops, pad, and take weights
/// padded in the signature. Fails (a reason through notifyMatchFailure) or
/// returns nothing in the decision's place when the GEMM stays as it is.
FailureOr<std::optional<PaddedRecord>> padGemm(RewriterBase &rewriter, linalg::LinalgOp op,
                                               const PlannedGemm &planned) {
  const GemmProblem &p = planned.analysis.problem;
  const std::optional<PadDecision> &decision = planned.analysis.decision;
  if (!decision) {
    for (const MisalignedStride &s : p.misalignedStrides())
      if (!s.paddable)
        return rewriter.notifyMatchFailure(
            op, "a misaligned stride belongs to several collapsed loops");
    return std::optional<PaddedRecord>();
  }
  FailureOr<SmallVector<int64_t>> sizes = paddedLoopSizes(op, p, *decision);
  if (failed(sizes))
    return rewriter.notifyMatchFailure(op, "a dim to pad is several collapsed loops");
  FailureOr<PaddedGemm> padded = padGemmLoops(rewriter, op, *sizes);
  if (failed(padded))
    return failure(); // padGemmLoops said why
  PaddedRecord record{*decision, *padded, {}};
  for (unsigned index : padded->paddedOnce)
    record.onceNotes.push_back(std::string(index == 0 ? "A" : "B") + " (constant)");
  // pad-weights: the weight argument itself takes the padded type.
  for (tensor::PadOp pad : padded->padOps) {
    std::optional<unsigned> input;
    for (OpOperand *operand : padded->paddedOp.getDpsInputOperands())
      if (operand->get() == pad.getResult())
        input = operand->getOperandNumber();
    if (!input)
      continue;
    FailureOr<unsigned> arg = reusePaddedArgument(rewriter, pad);
    if (failed(arg) && (*input == 0 ? planned.weightArgA : planned.weightArgB))
      arg = padWeightArgument(rewriter, pad);
    if (failed(arg))
      continue;
    record.padded.paddedOnce.push_back(*input);
    record.onceNotes.push_back(llvm::formatv("{0} (argument {1})", *input == 0 ? "A" : "B", *arg));
  }
  return std::optional<PaddedRecord>(std::move(record));
}

std::string describePadding(const GemmProblem &p, const PadDecision &d, PadPolicy policy,
                            ArrayRef<std::string> onceNotes) {
  std::string once = llvm::join(onceNotes, ", ");
  return llvm::formatv(
      "padded {0} {1} -> {2} ({3}): {11} speed-up {4:f2}x with pads and slices "
      "({5:f1} us -> {6:f1} us + {7:f1} us of pads), +{8:f2}% FLOPs, +{9:f2}% bytes; padded "
      "once: {10}",
      p.site.op, formatGemmShape(p), formatGemmShape(p.withShape(d.m, d.n, d.k)),
      padPolicyName(policy), d.speedup, d.originalUs, d.gemmUs, d.padCostUs,
      d.extraFlopFraction * 100, d.extraByteFraction * 100, once.empty() ? "none" : once,
      d.measured ? "measured" : "predicted");
}

struct DimtunePadPass : public impl::DimtunePadBase<DimtunePadPass> {
  using DimtunePadBase::DimtunePadBase;

  // Padding goes through linalg's TilingInterface, an external model: a tool that registers
  // dialects one by one would otherwise lack it.
  void getDependentDialects(DialectRegistry &registry) const override {
    DimtunePadBase::getDependentDialects(registry);
    linalg::registerTilingInterfaceExternalModels(registry);
  }

  LogicalResult initialize(MLIRContext *context) override {
    if (policy == PadPolicy::Measured && db.empty())
      return emitError(UnknownLoc::get(context))
             << "dimtune: policy=measured needs db=PATH (written by dimtune-tune)";
    if (failed(checkOptionRange(context, "max-overhead", maxOverhead, 0, kMostMaxOverhead)) ||
        failed(checkOptionRange(context, "min-speedup", minSpeedup, 0, kMostMinSpeedup)))
      return failure();
    return inputs.load(context, target, targetFile, db);
  }

  void runOnOperation() override {
    ModuleOp module = getOperation();
    PadPolicy padPolicy = policy;
    PlanOptions options;
    options.attention = attention;
    options.pad = {padPolicy, minSpeedup, maxOverhead};
    options.padWeights = padWeights;
    options.db = padPolicy == PadPolicy::Measured ? inputs.tuningDb() : nullptr;
    FailureOr<ModulePlan> planned = inputs.planFor(module, options);
    if (failed(planned))
      return signalPassFailure();
    const ModulePlan &plan = *planned;
    const GpuTarget &gpu = plan.target();

    SmallVector<Operation *> gemms;
    module.walk([&](Operation *op) {
      if (isGemmLike(op))
        gemms.push_back(op);
    });
    PadListener listener;
    IRRewriter rewriter(&getContext(), &listener);
    std::vector<PadRecord> records;
    llvm::DenseSet<Value> zeroPadded; // results of GEMMs padded here
    SmallVector<Operation *> created; // pads and fills this run made
    for (Operation *op : gemms) {
      // A fused attention kernel runs the chain's products: padding them
      // would change nothing it runs (its head dim goes to a kernel bucket).
      if (const PlannedAttention *chain = plan.absorbedBy(op)) {
        DimtuneRemark(op->getLoc(), RemarkKind::Missed, "pad", "NotPadded")
            << "not padded: part of an attention chain that "
            << attentionBackendName(chain->analysis.dispatch.backend)
            << " runs as one fused kernel (attention=unfused pads it)";
        continue;
      }
      auto linalgOp = dyn_cast<linalg::LinalgOp>(op);
      if (!linalgOp) {
        DimtuneRemark(op->getLoc(), RemarkKind::Missed, "pad", "NotPadded")
            << "not padded: " << op->getName() << " is padded after lowering to linalg";
        continue;
      }
      if (!linalgOp.hasPureTensorSemantics()) {
        DimtuneRemark(op->getLoc(), RemarkKind::Missed, "pad", "NotPadded")
            << "not padded: buffer operands; pad before bufferization";
        continue;
      }
      const PlannedGemm *planned = plan.gemmFor(op);
      if (!planned)
        continue; // the plan's extraction said why
      const GemmProblem &problem = planned->analysis.problem;
      if (options.db && !options.db->lookup(gpu.name, problem))
        DimtuneRemark(op->getLoc(), RemarkKind::Analysis, "pad", "NotInDatabase")
            << formatGemmShape(problem)
            << " is not in the tuning database: falling back to "
               "policy=model";
      records.push_back({problem, std::nullopt, {}});
      Location loc = op->getLoc();
      listener.lastReason.clear();
      FailureOr<std::optional<PaddedRecord>> result = padGemm(rewriter, linalgOp, *planned);
      if (failed(result)) {
        DimtuneRemark(loc, RemarkKind::Missed, "pad", "NotPadded")
            << "not padded: " << listener.lastReason;
        continue;
      }
      if (!*result)
        continue;
      PaddedRecord &r = **result;
      zeroPadded.insert(r.padded.paddedOp->getResult(0));
      for (tensor::PadOp pad : r.padded.padOps)
        created.push_back(pad);
      records.back().decision = r.decision;
      for (unsigned index : r.padded.paddedOnce)
        records.back().paddedOnce.push_back(index == 0 ? GemmOperand::A : GemmOperand::B);
      DimtuneRemark remark(loc, RemarkKind::Passed, "pad", "Padded");
      remark << describePadding(problem, r.decision, padPolicy, r.onceNotes);
      remark.metric("m", problem.m)
          .metric("n", problem.n)
          .metric("k", problem.k)
          .metric("padded_m", r.decision.m)
          .metric("padded_n", r.decision.n)
          .metric("padded_k", r.decision.k)
          .metric("speedup", r.decision.speedup);
    }
    carryThroughElementwise(rewriter, zeroPadded);
    if (!report.empty() && failed(writeOutputFile(module, report, [&](llvm::raw_ostream &os) {
          writePadReport(os, gpu, padPolicy, records);
        })))
      return signalPassFailure();
    foldPadsOfFills(rewriter, created);
    eraseUnusedCreatedOps(rewriter, listener);
  }

  /// Padding constants and empty tensors the rewrites made and no longer use.
  void eraseUnusedCreatedOps(IRRewriter &rewriter, PadListener &listener) {
    bool erased = true;
    while (erased) {
      erased = false;
      for (Operation *op : llvm::to_vector(listener.inserted))
        if (isOpTriviallyDead(op)) {
          rewriter.eraseOp(op);
          erased = true;
        }
    }
  }

  /// MLP up -> activation -> MLP down: keep the padded tensor through the
  /// activation where it stays zero, dropping the slice and the pad.
  void carryThroughElementwise(IRRewriter &rewriter, const llvm::DenseSet<Value> &zeroPadded) {
    SmallVector<tensor::PadOp> pads;
    getOperation().walk([&](tensor::PadOp pad) { pads.push_back(pad); });
    for (tensor::PadOp pad : pads) {
      Location loc = pad.getLoc();
      FailureOr<int> carried = carryPaddingThrough(rewriter, pad, zeroPadded);
      if (succeeded(carried))
        DimtuneRemark(loc, RemarkKind::Passed, "pad", "CarriedThrough")
            << "kept padded through " << *carried
            << " elementwise op(s) into the next GEMM: slice and pad removed";
    }
  }

  /// pad(fill(empty)) -> fill(larger empty), on the pads this run created
  /// only, so that nothing the pass did not pad changes.
  void foldPadsOfFills(IRRewriter &rewriter, ArrayRef<Operation *> created) {
    llvm::DenseSet<Operation *> ours(created.begin(), created.end());
    SmallVector<tensor::PadOp> live;
    getOperation().walk([&](tensor::PadOp pad) {
      if (ours.contains(pad.getOperation()))
        live.push_back(pad);
    });
    for (tensor::PadOp pad : live) {
      auto fill = pad.getSource().getDefiningOp<linalg::FillOp>();
      if (failed(foldPadOfFill(rewriter, pad)) || !fill->use_empty())
        continue;
      Operation *empty = fill.getOutputs()[0].getDefiningOp();
      rewriter.eraseOp(fill);
      if (empty && empty->use_empty())
        rewriter.eraseOp(empty);
    }
  }

  PassInputs inputs;
};

} // namespace
} // namespace dimtune
