//===- CalibrationTest.cpp - The calibration sweep and the GEMM fit -------===//

#include "dimtune/Calibration/CalibrationSweep.h"
#include "dimtune/Calibration/GemmFit.h"
#include "dimtune/CostModel/CostModel.h"
#include "dimtune/Emit/BenchPlan.h"

#include "llvm/ADT/DenseSet.h"
#include "llvm/ADT/STLExtras.h"

#include "gtest/gtest.h"

#include <functional>

using namespace dimtune;

namespace {

const GpuTarget &target(llvm::StringRef name) {
  static TargetRegistry registry;
  const GpuTarget *t = registry.lookup(name);
  EXPECT_NE(t, nullptr) << name.str();
  return *t;
}

std::vector<GemmKey> keysOf(llvm::ArrayRef<SweepShape> shapes) {
  std::vector<GemmKey> keys;
  for (const SweepShape &s : shapes)
    keys.push_back(s.key);
  return keys;
}

/// The worst leading stride's alignment where it is the dimension `dim`'s.
std::optional<int64_t> strideClassOf(const GemmKey &key, GemmDim dim) {
  std::optional<int64_t> worst;
  for (const MisalignedStride &s : key.misalignedStrides())
    if (s.contiguous == dim)
      worst = std::min(worst.value_or(16), s.alignmentBytes);
  return worst;
}

bool any(llvm::ArrayRef<SweepShape> shapes, std::function<bool(const GemmKey &)> pred) {
  return llvm::any_of(shapes, [&](const SweepShape &s) { return pred(s.key); });
}

/// Every fifth problem of the target's fit sweep, timed as its calibration
/// predicts and scaled by `scale`.
std::vector<GemmMeasurement> predictedFitRows(const GpuTarget &t, double scale) {
  CalibrationSweep sweep = calibrationSweep(t);
  CostModel truth(t);
  std::vector<GemmMeasurement> rows;
  for (auto [i, s] : llvm::enumerate(sweep.fit))
    if (i % 5 == 0)
      rows.push_back({s.key, truth.estimate(s.key).predictedUs * scale});
  return rows;
}

} // namespace

TEST(CalibrationSweep, IsDeterministicAndItsSetsAreDisjoint) {
  for (const char *name : {"h200", "a100", "t4"}) {
    const GpuTarget &t = target(name);
    CalibrationSweep a = calibrationSweep(t), b = calibrationSweep(t);
    EXPECT_EQ(keysOf(a.fit), keysOf(b.fit)) << name;
    EXPECT_EQ(keysOf(a.validation), keysOf(b.validation)) << name;
    llvm::DenseSet<GemmKey> fit;
    for (const SweepShape &s : a.fit)
      EXPECT_TRUE(fit.insert(s.key).second) << name << ": a repeated fit shape";
    llvm::DenseSet<GemmKey> validation;
    for (const SweepShape &s : a.validation) {
      EXPECT_FALSE(fit.contains(s.key))
          << name << ": " << formatGemmShape(s.key) << " is in both sets";
      EXPECT_TRUE(validation.insert(s.key).second) << name << ": a repeated validation shape";
    }
    // Each shape is found in the set it is in, with its purpose.
    std::optional<SweepMembership> first = findInSweep(a, a.validation.front().key);
    ASSERT_TRUE(first.has_value());
    EXPECT_TRUE(first->validation);
    EXPECT_EQ(first->purpose, a.validation.front().purpose);
    EXPECT_FALSE(findInSweep(a, linearGemmKey(12345, 6789, 1011)).has_value());
  }
}

TEST(CalibrationSweep, EveryShapeIsOneTheRunnerTimes) {
  for (const char *name : {"h200", "a100", "v100"}) {
    CalibrationSweep sweep = calibrationSweep(target(name));
    for (const std::vector<SweepShape> *set : {&sweep.fit, &sweep.validation})
      for (const SweepShape &s : *set)
        EXPECT_EQ(benchUnsupportedReason(s.key), "") << name << " " << formatGemmShape(s.key);
  }
}

