//===- FunctionText.cpp - Writing one func.func of the imported model -----===//

#include "FunctionText.h"

#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/FormatVariadic.h"

#include <cmath>

using namespace llvm;

namespace dimtune {

std::string tensorType(ArrayRef<int64_t> shape, StringRef element) {
  std::string t = "tensor<";
  for (int64_t d : shape)
    t += std::to_string(d) + "x";
  return t + element.str() + ">";
}

std::string affineMap(unsigned loops, ArrayRef<unsigned> results) {
  SmallVector<std::string> dims, outs;
  for (unsigned d = 0; d < loops; ++d)
    dims.push_back("d" + std::to_string(d));
  for (unsigned r : results)
    outs.push_back("d" + std::to_string(r));
  return formatv("affine_map<({0}) -> ({1})>", join(dims, ", "), join(outs, ", "));
}

std::string FunctionText::argument(const std::string &type) {
  argTypes.push_back(type);
  return "%arg" + std::to_string(argTypes.size() - 1);
}

std::string FunctionText::fresh(StringRef prefix) {
  return "%" + prefix.str() + std::to_string(counter++);
}

std::string FunctionText::constant(StringRef element, StringRef value) {
  std::string key = (element + "=" + value).str();
  auto [it, inserted] = constantNames.try_emplace(key, "");
  if (inserted) {
    it->second = "%c" + std::to_string(constantNames.size() - 1);
    constants += formatv("    {0} = arith.constant {1} : {2}\n", it->second, value, element).str();
  }
  return it->second;
}

std::string FunctionText::zeros(const std::string &type, StringRef element) {
  std::string empty = fresh("e"), fill = fresh("z");
  line(formatv("{0} = tensor.empty() : {1}", empty, type));
  line(formatv("{0} = linalg.fill ins({1} : {2}) outs({3} : {4}) -> {4}", fill,
               constant(element, "0.0"), element, empty, type));
  return fill;
}

std::string FunctionText::text() const {
  std::string args, resultTypes, resultValues;
  for (auto [i, t] : llvm::enumerate(argTypes))
    args += formatv("{0}%arg{1}: {2}", i ? ", " : "", i, t).str();
  for (auto [i, r] : llvm::enumerate(results)) {
    resultValues += (i ? ", " : "") + r.first;
    resultTypes += (i ? ", " : "") + r.second;
  }
  return formatv("  func.func @{0}({1}) -> ({2}) {{\n{3}{4}    return {5} : {2}\n  }\n", name, args,
                 resultTypes, constants, body, resultValues);
}

//===----------------------------------------------------------------------===//
// GEMMs
//===----------------------------------------------------------------------===//

void writeGemm(FunctionText &f, const GemmSpec &g, StringRef dtype) {
  bool batched = g.batch > 1;
  auto shape = [&](int64_t rows, int64_t cols) {
    SmallVector<int64_t> s;
    if (batched)
      s.push_back(g.batch);
    s.append({rows, cols});
    return s;
  };
  bool aRowMajor = g.aContig == GemmDim::K, bRowMajor = g.bContig == GemmDim::N;
  std::string aType = tensorType(aRowMajor ? shape(g.m, g.k) : shape(g.k, g.m), dtype);
  std::string bType = tensorType(bRowMajor ? shape(g.k, g.n) : shape(g.n, g.k), dtype);
  std::string cType = tensorType(shape(g.m, g.n), dtype);
  std::string a = f.argument(aType), b = f.argument(bType);
  std::string dims = batched ? "b, m, n, k" : "m, n, k", pre = batched ? "b, " : "";
  std::string aMap = formatv("affine_map<({0}) -> ({1}{2})>", dims, pre, aRowMajor ? "m, k" : "k, m");
  std::string bMap = formatv("affine_map<({0}) -> ({1}{2})>", dims, pre, bRowMajor ? "k, n" : "n, k");
  std::string cMap = formatv("affine_map<({0}) -> ({1}m, n)>", dims, pre);
  std::string fill = f.zeros(cType, dtype), result = f.fresh("r");
  f.line(formatv("{0} = {1} indexing_maps = [{2}, {3}, {4}] ins({5}, {6} : {7}, {8}) "
                 "outs({9} : {10}) {{dimtune.role = \"{11}\", dimtune.pass = \"{12}\"} -> {10}",
                 result, batched ? "linalg.batch_matmul" : "linalg.matmul", aMap, bMap, cMap, a, b,
                 aType, bType, fill, cType, g.role, g.pass));
  f.result(result, cType);
}

//===----------------------------------------------------------------------===//
// Memory-bound kernels
//===----------------------------------------------------------------------===//

namespace {

bool isFloat(ElementType t) { return t != ElementType::I64 && t != ElementType::I32 && t != ElementType::I8; }

/// Writes the body of a generic: `args` are the block arguments (inputs,
/// then the output), in `types`. Returns the yielded value.
class Body {
public:
  Body(FunctionText &f, std::string &text, StringRef out) : f(f), text(text), out(out.str()) {}

