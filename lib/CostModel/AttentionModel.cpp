//===- AttentionModel.cpp - Fused attention time on a GPU -----------------===//

#include "dimtune/CostModel/AttentionModel.h"
#include "dimtune/CostModel/MemoryOp.h"

#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/bit.h"
#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/MathExtras.h"

#include <algorithm>
#include <cmath>
#include <queue>

using namespace llvm;

namespace dimtune {

static Error unsupported(AttentionBackend backend, const Twine &why) {
  return createStringError(inconvertibleErrorCode(),
                           (attentionBackendName(backend) + " cannot run it: " + why).str());
}

//===----------------------------------------------------------------------===//
// Kernel tables (docs/attention-kernels.md gives the source of each figure)
//===----------------------------------------------------------------------===//

namespace {
struct BucketTiles {
  int64_t headDim;
  AttentionTile forward, backward;
};

/// FlashAttention-2 as PyTorch builds it: csrc/flash_attn/src/
/// flash_fwd_launch_template.h and flash_bwd_launch_template.h
/// (run_mha_fwd_hdimXX / run_mha_bwd_hdimXX, the sm80 branch Hopper takes).
/// The buckets are FlashAttention >= 2.8's (static_switch.h, 160 dropped in
/// ce212720); the H200 timings agree: head dim 160 runs slower than 192
/// (benchmarks/results/attention/h200-attention-fit.csv). Head dim 256's
/// forward tile depends on shared memory: 64x64 with 2 CTAs on Hopper.
SmallVector<BucketTiles> flash2Buckets(const GpuTarget &target) {
  bool bigSmem = target.sharedMemoryPerSmBytes >= (192 << 10);
  return {{32, {128, 128, 2}, {128, 128, 1}},
          {64, {128, 128, 2}, {128, 128, 1}},
          {96, {128, 64, 2}, {64, 128, 1}},
          {128, {128, 64, 2}, {64, 128, 1}},
          {192, {128, 64, 1}, {64, 64, 1}},
          {256, bigSmem ? AttentionTile{64, 64, 2} : AttentionTile{128, 64, 1}, {64, 64, 1}}};
}

/// FlashAttention-3 (hopper/tile_size.h, tile_size_fwd_sm90 and the
/// backward's launch template); persistent, one CTA per SM.
SmallVector<BucketTiles> flash3Buckets() {
  return {{64, {192, 192, 1}, {128, 128, 1}},
          {96, {192, 144, 1}, {64, 128, 1}},
          {128, {128, 176, 1}, {80, 128, 1}},
          {192, {128, 112, 1}, {64, 96, 1}},
          {256, {128, 80, 1}, {64, 80, 1}}};
}
} // namespace

Expected<AttentionKernel> attentionKernel(AttentionBackend backend, int64_t headDim,
                                          const GpuTarget &target) {
  int sm = target.smVersion();
  auto fromBuckets = [&](ArrayRef<BucketTiles> buckets) -> Expected<AttentionKernel> {
    for (const BucketTiles &b : buckets)
      if (headDim <= b.headDim)
        return AttentionKernel{b.headDim, b.forward, b.backward};
    return unsupported(backend, formatv("head dim {0} is above its largest kernel ({1})", headDim,
                                        buckets.back().headDim));
  };
  switch (backend) {
  case AttentionBackend::Flash2:
    if (sm < 80)
      return unsupported(backend, "it needs sm_80 or newer");
    return fromBuckets(flash2Buckets(target));
  case AttentionBackend::Flash3:
    if (sm != 90)
      return unsupported(backend, "its kernels are for sm_90");
    return fromBuckets(flash3Buckets());
  case AttentionBackend::Cudnn: {
    // Any multiple of 8 up to 256 on Hopper and newer, 128 before (PyTorch's
    // check_cudnn_tensor_shapes). Tiles: the kernel names PyTorch 2.11 runs
    // on the H200 (..._fprop_..._64x128x128, ..._bprop_..._64x64x128) with the
    // fit's choice of 128-query forward and 128x64 backward blocks.
    int64_t most = sm >= 90 ? 256 : 128;
    if (sm < 80)
      return unsupported(backend, "it needs sm_80 or newer");
    if (headDim > most)
      return unsupported(backend, formatv("head dim {0} is above {1}", headDim, most));
    return AttentionKernel{int64_t(llvm::alignTo(headDim, 8)), {128, 128, 1}, {128, 64, 1}};
  }
  case AttentionBackend::Efficient: {
    // CUTLASS fmha (mem_eff_attention/kernels/cutlassF.h, cutlassB.h).
    // Its backward keeps dK and dV in registers up to a head dim of its key
    // block (kOutputInRF), and stages them in global memory above. Each CTA
    // first runs rowsum(dO * O) over its head's queries (computeDelta):
    // kMaxK / (8 x threads a row) unrolled steps a block of queries (64 / (8
    // x 2) at 64x64 with 128 threads, 32 at kMaxK 32; 128 / (8 x 4) at
    // 128x128 with 512), a loop of value-head-dim steps above 128 (kMaxK
    // 65536).
    int64_t kernelDim = llvm::alignTo(headDim, 8);
    if (headDim <= 64)
      return AttentionKernel{kernelDim,
                             {64, 64, 4},
                             {64, 64, 1, true, false, true, headDim <= 32 ? 2 : 4},
                             1,
                             64};
    if (headDim <= 128)
      return AttentionKernel{
          kernelDim, {64, 128, 2}, {128, 128, 1, true, false, true, 4}, 65, 128};
    return AttentionKernel{kernelDim, {32, 128, 4}, {128, 64, 1, true, true, true, 0}, 129};
  }
  case AttentionBackend::Unfused:
    return unsupported(backend, "it is not a fused kernel");
  }
  llvm_unreachable("unknown attention backend");
}

Error checkAttentionSupport(AttentionBackend backend, const AttentionKey &key,
                            const GpuTarget &target) {
  // PyTorch 2.11's constraints per backend (sdp_utils.cpp: can_use_*_attention;
  // docs/attention-kernels.md), beyond the architecture and head-dim limits of
  // the kernels themselves (attentionKernel).
  bool sixteenBit = key.type == ElementType::BF16 || key.type == ElementType::F16;
  switch (backend) {
  case AttentionBackend::Flash2:
  case AttentionBackend::Flash3:
    if (!sixteenBit)
      return unsupported(backend, "it runs f16 and bf16 only, not " + elementTypeName(key.type));
    if (key.headDim != key.vHeadDim)
      return unsupported(backend, "Q/K and V head dims differ");
    if (key.explicitMask)
      return unsupported(backend, "it takes no attention mask");
    // check_flash_causal_non_square_seqlens: its causal mask is bottom-right
    // aligned, PyTorch's is_causal top-left.
    if (key.causal && key.qLen != key.kvLen)
      return unsupported(backend, "PyTorch refuses is_causal with q_len != kv_len for it");
    break;
  case AttentionBackend::Cudnn:
    if (!sixteenBit)
      return unsupported(backend, "it runs f16 and bf16 only, not " + elementTypeName(key.type));
    if (key.headDim % 8 || key.vHeadDim % 8)
      return unsupported(backend, formatv("head dim {0} is not a multiple of 8",
                                          key.headDim % 8 ? key.headDim : key.vHeadDim));
    if (key.kvLen == 1)
      return unsupported(backend, "it takes no key/value length of 1");
    break;
  case AttentionBackend::Efficient: {
    if (!sixteenBit && key.type != ElementType::F32)
      return unsupported(backend,
                         "it runs f16, bf16 and f32 only, not " + elementTypeName(key.type));
    // minimum_gemm_alignment: 16 bytes of 16-bit elements, 4 of f32.
    int64_t alignment = sixteenBit ? 8 : 4;
    if (key.headDim % alignment || key.vHeadDim % alignment)
      return unsupported(backend,
                         formatv("head dim {0} is not a multiple of {1}",
                                 key.headDim % alignment ? key.headDim : key.vHeadDim, alignment));
    if (key.kvHeads != key.heads)
      return unsupported(backend, "it has no grouped-query support in PyTorch 2.11");
    break;
  }
  case AttentionBackend::Unfused:
    break;
  }
  if (Expected<AttentionKernel> k =
          attentionKernel(backend, std::max(key.headDim, key.vHeadDim), target);
      !k)
    return k.takeError();
  return Error::success();
}

//===----------------------------------------------------------------------===//
// The model
//===----------------------------------------------------------------------===//

int64_t backwardKeySplits(const AttentionTile &tile, const AttentionKey &key) {
  int64_t blocks = llvm::divideCeilSigned(key.kvLen, tile.blockN);
  if (!tile.pytorchKeySplits)
    return blocks;
  int64_t parallelism = key.batch * key.heads, splits = blocks;
  if (parallelism >= 256 && key.kvLen <= 2 * tile.blockN)
    splits = 1;
  if (tile.stagesKeyGradients)
    splits = std::min<int64_t>(splits, 200 / parallelism);
  return std::max<int64_t>(splits, 1);
}

int64_t backwardRowSumSteps(const AttentionTile &tile, const AttentionKey &key,
                            int64_t kernelVHeadDim) {
  bool sixteenBit = key.type == ElementType::BF16 || key.type == ElementType::F16;
  if (!tile.rowSumPassPerCta || !sixteenBit)
    return 0;
  // computeDelta, per block of queries: its unrolled steps, or (kMaxK
  // 65536) ceil_div(dv, 16) * 16.
  int64_t perBlock = tile.rowSumStepsPerBlock > 0 ? tile.rowSumStepsPerBlock
                                                  : int64_t(llvm::alignTo(kernelVHeadDim, 16));
  return llvm::divideCeilSigned(key.qLen, tile.blockM) * perBlock;
}

double attentionEfficiencyAt(const AttentionFit &fit, int64_t headDim, int64_t lowestHeadDim,
                             int64_t highestHeadDim) {
  // The kernel's own head dims, where the fit measured any (a neighbour run
  // by another kernel says nothing of this one's rate).
  std::vector<std::pair<int64_t, double>> points;
  for (const auto &p : fit.efficiency)
    if (p.first >= lowestHeadDim && p.first <= highestHeadDim)
      points.push_back(p);
  if (points.empty())
    points = fit.efficiency;
  if (points.empty())
    return 0;
  if (headDim <= points.front().first)
    return points.front().second;
  if (headDim >= points.back().first)
    return points.back().second;
  auto hi = llvm::find_if(points, [&](const auto &p) { return p.first >= headDim; });
  auto lo = std::prev(hi);
  double t = double(headDim - lo->first) / double(hi->first - lo->first);
  return lo->second + t * (hi->second - lo->second);
}

/// When the last CTA finishes: CTAs start in grid order (the listed blocks
/// vary fastest, repeated for each batch and head), each on the slot that
/// frees first. Past `kExactCtas` the tail is estimated instead of simulated.
static double gridMakespan(ArrayRef<double> blockWork, int64_t repeats, int64_t slots) {
  constexpr int64_t kExactCtas = 1 << 17;
  double total = 0, largest = 0;
  for (double w : blockWork) {
    total += w;
    largest = std::max(largest, w);
  }
  int64_t ctas = repeats * int64_t(blockWork.size());
  if (ctas <= slots)
    return largest;
  if (ctas > kExactCtas)
    return total * double(repeats) / double(slots) + largest / 2;
  std::priority_queue<double, std::vector<double>, std::greater<double>> freeAt;
  for (int64_t s = 0; s < slots; ++s)
    freeAt.push(0);
  double end = 0;
  for (int64_t r = 0; r < repeats; ++r)
    for (double w : blockWork) {
      double start = freeAt.top();
      freeAt.pop();
      freeAt.push(start + w);
      end = std::max(end, start + w);
    }
  return end;
}

double AttentionModel::passTimeAtPeak(const AttentionKey &key, const AttentionKernel &kernel,
                                      int64_t kernelVHeadDim, bool backward, double causalFactor,
                                      double aloneFactor, AttentionPassEstimate *shape) const {
  const AttentionTile &tile = backward ? kernel.backward : kernel.forward;
  int64_t slots = target_.smCount * tile.ctasPerSm;
  MathType math = key.type == ElementType::F16 ? MathType::FP16 : MathType::BF16;
  if (key.type == ElementType::F32)
    math = MathType::FP32;
  double slotFlops = target_.peakFlops(target_.runsAs(math)) / double(slots);
  double dk = double(kernel.headDim), dv = double(kernelVHeadDim);
  bool masked = key.causal && !key.explicitMask;
  SmallVector<double> work;
  if (!backward) {
    // One CTA per block of queries; it sweeps the keys up to the diagonal.
    for (int64_t q = 0; q < llvm::divideCeilSigned(key.qLen, tile.blockM); ++q) {
      int64_t keys = masked ? std::min((q + 1) * tile.blockM, key.kvLen) : key.kvLen;
      double flops = 2.0 * tile.blockM * llvm::alignTo(keys, tile.blockN) * (dk + dv);
      work.push_back(flops / slotFlops * (masked ? causalFactor : 1));
    }
  } else {
    // Per block of keys: it sweeps the queries from the diagonal on,
    // recomputing S and forming dP, dV, dQ and dK (3 products of dk, 2 of dv).
    // A CTA takes every split-th block (one block each unless the keys are
    // split fewer ways than they have blocks).
    int64_t splits = backwardKeySplits(tile, key);
    work.assign(size_t(splits), 0.0);
    for (int64_t k = 0; k < llvm::divideCeilSigned(key.kvLen, tile.blockN); ++k) {
      int64_t queries = masked ? std::max<int64_t>(key.qLen - k * tile.blockN, 1) : key.qLen;
      double flops = 2.0 * tile.blockN * llvm::alignTo(queries, tile.blockM) * (3 * dk + 2 * dv);
      work[size_t(k % splits)] += flops / slotFlops * (masked ? causalFactor : 1);
    }
  }
  int64_t repeats = key.batch * key.heads;
  int64_t ctas = repeats * int64_t(work.size());
  double seconds = gridMakespan(work, repeats, slots);
  // A CTA alone on its SM has the SM to itself.
  if (ctas <= target_.smCount)
    seconds /= aloneFactor;
  if (shape) {
    shape->tile = tile;
    shape->ctas = ctas;
    shape->waves = double(ctas) / double(slots);
  }
  return seconds * 1e6;
}

double AttentionModel::backwardMemoryUs(const AttentionKey &key) const {
  double rows = double(key.batch) * double(key.heads) * double(key.qLen);
  double bytes = double(elementBytes(key.type));
  // dot(dO, O) reads both; dQ is accumulated in fp32 (zeroed, added, read)
  // and converted to 16 bits.
  double traffic = rows * (2.0 * key.vHeadDim * bytes + key.headDim * (4.0 + 4.0 + bytes));
  // Grouped-query: dK and dV are formed per query head, then summed per group.
  if (key.kvHeads != key.heads)
    traffic += double(key.batch) * double(key.heads) * double(key.kvLen) *
               double(key.headDim + key.vHeadDim) * 4.0;
  const Calibration &cal = target_.calibration;
  return traffic / (target_.bandwidthBytesPerSecond() * cal.memoryEfficiency) * 1e6;
}

/// Reading an explicit mask (one value per score, per head) in the forward.
static double maskReadUs(const AttentionKey &key, const GpuTarget &target) {
  if (!key.explicitMask)
    return 0;
  double bytes = double(key.batch) * double(key.heads) * double(key.qLen) * double(key.kvLen) *
                 double(elementBytes(key.type));
  return bytes / (target.bandwidthBytesPerSecond() * target.calibration.memoryEfficiency) * 1e6;
}

//===----------------------------------------------------------------------===//
// Decode
//===----------------------------------------------------------------------===//

int64_t flashDecodingSplits(int64_t work, int64_t slots, int64_t keyBlocks, int64_t maxSplits) {
  if (double(work) >= 0.8 * double(slots))
    return 1;
  maxSplits = std::max<int64_t>(1, std::min({maxSplits, slots, keyBlocks}));
  // A split count that leaves the same blocks per split as one fewer is the
  // same split: not eligible.
  auto eligible = [&](int64_t s) {
    return s == 1 ||
           llvm::divideCeilSigned(keyBlocks, s) != llvm::divideCeilSigned(keyBlocks, s - 1);
  };
  auto efficiency = [&](int64_t s) {
    double waves = double(work * s) / double(slots);
    return waves / std::ceil(waves);
  };
  double best = 0;
  for (int64_t s = 1; s <= maxSplits; ++s)
    if (eligible(s))
      best = std::max(best, efficiency(s));
  for (int64_t s = 1; s <= maxSplits; ++s)
    if (eligible(s) && efficiency(s) >= 0.85 * best)
      return s;
  return 1;
}

int64_t cudnnDecodeSplits(int64_t rowCtas, int64_t keyBlocks, int64_t smCount) {
  int64_t grid = int64_t(llvm::bit_floor(uint64_t(2 * smCount)));
  int64_t splits = 1;
  while (splits * 2 <= 64 && splits * 2 <= keyBlocks && rowCtas * splits * 2 <= grid)
    splits *= 2;
  return splits >= 4 && keyBlocks > 4 ? splits : 1;
}

DecodeShape decodeShape(AttentionBackend backend, const AttentionKey &key,
                        const AttentionKernel &kernel, const GpuTarget &target) {
  DecodeShape d;
  int64_t group = key.heads / key.kvHeads;
  // FlashAttention-2 (seqlenq_ngroups_swapped), FlashAttention-3 and cuDNN
  // put a group's query heads in one CTA's rows, so each KV head is read by
  // one CTA; the memory-efficient kernels take no grouped-query heads.
  bool packs = backend != AttentionBackend::Efficient && group > 1;
  d.heads = packs ? key.kvHeads : key.heads;
  d.rows = (packs ? group : 1) * key.qLen;
  // Keys per step and rows per CTA: FlashAttention-2's split-KV kernel takes
  // 64 rows and 256, 128 or 64 keys by head dim (set_params_splitkv), its
  // one-pass kernel its forward tile; cuDNN's decode kernels are 16 x 128
  // (..._knob_35_16x128xD in profiles); the others their forward tile.
  int64_t dim = std::max(key.headDim, key.vHeadDim);
  bool splitsKeys = backend != AttentionBackend::Efficient;
  int64_t splitRows = 64;
  switch (backend) {
  case AttentionBackend::Flash2:
    d.keyBlock = dim <= 64 ? 256 : dim <= 128 ? 128 : 64;
    break;
  case AttentionBackend::Cudnn:
    d.keyBlock = 128;
    splitRows = 16;
    break;
  default:
    d.keyBlock = kernel.forward.blockN;
    splitRows = kernel.forward.blockM;
    break;
  }
  d.keyBlocks = llvm::divideCeilSigned(key.kvLen, d.keyBlock);
  int64_t work = key.batch * d.heads * llvm::divideCeilSigned(d.rows, splitRows);
  if (backend == AttentionBackend::Cudnn) {
    d.splits = cudnnDecodeSplits(work, d.keyBlocks, target.smCount);
    d.valueSplits = key.vHeadDim > 128 ? 2 : 1;
  } else if (splitsKeys) {
    // FlashAttention counts 2 CTAs of 128 threads per SM.
    d.splits = flashDecodingSplits(work, 2 * target.smCount, d.keyBlocks, 128);
  }
  d.rowBlock =
      d.splits > 1 || backend == AttentionBackend::Cudnn ? splitRows : kernel.forward.blockM;
  d.rowBlocks = llvm::divideCeilSigned(d.rows, d.rowBlock);
  d.ctas = key.batch * d.heads * d.rowBlocks * d.splits * d.valueSplits;
  // As the H200 launched them (h200-decode-kernels.json): cuDNN's kernel at
  // head dim 64 (45 KB of shared memory, 120 registers x 128 threads) fits
  // 4 CTAs an SM; at 128 and 256 (86 KB) and FlashAttention-2's (49-98 KB,
  // 255 registers) fit 2.
  d.ctasPerSm = backend == AttentionBackend::Cudnn && dim <= 64 ? 4 : 2;
  return d;
}

double decodeSweepWaves(int64_t ctas, int64_t smCount, int64_t ctasPerSm,
                        double sharedSmSlowdown) {
  auto sharing = [&](int64_t n) { return 1 + sharedSmSlowdown * double(n - 1); };
  int64_t slots = smCount * ctasPerSm;
  // Within one wave the busiest SM sets the time; past it the small CTAs
  // fill the SMs as others finish, so a last partial wave costs its share.
  if (ctas <= slots)
    return sharing(std::max<int64_t>(1, llvm::divideCeilSigned(ctas, smCount)));
  return double(ctas) / double(slots) * sharing(ctasPerSm);
}

double decodeAttentionUs(const AttentionKey &key, const DecodeShape &d,
                         const DecodeAttentionFit &fit, const GpuTarget &target) {
  double perKey = double(key.batch) * double(key.kvHeads) * double(key.kvLen) *
                  double(elementBytes(key.type));
  // Each further block of a head's query rows reads K and V again, and each
  // further part of the value columns K again, from the L2 as far as it
  // holds them.
  double bytes = perKey * double(key.headDim + key.vHeadDim) *
                 (1 + fit.rereadFraction * double(d.rowBlocks - 1));
  bytes += perKey * double(key.headDim) * fit.valueRereadFraction * double(d.valueSplits - 1);
  double efficiency = d.splits > 1 ? fit.splitBandwidthEfficiency : fit.bandwidthEfficiency;
  double memoryUs = bytes / (target.bandwidthBytesPerSecond() * efficiency) * 1e6;
  MathType math = key.type == ElementType::F16 ? MathType::FP16 : MathType::BF16;
  double flops = 2.0 * double(key.batch) * double(d.heads) * double(d.rowBlocks * d.rowBlock) *
                 double(key.kvLen) * double(key.headDim * d.valueSplits + key.vHeadDim);
  double computeUs = flops / (target.peakFlops(target.runsAs(math)) * fit.computeEfficiency) * 1e6;
  double waves = decodeSweepWaves(d.ctas, target.smCount, d.ctasPerSm, fit.sharedSmSlowdown);
  double sweepUs = waves * double(llvm::divideCeilSigned(d.keyBlocks, d.splits)) * fit.keyBlockUs;
  return fit.launchUs + std::max({memoryUs, computeUs, sweepUs}) +
         (d.splits > 1 ? fit.combineUs : 0);
}

/// SDPA's flash path pads a head dim that is not a multiple of 8
/// (pad_last_dim<8> in attention.cu): q, k and v each copied into a wider
/// tensor and the output sliced back (a copy when the caller makes it
/// contiguous); in the backward the output's gradient padded, and q, k and
/// v's sliced out of the wide ones and copied again to be contiguous. Each
/// reads or writes a [B, H, S, D] view of [B, S, H, D] storage: PyTorch's
/// unvectorized loop (a strided memory kernel).
static std::pair<double, double> headDimPadUs(const AttentionKey &key, AttentionBackend backend,
                                              const GpuTarget &target) {
  if (backend != AttentionBackend::Flash2 || key.headDim % 8 == 0)
    return {0, 0};
  double widened = double(llvm::alignTo(key.headDim, 8)) / double(key.headDim);
  double bytes = double(elementBytes(key.type));
  double queryElements = double(key.batch) * double(key.heads) * double(key.qLen) * key.headDim;
  double keyElements = double(key.batch) * double(key.kvHeads) * double(key.kvLen) * key.headDim;
  // A copy between the narrow tensor and the wide one, either way.
  auto copy = [&](double narrowElements) {
    MemoryOp m;
    m.kind = MemoryKind::Strided;
    m.elements = narrowElements * widened;
    m.readBytes = narrowElements * bytes;
    m.writeBytes = narrowElements * widened * bytes;
    return memoryOpUs(m, target);
  };
  double forward = copy(queryElements) + 2 * copy(keyElements) + copy(queryElements);
  double backward = copy(queryElements) + 2 * (copy(queryElements) + 2 * copy(keyElements));
  return {forward, backward};
}

Expected<AttentionEstimate> AttentionModel::estimate(const AttentionKey &key,
                                                     AttentionBackend backend) const {
  if (Error e = checkAttentionSupport(backend, key, target_))
    return std::move(e);
  Expected<AttentionKernel> kernel =
      attentionKernel(backend, std::max(key.headDim, key.vHeadDim), target_);
  if (!kernel)
    return kernel.takeError();
  // FlashAttention-3 has not been measured here: it borrows cuDNN's fit,
  // the nearest Hopper kernel (the estimate says calibrated = false).
  AttentionBackend fitted = backend == AttentionBackend::Flash3 ? AttentionBackend::Cudnn : backend;
  const Calibration &cal = target_.calibration;
  AttentionEstimate e;
  e.backend = backend;
  e.kernelHeadDim = kernel->headDim;
  e.kernelVHeadDim = backend == AttentionBackend::Cudnn || backend == AttentionBackend::Efficient
                         ? llvm::alignTo(key.vHeadDim, 8)
                         : kernel->headDim;
  e.calibrated =
      backend != AttentionBackend::Flash3 && cal.attentionFit(fitted, false).calibrated();
  double padded = double(e.kernelHeadDim + e.kernelVHeadDim);
  e.paddedFlopFraction = 1 - double(key.headDim + key.vHeadDim) / padded;
  bool uneven = key.headDim != e.kernelHeadDim || key.vHeadDim != e.kernelVHeadDim;
  std::tie(e.headDimPadForwardUs, e.headDimPadBackwardUs) = headDimPadUs(key, backend, target_);
  // Decode: one query (or a few) over the cache, its own model.
  bool decode = key.qLen <= kDecodeMaxQueries;
  for (bool backward : {false, true}) {
    if (decode && !backward) {
      const DecodeAttentionFit &fit = cal.decodeFit(fitted);
      DecodeShape shape = decodeShape(backend, key, *kernel, target_);
      AttentionPassEstimate &pass = e.forward;
      pass.tile = {shape.rowBlock, shape.keyBlock, 2};
      pass.ctas = shape.ctas;
      pass.waves = double(shape.ctas) / double(2 * target_.smCount);
      pass.kvSplits = shape.splits;
      pass.us = decodeAttentionUs(key, shape, fit, target_) + e.headDimPadForwardUs +
                maskReadUs(key, target_);
      e.calibrated = backend != AttentionBackend::Flash3 && fit.calibrated;
      continue;
    }
    // A masked problem has its own fit where one was measured; else the
    // unmasked one plus the mask's bytes.
    const AttentionFit &maskedFit = cal.attentionFit(fitted, backward, true);
    bool maskFitted = key.explicitMask && maskedFit.calibrated();
    const AttentionFit &fit = maskFitted ? maskedFit : cal.attentionFit(fitted, backward);
    AttentionPassEstimate &pass = backward ? e.backward : e.forward;
    double efficiency =
        attentionEfficiencyAt(fit, e.kernelHeadDim, kernel->lowestHeadDim, kernel->highestHeadDim);
    if (efficiency <= 0)
      efficiency = 0.3; // no fit at all: a conservative share of the peak
    double atPeak = passTimeAtPeak(key, *kernel, e.kernelVHeadDim, backward, fit.causalFactor,
                                   fit.aloneFactor, &pass);
    // Each CTA's rowsum(dO * O) pass, on the slot that runs the most CTAs.
    if (backward) {
      int64_t slots = target_.smCount * pass.tile.ctasPerSm;
      pass.rowSumPassUs = double(llvm::divideCeilSigned(pass.ctas, slots)) *
                          double(backwardRowSumSteps(pass.tile, key, e.kernelVHeadDim)) *
                          fit.rowSumStepUs;
    }
    pass.us = fit.launchUs + atPeak / efficiency * (uneven ? fit.unevenFactor : 1.0) +
              pass.rowSumPassUs +
              (backward ? backwardMemoryUs(key) : 0) +
              (maskFitted ? 0 : (backward ? 2 : 1) * maskReadUs(key, target_)) +
              (backward ? e.headDimPadBackwardUs : e.headDimPadForwardUs);
  }
  e.forwardTflops = key.forwardFlops() / (e.forward.us * 1e-6) / 1e12;
  e.backwardTflops = key.backwardFlops() / (e.backward.us * 1e-6) / 1e12;
  return e;
}

} // namespace dimtune
