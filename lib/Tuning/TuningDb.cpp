//===- TuningDb.cpp - Measured GEMM timings, reusable across models -------===//
//
// The database: its JSON format, load and save, entries replaced by key, and
// the look-ups the passes make. Measured results come in through
// ResultsReader.cpp.
//
//===----------------------------------------------------------------------===//

#include "dimtune/Tuning/TuningDb.h"

#include "ReadChecks.h"

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

using namespace readcheck;
namespace key = runner::key;

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
  return checkVariantFields(v, path) && checkMeasures(v.roundsUs, path, "rounds_us") &&
         checkMeasure(v.gemmUs, path, "gemm_us") &&
         checkMeasure(v.padAUs, path, "pad_a_us") && checkMeasure(v.padBUs, path, "pad_b_us") &&
         checkMeasure(v.sliceUs, path, "slice_us") && checkMeasure(v.relError, path, "rel_error") &&
         checkMeasure(v.speedupMedian, path, "speedup_median") &&
         checkMeasure(v.speedupLow, path, "speedup_low") &&
         checkMeasure(v.speedupHigh, path, "speedup_high");
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
  return o && fromJSON(value, e.key, path) && o.map("target", c.target) && o.map("gpu", c.gpu) &&
         o.map("cublaslt", c.cublaslt) && o.mapOptional("driver", c.driver) &&
         o.mapOptional("cuda_runtime", c.cudaRuntime) &&
         o.mapOptional(key::kConditions, c.conditions) && o.map("variants", e.variants) &&
         nonEmpty(e.variants, "needs at least the original shape", path);
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
         mapMeasure(o, path, "bwd_us", v.bwdUs) && checkVariantFields(v, path);
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
  // What every reader takes for granted: the original first. (A variant
  // beyond the model or with an implausible time is left to the readers,
  // which never choose it; the merges refuse it.)
  for (auto [i, e] : llvm::enumerate(db.entries_))
    if (std::optional<std::string> why = originalMistake(e.key, e.variants))
      return fileError(origin, formatv("entries[{0}] ({1} {2}), {3}", i, e.key.dtype(),
                                       formatGemmShape(e.key), *why));
  for (auto [i, e] : llvm::enumerate(db.attention_))
    if (std::optional<std::string> why = originalMistake(e.key, e.variants))
      return fileError(origin, formatv("attention_entries[{0}] ({1} {2} {3}), {4}", i,
                                       attentionBackendName(e.backend),
                                       formatAttentionShape(e.key), elementTypeName(e.key.type),
                                       *why));
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
  if (Error e = writeToOutput(path, [&](raw_ostream &os) {
        os << formatv("{0:2}", json::Value(std::move(doc))) << "\n";
        return Error::success();
      }))
    // writeToOutput's message is "'PATH': reason": the path once, with what failed.
    return createStringError(inconvertibleErrorCode(),
                             "cannot write tuning database " + toString(std::move(e)));
  return Error::success();
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
