//===- FamilyTraitsTest.cpp - Each family's traits, by hand arithmetic -----===//
//
// Every trait HfFamilies.cpp reads (a field, its default, a family's fixed
// choice) pinned by what it does to the step: norms a layer, GEMMs and their
// M/N/K, bytes of the memory-bound kernels, FLOPs, which layers have a
// window. Expected values are computed here from the config, not copied from
// the tool's output. Configs are small: hidden 512, 4 heads of 128, FFN 2048
// (GPT-2's, GPT-J's and Falcon's default 4 x hidden), vocab 1000, 2 layers;
// steps of 2 sequences of 64 tokens (T = 128).
//
//===----------------------------------------------------------------------===//

#include "ParseConfig.h"

#include "dimtune/ModelConfig/StepOps.h"

#include "gtest/gtest.h"

#include <map>
#include <string>
#include <tuple>

using namespace dimtune;

namespace {

using unittest::parse;
using Ops = std::vector<MemoryOpSpec>;

constexpr int64_t H = 512, Heads = 4, D = 128, F = 2048, V = 1000, B = 2, S = 64, T = B * S;

/// A small config of `type` under its family's names for the sizes, with
/// `extra` fields (JSON members) added.
std::string json(const std::string &type, const std::string &extra = "") {
  std::string sizes;
  if (type == "gpt2" || type == "gptj")
    sizes = R"("n_embd": 512, "n_head": 4, "n_layer": 2)";
  else if (type == "opt")
    sizes = R"("hidden_size": 512, "num_attention_heads": 4, "num_hidden_layers": 2, "ffn_dim": 2048)";
  else if (type == "falcon")
    sizes = R"("hidden_size": 512, "num_attention_heads": 4, "num_hidden_layers": 2)";
  else
    sizes = R"("hidden_size": 512, "num_attention_heads": 4, "num_hidden_layers": 2,
               "intermediate_size": 2048)";
  if (type == "mixtral")
    sizes += R"(, "num_local_experts": 4, "num_experts_per_tok": 2)";
  return "{\"model_type\": \"" + type + "\", " + sizes + ", \"vocab_size\": 1000" +
         (extra.empty() ? "" : ", " + extra) + "}";
}

ModelConfig family(const std::string &type, const std::string &extra = "") {
  return parse(json(type, extra).c_str());
}

/// The error importing the config gives ("" if it imports).
std::string importError(const std::string &text) {
  llvm::Expected<ModelConfig> c = parseHfConfig(text, "inline");
  return c ? "" : llvm::toString(c.takeError());
}

ImportOptions step(StepPhase phase = StepPhase::Train, int64_t seq = S) {
  ImportOptions o;
  o.microBatch = B;
  o.seq = seq;
  o.phase = phase;
  return o;
}

ImportOptions decode(int64_t kvLen) {
  ImportOptions o = step(StepPhase::Decode);
  o.kvLen = kvLen;
  return o;
}

Ops layer(const ModelConfig &c, int64_t index = 0, const ImportOptions &o = step()) {
  return layerMemoryOps(c, o, index);
}

/// Identical kernels of `role` (any if empty), `pass` and `name` (any if empty).
int64_t kernels(const Ops &ops, const std::string &role, const std::string &pass,
                const std::string &name = "") {
  int64_t n = 0;
  for (const MemoryOpSpec &m : ops)
    if ((role.empty() || m.role == role) && m.pass == pass && (name.empty() || m.name == name))
      n += m.count;
  return n;
}

/// Norms in `role` (every role if empty): each LayerNorm runs one forward
/// "layer_norm" kernel, each RMSNorm one "rsqrt".
int64_t norms(const Ops &ops, const std::string &role = "") {
  return kernels(ops, role, "fwd", "layer_norm") + kernels(ops, role, "fwd", "rsqrt");
}

/// Bytes read and written by the kernels of `role` and `pass` (`name`: one kernel's).
double bytes(const Ops &ops, const std::string &role, const std::string &pass,
             const std::string &name = "") {
  double n = 0;
  for (const MemoryOpSpec &m : ops)
    if (m.role == role && m.pass == pass && (name.empty() || m.name == name))
      n += m.toMemoryOp().bytes() * double(m.count);
  return n;
}

/// Roles of the bias-gradient sums, in order.
std::vector<std::string> biasGrads(const ModelConfig &c) {
  std::vector<std::string> roles;
  for (const MemoryOpSpec &m : layer(c))
    if (m.name == "bias.grad")
      roles.push_back(m.role);
  return roles;
}

/// The forward GEMM of `role`; a test failure if there is none.
GemmSpec gemm(const ModelConfig &c, const std::string &role, const ImportOptions &o = step()) {
  for (const GemmSpec &g : layerGemms(c, o))
    if (g.role == role && g.pass == "fwd")
      return g;
  for (const GemmSpec &g : headGemms(c, o))
    if (g.role == role && g.pass == "fwd")
      return g;
  ADD_FAILURE() << "no forward GEMM " << role;
  return {};
}

bool hasGemm(const ModelConfig &c, const std::string &role, const ImportOptions &o = step()) {
  for (const std::vector<GemmSpec> &list : {layerGemms(c, o), headGemms(c, o)})
    for (const GemmSpec &g : list)
      if (g.role == role)
        return true;
  return false;
}

std::vector<std::string> gemmRoles(const ModelConfig &c, const ImportOptions &o = step()) {
  std::vector<std::string> roles;
  for (const GemmSpec &g : layerGemms(c, o))
    if (g.pass == "fwd")
      roles.push_back(g.role);
  return roles;
}

/// 2 m n k, times batch, over the layer's forward GEMMs.
double forwardFlops(const ModelConfig &c, const ImportOptions &o = step()) {
  double flops = 0;
  for (const GemmSpec &g : layerGemms(c, o))
    if (g.pass == "fwd")
      flops += 2.0 * g.batch * g.m * g.n * g.k;
  return flops;
}

/// A LayerNorm's forward over rows x width in bf16: the stats (read x, write
/// fp32 mean and rstd... as one fp32 row) and the normalization (x, the two
/// fp32 rows, weight and bias in; y out).
double layerNormFwdBytes(double rows, double width) {
  return (2 * rows * width + 4 * rows) + (2 * rows * width + 8 * rows + 4 * width + 2 * rows * width);
}

/// LlamaRMSNorm's forward over rows x width: to_f32 (2+4), pow (4+4), mean
/// (4 per element, 4 per row), add_eps and rsqrt (8 per row each), mul (4+4
/// per element, 4 per row), to_dtype (4+2), mul_weight (2+2, the weight 2).
double rmsNormFwdBytes(double rows, double width) {
  return 36 * rows * width + 24 * rows + 2 * width;
}

/// GemmaRMSNorm's: the same to mul, then the weight cast up (2+4 per weight)
/// and 1 added (4+4), the fp32 scale (4+4 per element, the weight 4), and the
/// cast back (4+2).
double gemmaRmsNormFwdBytes(double rows, double width) {
  return 40 * rows * width + 24 * rows + 18 * width;
}

} // namespace

// ---- Norms a layer: the module list of each family's decoder layer ----

// GPT-2, OPT, Llama and StarCoder2 normalize before attention and before the MLP.
TEST(FamilyTraits, SequentialBlocksNormalizeTwice) {
  for (const char *type : {"gpt2", "opt", "llama", "mistral", "qwen2", "starcoder2", "phi3"}) {
    Ops ops = layer(family(type));
    EXPECT_EQ(norms(ops, "input_norm"), 1) << type;
    EXPECT_EQ(norms(ops, "post_attention_norm"), 1) << type;
    EXPECT_EQ(norms(ops), 2) << type;
  }
}

// GPT-J's and Phi's parallel block reads one ln_1 / input_layernorm for both branches.
TEST(FamilyTraits, GptJAndPhiParallelBlockNormalizeOnce) {
  for (const char *type : {"gptj", "phi"}) {
    ModelConfig c = family(type);
    EXPECT_TRUE(c.parallelBlock) << type;
    Ops ops = layer(c);
    EXPECT_EQ(norms(ops, "input_norm"), 1) << type;
    EXPECT_EQ(norms(ops), 1) << type;
  }
}

// Falcon's old decoder: parallel_attn (default true) shares input_layernorm; false adds post_attention_layernorm.
TEST(FamilyTraits, FalconOldDecoderNormsFollowParallelAttn) {
  Ops parallel = layer(family("falcon"));
  EXPECT_EQ(norms(parallel, "input_norm"), 1);
  EXPECT_EQ(norms(parallel), 1);
  Ops sequential = layer(family("falcon", R"("parallel_attn": false)"));
  EXPECT_EQ(norms(sequential, "input_norm"), 1);
  EXPECT_EQ(norms(sequential, "post_attention_norm"), 1);
  EXPECT_EQ(norms(sequential), 2);
}

// Falcon's new decoder: ln_attn and ln_mlp (num_ln_in_parallel_attn defaults to 2), no post-attention norm.
TEST(FamilyTraits, FalconNewDecoderHasLnAttnAndLnMlpOnly) {
  for (const char *extra : {R"("new_decoder_architecture": true, "num_kv_heads": 2)",
                            R"("new_decoder_architecture": true, "parallel_attn": false)",
                            R"("new_decoder_architecture": true, "num_ln_in_parallel_attn": 2)"}) {
    ModelConfig c = family("falcon", extra);
    EXPECT_TRUE(c.parallelBlock) << extra;
    Ops ops = layer(c);
    EXPECT_EQ(norms(ops, "input_norm"), 2) << extra;
    EXPECT_EQ(norms(ops, "post_attention_norm"), 0) << extra;
    EXPECT_EQ(norms(ops), 2) << extra;
    // Two LayerNorms of the [T, H] hidden states.
    EXPECT_DOUBLE_EQ(bytes(ops, "input_norm", "fwd"), 2 * layerNormFwdBytes(T, H)) << extra;
  }
}

// num_ln_in_parallel_attn 1 in the new decoder: one input_layernorm shared by both branches.
TEST(FamilyTraits, FalconNewDecoderWithOneNormSharesIt) {
  Ops ops = layer(family("falcon", R"("new_decoder_architecture": true, "num_ln_in_parallel_attn": 1)"));
  EXPECT_EQ(norms(ops), 1);
  EXPECT_EQ(norms(ops, "input_norm"), 1);
}

