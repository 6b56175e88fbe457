//===- dimtune-import.cpp - Hugging Face config.json to linalg IR ---------===//
//
//   dimtune-import CONFIG.json [--phase train|forward|prefill|decode] --micro-batch B
//                  (--seq S | --kv-len L) --tp T [--sp] [--layers L] [--dtype bf16]
//                  [--fused-projections] [--kv-cache static|dynamic] [--allow-unmodelled]
//                  -o OUT.mlir
//   --training is --phase train.
//
//===----------------------------------------------------------------------===//

#include "ToolSupport.h"
#include "dimtune/Frontend/ImportModel.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/IR/Verifier.h"

#include "llvm/Support/CommandLine.h"
#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/InitLLVM.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/WithColor.h"
#include "llvm/Support/raw_ostream.h"

using namespace llvm;

static cl::opt<std::string> configPath(cl::cat(dimtune::toolOptions()), cl::Positional,
                                       cl::Required, cl::desc("<config.json>"));
static cl::opt<int64_t> microBatch(cl::cat(dimtune::toolOptions()), "micro-batch", cl::init(1),
                                   cl::desc("sequences per micro-batch"));
static cl::opt<int64_t> seqLength(cl::cat(dimtune::toolOptions()), "seq", cl::init(2048),
                                  cl::desc("sequence length"));
static cl::opt<int64_t> tp(cl::cat(dimtune::toolOptions()), "tp", cl::init(1),
                           cl::desc("tensor-parallel ranks (shapes are per rank)"));
static cl::opt<bool> sp(cl::cat(dimtune::toolOptions()), "sp",
                        cl::desc("sequence parallelism (with --tp)"));
static cl::opt<bool> training(cl::cat(dimtune::toolOptions()), "training",
                              cl::desc("--phase train"));
static cl::opt<std::string> phaseName(
    cl::cat(dimtune::toolOptions()), "phase", cl::init(""),
    cl::desc("train (forward, loss, backward), forward (with its loss; the default), prefill "
             "(a prompt of --seq tokens into the KV cache, the last token's logits) or decode "
             "(one new token per sequence over a cache of --kv-len tokens)"));
static cl::opt<int64_t> kvLen(cl::cat(dimtune::toolOptions()), "kv-len", cl::init(0),
                              cl::desc("decode: tokens in the KV cache"));
static cl::opt<bool> fusedProjections(
    cl::cat(dimtune::toolOptions()), "fused-projections",
    cl::desc("Q, K, V in one GEMM and gate, up in one, as serving engines run them"));
static cl::opt<std::string> kvCache(cl::cat(dimtune::toolOptions()), "kv-cache", cl::init("static"),
                                    cl::desc("decode: static (written in place, as serving engines "
                                             "do) or dynamic (Hugging Face's DynamicCache: "
                                             "concatenated each step)"));
static cl::opt<int64_t> layers(cl::cat(dimtune::toolOptions()), "layers", cl::init(1),
                               cl::desc("layers to write"));
static cl::opt<std::string> dtype(cl::cat(dimtune::toolOptions()), "dtype", cl::init("bf16"),
                                  cl::desc("bf16, f16 or f32"));
static cl::opt<bool> allowUnmodelled(
    cl::cat(dimtune::toolOptions()), "allow-unmodelled",
    cl::desc("a config field that changes the step in a way dimtune does not model is a "
             "warning (the step is priced without it), not an error"));
static cl::opt<std::string> outPath(cl::cat(dimtune::toolOptions()), "o", cl::init("-"),
                                    cl::desc("output file"));

static int fail(const Twine &message) { return dimtune::toolError(message); }

int main(int argc, char **argv) {
  InitLLVM init(argc, argv);
  dimtune::parseToolOptions(argc, argv, "Hugging Face config.json to linalg IR\n");
  ErrorOr<std::unique_ptr<MemoryBuffer>> buffer = MemoryBuffer::getFile(configPath);
  if (!buffer)
    return fail("cannot read '" + configPath + "': " + buffer.getError().message());
  dimtune::ImportOptions options;
  options.microBatch = microBatch;
  options.seq = seqLength;
  options.tp = tp;
  options.sequenceParallel = sp;
  options.layers = layers;
  options.dtype = dtype;
  options.kvLen = kvLen;
  options.fusedProjections = fusedProjections;
  options.phase = training ? dimtune::StepPhase::Train : dimtune::StepPhase::Forward;
  if (!phaseName.empty()) {
    std::optional<dimtune::StepPhase> phase = dimtune::parseStepPhase(phaseName);
    if (!phase)
      return fail("--phase '" + phaseName + "' is not one of train, forward, prefill, decode");
    if (training && *phase != dimtune::StepPhase::Train)
      return fail("--training is --phase train: it cannot go with --phase " + phaseName);
    options.phase = *phase;
  }
  // A decode step computes one token per sequence: a --seq would be dropped.
  if (options.decode() && seqLength.getNumOccurrences())
    return fail("--seq is the prompt's length; --phase decode computes one token per sequence "
                "over --kv-len L");
  if (kvCache != "static" && kvCache != "dynamic")
    return fail("--kv-cache '" + kvCache + "' is not static or dynamic");
  if (kvCache == "dynamic" && !options.decode())
    return fail("--kv-cache dynamic is for --phase decode");
  options.dynamicCache = kvCache == "dynamic";
  std::vector<std::string> warnings;
  dimtune::HfReadOptions read{options.phase, allowUnmodelled, &warnings};
  Expected<dimtune::ModelConfig> config =
      dimtune::parseHfConfig((*buffer)->getBuffer(), configPath, read);
  if (!config)
    return fail(toString(config.takeError()));
  for (const std::string &warning : warnings)
    WithColor::warning(errs(), "dimtune-import") << warning << "\n";
  if (Error e = dimtune::validateParallelism(*config, options))
    return fail(configPath + ": " + toString(std::move(e)));
  if (layers > config->layers)
    return fail(
        formatv("--layers {0} is more than the model's {1}", layers.getValue(), config->layers));

  mlir::MLIRContext context;
  context.loadDialect<mlir::func::FuncDialect, mlir::arith::ArithDialect,
                      mlir::linalg::LinalgDialect, mlir::tensor::TensorDialect>();
  mlir::OwningOpRef<mlir::ModuleOp> module = dimtune::importModel(context, *config, options);
  if (!module || mlir::failed(mlir::verify(*module)))
    return fail("internal error: the module written for '" + configPath + "' does not verify");
  if (Error e = writeToOutput(outPath, [&](raw_ostream &os) {
        module->print(os);
        os << "\n";
        return Error::success();
      }))
    return fail(toString(std::move(e)));
  return 0;
}
