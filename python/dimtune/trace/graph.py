"""The recorded program: every aten op the model ran, with its tensors' metadata.

Values are tensors as the ops saw them (shape, strides, type, storage); nodes are the ops.
Nothing here holds tensor data: the tracer runs on meta tensors.
"""
import dataclasses
import math
from typing import Optional


@dataclasses.dataclass(eq=False)
class Value:
    uid: int
    shape: tuple
    stride: tuple
    dtype: object  # a torch.dtype
    storage: int  # identity of the storage; views share it
    offset: int = 0
    producer: Optional["Node"] = None
    view_of: Optional["Value"] = None  # the value this one is a view of
    params: tuple = ()  # the model-state names of a parameter or buffer (several when tied)
    causal: bool = False  # a causal mask's source: tril/triu, a comparison of positions

    @property
    def rank(self):
        return len(self.shape)

    @property
    def numel(self):
        return math.prod(self.shape)

    def base(self):
        """The value this one views, through every view in between."""
        v = self
        while v.view_of is not None:
            v = v.view_of
        return v


@dataclasses.dataclass(eq=False)
class Node:
    index: int
    op: str  # "aten.addmm.default"
    name: str  # the overload packet: "addmm"
    args: dict  # arguments by schema name; tensors as Values
    inputs: list  # Values read
    outputs: list  # Values returned
    module: str  # the nn.Module path the op ran in ("" outside any)
    module_class: str
    phase: str  # "fwd", "loss" or "bwd"
    kind: str  # "view", "meta", "compute", "attention", "attention_bwd"
    writes: tuple = ()  # names of the arguments written in place
    context: Optional["Node"] = None  # backward: the forward op whose gradient this computes
    attention: Optional[dict] = None  # fused attention: its problem (see sdpa.py)
    in_sdpa: bool = False  # run inside a scaled_dot_product_attention call (its math path)

    @property
    def loc(self):
        return f"{self.module}:{self.op}" if self.module else self.op


class Graph:
    def __init__(self):
        self.nodes = []
        self._uids = 0

    def new_value(self, **fields):
        self._uids += 1
        return Value(uid=self._uids, **fields)

    def add(self, **fields):
        node = Node(index=len(self.nodes), **fields)
        self.nodes.append(node)
        return node

    def users(self):
        """For each value, the forward nodes that read it (directly or through a view)."""
        users = {}
        for node in self.nodes:
            if node.phase == "bwd":
                continue
            for v in node.inputs:
                users.setdefault(v.uid, []).append(node)
        return users
