//===- CalibrationSweep.cpp - The GEMMs dimtune-calibrate measures --------===//
//
// Each purpose's sizes come in two lists, one per set: the validation set
// has other sizes of the same kinds, so its check is out of sample. A shape
// that would repeat one already added (to either set) is left out, so the
// sets are disjoint. Sizes here are for a GPU of H100/H200 class; a shape
// predicted slower than kSweepMaxCallUs a call (with the chip's datasheet
// figures and the uncalibrated defaults) is halved (its largest extents,
// keeping their alignment class) until it is not.
//
//===----------------------------------------------------------------------===//

#include "dimtune/Calibration/CalibrationSweep.h"

#include "dimtune/CostModel/CostModel.h"

#include "llvm/ADT/DenseSet.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/Support/MathExtras.h"

#include <algorithm>
#include <cmath>

using namespace llvm;

namespace dimtune {

StringRef sweepPurposeName(SweepPurpose purpose) {
  static const char *names[] = {"peak",       "launch",  "memory", "ridge", "tile",  "wave",
                                "split-k",    "misaligned", "batched", "model", "random",
                                "small-m"};
  return names[static_cast<int>(purpose)];
}

std::vector<ElementType> sweepTypes(const GpuTarget &target) {
  std::vector<ElementType> types = {ElementType::F32};
  if (target.peakTflops.tf32 > 0)
    types.push_back(ElementType::TF32);
  if (target.peakTflops.fp16 > 0)
    types.push_back(ElementType::F16);
  if (target.peakTflops.bf16 > 0)
    types.push_back(ElementType::BF16);
  return types;
}

namespace {

/// The operand layouts of training's three GEMMs of a linear layer y = x W^T:
/// the forward (A [m,k], B [n,k]), the input gradient (A [m,k], B [k,n]) and
/// the weight gradient (A [k,m], B [k,n]).
enum class Layout { Forward, Dgrad, Wgrad };
constexpr Layout kLayouts[] = {Layout::Forward, Layout::Dgrad, Layout::Wgrad};

struct Size {
  int64_t m, n, k;
};

/// The two sets' sizes of one kind: fit first, then validation.
template <typename T> struct PerSet {
  std::vector<T> fit, validation;
  const std::vector<T> &of(bool validationSet) const { return validationSet ? validation : fit; }
};

class Builder {
public:
  explicit Builder(const GpuTarget &target) : target(target), sizing(target), model(sizing) {
    // Shapes are sized with the uncalibrated defaults, never the chip's
    // calibration: calibrating must not change the sweep it is fitted on.
    sizing.calibration = Calibration();
  }

  /// Adds the shape to the set (halved first while it is too slow), unless
  /// either set holds it already.
  void add(bool validationSet, SweepPurpose purpose, ElementType type, int64_t batch, Size s,
           Layout layout) {
    GemmKey key = keyFor(type, batch, s, layout);
    while (model.estimate(key).predictedUs > kSweepMaxCallUs) {
      // Halve the largest extent's multiple-of-64 part, keeping the
      // remainder (its alignment class); never below 64.
      int64_t *dims[] = {&s.m, &s.n, &s.k};
      int64_t *largest = *std::max_element(std::begin(dims), std::end(dims),
                                           [](int64_t *a, int64_t *b) { return *a < *b; });
      if (*largest < 128)
        break;
      int64_t rest = *largest % 64;
      *largest = (*largest - rest) / 128 * 64 + rest;
      key = keyFor(type, batch, s, layout);
    }
    if (!seen.insert(key).second)
      return;
    (validationSet ? sweep.validation : sweep.fit).push_back({key, purpose});
  }

  static GemmKey keyFor(ElementType type, int64_t batch, Size s, Layout layout) {
    GemmDim a = layout == Layout::Wgrad ? GemmDim::M : GemmDim::K;
    GemmDim b = layout == Layout::Forward ? GemmDim::K : GemmDim::N;
    return denseGemmKey(type, batch, s.m, s.n, s.k, a, b);
  }

