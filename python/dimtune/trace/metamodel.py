"""The model and its inputs as meta tensors: shapes, strides and types, no data.

The user's model is left as it is: its parameters and buffers are copied to meta (tied ones
to one copy) and swapped in for the call with functional_call.
"""
import torch

from .errors import TraceError
from .recorder import storage_key


def _meta_copy(tensor, requires_grad):
    if tensor.is_sparse or tensor.is_quantized or tensor.is_complex():
        raise TraceError(f"a {tensor.dtype} {tensor.layout} tensor: only dense real tensors are traced")
    copy = torch.empty_strided(tuple(tensor.shape), tuple(tensor.stride()), dtype=tensor.dtype, device="meta")
    return copy.requires_grad_(requires_grad) if tensor.is_floating_point() else copy


def _is_causal_pattern(buffer):
    """A square mask holding the causal pattern: nonzero (kept) on and below the diagonal, or
    an additive mask that is zero there. Meta buffers have no values and are not causal."""
    if buffer.is_meta or buffer.dim() < 2 or buffer.shape[-1] != buffer.shape[-2] or buffer.numel() > 1 << 26:
        return False
    n = buffer.shape[-1]
    square = buffer.reshape(-1, n, n)[0]
    lower = torch.ones(n, n, dtype=torch.bool).tril()
    return bool(torch.equal(square != 0, lower) or torch.equal(square == 0, lower))


def _named_modules(model):
    """Every (path, module), shared modules under each of their paths."""
    stack = [("", model)]
    while stack:
        path, module = stack.pop()
        yield path, module
        for name, child in module._modules.items():
            if child is not None:
                stack.append((f"{path}.{name}" if path else name, child))


def model_state(model, training):
    """Meta copies of the model's parameters and buffers by every name they go by; the names
    of each copy's storage; the storages of causal-mask buffers."""
    copies, state, names, causal = {}, {}, {}, set()
    for path, module in _named_modules(model):
        for kind in ("_parameters", "_buffers"):
            for name, tensor in getattr(module, kind).items():
                if tensor is None:
                    continue
                if id(tensor) not in copies:
                    copies[id(tensor)] = _meta_copy(tensor, training and kind == "_parameters" and tensor.requires_grad)
                    if kind == "_buffers" and _is_causal_pattern(tensor):
                        causal.add(storage_key(copies[id(tensor)]))
                copy = copies[id(tensor)]
                fqn = f"{path}.{name}" if path else name
                state[fqn] = copy
                names.setdefault(storage_key(copy), []).append(fqn)
    return state, {key: tuple(sorted(v)) for key, v in names.items()}, causal


def to_meta(tree):
    """Example inputs with every tensor a meta copy (containers rebuilt, the rest kept)."""
    if isinstance(tree, torch.Tensor):
        return _meta_copy(tree, tree.requires_grad)
    if isinstance(tree, dict):
        return {k: to_meta(v) for k, v in tree.items()}
    if isinstance(tree, (list, tuple)):
        items = [to_meta(v) for v in tree]
        return type(tree)(*items) if hasattr(tree, "_fields") else type(tree)(items)
    return tree


def split_inputs(example_inputs):
    """example_inputs as (args, kwargs): a tuple or list is the positional arguments, a dict the
    keyword arguments, a (tuple, dict) pair both, anything else the one argument."""
    if (isinstance(example_inputs, tuple) and len(example_inputs) == 2 and isinstance(example_inputs[0], (tuple, list))
            and isinstance(example_inputs[1], dict)):
        return tuple(example_inputs[0]), dict(example_inputs[1])
    if isinstance(example_inputs, dict):
        return (), dict(example_inputs)
    if isinstance(example_inputs, (tuple, list)):
        return tuple(example_inputs), {}
    return (example_inputs,), {}


def call(model, state, args, kwargs):
    """model(*args, **kwargs) with `state` in place of its parameters and buffers."""
    functional = getattr(getattr(torch, "func", None), "functional_call", None)
    if functional is None:  # torch 1.13
        from torch.nn.utils import stateless
        functional = stateless.functional_call
    return functional(model, state, args, kwargs)


def pick_loss(output, loss_fn):
    """The tensor to differentiate: loss_fn(output), else the output's loss (a Hugging Face
    output's .loss), else the output itself or its first tensor."""
    if loss_fn is not None:
        loss = loss_fn(output)
    elif isinstance(getattr(output, "loss", None), torch.Tensor):
        loss = output.loss
    elif isinstance(output, dict) and isinstance(output.get("loss"), torch.Tensor):
        loss = output["loss"]
    elif isinstance(output, torch.Tensor):
        loss = output
    else:
        items = list(output.values()) if isinstance(output, dict) else list(output) if isinstance(output, (tuple, list)) else []
        loss = next((t for t in items if isinstance(t, torch.Tensor)), None)
    if not isinstance(loss, torch.Tensor):
        raise TraceError(f"the model returned {type(output).__name__} with no tensor to take a loss from; pass loss_fn")
    if not loss.requires_grad:
        raise TraceError("the loss does not depend on any parameter that requires grad: nothing to differentiate")
    return loss
