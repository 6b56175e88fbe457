//===- GemmReport.cpp - The analysis as remarks and JSON ------------------===//

#include "dimtune/Analysis/GemmReport.h"

#include "llvm/Support/FormatVariadic.h"

using namespace llvm;

namespace dimtune {

static std::string shapeText(const GemmProblem &p) {
  std::string batch = p.batch > 1 ? formatv("{0}x", p.batch).str() : "";
  return formatv("{0}{1}x{2}x{3}", batch, p.m, p.n, p.k).str();
}

static StringRef splitName(KSplit split) {
  switch (split) {
  case KSplit::None:
    return "none";
  case KSplit::SplitK:
    return "split-k";
  case KSplit::StreamK:
    return "stream-k";
  }
  llvm_unreachable("unknown split");
}

/// Which operands have a leading stride that breaks 16-byte alignment.
static std::string misalignedOperands(const GemmProblem &p) {
  std::string text;
  for (auto [name, layout, bytes] :
       {std::tuple{"A", &p.a, p.aBytes}, {"B", &p.b, p.bBytes}, {"C", &p.c, p.cBytes}}) {
    if (p.rows(*layout) <= 1)
      continue;
    int64_t align = CostModel::strideAlignmentBytes(layout->leadingExtent, bytes);
    if (align >= 16)
      continue;
    text += formatv("{0}{1}.{2}={3} ({4}-byte stride)", text.empty() ? "" : ", ",
                    name, gemmDimName(layout->contiguous), layout->leadingExtent, align)
                .str();
  }
  return text;
}

std::string describe(const GemmAnalysis &a) {
  const GemmProblem &p = a.problem;
  const GemmEstimate &e = a.estimate;
  const KernelChoice &k = e.kernel;
  std::string text = formatv(
      "{0} {1} {2}: tile {3}x{4} eff {5:f1}%, {6} CTAs in {7:f2} waves eff "
      "{8:f1}%, {9}, {10}-bound, predicted {11:f1} us ({12:f1} TFLOP/s)",
      p.op, shapeText(p), p.dtype, k.tile.m, k.tile.n, k.tileEfficiency * 100,
      k.ctas, k.waves, k.waveEfficiency * 100,
      e.aligned ? std::string("aligned") : "misaligned " + misalignedOperands(p),
      boundName(e.bound), e.predictedUs, e.predictedTflops);
  const PaddedShape &s = a.suggested;
  if (s.speedup > 1)
    text += formatv("; pad to {0}x{1}x{2}: {3:f1} us, {4:f2}x faster (+{5:f2}% FLOPs)",
                    s.m, s.n, s.k, s.estimate.predictedUs, s.speedup,
                    s.extraFlopFraction * 100);
  else
    text += "; no padding predicted to help";
  return text;
}

json::Value toJson(const GpuTarget &target, ArrayRef<GemmAnalysis> analyses) {
  json::Array gemms;
  double totalUs = 0, suggestedUs = 0;
  for (const GemmAnalysis &a : analyses) {
    const GemmProblem &p = a.problem;
    const GemmEstimate &e = a.estimate;
    const PaddedShape &s = a.suggested;
    totalUs += e.predictedUs;
    suggestedUs += s.estimate.predictedUs;
    auto layout = [&](const OperandLayout &l, int64_t bytes) {
      return json::Object{
          {"contiguous", gemmDimName(l.contiguous)},
          {"leading_extent", l.leadingExtent},
          {"stride_alignment_bytes",
           p.rows(l) > 1 ? CostModel::strideAlignmentBytes(l.leadingExtent, bytes)
                         : int64_t(16)}};
    };
    json::Object gemm{
        {"loc", p.loc},
        {"op", p.op},
        {"batch", p.batch},
        {"m", p.m},
        {"n", p.n},
        {"k", p.k},
        {"dtype", p.dtype},
        {"tile", json::Object{{"m", e.kernel.tile.m},
                              {"n", e.kernel.tile.n},
                              {"efficiency", e.kernel.tileEfficiency}}},
        {"waves", json::Object{{"count", int64_t(std::ceil(e.kernel.waves))},
                               {"fractional", e.kernel.waves},
                               {"ctas", e.kernel.ctas},
                               {"efficiency", e.kernel.waveEfficiency}}},
        {"k_split", json::Object{{"kind", splitName(e.kernel.split)},
                                 {"factor", e.kernel.splitFactor}}},
        {"aligned", e.aligned},
        {"layout", json::Object{{"a", layout(p.a, p.aBytes)},
                                {"b", layout(p.b, p.bBytes)},
                                {"c", layout(p.c, p.cBytes)}}},
        {"bound", boundName(e.bound)},
        {"arithmetic_intensity", e.arithmeticIntensity},
        {"ridge_intensity", e.ridgeIntensity},
        {"predicted_us", e.predictedUs},
        {"predicted_tflops", e.predictedTflops},
        {"wasted_flop_fraction", e.wastedFlopFraction},
        {"suggested", json::Object{{"m", s.m},
                                   {"n", s.n},
                                   {"k", s.k},
                                   {"predicted_us", s.estimate.predictedUs},
                                   {"speedup", s.speedup},
                                   {"extra_flop_fraction", s.extraFlopFraction}}}};
    if (!p.role.empty())
      gemm["role"] = p.role;
    gemms.push_back(std::move(gemm));
  }
  return json::Object{
      {"target", json::Object{{"name", target.name},
                              {"sm_count", target.smCount},
                              {"arch", target.arch},
                              {"calibration", target.calibration.provenance}}},
      {"gemms", std::move(gemms)},
      {"total", json::Object{{"predicted_us", totalUs},
                             {"suggested_us", suggestedUs},
                             {"speedup", suggestedUs > 0 ? totalUs / suggestedUs : 1.0}}}};
}

} // namespace dimtune
