//===- dimtune-fit.cpp - Calibrate and check the cost model ---------------===//
//
//   dimtune-fit fit   MEASURED.csv --target h200 -o CALIBRATION.json
//   dimtune-fit check MEASURED.csv --target h200 [--target-file F] [-o PRED.csv]
//   dimtune-fit attention-fit   ATTENTION.csv... --target h200 -o FIT.json
//   dimtune-fit attention-check ATTENTION.csv... --target h200 [-o PRED.csv]
//   dimtune-fit memory-fit MEMORY-OPS.csv --target h200 -o FIT.json
//
// `fit` finds the Calibration factors that minimize the mean |log(predicted /
// measured)| time over the rows (Nelder-Mead over bounded parameters, a few
// restarts). `check` compares the built-in (or target-file) calibration with
// measurements the fit never saw, and checks that every shape measured at
// least 2x slower than its aligned neighbour is flagged with a suggested
// speed-up of at least 1.5.
//
//===----------------------------------------------------------------------===//

#include "AttentionFit.h"
#include "Measurements.h"
#include "MemoryFit.h"

#include "dimtune/CostModel/CostModel.h"
#include "dimtune/Target/GpuTarget.h"

#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/Format.h"
#include "llvm/Support/InitLLVM.h"
#include "llvm/Support/JSON.h"
#include "llvm/Support/WithColor.h"
#include "llvm/Support/raw_ostream.h"

#include <algorithm>
#include <cmath>
#include <map>
#include <random>

using namespace llvm;
using namespace dimtune;

static cl::opt<std::string> mode(cl::Positional, cl::Required,
                                 cl::desc("<fit|check|attention-fit|attention-check|memory-fit>"));
static cl::opt<std::string> csvPath(cl::Positional, cl::Required,
                                    cl::desc("<measured.csv>"));
static cl::list<std::string> moreCsvPaths(cl::Positional,
                                          cl::desc("[more measured.csv (attention modes)]"));
static cl::opt<std::string> targetName("target", cl::init("h200"),
                                       cl::desc("GPU the timings were measured on"));
static cl::opt<std::string> targetFile("target-file", cl::init(""),
                                       cl::desc("JSON file adding or overriding GPUs"));
static cl::opt<std::string> outPath("o", cl::init(""), cl::desc("output file"));
static cl::opt<double> maxOverhead("max-overhead", cl::init(0.10),
                                   cl::desc("extra FLOPs a suggestion may add"));

namespace {

/// The fitted parameters, each mapped from an unbounded real.
struct ParameterSpace {
  static constexpr int size = 13;

  static double sigmoid(double x) { return 1 / (1 + std::exp(-x)); }
  static double logit(double y) { return std::log(y / (1 - y)); }

  static Calibration toCalibration(const std::vector<double> &x, Calibration c) {
    double tensor = sigmoid(x[0]);
    c.computeEfficiency = {sigmoid(x[1]), tensor, tensor, tensor, tensor, tensor};
    c.tileIntensityExponent = std::exp(x[2]);
    c.memoryEfficiency = sigmoid(x[3]);
    c.launchUs = std::exp(x[4]);
    c.waveUs = std::exp(x[5]);
    c.misalignedSlowdown[0] = 1 + std::exp(x[6]);
    c.misalignedSlowdown[1] = 1 + std::exp(x[7]);
    c.misalignedSlowdown[2] = 1 + std::exp(x[8]);
    // No 1-byte-aligned stride was measured (it needs fp8/int8): the 2-byte
    // factor is the nearest evidence.
    c.misalignedSlowdown[3] = c.misalignedSlowdown[2];
    c.splitKOverhead = std::exp(x[9]);
    c.streamKOverhead = std::exp(x[10]);
    c.combineExponent = 1 + std::exp(x[11]);
    c.misalignedSlowdownSimt = 1 + std::exp(x[12]);
    return c;
  }

