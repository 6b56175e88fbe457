#!/usr/bin/env python3
"""Time whole training steps of Hugging Face causal LMs built from config files (random
weights), per model and per variant of its configuration, to check dimtune's step-time
predictions and its advice (does the suggested head count or FFN size make a step faster?).

    python3 benchmarks/measure_hf_steps.py SPEC.json OUT_DIR [--rounds 6] [--warmup 2]
        [--profile] [--budget-s 400] [--only NAME,...]
    python3 benchmarks/measure_hf_steps.py benchmarks/hf_steps_baselines.json out/hf-steps \
        --rounds 5 --profile

SPEC.json:
    {"models": [{"name": "gpt2", "config": "examples/configs/gpt2.json", "micro_batch": 8,
                 "seq": 1024, "variants": [{"label": "baseline", "overrides": {}},
                 {"label": "num_attention_heads-6", "overrides": {"num_attention_heads": 6}}]}]}
"config" is read relative to the working directory, else the spec's directory, else the
repository root. Overrides use dimtune's (HF's generic) field names: num_attention_heads,
num_key_value_heads, head_dim, intermediate_size, hidden_size, vocab_size; they are mapped to
the family's own names (gpt2, gptj: n_head, n_embd, n_inner; opt: ffn_dim; falcon:
num_kv_heads, ffn_hidden_size). As dimtune's candidates do, a new head count keeps
multi-head attention multi-head, and an explicit head_dim equal to hidden/heads follows them.

Each model: the config JSON (keys starting with '_' dropped) through
transformers.AutoConfig.for_model; every dropout probability set to 0.0 (the fields and
their old values are recorded), use_cache off, the position limit at least seq; built on the
GPU in bf16 with attn_implementation='sdpa', model.train(). One step is
    loss = model(input_ids=ids, labels=ids).loss; loss.backward(); model.zero_grad(set_to_none=True)
with fresh random ids [micro_batch, seq]. All variants of a model are built at once when
their weights add up to at most 70 GiB of bf16 (mode 'together'); otherwise one at a time
('one_at_a_time'). After --warmup steps per variant (the last one also measures the peak
memory), --rounds rounds: each round runs every variant once, in a shuffled (seeded) order,
each step between CUDA events after a synchronize. --profile: one more step of the baseline
variant (the one labelled 'baseline', else the first) under torch.profiler, its device
kernels aggregated by name into gemm / attention / other, and the SDPA backend the
attention kernels belong to.

Writes OUT_DIR/hf-steps.json, rewritten after every model, so a killed run keeps the
finished models:
    {environment, spec, args, notes, models: [{name, config, model_type, micro_batch, seq,
     mode, conditions_before, conditions_after, host_pace_us: [before, after], variants: [{label, overrides, status, note,
     params, geometry, dropout_zeroed, attn_implementation, build_s, peak_allocated_bytes,
     step_extra_bytes, step_ms: [...], wall_ms: [...], conditions_during: [...], median_ms,
     min_ms, max_ms, p10_ms, p90_ms, spread_pct, p10_p90_pct, loss}], profile: {variant,
     kernel_total_us, categories: {gemm|attention|other: {count, total_us, fraction}},
     sdpa_backends, top_kernels: [{name, category, count, total_us}], conditions_during}}],
     finished}
host_pace_us: the host's pace before and after the model's steps, eager us per call of a bf16
add on [1, 4096] in a Python loop (as measure_host.py's `add`): the pace an eager step's host
issues kernels at, which varies between machines and runs.
conditions_during (each timed step's, and the profiled step's): gpu_conditions.Sampler's
summary of the SM clock, power and clock-event reasons sampled every 10 ms while it ran.
"""
import argparse
import copy
import gc
import json
import os
import random
import re
import statistics
import time

import gpu_conditions
import gpu_timing
import measure_attention

# dimtune's field names -> the family's own, where they differ.
GPT2_NAMES = {"num_attention_heads": "n_head", "hidden_size": "n_embd", "intermediate_size": "n_inner",
              "num_hidden_layers": "n_layer"}
FIELD_NAMES = {"gpt2": GPT2_NAMES, "gptj": GPT2_NAMES, "opt": {"intermediate_size": "ffn_dim"},
               "falcon": {"num_key_value_heads": "num_kv_heads", "intermediate_size": "ffn_hidden_size"}}
