//===- MathPathAttention.h - SDPA's math path, kernel by kernel -*- C++ -*-===//
//
// An attention that no fused kernel takes (Falcon's one KV head without
// enable_gqa, a problem every backend refuses) runs on SDPA's math path:
// its two products as batched GEMMs and, between and around them, the
// memory-bound kernels PyTorch's _scaled_dot_product_attention_math and
// _safe_softmax launch (PyTorch 2.5 and later on CUDA). This is that list,
// read from the H200's profiles (benchmarks/profile_math_sdpa.py): the one
// table both the module plan (a chain in IR) and the step model of a config
// (StepTime) price the math path's memory-bound work by. Plain data, no MLIR.
//
//===----------------------------------------------------------------------===//

#ifndef DIMTUNE_COSTMODEL_MATHPATHATTENTION_H
#define DIMTUNE_COSTMODEL_MATHPATHATTENTION_H

#include "dimtune/CostModel/AttentionProblem.h"
#include "dimtune/CostModel/MemoryOp.h"

#include <string>
#include <vector>

namespace dimtune {

/// One memory-bound kernel of the math path.
struct MathPathKernel {
  std::string name; ///< "mask.add", "safe_softmax.where", ...
  bool backward = false;
  MemoryOp op;
};

/// The memory-bound kernels of one math-path attention over `key` (its type
/// the type the path computes in: fp32 where PyTorch upcasts bf16 and f16,
/// whose casts are the caller's ops), forward and with `training` backward,
/// in the order they run. The products are not here: they are GEMMs.
std::vector<MathPathKernel> mathPathKernels(const AttentionKey &key, bool training);

} // namespace dimtune

#endif // DIMTUNE_COSTMODEL_MATHPATHATTENTION_H
