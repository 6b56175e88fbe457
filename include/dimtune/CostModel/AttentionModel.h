//===- AttentionModel.h - Fused attention time on a GPU -----------*- C++ -*-===//
//
// The fused-attention model, pure functions like the GEMM model
// (docs/architecture.md): a backend runs a head dim as its kernel head dim
// (FlashAttention-2 rounds 80 up to 96; cuDNN takes multiples of 8), as a grid
// of CTAs over query blocks (forward) or key blocks (backward), started in
// grid order on the SMs' slots; a causal mask skips the tiles above the
// diagonal, so CTAs differ in work and the last wave is uneven. Each CTA runs
// at its slot's share of the dense 16-bit peak times the efficiency fitted for
// that backend, direction and kernel head dim (dimtune-fit attention). The
// backward adds its memory-bound passes (dot(dO, O), the fp32 dQ accumulator,
// the sum of grouped-query dK/dV). Tables and sources: docs/attention-kernels.md.
//
//===----------------------------------------------------------------------===//

#ifndef DIMTUNE_COSTMODEL_ATTENTIONMODEL_H
#define DIMTUNE_COSTMODEL_ATTENTIONMODEL_H

#include "dimtune/CostModel/AttentionProblem.h"
#include "dimtune/Target/GpuTarget.h"

#include "llvm/Support/Error.h"

#include <limits>
#include <optional>

namespace dimtune {

/// A CTA's block of queries (M) and keys (N), and how many fit on an SM.
struct AttentionTile {
  int64_t blockM = 128, blockN = 64, ctasPerSm = 1;
  /// Backward: the CTAs per batch and head are the key splits PyTorch picks
  /// for the memory-efficient (CUTLASS) kernel (backwardKeySplits), each
  /// sweeping every split-th block of keys; otherwise one CTA per block.
  bool pytorchKeySplits = false;
  /// The kernel stages dK and dV in global memory (a head dim above its key
  /// block): PyTorch caps its splits at 200 / (batch x heads).
  bool stagesKeyGradients = false;
  /// Backward, 16-bit: before its key blocks, each CTA recomputes
  /// D = rowsum(dO * O) for every query of its head (CUTLASS's computeDelta,
  /// every key split again): backwardRowSumSteps, at the fit's rowSumStepUs.
  bool rowSumPassPerCta = false;
  /// The pass's steps per block of queries: kMaxK / (8 elements x the
  /// threads a row) where the kernel unrolls it (kMaxK <= 256); 0 for the
  /// kernel above head dim 128 (kMaxK 65536), whose loop is not unrolled and
  /// takes value-head-dim steps where a sixteenth would do (its loads
  /// predicated off past the row).
  int64_t rowSumStepsPerBlock = 0;
};

/// The kernel a backend runs for a head dim: its own head dim and tiles.
struct AttentionKernel {
  int64_t headDim = 0; ///< What the kernel computes with (>= the problem's).
  AttentionTile forward, backward;
  /// The head dims this same kernel runs (the memory-efficient backend
  /// switches kernels above 64 and 128): a fit's efficiency is interpolated
  /// among the measured head dims of this range where it has any.
  int64_t lowestHeadDim = 1, highestHeadDim = std::numeric_limits<int64_t>::max();
};

/// The CTAs per batch and head of `tile`'s backward over `key`: one per block
/// of keys, or PyTorch's key splits for the CUTLASS kernel
/// (attention_backward.cu: every block of keys its own split, none where
/// batch x heads >= 256 already and the keys are two blocks or fewer, at
/// most 200 / (batch x heads) where dK and dV are staged in global memory).
int64_t backwardKeySplits(const AttentionTile &tile, const AttentionKey &key);

/// The steps of the rowsum(dO * O) pass each CTA of `tile`'s backward runs
/// before its key blocks (AttentionTile::rowSumPassPerCta): per block of
/// queries, the tile's unrolled steps, or the value head dim rounded up to 16
/// (computeDelta's loop of two threads a row, 8 elements each, run
/// value-head-dim times); 0 for kernels without it and for f32 (PyTorch
/// computes D apart).
int64_t backwardRowSumSteps(const AttentionTile &tile, const AttentionKey &key,
                            int64_t kernelVHeadDim);

/// The kernel `backend` runs for head dim `headDim` on `target`, or an error
/// saying why it cannot (head dim too large, not on this architecture).
llvm::Expected<AttentionKernel> attentionKernel(AttentionBackend backend, int64_t headDim,
                                                const GpuTarget &target);

/// Why `backend` cannot run `key` as PyTorch 2.11 calls it (element type,
/// head-dim alignment, unequal head dims, a mask, grouped-query heads, a
/// non-square causal mask), or success. AttentionDispatch.h orders them.
llvm::Error checkAttentionSupport(AttentionBackend backend, const AttentionKey &key,
                                  const GpuTarget &target);

struct AttentionPassEstimate {
  AttentionTile tile;
  int64_t ctas = 0;
  double waves = 0; ///< CTAs over the SMs' slots.
  /// Backward: the time of the CTAs' rowsum(dO * O) passes on the slot that
  /// runs the most CTAs (included in `us`).
  double rowSumPassUs = 0;
  int64_t kvSplits = 1; ///< Decode: the keys split over this many CTAs per head.
  double us = 0;
};

/// Decode: up to this many queries per sequence (one new token, or a few
/// speculative ones) over a cache of keys is priced as decode attention.
constexpr int64_t kDecodeMaxQueries = 16;

/// How a backend's decode kernel covers a problem (from the kernels' sources:
/// docs/attention-kernels.md): the heads it iterates (the KV heads where it
/// packs each group's query heads into one CTA's rows), the query rows a CTA
/// holds, the keys a CTA step covers, and how the keys are split to fill the
/// SMs (FlashAttention's num_splits_heuristic).
struct DecodeShape {
  int64_t heads = 0, rows = 0;          ///< Heads iterated; query rows per head.
  int64_t rowBlock = 0, rowBlocks = 0;  ///< Rows a CTA holds; blocks of them per head.
  int64_t keyBlock = 0, keyBlocks = 0;
  int64_t splits = 1;
  /// CTAs sharing one head's value columns (cuDNN halves a value head dim
  /// above 128): each computes all the scores and its part of the output.
  int64_t valueSplits = 1;
  int64_t ctas = 0;
  /// CTAs resident on one SM at once (registers and shared memory).
  int64_t ctasPerSm = 2;
};
DecodeShape decodeShape(AttentionBackend backend, const AttentionKey &key,
                        const AttentionKernel &kernel, const GpuTarget &target);

/// The time of `ctas` decode CTAs on `smCount` SMs, `ctasPerSm` resident at
/// once, in units of one CTA's time alone: n CTAs sharing an SM each take
/// 1 + sharedSmSlowdown x (n - 1); up to one full wave the busiest SM sets the
/// time, past it each further CTA adds its share of a full wave.
double decodeSweepWaves(int64_t ctas, int64_t smCount, int64_t ctasPerSm, double sharedSmSlowdown);

/// FlashAttention's split count: the fewest splits whose wave efficiency of
/// `work` x splits CTAs over `slots` is within 85% of the best, one when the
/// work almost fills the slots (flash_api.cpp num_splits_heuristic).
int64_t flashDecodingSplits(int64_t work, int64_t slots, int64_t keyBlocks, int64_t maxSplits);

/// cuDNN's split count for `rowCtas` CTAs of 16 query rows over `keyBlocks`
/// blocks of 128 keys: the largest power of two (at most 64, at most the key
/// blocks) that keeps the grid within the largest power of two of CTA slots
/// (two per SM: 256 on 132 SMs), only where it splits four ways or more and
/// the cache is longer than 4 blocks. The grids of 360 SDPA decode problems
/// on the H200 (benchmarks/results/serving/h200-decode-kernels.json).
int64_t cudnnDecodeSplits(int64_t rowCtas, int64_t keyBlocks, int64_t smCount);

/// A decode problem's time on `backend` with `fit`: the launch, then the
/// longest of reading K and V, the tensor work on the kernel's padded query
/// rows, and the CTAs' sweeps over their key blocks, then the split combine.
double decodeAttentionUs(const AttentionKey &key, const DecodeShape &shape,
                         const DecodeAttentionFit &fit, const GpuTarget &target);

struct AttentionEstimate {
  AttentionBackend backend = AttentionBackend::Cudnn;
  int64_t kernelHeadDim = 0, kernelVHeadDim = 0;
  AttentionPassEstimate forward, backward;
  /// Of the kernel's multiply-adds, the fraction spent on head-dim padding
  /// (head dim 80 run as 96: 1 - 80/96).
  double paddedFlopFraction = 0;
  /// The copies that pad a head dim up to a multiple of 8 around a kernel
  /// that needs it (FlashAttention-2 through SDPA: Q, K, V padded and the
  /// output sliced forward; dO padded and dQ, dK, dV sliced backward),
  /// included in each pass's time.
  double headDimPadForwardUs = 0, headDimPadBackwardUs = 0;
  double forwardTflops = 0, backwardTflops = 0;
  bool calibrated = false; ///< The target has a fit for this backend.
};

class AttentionModel {
public:
  explicit AttentionModel(const GpuTarget &target) : target_(target) {}