TEST(CalibrationSweep, CoversEveryFactorsClassesInBothSets) {
  for (const char *name : {"h200", "a100", "b200", "l4", "t4"}) {
    const GpuTarget &t = target(name);
    CostModel model(t);
    CalibrationSweep sweep = calibrationSweep(t);
    for (bool validation : {false, true}) {
      const std::vector<SweepShape> &set = validation ? sweep.validation : sweep.fit;
      std::string where = std::string(name) + (validation ? " validation" : " fit");
      for (int p = 0; p < kNumSweepPurposes; ++p)
        EXPECT_TRUE(llvm::any_of(
            set, [&](const SweepShape &s) { return s.purpose == static_cast<SweepPurpose>(p); }))
            << where << ": no " << sweepPurposeName(static_cast<SweepPurpose>(p)).str();
      // Every type the GPU has a peak for (fp8 and int8 the runner does not
      // time), at small M (decode) and large M.
      std::vector<ElementType> types = sweepTypes(t);
      EXPECT_EQ(llvm::is_contained(types, ElementType::BF16), t.peakTflops.bf16 > 0);
      EXPECT_EQ(llvm::is_contained(types, ElementType::TF32), t.peakTflops.tf32 > 0);
      for (ElementType type : types) {
        std::string of = where + " " + elementTypeName(type).str();
        auto ofType = [&](std::function<bool(const GemmKey &)> pred) {
          return any(set, [&](const GemmKey &k) { return k.aType == type && pred(k); });
        };
        EXPECT_TRUE(ofType([](const GemmKey &k) { return k.m == 1 && k.batch == 1; })) << of;
        EXPECT_TRUE(ofType([](const GemmKey &k) { return k.m <= 64 && k.m > 1; })) << of;
        EXPECT_TRUE(ofType([](const GemmKey &k) { return k.m >= 1024; })) << of;
        EXPECT_TRUE(ofType([](const GemmKey &k) { return k.batch > 1; })) << of;
        // Each leading-stride class of N and of K, at small and large M: 16
        // bytes (aligned), 8, 4 and, for 2-byte types, 2.
        for (int64_t alignment : {16, 8, 4, 2}) {
          if (alignment < elementBytes(type))
            continue;
          for (GemmDim dim : {GemmDim::N, GemmDim::K})
            for (bool small : {true, false})
              EXPECT_TRUE(ofType([&](const GemmKey &k) {
                std::optional<int64_t> c = strideClassOf(k, dim);
                return (small ? k.m <= 64 : k.m >= 1024) && k.batch == 1 &&
                       (alignment == 16
                            ? k.misalignedStrides().empty()
                            : c == alignment && k.worstStrideAlignmentBytes() == alignment);
              })) << of
                  << ": no " << (small ? "small" : "large") << "-M shape with "
                  << gemmDimName(dim).str() << " in the " << alignment << "-byte class";
        }
      }
      // A misaligned M (A stored [k,m]) and a misaligned batched GEMM.
      EXPECT_TRUE(any(set, [](const GemmKey &k) {
        return strideClassOf(k, GemmDim::M).has_value();
      })) << where;
      EXPECT_TRUE(any(set, [](const GemmKey &k) {
        return k.batch > 1 && !k.misalignedStrides().empty();
      })) << where;
      // What the model's factors act on: each bound, each way of splitting
      // K, and wave quantization (an almost empty last wave and full ones).
      auto estimated = [&](std::function<bool(const GemmEstimate &)> pred) {
        return any(set, [&](const GemmKey &k) { return pred(model.estimate(k)); });
      };
      for (Bound bound : {Bound::Compute, Bound::Memory, Bound::Latency})
        EXPECT_TRUE(estimated([&](const GemmEstimate &e) { return e.bound == bound; }))
            << where << ": nothing " << boundName(bound).str() << "-bound";
      for (KSplit split : {KSplit::None, KSplit::SplitK, KSplit::StreamK})
        EXPECT_TRUE(estimated([&](const GemmEstimate &e) { return e.kernel.split == split; }))
            << where << ": no K split " << static_cast<int>(split);
      // Wave quantization: tile counts of the largest tile just above a
      // multiple of the slots (the last wave at most a quarter full), and at
      // or just below one.
      auto largest = [](const std::vector<CtaTile> &tiles) {
        return *llvm::max_element(
            tiles, [](const CtaTile &a, const CtaTile &b) { return a.m * a.n < b.m * b.n; });
      };
      auto lastWave = [&](const GemmKey &k) -> std::optional<double> {
        CtaTile tile = largest(t.tilesFor(t.runsAs(k.math())));
        int64_t slots = t.smCount * tile.ctasPerSm;
        int64_t tiles = k.batch * ((k.m + tile.m - 1) / tile.m) * ((k.n + tile.n - 1) / tile.n);
        if (tiles < slots)
          return std::nullopt;
        return double(tiles % slots) / slots;
      };
      EXPECT_TRUE(any(set,
                      [&](const GemmKey &k) {
                        std::optional<double> f = lastWave(k);
                        return f && *f > 0 && *f <= 0.25;
                      }))
          << where << ": no last wave a quarter full or less";
      EXPECT_TRUE(any(set,
                      [&](const GemmKey &k) {
                        std::optional<double> f = lastWave(k);
                        return f && (*f == 0 || *f >= 0.75);
                      }))
          << where << ": no full last wave";
      // Both the tensor-core misaligned kernels and the SIMT (fp32) ones.
      EXPECT_TRUE(estimated([](const GemmEstimate &e) {
        return !e.aligned && e.alignmentSlowdown > 1 && !e.fp32Fallback;
      })) << where;
    }
    EXPECT_GT(sweep.validation.size(), 100u) << name;
    EXPECT_GT(sweep.fit.size(), sweep.validation.size()) << name;
  }
}

