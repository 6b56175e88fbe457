//===- ImportModel.cpp - A transformer config as linalg IR ----------------===//

#include "dimtune/Frontend/ImportModel.h"

#include "FunctionText.h"


#include "mlir/IR/Builders.h"
#include "mlir/Parser/Parser.h"

#include "llvm/Support/FormatVariadic.h"

using namespace mlir;

namespace dimtune {

static StringRef normName(NormKind kind) { return kind == NormKind::Rms ? "rms" : "layer"; }

DictionaryAttr modelAttr(MLIRContext *context, const ModelConfig &c, const ImportOptions &o) {
  Builder b(context);
  auto i64 = [&](StringRef name, int64_t v) { return b.getNamedAttr(name, b.getI64IntegerAttr(v)); };
  auto flag = [&](StringRef name, bool v) { return b.getNamedAttr(name, b.getBoolAttr(v)); };
  auto str = [&](StringRef name, StringRef v) { return b.getNamedAttr(name, b.getStringAttr(v)); };
  SmallVector<NamedAttribute> fields = {
      str("model_type", c.family),
      i64("hidden_size", c.hidden),
      i64("num_attention_heads", c.heads),
      i64("num_key_value_heads", c.kvHeads),
      i64("head_dim", c.headDim),
      i64("intermediate_size", c.ffn),
      i64("vocab_size", c.vocab),
      i64("num_hidden_layers", c.layers),
      flag("gated_mlp", c.gated),
      flag("fused_qkv", c.fusedQkv),
      flag("tie_word_embeddings", c.tiedEmbeddings),
      i64("num_local_experts", c.experts),
      i64("num_experts_per_tok", c.expertsPerToken),
      str("norm", normName(c.norm)),
      str("activation", activationName(c.activation)),
      i64("rotary_dim", c.rotaryDim),
      flag("learned_positions", c.learnedPositions),
      flag("parallel_block", c.parallelBlock),
      flag("attention_bias", c.attentionBias),
      flag("mlp_bias", c.mlpBias),
      i64("sliding_window", c.slidingWindow),
      i64("micro_batch", o.microBatch),
      i64("seq", o.seq),
      i64("tp", o.tp),
      flag("sequence_parallel", o.sequenceParallel),
      flag("training", o.training),
      i64("layers_written", o.layers),
      str("dtype", o.dtype)};
  return b.getDictionaryAttr(fields);
}

llvm::Expected<std::pair<ModelConfig, ImportOptions>> readModelAttr(DictionaryAttr dict) {
  std::string problem;
  auto fail = [&](StringRef name, StringRef what) {
    if (problem.empty())
      problem = ("field '" + name + "' " + what).str();
  };
  auto integer = [&](StringRef name) -> int64_t {
    auto a = dict.getAs<IntegerAttr>(name);
    if (!a)
      fail(name, "is missing or not an integer");
    return a ? a.getInt() : 0;
  };
  auto boolean = [&](StringRef name) {
    auto a = dict.getAs<BoolAttr>(name);
    if (!a)
      fail(name, "is missing or not a bool");
    return a && a.getValue();
  };
  auto string = [&](StringRef name) {
    auto a = dict.getAs<StringAttr>(name);
    if (!a)
      fail(name, "is missing or not a string");
    return a ? a.getValue().str() : std::string();
  };
  ModelConfig c;
  c.family = string("model_type");
  c.hidden = integer("hidden_size");
  c.heads = integer("num_attention_heads");
  c.kvHeads = integer("num_key_value_heads");
  c.headDim = integer("head_dim");
  c.ffn = integer("intermediate_size");
  c.vocab = integer("vocab_size");
  c.layers = integer("num_hidden_layers");
  c.gated = boolean("gated_mlp");
  c.fusedQkv = boolean("fused_qkv");
  c.tiedEmbeddings = boolean("tie_word_embeddings");
  c.experts = integer("num_local_experts");
  c.expertsPerToken = integer("num_experts_per_tok");
  std::string norm = string("norm"), activation = string("activation");
  c.rotaryDim = integer("rotary_dim");
  c.learnedPositions = boolean("learned_positions");
  c.parallelBlock = boolean("parallel_block");
  c.attentionBias = boolean("attention_bias");
  c.mlpBias = boolean("mlp_bias");
  c.slidingWindow = integer("sliding_window");
  ImportOptions o;
  o.microBatch = integer("micro_batch");
  o.seq = integer("seq");
  o.tp = integer("tp");
  o.sequenceParallel = boolean("sequence_parallel");
  o.training = boolean("training");
  o.layers = integer("layers_written");
  o.dtype = string("dtype");
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
