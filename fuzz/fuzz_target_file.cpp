//===- fuzz_target_file.cpp - Target files: TargetRegistry::loadJson ------===//
//
// Any text as a target file. Properties: a file that fails leaves the
// registry as it was; a file that loads gives chips the cost model can
// evaluate: every chip (built-in or from the file) predicts a finite, positive
// time for GEMMs of every element type, and look-up by each chip's name finds
// a chip.
//
//===----------------------------------------------------------------------===//

#include "FuzzSupport.h"

#include "dimtune/CostModel/CostModel.h"
#include "dimtune/Target/GpuTarget.h"

#include <cmath>

using namespace dimtune;

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  if (size > (1 << 16))
    return 0;
  llvm::StringRef text = fuzz::asText(data, size);
  TargetRegistry registry;
  size_t before = registry.targets().size();
  if (llvm::Error e = registry.loadJson(text, "fuzz.json")) {
    std::string message = llvm::toString(std::move(e));
    DIMTUNE_FUZZ_CHECK(message.find("'fuzz.json'") != std::string::npos,
                       "an error must name the file: " + message);
    DIMTUNE_FUZZ_CHECK(registry.targets().size() == before,
                       "a failed load changed the registry");
    return 0;
  }
  static const ElementType types[] = {ElementType::F32, ElementType::TF32, ElementType::F16,
                                      ElementType::BF16, ElementType::F8E4M3FN, ElementType::I8};
  for (const GpuTarget &target : registry.targets()) {
    DIMTUNE_FUZZ_CHECK(registry.lookup(target.name) != nullptr,
                       "cannot look up '" + target.name + "'");
    CostModel model(target);
    for (ElementType type : types) {
      // Peaks of 0 mean "no such path": such GEMMs have no finite time.
      if (target.peakTflops[linearGemmKey(64, 64, 64, type).math()] <= 0)
        continue;
      for (auto [m, n, k] : {std::tuple<int64_t, int64_t, int64_t>{1, 1, 1},
                             {4095, 50257, 768},
                             {8192, 8192, 8192}}) {
        GemmKey key = linearGemmKey(m, n, k, type);
        double us = model.estimate(key).predictedUs;
        DIMTUNE_FUZZ_CHECK(std::isfinite(us) && us > 0,
                           "'" + target.name + "' predicts " + std::to_string(us) + " us for " +
                               formatGemmShape(key) + " " + elementTypeName(type));
      }
    }
  }
  return 0;
}
