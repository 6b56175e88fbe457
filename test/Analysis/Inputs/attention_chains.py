#!/usr/bin/env python3
"""Random attention chains, and the property test's check of how
--dimtune-analyze reads them (attention-properties.test).

    attention_chains.py generate N SEED OUT_DIR
        OUT_DIR/chains.mlir: N random chains in the forms dimtune recognises,
        each written twice (functions c<n>a and c<n>b): every op's loops in
        another order, the SSA names and the function's arguments renamed and
        reordered, commutative operands swapped (the products' too: K Q^T for
        Q K^T), the causal comparison written another way; then mutated chains m<n>, each breaking one rule.
        OUT_DIR/expected.json: what each chain is, and for each mutation the
        rule it breaks.
    attention_chains.py check OUT_DIR REPORT REMARKS
        Each chain's two writings must read identically (the report's
        "attention" entries, keyed by the score op's location) and as what was
        written, a fused one with none of its products (the backward's
        included) left as GEMMs; no mutation may be read as the attention it is not, and each
        must have its remark. Prints one line of counts; exit 1 on a mismatch.

The forms (README's list under "Attention:", FunctionText.cpp's writeAttention,
the hand-written forms): 4-D linalg.generic and linalg.contract products
[b, h, s, d] and [b, s, h, d], 3-D linalg.batch_matmul over b*h with K
transposed in its maps (with the scores reshaped to 4-D for the mask and back),
2-D linalg.matmul, 4-D scores collapsed to 3-D before the softmax; grouped and
multi-query K/V as a broadcast collapsed into the heads, or as a group loop K
and V lack; linalg.softmax or decomposed (max, sub, exp, sum, div; without the
max; through a reciprocal); a scale (multiply or divide), a causal mask from the
loop indices (each comparison form), a mask tensor or an additive bias;
dropout-like factors after the softmax; the softmax in f32 between casts; K
stored transposed ([.., d, j]); up to 20 extra elementwise ops; decode
(one query over L + 1 keys, a scale alone); the backward's products, the
softmax's backward, and dK/dV summed over each group of heads.

Standard library only.
"""
import json
import random
import sys
from pathlib import Path

MINUS_INF = {"bf16": "0xFF80", "f16": "0xFC00", "f32": "0xFF800000"}
FIELDS = ("batch", "heads", "kv_heads", "q_len", "kv_len", "head_dim", "v_head_dim", "causal",
          "explicit_mask")

# ---------------------------------------------------------------------------
# Writing IR: tensors as lists of named axes, ops over named loops
# ---------------------------------------------------------------------------


class Val:
    def __init__(self, name, axes, dtype):
        self.name, self.axes, self.dtype = name, list(axes), dtype


class Body:
    """A linalg region: block arguments and ops, loop indices by loop name."""

    def __init__(self, fn, loops, args):
        self.fn, self.loops, self.args, self.lines = fn, loops, args, []

    def op(self, text):
        name = self.fn.fresh("t")
        self.lines.append(f"    {name} = {text}")
        return name

    def index(self, axis):
        return self.op(f"linalg.index {self.loops.index(axis)} : index")

    def mul(self, a, b, dtype):
        a, b = self.fn.commute(a, b)
        return self.op(f"arith.mulf {a}, {b} : {dtype}")

    def add(self, a, b, dtype):
        a, b = self.fn.commute(a, b)
        return self.op(f"arith.addf {a}, {b} : {dtype}")


