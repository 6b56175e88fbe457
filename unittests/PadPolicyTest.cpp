//===- PadPolicyTest.cpp - --dimtune-pad's decisions, without MLIR --------===//

#include "dimtune/CostModel/PadPolicy.h"

#include "gtest/gtest.h"

using namespace dimtune;

namespace {

class PadPolicyTest : public ::testing::Test {
protected:
  TargetRegistry registry;
  CostModel model{*registry.lookup("h200")};
};

/// `v` with the speed-up over the original that its rounds gave: the median
/// and the interval [low, high].
MeasuredVariant withSpeedup(MeasuredVariant v, double median, double low, double high) {
  v.speedupMedian = median;
  v.speedupLow = low;
  v.speedupHigh = high;
  return v;
}

/// The original itself: 1x, with no spread.
MeasuredVariant originalVariant(long long m, long long n, long long k, double gemmUs) {
  return withSpeedup({"original", m, n, k, true, gemmUs}, 1, 1, 1);
}
} // namespace

TEST(PadPolicyNames, Parse) {
  EXPECT_EQ(parsePadPolicy("align"), PadPolicy::Align);
  EXPECT_EQ(parsePadPolicy("model"), PadPolicy::Model);
  EXPECT_EQ(parsePadPolicy("measured"), PadPolicy::Measured);
  EXPECT_EQ(parsePadPolicy("fast"), std::nullopt);
}

TEST_F(PadPolicyTest, AlignPadsOnlyMisalignedContiguousDims) {
  // y = x W^T: contiguous dims K (x, W) and N (y). M = 1001 is never padded.
  GemmKey p = linearGemmKey(1001, 50257, 766);
  std::optional<PadDecision> d = decidePadding(p, model, {PadPolicy::Align});
  ASSERT_TRUE(d);
  EXPECT_EQ(d->m, 1001);
  EXPECT_EQ(d->n, 50264);
  EXPECT_EQ(d->k, 768);
}

TEST_F(PadPolicyTest, AlignPadsWhateverTheGain) {
  // Batch-1 decode against a large weight that must be copied (a GEMV, as
  // fast misaligned as at an 8-byte stride): align pads anyway, model
  // declines.
  GemmKey p = linearGemmKey(1, 50257, 768);
  std::optional<PadDecision> align = decidePadding(p, model, {PadPolicy::Align});
  ASSERT_TRUE(align);
  EXPECT_LT(align->speedup, 1.0);
  EXPECT_FALSE(decidePadding(p, model, {PadPolicy::Model}));
}

TEST_F(PadPolicyTest, AlignLeavesADimOfOne) {
  // RoPE's angles: [64, 1] x [1, 1024] in fp32. K = 1 is a vector, not a
  // stride to align: padding it to 4 would be 4x the work.
  GemmKey outer =
      denseGemmKey(ElementType::F32, 1, 64, 1024, 1, GemmDim::K, GemmDim::N);
  EXPECT_FALSE(decidePadding(outer, model, {PadPolicy::Align}));
}

TEST_F(PadPolicyTest, AlignedShapesAreLeftAlone) {
  GemmKey p = linearGemmKey(8192, 4096, 4096);
  EXPECT_FALSE(decidePadding(p, model, {PadPolicy::Align}));
  EXPECT_FALSE(decidePadding(p, model, {PadPolicy::Model}));
}

TEST_F(PadPolicyTest, PaddedOnceOperandsCostNothing) {
  GemmKey p = linearGemmKey(8192, 50257, 766);
  const GpuTarget &t = model.target();
  GemmKey padded = p.withShape(8192, 50264, 768);
  double copied = paddingCostUs(p, padded, t, {false, false, true});
  double once = paddingCostUs(p, padded, t, {true, true, true});
  EXPECT_GT(copied, once);
  EXPECT_GT(once, 0); // the logits slice remains
}

TEST_F(PadPolicyTest, RowKeepingSliceIsAView) {
  // Only M grows: the result slice keeps whole rows, so only A's pad costs.
  GemmKey p = linearGemmKey(1000, 4096, 4096);
  GemmKey padded = p.withShape(1024, 4096, 4096);
  const Calibration &c = model.target().calibration;
  double us = paddingCostUs(p, padded, model.target(), {false, true, true});
  double bandwidth = model.target().bandwidthBytesPerSecond() * c.copyEfficiency;
  EXPECT_NEAR(us, c.copyLaunchUs + (1000.0 + 1024.0) * 4096 * 2 / bandwidth * 1e6, 1e-6);
}

