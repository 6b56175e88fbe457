"""Checks what the analyze report states against what its other fields imply, for every entry
of every report given: each GEMM's TFLOP/s and arithmetic intensity from its extents and dtype,
its wasted FLOPs from its tile, its waves, each operand's leading extent (no shorter than its rows) and
stride alignment, `aligned` from those, the GEMV-like kernel's rows; each fused attention's padded FLOPs
from its kernel's head dim; the step's host-bound flag from its GPU-busy share, its power cap
from its clock, its padding speed-up from its padded step; no GEMM and no memory-bound
kernel faster than the datasheet allows; the step's parts the sums of their entries. Prints each violation, then the
values each flag took over all reports (so a test can require both), then the count.

    python3 report_invariants.py [--boost-mhz 1980] [--bf16-tflops 989.5] [--bandwidth-gbs 4800] REPORT.json...

The defaults are the H200's datasheet figures.
"""
import argparse
import json
import math
import sys

DTYPE_BYTES = {"bf16": 2, "f16": 2, "f32": 4, "tf32": 4, "f64": 8, "f8E4M3FN": 1, "f8E5M2": 1}
TENSOR_CORE_ALIGNMENT = 16


def close(a, b, rel=1e-9):
    return abs(a - b) <= rel * max(abs(a), abs(b), 1e-300)


def stride_alignment(extent, element_bytes):
    """The largest power of two, at most 16, that divides extent x element bytes."""
    zeros = (extent & -extent).bit_length() - 1 + (element_bytes & -element_bytes).bit_length() - 1
    return min(1 << min(zeros, 4), TENSOR_CORE_ALIGNMENT)


