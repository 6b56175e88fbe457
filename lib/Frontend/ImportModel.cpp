//===- ImportModel.cpp - A transformer config as linalg IR ----------------===//

#include "dimtune/Frontend/ImportModel.h"

#include "mlir/IR/Builders.h"
#include "mlir/Parser/Parser.h"

#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/raw_ostream.h"

using namespace mlir;

namespace dimtune {

namespace {
/// Builds one function's text: arguments for every operand, a fill and a
/// matmul per GEMM, all results returned.
class FunctionWriter {
public:
  FunctionWriter(std::string name, std::string dtype) : name(std::move(name)), dtype(std::move(dtype)) {}

  void add(const GemmSpec &g) {
    bool batched = g.batch > 1;
    auto shape = [&](int64_t rows, int64_t cols) {
      SmallVector<int64_t> s;
      if (batched)
        s.push_back(g.batch);
      s.append({rows, cols});
      return s;
    };
    bool aRowMajor = g.aContig == GemmDim::K, bRowMajor = g.bContig == GemmDim::N;
    std::string a = argument(aRowMajor ? shape(g.m, g.k) : shape(g.k, g.m));
    std::string b = argument(bRowMajor ? shape(g.k, g.n) : shape(g.n, g.k));
    std::string c = type(shape(g.m, g.n));
    std::string dims = batched ? "b, m, n, k" : "m, n, k";
    std::string pre = batched ? "b, " : "";
    std::string aMap = llvm::formatv("affine_map<({0}) -> ({1}{2})>", dims, pre,
                                     aRowMajor ? "m, k" : "k, m");
    std::string bMap = llvm::formatv("affine_map<({0}) -> ({1}{2})>", dims, pre,
                                     bRowMajor ? "k, n" : "n, k");
    std::string cMap = llvm::formatv("affine_map<({0}) -> ({1}m, n)>", dims, pre);
    int i = counter++;
    body += llvm::formatv("    %e{0} = tensor.empty() : {1}\n"
                          "    %z{0} = linalg.fill ins(%zero : {2}) outs(%e{0} : {1}) -> {1}\n"
                          "    %r{0} = {3} indexing_maps = [{4}, {5}, {6}]\n"
                          "        ins({7}, {8} : {9}, {10}) outs(%z{0} : {1})\n"
                          "        {{dimtune.role = \"{11}\", dimtune.pass = \"{12}\"} -> {1}\n",
                          i, c, dtype, batched ? "linalg.batch_matmul" : "linalg.matmul", aMap,
                          bMap, cMap, a, b, argTypes[argIndex(a)], argTypes[argIndex(b)], g.role,
                          g.pass);
    results.push_back({"%r" + std::to_string(i), c});
  }

  std::string text() const {
    std::string args, resultTypes, resultValues;
    for (auto [i, t] : llvm::enumerate(argTypes))
      args += llvm::formatv("{0}%arg{1}: {2}", i ? ", " : "", i, t).str();
    for (auto [i, r] : llvm::enumerate(results)) {
      resultValues += (i ? ", " : "") + r.first;
      resultTypes += (i ? ", " : "") + r.second;
    }
    return llvm::formatv("  func.func @{0}({1}) -> ({2}) {{\n    %zero = arith.constant 0.0 : {3}\n"
                         "{4}    return {5} : {2}\n  }\n",
                         name, args, resultTypes, dtype, body, resultValues);
  }

private:
  std::string type(ArrayRef<int64_t> shape) const {
    std::string t = "tensor<";
    for (int64_t d : shape)
      t += std::to_string(d) + "x";
    return t + dtype + ">";
  }
  std::string argument(ArrayRef<int64_t> shape) {
    argTypes.push_back(type(shape));
    return "%arg" + std::to_string(argTypes.size() - 1);
  }
  static size_t argIndex(StringRef arg) { return std::stoul(arg.drop_front(4).str()); }

