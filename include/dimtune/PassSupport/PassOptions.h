//===- PassOptions.h - Option types shared by dimtune's passes ----*- C++ -*-===//

#ifndef DIMTUNE_PASSSUPPORT_PASSOPTIONS_H
#define DIMTUNE_PASSSUPPORT_PASSOPTIONS_H

#include "dimtune/CostModel/AttentionDispatch.h"
#include "dimtune/CostModel/PadPolicy.h"
#include "dimtune/CostModel/StepModel.h"
#include "dimtune/Target/GpuTarget.h"

#include "mlir/IR/BuiltinOps.h"

namespace dimtune {

/// exec=: how the step is launched, or by the module's phase.
enum class ExecChoice { Default, Eager, Graph };

/// What exec= means for `module`: graph for a decode step (as serving engines
/// replay it), eager otherwise (as Hugging Face runs a step), unless named.
ExecMode resolveExec(ExecChoice choice, mlir::ModuleOp module);

} // namespace dimtune

#endif // DIMTUNE_PASSSUPPORT_PASSOPTIONS_H
