//===- ReadChecks.cpp - What the tuning readers check alike ---------------===//

#include "ReadChecks.h"

#include "dimtune/Target/JsonSupport.h"
#include "dimtune/Tuning/RunnerFormat.h"

#include "llvm/Support/Format.h"
#include "llvm/Support/FormatVariadic.h"

#include <algorithm>
#include <cmath>

using namespace llvm;

namespace dimtune {
namespace readcheck {

namespace key = runner::key;

static constexpr StringLiteral kMeasureExpected = "expected a finite number >= 0 (below 1e18)";
bool isMeasure(double value) { return std::isfinite(value) && value >= 0 && value < kMeasureBound; }

bool checkMeasure(double value, json::Path path, StringRef name) {
  if (isMeasure(value))
    return true;
  path.field(name).report(kMeasureExpected);
  return false;
}

bool mapMeasure(json::ObjectMapper &o, json::Path path, StringLiteral name, double &out) {
  return o.map(name, out) && checkMeasure(out, path, name);
}

bool checkMeasures(ArrayRef<double> values, json::Path path, StringLiteral name) {
  for (auto [i, value] : llvm::enumerate(values))
    if (!isMeasure(value)) {
      path.field(name).index(i).report(kMeasureExpected);
      return false;
    }
  return true;
}

bool mapSampledConditions(json::ObjectMapper &o, MeasurementConditions &c) {
  return o.map(key::kSamples, c.samples) && o.map(key::kSmClockMhzMin, c.smClockMinMhz) &&
         o.map(key::kSmClockMhzMax, c.smClockMaxMhz) &&
         o.map(key::kMemClockMhzMin, c.memClockMinMhz) && o.map(key::kPowerWMax, c.powerMaxW) &&
         o.map(key::kTemperatureCMax, c.temperatureMaxC) &&
         o.map(key::kClockEventReasons, c.clockEventReasons) &&
         o.map(key::kClockEvents, c.clockEvents);
}

static bool backendFromJSON(const json::Value &value, AttentionBackend &backend, json::Path path) {
  std::optional<StringRef> name = value.getAsString();
  std::optional<AttentionBackend> b = name ? parseAttentionBackend(*name) : std::nullopt;
  if (!b || *b == AttentionBackend::Unfused) {
    path.report("expected flash2, flash3, cudnn or efficient");
    return false;
  }
  backend = *b;
  return true;
}

bool requiredBackend(const json::Value &value, AttentionBackend &out, json::Path path) {
  const json::Object *object = value.getAsObject();
  const json::Value *backend = object ? object->get("backend") : nullptr;
  if (!backend) {
    path.field("backend").report("missing value");
    return false;
  }
  return backendFromJSON(*backend, out, path.field("backend"));
}

bool checkVariantFields(const MeasuredVariant &v, json::Path path) {
  return allPositive(path, {{"m", v.m}, {"n", v.n}, {"k", v.k}});
}

bool checkVariantFields(const MeasuredAttentionVariant &v, json::Path path) {
  return allPositive(path, {{"heads", v.heads},
                            {"kv_heads", v.kvHeads},
                            {"head_dim", v.headDim},
                            {"v_head_dim", v.vHeadDim}}) &&
         checkHeadGroups(v.heads, v.kvHeads, path);
}

TimeBounds timeBounds(const GpuTarget &target, MathType math, double flops, double bytes) {
  double peak = target.peakFlops(target.runsAs(math));
  double bandwidth = target.bandwidthBytesPerSecond();
  double beyondL2 = std::max(0.0, bytes - double(target.l2Bytes));
  // A chip a target file gives without a rate bounds nothing by it.
  double least = std::max(peak > 0 ? flops / peak : 0, bandwidth > 0 ? beyondL2 / bandwidth : 0);
  TimeBounds b;
  b.leastUs = least * 1e6;
  b.mostUs = b.leastUs / kSlowestFractionOfPeak + kMostFixedUs;
  return b;
}

/// "variant I 'LABEL' (SHAPE)", as the mistakes name a variant.
static std::string variantName(size_t index, StringRef label, StringRef shape) {
  return formatv("variant {0} '{1}' ({2})", index, label, shape).str();
}

/// A time as the mistakes print it: four significant digits, any magnitude.
static std::string printedUs(double us) { return formatv("{0}", format("%.4g", us)).str(); }

/// Why `us` (`what` of the variant `name`) is not a time `target` could have
/// measured, or nothing.
static std::optional<std::string> timeMistake(StringRef name, StringRef what, double us,
                                              const TimeBounds &bounds, const GpuTarget &target) {
  if (us < bounds.leastUs)
    return formatv("{0}: {1} {2} us is faster than the {3} datasheet allows (at least {4} us at "
                   "its peak FLOP/s and bandwidth)",
                   name, what, printedUs(us), target.name, printedUs(bounds.leastUs))
        .str();
  if (us > bounds.mostUs)
    return formatv("{0}: {1} {2} us is slower than the {3} could take (at most {4} us: a "
                   "ten-thousandth of its peak pace, plus a second)",
                   name, what, printedUs(us), target.name, printedUs(bounds.mostUs))
        .str();
  return std::nullopt;
}

/// The original's rule, common to both kinds of problem: the first variant
/// at the key's shape and labelled so, no other labelled so.
template <typename Variant>
static std::optional<std::string>
firstIsOriginalMistake(ArrayRef<Variant> variants, StringRef keyShape,
                function_ref<bool(const Variant &)> atKeyShape,
                function_ref<std::string(size_t)> nameOf) {
  if (variants.empty())
    return std::string("no variants: needs at least the original shape");
  const Variant &first = variants.front();
  if (first.label != kOriginalLabel || !atKeyShape(first))
    return formatv("{0} is not the original: the first variant must be labelled \"{1}\", at "
                   "the problem's shape {2}",
                   nameOf(0), kOriginalLabel, keyShape)
        .str();
  for (size_t i = 1; i < variants.size(); ++i)
    if (variants[i].label == kOriginalLabel)
      return formatv("{0} is labelled \"{1}\" but is not the first variant", nameOf(i),
                     kOriginalLabel)
          .str();
  return std::nullopt;
}

/// The variant `i` of a GEMM problem, as the mistakes name it.
static std::string gemmVariantName(const GemmKey &key, ArrayRef<MeasuredVariant> variants,
                                   size_t i) {
  const MeasuredVariant &v = variants[i];
  return variantName(i, v.label, formatGemmShape(key.batch, v.m, v.n, v.k));
}

std::optional<std::string> originalMistake(const GemmKey &key,
                                           ArrayRef<MeasuredVariant> variants) {
  return firstIsOriginalMistake<MeasuredVariant>(
      variants, formatGemmShape(key),
      [&](const MeasuredVariant &v) { return key.sameShape(v.m, v.n, v.k); },
      [&](size_t i) { return gemmVariantName(key, variants, i); });
}

std::optional<std::string> mergeMistake(const GemmKey &key, ArrayRef<MeasuredVariant> variants,
                                        const GpuTarget *target) {
  auto shapeOf = [&](const MeasuredVariant &v) { return key.withShape(v.m, v.n, v.k); };
  auto nameOf = [&](size_t i) { return gemmVariantName(key, variants, i); };
  if (std::optional<std::string> why = originalMistake(key, variants))
    return why;
  for (auto [i, v] : llvm::enumerate(variants)) {
    if (!gemmExtentsModelled(double(key.batch), double(v.m), double(v.n), double(v.k)))
      return nameOf(i) + ": sizes beyond what the model takes (each extent below 2^31, each "
                         "operand below 2^50 elements)";
    if (!target || !v.valid)
      continue; // a variant that did not run or failed its check is never read as a time
    GemmKey shape = shapeOf(v);
    TimeBounds bounds = timeBounds(*target, shape.math(), shape.flops(), shape.minBytes());
    bounds.mostUs = INFINITY; // see mergeMistake's statement
    if (std::optional<std::string> why = timeMistake(nameOf(i), "its GEMM's median", v.gemmUs,
                                                     bounds, *target))
      return why;
    for (auto [round, us] : llvm::enumerate(v.roundsUs))
      if (std::optional<std::string> why = timeMistake(
              nameOf(i), formatv("its median in round {0}", round).str(), us, bounds, *target))
        return why;
  }
  return std::nullopt;
}

/// The arithmetic an attention kernel on `type` runs at (AttentionModel's);
/// a type it does not time is bounded by the chip's fastest.
static MathType attentionMath(ElementType type, const GpuTarget &target) {
  if (type == ElementType::F32)
    return MathType::FP32;
  if (type == ElementType::F16)
    return MathType::FP16;
  if (type == ElementType::BF16)
    return MathType::BF16;
  MathType fastest = MathType::FP32;
  for (MathType m : {MathType::TF32, MathType::FP16, MathType::BF16, MathType::FP8,
                     MathType::INT8})
    if (target.peakTflops[m] > target.peakTflops[fastest])
      fastest = m;
  return fastest;
}

/// An attention variant's shape: the problem's, with its heads and head dims.
static AttentionKey attentionShapeOf(const AttentionKey &key, const MeasuredAttentionVariant &v) {
  AttentionKey shape = key;
  shape.heads = v.heads;
  shape.kvHeads = v.kvHeads;
  shape.headDim = v.headDim;
  shape.vHeadDim = v.vHeadDim;
  return shape;
}

static std::string attentionVariantName(const AttentionKey &key,
                                        ArrayRef<MeasuredAttentionVariant> variants, size_t i) {
  const MeasuredAttentionVariant &v = variants[i];
  return variantName(i, v.label, formatAttentionShape(attentionShapeOf(key, v)));
}

std::optional<std::string> originalMistake(const AttentionKey &key,
                                           ArrayRef<MeasuredAttentionVariant> variants) {
  return firstIsOriginalMistake<MeasuredAttentionVariant>(
      variants, formatAttentionShape(key),
      [&](const MeasuredAttentionVariant &v) { return attentionShapeOf(key, v) == key; },
      [&](size_t i) { return attentionVariantName(key, variants, i); });
}

std::optional<std::string> mergeMistake(const AttentionKey &key,
                                        ArrayRef<MeasuredAttentionVariant> variants,
                                        const GpuTarget *target) {
  auto shapeOf = [&](const MeasuredAttentionVariant &v) { return attentionShapeOf(key, v); };
  auto nameOf = [&](size_t i) { return attentionVariantName(key, variants, i); };
  if (std::optional<std::string> why = originalMistake(key, variants))
    return why;
  for (auto [i, v] : llvm::enumerate(variants)) {
    AttentionKey shape = shapeOf(v);
    if (!attentionExtentsModelled(shape))
      return nameOf(i) + ": sizes beyond what the model takes (each extent below 2^31, the "
                         "scores below 2^50 elements)";
    if (!target || !v.valid)
      continue;
    MathType math = attentionMath(shape.type, *target);
    // The backward reads Q, K, V, O and dO and writes dQ, dK and dV: at
    // least the forward's bytes.
    TimeBounds forward = timeBounds(*target, math, shape.forwardFlops(), shape.ioBytes());
    TimeBounds backward = timeBounds(*target, math, shape.backwardFlops(), shape.ioBytes());
    if (std::optional<std::string> why =
            timeMistake(nameOf(i), "its forward", v.fwdUs, forward, *target))
      return why;
    if (std::optional<std::string> why =
            timeMistake(nameOf(i), "its backward", v.bwdUs, backward, *target))
      return why;
  }
  return std::nullopt;
}

const GpuTarget *builtInTarget(StringRef name) {
  static const TargetRegistry builtIn;
  return builtIn.lookup(name);
}

} // namespace readcheck
} // namespace dimtune
