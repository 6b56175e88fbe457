//===- FitSupport.cpp - What every fit shares -----------------------------===//

#include "dimtune/Calibration/FitSupport.h"

#include "llvm/ADT/STLExtras.h"
#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/raw_ostream.h"

#include <algorithm>

using namespace llvm;

namespace dimtune {

double median(std::vector<double> values) {
  if (values.empty())
    return 0;
  llvm::sort(values);
  size_t h = values.size() / 2;
  return values.size() % 2 ? values[h] : 0.5 * (values[h - 1] + values[h]);
}

double quantile(std::vector<double> values, double q) {
  if (values.empty())
    return 0;
  llvm::sort(values);
  return values[std::min(values.size() - 1, size_t(q * double(values.size())))];
}

Error writeJsonFile(StringRef path, json::Value value) {
  StringRef to = path.empty() ? StringRef("-") : path;
  if (Error e = writeToOutput(to, [&](raw_ostream &os) {
        os << formatv("{0:2}", value) << "\n";
        return Error::success();
      }))
    // writeToOutput's message is "'PATH': reason".
    return createStringError(inconvertibleErrorCode(), "cannot write " + toString(std::move(e)));
  return Error::success();
}

} // namespace dimtune
