//===- dimtune-calibrate.cpp - Calibrate the GEMM model on this GPU -------===//
//
//   dimtune-calibrate --target NAME [--target-file F] --work DIR -o GPU.json
//                     [--shard I/N] [--rounds R] [--reps N] [--predictions CSV]
//       emits the calibration sweep (CalibrationSweep.h) as a runner program
//       timing each shape's original only, builds it with CMake and nvcc,
//       runs it on this machine's GPU, fits the GEMM factors on the fit half,
//       checks them on the validation half and writes a target file that
//       target-file= loads. With --shard I/N it runs that shard and stops
//       (fit the shards' results together with --fit).
//   dimtune-calibrate --target NAME --work DIR --emit-only
//       writes the program only (a machine without the GPU).
//   dimtune-calibrate --target NAME --fit RESULTS.json... -o GPU.json [--force]
//       fits on results measured elsewhere (one file per shard).
//   ... --fit [RESULTS.json...] --power-duty DUTY.json --power-sustained S.json
//       fits the power model too (PowerFit.h: the clock a step sustains under
//       the cap), on the power sweep's files (the runner's --power-sweep, or
//       benchmarks/measure_power.py's duty and sustained outputs); without
//       RESULTS, the power model alone, beside the target's GEMM factors.
//       Run on the GPU (no --emit-only, --fit or --shard), the tool runs the
//       power sweep itself after the GEMM sweep (about 70 s; --no-power-sweep
//       skips it). The sweep's model replaces the target's only where the
//       target has none for the cap the sweep ran under, or --replace-power
//       asks: a model measured on many loads reads unseen loads better than
//       the sweep's few points (README); else it is recorded, not applied.
//
// Results are read as dimtune-tune merges them: a time faster than the
// target's datasheet allows is an error naming the file, problem and variant.
// A fit that misses the validation shapes by more than 25% at the median is
// not written unless --force (then with a warning).
//
// The target file (written atomically) overrides the chip's calibration:
// {"format_version": 1, "targets": [{"name", "calibration"}], "calibration_run"}.
// The entry gives the whole chip when --target-file was given (the file then
// stands alone), else only its name and calibration. "calibration_run" (not
// read by loadJson) records the GPU, driver, CUDA runtime and cuBLASLt of the
// results, the sweep, the rows and the fit and validation errors.
// Beside it, --predictions (default: the output's name with
// "-predictions.csv") gets every row predicted against measured.
//
//===----------------------------------------------------------------------===//

#include "RunnerOptions.h"
#include "ToolSupport.h"
#include "dimtune/Calibration/CalibrationSweep.h"
#include "dimtune/Calibration/FitSupport.h"
#include "dimtune/Calibration/GemmFit.h"
#include "dimtune/Calibration/PowerFit.h"
#include "dimtune/Emit/BenchEmitter.h"
#include "dimtune/Emit/RunProgram.h"
#include "dimtune/Tuning/TuningDb.h"

#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/DynamicLibrary.h"
#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/InitLLVM.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/Program.h"
#include "llvm/Support/WithColor.h"

#include <set>

using namespace llvm;
using namespace dimtune;

static cl::opt<std::string> targetName(cl::cat(dimtune::toolOptions()), "target", cl::Required,
                                       cl::desc("the GPU to calibrate (name, alias or sm_XX)"));
static cl::opt<std::string> targetFile(cl::cat(dimtune::toolOptions()), "target-file", cl::init(""),
                                       cl::desc("JSON file that adds or overrides GPUs"));
static cl::opt<std::string> outPath(cl::cat(dimtune::toolOptions()), "o",
                                    cl::desc("the target file to write"),
                                    cl::value_desc("GPU.json"));
static cl::opt<std::string>
    predictionsPath(cl::cat(dimtune::toolOptions()), "predictions",
                    cl::desc("CSV of every row predicted against measured (default: next to -o)"));
static RunnerOptions runner("dimtune-calibrate-work",
                            "I/N: run every N-th shape from I, then stop");
static cl::opt<bool> emitOnly(cl::cat(dimtune::toolOptions()), "emit-only",
                              cl::desc("write the runner program and stop"));
