#!/usr/bin/env python3
"""Hugging Face causal LMs, cut to a few layers, traced with dimtune.trace and profiled on the
GPU: what Hugging Face really runs, for compare_trace.py to set beside dimtune-import's graph.

    python3 benchmarks/trace_hf_models.py WORK_DIR [--tar OUT.tar.gz] [--only gpt2,falcon,...]
        [--layers 2] [--micro-batch 2] [--seq 1024] [--warmup 2] [--budget-s 300] [--no-gpu]
        [--sdpa-probe]
    python3 benchmarks/trace_hf_models.py /tmp/trace --tar $OUT/trace.tar.gz --budget-s 300 --sdpa-probe

For each family (FAMILIES below: a config of examples/configs/ each), the config is read and
made as measure_hf_steps.py makes it (its read_fields, apply_overrides and make_config:
transformers.AutoConfig.for_model, every dropout 0, no KV cache, positions >= seq), with
num_hidden_layers set to --layers. Then
  a. trace: the model built on the meta device in bf16 with attn_implementation="sdpa",
     model.train(), and loss = model(input_ids=ids, labels=ids).loss differentiated, through
     dimtune.trace.trace_to_mlir -> FAMILY.mlir (read later by dimtune-opt, on a machine with
     dimtune's build). transformers' checks on tensor values that a meta trace cannot read are
     answered as the real step answers them (META_ANSWERS: no packed sequences, no padding).
     A trace refused on a value read from data is tried again in eval mode (every dropout and
     layerdrop is 0: the same ops; OPT's LayerDrop draw is skipped); one whose experts
     dimtune.trace refuses (Mixtral's count tokens per expert at run time) again with the
     experts written as batched matmuls (experts_implementation="batched_mm", fixed shapes,
     not what runs); the record says which.
  b. on the GPU (not with --no-gpu): the same config built as measure_hf_steps.build does
     (bf16, SDPA, random weights, train mode), --warmup steps, one step timed between CUDA
     events, one step under torch.profiler: every device kernel (name, count, total us, its
     category gemm / attention / other as measure_hf_steps.category says, the dtype its name
     tells for GEMM kernels: fp32 ones flagged), the SDPA backends, the aten op that launched
     each kernel where the profiler links them, and the aten GEMM ops' counts; then one more
     step under a TorchDispatchMode that records every aten op with its tensors' dtypes and
     the module it ran in (the forward) -> FAMILY-profile.json, with the ops that compute in
     fp32 listed.
Everything is written as it goes: WORK_DIR/summary.json after each family (status, errors,
times), and the whole WORK_DIR packed into --tar after each family (a device returns a few
files only). A family that fails (a config this transformers rejects, an out-of-memory) is
recorded with its error and the others go on. --budget-s: no new family once spent.
"""
import argparse
import contextlib
import copy
import json
import os
import re
import sys
import tarfile
import time
import traceback

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)

# (family name, config): the families dimtune-import reads or is gaining.
FAMILIES = [
    ("gpt2", "examples/configs/gpt2.json"),
    ("gpt_neox", "examples/configs/pythia-1.4b.json"),
    ("gptj", "examples/configs/gpt-j-6b.json"),
    ("opt", "examples/configs/opt-1.3b.json"),
    ("llama", "examples/configs/llama-2-7b.json"),
    ("mistral", "examples/configs/mistral-7b.json"),
    ("qwen2", "examples/configs/qwen2-7b.json"),
    ("falcon", "examples/configs/falcon-7b.json"),
    ("phi", "examples/configs/phi-2.json"),
    ("gemma", "examples/configs/gemma-7b.json"),
    ("mixtral", "examples/configs/mixtral-8x7b.json"),
    ("phi3", "examples/configs/phi-3-mini.json"),
    ("gemma2", "examples/configs/gemma-2-2b.json"),
    ("qwen3", "examples/configs/qwen3-4b.json"),
    ("olmo2", "examples/configs/olmo-2-7b.json"),
    ("stablelm", "examples/configs/stablelm-2-1.6b.json"),
    ("starcoder2", "examples/configs/starcoder2-3b.json"),
]

