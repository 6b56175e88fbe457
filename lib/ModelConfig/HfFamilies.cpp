//===- HfFamilies.cpp - Hugging Face config.json, family by family --------===//
//
// One table row per model_type: the function that reads the fields the
// family's config class has (with that class's defaults) into a ModelConfig,
// and the fields that would change the step's shapes or kernels in a way
// dimtune does not model, with the values it does model. A config that sets
// such a field otherwise is refused with the field's name (a warning under
// HfReadOptions::allowUnmodelled); a field no row reads and no list names is
// a warning, so that nothing a config says is dropped without a word.
//
//===----------------------------------------------------------------------===//

#include "dimtune/ModelConfig/ModelConfig.h"
#include "dimtune/Target/JsonSupport.h"

#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/StringSet.h"
#include "llvm/Support/Format.h"
#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/JSON.h"

using namespace llvm;

namespace dimtune {

static Error configError(StringRef origin, const Twine &message) {
  return createStringError(inconvertibleErrorCode(), (origin + ": " + message).str());
}

namespace {
/// The largest size a config may give (and an import may make): beyond it
/// products of sizes would not fit the model's integers.
constexpr int64_t kMostSize = int64_t(1) << 31;

/// Reads fields of one config object, strictly typed, remembering the first
/// problem and every field it was asked for.
class FieldReader {
public:
  FieldReader(const json::Object &object, StringRef origin) : object(object), origin(origin) {}

  /// The first of `names` present, as a positive integer; `fallback` if none
  /// is present (0: the field is required).
  int64_t integer(std::initializer_list<StringRef> names, int64_t fallback = 0) {
    for (StringRef name : names) {
      const json::Value *v = get(name);
      if (!v || v->kind() == json::Value::Null)
        continue;
      std::optional<int64_t> i = v->getAsInteger();
      if (!i || *i <= 0) {
        fail("field '" + name + "' must be a positive integer");
        return 1;
      }
      // Refused here, before a default derived from it (4 x n_embd) could overflow.
      if (*i >= kMostSize) {
        fail("field '" + name + "' (" + std::to_string(*i) + ") is beyond 2^31");
        return 1;
      }
      return *i;
    }
    if (fallback == 0)
      fail("missing field '" + *names.begin() + "'");
    return fallback;
  }

  /// An optional non-negative integer (0: null).
  int64_t optionalInteger(StringRef name, int64_t fallback) {
    const json::Value *v = get(name);
    if (!v)
      return fallback;
    if (v->kind() == json::Value::Null)
      return 0;
    std::optional<int64_t> i = v->getAsInteger();
    if (!i || *i < 0 || *i >= kMostSize) {
      fail("field '" + name + "' must be a non-negative integer below 2^31 or null");
      return 0;
    }
    return *i;
  }

  bool boolean(StringRef name, bool fallback) {
    return typed(name, fallback, &json::Value::getAsBoolean, "true or false");
  }

  std::string string(StringRef name, StringRef fallback) {
    return typed(name, fallback.str(), &json::Value::getAsString, "a string");
  }

  /// A number in [0, 1] (a fraction of the head dim), or `fallback`.
  double fraction(StringRef name, double fallback) {
    double d = number(name, fallback);
    if (!(d >= 0 && d <= 1))
      fail("field '" + name + "' must be a number between 0 and 1");
    return d;
  }

  /// A positive number, 0 for null, `fallback` if absent.
  double positiveOrNull(StringRef name, double fallback) {
    const json::Value *v = get(name);
    if (v && v->kind() == json::Value::Null)
      return 0;
    double d = number(name, fallback);
    if (!(d > 0 && d < 1e30))
      fail("field '" + name + "' must be a positive number or null");
    return d;
  }

  /// hidden_act (or the family's name for it), a name dimtune knows.
  void activation(ModelConfig &c, StringRef name, StringRef fallback) {
    std::string act = string(name, fallback);
    if (std::optional<Activation> a = parseActivation(act))
      c.activation = *a;
    else
      fail("activation '" + act +
           "' is not supported (gelu_new, gelu_pytorch_tanh, gelu, relu, silu)");
  }

