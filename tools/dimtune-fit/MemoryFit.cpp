//===- MemoryFit.cpp - Calibrate the memory-bound kernel model ------------===//
//
// Each measured op is one or more kernels of one kind; the table below says
// which, and how many bytes they really move per element of the op (the CSV's
// `bytes` is the least traffic of the op as a whole). The launch cost is the
// median time of the smallest elementwise ops; each kind's efficiency is the
// median, over its ops moving at least 32 MB, of bytes / ((t - launches) *
// bandwidth).
//
//===----------------------------------------------------------------------===//

#include "MemoryFit.h"
#include "dimtune/Calibration/Csv.h"
#include "dimtune/Calibration/FitSupport.h"

#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/JSON.h"
#include "llvm/Support/raw_ostream.h"

#include <algorithm>
#include <cmath>
#include <map>
#include <optional>

using namespace llvm;

namespace dimtune {
namespace {

struct OpClass {
  MemoryKind kind;
  int kernels;
  double trafficPerLeastByte; ///< Bytes the kernels move per byte of `bytes`.
};

/// What each op of measure_memory_ops.py runs as. Composite ops:
/// silu_mul is silu (4 bytes/element) then mul (6) against 6 least.
/// rotate_half (strided) is not fitted here: strided kernels are PyTorch's
/// unvectorized loop, priced per element at a rate fitted on whole layers
/// (benchmarks/fit_unvectorized.py).
std::optional<OpClass> classify(StringRef op) {
  if (is_contained({"clone", "add", "mul_scalar", "silu", "gelu_tanh", "cast_bf16_f32",
                    "cast_f32_bf16"},
                   op))
    return OpClass{MemoryKind::Elementwise, 1, 1.0};
  if (op == "silu_mul")
    return OpClass{MemoryKind::Elementwise, 2, 10.0 / 6.0};
  if (op == "log_softmax" || op == "layer_norm_fwd")
    return OpClass{MemoryKind::Reduction, 1, 1.0};
  if (op == "embedding_fwd")
    return OpClass{MemoryKind::Gather, 1, 1.0};
  if (op == "embedding_bwd")
    return OpClass{MemoryKind::Scatter, 1, 1.0};
  return std::nullopt; // composites of several kinds (cross-entropy, rms_reduce): not fitted
}

struct Row {
  OpClass cls;
  double bytes, us;
};

} // namespace

Expected<json::Object> fitMemory(const GpuTarget &target, StringRef csvPath) {
  auto readRow = [](const CsvTable &table, const CsvRow &row, std::vector<Row> &out) -> Error {
    std::optional<OpClass> cls = classify(row["op"]);
    double bytes, us;
    if (!cls || row["status"] != "ok")
      return Error::success(); // not fitted, or not measured: skipped
    // Bytes below 2^53: 2^50 elements of 8 bytes, the most an operand the
    // model takes can hold.
    constexpr double kMostOpBytes = double(int64_t(1) << 53);
    if (!to_float(row["bytes"], bytes) || !to_float(row["median_us"], us) || !(bytes > 0) ||
        !(bytes < kMostOpBytes) || !isMeasuredTime(us))
      return table.error(row, "expected positive bytes (below 2^53) and median_us (finite)");
    out.push_back({*cls, bytes * cls->trafficPerLeastByte, us});
    return Error::success();
  };
  Expected<std::vector<Row>> rows = readCsvRecords<Row>(
      csvPath, {"op", "bytes", "status", "median_us"}, "measured memory-bound ops", readRow);
  if (!rows)
    return rows.takeError();
  constexpr double kSmallBytes = 2 << 20, kLargeBytes = 32 << 20;
  std::vector<double> small;
  for (const Row &r : *rows)
    if (r.cls.kind == MemoryKind::Elementwise && r.cls.kernels == 1 && r.bytes <= kSmallBytes)
      small.push_back(r.us);
  if (small.empty())
    return createStringError("no small elementwise op in '" + csvPath + "' to fit the launch on");
  MemoryCalibration cal;
  cal.launchUs = median(small);
  double bandwidth = target.bandwidthBytesPerSecond();
  json::Object kinds;
  for (int k = 0; k < kNumMemoryKinds; ++k) {
    std::vector<double> samples;
    for (const Row &r : *rows)
      if (int(r.cls.kind) == k && r.bytes >= kLargeBytes && r.us > r.cls.kernels * cal.launchUs)
        samples.push_back(r.bytes / ((r.us - r.cls.kernels * cal.launchUs) * 1e-6 * bandwidth));
    if (samples.empty())
      continue;
    cal.efficiency[k] = std::min(1.0, median(samples));
    std::vector<double> errors;
    for (const Row &r : *rows)
      if (int(r.cls.kind) == k) {
        double predicted =
            r.cls.kernels * cal.launchUs + r.bytes / (bandwidth * cal.efficiency[k]) * 1e6;
        errors.push_back(std::abs(r.us / predicted - 1));
      }
    StringRef name = memoryKindName(MemoryKind(k));
    kinds[name] = json::Object{{"efficiency", std::round(cal.efficiency[k] * 1e4) / 1e4},
                               {"rows", int64_t(errors.size())},
                               {"median_rel_error", median(errors)}};
    errs() << formatv("{0,-12} efficiency {1:f3}, {2} rows, median error {3:p}\n", name,
                      cal.efficiency[k], errors.size(), median(errors));
  }
  return json::Object{{"target", target.name},
                      {"measurements", csvPath.str()},
                      {"launch_us", std::round(cal.launchUs * 100) / 100},
                      {"kinds", std::move(kinds)}};
}

} // namespace dimtune