# The dtype a GEMM kernel's name tells (cuBLAS/CUTLASS naming), or None (nvjet names do not).
_KERNEL_DTYPES = [
    (re.compile(r"sgemm|f32f32_f32f32.*ffma|gemm_f32f32_f32f32_f32|ffma", re.I), "fp32"),
    (re.compile(r"tf32", re.I), "tf32"),
    (re.compile(r"bf16", re.I), "bf16"),
    (re.compile(r"f16|fp16|h16816|h1688|hgemm|half", re.I), "fp16"),
    (re.compile(r"f32f32", re.I), "fp32"),
]
GEMM_OPS = {"mm", "addmm", "bmm", "baddbmm", "matmul", "linear", "_grouped_mm", "_scaled_mm", "addbmm"}
LAYER_INDEX = re.compile(r"\.\d+(?=\.|$)")


def kernel_dtype(name):
    for pattern, dtype in _KERNEL_DTYPES:
        if pattern.search(name):
            return dtype
    return None


def first_line(error):
    text = str(error).strip()
    return (text.splitlines()[0] if text else type(error).__name__)[:400]


def family_config(config_path, layers, seq):
    """(config, fields as read, dropout fields zeroed) with num_hidden_layers = layers."""
    import measure_hf_steps as mhs
    fields = mhs.read_fields(mhs.resolve(config_path, os.path.abspath(__file__)))
    fields = mhs.apply_overrides(fields, {"num_hidden_layers": layers})
    cfg, zeroed = mhs.make_config(fields, seq)
    return cfg, fields, zeroed


def meta_device():
    """torch.device("meta") as a context (torch 2.x); nothing on torch 1.13 (CPU tests)."""
    import torch
    device = torch.device("meta")
    return device if hasattr(device, "__enter__") else contextlib.nullcontext()


SDPA_REFUSED = "does not support an attention implementation through torch.nn.functional.scaled_dot_product_attention"


def from_config(cfg, attn, **extra):
    import torch
    from transformers import AutoModelForCausalLM
    try:
        return AutoModelForCausalLM.from_config(copy.deepcopy(cfg), dtype=torch.bfloat16, attn_implementation=attn,
                                                **extra)
    except TypeError:  # transformers before `dtype`
        return AutoModelForCausalLM.from_config(copy.deepcopy(cfg), torch_dtype=torch.bfloat16,
                                                attn_implementation=attn, **extra)


def build_meta(cfg, attn="sdpa", **extra):
    import torch
    with meta_device():
        model = from_config(cfg, attn, **extra)
    if next(model.parameters()).dtype != torch.bfloat16:
        model.to(torch.bfloat16)
    return model.train()


def build_gpu(cfg, attn):
    """measure_hf_steps.build's model (bf16, random weights, train mode) with attn_implementation=attn."""
    import torch
    import measure_hf_steps as mhs
    if attn == "sdpa":
        return mhs.build(copy.deepcopy(cfg))
    torch.manual_seed(0)
    with torch.device("cuda"):
        model = from_config(cfg, attn)
    if next(model.parameters()).dtype != torch.bfloat16:
        model.to(torch.bfloat16)
    return model.to("cuda").train()


def attention_implementation(cfg):
    """"sdpa", or "eager" where this transformers refuses SDPA for the family (GPT-J in 5.x)."""
    try:
        build_meta(cfg)
        return "sdpa", None
    except ValueError as e:
        if SDPA_REFUSED in str(e):
            return "eager", first_line(e)
        raise


def _without_padding(original):
    """masking_utils._ignore_causal_mask_sdpa, told there is no padding: the model's own
    all-ones mask (OPT makes one when none is given) is the real step's, which has none."""
    def answer(padding_mask=None, *args, **kwargs):
        if padding_mask is not None and getattr(padding_mask, "is_meta", False):
            padding_mask = None
        return original(padding_mask, *args, **kwargs)
    return answer


