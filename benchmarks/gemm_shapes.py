#!/usr/bin/env python3
"""GEMM shape sets for calibrating and validating dimtune's cost model.

Two disjoint sets, generated deterministically:
  fit        shapes the cost model is fitted on (tools/dimtune-fit reads only these);
  validate   shapes measured *after* the fit, from other model configurations, other
             token counts and sweeps around other centres, so the check is out-of-sample.

A shape is (dtype, batch, m, n, k, a_contig, b_contig): a_contig is "k" when A is stored
[m, k] row-major and "m" when it is stored [k, m]; b_contig is "n" for [k, n] and "k" for
[n, k] (PyTorch's linear weight). C is always [m, n] row-major.
"""
import random

# (name, hidden, heads, kv_heads, ffn, vocab, gated_mlp) from the public model cards.
FIT_MODELS = [
    ("gpt2-small", 768, 12, 12, 3072, 50257, False),
    ("gpt2-medium", 1024, 16, 16, 4096, 50257, False),
    ("gpt2-large", 1280, 20, 20, 5120, 50257, False),
    ("gpt2-xl", 1600, 25, 25, 6400, 50257, False),
    ("gpt3-2.7b", 2560, 32, 32, 10240, 50257, False),
    ("gpt3-6.7b", 4096, 32, 32, 16384, 50257, False),
    ("llama2-7b", 4096, 32, 32, 11008, 32000, True),
    ("llama2-13b", 5120, 40, 40, 13824, 32000, True),
    ("llama2-70b", 8192, 64, 8, 28672, 32000, True),
    ("mistral-7b", 4096, 32, 8, 14336, 32000, True),
]
VALIDATE_MODELS = [
    ("falcon-7b", 4544, 71, 1, 18176, 65024, False),
    ("qwen2-7b", 3584, 28, 4, 18944, 152064, True),
    ("phi-2", 2560, 32, 32, 10240, 51200, False),
    ("gemma-7b", 3072, 16, 16, 24576, 256000, True),
    ("opt-1.3b", 2048, 32, 32, 8192, 50272, False),
    ("pythia-1.4b", 2048, 16, 16, 8192, 50304, False),
    ("gpt-j-6b", 4096, 16, 16, 16384, 50400, False),
    ("llama3-8b", 4096, 32, 8, 14336, 128256, True),
    ("bloom-560m", 1024, 16, 16, 4096, 250880, False),
]
FIT_TOKENS = [1, 8, 64, 512, 4096, 8192]
VALIDATE_TOKENS = [2, 16, 128, 1024, 2048, 6144]
FIT_TP = [1, 2, 8]
VALIDATE_TP = [1, 4]


def linear_gemms(tokens, n_out, k_in, training):
    """y = x W^T and, when training, its dgrad and wgrad."""
    yield (1, tokens, n_out, k_in, "k", "k")            # fwd
    if training:
        yield (1, tokens, k_in, n_out, "k", "n")        # dgrad: dX = dY W
        yield (1, n_out, k_in, tokens, "m", "n")        # wgrad: dW = dY^T X


def model_gemms(model, tokens, tp, seq):
    _, h, heads, kv, ffn, vocab, gated = model
    hd = h // heads
    if heads % tp or ffn % tp:
        return
    training = tokens >= 512
    qkv = (heads + 2 * max(kv // tp, 1) * tp) * hd // tp
    yield from linear_gemms(tokens, qkv, h, training)
    yield from linear_gemms(tokens, h, h // tp, training)
    up = ffn // tp * (2 if gated else 1)
    yield from linear_gemms(tokens, up, h, training)
    yield from linear_gemms(tokens, h, ffn // tp, training)
    yield from linear_gemms(tokens, -(-vocab // tp), h, training)
    if tokens >= seq:
        b = tokens // seq * heads // tp
        yield (b, seq, seq, hd, "k", "k")              # attention score q k^T
        yield (b, seq, hd, seq, "k", "n")              # attention context p v


def sweeps(centres, dims, span):
    for m, n, k in centres:
        for d in dims:
            for delta in range(-span, span + 1):
                shape = {"m": m, "n": n, "k": k}
                shape[d] += delta
                yield (1, shape["m"], shape["n"], shape["k"], "k", "k")


def decode(hiddens, ms):
    for h in hiddens:
        for m in ms:
            yield (1, m, 3 * h, h, "k", "k")
            yield (1, m, h, 4 * h + 8, "k", "k")


def shape_set(name):
    rng = random.Random(20261130 if name == "fit" else 7771)
    models, tokens, tps = ((FIT_MODELS, FIT_TOKENS, FIT_TP) if name == "fit"
                           else (VALIDATE_MODELS, VALIDATE_TOKENS, VALIDATE_TP))
    shapes = []
    for model in models:
        for t in tokens:
            for tp in tps:
                shapes += list(model_gemms(model, t, tp, seq=1024 if name == "fit" else 2048))
    if name == "fit":
        shapes += list(sweeps([(4096, 4096, 4096)], ["n", "k"], 8))
        shapes += list(sweeps([(8192, 50257, 768)], ["n"], 7))
        shapes += list(sweeps([(2048, 1536, 1024)], ["n", "k"], 4))
        shapes += list(decode([1024, 4096, 8192], [1, 4, 16, 32, 64]))
        odd = [(1, rng.randrange(64, 8192), rng.randrange(64, 16384), rng.randrange(64, 8192), "k", "k")
               for _ in range(60)]
    else:
        shapes += list(sweeps([(2048, 3072, 3072), (8192, 11008, 4096)], ["n", "k"], 5))
        shapes += list(sweeps([(4096, 32000, 2048)], ["n"], 5))
        shapes += list(decode([2048, 5120], [2, 8, 24, 48]))
        odd = [(1, rng.randrange(64, 8192), rng.randrange(64, 16384), rng.randrange(64, 8192), "k", "k")
               for _ in range(60)]
    shapes += odd
    # Aligned neighbours of every misaligned shape, so a 'slower than its aligned
    # neighbour' claim is measurable: round each misaligned dim up to a multiple of 8.
    up8 = lambda x: -(-x // 8) * 8
    shapes += [(b, m, up8(n), up8(k), a, c) for (b, m, n, k, a, c) in shapes if n % 8 or k % 8]
    bf16 = sorted(set(shapes))
    # fp32 (IEEE, no TF32) on a deterministic subsample: SIMT kernels, another regime.
    fp32 = [s for s in bf16 if 2 * s[0] * s[1] * s[2] * s[3] < 2e12]
    fp32 = sorted(rng.sample(fp32, min(len(fp32), 110)))
    rows = [("bf16",) + s for s in bf16] + [("f32",) + s for s in fp32]
    if name != "fit":
        seen = set(shape_set("fit"))
        rows = [r for r in rows if r not in seen]
    return rows


if __name__ == "__main__":
    import sys
    for row in shape_set(sys.argv[1] if len(sys.argv) > 1 else "fit"):
        print(",".join(map(str, row)))