  /// The sizes under Hugging Face's generic names; `headDim` the family's
  /// default head_dim (0: hidden / heads).
  void genericSizes(ModelConfig &c, StringRef ffnName = "intermediate_size", int64_t headDim = 0) {
    c.hidden = integer({"hidden_size"});
    c.heads = integer({"num_attention_heads"});
    c.layers = integer({"num_hidden_layers"});
    c.ffn = integer({ffnName});
    c.kvHeads = integer({"num_key_value_heads"}, c.heads);
    c.headDim = integer({"head_dim"}, headDim > 0 ? headDim : -1);
    headDimFromHidden(c);
  }

  /// head_dim as hidden / heads where the config gives none.
  void headDimFromHidden(ModelConfig &c) {
    if (c.headDim > 0 || !error.empty())
      return;
    if (c.hidden % c.heads != 0)
      fail(formatv("num_attention_heads ({0}) does not divide hidden_size ({1}) and no "
                   "head_dim is given",
                   c.heads, c.hidden));
    c.headDim = c.hidden / c.heads;
  }

  const json::Object &config() const { return object; }
  bool wasRead(StringRef name) const { return read.contains(name); }
  Error take() { return error.empty() ? Error::success() : configError(origin, error); }
  void fail(const Twine &message) {
    if (error.empty())
      error = message.str();
  }

private:
  const json::Value *get(StringRef name) {
    read.insert(name);
    return object.get(name);
  }
  double number(StringRef name, double fallback) {
    return typed(name, fallback, &json::Value::getAsNumber, "a number");
  }
  /// A field of one JSON type read by `as`; `fallback` if absent or null,
  /// and if of another type (with the error naming it).
  template <typename T, typename As>
  T typed(StringRef name, T fallback, As as, StringRef type) {
    const json::Value *v = get(name);
    if (!v || v->kind() == json::Value::Null)
      return fallback;
    if (auto value = (v->*as)())
      return T(*value);
    fail("field '" + name + "' must be " + type);
    return fallback;
  }

