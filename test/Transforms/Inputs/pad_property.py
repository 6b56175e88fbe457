#!/usr/bin/env python3
"""Property test: --dimtune-pad keeps every GEMM's result bit for bit.

For random small shapes, operand layouts, op forms and float types, writes a module whose
@main fills the inputs with deterministic non-zero values, calls @gemm, and prints the
result's bits (as i32, so the comparison is exact). The module runs on the CPU through
mlir-runner before and after padding; the outputs must be identical, and the padded IR
must pass the verifier. Prints one summary line.
"""
import argparse
import os
import random
import subprocess
import sys

LOWER = ["--one-shot-bufferize=bufferize-function-boundaries", "--convert-linalg-to-loops",
         "--lower-affine", "--convert-scf-to-cf", "--expand-strided-metadata",
         "--finalize-memref-to-llvm", "--convert-math-to-llvm", "--convert-math-to-libm", "--convert-arith-to-llvm",
         "--convert-func-to-llvm", "--convert-cf-to-llvm", "--reconcile-unrealized-casts"]


def tensor(shape, dtype):
    return "tensor<" + "x".join(map(str, shape)) + "x" + dtype + ">"


def fill_values(name, shape, dtype, salt):
    """A linalg.generic writing sin(i*a + j*b + salt) into a new tensor."""
    rank = len(shape)
    dims = ", ".join(f"d{i}" for i in range(rank))
    idx = "\n".join(f"    %{name}i{i} = linalg.index {i} : index\n"
                    f"    %{name}c{i} = arith.index_cast %{name}i{i} : index to i32" for i in range(rank))
    terms, prev = [], f"%{name}salt"
    lines = [f"    %{name}salt = arith.constant {salt} : i32"]
    for i in range(rank):
        lines.append(f"    %{name}m{i} = arith.constant {7 + 3 * i} : i32")
        lines.append(f"    %{name}p{i} = arith.muli %{name}c{i}, %{name}m{i} : i32")
        lines.append(f"    %{name}s{i} = arith.addi {prev}, %{name}p{i} : i32")
        prev = f"%{name}s{i}"
    body = "\n".join(lines)
    conv = (f"    %{name}f = arith.sitofp {prev} : i32 to f32\n"
            f"    %{name}v32 = math.sin %{name}f : f32\n")
    if dtype == "f32":
        conv += f"    %{name}v = arith.addf %{name}v32, %{name}v32 : f32\n"
    else:
        conv += f"    %{name}v = arith.truncf %{name}v32 : f32 to {dtype}\n"
    return f"""  %{name}0 = tensor.empty() : {tensor(shape, dtype)}
  %{name} = linalg.generic {{indexing_maps = [affine_map<({dims}) -> ({dims})>],
      iterator_types = [{", ".join(['"parallel"'] * rank)}]}} outs(%{name}0 : {tensor(shape, dtype)}) {{
  ^bb0(%{name}o: {dtype}):
{idx}
{body}
{conv}    linalg.yield %{name}v : {dtype}
  }} -> {tensor(shape, dtype)}
"""


ACTIVATIONS = {  # body computing %r from %v (f32); exp and add_one do not map 0 to 0
    "relu": "    %z = arith.constant 0.0 : f32\n    %r = arith.maximumf %v, %z : f32\n",
    "gelu": ("    %h = arith.constant 0.5 : f32\n    %one = arith.constant 1.0 : f32\n"
             "    %c = arith.constant 0.70710678 : f32\n    %s = arith.mulf %v, %c : f32\n"
             "    %e = math.erf %s : f32\n    %t = arith.addf %e, %one : f32\n"
             "    %hv = arith.mulf %v, %h : f32\n    %r = arith.mulf %hv, %t : f32\n"),
    "silu": ("    %one = arith.constant 1.0 : f32\n    %n = arith.negf %v : f32\n"
             "    %e = math.exp %n : f32\n    %d = arith.addf %e, %one : f32\n"
             "    %r = arith.divf %v, %d : f32\n"),
    "scale": "    %c = arith.constant 2.0 : f32\n    %r = arith.mulf %v, %c : f32\n",
    "exp": "    %r = math.exp %v : f32\n",
    "add_one": "    %one = arith.constant 1.0 : f32\n    %r = arith.addf %v, %one : f32\n",
}
ZERO_PRESERVING = {"relu", "gelu", "silu", "scale"}

