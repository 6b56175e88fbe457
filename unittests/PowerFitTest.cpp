//===- PowerFitTest.cpp - The power model's fit ---------------------------===//

#include "dimtune/Calibration/PowerFit.h"
#include "dimtune/Target/GpuTarget.h"

#include "llvm/Support/JSON.h"

#include "gtest/gtest.h"

#include <cmath>

using namespace dimtune;

namespace {

/// One duty point of the sweep (a GEMM at half duty, 300 TFLOP/s) and a
/// sustained-GEMM file of one shape, with the conditions NVML gave.
const char *kConditions = R"("conditions": {"sm_clock_mhz_median": 1980, "sm_clock_mhz_min": 1950,
    "power_w_median": 300, "clock_event_share": {"sw_power_cap": 0.25}})";
std::string dutyPoint() {
  return std::string(R"({"load": "gemm", "duty": 0.5, "tflops": 300, )") + kConditions + "}";
}
std::string sustainedFile() {
  return std::string(R"({"shapes": [{"burst": {)") + kConditions + R"(}, "sustained": {)" +
         kConditions + R"(}, "slowdown": 1.2}]})";
}

constexpr double kBoost = 1980, kCap = 700;

/// Measurements of a GPU that follows the model exactly: idle 100 W, 1.2 W
/// per TFLOP/s, 0.1 W per GB/s at the boost clock; the tensor work's power
/// going as (f / boost)^1.1 and compute time as (boost / f)^0.6.
struct Gpu {
  double idle = 100, a = 1.2, b = 0.1, rate = 1.1, time = 0.6;

  PowerPoint point(std::string load, double duty, double tflops, double gbs, double clock,
                   bool atCap) const {
    PowerPoint p;
    p.load = std::move(load);
    p.duty = duty;
    p.tflops = tflops;
    p.gbs = gbs;
    p.clockMhzMedian = clock;
    p.clockMhzMin = clock - 30;
    p.powerWMedian = idle + a * tflops * std::pow(clock / kBoost, rate) + b * gbs;
    p.capShare = atCap ? 1.0 : 0.0;
    return p;
  }
  PowerMeasurements measurements() const {
    PowerMeasurements m;
    m.points.push_back(point("idle", 0, 0, 0, kBoost, false));
    m.points.back().clockMhzMin = 345; // an idle GPU drops its clock
    for (double duty : {0.1, 0.2, 0.3, 0.4})
      m.points.push_back(point("gemm", duty, 1000 * duty, 0, kBoost, false));
    m.points.push_back(point("copy", 0.5, 0, 2000, kBoost, false));
    m.points.push_back(point("copy", 1.0, 0, 4000, kBoost, false));
    m.points.push_back(point("gemm", 1.0, 500, 0, 1500, true));
    for (double clock : {1440.0, 1500.0, 1560.0})
      m.sustained.push_back({kBoost, clock, std::pow(kBoost / clock, time)});
    return m;
  }
};

TEST(PowerFit, RecoversTheFactorsOfAGpuThatFollowsTheModel) {
  Gpu gpu;
  llvm::Expected<PowerFitResult> fit = fitPowerModel(gpu.measurements(), kCap, kBoost, 60);
  ASSERT_TRUE(bool(fit)) << llvm::toString(fit.takeError());
  const PowerModel &m = fit->model;
  EXPECT_NEAR(m.idleW, gpu.idle, 1e-6);
  EXPECT_NEAR(m.wattsPerTflops, gpu.a, 1e-9);
  EXPECT_NEAR(m.wattsPerGBs, gpu.b, 1e-9);
  EXPECT_NEAR(m.rateClockExponent, gpu.rate, 1e-6);
  EXPECT_NEAR(m.timeClockExponent, gpu.time, 1e-9);
  EXPECT_EQ(m.capW, kCap);
  EXPECT_EQ(m.windowMs, 60);
  // The lowest clock any load ran at, not the idle GPU's.
  EXPECT_EQ(m.minClockMhz, 1470);
  EXPECT_EQ(fit->uncappedPoints, 6u);
  EXPECT_NEAR(fit->meanAbsPowerError, 0, 1e-9);
}

