//===- ModelConfig.h - Transformer hyper-parameters and their GEMMs -*- C++ -*-===//
//
// A Hugging Face config.json read into plain data, and the GEMMs one training
// or inference step of such a model runs, per rank under tensor parallelism,
// as plain GemmSpecs. The importer writes them as IR; the advisor evaluates
// changed configurations with the same function, so the shapes it ranks are
// the shapes the importer would write. No MLIR here.
//
//===----------------------------------------------------------------------===//

#ifndef DIMTUNE_MODELCONFIG_MODELCONFIG_H
#define DIMTUNE_MODELCONFIG_MODELCONFIG_H

#include "dimtune/CostModel/GemmKey.h"

#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/Support/Error.h"

#include <optional>
#include <string>
#include <vector>

namespace dimtune {

/// How a layer normalizes: LayerNorm (one fused kernel in eager PyTorch) or
/// RMSNorm as Hugging Face writes it (casts, pow, mean, rsqrt, muls): Llama's
/// scales by the weight after the cast back, Gemma's by (1 + weight) in fp32
/// before it.
enum class NormKind { Layer, Rms, GemmaRms };
/// The MLP's activation as the model's PyTorch code runs it: "gelu_new" is
/// Hugging Face's tanh formula, eight eager kernels; the others one kernel.
enum class Activation { GeluTanhFormula, GeluTanh, Gelu, Relu, Silu };
/// A norm on the queries and keys before RoPE: none, over each head's dims
/// (Qwen3's q_norm/k_norm) or over the whole projection (OLMo-2's).
enum class QkNorm { None, PerHead, Whole };

/// An activation's Hugging Face name ("gelu_new", "gelu_pytorch_tanh", ...).
llvm::StringRef activationName(Activation activation);
/// The activation a Hugging Face name stands for, its aliases ("gelu_fast",
/// "gelu_tanh", "swish") too; none for a name dimtune does not know.
std::optional<Activation> parseActivation(llvm::StringRef name);

struct ModelConfig {
  std::string family;    ///< Hugging Face model_type: gpt2, llama, falcon, ...
  int64_t hidden = 0;    ///< hidden_size
  int64_t heads = 0;     ///< num_attention_heads
  int64_t kvHeads = 0;   ///< num_key_value_heads (grouped- or multi-query)
  int64_t headDim = 0;   ///< hidden / heads unless the config says
  int64_t ffn = 0;       ///< intermediate_size
  int64_t vocab = 0;     ///< vocab_size
  int64_t layers = 0;    ///< num_hidden_layers
  bool gated = false;    ///< gate and up projections (SwiGLU/GeGLU)
  bool fusedQkv = false; ///< one QKV GEMM (GPT-2, NeoX, Falcon, Phi-3) or three
  bool fusedGateUp = false; ///< one gate-and-up GEMM (Phi-3's gate_up_proj)
  /// The layers' weights stored [in, out] (GPT-2's Conv1D: y = x W), not as
  /// nn.Linear's [out, in]: other operand layouts, and dW = X^T dY.
  bool conv1dWeights = false;
  bool tiedEmbeddings = false;
  int64_t experts = 0;         ///< MoE: num_local_experts (0: dense)
  int64_t expertsPerToken = 0; ///< MoE: num_experts_per_tok