class Function:
    """One func.func. `scramble`: loops permuted, names and arguments renamed
    and reordered, commutative operands swapped."""

    def __init__(self, name, sizes, dtype, rng, scramble):
        self.name, self.sizes, self.dtype, self.rng, self.scramble = name, sizes, dtype, rng, scramble
        self.lines, self.args, self.consts, self.counter = [], [], {}, 0

    def fresh(self, hint):
        self.counter += 1
        if self.scramble:
            return "%" + "".join(self.rng.choice("qwxzyk") for _ in range(3)) + str(self.counter)
        return f"%{hint}{self.counter}"

    def commute(self, a, b):
        return (b, a) if self.scramble and self.rng.random() < 0.5 else (a, b)

    def order(self, loops):
        loops = list(loops)
        if self.scramble:
            self.rng.shuffle(loops)
        return loops

    def ttype(self, axes, dtype=None):
        dims = "".join(f"{self.sizes[a]}x" for a in axes)
        return f"tensor<{dims}{dtype or self.dtype}>"

    def arg(self, axes, dtype=None):
        v = Val(self.fresh("arg"), axes, dtype or self.dtype)
        self.args.append(v)
        return v

    def const(self, text, dtype=None):
        dtype = dtype or self.dtype
        key = (text, dtype)
        if key not in self.consts:
            name = self.fresh("cst")
            self.consts[key] = name
            self.lines.append(f"  {name} = arith.constant {text} : {dtype}")
        return self.consts[key]

    def empty(self, axes, dtype=None):
        name = self.fresh("empty")
        self.lines.append(f"  {name} = tensor.empty() : {self.ttype(axes, dtype)}")
        return Val(name, axes, dtype or self.dtype)

    def fill(self, axes, value):
        e = self.empty(axes)
        name, t = self.fresh("fill"), self.ttype(axes)
        self.lines.append(f"  {name} = linalg.fill ins({self.const(value)} : {self.dtype}) "
                          f"outs({e.name} : {t}) -> {t}")
        return Val(name, axes, self.dtype)

    def map_text(self, loops, axes):
        dims = ", ".join(f"d{i}" for i in range(len(loops)))
        res = ", ".join(f"d{loops.index(a)}" for a in axes)
        return f"affine_map<({dims}) -> ({res})>"

    def generic(self, ins, out_axes, init, reductions, body, loc=None, out_dtype=None):
        loops = self.order(list(dict.fromkeys([a for v in ins for a in v.axes] + list(out_axes))))
        maps = [self.map_text(loops, v.axes) for v in ins] + [self.map_text(loops, out_axes)]
        iters = ", ".join('"reduction"' if l in reductions else '"parallel"' for l in loops)
        args = [self.fresh("in") for _ in ins]
        out_dtype = out_dtype or self.dtype
        b = Body(self, loops, args)
        result = body(b)
        name, t = self.fresh("r"), self.ttype(out_axes, out_dtype)
        header = ", ".join(f"{a}: {v.dtype}" for a, v in zip(args, ins))
        out_arg = self.fresh("out")
        ins_text = ", ".join(v.name for v in ins)
        types = ", ".join(self.ttype(v.axes, v.dtype) for v in ins)
        self.lines.append(
            f"  {name} = linalg.generic {{indexing_maps = [{', '.join(maps)}], iterator_types = "
            f"[{iters}]}} ins({ins_text} : {types}) outs({init.name} : {t}) {{\n"
            f"  ^bb0({header}, {out_arg}: {out_dtype}):\n" + "\n".join(b.lines) +
            f"\n    linalg.yield {result} : {out_dtype}\n  }} -> {t}" + loc_text(loc))
        return Val(name, out_axes, out_dtype)

    def elementwise(self, ins, body, axes=None):
        axes = axes or ins[0].axes
        return self.generic(ins, axes, self.empty(axes), [], body)

    def product(self, kind, a, b, out_axes, loc=None):
        """out = sum a * b over the axes a and b share and out lacks, as a
        linalg.generic, linalg.contract, linalg.batch_matmul or linalg.matmul."""
        if kind in ("generic", "contract") and self.scramble and self.rng.random() < 0.5:
            a, b = b, a  # K Q^T for Q K^T: the same scores
        reductions = [x for x in a.axes if x in b.axes and x not in out_axes]
        init = self.fill(out_axes, "0.0")
        if kind == "generic":
            return self.generic([a, b], out_axes, init, reductions,
                                lambda bd: bd.add(bd.mul(bd.args[0], bd.args[1], self.dtype), OUT,
                                                  self.dtype), loc)
        t = self.ttype(out_axes)
        if kind == "contract":
            loops = self.order(list(dict.fromkeys(a.axes + b.axes + list(out_axes))))
        else:  # batch_matmul (batch, m, n, k) and matmul (m, n, k) fix their loops
            batch = [x for x in out_axes if x in a.axes and x in b.axes]
            m = [x for x in out_axes if x in a.axes and x not in b.axes]
            n = [x for x in out_axes if x in b.axes and x not in a.axes]
            loops = batch + m + n + reductions
        maps = ", ".join(self.map_text(loops, v) for v in (a.axes, b.axes, out_axes))
        op = {"contract": "linalg.contract", "bmm": "linalg.batch_matmul", "matmul": "linalg.matmul"}[kind]
        name = self.fresh("r")
        self.lines.append(f"  {name} = {op} indexing_maps = [{maps}] ins({a.name}, {b.name} : "
                          f"{self.ttype(a.axes)}, {self.ttype(b.axes)}) outs({init.name} : {t}) -> {t}"
                          + loc_text(loc))
        return Val(name, out_axes, self.dtype)

    def reduce_sum(self, v, axis):
        """linalg.reduce: `v` summed over `axis`."""
        narrow = [a for a in v.axes if a != axis]
        init = self.fill(narrow, "0.0")
        name, x, acc, total = self.fresh("gs"), self.fresh("x"), self.fresh("acc"), self.fresh("s")
        self.lines.append(
            f"  {name} = linalg.reduce ins({v.name} : {self.ttype(v.axes)}) outs({init.name} : "
            f"{self.ttype(narrow)}) dimensions = [{v.axes.index(axis)}]\n"
            f"    ({x}: {self.dtype}, {acc}: {self.dtype}) {{\n"
            f"      {total} = arith.addf {x}, {acc} : {self.dtype}\n"
            f"      linalg.yield {total} : {self.dtype}\n    }}")
        return Val(name, narrow, self.dtype)

    def broadcast(self, v, axes, added):
        e = self.empty(axes)
        name = self.fresh("bc")
        dims = [axes.index(a) for a in added]
        self.lines.append(f"  {name} = linalg.broadcast ins({v.name} : {self.ttype(v.axes)}) "
                          f"outs({e.name} : {self.ttype(axes)}) dimensions = {dims}")
        return Val(name, axes, v.dtype)

    def reshape(self, v, axes, groups, kind):
        """collapse (groups: the source axes of each result axis) or expand
        (groups: the result axes of each source axis)."""
        name = self.fresh("rs")
        src, dst = self.ttype(v.axes, v.dtype), self.ttype(axes, v.dtype)
        if kind == "collapse":
            reassoc = [[v.axes.index(a) for a in g] for g in groups]
            self.lines.append(f"  {name} = tensor.collapse_shape {v.name} {reassoc} : {src} into {dst}")
        else:
            reassoc = [[axes.index(a) for a in g] for g in groups]
            shape = ", ".join(str(self.sizes[a]) for a in axes)
            self.lines.append(f"  {name} = tensor.expand_shape {v.name} {reassoc} output_shape "
                              f"[{shape}] : {src} into {dst}")
        return Val(name, axes, v.dtype)

    def text(self, results):
        args = list(self.args)
        if self.scramble:
            self.rng.shuffle(args)
        sig = ", ".join(f"{a.name}: {self.ttype(a.axes, a.dtype)}" for a in args)
        rtypes = ", ".join(self.ttype(r.axes, r.dtype) for r in results)
        rnames = ", ".join(r.name for r in results)
        return (f"func.func @{self.name}({sig}) -> ({rtypes}) {{\n" + "\n".join(self.lines) +
                f"\n  return {rnames} : {rtypes}\n}}\n")


