//===- AttentionFit.cpp - Calibrate and check the attention model ---------===//
//
// The fit: for each backend and direction, a small grid over the launch cost
// and the causal, alone and uneven factors (and, where the kernel has one, the
// time of a step of its CTAs' rowsum(dO * O) pass); for each point, the efficiency of
// each kernel head dim is the median of (time at peak) / (measured time less
// the fixed parts) over its rows, and the point with the least mean
// |predicted / measured - 1| wins. Deterministic, and each factor means what
// the model says it means.
//
//===----------------------------------------------------------------------===//

#include "AttentionFit.h"
#include "dimtune/Calibration/Csv.h"
#include "dimtune/Calibration/FitSupport.h"

#include "dimtune/CostModel/AttentionModel.h"

#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/JSON.h"
#include "llvm/Support/raw_ostream.h"

#include <algorithm>
#include <cmath>
#include <map>

using namespace llvm;

namespace dimtune {

Expected<std::vector<AttentionMeasurement>> readAttentionMeasurements(StringRef path) {
  auto readRow = [](const CsvTable &table, const CsvRow &row,
                    std::vector<AttentionMeasurement> &out) -> Error {
    if (row["status"] != "ok")
      return Error::success(); // not measured: skipped
    AttentionMeasurement m;
    std::optional<AttentionBackend> backend = parseAttentionBackend(row["backend"]);
    std::optional<ElementType> type = parseElementType(row["dtype"]);
    int64_t causal = 0, mask = 0;
    AttentionKey &k = m.key;
    if (!backend || !type || (row["direction"] != "fwd" && row["direction"] != "bwd") ||
        !to_integer(row["batch"], k.batch) || !to_integer(row["heads"], k.heads) ||
        !to_integer(row["kv_heads"], k.kvHeads) || !to_integer(row["q_len"], k.qLen) ||
        !to_integer(row["kv_len"], k.kvLen) || !to_integer(row["head_dim"], k.headDim) ||
        !to_integer(row["v_head_dim"], k.vHeadDim) || !to_integer(row["causal"], causal) ||
        (!row["explicit_mask"].empty() && !to_integer(row["explicit_mask"], mask)) ||
        !to_float(row["median_us"], m.medianUs))
      return table.error(row, "expected a backend, fwd or bwd, a dtype and integer sizes");
    if (k.batch <= 0 || k.heads <= 0 || k.kvHeads <= 0 || k.heads % k.kvHeads || k.qLen <= 0 ||
        k.kvLen <= 0 || k.headDim <= 0 || k.vHeadDim <= 0 || !isMeasuredTime(m.medianUs))
      return table.error(row, "sizes and median_us must be positive (kv_heads dividing heads)");
    // The model works per query and key block: a length past its extents
    // would be a vector entry per block, gigabytes of them.
    if (!attentionExtentsModelled(k))
      return table.error(row, kBeyondModelledExtents);
    k.type = *type;
    k.causal = causal != 0;
    k.explicitMask = mask != 0;
    m.backend = *backend;
    m.backward = row["direction"] == "bwd";
    out.push_back(m);
    return Error::success();
  };
  return readCsvRecords<AttentionMeasurement>(path,
                                              {"backend", "direction", "dtype", "batch", "heads",
                                               "kv_heads", "q_len", "kv_len", "head_dim",
                                               "v_head_dim", "causal", "status", "median_us"},
                                              "measured attention rows", readRow);
}

namespace {

/// One row, with what does not depend on the fitted factors worked out once.
struct Prepared {
  const AttentionMeasurement *m;
  int64_t kernelHeadDim;
  int64_t lowestHeadDim, highestHeadDim; ///< The kernel's (AttentionKernel).

