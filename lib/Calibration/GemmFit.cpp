//===- GemmFit.cpp - Fit and check the GEMM cost model --------------------===//

#include "dimtune/Calibration/GemmFit.h"
#include "dimtune/Calibration/Csv.h"
#include "dimtune/Calibration/FitSupport.h"

#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/FormatVariadic.h"

#include <algorithm>
#include <cmath>
#include <map>

using namespace llvm;

namespace dimtune {

//===----------------------------------------------------------------------===//
// Measurements
//===----------------------------------------------------------------------===//

/// The problem a row describes: A stored [m,k] ("k") or [k,m] ("m"), B stored
/// [k,n] ("n") or [n,k] ("k"), C [m,n].
static std::optional<GemmKey> problemFor(StringRef dtype, int64_t batch, int64_t m, int64_t n,
                                         int64_t k, StringRef aContig, StringRef bContig) {
  std::optional<ElementType> type = parseElementType(dtype);
  std::optional<GemmDim> a = parseGemmDim(aContig), b = parseGemmDim(bContig);
  if (!type || (*type != ElementType::BF16 && *type != ElementType::F16 &&
                *type != ElementType::F32 && *type != ElementType::TF32))
    return std::nullopt;
  if (!a || (*a != GemmDim::K && *a != GemmDim::M) || !b ||
      (*b != GemmDim::N && *b != GemmDim::K))
    return std::nullopt;
  return denseGemmKey(*type, batch, m, n, k, *a, *b);
}

Expected<std::vector<GemmMeasurement>> readGemmMeasurements(StringRef path) {
  auto readRow = [](const CsvTable &table, const CsvRow &row,
                    std::vector<GemmMeasurement> &out) -> Error {
    int64_t batch, m, n, k;
    double medianUs;
    if (!to_integer(row["batch"], batch) || !to_integer(row["m"], m) ||
        !to_integer(row["n"], n) || !to_integer(row["k"], k) ||
        !to_float(row["median_us"], medianUs) || batch <= 0 || m <= 0 || n <= 0 || k <= 0 ||
        !isMeasuredTime(medianUs))
      return table.error(row, "expected positive batch, m, n, k, median_us");
    if (!gemmExtentsModelled(double(batch), double(m), double(n), double(k)))
      return table.error(row, kBeyondModelledExtents);
    std::optional<GemmKey> problem =
        problemFor(row["dtype"], batch, m, n, k, row["a_contig"], row["b_contig"]);
    if (!problem)
      return table.error(row, "unknown dtype or layout");
    out.push_back({*problem, medianUs});
    return Error::success();
  };
  return readCsvRecords<GemmMeasurement>(
      path, {"dtype", "batch", "m", "n", "k", "a_contig", "b_contig", "median_us"}, "measurements",
      readRow);
}

//===----------------------------------------------------------------------===//
// The fit
//===----------------------------------------------------------------------===//

namespace {

/// The fitted factors (kGemmFitFactors), each mapped from an unbounded real:
/// efficiencies through a sigmoid, costs through exp, slow-downs and the
/// combine exponent as 1 + exp. Each is held within a bound no GPU comes near
/// (and a target file accepts), so that a factor the rows say little about
/// cannot run off to a value no target file would load.
struct ParameterSpace {
  static constexpr int size = kGemmFitFactors;
  static constexpr double kMinEfficiency = 1e-6;
  static constexpr double kMaxUs = 1e4, kMaxSlowdown = 100, kMaxExponent = 100,
                          kMaxOverhead = 10;

  static double sigmoid(double x) {
    return std::clamp(1 / (1 + std::exp(-x)), kMinEfficiency, 1.0);
  }
  static double logit(double y) { return std::log(y / (1 - y)); }
  static double bounded(double x, double hi) { return std::min(std::exp(x), hi); }