# How the up projection's result reaches the down projection:
#   plain     activation(up)
#   chain     scale(activation(up)), two ops
#   swiglu    activation(gate) * up, both products padded
#   residual  activation(up) + r, r the op's init (outs): it reads its init
#   bias      activation(up + b[j]), the bias broadcast along the rows
MLP_FORMS = ["plain", "chain", "swiglu", "residual", "bias"]


def carries(form, act):
    """Whether padding may be carried from the up projection into the down one: the ops
    between them map zero inputs to zero (a SwiGLU's product by up does, whatever the
    activation makes of the gate's zero), read no init, and broadcast nothing."""
    return form == "swiglu" or (form in ("plain", "chain") and act in ZERO_PRESERVING)


def make_mlp_case(rng):
    """x[m,h] -> up (W1 [f,h]) -> activation -> down (W2 [h,f]) -> [m,h], f32."""
    m, h, f = rng.choice([3, 8, 17]), rng.choice([5, 8, 12]), rng.choice([7, 9, 13, 31])
    act, form = rng.choice(list(ACTIVATIONS)), rng.choice(MLP_FORMS)
    nt = ("affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (n, k)>, "
          "affine_map<(m, n, k) -> (m, n)>")
    t = lambda *s: tensor(s, "f32")
    ident = "affine_map<(i, j) -> (i, j)>"
    par = 'iterator_types = ["parallel", "parallel"]'

    def product(name, weight):
        return (f"  %e_{name} = tensor.empty() : {t(m, f)}\n"
                f"  %c_{name} = linalg.fill ins(%zero : f32) outs(%e_{name} : {t(m, f)}) -> {t(m, f)}\n"
                f"  %{name} = linalg.matmul indexing_maps = [{nt}] ins(%x, %{weight} : {t(m, h)}, {t(f, h)}) "
                f"outs(%c_{name} : {t(m, f)}) -> {t(m, f)}\n")

    def elementwise(name, inputs, maps, body, init=None):
        ins = ", ".join(f"%{i}" for i in inputs)
        types = ", ".join(t(f) if i == "b" else t(m, f) for i in inputs)
        args = ", ".join(f"%a{n}: f32" for n in range(len(inputs)))
        out = "" if init else f"  %e_{name} = tensor.empty() : {t(m, f)}\n"
        return (out + f"  %{name} = linalg.generic {{indexing_maps = [{', '.join(maps + [ident])}], {par}}}\n"
                f"      ins({ins} : {types}) outs(%{init or 'e_' + name} : {t(m, f)}) {{\n"
                f"  ^bb0({args}, %o: f32):\n{body}    linalg.yield %r : f32\n  }} -> {t(m, f)}\n")

    activation = ACTIVATIONS[act].replace("%v", "%a0")
    body = product("up", "w1")
    extra_args, extra_values = [], []
    if form == "plain":
        body += elementwise("act", ["up"], [ident], activation)
    elif form == "chain":
        body += elementwise("pre", ["up"], [ident], activation)
        body += elementwise("act", ["pre"], [ident], ACTIVATIONS["scale"].replace("%v", "%a0"))
    elif form == "swiglu":
        body += product("gate", "wg")
        extra_args.append(("wg", [f, h]))
        body += elementwise("act", ["gate", "up"], [ident, ident],
                            activation.replace("%r =", "%g =") + "    %r = arith.mulf %g, %a1 : f32\n")
    elif form == "residual":
        extra_args.append(("res", [m, f]))
        body += elementwise("act", ["up"], [ident],
                            activation.replace("%r =", "%g =") + "    %r = arith.addf %g, %o : f32\n",
                            init="res")
    else:  # bias
        extra_args.append(("b", [f]))
        body += elementwise("act", ["up", "b"], [ident, "affine_map<(i, j) -> (j)>"],
                            "    %a = arith.addf %a0, %a1 : f32\n" +
                            ACTIVATIONS[act].replace("%v", "%a"))
    signature = "".join(f", %{n}: {t(*shape)}" for n, shape in extra_args)
    fills = "".join(fill_values(n, shape, "f32", 13 + 4 * i) for i, (n, shape) in enumerate(extra_args))
    call_args = "".join(f", %{n}" for n, _ in extra_args)
    call_types = "".join(f", {t(*shape)}" for _, shape in extra_args)
    module = f"""func.func private @printMemrefI32(tensor<*xi32>)
func.func @gemm(%x: {t(m, h)}, %w1: {t(f, h)}, %w2: {t(h, f)}{signature}) -> {t(m, h)} {{
  %zero = arith.constant 0.0 : f32
{body}  %e3 = tensor.empty() : {t(m, h)}
  %c3 = linalg.fill ins(%zero : f32) outs(%e3 : {t(m, h)}) -> {t(m, h)}
  %y = linalg.matmul indexing_maps = [{nt}] ins(%act, %w2 : {t(m, f)}, {t(h, f)}) outs(%c3 : {t(m, h)}) -> {t(m, h)}
  return %y : {t(m, h)}
}}
func.func @main() {{
{fill_values("x", [m, h], "f32", 1)}{fill_values("wa", [f, h], "f32", 5)}{fill_values("wb", [h, f], "f32", 9)}{fills}  %r = call @gemm(%x, %wa, %wb{call_args}) : ({t(m, h)}, {t(f, h)}, {t(h, f)}{call_types}) -> {t(m, h)}
{print_bits([m, h])}  return
}}
"""
    return module, f"mlp {form} {act} m={m} h={h} f={f}", carries(form, act)


