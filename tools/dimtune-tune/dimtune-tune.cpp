//===- dimtune-tune.cpp - Benchmark a module's GEMMs into a tuning database ===//
//
//   dimtune-tune MODULE.mlir --target NAME --db PATH [--shard I/N] [--work DIR]
//                [--candidates LIST] [--max-overhead F] [--algos K]
//       emits the benchmark program (--dimtune-emit-bench), builds it with
//       CMake and nvcc, runs it on this machine's GPU (its progress on
//       stderr), and merges the results into the database at PATH.
//   dimtune-tune --merge RESULTS.json|DB.json ... --target NAME --db PATH
//                [--force-target]
//       merges results measured elsewhere (another machine, Slurm array jobs,
//       one process per GPU with --shard I/N) or shard databases into PATH.
//
// Results are merged under --target's name: results whose "gpu" (as the
// device named itself) is another GPU are refused unless --force-target
// (kOverview below states the rules, cuBLASLt versions included).
//
// The database is written atomically: a tuning run saves it after the GEMMs'
// results and again after the attention's, so a killed run loses nothing
// already merged; --merge saves once, after every file merged, and a bad file
// leaves it as it was.
//
//===----------------------------------------------------------------------===//

#include "RunnerOptions.h"
#include "ToolSupport.h"
#include "TuningReport.h"
#include "dimtune/Emit/BenchPlan.h"
#include "dimtune/Emit/RunProgram.h"
#include "dimtune/PassSupport/ReadModule.h"
#include "dimtune/Plan/ModulePlan.h"
#include "dimtune/Transforms/Passes.h"
#include "dimtune/Tuning/TuningDb.h"

#include "mlir/IR/DialectRegistry.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/InitAllDialects.h"
#include "mlir/Pass/PassManager.h"
#include "mlir/Pass/PassRegistry.h"

#include "llvm/Support/CommandLine.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/InitLLVM.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/Program.h"
#include "llvm/Support/SourceMgr.h"
#include "llvm/Support/WithColor.h"
#include "llvm/Support/xxhash.h"

using namespace llvm;

static cl::list<std::string> inputs(cl::cat(dimtune::toolOptions()), cl::Positional,
                                    cl::desc("<module.mlir> | <results.json...> with --merge"));
static cl::opt<std::string> targetName(cl::cat(dimtune::toolOptions()), "target",
                                       cl::desc("GPU (name, alias or sm_XX)"), cl::Required);
static cl::opt<std::string> dbPath(cl::cat(dimtune::toolOptions()), "db",
                                   cl::desc("tuning database to create or update"), cl::Required);
static cl::opt<bool> mergeOnly(cl::cat(dimtune::toolOptions()), "merge",
                               cl::desc("merge results files or databases into --db"));
static dimtune::RunnerOptions runner("dimtune-tune-work",
                                     "I/N: this process runs every N-th problem from I");
static cl::opt<std::string> candidates(cl::cat(dimtune::toolOptions()), "candidates",
                                       cl::init(dimtune::kDefaultCandidateKinds),
                                       cl::desc("candidate kinds"));
static cl::opt<double> maxOverhead(cl::cat(dimtune::toolOptions()), "max-overhead", cl::init(0.10),
                                   cl::desc("extra FLOPs a candidate may add"));
static cl::opt<std::string>
    reportPrefix(cl::cat(dimtune::toolOptions()), "report",
                 cl::desc("write PREFIX.md and PREFIX.svg for the module from the database"));
static cl::opt<bool> noRun(cl::cat(dimtune::toolOptions()), "no-run",
                           cl::desc("with --report: only write the report from the database"));
static cl::opt<std::string> title(cl::cat(dimtune::toolOptions()), "title",
                                  cl::desc("the report's title (default: the module's file name)"));
static cl::opt<int> algos(cl::cat(dimtune::toolOptions()), "algos", cl::init(1),
                          cl::desc("time the best of cuBLASLt's top K algorithms"));
