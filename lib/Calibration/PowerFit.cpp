//===- PowerFit.cpp - Fit the power model of a GPU under its cap ----------===//

#include "dimtune/Calibration/PowerFit.h"

#include "dimtune/Calibration/FitSupport.h"
#include "dimtune/Target/JsonSupport.h"

#include "llvm/Support/FormatVariadic.h"

#include <algorithm>
#include <cmath>

using namespace llvm;

namespace dimtune {

//===----------------------------------------------------------------------===//
// Reading
//===----------------------------------------------------------------------===//

namespace {

/// The values a field may take, and what the error says otherwise (a
/// literal: json::Path keeps a reference to it).
struct Range {
  double lo, hi;
  StringLiteral message;
};
constexpr Range kDuty{0, 1, "must be a share of the period in [0, 1]"};
constexpr Range kShare{0, 1, "must be a share of the samples in [0, 1]"};
constexpr Range kMhz{1, 1e5, "must be a clock in MHz in [1, 1e5]"};
constexpr Range kWatts{1, 1e5, "must be a power in W in [1, 1e5]"};
constexpr Range kTflops{0, 1e5, "must be a rate in TFLOP/s in [0, 1e5]"};
constexpr Range kGBs{0, 1e6, "must be a rate in GB/s in [0, 1e6]"};
constexpr Range kSlowdown{0.1, 10, "must be a time ratio in [0.1, 10]"};
constexpr Range kMicroseconds{0, 1e7, "must be a time in us in [0, 1e7]"};
constexpr Range kFlops{1, 1e18, "must be a number of FLOPs in [1, 1e18]"};
constexpr Range kBytes{1, 1e15, "must be a number of bytes in [1, 1e15]"};

/// The number at `key` of `o`, within `range`; absent is `fallback` where one
/// is given, else an error at the key.
bool number(const json::Object &o, StringLiteral key, const Range &range, double &out,
            json::Path path, std::optional<double> fallback = std::nullopt) {
  const json::Value *v = o.get(key);
  if (!v && fallback) {
    out = *fallback;
    return true;
  }
  std::optional<double> d = v ? v->getAsNumber() : std::nullopt;
  if (!d) {
    path.field(key).report("expected a number");
    return false;
  }
  if (!(*d >= range.lo && *d <= range.hi)) {
    path.field(key).report(range.message);
    return false;
  }
  out = *d;
  return true;
}

const json::Object *object(const json::Value &v, json::Path path) {
  const json::Object *o = v.getAsObject();
  if (!o)
    path.report("expected an object");
  return o;
}

/// NVML's view of a load: the SM clock's median and minimum, the power's
/// median, the share of samples the power cap held the clock.
bool readConditions(const json::Value &v, PowerPoint &p, json::Path path) {
  const json::Object *o = object(v, path);
  if (!o)
    return false;
  if (!number(*o, "sm_clock_mhz_median", kMhz, p.clockMhzMedian, path) ||
      !number(*o, "sm_clock_mhz_min", kMhz, p.clockMhzMin, path) ||
      !number(*o, "power_w_median", kWatts, p.powerWMedian, path))
    return false;
  p.capShare = 0;
  if (const json::Value *events = o->get("clock_event_share")) {
    const json::Object *shares = object(*events, path.field("clock_event_share"));
    if (!shares)
      return false;
    if (!number(*shares, "sw_power_cap", kShare, p.capShare, path.field("clock_event_share"), 0.0))
      return false;
  }
  return true;
}

bool readPoint(const json::Value &v, PowerPoint &p, json::Path path) {
  const json::Object *o = object(v, path);
  if (!o)
    return false;
  std::optional<StringRef> load = o->getString("load");
  if (!load || (*load != "idle" && *load != "gemm" && *load != "copy")) {
    path.field("load").report("expected \"idle\", \"gemm\" or \"copy\"");
    return false;
  }
  p.load = load->str();
  const json::Value *conditions = o->get("conditions");
  if (!conditions) {
    path.field("conditions").report("missing: NVML's samples of the load");
    return false;
  }
  return number(*o, "duty", kDuty, p.duty, path) &&
         number(*o, "tflops", kTflops, p.tflops, path, 0.0) &&
         number(*o, "gbs", kGBs, p.gbs, path, 0.0) &&
         readConditions(*conditions, p, path.field("conditions"));
}

bool readSustained(const json::Value &v, SustainedGemm &s, json::Path path) {
  const json::Object *o = object(v, path);
  if (!o)
    return false;
  PowerPoint burst, sustained;
  for (auto [key, into] : {std::pair{StringLiteral("burst"), &burst}, {"sustained", &sustained}}) {
    const json::Object *run = o->getObject(key);
    const json::Value *conditions = run ? run->get("conditions") : nullptr;
    if (!conditions) {
      path.field(key).report("expected an object with the run's \"conditions\"");
      return false;
    }
    if (!readConditions(*conditions, *into, path.field(key).field("conditions")))
      return false;
  }
  s.burstClockMhz = burst.clockMhzMedian;
  s.sustainedClockMhz = sustained.clockMhzMedian;
  s.sustainedPowerW = sustained.powerWMedian;
  s.sustainedCapShare = sustained.capShare;
  return number(*o, "slowdown", kSlowdown, s.slowdown, path);
}

/// The array at `key` of the top-level object, each element read by `read`.
template <typename T, typename Read>
Error readList(const json::Value &top, StringRef name, StringLiteral key, std::vector<T> &out,
               Read read) {
  json::Path::Root root(key);
  json::Path path(root);
  const json::Object *o = top.getAsObject();
  const json::Array *list = o ? o->getArray(key) : nullptr;
  if (!list)
    return createStringError(inconvertibleErrorCode(), "'%s': expected an object with a \"%s\" "
                             "array", name.str().c_str(), key.str().c_str());
  for (auto [i, v] : enumerate(*list)) {
    T item;
    if (!read(v, item, path.index(i)))
      return createStringError(inconvertibleErrorCode(), "'%s': %s", name.str().c_str(),
                               toString(root.getError()).c_str());
    out.push_back(std::move(item));
  }
  return Error::success();
}

/// The duty loads run alone ("burst": {"gemm_us", "copy_us"}, and the work of
/// one call where the file says: "gemm_flops", "copy_bytes_moved"; else the
/// 8192^3 bf16 GEMM and the 1 GiB copy both the runner and measure_power.py
/// run).
Error readBurst(const json::Value &top, StringRef name, PowerMeasurements &m) {
  const json::Object *o = top.getAsObject();
  const json::Value *burst = o ? o->get("burst") : nullptr;
  if (!burst)
    return Error::success(); // needed only with busy watts, where the fit says so
  json::Path::Root root("burst");
  json::Path path(root);
  const json::Object *b = object(*burst, path);
  double gemmUs = 0, copyUs = 0, gemmFlops = 2.0 * 8192.0 * 8192.0 * 8192.0,
         copyBytes = 2.0 * double(1u << 30);
  if (!b || !number(*b, "gemm_us", kMicroseconds, gemmUs, path) ||
      !number(*b, "copy_us", kMicroseconds, copyUs, path) ||
      !number(*b, "gemm_flops", kFlops, gemmFlops, path, gemmFlops) ||
      !number(*b, "copy_bytes_moved", kBytes, copyBytes, path, copyBytes))
    return createStringError(inconvertibleErrorCode(), "'%s': %s", name.str().c_str(),
                             toString(root.getError()).c_str());
  m.gemmBurstTflops = gemmUs > 0 ? gemmFlops / gemmUs / 1e6 : 0;
  m.copyBurstGBs = copyUs > 0 ? copyBytes / copyUs / 1e3 : 0;
  return Error::success();
}

} // namespace

Expected<PowerMeasurements> parsePowerMeasurements(const json::Value &duty, StringRef dutyName,
                                                   const json::Value &sustained,
                                                   StringRef sustainedName) {
  PowerMeasurements m;
  if (const json::Object *top = duty.getAsObject())
    if (const json::Object *environment = top->getObject("environment")) {
      if (std::optional<StringRef> gpu = environment->getString("gpu"))
        m.gpu = gpu->str();
      if (std::optional<double> limit = environment->getNumber("power_limit_w"))
        m.powerLimitW = std::isfinite(*limit) && *limit > 0 ? *limit : 0;
    }
  if (Error e = readList(duty, dutyName, "points", m.points, readPoint))
    return std::move(e);
  if (Error e = readBurst(duty, dutyName, m))
    return std::move(e);
  if (Error e = readList(sustained, sustainedName, "shapes", m.sustained, readSustained))
    return std::move(e);
  return m;
}

Expected<PowerMeasurements> readPowerMeasurements(StringRef dutyPath, StringRef sustainedPath) {
  Expected<json::Value> duty = readJsonFile(dutyPath, "power measurements");
  if (!duty)
    return duty.takeError();
  Expected<json::Value> sustained = readJsonFile(sustainedPath, "power measurements");
  if (!sustained)
    return sustained.takeError();
  return parsePowerMeasurements(*duty, dutyPath, *sustained, sustainedPath);
}

//===----------------------------------------------------------------------===//
// The fit
//===----------------------------------------------------------------------===//

namespace {

Error fitError(const Twine &why) {
  return createStringError(inconvertibleErrorCode(), "cannot fit the power model: %s",
                           why.str().c_str());
}

/// (idle, a, b) minimising the squared error of idle + a R + b B over the
/// points: the 3x3 normal equations, solved by elimination with pivoting.
/// False where they are singular (the points do not tell the terms apart).
bool leastSquares(ArrayRef<const PowerPoint *> points, double out[3]) {
  double m[3][4] = {};
  for (const PowerPoint *p : points) {
    double x[3] = {1.0, p->tflops, p->gbs};
    for (int i = 0; i < 3; ++i) {
      for (int j = 0; j < 3; ++j)
        m[i][j] += x[i] * x[j];
      m[i][3] += x[i] * p->powerWMedian;
    }
  }
  for (int col = 0; col < 3; ++col) {
    int pivot = col;
    for (int r = col + 1; r < 3; ++r)
      if (std::fabs(m[r][col]) > std::fabs(m[pivot][col]))
        pivot = r;
    std::swap(m[col], m[pivot]);
    if (!(std::fabs(m[col][col]) > 1e-9 * (1 + std::fabs(m[0][0]))))
      return false;
    for (int r = 0; r < 3; ++r) {
      if (r == col)
        continue;
      double f = m[r][col] / m[col][col];
      for (int j = col; j < 4; ++j)
        m[r][j] -= f * m[col][j];
    }
  }
  for (int i = 0; i < 3; ++i)
    out[i] = m[i][3] / m[i][i];
  return true;
}

bool capped(const PowerPoint &p) { return p.capShare > 0; }

/// A load the cap held in (nearly) every sample: its power is the level the
/// cap holds.
constexpr double kHeldShare = 0.9;

} // namespace

Expected<PowerFitResult> fitPowerModel(const PowerMeasurements &measurements, double capW,
                                       double boostMhz, double windowMs, double busyW) {
  if (!(boostMhz > 0) || !(capW > 0))
    return fitError("the target has no boost clock or no power limit");
  std::vector<const PowerPoint *> uncapped;
  bool gemms = false, copies = false;
  for (const PowerPoint &p : measurements.points)
    if ((p.load == "gemm" || p.load == "copy") && !capped(p)) {
      uncapped.push_back(&p);
      gemms |= p.load == "gemm" && p.tflops > 0;
      copies |= p.load == "copy" && p.gbs > 0;
    }
  if (uncapped.size() < 3 || !gemms || !copies)
    return fitError(formatv("{0} GEMM or copy points ran below the cap, with{1} GEMM and "
                            "with{2} copy among them: the fit needs at least 3, both kinds",
                            uncapped.size(), gemms ? "" : "out", copies ? "" : "out"));
  double f[3];
  if (!leastSquares(uncapped, f))
    return fitError("the uncapped points do not tell the idle power, the GEMM's and the "
                    "copy's watts apart (each load at one rate only?)");
  PowerModel model;
  model.capW = capW;
  model.idleW = f[0];
  model.wattsPerTflops = f[1];
  model.wattsPerGBs = f[2];
  model.windowMs = windowMs;
  double gemmWattsPerTflops = f[1]; // the sweep GEMM's, busy watts and all
  if (!(model.idleW > 0 && model.idleW < capW))
    return fitError(formatv("the idle power comes out {0:f1} W, not between 0 and the {1:f0} W "
                            "cap",
                            model.idleW, capW));
  if (!(model.wattsPerTflops > 0) || !(model.wattsPerGBs >= 0))
    return fitError(formatv("the watts per TFLOP/s ({0:f4}) or per GB/s ({1:f5}) come out "
                            "negative: the points' power does not grow with their load",
                            model.wattsPerTflops, model.wattsPerGBs));

  // Busy watts: the sweep's GEMM and copy, each run alone, draw them as a
  // part of their watts per rate; the rest is what the rate adds.
  if (busyW > 0) {
    if (!(measurements.gemmBurstTflops > 0 && measurements.copyBurstGBs > 0))
      return fitError("the model has busy watts, and the duty file gives no \"burst\" times of "
                      "its GEMM and copy run alone to take them out of the per-rate watts");
    model.busyW = busyW;
    model.wattsPerTflops -= busyW / measurements.gemmBurstTflops;
    model.wattsPerGBs -= busyW / measurements.copyBurstGBs;
    if (!(model.wattsPerTflops > 0) || !(model.wattsPerGBs >= 0))
      return fitError(formatv("{0:f0} busy watts are more than the sweep's GEMM ({1:f0} W at "
                              "{2:f0} TFLOP/s) or copy ({3:f0} W at {4:f0} GB/s) draws beyond "
                              "idle",
                              busyW, gemmWattsPerTflops * measurements.gemmBurstTflops,
                              measurements.gemmBurstTflops,
                              f[2] * measurements.copyBurstGBs, measurements.copyBurstGBs));
  }

  // The heaviest GEMM load, which the cap slowed: how the tensor work's power
  // falls with the clock.
  const PowerPoint *heaviest = nullptr;
  for (const PowerPoint &p : measurements.points)
    if (p.load == "gemm" && (!heaviest || p.duty > heaviest->duty))
      heaviest = &p;
  if (!heaviest || !capped(*heaviest) || !(heaviest->clockMhzMedian < boostMhz))
    return fitError("no GEMM point ran at the power cap below the boost clock: the clock the "
                    "cap sets cannot be fitted (a GPU whose heaviest load stays under its cap "
                    "runs at the boost clock and needs no power model)");
  double tensorW = heaviest->powerWMedian - model.idleW;
  if (!(tensorW > 0 && heaviest->tflops > 0))
    return fitError("the GEMM at the cap drew no more than the idle power");
  // Its busy share is its duty: the model gives its power at its clock.
  model.rateClockExponent =
      std::log(tensorW / (model.busyW * heaviest->duty + model.wattsPerTflops * heaviest->tflops)) /
      std::log(heaviest->clockMhzMedian / boostMhz);

  // The level the cap holds, as NVML reads it: the loads it held all along.
  std::vector<double> held;
  for (const PowerPoint &p : measurements.points)
    if (p.load == "gemm" && p.capShare >= kHeldShare)
      held.push_back(p.powerWMedian);
  for (const SustainedGemm &s : measurements.sustained)
    if (s.sustainedCapShare >= kHeldShare)
      held.push_back(s.sustainedPowerW);
  if (!held.empty()) {
    model.heldW = std::min(capW, median(held));
    if (!(model.heldW > model.idleW + model.busyW))
      return fitError(formatv("the loads the cap held drew {0:f1} W, no more than the idle and "
                              "busy power",
                              model.heldW));
  }

  std::vector<double> exponents;
  for (const SustainedGemm &s : measurements.sustained)
    if (s.sustainedClockMhz < s.burstClockMhz)
      exponents.push_back(std::log(s.slowdown) / std::log(s.burstClockMhz / s.sustainedClockMhz));
  if (exponents.empty())
    return fitError("no sustained GEMM ran below its burst's clock: how compute time grows as "
                    "the clock drops cannot be fitted");
  model.timeClockExponent = median(exponents);
  for (auto [name, value] : {std::pair{"rate", model.rateClockExponent},
                             {"time", model.timeClockExponent}})
    if (!(value > 0 && value <= 4))
      return fitError(formatv("the {0} clock exponent comes out {1:f3}, outside (0, 4]: the "
                              "clocks and the power or the times do not move together",
                              name, value));
  // The lowest clock a load ran at (a sample's, or the median where the
  // samples say less): below the heaviest GEMM's, so the range is not empty.
  model.minClockMhz = boostMhz;
  for (const PowerPoint &p : measurements.points)
    if (p.load != "idle")
      model.minClockMhz = std::min({model.minClockMhz, p.clockMhzMin, p.clockMhzMedian});

  PowerFitResult result;
  result.model = model;
  result.uncappedPoints = uncapped.size();
  double sum = 0;
  for (const PowerPoint *p : uncapped)
    sum += std::fabs((model.idleW + gemmWattsPerTflops * p->tflops + f[2] * p->gbs) /
                         p->powerWMedian -
                     1);
  result.meanAbsPowerError = sum / uncapped.size();
  return result;
}

} // namespace dimtune
