//===- AdvisePass.cpp - --dimtune-advise ----------------------------------===//

#include "dimtune/Analysis/GemmExtraction.h"
#include "dimtune/Frontend/ImportModel.h"
#include "dimtune/Frontend/ModelAdvisor.h"
#include "dimtune/Transforms/Passes.h"
#include "dimtune/Transforms/PassSupport.h"

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

std::string describe(const Proposal &p) {
  std::string text = llvm::formatv("{0}: {1} -> {2} ({3:+f2}% parameters): predicted {4:f3}x",
                                   p.param, p.from, p.to, p.paramDeltaPct, p.predictedSpeedup);
  if (p.measuredSpeedup)
    text += llvm::formatv(", measured {0:f3}x", *p.measuredSpeedup).str();
  return text;
}

void writeJson(llvm::raw_ostream &os, const GpuTarget &target, const ModelConfig &c,
               const ImportOptions &o, const Advice &a) {
  llvm::json::OStream j(os, 2);
  auto proposal = [&](const Proposal &p) {
    j.object([&] {
      j.attribute("param", p.param);
      j.attribute("from", p.from);
      j.attribute("to", p.to);
      j.attribute("param_delta_pct", p.paramDeltaPct);
      j.attribute("predicted_speedup", p.predictedSpeedup);
      if (p.measuredSpeedup)
        j.attribute("measured_speedup", *p.measuredSpeedup);
      else
        j.attribute("measured_speedup", nullptr);
      j.attribute("predicted_before_us", p.beforeUs);
      j.attribute("predicted_after_us", p.afterUs);
    });
  };
  j.object([&] {
    j.attributeObject("target", [&] {
      j.attribute("name", target.name);
      j.attribute("sm_count", target.smCount);
    });
    j.attributeObject("model", [&] {
      j.attribute("model_type", c.family);
      j.attribute("hidden_size", c.hidden);
      j.attribute("num_attention_heads", c.heads);
      j.attribute("num_key_value_heads", c.kvHeads);
      j.attribute("intermediate_size", c.ffn);
      j.attribute("vocab_size", c.vocab);
      j.attribute("num_hidden_layers", c.layers);
      j.attribute("micro_batch", o.microBatch);
      j.attribute("seq", o.seq);
      j.attribute("tp", o.tp);
      j.attribute("training", o.training);
      j.attribute("parameters", c.parameterCount());
    });
    j.attribute("predicted_step_us", a.stepUs);
    if (a.measuredStepUs)
      j.attribute("measured_step_us", *a.measuredStepUs);
    j.attributeArray("proposals", [&] {
      for (const Proposal &p : a.proposals)
        proposal(p);
    });
    j.attributeObject("batch_roofline", [&] {
      j.attribute("micro_batch", a.roofline.microBatch);
      j.attribute("tokens", a.roofline.tokens);
      j.attribute("ridge_intensity", a.roofline.ridgeIntensity);
    });
    j.attributeArray("candidates", [&] {
      for (const Proposal &p : a.candidates)
        proposal(p);
    });
  });
  os << "\n";
}

std::string markdownReport(const GpuTarget &target, const ModelConfig &c, const ImportOptions &o,
                           const Advice &a) {
  std::string text;
  llvm::raw_string_ostream os(text);
  os << llvm::formatv("# Dimension advice: {0} (hidden {1}, {2} heads, FFN {3}, vocab {4}) on {5}\n\n"
                      "{6} layers, micro-batch {7} x {8} tokens, TP {9}, {10}. Step time of the "
                      "GEMMs: predicted {11:f0} us{12}.\n\n",
                      c.family, c.hidden, c.heads, c.ffn, c.vocab, target.name, c.layers,
                      o.microBatch, o.seq, o.tp, o.training ? "training" : "inference", a.stepUs,
                      a.measuredStepUs ? llvm::formatv(", measured {0:f0} us", *a.measuredStepUs).str()
                                       : std::string());
  os << "| parameter | from | to | parameters | predicted speed-up | measured speed-up |\n"
        "|---|---|---|---|---|---|\n";
  for (const Proposal &p : a.proposals)
    os << llvm::formatv("| `{0}` | {1} | {2} | {3:+f2}% | {4:f3}x | {5} |\n", p.param, p.from,
                        p.to, p.paramDeltaPct, p.predictedSpeedup,
                        p.measuredSpeedup ? llvm::formatv("{0:f3}x", *p.measuredSpeedup).str()
                                          : std::string("-"));
  if (a.proposals.empty())
    os << "| (none predicted faster) | | | | | |\n";
  os << llvm::formatv("\nBatch roofline: from micro-batch {0} ({1} tokens) every projection of a "
                      "layer is compute-bound (ridge {2:f0} FLOP/byte).\n",
                      a.roofline.microBatch, a.roofline.tokens, a.roofline.ridgeIntensity);
  return text;
}