  static Calibration toCalibration(const std::vector<double> &x, Calibration c) {
    double tensor = sigmoid(x[0]);
    c.computeEfficiency = {sigmoid(x[1]), tensor, tensor, tensor, tensor, tensor};
    c.tileIntensityExponent = bounded(x[2], kMaxExponent);
    c.memoryEfficiency = sigmoid(x[3]);
    c.launchUs = bounded(x[4], kMaxUs);
    c.waveUs = bounded(x[5], kMaxUs);
    c.misalignedSlowdown[0] = 1 + bounded(x[6], kMaxSlowdown - 1);
    c.misalignedSlowdown[1] = 1 + bounded(x[7], kMaxSlowdown - 1);
    c.misalignedSlowdown[2] = 1 + bounded(x[8], kMaxSlowdown - 1);
    // No 1-byte-aligned stride is measured (it needs fp8/int8, which the
    // runner does not time): the 2-byte factor is the nearest evidence.
    c.misalignedSlowdown[3] = c.misalignedSlowdown[2];
    c.splitKOverhead = bounded(x[9], kMaxOverhead);
    c.streamKOverhead = bounded(x[10], kMaxOverhead);
    c.combineExponent = 1 + bounded(x[11], kMaxExponent - 1);
    c.misalignedSlowdownSimt = 1 + bounded(x[12], kMaxSlowdown - 1);
    c.mnMajorSlowdown[0] = 1 + bounded(x[13], kMaxSlowdown - 1);
    c.mnMajorSlowdown[1] = 1 + bounded(x[14], kMaxSlowdown - 1);
    c.misalignedTileIntensityExponent = bounded(x[15], kMaxExponent);
    return c;
  }

