//===- ServingTest.cpp - Serving memory, the step as it runs, the sweep ---===//

#include "ParseConfig.h"

#include "dimtune/Advisor/ModelAdvisor.h"
#include "dimtune/Advisor/StepTime.h"
#include "dimtune/Target/GpuTarget.h"

#include "llvm/Support/FormatVariadic.h"

#include "gtest/gtest.h"

#include <cmath>

using namespace dimtune;

namespace {

using unittest::parse;

// Llama-3-8B's shape: 32 layers, 32 heads of 128 over 8 KV heads.
const char *kLlama3 = R"({"model_type": "llama", "hidden_size": 4096, "num_attention_heads": 32,
                          "num_key_value_heads": 8, "num_hidden_layers": 32,
                          "intermediate_size": 14336, "vocab_size": 128256})";
// Falcon-7B's: multi-query, one KV head for 71 heads of 64.
const char *kFalcon = R"({"model_type": "falcon", "hidden_size": 4544, "num_attention_heads": 71,
                          "num_hidden_layers": 32, "multi_query": true, "vocab_size": 65024,
                          "parallel_attn": true, "new_decoder_architecture": false})";

ImportOptions decode(int64_t batch, int64_t kvLen, int64_t tp = 1) {
  ImportOptions o;
  o.phase = StepPhase::Decode;
  o.microBatch = batch;
  o.kvLen = kvLen;
  o.seq = 1;
  o.tp = tp;
  return o;
}

} // namespace

TEST(ServingMemory, DecodeCountedByHand) {
  ModelConfig llama = parse(kLlama3);
  ServingMemory m = servingMemory(llama, decode(4, 2048));
  EXPECT_DOUBLE_EQ(m.weightsBytes, llama.parameterCount() * 2);
  // K and V, 32 layers, 8 KV heads of 128, 2 bytes: 128 KiB per token.
  EXPECT_DOUBLE_EQ(m.kvBytesPerToken, 2.0 * 32 * 8 * 128 * 2);
  // 4 sequences of the cache and the new token.
  EXPECT_DOUBLE_EQ(m.kvCacheBytes, 131072.0 * 4 * 2049);
  // The reserve, the larger of the MLP's live activations (gate, up and their
  // product at 4 tokens) and the fp32 logits (4 x 128256), and 4 hidden-sized
  // buffers.
  double logits = 4.0 * 128256 * 4;
  EXPECT_GT(logits, 4.0 * 14336 * 3 * 2);
  EXPECT_DOUBLE_EQ(m.workspaceBytes, kServingReserveBytes + logits + 4.0 * 4 * 4096 * 2);
  EXPECT_DOUBLE_EQ(m.totalBytes(), m.weightsBytes + m.kvCacheBytes + m.workspaceBytes);
}

TEST(ServingMemory, TensorParallelSplitsWeightsAndKvHeadsButReplicatesOneKvHead) {
  ModelConfig llama = parse(kLlama3);
  ServingMemory one = servingMemory(llama, decode(8, 1024));
  ServingMemory two = servingMemory(llama, decode(8, 1024, 2));
  EXPECT_DOUBLE_EQ(two.weightsBytes, one.weightsBytes / 2);
  EXPECT_DOUBLE_EQ(two.kvBytesPerToken, one.kvBytesPerToken / 2);
  // Multi-query: every rank keeps the one KV head.
  ModelConfig falcon = parse(kFalcon);
  EXPECT_DOUBLE_EQ(servingMemory(falcon, decode(8, 1024, 4)).kvBytesPerToken,
                   servingMemory(falcon, decode(8, 1024)).kvBytesPerToken);
}

