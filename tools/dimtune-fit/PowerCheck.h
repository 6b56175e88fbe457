//===- PowerCheck.h - The power model against measured loads ------*- C++ -*-===//
//
// Reads the loads benchmarks/check_power_loads.py measured (each held at a
// duty cycle below the cap, its power and clock sampled) and prices each with
// the target's power model, GpuTarget::powerAt: the formula the step model
// solves the sustained clock with, so that no script keeps a copy of it.
//
//===----------------------------------------------------------------------===//

#ifndef DIMTUNE_TOOLS_FIT_POWERCHECK_H
#define DIMTUNE_TOOLS_FIT_POWERCHECK_H

#include "dimtune/Target/GpuTarget.h"

#include "llvm/ADT/StringRef.h"
#include "llvm/Support/Error.h"

#include <string>
#include <vector>

namespace dimtune {

struct PowerCheck {
  std::string csv;     ///< Each load with its predicted_w and rel_error.
  std::string summary; ///< One line: the loads' mean, median and largest error.
  std::vector<double> predictedW; ///< By load, in the file's order.
};

/// The loads of `csvPath` (columns load, kind (gemm or memory), duty,
/// busy_share, tflops, gbs, sm_clock_mhz, measured_w) priced with the
/// target's power model. Fails on a malformed row or a target without a
/// power model.
llvm::Expected<PowerCheck> checkPower(const GpuTarget &target, llvm::StringRef csvPath);

} // namespace dimtune

#endif // DIMTUNE_TOOLS_FIT_POWERCHECK_H
