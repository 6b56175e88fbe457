"""Every op that is not a product: a memory-bound kernel with the loops it runs and the tensors
it reads and writes, so that dimtune's MemoryOpExtraction counts the bytes it moves and its
kind (elementwise, strided, reduction, gather, scatter). An op with no rule here is an
elementwise kernel over its tensors: its bytes are still right.
"""
from .loops import Loops, kept_dims, memory_order
from .specs import Operand, mlir_type

# Gathers: the table argument, the index arguments, where an index's dims sit in the output.
_GATHERS = {
    "embedding": ("weight", ("indices",), "leading"), "index_select": ("self", ("index",), "dim"),
    "gather": ("self", ("index",), "broadcast"), "take": ("self", ("index",), "broadcast"),
    "take_along_dim": ("self", ("indices",), "broadcast"), "index": ("self", ("indices",), "leading"),
}
# Scatters: the index arguments, the source arguments, whether the destination is read too.
_SCATTERS = {
    "embedding_dense_backward": (("indices",), ("grad_output",), False),
    "embedding_backward": (("indices",), ("grad",), False),
    "index_add": (("index",), ("source",), True), "scatter_add": (("index",), ("src",), True),
    "scatter": (("index",), ("src",), True), "scatter_reduce": (("index",), ("src",), True),
    "index_put": (("indices",), ("values",), True), "_index_put_impl": (("indices",), ("values",), True),
    "index_copy": (("index",), ("source",), True), "masked_scatter": (("mask",), ("source",), True),
    "index_reduce": (("index",), ("source",), True),
}
# Row-wise kernels (one pass reduces a dim and writes the full tensor): where their reduced
# dims come from. Their kind is reduction, as dimtune's memory fit measured softmax and norms.
_ROWS = {
    "_softmax": "dim", "_log_softmax": "dim", "_safe_softmax": "dim", "softmax": "dim", "log_softmax": "dim",
    "_softmax_backward_data": "dim", "_log_softmax_backward_data": "dim", "cumsum": "dim", "cumprod": "dim",
    "logcumsumexp": "dim", "topk": "dim", "sort": "dim", "argsort": "dim", "kthvalue": "dim",
    "native_layer_norm": "normalized_shape", "_fused_rms_norm": "normalized_shape",
    "native_group_norm": "all_but_0", "native_batch_norm": "all_but_1", "_native_batch_norm_legit": "all_but_1",
    "_native_batch_norm_legit_no_training": "all_but_1", "native_batch_norm_backward": "all_but_1",
    "native_group_norm_backward": "all_but_0",
}
# Row-wise kernels eager PyTorch runs with a CTA a row (its softmax and layer_norm kernels), not
# in its reduce kernel: marked dimtune.row_kernel, as dimtune-import marks them (StepOps.cpp).
_ROW_KERNELS = frozenset({"_softmax", "softmax", "_safe_softmax", "_log_softmax", "log_softmax",
                          "_softmax_backward_data", "_log_softmax_backward_data", "native_layer_norm"})
# Reductions: their outputs keep the dims not reduced ("dim", or all of them).
_REDUCTIONS = frozenset({
    "sum", "mean", "amax", "amin", "max", "min", "argmax", "argmin", "var", "std", "var_mean", "std_mean",
    "prod", "norm", "linalg_vector_norm", "any", "all", "nansum", "nanmean", "count_nonzero", "aminmax",
    "logsumexp", "nll_loss_forward", "nll_loss2d_forward", "mse_loss", "l1_loss", "smooth_l1_loss",
    "huber_loss", "binary_cross_entropy", "binary_cross_entropy_with_logits", "kl_div", "dist", "trace",
})
# Norm backwards eager runs as two kernels: the input's gradient (a row reduction), and the
# weight's and bias's (a reduction over the rows).
_NORM_BACKWARDS = frozenset({"native_layer_norm_backward", "_fused_rms_norm_backward"})
# In-place ops that overwrite their destination without reading it.
_OVERWRITES = frozenset({"fill", "zero", "copy", "normal", "uniform", "random", "bernoulli", "exponential",
                         "geometric", "cauchy", "log_normal"})
# Arguments an op takes but does not read (only their shape, or a few of their elements).
_UNREAD = {
    "nll_loss_forward": {"self"}, "nll_loss2d_forward": {"self"}, "nll_loss_backward": {"self"},
    "nll_loss2d_backward": {"self"}, "zeros_like": {"self"}, "ones_like": {"self"}, "full_like": {"self"},
    "rand_like": {"self"}, "randn_like": {"self"}, "randint_like": {"self"}, "new_zeros": {"self"},
    "new_ones": {"self"}, "new_full": {"self"},
}


