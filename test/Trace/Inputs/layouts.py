"""GEMM operand layouts, for dimtune.trace's tests: each product a distinct shape, its layout
set by how its operands are stored, not by the op that reads them (bf16; x [32, 40] and p are
inputs that require grad, so every backward product runs).

    a = x @ w_nk.t()           w_nk [48, 40] stored [N, K]: B contiguous along K
    b = x @ w_kn               w_kn [40, 24] stored [K, N]: B contiguous along N
    c = y.t() @ w_kc           y [40, 36] stored [K, M]: A contiguous along M
    d = bmm(p, r.transpose)    r [8, 20, 40] stored [batch, N, K]: B contiguous along K
    e = x[:, ::2] @ w_e        a view with no unit stride: cuBLAS copies it first
"""
import torch
import torch.nn as nn

DTYPE = torch.bfloat16


def weight(*shape):
    return nn.Parameter(torch.empty(*shape, dtype=DTYPE, device="meta"))


class Layouts(nn.Module):
    def __init__(self):
        super().__init__()
        self.w_nk, self.w_kn, self.w_kc = weight(48, 40), weight(40, 24), weight(40, 28)
        self.r, self.w_e = weight(8, 20, 40), weight(20, 12)

    def forward(self, x, y, p):
        a = x @ self.w_nk.t()
        b = x @ self.w_kn
        c = y.t() @ self.w_kc
        d = torch.bmm(p, self.r.transpose(1, 2))
        e = x[:, ::2] @ self.w_e
        return sum(t.float().sum() for t in (a, b, c, d, e))


def layouts():
    def grad_input(*shape):
        return torch.empty(*shape, dtype=DTYPE, device="meta").requires_grad_()
    return Layouts(), (grad_input(32, 40), grad_input(40, 36), grad_input(8, 16, 40))
