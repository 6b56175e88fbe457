//===- PowerFit.h - Fit the power model of a GPU under its cap ----*- C++ -*-===//
//
// The power sweep's measurements (loads held on the GPU for seconds with NVML
// sampling its power and SM clock: a GEMM and a copy each run for a share of
// every period, and GEMMs timed in bursts and back to back) and the fit of
// the target's PowerModel on them:
//
//   power at the boost clock   P = idle + a R + b B over the duty points the
//                              cap did not touch (R the tensor TFLOP/s, B the
//                              GB/s moved): least squares;
//   at a lower clock f         a R scales by (f / boost)^rate_exponent, from
//                              the heaviest GEMM point, which ran at the cap;
//   compute-bound time         scales by (boost / f)^time_exponent: the median
//                              over the sustained GEMMs of ln(slow-down) /
//                              ln(burst clock / sustained clock);
//   the level the cap holds    the median power of the loads the cap held
//                              all along (NVML reads a little under the cap);
//   busy watts                 kept from the target (a GEMM and a copy alone
//                              cannot tell them from the per-rate watts): a
//                              and b become what the loads draw beyond them,
//                              so the sweep's GEMM and copy keep their power.
//
// Pure: no MLIR, no GPU. The files are those benchmarks/measure_power.py
// writes (its `duty` and `sustained` outputs).
//
//===----------------------------------------------------------------------===//

#ifndef DIMTUNE_CALIBRATION_POWERFIT_H
#define DIMTUNE_CALIBRATION_POWERFIT_H

#include "dimtune/Target/GpuTarget.h"

#include "llvm/Support/Error.h"
#include "llvm/Support/JSON.h"

#include <string>
#include <vector>

namespace dimtune {

/// One load held on the GPU, as NVML saw it over its samples.
struct PowerPoint {
  std::string load;          ///< "idle", "gemm" or "copy".
  double duty = 0;           ///< The share of each period the load ran.
  double tflops = 0;         ///< The tensor work's rate over the whole period.
  double gbs = 0;            ///< The memory traffic's rate over the whole period.
  double clockMhzMedian = 0; ///< The SM clock's median over the samples.
  double clockMhzMin = 0;
  double powerWMedian = 0;
  double capShare = 0;       ///< The share of samples the power cap held the clock.
};

/// One GEMM timed in bursts (a cool GPU) and back to back (at the cap).
struct SustainedGemm {
  double burstClockMhz = 0, sustainedClockMhz = 0;
  double slowdown = 0; ///< Sustained time over burst time.
  double sustainedPowerW = 0, sustainedCapShare = 0;
};

struct PowerMeasurements {
  std::string gpu; ///< The duty file's environment.gpu, where it names one.
  double powerLimitW = 0; ///< Its environment.power_limit_w (NVML's enforced limit), or 0.
  std::vector<PowerPoint> points;
  std::vector<SustainedGemm> sustained;
  /// The duty GEMM's and copy's rates when run alone (the file's "burst"
  /// times; 0 where it has none): a load of busy share 1.
  double gemmBurstTflops = 0, copyBurstGBs = 0;
};

/// Reads the duty points (`{"points": [{"load", "duty", "tflops" | "gbs",
/// "conditions": {...}}]}`) and the sustained GEMMs (`{"shapes": [{"burst":
/// {"conditions"}, "sustained": {"conditions"}, "slowdown"}]}`); an error names
/// the file and the JSON path of what is missing or not plausible.
llvm::Expected<PowerMeasurements> readPowerMeasurements(llvm::StringRef dutyPath,
                                                         llvm::StringRef sustainedPath);
llvm::Expected<PowerMeasurements> parsePowerMeasurements(const llvm::json::Value &duty,
                                                          llvm::StringRef dutyName,
                                                          const llvm::json::Value &sustained,
                                                          llvm::StringRef sustainedName);

struct PowerFitResult {
  PowerModel model;
  size_t uncappedPoints = 0; ///< The points of the least-squares fit.
  /// Mean |predicted / measured - 1| of the power of those points.
  double meanAbsPowerError = 0;
};

/// Fits the model for a GPU of `boostMhz` whose enforced limit is `capW`;
/// `windowMs` (the span the cap averages over) and `busyW` (a running
/// kernel's watts whatever its rate) are measured apart and kept.
/// An error says which measurement is missing (too few uncapped points, no
/// GEMM at the cap, no sustained GEMM slowed by its clock) or which factor
/// came out implausible.
llvm::Expected<PowerFitResult> fitPowerModel(const PowerMeasurements &measurements, double capW,
                                             double boostMhz, double windowMs,
                                             double busyW = 0);

} // namespace dimtune

#endif // DIMTUNE_CALIBRATION_POWERFIT_H
