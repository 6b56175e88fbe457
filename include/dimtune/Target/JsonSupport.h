//===- JsonSupport.h - Reading dimtune's JSON files ---------------*- C++ -*-===//
//
// The steps every JSON reader of dimtune takes alike (target files, tuning
// databases, HF configs, the built-in calibration, GEMM and attention keys),
// so that each says the same thing about the same mistake. In Target, the
// library every other one builds on.
//
//===----------------------------------------------------------------------===//

#ifndef DIMTUNE_TARGET_JSONSUPPORT_H
#define DIMTUNE_TARGET_JSONSUPPORT_H

#include "llvm/ADT/STLFunctionalExtras.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/Support/Error.h"
#include "llvm/Support/JSON.h"

#include <cstdint>
#include <initializer_list>
#include <utility>

namespace dimtune {

/// `text` parsed as JSON whose top level is an object. The error says "not
/// valid JSON: <the parser's message>" or "expected <expected>"; callers put
/// the file's name in front.
llvm::Expected<llvm::json::Object> parseJsonObject(llvm::StringRef text, llvm::StringRef expected);

/// The object `writeFields` writes into an open json::OStream object, as a
/// value: a type's toJSON and its streaming writer then share one field list.
llvm::json::Value jsonObjectFrom(llvm::function_ref<void(llvm::json::OStream &)> writeFields);

/// A named integer field of an object being read (the name a literal:
/// json::Path keeps a reference to it).
using NamedExtent = std::pair<llvm::StringLiteral, int64_t>;

/// Whether every field is positive; the first that is not is reported at
/// `path.field(name)` as "must be positive".
bool allPositive(llvm::json::Path path, std::initializer_list<NamedExtent> fields);

} // namespace dimtune

#endif // DIMTUNE_TARGET_JSONSUPPORT_H
