#!/usr/bin/env python3
"""Time the memory-bound PyTorch ops a Hugging Face training step runs in eager mode, from
~64K to ~512M elements, for dimtune's model of the time outside GEMMs and attention.

    python3 benchmarks/measure_memory_ops.py OUT.csv [--reps 25] [--budget-s 120]

Ops (bf16 unless named; [rows, 4096] for the element-wise ones): clone, add (a + b),
mul_scalar (a * 0.5), silu, gelu_tanh, silu_mul (silu(a) * b), cast_bf16_f32, cast_f32_bf16,
rms_reduce (x.float().pow(2).mean(-1, keepdim=True), as RMSNorm does), layer_norm_fwd and
layer_norm_fwdbwd on [tokens, 768 | 4096], log_softmax and cross_entropy_fwdbwd on f32
[tokens, 32000 | 50257] logits, embedding_fwd and embedding_bwd (the dense gradient of the
table) with a 50257 x 768 | 4096 table, rotate_half (torch.cat((-x2, x1), -1) on
[B, H, S, 128] in HF's transposed layout), and copy_bandwidth: one 2 GiB device-to-device
copy for reference. No tensor, intermediates included, exceeds 2 GiB.

Columns: op, dtype, shape ('AxBxC'; embedding: TOKENSxVOCABxHIDDEN), elements (of the main
input; embedding: of its output), bytes (the least traffic: every input read once and every
output written once, per op below), status, median_us, p10_us, p90_us, reps, the GPU's
clocks, power, temperature and throttle reasons read before the op, note. Eager PyTorch
moves more than `bytes` where it splits an op into several kernels (silu_mul, rms_reduce,
cross_entropy); the ratio is what the model has to learn.

Method: gpu_timing.time_calls with spin_for_host (random inputs, rotated over copies that
together pass 512 MiB, at most 64 copies, so small inputs stay in the L2 as they would
after the kernel that wrote them; warm-up; every call between two CUDA events; median, p10,
p90). Rows are written as they are measured, so a killed run keeps what it measured.
"""
import argparse
import math
import time

import gpu_conditions
import gpu_timing

COLUMNS = ["op", "dtype", "shape", "elements", "bytes", "status", "median_us", "p10_us", "p90_us", "reps",
           "sm_clock_mhz", "mem_clock_mhz", "power_w", "temp_c", "throttle", "note"]
HIDDEN = 4096
ROWS = [16, 64, 256, 1024, 4096, 16384, 65536, 131072]  # x 4096: 64K .. 512M elements
LN_TOKENS = {768: [64, 256, 1024, 4096, 16384, 65536, 262144, 655360], 4096: ROWS}
VOCABS = [32000, 50257]
LOGIT_TOKENS = [2, 8, 32, 128, 512, 2048, 8192, 16384]
EMBED_VOCAB = 50257
EMBED_HIDDEN = [768, 4096]
EMBED_TOKENS = [4096, 8192, 16384]
ROTARY_TOKENS = [16, 64, 256, 1024, 4096, 16384, 65536, 131072]  # B*S, with 32 heads of 128
MOST_BYTES = 2 << 30
BF16, F32, I64 = 2, 4, 8


def case(op, dtype, shape, traffic, inputs, call, elements=None):
    """One measurement: `inputs()` makes a fresh input set (a tuple), `call(*set)` runs the op;
    `elements` defaults to the shape's."""
    return {"op": op, "dtype": dtype, "shape": "x".join(map(str, shape)),
            "elements": elements or math.prod(shape), "bytes": traffic, "inputs": inputs, "call": call}


