//===- fuzz_attention_chains.cpp - findAttention on chains from bytes -----===//
//
// The bytes choose an attention chain: its form (4-D generics in [b, h, s, d]
// and [b, s, h, d], a group loop K and V lack, 3-D batch_matmul over b*h,
// linalg.contract, 2-D matmul), its sizes, mask (causal in several comparison
// forms, a tensor, a bias), softmax (named or decomposed), K/V grouping,
// scale, extra ops, dropout, backward, and one rule to break or none; or, in
// the wild mode, every operand's axes, the softmax's dim and the mask's
// comparison at random. The chain is written as linalg on tensors twice: each
// op's loops in order, then permuted with the products' operands swapped.
// findAttention runs on both. Properties:
//   - no crash or sanitizer report;
//   - every match is modelled (its extents, K/V heads dividing the heads),
//     holds its score and PV, and no op twice;
//   - both writings give the same problems and absorb as many ops (loop
//     order and operand order are not what a chain computes);
//   - a chain that breaks no rule is read, once, as what was written; one
//     that breaks a rule is not read as the attention it is not, and a
//     remark says why.
//
//===----------------------------------------------------------------------===//

#include "FuzzSupport.h"

#include "dimtune/Analysis/AttentionExtraction.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/Diagnostics.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/Parser/Parser.h"

#include "llvm/ADT/DenseSet.h"
#include "llvm/ADT/STLExtras.h"

#include <algorithm>
#include <functional>
#include <map>
#include <optional>
#include <random>
#include <string>
#include <vector>

using namespace mlir;

namespace {

//===----------------------------------------------------------------------===//
// The bytes
//===----------------------------------------------------------------------===//

class Bytes {
public:
  Bytes(const uint8_t *data, size_t size) : data(data), size(size) {}
  uint8_t next() { return pos < size ? data[pos++] : 0; }
  template <typename T>
  T pick(std::initializer_list<T> options) {
    return options.begin()[next() % options.size()];
  }
  bool chance(unsigned outOf) { return next() % outOf == 0; }
  uint32_t seed() {
    uint32_t s = 0;
    for (int i = 0; i < 4; ++i)
      s = s << 8 | next();
    return s;
  }

private:
  const uint8_t *data;
  size_t size, pos = 0;
};

//===----------------------------------------------------------------------===//
// Writing IR: tensors as strings of axes, ops over named loops
//===----------------------------------------------------------------------===//

// Axes: b batch, h heads, k kv heads, g group, i queries, j keys, d head dim,
// e value head dim, B b*h, K b*kv.
using Axes = std::string;
using Sizes = std::map<char, int64_t>;

struct Val {
  std::string name;
  Axes axes;
  std::string type; ///< Element type.
};

bool has(const Axes &axes, char axis) { return axes.find(axis) != Axes::npos; }

class Writer;

/// A linalg region: block arguments, ops, loop indices by axis.
struct Body {
  Writer &w;
  Axes loops;
  std::vector<std::string> args;
  std::string out, lines;
  std::string op(const std::string &text);
  std::string index(char axis) {
    return op("linalg.index " + std::to_string(loops.find(axis)) + " : index");
  }
  std::string mul(std::string a, std::string b, const std::string &type);
  std::string add(std::string a, std::string b, const std::string &type);
};

enum class ProductKind { Generic, Contract, BatchMatmul, Matmul };

class Writer {
public:
  Writer(Sizes sizes, std::string type, uint32_t seed, bool scramble)
      : sizes(std::move(sizes)), type(std::move(type)), rng(seed), scramble(scramble) {}

  Sizes sizes;
  std::string type;
  std::mt19937 rng;
  bool scramble;

  std::string fresh() { return "%v" + std::to_string(counter++); }
  bool coin() { return scramble && (rng() & 1); }

  std::string tensor(const Axes &axes, const std::string &element = "") const {
    std::string t = "tensor<";
    for (char a : axes)
      t += std::to_string(sizes.at(a)) + "x";
    return t + (element.empty() ? type : element) + ">";
  }
  Val arg(const Axes &axes, const std::string &element = "") {
    Val v{fresh(), axes, element.empty() ? type : element};
    args.push_back(v);
    return v;
  }
  std::string constant(const std::string &text, const std::string &element = "") {
    std::string t = element.empty() ? type : element;
    auto [it, inserted] = constants.try_emplace(text + ":" + t, "");
    if (inserted) {
      it->second = fresh();
      lines += "  " + it->second + " = arith.constant " + text + " : " + t + "\n";
    }
    return it->second;
  }
  Val empty(const Axes &axes) {
    Val v{fresh(), axes, type};
    lines += "  " + v.name + " = tensor.empty() : " + tensor(axes) + "\n";
    return v;
  }
  Val fill(const Axes &axes, const std::string &value) {
    Val e = empty(axes);
    Val v{fresh(), axes, type};
    lines += "  " + v.name + " = linalg.fill ins(" + constant(value) + " : " + type + ") outs(" +
             e.name + " : " + tensor(axes) + ") -> " + tensor(axes) + "\n";
    return v;
  }
  std::string map(const Axes &loops, const Axes &axes) const {
    std::string m = "affine_map<(";
    for (size_t l = 0; l < loops.size(); ++l)
      m += (l ? ", d" : "d") + std::to_string(l);
    m += ") -> (";
    for (size_t a = 0; a < axes.size(); ++a)
      m += (a ? ", d" : "d") + std::to_string(loops.find(axes[a]));
    return m + ")>";
  }
  Axes loopsOf(const std::vector<Val> &ins, const Axes &out) {
    Axes loops;
    for (const Val &v : ins)
      for (char a : v.axes)
        if (!has(loops, a))
          loops += a;
    for (char a : out)
      if (!has(loops, a))
        loops += a;
    if (scramble)
      std::shuffle(loops.begin(), loops.end(), rng);
    return loops;
  }

