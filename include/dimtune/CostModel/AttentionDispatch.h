//===- AttentionDispatch.h - Which kernel runs an attention problem -*- C++ -*-===//
//
// The one rule for which kernel runs a chain: with attention=default, PyTorch
// SDPA's own dispatch (aten/src/ATen/native/transformers/cuda/sdp_utils.cpp,
// torch 2.11): the backends in its priority order for the architecture, each
// taken when its constraints hold (docs/attention-kernels.md lists them),
// else the math path (the chain's GEMMs and softmax as separate kernels).
// With a backend named, that backend where it can run the problem, else the
// math path. Every pass and tool reads this decision; none re-derives it.
// Pure: no MLIR.
//
//===----------------------------------------------------------------------===//

#ifndef DIMTUNE_COSTMODEL_ATTENTIONDISPATCH_H
#define DIMTUNE_COSTMODEL_ATTENTIONDISPATCH_H

#include "dimtune/CostModel/AttentionProblem.h"
#include "dimtune/Target/GpuTarget.h"

#include "llvm/ADT/SmallVector.h"

#include <optional>
#include <string>

namespace dimtune {

/// attention=: a fused-attention backend, "unfused" (its batched GEMMs and
/// softmax), or what PyTorch's SDPA picks for each problem. Each backend's
/// value is its AttentionBackend's, so that naming one is a conversion.
enum class AttentionChoice {
  Default = -1,
  Flash2 = static_cast<int>(AttentionBackend::Flash2),
  Flash3 = static_cast<int>(AttentionBackend::Flash3),
  Cudnn = static_cast<int>(AttentionBackend::Cudnn),
  Efficient = static_cast<int>(AttentionBackend::Efficient),
  Unfused = static_cast<int>(AttentionBackend::Unfused),
};

llvm::StringRef attentionChoiceName(AttentionChoice choice);
/// The choice a name stands for; none for a name no choice has.
std::optional<AttentionChoice> parseAttentionChoice(llvm::StringRef name);

/// The kernel that runs one attention problem, and why.
struct AttentionDispatch {
  /// Unfused: the math path, the chain's products as GEMMs and its softmax
  /// and mask as memory-bound kernels.
  AttentionBackend backend = AttentionBackend::Unfused;
  /// Why: "first in PyTorch's order on sm_90", "cudnn cannot run it: head
  /// dim 100 is not a multiple of 8", ...
  std::string reason;
  /// The backend asked for, or the first in PyTorch's order: none was
  /// passed over.
  bool firstChoice = true;

  bool fused() const { return backend != AttentionBackend::Unfused; }
};

/// The backends PyTorch SDPA tries on `target`, in order: cuDNN first on
/// Hopper and Blackwell (sm_90, sm_100: check_prefer_cudnn_attention with
/// cuDNN 9.19), FlashAttention-2 then the memory-efficient kernels elsewhere.
llvm::SmallVector<AttentionBackend> sdpaPriorityOrder(const GpuTarget &target);

/// Which kernel runs `key` under `choice` on `target`.
AttentionDispatch dispatchAttention(const AttentionKey &key, AttentionChoice choice,
                                    const GpuTarget &target);

} // namespace dimtune

#endif // DIMTUNE_COSTMODEL_ATTENTIONDISPATCH_H
