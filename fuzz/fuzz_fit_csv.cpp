//===- fuzz_fit_csv.cpp - dimtune-fit's CSV readers ----------------------===//
//
// Any bytes as the CSV each dimtune-fit mode reads: GEMM timings (fit, check),
// attention (attention-fit, attention-check), decode attention (decode-fit),
// memory-bound ops (memory-fit, which also fits) and power loads
// (power-check, which prices them).
// Properties: an error names the file; every row read is one the models take
// (extents within gemmExtentsModelled / attentionExtentsModelled, kv_heads
// dividing heads, a finite positive time), so no model meets a problem it
// would allocate without bound for; every load power-check prices gets a
// finite power; memory-fit runs clean under the sanitizers.
//
//===----------------------------------------------------------------------===//

#include "FuzzSupport.h"

#include "AttentionFit.h"
#include "DecodeFit.h"
#include "MemoryFit.h"
#include "PowerCheck.h"

#include "dimtune/Calibration/Csv.h"
#include "dimtune/Calibration/GemmFit.h"

#include <cmath>

using namespace dimtune;

namespace {

/// An error of a reader must name the file it read.
void checkNamesFile(llvm::Error e, llvm::StringRef path) {
  std::string message = llvm::toString(std::move(e));
  DIMTUNE_FUZZ_CHECK(message.find(path.str()) != std::string::npos,
                     "an error must name the file: " + message);
}

void checkAttentionKey(const AttentionKey &k) {
  DIMTUNE_FUZZ_CHECK(attentionExtentsModelled(k), "a row beyond the modelled extents was read: " +
                                                      formatAttentionShape(k));
  DIMTUNE_FUZZ_CHECK(k.heads % k.kvHeads == 0, "kv_heads must divide heads: " +
                                                   formatAttentionShape(k));
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  if (size > (1 << 16))
    return 0;
  static const std::string csv = fuzz::scratchPath("fit.csv");
  static const TargetRegistry registry;
  static const GpuTarget &h200 = *registry.lookup("h200");
  fuzz::writeFile(csv, fuzz::asText(data, size));

  if (llvm::Expected<std::vector<GemmMeasurement>> rows = readGemmMeasurements(csv)) {
    for (const GemmMeasurement &m : *rows) {
      const GemmKey &k = m.problem;
      DIMTUNE_FUZZ_CHECK(gemmExtentsModelled(double(k.batch), double(k.m), double(k.n),
                                             double(k.k)),
                         "a GEMM row beyond the modelled extents was read: " +
                             formatGemmShape(k));
      DIMTUNE_FUZZ_CHECK(isMeasuredTime(m.medianUs), "a GEMM row's time is not a measure");
    }
  } else {
    checkNamesFile(rows.takeError(), csv);
  }

  if (llvm::Expected<std::vector<AttentionMeasurement>> rows = readAttentionMeasurements(csv)) {
    for (const AttentionMeasurement &m : *rows) {
      checkAttentionKey(m.key);
      DIMTUNE_FUZZ_CHECK(isMeasuredTime(m.medianUs), "an attention row's time is not a measure");
    }
  } else {
    checkNamesFile(rows.takeError(), csv);
  }

  if (llvm::Expected<std::vector<DecodeMeasurement>> rows =
          readDecodeMeasurements(csv, DecodeTime::Median)) {
    for (const DecodeMeasurement &m : *rows) {
      checkAttentionKey(m.key);
      DIMTUNE_FUZZ_CHECK(std::isfinite(m.us) && m.us > 0, "a decode row's time is not positive");
    }
  } else {
    checkNamesFile(rows.takeError(), csv);
  }

  if (llvm::Expected<PowerCheck> check = checkPower(h200, csv)) {
    for (double w : check->predictedW)
      DIMTUNE_FUZZ_CHECK(std::isfinite(w) && w > 0, "power-check priced a load at " +
                                                        std::to_string(w) + " W");
    DIMTUNE_FUZZ_CHECK(check->summary.find("inf") == std::string::npos &&
                           check->summary.find("nan") == std::string::npos,
                       "power-check's summary holds a non-finite figure: " + check->summary);
  } else {
    checkNamesFile(check.takeError(), csv);
  }

  // memory-fit reads and fits; its file is the tool's to write (none here: a
  // file written for every input, through LLVM's TempFile, whose
  // signal-handler entry stays, would make LeakSanitizer scan the heap after
  // each one, 2x slower).
  llvm::Expected<llvm::json::Object> fit = fitMemory(h200, csv);
  if (!fit)
    llvm::consumeError(fit.takeError());
  return 0;
}
