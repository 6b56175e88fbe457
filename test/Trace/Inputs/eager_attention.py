"""A token embedding, one pre-norm block (LayerNorm, q/k/v projections, attention, output
projection), an LM head and the cross-entropy loss, for dimtune.trace's tests: 2 x 128 tokens, hidden 256, 4 heads of
64, vocab 1000, bf16. Its attention three ways:

    eager():     written out as GPT-J's eager code writes it (no SDPA): query and key cast to
                 fp32, QK^T scaled, the causal mask from tril, the softmax in fp32, the
                 probabilities cast back to bf16 for PV. Eager PyTorch runs bmm's and kernels.
    sdpa():      F.scaled_dot_product_attention(is_causal=True): one fused kernel.
    sdpa_math(): one K/V head without enable_gqa (Falcon-7B's call): SDPA's fused kernels refuse
                 it and its math path runs op by op, still SDPA's attention.

Where torch has no scaled_dot_product_attention (Debian's 1.13), a stand-in is installed as
F.scaled_dot_product_attention: torch 2.x's math path, dispatched through __torch_function__
as torch's own functions are, so that the tracer's interception runs on any torch."""
import math

import torch
import torch.nn as nn
import torch.nn.functional as F
from torch.overrides import handle_torch_function, has_torch_function_variadic

BATCH, SEQ, HIDDEN, HEADS, HEAD_DIM, VOCAB = 2, 128, 256, 4, 64, 1000
DTYPE = torch.bfloat16


def _math_sdpa(query, key, value, attn_mask=None, dropout_p=0.0, is_causal=False, scale=None, enable_gqa=False):
    """torch 2.x's _scaled_dot_product_attention_math, without dropout."""
    if has_torch_function_variadic(query, key, value):
        return handle_torch_function(_math_sdpa, (query, key, value), query, key, value, attn_mask=attn_mask,
                                     dropout_p=dropout_p, is_causal=is_causal, scale=scale, enable_gqa=enable_gqa)
    root = math.sqrt(1.0 / math.sqrt(query.shape[-1]) if scale is None else scale)
    scores = (query * root) @ (key * root).transpose(-2, -1)
    if is_causal:
        keep = torch.ones(query.shape[-2], key.shape[-2], dtype=torch.bool, device=query.device).tril()
        scores = scores.masked_fill(~keep, float("-inf"))
    elif attn_mask is not None:
        scores = scores.masked_fill(~attn_mask, float("-inf"))
    return torch.softmax(scores, dim=-1) @ value


if not hasattr(F, "scaled_dot_product_attention"):
    F.scaled_dot_product_attention = _math_sdpa


def linear(n_in, n_out):
    return nn.Linear(n_in, n_out, bias=False, device="meta", dtype=DTYPE)


class Attention(nn.Module):
    def __init__(self, how):
        super().__init__()
        self.how = how
        kv_heads = 1 if how == "sdpa_math" else HEADS
        self.q_proj = linear(HIDDEN, HEADS * HEAD_DIM)
        self.k_proj = linear(HIDDEN, kv_heads * HEAD_DIM)
        self.v_proj = linear(HIDDEN, kv_heads * HEAD_DIM)
        self.out_proj = linear(HEADS * HEAD_DIM, HIDDEN)

    def forward(self, x):
        B, S, _ = x.shape
        q = self.q_proj(x).view(B, S, HEADS, HEAD_DIM).transpose(1, 2)
        k = self.k_proj(x).view(B, S, -1, HEAD_DIM).transpose(1, 2)
        v = self.v_proj(x).view(B, S, -1, HEAD_DIM).transpose(1, 2)
        if self.how == "eager":
            scores = torch.matmul(q.to(torch.float32), k.to(torch.float32).transpose(-1, -2))
            scores = scores / math.sqrt(HEAD_DIM)
            causal = torch.ones(S, S, dtype=torch.bool, device=x.device).tril()
            scores = scores.masked_fill(~causal, float("-inf"))
            y = torch.matmul(scores.softmax(dim=-1).to(v.dtype), v)
        else:
            y = F.scaled_dot_product_attention(q, k, v, is_causal=True)
        return self.out_proj(y.transpose(1, 2).reshape(B, S, HIDDEN))


class Model(nn.Module):
    def __init__(self, how):
        super().__init__()
        self.wte = nn.Embedding(VOCAB, HIDDEN, device="meta", dtype=DTYPE)
        self.ln_1 = nn.LayerNorm(HIDDEN, device="meta", dtype=DTYPE)
        self.attn = Attention(how)
        self.lm_head = linear(HIDDEN, VOCAB)

    def forward(self, ids):
        x = self.wte(ids)
        x = x + self.attn(self.ln_1(x))
        return F.cross_entropy(self.lm_head(x).view(-1, VOCAB).float(), ids.view(-1))


def _inputs():
    return (torch.zeros(BATCH, SEQ, dtype=torch.long, device="meta"),)


def eager():
    return Model("eager"), _inputs()


def sdpa():
    return Model("sdpa"), _inputs()


def sdpa_math():
    return Model("sdpa_math"), _inputs()
