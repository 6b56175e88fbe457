//===- AnalyzePass.cpp - --dimtune-analyze --------------------------------===//
//
// Builds the module plan (ModulePlan.h: attention chains and the kernel that
// runs each, every GEMM with its padding decision, the memory-bound rest) and
// tells it: one remark per attention chain, per distinct GEMM problem (or per
// GEMM with per-site), one for the step, and the JSON report.
//
//===----------------------------------------------------------------------===//

#include "dimtune/Advisor/ModelAdvisor.h"
#include "dimtune/Analysis/Remarks.h"
#include "dimtune/Frontend/ImportModel.h"
#include "dimtune/PassSupport/PassSupport.h"
#include "dimtune/Plan/ModulePlan.h"
#include "dimtune/Transforms/Passes.h"

#include "mlir/IR/Diagnostics.h"

#include "llvm/ADT/SetVector.h"
#include "llvm/ADT/StringExtras.h"
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

/// Whether a model's own Python runs the module's step (its set-up before the
/// first kernel counts): as its dimtune.model says (a serving engine runs
/// dimtune-import's prefill and decode over a static cache); IR without one
/// is a model's own program.
bool pythonRunsTheStep(ModuleOp module) {
  auto attr = module->getAttrOfType<DictionaryAttr>("dimtune.model");
  if (!attr)
    return true;
  auto model = readModelAttr(attr);
  if (!model) {
    llvm::consumeError(model.takeError()); // the advisor reports a bad dimtune.model
    return true;
  }
  return model->second.huggingFaceStep();
}

/// The figures a GemmCost remark carries for tools.
void addMetrics(DimtuneRemark &remark, const GemmAnalysis &a) {
  const GemmKey &key = a.problem;
  remark.metric("batch", key.batch)
      .metric("m", key.m)
      .metric("n", key.n)
      .metric("k", key.k)
      .metric("dtype", key.dtype())
      .metric("sites", a.sites)
      .metric("predicted_us", a.estimate.predictedUs)
      .metric("padding_speedup", a.decision ? a.decision->speedup : 1.0);
  if (a.measured)
    remark.metric("measured_us", a.measured->originalUs);
}

struct DimtuneAnalyzePass : public impl::DimtuneAnalyzeBase<DimtuneAnalyzePass> {
  using DimtuneAnalyzeBase::DimtuneAnalyzeBase;

  LogicalResult initialize(MLIRContext *context) override {
    if (policy == PadPolicy::Measured && db.empty())
      return emitError(UnknownLoc::get(context))
             << "dimtune: policy=measured needs db=PATH (written by dimtune-tune)";
    if (failed(checkOptionRange(context, "max-overhead", maxOverhead, 0, kMostMaxOverhead)) ||
        failed(checkOptionRange(context, "min-speedup", minSpeedup, 0, kMostMinSpeedup)) ||
        failed(checkOptionRange(context, "assume-dim", double(assumeDim), 0, kMostAssumeDim)))
      return failure();
    llvm::Expected<ClockChoice> parsed = parseClockChoice(clock);
    if (!parsed)
      return emitError(UnknownLoc::get(context))
             << "dimtune: " << llvm::toString(parsed.takeError());
    clockChoice = *parsed;
    return inputs.load(context, target, targetFile, db);
  }

  /// What a prefill or decode module serves, from its dimtune.model.
  std::optional<ServingFacts> servingFacts(ModuleOp module, const GpuTarget &gpu) {
    auto attr = module->getAttrOfType<DictionaryAttr>("dimtune.model");
    if (!attr)
      return std::nullopt;
    llvm::Expected<std::pair<ModelConfig, ImportOptions>> model = readModelAttr(attr);
    if (!model) {
      llvm::consumeError(model.takeError()); // advise says what is wrong with it
      return std::nullopt;
    }
    auto &[config, options] = *model;
    if (options.phase != StepPhase::Prefill && options.phase != StepPhase::Decode)
      return std::nullopt;
    // The module holds `layers_written` of the model's layers: its memory is theirs.
    ModelConfig written = config;
    written.layers = options.layers;
    ServingMemory memory = servingMemory(written, options);
    // Priced all the same (it is the module's step), but it would not run.
    if (std::optional<std::string> shortfall = memoryShortfall(written, options, gpu))
      emitWarning(moduleSummaryLocation(module)) << "dimtune: " << *shortfall;
    return ServingFacts{stepPhaseName(options.phase).str(),
                        options.microBatch,
                        options.kvLen,
                        double(options.decode() ? options.microBatch : options.tokens()),
                        memory.weightsBytes,
                        memory.kvCacheBytes};
  }

