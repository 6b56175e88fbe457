//===- AdvisePass.cpp - --dimtune-advise ----------------------------------===//

#include "dimtune/Analysis/GemmExtraction.h"
#include "dimtune/Analysis/Remarks.h"
#include "dimtune/Advisor/AdviceReport.h"
#include "dimtune/Frontend/ImportModel.h"
#include "dimtune/Advisor/ModelAdvisor.h"
#include "dimtune/PassSupport/PassSupport.h"
#include "dimtune/Transforms/Passes.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/IR/Diagnostics.h"

#include "llvm/Support/FileSystem.h"
#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/JSON.h"

namespace dimtune {
#define GEN_PASS_DEF_DIMTUNEADVISE
#include "dimtune/Transforms/Passes.h.inc"
} // namespace dimtune

using namespace mlir;

namespace dimtune {
namespace {

// Passes.td spells the option's default: it must stay the advisor's.
static_assert(kDefaultMaxParamChange == 0.01, "max-param-change's default in Passes.td");

struct DimtuneAdvisePass : public impl::DimtuneAdviseBase<DimtuneAdvisePass> {
  using DimtuneAdviseBase::DimtuneAdviseBase;

  LogicalResult initialize(MLIRContext *context) override {
    if (failed(checkOptionRange(context, "max-param-change", maxParamChange, 0, 1)) ||
        failed(checkOptionRange(context, "knee-tolerance", kneeTolerance, 0, 100)))
      return failure();
    llvm::Expected<ClockChoice> parsed = parseClockChoice(clock);
    if (!parsed)
      return emitError(UnknownLoc::get(context)) << "dimtune: " << llvm::toString(parsed.takeError());
    clockChoice = *parsed;
    return inputs.load(context, target, targetFile, db);
  }

  void runOnOperation() override {
    FailureOr<const GpuTarget *> gpu = inputs.targetFor(getOperation());
    if (failed(gpu))
      return signalPassFailure();
    ModuleOp module = getOperation();
    CostModel model(**gpu);
    auto attr = module->getAttrOfType<DictionaryAttr>("dimtune.model");
    if (!attr) {
      perGemmOnly(module, model);
      return;
    }
    llvm::Expected<std::pair<ModelConfig, ImportOptions>> imported = readModelAttr(attr);
    if (!imported) {
      emitOptionError(module) << "dimtune: " << llvm::toString(imported.takeError());
      return signalPassFailure();
    }
    auto &[config, options] = *imported;
    AttentionModel attentionModel(**gpu);
    const TuningDb *measured = inputs.tuningDb();
    StringRef targetName = (*gpu)->name;
    auto measuredGemmUs = [&](const GemmKey &key) -> std::optional<double> {
      return measured->measuredGemmUs(targetName, key);
    };
    auto measuredAttentionUs = [&](const AttentionKey &key, AttentionBackend backend,
                                   bool training) -> std::optional<double> {
      std::optional<MeasuredAttention> m = measured->measuredAttention(targetName, key, backend);
      if (!m)
        return std::nullopt;
      return m->fwdUs + (training ? m->bwdUs : 0);
    };
    StepModels models{model, attentionModel, attention, resolveExec(exec, module), clockChoice};
    if (measured) {
      models.measuredGemmUs = measuredGemmUs;
      models.measuredAttentionUs = measuredAttentionUs;
    }
    llvm::Expected<Advice> advice =
        adviseModel(config, options, models, AdviceOptions{maxParamChange, kneeTolerance});
    if (!advice) {
      emitError(moduleSummaryLocation(module)) << "dimtune: " << llvm::toString(advice.takeError());
      return signalPassFailure();
    }
    DimtuneRemark(moduleSummaryLocation(module), RemarkKind::Analysis, "advise", "StepTime")
        << describeStep(config, *advice);
    for (const Proposal &p : advice->proposals) {
      DimtuneRemark remark(moduleSummaryLocation(module), RemarkKind::Analysis, "advise", "Proposal");
      remark << "propose " << describeProposal(p);
      remark.metric("parameter", p.param)
          .metric("from", p.from)
          .metric("to", p.to)
          .metric("predicted_speedup", p.predictedSpeedup);
    }
    if (advice->proposals.empty())
      DimtuneRemark(moduleSummaryLocation(module), RemarkKind::Analysis, "advise", "KeepConfig")
          << llvm::formatv("keep the configuration: no change is predicted at least {0:f0}% faster",
                           (kAdviceMinSpeedup - 1) * 100);
    for (const Proposal &p : advice->alternatives)
      DimtuneRemark(moduleSummaryLocation(module), RemarkKind::Analysis, "advise", "Alternative")
          << "alternative (not at equal work: "
          << (p.param == "num_key_value_heads" ? "a KV-head change alters the model"
                                               : "the parameter count changes")
          << "): " << describeProposal(p);
    if (advice->roofline.found)
      DimtuneRemark(moduleSummaryLocation(module), RemarkKind::Analysis, "advise", "BatchRoofline")
          << llvm::formatv("batch roofline: micro-batch {0} ({1} tokens) makes every projection "
                           "compute-bound",
                           advice->roofline.microBatch, advice->roofline.tokens);
    else
      DimtuneRemark(moduleSummaryLocation(module), RemarkKind::Analysis, "advise", "BatchRoofline")
          << llvm::formatv("batch roofline: no micro-batch up to {0} makes every projection "
                           "compute-bound",
                           advice->roofline.microBatch);
    if (const std::optional<ServingSweep> &sweep = advice->sweep)
      DimtuneRemark(moduleSummaryLocation(module), RemarkKind::Analysis, "advise", "BatchSweep")
          << llvm::formatv("{0} sweep: knee at batch {1} (step within {2:f0}% of batch 1's), "
                           "largest batch that fits {3}; at batch {4}: {5:f1} GB of weights, "
                           "{6:f1} GB of KV cache, {7:f1} GB of workspace of {8:f0} GB",
                           stepPhaseName(options.phase), sweep->kneeBatch,
                           sweep->kneeTolerance * 100, sweep->maxBatch, options.microBatch,
                           sweep->memory.weightsBytes / 1e9, sweep->memory.kvCacheBytes / 1e9,
                           sweep->memory.workspaceBytes / 1e9, sweep->memoryCapacityBytes / 1e9);
    if (!proposalsDir.empty() && failed(writeProposalModules(module, config, options, *advice)))
      return signalPassFailure();
    if (!report.empty() && failed(writeOutputFile(module, report, [&](llvm::raw_ostream &os) {
          writeAdviceJson(os, **gpu, config, options, *advice);
        })))
      return signalPassFailure();
    if (!markdown.empty() && failed(writeOutputFile(module, markdown, [&](llvm::raw_ostream &os) {
          writeAdviceMarkdown(os, **gpu, config, options, *advice);
        })))
      return signalPassFailure();
    if (!plot.empty()) {
      if (!advice->sweep) {
        emitOptionError(module) << "dimtune: plot= draws the batch sweep of a prefill or decode "
                                   "module (dimtune-import --phase prefill|decode)";
        return signalPassFailure();
      }
      if (failed(writeOutputFile(module, plot, [&](llvm::raw_ostream &os) {
            writeSweepSvg(os, **gpu, config, options, *advice->sweep);
          })))
        return signalPassFailure();
    }
  }

