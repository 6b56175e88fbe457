//===- fuzz_tuning_db.cpp - Tuning databases: TuningDb::parse -------------===//
//
// Any text as a tuning database. Properties: an error names the file; a
// database that parses saves (atomically, to a scratch file), loads back
// with the same entries, and answers look-ups for each of its keys.
//
//===----------------------------------------------------------------------===//

#include "FuzzSupport.h"

#include "dimtune/Tuning/TuningDb.h"

using namespace dimtune;

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  if (size > (1 << 16))
    return 0;
  llvm::Expected<TuningDb> db = TuningDb::parse(fuzz::asText(data, size), "fuzz-db.json");
  if (!db) {
    std::string message = llvm::toString(db.takeError());
    DIMTUNE_FUZZ_CHECK(message.find("fuzz-db.json") != std::string::npos,
                       "an error must name the file: " + message);
    return 0;
  }
  for (const TuningEntry &entry : db->entries()) {
    DIMTUNE_FUZZ_CHECK(db->lookup(entry.context.target, entry.key) != nullptr,
                       "no entry found for a key the database holds");
    (void)db->measuredGemmUs(entry.context.target, entry.key);
  }
  static const std::string path = fuzz::scratchPath("db.json");
  if (llvm::Error e = db->save(path))
    fuzz::fail("a parsed database does not save: " + llvm::toString(std::move(e)));
  llvm::Expected<TuningDb> again = TuningDb::load(path);
  if (!again)
    fuzz::fail("a saved database does not load: " + llvm::toString(again.takeError()));
  DIMTUNE_FUZZ_CHECK(again->entries().size() == db->entries().size(),
                     "saving and loading changed the number of entries");
  return 0;
}
