"""A serving-style decoder in plain PyTorch (not transformers), built from a config of
examples/configs/, for measure_decode.py's `step` and `prefill` (a library, no command line).

    spec_from_config(fields, layers)   the model's geometry and its family's choices (FAMILIES);
                                       an unknown family or an unsupported variant is a
                                       ValueError that says why
    ServingModel(spec, device, dtype)  random weights: embedding (+ learned positions), per
                                       layer one fused QKV weight, the output projection, one
                                       fused gate/up (gated) or up weight, the down weight,
                                       the norms; final norm, LM head (tied where the family
                                       ties it)
    model.new_cache(batch, lmax)       a static KV cache per layer, [B, KVH, Lmax, D] each,
                                       random (never zeros)
    model.forward(ids, positions, cache, write_index, kv_len, prefill)
                                       one decode step (prefill False: q [B, H, 1, D] over the
                                       cache's first kv_len positions, no mask) or a prefill
                                       (causal SDPA over the new tokens; logits of the last
                                       token only)
    decode_inputs(...), prefill_inputs(...)   the static inputs of either
    self_check(spec)                   on any device: a prefill of L+1 tokens against a prefill
                                       of L and one decode step (the last token's logits must
                                       agree); runs on CPU (float32) without SDPA too

A layer, as Hugging Face's modelling code of the family writes it, with the projections fused
as a serving engine fuses them: norm; ONE QKV GEMM, split, viewed [B, S, H, D] and transposed;
rotary on q and k for rotary families (HF's formula: cos/sin from inv_freq x positions once
per forward, cat(freqs, freqs), cos() * attention_scaling; x*cos + rotate_half(x)*sin on the
rotary part, cat with the pass-through part where the rotary is partial); k, v written into
the cache at the step's positions (index_copy_ along the sequence, as HF's StaticCache);
SDPA (enable_gqa when KVH < H); output projection; residual; norm; ONE gate/up GEMM, split,
act(gate) * up (gated) or act(up); down GEMM; residual. The families whose HF layer is
parallel keep that shape: Falcon (parallel_attn: one norm feeds attention and MLP;
mlp_output += attention_output; residual + mlp_output; new_decoder_architecture: two norms),
Phi (one norm; attn + mlp + residual), GPT-NeoX (use_parallel_residual: two norms;
mlp + attn + residual). Norms exactly as HF writes them: Llama/Mistral/Qwen2 RMSNorm
(to fp32, pow(2), mean, + eps, rsqrt, mul, to bf16, weight * x), Gemma's (fp32 throughout,
x * (1 + weight), type_as), F.layer_norm for the others. Activations as HF's ACT2FN: silu
(F.silu), gelu (F.gelu), gelu_pytorch_tanh (F.gelu tanh), gelu_new (HF's NewGELUActivation,
written out in elementwise ops), relu. Gemma scales the embedding by sqrt(hidden) (a bf16
scalar, as HF); GPT-2 and OPT add learned positions (OPT's offset by 2).

Family defaults are Hugging Face's configuration defaults (where a config file leaves a field
out, HF's AutoConfig.for_model would use the same); the config's own field wins.
"""
import math

