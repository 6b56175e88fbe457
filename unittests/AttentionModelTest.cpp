//===- AttentionModelTest.cpp - The fused-attention model, without MLIR ---===//

#include "dimtune/CostModel/AttentionModel.h"

#include "gtest/gtest.h"

using namespace dimtune;

namespace {

class AttentionModelTest : public ::testing::Test {
protected:
  TargetRegistry registry;
  const GpuTarget &h200 = *registry.lookup("h200");
  AttentionModel model{h200};

  static AttentionKey key(int64_t batch, int64_t heads, int64_t seq, int64_t headDim,
                          bool causal = true) {
    AttentionKey k;
    k.batch = batch;
    k.heads = k.kvHeads = heads;
    k.qLen = k.kvLen = seq;
    k.headDim = k.vHeadDim = headDim;
    k.causal = causal;
    return k;
  }
  AttentionEstimate estimate(const AttentionKey &k, AttentionBackend b) {
    llvm::Expected<AttentionEstimate> e = model.estimate(k, b);
    EXPECT_TRUE(static_cast<bool>(e)) << llvm::toString(e.takeError());
    return *e;
  }
};

} // namespace

TEST_F(AttentionModelTest, FlashRoundsHeadDimsUpToItsBuckets) {
  AttentionEstimate e80 = estimate(key(8, 32, 2048, 80), AttentionBackend::Flash2);
  EXPECT_EQ(e80.kernelHeadDim, 96);
  EXPECT_NEAR(e80.paddedFlopFraction, 1 - 80.0 / 96.0, 1e-9);
  // 160 is not a FlashAttention >= 2.8 bucket: it runs as 192.
  EXPECT_EQ(estimate(key(8, 32, 2048, 160), AttentionBackend::Flash2).kernelHeadDim, 192);
  EXPECT_EQ(estimate(key(8, 32, 2048, 128), AttentionBackend::Flash2).paddedFlopFraction, 0);
  // cuDNN takes multiples of 8 as they are, and refuses others.
  EXPECT_EQ(estimate(key(8, 32, 2048, 80), AttentionBackend::Cudnn).kernelHeadDim, 80);
  AttentionEstimate e72 = estimate(key(8, 32, 2048, 72), AttentionBackend::Cudnn);
  EXPECT_EQ(e72.kernelHeadDim, 72); // a multiple of 8, not of 16: nothing padded
  EXPECT_EQ(e72.paddedFlopFraction, 0);
  llvm::Expected<AttentionEstimate> odd = model.estimate(key(8, 32, 2048, 84), AttentionBackend::Cudnn);
  ASSERT_FALSE(static_cast<bool>(odd));
  EXPECT_NE(llvm::toString(odd.takeError()).find("not a multiple of 8"), std::string::npos);
}

TEST_F(AttentionModelTest, FlashPaysTheCopiesThatPadAHeadDimToAMultipleOf8) {
  // SDPA pads Q, K, V of head dim 84 to 88 (and slices the output) around
  // the kernel, which runs its 96 bucket either way.
  AttentionEstimate odd = estimate(key(8, 32, 2048, 84), AttentionBackend::Flash2);
  AttentionEstimate even = estimate(key(8, 32, 2048, 88), AttentionBackend::Flash2);
  EXPECT_EQ(odd.kernelHeadDim, 96);
  EXPECT_GT(odd.headDimPadForwardUs, 0);
  EXPECT_GT(odd.headDimPadBackwardUs, 0);
  EXPECT_EQ(even.headDimPadForwardUs, 0);
  EXPECT_GT(odd.forward.us, even.forward.us);
  EXPECT_GT(odd.backward.us, even.backward.us);
  // Four copies forward, each reading 84 and writing 88 columns of a
  // [8, 32, 2048] tensor: at least their bytes over the bandwidth.
  double bytes = 4.0 * 8 * 32 * 2048 * (84 + 88) * 2;
  EXPECT_GT(odd.headDimPadForwardUs, bytes / h200.bandwidthBytesPerSecond() * 1e6);
  // Q, K and V as large here, so every copy costs the same: four forward (Q, K,
  // V widened, the output sliced back), seven backward (the output's gradient
  // widened; Q's, K's and V's gradients sliced out, then copied contiguous).
  EXPECT_NEAR(odd.headDimPadBackwardUs / odd.headDimPadForwardUs, 7.0 / 4.0, 1e-9);
}

TEST_F(AttentionModelTest, PaddedHeadDimCostsAsMuchAsItsBucket) {
  // Head dim 80 runs as 96 on FlashAttention-2: it is no faster than 96.
  double t80 = estimate(key(8, 32, 2048, 80), AttentionBackend::Flash2).forward.us;
  double t96 = estimate(key(8, 32, 2048, 96), AttentionBackend::Flash2).forward.us;
  EXPECT_GE(t80, t96);
}

TEST_F(AttentionModelTest, CausalSkipsAboutHalfTheWork) {
  AttentionEstimate full = estimate(key(8, 32, 4096, 128, false), AttentionBackend::Cudnn);
  AttentionEstimate causal = estimate(key(8, 32, 4096, 128, true), AttentionBackend::Cudnn);
  EXPECT_GT(causal.forward.us, 0.4 * full.forward.us);
  EXPECT_LT(causal.forward.us, 0.7 * full.forward.us);
  EXPECT_GT(causal.backward.us, causal.forward.us * 2);
}

