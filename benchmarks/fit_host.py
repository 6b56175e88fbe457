#!/usr/bin/env python3
"""The host's cost of launching a step, for dimtune's exec= model, from measurements that are not
steps: eager PyTorch's host time per op (measure_host.py: each op called in a Python loop on
tiny tensors, the GPU never the bottleneck) and the gap a CUDA-graph replay leaves between its
kernels (measure_decode.py step: profiled graph replays, step time less kernel time over the
kernel count), and the host's work in an eager step before its first kernel (profile_layer_ops.py:
1-layer Hugging Face training steps, the step less its kernels' time, on the models of --fit-spec).
The whole steps these predict are checked elsewhere.

    python3 benchmarks/fit_host.py HOST.json DECODE.json --steps LAYER_OPS.json --fit-spec SPEC.json \\
        --hf-scales SCALES.json > CALIBRATION.json
    python3 benchmarks/fit_host.py benchmarks/results/serving/host.json \\
        benchmarks/results/serving/decode.json \\
        --steps benchmarks/results/steps/layer-ops/h200-layer-ops.json \\
        --fit-spec benchmarks/hf_steps_baselines.json \\
        --hf-scales benchmarks/results/steps/host/h200-hf-host-scales.json \\
        > benchmarks/results/serving/h200-host-calibration.json

Writes {"host": {eager_op_us, eager_gemm_us, eager_attention_us, graph_kernel_gap_us,
graph_launch_us, provenance}, "fit": {...the figures each came from}}: the field names of
HostCalibration in include/dimtune/Target/GpuTarget.h (the file is built in).
  eager_op_us         median eager us per call of the ops that launch one kernel
  eager_gemm_us       F.linear's (several aten ops and a cuBLAS call)
  eager_attention_us  an SDPA call's
  graph_kernel_gap_us median over the profiled serving steps of (graph step - kernel time) / kernels
  graph_launch_us     an empty graph's replay
  kernel_floor_us     median profiled duration of the single-kernel ops (tiny tensors): a
                      memory-bound kernel's least time in a stream
  eager_step_us       median over the fit models' 1-layer steps of (step - its kernels): the
                      GPU idle while Hugging Face's forward sets up (positions, masks) before
                      its first kernel
  hf_forward_scale,   copied from --hf-scales (fit_step_host.py: whole Hugging Face steps issued
  hf_backward_scale   behind a sleeping GPU)
"""
import argparse
import json
import statistics
import sys


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("host", help="measure_host.py's JSON")
    ap.add_argument("decode", help="measure_decode.py's JSON (its step section, profiled replays)")
    ap.add_argument("--steps", required=True, help="profile_layer_ops.py's JSON")
    ap.add_argument("--fit-spec", required=True, help="the models whose steps to fit on")
    ap.add_argument("--hf-scales", required=True, help="fit_step_host.py's JSON")
    args = ap.parse_args()
    try:
        host = json.load(open(args.host))
        step = json.load(open(args.decode))["step"]
        layer_ops = json.load(open(args.steps))["models"]
        fit_models = {m["name"] for m in json.load(open(args.fit_spec))["models"]}
        scales = json.load(open(args.hf_scales))
        hf_scales = {k: float(scales[k]) for k in ("hf_forward_scale", "hf_backward_scale")}
    except (OSError, ValueError, KeyError, TypeError) as e:
        sys.exit(f"fit_host.py: cannot read the inputs: {e}")
    idle = [r["step_ms"] * 1e3 - r["kernel_us"] for m in layer_ops if m["name"] in fit_models
            for r in m["runs"] if r.get("layers") == 1 and "kernel_us" in r]
    ops = {o["op"]: o for o in host["ops"] if o.get("status") == "ok"}
    single_ops = [o for o in ops.values() if o["profile"].get("kernels_per_call") == 1.0]
    single = [o["eager"]["us_per_call"] for o in single_ops]
    floors = [o["profile"]["kernel_us_per_call"] for o in single_ops]
    gaps = []
    for c in step["cases"]:
        profile = c.get("profile") or {}
        graph = profile.get("graph") or {}
        if graph.get("kernels") and c.get("graph", {}).get("median_us"):
            gaps.append((c["graph"]["median_us"] - graph["kernel_us"]) / graph["kernels"])
    if not single or "linear" not in ops or "sdpa_decode" not in ops or not gaps or not idle:
        sys.exit("fit_host.py: the inputs lack the ops or the profiled replays the fit needs")
    out = {"host": {"eager_op_us": round(statistics.median(single), 2),
                    "eager_gemm_us": round(ops["linear"]["eager"]["us_per_call"], 2),
                    "eager_attention_us": round(ops["sdpa_decode"]["eager"]["us_per_call"], 2),
                    "graph_kernel_gap_us": round(statistics.median(gaps), 3),
                    "graph_launch_us": round(host["graph_launch"]["empty"]["us_per_replay"], 2),
                    "kernel_floor_us": round(statistics.median(floors), 3),
                    "eager_step_us": round(statistics.median(idle), 1),
                    **hf_scales,
                    "provenance": "H200 host, PyTorch 2.11 eager ops, CUDA graph replays, "
                                  "1-layer Hugging Face steps and steps issued behind a sleeping GPU"},
           "fit": {"single_kernel_ops": len(single), "profiled_replays": len(gaps),
                   "gap_range_us": [round(min(gaps), 3), round(max(gaps), 3)],
                   "step_idle_range_us": [round(min(idle), 1), round(max(idle), 1)],
                   "step_fit_models": sorted(fit_models & {m["name"] for m in layer_ops}),
                   "sources": [args.host, args.decode, args.steps, args.hf_scales]}}
    json.dump(out, sys.stdout, indent=2)
    print()


if __name__ == "__main__":
    main()