TOGETHER_BYTES = 70 << 30  # all variants' bf16 weights at once up to this
DROPOUT_RE = re.compile(r"dropout|pdrop|layerdrop")
ATTENTION_RE = re.compile(r"flash|fmha|cudnn|sdpa|attention|attn", re.I)
GEMM_RE = re.compile(r"gemm|gemv|cutlass|xmma|nvjet|cublas|splitkreduce|wgmma|s16816|h16816|s1688|"
                      r"sm\d+_\w*(mma|matmul)", re.I)
TOP_KERNELS = 30
GEOMETRY_FIELDS = ["hidden_size", "num_attention_heads", "num_key_value_heads", "num_kv_heads", "multi_query",
                   "head_dim", "intermediate_size", "n_inner", "ffn_dim", "ffn_hidden_size",
                   "num_hidden_layers", "vocab_size", "tie_word_embeddings", "n_positions",
                   "max_position_embeddings"]


def resolve(path, spec_path):
    here = os.path.dirname(os.path.abspath(__file__))
    for candidate in (path, os.path.join(os.path.dirname(spec_path), path), os.path.join(here, "..", path)):
        if os.path.exists(candidate):
            return candidate
    raise FileNotFoundError(f"config {path} not found (cwd, spec directory, repository root)")


def read_fields(path):
    with open(path) as f:
        return {k: v for k, v in json.load(f).items() if not k.startswith("_")}


def apply_overrides(fields, overrides):
    """The config fields with dimtune's overrides applied under the family's own names."""
    names = FIELD_NAMES.get(fields["model_type"], {})
    heads, kv, hidden = (names.get(k, k) for k in ("num_attention_heads", "num_key_value_heads", "hidden_size"))
    was_mha = fields.get(kv) in (None, fields.get(heads))
    head_dim_derived = bool(fields.get("head_dim")) and fields.get(hidden) == fields["head_dim"] * fields.get(heads, 0)
    out = dict(fields)
    for key, value in overrides.items():
        out[names.get(key, key)] = value
    if kv in out and was_mha and "num_key_value_heads" not in overrides:
        out[kv] = out[heads]
    if head_dim_derived and "head_dim" not in overrides:
        out["head_dim"] = out[hidden] // out[heads]
    return out


def make_config(fields, seq):
    """(config, {dropout field: its old value}) with dropout off, no KV cache, positions >= seq."""
    import transformers
    fields = dict(fields, use_cache=False)
    model_type = fields.pop("model_type")
    cfg = transformers.AutoConfig.for_model(model_type, **fields)
    zeroed = {}
    for key, value in cfg.to_dict().items():
        if DROPOUT_RE.search(key) and isinstance(value, (int, float)) and not isinstance(value, bool):
            zeroed[key] = value
            setattr(cfg, key, 0.0)
    for key in ("n_positions", "max_position_embeddings"):
        if hasattr(cfg, key) and (getattr(cfg, key) or 0) < seq:
            setattr(cfg, key, seq)
    return cfg, zeroed


def geometry(cfg):
    out = {}
    for key in GEOMETRY_FIELDS:
        value = getattr(cfg, key, None)
        if value is not None:
            out[key] = value
    return out


def count_params(cfg):
    """Parameters of the model the config makes, built on the meta device (no memory), from a
    copy of the config, since building writes into it."""
    import torch
    from transformers import AutoModelForCausalLM
    try:
        with torch.device("meta"):
            model = AutoModelForCausalLM.from_config(copy.deepcopy(cfg))
        return sum(p.numel() for p in model.parameters())
    except Exception as e:
        print(f"    cannot count parameters on the meta device: {e}", flush=True)
        return None


def build(cfg):
    """The model on the GPU, in bf16, with SDPA attention, in training mode."""
    import torch
    from transformers import AutoModelForCausalLM
    torch.manual_seed(0)
    with torch.device("cuda"):
        try:
            model = AutoModelForCausalLM.from_config(cfg, dtype=torch.bfloat16, attn_implementation="sdpa")
        except TypeError:  # transformers before `dtype`
            model = AutoModelForCausalLM.from_config(cfg, torch_dtype=torch.bfloat16, attn_implementation="sdpa")
    first = next(model.parameters())
    if first.device.type != "cuda":
        model.to("cuda")
    if first.dtype != torch.bfloat16:  # only then: a blanket cast would also cast fp32 buffers
        model.to(torch.bfloat16)
    return model.train()


def random_ids(mb, seq, vocab):
    import torch
    return torch.randint(0, vocab, (mb, seq), device="cuda")


