"""A memory-bound kernel's loops: made from its primary tensor's dims, with every other tensor
it reads or writes placed on them (or on loops of its own), as linalg.generic indexing maps.

Operands drop the dims that hold no data (size 1, or stride 0: a broadcast reads the small
tensor) and list the rest in memory order (largest stride first), so a tensor read in another
order than the loops (a permuted .contiguous()) has a map dimtune reads as strided."""
from .specs import Memory, Operand, mlir_type


def kept_dims(value):
    """The logical dims that hold data: not of size 1, not broadcast (stride 0)."""
    return [d for d in range(value.rank) if value.shape[d] != 1 and value.stride[d] != 0]


def memory_order(value):
    return sorted(kept_dims(value), key=lambda d: (-value.stride[d], d))


class Loops:
    def __init__(self, primary, reduced=()):
        """The primary's dims as loops, in its memory order; those in `reduced` reduced."""
        self.extents, self.reductions, self.primary = [], set(), primary
        self.loop_of = {d: self.new(primary.shape[d], d in reduced) for d in memory_order(primary)}

    def new(self, size, reduction):
        self.extents.append(size)
        if reduction:
            self.reductions.add(len(self.extents) - 1)
        return len(self.extents) - 1

    def _align(self, value, dims, how):
        """The primary's loops for value's dims: "broadcast" (trailing dims, as PyTorch
        broadcasts), "leading", "kept" (the loops not reduced, in order), ("dim", d) (a 1-D
        index along the primary's dim d), each None where a size disagrees; or "loose" (the
        dims that line up as for broadcasting, the others left out)."""
        if how == "kept":
            kept = [self.loop_of[d] for d in sorted(self.loop_of) if self.loop_of[d] not in self.reductions]
            if len(kept) != len(dims) or any(value.shape[d] != self.extents[l] for d, l in zip(dims, kept)):
                return None
            return dict(zip(dims, kept))
        if isinstance(how, tuple):
            if len(dims) != 1:
                return None
            targets = {dims[0]: how[1]}
        else:
            offset = self.primary.rank - value.rank if how in ("broadcast", "loose") else 0
            targets = {d: d + offset for d in dims}
        mapping = {}
        for d, pd in targets.items():
            if pd in self.loop_of and self.primary.shape[pd] == value.shape[d]:
                mapping[d] = self.loop_of[pd]
            elif how != "loose":
                return None
        return mapping

    def operand(self, value, strategies=("broadcast",), fresh_reduction=False, where=""):
        """value placed by the first strategy that fits, else "loose"; dims left over get loops
        of their own (reduced where fresh_reduction)."""
        dims = kept_dims(value)
        mapping = next(m for m in (self._align(value, dims, how) for how in strategies + ("loose",)) if m is not None)
        return self.place(value, mapping, fresh_reduction, where)

    def place(self, value, mapping, fresh_reduction, where):
        """value with its dims on the loops `mapping` gives, the rest on new ones."""
        for d in kept_dims(value):
            if d not in mapping:
                mapping[d] = self.new(value.shape[d], fresh_reduction)
        order = memory_order(value)
        return Operand(tuple(value.shape[d] for d in order), mlir_type(value.dtype, where),
                       tuple(mapping[d] for d in order))

    def dense(self, value, where):
        """value as a freshly written, contiguous tensor over the primary's loops."""
        dims = kept_dims(value)
        return Operand(tuple(value.shape[d] for d in dims), mlir_type(value.dtype, where),
                       tuple(self.loop_of[d] for d in dims))

    def spec(self, node, kernel, role, pass_, kind, inputs, outputs, fn, table=None):
        return Memory(kernel=kernel, role=role, pass_=pass_, loc=node.loc, kind=kind, loops=self.extents,
                      reductions=self.reductions, inputs=inputs, outputs=outputs, table=table, fn=fn)
