"""The IR text: one func.func of linalg on tensors, written the way dimtune-import writes its
functions (lib/Frontend/FunctionText.cpp): every op takes its operands as function arguments
of exactly the shapes, types and layouts it runs with, and returns its results."""

from .specs import is_float


def tensor_type(shape, element):
    return "tensor<" + "".join(f"{d}x" for d in shape) + element + ">"


def affine_map(loops, results):
    dims = ", ".join(f"d{d}" for d in range(loops))
    return f"affine_map<({dims}) -> ({', '.join(f'd{r}' for r in results)})>"


def location(text):
    return 'loc("' + text.replace("\\", "\\\\").replace('"', '\\"') + '")'


def zero(element):
    return "0" if element.startswith("i") else "0.0"


class FunctionText:
    def __init__(self, name):
        self.name = name
        self._args, self._results, self._body, self._constants = [], [], [], []
        self._constant_names = {}
        self._counter = 0

    def argument(self, type_):
        self._args.append(type_)
        return f"%arg{len(self._args) - 1}"

    def fresh(self, prefix):
        self._counter += 1
        return f"%{prefix}{self._counter}"

    def constant(self, element, value):
        key = (element, value)
        if key not in self._constant_names:
            name = f"%c{len(self._constant_names)}"
            self._constant_names[key] = name
            self._constants.append(f"    {name} = arith.constant {value} : {element}")
        return self._constant_names[key]

    def line(self, text):
        self._body.append("    " + text)

    def result(self, value, type_):
        self._results.append((value, type_))

    def zeros(self, type_, element):
        empty, fill = self.fresh("e"), self.fresh("z")
        self.line(f"{empty} = tensor.empty() : {type_}")
        self.line(f"{fill} = linalg.fill ins({self.constant(element, zero(element))} : {element}) "
                  f"outs({empty} : {type_}) -> {type_}")
        return fill

    def text(self):
        args = ", ".join(f"%arg{i}: {t}" for i, t in enumerate(self._args))
        types = ", ".join(t for _, t in self._results)
        values = ", ".join(v for v, _ in self._results)
        lines = [f"  func.func @{self.name}({args}) -> ({types}) {{"] + self._constants + self._body
        lines.append(f"    return {values} : {types}" if self._results else "    return")
        lines.append("  }")
        return "\n".join(lines) + "\n"


def attributes(role, pass_, kernel=None, *, unvectorized=False, row_kernel=False, eager_attention=False):
    fields = [f'dimtune.role = "{role}"'] if role else []
    fields.append(f'dimtune.pass = "{pass_}"')
    if kernel:
        fields.append(f'dimtune.kernel = "{kernel}"')
    # The unit attributes dimtune's analysis reads (include/dimtune/CostModel/MemoryOp.h).
    for name, present in (("dimtune.unvectorized", unvectorized), ("dimtune.row_kernel", row_kernel),
                          ("dimtune.eager_attention", eager_attention)):
        if present:
            fields.append(name)
    return "{" + ", ".join(fields) + "}"


# -- GEMMs ----------------------------------------------------------------------------------

def write_gemm(f, g):
    """As FunctionText.cpp writeGemm: linalg.matmul or batch_matmul with the layouts in its maps."""
    batched = g.batch > 1
    pre = [g.batch] if batched else []
    a_row, b_row = g.a_contig == "k", g.b_contig == "n"
    a_type = tensor_type(pre + ([g.m, g.k] if a_row else [g.k, g.m]), g.a_type)
    b_type = tensor_type(pre + ([g.k, g.n] if b_row else [g.n, g.k]), g.b_type)
    c_type = tensor_type(pre + [g.m, g.n], g.c_type)
    a, b = f.argument(a_type), f.argument(b_type)
    dims, p = ("b, m, n, k", "b, ") if batched else ("m, n, k", "")
    a_map = f"affine_map<({dims}) -> ({p}{'m, k' if a_row else 'k, m'})>"
    b_map = f"affine_map<({dims}) -> ({p}{'k, n' if b_row else 'n, k'})>"
    c_map = f"affine_map<({dims}) -> ({p}m, n)>"
    fill, result = f.zeros(c_type, g.c_type), f.fresh("r")
    op = "linalg.batch_matmul" if batched else "linalg.matmul"
    f.line(f"{result} = {op} indexing_maps = [{a_map}, {b_map}, {c_map}] ins({a}, {b} : {a_type}, {b_type}) "
           f"outs({fill} : {c_type}) {attributes(g.role, g.pass_, eager_attention=g.eager_attention)} -> {c_type} {location(g.loc)}")
    f.result(result, c_type)


