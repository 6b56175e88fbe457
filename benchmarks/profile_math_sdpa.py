#!/usr/bin/env python3
"""SDPA's math path as PyTorch runs it: every kernel of one scaled_dot_product_attention call
(forward, and with --training forward + backward of a sum of its output) forced onto the math
backend, for a grid of problems as Hugging Face hands them to SDPA (a boolean [B, 1, S, T] mask,
is_causal, no mask; one KV head broadcast without enable_gqa as Falcon does, grouped heads with
enable_gqa; bf16, fp16, fp32). Each kernel is kept with the aten op that launched it, its input
shapes and, in the backward, the autograd node, so that dimtune's table of the math path's
kernels can be set beside what runs.

    python3 benchmarks/profile_math_sdpa.py --out OUT.json [--repeats 3]

Each problem is run twice before it is profiled; its kernels are those of the median of
--repeats profiled calls (by total kernel time), each under the aten op that launched it
(profile_layer_ops.kernel_rows); device_kernel_us is the same call's kernel time as the device
recorded it, the check that no kernel was lost or counted twice. The SM clock and power are sampled during the
profiled calls (gpu_conditions.Sampler).
"""
import argparse
import json
import sys

import gpu_conditions
import measure_hf_steps as mhs
from profile_layer_ops import device_kernel_us, kernel_rows

# (name, batch, heads, kv_heads, q_len, kv_len, head_dim, mask, dtype, training)
# mask: "bool" ([B, 1, S, T], lower triangle kept), "causal" (is_causal), "none".
PROBLEMS = [
    ("falcon-7b", 2, 71, 1, 2048, 2048, 64, "bool", "bfloat16", True),
    ("falcon-7b-fwd", 2, 71, 1, 2048, 2048, 64, "bool", "bfloat16", False),
    ("mqa-short", 8, 32, 1, 512, 512, 64, "bool", "bfloat16", True),
    ("mha-causal", 1, 32, 32, 2048, 2048, 128, "causal", "bfloat16", True),
    ("mha-bool-fp16", 4, 16, 16, 1024, 1024, 64, "bool", "float16", True),
    ("gqa-bool", 1, 32, 8, 2048, 2048, 128, "bool", "bfloat16", True),
    ("mha-fp32", 2, 16, 16, 1024, 1024, 64, "causal", "float32", True),
    ("mha-nomask", 1, 12, 12, 4096, 4096, 64, "none", "bfloat16", True),
    ("mha-d256", 1, 8, 8, 2048, 2048, 256, "causal", "bfloat16", True),
    ("decode-gqa", 8, 32, 8, 1, 4096, 128, "none", "bfloat16", False),
    ("decode-mqa", 16, 71, 1, 1, 2048, 64, "none", "bfloat16", False),
]


def problem_inputs(torch, b, h, kv, s, t, d, mask, dtype, training):
    dt = getattr(torch, dtype)
    q = torch.randn(b, h, s, d, device="cuda", dtype=dt, requires_grad=training)
    k = torch.randn(b, kv, t, d, device="cuda", dtype=dt, requires_grad=training)
    v = torch.randn(b, kv, t, d, device="cuda", dtype=dt, requires_grad=training)
    attn_mask = None
    if mask == "bool":
        keep = torch.ones(s, t, device="cuda", dtype=torch.bool).tril(t - s)
        attn_mask = keep.expand(b, 1, s, t).contiguous()
    return q, k, v, attn_mask


def run_once(torch, problem, inputs):
    from torch.nn.attention import SDPBackend, sdpa_kernel
    _, b, h, kv, s, t, d, mask, dtype, training = problem
    q, k, v, attn_mask = inputs
    with sdpa_kernel(SDPBackend.MATH):
        out = torch.nn.functional.scaled_dot_product_attention(
            q, k, v, attn_mask=attn_mask, is_causal=mask == "causal",
            enable_gqa=1 < kv < h)
        if training:
            out.backward(torch.ones_like(out))
    if training:
        for x in (q, k, v):
            x.grad = None


def profiled(torch, problem, inputs):
    """(kernel rows, the device's own kernel total) of one call."""
    from torch.profiler import ProfilerActivity, profile
    with profile(activities=[ProfilerActivity.CPU, ProfilerActivity.CUDA], record_shapes=True) as prof:
        run_once(torch, problem, inputs)
        torch.cuda.synchronize()
    rows = kernel_rows(prof)
    kernels = [{"kernel": k, "op": op, "shapes": json.loads(shapes), "node": node, "count": n,
                "us": round(us, 3)} for (k, op, shapes, node), (n, us) in sorted(rows.items(), key=lambda r: -r[1][1])]
    return kernels, device_kernel_us(prof)


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--out", required=True)
    ap.add_argument("--repeats", type=int, default=3)
    args = ap.parse_args()
    import torch
    doc = {"environment": gpu_conditions.environment(), "args": vars(args), "problems": []}
    fields = ("name", "batch", "heads", "kv_heads", "q_len", "kv_len", "head_dim", "mask", "dtype",
              "training")
    for problem in PROBLEMS:
        record = dict(zip(fields, problem))
        inputs = None
        try:
            inputs = problem_inputs(torch, *problem[1:])
            for _ in range(2):
                run_once(torch, problem, inputs)
            torch.cuda.synchronize()
            with gpu_conditions.Sampler() as sampler:
                calls = [profiled(torch, problem, inputs) for _ in range(args.repeats)]
            calls.sort(key=lambda c: sum(k["us"] for k in c[0]))
            record["kernels"], record["device_kernel_us"] = calls[len(calls) // 2]
            record["device_kernel_us"] = round(record["device_kernel_us"], 3)
            record["kernel_us"] = round(sum(k["us"] for k in record["kernels"]), 3)
            record["kernel_us_all"] = [round(sum(k["us"] for k in c[0]), 3) for c in calls]
            record["conditions_during"] = sampler.summary()
            print(f"{problem[0]}: {record['kernel_us'] / 1e3:.2f} ms in {len(record['kernels'])} kernels "
                  f"(device: {record['device_kernel_us'] / 1e3:.2f} ms), "
                  f"{gpu_conditions.describe(record['conditions_during'])}", flush=True)
        except Exception as e:  # out of memory, or a problem this PyTorch refuses
            record["error"] = str(e).splitlines()[0][:300]
            print(f"{problem[0]}: error {record['error']}", flush=True)
        del inputs
        torch.cuda.empty_cache()
        doc["problems"].append(record)
    mhs.write_json(args.out, doc)
    return 0


if __name__ == "__main__":
    sys.exit(main())
