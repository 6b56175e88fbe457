//===- TargetTest.cpp - GPU database look-up and target files -------------===//

#include "dimtune/Target/GpuTarget.h"

#include "gtest/gtest.h"

using namespace dimtune;

TEST(TargetRegistry, HasEveryChipTheIssueNames) {
  TargetRegistry registry;
  for (const char *name : {"v100", "t4", "a10", "a100-40gb", "a100-80gb", "l4", "l40s",
                           "h100-sxm", "h100-pcie", "h200", "b200"}) {
    const GpuTarget *t = registry.lookup(name);
    ASSERT_NE(t, nullptr) << name;
    EXPECT_GT(t->smCount, 0) << name;
    EXPECT_GT(t->memoryBandwidthGBs, 0) << name;
    EXPECT_GT(t->peakTflops.fp32, 0) << name;
    EXPECT_FALSE(t->source.empty()) << name;
    EXPECT_FALSE(t->tensorCoreTiles.empty()) << name;
  }
}

TEST(TargetRegistry, LooksUpByNameAliasAndArch) {
  TargetRegistry registry;
  const GpuTarget *h100 = registry.lookup("h100");
  ASSERT_NE(h100, nullptr);
  EXPECT_EQ(h100, registry.lookup("NVIDIA H100 SXM"));
  EXPECT_EQ(h100, registry.lookup("H100_SXM"));
  EXPECT_EQ(h100, registry.lookup("sm_90"));
  EXPECT_EQ(registry.lookup("sm_80")->arch, "sm_80");
  // The names nvidia-smi prints.
  EXPECT_EQ(h100, registry.lookup("NVIDIA H100 80GB HBM3"));
  EXPECT_EQ(registry.lookup("NVIDIA A100-SXM4-40GB")->memoryBandwidthGBs, 1555);
  EXPECT_EQ(registry.lookup("h900"), nullptr);
  EXPECT_EQ(registry.lookup(""), nullptr);
}

TEST(TargetRegistry, UnknownNameErrorListsKnownNames) {
  TargetRegistry registry;
  llvm::Expected<const GpuTarget *> t = registry.get("h900");
  ASSERT_FALSE(static_cast<bool>(t));
  std::string message = llvm::toString(t.takeError());
  EXPECT_NE(message.find("'h900'"), std::string::npos);
  EXPECT_NE(message.find("h200"), std::string::npos);
}

TEST(TargetRegistry, H200ComesWithItsMeasuredCalibration) {
  TargetRegistry registry;
  const GpuTarget *h200 = registry.lookup("h200");
  EXPECT_NE(h200->calibration.provenance.find("h200-calibration.json"), std::string::npos);
  // Other architectures say the factors were not measured on them.
  EXPECT_NE(registry.lookup("a100")->calibration.provenance.find("not measured"),
            std::string::npos);
}

TEST(TargetRegistry, JsonOverridesAndAdds) {
  TargetRegistry registry;
  llvm::Error e = registry.loadJson(R"({"format_version": 1, "targets": [
      {"name": "NVIDIA A10", "sm_count": 36},
      {"name": "Half H100", "base": "h100", "aliases": ["half"], "sm_count": 66,
       "calibration": {"launch_us": 9}}]})",
                                    "inline");
  ASSERT_FALSE(static_cast<bool>(e)) << llvm::toString(std::move(e));
  EXPECT_EQ(registry.lookup("a10")->smCount, 36);
  EXPECT_EQ(registry.lookup("a10")->memoryBandwidthGBs, 600); // kept
  const GpuTarget *half = registry.lookup("half");
  ASSERT_NE(half, nullptr);
  EXPECT_EQ(half->smCount, 66);
  EXPECT_EQ(half->calibration.launchUs, 9);
  EXPECT_EQ(half->peakTflops.bf16, registry.lookup("h100")->peakTflops.bf16);
}

TEST(TargetRegistry, BadJsonChangesNothing) {
  TargetRegistry registry;
  for (const char *text :
       {"{", R"({"format_version": 2, "targets": []})",
        R"({"format_version": 1, "targets": [{"name": "NVIDIA A10", "sm_count": 1}, {"sm_count": 3}]})",
        R"({"format_version": 1, "targets": [{"name": "NVIDIA A10", "typo": 1}]})",
        R"({"format_version": 1, "targets": [{"name": "New", "sm_count": 0}]})"}) {
    llvm::Error e = registry.loadJson(text, "inline");
    EXPECT_TRUE(static_cast<bool>(e)) << text;
    llvm::consumeError(std::move(e));
  }
  EXPECT_EQ(registry.lookup("a10")->smCount, 72);
  EXPECT_EQ(registry.lookup("new"), nullptr);
}
