//===- KernelClasses.cpp - Names of attention backends and memory kinds ---===//

#include "dimtune/Target/GpuTarget.h"

#include "dimtune/Target/EnumNames.h"

#include "llvm/Support/ErrorHandling.h"

namespace dimtune {

static constexpr EnumName<AttentionBackend> kAttentionBackendNames[] = {
    {AttentionBackend::Flash2, "flash2"},
    {AttentionBackend::Flash2, "flash"}, // an alias: FlashAttention-2 is what "flash" runs
    {AttentionBackend::Flash3, "flash3"},
    {AttentionBackend::Cudnn, "cudnn"},
    {AttentionBackend::Efficient, "efficient"},
    {AttentionBackend::Unfused, "unfused"},
};

llvm::StringRef attentionBackendName(AttentionBackend backend) {
  return nameIn(kAttentionBackendNames, backend);
}

std::optional<AttentionBackend> parseAttentionBackend(llvm::StringRef name) {
  return parseIn(kAttentionBackendNames, name);
}

static constexpr EnumName<MemoryKind> kMemoryKindNames[] = {
    {MemoryKind::Elementwise, "elementwise"},
    {MemoryKind::Strided, "strided"},
    {MemoryKind::Reduction, "reduction"},
    {MemoryKind::Gather, "gather"},
    {MemoryKind::Scatter, "scatter"}};

llvm::StringRef memoryKindName(MemoryKind kind) { return nameIn(kMemoryKindNames, kind); }

std::string attentionFitName(AttentionBackend backend, bool backward, bool masked) {
  return (attentionBackendName(backend) + (backward ? "_bwd" : "_fwd") + (masked ? "_masked" : ""))
      .str();
}

} // namespace dimtune