def step(model, ids):
    loss = model(input_ids=ids, labels=ids).loss
    loss.backward()
    model.zero_grad(set_to_none=True)
    return loss.detach()


def timed_step(model, mb, seq, vocab):
    """(GPU ms between events around the step, host wall ms, loss)."""
    import torch
    start, end = torch.cuda.Event(enable_timing=True), torch.cuda.Event(enable_timing=True)
    ids = random_ids(mb, seq, vocab)
    torch.cuda.synchronize()
    began = time.perf_counter()
    start.record()
    loss = step(model, ids)
    end.record()
    torch.cuda.synchronize()
    return start.elapsed_time(end), (time.perf_counter() - began) * 1e3, float(loss)


def quantile(ordered, q):
    """Linear interpolation between the order statistics."""
    pos = q * (len(ordered) - 1)
    lo = int(pos)
    hi = min(lo + 1, len(ordered) - 1)
    return ordered[lo] + (ordered[hi] - ordered[lo]) * (pos - lo)


def summarize(times):
    if not times:
        return {}
    s = sorted(times)
    med = statistics.median(s)
    return {"median_ms": med, "min_ms": s[0], "max_ms": s[-1], "p10_ms": quantile(s, 0.1),
            "p90_ms": quantile(s, 0.9), "spread_pct": 100.0 * (s[-1] - s[0]) / med,
            "p10_p90_pct": 100.0 * (quantile(s, 0.9) - quantile(s, 0.1)) / med}


def category(name):
    if ATTENTION_RE.search(name):
        return "attention"
    return "gemm" if GEMM_RE.search(name) else "other"


def profile_step(model, mb, seq, vocab):
    """One step under torch.profiler: device kernels by name, per category, SDPA backends."""
    import torch
    from torch.autograd import DeviceType
    from torch.profiler import ProfilerActivity, profile
    ids = random_ids(mb, seq, vocab)
    with profile(activities=[ProfilerActivity.CUDA]) as prof:
        step(model, ids)
        torch.cuda.synchronize()
    kernels = {}
    for e in prof.events():
        if e.device_type != DeviceType.CUDA:
            continue
        entry = kernels.setdefault(e.name, [0, 0.0])
        entry[0] += 1
        entry[1] += e.time_range.elapsed_us()
    total = sum(us for _, us in kernels.values())
    categories = {c: {"count": 0, "total_us": 0.0} for c in ("gemm", "attention", "other")}
    for name, (count, us) in kernels.items():
        categories[category(name)]["count"] += count
        categories[category(name)]["total_us"] += us
    for c in categories.values():
        c["fraction"] = c["total_us"] / total if total else 0.0
    top = sorted(kernels.items(), key=lambda kv: -kv[1][1])[:TOP_KERNELS]
    backends = {measure_attention.backend_of_kernel(n) for n in kernels if category(n) == "attention"}
    return {"kernel_total_us": total, "categories": categories,
            "sdpa_backends": sorted(b for b in backends if b) or ["none seen (math?)"],
            "top_kernels": [{"name": n[:200], "category": category(n), "count": c, "total_us": us}
                            for n, (c, us) in top]}


def free():
    import torch
    gc.collect()
    torch.cuda.empty_cache()