  Val generic(const std::vector<Val> &ins, const Axes &out, const Val &init,
              const std::function<std::string(Body &)> &body, const std::string &loc = "") {
    Axes loops = loopsOf(ins, out);
    std::string maps, iterators, inNames, inTypes, header;
    Body b{*this, loops, {}, fresh(), ""};
    for (const Val &v : ins) {
      maps += map(loops, v.axes) + ", ";
      inNames += (inNames.empty() ? "" : ", ") + v.name;
      inTypes += (inTypes.empty() ? "" : ", ") + tensor(v.axes, v.type);
      b.args.push_back(fresh());
      header += b.args.back() + ": " + v.type + ", ";
    }
    maps += map(loops, out);
    for (char l : loops)
      iterators += std::string(iterators.empty() ? "" : ", ") +
                   (has(out, l) ? "\"parallel\"" : "\"reduction\"");
    std::string result = body(b);
    Val v{fresh(), out, type};
    lines += "  " + v.name + " = linalg.generic {indexing_maps = [" + maps +
             "], iterator_types = [" + iterators + "]} ins(" + inNames + " : " + inTypes +
             ") outs(" + init.name + " : " + tensor(out) + ") {\n  ^bb0(" + header + b.out +
             ": " + type + "):\n" + b.lines + "    linalg.yield " + result + " : " + type +
             "\n  } -> " + tensor(out) + location(loc) + "\n";
    return v;
  }
  Val elementwise(const std::vector<Val> &ins, const std::function<std::string(Body &)> &body) {
    return generic(ins, ins.front().axes, empty(ins.front().axes), body);
  }

  /// out = sum a * b over what a and b share and out lacks.
  Val product(ProductKind kind, Val a, Val b, const Axes &out, const std::string &loc = "") {
    // linalg.contract reduces over something, and only over what both
    // operands have.
    bool contracts = false;
    for (char x : a.axes + b.axes)
      if (!has(out, x)) {
        contracts = true;
        if (!(has(a.axes, x) && has(b.axes, x)))
          kind = kind == ProductKind::Contract ? ProductKind::Generic : kind;
      }
    if (!contracts && kind == ProductKind::Contract)
      kind = ProductKind::Generic;
    bool free = kind == ProductKind::Generic || kind == ProductKind::Contract;
    if (free && coin())
      std::swap(a, b);
    Val init = fill(out, "0.0");
    if (kind == ProductKind::Generic)
      return generic({a, b}, out, init, [&](Body &bd) {
        return bd.add(bd.mul(bd.args[0], bd.args[1], type), bd.out, type);
      }, loc);
    Axes loops;
    if (kind == ProductKind::Contract) {
      loops = loopsOf({a, b}, out);
    } else { // batch_matmul (batch, m, n, k), matmul (m, n, k): fixed loops
      Axes batch, m, n, k;
      for (char x : out)
        (has(a.axes, x) && has(b.axes, x) ? batch : has(a.axes, x) ? m : n) += x;
      for (char x : a.axes)
        if (has(b.axes, x) && !has(out, x))
          k += x;
      loops = batch + m + n + k;
    }
    const char *op = kind == ProductKind::Contract      ? "linalg.contract"
                     : kind == ProductKind::BatchMatmul ? "linalg.batch_matmul"
                                                        : "linalg.matmul";
    Val v{fresh(), out, type};
    lines += "  " + v.name + " = " + op + " indexing_maps = [" + map(loops, a.axes) + ", " +
             map(loops, b.axes) + ", " + map(loops, out) + "] ins(" + a.name + ", " + b.name +
             " : " + tensor(a.axes) + ", " + tensor(b.axes) + ") outs(" + init.name + " : " +
             tensor(out) + ") -> " + tensor(out) + location(loc) + "\n";
    return v;
  }