# -- memory-bound kernels -------------------------------------------------------------------

_BINARY = {"add": "addf", "sub": "subf", "mul": "mulf", "div": "divf", "maximum": "maximumf", "minimum": "minimumf"}
_UNARY = {"exp": "math.exp", "tanh": "math.tanh", "rsqrt": "math.rsqrt", "sqrt": "math.sqrt", "log": "math.log",
          "erf": "math.erf", "neg": "arith.negf", "sin": "math.sin", "cos": "math.cos", "abs": "math.absf"}


def _float_bits(element):
    return {"f64": 64, "f32": 32, "f16": 16, "bf16": 16}.get(element, 8)


class _Body:
    """The region of a generic: block arguments named, ops appended, values converted."""

    def __init__(self, f):
        self.f, self.lines, self.n = f, [], 0

    def op(self, rhs):
        self.n += 1
        name = f"%b{self.n}"
        self.lines.append(f"      {name} = {rhs}")
        return name

    def convert(self, value, source, target):
        """value, of element type source, as target (arith's casts)."""
        if source == target:
            return value
        if is_float(source) and is_float(target):
            if _float_bits(source) == _float_bits(target):  # bf16 <-> f16: through f32
                value, source = self.op(f"arith.extf {value} : {source} to f32"), "f32"
                if source == target:
                    return value
            cast = "extf" if _float_bits(source) < _float_bits(target) else "truncf"
            return self.op(f"arith.{cast} {value} : {source} to {target}")
        if is_float(target):
            return self.op(f"arith.{'uitofp' if source == 'i1' else 'sitofp'} {value} : {source} to {target}")
        if is_float(source):
            if target == "i1":
                return self.op(f"arith.cmpf une, {value}, {self.f.constant(source, '0.0')} : {source}")
            return self.op(f"arith.fptosi {value} : {source} to {target}")
        if int(source[1:]) < int(target[1:]):
            return self.op(f"arith.{'extui' if source == 'i1' else 'extsi'} {value} : {source} to {target}")
        return self.op(f"arith.trunci {value} : {source} to {target}")

    def combine(self, values, element, fn):
        """The inputs' values (in `element`) combined: fn's arithmetic where it has plain one."""
        if not values:
            return self.f.constant(element, zero(element))
        if not is_float(element):
            acc = values[0]
            for v in values[1:]:
                acc = self.op(f"arith.addi {acc}, {v} : {element}")
            return acc
        acc = values[0]
        if fn in _UNARY and len(values) == 1:
            return self.op(f"{_UNARY[fn]} {acc} : {element}")
        arith = _BINARY.get(fn, "addf")
        for v in values[1:]:
            acc = self.op(f"arith.{arith} {acc}, {v} : {element}")
        return acc


