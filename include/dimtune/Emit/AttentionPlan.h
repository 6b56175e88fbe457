//===- AttentionPlan.h - What the attention benchmark measures ----*- C++ -*-===//
//
// From the module's attention problems to what the emitted attention
// benchmark (runtime/attention_bench.py, PyTorch SDPA with the chosen
// backend) times: identical problems once, with how often they occur; for
// each, the original and its candidates: the head dim rounded up to the
// backend's kernel head dim (does the padding cost what the kernel does
// anyway?) and other head counts at the same width (heads x head dim), on
// the kernels' buckets within a factor of two of the head dim, grouped-query
// keeping its group size. Pure: no MLIR.
//
//===----------------------------------------------------------------------===//

#ifndef DIMTUNE_EMIT_ATTENTIONPLAN_H
#define DIMTUNE_EMIT_ATTENTIONPLAN_H

#include "dimtune/CostModel/AttentionModel.h"
#include "dimtune/CostModel/GemmReport.h"

#include "llvm/Support/Error.h"

#include <string>
#include <vector>

namespace dimtune {

struct AttentionVariant {
  std::string label; ///< "original", "kernel_head_dim", "heads_20", ...
  int64_t heads = 0, kvHeads = 0, headDim = 0, vHeadDim = 0;
};

struct AttentionBenchProblem {
  AttentionProblem problem; ///< The first occurrence.
  int count = 0;
  AttentionBackend backend = AttentionBackend::Cudnn;
  std::vector<AttentionVariant> variants; ///< variants[0] is the original.
};

/// The fused chains of `chains`, each on the backend that runs it (the
/// module plan's dispatch); chains on the math path are GEMMs, not here.
std::vector<AttentionBenchProblem>
planAttentionBenchmarks(llvm::ArrayRef<AttentionAnalysis> chains, const GpuTarget &target);

/// The plan as the script reads it: {"format_version", "target",
/// "problems": [{key fields, "backend", "count", "variants": [...]}]}.
std::string renderAttentionPlan(llvm::ArrayRef<AttentionBenchProblem> plan,
                                const GpuTarget &target);

/// Writes attention_problems.json and attention_bench.py into `dir`.
llvm::Error writeAttentionBenchmark(llvm::StringRef dir,
                                    llvm::ArrayRef<AttentionBenchProblem> plan,
                                    const GpuTarget &target);

} // namespace dimtune

#endif // DIMTUNE_EMIT_ATTENTIONPLAN_H
