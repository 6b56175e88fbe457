//===- TargetRegistry.cpp - Look-up and JSON target files -----------------===//
//
// Look-up by product name, alias or sm_XX, and the JSON format that adds or
// overrides chips. Parsing goes through llvm::json's ObjectMapper so that every
// error names the file and the JSON path of the bad field.
//
//===----------------------------------------------------------------------===//

#include "dimtune/Target/GpuTarget.h"
#include "dimtune/Target/JsonSupport.h"

#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/StringSet.h"
#include "llvm/Support/JSON.h"
#include "llvm/Support/MemoryBuffer.h"

#include <algorithm>
#include <cmath>
#include <iterator>
#include <limits>

using namespace llvm;

namespace dimtune {

StringRef mathTypeName(MathType type) {
  static const char *names[] = {"fp32", "tf32", "fp16", "bf16", "fp8", "int8"};
  return names[static_cast<int>(type)];
}

int GpuTarget::smVersion() const {
  int version = 0;
  StringRef name(arch);
  return name.consume_front("sm_") && !name.getAsInteger(10, version) ? version : 0;
}

double GpuTarget::timeAtClock(double us, double computeUs, double mhz) const {
  if (!(mhz > 0) || !(boostClockMhz > 0))
    return us;
  double slowdown = std::pow(boostClockMhz / mhz, calibration.power.timeClockExponent);
  return (us - computeUs) + computeUs * slowdown;
}

double GpuTarget::powerAt(double busyShare, double tflops, double memoryGBs, double mhz) const {
  const PowerModel &p = calibration.power;
  double rateScale = boostClockMhz > 0 ? std::pow(mhz / boostClockMhz, p.rateClockExponent) : 1;
  return p.idleW + (p.busyW * busyShare + p.wattsPerTflops * tflops) * rateScale +
         p.wattsPerGBs * memoryGBs;
}

std::string normalizeTargetName(StringRef name) {
  std::string out;
  for (char c : name)
    if (c != '-' && c != '_' && c != ' ')
      out.push_back(toLower(c));
  return out;
}

namespace {
/// Whether `t` is named `name` or aliased so, spelled any way normalizeTargetName
/// folds.
bool answersTo(const GpuTarget &t, StringRef name) {
  std::string key = normalizeTargetName(name);
  return normalizeTargetName(t.name) == key || llvm::any_of(t.aliases, [&](const std::string &a) {
           return normalizeTargetName(a) == key;
         });
}
} // namespace

TargetRegistry::TargetRegistry() : targets_(knownTargets()) {}

const GpuTarget *TargetRegistry::lookup(StringRef name) const {
  std::string key = normalizeTargetName(name);
  if (key.empty())
    return nullptr;
  // Names and aliases are unique (loadJson): at most one chip answers.
  for (const GpuTarget &t : targets_)
    if (answersTo(t, name))
      return &t;
  // "sm_90" names an architecture: its first chip in the table.
  for (const GpuTarget &t : targets_)
    if (normalizeTargetName(t.arch) == key)
      return &t;
  return nullptr;
}

Expected<const GpuTarget *> TargetRegistry::get(StringRef name) const {
  if (const GpuTarget *t = lookup(name))
    return t;
  std::string known;
  for (const GpuTarget &t : targets_)
    known += (known.empty() ? "" : ", ") +
             (t.aliases.empty() ? t.name : t.aliases.front());
  return createStringError(inconvertibleErrorCode(),
                           "unknown GPU target '%s' (known: %s; or an sm_XX "
                           "architecture, or a chip added with target-file=)",
                           name.str().c_str(), known.c_str());
}

//===----------------------------------------------------------------------===//
// JSON target files
//===----------------------------------------------------------------------===//

static constexpr int64_t kTargetFileVersion = 1;

/// Rejects keys the format does not have, so a typo is not silently ignored.
static bool checkKeys(const json::Object &object, ArrayRef<StringRef> allowed,
                      json::Path path) {
  for (const auto &entry : object) {
    if (!llvm::is_contained(allowed, StringRef(entry.first))) {
      path.field(entry.first).report("unknown field");
      return false;
    }
  }
  return true;
}

template <typename T>
static bool fromJSON(const json::Value &value, PerMathType<T> &out,
                     json::Path path) {
  static const StringRef keys[] = {"fp32", "tf32", "fp16", "bf16", "fp8", "int8"};
  json::ObjectMapper o(value, path);
  return o && checkKeys(*value.getAsObject(), keys, path) &&
         o.mapOptional("fp32", out.fp32) &&
         o.mapOptional("tf32", out.tf32) && o.mapOptional("fp16", out.fp16) &&
         o.mapOptional("bf16", out.bf16) && o.mapOptional("fp8", out.fp8) &&
         o.mapOptional("int8", out.int8);
}

// Bounds of what a target file may say. Far beyond any GPU, they keep the
// cost model's arithmetic (SMs x CTAs per SM, tiles x waves, bytes over
// bandwidth) finite and free of overflow; anything outside them is a typo or
// garbage, and an error naming the field.
static constexpr int64_t kMaxSmCount = 1 << 16;
static constexpr int64_t kMaxTileExtent = 1 << 16;
static constexpr int64_t kMaxCtasPerSm = 1 << 10;
static constexpr size_t kMaxTiles = 1 << 10;
static constexpr int64_t kMaxAlignmentElements = 1 << 16;
static constexpr int64_t kMaxL2Bytes = int64_t(1) << 40;
static constexpr int64_t kMaxSharedMemoryBytes = int64_t(1) << 30;
static constexpr double kMaxClockMhz = 1e5;
static constexpr double kMaxPeakTflops = 1e5;
static constexpr double kMaxBandwidthGBs = 1e6;
static constexpr double kMaxMemoryGB = 1e6;
static constexpr double kMaxPowerW = 1e5;
static constexpr double kMaxMicroseconds = 1e6;
static constexpr double kMaxFactor = 1e3;

static bool inRange(int64_t v, int64_t lo, int64_t hi) { return v >= lo && v <= hi; }
/// Finite and within [lo, hi]; NaN fails every comparison, so it is out.
static bool inRange(double v, double lo, double hi) {
  return std::isfinite(v) && v >= lo && v <= hi;
}
/// Finite and within (0, hi].
static bool positiveUpTo(double v, double hi) { return std::isfinite(v) && v > 0 && v <= hi; }

/// One field's range check: whether its value passed, and what a failure says.
struct FieldCheck {
  const char *field;
  bool ok;
  StringLiteral message;
};

/// Reports the first check that failed, at its field under `path`.
static bool allPass(ArrayRef<FieldCheck> checks, json::Path path) {
  for (const FieldCheck &check : checks) {
    if (!check.ok) {
      path.field(check.field).report(check.message);
      return false;
    }
  }
  return true;
}

/// The domain a calibration factor is fitted in (efficiencies are fractions
/// of a peak, slow-downs at least 1, costs and overheads not negative) and
/// what a value outside it says.
struct FactorDomain {
  double lo, hi;
  bool lowOpen; ///< (lo, hi] rather than [lo, hi]
  StringLiteral message;
  bool contains(double v) const {
    return inRange(v, lo, hi) && !(lowOpen && v == lo); // NaN and inf fail inRange
  }
};
static const FactorDomain kEfficiency{0, 1, true, "an efficiency must be a number in (0, 1]"};
static const FactorDomain kMicroseconds{0, kMaxMicroseconds, false,
                                        "a time must be a number of microseconds in [0, 1e6]"};
static const FactorDomain kSlowdown{1, kMaxFactor, false,
                                    "a slow-down must be a number in [1, 1000]"};
static const FactorDomain kOverhead{0, kMaxFactor, false,
                                    "an overhead must be a number in [0, 1000]"};
static const FactorDomain kExponent{0, kMaxFactor, false, "must be a number in [0, 1000]"};
static const FactorDomain kCombineExponent{1, kMaxFactor, false, "must be a number in [1, 1000]"};

/// A calibration's single-number factors: the one list the target-file reader,
/// its writer and its range check go through.
struct ScalarFactor {
  StringLiteral name;
  double Calibration::*member;
  const FactorDomain *domain;
};
static const ScalarFactor kScalarFactors[] = {
    {"tile_intensity_exponent", &Calibration::tileIntensityExponent, &kExponent},
    {"misaligned_tile_intensity_exponent", &Calibration::misalignedTileIntensityExponent,
     &kExponent},
    {"gemv_row_cost", &Calibration::gemvRowCost, &kOverhead},
    {"memory_efficiency", &Calibration::memoryEfficiency, &kEfficiency},
    {"launch_us", &Calibration::launchUs, &kMicroseconds},
    {"wave_us", &Calibration::waveUs, &kMicroseconds},
    {"misaligned_slowdown_simt", &Calibration::misalignedSlowdownSimt, &kSlowdown},
    {"split_k_overhead", &Calibration::splitKOverhead, &kOverhead},
    {"stream_k_overhead", &Calibration::streamKOverhead, &kOverhead},
    {"combine_exponent", &Calibration::combineExponent, &kCombineExponent},
    {"copy_launch_us", &Calibration::copyLaunchUs, &kMicroseconds},
    {"copy_efficiency", &Calibration::copyEfficiency, &kEfficiency},
};

static bool fromJSON(const json::Value &value, CtaTile &out, json::Path path) {
  static const StringRef keys[] = {"m", "n", "k", "ctas_per_sm"};
  json::ObjectMapper o(value, path);
  if (!(o && checkKeys(*value.getAsObject(), keys, path) && o.map("m", out.m) &&
        o.map("n", out.n) &&
        o.mapOptional("k", out.k) && o.mapOptional("ctas_per_sm", out.ctasPerSm)))
    return false;
  const FieldCheck checks[] = {
      {"m", inRange(out.m, 1, kMaxTileExtent), "tile extent must be an integer in [1, 65536]"},
      {"n", inRange(out.n, 1, kMaxTileExtent), "tile extent must be an integer in [1, 65536]"},
      {"k", inRange(out.k, 0, kMaxTileExtent), "tile extent must be an integer in [0, 65536]"},
      {"ctas_per_sm", inRange(out.ctasPerSm, 1, kMaxCtasPerSm), "must be an integer in [1, 1024]"},
  };
  return allPass(checks, path);
}

/// A fixed-size factor list a file may give: when given, it must have
/// exactly N entries (else `message`, at `field`) and replaces `out`.
template <size_t N>
static bool fillArray(const std::optional<std::vector<double>> &given, double (&out)[N],
                      const char *field, StringLiteral message, json::Path path) {
  if (!given)
    return true;
  if (given->size() != N) {
    path.field(field).report(message);
    return false;
  }
  std::copy(given->begin(), given->end(), out);
  return true;
}

bool fromJSON(const json::Value &value, Calibration &out, json::Path path) {
  static const std::vector<StringRef> keys = [] {
    std::vector<StringRef> names = {"compute_efficiency", "misaligned_slowdown",
                                    "mn_major_slowdown", "provenance", "power"};
    for (const ScalarFactor &factor : kScalarFactors)
      names.push_back(factor.name);
    return names;
  }();
  json::ObjectMapper o(value, path);
  std::optional<std::vector<double>> misaligned, mnMajor;
  if (!(o && checkKeys(*value.getAsObject(), keys, path) &&
        o.mapOptional("compute_efficiency", out.computeEfficiency) &&
        o.mapOptional("misaligned_slowdown", misaligned) &&
        o.mapOptional("mn_major_slowdown", mnMajor) && o.mapOptional("provenance", out.provenance) &&
        o.mapOptional("power", out.power)))
    return false;
  for (const ScalarFactor &factor : kScalarFactors)
    if (!o.mapOptional(factor.name, out.*factor.member))
      return false;
  return fillArray(misaligned, out.misalignedSlowdown, "misaligned_slowdown",
                   "expected 4 slow-downs: strides aligned to 8, 4, 2 and 1 bytes", path) &&
         fillArray(mnMajor, out.mnMajorSlowdown, "mn_major_slowdown",
                   "expected 2 slow-downs: A stored M-major and B stored N-major", path);
}

// The inverse of the readers above: what a target file says, in its field
// names (dimtune-fit's and dimtune-calibrate's output use the same).
template <typename T> static json::Value toJSON(const PerMathType<T> &v) {
  json::Object out;
  for (int i = 0; i < kNumMathTypes; ++i)
    out[mathTypeName(static_cast<MathType>(i))] = v[static_cast<MathType>(i)];
  return out;
}

static json::Value toJSON(const CtaTile &t) {
  return json::Object{{"m", t.m}, {"n", t.n}, {"k", t.k}, {"ctas_per_sm", t.ctasPerSm}};
}

json::Value toJSON(const Calibration &c) {
  json::Object out{{"compute_efficiency", toJSON(c.computeEfficiency)},
                   {"misaligned_slowdown", json::Array(ArrayRef<double>(c.misalignedSlowdown))},
                   {"mn_major_slowdown", json::Array(ArrayRef<double>(c.mnMajorSlowdown))},
                   {"provenance", c.provenance}};
  for (const ScalarFactor &factor : kScalarFactors)
    out[factor.name] = c.*factor.member;
  if (c.power.calibrated())
    out["power"] = toJSON(c.power);
  return out;
}

json::Value toJSON(const AttentionFit &fit) {
  json::Array efficiency;
  for (auto [headDim, value] : fit.efficiency)
    efficiency.push_back(json::Array{headDim, value});
  json::Object out{{"launch_us", fit.launchUs},
                   {"causal_factor", fit.causalFactor},
                   {"alone_factor", fit.aloneFactor},
                   {"uneven_factor", fit.unevenFactor},
                   {"efficiency", std::move(efficiency)}};
  // Only the memory-efficient backward's fits have a per-CTA row-sum pass.
  if (fit.rowSumStepUs != 0)
    out["row_sum_step_us"] = fit.rowSumStepUs;
  return out;
}

bool fromJSON(const json::Value &value, AttentionFit &fit, json::Path path) {
  json::ObjectMapper o(value, path);
  std::vector<std::vector<double>> points;
  if (!(o && o.map("launch_us", fit.launchUs) && o.map("causal_factor", fit.causalFactor) &&
        o.map("alone_factor", fit.aloneFactor) && o.map("uneven_factor", fit.unevenFactor) &&
        o.map("efficiency", points) && o.mapOptional("row_sum_step_us", fit.rowSumStepUs)))
    return false;
  if (!(fit.rowSumStepUs >= 0)) {
    path.field("row_sum_step_us").report("expected a time of 0 us or more");
    return false;
  }
  fit.efficiency.clear();
  for (size_t i = 0; i < points.size(); ++i) {
    const std::vector<double> &point = points[i];
    if (point.size() != 2 || !(point[0] >= 1 && point[0] <= kMaxTileExtent) ||
        point[0] != std::floor(point[0])) {
      path.field("efficiency").index(i).report("expected [head_dim, efficiency]");
      return false;
    }
    fit.efficiency.push_back({static_cast<int64_t>(point[0]), point[1]});
  }
  return true;
}

json::Value toJSON(const GpuTarget &t) {
  json::Array tensorCoreTiles, simtTiles;
  for (const CtaTile &tile : t.tensorCoreTiles)
    tensorCoreTiles.push_back(toJSON(tile));
  for (const CtaTile &tile : t.simtTiles)
    simtTiles.push_back(toJSON(tile));
  return json::Object{{"name", t.name},
                      {"aliases", t.aliases},
                      {"arch", t.arch},
                      {"sm_count", t.smCount},
                      {"boost_clock_mhz", t.boostClockMhz},
                      {"peak_tflops", toJSON(t.peakTflops)},
                      {"memory_bandwidth_gbs", t.memoryBandwidthGBs},
                      {"memory_gb", t.memoryGB},
                      {"power_limit_w", t.powerLimitW},
                      {"l2_bytes", t.l2Bytes},
                      {"shared_memory_per_sm_bytes", t.sharedMemoryPerSmBytes},
                      {"alignment_elements", toJSON(t.alignmentElements)},
                      {"tensor_core_tiles", std::move(tensorCoreTiles)},
                      {"simt_tiles", std::move(simtTiles)},
                      {"calibration", toJSON(t.calibration)},
                      {"source", t.source}};
}

/// The calibration's factors, each in its domain (kScalarFactors).
static bool checkCalibration(const Calibration &c, json::Path path) {
  for (int i = 0; i < kNumMathTypes; ++i) {
    MathType type = static_cast<MathType>(i);
    if (!kEfficiency.contains(c.computeEfficiency[type])) {
      path.field("compute_efficiency").field(mathTypeName(type)).report(kEfficiency.message);
      return false;
    }
  }
  for (const ScalarFactor &factor : kScalarFactors)
    if (!factor.domain->contains(c.*factor.member)) {
      path.field(factor.name).report(factor.domain->message);
      return false;
    }
  auto slowdowns = [](ArrayRef<double> factors) {
    return llvm::all_of(factors, [](double x) { return kSlowdown.contains(x); });
  };
  const FieldCheck checks[] = {
      {"misaligned_slowdown", slowdowns(c.misalignedSlowdown), kSlowdown.message},
      {"mn_major_slowdown", slowdowns(c.mnMajorSlowdown), kSlowdown.message},
  };
  return allPass(checks, path);
}

static bool checkTiles(const std::vector<CtaTile> &tiles, StringRef field, json::Path path) {
  if (tiles.empty()) {
    path.field(field).report("a chip needs at least one tile");
    return false;
  }
  if (tiles.size() > kMaxTiles) {
    path.field(field).report("at most 1024 tiles");
    return false;
  }
  return true;
}

/// The chip as a whole, once the file's fields are laid over what it starts
/// from: everything the cost model divides by or multiplies with must be a
/// finite number in a sane range. The path names the field even when the bad
/// value was inherited (it cannot be: built-in chips pass these checks).
static bool checkTarget(const GpuTarget &t, json::Path path) {
  if (normalizeTargetName(t.name).empty()) {
    path.field("name").report("a name needs at least one letter or digit");
    return false;
  }
  const FieldCheck scalars[] = {
      {"sm_count", inRange(t.smCount, 1, kMaxSmCount), "must be a positive integer, at most 65536"},
      // 0: not known (the cost model does not use the clock).
      {"boost_clock_mhz", inRange(t.boostClockMhz, 0, kMaxClockMhz),
       "must be a number of MHz in [0, 1e5]"},
      {"memory_bandwidth_gbs", positiveUpTo(t.memoryBandwidthGBs, kMaxBandwidthGBs),
       "must be a number of GB/s in (0, 1e6]"},
      // 0: not known (no memory count, no power cap).
      {"memory_gb", inRange(t.memoryGB, 0, kMaxMemoryGB), "must be a number of GB in [0, 1e6]"},
      {"power_limit_w", inRange(t.powerLimitW, 0, kMaxPowerW), "must be a number of W in [0, 1e5]"},
      {"l2_bytes", inRange(t.l2Bytes, 0, kMaxL2Bytes), "must be an integer in [0, 2^40]"},
      {"shared_memory_per_sm_bytes", inRange(t.sharedMemoryPerSmBytes, 0, kMaxSharedMemoryBytes),
       "must be an integer in [0, 2^30]"},
  };
  if (!allPass(scalars, path))
    return false;
  for (int i = 0; i < kNumMathTypes; ++i) {
    MathType type = static_cast<MathType>(i);
    // 0: the chip has no (tensor-core) path for the type; FP32 it always has.
    double lo = type == MathType::FP32 ? std::numeric_limits<double>::min() : 0;
    if (!inRange(t.peakTflops[type], lo, kMaxPeakTflops)) {
      // A json::Path points at its parent: keep the parent in a variable.
      json::Path peaks = path.field("peak_tflops");
      json::Path peak = peaks.field(mathTypeName(type));
      if (type == MathType::FP32)
        peak.report("the fp32 peak must be a number of TFLOP/s in (0, 1e5]");
      else
        peak.report("a peak must be a number of TFLOP/s in [0, 1e5] (0: no such path)");
      return false;
    }
  }
  for (int i = 0; i < kNumMathTypes; ++i) {
    MathType type = static_cast<MathType>(i);
    if (!inRange(t.alignmentElements[type], 1, kMaxAlignmentElements)) {
      path.field("alignment_elements").field(mathTypeName(type))
          .report("an alignment must be an integer number of elements in [1, 65536]");
      return false;
    }
  }
  // The power model's clock range: from its lowest clock up to the boost.
  const PowerModel &power = t.calibration.power;
  if (power.calibrated() && !(power.minClockMhz < t.boostClockMhz)) {
    json::Path calibration = path.field("calibration");
    json::Path model = calibration.field("power");
    model.field("min_clock_mhz")
        .report("the clock range is empty: min_clock_mhz must be below boost_clock_mhz");
    return false;
  }
  return checkTiles(t.tensorCoreTiles, "tensor_core_tiles", path) &&
         checkTiles(t.simtTiles, "simt_tiles", path) &&
         checkCalibration(t.calibration, path.field("calibration"));
}

/// Fills `out` (a copy of the chip it overrides or starts from) with the
/// fields an entry gives.
static bool readTarget(const json::Value &value, GpuTarget &out,
                       json::Path path) {
  static const StringRef keys[] = {
      "name", "base", "aliases", "arch", "sm_count", "boost_clock_mhz",
      "peak_tflops", "memory_bandwidth_gbs", "memory_gb", "power_limit_w", "l2_bytes",
      "shared_memory_per_sm_bytes", "alignment_elements", "tensor_core_tiles",
      "simt_tiles", "calibration", "source"};
  json::ObjectMapper o(value, path);
  if (!o || !checkKeys(*value.getAsObject(), keys, path))
    return false;
  if (!(o.map("name", out.name) && o.mapOptional("aliases", out.aliases) &&
        o.mapOptional("arch", out.arch) && o.mapOptional("sm_count", out.smCount) &&
        o.mapOptional("boost_clock_mhz", out.boostClockMhz) &&
        o.mapOptional("peak_tflops", out.peakTflops) &&
        o.mapOptional("memory_bandwidth_gbs", out.memoryBandwidthGBs) &&
        o.mapOptional("memory_gb", out.memoryGB) && o.mapOptional("power_limit_w", out.powerLimitW) &&
        o.mapOptional("l2_bytes", out.l2Bytes) &&
        o.mapOptional("shared_memory_per_sm_bytes", out.sharedMemoryPerSmBytes) &&
        o.mapOptional("alignment_elements", out.alignmentElements) &&
        o.mapOptional("tensor_core_tiles", out.tensorCoreTiles) &&
        o.mapOptional("simt_tiles", out.simtTiles) &&
        o.mapOptional("calibration", out.calibration) &&
        o.mapOptional("source", out.source)))
    return false;
  // A chip the model cannot evaluate is an error here, not a division by
  // zero, an overflow or a NaN later.
  return checkTarget(out, path);
}

Error TargetRegistry::loadJson(StringRef text, StringRef origin) {
  auto fileError = [&](const Twine &why) -> Error {
    return createStringError(inconvertibleErrorCode(), "target file '" + origin + "': " + why);
  };
  Expected<json::Object> top =
      parseJsonObject(text, "an object with \"format_version\" and \"targets\"");
  if (!top)
    return fileError(toString(top.takeError()));
  json::Path::Root root("targets");
  json::Path path(root);
  auto fail = [&]() -> Error { return fileError(toString(root.getError())); };
  std::optional<int64_t> version = top->getInteger("format_version");
  if (version != kTargetFileVersion) {
    path.field("format_version").report("expected format_version 1");
    return fail();
  }
  const json::Array *entries = top->getArray("targets");
  if (!entries) {
    path.field("targets").report("expected an array of targets");
    return fail();
  }
  // Build the new table aside and swap it in, so an error changes nothing.
  std::vector<GpuTarget> updated = targets_;
  // A json::Path points at its parent: keep each parent alive in a variable.
  json::Path targetsPath = path.field("targets");
  for (auto [index, entry] : llvm::enumerate(*entries)) {
    json::Path entryPath = targetsPath.index(index);
    const json::Object *object = entry.getAsObject();
    std::optional<StringRef> name = object ? object->getString("name") : std::nullopt;
    if (!name) {
      entryPath.field("name").report("every target needs a string \"name\"");
      return fail();
    }
    GpuTarget target;
    GpuTarget *existing = nullptr;
    for (GpuTarget &t : updated)
      if (normalizeTargetName(t.name) == normalizeTargetName(*name))
        existing = &t;
    if (std::optional<StringRef> base = object->getString("base")) {
      const GpuTarget *from = nullptr;
      TargetRegistry view;
      view.targets_ = updated;
      from = view.lookup(*base);
      if (!from) {
        entryPath.field("base").report("names no known GPU");
        return fail();
      }
      target = *from;
      target.aliases.clear();
    } else if (existing) {
      target = *existing;
    }
    if (!readTarget(entry, target, entryPath))
      return fail();
    // A name or alias names one chip: one that another chip already answers
    // to would make the look-up pick between them by order.
    for (const GpuTarget &other : updated) {
      if (&other == existing)
        continue;
      auto taken = [&](StringRef name, const Twine &field) {
        return fileError("'" + name + "' already names " + other.name + " at targets.targets[" +
                         Twine(index) + "]." + field);
      };
      if (answersTo(other, target.name))
        return taken(target.name, "name");
      for (auto [i, alias] : llvm::enumerate(target.aliases))
        if (answersTo(other, alias))
          return taken(alias, "aliases[" + Twine(i) + "]");
    }
    if (existing)
      *existing = std::move(target);
    else
      updated.push_back(std::move(target));
  }
  targets_ = std::move(updated);
  return Error::success();
}

Error TargetRegistry::loadFile(StringRef path) {
  ErrorOr<std::unique_ptr<MemoryBuffer>> buffer = MemoryBuffer::getFile(path);
  if (!buffer)
    return createStringError(buffer.getError(), "cannot read target file '%s': %s",
                             path.str().c_str(),
                             buffer.getError().message().c_str());
  return loadJson((*buffer)->getBuffer(), path);
}

} // namespace dimtune
