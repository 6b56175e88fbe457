//===- StepOps.cpp - The non-GEMM work of a step, kernel by kernel --------===//
//
// Each function below lists the kernels eager PyTorch launches for one
// Hugging Face module (transformers 5: GPT2MLP with NewGELUActivation,
// LlamaRMSNorm, apply_rotary_pos_emb, ForCausalLMLoss, ...), forward and, when
// training, what autograd runs for it. The lists were checked against the
// kernel counts of profiled H200 steps (benchmarks/results/steps/
// h200-hf-baselines.json: e.g. GPT-2's 7 scalar multiplies per layer, 2
// layer-norm kernels forward and 2 backward, 4 bias-gradient sums).
// Fused library kernels with a row reduction (LayerNorm, log-softmax) are
// written as a reduction and an elementwise kernel, as a decomposing front
// end gives them.
//
//===----------------------------------------------------------------------===//

#include "dimtune/ModelConfig/StepOps.h"

#include <algorithm>
#include <optional>
#include <string_view>
#include <tuple>

namespace dimtune {

double OperandSpec::bytes() const {
  double n = double(elementBytes(type));
  for (int64_t d : shape)
    n *= double(d);
  return n;
}

MemoryOp MemoryOpSpec::toMemoryOp() const {
  MemoryOp op;
  op.kind = kind;
  op.site.op = name;
  op.site.role = role;
  op.site.pass = pass;
  op.elements = 1;
  for (unsigned i = 0; i < outputRank; ++i)
    op.elements *= double(loops[i]);
  double outputBytes = double(elementBytes(outputType)) * op.elements;
  op.writeBytes = outputBytes;
  for (const OperandSpec &in : inputs)
    op.readBytes += in.bytes();
  // A gather reads the rows it writes, not its whole table (the last input).
  if (kind == MemoryKind::Gather && !inputs.empty())
    op.readBytes += outputBytes - inputs.back().bytes();
  // PyTorch's reduce kernel over the input's innermost dim.
  if (kind == MemoryKind::Reduction && !rowKernel && !inputs.empty()) {
    const OperandSpec &in = inputs.front();
    unsigned innermost = in.loops.empty() ? unsigned(loops.size() - 1) : in.loops.back();
    if (innermost >= outputRank) {
      op.rowLength = 1;
      for (unsigned i = outputRank; i < loops.size(); ++i)
        op.rowLength *= double(loops[i]);
    }
  }
  return op;
}

namespace {

using Shape = llvm::SmallVector<int64_t, 4>;

OperandSpec tensor(Shape shape, ElementType type, llvm::SmallVector<unsigned, 4> loops = {}) {
  return {std::move(shape), type, std::move(loops)};
}

/// Appends the kernels of one module, in one role and pass.
class Kernels {
public:
  Kernels(std::vector<MemoryOpSpec> &out, std::string role, std::string pass)
      : out(out), role(std::move(role)), pass(std::move(pass)) {}

