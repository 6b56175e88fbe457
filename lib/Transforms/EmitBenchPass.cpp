//===- EmitBenchPass.cpp - --dimtune-emit-bench ---------------------------===//

#include "dimtune/Analysis/GemmExtraction.h"
#include "dimtune/Emit/BenchEmitter.h"
#include "dimtune/Transforms/Passes.h"
#include "dimtune/Transforms/PassSupport.h"

#include "mlir/IR/Diagnostics.h"

namespace dimtune {
#define GEN_PASS_DEF_DIMTUNEEMITBENCH
#include "dimtune/Transforms/Passes.h.inc"
} // namespace dimtune

using namespace mlir;

namespace dimtune {
namespace {

struct DimtuneEmitBenchPass
    : public impl::DimtuneEmitBenchBase<DimtuneEmitBenchPass> {
  using DimtuneEmitBenchBase::DimtuneEmitBenchBase;

  void runOnOperation() override {
    ModuleOp module = getOperation();
    TargetRegistry registry;
    FailureOr<const GpuTarget *> gpu = resolveTarget(module, target, targetFile, registry);
    if (failed(gpu))
      return signalPassFailure();
    if (out.empty()) {
      module.emitError() << "dimtune: --dimtune-emit-bench needs out=DIR";
      return signalPassFailure();
    }
    llvm::Expected<std::vector<CandidateKind>> kinds = parseCandidateKinds(candidates);
    if (!kinds) {
      module.emitError() << "dimtune: " << llvm::toString(kinds.takeError());
      return signalPassFailure();
    }
    if (maxOverhead < 0) {
      module.emitError() << "dimtune: max-overhead must be >= 0";
      return signalPassFailure();
    }

    std::vector<GemmProblem> problems;
    module.walk([&](Operation *op) {
      if (!isGemmLike(op))
        return;
      FailureOr<GemmProblem> problem = extractGemm(op, GemmExtractionOptions{});
      if (failed(problem))
        return; // extractGemm said why
      std::string why = benchUnsupportedReason(*problem);
      if (!why.empty()) {
        emitRemark(op->getLoc()) << "dimtune: not benchmarked: " << why;
        return;
      }
      problems.push_back(std::move(*problem));
    });
    CostModel model(**gpu);
    std::vector<BenchProblem> plan = planBenchmarks(problems, model, *kinds, maxOverhead);
    if (llvm::Error error = writeBenchProgram(out, plan, **gpu)) {
      module.emitError() << "dimtune: " << llvm::toString(std::move(error));
      return signalPassFailure();
    }
    size_t variants = 0;
    for (const BenchProblem &b : plan)
      variants += b.variants.size();
    emitRemark(module.getLoc()) << "dimtune: wrote a benchmark of " << plan.size()
                                << " distinct GEMM problems (" << problems.size()
                                << " GEMMs, " << variants << " variants) to " << out;
  }
};

} // namespace
} // namespace dimtune
