"""Factories that go wrong in each way the CLI must report in one line (errors.test)."""
import torch
import torch.nn as nn


class Linear(nn.Module):
    def __init__(self, forward=None):
        super().__init__()
        self.proj = nn.Linear(8, 8, device="meta")
        self._forward = forward

    def forward(self, x):
        return self._forward(self, x) if self._forward else self.proj(x)


def _x():
    return torch.zeros(4, 8, device="meta")


def not_a_pair():
    return Linear()


def not_a_module():
    return object(), (_x(),)


def raises():
    raise ValueError("no weights here\nsecond line")


def data_dependent():
    return Linear(lambda m, x: m.proj(x[x.sum(1).nonzero()])), (_x(),)


def reads_a_value():
    return Linear(lambda m, x: m.proj(x) * float(x.sum())), (_x(),)


def model_raises():
    return Linear(lambda m, x: m.proj(x.t())), (_x(),)


def no_tensor_out():
    return Linear(lambda m, x: "done"), (_x(),)


def frozen():
    model = Linear()
    model.requires_grad_(False)
    return model, (_x(),)


def good():
    return Linear(), (_x(),)