TEST_F(AttentionModelTest, WaveQuantizationShowsInTheGrid) {
  // 128-query forward blocks, 132 SMs: 132 CTAs fill one wave, 133 start a second.
  AttentionKey one = key(1, 132, 128, 128, false), two = key(1, 133, 128, 128, false);
  AttentionEstimate a = estimate(one, AttentionBackend::Cudnn);
  AttentionEstimate b = estimate(two, AttentionBackend::Cudnn);
  EXPECT_EQ(a.forward.ctas, 132);
  EXPECT_EQ(b.forward.ctas, 133);
  EXPECT_GT(b.forward.us, 1.5 * (a.forward.us - h200.calibration.attentionFit(
                                                    AttentionBackend::Cudnn, false).launchUs));
}

// Grouped-query attention runs a CTA per block of queries of each query head
// (K and V are shared, not the work): 132 heads over 4 KV heads fill one wave
// as 132 heads of their own do, forward and backward.
TEST_F(AttentionModelTest, GroupedQueryAttentionHasACtaPerQueryHead) {
  AttentionKey grouped = key(1, 132, 128, 128, false);
  grouped.kvHeads = 4;
  for (AttentionBackend backend : {AttentionBackend::Cudnn, AttentionBackend::Flash2}) {
    AttentionEstimate g = estimate(grouped, backend);
    AttentionEstimate full = estimate(key(1, 132, 128, 128, false), backend);
    EXPECT_EQ(g.forward.ctas, full.forward.ctas) << attentionBackendName(backend).str();
    EXPECT_EQ(g.forward.ctas, 132) << attentionBackendName(backend).str();
    EXPECT_EQ(g.backward.ctas, full.backward.ctas) << attentionBackendName(backend).str();
  }
}

TEST_F(AttentionModelTest, BackendsRefuseWhatTheyCannotRun) {
  AttentionKey masked = key(2, 8, 1024, 64);
  masked.explicitMask = true;
  EXPECT_FALSE(static_cast<bool>(model.estimate(masked, AttentionBackend::Flash2)));
  llvm::consumeError(model.estimate(masked, AttentionBackend::Flash2).takeError());
  AttentionKey wide = key(2, 8, 1024, 320);
  llvm::Expected<AttentionEstimate> tooWide = model.estimate(wide, AttentionBackend::Cudnn);
  ASSERT_FALSE(static_cast<bool>(tooWide));
  EXPECT_NE(llvm::toString(tooWide.takeError()).find("head dim 320"), std::string::npos);
  AttentionKey uneven = key(2, 8, 1024, 192);
  uneven.vHeadDim = 128;
  llvm::Expected<AttentionEstimate> flash = model.estimate(uneven, AttentionBackend::Flash2);
  EXPECT_FALSE(static_cast<bool>(flash));
  llvm::consumeError(flash.takeError());
  AttentionKey f32 = key(2, 8, 1024, 64);
  f32.type = ElementType::F32;
  llvm::Expected<AttentionEstimate> cudnn = model.estimate(f32, AttentionBackend::Cudnn);
  EXPECT_FALSE(static_cast<bool>(cudnn));
  llvm::consumeError(cudnn.takeError());
}

TEST_F(AttentionModelTest, EfficiencyInterpolatesBetweenMeasuredHeadDims) {
  AttentionFit fit;
  fit.efficiency = {{64, 0.4}, {128, 0.6}};
  EXPECT_DOUBLE_EQ(attentionEfficiencyAt(fit, 96), 0.5);
  EXPECT_DOUBLE_EQ(attentionEfficiencyAt(fit, 32), 0.4);
  EXPECT_DOUBLE_EQ(attentionEfficiencyAt(fit, 256), 0.6);
  // Only the kernel's own head dims count: the memory-efficient backend runs
  // 72 and 136 on the kernels of 80 and 160, not those of 64 and 128.
  fit.efficiency = {{64, 0.4}, {80, 0.3}, {128, 0.6}, {160, 0.1}};
  EXPECT_DOUBLE_EQ(attentionEfficiencyAt(fit, 72), 0.35);
  EXPECT_DOUBLE_EQ(attentionEfficiencyAt(fit, 72, 65, 128), 0.3);
  EXPECT_DOUBLE_EQ(attentionEfficiencyAt(fit, 136, 129), 0.1);
  EXPECT_DOUBLE_EQ(attentionEfficiencyAt(fit, 104, 65, 128), 0.45);
  EXPECT_DOUBLE_EQ(attentionEfficiencyAt(fit, 300, 257), 0.1); // none measured: all of them
  llvm::Expected<AttentionKernel> k136 = attentionKernel(AttentionBackend::Efficient, 136, h200);
  ASSERT_TRUE(bool(k136));
  EXPECT_EQ(k136->lowestHeadDim, 129);
}

TEST(AttentionKey, CausalFractionAndJson) {
  AttentionKey k;
  k.qLen = k.kvLen = 4;
  k.causal = true;
  EXPECT_DOUBLE_EQ(k.causalFraction(), 10.0 / 16.0);
  k.kvHeads = 1;
  k.heads = 8;
  k.explicitMask = true;
  AttentionKey back;
  llvm::json::Path::Root root;
  ASSERT_TRUE(fromJSON(toJSON(k), back, root));
  EXPECT_EQ(back, k);
  llvm::json::Value bad = toJSON(k);
  (*bad.getAsObject())["kv_heads"] = 3;
  EXPECT_FALSE(fromJSON(bad, back, root));
  // A zero extent is refused at its field.
  llvm::json::Value zero = toJSON(k);
  (*zero.getAsObject())["head_dim"] = 0;
  llvm::json::Path::Root zeroRoot;
  EXPECT_FALSE(fromJSON(zero, back, zeroRoot));
  std::string error = llvm::toString(zeroRoot.getError());
  EXPECT_NE(error.find("head_dim"), std::string::npos) << error;
  EXPECT_NE(error.find("must be positive"), std::string::npos) << error;
}