# model_type -> what its HF modelling code does. norm: rms (Llama's RMSNorm), gemma_rms,
# layer (F.layer_norm); gated: a gate/up MLP; act: the default activation (the config's
# activation key, `act_key`, wins); rotary: the default rotary share of the head dim (0: no
# rotary), `rotary_key` the config's field for it; positions: learned position embeddings
# (None, "learned", "learned_offset2"); the biases of the QKV, output, MLP and LM head
# GEMMs; layout: sequential, parallel_one_norm, parallel_two_norms (combine: how the parallel
# branches are added); tie: tied embeddings by default; eps: the norm's epsilon by default,
# `eps_key` its field; embed_scale: the embedding times sqrt(hidden).
FAMILIES = {
    "llama": dict(norm="rms", gated=True, act="silu", act_key="hidden_act", rotary=1.0, rotary_key=None,
                  positions=None, qkv_bias=False, out_bias=False, mlp_bias=False, head_bias=False,
                  layout="sequential", combine=None, tie=False, eps=1e-6, eps_key="rms_norm_eps",
                  embed_scale=False),
    "mistral": dict(norm="rms", gated=True, act="silu", act_key="hidden_act", rotary=1.0, rotary_key=None,
                    positions=None, qkv_bias=False, out_bias=False, mlp_bias=False, head_bias=False,
                    layout="sequential", combine=None, tie=False, eps=1e-6, eps_key="rms_norm_eps",
                    embed_scale=False),
    "qwen2": dict(norm="rms", gated=True, act="silu", act_key="hidden_act", rotary=1.0, rotary_key=None,
                  positions=None, qkv_bias=True, out_bias=False, mlp_bias=False, head_bias=False,
                  layout="sequential", combine=None, tie=False, eps=1e-6, eps_key="rms_norm_eps",
                  embed_scale=False),
    "gemma": dict(norm="gemma_rms", gated=True, act="gelu_pytorch_tanh", act_key="hidden_activation",
                  rotary=1.0, rotary_key=None, positions=None, qkv_bias=False, out_bias=False,
                  mlp_bias=False, head_bias=False, layout="sequential", combine=None, tie=True, eps=1e-6,
                  eps_key="rms_norm_eps", embed_scale=True),
    "gpt2": dict(norm="layer", gated=False, act="gelu_new", act_key="activation_function", rotary=0.0,
                 rotary_key=None, positions="learned", qkv_bias=True, out_bias=True, mlp_bias=True,
                 head_bias=False, layout="sequential", combine=None, tie=True, eps=1e-5,
                 eps_key="layer_norm_epsilon", embed_scale=False),
    "falcon": dict(norm="layer", gated=False, act="gelu", act_key="activation", rotary=1.0, rotary_key=None,
                   positions=None, qkv_bias="bias", out_bias="bias", mlp_bias="bias", head_bias=False,
                   layout="falcon", combine="falcon", tie=True, eps=1e-5, eps_key="layer_norm_epsilon",
                   embed_scale=False),
    "phi": dict(norm="layer", gated=False, act="gelu_new", act_key="hidden_act", rotary=0.5,
                rotary_key="partial_rotary_factor", positions=None, qkv_bias=True, out_bias=True, mlp_bias=True,
                head_bias=True, layout="parallel_one_norm", combine="sum3", tie=False, eps=1e-5,
                eps_key="layer_norm_eps", embed_scale=False),
    "gpt_neox": dict(norm="layer", gated=False, act="gelu", act_key="hidden_act", rotary=0.25,
                     rotary_key="rotary_pct", positions=None, qkv_bias="attention_bias", out_bias="attention_bias",
                     mlp_bias=True, head_bias=False, layout="neox", combine="sum3", tie=False, eps=1e-5,
                     eps_key="layer_norm_eps", embed_scale=False),
    "opt": dict(norm="layer", gated=False, act="relu", act_key="activation_function", rotary=0.0,
                rotary_key=None, positions="learned_offset2", qkv_bias="enable_bias", out_bias="enable_bias",
                mlp_bias="enable_bias", head_bias=False, layout="sequential", combine=None, tie=True, eps=1e-5,
                eps_key=None, embed_scale=False),
}
# HF activation names -> the ops written here.
ACTIVATIONS = {"silu": "silu", "swish": "silu", "gelu": "gelu", "gelu_pytorch_tanh": "gelu_tanh",
               "gelu_new": "gelu_new", "relu": "relu"}
# Where a family's config leaves a bias switch out (HF's defaults).
BIAS_DEFAULTS = {"bias": False, "attention_bias": True, "enable_bias": True}


