//===- Measurements.cpp - Measured GEMM timings ---------------------------===//

#include "Measurements.h"

#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/StringMap.h"
#include "llvm/Support/MemoryBuffer.h"

using namespace llvm;

namespace dimtune {

static Error lineError(StringRef path, size_t line, const Twine &message) {
  return createStringError(inconvertibleErrorCode(),
                           (path + ":" + Twine(line) + ": " + message).str());
}

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
  ErrorOr<std::unique_ptr<MemoryBuffer>> buffer = MemoryBuffer::getFile(path);
  if (!buffer)
    return createStringError(buffer.getError(), "cannot read '%s': %s",
                             path.str().c_str(),
                             buffer.getError().message().c_str());
  SmallVector<StringRef> lines;
  (*buffer)->getBuffer().split(lines, '\n', -1, false);
  StringMap<size_t> column;
  std::vector<Measurement> out;
  for (auto [index, line] : llvm::enumerate(lines)) {
    line = line.trim();
    if (line.empty() || line.starts_with("#"))
      continue;
    SmallVector<StringRef> fields;
    line.split(fields, ',');
    if (column.empty()) {
      for (auto [i, name] : llvm::enumerate(fields))
        column[name.trim()] = i;
      for (StringRef needed : {"dtype", "batch", "m", "n", "k", "a_contig",
                               "b_contig", "median_us"})
        if (!column.count(needed))
          return lineError(path, index + 1, "header lacks column '" + needed + "'");
      continue;
    }
    auto field = [&](StringRef name) -> StringRef {
      size_t i = column[name];
      return i < fields.size() ? fields[i].trim() : StringRef();
    };
    int64_t batch, m, n, k;
    double medianUs;
    if (!to_integer(field("batch"), batch) || !to_integer(field("m"), m) ||
        !to_integer(field("n"), n) || !to_integer(field("k"), k) ||
        !to_float(field("median_us"), medianUs) || batch <= 0 || m <= 0 ||
        n <= 0 || k <= 0 || medianUs <= 0)
      return lineError(path, index + 1, "expected positive batch, m, n, k, median_us");
    std::optional<GemmKey> problem =
        problemFor(field("dtype"), batch, m, n, k, field("a_contig"), field("b_contig"));
    if (!problem)
      return lineError(path, index + 1,
                       "unknown dtype or layout '" + line + "'");
    out.push_back({*problem, medianUs});
  }
  if (out.empty())
    return createStringError(inconvertibleErrorCode(), "'%s' holds no measurements",
                             path.str().c_str());
  return out;
}

} // namespace dimtune
