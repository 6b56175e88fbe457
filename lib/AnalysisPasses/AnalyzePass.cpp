//===- AnalyzePass.cpp - --dimtune-analyze --------------------------------===//
//
// Turns the pass options into a target and extraction options; finds the
// attention chains (unless attention=unfused) and prices each with the fused
// kernel the option names; reads every other GEMM once, evaluating each
// distinct problem once (a 96-layer model repeats a dozen shapes); prices the
// memory-bound rest. Remarks per GEMM and per attention chain, one for the
// whole step, and the JSON report.
//
//===----------------------------------------------------------------------===//

#include "dimtune/Analysis/AttentionExtraction.h"
#include "dimtune/Analysis/GemmExtraction.h"
#include "dimtune/CostModel/GemmReport.h"
#include "dimtune/Analysis/MemoryOpExtraction.h"
#include "dimtune/Analysis/Remarks.h"
#include "dimtune/PassSupport/PassSupport.h"
#include "dimtune/Transforms/Passes.h"
#include "dimtune/Tuning/TuningDb.h"

#include "mlir/IR/BuiltinAttributes.h"
#include "mlir/IR/Diagnostics.h"

#include "llvm/ADT/DenseMap.h"
#include "llvm/Support/Debug.h"
#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/raw_ostream.h"

#define DEBUG_TYPE "dimtune-analyze"

namespace dimtune {
#define GEN_PASS_DEF_DIMTUNEANALYZE
#include "dimtune/Transforms/Passes.h.inc"
} // namespace dimtune

using namespace mlir;

