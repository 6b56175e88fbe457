//===- Calibrations.cpp - Fitted cost-model factors -----------------------===//
//
// Each entry was fitted on measured timings (GEMMs by dimtune-calibrate,
// attention and memory-bound kernels by dimtune-fit); its provenance names
// the result files. Only Hopper has been measured: other architectures reuse
// the Hopper factors and say so, until someone calibrates them
// (dimtune-calibrate on that GPU writes a target file that loads).
//
//===----------------------------------------------------------------------===//

#include "dimtune/Target/Calibrations.h"

#include "llvm/Support/ErrorHandling.h"
#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/JSON.h"

namespace {
#include "BuiltinCalibration.inc"
} // namespace

namespace dimtune {

/// H200 as dimtune-calibrate measured it (the runner: cuBLASLt in PyTorch's
/// default math modes, conditions recorded), 2026-11-30, driver 580.159.04,
/// CUDA 13.0, cuBLASLt 130100:
///   dimtune-calibrate --target h200 --emit-only --work .bench/calibrate
///   benchmarks/calibrate_gpu.sh .bench/calibrate OUT         (on the H200)
///   dimtune-calibrate --target h200 --fit OUT/results-a.json
///     -o benchmarks/results/calibrate/h200.json
/// That file, compiled in (BuiltinCalibration.inc), is parsed here: sweep 2,
/// 449 fit shapes; 370 validation shapes, median error 7.6%
/// (test/Calibrate/shipped.test re-checks it and an independent run b). Its
/// copy costs are benchmarks/fit_copies.py's on the runner's pads and slices
/// of benchmarks/results/retune/ (h200-copy-calibration.json), which the fit
/// carried over from the calibration it started from.
static Calibration hopperH200Fit() {
  static const Calibration fitted = [] {
    Calibration c;
    llvm::Expected<llvm::json::Value> file = llvm::json::parse(kBuiltinCalibrationJson);
    const llvm::json::Object *root = file ? file->getAsObject() : nullptr;
    const llvm::json::Array *targets = root ? root->getArray("targets") : nullptr;
    const llvm::json::Object *h200 =
        targets && !targets->empty() ? (*targets)[0].getAsObject() : nullptr;
    const llvm::json::Value *calibration = h200 ? h200->get("calibration") : nullptr;
    llvm::json::Path::Root path(kBuiltinCalibrationFile);
    // The file is the repository's own, checked by the unit tests: a failure
    // here is a broken build, not bad input.
    if (!calibration || !fromJSON(*calibration, c, path))
      llvm::report_fatal_error(llvm::Twine("the built-in calibration ") +
                               kBuiltinCalibrationFile + " does not parse" +
                               (file ? "" : ": " + llvm::toString(file.takeError())));
    c.provenance += llvm::formatv(" ({0}, built in)", kBuiltinCalibrationFile).str();
    return c;
  }();
  return fitted;
}

/// H200, PyTorch 2.11 SDPA (cuDNN 9.19, its FlashAttention-2 and CUTLASS
/// fmha), 2026-11-30:
///   python3 benchmarks/measure_attention.py fit benchmarks/results/attention/h200-attention-fit.csv
///   python3 benchmarks/measure_attention.py mask benchmarks/results/attention/h200-attention-mask.csv
///   dimtune-fit attention-fit benchmarks/results/attention/h200-attention-fit.csv
///     benchmarks/results/attention/h200-attention-mask.csv --target h200
///     -o benchmarks/results/attention/h200-attention-calibration.json
/// 232 problems per backend (head dims 32-256, sequences 512-8192, under one
/// wave to many, causal or not, grouped-query), forward and backward apart;
/// 42 with an explicit boolean mask (cuDNN, memory-efficient).
static void addHopperH200AttentionFit(Calibration &c) {
  auto set = [&](AttentionBackend backend, bool backward, bool masked, double launchUs,
                 double causal, double alone, double uneven,
                 std::vector<std::pair<int64_t, double>> efficiency) {
    AttentionFit &fit = c.attentionFit(backend, backward, masked);
    fit.launchUs = launchUs;
    fit.causalFactor = causal;
    fit.aloneFactor = alone;
    fit.unevenFactor = uneven;
    fit.efficiency = std::move(efficiency);
  };
  set(AttentionBackend::Cudnn, /*backward=*/true, /*masked=*/false, 30, 1.05, 1.3, 1,
      {{32, 0.2372}, {48, 0.3364}, {64, 0.4613}, {80, 0.3695}, {96, 0.4517}, {112, 0.4912}, {128, 0.5707}, {160, 0.2966}, {192, 0.3538}, {256, 0.3980}});
  set(AttentionBackend::Cudnn, /*backward=*/true, /*masked=*/true, 16, 1, 1, 1,
      {{32, 0.1424}, {64, 0.2753}, {96, 0.2383}, {128, 0.3135}, {160, 0.1461}, {192, 0.1701}, {256, 0.2128}});
  set(AttentionBackend::Cudnn, /*backward=*/false, /*masked=*/false, 12, 1.05, 1.6, 1,
      {{32, 0.2523}, {48, 0.3648}, {64, 0.4969}, {80, 0.4339}, {96, 0.5377}, {112, 0.5740}, {128, 0.6871}, {160, 0.5923}, {192, 0.7152}, {256, 0.7296}});
  set(AttentionBackend::Cudnn, /*backward=*/false, /*masked=*/true, 16, 1, 1, 1,
      {{32, 0.1318}, {64, 0.2558}, {96, 0.2613}, {128, 0.3565}, {160, 0.1468}, {192, 0.1724}, {256, 0.2724}});
  set(AttentionBackend::Efficient, /*backward=*/true, /*masked=*/false, 40, 1.05, 1, 1,
      {{32, 0.0617}, {48, 0.0869}, {64, 0.1112}, {80, 0.0941}, {96, 0.1153}, {112, 0.1244}, {128, 0.1459}, {160, 0.0383}, {192, 0.0423}, {256, 0.0466}});
  set(AttentionBackend::Efficient, /*backward=*/true, /*masked=*/true, 40, 1, 1, 1,
      {{32, 0.0558}, {64, 0.1027}, {96, 0.1013}, {128, 0.1310}, {160, 0.0484}, {192, 0.0379}, {256, 0.0624}});
  set(AttentionBackend::Efficient, /*backward=*/false, /*masked=*/false, 8, 1, 2, 1,
      {{32, 0.0732}, {48, 0.1021}, {64, 0.1351}, {80, 0.1150}, {96, 0.1395}, {112, 0.1508}, {128, 0.1793}, {160, 0.1190}, {192, 0.1400}, {256, 0.1619}});
  set(AttentionBackend::Efficient, /*backward=*/false, /*masked=*/true, 16, 1, 2, 1,
      {{32, 0.0478}, {64, 0.0927}, {96, 0.1009}, {128, 0.1297}, {160, 0.1018}, {192, 0.1146}, {256, 0.1397}});
  set(AttentionBackend::Flash2, /*backward=*/true, /*masked=*/false, 16, 1.05, 1, 1.1,
      {{32, 0.2183}, {64, 0.2930}, {96, 0.2930}, {128, 0.3208}, {192, 0.2701}, {256, 0.2656}});
  set(AttentionBackend::Flash2, /*backward=*/false, /*masked=*/false, 12, 1.05, 2, 1.15,
      {{32, 0.2278}, {64, 0.3186}, {96, 0.3715}, {128, 0.3542}, {192, 0.3347}, {256, 0.3354}});
  c.attentionProvenance = "fitted on H200 PyTorch SDPA timings "
                          "(benchmarks/results/attention/h200-attention-calibration.json)";
}

/// H200, eager PyTorch 2.11 ops, 2026-11-30:
///   python3 benchmarks/measure_memory_ops.py benchmarks/results/attention/h200-memory-ops.csv
///   dimtune-fit memory-fit benchmarks/results/attention/h200-memory-ops.csv --target h200
///     -o benchmarks/results/attention/h200-memory-calibration.json
static void addHopperH200MemoryFit(Calibration &c) {
  c.memory.launchUs = 4.37;
  c.memory.efficiency[static_cast<int>(MemoryKind::Elementwise)] = 0.8887;
  c.memory.efficiency[static_cast<int>(MemoryKind::Strided)] = 0.2433;
  c.memory.efficiency[static_cast<int>(MemoryKind::Reduction)] = 0.4781;
  c.memory.efficiency[static_cast<int>(MemoryKind::Gather)] = 0.8196;
  c.memory.efficiency[static_cast<int>(MemoryKind::Scatter)] = 0.1033;
  c.memoryProvenance = "fitted on H200 eager PyTorch ops "
                       "(benchmarks/results/attention/h200-memory-calibration.json)";
}

Calibration calibrationFor(llvm::StringRef arch) {
  Calibration c = hopperH200Fit();
  addHopperH200AttentionFit(c);
  addHopperH200MemoryFit(c);
  if (arch != "sm_90") {
    c.memoryProvenance = "H200 (sm_90) fit, not measured on " + arch.str();
    c.provenance = "H200 (sm_90) fit, not measured on " + arch.str();
    c.attentionProvenance = "H200 (sm_90) fit, not measured on " + arch.str();
  }
  return c;
}

} // namespace dimtune
