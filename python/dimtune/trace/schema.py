"""What an aten op's schema says: its arguments by name, whether it is a view, what it writes.

Read from the op's own schema (func._schema) rather than from per-version tables, so that the
same code reads the ops of torch 1.13 and 2.x.
"""

# Ops that move no data: allocations, metadata, assertions. Views are told by their schema.
METADATA_OPS = frozenset({
    "_unsafe_view", "empty", "empty_like", "empty_strided", "new_empty", "new_empty_strided",
    "lift", "lift_fresh", "lift_fresh_copy", "resize_", "set_", "_has_compatible_shallow_copy_type",
    "is_same_size", "_assert_async", "_assert_tensor_metadata", "_assert_scalar", "sym_size",
    "sym_stride", "sym_numel", "sym_storage_offset", "size", "stride", "dim", "_make_dep_token",
    "record_stream", "_functional_sym_constrain_range", "_print", "_version",
})

# Ops whose output shape or a Python value depends on tensor data: a meta trace cannot know it.
# (histc is not one: its result is [bins] whatever the data; a mixture of experts counts its
# tokens per expert with it, and _grouped_mm takes the groups it splits as equal.)
DATA_DEPENDENT_OPS = frozenset({
    "_local_scalar_dense", "item", "nonzero", "argwhere", "masked_select", "unique", "_unique",
    "_unique2", "unique_dim", "unique_consecutive", "unique_dim_consecutive", "bincount",
    "equal", "is_nonzero", "allclose", "nonzero_numpy", "_nested_tensor_from_mask",
})


def op_names(func):
    """("aten.addmm.default", "addmm") for an OpOverload."""
    packet = getattr(func, "overloadpacket", None)
    name = getattr(packet, "__name__", None) or str(func).split(".")[1]
    return str(func), name


def bind(func, args, kwargs):
    """The call's arguments by schema name, defaults filled in."""
    bound = {}
    arguments = func._schema.arguments
    for argument, value in zip(arguments, args):
        bound[argument.name] = value
    for argument in arguments[len(args):]:
        bound[argument.name] = kwargs.get(argument.name, getattr(argument, "default_value", None))
    return bound


def is_view(func):
    """An op whose result aliases an input without writing it (view, transpose, expand, ...)."""
    return any(r.alias_info is not None and not r.alias_info.is_write for r in func._schema.returns)


def written_arguments(func):
    """Names of the arguments the op writes in place (self of add_, out of an out= variant)."""
    return [a.name for a in func._schema.arguments if a.alias_info is not None and a.alias_info.is_write]


def is_data_dependent(func, name):
    # repeat_interleave with a tensor of repeats has a data-dependent size; with an int it does not.
    return name in DATA_DEPENDENT_OPS or (name == "repeat_interleave" and "Tensor" in str(func))
