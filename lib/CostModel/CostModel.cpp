//===- CostModel.cpp - GEMM time on a GPU ---------------------------------===//

#include "dimtune/CostModel/CostModel.h"
#include "dimtune/Target/EnumNames.h"

#include "llvm/ADT/STLExtras.h"
#include "llvm/Support/MathExtras.h"

#include <algorithm>
#include <cmath>
#include <set>

using namespace llvm;

namespace dimtune {

static constexpr EnumName<Bound> kBoundNames[] = {
    {Bound::Compute, "compute"}, {Bound::Memory, "memory"}, {Bound::Latency, "latency"}};

StringRef boundName(Bound bound) { return nameIn(kBoundNames, bound); }

/// Output elements per operand element loaded: the data reuse of a tile.
static double tileIntensity(const CtaTile &tile) {
  return double(tile.m) * tile.n / double(tile.m + tile.n);
}

std::vector<KernelChoice> CostModel::kernelCandidates(const GemmKey &p) const {
  const std::vector<CtaTile> &tiles = target_.tilesFor(target_.runsAs(p.math()));
  const int64_t sms = target_.smCount;
  std::vector<KernelChoice> out;
  for (const CtaTile &tile : tiles) {
    KernelChoice base;
    base.tile = tile;
    int64_t tilesM = llvm::divideCeilSigned(p.m, tile.m),
            tilesN = llvm::divideCeilSigned(p.n, tile.n);
    int64_t outputTiles = p.batch * tilesM * tilesN;
    int64_t slots = sms * tile.ctasPerSm;
    base.tileEfficiency = double(p.m) * p.n / (double(tilesM * tile.m) * double(tilesN * tile.n));

    KernelChoice dataParallel = base;
    dataParallel.ctas = outputTiles;
    dataParallel.waves = double(llvm::divideCeilSigned(outputTiles, slots));
    dataParallel.waveEfficiency = outputTiles / (dataParallel.waves * slots);
    out.push_back(dataParallel);

    // Split-K: only worth it while the output tiles leave SMs idle, and only
    // while each slice keeps a few k-tiles of work.
    int64_t kTiles = llvm::divideCeilSigned(p.k, std::max<int64_t>(tile.k, 1));
    for (int64_t split = 2; split <= 16 && outputTiles * split <= 2 * slots && split * 2 <= kTiles;
         ++split) {
      KernelChoice s = base;
      s.split = KSplit::SplitK;
      s.splitFactor = split;
      s.ctas = outputTiles * split;
      s.waves = double(llvm::divideCeilSigned(s.ctas, slots));
      s.waveEfficiency = s.ctas / (s.waves * slots);
      out.push_back(s);
    }

    // Stream-K: the K iterations of all tiles spread evenly over the slots,
    // so the last wave is not left partly empty.
    if (outputTiles > slots && outputTiles % slots != 0) {
      KernelChoice s = base;
      s.split = KSplit::StreamK;
      s.ctas = slots;
      s.waves = double(outputTiles) / slots;
      s.waveEfficiency = 1;
      out.push_back(s);
    }
  }
  return out;
}

/// (a^q + b^q)^(1/q): the time of compute and memory that overlap the more
/// the larger q is. Written as the larger times (1 + (smaller/larger)^q)^(1/q)
/// so that no power overflows (a target file may set q up to 1000).
static double combineTimes(double a, double b, double q) {
  double larger = std::max(a, b), smaller = std::min(a, b);
  if (larger <= 0)
    return 0;
  return larger * std::pow(1 + std::pow(smaller / larger, q), 1 / q);
}

int misalignedSlowdownIndex(const GemmKey &p, int64_t worstAlignmentBytes) {
  // A GEMV runs on the library's gemv kernels, which need no vector width
  // (H200: 1x4097x4096 and 1x4100x4096 bf16 both 20.6 us, where the 2-byte
  // stride at M = 16 takes 2.1x the 8-byte one).
  if (p.isGemv())
    return 0;
  return worstAlignmentBytes >= 8 ? 0 : worstAlignmentBytes >= 4 ? 1 : worstAlignmentBytes >= 2 ? 2 : 3;
}

bool runsMisalignedTensorCoreTiles(const GemmKey &p, MathType math) {
  return !p.stridesAligned() && math != MathType::FP32 && !p.isGemv();
}

GemmEstimate CostModel::estimateWith(const GemmKey &p, const KernelChoice &kernel) const {
  const Calibration &cal = target_.calibration;
  const CtaTile &tile = kernel.tile;
  GemmEstimate e;
  e.kernel = kernel;

  // Alignment: the worst leading stride decides the kernel path.
  e.worstAlignmentBytes = p.worstStrideAlignmentBytes();
  e.aligned = p.stridesAligned();
  MathType math = target_.runsAs(p.math());
  e.fp32Fallback = math != p.math();
  if (!e.aligned && math == MathType::FP32)
    e.alignmentSlowdown = cal.misalignedSlowdownSimt;
  else if (!e.aligned)
    e.alignmentSlowdown = cal.misalignedSlowdown[misalignedSlowdownIndex(p, e.worstAlignmentBytes)];

  if (needsKMajorOperands(math)) {
    if (p.a.contiguous == GemmDim::M)
      e.layoutSlowdown *= cal.mnMajorSlowdown[0];
    if (p.b.contiguous == GemmDim::N)
      e.layoutSlowdown *= cal.mnMajorSlowdown[1];
  }

  // Compute: whole waves of whole tiles, each at its slot's share of the peak.
  const std::vector<CtaTile> &tiles = target_.tilesFor(math);
  double bestIntensity = 0;
  for (const CtaTile &t : tiles)
    bestIntensity = std::max(bestIntensity, tileIntensity(t));
  // A misaligned tensor-core kernel loads element by element, so a small
  // tile, which loads more per FLOP, loses more than it does aligned (a GEMV
  // is no tile kernel).
  double exponent = cal.tileIntensityExponent;
  if (runsMisalignedTensorCoreTiles(p, math))
    exponent += cal.misalignedTileIntensityExponent;
  double tileRate = std::pow(tileIntensity(tile) / bestIntensity, exponent);
  double peak = target_.peakFlops(math) * cal.computeEfficiency[math];
  double slotFlops = peak * tileRate / double(target_.smCount * tile.ctasPerSm);
  int64_t kPadded = llvm::alignTo(p.k, std::max<int64_t>(tile.k, 1));
  double tileSeconds = 2.0 * tile.m * tile.n * double(kPadded) / slotFlops;
  double computeSeconds = 0;
  switch (kernel.split) {
  case KSplit::None:
    computeSeconds = kernel.waves * tileSeconds;
    break;
  case KSplit::SplitK:
    computeSeconds = kernel.waves * tileSeconds / kernel.splitFactor *
                     (1 + cal.splitKOverhead * (kernel.splitFactor - 1));
    break;
  case KSplit::StreamK:
    computeSeconds = kernel.waves * tileSeconds * (1 + cal.streamKOverhead);
    break;
  }
  computeSeconds *= e.alignmentSlowdown * e.layoutSlowdown;
  computeSeconds += std::ceil(kernel.waves) * cal.waveUs * 1e-6;

  // Memory: the least traffic, plus the fp32 partial sums of split-K.
  double bytes = p.minBytes();
  if (kernel.split == KSplit::SplitK)
    bytes += 2.0 * 4.0 * kernel.splitFactor * p.batch * double(p.m) * p.n;
  double bandwidth = target_.bandwidthBytesPerSecond() * cal.memoryEfficiency;
  double memorySeconds = bytes / bandwidth;

  e.computeUs = computeSeconds * 1e6;
  e.memoryUs = memorySeconds * 1e6;
  double busyUs = combineTimes(e.computeUs, e.memoryUs, cal.combineExponent);
  e.predictedUs = cal.launchUs + busyUs;
  e.predictedTflops = p.flops() / (e.predictedUs * 1e-6) / 1e12;
  e.arithmeticIntensity = p.flops() / p.minBytes();
  e.ridgeIntensity = peak / bandwidth;
  if (cal.launchUs > busyUs)
    e.bound = Bound::Latency;
  else
    e.bound = e.computeUs >= e.memoryUs ? Bound::Compute : Bound::Memory;
  e.wastedFlopFraction = 1 - kernel.tileEfficiency;
  return e;
}

std::optional<GemmEstimate> CostModel::gemvRowsEstimate(const GemmKey &p) const {
  int64_t rows = std::min(p.m, p.n);
  if (rows < 2 || rows > kGemvLikeMaxRows || p.stridesAligned() ||
      target_.runsAs(p.math()) == MathType::FP32)
    return std::nullopt;
  // gemmSN reads the large operand along K (measured as gemmSN_TN); with it
  // contiguous along M or N the library runs other kernels.
  const OperandLayout &large = p.m == rows ? p.b : p.a;
  if (large.contiguous != GemmDim::K)
    return std::nullopt;
  GemmKey oneRow = p.m == rows ? p.withShape(1, p.n, p.k) : p.withShape(p.m, 1, p.k);
  GemmEstimate e = estimate(oneRow);
  const Calibration &cal = target_.calibration;
  double scale = 1 + cal.gemvRowCost * double(rows - 1);
  e.computeUs *= scale;
  e.memoryUs *= scale;
  e.predictedUs = cal.launchUs + (e.predictedUs - cal.launchUs) * scale;
  e.predictedTflops = p.flops() / (e.predictedUs * 1e-6) / 1e12;
  e.arithmeticIntensity = p.flops() / p.minBytes();
  // Its strides are p's, not the one row's (which has none between rows).
  e.worstAlignmentBytes = p.worstStrideAlignmentBytes();
  e.aligned = false;
  e.kernel.gemvRows = rows;
  e.kernel.tileEfficiency = 1;
  e.wastedFlopFraction = 0;
  return e;
}

GemmEstimate CostModel::estimate(const GemmKey &p) const {
  GemmEstimate best;
  bool first = true;
  for (const KernelChoice &kernel : kernelCandidates(p)) {
    GemmEstimate e = estimateWith(p, kernel);
    if (first || e.predictedUs < best.predictedUs)
      best = e;
    first = false;
  }
  if (std::optional<GemmEstimate> gemv = gemvRowsEstimate(p); gemv && gemv->predictedUs < best.predictedUs)
    best = *gemv;
  return best;
}

/// Sizes to try for one dim: itself, multiples of the alignment and of the
/// tile sizes, and (for M and N) sizes that complete the last wave.
static std::vector<int64_t> dimCandidates(int64_t size, int64_t alignment,
                                          ArrayRef<int64_t> tileSizes, int64_t tilesPerWaveStep,
                                          double maxOverhead) {
  std::set<int64_t> values = {size};
  auto add = [&](int64_t v) {
    if (v >= size && double(v) <= double(size) * (1 + maxOverhead) + 1e-9)
      values.insert(v);
  };
  for (int64_t multiple = alignment; multiple <= 256; multiple *= 2)
    add(llvm::alignTo(size, multiple));
  for (int64_t t : tileSizes) {
    add(llvm::alignTo(size, t));
    // Wave-complete: enough tiles of size t along this dim that the tile
    // count is a multiple of the slots, taking the other dims as they are.
    if (tilesPerWaveStep > 0)
      add(llvm::alignTo(llvm::divideCeilSigned(size, t), tilesPerWaveStep) * t);
  }
  return {values.begin(), values.end()};
}

std::vector<PaddedShape> CostModel::paddingCandidates(const GemmKey &p, double maxOverhead) const {
  int64_t align = std::max<int64_t>(target_.alignmentElements[target_.runsAs(p.math())], 1);
  GemmEstimate original = estimate(p);
  const CtaTile &tile = original.kernel.tile;
  int64_t slots = target_.smCount * tile.ctasPerSm;
  // Tiles of M needed per wave step, given N's tile count, and vice versa.
  int64_t tilesN = p.batch * llvm::divideCeilSigned(p.n, tile.n);
  int64_t tilesM = p.batch * llvm::divideCeilSigned(p.m, tile.m);
  auto waveStep = [&](int64_t otherTiles) { return slots / std::gcd(slots, otherTiles); };
  std::vector<int64_t> tileM, tileN;
  for (const CtaTile &t : target_.tilesFor(target_.runsAs(p.math()))) {
    tileM.push_back(t.m);
    tileN.push_back(t.n);
  }
  std::vector<int64_t> ms = dimCandidates(p.m, align, tileM, waveStep(tilesN), maxOverhead);
  std::vector<int64_t> ns = dimCandidates(p.n, align, tileN, waveStep(tilesM), maxOverhead);
  std::vector<int64_t> ks = dimCandidates(p.k, align, {}, 0, maxOverhead);

  std::vector<PaddedShape> out;
  PaddedShape self{p.m, p.n, p.k, original, 1.0, 0.0};
  out.push_back(self);
  double baseFlops = p.flops();
  for (int64_t m : ms)
    for (int64_t n : ns)
      for (int64_t k : ks) {
        if (m == p.m && n == p.n && k == p.k)
          continue;
        GemmKey padded = p.withShape(m, n, k);
        double extra = padded.flops() / baseFlops - 1;
        if (extra > maxOverhead + 1e-9)
          continue;
        GemmEstimate e = estimate(padded);
        out.push_back({m, n, k, e, original.predictedUs / e.predictedUs, extra});
      }
  return out;
}

PaddedShape CostModel::suggest(const GemmKey &p, double maxOverhead, double minSpeedup) const {
  std::vector<PaddedShape> candidates = paddingCandidates(p, maxOverhead);
  PaddedShape best = candidates.front();
  for (const PaddedShape &c : llvm::drop_begin(candidates)) {
    // Faster wins; at equal predicted time, fewer extra FLOPs.
    if (c.estimate.predictedUs < best.estimate.predictedUs * (1 - 1e-6) ||
        (c.estimate.predictedUs <= best.estimate.predictedUs * (1 + 1e-6) &&
         c.extraFlopFraction < best.extraFlopFraction))
      best = c;
  }
  if (best.speedup < minSpeedup)
    return candidates.front();
  return best;
}

} // namespace dimtune
