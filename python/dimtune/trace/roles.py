"""dimtune roles from nn.Module paths and parameter names (the importer's names: ModelConfig.h's
GemmSpec and StepOps.cpp). A name that matches none gets no role."""

_GEMM_NAMES = {
    "qkv": {"c_attn", "query_key_value", "qkv_proj", "qkv", "wqkv", "in_proj", "to_qkv", "qkv_linear", "attn_qkv"},
    "q": {"q_proj", "query", "q", "wq", "to_q", "q_lin", "q_linear"},
    "k": {"k_proj", "key", "k", "wk", "to_k", "k_lin", "k_linear"},
    "v": {"v_proj", "value", "v", "wv", "to_v", "v_lin", "v_linear"},
    "attn_out": {"o_proj", "out_proj", "to_out", "out_lin", "o"},
    "mlp_gate": {"gate_proj", "w1", "wi_0"},
    "mlp_up": {"up_proj", "fc1", "c_fc", "dense_h_to_4h", "fc_in", "w3", "wi_1", "wi", "lin1", "gate_up_proj"},
    "mlp_down": {"down_proj", "fc2", "dense_4h_to_h", "fc_out", "w2", "lin2"},
    "router": {"router", "gate", "wg"},
    "lm_head": {"lm_head", "embed_out"},
}
# Names whose role depends on the block they sit in: an attention's output, or the MLP's.
_OUTPUT_NAMES = {"c_proj", "dense", "proj", "wo", "out", "output"}
_NORM_HINTS = ("norm", "ln")
_FINAL_NORMS = {"ln_f", "norm_f", "final_layer_norm", "final_layernorm", "final_norm"}
_POST_NORM_HINTS = ("2", "post", "ffn", "mlp", "after")
_INPUT_NORM_HINTS = ("1", "input", "attn", "attention", "before", "pre")
_EMBEDDING_NAMES = {"wte", "wpe", "embed_tokens", "word_embeddings", "embeddings", "tok_embeddings",
                    "position_embeddings", "embed_positions", "embedding", "pos_embed", "patch_embed"}


def _parts(path):
    return [p.lower() for p in path.split(".") if p] if path else []


def _is_attention(part):
    return "attn" in part or "attention" in part or part in ("mixer", "mha", "msa")


def _is_mlp(part):
    return any(h in part for h in ("mlp", "ffn", "feed_forward", "feedforward", "expert")) or \
        part in ("intermediate", "densereludense")


def gemm_role(path):
    """The role of a product computed by the module (or weight) at `path`, or None."""
    parts = _parts(path)
    if not parts:
        return None
    last = parts[-1]
    for role, names in _GEMM_NAMES.items():
        if last in names:
            return role
    if last == "output" and len(parts) == 1:  # Llama's original code: the LM head
        return "lm_head"
    if any("rotary" in p for p in parts):  # RoPE's angles, inv_freq x positions
        return "rotary"
    if last in _OUTPUT_NAMES:
        parents = parts[:-1]
        if any(_is_attention(p) for p in parents):
            return "attn_out"
        if "intermediate" in parents:
            return "mlp_up"
        if any(_is_mlp(p) or p == "output" for p in parents):  # BERT/ViT: layer.N.output.dense
            return "mlp_down"
    return None


def weight_path(name):
    """A parameter's module path: h.0.attn.c_attn.weight -> h.0.attn.c_attn, in_proj_weight -> in_proj."""
    for suffix in (".weight", "_weight", ".bias", "_bias"):
        if name.endswith(suffix):
            return name[: -len(suffix)]
    return name


_LOSS_OPS = frozenset({"_log_softmax", "nll_loss_forward", "nll_loss2d_forward", "nll_loss_backward",
                       "nll_loss2d_backward", "_log_softmax_backward_data", "cross_entropy_loss"})


def _norm_role(name, in_layer):
    """A norm's role by its name; a plain "norm" is a layer's first, or the final one outside layers."""
    if name in _FINAL_NORMS:
        return "final_norm"
    if any(h in name for h in _POST_NORM_HINTS):
        return "post_attention_norm"
    if any(h in name for h in _INPUT_NORM_HINTS) or in_layer:
        return "input_norm"
    return "final_norm"


def memory_role(path, module_class, phase, op):
    """The role of a memory-bound op (aten name `op`) run in the module at `path`, or None."""
    if phase == "loss" or op in _LOSS_OPS and not any(p.isdigit() for p in _parts(path)):
        return "loss"
    parts = _parts(path)
    cls = module_class.lower()
    last = parts[-1] if parts else ""
    in_layer = any(p.isdigit() for p in parts)
    if "embedding" in cls or last in _EMBEDDING_NAMES:
        return "embedding"
    if "norm" in cls or any(h in last for h in _NORM_HINTS) and not _is_attention(last):
        if any(_is_attention(p) for p in parts[:-1]):
            return "attention"  # a query/key norm
        return _norm_role(last, in_layer)
    for part in reversed(parts):
        if "rotary" in part or part == "rope":
            return "rotary"
        if part in _GEMM_NAMES["router"] or "moe" in part:
            return "router"  # routing, dispatch and combine around the experts
        if _is_attention(part):
            return "attention"
        if _is_mlp(part) or part in ("act", "activation", "act_fn"):
            return "activation"
        if part in _GEMM_NAMES["lm_head"]:
            return "lm_head"
    if last.isdigit():
        return "residual"  # a block's own ops: its residual adds
    if "loss" in cls or "crossentropy" in cls:
        return "loss"
    return None