  std::string name, dtype, body;
  std::vector<std::string> argTypes;
  std::vector<std::pair<std::string, std::string>> results;
  int counter = 0;
};
} // namespace

DictionaryAttr modelAttr(MLIRContext *context, const ModelConfig &c, const ImportOptions &o) {
  Builder b(context);
  SmallVector<NamedAttribute> fields = {
      b.getNamedAttr("model_type", b.getStringAttr(c.family)),
      b.getNamedAttr("hidden_size", b.getI64IntegerAttr(c.hidden)),
      b.getNamedAttr("num_attention_heads", b.getI64IntegerAttr(c.heads)),
      b.getNamedAttr("num_key_value_heads", b.getI64IntegerAttr(c.kvHeads)),
      b.getNamedAttr("head_dim", b.getI64IntegerAttr(c.headDim)),
      b.getNamedAttr("intermediate_size", b.getI64IntegerAttr(c.ffn)),
      b.getNamedAttr("vocab_size", b.getI64IntegerAttr(c.vocab)),
      b.getNamedAttr("num_hidden_layers", b.getI64IntegerAttr(c.layers)),
      b.getNamedAttr("gated_mlp", b.getBoolAttr(c.gated)),
      b.getNamedAttr("fused_qkv", b.getBoolAttr(c.fusedQkv)),
      b.getNamedAttr("tie_word_embeddings", b.getBoolAttr(c.tiedEmbeddings)),
      b.getNamedAttr("num_local_experts", b.getI64IntegerAttr(c.experts)),
      b.getNamedAttr("num_experts_per_tok", b.getI64IntegerAttr(c.expertsPerToken)),
      b.getNamedAttr("micro_batch", b.getI64IntegerAttr(o.microBatch)),
      b.getNamedAttr("seq", b.getI64IntegerAttr(o.seq)),
      b.getNamedAttr("tp", b.getI64IntegerAttr(o.tp)),
      b.getNamedAttr("sequence_parallel", b.getBoolAttr(o.sequenceParallel)),
      b.getNamedAttr("training", b.getBoolAttr(o.training)),
      b.getNamedAttr("layers_written", b.getI64IntegerAttr(o.layers)),
      b.getNamedAttr("dtype", b.getStringAttr(o.dtype))};
  return b.getDictionaryAttr(fields);
}

FailureOr<std::pair<ModelConfig, ImportOptions>> readModelAttr(ModuleOp module) {
  auto dict = module->getAttrOfType<DictionaryAttr>("dimtune.model");
  if (!dict)
    return failure();
  bool ok = true;
  auto integer = [&](StringRef name) -> int64_t {
    auto a = dict.getAs<IntegerAttr>(name);
    ok &= static_cast<bool>(a);
    return a ? a.getInt() : 0;
  };
  auto boolean = [&](StringRef name) {
    auto a = dict.getAs<BoolAttr>(name);
    ok &= static_cast<bool>(a);
    return a && a.getValue();
  };
  auto string = [&](StringRef name) {
    auto a = dict.getAs<StringAttr>(name);
    ok &= static_cast<bool>(a);
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
  ImportOptions o;
  o.microBatch = integer("micro_batch");
  o.seq = integer("seq");
  o.tp = integer("tp");
  o.sequenceParallel = boolean("sequence_parallel");
  o.training = boolean("training");
  o.layers = integer("layers_written");
  o.dtype = string("dtype");
  if (!ok)
    return failure();
  return std::make_pair(c, o);
}

OwningOpRef<ModuleOp> importModel(MLIRContext &context, const ModelConfig &c,
                                  const ImportOptions &o) {
  std::string text = "module {\n";
  for (int64_t layer = 0; layer < o.layers; ++layer) {
    FunctionWriter f("layer" + std::to_string(layer), o.dtype);
    for (const GemmSpec &g : layerGemms(c, o))
      for (int64_t copy = 0; copy < g.count; ++copy)
        f.add(g);
    text += f.text();
  }
  FunctionWriter head("lm_head", o.dtype);
  for (const GemmSpec &g : headGemms(c, o))
    head.add(g);
  text += head.text() + "}\n";
  OwningOpRef<ModuleOp> module = parseSourceString<ModuleOp>(text, ParserConfig(&context));
  if (!module)
    return module;
  (*module)->setAttr("dimtune.model", modelAttr(&context, c, o));
  return module;
}

} // namespace dimtune