TEST_F(PadPolicyTest, ModelRespectsMinSpeedupAndOverhead) {
  GemmKey p = linearGemmKey(8192, 50257, 768);
  std::optional<PadDecision> d = decidePadding(p, model, {PadPolicy::Model, 1.05, 0.10});
  ASSERT_TRUE(d);
  EXPECT_GE(d->speedup, 1.05);
  EXPECT_LE(d->extraFlopFraction, 0.10);
  EXPECT_LE(d->extraByteFraction, 0.10);
  EXPECT_NEAR(d->speedup, d->originalUs / (d->gemmUs + d->padCostUs), 1e-9);
  // Asking for more than any candidate gives: nothing.
  EXPECT_FALSE(decidePadding(p, model, {PadPolicy::Model, 100.0, 0.10}));
}

TEST_F(PadPolicyTest, NeverPadsBatch) {
  GemmKey p = linearGemmKey(1000, 1001, 999);
  p.batch = 7;
  for (PadPolicy policy : {PadPolicy::Align, PadPolicy::Model}) {
    std::optional<PadDecision> d = decidePadding(p, model, {policy, 0.0001, 1.0});
    ASSERT_TRUE(d);
    GemmKey padded = p.withShape(d->m, d->n, d->k);
    EXPECT_EQ(padded.batch, 7);
  }
}

TEST(MeasuredChoice, AGainInsideTheRoundSpreadKeepsTheOriginal) {
  MeasuredProblem problem{linearGemmKey(4096, 4095, 4096), {}};
  MeasuredVariant original = originalVariant(4096, 4095, 4096, 1000);
  // Median 1.10x faster, GEMM alone; its interval reaches down to 1.02x, and
  // the pad of B (40 us) eats that: the original stays.
  MeasuredVariant padded =
      withSpeedup({"align", 4096, 4096, 4096, true, 909, 0, 40, 0}, 1.10, 1.02, 1.2);
  problem.variants = {original, padded};
  EXPECT_TRUE(chooseMeasured(problem, {}).isOriginal(problem));
  // The same variant with B padded once: 1000 / 1.02 < 1000, it is taken.
  MeasuredChoice once = chooseMeasured(problem, {false, true, false});
  EXPECT_EQ(once.variant->label, "align");
  EXPECT_DOUBLE_EQ(once.totalUs, 909);
  // A variant whose interval includes 1 is never taken, however good its median.
  problem.variants[1].speedupLow = 0.99;
  EXPECT_TRUE(chooseMeasured(problem, {false, true, false}).isOriginal(problem));
  // Entries from before rounds (no interval) are judged on their medians.
  problem.variants[1].speedupLow = 0;
  EXPECT_EQ(chooseMeasured(problem, {}).variant->label, "align");
}

TEST(MeasuredChoice, ALargerPaddingMustBeatTheCheaperBeyondBothIntervals) {
  // GPT-2's LM head (H200, benchmarks/results/retune/gpt2-small-a.json as of 08f16df):
  // align64 has the lower median, but inside align's interval.
  MeasuredProblem problem{linearGemmKey(8192, 50257, 768), {}};
  MeasuredVariant original = originalVariant(8192, 50257, 768, 6852.2);
  MeasuredVariant align =
      withSpeedup({"align", 8192, 50264, 768, true, 875.5, 0, 40.8, 411.7}, 7.838, 7.610, 8.939);
  MeasuredVariant align64 =
      withSpeedup({"align64", 8192, 50304, 768, true, 865.1, 0, 41.6, 411.5}, 7.774, 7.678, 8.278);
  // Listed larger first: the order in the database does not matter.
  problem.variants = {original, align64, align};
  EXPECT_EQ(chooseMeasured(problem, {}).variant->label, "align");
  // Where align64 is faster beyond both intervals, it is taken.
  problem.variants[1] = withSpeedup({"align64", 8192, 50304, 768, true, 700, 0, 41.6, 411.5},
                                    6852.2 / 700, 9.5, 10.2);
  EXPECT_EQ(chooseMeasured(problem, {}).variant->label, "align64");
}

