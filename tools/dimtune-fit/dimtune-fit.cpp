//===- dimtune-fit.cpp - Calibrate and check the cost model ---------------===//
//
//   dimtune-fit fit   MEASURED.csv --target h200 -o CALIBRATION.json
//   dimtune-fit check MEASURED.csv --target h200 [--target-file F] [-o PRED.csv]
//   dimtune-fit attention-fit   ATTENTION.csv... --target h200 -o FIT.json
//   dimtune-fit attention-check ATTENTION.csv... --target h200 [-o PRED.csv]
//   dimtune-fit memory-fit MEMORY-OPS.csv --target h200 -o FIT.json
//   dimtune-fit decode-fit   DECODE.csv --target h200 [--time median|p10-where-queued] -o FIT.json
//   dimtune-fit decode-check DECODE.csv --target h200 [--time ...] [-o PRED.csv]
//   dimtune-fit power-check LOADS.csv --target h200 [--target-file F] [-o PRED.csv]
//
// `fit` finds the Calibration factors that minimize the mean |log(predicted /
// measured)| time over the rows (fitGemmCalibration, lib/Calibration) and
// writes them as a target file's "calibration" object. `check` compares the built-in (or
// target-file) calibration with measurements the fit never saw, and checks that every shape
// measured at least 2x slower than its aligned neighbour is flagged with a suggested speed-up of at
// least 1.5. `power-check` prices loads measured below the power cap with the target's
// power model (PowerCheck.h).
//
//===----------------------------------------------------------------------===//

#include "AttentionFit.h"
#include "DecodeFit.h"
#include "MemoryFit.h"
#include "PowerCheck.h"
#include "ToolSupport.h"

#include "dimtune/Calibration/FitSupport.h"
#include "dimtune/Calibration/GemmFit.h"
#include "dimtune/CostModel/CostModel.h"
#include "dimtune/Target/GpuTarget.h"

#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/Format.h"
#include "llvm/Support/InitLLVM.h"
#include "llvm/Support/JSON.h"
#include "llvm/Support/WithColor.h"
#include "llvm/Support/raw_ostream.h"

using namespace llvm;
using namespace dimtune;

static cl::opt<std::string> mode(cl::cat(dimtune::toolOptions()), cl::Positional, cl::Required,
                                 cl::desc("<fit|check|attention-fit|attention-check|memory-fit|"
                                          "decode-fit|decode-check|power-check>"));
static cl::opt<std::string> csvPath(cl::cat(dimtune::toolOptions()), cl::Positional, cl::Required,
                                    cl::desc("<measured.csv>"));
static cl::list<std::string> moreCsvPaths(cl::cat(dimtune::toolOptions()), cl::Positional,
                                          cl::desc("[more measured.csv (attention modes)]"));
static cl::opt<std::string> targetName(cl::cat(dimtune::toolOptions()), "target", cl::init("h200"),
                                       cl::desc("GPU the timings were measured on"));
static cl::opt<std::string> targetFile(cl::cat(dimtune::toolOptions()), "target-file", cl::init(""),
                                       cl::desc("JSON file adding or overriding GPUs"));
static cl::opt<std::string> outPath(cl::cat(dimtune::toolOptions()), "o", cl::init(""),
                                    cl::desc("output file"));
static cl::opt<double> maxOverhead(cl::cat(dimtune::toolOptions()), "max-overhead", cl::init(0.10),
                                   cl::desc("extra FLOPs a suggestion may add"));
static cl::opt<DecodeTime> decodeTime(
    cl::cat(dimtune::toolOptions()), "time", cl::init(DecodeTime::Median),
    cl::desc("decode modes: the time of a row"),
    cl::values(clEnumValN(DecodeTime::Median, "median", "its median"),
               clEnumValN(DecodeTime::P10WhereQueued, "p10-where-queued",
                          "its p10 where the median exceeds 1.3 x the p10 (measured before "
                          "gpu_timing timed in chunks)")));