static cl::opt<bool> fitOnly(cl::cat(dimtune::toolOptions()), "fit",
                             cl::desc("fit on the results files given"));
static cl::opt<bool> force(cl::cat(dimtune::toolOptions()), "force",
                           cl::desc("write the calibration even when it misses the validation "
                                    "shapes by more than 25% at the median"));
static cl::opt<std::string>
    powerDuty(cl::cat(dimtune::toolOptions()), "power-duty",
              cl::desc("with --fit: the power sweep's duty points (measure_power.py duty), "
                       "to fit the power model"),
              cl::value_desc("DUTY.json"));
static cl::opt<std::string>
    powerSustained(cl::cat(dimtune::toolOptions()), "power-sustained",
                   cl::desc("with --fit: the GEMMs timed in bursts and back to back "
                            "(measure_power.py sustained), to fit the power model"),
                   cl::value_desc("SUSTAINED.json"));
static cl::opt<bool> noPowerSweep(cl::cat(dimtune::toolOptions()), "no-power-sweep",
                                  cl::desc("run the GEMM sweep only: the calibration keeps the "
                                           "target's power model"));
static cl::opt<bool>
    replacePower(cl::cat(dimtune::toolOptions()), "replace-power",
                 cl::desc("write the power sweep's model even where the target has one for "
                          "the cap it ran under (else the sweep's fit is recorded only)"));
static cl::list<std::string> resultsPaths(cl::cat(dimtune::toolOptions()), cl::Positional,
                                          cl::desc("[RESULTS.json... with --fit]"));

static const char kOverview[] =
    "dimtune calibration: fit the GEMM cost model on this GPU\n"
    "\n"
    "  Times the calibration sweep (fit and validation shapes chosen to pin each factor of\n"
    "  the model) with dimtune's cuBLASLt runner, fits the factors on the fit shapes, checks\n"
    "  them on the validation shapes and writes a target file: pass it as target-file= to\n"
    "  dimtune-opt (and --target-file to dimtune-tune and dimtune-fit). With --fit,\n"
    "  --power-duty and --power-sustained fit the power model too (the clock a step\n"
    "  sustains under the power cap) on benchmarks/measure_power.py's files.\n";

/// Fewer fit rows than this leave the 13 factors under-determined.
constexpr size_t kMinFitRows = 3 * kGemmFitFactors;
/// A validation median on fewer rows says little.
constexpr size_t kMinValidationRows = 10;
/// A fit that misses the shapes it never saw by more than this at the median
/// (the shipped H200 calibration: 7.6%) did not find this GPU in the results:
/// not written unless --force.
constexpr double kMostValidationMedianError = 0.25;

static int fail(const Twine &message) { return dimtune::toolError(message); }

//===----------------------------------------------------------------------===//
// The GPU, the program, the runner
//===----------------------------------------------------------------------===//

/// The name CUDA device 0 (the runner's) gives itself, through the driver
/// (libcuda, loaded at run time: a machine without the driver has no GPU);
/// an error says why there is none.
static Expected<std::string> gpuName() {
  auto error = [](const Twine &why) {
    return createStringError(inconvertibleErrorCode(),
                             "no NVIDIA GPU on this machine (" + why +
                                 "): run with --emit-only here, the program on the GPU's "
                                 "machine, then --fit its results");
  };
  std::string message;
  sys::DynamicLibrary cuda = sys::DynamicLibrary::getPermanentLibrary("libcuda.so.1", &message);
  if (!cuda.isValid())
    return error("no CUDA driver: " + message);
  using Init = int (*)(unsigned);
  using Count = int (*)(int *);
  using Get = int (*)(int *, int);
  using Name = int (*)(char *, int, int);
  auto init = reinterpret_cast<Init>(cuda.getAddressOfSymbol("cuInit"));
  auto count = reinterpret_cast<Count>(cuda.getAddressOfSymbol("cuDeviceGetCount"));
  auto get = reinterpret_cast<Get>(cuda.getAddressOfSymbol("cuDeviceGet"));
  auto name = reinterpret_cast<Name>(cuda.getAddressOfSymbol("cuDeviceGetName"));
  if (!init || !count || !get || !name)
    return error("the CUDA driver lacks cuInit or cuDeviceGet*");
  // cuInit fails with CUDA_ERROR_NO_DEVICE (100) when none is visible
  // (CUDA_VISIBLE_DEVICES), or with another code when the driver cannot run.
  if (int rc = init(0))
    return error(rc == 100 ? Twine("CUDA sees no device")
                           : "the CUDA driver failed to start (cuInit error " + Twine(rc) + ")");
  int devices = 0, device = 0;
  if (count(&devices) || devices == 0)
    return error("CUDA sees no device");
  char text[256] = {0};
  if (get(&device, 0) || name(text, sizeof(text) - 1, device))
    return error("device 0 cannot be queried");
  return std::string(text);
}