  const json::Object &object;
  StringRef origin;
  std::string error;
  StringSet<> read;
};

// ---- How each family's config class reads (defaults as in transformers 5) ----

/// GPT-2's and GPT-J's names for the sizes (multi-head attention).
void gpt2Sizes(FieldReader &f, ModelConfig &c) {
  c.hidden = f.integer({"n_embd"});
  c.heads = f.integer({"n_head"});
  c.layers = f.integer({"n_layer"});
  c.ffn = f.integer({"n_inner"}, 4 * c.hidden);
  c.kvHeads = c.heads;
  f.headDimFromHidden(c);
}

void readGpt2(FieldReader &f, ModelConfig &c) {
  gpt2Sizes(f, c);
  c.fusedQkv = c.learnedPositions = c.attentionBias = c.outputBias = c.mlpBias = true;
  c.maxPositions = 1024; // GPT2Config's n_positions
  c.conv1dWeights = true;
  c.tiedEmbeddings = f.boolean("tie_word_embeddings", true);
  f.activation(c, "activation_function", "gelu_new");
}

void readGptJ(FieldReader &f, ModelConfig &c) {
  gpt2Sizes(f, c);
  c.rotaryDim = f.integer({"rotary_dim"}, 64);
  c.rotaryTable = true; // embed_positions
  c.parallelBlock = c.mlpBias = c.lmHeadBias = true;
  // transformers 5 has no SDPA for GPT-J: its _attn runs eagerly, QK^T in fp32.
  c.eagerAttention = true;
  c.tiedEmbeddings = f.boolean("tie_word_embeddings", false);
  f.activation(c, "activation_function", "gelu_new");
}

void readNeoX(FieldReader &f, ModelConfig &c) {
  f.genericSizes(c);
  c.fusedQkv = c.attentionBias = c.outputBias = c.mlpBias = true;
  c.rotaryDim = int64_t(double(c.headDim) * f.fraction("rotary_pct", 0.25));
  // Parallel or not, attention and the MLP read their own norms
  // (input_layernorm, post_attention_layernorm).
  c.parallelBlock = f.boolean("use_parallel_residual", true);
  c.parallelNorms = 2;
  c.tiedEmbeddings = f.boolean("tie_word_embeddings", false);
  f.activation(c, "hidden_act", "gelu");
}

void readOpt(FieldReader &f, ModelConfig &c) {
  f.genericSizes(c, "ffn_dim");
  c.learnedPositions = true;
  // OPTLearnedPositionalEmbedding keeps two rows before the positions' own.
  c.maxPositions = 2048;
  c.positionTableOffset = 2;
  c.attentionBias = c.outputBias = c.mlpBias = f.boolean("enable_bias", true);
  c.tiedEmbeddings = f.boolean("tie_word_embeddings", true);
  f.activation(c, "activation_function", "relu");
}

void readPhi(FieldReader &f, ModelConfig &c) {
  f.genericSizes(c);
  c.rotaryDim = int64_t(double(c.headDim) * f.fraction("partial_rotary_factor", 0.5));
  c.parallelBlock = c.attentionBias = c.outputBias = c.mlpBias = c.lmHeadBias = true;
  c.tiedEmbeddings = f.boolean("tie_word_embeddings", false);
  f.activation(c, "hidden_act", "gelu_new");
}

void readFalcon(FieldReader &f, ModelConfig &c) {
  c.hidden = f.integer({"hidden_size"});
  c.heads = f.integer({"num_attention_heads", "n_head"});
  c.layers = f.integer({"num_hidden_layers", "n_layer"});
  c.ffn = f.integer({"ffn_hidden_size"}, 4 * c.hidden);
  bool newDecoder = f.boolean("new_decoder_architecture", false);
  if (newDecoder)
    c.kvHeads = f.integer({"num_kv_heads"}, c.heads);
  else
    c.kvHeads = f.boolean("multi_query", true) ? 1 : c.heads;
  f.headDimFromHidden(c);
  c.fusedQkv = true;
  c.rotaryDim = c.headDim; // alibi: refused (kUnmodelledFalcon)
  // The new decoder normalizes attention's and the MLP's input apart (ln_attn,
  // ln_mlp) unless num_ln_in_parallel_attn says one.
  c.parallelBlock = newDecoder || f.boolean("parallel_attn", true);
  c.parallelNorms = newDecoder ? f.integer({"num_ln_in_parallel_attn"}, 2) : 1;
  c.attentionBias = c.outputBias = c.mlpBias = f.boolean("bias", false);
  c.tiedEmbeddings = f.boolean("tie_word_embeddings", true);
  c.activation = Activation::Gelu;
  // The old decoder hands SDPA its one KV head as is (the new one broadcasts
  // K and V to every query head first).
  c.mathAttention = !newDecoder && c.kvHeads < c.heads;
}

/// Llama's decoder layer, which the families below build on: RMSNorm before
/// attention and the MLP, a gated MLP, RoPE on every head dim, no biases
/// (attention_bias: q, k, v and o_proj; mlp_bias: gate, up and down).
void llamaBlock(FieldReader &f, ModelConfig &c, StringRef activation, bool attentionBias,
                bool tied) {
  c.norm = NormKind::Rms;
  c.gated = true;
  c.rotaryDim = c.headDim;
  c.attentionBias = c.outputBias = f.boolean("attention_bias", attentionBias);
  c.mlpBias = f.boolean("mlp_bias", false);
  c.tiedEmbeddings = f.boolean("tie_word_embeddings", tied);
  f.activation(c, "hidden_act", activation);
}

void readLlama(FieldReader &f, ModelConfig &c) {
  f.genericSizes(c);
  llamaBlock(f, c, "silu", false, false);
}

void readMistral(FieldReader &f, ModelConfig &c) {
  readLlama(f, c);
  c.slidingWindow = f.optionalInteger("sliding_window", 4096);
}

void readMixtral(FieldReader &f, ModelConfig &c) {
  readLlama(f, c);
  c.slidingWindow = f.optionalInteger("sliding_window", 0);
  c.experts = f.integer({"num_local_experts"});
  c.expertsPerToken = f.integer({"num_experts_per_tok"});
}

/// Qwen2 and Qwen3 window the layers from max_window_layers on (HF: layer i
/// slides when i >= max_window_layers), where use_sliding_window says so.
void qwenWindow(FieldReader &f, ModelConfig &c) {
  int64_t window = f.optionalInteger("sliding_window", 4096);
  int64_t from = f.optionalInteger("max_window_layers", 28);
  if (f.boolean("use_sliding_window", false) && from < c.layers) {
    c.slidingWindow = window;
    c.slidingWindowFrom = from;
  }
}

void readQwen2(FieldReader &f, ModelConfig &c) {
  f.genericSizes(c);
  llamaBlock(f, c, "silu", true, false);
  c.outputBias = false; // q, k and v only
  qwenWindow(f, c);
}

void readQwen3(FieldReader &f, ModelConfig &c) {
  f.genericSizes(c, "intermediate_size", 128);
  llamaBlock(f, c, "silu", false, false);
  c.qkNorm = QkNorm::PerHead;
  qwenWindow(f, c);
}

void readOlmo2(FieldReader &f, ModelConfig &c) {
  f.genericSizes(c);
  llamaBlock(f, c, "silu", false, false);
  // The norms follow attention and the MLP (no input norm): the same kernels.
  c.qkNorm = QkNorm::Whole;
}

void readGemma(FieldReader &f, ModelConfig &c) {
  f.genericSizes(c, "intermediate_size", 256);
  llamaBlock(f, c, "gelu_pytorch_tanh", false, true);
  // Gemma's MLP reads hidden_activation; its hidden_act is an old name.
  f.activation(c, "hidden_activation", "gelu_pytorch_tanh");
  c.scaledEmbeddings = true;
  c.norm = NormKind::GemmaRms; // output * (1 + weight.float()), then type_as(x)
}

void readGemma2(FieldReader &f, ModelConfig &c) {
  readGemma(f, c);
  c.sandwichNorms = true;
  // Local (windowed) and global layers alternate, the first local.
  c.slidingWindow = f.optionalInteger("sliding_window", 4096);
  c.slidingWindowPattern = 2;
  c.attnSoftcap = f.positiveOrNull("attn_logit_softcapping", 50.0);
  c.finalSoftcap = f.positiveOrNull("final_logit_softcapping", 30.0);
}

void readPhi3(FieldReader &f, ModelConfig &c) {
  f.genericSizes(c);
  llamaBlock(f, c, "silu", false, false);
  c.fusedQkv = c.fusedGateUp = true; // qkv_proj, gate_up_proj
  c.rotaryDim = int64_t(double(c.headDim) * f.fraction("partial_rotary_factor", 1.0));
  c.slidingWindow = f.optionalInteger("sliding_window", 0);
}

void readStableLm(FieldReader &f, ModelConfig &c) {
  f.genericSizes(c);
  c.gated = true;
  c.rotaryDim = int64_t(double(c.headDim) * f.fraction("partial_rotary_factor", 0.25));
  c.parallelBlock = f.boolean("use_parallel_residual", false);
  c.attentionBias = f.boolean("use_qkv_bias", false); // q, k, v only
  c.tiedEmbeddings = f.boolean("tie_word_embeddings", false);
  f.activation(c, "hidden_act", "silu");
}

void readStarcoder2(FieldReader &f, ModelConfig &c) {
  f.genericSizes(c);
  c.rotaryDim = c.headDim;
  c.attentionBias = c.outputBias = c.mlpBias = f.boolean("use_bias", true);
  c.slidingWindow = f.optionalInteger("sliding_window", 0);
  c.tiedEmbeddings = f.boolean("tie_word_embeddings", true);
  f.activation(c, "hidden_act", "gelu_pytorch_tanh");
}

// ---- What dimtune does not model ----

/// A field that changes the step in a way dimtune does not model unless its
/// value is one `modelled` accepts (absent always is).
struct UnmodelledField {
  StringRef name;
  bool (*modelled)(const json::Value &value, const ModelConfig &c);
  StringRef effect; ///< What the field would change, for the message.
  bool trainingOnly = false;
};

bool nullOrFalse(const json::Value &v, const ModelConfig &) {
  return v.kind() == json::Value::Null || v.getAsBoolean() == std::optional<bool>(false);
}
bool nullOrTrue(const json::Value &v, const ModelConfig &) {
  return v.kind() == json::Value::Null || v.getAsBoolean() == std::optional<bool>(true);
}
bool nullOrZero(const json::Value &v, const ModelConfig &) {
  return v.kind() == json::Value::Null || v.getAsNumber() == std::optional<double>(0.0);
}
bool nullOrHidden(const json::Value &v, const ModelConfig &c) {
  return v.kind() == json::Value::Null || v.getAsInteger() == std::optional<int64_t>(c.hidden);
}

const UnmodelledField kUnmodelledAll[] = {
    {"quantization_config", nullOrFalse, "quantized weights run other GEMM kernels"},
    {"is_encoder_decoder", nullOrFalse, "an encoder-decoder adds cross-attention"},
    {"add_cross_attention", nullOrFalse, "cross-attention adds attention and GEMMs"},
    // Dropout draws a mask and multiplies in every dropped tensor (and changes
    // SDPA's kernel); dimtune prices a training step without it.
    {"attention_dropout", nullOrZero, "dropout kernels in training", true},
    {"attn_pdrop", nullOrZero, "dropout kernels in training", true},
    {"resid_pdrop", nullOrZero, "dropout kernels in training", true},
    {"embd_pdrop", nullOrZero, "dropout kernels in training", true},
    {"hidden_dropout", nullOrZero, "dropout kernels in training", true},
    {"residual_dropout", nullOrZero, "dropout kernels in training", true},
    {"embedding_dropout", nullOrZero, "dropout kernels in training", true},
    {"dropout", nullOrZero, "dropout kernels in training", true},
    {"activation_dropout", nullOrZero, "dropout kernels in training", true},
    {"hidden_dropout_prob", nullOrZero, "dropout kernels in training", true},
    {"attention_probs_dropout_prob", nullOrZero, "dropout kernels in training", true}};
const UnmodelledField kUnmodelledOpt[] = {
    {"word_embed_proj_dim", nullOrHidden, "projections between the embeddings and the layers"},
    // OPT-350m's post-norm layers: each LayerNorm after its residual add, and
    // no final LayerNorm (a norm fewer in the parameters and the step).
    {"do_layer_norm_before", nullOrTrue, "post-norm layers without a final LayerNorm"},
    {"_remove_final_layer_norm", nullOrFalse, "no final LayerNorm"}};
const UnmodelledField kUnmodelledFalcon[] = {
    {"alibi", nullOrFalse, "ALiBi adds a bias to every attention score (an explicit mask)"}};
const UnmodelledField kUnmodelledQkLayerNorm[] = {
    {"qk_layernorm", nullOrFalse, "a LayerNorm of every head's queries and keys"}};

/// Fields known not to change the step's shapes or kernels (token ids, norm
/// epsilons, RoPE's base and scaling, initialisation, generation settings).
constexpr StringLiteral kIrrelevantFields[] = {
    "_name_or_path",  "architectures", "auto_map", "transformers_version", "torch_dtype", "dtype",
    "bos_token_id", "eos_token_id", "pad_token_id", "sep_token_id", "decoder_start_token_id",
    "initializer_range", "init_std", "rms_norm_eps", "layer_norm_eps", "layer_norm_epsilon",
    "norm_epsilon", "norm_eps", "rope_theta", "rope_scaling", "rope_parameters", "rotary_emb_base",
    "original_max_position_embeddings", "use_cache", "cache_implementation", "output_attentions",
    "output_hidden_states", "return_dict", "tokenizer_class", "task_specific_params",
    "summary_type", "summary_use_proj", "summary_activation", "summary_proj_to_labels",
    "summary_first_dropout", "scale_attn_weights", "scale_attn_by_inverse_layer_idx",
    "reorder_and_upcast_attn", "query_pre_attn_scalar", "router_aux_loss_coef",
    "output_router_logits", "router_jitter_noise", "layerdrop", "prefix", "pretraining_tp",
    "use_memory_efficient_attention", "classifier_dropout", "model_type", "layer_types", "n_ctx"};

/// One row of the table.
struct Family {
  StringRef modelType;
  void (*read)(FieldReader &, ModelConfig &);
  ArrayRef<UnmodelledField> unmodelled;
};

const Family kFamilies[] = {
    {"gpt2", readGpt2, {}},
    {"gpt_neox", readNeoX, {}},
    {"gptj", readGptJ, {}},
    {"opt", readOpt, kUnmodelledOpt},
    {"llama", readLlama, {}},
    {"mistral", readMistral, {}},
    {"mixtral", readMixtral, {}},
    {"qwen2", readQwen2, {}},
    {"qwen3", readQwen3, {}},
    {"falcon", readFalcon, kUnmodelledFalcon},
    {"phi", readPhi, kUnmodelledQkLayerNorm},
    {"phi3", readPhi3, {}},
    {"gemma", readGemma, {}},
    {"gemma2", readGemma2, {}},
    {"olmo2", readOlmo2, {}},
    {"stablelm", readStableLm, kUnmodelledQkLayerNorm},
    {"starcoder2", readStarcoder2, {}}};

/// HF's layer_types, where a config lists them, must be the layers dimtune
/// windows.
void checkLayerTypes(FieldReader &f, const ModelConfig &c, std::vector<std::string> &problems) {
  const json::Array *types = f.config().getArray("layer_types");
  if (!types)
    return;
  if (int64_t(types->size()) != c.layers) {
    problems.push_back(formatv("layer_types lists {0} layers, not num_hidden_layers ({1})",
                               types->size(), c.layers));
    return;
  }
  for (auto [layer, type] : llvm::enumerate(*types)) {
    std::optional<StringRef> name = type.getAsString();
    bool sliding = name && *name == "sliding_attention";
    if (!name || (!sliding && *name != "full_attention") || sliding != c.slidingLayer(layer)) {
      problems.push_back(formatv("layer_types: layer {0} is '{1}' where dimtune's {2} layers are "
                                 "{3} (windowed layers other than the family's)",
                                 layer, name.value_or("?"), c.family,
                                 c.slidingLayer(layer) ? "sliding_attention" : "full_attention"));
      return;
    }
  }
}
} // namespace

std::vector<StringRef> supportedModelTypes() {
  std::vector<StringRef> types;
  for (const Family &family : kFamilies)
    types.push_back(family.modelType);
  return types;
}

Expected<ModelConfig> parseHfConfig(StringRef text, StringRef origin,
                                    const HfReadOptions &options) {
  Expected<json::Object> object = parseJsonObject(text, "a JSON object");
  if (!object)
    return configError(origin, toString(object.takeError()));
  std::optional<StringRef> type = object->getString("model_type");
  if (!type)
    return configError(origin, "missing field 'model_type' (a string)");
  const Family *family =
      llvm::find_if(kFamilies, [&](const Family &f) { return f.modelType == *type; });
  if (family == std::end(kFamilies))
    return configError(origin, "model_type '" + *type + "' is not supported (" +
                                   llvm::join(supportedModelTypes(), ", ") + ")");
  ModelConfig c;
  c.family = type->str();
  FieldReader f(*object, origin);
  family->read(f, c);
  c.vocab = f.integer({"vocab_size"});
  // max_position_embeddings (GPT-2's n_positions), else the family's default.
  c.maxPositions = f.optionalInteger("max_position_embeddings",
                                     f.optionalInteger("n_positions", c.maxPositions));
  if (Error e = f.take())
    return std::move(e);
  if (Error e = c.validate())
    return configError(origin, toString(std::move(e)));

  std::vector<std::string> unmodelled;
  checkLayerTypes(f, c, unmodelled);
  for (ArrayRef<UnmodelledField> list : {ArrayRef<UnmodelledField>(kUnmodelledAll),
                                         family->unmodelled})
    for (const UnmodelledField &field : list) {
      const json::Value *v = object->get(field.name);
      if (!v || (field.trainingOnly && options.phase != StepPhase::Train) || field.modelled(*v, c))
        continue;
      std::string value;
      if (std::optional<double> number = v->getAsNumber())
        value = formatv("{0}", llvm::format("%g", *number)).str();
      else
        raw_string_ostream(value) << *v;
      unmodelled.push_back(formatv("field '{0}' ({1}) is not modelled: {2}", field.name, value,
                                   field.effect));
    }
  if (!unmodelled.empty() && !options.allowUnmodelled)
    return configError(origin, unmodelled.front() +
                                   (unmodelled.size() > 1
                                        ? formatv(" (and {0} more)", unmodelled.size() - 1).str()
                                        : std::string()) +
                                   "; --allow-unmodelled prices the step without it");
  if (options.warnings) {
    for (std::string &problem : unmodelled)
      options.warnings->push_back(origin.str() + ": " + problem + "; priced without it");
    auto named = [&](StringRef name, ArrayRef<UnmodelledField> list) {
      return llvm::any_of(list, [&](const UnmodelledField &u) { return u.name == name; });
    };
    for (const auto &[name, value] : *object) {
      StringRef key = name;
      if (f.wasRead(key) || llvm::is_contained(kIrrelevantFields, key) ||
          named(key, kUnmodelledAll) || named(key, family->unmodelled) || key.starts_with("_"))
        continue;
      options.warnings->push_back(
          formatv("{0}: field '{1}' is not read for model_type '{2}' (taken not to change "
                  "the step)",
                  origin, key, c.family));
    }
  }
  return c;
}

} // namespace dimtune
