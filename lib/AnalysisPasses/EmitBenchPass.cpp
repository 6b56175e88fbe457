//===- EmitBenchPass.cpp - --dimtune-emit-bench ---------------------------===//

#include "dimtune/Analysis/AttentionExtraction.h"
#include "dimtune/Analysis/GemmExtraction.h"
#include "dimtune/Analysis/Remarks.h"
#include "dimtune/Emit/AttentionPlan.h"
#include "dimtune/Emit/BenchEmitter.h"
#include "dimtune/PassSupport/PassSupport.h"
#include "dimtune/Transforms/Passes.h"

#include "mlir/IR/Diagnostics.h"

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
      DimtuneRemark(module.getLoc(), RemarkKind::Analysis, "emit-bench", "Replacing")
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

    // Attention chains run as a fused kernel: timed through SDPA by the
    // attention script, not as GEMMs.
    AttentionBackend backend = resolveAttentionChoice(attention, **gpu);
    llvm::DenseSet<Operation *> inAttention;
    std::vector<AttentionProblem> attentionProblems;
    if (backend != AttentionBackend::Unfused)
      for (AttentionMatch &m : findAttention(module, {})) {
        if (llvm::Error e = checkAttentionSupport(backend, m.problem, **gpu)) {
          DimtuneRemark(m.score->getLoc(), RemarkKind::Missed, "emit-bench", "NotBenchmarked")
              << "not benchmarked as attention: " << llvm::toString(std::move(e));
          continue;
        }
        inAttention.insert(m.ops.begin(), m.ops.end());
        attentionProblems.push_back(m.problem);
      }
    if (failed(checkOutputDirectory(module)))
      return signalPassFailure();
    std::vector<GemmProblem> problems;
    module.walk([&](Operation *op) {
      if (!isGemmLike(op) || inAttention.contains(op))
        return;
      FailureOr<GemmProblem> problem = extractGemm(op, GemmExtractionOptions{});
      if (failed(problem))
        return; // extractGemm said why
      std::string why = benchUnsupportedReason(*problem);
      if (!why.empty()) {
        DimtuneRemark(op->getLoc(), RemarkKind::Missed, "emit-bench", "NotBenchmarked")
            << "not benchmarked: " << why;
        return;
      }
      problems.push_back(std::move(*problem));
    });
    CostModel model(**gpu);
    std::vector<BenchProblem> plan = planBenchmarks(problems, model, *kinds, maxOverhead);
    if (writeFailed(module, writeBenchProgram(out, plan, **gpu)))
      return signalPassFailure();
    DimtuneRemark(module.getLoc(), RemarkKind::Analysis, "emit-bench", "Written")
        << "wrote a benchmark of " << plan.size() << " distinct GEMM problems (" << problems.size()
        << " GEMMs, " << variantCount(plan) << " variants) to " << out;
    if (attentionProblems.empty())
      return;
    std::vector<AttentionBenchProblem> attentionPlan =
        planAttentionBenchmarks(attentionProblems, backend, **gpu);
    if (writeFailed(module, writeAttentionBenchmark(out, attentionPlan, **gpu)))
      return signalPassFailure();
    DimtuneRemark(module.getLoc(), RemarkKind::Analysis, "emit-bench", "Written")
        << "wrote an attention benchmark of " << attentionPlan.size() << " distinct problems ("
        << attentionProblems.size() << " chains, " << variantCount(attentionPlan)
        << " variants, on " << attentionBackendName(backend) << ") to " << out
        << "/attention_bench.py";
  }

  PassInputs inputs;
};

} // namespace
} // namespace dimtune
