//===- ReplayMain.cpp - Run a fuzz target's inputs without libFuzzer ------===//
//
// usage: <target>-replay FILE|DIR...
// Runs LLVMFuzzerTestOneInput once on every file given and every file in the
// directories given (not recursive; names starting with '.' are skipped), and
// prints how many ran. A crash or a
// failed property aborts, as under libFuzzer; then the last "running" line
// names the input. Built by any compiler (the normal build replays the seed
// corpora and saved crashes in the lit suite).
//
//===----------------------------------------------------------------------===//

#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/raw_ostream.h"

#include <algorithm>
#include <cstdint>
#include <string>
#include <vector>

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);
extern "C" __attribute__((weak)) int LLVMFuzzerInitialize(int *argc, char ***argv);

int main(int argc, char **argv) {
  if (LLVMFuzzerInitialize)
    LLVMFuzzerInitialize(&argc, &argv);
  std::vector<std::string> files;
  for (int i = 1; i < argc; ++i) {
    llvm::StringRef arg = argv[i];
    if (!llvm::sys::fs::is_directory(arg)) {
      files.push_back(arg.str());
      continue;
    }
    std::vector<std::string> inDir;
    std::error_code ec;
    for (llvm::sys::fs::directory_iterator it(arg, ec), end; it != end && !ec; it.increment(ec))
      if (llvm::sys::fs::is_regular_file(it->path()) &&
          !llvm::sys::path::filename(it->path()).starts_with("."))
        inDir.push_back(it->path());
    if (ec) {
      llvm::errs() << "cannot list " << arg << ": " << ec.message() << "\n";
      return 2;
    }
    std::sort(inDir.begin(), inDir.end());
    files.insert(files.end(), inDir.begin(), inDir.end());
  }
  if (argc < 2) {
    llvm::errs() << "usage: " << argv[0] << " FILE|DIR...\n";
    return 2;
  }
  for (const std::string &file : files) {
    auto buffer = llvm::MemoryBuffer::getFile(file, /*IsText=*/false,
                                              /*RequiresNullTerminator=*/false);
    if (!buffer) {
      llvm::errs() << "cannot read " << file << "\n";
      return 2;
    }
    llvm::errs() << "running " << file << "\n";
    // A copy of exactly the file's bytes, so ASan sees reads past its end.
    std::vector<uint8_t> bytes((*buffer)->getBufferStart(), (*buffer)->getBufferEnd());
    LLVMFuzzerTestOneInput(bytes.data(), bytes.size());
  }
  llvm::outs() << "replayed " << files.size() << " inputs\n";
  return 0;
}