/// The sweep as the runner's plan: each shape's original only, named by its
/// set, index and purpose ("calibrate-v1 fit 17", role "wave").
static std::vector<BenchProblem> planOf(const CalibrationSweep &sweep) {
  std::vector<BenchProblem> plan;
  for (bool validation : {false, true})
    for (auto [i, s] : enumerate(validation ? sweep.validation : sweep.fit)) {
      OpSite site;
      site.op = "calibrate";
      site.loc =
          formatv("calibrate-v{0} {1} {2}", kSweepVersion, validation ? "validation" : "fit", i)
              .str();
      site.role = sweepPurposeName(s.purpose).str();
      plan.push_back({GemmProblem(s.key, site), 1, {{s.key.m, s.key.n, s.key.k, "original"}}});
    }
  return plan;
}

//===----------------------------------------------------------------------===//
// The fit
//===----------------------------------------------------------------------===//

/// The measured rows of the sweep, in the sweep's two sets, and what the
/// results held besides.
struct SweepRows {
  std::vector<GemmMeasurement> fit, validation;
  std::vector<SweepPurpose> fitPurpose, validationPurpose;
  MeasurementContext context; ///< The run's GPU, driver, CUDA runtime, cuBLASLt.
  size_t notInSweep = 0, notValid = 0, missing = 0;
};

/// Reads every results file: each of `target`, of one driver, CUDA runtime
/// and cuBLASLt version.
static Expected<SweepRows> readResults(ArrayRef<std::string> paths, const TargetRegistry &registry,
                                       const GpuTarget &target, const CalibrationSweep &sweep) {
  TuningDb db;
  SweepRows rows;
  std::string first;
  for (const std::string &path : paths) {
    TuningDb one;
    if (Error e = one.mergeResults(path, target))
      return std::move(e);
    if (one.entries().empty())
      return createStringError(inconvertibleErrorCode(), "results '%s' hold no GEMM problem",
                               path.c_str());
    const MeasurementContext &c = one.entries().front().context;
    if (std::optional<std::string> other = otherGpuThan(c.gpu, registry, target))
      return createStringError(inconvertibleErrorCode(),
                               "results '%s' were measured on %s, not on --target '%s': "
                               "calibrate with the --target they were measured on",
                               path.c_str(), other->c_str(), target.name.c_str());
    if (first.empty()) {
      first = path;
      rows.context = c;
    } else if (c.driver != rows.context.driver || c.cudaRuntime != rows.context.cudaRuntime ||
               c.cublaslt != rows.context.cublaslt) {
      return createStringError(
          inconvertibleErrorCode(),
          "results '%s' (driver %s, CUDA runtime %lld, cuBLASLt %lld) and '%s' (driver %s, "
          "CUDA runtime %lld, cuBLASLt %lld) were measured with other versions: calibrate on "
          "the results of one",
          first.c_str(), rows.context.driver.c_str(), (long long)rows.context.cudaRuntime,
          (long long)rows.context.cublaslt, path.c_str(), c.driver.c_str(),
          (long long)c.cudaRuntime, (long long)c.cublaslt);
    }
    db.merge(one);
  }
  std::set<std::pair<bool, size_t>> seen;
  for (const TuningEntry &e : db.entries()) {
    std::optional<SweepMembership> in = findInSweep(sweep, e.key);
    if (!in) {
      ++rows.notInSweep;
      continue;
    }
    const MeasuredVariant &original = e.variants.front();
    if (!original.valid || !(original.gemmUs > 0)) {
      ++rows.notValid;
      continue;
    }
    (in->validation ? rows.validation : rows.fit)
        .push_back({e.key, original.gemmUs,
                   e.context.conditions ? e.context.conditions->smClockMhz() : 0.0});
    (in->validation ? rows.validationPurpose : rows.fitPurpose).push_back(in->purpose);
  }
  size_t sweepSize = sweep.fit.size() + sweep.validation.size();
  size_t matched = rows.fit.size() + rows.validation.size() + rows.notValid;
  if (matched == 0)
    return createStringError(inconvertibleErrorCode(),
                             "none of the %zu problems of the results is a shape of the "
                             "calibration sweep (version %d) for '%s': were they written by "
                             "dimtune-calibrate for this --target?",
                             db.entries().size(), kSweepVersion, target.name.c_str());
  rows.missing = sweepSize - matched;
  return rows;
}

