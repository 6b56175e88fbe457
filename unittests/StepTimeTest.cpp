//===- StepTimeTest.cpp - A step's kernels, each from its parts -----------===//
//
// The step's kernels as stepKernels lays them out, checked against the parts
// they come from, priced one by one here: every layer's and the head's GEMMs
// (less the attention products a fused kernel runs), memory-bound kernels
// times their counts, each layer's attention on the backend its dispatch
// picks; a database's GEMM and attention times in the model's place; the
// math path's and eager attention's products where the report puts them.
//
//===----------------------------------------------------------------------===//

#include "ParseConfig.h"

#include "dimtune/Advisor/StepTime.h"
#include "dimtune/CostModel/MathPathAttention.h"
#include "dimtune/ModelConfig/StepOps.h"
#include "dimtune/ModelConfig/StepOrder.h"

#include "gtest/gtest.h"

#include <set>

using namespace dimtune;
using unittest::parse;

namespace {

const char *kTwoLayerLlama = R"({"model_type": "llama", "hidden_size": 2048,
    "num_attention_heads": 16, "num_key_value_heads": 4, "num_hidden_layers": 2,
    "intermediate_size": 5632, "vocab_size": 32000})";

ImportOptions training(int64_t microBatch, int64_t seq) {
  ImportOptions o;
  o.phase = StepPhase::Train;
  o.microBatch = microBatch;
  o.seq = seq;
  return o;
}

class StepTimeTest : public ::testing::Test {
protected:
  TargetRegistry registry;
  const GpuTarget &h200 = *registry.lookup("h200");
  CostModel gemm{h200};
  AttentionModel attention{h200};

  /// Sums of the step's GEMMs, priced here: all of them, the clock's part
  /// (all but the memory-bound), and those autograd's backward issues.
  struct GemmSums {
    double us = 0, computeUs = 0, backwardUs = 0;
    bool latencyBound = false;
  };
  GemmSums gemmSums(const ModelConfig &c, const ImportOptions &o, bool withAttentionProducts,
                    std::optional<ElementType> productType = std::nullopt) {
    GemmSums s;
    auto add = [&](const GemmSpec &g, double times) {
      bool product = isAttentionRole(g.role);
      if (product && !withAttentionProducts)
        return;
      ElementType type = product && productType ? *productType : o.elementType();
      GemmEstimate e = gemm.estimate(g.key(type));
      s.us += e.predictedUs * times;
      s.computeUs += (e.bound == Bound::Memory ? 0 : e.predictedUs) * times;
      s.latencyBound |= e.bound == Bound::Latency;
      if (g.pass != "fwd")
        s.backwardUs += e.predictedUs * times;
    };
    for (const GemmSpec &g : layerGemms(c, o))
      add(g, double(c.layers));
    for (const GemmSpec &g : headGemms(c, o))
      add(g, 1);
    return s;
  }

  /// The step's time; a refusal fails the test.
  StepTime predict(const ModelConfig &c, const ImportOptions &o, const StepModels &models) {
    llvm::Expected<StepTime> step = predictStep(c, o, models);
    EXPECT_TRUE(static_cast<bool>(step)) << llvm::toString(step.takeError());
    return step ? *step : StepTime();
  }

  /// Every memory-bound kernel of the layers and the head, times its count.
  double memoryUs(const ModelConfig &c, const ImportOptions &o) {
    double us = 0;
    auto add = [&](const std::vector<MemoryOpSpec> &ops) {
      for (const MemoryOpSpec &m : ops)
        us += memoryOpTime(m.toMemoryOp(), h200).us * double(m.count);
    };
    for (int64_t layer = 0; layer < c.layers; ++layer)
      add(layerMemoryOps(c, o, layer));
    add(headMemoryOps(c, o));
    return us;
  }
};

} // namespace