// Only the new decoder honours num_ln_in_parallel_attn (HF's check is new_decoder_architecture and == 2).
TEST(FamilyTraits, FalconOldDecoderIgnoresNumLnInParallelAttn) {
  ModelConfig c = family("falcon", R"("num_ln_in_parallel_attn": 2)");
  EXPECT_EQ(c.parallelNorms, 1);
  EXPECT_EQ(norms(layer(c)), 1);
}

// GPT-NeoX: use_parallel_residual defaults to true; false is the sequential block with two norms.
TEST(FamilyTraits, NeoXParallelResidualDefaultAndSequentialNorms) {
  EXPECT_TRUE(family("gpt_neox").parallelBlock);
  ModelConfig sequential = family("gpt_neox", R"("use_parallel_residual": false)");
  EXPECT_FALSE(sequential.parallelBlock);
  Ops ops = layer(sequential);
  EXPECT_EQ(norms(ops, "input_norm"), 1);
  EXPECT_EQ(norms(ops, "post_attention_norm"), 1);
}

// HF's GPTNeoXLayer with use_parallel_residual runs attention(input_layernorm(x)) +
// mlp(post_attention_layernorm(x)): two LayerNorms a layer (the H200 profiles of
// pythia-410m/1.4b/2.8b: 49, 49 and 65 layer_norm kernels for 24, 24 and 32 layers),
// and two without it.
TEST(FamilyTraits, NeoXNormalizesTwiceParallelOrNot) {
  EXPECT_EQ(norms(layer(family("gpt_neox"))), 2);
  EXPECT_EQ(norms(layer(family("gpt_neox", R"("use_parallel_residual": false)"))), 2);
}

// StableLM: use_parallel_residual defaults to false (two norms); true shares input_layernorm.
TEST(FamilyTraits, StableLmParallelResidualDefaultsOff) {
  ModelConfig sequential = family("stablelm");
  EXPECT_FALSE(sequential.parallelBlock);
  EXPECT_EQ(norms(layer(sequential)), 2);
  ModelConfig parallel = family("stablelm", R"("use_parallel_residual": true)");
  EXPECT_EQ(norms(layer(parallel)), 1);
  EXPECT_EQ(norms(layer(parallel), "post_attention_norm"), 0);
}

// Gemma-2's four norms a layer (input, post-attention, pre- and post-feedforward); Gemma's two.
TEST(FamilyTraits, Gemma2SandwichNormsAreFourAndGemmaTwo) {
  Ops gemma2 = layer(family("gemma2"));
  EXPECT_EQ(norms(gemma2), 4);
  for (const char *role : {"input_norm", "post_attention_norm", "pre_mlp_norm", "post_mlp_norm"})
    EXPECT_EQ(norms(gemma2, role), 1) << role;
  EXPECT_EQ(norms(layer(family("gemma"))), 2);
}

// The norm's kind: LayerNorm's fused kernels or LlamaRMSNorm's eight, by bytes over [T, H].
TEST(FamilyTraits, NormKindAndBytesPerFamily) {
  for (const char *type : {"gpt2", "gptj", "opt", "phi", "falcon", "stablelm", "starcoder2"})
    EXPECT_DOUBLE_EQ(bytes(layer(family(type)), "input_norm", "fwd"), layerNormFwdBytes(T, H))
        << type;
  // NeoX's parallel block: input_layernorm and post_attention_layernorm, both of x.
  EXPECT_DOUBLE_EQ(bytes(layer(family("gpt_neox")), "input_norm", "fwd"),
                   2 * layerNormFwdBytes(T, H));
  for (const char *type : {"llama", "mistral", "mixtral", "qwen2", "qwen3", "olmo2", "phi3"})
    EXPECT_DOUBLE_EQ(bytes(layer(family(type)), "input_norm", "fwd"), rmsNormFwdBytes(T, H))
        << type;
  // Gemma's scale by (1 + weight) in fp32, before the cast back: ten kernels, not eight.
  for (const char *type : {"gemma", "gemma2"}) {
    Ops ops = layer(family(type));
    EXPECT_EQ(family(type).norm, NormKind::GemmaRms) << type;
    EXPECT_DOUBLE_EQ(bytes(ops, "input_norm", "fwd"), gemmaRmsNormFwdBytes(T, H)) << type;
    EXPECT_EQ(kernels(ops, "input_norm", "fwd"), 10) << type;
    // Backward: the weight's gradient in fp32 ((4+4) x 2 + 4 per element against bf16's
    // 2 + 2 x 2 + 2), cast back over the weight, and the output gradient cast up first.
    EXPECT_EQ(kernels(ops, "input_norm", "bwd", "weight.to_f32.grad"), 1) << type;
    EXPECT_DOUBLE_EQ(bytes(ops, "input_norm", "bwd", "weight.grad_product"), 12.0 * T * H)
        << type;
  }
  EXPECT_EQ(kernels(layer(family("llama")), "input_norm", "fwd"), 8);
  EXPECT_DOUBLE_EQ(bytes(layer(family("llama")), "input_norm", "bwd", "weight.grad_product"),
                   6.0 * T * H);
  // The final norm is the model's norm too.
  EXPECT_DOUBLE_EQ(bytes(headMemoryOps(family("gpt2"), step()), "final_norm", "fwd"),
                   layerNormFwdBytes(T, H));
  EXPECT_DOUBLE_EQ(bytes(headMemoryOps(family("llama"), step()), "final_norm", "fwd"),
                   rmsNormFwdBytes(T, H));
}

// Qwen3's q_norm/k_norm over each head's 128 dims; OLMo-2's over the whole projections; none elsewhere.
TEST(FamilyTraits, QkNormsByFamily) {
  const std::string gqa = R"("num_key_value_heads": 2)";
  Ops qwen3 = layer(family("qwen3", gqa));
  EXPECT_EQ(norms(qwen3, "qk_norm"), 2);
  // Qwen3's head_dim defaults to 128: 4 query and 2 KV heads of 128.
  EXPECT_DOUBLE_EQ(bytes(qwen3, "qk_norm", "fwd"),
                   rmsNormFwdBytes(T * 4, 128) + rmsNormFwdBytes(T * 2, 128));
  Ops olmo2 = layer(family("olmo2", gqa));
  EXPECT_EQ(norms(olmo2, "qk_norm"), 2);
  EXPECT_DOUBLE_EQ(bytes(olmo2, "qk_norm", "fwd"),
                   rmsNormFwdBytes(T, 4 * D) + rmsNormFwdBytes(T, 2 * D));
  for (const char *type : {"llama", "qwen2", "gemma2", "phi3", "mistral"})
    EXPECT_EQ(norms(layer(family(type, gqa)), "qk_norm"), 0) << type;
}

// ---- GEMMs: which projections, their M/N/K, and the layer's FLOPs ----

// GPT-2: one c_attn (N = 3H) in Conv1D layout, an ungated MLP of n_inner = 4 x n_embd.
TEST(FamilyTraits, Gpt2FusedConv1DProjections) {
  ModelConfig c = family("gpt2", R"("n_inner": null)");
  EXPECT_EQ(gemmRoles(c), (std::vector<std::string>{"qkv", "attn_score", "attn_context",
                                                    "attn_out", "mlp_up", "mlp_down"}));
  GemmSpec qkv = gemm(c, "qkv");
  EXPECT_EQ(qkv.m, T);
  EXPECT_EQ(qkv.n, 3 * H);
  EXPECT_EQ(qkv.k, H);
  EXPECT_EQ(qkv.bContig, GemmDim::N); // Conv1D's [in, out] weight
  EXPECT_EQ(gemm(c, "mlp_up").n, 4 * H);
  EXPECT_EQ(gemm(c, "mlp_down").k, 4 * H);
  // nn.Linear's [out, in] weight elsewhere.
  EXPECT_EQ(gemm(family("gpt_neox"), "qkv").bContig, GemmDim::K);
}

// GPT-J's separate q/k/v_proj (N = H each) and fc_in of 4 x n_embd.
TEST(FamilyTraits, GptJSeparateProjectionsAndDefaultInner) {
  ModelConfig c = family("gptj");
  EXPECT_EQ(gemmRoles(c), (std::vector<std::string>{"q", "k", "v", "attn_score", "attn_context",
                                                    "attn_out", "mlp_up", "mlp_down"}));
  for (const char *role : {"q", "k", "v"})
    EXPECT_EQ(gemm(c, role).n, H) << role;
  EXPECT_EQ(gemm(c, "mlp_up").n, 4 * H);
  EXPECT_EQ(gemm(family("gptj", R"("n_inner": 1536)"), "mlp_up").n, 1536);
}

// Falcon's fused QKV: multi_query (default) one KV head; multi_query false 3H; the new decoder num_kv_heads.
TEST(FamilyTraits, FalconQkvWidthByDecoderAndKvHeads) {
  EXPECT_EQ(gemm(family("falcon"), "qkv").n, H + 2 * D);
  EXPECT_EQ(family("falcon").kvHeads, 1);
  EXPECT_EQ(gemm(family("falcon", R"("multi_query": false)"), "qkv").n, 3 * H);
  EXPECT_EQ(gemm(family("falcon", R"("new_decoder_architecture": true, "num_kv_heads": 2)"), "qkv").n,
            (Heads + 2 * 2) * D);
  // The new decoder ignores multi_query; num_kv_heads defaults to the heads.
  EXPECT_EQ(family("falcon", R"("new_decoder_architecture": true, "multi_query": true)").kvHeads,
            Heads);
  // ffn_hidden_size defaults to 4 x hidden.
  EXPECT_EQ(gemm(family("falcon"), "mlp_up").n, 4 * H);
  EXPECT_EQ(gemm(family("falcon", R"("ffn_hidden_size": 1024)"), "mlp_up").n, 1024);
  // n_head and n_layer, the old names.
  ModelConfig old = parse(R"({"model_type": "falcon", "hidden_size": 512, "n_head": 8, "n_layer": 3,
                              "vocab_size": 1000})");
  EXPECT_EQ(old.heads, 8);
  EXPECT_EQ(old.layers, 3);
  EXPECT_EQ(old.headDim, 64);
}

