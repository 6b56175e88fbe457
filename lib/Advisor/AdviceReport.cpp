//===- AdviceReport.cpp - The advisor's proposals as text, JSON, Markdown -===//

#include "dimtune/Advisor/AdviceReport.h"

#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/JSON.h"

#include <cmath>

using namespace llvm;

namespace dimtune {

/// The attention kernel as reports name it: a backend, "math" or "eager".
static StringRef attentionName(const StepTime &s) {
  if (s.eagerAttention)
    return "eager";
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
  j.attribute("kernel_us", s.kernelUs());
  j.attribute("total_us", s.totalUs());
  j.attribute("exec", execModeName(s.run.exec));
  if (s.run.clockKnown())
    j.attribute("sm_clock_mhz", s.run.smClockMhz);
  else
    j.attribute("sm_clock_mhz", nullptr);
  j.attribute("gpu_busy_share", s.run.gpuBusyShare());
  j.attribute("host_us", s.run.hostUs);
  j.attribute("host_forward_us", s.run.hostForwardUs);
  j.attribute("host_backward_us", s.run.hostBackwardUs);
  j.attribute("attention_backend", attentionName(s));
  j.attribute("attention_backend_reason", s.attention.reason);
}

/// The change of a candidate's step work against the configuration's.
static double flopDeltaPct(const Proposal &p) {
  return p.before.run.flops > 0 ? (p.after.run.flops / p.before.run.flops - 1) * 100 : 0;
}

static void writeSweep(json::OStream &j, const ServingSweep &s) {
  j.attributeArray("batch_sweep", [&] {
    for (const BatchPoint &p : s.points)
      j.object([&] {
        j.attribute("batch", p.batch);
        j.attribute("step_us", p.stepUs);
        j.attribute("tokens_per_s", p.tokensPerS);
        j.attribute("memory_bytes", p.memoryBytes);
        j.attribute("fits", p.fits);
        j.attribute("weights_share", p.weightsShare);
        j.attribute("kv_share", p.kvShare);
        j.attribute("compute_share", p.computeShare);
      });
  });
  j.attribute("knee_batch", s.kneeBatch);
  j.attribute("knee_tolerance", s.kneeTolerance);
  j.attribute("max_batch", s.maxBatch);
  j.attributeObject("memory", [&] {
    j.attribute("weights_bytes", s.memory.weightsBytes);
    j.attribute("kv_cache_bytes", s.memory.kvCacheBytes);
    j.attribute("workspace_bytes", s.memory.workspaceBytes);
    j.attribute("kv_bytes_per_token", s.memory.kvBytesPerToken);
    j.attribute("capacity_bytes", s.memoryCapacityBytes);
  });
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
      j.attribute("flop_delta_pct", flopDeltaPct(p));
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
      j.attribute("qk_norm", qkNormName(c.qkNorm));
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
    j.attributeArray("alternatives", [&] {
      for (const Proposal &p : a.alternatives)
        proposal(p);
    });
    j.attributeObject("batch_roofline", [&] {
      j.attribute("found", a.roofline.found);
      if (a.roofline.found) {
        j.attribute("micro_batch", a.roofline.microBatch);
        j.attribute("tokens", a.roofline.tokens);
      } else {
        j.attribute("micro_batch", nullptr);
        j.attribute("tokens", nullptr);
      }
      j.attribute("ridge_intensity", a.roofline.ridgeIntensity);
    });
    if (a.sweep)
      writeSweep(j, *a.sweep);
    j.attributeArray("candidates", [&] {
      for (const Proposal &p : a.candidates)
        proposal(p);
    });
  });
  os << "\n";
}

