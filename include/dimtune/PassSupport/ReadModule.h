//===- ReadModule.h - Reading a module that may crash a verifier --*- C++ -*-===//
//
// Upstream MLIR 22's verifiers of linalg's named contractions (MatmulOp::verify
// and its kin) index the explicit `indexing_maps` attribute without checking
// its length or its maps' results: `linalg.matmul indexing_maps = [one map]`,
// or a map with no results, segfaults while the module is verified after
// parsing, in mlir-opt-22 as well. dimtune's own readers parse without
// verifying, check what the structured-op verifier would check of those maps,
// and only then verify, so such a file is an error rather than a crash.
//
//===----------------------------------------------------------------------===//

#ifndef DIMTUNE_PASSSUPPORT_READMODULE_H
#define DIMTUNE_PASSSUPPORT_READMODULE_H

#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/OwningOpRef.h"

namespace llvm {
class SourceMgr;
} // namespace llvm

namespace dimtune {

/// Emits an error on, and fails for, the first linalg op whose explicit
/// `indexing_maps` are not one affine map per operand, over the same loops,
/// with one result per dim of its operand.
mlir::LogicalResult checkIndexingMaps(mlir::Operation *root);

/// Parses `sourceMgr`'s main buffer into a module, checks it with
/// checkIndexingMaps and then verifies it. Null (with the error emitted
/// through `context`'s diagnostics) when any step fails.
mlir::OwningOpRef<mlir::ModuleOp> readModule(const llvm::SourceMgr &sourceMgr,
                                             mlir::MLIRContext *context);

/// The same for text in memory, named `name` in diagnostics.
mlir::OwningOpRef<mlir::ModuleOp> readModule(llvm::StringRef text, llvm::StringRef name,
                                             mlir::MLIRContext *context);

} // namespace dimtune

#endif // DIMTUNE_PASSSUPPORT_READMODULE_H