TEST(PowerFit, BusyWattsAreTakenOutOfTheSweepLoadsWattsPerRate) {
  // The GEMM alone runs at 1000 TFLOP/s, the copy at 4000 GB/s: with 100
  // busy watts kept, each draws what it drew, 100 W of it as busy watts.
  Gpu gpu;
  PowerMeasurements m = gpu.measurements();
  m.gemmBurstTflops = 1000;
  m.copyBurstGBs = 4000;
  llvm::Expected<PowerFitResult> fit = fitPowerModel(m, kCap, kBoost, 0, 100);
  ASSERT_TRUE(bool(fit)) << llvm::toString(fit.takeError());
  const PowerModel &p = fit->model;
  EXPECT_EQ(p.busyW, 100);
  EXPECT_NEAR(p.wattsPerTflops, gpu.a - 100.0 / 1000, 1e-9);
  EXPECT_NEAR(p.wattsPerGBs, gpu.b - 100.0 / 4000, 1e-9);
  EXPECT_NEAR(p.busyW + p.wattsPerTflops * 1000, gpu.a * 1000, 1e-6);
  // The GEMM at the cap (500 TFLOP/s, back to back at 1500 MHz) draws, as
  // the model gives it, what it drew.
  const PowerPoint &capped = m.points.back();
  EXPECT_NEAR(p.idleW + (p.busyW + p.wattsPerTflops * 500) *
                            std::pow(1500 / kBoost, p.rateClockExponent),
              capped.powerWMedian, 1e-6);
  // More busy watts than the copy draws: refused, naming both.
  std::string e = llvm::toString(fitPowerModel(m, kCap, kBoost, 0, 450).takeError());
  EXPECT_NE(e.find("450 busy watts"), std::string::npos) << e;
  // No burst times to take them out with: refused, naming the field.
  m.gemmBurstTflops = 0;
  e = llvm::toString(fitPowerModel(m, kCap, kBoost, 0, 100).takeError());
  EXPECT_NE(e.find("\"burst\""), std::string::npos) << e;
}

TEST(PowerFit, TheHeldLevelIsThePowerOfTheLoadsTheCapHeld) {
  Gpu gpu;
  PowerMeasurements m = gpu.measurements();
  m.points.back().powerWMedian = 688; // the capped duty GEMM
  m.sustained[0].sustainedPowerW = 690;
  m.sustained[0].sustainedCapShare = 1;
  m.sustained[1].sustainedPowerW = 694;
  m.sustained[1].sustainedCapShare = 0.95;
  m.sustained[2].sustainedPowerW = 600; // the cap held it in half its samples: not read
  m.sustained[2].sustainedCapShare = 0.5;
  llvm::Expected<PowerFitResult> fit = fitPowerModel(m, kCap, kBoost, 0);
  ASSERT_TRUE(bool(fit)) << llvm::toString(fit.takeError());
  EXPECT_EQ(fit->model.heldW, 690);
  EXPECT_EQ(fit->model.heldPowerW(), 690);
}

TEST(PowerFit, PointsTheCapTouchedStayOutOfTheLeastSquares) {
  // A capped point at the boost clock's rates but a lower power: taken in,
  // it would pull the watts per TFLOP/s down.
  Gpu gpu;
  PowerMeasurements m = gpu.measurements();
  PowerPoint held = gpu.point("gemm", 0.6, 700, 0, kBoost, true);
  held.powerWMedian = kCap - 5;
  m.points.push_back(held);
  llvm::Expected<PowerFitResult> fit = fitPowerModel(m, kCap, kBoost, 0);
  ASSERT_TRUE(bool(fit)) << llvm::toString(fit.takeError());
  EXPECT_NEAR(fit->model.wattsPerTflops, gpu.a, 1e-9);
  EXPECT_EQ(fit->uncappedPoints, 6u);
}

