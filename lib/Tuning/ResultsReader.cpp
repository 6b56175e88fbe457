//===- ResultsReader.cpp - Measured results merged into the database ------===//
//
// The strict readers of what the benchmark program (RunnerFormat.h) and the
// attention script (runtime/attention_bench.py) write, and TuningDb's merge of
// them and of shards' databases.
//
//===----------------------------------------------------------------------===//

#include "ReadChecks.h"

#include "dimtune/Target/JsonSupport.h"
#include "dimtune/Tuning/RunnerFormat.h"
#include "dimtune/Tuning/TuningDb.h"

#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/JSON.h"
#include "llvm/Support/MemoryBuffer.h"

using namespace llvm;

namespace dimtune {

using namespace readcheck;
namespace key = runner::key;

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
  std::string where; ///< The first location in IR, for errors.
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
  if (!checkVariantFields(v, path) || !checkMeasures(v.roundsUs, path, key::kRounds))
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
  return o && fromJSON(value, p.key, path) && o.mapOptional(key::kWhere, p.where) &&
         o.map(key::kConditions, p.conditions) &&
         o.map(key::kVariants, p.variants) &&
         nonEmpty(p.variants, "a problem without variants", path);
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
        path.field(key::kProblems)
            .index(pi)
            .field(key::kVariants)
            .index(vi)
            .field(key::kRounds)
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
  std::string where;
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
        o.map("head_dim", v.headDim) && o.map("v_head_dim", v.vHeadDim) && o.map("status", status) &&
        checkVariantFields(v, path)))
    return false;
  v.valid = status == "ok";
  if (v.valid &&
      !(mapMeasure(o, path, "fwd_us", v.fwdUs) && mapMeasure(o, path, "bwd_us", v.bwdUs)))
    return false;
  return true;
}

bool fromJSON(const json::Value &value, ScriptProblem &p, json::Path path) {
  json::ObjectMapper o(value, path);
  return o && fromJSON(value, p.key, path) && o.mapOptional("where", p.where) &&
         o.map("variants", p.variants) && requiredBackend(value, p.backend, path) &&
         nonEmpty(p.variants, "a problem without variants", path);
}

bool fromJSON(const json::Value &value, ScriptResults &r, json::Path path) {
  json::ObjectMapper o(value, path);
  return o && o.map("format_version", r.formatVersion) && o.map("gpu", r.gpu) &&
         o.map("driver", r.driver) && o.map("torch", r.torch) && o.map("cudnn", r.cudnn) &&
         o.map("problems", r.problems);
}
} // namespace

/// "problem I (WHAT at WHERE)", as a merge's errors name a problem.
static std::string problemName(size_t index, StringRef what, StringRef where) {
  return formatv("problem {0} ({1}{2})", index, what, where.empty() ? "" : " at " + where.str())
      .str();
}

Error TuningDb::mergeAttentionResults(const json::Value &parsed, StringRef resultsPath,
                                      const GpuTarget *bounds, StringRef targetName) {
  ScriptResults results;
  json::Path::Root root("results");
  if (!fromJSON(parsed, results, json::Path(root)))
    return createStringError(inconvertibleErrorCode(),
                             "results '%s': not attention_bench.py "
                             "output: %s",
                             resultsPath.str().c_str(), toString(root.getError()).c_str());
  if (results.formatVersion != 1)
    return createStringError(inconvertibleErrorCode(),
                             "results '%s': format_version %lld, this dimtune reads 1",
                             resultsPath.str().c_str(), (long long)results.formatVersion);
  TuningDb added;
  for (auto [index, p] : llvm::enumerate(results.problems)) {
    AttentionEntry e;
    e.context.target = targetName.str();
    e.context.gpu = results.gpu;
    e.context.driver = results.driver;
    e.library = formatv("torch {0}, cuDNN {1}", results.torch, results.cudnn).str();
    e.key = p.key;
    e.backend = p.backend;
    for (ScriptVariant &v : p.variants)
      e.variants.push_back(std::move(v.variant));
    if (std::optional<std::string> why = mergeMistake(e.key, e.variants, bounds)) {
      std::string what = (attentionBackendName(e.backend) + " " +
                          formatAttentionShape(e.key) + " " + elementTypeName(e.key.type))
                             .str();
      return createStringError(inconvertibleErrorCode(), "results '%s': %s, %s",
                               resultsPath.str().c_str(),
                               problemName(index, what, p.where).c_str(), why->c_str());
    }
    added.insert(std::move(e));
  }
  merge(added);
  return Error::success();
}