// A fused step: its GEMM kernels are the projections and the head, the clock
// setting all but the memory-bound ones; its memory kernels each count; each
// layer's attention is a forward and a backward kernel on cuDNN, the
// backward reading and writing Q, K, V, O and their gradients (twice the
// forward's bytes) and flagged as the backward's, as is every dgrad and wgrad.
TEST_F(StepTimeTest, AFusedStepIsItsPartsEachPricedOnce) {
  ModelConfig llama = parse(kTwoLayerLlama);
  ImportOptions o = training(2, 512);
  StepModels models{gemm, attention, AttentionChoice::Cudnn};
  std::vector<StepKernel> kernels = stepKernels(llama, o, models);
  double gemmUs = 0, gemmComputeUs = 0, gemmBackwardUs = 0, memory = 0;
  std::vector<const StepKernel *> attentionKernels;
  for (const StepKernel &k : kernels) {
    double us = k.us * k.count;
    if (k.kind == KernelKind::Gemm) {
      gemmUs += us;
      gemmComputeUs += k.computeUs * k.count;
      if (k.backward)
        gemmBackwardUs += us;
    } else if (k.kind == KernelKind::Memory) {
      memory += us;
    } else {
      attentionKernels.push_back(&k);
    }
  }
  GemmSums expected = gemmSums(llama, o, /*withAttentionProducts=*/false);
  EXPECT_NEAR(gemmUs, expected.us, 1e-9 * expected.us);
  EXPECT_NEAR(gemmComputeUs, expected.computeUs, 1e-9 * expected.us);
  EXPECT_TRUE(expected.latencyBound); // the rotary angles: the clock sets them too
  EXPECT_NEAR(gemmBackwardUs, expected.backwardUs, 1e-9 * expected.us);
  double expectedMemory = memoryUs(llama, o);
  EXPECT_NEAR(memory, expectedMemory, 1e-9 * expectedMemory);

  AttentionKey key = layerAttention(llama, o, 0).key;
  llvm::Expected<AttentionEstimate> e = attention.estimate(key, AttentionBackend::Cudnn);
  ASSERT_TRUE(static_cast<bool>(e)) << llvm::toString(e.takeError());
  ASSERT_EQ(attentionKernels.size(), 4u);
  int backward = 0;
  for (const StepKernel *k : attentionKernels) {
    backward += k->backward;
    EXPECT_DOUBLE_EQ(k->us, k->backward ? e->backward.us : e->forward.us);
    EXPECT_DOUBLE_EQ(k->computeUs, k->us); // not decode: the clock sets it
    EXPECT_DOUBLE_EQ(k->flops, k->backward ? key.backwardFlops() : key.forwardFlops());
    EXPECT_DOUBLE_EQ(k->bytes, (k->backward ? 2 : 1) * key.ioBytes());
  }
  EXPECT_EQ(backward, 2);
}

// A database's times replace the model's: a measured LM head, and a measured
// attention whose total is split as the model splits forward and backward.
TEST_F(StepTimeTest, MeasuredTimesReplaceTheModels) {
  ModelConfig llama = parse(kTwoLayerLlama);
  ImportOptions o = training(2, 512);
  StepModels plain{gemm, attention, AttentionChoice::Cudnn};
  StepTime before = predict(llama, o, plain);
  GemmKey lmHead = headGemms(llama, o)[0].key(o.elementType());
  auto measuredGemm = [&](const GemmKey &key) -> std::optional<double> {
    if (key == lmHead)
      return 1234.0;
    return std::nullopt;
  };
  auto measuredAttention = [](const AttentionKey &, AttentionBackend backend,
                              bool training) -> std::optional<double> {
    if (backend == AttentionBackend::Cudnn && training)
      return 500.0;
    return std::nullopt;
  };
  StepModels measured = plain;
  measured.measuredGemmUs = measuredGemm;
  measured.measuredAttentionUs = measuredAttention;
  StepTime after = predict(llama, o, measured);
  double modelled = gemm.estimate(lmHead).predictedUs;
  EXPECT_NEAR(after.gemmUs, before.gemmUs - modelled + 1234.0, 1e-9 * before.gemmUs);
  EXPECT_NEAR(after.attentionUs, 2 * 500.0, 1e-9);
  EXPECT_DOUBLE_EQ(after.otherUs, before.otherUs);
}

