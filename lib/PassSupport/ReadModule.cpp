//===- ReadModule.cpp - Reading a module that may crash a verifier ---------===//

#include "dimtune/PassSupport/ReadModule.h"

#include "mlir/IR/Verifier.h"
#include "mlir/Parser/Parser.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/Support/SourceMgr.h"

using namespace mlir;

namespace dimtune {

LogicalResult checkIndexingMapCounts(Operation *root) {
  WalkResult walk = root->walk([](Operation *op) {
    if (op->getName().getDialectNamespace() != "linalg")
      return WalkResult::advance();
    Attribute maps = op->getAttr("indexing_maps");
    if (!maps)
      return WalkResult::advance();
    auto array = dyn_cast<ArrayAttr>(maps);
    if (array && array.size() == op->getNumOperands() &&
        llvm::all_of(array, [](Attribute a) { return isa<AffineMapAttr>(a); }))
      return WalkResult::advance();
    op->emitError() << "'indexing_maps' must hold one affine map per operand ("
                    << op->getNumOperands() << ")";
    return WalkResult::interrupt();
  });
  return failure(walk.wasInterrupted());
}

static OwningOpRef<ModuleOp> checkAndVerify(OwningOpRef<ModuleOp> module) {
  if (!module || failed(checkIndexingMapCounts(*module)) || failed(verify(*module)))
    return nullptr;
  return module;
}

OwningOpRef<ModuleOp> readModule(const llvm::SourceMgr &sourceMgr, MLIRContext *context) {
  ParserConfig config(context, /*verifyAfterParse=*/false);
  return checkAndVerify(parseSourceFile<ModuleOp>(sourceMgr, config));
}

OwningOpRef<ModuleOp> readModule(llvm::StringRef text, llvm::StringRef name,
                                 MLIRContext *context) {
  ParserConfig config(context, /*verifyAfterParse=*/false);
  return checkAndVerify(parseSourceString<ModuleOp>(text, config, name));
}

} // namespace dimtune
