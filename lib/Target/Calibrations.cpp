//===- Calibrations.cpp - Fitted cost-model factors -----------------------===//
//
// The built-in calibration is the committed result files of the fits, compiled
// in as they are (BuiltinCalibration.inc, made by lib/Target/CMakeLists.txt)
// and read here: GEMMs and copies from dimtune-calibrate's target file,
// attention and memory-bound kernels from dimtune-fit's outputs; each
// provenance names its file. Only Hopper has been measured: other
// architectures reuse the Hopper factors and say so, until someone calibrates
// them (dimtune-calibrate on that GPU writes a target file that loads).
//
//===----------------------------------------------------------------------===//

#include "dimtune/Target/Calibrations.h"
#include "dimtune/Target/JsonSupport.h"

#include "llvm/Support/ErrorHandling.h"
#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/JSON.h"

namespace {
#include "BuiltinCalibration.inc"
} // namespace

using namespace llvm;

namespace dimtune {

/// A committed file is the repository's own and the unit tests read it: one
/// that does not parse is a broken build, not bad input.
[[noreturn]] static void brokenBuiltin(StringRef file, const Twine &why) {
  report_fatal_error("the built-in calibration file " + file + " " + why);
}

static json::Object parseBuiltin(StringRef file, StringRef text) {
  Expected<json::Object> object = parseJsonObject(text, "a JSON object");
  if (!object)
    brokenBuiltin(file, "does not read: " + toString(object.takeError()));
  return std::move(*object);
}

/// `value`, a part of the built-in `file`, read into `out` by its fromJSON; a
/// part that is missing or does not read is a broken build, said as `what` and
/// the reader's error.
template <typename T>
static void readBuiltinPart(StringRef file, const json::Value *value, T &out, const Twine &what) {
  json::Path::Root root(file);
  if (!value || !fromJSON(*value, out, root))
    brokenBuiltin(file, what + ": " + toString(root.getError()));
}

static std::string builtInProvenance(StringRef what, StringRef file) {
  return formatv("{0} ({1}, built in)", what, file).str();
}

/// H200 as dimtune-calibrate measured it (the runner: cuBLASLt in PyTorch's
/// default math modes, conditions recorded), 2026-11-30, driver 580.159.04,
/// CUDA 13.0, cuBLASLt 130100:
///   dimtune-calibrate --target h200 --emit-only --work .bench/calibrate
///   benchmarks/calibrate_gpu.sh .bench/calibrate OUT         (on the H200)
///   dimtune-calibrate --target h200 --fit OUT/results-a.json
///     -o benchmarks/results/calibrate/h200.json
/// Sweep 2: 449 fit shapes; 370 validation shapes, median error 7.6%
/// (test/Calibrate/shipped.test re-checks it and an independent run b). Its
/// copy costs (copy_launch_us, copy_efficiency) are not part of that fit:
/// they are benchmarks/fit_copies.py's on the runner's pads and slices of
/// benchmarks/results/retune/ (h200-copy-calibration.json, checked by
/// test/Benchmarks/tools.test), written into the file after it.
static void readH200GemmFit(Calibration &c) {
  json::Object file = parseBuiltin(kGemmCalibrationFile, kGemmCalibrationJson);
  const json::Array *targets = file.getArray("targets");
  const json::Object *h200 = targets && !targets->empty() ? (*targets)[0].getAsObject() : nullptr;
  const json::Value *calibration = h200 ? h200->get("calibration") : nullptr;
  json::Path::Root root(kGemmCalibrationFile);
  if (!calibration || !fromJSON(*calibration, c, root))
    brokenBuiltin(kGemmCalibrationFile, "has no calibration the target files' reader takes");
  c.provenance = builtInProvenance(c.provenance, kGemmCalibrationFile);
}

/// H200, PyTorch 2.11 SDPA (cuDNN 9.19, its FlashAttention-2 and CUTLASS
/// fmha), 2026-11-30 (head dims above 256: 2026-12-02):
///   python3 benchmarks/measure_attention.py fit benchmarks/results/attention/h200-attention-fit.csv
///   python3 benchmarks/measure_attention.py mask benchmarks/results/attention/h200-attention-mask.csv
///   python3 benchmarks/measure_attention.py large benchmarks/results/attention/h200-attention-large.csv
///     --backends efficient
///   dimtune-fit attention-fit benchmarks/results/attention/h200-attention-{fit,mask,large}.csv
///     --target h200 -o benchmarks/results/attention/h200-attention-calibration.json
/// 232 problems per backend (head dims 32-256, sequences 512-8192, under one
/// wave to many, causal or not, grouped-query), forward and backward apart;
/// 42 with an explicit boolean mask (cuDNN, memory-efficient); 60 above head
/// dim 256 (288-512), which only the memory-efficient kernel runs. A fit the
/// file lacks (FlashAttention-3, masks on FlashAttention-2) stays uncalibrated.
static void readH200AttentionFit(Calibration &c) {
  json::Object file = parseBuiltin(kAttentionCalibrationFile, kAttentionCalibrationJson);
  const json::Object *fits = file.getObject("attention");
  if (!fits)
    brokenBuiltin(kAttentionCalibrationFile, "has no \"attention\" object");
  for (int b = 0; b < kNumFusedAttentionBackends; ++b)
    for (bool backward : {false, true})
      for (bool masked : {false, true}) {
        auto backend = static_cast<AttentionBackend>(b);
        std::string name = attentionFitName(backend, backward, masked);
        if (const json::Value *fit = fits->get(name))
          readBuiltinPart(kAttentionCalibrationFile, fit, c.attentionFit(backend, backward, masked),
                          "has a malformed fit \"" + name + "\"");
      }
  c.attentionProvenance =
      builtInProvenance("fitted on H200 PyTorch SDPA timings", kAttentionCalibrationFile);
}

/// H200, eager PyTorch 2.11 ops, 2026-11-30:
///   python3 benchmarks/measure_memory_ops.py benchmarks/results/attention/h200-memory-ops.csv
///   dimtune-fit memory-fit benchmarks/results/attention/h200-memory-ops.csv --target h200
///     -o benchmarks/results/attention/h200-memory-calibration.json
static void readH200MemoryFit(Calibration &c) {
  json::Object file = parseBuiltin(kMemoryCalibrationFile, kMemoryCalibrationJson);
  std::optional<double> launch = file.getNumber("launch_us");
  const json::Object *kinds = file.getObject("kinds");
  if (!launch || !kinds)
    brokenBuiltin(kMemoryCalibrationFile, "lacks \"launch_us\" or \"kinds\"");
  c.memory.launchUs = *launch;
  for (int i = 0; i < kNumMemoryKinds; ++i) {
    if (static_cast<MemoryKind>(i) == MemoryKind::Strided)
      continue; // its own model: readH200UnvectorizedFit
    StringRef kind = memoryKindName(static_cast<MemoryKind>(i));
    const json::Object *fit = kinds->getObject(kind);
    std::optional<double> efficiency = fit ? fit->getNumber("efficiency") : std::nullopt;
    if (!efficiency)
      brokenBuiltin(kMemoryCalibrationFile, "has no efficiency for " + kind);
    c.memory.efficiency[i] = *efficiency;
  }
  c.memoryProvenance =
      builtInProvenance("fitted on H200 eager PyTorch ops", kMemoryCalibrationFile);
}

/// H200, PyTorch 2.11's unvectorized elementwise loop in whole Hugging Face
/// layers (the strided kind), 2026-12-02:
///   python3 benchmarks/profile_layer_ops.py benchmarks/hf_steps_*.json --out OUT.json
///   python3 benchmarks/fit_unvectorized.py OUT.json --fit-spec benchmarks/hf_steps_baselines.json
///     -o benchmarks/results/steps/layer-ops/h200-unvectorized-calibration.json
static void readH200UnvectorizedFit(Calibration &c) {
  json::Object file = parseBuiltin(kUnvectorizedCalibrationFile, kUnvectorizedCalibrationJson);
  const json::Object *fit = file.getObject("unvectorized");
  std::optional<double> rate = fit ? fit->getNumber("elements_per_us") : std::nullopt;
  if (!rate || !(*rate > 0))
    brokenBuiltin(kUnvectorizedCalibrationFile, "has no positive unvectorized.elements_per_us");
  c.memory.stridedElementsPerUs = *rate;
  c.memory.efficiency[static_cast<int>(MemoryKind::Strided)] =
      c.memory.efficiency[static_cast<int>(MemoryKind::Elementwise)];
}

/// H200, PyTorch 2.11's reduce kernel on few rows (decode steps' RMSNorm
/// means, batch 1-64), 2026-12-02:
///   python3 benchmarks/fit_row_reduce.py benchmarks/results/serving/decode.json
///     --validate benchmarks/results/serving/decode-llama3.json
///       benchmarks/results/serving/decode-mid-batches.json
///     -o benchmarks/results/serving/h200-row-reduce-calibration.json
static void readH200RowReduceFit(Calibration &c) {
  json::Object file = parseBuiltin(kRowReduceCalibrationFile, kRowReduceCalibrationJson);
  const json::Object *fit = file.getObject("row_reduce");
  std::optional<double> base = fit ? fit->getNumber("base_us") : std::nullopt;
  std::optional<double> perValue = fit ? fit->getNumber("us_per_serial_value") : std::nullopt;
  if (!base || !perValue || !(*base >= 0) || !(*perValue >= 0))
    brokenBuiltin(kRowReduceCalibrationFile,
                  "has no non-negative row_reduce.base_us and us_per_serial_value");
  c.memory.rowReduceBaseUs = *base;
  c.memory.rowReduceUsPerValue = *perValue;
}

/// H200, PyTorch 2.11 SDPA decode (q_len 1 over a KV cache of 512-32768
/// keys, batch 1-512, MHA/GQA/MQA, head dims 64-256), per backend, 2026-12-01:
///   python3 benchmarks/measure_decode.py attention OUT.csv --set all
///   dimtune-fit decode-fit OUT.csv --target h200
///     -o benchmarks/results/serving/h200-decode-calibration.json
/// Fitted on the "fit" rows, checked on the "validate" rows (decode-check).
static void readH200DecodeFit(Calibration &c) {
  json::Object file = parseBuiltin(kDecodeCalibrationFile, kDecodeCalibrationJson);
  const json::Object *fits = file.getObject("decode");
  if (!fits)
    brokenBuiltin(kDecodeCalibrationFile, "has no \"decode\" object");
  for (int b = 0; b < kNumFusedAttentionBackends; ++b) {
    StringRef backend = attentionBackendName(static_cast<AttentionBackend>(b));
    if (const json::Value *fit = fits->get(backend))
      readBuiltinPart(kDecodeCalibrationFile, fit, c.decode[b],
                      "has a malformed fit for " + backend);
  }
  c.decodeProvenance =
      builtInProvenance("fitted on H200 PyTorch SDPA decode timings", kDecodeCalibrationFile);
}

/// H200, PyTorch 2.11 eager ops and CUDA graph replays, 2026-12-01, and
/// 1-layer Hugging Face steps (the step's set-up), 2026-12-02:
///   python3 benchmarks/measure_host.py benchmarks/results/serving/host.json
///   python3 benchmarks/fit_host.py benchmarks/results/serving/host.json
///     benchmarks/results/serving/decode.json
///     --steps benchmarks/results/steps/layer-ops/h200-layer-ops.json
///     --fit-spec benchmarks/hf_steps_baselines.json
///     > benchmarks/results/serving/h200-host-calibration.json
static void readH200HostFit(Calibration &c) {
  json::Object file = parseBuiltin(kHostCalibrationFile, kHostCalibrationJson);
  readBuiltinPart(kHostCalibrationFile, file.get("host"), c.host,
                  "has no host costs the reader takes");
  c.host.provenance = builtInProvenance(c.host.provenance, kHostCalibrationFile);
  // The memory fit timed each kernel alone between CUDA events, and its launch
  // holds that overhead (its efficiencies are net of it); in a step's stream a
  // kernel costs its in-stream floor.
  c.memory.launchUs = c.host.kernelFloorUs;
}

/// H200 at its 700 W cap, 2026-11-30 (benchmarks/results/power/):
///   python3 benchmarks/measure_power.py duty power.json --seconds 4
///   python3 benchmarks/measure_power.py sustained sustained-gemm.json --idle-s 1
///   python3 benchmarks/power_model.py ... --calibration-out
///     benchmarks/results/power/h200-power-calibration.json
///   (dimtune-calibrate --fit --power-duty power.json --power-sustained
///   sustained-gemm.json fits the same factors: PowerFitTest)
/// and its averaging window, 2026-12-04:
///   python3 benchmarks/probe_power_window.py power-window.json
///   python3 benchmarks/fit_power_window.py power-window.json
///     benchmarks/results/power/h200-power-calibration.json --write
static void readH200PowerFit(Calibration &c) {
  json::Object file = parseBuiltin(kPowerCalibrationFile, kPowerCalibrationJson);
  readBuiltinPart(kPowerCalibrationFile, file.get("power"), c.power,
                  "has no power model the reader takes");
  c.powerProvenance =
      builtInProvenance("fitted on H200 power and clock measurements", kPowerCalibrationFile);
}

Calibration calibrationFor(StringRef arch) {
  static const Calibration h200 = [] {
    Calibration c;
    readH200GemmFit(c);
    readH200AttentionFit(c);
    readH200MemoryFit(c);
    readH200UnvectorizedFit(c); // after the memory fit: it takes the elementwise ceiling
    readH200RowReduceFit(c);
    readH200DecodeFit(c);
    readH200HostFit(c); // after the memory fit: it sets the in-stream launch
    readH200PowerFit(c);
    return c;
  }();
  Calibration c = h200;
  if (arch != "sm_90") {
    c.memoryProvenance = "H200 (sm_90) fit, not measured on " + arch.str();
    c.provenance = "H200 (sm_90) fit, not measured on " + arch.str();
    c.attentionProvenance = "H200 (sm_90) fit, not measured on " + arch.str();
    c.decodeProvenance = "H200 (sm_90) fit, not measured on " + arch.str();
    c.host.provenance = "H200 machine's host, not measured with " + arch.str();
    // The power model is the chip's own: another chip gets none (boost clock).
    c.power = PowerModel();
    c.powerProvenance = "not measured on " + arch.str() + ": the boost clock";
  }
  return c;
}

} // namespace dimtune
