#!/usr/bin/env python3
"""The rate of PyTorch's unvectorized elementwise loop, fitted on whole Hugging Face layers.

PyTorch's TensorIterator runs an elementwise op in its vectorized loop only when every operand
is contiguous and of the op's dtype; an operand read transposed or broadcast (a stride of 0:
RMSNorm's weight and row scale, RoPE's cos and sin) or a widening cast (bf16 to fp32) sends it
to the generic loop (`elementwise_kernel<128, ...>`, `unrolled_elementwise_kernel`), whose
per-element index arithmetic, not the bandwidth, sets its time. dimtune prices those kernels
(the "strided" memory kind) as elements over this rate, at the boost clock.

    python3 benchmarks/fit_unvectorized.py LAYER_OPS.json --fit-spec SPEC.json [-o OUT.json]
    python3 benchmarks/fit_unvectorized.py benchmarks/results/steps/layer-ops/h200-layer-ops.json \\
        --fit-spec benchmarks/hf_steps_baselines.json \\
        -o benchmarks/results/steps/layer-ops/h200-unvectorized-calibration.json

LAYER_OPS.json is profile_layer_ops.py's. The fit uses the models of --fit-spec only (the
others are left to check the whole steps against); every kernel of the generic loops with at
least 4M elements (the largest of its operands), launch floor subtracted, each normalised to
the boost clock from the SM clock sampled during its step (the loop is bound by instructions).
The rate is the median; the file also says how far the kernels spread about it.
"""
import argparse
import json
import statistics
import sys

BOOST_MHZ = 1980
LAUNCH_US = 1.222  # the in-stream kernel floor of h200-host-calibration.json
MIN_ELEMENTS = 4 << 20
GENERIC_LOOPS = ("void at::native::elementwise_kernel<", "void at::native::unrolled_elementwise_kernel<")


def numel(shapes):
    best = 0
    for s in shapes:
        n = 1
        for d in s:
            n *= d
        best = max(best, n)
    return best


def samples(doc, names):
    out = []
    for m in doc["models"]:
        if m["name"] not in names:
            continue
        for run in m["runs"]:
            clock = (run.get("conditions_during") or {}).get("sm_clock_mhz_median")
            for k in run.get("kernels", []):
                n = numel(k["shapes"])
                us = k["us"] / k["count"] - LAUNCH_US
                if k["kernel"].startswith(GENERIC_LOOPS) and n >= MIN_ELEMENTS and us > 0 and clock:
                    out.append(n / us * clock / BOOST_MHZ)
    return out


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("layer_ops")
    ap.add_argument("--fit-spec", required=True, help="the models to fit on (a measure_hf_steps.py spec)")
    ap.add_argument("-o", "--out")
    args = ap.parse_args()
    try:
        with open(args.layer_ops) as f:
            doc = json.load(f)
        with open(args.fit_spec) as f:
            names = {m["name"] for m in json.load(f)["models"]}
    except (OSError, ValueError, KeyError) as e:
        sys.exit(f"fit_unvectorized.py: {e}")
    rates = sorted(samples(doc, names))
    if not rates:
        sys.exit(f"fit_unvectorized.py: no generic-loop kernel of the fit models in {args.layer_ops}")
    rate = statistics.median(rates)
    errors = sorted(abs(rate / r - 1) for r in rates)
    result = {"unvectorized": {
        "elements_per_us": round(rate, 1),
        "at_sm_clock_mhz": BOOST_MHZ,
        "kernels": len(rates),
        "p10_p90_elements_per_us": [round(rates[len(rates) // 10], 1), round(rates[9 * len(rates) // 10], 1)],
        "median_rel_error": round(statistics.median(errors), 4),
        "fit_models": sorted(names & {m["name"] for m in doc["models"]}),
        "measurements": args.layer_ops,
    }}
    text = json.dumps(result, indent=2) + "\n"
    if args.out:
        with open(args.out, "w") as f:
            f.write(text)
    print(text, end="")
    return 0


if __name__ == "__main__":
    sys.exit(main())