def base_name(name):
    """The op without its in-place underscore: add_ -> add, _index_put_impl_ -> _index_put_impl."""
    return name[:-1] if name.endswith("_") and not name.endswith("__") else name


def _tensor_args(node, names):
    out = []
    for name in names:
        value = node.args.get(name)
        out.extend(v for v in (value if isinstance(value, list) else [value]) if v is not None and hasattr(v, "shape"))
    return out


def read_values(node):
    """The tensors the op reads: its tensor arguments, less what it only writes or ignores."""
    base = base_name(node.name)
    skip = set(_UNREAD.get(base, ())) | {w for w in node.writes if w != "self" or base in _OVERWRITES}
    return _tensor_args(node, [name for name in node.args if name not in skip])


def _reduced_dims(node, primary, how):
    rank = primary.rank
    if how == "normalized_shape":
        return set(range(rank - len(node.args.get("normalized_shape") or ()), rank))
    if how in ("all_but_0", "all_but_1"):
        keep = int(how[-1])
        return set(range(rank)) - {keep}
    dim = node.args.get("dim")
    if dim is None or dim == []:
        return set(range(rank))
    return {d % rank for d in (dim if isinstance(dim, (list, tuple)) else [dim])} if rank else set()


_SIXTEEN_BIT = frozenset({"torch.bfloat16", "torch.float16"})


def unvectorized(reads, output):
    """Whether eager PyTorch's TensorIterator leaves its vectorized loop for this op: an operand
    broadcast (more than a scalar, fewer elements than the output) or widened from 16 bits to
    fp32 (a copy that casts: PyTorch's unrolled loop; the narrowing one is vectorized)."""
    widening = str(output.dtype) == "torch.float32" and any(str(v.dtype) in _SIXTEEN_BIT for v in reads)
    broadcast = any(1 < v.numel < output.numel for v in reads)
    return widening or broadcast


def _elementwise(node, role, pass_, kernel):
    outputs = sorted(node.outputs, key=lambda v: -v.numel)
    loops = Loops(outputs[0])
    reads = read_values(node)
    ins = [loops.operand(v, where=node.op) for v in reads]
    outs = [loops.operand(v, where=node.op) for v in node.outputs]
    spec = loops.spec(node, kernel, role, pass_, "elementwise", ins, outs, base_name(node.name))
    spec.unvectorized = unvectorized(reads, outputs[0])
    return [spec]


def _reduction(node, role, pass_, kernel, rows):
    """A reduction (rows None: its outputs keep the dims not reduced) or a row-wise kernel
    (rows says where its reduced dims come from; its outputs are full-sized, or stats)."""
    reads = read_values(node)
    if not reads:
        return _elementwise(node, role, pass_, kernel)
    primary = reads[0]
    if rows is None and "dim" not in node.args and all(v.numel >= primary.numel for v in node.outputs):
        return _elementwise(node, role, pass_, kernel)  # a loss with reduction="none"
    loops = Loops(primary, _reduced_dims(node, primary, rows or "dim"))
    outputs = ("broadcast", "kept") if rows else ("kept", "broadcast")
    ins = [loops.operand(v, where=node.op) for v in reads]
    outs = [loops.operand(v, outputs, where=node.op) for v in node.outputs]
    spec = loops.spec(node, kernel, role, pass_, "reduction", ins, outs, base_name(node.name))
    spec.row_kernel = base_name(node.name) in _ROW_KERNELS
    return [spec]


def _norm_backward(node, role, pass_, kernel):
    """Two kernels: the input's gradient, reducing each row; the weight's and bias's, reducing
    over the rows."""
    grad, x = node.args["grad_out"], node.args["input"]
    stats = _tensor_args(node, ("mean", "rstd"))
    mask = list(node.args.get("output_mask") or (True, True, True))
    outputs = iter(node.outputs)
    grad_input = next(outputs) if mask[0] else None
    param_grads = [v for v in outputs]
    normalized = _reduced_dims(node, x, "normalized_shape")
    specs = []
    fn = base_name(node.name)
    if grad_input is not None:
        loops = Loops(x, normalized)
        ins = [loops.operand(v, where=node.op) for v in [grad, x] + stats + _tensor_args(node, ("weight",))]
        specs.append(loops.spec(node, kernel + ":grad_input", role, pass_, "reduction", ins,
                                [loops.operand(grad_input, where=node.op)], fn))
        # layer_norm's input gradient: a CTA a row, as its forward (the weight's sums over the
        # rows, not along them).
        specs[-1].row_kernel = fn == "native_layer_norm_backward"
    if param_grads:
        loops = Loops(x, set(range(x.rank)) - normalized)
        ins = [loops.operand(v, where=node.op) for v in [grad, x] + stats]
        outs = [loops.operand(v, ("kept", "broadcast"), where=node.op) for v in param_grads]
        specs.append(loops.spec(node, kernel + ":weight_grad", role, pass_, "reduction", ins, outs, fn))
    return specs


