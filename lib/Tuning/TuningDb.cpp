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

std::string contiguousName(const OperandLayout &layout) {
  return gemmDimName(layout.contiguous).str();
}

std::string TuningEntry::key() const {
  return formatv("{0}|{1}|{2}|{3}{4}|{5}x{6}x{7}x{8}", target, cublaslt, dtype, aContig,
                 bContig, batch, m, n, k)
      .str();
}

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
  if (!(o && o.map("target", e.target) && o.map("gpu", e.gpu) &&
        o.map("cublaslt", e.cublaslt) && o.mapOptional("driver", e.driver) &&
        o.mapOptional("cuda_runtime", e.cudaRuntime) && o.map("dtype", e.dtype) &&
        o.map("a_contig", e.aContig) && o.map("b_contig", e.bContig) &&
        o.map("batch", e.batch) && o.map("m", e.m) && o.map("n", e.n) && o.map("k", e.k) &&
        o.map("variants", e.variants)))
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
  json::Array variants;
  for (const MeasuredVariant &v : e.variants)
    variants.push_back(toJSON(v));
  return json::Object{{"target", e.target},     {"gpu", e.gpu},
                      {"cublaslt", e.cublaslt}, {"driver", e.driver},
                      {"cuda_runtime", e.cudaRuntime}, {"dtype", e.dtype},
                      {"a_contig", e.aContig},  {"b_contig", e.bContig},
                      {"batch", e.batch},       {"m", e.m},
                      {"n", e.n},               {"k", e.k},
                      {"variants", std::move(variants)}};
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

void TuningDb::insert(TuningEntry entry) {
  std::string key = entry.key();
  for (TuningEntry &e : entries_)
    if (e.key() == key) {
      e = std::move(entry);
      return;
    }
  entries_.push_back(std::move(entry));
}

void TuningDb::merge(const TuningDb &other) {
  for (const TuningEntry &e : other.entries_)
    insert(e);
}

/// The runner's timing objects: {"median_us": ...}.
static double medianUs(const json::Object &variant, StringRef name) {
  if (const json::Object *t = variant.getObject(name))
    return t->getNumber("median_us").value_or(0);
  return 0;
}

Error TuningDb::mergeResults(StringRef resultsPath, StringRef targetName) {
  ErrorOr<std::unique_ptr<MemoryBuffer>> buffer = MemoryBuffer::getFile(resultsPath);
  if (!buffer)
    return createStringError(buffer.getError(), "cannot read results '%s': %s",
                             resultsPath.str().c_str(), buffer.getError().message().c_str());
  Expected<json::Value> parsed = json::parse((*buffer)->getBuffer());
  if (!parsed)
    return createStringError(inconvertibleErrorCode(), "results '%s' are not valid JSON: %s",
                             resultsPath.str().c_str(), toString(parsed.takeError()).c_str());
  const json::Object *top = parsed->getAsObject();
  const json::Array *problems = top ? top->getArray("problems") : nullptr;
  if (!problems || top->getInteger("format_version") != 1)
    return createStringError(inconvertibleErrorCode(),
                             "results '%s' are not dimtune_bench output (format_version 1)",
                             resultsPath.str().c_str());
  TuningDb added;
  for (const json::Value &value : *problems) {
    const json::Object *p = value.getAsObject();
    const json::Array *variants = p ? p->getArray("variants") : nullptr;
    if (!variants || variants->empty())
      return createStringError(inconvertibleErrorCode(), "results '%s': a problem without variants",
                               resultsPath.str().c_str());
    TuningEntry e;
    e.target = targetName.str();
    e.gpu = top->getString("gpu").value_or("").str();
    e.cublaslt = top->getInteger("cublaslt").value_or(0);
    e.driver = top->getString("driver").value_or("unknown").str();
    e.cudaRuntime = top->getInteger("cuda_runtime").value_or(0);
    e.dtype = p->getString("dtype").value_or("").str();
    e.aContig = p->getString("a_contig").value_or("").str();
    e.bContig = p->getString("b_contig").value_or("").str();
    e.batch = p->getInteger("batch").value_or(1);
    e.m = p->getInteger("m").value_or(0);
    e.n = p->getInteger("n").value_or(0);
    e.k = p->getInteger("k").value_or(0);
    for (const json::Value &vv : *variants) {
      const json::Object *v = vv.getAsObject();
      if (!v)
        continue;
      MeasuredVariant m;
      m.label = v->getString("label").value_or("").str();
      m.m = v->getInteger("m").value_or(0);
      m.n = v->getInteger("n").value_or(0);
      m.k = v->getInteger("k").value_or(0);
      m.valid = v->getBoolean("valid").value_or(false) && v->getBoolean("ran").value_or(false);
      m.relError = v->getNumber("rel_error").value_or(0);
      m.gemmUs = medianUs(*v, "gemm");
      m.padAUs = medianUs(*v, "pad_a");
      m.padBUs = medianUs(*v, "pad_b");
      m.sliceUs = medianUs(*v, "slice");
      e.variants.push_back(std::move(m));
    }
    if (e.m <= 0 || e.n <= 0 || e.k <= 0 || e.dtype.empty())
      return createStringError(inconvertibleErrorCode(), "results '%s': a problem without its shape",
                               resultsPath.str().c_str());
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

const TuningEntry *TuningDb::lookup(StringRef targetName, const GemmProblem &p) const {
  const TuningEntry *best = nullptr;
  std::string a = contiguousName(p.a), b = contiguousName(p.b);
  for (const TuningEntry &e : entries_)
    if (e.target == targetName && e.dtype == p.dtype && e.aContig == a && e.bContig == b &&
        e.batch == p.batch && e.m == p.m && e.n == p.n && e.k == p.k &&
        (!best || e.cublaslt > best->cublaslt))
      best = &e;
  return best;
}

std::optional<double> TuningDb::measuredGemmUs(StringRef targetName,
                                               const GemmProblem &p) const {
  std::string a = contiguousName(p.a), b = contiguousName(p.b);
  for (const TuningEntry &e : entries_) {
    if (e.target != targetName || e.dtype != p.dtype || e.aContig != a || e.bContig != b ||
        e.batch != p.batch)
      continue;
    for (const MeasuredVariant &v : e.variants)
      if (v.valid && v.m == p.m && v.n == p.n && v.k == p.k)
        return v.gemmUs;
  }
  return std::nullopt;
}

MeasuredChoice TuningDb::choose(const TuningEntry &entry, PaddedOnce once) {
  MeasuredChoice choice;
  const MeasuredVariant &original = entry.variants.front();
  choice.variant = &original;
  choice.originalUs = choice.totalUs = original.gemmUs;
  for (const MeasuredVariant &v : entry.variants) {
    if (!v.valid || v.gemmUs <= 0)
      continue;
    double total = v.gemmUs + (once.a ? 0 : v.padAUs) + (once.b ? 0 : v.padBUs) +
                   (v.n == entry.n ? 0 : v.sliceUs);
    if (total < choice.totalUs) {
      choice.variant = &v;
      choice.totalUs = total;
    }
  }
  return choice;
}

} // namespace dimtune