def loc_text(loc):
    return f' loc("{loc}")' if loc else ""


OUT = "%__out__"  # a generic's accumulator block argument, substituted by _fix_out


def _fix_out(fn):
    """Replaces OUT by each generic's own accumulator argument."""
    fixed = []
    for line in fn.lines:
        if OUT in line:
            out_arg = line.split("^bb0(")[1].split("):")[0].split(", ")[-1].split(":")[0]
            line = line.replace(OUT, out_arg)
        fixed.append(line)
    fn.lines = fixed


# ---------------------------------------------------------------------------
# Chains
# ---------------------------------------------------------------------------

FORMS = ["generic", "contract", "bshd", "implicit", "implicit_bshd", "bmm", "bmm_reshape",
         "matmul", "collapse"]
CAUSAL_FORMS = ["ugt", "ult", "sgt", "slt", "ule_keep", "uge_keep", "additive", "i64"]
SOFTMAXES = ["named", "decomposed", "nomax", "reciprocal"]
MUTATIONS = {
    # rule broken: (remark the chain must get, how it may still be read)
    "softmax_over_queries": ("softmax normalizes over", None),
    "softmax_over_heads": ("its softmax normalizes over the batch or the heads, not over the keys", None),
    "mask_offset": ("mask compares loop indices other than as key > query", "explicit"),
    "mask_diagonal": ("mask compares loop indices other than as key > query", "explicit"),
    "mask_batch_head": ("mask compares loop indices other than as key > query", "explicit"),
    "mask_past": ("mask compares loop indices other than as key > query", "explicit"),
    "batch_broadcast": ("K/V are broadcast along the batch, not along a group of heads", "ungrouped"),
    "second_product": ("products over the keys (P V and another)", None),
    "pv_over_heads": ("no product reduces its probabilities over the loop its softmax normalizes over", None),
    "kv_heads_differ": ("its K has", None),
}

# What no chain that breaks no rule may be told.
STRAY_REMARKS = ("an attention chain was found here", "mask compares", "broadcast along the batch")