TEST_F(AttentionModelTest, CausalForwardComputesEachDiagonalBlock) {
  // A causal query block sweeps the keys up to and including its diagonal
  // block: over n blocks of queries, (n + 1) / 2n of the full work; one block
  // of queries does all of its (one) block. At the dense peak, masking free.
  AttentionModel m(h200);
  llvm::Expected<AttentionKernel> kernel = attentionKernel(AttentionBackend::Cudnn, 128, h200);
  ASSERT_TRUE(static_cast<bool>(kernel)) << llvm::toString(kernel.takeError());
  int64_t block = kernel->forward.blockM;
  auto ratio = [&](int64_t batch, int64_t seq) {
    AttentionKey causal = key(batch, 32, seq, 128, true), full = key(batch, 32, seq, 128, false);
    return m.passTimeAtPeak(causal, *kernel, 128, false, 1, 1) /
           m.passTimeAtPeak(full, *kernel, 128, false, 1, 1);
  };
  EXPECT_NEAR(ratio(64, 8 * block), 9.0 / 16.0, 0.01);
  EXPECT_DOUBLE_EQ(ratio(64, block), 1.0);
}

TEST_F(AttentionModelTest, CausalFactorScalesTheCausalPassesOnly) {
  // The fitted causal factor is the cost of the diagonal blocks' masking: it
  // multiplies each causal CTA's work, forward and backward, and leaves a
  // pass without a causal mask alone. Doubling it doubles a causal forward's
  // time past the launch.
  GpuTarget doubledTarget = h200;
  for (bool backward : {false, true}) {
    AttentionFit &fit = doubledTarget.calibration.attentionFit(AttentionBackend::Cudnn, backward);
    ASSERT_GT(fit.causalFactor, 0);
    fit.causalFactor *= 2;
  }
  AttentionModel doubled(doubledTarget);
  auto run = [&](AttentionModel &m, const AttentionKey &k) {
    llvm::Expected<AttentionEstimate> e = m.estimate(k, AttentionBackend::Cudnn);
    EXPECT_TRUE(static_cast<bool>(e)) << llvm::toString(e.takeError());
    return *e;
  };
  AttentionKey causal = key(8, 32, 4096, 128, true), full = key(8, 32, 4096, 128, false);
  double launch = h200.calibration.attentionFit(AttentionBackend::Cudnn, false).launchUs;
  AttentionEstimate before = run(model, causal), after = run(doubled, causal);
  EXPECT_NEAR((after.forward.us - launch) / (before.forward.us - launch), 2.0, 1e-9);
  EXPECT_GT(after.backward.us, 1.5 * before.backward.us);
  EXPECT_DOUBLE_EQ(run(doubled, full).forward.us, run(model, full).forward.us);
  EXPECT_DOUBLE_EQ(run(doubled, full).backward.us, run(model, full).backward.us);
}

TEST(FlashDecodingSplits, FillsTheSlotsWithTheFewestSplitsNearTheBest) {
  // Enough work to almost fill the slots: no split.
  EXPECT_EQ(flashDecodingSplits(212, 264, 64, 128), 1);
  // 32 CTAs on 264 slots: 8 splits make 256 CTAs (97% of a wave), the best;
  // 7 (224 CTAs, 85%) is the fewest within 85% of it.
  EXPECT_EQ(flashDecodingSplits(32, 264, 64, 128), 7);
  // Never more splits than key blocks.
  EXPECT_EQ(flashDecodingSplits(1, 264, 4, 128), 4);
}

TEST(CudnnDecodeSplits, SplitsInPowersOfTwoOnlyWhereFourOrMoreFit) {
  // 32 CTAs of rows over 32768 keys on 132 SMs: 8 splits fill 256 slots.
  EXPECT_EQ(cudnnDecodeSplits(32, 256, 132), 8);
  // 80 CTAs: two splits would fit, fewer than four: none.
  EXPECT_EQ(cudnnDecodeSplits(80, 256, 132), 1);
  // 64 CTAs: four.
  EXPECT_EQ(cudnnDecodeSplits(64, 64, 132), 4);
  // At most 64 splits, and never below 128 keys a split.
  EXPECT_EQ(cudnnDecodeSplits(1, 256, 132), 64);
  EXPECT_EQ(cudnnDecodeSplits(4, 8, 132), 8);
  // A cache of 512 keys or fewer is not split.
  EXPECT_EQ(cudnnDecodeSplits(8, 4, 132), 1);
}

TEST_F(AttentionModelTest, CudnnDecodeHalvesValueHeadDimsAbove128) {
  auto shape = [&](int64_t headDim) {
    AttentionKey k = key(128, 32, 4096, headDim, false);
    k.qLen = 1;
    llvm::Expected<AttentionKernel> kernel = attentionKernel(AttentionBackend::Cudnn, headDim, h200);
    EXPECT_TRUE(bool(kernel));
    return decodeShape(AttentionBackend::Cudnn, k, *kernel, h200);
  };
  EXPECT_EQ(shape(128).valueSplits, 1);
  EXPECT_EQ(shape(256).valueSplits, 2);
  EXPECT_EQ(shape(256).ctas, 2 * shape(128).ctas);
}