// Phi-3's qkv_proj and gate_up_proj, one GEMM each.
TEST(FamilyTraits, Phi3FusedQkvAndGateUp) {
  ModelConfig c = family("phi3", R"("num_key_value_heads": 2)");
  EXPECT_EQ(gemmRoles(c), (std::vector<std::string>{"qkv", "attn_score", "attn_context",
                                                    "attn_out", "mlp_gate_up", "mlp_down"}));
  EXPECT_EQ(gemm(c, "qkv").n, (Heads + 2 * 2) * D);
  EXPECT_EQ(gemm(c, "mlp_gate_up").n, 2 * F);
  // Its qkv split's backward: each of the three slices' gradients zeroed at the
  // whole width and copied in, then the three summed by two adds.
  Ops ops = layer(c);
  int64_t width = (Heads + 2 * 2) * D;
  EXPECT_EQ(kernels(ops, "attention", "bwd", "qkv.slice.grad.zeros"), 3);
  EXPECT_EQ(kernels(ops, "attention", "bwd", "qkv.slice.grad.sum"), 2);
  EXPECT_DOUBLE_EQ(bytes(ops, "attention", "bwd", "qkv.slice.grad.sum"), 2 * 3 * 2.0 * T * width);
}

// The gated MLP (gate, up, down) of Llama's block and StableLM; ungated for the GPT-style families.
TEST(FamilyTraits, GatedMlpByFamily) {
  for (const char *type : {"llama", "mistral", "qwen2", "qwen3", "gemma", "gemma2", "olmo2", "stablelm"}) {
    ModelConfig c = family(type);
    EXPECT_TRUE(c.gated) << type;
    EXPECT_TRUE(hasGemm(c, "mlp_gate")) << type;
    EXPECT_EQ(gemm(c, "mlp_gate").n, F) << type;
  }
  for (const char *type : {"gpt2", "gptj", "gpt_neox", "opt", "phi", "falcon", "starcoder2"}) {
    EXPECT_FALSE(family(type).gated) << type;
    EXPECT_FALSE(hasGemm(family(type), "mlp_gate")) << type;
  }
}

// The layer's forward FLOPs, 2 m n k summed by hand for four kinds of layer.
TEST(FamilyTraits, LayerForwardFlopsByHand) {
  double attention = 2 * (2.0 * B * Heads * S * S * D); // QK^T and PV
  // GPT-J: q, k, v and out_proj of H x H, fc_in and fc_out of H x 4H.
  EXPECT_DOUBLE_EQ(forwardFlops(family("gptj")),
                   2.0 * T * H * H * 4 + attention + 2.0 * T * H * 4 * H * 2);
  // Llama, 2 KV heads: q and o of H x H, k and v of H x 2D; gate, up, down of H x F.
  EXPECT_DOUBLE_EQ(forwardFlops(family("llama", R"("num_key_value_heads": 2)")),
                   2.0 * T * H * (H + 2 * 2 * D) + 2.0 * T * H * H + attention + 3 * 2.0 * T * H * F);
  // Falcon multi-query: qkv of H x (H + 2D), dense, and a 4H MLP.
  EXPECT_DOUBLE_EQ(forwardFlops(family("falcon")),
                   2.0 * T * H * (H + 2 * D) + 2.0 * T * H * H + attention + 2 * 2.0 * T * H * 4 * H);
  // Mixtral, 4 experts, 2 a token: the router (H x 4), and each expert's gate
  // and up (one product) and down over its share, ceil(128 x 2 / 4) = 64 tokens.
  double experts = 4 * 3 * 2.0 * 64 * H * F;
  EXPECT_DOUBLE_EQ(forwardFlops(family("mixtral")),
                   2.0 * T * H * H * 4 + attention + 2.0 * T * H * 4 + experts);
}

// Mixtral's experts as Hugging Face's grouped_mm runs them: a router GEMM of
// N = experts, then gate_up and down each one batched GEMM of a group an
// expert, every group the experts' expected share of the routed tokens.
TEST(FamilyTraits, MixtralExpertsShareTheRoutedTokens) {
  ModelConfig c = family("mixtral", R"("num_local_experts": 5, "num_experts_per_tok": 3)");
  EXPECT_EQ(gemm(c, "router").n, 5);
  const int64_t rows = T * 3, share = 77; // ceil(128 x 3 / 5) = ceil(76.8)
  auto expectShape = [&](const char *role, const char *pass, int64_t m, int64_t n, int64_t k,
                         GemmDim a, GemmDim b) {
    for (const GemmSpec &g : layerGemms(c, step()))
      if (g.role == role && g.pass == pass) {
        EXPECT_EQ(std::tuple(g.batch, g.m, g.n, g.k, g.aContig, g.bContig),
                  std::tuple(int64_t(5), m, n, k, a, b))
            << role << " " << pass;
        return;
      }
    ADD_FAILURE() << "no GEMM " << role << " " << pass;
  };
  const GemmDim M = GemmDim::M, N = GemmDim::N, K = GemmDim::K;
  expectShape("mlp_gate_up", "fwd", share, 2 * F, H, K, K);
  expectShape("mlp_gate_up", "dgrad", share, H, 2 * F, K, N);
  expectShape("mlp_gate_up", "wgrad", 2 * F, H, share, M, N); // each expert's dW = dY^T X
  expectShape("mlp_down", "fwd", share, H, F, K, K);
  for (const GemmSpec &g : layerGemms(c, step()))
    EXPECT_TRUE(g.role != "mlp_gate" && g.role != "mlp_up") << g.role;
  // The activation runs once over every routed row, gate and up the halves of
  // one tensor (read unvectorized).
  Ops ops = layer(c);
  EXPECT_EQ(kernels(ops, "activation", "fwd", "act"), 1);
  EXPECT_DOUBLE_EQ(bytes(ops, "activation", "fwd", "mul_up"), 3 * 2.0 * rows * F);
  // The routing: each routed row gathered from its token (reading only the
  // rows it writes), the rows past the groups zeroed around the grouped GEMMs.
  EXPECT_DOUBLE_EQ(bytes(ops, "router", "fwd", "dispatch.gather"), rows * 8 + 2 * 2.0 * rows * H);
  EXPECT_DOUBLE_EQ(bytes(ops, "router", "fwd", "past_groups.zero_gate_up"),
                   2 * 2.0 * rows * 2 * F + rows);
  EXPECT_EQ(kernels(ops, "router", "bwd", "past_groups.zero_gate_up.grad"), 1);
  // Each token's rows summed back into it.
  EXPECT_EQ(kernels(ops, "router", "bwd", "dispatch.gather.grad"), 1);
  // A dense model routes nothing.
  EXPECT_EQ(kernels(layer(family("llama")), "router", "fwd"), 0);
}

// Gemma's head_dim defaults to 256, Qwen3's to 128, the rest hidden / heads.
TEST(FamilyTraits, HeadDimDefaults) {
  EXPECT_EQ(family("gemma").headDim, 256);
  EXPECT_EQ(family("gemma2").headDim, 256);
  // Qwen3 with 8 heads of hidden / heads = 64 still has 128.
  EXPECT_EQ(parse(R"({"model_type": "qwen3", "hidden_size": 512, "num_attention_heads": 8,
                      "num_hidden_layers": 2, "intermediate_size": 2048, "vocab_size": 1000})")
                .headDim,
            128);
  EXPECT_EQ(gemm(family("gemma"), "q").n, Heads * 256);
  EXPECT_EQ(family("llama", R"("head_dim": 64)").headDim, 64);
  EXPECT_EQ(family("llama").headDim, D);
}

// ---- Positions: rotary dims, the rotary angles' GEMM, learned positions ----

// Rotated dims per family: GPT-J's rotary_dim (64), NeoX's and StableLM's quarter, Phi's half, the rest all.
TEST(FamilyTraits, RotaryDimsByFamily) {
  for (auto [type, rotary] : {std::pair{"gptj", 64}, {"gpt_neox", 32}, {"stablelm", 32},
                              {"phi", 64}, {"phi3", 128}, {"falcon", 128}, {"starcoder2", 128},
                              {"llama", 128}, {"qwen2", 128}, {"olmo2", 128}})
    EXPECT_EQ(family(type).rotaryDim, rotary) << type;
  EXPECT_EQ(family("gptj", R"("rotary_dim": 32)").rotaryDim, 32);
  EXPECT_EQ(family("gpt_neox", R"("rotary_pct": 0.5)").rotaryDim, 64);
  EXPECT_EQ(family("phi", R"("partial_rotary_factor": 0.25)").rotaryDim, 32);
  EXPECT_EQ(family("phi3", R"("partial_rotary_factor": 0.5)").rotaryDim, 64);
  EXPECT_EQ(family("stablelm", R"("partial_rotary_factor": 1.0)").rotaryDim, 128);
  EXPECT_EQ(family("gpt2").rotaryDim, 0);
  EXPECT_EQ(family("opt").rotaryDim, 0);
}

// A partial rotary cats the passed dims back (one kernel more for q and for k); its bytes by hand.
TEST(FamilyTraits, PartialRotaryCatsThePassedDims) {
  Ops partial = layer(family("gpt_neox"));
  EXPECT_EQ(kernels(partial, "rotary", "fwd"), 2 * 6);
  // q's cat_pass reads and writes [B, heads, S, D] in bf16.
  EXPECT_DOUBLE_EQ(bytes(partial, "rotary", "fwd", "q.cat_pass"), 2 * 2.0 * B * Heads * S * D);
  // q's product with cos over the rotated 32 dims: q's slice and cos [S, 32] in, the slice out.
  EXPECT_DOUBLE_EQ(bytes(partial, "rotary", "fwd", "q.mul_cos"),
                   2.0 * B * Heads * S * 32 * 2 + 2.0 * S * 32);
  // rotate_half negates half of the rotated dims (16), not half of the head (64).
  EXPECT_DOUBLE_EQ(bytes(partial, "rotary", "fwd", "q.neg_half"), 2 * 2.0 * B * Heads * S * 16);
  Ops full = layer(family("llama"));
  EXPECT_EQ(kernels(full, "rotary", "fwd"), 2 * 5);
  EXPECT_EQ(kernels(full, "rotary", "fwd", "q.cat_pass"), 0);
  EXPECT_EQ(kernels(layer(family("gpt2")), "rotary", "fwd"), 0);
}

