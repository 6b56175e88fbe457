"""Result metadata for ops a torch version has no meta kernel for (torch 1.13 lacks
convolution_backward's and histc's): the tensors they return, shaped as their inputs say,
allocated on the meta device like every other result."""
import torch


def _convolution_backward(bound):
    grad, x, weight = bound["grad_output"], bound["input"], bound["weight"]
    mask = bound.get("output_mask") or (True, True, True)
    bias = bound.get("bias_sizes") or [weight.shape[0]]
    return (torch.empty_like(x) if mask[0] else None,
            torch.empty_like(weight) if mask[1] else None,
            grad.new_empty(tuple(bias)) if mask[2] else None)


def _histc(bound):
    return bound["self"].new_empty((bound.get("bins") or 100,))


_FALLBACKS = {"convolution_backward": _convolution_backward, "histc": _histc}


def result(name, bound):
    """The op's results, or None where there is no fallback for it."""
    make = _FALLBACKS.get(name)
    return make(bound) if make is not None else None
