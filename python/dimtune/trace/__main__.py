"""python3 -m dimtune.trace SCRIPT.py:FACTORY [--training] -o OUT.mlir

FACTORY() in SCRIPT.py returns (model, example_inputs). Errors are one line and exit status 1."""
import argparse
import importlib.util
import os
import sys

from .errors import TraceError, first_line


def load_factory(spec):
    """The callable FACTORY of SCRIPT.py:FACTORY."""
    script, sep, name = spec.rpartition(":")
    if not sep or not script or not name:
        raise TraceError(f"expected SCRIPT.py:FACTORY, got '{spec}'")
    if not os.path.isfile(script):
        raise TraceError(f"no such file: {script}")
    module_spec = importlib.util.spec_from_file_location("dimtune_trace_model", script)
    module = importlib.util.module_from_spec(module_spec)
    sys.path.insert(0, os.path.dirname(os.path.abspath(script)))
    try:
        module_spec.loader.exec_module(module)
    except Exception as error:
        raise TraceError(f"{script} raised {type(error).__name__} on import: {first_line(error)}") from None
    factory = getattr(module, name, None)
    if not callable(factory):
        raise TraceError(f"{script} has no function '{name}'")
    return factory


def model_and_inputs(factory, spec):
    import torch
    try:
        made = factory()
    except TraceError:
        raise
    except Exception as error:
        raise TraceError(f"{spec} raised {type(error).__name__}: {first_line(error)}") from None
    if not (isinstance(made, tuple) and len(made) == 2 and isinstance(made[0], torch.nn.Module)):
        got = f"({', '.join(type(x).__name__ for x in made)})" if isinstance(made, tuple) else type(made).__name__
        raise TraceError(f"{spec} must return (model, example_inputs) with model a torch.nn.Module, not {got}")
    return made


def main(argv=None):
    parser = argparse.ArgumentParser(prog="python3 -m dimtune.trace", description=__doc__.split("\n\n")[0])
    parser.add_argument("factory", metavar="SCRIPT.py:FACTORY")
    parser.add_argument("--training", action="store_true", help="trace the loss's backward too")
    parser.add_argument("-o", "--output", required=True, metavar="OUT.mlir")
    args = parser.parse_args(argv)
    try:
        if importlib.util.find_spec("torch") is None:
            raise TraceError(f"PyTorch is not installed for {sys.executable} (Debian: apt-get install python3-torch)")
        from .api import trace_to_mlir
        model, inputs = model_and_inputs(load_factory(args.factory), args.factory)
        trace_to_mlir(model, inputs, training=args.training, path=args.output)
    except TraceError as error:
        print(f"dimtune.trace: error: {error}", file=sys.stderr)
        return 1
    except Exception as error:  # a bug of the tracer's own: still one line
        print(f"dimtune.trace: internal error: {type(error).__name__}: {first_line(error)}", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