TEST(DecodeSweepWaves, TheBusiestSmSetsOneWaveAndFullerGridsPayTheirShare) {
  // No sharing cost: up to a full wave (2 x 132 slots) is one CTA's time.
  EXPECT_DOUBLE_EQ(decodeSweepWaves(80, 132, 2, 0), 1);
  EXPECT_DOUBLE_EQ(decodeSweepWaves(264, 132, 2, 0), 1);
  EXPECT_DOUBLE_EQ(decodeSweepWaves(396, 132, 2, 0), 1.5);
  // Sharing an SM costs each CTA there: 160 CTAs put two on 28 SMs.
  EXPECT_DOUBLE_EQ(decodeSweepWaves(132, 132, 4, 0.3), 1);
  EXPECT_DOUBLE_EQ(decodeSweepWaves(160, 132, 4, 0.3), 1.3);
  EXPECT_DOUBLE_EQ(decodeSweepWaves(320, 132, 4, 0.3), 1.6);
  // Past a full wave (4 x 132), at the full SM's pace.
  EXPECT_DOUBLE_EQ(decodeSweepWaves(1056, 132, 4, 0.3), 2 * 1.9);
}

TEST_F(AttentionModelTest, CudnnDecodeAtHeadDim64FitsFourCtasAnSm) {
  auto ctasPerSm = [&](AttentionBackend backend, int64_t headDim) {
    AttentionKey k = key(32, 71, 8192, headDim, false);
    k.kvHeads = 1;
    k.qLen = 1;
    llvm::Expected<AttentionKernel> kernel = attentionKernel(backend, headDim, h200);
    EXPECT_TRUE(bool(kernel));
    return decodeShape(backend, k, *kernel, h200).ctasPerSm;
  };
  EXPECT_EQ(ctasPerSm(AttentionBackend::Cudnn, 64), 4);
  EXPECT_EQ(ctasPerSm(AttentionBackend::Cudnn, 128), 2);
  EXPECT_EQ(ctasPerSm(AttentionBackend::Flash2, 64), 2);
}

TEST_F(AttentionModelTest, DecodeRereadsEachGridDimByItsOwnFactor) {
  // Bytes alone (no compute, no sweep, no launch): the row blocks of a KV
  // head (71 query heads: 5 blocks of 16) cost reread_fraction of a read each,
  // the value halves of a head dim above 128 value_reread_fraction of K each.
  DecodeAttentionFit fit;
  fit.launchUs = fit.keyBlockUs = fit.combineUs = 0;
  fit.computeEfficiency = 1e6;
  fit.bandwidthEfficiency = fit.splitBandwidthEfficiency = 1;
  auto us = [&](int64_t heads, int64_t headDim, double rows, double values) {
    AttentionKey k = key(256, heads, 8192, headDim, false);
    k.qLen = 1;
    k.kvHeads = 1;
    fit.rereadFraction = rows;
    fit.valueRereadFraction = values;
    llvm::Expected<AttentionKernel> kernel = attentionKernel(AttentionBackend::Cudnn, headDim, h200);
    EXPECT_TRUE(bool(kernel));
    return decodeAttentionUs(k, decodeShape(AttentionBackend::Cudnn, k, *kernel, h200), fit, h200);
  };
  double once64 = 256.0 * 8192 * 64 * 2 * 2 / h200.bandwidthBytesPerSecond() * 1e6;
  EXPECT_NEAR(us(71, 64, 0, 1), once64, 1e-6 * once64);
  EXPECT_NEAR(us(71, 64, 0.25, 1), once64 * (1 + 0.25 * 4), 1e-6 * once64);
  double once256 = 4 * once64, kOnce256 = once256 / 2;
  EXPECT_NEAR(us(8, 256, 1, 0), once256, 1e-6 * once256);
  EXPECT_NEAR(us(8, 256, 1, 0.5), once256 + 0.5 * kOnce256, 1e-6 * once256);
}

TEST_F(AttentionModelTest, DecodeReadsAtTheSplitRateOnlyWhereTheKeysSplit) {
  // Bytes alone: split-KV's rate where the keys are split over CTAs, the
  // plain rate where they are not, whatever the value columns do.
  DecodeAttentionFit fit;
  fit.launchUs = fit.keyBlockUs = fit.combineUs = 0;
  fit.computeEfficiency = 1e6;
  fit.rereadFraction = fit.valueRereadFraction = 0;
  fit.bandwidthEfficiency = 0.5;
  fit.splitBandwidthEfficiency = 1;
  auto run = [&](AttentionBackend backend, int64_t batch, int64_t headDim) {
    AttentionKey k = key(batch, 8, 16384, headDim, false);
    k.qLen = 1;
    k.kvHeads = 8;
    llvm::Expected<AttentionKernel> kernel = attentionKernel(backend, headDim, h200);
    EXPECT_TRUE(bool(kernel));
    DecodeShape d = decodeShape(backend, k, *kernel, h200);
    double once = double(batch) * 8 * 16384 * headDim * 2 * 2 / h200.bandwidthBytesPerSecond() * 1e6;
    return std::tuple{d, decodeAttentionUs(k, d, fit, h200), once};
  };
  auto [split, splitUs, splitOnce] = run(AttentionBackend::Flash2, 1, 128);
  ASSERT_GT(split.splits, 1);
  ASSERT_EQ(split.valueSplits, 1);
  EXPECT_NEAR(splitUs, splitOnce, 1e-6 * splitOnce);
  auto [whole, wholeUs, wholeOnce] = run(AttentionBackend::Cudnn, 64, 256);
  ASSERT_EQ(whole.splits, 1);
  ASSERT_EQ(whole.valueSplits, 2);
  EXPECT_NEAR(wholeUs, 2 * wholeOnce, 1e-6 * wholeOnce);
}