def _first(fields, *keys):
    for key in keys:
        if fields.get(key) is not None:
            return fields[key]
    return None


def spec_from_config(fields, layers, name=None):
    """The model's geometry and choices from a config's fields (model_type and HF's names).
    ValueError for a family not in FAMILIES or a variant this model does not write."""
    model_type = fields.get("model_type")
    if model_type not in FAMILIES:
        raise ValueError(f"model_type {model_type!r} is not in serving_model.FAMILIES "
                         f"({', '.join(sorted(FAMILIES))}): its layer is not written here")
    fam = FAMILIES[model_type]
    hidden = _first(fields, "hidden_size", "n_embd")
    heads = _first(fields, "num_attention_heads", "n_head")
    if not hidden or not heads:
        raise ValueError("config has no hidden_size/n_embd or num_attention_heads/n_head")
    layout = fam["layout"]
    if model_type == "falcon":
        if fields.get("alibi"):
            raise ValueError("falcon with alibi: ALiBi attention is not written here")
        new_arch = bool(fields.get("new_decoder_architecture", False))
        if new_arch:
            kv_heads = _first(fields, "num_kv_heads", "n_head_kv") or heads
            layout = "parallel_two_norms" if fields.get("num_ln_in_parallel_attn", 2) == 2 else "parallel_one_norm"
        elif fields.get("multi_query", True):
            kv_heads = 1
        else:
            kv_heads = heads
        if not new_arch:
            layout = "parallel_one_norm" if fields.get("parallel_attn", True) else "sequential"
        combine = "falcon" if layout != "sequential" else None
    else:
        kv_heads = _first(fields, "num_key_value_heads", "num_kv_heads", "n_head_kv")
        if kv_heads is None:
            kv_heads = 1 if fields.get("multi_query") else heads
        combine = fam["combine"]
        if layout == "neox":
            layout = "parallel_two_norms" if fields.get("use_parallel_residual", True) else "sequential"
            combine = "sum3" if layout != "sequential" else None
    if model_type == "opt":
        if fields.get("do_layer_norm_before") is False:
            raise ValueError("opt with do_layer_norm_before false (post-norm) is not written here")
        if fields.get("word_embed_proj_dim") not in (None, hidden):
            raise ValueError("opt with word_embed_proj_dim != hidden_size (project_in/out) is not written here")
    if heads % kv_heads:
        raise ValueError(f"{heads} heads are not a multiple of {kv_heads} KV heads")
    head_dim = fields.get("head_dim") or hidden // heads
    ffn = _first(fields, "intermediate_size", "n_inner", "ffn_dim", "ffn_hidden_size") or 4 * hidden
    act_name = fields.get(fam["act_key"]) or fam["act"]
    if act_name not in ACTIVATIONS:
        raise ValueError(f"activation {act_name!r} is not written here ({', '.join(ACTIVATIONS)})")
    rotary_share = fields.get(fam["rotary_key"], fam["rotary"]) if fam["rotary_key"] else fam["rotary"]
    rotary_dim = int(head_dim * rotary_share) if rotary_share else 0
    if rotary_dim % 2:
        raise ValueError(f"odd rotary dim {rotary_dim}")

    def bias(switch):
        if isinstance(switch, str):
            return bool(fields.get(switch, BIAS_DEFAULTS[switch]))
        return switch

    max_positions = _first(fields, "n_positions", "max_position_embeddings") or 2048
    return {
        "name": name or model_type, "model_type": model_type, "layers": layers, "hidden": hidden,
        "heads": heads, "kv_heads": kv_heads, "head_dim": head_dim, "ffn": ffn,
        "vocab": fields.get("vocab_size"), "norm": fam["norm"], "gated": fam["gated"],
        "act": ACTIVATIONS[act_name], "act_hf": act_name, "rotary_dim": rotary_dim,
        "rope_theta": float(_first(fields, "rope_theta", "rotary_emb_base") or 10000.0),
        "positions": fam["positions"], "max_positions": max_positions,
        "qkv_bias": bias(fam["qkv_bias"]), "out_bias": bias(fam["out_bias"]),
        "mlp_bias": bias(fam["mlp_bias"]), "head_bias": fam["head_bias"], "layout": layout,
        "combine": combine, "tie": bool(fields.get("tie_word_embeddings", fam["tie"])),
        "eps": float(fields.get(fam["eps_key"], fam["eps"]) if fam["eps_key"] else fam["eps"]),
        "embed_scale": fam["embed_scale"],
    }