// PyTorch's math path: the products are GEMMs in the attention's own type
// and the softmax memory-bound kernels, each layer's, and the report counts
// both as attention, leaving the GEMM time to the projections and the head.
TEST_F(StepTimeTest, TheMathPathsProductsAndSoftmaxAreTheAttentionsTime) {
  ModelConfig llama = parse(kTwoLayerLlama);
  ImportOptions o = training(1, 256);
  StepModels unfused{gemm, attention, AttentionChoice::Unfused};
  StepTime step = predict(llama, o, unfused);
  AttentionSpec spec = layerAttention(llama, o, 0);
  EXPECT_FALSE(step.attention.fused());
  double projections = gemmSums(llama, o, false).us;
  EXPECT_NEAR(step.gemmUs, projections, 1e-9 * projections);
  double products = 0;
  for (const GemmSpec &g : layerGemms(llama, o))
    if (isAttentionRole(g.role))
      products += gemm.estimate(g.key(spec.key.type)).predictedUs;
  double softmax = 0;
  for (const MathPathKernel &k : mathPathKernels(spec.key, /*training=*/true))
    softmax += memoryOpTime(k.op, h200).us;
  double expected = 2 * (products + softmax);
  EXPECT_NEAR(step.attentionUs, expected, 1e-9 * expected);
  // The kernels themselves: the products at the attention's type among the GEMMs.
  double gemmKernels = 0;
  for (const StepKernel &k : stepKernels(llama, o, unfused))
    if (k.kind == KernelKind::Gemm)
      gemmKernels += k.us * k.count;
  double withProducts = gemmSums(llama, o, true, spec.key.type).us;
  EXPECT_NEAR(gemmKernels, withProducts, 1e-9 * withProducts);
}

// GPT-J's eager attention: its fp32 and bf16 products are GEMMs of the step
// and stay in its GEMM time (as an imported module's analysis has them);
// nothing is attention.
TEST_F(StepTimeTest, EagerAttentionsProductsStayGemms) {
  ModelConfig gptj = parse(R"({"model_type": "gptj", "n_embd": 1024, "n_head": 16,
                               "rotary_dim": 32, "n_layer": 2, "vocab_size": 1000})");
  ImportOptions o = training(1, 256);
  StepModels models{gemm, attention, AttentionChoice::Default};
  StepTime step = predict(gptj, o, models);
  EXPECT_TRUE(step.eagerAttention);
  EXPECT_DOUBLE_EQ(step.attentionUs, 0);
  double all = gemmSums(gptj, o, true).us;
  EXPECT_NEAR(step.gemmUs, all, 1e-9 * all);
}