def print_bits(shape, name="r"):
    """Prints the bits of the f32 tensor %name, exactly, through printMemrefI32."""
    dims = ", ".join(f"d{i}" for i in range(len(shape)))
    ident = f"affine_map<({dims}) -> ({dims})>"
    par = ", ".join(['"parallel"'] * len(shape))
    ti, tf = tensor(shape, "i32"), tensor(shape, "f32")
    return f"""  %{name}bits0 = tensor.empty() : {ti}
  %{name}bits = linalg.generic {{indexing_maps = [{ident}, {ident}], iterator_types = [{par}]}}
      ins(%{name} : {tf}) outs(%{name}bits0 : {ti}) {{
  ^bb0(%bx: f32, %bo: i32):
    %by = arith.bitcast %bx : f32 to i32
    linalg.yield %by : i32
  }} -> {ti}
  %{name}u = tensor.cast %{name}bits : {ti} to tensor<*xi32>
  call @printMemrefI32(%{name}u) : (tensor<*xi32>) -> ()
"""


def make_shared_weight_case(m, n, k, dtype="f16"):
    """One weight argument read by two GEMMs, as a linear layer's forward (y = x W^T) and its
    dgrad (dx = dy W) read it: with pad-weights=true the first takes it padded, and the
    second either pads it again at its own shape (a slice of the argument, copied) or runs
    at the argument's padded shape."""
    tx, tdy, tw = tensor([m, k], dtype), tensor([m, n], dtype), tensor([n, k], dtype)
    ty, tdx = tensor([m, n], "f32"), tensor([m, k], "f32")
    module = f"""func.func private @printMemrefI32(tensor<*xi32>)
func.func @gemm(%x: {tx}, %dy: {tdy}, %w: {tw}) -> ({ty}, {tdx}) {{
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : {ty}
  %c = linalg.fill ins(%zero : f32) outs(%e : {ty}) -> {ty}
  %y = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (n, k)>, affine_map<(m, n, k) -> (m, n)>]
      ins(%x, %w : {tx}, {tw}) outs(%c : {ty}) -> {ty}
  %e2 = tensor.empty() : {tdx}
  %c2 = linalg.fill ins(%zero : f32) outs(%e2 : {tdx}) -> {tdx}
  %dx = linalg.matmul ins(%dy, %w : {tdy}, {tw}) outs(%c2 : {tdx}) -> {tdx}
  return %y, %dx : {ty}, {tdx}
}}
func.func @main() {{
{fill_values("x", [m, k], dtype, 1)}{fill_values("dy", [m, n], dtype, 3)}{fill_values("w", [n, k], dtype, 5)}  %y, %dx = call @gemm(%x, %dy, %w) : ({tx}, {tdy}, {tw}) -> ({ty}, {tdx})
{print_bits([m, n], "y")}{print_bits([m, k], "dx")}  return
}}
"""
    return module, f"shared weight {dtype} m={m} n={n} k={k}", None


