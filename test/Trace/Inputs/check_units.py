"""Checks of dimtune.trace's pieces that the model tests reach only on some torch versions or
names: the stride rule for GEMM layouts, the aten fused-attention ops' arguments (torch 2.x
kernels, read here from meta tensors on any version), the role names, attention written out
(eager) or run by SDPA's math path, and the API."""
import math
import os
import sys
import tempfile

import torch
import torch.nn as nn
import torch.nn.functional as F
from torch.overrides import handle_torch_function, has_torch_function_variadic

from dimtune.trace import TraceError, trace_to_mlir
from dimtune.trace import gemm, roles, sdpa
from dimtune.trace.graph import Node, Value


def check_layouts():
    layout = gemm.matrix_layout
    assert layout((32, 40), (40, 1)) == "row"
    assert layout((32, 40), (1, 32)) == "col"
    assert layout((4, 384), (75648, 1)) == "row"  # a row slice of a wider tensor: its rows padded
    assert layout((32, 20), (40, 2)) is None  # no unit stride: cuBLAS copies it
    assert layout((1, 40), (1, 1)) == "row" and layout((32, 1), (1, 1)) == "row"


def _grouped(a_shape, b_shape, groups=8, b_stride=None):
    """A torch._grouped_mm node (torch 2.8+; built here from Values, on any torch)."""
    def value(uid, shape, stride=None):
        stride = stride or tuple(math.prod(shape[i + 1:]) for i in range(len(shape)))
        return Value(uid, tuple(shape), stride, torch.bfloat16, storage=uid)
    a, b = value(1, a_shape), value(2, b_shape, b_stride)
    args = {"self": a, "mat2": b, "offs": value(3, (groups,)) if groups else None}
    return Node(0, "aten._grouped_mm.default", "_grouped_mm", args, [a, b], [], "mlp.experts", "", "fwd", "compute")


def check_grouped_products():
    """A mixture of experts' grouped GEMM as the batched GEMM of its groups, the offsets' split
    taken as equal: each expert's tokens (2-D x 3-D), the weight gradient's split reduction
    (2-D x 2-D), a bmm without offsets (3-D x 3-D); a histc (tokens counted per expert) traced."""
    assert gemm.is_product(_grouped((4096, 4096), (8, 4096, 28672)))
    forward = gemm.forward_matrices(_grouped((4096, 4096), (8, 4096, 28672)))
    assert forward[:6] == (8, 512, 28672, 4096, "k", "n"), forward
    # dgrad: dY [T, N] x W^T, W read transposed (its K contiguous).
    dgrad = gemm.forward_matrices(_grouped((4096, 28672), (8, 28672, 4096), b_stride=(28672 * 4096, 1, 28672)))
    assert dgrad[:6] == (8, 512, 4096, 28672, "k", "k"), dgrad
    wgrad = gemm.forward_matrices(_grouped((4096, 4100), (4100, 28672)))  # X^T [K, T] x dY [T, N]
    assert wgrad[:4] == (8, 4096, 28672, 513), wgrad  # 4100 tokens over 8 experts: 513 each (rounded up)
    assert gemm.forward_matrices(_grouped((8, 64, 32), (8, 32, 16), groups=0))[:4] == (8, 64, 16, 32)
    try:
        gemm.forward_matrices(_grouped((4096, 4096), (4096, 28672), groups=0))
        raise AssertionError("a 2-D grouped product without offsets was lowered")
    except TraceError as error:
        assert "offsets" in str(error)

    class Counts(nn.Module):
        def forward(self, x):
            experts = x.argmax(-1).float()
            return torch.histc(experts, bins=8, min=0, max=7).cumsum(0)
    text = trace_to_mlir(Counts(), (torch.zeros(64, 8),))
    assert "histc" in text, text