Error TuningDb::mergeResults(StringRef resultsPath, const GpuTarget &target,
                             function_ref<Error(StringRef gpu)> checkGpu) {
  Expected<json::Value> parsed = readJsonFile(resultsPath, "results");
  if (!parsed)
    return parsed.takeError();
  return mergeParsedResults(*parsed, resultsPath, &target, target.name, checkGpu);
}

Error TuningDb::mergeResults(StringRef resultsPath, StringRef targetName,
                             function_ref<Error(StringRef gpu)> checkGpu) {
  Expected<json::Value> parsed = readJsonFile(resultsPath, "results");
  if (!parsed)
    return parsed.takeError();
  return mergeParsedResults(*parsed, resultsPath, builtInTarget(targetName), targetName,
                            checkGpu);
}

Error TuningDb::mergeFile(StringRef path, const GpuTarget &target,
                          function_ref<Error(StringRef gpu)> checkGpu) {
  return mergeFileBoundedBy(&target, path, target.name, checkGpu);
}

Error TuningDb::mergeFile(StringRef path, StringRef targetName,
                          function_ref<Error(StringRef gpu)> checkGpu) {
  return mergeFileBoundedBy(builtInTarget(targetName), path, targetName, checkGpu);
}

Error TuningDb::mergeFileBoundedBy(const GpuTarget *bounds, StringRef path, StringRef targetName,
                                   function_ref<Error(StringRef gpu)> checkGpu) {
  Expected<json::Value> parsed = readJsonFile(path, "results or database");
  if (!parsed)
    return parsed.takeError();
  const json::Object *top = parsed->getAsObject();
  if (!top || !top->get("entries"))
    return mergeParsedResults(*parsed, path, bounds, targetName, checkGpu);
  Expected<TuningDb> shard = fromObject(*top, path);
  if (!shard)
    return shard.takeError();
  // Checked as results are: a shard's entries name their GPU, which bounds
  // their times where dimtune has it built in (else the merge's target).
  auto boundsOf = [&](const MeasurementContext &c) {
    const GpuTarget *named = builtInTarget(c.target);
    return named ? named : bounds;
  };
  auto error = [&](const Twine &entry, const std::string &why) {
    return createStringError(inconvertibleErrorCode(),
                             ("tuning database '" + path + "': " + entry + ", " + why).str());
  };
  for (auto [i, e] : llvm::enumerate(shard->entries_))
    if (std::optional<std::string> why = mergeMistake(e.key, e.variants, boundsOf(e.context)))
      return error(formatv("entries[{0}] ({1} {2})", i, e.key.dtype(), formatGemmShape(e.key)),
                   *why);
  for (auto [i, e] : llvm::enumerate(shard->attention_))
    if (std::optional<std::string> why = mergeMistake(e.key, e.variants, boundsOf(e.context)))
      return error(formatv("attention_entries[{0}] ({1} {2} {3})", i,
                           attentionBackendName(e.backend), formatAttentionShape(e.key),
                           elementTypeName(e.key.type)),
                   *why);
  merge(*shard);
  return Error::success();
}

Error TuningDb::mergeParsedResults(const json::Value &parsed, StringRef resultsPath,
                                   const GpuTarget *bounds, StringRef targetName,
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
      return mergeAttentionResults(parsed, resultsPath, bounds, targetName);
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
  for (auto [index, p] : llvm::enumerate(results.problems)) {
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
    if (std::optional<std::string> why = mergeMistake(e.key, e.variants, bounds))
      return error(problemName(index, e.key.dtype().str() + " " + formatGemmShape(e.key), p.where) +
                   ", " + *why);
    added.insert(std::move(e));
  }
  merge(added);
  return Error::success();
}

} // namespace dimtune