// Layers that attend through a window and layers that attend globally each
// run on the kernel their own dispatch picks: under attention=flash2 a
// window's explicit mask sends its layers to the math path (GEMMs and a
// softmax), while the global layers run FlashAttention-2.
TEST_F(StepTimeTest, EachLayersAttentionRunsOnItsOwnDispatch) {
  ModelConfig mixed = parse(R"({"model_type": "gemma2", "hidden_size": 1024,
      "num_attention_heads": 8, "num_key_value_heads": 4, "head_dim": 128,
      "num_hidden_layers": 4, "intermediate_size": 4096, "vocab_size": 1000,
      "sliding_window": 256})");
  ImportOptions o = training(1, 1024);
  StepModels models{gemm, attention, AttentionChoice::Flash2};
  double expected = 0;
  int fusedLayers = 0;
  for (int64_t layer = 0; layer < mixed.layers; ++layer) {
    AttentionKey key = layerAttention(mixed, o, layer).key;
    AttentionDispatch d = dispatchAttention(key, AttentionChoice::Flash2, h200);
    EXPECT_EQ(d.fused(), !mixed.slidingLayer(layer)) << layer << ": " << d.reason;
    if (!d.fused())
      continue;
    ++fusedLayers;
    llvm::Expected<AttentionEstimate> e = attention.estimate(key, d.backend);
    ASSERT_TRUE(static_cast<bool>(e)) << llvm::toString(e.takeError());
    expected += e->forward.us + e->backward.us;
  }
  ASSERT_EQ(fusedLayers, 2);
  double attentionUs = 0;
  int attentionKernels = 0;
  for (const StepKernel &k : stepKernels(mixed, o, models))
    if (k.kind == KernelKind::Attention) {
      attentionUs += k.us * k.count;
      ++attentionKernels;
    }
  EXPECT_EQ(attentionKernels, 2 * fusedLayers);
  EXPECT_NEAR(attentionUs, expected, 1e-9 * expected);
  // The report's split: the windowed layers' products and softmax join the
  // fused layers' attention time, the GEMM time is the projections' and the
  // head's alone.
  double mathPath = 0;
  for (int64_t layer = 0; layer < mixed.layers; ++layer) {
    if (!mixed.slidingLayer(layer))
      continue;
    AttentionKey key = layerAttention(mixed, o, layer).key;
    for (const GemmSpec &g : layerGemms(mixed, o))
      if (isAttentionRole(g.role))
        mathPath += gemm.estimate(g.key(key.type)).predictedUs;
    for (const MathPathKernel &k : mathPathKernels(key, /*training=*/true))
      mathPath += memoryOpTime(k.op, h200).us;
  }
  StepTime step = predict(mixed, o, models);
  EXPECT_NEAR(step.attentionUs, expected + mathPath, 1e-9 * (expected + mathPath));
  double projections = gemmSums(mixed, o, false).us;
  EXPECT_NEAR(step.gemmUs, projections, 1e-9 * projections);
}

// Falcon-7B's multi-query attention runs on SDPA's math path in fp32 (its
// mask a tensor): the products among the step's GEMMs are fp32 GEMMs.
TEST_F(StepTimeTest, FalconsMathPathProductsRunInFp32) {
  ModelConfig falcon = parse(R"({"model_type": "falcon", "hidden_size": 1024,
      "num_attention_heads": 16, "num_hidden_layers": 2, "vocab_size": 1000,
      "multi_query": true, "parallel_attn": true, "new_decoder_architecture": false})");
  ImportOptions o = training(1, 256);
  AttentionSpec spec = layerAttention(falcon, o, 0);
  ASSERT_EQ(spec.key.type, ElementType::F32);
  StepModels models{gemm, attention, AttentionChoice::Default};
  AttentionDispatch dispatch;
  double gemmKernels = 0;
  for (const StepKernel &k : stepKernels(falcon, o, models, &dispatch))
    if (k.kind == KernelKind::Gemm)
      gemmKernels += k.us * k.count;
  EXPECT_FALSE(dispatch.fused()) << dispatch.reason;
  double expected = gemmSums(falcon, o, true, ElementType::F32).us;
  EXPECT_NEAR(gemmKernels, expected, 1e-9 * expected);
  EXPECT_GT(std::abs(gemmSums(falcon, o, true, ElementType::BF16).us - expected), 1e-3 * expected);
}

