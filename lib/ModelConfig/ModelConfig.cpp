//===- ModelConfig.cpp - Transformer hyper-parameters and their GEMMs -----===//

#include "dimtune/ModelConfig/ModelConfig.h"
#include "dimtune/Target/EnumNames.h"

#include "llvm/Support/ErrorHandling.h"
#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/MathExtras.h"

using namespace llvm;

namespace dimtune {

/// Hugging Face's names (hidden_act), the first of each the one dimtune writes.
static constexpr EnumName<Activation> kActivationNames[] = {
    {Activation::GeluTanhFormula, "gelu_new"},
    {Activation::GeluTanhFormula, "gelu_fast"},
    {Activation::GeluTanh, "gelu_pytorch_tanh"},
    {Activation::GeluTanh, "gelu_tanh"},
    {Activation::Gelu, "gelu"},
    {Activation::Relu, "relu"},
    {Activation::Silu, "silu"},
    {Activation::Silu, "swish"}};

StringRef activationName(Activation activation) { return nameIn(kActivationNames, activation); }

std::optional<Activation> parseActivation(StringRef name) {
  return parseIn(kActivationNames, name);
}

static constexpr EnumName<NormKind> kNormNames[] = {
    {NormKind::Rms, "rms"}, {NormKind::GemmaRms, "gemma_rms"}, {NormKind::Layer, "layer"}};

StringRef normName(NormKind norm) { return nameIn(kNormNames, norm); }

static constexpr EnumName<StepPhase> kPhaseNames[] = {{StepPhase::Train, "train"},
                                                      {StepPhase::Forward, "forward"},
                                                      {StepPhase::Prefill, "prefill"},
                                                      {StepPhase::Decode, "decode"}};

StringRef stepPhaseName(StepPhase phase) { return nameIn(kPhaseNames, phase); }

std::optional<StepPhase> parseStepPhase(StringRef name) { return parseIn(kPhaseNames, name); }

std::optional<NormKind> parseNorm(StringRef name) { return parseIn(kNormNames, name); }

static constexpr EnumName<QkNorm> kQkNormNames[] = {
    {QkNorm::None, "none"}, {QkNorm::PerHead, "head"}, {QkNorm::Whole, "whole"}};

StringRef qkNormName(QkNorm norm) { return nameIn(kQkNormNames, norm); }

std::optional<QkNorm> parseQkNorm(StringRef name) { return parseIn(kQkNormNames, name); }

/// Sizes dimtune computes with in 64-bit integers and writes as tensor types.
/// Experts a layer may have: each is written out, GEMM by GEMM.
constexpr int64_t kMostExperts = 1024;
/// The largest size a config may give (and an import may make).
constexpr int64_t kMostSize = int64_t(1) << 31;

Error ModelConfig::validate() const {
  if (hidden <= 0 || heads <= 0 || kvHeads <= 0 || headDim <= 0 || ffn <= 0 || vocab <= 0 ||
      layers <= 0)
    return createStringError(inconvertibleErrorCode(), "every size must be positive");
  for (auto [name, value] : {std::pair{"hidden_size", hidden},
                             {"num_attention_heads", heads},
                             {"num_key_value_heads", kvHeads},
                             {"head_dim", headDim},
                             {"intermediate_size", ffn},
                             {"vocab_size", vocab},
                             {"num_hidden_layers", layers}})
    if (value >= kMostSize)
      return createStringError(inconvertibleErrorCode(), "%s (%lld) is beyond 2^31", name,
                               (long long)value);
  if (double(heads) * double(headDim) >= double(kMostSize))
    return createStringError(inconvertibleErrorCode(),
                             "num_attention_heads x head_dim is beyond 2^31");
  if (experts > kMostExperts)
    return createStringError(inconvertibleErrorCode(), "num_local_experts (%lld) is beyond %lld",
                             (long long)experts, (long long)kMostExperts);
  if (heads % kvHeads != 0)
    return createStringError(
        inconvertibleErrorCode(),
        "num_key_value_heads (%lld) does not divide num_attention_heads (%lld)", (long long)kvHeads,
        (long long)heads);
  if (parallelNorms != 1 && parallelNorms != 2)
    return createStringError(inconvertibleErrorCode(),
                             "num_ln_in_parallel_attn (%lld) must be 1 or 2",
                             (long long)parallelNorms);
  if (slidingWindowPattern < 0 || !(attnSoftcap >= 0) || !(finalSoftcap >= 0))
    return createStringError(inconvertibleErrorCode(),
                             "sliding_window_pattern and the soft-capping must not be negative");
  if (slidingWindowFrom < 0)
    return createStringError(inconvertibleErrorCode(), "max_window_layers (%lld) is negative",
                             (long long)slidingWindowFrom);
  if (positionTableOffset < 0 || positionTableOffset >= kMostSize)
    return createStringError(inconvertibleErrorCode(),
                             "position_table_offset (%lld) must be between 0 and 2^31",
                             (long long)positionTableOffset);
  if (learnedPositions && maxPositions == 0)
    return createStringError(inconvertibleErrorCode(),
                             "learned position embeddings need max_position_embeddings > 0");
  if (experts > 0 && (expertsPerToken <= 0 || expertsPerToken > experts))
    return createStringError(inconvertibleErrorCode(),
                             "num_experts_per_tok must be between 1 and num_local_experts");
  return Error::success();
}

Error validateParallelism(const ModelConfig &c, const ImportOptions &o, OptionNames names) {
  auto error = [](const Twine &message) {
    return createStringError(inconvertibleErrorCode(), message.str());
  };
  // Each option as the user gave it: a flag, or a field of the attribute.
  bool flags = names == OptionNames::Flags;
  auto name = [&](StringRef flag, StringRef field) { return flags ? flag : field; };
  StringRef batch = name("--micro-batch", "micro_batch"), seq = name("--seq", "seq"),
            tp = name("--tp", "tp"), layers = name("--layers", "layers_written"),
            kvLen = name("--kv-len", "kv_len"), sp = name("--sp", "sequence_parallel"),
            dtype = name("--dtype", "dtype");
  std::string decode = flags ? "--phase decode" : "phase 'decode'";
  if (o.microBatch <= 0 || o.seq <= 0 || o.tp <= 0 || o.layers <= 0)
    return error(formatv("{0}, {1}, {2} and {3} must be positive", batch, seq, tp, layers));
  if (o.decode()) {
    if (o.kvLen <= 0)
      return error(formatv("{0} needs {1}, the tokens in the cache (positive)", decode,
                           flags ? "--kv-len L" : "kv_len"));
    if (c.maxPositions > 0 && o.kvLen + 1 > c.maxPositions)
      return error(formatv("{0} {1} and the new token are past the model's "
                           "max_position_embeddings ({2})",
                           kvLen, o.kvLen, c.maxPositions));
  } else if (o.kvLen != 0) {
    return error(formatv("{0} is for {1}", kvLen, decode));
  }
  if (o.phase == StepPhase::Prefill && c.maxPositions > 0 && o.seq > c.maxPositions)
    return error(formatv("{0} {1} of the prompt is past the model's max_position_embeddings ({2})",
                         seq, o.seq, c.maxPositions));
  if (o.sequenceParallel && o.decode())
    return error(formatv("{0} splits a sequence: {1} has one token per sequence", sp, decode));
  // Tokens (micro-batch x seq) and the scores of attention (x seq again) are
  // tensor sizes: they must stay within what dimtune computes with.
  if (double(o.microBatch) * double(o.queryLen()) >= double(kMostSize) ||
      double(o.microBatch) * double(o.keyLen()) >= double(kMostSize))
    return error(formatv("{0} {1} x {2} {3} tokens is beyond 2^31", batch, o.microBatch, seq,
                         o.decode() ? o.keyLen() : o.seq));
  if (double(o.microBatch) * double(c.heads) * double(o.queryLen()) * double(o.keyLen()) >=
      double(int64_t(1) << 50))
    return error(formatv("attention scores ({0} x heads x {1}^2) beyond 2^50 elements", batch, seq));
  if (c.heads % o.tp != 0)
    return error(formatv("{0} {1} does not divide num_attention_heads ({2})", tp, o.tp, c.heads));
  if (c.kvHeads >= o.tp ? c.kvHeads % o.tp != 0 : o.tp % c.kvHeads != 0)
    return error(formatv("{0} {1} and num_key_value_heads ({2}) do not divide one another", tp,
                         o.tp, c.kvHeads));
  if (c.ffn % o.tp != 0)
    return error(formatv("{0} {1} does not divide the FFN size ({2})", tp, o.tp, c.ffn));
  if (o.sequenceParallel && o.tp == 1)
    return error(formatv("{0} needs {1} > 1", sp, tp));
  if (o.sequenceParallel && o.seq % o.tp != 0)
    return error(formatv("{0}: {1} {2} does not divide {3} {4}", sp, tp, o.tp, seq, o.seq));
  if (o.dtype != "bf16" && o.dtype != "f16" && o.dtype != "f32")
    return error(formatv("{0} must be bf16, f16 or f32, got '{1}'", dtype, o.dtype));
  return Error::success();
}

ElementType ImportOptions::elementType() const {
  std::optional<ElementType> type = parseElementType(dtype);
  if (!type)
    llvm::report_fatal_error(llvm::Twine("dtype '") + dtype + "' read before validateParallelism");
  return *type;
}

double ModelConfig::parameterCount() const {
  double h = hidden, q = double(heads) * headDim, kv = double(kvHeads) * headDim;
  double attention = h * (q + 2 * kv) + q * h + (attentionBias ? q + 2 * kv : 0) +
                     (outputBias ? h : 0);
  double expertMlp = (gated ? 3.0 : 2.0) * h * ffn +
                     (mlpBias ? (gated ? 2.0 : 1.0) * double(ffn) + h : 0);
  double mlp = experts > 0 ? double(experts) * (expertMlp + h) : expertMlp; // + the router
  // LayerNorm has a weight and a bias, RMSNorm a weight.
  double normSize = norm == NormKind::Layer ? 2 * h : h;
  double qkNorms = qkNorm == QkNorm::PerHead ? 2.0 * headDim : qkNorm == QkNorm::Whole ? q + kv : 0;
  double layer = attention + mlp + double(normsPerLayer()) * normSize + qkNorms;
  double embeddings = double(vocab) * h * (tiedEmbeddings ? 1 : 2) + (lmHeadBias ? vocab : 0);
  if (learnedPositions)
    embeddings += double(maxPositions + positionTableOffset) * h;
  return embeddings + double(layers) * layer + normSize;
}

llvm::SmallVector<llvm::StringLiteral, 4> ModelConfig::layerNorms() const {
  llvm::SmallVector<llvm::StringLiteral, 4> sites;
  // A parallel block may normalize attention's and the MLP's input apart
  // (validate() allows parallel_norms of 1 or 2).
  sites.append(parallelBlock && parallelNorms == 2 ? 2 : 1, "input_norm");
  if (!parallelBlock)
    sites.push_back("post_attention_norm");
  if (sandwichNorms) // Gemma-2 normalizes the MLP's input and output too
    sites.append({"pre_mlp_norm", "post_mlp_norm"});
  return sites;
}

/// How a layer's weight is stored: nn.Linear's [out, in] (y = x W^T), or
/// GPT-2's Conv1D [in, out] (y = x W, through addmm).
enum class WeightLayout { Linear, Conv1D };

/// y = x W^T and, when training, its dgrad (dX = dY W) and wgrad (dW = dY^T X);
/// for a Conv1D weight y = x W, dX = dY W^T and dW = X^T dY.
static void linear(std::vector<GemmSpec> &out, StringRef role, int64_t tokens, int64_t n, int64_t k,
                   bool training, WeightLayout weight = WeightLayout::Linear) {
  const GemmDim M = GemmDim::M, N = GemmDim::N, K = GemmDim::K;
  bool conv1d = weight == WeightLayout::Conv1D;
  out.push_back({role.str(), "fwd", 1, tokens, n, k, K, conv1d ? N : K});
  if (!training)
    return;
  out.push_back({role.str(), "dgrad", 1, tokens, k, n, K, conv1d ? K : N});
  if (conv1d)
    out.push_back({role.str(), "wgrad", 1, k, n, tokens, M, N});
  else
    out.push_back({role.str(), "wgrad", 1, n, k, tokens, M, N});
}

/// A mixture of experts' linear as torch._grouped_mm runs it (Hugging Face's
/// grouped_mm experts): one kernel over the experts' groups of routed tokens,
/// each group an nn.Linear product with that expert's [out, in] weight. The
/// groups are taken as equal (balanced routing), so it is the batched GEMM of
/// `experts` groups of `tokensPerExpert` rows; its gradients are too.
static void groupedLinear(std::vector<GemmSpec> &out, StringRef role, int64_t experts,
                          int64_t tokensPerExpert, int64_t n, int64_t k, bool training) {
  const GemmDim M = GemmDim::M, N = GemmDim::N, K = GemmDim::K;
  out.push_back({role.str(), "fwd", experts, tokensPerExpert, n, k, K, K});
  if (!training)
    return;
  out.push_back({role.str(), "dgrad", experts, tokensPerExpert, k, n, K, N});
  out.push_back({role.str(), "wgrad", experts, n, k, tokensPerExpert, M, N});
}

/// The products of a fused kernel (or SDPA's math path): queries over keys,
/// the sequence over itself or one token over the cache.
static void attentionGemms(std::vector<GemmSpec> &out, const ModelConfig &c,
                           const ImportOptions &o) {
  int64_t bh = o.microBatch * (c.heads / o.tp), s = o.queryLen(), l = o.keyLen(), hd = c.headDim;
  const GemmDim M = GemmDim::M, N = GemmDim::N, K = GemmDim::K;
  out.push_back({"attn_score", "fwd", bh, s, l, hd, K, K});
  out.push_back({"attn_context", "fwd", bh, s, hd, l, K, N});
  if (!o.training())
    return;
  out.push_back({"attn_context", "dgrad", bh, s, l, hd, K, K}); // dP = dO V^T
  out.push_back({"attn_context", "wgrad", bh, l, hd, s, M, N}); // dV = P^T dO
  out.push_back({"attn_score", "dgrad", bh, s, hd, l, K, N});   // dQ = dS K
  out.push_back({"attn_score", "wgrad", bh, l, hd, s, M, N});   // dK = dS^T Q
}

/// Hugging Face's eager attention (GPT-J's _attn) as torch.matmul runs it:
/// bmm's of fp32 q and k (QK^T and its gradients on fp32 SIMT kernels), of
/// the bf16 probabilities and v (PV and its). Operand layouts as the H200's
/// profile of GPT-J's step has them: matmul copies the [B, S, H, D] views of q,
/// k^T and v contiguous before its bmm, so QK^T reads k^T N-major; over a
/// DynamicCache (prefill, decode) k is contiguous [B, H, T, D] and read K-major.
static void eagerAttentionGemms(std::vector<GemmSpec> &out, const ModelConfig &c,
                                const ImportOptions &o) {
  int64_t bh = o.microBatch * (c.heads / o.tp), s = o.queryLen(), l = o.keyLen(), hd = c.headDim;
  const GemmDim M = GemmDim::M, N = GemmDim::N, K = GemmDim::K;
  const ElementType F32 = ElementType::F32;
  bool cached = o.phase == StepPhase::Prefill || o.decode();
  out.push_back({"attn_score", "fwd", bh, s, l, hd, K, cached ? K : N, F32});
  out.push_back({"attn_context", "fwd", bh, s, hd, l, K, N});
  if (!o.training())
    return;
  out.push_back({"attn_context", "dgrad", bh, s, l, hd, K, K});  // dP = dO V^T
  out.push_back({"attn_context", "wgrad", bh, l, hd, s, M, N});  // dV = P^T dO
  out.push_back({"attn_score", "dgrad", bh, s, hd, l, K, K, F32}); // dQ = dS (K^T)^T
  out.push_back({"attn_score", "wgrad", bh, hd, l, s, M, N, F32}); // dK^T = Q^T dS
}

std::vector<GemmSpec> layerGemms(const ModelConfig &c, const ImportOptions &o) {
  std::vector<GemmSpec> out;
  int64_t t = o.tp, tokens = o.tokens(), h = c.hidden, hd = c.headDim;
  WeightLayout weight = c.conv1dWeights ? WeightLayout::Conv1D : WeightLayout::Linear;
  int64_t qLocal = c.heads / t * hd;
  // Fewer KV heads than ranks: each rank keeps (a replica of) one.
  int64_t kvLocal = std::max<int64_t>(c.kvHeads / t, 1) * hd;
  bool train = o.training();
  // Column-parallel projections see all tokens (sequence parallelism gathers
  // them first), so M stays micro-batch x seq.
  if (c.fusedQkv || o.fusedProjections) {
    linear(out, "qkv", tokens, qLocal + 2 * kvLocal, h, train, weight);
  } else {
    linear(out, "q", tokens, qLocal, h, train);
    linear(out, "k", tokens, kvLocal, h, train);
    linear(out, "v", tokens, kvLocal, h, train);
  }
  if (runsEagerAttention(c, o))
    eagerAttentionGemms(out, c, o);
  else
    attentionGemms(out, c, o);
  linear(out, "attn_out", tokens, h, qLocal, train, weight);
  int64_t ffnLocal = c.ffn / t;
  if (c.experts > 0) {
    linear(out, "router", tokens, c.experts, h, train);
    // Each expert sees its expected share of the routed tokens; gate and up
    // are one weight [experts, 2 x ffn, hidden].
    int64_t perExpert = llvm::divideCeilSigned(tokens * c.expertsPerToken, c.experts);
    groupedLinear(out, "mlp_gate_up", c.experts, perExpert, 2 * ffnLocal, h, train);
    groupedLinear(out, "mlp_down", c.experts, perExpert, h, ffnLocal, train);
    return out;
  }
  if (c.gated && (c.fusedGateUp || o.fusedProjections)) {
    linear(out, "mlp_gate_up", tokens, 2 * ffnLocal, h, train);
  } else {
    if (c.gated)
      linear(out, "mlp_gate", tokens, ffnLocal, h, train);
    linear(out, "mlp_up", tokens, ffnLocal, h, train, weight);
  }
  linear(out, "mlp_down", tokens, h, ffnLocal, train, weight);
  return out;
}

std::vector<GemmSpec> headGemms(const ModelConfig &c, const ImportOptions &o) {
  std::vector<GemmSpec> out;
  linear(out, "lm_head", o.logitTokens(), llvm::divideCeilSigned(c.vocab, o.tp), c.hidden,
         o.training());
  // The rotary embedding's angles, once a step for every layer: inv_freq
  // [rotary/2, 1] x positions [1, seq], in fp32 (autocast off), no backward.
  if (c.rotaryDim > 0 && !c.rotaryTable)
    out.push_back({"rotary", "fwd", 1, c.rotaryDim / 2, o.queryLen(), 1, GemmDim::K, GemmDim::N,
                   ElementType::F32});
  return out;
}

ServingMemory servingMemory(const ModelConfig &c, const ImportOptions &o) {
  ServingMemory m;
  double bytes = double(elementBytes(o.elementType()));
  double t = double(o.tp);
  // The layers and the LM head split over the ranks; each rank keeps the
  // KV heads it attends with (a replica where there are fewer than ranks).
  m.weightsBytes = c.parameterCount() / t * bytes;
  double kvHeads = std::max(double(c.kvHeads) / t, 1.0);
  m.kvBytesPerToken = 2.0 * double(c.layers) * kvHeads * double(c.headDim) * bytes;
  double contextTokens = double(o.microBatch) * double(o.decode() ? o.kvLen + 1 : o.seq);
  m.kvCacheBytes = m.kvBytesPerToken * contextTokens;
  // The step's largest live activations: the MLP's (gate and up), or the
  // logits in fp32.
  double tokens = double(o.tokens());
  double mlp = tokens * double(c.ffn) / t * (c.gated ? 3 : 2) * bytes;
  double logits = double(o.logitTokens()) * double(c.vocab) / t * 4;
  m.workspaceBytes =
      kServingReserveBytes + std::max(mlp, logits) + 4 * tokens * double(c.hidden) * bytes;
  return m;
}

bool isAttentionRole(llvm::StringRef role) {
  return role == "attn_score" || role == "attn_context";
}

} // namespace dimtune