  Val broadcast(const Val &v, const Axes &axes, const Axes &added) {
    Val e = empty(axes);
    std::string dims;
    for (char a : added)
      dims += (dims.empty() ? "" : ", ") + std::to_string(axes.find(a));
    Val r{fresh(), axes, v.type};
    lines += "  " + r.name + " = linalg.broadcast ins(" + v.name + " : " + tensor(v.axes) +
             ") outs(" + e.name + " : " + tensor(axes) + ") dimensions = [" + dims + "]\n";
    return r;
  }
  /// Collapses (groups: each result axis's source axes) or expands (groups:
  /// each source axis's result axes).
  Val reshape(const Val &v, const Axes &axes, const std::vector<Axes> &groups, bool collapse) {
    const Axes &indexed = collapse ? v.axes : axes;
    std::string reassociation = "[";
    for (const Axes &g : groups) {
      reassociation += reassociation.size() > 1 ? ", [" : "[";
      for (size_t i = 0; i < g.size(); ++i)
        reassociation += (i ? ", " : "") + std::to_string(indexed.find(g[i]));
      reassociation += "]";
    }
    reassociation += "]";
    Val r{fresh(), axes, v.type};
    if (collapse) {
      lines += "  " + r.name + " = tensor.collapse_shape " + v.name + " " + reassociation +
               " : " + tensor(v.axes) + " into " + tensor(axes) + "\n";
    } else {
      std::string shape;
      for (char a : axes)
        shape += (shape.empty() ? "" : ", ") + std::to_string(sizes.at(a));
      lines += "  " + r.name + " = tensor.expand_shape " + v.name + " " + reassociation +
               " output_shape [" + shape + "] : " + tensor(v.axes) + " into " + tensor(axes) +
               "\n";
    }
    return r;
  }
  Val softmax(const Val &s, char over) {
    Val e = empty(s.axes);
    Val r{fresh(), s.axes, type};
    lines += "  " + r.name + " = linalg.softmax dimension(" + std::to_string(s.axes.find(over)) +
             ") ins(" + s.name + " : " + tensor(s.axes) + ") outs(" + e.name + " : " +
             tensor(s.axes) + ") -> " + tensor(s.axes) + "\n";
    return r;
  }
  Val reduceSum(const Val &v, char axis) {
    Axes narrow = v.axes;
    narrow.erase(narrow.find(axis), 1);
    Val init = fill(narrow, "0.0");
    Val r{fresh(), narrow, type};
    std::string x = fresh(), acc = fresh(), sum = fresh();
    lines += "  " + r.name + " = linalg.reduce ins(" + v.name + " : " + tensor(v.axes) +
             ") outs(" + init.name + " : " + tensor(narrow) + ") dimensions = [" +
             std::to_string(v.axes.find(axis)) + "]\n    (" + x + ": " + type + ", " + acc +
             ": " + type + ") {\n      " + sum + " = arith.addf " + x + ", " + acc + " : " +
             type + "\n      linalg.yield " + sum + " : " + type + "\n    }\n";
    return r;
  }

