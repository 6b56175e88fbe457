//===- StepTime.cpp - A whole step's time: GEMMs, attention, the rest -----===//

#include "dimtune/Advisor/StepTime.h"

#include "dimtune/ModelConfig/StepOps.h"

namespace dimtune {

/// The memory-bound work an unfused attention adds per layer: the scaled and
/// masked scores, the softmax, and in training its backward, on B x H x S x S.
static double unfusedSoftmaxUs(const AttentionKey &k, bool training, const GpuTarget &target) {
  double scores = double(k.batch) * double(k.heads) * double(k.qLen) * double(k.kvLen) *
                  double(elementBytes(k.type));
  auto op = [&](MemoryKind kind, double read, double write) {
    MemoryOp m;
    m.kind = kind;
    m.readBytes = read;
    m.writeBytes = write;
    return memoryOpUs(m, target);
  };
  double us = op(MemoryKind::Elementwise, scores, scores) + op(MemoryKind::Reduction, scores, scores);
  if (training)
    us += op(MemoryKind::Reduction, 2 * scores, 0) + op(MemoryKind::Elementwise, 2 * scores, scores);
  return us;
}

llvm::Expected<StepTime> predictStep(const ModelConfig &c, const ImportOptions &o,
                                     const StepModels &models) {
  StepTime layer, head;
  const GpuTarget &target = models.gemm.target();
  AttentionSpec attention = layerAttention(c, o);
  AttentionDispatch dispatch = dispatchAttention(attention.key, models.attentionChoice, target);
  bool fused = dispatch.fused();
  auto gemmUs = [&](const GemmSpec &g) {
    GemmKey key = denseGemmKey(parseElementType(o.dtype).value_or(ElementType::BF16), g.batch,
                               g.m, g.n, g.k, g.aContig, g.bContig);
    if (models.measuredGemmUs)
      if (std::optional<double> us = models.measuredGemmUs(key))
        return *us;
    return models.gemm.estimate(key).predictedUs;
  };
  for (const GemmSpec &g : layerGemms(c, o)) {
    if (fused && isAttentionRole(g.role))
      continue;
    (isAttentionRole(g.role) ? layer.attentionUs : layer.gemmUs) += double(g.count) * gemmUs(g);
  }
  for (const GemmSpec &g : headGemms(c, o))
    head.gemmUs += double(g.count) * gemmUs(g);
  for (const MemoryOpSpec &m : layerMemoryOps(c, o))
    layer.otherUs += double(m.count) * memoryOpUs(m.toMemoryOp(), target);
  for (const MemoryOpSpec &m : headMemoryOps(c, o))
    head.otherUs += double(m.count) * memoryOpUs(m.toMemoryOp(), target);
  if (fused) {
    llvm::Expected<AttentionEstimate> e = models.attention.estimate(attention.key, dispatch.backend);
    if (!e)
      return e.takeError();
    layer.attentionUs = e->forward.us + (attention.training ? e->backward.us : 0);
    if (models.measuredAttentionUs)
      if (std::optional<double> us =
              models.measuredAttentionUs(attention.key, dispatch.backend, attention.training))
        layer.attentionUs = *us;
  } else {
    layer.attentionUs += unfusedSoftmaxUs(attention.key, attention.training, target);
  }
  double layers = double(c.layers);
  return StepTime{layers * layer.gemmUs + head.gemmUs, layers * layer.attentionUs,
                  layers * layer.otherUs + head.otherUs, dispatch};
}

} // namespace dimtune
