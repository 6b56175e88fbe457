"""Attention written out by hand (or by torch's math path): a batched product, scale and mask,
softmax, a batched product. A chain SDPA's math path computed becomes one attention problem, as
dimtune-import writes it; its backward ops (tied to the chain's forward ops) become the chain's
backward. A chain the model wrote itself is eager attention: eager PyTorch runs its products as
GEMMs and the rest as kernels of their own, never fused, and so they are written (lower.py).

The chain is found from each softmax over the last dim: back through elementwise ops (scale,
mask, softcap) and views to the score product QK^T, forward through dropout, casts and views
to the product taking the probabilities as its left operand, PV.
"""
import dataclasses
import math

from . import gemm
from .specs import Attention, mlir_type

SOFTMAX_OPS = frozenset({"_softmax", "softmax", "_safe_softmax"})
_SCORE_OPS = frozenset({"mul", "div", "add", "sub", "masked_fill", "where", "_to_copy", "clone", "tanh",
                        "clamp", "maximum", "minimum"})
_PROBABILITY_OPS = frozenset({"native_dropout", "dropout", "_to_copy", "clone", "mul", "masked_fill", "where"})
_COPIES = frozenset({"clone", "_to_copy", "contiguous"})
_MOST_STEPS = 24


@dataclasses.dataclass(eq=False)
class Chain:
    score: object
    context: object
    softmax: object
    nodes: set
    masks: list
    training: bool = False

    @property
    def eager(self):
        """Written out by the model, not run by scaled_dot_product_attention's math path."""
        return not self.softmax.in_sdpa

    def spec(self):
        q, kt = gemm.operands(self.score)
        v = self.context.args["mat2"]
        bh, q_len, head_dim = q.shape
        batch, heads = _batch_and_heads(q, bh)
        group = _broadcast_factor(kt)
        kv_heads = heads // group if group > 1 and heads % group == 0 else heads
        causal = any(_is_causal(m) for m in self.masks)
        return Attention(loc=self.score.loc, batch=batch, heads=heads, kv_heads=kv_heads, q_len=q_len,
                         kv_len=kt.shape[-1], head_dim=head_dim, v_head_dim=v.shape[-1],
                         causal=causal, explicit_mask=bool(self.masks) and not causal,
                         element=mlir_type(q.dtype, self.score.op), training=self.training)


def _is_bmm(node, names=("bmm",)):
    return node is not None and node.name in names and node.phase != "bwd"


def _lineage(value):
    """The value and what it was copied or viewed from, nearest first."""
    for _ in range(_MOST_STEPS):
        yield value
        p = value.producer
        if p is None or not (p.kind in ("view", "meta") or p.name in _COPIES or p.name == "expand"):
            return
        value = p.inputs[0] if p.inputs else None
        if value is None:
            return


def _batch_and_heads(q, bh):
    """Batch and heads of a [B*H, S, D] query, from the [B, H, S, D] tensor it was made from."""
    for v in _lineage(q):
        if v.rank >= 4 and math.prod(v.shape[:-2]) == bh:
            return math.prod(v.shape[:-3]), v.shape[-3]
    return bh, 1


def _broadcast_factor(key):
    """How often an expand repeats K over the query heads (grouped-query attention)."""
    for v in _lineage(key):
        p = v.producer
        if p is not None and p.name == "expand" and p.inputs and v.numel > p.inputs[0].numel:
            return v.numel // p.inputs[0].numel
    return 1


def _is_causal(mask):
    """Whether a mask is built from a causal pattern (tril/triu, compared positions, a causal
    buffer): its ancestors are searched."""
    seen, work = set(), [mask]
    while work and len(seen) < 256:
        v = work.pop()
        if v.uid in seen:
            continue
        seen.add(v.uid)
        if v.causal:
            return True
        if v.producer is not None:
            work.extend(v.producer.inputs)
    return False


def _back_to_score(value, nodes, masks, depth=0):
    """From the softmax's input back to the score product; collects the ops and masks between."""
    p = value.producer
    if p is None or depth > _MOST_STEPS or p.phase == "bwd":
        return None
    if _is_bmm(p, ("bmm", "baddbmm")):  # baddbmm adds a mask (ALiBi) to the scores
        nodes.add(p)
        if p.name == "baddbmm":
            masks.append(p.args["self"])
        return p
    if p.kind in ("view", "meta") and p.inputs:
        candidates = [p.inputs[0]]
    elif p.name.rstrip("_") in _SCORE_OPS:
        candidates = sorted((v for v in p.inputs if v.numel == value.numel), key=lambda v: v is not p.inputs[0])
    else:
        return None
    for main in candidates:
        found_nodes, found_masks = set(nodes) | {p}, list(masks)
        found_masks += [v for v in p.inputs if v is not main and v.numel > 1 and v.rank >= 2]
        score = _back_to_score(main, found_nodes, found_masks, depth + 1)
        if score is not None:
            nodes.update(found_nodes)
            masks[:] = found_masks
            return score
    return None


def _on_to_context(value, users, nodes, depth=0):
    """From the probabilities on to the product taking them as its left operand."""
    if depth > _MOST_STEPS:
        return None
    for user in users.get(value.uid, ()):
        if _is_bmm(user) and user.args.get("self") is value:
            nodes.add(user)
            return user
    for user in users.get(value.uid, ()):
        if user.kind in ("view", "meta") or user.name.rstrip("_") in _PROBABILITY_OPS:
            for out in user.outputs[:1]:
                found = set(nodes) | {user}
                context = _on_to_context(out, users, found, depth + 1)
                if context is not None:
                    nodes.update(found)
                    return context
    return None


def _softmax_over_last_dim(node):
    value = node.inputs[0]
    dim = node.args.get("dim")
    return isinstance(dim, int) and value.rank >= 2 and dim % value.rank == value.rank - 1


def find_chains(graph):
    """Every attention chain of the forward, with its backward ops' nodes marked."""
    users = graph.users()
    chains, claimed = [], set()
    for node in graph.nodes:
        if node.phase == "bwd" or node.name not in SOFTMAX_OPS or not _softmax_over_last_dim(node):
            continue
        nodes, masks = {node}, []
        score = _back_to_score(node.inputs[0], nodes, masks)
        context = _on_to_context(node.outputs[0], users, nodes) if score is not None else None
        if context is None or nodes & claimed or not _shapes_agree(score, context):
            continue
        claimed |= nodes
        chains.append(Chain(score, context, node, nodes, masks))
    by_node = {n: c for c in chains for n in c.nodes}
    for node in graph.nodes:
        if node.phase == "bwd" and node.context in by_node:
            by_node[node.context].training = True
    return chains


def _shapes_agree(score, context):
    """QK^T is [BH, S, T] from [BH, S, D] x [BH, D, T]; PV [BH, S, E] from [BH, S, T] x [BH, T, E]."""
    q, kt = gemm.operands(score)
    p, v = context.args["self"], context.args["mat2"]
    return (q.rank == kt.rank == p.rank == v.rank == 3 and p.shape == score.outputs[0].shape
            and v.shape[:2] == (p.shape[0], p.shape[2]))
