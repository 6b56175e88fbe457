//===- StepModel.cpp - A step as it runs: launch, host and clock ----------===//

#include "dimtune/CostModel/StepModel.h"

#include "dimtune/Target/EnumNames.h"

#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/FormatVariadic.h"

#include <algorithm>
#include <cmath>

using namespace llvm;

namespace dimtune {

static constexpr EnumName<ExecMode> kExecNames[] = {{ExecMode::Eager, "eager"},
                                                    {ExecMode::Graph, "graph"}};

StringRef execModeName(ExecMode mode) { return nameIn(kExecNames, mode); }

std::optional<ExecMode> parseExecMode(StringRef name) { return parseIn(kExecNames, name); }

Expected<ClockChoice> parseClockChoice(StringRef text) {
  if (text == "sustained")
    return ClockChoice{ClockChoice::Kind::Sustained, 0};
  if (text == "boost")
    return ClockChoice{ClockChoice::Kind::Boost, 0};
  double mhz = 0;
  if (to_float(text, mhz) && std::isfinite(mhz) && mhz > 0 && mhz <= 1e5)
    return ClockChoice{ClockChoice::Kind::Fixed, mhz};
  return createStringError(inconvertibleErrorCode(),
                           "clock='%s' is not sustained, boost or a number of MHz in (0, 1e5]",
                           text.str().c_str());
}

std::string clockChoiceName(const ClockChoice &c) {
  switch (c.kind) {
  case ClockChoice::Kind::Sustained:
    return "sustained";
  case ClockChoice::Kind::Boost:
    return "boost";
  case ClockChoice::Kind::Fixed:
    return formatv("{0}", c.mhz).str();
  }
  return "";
}

double eagerHostUs(KernelKind kind, const HostCalibration &host) {
  switch (kind) {
  case KernelKind::Gemm:
    return host.eagerGemmUs;
  case KernelKind::Attention:
    return host.eagerAttentionUs;
  case KernelKind::Memory:
    return host.eagerOpUs;
  }
  return host.eagerOpUs;
}

std::string describeRun(const StepRun &run) {
  std::string text = formatv("as it runs ({0}, {1} clock): {2:f1} us at {3:f0} MHz",
                             execModeName(run.exec), clockChoiceName(run.clock), run.stepUs,
                             run.smClockMhz)
                         .str();
  if (run.powerW > 0)
    text += formatv(", {0:f0} W{1}", run.powerW, run.powerCapped ? " at the power cap" : "").str();
  text += formatv("; the GPU busy {0:f0}% of it", run.gpuBusyShare() * 100).str();
  if (run.exec == ExecMode::Eager)
    text += formatv(", the host issuing for {0:f1} us{1}", run.hostUs,
                    run.hostBound() ? ": host-bound (a CUDA graph or a compiler would save "
                                      "most of the wait)"
                                    : "")
                .str();
  return text;
}

namespace {

/// The step at one clock: the kernels' times scaled, then launched.
struct AtClock {
  double stepUs = 0, kernelUs = 0, hostUs = 0, flops = 0, bytes = 0;
  double byKind[3] = {0, 0, 0};
};

AtClock runAt(ArrayRef<StepKernel> kernels, const GpuTarget &target, ExecMode exec, double mhz,
              double setUpUs) {
  const Calibration &cal = target.calibration;
  double boost = target.boostClockMhz > 0 ? target.boostClockMhz : mhz;
  double slowdown = std::pow(boost / mhz, cal.power.timeClockExponent);
  AtClock r;
  // Eagerly, the host may set the step up before it issues the first kernel.
  double hostAt = exec == ExecMode::Eager && !kernels.empty() ? setUpUs : 0;
  double gpuFree = 0;
  for (const StepKernel &k : kernels) {
    double us = (k.us - k.computeUs) + k.computeUs * slowdown;
    // Identical kernels in a row: whole ones, at least one.
    int64_t count = std::max<int64_t>(1, int64_t(std::llround(k.count)));
    r.kernelUs += us * double(count);
    r.byKind[static_cast<int>(k.kind)] += us * double(count);
    r.flops += k.flops * double(count);
    r.bytes += k.bytes * double(count);
    if (exec == ExecMode::Graph) {
      gpuFree += double(count) * (us + cal.host.graphKernelGapUs);
      continue;
    }
    // The queue: a kernel starts once the host has issued it and the GPU has
    // finished what came before.
    double issue = eagerHostUs(k.kind, cal.host);
    for (int64_t i = 0; i < count; ++i) {
      hostAt += issue;
      gpuFree = std::max(gpuFree, hostAt) + us + cal.host.graphKernelGapUs;
    }
  }
  r.hostUs = hostAt;
  r.stepUs = exec == ExecMode::Graph ? cal.host.graphLaunchUs + gpuFree : std::max(gpuFree, hostAt);
  return r;
}

/// Mean power of a step run at `mhz` (its work over its wall time).
double powerAt(const AtClock &r, const PowerModel &p, double mhz, double boost) {
  if (!(r.stepUs > 0))
    return p.idleW;
  double tflops = r.flops / (r.stepUs * 1e-6) / 1e12;
  double gbs = r.bytes / (r.stepUs * 1e-6) / 1e9;
  return p.idleW + p.wattsPerTflops * tflops * std::pow(mhz / boost, p.rateClockExponent) +
         p.wattsPerGBs * gbs;
}

} // namespace

StepRun runStep(ArrayRef<StepKernel> kernels, const GpuTarget &target, ExecMode exec,
                const ClockChoice &clock, bool pythonSetUp) {
  double setUpUs = pythonSetUp ? target.calibration.host.eagerStepUs : 0;
  const PowerModel &power = target.calibration.power;
  double boost = target.boostClockMhz;
  // The power model is the board's: it holds where its cap is the target's.
  bool modelled = power.calibrated() && boost > 0 && power.capW == target.powerLimitW;
  double mhz = clock.kind == ClockChoice::Kind::Fixed ? clock.mhz : boost;
  if (!(mhz > 0))
    mhz = 1; // a target without a clock: times as the kernels' (no scaling)
  AtClock r = runAt(kernels, target, exec, mhz, setUpUs);
  bool capped = false;
  if (clock.kind == ClockChoice::Kind::Sustained && modelled &&
      powerAt(r, power, boost, boost) > power.capW) {
    // The highest clock whose power stays under the cap (power falls as the
    // clock does): bisection down to the lowest clock the cap drives it to.
    double lo = std::min(power.minClockMhz, boost), hi = boost;
    for (int i = 0; i < 40; ++i) {
      double mid = (lo + hi) / 2;
      (powerAt(runAt(kernels, target, exec, mid, setUpUs), power, mid, boost) > power.capW ? hi : lo) = mid;
    }
    mhz = lo;
    r = runAt(kernels, target, exec, mhz, setUpUs);
    capped = true;
  }
  StepRun run;
  run.exec = exec;
  run.clock = clock;
  run.smClockMhz = mhz;
  run.powerW = modelled ? powerAt(r, power, mhz, boost) : 0;
  run.powerCapped = capped;
  run.kernelUs = r.kernelUs;
  run.hostUs = r.hostUs;
  run.stepUs = r.stepUs;
  run.gemmUs = r.byKind[static_cast<int>(KernelKind::Gemm)];
  run.attentionUs = r.byKind[static_cast<int>(KernelKind::Attention)];
  run.otherUs = r.byKind[static_cast<int>(KernelKind::Memory)];
  run.flops = r.flops;
  run.bytes = r.bytes;
  return run;
}

} // namespace dimtune