def random_chain(rng):
    form = rng.choice(FORMS)
    c = {"form": form, "dtype": rng.choice(["bf16", "bf16", "f16", "f32"])}
    decode = rng.random() < 0.15
    heads_like = form not in ("matmul",)
    c["B"] = rng.choice([1, 2, 3, 4, 8]) if heads_like else 1
    kv = rng.choice([1, 2, 4, 8])
    group = rng.choice([1, 1, 2, 4, 7]) if form != "matmul" else 1
    if form in ("implicit", "implicit_bshd") and group == 1:
        group = rng.choice([2, 4, 8])
    c["KV"], c["G"] = (kv, group) if heads_like else (1, 1)
    c["gqa"] = "implicit" if form.startswith("implicit") else (
        "broadcast" if c["G"] > 1 else "none")
    c["S"] = 1 if decode else rng.choice([64, 128, 256, 384, 1000, 1024, 2048])
    c["T"] = rng.choice([128, 512, 1024, 2048, 4096]) + 1 if decode else (
        c["S"] if rng.random() < 0.8 else rng.choice([64, 256, 512, 1024]))
    c["D"] = rng.choice([32, 64, 80, 96, 128, 128, 192, 256])
    c["E"] = c["D"] if rng.random() < 0.85 else rng.choice([64, 128])
    mask_choices = ["none"] if decode else ["none", "causal", "causal", "tensor", "bias"]
    c["mask"] = rng.choice(mask_choices)
    c["causal_form"] = rng.choice(CAUSAL_FORMS)
    c["softmax"] = rng.choice(SOFTMAXES)
    c["scale"] = rng.choice(["mul", "div", "none"] if not decode else ["mul"])
    c["dropout"] = not decode and rng.random() < 0.15
    c["extra"] = rng.choice([0] * 6 + [1, 3, 20])
    c["training"] = not decode and rng.random() < 0.35 and form not in ("collapse", "bmm_reshape")
    # K stored transposed, [.., d, j] (Hugging Face's key.transpose(-1, -2) made contiguous).
    c["k_transposed"] = form in ("generic", "contract", "bshd") and rng.random() < 0.3
    # The softmax in f32 and cast back before P V (softmax(dtype=float32).to(dtype)).
    c["softmax_f32"] = c["dtype"] != "f32" and rng.random() < 0.3
    return c


def expected(c):
    """The AttentionProblem the chain is."""
    B, KV, G, S, T = c["B"], c["KV"], c["G"], c["S"], c["T"]
    H = KV * G
    merged = c["form"] in ("bmm", "bmm_reshape")
    e = {"batch": 1 if merged or c["form"] == "matmul" else B,
         "heads": B * H if merged else H, "kv_heads": B * KV if merged else KV,
         "q_len": S, "kv_len": T, "head_dim": c["D"], "v_head_dim": c["E"],
         "causal": c["mask"] == "causal", "explicit_mask": c["mask"] in ("tensor", "bias"),
         "has_backward": c["training"]}
    if c["form"] == "matmul":
        e.update(heads=1, kv_heads=1)
    return e


def axes_of(c):
    """Axis names and sizes of Q, K, V, the scores and the output."""
    f = c["form"]
    sizes = {"b": c["B"], "kv": c["KV"], "g": c["G"], "h": c["KV"] * c["G"], "i": c["S"],
             "j": c["T"], "d": c["D"], "e": c["E"], "bh": c["B"] * c["KV"] * c["G"],
             "bkv": c["B"] * c["KV"]}
    if f in ("generic", "contract", "collapse"):
        ax = dict(q=["b", "h", "i", "d"], k=["b", "h", "j", "d"], v=["b", "h", "j", "e"],
                  s=["b", "h", "i", "j"], o=["b", "h", "i", "e"], head="h")
    elif f == "bshd":
        ax = dict(q=["b", "i", "h", "d"], k=["b", "j", "h", "d"], v=["b", "j", "h", "e"],
                  s=["b", "h", "i", "j"], o=["b", "i", "h", "e"], head="h")
    elif f == "implicit":
        ax = dict(q=["b", "kv", "g", "i", "d"], k=["b", "kv", "j", "d"], v=["b", "kv", "j", "e"],
                  s=["b", "kv", "g", "i", "j"], o=["b", "kv", "g", "i", "e"], head="kv")
    elif f == "implicit_bshd":
        ax = dict(q=["b", "i", "kv", "g", "d"], k=["b", "j", "kv", "d"], v=["b", "j", "kv", "e"],
                  s=["b", "kv", "g", "i", "j"], o=["b", "i", "kv", "g", "e"], head="kv")
    elif f in ("bmm", "bmm_reshape"):
        ax = dict(q=["bh", "i", "d"], k=["bh", "j", "d"], v=["bh", "j", "e"], s=["bh", "i", "j"],
                  o=["bh", "i", "e"], head="bh")
    else:  # matmul
        ax = dict(q=["i", "d"], k=["j", "d"], v=["j", "e"], s=["i", "j"], o=["i", "e"], head=None)
    if c.get("k_transposed"):
        ax["k"] = [a for a in ax["k"] if a not in ("j", "d")] + ["d", "j"]
    return ax, sizes


