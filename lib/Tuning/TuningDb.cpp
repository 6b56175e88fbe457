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

static bool fromJSON(const json::Value &value, MeasuredAttentionVariant &v, json::Path path) {
  json::ObjectMapper o(value, path);
  return o && o.map("label", v.label) && o.map("heads", v.heads) &&
         o.map("kv_heads", v.kvHeads) && o.map("head_dim", v.headDim) &&
         o.map("v_head_dim", v.vHeadDim) && o.map("valid", v.valid) &&
         o.map("fwd_us", v.fwdUs) && o.map("bwd_us", v.bwdUs);
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

static bool fromJSON(const json::Value &value, AttentionEntry &e, json::Path path) {
  json::ObjectMapper o(value, path);
  const json::Value *backend = value.getAsObject() ? value.getAsObject()->get("backend") : nullptr;
  if (!(o && fromJSON(value, e.key, path) && o.map("target", e.context.target) &&
        o.map("gpu", e.context.gpu) && o.mapOptional("driver", e.context.driver) &&
        o.map("library", e.library) && o.map("variants", e.variants)))
    return false;
  if (!backend) {
    path.field("backend").report("missing value");
    return false;
  }
  if (!backendFromJSON(*backend, e.backend, path.field("backend")))
    return false;
  if (e.variants.empty()) {
    path.field("variants").report("needs at least the original shape");
    return false;
  }
  return true;
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
  json::Path::Root attentionRoot("attention_entries");
  if (const json::Value *attention = top->get("attention_entries"))
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
  if (v.valid && !(o.map("fwd_us", v.fwdUs) && o.map("bwd_us", v.bwdUs)))
    return false;
  return true;
}

bool fromJSON(const json::Value &value, ScriptProblem &p, json::Path path) {
  json::ObjectMapper o(value, path);
  const json::Value *backend = value.getAsObject() ? value.getAsObject()->get("backend") : nullptr;
  if (!(o && fromJSON(value, p.key, path) && o.map("variants", p.variants)))
    return false;
  if (!backend) {
    path.field("backend").report("missing value");
    return false;
  }
  if (!backendFromJSON(*backend, p.backend, path.field("backend")))
    return false;
  if (p.variants.empty()) {
    path.field("variants").report("a problem without variants");
    return false;
  }
  return true;
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
  if (const json::Object *top = parsed->getAsObject())
    if (top->getString("kind") == "attention")
      return mergeAttentionResults(*parsed, resultsPath, targetName);
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
