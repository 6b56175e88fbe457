//===- AttentionPlan.cpp - What the attention benchmark measures ----------===//

#include "dimtune/Emit/AttentionPlan.h"

#include "ProgramFiles.h"

#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/JSON.h"
#include "llvm/Support/raw_ostream.h"

using namespace llvm;

namespace dimtune {

// The script, embedded by CMake from lib/Emit/runtime/attention_bench.py.
static const char kAttentionScript[] =
#include "AttentionBenchSource.inc"
    ;

/// Head dims the fused kernels are built for: where other head counts land.
static constexpr int64_t kCandidateHeadDims[] = {64, 96, 128, 192, 256};

static std::vector<AttentionVariant> variantsFor(const AttentionProblem &p,
                                                 AttentionBackend backend,
                                                 const GpuTarget &target) {
  std::vector<AttentionVariant> out = {{"original", p.heads, p.kvHeads, p.headDim, p.vHeadDim}};
  auto add = [&](std::string label, int64_t heads, int64_t kvHeads, int64_t headDim,
                 int64_t vHeadDim) {
    for (const AttentionVariant &v : out)
      if (v.heads == heads && v.kvHeads == kvHeads && v.headDim == headDim &&
          v.vHeadDim == vHeadDim)
        return;
    out.push_back({std::move(label), heads, kvHeads, headDim, vHeadDim});
  };
  if (Expected<AttentionKernel> k = attentionKernel(backend, std::max(p.headDim, p.vHeadDim), target))
    add("kernel_head_dim", p.heads, p.kvHeads, k->headDim,
        p.vHeadDim == p.headDim ? k->headDim : p.vHeadDim);
  else
    consumeError(k.takeError());
  if (p.headDim != p.vHeadDim)
    return out; // other head counts keep Q/K and V alike: only for equal dims
  int64_t width = p.heads * p.headDim, group = p.heads / p.kvHeads;
  for (int64_t headDim : kCandidateHeadDims) {
    if (headDim == p.headDim || width % headDim || headDim > 2 * p.headDim ||
        2 * headDim < p.headDim)
      continue;
    int64_t heads = width / headDim;
    if (heads % group)
      continue;
    add(formatv("heads_{0}", heads).str(), heads, heads / group, headDim, headDim);
  }
  return out;
}

std::vector<AttentionBenchProblem> planAttentionBenchmarks(ArrayRef<AttentionAnalysis> chains,
                                                           const GpuTarget &target) {
  std::vector<AttentionBenchProblem> plan;
  for (const AttentionAnalysis &chain : chains) {
    if (!chain.dispatch.fused())
      continue;
    const AttentionProblem &p = chain.problem;
    AttentionBackend backend = chain.dispatch.backend;
    auto same = llvm::find_if(plan, [&](const AttentionBenchProblem &b) {
      return static_cast<const AttentionKey &>(b.problem) == p && b.backend == backend;
    });
    if (same != plan.end()) {
      ++same->count;
      continue;
    }
    plan.push_back({p, 1, backend, variantsFor(p, backend, target)});
  }
  return plan;
}

std::string renderAttentionPlan(ArrayRef<AttentionBenchProblem> plan, const GpuTarget &target) {
  json::Array problems;
  for (const AttentionBenchProblem &b : plan) {
    json::Object o = std::move(*toJSON(static_cast<const AttentionKey &>(b.problem)).getAsObject());
    o["backend"] = attentionBackendName(b.backend);
    o["count"] = b.count;
    o["where"] = b.problem.site.loc;
    json::Array variants;
    for (const AttentionVariant &v : b.variants)
      variants.push_back(json::Object{{"label", v.label},
                                      {"heads", v.heads},
                                      {"kv_heads", v.kvHeads},
                                      {"head_dim", v.headDim},
                                      {"v_head_dim", v.vHeadDim}});
    o["variants"] = std::move(variants);
    problems.push_back(std::move(o));
  }
  json::Value doc = json::Object{{"format_version", 1},
                                 {"target", target.name},
                                 {"problems", std::move(problems)}};
  return formatv("{0:2}", doc).str() + "\n";
}

Error writeAttentionBenchmark(StringRef dir, ArrayRef<AttentionBenchProblem> plan,
                              const GpuTarget &target) {
  return writeProgramFiles(dir, {{"attention_problems.json", renderAttentionPlan(plan, target)},
                                 {"attention_bench.py", kAttentionScript}});
}

} // namespace dimtune
