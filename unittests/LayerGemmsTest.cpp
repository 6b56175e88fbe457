//===- LayerGemmsTest.cpp - Every GEMM of a layer, by hand ----------------===//
//
// Each family's layer and head GEMMs written out from the PyTorch code they
// stand for: nn.Linear's y = x W^T (dgrad dY W, wgrad dY^T X), GPT-2's Conv1D
// y = x W (dgrad dY W^T, wgrad X^T dY), SDPA's four backward products, GPT-J's
// eager bmm's in fp32, grouped experts, tensor parallel splits. Each row is
// "role pass batch x m x n x k, A's and B's contiguous dims [, f32]".
//
//===----------------------------------------------------------------------===//

#include "ParseConfig.h"

#include "llvm/Support/FormatVariadic.h"

#include "gtest/gtest.h"

#include <cmath>
#include <string>
#include <vector>

using namespace dimtune;
using unittest::parse;

namespace {

std::string row(const GemmSpec &g) {
  return llvm::formatv("{0} {1} {2}x{3}x{4}x{5} {6}{7}{8}", g.role, g.pass, g.batch, g.m, g.n, g.k,
                       gemmDimName(g.aContig).upper(), gemmDimName(g.bContig).upper(),
                       g.type ? (" " + elementTypeName(*g.type)).str() : std::string())
      .str();
}

std::vector<std::string> rows(const std::vector<GemmSpec> &gemms) {
  std::vector<std::string> out;
  for (const GemmSpec &g : gemms)
    out.push_back(row(g));
  return out;
}

ImportOptions options(StepPhase phase, int64_t microBatch, int64_t seq, int64_t tp = 1) {
  ImportOptions o;
  o.phase = phase;
  o.microBatch = microBatch;
  o.seq = seq;
  o.tp = tp;
  return o;
}

const char *kSmallLlama = R"({"model_type": "llama", "hidden_size": 1024,
    "num_attention_heads": 16, "num_key_value_heads": 4, "num_hidden_layers": 1,
    "intermediate_size": 2816, "vocab_size": 32000})";

} // namespace

// Llama (nn.Linear, separate q/k/v and gate/up, GQA) trained over two ranks:
// 768 tokens; q 8 heads x 64, k and v 2 KV heads x 64, the FFN 1408 a rank.
TEST(LayerGemms, LlamaTrainingOverTwoRanksByHand) {
  ModelConfig llama = parse(kSmallLlama);
  std::vector<std::string> expected = {
      "q fwd 1x768x512x1024 KK",          "q dgrad 1x768x1024x512 KN",
      "q wgrad 1x512x1024x768 MN",        "k fwd 1x768x128x1024 KK",
      "k dgrad 1x768x1024x128 KN",        "k wgrad 1x128x1024x768 MN",
      "v fwd 1x768x128x1024 KK",          "v dgrad 1x768x1024x128 KN",
      "v wgrad 1x128x1024x768 MN",
      // SDPA over 2 x 8 heads a rank: S = QK^T, O = PV, then dP = dO V^T,
      // dV = P^T dO, dQ = dS K, dK = dS^T Q.
      "attn_score fwd 16x384x384x64 KK",  "attn_context fwd 16x384x64x384 KN",
      "attn_context dgrad 16x384x384x64 KK", "attn_context wgrad 16x384x64x384 MN",
      "attn_score dgrad 16x384x64x384 KN", "attn_score wgrad 16x384x64x384 MN",
      "attn_out fwd 1x768x1024x512 KK",   "attn_out dgrad 1x768x512x1024 KN",
      "attn_out wgrad 1x1024x512x768 MN", "mlp_gate fwd 1x768x1408x1024 KK",
      "mlp_gate dgrad 1x768x1024x1408 KN", "mlp_gate wgrad 1x1408x1024x768 MN",
      "mlp_up fwd 1x768x1408x1024 KK",    "mlp_up dgrad 1x768x1024x1408 KN",
      "mlp_up wgrad 1x1408x1024x768 MN",  "mlp_down fwd 1x768x1024x1408 KK",
      "mlp_down dgrad 1x768x1408x1024 KN", "mlp_down wgrad 1x1024x1408x768 MN"};
  EXPECT_EQ(rows(layerGemms(llama, options(StepPhase::Train, 2, 384, 2))), expected);
  // The LM head over every token, its vocab split; the rotary angles in fp32
  // (inv_freq [32, 1] x positions [1, 384]), forward only.
  EXPECT_EQ(rows(headGemms(llama, options(StepPhase::Train, 2, 384, 2))),
            (std::vector<std::string>{"lm_head fwd 1x768x16000x1024 KK",
                                      "lm_head dgrad 1x768x1024x16000 KN",
                                      "lm_head wgrad 1x16000x1024x768 MN",
                                      "rotary fwd 1x32x384x1 KN f32"}));
}