static cl::opt<unsigned> seed(cl::cat(dimtune::toolOptions()), "seed", cl::init(1),
                              cl::desc("the seed of the runner's round orders"));
static cl::opt<bool> forceTarget(
    cl::cat(dimtune::toolOptions()), "force-target",
    cl::desc("merge results measured on another GPU than --target (or one dimtune does not know) "
             "under --target's name"));

static const char kOverview[] =
    "dimtune autotuner\n"
    "\n"
    "  Results are stored under --target's name and must have been measured on that GPU\n"
    "  (else an error naming both, unless --force-target). Entries are keyed by GPU, cuBLASLt\n"
    "  version and problem; every reader takes the newest cuBLASLt's entry of a problem.\n";
static cl::opt<std::string> attentionChoice(
    cl::cat(dimtune::toolOptions()), "attention", cl::init("default"),
    cl::desc("attention backend the emitted attention benchmark times (as --dimtune-emit-bench's "
             "attention=: default, flash2, flash3, cudnn, efficient, unfused)"));
static cl::opt<std::string> targetFile(cl::cat(dimtune::toolOptions()), "target-file", cl::init(""),
                                       cl::desc("JSON file that adds or overrides GPUs"));
static cl::opt<std::string>
    python(cl::cat(dimtune::toolOptions()), "python", cl::init("python3"),
           cl::desc("the Python with PyTorch that runs attention_bench.py"));

static int fail(const Twine &message) { return dimtune::toolError(message); }

/// `path` (a shard's database, or the runner's or the attention script's
/// results) merged into `db`. Results measured on another GPU than `target`
/// are an error naming both, unless --force-target.
static Error mergeFile(dimtune::TuningDb &db, StringRef path,
                       const dimtune::TargetRegistry &registry, const dimtune::GpuTarget &target) {
  auto checkGpu = [&](StringRef gpu) -> Error {
    std::optional<std::string> which = dimtune::otherGpuThan(gpu, registry, target);
    if (!which)
      return Error::success();
    if (forceTarget) {
      WithColor::warning(errs(), "dimtune-tune")
          << "results '" << path << "' were measured on " << *which << "; merged as --target '"
          << target.name << "' (--force-target)\n";
      return Error::success();
    }
    return createStringError(inconvertibleErrorCode(),
                             "results '%s' were measured on %s, not on --target '%s': merge them "
                             "with the --target they were measured on, or pass --force-target",
                             path.str().c_str(), which->c_str(), target.name.c_str());
  };
  // Bounded by --target's own figures, a target file's chip's included.
  return db.mergeFile(path, target, checkGpu);
}

/// Runs a benchmark program that writes `results`, merges them into `db` and
/// saves it at once, so that a later failure keeps what was measured.
static Error runAndMerge(dimtune::TuningDb &db, StringRef program, ArrayRef<StringRef> args,
                         const Twine &what, StringRef results,
                         const dimtune::TargetRegistry &registry,
                         const dimtune::GpuTarget &target) {
  if (Error e = dimtune::runProgram(program, args, "dimtune-tune", what))
    return e;
  if (Error e = mergeFile(db, results, registry, target))
    return e;
  return db.save(dbPath);
}

static void printEntries(const dimtune::TuningDb &db) {
  outs() << formatv("{0}: {1} GEMM entries, {2} attention entries\n", dbPath, db.entries().size(),
                    db.attentionEntries().size());
}

/// A parsed module with the context it lives in; parse errors go to stderr.
struct ParsedModule {
  mlir::MLIRContext context;
  SourceMgr sourceMgr;
  mlir::OwningOpRef<mlir::ModuleOp> module;

  ParsedModule() : context(registry()) {}
  static mlir::DialectRegistry registry() {
    mlir::DialectRegistry r;
    mlir::registerAllDialects(r);
    return r;
  }
};

