#!/usr/bin/env python3
"""The host's time to issue a Hugging Face training step, forward and backward apart: what an
eager step's host costs per kernel in real model code (dimtune's host costs otherwise come from
micro-benchmarks of single ops, measure_host.py).

    python3 benchmarks/probe_step_host.py OUT.json [--layers 1,2,4] [--repeats 7] [--only gpt2,...]
        [--sleep-ms 400]

For each model (MODELS: a config of examples/configs/, its micro-batch and sequence as the step
benchmarks run it) and each layer count, the model is built as measure_hf_steps.py builds it
(bf16, SDPA, random weights, train mode, dropout 0) with num_hidden_layers set, warmed up, and
then, --repeats times: the GPU is put to sleep (torch.cuda._sleep, SLEEP_MS), and the step's
forward (loss = model(input_ids, labels).loss), backward and zero_grad are issued while it
sleeps, the host's wall time taken at each boundary. The GPU still asleep when the host is done
(an event after the sleep not yet reached) proves the host never waited on it: such a repeat is
`clean`; one that is not (the launch queue full, or a sync in the model's code) is kept and
flagged. --sleep-ms 0: no sleep, the step issued as it runs (the forward's host time is then its
issue time unless the GPU falls so far behind that the launch queue fills, or the model's code
synchronizes). One more step under torch.profiler counts the device kernels of the forward and of the
whole step. The eager host pace (measure_hf_steps.host_pace_us) is recorded before each model.

Writes OUT.json: {environment, sleep_ms, models: [{name, config, micro_batch, seq, host_pace_us,
runs: [{layers, kernels: {forward, step}, host_ms: {forward: [...], backward: [...],
zero_grad: [...]}, clean: [...], step_ms: [...]}]}]}; step_ms: the same step timed normally
(CUDA events, no sleep).
"""
import argparse
import json
import os
import statistics
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import gpu_conditions  # noqa: E402
import measure_hf_steps as hf  # noqa: E402

SLEEP_MS = 400
MODELS = [  # name, config, micro-batch, sequence: as the step benchmarks run them
    ("gpt2", "examples/configs/gpt2.json", 8, 1024),
    ("gpt2-medium", "examples/configs/gpt2-medium.json", 8, 1024),
    ("gpt2-xl", "examples/configs/gpt2-xl.json", 4, 1024),
    ("opt-1.3b", "examples/configs/opt-1.3b.json", 8, 2048),
    ("pythia-1.4b", "examples/configs/pythia-1.4b.json", 8, 2048),
    ("phi-2", "examples/configs/phi-2.json", 4, 2048),
    ("llama-2-7b", "examples/configs/llama-2-7b.json", 2, 4096),
    ("gemma-7b", "examples/configs/gemma-7b.json", 1, 4096),
    ("qwen3-1.7b", "examples/configs/qwen3-1.7b.json", 8, 2048),
    ("falcon-7b", "examples/configs/falcon-7b.json", 2, 2048),
]


def sleep_cycles(ms):
    """Cycles for `ms` at the boost clock: at a lower clock it sleeps longer, which is safe."""
    return int(ms * 1e3 * 1980)


def issue_while_asleep(model, ids, sleep_ms):
    """Host ms of forward, backward and zero_grad issued behind a sleeping GPU, and whether the
    GPU was still asleep when the host was done."""
    import torch
    torch.cuda.synchronize()
    if sleep_ms > 0:
        torch.cuda._sleep(sleep_cycles(sleep_ms))
    woke = torch.cuda.Event()
    woke.record()
    t0 = time.perf_counter()
    loss = model(input_ids=ids, labels=ids).loss
    t1 = time.perf_counter()
    loss.backward()
    t2 = time.perf_counter()
    model.zero_grad(set_to_none=True)
    t3 = time.perf_counter()
    clean = not woke.query()
    torch.cuda.synchronize()
    return (t1 - t0) * 1e3, (t2 - t1) * 1e3, (t3 - t2) * 1e3, clean


def kernel_counts(model, ids):
    """Device kernels of the forward alone and of the whole step, under torch.profiler."""
    import torch
    from torch.autograd import DeviceType
    from torch.profiler import ProfilerActivity, profile

    def count(prof):
        return sum(1 for e in prof.events() if e.device_type == DeviceType.CUDA)
    with profile(activities=[ProfilerActivity.CUDA]) as prof:
        loss = model(input_ids=ids, labels=ids).loss
        torch.cuda.synchronize()
    forward = count(prof)
    loss.backward()
    model.zero_grad(set_to_none=True)
    with profile(activities=[ProfilerActivity.CUDA]) as prof:
        hf.step(model, ids)
        torch.cuda.synchronize()
    return {"forward": forward, "step": count(prof)}


def run(name, config, mb, seq, layers_list, repeats, sleep_ms):
    fields = hf.read_fields(hf.resolve(config, __file__))
    layer_key = hf.FIELD_NAMES.get(fields["model_type"], {}).get("num_hidden_layers", "num_hidden_layers")
    out = {"name": name, "config": config, "micro_batch": mb, "seq": seq,
           "host_pace_us": hf.host_pace_us(), "full_layers": fields.get(layer_key), "runs": []}
    for layers in layers_list:
        cfg, _ = hf.make_config(dict(fields, **{layer_key: layers}), seq)
        model = hf.build(cfg)
        ids = hf.random_ids(mb, seq, cfg.vocab_size)
        for _ in range(3):
            hf.step(model, ids)
        record = {"layers": layers, "host_ms": {"forward": [], "backward": [], "zero_grad": []},
                  "clean": [], "step_ms": []}
        for _ in range(repeats):
            f, b, z, clean = issue_while_asleep(model, ids, sleep_ms)
            record["host_ms"]["forward"].append(round(f, 3))
            record["host_ms"]["backward"].append(round(b, 3))
            record["host_ms"]["zero_grad"].append(round(z, 3))
            record["clean"].append(clean)
            record["step_ms"].append(round(hf.timed_step(model, mb, seq, cfg.vocab_size)[0], 3))
        record["kernels"] = kernel_counts(model, ids)
        med = {k: statistics.median(v) for k, v in record["host_ms"].items()}
        print(f"  {name} L{layers}: host fwd {med['forward']:.2f} bwd {med['backward']:.2f} ms, "
              f"{record['kernels']}, clean {sum(record['clean'])}/{repeats}, "
              f"step {statistics.median(record['step_ms']):.2f} ms", flush=True)
        out["runs"].append(record)
        del model
        hf.free()
    return out


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("out")
    ap.add_argument("--layers", default="1,2,4")
    ap.add_argument("--repeats", type=int, default=7)
    ap.add_argument("--only", default="")
    ap.add_argument("--sleep-ms", type=float, default=SLEEP_MS)
    args = ap.parse_args()
    only = set(filter(None, args.only.split(",")))
    layers = [int(x) for x in args.layers.split(",")]
    doc = {"environment": gpu_conditions.snapshot(), "sleep_ms": args.sleep_ms, "models": []}
    for name, config, mb, seq in MODELS:
        if only and name not in only:
            continue
        try:
            doc["models"].append(run(name, config, mb, seq, layers, args.repeats, args.sleep_ms))
        except Exception as e:  # one model's failure leaves the others
            doc["models"].append({"name": name, "error": f"{type(e).__name__}: {e}"[:400]})
            print(f"  {name}: {doc['models'][-1]['error']}", flush=True)
        with open(args.out + ".tmp", "w") as f:
            json.dump(doc, f, indent=1, default=str)
        os.replace(args.out + ".tmp", args.out)


if __name__ == "__main__":
    main()