// GPT-2's Conv1D weights [in, out]: y = x W reads W N-major, dX = dY W^T
// reads it K-major, dW = X^T dY; c_attn is the fused QKV.
TEST(LayerGemms, Gpt2Conv1DTrainingByHand) {
  ModelConfig gpt2 = parse(R"({"model_type": "gpt2", "n_embd": 256, "n_head": 4,
                               "n_layer": 1, "vocab_size": 1000})");
  std::vector<std::string> expected = {
      "qkv fwd 1x96x768x256 KN",          "qkv dgrad 1x96x256x768 KK",
      "qkv wgrad 1x256x768x96 MN",        "attn_score fwd 4x96x96x64 KK",
      "attn_context fwd 4x96x64x96 KN",   "attn_context dgrad 4x96x96x64 KK",
      "attn_context wgrad 4x96x64x96 MN", "attn_score dgrad 4x96x64x96 KN",
      "attn_score wgrad 4x96x64x96 MN",   "attn_out fwd 1x96x256x256 KN",
      "attn_out dgrad 1x96x256x256 KK",   "attn_out wgrad 1x256x256x96 MN",
      "mlp_up fwd 1x96x1024x256 KN",      "mlp_up dgrad 1x96x256x1024 KK",
      "mlp_up wgrad 1x256x1024x96 MN",    "mlp_down fwd 1x96x256x1024 KN",
      "mlp_down dgrad 1x96x1024x256 KK",  "mlp_down wgrad 1x1024x256x96 MN"};
  EXPECT_EQ(rows(layerGemms(gpt2, options(StepPhase::Train, 1, 96))), expected);
  // Learned positions: no rotary product; the tied LM head is nn.Linear.
  EXPECT_EQ(rows(headGemms(gpt2, options(StepPhase::Train, 1, 96))),
            (std::vector<std::string>{"lm_head fwd 1x96x1000x256 KK",
                                      "lm_head dgrad 1x96x256x1000 KN",
                                      "lm_head wgrad 1x1000x256x96 MN"}));
}

