//===- AdviceReport.cpp - The advisor's proposals as text, JSON, Markdown -===//

#include "dimtune/Advisor/AdviceReport.h"

#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/JSON.h"

using namespace llvm;

namespace dimtune {

/// The attention kernel as reports name it: a backend, or "math".
static StringRef attentionName(const StepTime &s) {
  return s.attention.fused() ? attentionBackendName(s.attention.backend) : "math";
}

static std::string parts(const StepTime &s) {
  return formatv("GEMMs {0:f1} ms, attention {1:f1} ms, other {2:f1} ms", s.gemmUs / 1e3,
                 s.attentionUs / 1e3, s.otherUs / 1e3)
      .str();
}

/// "head dim 80 runs as 96 on flash2: 17% of attention FLOPs wasted".
static std::string kernelNote(int64_t headDim, int64_t kernelHeadDim, double padded,
                              AttentionBackend backend) {
  if (kernelHeadDim == headDim)
    return formatv("head dim {0} runs as itself on {1}", headDim, attentionBackendName(backend));
  return formatv("head dim {0} runs as {1} on {2}: {3:f0}% of attention FLOPs wasted", headDim,
                 kernelHeadDim, attentionBackendName(backend), padded * 100);
}

std::string describeProposal(const Proposal &p) {
  std::string text = formatv("{0}: {1} -> {2}", p.param, p.from, p.to);
  if (p.param == "num_attention_heads" && p.config.kvHeads != p.config.heads)
    text += formatv(" (KV heads {0})", p.config.kvHeads).str();
  text += formatv(" ({0:+f2}% parameters): predicted {1:f3}x whole step ({2})", p.paramDeltaPct,
                  p.predictedSpeedup, parts(p.after))
              .str();
  if (p.param == "num_attention_heads" || p.param == "hidden_size")
    text += "; " + kernelNote(p.config.headDim, p.kernelHeadDim, p.paddedAttentionFlops,
                              p.after.attention.backend);
  return text;
}

std::string describeStep(const ModelConfig &c, const Advice &a) {
  double total = a.step.totalUs();
  std::string kernel = attentionName(a.step).str();
  if (!a.step.attention.firstChoice)
    kernel += ": " + a.step.attention.reason;
  std::string text = formatv("predicted step {0:f1} ms: GEMMs {1:f0}%, attention ({2}) {3:f0}%, "
                             "other {4:f0}%",
                             total / 1e3, a.step.gemmUs / total * 100, kernel,
                             a.step.attentionUs / total * 100, a.step.otherUs / total * 100);
  if (a.step.attention.fused())
    text += "; " + kernelNote(c.headDim, a.kernelHeadDim, a.paddedAttentionFlops,
                              a.step.attention.backend);
  if (a.gemmShapes > 0)
    text += formatv("; {0} of {1} GEMM shapes measured", a.measuredGemmShapes, a.gemmShapes).str();
  return text;
}

static void writeStep(json::OStream &j, const StepTime &s) {
  j.attribute("gemm_us", s.gemmUs);
  j.attribute("attention_us", s.attentionUs);
  j.attribute("other_us", s.otherUs);
  j.attribute("total_us", s.totalUs());
  j.attribute("attention_backend", attentionName(s));
  j.attribute("attention_backend_reason", s.attention.reason);
}

void writeAdviceJson(raw_ostream &os, const GpuTarget &target, const ModelConfig &c,
                     const ImportOptions &o, const Advice &a) {
  json::OStream j(os, 2);
  auto proposal = [&](const Proposal &p) {
    j.object([&] {
      j.attribute("param", p.param);
      j.attribute("from", p.from);
      j.attribute("to", p.to);
      j.attribute("num_key_value_heads", p.config.kvHeads);
      j.attribute("param_delta_pct", p.paramDeltaPct);
      j.attribute("predicted_speedup", p.predictedSpeedup);
      j.attributeObject("predicted_step", [&] { writeStep(j, p.after); });
      j.attribute("head_dim", p.config.headDim);
      j.attribute("kernel_head_dim", p.kernelHeadDim);
      j.attribute("padded_attention_flop_fraction", p.paddedAttentionFlops);
    });
  };
  j.object([&] {
    j.attributeObject("target", [&] {
      j.attribute("name", target.name);
      j.attribute("sm_count", target.smCount);
      j.attribute("attention_calibration", target.calibration.attentionProvenance);
      j.attribute("memory_calibration", target.calibration.memoryProvenance);
    });
    j.attributeObject("model", [&] {
      j.attribute("norm", normName(c.norm));
      j.attribute("activation", activationName(c.activation));
      j.attribute("phase", stepPhaseName(o.phase));
      forEachModelField(c, o, [&](StringRef name, const auto &value) { j.attribute(name, value); });
      j.attribute("parameters", c.parameterCount());
    });
    j.attribute("attention_backend", attentionName(a.step));
    j.attributeObject("predicted_step", [&] {
      writeStep(j, a.step);
      j.attribute("kernel_head_dim", a.kernelHeadDim);
      j.attribute("padded_attention_flop_fraction", a.paddedAttentionFlops);
      j.attribute("measured_gemm_shapes", int64_t(a.measuredGemmShapes));
      j.attribute("gemm_shapes", int64_t(a.gemmShapes));
    });
    j.attributeArray("proposals", [&] {
      for (const Proposal &p : a.proposals)
        proposal(p);
    });
    j.attributeObject("batch_roofline", [&] {
      j.attribute("micro_batch", a.roofline.microBatch);
      j.attribute("tokens", a.roofline.tokens);
      j.attribute("ridge_intensity", a.roofline.ridgeIntensity);
    });
    j.attributeArray("candidates", [&] {
      for (const Proposal &p : a.candidates)
        proposal(p);
    });
  });
  os << "\n";
}

void writeAdviceMarkdown(raw_ostream &os, const GpuTarget &target, const ModelConfig &c,
                         const ImportOptions &o, const Advice &a) {
  os << formatv("# Dimension advice: {0} (hidden {1}, {2} heads, FFN {3}, vocab {4}) on {5}\n\n"
                "{6} layers, micro-batch {7} x {8} tokens, TP {9}, {10}, attention on {11}. {12}.\n\n",
                c.family, c.hidden, c.heads, c.ffn, c.vocab, target.name, c.layers, o.microBatch,
                o.seq, o.tp, stepPhaseName(o.phase),
                attentionName(a.step), describeStep(c, a));
  os << "| parameter | from | to | parameters | predicted whole step | GEMMs | attention | other "
        "| head dim as run |\n|---|---|---|---|---|---|---|---|---|\n";
  for (const Proposal &p : a.proposals)
    os << formatv("| `{0}` | {1} | {2} | {3:+f2}% | {4:f3}x | {5:f1} ms | {6:f1} ms | {7:f1} ms | "
                  "{8} |\n",
                  p.param, p.from, p.to, p.paramDeltaPct, p.predictedSpeedup, p.after.gemmUs / 1e3,
                  p.after.attentionUs / 1e3, p.after.otherUs / 1e3,
                  p.param == "num_attention_heads"
                      ? formatv("{0} as {1}", p.config.headDim, p.kernelHeadDim).str()
                      : std::string("-"));
  if (a.proposals.empty())
    os << formatv("| (no change predicted at least {0:f0}% faster: keep the configuration) | | | "
                  "| | | | | |\n",
                  (kAdviceMinSpeedup - 1) * 100);
  os << formatv("\nBatch roofline: from micro-batch {0} ({1} tokens) every projection of a "
                "layer is compute-bound (ridge {2:f0} FLOP/byte).\n",
                a.roofline.microBatch, a.roofline.tokens, a.roofline.ridgeIntensity);
}

} // namespace dimtune