  // What the non-GEMM work of a step depends on, with Hugging Face's defaults.
  NormKind norm = NormKind::Layer;
  Activation activation = Activation::Gelu;
  int64_t rotaryDim = 0;         ///< Head dims rotated (0: learned positions).
  /// RoPE's sin and cos gathered from a table built once (GPT-J), not the
  /// angles computed each step (inv_freq x positions, an fp32 GEMM of k = 1).
  bool rotaryTable = false;
  bool learnedPositions = false; ///< A position embedding added to the tokens'.
  bool parallelBlock = false; ///< Attention and MLP read the same norm (GPT-J, NeoX, Phi, Falcon).
  int64_t parallelNorms = 1;  ///< Norms of a parallel block (2: Falcon's ln_attn and ln_mlp).
  bool sandwichNorms = false; ///< Norms before and after attention and MLP (Gemma-2): 4 a layer.
  QkNorm qkNorm = QkNorm::None;
  bool scaledEmbeddings = false; ///< The embeddings times sqrt(hidden) (Gemma).
  /// Hugging Face's attention runs on SDPA's math path, in fp32: Falcon's
  /// multi-query layers call SDPA with one KV head and no enable_gqa, which
  /// its fused kernels refuse; the math path upcasts bf16 and f16 to fp32.
  /// (Serving engines' prefill and decode call the fused kernels.)
  bool mathAttention = false;
  /// Hugging Face runs the model's own attention code, not SDPA (transformers
  /// 5.17 refuses SDPA for GPT-J): q and k cast to fp32, QK^T and the softmax
  /// in fp32, the probabilities cast back, PV in the model's dtype; each a
  /// kernel of its own. (Serving engines call fused kernels.)
  bool eagerAttention = false;
  /// Biases of q, k and v; of the attention's output projection; of the MLP
  /// (gate, up and down alike, as Llama's mlp_bias).
  bool attentionBias = false, outputBias = false, mlpBias = false;
  bool lmHeadBias = false; ///< A bias on the LM head (Phi's and GPT-J's lm_head).
  int64_t slidingWindow = 0; ///< Attention window (0: none); Hugging Face then passes a mask.
  /// With a window, every n-th layer attends to all keys (Gemma-2: 2); 0:
  /// every layer has the window.
  int64_t slidingWindowPattern = 0;
  /// The first windowed layer (Qwen's max_window_layers); those before attend
  /// to all keys.
  int64_t slidingWindowFrom = 0;
  /// tanh soft-capping of the attention scores and of the final logits
  /// (Gemma-2; 0: none), as cap * tanh(x / cap).
  double attnSoftcap = 0, finalSoftcap = 0;
  int64_t maxPositions = 0;  ///< max_position_embeddings (0: the config gives none).
  /// Rows a learned position table keeps beyond maxPositions (OPT's 2).
  int64_t positionTableOffset = 0;

  /// Parameters of the whole model as Hugging Face builds it: the layers'
  /// weights, biases and norms, the embeddings (token and learned
  /// positions), the final norm and the LM head; what the advisor's
  /// parameter-count change and serving's weight bytes stand on.
  double parameterCount() const;
  /// The norms a layer applies to its hidden states (not the queries' and
  /// keys'), each named by where it sits, in the order they run: the input
  /// norm (a parallel block's one or two), the post-attention norm of a
  /// sequential block, Gemma-2's sandwich around the MLP. The step's norm
  /// kernels and the parameter count both read this list.
  llvm::SmallVector<llvm::StringLiteral, 4> layerNorms() const;
  int64_t normsPerLayer() const { return int64_t(layerNorms().size()); }
  /// Whether layer `layer` (from 0) attends through the sliding window.
  bool slidingLayer(int64_t layer) const {
    return slidingWindow > 0 && layer >= slidingWindowFrom &&
           !(slidingWindowPattern > 0 && (layer + 1) % slidingWindowPattern == 0);
  }
  /// Checks the divisibility the model needs; the error names the field.
  llvm::Error validate() const;
};

/// Which step of a model: a training step (forward, loss, backward), a
/// forward pass with its loss, or serving's two: the prefill of a prompt
/// (which writes the KV cache and computes the last token's logits) and one
/// decode step (a new token for each sequence, over the cache).
enum class StepPhase { Train, Forward, Prefill, Decode };

llvm::StringRef stepPhaseName(StepPhase phase);
std::optional<StepPhase> parseStepPhase(llvm::StringRef name);

struct ImportOptions {
  int64_t microBatch = 1, seq = 1024, tp = 1;
  bool sequenceParallel = false;
  StepPhase phase = StepPhase::Forward;
  /// Decode: tokens in the KV cache before the step.
  int64_t kvLen = 0;
  /// The projections as serving engines run them: Q, K and V in one GEMM,
  /// gate and up in one (Hugging Face runs them as the model is written).
  bool fusedProjections = false;
  /// Decode: Hugging Face's DynamicCache, whose update concatenates the new
  /// keys and values to the cache (a static cache writes them in place).
  bool dynamicCache = false;
  int64_t layers = 1; ///< Layers to write (the rest repeat them).
  std::string dtype = "bf16";

