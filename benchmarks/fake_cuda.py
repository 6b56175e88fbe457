#!/usr/bin/env python3
"""Runs one of this folder's GPU scripts with torch.cuda stood in for by the CPU: for the tests
(test/Benchmarks/serving-dry-run.test), not a measurement. What it checks is the GPU code
paths' plumbing on a machine without a GPU: the timing loops, graph capture and replay calls,
the per-case error recording, the budget and the output files.

    python3 benchmarks/fake_cuda.py [--tiny] SCRIPT.py ARGS...
    python3 benchmarks/fake_cuda.py --tiny measure_decode.py step /tmp/step.json --layers 1

Stood in for: tensors asked for on "cuda" are made on the CPU; torch.cuda.synchronize,
empty_cache and _sleep do nothing; torch.cuda.Event times with the host's clock; a CUDA graph
runs its block once at capture and replay() does nothing; torch.nn.attention's sdpa_kernel
and F.scaled_dot_product_attention (enable_gqa, attn_mask, is_causal) are a math
implementation whose stand-in backends refuse some problems as PyTorch's do (flash and cuDNN:
bf16/fp16 only, head dim a multiple of 8 up to 256, no mask for flash, no GQA for cuDNN;
efficient: a multiple of 8 up to 512), with a warning and "No available kernel"; the
environment is a stand-in with a 1 MiB L2; clocks are not spun up. NVML is left alone (with
none, gpu_conditions.Sampler samples nothing). The profiler records the CPU's events alone
(so it sees no kernels). --tiny shrinks
the scripts' case lists and models so that a run takes seconds on the CPU.
"""
import argparse
import contextlib
import enum
import importlib
import math
import os
import sys
import time
import types
import warnings

HERE = os.path.dirname(os.path.abspath(__file__))
FACTORIES = ["randn", "randint", "arange", "full", "tensor", "ones", "zeros", "empty", "rand"]


def _cpu(kwargs):
    device = kwargs.get("device")
    if device is not None and str(device).startswith("cuda"):
        kwargs["device"] = "cpu"
    return kwargs


class _Event:
    def __init__(self, enable_timing=False):
        self.t = None

    def record(self, stream=None):
        self.t = time.perf_counter()

    def elapsed_time(self, other):
        return (other.t - self.t) * 1000.0

    def synchronize(self):
        pass


class _Stream:
    def wait_stream(self, other):
        pass

    def synchronize(self):
        pass


class _Graph:
    def replay(self):
        pass


class SDPBackend(enum.IntEnum):
    MATH = 0
    FLASH_ATTENTION = 1
    EFFICIENT_ATTENTION = 2
    CUDNN_ATTENTION = 3


_allowed = [None]


@contextlib.contextmanager
def sdpa_kernel(backends):
    before = _allowed[0]
    _allowed[0] = list(backends) if isinstance(backends, (list, tuple)) else [backends]
    try:
        yield
    finally:
        _allowed[0] = before


def _refuses(backend, q, k, mask, gqa):
    import torch
    d = q.shape[-1]
    half = q.dtype in (torch.bfloat16, torch.float16)
    if backend == SDPBackend.FLASH_ATTENTION:
        if not half:
            return "Flash attention only supports fp16 and bf16"
        if d % 8 or d > 256:
            return f"Flash attention requires head dim a multiple of 8 up to 256, got {d}"
        if mask is not None:
            return "Flash attention does not support an attention mask"
    if backend == SDPBackend.CUDNN_ATTENTION:
        if not half or d % 8 or d > 256:
            return f"cuDNN attention: dtype {q.dtype}, head dim {d} unsupported"
        if gqa:
            return "cuDNN attention does not support enable_gqa"
    if backend == SDPBackend.EFFICIENT_ATTENTION and (d % 8 or d > 512):
        return f"Memory efficient attention requires head dim a multiple of 8 up to 512, got {d}"
    return None