// Mixtral's experts as one grouped GEMM each way: 7 tokens x top-2 over 8
// experts is 14 routed rows, ceil(14 / 8) = 2 an expert; gate and up one
// [8, 2 x 512, 256] weight; the router an nn.Linear to the 8 experts.
TEST(LayerGemms, MixtralGroupedExpertsByHand) {
  ModelConfig mixtral = parse(R"({"model_type": "mixtral", "hidden_size": 256,
      "num_attention_heads": 4, "num_key_value_heads": 2, "intermediate_size": 512,
      "num_hidden_layers": 1, "vocab_size": 1000, "num_local_experts": 8,
      "num_experts_per_tok": 2})");
  std::vector<std::string> expected = {
      "q fwd 1x7x256x256 KK",            "q dgrad 1x7x256x256 KN",
      "q wgrad 1x256x256x7 MN",          "k fwd 1x7x128x256 KK",
      "k dgrad 1x7x256x128 KN",          "k wgrad 1x128x256x7 MN",
      "v fwd 1x7x128x256 KK",            "v dgrad 1x7x256x128 KN",
      "v wgrad 1x128x256x7 MN",          "attn_score fwd 4x7x7x64 KK",
      "attn_context fwd 4x7x64x7 KN",    "attn_context dgrad 4x7x7x64 KK",
      "attn_context wgrad 4x7x64x7 MN",  "attn_score dgrad 4x7x64x7 KN",
      "attn_score wgrad 4x7x64x7 MN",    "attn_out fwd 1x7x256x256 KK",
      "attn_out dgrad 1x7x256x256 KN",   "attn_out wgrad 1x256x256x7 MN",
      "router fwd 1x7x8x256 KK",         "router dgrad 1x7x256x8 KN",
      "router wgrad 1x8x256x7 MN",       "mlp_gate_up fwd 8x2x1024x256 KK",
      "mlp_gate_up dgrad 8x2x256x1024 KN", "mlp_gate_up wgrad 8x1024x256x2 MN",
      "mlp_down fwd 8x2x256x512 KK",     "mlp_down dgrad 8x2x512x256 KN",
      "mlp_down wgrad 8x256x512x2 MN"};
  EXPECT_EQ(rows(layerGemms(mixtral, options(StepPhase::Train, 1, 7))), expected);
}

// A decode step as an engine runs it over four ranks: 3 sequences of one new
// token over 99 cached ones; 8 heads split 2 a rank, the 2 KV heads replicated
// (one a rank); Q, K, V and gate, up fused; the LM head on the 3 new tokens,
// ceil(1001 / 4) = 251 of the vocab a rank; the angles of the one position.
TEST(LayerGemms, FusedDecodeOverFourRanksByHand) {
  ModelConfig llama = parse(R"({"model_type": "llama", "hidden_size": 512,
      "num_attention_heads": 8, "num_key_value_heads": 2, "num_hidden_layers": 1,
      "intermediate_size": 1024, "vocab_size": 1001})");
  ImportOptions o = options(StepPhase::Decode, 3, 5, 4); // --seq is the prompt's, unread
  o.kvLen = 99;
  o.fusedProjections = true;
  ASSERT_FALSE(llvm::errorToBool(validateParallelism(llama, o)));
  EXPECT_EQ(rows(layerGemms(llama, o)),
            (std::vector<std::string>{"qkv fwd 1x3x256x512 KK", "attn_score fwd 6x1x100x64 KK",
                                      "attn_context fwd 6x1x64x100 KN",
                                      "attn_out fwd 1x3x512x128 KK",
                                      "mlp_gate_up fwd 1x3x512x512 KK",
                                      "mlp_down fwd 1x3x512x256 KK"}));
  EXPECT_EQ(rows(headGemms(llama, o)), (std::vector<std::string>{"lm_head fwd 1x3x251x512 KK",
                                                                 "rotary fwd 1x32x1x1 KN f32"}));
  // A prefill's LM head reads only each prompt's last token.
  ImportOptions prefill = options(StepPhase::Prefill, 3, 40, 4);
  EXPECT_EQ(row(headGemms(llama, prefill)[0]), "lm_head fwd 1x3x251x512 KK");
  EXPECT_EQ(row(headGemms(llama, prefill)[1]), "rotary fwd 1x32x40x1 KN f32");
}

