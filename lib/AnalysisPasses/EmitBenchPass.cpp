//===- EmitBenchPass.cpp - --dimtune-emit-bench ---------------------------===//

#include "dimtune/Analysis/Remarks.h"
#include "dimtune/Emit/AttentionPlan.h"
#include "dimtune/Emit/BenchEmitter.h"
#include "dimtune/PassSupport/PassSupport.h"
#include "dimtune/Plan/ModulePlan.h"
#include "dimtune/Transforms/Passes.h"

#include "mlir/IR/Diagnostics.h"

#include "llvm/ADT/SetVector.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"

namespace dimtune {
#define GEN_PASS_DEF_DIMTUNEEMITBENCH
#include "dimtune/Transforms/Passes.h.inc"
} // namespace dimtune

using namespace mlir;

namespace dimtune {
namespace {

/// The variants a plan times, each problem's original among them.
template <typename Plan> size_t variantCount(const Plan &plan) {
  size_t count = 0;
  for (const auto &problem : plan)
    count += problem.variants.size();
  return count;
}

/// A failed write reported on the module; true where there was one.
bool writeFailed(ModuleOp module, llvm::Error error) {
  if (!error)
    return false;
  emitOptionError(module) << "dimtune: " << llvm::toString(std::move(error));
  return true;
}

struct DimtuneEmitBenchPass
    : public impl::DimtuneEmitBenchBase<DimtuneEmitBenchPass> {
  using DimtuneEmitBenchBase::DimtuneEmitBenchBase;

  /// out= may be new, empty, or an earlier benchmark (replaced, with a
  /// remark); a directory holding anything else is not written into.
  LogicalResult checkOutputDirectory(ModuleOp module) {
    if (!llvm::sys::fs::is_directory(out))
      return success();
    llvm::SmallString<256> earlier(out);
    llvm::sys::path::append(earlier, "problems.inc");
    if (llvm::sys::fs::exists(earlier)) {
      DimtuneRemark(moduleSummaryLocation(module), RemarkKind::Analysis, "emit-bench", "Replacing")
          << "replacing the benchmark in " << out;
      return success();
    }
    std::error_code ec;
    llvm::sys::fs::directory_iterator it(out, ec);
    if (!ec && it == llvm::sys::fs::directory_iterator())
      return success();
    return emitOptionError(module)
           << "dimtune: out=" << out
           << " is not empty and holds no dimtune benchmark: choose a new directory";
  }

  LogicalResult initialize(MLIRContext *context) override {
    if (failed(checkOptionRange(context, "max-overhead", maxOverhead, 0, kMostMaxOverhead)))
      return failure();
    return inputs.load(context, target, targetFile, "");
  }

  void runOnOperation() override {
    ModuleOp module = getOperation();
    FailureOr<const GpuTarget *> gpu = inputs.targetFor(module);
    if (failed(gpu))
      return signalPassFailure();
    if (out.empty()) {
      emitOptionError(module) << "dimtune: --dimtune-emit-bench needs out=DIR";
      return signalPassFailure();
    }
    std::string names = candidates.empty() ? kDefaultCandidateKinds : llvm::join(candidates, ",");
    llvm::Expected<std::vector<CandidateKind>> kinds = parseCandidateKinds(names);
    if (!kinds) {
      emitOptionError(module) << "dimtune: " << llvm::toString(kinds.takeError());
      return signalPassFailure();
    }

    PlanOptions options;
    options.attention = attention;
    options.pad.maxOverhead = maxOverhead;
    ModulePlan plan = ModulePlan::build(module, **gpu, options);
    // Chains on the math path are GEMMs here like any other: say so.
    for (const PlannedAttention &a : plan.attention())
      if (!a.analysis.dispatch.fused())
        DimtuneRemark(a.score->getLoc(), RemarkKind::Missed, "emit-bench", "NotBenchmarked")
            << "not benchmarked as attention: " << a.analysis.dispatch.reason;
    if (failed(checkOutputDirectory(module)))
      return signalPassFailure();
    std::vector<GemmAnalysis> gemms;
    for (const PlannedGemm &g : plan.gemms()) {
      std::string why = benchUnsupportedReason(g.analysis.problem);
      if (!why.empty()) {
        DimtuneRemark(g.op->getLoc(), RemarkKind::Missed, "emit-bench", "NotBenchmarked")
            << "not benchmarked: " << why;
        continue;
      }
      gemms.push_back(g.analysis);
    }
    CostModel model(**gpu);
    std::vector<BenchProblem> benchmarks = planBenchmarks(gemms, model, *kinds, maxOverhead);
    if (writeFailed(module, writeBenchProgram(out, benchmarks, **gpu)))
      return signalPassFailure();
    DimtuneRemark(moduleSummaryLocation(module), RemarkKind::Analysis, "emit-bench", "Written")
        << "wrote a benchmark of " << benchmarks.size() << " distinct GEMM problems ("
        << gemms.size() << " GEMMs, " << variantCount(benchmarks) << " variants) to " << out;
    std::vector<AttentionBenchProblem> attentionPlan =
        planAttentionBenchmarks(plan.attentionAnalyses(), **gpu);
    if (attentionPlan.empty())
      return;
    if (writeFailed(module, writeAttentionBenchmark(out, attentionPlan, **gpu)))
      return signalPassFailure();
    llvm::SetVector<StringRef> backends;
    for (const AttentionBenchProblem &b : attentionPlan)
      backends.insert(attentionBackendName(b.backend));
    DimtuneRemark(moduleSummaryLocation(module), RemarkKind::Analysis, "emit-bench", "Written")
        << "wrote an attention benchmark of " << attentionPlan.size() << " distinct problems ("
        << plan.totals().fusedChains << " chains, " << variantCount(attentionPlan)
        << " variants, on " << llvm::join(backends, ", ") << ") to " << out
        << "/attention_bench.py";
  }

  PassInputs inputs;
};

} // namespace
} // namespace dimtune
