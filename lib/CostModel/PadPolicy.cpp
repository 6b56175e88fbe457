//===- PadPolicy.cpp - Which padded shape a GEMM should run at ------------===//

#include "dimtune/CostModel/PadPolicy.h"

#include "dimtune/Target/EnumNames.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/Support/ErrorHandling.h"
#include "llvm/Support/MathExtras.h"

#include <algorithm>
#include <cmath>
#include <vector>

namespace dimtune {

static constexpr EnumName<PadPolicy> kPadPolicyNames[] = {
    {PadPolicy::Align, "align"}, {PadPolicy::Model, "model"}, {PadPolicy::Measured, "measured"}};

llvm::StringRef padPolicyName(PadPolicy policy) { return nameIn(kPadPolicyNames, policy); }

std::optional<PadPolicy> parsePadPolicy(llvm::StringRef name) {
  return parseIn(kPadPolicyNames, name);
}

bool resultSliceIsView(const GemmKey &original, const GemmKey &padded) {
  const OperandLayout &c = original.c;
  return !c.hasLeadingStride() || padded.extent(c.contiguous) == original.extent(c.contiguous);
}

double paddingCostUs(const GemmKey &original, const GemmKey &padded, const GpuTarget &target,
                     PaddedOnce once) {
  const Calibration &cal = target.calibration;
  double bandwidth = target.bandwidthBytesPerSecond() * cal.copyEfficiency;
  double us = 0;
  // A copy reads the original and writes the padded buffer, one launch each.
  auto copy = [&](const OperandLayout &layout, int64_t bytes) {
    double before = original.elements(layout), after = padded.elements(layout);
    if (after == before)
      return;
    us += cal.copyLaunchUs + (before + after) * double(bytes) / bandwidth * 1e6;
  };
  if (!once.a)
    copy(original.a, original.aBytes());
  if (!once.b)
    copy(original.b, original.bBytes());
  // The result: its init is padded (unless it is a fill, which just grows),
  // and the padded result is sliced back.
  if (!once.cInitIsFill)
    copy(original.c, original.cBytes());
  if (!resultSliceIsView(original, padded))
    copy(original.c, original.cBytes());
  return us;
}

MeasuredChoice chooseMeasured(const MeasuredProblem &measured, PaddedOnce once) {
  const MeasuredVariant &original = measured.variants.front();
  // A variant's total (GEMM, and the pads and slice it pays) at the median and
  // at both ends of its speed-up interval over the original; without rounds
  // (older entries) all three are the median.
  struct Candidate {
    const MeasuredVariant *variant;
    double total, pessimistic, optimistic;
  };
  std::vector<Candidate> candidates;
  for (const MeasuredVariant &v : measured.variants) {
    // Only a padding of the original (no dim smaller, within what the model
    // takes) with a real time is a choice; a database may say otherwise.
    if (&v == &original || !v.valid || !(v.gemmUs > 0) || !std::isfinite(v.gemmUs) ||
        v.m < measured.key.m || v.n < measured.key.n || v.k < measured.key.k ||
        !gemmExtentsModelled(double(measured.key.batch), double(v.m), double(v.n), double(v.k)))
      continue;
    bool view = resultSliceIsView(measured.key, measured.key.withShape(v.m, v.n, v.k));
    double padsUs = (once.a ? 0 : v.padAUs) + (once.b ? 0 : v.padBUs) + (view ? 0 : v.sliceUs);
    bool rounds = v.speedupLow > 0 && v.speedupHigh >= v.speedupLow;
    double total = v.gemmUs + padsUs;
    candidates.push_back({&v, total, rounds ? original.gemmUs / v.speedupLow + padsUs : total,
                          rounds ? original.gemmUs / v.speedupHigh + padsUs : total});
  }
  // The least padding first: a larger one replaces the choice only when it is
  // faster even at the low end of its interval than the choice at the high
  // end of its own (the original's interval is the point 1). A gain inside
  // the round-to-round spread keeps the cheaper choice.
  llvm::stable_sort(candidates, [](const Candidate &x, const Candidate &y) {
    auto volume = [](const MeasuredVariant *v) { return double(v->m) * v->n * v->k; };
    return volume(x.variant) < volume(y.variant);
  });
  MeasuredChoice choice{&original, original.gemmUs, original.gemmUs};
  double choiceOptimistic = original.gemmUs;
  for (const Candidate &c : candidates)
    if (c.pessimistic < choiceOptimistic && c.total < choice.totalUs) {
      choice.variant = c.variant;
      choice.totalUs = c.total;
      choiceOptimistic = c.optimistic;
    }
  return choice;
}

std::optional<GemmKey> alignedShape(const GemmKey &p, const GpuTarget &target, int64_t multiple) {
  int64_t align =
      multiple > 0 ? multiple : std::max<int64_t>(target.alignmentElements[p.math()], 1);
  int64_t m = p.m, n = p.n, k = p.k;
  for (const MisalignedStride &s : p.misalignedStrides()) {
    // Only a leading extent that is its whole GEMM dim can grow by padding
    // that dim; batch is never padded. A dim of 1 makes the operand a vector
    // (an outer product, or a GEMV): padding it multiplies the work.
    if (!s.paddable || p.extent(s.contiguous) == 1)
      continue;
    int64_t elementAlign = std::max<int64_t>(align, kTensorCoreAlignmentBytes / p.bytes(s.operand));
    int64_t &dim = s.contiguous == GemmDim::M ? m : s.contiguous == GemmDim::N ? n : k;
    dim = llvm::alignTo(p.extent(s.contiguous), elementAlign);
  }
  if (p.sameShape(m, n, k))
    return std::nullopt;
  return p.withShape(m, n, k);
}

static PadDecision predicted(const GemmKey &p, const GemmKey &padded, const CostModel &model,
                             double originalUs, PaddedOnce once) {
  PadDecision d;
  d.m = padded.m;
  d.n = padded.n;
  d.k = padded.k;
  d.originalUs = originalUs;
  d.gemmUs = model.estimate(padded).predictedUs;
  d.padCostUs = paddingCostUs(p, padded, model.target(), once);
  d.speedup = originalUs / (d.gemmUs + d.padCostUs);
  d.extraFlopFraction = padded.flops() / p.flops() - 1;
  d.extraByteFraction = padded.minBytes() / p.minBytes() - 1;
  return d;
}

/// `d` where the options admit it: its extra work within max-overhead, its
/// speed-up at least min-speedup (written so that a NaN anywhere rejects it).
static std::optional<PadDecision> admissible(const PadDecision &d, const PadOptions &options) {
  if (!(d.extraFlopFraction <= options.maxOverhead + 1e-9) ||
      !(d.extraByteFraction <= options.maxOverhead + 1e-9) || !(d.speedup >= options.minSpeedup))
    return std::nullopt;
  return d;
}

static std::optional<PadDecision> decideMeasured(const GemmKey &p, const MeasuredProblem &measured,
                                                 const PadOptions &options, PaddedOnce once) {
  MeasuredChoice choice = chooseMeasured(measured, once);
  if (choice.isOriginal(measured) || !(choice.speedup() >= options.minSpeedup))
    return std::nullopt;
  const MeasuredVariant &v = *choice.variant;
  GemmKey padded = p.withShape(v.m, v.n, v.k);
  PadDecision d;
  d.m = v.m;
  d.n = v.n;
  d.k = v.k;
  d.originalUs = choice.originalUs;
  d.gemmUs = v.gemmUs;
  d.padCostUs = choice.totalUs - v.gemmUs;
  d.speedup = choice.speedup();
  d.extraFlopFraction = padded.flops() / p.flops() - 1;
  d.extraByteFraction = padded.minBytes() / p.minBytes() - 1;
  d.measured = true;
  d.gemmSpeedupLow = v.speedupLow;
  d.gemmSpeedupHigh = v.speedupHigh;
  return d;
}

std::optional<PadDecision> decidePadding(const GemmKey &p, const CostModel &model,
                                         const PadOptions &options, PaddedOnce once,
                                         const MeasuredProblem *measured) {
  if (options.policy == PadPolicy::Measured && measured)
    return decideMeasured(p, *measured, options, once);
  double originalUs = model.estimate(p).predictedUs;
  if (options.policy == PadPolicy::Align) {
    std::optional<GemmKey> padded = alignedShape(p, model.target());
    if (!padded)
      return std::nullopt;
    return predicted(p, *padded, model, originalUs, once);
  }
  // Model (and measured without measurements): the best candidate, pads paid for.
  std::optional<PadDecision> best;
  for (const PaddedShape &c : model.paddingCandidates(p, options.maxOverhead)) {
    if (p.sameShape(c.m, c.n, c.k))
      continue;
    std::optional<PadDecision> d =
        admissible(predicted(p, p.withShape(c.m, c.n, c.k), model, originalUs, once), options);
    if (!d)
      continue;
    if (!best || d->speedup > best->speedup * (1 + 1e-6) ||
        (d->speedup >= best->speedup * (1 - 1e-6) && d->extraFlopFraction < best->extraFlopFraction))
      best = d;
  }
  return best;
}

std::optional<PadDecision> decideAtShape(const GemmKey &problem, const GemmKey &padded,
                                         const CostModel &model, const PadOptions &options,
                                         PaddedOnce once) {
  if (problem.sameShape(padded.m, padded.n, padded.k))
    return std::nullopt;
  return admissible(predicted(problem, padded, model, model.estimate(problem).predictedUs, once),
                    options);
}

} // namespace dimtune