TEST(MeasuredChoice, TheCheaperChoiceIsJudgedAtTheHighEndOfItsInterval) {
  // align: median 800 us, its rounds put it anywhere from 700 to 850 us.
  // align64: 760 us (710-780): faster at the median and even at its low end
  // than align's median, but not than align's best rounds (700): a gain
  // inside align's spread, so the cheaper align stays.
  MeasuredProblem problem{linearGemmKey(4096, 4095, 4096), {}};
  MeasuredVariant original = originalVariant(4096, 4095, 4096, 1000);
  MeasuredVariant align =
      withSpeedup({"align", 4096, 4096, 4096, true, 800}, 1000.0 / 800, 1000.0 / 850, 1000.0 / 700);
  MeasuredVariant align64 = withSpeedup({"align64", 4096, 4160, 4096, true, 760}, 1000.0 / 760,
                                        1000.0 / 780, 1000.0 / 710);
  problem.variants = {original, align, align64};
  MeasuredChoice c = chooseMeasured(problem, {});
  EXPECT_EQ(c.variant->label, "align");
  EXPECT_DOUBLE_EQ(c.totalUs, 800);
  // At 690 us even in its slowest rounds, align64 is faster than any round
  // of align: taken.
  problem.variants[2] = withSpeedup({"align64", 4096, 4160, 4096, true, 650}, 1000.0 / 650,
                                    1000.0 / 690, 1000.0 / 600);
  EXPECT_EQ(chooseMeasured(problem, {}).variant->label, "align64");
}

TEST_F(PadPolicyTest, NoPaddingBeyondMaxOverhead) {
  // GPT-2's LM head: the least padding that aligns N (50257 -> 50264) adds
  // 7/50257 = 0.014% FLOPs; M and K are aligned already (a padding of them
  // adds at least 1/8192). Below that overhead nothing may be padded, however
  // much faster it would be.
  GemmKey p = linearGemmKey(8192, 50257, 768);
  double least = 7.0 / 50257;
  EXPECT_FALSE(decidePadding(p, model, {PadPolicy::Model, 1.05, least * 0.9}));
  for (double overhead : {least * 1.01, 0.001, 0.01, 0.1, 0.5}) {
    std::optional<PadDecision> d = decidePadding(p, model, {PadPolicy::Model, 1.05, overhead});
    ASSERT_TRUE(d) << overhead;
    EXPECT_LE(d->extraFlopFraction, overhead + 1e-12);
    EXPECT_LE(d->extraByteFraction, overhead + 1e-12);
    EXPECT_GE(d->speedup, 1.05);
  }
}

TEST_F(PadPolicyTest, WeightsPaddedOnceCostNoCopy) {
  // Growing N grows the weight (B) and the result: with B padded once (a
  // constant, or an argument taken padded) only the result's slice is paid.
  GemmKey p = linearGemmKey(8192, 50257, 768);
  GemmKey padded = p.withShape(8192, 50264, 768);
  const GpuTarget &t = model.target();
  double copied = paddingCostUs(p, padded, t, {false, false, true});
  double once = paddingCostUs(p, padded, t, {false, true, true});
  const Calibration &c = t.calibration;
  double bandwidth = t.bandwidthBytesPerSecond() * c.copyEfficiency;
  double weightCopy = c.copyLaunchUs + (50257.0 + 50264.0) * 768 * 2 / bandwidth * 1e6;
  EXPECT_NEAR(copied - once, weightCopy, 1e-6);
  // Only the slice of the logits remains: nothing at all when it is a view,
  // which it is when only M grows (and A, its only grown input, is padded once).
  EXPECT_GT(once, 0);
  EXPECT_EQ(paddingCostUs(p, p.withShape(8200, 50257, 768), t, {true, false, true}), 0);
}

TEST_F(PadPolicyTest, BatchInnermostIsNeverPadded) {
  // A stored [m, k, batch]: its leading stride is batch = 7 elements (14
  // bytes, misaligned), but batch is not a dim padding may grow, and no other
  // dim fixes that stride: align leaves the GEMM alone.
  GemmKey p = denseGemmKey(ElementType::BF16, 7, 1024, 1024, 1024, GemmDim::K, GemmDim::N);
  p.a = {GemmDim::Batch, 7, spanMask({GemmDim::Batch, GemmDim::M, GemmDim::K})};
  llvm::SmallVector<MisalignedStride, 3> strides = p.misalignedStrides();
  ASSERT_EQ(strides.size(), 1u);
  EXPECT_EQ(strides[0].operand, GemmOperand::A);
  EXPECT_EQ(strides[0].contiguous, GemmDim::Batch);
  EXPECT_FALSE(strides[0].paddable);
  EXPECT_FALSE(alignedShape(p, model.target()));
  EXPECT_FALSE(decidePadding(p, model, {PadPolicy::Align}));
}