namespace dimtune {
namespace {

/// The figures a GemmCost remark carries for tools.
void addMetrics(DimtuneRemark &remark, const GemmAnalysis &a) {
  const GemmKey &key = a.problem;
  remark.metric("batch", key.batch)
      .metric("m", key.m)
      .metric("n", key.n)
      .metric("k", key.k)
      .metric("dtype", key.dtype())
      .metric("predicted_us", a.estimate.predictedUs)
      .metric("suggested_speedup", a.suggested.speedup);
  if (a.measured)
    remark.metric("measured_us", a.measured->originalUs);
}

struct DimtuneAnalyzePass
    : public impl::DimtuneAnalyzeBase<DimtuneAnalyzePass> {
  using DimtuneAnalyzeBase::DimtuneAnalyzeBase;

  LogicalResult initialize(MLIRContext *context) override {
    if (failed(checkOptionRange(context, "max-overhead", maxOverhead, 0, kMostMaxOverhead)) ||
        failed(checkOptionRange(context, "assume-dim", double(assumeDim), 0, kMostAssumeDim)))
      return failure();
    return inputs.load(context, target, targetFile, db);
  }

  void runOnOperation() override {
    ModuleOp module = getOperation();
    FailureOr<const GpuTarget *> gpu = inputs.targetFor(module);
    if (failed(gpu))
      return signalPassFailure();
    const TuningDb *tuningDb = inputs.tuningDb();
    CostModel model(**gpu);
    AttentionModel attentionModel(**gpu);
    AttentionBackend backend = resolveAttentionChoice(attention, **gpu);
    GemmExtractionOptions options{assumeDim, /*offersAssumeDim=*/true};

    // Attention chains first: their ops are priced as one fused kernel.
    llvm::DenseSet<Operation *> absorbed;
    std::vector<AttentionAnalysis> attentionAnalyses;
    if (backend != AttentionBackend::Unfused)
      for (AttentionMatch &m : findAttention(module, {assumeDim, /*offersAssumeDim=*/true})) {
        llvm::Expected<AttentionEstimate> e = attentionModel.estimate(m.problem, backend);
        if (!e) {
          DimtuneRemark(m.score->getLoc(), RemarkKind::Missed, "analyze", "AttentionNotFused")
              << "attention " << formatAttentionShape(m.problem)
              << " left to the GEMM view: " << llvm::toString(e.takeError());
          continue;
        }
        absorbed.insert(m.ops.begin(), m.ops.end());
        AttentionAnalysis analysis{m.problem, *e, std::nullopt, std::nullopt};
        if (tuningDb)
          if (std::optional<MeasuredAttention> measured =
                  tuningDb->measuredAttention((*gpu)->name, m.problem, backend)) {
            analysis.measuredFwdUs = measured->fwdUs;
            analysis.measuredBwdUs = measured->bwdUs;
          }
        DimtuneRemark remark(m.score->getLoc(), RemarkKind::Analysis, "analyze", "AttentionCost");
        remark << describe(analysis);
        remark.metric("backend", attentionBackendName(backend))
            .metric("fwd_us", e->forward.us)
            .metric("bwd_us", m.problem.hasBackward ? e->backward.us : 0.0);
        attentionAnalyses.push_back(std::move(analysis));
      }

    llvm::DenseMap<GemmKey, std::pair<GemmEstimate, PaddedShape>> evaluated;
    std::vector<GemmAnalysis> analyses;
    OtherWork other;
    module.walk([&](Operation *op) {
      if (absorbed.contains(op))
        return;
      if (StringRef why = unmodelledProductReason(op); !why.empty()) {
        DimtuneRemark(op->getLoc(), RemarkKind::Missed, "analyze", "Skipped") << "skipped: " << why;
        return;
      }
      if (isMemoryOp(op)) {
        FailureOr<MemoryOp> m = extractMemoryOp(op, assumeDim);
        if (succeeded(m))
          other.add(*m, memoryOpUs(*m, **gpu));
        return;
      }
      if (!isGemmLike(op))
        return;
      FailureOr<GemmProblem> problem = extractGemm(op, options);
      if (failed(problem))
        return;
      auto [it, inserted] = evaluated.try_emplace(*problem);
      if (inserted)
        it->second = {model.estimate(*problem), model.suggest(*problem, maxOverhead)};
      GemmAnalysis analysis{*problem, it->second.first, it->second.second, std::nullopt};
      if (tuningDb)
        if (const TuningEntry *entry = tuningDb->lookup((*gpu)->name, *problem)) {
          MeasuredChoice c = chooseMeasured(*entry, {});
          const MeasuredVariant &v = *c.variant;
          analysis.measured =
              MeasuredGemm{c.originalUs,    v.m,          v.n,          v.k, v.label, c.totalUs,
                           v.speedupMedian, v.speedupLow, v.speedupHigh};
        }
      DimtuneRemark remark(op->getLoc(), RemarkKind::Analysis, "analyze", "GemmCost");
      remark << describe(analysis);
      addMetrics(remark, analysis);
      analyses.push_back(std::move(analysis));
    });
    LLVM_DEBUG(llvm::dbgs() << analyses.size() << " GEMMs, " << evaluated.size()
                            << " distinct, " << attentionAnalyses.size() << " attention chains, "
                            << other.kernels << " memory-bound kernels\n");
    double gemmUs = 0, attentionUs = 0;
    for (const GemmAnalysis &a : analyses)
      gemmUs += a.estimate.predictedUs;
    for (const AttentionAnalysis &a : attentionAnalyses)
      attentionUs += a.estimate.forward.us + (a.problem.hasBackward ? a.estimate.backward.us : 0);
    double stepUs = gemmUs + attentionUs + other.us;
    if (stepUs > 0) {
      DimtuneRemark remark(module.getLoc(), RemarkKind::Analysis, "analyze", "StepTime");
      remark << llvm::formatv(
          "step: {0:f1} us: GEMMs {1:f1} us ({2:f0}%), attention {3:f1} us ({4:f0}%, "
          "{5} chains on {6}), other {7:f1} us ({8:f0}%, {9} memory-bound kernels)",
          stepUs, gemmUs, gemmUs / stepUs * 100, attentionUs, attentionUs / stepUs * 100,
          attentionAnalyses.size(), attentionBackendName(backend), other.us,
          other.us / stepUs * 100, other.kernels);
      remark.metric("step_us", stepUs)
          .metric("gemm_us", gemmUs)
          .metric("attention_us", attentionUs)
          .metric("other_us", other.us);
    }

    if (report.empty())
      return;
    if (failed(writeOutputFile(module, report, [&](llvm::raw_ostream &os) {
          writeReport(os, **gpu, analyses, attentionAnalyses, other);
        })))
      return signalPassFailure();
  }

  PassInputs inputs;
};

} // namespace
} // namespace dimtune
