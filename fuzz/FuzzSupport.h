//===- FuzzSupport.h - Shared by dimtune's fuzz targets ----------*- C++ -*-===//
//
// Each fuzz target defines LLVMFuzzerTestOneInput. Built with clang's
// -fsanitize=fuzzer it is a libFuzzer binary; built with ReplayMain.cpp (any
// compiler) it runs the files and directories it is given once each, which is
// how the seed corpora and saved crashes are replayed by the lit suite.
//
// A target checks properties beyond "does not crash": when one fails it
// prints why and aborts, which libFuzzer reports as a crash.
//
//===----------------------------------------------------------------------===//

#ifndef DIMTUNE_FUZZ_FUZZSUPPORT_H
#define DIMTUNE_FUZZ_FUZZSUPPORT_H

#include "llvm/ADT/SmallString.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/Support/Error.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/JSON.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/raw_ostream.h"

#include <cstdint>
#include <cstdlib>
#include <string>

namespace dimtune::fuzz {

/// Fails the input: libFuzzer saves it as a crash.
[[noreturn]] inline void fail(const llvm::Twine &why) {
  llvm::errs() << "dimtune fuzz property failed: " << why << "\n";
  llvm::errs().flush();
  std::abort();
}

#define DIMTUNE_FUZZ_CHECK(cond, why)                                          \
  do {                                                                         \
    if (!(cond))                                                               \
      ::dimtune::fuzz::fail(llvm::Twine(#cond ": ") + (why));                  \
  } while (false)

/// A directory of this process's own, made once, for files the code under
/// test reads or writes (reports, databases, emitted programs).
inline const std::string &scratchDir() {
  static const std::string dir = [] {
    llvm::SmallString<128> path;
    if (std::error_code ec = llvm::sys::fs::createUniqueDirectory("dimtune-fuzz", path))
      fail("cannot create a scratch directory: " + ec.message());
    return std::string(path);
  }();
  return dir;
}

inline std::string scratchPath(llvm::StringRef name) {
  llvm::SmallString<128> path(scratchDir());
  llvm::sys::path::append(path, name);
  return std::string(path);
}

/// Writes `data` to `path` (replacing it).
inline void writeFile(llvm::StringRef path, llvm::StringRef data) {
  std::error_code ec;
  llvm::raw_fd_ostream os(path, ec);
  if (ec)
    fail("cannot write " + path + ": " + ec.message());
  os << data;
}

/// A file the code under test wrote must be valid JSON (a NaN or an infinity
/// printed as a number is not).
inline void checkJsonFile(llvm::StringRef path) {
  auto buffer = llvm::MemoryBuffer::getFile(path);
  if (!buffer)
    return; // not written (the run failed before writing)
  llvm::Expected<llvm::json::Value> parsed = llvm::json::parse((*buffer)->getBuffer());
  if (!parsed)
    fail(path + " is not valid JSON: " + llvm::toString(parsed.takeError()));
}

inline llvm::StringRef asText(const uint8_t *data, size_t size) {
  return llvm::StringRef(reinterpret_cast<const char *>(data), size);
}

} // namespace dimtune::fuzz

#endif // DIMTUNE_FUZZ_FUZZSUPPORT_H