  /// Forward and backward times of `key` on `backend`, or why it cannot run.
  llvm::Expected<AttentionEstimate> estimate(const AttentionKey &key,
                                             AttentionBackend backend) const;

  /// The time of one pass with explicit factors, before any fit (the fit
  /// tool's unit of work): the makespan of the CTAs at the full dense peak,
  /// plus the backward's memory passes, in us.
  double passTimeAtPeak(const AttentionKey &key, const AttentionKernel &kernel,
                        int64_t kernelVHeadDim, bool backward, double causalFactor,
                        double aloneFactor, AttentionPassEstimate *shape = nullptr) const;
  /// The memory-bound passes of the backward (dot(dO, O), dQ's fp32
  /// accumulator and its conversion, the grouped-query dK/dV sum), in us.
  double backwardMemoryUs(const AttentionKey &key) const;

  const GpuTarget &target() const { return target_; }

private:
  const GpuTarget &target_;
};

/// The efficiency a fit gives kernel head dim `headDim`: the measured value,
/// interpolated between the nearest measured head dims, held at the ends;
/// only head dims in [lowestHeadDim, highestHeadDim] (the kernel's:
/// AttentionKernel) count where the fit measured any.
double attentionEfficiencyAt(const AttentionFit &fit, int64_t headDim, int64_t lowestHeadDim = 1,
                             int64_t highestHeadDim = std::numeric_limits<int64_t>::max());

} // namespace dimtune

#endif // DIMTUNE_COSTMODEL_ATTENTIONMODEL_H
