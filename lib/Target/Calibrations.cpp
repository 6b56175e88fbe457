//===- Calibrations.cpp - Fitted cost-model factors -----------------------===//
//
// Each entry was fitted by `dimtune-fit fit` on cuBLAS timings measured with
// benchmarks/measure_cublas.py; its provenance names the result files. Only
// Hopper has been measured: other architectures reuse the Hopper factors and
// say so, until someone measures them (the same two commands on that GPU).
//
//===----------------------------------------------------------------------===//

#include "dimtune/Target/Calibrations.h"

namespace dimtune {

/// H200, cuBLASLt 13.1 (130100), driver 580.159.04, 2026-11-30:
///   dimtune-fit fit benchmarks/results/h200-cublas-fit.csv --target h200
///     -o benchmarks/results/h200-calibration.json
/// 1823 shapes (bf16 and fp32), mean |log(pred/meas)| 0.099.
static Calibration hopperH200Fit() {
  Calibration c;
  c.computeEfficiency = {/*fp32=*/0.775, /*tf32=*/0.832, /*fp16=*/0.832,
                         /*bf16=*/0.832, /*fp8=*/0.832, /*int8=*/0.832};
  c.tileIntensityExponent = 0.00785;
  c.memoryEfficiency = 0.854;
  c.launchUs = 4.861;
  c.waveUs = 1.586;
  c.misalignedSlowdown[0] = 3.153;
  c.misalignedSlowdown[1] = 3.481;
  c.misalignedSlowdown[2] = 7.428;
  c.misalignedSlowdown[3] = 7.428; // not measured: no 1-byte type in the set
  c.splitKOverhead = 0.0369;
  c.streamKOverhead = 0.0449;
  c.combineExponent = 4.317;
  c.misalignedSlowdownSimt = 1.000;
  // Pad and slice copies: benchmarks/fit_copies.py on h200-copies.csv
  // (126 copies), -> benchmarks/results/h200-copy-calibration.json.
  c.copyLaunchUs = 5.1;
  c.copyEfficiency = 0.37;
  c.provenance = "fitted on H200 cuBLAS timings "
                 "(benchmarks/results/h200-calibration.json)";
  return c;
}

/// H200, PyTorch 2.11 SDPA (cuDNN 9.19, its FlashAttention-2 and CUTLASS
/// fmha), 2026-11-30:
///   python3 benchmarks/measure_attention.py fit benchmarks/results/attention/h200-attention-fit.csv
///   dimtune-fit attention-fit benchmarks/results/attention/h200-attention-fit.csv --target h200
///     -o benchmarks/results/attention/h200-attention-calibration.json
/// 232 problems per backend (head dims 32-256, sequences 512-8192, under one
/// wave to many, causal or not, grouped-query), forward and backward apart.
static void addHopperH200AttentionFit(Calibration &c) {
  auto set = [&](AttentionBackend backend, bool backward, double launchUs, double causal,
                 double alone, double uneven, std::vector<std::pair<int64_t, double>> efficiency) {
    AttentionFit &fit = c.attentionFit(backend, backward);
    fit.launchUs = launchUs;
    fit.causalFactor = causal;
    fit.aloneFactor = alone;
    fit.unevenFactor = uneven;
    fit.efficiency = std::move(efficiency);
  };
  set(AttentionBackend::Flash2, /*backward=*/false, 12, 1.05, 2, 1.15,
      {{32, 0.2278}, {64, 0.3186}, {96, 0.3715}, {128, 0.3542}, {192, 0.3347}, {256, 0.3354}});
  set(AttentionBackend::Flash2, /*backward=*/true, 16, 1.05, 1, 1.1,
      {{32, 0.2187}, {64, 0.2940}, {96, 0.2936}, {128, 0.3214}, {192, 0.2706}, {256, 0.2666}});
  set(AttentionBackend::Cudnn, /*backward=*/false, 12, 1.05, 1.6, 1,
      {{32, 0.2523}, {48, 0.3648}, {64, 0.4969}, {80, 0.4339}, {96, 0.5377}, {112, 0.5740}, {128, 0.6871}, {160, 0.5923}, {192, 0.7152}, {256, 0.7296}});
  set(AttentionBackend::Cudnn, /*backward=*/true, 30, 1.05, 1.3, 1,
      {{32, 0.2376}, {48, 0.3380}, {64, 0.4619}, {80, 0.3718}, {96, 0.4530}, {112, 0.4959}, {128, 0.5751}, {160, 0.2988}, {192, 0.3560}, {256, 0.4048}});
  set(AttentionBackend::Efficient, /*backward=*/false, 8, 1, 2, 1,
      {{32, 0.0732}, {48, 0.1021}, {64, 0.1351}, {80, 0.1150}, {96, 0.1395}, {112, 0.1508}, {128, 0.1793}, {160, 0.1190}, {192, 0.1400}, {256, 0.1619}});
  set(AttentionBackend::Efficient, /*backward=*/true, 40, 1.05, 1, 1,
      {{32, 0.0619}, {48, 0.0870}, {64, 0.1113}, {80, 0.0943}, {96, 0.1155}, {112, 0.1245}, {128, 0.1465}, {160, 0.0383}, {192, 0.0423}, {256, 0.0466}});
  c.attentionProvenance = "fitted on H200 PyTorch SDPA timings "
                          "(benchmarks/results/attention/h200-attention-calibration.json)";
}

Calibration calibrationFor(llvm::StringRef arch) {
  Calibration c = hopperH200Fit();
  addHopperH200AttentionFit(c);
  if (arch != "sm_90") {
    c.provenance = "H200 (sm_90) fit, not measured on " + arch.str();
    c.attentionProvenance = "H200 (sm_90) fit, not measured on " + arch.str();
  }
  return c;
}

} // namespace dimtune