struct DimtuneAdvisePass : public impl::DimtuneAdviseBase<DimtuneAdvisePass> {
  using DimtuneAdviseBase::DimtuneAdviseBase;

  void runOnOperation() override {
    ModuleOp module = getOperation();
    TargetRegistry registry;
    FailureOr<const GpuTarget *> gpu = resolveTarget(module, target, targetFile, registry);
    if (failed(gpu))
      return signalPassFailure();
    CostModel model(**gpu);
    FailureOr<std::optional<TuningDb>> tuningDb = loadTuningDbOption(module, db);
    if (failed(tuningDb))
      return signalPassFailure();
    FailureOr<std::pair<ModelConfig, ImportOptions>> imported = readModelAttr(module);
    if (failed(imported)) {
      perGemmOnly(module, model);
      return;
    }
    auto &[config, options] = *imported;
    Advice advice = adviseModel(config, options, model, *tuningDb ? &**tuningDb : nullptr);
    for (const Proposal &p : advice.proposals)
      emitRemark(module.getLoc()) << "dimtune: propose " << describe(p);
    emitRemark(module.getLoc()) << llvm::formatv(
        "dimtune: batch roofline: micro-batch {0} ({1} tokens) makes every projection "
        "compute-bound",
        advice.roofline.microBatch, advice.roofline.tokens);
    if (!proposalsDir.empty() && failed(writeProposalModules(module, config, options, advice)))
      return signalPassFailure();
    if (!report.empty() && failed(writeOutputFile(module, report, [&](llvm::raw_ostream &os) {
          writeJson(os, **gpu, config, options, advice);
        })))
      return signalPassFailure();
    if (!markdown.empty() && failed(writeOutputFile(module, markdown, [&](llvm::raw_ostream &os) {
          os << markdownReport(**gpu, config, options, advice);
        })))
      return signalPassFailure();
  }

  /// The baseline and each proposal as imported modules, for dimtune-tune.
  LogicalResult writeProposalModules(ModuleOp module, const ModelConfig &config,
                                     const ImportOptions &options, const Advice &advice) {
    if (std::error_code ec = llvm::sys::fs::create_directories(proposalsDir))
      return module.emitError() << "dimtune: cannot create '" << proposalsDir
                                << "': " << ec.message();
    auto write = [&](StringRef name, const ModelConfig &c) -> LogicalResult {
      llvm::SmallString<256> path(proposalsDir);
      llvm::sys::path::append(path, name);
      OwningOpRef<ModuleOp> written = importModel(getContext(), c, options);
      if (!written)
        return module.emitError() << "dimtune: cannot write the module for " << name;
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
      return module.emitError() << "dimtune: cannot write all.mlir";
    (*all)->removeAttr("dimtune.model");
    for (auto [i, p] : llvm::enumerate(advice.candidates)) {
      if (p.param == "micro_batch")
        continue;
      OwningOpRef<ModuleOp> one = importModel(getContext(), p.config, options);
      if (!one)
        return module.emitError() << "dimtune: cannot write all.mlir";
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
    emitRemark(module.getLoc())
        << "dimtune: no dimtune.model attribute (the module was not written by "
           "dimtune-import): per-GEMM suggestions only";
    module.walk([&](Operation *op) {
      if (!isGemmLike(op))
        return;
      FailureOr<GemmProblem> p = extractGemm(op, {});
      if (failed(p))
        return;
      PaddedShape s = model.suggest(*p, 0.10);
      if (s.speedup > 1)
        emitRemark(op->getLoc()) << llvm::formatv(
            "dimtune: suggest {0} -> {1} (predicted {2:f2}x)", formatGemmShape(p->batch, p->m, p->n, p->k),
            formatGemmShape(p->batch, s.m, s.n, s.k), s.speedup);
    });
  }
};

} // namespace
} // namespace dimtune
