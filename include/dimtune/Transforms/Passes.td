//===- Passes.td - dimtune passes --------------------------*- tablegen -*-===//

#ifndef DIMTUNE_TRANSFORMS_PASSES
#define DIMTUNE_TRANSFORMS_PASSES

include "mlir/Pass/PassBase.td"

def DimtuneAnalyze : Pass<"dimtune-analyze", "::mlir::ModuleOp"> {
  let summary = "Price every GEMM, attention chain and memory-bound kernel of a step on a GPU";
  let description = [{
    Reads the module into its plan: each attention chain and the kernel that
    runs it (PyTorch SDPA's dispatch, or the backend `attention=` names), every
    matmul-like op (linalg contractions, tosa.matmul) with its predicted time
    (tile and wave quantization, alignment of the contiguous dims, compute-,
    memory- or latency-bound) and the padding --dimtune-pad would apply under
    the same `policy`, `min-speedup` and `max-overhead` (pads and slices
    counted), and the memory-bound rest. One remark per attention chain, per
    distinct GEMM problem (`per-site`: per GEMM) and for the step; with
    `report=`, a JSON file (written atomically). The target comes from
    `target=`, else from the module's `dimtune.target` string attribute.
  }];
  let options = [
    Option<"target", "target", "std::string", /*default=*/"\"\"",
           "GPU name, alias or sm_XX (default: the module's dimtune.target)">,
    Option<"targetFile", "target-file", "std::string", /*default=*/"\"\"",
           "JSON file that adds or overrides GPUs">,
    Option<"report", "report", "std::string", /*default=*/"\"\"",
           "Write a JSON report to this path">,
    Option<"assumeDim", "assume-dim", "int64_t", /*default=*/"0",
           "Value taken for dynamic sizes (default: skip such GEMMs)">,
    Option<"maxOverhead", "max-overhead", "double", /*default=*/"::dimtune::kDefaultMaxOverhead",
           "Most extra FLOPs and bytes a padding may add, as a fraction">,
    Option<"policy", "policy", "::dimtune::PadPolicy", /*default=*/"::dimtune::PadPolicy::Model",
           "The padding policy whose decisions are reported (as --dimtune-pad's)",
           [{::llvm::cl::values(
             clEnumValN(::dimtune::PadPolicy::Align, "align", "every misaligned contiguous dim to the alignment (XLA's rule)"),
             clEnumValN(::dimtune::PadPolicy::Model, "model", "the cost model's best shape, pads paid for"),
             clEnumValN(::dimtune::PadPolicy::Measured, "measured", "the tuning database's fastest variant"))}]>,
    Option<"minSpeedup", "min-speedup", "double", /*default=*/"::dimtune::kDefaultPadMinSpeedup",
           "Least predicted speed-up, pads and slices counted, for a padding">,
    Option<"perSite", "per-site", "bool", /*default=*/"false",
           "One remark per GEMM op (default: one per distinct problem, with its count)">,
    Option<"db", "db", "std::string", /*default=*/"\"\"",
           "Tuning database (dimtune-tune): measured times beside the predictions">,
    Option<"exec", "exec", "::dimtune::ExecChoice", /*default=*/"::dimtune::ExecChoice::Default",
           "How the step is launched: eager (PyTorch issuing each op, a queue against the host) "
           "or graph (a CUDA graph replay); default: graph for decode modules, eager otherwise",
           [{::llvm::cl::values(
             clEnumValN(::dimtune::ExecChoice::Default, "default", "graph for decode, eager otherwise"),
             clEnumValN(::dimtune::ExecChoice::Eager, "eager", "eager PyTorch"),
             clEnumValN(::dimtune::ExecChoice::Graph, "graph", "a CUDA graph replay"))}]>,
    Option<"clock", "clock", "std::string", /*default=*/"\"sustained\"",
           "The SM clock the step is priced at: sustained (what its power holds under the "
           "target's cap), boost, or a number of MHz">,
    Option<"attention", "attention", "::dimtune::AttentionChoice",
           /*default=*/"::dimtune::AttentionChoice::Default",
           "How attention runs: a fused kernel (flash2, flash3, cudnn, efficient), or "
           "unfused (its two batched GEMMs and a softmax); default: what PyTorch's SDPA "
           "picks on the target",
           [{::llvm::cl::values(
             clEnumValN(::dimtune::AttentionChoice::Default, "default", "what SDPA picks on the target"),
             clEnumValN(::dimtune::AttentionChoice::Flash2, "flash2", "FlashAttention-2"),
             clEnumValN(::dimtune::AttentionChoice::Flash3, "flash3", "FlashAttention-3 (Hopper)"),
             clEnumValN(::dimtune::AttentionChoice::Cudnn, "cudnn", "cuDNN's fused attention"),
             clEnumValN(::dimtune::AttentionChoice::Efficient, "efficient", "memory-efficient (CUTLASS fmha)"),
             clEnumValN(::dimtune::AttentionChoice::Unfused, "unfused", "batched GEMMs and a softmax"))}]>,
  ];
}

def DimtunePad : Pass<"dimtune-pad", "::mlir::ModuleOp"> {
  let summary = "Run GEMMs at padded shapes that compute exactly the same function";
  let description = [{
    Pads linalg GEMMs (zeros on every padded dim, results sliced back) where
    the policy says so:
      align  pad each contiguous dim whose leading stride breaks the target's
             tensor-core alignment, whatever the predicted gain (XLA's rule);
      model  take the cost model's best padded shape when its predicted
             speed-up, pads and slices paid for, is at least `min-speedup` and
             its extra FLOPs and bytes stay under `max-overhead`;
      measured take the fastest variant measured in the tuning database
             `db` (pads and slices counted) when it is at least `min-speedup`
             faster; problems the database lacks fall back to model, with a
             remark.
    Batch dims are never padded. A constant weight is padded once, into a
    larger constant. GEMMs with dynamic sizes, on buffers, or with several
    loops collapsed into a padded dim are left alone with a remark. Each
    rewrite emits a remark: old and new shape, predicted speed-up, extra FLOPs
    and bytes, operands padded once.
  }];
  let options = [
    Option<"target", "target", "std::string", /*default=*/"\"\"",
           "GPU name, alias or sm_XX (default: the module's dimtune.target)">,
    Option<"targetFile", "target-file", "std::string", /*default=*/"\"\"",
           "JSON file that adds or overrides GPUs">,
    Option<"policy", "policy", "::dimtune::PadPolicy", /*default=*/"::dimtune::PadPolicy::Model",
           "Which padded shape a GEMM runs at",
           [{::llvm::cl::values(
             clEnumValN(::dimtune::PadPolicy::Align, "align", "every misaligned contiguous dim to the alignment (XLA's rule)"),
             clEnumValN(::dimtune::PadPolicy::Model, "model", "the cost model's best shape, pads paid for"),
             clEnumValN(::dimtune::PadPolicy::Measured, "measured", "the tuning database's fastest variant"))}]>,
    Option<"db", "db", "std::string", /*default=*/"\"\"",
           "Tuning database (dimtune-tune) for policy=measured">,
    Option<"minSpeedup", "min-speedup", "double", /*default=*/"::dimtune::kDefaultPadMinSpeedup",
           "Least predicted speed-up, pads and slices counted (policy=model)">,
    Option<"maxOverhead", "max-overhead", "double", /*default=*/"::dimtune::kDefaultMaxOverhead",
           "Most extra FLOPs and bytes, as a fraction (policy=model)">,
    Option<"report", "report", "std::string", /*default=*/"\"\"",
           "Write each GEMM's decision as JSON to this path">,
    Option<"padWeights", "pad-weights", "bool", /*default=*/"false",
           "Take weights that are function arguments padded, in the signature "
           "(dimtune.original_shape records the original); changes the interface">,
    Option<"attention", "attention", "::dimtune::AttentionChoice",
           /*default=*/"::dimtune::AttentionChoice::Default",
           "How attention runs: a fused kernel (flash2, flash3, cudnn, efficient), or "
           "unfused (its two batched GEMMs and a softmax); default: what PyTorch's SDPA "
           "picks on the target",
           [{::llvm::cl::values(
             clEnumValN(::dimtune::AttentionChoice::Default, "default", "what SDPA picks on the target"),
             clEnumValN(::dimtune::AttentionChoice::Flash2, "flash2", "FlashAttention-2"),
             clEnumValN(::dimtune::AttentionChoice::Flash3, "flash3", "FlashAttention-3 (Hopper)"),
             clEnumValN(::dimtune::AttentionChoice::Cudnn, "cudnn", "cuDNN's fused attention"),
             clEnumValN(::dimtune::AttentionChoice::Efficient, "efficient", "memory-efficient (CUTLASS fmha)"),
             clEnumValN(::dimtune::AttentionChoice::Unfused, "unfused", "batched GEMMs and a softmax"))}]>,
  ];
  let dependentDialects = ["::mlir::tensor::TensorDialect",
                           "::mlir::func::FuncDialect",
                           "::mlir::arith::ArithDialect",
                           "::mlir::affine::AffineDialect"];
}

def DimtuneEmitBench : Pass<"dimtune-emit-bench", "::mlir::ModuleOp"> {
  let summary = "Write a CUDA/cuBLASLt program that times each GEMM and its padded candidates";
  let description = [{
    Writes into `out` a self-contained CUDA C++ program with its CMakeLists.txt
    (`cmake -S DIR -B DIR/build && cmake --build DIR/build`; it builds without
    a GPU). Identical GEMM problems are benchmarked once, with a count of their
    occurrences; for each, the original shape and the candidates named in
    `candidates` (align, alignN, tile, wave, model) within `max-overhead`
    extra FLOPs, run through cuBLASLt with the layouts and types of the IR,
    timing the GEMM, the pads of A and B and the result slice separately, and
    checking each candidate's result against the original. The program writes
    JSON results with GPU, driver, CUDA and cuBLASLt versions; dimtune-tune
    turns them into a tuning database.
  }];
  let options = [
    Option<"target", "target", "std::string", /*default=*/"\"\"",
           "GPU name, alias or sm_XX (default: the module's dimtune.target)">,
    Option<"targetFile", "target-file", "std::string", /*default=*/"\"\"",
           "JSON file that adds or overrides GPUs">,
    Option<"out", "out", "std::string", /*default=*/"\"\"",
           "Directory to write the program into (required)">,
    ListOption<"candidates", "candidates", "std::string",
           "Candidate kinds: align, alignN (N a power of two >= 8), tile, wave, model; "
           "none: the original shapes alone (default: align,align64,tile,wave,model)">,
    Option<"maxOverhead", "max-overhead", "double", /*default=*/"::dimtune::kDefaultMaxOverhead",
           "Extra FLOPs a candidate may add, as a fraction">,
    Option<"attention", "attention", "::dimtune::AttentionChoice",
           /*default=*/"::dimtune::AttentionChoice::Default",
           "How attention runs: a fused kernel (flash2, flash3, cudnn, efficient), or "
           "unfused (its two batched GEMMs and a softmax); default: what PyTorch's SDPA "
           "picks on the target",
           [{::llvm::cl::values(
             clEnumValN(::dimtune::AttentionChoice::Default, "default", "what SDPA picks on the target"),
             clEnumValN(::dimtune::AttentionChoice::Flash2, "flash2", "FlashAttention-2"),
             clEnumValN(::dimtune::AttentionChoice::Flash3, "flash3", "FlashAttention-3 (Hopper)"),
             clEnumValN(::dimtune::AttentionChoice::Cudnn, "cudnn", "cuDNN's fused attention"),
             clEnumValN(::dimtune::AttentionChoice::Efficient, "efficient", "memory-efficient (CUTLASS fmha)"),
             clEnumValN(::dimtune::AttentionChoice::Unfused, "unfused", "batched GEMMs and a softmax"))}]>,
  ];
}

def DimtuneAdvise : Pass<"dimtune-advise", "::mlir::ModuleOp"> {
  let summary = "Propose model dimensions (vocab, heads, FFN, hidden, micro-batch) for a GPU";
  let description = [{
    On a module written by dimtune-import (its `dimtune.model` attribute),
    proposes changes to vocab_size, num_attention_heads (head dim),
    intermediate_size, hidden_size and micro_batch: candidates from alignment,
    tile and TP-divisibility multiples, ranked by the cost model's time of all
    the model's GEMMs, or by measured times where the tuning database `db` has
    every shape. Each proposal gives the parameter, from, to, the change in
    parameter count and the predicted (and measured) speed-up; also the batch
    roofline, the smallest micro-batch at which every projection is
    compute-bound. Remarks, and JSON (`report=`) and Markdown (`markdown=`).
    Other IR gets per-GEMM suggestions only, with a remark saying why.
  }];
  let options = [
    Option<"target", "target", "std::string", /*default=*/"\"\"",
           "GPU name, alias or sm_XX (default: the module's dimtune.target)">,
    Option<"targetFile", "target-file", "std::string", /*default=*/"\"\"",
           "JSON file that adds or overrides GPUs">,
    Option<"report", "report", "std::string", /*default=*/"\"\"",
           "Write the proposals as JSON to this path">,
    Option<"markdown", "markdown", "std::string", /*default=*/"\"\"",
           "Write a Markdown report to this path">,
    Option<"db", "db", "std::string", /*default=*/"\"\"",
           "Tuning database for measured speed-ups">,
    Option<"proposalsDir", "proposals-dir", "std::string", /*default=*/"\"\"",
           "Write the model as it is (baseline.mlir) and as each proposal would "
           "make it (PARAM-VALUE.mlir), to benchmark with dimtune-tune">,
    Option<"maxParamChange", "max-param-change", "double",
           /*default=*/"0.01",
           "Most change in the parameter count, as a fraction, of a proposal (padding up "
           "excepted): larger changes are alternatives">,
    Option<"kneeTolerance", "knee-tolerance", "double", /*default=*/"0.25",
           "Serving: the knee is the largest batch whose step is within this fraction of batch 1's">,
    Option<"plot", "plot", "std::string", /*default=*/"\"\"",
           "Serving: write the batch sweep as an SVG plot to this path">,
    Option<"exec", "exec", "::dimtune::ExecChoice", /*default=*/"::dimtune::ExecChoice::Default",
           "How the step is launched: eager (PyTorch issuing each op, a queue against the host) "
           "or graph (a CUDA graph replay); default: graph for decode modules, eager otherwise",
           [{::llvm::cl::values(
             clEnumValN(::dimtune::ExecChoice::Default, "default", "graph for decode, eager otherwise"),
             clEnumValN(::dimtune::ExecChoice::Eager, "eager", "eager PyTorch"),
             clEnumValN(::dimtune::ExecChoice::Graph, "graph", "a CUDA graph replay"))}]>,
    Option<"clock", "clock", "std::string", /*default=*/"\"sustained\"",
           "The SM clock the step is priced at: sustained (what its power holds under the "
           "target's cap), boost, or a number of MHz">,
    Option<"attention", "attention", "::dimtune::AttentionChoice",
           /*default=*/"::dimtune::AttentionChoice::Default",
           "How attention runs: a fused kernel (flash2, flash3, cudnn, efficient), or "
           "unfused (its two batched GEMMs and a softmax); default: what PyTorch's SDPA "
           "picks on the target",
           [{::llvm::cl::values(
             clEnumValN(::dimtune::AttentionChoice::Default, "default", "what SDPA picks on the target"),
             clEnumValN(::dimtune::AttentionChoice::Flash2, "flash2", "FlashAttention-2"),
             clEnumValN(::dimtune::AttentionChoice::Flash3, "flash3", "FlashAttention-3 (Hopper)"),
             clEnumValN(::dimtune::AttentionChoice::Cudnn, "cudnn", "cuDNN's fused attention"),
             clEnumValN(::dimtune::AttentionChoice::Efficient, "efficient", "memory-efficient (CUTLASS fmha)"),
             clEnumValN(::dimtune::AttentionChoice::Unfused, "unfused", "batched GEMMs and a softmax"))}]>,
  ];
}

#endif // DIMTUNE_TRANSFORMS_PASSES