// Hugging Face's own Python runs a training step, a forward step and a decode
// over its DynamicCache: its set-up before the first kernel and its model
// code's pace count. A serving engine's prefill and decode have neither.
TEST_F(StepTimeTest, HuggingFacesOwnStepsAreSetUpByItsPython) {
  ModelConfig llama = parse(kTwoLayerLlama);
  StepModels models{gemm, attention, AttentionChoice::Default};
  auto phase = [](StepPhase p, bool dynamicCache) {
    ImportOptions o;
    o.phase = p;
    o.microBatch = 2;
    o.seq = p == StepPhase::Decode ? 0 : 512;
    o.kvLen = p == StepPhase::Decode ? 512 : 0;
    o.dynamicCache = dynamicCache;
    return o;
  };
  struct Case {
    const char *name;
    ImportOptions options;
    bool python;
  } cases[] = {{"train", phase(StepPhase::Train, false), true},
               {"forward", phase(StepPhase::Forward, false), true},
               {"decode over a DynamicCache", phase(StepPhase::Decode, true), true},
               {"serving decode", phase(StepPhase::Decode, false), false},
               {"serving prefill", phase(StepPhase::Prefill, false), false}};
  ASSERT_GT(h200.calibration.host.eagerStepUs, 0);
  for (const Case &c : cases) {
    StepTime step = predict(llama, c.options, models);
    std::vector<StepKernel> kernels = stepKernels(llama, c.options, models);
    StepRun want = runStep(kernels, h200, ExecMode::Eager, ClockChoice(), c.python);
    StepRun other = runStep(kernels, h200, ExecMode::Eager, ClockChoice(), !c.python);
    EXPECT_DOUBLE_EQ(step.run.hostUs, want.hostUs) << c.name;
    EXPECT_DOUBLE_EQ(step.run.stepUs, want.stepUs) << c.name;
    EXPECT_NE(want.hostUs, other.hostUs) << c.name; // the case tells them apart
  }
}

// The order eager PyTorch issues a step's kernels in: the embedding, each
// layer's modules in turn, the final norm after the last layer, the LM head,
// the loss; the backward from the loss back through the layers in reverse to
// the embedding's gradient.
TEST(StepOrder, TheModelsEndsRunBeforeAndAfterEveryLayer) {
  constexpr int64_t layers = 12;
  auto at = [&](const char *role, const char *pass, int64_t layer) {
    std::optional<StepPosition> p = stepPosition(role, pass, layer, layers);
    EXPECT_TRUE(p.has_value()) << role << " " << pass;
    return p.value_or(StepPosition{});
  };
  std::vector<StepPosition> forward = {
      at("embedding", "fwd", 0),       at("input_norm", "fwd", 0), at("qkv", "fwd", 0),
      at("rotary", "fwd", 0),          at("attention", "fwd", 0),  at("attn_out", "fwd", 0),
      at("residual", "fwd", 0),        at("post_attention_norm", "fwd", 0),
      at("mlp_up", "fwd", 0),          at("activation", "fwd", 0), at("mlp_down", "fwd", 0),
      at("input_norm", "fwd", 11),     at("mlp_down", "fwd", 11),
      // The model's ends are written with layer 0 but run after the last.
      at("final_norm", "fwd", 0),      at("lm_head", "fwd", 0),    at("loss", "fwd", 0)};
  std::vector<StepPosition> backward = {
      at("loss", "bwd", 0),       at("lm_head", "dgrad", 0),  at("final_norm", "bwd", 0),
      at("mlp_down", "dgrad", 11), at("input_norm", "bwd", 11), at("mlp_down", "wgrad", 0),
      at("attention", "bwd", 0),  at("qkv", "dgrad", 0),      at("input_norm", "bwd", 0),
      at("embedding", "bwd", 0)};
  std::vector<StepPosition> step = forward;
  step.insert(step.end(), backward.begin(), backward.end());
  for (size_t i = 1; i < step.size(); ++i)
    EXPECT_TRUE(step[i - 1] < step[i]) << "kernel " << i - 1 << " does not run before kernel " << i;
  EXPECT_EQ(at("final_norm", "fwd", 0).layer, layers);
  EXPECT_EQ(at("embedding", "bwd", 5).layer, -1);
  for (const char *pass : {"dgrad", "wgrad", "bwd"})
    EXPECT_TRUE(at("mlp_up", pass, 3).backward) << pass;
  EXPECT_FALSE(at("mlp_up", "fwd", 3).backward);
  EXPECT_FALSE(stepPosition("not_a_role", "fwd", 0, layers).has_value());
  EXPECT_FALSE(stepPosition("qkv", "", 0, layers).has_value());
}
