"""trace_to_mlir: a model's forward (and backward) on meta tensors, as dimtune IR."""
import os
import tempfile

import torch

from . import lower, metamodel, sdpa
from .attention_text import write_attention
from .mlir_text import FunctionText, write_gemm, write_memory
from .errors import TraceError, first_line
from .graph import Graph
from .recorder import Recorder, module_paths
from .specs import Attention, Gemm


def record(model, example_inputs, training, loss_fn):
    """The graph of every aten op the model's forward (and with training, its loss's backward) runs."""
    if not isinstance(model, torch.nn.Module):
        raise TraceError(f"the model must be a torch.nn.Module, not {type(model).__name__}")
    state, state_names, causal = metamodel.model_state(model, training)
    args, kwargs = metamodel.split_inputs(example_inputs)
    args, kwargs = metamodel.to_meta(args), metamodel.to_meta(kwargs)
    graph = Graph()
    recorder = Recorder(graph, state_names, causal)
    try:
        with torch.set_grad_enabled(training), recorder:
            with module_paths(model, recorder), sdpa.intercept(recorder):
                output = metamodel.call(model, state, args, kwargs)
            recorder.phase = "loss"
            loss = metamodel.pick_loss(output, loss_fn) if training else (loss_fn(output) if loss_fn else None)
            recorder.flush_hooks()
            if training:
                with recorder.muted():
                    seed = torch.ones_like(loss)
                recorder.phase = "bwd"
                torch.autograd.backward(loss, seed)
    except TraceError:
        raise
    except Exception as error:
        if recorder.error is not None:  # raised in the backward, re-wrapped by autograd
            raise recorder.error from None
        raise TraceError(f"the model raised {type(error).__name__}: {first_line(error)}") from None
    if recorder.error is not None:
        raise recorder.error
    return graph


def module_text(specs, attributes):
    """The module: one function holding every op, and the tracer's attributes."""
    f = FunctionText("trace")
    for spec in specs:
        if isinstance(spec, Gemm):
            write_gemm(f, spec)
        elif isinstance(spec, Attention):
            write_attention(f, spec)
        else:
            write_memory(f, spec)
    fields = ", ".join(f"{k} = {v}" for k, v in attributes.items())
    return f"module attributes {{dimtune.trace = {{{fields}}}}} {{\n{f.text()}}}\n"


def write_atomically(path, text):
    """Writes text to path through a temporary file beside it, renamed over it when complete."""
    directory = os.path.dirname(os.path.abspath(path))
    try:
        fd, tmp = tempfile.mkstemp(prefix=".dimtune-trace-", suffix=".tmp", dir=directory)
    except OSError as error:
        raise TraceError(f"cannot write {path}: {error.strerror}") from None
    try:
        with os.fdopen(fd, "w") as out:
            out.write(text)
        umask = os.umask(0)
        os.umask(umask)
        os.chmod(tmp, 0o666 & ~umask)  # as open() would have made it, not mkstemp's 0600
        os.replace(tmp, path)
    except OSError as error:
        os.unlink(tmp)
        raise TraceError(f"cannot write {path}: {error.strerror}") from None


def trace_to_mlir(model, example_inputs, *, training=False, loss_fn=None, path=None):
    """The IR of model(example_inputs): its forward, and with training=True the backward of its
    loss (loss_fn(output), else the output's .loss, else the output). No weight or activation
    is allocated: parameters, buffers and inputs are replaced by meta tensors. Returns the text;
    writes it to path (atomically) when given. Raises TraceError with a one-line message."""
    graph = record(model, example_inputs, training, loss_fn)
    specs = lower.lower(graph)
    version = torch.__version__.split("+")[0]
    text = module_text(specs, {"torch": f'"{version}"', "training": str(bool(training)).lower()})
    if path is not None:
        write_atomically(path, text)
    return text
