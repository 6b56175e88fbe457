//===- ImportModel.h - A transformer config as linalg IR ----------*- C++ -*-===//
//
// Writes one step of ModelConfig/ImportOptions as linalg on tensors: one
// function per layer and one for the model's ends. Every GEMM (layerGemms,
// headGemms) and memory-bound kernel (StepOps.h) has its operands as function
// arguments, so that it has exactly the shapes, types and layouts it runs
// with; each layer's attention is the chain frontends write (QK^T, mask,
// softmax, PV, and its backward), which the analysis recognises. Ops carry
// dimtune.role and dimtune.pass; the module carries the hyper-parameters as
// the `dimtune.model` dictionary.
//
//===----------------------------------------------------------------------===//

#ifndef DIMTUNE_FRONTEND_IMPORTMODEL_H
#define DIMTUNE_FRONTEND_IMPORTMODEL_H

#include "dimtune/ModelConfig/ModelConfig.h"

#include "mlir/IR/BuiltinAttributes.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/OwningOpRef.h"

namespace dimtune {

mlir::OwningOpRef<mlir::ModuleOp> importModel(mlir::MLIRContext &context,
                                              const ModelConfig &config,
                                              const ImportOptions &options);

/// The `dimtune.model` attribute, and back: every field is required, and the
/// model is validated as dimtune-import validates it (an error names the
/// field; a zero TP or head count never reaches a division).
mlir::DictionaryAttr modelAttr(mlir::MLIRContext *context, const ModelConfig &config,
                               const ImportOptions &options);
llvm::Expected<std::pair<ModelConfig, ImportOptions>> readModelAttr(mlir::DictionaryAttr attr);

} // namespace dimtune

#endif // DIMTUNE_FRONTEND_IMPORTMODEL_H