TEST_F(AttentionModelTest, DecodeIsBoundByReadingTheCache) {
  AttentionKey k = key(64, 32, 8192, 128, false);
  k.qLen = 1;
  AttentionEstimate e = estimate(k, AttentionBackend::Cudnn);
  double bytes = 64.0 * 32 * 8192 * 128 * 2 * 2;
  // At most the datasheet bandwidth, and not far below it.
  EXPECT_GT(e.forward.us, bytes / h200.bandwidthBytesPerSecond() * 1e6);
  EXPECT_LT(e.forward.us, 2 * bytes / h200.bandwidthBytesPerSecond() * 1e6);
  // Twice the cache, about twice the time.
  AttentionKey longer = k;
  longer.kvLen *= 2;
  EXPECT_NEAR(estimate(longer, AttentionBackend::Cudnn).forward.us / e.forward.us, 2, 0.15);
}

TEST_F(AttentionModelTest, DecodeReadsEachKvHeadOnceForItsGroup) {
  // 32 query heads over 8 KV heads read what 8 heads of multi-head attention
  // read, not what 32 do.
  AttentionKey gqa = key(64, 32, 8192, 128, false), mha8 = gqa, mha32 = gqa;
  gqa.qLen = mha8.qLen = mha32.qLen = 1;
  gqa.kvHeads = 8;
  mha8.heads = mha8.kvHeads = 8;
  double tg = estimate(gqa, AttentionBackend::Flash2).forward.us;
  EXPECT_LT(tg, 0.5 * estimate(mha32, AttentionBackend::Flash2).forward.us);
  EXPECT_NEAR(tg / estimate(mha8, AttentionBackend::Flash2).forward.us, 1, 0.35);
}

TEST_F(AttentionModelTest, SmallDecodeSplitsTheKeysAcrossTheSms) {
  AttentionKey k = key(1, 32, 16384, 128, false);
  k.qLen = 1;
  k.kvHeads = 8;
  EXPECT_GT(estimate(k, AttentionBackend::Flash2).forward.kvSplits, 1);
  // The memory-efficient kernels do not split: one CTA per head sweeps all keys.
  k.kvHeads = 32;
  EXPECT_EQ(estimate(k, AttentionBackend::Efficient).forward.kvSplits, 1);
  AttentionKey big = key(256, 32, 4096, 128, false);
  big.qLen = 1;
  EXPECT_EQ(estimate(big, AttentionBackend::Flash2).forward.kvSplits, 1);
}

// The memory-efficient backward's CTAs per batch and head, as PyTorch 2.11's
// attention_backward.cu splits the keys: every block of 64 keys its own CTA
// where dK and dV stay in registers (head dim <= 128), at most 200 / (batch x
// heads) where they are staged in global memory, none split where batch x
// heads >= 256 and the keys are two blocks or fewer.
TEST(AttentionKeySplits, FollowPyTorchsHeuristic) {
  TargetRegistry registry;
  const GpuTarget &h200 = *registry.lookup("h200");
  auto splits = [&](int64_t batch, int64_t heads, int64_t keys, int64_t headDim) {
    AttentionKey k;
    k.batch = batch;
    k.heads = k.kvHeads = heads;
    k.qLen = k.kvLen = keys;
    k.headDim = k.vHeadDim = headDim;
    llvm::Expected<AttentionKernel> kernel =
        attentionKernel(AttentionBackend::Efficient, headDim, h200);
    EXPECT_TRUE(bool(kernel));
    return backwardKeySplits(kernel->backward, k);
  };
  EXPECT_EQ(splits(1, 8, 4096, 512), 25);  // Llama-2 with 8 heads of 512
  EXPECT_EQ(splits(1, 4, 2048, 512), 32);  // capped by its 32 blocks of keys
  EXPECT_EQ(splits(16, 32, 1024, 512), 1); // 200 / 512 rounds to none
  EXPECT_EQ(splits(1, 16, 4096, 64), 64);  // registers: one CTA per block
  EXPECT_EQ(splits(16, 32, 128, 64), 1);   // parallel enough, two blocks
  // Flash and cuDNN tiles: one CTA per block of keys.
  AttentionKey k;
  k.batch = 1;
  k.heads = k.kvHeads = 8;
  k.qLen = k.kvLen = 4096;
  k.headDim = k.vHeadDim = 128;
  llvm::Expected<AttentionKernel> cudnn = attentionKernel(AttentionBackend::Cudnn, 128, h200);
  ASSERT_TRUE(bool(cudnn));
  EXPECT_EQ(backwardKeySplits(cudnn->backward, k), 4096 / cudnn->backward.blockN);
}

namespace {
/// `target` with the memory-efficient backward's row-sum step (unmasked and
/// masked fits) set to `stepUs`.
GpuTarget withRowSumStep(const GpuTarget &target, double stepUs) {
  GpuTarget t = target;
  for (bool masked : {false, true})
    t.calibration.attentionFit(AttentionBackend::Efficient, true, masked).rowSumStepUs = stepUs;
  return t;
}
} // namespace