def scaled_dot_product_attention(q, k, v, attn_mask=None, dropout_p=0.0, is_causal=False, scale=None,
                                 enable_gqa=False):
    import torch
    if k.shape[1] != q.shape[1] and not enable_gqa:
        raise RuntimeError(f"heads {q.shape[1]} != kv heads {k.shape[1]} without enable_gqa")
    order = _allowed[0] or [SDPBackend.CUDNN_ATTENTION, SDPBackend.FLASH_ATTENTION, SDPBackend.EFFICIENT_ATTENTION,
                            SDPBackend.MATH]
    reasons = [_refuses(b, q, k, attn_mask, k.shape[1] != q.shape[1]) for b in order]
    if all(reasons):
        for r in reasons:
            warnings.warn(r)
        raise RuntimeError("No available kernel. Aborting execution.")
    if k.shape[1] != q.shape[1]:
        k = k.repeat_interleave(q.shape[1] // k.shape[1], dim=1)
        v = v.repeat_interleave(q.shape[1] // v.shape[1], dim=1)
    scores = (q @ k.transpose(-1, -2)) * (scale or 1.0 / math.sqrt(q.shape[-1]))
    if is_causal:
        keep = torch.ones(q.shape[-2], k.shape[-2], dtype=torch.bool).tril()
        scores = scores.masked_fill(~keep, float("-inf"))
    if attn_mask is not None:
        scores = scores.masked_fill(~attn_mask, float("-inf")) if attn_mask.dtype == torch.bool else scores + attn_mask
    return torch.softmax(scores.float(), dim=-1).to(q.dtype) @ v


def install():
    import torch
    import torch.nn.functional as F
    for name in FACTORIES:
        original = getattr(torch, name)

        def wrapped(*args, _original=original, **kwargs):
            return _original(*args, **_cpu(kwargs))
        setattr(torch, name, wrapped)
    generator = torch.Generator
    torch.Generator = lambda device=None: generator()
    torch.cuda.synchronize = lambda *a, **k: None
    torch.cuda.empty_cache = lambda: None
    torch.cuda._sleep = lambda cycles: None
    torch.cuda.Event = _Event
    torch.cuda.Stream = _Stream
    torch.cuda.current_stream = lambda *a: _Stream()
    torch.cuda.stream = lambda s: contextlib.nullcontext()
    torch.cuda.CUDAGraph = _Graph
    torch.cuda.graph = lambda g, **k: contextlib.nullcontext()
    attention = types.ModuleType("torch.nn.attention")
    attention.SDPBackend = SDPBackend
    attention.sdpa_kernel = sdpa_kernel
    sys.modules["torch.nn.attention"] = attention
    torch.nn.attention = attention
    F.scaled_dot_product_attention = scaled_dot_product_attention
    import torch.profiler
    real_profile = torch.profiler.profile

    def profile(*args, activities=None, **kwargs):  # the CPU's events, whatever was asked for
        return real_profile(*args, activities=[torch.profiler.ProfilerActivity.CPU], **kwargs)
    torch.profiler.profile = profile
    sys.path.insert(0, HERE)
    import gpu_conditions
    import gpu_timing
    gpu_conditions.environment = lambda: {"gpu": "fake (CPU)", "sm_count": 1, "l2_bytes": 1 << 20,
                                          "torch": torch.__version__, "fake_cuda": True}
    gpu_timing.spin_up_clocks = lambda seconds=0: None


def shrink(module):
    """Case lists and models small enough for the CPU."""
    name = module.__name__
    if name == "measure_decode":
        import serving_model
        real = serving_model.spec_from_config
        serving_model.spec_from_config = lambda fields, layers, name=None: serving_model.shrunk(
            real(fields, layers, name))
        module.HEAD_CONFIGS = [(4, 4, 16), (4, 1, 16), (2, 2, 300)]
        module.ATTN_BATCHES, module.ATTN_LENS = [1, 2], [16, 64]
        module.SET_SIZES = {"fit": 6, "validate": 4}
        module.TARGET_US, module.MAX_CALLS = 2000.0, 40
        module.STEP_BATCHES, module.STEP_LENS = [1, 2], [16, 32]
        module.PROFILE_CASES, module.COARSE_BATCHES, module.COARSE_LENS = [(1, 32)], [1], [16]
        module.CACHE_SLACK = 8
        module.STEP_KV_LIMIT = 100 << 10  # some of B 2 skipped
        module.PREFILL_CASES = [(1, 16), (2, 8)]
        module.HF_BATCHES, module.HF_LENS = [1], [16]
    elif name == "measure_dispatch":
        module.HEAD_DIMS = [16, 50, 64, 300]
        module.HEAD_DIMS_ORDER = [64, 50, 300, 16]
        small = dict(batch=1, heads=2, kv_heads=2, q_len=32, kv_len=32)
        module.CASES = {k: dict(v, **(small if v["train"] else dict(batch=1, heads=2, kv_heads=2, kv_len=64)))
                        for k, v in module.CASES.items()}
        module.CASES["gqa_bf16"].update(heads=4, kv_heads=2)
        module.WINDOW = 8
    elif name == "measure_host":  # and --calls, --repeats
        module.LINEAR_N, module.SDPA_LEN = 256, 64


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--tiny", action="store_true", help="shrink the case lists and models")
    ap.add_argument("script", help="a script of benchmarks/, e.g. measure_decode.py")
    ap.add_argument("args", nargs=argparse.REMAINDER, help="its arguments")
    args = ap.parse_args()
    install()
    module = importlib.import_module(os.path.splitext(os.path.basename(args.script))[0])
    if args.tiny:
        shrink(module)
    sys.argv = [args.script] + args.args
    module.main()


if __name__ == "__main__":
    main()