// The angles' GEMM (inv_freq x positions, M = rotary / 2) each step, but not for GPT-J's table.
TEST(FamilyTraits, RotaryAnglesGemmUnlessATable) {
  ModelConfig neox = family("gpt_neox");
  ASSERT_TRUE(hasGemm(neox, "rotary"));
  EXPECT_EQ(gemm(neox, "rotary").m, 32 / 2);
  EXPECT_EQ(gemm(neox, "rotary").n, S);
  EXPECT_FALSE(hasGemm(family("gptj"), "rotary"));
  EXPECT_FALSE(hasGemm(family("gpt2"), "rotary"));
}

// GPT-2 and OPT add a learned position embedding (and sum its gradient); the rest do not.
TEST(FamilyTraits, LearnedPositionsForGpt2AndOpt) {
  for (const char *type : {"gpt2", "opt"}) {
    Ops head = headMemoryOps(family(type), step());
    EXPECT_EQ(kernels(head, "embedding", "fwd", "position_embedding"), 1) << type;
    EXPECT_EQ(kernels(head, "embedding", "fwd", "add_positions"), 1) << type;
    EXPECT_EQ(kernels(head, "embedding", "bwd", "position_embedding.grad"), 1) << type;
  }
  for (const char *type : {"gptj", "gpt_neox", "llama", "falcon", "phi"})
    EXPECT_EQ(kernels(headMemoryOps(family(type), step()), "embedding", "fwd",
                      "position_embedding"),
              0)
        << type;
}

// ---- Tied embeddings: each family's default, and the field read ----

// tie_word_embeddings' default per family (a tied table sums its two gradients), and the field overrides it.
TEST(FamilyTraits, TiedEmbeddingsDefaultsAndOverrides) {
  for (auto [type, tied] : {std::pair{"gpt2", true}, {"gptj", false}, {"gpt_neox", false},
                            {"opt", true}, {"phi", false}, {"falcon", true}, {"llama", false},
                            {"mistral", false}, {"mixtral", false}, {"qwen2", false},
                            {"qwen3", false}, {"olmo2", false}, {"gemma", true}, {"gemma2", true},
                            {"phi3", false}, {"stablelm", false}, {"starcoder2", true}}) {
    auto sums = [&](const ModelConfig &c) {
      return kernels(headMemoryOps(c, step()), "embedding", "bwd", "tied.grad_sum");
    };
    ModelConfig byDefault = family(type);
    EXPECT_EQ(byDefault.tiedEmbeddings, tied) << type;
    EXPECT_EQ(sums(byDefault), tied ? 1 : 0) << type;
    ModelConfig flipped =
        family(type, std::string("\"tie_word_embeddings\": ") + (tied ? "false" : "true"));
    EXPECT_EQ(sums(flipped), tied ? 0 : 1) << type;
    // The sum reads both [V, H] gradients and writes one.
    if (!tied)
      EXPECT_DOUBLE_EQ(bytes(headMemoryOps(flipped, step()), "embedding", "bwd", "tied.grad_sum"),
                       3 * 2.0 * V * H)
          << type;
    // An untied LM head doubles the embedding parameters.
    EXPECT_DOUBLE_EQ(flipped.parameterCount() - byDefault.parameterCount(),
                     (tied ? 1 : -1) * double(V) * H)
        << type;
  }
}

// ---- Biases: the bias gradients a training step sums ----

// Which linears have biases, per family and per bias field, as their HF modules build them.
TEST(FamilyTraits, BiasGradientsByFamily) {
  using Roles = std::vector<std::string>;
  const Roles all = {"q", "k", "v", "attn_out", "mlp_up", "mlp_down"};
  const Roles fused = {"qkv", "attn_out", "mlp_up", "mlp_down"};
  EXPECT_EQ(biasGrads(family("gpt2")), fused);
  EXPECT_EQ(biasGrads(family("gpt_neox")), fused);
  EXPECT_EQ(biasGrads(family("gptj")), (Roles{"mlp_up", "mlp_down"})); // fc_in, fc_out only
  EXPECT_EQ(biasGrads(family("phi")), all);
  EXPECT_EQ(biasGrads(family("opt")), all); // enable_bias defaults to true
  EXPECT_EQ(biasGrads(family("opt", R"("enable_bias": false)")), Roles{});
  EXPECT_EQ(biasGrads(family("falcon")), Roles{}); // bias defaults to false
  EXPECT_EQ(biasGrads(family("falcon", R"("bias": true)")), fused);
  EXPECT_EQ(biasGrads(family("starcoder2")), all); // use_bias defaults to true
  EXPECT_EQ(biasGrads(family("starcoder2", R"("use_bias": false)")), Roles{});
  // Qwen2's q, k and v are biased, its o_proj not.
  EXPECT_EQ(biasGrads(family("qwen2")), (Roles{"q", "k", "v"}));
  EXPECT_EQ(biasGrads(family("qwen2", R"("attention_bias": false)")), Roles{});
  EXPECT_EQ(biasGrads(family("stablelm")), Roles{});
  EXPECT_EQ(biasGrads(family("stablelm", R"("use_qkv_bias": true)")), (Roles{"q", "k", "v"}));
  for (const char *type : {"llama", "mistral", "qwen3", "gemma", "gemma2", "olmo2", "phi3"})
    EXPECT_EQ(biasGrads(family(type)), Roles{}) << type;
  // A bias gradient sums the output gradient over the tokens: [T, N] in, [N] out.
  Ops gpt2 = layer(family("gpt2"));
  double qkv = 0;
  for (const MemoryOpSpec &m : gpt2)
    if (m.name == "bias.grad" && m.role == "qkv")
      qkv = m.toMemoryOp().bytes();
  EXPECT_DOUBLE_EQ(qkv, 2.0 * T * 3 * H + 2.0 * 3 * H);
}

// Grouped-query attention with biases (Qwen2-7B: 28 heads, 4 KV heads): k's and
// v's bias gradients sum the KV heads' features, q's all heads'.
TEST(FamilyTraits, GroupedQueryBiasGradientsSumTheKvHeadsFeatures) {
  Ops ops = layer(family("qwen2", R"("num_key_value_heads": 1)"));
  EXPECT_DOUBLE_EQ(bytes(ops, "q", "bwd", "bias.grad"), 2.0 * T * Heads * D + 2.0 * Heads * D);
  for (const char *role : {"k", "v"})
    EXPECT_DOUBLE_EQ(bytes(ops, role, "bwd", "bias.grad"), 2.0 * T * D + 2.0 * D) << role;
}

// Phi's and GPT-J's lm_head has a bias: the step sums the logits' gradient over
// the tokens ([T, V] in, [V] out), once, after the loss's backward.
TEST(FamilyTraits, LmHeadBiasGradientSumsTheLogitsGradient) {
  for (const char *type : {"phi", "gptj"}) {
    Ops head = headMemoryOps(family(type), step());
    EXPECT_DOUBLE_EQ(bytes(head, "lm_head", "bwd", "bias.grad"), 2.0 * T * V + 2.0 * V) << type;
    EXPECT_EQ(kernels(head, "lm_head", "bwd", "bias.grad"), 1) << type;
    EXPECT_EQ(kernels(head, "lm_head", "fwd"), 0) << type; // the GEMM's epilogue adds it
  }
  for (const char *type : {"gpt2", "llama", "opt", "gpt_neox"})
    EXPECT_EQ(kernels(headMemoryOps(family(type), step()), "lm_head", "bwd"), 0) << type;
  EXPECT_EQ(kernels(headMemoryOps(family("phi"), step(StepPhase::Forward)), "lm_head", "bwd"), 0);
}

// Llama's o_proj has bias=config.attention_bias and its gate_proj bias=config.mlp_bias:
// HF sums their gradients too.
TEST(FamilyTraits, LlamaBiasFlagsCoverOProjAndGate) {
  EXPECT_EQ(biasGrads(family("llama", R"("attention_bias": true)")),
            (std::vector<std::string>{"q", "k", "v", "attn_out"}));
  EXPECT_EQ(biasGrads(family("llama", R"("mlp_bias": true)")),
            (std::vector<std::string>{"mlp_gate", "mlp_up", "mlp_down"}));
}

// ---- Activations ----

// hidden_act's default per family, as the kernels it runs: gelu_new's eight, one otherwise.
TEST(FamilyTraits, ActivationDefaultsByFamily) {
  for (const char *type : {"gpt2", "gptj", "phi"}) {
    EXPECT_EQ(family(type).activation, Activation::GeluTanhFormula) << type;
    EXPECT_EQ(kernels(layer(family(type)), "activation", "fwd"), 8) << type;
  }
  for (auto [type, act] : {std::pair{"gpt_neox", Activation::Gelu}, {"falcon", Activation::Gelu},
                           {"opt", Activation::Relu}, {"llama", Activation::Silu},
                           {"mistral", Activation::Silu}, {"qwen2", Activation::Silu},
                           {"stablelm", Activation::Silu}, {"phi3", Activation::Silu},
                           {"gemma", Activation::GeluTanh}, {"gemma2", Activation::GeluTanh},
                           {"starcoder2", Activation::GeluTanh}})
    EXPECT_EQ(family(type).activation, act) << type;
  // GPT-2 and OPT read activation_function, the rest hidden_act.
  EXPECT_EQ(family("gpt2", R"("activation_function": "relu")").activation, Activation::Relu);
  EXPECT_EQ(family("opt", R"("activation_function": "gelu")").activation, Activation::Gelu);
  EXPECT_EQ(family("gpt_neox", R"("hidden_act": "relu")").activation, Activation::Relu);
  // Falcon's MLP is always GELU.
  EXPECT_EQ(family("falcon", R"("activation": "relu")").activation, Activation::Gelu);
}

