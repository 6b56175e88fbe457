"""Checks what the advice report states against what its other fields imply: every predicted
step's kernel time is its parts' sum and its GPU-busy share its kernels over its step, its host
time holds the forward's and the backward's; its attention backend comes with a reason; every
candidate's speed-up is the configuration's step over its own, its padded attention FLOPs
nonzero exactly where its kernel's head dim exceeds its own; the measured GEMM shapes are
among the GEMM shapes; a serving step's memory is its weights, KV cache (bytes a token x its
tokens) and workspace. Prints each violation, the values some fields took (so a test can
require both), then the count.

    python3 advice_invariants.py ADVICE.json...
"""
import json
import sys

BOOST_MHZ = 1980  # the H200's, the target the tests advise for


def close(a, b, rel=1e-9):
    return abs(a - b) <= rel * max(abs(a), abs(b), 1e-300)


def main():
    violations, seen = [], {}

    def expect(ok, where, what):
        if not ok:
            violations.append("%s: %s" % (where, what))

    def step(s, where):
        expect(close(s["kernel_us"], s["gemm_us"] + s["attention_us"] + s["other_us"]), where,
               "kernel_us %r is not GEMMs + attention + other" % s["kernel_us"])
        # kernel_us is at the boost clock; the busy share's kernels at the step's clock.
        at_boost = s["kernel_us"] / s["total_us"]
        expect(close(s["gpu_busy_share"], at_boost) if s["sm_clock_mhz"] == BOOST_MHZ
               else at_boost < s["gpu_busy_share"] <= 1, where,
               "gpu_busy_share %r at %r MHz, kernel_us over total_us %r"
               % (s["gpu_busy_share"], s["sm_clock_mhz"], at_boost))
        seen.setdefault("boost", set()).add(s["sm_clock_mhz"] == BOOST_MHZ)
        expect(s["host_forward_us"] + s["host_backward_us"] <= s["host_us"] * (1 + 1e-12), where,
               "the forward's and backward's host time exceed host_us")
        expect(isinstance(s["attention_backend_reason"], str) and s["attention_backend_reason"],
               where, "attention_backend_reason %r" % s.get("attention_backend_reason"))

    def padded(c, where):
        fraction = c["padded_attention_flop_fraction"]
        expect(0 <= fraction < 1 and (fraction > 0) == (c["kernel_head_dim"] > c["head_dim"]),
               where, "padded_attention_flop_fraction %r for head dim %r on a kernel of %r"
               % (fraction, c["head_dim"], c["kernel_head_dim"]))
        seen.setdefault("padded", set()).add(fraction > 0)

    for path in sys.argv[1:]:
        with open(path) as f:
            a = json.load(f)
        top = a["predicted_step"]
        step(top, path + ": predicted_step")
        expect(top["attention_backend"] == a["attention_backend"], path,
               "predicted_step.attention_backend %r, the report's %r"
               % (top["attention_backend"], a["attention_backend"]))
        expect(0 <= top["measured_gemm_shapes"] <= top["gemm_shapes"], path,
               "%r of %r GEMM shapes measured" % (top["measured_gemm_shapes"], top["gemm_shapes"]))
        padded(dict(top, head_dim=a["model"]["head_dim"]), path + ": predicted_step")
        memory = a.get("memory")
        if memory:  # serving: the configured batch's memory, and its KV cache's tokens
            m = a["model"]
            tokens = m["micro_batch"] * (m["kv_len"] + 1 if m["phase"] == "decode" else m["seq"])
            expect(memory["kv_cache_bytes"] == memory["kv_bytes_per_token"] * tokens, path,
                   "kv_cache_bytes %r is not %r bytes a token x %r tokens"
                   % (memory["kv_cache_bytes"], memory["kv_bytes_per_token"], tokens))
            at = [p for p in a["batch_sweep"] if p["batch"] == m["micro_batch"]]
            total = memory["weights_bytes"] + memory["kv_cache_bytes"] + memory["workspace_bytes"]
            expect(len(at) == 1 and at[0]["memory_bytes"] == total, path,
                   "the sweep's memory at batch %r is not weights + KV cache + workspace %r"
                   % (m["micro_batch"], total))
        for key in ("proposals", "alternatives", "candidates"):
            for i, c in enumerate(a.get(key, [])):
                where = "%s: %s[%d] %s %r" % (path, key, i, c["param"], c["to"])
                step(c["predicted_step"], where)
                expect(close(c["predicted_speedup"], top["total_us"] / c["predicted_step"]["total_us"]),
                       where, "predicted_speedup %r is not the step's %r us over %r us"
                       % (c["predicted_speedup"], top["total_us"], c["predicted_step"]["total_us"]))
                padded(c, where)
    for v in violations:
        print("violation: " + v)
    for flag in sorted(seen):
        print("seen %s: %s" % (flag, " ".join(sorted(json.dumps(v) for v in seen[flag]))))
    print("%d violations" % len(violations))
    return 1 if violations else 0


if __name__ == "__main__":
    sys.exit(main())