  /// The baseline and each proposal as imported modules, for dimtune-tune.
  LogicalResult writeProposalModules(ModuleOp module, const ModelConfig &config,
                                     const ImportOptions &options, const Advice &advice) {
    if (std::error_code ec = llvm::sys::fs::create_directories(proposalsDir))
      return emitOptionError(module) << "dimtune: cannot create '" << proposalsDir
                                << "': " << ec.message();
    auto write = [&](StringRef name, const ModelConfig &c) -> LogicalResult {
      llvm::SmallString<256> path(proposalsDir);
      llvm::sys::path::append(path, name);
      OwningOpRef<ModuleOp> written = importModel(getContext(), c, options);
      if (!written)
        return emitOptionError(module) << "dimtune: cannot write the module for " << name;
      return writeOutputFile(module, path, [&](llvm::raw_ostream &os) { written->print(os); });
    };
    if (failed(write("baseline.mlir", config)))
      return failure();
    for (const Proposal &p : advice.proposals)
      if (p.param != "micro_batch" &&
          failed(write(llvm::formatv("{0}-{1}.mlir", p.param, p.to).str(), p.config)))
        return failure();
    // Every candidate's functions in one module (all.mlir): one benchmark
    // then times each distinct shape once, however many candidates share it.
    OwningOpRef<ModuleOp> all = importModel(getContext(), config, options);
    if (!all)
      return emitOptionError(module) << "dimtune: cannot write all.mlir";
    (*all)->removeAttr("dimtune.model");
    for (auto [i, p] : llvm::enumerate(advice.candidates)) {
      if (p.param == "micro_batch")
        continue;
      OwningOpRef<ModuleOp> one = importModel(getContext(), p.config, options);
      if (!one)
        return emitOptionError(module) << "dimtune: cannot write all.mlir";
      for (func::FuncOp f : llvm::make_early_inc_range(one->getOps<func::FuncOp>())) {
        f.setSymName((llvm::Twine("c") + llvm::Twine(i) + "_" + f.getSymName()).str());
        f->moveBefore(all->getBody(), all->getBody()->end());
      }
    }
    llvm::SmallString<256> path(proposalsDir);
    llvm::sys::path::append(path, "all.mlir");
    return writeOutputFile(module, path, [&](llvm::raw_ostream &os) { all->print(os); });
  }

  /// IR that dimtune-import did not write: the GEMMs' own padding suggestions.
  void perGemmOnly(ModuleOp module, const CostModel &model) {
    DimtuneRemark(moduleSummaryLocation(module), RemarkKind::Missed, "advise", "NoModelConfig")
        << "no dimtune.model attribute (the module was not written by "
           "dimtune-import): per-GEMM suggestions only";
    module.walk([&](Operation *op) {
      if (!isGemmLike(op))
        return;
      FailureOr<GemmProblem> p = extractGemm(op, {});
      if (failed(p))
        return;
      PaddedShape s = model.suggest(*p, 0.10);
      if (s.speedup > 1)
        DimtuneRemark(op->getLoc(), RemarkKind::Analysis, "advise", "GemmSuggestion")
            << llvm::formatv("suggest {0} -> {1} (predicted {2:f2}x)",
                             formatGemmShape(p->batch, p->m, p->n, p->k),
                             formatGemmShape(p->batch, s.m, s.n, s.k), s.speedup);
    });
  }

  PassInputs inputs;
  ClockChoice clockChoice;
};

} // namespace
} // namespace dimtune