def grouped(fn, c, axes, dim_axis):
    """K or V [.., kv, ..] broadcast over each group and collapsed into the heads."""
    head = "bh" if "bh" in axes else "h"
    kv_axis = "bkv" if head == "bh" else "kv"
    src = [kv_axis if a == head else a for a in axes]
    v = fn.arg(src)
    wide = []
    for a in src:
        wide.append(a)
        if a == kv_axis:
            wide.append("g")
    b = fn.broadcast(v, wide, ["g"])
    groups = [[kv_axis, "g"] if a == head else [a] for a in axes]
    return fn.reshape(b, axes, groups, "collapse"), v


def batch_broadcast(fn, axes):
    """K or V without the batch, broadcast along it."""
    v = fn.arg([a for a in axes if a != "b"])
    return fn.broadcast(v, axes, ["b"]), v


def emit_mask(fn, c, s, mutation):
    """Scale and mask the scores (its own generic, or a reshape to 4-D first)."""
    dt = fn.dtype
    ninf = fn.const(MINUS_INF[dt])
    scale = fn.const("0.125" if c["scale"] == "mul" else "8.0")
    if c["scale"] != "none":
        op = "mulf" if c["scale"] == "mul" else "divf"
        s = fn.elementwise([s], lambda bd: bd.op(f"arith.{op} {bd.args[0]}, {scale} : {dt}"))
    for _ in range(c["extra"]):
        one = fn.const("1.0")
        s = fn.elementwise([s], lambda bd: bd.mul(bd.args[0], one, dt))
    mask = c["mask"]
    if mutation and mutation.startswith("mask_"):
        mask = mutation
    if mask == "none":
        return s
    back = None
    if c["form"] == "bmm_reshape":  # the mask in 4-D, between reshapes
        fn.sizes.update(bq=c["B"], hq=c["KV"] * c["G"])
        back = s
        s = fn.reshape(s, ["bq", "hq", "i", "j"], [["bq", "hq"], ["i"], ["j"]], "expand")
    key, query = "j", "i"
    if mask in ("tensor", "bias"):
        outer = [a for a in s.axes if a in ("b", "bq")]
        m = fn.arg(outer + [query, key], "i1" if mask == "tensor" else dt)
        if mask == "tensor":
            r = fn.elementwise([s, m], lambda bd: bd.op(
                f"arith.select {bd.args[1]}, {bd.args[0]}, {ninf} : {dt}"), s.axes)
        else:
            r = fn.elementwise([s, m], lambda bd: bd.add(bd.args[0], bd.args[1], dt), s.axes)
    else:
        r = fn.elementwise([s], lambda bd: index_mask(bd, fn, c, mask, ninf, s.axes))
    if back is not None:
        r = fn.reshape(r, back.axes, [["bq", "hq"], ["i"], ["j"]], "collapse")
    return r


def index_mask(bd, fn, c, mask, ninf, axes):
    dt = fn.dtype
    x = bd.args[0]
    if mask == "causal":
        form = c["causal_form"] if not fn.scramble else bd.fn.rng.choice(CAUSAL_FORMS)
        i, j = bd.index("i"), bd.index("j")
        if form == "i64":
            i = bd.op(f"arith.index_cast {i} : index to i64")
            j = bd.op(f"arith.index_cast {j} : index to i64")
            cond = bd.op(f"arith.cmpi sgt, {j}, {i} : i64")
            return bd.op(f"arith.select {cond}, {ninf}, {x} : {dt}")
        if form == "additive":
            cond = bd.op(f"arith.cmpi ugt, {j}, {i} : index")
            bias = bd.op(f"arith.select {cond}, {ninf}, {fn.const('0.0')} : {dt}")
            return bd.add(x, bias, dt)
        pred, lhs, rhs, keep = {"ugt": ("ugt", j, i, False), "ult": ("ult", i, j, False),
                                "sgt": ("sgt", j, i, False), "slt": ("slt", i, j, False),
                                "ule_keep": ("ule", j, i, True), "uge_keep": ("uge", i, j, True)}[form]
        cond = bd.op(f"arith.cmpi {pred}, {lhs}, {rhs} : index")
        t, f = (x, ninf) if keep else (ninf, x)
        return bd.op(f"arith.select {cond}, {t}, {f} : {dt}")
    # The mutations: comparisons that are not key > query.
    if mask == "mask_offset":
        i, j = bd.index("i"), bd.index("j")
        off = bd.op("arith.constant 4096 : index")
        cond = bd.op(f"arith.cmpi ugt, {j}, {bd.op(f'arith.addi {i}, {off} : index')} : index")
    elif mask == "mask_diagonal":
        cond = bd.op(f"arith.cmpi eq, {bd.index('j')}, {bd.index('i')} : index")
    elif mask == "mask_past":
        cond = bd.op(f"arith.cmpi ugt, {bd.index('i')}, {bd.index('j')} : index")
    else:  # mask_batch_head
        outer = [a for a in axes if a not in ("i", "j")]
        cond = bd.op(f"arith.cmpi eq, {bd.index(outer[0])}, {bd.index(outer[-1])} : index")
    return bd.op(f"arith.select {cond}, {ninf}, {x} : {dt}")