namespace {

int fail(Error e) {
  WithColor::error(errs(), "dimtune-fit") << toString(std::move(e)) << "\n";
  return 1;
}

/// A fit's file, written to -o (standard output without it).
int writeFit(Expected<json::Object> fit) {
  if (!fit)
    return fail(fit.takeError());
  if (Error e = writeJsonFile(outPath, std::move(*fit)))
    return fail(std::move(e));
  return 0;
}

/// A check's predictions, written to -o where it is given.
int writePredictions(StringRef csv) {
  if (outPath.empty())
    return 0;
  if (Error e = writeToOutput(outPath, [&](raw_ostream &os) {
        os << csv;
        return Error::success();
      }))
    return fail(std::move(e));
  return 0;
}

/// The measurements files the attention and decode modes take: the first
/// positional and the rest.
std::vector<std::string> measurementPaths() {
  std::vector<std::string> paths = {csvPath};
  llvm::append_range(paths, moreCsvPaths);
  return paths;
}

/// The rows `read` finds in every measurements file, in order.
template <typename Row>
Expected<std::vector<Row>> readAll(function_ref<Expected<std::vector<Row>>(StringRef)> read) {
  std::vector<Row> rows;
  for (const std::string &path : measurementPaths()) {
    Expected<std::vector<Row>> file = read(path);
    if (!file)
      return file.takeError();
    llvm::append_range(rows, *file);
  }
  return rows;
}

int runFit(const GpuTarget &target, ArrayRef<GemmMeasurement> rows) {
  std::vector<std::string> unpinned = unpinnedFactors(target, rows);
  if (!unpinned.empty())
    WithColor::warning() << "no measurement bears on " << join(unpinned, ", ")
                         << ": the fit leaves them near where they start\n";
  GemmFitResult fit = fitGemmCalibration(target, rows, &errs());
  fit.calibration.provenance = "fitted by dimtune-fit on " + csvPath.getValue();
  return writeFit(json::Object{{"target", target.name},
                               {"measurements", csvPath.getValue()},
                               {"rows", int64_t(rows.size())},
                               {"mean_abs_log_error", fit.meanAbsLogError},
                               {"median_rel_tflops_error", fit.medianRelError},
                               {"calibration", toJSON(fit.calibration)}});
}

int runCheck(const GpuTarget &target, ArrayRef<GemmMeasurement> rows) {
  CostModel model(target);
  std::vector<GemmPrediction> predictions = predictGemms(target, rows);
  std::string csv = "dtype,batch,m,n,k,a_contig,b_contig,measured_us,"
                    "predicted_us,rel_tflops_error,suggested_speedup\n";
  // Aligned neighbour look-up: same dtype, batch, m and layout, n and k rounded up to 8.
  DenseMap<GemmKey, double> measuredUs;
  auto csvKey = [](const GemmKey &p) {
    return formatv("{0},{1},{2},{3},{4},{5},{6}", p.dtype(), p.batch, p.m, p.n, p.k,
                   gemmDimName(p.a.contiguous), gemmDimName(p.b.contiguous))
        .str();
  };
  for (const GemmMeasurement &m : rows)
    measuredUs[m.problem] = m.medianUs;
  int slowShapes = 0, flagged = 0;
  for (const GemmPrediction &prediction : predictions) {
    const GemmMeasurement &m = *prediction.measured;
    const GemmKey &p = m.problem;
    PaddedShape s = model.suggest(p, maxOverhead);
    csv += formatv("{0},{1:f3},{2:f3},{3:f4},{4:f3}\n", StringRef(csvKey(p)), m.medianUs,
                   prediction.predictedUs, prediction.error, s.speedup);
    auto up8 = [](int64_t x) { return (x + 7) / 8 * 8; };
    if (up8(p.n) == p.n && up8(p.k) == p.k)
      continue;
    auto neighbour = measuredUs.find(p.withShape(p.m, up8(p.n), up8(p.k)));
    if (neighbour == measuredUs.end() || m.medianUs < 2 * neighbour->second)
      continue;
    ++slowShapes;
    if (s.speedup >= 1.5)
      ++flagged;
    else
      outs() << formatv("NOT FLAGGED: {0} measured {1:f1}x slower than its aligned "
                        "neighbour, suggested speed-up {2:f2}\n",
                        csvKey(p), m.medianUs / neighbour->second, s.speedup);
  }
  outs() << formatv("target {0} ({1}), {2} shapes\n", target.name, target.calibration.provenance,
                    rows.size());
  printErrorSummary(outs(), predictions);
  outs() << formatv("shapes measured >= 2x slower than their aligned neighbour: {0}, "
                    "flagged with suggested speed-up >= 1.5: {1}\n",
                    slowShapes, flagged);
  return writePredictions(csv);
}

} // namespace

int main(int argc, char **argv) {
  InitLLVM init(argc, argv);
  dimtune::parseToolOptions(argc, argv, "dimtune cost-model calibration\n");
  TargetRegistry registry;
  if (!targetFile.empty())
    if (Error e = registry.loadFile(targetFile))
      return fail(std::move(e));
  Expected<const GpuTarget *> target = registry.get(targetName);
  if (!target)
    return fail(target.takeError());
  bool manyFiles = mode == "attention-fit" || mode == "attention-check" || mode == "decode-fit" ||
                   mode == "decode-check";
  if (!manyFiles && !moreCsvPaths.empty()) {
    WithColor::error(errs(), "dimtune-fit") << mode << " takes one measurements file\n";
    return 1;
  }
  if (mode == "memory-fit")
    return writeFit(fitMemory(**target, csvPath));
  if (mode == "power-check") {
    Expected<PowerCheck> check = checkPower(**target, csvPath);
    if (!check)
      return fail(check.takeError());
    outs() << check->summary << "\n";
    return writePredictions(check->csv);
  }
  std::string sources = join(measurementPaths(), ", ");
  if (mode == "decode-fit" || mode == "decode-check") {
    Expected<std::vector<DecodeMeasurement>> rows = readAll<DecodeMeasurement>(
        [](StringRef path) { return readDecodeMeasurements(path, decodeTime); });
    if (!rows)
      return fail(rows.takeError());
    return mode == "decode-fit" ? writeFit(fitDecode(**target, *rows, sources))
                                : writePredictions(checkDecode(**target, *rows));
  }
  if (mode == "attention-fit" || mode == "attention-check") {
    Expected<std::vector<AttentionMeasurement>> rows =
        readAll<AttentionMeasurement>(readAttentionMeasurements);
    if (!rows)
      return fail(rows.takeError());
    return mode == "attention-fit" ? writeFit(fitAttention(**target, *rows, sources))
                                   : writePredictions(checkAttention(**target, *rows));
  }
  Expected<std::vector<GemmMeasurement>> rows = readGemmMeasurements(csvPath);
  if (!rows)
    return fail(rows.takeError());
  if (mode == "fit")
    return runFit(**target, *rows);
  if (mode == "check")
    return runCheck(**target, *rows);
  WithColor::error(errs(), "dimtune-fit")
      << "unknown mode '" << mode
      << "': expected fit, check, attention-fit, attention-check, memory-fit, "
         "decode-fit, decode-check or power-check\n";
  return 1;
}