  /// An elementwise kernel over `shape`; inputs of that shape unless given.
  void map(std::string name, ElementwiseFn fn, const Shape &shape, ElementType type,
           llvm::SmallVector<OperandSpec, 4> inputs, int64_t count = 1) {
    push(std::move(name), MemoryKind::Elementwise, fn, shape, unsigned(shape.size()), type,
         std::move(inputs), count);
  }
  /// The same in PyTorch's unvectorized loop: an operand broadcast (a stride
  /// of 0, not a scalar) or widened (bf16 to fp32), which PyTorch's
  /// vectorized loop does not take.
  void unvectorized(std::string name, ElementwiseFn fn, const Shape &shape, ElementType type,
                    llvm::SmallVector<OperandSpec, 4> inputs) {
    push(std::move(name), MemoryKind::Strided, fn, shape, unsigned(shape.size()), type,
         std::move(inputs), 1);
  }
  /// The same with a transposed (strided) operand.
  void strided(std::string name, ElementwiseFn fn, const Shape &shape, ElementType type,
               llvm::SmallVector<OperandSpec, 4> inputs) {
    push(std::move(name), MemoryKind::Strided, fn, shape, unsigned(shape.size()), type,
         std::move(inputs), 1);
  }
  /// A reduction of `loops` to its first `kept` loops.
  void reduce(std::string name, const Shape &loops, unsigned kept, ElementType type,
              llvm::SmallVector<OperandSpec, 4> inputs) {
    push(std::move(name), MemoryKind::Reduction, ElementwiseFn::Add, loops, kept, type,
         std::move(inputs), 1);
  }
  /// The same inside a kernel with a CTA a row (layer_norm, log_softmax).
  void rowKernelReduce(std::string name, const Shape &loops, unsigned kept, ElementType type,
                       llvm::SmallVector<OperandSpec, 4> inputs) {
    reduce(std::move(name), loops, kept, type, std::move(inputs));
    out.back().rowKernel = true;
  }
  void push(std::string name, MemoryKind kind, ElementwiseFn fn, const Shape &loops, unsigned kept,
            ElementType type, llvm::SmallVector<OperandSpec, 4> inputs, int64_t count) {
    MemoryOpSpec s;
    s.role = role;
    s.pass = pass;
    s.name = std::move(name);
    s.kind = kind;
    s.fn = fn;
    s.loops = loops;
    s.outputRank = kept;
    s.outputType = type;
    s.inputs = std::move(inputs);
    s.count = count;
    out.push_back(std::move(s));
  }

private:
  std::vector<MemoryOpSpec> &out;
  std::string role, pass;
};

constexpr ElementType F32 = ElementType::F32;

/// The sizes every module below works on, per rank.
struct Dims {
  int64_t batch;
  int64_t seq;  ///< Tokens of each sequence this step computes (1 in decode).
  int64_t keys; ///< Keys each attends to (the cache and the new token in decode).
  int64_t tokens, hidden, ffn, heads, kvHeads, headDim, vocab;
  int64_t logits;  ///< Rows of the LM head.
  ElementType act; ///< The activations' type (the model's dtype).
  StepPhase phase;
  bool training;
};

Dims dimsOf(const ModelConfig &c, const ImportOptions &o) {
  int64_t t = o.tp;
  return {o.microBatch,    o.queryLen(),
          o.keyLen(),      o.tokens(),
          c.hidden,        c.ffn / t,
          c.heads / t,     std::max<int64_t>(c.kvHeads / t, 1),
          c.headDim,       (c.vocab + t - 1) / t,
          o.logitTokens(), o.elementType(),
          o.phase,         o.training()};
}

/// What a norm normalizes: `rows` vectors of `width` (the tokens' hidden
/// states, or each head's queries).
struct NormShape {
  int64_t rows, width;
};

/// LayerNorm: one fused kernel forward, two backward (input; weight and bias).
void layerNorm(std::vector<MemoryOpSpec> &out, const Dims &d, const std::string &role,
               NormShape n) {
  Shape x = {n.rows, n.width}, rows = {n.rows};
  Kernels fwd(out, role, "fwd");
  fwd.rowKernelReduce("layer_norm.stats", x, 1, F32, {tensor(x, d.act)});
  fwd.map("layer_norm", ElementwiseFn::Mul, x, d.act,
          {tensor(x, d.act), tensor(rows, F32, {0}), tensor(rows, F32, {0}),
           tensor({n.width}, d.act, {1}), tensor({n.width}, d.act, {1})});
  if (!d.training)
    return;
  Kernels bwd(out, role, "bwd");
  bwd.rowKernelReduce("layer_norm_grad_input.sums", x, 1, F32, {tensor(x, d.act), tensor(x, d.act)});
  bwd.map("layer_norm_grad_input", ElementwiseFn::Mul, x, d.act,
          {tensor(x, d.act), tensor(x, d.act), tensor(rows, F32, {0}), tensor(rows, F32, {0}),
           tensor({n.width}, d.act, {1})});
  // dgamma and dbeta: sums over the tokens, loops ordered (hidden, tokens).
  bwd.reduce("gamma_beta_backward", {n.width, n.rows}, 1, F32,
             {tensor(x, d.act, {1, 0}), tensor(x, d.act, {1, 0})});
}

/// LlamaRMSNorm as written: x.to(f32), pow(2), mean(-1), + eps, rsqrt, *,
/// .to(bf16), weight * ..., and what autograd runs back through each.
/// GemmaRMSNorm scales in fp32 before the cast back, by 1 + weight.float()
/// (two kernels over the weight), so the scale and its gradients are fp32.
void rmsNorm(std::vector<MemoryOpSpec> &out, const Dims &d, const std::string &role, NormShape n,
             bool gemma) {
  Shape x = {n.rows, n.width}, rows = {n.rows}, w = {n.width};
  // The type the weight scales in, the weight's type there.
  ElementType scaled = gemma ? F32 : d.act;
  Kernels fwd(out, role, "fwd");
  fwd.unvectorized("to_f32", ElementwiseFn::Cast, x, F32, {tensor(x, d.act)});
  fwd.map("pow", ElementwiseFn::Pow, x, F32, {tensor(x, F32)});
  fwd.reduce("mean", x, 1, F32, {tensor(x, F32)});
  fwd.map("add_eps", ElementwiseFn::Add, rows, F32, {tensor(rows, F32)});
  fwd.map("rsqrt", ElementwiseFn::Rsqrt, rows, F32, {tensor(rows, F32)});
  fwd.unvectorized("mul", ElementwiseFn::Mul, x, F32, {tensor(x, F32), tensor(rows, F32, {0})});
  if (!gemma)
    fwd.map("to_dtype", ElementwiseFn::Cast, x, d.act, {tensor(x, F32)});
  if (gemma) {
    fwd.unvectorized("weight.to_f32", ElementwiseFn::Cast, w, F32, {tensor(w, d.act)});
    fwd.map("weight.add_one", ElementwiseFn::Add, w, F32, {tensor(w, F32)});
  }
  fwd.unvectorized("mul_weight", ElementwiseFn::Mul, x, scaled,
                   {tensor(x, scaled), tensor(w, scaled, {1})});
  if (gemma)
    fwd.map("to_dtype", ElementwiseFn::Cast, x, d.act, {tensor(x, F32)});
  if (!d.training)
    return;
  Kernels bwd(out, role, "bwd");
  if (gemma) // type_as's backward comes first
    bwd.unvectorized("to_f32.grad", ElementwiseFn::Cast, x, F32, {tensor(x, d.act)});
  bwd.unvectorized("mul_weight.grad", ElementwiseFn::Mul, x, scaled,
                   {tensor(x, scaled), tensor(w, scaled, {1})});
  bwd.map("weight.grad_product", ElementwiseFn::Mul, x, scaled,
          {tensor(x, scaled), tensor(x, scaled)});
  bwd.reduce("weight.grad_sum", {n.width, n.rows}, 1, scaled, {tensor(x, scaled, {1, 0})});
  if (gemma)
    bwd.map("weight.to_f32.grad", ElementwiseFn::Cast, w, d.act, {tensor(w, F32)});
  else
    bwd.unvectorized("to_f32.grad", ElementwiseFn::Cast, x, F32, {tensor(x, d.act)});
  bwd.unvectorized("mul.grad_x", ElementwiseFn::Mul, x, F32,
                   {tensor(x, F32), tensor(rows, F32, {0})});
  bwd.map("mul.grad_product", ElementwiseFn::Mul, x, F32, {tensor(x, F32), tensor(x, F32)});
  bwd.reduce("mul.grad_sum", x, 1, F32, {tensor(x, F32)});
  bwd.map("rsqrt.grad", ElementwiseFn::Mul, rows, F32, {tensor(rows, F32), tensor(rows, F32)});
  bwd.unvectorized("mean.grad", ElementwiseFn::Mul, x, F32, {tensor(rows, F32, {0})});
  bwd.map("pow.grad_pow", ElementwiseFn::Pow, x, F32, {tensor(x, F32)});
  bwd.map("pow.grad_scale", ElementwiseFn::Mul, x, F32, {tensor(x, F32)});
  bwd.map("pow.grad", ElementwiseFn::Mul, x, F32, {tensor(x, F32), tensor(x, F32)});
  bwd.map("grad_sum", ElementwiseFn::Add, x, F32, {tensor(x, F32), tensor(x, F32)});
  bwd.map("to_dtype.grad", ElementwiseFn::Cast, x, d.act, {tensor(x, F32)});
}

/// The model's norm over `shape`, by default the tokens' hidden states.
void norm(std::vector<MemoryOpSpec> &out, const ModelConfig &c, const Dims &d,
          const std::string &role, std::optional<NormShape> shape = std::nullopt) {
  NormShape n = shape.value_or(NormShape{d.tokens, d.hidden});
  if (c.norm == NormKind::Layer)
    layerNorm(out, d, role, n);
  else
    rmsNorm(out, d, role, n, c.norm == NormKind::GemmaRms);
}

/// Qwen3's q_norm and k_norm over each head, OLMo-2's over the projections.
void qkNorms(std::vector<MemoryOpSpec> &out, const ModelConfig &c, const Dims &d) {
  bool perHead = c.qkNorm == QkNorm::PerHead;
  for (int64_t heads : {d.heads, d.kvHeads})
    norm(out, c, d, "qk_norm",
         perHead ? NormShape{d.tokens * heads, d.headDim} : NormShape{d.tokens, heads * d.headDim});
}

/// apply_rotary_pos_emb on one of q or k, [B, H, S, D] seen through the
/// projection's [B, S, H, D] storage: x * cos + rotate_half(x) * sin, where
/// rotate_half is neg of one half and a cat. Partial rotary (NeoX, Phi,
/// GPT-J) rotates the first `rotaryDim` dims and cats the rest back. Every
/// product with cos or sin broadcasts them over the heads: PyTorch's
/// unvectorized loop, as is all that reads the view or a slice of it.
void rotary(std::vector<MemoryOpSpec> &out, const ModelConfig &c, const Dims &d, int64_t heads,
            const std::string &which) {
  int64_t r = c.rotaryDim;
  Shape rot = {d.batch, heads, d.seq, r}, half = {d.batch, heads, d.seq, r / 2};
  Shape full = {d.batch, heads, d.seq, d.headDim};
  // The projection's output as stored: [B, S, H, D], read as [B, H, S, D].
  auto view = [&](const Shape &s) { return tensor({s[0], s[2], s[1], s[3]}, d.act, {0, 2, 1, 3}); };
  OperandSpec cosSin = tensor({d.seq, r}, d.act, {2, 3});
  Kernels fwd(out, "rotary", "fwd");
  fwd.strided(which + ".mul_cos", ElementwiseFn::Mul, rot, d.act, {view(rot), cosSin});
  fwd.strided(which + ".neg_half", ElementwiseFn::Neg, half, d.act, {view(half)});
  fwd.strided(which + ".cat_half", ElementwiseFn::Add, rot, d.act, {view(rot)});
  fwd.unvectorized(which + ".mul_sin", ElementwiseFn::Mul, rot, d.act, {tensor(rot, d.act), cosSin});
  fwd.strided(which + ".add", ElementwiseFn::Add, rot, d.act, {view(rot), tensor(rot, d.act)});
  if (r < d.headDim)
    fwd.unvectorized(which + ".cat_pass", ElementwiseFn::Add, full, d.act, {tensor(full, d.act)});
  if (!d.training)
    return;
  // The cats' backward is views; each slice's (SliceBackward) is a zeroed
  // tensor of the sliced one's size and a copy into it, and the slices'
  // gradients are summed: rotate_half's two halves, and with a partial
  // rotary the rotated and passed parts of the head.
  Kernels bwd(out, "rotary", "bwd");
  auto sliceGrads = [&](const std::string &name, const Shape &whole,
                        llvm::ArrayRef<Shape> parts) {
    for (const Shape &part : parts) {
      bwd.map(name + ".zeros", ElementwiseFn::Fill, whole, d.act, {});
      bwd.unvectorized(name + ".copy", ElementwiseFn::Add, part, d.act, {tensor(part, d.act)});
    }
    bwd.map(name + ".sum", ElementwiseFn::Add, whole, d.act,
            {tensor(whole, d.act), tensor(whole, d.act)});
  };
  bwd.unvectorized(which + ".mul_sin.grad", ElementwiseFn::Mul, rot, d.act,
                   {tensor(rot, d.act), cosSin});
  bwd.unvectorized(which + ".neg_half.grad", ElementwiseFn::Neg, half, d.act,
                   {tensor(half, d.act)});
  sliceGrads(which + ".rotate_half.grad", rot, {half, half});
  bwd.unvectorized(which + ".mul_cos.grad", ElementwiseFn::Mul, rot, d.act,
                   {tensor(rot, d.act), cosSin});
  bwd.unvectorized(which + ".grad_sum", ElementwiseFn::Add, rot, d.act,
                   {tensor(rot, d.act), tensor(rot, d.act)});
  if (r < d.headDim)
    sliceGrads(which + ".partial.grad", full,
               {rot, {d.batch, heads, d.seq, d.headDim - r}});
}

/// The MLP's activation between the up (and gate) and down projections.
void activation(std::vector<MemoryOpSpec> &out, const ModelConfig &c, const Dims &d) {
  // A mixture of experts activates every routed row (tokens x top-k) at once:
  // the grouped GEMMs' groups are rows of one tensor.
  int64_t rows = c.experts > 0 ? d.tokens * c.expertsPerToken : d.tokens;
  Shape h = {rows, d.ffn};
  Kernels fwd(out, "activation", "fwd");
  Kernels bwd(out, "activation", "bwd");
  bool train = d.training;
  auto each = [&](Kernels &k, const char *name, ElementwiseFn fn, int inputs) {
    llvm::SmallVector<OperandSpec, 4> in(inputs, tensor(h, d.act));
    k.map(name, fn, h, d.act, in);
  };
  ElementwiseFn fn = c.activation == Activation::Silu   ? ElementwiseFn::Silu
                     : c.activation == Activation::Relu ? ElementwiseFn::Relu
                                                        : ElementwiseFn::Gelu;
  if (c.activation == Activation::GeluTanhFormula) {
    // 0.5 * x * (1 + tanh(sqrt(2/pi) * (x + 0.044715 * x^3))): pow, 3 scalar
    // muls, add, tanh, add 1, mul; backward: 4 scalar muls, 3 muls, tanh'
    // (a mul), pow, 2 adds of the gradient paths. (pass, name, fn, inputs)
    static constexpr std::tuple<bool, const char *, ElementwiseFn, int> kFormula[] = {
        {false, "pow3", ElementwiseFn::Pow, 1},
        {false, "mul_0.044715", ElementwiseFn::Mul, 1},
        {false, "add_x", ElementwiseFn::Add, 2},
        {false, "mul_sqrt_2_pi", ElementwiseFn::Mul, 1},
        {false, "tanh", ElementwiseFn::Tanh, 1},
        {false, "add_1", ElementwiseFn::Add, 1},
        {false, "mul_0.5", ElementwiseFn::Mul, 1},
        {false, "mul", ElementwiseFn::Mul, 2},
        {true, "mul.grad_a", ElementwiseFn::Mul, 2},
        {true, "mul.grad_b", ElementwiseFn::Mul, 2},
        {true, "tanh.grad", ElementwiseFn::Mul, 2},
        {true, "mul_sqrt_2_pi.grad", ElementwiseFn::Mul, 1},
        {true, "mul_0.044715.grad", ElementwiseFn::Mul, 1},
        {true, "pow3.grad_pow", ElementwiseFn::Pow, 1},
        {true, "pow3.grad_scale", ElementwiseFn::Mul, 1},
        {true, "pow3.grad", ElementwiseFn::Mul, 2},
        {true, "mul_0.5.grad", ElementwiseFn::Mul, 1},
        {true, "grad_sum", ElementwiseFn::Add, 2},
        {true, "grad_sum", ElementwiseFn::Add, 2}};
    for (auto [backward, name, f, n] : kFormula)
      if (!backward || train)
        each(backward ? bwd : fwd, name, f, n);
    return;
  }
  if (c.gated && (c.fusedGateUp || c.experts > 0)) {
    // Phi-3: gate, up = gate_up_proj(x).chunk(2, -1), each a strided slice:
    // what reads them runs unvectorized; the chunk's backward is a cat. Hugging
    // Face's grouped experts split their gate_up product the same way.
    Shape both = {rows, 2 * d.ffn};
    fwd.unvectorized("act", fn, h, d.act, {tensor(h, d.act)});
    fwd.unvectorized("mul_up", ElementwiseFn::Mul, h, d.act, {tensor(h, d.act), tensor(h, d.act)});
    if (!train)
      return;
    bwd.map("mul_up.grad_up", ElementwiseFn::Mul, h, d.act, {tensor(h, d.act), tensor(h, d.act)});
    bwd.unvectorized("mul_up.grad_act", ElementwiseFn::Mul, h, d.act,
                     {tensor(h, d.act), tensor(h, d.act)});
    bwd.unvectorized("act.grad", ElementwiseFn::Mul, h, d.act, {tensor(h, d.act), tensor(h, d.act)});
    // (Its two inputs, the halves' gradients, read as one tensor of the whole.)
    bwd.map("gate_up.grad_cat", ElementwiseFn::Add, both, d.act, {tensor(both, d.act)});
    return;
  }
  if (c.gated) {
    // act(gate) * up.
    each(fwd, "act", fn, 1);
    each(fwd, "mul_up", ElementwiseFn::Mul, 2);
    if (!train)
      return;
    each(bwd, "mul_up.grad_up", ElementwiseFn::Mul, 2);
    each(bwd, "mul_up.grad_act", ElementwiseFn::Mul, 2);
    each(bwd, "act.grad", ElementwiseFn::Mul, 2);
    return;
  }
  each(fwd, "act", fn, 1);
  if (train)
    each(bwd, "act.grad", ElementwiseFn::Mul, 2);
}

/// A mixture of experts' routing, dispatch and combine around its grouped
/// GEMMs, as Hugging Face 5's grouped_mm experts run them (the traced Mixtral
/// step, benchmarks/results/trace/mixtral.mlir): the router's softmax and
/// top-k in fp32, the routed rows sorted by expert and gathered, the groups'
/// sizes (histc, cumsum), the rows past the groups zeroed around each grouped
/// GEMM, the outputs scaled by their weights in fp32, unsorted and summed over
/// top-k; and what autograd runs back through each. Left out: the integer
/// bookkeeping over the [tokens x top-k] indices (the sort by expert, histc,
/// cumsum, the past-groups mask, clamp, the inverse permutation: about ten
/// small kernels a layer, each at its launch floor); a top-k and an index_put
/// with accumulation, several library kernels each, are written as one.
void expertRouting(std::vector<MemoryOpSpec> &out, const ModelConfig &c, const Dims &d) {
  const ElementType I64 = ElementType::I64, I8 = ElementType::I8;
  int64_t t = d.tokens, e = c.experts, k = c.expertsPerToken, r = t * k, h = d.hidden;
  Shape logits = {t, e}, top = {t, k}, routed = {r, h}, gateUp = {r, 2 * d.ffn}, x = {t, h};
  OperandSpec rowIds = tensor({r}, I64, {0}), perRow = tensor({r}, F32, {0});
  OperandSpec pastGroups = tensor({r}, I8, {0});
  Kernels fwd(out, "router", "fwd");
  fwd.unvectorized("logits.to_f32", ElementwiseFn::Cast, logits, F32, {tensor(logits, d.act)});
  fwd.rowKernelReduce("softmax.sums", logits, 1, F32, {tensor(logits, F32)});
  fwd.map("softmax", ElementwiseFn::Exp, logits, F32,
          {tensor(logits, F32), tensor({t}, F32, {0})});
  fwd.reduce("topk", logits, 1, F32, {tensor(logits, F32)});
  fwd.reduce("topk.sum", top, 1, F32, {tensor(top, F32)});
  fwd.map("topk.clone", ElementwiseFn::Add, top, F32, {tensor(top, F32)});
  fwd.unvectorized("topk.normalize", ElementwiseFn::Mul, top, F32,
                   {tensor(top, F32), tensor({t}, F32, {0})});
  fwd.push("dispatch.gather", MemoryKind::Gather, ElementwiseFn::Add, routed, 2, d.act,
           {rowIds, tensor(x, d.act, {})}, 1);
  fwd.push("weights.gather", MemoryKind::Gather, ElementwiseFn::Add, {r, 1}, 2, F32,
           {rowIds, tensor({r, 1}, F32, {})}, 1);
  // The masks broadcast over each row: PyTorch's unvectorized loop.
  auto zeroPastGroups = [&](Kernels &kernels, const char *name, const Shape &rows) {
    kernels.unvectorized(name, ElementwiseFn::Fill, rows, d.act, {tensor(rows, d.act), pastGroups});
  };
  zeroPastGroups(fwd, "past_groups.zero_input", routed);
  zeroPastGroups(fwd, "past_groups.zero_gate_up", gateUp);
  zeroPastGroups(fwd, "past_groups.zero_output", routed);
  fwd.unvectorized("combine.scale", ElementwiseFn::Mul, routed, F32,
                   {tensor(routed, d.act), perRow});
  fwd.push("unsort.gather", MemoryKind::Gather, ElementwiseFn::Add, routed, 2, F32,
           {rowIds, tensor(routed, F32, {})}, 1);
  // [tokens, top-k, hidden] summed over top-k.
  fwd.reduce("combine.sum", {t, h, k}, 2, F32, {tensor({t, k, h}, F32, {0, 2, 1})});
  fwd.map("combine.to_dtype", ElementwiseFn::Cast, x, d.act, {tensor(x, F32)});
  if (!d.training)
    return;
  Kernels bwd(out, "router", "bwd");
  bwd.unvectorized("combine.to_dtype.grad", ElementwiseFn::Cast, x, F32, {tensor(x, d.act)});
  bwd.unvectorized("combine.sum.grad", ElementwiseFn::Add, {t, k, h}, F32,
                   {tensor(x, F32, {0, 2})});
  bwd.map("unsort.gather.grad_zeros", ElementwiseFn::Fill, routed, F32, {});
  bwd.push("unsort.gather.grad", MemoryKind::Scatter, ElementwiseFn::Add, {r, h, r}, 2, F32,
           {tensor({r}, I64, {2}), tensor(routed, F32, {2, 1})}, 1);
  bwd.unvectorized("combine.scale.grad_output", ElementwiseFn::Mul, routed, F32,
                   {tensor(routed, F32), perRow});
  bwd.unvectorized("combine.scale.grad_weights", ElementwiseFn::Mul, routed, F32,
                   {tensor(routed, F32), tensor(routed, d.act)});
  bwd.map("combine.scale.grad_output.to_dtype", ElementwiseFn::Cast, routed, d.act,
          {tensor(routed, F32)});
  bwd.reduce("combine.scale.grad_weights.sum", routed, 1, F32, {tensor(routed, F32)});
  zeroPastGroups(bwd, "past_groups.zero_output.grad", routed);
  zeroPastGroups(bwd, "past_groups.zero_gate_up.grad", gateUp);
  zeroPastGroups(bwd, "past_groups.zero_input.grad", routed);
  bwd.map("weights.gather.grad_zeros", ElementwiseFn::Fill, {r}, F32, {});
  bwd.push("weights.gather.grad", MemoryKind::Scatter, ElementwiseFn::Add, {r, 1, r}, 2, F32,
           {tensor({r}, I64, {2}), tensor({r, 1}, F32, {2, 1})}, 1);
  // Each token's rows summed back into it (index_put with accumulation).
  bwd.map("dispatch.gather.grad_zeros", ElementwiseFn::Fill, x, d.act, {});
  bwd.push("dispatch.gather.grad", MemoryKind::Scatter, ElementwiseFn::Add, {t, h, r}, 2, d.act,
           {tensor({r}, I64, {2}), tensor(routed, d.act, {2, 1})}, 1);
  // The top-k weights' normalization (two divisions, a negation, a product
  // and a division), the sum's gradient and their meeting.
  bwd.map("topk.normalize.grad", ElementwiseFn::Mul, top, F32, {tensor(top, F32)}, 5);
  bwd.reduce("topk.sum.grad", top, 1, F32, {tensor(top, F32)});
  bwd.map("topk.grad_sum", ElementwiseFn::Add, top, F32, {tensor(top, F32), tensor(top, F32)});
  bwd.map("topk.grad_zeros", ElementwiseFn::Fill, logits, F32, {});
  // (the top-k values scattered to their experts' columns; read as the row)
  bwd.map("topk.grad", ElementwiseFn::Add, logits, F32, {tensor(logits, F32)});
  bwd.rowKernelReduce("softmax.grad_sums", logits, 1, F32, {tensor(logits, F32), tensor(logits, F32)});
  bwd.map("softmax.grad", ElementwiseFn::Mul, logits, F32,
          {tensor(logits, F32), tensor(logits, F32), tensor({t}, F32, {0})});
  bwd.map("logits.to_f32.grad", ElementwiseFn::Cast, logits, d.act, {tensor(logits, F32)});
}

/// Sums over the tokens of the output gradient: a bias's gradient.
void biasGrad(std::vector<MemoryOpSpec> &out, const Dims &d, const std::string &role,
              int64_t features) {
  Kernels(out, role, "bwd")
      .reduce("bias.grad", {features, d.tokens}, 1, d.act,
              {tensor({d.tokens, features}, d.act, {1, 0})});
}

/// The gradients of q, k and v ([B, H, S, D], transposed where `qkTransposed`
/// or, for v, `vTransposed`) back to the projections, as each family's code
/// splits them: separate projections take a copy of each transposed one;
/// GPT-2's split of the fused output is a cat (strided where the gradients
/// come transposed); GPT-NeoX's per-head [q k v] layout a cat and a copy back
/// to [B, S, H*3D]; Phi-3's slices of qkv_proj each a zeroed tensor of the
/// whole, a copy into it, and the three summed.
void qkvGradients(std::vector<MemoryOpSpec> &out, const ModelConfig &c, const Dims &d,
                  bool qkTransposed, bool vTransposed) {
  Kernels bwd(out, "attention", "bwd");
  int64_t fusedHeads = d.heads + 2 * d.kvHeads;
  Shape fused = {d.batch, d.seq, fusedHeads, d.headDim};
  auto transposedView = [&](int64_t heads) {
    return tensor({d.batch, heads, d.seq, d.headDim}, d.act, {0, 2, 1, 3});
  };
  auto copies = [&](bool withV) {
    for (auto [which, heads, transposes] : {std::tuple{"q", d.heads, qkTransposed},
                                            {"k", d.kvHeads, qkTransposed},
                                            {"v", d.kvHeads, vTransposed && withV}})
      if (transposes)
        bwd.strided(std::string(which) + ".grad.contiguous", ElementwiseFn::Add,
                    {d.batch, d.seq, heads, d.headDim}, d.act, {transposedView(heads)});
  };
  if (!c.fusedQkv)
    return copies(true);
  if (c.family == "phi3") {
    copies(false);
    Shape whole = {d.tokens, fusedHeads * d.headDim};
    for (int64_t heads : {d.heads, d.kvHeads, d.kvHeads}) {
      Shape part = {d.tokens, heads * d.headDim};
      bwd.map("qkv.slice.grad.zeros", ElementwiseFn::Fill, whole, d.act, {});
      bwd.unvectorized("qkv.slice.grad.copy", ElementwiseFn::Add, part, d.act, {tensor(part, d.act)});
    }
    for (int i = 0; i < 2; ++i)
      bwd.map("qkv.slice.grad.sum", ElementwiseFn::Add, whole, d.act,
              {tensor(whole, d.act), tensor(whole, d.act)});
    return;
  }
  if (qkTransposed)
    bwd.strided("qkv.grad_cat", ElementwiseFn::Add, fused, d.act, {transposedView(fusedHeads)});
  else
    bwd.map("qkv.grad_cat", ElementwiseFn::Add, fused, d.act, {tensor(fused, d.act)});
  if (c.family == "gpt_neox")
    bwd.strided("qkv.grad.contiguous", ElementwiseFn::Add, fused, d.act, {transposedView(fusedHeads)});
}

/// Hugging Face's eager attention (GPT-J's _attn) besides its bmm's
/// (layerGemms): q and k cast to fp32; torch.matmul's copies of the views it
/// cannot reshape to [B*H, ...] (q, and k^T and v where no DynamicCache made
/// them contiguous); the division by sqrt(head_dim) (a 0-dim tensor:
/// vectorized); the float mask [B, 1, S, T] added, broadcast over the heads;
/// softmax; the probabilities cast back. Backward: the output gradient's copy,
/// dP cast up, the softmax's and the division's backward, dQ and dK cast down.
/// Dropout of 0 (the config default; another is refused) launches nothing.
void eagerAttention(std::vector<MemoryOpSpec> &out, const Dims &d) {
  bool cached = d.phase == StepPhase::Prefill || d.phase == StepPhase::Decode;
  int64_t B = d.batch, H = d.heads, KV = d.kvHeads, S = d.seq, T = d.keys, D = d.headDim;
  Shape q = {B, H, S, D}, k = {B, KV, T, D}, scores = {B, H, S, T}, rows = {B, H, S};
  // A [B, S, H, D] projection read as [B, H, S, D].
  auto view = [&](int64_t heads, int64_t len, ElementType type) {
    return tensor({B, len, heads, D}, type, {0, 2, 1, 3});
  };
  Kernels fwd(out, "attention", "fwd"), bwd(out, "attention", "bwd");
  // .to(float32) keeps the layout it reads (preserve_format): widened, unvectorized.
  // (An fp32 model's casts return their input: no kernel.)
  bool casts = d.act != F32;
  if (casts) {
    fwd.unvectorized("q.upcast", ElementwiseFn::Cast, {B, S, H, D}, F32, {tensor({B, S, H, D}, d.act)});
    fwd.unvectorized("k.upcast", ElementwiseFn::Cast, cached ? k : Shape{B, T, KV, D}, F32,
                     {tensor(cached ? k : Shape{B, T, KV, D}, d.act)});
  }
  if (S > 1)
    fwd.strided("q.contiguous", ElementwiseFn::Add, q, F32, {view(H, S, F32)});
  if (!cached) // k^T as [B, H, D, T], from [B, T, H, D]
    fwd.strided("k_t.contiguous", ElementwiseFn::Add, {B, KV, D, T}, F32,
                {tensor({B, T, KV, D}, F32, {0, 3, 1, 2})});
  fwd.map("scale", ElementwiseFn::Mul, scores, F32, {tensor(scores, F32)});
  fwd.unvectorized("mask.add", ElementwiseFn::Add, scores, F32,
                   {tensor(scores, F32), tensor({B, S, T}, d.act, {0, 2, 3})});
  fwd.rowKernelReduce("softmax.stats", scores, 3, F32, {tensor(scores, F32)});
  fwd.map("softmax", ElementwiseFn::Exp, scores, F32,
          {tensor(scores, F32), tensor(rows, F32, {0, 1, 2})});
  if (casts)
    fwd.map("weights.downcast", ElementwiseFn::Cast, scores, d.act, {tensor(scores, F32)});
  if (!cached)
    fwd.strided("v.contiguous", ElementwiseFn::Add, k, d.act, {view(KV, T, d.act)});
  if (!d.training)
    return;
  bwd.strided("output.grad.contiguous", ElementwiseFn::Add, q, d.act, {view(H, S, d.act)});
  if (casts)
    bwd.unvectorized("weights.downcast.grad", ElementwiseFn::Cast, scores, F32,
                     {tensor(scores, d.act)});
  bwd.rowKernelReduce("softmax.grad_sum", scores, 3, F32,
                      {tensor(scores, F32), tensor(scores, F32)});
  bwd.map("softmax.grad", ElementwiseFn::Mul, scores, F32,
          {tensor(scores, F32), tensor(scores, F32), tensor(rows, F32, {0, 1, 2})});
  bwd.map("scale.grad", ElementwiseFn::Mul, scores, F32, {tensor(scores, F32)});
  if (!casts)
    return;
  bwd.map("q.upcast.grad", ElementwiseFn::Cast, q, d.act, {tensor(q, F32)});
  bwd.map("k.upcast.grad", ElementwiseFn::Cast, k, d.act, {tensor(k, F32)});
}

} // namespace

std::vector<MemoryOpSpec> layerMemoryOps(const ModelConfig &c, const ImportOptions &o,
                                         int64_t layer) {
  std::vector<MemoryOpSpec> out;
  Dims d = dimsOf(c, o);
  Shape x = {d.tokens, d.hidden};
  int64_t q = d.heads * d.headDim, kv = d.kvHeads * d.headDim;
  llvm::SmallVector<llvm::StringLiteral, 4> norms = c.layerNorms();
  for (llvm::StringRef site : norms)
    if (site == "input_norm")
      norm(out, c, d, site.str());
  if (c.qkNorm != QkNorm::None)
    qkNorms(out, c, d);
  if (c.rotaryDim > 0) {
    rotary(out, c, d, d.heads, "q");
    rotary(out, c, d, d.kvHeads, "k");
  }
  Kernels attnFwd(out, "attention", "fwd"), attnBwd(out, "attention", "bwd");
  int64_t group = d.heads / d.kvHeads;
  AttentionSpec attention = layerAttention(c, o, layer);
  if (attention.eager)
    eagerAttention(out, d);
  int64_t keys = attention.key.kvLen;
  ElementType attentionType = attention.key.type;
  // SDPA's math path computes in fp32: q, k and v cast up, the output back
  // (and their gradients the other way).
  if (attentionType != d.act)
    for (auto [which, heads, length] : {std::tuple{"q", d.heads, d.seq},
                                        {"k", d.kvHeads, keys},
                                        {"v", d.kvHeads, keys},
                                        {"output", d.heads, d.seq}}) {
      Shape x = {d.batch, heads, length, d.headDim};
      bool up = std::string_view(which) != "output";
      attnFwd.map(std::string(which) + ".upcast", ElementwiseFn::Cast, x,
                  up ? attentionType : d.act, {tensor(x, up ? d.act : attentionType)});
      if (d.training)
        attnBwd.map(std::string(which) + ".upcast.grad", ElementwiseFn::Cast, x,
                    up ? d.act : attentionType, {tensor(x, up ? attentionType : d.act)});
    }
  // It returns its probabilities cast back too (the H200 profiles: one
  // [B, H, S, T] copy a call), which Hugging Face drops.
  if (attentionType != d.act) {
    Shape probs = {d.batch, d.heads, d.seq, keys};
    attnFwd.map("weights.downcast", ElementwiseFn::Cast, probs, d.act,
                {tensor(probs, attentionType)});
  }
  // Hugging Face materializes repeat_kv where a mask keeps SDPA from taking
  // grouped-query heads directly (enable_gqa). (On the math path K and V are
  // broadcast by the attention's own matmuls: the chain's.)
  Shape grouped = {d.batch, d.kvHeads, group, keys, d.headDim};
  if (attention.key.explicitMask && attentionType == d.act && group > 1 && !attention.eager)
    for (const char *which : {"repeat_kv.k", "repeat_kv.v"}) {
      attnFwd.map(which, ElementwiseFn::Add, grouped, attentionType,
                  {tensor({d.batch, d.kvHeads, keys, d.headDim}, attentionType, {0, 1, 3, 4})});
      if (d.training)
        attnBwd.reduce(std::string(which) + ".grad", {d.batch, d.kvHeads, keys, d.headDim, group},
                       4, attentionType, {tensor(grouped, attentionType, {0, 1, 4, 2, 3})});
    }
  // Serving: the step's keys and values written into the KV cache (in place,
  // as a static cache and serving engines keep it); Hugging Face's dynamic
  // cache concatenates, reading the cache and writing it anew each step.
  if (d.phase == StepPhase::Prefill || d.phase == StepPhase::Decode) {
    Kernels cache(out, "kv_cache", "fwd");
    Shape added = {d.batch, d.kvHeads, d.seq, d.headDim};
    for (const char *which : {"cache_write.k", "cache_write.v"}) {
      if (o.dynamicCache && d.phase == StepPhase::Decode) {
        // torch.cat([cache, new], dim=-2): every key of the new cache read
        // (the old ones and the new) and written.
        Shape whole = {d.batch, d.kvHeads, d.keys, d.headDim};
        cache.map(which, ElementwiseFn::Add, whole, d.act, {tensor(whole, d.act)});
      } else {
        cache.strided(which, ElementwiseFn::Add, added, d.act,
                      {tensor({d.batch, d.seq, d.kvHeads, d.headDim}, d.act, {0, 2, 1, 3})});
      }
    }
  }
  // The attention output, [B, H, S, D], back to [B, S, H*D] for the output
  // projection: transpose(1, 2).contiguous().
  Shape bshd = {d.batch, d.seq, d.heads, d.headDim};
  auto transposed = [&]() {
    return tensor({d.batch, d.heads, d.seq, d.headDim}, d.act, {0, 2, 1, 3});
  };
  // A fused kernel writes the output, and takes q, k and v's gradients, in
  // the projections' own [B, S, H, D] layout: the transposes back are views.
  // SDPA's math path works in [B, H, S, D] (copies back), and so does the
  // rotary's backward for q and k. A partial rotary's cat leaves q in
  // [B, H, S, D] too, and Phi-3's q, k and v are slices of one projection:
  // the output is copied back (the H200 profiles: one [B, S, H, D] copy).
  // Eager attention's bmm writes [B, H, S, D] too (a view for one query).
  bool mathPath = attentionType != d.act, eager = attention.eager;
  bool slicedQkv = c.fusedQkv && c.family == "phi3";
  if (eager ? d.seq > 1 : mathPath || (c.rotaryDim > 0 && c.rotaryDim < d.headDim) || slicedQkv)
    attnFwd.strided("output.contiguous", ElementwiseFn::Add, bshd, d.act, {transposed()});
  if (d.training)
    qkvGradients(out, c, d, mathPath || eager || c.rotaryDim > 0, mathPath || eager);
  if (c.attentionBias && d.training) {
    if (c.fusedQkv)
      biasGrad(out, d, "qkv", q + 2 * kv);
    else
      for (auto [role, n] : {std::pair{"q", q}, {"k", kv}, {"v", kv}})
        biasGrad(out, d, role, n);
  }
  if (c.outputBias && d.training)
    biasGrad(out, d, "attn_out", d.hidden);
  if (c.mlpBias && d.training) {
    bool gateUp = c.gated && c.fusedGateUp; // Phi-3's one gate_up_proj
    if (c.gated && !gateUp)
      biasGrad(out, d, "mlp_gate", d.ffn);
    biasGrad(out, d, gateUp ? "mlp_gate_up" : "mlp_up", gateUp ? 2 * d.ffn : d.ffn);
    biasGrad(out, d, "mlp_down", d.hidden);
  }
  Kernels resFwd(out, "residual", "fwd"), resBwd(out, "residual", "bwd");
  for (llvm::StringRef site : norms) // after attention: its output's, the MLP's
    if (site != "input_norm")
      norm(out, c, d, site.str());
  if (c.experts > 0)
    expertRouting(out, c, d);
  activation(out, c, d);
  // Residual adds, and in the backward the sums of the gradient paths that
  // meet: the residual and the norm's input; q, k and v's input gradients;
  // gate's and up's.
  // (a parallel block adds attention, MLP and residual: two adds as well)
  resFwd.map("add", ElementwiseFn::Add, x, d.act, {tensor(x, d.act), tensor(x, d.act)}, 2);
  if (d.training) {
    // Two residual junctions; a parallel block has one, but its norm's output
    // feeds both the attention and the MLP: two sums either way.
    int64_t sums = 2 + (c.fusedQkv ? 0 : 2) + (c.gated ? 1 : 0);
    resBwd.map("grad_sum", ElementwiseFn::Add, x, d.act, {tensor(x, d.act), tensor(x, d.act)},
               sums);
  }
  return out;
}

std::vector<MemoryOpSpec> headMemoryOps(const ModelConfig &c, const ImportOptions &o) {
  std::vector<MemoryOpSpec> out;
  Dims d = dimsOf(c, o);
  Shape x = {d.tokens, d.hidden}, logits = {d.tokens, d.vocab}, rows = {d.tokens};
  OperandSpec ids = tensor(rows, ElementType::I64, {0});
  // Embeddings: a gather of the token's row (and the position's, added). Over
  // tensor parallelism each rank holds its share of the table's rows, as of
  // the LM head's (Megatron's vocab-parallel embedding).
  Kernels embFwd(out, "embedding", "fwd"), embBwd(out, "embedding", "bwd");
  embFwd.push("embedding", MemoryKind::Gather, ElementwiseFn::Add, x, 2, d.act,
              {ids, tensor({d.vocab, d.hidden}, d.act, {})}, 1);
  if (c.learnedPositions) {
    embFwd.push("position_embedding", MemoryKind::Gather, ElementwiseFn::Add, x, 2, d.act,
                {ids, tensor({d.seq, d.hidden}, d.act, {})}, 1);
    embFwd.map("add_positions", ElementwiseFn::Add, x, d.act, {tensor(x, d.act), tensor(x, d.act)});
  }
  if (c.scaledEmbeddings) { // Gemma: x * sqrt(hidden)
    embFwd.map("embedding.scale", ElementwiseFn::Mul, x, d.act, {tensor(x, d.act)});
    if (d.training)
      embBwd.map("embedding.scale.grad", ElementwiseFn::Mul, x, d.act, {tensor(x, d.act)});
  }
  // Eager attention adds a float causal mask, made once a step:
  // where(allowed, 0, min) as [B, 1, S, T] (SDPA's callers pass is_causal).
  if (runsEagerAttention(c, o)) {
    Shape mask = {d.batch, 1, d.seq, d.keys};
    Kernels(out, "attention_mask", "fwd")
        .unvectorized("causal_mask", ElementwiseFn::Fill, mask, d.act,
                      {tensor({d.seq, d.keys}, ElementType::I8, {2, 3})});
  }
  norm(out, c, d, "final_norm");
  if (c.finalSoftcap > 0) {
    // Gemma-2's logits: cap * tanh(logits / cap), as three kernels each way.
    Shape capped = {d.logits, d.vocab};
    Kernels capFwd(out, "logits", "fwd"), capBwd(out, "logits", "bwd");
    for (auto [name, fn] : {std::pair{"softcap.div", ElementwiseFn::Mul},
                            {"softcap.tanh", ElementwiseFn::Tanh},
                            {"softcap.mul", ElementwiseFn::Mul}})
      capFwd.map(name, fn, capped, d.act, {tensor(capped, d.act)});
    if (d.training)
      for (auto [name, inputs] :
           {std::pair{"softcap.mul.grad", 1}, {"softcap.tanh.grad", 2}, {"softcap.div.grad", 1}})
        capBwd.map(name, ElementwiseFn::Mul, capped, d.act,
                   llvm::SmallVector<OperandSpec, 4>(inputs, tensor(capped, d.act)));
  }
  if (d.phase == StepPhase::Prefill || d.phase == StepPhase::Decode) {
    // Generation takes each sequence's last logits in fp32 (logits[:, -1].float()).
    Shape last = {d.logits, d.vocab};
    Kernels(out, "logits", "fwd")
        .map("logits.float", ElementwiseFn::Cast, last, F32, {tensor(last, d.act)});
    return out;
  }
  // ForCausalLMLoss: logits.float(), cross_entropy (log_softmax, nll).
  Kernels lossFwd(out, "loss", "fwd"), lossBwd(out, "loss", "bwd");
  lossFwd.map("logits.float", ElementwiseFn::Cast, logits, F32, {tensor(logits, d.act)});
  lossFwd.rowKernelReduce("log_softmax.logsumexp", logits, 1, F32, {tensor(logits, F32)});
  lossFwd.map("log_softmax", ElementwiseFn::Add, logits, F32,
              {tensor(logits, F32), tensor(rows, F32, {0})});
  if (!d.training)
    return out;
  lossBwd.map("nll_loss.grad_zeros", ElementwiseFn::Fill, logits, F32, {});
  lossBwd.rowKernelReduce("log_softmax.grad_sum", logits, 1, F32, {tensor(logits, F32)});
  lossBwd.map("log_softmax.grad", ElementwiseFn::Exp, logits, F32,
              {tensor(logits, F32), tensor(logits, F32), tensor(rows, F32, {0})});
  lossBwd.map("logits.float.grad", ElementwiseFn::Cast, logits, d.act, {tensor(logits, F32)});
  if (c.lmHeadBias) // Phi's and GPT-J's: the logits' gradient summed over the tokens
    biasGrad(out, d, "lm_head", d.vocab);
  // The embedding's gradient: the output gradient's rows summed per token id.
  auto scatter = [&](const char *name, int64_t table) {
    embBwd.push(name, MemoryKind::Scatter, ElementwiseFn::Add, {table, d.hidden, d.tokens}, 2,
                d.act, {tensor(rows, ElementType::I64, {2}), tensor(x, d.act, {2, 1})}, 1);
  };
  scatter("embedding.grad", d.vocab);
  if (c.learnedPositions)
    scatter("position_embedding.grad", d.seq);
  if (c.tiedEmbeddings)
    embBwd.map("tied.grad_sum", ElementwiseFn::Add, {d.vocab, d.hidden}, d.act,
               {tensor({d.vocab, d.hidden}, d.act), tensor({d.vocab, d.hidden}, d.act)});
  return out;
}

AttentionSpec layerAttention(const ModelConfig &c, const ImportOptions &o, int64_t layer) {
  Dims d = dimsOf(c, o);
  AttentionSpec s;
  // Hugging Face's own attention code runs only in its own steps; serving
  // engines call fused kernels.
  bool math = c.mathAttention && o.huggingFaceStep();
  s.eager = runsEagerAttention(c, o);
  s.key.type = math ? F32 : d.act;
  s.key.batch = d.batch;
  s.key.heads = d.heads;
  s.key.kvHeads = d.kvHeads;
  s.key.qLen = d.seq;
  s.key.kvLen = d.keys;
  s.key.headDim = s.key.vHeadDim = d.headDim;
  // Decode: one query over the cache, unmasked; a sliding window reads only
  // its last keys (as serving engines slice it). Otherwise Hugging Face's
  // causal SDPA, or with a window as long as the keys or shorter its explicit
  // mask (masking_utils leaves a shorter sequence to is_causal).
  bool decode = d.phase == StepPhase::Decode, window = c.slidingLayer(layer);
  if (decode && window)
    s.key.kvLen = std::min(d.keys, c.slidingWindow);
  // (Falcon's math path gets its causal mask as a tensor.)
  s.key.causal = !decode && !math;
  s.key.explicitMask = ((window && d.keys >= c.slidingWindow) || math) && !decode;
  s.training = d.training;
  return s;
}

} // namespace dimtune
