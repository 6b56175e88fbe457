//===- MathPathAttention.cpp - SDPA's math path, kernel by kernel ---------===//

#include "dimtune/CostModel/MathPathAttention.h"

#include "dimtune/CostModel/GemmKey.h"

namespace dimtune {

namespace {

/// Appends kernels of one pass: sizes in elements, bytes from the type.
class PathKernels {
public:
  PathKernels(std::vector<MathPathKernel> &out, bool backward) : out(out), backward(backward) {}

  /// Reads `read` and writes `written` bytes, over `elements` outputs.
  void add(const char *name, MemoryKind kind, double read, double written, double elements) {
    MathPathKernel k;
    k.name = name;
    k.backward = backward;
    k.op.kind = kind;
    k.op.readBytes = read;
    k.op.writeBytes = written;
    k.op.elements = elements;
    out.push_back(std::move(k));
  }

private:
  std::vector<MathPathKernel> &out;
  bool backward;
};

} // namespace

std::vector<MathPathKernel> mathPathKernels(const AttentionKey &k, bool training) {
  std::vector<MathPathKernel> out;
  const double b = double(elementBytes(k.type)), flag = 1; // bool tensors: a byte
  const double group = double(k.heads / k.kvHeads);
  const double scores = double(k.batch) * double(k.heads) * double(k.qLen) * double(k.kvLen);
  const double rows = double(k.batch) * double(k.heads) * double(k.qLen);
  const double queries = rows * double(k.headDim);
  // K (head dim D) and V (E) of one KV head, and broadcast to every head.
  const double keysPerHead = double(k.batch) * double(k.kvHeads) * double(k.kvLen);
  PathKernels fwd(out, false);
  // q and k each scaled by sqrt(scale) before QK^T (k^T after its heads are
  // repeated, with enable_gqa).
  fwd.add("scale.q", MemoryKind::Elementwise, queries * b, queries * b, queries);
  double scaledKeys = keysPerHead * double(k.headDim) * (k.kvHeads > 1 ? group : 1);
  fwd.add("scale.k", MemoryKind::Elementwise, scaledKeys * b, scaledKeys * b, scaledKeys);
  // K^T and V broadcast to the query heads and copied contiguous for the
  // batched GEMMs (matmul's expand, or enable_gqa's repeat_interleave): the
  // unvectorized loop; their gradients summed back over each group.
  if (group > 1)
    for (int64_t dim : {k.headDim, k.vHeadDim}) {
      double kv = keysPerHead * double(dim);
      fwd.add("repeat_kv", MemoryKind::Strided, kv * b, kv * group * b, kv * group);
    }
  // The mask as a float tensor added to the scores, broadcast over the heads
  // (an explicit [B, 1, S, T] mask) or the batch and heads (is_causal's tril
  // of [S, T]): the unvectorized loop.
  if (k.explicitMask || k.causal) {
    double mask = (k.explicitMask ? double(k.batch) : 1) * double(k.qLen) * double(k.kvLen);
    fwd.add("mask.to_float", MemoryKind::Elementwise, mask * flag, mask * b, mask);
    fwd.add("mask.add", MemoryKind::Strided, scores * b + mask * b, scores * b, scores);
  }
  // _safe_softmax: the softmax, then rows whose every score is -inf zeroed
  // (isneginf, an all-reduction per row, a where that broadcasts its rows).
  fwd.add("safe_softmax.softmax", MemoryKind::Reduction, scores * b, scores * b, scores);
  fwd.add("safe_softmax.isneginf", MemoryKind::Elementwise, scores * b, scores * flag, scores);
  fwd.add("safe_softmax.all", MemoryKind::Reduction, scores * flag, rows * flag, rows);
  fwd.add("safe_softmax.where", MemoryKind::Strided, scores * b + rows * flag, scores * b,
          scores);
  if (!training)
    return out;
  PathKernels bwd(out, true);
  // The softmax's backward streams P, dP and dS once (one fused row kernel),
  // and _safe_softmax's backward multiplies by the kept rows.
  bwd.add("safe_softmax.backward", MemoryKind::Elementwise, 2 * scores * b, scores * b, scores);
  bwd.add("safe_softmax.backward_mul", MemoryKind::Elementwise, 2 * scores * b, scores * b,
          scores);
  bwd.add("scale.q.grad", MemoryKind::Elementwise, queries * b, queries * b, queries);
  bwd.add("scale.k.grad", MemoryKind::Elementwise, scaledKeys * b, scaledKeys * b, scaledKeys);
  if (group > 1)
    for (int64_t dim : {k.headDim, k.vHeadDim}) {
      double kv = keysPerHead * double(dim);
      bwd.add("repeat_kv.grad", MemoryKind::Reduction, kv * group * b, kv * b, kv);
    }
  return out;
}

} // namespace dimtune