// Gemma's MLP reads hidden_activation; its hidden_act is an old name it does not run.
TEST(FamilyTraits, GemmaReadsHiddenActivation) {
  EXPECT_EQ(family("gemma", R"("hidden_act": "gelu")").activation, Activation::GeluTanh);
  EXPECT_EQ(family("gemma", R"("hidden_activation": "gelu")").activation, Activation::Gelu);
  EXPECT_EQ(family("gemma2", R"("hidden_activation": "silu")").activation, Activation::Silu);
}

// A gated MLP's act(gate) * up: two kernels over [T, F]; ungated one; Phi-3's halves of gate_up strided.
TEST(FamilyTraits, ActivationKernelsGatedAndFused) {
  Ops llama = layer(family("llama"));
  EXPECT_EQ(kernels(llama, "activation", "fwd"), 2);
  EXPECT_DOUBLE_EQ(bytes(llama, "activation", "fwd", "mul_up"), 3 * 2.0 * T * F);
  EXPECT_EQ(kernels(layer(family("gpt_neox")), "activation", "fwd"), 1);
  Ops phi3 = layer(family("phi3"));
  EXPECT_EQ(kernels(phi3, "activation", "bwd", "gate_up.grad_cat"), 1);
  EXPECT_DOUBLE_EQ(bytes(phi3, "activation", "bwd", "gate_up.grad_cat"), 2 * 2.0 * T * 2 * F);
  EXPECT_EQ(kernels(llama, "activation", "bwd", "gate_up.grad_cat"), 0);
}

// The backward's sums of meeting gradients: 2, plus 2 for separate q/k/v, plus 1 for gate and up.
TEST(FamilyTraits, ResidualGradientSums) {
  for (auto [type, sums] : {std::pair{"gpt2", 2}, {"gpt_neox", 2}, {"falcon", 2}, {"gptj", 4},
                            {"opt", 4}, {"phi", 4}, {"starcoder2", 4}, {"llama", 5},
                            {"stablelm", 5}, {"phi3", 3}}) {
    Ops ops = layer(family(type));
    EXPECT_EQ(kernels(ops, "residual", "bwd", "grad_sum"), sums) << type;
    EXPECT_EQ(kernels(ops, "residual", "fwd", "add"), 2) << type;
  }
}

// ---- Embeddings and logits of Gemma and Gemma-2 ----

// Gemma scales the embeddings by sqrt(hidden): one kernel each way; Llama does not.
TEST(FamilyTraits, GemmaScalesEmbeddings) {
  for (const char *type : {"gemma", "gemma2"}) {
    Ops head = headMemoryOps(family(type), step());
    EXPECT_EQ(kernels(head, "embedding", "fwd", "embedding.scale"), 1) << type;
    EXPECT_EQ(kernels(head, "embedding", "bwd", "embedding.scale.grad"), 1) << type;
    EXPECT_DOUBLE_EQ(bytes(head, "embedding", "fwd", "embedding.scale"), 2 * 2.0 * T * H) << type;
  }
  EXPECT_EQ(kernels(headMemoryOps(family("llama"), step()), "embedding", "fwd", "embedding.scale"),
            0);
}

// Gemma-2's final soft-capping (default 30): three kernels each way over the logits; null: none.
TEST(FamilyTraits, Gemma2SoftcapDefaultsAndNull) {
  ModelConfig c = family("gemma2");
  EXPECT_EQ(c.finalSoftcap, 30.0);
  EXPECT_EQ(c.attnSoftcap, 50.0);
  Ops head = headMemoryOps(c, step());
  EXPECT_EQ(kernels(head, "logits", "fwd"), 3);
  EXPECT_EQ(kernels(head, "logits", "bwd"), 3);
  EXPECT_DOUBLE_EQ(bytes(head, "logits", "fwd"), 3 * 2 * 2.0 * T * V);
  ModelConfig none = family("gemma2", R"("final_logit_softcapping": null, "attn_logit_softcapping": null)");
  EXPECT_EQ(none.finalSoftcap, 0);
  EXPECT_EQ(none.attnSoftcap, 0);
  EXPECT_EQ(kernels(headMemoryOps(none, step()), "logits", "fwd"), 0);
  EXPECT_EQ(family("gemma2", R"("final_logit_softcapping": 10.0)").finalSoftcap, 10.0);
  EXPECT_EQ(family("gemma").finalSoftcap, 0);
}

// The soft-capping runs over the logits the LM head makes: in prefill only the
// last token's of each sequence, in decode the new token's.
TEST(FamilyTraits, Gemma2SoftcapOverTheLogitsRowsOnly) {
  ModelConfig c = family("gemma2");
  double prefill = bytes(headMemoryOps(c, step(StepPhase::Prefill)), "logits", "fwd");
  EXPECT_DOUBLE_EQ(prefill, bytes(headMemoryOps(c, decode(4096)), "logits", "fwd"));
  // Three kernels over B x V logits, each reading and writing at most 4 bytes an element.
  EXPECT_GT(prefill, 0);
  EXPECT_LE(prefill, 3 * 2 * 4.0 * B * V);
}

// ---- Sliding windows: which layers, and what the window does to attention ----

/// The keys layer `index` of a decode step over `kvLen` cached tokens attends to.
int64_t decodeKeys(const ModelConfig &c, int64_t index, int64_t kvLen = 8191) {
  return layerAttention(c, decode(kvLen), index).key.kvLen;
}

// Mistral's sliding_window defaults to 4096 on every layer; null is none.
TEST(FamilyTraits, MistralWindowDefaultAndNull) {
  ModelConfig c = family("mistral");
  EXPECT_EQ(c.slidingWindow, 4096);
  EXPECT_EQ(decodeKeys(c, 0), 4096);
  EXPECT_EQ(decodeKeys(c, 1), 4096);
  ModelConfig none = family("mistral", R"("sliding_window": null)");
  EXPECT_EQ(decodeKeys(none, 0), 8192);
  EXPECT_EQ(decodeKeys(family("mistral", R"("sliding_window": 1000)"), 1), 1000);
}

// Decode reads min(keys, window): a cache one shorter than the window reads every key.
TEST(FamilyTraits, DecodeWindowBoundary) {
  ModelConfig c = family("mistral");
  EXPECT_EQ(decodeKeys(c, 0, 4094), 4095);
  EXPECT_EQ(decodeKeys(c, 0, 4095), 4096);
  EXPECT_EQ(decodeKeys(c, 0, 4096), 4096);
}

// HF passes the window's mask from as many keys as the window (masking_utils leaves fewer to is_causal).
TEST(FamilyTraits, WindowMaskFromTheWindowsLength) {
  ModelConfig c = family("mistral", R"("sliding_window": 100)");
  AttentionSpec shorter = layerAttention(c, step(StepPhase::Forward, 99), 0);
  EXPECT_FALSE(shorter.key.explicitMask);
  EXPECT_TRUE(shorter.key.causal);
  AttentionSpec equal = layerAttention(c, step(StepPhase::Forward, 100), 0);
  EXPECT_TRUE(equal.key.explicitMask);
  EXPECT_TRUE(layerAttention(c, step(StepPhase::Forward, 101), 0).key.explicitMask);
  // Decode is unmasked: the window only shortens the keys read.
  EXPECT_FALSE(layerAttention(c, decode(200), 0).key.explicitMask);
  // A mask with grouped heads makes HF materialize repeat_kv for K and V (not with one KV head a query head).
  EXPECT_EQ(kernels(layerMemoryOps(c, step(StepPhase::Forward, 100), 0), "attention", "fwd",
                    "repeat_kv.k"),
            0);
  ModelConfig gqa = family("mistral", R"("sliding_window": 100, "num_key_value_heads": 2)");
  Ops masked = layerMemoryOps(gqa, step(StepPhase::Forward, 100), 0);
  EXPECT_EQ(kernels(masked, "attention", "fwd", "repeat_kv.k"), 1);
  EXPECT_EQ(kernels(layerMemoryOps(gqa, step(StepPhase::Forward, 99), 0), "attention", "fwd",
                    "repeat_kv.k"),
            0);
}

// No window by default for Mixtral, Phi-3, StarCoder2, Llama; the field sets one.
TEST(FamilyTraits, WindowDefaultsNoneElsewhere) {
  for (const char *type : {"mixtral", "phi3", "starcoder2", "llama", "gpt2", "falcon"})
    EXPECT_EQ(decodeKeys(family(type), 0), 8192) << type;
  for (const char *type : {"mixtral", "phi3", "starcoder2"})
    EXPECT_EQ(decodeKeys(family(type, R"("sliding_window": 2048)"), 1), 2048) << type;
}

// Gemma-2: local and global layers alternate, the first local; sliding_window defaults to 4096.
TEST(FamilyTraits, Gemma2AlternatesLocalAndGlobalLayers) {
  ModelConfig c = parse(R"({"model_type": "gemma2", "hidden_size": 512, "num_attention_heads": 4,
      "num_hidden_layers": 4, "intermediate_size": 2048, "vocab_size": 1000})");
  EXPECT_EQ(decodeKeys(c, 0), 4096);
  EXPECT_EQ(decodeKeys(c, 1), 8192);
  EXPECT_EQ(decodeKeys(c, 2), 4096);
  EXPECT_EQ(decodeKeys(c, 3), 8192);
  EXPECT_EQ(decodeKeys(family("gemma2", R"("sliding_window": 512)"), 0), 512);
  // Gemma has no window.
  EXPECT_EQ(decodeKeys(family("gemma"), 0), 8192);
}