  /// The element type `dtype` names (validateParallelism refuses any other name;
  /// asking before it is a programming error, reported as fatal).
  ElementType elementType() const;
  bool training() const { return phase == StepPhase::Train; }
  bool decode() const { return phase == StepPhase::Decode; }
  /// Hugging Face's own Python runs the step (a training or forward step, or
  /// decode over its DynamicCache), not a serving engine.
  bool huggingFaceStep() const {
    return phase == StepPhase::Train || phase == StepPhase::Forward || dynamicCache;
  }
  /// Tokens the step computes: one per sequence in decode.
  int64_t tokens() const { return microBatch * queryLen(); }
  /// Each sequence's queries (1 in decode) and the keys they attend to (the
  /// cache and the new token in decode).
  int64_t queryLen() const { return decode() ? 1 : seq; }
  int64_t keyLen() const { return decode() ? kvLen + 1 : seq; }
  /// Rows of the LM head: every token, or the last of each sequence in the
  /// serving phases.
  int64_t logitTokens() const {
    return phase == StepPhase::Prefill || decode() ? microBatch : tokens();
  }
};

/// Whether a step of `c` runs its eager attention: where Hugging Face's own
/// code runs the step (layerGemms, layerMemoryOps and layerAttention all ask
/// here).
inline bool runsEagerAttention(const ModelConfig &c, const ImportOptions &o) {
  return c.eagerAttention && o.huggingFaceStep();
}

/// A norm's name in the dimtune.model attribute: "rms" or "layer".
llvm::StringRef normName(NormKind norm);
/// The norm a name stands for; none for another name.
std::optional<NormKind> parseNorm(llvm::StringRef name);
/// The q/k norm's name in the attribute: "none", "head" or "whole".
llvm::StringRef qkNormName(QkNorm norm);
std::optional<QkNorm> parseQkNorm(llvm::StringRef name);

/// Calls `visit(name, member)` for every int64_t, double, bool and std::string field
/// of a model and its import options, under the name the dimtune.model
/// attribute and the advice report give it (Hugging Face's where it has one).
/// The one list the attribute's writer and reader and the report walk, so
/// they cannot drift apart. (Norm, activation and phase are enums, named
/// beside.)
template <typename Config, typename Options, typename Visit>
void forEachModelField(Config &c, Options &o, Visit &&visit) {
  visit("model_type", c.family);
  visit("hidden_size", c.hidden);
  visit("num_attention_heads", c.heads);
  visit("num_key_value_heads", c.kvHeads);
  visit("head_dim", c.headDim);
  visit("intermediate_size", c.ffn);
  visit("vocab_size", c.vocab);
  visit("num_hidden_layers", c.layers);
  visit("num_local_experts", c.experts);
  visit("num_experts_per_tok", c.expertsPerToken);
  visit("rotary_dim", c.rotaryDim);
  visit("rotary_table", c.rotaryTable);
  visit("sliding_window", c.slidingWindow);
  visit("sliding_window_pattern", c.slidingWindowPattern);
  visit("max_window_layers", c.slidingWindowFrom);
  visit("attn_logit_softcapping", c.attnSoftcap);
  visit("final_logit_softcapping", c.finalSoftcap);
  visit("max_position_embeddings", c.maxPositions);
  visit("position_table_offset", c.positionTableOffset);
  visit("gated_mlp", c.gated);
  visit("fused_qkv", c.fusedQkv);
  visit("fused_gate_up", c.fusedGateUp);
  visit("conv1d_weights", c.conv1dWeights);
  visit("tie_word_embeddings", c.tiedEmbeddings);
  visit("learned_positions", c.learnedPositions);
  visit("parallel_block", c.parallelBlock);
  visit("parallel_norms", c.parallelNorms);
  visit("sandwich_norms", c.sandwichNorms);
  visit("scaled_embeddings", c.scaledEmbeddings);
  visit("math_attention", c.mathAttention);
  visit("eager_attention", c.eagerAttention);
  visit("attention_bias", c.attentionBias);
  visit("output_bias", c.outputBias);
  visit("mlp_bias", c.mlpBias);
  visit("lm_head_bias", c.lmHeadBias);
  visit("micro_batch", o.microBatch);
  visit("seq", o.seq);
  visit("tp", o.tp);
  visit("sequence_parallel", o.sequenceParallel);
  visit("kv_len", o.kvLen);
  visit("fused_projections", o.fusedProjections);
  visit("dynamic_cache", o.dynamicCache);
  visit("layers_written", o.layers);
  visit("dtype", o.dtype);
}

/// How a config.json is read.
struct HfReadOptions {
  /// The step it is read for: dropout matters to a training step only.
  StepPhase phase = StepPhase::Forward;
  /// A field that would change the step in a way dimtune does not model is a
  /// warning (each named in `warnings`), not an error.
  bool allowUnmodelled = false;
  /// Where warnings go (fields not modelled under allowUnmodelled, fields
  /// dimtune does not know); none: dropped.
  std::vector<std::string> *warnings = nullptr;
};

/// Reads a config.json of a family in the table of HfFamilies.cpp (GPT-2,
/// GPT-NeoX, GPT-J, OPT, Llama, Mistral, Qwen2, Qwen3, Falcon, Phi, Phi-3,
/// Gemma, Gemma-2, Mixtral, OLMo-2, StableLM, StarCoder2). A missing, mistyped
/// or inconsistent field, or one that changes the step in a way dimtune does
/// not model, is an error naming the file and the field.
llvm::Expected<ModelConfig> parseHfConfig(llvm::StringRef text, llvm::StringRef origin,
                                          const HfReadOptions &options = {});
/// The model_types parseHfConfig reads, in its table's order.
std::vector<llvm::StringRef> supportedModelTypes();

/// How validateParallelism's errors name the options: as dimtune-import's
/// flags (--tp), or as the dimtune.model attribute's fields they were read
/// from (tp).
enum class OptionNames { Flags, ModelAttribute };

/// Checks the parallelism against the model (T divides heads and FFN, ...).
llvm::Error validateParallelism(const ModelConfig &config, const ImportOptions &options,
                                OptionNames names = OptionNames::Flags);

/// One GEMM of the step, per rank. A is [m,k] (contiguous K) or [k,m] (M),
/// B is [k,n] (N) or [n,k] (K), C is [m,n].
struct GemmSpec {
  std::string role, pass; ///< qkv|q|k|v|attn_out|mlp_gate|mlp_up|mlp_gate_up|mlp_down|router|lm_head|rotary|attn_score|attn_context;
                          ///< fwd|dgrad|wgrad
  int64_t batch = 1, m = 0, n = 0, k = 0;
  GemmDim aContig = GemmDim::K, bContig = GemmDim::K;
  /// Its own element type (the rotary angles' fp32); none: the model's.
  std::optional<ElementType> type;