def emit_softmax(fn, c, s, over):
    dt = fn.dtype
    if c["softmax"] == "named":
        e = fn.empty(s.axes)
        name, t = fn.fresh("sm"), fn.ttype(s.axes)
        fn.lines.append(f"  {name} = linalg.softmax dimension({s.axes.index(over)}) ins({s.name} : "
                        f"{t}) outs({e.name} : {t}) -> {t}")
        return Val(name, s.axes, dt)
    rows = [a for a in s.axes if a != over]
    x = s
    if c["softmax"] != "nomax":
        mx = fn.generic([s], rows, fn.fill(rows, MINUS_INF[dt]), [over],
                        lambda bd: bd.op(f"arith.maximumf {bd.args[0]}, {OUT} : {dt}"))
        x = fn.generic([s, mx], s.axes, fn.empty(s.axes), [],
                       lambda bd: bd.op(f"math.exp {bd.op(f'arith.subf {bd.args[0]}, {bd.args[1]} : {dt}')} : {dt}"))
    else:
        x = fn.elementwise([s], lambda bd: bd.op(f"math.exp {bd.args[0]} : {dt}"))
    total = fn.generic([x], rows, fn.fill(rows, "0.0"), [over],
                       lambda bd: bd.add(bd.args[0], OUT, dt))
    if c["softmax"] == "reciprocal":
        one = fn.const("1.0")
        inv = fn.elementwise([total], lambda bd: bd.op(f"arith.divf {one}, {bd.args[0]} : {dt}"))
        return fn.generic([x, inv], s.axes, fn.empty(s.axes), [],
                          lambda bd: bd.mul(bd.args[0], bd.args[1], dt))
    return fn.generic([x, total], s.axes, fn.empty(s.axes), [],
                      lambda bd: bd.op(f"arith.divf {bd.args[0]}, {bd.args[1]} : {dt}"))


def product_kind(c):
    return {"contract": "contract", "bmm": "bmm", "bmm_reshape": "bmm", "matmul": "matmul"}.get(
        c["form"], "generic")


def emit_chain(c, name, loc, rng, scramble, mutation=None):
    ax, sizes = axes_of(c)
    fn = Function(name, dict(sizes), c["dtype"], rng, scramble)
    kind = product_kind(c)
    q = fn.arg(ax["q"])
    if mutation == "batch_broadcast":
        k, _ = batch_broadcast(fn, ax["k"])
        v, _ = batch_broadcast(fn, ax["v"])
    elif c["gqa"] == "broadcast":
        k, _ = grouped(fn, c, ax["k"], "d")
        v = fn.arg(ax["v"]) if mutation == "kv_heads_differ" else grouped(fn, c, ax["v"], "e")[0]
    else:
        k, v = fn.arg(ax["k"]), fn.arg(ax["v"])
    results = []
    if c["form"] == "collapse":
        s4 = fn.product("generic", q, k, ["b", "h", "i", "j"], loc)
        fn.sizes["bh"] = c["B"] * c["KV"] * c["G"]
        s = fn.reshape(s4, ["bh", "i", "j"], [["b", "h"], ["i"], ["j"]], "collapse")
        v = fn.reshape(v, ["bh", "j", "e"], [["b", "h"], ["j"], ["e"]], "collapse")
        kind = "bmm"
    else:
        s = fn.product(kind, q, k, ax["s"], loc)
    masked = emit_mask(fn, c, s, mutation)
    over = {"softmax_over_queries": "i", "softmax_over_heads": ax["head"]}.get(mutation, "j")
    if c.get("softmax_f32"):
        dt = fn.dtype
        wide = fn.generic([masked], masked.axes, fn.empty(masked.axes, "f32"), [],
                          lambda bd: bd.op(f"arith.extf {bd.args[0]} : {dt} to f32"), out_dtype="f32")
        fn.dtype = "f32"
        p = emit_softmax(fn, c, wide, over)
        fn.dtype = dt
        p = fn.generic([p], p.axes, fn.empty(p.axes), [],
                       lambda bd: bd.op(f"arith.truncf {bd.args[0]} : f32 to {dt}"))
    else:
        p = emit_softmax(fn, c, masked, over)
    if c["dropout"]:
        keep = fn.arg(p.axes)
        p = fn.elementwise([p, keep], lambda bd: bd.mul(bd.args[0], bd.args[1], fn.dtype))
    o_axes = ["bh", "i", "e"] if c["form"] == "collapse" else ax["o"]
    if mutation == "pv_over_heads":  # sums over the heads too
        o_axes = [a for a in o_axes if a != ax["head"]]
    o = fn.product(kind, p, v, o_axes)
    results.append(o)
    if mutation == "second_product":
        v2 = fn.arg(v.axes)
        o2 = fn.product(kind, p, v2, o_axes)
        results.append(o2)
    if c["training"] and not mutation:
        results += emit_backward(fn, c, kind, q, k, v, p, o_axes)
    _fix_out(fn)
    return fn.text(results)


