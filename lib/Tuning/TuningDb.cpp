//===- TuningDb.cpp - Measured GEMM timings, reusable across models -------===//

#include "dimtune/Tuning/TuningDb.h"
#include "dimtune/Target/JsonSupport.h"
#include "dimtune/Tuning/RunnerFormat.h"

#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/JSON.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/raw_ostream.h"

#include <cmath>

using namespace llvm;

namespace dimtune {

//===----------------------------------------------------------------------===//
// JSON mapping
//===----------------------------------------------------------------------===//

namespace key = runner::key;

/// What a measured number (a time, an error, a ratio, a clock, a bandwidth) of
/// a database or runner results must be: finite (JSON's 1e999 parses as
/// infinity, which a saved database could not hold), >= 0, and below a bound
/// no measurement comes near (an integer near INT64_MAX would be saved as the
/// double 2^63, which no reader takes).
constexpr double kMeasureBound = 1e18;
constexpr StringLiteral kMeasureExpected = "expected a finite number >= 0 (below 1e18)";
static bool isMeasure(double value) {
  return std::isfinite(value) && value >= 0 && value < kMeasureBound;
}

/// Whether `value` (the field `name` of `path`) is a measure; reports it
/// otherwise.
static bool checkMeasure(double value, json::Path path, StringRef name) {
  if (isMeasure(value))
    return true;
  path.field(name).report(kMeasureExpected);
  return false;
}

/// Maps a number that must be a measure.
static bool mapMeasure(json::ObjectMapper &o, json::Path path, StringLiteral name, double &out) {
  return o.map(name, out) && checkMeasure(out, path, name);
}

/// Whether every value of the list `name` is a measure; reports the first
/// that is not, at its index.
static bool checkMeasures(ArrayRef<double> values, json::Path path, StringLiteral name) {
  for (auto [i, value] : llvm::enumerate(values))
    if (!isMeasure(value)) {
      path.field(name).index(i).report(kMeasureExpected);
      return false;
    }
  return true;
}

static bool fromJSON(const json::Value &value, MeasuredVariant &v, json::Path path) {
  json::ObjectMapper o(value, path);
  // The rounds' fields are optional: entries from before them have none.
  if (!(o && o.map("label", v.label) && o.map("m", v.m) && o.map("n", v.n) &&
        o.map("k", v.k) && o.map("valid", v.valid) && o.map("gemm_us", v.gemmUs) &&
        o.map("pad_a_us", v.padAUs) && o.map("pad_b_us", v.padBUs) &&
        o.map("slice_us", v.sliceUs) && o.map("rel_error", v.relError) &&
        o.mapOptional("rounds_us", v.roundsUs) &&
        o.mapOptional("speedup_median", v.speedupMedian) &&
        o.mapOptional("speedup_low", v.speedupLow) && o.mapOptional("speedup_high", v.speedupHigh)))
    return false;
  return checkMeasures(v.roundsUs, path, "rounds_us") && checkMeasure(v.gemmUs, path, "gemm_us") &&
         checkMeasure(v.padAUs, path, "pad_a_us") && checkMeasure(v.padBUs, path, "pad_b_us") &&
         checkMeasure(v.sliceUs, path, "slice_us") && checkMeasure(v.relError, path, "rel_error") &&
         checkMeasure(v.speedupMedian, path, "speedup_median") &&
         checkMeasure(v.speedupLow, path, "speedup_low") &&
         checkMeasure(v.speedupHigh, path, "speedup_high");
}

/// The sampled part of a problem's conditions, as the runner writes it.
static bool mapSampledConditions(json::ObjectMapper &o, MeasurementConditions &c) {
  return o.map(key::kSamples, c.samples) && o.map(key::kSmClockMhzMin, c.smClockMinMhz) &&
         o.map(key::kSmClockMhzMax, c.smClockMaxMhz) &&
         o.map(key::kMemClockMhzMin, c.memClockMinMhz) && o.map(key::kPowerWMax, c.powerMaxW) &&
         o.map(key::kTemperatureCMax, c.temperatureMaxC) &&
         o.map(key::kClockEventReasons, c.clockEventReasons) &&
         o.map(key::kClockEvents, c.clockEvents);
}

/// A GEMM entry's conditions: the sampled part and the run's limits and copy.
static bool fromJSON(const json::Value &value, MeasurementConditions &c, json::Path path) {
  json::ObjectMapper o(value, path);
  return o && mapSampledConditions(o, c) && o.map(key::kSmClockLimitMhz, c.smClockLimitMhz) &&
         o.map(key::kMemClockLimitMhz, c.memClockLimitMhz) &&
         o.map(key::kPowerLimitW, c.powerLimitW) &&
         o.map(key::kCopyBandwidthGbs, c.copyBandwidthGbs) &&
         checkMeasure(c.powerMaxW, path, key::kPowerWMax) &&
         checkMeasure(c.powerLimitW, path, key::kPowerLimitW) &&
         checkMeasure(c.copyBandwidthGbs, path, key::kCopyBandwidthGbs);
}

static json::Value toJSON(const MeasurementConditions &c) {
  json::Array events;
  for (const std::string &name : c.clockEvents)
    events.push_back(name);
  return json::Object{{key::kSamples, c.samples},
                      {key::kSmClockMhzMin, c.smClockMinMhz},
                      {key::kSmClockMhzMax, c.smClockMaxMhz},
                      {key::kMemClockMhzMin, c.memClockMinMhz},
                      {key::kPowerWMax, c.powerMaxW},
                      {key::kTemperatureCMax, c.temperatureMaxC},
                      {key::kClockEventReasons, c.clockEventReasons},
                      {key::kClockEvents, std::move(events)},
                      {key::kSmClockLimitMhz, c.smClockLimitMhz},
                      {key::kMemClockLimitMhz, c.memClockLimitMhz},
                      {key::kPowerLimitW, c.powerLimitW},
                      {key::kCopyBandwidthGbs, c.copyBandwidthGbs}};
}

static bool fromJSON(const json::Value &value, TuningEntry &e, json::Path path) {
  json::ObjectMapper o(value, path);
  MeasurementContext &c = e.context;
  if (!(o && fromJSON(value, e.key, path) && o.map("target", c.target) && o.map("gpu", c.gpu) &&
        o.map("cublaslt", c.cublaslt) && o.mapOptional("driver", c.driver) &&
        o.mapOptional("cuda_runtime", c.cudaRuntime) &&
        o.mapOptional(key::kConditions, c.conditions) && o.map("variants", e.variants)))
    return false;
  if (e.variants.empty()) {
    path.field("variants").report("needs at least the original shape");
    return false;
  }
  return true;
}

static json::Value toJSON(const MeasuredVariant &v) {
  json::Object object{{"label", v.label},   {"m", v.m},
                      {"n", v.n},           {"k", v.k},
                      {"valid", v.valid},   {"gemm_us", v.gemmUs},
                      {"pad_a_us", v.padAUs}, {"pad_b_us", v.padBUs},
                      {"slice_us", v.sliceUs}, {"rel_error", v.relError}};
  if (!v.roundsUs.empty()) {
    object["rounds_us"] = json::Array(v.roundsUs);
    object["speedup_median"] = v.speedupMedian;
    object["speedup_low"] = v.speedupLow;
    object["speedup_high"] = v.speedupHigh;
  }
  return object;
}

static json::Value toJSON(const TuningEntry &e) {
  json::Object object = std::move(*toJSON(e.key).getAsObject());
  json::Array variants;
  for (const MeasuredVariant &v : e.variants)
    variants.push_back(toJSON(v));
  object["target"] = e.context.target;
  object["gpu"] = e.context.gpu;
  object["cublaslt"] = e.context.cublaslt;
  object["driver"] = e.context.driver;
  object["cuda_runtime"] = e.context.cudaRuntime;
  if (e.context.conditions)
    object[key::kConditions] = toJSON(*e.context.conditions);
  object["variants"] = std::move(variants);
  return object;
}

static bool fromJSON(const json::Value &value, MeasuredAttentionVariant &v, json::Path path) {
  json::ObjectMapper o(value, path);
  return o && o.map("label", v.label) && o.map("heads", v.heads) && o.map("kv_heads", v.kvHeads) &&
         o.map("head_dim", v.headDim) && o.map("v_head_dim", v.vHeadDim) &&
         o.map("valid", v.valid) && mapMeasure(o, path, "fwd_us", v.fwdUs) &&
         mapMeasure(o, path, "bwd_us", v.bwdUs);
}

static bool backendFromJSON(const json::Value &value, AttentionBackend &backend,
                            json::Path path) {
  std::optional<StringRef> name = value.getAsString();
  std::optional<AttentionBackend> b = name ? parseAttentionBackend(*name) : std::nullopt;
  if (!b || *b == AttentionBackend::Unfused) {
    path.report("expected flash2, flash3, cudnn or efficient");
    return false;
  }
  backend = *b;
  return true;
}

/// The "backend" an attention record must name.
static bool requiredBackend(const json::Value &value, AttentionBackend &out, json::Path path) {
  const json::Object *object = value.getAsObject();
  const json::Value *backend = object ? object->get("backend") : nullptr;
  if (!backend) {
    path.field("backend").report("missing value");
    return false;
  }
  return backendFromJSON(*backend, out, path.field("backend"));
}

/// Variants must hold at least the original.
template <typename Variant>
static bool nonEmpty(const std::vector<Variant> &variants, StringLiteral why, json::Path path) {
  if (variants.empty())
    path.field("variants").report(why);
  return !variants.empty();
}

static bool fromJSON(const json::Value &value, AttentionEntry &e, json::Path path) {
  json::ObjectMapper o(value, path);
  return o && fromJSON(value, e.key, path) && o.map("target", e.context.target) &&
         o.map("gpu", e.context.gpu) && o.mapOptional("driver", e.context.driver) &&
         o.map("library", e.library) && o.map("variants", e.variants) &&
         requiredBackend(value, e.backend, path) &&
         nonEmpty(e.variants, "needs at least the original shape", path);
}

static json::Value toJSON(const AttentionEntry &e) {
  json::Object object = std::move(*toJSON(e.key).getAsObject());
  json::Array variants;
  for (const MeasuredAttentionVariant &v : e.variants)
    variants.push_back(json::Object{{"label", v.label},     {"heads", v.heads},
                                    {"kv_heads", v.kvHeads}, {"head_dim", v.headDim},
                                    {"v_head_dim", v.vHeadDim}, {"valid", v.valid},
                                    {"fwd_us", v.fwdUs},     {"bwd_us", v.bwdUs}});
  object["target"] = e.context.target;
  object["gpu"] = e.context.gpu;
  object["driver"] = e.context.driver;
  object["library"] = e.library;
  object["backend"] = attentionBackendName(e.backend);
  object["variants"] = std::move(variants);
  return object;
}

static Error fileError(StringRef origin, const Twine &message) {
  return createStringError(inconvertibleErrorCode(),
                           ("tuning database '" + origin + "': " + message).str());
}

Expected<TuningDb> TuningDb::parse(StringRef text, StringRef origin) {
  Expected<json::Object> top = parseJsonObject(text, "an object with format_version and entries");
  if (!top)
    return fileError(origin, toString(top.takeError()));
  return fromObject(*top, origin);
}

Expected<TuningDb> TuningDb::fromObject(const json::Object &top, StringRef origin) {
  std::optional<int64_t> version = top.getInteger("format_version");
  if (version != kFormatVersion)
    return fileError(origin, "format_version " +
                                 (version ? Twine(*version) : Twine("missing")) +
                                 ", this dimtune reads version " + Twine(kFormatVersion));
  TuningDb db;
  json::Path::Root root("entries");
  const json::Value *entries = top.get("entries");
  if (!entries || !fromJSON(*entries, db.entries_, json::Path(root)))
    return fileError(origin, entries ? toString(root.getError()) : "no entries array");
  json::Path::Root attentionRoot("attention_entries");
  if (const json::Value *attention = top.get("attention_entries"))
    if (!fromJSON(*attention, db.attention_, json::Path(attentionRoot)))
      return fileError(origin, toString(attentionRoot.getError()));
  return db;
}

Expected<TuningDb> TuningDb::load(StringRef path) {
  ErrorOr<std::unique_ptr<MemoryBuffer>> buffer = MemoryBuffer::getFile(path);
  if (!buffer)
    return createStringError(buffer.getError(), "cannot read tuning database '%s': %s",
                             path.str().c_str(), buffer.getError().message().c_str());
  return parse((*buffer)->getBuffer(), path);
}

Expected<TuningDb> TuningDb::loadOrEmpty(StringRef path) {
  if (!sys::fs::exists(path))
    return TuningDb();
  return load(path);
}

/// Entries are the same measurement when GPU, cuBLASLt and key agree.
static bool sameMeasurement(const TuningEntry &a, const TuningEntry &b) {
  return a.context.target == b.context.target && a.context.cublaslt == b.context.cublaslt &&
         a.key == b.key;
}

void TuningDb::insert(TuningEntry entry) {
  for (TuningEntry &e : entries_)
    if (sameMeasurement(e, entry)) {
      e = std::move(entry);
      return;
    }
  entries_.push_back(std::move(entry));
}

void TuningDb::insert(AttentionEntry entry) {
  for (AttentionEntry &e : attention_)
    if (e.context.target == entry.context.target && e.backend == entry.backend &&
        e.key == entry.key) {
      e = std::move(entry);
      return;
    }
  attention_.push_back(std::move(entry));
}

void TuningDb::merge(const TuningDb &other) {
  for (const TuningEntry &e : other.entries_)
    insert(e);
  for (const AttentionEntry &e : other.attention_)
    insert(e);
}

namespace {
/// What the runner writes (lib/Emit/runtime/bench_runner.cu), read strictly:
/// its format and every key are RunnerFormat.h's; every field mapped here is
/// required, and a missing or mistyped one is an error naming it.
struct RunnerTiming {
  double medianUs = 0;
};
struct RunnerVariant {
  MeasuredVariant variant;
  bool ran = false;
};
struct RunnerConditions {
  MeasurementConditions sampled; ///< What the problem's NVML samples gave.
};
struct RunnerProblem {
  GemmKey key;
  RunnerConditions conditions;
  std::vector<RunnerVariant> variants;
};
struct RunnerResults {
  int64_t formatVersion = 0, rounds = 0;
  MeasurementContext context;
  MeasurementConditions limits; ///< The run's: clock and power limits, copy bandwidth.
  std::vector<RunnerProblem> problems;
};

bool fromJSON(const json::Value &value, RunnerTiming &t, json::Path path) {
  json::ObjectMapper o(value, path);
  return o && mapMeasure(o, path, key::kMedianUs, t.medianUs);
}

bool fromJSON(const json::Value &value, RunnerVariant &r, json::Path path) {
  json::ObjectMapper o(value, path);
  MeasuredVariant &v = r.variant;
  RunnerTiming gemm, padA, padB, slice;
  double maxAbsError = 0, maxAbsOriginal = 0;
  int64_t worstIndex = 0, nonfinite = 0;
  std::string why;
  if (!(o && o.map(key::kLabel, v.label) && o.map(key::kM, v.m) && o.map(key::kN, v.n) &&
        o.map(key::kK, v.k) && o.map(key::kRan, r.ran) && o.map(key::kValid, v.valid) &&
        o.map(key::kWhy, why) && mapMeasure(o, path, key::kRelError, v.relError) &&
        mapMeasure(o, path, key::kMaxAbsError, maxAbsError) &&
        mapMeasure(o, path, key::kMaxAbsOriginal, maxAbsOriginal) &&
        o.map(key::kWorstIndex, worstIndex) && o.map(key::kNonfinite, nonfinite) &&
        o.map(key::kGemm, gemm) && o.map(key::kPadA, padA) && o.map(key::kPadB, padB) &&
        o.map(key::kSlice, slice) && o.map(key::kRounds, v.roundsUs) &&
        mapMeasure(o, path, key::kRatioMedian, v.speedupMedian) &&
        mapMeasure(o, path, key::kRatioLow, v.speedupLow) &&
        mapMeasure(o, path, key::kRatioHigh, v.speedupHigh)))
    return false;
  if (!checkMeasures(v.roundsUs, path, key::kRounds))
    return false;
  if (r.ran && !(v.speedupLow <= v.speedupMedian && v.speedupMedian <= v.speedupHigh)) {
    path.field(key::kRatioMedian).report("expected ratio_low <= ratio_median <= ratio_high");
    return false;
  }
  v.valid = v.valid && r.ran;
  v.gemmUs = gemm.medianUs;
  v.padAUs = padA.medianUs;
  v.padBUs = padB.medianUs;
  v.sliceUs = slice.medianUs;
  return true;
}

bool fromJSON(const json::Value &value, RunnerConditions &r, json::Path path) {
  json::ObjectMapper o(value, path);
  MeasurementConditions &c = r.sampled;
  if (!(o && mapSampledConditions(o, c) && mapMeasure(o, path, key::kPowerWMax, c.powerMaxW)))
    return false;
  if (c.samples < 0) {
    path.field(key::kSamples).report("expected a number >= 0");
    return false;
  }
  return true;
}

bool fromJSON(const json::Value &value, RunnerProblem &p, json::Path path) {
  json::ObjectMapper o(value, path);
  if (!(o && fromJSON(value, p.key, path) && o.map(key::kConditions, p.conditions) &&
        o.map(key::kVariants, p.variants)))
    return false;
  if (p.variants.empty()) {
    path.field(key::kVariants).report("a problem without variants");
    return false;
  }
  return true;
}

bool fromJSON(const json::Value &value, RunnerResults &r, json::Path path) {
  json::ObjectMapper o(value, path);
  MeasurementContext &c = r.context;
  MeasurementConditions &l = r.limits;
  if (!(o && o.map(key::kFormatVersion, r.formatVersion) && o.map(key::kGpu, c.gpu) &&
        o.map(key::kDriver, c.driver) && o.map(key::kCudaRuntime, c.cudaRuntime) &&
        o.map(key::kCublasLt, c.cublaslt) && o.map(key::kRounds, r.rounds) &&
        mapMeasure(o, path, key::kCopyBandwidthGbs, l.copyBandwidthGbs) &&
        o.map(key::kSmClockLimitMhz, l.smClockLimitMhz) &&
        o.map(key::kMemClockLimitMhz, l.memClockLimitMhz) &&
        mapMeasure(o, path, key::kPowerLimitW, l.powerLimitW) && o.map(key::kProblems, r.problems)))
    return false;
  if (r.rounds < 1) {
    path.field(key::kRounds).report("expected at least one round");
    return false;
  }
  // Every variant that ran was timed in every round.
  for (auto [pi, p] : llvm::enumerate(r.problems))
    for (auto [vi, v] : llvm::enumerate(p.variants))
      if (v.ran && static_cast<int64_t>(v.variant.roundsUs.size()) != r.rounds) {
        path.field(key::kProblems).index(pi).field(key::kVariants).index(vi).field(key::kRounds)
            .report("expected one median per round");
        return false;
      }
  return true;
}
} // namespace

namespace {
/// What runtime/attention_bench.py writes, read strictly.
struct ScriptVariant {
  MeasuredAttentionVariant variant;
};
struct ScriptProblem {
  AttentionKey key;
  AttentionBackend backend = AttentionBackend::Cudnn;
  std::vector<ScriptVariant> variants;
};
struct ScriptResults {
  int64_t formatVersion = 0;
  std::string gpu, driver, torch;
  int64_t cudnn = 0;
  std::vector<ScriptProblem> problems;
};

bool fromJSON(const json::Value &value, ScriptVariant &r, json::Path path) {
  json::ObjectMapper o(value, path);
  MeasuredAttentionVariant &v = r.variant;
  std::string status;
  if (!(o && o.map("label", v.label) && o.map("heads", v.heads) && o.map("kv_heads", v.kvHeads) &&
        o.map("head_dim", v.headDim) && o.map("v_head_dim", v.vHeadDim) &&
        o.map("status", status)))
    return false;
  v.valid = status == "ok";
  if (v.valid &&
      !(mapMeasure(o, path, "fwd_us", v.fwdUs) && mapMeasure(o, path, "bwd_us", v.bwdUs)))
    return false;
  return true;
}

bool fromJSON(const json::Value &value, ScriptProblem &p, json::Path path) {
  json::ObjectMapper o(value, path);
  return o && fromJSON(value, p.key, path) && o.map("variants", p.variants) &&
         requiredBackend(value, p.backend, path) &&
         nonEmpty(p.variants, "a problem without variants", path);
}

bool fromJSON(const json::Value &value, ScriptResults &r, json::Path path) {
  json::ObjectMapper o(value, path);
  return o && o.map("format_version", r.formatVersion) && o.map("gpu", r.gpu) &&
         o.map("driver", r.driver) && o.map("torch", r.torch) && o.map("cudnn", r.cudnn) &&
         o.map("problems", r.problems);
}
} // namespace

Error TuningDb::mergeAttentionResults(const json::Value &parsed, StringRef resultsPath,
                                      StringRef targetName) {
  ScriptResults results;
  json::Path::Root root("results");
  if (!fromJSON(parsed, results, json::Path(root)))
    return createStringError(inconvertibleErrorCode(), "results '%s': not attention_bench.py "
                                                       "output: %s",
                             resultsPath.str().c_str(), toString(root.getError()).c_str());
  if (results.formatVersion != 1)
    return createStringError(inconvertibleErrorCode(),
                             "results '%s': format_version %lld, this dimtune reads 1",
                             resultsPath.str().c_str(), (long long)results.formatVersion);
  TuningDb added;
  for (ScriptProblem &p : results.problems) {
    AttentionEntry e;
    e.context.target = targetName.str();
    e.context.gpu = results.gpu;
    e.context.driver = results.driver;
    e.library = formatv("torch {0}, cuDNN {1}", results.torch, results.cudnn).str();
    e.key = p.key;
    e.backend = p.backend;
    for (ScriptVariant &v : p.variants)
      e.variants.push_back(std::move(v.variant));
    added.insert(std::move(e));
  }
  merge(added);
  return Error::success();
}

/// The JSON in the file at `path`; `what` names the file in errors.
static Expected<json::Value> readJsonFile(StringRef path, StringRef what) {
  ErrorOr<std::unique_ptr<MemoryBuffer>> buffer = MemoryBuffer::getFile(path);
  if (!buffer)
    return createStringError(buffer.getError(), "cannot read %s '%s': %s", what.str().c_str(),
                             path.str().c_str(), buffer.getError().message().c_str());
  Expected<json::Value> parsed = parseJson((*buffer)->getBuffer());
  if (!parsed)
    return createStringError(inconvertibleErrorCode(), "%s '%s': %s", what.str().c_str(),
                             path.str().c_str(), toString(parsed.takeError()).c_str());
  return parsed;
}

Error TuningDb::mergeResults(StringRef resultsPath, StringRef targetName,
                             function_ref<Error(StringRef gpu)> checkGpu) {
  Expected<json::Value> parsed = readJsonFile(resultsPath, "results");
  if (!parsed)
    return parsed.takeError();
  return mergeParsedResults(*parsed, resultsPath, targetName, checkGpu);
}

Error TuningDb::mergeFile(StringRef path, StringRef targetName,
                          function_ref<Error(StringRef gpu)> checkGpu) {
  Expected<json::Value> parsed = readJsonFile(path, "results or database");
  if (!parsed)
    return parsed.takeError();
  const json::Object *top = parsed->getAsObject();
  if (!top || !top->get("entries"))
    return mergeParsedResults(*parsed, path, targetName, checkGpu);
  Expected<TuningDb> shard = fromObject(*top, path);
  if (!shard)
    return shard.takeError();
  merge(*shard);
  return Error::success();
}

Error TuningDb::mergeParsedResults(const json::Value &parsed, StringRef resultsPath,
                                   StringRef targetName,
                                   function_ref<Error(StringRef gpu)> checkGpu) {
  auto error = [&](const Twine &message) {
    return createStringError(inconvertibleErrorCode(),
                             ("results '" + resultsPath + "': " + message).str());
  };
  if (const json::Object *top = parsed.getAsObject()) {
    // A file without a "gpu" string is left to the strict reading below.
    if (std::optional<StringRef> gpu = top->getString("gpu"); gpu && checkGpu)
      if (Error e = checkGpu(*gpu))
        return e;
    if (top->getString("kind") == "attention")
      return mergeAttentionResults(parsed, resultsPath, targetName);
  }
  // The version first: results of another format fail on it, not on the first
  // field that format lacks.
  {
    json::Path::Root root("results");
    json::ObjectMapper o(parsed, root);
    int64_t version = 0;
    if (!(o && o.map(key::kFormatVersion, version)))
      return error("not dimtune_bench output: " + toString(root.getError()));
    if (version != runner::kResultsFormatVersion)
      return error("format_version " + Twine(version) + ", this dimtune reads " +
                   Twine(runner::kResultsFormatVersion) +
                   " (run the benchmark that this dimtune emits again)");
  }
  RunnerResults results;
  json::Path::Root root("results");
  if (!fromJSON(parsed, results, json::Path(root)))
    return error("not dimtune_bench output: " + toString(root.getError()));
  TuningDb added;
  for (RunnerProblem &p : results.problems) {
    TuningEntry e;
    e.key = p.key;
    e.context = results.context;
    e.context.target = targetName.str();
    // The problem's samples with the run's limits and copy bandwidth.
    MeasurementConditions conditions = std::move(p.conditions.sampled);
    conditions.smClockLimitMhz = results.limits.smClockLimitMhz;
    conditions.memClockLimitMhz = results.limits.memClockLimitMhz;
    conditions.powerLimitW = results.limits.powerLimitW;
    conditions.copyBandwidthGbs = results.limits.copyBandwidthGbs;
    e.context.conditions = std::move(conditions);
    for (RunnerVariant &v : p.variants)
      e.variants.push_back(std::move(v.variant));
    added.insert(std::move(e));
  }
  merge(added);
  return Error::success();
}

std::optional<std::string> otherGpuThan(StringRef gpu, const TargetRegistry &registry,
                                        const GpuTarget &target) {
  const GpuTarget *measured = registry.lookup(gpu);
  if (measured && measured->name == target.name)
    return std::nullopt;
  return measured ? "'" + gpu.str() + "' (" + measured->name + ")"
                  : "'" + gpu.str() + "', which dimtune does not know";
}

Error TuningDb::save(StringRef path) const {
  json::Array entries;
  for (const TuningEntry &e : entries_)
    entries.push_back(toJSON(e));
  json::Object doc{{"format_version", kFormatVersion}, {"entries", std::move(entries)}};
  if (!attention_.empty()) {
    json::Array attention;
    for (const AttentionEntry &e : attention_)
      attention.push_back(toJSON(e));
    doc["attention_entries"] = std::move(attention);
  }
  return writeToOutput(path, [&](raw_ostream &os) {
    os << formatv("{0:2}", json::Value(std::move(doc))) << "\n";
    return Error::success();
  });
}

const TuningEntry *TuningDb::lookup(StringRef targetName, const GemmKey &key) const {
  const TuningEntry *best = nullptr;
  for (const TuningEntry &e : entries_)
    if (e.context.target == targetName && e.key == key &&
        (!best || e.context.cublaslt > best->context.cublaslt))
      best = &e;
  return best;
}

std::optional<double> TuningDb::measuredGemmUs(StringRef targetName, const GemmKey &key) const {
  const TuningEntry *best = nullptr;
  const MeasuredVariant *bestVariant = nullptr;
  for (const TuningEntry &e : entries_) {
    if (e.context.target != targetName || e.key.withShape(key.m, key.n, key.k) != key)
      continue;
    for (const MeasuredVariant &v : e.variants)
      if (v.valid && key.sameShape(v.m, v.n, v.k) &&
          (!best || e.context.cublaslt > best->context.cublaslt)) {
        best = &e;
        bestVariant = &v;
      }
  }
  if (!bestVariant)
    return std::nullopt;
  return bestVariant->gemmUs;
}

std::optional<MeasuredAttention> TuningDb::measuredAttention(StringRef targetName,
                                                             const AttentionKey &key,
                                                             AttentionBackend backend) const {
  for (const AttentionEntry &e : attention_) {
    const AttentionKey &k = e.key;
    if (e.context.target != targetName || e.backend != backend || k.type != key.type ||
        k.batch != key.batch || k.qLen != key.qLen || k.kvLen != key.kvLen ||
        k.causal != key.causal || k.explicitMask != key.explicitMask)
      continue;
    for (const MeasuredAttentionVariant &v : e.variants)
      if (v.valid && v.heads == key.heads && v.kvHeads == key.kvHeads &&
          v.headDim == key.headDim && v.vHeadDim == key.vHeadDim)
        return MeasuredAttention{v.fwdUs, v.bwdUs};
  }
  return std::nullopt;
}

} // namespace dimtune