TEST(CalibrationSweep, DoesNotDependOnTheCalibration) {
  // Results of a sweep must still be its shapes after the chip is
  // re-calibrated with them.
  GpuTarget h200 = target("h200"), recalibrated = h200;
  recalibrated.calibration.launchUs *= 3;
  recalibrated.calibration.memoryEfficiency /= 2;
  for (double &s : recalibrated.calibration.misalignedSlowdown)
    s *= 2;
  CalibrationSweep a = calibrationSweep(h200), b = calibrationSweep(recalibrated);
  EXPECT_EQ(keysOf(a.fit), keysOf(b.fit));
  EXPECT_EQ(keysOf(a.validation), keysOf(b.validation));
}

TEST(CalibrationSweep, RunsWithinItsBudgetOnEveryKnownGpu) {
  TargetRegistry registry;
  for (const GpuTarget &t : registry.targets()) {
    CalibrationSweep sweep = calibrationSweep(t);
    std::vector<GemmKey> keys = keysOf(sweep.fit);
    llvm::append_range(keys, keysOf(sweep.validation));
    // The runner's defaults (5 rounds of 25 calls) and a quick run.
    double defaults = estimateRunnerSeconds(keys, t);
    double quick = estimateRunnerSeconds(keys, t, {3, 10, 3});
    EXPECT_LT(defaults, kSweepBudgetSeconds) << t.name;
    EXPECT_LT(quick, defaults) << t.name;
    // Each call within its cap as the sweep sizes it: datasheet figures and
    // the uncalibrated defaults (a calibration never changes the sweep).
    GpuTarget sizing = t;
    sizing.calibration = Calibration();
    CostModel model(sizing);
    for (const GemmKey &k : keys)
      EXPECT_LE(model.estimate(k).predictedUs, kSweepMaxCallUs)
          << t.name << " " << formatGemmShape(k);
  }
  // The estimate counts each problem's fixed cost and its calls.
  const GpuTarget &h200 = target("h200");
  GemmKey big = linearGemmKey(8192, 8192, 8192);
  double calls = 5 * (25 + 3) + 1;
  EXPECT_NEAR(estimateRunnerSeconds({big}, h200),
              kRunnerStartSeconds + kRunnerProblemSeconds + 5 * kRunnerRoundSeconds +
                  calls * (CostModel(h200).estimate(big).predictedUs + kRunnerCallOverheadUs) *
                      1e-6,
              1e-9);
}

