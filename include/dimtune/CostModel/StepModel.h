//===- StepModel.h - A step as it runs: launch, host and clock ----*- C++ -*-===//
//
// The cost models price each kernel as a burst at the boost clock. A step
// runs otherwise: eager PyTorch issues every kernel from the host, and a step
// of small kernels waits on it; a CUDA graph replays them back to back; and a
// step that keeps the tensor cores busy draws the power cap's watts and runs
// at the clock the cap allows. This model takes the step's kernels, in the
// order they run, and gives its time as it runs:
//   clock   sustained: the highest clock at which the step's power (the
//           target's PowerModel: idle + per TFLOP/s + per GB/s) stays under
//           the cap; boost; or a given MHz. Each kernel's compute-bound part
//           scales as (boost / clock)^timeClockExponent, its memory part not.
//   exec    graph: a launch, then the kernels with a gap each; eager: a queue,
//           each kernel starting when the host has issued it (its host cost,
//           by what it is) and the GPU is free.
// Pure: no MLIR.
//
//===----------------------------------------------------------------------===//

#ifndef DIMTUNE_COSTMODEL_STEPMODEL_H
#define DIMTUNE_COSTMODEL_STEPMODEL_H

#include "dimtune/Target/GpuTarget.h"

#include "llvm/ADT/ArrayRef.h"
#include "llvm/Support/Error.h"

#include <optional>
#include <string>
#include <vector>

namespace dimtune {

/// How a step is launched.
enum class ExecMode { Eager, Graph };
llvm::StringRef execModeName(ExecMode mode);

/// The clock a step is priced at: the one its power sustains under the cap,
/// the boost clock, or a given one.
struct ClockChoice {
  enum class Kind { Sustained, Boost, Fixed } kind = Kind::Sustained;
  double mhz = 0; ///< Fixed: the clock.
};
/// "sustained", "boost" or a number of MHz in (0, 10^5]; an error names the
/// value otherwise.
llvm::Expected<ClockChoice> parseClockChoice(llvm::StringRef text);
std::string clockChoiceName(const ClockChoice &choice);

/// What a kernel is, for the host's cost of issuing it.
enum class KernelKind { Gemm, Attention, Memory };

/// One kernel of the step (or `count` identical ones in a row), priced at the
/// boost clock.
struct StepKernel {
  KernelKind kind = KernelKind::Memory;
  double us = 0;          ///< Its time at the boost clock.
  double computeUs = 0;   ///< The part of `us` that the SM clock sets.
  double flops = 0;       ///< Tensor-core work.
  double bytes = 0;       ///< Device-memory traffic.
  double count = 1;
  bool backward = false;  ///< Issued by autograd's backward, not the forward.
};

/// The step as it runs.
struct StepRun {
  ExecMode exec = ExecMode::Eager;
  ClockChoice clock;
  double smClockMhz = 0;  ///< The clock it was priced at (0: unknown, the target has none).
  double powerW = 0;      ///< Predicted mean power (0: no power model).
  bool powerCapped = false;
  double kernelUs = 0;    ///< The kernels alone, at that clock.
  double hostUs = 0;      ///< Eager: the host's time to issue them.
  double hostForwardUs = 0, hostBackwardUs = 0; ///< Of that, the forward's and the backward's kernels.
  double stepUs = 0;      ///< Launch to the last kernel's end.
  double gemmUs = 0, attentionUs = 0, otherUs = 0; ///< Kernels by kind, at the clock.
  double flops = 0, bytes = 0; ///< The step's tensor work and memory traffic.
  double gpuBusyShare() const { return stepUs > 0 ? kernelUs / stepUs : 0; }
  /// The target has a clock, so the step was priced at one (smClockMhz).
  bool clockKnown() const { return smClockMhz > 0; }
  /// The GPU waited on the host for a tenth of the step or more.
  bool hostBound() const { return exec == ExecMode::Eager && gpuBusyShare() < 0.9; }
  /// `share` of this run: its times, host times and work scaled alike (the
  /// clock, power and shares stay).
  StepRun scaled(double share) const;
};

/// The step of `kernels` (in the order they run) on `target`. `pythonSetUp`:
/// eagerly, a framework's Python forward (Hugging Face's positions and masks)
/// sets the step up before its first kernel (HostCalibration::eagerStepUs) and
/// issues each kernel at its model code's pace (hfForwardScale and
/// hfBackwardScale); a serving engine's step does neither.
StepRun runStep(llvm::ArrayRef<StepKernel> kernels, const GpuTarget &target, ExecMode exec,
                const ClockChoice &clock, bool pythonSetUp);

/// "as it runs (eager, sustained clock): 31250.4 us at 1650 MHz, 690 W under the
/// 700 W cap; the GPU busy 84% of it, the host issuing for 12000.0 us".
std::string describeRun(const StepRun &run);

/// The host's cost of issuing one kernel of `kind` in eager PyTorch.
double eagerHostUs(KernelKind kind, const HostCalibration &host);
/// The same kernel issued by a Hugging Face model's step: its Python forward
/// or autograd's backward.
double huggingFaceHostUs(const StepKernel &kernel, const HostCalibration &host);

} // namespace dimtune

#endif // DIMTUNE_COSTMODEL_STEPMODEL_H
