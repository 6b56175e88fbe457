#!/usr/bin/env python3
"""One decoder layer's kernels as Hugging Face runs them at full size: each model of a
measure_hf_steps.py spec built with 1 and with 2 layers (real transformers code, bf16, SDPA,
train mode, the spec's micro-batch and sequence), one training step of each profiled; the
difference of the two is one layer, the rest the embedding, the final norm, the LM head and
the loss. Every kernel is kept with the aten op that launched it, that op's input shapes and,
in the backward, the autograd node it ran for, so that compare_layer_ops.py can set each
beside the kernels dimtune-import writes for the same layer.

    python3 benchmarks/profile_layer_ops.py SPEC.json... --out OUT.json [--only NAME,...]
        [--warmup 3] [--budget-s 300] [--all-variants]
    PYTHONPATH=benchmarks python3 benchmarks/profile_layer_ops.py \\
        benchmarks/hf_steps_validation.json benchmarks/hf_steps_families.json --out $OUT/layer-ops.json

The first variant of each model is used (its overrides applied as measure_hf_steps.py applies
them); --all-variants profiles every variant, each recorded as NAME/LABEL. Before each profiled step the model runs --warmup steps; the SM clock and power are
sampled (gpu_conditions.Sampler) during the profiled step. OUT.json is rewritten after each
model, so a run cut short keeps what it measured. --budget-s: no new model once spent.
"""
import argparse
import json
import sys
import time

import gpu_conditions
import measure_hf_steps as mhs

AUTOGRAD_PREFIX = "autograd::engine::evaluate_function: "


def launching_op(event):
    """(innermost aten op, its input shapes, the autograd node it ran under or '')."""
    node = ""
    parent = event.cpu_parent
    while parent is not None:
        if parent.name.startswith(AUTOGRAD_PREFIX):
            node = parent.name[len(AUTOGRAD_PREFIX):]
            break
        parent = parent.cpu_parent
    return event.name, [list(s) for s in (event.input_shapes or []) if isinstance(s, (list, tuple))], node


def own_kernels(event):
    """The kernels `event` launched itself: those it holds less its child ops' (a profiler may
    list a child's kernels on its parent too; an op such as _softmax_backward_data launches
    its own kernel beside its children's)."""
    from collections import Counter
    own = Counter((k.name, k.duration) for k in getattr(event, "kernels", None) or [])
    for child in event.cpu_children:
        own -= Counter((k.name, k.duration) for k in getattr(child, "kernels", None) or [])
    return own


def kernel_rows(prof):
    """Every device kernel a profile holds: {(kernel, op, shapes, node): [count, us]}, each
    kernel under the innermost aten op that launched it."""
    rows = {}
    for e in prof.events():
        if not e.name.startswith("aten::"):
            continue
        own = own_kernels(e)
        if not own:
            continue
        op, shapes, node = launching_op(e)
        for (name, duration), n in own.items():
            entry = rows.setdefault((name, op, json.dumps(shapes), node), [0, 0.0])
            entry[0] += n
            entry[1] += n * duration
    return rows


def device_kernel_us(prof):
    """The profile's kernel time as the device recorded it, every kernel once (a check on
    kernel_rows' attribution)."""
    import torch
    cuda = getattr(torch.autograd.DeviceType, "CUDA")
    return sum(e.time_range.elapsed_us() for e in prof.events() if e.device_type == cuda)


def profile_kernels(model, ids):
    """(every device kernel of one step as kernel_rows lists them, the device's own total)."""
    import torch
    from torch.profiler import ProfilerActivity, profile
    with profile(activities=[ProfilerActivity.CPU, ProfilerActivity.CUDA], record_shapes=True) as prof:
        mhs.step(model, ids)
        torch.cuda.synchronize()
    out = [{"kernel": k, "category": mhs.category(k), "op": op, "shapes": json.loads(shapes), "node": node,
            "count": n, "us": round(us, 3)} for (k, op, shapes, node), (n, us) in kernel_rows(prof).items()]
    return sorted(out, key=lambda r: -r["us"]), device_kernel_us(prof)


def measure(cfg_fields, mb, seq, layers, warmup):
    import torch
    fields = dict(cfg_fields)
    key = mhs.FIELD_NAMES.get(fields["model_type"], {}).get("num_hidden_layers", "num_hidden_layers")
    fields[key] = layers
    cfg, _ = mhs.make_config(fields, seq)
    model = mhs.build(cfg)
    try:
        for _ in range(warmup):
            mhs.step(model, mhs.random_ids(mb, seq, cfg.vocab_size))
        torch.cuda.synchronize()
        ms, wall, _ = mhs.timed_step(model, mb, seq, cfg.vocab_size)
        with gpu_conditions.Sampler() as sampler:
            kernels, device_us = profile_kernels(model, mhs.random_ids(mb, seq, cfg.vocab_size))
        return {"layers": layers, "step_ms": round(ms, 3), "wall_ms": round(wall, 3),
                "conditions_during": sampler.summary(),
                "kernel_us": round(sum(k["us"] for k in kernels), 3), "device_kernel_us": round(device_us, 3),
                "kernels": kernels}
    finally:
        del model
        mhs.free()


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("specs", nargs="+", help="measure_hf_steps.py spec files")
    ap.add_argument("--out", required=True)
    ap.add_argument("--only", default="", help="comma-separated model names")
    ap.add_argument("--warmup", type=int, default=3)
    ap.add_argument("--budget-s", type=float, default=300)
    ap.add_argument("--all-variants", action="store_true", help="every variant, not only the first")
    args = ap.parse_args()
    deadline = time.time() + args.budget_s
    only = {n for n in args.only.split(",") if n}
    doc = {"environment": gpu_conditions.environment(), "args": vars(args), "models": []}
    for spec_path in args.specs:
        with open(spec_path) as f:
            spec = json.load(f)
        for m in spec["models"]:
            variants = m.get("variants", [{"label": "baseline", "overrides": {}}])
            for variant in variants if args.all_variants else variants[:1]:
                name = m["name"] if variant is variants[0] else f"{m['name']}/{variant['label']}"
                if (only and m["name"] not in only) or any(d["name"] == name for d in doc["models"]):
                    continue
                if time.time() > deadline:
                    print(f"budget spent: {name} skipped", flush=True)
                    continue
                fields = mhs.apply_overrides(mhs.read_fields(mhs.resolve(m["config"], spec_path)),
                                             variant["overrides"])
                record = {"name": name, "config": m["config"], "variant": variant["label"],
                          "overrides": variant["overrides"], "micro_batch": m["micro_batch"],
                          "seq": m["seq"], "runs": []}
                for layers in (1, 2):
                    try:
                        record["runs"].append(measure(fields, m["micro_batch"], m["seq"], layers, args.warmup))
                    except Exception as e:  # an out-of-memory or a config this transformers refuses
                        record["runs"].append({"layers": layers, "error": str(e).splitlines()[0][:300]})
                        mhs.free()
                    run = record["runs"][-1]
                    print(f"{name} layers={layers}: " +
                          (f"error {run['error']}" if "error" in run else
                           f"step {run['step_ms']:.1f} ms, kernels {run['kernel_us'] / 1e3:.1f} ms, "
                           f"{gpu_conditions.describe(run['conditions_during'])}"), flush=True)
                doc["models"].append(record)
                mhs.write_json(args.out, doc)
    return 0


if __name__ == "__main__":
    sys.exit(main())