  static std::vector<double> fromCalibration(const Calibration &c) {
    // Clamped: a factor at its bound (a slow-down of exactly 1, say) would
    // map to -inf and stall the search.
    auto log = [](double x) { return std::log(std::max(x, 1e-6)); };
    auto logitOf = [](double y) { return logit(std::clamp(y, 1e-6, 1 - 1e-6)); };
    return {logitOf(c.computeEfficiency.bf16), logitOf(c.computeEfficiency.fp32),
            log(c.tileIntensityExponent), logitOf(c.memoryEfficiency),
            log(c.launchUs), log(c.waveUs),
            log(c.misalignedSlowdown[0] - 1), log(c.misalignedSlowdown[1] - 1),
            log(c.misalignedSlowdown[2] - 1), log(c.splitKOverhead),
            log(c.streamKOverhead), log(c.combineExponent - 1),
            log(c.misalignedSlowdownSimt - 1)};
  }
};

double logError(const GpuTarget &target, const Measurement &m) {
  double predicted = CostModel(target).estimate(m.problem).predictedUs;
  return std::abs(std::log(predicted / m.medianUs));
}

double meanLogError(const GpuTarget &target, ArrayRef<Measurement> rows) {
  double sum = 0;
  for (const Measurement &m : rows)
    sum += logError(target, m);
  return sum / rows.size();
}

/// Plain Nelder-Mead; returns the best point found.
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

/// |predicted - measured| / measured of TFLOP/s, which is |t_meas/t_pred - 1|.
double relativeTflopsError(double predictedUs, double measuredUs) {
  return std::abs(measuredUs / predictedUs - 1);
}

double median(std::vector<double> v) {
  if (v.empty())
    return 0;
  llvm::sort(v);
  size_t h = v.size() / 2;
  return v.size() % 2 ? v[h] : 0.5 * (v[h - 1] + v[h]);
}

std::string categoryOf(const GemmKey &p) {
  std::string c = p.dtype().str();
  if (p.batch > 1)
    c += " batched";
  else if (p.m <= 64)
    c += " small-M";
  return c + (p.misalignedStrides().empty() ? " aligned" : " misaligned");
}

int runFit(GpuTarget target, ArrayRef<Measurement> rows) {
  auto objective = [&](const std::vector<double> &x) {
    GpuTarget t = target;
    t.calibration = ParameterSpace::toCalibration(x, target.calibration);
    return meanLogError(t, rows);
  };
  std::vector<double> best = ParameterSpace::fromCalibration(target.calibration);
  double bestValue = objective(best);
  errs() << "start: mean |log error| " << format("%.4f", bestValue) << "\n";
  for (int round = 0; round < 4; ++round) {
    std::vector<double> x = nelderMead(objective, best, round == 0 ? 1.0 : 0.3, 1500);
    double v = objective(x);
    errs() << "round " << round << ": mean |log error| " << format("%.4f", v) << "\n";
    if (v < bestValue)
      best = x, bestValue = v;
  }
  Calibration c = ParameterSpace::toCalibration(best, target.calibration);
  target.calibration = c;
  std::vector<double> errors;
  for (const Measurement &m : rows)
    errors.push_back(relativeTflopsError(
        CostModel(target).estimate(m.problem).predictedUs, m.medianUs));
  json::Object out{
      {"target", target.name},
      {"measurements", csvPath.getValue()},
      {"rows", int64_t(rows.size())},
      {"mean_abs_log_error", bestValue},
      {"median_rel_tflops_error", median(errors)},
      {"calibration",
       json::Object{
           {"compute_efficiency",
            json::Object{{"fp32", c.computeEfficiency.fp32},
                         {"tensor_core", c.computeEfficiency.bf16}}},
           {"tile_intensity_exponent", c.tileIntensityExponent},
           {"memory_efficiency", c.memoryEfficiency},
           {"launch_us", c.launchUs},
           {"wave_us", c.waveUs},
           {"misaligned_slowdown",
            json::Array{c.misalignedSlowdown[0], c.misalignedSlowdown[1],
                        c.misalignedSlowdown[2], c.misalignedSlowdown[3]}},
           {"split_k_overhead", c.splitKOverhead},
           {"stream_k_overhead", c.streamKOverhead},
           {"misaligned_slowdown_simt", c.misalignedSlowdownSimt},
           {"combine_exponent", c.combineExponent}}}};
  std::error_code ec;
  raw_fd_ostream os(outPath.empty() ? "-" : outPath.getValue(), ec);
  if (ec) {
    WithColor::error() << "cannot write '" << outPath << "': " << ec.message() << "\n";
    return 1;
  }
  os << formatv("{0:2}", json::Value(std::move(out))) << "\n";
  return 0;
}

int runCheck(const GpuTarget &target, ArrayRef<Measurement> rows) {
  CostModel model(target);
  std::map<std::string, std::vector<double>> errorsByCategory;
  std::vector<double> errors;
  std::string predictions = "dtype,batch,m,n,k,a_contig,b_contig,measured_us,"
                            "predicted_us,rel_tflops_error,suggested_speedup\n";
  // Aligned neighbour look-up: same dtype, batch, m and layout, n and k rounded up to 8.
  DenseMap<GemmKey, double> measuredUs;
  auto csvKey = [](const GemmKey &p) {
    return formatv("{0},{1},{2},{3},{4},{5},{6}", p.dtype(), p.batch, p.m, p.n, p.k,
                   gemmDimName(p.a.contiguous), gemmDimName(p.b.contiguous))
        .str();
  };
  for (const Measurement &m : rows)
    measuredUs[m.problem] = m.medianUs;
  int slowShapes = 0, flagged = 0;
  for (const Measurement &m : rows) {
    const GemmKey &p = m.problem;
    GemmEstimate e = model.estimate(p);
    double err = relativeTflopsError(e.predictedUs, m.medianUs);
    errors.push_back(err);
    errorsByCategory[categoryOf(p)].push_back(err);
    PaddedShape s = model.suggest(p, maxOverhead);
    predictions += formatv("{0},{1:f3},{2:f3},{3:f4},{4:f3}\n",
                           StringRef(csvKey(p)), m.medianUs, e.predictedUs,
                           err, s.speedup);
    auto up8 = [](int64_t x) { return (x + 7) / 8 * 8; };
    if (up8(p.n) == p.n && up8(p.k) == p.k)
      continue;
    auto neighbour = measuredUs.find(p.withShape(p.m, up8(p.n), up8(p.k)));
    if (neighbour == measuredUs.end() || m.medianUs < 2 * neighbour->second)
      continue;
    ++slowShapes;
    if (s.speedup >= 1.5)
      ++flagged;
    else
      outs() << formatv("NOT FLAGGED: {0} measured {1:f1}x slower than its aligned "
                        "neighbour, suggested speed-up {2:f2}\n",
                        csvKey(p), m.medianUs / neighbour->second, s.speedup);
  }
  outs() << formatv("target {0} ({1}), {2} shapes\n", target.name,
                    target.calibration.provenance, rows.size());
  for (auto &[category, errs] : errorsByCategory)
    outs() << formatv("  {0,-26} {1,5} shapes  median |pred-meas|/meas TFLOP/s {2:p}\n",
                      category, errs.size(), median(errs));
  outs() << formatv("all: median |pred-meas|/meas TFLOP/s {0:p}\n", median(errors));
  outs() << formatv("shapes measured >= 2x slower than their aligned neighbour: {0}, "
                    "flagged with suggested speed-up >= 1.5: {1}\n",
                    slowShapes, flagged);
  if (!outPath.empty()) {
    std::error_code ec;
    raw_fd_ostream os(outPath, ec);
    if (ec) {
      WithColor::error() << "cannot write '" << outPath << "': " << ec.message() << "\n";
      return 1;
    }
    os << predictions;
  }
  return 0;
}

} // namespace