// GPT-J's eager _attn: QK^T and its gradients on fp32 operands, k^T copied
// contiguous (N-major) in a training step, K-major over a DynamicCache;
// embed_positions is a table, so no rotary product.
TEST(LayerGemms, GptJEagerAttentionInFp32ByHand) {
  ModelConfig gptj = parse(R"({"model_type": "gptj", "n_embd": 256, "n_head": 4,
                               "rotary_dim": 32, "n_layer": 1, "vocab_size": 1000})");
  std::vector<std::string> train = rows(layerGemms(gptj, options(StepPhase::Train, 1, 96)));
  std::vector<std::string> attention(train.begin() + 9, train.begin() + 15);
  EXPECT_EQ(attention, (std::vector<std::string>{
                           "attn_score fwd 4x96x96x64 KN f32", "attn_context fwd 4x96x64x96 KN",
                           "attn_context dgrad 4x96x96x64 KK", "attn_context wgrad 4x96x64x96 MN",
                           "attn_score dgrad 4x96x64x96 KK f32",
                           "attn_score wgrad 4x64x96x96 MN f32"}));
  EXPECT_EQ(train[0], "q fwd 1x96x256x256 KK"); // nn.Linear, not Conv1D
  ImportOptions prefill = options(StepPhase::Prefill, 1, 96);
  prefill.dynamicCache = true;
  std::vector<std::string> cached = rows(layerGemms(gptj, prefill));
  EXPECT_EQ(cached[3], "attn_score fwd 4x96x96x64 KK f32");
  EXPECT_EQ(headGemms(gptj, prefill).size(), 1u);
  // An engine's prefill runs SDPA: no fp32 product.
  EXPECT_EQ(rows(layerGemms(gptj, options(StepPhase::Prefill, 1, 96)))[3],
            "attn_score fwd 4x96x96x64 KK");
}

// Each refusal of validateParallelism, with the option it names.
TEST(LayerGemms, EachParallelismRuleRefusesWithItsOption) {
  ModelConfig llama = parse(R"({"model_type": "llama", "hidden_size": 512,
      "num_attention_heads": 8, "num_key_value_heads": 2, "num_hidden_layers": 1,
      "intermediate_size": 1024, "vocab_size": 1001, "max_position_embeddings": 100})");
  auto refusal = [&](ImportOptions o) {
    llvm::Error e = validateParallelism(llama, o);
    return e ? llvm::toString(std::move(e)) : std::string("accepted");
  };
  auto decode = [](int64_t kvLen) {
    ImportOptions o = options(StepPhase::Decode, 1, 1);
    o.kvLen = kvLen;
    return o;
  };
  EXPECT_EQ(refusal(decode(99)), "accepted"); // 99 cached + 1 new = 100 positions
  EXPECT_NE(refusal(decode(100)).find("--kv-len 100 and the new token are past"),
            std::string::npos);
  EXPECT_NE(refusal(decode(0)).find("--phase decode needs --kv-len"), std::string::npos);
  ImportOptions kvOutsideDecode = options(StepPhase::Prefill, 1, 10);
  kvOutsideDecode.kvLen = 5;
  EXPECT_NE(refusal(kvOutsideDecode).find("--kv-len is for --phase decode"), std::string::npos);
  EXPECT_EQ(refusal(options(StepPhase::Prefill, 1, 100)), "accepted");
  EXPECT_NE(refusal(options(StepPhase::Prefill, 1, 101)).find("--seq 101 of the prompt"),
            std::string::npos);
  EXPECT_NE(refusal(options(StepPhase::Train, 0, 128)).find("must be positive"),
            std::string::npos);
  ImportOptions sp = options(StepPhase::Train, 1, 64, 4);
  sp.sequenceParallel = true;
  EXPECT_EQ(refusal(sp), "accepted");
  sp.seq = 66;
  EXPECT_NE(refusal(sp).find("--sp: --tp 4 does not divide --seq 66"), std::string::npos);
  sp.tp = 1;
  EXPECT_NE(refusal(sp).find("--sp needs --tp > 1"), std::string::npos);
  ImportOptions spDecode = decode(10);
  spDecode.sequenceParallel = true;
  EXPECT_NE(refusal(spDecode).find("--sp splits a sequence"), std::string::npos);
  // 2 KV heads over 4 ranks replicate; over 3 they do not divide.
  EXPECT_EQ(refusal(options(StepPhase::Train, 1, 64, 4)), "accepted");
  EXPECT_EQ(refusal(options(StepPhase::Train, 1, 64, 8)), "accepted");
  ModelConfig sixKv = llama;
  sixKv.heads = 24;
  sixKv.kvHeads = 6;
  llvm::Error sixOverFour = validateParallelism(sixKv, options(StepPhase::Train, 1, 64, 4));
  ASSERT_TRUE(static_cast<bool>(sixOverFour));
  EXPECT_NE(llvm::toString(std::move(sixOverFour))
                .find("--tp 4 and num_key_value_heads (6) do not divide one another"),
            std::string::npos);
  EXPECT_NE(refusal(options(StepPhase::Train, 1, 64, 16)).find("--tp 16 does not divide "
                                                               "num_attention_heads (8)"),
            std::string::npos);
  ModelConfig oddFfn = llama;
  oddFfn.ffn = 1026;
  llvm::Error ffn = validateParallelism(oddFfn, options(StepPhase::Train, 1, 64, 4));
  ASSERT_TRUE(static_cast<bool>(ffn));
  EXPECT_NE(llvm::toString(std::move(ffn)).find("does not divide the FFN size (1026)"),
            std::string::npos);
  ImportOptions f8 = options(StepPhase::Train, 1, 64);
  f8.dtype = "f8";
  EXPECT_NE(refusal(f8).find("--dtype must be bf16, f16 or f32, got 'f8'"), std::string::npos);
  for (const char *dtype : {"bf16", "f16", "f32"}) {
    ImportOptions typed = options(StepPhase::Train, 1, 64);
    typed.dtype = dtype;
    EXPECT_EQ(refusal(typed), "accepted") << dtype;
  }
  // Tokens and the scores stay within what dimtune computes with.
  EXPECT_NE(refusal(options(StepPhase::Forward, 1 << 16, 1 << 15)).find("beyond 2^31"),
            std::string::npos);
}

