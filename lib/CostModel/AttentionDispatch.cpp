//===- AttentionDispatch.cpp - Which kernel runs an attention problem -----===//

#include "dimtune/CostModel/AttentionDispatch.h"

#include "dimtune/CostModel/AttentionModel.h"
#include "dimtune/Target/EnumNames.h"

#include "llvm/Support/FormatVariadic.h"

namespace dimtune {

static constexpr EnumName<AttentionChoice> kAttentionChoiceNames[] = {
    {AttentionChoice::Default, "default"},     {AttentionChoice::Flash2, "flash2"},
    {AttentionChoice::Flash3, "flash3"},       {AttentionChoice::Cudnn, "cudnn"},
    {AttentionChoice::Efficient, "efficient"}, {AttentionChoice::Unfused, "unfused"}};

llvm::StringRef attentionChoiceName(AttentionChoice choice) {
  return nameIn(kAttentionChoiceNames, choice);
}

std::optional<AttentionChoice> parseAttentionChoice(llvm::StringRef name) {
  return parseIn(kAttentionChoiceNames, name);
}

llvm::SmallVector<AttentionBackend> sdpaPriorityOrder(const GpuTarget &target) {
  int sm = target.smVersion();
  // check_prefer_cudnn_attention: compute capability 9.x or 10.x.
  if (sm / 10 == 9 || sm / 10 == 10)
    return {AttentionBackend::Cudnn, AttentionBackend::Flash2, AttentionBackend::Efficient};
  return {AttentionBackend::Flash2, AttentionBackend::Efficient};
}

AttentionDispatch dispatchAttention(const AttentionKey &key, AttentionChoice choice,
                                    const GpuTarget &target) {
  if (choice == AttentionChoice::Unfused)
    return {AttentionBackend::Unfused, "attention=unfused: its GEMMs and softmax", true};
  if (choice != AttentionChoice::Default) {
    auto backend = static_cast<AttentionBackend>(choice);
    if (llvm::Error e = checkAttentionSupport(backend, key, target))
      return {AttentionBackend::Unfused, llvm::toString(std::move(e)), false};
    return {backend, ("attention=" + attentionBackendName(backend)).str(), true};
  }
  // The first backend in PyTorch's order whose constraints hold.
  std::string refusals;
  for (AttentionBackend backend : sdpaPriorityOrder(target)) {
    llvm::Error e = checkAttentionSupport(backend, key, target);
    if (!e) {
      std::string reason = refusals.empty()
                               ? llvm::formatv("first in PyTorch SDPA's order on {0}", target.arch)
                                     .str()
                               : refusals;
      return {backend, reason, refusals.empty()};
    }
    refusals += (refusals.empty() ? "" : "; ") + llvm::toString(std::move(e));
  }
  return {AttentionBackend::Unfused,
          refusals + "; PyTorch's math path: its GEMMs and softmax as separate kernels", false};
}

} // namespace dimtune