def run_block(entries, model_spec, args, rng, deadline, profile_label):
    """Builds the entries' models together, warms them up, times --rounds shuffled rounds,
    profiles the baseline among them; fills each entry's record; returns the profile."""
    import torch
    mb, seq = model_spec["micro_batch"], model_spec["seq"]
    models = {}

    def guarded(entry, action):
        """action(), or the failure recorded and the entry's model dropped."""
        try:
            return action()
        except torch.cuda.OutOfMemoryError:
            status, note = "oom", "out of memory"
        except Exception as e:
            status, note = "error", measure_attention.first_line(e)[:300]
        entry["record"].update(status=status, note=note)
        models.pop(entry["label"], None)
        free()  # outside the except block, so the failed step's tensors are released

    for entry in entries:
        def make(entry=entry):
            began = time.time()
            models[entry["label"]] = build(entry["cfg"])
            entry["record"]["build_s"] = round(time.time() - began, 2)
            entry["record"]["attn_implementation"] = getattr(models[entry["label"]].config,
                                                             "_attn_implementation", None)
        print(f"    build {entry['label']}", flush=True)
        guarded(entry, make)
    by_label = {e["label"]: e for e in entries}
    for label in list(models):
        def warm(label=label):
            record = by_label[label]["record"]
            for i in range(args.warmup):
                if i == args.warmup - 1:  # the last warm-up step measures the memory
                    torch.cuda.synchronize()
                    torch.cuda.reset_peak_memory_stats()
                    before = torch.cuda.memory_allocated()
                step(models[label], random_ids(mb, seq, by_label[label]["vocab"]))
            torch.cuda.synchronize()
            record["peak_allocated_bytes"] = torch.cuda.max_memory_allocated()
            record["step_extra_bytes"] = record["peak_allocated_bytes"] - before
        guarded(by_label[label], warm)
    for r in range(args.rounds):
        if not models:
            break
        if time.time() > deadline:
            for label in models:
                by_label[label]["record"]["note"] = f"budget: {r} of {args.rounds} rounds"
            break
        for label in rng.sample(sorted(models), len(models)):
            def timed(label=label):
                record = by_label[label]["record"]
                with gpu_conditions.Sampler() as sampler:
                    ms, wall, loss = timed_step(models[label], mb, seq, by_label[label]["vocab"])
                record["step_ms"].append(ms)
                record["wall_ms"].append(wall)
                record["loss"] = loss
                record["conditions_during"].append(sampler.summary())
            guarded(by_label[label], timed)
        print(f"    round {r + 1}/{args.rounds}: " + ", ".join(
            f"{label} {by_label[label]['record']['step_ms'][-1]:.1f} ms" for label in sorted(models)), flush=True)
    profiled = None
    if args.profile and profile_label in models and time.time() <= deadline:
        # A failed profile is recorded in the profile; the variant's timing stands.
        try:
            with gpu_conditions.Sampler() as sampler:
                profiled = dict(variant=profile_label, **profile_step(models[profile_label], mb, seq,
                                                                       by_label[profile_label]["vocab"]))
            profiled["conditions_during"] = sampler.summary()
        except Exception as e:
            profiled = {"variant": profile_label, "error": measure_attention.first_line(e)[:300]}
    models.clear()
    free()
    for entry in entries:  # partial timings of a variant that failed later are kept too
        record = entry["record"]
        record.update(summarize(record["step_ms"]))
        if record["loss"] is not None and record["loss"] != record["loss"]:
            record.update(status="error", note="loss is NaN")
    return profiled


def host_pace_us(calls=2000, repeats=3):
    """Eager us per call of a tiny add (the GPU never the bottleneck): the host's pace."""
    import torch
    a = torch.ones(1, 4096, device="cuda", dtype=torch.bfloat16)
    paces = []
    for _ in range(repeats):
        torch.cuda.synchronize()
        began = time.perf_counter()
        for _ in range(calls):
            a + a
        torch.cuda.synchronize()
        paces.append((time.perf_counter() - began) / calls * 1e6)
    return round(statistics.median(paces), 3)


def run_model(model_spec, spec_path, args, rng, deadline):
    fields = read_fields(resolve(model_spec["config"], spec_path))
    mb, seq = model_spec["micro_batch"], model_spec["seq"]
    result = {"name": model_spec["name"], "config": model_spec["config"], "model_type": fields["model_type"],
              "micro_batch": mb, "seq": seq, "conditions_before": gpu_conditions.snapshot(), "variants": []}
    pace_before = host_pace_us()
    entries = []
    for variant in model_spec["variants"]:
        label, overrides = variant["label"], variant.get("overrides", {})
        record = {"label": label, "overrides": overrides, "status": "ok", "note": "", "step_ms": [],
                  "wall_ms": [], "conditions_during": [], "loss": None}
        result["variants"].append(record)
        try:
            cfg, zeroed = make_config(apply_overrides(fields, overrides), seq)
        except Exception as e:
            record.update(status="error", note=f"config: {measure_attention.first_line(e)[:300]}")
            continue
        record.update(params=count_params(cfg), geometry=geometry(cfg), dropout_zeroed=zeroed)
        try:
            record["config_diff"] = cfg.to_diff_dict()
        except Exception:
            pass
        entries.append({"label": label, "cfg": cfg, "vocab": cfg.vocab_size, "record": record})
    params = [e["record"]["params"] for e in entries]
    together = all(p is not None for p in params) and 2 * sum(params) <= TOGETHER_BYTES
    result["mode"] = "together" if together else "one_at_a_time"
    labels = [e["label"] for e in entries]
    profile_label = "baseline" if "baseline" in labels else (labels[0] if labels else None)
    print(f"  {result['mode']}: " + ", ".join(
        f"{e['label']} {e['record']['params']:,} params" if e["record"]["params"] else f"{e['label']} ? params"
        for e in entries), flush=True)
    result["profile"] = None
    for block in ([entries] if together else [[e] for e in entries]):
        if time.time() > deadline:
            for e in block:
                e["record"].update(status="skipped", note="budget spent")
            continue
        profiled = run_block(block, model_spec, args, rng, deadline, profile_label)
        result["profile"] = profiled or result["profile"]
    result["conditions_after"] = gpu_conditions.snapshot()
    result["host_pace_us"] = [pace_before, host_pace_us()]
    return result