void writeAdviceMarkdown(raw_ostream &os, const GpuTarget &target, const ModelConfig &c,
                         const ImportOptions &o, const Advice &a) {
  // A decode step's sequences each add one token over the cache; --seq is not theirs.
  std::string tokens = o.decode() ? formatv("{0} x 1 token over a {1}-token KV cache",
                                            o.microBatch, o.kvLen).str()
                                  : formatv("{0} x {1} tokens", o.microBatch, o.seq).str();
  os << formatv("# Dimension advice: {0} (hidden {1}, {2} heads, FFN {3}, vocab {4}) on {5}\n\n"
                "{6} layers, micro-batch {7}, TP {8}, {9}, attention on {10}. {11}.\n\n",
                c.family, c.hidden, c.heads, c.ffn, c.vocab, target.name, c.layers, tokens, o.tp,
                stepPhaseName(o.phase), attentionName(a.step), describeStep(c, a));
  auto table = [&](ArrayRef<Proposal> list) {
    os << "| parameter | from | to | parameters | FLOPs | predicted whole step | GEMMs | attention | "
          "other | head dim as run |\n|---|---|---|---|---|---|---|---|---|---|\n";
    for (const Proposal &p : list)
      os << formatv("| `{0}` | {1} | {2} | {3:+f2}% | {4:+f2}% | {5:f3}x | {6:f1} ms | {7:f1} ms | "
                    "{8:f1} ms | {9} |\n",
                    p.param, p.from, p.to, p.paramDeltaPct, flopDeltaPct(p), p.predictedSpeedup,
                    p.after.gemmUs / 1e3, p.after.attentionUs / 1e3, p.after.otherUs / 1e3,
                    p.param == "num_attention_heads"
                        ? formatv("{0} as {1}", p.config.headDim, p.kernelHeadDim).str()
                        : std::string("-"));
  };
  table(a.proposals);
  if (a.proposals.empty())
    os << formatv("| (no change at equal work predicted at least {0:f0}% faster: keep the "
                  "configuration) | | | | | | | | | |\n",
                  (kAdviceMinSpeedup - 1) * 100);
  if (!a.alternatives.empty()) {
    os << "\nAlternatives: faster, but not at equal work (the parameter count changes by more "
          "than max-param-change, or the KV heads change: either alters the model):\n\n";
    table(a.alternatives);
  }
  if (a.roofline.found)
    os << formatv("\nBatch roofline: from micro-batch {0} ({1} tokens) every projection of a "
                  "layer is compute-bound (ridge {2:f0} FLOP/byte).\n",
                  a.roofline.microBatch, a.roofline.tokens, a.roofline.ridgeIntensity);
  else
    os << formatv("\nBatch roofline: no micro-batch up to {0} makes every projection of a layer "
                  "compute-bound (ridge {1:f0} FLOP/byte).\n",
                  a.roofline.microBatch, a.roofline.ridgeIntensity);
  if (!a.sweep)
    return;
  const ServingSweep &s = *a.sweep;
  os << formatv("\n## Batch sweep ({0}, context {1})\n\nKnee: batch {2} (the largest whose step "
                "is within {3:f0}% of batch 1's); the largest batch that fits: {4} ({5:f0} GB).\n\n",
                stepPhaseName(o.phase), o.decode() ? o.kvLen : o.seq, s.kneeBatch,
                s.kneeTolerance * 100, s.maxBatch, s.memoryCapacityBytes / 1e9);
  os << "| batch | step | tokens/s | memory | fits | weights | KV cache | compute |\n"
        "|---|---|---|---|---|---|---|---|\n";
  for (const BatchPoint &p : s.points)
    os << formatv("| {0} | {1:f1} us | {2:f0} | {3:f1} GB | {4} | {5:f0}% | {6:f0}% | {7:f0}% |\n",
                  p.batch, p.stepUs, p.tokensPerS, p.memoryBytes / 1e9, p.fits ? "yes" : "no",
                  p.weightsShare * 100, p.kvShare * 100, p.computeShare * 100);
}

/// Escapes text for SVG (XML) character data and attribute values.
static std::string xml(StringRef text) {
  std::string out;
  for (unsigned char c : text) {
    if (c == '<')
      out += "&lt;";
    else if (c == '>')
      out += "&gt;";
    else if (c == '&')
      out += "&amp;";
    else if (c == '"')
      out += "&quot;";
    else if (c >= 0x20 && c < 0x7f)
      out += char(c);
    else
      out += '?'; // control bytes and non-ASCII: not XML a reader must take
  }
  return out;
}

