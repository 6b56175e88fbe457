//===- StepOps.h - The non-GEMM work of a step, kernel by kernel ---*- C++ -*-===//
//
// What one training (or inference) step of a Hugging Face model runs besides
// its GEMMs, as eager PyTorch runs the model's modules: each norm, activation,
// residual add, cast, copy, rotary embedding, bias gradient, the loss over the
// vocab and the embedding and its gradient, one MemoryOpSpec per kernel, per
// rank; and each layer's attention as one fused-attention problem. The
// importer writes these as linalg; the advisor prices them directly with the
// same model the analysis applies to that IR. Pure: no MLIR.
//
//===----------------------------------------------------------------------===//

#ifndef DIMTUNE_MODELCONFIG_STEPOPS_H
#define DIMTUNE_MODELCONFIG_STEPOPS_H

#include "dimtune/CostModel/AttentionProblem.h"
#include "dimtune/CostModel/MemoryOp.h"
#include "dimtune/ModelConfig/ModelConfig.h"

#include "llvm/ADT/SmallVector.h"

#include <string>
#include <vector>

namespace dimtune {

/// What an elementwise kernel computes (the importer writes it as the body).
enum class ElementwiseFn { Add, Mul, Neg, Tanh, Silu, Gelu, Relu, Cast, Fill, Pow, Rsqrt, Exp };

/// One operand of a kernel: its shape and type, and which of the kernel's
/// loops it spans (empty: all, in order). `permutation` (a transposed view,
/// as PyTorch's q.view(B, S, H, D).transpose(1, 2)) lists, for each of the
/// stored dims, the loop it is.
struct OperandSpec {
  llvm::SmallVector<int64_t, 4> shape;
  ElementType type = ElementType::BF16;
  llvm::SmallVector<unsigned, 4> loops;

  double bytes() const;
};

struct MemoryOpSpec {
  std::string role, pass, name; ///< e.g. "rms_norm", "bwd", "pow".
  MemoryKind kind = MemoryKind::Elementwise;
  ElementwiseFn fn = ElementwiseFn::Mul;
  /// The kernel's loops; the output spans the first `outputRank` of them,
  /// the rest are reduced (a Reduction or Scatter).
  llvm::SmallVector<int64_t, 4> loops;
  unsigned outputRank = 0;
  ElementType outputType = ElementType::BF16;
  llvm::SmallVector<OperandSpec, 4> inputs;
  int64_t count = 1; ///< Identical kernels (e.g. the residual adds of a layer).
  /// A row reduction inside a kernel with a CTA a row (layer_norm,
  /// log_softmax), not PyTorch's reduce kernel (kRowKernelAttr).
  bool rowKernel = false;

  /// The kernel as the memory model prices it.
  MemoryOp toMemoryOp() const;
};

/// One layer's attention, as a fused kernel runs it (per rank).
struct AttentionSpec {
  AttentionKey key;
  bool training = false;
  /// The model's eager attention runs it (runsEagerAttention): no SDPA call
  /// and no chain; its products are GEMMs of layerGemms, the rest kernels of
  /// layerMemoryOps.
  bool eager = false;
};

/// The memory-bound kernels of transformer layer `layer` (from 0), per rank.
std::vector<MemoryOpSpec> layerMemoryOps(const ModelConfig &config, const ImportOptions &options,
                                         int64_t layer);
/// Those of the model's ends: embeddings, the final norm, the loss over the
/// vocab (in fp32, as Hugging Face's ForCausalLMLoss computes it).
std::vector<MemoryOpSpec> headMemoryOps(const ModelConfig &config, const ImportOptions &options);
/// Layer `layer`'s attention problem (layers differ where only some have
/// the sliding window).
AttentionSpec layerAttention(const ModelConfig &config, const ImportOptions &options,
                             int64_t layer);

} // namespace dimtune

#endif // DIMTUNE_MODELCONFIG_STEPOPS_H