def emit_backward(fn, c, kind, q, k, v, p, o_axes):
    """dP = dO V^T, dV = P^T dO, dS = P (dP - rowsum(P dP)) scale, dQ = dS K,
    dK = dS^T Q; grouped: dK and dV summed over each group."""
    dt = fn.dtype

    def prod(a, b, out):
        return fn.product(kind, a, b, out)

    d_out = fn.arg(o_axes)
    dp = prod(d_out, v, p.axes)
    dv = prod(p, d_out, v.axes)
    rows = [a for a in p.axes if a != "j"]
    rowsum = fn.generic([p, dp], rows, fn.fill(rows, "0.0"), ["j"],
                        lambda bd: bd.add(bd.mul(bd.args[0], bd.args[1], dt), OUT, dt))
    scale = fn.const("0.125")
    ds = fn.generic([p, dp, rowsum], p.axes, fn.empty(p.axes), [],
                    lambda bd: bd.mul(bd.mul(bd.args[0], bd.op(f"arith.subf {bd.args[1]}, {bd.args[2]} : {dt}"), dt), scale, dt))
    dq = prod(ds, k, q.axes)
    dk = prod(ds, q, k.axes)
    out = [dq]
    for grad in (dk, dv):
        if c["gqa"] != "broadcast":
            out.append(grad)
            continue
        head = "bh" if "bh" in grad.axes else "h"
        kv_axis = "bkv" if head == "bh" else "kv"
        wide, groups = [], []
        for a in grad.axes:
            groups.append([kv_axis, "g"] if a == head else [a])
            wide += groups[-1]
        ex = fn.reshape(grad, wide, groups, "expand")
        out.append(fn.reduce_sum(ex, "g"))
    return out


def mutation_applies(c, m):
    f = c["form"]
    if m == "softmax_over_heads":
        return f in ("generic", "contract", "bshd")
    if m.startswith("mask_"):
        return c["mask"] == "none" and c["S"] > 1 and (m != "mask_batch_head" or f in ("generic", "contract", "bshd"))
    if m == "batch_broadcast":
        return f in ("generic", "contract", "bshd") and c["B"] > 1 and c["gqa"] == "none"
    if m == "pv_over_heads":
        return f in ("generic", "contract", "bshd")
    if m == "kv_heads_differ":
        return c["gqa"] == "broadcast" and f in ("generic", "contract", "bshd", "bmm")
    if m == "softmax_over_queries":
        return c["S"] > 1
    return True