def cases():
    import torch
    import torch.nn.functional as F

    def rand(*shape, dtype=torch.bfloat16, grad=False):
        return torch.randn(*shape, dtype=dtype, device="cuda", requires_grad=grad)

    out = []
    for rows in ROWS:
        s, n = (rows, HIDDEN), rows * HIDDEN
        # unary bf16 -> bf16: read n, write n; binary: read 2n, write n.
        out += [case("clone", "bf16", s, 2 * n * BF16, lambda s=s: (rand(*s),), lambda a: a.clone()),
                case("add", "bf16", s, 3 * n * BF16, lambda s=s: (rand(*s), rand(*s)), lambda a, b: a + b),
                case("mul_scalar", "bf16", s, 2 * n * BF16, lambda s=s: (rand(*s),), lambda a: a * 0.5),
                case("silu", "bf16", s, 2 * n * BF16, lambda s=s: (rand(*s),), F.silu),
                case("gelu_tanh", "bf16", s, 2 * n * BF16, lambda s=s: (rand(*s),),
                     lambda a: F.gelu(a, approximate="tanh")),
                # a and b read, the product written; eager also writes and reads silu(a).
                case("silu_mul", "bf16", s, 3 * n * BF16, lambda s=s: (rand(*s), rand(*s)),
                     lambda a, b: F.silu(a) * b),
                case("cast_bf16_f32", "bf16", s, n * (BF16 + F32), lambda s=s: (rand(*s),), lambda a: a.float()),
                case("cast_f32_bf16", "f32", s, n * (F32 + BF16), lambda s=s: (rand(*s, dtype=torch.float32),),
                     lambda a: a.to(torch.bfloat16)),
                # the bf16 rows read, one f32 per row written; eager writes and rereads two
                # f32 copies of the rows (the cast and the square).
                case("rms_reduce", "bf16", s, n * BF16 + rows * F32, lambda s=s: (rand(*s),),
                     lambda a: a.float().pow(2).mean(-1, keepdim=True))]
    for hidden, token_list in LN_TOKENS.items():
        for t in token_list:
            s, n = (t, hidden), t * hidden
            # fwd: x, weight, bias read; y written.
            out.append(case("layer_norm_fwd", "bf16", s, 2 * n * BF16 + 2 * hidden * BF16,
                            lambda s=s: (rand(*s), rand(s[1]), rand(s[1])),
                            lambda x, w, b: F.layer_norm(x, (x.shape[-1],), w, b)))
            # fwd (x, w, b read; y and the f32 mean and rstd per row written) plus bwd (dy, x,
            # w, mean, rstd read; dx, dw, db written).
            out.append(case("layer_norm_fwdbwd", "bf16", s, 5 * n * BF16 + 5 * hidden * BF16 + 4 * t * F32,
                            lambda s=s: (rand(*s, grad=True), rand(s[1], grad=True), rand(s[1], grad=True),
                                         rand(*s)),
                            lambda x, w, b, dy: torch.autograd.grad(
                                F.layer_norm(x, (x.shape[-1],), w, b), (x, w, b), dy)))
    for vocab in VOCABS:
        for t in LOGIT_TOKENS:
            s, n = (t, vocab), t * vocab
            if n * F32 > MOST_BYTES:
                continue
            # logits read, log-probabilities written.
            out.append(case("log_softmax", "f32", s, 2 * n * F32, lambda s=s: (rand(*s, dtype=torch.float32),),
                            lambda x: F.log_softmax(x, dim=-1)))
            # logits and labels read, the logits' gradient written (the loss is 4 bytes);
            # eager writes and rereads the log-probabilities too.
            out.append(case("cross_entropy_fwdbwd", "f32", s, 2 * n * F32 + t * I64,
                            lambda s=s: (rand(*s, dtype=torch.float32, grad=True),
                                         torch.randint(0, s[1], (s[0],), device="cuda")),
                            lambda x, labels: torch.autograd.grad(F.cross_entropy(x, labels), x)))
    for hidden in EMBED_HIDDEN:
        for t in EMBED_TOKENS:
            s = (t, EMBED_VOCAB, hidden)
            # ids read, the t gathered rows read, t rows written.
            out.append(case("embedding_fwd", "bf16", s, t * I64 + 2 * t * hidden * BF16,
                            lambda s=s: (torch.randint(0, s[1], (s[0],), device="cuda"), rand(s[1], s[2])),
                            F.embedding, elements=t * hidden))
            # dy and ids read, the whole dense table gradient written (zeroed, then summed into).
            out.append(case("embedding_bwd", "bf16", s, t * I64 + t * hidden * BF16 + EMBED_VOCAB * hidden * BF16,
                            lambda s=s: embedding_graph(rand, s),
                            lambda y, w, dy: torch.autograd.grad(y, w, dy, retain_graph=True),
                            elements=t * hidden))
    for tokens in ROTARY_TOKENS:
        b = max(1, tokens // 4096)
        s = (b, 32, tokens // b, 128)
        # x read, the rotated copy written (eager: the negated half is written and reread).
        out.append(case("rotate_half", "bf16", s, 2 * math.prod(s) * BF16,
                        lambda s=s: (rand(s[0], s[2], s[1], s[3]).transpose(1, 2),),
                        lambda x: torch.cat((-x[..., x.shape[-1] // 2:], x[..., : x.shape[-1] // 2]), dim=-1)))
    n = MOST_BYTES // BF16
    # 2 GiB read and 2 GiB written: far past the L2, the DRAM copy bandwidth.
    out.append(case("copy_bandwidth", "bf16", (n,), 2 * n * BF16,
                    lambda n=n: (rand(n), torch.empty(n, dtype=torch.bfloat16, device="cuda")),
                    lambda src, dst: dst.copy_(src)))
    return out


def embedding_graph(rand, s):
    """(y, table, dy): the forward run once, so that the timed call is the backward alone."""
    import torch
    import torch.nn.functional as F
    w = rand(s[1], s[2], grad=True)
    y = F.embedding(torch.randint(0, s[1], (s[0],), device="cuda"), w)
    return y, w, rand(s[0], s[2])


def measure(c, reps):
    """(median, p10, p90) in us over input sets rotated past the L2."""
    first = c["inputs"]()
    set_bytes = sum(t.numel() * t.element_size() for t in first)
    sets = [first] + [c["inputs"]() for _ in range(gpu_timing.copies_for(set_bytes) - 1)]
    return gpu_timing.time_calls([lambda s=s: c["call"](*s) for s in sets], reps, spin_for_host=True)


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("out", help="CSV to write")
    ap.add_argument("--reps", type=int, default=25, help="timed calls per op and size")
    ap.add_argument("--budget-s", type=float, default=120.0,
                    help="stop before the next measurement once this much wall time is spent")
    args = ap.parse_args()

    import torch
    started = time.time()
    env = gpu_conditions.environment()
    todo = cases()
    print(env, f"{len(todo)} measurements", flush=True)
    gpu_timing.spin_up_clocks()
    done = 0
    with open(args.out, "w", newline="") as f:
        w = gpu_conditions.start_csv(f, env, COLUMNS)
        for c in todo:
            if time.time() - started > args.budget_s:
                f.write(f"# stopped: budget of {args.budget_s:.0f} s spent after {done} of {len(todo)}\n")
                print(f"budget of {args.budget_s:.0f} s spent after {done} of {len(todo)}", flush=True)
                break
            snap = gpu_conditions.snapshot()
            timing, note = None, ""
            try:
                timing = measure(c, args.reps)
                status = "ok"
            except torch.cuda.OutOfMemoryError:
                status, note = "oom", "out of memory"
            except Exception as e:  # record it and go on
                status, note = "error", (str(e).strip().splitlines() or [type(e).__name__])[0][:300]
            if status != "ok":
                torch.cuda.empty_cache()
            w.writerow([c["op"], c["dtype"], c["shape"], c["elements"], c["bytes"], status]
                       + ([f"{t:.3f}" for t in timing] + [args.reps] if timing else ["", "", "", ""])
                       + ["" if snap.get(k) is None else snap[k]
                          for k in ("sm_clock_mhz", "mem_clock_mhz", "power_w", "temp_c", "throttle_reasons")]
                       + [note])
            f.flush()
            done += 1
            result = (f"{timing[0]:.1f} us, {c['bytes'] / timing[0] / 1e3:.0f} GB/s" if timing
                      else f"{status} {note}")
            print(f"{done}/{len(todo)} {time.time() - started:.0f}s {c['op']} {c['dtype']} {c['shape']}: {result}",
                  flush=True)
    print(f"done: {done} of {len(todo)} in {time.time() - started:.0f}s -> {args.out}")


if __name__ == "__main__":
    main()
