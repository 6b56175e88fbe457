//===- AttentionFit.h - Calibrate and check the attention model ---*- C++ -*-===//
//
// Reads the CSV benchmarks/measure_attention.py writes (fused attention timed
// through PyTorch SDPA per backend, forward and backward), fits the attention
// model's factors per backend and direction, and checks a calibration against
// measurements the fit never saw.
//
//===----------------------------------------------------------------------===//

#ifndef DIMTUNE_TOOLS_FIT_ATTENTIONFIT_H
#define DIMTUNE_TOOLS_FIT_ATTENTIONFIT_H

#include "dimtune/CostModel/AttentionProblem.h"
#include "dimtune/Target/GpuTarget.h"

#include "llvm/Support/Error.h"
#include "llvm/Support/JSON.h"

#include <vector>

namespace dimtune {

struct AttentionMeasurement {
  AttentionKey key;
  AttentionBackend backend = AttentionBackend::Cudnn;
  bool backward = false;
  double medianUs = 0;
};

/// The rows measured ("ok"); rows a backend refused are skipped.
llvm::Expected<std::vector<AttentionMeasurement>> readAttentionMeasurements(llvm::StringRef path);

/// Fits every backend and direction present: the factors, as the file that
/// records them (`source`: the measurements' files).
llvm::json::Object fitAttention(const GpuTarget &target, llvm::ArrayRef<AttentionMeasurement> rows,
                                llvm::StringRef source);

/// Prints the median and p90 |predicted - measured| / measured per backend and
/// direction, with the target's calibration; returns each prediction as CSV.
std::string checkAttention(const GpuTarget &target, llvm::ArrayRef<AttentionMeasurement> rows);

} // namespace dimtune

#endif // DIMTUNE_TOOLS_FIT_ATTENTIONFIT_H