TEST(ServingMemory, PrefillHoldsThePromptsCache) {
  ImportOptions o;
  o.phase = StepPhase::Prefill;
  o.microBatch = 2;
  o.seq = 512;
  ServingMemory m = servingMemory(parse(kLlama3), o);
  EXPECT_DOUBLE_EQ(m.kvCacheBytes, m.kvBytesPerToken * 2 * 512);
  // Prefill keeps the logits of each sequence's last token only (2 x 128256 in
  // fp32, 1 MB), so the MLP's activations over the 1024 prompt tokens set the
  // workspace; the logits of every prompt token would be 525 MB.
  double mlp = 1024.0 * 14336 * 3 * 2;
  EXPECT_GT(mlp, 2.0 * 128256 * 4);
  EXPECT_DOUBLE_EQ(m.workspaceBytes, kServingReserveBytes + mlp + 4.0 * 1024 * 4096 * 2);
}

namespace {

class StepRunTest : public ::testing::Test {
protected:
  TargetRegistry registry;
  const GpuTarget &h200 = *registry.lookup("h200");
  const HostCalibration &host = h200.calibration.host;

  static StepKernel kernel(KernelKind kind, double us, double computeUs = 0, double count = 1) {
    StepKernel k;
    k.kind = kind;
    k.us = us;
    k.computeUs = computeUs;
    k.count = count;
    return k;
  }
  StepRun run(llvm::ArrayRef<StepKernel> kernels, ExecMode exec, const char *clock = "boost") {
    llvm::Expected<ClockChoice> c = parseClockChoice(clock);
    EXPECT_TRUE(static_cast<bool>(c));
    return runStep(kernels, h200, exec, c ? *c : ClockChoice(), /*pythonSetUp=*/true);
  }
};

} // namespace

TEST_F(StepRunTest, AGraphIsItsLaunchAndEveryKernelWithItsGap) {
  StepKernel k[] = {kernel(KernelKind::Gemm, 10), kernel(KernelKind::Memory, 2, 0, 3)};
  StepRun r = run(k, ExecMode::Graph);
  EXPECT_DOUBLE_EQ(r.kernelUs, 16);
  EXPECT_DOUBLE_EQ(r.stepUs, host.graphLaunchUs + 16 + 4 * host.graphKernelGapUs);
  EXPECT_DOUBLE_EQ(r.hostUs, 0);
  EXPECT_FALSE(r.hostBound());
}

TEST_F(StepRunTest, EagerSmallKernelsWaitOnTheHost) {
  // 100 kernels far shorter than the host's cost of issuing each.
  StepKernel k[] = {kernel(KernelKind::Memory, 1, 0, 100)};
  StepRun r = run(k, ExecMode::Eager);
  ASSERT_LT(1.0 + host.graphKernelGapUs, host.eagerOpUs);
  // The step's set-up, then each op's issue.
  EXPECT_NEAR(r.hostUs, host.eagerStepUs + 100 * host.eagerOpUs, 1e-9);
  // The last kernel starts when it is issued.
  EXPECT_NEAR(r.stepUs, r.hostUs + 1 + host.graphKernelGapUs, 1e-9);
  EXPECT_TRUE(r.hostBound());
  EXPECT_LT(r.gpuBusyShare(), 0.2);
}

TEST_F(StepRunTest, AHuggingFaceStepIssuesEachPhaseAtItsOwnScale) {
  GpuTarget target = h200;
  target.calibration.host.hfForwardScale = 3;
  target.calibration.host.hfBackwardScale = 2;
  StepKernel forward = kernel(KernelKind::Memory, 1, 0, 10);
  StepKernel backward = kernel(KernelKind::Gemm, 1, 0, 5);
  backward.backward = true;
  StepKernel k[] = {forward, backward};
  ClockChoice boost{ClockChoice::Kind::Boost};
  StepRun hf = runStep(k, target, ExecMode::Eager, boost, /*pythonSetUp=*/true);
  EXPECT_NEAR(hf.hostForwardUs, 10 * 3 * host.eagerOpUs, 1e-9);
  EXPECT_NEAR(hf.hostBackwardUs, 5 * 2 * host.eagerGemmUs, 1e-9);
  EXPECT_NEAR(hf.hostUs, host.eagerStepUs + hf.hostForwardUs + hf.hostBackwardUs, 1e-9);
  // A serving engine's step issues at the bare ops' cost, whatever the scales.
  StepRun engine = runStep(k, target, ExecMode::Eager, boost, /*pythonSetUp=*/false);
  EXPECT_NEAR(engine.hostForwardUs, 10 * host.eagerOpUs, 1e-9);
  EXPECT_NEAR(engine.hostBackwardUs, 5 * host.eagerGemmUs, 1e-9);
}

