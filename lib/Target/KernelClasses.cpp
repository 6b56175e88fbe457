//===- KernelClasses.cpp - Names of attention backends and memory kinds ---===//

#include "dimtune/Target/GpuTarget.h"

#include "llvm/ADT/StringSwitch.h"
#include "llvm/Support/ErrorHandling.h"

namespace dimtune {

llvm::StringRef attentionBackendName(AttentionBackend backend) {
  switch (backend) {
  case AttentionBackend::Flash2:
    return "flash2";
  case AttentionBackend::Flash3:
    return "flash3";
  case AttentionBackend::Cudnn:
    return "cudnn";
  case AttentionBackend::Efficient:
    return "efficient";
  case AttentionBackend::Unfused:
    return "unfused";
  }
  llvm_unreachable("unknown attention backend");
}

std::optional<AttentionBackend> parseAttentionBackend(llvm::StringRef name) {
  return llvm::StringSwitch<std::optional<AttentionBackend>>(name)
      .Cases({"flash2", "flash"}, AttentionBackend::Flash2)
      .Case("flash3", AttentionBackend::Flash3)
      .Case("cudnn", AttentionBackend::Cudnn)
      .Case("efficient", AttentionBackend::Efficient)
      .Case("unfused", AttentionBackend::Unfused)
      .Default(std::nullopt);
}

llvm::StringRef memoryKindName(MemoryKind kind) {
  switch (kind) {
  case MemoryKind::Elementwise:
    return "elementwise";
  case MemoryKind::Strided:
    return "strided";
  case MemoryKind::Reduction:
    return "reduction";
  case MemoryKind::Gather:
    return "gather";
  case MemoryKind::Scatter:
    return "scatter";
  }
  llvm_unreachable("unknown memory kind");
}

} // namespace dimtune
