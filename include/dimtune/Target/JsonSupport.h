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

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/STLFunctionalExtras.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/Support/Error.h"
#include "llvm/Support/JSON.h"

#include <cstdint>
#include <utility>

namespace dimtune {

/// `text` parsed as JSON. The error says "not valid JSON: <the parser's
/// message>"; callers put the file's name in front. A double equal to 2^63 is
/// refused: LLVM's json::Value::getAsInteger, which every integer field is
/// read through, converts it to int64_t (undefined behaviour: its range check
/// compares with double(INT64_MAX), which rounds up to 2^63), and no field
/// dimtune reads comes near it. (Fields read as doubles bound their values
/// themselves, below 2^63, so that what loads also saves and loads again.)
llvm::Expected<llvm::json::Value> parseJson(llvm::StringRef text);

/// The JSON in the file at `path`, through parseJson; an error names the
/// file as "<what> '<path>'" (what cannot be read, or why it is not JSON).
llvm::Expected<llvm::json::Value> readJsonFile(llvm::StringRef path, llvm::StringRef what);

/// parseJson whose top level must be an object ("expected <expected>").
llvm::Expected<llvm::json::Object> parseJsonObject(llvm::StringRef text, llvm::StringRef expected);

/// The object `writeFields` writes into an open json::OStream object, as a
/// value: a type's toJSON and its streaming writer then share one field list.
llvm::json::Value jsonObjectFrom(llvm::function_ref<void(llvm::json::OStream &)> writeFields);

/// A named integer field of an object being read (the name a literal:
/// json::Path keeps a reference to it).
using NamedExtent = std::pair<llvm::StringLiteral, int64_t>;

/// Whether every field is positive; the first that is not is reported at
/// `path.field(name)` as "must be positive".
bool allPositive(llvm::json::Path path, llvm::ArrayRef<NamedExtent> fields);

} // namespace dimtune

#endif // DIMTUNE_TARGET_JSONSUPPORT_H