def write_json(path, doc):
    tmp = path + ".tmp"
    with open(tmp, "w") as f:
        json.dump(doc, f, indent=1, default=str)
    os.replace(tmp, path)


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("spec", help="SPEC.json (see above)")
    ap.add_argument("out_dir", help="directory for hf-steps.json")
    ap.add_argument("--rounds", type=int, default=6, help="timed rounds (one step per variant each)")
    ap.add_argument("--warmup", type=int, default=2, help="untimed steps per variant first (>= 1)")
    ap.add_argument("--profile", action="store_true", help="profile one step of each model's baseline")
    ap.add_argument("--budget-s", type=float, default=400.0,
                    help="no new round or model once this much wall time is spent")
    ap.add_argument("--only", default="", help="comma-separated model names to run")
    ap.add_argument("--seed", type=int, default=0, help="for the variants' order in each round")
    args = ap.parse_args()
    if args.warmup < 1:
        ap.error("--warmup must be at least 1 (the last warm-up step measures memory)")
    with open(args.spec) as f:
        spec = json.load(f)
    only = {n.strip() for n in args.only.split(",") if n.strip()}
    models = [m for m in spec["models"] if not only or m["name"] in only]
    missing = only - {m["name"] for m in spec["models"]}
    if missing:
        print(f"not in the spec: {sorted(missing)}", flush=True)

    started = time.time()
    deadline = started + args.budget_s
    os.makedirs(args.out_dir, exist_ok=True)
    out_path = os.path.join(args.out_dir, "hf-steps.json")
    doc = {"environment": gpu_conditions.environment(), "spec": args.spec, "args": vars(args),
           "notes": ["every dropout probability field of each config set to 0.0 (see dropout_zeroed); "
                     "use_cache False; positions at least seq; bf16 weights, SDPA attention, train mode",
                     "step_ms: CUDA events around loss = model(input_ids, labels).loss; loss.backward(); "
                     "zero_grad(set_to_none=True), after a synchronize; wall_ms: the host's time of the same",
                     "step_extra_bytes: peak allocated during the last warm-up step minus allocated before it"],
           "models": [], "finished": False}
    print(doc["environment"], f"{len(models)} models", flush=True)
    write_json(out_path, doc)
    gpu_timing.spin_up_clocks()
    rng = random.Random(args.seed)
    for m in models:
        if time.time() > deadline:
            print(f"budget of {args.budget_s:.0f} s spent; {m['name']} and after not run", flush=True)
            break
        print(f"{m['name']} ({m['micro_batch']} x {m['seq']}) {time.time() - started:.0f}s", flush=True)
        try:
            result = run_model(m, args.spec, args, rng, deadline)
        except Exception as e:  # a broken model entry must not end the run
            result = {"name": m["name"], "status": "error", "note": measure_attention.first_line(e)[:300]}
            print(f"  error: {result['note']}", flush=True)
        free()
        doc["models"].append(result)
        write_json(out_path, doc)
        for v in result.get("variants", []):
            print(f"  {v['label']}: {v['status']} {v.get('median_ms', float('nan')):.1f} ms median "
                  f"(spread {v.get('spread_pct', float('nan')):.1f}%) {v['note']}", flush=True)
        if result.get("profile"):
            p = result["profile"]
            print("  profile: " + ", ".join(f"{c} {v['fraction']:.0%}" for c, v in p["categories"].items())
                  + f"; SDPA {p['sdpa_backends']}", flush=True)
    doc["finished"] = len(doc["models"]) == len(models)
    write_json(out_path, doc)
    print(f"done: {len(doc['models'])} of {len(models)} models in {time.time() - started:.0f}s -> {out_path}")


if __name__ == "__main__":
    main()