static json::Value statsJson(const ErrorStats &s) {
  return json::Object{
      {"rows", int64_t(s.count)}, {"median_rel_error", s.median}, {"p90_rel_error", s.p90}};
}

static std::string csvOf(ArrayRef<GemmPrediction> fitted, ArrayRef<GemmPrediction> start,
                         ArrayRef<SweepPurpose> purposes, StringRef set) {
  std::string out;
  for (auto [p, s, purpose] : zip(fitted, start, purposes)) {
    const GemmKey &k = p.measured->problem;
    out += formatv("{0},{1},{2},{3},{4},{5},{6},{7},{8},{9:f0},{10:f3},{11:f3},{12:f4},{13:f3},"
                   "{14:f4}\n",
                   set, sweepPurposeName(purpose), k.dtype(), k.batch, k.m, k.n, k.k,
                   gemmDimName(k.a.contiguous), gemmDimName(k.b.contiguous),
                   p.measured->smClockMhz, p.measured->medianUs, p.predictedUs, p.error,
                   s.predictedUs, s.error)
               .str();
  }
  return out;
}

static Error writeText(StringRef path, StringRef text) {
  return writeToOutput(path, [&](raw_ostream &os) {
    os << text;
    return Error::success();
  });
}

/// Fits the GEMM factors on the sweep's results into `calibrated`; records
/// the fit in `record` and its predictions in `csv`.
static int fitGemms(const TargetRegistry &registry, const GpuTarget &target,
                    const CalibrationSweep &sweep, ArrayRef<std::string> paths,
                    GpuTarget &calibrated, json::Object &record, std::string &csv) {
  Expected<SweepRows> read = readResults(paths, registry, target, sweep);
  if (!read)
    return fail(toString(read.takeError()));
  SweepRows &rows = *read;
  outs() << formatv("{0} fit and {1} validation shapes measured on {2} (driver {3}, CUDA "
                    "runtime {4}, cuBLASLt {5}); {6} of the sweep not in the results, {7} that "
                    "did not run, {8} problems of the results not in the sweep\n",
                    rows.fit.size(), rows.validation.size(), rows.context.gpu, rows.context.driver,
                    rows.context.cudaRuntime, rows.context.cublaslt, rows.missing, rows.notValid,
                    rows.notInSweep);
  if (rows.fit.size() < kMinFitRows)
    return fail(formatv("too few rows to fit: {0} fit shapes measured, {1} needed (did every "
                        "shard run?)",
                        rows.fit.size(), kMinFitRows));
  std::vector<std::string> unpinned = unpinnedFactors(target, rows.fit);
  if (!unpinned.empty())
    return fail("too few rows to fit: no measured fit shape bears on " + join(unpinned, ", ") +
                " (did every shard run?)");
  if (rows.validation.size() < kMinValidationRows)
    return fail(formatv("too few rows to check the fit: {0} validation shapes measured, {1} "
                        "needed (did every shard run?)",
                        rows.validation.size(), kMinValidationRows));

  GemmFitResult fit = fitGemmCalibration(target, rows.fit, &errs());
  calibrated.calibration = fit.calibration;
  std::vector<GemmPrediction> fitted = predictGemms(calibrated, rows.fit);
  std::vector<GemmPrediction> validated = predictGemms(calibrated, rows.validation);
  std::vector<GemmPrediction> startFit = predictGemms(target, rows.fit);
  std::vector<GemmPrediction> startValidated = predictGemms(target, rows.validation);
  ErrorStats fitStats = errorStats(fitted), validationStats = errorStats(validated);
  ErrorStats startStats = errorStats(startValidated);
  // Decode-sized GEMMs, where a model fitted on large ones goes wrong first.
  auto smallM = [](ArrayRef<GemmPrediction> rows) {
    std::vector<GemmPrediction> out;
    for (const GemmPrediction &p : rows)
      if (p.measured->problem.m <= kSmallMRows)
        out.push_back(p);
    return errorStats(out);
  };
  ErrorStats smallMStats = smallM(validated), startSmallMStats = smallM(startValidated);
  const MeasurementContext &c = rows.context;
  calibrated.calibration.provenance =
      formatv("dimtune-calibrate (sweep {0}) on {1}, driver {2}, CUDA runtime {3}, cuBLASLt "
              "{4}: fitted on {5} shapes (median error {6:p}), checked on {7} others (median "
              "{8:p}, p90 {9:p})",
              kSweepVersion, c.gpu, c.driver, c.cudaRuntime, c.cublaslt, fitStats.count,
              fitStats.median, validationStats.count, validationStats.median, validationStats.p90)
          .str();

  outs() << formatv("validation, with the calibration fitted on {0} ({1}):\n", c.gpu, target.name);
  printErrorSummary(outs(), validated);
  outs() << formatv("fit: {0} shapes, mean |log error| {1:f4} (from {2:f4}), median {3:p}, "
                    "p90 {4:p}\n",
                    fitStats.count, fit.meanAbsLogError, fit.startMeanAbsLogError, fitStats.median,
                    fitStats.p90);
  outs() << formatv("validation: {0} shapes, median {1:p}, p90 {2:p} (the calibration it "
                    "started from: median {3:p}, p90 {4:p})\n",
                    validationStats.count, validationStats.median, validationStats.p90,
                    startStats.median, startStats.p90);
  outs() << formatv("validation, M <= {0}: {1} shapes, median {2:p}, p90 {3:p} (the calibration "
                    "it started from: median {4:p}, p90 {5:p})\n",
                    kSmallMRows, smallMStats.count, smallMStats.median, smallMStats.p90,
                    startSmallMStats.median, startSmallMStats.p90);

  if (validationStats.median > kMostValidationMedianError) {
    std::string why = formatv("the fitted calibration misses the {0} validation shapes by a median "
                              "{1:p} (p90 {2:p}), more than {3:p}: the results are not timings "
                              "this model can explain",
                              validationStats.count, validationStats.median, validationStats.p90,
                              kMostValidationMedianError)
                          .str();
    if (!force)
      return fail(why + "; nothing written (check the results, or pass --force to write it)");
    WithColor::warning(errs(), "dimtune-calibrate") << why << "; written anyway (--force)\n";
  }

  json::Array results;
  for (const std::string &path : paths)
    results.push_back(path);
  for (auto &[key, value] : json::Object{
           {"sweep_version", kSweepVersion},
           {"gpu", c.gpu},
           {"driver", c.driver},
           {"cuda_runtime", c.cudaRuntime},
           {"cublaslt", c.cublaslt},
           {"results", std::move(results)},
           {"fit", json::Object{{"rows", int64_t(fitStats.count)},
                                {"mean_abs_log_error", fit.meanAbsLogError},
                                {"median_rel_error", fitStats.median},
                                {"p90_rel_error", fitStats.p90}}},
           {"validation", statsJson(validationStats)},
           {"validation_before", statsJson(startStats)},
           {"validation_small_m", statsJson(smallMStats)},
           {"validation_small_m_before", statsJson(startSmallMStats)},
           {"sweep_shapes_missing", int64_t(rows.missing)},
           {"shapes_not_valid", int64_t(rows.notValid)},
           {"problems_not_in_sweep", int64_t(rows.notInSweep)},
           {"forced", validationStats.median > kMostValidationMedianError}})
    record[key] = std::move(value);
  csv = "set,purpose,dtype,batch,m,n,k,a_contig,b_contig,sm_clock_mhz,measured_us,predicted_us,"
        "rel_error,start_predicted_us,start_rel_error\n";
  csv += csvOf(fitted, startFit, rows.fitPurpose, "fit");
  csv += csvOf(validated, startValidated, rows.validationPurpose, "validation");
  return 0;
}