TEST_F(StepRunTest, EagerLargeKernelsKeepTheGpuBusy) {
  StepKernel k[] = {kernel(KernelKind::Gemm, 1000, 900, 100)};
  StepRun r = run(k, ExecMode::Eager);
  // The host runs ahead: only the first kernel waits on it, after the step's
  // set-up.
  EXPECT_NEAR(r.stepUs, host.eagerStepUs + host.eagerGemmUs + 100 * (1000 + host.graphKernelGapUs),
              1e-6);
  EXPECT_FALSE(r.hostBound());
}

TEST_F(StepRunTest, AServingEnginesStepHasNoPythonSetUp) {
  StepKernel k[] = {kernel(KernelKind::Gemm, 1000, 900, 10)};
  llvm::Expected<ClockChoice> boost = parseClockChoice("boost");
  ASSERT_TRUE(static_cast<bool>(boost));
  StepRun engine = runStep(k, h200, ExecMode::Eager, *boost, /*pythonSetUp=*/false);
  EXPECT_NEAR(engine.stepUs, host.eagerGemmUs + 10 * (1000 + host.graphKernelGapUs), 1e-6);
  ASSERT_GT(host.eagerStepUs, 0);
  EXPECT_NEAR(run(k, ExecMode::Eager).stepUs, engine.stepUs + host.eagerStepUs, 1e-6);
}

TEST_F(StepRunTest, AStepWithoutKernelsTakesNoTime) {
  EXPECT_EQ(run({}, ExecMode::Eager).stepUs, 0);
  EXPECT_EQ(run({}, ExecMode::Graph).stepUs, host.graphLaunchUs);
}

TEST_F(StepRunTest, AFixedClockSlowsOnlyTheComputePart) {
  StepKernel k[] = {kernel(KernelKind::Gemm, 100, 60)};
  std::string half = std::to_string(h200.boostClockMhz / 2);
  StepRun r = run(k, ExecMode::Graph, half.c_str());
  double slowdown = std::pow(2.0, h200.calibration.power.timeClockExponent);
  EXPECT_NEAR(r.kernelUs, 40 + 60 * slowdown, 1e-9);
  EXPECT_NEAR(r.smClockMhz, h200.boostClockMhz / 2, 1e-9);
}

TEST_F(StepRunTest, TheSustainedClockHoldsTheCapWhereTheStepWouldPassIt) {
  const PowerModel &p = h200.calibration.power;
  ASSERT_TRUE(p.calibrated());
  // A GEMM at 700 TFLOP/s at the boost clock draws more than the cap.
  StepKernel heavy = kernel(KernelKind::Gemm, 1000, 1000);
  heavy.flops = 700e12 * 1000e-6;
  StepRun r = run({heavy}, ExecMode::Graph, "sustained");
  EXPECT_TRUE(r.powerCapped);
  EXPECT_LT(r.smClockMhz, h200.boostClockMhz);
  EXPECT_NEAR(r.powerW, p.heldPowerW(), 1.0);
  EXPECT_GT(r.stepUs, run({heavy}, ExecMode::Graph, "boost").stepUs);
  // Reading memory alone stays under it, at the boost clock.
  StepKernel light = kernel(KernelKind::Memory, 1000);
  light.bytes = 1e9;
  StepRun cool = run({light}, ExecMode::Graph, "sustained");
  EXPECT_FALSE(cool.powerCapped);
  EXPECT_DOUBLE_EQ(cool.smClockMhz, h200.boostClockMhz);
  EXPECT_LT(cool.powerW, p.capW);
}

