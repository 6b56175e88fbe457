"""What the IR writer writes: GEMMs, attention problems and memory-bound kernels, as plain data
(the Python side of lib/ModelConfig's GemmSpec, AttentionSpec and MemoryOpSpec)."""
import dataclasses
from typing import Optional

from .errors import TraceError

_MLIR_TYPES = {"float32": "f32", "float16": "f16", "bfloat16": "bf16", "float64": "f64", "int64": "i64",
               "int32": "i32", "int16": "i16", "int8": "i8", "uint8": "i8", "uint16": "i16", "uint32": "i32",
               "uint64": "i64", "bool": "i1", "float8_e4m3fn": "f8E4M3FN", "float8_e5m2": "f8E5M2",
               "float8_e4m3fnuz": "f8E4M3FNUZ", "float8_e5m2fnuz": "f8E5M2FNUZ"}
_BYTES = {"f64": 8, "i64": 8, "f32": 4, "i32": 4, "f16": 2, "bf16": 2, "i16": 2, "i1": 1, "i8": 1}


def mlir_type(dtype, where):
    name = str(dtype).replace("torch.", "")
    if name not in _MLIR_TYPES:
        raise TraceError(f"{where}: {name} tensors are not supported")
    return _MLIR_TYPES[name]


def element_bytes(element):
    return _BYTES.get(element, 1)


def is_float(element):
    return element.startswith(("f", "bf"))


@dataclasses.dataclass
class Gemm:
    """C[batch, m, n] = A[batch, m, k] B[batch, k, n]; a_contig is "k" (A row-major) or "m", b_contig
    "n" (B row-major) or "k", as in ModelConfig.h's GemmSpec."""
    role: Optional[str]
    pass_: str
    loc: str
    batch: int
    m: int
    n: int
    k: int
    a_contig: str
    b_contig: str
    a_type: str
    b_type: str
    c_type: str
    # A product of attention the model wrote out (not SDPA's), which eager PyTorch runs as this
    # GEMM: written as dimtune.eager_attention, which no attention chain takes in.
    eager_attention: bool = False


@dataclasses.dataclass
class Attention:
    """One attention problem, written as dimtune-import's chain (FunctionText.cpp writeAttention)."""
    loc: str
    batch: int
    heads: int
    kv_heads: int
    q_len: int
    kv_len: int
    head_dim: int
    v_head_dim: int
    causal: bool
    explicit_mask: bool
    element: str
    training: bool


@dataclasses.dataclass
class Operand:
    """A tensor a kernel reads or writes: its dims in memory order and the loop each one is."""
    shape: tuple
    element: str
    loops: tuple

    def bytes(self):
        n = element_bytes(self.element)
        for d in self.shape:
            n *= d
        return n


@dataclasses.dataclass
class Memory:
    """A memory-bound kernel: a linalg.generic over `loops` (those in `reductions` reduced). Its
    kind follows from its form as MemoryOpExtraction reads it: a reduction loop (reduction;
    with an index comparison, scatter), a table read through tensor.extract (gather), an input
    read in another order than the loops' (strided), else elementwise."""
    kernel: str
    role: Optional[str]
    pass_: str
    loc: str
    kind: str  # "elementwise", "reduction", "gather", "scatter" ("strided" follows from the maps)
    loops: list
    reductions: set
    inputs: list
    outputs: list
    table: Optional[Operand] = None  # a gather's table (not an operand: read through tensor.extract)
    fn: str = ""  # the aten op, for the body's arithmetic where it has a plain one
    # Eager PyTorch runs it in its unvectorized loop though no map transposes (an operand
    # broadcast, or widened from 16 bits to fp32): written as dimtune.unvectorized.
    unvectorized: bool = False
    # A row reduction eager PyTorch runs in a kernel with a CTA a row (softmax, log_softmax,
    # layer_norm and their backwards), not its reduce kernel: written as dimtune.row_kernel.
    row_kernel: bool = False
