//===- PadPolicy.cpp - Which padded shape a GEMM should run at ------------===//

#include "dimtune/Analysis/PadPolicy.h"

#include "llvm/ADT/StringSwitch.h"

#include <algorithm>

namespace dimtune {

std::optional<PadPolicy> parsePadPolicy(llvm::StringRef name) {
  return llvm::StringSwitch<std::optional<PadPolicy>>(name)
      .Case("align", PadPolicy::Align)
      .Case("model", PadPolicy::Model)
      .Case("measured", PadPolicy::Measured)
      .Default(std::nullopt);
}

static int64_t roundUp(int64_t a, int64_t b) { return (a + b - 1) / b * b; }

/// Elements of an operand spanning `layout`'s dims.
static double elements(const GemmProblem &p, const OperandLayout &layout) {
  double n = 1;
  for (GemmDim dim : {GemmDim::Batch, GemmDim::M, GemmDim::N, GemmDim::K})
    if (layout.spansDim(dim))
      n *= double(p.extent(dim));
  return n;
}

double paddingCostUs(const GemmProblem &original, const GemmProblem &padded,
                     const GpuTarget &target, PaddedOnce once) {
  const Calibration &cal = target.calibration;
  double bandwidth = target.bandwidthBytesPerSecond() * cal.copyEfficiency;
  double us = 0;
  // A copy reads the original and writes the padded buffer, one launch each.
  auto copy = [&](const OperandLayout &layout, int64_t bytes) {
    double before = elements(original, layout), after = elements(padded, layout);
    if (after == before)
      return;
    us += cal.copyLaunchUs + (before + after) * bytes / bandwidth * 1e6;
  };
  if (!once.a)
    copy(original.a, original.aBytes);
  if (!once.b)
    copy(original.b, original.bBytes);
  // The result: its init is padded (unless it is a fill, which just grows),
  // and the padded result is sliced back.
  if (!once.cInitIsFill)
    copy(original.c, original.cBytes);
  // A slice that keeps whole rows is a view; one that cuts rows is a copy.
  if (original.c.hasLeadingStride() &&
      padded.extent(original.c.contiguous) != original.extent(original.c.contiguous))
    copy(original.c, original.cBytes);
  return us;
}

static PadDecision evaluate(const GemmProblem &p, const GemmProblem &padded,
                            const CostModel &model, double originalUs,
                            PaddedOnce once) {
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

std::optional<GemmProblem> alignedShape(const GemmProblem &p,
                                        const GpuTarget &target, int64_t multiple) {
  int64_t align = multiple > 0 ? multiple
                               : std::max<int64_t>(target.alignmentElements[p.math], 1);
  int64_t m = p.m, n = p.n, k = p.k;
  for (auto [layout, bytes] : {std::pair{&p.a, p.aBytes}, {&p.b, p.bBytes},
                               {&p.c, p.cBytes}}) {
    if (p.rows(*layout) <= 1 ||
        CostModel::strideAlignmentBytes(layout->leadingExtent, bytes) >= 16)
      continue;
    // Only a leading extent that is its whole GEMM dim can grow by padding
    // that dim; batch is never padded.
    if (layout->leadingExtent != p.extent(layout->contiguous))
      continue;
    int64_t elementAlign = std::max<int64_t>(align, 16 / bytes);
    switch (layout->contiguous) {
    case GemmDim::M:
      m = roundUp(p.m, elementAlign);
      break;
    case GemmDim::N:
      n = roundUp(p.n, elementAlign);
      break;
    case GemmDim::K:
      k = roundUp(p.k, elementAlign);
      break;
    case GemmDim::Batch:
    case GemmDim::None:
      break;
    }
  }
  if (m == p.m && n == p.n && k == p.k)
    return std::nullopt;
  return p.withShape(m, n, k);
}

std::optional<PadDecision> decidePadding(const GemmProblem &p,
                                         const CostModel &model,
                                         const PadOptions &options,
                                         PaddedOnce once) {
  double originalUs = model.estimate(p).predictedUs;
  if (options.policy == PadPolicy::Align) {
    std::optional<GemmProblem> padded = alignedShape(p, model.target());
    if (!padded)
      return std::nullopt;
    return evaluate(p, *padded, model, originalUs, once);
  }
  // Model (and measured's fallback): the best candidate, pads paid for.
  std::optional<PadDecision> best;
  for (const PaddedShape &c : model.paddingCandidates(p, options.maxOverhead)) {
    if (c.m == p.m && c.n == p.n && c.k == p.k)
      continue;
    PadDecision d = evaluate(p, p.withShape(c.m, c.n, c.k), model, originalUs, once);
    if (d.extraFlopFraction > options.maxOverhead + 1e-9 ||
        d.extraByteFraction > options.maxOverhead + 1e-9 ||
        d.speedup < options.minSpeedup)
      continue;
    if (!best || d.speedup > best->speedup * (1 + 1e-6) ||
        (d.speedup >= best->speedup * (1 - 1e-6) &&
         d.extraFlopFraction < best->extraFlopFraction))
      best = d;
  }
  return best;
}

} // namespace dimtune