  /// The GEMM as the cost model keys it, `modelType` unless it has its own.
  GemmKey key(ElementType modelType) const {
    return denseGemmKey(type.value_or(modelType), batch, m, n, k, aContig, bContig);
  }
};

/// What a serving step holds in device memory, per rank: the weights, the KV
/// cache of the batch at its context, and the workspace (a fixed reserve for
/// the CUDA context, library workspaces and the allocator's slack, plus the
/// largest activations the step keeps at once).
struct ServingMemory {
  double weightsBytes = 0, kvCacheBytes = 0, workspaceBytes = 0;
  double kvBytesPerToken = 0; ///< Per token of context, over all layers.
  double totalBytes() const { return weightsBytes + kvCacheBytes + workspaceBytes; }
};
/// The workspace's fixed reserve.
constexpr double kServingReserveBytes = double(1ull << 30);
ServingMemory servingMemory(const ModelConfig &config, const ImportOptions &options);

/// attn_score and attn_context: the products a fused attention kernel runs
/// (GEMMs of their own on SDPA's math path and in eager attention).
bool isAttentionRole(llvm::StringRef role);

/// The GEMMs of one transformer layer, per rank.
std::vector<GemmSpec> layerGemms(const ModelConfig &config, const ImportOptions &options);
/// The LM head's GEMMs (vocab split over T).
std::vector<GemmSpec> headGemms(const ModelConfig &config, const ImportOptions &options);

} // namespace dimtune

#endif // DIMTUNE_MODELCONFIG_MODELCONFIG_H
