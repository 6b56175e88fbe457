//===- BenchPlan.cpp - What the emitted benchmark measures ----------------===//

#include "dimtune/Emit/BenchPlan.h"

#include "dimtune/CostModel/PadPolicy.h"

#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/MathExtras.h"

using namespace llvm;

namespace dimtune {

Expected<std::vector<CandidateKind>> parseCandidateKinds(StringRef list) {
  std::vector<CandidateKind> kinds;
  if (list.trim() == "none")
    return kinds; // the original shapes alone
  SmallVector<StringRef> names;
  list.split(names, ',', -1, false);
  for (StringRef name : names) {
    name = name.trim();
    int64_t multiple = 0;
    if (name == "align" || name == "tile" || name == "wave" || name == "model") {
      kinds.push_back({name.str(), 0});
    } else if (name.consume_front("align") && to_integer(name, multiple) && multiple >= 8 &&
               isPowerOf2_64(multiple)) {
      kinds.push_back({("align" + Twine(multiple)).str(), multiple});
    } else {
      return createStringError(inconvertibleErrorCode(),
                               "unknown candidate kind '%s' (expected align, alignN "
                               "with N a power of two >= 8, tile, wave, model)",
                               name.str().c_str());
    }
  }
  if (kinds.empty())
    return createStringError(inconvertibleErrorCode(),
                             "no candidate kinds given (say 'none' for the original shapes alone)");
  return kinds;
}

std::string benchUnsupportedReason(const GemmKey &p) {
  if (p.math() == MathType::FP8 || p.math() == MathType::INT8)
    return "the runner times f32, tf32, f16 and bf16 GEMMs only";
  if (p.aType != p.bType || p.cType != p.aType)
    return "mixed element types";
  bool aOk = (p.a.contiguous == GemmDim::K || p.a.contiguous == GemmDim::M) &&
             p.a.leadingExtent == p.extent(p.a.contiguous);
  bool bOk = (p.b.contiguous == GemmDim::N || p.b.contiguous == GemmDim::K) &&
             p.b.leadingExtent == p.extent(p.b.contiguous);
  bool cOk = p.c.contiguous == GemmDim::N && p.c.leadingExtent == p.n;
  if (!aOk || !bOk || !cOk)
    return "a layout other than row-major A [m,k] or [k,m], B [k,n] or [n,k], C [m,n]";
  return "";
}

/// The variants of one problem, in the order of `kinds`, without repeats.
static std::vector<BenchVariant> variantsFor(const GemmAnalysis &a, const CostModel &model,
                                             ArrayRef<CandidateKind> kinds, double maxOverhead) {
  const GemmKey &p = a.problem;
  std::vector<BenchVariant> out = {{p.m, p.n, p.k, "original"}};
  auto add = [&](int64_t m, int64_t n, int64_t k, StringRef label) {
    if (out.size() >= kMaxBenchVariants)
      return;
    if (double(m) * n * k > double(p.m) * p.n * p.k * (1 + maxOverhead) + 1e-6)
      return;
    for (const BenchVariant &v : out)
      if (v.m == m && v.n == n && v.k == k)
        return;
    out.push_back({m, n, k, label.str()});
  };
  GemmEstimate original = model.estimate(p);
  for (const CandidateKind &kind : kinds) {
    if (kind.name == "align" || kind.multiple > 0) {
      if (std::optional<GemmKey> s = alignedShape(p, model.target(), kind.multiple))
        add(s->m, s->n, s->k, kind.name);
    } else if (kind.name == "tile") {
      const CtaTile &t = original.kernel.tile;
      add(llvm::alignTo(p.m, t.m), llvm::alignTo(p.n, t.n), p.k, "tile");
    } else if (kind.name == "wave") {
      // The candidate whose predicted kernel wastes the least of its last wave.
      // `best` points into `candidates`, which must outlive its use after the
      // loop (a range-for over the call's temporary result frees the vector
      // when the loop ends: reading best->estimate then was a use after free).
      const std::vector<PaddedShape> candidates = model.paddingCandidates(p, maxOverhead);
      const PaddedShape *best = nullptr;
      for (const PaddedShape &c : candidates)
        if (c.k == p.k && (c.m != p.m || c.n != p.n) &&
            (!best || c.estimate.kernel.waveEfficiency > best->estimate.kernel.waveEfficiency))
          best = &c;
      if (best && best->estimate.kernel.waveEfficiency > original.kernel.waveEfficiency)
        add(best->m, best->n, best->k, "wave");
    } else if (kind.name == "model") {
      // What --dimtune-pad would run (the plan's decision, pads counted),
      // else the model's fastest shape for the GEMM alone.
      if (const std::optional<PadDecision> &d = a.decision)
        add(d->m, d->n, d->k, "model");
      else
        add(a.gemmOnlyBest.m, a.gemmOnlyBest.n, a.gemmOnlyBest.k, "model");
    }
  }
  return out;
}

std::vector<BenchProblem> planBenchmarks(ArrayRef<GemmAnalysis> gemms, const CostModel &model,
                                         ArrayRef<CandidateKind> kinds, double maxOverhead) {
  std::vector<BenchProblem> plan;
  DenseMap<GemmKey, size_t> index;
  for (const GemmAnalysis &a : gemms) {
    auto [it, inserted] = index.try_emplace(a.problem, plan.size());
    if (!inserted) {
      ++plan[it->second].count;
      continue;
    }
    plan.push_back({a.problem, 1, variantsFor(a, model, kinds, maxOverhead)});
  }
  return plan;
}

} // namespace dimtune