# transformers' checks on tensor values that a meta trace cannot answer, answered as the real
# step answers them for its inputs (fresh [B, S] ids, positions 0..S-1, no padding): the name
# of the function, and a function of the original giving the one used in its place.
META_ANSWERS = {
    # masking_utils: packed sequences are told from the position ids; 0..S-1 is one sequence.
    "find_packed_sequence_indices": lambda original: (lambda *args, **kwargs: None),
    # masking_utils: the causal mask is skipped (SDPA's is_causal) when nothing is padded.
    "_ignore_causal_mask_sdpa": _without_padding,
}


@contextlib.contextmanager
def meta_answers():
    """META_ANSWERS in place of transformers' functions wherever a loaded module holds one."""
    import importlib
    try:
        importlib.import_module("transformers.masking_utils")
    except Exception:
        pass
    done = []
    for name, module in list(sys.modules.items()):
        if not name.startswith("transformers") or module is None:
            continue
        for attr, answer in META_ANSWERS.items():
            original = getattr(module, attr, None)
            if callable(original) and not getattr(original, "_dimtune_meta_answer", False):
                replacement = answer(original)
                replacement._dimtune_meta_answer = True
                done.append((module, attr, original))
                setattr(module, attr, replacement)
    try:
        yield sorted({f"{m.__name__}.{a}" for m, a, _ in done})
    finally:
        for module, attr, original in done:
            setattr(module, attr, original)


EVAL_NOTE = ("model.eval() for the trace: with every dropout and layerdrop probability 0 the forward runs the same "
             "ops; what train mode adds is a random draw compared with a probability of 0 (OPT's LayerDrop: "
             "torch.rand([]) < layerdrop, per layer), a value a meta trace cannot read and whose answer is known")


def trace(cfg, mb, seq, path, attn):
    """Traces the model's training step into path; the record of how it went. A refusal on a
    value read from data is tried again in eval mode where every dropout of the config is 0
    (make_config zeroes them all), and a mixture of experts that cannot be traced as it runs
    (grouped_mm) with batched_mm; the record says which."""
    import torch
    from dimtune.trace import trace_to_mlir
    record = {"path": os.path.basename(path), "attn_implementation": attn}
    attempts = [({}, "train")]
    experts = bool(getattr(cfg, "num_local_experts", None) or getattr(cfg, "num_experts", None))
    while attempts:
        extra, mode = attempts.pop(0)
        began = time.time()
        try:
            model = build_meta(cfg, attn, **extra)
            if mode == "eval":
                model.eval()
            ids = torch.randint(0, cfg.vocab_size, (mb, seq))
            with meta_answers() as answered:
                record["meta_answers"] = answered
                text = trace_to_mlir(model, {"input_ids": ids, "labels": ids}, training=True, path=path)
            record.update(status="ok", build_options=extra, module_mode=mode, seconds=round(time.time() - began, 2),
                          mlir_bytes=len(text), params=sum(p.numel() for p in model.parameters()),
                          experts_implementation=getattr(model.config, "_experts_implementation", None))
            if mode == "eval":
                record["module_mode_note"] = EVAL_NOTE
            return record
        except Exception as e:  # TraceError (a refusal) or the model's own error
            error = f"{type(e).__name__}: {first_line(e)}"
            record.setdefault("errors", []).append({"build_options": extra, "module_mode": mode, "error": error})
            record.update(status="error", seconds=round(time.time() - began, 2))
            if mode == "train" and "_local_scalar_dense" in error:
                attempts.append((extra, "eval"))
            elif experts and not extra:
                attempts.append(({"experts_implementation": "batched_mm"}, mode))
    return record


