//===- Csv.cpp - The measurement CSVs the benchmarks write ----------------===//

#include "dimtune/Calibration/Csv.h"

#include "llvm/Support/MemoryBuffer.h"

#include <cmath>

using namespace llvm;

namespace dimtune {

bool isMeasuredTime(double us) { return std::isfinite(us) && us > 0 && us < 1e18; }

StringRef CsvRow::operator[](StringRef column) const {
  auto it = columns->find(column);
  if (it == columns->end() || it->second >= fields.size())
    return "";
  return fields[it->second];
}

Error CsvTable::error(const CsvRow &row, const Twine &message) const {
  return createStringError(inconvertibleErrorCode(),
                           (path + ":" + Twine(row.lineNumber()) + ": " + message).str());
}

Error readCsv(StringRef path, ArrayRef<StringRef> required, CsvTable &table) {
  ErrorOr<std::unique_ptr<MemoryBuffer>> buffer = MemoryBuffer::getFile(path);
  if (!buffer)
    return createStringError(buffer.getError(), "cannot read '%s': %s", path.str().c_str(),
                             buffer.getError().message().c_str());
  table.path = path.str();
  SmallVector<StringRef> lines;
  (*buffer)->getBuffer().split(lines, '\n', -1, false);
  bool header = false;
  for (auto [index, line] : llvm::enumerate(lines)) {
    line = line.trim();
    if (line.empty())
      continue;
    if (line.consume_front("#")) {
      auto [key, value] = line.split(':');
      table.metadata[key.trim()] = value.trim().str();
      continue;
    }
    SmallVector<StringRef> fields;
    line.split(fields, ',');
    if (!header) {
      for (auto [i, name] : llvm::enumerate(fields))
        table.columns[name.trim()] = i;
      for (StringRef needed : required)
        if (!table.columns.count(needed))
          return createStringError(inconvertibleErrorCode(), "%s:%zu: header lacks column '%s'",
                                   path.str().c_str(), index + 1, needed.str().c_str());
      header = true;
      continue;
    }
    std::vector<std::string> values;
    for (StringRef f : fields)
      values.push_back(f.trim().str());
    table.rows.emplace_back(table.columns, std::move(values), index + 1);
  }
  if (!header)
    return createStringError(inconvertibleErrorCode(), "'%s' has no header line",
                             path.str().c_str());
  return Error::success();
}

} // namespace dimtune
