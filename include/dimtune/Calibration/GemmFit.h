//===- GemmFit.h - Fit and check the GEMM cost model --------------*- C++ -*-===//
//
// Measured GEMM times (benchmarks/measure_cublas.py's CSV, or the runner's
// results read by dimtune-calibrate), the fit of the GEMM cost model's
// factors on them, and the errors of a calibration on measurements the fit
// never saw. Pure: no MLIR, no GPU.
//
//===----------------------------------------------------------------------===//

#ifndef DIMTUNE_CALIBRATION_GEMMFIT_H
#define DIMTUNE_CALIBRATION_GEMMFIT_H

#include "dimtune/CostModel/CostModel.h"
#include "dimtune/CostModel/GemmKey.h"

#include "llvm/Support/Error.h"
#include "llvm/Support/raw_ostream.h"

#include <string>
#include <vector>

namespace dimtune {

struct GemmMeasurement {
  GemmKey problem;
  double medianUs = 0;
  /// The SM clock it ran at (0: the boost clock, or not recorded): the fit
  /// and the checks compare it with the model's time at that clock, so that
  /// the factors stay those of the boost clock whatever the power cap did.
  double smClockMhz = 0;
};

/// Parses the CSV benchmarks/measure_cublas.py writes (Csv.h); errors name
/// the file and line.
llvm::Expected<std::vector<GemmMeasurement>> readGemmMeasurements(llvm::StringRef path);

/// The factors the fit finds, each over its own domain (ParameterSpace in
/// GemmFit.cpp): the tensor-core and the fp32 compute efficiency (one
/// tensor-core factor for tf32, fp16, bf16, fp8 and int8), the tile intensity
/// exponent, the memory efficiency, the launch and per-wave costs, the
/// misaligned slow-downs of 8-, 4- and 2-byte strides (the 1-byte one follows
/// the 2-byte one), the split-K and stream-K overheads, the compute/memory
/// combine exponent, the SIMT (fp32) misaligned slow-down and the slow-downs of
/// an M-major A and an N-major B on types that want K-major operands, and the
/// extra tile exponent of misaligned kernels. The copy costs, the GEMV-like
/// kernel's row cost, attention and memory-bound kernels are left as they are.
constexpr int kGemmFitFactors = 16;

struct GemmFitResult {
  Calibration calibration; ///< The target's, its GEMM factors fitted.
  double startMeanAbsLogError = 0; ///< Of the target's own calibration.
  double meanAbsLogError = 0;      ///< Mean |log(predicted / measured)| at the fit.
  double medianRelError = 0;       ///< Median relativeTflopsError at the fit.
  /// How often the objective was evaluated: each Nelder-Mead round stops
  /// once its simplex is flat (kFlatObjectiveSpread), as on times no factor
  /// explains, instead of shrinking it for every remaining iteration.
  int64_t objectiveEvaluations = 0;
};

/// The spread of the simplex's mean |log error| (relative to it, or absolute
/// below 1) under which a round of the fit stops: no step it takes can change
/// the error by more.
constexpr double kFlatObjectiveSpread = 1e-9;

/// Finds the factors that minimize the mean |log(predicted / measured)| over
/// `rows`: Nelder-Mead over the unbounded images of the factors, from the
/// target's calibration, then three restarts from the best point, each
/// stopped early on a flat objective. Deterministic. Progress lines go to
/// `log` when given.
GemmFitResult fitGemmCalibration(const GpuTarget &target, llvm::ArrayRef<GemmMeasurement> rows,
                                 llvm::raw_ostream *log = nullptr);

/// The fitted factors none of `rows` bears on, by their target-file names
/// ("misaligned_slowdown[1]" is the 4-byte strides' slow-down): with
/// `target`'s calibration, no row's estimate is compute-bound on a tensor-core
/// type ("compute_efficiency.tensor_core") or on fp32
/// ("compute_efficiency.fp32"), on a tile smaller than the largest
/// ("tile_intensity_exponent"), memory-bound ("memory_efficiency"),
/// latency-bound ("launch_us"), near the ridge (compute and memory time
/// within 3x of each other: "combine_exponent"), split-K or stream-K, or has
/// a worst stride of that class. The fit cannot place such a factor (it stays
/// near where it started, or drifts to a bound); dimtune-calibrate refuses to
/// fit without every one.
std::vector<std::string> unpinnedFactors(const GpuTarget &target,
                                         llvm::ArrayRef<GemmMeasurement> rows);

/// |predicted - measured| / measured of TFLOP/s, which is |t_meas/t_pred - 1|:
/// the error every GEMM check reports.
double relativeTflopsError(double predictedUs, double measuredUs);

/// GEMMs of at most this many rows (decode, small batches) run on other
/// kernels (GEMV-like, small tiles, split-K): checks report them apart.
constexpr int64_t kSmallMRows = 64;

/// The group a check reports a shape in: its dtype, then " batched" (batch >
/// 1) or " small-M" (M <= kSmallMRows), then " aligned" or " misaligned".
std::string gemmCategory(const GemmKey &key);

struct GemmPrediction {
  const GemmMeasurement *measured = nullptr;
  GemmEstimate estimate; ///< At the boost clock.
  double predictedUs = 0; ///< At the clock the row ran at.
  double error = 0; ///< relativeTflopsError of predictedUs.
};

/// The estimate's time at the clock `row` ran at.
double predictedAtItsClock(const GpuTarget &target, const GemmEstimate &estimate,
                           const GemmMeasurement &row);

/// The model's estimate of every row with `target`'s calibration.
std::vector<GemmPrediction> predictGemms(const GpuTarget &target,
                                         llvm::ArrayRef<GemmMeasurement> rows);

struct ErrorStats {
  size_t count = 0;
  double median = 0, p90 = 0;
};
ErrorStats errorStats(llvm::ArrayRef<GemmPrediction> rows);

/// One line per category (gemmCategory) and one for all: count, median and
/// p90 error of TFLOP/s.
void printErrorSummary(llvm::raw_ostream &os, llvm::ArrayRef<GemmPrediction> rows);

} // namespace dimtune

#endif // DIMTUNE_CALIBRATION_GEMMFIT_H