def generate(n, seed, out_dir):
    rng = random.Random(seed)
    out_dir = Path(out_dir)
    out_dir.mkdir(parents=True, exist_ok=True)
    text, chains, mutations = [], {}, {}
    for idx in range(n):
        c = random_chain(rng)
        chains[f"c{idx}"] = {"chain": c, "expected": expected(c)}
        text.append(emit_chain(c, f"c{idx}a", f"c{idx}a", random.Random(rng.random()), False))
        text.append(emit_chain(c, f"c{idx}b", f"c{idx}b", random.Random(rng.random()), True))
    # Each rule broken, on random chains of the forms it applies to.
    names = sorted(MUTATIONS)
    count = 0
    while count < max(len(names), n // 5):
        m = names[count % len(names)]
        c = random_chain(rng)
        c["training"] = False
        if not mutation_applies(c, m):
            continue
        key = f"m{count}"
        mutations[key] = {"rule": m, "chain": c, "expected": expected(c)}
        text.append(emit_chain(c, key, key, random.Random(rng.random()), rng.random() < 0.5, m))
        count += 1
    (out_dir / "chains.mlir").write_text("\n".join(text))
    (out_dir / "expected.json").write_text(json.dumps({"chains": chains, "mutations": mutations}))


# ---------------------------------------------------------------------------
# The check
# ---------------------------------------------------------------------------


def read_remarks(path):
    remarks = {}
    for line in Path(path).read_text().splitlines():
        if 'remark: loc("' not in line:
            continue
        loc = line.split('loc("', 1)[1].split('")', 1)[0]
        remarks.setdefault(loc, []).append(line.split('"): ', 1)[1])
    return remarks


def function_of_loc(chains_mlir):
    """A report entry's function: the score op is located by its function's
    name, every other op by its line in chains.mlir."""
    owner, current = {}, None
    for number, line in enumerate(chains_mlir.read_text().splitlines(), 1):
        if line.lstrip().startswith("func.func @"):
            current = line.split("@", 1)[1].split("(", 1)[0]
        owner[number] = current

    def function(loc):
        parts = loc.rsplit(":", 2)
        return owner.get(int(parts[1])) if len(parts) == 3 and parts[1].isdigit() else loc
    return function


def check(out_dir, report_path, remarks_path):
    spec = json.loads((Path(out_dir) / "expected.json").read_text())
    report = json.loads(Path(report_path).read_text())
    remarks = read_remarks(remarks_path)
    entries = {}
    for a in report["attention"]:
        entries.setdefault(a["loc"], []).append(a)
    # A fused chain runs every product of its own (the backward's too) in its
    # kernel: none may be left in the GEMM list.
    function = function_of_loc(Path(out_dir) / "chains.mlir")
    gemms = {}
    for g in report["gemms"]:
        gemms.setdefault(function(g["loc"]), []).append(g)
    failures = []

    def fields(a):
        return {f: a[f] for f in FIELDS}

    for key, chain in spec["chains"].items():
        a, b = entries.get(key + "a", []), entries.get(key + "b", [])
        want = chain["expected"]
        if len(a) != 1 or len(b) != 1:
            failures.append(f"{key}: {len(a)} and {len(b)} attention entries, not 1 and 1 "
                            f"({chain['chain']}; remarks: {remarks.get(key + 'a')} / {remarks.get(key + 'b')})")
            continue
        stray = [r for r in remarks.get(key + "a", []) + remarks.get(key + "b", [])
                 if any(text in r for text in STRAY_REMARKS)]
        if stray:
            failures.append(f"{key}: remarks on a chain that breaks no rule: {stray}")
            continue
        a, b = a[0], b[0]
        if fields(a) != fields(b) or a["dtype"] != b["dtype"] or (a["bwd_us"] is None) != (b["bwd_us"] is None):
            failures.append(f"{key}: read differently: {fields(a)} against {fields(b)}")
            continue
        got = fields(a)
        if got != {f: want[f] for f in FIELDS}:
            failures.append(f"{key}: read as {got}, written as {want} ({chain['chain']})")
        elif a["fused"] and (a["bwd_us"] is not None) != want["has_backward"]:
            failures.append(f"{key}: backward {a['bwd_us'] is not None}, written {want['has_backward']}")
        elif a["fused"] and (gemms.get(key + "a") or gemms.get(key + "b")):
            left = [(g["batch"], g["m"], g["n"], g["k"]) for g in gemms.get(key + "a", []) + gemms.get(key + "b", [])]
            failures.append(f"{key}: fused, yet products left as GEMMs (batch, m, n, k): {left} ({chain['chain']})")
    refused = 0
    for key, m in spec["mutations"].items():
        reason, still = MUTATIONS[m["rule"]]
        got = entries.get(key, [])
        said = [r for r in remarks.get(key, []) if reason in r]
        if not said:
            failures.append(f"{key} ({m['rule']}): no remark saying '{reason}': {remarks.get(key)}")
            continue
        if still is None:
            if got:
                failures.append(f"{key} ({m['rule']}): read as attention {fields(got[0])}")
                continue
        elif len(got) != 1:
            failures.append(f"{key} ({m['rule']}): {len(got)} attention entries")
            continue
        elif still == "explicit" and (got[0]["causal"] or not got[0]["explicit_mask"]):
            failures.append(f"{key} ({m['rule']}): read as {fields(got[0])}, not an explicit mask")
            continue
        elif still == "ungrouped" and got[0]["kv_heads"] != got[0]["heads"]:
            failures.append(f"{key} ({m['rule']}): read as grouped: {fields(got[0])}")
            continue
        refused += 1
    for f in failures[:20]:
        print("FAIL", f)
    rules = sorted({m["rule"] for m in spec["mutations"].values()})
    print(f"{'ok' if not failures else 'FAILED'}: {len(spec['chains'])} chains read identically "
          f"in both writings and as written, {refused} of {len(spec['mutations'])} mutated chains "
          f"refused with their reason ({len(rules)} rules), {len(failures)} failures")
    return 1 if failures else 0


def main():
    if len(sys.argv) == 5 and sys.argv[1] == "generate":
        generate(int(sys.argv[2]), int(sys.argv[3]), sys.argv[4])
        return 0
    if len(sys.argv) == 5 and sys.argv[1] == "check":
        return check(sys.argv[2], sys.argv[3], sys.argv[4])
    print(__doc__.split("\n\n")[1], file=sys.stderr)
    return 2


if __name__ == "__main__":
    sys.exit(main())