// Every copy padding pays, by hand: A, B and the result's init each read at
// their size and written at the padded one, a launch each; the result sliced
// back (its rows shortened: not a view) one more copy of C. Operands padded
// once and a fill that just grows pay nothing. The align decision reports
// those costs, the padded GEMM's time, and the extra FLOPs and bytes.
TEST_F(PadPolicyTest, EveryCopyOfAPaddingByHand) {
  GemmKey p = linearGemmKey(1000, 3001, 766); // K and N misaligned
  GemmKey padded = p.withShape(1000, 3008, 768);
  const GpuTarget &t = model.target();
  const Calibration &c = t.calibration;
  double bandwidth = t.bandwidthBytesPerSecond() * c.copyEfficiency;
  auto copy = [&](double before, double after) {
    return c.copyLaunchUs + (before + after) * 2 / bandwidth * 1e6;
  };
  double a = copy(1000.0 * 766, 1000.0 * 768), b = copy(3001.0 * 766, 3008.0 * 768),
         cCopy = copy(1000.0 * 3001, 1000.0 * 3008);
  EXPECT_NEAR(paddingCostUs(p, padded, t, {false, false, false}), a + b + 2 * cCopy, 1e-9);
  EXPECT_NEAR(paddingCostUs(p, padded, t, {false, false, true}), a + b + cCopy, 1e-9);
  EXPECT_NEAR(paddingCostUs(p, padded, t, {true, false, true}), b + cCopy, 1e-9);
  EXPECT_NEAR(paddingCostUs(p, padded, t, {false, true, true}), a + cCopy, 1e-9);
  EXPECT_NEAR(paddingCostUs(p, padded, t, {true, true, true}), cCopy, 1e-9);

  PadOptions align;
  align.policy = PadPolicy::Align;
  std::optional<PadDecision> d = decidePadding(p, model, align, {false, false, true}, nullptr);
  ASSERT_TRUE(d.has_value());
  EXPECT_EQ(d->m, 1000);
  EXPECT_EQ(d->n, 3008);
  EXPECT_EQ(d->k, 768);
  EXPECT_DOUBLE_EQ(d->originalUs, model.estimate(p).predictedUs);
  EXPECT_DOUBLE_EQ(d->gemmUs, model.estimate(padded).predictedUs);
  EXPECT_NEAR(d->padCostUs, a + b + cCopy, 1e-9);
  EXPECT_DOUBLE_EQ(d->speedup, d->originalUs / (d->gemmUs + d->padCostUs));
  EXPECT_DOUBLE_EQ(d->extraFlopFraction, (3008.0 * 768) / (3001.0 * 766) - 1);
  EXPECT_DOUBLE_EQ(d->extraByteFraction, padded.minBytes() / p.minBytes() - 1);
  EXPECT_FALSE(d->measured);
}

TEST(MeasuredChoice, OnlyValidTimedPaddingsOfTheOriginalAreChoices) {
  // Each of these is far faster than the original, and none is a padding of
  // it with a real time: the original stays.
  MeasuredProblem problem{linearGemmKey(4096, 4095, 4096), {}};
  MeasuredVariant original = originalVariant(4096, 4095, 4096, 1000);
  auto fast = [](std::string label, int64_t m, int64_t n, int64_t k) {
    return withSpeedup({std::move(label), m, n, k, true, 100}, 10, 9, 11);
  };
  MeasuredVariant invalid = fast("wrong", 4096, 4096, 4096);
  invalid.valid = false;
  MeasuredVariant untimed = fast("untimed", 4096, 4096, 4096);
  untimed.gemmUs = 0;
  MeasuredVariant endless = fast("endless", 4096, 4096, 4096);
  endless.gemmUs = std::numeric_limits<double>::infinity();
  MeasuredVariant nan = fast("nan", 4096, 4096, 4096);
  nan.gemmUs = std::nan("");
  for (const MeasuredVariant &v :
       {invalid, untimed, endless, nan, fast("smaller-m", 4095, 4096, 4096),
        fast("smaller-n", 4096, 4094, 4096), fast("smaller-k", 4096, 4096, 4088),
        fast("huge", 4096, int64_t(1) << 40, 4096)}) {
    problem.variants = {original, v};
    MeasuredChoice c = chooseMeasured(problem, {});
    EXPECT_TRUE(c.isOriginal(problem)) << v.label;
    EXPECT_DOUBLE_EQ(c.totalUs, 1000) << v.label;
  }
  // The control: the same speed on a padding of every dim is taken.
  problem.variants = {original, fast("align", 4096, 4096, 4096)};
  EXPECT_EQ(chooseMeasured(problem, {}).variant->label, "align");
}

