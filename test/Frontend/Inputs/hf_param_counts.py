#!/usr/bin/env python3
"""dimtune's parameter count against the one Hugging Face's own code gave.

usage: hf_param_counts.py BUILD_DIR RESULTS_DIR...

Every model of the committed whole-step results (measure_hf_steps.py's records,
each with `params`: sum(p.numel() for p in model.parameters()) of the model that
transformers 5.17 built from the config on the meta device) is imported with
dimtune-import and advised with --dimtune-advise; then:
  - its "parameters" is Hugging Face's count exactly (a count: weights, biases,
    norms, embeddings and position tables);
  - so each variant's change from its config's baseline (vocab, heads, KV heads,
    intermediate size) is Hugging Face's change: what the advisor's
    param_delta_pct, and so its equal-work rule, stand on;
  - where the baseline's advice lists the variant as a candidate (the same field
    at the same value, with the variant's KV heads), the candidate's
    param_delta_pct is Hugging Face's change in percent (to 1e-6 of a point,
    the JSON's rounding).
Prints one line per model and a summary; exits 1 if any check fails.
"""
import argparse
import glob
import json
import os
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
sys.path.insert(0, os.path.join(ROOT, "benchmarks"))
import dimtune_tools  # noqa: E402
import measure_hf_steps as mhs  # noqa: E402


def hf_counts(dirs):
    """{(config, overrides as JSON): HF's parameter count} over every record."""
    counts = {}
    for d in dirs:
        for path in sorted(glob.glob(os.path.join(d, "**", "*.json"), recursive=True)):
            with open(path) as f:
                doc = json.load(f)
            if not isinstance(doc, dict) or not isinstance(doc.get("models"), list):
                continue
            for model in doc["models"]:
                for variant in model.get("variants") or [model]:
                    record = variant.get("record", variant)
                    if record.get("params"):
                        overrides = variant.get("overrides", model.get("overrides", {}))
                        counts[(model["config"], json.dumps(overrides, sort_keys=True))] = record["params"]
    return counts


def advice(build, config, overrides, work):
    fields = mhs.apply_overrides(mhs.read_fields(mhs.resolve(config, ROOT)), overrides)
    path = os.path.join(work, "config.json")
    with open(path, "w") as f:
        json.dump(fields, f)
    module = os.path.join(work, "model.mlir")
    dimtune_tools.import_model(build, path, module, 1, 128, training=True, layers=1)
    return dimtune_tools.advise(build, module, target="h200")


def main():
    p = argparse.ArgumentParser(usage=__doc__)
    p.add_argument("build")
    p.add_argument("dirs", nargs="+")
    a = p.parse_args()
    build, dirs = a.build, a.dirs
    counts = hf_counts(dirs)
    failures, deltas, candidates = [], 0, 0
    with tempfile.TemporaryDirectory() as work:
        reports = {key: advice(build, key[0], json.loads(key[1]), work) for key in sorted(counts)}
    for (config, overrides), hf in sorted(counts.items()):
        name = f"{os.path.basename(config)} {overrides}"
        ours = reports[(config, overrides)]["model"]["parameters"]
        off = 100 * (ours / hf - 1)
        print(f"{name}: Hugging Face {hf}, dimtune {ours:.0f} ({off:+.2f}%)")
        if ours != hf:
            failures.append(f"{name}: dimtune counts {ours:.0f}, Hugging Face {hf} ({off:+.2f}%)")
        base = (config, "{}")
        if overrides == "{}" or base not in counts:
            continue
        hf_delta = hf - counts[base]
        our_delta = ours - reports[base]["model"]["parameters"]
        deltas += 1
        if our_delta != hf_delta:
            failures.append(f"{name}: dimtune's change {our_delta:+.0f}, Hugging Face's {hf_delta:+.0f}")
        changed = json.loads(overrides)
        kv_heads = reports[(config, overrides)]["model"]["num_key_value_heads"]
        for c in reports[base].get("candidates", []):
            # The same model: the changed field at its value, the KV heads as the variant has them.
            if c["param"] in changed and c["to"] == changed[c["param"]] and \
                    c["num_key_value_heads"] == kv_heads:
                candidates += 1
                want = 100 * hf_delta / counts[base]
                if abs(c["param_delta_pct"] - want) > 1e-6:
                    failures.append(f"{name}: candidate param_delta_pct {c['param_delta_pct']:.4f}, "
                                    f"Hugging Face's change {want:.4f}%")
    print(f"{len(counts)} models, {deltas} changes from a baseline, {candidates} of them advised "
          f"candidates: {len(failures)} differ")
    for f in failures:
        print("FAIL " + f)
    sys.exit(1 if failures else 0)


if __name__ == "__main__":
    main()