// Each CTA of the memory-efficient backward first runs rowsum(dO * O) over
// every query of its head (kernel_backward.h computeDelta); above head dim 128
// (kMaxK 65536) that is value-head-dim steps per block of 128 queries,
// unscaled by the efficiency, once per CTA on the slot that runs the most.
TEST_F(AttentionModelTest, EfficientBackwardPaysARowSumPassPerCta) {
  GpuTarget withStep = withRowSumStep(h200, 0.25), without = withRowSumStep(h200, 0);
  AttentionModel a(withStep), b(without);
  auto extra = [&](const AttentionKey &k) {
    llvm::Expected<AttentionEstimate> x = a.estimate(k, AttentionBackend::Efficient);
    llvm::Expected<AttentionEstimate> y = b.estimate(k, AttentionBackend::Efficient);
    EXPECT_TRUE(x && y);
    EXPECT_DOUBLE_EQ(x->backward.us - y->backward.us, x->backward.rowSumPassUs);
    EXPECT_EQ(y->backward.rowSumPassUs, 0);
    EXPECT_DOUBLE_EQ(x->forward.us, y->forward.us); // the forward has no such pass
    return x->backward.rowSumPassUs;
  };
  // 1 x 4 heads x 2048: 32 key splits a head, 128 CTAs in one round on 132
  // SMs, each 16 query blocks x 512 steps.
  EXPECT_DOUBLE_EQ(extra(key(1, 4, 2048, 512, false)), 16 * 512 * 0.25);
  // Llama-2 with 8 heads of 512 at batch 2 x 4096: 12 splits, 192 CTAs, two
  // rounds on the busiest slot.
  EXPECT_DOUBLE_EQ(extra(key(2, 8, 4096, 512)), 2 * 32 * 512 * 0.25);
  // A value head dim is stepped through in sixteens: 264 takes 272 steps.
  EXPECT_DOUBLE_EQ(extra(key(1, 4, 2048, 264, false)), 16 * 272 * 0.25);
  // Without key splits (batch x heads >= 200) each head's one CTA pays it
  // too: 512 CTAs, four rounds (the H200 probe's one-split rows).
  AttentionKey many = key(16, 32, 1024, 512, false);
  ASSERT_EQ(backwardKeySplits(attentionKernel(AttentionBackend::Efficient, 512, h200)->backward,
                              many),
            1);
  EXPECT_DOUBLE_EQ(extra(many), 4 * 8 * 512 * 0.25);
}

TEST_F(AttentionModelTest, RowSumPassIsTheEfficientBackwardsOnly) {
  // The step set on every backend's backward fit: only the memory-efficient
  // kernels in 16 bits run the pass (for f32 PyTorch computes D apart).
  GpuTarget everywhere = h200;
  for (int b = 0; b < kNumFusedAttentionBackends; ++b)
    for (bool masked : {false, true})
      everywhere.calibration.attentionFit(static_cast<AttentionBackend>(b), true, masked)
          .rowSumStepUs = 0.25;
  GpuTarget nowhere = withRowSumStep(h200, 0);
  AttentionModel a(everywhere), b(nowhere);
  auto same = [&](const AttentionKey &k, AttentionBackend backend) {
    llvm::Expected<AttentionEstimate> x = a.estimate(k, backend);
    llvm::Expected<AttentionEstimate> y = b.estimate(k, backend);
    ASSERT_TRUE(x && y);
    EXPECT_DOUBLE_EQ(x->backward.us, y->backward.us) << attentionBackendName(backend).str();
    EXPECT_EQ(x->backward.rowSumPassUs, 0);
  };
  same(key(1, 4, 2048, 256), AttentionBackend::Cudnn);
  same(key(1, 4, 2048, 256), AttentionBackend::Flash2);
  AttentionKey f32 = key(1, 4, 2048, 512);
  f32.type = ElementType::F32;
  same(f32, AttentionBackend::Efficient);
  AttentionKey half = key(1, 4, 2048, 512);
  half.type = ElementType::F16;
  llvm::Expected<AttentionEstimate> h = a.estimate(half, AttentionBackend::Efficient);
  ASSERT_TRUE(bool(h));
  EXPECT_GT(h->backward.rowSumPassUs, 0);
  // Up to head dim 128 the kernels unroll it: 4 steps a block of queries
  // (128 at 128x128, 64 at 64x64), 2 at kMaxK 32; one round of CTAs here.
  auto pass = [&](int64_t headDim) {
    llvm::Expected<AttentionEstimate> e =
        a.estimate(key(1, 4, 2048, headDim, false), AttentionBackend::Efficient);
    EXPECT_TRUE(bool(e));
    return e->backward.rowSumPassUs;
  };
  EXPECT_DOUBLE_EQ(pass(128), 16 * 4 * 0.25);
  EXPECT_DOUBLE_EQ(pass(64), 32 * 4 * 0.25);
  EXPECT_DOUBLE_EQ(pass(32), 32 * 2 * 0.25);
}

