//===- MathPathAttentionTest.cpp - SDPA's math path, kernel by kernel -----===//
//
// The memory-bound kernels MathPathAttention.h lists for a math-path call, as
// the H200's profiles of PyTorch 2.11 show them
// (benchmarks/results/attention/h200-math-sdpa.json): which ones run for a
// mask, is_causal, no mask and grouped heads, which run in the unvectorized
// loop, and the bytes each moves.
//
//===----------------------------------------------------------------------===//

#include "dimtune/CostModel/MathPathAttention.h"

#include "gtest/gtest.h"

#include <map>

using namespace dimtune;

namespace {

/// Falcon-7B's attention as its Hugging Face code calls SDPA: 71 heads over
/// one KV head, a [B, 1, S, T] mask, computed in fp32.
AttentionKey falcon() {
  AttentionKey k;
  k.type = ElementType::F32;
  k.batch = 2;
  k.heads = 71;
  k.kvHeads = 1;
  k.qLen = k.kvLen = 2048;
  k.headDim = k.vHeadDim = 64;
  k.explicitMask = true;
  return k;
}

std::map<std::string, MathPathKernel> byName(const std::vector<MathPathKernel> &kernels) {
  std::map<std::string, MathPathKernel> out;
  for (const MathPathKernel &k : kernels)
    out[k.name + (k.backward ? "/bwd" : "/fwd")] = k;
  return out;
}

TEST(MathPathAttention, FalconsMaskedCall) {
  std::map<std::string, MathPathKernel> k = byName(mathPathKernels(falcon(), true));
  const double scores = 2.0 * 71 * 2048 * 2048, rows = 2.0 * 71 * 2048, mask = 2.0 * 2048 * 2048;
  // The mask added, broadcast over the heads: the unvectorized loop.
  const MathPathKernel &add = k.at("mask.add/fwd");
  EXPECT_EQ(add.op.kind, MemoryKind::Strided);
  EXPECT_DOUBLE_EQ(add.op.elements, scores);
  EXPECT_DOUBLE_EQ(add.op.readBytes, 4 * scores + 4 * mask);
  EXPECT_DOUBLE_EQ(add.op.writeBytes, 4 * scores);
  EXPECT_DOUBLE_EQ(k.at("mask.to_float/fwd").op.readBytes, mask); // a bool mask
  // _safe_softmax: softmax, isneginf (a byte per score), all (per row), where.
  EXPECT_EQ(k.at("safe_softmax.softmax/fwd").op.kind, MemoryKind::Reduction);
  EXPECT_DOUBLE_EQ(k.at("safe_softmax.isneginf/fwd").op.writeBytes, scores);
  EXPECT_DOUBLE_EQ(k.at("safe_softmax.all/fwd").op.readBytes, scores);
  EXPECT_DOUBLE_EQ(k.at("safe_softmax.all/fwd").op.writeBytes, rows);
  EXPECT_EQ(k.at("safe_softmax.where/fwd").op.kind, MemoryKind::Strided);
  EXPECT_DOUBLE_EQ(k.at("safe_softmax.where/fwd").op.readBytes, 4 * scores + rows);
  // Backward: the softmax's and _safe_softmax's, each reading two score tensors.
  EXPECT_DOUBLE_EQ(k.at("safe_softmax.backward/bwd").op.readBytes, 8 * scores);
  EXPECT_DOUBLE_EQ(k.at("safe_softmax.backward_mul/bwd").op.writeBytes, 4 * scores);
  // One KV head broadcast to 71 for the batched GEMMs, K and V, and summed back.
  const double kv = 2.0 * 1 * 2048 * 64;
  EXPECT_EQ(k.at("repeat_kv/fwd").op.kind, MemoryKind::Strided);
  EXPECT_DOUBLE_EQ(k.at("repeat_kv/fwd").op.writeBytes, 4 * kv * 71);
  EXPECT_DOUBLE_EQ(k.at("repeat_kv.grad/bwd").op.writeBytes, 4 * kv);
  // k scaled before its heads are repeated (no enable_gqa): one KV head's worth.
  EXPECT_DOUBLE_EQ(k.at("scale.k/fwd").op.elements, kv);
}

TEST(MathPathAttention, ForwardOnlyHasNoBackward) {
  for (const MathPathKernel &k : mathPathKernels(falcon(), false))
    EXPECT_FALSE(k.backward) << k.name;
}

TEST(MathPathAttention, MaskKernelsFollowTheMask) {
  AttentionKey causal = falcon();
  causal.explicitMask = false;
  causal.causal = true;
  // is_causal's mask is one [S, T] tril, broadcast over batch and heads.
  EXPECT_DOUBLE_EQ(byName(mathPathKernels(causal, false)).at("mask.add/fwd").op.readBytes,
                   4 * (2.0 * 71 * 2048 * 2048) + 4 * (2048.0 * 2048));
  AttentionKey none = causal;
  none.causal = false;
  std::map<std::string, MathPathKernel> k = byName(mathPathKernels(none, false));
  EXPECT_EQ(k.count("mask.add/fwd"), 0u);
  EXPECT_EQ(k.count("mask.to_float/fwd"), 0u);
  EXPECT_EQ(k.count("safe_softmax.where/fwd"), 1u); // _safe_softmax runs unmasked too
}

TEST(MathPathAttention, GroupedHeadsRepeatTheirKeys) {
  AttentionKey mha = falcon(), gqa = falcon();
  mha.kvHeads = 71;
  EXPECT_EQ(byName(mathPathKernels(mha, true)).count("repeat_kv/fwd"), 0u);
  gqa.heads = 32;
  gqa.kvHeads = 8;
  std::map<std::string, MathPathKernel> k = byName(mathPathKernels(gqa, true));
  // enable_gqa repeats K and V to 32 heads, and k^T is scaled after.
  EXPECT_DOUBLE_EQ(k.at("repeat_kv/fwd").op.elements, 2.0 * 32 * 2048 * 64);
  EXPECT_DOUBLE_EQ(k.at("scale.k/fwd").op.elements, 2.0 * 32 * 2048 * 64);
}

} // namespace
