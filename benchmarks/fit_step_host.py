#!/usr/bin/env python3
"""How much slower than a bare op a Hugging Face training step issues each kernel: the forward
(the model's Python modules run around every op) and autograd's backward, as the scales dimtune's
step model puts on its per-kind host costs (HostCalibration's hf_forward_scale and
hf_backward_scale).

    python3 benchmarks/fit_step_host.py SLEEP.json PROFILE.json [--build build] > SCALES.json
    python3 benchmarks/fit_step_host.py benchmarks/results/steps/host/h200-step-host-sleep.json \\
        benchmarks/results/steps/host/h200-step-host-profile.json \\
        > benchmarks/results/steps/host/h200-hf-host-scales.json

SLEEP.json (probe_step_host.py): each model's forward and backward issued behind a sleeping GPU
at 1, 2 and 4 layers. Per model and phase, the measured host time per added layer (the least
squares slope over the layer counts of the medians) is set against dimtune's host time per
added layer for the same configs (dimtune-import of the config at each layer count, then
--dimtune-advise's predicted_step host_forward_us / host_backward_us, divided by the scales the
build holds, so at scale 1): their ratio is the model's scale. The fitted scale is the median
over the models. A forward that synchronizes with the GPU inside its layers (PROFILE.json,
profile_step_host.py's sync sites: more than the one at the mask) waits on the GPU while the
host times it, so such a model is left out of the forward's fit (Falcon: two per layer).
Intercepts are not used: the sleep's length varies with the clock.

Writes {"hf_forward_scale", "hf_backward_scale", "fit": {per_model: [...], spread, sources}}.
"""
import argparse
import json
import os
import statistics
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import dimtune_tools  # noqa: E402
import measure_hf_steps as hf  # noqa: E402

BUILT_IN = os.path.join(HERE, "results", "serving", "h200-host-calibration.json")


def slope(xs, ys):
    mx, my = statistics.mean(xs), statistics.mean(ys)
    den = sum((x - mx) ** 2 for x in xs)
    return sum((x - mx) * (y - my) for x, y in zip(xs, ys)) / den


def predicted_host(build, fields, layers, mb, seq, work):
    """dimtune's (forward, backward) host us of the config at `layers` layers."""
    config, module = os.path.join(work, "config.json"), os.path.join(work, "model.mlir")
    with open(config, "w") as f:
        json.dump(hf.apply_overrides(fields, {"num_hidden_layers": layers}), f)
    dimtune_tools.import_model(build, config, module, mb, seq, training=True)
    step = dimtune_tools.advise(build, module, target="h200")["predicted_step"]
    return step["host_forward_us"], step["host_backward_us"]


def syncs_in_forward(profile, name):
    """Synchronizing calls of a model's step beyond the mask's, by its profile's sync sites."""
    for m in profile["models"]:
        if m.get("name") == name:
            return sum(s["count"] for s in m.get("sync_sites", []) if "masking_utils" not in s["site"]
                       and "cuda/__init__" not in s["site"])
    return None


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("sleep", help="probe_step_host.py's JSON")
    ap.add_argument("profile", help="profile_step_host.py's JSON (its sync sites)")
    dimtune_tools.add_build_option(ap)
    args = ap.parse_args()
    try:
        probe = json.load(open(args.sleep))
        profile = json.load(open(args.profile))
        built = json.load(open(BUILT_IN))["host"]
        built_scale = {"forward": built["hf_forward_scale"], "backward": built["hf_backward_scale"]}
    except (OSError, ValueError, KeyError) as e:
        sys.exit(f"fit_step_host.py: cannot read the inputs: {e}")
    try:
        per_model, ratios = fit(args, probe, profile, built_scale)
    except (KeyError, TypeError, ValueError, ZeroDivisionError) as e:
        sys.exit(f"fit_step_host.py: {args.sleep}: a model's runs lack what the fit needs ({e!r})")
    if not ratios["forward"] or not ratios["backward"]:
        sys.exit("fit_step_host.py: no model to fit on")
    out = {"hf_forward_scale": round(statistics.median(ratios["forward"]), 3),
           "hf_backward_scale": round(statistics.median(ratios["backward"]), 3),
           "fit": {"per_model": per_model,
                   "range": {p: [round(min(v), 3), round(max(v), 3)] for p, v in ratios.items()},
                   "sources": [args.sleep, args.profile]}}
    json.dump(out, sys.stdout, indent=1)
    print()


def fit(args, probe, profile, built_scale):
    """Per model, the measured and predicted host per layer; the ratios per phase."""
    per_model, ratios = [], {"forward": [], "backward": []}
    with tempfile.TemporaryDirectory() as work:
        for m in probe["models"]:
            if "runs" not in m or len(m["runs"]) < 2:
                continue
            fields = hf.read_fields(hf.resolve(m["config"], args.sleep))
            layers = [r["layers"] for r in m["runs"]]
            measured = {p: [statistics.median(r["host_ms"][p]) * 1e3 for r in m["runs"]]
                        for p in ("forward", "backward")}
            predicted = [predicted_host(args.build, fields, n, m["micro_batch"], m["seq"], work)
                         for n in layers]
            row = {"name": m["name"], "layers": layers}
            syncs = syncs_in_forward(profile, m["name"])
            for i, phase in enumerate(("forward", "backward")):
                unit = [p[i] / built_scale[phase] for p in predicted]
                per_layer = slope(layers, measured[phase])
                per_layer_unit = slope(layers, unit)
                ratio = per_layer / per_layer_unit
                row[phase] = {"measured_us_per_layer": round(per_layer, 1),
                              "dimtune_us_per_layer_at_scale_1": round(per_layer_unit, 1),
                              "ratio": round(ratio, 3)}
                if phase == "forward" and (syncs is None or syncs > 0):
                    row[phase]["left_out"] = (f"{syncs} synchronizing calls beyond the mask's"
                                              if syncs else "no profile of its sync sites")
                    continue
                ratios[phase].append(ratio)
            per_model.append(row)
            print(f"{m['name']}: forward {row['forward']}, backward {row['backward']}", file=sys.stderr)
    return per_model, ratios


if __name__ == "__main__":
    main()