TEST_F(AttentionModelTest, FewHeadsOfAWideHeadPayTheRowSumPassMoreAtEqualFlops) {
  // Equal FLOPs (batch x heads x seq^2): 2 x 8 heads x 4096 (Llama-2 with 8
  // heads of 512) against 2 x 32 heads x 2048. Both take 192 CTAs (12 and 3
  // key splits a head), but each of the few heads' CTAs sweeps twice the
  // queries in its row-sum pass: the few heads are slower, by more with the
  // pass than without it.
  AttentionKey few = key(2, 8, 4096, 512), many = key(2, 32, 2048, 512);
  ASSERT_NEAR(few.backwardFlops() / many.backwardFlops(), 1.0, 1e-3); // causal diagonals aside
  GpuTarget withStep = withRowSumStep(h200, 0.25), without = withRowSumStep(h200, 0);
  AttentionModel a(withStep), b(without);
  auto bwd = [](AttentionModel &m, const AttentionKey &k) {
    llvm::Expected<AttentionEstimate> e = m.estimate(k, AttentionBackend::Efficient);
    EXPECT_TRUE(bool(e));
    return e->backward.us;
  };
  double gapWith = bwd(a, few) - bwd(a, many), gapWithout = bwd(b, few) - bwd(b, many);
  EXPECT_GT(bwd(a, few), 1.1 * bwd(a, many));
  EXPECT_NEAR(gapWith - gapWithout, 2 * (32 - 16) * 512 * 0.25, 1e-6);
}

// The backward's memory traffic by hand: per query row, dot(dO, O) reads both
// and dQ is accumulated in fp32 (zeroed, added, read) and converted; grouped
// query attention forms dK and dV per query head, in fp32, then sums them per
// group: 4 bytes for each of the query heads' keys and head dims beyond.
TEST_F(AttentionModelTest, BackwardMemoryCountsTheGroupedSumPerQueryHead) {
  AttentionKey mha;
  mha.batch = 2;
  mha.heads = mha.kvHeads = 32;
  mha.qLen = mha.kvLen = 4096;
  mha.headDim = mha.vHeadDim = 128;
  mha.type = ElementType::BF16;
  AttentionKey gqa = mha;
  gqa.kvHeads = 8;
  double perByte = 1e6 / (h200.bandwidthBytesPerSecond() * h200.calibration.memoryEfficiency);
  double rows = 2.0 * 32 * 4096;
  EXPECT_NEAR(model.backwardMemoryUs(mha), rows * (2 * 128 * 2 + 128 * (4 + 4 + 2)) * perByte,
              1e-9);
  EXPECT_NEAR(model.backwardMemoryUs(gqa) - model.backwardMemoryUs(mha),
              2.0 * 32 * 4096 * (128 + 128) * 4 * perByte, 1e-9);
}

// The alone factor speeds a grid up only where each CTA has an SM to itself
// (CTAs <= SMs), not wherever the grid fits one wave of the SMs' slots.
TEST_F(AttentionModelTest, TheAloneFactorIsForAGridOfAtMostOneCtaAnSm) {
  llvm::Expected<AttentionKernel> kernel = attentionKernel(AttentionBackend::Flash2, 64, h200);
  ASSERT_TRUE(static_cast<bool>(kernel)) << llvm::toString(kernel.takeError());
  auto ratio = [&](int64_t heads, AttentionPassEstimate &shape) {
    AttentionKey k = key(1, heads, 128, 64, /*causal=*/false);
    double alone = model.passTimeAtPeak(k, *kernel, 64, false, 1, 2, &shape);
    double shared = model.passTimeAtPeak(k, *kernel, 64, false, 1, 1);
    return shared / alone;
  };
  AttentionPassEstimate one, more;
  EXPECT_NEAR(ratio(h200.smCount, one), 2, 1e-12);
  ASSERT_EQ(one.ctas, h200.smCount);
  ASSERT_GE(one.tile.ctasPerSm, 2); // one wave holds more than a CTA an SM
  EXPECT_NEAR(ratio(h200.smCount + 1, more), 1, 1e-12);
  ASSERT_LE(more.ctas, h200.smCount * one.tile.ctasPerSm);
}

// The decode model holds up to and including kDecodeMaxQueries queries (as
// the plan and the step read a decode): at 16 the forward runs the decode
// grid (its splits, one pass of 2 CTAs an SM), at 17 the prefill tiles.
TEST_F(AttentionModelTest, TheDecodeModelHoldsUpToSixteenQueries) {
  for (AttentionBackend backend : {AttentionBackend::Cudnn, AttentionBackend::Flash2}) {
    AttentionKey k = key(4, 32, 8192, 128, false);
    k.kvHeads = 8;
    llvm::Expected<AttentionKernel> kernel = attentionKernel(backend, 128, h200);
    ASSERT_TRUE(static_cast<bool>(kernel)) << llvm::toString(kernel.takeError());
    for (int64_t queries : {int64_t(1), kDecodeMaxQueries}) {
      k.qLen = queries;
      DecodeShape shape = decodeShape(backend, k, *kernel, h200);
      AttentionEstimate e = estimate(k, backend);
      EXPECT_EQ(e.forward.ctas, shape.ctas) << queries;
      EXPECT_EQ(e.forward.kvSplits, shape.splits) << queries;
      EXPECT_EQ(e.forward.tile.blockM, shape.rowBlock) << queries;
      EXPECT_DOUBLE_EQ(e.forward.waves, double(shape.ctas) / double(2 * h200.smCount)) << queries;
    }
    k.qLen = kDecodeMaxQueries + 1;
    AttentionEstimate prefill = estimate(k, backend);
    EXPECT_EQ(prefill.forward.kvSplits, 1);
    EXPECT_EQ(prefill.forward.tile.blockM, kernel->forward.blockM);
  }
}

