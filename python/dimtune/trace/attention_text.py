"""An attention problem as the chain dimtune-import writes (lib/Frontend/FunctionText.cpp,
writeAttention), which AttentionExtraction recognises: QK^T, scale and mask, softmax, PV, and
with training the backward's products and the softmax's backward."""
import math

from .mlir_text import affine_map, attributes, location, tensor_type


def _contraction(f, a, a_type, a_dims, b, b_type, b_dims, out_shape, el, role, pass_, loc):
    """A contraction of two 4-D operands over five loops (b, h and three of i, j, d)."""
    out_type = tensor_type(out_shape, el)
    fill, result = f.zeros(out_type, el), f.fresh("r")
    f.line(f"{result} = linalg.generic {{indexing_maps = [{affine_map(5, a_dims)}, {affine_map(5, b_dims)}, "
           f"{affine_map(5, [0, 1, 2, 3])}], iterator_types = [\"parallel\", \"parallel\", \"parallel\", "
           f"\"parallel\", \"reduction\"]}} ins({a}, {b} : {a_type}, {b_type}) outs({fill} : {out_type}) "
           f"attrs = {attributes(role, pass_)} {{\n    ^bb0(%x: {el}, %y: {el}, %acc: {el}):\n"
           f"      %p = arith.mulf %x, %y : {el}\n      %s = arith.addf %acc, %p : {el}\n"
           f"      linalg.yield %s : {el}\n    }} -> {out_type} {location(loc)}")
    return result


_MINUS_INFINITY = {"f32": "0xFF800000", "f16": "0xFC00", "bf16": "0xFF80", "f64": "0xFFF0000000000000"}


