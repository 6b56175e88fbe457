//===- ImportModel.h - A transformer config as linalg IR ----------*- C++ -*-===//
//
// Writes the GEMMs of ModelConfig/ImportOptions (layerGemms, headGemms) as
// linalg on tensors: one function per layer and one for the LM head, every
// GEMM with its operands as function arguments so that it has exactly the
// shapes and layouts it runs with, tagged dimtune.role and dimtune.pass; the
// module carries the hyper-parameters as the `dimtune.model` dictionary.
//
//===----------------------------------------------------------------------===//

#ifndef DIMTUNE_FRONTEND_IMPORTMODEL_H
#define DIMTUNE_FRONTEND_IMPORTMODEL_H

#include "dimtune/Frontend/ModelConfig.h"

#include "mlir/IR/BuiltinAttributes.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/OwningOpRef.h"

namespace dimtune {

mlir::OwningOpRef<mlir::ModuleOp> importModel(mlir::MLIRContext &context,
                                              const ModelConfig &config,
                                              const ImportOptions &options);

/// The `dimtune.model` attribute, and back.
mlir::DictionaryAttr modelAttr(mlir::MLIRContext *context, const ModelConfig &config,
                               const ImportOptions &options);
mlir::FailureOr<std::pair<ModelConfig, ImportOptions>> readModelAttr(mlir::ModuleOp module);

} // namespace dimtune

#endif // DIMTUNE_FRONTEND_IMPORTMODEL_H