def check_fused_attention_ops():
    def t(*shape):
        return torch.empty(*shape, device="meta", dtype=torch.bfloat16)
    bhsd = dict(query=t(2, 16, 128, 64), key=t(2, 4, 128, 64), value=t(2, 4, 128, 64))
    flash = sdpa.problem_from_aten("_scaled_dot_product_flash_attention", dict(bhsd, is_causal=True))
    assert (flash["batch"], flash["heads"], flash["kv_heads"], flash["q_len"], flash["head_dim"]) == (2, 16, 4, 128, 64)
    assert flash["causal"] and not flash["explicit_mask"]
    cudnn = sdpa.problem_from_aten("_scaled_dot_product_cudnn_attention",
                                   dict(bhsd, attn_bias=t(2, 1, 128, 128), is_causal=False))
    assert cudnn["explicit_mask"] and not cudnn["causal"]
    # The kernels behind the SDPA ops take [B, S, H, D]; the memory-efficient one numbers its masks.
    bshd = dict(query=t(2, 128, 16, 64), key=t(2, 96, 4, 64), value=t(2, 96, 4, 32))
    eff = sdpa.problem_from_aten("_efficient_attention_forward", dict(bshd, bias=None, custom_mask_type=1))
    assert (eff["heads"], eff["kv_heads"], eff["q_len"], eff["kv_len"], eff["v_head_dim"]) == (16, 4, 128, 96, 32)
    assert eff["causal"]
    assert sdpa.is_forward_op("_flash_attention_forward") and sdpa.is_backward_op("_flash_attention_backward")
    try:
        sdpa.problem_from_aten("_scaled_dot_product_flash_attention",
                               dict(query=t(1, 6, 8, 64), key=t(1, 4, 8, 64), value=t(1, 4, 8, 64)))
        raise AssertionError("6 query heads over 4 KV heads accepted")
    except TraceError as error:
        assert "must divide" in str(error)


def check_roles():
    gemm_cases = {
        "transformer.h.0.attn.c_attn": "qkv", "transformer.h.0.attn.c_proj": "attn_out",
        "transformer.h.0.mlp.c_fc": "mlp_up", "transformer.h.0.mlp.c_proj": "mlp_down",
        "model.layers.0.self_attn.q_proj": "q", "model.layers.0.self_attn.o_proj": "attn_out",
        "model.layers.0.mlp.gate_proj": "mlp_gate", "model.layers.0.mlp.down_proj": "mlp_down",
        "gpt_neox.layers.0.attention.query_key_value": "qkv", "gpt_neox.layers.0.attention.dense": "attn_out",
        "gpt_neox.layers.0.mlp.dense_h_to_4h": "mlp_up", "gpt_neox.embed_out": "lm_head",
        "encoder.layer.0.attention.output.dense": "attn_out", "encoder.layer.0.intermediate.dense": "mlp_up",
        "encoder.layer.0.output.dense": "mlp_down", "blocks.0.attn.proj": "attn_out", "blocks.0.mlp.fc2": "mlp_down",
        "model.layers.0.block_sparse_moe.gate": "router", "model.layers.0.block_sparse_moe.experts.0.w1": "mlp_gate",
        "model.layers.0.block_sparse_moe.experts.0.w3": "mlp_up", "lm_head": "lm_head", "output": "lm_head",
        "layers.0.self_attn.in_proj": "qkv", "layers.0.self_attn.out_proj": "attn_out", "head": None,
    }
    for path, role in gemm_cases.items():
        assert roles.gemm_role(path) == role, (path, roles.gemm_role(path), role)
    assert roles.weight_path("layers.0.self_attn.in_proj_weight") == "layers.0.self_attn.in_proj"
    memory_cases = {
        ("transformer.h.3.ln_1", "LayerNorm"): "input_norm", ("transformer.h.3.ln_2", "LayerNorm"): "post_attention_norm",
        ("transformer.ln_f", "LayerNorm"): "final_norm", ("model.norm", "LlamaRMSNorm"): "final_norm",
        ("model.layers.0.input_layernorm", "LlamaRMSNorm"): "input_norm", ("transformer.wte", "Embedding"): "embedding",
        ("model.layers.0.self_attn", "LlamaAttention"): "attention", ("model.layers.0.mlp", "LlamaMLP"): "activation",
        ("model.layers.0", "LlamaDecoderLayer"): "residual", ("model.layers.0.block_sparse_moe", "MoE"): "router",
        ("model.layers.0.block_sparse_moe.experts.1", "Expert"): "activation",
    }
    for (path, cls), role in memory_cases.items():
        assert roles.memory_role(path, cls, "fwd", "add") == role, (path, roles.memory_role(path, cls, "fwd", "add"), role)
    assert roles.memory_role("", "GPT", "loss", "add") == "loss"
    assert roles.memory_role("", "GPT", "fwd", "nll_loss_forward") == "loss"


class ScoresAttention(nn.Module):
    """Attention written out two more ways: a causal mask from compared positions, or the scores
    made by baddbmm with an additive mask (as ALiBi models do)."""

    def __init__(self, additive):
        super().__init__()
        self.additive = additive

    def forward(self, q, k, v, bias):
        if self.additive:
            scores = torch.baddbmm(bias, q, k.transpose(1, 2))
        else:
            positions = torch.arange(q.shape[1], device=q.device)
            future = positions[None, :] > positions[:, None]
            scores = torch.bmm(q, k.transpose(1, 2)).masked_fill(future, float("-inf"))
        return torch.bmm(scores.softmax(-1), v)