  const GpuTarget &target;
  GpuTarget sizing;
  CostModel model;
  CalibrationSweep sweep;
  DenseSet<GemmKey> seen;
};

bool isFourByte(ElementType type) { return elementBytes(type) == 4; }

/// The type most of the sweep is in: bf16, else fp16 (chips without bf16).
ElementType primaryType(ArrayRef<ElementType> types) {
  if (is_contained(types, ElementType::BF16))
    return ElementType::BF16;
  if (is_contained(types, ElementType::F16))
    return ElementType::F16;
  return ElementType::F32;
}

void addPeak(Builder &b, bool v, ArrayRef<ElementType> types) {
  // 16-bit types reach their peak on larger GEMMs than fp32 needs to.
  PerSet<Size> half = {{{4096, 4096, 4096}, {8192, 8192, 2048}, {2048, 8192, 8192},
                        {8192, 4096, 4096}, {3072, 6144, 6144}},
                       {{6144, 6144, 3072}, {3072, 12288, 4096}, {5120, 5120, 5120}}};
  PerSet<Size> full = {{{2048, 2048, 2048}, {4096, 4096, 1024}, {1024, 4096, 4096}},
                       {{3072, 3072, 1536}, {1536, 4096, 2048}}};
  for (ElementType type : types)
    for (auto [i, s] : enumerate((isFourByte(type) ? full : half).of(v)))
      b.add(v, SweepPurpose::Peak, type, 1, s, kLayouts[i % 3]);
}

void addLaunch(Builder &b, bool v, ArrayRef<ElementType> types) {
  PerSet<Size> sizes = {{{64, 64, 64}, {128, 128, 128}, {256, 64, 128}, {64, 256, 64}},
                        {{96, 96, 96}, {64, 128, 256}, {192, 64, 64}}};
  for (ElementType type : types)
    for (auto [i, s] : enumerate(sizes.of(v)))
      b.add(v, SweepPurpose::Launch, type, 1, s, kLayouts[i % 3]);
}

void addMemory(Builder &b, bool v, ArrayRef<ElementType> types, ElementType primary) {
  // Decode: a few tokens through large weights (y = x W^T); the other types
  // on the first two weights.
  PerSet<int64_t> ms = {{1, 4, 16, 64}, {1, 8, 32, 48}};
  // Each weight's N x K.
  PerSet<std::pair<int64_t, int64_t>> weights = {
      {{4096, 4096}, {14336, 4096}, {4096, 14336}, {8192, 2048}, {2048, 8192}, {32000, 4096}},
      {{5120, 5120}, {12288, 4096}, {4096, 11008}, {3072, 9216}}};
  for (ElementType type : types) {
    for (auto [wi, w] : enumerate(weights.of(v))) {
      if (type != primary && wi > 1)
        break;
      auto [n, k] = w;
      for (int64_t m : ms.of(v))
        b.add(v, SweepPurpose::Memory, type, 1, {m, n, k}, Layout::Forward);
    }
    // The input gradient of decode-sized batches reads W [k,n].
    b.add(v, SweepPurpose::Memory, type, 1, {v ? 24 : 8, v ? 3072 : 4096, v ? 3072 : 4096},
          Layout::Dgrad);
  }
}

void addRidge(Builder &b, bool v, ArrayRef<ElementType> types, ElementType primary) {
  // From memory- to compute-bound at fixed N and K: the ridge lies at a few
  // hundred rows for tensor cores, a few dozen for fp32.
  PerSet<int64_t> tensorMs = {{128, 256, 512, 1024}, {192, 384, 768}};
  PerSet<int64_t> simtMs = {{16, 64, 128}, {24, 96}};
  for (ElementType type : types) {
    bool simt = type == ElementType::F32;
    const std::vector<int64_t> &ms = (simt ? simtMs : tensorMs).of(v);
    int64_t nk = v ? 6144 : 8192;
    for (auto [i, m] : enumerate(ms)) {
      if (type != primary && !simt && i % 2)
        continue;
      b.add(v, SweepPurpose::Ridge, type, 1, {m, nk, nk}, kLayouts[i % 3]);
    }
  }
}

void addTile(Builder &b, bool v, ArrayRef<ElementType> types, ElementType primary) {
  // Outputs of less than a wave of the largest tile, K too short for split-K
  // to pay: which tile the library takes, at what rate.
  PerSet<Size> sizes = {{{512, 512, 1024},
                         {1024, 1536, 512},
                         {768, 2048, 2048},
                         {256, 1024, 1024},
                         {1536, 768, 1024},
                         {384, 3072, 768}},
                        {{640, 640, 1024}, {1536, 1024, 768}, {384, 2048, 1536}, {896, 1280, 512}}};
  for (ElementType type : types)
    for (auto [i, s] : enumerate(sizes.of(v))) {
      if (type != primary && i % 2)
        continue;
      b.add(v, SweepPurpose::Tile, type, 1, s, kLayouts[i % 3]);
    }
}

void addWave(Builder &b, bool v, ArrayRef<ElementType> types, ElementType primary) {
  // Tile counts around multiples of the slots, for the largest tile of the
  // type's kernels: N a fixed number of tiles, M stepping one tile row below,
  // at and above the multiple.
  auto largest = [](const std::vector<CtaTile> &tiles) {
    return *std::max_element(tiles.begin(), tiles.end(), [](const CtaTile &a, const CtaTile &c) {
      return a.m * a.n < c.m * c.n;
    });
  };
  PerSet<int64_t> waves = {{1, 2, 4, 7}, {1, 3, 5}};
  for (ElementType type : types) {
    bool simt = type == ElementType::F32;
    if (type != primary && !simt)
      continue;
    CtaTile tile = largest(b.target.tilesFor(simt ? MathType::FP32 : MathType::BF16));
    int64_t slots = b.target.smCount * tile.ctasPerSm;
    int64_t tilesN = v ? 6 : 8;
    int64_t k = v ? 1536 : 2048;
    for (int64_t w : waves.of(v)) {
      if (simt && w > 2)
        continue;
      int64_t below = w * slots / tilesN, above = (w * slots + tilesN - 1) / tilesN;
      std::vector<int64_t> rows = {below - 1, below, above, above + 1};
      for (auto [i, tilesM] : enumerate(rows))
        if (tilesM > 0)
          b.add(v, SweepPurpose::Wave, type, 1, {tilesM * tile.m, tilesN * tile.n, k},
                kLayouts[i % 3]);
    }
  }
}

void addSplitK(Builder &b, bool v, ArrayRef<ElementType> types, ElementType primary) {
  PerSet<Size> sizes = {{{128, 128, 16384}, {256, 256, 8192}, {64, 512, 16384}, {128, 1024, 8192}},
                        {{192, 192, 12288}, {128, 256, 24576}, {256, 512, 6144}}};
  for (ElementType type : types)
    for (auto [i, s] : enumerate(sizes.of(v))) {
      if (type != primary && i > 0)
        break;
      b.add(v, SweepPurpose::SplitK, type, 1, s, kLayouts[i % 3]);
    }
}

void addMisaligned(Builder &b, bool v, ArrayRef<ElementType> types, ElementType primary) {
  // Each stride class (16, 8, 4 and, for 16-bit types, 2 bytes) of N and of
  // K, at large M and at decode M: the 16-byte one is the aligned neighbour.
  // The primary type on every size, the others on the first of each.
  PerSet<Size> large16 = {{{2048, 4096, 2048}, {4096, 1024, 4096}, {1024, 8192, 1024}},
                          {{3072, 3072, 2560}, {1536, 6144, 1536}}};
  PerSet<Size> large32 = {{{1024, 2048, 1024}, {2048, 1024, 2048}},
                          {{1536, 1536, 1280}, {768, 3072, 768}}};
  PerSet<Size> decode = {{{1, 4096, 4096}, {16, 4096, 4096}, {64, 2048, 8192}},
                         {{8, 5120, 3072}, {32, 5120, 3072}, {48, 3072, 6144}}};
  for (ElementType type : types) {
    int64_t bytes = elementBytes(type);
    bool all = type == primary;
    const std::vector<Size> &large = (isFourByte(type) ? large32 : large16).of(v);
    for (int64_t alignment : {16, 8, 4, 2}) {
      if (alignment < bytes)
        continue;
      int64_t delta = alignment == 16 ? 0 : alignment / bytes;
      for (auto [i, s] : enumerate(large)) {
        if (!all && i > 0)
          break;
        // N: C's stride, and B's where B is stored [k,n] (dgrad).
        b.add(v, SweepPurpose::Misaligned, type, 1, {s.m, s.n + delta, s.k}, Layout::Dgrad);
        // K: A's and B's stride in the forward.
        b.add(v, SweepPurpose::Misaligned, type, 1, {s.m, s.n, s.k + delta}, Layout::Forward);
        // M: A's stride where A is stored [k,m] (wgrad).
        if (all)
          b.add(v, SweepPurpose::Misaligned, type, 1, {s.m + delta, s.n, s.k}, Layout::Wgrad);
      }
      for (auto [i, s] : enumerate(decode.of(v))) {
        if (!all && i != 1)
          continue;
        b.add(v, SweepPurpose::Misaligned, type, 1, {s.m, s.n + delta, s.k}, Layout::Forward);
        b.add(v, SweepPurpose::Misaligned, type, 1, {s.m, s.n, s.k + delta}, Layout::Forward);
      }
    }
    // A vocabulary that is not a multiple of 8: the LM head and its dgrad.
    if (all) {
      Size head = v ? Size{2048, 32001, 1024} : Size{4096, 50257, 768};
      b.add(v, SweepPurpose::Misaligned, type, 1, head, Layout::Forward);
      b.add(v, SweepPurpose::Misaligned, type, 1, {head.m, head.k, head.n}, Layout::Dgrad);
    }
  }
}

void addBatched(Builder &b, bool v, ArrayRef<ElementType> types, ElementType primary) {
  // Attention's products per head: scores Q K^T (forward layout, K = head
  // dim) and context P V (dgrad layout, N = head dim); one sequence length
  // not a multiple of 8.
  struct Batched {
    int64_t batch;
    Size s;
    Layout layout;
  };
  PerSet<Batched> shapes = {{{32, {1024, 1024, 64}, Layout::Forward},
                             {32, {1024, 64, 1024}, Layout::Dgrad},
                             {96, {512, 512, 128}, Layout::Forward},
                             {16, {2048, 128, 2048}, Layout::Dgrad},
                             {12, {1024, 1001, 64}, Layout::Forward},
                             {12, {1024, 64, 1001}, Layout::Dgrad}},
                            {{24, {768, 768, 64}, Layout::Forward},
                             {48, {1024, 128, 1024}, Layout::Dgrad},
                             {16, {512, 997, 128}, Layout::Forward},
                             {16, {512, 128, 997}, Layout::Dgrad}}};
  for (ElementType type : types)
    for (auto [i, s] : enumerate(shapes.of(v))) {
      if (type != primary && i % 3)
        continue;
      b.add(v, SweepPurpose::Batched, type, s.batch, s.s, s.layout);
    }
}

void addModel(Builder &b, bool v, ArrayRef<ElementType> types, ElementType primary) {
  // A transformer layer's GEMMs (QKV, attention output, MLP up and down) at
  // a hidden size and token count, each as training runs it: forward, input
  // gradient and weight gradient. The primary type on every size, the
  // others on the first.
  PerSet<int64_t> hiddens = {{768, 2048, 4096}, {1024, 2560, 5120}};
  PerSet<int64_t> tokens = {{2048, 8192}, {4096}};
  for (ElementType type : types)
    for (auto [hi, h] : enumerate(hiddens.of(v))) {
      if (type != primary && hi > 0)
        break;
      for (int64_t t : tokens.of(v)) {
        if (type != primary && t != tokens.of(v).front())
          break;
        for (auto [out, in] : {std::pair{3 * h, h}, {h, h}, {4 * h, h}, {h, 4 * h}}) {
          b.add(v, SweepPurpose::Model, type, 1, {t, out, in}, Layout::Forward);
          b.add(v, SweepPurpose::Model, type, 1, {t, in, out}, Layout::Dgrad);
          b.add(v, SweepPurpose::Model, type, 1, {out, in, t}, Layout::Wgrad);
        }
      }
    }
}

/// A small deterministic generator (the same numbers on every platform,
/// unlike std::uniform_int_distribution's).
class SplitMix {
public:
  explicit SplitMix(uint64_t seed) : state(seed) {}
  uint64_t next() {
    uint64_t z = (state += 0x9E3779B97F4A7C15ull);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
    return z ^ (z >> 31);
  }
  /// Log-uniform in [lo, hi].
  int64_t logUniform(int64_t lo, int64_t hi) {
    double u = double(next() >> 11) * 0x1.0p-53;
    return std::clamp<int64_t>(std::llround(lo * std::pow(double(hi) / lo, u)), lo, hi);
  }

private:
  uint64_t state;
};

void addRandom(Builder &b, bool v, ElementType primary) {
  // Sizes of no particular kind, log-uniform from 64 to 8192 (most of them
  // misaligned), in every layout: what the purposes above leave between them.
  constexpr int kShapes = 48;
  SplitMix rng(v ? 0x5EED0002 : 0x5EED0001);
  for (int i = 0; i < kShapes; ++i) {
    Size s{rng.logUniform(64, 8192), rng.logUniform(64, 8192), rng.logUniform(64, 8192)};
    b.add(v, SweepPurpose::Random, primary, 1, s, kLayouts[i % 3]);
  }
}

void addSmallM(Builder &b, bool v, ArrayRef<ElementType> types, ElementType primary) {
  // Decode and small-batch GEMMs (M <= 64) of no particular kind: M
  // log-uniform from 1, N and K from 256 to 16384, every other one rounded
  // to a multiple of 64 (aligned) and the rest as drawn (mostly misaligned),
  // in the forward and input-gradient layouts. cuBLAS runs these on GEMV and
  // small-tile kernels whose rate the large shapes do not show.
  constexpr int kPrimaryShapes = 32, kOtherShapes = 8;
  SplitMix rng(v ? 0x5EED0012 : 0x5EED0011);
  for (ElementType type : types) {
    int shapes = type == primary ? kPrimaryShapes : kOtherShapes;
    for (int i = 0; i < shapes; ++i) {
      Size s{rng.logUniform(1, 64), rng.logUniform(256, 16384), rng.logUniform(256, 16384)};
      if (i % 2 == 0) {
        s.n = alignTo(s.n, 64);
        s.k = alignTo(s.k, 64);
      }
      b.add(v, SweepPurpose::SmallM, type, 1, s, i % 4 < 2 ? Layout::Forward : Layout::Dgrad);
    }
  }
}

} // namespace

CalibrationSweep calibrationSweep(const GpuTarget &target) {
  Builder b(target);
  std::vector<ElementType> types = sweepTypes(target);
  ElementType primary = primaryType(types);
  // Fit first, so that a size both lists would give stays in the fit set.
  for (bool v : {false, true}) {
    addPeak(b, v, types);
    addLaunch(b, v, types);
    addMemory(b, v, types, primary);
    addRidge(b, v, types, primary);
    addTile(b, v, types, primary);
    addWave(b, v, types, primary);
    addSplitK(b, v, types, primary);
    addMisaligned(b, v, types, primary);
    addBatched(b, v, types, primary);
    addModel(b, v, types, primary);
    addRandom(b, v, primary);
    addSmallM(b, v, types, primary);
  }
  return std::move(b.sweep);
}

double estimateRunnerSeconds(ArrayRef<GemmKey> keys, const GpuTarget &target,
                             RunnerSettings settings) {
  CostModel model(target);
  double calls = settings.rounds * (settings.warmup + settings.reps) + 1; // + the check's
  double seconds = kRunnerStartSeconds;
  for (const GemmKey &key : keys)
    seconds += kRunnerProblemSeconds + settings.rounds * kRunnerRoundSeconds +
               calls * (model.estimate(key).predictedUs + kRunnerCallOverheadUs) * 1e-6;
  return seconds;
}

std::optional<SweepMembership> findInSweep(const CalibrationSweep &sweep, const GemmKey &key) {
  for (bool validation : {false, true})
    for (const SweepShape &s : validation ? sweep.validation : sweep.fit)
      if (s.key == key)
        return SweepMembership{validation, s.purpose};
  return std::nullopt;
}

} // namespace dimtune