/// The power sweep's two files (the runner's --power-sweep, or
/// benchmarks/measure_power.py's duty and sustained).
struct PowerFiles {
  std::string duty, sustained;
};

/// Where the runner's power sweep writes them in the work directory.
static PowerFiles powerFilesIn(StringRef workDir) {
  SmallString<256> duty(workDir), sustained(workDir);
  sys::path::append(duty, "power-duty.json");
  sys::path::append(sustained, "power-sustained.json");
  return {duty.str().str(), sustained.str().str()};
}

/// Whether the power sweep's model, fitted at `capW`, replaces the target's:
/// where asked, or where the target has none for that cap (a board capped
/// below its datasheet's limit runs under another cap than the one its model
/// was measured at).
static bool sweepReplacesPower(const GpuTarget &target, double capW) {
  return replacePower || !target.powerModelHolds() || capW != target.powerLimitW;
}

/// Fits the power model on the power sweep's files and, where
/// sweepReplacesPower, writes it into `calibrated` (the cap the sweep ran
/// under becomes the board's; the span the cap averages over is measured
/// apart and kept); records the fit, applied or not, in `record`.
static Error fitPower(const TargetRegistry &registry, const PowerFiles &files,
                      GpuTarget &calibrated, json::Object &record) {
  Expected<PowerMeasurements> measured = readPowerMeasurements(files.duty, files.sustained);
  if (!measured)
    return measured.takeError();
  if (!measured->gpu.empty())
    if (std::optional<std::string> other = otherGpuThan(measured->gpu, registry, calibrated))
      return createStringError(inconvertibleErrorCode(),
                               "power measurements '%s' were measured on %s, not on --target "
                               "'%s': calibrate with the --target they were measured on",
                               files.duty.c_str(), other->c_str(), calibrated.name.c_str());
  // The limit NVML enforced while the sweep ran, else the datasheet's.
  double capW = measured->powerLimitW > 0 ? measured->powerLimitW : calibrated.powerLimitW;
  Expected<PowerFitResult> fit =
      fitPowerModel(*measured, capW, calibrated.boostClockMhz,
                    calibrated.calibration.power.windowMs, calibrated.calibration.power.busyW);
  if (!fit)
    return createStringError(inconvertibleErrorCode(), "'%s' and '%s': %s", files.duty.c_str(),
                             files.sustained.c_str(), toString(fit.takeError()).c_str());
  const PowerModel &m = fit->model;
  bool applied = sweepReplacesPower(calibrated, capW);
  if (applied) {
    calibrated.calibration.power = m;
    calibrated.powerLimitW = capW;
  }
  outs() << formatv("{13}: {0:f1} W + ({11:f0} W busy (the target's, kept) + {1:f4} W per "
                    "TFLOP/s) x (f/boost)^{2:f3} + {3:f5} W per GB/s ({4} points below the cap, "
                    "mean |error| {5:p}); compute time x (boost/f)^{6:f3}; cap {7:f0} W, held at "
                    "{12:f1} W; clocks {8:f0}-{9:f0} MHz; the cap averaged over {10}\n",
                    m.idleW, m.wattsPerTflops, m.rateClockExponent, m.wattsPerGBs,
                    fit->uncappedPoints, fit->meanAbsPowerError, m.timeClockExponent, m.capW,
                    m.minClockMhz, calibrated.boostClockMhz,
                    m.windowMs > 0 ? formatv("{0:f0} ms (the target's, kept)", m.windowMs).str()
                                   : std::string("the whole step (the target's, kept)"),
                    m.busyW, m.heldPowerW(),
                    applied ? "power model" : "the power sweep's model (recorded, not applied)");
  if (!applied)
    outs() << formatv("kept {0}'s power model, measured for its {1:f0} W cap (--replace-power "
                      "writes the sweep's)\n",
                      calibrated.name, calibrated.powerLimitW);
  record["power_fit"] = json::Object{{"duty", files.duty},
                                     {"sustained", files.sustained},
                                     {"gpu", measured->gpu},
                                     {"points_below_cap", int64_t(fit->uncappedPoints)},
                                     {"mean_abs_power_error", fit->meanAbsPowerError},
                                     {"applied", applied},
                                     {"model", toJSON(m)}};
  return Error::success();
}

