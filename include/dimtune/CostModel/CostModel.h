//===- CostModel.h - GEMM time on a GPU, as pure functions --------*- C++ -*-===//
//
// The model (docs/architecture.md): for each CTA tile the target's libraries
// use, and each way of splitting K (none, split-K, stream-K), the time is
//   launch + combine(compute, memory)
// where compute counts whole waves of whole tiles (tile and wave
// quantization) at the tile's share of the calibrated peak, slowed by the
// misaligned-kernel factor when a contiguous dim breaks 16-byte alignment,
// and memory is the least traffic over the calibrated bandwidth. The library
// is assumed to pick the fastest candidate, so the model does too.
//
//===----------------------------------------------------------------------===//

#ifndef DIMTUNE_COSTMODEL_COSTMODEL_H
#define DIMTUNE_COSTMODEL_COSTMODEL_H

#include "dimtune/CostModel/GemmKey.h"
#include "dimtune/Target/GpuTarget.h"

#include <optional>
#include <vector>

namespace dimtune {

/// A padded shape is suggested (analysis, advice) only when predicted at
/// least this much faster: below it the difference is within the model's noise.
constexpr double kSuggestMinSpeedup = 1.01;

enum class Bound { Compute, Memory, Latency };
llvm::StringRef boundName(Bound bound);

/// How the K loop is spread over CTAs.
enum class KSplit { None, SplitK, StreamK };

struct KernelChoice {
  CtaTile tile;
  KSplit split = KSplit::None;
  int64_t splitFactor = 1;      ///< Slices of K for split-K.
  int64_t ctas = 0;             ///< Output tiles times K slices.
  double waves = 0;             ///< Whole waves (fractional for stream-K).
  double tileEfficiency = 1;    ///< Useful / computed output elements.
  double waveEfficiency = 1;    ///< CTAs / CTA slots over the waves run.
  /// 0 for a tile kernel; r >= 2 for the library's GEMV-like kernel over r
  /// rows (cuBLAS's gemmSN), priced from the GEMV of one row (the tile and
  /// waves above are that GEMV's).
  int64_t gemvRows = 0;
};

struct GemmEstimate {
  KernelChoice kernel;
  double computeUs = 0, memoryUs = 0, predictedUs = 0;
  /// The part of predictedUs the SM clock sets: all of it unless the kernel
  /// is memory-bound (GpuTarget::timeAtClock scales it).
  double clockedUs() const { return bound == Bound::Memory ? 0 : predictedUs; }
  double predictedTflops = 0;
  Bound bound = Bound::Compute;
  double arithmeticIntensity = 0; ///< FLOP per byte of least traffic.
  double ridgeIntensity = 0;      ///< Target's FLOP/s over bytes/s.
  bool aligned = true;            ///< Every leading stride 16-byte aligned.
  int64_t worstAlignmentBytes = 16; ///< Largest power of two (<= 16) dividing the worst stride.
  double alignmentSlowdown = 1;
  /// Of an M-major A or N-major B on a type that wants them K-major
  /// (Calibration::mnMajorSlowdown).
  double layoutSlowdown = 1;
  double wastedFlopFraction = 0;  ///< Computed but discarded (tile padding).
  /// The chip has no path for the GEMM's type: it runs at the fp32 rate.
  bool fp32Fallback = false;
};

struct PaddedShape {
  int64_t m = 0, n = 0, k = 0;
  GemmEstimate estimate;
  double speedup = 1;            ///< Original time over this shape's time.
  double extraFlopFraction = 0;  ///< Extra FLOPs of the padded shape.
};

/// The index into Calibration::misalignedSlowdown of a misaligned
/// tensor-core GEMM's kernel path: its worst stride's class (8, 4, 2 or 1
/// bytes: 0..3), except that a GEMV (M or N of 1) is always 0.
int misalignedSlowdownIndex(const GemmKey &p, int64_t worstAlignmentBytes);

/// Whether p, run as `math`, takes a misaligned tensor-core tile kernel: the
/// kernels whose tile rate pays misaligned_tile_intensity_exponent (not a
/// GEMV, not the SIMT fp32 path).
bool runsMisalignedTensorCoreTiles(const GemmKey &p, MathType math);

/// The most rows cuBLAS runs on its GEMV-like kernel (gemmSN): beyond them a
/// tile kernel is always faster.
constexpr int64_t kGemvLikeMaxRows = 16;

class CostModel {
public:
  explicit CostModel(const GpuTarget &target) : target_(target) {}

  /// The predicted time of `problem` on the fastest kernel candidate.
  GemmEstimate estimate(const GemmKey &problem) const;

  /// The time of one kernel candidate (for tests and the fit tool).
  GemmEstimate estimateWith(const GemmKey &problem, const KernelChoice &kernel) const;

  /// Every kernel candidate the library could run for `problem`.
  std::vector<KernelChoice> kernelCandidates(const GemmKey &problem) const;

  /// Padded shapes worth a look: alignment multiples, tile multiples and
  /// wave-complete sizes, each within `maxOverhead` extra FLOPs. Batch is
  /// never padded. The original shape is first.
  std::vector<PaddedShape> paddingCandidates(const GemmKey &problem,
                                             double maxOverhead) const;

  /// The fastest padding candidate; the original shape (speedup 1) when none
  /// is predicted at least `minSpeedup` times faster.
  PaddedShape suggest(const GemmKey &problem, double maxOverhead,
                      double minSpeedup = kSuggestMinSpeedup) const;

  const GpuTarget &target() const { return target_; }

private:
  /// A misaligned tensor-core GEMM of a few rows (M or N from 2 to
  /// kGemvLikeMaxRows) on cuBLAS's GEMV-like kernel: its one-row GEMV's time, each
  /// further row adding Calibration::gemvRowCost of it. nullopt where the
  /// library has no such kernel (the large operand not K-contiguous).
  std::optional<GemmEstimate> gemvRowsEstimate(const GemmKey &problem) const;

  const GpuTarget &target_;
};

} // namespace dimtune

#endif // DIMTUNE_COSTMODEL_COSTMODEL_H