def dense_values(shape, splat):
    """A dense literal of `shape`: one value, or each element its own (exact in f16), so that
    a constant folded into its padded shape shows where each row landed."""
    if splat:
        return "dense<0.75>"

    def nest(prefix, dims):
        if not dims:
            return repr((sum((7 + 4 * d) * i for d, i in enumerate(prefix)) % 11) * 0.25 - 1.25)
        return "[" + ", ".join(nest(prefix + [i], dims[1:]) for i in range(dims[0])) + "]"
    return f"dense<{nest([], list(shape))}>"


def make_case(rng, const_batched=False):
    if not const_batched and rng.random() < 0.2:
        return make_mlp_case(rng)
    dtype = rng.choice(["f32", "f16"])
    form = "batch_matmul" if const_batched else rng.choice(["matmul", "matmul", "batch_matmul", "generic"])
    m, n, k = (rng.choice([1, 2, 3, 5, 7, 9, 13, 17, 33, 65]) for _ in range(3))
    batch = rng.choice([2, 3]) if form == "batch_matmul" else None
    a_t, b_t = rng.random() < 0.4, rng.random() < 0.5
    const_b = const_batched or rng.random() < 0.3
    lead = [batch] if batch else []
    dims = ("b, " if batch else "") + "m, n, k"
    pre = "b, " if batch else ""
    a_shape = lead + ([k, m] if a_t else [m, k])
    b_shape = lead + ([n, k] if b_t else [k, n])
    c_shape = lead + [m, n]
    a_map = f"affine_map<({dims}) -> ({pre}{'k, m' if a_t else 'm, k'})>"
    b_map = f"affine_map<({dims}) -> ({pre}{'n, k' if b_t else 'k, n'})>"
    c_map = f"affine_map<({dims}) -> ({pre}m, n)>"
    acc = "f32"
    ta, tb, tc = tensor(a_shape, dtype), tensor(b_shape, dtype), tensor(c_shape, acc)
    if form == "generic":
        ext = "" if dtype == "f32" else "ext"
        body = (f"  ^bb0(%x: {dtype}, %y: {dtype}, %acc: f32):\n" +
                ("    %xe = arith.extf %x : f16 to f32\n    %ye = arith.extf %y : f16 to f32\n"
                 if ext else "    %xe = arith.addf %x, %x : f32\n    %ye = arith.addf %y, %y : f32\n") +
                "    %p = arith.mulf %xe, %ye : f32\n    %s = arith.addf %acc, %p : f32\n"
                "    linalg.yield %s : f32\n")
        gemm = (f"  %r = linalg.generic {{indexing_maps = [{a_map}, {b_map}, {c_map}], iterator_types = "
                f"[\"parallel\", \"parallel\", \"reduction\"]}}\n"
                f"      ins(%a, %b : {ta}, {tb}) outs(%c : {tc}) {{\n{body}  }} -> {tc}\n")
    else:
        gemm = (f"  %r = linalg.{form} indexing_maps = [{a_map}, {b_map}, {c_map}]\n"
                f"      ins(%a, %b : {ta}, {tb}) outs(%c : {tc}) -> {tc}\n")
    b_arg = "" if const_b else f", %b: {tb}"
    b_const = f"  %b = arith.constant {dense_values(b_shape, rng.random() < 0.3)} : {tb}\n" if const_b else ""
    module = f"""func.func private @printMemrefI32(tensor<*xi32>)
func.func @gemm(%a: {ta}{b_arg}) -> {tc} {{
{b_const}  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : {tc}
  %c = linalg.fill ins(%zero : f32) outs(%e : {tc}) -> {tc}
{gemm}  return %r : {tc}
}}
func.func @main() {{
{fill_values("a", a_shape, dtype, 1)}{"" if const_b else fill_values("b", b_shape, dtype, 5)}  %r = call @gemm(%a{"" if const_b else ", %b"}) : ({ta}{"" if const_b else ", " + tb}) -> {tc}
{print_bits(c_shape)}  return
}}
"""
    return module, f"{form} {dtype} batch={batch} m={m} n={n} k={k} a_t={a_t} b_t={b_t} const_b={const_b}", None


