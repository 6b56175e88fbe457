#!/usr/bin/env python3
"""Write a GPT-style transformer training step's GEMMs as linalg on tensors.

    python3 benchmarks/gen_transformer_ir.py --hidden 768 --heads 12 --ffn 3072 \
        --vocab 50257 --batch 8 --seq 1024 --layers 1 > examples/gpt2-small-train.mlir

Each layer is a function holding its forward GEMMs (y = x W^T, as PyTorch's linear), their
dgrad (dX = dY W) and wgrad (dW = dY^T X) twins, and the attention score/context batched
matmuls with their backward; a last function holds the LM head. Operands come in as
function arguments so that every GEMM has exactly the shapes and layouts it runs with.
Every GEMM carries dimtune.role and dimtune.pass attributes.
"""
import argparse

MAPS = {  # (A map, B map) over (m, n, k); C is always (m, n)
    "nt": ("affine_map<(m, n, k) -> (m, k)>", "affine_map<(m, n, k) -> (n, k)>"),
    "nn": ("affine_map<(m, n, k) -> (m, k)>", "affine_map<(m, n, k) -> (k, n)>"),
    "tn": ("affine_map<(m, n, k) -> (k, m)>", "affine_map<(m, n, k) -> (k, n)>"),
}
BMAPS = {
    "nt": ("affine_map<(b, m, n, k) -> (b, m, k)>", "affine_map<(b, m, n, k) -> (b, n, k)>"),
    "nn": ("affine_map<(b, m, n, k) -> (b, m, k)>", "affine_map<(b, m, n, k) -> (b, k, n)>"),
    "tn": ("affine_map<(b, m, n, k) -> (b, k, m)>", "affine_map<(b, m, n, k) -> (b, k, n)>"),
}


class Function:
    def __init__(self, name, dtype):
        self.name, self.dtype = name, dtype
        self.args, self.body, self.results = [], [], []
        self.counter = 0

    def tensor(self, *shape):
        return "tensor<" + "x".join(map(str, shape)) + "x" + self.dtype + ">"

    def arg(self, *shape):
        self.args.append(self.tensor(*shape))
        return f"%arg{len(self.args) - 1}", shape

    def gemm(self, role, pass_, layout, a, b, m, n, batch=None):
        """C[m, n] (or [batch, m, n]) from A and B laid out as `layout` says."""
        i = self.counter
        self.counter += 1
        out = self.tensor(*((batch,) if batch else ()), m, n)
        maps = (BMAPS if batch else MAPS)[layout]
        c_map = "affine_map<(b, m, n, k) -> (b, m, n)>" if batch else "affine_map<(m, n, k) -> (m, n)>"
        op = "linalg.batch_matmul" if batch else "linalg.matmul"
        self.body += [
            f"    %e{i} = tensor.empty() : {out}",
            f"    %z{i} = linalg.fill ins(%zero : {self.dtype}) outs(%e{i} : {out}) -> {out}",
            f"    %r{i} = {op} indexing_maps = [{maps[0]}, {maps[1]}, {c_map}]",
            f"        ins({a[0]}, {b[0]} : {self.tensor(*a[1])}, {self.tensor(*b[1])})",
            f"        outs(%z{i} : {out}) {{dimtune.role = \"{role}\", dimtune.pass = \"{pass_}\"}} -> {out}",
        ]
        self.results.append((f"%r{i}", out))

    def linear(self, role, tokens, n_out, k_in, training):
        x = self.arg(tokens, k_in)
        w = self.arg(n_out, k_in)
        self.gemm(role, "fwd", "nt", x, w, tokens, n_out)
        if training:
            dy = self.arg(tokens, n_out)
            self.gemm(role, "dgrad", "nn", dy, w, tokens, k_in)
            self.gemm(role, "wgrad", "tn", dy, x, n_out, k_in)

    def text(self):
        lines = [f"  func.func @{self.name}({', '.join(f'%arg{i}: {t}' for i, t in enumerate(self.args))})"
                 f" -> ({', '.join(t for _, t in self.results)}) {{",
                 f"    %zero = arith.constant 0.0 : {self.dtype}"]
        lines += self.body
        lines.append(f"    return {', '.join(r for r, _ in self.results)} : "
                     f"{', '.join(t for _, t in self.results)}")
        lines.append("  }")
        return "\n".join(lines)


def layer(args, index):
    f = Function(f"layer{index}", args.dtype)
    t, h, heads = args.batch * args.seq, args.hidden, args.heads
    hd = h // heads
    kv = args.kv_heads or heads
    f.linear("qkv", t, (heads + 2 * kv) * hd, h, args.training)
    bh = args.batch * heads
    q, k = f.arg(bh, args.seq, hd), f.arg(bh, args.seq, hd)
    f.gemm("attn_score", "fwd", "nt", q, k, args.seq, args.seq, batch=bh)
    p, v = f.arg(bh, args.seq, args.seq), f.arg(bh, args.seq, hd)
    f.gemm("attn_context", "fwd", "nn", p, v, args.seq, hd, batch=bh)
    if args.training:
        do = f.arg(bh, args.seq, hd)
        f.gemm("attn_context", "dgrad", "nt", do, v, args.seq, args.seq, batch=bh)   # dP = dO V^T
        f.gemm("attn_context", "wgrad", "tn", p, do, args.seq, hd, batch=bh)         # dV = P^T dO
        ds = f.arg(bh, args.seq, args.seq)
        f.gemm("attn_score", "dgrad", "nn", ds, k, args.seq, hd, batch=bh)           # dQ = dS K
        f.gemm("attn_score", "wgrad", "tn", ds, q, args.seq, hd, batch=bh)           # dK = dS^T Q
    f.linear("attn_out", t, h, h, args.training)
    if args.gated:
        f.linear("mlp_gate", t, args.ffn, h, args.training)
    f.linear("mlp_up", t, args.ffn, h, args.training)
    f.linear("mlp_down", t, h, args.ffn, args.training)
    return f


def lm_head(args):
    f = Function("lm_head", args.dtype)
    f.linear("lm_head", args.batch * args.seq, args.vocab, args.hidden, args.training)
    return f


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[1])
    ap.add_argument("--hidden", type=int, required=True)
    ap.add_argument("--heads", type=int, required=True)
    ap.add_argument("--ffn", type=int, required=True)
    ap.add_argument("--kv-heads", type=int, default=0, help="grouped-query attention (default: heads)")
    ap.add_argument("--gated", action="store_true", help="gated (SwiGLU) MLP: gate and up projections")
    ap.add_argument("--vocab", type=int, required=True)
    ap.add_argument("--batch", type=int, default=8)
    ap.add_argument("--seq", type=int, default=1024)
    ap.add_argument("--layers", type=int, default=1)
    ap.add_argument("--dtype", default="bf16")
    ap.add_argument("--no-training", dest="training", action="store_false")
    ap.add_argument("--name", default="model")
    args = ap.parse_args()
    funcs = [layer(args, i) for i in range(args.layers)] + [lm_head(args)]
    print(f"// {args.name}: hidden {args.hidden}, heads {args.heads}, kv heads {args.kv_heads or args.heads},"
          f" ffn {args.ffn}{' gated' if args.gated else ''}, vocab {args.vocab},"
          f" {args.layers} layer(s), micro-batch {args.batch} x seq {args.seq}, {args.dtype},"
          f" {'training' if args.training else 'inference'}.")
    print("// Generated by benchmarks/gen_transformer_ir.py.")
    print("module {")
    print("\n".join(fn.text() for fn in funcs))
    print("}")


if __name__ == "__main__":
    main()
