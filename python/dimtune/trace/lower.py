"""The recorded graph as what the IR writer writes: GEMMs, attention problems and memory-bound
kernels in program order, each with its dimtune role and pass."""
from . import attention, gemm, memory, roles
from .specs import Attention, mlir_type


def _gemm_role(node):
    """A product's role: from its weight's names (the module that owns it first), else from
    the module it ran in."""
    candidates = []
    for value in node.inputs:
        for name in value.params:
            path = roles.weight_path(name)
            candidates.append((path != node.module, path))
    paths = [p for _, p in sorted(candidates)] + [node.module]
    return next((r for r in map(roles.gemm_role, paths) if r), None)


class _Roles:
    """Each node's role, once: a forward node's from its module (an eager attention's products
    attn_score and attn_context, as dimtune-import names them), a backward node's that of the
    forward op whose gradient it computes."""

    def __init__(self, eager_products):
        self._cache = {}
        self._eager_products = eager_products

    def of(self, node):
        if node is None:
            return None
        if node.index not in self._cache:
            if node.phase == "bwd":
                role = self.of(node.context)
            elif node in self._eager_products:
                role = self._eager_products[node]
            elif gemm.is_product(node):
                role = _gemm_role(node)
            else:
                role = roles.memory_role(node.module, node.module_class, node.phase, memory.base_name(node.name))
            self._cache[node.index] = role
        return self._cache[node.index]


def _fused_attention(node):
    a = node.attention
    return Attention(loc=node.loc, batch=a["batch"], heads=a["heads"], kv_heads=a["kv_heads"], q_len=a["q_len"],
                     kv_len=a["kv_len"], head_dim=a["head_dim"], v_head_dim=a["v_head_dim"], causal=a["causal"],
                     explicit_mask=a["explicit_mask"], element=mlir_type(a["dtype"], node.op),
                     training=a["training"])


def _products(node, role, pass_, backward_order, eager_attention):
    """A product's GEMMs, preceded by the contiguous copies cuBLAS takes of its operands."""
    if node.phase == "bwd" and node.name != "convolution_backward":
        pass_ = gemm.backward_pass(node, node.context if node.context is not None and
                                   gemm.is_product(node.context) else None, backward_order)
    gemms, copies = gemm.lower(node, role, pass_)
    if gemms is None:  # not a GEMM after all (a transposed convolution): priced by its bytes
        return memory.lower(node, role, "bwd" if node.phase == "bwd" else "fwd")
    for g in gemms:
        g.eager_attention = eager_attention
    specs = [memory.operand_copy(node, v, role, "bwd" if node.phase == "bwd" else "fwd") for v in copies]
    specs += gemms
    if node.name == "convolution_backward" and len(node.outputs) == 3 and (node.args.get("output_mask") or [0, 0, 0])[2]:
        specs.append(memory.bias_gradient(node, role, node.args["grad_output"], node.outputs[2].shape[0]))
    return specs


def lower(graph):
    chains = attention.find_chains(graph)
    # SDPA's chains are attention problems; eager ones stay the ops eager PyTorch runs, their
    # products (and their gradients) marked so that dimtune never fuses them.
    fused = [c for c in chains if not c.eager]
    eager_products = {p: role for c in chains if c.eager
                      for p, role in ((c.score, "attn_score"), (c.context, "attn_context"))}
    anchor = {c.score: c for c in fused}
    in_chain = {n for c in fused for n in c.nodes}
    role_of = _Roles(eager_products)
    backward_products = {}  # forward node -> products seen in its backward
    specs = []
    for node in graph.nodes:
        if node.kind in ("view", "meta", "attention_bwd"):
            continue
        if node.phase != "bwd" and node in in_chain:
            if node in anchor:
                specs.append(anchor[node].spec())
            continue
        if node.phase == "bwd" and node.context in in_chain:
            continue  # part of the chain's backward, which its attention problem carries
        if node.kind == "attention":
            specs.append(_fused_attention(node))
            continue
        role = role_of.of(node)
        pass_ = "bwd" if node.phase == "bwd" else "fwd"
        if gemm.is_product(node):
            order = backward_products.get(node.context, 0)
            backward_products[node.context] = order + 1
            eager = (node.context if node.phase == "bwd" else node) in eager_products
            specs.extend(_products(node, role, pass_, order, eager))
        else:
            specs.extend(memory.lower(node, role, pass_))
    return specs