TEST_F(StepRunTest, AGemmsOwnTrafficIsInItsWattsPerTflops) {
  // The power fit's GEMM moved its operands too: a GEMM's bytes add no
  // watts of their own, a memory-bound kernel's do.
  StepKernel gemm = kernel(KernelKind::Gemm, 1000, 1000);
  gemm.flops = 300e12 * 1000e-6;
  StepKernel moving = gemm;
  moving.bytes = 2e9;
  EXPECT_DOUBLE_EQ(run({moving}, ExecMode::Graph, "boost").powerW,
                   run({gemm}, ExecMode::Graph, "boost").powerW);
  // So is a fused attention's (its K and V re-read from the L2 by every block).
  StepKernel attention = gemm;
  attention.kind = KernelKind::Attention;
  StepKernel rereading = attention;
  rereading.bytes = 2e9;
  EXPECT_DOUBLE_EQ(run({rereading}, ExecMode::Graph, "boost").powerW,
                   run({attention}, ExecMode::Graph, "boost").powerW);
  StepKernel copy = kernel(KernelKind::Memory, 1000);
  StepKernel copying = copy;
  copying.bytes = 2e9;
  EXPECT_GT(run({copying}, ExecMode::Graph, "boost").powerW,
            run({copy}, ExecMode::Graph, "boost").powerW + 100);
}

TEST_F(StepRunTest, BusyWattsChargeTheTimeAKernelRunsWhateverItsRate) {
  // A slow kernel that keeps the SMs running (attention, an unvectorized
  // loop) draws the busy watts in full, beyond what its rate draws.
  GpuTarget busy = h200, none = h200;
  busy.calibration.power.busyW = 150;
  none.calibration.power.busyW = 0;
  StepKernel slow[] = {kernel(KernelKind::Attention, 1000, 1000)};
  slow[0].flops = 100e12 * 1000e-6;
  ClockChoice boost = *parseClockChoice("boost");
  double withBusy = runStep(slow, busy, ExecMode::Graph, boost, false).powerW;
  double without = runStep(slow, none, ExecMode::Graph, boost, false).powerW;
  // The graph's launch and gap are the only time no kernel runs.
  EXPECT_NEAR(withBusy - without, 150, 2.0);
}

TEST_F(StepRunTest, TheHostsIdleGapsDiluteAStepsPower) {
  // Short kernels at a rate whose power is far past the cap: back to back (a
  // graph) the cap holds them; issued by eager PyTorch, the GPU waits on the
  // host most of the step, and the idle time between them brings the mean
  // power under the cap, at the boost clock.
  StepKernel burst = kernel(KernelKind::Gemm, 2, 2, 200);
  burst.flops = 900e12 * 2e-6;
  StepRun graph = run({burst}, ExecMode::Graph, "sustained");
  EXPECT_TRUE(graph.powerCapped);
  EXPECT_LT(graph.smClockMhz, h200.boostClockMhz);
  StepRun eager = run({burst}, ExecMode::Eager, "sustained");
  ASSERT_TRUE(eager.hostBound());
  ASSERT_LT(eager.gpuBusyShare(), 0.5);
  EXPECT_FALSE(eager.powerCapped);
  EXPECT_DOUBLE_EQ(eager.smClockMhz, h200.boostClockMhz);
  EXPECT_LT(eager.powerW, h200.calibration.power.heldPowerW());
  EXPECT_LT(eager.powerW, graph.powerW);
}

TEST_F(StepRunTest, TheClockIsSolvedForTheLevelTheCapHolds) {
  // NVML reads a capped GPU a little under its cap: the fitted level is the
  // one the solve holds the step's power to.
  GpuTarget held = h200;
  held.calibration.power.heldW = held.calibration.power.capW - 40;
  StepKernel heavy = kernel(KernelKind::Gemm, 1000, 1000);
  heavy.flops = 700e12 * 1000e-6;
  StepRun r = runStep({heavy}, held, ExecMode::Graph, *parseClockChoice("sustained"), false);
  StepRun atCap = run({heavy}, ExecMode::Graph, "sustained");
  EXPECT_NEAR(r.powerW, held.calibration.power.heldW, 1.0);
  EXPECT_LT(r.smClockMhz, atCap.smClockMhz);
}