TEST_F(PadPolicyTest, MeasuredPaddingMustBeatTheMinimumSpeedup) {
  // A 1.10x measured GEMM whose B pad costs 40 us: 1000 / (909 + 40) = 1.054x.
  GemmKey p = linearGemmKey(4096, 4095, 4096);
  MeasuredProblem problem{p, {originalVariant(4096, 4095, 4096, 1000),
                              withSpeedup({"align", 4096, 4096, 4096, true, 909, 0, 40, 0}, 1.10,
                                          1.08, 1.12)}};
  std::optional<PadDecision> d =
      decidePadding(p, model, {PadPolicy::Measured, 1.05, 0.10}, {}, &problem);
  ASSERT_TRUE(d);
  EXPECT_TRUE(d->measured);
  EXPECT_EQ(d->n, 4096);
  EXPECT_DOUBLE_EQ(d->padCostUs, 40);
  EXPECT_DOUBLE_EQ(d->speedup, 1000.0 / 949);
  EXPECT_DOUBLE_EQ(d->gemmSpeedupLow, 1.08);
  EXPECT_FALSE(decidePadding(p, model, {PadPolicy::Measured, 1.06, 0.10}, {}, &problem));
  // B padded once: no copy, 1.10x.
  std::optional<PadDecision> once =
      decidePadding(p, model, {PadPolicy::Measured, 1.06, 0.10}, {false, true, false}, &problem);
  ASSERT_TRUE(once);
  EXPECT_DOUBLE_EQ(once->padCostUs, 0);
}

// The model policy's choice, re-derived from its candidates: the fastest, and
// among those it prices equally fast (within one part in a million) the one
// with the fewest extra FLOPs. LM heads and projections of odd widths, with
// their operands copied or padded once. (No exact tie arises on these shapes:
// the pads' cost grows with the padded extent.)
TEST_F(PadPolicyTest, ModelPicksTheFastestCandidate) {
  PadOptions options{PadPolicy::Model};
  int decided = 0;
  for (GemmKey p : {linearGemmKey(8192, 50257, 768), linearGemmKey(4096, 50257, 1600),
                    linearGemmKey(8192, 32001, 4096), linearGemmKey(2048, 3001, 1024),
                    linearGemmKey(8192, 5461, 2048), linearGemmKey(16384, 50257, 1024),
                    linearGemmKey(1001, 4096, 4096), linearGemmKey(8190, 4096, 1024),
                    linearGemmKey(3000, 11008, 4096)}) {
    for (PaddedOnce once : {PaddedOnce{false, false, true}, PaddedOnce{false, true, true},
                            PaddedOnce{true, true, true}}) {
      std::optional<PadDecision> best;
      double fastest = 0;
      std::vector<PadDecision> all;
      for (const PaddedShape &c : model.paddingCandidates(p, options.maxOverhead)) {
        if (p.sameShape(c.m, c.n, c.k))
          continue;
        if (std::optional<PadDecision> d =
                decideAtShape(p, p.withShape(c.m, c.n, c.k), model, options, once)) {
          all.push_back(*d);
          fastest = std::max(fastest, d->speedup);
        }
      }
      for (const PadDecision &d : all) {
        if (d.speedup < fastest * (1 - 1e-6))
          continue;
        if (!best || d.extraFlopFraction < best->extraFlopFraction)
          best = d;
      }
      std::optional<PadDecision> chosen = decidePadding(p, model, options, once);
      ASSERT_EQ(chosen.has_value(), best.has_value()) << p.m << "x" << p.n << "x" << p.k;
      if (!best)
        continue;
      ++decided;
      EXPECT_EQ(chosen->m, best->m) << p.m << "x" << p.n << "x" << p.k;
      EXPECT_EQ(chosen->n, best->n) << p.m << "x" << p.n << "x" << p.k;
      EXPECT_EQ(chosen->k, best->k) << p.m << "x" << p.n << "x" << p.k;
    }
  }
  EXPECT_GT(decided, 4);
}