static Expected<std::unique_ptr<ParsedModule>> parseModule(StringRef path) {
  auto parsed = std::make_unique<ParsedModule>();
  auto buffer = llvm::MemoryBuffer::getFileOrSTDIN(path);
  if (!buffer)
    return createStringError(buffer.getError(), "cannot read '%s': %s", path.str().c_str(),
                             buffer.getError().message().c_str());
  parsed->sourceMgr.AddNewSourceBuffer(std::move(*buffer), llvm::SMLoc());
  mlir::SourceMgrDiagnosticHandler handler(parsed->sourceMgr, &parsed->context);
  parsed->module = dimtune::readModule(parsed->sourceMgr, &parsed->context);
  if (!parsed->module)
    return createStringError(inconvertibleErrorCode(), "cannot parse '%s'", path.str().c_str());
  return parsed;
}

/// The choice --attention names (checked in main).
static dimtune::AttentionChoice attentionOption() {
  return dimtune::parseAttentionChoice(attentionChoice).value_or(dimtune::AttentionChoice::Default);
}

/// The module plan under `policy`, with the options --dimtune-emit-bench
/// builds its plan with.
static dimtune::ModulePlan planModule(mlir::ModuleOp module, const dimtune::GpuTarget &target,
                                      dimtune::PadPolicy policy, const dimtune::TuningDb *db) {
  dimtune::PlanOptions options;
  options.attention = attentionOption();
  options.pad.policy = policy;
  options.pad.maxOverhead = maxOverhead;
  options.db = db;
  return dimtune::ModulePlan::build(module, target, options);
}

/// The decision `plan` took for the first GEMM of problem `key`.
static std::optional<dimtune::PadDecision> decisionFor(const dimtune::ModulePlan &plan,
                                                       const dimtune::GemmKey &key) {
  for (const dimtune::PlannedGemm &g : plan.gemms())
    if (static_cast<const dimtune::GemmKey &>(g.analysis.problem) == key)
      return g.analysis.decision;
  return std::nullopt;
}

/// The tuning report: each benchmarked problem as measured, and what each
/// policy's plan decides for it.
static Error writeReport(StringRef modulePath, const dimtune::GpuTarget &target,
                         const dimtune::TuningDb &db) {
  dimtune::CostModel model(target);
  Expected<std::unique_ptr<ParsedModule>> parsed = parseModule(modulePath);
  if (!parsed)
    return parsed.takeError();
  mlir::ModuleOp module = *(*parsed)->module;
  // Skipped GEMMs say why through remarks, which the report does not need.
  (*parsed)->context.getDiagEngine().registerHandler([](mlir::Diagnostic &d) {
    return mlir::success(d.getSeverity() == mlir::DiagnosticSeverity::Remark);
  });
  dimtune::ModulePlan modelPlan = planModule(module, target, dimtune::PadPolicy::Model, nullptr);
  dimtune::ModulePlan alignPlan = planModule(module, target, dimtune::PadPolicy::Align, nullptr);
  dimtune::ModulePlan measuredPlan = planModule(module, target, dimtune::PadPolicy::Measured, &db);
  std::vector<dimtune::GemmAnalysis> gemms;
  for (const dimtune::PlannedGemm &g : modelPlan.gemms())
    if (dimtune::benchUnsupportedReason(g.analysis.problem).empty())
      gemms.push_back(g.analysis);
  Expected<std::vector<dimtune::CandidateKind>> kinds = dimtune::parseCandidateKinds(candidates);
  if (!kinds)
    return kinds.takeError();
  std::vector<dimtune::BenchProblem> plan =
      dimtune::planBenchmarks(gemms, model, *kinds, maxOverhead);
  std::vector<dimtune::PolicyDecisions> decisions;
  for (const dimtune::BenchProblem &b : plan)
    decisions.push_back({decisionFor(alignPlan, b.problem), decisionFor(modelPlan, b.problem),
                         decisionFor(measuredPlan, b.problem)});
  std::vector<dimtune::ReportRow> rows = dimtune::buildReport(plan, decisions, model, db);
  std::string name = title.empty() ? sys::path::stem(modulePath).str() : title.getValue();
  std::string svgPath = reportPrefix + ".svg";
  std::pair<std::string, std::string> files[] = {
      {reportPrefix + ".md",
       dimtune::renderMarkdown(name, target, rows, sys::path::filename(svgPath))},
      {svgPath, dimtune::renderSvg(name, rows)}};
  for (auto &[path, content] : files)
    if (Error e = writeToOutput(path, [&](raw_ostream &os) {
          os << content;
          return Error::success();
        }))
      return e;
  dimtune::ReportTotals t = dimtune::totals(rows);
  outs() << formatv("{0}: original {1:f1} us, align {2:f1} us ({3:f3}x), model {4:f1} us "
                    "({5:f3}x), measured {6:f1} us ({7:f3}x)\n",
                    name, t.original, t.align, t.original / t.align, t.model, t.original / t.model,
                    t.measured, t.original / t.measured);
  return Error::success();
}

