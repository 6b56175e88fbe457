//===- Remarks.h - What dimtune's passes tell, for people and tools -*- C++ -*-===//
//
// Every remark of dimtune goes through DimtuneRemark. Without MLIR's remark
// engine it is a plain diagnostic, "dimtune: <message>", the text people read
// and the lit tests check. With the engine on (`--remarks-filter=dimtune`,
// `--remark-format=yaml --remarks-output-file=F`, in dimtune-opt or mlir-opt),
// it is an optimization remark: passed (an op was rewritten), missed (an op was
// left as it is, with the reason) or analysis (a cost, a step, a proposal),
// named, in category "dimtune" and the component's sub-category, with the
// message and its figures as machine-readable arguments. Tools read those or the
// JSON reports, never the remark text.
//
//===----------------------------------------------------------------------===//

#ifndef DIMTUNE_ANALYSIS_REMARKS_H
#define DIMTUNE_ANALYSIS_REMARKS_H

#include "mlir/IR/Location.h"

#include "llvm/ADT/SmallVector.h"
#include "llvm/Support/raw_ostream.h"

#include <string>
#include <utility>

namespace dimtune {

enum class RemarkKind { Analysis, Passed, Missed };

/// The remark category every dimtune remark is in (filter with
/// `--remarks-filter=dimtune`).
inline constexpr llvm::StringLiteral kRemarkCategory = "dimtune";

/// One remark, emitted when it goes out of scope. `component` is the
/// sub-category ("analyze", "pad", "advise", "emit-bench", "extraction"),
/// `name` what the remark is about ("GemmCost", "Padded", "Skipped", ...).
class DimtuneRemark {
public:
  DimtuneRemark(mlir::Location loc, RemarkKind kind, llvm::StringRef component,
                llvm::StringRef name)
      : loc(loc), kind(kind), component(component), name(name), stream(text) {}
  DimtuneRemark(const DimtuneRemark &) = delete;
  DimtuneRemark &operator=(const DimtuneRemark &) = delete;
  ~DimtuneRemark();

  template <typename T>
  DimtuneRemark &operator<<(const T &value) {
    stream << value;
    return *this;
  }

  /// A figure the structured remark carries as its own argument (the
  /// diagnostic text already says it in words).
  DimtuneRemark &metric(llvm::StringRef key, double value);
  DimtuneRemark &metric(llvm::StringRef key, int64_t value);
  DimtuneRemark &metric(llvm::StringRef key, llvm::StringRef value);

private:
  mlir::Location loc;
  RemarkKind kind;
  llvm::StringRef component, name;
  std::string text;
  llvm::raw_string_ostream stream;
  llvm::SmallVector<std::pair<std::string, std::string>> metrics;
};

} // namespace dimtune

#endif // DIMTUNE_ANALYSIS_REMARKS_H