class Checker:
    def __init__(self, boost_mhz, bf16_tflops, bandwidth_gbs):
        self.boost_mhz = boost_mhz
        self.bf16_tflops = bf16_tflops
        self.bandwidth_gbs = bandwidth_gbs
        self.violations = []
        self.seen = {}

    def saw(self, flag, value):
        self.seen.setdefault(flag, set()).add(json.dumps(value))

    def expect(self, ok, where, what):
        if not ok:
            self.violations.append("%s: %s" % (where, what))

    def gemm(self, g, where):
        b = DTYPE_BYTES.get(g["dtype"])
        flops = 2.0 * g["batch"] * g["m"] * g["n"] * g["k"]
        us = g["predicted_us"]
        self.expect(close(g["predicted_tflops"], flops / (us * 1e-6) / 1e12), where,
                    "predicted_tflops %r is not its FLOPs over predicted_us" % g["predicted_tflops"])
        if g["dtype"] == "bf16":
            self.expect(us >= flops / (self.bf16_tflops * 1e6), where,
                        "predicted_us %r beats the datasheet's %r TFLOP/s" % (us, self.bf16_tflops))
        if b:
            least = g["batch"] * b * (g["m"] * g["k"] + g["k"] * g["n"] + g["m"] * g["n"])
            self.expect(us >= least / (self.bandwidth_gbs * 1e3), where,
                        "predicted_us %r moves A, B and C faster than %r GB/s"
                        % (us, self.bandwidth_gbs))
            self.expect(close(g["arithmetic_intensity"], flops / least), where,
                        "arithmetic_intensity %r is not FLOPs over the bytes of A, B and C once"
                        % g["arithmetic_intensity"])
            extents = {"m": g["m"], "n": g["n"], "k": g["k"]}
            rows_of = {"a": ("m", "k"), "b": ("k", "n"), "c": ("m", "n")}
            aligned = True
            for name, layout in g["layout"].items():
                dims = rows_of[name]
                contiguous = layout["contiguous"]
                if contiguous not in dims:
                    continue
                other = dims[1 - dims.index(contiguous)]
                # A row's stride is at least the row.
                self.expect(layout["leading_extent"] >= extents[contiguous], where,
                            "%s's leading extent %r is shorter than its rows of %s = %r"
                            % (name, layout["leading_extent"], contiguous, extents[contiguous]))
                want = (stride_alignment(layout["leading_extent"], b) if extents[other] > 1
                        else TENSOR_CORE_ALIGNMENT)
                self.expect(layout["stride_alignment_bytes"] == want, where,
                            "%s's stride_alignment_bytes %r, its leading extent %r gives %r"
                            % (name, layout["stride_alignment_bytes"], layout["leading_extent"],
                               want))
                aligned &= layout["stride_alignment_bytes"] >= TENSOR_CORE_ALIGNMENT
            self.expect(g["aligned"] == aligned, where,
                        "aligned %r but the strides say %r" % (g["aligned"], aligned))
        rows = g["gemv_rows"]
        if rows:
            self.expect(rows == min(g["m"], g["n"]) and not g["aligned"], where,
                        "gemv_rows %r on a %s GEMM of M %r, N %r"
                        % (rows, "aligned" if g["aligned"] else "misaligned", g["m"], g["n"]))
            self.expect(g["wasted_flop_fraction"] == 0, where, "a GEMV-like kernel wastes no tile")
        else:
            waves = g["waves"]
            self.expect(close(g["wasted_flop_fraction"], 1 - g["tile"]["efficiency"]), where,
                        "wasted_flop_fraction %r is not 1 - the tile's efficiency %r"
                        % (g["wasted_flop_fraction"], g["tile"]["efficiency"]))
            self.expect(waves["count"] == math.ceil(waves["fractional"] - 1e-12), where,
                        "waves.count %r is not the fractional %r rounded up"
                        % (waves["count"], waves["fractional"]))
        self.expect(g["bound"] in ("compute", "memory", "latency"), where, "bound %r" % g["bound"])
        for flag in ("aligned", "fp32_fallback", "bound"):
            self.saw("gemm." + flag, g[flag])
        self.saw("gemm.k_split", g["k_split"]["kind"])
        self.saw("gemm.gemv", rows > 0)

    def attention(self, a, where):
        self.expect(isinstance(a["backend_reason"], str) and a["backend_reason"], where,
                    "backend_reason %r" % a["backend_reason"])
        if not a["fused"]:
            return
        kernel_v = a["kernel_head_dim"]
        # Where the kernel pads V's head dim to its own, PV's padded FLOPs count too.
        fraction = a["padded_flop_fraction"]
        wants = [1 - (a["head_dim"] + a["v_head_dim"]) / (a["kernel_head_dim"] + v)
                 for v in (kernel_v, -(-a["v_head_dim"] // 8) * 8)]
        self.expect(any(close(fraction, w) for w in wants), where,
                    "padded_flop_fraction %r for head dims %r/%r on a kernel of %r"
                    % (fraction, a["head_dim"], a["v_head_dim"], a["kernel_head_dim"]))
        self.saw("attention.padded", fraction > 0)

    def total(self, t, where):
        busy = t["gpu_busy_share"]
        self.expect(t["host_bound"] == (t["exec"] == "eager" and busy < 0.9), where,
                    "host_bound %r with exec %r and the GPU busy %r of the step"
                    % (t["host_bound"], t["exec"], busy))
        if t["clock"] == "sustained" and t["sm_clock_mhz"] is not None:
            self.expect(t["power_capped"] == (t["sm_clock_mhz"] < self.boost_mhz), where,
                        "power_capped %r at %r MHz" % (t["power_capped"], t["sm_clock_mhz"]))
        self.expect(close(t["padding_speedup"], t["step_us"] / t["padded_step_us"]), where,
                    "padding_speedup %r is not step_us over padded_step_us" % t["padding_speedup"])
        for flag in ("host_bound", "power_capped", "exec"):
            self.saw("total." + flag, t[flag])

    def report(self, path):
        with open(path) as f:
            r = json.load(f)
        for key in ("calibration", "attention_calibration", "memory_calibration"):
            self.expect(isinstance(r["target"][key], str) and r["target"][key], path,
                        "target.%s %r" % (key, r["target"][key]))
        for i, g in enumerate(r["gemms"]):
            self.gemm(g, "%s: gemms[%d] %s" % (path, i, g["loc"]))
        for i, a in enumerate(r["attention"]):
            self.attention(a, "%s: attention[%d] %s" % (path, i, a["loc"]))
        self.total(r["total"], path + ": total")
        self.parts(r, path)

    def parts(self, r, path):
        """The step's parts: its GEMMs (those of the math path's attention in its attention),
        its fused attention, its memory-bound kernels by kind and by role."""
        t, other = r["total"], r["other"]
        layer_gemms = sum(g["predicted_us"] for g in r["gemms"] if not g["attention_math_path"])
        math_gemms = sum(g["predicted_us"] for g in r["gemms"] if g["attention_math_path"])
        fused = sum(a["fwd_us"] + (a["bwd_us"] or 0) for a in r["attention"] if a["fused"])
        self.expect(close(t["gemm_us"], layer_gemms), path,
                    "total.gemm_us %r is not its GEMMs' %r" % (t["gemm_us"], layer_gemms))
        if math_gemms:
            self.expect(t["attention_us"] > fused + math_gemms, path,
                        "total.attention_us %r leaves out the math path's GEMMs or its softmax"
                        % t["attention_us"])
        else:
            self.expect(close(t["attention_us"], fused), path,
                        "total.attention_us %r is not its fused kernels' %r"
                        % (t["attention_us"], fused))
        self.saw("attention.math_path", bool(math_gemms))
        for name, value in (("total.other_us", t["other_us"]),
                            ("by_kind", sum(other["by_kind"].values())),
                            ("by_role", sum(other["by_role"].values()))):
            self.expect(close(value, other["predicted_us"], 1e-9), path,
                        "%s %r is not other.predicted_us %r" % (name, value, other["predicted_us"]))
        self.expect(other["predicted_us"] >= other["bytes"] / (self.bandwidth_gbs * 1e3), path,
                    "the memory-bound kernels move %r bytes faster than %r GB/s"
                    % (other["bytes"], self.bandwidth_gbs))


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--boost-mhz", type=float, default=1980)
    parser.add_argument("--bf16-tflops", type=float, default=989.5, help="dense bf16 peak")
    parser.add_argument("--bandwidth-gbs", type=float, default=4800)
    parser.add_argument("reports", nargs="+")
    args = parser.parse_args()
    checker = Checker(args.boost_mhz, args.bf16_tflops, args.bandwidth_gbs)
    for path in args.reports:
        checker.report(path)
    for v in checker.violations:
        print("violation: " + v)
    for flag in sorted(checker.seen):
        print("seen %s: %s" % (flag, " ".join(sorted(checker.seen[flag]))))
    print("%d violations" % len(checker.violations))
    return 1 if checker.violations else 0


if __name__ == "__main__":
    sys.exit(main())