// Qwen2: layers from max_window_layers on are windowed when use_sliding_window (default false).
TEST(FamilyTraits, Qwen2WindowFollowsUseSlidingWindowAndMaxWindowLayers) {
  // Off by default, whatever sliding_window says.
  EXPECT_EQ(decodeKeys(family("qwen2", R"("sliding_window": 1024, "max_window_layers": 0)"), 0),
            8192);
  // max_window_layers = 0: every layer windowed, sliding_window defaulting to 4096.
  ModelConfig all = family("qwen2", R"("use_sliding_window": true, "max_window_layers": 0)");
  EXPECT_EQ(decodeKeys(all, 0), 4096);
  EXPECT_EQ(decodeKeys(all, 1), 4096);
  // max_window_layers = num_hidden_layers: no layer windowed (layer i windows from i >= 2), and imported.
  ModelConfig none = family("qwen2", R"("use_sliding_window": true, "sliding_window": 1024,
                                        "max_window_layers": 2)");
  EXPECT_EQ(decodeKeys(none, 0), 8192);
  EXPECT_EQ(decodeKeys(none, 1), 8192);
  // Past the layers: none either.
  EXPECT_EQ(decodeKeys(family("qwen2", R"("use_sliding_window": true, "max_window_layers": 3)"), 1),
            8192);
  // max_window_layers = L - 1 windows the last layer only, not all or none.
  ModelConfig some = family(
      "qwen2", R"("use_sliding_window": true, "sliding_window": 1024, "max_window_layers": 1)");
  EXPECT_EQ(decodeKeys(some, 0), 8192);
  EXPECT_EQ(decodeKeys(some, 1), 1024);
  // A negative one is an error naming it.
  std::string negative = importError(json("qwen2", R"("use_sliding_window": true, "max_window_layers": -1)"));
  EXPECT_NE(negative.find("field 'max_window_layers' must be a non-negative integer"), std::string::npos) << negative;
  // sliding_window null: no window.
  EXPECT_EQ(decodeKeys(family("qwen2", R"("use_sliding_window": true, "sliding_window": null,
                                         "max_window_layers": 0)"),
                       0),
            8192);
}

// max_window_layers defaults to 28: a 28-layer Qwen2 or Qwen3 with use_sliding_window has no windowed layer.
TEST(FamilyTraits, QwenMaxWindowLayersDefaultsTo28) {
  for (const char *type : {"qwen2", "qwen3"}) {
    std::string text = R"({"model_type": ")" + std::string(type) +
                       R"(", "hidden_size": 512, "num_attention_heads": 4, "num_hidden_layers": 28,
        "intermediate_size": 2048, "vocab_size": 1000, "use_sliding_window": true})";
    ModelConfig c = parse(text.c_str());
    EXPECT_EQ(c.slidingWindow, 0) << type;
    EXPECT_EQ(decodeKeys(c, 27), 8192) << type;
  }
  // Qwen3 windows too.
  EXPECT_EQ(decodeKeys(family("qwen3", R"("use_sliding_window": true, "max_window_layers": 0)"), 1),
            4096);
}

// A 29-layer Qwen2 with use_sliding_window and max_window_layers left at HF's default
// (28) windows its last layer only; max_window_layers 1 of 2 windows layer 1.
TEST(FamilyTraits, QwenWindowsTheLayersFromMaxWindowLayers) {
  ModelConfig deep = parse(R"({"model_type": "qwen2", "hidden_size": 512, "num_attention_heads": 4,
      "num_hidden_layers": 29, "intermediate_size": 2048, "vocab_size": 1000,
      "use_sliding_window": true})");
  EXPECT_EQ(decodeKeys(deep, 27), 8192);
  EXPECT_EQ(decodeKeys(deep, 28), 4096);
  ModelConfig last = family("qwen3", R"("use_sliding_window": true, "max_window_layers": 1)");
  EXPECT_EQ(decodeKeys(last, 0), 8192);
  EXPECT_EQ(decodeKeys(last, 1), 4096);
}

// layer_types must list the layers dimtune windows: one per layer, and the same ones.
TEST(FamilyTraits, LayerTypesMustMatchTheWindowedLayers) {
  EXPECT_EQ(importError(json("gemma2", R"("layer_types": ["sliding_attention", "full_attention"])")),
            "");
  std::string swapped =
      importError(json("gemma2", R"("layer_types": ["full_attention", "sliding_attention"])"));
  EXPECT_NE(swapped.find("layer_types: layer 0 is 'full_attention'"), std::string::npos) << swapped;
  std::string count = importError(json("gemma2", R"("layer_types": ["sliding_attention"])"));
  EXPECT_NE(count.find("layer_types lists 1 layers, not num_hidden_layers (2)"), std::string::npos)
      << count;
  // More entries than layers too, even where the extra one is what layer 2 would be.
  std::string more = importError(
      json("gemma2", R"("layer_types": ["sliding_attention", "full_attention", "sliding_attention"])"));
  EXPECT_NE(more.find("layer_types lists 3 layers, not num_hidden_layers (2)"), std::string::npos)
      << more;
  EXPECT_EQ(importError(json("mistral", R"("layer_types": ["sliding_attention", "sliding_attention"])")),
            "");
  EXPECT_NE(importError(json("llama", R"("layer_types": ["full_attention", "sliding_attention"])")),
            "");
  EXPECT_NE(importError(json("llama", R"("layer_types": ["full_attention", "chunked"])")), "");
}

// ---- Falcon's SDPA math path ----

// Falcon's old decoder with one KV head runs SDPA's math path (fp32) in HF's steps; the new decoder and MHA do not.
TEST(FamilyTraits, FalconMathAttentionOnlyForOldMultiQuery) {
  ModelConfig mq = family("falcon");
  EXPECT_TRUE(mq.mathAttention);
  EXPECT_EQ(layerAttention(mq, step(), 0).key.type, ElementType::F32);
  EXPECT_TRUE(layerAttention(mq, step(), 0).key.explicitMask);
  // q, k, v and the output cast each way, the probabilities back: [B, 4, 64, 128] and [B, 4, 64, 64].
  Ops ops = layer(mq);
  EXPECT_EQ(kernels(ops, "attention", "fwd", "q.upcast"), 1);
  EXPECT_DOUBLE_EQ(bytes(ops, "attention", "fwd", "k.upcast"), (2 + 4) * double(B) * 1 * S * D);
  EXPECT_DOUBLE_EQ(bytes(ops, "attention", "fwd", "weights.downcast"),
                   (4 + 2) * double(B) * Heads * S * S);
  for (const char *extra : {R"("multi_query": false)",
                            R"("new_decoder_architecture": true, "num_kv_heads": 1)",
                            R"("new_decoder_architecture": true, "num_kv_heads": 2)"}) {
    ModelConfig c = family("falcon", extra);
    EXPECT_FALSE(c.mathAttention) << extra;
    EXPECT_EQ(layerAttention(c, step(), 0).key.type, ElementType::BF16) << extra;
    EXPECT_EQ(kernels(layer(c), "attention", "fwd", "q.upcast"), 0) << extra;
  }
  // Serving engines' prefill calls the fused kernels.
  EXPECT_EQ(layerAttention(mq, step(StepPhase::Prefill), 0).key.type, ElementType::BF16);
}

// ---- GPT-J's eager attention ----

/// The layer's GEMM of `role` and `pass`; a test failure if there is none.
GemmSpec gemmOf(const std::vector<GemmSpec> &gemms, const std::string &role,
                const std::string &pass) {
  for (const GemmSpec &g : gemms)
    if (g.role == role && g.pass == pass)
      return g;
  ADD_FAILURE() << "no GEMM " << role << "/" << pass;
  return {};
}

// transformers 5.17 has no SDPA for GPT-J: its _attn runs QK^T and its gradients as fp32
// bmm's (on SIMT kernels), PV and its gradients in bf16, each a GEMM of its own with the
// layouts torch.matmul gives them (the H200 profile's strides).
TEST(FamilyTraits, GptJEagerAttentionGemmsInTraining) {
  ModelConfig c = family("gptj");
  EXPECT_TRUE(c.eagerAttention);
  EXPECT_TRUE(layerAttention(c, step(), 0).eager);
  std::vector<GemmSpec> gemms = layerGemms(c, step());
  const GemmDim M = GemmDim::M, N = GemmDim::N, K = GemmDim::K;
  struct Expected {
    const char *role, *pass;
    int64_t m, n, k;
    GemmDim a, b;
    ElementType type;
  };
  const ElementType F32 = ElementType::F32, BF16 = ElementType::BF16;
  // Per head (B x 4 = 8 bmm's): scores [S, S] over D; outputs [S, D] over S.
  for (const Expected &e : {Expected{"attn_score", "fwd", S, S, D, K, N, F32},    // q @ k^T (copied)
                            {"attn_context", "fwd", S, D, S, K, N, BF16},          // P @ v (copied)
                            {"attn_context", "dgrad", S, S, D, K, K, BF16},        // dP = dO v^T
                            {"attn_context", "wgrad", S, D, S, M, N, BF16},        // dV = P^T dO
                            {"attn_score", "dgrad", S, D, S, K, K, F32},           // dQ = dS k
                            {"attn_score", "wgrad", D, S, S, M, N, F32}}) {        // dK^T = q^T dS
    GemmSpec g = gemmOf(gemms, e.role, e.pass);
    GemmKey key = g.key(BF16);
    std::string what = std::string(e.role) + "/" + e.pass;
    EXPECT_EQ(key.batch, B * Heads) << what;
    EXPECT_EQ(key.m, e.m) << what;
    EXPECT_EQ(key.n, e.n) << what;
    EXPECT_EQ(key.k, e.k) << what;
    EXPECT_EQ(g.aContig, e.a) << what;
    EXPECT_EQ(g.bContig, e.b) << what;
    EXPECT_EQ(key.aType, e.type) << what;
  }
  // FLOPs: the six products of 2 x 8 x 64 x 64 x 128 each, half of them fp32.
  double fp32 = 0, all = 0;
  for (const GemmSpec &g : gemms)
    if (isAttentionRole(g.role)) {
      all += g.key(BF16).flops();
      if (g.key(BF16).aType == F32)
        fp32 += g.key(BF16).flops();
    }
  EXPECT_DOUBLE_EQ(all, 6 * 2.0 * B * Heads * S * S * D);
  EXPECT_DOUBLE_EQ(fp32, 3 * 2.0 * B * Heads * S * S * D);
}

