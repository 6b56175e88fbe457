"""dimtune.trace: any PyTorch model to dimtune IR.

    from dimtune.trace import trace_to_mlir
    text = trace_to_mlir(model, example_inputs, training=True, path="model.mlir")

Runs the model on meta tensors under a TorchDispatchMode (no weights allocated, no GPU needed),
records every aten op with its shapes, strides and types, and writes linalg on tensors that
dimtune-opt's passes read: GEMMs with the layouts the strides say, attention as the chain
dimtune-import writes, everything else as memory-bound kernels. README.md (python/dimtune)
says what each op becomes.
"""
from .errors import TraceError

__all__ = ["trace_to_mlir", "TraceError"]


def __getattr__(name):
    # torch is imported on first use, so that `python3 -m dimtune.trace` can say it is missing.
    if name == "trace_to_mlir":
        from .api import trace_to_mlir
        return trace_to_mlir
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