TEST_F(StepRunTest, APowerModelCalibratedAtAnotherCapIsNotUsed) {
  // The power model holds only at the cap it was measured under: a board
  // capped elsewhere (a target file lowering power_limit_w, a PCIe card) runs
  // at the boost clock with no power figure, however hot its work.
  GpuTarget lowered = h200;
  ASSERT_TRUE(lowered.calibration.power.calibrated());
  lowered.powerLimitW = lowered.calibration.power.capW / 2;
  StepKernel heavy = kernel(KernelKind::Gemm, 1000, 1000);
  heavy.flops = 700e12 * 1000e-6;
  llvm::Expected<ClockChoice> sustained = parseClockChoice("sustained");
  ASSERT_TRUE(static_cast<bool>(sustained));
  StepRun r = runStep({heavy}, lowered, ExecMode::Graph, *sustained, /*pythonSetUp=*/true);
  EXPECT_FALSE(r.powerCapped);
  EXPECT_DOUBLE_EQ(r.smClockMhz, lowered.boostClockMhz);
  EXPECT_EQ(r.powerW, 0);
}

namespace {

/// A GEMM that draws more than the cap at the boost clock, and a stretch of
/// idle-power work as long, each `ms` long at the boost clock.
struct HotAndCold {
  StepKernel hot, cold;
  explicit HotAndCold(double ms) {
    hot.kind = KernelKind::Gemm;
    hot.us = hot.computeUs = ms * 1e3;
    hot.flops = 700e12 * ms * 1e-3;
    cold.kind = KernelKind::Memory;
    cold.us = ms * 1e3;
  }
};

} // namespace

TEST_F(StepRunTest, TheCapLendsAColdStretchsHeadroomOnlyWithinItsWindow) {
  double window = h200.calibration.power.windowMs;
  ASSERT_GT(window, 0);
  StepRun alone = run({HotAndCold(4 * window).hot}, ExecMode::Graph, "sustained");
  ASSERT_TRUE(alone.powerCapped);
  // Cold and hot stretches each four windows long: the hot one runs at the
  // clock it would hold alone, the cold one at the boost clock.
  HotAndCold longer(4 * window);
  StepRun apart = run({longer.cold, longer.hot}, ExecMode::Graph, "sustained");
  EXPECT_TRUE(apart.powerCapped);
  EXPECT_NEAR(apart.kernelUs, alone.kernelUs + longer.cold.us, 1e-6 * apart.kernelUs);
  // Both within a window: their mean power is held, a clock between the two.
  HotAndCold shorter(window / 8);
  StepKernel mixed[] = {shorter.cold, shorter.hot};
  StepRun lent = run(mixed, ExecMode::Graph, "sustained");
  StepRun hotOnly = run({shorter.hot}, ExecMode::Graph, "sustained");
  EXPECT_GT(lent.smClockMhz, hotOnly.smClockMhz);
  EXPECT_LT(lent.kernelUs - shorter.cold.us, hotOnly.kernelUs);
}

TEST_F(StepRunTest, TheStepsClockIsTheOneMostOfItsTimeRunsAt) {
  double window = h200.calibration.power.windowMs;
  HotAndCold stretch(4 * window);
  // Three hot stretches to one cold: the hot stretches' clock; three cold to
  // one hot: the boost clock.
  StepKernel k[] = {stretch.cold, stretch.hot, stretch.hot, stretch.hot};
  StepRun r = run(k, ExecMode::Graph, "sustained");
  EXPECT_NEAR(r.smClockMhz, run({stretch.hot}, ExecMode::Graph, "sustained").smClockMhz, 1e-6);
  StepKernel mostlyCold[] = {stretch.cold, stretch.cold, stretch.hot, stretch.cold};
  StepRun cool = run(mostlyCold, ExecMode::Graph, "sustained");
  EXPECT_TRUE(cool.powerCapped);
  EXPECT_DOUBLE_EQ(cool.smClockMhz, h200.boostClockMhz);
  // Its power: each stretch's over its time, under the cap.
  EXPECT_LT(r.powerW, h200.calibration.power.capW);
  EXPECT_GT(r.powerW, h200.calibration.power.idleW);
}