TEST(PowerFit, TheClockExponentComesFromTheHeaviestGemm) {
  Gpu gpu;
  PowerMeasurements m = gpu.measurements();
  // A lighter capped GEMM at another clock, which the fit must not read.
  PowerPoint lighter = gpu.point("gemm", 0.85, 450, 0, 1700, true);
  lighter.powerWMedian += 40;
  m.points.insert(m.points.begin() + 2, lighter);
  llvm::Expected<PowerFitResult> fit = fitPowerModel(m, kCap, kBoost, 0);
  ASSERT_TRUE(bool(fit)) << llvm::toString(fit.takeError());
  EXPECT_NEAR(fit->model.rateClockExponent, gpu.rate, 1e-6);
}

std::string fitError(const PowerMeasurements &m, double cap = kCap) {
  llvm::Expected<PowerFitResult> fit = fitPowerModel(m, cap, kBoost, 0);
  return fit ? std::string("fitted") : llvm::toString(fit.takeError());
}

TEST(PowerFit, SaysWhichMeasurementIsMissing) {
  Gpu gpu;
  PowerMeasurements noCopy = gpu.measurements();
  llvm::erase_if(noCopy.points, [](const PowerPoint &p) { return p.load == "copy"; });
  EXPECT_NE(fitError(noCopy).find("without copy"), std::string::npos) << fitError(noCopy);

  PowerMeasurements neverCapped = gpu.measurements();
  neverCapped.points.back().capShare = 0;
  neverCapped.points.back().clockMhzMedian = kBoost;
  EXPECT_NE(fitError(neverCapped).find("no GEMM point ran at the power cap"), std::string::npos)
      << fitError(neverCapped);

  PowerMeasurements flat = gpu.measurements();
  for (SustainedGemm &s : flat.sustained)
    s.sustainedClockMhz = s.burstClockMhz;
  EXPECT_NE(fitError(flat).find("no sustained GEMM ran below its burst's clock"),
            std::string::npos)
      << fitError(flat);

  // Every copy at one rate and every GEMM at one rate: the idle power and
  // the watts per unit cannot be told apart.
  PowerMeasurements oneRate = gpu.measurements();
  for (PowerPoint &p : oneRate.points)
    if (p.load == "gemm" && !p.capShare)
      p = gpu.point("gemm", 0.2, 200, 0, kBoost, false);
    else if (p.load == "copy")
      p = gpu.point("copy", 0.5, 0, 2000, kBoost, false);
  EXPECT_NE(fitError(oneRate).find("do not tell"), std::string::npos) << fitError(oneRate);

  EXPECT_NE(fitError(gpu.measurements(), 90).find("idle power comes out"), std::string::npos)
      << fitError(gpu.measurements(), 90);
}

TEST(PowerFit, RefusesFactorsNoGpuHas) {
  Gpu gpu;
  // Power that falls as the load grows.
  PowerMeasurements falling = gpu.measurements();
  for (PowerPoint &p : falling.points)
    if (p.load == "gemm" && !p.capShare)
      p.powerWMedian = 400 - p.tflops * 0.5;
  EXPECT_NE(fitError(falling).find("negative"), std::string::npos) << fitError(falling);
  // Sustained GEMMs that ran faster at the lower clock.
  PowerMeasurements faster = gpu.measurements();
  for (SustainedGemm &s : faster.sustained)
    s.slowdown = 0.9;
  EXPECT_NE(fitError(faster).find("time clock exponent"), std::string::npos) << fitError(faster);
}

std::string parseError(llvm::StringRef duty, llvm::StringRef sustained) {
  llvm::Expected<llvm::json::Value> d = llvm::json::parse(duty);
  llvm::Expected<llvm::json::Value> s = llvm::json::parse(sustained);
  EXPECT_TRUE(d && s);
  if (!d || !s) {
    llvm::consumeError(d.takeError());
    llvm::consumeError(s.takeError());
    return "";
  }
  llvm::Expected<PowerMeasurements> m = parsePowerMeasurements(*d, "duty.json", *s, "s.json");
  return m ? std::string("parsed") : llvm::toString(m.takeError());
}