TEST(GemmFit, FindsTheFactorsThatMadeTheTimes) {
  // Times predicted by the H200's calibration for part of its fit set; the
  // fit starts from the uncalibrated defaults.
  const GpuTarget &h200 = target("h200");
  std::vector<GemmMeasurement> rows = predictedFitRows(h200, 1);
  GpuTarget start = h200;
  start.calibration = Calibration();
  GemmFitResult fit = fitGemmCalibration(start, rows);
  EXPECT_GT(fit.startMeanAbsLogError, 0.1);
  EXPECT_LT(fit.meanAbsLogError, 0.05);
  EXPECT_LT(fit.medianRelError, 0.03);
  EXPECT_NEAR(fit.calibration.computeEfficiency.bf16, h200.calibration.computeEfficiency.bf16,
              0.05);
  // The factors the fit does not touch stay the target's.
  EXPECT_EQ(fit.calibration.copyLaunchUs, start.calibration.copyLaunchUs);
  EXPECT_EQ(fit.calibration.provenance, start.calibration.provenance);
  // Its errors are those the check reports with the fitted calibration.
  GpuTarget fitted = h200;
  fitted.calibration = fit.calibration;
  EXPECT_DOUBLE_EQ(errorStats(predictGemms(fitted, rows)).median, fit.medianRelError);
}

TEST(GemmFit, ErrorsAndCategories) {
  EXPECT_NEAR(relativeTflopsError(100, 110), 0.1, 1e-12);
  EXPECT_NEAR(relativeTflopsError(100, 90), 0.1, 1e-12);
  EXPECT_EQ(gemmCategory(linearGemmKey(16, 4096, 4096)), "bf16 small-M aligned");
  EXPECT_EQ(gemmCategory(linearGemmKey(4096, 4097, 4096, ElementType::F32)), "f32 misaligned");
  EXPECT_EQ(gemmCategory(denseGemmKey(ElementType::F16, 8, 16, 64, 64, GemmDim::K, GemmDim::N)),
            "f16 batched aligned");
}

TEST(GemmFit, SaysWhichFactorsNoRowBearsOn) {
  const GpuTarget &h200 = target("h200");
  CostModel model(h200);
  auto measured = [&](const GemmKey &k) {
    return GemmMeasurement{k, model.estimate(k).predictedUs};
  };
  // One large aligned bf16 GEMM pins the tensor-core efficiency, little else.
  std::vector<std::string> unpinned =
      unpinnedFactors(h200, {measured(linearGemmKey(8192, 8192, 8192))});
  EXPECT_FALSE(llvm::is_contained(unpinned, "compute_efficiency.tensor_core"));
  for (const char *factor : {"compute_efficiency.fp32", "memory_efficiency", "launch_us",
                             "split_k_overhead", "misaligned_slowdown[0]", "misaligned_slowdown[1]",
                             "misaligned_slowdown[2]", "misaligned_slowdown_simt"})
    EXPECT_TRUE(llvm::is_contained(unpinned, factor)) << factor;
  // The sweep's fit set pins every one.
  std::vector<GemmMeasurement> rows;
  for (const SweepShape &s : calibrationSweep(h200).fit)
    rows.push_back(measured(s.key));
  EXPECT_EQ(unpinnedFactors(h200, rows), std::vector<std::string>{});
  // A 2-byte misaligned stride pins the 2-byte slow-down.
  unpinned = unpinnedFactors(h200, {measured(linearGemmKey(4096, 4097, 4096))});
  EXPECT_FALSE(llvm::is_contained(unpinned, "misaligned_slowdown[2]"));
}

// Times no factor can explain (every one a millionth of the model's) leave
// the objective flat: each round of the fit stops once its simplex is, instead
// of shrinking it (15 evaluations) for all its 1500 iterations: before,
// dimtune-fit fit took 116 s on such times, 15x a real fit's time.
TEST(GemmFit, StopsEarlyOnAFlatObjective) {
  const GpuTarget &h200 = target("h200");
  std::vector<GemmMeasurement> rows = predictedFitRows(h200, 1e-6);
  GemmFitResult fit = fitGemmCalibration(h200, rows);
  // Fewer evaluations than iterations: 4 rounds of 1500.
  EXPECT_LT(fit.objectiveEvaluations, 6000);
  EXPECT_GT(fit.meanAbsLogError, 5); // and no fit that explains them
}