class DtypeLog:
    """Every aten op of one step with its floating tensors' dtypes and, in the forward, the
    module it ran in (layer indices folded: h.N.attn), counted; the first call's shapes kept."""

    def __init__(self, model):
        import torch
        from torch.utils._python_dispatch import TorchDispatchMode
        from torch.utils._pytree import tree_flatten
        from dimtune.trace.schema import METADATA_OPS, is_view
        names = {id(m): n for n, m in model.named_modules()}
        stack, ops = [], {}
        self.ops, self.stack = ops, stack
        self.phase = "fwd"
        log = self

        def pre(module, _inputs):
            stack.append(LAYER_INDEX.sub(".N", names.get(id(module), type(module).__name__)))

        def post(module, _inputs, _output):
            if stack:
                stack.pop()

        def dtypes(tree):
            seen = []
            for t in tree_flatten(tree)[0]:
                if isinstance(t, torch.Tensor) and t.is_floating_point():
                    d = str(t.dtype).replace("torch.", "")
                    if d not in seen:
                        seen.append(d)
            return seen

        class Mode(TorchDispatchMode):
            def __torch_dispatch__(self, func, types, args=(), kwargs=None):
                kwargs = kwargs or {}
                out = func(*args, **kwargs)
                name = str(func)
                if not is_view(func) and name.split(".")[1] not in METADATA_OPS:
                    ins, outs = dtypes((args, kwargs)), dtypes(out)
                    module = stack[-1] if (stack and log.phase == "fwd") else ""
                    tensors = [t for t in tree_flatten((args, kwargs))[0] if isinstance(t, torch.Tensor)]
                    shapes = [list(t.shape) for t in tensors][:4]
                    # GEMMs and attention kernels: one entry per shape and strides (the real
                    # step's GEMM multiset); the rest: one per op, dtypes and module.
                    exact = name.split(".")[1] in GEMM_OPS or "attention" in name
                    strides = [list(t.stride()) for t in tensors][:4] if exact else None
                    key = (log.phase, name, ",".join(ins), ",".join(outs), module,
                           json.dumps([shapes, strides]) if exact else "")
                    entry = ops.get(key)
                    if entry is None:
                        entry = ops[key] = {"phase": log.phase, "op": name, "in_dtypes": ins, "out_dtypes": outs,
                                            "module": module, "count": 0, "shapes": shapes}
                        if exact:
                            entry["strides"] = strides
                    entry["count"] += 1
                return out

        self.mode = Mode()
        self._pre, self._post = pre, post

    @contextlib.contextmanager
    def hooks(self):
        import torch.nn.modules.module as mm
        handles = [mm.register_module_forward_pre_hook(self._pre), mm.register_module_forward_hook(self._post)]
        try:
            yield
        finally:
            for h in handles:
                h.remove()

    def summary(self):
        ops = sorted(self.ops.values(), key=lambda e: (e["phase"], e["module"], e["op"]))
        fp32 = [e for e in ops if "float32" in e["in_dtypes"] + e["out_dtypes"]]
        return {"ops": ops, "fp32_ops": fp32,
                "fp32_gemm_ops": [e for e in fp32 if e["op"].split(".")[1] in GEMM_OPS
                                  and "float32" in e["in_dtypes"]]}


def dtype_step(model, ids):
    import measure_hf_steps as mhs
    log = DtypeLog(model)
    with log.hooks(), log.mode:
        loss = model(input_ids=ids, labels=ids).loss
        log.phase = "bwd"
        loss.backward()
    model.zero_grad(set_to_none=True)
    del loss
    mhs.free()
    return log.summary()


