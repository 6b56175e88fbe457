//===- ImportModel.cpp - A transformer config as linalg IR ----------------===//

#include "dimtune/Frontend/ImportModel.h"

#include "FunctionText.h"


#include "mlir/IR/Builders.h"
#include "mlir/Parser/Parser.h"

#include "llvm/Support/FormatVariadic.h"

using namespace mlir;

namespace dimtune {

static StringRef normName(NormKind kind) { return kind == NormKind::Rms ? "rms" : "layer"; }

/// A field of the dimtune.model attribute: its name and the member of the
/// model's config or of the import options it holds. One table per type serves
/// the writer and the reader, so the two cannot drift apart.
template <typename T> struct ModelField {
  StringLiteral name;
  T ModelConfig::*config = nullptr;
  T ImportOptions::*options = nullptr;
  T &of(ModelConfig &c, ImportOptions &o) const { return config ? c.*config : o.*options; }
  const T &of(const ModelConfig &c, const ImportOptions &o) const {
    return config ? c.*config : o.*options;
  }
};

static const ModelField<int64_t> kIntegerFields[] = {
    {"hidden_size", &ModelConfig::hidden},
    {"num_attention_heads", &ModelConfig::heads},
    {"num_key_value_heads", &ModelConfig::kvHeads},
    {"head_dim", &ModelConfig::headDim},
    {"intermediate_size", &ModelConfig::ffn},
    {"vocab_size", &ModelConfig::vocab},
    {"num_hidden_layers", &ModelConfig::layers},
    {"num_local_experts", &ModelConfig::experts},
    {"num_experts_per_tok", &ModelConfig::expertsPerToken},
    {"rotary_dim", &ModelConfig::rotaryDim},
    {"sliding_window", &ModelConfig::slidingWindow},
    {"micro_batch", nullptr, &ImportOptions::microBatch},
    {"seq", nullptr, &ImportOptions::seq},
    {"tp", nullptr, &ImportOptions::tp},
    {"layers_written", nullptr, &ImportOptions::layers}};
static const ModelField<bool> kFlagFields[] = {
    {"gated_mlp", &ModelConfig::gated},
    {"fused_qkv", &ModelConfig::fusedQkv},
    {"tie_word_embeddings", &ModelConfig::tiedEmbeddings},
    {"learned_positions", &ModelConfig::learnedPositions},
    {"parallel_block", &ModelConfig::parallelBlock},
    {"attention_bias", &ModelConfig::attentionBias},
    {"mlp_bias", &ModelConfig::mlpBias},
    {"sequence_parallel", nullptr, &ImportOptions::sequenceParallel},
    {"training", nullptr, &ImportOptions::training}};
static const ModelField<std::string> kStringFields[] = {{"model_type", &ModelConfig::family},
                                                        {"dtype", nullptr, &ImportOptions::dtype}};

DictionaryAttr modelAttr(MLIRContext *context, const ModelConfig &c, const ImportOptions &o) {
  Builder b(context);
  SmallVector<NamedAttribute> fields = {
      b.getNamedAttr("norm", b.getStringAttr(normName(c.norm))),
      b.getNamedAttr("activation", b.getStringAttr(activationName(c.activation)))};
  for (const ModelField<int64_t> &f : kIntegerFields)
    fields.push_back(b.getNamedAttr(f.name, b.getI64IntegerAttr(f.of(c, o))));
  for (const ModelField<bool> &f : kFlagFields)
    fields.push_back(b.getNamedAttr(f.name, b.getBoolAttr(f.of(c, o))));
  for (const ModelField<std::string> &f : kStringFields)
    fields.push_back(b.getNamedAttr(f.name, b.getStringAttr(f.of(c, o))));
  return b.getDictionaryAttr(fields);
}

llvm::Expected<std::pair<ModelConfig, ImportOptions>> readModelAttr(DictionaryAttr dict) {
  std::string problem;
  auto fail = [&](StringRef name, StringRef what) {
    if (problem.empty())
      problem = ("field '" + name + "' " + what).str();
  };
  auto string = [&](StringRef name) {
    auto a = dict.getAs<StringAttr>(name);
    if (!a)
      fail(name, "is missing or not a string");
    return a ? a.getValue().str() : std::string();
  };
  ModelConfig c;
  ImportOptions o;
  for (const ModelField<int64_t> &f : kIntegerFields) {
    auto a = dict.getAs<IntegerAttr>(f.name);
    if (!a)
      fail(f.name, "is missing or not an integer");
    f.of(c, o) = a ? a.getInt() : 0;
  }
  for (const ModelField<bool> &f : kFlagFields) {
    auto a = dict.getAs<BoolAttr>(f.name);
    if (!a)
      fail(f.name, "is missing or not a bool");
    f.of(c, o) = a && a.getValue();
  }
  for (const ModelField<std::string> &f : kStringFields)
    f.of(c, o) = string(f.name);
  std::string norm = string("norm"), activation = string("activation");
  if (norm != "rms" && norm != "layer")
    fail("norm", "must be 'rms' or 'layer'");
  c.norm = norm == "rms" ? NormKind::Rms : NormKind::Layer;
  std::optional<Activation> act = parseActivation(activation);
  if (!act)
    fail("activation", "is not an activation dimtune knows");
  c.activation = act.value_or(Activation::Gelu);
  if (c.rotaryDim < 0 || c.rotaryDim > c.headDim || c.slidingWindow < 0 || c.experts < 0)
    fail("rotary_dim, sliding_window or num_local_experts", "is out of range");
  auto error = [](const Twine &message) {
    return llvm::createStringError(llvm::inconvertibleErrorCode(),
                                   ("dimtune.model: " + message).str());
  };
  if (!problem.empty())
    return error(problem);
  if (llvm::Error e = c.validate())
    return error(llvm::toString(std::move(e)));
  if (llvm::Error e = validateParallelism(c, o))
    return error(llvm::toString(std::move(e)));
  return std::make_pair(c, o);
}

OwningOpRef<ModuleOp> importModel(MLIRContext &context, const ModelConfig &c,
                                  const ImportOptions &o) {
  std::string text = "module {\n";
  for (int64_t layer = 0; layer < o.layers; ++layer) {
    FunctionText f("layer" + std::to_string(layer));
    for (const GemmSpec &g : layerGemms(c, o))
      if (!isAttentionRole(g.role)) // written as the attention chain below
        for (int64_t copy = 0; copy < g.count; ++copy)
          writeGemm(f, g, o.dtype);
    writeAttention(f, layerAttention(c, o));
    for (const MemoryOpSpec &m : layerMemoryOps(c, o))
      for (int64_t copy = 0; copy < m.count; ++copy)
        writeMemoryOp(f, m);
    text += f.text();
  }
  FunctionText head("lm_head");
  for (const GemmSpec &g : headGemms(c, o))
    writeGemm(head, g, o.dtype);
  for (const MemoryOpSpec &m : headMemoryOps(c, o))
    writeMemoryOp(head, m);
  text += head.text() + "}\n";
  OwningOpRef<ModuleOp> module = parseSourceString<ModuleOp>(text, ParserConfig(&context));
  if (!module)
    return module;
  (*module)->setAttr("dimtune.model", modelAttr(&context, c, o));
  return module;
}

} // namespace dimtune
