//===- Calibrations.h - Fitted cost-model factors -----------------*- C++ -*-===//
//
// The efficiency factors of the cost model are data: fitted by dimtune-fit on
// cuBLAS timings measured on a real GPU, kept in a table with their provenance.
//
//===----------------------------------------------------------------------===//

#ifndef DIMTUNE_TARGET_CALIBRATIONS_H
#define DIMTUNE_TARGET_CALIBRATIONS_H

#include "dimtune/Target/GpuTarget.h"

namespace dimtune {

/// The calibration for chips of architecture `arch` ("sm_90"): the fit made on
/// that architecture, or the nearest one measured, with a provenance that says so.
Calibration calibrationFor(llvm::StringRef arch);

} // namespace dimtune

#endif // DIMTUNE_TARGET_CALIBRATIONS_H