def run(cmd, stdin=None):
    p = subprocess.run(cmd, input=stdin, capture_output=True, text=True)
    if p.returncode != 0:
        raise RuntimeError(f"{' '.join(cmd[:2])} failed:\n{p.stderr[-3000:]}")
    return p.stdout, p.stderr


def execute(ir, runner_libs):
    lowered, _ = run(["dimtune-opt"] + LOWER, ir)
    out, _ = run(["mlir-runner", "-e", "main", "-entry-point-result=void",
                  "-shared-libs=" + ",".join(runner_libs)], lowered)
    # The first line holds the buffer's address and strides, which differ after padding.
    return "\n".join(line for line in out.splitlines() if not line.startswith("Unranked"))


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--cases", type=int, default=24)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--pad-options", default="target=h100 policy=align")
    ap.add_argument("--runner-lib-dir", required=True)
    ap.add_argument("--const-batched", action="store_true",
                    help="only batch_matmul cases whose B is a constant (folded into its padded "
                         "shape, rank 3)")
    ap.add_argument("--mlp-only", action="store_true",
                    help="only MLP cases, and each must be carried exactly where the form allows "
                         "(with policy=align, which pads every MLP's odd FFN size)")
    ap.add_argument("--shared-weight", metavar="MxNxK",
                    help="one case: a weight read by a forward and a dgrad GEMM (M x N x K of "
                         "the forward, f16)")
    args = ap.parse_args()
    libs = [os.path.join(args.runner_lib_dir, n) for n in
            ("libmlir_runner_utils.so", "libmlir_c_runner_utils.so")]
    rng = random.Random(args.seed)
    identical = padded = weights = carried = 0
    for i in range(args.cases):
        if args.shared_weight:
            module, description, may_carry = make_shared_weight_case(
                *map(int, args.shared_weight.split("x")))
        else:
            module, description, may_carry = (make_mlp_case(rng) if args.mlp_only else
                                              make_case(rng, args.const_batched))
        padded_ir, remarks = run(["dimtune-opt", f"--dimtune-pad={args.pad_options}",
                                  "--verify-each", "--mlir-print-op-on-diagnostic=false"], module)
        was_padded = "dimtune: padded" in remarks
        was_carried = "kept padded through" in remarks
        before, after = execute(module, libs), execute(padded_ir, libs)
        if before != after or not before.strip():
            print(f"case {i} differs after padding: {description}\n--- before\n{before}\n--- after\n{after}")
            continue
        if args.mlp_only and was_carried != may_carry:
            print(f"case {i} {'carried' if was_carried else 'not carried'}, expected "
                  f"{'carried' if may_carry else 'not'}: {description}\n{remarks}")
            continue
        if args.shared_weight:
            both = remarks.count("padded once: B (argument 2)") == 2
            print("the dgrad " + ("reads the weight argument as the forward takes it padded" if both
                                  else "pads a slice of the weight argument, a copy"))
        identical += 1
        padded += was_padded
        weights += "(argument" in remarks
        carried += was_carried
    print(f"{args.cases} cases: {identical} identical, {padded} padded, "
          f"{weights} with a weight argument padded in the signature, "
          f"{carried} carried through an activation")


if __name__ == "__main__":
    sys.exit(main())
