//===- StepTime.cpp - A whole step's time: GEMMs, attention, the rest -----===//

#include "dimtune/Advisor/StepTime.h"

#include "dimtune/CostModel/MathPathAttention.h"

#include "dimtune/ModelConfig/StepOps.h"
#include "dimtune/ModelConfig/StepOrder.h"

#include "llvm/ADT/STLExtras.h"

#include <algorithm>

namespace dimtune {

StepTime StepTime::scaled(double share) const {
  StepTime t = *this;
  for (double *v : {&t.gemmUs, &t.attentionUs, &t.otherUs})
    *v *= share;
  t.run = run.scaled(share);
  return t;
}

namespace {

/// A kernel and where it runs in the step.
struct Placed {
  StepPosition position;
  StepKernel kernel;
};

/// The memory-bound kernels of an attention on SDPA's math path (the one
/// table the module plan reads too), at this layer's place in the step.
void mathPathMemoryKernels(std::vector<Placed> &out, const AttentionKey &k, bool training,
                           const GpuTarget &target) {
  for (const MathPathKernel &m : mathPathKernels(k, training)) {
    MemoryOpTime time = memoryOpTime(m.op, target);
    StepKernel s{KernelKind::Memory, time.us, time.computeUs, 0, m.op.bytes(), 1};
    out.push_back({*stepPosition("attention", m.backward ? "bwd" : "fwd", 0, 1), s});
  }
}

/// The GEMM time a database measured, else the model's; compute-bound time
/// is what the SM clock sets.
StepKernel gemmKernel(const GemmKey &key, const StepModels &models) {
  GemmEstimate e = models.gemm.estimate(key);
  double us = e.predictedUs;
  if (models.measuredGemmUs)
    if (std::optional<double> measured = models.measuredGemmUs(key))
      us = *measured;
  return {KernelKind::Gemm, us, e.bound == Bound::Memory ? 0.0 : us, key.flops(), key.minBytes(),
          1};
}

/// One layer's kernels (`layer` of `layers`), or the model's ends.
void addKernels(std::vector<Placed> &out, const ModelConfig &c, const ImportOptions &o,
                const StepModels &models, const AttentionDispatch &dispatch, int64_t layer,
                bool head) {
  const GpuTarget &target = models.gemm.target();
  ElementType type = o.elementType();
  auto place = [&](llvm::StringRef role, llvm::StringRef pass, const StepKernel &k) {
    std::optional<StepPosition> p = stepPosition(role, pass, layer, c.layers);
    out.push_back({p.value_or(StepPosition{pass != "fwd", layer, 50}), k});
  };
  AttentionSpec attention = layerAttention(c, o, layer);
  for (const GemmSpec &g : head ? headGemms(c, o) : layerGemms(c, o)) {
    // Eager attention's products are GEMMs with their own types.
    bool attentionProduct = isAttentionRole(g.role) && !attention.eager;
    if (dispatch.fused() && attentionProduct)
      continue; // the fused kernel runs them
    place(g.role, g.pass,
          gemmKernel(g.key(attentionProduct ? attention.key.type : type), models));
  }
  for (const MemoryOpSpec &m : head ? headMemoryOps(c, o) : layerMemoryOps(c, o, layer)) {
    MemoryOp op = m.toMemoryOp();
    MemoryOpTime time = memoryOpTime(op, target);
    place(m.role, m.pass,
          {KernelKind::Memory, time.us, time.computeUs, 0, op.bytes(), double(m.count)});
  }
  if (head || attention.eager)
    return;
  if (!dispatch.fused()) {
    std::vector<Placed> softmax;
    mathPathMemoryKernels(softmax, attention.key, attention.training, target);
    for (Placed &p : softmax) {
      p.position.layer = layer;
      out.push_back(p);
    }
    return;
  }
  llvm::Expected<AttentionEstimate> e = models.attention.estimate(attention.key, dispatch.backend);
  if (!e) { // the dispatch checked the same support: cannot happen
    llvm::consumeError(e.takeError());
    return;
  }
  double fwd = e->forward.us, bwd = attention.training ? e->backward.us : 0;
  if (models.measuredAttentionUs)
    if (std::optional<double> us =
            models.measuredAttentionUs(attention.key, dispatch.backend, attention.training)) {
      // One measured total: split as the model splits it.
      double total = fwd + bwd;
      fwd *= *us / total;
      bwd *= *us / total;
    }
  // Decode attention reads the cache: memory-bound, the clock does not set it.
  bool decode = attention.key.qLen <= kDecodeMaxQueries;
  place("attention", "fwd",
        {KernelKind::Attention, fwd, decode ? 0.0 : fwd, attention.key.forwardFlops(),
         attention.key.ioBytes(), 1});
  if (attention.training)
    place("attention", "bwd",
          {KernelKind::Attention, bwd, bwd, attention.key.backwardFlops(),
           2 * attention.key.ioBytes(), 1});
}

/// The kernel that runs layer `layer`'s attention: windowed and global
/// layers may dispatch apart.
AttentionDispatch layerDispatch(const ModelConfig &c, const ImportOptions &o,
                                const StepModels &models, int64_t layer) {
  AttentionSpec attention = layerAttention(c, o, layer);
  if (attention.eager)
    return AttentionDispatch{AttentionBackend::Unfused,
                             "the model's eager attention: no SDPA call", true};
  return dispatchAttention(attention.key, models.attentionChoice, models.gemm.target());
}

} // namespace

std::vector<StepKernel> stepKernels(const ModelConfig &c, const ImportOptions &o,
                                    const StepModels &models, AttentionDispatch *dispatchOut) {
  auto dispatchOf = [&](int64_t layer) { return layerDispatch(c, o, models, layer); };
  if (dispatchOut)
    *dispatchOut = dispatchOf(0);
  std::vector<Placed> placed;
  addKernels(placed, c, o, models, dispatchOf(0), 0, /*head=*/true);
  for (int64_t layer = 0; layer < c.layers; ++layer)
    addKernels(placed, c, o, models, dispatchOf(layer), layer, /*head=*/false);
  llvm::stable_sort(placed,
                    [](const Placed &a, const Placed &b) { return a.position < b.position; });
  std::vector<StepKernel> kernels;
  kernels.reserve(placed.size());
  for (const Placed &p : placed) {
    kernels.push_back(p.kernel);
    kernels.back().backward = p.position.backward;
  }
  return kernels;
}

llvm::Expected<StepTime> predictStep(const ModelConfig &c, const ImportOptions &o,
                                     const StepModels &models) {
  StepTime step;
  std::vector<StepKernel> kernels = stepKernels(c, o, models, &step.attention);
  step.eagerAttention = runsEagerAttention(c, o);
  for (const StepKernel &k : kernels) {
    double us = k.us * k.count;
    (k.kind == KernelKind::Gemm        ? step.gemmUs
     : k.kind == KernelKind::Attention ? step.attentionUs
                                       : step.otherUs) += us;
  }
  // On the math path the attention products are GEMMs and its softmax is
  // memory-bound work, but they are the attention's time: each layer's that
  // runs it (a windowed layer may, where the global ones run a fused kernel).
  for (int64_t layer = 0; layer < c.layers && !step.eagerAttention; ++layer) {
    if (layerDispatch(c, o, models, layer).fused())
      continue;
    double products = 0;
    AttentionSpec attention = layerAttention(c, o, layer);
    for (const GemmSpec &g : layerGemms(c, o))
      if (isAttentionRole(g.role))
        products += gemmKernel(g.key(attention.key.type), models).us;
    std::vector<Placed> softmax;
    mathPathMemoryKernels(softmax, attention.key, attention.training, models.gemm.target());
    double softmaxUs = 0;
    for (const Placed &p : softmax)
      softmaxUs += p.kernel.us;
    step.gemmUs -= products;
    step.otherUs -= softmaxUs;
    step.attentionUs += products + softmaxUs;
  }
  step.run = runStep(kernels, models.gemm.target(), models.exec, models.clock, o.huggingFaceStep());
  return step;
}

} // namespace dimtune
