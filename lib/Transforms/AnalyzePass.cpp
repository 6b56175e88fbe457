//===- AnalyzePass.cpp - --dimtune-analyze --------------------------------===//
//
// Turns the pass options into a target and extraction options, reads every
// GEMM once, evaluates each distinct problem once (a 96-layer model repeats a
// dozen shapes), then emits one remark per GEMM and the JSON report.
//
//===----------------------------------------------------------------------===//

#include "dimtune/Analysis/GemmExtraction.h"
#include "dimtune/Analysis/GemmReport.h"
#include "dimtune/Tuning/TuningDb.h"
#include "dimtune/Transforms/Passes.h"
#include "dimtune/Transforms/PassSupport.h"

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

    FailureOr<std::optional<TuningDb>> tuningDb = loadTuningDbOption(module, db);
    if (failed(tuningDb))
      return signalPassFailure();
    CostModel model(**gpu);
    GemmExtractionOptions options{assumeDim};
    llvm::DenseMap<GemmKey, std::pair<GemmEstimate, PaddedShape>> evaluated;
    std::vector<GemmAnalysis> analyses;
    module.walk([&](Operation *op) {
      if (!isGemmLike(op))
        return;
      FailureOr<GemmProblem> problem = extractGemm(op, options);
      if (failed(problem))
        return;
      auto [it, inserted] = evaluated.try_emplace(*problem);
      if (inserted)
        it->second = {model.estimate(*problem), model.suggest(*problem, maxOverhead)};
      GemmAnalysis analysis{*problem, it->second.first, it->second.second, std::nullopt};
      if (*tuningDb)
        if (const TuningEntry *entry = (*tuningDb)->lookup((*gpu)->name, *problem)) {
          MeasuredChoice c = chooseMeasured(*entry, {});
          analysis.measured = MeasuredGemm{c.originalUs, c.variant->m, c.variant->n,
                                           c.variant->k, c.variant->label, c.totalUs};
        }
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
