//===- StepModel.cpp - A step as it runs: launch, host and clock ----------===//

#include "dimtune/CostModel/StepModel.h"

#include "dimtune/Target/EnumNames.h"

#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/FormatVariadic.h"

#include <algorithm>
#include <cmath>

using namespace llvm;

namespace dimtune {

StepRun StepRun::scaled(double share) const {
  StepRun r = *this;
  for (double *v : {&r.kernelUs, &r.hostUs, &r.hostForwardUs, &r.hostBackwardUs, &r.stepUs,
                    &r.gemmUs, &r.attentionUs, &r.otherUs, &r.flops, &r.bytes})
    *v *= share;
  return r;
}

static constexpr EnumName<ExecMode> kExecNames[] = {{ExecMode::Eager, "eager"},
                                                    {ExecMode::Graph, "graph"}};

StringRef execModeName(ExecMode mode) { return nameIn(kExecNames, mode); }

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

double huggingFaceHostUs(const StepKernel &kernel, const HostCalibration &host) {
  double scale = kernel.backward ? host.hfBackwardScale : host.hfForwardScale;
  return eagerHostUs(kernel.kind, host) * scale;
}

std::string describeRun(const StepRun &run) {
  std::string text = formatv("as it runs ({0}, {1} clock): {2:f1} us", execModeName(run.exec),
                             clockChoiceName(run.clock), run.stepUs)
                         .str();
  text += run.clockKnown() ? formatv(" at {0:f0} MHz", run.smClockMhz).str()
                             : std::string(" at the kernels' own times (the target has no clock)");
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

/// The step with each kernel at its own clock: the kernels' times scaled, then
/// launched. `endUs` (if given) gets each kernel's end on the step's timeline.
struct Timeline {
  double stepUs = 0, kernelUs = 0, hostUs = 0, flops = 0, bytes = 0;
  double hostForwardUs = 0, hostBackwardUs = 0;
  double byKind[3] = {0, 0, 0};
};

/// A kernel's time at `mhz`: its compute part scales with the clock.
double timeAt(const StepKernel &k, const GpuTarget &target, double mhz) {
  return target.timeAtClock(k.us, k.computeUs, mhz);
}

int64_t repeats(const StepKernel &k) { return std::max<int64_t>(1, int64_t(std::llround(k.count))); }

Timeline runAt(ArrayRef<StepKernel> kernels, const GpuTarget &target, ExecMode exec,
               ArrayRef<double> mhz, bool pythonSetUp, std::vector<double> *endUs = nullptr) {
  const Calibration &cal = target.calibration;
  Timeline r;
  // Eagerly, the host may set the step up before it issues the first kernel.
  double hostAt = exec == ExecMode::Eager && !kernels.empty() && pythonSetUp
                      ? cal.host.eagerStepUs
                      : 0;
  double gpuFree = 0;
  for (auto [i, k] : llvm::enumerate(kernels)) {
    double us = timeAt(k, target, mhz[i]);
    // Identical kernels in a row: whole ones, at least one.
    int64_t count = repeats(k);
    r.kernelUs += us * double(count);
    r.byKind[static_cast<int>(k.kind)] += us * double(count);
    r.flops += k.flops * double(count);
    r.bytes += k.bytes * double(count);
    if (exec == ExecMode::Graph) {
      gpuFree += double(count) * (us + cal.host.graphKernelGapUs);
    } else {
      // The queue: a kernel starts once the host has issued it and the GPU
      // has finished what came before.
      double issue =
          pythonSetUp ? huggingFaceHostUs(k, cal.host) : eagerHostUs(k.kind, cal.host);
      (k.backward ? r.hostBackwardUs : r.hostForwardUs) += issue * double(count);
      for (int64_t c = 0; c < count; ++c) {
        hostAt += issue;
        gpuFree = std::max(gpuFree, hostAt) + us + cal.host.graphKernelGapUs;
      }
    }
    if (endUs)
      endUs->push_back(gpuFree);
  }
  r.hostUs = hostAt;
  r.stepUs = exec == ExecMode::Graph ? cal.host.graphLaunchUs + gpuFree : std::max(gpuFree, hostAt);
  return r;
}

/// What a stretch of kernels does, for its power: tensor work, the bytes its
/// memory-bound kernels move, the time a kernel runs.
struct Load {
  double flops = 0, memoryBytes = 0, busyUs = 0;
};

/// Mean power over `spanUs` of `load` run at `mhz`.
double powerOver(const Load &load, double spanUs, const GpuTarget &target, double mhz) {
  if (!(spanUs > 0))
    return target.calibration.power.idleW;
  double tflops = load.flops / (spanUs * 1e-6) / 1e12;
  double gbs = load.memoryBytes / (spanUs * 1e-6) / 1e9;
  return target.powerAt(std::min(1.0, load.busyUs / spanUs), tflops, gbs, mhz);
}

/// A stretch of the step that the cap holds to its mean power on its own:
/// kernels [begin, end) and the GPU's idle time among them.
struct Stretch {
  size_t begin = 0, end = 0;
  double idleUs = 0;
};

/// The step cut into stretches of `windowUs` of its timeline at the boost
/// clock (a kernel is never cut: it belongs to the stretch it ends in); a
/// window of 0 is the whole step.
std::vector<Stretch> stretches(ArrayRef<StepKernel> kernels, ArrayRef<double> endUs,
                               const GpuTarget &target, double boost, double windowUs) {
  std::vector<Stretch> out;
  int64_t window = -1;
  double startUs = 0, busyUs = 0;
  auto close = [&](size_t end) {
    if (!out.empty())
      out.back().idleUs = std::max(0.0, endUs[end - 1] - startUs - busyUs);
  };
  for (size_t i = 0; i < kernels.size(); ++i) {
    int64_t in = windowUs > 0 ? int64_t(endUs[i] / windowUs) : 0;
    if (in != window) {
      close(i);
      startUs = i ? endUs[i - 1] : 0;
      busyUs = 0;
      window = in;
      out.push_back({i, i, 0});
    }
    out.back().end = i + 1;
    busyUs += timeAt(kernels[i], target, boost) * double(repeats(kernels[i]));
  }
  close(kernels.size());
  return out;
}

/// A stretch's mean power at `mhz`: its work over its kernels' time there and
/// the idle time among them.
double stretchPower(ArrayRef<StepKernel> kernels, const Stretch &s, const GpuTarget &target,
                    double mhz) {
  Load load;
  for (size_t i = s.begin; i < s.end; ++i) {
    double count = double(repeats(kernels[i]));
    load.flops += kernels[i].flops * count;
    // A GEMM's or attention's traffic is in its watts per TFLOP/s (the
    // power fit's GEMM moves its operands too): only memory-bound kernels'
    // bytes are counted apart.
    if (kernels[i].kind == KernelKind::Memory)
      load.memoryBytes += kernels[i].bytes * count;
    load.busyUs += timeAt(kernels[i], target, mhz) * count;
  }
  return powerOver(load, load.busyUs + s.idleUs, target, mhz);
}

/// The highest clock at which the stretch's power stays under the level the
/// cap holds (power falls as the clock does): bisection down to the lowest
/// clock the cap drives it to.
double sustainedClock(ArrayRef<StepKernel> kernels, const Stretch &s, const GpuTarget &target,
                      double boost) {
  const PowerModel &power = target.calibration.power;
  double held = power.heldPowerW();
  if (stretchPower(kernels, s, target, boost) <= held)
    return boost;
  double lo = std::min(power.minClockMhz, boost), hi = boost;
  for (int i = 0; i < 40; ++i) {
    double mid = (lo + hi) / 2;
    (stretchPower(kernels, s, target, mid) > held ? hi : lo) = mid;
  }
  return lo;
}

/// The step's mean power: each stretch's at its clock, over its time.
double meanPower(ArrayRef<StepKernel> kernels, ArrayRef<Stretch> cut, ArrayRef<double> mhz,
                 const GpuTarget &target) {
  double energy = 0, time = 0;
  for (const Stretch &s : cut) {
    if (s.begin == s.end)
      continue;
    double f = mhz[s.begin], busyUs = 0;
    for (size_t i = s.begin; i < s.end; ++i)
      busyUs += timeAt(kernels[i], target, f) * double(repeats(kernels[i]));
    energy += stretchPower(kernels, s, target, f) * (busyUs + s.idleUs);
    time += busyUs + s.idleUs;
  }
  return time > 0 ? energy / time : target.calibration.power.idleW;
}

/// The clock most of the step's time runs at (the median of a clock sampled
/// through the step): each kernel's time weighs its clock.
double medianClock(ArrayRef<StepKernel> kernels, ArrayRef<double> mhz, const GpuTarget &target) {
  std::vector<std::pair<double, double>> weighted; // (clock, time)
  double total = 0;
  for (auto [i, k] : llvm::enumerate(kernels)) {
    double us = timeAt(k, target, mhz[i]) * double(repeats(k));
    weighted.push_back({mhz[i], us});
    total += us;
  }
  llvm::sort(weighted);
  double seen = 0;
  for (const auto &[clock, us] : weighted)
    if ((seen += us) >= total / 2)
      return clock;
  return weighted.empty() ? 0 : weighted.back().first;
}

} // namespace

StepRun runStep(ArrayRef<StepKernel> kernels, const GpuTarget &target, ExecMode exec,
                const ClockChoice &clock, bool pythonSetUp) {
  const PowerModel &power = target.calibration.power;
  double boost = target.boostClockMhz;
  bool modelled = target.powerModelHolds();
  double fixed = clock.kind == ClockChoice::Kind::Fixed ? clock.mhz : boost;
  if (!(fixed > 0))
    fixed = 1; // a target without a clock: times as the kernels' (no scaling)
  std::vector<double> mhz(kernels.size(), fixed);
  std::vector<double> endUs;
  Timeline r = runAt(kernels, target, exec, mhz, pythonSetUp, &endUs);
  bool capped = false;
  // Unmodelled, or at a given clock: one stretch, the whole step.
  std::vector<Stretch> cut = {{0, kernels.size(), std::max(0.0, r.stepUs - r.kernelUs)}};
  if (clock.kind == ClockChoice::Kind::Sustained && modelled) {
    // The cap holds the mean power over a window: each stretch of the step
    // that long runs at the clock its own work sustains.
    cut = stretches(kernels, endUs, target, boost, power.windowMs * 1e3);
    for (const Stretch &s : cut) {
      double f = sustainedClock(kernels, s, target, boost);
      capped = capped || f < boost;
      std::fill(mhz.begin() + s.begin, mhz.begin() + s.end, f);
    }
    if (capped)
      r = runAt(kernels, target, exec, mhz, pythonSetUp);
  }
  StepRun run;
  run.exec = exec;
  run.clock = clock;
  // A target without a clock prices each kernel as it is, whatever clock is
  // asked for (no clock to scale from): the clock is unknown.
  run.smClockMhz = !(boost > 0)     ? 0
                   : kernels.empty() ? fixed
                                     : medianClock(kernels, mhz, target);
  run.powerW = modelled ? meanPower(kernels, cut, mhz, target) : 0;
  run.powerCapped = capped;
  run.kernelUs = r.kernelUs;
  run.hostUs = r.hostUs;
  run.hostForwardUs = r.hostForwardUs;
  run.hostBackwardUs = r.hostBackwardUs;
  run.stepUs = r.stepUs;
  run.gemmUs = r.byKind[static_cast<int>(KernelKind::Gemm)];
  run.attentionUs = r.byKind[static_cast<int>(KernelKind::Attention)];
  run.otherUs = r.byKind[static_cast<int>(KernelKind::Memory)];
  run.flops = r.flops;
  run.bytes = r.bytes;
  return run;
}

} // namespace dimtune
