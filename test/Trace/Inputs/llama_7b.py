"""A Llama-2-7B-sized decoder stack for dimtune.trace's memory-cap test: 32 layers, hidden
4096, 32 heads of 128, SwiGLU FFN 11008, vocab 32000 (6.74e9 parameters, 13.5 GB in bf16), one
sequence of 4096 tokens (one attention score tensor alone would be 1 GiB). Built on the meta
device; RMSNorm and causal attention written out, as Hugging Face's eager Llama runs them."""
import math

import torch
import torch.nn as nn
import torch.nn.functional as F

LAYERS, HIDDEN, HEADS, FFN, VOCAB, SEQ = 32, 4096, 32, 11008, 32000, 4096
DTYPE = torch.bfloat16


def linear(n_in, n_out):
    return nn.Linear(n_in, n_out, bias=False, device="meta", dtype=DTYPE)


class RMSNorm(nn.Module):
    def __init__(self):
        super().__init__()
        self.weight = nn.Parameter(torch.ones(HIDDEN, dtype=DTYPE, device="meta"))

    def forward(self, x):
        h = x.float()
        return self.weight * (h * torch.rsqrt(h.pow(2).mean(-1, keepdim=True) + 1e-5)).to(x.dtype)


class Attention(nn.Module):
    def __init__(self):
        super().__init__()
        self.q_proj, self.k_proj = linear(HIDDEN, HIDDEN), linear(HIDDEN, HIDDEN)
        self.v_proj, self.o_proj = linear(HIDDEN, HIDDEN), linear(HIDDEN, HIDDEN)

    def forward(self, x, causal):
        B, S, _ = x.shape
        q, k, v = (p(x).view(B, S, HEADS, -1).transpose(1, 2) for p in (self.q_proj, self.k_proj, self.v_proj))
        scores = (q @ k.transpose(2, 3)) / math.sqrt(HIDDEN // HEADS) + causal
        y = F.softmax(scores, dim=-1, dtype=torch.float32).to(q.dtype) @ v
        return self.o_proj(y.transpose(1, 2).reshape(B, S, HIDDEN))


class MLP(nn.Module):
    def __init__(self):
        super().__init__()
        self.gate_proj, self.up_proj = linear(HIDDEN, FFN), linear(HIDDEN, FFN)
        self.down_proj = linear(FFN, HIDDEN)

    def forward(self, x):
        return self.down_proj(F.silu(self.gate_proj(x)) * self.up_proj(x))


class Layer(nn.Module):
    def __init__(self):
        super().__init__()
        self.input_layernorm, self.self_attn = RMSNorm(), Attention()
        self.post_attention_layernorm, self.mlp = RMSNorm(), MLP()

    def forward(self, x, causal):
        x = x + self.self_attn(self.input_layernorm(x), causal)
        return x + self.mlp(self.post_attention_layernorm(x))


class Llama(nn.Module):
    def __init__(self):
        super().__init__()
        self.embed_tokens = nn.Embedding(VOCAB, HIDDEN, device="meta", dtype=DTYPE)
        self.layers = nn.ModuleList(Layer() for _ in range(LAYERS))
        self.norm = RMSNorm()
        self.lm_head = linear(HIDDEN, VOCAB)

    def forward(self, ids):
        S = ids.shape[1]
        causal = torch.full((S, S), float("-inf"), dtype=DTYPE, device=ids.device).triu(1)
        x = self.embed_tokens(ids)
        for layer in self.layers:
            x = layer(x, causal)
        logits = self.lm_head(self.norm(x)).float()
        return F.cross_entropy(logits.view(-1, VOCAB), ids.view(-1))


def llama_7b():
    return Llama(), (torch.zeros(1, SEQ, dtype=torch.long, device="meta"),)
