"""Attention through torch's scaled_dot_product_attention (torch 2.x), for dimtune.trace's
tests: one pre-norm block, 2 x 256 tokens, hidden 1024, 16 query heads of 64.

    causal(): is_causal=True, K and V with the query's 16 heads
    gqa():    is_causal=True, K and V with 4 heads (enable_gqa: grouped-query attention)
    masked(): an explicit boolean mask [B, 1, S, S] (as Hugging Face passes a padding mask)
    mqa_without_gqa(): one K/V head and no enable_gqa, as Falcon-7B calls it: SDPA's fused
              kernels refuse it and its math path runs in fp32
"""
import torch
import torch.nn as nn
import torch.nn.functional as F

BATCH, SEQ, HIDDEN, HEADS, HEAD_DIM = 2, 256, 1024, 16, 64
DTYPE = torch.bfloat16


class Attention(nn.Module):
    def __init__(self, kv_heads, masked, enable_gqa=True):
        super().__init__()
        self.kv_heads, self.masked, self.enable_gqa = kv_heads, masked, enable_gqa
        self.q_proj = nn.Linear(HIDDEN, HEADS * HEAD_DIM, bias=False, device="meta", dtype=DTYPE)
        self.k_proj = nn.Linear(HIDDEN, kv_heads * HEAD_DIM, bias=False, device="meta", dtype=DTYPE)
        self.v_proj = nn.Linear(HIDDEN, kv_heads * HEAD_DIM, bias=False, device="meta", dtype=DTYPE)
        self.o_proj = nn.Linear(HEADS * HEAD_DIM, HIDDEN, bias=False, device="meta", dtype=DTYPE)

    def forward(self, x, mask):
        B, S, _ = x.shape
        q = self.q_proj(x).view(B, S, HEADS, HEAD_DIM).transpose(1, 2)
        k = self.k_proj(x).view(B, S, self.kv_heads, HEAD_DIM).transpose(1, 2)
        v = self.v_proj(x).view(B, S, self.kv_heads, HEAD_DIM).transpose(1, 2)
        if self.masked:
            y = F.scaled_dot_product_attention(q, k, v, attn_mask=mask)
        elif self.kv_heads != HEADS:
            y = F.scaled_dot_product_attention(q, k, v, is_causal=True, enable_gqa=self.enable_gqa)
        else:
            y = F.scaled_dot_product_attention(q, k, v, is_causal=True)
        return self.o_proj(y.transpose(1, 2).reshape(B, S, HIDDEN))


class Block(nn.Module):
    def __init__(self, kv_heads=HEADS, masked=False, enable_gqa=True):
        super().__init__()
        self.input_layernorm = nn.LayerNorm(HIDDEN, device="meta", dtype=DTYPE)
        self.self_attn = Attention(kv_heads, masked, enable_gqa)

    def forward(self, x, mask=None):
        return x + self.self_attn(self.input_layernorm(x), mask)


def _inputs():
    return torch.zeros(BATCH, SEQ, HIDDEN, dtype=DTYPE, device="meta")


def causal():
    return Block(), (_inputs(),)


def gqa():
    return Block(kv_heads=4), (_inputs(),)


def masked():
    mask = torch.ones(BATCH, 1, SEQ, SEQ, dtype=torch.bool, device="meta")
    return Block(masked=True), (_inputs(), mask)


def mqa_without_gqa():
    return Block(kv_heads=1, enable_gqa=False), (_inputs(),)
