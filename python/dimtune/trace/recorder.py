"""Records every aten op a model runs, under a TorchDispatchMode.

Each op becomes a Node with its tensors' metadata (Values), the nn.Module path it ran in and
its phase. In the backward, each op is tied to the forward op whose gradient it computes: a
hook on every forward result fires just before autograd runs that result's backward, and the
ops dispatched until the next hook fires belong to it.
"""
import contextlib
import functools
import weakref

import torch
from torch.utils._python_dispatch import TorchDispatchMode
from torch.utils._pytree import tree_flatten

from . import fallbacks, schema, sdpa
from .errors import TraceError, first_line

# Ops whose result is a causal mask's pattern when built from tril/triu or position indices.
_COMPARISONS = frozenset({"le", "lt", "ge", "gt"})


def storage_key(tensor):
    """An identity of the tensor's storage, shared by its views (torch 2.x, then 1.13)."""
    for storage in ("untyped_storage", "storage"):
        try:
            return getattr(tensor, storage)()._cdata
        except Exception:
            continue
    return id(tensor)


def tensors_in(tree):
    return [t for t in tree_flatten(tree)[0] if isinstance(t, torch.Tensor)]


class Recorder(TorchDispatchMode):
    def __init__(self, graph, state_names, causal_storages):
        super().__init__()
        self.graph = graph
        self.phase = "fwd"
        self.modules = []  # the nn.Module stack: (path, class name)
        self.context = None  # backward: the forward node whose gradient is being computed
        self.error = None  # the first TraceError, kept in case autograd re-wraps it
        self._muted = 0
        self._sdpa_calls = 0  # scaled_dot_product_attention calls running (their math path)
        self._values = {}  # id(tensor) -> (weak reference, Value)
        self._by_geometry = {}  # (storage, offset, shape, stride) -> the latest forward Value
        # Forward tensors are kept alive so that no storage identity is reused while the
        # backward compares against them; backward tensors are not, so that autograd may
        # steal a gradient as it would in a real run (a held one is copied).
        self._keep = []
        self._pending = []  # (node, tensors) whose backward hooks are not set yet
        self._state_names = state_names
        self._causal_storages = causal_storages
        self._arange = set()  # uids of values computed from positions (arange) only

    @contextlib.contextmanager
    def muted(self):
        """Ops run here are not recorded (the tracer's own tensors)."""
        self._muted += 1
        try:
            yield
        finally:
            self._muted -= 1

    @contextlib.contextmanager
    def inside_sdpa(self):
        """Ops run here are SDPA's math path: attention they compute is SDPA's, not eager."""
        self._sdpa_calls += 1
        try:
            yield
        finally:
            self._sdpa_calls -= 1

    def fail(self, message):
        if self.error is None:
            self.error = TraceError(message)
        return self.error

    def __torch_dispatch__(self, func, types, args=(), kwargs=None):
        kwargs = kwargs or {}
        if self._muted:
            return func(*args, **kwargs)
        self.flush_hooks()
        op, name = schema.op_names(func)
        if schema.is_data_dependent(func, name):
            raise self.fail(f"{op} needs tensor values (a shape or Python value read from data), "
                            "which a meta trace does not have; write that part with fixed sizes")
        try:
            out = func(*args, **kwargs)
        except TraceError:
            raise
        except Exception as error:
            out = fallbacks.result(name, schema.bind(func, args, kwargs))
            if out is None:
                where = f" in {self.modules[-1][0] or 'the model'}" if self.modules else ""
                raise self.fail(f"{op}{where} raised {type(error).__name__} on meta tensors: {first_line(error)}")
        self._record(func, op, name, args, kwargs, out)
        return out

    # -- values ------------------------------------------------------------------------

    def value_of(self, tensor):
        """The Value a tensor stands for: the op result it is, or a new leaf."""
        entry = self._values.get(id(tensor))
        if entry is not None and entry[0]() is tensor:
            return entry[1]
        key = (storage_key(tensor), tensor.storage_offset(), tuple(tensor.shape), tuple(tensor.stride()))
        known = self._by_geometry.get(key)
        if known is not None:  # a saved forward tensor autograd hands back as a new object
            return known
        return self._new_value(tensor, None, None)

    def _new_value(self, tensor, producer, view_of):
        self._check_static(tensor, producer)
        key = storage_key(tensor)
        value = self.graph.new_value(
            shape=tuple(tensor.shape), stride=tuple(tensor.stride()), dtype=tensor.dtype, storage=key,
            offset=tensor.storage_offset(), producer=producer, view_of=view_of,
            params=self._state_names.get(key, ()), causal=key in self._causal_storages)
        self._values[id(tensor)] = (weakref.ref(tensor), value)
        if self.phase != "bwd":
            self._keep.append(tensor)
            self._by_geometry[(key, value.offset, value.shape, value.stride)] = value
        return value

    def _check_static(self, tensor, producer):
        if not all(isinstance(s, int) for s in tensor.shape):
            where = producer.op if producer is not None else "an input"
            raise self.fail(f"{where} has a dynamic (symbolic) shape {tuple(tensor.shape)}; "
                            "dimtune.trace needs static shapes")

    def _bind(self, value, inputs):
        """An argument with its tensors replaced by Values (appended to inputs)."""
        if isinstance(value, torch.Tensor):
            v = self.value_of(value)
            inputs.append(v)
            return v
        if isinstance(value, (list, tuple)) and any(isinstance(x, torch.Tensor) for x in value):
            return [self._bind(x, inputs) for x in value]
        return value

    # -- nodes -------------------------------------------------------------------------

    def _record(self, func, op, name, args, kwargs, out):
        inputs = []
        bound = {key: self._bind(value, inputs) for key, value in schema.bind(func, args, kwargs).items()}
        results = tensors_in(out)
        if sdpa.is_forward_op(name):
            kind = "attention"
        elif sdpa.is_backward_op(name):
            kind = "attention_bwd"
        elif schema.is_view(func):
            kind = "view"
        elif name in schema.METADATA_OPS or not results:
            kind = "meta"
        else:
            kind = "compute"
        node = self._add_node(op, name, bound, inputs, kind, tuple(schema.written_arguments(func)))
        if kind == "attention":
            node.attention = sdpa.problem_from_aten(name, schema.bind(func, args, kwargs))
        elif kind == "attention_bwd":
            self._mark_trained(node)
        source = inputs[0] if inputs and kind in ("view", "meta") else None
        self.bind_outputs(node, results, view_of=source)

    def _add_node(self, op, name, bound, inputs, kind, writes=()):
        path, cls = self.modules[-1] if self.modules else ("", "")
        if self.phase == "bwd" and self.context is not None:  # where its forward op ran
            path, cls = self.context.module, self.context.module_class
        return self.graph.add(op=op, name=name, args=bound, inputs=inputs, outputs=[], module=path,
                              module_class=cls, phase=self.phase, kind=kind, writes=writes,
                              context=self.context if self.phase == "bwd" else None,
                              in_sdpa=self._sdpa_calls > 0)

    def bind_outputs(self, node, tensors, view_of=None):
        for t in tensors:
            value = self._new_value(t, node, view_of)
            value.causal = value.causal or self._is_causal(node)
            if self._from_positions(node):
                self._arange.add(value.uid)
            node.outputs.append(value)
        if self.phase != "bwd" and torch.is_grad_enabled():
            self._pending.append((node, tensors))

    def _from_positions(self, node):
        return node.name == "arange" or (node.inputs and all(v.uid in self._arange for v in node.inputs))

    def _is_causal(self, node):
        """A causal mask's source: tril/triu, or a comparison of positions (attention.py
        walks a mask's ancestors for one)."""
        if node.name in ("tril", "triu", "tril_", "triu_"):
            return True
        return (node.name in _COMPARISONS and len(node.inputs) == 2
                and all(v.uid in self._arange for v in node.inputs))

    def record_attention(self, problem, tensors):
        """A fused attention call (sdpa.py) as one node."""
        self.flush_hooks()
        inputs = [self.value_of(t) for t in tensors]
        node = self._add_node("scaled_dot_product_attention", "scaled_dot_product_attention", {},
                              inputs, "attention")
        node.attention = problem
        return node

    def _mark_trained(self, node):
        forward = node.context
        if forward is None or forward.kind != "attention":
            # No hook named it: the latest forward attention reading the same query.
            query = node.args.get("query")
            candidates = [n for n in self.graph.nodes if n.kind == "attention" and
                          (query is None or any(v.storage == query.storage for v in n.inputs))]
            forward = candidates[-1] if candidates else None
        if forward is not None:
            forward.attention["training"] = True

    # -- backward context ---------------------------------------------------------------

    def flush_hooks(self):
        """Sets the backward hooks of the last ops' results (autograd has wrapped them now)."""
        pending, self._pending = self._pending, []
        for node, tensors in pending:
            for t in tensors:
                if t.requires_grad and t.grad_fn is not None:
                    t.register_hook(functools.partial(self._enter_backward_of, node))

    def _enter_backward_of(self, node, grad):
        self.context = node


@contextlib.contextmanager
def module_paths(model, recorder):
    """Keeps recorder.modules the stack of nn.Modules running, by their path in the model."""
    handles = []

    def push(path, cls, *_):
        recorder.modules.append((path, cls))

    def pop(*_):
        if recorder.modules:
            recorder.modules.pop()

    try:
        for path, module in model.named_modules():
            handles.append(module.register_forward_pre_hook(functools.partial(push, path, type(module).__name__)))
            handles.append(module.register_forward_hook(pop))
        yield
    finally:
        for handle in handles:
            handle.remove()