  static std::vector<double> fromCalibration(const Calibration &c) {
    // Clamped: a factor at its bound (a slow-down of exactly 1, say) would
    // map to -inf; and one near it, deep in exp's flat tail, would never
    // move. Slow-downs start at least 5% above 1.
    auto log = [](double x) { return std::log(std::max(x, 1e-6)); };
    auto slowdown = [](double s) { return std::log(std::max(s - 1, 0.05)); };
    auto logitOf = [](double y) { return logit(std::clamp(y, 1e-6, 1 - 1e-6)); };
    return {logitOf(c.computeEfficiency.bf16), logitOf(c.computeEfficiency.fp32),
            log(c.tileIntensityExponent), logitOf(c.memoryEfficiency),
            log(c.launchUs), log(c.waveUs),
            slowdown(c.misalignedSlowdown[0]), slowdown(c.misalignedSlowdown[1]),
            slowdown(c.misalignedSlowdown[2]), log(c.splitKOverhead),
            log(c.streamKOverhead), log(c.combineExponent - 1),
            slowdown(c.misalignedSlowdownSimt), slowdown(c.mnMajorSlowdown[0]),
            slowdown(c.mnMajorSlowdown[1]), log(std::max(c.misalignedTileIntensityExponent, 0.05))};
  }
};

double meanLogError(const GpuTarget &target, ArrayRef<GemmMeasurement> rows) {
  CostModel model(target);
  double sum = 0;
  for (const GemmMeasurement &m : rows)
    sum += std::abs(std::log(predictedAtItsClock(target, model.estimate(m.problem), m) / m.medianUs));
  return sum / rows.size();
}

/// Plain Nelder-Mead; returns the best point found. Stops before
/// `iterations` once the simplex's values are within kFlatObjectiveSpread.
std::vector<double> nelderMead(function_ref<double(const std::vector<double> &)> f,
                               std::vector<double> start, double step, int iterations) {
  int n = start.size();
  std::vector<std::vector<double>> simplex(n + 1, start);
  for (int i = 0; i < n; ++i)
    simplex[i + 1][i] += step;
  std::vector<double> value(n + 1);
  for (int i = 0; i <= n; ++i)
    value[i] = f(simplex[i]);
  for (int it = 0; it < iterations; ++it) {
    std::vector<int> order(n + 1);
    for (int i = 0; i <= n; ++i)
      order[i] = i;
    llvm::sort(order, [&](int a, int b) { return value[a] < value[b]; });
    int best = order[0], worst = order[n], second = order[n - 1];
    // A flat simplex only shrinks: n evaluations an iteration, no gain.
    if (value[worst] - value[best] <= kFlatObjectiveSpread * std::max(1.0, std::abs(value[best])))
      break;
    std::vector<double> centroid(n, 0);
    for (int i = 0; i <= n; ++i)
      if (i != worst)
        for (int d = 0; d < n; ++d)
          centroid[d] += simplex[i][d] / n;
    auto along = [&](double t) {
      std::vector<double> p(n);
      for (int d = 0; d < n; ++d)
        p[d] = centroid[d] + t * (simplex[worst][d] - centroid[d]);
      return p;
    };
    std::vector<double> reflected = along(-1);
    double fr = f(reflected);
    if (fr < value[best]) {
      std::vector<double> expanded = along(-2);
      double fe = f(expanded);
      if (fe < fr)
        simplex[worst] = expanded, value[worst] = fe;
      else
        simplex[worst] = reflected, value[worst] = fr;
    } else if (fr < value[second]) {
      simplex[worst] = reflected, value[worst] = fr;
    } else {
      std::vector<double> contracted = along(0.5);
      double fc = f(contracted);
      if (fc < value[worst]) {
        simplex[worst] = contracted, value[worst] = fc;
      } else {
        for (int i = 0; i <= n; ++i)
          if (i != best) {
            for (int d = 0; d < n; ++d)
              simplex[i][d] = simplex[best][d] + 0.5 * (simplex[i][d] - simplex[best][d]);
            value[i] = f(simplex[i]);
          }
      }
    }
  }
  int best = std::min_element(value.begin(), value.end()) - value.begin();
  return simplex[best];
}

} // namespace

GemmFitResult fitGemmCalibration(const GpuTarget &target, ArrayRef<GemmMeasurement> rows,
                                 raw_ostream *log) {
  GemmFitResult result;
  auto objective = [&](const std::vector<double> &x) {
    ++result.objectiveEvaluations;
    GpuTarget t = target;
    t.calibration = ParameterSpace::toCalibration(x, target.calibration);
    return meanLogError(t, rows);
  };
  std::vector<double> best = ParameterSpace::fromCalibration(target.calibration);
  double bestValue = objective(best);
  result.startMeanAbsLogError = meanLogError(target, rows);
  if (log)
    *log << formatv("start: mean |log error| {0:f4}\n", bestValue);
  for (int round = 0; round < 4; ++round) {
    std::vector<double> x = nelderMead(objective, best, round == 0 ? 1.0 : 0.3, 1500);
    double v = objective(x);
    if (log)
      *log << formatv("round {0}: mean |log error| {1:f4} ({2} evaluations so far)\n", round, v,
                      result.objectiveEvaluations);
    if (v < bestValue)
      best = x, bestValue = v;
  }
  result.calibration = ParameterSpace::toCalibration(best, target.calibration);
  result.meanAbsLogError = bestValue;
  GpuTarget fitted = target;
  fitted.calibration = result.calibration;
  result.medianRelError = errorStats(predictGemms(fitted, rows)).median;
  return result;
}

std::vector<std::string> unpinnedFactors(const GpuTarget &target,
                                         ArrayRef<GemmMeasurement> rows) {
  CostModel model(target);
  const char *names[] = {"compute_efficiency.tensor_core",
                         "compute_efficiency.fp32",
                         "tile_intensity_exponent",
                         "memory_efficiency",
                         "launch_us",
                         "combine_exponent",
                         "split_k_overhead",
                         "stream_k_overhead",
                         "misaligned_slowdown[0]",
                         "misaligned_slowdown[1]",
                         "misaligned_slowdown[2]",
                         "misaligned_slowdown_simt",
                         "mn_major_slowdown[0]",
                         "mn_major_slowdown[1]",
                         "misaligned_tile_intensity_exponent"};
  bool pinned[std::size(names)] = {};
  // The layout slow-downs matter only to types that want K-major operands:
  // results without any (a chip without tf32) leave them where they are.
  bool anyKMajorType = llvm::any_of(rows, [&](const GemmMeasurement &row) {
    return needsKMajorOperands(target.runsAs(row.problem.math()));
  });
  pinned[12] = pinned[13] = !anyKMajorType;
  for (const GemmMeasurement &row : rows) {
    GemmEstimate e = model.estimate(row.problem);
    MathType math = target.runsAs(row.problem.math());
    bool simt = math == MathType::FP32, compute = e.bound == Bound::Compute;
    double largest = 0;
    for (const CtaTile &t : target.tilesFor(math))
      largest = std::max(largest, double(t.m) * t.n / double(t.m + t.n));
    const CtaTile &tile = e.kernel.tile;
    pinned[0] |= compute && !simt;
    pinned[1] |= compute && simt;
    pinned[2] |= compute && double(tile.m) * tile.n / double(tile.m + tile.n) < largest;
    pinned[3] |= e.bound == Bound::Memory;
    pinned[4] |= e.bound == Bound::Latency;
    pinned[5] |= std::min(e.computeUs, e.memoryUs) * 3 >= std::max(e.computeUs, e.memoryUs);
    pinned[6] |= e.kernel.split == KSplit::SplitK;
    pinned[7] |= e.kernel.split == KSplit::StreamK;
    if (compute && needsKMajorOperands(math)) {
      pinned[12] |= row.problem.a.contiguous == GemmDim::M;
      pinned[13] |= row.problem.b.contiguous == GemmDim::N;
    }
    pinned[14] |= compute && runsMisalignedTensorCoreTiles(row.problem, math) && e.kernel.gemvRows == 0 &&
                  double(tile.m) * tile.n / double(tile.m + tile.n) < largest;
    if (!e.aligned && simt)
      pinned[11] = true;
    else if (!e.aligned)
      pinned[8 + std::min(misalignedSlowdownIndex(row.problem, e.worstAlignmentBytes), 2)] = true;
  }
  std::vector<std::string> out;
  for (auto [name, ok] : llvm::zip(names, pinned))
    if (!ok)
      out.push_back(name);
  return out;
}

//===----------------------------------------------------------------------===//
// Checks
//===----------------------------------------------------------------------===//

double relativeTflopsError(double predictedUs, double measuredUs) {
  return std::abs(measuredUs / predictedUs - 1);
}

std::string gemmCategory(const GemmKey &p) {
  std::string c = p.dtype().str();
  if (p.batch > 1)
    c += " batched";
  else if (p.m <= kSmallMRows)
    c += " small-M";
  return c + (p.stridesAligned() ? " aligned" : " misaligned");
}

double predictedAtItsClock(const GpuTarget &target, const GemmEstimate &estimate,
                           const GemmMeasurement &row) {
  return target.timeAtClock(estimate.predictedUs, estimate.clockedUs(), row.smClockMhz);
}

std::vector<GemmPrediction> predictGemms(const GpuTarget &target,
                                         ArrayRef<GemmMeasurement> rows) {
  CostModel model(target);
  std::vector<GemmPrediction> out;
  for (const GemmMeasurement &m : rows) {
    GemmEstimate e = model.estimate(m.problem);
    double us = predictedAtItsClock(target, e, m);
    out.push_back({&m, e, us, relativeTflopsError(us, m.medianUs)});
  }
  return out;
}

static std::vector<double> errorsOf(ArrayRef<GemmPrediction> rows) {
  std::vector<double> errors;
  for (const GemmPrediction &p : rows)
    errors.push_back(p.error);
  return errors;
}

ErrorStats errorStats(ArrayRef<GemmPrediction> rows) {
  std::vector<double> errors = errorsOf(rows);
  return {errors.size(), median(errors), quantile(errors, 0.9)};
}

void printErrorSummary(raw_ostream &os, ArrayRef<GemmPrediction> rows) {
  std::map<std::string, std::vector<GemmPrediction>> byCategory;
  for (const GemmPrediction &p : rows)
    byCategory[gemmCategory(p.measured->problem)].push_back(p);
  for (auto &[category, group] : byCategory) {
    ErrorStats s = errorStats(group);
    os << formatv("  {0,-26} {1,5} shapes  median |pred-meas|/meas TFLOP/s {2:p}  p90 {3:p}\n",
                  category, s.count, s.median, s.p90);
  }
  ErrorStats all = errorStats(rows);
  os << formatv("all: median |pred-meas|/meas TFLOP/s {0:p}, p90 {1:p}\n", all.median, all.p90);
}

} // namespace dimtune