TEST(ClockChoice, ParsesAndNamesTheValueItRefuses) {
  EXPECT_EQ(parseClockChoice("sustained")->kind, ClockChoice::Kind::Sustained);
  EXPECT_EQ(parseClockChoice("boost")->kind, ClockChoice::Kind::Boost);
  EXPECT_DOUBLE_EQ(parseClockChoice("1500")->mhz, 1500);
  for (const char *bad : {"0", "-5", "nan", "inf", "fast", ""}) {
    llvm::Expected<ClockChoice> c = parseClockChoice(bad);
    ASSERT_FALSE(static_cast<bool>(c)) << bad;
    EXPECT_NE(llvm::toString(c.takeError()).find("clock='" + std::string(bad) + "'"),
              std::string::npos);
  }
}

namespace {

class SweepTest : public ::testing::Test {
protected:
  TargetRegistry registry;
  const GpuTarget &h200 = *registry.lookup("h200");
  CostModel gemm{h200};
  AttentionModel attention{h200};
  StepModels models{gemm, attention, AttentionChoice::Default, ExecMode::Graph};
};

} // namespace

TEST_F(SweepTest, MaxBatchIsTheLargestWhoseMemoryFits) {
  ModelConfig llama = parse(kLlama3);
  ImportOptions o = decode(1, 4096);
  ServingSweep s = sweepBatches(llama, o, models, 0.25);
  double capacity = h200.memoryGB * 1e9;
  EXPECT_DOUBLE_EQ(s.memoryCapacityBytes, capacity);
  ASSERT_GT(s.maxBatch, 1);
  o.microBatch = s.maxBatch;
  EXPECT_LE(servingMemory(llama, o).totalBytes(), capacity);
  o.microBatch = s.maxBatch + 1;
  EXPECT_GT(servingMemory(llama, o).totalBytes(), capacity);
  // Weights and the per-token cache alone bound it: (capacity - weights) /
  // (kv per sequence), less what the workspace takes.
  ServingMemory m = servingMemory(llama, decode(1, 4096));
  EXPECT_LE(s.maxBatch, int64_t((capacity - m.weightsBytes) / (m.kvBytesPerToken * 4097)));
}

TEST_F(SweepTest, TheKneeIsWhereTheStepOutgrowsBatchOnesByTheTolerance) {
  ServingSweep s = sweepBatches(parse(kLlama3), decode(1, 1024), models, 0.25);
  ASSERT_GE(s.points.size(), 3u);
  const BatchPoint &first = s.points.front();
  EXPECT_EQ(first.batch, 1);
  bool pastKnee = false;
  for (const BatchPoint &p : s.points) {
    EXPECT_TRUE(std::isfinite(p.stepUs) && p.stepUs > 0) << p.batch;
    EXPECT_NEAR(p.tokensPerS, p.batch / (p.stepUs * 1e-6), 1e-6 * p.tokensPerS);
    EXPECT_LE(p.weightsShare + p.kvShare + p.computeShare, 1 + 1e-9) << p.batch;
    if (!p.fits)
      continue;
    bool within = p.stepUs <= first.stepUs * 1.25;
    if (p.batch <= s.kneeBatch)
      EXPECT_TRUE(within) << p.batch;
    pastKnee |= p.batch > s.kneeBatch;
  }
  EXPECT_GE(s.kneeBatch, 1);
  EXPECT_LE(s.kneeBatch, s.maxBatch);
  EXPECT_TRUE(pastKnee);
  // A looser tolerance never moves the knee down.
  EXPECT_GE(sweepBatches(parse(kLlama3), decode(1, 1024), models, 1.0).kneeBatch, s.kneeBatch);
}

