"""Rewrites tiny-profile.json's dtype log: trace_hf_models.DtypeLog over one CPU step of
tiny_llama.py (torch 1.13 or later), the attention's bmm ops left out (SDPA's fused kernel runs
them in the step the profile stands in for). The kernel figures stay as they are (made up).

    PYTHONPATH=python python3 test/Benchmarks/Inputs/trace/make_tiny_profile.py
"""
import json
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.join(HERE, "..", "..", "..", "..")
sys.path[:0] = [HERE, os.path.join(ROOT, "benchmarks"), os.path.join(ROOT, "python")]

import tiny_llama  # noqa: E402
from trace_hf_models import DtypeLog  # noqa: E402


def main():
    model, inputs = tiny_llama.make_model()
    log = DtypeLog(model)
    with log.hooks(), log.mode:
        loss = model(**inputs)
        log.phase = "bwd"
        loss.backward()
    summary = log.summary()
    attention = lambda e: e["op"] == "aten.bmm.default" and len(e["shapes"][0]) == 3 and \
        e["shapes"][0][0] == tiny_llama.BATCH * tiny_llama.HEADS
    for key in ("ops", "fp32_ops", "fp32_gemm_ops"):
        summary[key] = [e for e in summary[key] if not attention(e)]
    path = os.path.join(HERE, "tiny-profile.json")
    with open(path) as f:
        profile = json.load(f)
    profile["dtypes"] = summary
    with open(path, "w") as f:
        json.dump(profile, f, indent=1)
        f.write("\n")


if __name__ == "__main__":
    main()
