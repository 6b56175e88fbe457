//===- fuzz_mlir_passes.cpp - The IR reader and every dimtune pass --------===//
//
// Any text as an MLIR module (the dialects and extensions dimtune-opt
// registers), then each pass on its own copy of it:
//   dimtune-analyze (a target, and the module's dimtune.target; a report),
//   dimtune-pad with policy align, model (pad-weights) and measured (a
//   tuning database), dimtune-advise (JSON and Markdown), dimtune-emit-bench
//   (into a scratch directory).
// Properties: no crash or sanitizer report; a pass that succeeds leaves IR
// that verifies; every JSON file a pass writes parses.
//
// The pipelines are parsed from the same strings a user would give mlir-opt,
// so option renames break this target loudly rather than silently.
//
//===----------------------------------------------------------------------===//

#include "FuzzSupport.h"

#include "dimtune/PassSupport/ReadModule.h"
#include "dimtune/Transforms/Passes.h"

#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/Diagnostics.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/IR/Verifier.h"
#include "mlir/InitAllDialects.h"
#include "mlir/InitAllExtensions.h"
#include "mlir/Pass/PassManager.h"
#include "mlir/Pass/PassRegistry.h"

#include <memory>
#include <vector>

using namespace mlir;

#ifndef DIMTUNE_FUZZ_TUNING_DB
#error "DIMTUNE_FUZZ_TUNING_DB: path of a tuning database (test/Inputs/tuning-db.json)"
#endif

namespace {

struct Pipeline {
  std::string text;
  std::vector<std::string> jsonFiles; ///< Files the pipeline writes, checked after it runs.
  OpPassManager passes;
};

struct Setup {
  DialectRegistry registry;
  std::vector<Pipeline> pipelines;

  Setup() {
    registerAllDialects(registry);
    registerAllExtensions(registry);
    dimtune::registerDimtunePasses();
    std::string dir = dimtune::fuzz::scratchDir();
    std::string db = DIMTUNE_FUZZ_TUNING_DB;
    auto add = [&](std::string pass, std::vector<std::string> json) {
      std::string text = "builtin.module(" + pass + ")";
      std::string errors;
      llvm::raw_string_ostream os(errors);
      FailureOr<OpPassManager> parsed = parsePassPipeline(text, os);
      if (failed(parsed))
        dimtune::fuzz::fail("bad pipeline " + text + ": " + errors);
      pipelines.push_back({text, std::move(json), std::move(*parsed)});
    };
    add("dimtune-analyze{target=h200 assume-dim=64 report=" + dir + "/analyze.json db=" + db + "}",
        {dir + "/analyze.json"});
    add("dimtune-analyze", {});
    add("dimtune-pad{target=h100 policy=align report=" + dir + "/pad.json}", {dir + "/pad.json"});
    add("dimtune-pad{target=h200 policy=model pad-weights=true}", {});
    add("dimtune-pad{target=h200 policy=measured db=" + db + "}", {});
    add("dimtune-advise{target=h200 report=" + dir + "/advice.json markdown=" + dir +
            "/advice.md}",
        {dir + "/advice.json"});
    add("dimtune-emit-bench{target=h200 out=" + dir + "/bench}", {});
  }
};

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  static Setup *setup = new Setup();
  if (size > (1 << 14))
    return 0;
  MLIRContext context(setup->registry, MLIRContext::Threading::DISABLED);
  // Diagnostics (remarks, errors) are the passes' business, not a failure;
  // errors are kept to explain a property that fails.
  std::string errors;
  ScopedDiagnosticHandler quiet(&context, [&](Diagnostic &diag) {
    if (diag.getSeverity() == DiagnosticSeverity::Error)
      errors += diag.str() + "\n";
    return success();
  });
  // MLIR's lexer relies on a NUL after the buffer (files are read so, by
  // mlir-opt and dimtune-opt alike); libFuzzer's bytes have none.
  std::string text(reinterpret_cast<const char *>(data), size);
  // Read as dimtune-tune reads, past upstream's indexing-map verifier crash.
  OwningOpRef<ModuleOp> module = dimtune::readModule(text, "fuzz.mlir", &context);
  if (!module)
    return 0;
  for (const Pipeline &pipeline : setup->pipelines) {
    for (const std::string &file : pipeline.jsonFiles)
      llvm::sys::fs::remove(file);
    OwningOpRef<ModuleOp> copy = module->clone();
    PassManager pm(&context, pipeline.passes.getOpAnchorName());
    static_cast<OpPassManager &>(pm) = pipeline.passes;
    // Verified below, so that a pass that breaks the IR is told apart from
    // one that fails cleanly.
    pm.enableVerifier(false);
    errors.clear();
    if (failed(pm.run(*copy)))
      continue;
    if (failed(verify(*copy))) {
      std::string ir;
      llvm::raw_string_ostream os(ir);
      copy->print(os, OpPrintingFlags().assumeVerified());
      dimtune::fuzz::fail(pipeline.text + " left IR that does not verify:\n" + errors + ir);
    }
    for (const std::string &file : pipeline.jsonFiles)
      dimtune::fuzz::checkJsonFile(file);
  }
  return 0;
}
