//===- AnalyzePass.cpp - --dimtune-analyze --------------------------------===//
//
// Turns the pass options into a target and extraction options, reads every
// GEMM once, evaluates each distinct problem once (a 96-layer model repeats a
// dozen shapes), then emits one remark per GEMM and the JSON report.
//
//===----------------------------------------------------------------------===//

#include "dimtune/Analysis/GemmExtraction.h"
#include "dimtune/Analysis/GemmReport.h"
#include "dimtune/Transforms/Passes.h"
#include "dimtune/Transforms/PassSupport.h"

#include "mlir/IR/BuiltinAttributes.h"
#include "mlir/IR/Diagnostics.h"

#include "llvm/Support/Debug.h"
#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/raw_ostream.h"

#include <map>
#include <tuple>

#define DEBUG_TYPE "dimtune-analyze"

namespace dimtune {
#define GEN_PASS_DEF_DIMTUNEANALYZE
#include "dimtune/Transforms/Passes.h.inc"
} // namespace dimtune

using namespace mlir;

namespace dimtune {
namespace {

/// What the cost model sees of a problem; op, loc and role do not count.
using ProblemKey = std::tuple<int64_t, int64_t, int64_t, int64_t, int, int64_t,
                              int64_t, int64_t, int, int64_t, unsigned, int,
                              int64_t, unsigned, int, int64_t, unsigned>;

ProblemKey keyOf(const GemmProblem &p) {
  return {p.batch, p.m, p.n, p.k, int(p.math), p.aBytes, p.bBytes, p.cBytes,
          int(p.a.contiguous), p.a.leadingExtent, p.a.spans,
          int(p.b.contiguous), p.b.leadingExtent, p.b.spans,
          int(p.c.contiguous), p.c.leadingExtent, p.c.spans};
}

struct DimtuneAnalyzePass
    : public impl::DimtuneAnalyzeBase<DimtuneAnalyzePass> {
  using DimtuneAnalyzeBase::DimtuneAnalyzeBase;

  void runOnOperation() override {
    ModuleOp module = getOperation();
    TargetRegistry registry;
    FailureOr<const GpuTarget *> gpu =
        resolveTarget(module, target, targetFile, registry);
    if (failed(gpu))
      return signalPassFailure();
    if (maxOverhead < 0) {
      module.emitError() << "dimtune: max-overhead must be >= 0, got " << maxOverhead;
      return signalPassFailure();
    }

    CostModel model(**gpu);
    GemmExtractionOptions options{assumeDim};
    std::map<ProblemKey, std::pair<GemmEstimate, PaddedShape>> evaluated;
    std::vector<GemmAnalysis> analyses;
    module.walk([&](Operation *op) {
      if (!isGemmLike(op))
        return;
      FailureOr<GemmProblem> problem = extractGemm(op, options);
      if (failed(problem))
        return;
      auto [it, inserted] = evaluated.try_emplace(keyOf(*problem));
      if (inserted)
        it->second = {model.estimate(*problem), model.suggest(*problem, maxOverhead)};
      GemmAnalysis analysis{*problem, it->second.first, it->second.second};
      emitRemark(op->getLoc()) << "dimtune: " << describe(analysis);
      analyses.push_back(std::move(analysis));
    });
    LLVM_DEBUG(llvm::dbgs() << analyses.size() << " GEMMs, " << evaluated.size()
                            << " distinct\n");

    if (report.empty())
      return;
    if (failed(writeOutputFile(module, report, [&](llvm::raw_ostream &os) {
          writeReport(os, **gpu, analyses);
        })))
      return signalPassFailure();
  }
};

} // namespace
} // namespace dimtune