// The sweep's batches: 1, 2, 4, ... up to the largest that fits (or 4096),
// and that largest itself; a prefill's tokens per second count every prompt
// token, a decode's one token per sequence.
TEST_F(SweepTest, TheBatchesArePowersOfTwoAndTheLargestThatFits) {
  ModelConfig llama = parse(kLlama3);
  ServingSweep s = sweepBatches(llama, decode(1, 16384), models, 0.25);
  ASSERT_GT(s.maxBatch, 16);
  ASSERT_LT(s.maxBatch, 4096);
  std::vector<int64_t> batches, expected;
  for (const BatchPoint &p : s.points)
    batches.push_back(p.batch);
  for (int64_t b = 1; b <= s.maxBatch; b *= 2)
    expected.push_back(b);
  if (expected.back() != s.maxBatch)
    expected.push_back(s.maxBatch);
  EXPECT_EQ(batches, expected);
  for (const BatchPoint &p : s.points)
    EXPECT_TRUE(p.fits) << p.batch;
  ImportOptions prefill;
  prefill.phase = StepPhase::Prefill;
  prefill.microBatch = 1;
  prefill.seq = 512;
  for (const BatchPoint &p : sweepBatches(llama, prefill, models, 0.25).points)
    EXPECT_NEAR(p.tokensPerS, p.batch * 512 / (p.stepUs * 1e-6), 1e-9 * p.tokensPerS) << p.batch;
}

// What a decode step's time goes to, by its kernels: memory-bound GEMMs read
// the weights, decode attention reads the cache, kernels the SM clock sets
// are compute. Llama-3-8B over 16K tokens of context: at batch 1 the 16 GB of
// weights outweigh one sequence's 2 GB of cache; at batch 16 the 34 GB of
// cache outweigh the weights.
TEST_F(SweepTest, TheSharesSplitTheStepByWhatItsKernelsRead) {
  ModelConfig llama = parse(kLlama3);
  ServingSweep s = sweepBatches(llama, decode(1, 16384), models, 0.25);
  auto point = [&](int64_t batch) {
    auto it = llvm::find_if(s.points, [&](const BatchPoint &p) { return p.batch == batch; });
    EXPECT_NE(it, s.points.end()) << batch;
    return it == s.points.end() ? BatchPoint() : *it;
  };
  BatchPoint one = point(1), sixteen = point(16);
  EXPECT_GT(one.weightsShare, 2 * one.kvShare);
  EXPECT_GT(one.kvShare, 0.02);
  EXPECT_GT(sixteen.kvShare, sixteen.weightsShare);
  for (const BatchPoint &p : {one, sixteen}) {
    ImportOptions o = decode(p.batch, 16384);
    std::vector<StepKernel> kernels = stepKernels(llama, o, models);
    StepRun run = runStep(kernels, h200, models.exec, models.clock, o.huggingFaceStep());
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
    EXPECT_DOUBLE_EQ(p.stepUs, run.stepUs) << p.batch;
    EXPECT_NEAR(p.weightsShare, weights / run.stepUs, 1e-12) << p.batch;
    EXPECT_NEAR(p.kvShare, kv / run.stepUs, 1e-12) << p.batch;
    EXPECT_NEAR(p.computeShare, compute / run.stepUs, 1e-12) << p.batch;
  }
}

TEST_F(SweepTest, FewerKvHeadsServeALargerBatch) {
  ModelConfig gqa = parse(kLlama3);
  ModelConfig mha = gqa;
  mha.kvHeads = mha.heads;
  EXPECT_GT(sweepBatches(gqa, decode(1, 4096), models, 0.25).maxBatch,
            sweepBatches(mha, decode(1, 4096), models, 0.25).maxBatch * 3);
}