/// The file in a work directory that says which module its benchmark is of.
static constexpr const char kWorkModuleFile[] = "dimtune-tune-module.txt";

/// "PATH HASH" of the module file: what the work directory records.
static Expected<std::string> moduleIdentity(StringRef modulePath) {
  auto buffer = MemoryBuffer::getFile(modulePath);
  if (!buffer)
    return createStringError(buffer.getError(), "cannot read '%s': %s", modulePath.str().c_str(),
                             buffer.getError().message().c_str());
  SmallString<256> absolute(modulePath);
  sys::fs::make_absolute(absolute);
  return formatv("{0} {1:x-16}", absolute, xxh3_64bits((*buffer)->getBuffer())).str();
}

/// A work directory that holds the benchmark of another module is refused:
/// building and running it would measure and merge that other model.
static Error checkWorkDirectory(StringRef dir, StringRef identity) {
  SmallString<256> marker(dir), problems(dir);
  sys::path::append(marker, kWorkModuleFile);
  sys::path::append(problems, "problems.inc");
  if (auto recorded = MemoryBuffer::getFile(marker)) {
    if ((*recorded)->getBuffer().trim() != identity)
      return createStringError(inconvertibleErrorCode(),
                               "--work '%s' holds the benchmark of another module (%s); give "
                               "another --work, or remove it",
                               dir.str().c_str(), (*recorded)->getBuffer().trim().str().c_str());
    return Error::success();
  }
  if (sys::fs::exists(problems))
    return createStringError(inconvertibleErrorCode(),
                             "--work '%s' holds a benchmark that dimtune-tune did not write for "
                             "this module; give another --work, or remove it",
                             dir.str().c_str());
  return Error::success();
}

/// --dimtune-emit-bench on the module, into `dir`, which then records the module.
static Error emit(StringRef modulePath, StringRef dir) {
  Expected<std::string> identity = moduleIdentity(modulePath);
  if (!identity)
    return identity.takeError();
  if (Error e = checkWorkDirectory(dir, *identity))
    return e;
  Expected<std::unique_ptr<ParsedModule>> parsed = parseModule(modulePath);
  if (!parsed)
    return parsed.takeError();
  mlir::MLIRContext &context = (*parsed)->context;
  mlir::OwningOpRef<mlir::ModuleOp> &module = (*parsed)->module;
  // The pass's remarks (what it wrote, what it skipped) go to stderr.
  mlir::SourceMgrDiagnosticHandler handler((*parsed)->sourceMgr, &context);
  dimtune::DimtuneEmitBenchOptions options;
  options.target = targetName;
  options.targetFile = targetFile;
  options.out = dir.str();
  SmallVector<StringRef> kinds;
  StringRef(candidates).split(kinds, ',', -1, false);
  for (StringRef kind : kinds)
    options.candidates.push_back(kind.trim().str());
  options.maxOverhead = maxOverhead;
  options.attention = attentionOption();
  mlir::PassManager pm(&context);
  pm.addPass(dimtune::createDimtuneEmitBench(std::move(options)));
  if (mlir::failed(pm.run(*module)))
    return createStringError(inconvertibleErrorCode(), "emitting the benchmark failed");
  SmallString<256> marker(dir);
  sys::path::append(marker, kWorkModuleFile);
  return writeToOutput(marker, [&](raw_ostream &os) {
    os << *identity << "\n";
    return Error::success();
  });
}