void writeSweepSvg(raw_ostream &os, const GpuTarget &target, const ModelConfig &c,
                   const ImportOptions &o, const ServingSweep &s) {
  // Step time (left axis) and tokens/s (right axis) against log2(batch).
  const double width = 720, height = 360, left = 70, right = 70, top = 40, bottom = 50;
  double plotW = width - left - right, plotH = height - top - bottom;
  double maxStep = 0, maxTokens = 0, maxLog = 0;
  for (const BatchPoint &p : s.points) {
    maxStep = std::max(maxStep, p.stepUs);
    maxTokens = std::max(maxTokens, p.tokensPerS);
    maxLog = std::max(maxLog, std::log2(double(p.batch)));
  }
  maxStep = maxStep > 0 ? maxStep : 1;
  maxTokens = maxTokens > 0 ? maxTokens : 1;
  maxLog = maxLog > 0 ? maxLog : 1;
  auto x = [&](int64_t batch) { return left + std::log2(double(batch)) / maxLog * plotW; };
  auto line = [&](auto value, double most) {
    std::string points;
    for (const BatchPoint &p : s.points)
      points += formatv("{0:f1},{1:f1} ", x(p.batch), top + plotH * (1 - value(p) / most)).str();
    return points;
  };
  os << formatv("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"{0}\" height=\"{1}\" "
                "font-family=\"sans-serif\" font-size=\"12\">\n",
                width, height);
  os << formatv("<text x=\"{0}\" y=\"20\" font-size=\"14\">{1}</text>\n", left,
                xml(formatv("{0} {1} on {2}: step time and tokens/s against batch (context {3}, "
                            "knee {4}, largest that fits {5})",
                            c.family, stepPhaseName(o.phase), target.name,
                            o.decode() ? o.kvLen : o.seq, s.kneeBatch, s.maxBatch)
                        .str()));
  os << formatv("<rect x=\"{0}\" y=\"{1}\" width=\"{2}\" height=\"{3}\" fill=\"none\" "
                "stroke=\"#999\"/>\n",
                left, top, plotW, plotH);
  os << formatv("<polyline fill=\"none\" stroke=\"#1f77b4\" stroke-width=\"2\" points=\"{0}\"/>\n",
                line([](const BatchPoint &p) { return p.stepUs; }, maxStep));
  os << formatv("<polyline fill=\"none\" stroke=\"#d62728\" stroke-width=\"2\" "
                "stroke-dasharray=\"6,3\" points=\"{0}\"/>\n",
                line([](const BatchPoint &p) { return p.tokensPerS; }, maxTokens));
  for (const BatchPoint &p : s.points)
    os << formatv("<text x=\"{0:f1}\" y=\"{1}\" text-anchor=\"middle\">{2}</text>\n", x(p.batch),
                  height - bottom + 16, p.batch);
  os << formatv("<text x=\"{0}\" y=\"{1}\" text-anchor=\"middle\">batch</text>\n",
                left + plotW / 2, height - 12);
  os << formatv("<text x=\"8\" y=\"{0}\" fill=\"#1f77b4\">step {1:f0} us</text>\n", top + 4, maxStep);
  os << formatv("<text x=\"{0}\" y=\"{1}\" fill=\"#d62728\" text-anchor=\"end\">{2:f0} tok/s</text>\n",
                width - 4, top + 4, maxTokens);
  if (s.kneeBatch > 0)
    os << formatv("<line x1=\"{0:f1}\" y1=\"{1}\" x2=\"{0:f1}\" y2=\"{2}\" stroke=\"#2ca02c\" "
                  "stroke-dasharray=\"2,2\"/>\n",
                  x(s.kneeBatch), top, top + plotH);
  os << "</svg>\n";
}

} // namespace dimtune