int main(int argc, char **argv) {
  InitLLVM init(argc, argv);
  cl::ParseCommandLineOptions(argc, argv, "dimtune cost-model calibration\n");
  TargetRegistry registry;
  if (!targetFile.empty())
    if (Error e = registry.loadFile(targetFile)) {
      WithColor::error() << toString(std::move(e)) << "\n";
      return 1;
    }
  Expected<const GpuTarget *> target = registry.get(targetName);
  if (!target) {
    WithColor::error() << toString(target.takeError()) << "\n";
    return 1;
  }
  if (mode == "memory-fit")
    return runMemoryFit(**target, csvPath, outPath);
  if (mode == "attention-fit" || mode == "attention-check") {
    std::vector<AttentionMeasurement> rows;
    std::string sources = csvPath;
    for (const std::string &path : moreCsvPaths)
      sources += ", " + path;
    std::vector<std::string> paths = {csvPath};
    paths.insert(paths.end(), moreCsvPaths.begin(), moreCsvPaths.end());
    for (const std::string &path : paths) {
      Expected<std::vector<AttentionMeasurement>> read = readAttentionMeasurements(path);
      if (!read) {
        WithColor::error() << toString(read.takeError()) << "\n";
        return 1;
      }
      rows.insert(rows.end(), read->begin(), read->end());
    }
    return mode == "attention-fit" ? runAttentionFit(**target, rows, sources, outPath)
                                   : runAttentionCheck(**target, rows, outPath);
  }
  if (!moreCsvPaths.empty()) {
    WithColor::error() << "fit and check take one measurements file\n";
    return 1;
  }
  Expected<std::vector<Measurement>> rows = readMeasurements(csvPath);
  if (!rows) {
    WithColor::error() << toString(rows.takeError()) << "\n";
    return 1;
  }
  if (mode == "fit")
    return runFit(**target, *rows);
  if (mode == "check")
    return runCheck(**target, *rows);
  WithColor::error() << "unknown mode '" << mode
                     << "': expected fit, check, attention-fit, attention-check or memory-fit\n";
  return 1;
}