def write_memory(f, m):
    loops = len(m.loops)
    everything = list(range(loops))
    maps, args, types = [], [], []
    for operand in m.inputs:
        type_ = tensor_type(operand.shape, operand.element)
        args.append(f.argument(type_))
        types.append(type_)
        maps.append(affine_map(loops, operand.loops))
    out_types = [tensor_type(o.shape, o.element) for o in m.outputs]
    maps += [affine_map(loops, o.loops) for o in m.outputs]
    reduces = bool(m.reductions)
    inits = []
    for o, type_ in zip(m.outputs, out_types):
        inits.append(f.zeros(type_, o.element) if reduces else f.fresh("e"))
        if not reduces:
            f.line(f"{inits[-1]} = tensor.empty() : {type_}")
    table = None
    if m.table is not None:
        table_type = tensor_type(m.table.shape, m.table.element)
        table = (f.argument(table_type), table_type)
    body = _Body(f)
    in_names = [f"%in{i}" for i in range(len(m.inputs))]
    out_names = [f"%out{i}" for i in range(len(m.outputs))]
    header = ", ".join([f"{n}: {o.element}" for n, o in zip(in_names, m.inputs)] +
                       [f"{n}: {o.element}" for n, o in zip(out_names, m.outputs)])
    yields = _yield_values(body, m, in_names, out_names, table)
    iterators = ", ".join('"reduction"' if d in m.reductions else '"parallel"' for d in everything)
    ins = f" ins({', '.join(args)} : {', '.join(types)})" if args else ""
    result = f.fresh("r")
    many = len(m.outputs) > 1
    results_type = f"({', '.join(out_types)})" if many else out_types[0]
    f.line(f"{result}{':' + str(len(m.outputs)) if many else ''} = linalg.generic {{indexing_maps = [{', '.join(maps)}], "
           f"iterator_types = [{iterators}]}}{ins} outs({', '.join(inits)} : {', '.join(out_types)}) "
           f"attrs = {attributes(m.role, m.pass_, m.kernel, unvectorized=m.unvectorized, row_kernel=m.row_kernel)} {{\n    ^bb0({header}):\n" + "\n".join(body.lines) +
           ("\n" if body.lines else "") +
           f"      linalg.yield {', '.join(yields)} : {', '.join(o.element for o in m.outputs)}\n"
           f"    }} -> {results_type} {location(m.loc)}")
    for i, type_ in enumerate(out_types):
        f.result(f"{result}#{i}" if many else result, type_)


def _yield_values(body, m, ins, outs, table):
    """What each output yields: the kernel's value in the output's type."""
    first = m.outputs[0].element
    if m.kind == "gather":
        row = body.op(f"arith.index_cast {ins[0]} : {m.inputs[0].element} to index")
        indices = [row if i == "id" else body.op(f"linalg.index {i} : index") if i is not None
                   else body.f.constant("index", "0") for i in m.table.loops]
        value = body.op(f"tensor.extract {table[0]}[{', '.join(indices)}] : {table[1]}")
        value = body.convert(value, m.table.element, first)
        return [body.convert(value, first, o.element) for o in m.outputs]
    values = [body.convert(n, o.element, first) for n, o in zip(ins, m.inputs)]
    if m.kind == "scatter":
        # out[v, ...] += (index == v) ? source : 0
        row = body.op(f"arith.index_cast {ins[0]} : {m.inputs[0].element} to index")
        target = body.op(f"linalg.index {min(set(range(len(m.loops))) - m.reductions, default=0)} : index")
        hit = body.op(f"arith.cmpi eq, {row}, {target} : index")
        picked = body.op(f"arith.select {hit}, {values[-1]}, {body.f.constant(first, zero(first))} : {first}")
        return [body.op(f"arith.{'addf' if is_float(first) else 'addi'} {outs[0]}, {picked} : {first}")] + \
            [body.convert(picked, first, o.element) for o in m.outputs[1:]]
    value = body.combine(values, first, m.fn)
    if not m.reductions:
        return [body.convert(value, first, o.element) for o in m.outputs]
    yields = []
    for name, o in zip(outs, m.outputs):
        v = body.convert(value, first, o.element)
        yields.append(body.op(f"arith.{'addf' if is_float(o.element) else 'addi'} {name}, {v} : {o.element}"))
    return yields
