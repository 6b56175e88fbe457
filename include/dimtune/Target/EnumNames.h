//===- EnumNames.h - One table per enum for its names -------------*- C++ -*-===//
//
// The names an enum is written and read by (in IR attributes, JSON, options),
// kept in one table so that writing and parsing cannot drift apart: the
// first entry of a value is the name it is written by, later entries of the
// same value are aliases that parse to it. Header-only; in Target, the
// library every other one builds on.
//
//===----------------------------------------------------------------------===//

#ifndef DIMTUNE_TARGET_ENUMNAMES_H
#define DIMTUNE_TARGET_ENUMNAMES_H

#include "llvm/ADT/StringRef.h"
#include "llvm/Support/ErrorHandling.h"

#include <optional>

namespace dimtune {

template <typename Enum> struct EnumName {
  Enum value;
  llvm::StringLiteral name;
};

/// The name `value` is written by: its first entry in `table`.
template <typename Enum, size_t N>
llvm::StringRef nameIn(const EnumName<Enum> (&table)[N], Enum value) {
  for (const EnumName<Enum> &entry : table)
    if (entry.value == value)
      return entry.name;
  llvm_unreachable("an enum value without a name in its table");
}

/// The value `name` (or an alias of it) stands for; none if no entry has it.
template <typename Enum, size_t N>
std::optional<Enum> parseIn(const EnumName<Enum> (&table)[N], llvm::StringRef name) {
  for (const EnumName<Enum> &entry : table)
    if (entry.name == name)
      return entry.value;
  return std::nullopt;
}

} // namespace dimtune

#endif // DIMTUNE_TARGET_ENUMNAMES_H