int main(int argc, char **argv) {
  InitLLVM init(argc, argv);
  dimtune::registerDimtunePasses();
  dimtune::parseToolOptions(argc, argv, kOverview);
  dimtune::TargetRegistry registry;
  if (!targetFile.empty())
    if (Error e = registry.loadFile(targetFile))
      return fail(toString(std::move(e)));
  Expected<const dimtune::GpuTarget *> target = registry.get(targetName);
  if (!target)
    return fail(toString(target.takeError()));
  Expected<dimtune::TuningDb> db = dimtune::TuningDb::loadOrEmpty(dbPath);
  if (!db)
    return fail(toString(db.takeError()));
  if (inputs.empty())
    return fail(mergeOnly ? "--merge needs results files" : "no module given");
  if (!dimtune::parseAttentionChoice(attentionChoice))
    return fail("--attention='" + attentionChoice +
                "' is not one of default, flash2, flash3, cudnn, efficient, unfused");

  if (mergeOnly) {
    // All or nothing: a bad file leaves the database as it was.
    for (const std::string &path : inputs)
      if (Error e = mergeFile(*db, path, registry, **target))
        return fail(toString(std::move(e)));
    if (Error e = db->save(dbPath))
      return fail(toString(std::move(e)));
    printEntries(*db);
    return 0;
  }

  if (inputs.size() != 1)
    return fail("one module at a time");
  if (noRun) {
    if (reportPrefix.empty())
      return fail("--no-run writes a report: give --report PREFIX");
    if (Error e = writeReport(inputs.front(), **target, *db))
      return fail(toString(std::move(e)));
    return 0;
  }
  Expected<dimtune::Shard> shard = runner.shardToRun();
  if (!shard)
    return fail(toString(shard.takeError()));
  // The runner's own limits, said here rather than by its usage line.
  if (!runner.repeatsInLimits() || algos < 1 || algos > 64 || seed > 2147483647u)
    return fail("the runner takes --rounds 1..1000, --reps 3..100000, --algos 1..64 and "
                "--seed 0..2147483647");
  StringRef workDir = runner.workDir;
  SmallString<256> dir(workDir), build(workDir);
  sys::path::append(build, "build");
  std::string results = runner.resultsPath(*shard);
  if (Error e = emit(inputs.front(), dir))
    return fail(toString(std::move(e)));
  if (Error e = dimtune::buildBenchProgram(dir, build, "dimtune-tune"))
    return fail(toString(std::move(e)));
  SmallString<256> binary(build);
  sys::path::append(binary, "dimtune_bench");
  std::string algosArg = std::to_string(algos), roundsArg = std::to_string(runner.rounds),
              repsArg = std::to_string(runner.reps), seedArg = std::to_string(seed);
  if (Error e = runAndMerge(*db, binary,
                            {"--out", results, "--shard", runner.shard, "--algos", algosArg,
                             "--rounds", roundsArg, "--reps", repsArg, "--seed", seedArg},
                            "running the GEMM benchmark", results, registry, **target))
    return fail(toString(std::move(e)));
  // The attention chains, when the module has any, through PyTorch's SDPA.
  SmallString<256> script(workDir), attentionResults(workDir);
  sys::path::append(script, "attention_bench.py");
  sys::path::append(attentionResults,
                    formatv("results-attention-{0}-of-{1}.json", shard->index, shard->count).str());
  if (sys::fs::exists(script)) {
    if (Error e =
            runAndMerge(*db, python, {script, "--out", attentionResults, "--shard", runner.shard},
                        "running the attention benchmark", attentionResults, registry, **target))
      return fail(toString(std::move(e)));
  }
  printEntries(*db);
  if (!reportPrefix.empty())
    if (Error e = writeReport(inputs.front(), **target, *db))
      return fail(toString(std::move(e)));
  return 0;
}