def attention_kind(spec):
    if spec["kv_heads"] == spec["heads"]:
        return "MHA"
    return "MQA" if spec["kv_heads"] == 1 else "GQA"


def kv_bytes(spec, batch, lmax, element_bytes=2):
    """The KV cache of all layers: K and V, [B, KVH, Lmax, D] each per layer."""
    return spec["layers"] * 2 * batch * spec["kv_heads"] * lmax * spec["head_dim"] * element_bytes


def shrunk(spec, hidden_per_head=8, ffn=64, vocab=128):
    """The same family, heads and KV heads at a tiny size (the self-check's model)."""
    out = dict(spec)
    out["head_dim"] = hidden_per_head * 2
    out["hidden"] = spec["heads"] * hidden_per_head  # hidden != heads x head_dim, as Gemma's
    out["ffn"] = ffn
    out["vocab"] = vocab
    out["max_positions"] = 64
    if spec["rotary_dim"]:
        share = spec["rotary_dim"] / spec["head_dim"]
        out["rotary_dim"] = max(2, int(out["head_dim"] * share) // 2 * 2)
    return out


def _torch():
    import torch
    import torch.nn.functional as F
    return torch, F


def has_sdpa():
    _, F = _torch()
    return hasattr(F, "scaled_dot_product_attention")


def sdpa(q, k, v, causal, gqa):
    """F.scaled_dot_product_attention (enable_gqa where KVH < H); where this PyTorch has none
    (the CPU check on an old torch), the same in math ops."""
    torch, F = _torch()
    if has_sdpa():
        if gqa:
            return F.scaled_dot_product_attention(q, k, v, is_causal=causal, enable_gqa=True)
        return F.scaled_dot_product_attention(q, k, v, is_causal=causal)
    groups = q.shape[1] // k.shape[1]
    if groups > 1:
        k = k.repeat_interleave(groups, dim=1)
        v = v.repeat_interleave(groups, dim=1)
    scores = (q @ k.transpose(-1, -2)) / math.sqrt(q.shape[-1])
    if causal:
        keep = torch.ones(q.shape[-2], k.shape[-2], dtype=torch.bool, device=q.device).tril()
        scores = scores.masked_fill(~keep, float("-inf"))
    return torch.softmax(scores.float(), dim=-1).to(q.dtype) @ v


def _randn(shape, gen, device, dtype):
    """randn in `dtype` (on the CPU through float32: an old torch has no bf16 randn there)."""
    torch, _ = _torch()
    if str(device) == "cpu":
        return torch.randn(*shape, generator=gen, dtype=torch.float32).to(dtype)
    return torch.randn(*shape, generator=gen, device=device, dtype=dtype)


class ServingModel:
    """Random weights in `dtype` on `device`; forward() is one step (see the module's doc)."""

    def __init__(self, spec, device="cuda", dtype=None, seed=0, max_position=None):
        torch, _ = _torch()
        self.spec = spec
        self.device = device
        self.dtype = dtype or torch.bfloat16
        gen = torch.Generator(device=device)
        gen.manual_seed(seed)
        self._gen = gen
        s = spec
        hid, H, KV, D, I = s["hidden"], s["heads"], s["kv_heads"], s["head_dim"], s["ffn"]

        def rand(*shape, scale=0.02, offset=0.0):
            t = _randn(shape, gen, device, self.dtype)
            return t.mul_(scale).add_(offset) if offset else t.mul_(scale)

        def norm_weights():
            w = rand(hid, offset=0.0 if s["norm"] == "gemma_rms" else 1.0)
            b = rand(hid) if s["norm"] == "layer" else None
            return w, b

        self.embed = rand(s["vocab"], hid)
        self.pos_embed = None
        if s["positions"]:
            rows = max(s["max_positions"], max_position or 0) + (2 if s["positions"] == "learned_offset2" else 0)
            self.pos_embed = rand(rows, hid)
        self.normalizer = torch.tensor(hid ** 0.5, dtype=self.dtype, device=device) if s["embed_scale"] else None
        self.layers = []
        two_norms = s["layout"] in ("sequential", "parallel_two_norms")
        for _ in range(s["layers"]):
            w = {}
            w["n1_w"], w["n1_b"] = norm_weights()
            w["n2_w"], w["n2_b"] = norm_weights() if two_norms else (None, None)
            w["qkv_w"] = rand((H + 2 * KV) * D, hid)
            w["qkv_b"] = rand((H + 2 * KV) * D) if s["qkv_bias"] else None
            w["o_w"] = rand(hid, H * D)
            w["o_b"] = rand(hid) if s["out_bias"] else None
            up = 2 * I if s["gated"] else I
            w["up_w"] = rand(up, hid)
            w["up_b"] = rand(up) if s["mlp_bias"] else None
            w["down_w"] = rand(hid, I)
            w["down_b"] = rand(hid) if s["mlp_bias"] else None
            self.layers.append(w)
        self.final_w, self.final_b = norm_weights()
        self.head_w = self.embed if s["tie"] else rand(s["vocab"], hid)
        self.head_b = rand(s["vocab"]) if s["head_bias"] else None
        self.inv_freq = None
        if s["rotary_dim"]:
            r = s["rotary_dim"]
            self.inv_freq = 1.0 / (s["rope_theta"] ** (torch.arange(0, r, 2, device=device, dtype=torch.float32) / r))

    def tensors(self):
        out = [self.embed, self.pos_embed, self.normalizer, self.final_w, self.final_b, self.head_w, self.head_b,
               self.inv_freq]
        for w in self.layers:
            out.extend(w.values())
        return [t for t in out if t is not None]

    def weight_bytes(self):
        """Bytes of the weights (a tied LM head counted once)."""
        seen, total = set(), 0
        for t in self.tensors():
            key = (t.data_ptr(), t.numel())
            if key not in seen:
                seen.add(key)
                total += t.numel() * t.element_size()
        return total

    def new_cache(self, batch, lmax):
        """[(k, v)] per layer, [B, KVH, Lmax, D], random."""
        s = self.spec
        shape = (batch, s["kv_heads"], lmax, s["head_dim"])
        return [(_randn(shape, self._gen, self.device, self.dtype), _randn(shape, self._gen, self.device, self.dtype))
                for _ in range(s["layers"])]

    # --- the ops, as HF writes them ---
    def norm(self, x, w, b):
        torch, F = _torch()
        kind = self.spec["norm"]
        eps = self.spec["eps"]
        if kind == "layer":
            return F.layer_norm(x, (x.shape[-1],), w, b, eps)
        if kind == "rms":  # LlamaRMSNorm
            dtype = x.dtype
            h = x.to(torch.float32)
            variance = h.pow(2).mean(-1, keepdim=True)
            h = h * torch.rsqrt(variance + eps)
            return w * h.to(dtype)
        # GemmaRMSNorm
        h = x.float()
        out = h * torch.rsqrt(h.pow(2).mean(-1, keepdim=True) + eps)
        out = out * (1.0 + w.float())
        return out.type_as(x)

    def act(self, x):
        torch, F = _torch()
        kind = self.spec["act"]
        if kind == "silu":
            return F.silu(x)
        if kind == "gelu":
            return F.gelu(x)
        if kind == "gelu_tanh":
            return F.gelu(x, approximate="tanh")
        if kind == "relu":
            return F.relu(x)
        # NewGELUActivation
        return 0.5 * x * (1.0 + torch.tanh(math.sqrt(2.0 / math.pi) * (x + 0.044715 * torch.pow(x, 3.0))))

    def rotary(self, positions, dtype):
        """HF's rotary embedding forward: (cos, sin) [P, S, rotary_dim] for positions [P, S]."""
        torch, _ = _torch()
        inv = self.inv_freq[None, :, None].float().expand(positions.shape[0], -1, 1)
        pos = positions[:, None, :].float()
        freqs = (inv.float() @ pos.float()).transpose(1, 2)
        emb = torch.cat((freqs, freqs), dim=-1)
        return (emb.cos() * 1.0).to(dtype), (emb.sin() * 1.0).to(dtype)  # * attention_scaling (1.0)

    @staticmethod
    def rotate_half(x):
        torch, _ = _torch()
        x1 = x[..., : x.shape[-1] // 2]
        x2 = x[..., x.shape[-1] // 2:]
        return torch.cat((-x2, x1), dim=-1)

    def apply_rotary(self, q, k, cos, sin):
        torch, _ = _torch()
        cos = cos.unsqueeze(1)
        sin = sin.unsqueeze(1)
        r = self.spec["rotary_dim"]
        if r < q.shape[-1]:
            q_rot, q_pass = q[..., :r], q[..., r:]
            k_rot, k_pass = k[..., :r], k[..., r:]
        else:
            q_rot, k_rot, q_pass, k_pass = q, k, None, None
        q_rot = (q_rot * cos) + (self.rotate_half(q_rot) * sin)
        k_rot = (k_rot * cos) + (self.rotate_half(k_rot) * sin)
        if q_pass is None:
            return q_rot, k_rot
        return torch.cat((q_rot, q_pass), dim=-1), torch.cat((k_rot, k_pass), dim=-1)

    def attention(self, x, w, cache, rope, write_index, kv_len, prefill):
        _, F = _torch()
        s = self.spec
        B, S, _ = x.shape
        H, KV, D = s["heads"], s["kv_heads"], s["head_dim"]
        qkv = F.linear(x, w["qkv_w"], w["qkv_b"])
        q, k, v = qkv.split([H * D, KV * D, KV * D], dim=-1)
        q = q.view(B, S, H, D).transpose(1, 2)
        k = k.view(B, S, KV, D).transpose(1, 2)
        v = v.view(B, S, KV, D).transpose(1, 2)
        if rope is not None:
            q, k = self.apply_rotary(q, k, *rope)
        k_cache, v_cache = cache
        k_cache.index_copy_(2, write_index, k)
        v_cache.index_copy_(2, write_index, v)
        gqa = KV < H
        if prefill:
            o = sdpa(q, k, v, causal=True, gqa=gqa)
        else:
            o = sdpa(q, k_cache[:, :, :kv_len], v_cache[:, :, :kv_len], causal=False, gqa=gqa)
        o = o.transpose(1, 2).reshape(B, S, H * D)
        return F.linear(o, w["o_w"], w["o_b"])

    def mlp(self, x, w):
        _, F = _torch()
        y = F.linear(x, w["up_w"], w["up_b"])
        if self.spec["gated"]:
            gate, up = y.chunk(2, dim=-1)
            y = self.act(gate) * up
        else:
            y = self.act(y)
        return F.linear(y, w["down_w"], w["down_b"])

    def layer(self, h, w, cache, rope, write_index, kv_len, prefill):
        layout = self.spec["layout"]
        if layout == "sequential":
            residual = h
            a = self.attention(self.norm(h, w["n1_w"], w["n1_b"]), w, cache, rope, write_index, kv_len, prefill)
            h = residual + a
            residual = h
            return residual + self.mlp(self.norm(h, w["n2_w"], w["n2_b"]), w)
        if layout == "parallel_one_norm":
            x = self.norm(h, w["n1_w"], w["n1_b"])
            a = self.attention(x, w, cache, rope, write_index, kv_len, prefill)
            m = self.mlp(x, w)
        else:  # parallel_two_norms
            a = self.attention(self.norm(h, w["n1_w"], w["n1_b"]), w, cache, rope, write_index, kv_len, prefill)
            m = self.mlp(self.norm(h, w["n2_w"], w["n2_b"]), w)
        if self.spec["combine"] == "falcon":  # mlp_output += attention_output; residual + mlp_output
            m += a
            return h + m
        return a + m + h  # Phi: attn + ff + residual; GPT-NeoX: mlp + attn + residual (same ops)

    def forward(self, ids, positions, cache, write_index, kv_len, prefill):
        """Logits [B, 1, V]: of the one new token (decode) or of the last prompt token (prefill).
        ids [B, S]; positions [1, S] (HF's position_ids); write_index [S], where k and v go in
        the cache; kv_len: the cache positions a decode step attends to (L + 1)."""
        _, F = _torch()
        s = self.spec
        h = F.embedding(ids, self.embed)
        if self.normalizer is not None:
            h = h * self.normalizer
        if self.pos_embed is not None:
            offset = 2 if s["positions"] == "learned_offset2" else 0
            h = h + F.embedding(positions + offset if offset else positions, self.pos_embed)
        rope = self.rotary(positions, h.dtype) if self.inv_freq is not None else None
        for w, c in zip(self.layers, cache):
            h = self.layer(h, w, c, rope, write_index, kv_len, prefill)
        h = self.norm(h, self.final_w, self.final_b)
        if prefill:
            h = h[:, -1:, :]
        return F.linear(h, self.head_w, self.head_b)


def decode_inputs(model, batch, position, seed=1):
    """(ids [B, 1], positions [1, 1] = position, write_index [1]) for a decode step at `position`."""
    torch, _ = _torch()
    gen = torch.Generator(device=model.device)
    gen.manual_seed(seed)
    ids = torch.randint(0, model.spec["vocab"], (batch, 1), generator=gen, device=model.device)
    index = torch.full((1,), position, dtype=torch.long, device=model.device)
    return ids, index.view(1, 1), index


def prefill_inputs(model, batch, seq, seed=1):
    """(ids [B, S], positions [1, S] = 0..S-1, write_index [S])."""
    torch, _ = _torch()
    gen = torch.Generator(device=model.device)
    gen.manual_seed(seed)
    ids = torch.randint(0, model.spec["vocab"], (batch, seq), generator=gen, device=model.device)
    index = torch.arange(seq, dtype=torch.long, device=model.device)
    return ids, index.view(1, seq), index


def self_check(spec, device="cpu", batch=2, prompt=9):
    """The last token's logits of a prefill of prompt + 1 tokens against a prefill of `prompt`
    tokens and one decode step at position `prompt`: (max |difference|, max |logit|). float32."""
    torch, _ = _torch()
    model = ServingModel(spec, device=device, dtype=torch.float32, seed=0, max_position=prompt + 1)
    ids, positions, index = prefill_inputs(model, batch, prompt + 1, seed=3)
    with torch.no_grad():
        full = model.forward(ids, positions, model.new_cache(batch, prompt + 4), index, prompt + 1, True)
        cache = model.new_cache(batch, prompt + 4)
        model.forward(ids[:, :prompt], positions[:, :prompt], cache, index[:prompt], prompt, True)
        step = model.forward(ids[:, prompt:], positions[:, prompt:], cache, index[prompt:], prompt + 1, False)
    return float((full - step).abs().max()), float(full.abs().max())
