//===- ModelConfigTest.cpp - Configs, their GEMMs and the advisor ---------===//

#include "dimtune/Frontend/ModelAdvisor.h"

#include "gtest/gtest.h"

using namespace dimtune;

namespace {

ModelConfig parse(const char *text) {
  llvm::Expected<ModelConfig> c = parseHfConfig(text, "inline");
  EXPECT_TRUE(static_cast<bool>(c)) << llvm::toString(c.takeError());
  return c ? *c : ModelConfig();
}

const char *kGpt2 = R"({"model_type": "gpt2", "n_embd": 768, "n_head": 12, "n_layer": 12,
                        "n_inner": null, "vocab_size": 50257})";
const char *kLlama = R"({"model_type": "llama", "hidden_size": 4096, "num_attention_heads": 32,
                         "num_key_value_heads": 8, "num_hidden_layers": 32,
                         "intermediate_size": 14336, "vocab_size": 32000})";

} // namespace

TEST(ModelConfig, ReadsFamiliesAndDefaults) {
  ModelConfig gpt2 = parse(kGpt2);
  EXPECT_EQ(gpt2.ffn, 4 * 768);
  EXPECT_EQ(gpt2.headDim, 64);
  EXPECT_TRUE(gpt2.fusedQkv);
  EXPECT_TRUE(gpt2.tiedEmbeddings);
  ModelConfig llama = parse(kLlama);
  EXPECT_TRUE(llama.gated);
  EXPECT_FALSE(llama.fusedQkv);
  EXPECT_EQ(llama.kvHeads, 8);
}

TEST(ModelConfig, Gpt2SmallParameterCount) {
  // 124.44M by the model card, less what the count leaves out (the GEMM-free
  // parameters): 0.79M position embeddings, ~0.1M biases and norms.
  EXPECT_NEAR(parse(kGpt2).parameterCount() / 1e6, 124.44 - 0.79 - 0.1, 0.1);
}

TEST(ModelConfig, LayerGemmCountsAndShapes) {
  ImportOptions o;
  o.microBatch = 8;
  o.seq = 1024;
  o.training = true;
  std::vector<GemmSpec> gpt2 = layerGemms(parse(kGpt2), o);
  EXPECT_EQ(gpt2.size(), 4u * 3 + 6); // four linears x (fwd, dgrad, wgrad) + attention
  EXPECT_EQ(gpt2[0].n, 2304);
  EXPECT_EQ(gpt2[0].m, 8192);
  o.training = false;
  o.tp = 4;
  std::vector<GemmSpec> llama = layerGemms(parse(kLlama), o);
  // q, k, v, score, context, attn_out, gate, up, down.
  ASSERT_EQ(llama.size(), 9u);
  EXPECT_EQ(llama[0].n, 32 / 4 * 128);
  EXPECT_EQ(llama[1].n, 8 / 4 * 128);
  EXPECT_EQ(llama[3].batch, 8 * 32 / 4);
  EXPECT_EQ(headGemms(parse(kLlama), o)[0].n, 8000);
}

TEST(ModelConfig, ErrorsNameTheField) {
  for (auto [text, field] : {std::pair{R"({"model_type": "llama", "hidden_size": 4096})",
                                       "num_attention_heads"},
                             {R"({"model_type": "t5"})", "model_type 't5'"},
                             {R"({"n_embd": 768})", "model_type"},
                             {R"({"model_type": "gpt2", "n_embd": -1, "n_head": 12, "n_layer": 1,
                                 "vocab_size": 5})",
                              "n_embd"}}) {
    llvm::Expected<ModelConfig> c = parseHfConfig(text, "inline");
    ASSERT_FALSE(static_cast<bool>(c)) << text;
    EXPECT_NE(llvm::toString(c.takeError()).find(field), std::string::npos) << text;
  }
  ImportOptions o;
  o.tp = 3;
  llvm::Error e = validateParallelism(parse(kLlama), o);
  ASSERT_TRUE(static_cast<bool>(e));
  EXPECT_NE(llvm::toString(std::move(e)).find("--tp 3"), std::string::npos);
}

TEST(ModelAdvisor, ProposesAnAlignedVocabForGpt2AndRanksByTheModel) {
  TargetRegistry registry;
  CostModel model(*registry.lookup("h200"));
  ImportOptions o;
  o.microBatch = 8;
  o.seq = 1024;
  o.training = true;
  ModelConfig gpt2 = parse(kGpt2);
  Advice a = adviseModel(gpt2, o, model, nullptr);
  ASSERT_FALSE(a.proposals.empty());
  const Proposal *vocab = nullptr;
  for (const Proposal &p : a.proposals)
    if (p.param == "vocab_size")
      vocab = &p;
  ASSERT_NE(vocab, nullptr);
  EXPECT_EQ(vocab->to % 8, 0);
  EXPECT_GT(vocab->predictedSpeedup, 1.2);
  EXPECT_NEAR(vocab->predictedSpeedup, predictStepUs(gpt2, o, model) / vocab->afterUs, 1e-9);
  EXPECT_GT(vocab->paramDeltaPct, 0);
  EXPECT_LT(vocab->paramDeltaPct, 0.1);
  // Proposals are sorted best first, and every candidate is valid for TP 1.
  for (size_t i = 1; i < a.proposals.size(); ++i)
    EXPECT_GE(a.proposals[i - 1].predictedSpeedup, a.proposals[i].predictedSpeedup);
  EXPECT_GE(a.roofline.microBatch, 1);
}

TEST(ModelAdvisor, CandidatesRespectTensorParallelism) {
  TargetRegistry registry;
  CostModel model(*registry.lookup("h100"));
  ImportOptions o;
  o.seq = 2048;
  o.tp = 8;
  Advice a = adviseModel(parse(kLlama), o, model, nullptr);
  for (const Proposal &p : a.candidates) {
    if (p.param == "vocab_size")
      EXPECT_EQ(p.to % 8, 0);
    if (p.param == "num_attention_heads")
      EXPECT_EQ(p.to % 8, 0);
    if (p.param == "intermediate_size")
      EXPECT_EQ(p.to % 8, 0);
  }
}
