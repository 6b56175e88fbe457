//===- fuzz_hf_config.cpp - Hugging Face configs: parse, validate, GEMMs --===//
//
// Any text as a config.json: parseHfConfig, validate, and for configs that
// validate, the GEMMs of a layer and of the LM head under several
// parallelism and step settings that validateParallelism accepts.
// Properties: errors name the file; every GEMM has positive extents and
// count; GEMM lists are bounded (no runaway).
//
//===----------------------------------------------------------------------===//

#include "FuzzSupport.h"

#include "dimtune/ModelConfig/ModelConfig.h"

using namespace dimtune;

static void checkGemms(const std::vector<GemmSpec> &gemms, const char *what) {
  DIMTUNE_FUZZ_CHECK(gemms.size() < 10000, llvm::Twine(what) + ": too many GEMMs");
  for (const GemmSpec &g : gemms)
    DIMTUNE_FUZZ_CHECK(g.batch > 0 && g.m > 0 && g.n > 0 && g.k > 0,
                       llvm::Twine(what) + ": GEMM " + g.role + " " + g.pass + " is " +
                           formatGemmShape(g.batch, g.m, g.n, g.k));
}

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  if (size > (1 << 16))
    return 0;
  llvm::Expected<ModelConfig> config = parseHfConfig(fuzz::asText(data, size), "fuzz-config.json");
  if (!config) {
    std::string message = llvm::toString(config.takeError());
    DIMTUNE_FUZZ_CHECK(message.find("fuzz-config.json") != std::string::npos,
                       "an error must name the file: " + message);
    return 0;
  }
  if (llvm::Error e = config->validate()) {
    llvm::consumeError(std::move(e));
    return 0;
  }
  (void)config->parameterCount();
  for (int64_t tp : {1, 2, 8}) {
    for (StepPhase phase :
         {StepPhase::Forward, StepPhase::Train, StepPhase::Prefill, StepPhase::Decode}) {
      ImportOptions options;
      options.tp = tp;
      options.phase = phase;
      options.microBatch = tp == 2 ? 3 : 1;
      options.seq = tp == 8 ? 4096 : 1024;
      options.kvLen = phase == StepPhase::Decode ? 1000 : 0;
      options.sequenceParallel = tp == 8 && phase == StepPhase::Train;
      if (llvm::Error e = validateParallelism(*config, options)) {
        llvm::consumeError(std::move(e));
        continue;
      }
      checkGemms(layerGemms(*config, options), "layerGemms");
      checkGemms(headGemms(*config, options), "headGemms");
    }
  }
  return 0;
}