TEST_F(SweepTest, ServingAGroupedQueryModelWeighsMultiHeadAttentionToo) {
  // The KV-head counts run from MQA to MHA: num_key_value_heads ==
  // num_attention_heads (32 for Llama-3-8B's 8) is among them.
  llvm::Expected<Advice> a = adviseModel(parse(kLlama3), decode(1, 4096), models);
  ASSERT_TRUE(static_cast<bool>(a)) << llvm::toString(a.takeError());
  auto kvHeads = [&](int64_t to) {
    return llvm::any_of(a->candidates, [&](const Proposal &p) {
      return p.param == "num_key_value_heads" && p.to == to;
    });
  };
  EXPECT_TRUE(kvHeads(1));
  EXPECT_TRUE(kvHeads(32));
}

TEST_F(SweepTest, AModuleWhoseBatchCannotFitIsAnErrorNamingIt) {
  llvm::Expected<Advice> a = adviseModel(parse(kLlama3), decode(100000, 4096), models);
  ASSERT_FALSE(static_cast<bool>(a));
  std::string message = llvm::toString(a.takeError());
  EXPECT_NE(message.find("100000"), std::string::npos) << message;
}

// A model small enough that 65536 sequences fit: the sweep stops at 4096,
// every power of two up to it and no further point.
TEST_F(SweepTest, TheSweepStopsAt4096SequencesWhereMoreFit) {
  ModelConfig tiny = parse(R"({"model_type": "llama", "hidden_size": 256,
      "num_attention_heads": 4, "num_key_value_heads": 1, "num_hidden_layers": 2,
      "intermediate_size": 512, "vocab_size": 1024})");
  ServingSweep s = sweepBatches(tiny, decode(1, 64), models, 0.25);
  EXPECT_GT(s.maxBatch, 4096);
  std::vector<int64_t> batches;
  for (const BatchPoint &p : s.points)
    batches.push_back(p.batch);
  std::vector<int64_t> expected;
  for (int64_t b = 1; b <= 4096; b *= 2)
    expected.push_back(b);
  EXPECT_EQ(batches, expected);
}

// Where not even one sequence fits, the sweep has no batch that fits and no
// knee (the one point it prices does not count).
TEST_F(SweepTest, NoKneeWhereNotOneSequenceFits) {
  GpuTarget small = h200;
  small.memoryGB = 1;
  CostModel smallGemm{small};
  AttentionModel smallAttention{small};
  StepModels smallModels{smallGemm, smallAttention, AttentionChoice::Default, ExecMode::Graph};
  ServingSweep s = sweepBatches(parse(kLlama3), decode(1, 1024), smallModels, 0.25);
  EXPECT_EQ(s.maxBatch, 0);
  ASSERT_EQ(s.points.size(), 1u);
  EXPECT_FALSE(s.points[0].fits);
  EXPECT_EQ(s.kneeBatch, 0);
}

// A batch whose memory is exactly the GPU's fits; a byte's worth of
// capacity less and the shortfall names the batch, the GPU and each part.
TEST_F(SweepTest, ABatchFitsUpToExactlyTheCapacity) {
  ModelConfig llama = parse(kLlama3);
  ImportOptions o = decode(8, 4096);
  ServingMemory m = servingMemory(llama, o);
  GpuTarget exact = h200;
  exact.memoryGB = m.totalBytes() / 1e9;
  EXPECT_FALSE(memoryShortfall(llama, o, exact).has_value());
  exact.memoryGB = (m.totalBytes() - 1e3) / 1e9;
  std::optional<std::string> shortfall = memoryShortfall(llama, o, exact);
  ASSERT_TRUE(shortfall.has_value());
  EXPECT_NE(shortfall->find("micro-batch 8 does not fit " + h200.name + ":"), std::string::npos) << *shortfall;
  EXPECT_NE(shortfall->find(llvm::formatv("{0:f1} GB of KV cache", m.kvCacheBytes / 1e9).str()),
            std::string::npos)
      << *shortfall;
}
