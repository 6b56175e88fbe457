//===- ImportModel.cpp - A transformer config as linalg IR ----------------===//

#include "dimtune/Frontend/ImportModel.h"

#include "FunctionText.h"

#include "mlir/IR/Builders.h"
#include "mlir/Parser/Parser.h"

#include "llvm/Support/FormatVariadic.h"

using namespace mlir;

namespace dimtune {

DictionaryAttr modelAttr(MLIRContext *context, const ModelConfig &c, const ImportOptions &o) {
  Builder b(context);
  SmallVector<NamedAttribute> fields = {
      b.getNamedAttr("norm", b.getStringAttr(normName(c.norm))),
      b.getNamedAttr("activation", b.getStringAttr(activationName(c.activation))),
      b.getNamedAttr("qk_norm", b.getStringAttr(qkNormName(c.qkNorm))),
      b.getNamedAttr("phase", b.getStringAttr(stepPhaseName(o.phase)))};
  auto attr = [&](const auto &value) -> Attribute {
    using T = std::decay_t<decltype(value)>;
    if constexpr (std::is_same_v<T, bool>)
      return b.getBoolAttr(value);
    else if constexpr (std::is_same_v<T, int64_t>)
      return b.getI64IntegerAttr(value);
    else if constexpr (std::is_same_v<T, double>)
      return b.getF64FloatAttr(value);
    else
      return b.getStringAttr(value);
  };
  forEachModelField(c, o, [&](StringRef name, const auto &value) {
    fields.push_back(b.getNamedAttr(name, attr(value)));
  });
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
  forEachModelField(c, o, [&](StringRef name, auto &value) {
    using T = std::decay_t<decltype(value)>;
    if constexpr (std::is_same_v<T, bool>) {
      auto a = dict.getAs<BoolAttr>(name);
      if (!a)
        fail(name, "is missing or not a bool");
      value = a && a.getValue();
    } else if constexpr (std::is_same_v<T, int64_t>) {
      auto a = dict.getAs<IntegerAttr>(name);
      if (!a)
        fail(name, "is missing or not an integer");
      value = a ? a.getInt() : 0;
    } else if constexpr (std::is_same_v<T, double>) {
      auto a = dict.getAs<FloatAttr>(name);
      if (!a)
        fail(name, "is missing or not a float");
      value = a ? a.getValueAsDouble() : 0;
    } else {
      value = string(name);
    }
  });
  // The enum fields, each read by its parser (a field left at its default
  // when it is not one of the names).
  auto readEnum = [&](StringRef name, auto parse, StringRef what, auto &value) {
    if (auto parsed = parse(string(name)))
      value = *parsed;
    else
      fail(name, what);
  };
  readEnum("norm", parseNorm, "must be 'rms', 'gemma_rms' or 'layer'", c.norm);
  readEnum("activation", parseActivation, "is not an activation dimtune knows", c.activation);
  readEnum("phase", parseStepPhase, "must be train, forward, prefill or decode", o.phase);
  readEnum("qk_norm", parseQkNorm, "must be 'none', 'head' or 'whole'", c.qkNorm);
  if (c.rotaryDim < 0 || c.rotaryDim > c.headDim)
    fail("rotary_dim", llvm::formatv("must be between 0 and head_dim ({0})", c.headDim).str());
  if (c.slidingWindow < 0)
    fail("sliding_window", "must not be negative");
  if (c.experts < 0)
    fail("num_local_experts", "must not be negative");
  auto error = [](const Twine &message) {
    return llvm::createStringError(llvm::inconvertibleErrorCode(),
                                   ("dimtune.model: " + message).str());
  };
  if (!problem.empty())
    return error(problem);
  if (llvm::Error e = c.validate())
    return error(llvm::toString(std::move(e)));
  if (llvm::Error e = validateParallelism(c, o, OptionNames::ModelAttribute))
    return error(llvm::toString(std::move(e)));
  return std::make_pair(c, o);
}

OwningOpRef<ModuleOp> importModel(MLIRContext &context, const ModelConfig &c,
                                  const ImportOptions &o) {
  std::string text = "module {\n";
  for (int64_t layer = 0; layer < o.layers; ++layer) {
    FunctionText f("layer" + std::to_string(layer));
    AttentionSpec attention = layerAttention(c, o, layer);
    // A chain's products are written with it below; eager attention's are
    // GEMMs of their own (no dataflow joins them into a chain).
    for (const GemmSpec &g : layerGemms(c, o))
      if (attention.eager || !isAttentionRole(g.role))
        writeGemm(f, g, g.type ? elementTypeName(*g.type) : StringRef(o.dtype));
    if (!attention.eager)
      writeAttention(f, attention);
    for (const MemoryOpSpec &m : layerMemoryOps(c, o, layer))
      for (int64_t copy = 0; copy < m.count; ++copy)
        writeMemoryOp(f, m);
    text += f.text();
  }
  FunctionText head("lm_head");
  for (const GemmSpec &g : headGemms(c, o))
    writeGemm(head, g, g.type ? elementTypeName(*g.type) : StringRef(o.dtype));
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
