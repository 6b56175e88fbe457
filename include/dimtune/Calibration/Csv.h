//===- Csv.h - The measurement CSVs the benchmarks write ----------*- C++ -*-===//
//
// What benchmarks/measure_*.py write and dimtune-fit reads: '#' lines are
// metadata ("# key: value"), the first other line is the header, then one row
// per line. Errors name the file and line.
//
//===----------------------------------------------------------------------===//

#ifndef DIMTUNE_CALIBRATION_CSV_H
#define DIMTUNE_CALIBRATION_CSV_H

#include "llvm/ADT/StringMap.h"
#include "llvm/Support/Error.h"

#include <string>
#include <vector>

namespace dimtune {

class CsvRow {
public:
  CsvRow(const llvm::StringMap<size_t> &columns, std::vector<std::string> fields, size_t line)
      : columns(&columns), fields(std::move(fields)), line(line) {}
  /// The field of `column` ("" when the row is short).
  llvm::StringRef operator[](llvm::StringRef column) const;
  size_t lineNumber() const { return line; }

private:
  const llvm::StringMap<size_t> *columns;
  std::vector<std::string> fields;
  size_t line;
};

struct CsvTable {
  std::string path;
  llvm::StringMap<std::string> metadata; ///< From "# key: value" lines.
  llvm::StringMap<size_t> columns;
  std::vector<CsvRow> rows;

  /// An error "PATH:LINE: message".
  llvm::Error error(const CsvRow &row, const llvm::Twine &message) const;
};

/// What a row's measured time must be: finite, positive and below 1e18 us (as
/// a tuning database's measures), so that no median or fit meets an infinity.
bool isMeasuredTime(double us);

/// The message of a row whose problem is larger than the model takes (each
/// extent below 2^31, gemmExtentsModelled and attentionExtentsModelled): the
/// IR readers skip such a problem, the CSV readers refuse its row.
inline constexpr llvm::StringLiteral kBeyondModelledExtents =
    "sizes beyond what the model takes (each extent below 2^31, each operand and the scores "
    "below 2^50 elements)";

/// Reads `path`; fails when it cannot be read or its header lacks one of
/// `required`. The table must stay where it is: rows refer to its columns.
llvm::Error readCsv(llvm::StringRef path, llvm::ArrayRef<llvm::StringRef> required,
                    CsvTable &table);

/// The records of `path`: `readRow(table, row, records)` appends what a row
/// gives (or nothing, for a row to skip) or returns the row's error. A table
/// that gives no record is an error naming `what` the rows should hold.
template <typename Record, typename ReadRow>
llvm::Expected<std::vector<Record>> readCsvRecords(llvm::StringRef path,
                                                   llvm::ArrayRef<llvm::StringRef> required,
                                                   llvm::StringRef what, ReadRow readRow) {
  CsvTable table;
  if (llvm::Error e = readCsv(path, required, table))
    return std::move(e);
  std::vector<Record> records;
  for (const CsvRow &row : table.rows)
    if (llvm::Error e = readRow(table, row, records))
      return std::move(e);
  if (records.empty())
    return llvm::createStringError(llvm::inconvertibleErrorCode(),
                                   "'" + path + "' holds no " + what);
  return records;
}

} // namespace dimtune

#endif // DIMTUNE_CALIBRATION_CSV_H