def write_attention(f, spec):
    """As FunctionText.cpp writeAttention: QK^T, scale and mask, softmax, PV; with training the
    products of the backward and the softmax's backward; grouped-query K and V as a broadcast."""
    el = spec.element
    B, H, KV, S, T, D, E = (spec.batch, spec.heads, spec.kv_heads, spec.q_len, spec.kv_len, spec.head_dim,
                            spec.v_head_dim)
    G = H // KV
    loc = spec.loc
    q_type, k_type = tensor_type([B, H, S, D], el), tensor_type([B, KV, T, D], el)
    v_type, s_type = tensor_type([B, KV, T, E], el), tensor_type([B, H, S, T], el)
    q, key, value = f.argument(q_type), f.argument(k_type), f.argument(v_type)

    def to_heads(x, dim):
        if G == 1:
            return x
        wide, e, b, c = tensor_type([B, KV, G, T, dim], el), f.fresh("e"), f.fresh("bc"), f.fresh("kv")
        f.line(f"{e} = tensor.empty() : {wide}")
        f.line(f"{b} = linalg.broadcast ins({x} : {tensor_type([B, KV, T, dim], el)}) outs({e} : {wide}) dimensions = [2]")
        f.line(f"{c} = tensor.collapse_shape {b} [[0], [1, 2], [3], [4]] : {wide} into {tensor_type([B, H, T, dim], el)}")
        return c

    kh, vh = to_heads(key, D), to_heads(value, E)
    kh_type, vh_type = tensor_type([B, H, T, D], el), tensor_type([B, H, T, E], el)
    scores = _contraction(f, q, q_type, [0, 1, 2, 4], kh, kh_type, [0, 1, 3, 4], [B, H, S, T], el,
                          "attn_score", "fwd", loc)
    masked, e = f.fresh("m"), f.fresh("e")
    f.line(f"{e} = tensor.empty() : {s_type}")
    scale = f.constant(el, f"{1.0 / math.sqrt(D):e}")
    minus = f.constant(el, _MINUS_INFINITY.get(el, "0xFF800000"))
    m4 = affine_map(4, [0, 1, 2, 3])
    parallel4 = '"parallel", "parallel", "parallel", "parallel"'
    if spec.explicit_mask:
        mask_type = tensor_type([B, S, T], "i1")
        mask = f.argument(mask_type)
        f.line(f"{masked} = linalg.generic {{indexing_maps = [{m4}, {affine_map(4, [0, 2, 3])}, {m4}], "
               f"iterator_types = [{parallel4}]}} ins({scores}, {mask} : {s_type}, {mask_type}) outs({e} : {s_type}) "
               f"{{\n    ^bb0(%s: {el}, %keep: i1, %o: {el}):\n      %x = arith.mulf %s, {scale} : {el}\n"
               f"      %y = arith.select %keep, %x, {minus} : {el}\n      linalg.yield %y : {el}\n    }} -> {s_type}")
    else:
        # Causal: j > i masked, from the loop indices; without a mask no index is compared.
        future = ("      %i = linalg.index 2 : index\n      %j = linalg.index 3 : index\n"
                  "      %future = arith.cmpi ugt, %j, %i : index\n")
        select = f"      %y = arith.select %future, {minus}, %x : {el}\n"
        f.line(f"{masked} = linalg.generic {{indexing_maps = [{m4}, {m4}], iterator_types = [{parallel4}]}} "
               f"ins({scores} : {s_type}) outs({e} : {s_type}) {{\n    ^bb0(%s: {el}, %o: {el}):\n"
               + (future if spec.causal else "") + f"      %x = arith.mulf %s, {scale} : {el}\n"
               + (select if spec.causal else "") + f"      linalg.yield {'%y' if spec.causal else '%x'} : {el}\n"
               f"    }} -> {s_type}")
    probs, pe = f.fresh("p"), f.fresh("e")
    f.line(f"{pe} = tensor.empty() : {s_type}")
    f.line(f"{probs} = linalg.softmax dimension(3) ins({masked} : {s_type}) outs({pe} : {s_type}) -> {s_type}")
    out = _contraction(f, probs, s_type, [0, 1, 2, 4], vh, vh_type, [0, 1, 4, 3], [B, H, S, E], el,
                       "attn_context", "fwd", loc)
    o_type = tensor_type([B, H, S, E], el)
    f.result(out, o_type)
    if not spec.training:
        return
    d_out = f.argument(o_type)
    dp = _contraction(f, d_out, o_type, [0, 1, 2, 4], vh, vh_type, [0, 1, 3, 4], [B, H, S, T], el,
                      "attn_context", "dgrad", loc)
    dv = _contraction(f, probs, s_type, [0, 1, 4, 2], d_out, o_type, [0, 1, 4, 3], [B, H, T, E], el,
                      "attn_context", "wgrad", loc)
    # The softmax's backward: dS = P * (dP - sum_j P dP) * scale.
    row_type = tensor_type([B, H, S], el)
    rz, rows = f.zeros(row_type, el), f.fresh("rs")
    m3 = affine_map(4, [0, 1, 2])
    f.line(f"{rows} = linalg.generic {{indexing_maps = [{m4}, {m4}, {m3}], iterator_types = [\"parallel\", "
           f"\"parallel\", \"parallel\", \"reduction\"]}} ins({probs}, {dp} : {s_type}, {s_type}) outs({rz} : {row_type}) "
           f"{{\n    ^bb0(%p: {el}, %dp: {el}, %acc: {el}):\n      %x = arith.mulf %p, %dp : {el}\n"
           f"      %s = arith.addf %acc, %x : {el}\n      linalg.yield %s : {el}\n    }} -> {row_type}")
    ds, de = f.fresh("ds"), f.fresh("e")
    f.line(f"{de} = tensor.empty() : {s_type}")
    f.line(f"{ds} = linalg.generic {{indexing_maps = [{m4}, {m4}, {m3}, {m4}], iterator_types = [{parallel4}]}} "
           f"ins({probs}, {dp}, {rows} : {s_type}, {s_type}, {row_type}) outs({de} : {s_type}) {{\n"
           f"    ^bb0(%p: {el}, %dp: {el}, %r: {el}, %o: {el}):\n      %d = arith.subf %dp, %r : {el}\n"
           f"      %x = arith.mulf %p, %d : {el}\n      %y = arith.mulf %x, {scale} : {el}\n"
           f"      linalg.yield %y : {el}\n    }} -> {s_type}")
    dq = _contraction(f, ds, s_type, [0, 1, 2, 4], kh, kh_type, [0, 1, 4, 3], [B, H, S, D], el,
                      "attn_score", "dgrad", loc)
    dk = _contraction(f, ds, s_type, [0, 1, 4, 2], q, q_type, [0, 1, 4, 3], [B, H, T, D], el,
                      "attn_score", "wgrad", loc)
    f.result(dq, q_type)

    def to_groups(x, dim):
        full = tensor_type([B, H, T, dim], el)
        if G == 1:
            f.result(x, full)
            return
        wide, narrow = tensor_type([B, KV, G, T, dim], el), tensor_type([B, KV, T, dim], el)
        ex = f.fresh("g")
        f.line(f"{ex} = tensor.expand_shape {x} [[0], [1, 2], [3], [4]] output_shape [{B}, {KV}, {G}, {T}, {dim}] "
               f": {full} into {wide}")
        gz, total = f.zeros(narrow, el), f.fresh("gs")
        f.line(f"{total} = linalg.reduce ins({ex} : {wide}) outs({gz} : {narrow}) dimensions = [2]\n"
               f"      (%x: {el}, %acc: {el}) {{\n        %s = arith.addf %x, %acc : {el}\n"
               f"        linalg.yield %s : {el}\n      }}")
        f.result(total, narrow)

    to_groups(dk, D)
    to_groups(dv, E)
