"""Fused attention: torch's scaled_dot_product_attention, and the aten kernels behind it, as
one attention problem each.

On torch 2.x the function is intercepted (a TorchFunctionMode) before it decomposes: on meta
tensors it would take its math path, and the problem (causal, mask, grouped-query heads) is
plainest at the call. Its result comes from an autograd.Function that allocates nothing but
the output's metadata, and whose backward marks the problem as trained. The aten kernels
(flash, memory-efficient, cuDNN, CPU flash; forward and backward) are read too, wherever a
torch version or device lets them reach the dispatch mode. Torch 1.13 has none of these.
A call the fused kernels refuse runs SDPA's math path, whose ops are recorded as inside SDPA:
its chain stays one attention problem, where attention written out by hand is eager
(attention.py).
"""
import contextlib
import math

import torch

from .errors import TraceError


def sdpa_function():
    """torch's scaled_dot_product_attention, looked up when a trace starts (None before torch 2.0;
    a stand-in the model's script installs there, as test/Trace does on torch 1.13, counts too)."""
    return getattr(torch.nn.functional, "scaled_dot_product_attention", None)


# aten ops of fused attention, and how their query is laid out: [B, H, S, D] or [B, S, H, D].
_FORWARD_LAYOUT = {
    "scaled_dot_product_attention": "bhsd",
    "_scaled_dot_product_flash_attention": "bhsd",
    "_scaled_dot_product_flash_attention_for_cpu": "bhsd",
    "_scaled_dot_product_efficient_attention": "bhsd",
    "_scaled_dot_product_cudnn_attention": "bhsd",
    "_scaled_dot_product_fused_attention_overrideable": "bhsd",
    "_flash_attention_forward": "bshd",
    "_efficient_attention_forward": "bshd",
}
# Their backward ops: _scaled_dot_product_flash_attention_backward, _flash_attention_backward, ...
_BACKWARD_OPS = frozenset(name.removesuffix("_forward") + "_backward" for name in _FORWARD_LAYOUT)


def is_forward_op(name):
    return name in _FORWARD_LAYOUT


def is_backward_op(name):
    return name in _BACKWARD_OPS


def _sizes(tensor, layout):
    """(batch, heads, sequence, head dim) of a [..., H, S, D] or [..., S, H, D] tensor."""
    shape = tuple(tensor.shape)
    if len(shape) < 3:
        return 1, 1, shape[-2], shape[-1]
    heads, seq = (shape[-3], shape[-2]) if layout == "bhsd" else (shape[-2], shape[-3])
    return math.prod(shape[:-3]), heads, seq, shape[-1]


def problem(query, key, value, layout, causal, explicit_mask):
    """The attention problem of q, k, v: batch, heads, KV heads, lengths, head dims, mask."""
    if query.dim() < 2 or key.dim() != query.dim() or value.dim() != query.dim():
        raise TraceError(f"attention with query {tuple(query.shape)}, key {tuple(key.shape)} and "
                         f"value {tuple(value.shape)}: expected tensors of one rank, at least 2")
    batch, heads, q_len, head_dim = _sizes(query, layout)
    _, kv_heads, kv_len, _ = _sizes(key, layout)
    if heads % kv_heads != 0:
        raise TraceError(f"attention with {heads} query heads and {kv_heads} key/value heads: "
                         "the key/value heads must divide the query heads")
    return {"batch": batch, "heads": heads, "kv_heads": kv_heads, "q_len": q_len, "kv_len": kv_len,
            "head_dim": head_dim, "v_head_dim": value.shape[-1], "causal": bool(causal) and not explicit_mask,
            "explicit_mask": bool(explicit_mask), "dtype": query.dtype, "training": False}


def problem_from_aten(name, bound):
    """The problem of an aten fused-attention kernel, from its bound arguments."""
    mask = next((bound[k] for k in ("attn_mask", "attn_bias", "bias") if isinstance(bound.get(k), torch.Tensor)), None)
    # The memory-efficient kernel names its causal variants by number (1: from the top left,
    # 2: from the bottom right).
    causal = bool(bound.get("is_causal")) or bound.get("custom_mask_type") in (1, 2)
    return problem(bound["query"], bound["key"], bound["value"], _FORWARD_LAYOUT[name], causal, mask is not None)


def dense_like(shape, like):
    """An empty tensor of `shape` laid out densely in the order of `like`'s strides (a fused
    kernel's output and gradients follow its inputs' layout)."""
    order = sorted(range(like.dim()), key=lambda d: (-like.stride()[d], d))
    strides, step = [0] * len(shape), 1
    for d in reversed(order):
        strides[d] = step
        step *= max(shape[d], 1)
    return torch.empty_strided(tuple(shape), tuple(strides), dtype=like.dtype, device=like.device)


class _FusedAttention(torch.autograd.Function):
    """The result's metadata without computing it; its backward only marks the problem trained."""

    @staticmethod
    def forward(ctx, query, key, value, node, recorder):
        ctx.node, ctx.recorder = node, recorder
        ctx.templates = [(tuple(t.shape), t) for t in (query, key, value)]
        with recorder.muted():
            return dense_like(tuple(query.shape[:-1]) + (value.shape[-1],), query)

    @staticmethod
    def backward(ctx, grad):
        ctx.node.attention["training"] = True
        with ctx.recorder.muted():
            grads = [dense_like(shape, t) for shape, t in ctx.templates]
        return (*grads, None, None)


def fused_kernels_refuse(query, key, value=None, *_, enable_gqa=False, **__):
    """Whether SDPA's fused kernels refuse the call: without enable_gqa they need as many key and
    value heads as query heads (Falcon-7B passes one). SDPA then takes its math path, fp32 for
    half types, which the trace records op by op."""
    return not enable_gqa and key.dim() >= 3 and query.dim() >= 3 and key.shape[-3] != query.shape[-3]


def fused_attention(recorder, query, key, value, attn_mask=None, dropout_p=0.0, is_causal=False, scale=None,
                    enable_gqa=False, **_):
    mask = attn_mask if isinstance(attn_mask, torch.Tensor) else None
    p = problem(query, key, value, "bhsd", is_causal, mask is not None)
    node = recorder.record_attention(p, [query, key, value] + ([mask] if mask is not None else []))
    out = _FusedAttention.apply(query, key, value, node, recorder)
    recorder.bind_outputs(node, [out])
    return out


def _function_mode_class():
    mode = getattr(torch.overrides, "TorchFunctionMode", None)
    if mode is None:
        return None

    class Intercept(mode):
        def __init__(self, recorder, sdpa):
            super().__init__()
            self.recorder, self.sdpa = recorder, sdpa

        def __torch_function__(self, func, types, args=(), kwargs=None):
            kwargs = kwargs or {}
            if func is not self.sdpa:
                return func(*args, **kwargs)
            if not fused_kernels_refuse(*args, **kwargs):
                return fused_attention(self.recorder, *args, **kwargs)
            with self.recorder.inside_sdpa():
                return func(*args, **kwargs)

    return Intercept


@contextlib.contextmanager
def intercept(recorder):
    """Routes scaled_dot_product_attention calls to fused_attention, where torch has both."""
    function = sdpa_function()
    mode = _function_mode_class() if function is not None else None
    if mode is None:
        yield
        return
    with mode(recorder, function):
        yield
