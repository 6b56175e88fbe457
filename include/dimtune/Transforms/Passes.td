//===- Passes.td - dimtune passes --------------------------*- tablegen -*-===//

#ifndef DIMTUNE_TRANSFORMS_PASSES
#define DIMTUNE_TRANSFORMS_PASSES

include "mlir/Pass/PassBase.td"

def DimtuneAnalyze : Pass<"dimtune-analyze", "::mlir::ModuleOp"> {
  let summary = "Report tile, wave and alignment losses of every GEMM on a GPU";
  let description = [{
    Finds every matmul-like op (linalg contractions, tosa.matmul), predicts its
    time on the target GPU with dimtune's calibrated cost model, and reports
    tile quantization, wave quantization, alignment of the contiguous dims,
    whether it is compute-, memory- or latency-bound, and the best padded
    shape within `max-overhead` extra FLOPs. One remark per GEMM; with
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
    Option<"maxOverhead", "max-overhead", "double", /*default=*/"0.10",
           "Extra FLOPs a suggested padding may add, as a fraction">,
  ];
}

#endif // DIMTUNE_TRANSFORMS_PASSES
