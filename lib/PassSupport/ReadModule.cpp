//===- ReadModule.cpp - Reading a module that may crash a verifier ---------===//

#include "dimtune/PassSupport/ReadModule.h"

#include "mlir/IR/BuiltinTypes.h"
#include "mlir/IR/Verifier.h"
#include "mlir/Parser/Parser.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/SourceMgr.h"

using namespace mlir;

namespace dimtune {

/// Why `maps` cannot be the indexing maps of `op`, or "" when they can: one
/// map per operand, all over the same loops, no symbols, each with one result
/// per dim of its operand. (The structured-op verifier checks the same, but
/// only after the op's own verifier has read the maps.)
static std::string badIndexingMaps(Operation *op, Attribute maps) {
  auto array = dyn_cast<ArrayAttr>(maps);
  if (!array || array.size() != op->getNumOperands())
    return llvm::formatv("'indexing_maps' must hold one affine map per operand ({0})",
                         op->getNumOperands());
  std::optional<unsigned> loops;
  for (auto [index, attr] : llvm::enumerate(array)) {
    auto mapAttr = dyn_cast<AffineMapAttr>(attr);
    if (!mapAttr)
      return llvm::formatv("'indexing_maps' entry #{0} is not an affine map", index);
    AffineMap map = mapAttr.getValue();
    auto type = dyn_cast<ShapedType>(op->getOperand(index).getType());
    int64_t rank = type && type.hasRank() ? type.getRank() : 0;
    if (!loops)
      loops = map.getNumDims();
    if (map.getNumDims() != *loops || map.getNumSymbols() != 0 ||
        int64_t(map.getNumResults()) != rank)
      return llvm::formatv("indexing map #{0} must take the op's {1} loops, no symbols, and give "
                           "one result per dim of operand #{0} (rank {2})",
                           index, *loops, rank);
  }
  return "";
}

LogicalResult checkIndexingMaps(Operation *root) {
  WalkResult walk = root->walk([](Operation *op) {
    if (op->getName().getDialectNamespace() != "linalg")
      return WalkResult::advance();
    Attribute maps = op->getAttr("indexing_maps");
    std::string why = maps ? badIndexingMaps(op, maps) : "";
    if (why.empty())
      return WalkResult::advance();
    op->emitError() << why;
    return WalkResult::interrupt();
  });
  return failure(walk.wasInterrupted());
}

static OwningOpRef<ModuleOp> checkAndVerify(OwningOpRef<ModuleOp> module) {
  if (!module || failed(checkIndexingMaps(*module)) || failed(verify(*module)))
    return nullptr;
  return module;
}

OwningOpRef<ModuleOp> readModule(const llvm::SourceMgr &sourceMgr, MLIRContext *context) {
  ParserConfig config(context, /*verifyAfterParse=*/false);
  return checkAndVerify(parseSourceFile<ModuleOp>(sourceMgr, config));
}

OwningOpRef<ModuleOp> readModule(llvm::StringRef text, llvm::StringRef name, MLIRContext *context) {
  ParserConfig config(context, /*verifyAfterParse=*/false);
  return checkAndVerify(parseSourceString<ModuleOp>(text, config, name));
}

} // namespace dimtune
