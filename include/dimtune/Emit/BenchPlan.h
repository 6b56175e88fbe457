//===- BenchPlan.h - What the emitted benchmark measures ----------*- C++ -*-===//
//
// From the module's GEMMs to the list the emitted program times: identical
// problems once, with how often they occur; for each, the original shape and
// its padded candidates (alignment multiples, tile multiples, the
// wave-complete size, the model's pick), deduplicated and within
// max-overhead extra FLOPs. Pure: no MLIR, no CUDA.
//
//===----------------------------------------------------------------------===//

#ifndef DIMTUNE_EMIT_BENCHPLAN_H
#define DIMTUNE_EMIT_BENCHPLAN_H

#include "dimtune/CostModel/CostModel.h"
#include "dimtune/CostModel/GemmProblem.h"
#include "dimtune/CostModel/GemmReport.h"

#include "llvm/Support/Error.h"

#include <string>
#include <vector>

namespace dimtune {

struct BenchVariant {
  int64_t m = 0, n = 0, k = 0;
  std::string label; ///< "original", "align", "align64", "tile", "wave", "model".
};

/// The runner's table holds at most this many variants per problem.
constexpr size_t kMaxBenchVariants = 8;

struct BenchProblem {
  GemmProblem problem; ///< The first occurrence (its location and role).
  int count = 0;       ///< Occurrences in the module.
  std::vector<BenchVariant> variants; ///< variants[0] is the original.
};

/// The candidate kinds benchmarked when none are named.
constexpr const char *kDefaultCandidateKinds = "align,align64,tile,wave,model";

/// Candidate kinds; parseCandidateKinds accepts "align,align64,tile,wave,model"
/// (alignN for any power of two N >= 8).
struct CandidateKind {
  std::string name;
  int64_t multiple = 0; ///< For alignN: the element multiple.
};
llvm::Expected<std::vector<CandidateKind>> parseCandidateKinds(llvm::StringRef list);

/// Why a problem cannot be benchmarked by the runner, or "" if it can.
std::string benchUnsupportedReason(const GemmKey &problem);

/// Groups identical problems (in first-seen order) and picks their variants;
/// the "model" candidate is each GEMM's padding decision (the module plan's),
/// else the fastest shape for the GEMM alone.
std::vector<BenchProblem> planBenchmarks(llvm::ArrayRef<GemmAnalysis> gemms,
                                         const CostModel &model,
                                         llvm::ArrayRef<CandidateKind> kinds,
                                         double maxOverhead);

} // namespace dimtune

#endif // DIMTUNE_EMIT_BENCHPLAN_H
