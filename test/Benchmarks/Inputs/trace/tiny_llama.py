"""A one-layer Llama as Hugging Face names its modules (tiny-llama.json's shapes), written for
torch 1.13 (attention through F.scaled_dot_product_attention with is_causal, as Hugging Face's
sdpa path calls it; RoPE's angles as Llama's rotary_emb computes them, an fp32 outer product),
for test/Benchmarks/trace-compare.test: make_model() traces it as it is,
make_model_without_o_proj() with the attention's output projection left out (its GEMMs
missing: the comparison must show them). Torch 1.13 has no scaled_dot_product_attention: a
stand-in is installed there (its math path, dispatched as torch's own functions are, so that
dimtune.trace intercepts it as it does torch 2.x's)."""
import torch
import torch.nn as nn
import torch.nn.functional as F
from torch.overrides import handle_torch_function, has_torch_function_variadic


def _math_sdpa(query, key, value, attn_mask=None, dropout_p=0.0, is_causal=False, scale=None):
    if has_torch_function_variadic(query, key, value):
        return handle_torch_function(_math_sdpa, (query, key, value), query, key, value, attn_mask=attn_mask,
                                     dropout_p=dropout_p, is_causal=is_causal, scale=scale)
    w = query @ key.transpose(-1, -2) * (scale or query.shape[-1] ** -0.5)
    if is_causal:
        w = w.masked_fill(~torch.ones(w.shape[-2:], dtype=torch.bool, device=w.device).tril(), float("-inf"))
    return w.softmax(-1) @ value


if not hasattr(F, "scaled_dot_product_attention"):
    F.scaled_dot_product_attention = _math_sdpa

HIDDEN, HEADS, FFN, VOCAB, BATCH, SEQ = 64, 4, 128, 96, 2, 32


class RMSNorm(nn.Module):
    """LlamaRMSNorm as transformers writes it."""

    def __init__(self, hidden_size, eps=1e-6):
        super().__init__()
        self.weight = nn.Parameter(torch.ones(hidden_size))
        self.variance_epsilon = eps

    def forward(self, hidden_states):
        input_dtype = hidden_states.dtype
        hidden_states = hidden_states.to(torch.float32)
        variance = hidden_states.pow(2).mean(-1, keepdim=True)
        hidden_states = hidden_states * torch.rsqrt(variance + self.variance_epsilon)
        return self.weight * hidden_states.to(input_dtype)


class RotaryEmbedding(nn.Module):
    """Llama's: the angles inv_freq x positions in fp32 (a GEMM of k = 1), their cos and sin."""

    def __init__(self):
        super().__init__()
        d = HIDDEN // HEADS
        self.register_buffer("inv_freq", 1.0 / 10000 ** (torch.arange(0, d, 2).float() / d), persistent=False)

    def forward(self, x, positions):
        freqs = (self.inv_freq[None, :, None].float() @ positions[:, None, :].float()).transpose(1, 2)
        emb = torch.cat((freqs, freqs), dim=-1)
        return emb.cos().to(x.dtype), emb.sin().to(x.dtype)


def rotate(x, cos, sin):
    half = x.shape[-1] // 2
    rotated = torch.cat((-x[..., half:], x[..., :half]), dim=-1)
    return x * cos[:, None] + rotated * sin[:, None]


class Attention(nn.Module):
    def __init__(self, o_proj):
        super().__init__()
        self.q_proj, self.k_proj, self.v_proj = (nn.Linear(HIDDEN, HIDDEN, bias=False) for _ in range(3))
        self.o_proj = nn.Linear(HIDDEN, HIDDEN, bias=False) if o_proj else None

    def forward(self, x, cos, sin):
        b, s, _ = x.shape
        d = HIDDEN // HEADS
        q, k, v = (p(x).view(b, s, HEADS, d).transpose(1, 2) for p in (self.q_proj, self.k_proj, self.v_proj))
        q, k = rotate(q, cos, sin), rotate(k, cos, sin)
        o = F.scaled_dot_product_attention(q, k, v, is_causal=True).transpose(1, 2).reshape(b, s, HIDDEN)
        return self.o_proj(o) if self.o_proj is not None else o


class MLP(nn.Module):
    """LlamaMLP as transformers writes it: down(act(gate(x)) * up(x))."""

    def __init__(self):
        super().__init__()
        self.hidden_size, self.intermediate_size = HIDDEN, FFN
        self.gate_proj = nn.Linear(self.hidden_size, self.intermediate_size, bias=False)
        self.up_proj = nn.Linear(self.hidden_size, self.intermediate_size, bias=False)
        self.down_proj = nn.Linear(self.intermediate_size, self.hidden_size, bias=False)
        self.act_fn = nn.SiLU()

    def forward(self, x):
        return self.down_proj(self.act_fn(self.gate_proj(x)) * self.up_proj(x))


class Layer(nn.Module):
    def __init__(self, o_proj):
        super().__init__()
        self.input_layernorm, self.self_attn = RMSNorm(HIDDEN), Attention(o_proj)
        self.post_attention_layernorm, self.mlp = RMSNorm(HIDDEN), MLP()

    def forward(self, x, cos, sin):
        x = x + self.self_attn(self.input_layernorm(x), cos, sin)
        return x + self.mlp(self.post_attention_layernorm(x))


class Llama(nn.Module):
    def __init__(self, o_proj=True):
        super().__init__()
        self.model = nn.Module()
        self.model.embed_tokens = nn.Embedding(VOCAB, HIDDEN)
        self.model.layers = nn.ModuleList([Layer(o_proj)])
        self.model.norm = RMSNorm(HIDDEN)
        self.model.rotary_emb = RotaryEmbedding()
        self.lm_head = nn.Linear(HIDDEN, VOCAB, bias=False)

    def forward(self, input_ids, labels):
        x = self.model.embed_tokens(input_ids)
        positions = torch.arange(input_ids.shape[1], device=input_ids.device)[None]
        cos, sin = self.model.rotary_emb(x, positions)
        for layer in self.model.layers:
            x = layer(x, cos, sin)
        logits = self.lm_head(self.model.norm(x)).float()
        return F.cross_entropy(logits[:, :-1].reshape(-1, VOCAB), labels[:, 1:].reshape(-1))


def _make(o_proj):
    torch.manual_seed(0)
    model = Llama(o_proj).to(torch.bfloat16)
    ids = torch.randint(0, VOCAB, (BATCH, SEQ))
    return model, {"input_ids": ids, "labels": ids}


def make_model():
    return _make(True)


def make_model_without_o_proj():
    return _make(False)