TEST(PowerFit, ReadsTheSweepsFilesAndNamesWhatIsWrong) {
  std::string point = dutyPoint(), sustained = sustainedFile();
  std::string duty = "{\"points\": [" + point + "]}";
  EXPECT_EQ(parseError(duty, sustained), "parsed");

  llvm::json::Value d = *llvm::json::parse(duty), s = *llvm::json::parse(sustained);
  llvm::Expected<PowerMeasurements> m = parsePowerMeasurements(d, "duty.json", s, "s.json");
  ASSERT_TRUE(bool(m));
  ASSERT_EQ(m->points.size(), 1u);
  EXPECT_EQ(m->points[0].capShare, 0.25);
  EXPECT_EQ(m->points[0].tflops, 300);
  EXPECT_EQ(m->points[0].gbs, 0);
  EXPECT_EQ(m->points[0].clockMhzMin, 1950);
  EXPECT_EQ(m->sustained[0].slowdown, 1.2);

  auto replaced = [](std::string text, const std::string &from, const std::string &to) {
    text.replace(text.find(from), from.size(), to);
    return text;
  };
  std::string e = parseError(replaced(duty, "\"gemm\"", "\"matmul\""), sustained);
  EXPECT_NE(e.find("duty.json"), std::string::npos) << e;
  EXPECT_NE(e.find("points[0].load"), std::string::npos) << e;
  e = parseError(replaced(duty, "\"duty\": 0.5", "\"duty\": 1.5"), sustained);
  EXPECT_NE(e.find("points[0].duty"), std::string::npos) << e;
  e = parseError(replaced(duty, "\"power_w_median\": 300", "\"power_w_median\": -3"), sustained);
  EXPECT_NE(e.find("power_w_median"), std::string::npos) << e;
  e = parseError(duty, replaced(sustained, "\"slowdown\": 1.2", "\"slowdown\": \"1.2\""));
  EXPECT_NE(e.find("s.json"), std::string::npos) << e;
  EXPECT_NE(e.find("shapes[0].slowdown"), std::string::npos) << e;
  e = parseError(duty, "{\"runs\": []}");
  EXPECT_NE(e.find("\"shapes\" array"), std::string::npos) << e;
}

TEST(PowerFit, RefitsTheBuiltInH200PowerModelFromItsMeasurements) {
  // The H200's duty points and sustained GEMMs, as benchmarks/power_model.py
  // fitted them into the built-in calibration.
  llvm::Expected<PowerMeasurements> m = readPowerMeasurements(
      DIMTUNE_SOURCE_DIR "/benchmarks/results/power/power.json",
      DIMTUNE_SOURCE_DIR "/benchmarks/results/steps/clocks/sustained-gemm.json");
  ASSERT_TRUE(bool(m)) << llvm::toString(m.takeError());
  llvm::Expected<PowerFitResult> fit = fitPowerModel(*m, 700, 1980, 60);
  ASSERT_TRUE(bool(fit)) << llvm::toString(fit.takeError());
  EXPECT_NEAR(fit->model.idleW, 112.27, 0.01);
  EXPECT_NEAR(fit->model.wattsPerTflops, 1.1617, 1e-4);
  EXPECT_NEAR(fit->model.wattsPerGBs, 0.11848, 1e-5);
  EXPECT_NEAR(fit->model.rateClockExponent, 0.987, 1e-3);
  EXPECT_NEAR(fit->model.timeClockExponent, 0.614, 1e-3);
  EXPECT_EQ(fit->model.minClockMhz, 1440);
  EXPECT_EQ(fit->uncappedPoints, 6u);
  EXPECT_NEAR(fit->model.heldW, 691.3, 0.05);
  // With the busy watts benchmarks/fit_busy_power.py fitted on whole steps
  // kept, the built-in model's watts per rate.
  fit = fitPowerModel(*m, 700, 1980, 60, 246);
  ASSERT_TRUE(bool(fit)) << llvm::toString(fit.takeError());
  EXPECT_NEAR(fit->model.wattsPerTflops, 0.81821, 1e-4);
  EXPECT_NEAR(fit->model.wattsPerGBs, 0.060068, 1e-5);
  EXPECT_NEAR(fit->model.rateClockExponent, 1.0578, 1e-3);
}

} // namespace