  std::string op(const std::string &rhs) {
    std::string v = "%b" + std::to_string(n++);
    text += formatv("      {0} = {1}\n", v, rhs).str();
    return v;
  }
  /// `value` of element type `from` converted to the output type.
  std::string convert(const std::string &value, StringRef from) {
    if (from == out)
      return value;
    unsigned fromBits = from == "f32" ? 32 : from == "f64" ? 64 : 16;
    unsigned toBits = out == "f32" ? 32 : out == "f64" ? 64 : 16;
    return op(formatv("arith.{0} {1} : {2} to {3}", fromBits < toBits ? "extf" : "truncf", value,
                      from, out));
  }
  std::string constant(StringRef value) { return f.constant(out, value); }
  const std::string &type() const { return out; }

private:
  FunctionText &f;
  std::string &text;
  std::string out;
  int n = 0;
};

/// The yielded value of an elementwise `fn` over the converted inputs.
std::string elementwise(Body &b, ElementwiseFn fn, ArrayRef<std::string> in) {
  const std::string &t = b.type();
  auto fold = [&](StringRef arith, std::string acc) {
    for (const std::string &v : in.drop_front())
      acc = b.op(formatv("arith.{0} {1}, {2} : {3}", arith, acc, v, t));
    return acc;
  };
  std::string x = in.empty() ? b.constant("0.0") : in.front();
  switch (fn) {
  case ElementwiseFn::Add:
    return fold("addf", x);
  case ElementwiseFn::Mul:
    if (in.size() == 1)
      return b.op(formatv("arith.mulf {0}, {1} : {2}", x, b.constant("5.000000e-01"), t));
    return fold("mulf", x);
  case ElementwiseFn::Neg:
    return fold("addf", b.op(formatv("arith.negf {0} : {1}", x, t)));
  case ElementwiseFn::Tanh:
    return fold("mulf", b.op(formatv("math.tanh {0} : {1}", x, t)));
  case ElementwiseFn::Silu: {
    std::string e = b.op(formatv("math.exp {0} : {1}", b.op(formatv("arith.negf {0} : {1}", x, t)), t));
    std::string d = b.op(formatv("arith.addf {0}, {1} : {2}", e, b.constant("1.000000e+00"), t));
    return fold("mulf", b.op(formatv("arith.divf {0}, {1} : {2}", x, d, t)));
  }
  case ElementwiseFn::Gelu: {
    std::string s = b.op(formatv("arith.mulf {0}, {1} : {2}", x, b.constant("0.707106769"), t));
    std::string e = b.op(formatv("math.erf {0} : {1}", s, t));
    std::string one = b.op(formatv("arith.addf {0}, {1} : {2}", e, b.constant("1.000000e+00"), t));
    std::string h = b.op(formatv("arith.mulf {0}, {1} : {2}", x, b.constant("5.000000e-01"), t));
    return fold("mulf", b.op(formatv("arith.mulf {0}, {1} : {2}", h, one, t)));
  }
  case ElementwiseFn::Relu:
    return fold("mulf", b.op(formatv("arith.maximumf {0}, {1} : {2}", x, b.constant("0.0"), t)));
  case ElementwiseFn::Cast:
    return x;
  case ElementwiseFn::Fill:
    return b.constant("0.0");
  case ElementwiseFn::Pow:
    return fold("mulf", b.op(formatv("arith.mulf {0}, {0} : {1}", x, t)));
  case ElementwiseFn::Rsqrt:
    return fold("mulf", b.op(formatv("math.rsqrt {0} : {1}", x, t)));
  case ElementwiseFn::Exp:
    return fold("mulf", b.op(formatv("math.exp {0} : {1}", x, t)));
  }
  llvm_unreachable("unknown elementwise function");
}

} // namespace

void writeMemoryOp(FunctionText &f, const MemoryOpSpec &op) {
  unsigned loops = op.loops.size();
  StringRef outElement = elementTypeName(op.outputType);
  ArrayRef<int64_t> outShape = ArrayRef(op.loops).take_front(op.outputRank);
  std::string outType = tensorType(outShape, outElement);
  SmallVector<unsigned> all;
  for (unsigned d = 0; d < loops; ++d)
    all.push_back(d);
  bool gather = op.kind == MemoryKind::Gather;
  // A gather's table is read through tensor.extract, not as an operand.
  ArrayRef<OperandSpec> operands = gather ? ArrayRef(op.inputs).drop_back() : ArrayRef(op.inputs);
  std::string table, tableType;
  if (gather) {
    tableType = tensorType(op.inputs.back().shape, elementTypeName(op.inputs.back().type));
    table = f.argument(tableType);
  }
  SmallVector<std::string> args, types, maps, blockArgs;
  for (const OperandSpec &in : operands) {
    std::string type = tensorType(in.shape, elementTypeName(in.type));
    args.push_back(f.argument(type));
    types.push_back(type);
    maps.push_back(affineMap(loops, in.loops.empty() ? ArrayRef<unsigned>(all) : ArrayRef(in.loops)));
  }
  maps.push_back(affineMap(loops, ArrayRef(all).take_front(op.outputRank)));
  SmallVector<std::string> iterators;
  for (unsigned d = 0; d < loops; ++d)
    iterators.push_back(d < op.outputRank ? "\"parallel\"" : "\"reduction\"");
  std::string empty = f.fresh("e"), init = empty, result = f.fresh("r");
  f.line(formatv("{0} = tensor.empty() : {1}", empty, outType));
  bool reduces = op.outputRank < loops;
  if (reduces) {
    init = f.fresh("z");
    f.line(formatv("{0} = linalg.fill ins({1} : {2}) outs({3} : {4}) -> {4}", init,
                   f.constant(outElement, "0.0"), outElement, empty, outType));
  }
  std::string region;
  Body body(f, region, outElement);
  SmallVector<std::string> in;
  std::string header = "    ^bb0(";
  for (auto [i, operand] : llvm::enumerate(operands)) {
    std::string name = "%in" + std::to_string(i);
    header += formatv("{0}: {1}, ", name, elementTypeName(operand.type)).str();
    if (isFloat(operand.type))
      in.push_back(body.convert(name, elementTypeName(operand.type)));
    else
      in.push_back(name);
  }
  header += formatv("%out: {0}):\n", outElement).str();
  std::string value;
  if (gather) {
    // out[t, h] = table[ids[t], h]
    std::string row = body.op(formatv("arith.index_cast {0} : i64 to index", in.front()));
    std::string col = body.op("linalg.index 1 : index");
    value = body.convert(body.op(formatv("tensor.extract {0}[{1}, {2}] : {3}", table, row, col,
                                         tableType)),
                         elementTypeName(op.inputs.back().type));
  } else if (op.kind == MemoryKind::Scatter) {
    // out[v, h] += (ids[t] == v) ? dy[t, h] : 0
    std::string row = body.op(formatv("arith.index_cast {0} : i64 to index", in.front()));
    std::string v = body.op("linalg.index 0 : index");
    std::string hit = body.op(formatv("arith.cmpi eq, {0}, {1} : index", row, v));
    std::string picked = body.op(formatv("arith.select {0}, {1}, {2} : {3}", hit, in[1],
                                         body.constant("0.0"), outElement));
    value = body.op(formatv("arith.addf %out, {0} : {1}", picked, outElement));
  } else if (reduces) {
    // out += the inputs' product (a gradient's dot product) or sum.
    ElementwiseFn combine =
        op.fn == ElementwiseFn::Mul && in.size() > 1 ? ElementwiseFn::Mul : ElementwiseFn::Add;
    value = body.op(
        formatv("arith.addf %out, {0} : {1}", elementwise(body, combine, in), outElement));
  } else {
    value = elementwise(body, op.fn, in);
  }
  std::string insText = args.empty() ? "" : formatv(" ins({0} : {1})", join(args, ", "), join(types, ", ")).str();
  // A strided kernel whose maps do not transpose (a broadcast or widened
  // operand) is marked, so that the IR prices it as the importer does.
  bool transposes = llvm::any_of(operands, [](const OperandSpec &in) {
    return !llvm::is_sorted(in.loops);
  });
  std::string marks =
      op.kind == MemoryKind::Strided && !transposes ? formatv(", {0}", kUnvectorizedAttr).str() : "";
  if (op.rowKernel)
    marks += formatv(", {0}", kRowKernelAttr).str();
  f.line(formatv("{0} = linalg.generic {{indexing_maps = [{1}], iterator_types = [{2}]}{3} "
                 "outs({4} : {5}) attrs = {{dimtune.role = \"{6}\", dimtune.pass = \"{7}\", "
                 "dimtune.kernel = \"{8}\"{13}} {{\n{9}{10}      linalg.yield {11} : {12}\n    } -> {5}",
                 result, join(maps, ", "), join(iterators, ", "), insText, init, outType, op.role,
                 op.pass, op.name, header, region, value, outElement, marks));
  f.result(result, outType);
}

//===----------------------------------------------------------------------===//
// Attention
//===----------------------------------------------------------------------===//

namespace {

/// A contraction of two 4-D operands over five loops (b, h and three of
/// i, j, d), as a linalg.generic with the transposes in its maps.
std::string contraction(FunctionText &f, const std::string &a, const std::string &aType,
                        ArrayRef<unsigned> aDims, const std::string &b, const std::string &bType,
                        ArrayRef<unsigned> bDims, ArrayRef<int64_t> outShape, StringRef element,
                        StringRef role, StringRef pass) {
  std::string outType = tensorType(outShape, element);
  std::string fill = f.zeros(outType, element), result = f.fresh("r");
  f.line(formatv("{0} = linalg.generic {{indexing_maps = [{1}, {2}, {3}], iterator_types = "
                 "[\"parallel\", \"parallel\", \"parallel\", \"parallel\", \"reduction\"]} "
                 "ins({4}, {5} : {6}, {7}) outs({8} : {9}) attrs = {{dimtune.role = \"{10}\", "
                 "dimtune.pass = \"{11}\"} {{\n    ^bb0(%x: {12}, %y: {12}, %acc: {12}):\n"
                 "      %p = arith.mulf %x, %y : {12}\n      %s = arith.addf %acc, %p : {12}\n"
                 "      linalg.yield %s : {12}\n    } -> {9}",
                 result, affineMap(5, aDims), affineMap(5, bDims), affineMap(5, {0, 1, 2, 3}), a, b,
                 aType, bType, fill, outType, role, pass, element));
  return result;
}

} // namespace

void writeAttention(FunctionText &f, const AttentionSpec &spec) {
  const AttentionKey &k = spec.key;
  StringRef el = elementTypeName(k.type);
  int64_t B = k.batch, H = k.heads, KV = k.kvHeads, S = k.qLen, T = k.kvLen, D = k.headDim,
          E = k.vHeadDim, G = H / KV;
  std::string qType = tensorType({B, H, S, D}, el), kType = tensorType({B, KV, T, D}, el);
  std::string vType = tensorType({B, KV, T, E}, el), sType = tensorType({B, H, S, T}, el);
  std::string q = f.argument(qType), key = f.argument(kType), value = f.argument(vType);
  // Grouped-query: K and V broadcast to the query heads, as frontends write
  // repeat_kv; a fused kernel reads them per group instead.
  auto toHeads = [&](const std::string &x, int64_t dim) {
    if (G == 1)
      return x;
    std::string wide = tensorType({B, KV, G, T, dim}, el), e = f.fresh("e"), b = f.fresh("bc"),
                c = f.fresh("kv");
    f.line(formatv("{0} = tensor.empty() : {1}", e, wide));
    f.line(formatv("{0} = linalg.broadcast ins({1} : {2}) outs({3} : {4}) dimensions = [2]", b, x,
                   tensorType({B, KV, T, dim}, el), e, wide));
    f.line(formatv("{0} = tensor.collapse_shape {1} [[0], [1, 2], [3], [4]] : {2} into {3}", c, b,
                   wide, tensorType({B, H, T, dim}, el)));
    return c;
  };
  std::string kh = toHeads(key, D), vh = toHeads(value, E);
  std::string khType = tensorType({B, H, T, D}, el), vhType = tensorType({B, H, T, E}, el);
  // Loops (b, h, i, j, d): scores S[b,h,i,j] = sum_d Q[b,h,i,d] K[b,h,j,d].
  std::string scores = contraction(f, q, qType, {0, 1, 2, 4}, kh, khType, {0, 1, 3, 4},
                                   {B, H, S, T}, el, "attn_score", "fwd");
  // Scale, and mask: causal (j > i) from the loop indices, or a mask tensor.
  std::string masked = f.fresh("m"), e = f.fresh("e");
  f.line(formatv("{0} = tensor.empty() : {1}", e, sType));
  std::string scale = f.constant(el, formatv("{0:e}", 1.0 / std::sqrt(double(D))).str());
  // -inf: what a masked score becomes before the softmax.
  auto minusInfinity = [&] {
    return f.constant(el, k.type == ElementType::F32   ? "0xFF800000"
                          : k.type == ElementType::F16 ? "0xFC00"
                                                       : "0xFF80");
  };
  if (k.explicitMask) {
    std::string maskType = tensorType({B, S, T}, "i1"), mask = f.argument(maskType);
    f.line(formatv("{0} = linalg.generic {{indexing_maps = [{1}, {2}, {1}], iterator_types = "
                   "[\"parallel\", \"parallel\", \"parallel\", \"parallel\"]} ins({3}, {4} : {5}, "
                   "{6}) outs({7} : {5}) {{\n    ^bb0(%s: {8}, %keep: i1, %o: {8}):\n"
                   "      %x = arith.mulf %s, {9} : {8}\n      %y = arith.select %keep, %x, {10} : {8}\n"
                   "      linalg.yield %y : {8}\n    } -> {5}",
                   masked, affineMap(4, {0, 1, 2, 3}), affineMap(4, {0, 2, 3}), scores, mask, sType,
                   maskType, e, el, scale, minusInfinity()));
  } else if (!k.causal) {
    // Decode: one query over the cache, scaled, nothing masked.
    f.line(formatv("{0} = linalg.generic {{indexing_maps = [{1}, {1}], iterator_types = "
                   "[\"parallel\", \"parallel\", \"parallel\", \"parallel\"]} ins({2} : {3}) "
                   "outs({4} : {3}) {{\n    ^bb0(%s: {5}, %o: {5}):\n      %x = arith.mulf %s, {6} "
                   ": {5}\n      linalg.yield %x : {5}\n    } -> {3}",
                   masked, affineMap(4, {0, 1, 2, 3}), scores, sType, e, el, scale));
  } else {
    f.line(formatv("{0} = linalg.generic {{indexing_maps = [{1}, {1}], iterator_types = "
                   "[\"parallel\", \"parallel\", \"parallel\", \"parallel\"]} ins({2} : {3}) "
                   "outs({4} : {3}) {{\n    ^bb0(%s: {5}, %o: {5}):\n      %i = linalg.index 2 : "
                   "index\n      %j = linalg.index 3 : index\n      %future = arith.cmpi ugt, %j, "
                   "%i : index\n      %x = arith.mulf %s, {6} : {5}\n      %y = arith.select "
                   "%future, {7}, %x : {5}\n      linalg.yield %y : {5}\n    } -> {3}",
                   masked, affineMap(4, {0, 1, 2, 3}), scores, sType, e, el, scale, minusInfinity()));
  }
  std::string probs = f.fresh("p"), pe = f.fresh("e");
  f.line(formatv("{0} = tensor.empty() : {1}", pe, sType));
  f.line(formatv("{0} = linalg.softmax dimension(3) ins({1} : {2}) outs({3} : {2}) -> {2}", probs,
                 masked, sType, pe));
  // Loops (b, h, i, e, j): O[b,h,i,e] = sum_j P[b,h,i,j] V[b,h,j,e].
  std::string out = contraction(f, probs, sType, {0, 1, 2, 4}, vh, vhType, {0, 1, 4, 3},
                                {B, H, S, E}, el, "attn_context", "fwd");
  f.result(out, tensorType({B, H, S, E}, el));
  if (!spec.training)
    return;
  std::string oType = tensorType({B, H, S, E}, el), dOut = f.argument(oType);
  // dP[b,h,i,j] = sum_e dO[b,h,i,e] V[b,h,j,e]; loops (b, h, i, j, e).
  std::string dP = contraction(f, dOut, oType, {0, 1, 2, 4}, vh, vhType, {0, 1, 3, 4},
                               {B, H, S, T}, el, "attn_context", "dgrad");
  // dV[b,h,j,e] = sum_i P[b,h,i,j] dO[b,h,i,e]; loops (b, h, j, e, i).
  std::string dV = contraction(f, probs, sType, {0, 1, 4, 2}, dOut, oType, {0, 1, 4, 3},
                               {B, H, T, E}, el, "attn_context", "wgrad");
  // The softmax's backward: dS = P * (dP - sum_j P dP) * scale.
  std::string rowType = tensorType({B, H, S}, el), rz = f.zeros(rowType, el), rows = f.fresh("rs");
  f.line(formatv("{0} = linalg.generic {{indexing_maps = [{1}, {1}, {2}], iterator_types = "
                 "[\"parallel\", \"parallel\", \"parallel\", \"reduction\"]} ins({3}, {4} : {5}, {5}) "
                 "outs({6} : {7}) {{\n    ^bb0(%p: {8}, %dp: {8}, %acc: {8}):\n      %x = arith.mulf "
                 "%p, %dp : {8}\n      %s = arith.addf %acc, %x : {8}\n      linalg.yield %s : {8}\n"
                 "    } -> {7}",
                 rows, affineMap(4, {0, 1, 2, 3}), affineMap(4, {0, 1, 2}), probs, dP, sType, rz,
                 rowType, el));
  std::string dS = f.fresh("ds"), de = f.fresh("e");
  f.line(formatv("{0} = tensor.empty() : {1}", de, sType));
  f.line(formatv("{0} = linalg.generic {{indexing_maps = [{1}, {1}, {2}, {1}], iterator_types = "
                 "[\"parallel\", \"parallel\", \"parallel\", \"parallel\"]} ins({3}, {4}, {5} : {6}, "
                 "{6}, {7}) outs({8} : {6}) {{\n    ^bb0(%p: {9}, %dp: {9}, %r: {9}, %o: {9}):\n"
                 "      %d = arith.subf %dp, %r : {9}\n      %x = arith.mulf %p, %d : {9}\n"
                 "      %y = arith.mulf %x, {10} : {9}\n      linalg.yield %y : {9}\n    } -> {6}",
                 dS, affineMap(4, {0, 1, 2, 3}), affineMap(4, {0, 1, 2}), probs, dP, rows, sType,
                 rowType, de, el, scale));
  // dQ[b,h,i,d] = sum_j dS[b,h,i,j] K[b,h,j,d]; loops (b, h, i, d, j).
  std::string dQ = contraction(f, dS, sType, {0, 1, 2, 4}, kh, khType, {0, 1, 4, 3}, {B, H, S, D},
                               el, "attn_score", "dgrad");
  // dK[b,h,j,d] = sum_i dS[b,h,i,j] Q[b,h,i,d]; loops (b, h, j, d, i).
  std::string dK = contraction(f, dS, sType, {0, 1, 4, 2}, q, qType, {0, 1, 4, 3}, {B, H, T, D}, el,
                               "attn_score", "wgrad");
  f.result(dQ, qType);
  // Grouped-query: the K and V gradients summed over each group's heads.
  auto toGroups = [&](const std::string &x, int64_t dim) {
    std::string full = tensorType({B, H, T, dim}, el);
    if (G == 1) {
      f.result(x, full);
      return;
    }
    std::string wide = tensorType({B, KV, G, T, dim}, el), narrow = tensorType({B, KV, T, dim}, el);
    std::string ex = f.fresh("g");
    f.line(formatv("{0} = tensor.expand_shape {1} [[0], [1, 2], [3], [4]] output_shape [{2}, {3}, "
                   "{4}, {5}, {6}] : {7} into {8}",
                   ex, x, B, KV, G, T, dim, full, wide));
    std::string gz = f.zeros(narrow, el), sum = f.fresh("gs");
    f.line(formatv("{0} = linalg.reduce ins({1} : {2}) outs({3} : {4}) dimensions = [2]\n"
                   "      (%x: {5}, %acc: {5}) {{\n        %s = arith.addf %x, %acc : {5}\n"
                   "        linalg.yield %s : {5}\n      }",
                   sum, ex, wide, gz, narrow, el));
    f.result(sum, narrow);
  };
  toGroups(dK, D);
  toGroups(dV, E);
}

} // namespace dimtune