  void runOnOperation() override {
    ModuleOp module = getOperation();
    PlanOptions options;
    options.attention = attention;
    options.pad = {policy, minSpeedup, maxOverhead};
    options.extraction = {assumeDim, /*offersAssumeDim=*/true};
    options.db = inputs.tuningDb();
    options.exec = resolveExec(exec, module);
    options.pythonSetUp = pythonRunsTheStep(module);
    options.clock = clockChoice;
    FailureOr<ModulePlan> planned = inputs.planFor(module, options);
    if (failed(planned))
      return signalPassFailure();
    const ModulePlan &plan = *planned;
    const GpuTarget &gpu = plan.target();

    // One remark per distinct chain and kernel (a 96-layer model has one),
    // with its count, unless per-site.
    llvm::SmallVector<std::pair<const PlannedAttention *, int64_t>> chains;
    for (const PlannedAttention &a : plan.attention()) {
      auto same = llvm::find_if(chains, [&](const auto &c) {
        return !perSite &&
               static_cast<const AttentionKey &>(c.first->analysis.problem) == a.analysis.problem &&
               c.first->analysis.dispatch.backend == a.analysis.dispatch.backend;
      });
      if (same != chains.end())
        ++same->second;
      else
        chains.push_back({&a, 1});
    }
    for (auto [a, count] : chains) {
      const AttentionAnalysis &analysis = a->analysis;
      std::string sites = count > 1 ? llvm::formatv(" [{0} chains]", count).str() : "";
      if (!analysis.estimate) {
        DimtuneRemark(a->score->getLoc(), RemarkKind::Missed, "analyze", "AttentionNotFused")
            << describe(analysis) << sites;
        continue;
      }
      DimtuneRemark remark(a->score->getLoc(), RemarkKind::Analysis, "analyze", "AttentionCost");
      remark << describe(analysis) << sites;
      remark.metric("backend", attentionBackendName(analysis.estimate->backend))
          .metric("sites", count)
          .metric("fwd_us", analysis.estimate->forward.us)
          .metric("bwd_us", analysis.problem.hasBackward ? analysis.estimate->backward.us : 0.0);
    }
    for (auto [index, g] : llvm::enumerate(plan.gemms())) {
      if (!perSite && g.first != index)
        continue;
      DimtuneRemark remark(g.op->getLoc(), RemarkKind::Analysis, "analyze", "GemmCost");
      remark << describe(g.analysis);
      addMetrics(remark, g.analysis);
    }
    const StepTotals &t = plan.totals();
    // The kernels the chains run on, each named once: "cudnn", "flash2, math".
    llvm::SetVector<StringRef> kernels;
    for (const PlannedAttention &a : plan.attention())
      kernels.insert(a.analysis.estimate ? attentionBackendName(a.analysis.estimate->backend)
                                         : StringRef("math"));
    if (double stepUs = t.stepUs(); stepUs > 0) {
      const StepRun &run = plan.run();
      {
        DimtuneRemark remark(moduleSummaryLocation(module), RemarkKind::Analysis, "analyze",
                             "StepTime");
        remark << llvm::formatv(
            "step: {0:f1} us: GEMMs {1:f1} us ({2:f0}%), attention {3:f1} us ({4:f0}%, "
            "{5} chains{6}), other {7:f1} us ({8:f0}%, {9} memory-bound kernels); padded as "
            "--dimtune-pad would: {10:f1} us ({11:f3}x)",
            stepUs, t.gemmUs, t.gemmUs / stepUs * 100, t.attentionUs, t.attentionUs / stepUs * 100,
            t.attentionChains, kernels.empty() ? std::string() : " on " + llvm::join(kernels, ", "),
            t.otherUs, t.otherUs / stepUs * 100, plan.other().kernels, t.paddedStepUs(),
            t.paddingSpeedup());
        remark.metric("step_us", stepUs)
            .metric("gemm_us", t.gemmUs)
            .metric("attention_us", t.attentionUs)
            .metric("other_us", t.otherUs)
            .metric("padded_step_us", t.paddedStepUs());
      } // the kernels' remark first, then the step as it runs
      DimtuneRemark ran(moduleSummaryLocation(module), RemarkKind::Analysis, "analyze", "StepRun");
      ran << describeRun(run);
      ran.metric("run_us", run.stepUs);
      if (run.clockKnown())
        ran.metric("sm_clock_mhz", run.smClockMhz);
      ran.metric("gpu_busy_share", run.gpuBusyShare());
    }

    std::optional<ServingFacts> serving = servingFacts(module, gpu);
    if (report.empty())
      return;
    if (failed(writeOutputFile(module, report, [&](llvm::raw_ostream &os) {
          writeReport(os, gpu, plan.gemmAnalyses(), plan.attentionAnalyses(), plan.other(), t,
                      plan.run(), plan.paddedRun(), serving);
        })))
      return signalPassFailure();
  }

  PassInputs inputs;
  ClockChoice clockChoice;
};

} // namespace
} // namespace dimtune
