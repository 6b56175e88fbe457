"""A mixture-of-experts layer for dimtune.trace's tests: RMSNorm (as Hugging Face's Llama
writes it), a router choosing the top 2 of 8 experts per token, each expert a gated SiLU MLP
over the tokens routed to it, and their weighted sum added back to the residual. Shapes stay
static as a meta trace needs: each expert takes a fixed capacity of tokens (tokens x top-k /
experts, those it scores highest), gathered in and scattered back. Tokens 2 x 128, hidden
512, expert FFN 1408."""
import torch
import torch.nn as nn
import torch.nn.functional as F

BATCH, SEQ, HIDDEN, FFN, EXPERTS, TOP_K = 2, 128, 512, 1408, 8, 2
DTYPE = torch.bfloat16


class RMSNorm(nn.Module):
    def __init__(self):
        super().__init__()
        self.weight = nn.Parameter(torch.ones(HIDDEN))

    def forward(self, x):
        h = x.float()
        h = h * torch.rsqrt(h.pow(2).mean(-1, keepdim=True) + 1e-6)
        return self.weight * h.to(x.dtype)


class Expert(nn.Module):
    def __init__(self):
        super().__init__()
        self.gate_proj = nn.Linear(HIDDEN, FFN, bias=False)
        self.up_proj = nn.Linear(HIDDEN, FFN, bias=False)
        self.down_proj = nn.Linear(FFN, HIDDEN, bias=False)

    def forward(self, x):
        return self.down_proj(F.silu(self.gate_proj(x)) * self.up_proj(x))


class MoE(nn.Module):
    def __init__(self):
        super().__init__()
        self.gate = nn.Linear(HIDDEN, EXPERTS, bias=False)
        self.experts = nn.ModuleList(Expert() for _ in range(EXPERTS))

    def forward(self, x):
        tokens = x.reshape(-1, HIDDEN)
        probs = F.softmax(self.gate(tokens).float(), dim=-1)
        weights, chosen = probs.topk(TOP_K, dim=-1)
        weights = weights / weights.sum(dim=-1, keepdim=True)
        routing = torch.zeros_like(probs).scatter(1, chosen, weights)  # [tokens, experts]
        capacity = tokens.shape[0] * TOP_K // EXPERTS
        expert_weights, expert_tokens = routing.t().topk(capacity, dim=1)  # [experts, capacity]
        out = torch.zeros_like(tokens)
        for e, expert in enumerate(self.experts):
            picked = expert_tokens[e]
            y = expert(tokens.index_select(0, picked)) * expert_weights[e].unsqueeze(1).to(x.dtype)
            out = out.index_add(0, picked, y)
        return out.view_as(x)


class Layer(nn.Module):
    def __init__(self):
        super().__init__()
        self.post_attention_layernorm = RMSNorm()
        self.block_sparse_moe = MoE()

    def forward(self, x):
        return x + self.block_sparse_moe(self.post_attention_layernorm(x))


def moe():
    return Layer().to(DTYPE), (torch.zeros(BATCH, SEQ, HIDDEN, dtype=DTYPE),)