def profile(model, ids):
    """One step under torch.profiler: every device kernel, and the aten ops that launched them."""
    import torch
    import measure_attention
    import measure_hf_steps as mhs
    from torch.autograd import DeviceType
    from torch.profiler import ProfilerActivity, profile as torch_profile
    with torch_profile(activities=[ProfilerActivity.CPU, ProfilerActivity.CUDA]) as prof:
        mhs.step(model, ids)
        torch.cuda.synchronize()
    kernels, launched_by, aten = {}, {}, {}
    for e in prof.events():
        if e.device_type == DeviceType.CUDA:
            entry = kernels.setdefault(e.name, [0, 0.0])
            entry[0] += 1
            entry[1] += e.time_range.elapsed_us()
            continue
        if e.name.startswith("aten::"):
            op = e.name[len("aten::"):]
            if op in GEMM_OPS:
                aten[op] = aten.get(op, 0) + 1
            for k in getattr(e, "kernels", None) or []:
                pair = (e.name, getattr(k, "name", str(k)))
                launched_by[pair] = launched_by.get(pair, 0) + 1
    total = sum(us for _, us in kernels.values())
    categories = {c: {"count": 0, "total_us": 0.0} for c in ("gemm", "attention", "other")}
    rows = []
    for name, (count, us) in sorted(kernels.items(), key=lambda kv: -kv[1][1]):
        cat = mhs.category(name)
        categories[cat]["count"] += count
        categories[cat]["total_us"] += us
        row = {"name": name, "category": cat, "count": count, "total_us": round(us, 3)}
        if cat == "gemm":
            row["dtype"] = kernel_dtype(name)
            row["fp32"] = row["dtype"] == "fp32"
        rows.append(row)
    for c in categories.values():
        c["fraction"] = c["total_us"] / total if total else 0.0
        c["total_us"] = round(c["total_us"], 3)
    gemm_rows = [r for r in rows if r["category"] == "gemm"]
    by_dtype = {}
    for r in gemm_rows:
        d = by_dtype.setdefault(r["dtype"] or "unknown", {"count": 0, "total_us": 0.0})
        d["count"] += r["count"]
        d["total_us"] = round(d["total_us"] + r["total_us"], 3)
    backends = {measure_attention.backend_of_kernel(r["name"]) for r in rows if r["category"] == "attention"}
    return {"kernel_total_us": round(total, 3), "kernel_launches": sum(r["count"] for r in rows),
            "categories": categories, "gemm_kernels_by_dtype": by_dtype,
            "fp32_gemm_kernels": [r for r in gemm_rows if r["fp32"]],
            "sdpa_backends": sorted(b for b in backends if b) or ["none seen (math?)"],
            "aten_gemm_ops": aten,
            "kernels_launched_by": [{"aten_op": a, "kernel": k, "count": n}
                                    for (a, k), n in sorted(launched_by.items(), key=lambda kv: -kv[1])],
            "kernels": rows}


def gpu(cfg, mb, seq, warmup, attn):
    """Builds the model on the GPU, warms it up, times a step, profiles one, logs one's dtypes."""
    import torch
    import measure_hf_steps as mhs
    record = {}
    began = time.time()
    model = build_gpu(cfg, attn)
    record["build_s"] = round(time.time() - began, 2)
    record["attn_implementation"] = getattr(model.config, "_attn_implementation", None)
    record["experts_implementation"] = getattr(model.config, "_experts_implementation", None)
    record["params"] = sum(p.numel() for p in model.parameters())
    record["param_dtypes"] = sorted({str(p.dtype).replace("torch.", "") for p in model.parameters()})
    record["buffer_dtypes"] = {n: str(b.dtype).replace("torch.", "") for n, b in model.named_buffers()}
    try:
        for _ in range(warmup):
            mhs.step(model, mhs.random_ids(mb, seq, cfg.vocab_size))
        torch.cuda.synchronize()
        torch.cuda.reset_peak_memory_stats()
        ms, wall, loss = mhs.timed_step(model, mb, seq, cfg.vocab_size)
        record.update(step_ms=ms, wall_ms=wall, loss=loss, peak_allocated_bytes=torch.cuda.max_memory_allocated())
        record["profile"] = profile(model, mhs.random_ids(mb, seq, cfg.vocab_size))
        record["dtypes"] = dtype_step(model, mhs.random_ids(mb, seq, cfg.vocab_size))
    finally:
        del model
        mhs.free()
    return record


