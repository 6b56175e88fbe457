//===- fuzz_power_sweep.cpp - The power sweep's files and their fit --------===//
//
// Any bytes as the power sweep's duty file (beside a valid sustained file) and
// as its sustained file (beside a valid duty file): what dimtune-calibrate
// --power-duty/--power-sustained reads (PowerFit.h), then the fit.
// Properties: an error names the file it is about; every point read is within
// the reader's ranges; a fit that succeeds gives a power model the target
// file reader takes (finite factors, the cap above the idle power, exponents
// in (0, 4], the clock range not empty) and a finite error.
//
//===----------------------------------------------------------------------===//

#include "FuzzSupport.h"

#include "dimtune/Calibration/PowerFit.h"

#include <cmath>

using namespace dimtune;

namespace {

// The smallest files that fit: an idle point, three loads below the cap, a
// GEMM at it, one sustained GEMM.
const char kDuty[] = R"({"environment": {"gpu": "NVIDIA H200", "power_limit_w": 700},
 "points": [
  {"load": "idle", "duty": 0, "conditions": {"sm_clock_mhz_min": 1980, "sm_clock_mhz_median": 1980, "power_w_median": 110}},
  {"load": "gemm", "duty": 0.2, "tflops": 160, "conditions": {"sm_clock_mhz_min": 1980, "sm_clock_mhz_median": 1980, "power_w_median": 300}},
  {"load": "gemm", "duty": 0.4, "tflops": 320, "conditions": {"sm_clock_mhz_min": 1980, "sm_clock_mhz_median": 1980, "power_w_median": 480}},
  {"load": "copy", "duty": 1.0, "gbs": 4000, "conditions": {"sm_clock_mhz_min": 1980, "sm_clock_mhz_median": 1980, "power_w_median": 560}},
  {"load": "gemm", "duty": 1.0, "tflops": 650, "conditions": {"sm_clock_mhz_min": 1440, "sm_clock_mhz_median": 1470, "power_w_median": 690, "clock_event_share": {"sw_power_cap": 1.0}}}]})";
const char kSustained[] = R"({"shapes": [{"slowdown": 1.2,
  "burst": {"conditions": {"sm_clock_mhz_min": 1980, "sm_clock_mhz_median": 1980, "power_w_median": 120}},
  "sustained": {"conditions": {"sm_clock_mhz_min": 1440, "sm_clock_mhz_median": 1440, "power_w_median": 690, "clock_event_share": {"sw_power_cap": 1.0}}}}]})";

void checkModel(const PowerFitResult &fit, double boostMhz) {
  const PowerModel &m = fit.model;
  for (double v : {m.idleW, m.wattsPerTflops, m.wattsPerGBs, m.rateClockExponent,
                   m.timeClockExponent, m.minClockMhz, fit.meanAbsPowerError})
    DIMTUNE_FUZZ_CHECK(std::isfinite(v), "a fitted factor is not finite");
  DIMTUNE_FUZZ_CHECK(m.capW > m.idleW && m.idleW > 0, "the cap must be above the idle power");
  DIMTUNE_FUZZ_CHECK(m.wattsPerTflops > 0 && m.wattsPerGBs >= 0, "negative watts per unit");
  DIMTUNE_FUZZ_CHECK(m.rateClockExponent > 0 && m.rateClockExponent <= 4 &&
                         m.timeClockExponent > 0 && m.timeClockExponent <= 4,
                     "a clock exponent outside (0, 4]");
  DIMTUNE_FUZZ_CHECK(m.minClockMhz >= 1 && m.minClockMhz < boostMhz,
                     "the clock range must not be empty");
}

void run(llvm::StringRef duty, llvm::StringRef sustained, llvm::StringRef fuzzed) {
  static const std::string dutyPath = fuzz::scratchPath("duty.json");
  static const std::string sustainedPath = fuzz::scratchPath("sustained.json");
  fuzz::writeFile(dutyPath, duty);
  fuzz::writeFile(sustainedPath, sustained);
  llvm::Expected<PowerMeasurements> m = readPowerMeasurements(dutyPath, sustainedPath);
  if (!m) {
    std::string message = llvm::toString(m.takeError());
    const std::string &named = fuzzed == "duty" ? dutyPath : sustainedPath;
    DIMTUNE_FUZZ_CHECK(message.find(named) != std::string::npos,
                       "an error must name the file: " + message);
    return;
  }
  for (const PowerPoint &p : m->points)
    DIMTUNE_FUZZ_CHECK(p.duty >= 0 && p.duty <= 1 && p.capShare >= 0 && p.capShare <= 1 &&
                           p.clockMhzMedian >= 1 && p.powerWMedian >= 1 &&
                           std::isfinite(p.tflops) && std::isfinite(p.gbs),
                       "a point outside the reader's ranges was read");
  for (double cap : {700.0, m->powerLimitW})
    if (cap > 0)
      if (llvm::Expected<PowerFitResult> fit = fitPowerModel(*m, cap, 1980, 60))
        checkModel(*fit, 1980);
      else
        llvm::consumeError(fit.takeError());
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  if (size > (1 << 16))
    return 0;
  llvm::StringRef text = fuzz::asText(data, size);
  run(text, kSustained, "duty");
  run(kDuty, text, "sustained");
  return 0;
}
