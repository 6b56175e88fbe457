"""A GPT-2-style decoder for dimtune.trace's tests: learned positions, pre-norm blocks with a
fused QKV projection and causal attention written out (QK^T, mask, softmax, PV), a GELU MLP,
the LM head tied to the token embedding, and the cross-entropy loss in forward (as Hugging
Face computes it). Odd sizes on purpose: vocab 50257, hidden 1001 (11 heads of 91).
Built on the meta device: no weights are allocated."""
import math

import torch
import torch.nn as nn
import torch.nn.functional as F

VOCAB, HIDDEN, HEADS, LAYERS, BATCH, SEQ = 50257, 1001, 11, 2, 2, 64
DTYPE = torch.bfloat16


def linear(n_in, n_out, bias=True):
    return nn.Linear(n_in, n_out, bias=bias, device="meta", dtype=DTYPE)


class Attention(nn.Module):
    def __init__(self):
        super().__init__()
        self.c_attn = linear(HIDDEN, 3 * HIDDEN)
        self.c_proj = linear(HIDDEN, HIDDEN)

    def forward(self, x):
        B, T, C = x.shape
        q, k, v = self.c_attn(x).split(C, dim=2)
        q, k, v = (t.view(B, T, HEADS, C // HEADS).transpose(1, 2) for t in (q, k, v))
        scores = (q @ k.transpose(-2, -1)) * (1.0 / math.sqrt(C // HEADS))
        causal = torch.ones(T, T, dtype=torch.bool, device=x.device).tril()
        scores = scores.masked_fill(~causal, float("-inf"))
        y = scores.softmax(dim=-1) @ v
        return self.c_proj(y.transpose(1, 2).reshape(B, T, C))


class MLP(nn.Module):
    def __init__(self):
        super().__init__()
        self.c_fc = linear(HIDDEN, 4 * HIDDEN)
        self.c_proj = linear(4 * HIDDEN, HIDDEN)

    def forward(self, x):
        return self.c_proj(F.gelu(self.c_fc(x), approximate="tanh"))


class Block(nn.Module):
    def __init__(self):
        super().__init__()
        self.ln_1 = nn.LayerNorm(HIDDEN, device="meta", dtype=DTYPE)
        self.attn = Attention()
        self.ln_2 = nn.LayerNorm(HIDDEN, device="meta", dtype=DTYPE)
        self.mlp = MLP()

    def forward(self, x):
        x = x + self.attn(self.ln_1(x))
        return x + self.mlp(self.ln_2(x))


class GPT(nn.Module):
    def __init__(self):
        super().__init__()
        self.wte = nn.Embedding(VOCAB, HIDDEN, device="meta", dtype=DTYPE)
        self.wpe = nn.Embedding(SEQ, HIDDEN, device="meta", dtype=DTYPE)
        self.h = nn.ModuleList(Block() for _ in range(LAYERS))
        self.ln_f = nn.LayerNorm(HIDDEN, device="meta", dtype=DTYPE)
        self.lm_head = linear(HIDDEN, VOCAB, bias=False)
        self.lm_head.weight = self.wte.weight  # tied, as GPT-2's

    def forward(self, ids):
        positions = torch.arange(ids.shape[1], device=ids.device)
        x = self.wte(ids) + self.wpe(positions)
        for block in self.h:
            x = block(x)
        logits = self.lm_head(self.ln_f(x))
        return F.cross_entropy(logits.view(-1, VOCAB).float(), ids.view(-1))


def gpt():
    return GPT(), (torch.zeros(BATCH, SEQ, dtype=torch.long, device="meta"),)