def _gather(node, role, pass_, kernel, table_arg, index_args, how):
    out = node.outputs[0]
    table = node.args.get(table_arg)
    ids = _tensor_args(node, index_args)
    if not ids or not hasattr(table, "shape") or table.rank == 0:
        return _elementwise(node, role, pass_, kernel)
    dim = (node.args.get("dim") or 0) % table.rank if table.rank else 0
    loops = Loops(out)
    strategy = {"leading": ("leading", "broadcast"), "dim": (("dim", dim),), "broadcast": ("broadcast",)}[how]
    ins = [loops.operand(v, strategy, where=node.op) for v in ids]
    # tensor.extract's indices: the id at `dim`, the output's loop at each other table dim.
    offset = out.rank - table.rank
    indices = []
    for j in range(table.rank):
        od = j + offset
        indices.append("id" if j == dim else loops.loop_of.get(od) if 0 <= od < out.rank and
                       out.shape[od] == table.shape[j] else None)
    table_operand = Operand(tuple(table.shape), mlir_type(table.dtype, node.op), tuple(indices))
    return [loops.spec(node, kernel, role, pass_, "gather", ins, [loops.operand(out, where=node.op)],
                       base_name(node.name), table=table_operand)]


def _scatter(node, role, pass_, kernel, index_args, source_args, reads_destination):
    """out[index[i], ...] += source[i, ...]: the output's loops, and a reduced loop for each of
    the source's dims that is not one of the output's trailing dims (the rows scattered); an
    index runs along the source's leading dims."""
    out = node.outputs[0]
    loops = Loops(out)
    sources, ids = _tensor_args(node, source_args), _tensor_args(node, index_args)
    if not sources or not ids:
        return _elementwise(node, role, pass_, kernel)
    source = sources[0]
    trailing = {}
    for j in range(1, min(source.rank, out.rank)):
        sd, od = source.rank - j, out.rank - j
        if source.shape[sd] != out.shape[od] or od not in loops.loop_of:
            break
        if sd in kept_dims(source):
            trailing[sd] = loops.loop_of[od]
    source_operand = loops.place(source, trailing, True, node.op)
    source_loops = dict(zip(memory_order(source), source_operand.loops))
    index_operands = [loops.place(index, {d: source_loops[d] for d in kept_dims(index)
                                          if d in source_loops and index.shape[d] == source.shape[d]}, True, node.op)
                      for index in ids]
    # The body selects the source, last; the destination, where read, comes before it.
    destination = node.args.get("self")
    kept = [loops.operand(destination, where=node.op)] if reads_destination and hasattr(destination, "shape") else []
    if not loops.reductions:
        return _elementwise(node, role, pass_, kernel)
    return [loops.spec(node, kernel, role, pass_, "scatter", index_operands + kept + [source_operand],
                       [loops.operand(out, where=node.op)], base_name(node.name))]


def lower(node, role, pass_):
    """The kernels of one op (usually one; none where it writes nothing)."""
    if not node.outputs or any(v.numel == 0 for v in node.outputs):
        return []
    base = base_name(node.name)
    kernel = node.op
    if base in _GATHERS:
        return _gather(node, role, pass_, kernel, *_GATHERS[base])
    if base in _SCATTERS:
        return _scatter(node, role, pass_, kernel, *_SCATTERS[base])
    if base in _NORM_BACKWARDS:
        return _norm_backward(node, role, pass_, kernel)
    if base in _ROWS:
        return _reduction(node, role, pass_, kernel, _ROWS[base])
    if base in _REDUCTIONS:
        return _reduction(node, role, pass_, kernel, None)
    return _elementwise(node, role, pass_, kernel)


def operand_copy(node, value, role, pass_):
    """The contiguous copy cuBLAS takes of a GEMM operand with no unit stride."""
    loops = Loops(value)
    return loops.spec(node, node.op + ":operand_copy", role, pass_, "elementwise",
                      [loops.operand(value, where=node.op)], [loops.dense(value, node.op)], "clone")


def bias_gradient(node, role, grad, bias_size):
    """A convolution's bias gradient: grad_output summed over all but its channel dim."""
    loops = Loops(grad, set(range(grad.rank)) - {1})
    element = mlir_type(grad.dtype, node.op)
    out = Operand((bias_size,), element, (loops.loop_of[1],)) if 1 in loops.loop_of else Operand((), element, ())
    return loops.spec(node, node.op + ":bias_grad", role, "bwd", "reduction",
                      [loops.operand(grad, where=node.op)], [out], "sum")
