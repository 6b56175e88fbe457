//===- ModelAdvisor.cpp - Which dimensions a model should have ------------===//

#include "dimtune/Frontend/ModelAdvisor.h"

#include <algorithm>
#include <cmath>
#include <set>

using namespace llvm;

namespace dimtune {

GemmProblem toProblem(const GemmSpec &g, StringRef dtype) {
  ElementType type = parseElementType(dtype).value_or(ElementType::BF16);
  GemmKey key = denseGemmKey(type, g.batch, g.m, g.n, g.k, g.aContig, g.bContig);
  return GemmProblem(key, GemmSite{"linear", "", g.role, g.pass});
}

/// Time of all GEMMs of a step, each GEMM timed by `gemmUs`; nothing if any
/// GEMM has no time.
template <typename F>
static std::optional<double> stepTime(const ModelConfig &c, const ImportOptions &o, F gemmUs) {
  double layer = 0, head = 0;
  for (const GemmSpec &g : layerGemms(c, o)) {
    std::optional<double> us = gemmUs(toProblem(g, o.dtype));
    if (!us)
      return std::nullopt;
    layer += g.count * *us;
  }
  for (const GemmSpec &g : headGemms(c, o)) {
    std::optional<double> us = gemmUs(toProblem(g, o.dtype));
    if (!us)
      return std::nullopt;
    head += g.count * *us;
  }
  return double(c.layers) * layer + head;
}

double predictStepUs(const ModelConfig &c, const ImportOptions &o, const CostModel &model) {
  return *stepTime(c, o, [&](const GemmProblem &p) -> std::optional<double> {
    return model.estimate(p).predictedUs;
  });
}

std::optional<double> measureStepUs(const ModelConfig &c, const ImportOptions &o,
                                    const TuningDb &db, StringRef targetName) {
  return stepTime(c, o, [&](const GemmProblem &p) { return db.measuredGemmUs(targetName, p); });
}

static int64_t roundUp(int64_t a, int64_t b) { return (a + b - 1) / b * b; }
static int64_t roundDown(int64_t a, int64_t b) { return a / b * b; }

static int64_t valueOf(const ModelConfig &c, StringRef param) {
  if (param == "vocab_size")
    return c.vocab;
  if (param == "num_attention_heads")
    return c.heads;
  if (param == "intermediate_size")
    return c.ffn;
  return c.hidden;
}

/// Candidate values per parameter; each keeps the model valid under the TP.
static std::vector<std::pair<std::string, ModelConfig>>
candidateConfigs(const ModelConfig &c, const ImportOptions &o) {
  std::vector<std::pair<std::string, ModelConfig>> out;
  int64_t t = o.tp;
  auto keep = [&](StringRef param, ModelConfig changed) {
    for (auto &[other, config] : out)
      if (other == param && valueOf(config, param) == valueOf(changed, param))
        return; // the same value from another rule
    // Candidates the model or the parallelism cannot take are dropped.
    if (Error e = changed.validate()) {
      consumeError(std::move(e));
      return;
    }
    if (Error e = validateParallelism(changed, o)) {
      consumeError(std::move(e));
      return;
    }
    out.push_back({param.str(), changed});
  };
  // vocab_size: multiples of 8..128, times T so the vocab splits evenly
  // (Megatron's make-vocab-size-divisible-by).
  for (int64_t multiple : {8, 16, 32, 64, 128}) {
    ModelConfig v = c;
    v.vocab = roundUp(c.vocab, multiple * t);
    if (v.vocab != c.vocab)
      keep("vocab_size", v);
  }
  // num_attention_heads: other head dims at the same hidden size, within a
  // factor of two of the current one (a larger change is a new architecture).
  if (c.headDim * c.heads == c.hidden) {
    for (int64_t headDim : {64, 80, 96, 128, 160, 192, 256}) {
      if (headDim == c.headDim || c.hidden % headDim || headDim > 2 * c.headDim ||
          2 * headDim < c.headDim)
        continue;
      ModelConfig h = c;
      h.heads = c.hidden / headDim;
      h.headDim = headDim;
      // Multi-head attention stays multi-head; grouped-query keeps its KV
      // heads where they still divide the heads.
      h.kvHeads = c.kvHeads == c.heads ? h.heads : c.kvHeads;
      keep("num_attention_heads", h);
    }
  }
  // intermediate_size: tile and alignment multiples within 10%, and for gated
  // MLPs the 8/3 h rule rounded.
  std::set<int64_t> ffns;
  for (int64_t multiple : {64, 128, 256, 512}) {
    ffns.insert(roundUp(c.ffn, multiple * t));
    ffns.insert(roundDown(c.ffn, multiple * t));
  }
  if (c.gated)
    for (int64_t multiple : {64, 128, 256})
      ffns.insert(roundUp(c.hidden * 8 / 3, multiple * t));
  for (int64_t ffn : ffns) {
    if (ffn <= 0 || ffn == c.ffn || std::abs(double(ffn - c.ffn)) > 0.1 * c.ffn)
      continue;
    ModelConfig f = c;
    f.ffn = ffn;
    keep("intermediate_size", f);
  }
  // hidden_size: within 5%, the head count kept, so the head dim moves with it.
  if (c.headDim * c.heads == c.hidden) {
    std::set<int64_t> hiddens;
    for (int64_t multiple : {64, 128, 256}) {
      int64_t step = std::lcm(multiple, c.heads * 8);
      hiddens.insert(roundUp(c.hidden, step));
      hiddens.insert(roundDown(c.hidden, step));
    }
    for (int64_t hidden : hiddens) {
      if (hidden <= 0 || hidden == c.hidden || std::abs(double(hidden - c.hidden)) > 0.05 * c.hidden)
        continue;
      ModelConfig h = c;
      h.hidden = hidden;
      h.headDim = hidden / c.heads;
      keep("hidden_size", h);
    }
  }
  return out;
}

/// The smallest micro-batch at which every forward projection (y = x W^T)
/// of a layer is compute-bound on the target.
static BatchRoofline batchRoofline(const ModelConfig &c, const ImportOptions &o,
                                   const CostModel &model) {
  BatchRoofline r;
  auto computeBound = [&](int64_t microBatch) {
    ImportOptions b = o;
    b.microBatch = microBatch;
    b.training = false;
    for (const GemmSpec &g : layerGemms(c, b)) {
      if (g.batch > 1 || g.role == "router")
        continue; // attention grows with the sequence, not the batch
      GemmEstimate e = model.estimate(toProblem(g, o.dtype));
      r.ridgeIntensity = e.ridgeIntensity;
      if (e.bound != Bound::Compute)
        return false;
    }
    return true;
  };
  int64_t high = 1;
  while (high < (1 << 16) && !computeBound(high))
    high *= 2;
  int64_t low = high / 2;
  while (low + 1 < high) {
    int64_t mid = (low + high) / 2;
    (computeBound(mid) ? high : low) = mid;
  }
  r.microBatch = high;
  r.tokens = high * o.seq;
  return r;
}

Advice adviseModel(const ModelConfig &c, const ImportOptions &o, const CostModel &model,
                   const TuningDb *db) {
  Advice advice;
  StringRef target = model.target().name;
  advice.stepUs = predictStepUs(c, o, model);
  if (db)
    advice.measuredStepUs = measureStepUs(c, o, *db, target);
  double params = c.parameterCount();
  for (auto &[param, changed] : candidateConfigs(c, o)) {
    Proposal p;
    p.param = param;
    p.config = changed;
    p.from = valueOf(c, param);
    p.to = valueOf(changed, param);
    p.paramDeltaPct = (changed.parameterCount() / params - 1) * 100;
    p.beforeUs = advice.stepUs;
    p.afterUs = predictStepUs(changed, o, model);
    p.predictedSpeedup = p.beforeUs / p.afterUs;
    if (db && advice.measuredStepUs)
      if (std::optional<double> after = measureStepUs(changed, o, *db, target))
        p.measuredSpeedup = *advice.measuredStepUs / *after;
    advice.candidates.push_back(p);
  }
  // Per parameter, the best candidate: among the measured ones where the
  // database has any (measurement has the last word), else by prediction.
  auto score = [](const Proposal &p) { return p.measuredSpeedup.value_or(p.predictedSpeedup); };
  for (const Proposal &p : advice.candidates) {
    auto it = llvm::find_if(advice.proposals, [&](const Proposal &q) { return q.param == p.param; });
    if (it == advice.proposals.end()) {
      advice.proposals.push_back(p);
      continue;
    }
    bool measured = p.measuredSpeedup.has_value(), bestMeasured = it->measuredSpeedup.has_value();
    if (measured != bestMeasured) {
      if (measured)
        *it = p;
      continue;
    }
    if (score(p) > score(*it) ||
        (score(p) == score(*it) && std::abs(p.paramDeltaPct) < std::abs(it->paramDeltaPct)))
      *it = p;
  }
  llvm::erase_if(advice.proposals, [&](const Proposal &p) { return score(p) < 1.005; });
  llvm::sort(advice.proposals, [&](const Proposal &a, const Proposal &b) { return score(a) > score(b); });
  advice.roofline = batchRoofline(c, o, model);
  if (advice.roofline.microBatch > o.microBatch) {
    // Time per token at the roofline's micro-batch against now.
    ImportOptions bigger = o;
    bigger.microBatch = advice.roofline.microBatch;
    Proposal p;
    p.param = "micro_batch";
    p.config = c;
    p.from = o.microBatch;
    p.to = bigger.microBatch;
    p.beforeUs = advice.stepUs;
    p.afterUs = predictStepUs(c, bigger, model) * o.microBatch / bigger.microBatch;
    p.predictedSpeedup = p.beforeUs / p.afterUs;
    advice.candidates.push_back(p);
    if (p.predictedSpeedup >= 1.005)
      advice.proposals.push_back(p);
  }
  return advice;
}

} // namespace dimtune
