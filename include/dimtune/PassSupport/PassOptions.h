//===- PassOptions.h - Option types shared by dimtune's passes ----*- C++ -*-===//

#ifndef DIMTUNE_PASSSUPPORT_PASSOPTIONS_H
#define DIMTUNE_PASSSUPPORT_PASSOPTIONS_H

#include "dimtune/CostModel/PadPolicy.h"
#include "dimtune/Target/GpuTarget.h"

namespace dimtune {

/// attention=: a fused-attention backend, "unfused" (its batched GEMMs and
/// softmax), or what PyTorch's SDPA picks on the target.
enum class AttentionChoice { Default, Flash2, Flash3, Cudnn, Efficient, Unfused };

/// The backend `choice` means on `target`.
AttentionBackend resolveAttentionChoice(AttentionChoice choice, const GpuTarget &target);

} // namespace dimtune

#endif // DIMTUNE_PASSSUPPORT_PASSOPTIONS_H
