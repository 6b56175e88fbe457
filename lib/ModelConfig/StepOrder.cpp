//===- StepOrder.cpp - The order a step's kernels run in ------------------===//

#include "dimtune/ModelConfig/StepOrder.h"

#include "llvm/ADT/StringSwitch.h"

namespace dimtune {

std::optional<StepPosition> stepPosition(llvm::StringRef role, llvm::StringRef pass,
                                         int64_t layer, int64_t layers) {
  // Forward order within a layer; the model's ends have their own layers.
  int rank = llvm::StringSwitch<int>(role)
                 .Cases({"embedding", "attention_mask"}, 0)
                 .Case("input_norm", 1)
                 .Cases({"qkv", "q", "k", "v"}, 2)
                 .Cases({"qk_norm", "rotary"}, 3)
                 .Case("kv_cache", 4)
                 .Cases({"attention", "attn_score", "attn_context"}, 5)
                 .Case("attn_out", 6)
                 .Case("residual", 7)
                 .Cases({"post_attention_norm", "pre_mlp_norm"}, 8)
                 .Case("router", 9)
                 .Cases({"mlp_gate", "mlp_up", "mlp_gate_up"}, 10)
                 .Case("activation", 11)
                 .Cases({"mlp_down", "post_mlp_norm"}, 12)
                 .Case("final_norm", 13)
                 .Case("lm_head", 14)
                 .Cases({"loss", "logits"}, 15)
                 .Default(-1);
  if (rank < 0 || pass.empty())
    return std::nullopt;
  StepPosition p;
  p.backward = pass != "fwd";
  // The backward runs a layer's modules in reverse.
  p.rank = p.backward ? 100 - rank : rank;
  p.layer = rank == 0 ? -1 : rank >= 13 ? layers : layer;
  return p;
}

} // namespace dimtune