static int fitAndWrite(const TargetRegistry &registry, const GpuTarget &target,
                       const CalibrationSweep &sweep, ArrayRef<std::string> paths,
                       std::optional<PowerFiles> power) {
  GpuTarget calibrated = target;
  json::Object record{{"tool", "dimtune-calibrate"}, {"target", target.name}};
  std::string csv;
  if (!paths.empty())
    if (int rc = fitGemms(registry, target, sweep, paths, calibrated, record, csv))
      return rc;
  if (power)
    if (Error e = fitPower(registry, *power, calibrated, record))
      return fail(toString(std::move(e)));
  // The chip alone stands without the file that defined or changed it.
  json::Object changed{{"name", calibrated.name},
                       {"calibration", toJSON(calibrated.calibration)}};
  if (calibrated.powerLimitW != target.powerLimitW)
    changed["power_limit_w"] = calibrated.powerLimitW;
  json::Value entry = targetFile.empty() ? json::Value(std::move(changed)) : toJSON(calibrated);
  json::Object file{{"format_version", 1},
                    {"targets", json::Array{std::move(entry)}},
                    {"calibration_run", std::move(record)}};
  // What is written must load: a target file dimtune cannot read is an error
  // here, not in the user's next dimtune-opt.
  TargetRegistry check = registry;
  std::string text = formatv("{0:2}", json::Value(std::move(file))).str() + "\n";
  if (Error e = check.loadJson(text, outPath))
    return fail("the calibrated target does not load: " + toString(std::move(e)));
  if (Error e = writeText(outPath, text))
    return fail("cannot write " + toString(std::move(e)));
  if (csv.empty()) {
    outs() << formatv("wrote {0} (target-file={0} target={1})\n", outPath, calibrated.name);
    return 0;
  }
  std::string csvPath = predictionsPath;
  if (csvPath.empty()) {
    SmallString<256> p(outPath.getValue());
    sys::path::replace_extension(p, "");
    csvPath = (p + "-predictions.csv").str();
  }
  if (Error e = writeText(csvPath, csv))
    return fail("cannot write " + toString(std::move(e)));
  outs() << formatv("wrote {0} (target-file={0} target={1}) and {2}\n", outPath, calibrated.name,
                    csvPath);
  return 0;
}

