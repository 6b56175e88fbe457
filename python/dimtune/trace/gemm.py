"""Products (mm, addmm, bmm, baddbmm, linear, _grouped_mm, convolution) as GEMMs, with the
layouts the strides say and, in the backward, whether each computes the input's gradient (dgrad)
or the weight's (wgrad). matmul, einsum and linear decompose into these before the dispatch mode."""
import math

from .errors import TraceError
from .specs import Gemm, mlir_type

# Each product's A and B (C = A B), by schema argument name.
_OPERANDS = {
    "mm": ("self", "mat2"), "addmm": ("mat1", "mat2"), "_addmm_activation": ("mat1", "mat2"),
    "bmm": ("self", "mat2"), "baddbmm": ("batch1", "batch2"), "_scaled_mm": ("self", "mat2"),
    "linear": ("input", "weight"), "_grouped_mm": ("self", "mat2"),
}
PRODUCTS = frozenset(_OPERANDS) | {"convolution", "convolution_backward"}


def is_product(node):
    return node.name in PRODUCTS


def operands(node):
    """The forward product's A and B Values (linear's B is its weight, [N, K])."""
    a, b = _OPERANDS[node.name]
    return node.args[a], node.args[b]


def matrix_layout(shape, stride):
    """Which of a matrix's two last dims is contiguous: "row" (the last), "col" (the one before),
    or None where neither is and cuBLAS would take a contiguous copy (PyTorch's rule)."""
    rows, cols = shape[-2], shape[-1]
    rs, cs = stride[-2], stride[-1]
    if (cs == 1 or cols == 1) and (rs >= max(1, cols) or rows == 1):
        return "row"
    if (rs == 1 or rows == 1) and (cs >= max(1, rows) or cols == 1):
        return "col"
    return None


def _contiguity(value, row_dim, col_dim):
    """The GEMM dim a matrix operand is contiguous along, and whether it must be copied first
    (then it is row-major: contiguous along its columns)."""
    layout = matrix_layout(value.shape, value.stride)
    return (col_dim, True) if layout is None else ({"row": col_dim, "col": row_dim}[layout], False)


def _types(node, a, b):
    where = node.op
    return mlir_type(a.dtype, where), mlir_type(b.dtype, where), mlir_type(node.outputs[0].dtype, where)


def _gemm(node, role, pass_, batch, m, n, k, a_contig, b_contig, types, suffix=""):
    loc = node.loc + suffix
    return Gemm(role, pass_, loc, batch, m, n, k, a_contig, b_contig, *types)


def forward_matrices(node):
    """(batch, m, n, k, a_contig, b_contig, copies) of a matrix product; copies names the
    operands cuBLAS takes a contiguous copy of (neither of their two dims has stride 1)."""
    a, b = operands(node)
    if node.name == "linear":  # input [..., K], weight [N, K]
        m, k = math.prod(a.shape[:-1]), a.shape[-1]
        a_contig, a_copy = "k", not (a.stride[-1] == 1 or k == 1)
        b_contig, b_copy = _contiguity(b, "n", "k")
        return 1, m, b.shape[0], k, a_contig, b_contig, [v for v, c in ((a, a_copy), (b, b_copy)) if c]
    if node.name == "_grouped_mm":
        return grouped_matrices(node)
    batched = node.name in ("bmm", "baddbmm")
    if a.rank != (3 if batched else 2) or b.rank != a.rank:
        raise TraceError(f"{node.op} on {a.shape} and {b.shape}: unexpected ranks")
    a_contig, a_copy = _contiguity(a, "m", "k")
    b_contig, b_copy = _contiguity(b, "k", "n")
    batch = a.shape[0] if batched else 1
    copies = [v for v, c in ((a, a_copy), (b, b_copy)) if c]
    return batch, a.shape[-2], b.shape[-1], a.shape[-1], a_contig, b_contig, copies