TEST(PowerFit, TheClockRangeIsNeverEmpty) {
  // Samples whose lowest clock is recorded as the boost clock while their
  // median is below it (the fuzzer's): the range still reaches that median.
  Gpu gpu;
  PowerMeasurements m = gpu.measurements();
  for (PowerPoint &p : m.points)
    p.clockMhzMin = kBoost;
  llvm::Expected<PowerFitResult> fit = fitPowerModel(m, kCap, kBoost, 0);
  ASSERT_TRUE(bool(fit)) << llvm::toString(fit.takeError());
  EXPECT_EQ(fit->model.minClockMhz, 1500);
}

// The burst loads' rates: the work of one call over its time, where the file
// gives it; else the 8192^3 bf16 GEMM's FLOPs and the 1 GiB copy's bytes,
// read and written (2 GiB moved).
TEST(PowerFit, TheBurstRatesAreTheWorkOfOneCallOverItsTime) {
  std::string point = dutyPoint(), sustained = sustainedFile();
  auto read = [&](const std::string &burst) {
    std::string duty = "{\"points\": [" + point + "], \"burst\": " + burst + "}";
    llvm::json::Value d = *llvm::json::parse(duty), s = *llvm::json::parse(sustained);
    llvm::Expected<PowerMeasurements> m = parsePowerMeasurements(d, "duty.json", s, "s.json");
    EXPECT_TRUE(bool(m)) << llvm::toString(m.takeError());
    return m ? *m : PowerMeasurements();
  };
  PowerMeasurements defaults = read(R"({"gemm_us": 2000, "copy_us": 500})");
  EXPECT_DOUBLE_EQ(defaults.gemmBurstTflops, 2.0 * 8192 * 8192 * 8192 / 2000 / 1e6);
  EXPECT_DOUBLE_EQ(defaults.copyBurstGBs, 2.0 * (1 << 30) / 500 / 1e3);
  PowerMeasurements given =
      read(R"({"gemm_us": 2000, "copy_us": 500, "gemm_flops": 1e12, "copy_bytes_moved": 1e9})");
  EXPECT_DOUBLE_EQ(given.gemmBurstTflops, 1e12 / 2000 / 1e6);
  EXPECT_DOUBLE_EQ(given.copyBurstGBs, 1e9 / 500 / 1e3);
}

