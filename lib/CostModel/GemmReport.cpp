//===- GemmReport.cpp - The analysis as remarks and JSON ------------------===//

#include "dimtune/CostModel/GemmReport.h"
#include "dimtune/Target/EnumNames.h"

#include "llvm/Support/FormatVariadic.h"

using namespace llvm;

namespace dimtune {

static constexpr EnumName<KSplit> kSplitNames[] = {
    {KSplit::None, "none"}, {KSplit::SplitK, "split-k"}, {KSplit::StreamK, "stream-k"}};

static StringRef splitName(KSplit split) { return nameIn(kSplitNames, split); }

/// Which operands have a leading stride that breaks 16-byte alignment.
static std::string misalignedOperands(const GemmKey &p) {
  std::string text;
  for (const MisalignedStride &s : p.misalignedStrides())
    text += formatv("{0}{1}.{2}={3} ({4}-byte stride)", text.empty() ? "" : ", ",
                    gemmOperandName(s.operand), gemmDimName(s.contiguous), s.leadingExtent,
                    s.alignmentBytes)
                .str();
  return text;
}

std::string describe(const GemmAnalysis &a) {
  const GemmProblem &p = a.problem;
  const GemmEstimate &e = a.estimate;
  const KernelChoice &k = e.kernel;
  std::string text = formatRole(p.site);
  // The GEMV-like kernel has no tiles of its own: its tile and waves are the
  // one-row GEMV's it is priced from.
  std::string kernel =
      k.gemvRows > 1
          ? formatv("GEMV-like kernel over {0} rows", k.gemvRows).str()
          : formatv("tile {0}x{1} eff {2:f1}%, {3} CTAs in {4:f2} waves eff {5:f1}%", k.tile.m,
                    k.tile.n, k.tileEfficiency * 100, k.ctas, k.waves, k.waveEfficiency * 100)
                .str();
  text += formatv("{0} {1} {2}: {3}, {4}, {5}-bound, predicted {6:f1} us ({7:f1} TFLOP/s)",
                  p.site.op, formatGemmShape(p), p.dtype(), kernel,
                  e.aligned ? std::string("aligned") : "misaligned " + misalignedOperands(p),
                  boundName(e.bound), e.predictedUs, e.predictedTflops);
  if (e.fp32Fallback)
    text += formatv(" (no {0} path on this GPU: at the fp32 rate)", mathTypeName(p.math())).str();
  if (const std::optional<PadDecision> &d = a.decision)
    text += formatv("; pad to {0}x{1}x{2}: {3:f1} us + {4:f1} us of pads and slices, {5:f2}x "
                    "faster (+{6:f2}% FLOPs)",
                    d->m, d->n, d->k, d->gemmUs, d->padCostUs, d->speedup,
                    d->extraFlopFraction * 100);
  else if (const PaddedShape &s = a.gemmOnlyBest; s.speedup > 1)
    text += formatv("; no padding pays for its pads and slices (the GEMM alone at {0}x{1}x{2}: "
                    "{3:f2}x)",
                    s.m, s.n, s.k, s.speedup);
  else
    text += "; no padding predicted to help";
  if (a.sites > 1)
    text += formatv(" [{0} GEMMs]", a.sites).str();
  if (a.measured)
    text += formatv("; measured {0:f1} us, fastest measured {1} {2}x{3}x{4}: {5:f1} us",
                    a.measured->originalUs, a.measured->label, a.measured->m, a.measured->n,
                    a.measured->k, a.measured->bestUs)
                .str();
  if (a.measured && a.measured->gemmSpeedupLow > 0 && a.measured->label != "original")
    text += formatv(" (its GEMM {0:f2}-{1:f2}x the original's speed over the rounds)",
                    a.measured->gemmSpeedupLow, a.measured->gemmSpeedupHigh)
                .str();
  return text;
}

/// "gemm_speedup_interval": [low, high], the measured interval of a padded
/// GEMM's speed-up over the original (the runner's rounds), or null where
/// there is none (predicted, or measured before rounds).
static void writeGemmSpeedupInterval(json::OStream &j, double low, double high) {
  if (!(low > 0 && high >= low)) {
    j.attribute("gemm_speedup_interval", nullptr);
    return;
  }
  j.attributeArray("gemm_speedup_interval", [&] {
    j.value(low);
    j.value(high);
  });
}

void writePadReport(raw_ostream &os, const GpuTarget &target, PadPolicy policy,
                    ArrayRef<PadRecord> records) {
  json::OStream j(os, /*IndentSize=*/2);
  j.object([&] {
    j.attribute("target", target.name);
    j.attribute("policy", padPolicyName(policy));
    j.attributeArray("gemms", [&] {
      for (const PadRecord &r : records) {
        j.object([&] {
          writeGemmIdentity(j, r.problem);
          if (!r.decision) {
            j.attribute("padded", nullptr);
            return;
          }
          const PadDecision &d = *r.decision;
          j.attributeObject("padded", [&] {
            writeExtents(j, d.m, d.n, d.k);
            j.attributeArray("padded_once", [&] {
              for (GemmOperand operand : r.paddedOnce)
                j.value(gemmOperandName(operand));
            });
            j.attribute("times", d.measured ? "measured" : "predicted");
            j.attribute("predicted_speedup", d.speedup);
            j.attribute("predicted_gemm_us", d.gemmUs);
            j.attribute("predicted_pad_us", d.padCostUs);
            j.attribute("predicted_original_us", d.originalUs);
            writeGemmSpeedupInterval(j, d.gemmSpeedupLow, d.gemmSpeedupHigh);
          });
        });
      }
    });
  });
  os << "\n";
}

void OtherWork::add(const MemoryOp &op, double opUs) {
  ++kernels;
  bytes += op.bytes();
  us += opUs;
  usByKind[static_cast<int>(op.kind)] += opUs;
  usByRole[op.site.role] += opUs;
}

double AttentionAnalysis::us() const {
  if (!estimate)
    return 0;
  double forward = measuredFwdUs.value_or(estimate->forward.us);
  double backward = measuredFwdUs ? measuredBwdUs.value_or(0) : estimate->backward.us;
  return forward + (problem.hasBackward ? backward : 0);
}

std::string describe(const AttentionAnalysis &a) {
  const AttentionProblem &p = a.problem;
  if (!a.estimate)
    return formatv("attention {0} left to the GEMM view: {1}", formatAttentionShape(p),
                   a.dispatch.reason);
  const AttentionEstimate &e = *a.estimate;
  std::string text = formatv("attention {0} {1} on {2}", formatAttentionShape(p),
                             elementTypeName(p.type), attentionBackendName(e.backend))
                         .str();
  // Why this backend, where PyTorch passed over the one it prefers.
  if (!a.dispatch.firstChoice)
    text += " (" + a.dispatch.reason + ")";
  text += ": ";
  if (e.kernelHeadDim != p.headDim)
    text += formatv("head dim {0} runs as {1} ({2:f0}% of its FLOPs wasted), ", p.headDim,
                    e.kernelHeadDim, e.paddedFlopFraction * 100)
                .str();
  text += formatv("{0} CTAs in {1:f2} waves, forward {2:f1} us ({3:f1} TFLOP/s)", e.forward.ctas,
                  e.forward.waves, e.forward.us, e.forwardTflops)
              .str();
  if (p.hasBackward)
    text += formatv(", backward {0:f1} us ({1:f1} TFLOP/s)", e.backward.us, e.backwardTflops).str();
  if (!e.calibrated)
    text += " (backend not calibrated on this GPU)";
  if (a.measuredFwdUs)
    text += formatv("; measured forward {0:f1} us, backward {1:f1} us", *a.measuredFwdUs,
                    a.measuredBwdUs.value_or(0))
                .str();
  return text;
}

static void writeTarget(json::OStream &j, const GpuTarget &target) {
  j.attributeObject("target", [&] {
    j.attribute("name", target.name);
    j.attribute("sm_count", target.smCount);
    j.attribute("arch", target.arch);
    j.attribute("calibration", target.calibration.provenance);
    j.attribute("attention_calibration", target.calibration.attentionProvenance);
    j.attribute("memory_calibration", target.calibration.memoryProvenance);
  });
}

/// The kernel the model picked: its tile, waves and K split.
static void writeKernel(json::OStream &j, const KernelChoice &k) {
  j.attributeObject("tile", [&] {
    j.attribute("m", k.tile.m);
    j.attribute("n", k.tile.n);
    j.attribute("efficiency", k.tileEfficiency);
  });
  j.attributeObject("waves", [&] {
    j.attribute("count", int64_t(std::ceil(k.waves)));
    j.attribute("fractional", k.waves);
    j.attribute("ctas", k.ctas);
    j.attribute("efficiency", k.waveEfficiency);
  });
  j.attributeObject("k_split", [&] {
    j.attribute("kind", splitName(k.split));
    j.attribute("factor", k.splitFactor);
  });
  j.attribute("gemv_rows", k.gemvRows);
}

static void writeLayouts(json::OStream &j, const GemmProblem &p) {
  auto layout = [&](StringRef name, const OperandLayout &l, int64_t bytes) {
    j.attributeObject(name, [&] {
      j.attribute("contiguous", gemmDimName(l.contiguous));
      j.attribute("leading_extent", l.leadingExtent);
      j.attribute("stride_alignment_bytes", p.rows(l) > 1
                                                ? strideAlignmentBytes(l.leadingExtent, bytes)
                                                : kTensorCoreAlignmentBytes);
    });
  };
  j.attributeObject("layout", [&] {
    layout("a", p.a, p.aBytes());
    layout("b", p.b, p.bBytes());
    layout("c", p.c, p.cBytes());
  });
}

static void writeGemm(json::OStream &j, const GemmAnalysis &a) {
  const GemmProblem &p = a.problem;
  const GemmEstimate &e = a.estimate;
  const PaddedShape &s = a.gemmOnlyBest;
  j.object([&] {
    writeGemmIdentity(j, p);
    writeKernel(j, e.kernel);
    j.attribute("aligned", e.aligned);
    writeLayouts(j, p);
    j.attribute("bound", boundName(e.bound));
    j.attribute("fp32_fallback", e.fp32Fallback);
    j.attribute("attention_math_path", a.attentionMathPath);
    j.attribute("arithmetic_intensity", e.arithmeticIntensity);
    j.attribute("ridge_intensity", e.ridgeIntensity);
    j.attribute("predicted_us", e.predictedUs);
    j.attribute("predicted_tflops", e.predictedTflops);
    j.attribute("wasted_flop_fraction", e.wastedFlopFraction);
    if (const std::optional<PadDecision> &d = a.decision)
      j.attributeObject("padding", [&] {
        writeExtents(j, d->m, d->n, d->k);
        j.attribute("times", d->measured ? "measured" : "predicted");
        j.attribute("gemm_us", d->gemmUs);
        j.attribute("pad_us", d->padCostUs);
        j.attribute("speedup", d->speedup);
        j.attribute("extra_flop_fraction", d->extraFlopFraction);
        j.attribute("extra_byte_fraction", d->extraByteFraction);
      });
    else
      j.attribute("padding", nullptr);
    j.attributeObject("gemm_only_best", [&] {
      writeExtents(j, s.m, s.n, s.k);
      j.attribute("predicted_us", s.estimate.predictedUs);
      j.attribute("speedup", s.speedup);
      j.attribute("extra_flop_fraction", s.extraFlopFraction);
    });
    if (!a.measured) {
      j.attribute("measured", nullptr);
      return;
    }
    j.attributeObject("measured", [&] {
      j.attribute("original_us", a.measured->originalUs);
      j.attributeObject("best", [&] {
        j.attribute("label", a.measured->label);
        writeExtents(j, a.measured->m, a.measured->n, a.measured->k);
        j.attribute("total_us", a.measured->bestUs);
        writeGemmSpeedupInterval(j, a.measured->gemmSpeedupLow, a.measured->gemmSpeedupHigh);
      });
    });
  });
}

static void writeAttention(json::OStream &j, const AttentionAnalysis &a) {
  const AttentionProblem &p = a.problem;
  j.object([&] {
    j.attribute("loc", p.site.loc);
    if (!p.site.role.empty())
      j.attribute("role", p.site.role);
    writeAttentionKeyFields(j, p);
    j.attribute("backend", a.estimate ? attentionBackendName(a.estimate->backend) : "math");
    j.attribute("backend_reason", a.dispatch.reason);
    j.attribute("fused", a.estimate.has_value());
    if (!a.estimate) {
      // The math path: its GEMMs and softmax are priced where they are.
      for (const char *field : {"kernel_head_dim", "padded_flop_fraction", "ctas", "waves",
                                "kv_splits", "fwd_us", "bwd_us", "measured"})
        j.attribute(field, nullptr);
      j.attribute("calibrated", false);
      return;
    }
    const AttentionEstimate &e = *a.estimate;
    j.attribute("kernel_head_dim", e.kernelHeadDim);
    j.attribute("padded_flop_fraction", e.paddedFlopFraction);
    j.attribute("ctas", e.forward.ctas);
    j.attribute("waves", e.forward.waves);
    j.attribute("kv_splits", e.forward.kvSplits);
    j.attribute("fwd_us", e.forward.us);
    if (p.hasBackward)
      j.attribute("bwd_us", e.backward.us);
    else
      j.attribute("bwd_us", nullptr);
    if (!a.measuredFwdUs) {
      j.attribute("measured", nullptr);
    } else {
      j.attributeObject("measured", [&] {
        j.attribute("fwd_us", *a.measuredFwdUs);
        j.attribute("bwd_us", a.measuredBwdUs.value_or(0));
      });
    }
    j.attribute("calibrated", e.calibrated);
  });
}

static void writeOther(json::OStream &j, const OtherWork &other) {
  j.attributeObject("other", [&] {
    j.attribute("kernels", int64_t(other.kernels));
    j.attribute("bytes", other.bytes);
    j.attribute("predicted_us", other.us);
    j.attributeObject("by_kind", [&] {
      for (int k = 0; k < kNumMemoryKinds; ++k)
        j.attribute(memoryKindName(MemoryKind(k)), other.usByKind[k]);
    });
    j.attributeObject("by_role", [&] {
      for (const auto &[role, us] : other.usByRole)
        j.attribute(role.empty() ? "(none)" : role, us);
    });
  });
}

void writeReport(raw_ostream &os, const GpuTarget &target, ArrayRef<GemmAnalysis> analyses,
                 ArrayRef<AttentionAnalysis> attention, const OtherWork &other,
                 const StepTotals &t, const StepRun &run, const StepRun &paddedRun,
                 const std::optional<ServingFacts> &serving) {
  double kernelUs = t.stepUs();
  auto share = [&](double us) { return kernelUs > 0 ? us / kernelUs : 0.0; };

  // Streamed, not built as a json::Value: a 96-layer model has thousands of GEMMs.
  json::OStream j(os, /*IndentSize=*/2);
  j.object([&] {
    writeTarget(j, target);
    j.attributeArray("gemms", [&] {
      for (const GemmAnalysis &a : analyses)
        writeGemm(j, a);
    });
    j.attributeArray("attention", [&] {
      for (const AttentionAnalysis &a : attention)
        writeAttention(j, a);
    });
    writeOther(j, other);
    j.attributeObject("total", [&] {
      // The kernels, each at the boost clock, and their shares.
      j.attribute("kernel_us", kernelUs);
      j.attribute("gemm_us", t.gemmUs);
      j.attribute("attention_us", t.attentionUs);
      j.attribute("other_us", t.otherUs);
      j.attribute("gemm_share", share(t.gemmUs));
      j.attribute("attention_share", share(t.attentionUs));
      j.attribute("other_share", share(t.otherUs));
      // The step as it runs: launched (exec) at the clock it holds.
      j.attribute("step_us", run.stepUs);
      j.attribute("exec", execModeName(run.exec));
      j.attribute("clock", clockChoiceName(run.clock));
      if (run.clockKnown())
        j.attribute("sm_clock_mhz", run.smClockMhz);
      else
        j.attribute("sm_clock_mhz", nullptr);
      if (run.powerW > 0)
        j.attribute("power_w", run.powerW);
      else
        j.attribute("power_w", nullptr);
      j.attribute("power_capped", run.powerCapped);
      j.attribute("host_us", run.hostUs);
      j.attribute("host_forward_us", run.hostForwardUs);
      j.attribute("host_backward_us", run.hostBackwardUs);
      j.attribute("gpu_busy_share", run.gpuBusyShare());
      j.attribute("host_bound", run.hostBound());
      // Padded as --dimtune-pad's decisions pad it.
      j.attribute("padded_gemm_us", t.paddedGemmUs);
      j.attribute("padded_attention_us", t.paddedAttentionUs);
      j.attribute("padded_step_us", paddedRun.stepUs);
      j.attribute("padding_speedup",
                  paddedRun.stepUs > 0 ? run.stepUs / paddedRun.stepUs : 1.0);
      if (!serving)
        return;
      j.attribute("phase", serving->phase);
      j.attribute("batch", serving->batch);
      j.attribute("kv_len", serving->kvLen);
      j.attribute("tokens_per_s", run.stepUs > 0 ? serving->tokens / (run.stepUs * 1e-6) : 0.0);
      j.attribute("weights_bytes", serving->weightsBytes);
      j.attribute("kv_cache_bytes", serving->kvCacheBytes);
    });
  });
  os << "\n";
}

} // namespace dimtune
