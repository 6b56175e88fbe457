//===- Passes.h - dimtune passes ----------------------------------*- C++ -*-===//

#ifndef DIMTUNE_TRANSFORMS_PASSES_H
#define DIMTUNE_TRANSFORMS_PASSES_H

#include "dimtune/PassSupport/PassOptions.h"

#include "mlir/Dialect/Affine/IR/AffineOps.h"
#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/Pass/Pass.h"

namespace dimtune {

#define GEN_PASS_DECL
#include "dimtune/Transforms/Passes.h.inc"

#define GEN_PASS_REGISTRATION
#include "dimtune/Transforms/Passes.h.inc"

} // namespace dimtune

#endif // DIMTUNE_TRANSFORMS_PASSES_H