def sdpa_probe(batch=2, heads=71, seq=1024, head_dim=64):
    """Which kernels SDPA runs, forward and backward, for Falcon-7B's attention as its Hugging
    Face code calls it (bf16, 71 query heads over 1 KV head, head dim 64, a bool mask) and for
    the calls it could make instead (is_causal, enable_gqa, K/V expanded to the query heads);
    and why each fused backend refuses the first (its warnings when forced)."""
    import warnings
    import torch
    import torch.nn.functional as F
    import measure_attention
    from torch.autograd import DeviceType
    from torch.profiler import ProfilerActivity, profile as torch_profile
    make = lambda h: torch.randn(batch, h, seq, head_dim, device="cuda", dtype=torch.bfloat16, requires_grad=True)
    q, k, v = make(heads), make(1), make(1)
    mask = torch.ones(seq, seq, dtype=torch.bool, device="cuda").tril()[None, None].expand(batch, 1, seq, seq)
    wide = lambda t: t.expand(batch, heads, seq, head_dim)
    cases = {
        "mqa_bool_mask (as HF Falcon calls it)": lambda: F.scaled_dot_product_attention(q, k, v, attn_mask=mask),
        "mqa_is_causal": lambda: F.scaled_dot_product_attention(q, k, v, is_causal=True),
        "mqa_enable_gqa_is_causal": lambda: F.scaled_dot_product_attention(q, k, v, is_causal=True, enable_gqa=True),
        "mqa_enable_gqa_bool_mask": lambda: F.scaled_dot_product_attention(q, k, v, attn_mask=mask, enable_gqa=True),
        "kv_expanded_bool_mask": lambda: F.scaled_dot_product_attention(q, wide(k), wide(v), attn_mask=mask),
        "kv_expanded_is_causal": lambda: F.scaled_dot_product_attention(q, wide(k), wide(v), is_causal=True),
    }
    out = {"shape": {"batch": batch, "heads": heads, "kv_heads": 1, "seq": seq, "head_dim": head_dim,
                     "dtype": "bfloat16"}, "cases": {}, "forced": {}}
    for label, call in cases.items():
        try:
            call().sum().backward()  # warm-up
            torch.cuda.synchronize()
            with torch_profile(activities=[ProfilerActivity.CUDA]) as prof:
                call().sum().backward()
                torch.cuda.synchronize()
            kernels = {}
            for e in prof.events():
                if e.device_type == DeviceType.CUDA:
                    entry = kernels.setdefault(e.name, [0, 0.0])
                    entry[0] += 1
                    entry[1] += e.time_range.elapsed_us()
            backends = sorted({b for b in map(measure_attention.backend_of_kernel, kernels) if b}) or ["MATH"]
            out["cases"][label] = {
                "backends": backends, "kernel_us": round(sum(us for _, us in kernels.values()), 1),
                "fp32_gemm_kernels": sum(c for n, (c, _) in kernels.items() if kernel_dtype(n) == "fp32"
                                         and "gemm" in n.lower()),
                "kernels": [{"name": n[:160], "count": c, "us": round(us, 1), "dtype": kernel_dtype(n)}
                            for n, (c, us) in sorted(kernels.items(), key=lambda kv: -kv[1][1])[:12]]}
        except Exception as e:
            out["cases"][label] = {"error": f"{type(e).__name__}: {first_line(e)}"}
        q.grad = k.grad = v.grad = None
    try:
        from torch.nn.attention import SDPBackend, sdpa_kernel
        for backend in ("FLASH_ATTENTION", "EFFICIENT_ATTENTION", "CUDNN_ATTENTION"):
            with warnings.catch_warnings(record=True) as caught:
                warnings.simplefilter("always")
                try:
                    with sdpa_kernel([getattr(SDPBackend, backend)]):
                        F.scaled_dot_product_attention(q, k, v, attn_mask=mask)
                    result = "ran"
                except Exception as e:
                    result = f"{type(e).__name__}: {first_line(e)}"
            out["forced"][backend] = {"result": result, "warnings": measure_attention.warned(caught)}
    except Exception as e:
        out["forced"]["error"] = f"{type(e).__name__}: {first_line(e)}"
    return out


def environment(use_gpu):
    info = {"python": sys.version.split()[0]}
    try:
        import torch
        info["torch"] = torch.__version__
    except Exception as e:
        info["torch"] = f"missing: {first_line(e)}"
    try:
        import transformers
        info["transformers"] = transformers.__version__
    except Exception as e:
        info["transformers"] = f"missing: {first_line(e)}"
    if use_gpu:
        try:
            import gpu_conditions
            info["gpu"] = gpu_conditions.environment()
        except Exception as e:
            info["gpu"] = f"unknown: {first_line(e)}"
    return info


def pack(work, tar_path):
    """WORK_DIR as a tar.gz at tar_path, written beside it and renamed over it when complete."""
    if not tar_path:
        return
    tmp = tar_path + ".tmp"
    with tarfile.open(tmp, "w:gz") as tar:
        for name in sorted(os.listdir(work)):
            tar.add(os.path.join(work, name), arcname=os.path.join("trace", name))
    os.replace(tmp, tar_path)


