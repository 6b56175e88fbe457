//===- GpuTarget.h - The GPU target database ---------------------*- C++ -*-===//
//
// Plain data describing each GPU the cost model knows: its multiprocessors,
// peak rates, memory system, the tensor-core alignment its GEMM libraries want
// and the CTA tiles they use. One entry per chip, each figure with a source, in
// the style of IREE's KnownTargets.cpp. No MLIR here: the cost model and its
// unit tests use these structs directly.
//
//===----------------------------------------------------------------------===//

#ifndef DIMTUNE_TARGET_GPUTARGET_H
#define DIMTUNE_TARGET_GPUTARGET_H

#include "llvm/ADT/StringRef.h"
#include "llvm/Support/Error.h"
#include "llvm/Support/JSON.h"

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace dimtune {

/// The arithmetic a GEMM runs in, which picks the peak rate and the alignment.
enum class MathType { FP32, TF32, FP16, BF16, FP8, INT8 };
constexpr int kNumMathTypes = 6;

llvm::StringRef mathTypeName(MathType type);

/// Whether tensor-core MMAs on `type` read their operands K-major only (no
/// transposed loads: 32- and 8-bit types; fp32 runs without tensor cores).
inline bool needsKMajorOperands(MathType type) {
  return type == MathType::TF32 || type == MathType::FP8 || type == MathType::INT8;
}

/// A value per math type (peak rate, alignment, efficiency).
template <typename T> struct PerMathType {
  T fp32{}, tf32{}, fp16{}, bf16{}, fp8{}, int8{};
  const T &operator[](MathType type) const {
    const T *values[] = {&fp32, &tf32, &fp16, &bf16, &fp8, &int8};
    return *values[static_cast<int>(type)];
  }
  T &operator[](MathType type) {
    return const_cast<T &>(static_cast<const PerMathType &>(*this)[type]);
  }
};

/// A CTA tile the GEMM library can pick, and how many such CTAs fit on an SM.
struct CtaTile {
  int64_t m = 0, n = 0, k = 0;
  int64_t ctasPerSm = 1;
};

/// The fused-attention kernels a GPU can run attention with (PyTorch SDPA's
/// backends, FlashAttention-3), or unfused: as batched GEMMs and a softmax.
enum class AttentionBackend { Flash2, Flash3, Cudnn, Efficient, Unfused };
constexpr int kNumFusedAttentionBackends = 4;

llvm::StringRef attentionBackendName(AttentionBackend backend);
std::optional<AttentionBackend> parseAttentionBackend(llvm::StringRef name);

/// Fitted factors of one fused-attention backend in one direction (fwd or
/// bwd), from kernels timed through PyTorch SDPA (dimtune-fit attention).
struct AttentionFit {
  /// Fraction of the dense 16-bit peak one CTA slot's share reaches, per
  /// kernel head dim (ascending); between two measured head dims it is
  /// interpolated. Empty: this backend is not calibrated on the target.
  std::vector<std::pair<int64_t, double>> efficiency;
  double launchUs = 10;   ///< Fixed cost of the launch(es).
  double causalFactor = 1; ///< Extra cost of a causal mask's diagonal tiles.
  double aloneFactor = 1;  ///< Speed-up of a CTA that has its SM to itself.
  /// Slow-down when the head dim is below the kernel's (predicated loads).
  double unevenFactor = 1;
  /// Memory-efficient backward above head dim 128: the time of one step of
  /// the rowsum(dO * O) pass each CTA runs over its head's queries before its
  /// key blocks (backwardRowSumSteps), unscaled by the efficiency. 0 elsewhere.
  double rowSumStepUs = 0;
  bool calibrated() const { return !efficiency.empty(); }
};

/// The name of one attention fit in dimtune-fit attention-fit's output:
/// "<backend>_<fwd|bwd>", "_masked" appended for an explicit mask.
std::string attentionFitName(AttentionBackend backend, bool backward, bool masked);

/// Attention with a few queries per sequence over a KV cache (decode), on one
/// backend: bound by reading K and V, split over the keys where the queries
/// alone cannot fill the SMs (AttentionModel's decode path; fitted by
/// dimtune-fit decode-fit on PyTorch SDPA decode timings).
struct DecodeAttentionFit {
  double launchUs = 10;                 ///< Fixed cost of the kernel(s).
  /// Of the datasheet bandwidth: kernels that split the keys over CTAs
  /// (flash-decoding), and those that sweep all of them in one CTA.
  double splitBandwidthEfficiency = 0.8, bandwidthEfficiency = 0.6;
  double computeEfficiency = 0.4;       ///< Of the 16-bit peak, on padded query rows.
  double keyBlockUs = 0.1;              ///< Least time a CTA spends on a block of keys.
  /// Of K and V read again for each further block of query rows of a KV head
  /// (neighbours in the grid: mostly L2 hits).
  double rereadFraction = 0.25;
  /// Of K read again for each further part of the value columns (cuDNN's
  /// halves of a head dim above 128).
  double valueRereadFraction = 0.5;
  double combineUs = 4;                 ///< The split-KV combine kernel.
  /// Each further CTA resident on an SM lengthens every CTA there by this
  /// fraction of its time alone (they share the SM's load and math pipes).
  double sharedSmSlowdown = 0;
  bool calibrated = false;
};

/// What launching a step costs beyond its kernels' own time: eager PyTorch
/// issues every op from Python (host time per op, by what the op is), a CUDA
/// graph replays the kernels back to back with a small gap each (dimtune-fit
/// host-fit, on benchmarks/measure_host.py and the serving steps).
struct HostCalibration {
  double eagerOpUs = 9.5;        ///< An elementwise or reduction op and its kernel.
  double eagerGemmUs = 25;       ///< A linear or matmul (several aten ops, cuBLAS).
  double eagerAttentionUs = 55;  ///< A scaled_dot_product_attention call.
  double graphKernelGapUs = 1.2; ///< Between two kernels of a stream, beyond their own time.
  /// A memory-bound kernel's least duration in a stream (the profiler's, of
  /// kernels on tiny tensors); measured alone between CUDA events it takes
  /// longer (MemoryCalibration's fit sees that overhead as its launch).
  double kernelFloorUs = 1.2;
  double graphLaunchUs = 9;      ///< Launching a graph replay.
  /// An eager step's host work before its first kernel (Hugging Face's
  /// forward sets up positions and masks while the GPU waits).
  double eagerStepUs = 0;
  /// A Hugging Face model's Python forward issues each kernel at this
  /// multiple of the bare op's cost above (its modules' code runs around
  /// every op); autograd's backward, from C++, at the second. Measured on
  /// whole steps issued behind a sleeping GPU (probe_step_host.py).
  double hfForwardScale = 1;
  double hfBackwardScale = 1;
  std::string provenance = "not measured";
};

/// The power the chip draws and the clock it holds under its power cap: below
/// the cap, power = idle + (busy watts x the share of time a kernel runs + per
/// TFLOP/s of tensor work), both scaled by the clock to `rateClockExponent`,
/// + per GB/s that memory-bound kernels move (a GEMM's or attention's own
/// traffic is in its watts per TFLOP/s: the fit's GEMM moves it too); above
/// `heldW` the clock drops until it holds, and compute-bound time grows as (boost / clock) to
/// `timeClockExponent` (PowerFit.h, dimtune-calibrate --power-duty, on
/// measure_power.py's duty cycles and sustained GEMMs). The cap holds the mean power over `windowMs`:
/// a stretch of the step that long runs at the clock its own work sustains,
/// so a low-power stretch (a misaligned LM head) lends the rest no headroom
/// (benchmarks/fit_power_window.py, on probe_power_window.py's busy/idle
/// cycles).
struct PowerModel {
  double capW = 0;                ///< The enforced limit (0: no model, the boost clock).
  double idleW = 112;
  /// What a running kernel draws whatever its rate (issue, registers, the
  /// SMs awake), at the boost clock; with it the per-rate watts are what a
  /// load draws beyond it (0: all in the per-rate watts).
  double busyW = 0;
  double wattsPerTflops = 1.16;   ///< At the boost clock.
  double wattsPerGBs = 0.12;
  /// The power NVML reads while the cap holds the clock (a little under
  /// `capW`): the level the clock is solved for (0: `capW`).
  double heldW = 0;
  double rateClockExponent = 1;
  double timeClockExponent = 0.6;
  double minClockMhz = 1000;      ///< The lowest clock the cap drives it to.
  double windowMs = 0;            ///< Averaged over (0: the whole step).
  bool calibrated() const { return capW > 0; }
  double heldPowerW() const { return heldW > 0 ? heldW : capW; }
};

/// Classes of memory-bound kernels (norms, activations, copies, losses,
/// embeddings), each with its own reachable bandwidth.
enum class MemoryKind { Elementwise, Strided, Reduction, Gather, Scatter };
constexpr int kNumMemoryKinds = 5;
llvm::StringRef memoryKindName(MemoryKind kind);

struct MemoryCalibration {
  /// Fixed cost of one kernel in a stream (the built-in calibration takes the
  /// host fit's kernelFloorUs: its own fit timed kernels alone, events and all).
  double launchUs = 4.5;
  /// Fraction of the datasheet bandwidth each kind reaches, by MemoryKind
  /// (Strided: its ceiling is the elementwise one; its slot is unused).
  double efficiency[kNumMemoryKinds] = {0.9, 0.9, 0.55, 0.7, 0.15};
  /// Strided kernels run PyTorch's unvectorized elementwise loop, bound by
  /// its per-element index arithmetic: elements per us at the boost clock.
  double stridedElementsPerUs = 3.1e5;
  /// A row reduction's floor with few rows (MemoryOp.cpp): a fixed part plus
  /// each serial value a lane sums (0: no floor).
  double rowReduceBaseUs = 0, rowReduceUsPerValue = 0;
};

/// Efficiency factors of the cost model, fitted on measured GEMM timings. The
/// defaults are the H200 fit; `provenance` says where a target's came from.
struct Calibration {
  /// Fraction of the datasheet peak that large, aligned GEMMs reach.
  PerMathType<double> computeEfficiency{0.8, 0.8, 0.8, 0.8, 0.8, 0.8};
  /// A tile's throughput relative to the largest tile goes as
  /// (tile intensity / largest tile's intensity)^tileIntensityExponent.
  double tileIntensityExponent = 0.5;
  /// Added to tileIntensityExponent for a misaligned tensor-core kernel.
  double misalignedTileIntensityExponent = 0;
  /// A misaligned GEMM of r rows on the GEMV-like kernel takes its one-row
  /// GEMV's time (less the launch) times 1 + gemvRowCost * (r - 1). Not
  /// fitted by dimtune-calibrate, whose sweep has too few such shapes: from
  /// the H200's decode profiles (GPT-2 XL's LM head on gemv2T and gemmSN_TN:
  /// 57.2, 75.6, 115.1 us at 1, 2, 4 rows; serving/decode-gpt2xl.json).
  /// Other chips reuse it, as they reuse the Hopper factors, until a target
  /// file sets their own.
  double gemvRowCost = 0.36;
  /// Fraction of the datasheet bandwidth that a streaming GEMM reaches.
  double memoryEfficiency = 0.8;
  /// Fixed cost of one GEMM launch (prologue, epilogue, launch), in us.
  double launchUs = 5.0;
  /// Fixed cost of each wave of CTAs (pipeline fill and drain), in us.
  double waveUs = 1.0;
  /// Slow-down of the kernel path taken when a contiguous dimension's byte
  /// size is only a multiple of 8, 4, 2 or 1 bytes (index 0..3); 16-byte
  /// aligned is 1.
  double misalignedSlowdown[4] = {2.5, 2.5, 7.0, 7.0};
  /// The same for FP32 SIMT kernels, which load 4-byte words anyway.
  double misalignedSlowdownSimt = 1.3;
  /// Slow-down of a tensor-core kernel on a type without transposed MMA
  /// loads (tf32, fp8, int8: only 16-bit operands transpose on the way in)
  /// when A is stored M-major (index 0) or B N-major (index 1): the library
  /// transposes them itself. 1: no slow-down.
  double mnMajorSlowdown[2] = {1.0, 1.0};
  /// Extra compute of split-K (per extra slice) and of stream-K (whole GEMM)
  /// for their partial-sum fix-up, as a fraction.
  double splitKOverhead = 0.1;
  double streamKOverhead = 0.1;
  /// Compute and memory time overlap as (c^p + m^p)^(1/p): p large is max().
  double combineExponent = 4;
  /// The copies padding adds (tensor.pad, a result slice): launch cost in us
  /// and the fraction of the bandwidth they reach.
  double copyLaunchUs = 5.0;
  double copyEfficiency = 0.4;
  std::string provenance = "uncalibrated defaults";

  /// Fused attention, per backend, direction and whether an explicit mask
  /// is read (attentionFit()).
  AttentionFit attention[kNumFusedAttentionBackends][2][2];
  std::string attentionProvenance = "not measured";
  /// Memory-bound kernels.
  MemoryCalibration memory;
  std::string memoryProvenance = "not measured";
  /// Decode attention per backend.
  DecodeAttentionFit decode[kNumFusedAttentionBackends];
  std::string decodeProvenance = "not measured";
  HostCalibration host;
  PowerModel power;
  std::string powerProvenance = "not measured";

  const DecodeAttentionFit &decodeFit(AttentionBackend backend) const {
    return decode[static_cast<int>(backend)];
  }

  const AttentionFit &attentionFit(AttentionBackend backend, bool backward,
                                   bool masked = false) const {
    return attention[static_cast<int>(backend)][backward][masked];
  }
  AttentionFit &attentionFit(AttentionBackend backend, bool backward, bool masked = false) {
    return attention[static_cast<int>(backend)][backward][masked];
  }
};

struct GpuTarget {
  std::string name;                 ///< Product name, e.g. "NVIDIA H200".
  std::vector<std::string> aliases; ///< Lower-case look-up names.
  std::string arch;                 ///< "sm_90" etc.
  int64_t smCount = 0;
  double boostClockMhz = 0;
  PerMathType<double> peakTflops;   ///< Dense (no sparsity) peak; 0: not supported.
  double memoryBandwidthGBs = 0;
  double memoryGB = 0;              ///< Device memory (datasheet, 10^9 bytes).
  double powerLimitW = 0;           ///< Board power limit (datasheet TDP).
  int64_t l2Bytes = 0;
  int64_t sharedMemoryPerSmBytes = 0;
  /// Elements a contiguous dimension must be a multiple of for the fast
  /// tensor-core path (16 bytes on every chip since Volta).
  PerMathType<int64_t> alignmentElements{4, 4, 8, 8, 16, 16};
  std::vector<CtaTile> tensorCoreTiles; ///< Tiles of the tensor-core kernels.
  std::vector<CtaTile> simtTiles;       ///< Tiles of the FP32 (no tensor core) kernels.
  Calibration calibration;
  std::string source; ///< Where the figures come from.

  double peakFlops(MathType type) const { return peakTflops[type] * 1e12; }
  /// The rate a type runs at: its own peak, or where the chip has no path for
  /// it (bf16 on a V100 or T4), the fp32 peak the library falls back to.
  MathType runsAs(MathType type) const {
    return peakTflops[type] > 0 ? type : MathType::FP32;
  }
  double bandwidthBytesPerSecond() const { return memoryBandwidthGBs * 1e9; }
  /// Whether the calibration's power model holds on this chip: one is
  /// calibrated, for this board's cap (the power model is the board's), with
  /// a boost clock to scale from. Else steps run at the boost clock.
  bool powerModelHolds() const {
    return calibration.power.calibrated() && boostClockMhz > 0 &&
           calibration.power.capW == powerLimitW;
  }
  /// 90 for "sm_90", 100 for "sm_100"; 0 when `arch` is not of that form.
  int smVersion() const;
  /// A kernel's time at an SM clock of `mhz` that takes `us` at the boost
  /// clock, `computeUs` of it set by the SM clock: that part grows as
  /// (boost / mhz) to the power model's timeClockExponent, the rest (memory)
  /// does not (and shrinks above it). `us` where either clock is unknown (0).
  double timeAtClock(double us, double computeUs, double mhz) const;
  /// The power model's mean draw of a load at an SM clock of `mhz`: idle,
  /// plus what kernels draw while they run (`busyShare` of the time) and per
  /// TFLOP/s of tensor-core work, both scaled by (mhz / boost) to its
  /// rateClockExponent, plus per GB/s of memory-bound kernels' traffic (a
  /// GEMM's own is in its watts per TFLOP/s). The one formula the step model
  /// and `dimtune-fit power-check` price with.
  double powerAt(double busyShare, double tflops, double memoryGBs, double mhz) const;
  const std::vector<CtaTile> &tilesFor(MathType type) const {
    return type == MathType::FP32 ? simtTiles : tensorCoreTiles;
  }
};

/// The database: the built-in chips, plus any added or overridden from JSON.
class TargetRegistry {
public:
  /// The built-in chips.
  TargetRegistry();

  /// Finds a chip by product name or alias (case and '-'/'_'/' ' insensitive),
  /// or by `sm_XX`, which maps to the first chip of that architecture.
  const GpuTarget *lookup(llvm::StringRef name) const;

  /// Like lookup, with an error that lists the known names.
  llvm::Expected<const GpuTarget *> get(llvm::StringRef name) const;

  /// Reads a target file: {"format_version": 1, "targets": [{...}]}. An entry
  /// whose name matches a known chip overrides the fields it gives; "base"
  /// starts a new chip from a known one. Nothing is changed on error. Other
  /// top-level fields are not read (dimtune-calibrate keeps the record of its
  /// run in "calibration_run").
  llvm::Error loadFile(llvm::StringRef path);
  llvm::Error loadJson(llvm::StringRef text, llvm::StringRef origin);

  const std::vector<GpuTarget> &targets() const { return targets_; }

private:
  std::vector<GpuTarget> targets_;
};

/// A chip as a target file's entry, every field given, and its calibration as
/// the entry's "calibration" object: the GEMM factors and copy costs with
/// their provenance, in the field names loadJson reads (dimtune-fit and
/// dimtune-calibrate write their calibrations through this too). Attention
/// and memory-bound fits are not part of a target file.
llvm::json::Value toJSON(const Calibration &calibration);
llvm::json::Value toJSON(const GpuTarget &target);

/// The inverse for a calibration: the fields `value` gives replace those of
/// `calibration`; an unknown or mistyped field fails, reported at `path`.
/// (Ranges are checked where a target file is loaded, TargetRegistry::loadJson.)
bool fromJSON(const llvm::json::Value &value, Calibration &calibration, llvm::json::Path path);

/// One fit of dimtune-fit attention-fit's output (the file the built-in
/// attention calibration is): launch_us, causal_factor, alone_factor,
/// uneven_factor and efficiency as [head_dim, efficiency] points. The reader
/// takes every field (others, such as the fit's errors, are left alone).
llvm::json::Value toJSON(const AttentionFit &fit);
bool fromJSON(const llvm::json::Value &value, AttentionFit &fit, llvm::json::Path path);

/// A decode-attention fit as dimtune-fit decode-fit writes it.
llvm::json::Value toJSON(const DecodeAttentionFit &fit);
bool fromJSON(const llvm::json::Value &value, DecodeAttentionFit &fit, llvm::json::Path path);
/// The host costs as benchmarks/fit_host.py writes them (built in).
bool fromJSON(const llvm::json::Value &value, HostCalibration &host, llvm::json::Path path);
/// A power model as dimtune-calibrate --power-duty fits it (a target file's
/// calibration.power).
llvm::json::Value toJSON(const PowerModel &power);
bool fromJSON(const llvm::json::Value &value, PowerModel &power, llvm::json::Path path);

/// The built-in chips (KnownTargets.cpp).
std::vector<GpuTarget> knownTargets();

/// Normalizes a name for look-up: lower case, no '-', '_' or ' '.
std::string normalizeTargetName(llvm::StringRef name);

} // namespace dimtune

#endif // DIMTUNE_TARGET_GPUTARGET_H
