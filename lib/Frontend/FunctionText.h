//===- FunctionText.h - Writing one func.func of the imported model -*- C++ -*-===//
//
// The importer writes MLIR as text and parses it: the ops are linalg named
// and generic ops with long maps, which read best in their own syntax. One
// FunctionText is one function: arguments for every operand a kernel reads,
// the kernels, every result returned (so nothing is dead).
//
//===----------------------------------------------------------------------===//

#ifndef DIMTUNE_LIB_FRONTEND_FUNCTIONTEXT_H
#define DIMTUNE_LIB_FRONTEND_FUNCTIONTEXT_H

#include "dimtune/CostModel/GemmKey.h"
#include "dimtune/ModelConfig/ModelConfig.h"
#include "dimtune/ModelConfig/StepOps.h"

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/StringMap.h"

#include <string>
#include <vector>

namespace dimtune {

/// "tensor<8x1024xbf16>".
std::string tensorType(llvm::ArrayRef<int64_t> shape, llvm::StringRef element);

/// "affine_map<(d0, d1, d2) -> (d0, d2)>".
std::string affineMap(unsigned loops, llvm::ArrayRef<unsigned> results);

class FunctionText {
public:
  explicit FunctionText(std::string name) : name(std::move(name)) {}

  /// A new function argument of `type`; its SSA name.
  std::string argument(const std::string &type);
  /// A fresh SSA name.
  std::string fresh(llvm::StringRef prefix = "v");
  /// A scalar constant of `element` type, written once per function.
  std::string constant(llvm::StringRef element, llvm::StringRef value);
  /// A tensor of `type` filled with zeros of `element` (tensor.empty, then
  /// linalg.fill: an accumulator's start); its SSA name.
  std::string zeros(const std::string &type, llvm::StringRef element);
  void line(const std::string &text) { body += "    " + text + "\n"; }
  void result(const std::string &value, const std::string &type) {
    results.push_back({value, type});
  }
  std::string text() const;

private:
  std::string name, body, constants;
  std::vector<std::string> argTypes;
  std::vector<std::pair<std::string, std::string>> results;
  llvm::StringMap<std::string> constantNames;
  int counter = 0;
};

/// y = x W^T and friends: one linalg.matmul or batch_matmul with its operands
/// as arguments, tagged with its role and pass.
void writeGemm(FunctionText &f, const GemmSpec &g, llvm::StringRef dtype);
/// One memory-bound kernel as a linalg.generic (or a gather / scatter).
void writeMemoryOp(FunctionText &f, const MemoryOpSpec &op);
/// One layer's attention as frontends write it: QK^T, scale and mask,
/// softmax, PV; with training, its backward (dP, dV, the softmax's backward,
/// dQ, dK). Grouped-query K and V are broadcast to the query heads.
void writeAttention(FunctionText &f, const AttentionSpec &attention);

} // namespace dimtune

#endif // DIMTUNE_LIB_FRONTEND_FUNCTIONTEXT_H
