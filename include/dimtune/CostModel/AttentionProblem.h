//===- AttentionProblem.h - Attention as a problem of its own -----*- C++ -*-===//
//
// softmax(Q K^T * scale + mask) V, as fused kernels (FlashAttention, cuDNN)
// run it: one problem, not six GEMMs. The key is what the fused-attention
// model and the tuning database tell problems apart by; the site says where
// the chain sits in IR. Plain data, no MLIR.
//
//===----------------------------------------------------------------------===//

#ifndef DIMTUNE_COSTMODEL_ATTENTIONPROBLEM_H
#define DIMTUNE_COSTMODEL_ATTENTIONPROBLEM_H

#include "dimtune/CostModel/GemmKey.h"

#include "llvm/Support/JSON.h"

#include <string>

namespace dimtune {

struct AttentionKey {
  ElementType type = ElementType::BF16;
  int64_t batch = 1;
  int64_t heads = 1;   ///< Query heads.
  int64_t kvHeads = 1; ///< Key/value heads: fewer for grouped-query, 1 for multi-query.
  int64_t qLen = 1, kvLen = 1;
  int64_t headDim = 1;  ///< Of Q and K.
  int64_t vHeadDim = 1; ///< Of V and the output.
  bool causal = false;
  /// A mask given as a tensor (a sliding window, padding): kernels cannot skip
  /// tiles by it, and read it.
  bool explicitMask = false;

  /// Multiply-adds of the two products as written (QK^T and PV), times two;
  /// causal counts the part below the diagonal (top-left aligned, as PyTorch's
  /// is_causal).
  double forwardFlops() const;
  /// The backward's five products (S recomputed, dP, dV, dQ, dK).
  double backwardFlops() const;
  /// Fraction of score entries a causal mask keeps (1 when not causal).
  double causalFraction() const;
  /// Bytes of Q, K, V and O, each once.
  double ioBytes() const;

  bool operator==(const AttentionKey &other) const;
  bool operator!=(const AttentionKey &other) const { return !(*this == other); }
};

/// Whether every extent of `key` is one dimtune models (each below 2^31, the
/// scores below 2^50 elements), as gemmExtentsModelled for GEMMs: what every
/// reader of attention problems (IR, CSVs, databases) checks first.
bool attentionExtentsModelled(const AttentionKey &key);

/// Where the chain sits in IR.
struct AttentionSite {
  std::string loc;  ///< The score contraction's location.
  std::string role; ///< From the importer, if any.
};

struct AttentionProblem : AttentionKey {
  AttentionSite site;
  /// The graph also holds the chain's backward (a training step).
  bool hasBackward = false;
};

/// "BxH(/KV)xSqxSkvxD[/Dv][ causal]", e.g. "8x12x1024x1024x64 causal".
std::string formatAttentionShape(const AttentionKey &key);

/// {"dtype", "batch", "heads", "kv_heads", "q_len", "kv_len", "head_dim",
///  "v_head_dim", "causal", "explicit_mask"}; fromJSON requires each but the
/// last (false when absent) and names what is wrong.
llvm::json::Value toJSON(const AttentionKey &key);
bool fromJSON(const llvm::json::Value &value, AttentionKey &key, llvm::json::Path path);
void writeAttentionKeyFields(llvm::json::OStream &j, const AttentionKey &key);

/// Whether `kvHeads` (positive) KV heads can serve `heads` query heads: each
/// the same whole number of them (grouped-query attention); where not, the
/// reader's mistake at "kv_heads".
bool checkHeadGroups(int64_t heads, int64_t kvHeads, llvm::json::Path path);

} // namespace dimtune

#endif // DIMTUNE_COSTMODEL_ATTENTIONPROBLEM_H