// The kernels between the bmm's, per layer, by hand: [B, 4, 64, 128] q and k, [B, 4, 64, 64]
// scores, in bytes read + written.
TEST(FamilyTraits, GptJEagerAttentionKernelBytes) {
  ModelConfig c = family("gptj");
  Ops ops = layer(c);
  double qkv = double(B) * Heads * S * D, scores = double(B) * Heads * S * S,
         rows = double(B) * Heads * S;
  auto fwd = [&](const char *name) { return bytes(ops, "attention", "fwd", name); };
  auto bwd = [&](const char *name) { return bytes(ops, "attention", "bwd", name); };
  EXPECT_DOUBLE_EQ(fwd("q.upcast"), (2 + 4) * qkv);
  EXPECT_DOUBLE_EQ(fwd("k.upcast"), (2 + 4) * qkv);
  EXPECT_DOUBLE_EQ(fwd("q.contiguous"), (4 + 4) * qkv);
  EXPECT_DOUBLE_EQ(fwd("k_t.contiguous"), (4 + 4) * qkv);
  EXPECT_DOUBLE_EQ(fwd("v.contiguous"), (2 + 2) * qkv);
  EXPECT_DOUBLE_EQ(fwd("scale"), (4 + 4) * scores);
  // The [B, 1, S, S] bf16 mask, broadcast over the heads.
  EXPECT_DOUBLE_EQ(fwd("mask.add"), (4 + 4) * scores + 2.0 * B * S * S);
  EXPECT_DOUBLE_EQ(fwd("softmax.stats") + fwd("softmax"), 4 * scores + 4 * rows + 4 * scores +
                                                              4 * rows + 4 * scores);
  EXPECT_DOUBLE_EQ(fwd("weights.downcast"), (4 + 2) * scores);
  EXPECT_DOUBLE_EQ(fwd("output.contiguous"), (2 + 2) * qkv);
  EXPECT_DOUBLE_EQ(bwd("output.grad.contiguous"), (2 + 2) * qkv);
  EXPECT_DOUBLE_EQ(bwd("weights.downcast.grad"), (2 + 4) * scores);
  EXPECT_DOUBLE_EQ(bwd("softmax.grad_sum") + bwd("softmax.grad"),
                   (8 * scores + 4 * rows) + (8 * scores + 4 * rows + 4 * scores));
  EXPECT_DOUBLE_EQ(bwd("scale.grad"), (4 + 4) * scores);
  EXPECT_DOUBLE_EQ(bwd("q.upcast.grad") + bwd("k.upcast.grad"), 2 * (4 + 2) * qkv);
  // v's gradient comes back [B, H, S, D] too: copied for v_proj like q's and k's.
  EXPECT_EQ(kernels(ops, "attention", "bwd", "v.grad.contiguous"), 1);
  // No SDPA-path kernels.
  EXPECT_EQ(kernels(ops, "attention", "fwd", "repeat_kv.k"), 0);
  // The float causal mask, made once a step: [B, 1, S, S] bf16 from a [S, S] bool.
  Ops head = headMemoryOps(c, step());
  EXPECT_DOUBLE_EQ(bytes(head, "attention_mask", "fwd", "causal_mask"),
                   2.0 * B * S * S + 1.0 * S * S);
}

// Decode over Hugging Face's DynamicCache: one query over the cat'ed (contiguous) cache, so
// matmul copies nothing and QK^T reads k K-major; the whole cache cast to fp32 each step.
// Serving engines' decode (no DynamicCache) calls the fused kernels.
TEST(FamilyTraits, GptJEagerAttentionInDecode) {
  ModelConfig c = family("gptj");
  ImportOptions hf = decode(100);
  hf.dynamicCache = true;
  EXPECT_TRUE(layerAttention(c, hf, 0).eager);
  GemmSpec score = gemmOf(layerGemms(c, hf), "attn_score", "fwd");
  EXPECT_EQ(score.key(ElementType::BF16).aType, ElementType::F32);
  EXPECT_EQ(score.m, 1);
  EXPECT_EQ(score.n, 101);
  EXPECT_EQ(score.bContig, GemmDim::K);
  Ops ops = layer(c, 0, hf);
  EXPECT_DOUBLE_EQ(bytes(ops, "attention", "fwd", "k.upcast"), (2 + 4) * double(B) * Heads * 101 * D);
  for (const char *copy : {"q.contiguous", "k_t.contiguous", "v.contiguous", "output.contiguous"})
    EXPECT_EQ(kernels(ops, "attention", "fwd", copy), 0) << copy;
  EXPECT_DOUBLE_EQ(bytes(ops, "attention", "fwd", "mask.add"),
                   (4 + 4) * double(B) * Heads * 101 + 2.0 * B * 101);
  ImportOptions serving = decode(100);
  EXPECT_FALSE(layerAttention(c, serving, 0).eager);
  EXPECT_FALSE(gemmOf(layerGemms(c, serving), "attn_score", "fwd").type.has_value());
  EXPECT_EQ(kernels(layer(c, 0, serving), "attention", "fwd", "q.upcast"), 0);
  EXPECT_FALSE(layerAttention(c, step(StepPhase::Prefill), 0).eager);
  EXPECT_TRUE(layerAttention(c, step(StepPhase::Forward), 0).eager);
  // An fp32 model's .to(float32) and .to(value.dtype) return their inputs: no casts.
  ImportOptions fp32 = step();
  fp32.dtype = "f32";
  Ops fp32Ops = layer(c, 0, fp32);
  for (const char *cast : {"q.upcast", "k.upcast", "weights.downcast"})
    EXPECT_EQ(kernels(fp32Ops, "attention", "fwd", cast), 0) << cast;
  EXPECT_EQ(kernels(fp32Ops, "attention", "fwd", "softmax"), 1);
  // No other family runs eager attention.
  for (const char *type : {"gpt2", "gpt_neox", "llama", "falcon", "phi"})
    EXPECT_FALSE(family(type).eagerAttention) << type;
}

// ---- Top-level fields ----

// max_position_embeddings, else GPT-2's n_positions.
TEST(FamilyTraits, MaxPositionsFromEitherName) {
  EXPECT_EQ(family("gpt2", R"("n_positions": 1024)").maxPositions, 1024);
  EXPECT_EQ(family("llama", R"("max_position_embeddings": 4096)").maxPositions, 4096);
  EXPECT_EQ(family("gpt2", R"("n_positions": 1024, "max_position_embeddings": 2048)").maxPositions,
            2048);
  EXPECT_EQ(family("llama").maxPositions, 0);
  // GPT-2's and OPT's config classes default the table they build.
  EXPECT_EQ(family("gpt2").maxPositions, 1024);
  EXPECT_EQ(family("opt").maxPositions, 2048);
  EXPECT_EQ(importError(json("gpt2", R"("n_positions": null)")),
            "inline: learned position embeddings need max_position_embeddings > 0");
}

// ---- Parameters: what sum(p.numel()) counts in the model Hugging Face builds ----

