//===- DecodeFit.cpp - Calibrate and check the decode-attention model -----===//
//
// The fit: per backend, coordinate descent over a grid of each factor of
// DecodeAttentionFit, from the grid's middle and from fixed other starts, on
// the median plus a third of the mean |log(predicted / measured)| of the fit
// rows. Deterministic; each factor means what the model says it means.
//
//===----------------------------------------------------------------------===//

#include "DecodeFit.h"
#include "dimtune/Calibration/Csv.h"
#include "dimtune/Calibration/FitSupport.h"

#include "dimtune/CostModel/AttentionModel.h"

#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/JSON.h"
#include "llvm/Support/raw_ostream.h"

#include <cmath>
#include <random>

using namespace llvm;

namespace dimtune {

Expected<std::vector<DecodeMeasurement>> readDecodeMeasurements(StringRef path, DecodeTime time) {
  auto readRow = [&](const CsvTable &table, const CsvRow &row,
                     std::vector<DecodeMeasurement> &out) -> Error {
    if (row["status"] != "ok" || row["backend_requested"] == "default")
      return Error::success(); // refused, or the dispatch's pick: not a fit row
    DecodeMeasurement m;
    std::optional<AttentionBackend> backend = parseAttentionBackend(row["backend_requested"]);
    AttentionKey &k = m.key;
    double median = 0, p10 = 0;
    if (!backend || !to_integer(row["batch"], k.batch) || !to_integer(row["heads"], k.heads) ||
        !to_integer(row["kv_heads"], k.kvHeads) || !to_integer(row["kv_len"], k.kvLen) ||
        !to_integer(row["head_dim"], k.headDim) || !to_float(row["median_us"], median) ||
        !to_float(row["p10_us"], p10))
      return table.error(row, "expected a backend and integer sizes and times");
    // One query over the cache, V as wide as K: the key as the model sees it,
    // whose extents are checked.
    k.qLen = 1;
    k.vHeadDim = k.headDim;
    k.causal = false;
    // The extents dimtune models anywhere (AttentionProblem.h's bounds).
    if (k.batch <= 0 || k.heads <= 0 || k.kvHeads <= 0 || k.heads % k.kvHeads || k.kvLen <= 0 ||
        k.headDim <= 0 || !attentionExtentsModelled(k) || !(p10 > 0) || !(median >= p10) ||
        !std::isfinite(median))
      return table.error(row, "sizes and times must be positive and modelled (kv_heads "
                              "dividing heads, p10 <= median)");
    m.backend = *backend;
    m.set = row["set"].str();
    m.us = time == DecodeTime::P10WhereQueued && median > 1.3 * p10 ? p10 : median;
    out.push_back(m);
    return Error::success();
  };
  return readCsvRecords<DecodeMeasurement>(
      path,
      {"set", "backend_requested", "batch", "heads", "kv_heads", "kv_len", "head_dim", "median_us",
       "p10_us", "status"},
      "decode attention rows measured on a forced backend", readRow);
}

namespace {

/// One factor of the fit and the values the search tries.
struct Axis {
  StringLiteral name;
  double DecodeAttentionFit::*member;
  std::vector<double> grid;
};

std::vector<Axis> axes() {
  return {{"launch_us", &DecodeAttentionFit::launchUs, {4, 5, 6, 8, 10, 12, 14, 16}},
          {"split_bandwidth_efficiency",
           &DecodeAttentionFit::splitBandwidthEfficiency,
           {0.5, 0.6, 0.65, 0.7, 0.75, 0.8, 0.85, 0.9, 0.95}},
          {"bandwidth_efficiency",
           &DecodeAttentionFit::bandwidthEfficiency,
           {0.4, 0.5, 0.6, 0.7, 0.8, 0.9, 0.95}},
          {"compute_efficiency",
           &DecodeAttentionFit::computeEfficiency,
           {0.1, 0.12, 0.15, 0.2, 0.3, 0.4, 0.5, 0.6, 0.7, 0.8}},
          {"key_block_us",
           &DecodeAttentionFit::keyBlockUs,
           {0.05, 0.1, 0.2, 0.3, 0.5, 0.8, 1.2, 1.6, 2.4, 3.2}},
          {"reread_fraction", &DecodeAttentionFit::rereadFraction, {0, 0.1, 0.25, 0.5, 1}},
          {"value_reread_fraction",
           &DecodeAttentionFit::valueRereadFraction,
           {0, 0.1, 0.25, 0.5, 1}},
          {"combine_us", &DecodeAttentionFit::combineUs, {0, 2, 4, 6, 8}},
          {"shared_sm_slowdown",
           &DecodeAttentionFit::sharedSmSlowdown,
           {0, 0.1, 0.2, 0.3, 0.4, 0.5, 0.7, 1}}};
}

/// A row with what does not depend on the factors worked out once.
struct Prepared {
  const DecodeMeasurement *m;
  DecodeShape shape;
};

std::vector<Prepared> prepare(const GpuTarget &target, ArrayRef<DecodeMeasurement> rows,
                              AttentionBackend backend, StringRef set) {
  std::vector<Prepared> out;
  for (const DecodeMeasurement &m : rows) {
    if (m.backend != backend || (!set.empty() && m.set != set))
      continue;
    Expected<AttentionKernel> kernel = attentionKernel(backend, m.key.headDim, target);
    if (!kernel) {
      consumeError(kernel.takeError());
      continue;
    }
    out.push_back({&m, decodeShape(backend, m.key, *kernel, target)});
  }
  return out;
}

double predict(const Prepared &p, const DecodeAttentionFit &fit, const GpuTarget &target) {
  return decodeAttentionUs(p.m->key, p.shape, fit, target);
}

double objective(ArrayRef<Prepared> rows, const DecodeAttentionFit &fit, const GpuTarget &target) {
  std::vector<double> errors;
  double sum = 0;
  for (const Prepared &p : rows) {
    double e = std::fabs(std::log(predict(p, fit, target) / p.m->us));
    errors.push_back(e);
    sum += e;
  }
  return median(errors) + 0.3 * sum / double(errors.size());
}

struct Errors {
  double median = 0, p90 = 0, largest = 0;
  size_t rows = 0;
};

Errors relativeErrors(ArrayRef<Prepared> rows, const DecodeAttentionFit &fit,
                      const GpuTarget &target) {
  std::vector<double> errors;
  for (const Prepared &p : rows)
    errors.push_back(std::fabs(predict(p, fit, target) / p.m->us - 1));
  Errors e;
  e.rows = errors.size();
  e.median = dimtune::median(errors);
  e.p90 = quantile(errors, 0.9);
  for (double x : errors)
    e.largest = std::max(e.largest, x);
  return e;
}

DecodeAttentionFit fitBackend(ArrayRef<Prepared> rows, const GpuTarget &target) {
  std::vector<Axis> grid = axes();
  auto at = [&](const std::vector<size_t> &index) {
    DecodeAttentionFit fit;
    for (auto [axis, i] : llvm::zip_equal(grid, index))
      fit.*axis.member = axis.grid[i];
    fit.calibrated = true;
    return fit;
  };
  std::mt19937 random(1); // fixed: the fit is deterministic
  std::vector<size_t> best;
  double bestValue = INFINITY;
  for (int start = 0; start < 24; ++start) {
    std::vector<size_t> index;
    for (const Axis &axis : grid)
      index.push_back(start == 0 ? axis.grid.size() / 2 : random() % axis.grid.size());
    double value = objective(rows, at(index), target);
    for (int sweep = 0; sweep < 5; ++sweep)
      for (size_t a = 0; a < grid.size(); ++a)
        for (size_t i = 0; i < grid[a].grid.size(); ++i) {
          std::vector<size_t> tried = index;
          tried[a] = i;
          double v = objective(rows, at(tried), target);
          if (v < value) {
            value = v;
            index = tried;
          }
        }
    if (value < bestValue) {
      bestValue = value;
      best = index;
    }
  }
  return at(best);
}

constexpr AttentionBackend kFitted[] = {AttentionBackend::Flash2, AttentionBackend::Cudnn,
                                        AttentionBackend::Efficient};

} // namespace

Expected<json::Object> fitDecode(const GpuTarget &target, ArrayRef<DecodeMeasurement> rows,
                                 StringRef source) {
  json::Object fits;
  for (AttentionBackend backend : kFitted) {
    std::vector<Prepared> fitRows = prepare(target, rows, backend, "fit");
    if (fitRows.empty())
      continue;
    DecodeAttentionFit fit = fitBackend(fitRows, target);
    Errors e = relativeErrors(fitRows, fit, target);
    json::Object out = std::move(*toJSON(fit).getAsObject());
    out["median_rel_error"] = e.median;
    out["p90_rel_error"] = e.p90;
    out["rows"] = int64_t(e.rows);
    fits[attentionBackendName(backend)] = std::move(out);
    errs() << formatv("{0}: {1} fit rows, median |error| {2:f1}%, p90 {3:f1}%\n",
                      attentionBackendName(backend), e.rows, e.median * 100, e.p90 * 100);
  }
  if (fits.empty())
    return createStringError(
        "no fit rows of a backend the decode model fits (flash, cudnn, efficient) in " + source);
  return json::Object{
      {"target", target.name}, {"measurements", source}, {"decode", std::move(fits)}};
}

std::string checkDecode(const GpuTarget &target, ArrayRef<DecodeMeasurement> rows) {
  const Calibration &cal = target.calibration;
  std::string csv = "set,backend,batch,heads,kv_heads,kv_len,head_dim,splits,ctas,measured_us,"
                    "predicted_us,rel_error\n";
  outs() << formatv("target {0} ({1})\n", target.name, cal.decodeProvenance);
  for (AttentionBackend backend : kFitted)
    for (StringRef set : {"fit", "validate"}) {
      std::vector<Prepared> prepared = prepare(target, rows, backend, set);
      if (prepared.empty())
        continue;
      const DecodeAttentionFit &fit = cal.decodeFit(backend);
      Errors e = relativeErrors(prepared, fit, target);
      outs() << formatv("{0} {1}: {2} rows, median |pred - meas| / meas {3:f1}%, p90 {4:f1}%, "
                        "largest {5:f1}%{6}\n",
                        attentionBackendName(backend), set, e.rows, e.median * 100, e.p90 * 100,
                        e.largest * 100, fit.calibrated ? "" : " (not calibrated)");
      for (const Prepared &p : prepared) {
        const AttentionKey &k = p.m->key;
        double predicted = predict(p, fit, target);
        csv += formatv("{0},{1},{2},{3},{4},{5},{6},{7},{8},{9:f3},{10:f3},{11:f4}\n", set,
                       attentionBackendName(backend), k.batch, k.heads, k.kvHeads, k.kvLen,
                       k.headDim, p.shape.splits, p.shape.ctas, p.m->us, predicted,
                       predicted / p.m->us - 1);
      }
    }
  return csv;
}

} // namespace dimtune