def _attention_args():
    def t(*shape):
        return torch.empty(*shape, device="meta").requires_grad_()
    return (t(6, 10, 8), t(6, 10, 8), t(6, 10, 8), torch.empty(6, 10, 10, device="meta"))


def check_handwritten_attention():
    """Attention a model writes out is eager: found as a chain, written as its bmm's (marked
    dimtune.eager_attention, with their gradients) and kernels, never as one problem."""
    causal = trace_to_mlir(ScoresAttention(False), _attention_args(), training=True)
    assert causal.count("dimtune.eager_attention") == 6, causal  # QK^T, PV and their 4 gradients
    assert causal.count('dimtune.role = "attn_score"') == 3 and causal.count('dimtune.role = "attn_context"') == 3
    assert "linalg.softmax" not in causal and "cmpi ugt" not in causal  # no chain
    masked = trace_to_mlir(ScoresAttention(True), _attention_args())
    assert 'linalg.batch_matmul' in masked and masked.count("dimtune.eager_attention") == 2, masked  # baddbmm


def check_sdpa_math_path():
    """The same ops run by scaled_dot_product_attention's math path (a call its fused kernels
    refuse) are SDPA's attention: one chain, causal from the compared positions. A stand-in
    SDPA dispatched as torch's own functions are, on any torch."""
    body = ScoresAttention(False)

    def stand_in(q, k, v, *rest, **kwargs):
        if has_torch_function_variadic(q, k, v):
            return handle_torch_function(stand_in, (q, k, v), q, k, v, *rest, **kwargs)
        return body(q, k, v, None)

    class Model(nn.Module):
        def forward(self, q, k, v, bias):
            return F.scaled_dot_product_attention(q, k, v)

    saved = F.__dict__.get("scaled_dot_product_attention"), sdpa.fused_kernels_refuse
    F.scaled_dot_product_attention, sdpa.fused_kernels_refuse = stand_in, lambda *_, **__: True
    try:
        text = trace_to_mlir(Model(), _attention_args(), training=True)
    finally:
        sdpa.fused_kernels_refuse = saved[1]
        if saved[0] is None:
            del F.scaled_dot_product_attention
        else:
            F.scaled_dot_product_attention = saved[0]
    assert "%future = arith.cmpi ugt" in text and "linalg.softmax" in text, text
    assert "eager_attention" not in text and "linalg.batch_matmul" not in text  # all in the chain


class Output:
    """A Hugging Face-like output: the loss an attribute."""
    def __init__(self, loss):
        self.loss = loss


class TinyLM(nn.Module):
    def __init__(self):
        super().__init__()
        self.lm_head = nn.Linear(16, 24, bias=False)

    def forward(self, x, scale=1.0):
        return Output((self.lm_head(x) * scale).float().pow(2).mean())


def check_api():
    model = TinyLM()
    weight = model.lm_head.weight.detach().clone()
    x = torch.zeros(8, 16)
    text = trace_to_mlir(model, ((x,), {"scale": 2.0}), training=True)
    assert 'dimtune.role = "lm_head", dimtune.pass = "wgrad"' in text and "training = true" in text
    assert torch.equal(model.lm_head.weight, weight) and model.lm_head.weight.device.type == "cpu"
    with tempfile.TemporaryDirectory() as d:
        path = os.path.join(d, "tiny.mlir")
        loss_fn = lambda out: out.loss * 3  # noqa: E731
        written = trace_to_mlir(model, {"x": x}, training=True, loss_fn=loss_fn, path=path)
        with open(path) as f:
            assert f.read() == written
        assert os.listdir(d) == ["tiny.mlir"]  # no temporary file left beside it
    inference = trace_to_mlir(model, (x,))
    assert '"dgrad"' not in inference and "training = false" in inference
    try:
        trace_to_mlir(lambda x: x, (x,))
        raise AssertionError("a lambda was traced")
    except TraceError as error:
        assert "torch.nn.Module" in str(error)


if __name__ == "__main__":
    for check in (check_layouts, check_grouped_products, check_fused_attention_ops, check_roles, check_handwritten_attention,
                  check_sdpa_math_path, check_api):
        check()
        print(f"{check.__name__}: ok")
    sys.exit(0)