// Each refusal of ModelConfig::validate, with the field it names.
TEST(LayerGemms, EachConfigRuleRefusesWithItsField) {
  ModelConfig llama = parse(kSmallLlama);
  ASSERT_FALSE(llvm::errorToBool(llama.validate()));
  auto refusal = [](const ModelConfig &c) {
    llvm::Error e = c.validate();
    return e ? llvm::toString(std::move(e)) : std::string("accepted");
  };
  auto with = [&](auto change) {
    ModelConfig c = llama;
    change(c);
    return refusal(c);
  };
  EXPECT_EQ(with([](ModelConfig &c) { c.layers = 0; }), "every size must be positive");
  EXPECT_EQ(with([](ModelConfig &c) { c.vocab = int64_t(1) << 31; }),
            "vocab_size (2147483648) is beyond 2^31");
  EXPECT_EQ(with([](ModelConfig &c) { c.vocab = (int64_t(1) << 31) - 1; }), "accepted");
  EXPECT_EQ(with([](ModelConfig &c) { c.headDim = int64_t(1) << 27; }),
            "num_attention_heads x head_dim is beyond 2^31");
  EXPECT_EQ(with([](ModelConfig &c) { c.kvHeads = 3; }),
            "num_key_value_heads (3) does not divide num_attention_heads (16)");
  EXPECT_EQ(with([](ModelConfig &c) { c.parallelNorms = 2; }), "accepted");
  EXPECT_EQ(with([](ModelConfig &c) { c.parallelNorms = 3; }),
            "num_ln_in_parallel_attn (3) must be 1 or 2");
  EXPECT_EQ(with([](ModelConfig &c) { c.finalSoftcap = -1; }),
            "sliding_window_pattern and the soft-capping must not be negative");
  EXPECT_EQ(with([](ModelConfig &c) { c.attnSoftcap = std::nan(""); }),
            "sliding_window_pattern and the soft-capping must not be negative");
  EXPECT_EQ(with([](ModelConfig &c) { c.slidingWindowFrom = -1; }),
            "max_window_layers (-1) is negative");
  EXPECT_EQ(with([](ModelConfig &c) { c.experts = 1025, c.expertsPerToken = 2; }),
            "num_local_experts (1025) is beyond 1024");
  EXPECT_EQ(with([](ModelConfig &c) { c.experts = 1024, c.expertsPerToken = 1024; }), "accepted");
  EXPECT_EQ(with([](ModelConfig &c) { c.experts = 8, c.expertsPerToken = 0; }),
            "num_experts_per_tok must be between 1 and num_local_experts");
}