// The layer's norm kernels are its norm sites (what the parameter count counts), in
// every family and form.
TEST(FamilyTraits, NormsPerLayerAreTheLayersNorms) {
  std::vector<std::pair<std::string, std::string>> forms;
  for (llvm::StringRef type : supportedModelTypes())
    forms.push_back({type.str(), ""});
  forms.push_back({"gpt_neox", R"("use_parallel_residual": false)"});
  forms.push_back({"stablelm", R"("use_parallel_residual": true)"});
  forms.push_back({"falcon", R"("new_decoder_architecture": true, "num_kv_heads": 2)"});
  forms.push_back({"falcon", R"("new_decoder_architecture": true, "num_kv_heads": 2,
                                "num_ln_in_parallel_attn": 1)"});
  forms.push_back({"falcon", R"("parallel_attn": false)"});
  for (auto &[type, extra] : forms) {
    ModelConfig c = family(type, extra);
    Ops ops = layer(c);
    EXPECT_EQ(norms(ops) - norms(ops, "qk_norm"), c.normsPerLayer()) << type << " " << extra;
  }
}

// Each family's count by hand, in the small configs: biases, norms (LayerNorm's
// weight and bias, RMSNorm's weight), OPT's position table of 2 + 2048 rows,
// Phi's LM-head bias, Qwen3's per-head q and k norms.
TEST(FamilyTraits, ParameterCountsByHand) {
  double h = H, f = F, v = V;
  double opt = 4 * h * h + 4 * h + 2 * h * f + f + h + 2 * 2 * h;
  EXPECT_DOUBLE_EQ(family("opt").parameterCount(), v * h + 2050 * h + 2 * opt + 2 * h);
  double phi = 4 * h * h + 4 * h + 2 * h * f + f + h + 2 * h;
  EXPECT_DOUBLE_EQ(family("phi").parameterCount(), 2 * v * h + v + 2 * phi + 2 * h);
  double gptj = 4 * h * h + 2 * h * f + f + h + 2 * h;
  EXPECT_DOUBLE_EQ(family("gptj").parameterCount(), 2 * v * h + v + 2 * gptj + 2 * h);
  // 4 query and 2 KV heads of 128: q_norm and k_norm of 128 each (Qwen3), of
  // the projections' widths (OLMo-2).
  const std::string gqa = R"("num_key_value_heads": 2)";
  double q = 4 * 128, kv = 2 * 128, attention = h * (q + 2 * kv) + q * h;
  double qwen3 = attention + 3 * h * f + 2 * h + 2 * 128;
  EXPECT_DOUBLE_EQ(family("qwen3", gqa).parameterCount(), 2 * v * h + 2 * qwen3 + h);
  double olmo2 = attention + 3 * h * f + 2 * h + q + kv;
  EXPECT_DOUBLE_EQ(family("olmo2", gqa).parameterCount(), 2 * v * h + 2 * olmo2 + h);
  double gemma2 = 4 * h * h + 3 * h * f + 4 * h; // the sandwich's four norms
  EXPECT_DOUBLE_EQ(family("gemma2", R"("head_dim": 128)").parameterCount(),
                   v * h + 2 * gemma2 + h);
  double qwen2 = 4 * h * h + 3 * h * f + 3 * h + 2 * h; // q, k and v biases
  EXPECT_DOUBLE_EQ(family("qwen2").parameterCount(), 2 * v * h + 2 * qwen2 + h);
}

// num_key_value_heads defaults to the heads (MHA) in the generic families; GPT-2's and GPT-J's are MHA.
TEST(FamilyTraits, KvHeadsDefaultToHeads) {
  for (const char *type : {"gpt2", "gptj", "gpt_neox", "opt", "llama", "qwen2", "phi3", "starcoder2"})
    EXPECT_EQ(family(type).kvHeads, Heads) << type;
  EXPECT_EQ(family("llama", R"("num_key_value_heads": 1)").kvHeads, 1);
}

// Which reductions PyTorch's reduce kernel runs over the innermost dim (a row length the
// memory model floors with few rows): RMSNorm's mean and its backward's sum, over the hidden
// size; not LayerNorm's or log_softmax's own kernels, nor the column sums over the tokens.
TEST(FamilyTraits, RowReductionsAreTheReduceKernelsOverTheHidden) {
  std::map<std::string, double> rowLength;
  for (const char *type : {"llama", "gpt2"})
    for (const MemoryOpSpec &m : layer(family(type)))
      if (m.kind == MemoryKind::Reduction)
        rowLength[std::string(type) + ":" + m.role + ":" + m.name] = m.toMemoryOp().rowLength;
  for (const MemoryOpSpec &m : headMemoryOps(family("llama"), step()))
    if (m.kind == MemoryKind::Reduction)
      rowLength["llama:" + m.role + ":" + m.name] = m.toMemoryOp().rowLength;
  EXPECT_EQ(rowLength["llama:input_norm:mean"], H);
  EXPECT_EQ(rowLength["llama:input_norm:mul.grad_sum"], H);
  EXPECT_EQ(rowLength["llama:input_norm:weight.grad_sum"], 0);
  EXPECT_EQ(rowLength["gpt2:input_norm:layer_norm.stats"], 0);
  EXPECT_EQ(rowLength["gpt2:input_norm:layer_norm_grad_input.sums"], 0);
  EXPECT_EQ(rowLength["gpt2:input_norm:gamma_beta_backward"], 0);
  EXPECT_EQ(rowLength["llama:loss:log_softmax.logsumexp"], 0);
  EXPECT_EQ(rowLength.count("llama:input_norm:mean"), 1u);
}

// The fused QKV projection's gradient is Q's heads and the KV heads twice:
// GPT-NeoX's and Falcon's cat (and NeoX's copy back), Phi-3's zeroed whole
// for each slice, each sized (heads + 2 x KV heads) x head dim a token.
TEST(FamilyTraits, FusedQkvGradientsSpanTheKvHeadsOnce) {
  auto loops = [](const Ops &ops, const std::string &name) {
    for (const MemoryOpSpec &m : ops)
      if (m.pass == "bwd" && m.name == name)
        return std::vector<int64_t>(m.loops.begin(), m.loops.end());
    ADD_FAILURE() << "no " << name;
    return std::vector<int64_t>{};
  };
  ModelConfig falcon = family("falcon", R"("new_decoder_architecture": true, "num_kv_heads": 2)");
  ASSERT_TRUE(falcon.fusedQkv);
  EXPECT_EQ(loops(layer(falcon), "qkv.grad_cat"), (std::vector<int64_t>{B, S, Heads + 2 * 2, D}));
  ModelConfig phi3 = family("phi3", R"("num_key_value_heads": 2)");
  EXPECT_EQ(loops(layer(phi3), "qkv.slice.grad.zeros"),
            (std::vector<int64_t>{T, (Heads + 2 * 2) * D}));
}

// The KV cache's writes: a serving engine's static cache takes the step's new
// keys and values in place (read [B, S, KV, D] strided, written [B, KV, S, D]);
// Hugging Face's DynamicCache concatenates in decode (the whole new cache read
// and written) but in prefill has no cache to extend: the same write. Training
// writes no cache.
TEST(FamilyTraits, KvCacheWritesByPhaseAndCache) {
  ModelConfig c = family("llama", R"("num_key_value_heads": 2)");
  const int64_t KV = 2;
  for (bool dynamic : {false, true}) {
    ImportOptions prefill = step(StepPhase::Prefill);
    prefill.dynamicCache = dynamic;
    Ops ops = layer(c, 0, prefill);
    for (const char *which : {"cache_write.k", "cache_write.v"}) {
      EXPECT_EQ(kernels(ops, "kv_cache", "fwd", which), 1) << which << dynamic;
      EXPECT_DOUBLE_EQ(bytes(ops, "kv_cache", "fwd", which), 2 * 2.0 * B * KV * S * D)
          << which << dynamic;
    }
  }
  ImportOptions serving = decode(100), hf = decode(100);
  hf.dynamicCache = true;
  for (const char *which : {"cache_write.k", "cache_write.v"}) {
    EXPECT_DOUBLE_EQ(bytes(layer(c, 0, serving), "kv_cache", "fwd", which),
                     2 * 2.0 * B * KV * 1 * D)
        << which;
    EXPECT_DOUBLE_EQ(bytes(layer(c, 0, hf), "kv_cache", "fwd", which), 2 * 2.0 * B * KV * 101 * D)
        << which;
  }
  EXPECT_EQ(kernels(layer(c, 0, step()), "kv_cache", "fwd"), 0);
}

// GPT-J's eager attention over a DynamicCache in prefill: k read in the
// cache's [B, KV, S, D] layout (no k^T or v copy, as in decode), q's view
// copied as in training, and no backward.
TEST(FamilyTraits, GptJEagerAttentionInPrefillOverADynamicCache) {
  ModelConfig c = family("gptj");
  ImportOptions hf = step(StepPhase::Prefill);
  hf.dynamicCache = true;
  ASSERT_TRUE(layerAttention(c, hf, 0).eager);
  Ops ops = layer(c, 0, hf);
  EXPECT_DOUBLE_EQ(bytes(ops, "attention", "fwd", "k.upcast"), (2 + 4) * double(B) * Heads * S * D);
  EXPECT_EQ(kernels(ops, "attention", "fwd", "q.contiguous"), 1);
  for (const char *copy : {"k_t.contiguous", "v.contiguous"})
    EXPECT_EQ(kernels(ops, "attention", "fwd", copy), 0) << copy;
  EXPECT_EQ(kernels(ops, "attention", "bwd", ""), 0);
  // The same forward in training copies k^T and v.
  Ops train = layer(c, 0, step());
  for (const char *copy : {"k_t.contiguous", "v.contiguous"})
    EXPECT_EQ(kernels(train, "attention", "fwd", copy), 1) << copy;
}

// Over tensor parallelism each rank holds ceil(vocab / tp) of the logits' columns,
// as the LM head's GEMM splits them, and of the embedding table's rows (its
// gradient's scatter and a tied table's gradient sum): vocab 1001 over 2 ranks
// is 501 a rank, as 1002's is, not 500 as 1000's.
TEST(FamilyTraits, EachRanksLogitsAreTheCeilOfTheVocabShare) {
  ImportOptions o = step();
  o.tp = 2;
  auto headBytes = [&](int64_t vocab) {
    ModelConfig c = family("llama");
    c.vocab = vocab;
    std::map<std::string, double> out;
    c.tiedEmbeddings = true;
    for (const MemoryOpSpec &m : headMemoryOps(c, o))
      out[m.role + "/" + m.pass + "/" + m.name] += m.toMemoryOp().bytes() * double(m.count);
    return out;
  };
  std::map<std::string, double> odd = headBytes(1001), even = headBytes(1002), less = headBytes(1000);
  EXPECT_EQ(odd, even);
  EXPECT_NE(odd, less);
  for (const char *shard : {"embedding/bwd/embedding.grad", "embedding/bwd/tied.grad_sum"})
    EXPECT_NE(odd.at(shard), less.at(shard)) << shard;
  // The whole table's gradient sum is twice a rank's share.
  o.tp = 1;
  EXPECT_DOUBLE_EQ(headBytes(1002).at("embedding/bwd/tied.grad_sum"),
                   2 * even.at("embedding/bwd/tied.grad_sum"));
  o.tp = 2;
  ModelConfig c = family("llama");
  c.vocab = 1001;
  for (const GemmSpec &g : headGemms(c, o))
    if (g.role == "lm_head" && g.pass == "fwd")
      EXPECT_EQ(g.n, 501);
}

// Over tensor parallelism each rank's MLP holds ffn / tp of the intermediate:
// the activation's kernels between its column- and row-parallel GEMMs run over
// that share (SwiGLU's product: gate and up in, the product out).
TEST(FamilyTraits, EachRanksActivationRunsOverItsShareOfTheIntermediate) {
  ImportOptions o = step();
  o.tp = 2;
  Ops llama = layer(family("llama"), 0, o);
  EXPECT_DOUBLE_EQ(bytes(llama, "activation", "fwd", "mul_up"), 3 * 2.0 * T * (F / 2));
  EXPECT_DOUBLE_EQ(bytes(llama, "activation", "fwd"), bytes(layer(family("llama")), "activation", "fwd") / 2);
}

// PyTorch's vectorized elementwise loop needs every input contiguous over the
// kernel's loops: an elementwise kernel with an input broadcast along one of
// them (RMSNorm's rows, a per-channel weight) runs its unvectorized loop, in
// every family, forward and backward.
TEST(FamilyTraits, BroadcastInputsRunTheUnvectorizedLoop) {
  int broadcast = 0;
  for (const char *type : {"gpt2", "gptj", "opt", "llama", "mistral", "qwen2", "qwen3", "phi",
                           "phi3", "falcon", "gemma", "gemma2", "olmo2", "stablelm", "starcoder2",
                           "gpt_neox", "mixtral"}) {
    Ops ops = layer(family(type));
    for (auto [i, m] : llvm::enumerate(ops)) {
      if (m.kind != MemoryKind::Elementwise && m.kind != MemoryKind::Strided)
        continue;
      // A row kernel (layer_norm, softmax: a CTA a row) is its sums and, next,
      // its write, which reads the sums broadcast: not the elementwise loop.
      if (m.outputRank != m.loops.size() || (i > 0 && ops[i - 1].rowKernel))
        continue;
      bool broadcastInput = false;
      for (const OperandSpec &in : m.inputs)
        broadcastInput |= !in.loops.empty() && in.loops.size() < m.loops.size();
      if (!broadcastInput)
        continue;
      ++broadcast;
      EXPECT_EQ(m.kind, MemoryKind::Strided) << type << " " << m.role << " " << m.pass << " " << m.name;
    }
  }
  EXPECT_GT(broadcast, 20);
}
