//===- CalibrationSweep.h - The GEMMs dimtune-calibrate measures --*- C++ -*-===//
//
// The shapes that pin each factor of the GEMM cost model on one GPU, in two
// disjoint sets: the fit set the factors are fitted on, and the validation
// set the fitted model is checked on (other sizes of the same kinds, never a
// shape of the fit set). Deterministic: a function of the target (its SM
// count, tiles and the types it has a peak for) and kSweepVersion only.
//
// Each shape has a purpose, the factor or effect it is there for:
//   peak        large aligned GEMMs, compute-bound: the compute efficiency of
//               each type (tensor-core types and fp32)
//   launch      tiny GEMMs, latency-bound: the launch cost
//   memory      decode GEMMs (M 1..64) over large weights, memory-bound: the
//               memory efficiency
//   ridge       M from a few rows to a few hundred over large N and K, across
//               the compute/memory ridge: the combine exponent
//   tile        outputs of less than a wave of the largest tile: the tile
//               intensity exponent (which smaller tile the library takes)
//   wave        tile counts just below, at and above multiples of the SM
//               count (the largest tile): the per-wave cost, wave
//               quantization and stream-K
//   split-k     small outputs over deep K: the split-K overhead
//   misaligned  N, K (and M, A stored [k,m]) whose leading strides are
//               aligned to exactly 8, 4 or 2 bytes (2 only for 16-bit types),
//               beside the 16-byte aligned neighbour of the same shape, at
//               large and at small M (decode): the misaligned slow-downs of
//               the tensor-core kernels, and of the SIMT kernels (fp32)
//   batched     strided-batched GEMMs of attention's shapes, aligned and not
//   model       a transformer layer's GEMMs (QKV, attention output, MLP) at
//               several hidden sizes and token counts, forward, input and
//               weight gradient: the shapes the model is used on
//   random      sizes of no kind, log-uniform over 64..8192 (mostly
//               misaligned): what lies between the purposes above
// over every type the target has a peak for and the runner times (fp32, tf32,
// fp16, bf16; not fp8 or int8, which the runner does not time), in the three
// layouts of training (y = x W^T, its dgrad and its wgrad).
//
//===----------------------------------------------------------------------===//

#ifndef DIMTUNE_CALIBRATION_CALIBRATIONSWEEP_H
#define DIMTUNE_CALIBRATION_CALIBRATIONSWEEP_H

#include "dimtune/CostModel/GemmKey.h"
#include "dimtune/Target/GpuTarget.h"

#include "llvm/ADT/ArrayRef.h"

#include <optional>
#include <vector>

namespace dimtune {

/// Bumped whenever the shapes change: results name it (the emitted
/// problems' "where"), so results of another sweep are told apart.
constexpr int kSweepVersion = 2;

enum class SweepPurpose {
  Peak,
  Launch,
  Memory,
  Ridge,
  Tile,
  Wave,
  SplitK,
  Misaligned,
  Batched,
  Model,
  Random,
  SmallM
};
constexpr int kNumSweepPurposes = 12;
llvm::StringRef sweepPurposeName(SweepPurpose purpose);

struct SweepShape {
  GemmKey key;
  SweepPurpose purpose = SweepPurpose::Peak;
};

struct CalibrationSweep {
  std::vector<SweepShape> fit, validation;
};

/// The sweep for `target`. Every shape is one the runner times
/// (benchUnsupportedReason is empty), none predicted (with the target's
/// calibration) to take more than kSweepMaxCallUs a call.
CalibrationSweep calibrationSweep(const GpuTarget &target);

/// The longest call the sweep holds: larger shapes are halved until under it,
/// so that slower GPUs get the sweep done in time too.
constexpr double kSweepMaxCallUs = 3000;

/// The types of the sweep on `target`: those it has a peak for, of fp32,
/// tf32, fp16 and bf16 (fp32 always).
std::vector<ElementType> sweepTypes(const GpuTarget &target);

/// The runner's settings that decide how long it runs (its defaults).
struct RunnerSettings {
  int rounds = 5, reps = 25, warmup = 3;
};

/// GPU time the runner takes for `keys`, in seconds: per problem a fixed
/// cost (inputs, cuBLASLt's heuristic, the numeric check: kRunnerProblemSeconds)
/// and a cost per round (NVML samples, synchronisation:
/// kRunnerRoundSeconds), plus rounds x (warmup + reps) calls of the model's
/// predicted time (the target's calibration) and the host's enqueue cost
/// each (kRunnerCallOverheadUs), plus the runner's start (kRunnerStartSeconds).
/// The constants come from the runner's committed H200 runs
/// (benchmarks/results/retune/: elapsed_s against the calls' medians).
double estimateRunnerSeconds(llvm::ArrayRef<GemmKey> keys, const GpuTarget &target,
                             RunnerSettings settings = {});
constexpr double kRunnerStartSeconds = 5;
constexpr double kRunnerProblemSeconds = 0.008;
constexpr double kRunnerRoundSeconds = 0.0025;
constexpr double kRunnerCallOverheadUs = 10;

/// What the sweep must fit in on the GPU, with the runner's defaults.
constexpr double kSweepBudgetSeconds = 600;

/// Which set of `sweep` holds `key`, with its purpose; none when neither.
struct SweepMembership {
  bool validation = false;
  SweepPurpose purpose = SweepPurpose::Peak;
};
std::optional<SweepMembership> findInSweep(const CalibrationSweep &sweep, const GemmKey &key);

} // namespace dimtune

#endif // DIMTUNE_CALIBRATION_CALIBRATIONSWEEP_H