TEST_F(AttentionModelTest, EachBackendsElementTypes) {
  // The memory-efficient kernel alone runs f32 (at head dims of 4); no fused
  // kernel runs f8 or i8 (PyTorch's SDPA takes them to the math path).
  auto runs = [&](AttentionBackend backend, ElementType type, int64_t headDim) {
    AttentionKey k = key(2, 8, 1024, headDim, false);
    k.type = type;
    llvm::Expected<AttentionEstimate> e = model.estimate(k, backend);
    bool ok = static_cast<bool>(e);
    if (!ok)
      llvm::consumeError(e.takeError());
    return ok;
  };
  EXPECT_TRUE(runs(AttentionBackend::Efficient, ElementType::F32, 64));
  EXPECT_TRUE(runs(AttentionBackend::Efficient, ElementType::F32, 68));
  EXPECT_FALSE(runs(AttentionBackend::Efficient, ElementType::F32, 66));
  EXPECT_TRUE(runs(AttentionBackend::Efficient, ElementType::F16, 72));
  EXPECT_FALSE(runs(AttentionBackend::Efficient, ElementType::BF16, 68));
  for (AttentionBackend backend : {AttentionBackend::Efficient, AttentionBackend::Cudnn,
                                   AttentionBackend::Flash2, AttentionBackend::Flash3}) {
    EXPECT_FALSE(runs(backend, ElementType::F8E4M3FN, 64)) << attentionBackendName(backend).str();
    EXPECT_FALSE(runs(backend, ElementType::I8, 64)) << attentionBackendName(backend).str();
    EXPECT_TRUE(runs(backend, ElementType::BF16, 64)) << attentionBackendName(backend).str();
  }
  EXPECT_FALSE(runs(AttentionBackend::Flash2, ElementType::F32, 64));
  AttentionKey f8 = key(2, 8, 1024, 64, false);
  f8.type = ElementType::F8E4M3FN;
  llvm::Expected<AttentionEstimate> refused = model.estimate(f8, AttentionBackend::Efficient);
  ASSERT_FALSE(static_cast<bool>(refused));
  EXPECT_NE(llvm::toString(refused.takeError()).find("f16, bf16 and f32 only"), std::string::npos);
}

TEST_F(AttentionModelTest, AMaskedDecodeReadsItsMaskOnce) {
  // One mask value per score and head, read once at the copy rate the
  // memory-bound kernels get: 4 x 32 x 1 x 8192 bf16 values.
  AttentionKey k = key(4, 32, 8192, 128, false);
  k.qLen = 1;
  AttentionKey masked = k;
  masked.explicitMask = true;
  for (AttentionBackend backend : {AttentionBackend::Cudnn, AttentionBackend::Efficient}) {
    double plain = estimate(k, backend).forward.us;
    double withMask = estimate(masked, backend).forward.us;
    double bytes = 4.0 * 32 * 1 * 8192 * 2;
    EXPECT_NEAR(withMask - plain,
                bytes / (h200.bandwidthBytesPerSecond() * h200.calibration.memoryEfficiency) * 1e6,
                1e-9)
        << attentionBackendName(backend).str();
  }
}

// FLOPs by hand, Q/K head dim 192 and V's 128 (as DeepSeek's MLA heads): the
// forward's QK^T (d) and PV (dv); the backward recomputes QK^T (d) and runs
// dV = P^T dO (dv), dP = dO V^T (dv), dQ = dS K (d) and dK = dS^T Q (d).
TEST(AttentionKey, ForwardAndBackwardFlopsByHand) {
  AttentionKey k;
  k.batch = 2;
  k.heads = k.kvHeads = 16;
  k.qLen = 512;
  k.kvLen = 1024;
  k.headDim = 192;
  k.vHeadDim = 128;
  k.causal = false;
  double scores = 2.0 * 16 * 512 * 1024;
  EXPECT_DOUBLE_EQ(k.forwardFlops(), 2 * scores * (192 + 128));
  EXPECT_DOUBLE_EQ(k.backwardFlops(), 2 * scores * (3 * 192 + 2 * 128));
  // A causal mask keeps the same share of every product.
  AttentionKey causal = k;
  causal.causal = true;
  causal.qLen = 1024;
  AttentionKey full = causal;
  full.causal = false;
  EXPECT_DOUBLE_EQ(causal.forwardFlops() / full.forwardFlops(), causal.causalFraction());
  EXPECT_DOUBLE_EQ(causal.backwardFlops() / full.backwardFlops(), causal.causalFraction());
}

// The bytes a fused kernel reads and writes, by hand: Q and O for every query
// head, K and V once for each KV head (grouped-query heads share them), in
// the element type; the FLOPs' causal share does not apply to them.
TEST(AttentionKey, IoBytesReadKAndVOncePerKvHead) {
  AttentionKey k;
  k.batch = 2;
  k.heads = 32;
  k.kvHeads = 4;
  k.qLen = 512;
  k.kvLen = 1024;
  k.headDim = 192;
  k.vHeadDim = 128;
  k.type = ElementType::BF16;
  double q = 2.0 * 32 * 512 * 192, o = 2.0 * 32 * 512 * 128;
  double kv = 2.0 * 4 * 1024 * (192 + 128);
  EXPECT_DOUBLE_EQ(k.ioBytes(), 2 * (q + o + kv));
  AttentionKey fp32 = k;
  fp32.type = ElementType::F32;
  EXPECT_DOUBLE_EQ(fp32.ioBytes(), 2 * k.ioBytes());
  AttentionKey causal = k;
  causal.causal = true;
  EXPECT_DOUBLE_EQ(causal.ioBytes(), k.ioBytes());
}
