//===- fuzz_runner_results.cpp - Merged files: TuningDb::mergeFile ------===//
//
// Any bytes as a file dimtune-tune --merge takes (the emitted benchmark
// program's results, the attention script's, or a shard's database), merged
// into an empty database from a scratch file.
// Properties: an error names the file and adds nothing; merged results save,
// load back with the same entries, and merging the same file again replaces
// (does not duplicate) its entries.
//
//===----------------------------------------------------------------------===//

#include "FuzzSupport.h"

#include "dimtune/Tuning/TuningDb.h"

using namespace dimtune;

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  if (size > (1 << 16))
    return 0;
  static const std::string results = fuzz::scratchPath("results.json");
  static const std::string saved = fuzz::scratchPath("merged-db.json");
  fuzz::writeFile(results, fuzz::asText(data, size));
  TuningDb db;
  if (llvm::Error e = db.mergeFile(results, "h200")) {
    std::string message = llvm::toString(std::move(e));
    DIMTUNE_FUZZ_CHECK(message.find("results.json") != std::string::npos,
                       "an error must name the file: " + message);
    DIMTUNE_FUZZ_CHECK(db.entries().empty(), "a failed merge added entries");
    return 0;
  }
  size_t entries = db.entries().size();
  if (llvm::Error e = db.mergeFile(results, "h200"))
    fuzz::fail("a file merged once fails the second time: " + llvm::toString(std::move(e)));
  DIMTUNE_FUZZ_CHECK(db.entries().size() == entries, "merging the same file twice added entries");
  if (llvm::Error e = db.save(saved))
    fuzz::fail("merged results do not save: " + llvm::toString(std::move(e)));
  llvm::Expected<TuningDb> again = TuningDb::load(saved);
  if (!again)
    fuzz::fail("merged results saved do not load: " + llvm::toString(again.takeError()));
  DIMTUNE_FUZZ_CHECK(again->entries().size() == entries,
                     "saving and loading changed the number of entries");
  return 0;
}