def write_json(path, doc):
    tmp = path + ".tmp"
    with open(tmp, "w") as f:
        json.dump(doc, f, indent=1, default=str)
    os.replace(tmp, path)


def check_prerequisites(use_gpu):
    """Fails fast, with one line, where the run cannot work."""
    missing = []
    try:
        import torch
    except ImportError:
        sys.exit("trace_hf_models.py: error: PyTorch is not importable")
    try:
        import transformers  # noqa: F401
    except ImportError:
        missing.append("transformers")
    try:
        import dimtune.trace  # noqa: F401
    except ImportError as e:
        missing.append(f"dimtune.trace ({first_line(e)}; PYTHONPATH should hold {os.path.join(ROOT, 'python')})")
    if missing:
        sys.exit(f"trace_hf_models.py: error: not importable: {', '.join(missing)}")
    if use_gpu and not torch.cuda.is_available():
        sys.exit("trace_hf_models.py: error: no CUDA device (use --no-gpu to trace only)")


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("work_dir", help="where FAMILY.mlir, FAMILY-profile.json and summary.json go")
    ap.add_argument("--tar", default="", help="pack WORK_DIR into this .tar.gz after each family")
    ap.add_argument("--only", default="", help="comma-separated family names (default: all)")
    ap.add_argument("--layers", type=int, default=2, help="num_hidden_layers of every model")
    ap.add_argument("--micro-batch", type=int, default=2)
    ap.add_argument("--seq", type=int, default=1024)
    ap.add_argument("--warmup", type=int, default=2, help="steps on the GPU before the timed one")
    ap.add_argument("--budget-s", type=float, default=300.0, help="no new family once this much time is spent")
    ap.add_argument("--no-gpu", action="store_true", help="trace only (no GPU build, step or profile)")
    ap.add_argument("--sdpa-probe", action="store_true",
                    help="after the families: which SDPA kernels Falcon-7B's attention call runs (falcon-sdpa-probe.json)")
    ap.add_argument("--config", action="append", default=[], metavar="NAME=PATH",
                    help="a family of one's own (instead of FAMILIES; repeatable)")
    args = ap.parse_args()
    sys.path.insert(0, os.path.join(ROOT, "python"))
    sys.path.insert(0, HERE)
    use_gpu = not args.no_gpu
    check_prerequisites(use_gpu)

    families = FAMILIES
    if args.config:
        families = []
        for item in args.config:
            name, sep, path = item.partition("=")
            if not sep:
                ap.error("--config wants NAME=PATH")
            families.append((name, path))
    only = [n.strip() for n in args.only.split(",") if n.strip()]
    unknown = set(only) - {n for n, _ in families}
    if unknown:
        ap.error(f"unknown families: {sorted(unknown)} (known: {[n for n, _ in families]})")
    families = [(n, c) for n, c in families if not only or n in only]

    os.makedirs(args.work_dir, exist_ok=True)
    started = time.time()
    summary = {"environment": environment(use_gpu), "args": vars(args), "layers": args.layers,
               "micro_batch": args.micro_batch, "seq": args.seq, "families": [], "finished": False,
               "notes": ["configs as measure_hf_steps.make_config makes them (dropout 0, use_cache off, "
                         "positions >= seq) with num_hidden_layers = layers",
                         "trace: built on the meta device, bf16, sdpa, train(); loss = model(input_ids=ids, "
                         "labels=ids).loss, backward; dimtune.trace",
                         "gpu: measure_hf_steps.build (bf16, sdpa, random weights, train); warm-up steps, one timed "
                         "step, one profiled step (torch.profiler, CPU+CUDA), one step under a dtype-logging "
                         "TorchDispatchMode"]}
    print(summary["environment"], f"{len(families)} families", flush=True)
    if use_gpu:
        import gpu_timing
        gpu_timing.spin_up_clocks()
    for name, config_path in families:
        if time.time() - started > args.budget_s:
            summary["families"].append({"family": name, "config": config_path, "status": "skipped",
                                        "note": "budget spent"})
            print(f"{name}: skipped (budget spent)", flush=True)
            continue
        entry = {"family": name, "config": config_path, "layers": args.layers,
                 "micro_batch": args.micro_batch, "seq": args.seq}
        print(f"{name} ({config_path}) at {time.time() - started:.0f}s", flush=True)
        try:
            cfg, fields, zeroed = family_config(config_path, args.layers, args.seq)
            entry.update(model_type=fields["model_type"], dropout_zeroed=zeroed)
            try:
                entry["config_diff"] = cfg.to_diff_dict()
            except Exception:
                pass
        except Exception as e:
            entry.update(status="config_error", error=f"{type(e).__name__}: {first_line(e)}")
            print(f"  config error: {entry['error']}", flush=True)
            summary["families"].append(entry)
            write_json(os.path.join(args.work_dir, "summary.json"), summary)
            pack(args.work_dir, args.tar)
            continue
        try:
            attn, why = attention_implementation(cfg)
        except Exception as e:
            attn, why = "sdpa", None
            entry["build_error"] = f"{type(e).__name__}: {first_line(e)}"
        entry["attn_implementation"] = attn
        if why:
            entry["attn_note"] = f"eager: this transformers refuses sdpa ({why[:200]})"
        entry["trace"] = trace(cfg, args.micro_batch, args.seq, os.path.join(args.work_dir, f"{name}.mlir"), attn)
        t = entry["trace"]
        print(f"  trace: {t['status']} in {t['seconds']} s" + (f" ({t['errors']})" if t.get("errors") else ""),
              flush=True)
        if use_gpu:
            began = time.time()
            try:
                record = gpu(cfg, args.micro_batch, args.seq, args.warmup, attn)
                record.update(status="ok", family=name, config=config_path, layers=args.layers,
                              micro_batch=args.micro_batch, seq=args.seq, model_type=fields["model_type"])
                write_json(os.path.join(args.work_dir, f"{name}-profile.json"), record)
                p = record["profile"]
                entry["gpu"] = {"status": "ok", "seconds": round(time.time() - began, 2),
                                "step_ms": record["step_ms"], "sdpa_backends": p["sdpa_backends"],
                                "categories": p["categories"], "gemm_kernels_by_dtype": p["gemm_kernels_by_dtype"],
                                "fp32_gemm_ops": len(record["dtypes"]["fp32_gemm_ops"]),
                                "experts_implementation": record["experts_implementation"]}
                print(f"  gpu: step {record['step_ms']:.1f} ms; " + ", ".join(
                    f"{c} {v['count']} kernels {v['total_us']:.0f} us" for c, v in p["categories"].items())
                    + f"; SDPA {p['sdpa_backends']}; GEMM kernels by dtype {p['gemm_kernels_by_dtype']}", flush=True)
            except Exception as e:
                entry["gpu"] = {"status": "error", "seconds": round(time.time() - began, 2),
                                "error": f"{type(e).__name__}: {first_line(e)}",
                                "where": traceback.format_exc().strip().splitlines()[-3:]}
                print(f"  gpu error: {entry['gpu']['error']}", flush=True)
                try:
                    import measure_hf_steps as mhs
                    mhs.free()
                except Exception:
                    pass
        entry["status"] = "ok" if t["status"] == "ok" and (not use_gpu or entry["gpu"]["status"] == "ok") else "partial"
        summary["families"].append(entry)
        write_json(os.path.join(args.work_dir, "summary.json"), summary)
        pack(args.work_dir, args.tar)
    if use_gpu and args.sdpa_probe:
        try:
            write_json(os.path.join(args.work_dir, "falcon-sdpa-probe.json"), sdpa_probe())
            print("sdpa probe written", flush=True)
        except Exception as e:
            summary["sdpa_probe_error"] = f"{type(e).__name__}: {first_line(e)}"
            print(f"sdpa probe error: {summary['sdpa_probe_error']}", flush=True)
    summary["finished"] = True
    summary["seconds"] = round(time.time() - started, 1)
    write_json(os.path.join(args.work_dir, "summary.json"), summary)
    pack(args.work_dir, args.tar)
    print(f"done: {len(summary['families'])} families in {summary['seconds']} s", flush=True)


if __name__ == "__main__":
    main()
