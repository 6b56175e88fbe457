#!/usr/bin/env python3
"""Writes N random GEMMs as linalg on tensors, one function each, for the
consistency test: sizes aligned and not (odd, 2-, 4-byte strides), the four
layouts of A and B, bf16, f16 and f32, accumulators that are fills or
arguments, weights that are arguments or constants.

    random_gemms.py N SEED > gemms.mlir
"""
import random
import sys

MAPS = {
    ("k", "k"): ("(m, n, k) -> (m, k)", "(m, n, k) -> (n, k)"),
    ("k", "n"): ("(m, n, k) -> (m, k)", "(m, n, k) -> (k, n)"),
    ("m", "k"): ("(m, n, k) -> (k, m)", "(m, n, k) -> (n, k)"),
    ("m", "n"): ("(m, n, k) -> (k, m)", "(m, n, k) -> (k, n)"),
}


def extent(rng):
    """Sizes a model has: multiples of 64, near misses of them, odd ones."""
    base = rng.choice([64, 128, 256, 512, 768, 1024, 2048, 3072, 4096, 5120, 8192, 11008, 50257])
    return max(1, base + rng.choice([0, 0, 0, 1, 2, -1, 3, 6, -2, 7]))


def main():
    count, seed = int(sys.argv[1]), int(sys.argv[2])
    rng = random.Random(seed)
    out = []
    for i in range(count):
        m, n, k = extent(rng), extent(rng), extent(rng)
        if rng.random() < 0.15:
            m = rng.choice([1, 2, 8, 16, 32, 64])  # decode-like
        dtype = rng.choice(["bf16", "bf16", "f16", "f32"])
        a_contig, b_contig = rng.choice(list(MAPS))
        a_map, b_map = MAPS[(a_contig, b_contig)]
        a_shape = f"{m}x{k}" if a_contig == "k" else f"{k}x{m}"
        b_shape = f"{n}x{k}" if b_contig == "k" else f"{k}x{n}"
        fill = rng.random() < 0.5
        args = [f"%a: tensor<{a_shape}x{dtype}>", f"%b: tensor<{b_shape}x{dtype}>"]
        body = []
        if fill:
            zero = "0.0"
            body.append(f"  %zero = arith.constant {zero} : {dtype}")
            body.append(f"  %e = tensor.empty() : tensor<{m}x{n}x{dtype}>")
            body.append(f"  %c = linalg.fill ins(%zero : {dtype}) outs(%e : tensor<{m}x{n}x{dtype}>) -> tensor<{m}x{n}x{dtype}>")
        else:
            args.append(f"%c: tensor<{m}x{n}x{dtype}>")
        body.append(
            f"  %r = linalg.matmul indexing_maps = [affine_map<{a_map}>, affine_map<{b_map}>, "
            f"affine_map<(m, n, k) -> (m, n)>] ins(%a, %b : tensor<{a_shape}x{dtype}>, "
            f"tensor<{b_shape}x{dtype}>) outs(%c : tensor<{m}x{n}x{dtype}>) -> tensor<{m}x{n}x{dtype}>")
        out.append(f"func.func @g{i}({', '.join(args)}) -> tensor<{m}x{n}x{dtype}> {{")
        out.extend(body)
        out.append(f"  return %r : tensor<{m}x{n}x{dtype}>")
        out.append("}")
    print("\n".join(out))


if __name__ == "__main__":
    main()
