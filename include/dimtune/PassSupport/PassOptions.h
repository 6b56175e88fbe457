//===- PassOptions.h - Option types shared by dimtune's passes ----*- C++ -*-===//

#ifndef DIMTUNE_PASSSUPPORT_PASSOPTIONS_H
#define DIMTUNE_PASSSUPPORT_PASSOPTIONS_H

#include "dimtune/CostModel/PadPolicy.h"
#include "dimtune/Target/GpuTarget.h"

namespace dimtune {

/// attention=: a fused-attention backend, "unfused" (its batched GEMMs and
/// softmax), or what PyTorch's SDPA picks on the target. Each backend's value
/// is its AttentionBackend's, so that resolving a choice is a conversion.
enum class AttentionChoice {
  Default = -1,
  Flash2 = static_cast<int>(AttentionBackend::Flash2),
  Flash3 = static_cast<int>(AttentionBackend::Flash3),
  Cudnn = static_cast<int>(AttentionBackend::Cudnn),
  Efficient = static_cast<int>(AttentionBackend::Efficient),
  Unfused = static_cast<int>(AttentionBackend::Unfused),
};

/// The backend `choice` means on `target`.
AttentionBackend resolveAttentionChoice(AttentionChoice choice, const GpuTarget &target);

} // namespace dimtune

#endif // DIMTUNE_PASSSUPPORT_PASSOPTIONS_H
