//===- PowerCheck.cpp - The power model against measured loads ------------===//

#include "PowerCheck.h"
#include "dimtune/Calibration/Csv.h"
#include "dimtune/Calibration/FitSupport.h"

#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/FormatVariadic.h"

#include <algorithm>
#include <cmath>

using namespace llvm;

namespace dimtune {
namespace {

struct PowerLoad {
  std::string name, kind;
  double duty = 0, busyShare = 0, tflops = 0, gbs = 0, mhz = 0, measuredW = 0;
};

Expected<std::vector<PowerLoad>> readLoads(StringRef path) {
  auto readRow = [](const CsvTable &table, const CsvRow &row,
                    std::vector<PowerLoad> &out) -> Error {
    PowerLoad l;
    l.name = row["load"].str();
    l.kind = row["kind"].str();
    if (l.kind != "gemm" && l.kind != "memory")
      return table.error(row, "kind '" + l.kind + "' is neither gemm nor memory");
    if (!to_float(row["duty"], l.duty) || !to_float(row["busy_share"], l.busyShare) ||
        !to_float(row["tflops"], l.tflops) || !to_float(row["gbs"], l.gbs) ||
        !to_float(row["sm_clock_mhz"], l.mhz) || !to_float(row["measured_w"], l.measuredW))
      return table.error(row, "expected numbers in duty, busy_share, tflops, gbs, "
                              "sm_clock_mhz and measured_w");
    // Rates a GPU could run at: none of them near what would overflow a sum.
    bool plausible = l.busyShare >= 0 && l.busyShare <= 1 && l.tflops >= 0 && l.tflops < 1e5 &&
                     l.gbs >= 0 && l.gbs < 1e6 && l.mhz > 0 && l.mhz <= 1e5 &&
                     l.measuredW > 0 && l.measuredW < 1e5 && std::isfinite(l.duty);
    if (!plausible)
      return table.error(row, "busy_share must be in [0, 1], tflops and gbs non-negative, "
                              "sm_clock_mhz and measured_w positive (and each below what a "
                              "GPU reaches)");
    out.push_back(std::move(l));
    return Error::success();
  };
  return readCsvRecords<PowerLoad>(
      path, {"load", "kind", "duty", "busy_share", "tflops", "gbs", "sm_clock_mhz", "measured_w"},
      "loads", readRow);
}

} // namespace

Expected<PowerCheck> checkPower(const GpuTarget &target, StringRef csvPath) {
  if (!target.calibration.power.calibrated() || !(target.boostClockMhz > 0))
    return createStringError(inconvertibleErrorCode(),
                             "target '" + target.name + "' has no power model to check");
  Expected<std::vector<PowerLoad>> loads = readLoads(csvPath);
  if (!loads)
    return loads.takeError();
  PowerCheck check;
  check.csv = "load,kind,duty,busy_share,tflops,gbs,sm_clock_mhz,measured_w,predicted_w,"
              "rel_error\n";
  std::vector<double> errors, absErrors;
  for (const PowerLoad &l : *loads) {
    // A GEMM's own traffic is in its watts per TFLOP/s (the step model's rule).
    double memoryGBs = l.kind == "memory" ? l.gbs : 0;
    double predicted = target.powerAt(l.busyShare, l.tflops, memoryGBs, l.mhz);
    check.predictedW.push_back(predicted);
    double error = predicted / l.measuredW - 1;
    errors.push_back(error);
    absErrors.push_back(std::abs(error));
    check.csv += formatv("{0},{1},{2},{3},{4},{5},{6},{7},{8:f2},{9:f4}\n", l.name, l.kind, l.duty,
                         l.busyShare, l.tflops, l.gbs, l.mhz, l.measuredW, predicted, error);
  }
  double mean = 0;
  for (double e : errors)
    mean += e / double(errors.size());
  check.summary = formatv("target {0}: {1} loads, mean error {2}{3:f1}%, median |error| {4:f1}%, "
                          "largest {5:f1}%",
                          target.name, errors.size(), mean < 0 ? "" : "+", mean * 100,
                          median(absErrors) * 100,
                          *std::max_element(absErrors.begin(), absErrors.end()) * 100);
  return check;
}

} // namespace dimtune