// Every size the positivity rule and the 2^31 rule cover, one at a time; every
// option the positivity rule covers; and a decode's cached tokens counted
// against 2^31 as a training step's are.
TEST(LayerGemms, EverySizeAndOptionIsCheckedOnItsOwn) {
  ModelConfig llama = parse(kSmallLlama);
  using Member = int64_t ModelConfig::*;
  const std::pair<Member, const char *> sizes[] = {
      {&ModelConfig::hidden, "hidden_size"},         {&ModelConfig::heads, "num_attention_heads"},
      {&ModelConfig::kvHeads, "num_key_value_heads"}, {&ModelConfig::headDim, "head_dim"},
      {&ModelConfig::ffn, "intermediate_size"},       {&ModelConfig::vocab, "vocab_size"},
      {&ModelConfig::layers, "num_hidden_layers"}};
  for (auto [member, name] : sizes) {
    for (int64_t bad : {int64_t(0), int64_t(-1)}) {
      ModelConfig c = llama;
      c.*member = bad;
      llvm::Error e = c.validate();
      ASSERT_TRUE(static_cast<bool>(e)) << name << " " << bad;
      EXPECT_EQ(llvm::toString(std::move(e)), "every size must be positive") << name;
    }
    ModelConfig big = llama;
    big.*member = int64_t(1) << 31;
    if (member == &ModelConfig::kvHeads)
      big.heads = big.kvHeads; // else the heads/KV-heads rule could speak first
    llvm::Error e = big.validate();
    ASSERT_TRUE(static_cast<bool>(e)) << name;
    std::string message = llvm::toString(std::move(e));
    // (KV heads of 2^31 come with as many heads, the first named.)
    std::string named = member == &ModelConfig::kvHeads ? "num_attention_heads" : name;
    EXPECT_EQ(message, named + " (2147483648) is beyond 2^31") << name;
  }
  ModelConfig window = llama;
  window.slidingWindowPattern = -1;
  llvm::Error pattern = window.validate();
  ASSERT_TRUE(static_cast<bool>(pattern));
  EXPECT_EQ(llvm::toString(std::move(pattern)),
            "sliding_window_pattern and the soft-capping must not be negative");
  ModelConfig moe = llama;
  moe.experts = 8;
  moe.expertsPerToken = 9;
  llvm::Error topK = moe.validate();
  ASSERT_TRUE(static_cast<bool>(topK));
  EXPECT_EQ(llvm::toString(std::move(topK)),
            "num_experts_per_tok must be between 1 and num_local_experts");
  moe.expertsPerToken = 8;
  EXPECT_FALSE(llvm::errorToBool(moe.validate()));

  auto refusal = [&](const ImportOptions &o) {
    llvm::Error e = validateParallelism(llama, o);
    return e ? llvm::toString(std::move(e)) : std::string("accepted");
  };
  for (int field = 0; field < 4; ++field)
    for (int64_t bad : {int64_t(0), int64_t(-2)}) {
      ImportOptions o = options(StepPhase::Train, 1, 64);
      (field == 0 ? o.microBatch : field == 1 ? o.seq : field == 2 ? o.tp : o.layers) = bad;
      EXPECT_EQ(refusal(o), "--micro-batch, --seq, --tp and --layers must be positive")
          << field << " " << bad;
    }
  // 2^16 sequences over 2^15 cached tokens: 2^31 keys, one query each.
  ImportOptions decode = options(StepPhase::Decode, 1 << 16, 1);
  decode.kvLen = (1 << 15) - 1;
  EXPECT_EQ(refusal(decode), "--micro-batch 65536 x --seq 32768 tokens is beyond 2^31");
  decode.kvLen = (1 << 15) - 2;
  EXPECT_EQ(refusal(decode), "accepted");
}
