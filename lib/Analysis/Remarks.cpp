//===- Remarks.cpp - What dimtune's passes tell, for people and tools -----===//

#include "dimtune/Analysis/Remarks.h"

#include "mlir/IR/Diagnostics.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/IR/Remarks.h"

#include "llvm/Support/Format.h"
#include "llvm/Support/FormatVariadic.h"

#include <cmath>

using namespace mlir;

namespace dimtune {

DimtuneRemark &DimtuneRemark::metric(llvm::StringRef key, double value) {
  if (std::isfinite(value)) // a figure that is not one is left out, never written as nan
    metrics.emplace_back(key.str(), llvm::formatv("{0}", llvm::format("%.6g", value)).str());
  return *this;
}

DimtuneRemark &DimtuneRemark::metric(llvm::StringRef key, int64_t value) {
  metrics.emplace_back(key.str(), std::to_string(value));
  return *this;
}

DimtuneRemark &DimtuneRemark::metric(llvm::StringRef key, llvm::StringRef value) {
  metrics.emplace_back(key.str(), value.str());
  return *this;
}

DimtuneRemark::~DimtuneRemark() {
  // The engine hands back an empty remark unless a --remarks-filter takes
  // this kind and category; then the remark is plain text.
  auto opts = remark::RemarkOpts::name(name).category(kRemarkCategory).subCategory(component);
  remark::detail::InFlightRemark remark = [&] {
    switch (kind) {
    case RemarkKind::Passed:
      return remark::passed(loc, opts);
    case RemarkKind::Missed:
      return remark::missed(loc, opts);
    case RemarkKind::Analysis:
      break;
    }
    return remark::analysis(loc, opts);
  }();
  if (!remark) {
    emitRemark(loc) << "dimtune: " << text;
    return;
  }
  remark << llvm::StringRef(text);
  for (const auto &[key, value] : metrics)
    remark << remark::detail::Remark::Arg(key, value);
}

} // namespace dimtune