// Each part of a duty point and of a sustained run, missing or of the wrong
// kind, is an error naming its path; the optional parts take their defaults.
TEST(PowerFit, EveryPartOfAPointIsCheckedWhereItIsRead) {
  std::string sustained = sustainedFile();
  auto duty = [](const std::string &point) { return "{\"points\": [" + point + "]}"; };
  auto errorOf = [&](const std::string &point) { return parseError(duty(point), sustained); };
  const std::string conditionsNoShare =
      R"("conditions": {"sm_clock_mhz_median": 1980, "sm_clock_mhz_min": 1950, "power_w_median": 120})";
  // idle and copy are loads too; tflops and gbs default to 0, the cap's share to 0.
  for (const char *load : {"idle", "copy"}) {
    std::string point = std::string("{\"load\": \"") + load + "\", \"duty\": 1, " + conditionsNoShare + "}";
    llvm::json::Value d = *llvm::json::parse(duty(point)), s = *llvm::json::parse(sustained);
    llvm::Expected<PowerMeasurements> m = parsePowerMeasurements(d, "duty.json", s, "s.json");
    ASSERT_TRUE(bool(m)) << llvm::toString(m.takeError());
    EXPECT_EQ(m->points[0].load, load);
    EXPECT_EQ(m->points[0].tflops, 0);
    EXPECT_EQ(m->points[0].gbs, 0);
    EXPECT_EQ(m->points[0].capShare, 0);
    EXPECT_EQ(m->points[0].powerWMedian, 120);
  }
  const std::pair<std::string, const char *> bad[] = {
      {"3", "points[0]"},
      {R"({"load": "gemm", "duty": 0.5})", "points[0].conditions"},
      {R"({"load": "gemm", "duty": 0.5, "conditions": 7})", "points[0].conditions"},
      {R"({"duty": 0.5, )" + conditionsNoShare + "}", "points[0].load"},
      {R"({"load": "gemm", )" + conditionsNoShare + "}", "points[0].duty"},
      {R"({"load": "gemm", "duty": 0.5, "tflops": -1, )" + conditionsNoShare + "}",
       "points[0].tflops"},
      {R"({"load": "copy", "duty": 0.5, "gbs": 1e999, )" + conditionsNoShare + "}",
       "points[0].gbs"},
      {R"({"load": "gemm", "duty": 0.5, "conditions": {"sm_clock_mhz_median": 1980, "power_w_median": 120}})",
       "points[0].conditions.sm_clock_mhz_min"},
      {R"({"load": "gemm", "duty": 0.5, "conditions": {"sm_clock_mhz_min": 1980, "power_w_median": 120}})",
       "points[0].conditions.sm_clock_mhz_median"},
      {R"({"load": "gemm", "duty": 0.5, "conditions": {"sm_clock_mhz_median": 1980, "sm_clock_mhz_min": 1950,
          "power_w_median": 120, "clock_event_share": 0.5}})",
       "points[0].conditions.clock_event_share"},
      {R"({"load": "gemm", "duty": 0.5, "conditions": {"sm_clock_mhz_median": 1980, "sm_clock_mhz_min": 1950,
          "power_w_median": 120, "clock_event_share": {"sw_power_cap": 1.5}}})",
       "points[0].conditions.clock_event_share.sw_power_cap"},
  };
  for (const auto &[point, path] : bad) {
    std::string e = errorOf(point);
    EXPECT_NE(e.find("duty.json"), std::string::npos) << point << ": " << e;
    EXPECT_NE(e.find(std::string("at ") + path), std::string::npos) << point << ": " << e;
  }
  // A sustained shape needs both runs' conditions.
  std::string point = dutyPoint();
  for (const char *run : {"burst", "sustained"}) {
    std::string shape = sustainedFile();
    std::string key = std::string("\"") + run + "\": {";
    size_t at = shape.find(key);
    ASSERT_NE(at, std::string::npos);
    shape.replace(at, key.size(), std::string("\"") + run + "\": {\"nothing\": 1}, \"was\": {");
    std::string e = parseError(duty(point), shape);
    EXPECT_NE(e.find("s.json"), std::string::npos) << e;
    EXPECT_NE(e.find(std::string("at shapes[0].") + run), std::string::npos) << run << ": " << e;
  }
}

// A sustained shape's burst and sustained runs are read apart: the clocks of
// each, and the power and the cap's share of the sustained run alone (the
// level the cap holds is fitted from them).
TEST(PowerFit, ASustainedShapeReadsEachRunsOwnConditions) {
  const char *shape = R"({"shapes": [{
      "burst": {"conditions": {"sm_clock_mhz_median": 1980, "sm_clock_mhz_min": 1965,
                               "power_w_median": 450, "clock_event_share": {"sw_power_cap": 0.1}}},
      "sustained": {"conditions": {"sm_clock_mhz_median": 1620, "sm_clock_mhz_min": 1500,
                                   "power_w_median": 695, "clock_event_share": {"sw_power_cap": 0.9}}},
      "slowdown": 1.15}]})";
  llvm::json::Value d = *llvm::json::parse("{\"points\": [" + dutyPoint() + "]}");
  llvm::json::Value s = *llvm::json::parse(shape);
  llvm::Expected<PowerMeasurements> m = parsePowerMeasurements(d, "duty.json", s, "s.json");
  ASSERT_TRUE(bool(m)) << llvm::toString(m.takeError());
  ASSERT_EQ(m->sustained.size(), 1u);
  const SustainedGemm &g = m->sustained[0];
  EXPECT_EQ(g.burstClockMhz, 1980);
  EXPECT_EQ(g.sustainedClockMhz, 1620);
  EXPECT_EQ(g.sustainedPowerW, 695);
  EXPECT_EQ(g.sustainedCapShare, 0.9);
  EXPECT_EQ(g.slowdown, 1.15);
}