//===----------------------------------------------------------------------===//
// main
//===----------------------------------------------------------------------===//

int main(int argc, char **argv) {
  InitLLVM init(argc, argv);
  dimtune::parseToolOptions(argc, argv, kOverview);
  TargetRegistry registry;
  if (!targetFile.empty())
    if (Error e = registry.loadFile(targetFile))
      return fail(toString(std::move(e)));
  Expected<const GpuTarget *> found = registry.get(targetName);
  if (!found)
    return fail(toString(found.takeError()));
  const GpuTarget &target = **found;
  Expected<Shard> shard = runner.shardToRun();
  if (!shard)
    return fail(toString(shard.takeError()));
  if (!runner.repeatsInLimits())
    return fail("the runner takes --rounds 1..1000 and --reps 3..100000");
  if (emitOnly && fitOnly)
    return fail("--emit-only and --fit are two ends of a calibration: give one");
  if (!fitOnly && !resultsPaths.empty())
    return fail("results files are read with --fit");
  if (powerDuty.empty() != powerSustained.empty())
    return fail("the power model is fitted on both --power-duty and --power-sustained: give both");
  if (!powerDuty.empty() && !fitOnly)
    return fail("--power-duty and --power-sustained are read with --fit");
  if (fitOnly && resultsPaths.empty() && powerDuty.empty())
    return fail("--fit needs the runner's results files (or the power sweep's, "
                "--power-duty and --power-sustained)");
  if (fitOnly && shard->count > 1)
    return fail("--shard runs one shard; --fit takes every shard's results");
  if (!emitOnly && outPath.empty())
    return fail("no output: give -o GPU.json (or --emit-only)");

  CalibrationSweep sweep = calibrationSweep(target);
  std::optional<PowerFiles> givenPower;
  if (!powerDuty.empty())
    givenPower = PowerFiles{powerDuty, powerSustained};
  if (fitOnly)
    return fitAndWrite(registry, target, sweep, resultsPaths, givenPower);

  std::vector<GemmKey> keys;
  for (const std::vector<SweepShape> *set : {&sweep.fit, &sweep.validation})
    for (const SweepShape &s : *set)
      keys.push_back(s.key);
  outs() << formatv(
      "calibration sweep {0} for {1}: {2} fit and {3} validation shapes; "
      "estimated GPU time {4:f0} s with --rounds {5} --reps {6}{7}\n",
      kSweepVersion, target.name, sweep.fit.size(), sweep.validation.size(),
      estimateRunnerSeconds(keys, target, {runner.rounds, runner.reps, 3}) / shard->count,
      runner.rounds, runner.reps,
      shard->count > 1 ? formatv(" (shard {0} of {1})", shard->index, shard->count).str() : "");
  StringRef workDir = runner.workDir;
  if (Error e = writeBenchProgram(workDir, planOf(sweep), target))
    return fail(toString(std::move(e)));
  SmallString<256> build(workDir), binary(workDir);
  sys::path::append(build, "build");
  sys::path::append(binary, "build", "dimtune_bench");
  std::string results = runner.resultsPath(*shard);
  if (emitOnly) {
    outs() << formatv("wrote the runner program into {0}; on the GPU's machine:\n"
                      "  cmake -S {0} -B {1} && cmake --build {1}\n"
                      "  {2} --out {3} --rounds {4} --reps {5} [--shard I/N]\n"
                      "  {2} --power-sweep {7} {8}\n"
                      "then: dimtune-calibrate --target {6} --fit {3}... --power-duty {7} "
                      "--power-sustained {8} -o GPU.json\n",
                      workDir, build, binary, results, runner.rounds, runner.reps, targetName,
                      powerFilesIn(workDir).duty, powerFilesIn(workDir).sustained);
    return 0;
  }

  Expected<std::string> gpu = gpuName();
  if (!gpu)
    return fail(toString(gpu.takeError()));
  if (std::optional<std::string> other = otherGpuThan(*gpu, registry, target))
    return fail(formatv("this machine's GPU is {0}, not --target '{1}': calibrate with "
                        "--target '{2}'",
                        *other, target.name, *gpu));
  if (Error e = buildBenchProgram(workDir, build, "dimtune-calibrate"))
    return fail(toString(std::move(e)));
  std::string roundsArg = std::to_string(runner.rounds), repsArg = std::to_string(runner.reps);
  if (Error e = runProgram(
          binary,
          {"--out", results, "--shard", runner.shard, "--rounds", roundsArg, "--reps", repsArg},
          "dimtune-calibrate", "running the sweep (the runner's error is above)"))
    return fail(toString(std::move(e)));
  if (shard->count > 1) {
    outs() << formatv("shard {0} of {1}: results in {2}; when every shard has run:\n"
                      "  dimtune-calibrate --target {3} --fit {4}... -o {5}\n",
                      shard->index, shard->count, results, targetName,
                      formatv("{0}/results-*-of-{1}.json", workDir, shard->count), outPath);
    return 0;
  }
  // The power sweep (about 70 s): without it the calibration keeps the
  // target's power model, and says so.
  std::optional<PowerFiles> power;
  if (!noPowerSweep) {
    PowerFiles swept = powerFilesIn(workDir);
    if (Error e = runProgram(binary, {"--power-sweep", swept.duty, swept.sustained},
                             "dimtune-calibrate", "running the power sweep"))
      WithColor::warning(errs(), "dimtune-calibrate")
          << toString(std::move(e)) << "; the calibration keeps the target's power model\n";
    else
      power = swept;
  }
  return fitAndWrite(registry, target, sweep, {results}, power);
}