  std::string function(const std::vector<Val> &results) {
    std::vector<Val> ordered = args;
    if (scramble)
      std::shuffle(ordered.begin(), ordered.end(), rng);
    std::string sig, types, names;
    for (const Val &a : ordered)
      sig += (sig.empty() ? "" : ", ") + a.name + ": " + tensor(a.axes, a.type);
    for (const Val &r : results) {
      types += (types.empty() ? "" : ", ") + tensor(r.axes, r.type);
      names += (names.empty() ? "" : ", ") + r.name;
    }
    return "func.func @chain(" + sig + ") -> (" + types + ") {\n" + lines + "  return " + names +
           " : " + types + "\n}\n";
  }

private:
  static std::string location(const std::string &loc) {
    return loc.empty() ? "" : " loc(\"" + loc + "\")";
  }
  std::vector<Val> args;
  std::map<std::string, std::string> constants;
  std::string lines;
  int counter = 0;
  friend struct Body;
};

std::string Body::op(const std::string &text) {
  std::string name = w.fresh();
  lines += "    " + name + " = " + text + "\n";
  return name;
}
std::string Body::mul(std::string a, std::string b, const std::string &type) {
  if (w.coin())
    std::swap(a, b);
  return op("arith.mulf " + a + ", " + b + " : " + type);
}
std::string Body::add(std::string a, std::string b, const std::string &type) {
  if (w.coin())
    std::swap(a, b);
  return op("arith.addf " + a + ", " + b + " : " + type);
}

//===----------------------------------------------------------------------===//
// Chains
//===----------------------------------------------------------------------===//

enum class Form { Generic, Bshd, Implicit, ImplicitBshd, Bmm, Contract, Matmul };
enum class Mask { None, Causal, Tensor, Bias };
/// The rule a chain breaks. Non-causal index comparisons are read as an
/// explicit mask; a batch broadcast as K/V ungrouped; the rest not at all.
enum class Mutation {
  None,
  SoftmaxOverQueries,
  SoftmaxOverHeads,
  MaskOffset,
  MaskDiagonal,
  MaskPast,
  MaskBatchHead,
  BatchBroadcast,
  SecondProduct,
  PvOverHeads,
  KvHeadsDiffer,
};

struct Spec {
  Form form = Form::Generic;
  std::string type = "bf16";
  int64_t B = 1, KV = 1, G = 1, S = 1, T = 1, D = 64, E = 64;
  Mask mask = Mask::None;
  unsigned causalForm = 0, softmax = 0, scale = 0, extra = 0;
  bool dropout = false, training = false;
  Mutation mutation = Mutation::None;
  bool wild = false;
  /// The wild mode's own choices: each operand's axes and the comparison.
  Axes q, k, s, v, o;
  char over = 'j', lhs = 'j', rhs = 'i';
  unsigned predicate = 0;
  bool broadcastKey = false;
};

struct Layout {
  Axes q, k, v, s, o;
  char head;
};

bool grouped(const Spec &spec) { return spec.G > 1 && spec.form != Form::Implicit &&
                                        spec.form != Form::ImplicitBshd; }

/// How each form writes a chain: its operands' axes and the op its products are.
struct FormInfo {
  Form form;
  Layout layout;
  ProductKind kind;
};
const FormInfo kForms[] = {
    {Form::Generic, {"bhid", "bhjd", "bhje", "bhij", "bhie", 'h'}, ProductKind::Generic},
    {Form::Bshd, {"bihd", "bjhd", "bjhe", "bhij", "bihe", 'h'}, ProductKind::Generic},
    {Form::Implicit, {"bkgid", "bkjd", "bkje", "bkgij", "bkgie", 'k'}, ProductKind::Generic},
    {Form::ImplicitBshd, {"bikgd", "bjkd", "bjke", "bkgij", "bikge", 'k'}, ProductKind::Generic},
    {Form::Bmm, {"Bid", "Bjd", "Bje", "Bij", "Bie", 'B'}, ProductKind::BatchMatmul},
    {Form::Contract, {"bhid", "bhjd", "bhje", "bhij", "bhie", 'h'}, ProductKind::Contract},
    {Form::Matmul, {"id", "jd", "je", "ij", "ie", 0}, ProductKind::Matmul},
};

const FormInfo &infoOf(Form form) {
  return *llvm::find_if(kForms, [&](const FormInfo &f) { return f.form == form; });
}

Layout layoutOf(const Spec &spec) { return infoOf(spec.form).layout; }

ProductKind kindOf(Form form) { return infoOf(form).kind; }

bool mutationApplies(const Spec &spec) {
  bool heads4 = spec.form == Form::Generic || spec.form == Form::Bshd || spec.form == Form::Contract;
  switch (spec.mutation) {
  case Mutation::None:
  case Mutation::SecondProduct:
    return true;
  case Mutation::SoftmaxOverQueries:
    return spec.S > 1;
  case Mutation::SoftmaxOverHeads:
  case Mutation::PvOverHeads:
    return heads4;
  case Mutation::MaskOffset:
  case Mutation::MaskDiagonal:
  case Mutation::MaskPast:
    return spec.mask == Mask::None && spec.S > 1;
  case Mutation::MaskBatchHead:
    return spec.mask == Mask::None && heads4;
  case Mutation::BatchBroadcast:
    return heads4 && spec.B > 1 && !grouped(spec);
  case Mutation::KvHeadsDiffer:
    return grouped(spec) && spec.form != Form::Matmul;
  }
  return false;
}

Spec readSpec(Bytes &bytes) {
  Spec spec;
  spec.wild = bytes.chance(4);
  spec.form = bytes.pick({Form::Generic, Form::Bshd, Form::Implicit, Form::ImplicitBshd, Form::Bmm,
                          Form::Contract, Form::Matmul});
  spec.type = bytes.pick<const char *>({"bf16", "f16", "f32"});
  bool decode = bytes.chance(6);
  spec.B = bytes.pick<int64_t>({1, 2, 3, 4});
  spec.KV = bytes.pick<int64_t>({1, 2, 4});
  spec.G = bytes.pick<int64_t>({1, 2, 4, 7});
  if ((spec.form == Form::Implicit || spec.form == Form::ImplicitBshd) && spec.G == 1)
    spec.G = 2;
  if (spec.form == Form::Matmul)
    spec.B = spec.KV = spec.G = 1;
  spec.S = decode ? 1 : bytes.pick<int64_t>({16, 64, 128, 1000});
  spec.T = decode ? bytes.pick<int64_t>({65, 257, 2049}) : bytes.chance(4) ? 64 : spec.S;
  spec.D = bytes.pick<int64_t>({32, 64, 80, 128, 256});
  spec.E = bytes.chance(5) ? 128 : spec.D;
  spec.mask = decode ? Mask::None : bytes.pick({Mask::None, Mask::Causal, Mask::Tensor, Mask::Bias});
  spec.causalForm = bytes.next() % 7;
  spec.softmax = bytes.next() % 4;
  spec.scale = decode ? 1 : bytes.next() % 3;
  spec.dropout = !decode && bytes.chance(6);
  spec.extra = bytes.pick<unsigned>({0, 0, 0, 1, 3, 12});
  spec.training = !decode && bytes.chance(3);
  spec.mutation = bytes.chance(2) ? Mutation::None
                                  : Mutation(1 + bytes.next() % unsigned(Mutation::KvHeadsDiffer));
  if (!mutationApplies(spec))
    spec.mutation = Mutation::None;
  if (spec.mutation != Mutation::None)
    spec.training = false;
  if (spec.wild) {
    // Any axes for each operand (a loop in no operand cannot be written).
    auto subset = [&](const Axes &all) {
      Axes axes;
      for (char a : all)
        if (!bytes.chance(4))
          axes += a;
      std::shuffle(axes.begin(), axes.end(), std::mt19937(bytes.next()));
      return axes.empty() ? Axes(1, all.back()) : axes;
    };
    spec.form = bytes.chance(2) ? Form::Generic : Form::Contract;
    spec.q = subset("bhid");
    spec.k = subset("bhjd");
    Axes both = spec.q;
    for (char a : spec.k)
      if (!has(both, a))
        both += a;
    spec.s = subset(both);
    spec.v = subset("bhje");
    spec.over = spec.s[bytes.next() % spec.s.size()];
    Axes pv = spec.s;
    for (char a : spec.v)
      if (!has(pv, a))
        pv += a;
    spec.o = subset(pv);
    spec.lhs = spec.s[bytes.next() % spec.s.size()];
    spec.rhs = spec.s[bytes.next() % spec.s.size()];
    spec.predicate = bytes.next() % 10;
    spec.broadcastKey = bytes.chance(3) && spec.k.size() > 1;
    spec.mutation = Mutation::None;
  }
  return spec;
}

Sizes sizesOf(const Spec &spec) {
  int64_t H = spec.KV * spec.G;
  return {{'b', spec.B}, {'h', H},      {'k', spec.KV},          {'g', spec.G},
          {'i', spec.S}, {'j', spec.T}, {'d', spec.D},           {'e', spec.E},
          {'B', spec.B * H}, {'K', spec.B * spec.KV}};
}

/// K or V [.., kv, ..] broadcast over each group, collapsed into the heads.
Val groupedOperand(Writer &w, const Axes &axes) {
  char head = has(axes, 'B') ? 'B' : 'h', kv = head == 'B' ? 'K' : 'k';
  Axes source, wide;
  std::vector<Axes> groups;
  for (char a : axes) {
    source += a == head ? kv : a;
    wide += a == head ? std::string{kv, 'g'} : std::string(1, a);
    groups.push_back(a == head ? std::string{kv, 'g'} : std::string(1, a));
  }
  Val b = w.broadcast(w.arg(source), wide, "g");
  return w.reshape(b, axes, groups, /*collapse=*/true);
}

Val withoutBatch(Writer &w, const Axes &axes) {
  Axes source = axes;
  source.erase(source.find('b'), 1);
  return w.broadcast(w.arg(source), axes, "b");
}

std::string minusInfinity(const std::string &type) {
  return type == "f32" ? "0xFF800000" : type == "f16" ? "0xFC00" : "0xFF80";
}

/// The index comparison `lhs pred rhs` masked to -inf.
std::string compareMask(Body &b, char lhs, char rhs, const char *predicate, bool keepWhereTrue,
                        const std::string &x, const std::string &ninf, const std::string &type) {
  std::string l = b.index(lhs), r = b.index(rhs);
  std::string c = b.op(std::string("arith.cmpi ") + predicate + ", " + l + ", " + r + " : index");
  return keepWhereTrue ? b.op("arith.select " + c + ", " + x + ", " + ninf + " : " + type)
                       : b.op("arith.select " + c + ", " + ninf + ", " + x + " : " + type);
}

std::string causalMask(Body &b, unsigned form, const std::string &x, const std::string &ninf,
                       const std::string &zero, const std::string &type) {
  switch (form % 7) {
  case 0:
    return compareMask(b, 'j', 'i', "ugt", false, x, ninf, type);
  case 1:
    return compareMask(b, 'i', 'j', "ult", false, x, ninf, type);
  case 2:
    return compareMask(b, 'j', 'i', "sgt", false, x, ninf, type);
  case 3:
    return compareMask(b, 'j', 'i', "ule", true, x, ninf, type);
  case 4:
    return compareMask(b, 'i', 'j', "uge", true, x, ninf, type);
  case 5: {
    std::string i = b.op("arith.index_cast " + b.index('i') + " : index to i64");
    std::string j = b.op("arith.index_cast " + b.index('j') + " : index to i64");
    std::string c = b.op("arith.cmpi sgt, " + j + ", " + i + " : i64");
    return b.op("arith.select " + c + ", " + ninf + ", " + x + " : " + type);
  }
  default: {
    std::string c = b.op("arith.cmpi ugt, " + b.index('j') + ", " + b.index('i') + " : index");
    return b.add(x, b.op("arith.select " + c + ", " + ninf + ", " + zero + " : " + type), type);
  }
  }
}

std::string brokenMask(Body &b, Mutation m, const Axes &axes, const std::string &x,
                       const std::string &ninf, const std::string &type) {
  switch (m) {
  case Mutation::MaskOffset: {
    std::string off = b.op("arith.constant 4096 : index");
    std::string shifted = b.op("arith.addi " + b.index('i') + ", " + off + " : index");
    std::string c = b.op("arith.cmpi ugt, " + b.index('j') + ", " + shifted + " : index");
    return b.op("arith.select " + c + ", " + ninf + ", " + x + " : " + type);
  }
  case Mutation::MaskDiagonal:
    return compareMask(b, 'j', 'i', "eq", false, x, ninf, type);
  case Mutation::MaskPast:
    return compareMask(b, 'i', 'j', "ugt", false, x, ninf, type);
  default: // MaskBatchHead
    return compareMask(b, axes.front(), 'h', "eq", false, x, ninf, type);
  }
}

bool breaksMask(Mutation m) {
  return m == Mutation::MaskOffset || m == Mutation::MaskDiagonal || m == Mutation::MaskPast ||
         m == Mutation::MaskBatchHead;
}

Val scaleAndMask(Writer &w, const Spec &spec, Val s) {
  const std::string &t = w.type;
  std::string ninf = w.constant(minusInfinity(t)), zero = w.constant("0.0");
  if (spec.scale) {
    std::string factor = w.constant(spec.scale == 1 ? "0.125" : "8.0");
    const char *op = spec.scale == 1 ? "arith.mulf " : "arith.divf ";
    s = w.elementwise({s}, [&](Body &b) { return b.op(op + b.args[0] + ", " + factor + " : " + t); });
  }
  for (unsigned n = 0; n < spec.extra; ++n) {
    std::string one = w.constant("1.0");
    s = w.elementwise({s}, [&](Body &b) { return b.mul(b.args[0], one, t); });
  }
  if (spec.wild) {
    static const char *predicates[] = {"ugt", "ult", "sgt", "slt", "uge", "ule",
                                       "sge", "sle", "eq",  "ne"};
    return w.elementwise({s}, [&](Body &b) {
      return compareMask(b, spec.lhs, spec.rhs, predicates[spec.predicate], spec.predicate & 1,
                         b.args[0], ninf, t);
    });
  }
  if (breaksMask(spec.mutation))
    return w.elementwise({s}, [&](Body &b) {
      return brokenMask(b, spec.mutation, s.axes, b.args[0], ninf, t);
    });
  if (spec.mask == Mask::Causal)
    return w.elementwise({s}, [&](Body &b) {
      return causalMask(b, w.scramble ? w.rng() : spec.causalForm, b.args[0], ninf, zero, t);
    });
  if (spec.mask == Mask::None)
    return s;
  Axes maskAxes = std::string(has(s.axes, 'b') ? "b" : "") + "ij";
  Val mask = w.arg(maskAxes, spec.mask == Mask::Tensor ? "i1" : t);
  return w.generic({s, mask}, s.axes, w.empty(s.axes), [&](Body &b) {
    return spec.mask == Mask::Tensor
               ? b.op("arith.select " + b.args[1] + ", " + b.args[0] + ", " + ninf + " : " + t)
               : b.add(b.args[0], b.args[1], t);
  });
}

Val softmaxOf(Writer &w, const Spec &spec, const Val &s, char over) {
  const std::string &t = w.type;
  if (spec.softmax == 0)
    return w.softmax(s, over);
  Axes rows = s.axes;
  rows.erase(rows.find(over), 1);
  Val x = s;
  if (spec.softmax != 2) {
    Val max = w.generic({s}, rows, w.fill(rows, minusInfinity(t)), [&](Body &b) {
      return b.op("arith.maximumf " + b.args[0] + ", " + b.out + " : " + t);
    });
    x = w.generic({s, max}, s.axes, w.empty(s.axes), [&](Body &b) {
      return b.op("math.exp " + b.op("arith.subf " + b.args[0] + ", " + b.args[1] + " : " + t) +
                  " : " + t);
    });
  } else {
    x = w.elementwise({s}, [&](Body &b) { return b.op("math.exp " + b.args[0] + " : " + t); });
  }
  Val sum = w.generic({x}, rows, w.fill(rows, "0.0"),
                      [&](Body &b) { return b.add(b.args[0], b.out, t); });
  if (spec.softmax == 3) {
    std::string one = w.constant("1.0");
    Val inverse = w.elementwise(
        {sum}, [&](Body &b) { return b.op("arith.divf " + one + ", " + b.args[0] + " : " + t); });
    return w.generic({x, inverse}, s.axes, w.empty(s.axes),
                     [&](Body &b) { return b.mul(b.args[0], b.args[1], t); });
  }
  return w.generic({x, sum}, s.axes, w.empty(s.axes), [&](Body &b) {
    return b.op("arith.divf " + b.args[0] + ", " + b.args[1] + " : " + t);
  });
}

/// dP, dV, the softmax's backward, dQ, dK; grouped: dK and dV summed per group.
void writeBackward(Writer &w, const Spec &spec, ProductKind kind, const Val &q, const Val &k,
                   const Val &v, const Val &p, const Axes &outAxes, std::vector<Val> &results) {
  const std::string &t = w.type;
  Val dOut = w.arg(outAxes);
  Val dP = w.product(kind, dOut, v, p.axes);
  Val dV = w.product(kind, p, dOut, v.axes);
  Axes rows = p.axes;
  rows.erase(rows.find('j'), 1);
  Val rowSum = w.generic({p, dP}, rows, w.fill(rows, "0.0"), [&](Body &b) {
    return b.add(b.mul(b.args[0], b.args[1], t), b.out, t);
  });
  std::string scale = w.constant("0.125");
  Val dS = w.generic({p, dP, rowSum}, p.axes, w.empty(p.axes), [&](Body &b) {
    std::string diff = b.op("arith.subf " + b.args[1] + ", " + b.args[2] + " : " + t);
    return b.mul(b.mul(b.args[0], diff, t), scale, t);
  });
  results.push_back(w.product(kind, dS, k, q.axes));
  Val dK = w.product(kind, dS, q, k.axes);
  for (const Val &grad : {dK, dV}) {
    if (!grouped(spec)) {
      results.push_back(grad);
      continue;
    }
    char head = has(grad.axes, 'B') ? 'B' : 'h', kv = head == 'B' ? 'K' : 'k';
    Axes wide;
    std::vector<Axes> groups;
    for (char a : grad.axes) {
      groups.push_back(a == head ? std::string{kv, 'g'} : std::string(1, a));
      wide += groups.back();
    }
    results.push_back(w.reduceSum(w.reshape(grad, wide, groups, /*collapse=*/false), 'g'));
  }
}

std::string writeChain(const Spec &spec, uint32_t seed, bool scramble) {
  Writer w(sizesOf(spec), spec.type, seed, scramble);
  Layout l = layoutOf(spec);
  if (spec.wild)
    l = {spec.q, spec.k, spec.v, spec.s, spec.o, 'h'};
  ProductKind kind = kindOf(spec.form);
  Val q = w.arg(l.q);
  Val k = spec.mutation == Mutation::BatchBroadcast ? withoutBatch(w, l.k)
          : grouped(spec) && !spec.wild              ? groupedOperand(w, l.k)
          : spec.wild && spec.broadcastKey
              ? w.broadcast(w.arg(l.k.substr(1)), l.k, l.k.substr(0, 1))
              : w.arg(l.k);
  Val v = spec.mutation == Mutation::BatchBroadcast              ? withoutBatch(w, l.v)
          : grouped(spec) && !spec.wild && spec.mutation != Mutation::KvHeadsDiffer
              ? groupedOperand(w, l.v)
              : w.arg(l.v);
  Val s = w.product(kind, q, k, l.s, "score");
  Val masked = scaleAndMask(w, spec, s);
  char over = spec.wild                                      ? spec.over
              : spec.mutation == Mutation::SoftmaxOverQueries ? 'i'
              : spec.mutation == Mutation::SoftmaxOverHeads   ? l.head
                                                              : 'j';
  Val p = softmaxOf(w, spec, masked, over);
  if (spec.dropout) {
    Val keep = w.arg(p.axes);
    p = w.generic({p, keep}, p.axes, w.empty(p.axes),
                  [&](Body &b) { return b.mul(b.args[0], b.args[1], w.type); });
  }
  Axes outAxes = l.o;
  if (spec.mutation == Mutation::PvOverHeads)
    outAxes.erase(outAxes.find(l.head), 1);
  std::vector<Val> results = {w.product(kind, p, v, outAxes)};
  if (spec.mutation == Mutation::SecondProduct)
    results.push_back(w.product(kind, p, w.arg(v.axes), outAxes));
  if (spec.training && !spec.wild)
    writeBackward(w, spec, kind, q, k, v, p, outAxes, results);
  return w.function(results);
}

dimtune::AttentionKey expectedKey(const Spec &spec) {
  dimtune::AttentionKey key;
  int64_t H = spec.KV * spec.G;
  bool merged = spec.form == Form::Bmm;
  key.batch = merged || spec.form == Form::Matmul ? 1 : spec.B;
  key.heads = spec.form == Form::Matmul ? 1 : merged ? spec.B * H : H;
  key.kvHeads = spec.form == Form::Matmul ? 1 : merged ? spec.B * spec.KV : spec.KV;
  key.qLen = spec.S;
  key.kvLen = spec.T;
  key.headDim = spec.D;
  key.vHeadDim = spec.E;
  key.causal = spec.mask == Mask::Causal;
  key.explicitMask = spec.mask == Mask::Tensor || spec.mask == Mask::Bias;
  key.type = spec.type == "f32"   ? dimtune::ElementType::F32
             : spec.type == "f16" ? dimtune::ElementType::F16
                                  : dimtune::ElementType::BF16;
  return key;
}

/// What a broken rule's remark says.
const char *reasonOf(Mutation m) {
  static constexpr std::pair<Mutation, const char *> kReasons[] = {
      {Mutation::SoftmaxOverQueries, "softmax normalizes over"},
      {Mutation::SoftmaxOverHeads, "softmax normalizes over"},
      {Mutation::MaskOffset, "mask compares loop indices"},
      {Mutation::MaskDiagonal, "mask compares loop indices"},
      {Mutation::MaskPast, "mask compares loop indices"},
      {Mutation::MaskBatchHead, "mask compares loop indices"},
      {Mutation::BatchBroadcast, "broadcast along the batch"},
      {Mutation::SecondProduct, "products over the keys"},
      {Mutation::PvOverHeads, "no product reduces its probabilities"},
      {Mutation::KvHeadsDiffer, "its K has"},
  };
  auto reason = llvm::find_if(kReasons, [&](const auto &r) { return r.first == m; });
  DIMTUNE_FUZZ_CHECK(reason != std::end(kReasons), "a mutation without its remark's text");
  return reason->second;
}

//===----------------------------------------------------------------------===//
// Reading them
//===----------------------------------------------------------------------===//

struct Reading {
  llvm::SmallVector<dimtune::AttentionMatch> matches;
  std::vector<std::string> remarks;
};

MLIRContext &context() {
  static MLIRContext *ctx = [] {
    DialectRegistry registry;
    registry.insert<arith::ArithDialect, func::FuncDialect, linalg::LinalgDialect,
                    math::MathDialect, tensor::TensorDialect>();
    auto *c = new MLIRContext(registry, MLIRContext::Threading::DISABLED);
    c->loadAllAvailableDialects();
    return c;
  }();
  return *ctx;
}

/// Parses `text` and runs findAttention; the module stays alive in `module`.
std::optional<Reading> readChain(const std::string &text, OwningOpRef<ModuleOp> &module) {
  Reading reading;
  std::string errors;
  ScopedDiagnosticHandler handler(&context(), [&](Diagnostic &diag) {
    (diag.getSeverity() == DiagnosticSeverity::Error ? errors : reading.remarks.emplace_back()) +=
        diag.str();
    return success();
  });
  module = parseSourceString<ModuleOp>(text, &context());
  if (!module)
    return std::nullopt;
  reading.matches = dimtune::findAttention(*module, {});
  return reading;
}

void checkMatch(const dimtune::AttentionMatch &m, const std::string &text) {
  const dimtune::AttentionProblem &p = m.problem;
  DIMTUNE_FUZZ_CHECK(dimtune::attentionExtentsModelled(p), text);
  DIMTUNE_FUZZ_CHECK(p.heads % p.kvHeads == 0, text);
  DIMTUNE_FUZZ_CHECK(!(p.causal && p.explicitMask), text);
  DIMTUNE_FUZZ_CHECK(llvm::is_contained(m.ops, m.score) && llvm::is_contained(m.ops, m.context),
                     text);
  llvm::DenseSet<Operation *> seen;
  for (Operation *op : m.ops)
    DIMTUNE_FUZZ_CHECK(seen.insert(op).second, text);
}

std::string describe(const dimtune::AttentionMatch &m) {
  return dimtune::formatAttentionShape(m.problem) + (m.problem.explicitMask ? " masked" : "") +
         (m.problem.hasBackward ? " with backward" : "") + ", " + std::to_string(m.ops.size()) +
         " ops";
}

bool said(const Reading &r, const char *text) {
  return llvm::any_of(r.remarks, [&](const std::string &s) { return s.find(text) != s.npos; });
}

void checkOracle(const Spec &spec, const Reading &r, const std::string &text) {
  const auto &ms = r.matches;
  if (spec.mutation == Mutation::None) {
    DIMTUNE_FUZZ_CHECK(ms.size() == 1, "a chain that breaks no rule, read " +
                                           std::to_string(ms.size()) + " times:\n" + text);
    dimtune::AttentionKey want = expectedKey(spec);
    DIMTUNE_FUZZ_CHECK(static_cast<const dimtune::AttentionKey &>(ms[0].problem) == want,
                       "read as " + describe(ms[0]) + ", written as " +
                           dimtune::formatAttentionShape(want) + ":\n" + text);
    DIMTUNE_FUZZ_CHECK(ms[0].problem.hasBackward == spec.training, text);
    DIMTUNE_FUZZ_CHECK(!said(r, "an attention chain was found here"), text);
    return;
  }
  DIMTUNE_FUZZ_CHECK(said(r, reasonOf(spec.mutation)),
                     std::string("no remark saying '") + reasonOf(spec.mutation) + "':\n" + text);
  if (breaksMask(spec.mutation)) {
    DIMTUNE_FUZZ_CHECK(ms.size() == 1 && ms[0].problem.explicitMask && !ms[0].problem.causal, text);
  } else if (spec.mutation == Mutation::BatchBroadcast) {
    DIMTUNE_FUZZ_CHECK(ms.size() == 1 && ms[0].problem.kvHeads == ms[0].problem.heads, text);
  } else {
    DIMTUNE_FUZZ_CHECK(ms.empty(), "read as " + (ms.empty() ? "" : describe(ms[0])) + ":\n" + text);
  }
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  if (size > 256)
    return 0;
  Bytes bytes(data, size);
  Spec spec = readSpec(bytes);
  uint32_t seed = bytes.seed();
  std::string plain = writeChain(spec, seed, /*scramble=*/false);
  std::string scrambled = writeChain(spec, seed, /*scramble=*/true);
  OwningOpRef<ModuleOp> plainModule, scrambledModule;
  std::optional<Reading> a = readChain(plain, plainModule);
  std::optional<Reading> b = readChain(scrambled, scrambledModule);
  // Every writing of a chain is valid IR, the wild ones too.
  DIMTUNE_FUZZ_CHECK(a && b, "the chain does not parse:\n" + (a ? scrambled : plain));
  for (const auto &m : a->matches)
    checkMatch(m, plain);
  for (const auto &m : b->matches)
    checkMatch(m, scrambled);
  DIMTUNE_FUZZ_CHECK(a->matches.size() == b->matches.size(),
                     "the two writings give " + std::to_string(a->matches.size()) + " and " +
                         std::to_string(b->matches.size()) + " chains:\n" + plain + "\n" +
                         scrambled);
  for (size_t n = 0; n < a->matches.size(); ++n) {
    const auto &x = a->matches[n], &y = b->matches[n];
    DIMTUNE_FUZZ_CHECK(static_cast<const dimtune::AttentionKey &>(x.problem) ==
                               static_cast<const dimtune::AttentionKey &>(y.problem) &&
                           x.problem.hasBackward == y.problem.hasBackward &&
                           x.ops.size() == y.ops.size(),
                       "the two writings read as " + describe(x) + " and " + describe(y) + ":\n" +
                           plain + "\n" + scrambled);
  }
  if (!spec.wild) {
    checkOracle(spec, *a, plain);
    checkOracle(spec, *b, scrambled);
  }
  return 0;
}
