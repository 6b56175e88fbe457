//===- make_results.cpp - The synthetic runner results of the lit tests ---===//
//
// Writes h200-synthetic-results.json with the runner's own writer
// (RunnerFormat.h: runJsonOpen, problemJson, runJsonClose): every 4th shape
// of the H200's calibration sweep's fit set (and two more that run on
// stream-K) and every 20th of its validation set, each timed as the H200 model predicts it with a calibration unlike
// the built-in one (launch 9 us, 8- and 4-byte misaligned slow-downs 2 and
// 2.5, M-major A and N-major B slow-downs 1.5 and 1.3, tensor-core
// efficiency 0.7), times a deterministic +-3% per shape, in
// five rounds. The compute-bound shapes of over 100 us ran with the power cap
// holding the SM clock at 1380-1500 MHz (NVML's samples say so), as much
// longer as the power model says (GpuTarget::timeAtClock); the others at the
// boost clock: a fit that took every time at the boost clock would find a
// tensor-core efficiency near 0.6. Not built with dimtune; from the repository root, after a
// build:
//
//   g++ -std=c++17 -Iinclude -Iunittests -isystem /usr/lib/llvm-22/include \
//     test/Calibrate/Inputs/make_results.cpp build/lib/Calibration/libDimtuneCalibration.a \
//     build/lib/CostModel/libDimtuneCostModel.a build/lib/Target/libDimtuneTarget.a \
//     -L/usr/lib/llvm-22/lib -lLLVM -o /tmp/make_results
//   /tmp/make_results > test/Calibrate/Inputs/h200-synthetic-results.json
//
//===----------------------------------------------------------------------===//

#include "SyntheticRun.h"
#include "dimtune/Calibration/CalibrationSweep.h"
#include "dimtune/CostModel/CostModel.h"
#include "dimtune/Tuning/RunnerFormat.h"

#include <cstdio>

using namespace dimtune;
namespace fmt = dimtune::runner;

int main() {
  TargetRegistry registry;
  const GpuTarget &h200 = *registry.lookup("h200");
  GpuTarget measured = h200;
  Calibration &c = measured.calibration;
  c.launchUs = 9;
  c.misalignedSlowdown[0] = 2;
  c.misalignedSlowdown[1] = 2.5;
  c.mnMajorSlowdown[0] = 1.5;
  c.mnMajorSlowdown[1] = 1.3;
  c.computeEfficiency = {0.75, 0.7, 0.7, 0.7, 0.7, 0.7};
  CostModel model(measured);

  fmt::Run run = syntheticH200Run("NVIDIA H200", 4179);
  std::string out = fmt::runJsonOpen(run);

  CalibrationSweep sweep = calibrationSweep(h200);
  int index = 0;
  bool first = true;
  // Every 4th fit shape, and the first two the model runs on stream-K (so
  // that the fit has a shape bearing on its overhead).
  int streamKShapes = 0;
  auto takes = [&](bool validation, size_t i) {
    if (validation)
      return i % 20 == 0;
    if (i % 4 == 0)
      return true;
    if (streamKShapes < 2 && model.estimate(sweep.fit[i].key).kernel.split == KSplit::StreamK) {
      ++streamKShapes;
      return true;
    }
    return false;
  };
  for (bool validation : {false, true}) {
    const std::vector<SweepShape> &set = validation ? sweep.validation : sweep.fit;
    for (size_t i = 0; i < set.size(); ++i, ++index) {
      if (!takes(validation, i))
        continue;
      const GemmKey &k = set[i].key;
      // A deterministic spread of +-3% around the model's time.
      double noise = 1 + 0.03 * (double((index * 2654435761u) % 1000) / 500 - 1);
      GemmEstimate e = model.estimate(k);
      bool capped = e.bound == Bound::Compute && e.predictedUs > 100;
      double us = measured.timeAtClock(e.predictedUs, e.clockedUs(), capped ? 1440 : 1980) * noise;
      fmt::Problem p;
      p.index = index;
      p.where = "calibrate-v" + std::to_string(kSweepVersion) +
                (validation ? " validation " : " fit ") + std::to_string(i);
      p.role = sweepPurposeName(set[i].purpose).str();
      p.dtype = k.dtype().str();
      p.batch = k.batch;
      p.m = k.m;
      p.n = k.n;
      p.k = k.k;
      p.aContig = k.a.contiguous == GemmDim::K ? "k" : "m";
      p.bContig = k.b.contiguous == GemmDim::N ? "n" : "k";
      p.count = 1;
      p.conditions = capped ? fmt::Conditions{5, 1380, 1500, 3201, 699.5, 61, 4}
                            : fmt::Conditions{5, 1980, 1980, 3201, 452.5, 52, 0};
      fmt::Variant v;
      v.label = "original";
      v.m = k.m;
      v.n = k.n;
      v.k = k.k;
      v.ran = v.valid = true;
      v.gemm = {us, us * 0.99, us * 1.02};
      v.roundsUs = {us * 1.004, us * 0.998, us, us * 1.01, us * 0.997};
      v.ratioMedian = v.ratioLow = v.ratioHigh = 1;
      p.variants.push_back(v);
      out += fmt::problemJson(p, first);
      first = false;
    }
  }
  out += fmt::runJsonClose(12.5);
  std::fputs(out.c_str(), stdout);
  return 0;
}
