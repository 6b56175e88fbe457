//===- DecodeFit.h - Calibrate and check the decode-attention model -*- C++ -*-===//
//
// Reads the CSV benchmarks/measure_decode.py attention writes (SDPA with one
// query over a KV cache, per backend forced), fits each backend's
// DecodeAttentionFit on the rows of its "fit" set, and checks a calibration on
// the rows of its "validate" set (rows the fit never saw).
//
//===----------------------------------------------------------------------===//

#ifndef DIMTUNE_TOOLS_FIT_DECODEFIT_H
#define DIMTUNE_TOOLS_FIT_DECODEFIT_H

#include "dimtune/CostModel/AttentionProblem.h"
#include "dimtune/Target/GpuTarget.h"

#include "llvm/Support/Error.h"
#include "llvm/Support/JSON.h"

#include <string>
#include <vector>

namespace dimtune {

struct DecodeMeasurement {
  AttentionKey key;
  AttentionBackend backend = AttentionBackend::Cudnn;
  std::string set;  ///< "fit" or "validate".
  double us = 0;
};

/// Which of a row's times is the kernel's: its median, or (`p10Where`) its p10
/// where the median exceeds 1.3 x the p10: measurements made before the timing
/// harness timed in chunks (benchmarks/gpu_timing.py), whose later calls
/// waited on the host once CUDA's launch queue was full.
enum class DecodeTime { Median, P10WhereQueued };

/// The rows measured ("ok") on a forced backend; `default` rows (what the
/// dispatch picked) and refusals are skipped.
llvm::Expected<std::vector<DecodeMeasurement>> readDecodeMeasurements(llvm::StringRef path,
                                                                      DecodeTime time);

/// Fits every backend present on its "fit" rows: the factors, as the file
/// that records them (`source`: the measurements' files); an error where no
/// backend has fit rows.
llvm::Expected<llvm::json::Object>
fitDecode(const GpuTarget &target, llvm::ArrayRef<DecodeMeasurement> rows, llvm::StringRef source);

/// Prints the median, p90 and largest |predicted - measured| / measured per
/// backend and set, with the target's calibration; returns each prediction as
/// CSV.
std::string checkDecode(const GpuTarget &target, llvm::ArrayRef<DecodeMeasurement> rows);

} // namespace dimtune

#endif // DIMTUNE_TOOLS_FIT_DECODEFIT_H
