//===- TuningDb.cpp - Measured GEMM timings, reusable across models -------===//

#include "dimtune/Tuning/TuningDb.h"

#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/JSON.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/raw_ostream.h"

using namespace llvm;

namespace dimtune {

//===----------------------------------------------------------------------===//
// JSON mapping
//===----------------------------------------------------------------------===//

static bool fromJSON(const json::Value &value, MeasuredVariant &v, json::Path path) {
  json::ObjectMapper o(value, path);
  return o && o.map("label", v.label) && o.map("m", v.m) && o.map("n", v.n) &&
         o.map("k", v.k) && o.map("valid", v.valid) && o.map("gemm_us", v.gemmUs) &&
         o.map("pad_a_us", v.padAUs) && o.map("pad_b_us", v.padBUs) &&
         o.map("slice_us", v.sliceUs) && o.map("rel_error", v.relError);
}

static bool fromJSON(const json::Value &value, TuningEntry &e, json::Path path) {
  json::ObjectMapper o(value, path);
  MeasurementContext &c = e.context;
  if (!(o && fromJSON(value, e.key, path) && o.map("target", c.target) && o.map("gpu", c.gpu) &&
        o.map("cublaslt", c.cublaslt) && o.mapOptional("driver", c.driver) &&
        o.mapOptional("cuda_runtime", c.cudaRuntime) && o.map("variants", e.variants)))
    return false;
  if (e.variants.empty()) {
    path.field("variants").report("needs at least the original shape");
    return false;
  }
  return true;
}

static json::Value toJSON(const MeasuredVariant &v) {
  return json::Object{{"label", v.label},   {"m", v.m},
                      {"n", v.n},           {"k", v.k},
                      {"valid", v.valid},   {"gemm_us", v.gemmUs},
                      {"pad_a_us", v.padAUs}, {"pad_b_us", v.padBUs},
                      {"slice_us", v.sliceUs}, {"rel_error", v.relError}};
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
  object["variants"] = std::move(variants);
  return object;
}

static Error fileError(StringRef origin, const Twine &message) {
  return createStringError(inconvertibleErrorCode(),
                           ("tuning database '" + origin + "': " + message).str());
}

Expected<TuningDb> TuningDb::parse(StringRef text, StringRef origin) {
  Expected<json::Value> parsed = json::parse(text);
  if (!parsed)
    return fileError(origin, "not valid JSON: " + toString(parsed.takeError()));
  const json::Object *top = parsed->getAsObject();
  if (!top)
    return fileError(origin, "expected an object with format_version and entries");
  std::optional<int64_t> version = top->getInteger("format_version");
  if (version != kFormatVersion)
    return fileError(origin, "format_version " +
                                 (version ? Twine(*version) : Twine("missing")) +
                                 ", this dimtune reads version " + Twine(kFormatVersion));
  TuningDb db;
  json::Path::Root root("entries");
  const json::Value *entries = top->get("entries");
  if (!entries || !fromJSON(*entries, db.entries_, json::Path(root)))
    return fileError(origin, entries ? toString(root.getError()) : "no entries array");
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

void TuningDb::merge(const TuningDb &other) {
  for (const TuningEntry &e : other.entries_)
    insert(e);
}

namespace {
/// What the runner writes (lib/Emit/runtime/bench_runner.cu), read strictly.
struct RunnerTiming {
  double medianUs = 0;
};
struct RunnerVariant {
  MeasuredVariant variant;
  bool ran = false;
};
struct RunnerProblem {
  GemmKey key;
  std::vector<RunnerVariant> variants;
};
struct RunnerResults {
  int64_t formatVersion = 0;
  MeasurementContext context;
  std::vector<RunnerProblem> problems;
};

bool fromJSON(const json::Value &value, RunnerTiming &t, json::Path path) {
  json::ObjectMapper o(value, path);
  return o && o.map("median_us", t.medianUs);
}

bool fromJSON(const json::Value &value, RunnerVariant &r, json::Path path) {
  json::ObjectMapper o(value, path);
  MeasuredVariant &v = r.variant;
  RunnerTiming gemm, padA, padB, slice;
  if (!(o && o.map("label", v.label) && o.map("m", v.m) && o.map("n", v.n) && o.map("k", v.k) &&
        o.map("ran", r.ran) && o.map("valid", v.valid) && o.map("rel_error", v.relError) &&
        o.map("gemm", gemm) && o.map("pad_a", padA) && o.map("pad_b", padB) &&
        o.map("slice", slice)))
    return false;
  v.valid = v.valid && r.ran;
  v.gemmUs = gemm.medianUs;
  v.padAUs = padA.medianUs;
  v.padBUs = padB.medianUs;
  v.sliceUs = slice.medianUs;
  return true;
}

bool fromJSON(const json::Value &value, RunnerProblem &p, json::Path path) {
  json::ObjectMapper o(value, path);
  if (!(o && fromJSON(value, p.key, path) && o.map("variants", p.variants)))
    return false;
  if (p.variants.empty()) {
    path.field("variants").report("a problem without variants");
    return false;
  }
  return true;
}

bool fromJSON(const json::Value &value, RunnerResults &r, json::Path path) {
  json::ObjectMapper o(value, path);
  MeasurementContext &c = r.context;
  return o && o.map("format_version", r.formatVersion) && o.map("gpu", c.gpu) &&
         o.map("driver", c.driver) && o.map("cuda_runtime", c.cudaRuntime) &&
         o.map("cublaslt", c.cublaslt) && o.map("problems", r.problems);
}
} // namespace

Error TuningDb::mergeResults(StringRef resultsPath, StringRef targetName) {
  auto error = [&](const Twine &message) {
    return createStringError(inconvertibleErrorCode(),
                             ("results '" + resultsPath + "': " + message).str());
  };
  ErrorOr<std::unique_ptr<MemoryBuffer>> buffer = MemoryBuffer::getFile(resultsPath);
  if (!buffer)
    return createStringError(buffer.getError(), "cannot read results '%s': %s",
                             resultsPath.str().c_str(), buffer.getError().message().c_str());
  Expected<json::Value> parsed = json::parse((*buffer)->getBuffer());
  if (!parsed)
    return error("not valid JSON: " + toString(parsed.takeError()));
  RunnerResults results;
  json::Path::Root root("results");
  if (!fromJSON(*parsed, results, json::Path(root)))
    return error("not dimtune_bench output: " + toString(root.getError()));
  if (results.formatVersion != 1)
    return error("format_version " + Twine(results.formatVersion) + ", this dimtune reads 1");
  TuningDb added;
  for (RunnerProblem &p : results.problems) {
    TuningEntry e;
    e.key = p.key;
    e.context = results.context;
    e.context.target = targetName.str();
    for (RunnerVariant &v : p.variants)
      e.variants.push_back(std::move(v.variant));
    added.insert(std::move(e));
  }
  merge(added);
  return Error::success();
}

Error TuningDb::save(StringRef path) const {
  json::Array entries;
  for (const TuningEntry &e : entries_)
    entries.push_back(toJSON(e));
  json::Value doc = json::Object{{"format_version", kFormatVersion},
                                 {"entries", std::move(entries)}};
  return writeToOutput(path, [&](raw_ostream &os) {
    os << formatv("{0:2}", doc) << "\n";
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

} // namespace dimtune
