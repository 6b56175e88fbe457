//===- ModelAdvisor.cpp - Which dimensions a model should have ------------===//

#include "dimtune/Advisor/ModelAdvisor.h"

#include "llvm/ADT/STLExtras.h"
#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/MathExtras.h"

#include <algorithm>
#include <cmath>
#include <set>

using namespace llvm;

namespace dimtune {

static int64_t roundDown(int64_t a, int64_t b) { return a / b * b; }

static int64_t valueOf(const ModelConfig &c, StringRef param) {
  if (param == "num_key_value_heads")
    return c.kvHeads;
  if (param == "vocab_size")
    return c.vocab;
  if (param == "num_attention_heads")
    return c.heads;
  if (param == "intermediate_size")
    return c.ffn;
  return c.hidden;
}

/// Candidate values per parameter; each keeps the model valid under the TP.
static std::vector<std::pair<std::string, ModelConfig>> candidateConfigs(const ModelConfig &c,
                                                                         const ImportOptions &o) {
  std::vector<std::pair<std::string, ModelConfig>> out;
  int64_t t = o.tp;
  auto keep = [&](StringRef param, ModelConfig changed) {
    for (auto &[other, config] : out)
      if (other == param && valueOf(config, param) == valueOf(changed, param) &&
          config.kvHeads == changed.kvHeads)
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
    v.vocab = llvm::alignTo(c.vocab, multiple * t);
    if (v.vocab != c.vocab)
      keep("vocab_size", v);
  }
  // num_attention_heads: other head dims at the same hidden size, within a
  // factor of two of the current one (a larger change is a new architecture):
  // the attention kernels' buckets and the multiples of 16 between them.
  if (c.headDim * c.heads == c.hidden) {
    for (int64_t headDim : {64, 80, 96, 112, 128, 160, 192, 256}) {
      if (headDim == c.headDim || c.hidden % headDim || headDim > 2 * c.headDim ||
          2 * headDim < c.headDim)
        continue;
      ModelConfig h = c;
      h.heads = c.hidden / headDim;
      h.headDim = headDim;
      h.rotaryDim = c.rotaryDim == c.headDim ? headDim : c.rotaryDim * headDim / c.headDim;
      if (c.kvHeads == c.heads) { // multi-head attention stays multi-head
        h.kvHeads = h.heads;
        keep("num_attention_heads", h);
        continue;
      }
      // Grouped-query: the same KV heads (cache size), or the same group size.
      h.kvHeads = c.kvHeads;
      keep("num_attention_heads", h);
      if (h.heads % (c.heads / c.kvHeads) == 0) {
        h.kvHeads = h.heads / (c.heads / c.kvHeads);
        keep("num_attention_heads", h);
      }
    }
  }
  // num_key_value_heads, for serving: the group sizes that divide the heads
  // (MHA to GQA to MQA), each a KV-cache size; TP as the model needs it.
  if (o.phase == StepPhase::Prefill || o.phase == StepPhase::Decode)
    for (int64_t kv = 1; kv <= c.heads; ++kv) {
      if (c.heads % kv || kv == c.kvHeads)
        continue;
      ModelConfig g = c;
      g.kvHeads = kv;
      keep("num_key_value_heads", g);
    }
  // intermediate_size: tile and alignment multiples within 10%, and for gated
  // MLPs the 8/3 h rule rounded.
  std::set<int64_t> ffns;
  for (int64_t multiple : {64, 128, 256, 512}) {
    ffns.insert(llvm::alignTo(c.ffn, multiple * t));
    ffns.insert(roundDown(c.ffn, multiple * t));
  }
  if (c.gated)
    for (int64_t multiple : {64, 128, 256})
      ffns.insert(llvm::alignTo(c.hidden * 8 / 3, multiple * t));
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
      hiddens.insert(llvm::alignTo(c.hidden, step));
      hiddens.insert(roundDown(c.hidden, step));
    }
    for (int64_t hidden : hiddens) {
      if (hidden <= 0 || hidden == c.hidden ||
          std::abs(double(hidden - c.hidden)) > 0.05 * c.hidden)
        continue;
      ModelConfig h = c;
      h.hidden = hidden;
      h.headDim = hidden / c.heads;
      h.rotaryDim = c.rotaryDim == c.headDim ? h.headDim : c.rotaryDim * h.headDim / c.headDim;
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
  ElementType type = o.elementType();
  auto computeBound = [&](int64_t microBatch) {
    ImportOptions b = o;
    b.microBatch = microBatch;
    if (b.training()) // the forward projections; decode keeps its one token per sequence
      b.phase = StepPhase::Forward;
    for (const GemmSpec &g : layerGemms(c, b)) {
      if (g.batch > 1 || g.role == "router" || isAttentionRole(g.role))
        continue; // attention grows with the sequence, not the batch
      GemmEstimate e = model.estimate(g.key(type));
      r.ridgeIntensity = e.ridgeIntensity;
      if (e.bound != Bound::Compute)
        return false;
    }
    return true;
  };
  int64_t high = 1;
  while (high < (1 << 16) && !computeBound(high))
    high *= 2;
  // The search's cap is not an answer: say when no batch in range does it.
  r.found = computeBound(high);
  if (!r.found) {
    r.microBatch = high;
    r.tokens = high * o.queryLen();
    return r;
  }
  int64_t low = high / 2;
  while (low + 1 < high) {
    int64_t mid = (low + high) / 2;
    (computeBound(mid) ? high : low) = mid;
  }
  r.microBatch = high;
  r.tokens = high * o.queryLen();
  return r;
}

/// The kernel head dim `backend` runs the config's attention as, and the
/// share of its attention FLOPs that padding takes (0 for unfused).
static std::pair<int64_t, double> kernelHeadDim(const ModelConfig &c, const StepTime &step,
                                                const StepModels &models) {
  if (!step.attention.fused())
    return {c.headDim, 0};
  llvm::Expected<AttentionKernel> k =
      attentionKernel(step.attention.backend, c.headDim, models.attention.target());
  if (!k) {
    llvm::consumeError(k.takeError());
    return {c.headDim, 0};
  }
  return {k->headDim, 1 - double(c.headDim) / double(k->headDim)};
}

/// Of a step's kernel time: memory-bound GEMMs (reading weights),
/// memory-bound attention (reading the KV cache), compute-bound work.
static void shares(const std::vector<StepKernel> &kernels, double stepUs, BatchPoint &point) {
  double weights = 0, kv = 0, compute = 0;
  for (const StepKernel &k : kernels) {
    double us = k.us * k.count;
    if (k.computeUs > 0)
      compute += us;
    else if (k.kind == KernelKind::Gemm)
      weights += us;
    else if (k.kind == KernelKind::Attention)
      kv += us;
  }
  if (stepUs > 0) {
    point.weightsShare = weights / stepUs;
    point.kvShare = kv / stepUs;
    point.computeShare = compute / stepUs;
  }
}

static BatchPoint batchPoint(const ModelConfig &c, const ImportOptions &o, int64_t batch,
                             const StepModels &models, double capacity) {
  ImportOptions at = o;
  at.microBatch = batch;
  BatchPoint p;
  p.batch = batch;
  std::vector<StepKernel> kernels = stepKernels(c, at, models);
  StepRun run = runStep(kernels, models.gemm.target(), models.exec, models.clock, at.huggingFaceStep());
  p.stepUs = run.stepUs;
  double tokens = at.decode() ? double(batch) : double(at.tokens());
  p.tokensPerS = run.stepUs > 0 ? tokens / (run.stepUs * 1e-6) : 0;
  p.memoryBytes = servingMemory(c, at).totalBytes();
  p.fits = capacity <= 0 || p.memoryBytes <= capacity;
  shares(kernels, run.stepUs, p);
  return p;
}

std::optional<std::string> memoryShortfall(const ModelConfig &c, const ImportOptions &o,
                                           const GpuTarget &gpu) {
  ServingMemory memory = servingMemory(c, o);
  if (!(gpu.memoryGB > 0) || memory.totalBytes() <= gpu.memoryGB * 1e9)
    return std::nullopt;
  return formatv("micro-batch {0} does not fit {1}: {2:f1} GB of weights, {3:f1} GB of KV cache "
                 "and {4:f1} GB of workspace against {5:f0} GB",
                 o.microBatch, gpu.name, memory.weightsBytes / 1e9, memory.kvCacheBytes / 1e9,
                 memory.workspaceBytes / 1e9, gpu.memoryGB)
      .str();
}

ServingSweep sweepBatches(const ModelConfig &c, const ImportOptions &o, const StepModels &models,
                          double kneeTolerance) {
  ServingSweep sweep;
  sweep.kneeTolerance = kneeTolerance;
  sweep.memory = servingMemory(c, o);
  sweep.memoryCapacityBytes = models.gemm.target().memoryGB * 1e9;
  double capacity = sweep.memoryCapacityBytes;
  // Memory grows linearly with the batch: the largest that fits, exactly.
  auto memoryAt = [&](int64_t b) {
    ImportOptions at = o;
    at.microBatch = b;
    return servingMemory(c, at).totalBytes();
  };
  constexpr int64_t kMostBatch = 1 << 16;
  int64_t lo = 0, hi = kMostBatch;
  if (capacity <= 0 || memoryAt(kMostBatch) <= capacity) {
    lo = kMostBatch;
  } else {
    while (lo + 1 < hi) {
      int64_t mid = (lo + hi) / 2;
      (memoryAt(mid) <= capacity ? lo : hi) = mid;
    }
  }
  sweep.maxBatch = lo;
  int64_t last = std::max<int64_t>(1, std::min<int64_t>(sweep.maxBatch, 4096));
  for (int64_t b = 1; b <= last; b *= 2)
    sweep.points.push_back(batchPoint(c, o, b, models, capacity));
  if (sweep.points.back().batch != last)
    sweep.points.push_back(batchPoint(c, o, last, models, capacity));
  double first = sweep.points.front().stepUs;
  for (const BatchPoint &p : sweep.points)
    if (p.fits && p.stepUs <= first * (1 + kneeTolerance))
      sweep.kneeBatch = p.batch;
  return sweep;
}

bool atEqualWork(const Proposal &p, double maxParamChange) {
  if (p.param == "num_key_value_heads")
    return false; // the model's attention changes
  bool paddingUp = p.param == "vocab_size" && p.to > p.from;
  return paddingUp || std::abs(p.paramDeltaPct) <= maxParamChange * 100 + 1e-9;
}

Expected<Advice> adviseModel(const ModelConfig &c, const ImportOptions &o, const StepModels &models,
                             const AdviceOptions &options) {
  Advice advice;
  bool serving = o.phase == StepPhase::Prefill || o.phase == StepPhase::Decode;
  if (serving)
    if (std::optional<std::string> shortfall = memoryShortfall(c, o, models.gemm.target()))
      return createStringError(inconvertibleErrorCode(), *shortfall);
  Expected<StepTime> step = predictStep(c, o, models);
  if (!step)
    return step.takeError();
  advice.step = *step;
  std::tie(advice.kernelHeadDim, advice.paddedAttentionFlops) =
      kernelHeadDim(c, advice.step, models);
  if (models.measuredGemmUs) {
    ElementType type = o.elementType();
    for (const std::vector<GemmSpec> &gemms : {layerGemms(c, o), headGemms(c, o)})
      for (const GemmSpec &g : gemms) {
        if (advice.step.attention.fused() && isAttentionRole(g.role))
          continue;
        ++advice.gemmShapes;
        if (models.measuredGemmUs(g.key(type)))
          ++advice.measuredGemmShapes;
      }
  }
  double params = c.parameterCount();
  for (auto &[param, changed] : candidateConfigs(c, o)) {
    Expected<StepTime> after = predictStep(changed, o, models);
    if (!after) {
      consumeError(after.takeError());
      continue;
    }
    Proposal p;
    p.param = param;
    p.config = changed;
    p.from = valueOf(c, param);
    p.to = valueOf(changed, param);
    p.paramDeltaPct = (changed.parameterCount() / params - 1) * 100;
    p.before = advice.step;
    p.after = *after;
    p.predictedSpeedup = p.before.totalUs() / p.after.totalUs();
    std::tie(p.kernelHeadDim, p.paddedAttentionFlops) = kernelHeadDim(changed, p.after, models);
    advice.candidates.push_back(p);
  }
  // Per parameter, the best candidate; at equal speed, the smaller change in
  // parameters. A candidate at other work is an alternative, not a proposal.
  auto best = [](std::vector<Proposal> &list, const Proposal &p) {
    auto it = llvm::find_if(list, [&](const Proposal &q) { return q.param == p.param; });
    if (it == list.end())
      list.push_back(p);
    else if (p.predictedSpeedup > it->predictedSpeedup ||
             (p.predictedSpeedup == it->predictedSpeedup &&
              std::abs(p.paramDeltaPct) < std::abs(it->paramDeltaPct)))
      *it = p;
  };
  for (const Proposal &p : advice.candidates)
    best(atEqualWork(p, options.maxParamChange) ? advice.proposals : advice.alternatives, p);
  advice.roofline = batchRoofline(c, o, models.gemm);
  if (serving)
    advice.sweep = sweepBatches(c, o, models, options.kneeTolerance);
  if (!serving && advice.roofline.found && advice.roofline.microBatch > o.microBatch) {
    // Time per token at the roofline's micro-batch against now.
    ImportOptions bigger = o;
    bigger.microBatch = advice.roofline.microBatch;
    if (Expected<StepTime> big = predictStep(c, bigger, models)) {
      double scale = double(o.microBatch) / double(bigger.microBatch);
      Proposal p;
      p.param = "micro_batch";
      p.config = c;
      p.from = o.microBatch;
      p.to = bigger.microBatch;
      p.before = advice.step;
      // Per token of the current micro-batch.
      p.after = big->scaled(scale);
      p.predictedSpeedup = p.before.totalUs() / p.after.totalUs();
      std::tie(p.kernelHeadDim, p.paddedAttentionFlops) = kernelHeadDim(c, p.after, models);
      advice.candidates.push_back(p);
      advice.proposals.push_back(p);
    } else {
      consumeError(big.takeError());
    }
  }
  for (std::vector<Proposal> *list : {&advice.proposals, &advice.alternatives}) {
    llvm::erase_if(*list, [](const Proposal &p) { return p.predictedSpeedup < kAdviceMinSpeedup; });
    llvm::stable_sort(*list, [](const Proposal &a, const Proposal &b) {
      return a.predictedSpeedup > b.predictedSpeedup;
    });
  }
  return advice;
}

} // namespace dimtune