  double atPeakUs;  ///< Makespan at the full peak, no causal or alone factor.
  double fixedUs;   ///< The backward's memory passes and mask reads.
  /// Steps of the CTAs' rowsum(dO * O) pass on the slot that runs the most
  /// CTAs (backwardRowSumSteps x rounds of CTAs), each at rowSumStepUs.
  double rowSumSteps;
  bool causal, alone, uneven;
};

std::vector<Prepared> prepare(const GpuTarget &target, ArrayRef<AttentionMeasurement> rows,
                              AttentionBackend backend, bool backward, bool masked) {
  AttentionModel model(target);
  std::vector<Prepared> out;
  for (const AttentionMeasurement &m : rows) {
    if (m.backend != backend || m.backward != backward || m.key.explicitMask != masked)
      continue;
    Expected<AttentionKernel> kernel =
        attentionKernel(backend, std::max(m.key.headDim, m.key.vHeadDim), target);
    if (!kernel) {
      consumeError(kernel.takeError());
      continue;
    }
    // The estimate gives the kernel's head dims and the fixed parts.
    Expected<AttentionEstimate> e = model.estimate(m.key, backend);
    if (!e) {
      consumeError(e.takeError());
      continue;
    }
    AttentionPassEstimate shape;
    double atPeak = model.passTimeAtPeak(m.key, *kernel, e->kernelVHeadDim, backward, 1.0, 1.0,
                                         &shape);
    double fixed = backward ? model.backwardMemoryUs(m.key) : 0; // a mask is in the fit
    bool uneven = m.key.headDim != e->kernelHeadDim || m.key.vHeadDim != e->kernelVHeadDim;
    double rowSumSteps =
        backward ? double(llvm::divideCeilSigned(shape.ctas, target.smCount * shape.tile.ctasPerSm)) *
                       double(backwardRowSumSteps(shape.tile, m.key, e->kernelVHeadDim))
                 : 0;
    out.push_back({&m, e->kernelHeadDim, kernel->lowestHeadDim, kernel->highestHeadDim, atPeak,
                   fixed, rowSumSteps,
                   m.key.causal && !m.key.explicitMask, shape.ctas <= target.smCount, uneven});
  }
  return out;
}

double predict(const Prepared &p, const AttentionFit &fit) {
  double efficiency =
      attentionEfficiencyAt(fit, p.kernelHeadDim, p.lowestHeadDim, p.highestHeadDim);
  double work = p.atPeakUs * (p.causal ? fit.causalFactor : 1) / (p.alone ? fit.aloneFactor : 1);
  return fit.launchUs + work / efficiency * (p.uneven ? fit.unevenFactor : 1) + p.fixedUs +
         fit.rowSumStepUs * p.rowSumSteps;
}

/// Per kernel head dim, the median efficiency that makes the rows right.
void fitEfficiencies(ArrayRef<Prepared> rows, AttentionFit &fit) {
  std::map<int64_t, std::vector<double>> samples;
  for (const Prepared &p : rows) {
    double busy = p.m->medianUs - fit.launchUs - p.fixedUs - fit.rowSumStepUs * p.rowSumSteps;
    if (busy <= 0)
      continue;
    double work = p.atPeakUs * (p.causal ? fit.causalFactor : 1) / (p.alone ? fit.aloneFactor : 1) *
                  (p.uneven ? fit.unevenFactor : 1);
    samples[p.kernelHeadDim].push_back(work / busy);
  }
  fit.efficiency.clear();
  for (auto &[headDim, values] : samples)
    fit.efficiency.push_back({headDim, std::min(1.0, median(values))});
}

double meanError(ArrayRef<Prepared> rows, const AttentionFit &fit) {
  double sum = 0;
  for (const Prepared &p : rows)
    sum += std::abs(p.m->medianUs / predict(p, fit) - 1);
  return sum / double(rows.size());
}

AttentionFit fitOne(ArrayRef<Prepared> rows) {
  AttentionFit best;
  double bestError = INFINITY;
  // A row-sum step's time only where some row's kernel has the pass (the
  // memory-efficient backward above head dim 128; ~0.26 us a step measured
  // apart on the H200, benchmarks/results/attention/h200-efficient-bwd-probe.txt).
  std::vector<double> rowSumSteps = {0.0};
  if (llvm::any_of(rows, [](const Prepared &p) { return p.rowSumSteps > 0; }))
    rowSumSteps = {0.0, 0.05, 0.1, 0.15, 0.2, 0.25, 0.3, 0.35, 0.4};
  for (double rowSum : rowSumSteps)
  for (double launch : {2.0, 4.0, 6.0, 8.0, 12.0, 16.0, 20.0, 30.0, 40.0})
    for (double causal : {1.0, 1.05, 1.1, 1.15, 1.2, 1.3})
      for (double alone : {1.0, 1.3, 1.6, 2.0})
        for (double uneven : {1.0, 1.05, 1.1, 1.15, 1.2}) {
          AttentionFit fit;
          fit.launchUs = launch;
          fit.causalFactor = causal;
          fit.aloneFactor = alone;
          fit.unevenFactor = uneven;
          fit.rowSumStepUs = rowSum;
          fitEfficiencies(rows, fit);
          if (!fit.calibrated())
            continue;
          double error = meanError(rows, fit);
          if (error < bestError) {
            bestError = error;
            best = fit;
          }
        }
  return best;
}

std::vector<double> errorsOf(ArrayRef<Prepared> rows, const AttentionFit &fit) {
  std::vector<double> errors;
  for (const Prepared &p : rows)
    errors.push_back(std::abs(p.m->medianUs / predict(p, fit) - 1));
  return errors;
}

constexpr AttentionBackend kFitted[] = {AttentionBackend::Flash2, AttentionBackend::Cudnn,
                                        AttentionBackend::Efficient};

} // namespace

json::Object fitAttention(const GpuTarget &target, ArrayRef<AttentionMeasurement> rows,
                          StringRef source) {
  json::Object fits;
  for (AttentionBackend backend : kFitted)
    for (bool masked : {false, true})
    for (bool backward : {false, true}) {
      std::vector<Prepared> prepared = prepare(target, rows, backend, backward, masked);
      if (prepared.empty())
        continue;
      AttentionFit fit = fitOne(prepared);
      std::vector<double> errors = errorsOf(prepared, fit);
      AttentionFit written = fit; // efficiencies to 4 digits, as committed
      for (auto &point : written.efficiency)
        point.second = std::round(point.second * 1e4) / 1e4;
      std::string name = attentionFitName(backend, backward, masked);
      json::Object entry = std::move(*toJSON(written).getAsObject());
      entry["rows"] = int64_t(prepared.size());
      entry["median_rel_error"] = median(errors);
      entry["p90_rel_error"] = quantile(errors, 0.9);
      fits[name] = std::move(entry);
      errs() << formatv("{0,-14} {1,4} rows: median {2:p}, p90 {3:p}\n", name, prepared.size(),
                        median(errors), quantile(errors, 0.9));
    }
  return json::Object{
      {"target", target.name}, {"measurements", source.str()}, {"attention", std::move(fits)}};
}

std::string checkAttention(const GpuTarget &target, ArrayRef<AttentionMeasurement> rows) {
  AttentionModel model(target);
  std::map<std::string, std::vector<double>> byGroup;
  std::vector<double> all;
  std::string predictions = "backend,direction,shape,measured_us,predicted_us,rel_error\n";
  for (const AttentionMeasurement &m : rows) {
    Expected<AttentionEstimate> e = model.estimate(m.key, m.backend);
    if (!e) {
      outs() << "NOT MODELLED: " << formatAttentionShape(m.key) << " on "
             << attentionBackendName(m.backend) << ": " << toString(e.takeError()) << "\n";
      continue;
    }
    double predicted = m.backward ? e->backward.us : e->forward.us;
    double error = std::abs(m.medianUs / predicted - 1);
    std::string group = (attentionBackendName(m.backend) + (m.backward ? " bwd" : " fwd")).str();
    byGroup[group].push_back(error);
    byGroup[group + (m.key.explicitMask ? " masked" : m.key.causal ? " causal" : " full")]
        .push_back(error);
    all.push_back(error);
    predictions += formatv("{0},{1},{2},{3:f1},{4:f1},{5:f4}\n", attentionBackendName(m.backend),
                           m.backward ? "bwd" : "fwd", formatAttentionShape(m.key), m.medianUs,
                           predicted, error)
                       .str();
  }
  outs() << formatv("target {0} ({1}), {2} attention measurements\n", target.name,
                    target.calibration.attentionProvenance, rows.size());
  for (auto &[group, errors] : byGroup)
    outs() << formatv("  {0,-22} {1,5} rows  median |pred-meas|/meas {2:p}  p90 {3:p}\n", group,
                      errors.size(), median(errors), quantile(errors, 0.9));
  outs() << formatv("all: median |pred-meas|/meas {0:p}, p90 {1:p}\n", median(all),
                    quantile(all, 0.9));
  return predictions;
}

} // namespace dimtune
