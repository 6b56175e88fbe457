//===- Measurements.cpp - Measured GEMM timings ---------------------------===//

#include "Measurements.h"
#include "Csv.h"

#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/StringMap.h"

#include <cmath>

using namespace llvm;

namespace dimtune {

/// The problem a row describes: A stored [m,k] ("k") or [k,m] ("m"), B stored
/// [k,n] ("n") or [n,k] ("k"), C [m,n].
static std::optional<GemmKey> problemFor(StringRef dtype, int64_t batch, int64_t m, int64_t n,
                                         int64_t k, StringRef aContig, StringRef bContig) {
  std::optional<ElementType> type = parseElementType(dtype);
  std::optional<GemmDim> a = parseGemmDim(aContig), b = parseGemmDim(bContig);
  if (!type || (*type != ElementType::BF16 && *type != ElementType::F16 &&
                *type != ElementType::F32))
    return std::nullopt;
  if (!a || (*a != GemmDim::K && *a != GemmDim::M) || !b ||
      (*b != GemmDim::N && *b != GemmDim::K))
    return std::nullopt;
  return denseGemmKey(*type, batch, m, n, k, *a, *b);
}

Expected<std::vector<Measurement>> readMeasurements(StringRef path) {
  CsvTable table;
  if (Error e = readCsv(path, {"dtype", "batch", "m", "n", "k", "a_contig", "b_contig", "median_us"},
                        table))
    return std::move(e);
  std::vector<Measurement> out;
  for (const CsvRow &row : table.rows) {
    int64_t batch, m, n, k;
    double medianUs;
    if (!to_integer(row["batch"], batch) || !to_integer(row["m"], m) ||
        !to_integer(row["n"], n) || !to_integer(row["k"], k) ||
        !to_float(row["median_us"], medianUs) || batch <= 0 || m <= 0 || n <= 0 || k <= 0 ||
        !(medianUs > 0) || !std::isfinite(medianUs))
      return table.error(row, "expected positive batch, m, n, k, median_us");
    std::optional<GemmKey> problem =
        problemFor(row["dtype"], batch, m, n, k, row["a_contig"], row["b_contig"]);
    if (!problem)
      return table.error(row, "unknown dtype or layout");
    out.push_back({*problem, medianUs});
  }
  if (out.empty())
    return createStringError(inconvertibleErrorCode(), "'%s' holds no measurements",
                             path.str().c_str());
  return out;
}

} // namespace dimtune
