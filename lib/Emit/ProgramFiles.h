//===- ProgramFiles.h - Writing an emitted program's files --------*- C++ -*-===//
//
// What the GEMM benchmark (BenchEmitter.cpp) and the attention benchmark
// (AttentionPlan.cpp) share: a folder of generated files, each written
// atomically. Private to DimtuneEmit.
//
//===----------------------------------------------------------------------===//

#ifndef DIMTUNE_LIB_EMIT_PROGRAMFILES_H
#define DIMTUNE_LIB_EMIT_PROGRAMFILES_H

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/Support/Error.h"

#include <string>

namespace dimtune {

/// One file of an emitted program: its name in the folder and its text.
struct ProgramFile {
  llvm::StringRef name;
  std::string text;
};

/// Creates `dir` if missing and writes each file into it, atomically (a
/// temporary file renamed into place).
llvm::Error writeProgramFiles(llvm::StringRef dir, llvm::ArrayRef<ProgramFile> files);

} // namespace dimtune

#endif // DIMTUNE_LIB_EMIT_PROGRAMFILES_H