def grouped_matrices(node):
    """torch._grouped_mm (a mixture of experts' products, one kernel for every expert) as the
    batched GEMM of its groups. Where an operand is 2-D, `offs` splits it into the groups at
    values a meta trace does not have, so the groups are taken as equal, the routing balanced
    (as dimtune-import takes it; a group's share rounded up): 2-D x 3-D splits A's rows (each
    expert's tokens), 3-D x 2-D B's columns, 2-D x 2-D the reduction (a weight's gradient,
    out [groups, m, n]); 3-D x 3-D is a bmm."""
    a, b = operands(node)
    offs = node.args.get("offs")
    if a.rank == 3 and b.rank == 3:
        groups, m, n, k = a.shape[0], a.shape[1], b.shape[2], a.shape[2]
    elif offs is None or offs.rank != 1 or (a.rank, b.rank) not in ((2, 3), (3, 2), (2, 2)):
        raise TraceError(f"{node.op} on {a.shape} and {b.shape}: unexpected ranks or offsets")
    else:
        groups = offs.shape[0]

        def share(extent):
            return -(-extent // groups)
        m = share(a.shape[0]) if a.rank == 2 and b.rank == 3 else a.shape[-2]
        n = share(b.shape[1]) if a.rank == 3 and b.rank == 2 else b.shape[-1]
        k = share(a.shape[1]) if a.rank == 2 and b.rank == 2 else a.shape[-1]
    if groups < 1:
        raise TraceError(f"{node.op} with {groups} groups")
    a_contig, a_copy = _contiguity(a, "m", "k")
    b_contig, b_copy = _contiguity(b, "k", "n")
    copies = [v for v, c in ((a, a_copy), (b, b_copy)) if c]
    return groups, m, n, k, a_contig, b_contig, copies


def convolution_gemms(node, role, pass_):
    """A convolution as the implicit GEMM cuDNN runs: rows the output positions, columns the
    output channels, the reduction over input channels and the kernel window. Backward: its
    dgrad and wgrad GEMMs where output_mask asks for them. None for what is not one (transposed)."""
    args = node.args
    if args.get("transposed"):
        return None
    groups = args.get("groups") or 1
    if node.name == "convolution":
        x, w, out = args["input"], args["weight"], node.outputs[0]
        grad = None
    else:
        x, w, grad = args["input"], args["weight"], args["grad_output"]
        out = grad
    positions = out.shape[0] * math.prod(out.shape[2:])
    out_channels = w.shape[0] // groups
    window = math.prod(w.shape[1:])  # input channels per group x kernel
    types = _types(node, x, w)
    if grad is None:
        return [_gemm(node, role, pass_, groups, positions, out_channels, window, "k", "k", types)]
    mask = args.get("output_mask") or (True, True, False)
    gemms = []
    if mask[0]:
        gemms.append(_gemm(node, role, "dgrad", groups, positions, window, out_channels, "k", "n", types, ":dgrad"))
    if mask[1]:
        gemms.append(_gemm(node, role, "wgrad", groups, out_channels, window, positions, "m", "n", types, ":wgrad"))
    return gemms


def _is_state(value):
    return bool(value.params)


def gradient_side(node, forward, order):
    """Which operand of the forward product ("a" or "b") a backward product is the gradient of:
    dA = dC B^T reads B, dB = A^T dC reads A; else by shape; else by order (A's first, as
    autograd computes them)."""
    fa, fb = operands(forward)
    mine = [v for v in node.inputs]
    reads_a = any(v.storage == fa.storage for v in mine)
    reads_b = any(v.storage == fb.storage for v in mine)
    if reads_b != reads_a:
        return "a" if reads_b else "b"
    out = node.outputs[0].shape

    def fits(value):
        return out == value.shape or out == value.shape[:-2] + value.shape[-2:][::-1]
    if fits(fa) != fits(fb):
        return "a" if fits(fa) else "b"
    return "a" if order == 0 else "b"


def backward_pass(node, forward, order):
    """dgrad or wgrad: the gradient of the forward product's weight operand is wgrad."""
    if forward is None or forward.name not in _OPERANDS:
        # No product to tie it to: a product reading model state computes dX = dY W.
        return "dgrad" if any(_is_state(v) for v in node.inputs) else "wgrad"
    fa, fb = operands(forward)
    weight = "a" if _is_state(fa) and not _is_state(fb) else "b"
    return "wgrad" if gradient_side(node, forward, order) == weight else "dgrad"


def lower(node, role, pass_):
    """The GEMMs of one product node, and the operands cuBLAS copies first (Values)."""
    if node.name in ("convolution", "convolution_backward"):
        return convolution_gemms(node, role, pass_), []
    batch, m, n, k, a_contig, b_contig, copies = forward_matrices(node)
    a, b = operands(node)
    return [_gemm(node, role, pass_, batch, m, n, k, a_contig, b_contig, _types(node, a, b))], copies
