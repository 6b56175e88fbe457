//===- TargetTest.cpp - GPU database look-up and target files -------------===//

#include "dimtune/Target/GpuTarget.h"
#include "dimtune/Target/JsonSupport.h"

#include "llvm/Support/FormatVariadic.h"

#include "llvm/Support/MemoryBuffer.h"

#include "gtest/gtest.h"

using namespace dimtune;

TEST(JsonSupport, ADoubleEqualToTwoToThe63IsRefusedWhereverItIs) {
  // A double equal to 2^63, anywhere in the file: LLVM's getAsInteger would
  // convert it to int64_t, which is undefined behaviour.
  for (const char *text :
       {R"({"m": 9223372036854775808.0})", R"([1, {"a": [9.223372036854775808e18]}])",
        R"({"x": 09223372036854775436.})"}) {
    llvm::Expected<llvm::json::Value> v = parseJson(text);
    ASSERT_FALSE(static_cast<bool>(v)) << text;
    EXPECT_NE(llvm::toString(v.takeError()).find("2^63"), std::string::npos) << text;
  }
  // Integers next to it, and doubles beyond it, convert safely and are left
  // to the fields' own checks, which name the field.
  for (const char *text : {R"({"m": 9223372036854775807})", R"({"m": 9223372036854775808})",
                           R"({"m": -9223372036854775808})", R"({"m": 1e19})", R"({"m": -1e19})"}) {
    llvm::Expected<llvm::json::Value> v = parseJson(text);
    ASSERT_TRUE(static_cast<bool>(v)) << text << ": " << llvm::toString(v.takeError());
  }
  // The readers go through it: a tuning database, a target file.
  llvm::Expected<llvm::json::Object> db =
      parseJsonObject(R"({"format_version": 9.223372036854775808e18})", "an object");
  ASSERT_FALSE(static_cast<bool>(db));
  llvm::consumeError(db.takeError());
  TargetRegistry registry;
  llvm::Error e = registry.loadJson(
      R"({"format_version": 1, "targets": [{"name": "h200", "sm_count": 9223372036854775808.0}]})",
      "inline");
  ASSERT_TRUE(static_cast<bool>(e));
  EXPECT_NE(llvm::toString(std::move(e)).find("2^63"), std::string::npos);
}

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
  EXPECT_NE(h200->calibration.provenance.find("calibrate/h200.json"), std::string::npos);
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

namespace {
/// Loads one target entry (the JSON of its fields, after "name") and returns
/// the error message, or "" when it loaded.
std::string loadEntry(TargetRegistry &registry, const std::string &fields,
                      const std::string &name = "NVIDIA A10") {
  std::string text = R"({"format_version": 1, "targets": [{"name": ")" + name + "\"" +
                     (fields.empty() ? "" : ", " + fields) + "}]}";
  llvm::Error e = registry.loadJson(text, "bad.json");
  return e ? llvm::toString(std::move(e)) : "";
}

/// `"a": {"b": {"c": value}}` for the path "a.b.c".
std::string fieldAt(llvm::StringRef path, llvm::StringRef value) {
  auto [head, rest] = path.split('.');
  std::string inner = rest.empty() ? value.str() : "{" + fieldAt(rest, value) + "}";
  return "\"" + head.str() + "\": " + inner;
}

/// Loads the A10 with `fields` overridden and checks that the load fails with
/// an error naming the file and `path` (after `what`), and changes nothing.
void expectRejected(const std::string &fields, llvm::StringRef path, llvm::StringRef what = "") {
  TargetRegistry registry;
  std::string message = loadEntry(registry, fields);
  EXPECT_NE(message.find("target file 'bad.json'"), std::string::npos) << fields << ": " << message;
  EXPECT_NE(message.find((what + "at targets.targets[0]." + path).str()), std::string::npos)
      << fields << ": " << message;
  EXPECT_EQ(registry.lookup("a10")->smCount, 72) << fields;
  EXPECT_EQ(registry.lookup("a10")->memoryBandwidthGBs, 600) << fields;
}
} // namespace

// Every value the cost model would divide by, overflow on or turn into NaN is
// an error naming the file and the JSON path, and changes nothing. (1e999
// parses as inf; 9223372036854775807 is INT64_MAX.)
TEST(TargetRegistry, RejectsValuesTheModelCannotEvaluate) {
  const std::pair<const char *, std::vector<const char *>> badValues[] = {
      {"sm_count", {"0", "-4", "9223372036854775807", "65537"}},
      {"boost_clock_mhz", {"-1", "1e999", "1e9"}},
      {"peak_tflops.fp32", {"0"}},
      {"peak_tflops.bf16", {"-125"}},
      {"peak_tflops.fp16", {"1e999"}},
      {"peak_tflops.int8", {"1e300"}},
      {"memory_bandwidth_gbs", {"0", "-600", "-1e999"}},
      {"l2_bytes", {"-1", "9223372036854775807"}},
      {"shared_memory_per_sm_bytes", {"-1"}},
      {"alignment_elements.bf16", {"0"}},
      {"alignment_elements.fp8", {"-16"}},
      {"alignment_elements.fp32", {"9223372036854775807"}},
      {"tensor_core_tiles", {"[]"}},
      {"simt_tiles", {"[]"}},
      // Calibration: efficiencies zero, negative, above 1, infinite; the other
      // factors out of their domains.
      {"calibration.compute_efficiency.bf16", {"0"}},
      {"calibration.compute_efficiency.fp32", {"-0.5"}},
      {"calibration.compute_efficiency.tf32", {"1.5"}},
      {"calibration.memory_efficiency", {"0", "1e999"}},
      {"calibration.copy_efficiency", {"-1"}},
      {"calibration.tile_intensity_exponent", {"-1"}},
      {"calibration.misaligned_tile_intensity_exponent", {"-1", "1e999"}},
      {"calibration.launch_us", {"-5"}},
      {"calibration.wave_us", {"1e999"}},
      {"calibration.copy_launch_us", {"1e12"}},
      {"calibration.misaligned_slowdown_simt", {"0.5"}},
      {"calibration.misaligned_slowdown", {"[2, 3, 0.9, 7]", "[2, 3, 7]", "3"}},
      {"calibration.split_k_overhead", {"-0.1"}},
      {"calibration.stream_k_overhead", {"1e999"}},
      {"calibration.combine_exponent", {"0"}},
  };
  for (const auto &[path, values] : badValues)
    for (const char *value : values)
      expectRejected(fieldAt(path, value), path);

  // Tiles: an extent or CTAs per SM out of range, named with its tile's index.
  const char *tile = R"({"m": 128, "n": 128})";
  for (auto [bad, path] :
       {std::pair{R"({"m": 0, "n": 128})", "tensor_core_tiles[0].m"},
        {R"({"m": 128, "n": -128})", "tensor_core_tiles[0].n"},
        {R"({"m": 128, "n": 128, "k": -1})", "tensor_core_tiles[0].k"},
        {R"({"m": 128, "n": 128, "k": 9223372036854775807})", "tensor_core_tiles[0].k"}})
    expectRejected(fieldAt("tensor_core_tiles", "[" + std::string(bad) + "]"), path);
  expectRejected(fieldAt("tensor_core_tiles",
                         "[" + std::string(tile) + R"(, {"m": 9223372036854775807, "n": 128}])"),
                 "tensor_core_tiles[1].m");
  // At most 1024 tiles a list (the model tries each): 1024 load, 1025 do not.
  auto tiles = [&](int n) {
    std::string list = "[";
    for (int i = 0; i < n; ++i)
      list += (i ? ", " : "") + std::string(tile);
    return list + "]";
  };
  TargetRegistry most;
  EXPECT_EQ(loadEntry(most, fieldAt("simt_tiles", tiles(1024))), "");
  expectRejected(fieldAt("simt_tiles", tiles(1025)), "simt_tiles", "at most 1024 tiles ");
  for (const char *ctas : {"0", "9223372036854775807"})
    expectRejected(fieldAt("simt_tiles",
                           R"([{"m": 128, "n": 128, "ctas_per_sm": )" + std::string(ctas) + "}]"),
                   "simt_tiles[0].ctas_per_sm");
}

TEST(TargetRegistry, RejectsNamesWithoutLettersAndBadNewChips) {
  TargetRegistry registry;
  // A name that normalizes to nothing could never be looked up.
  EXPECT_NE(loadEntry(registry, R"("base": "h100")", "- _").find("at targets.targets[0].name"),
            std::string::npos);
  // A chip of its own (no base) must give what the model needs: here no peaks.
  std::string message = loadEntry(
      registry,
      R"("sm_count": 10, "memory_bandwidth_gbs": 100,
         "tensor_core_tiles": [{"m": 64, "n": 64}], "simt_tiles": [{"m": 64, "n": 64}])",
      "Tiny");
  EXPECT_NE(message.find("at targets.targets[0].peak_tflops.fp32"), std::string::npos) << message;
  EXPECT_EQ(registry.lookup("tiny"), nullptr);
  // A later bad entry undoes an earlier good one.
  llvm::Error e = registry.loadJson(R"({"format_version": 1, "targets": [
      {"name": "NVIDIA A10", "sm_count": 36},
      {"name": "NVIDIA L4", "calibration": {"launch_us": -1}}]})",
                                    "two.json");
  std::string two = e ? llvm::toString(std::move(e)) : "";
  EXPECT_NE(two.find("'two.json'"), std::string::npos) << two;
  EXPECT_NE(two.find("at targets.targets[1].calibration.launch_us"), std::string::npos) << two;
  EXPECT_EQ(registry.lookup("a10")->smCount, 72);
}

TEST(TargetRegistry, AcceptsBoundaryValues) {
  TargetRegistry registry;
  // Zero peaks for a type (no such path), efficiencies of exactly 1, a
  // slow-down of exactly 1, zero costs, a zero clock (unknown), large tiles.
  EXPECT_EQ(loadEntry(registry, R"("peak_tflops": {"fp8": 0, "int8": 0}, "boost_clock_mhz": 0,
                                   "sm_count": 65536,
                                   "calibration": {"compute_efficiency": {"bf16": 1}, "memory_efficiency": 1,
                                                   "misaligned_slowdown_simt": 1, "launch_us": 0, "wave_us": 0,
                                                   "split_k_overhead": 0, "combine_exponent": 1},
                                   "tensor_core_tiles": [{"m": 65536, "n": 65536, "k": 65536, "ctas_per_sm": 1024}])"),
            "");
  const GpuTarget *a10 = registry.lookup("a10");
  EXPECT_EQ(a10->smCount, 65536);
  EXPECT_EQ(a10->tensorCoreTiles.size(), 1u);
  // Every built-in chip passes the same checks (as a no-op override).
  TargetRegistry builtIn;
  for (const GpuTarget &t : builtIn.targets())
    EXPECT_EQ(loadEntry(registry, "", t.name), "") << t.name;
}

// A typo inside a tile, a calibration or a per-type table is an error too (it
// was silently ignored: the fuzzer's corpus had "c2as_per_sm" accepted).
TEST(TargetRegistry, RejectsUnknownFieldsAtEveryLevel) {
  for (const char *path : {"calibration.launch", "peak_tflops.bf8", "alignment_elements.f16",
                           "calibration.compute_efficiency.fp64"})
    expectRejected(fieldAt(path, "1"), path, "unknown field ");
  expectRejected(fieldAt("tensor_core_tiles", R"([{"m": 128, "n": 128, "ctas_per_SM": 2}])"),
                 "tensor_core_tiles[0].ctas_per_SM", "unknown field ");
}

namespace {
/// The GEMM factors and copy costs a target file carries.
void expectSameCalibration(const Calibration &a, const Calibration &b) {
  for (int i = 0; i < kNumMathTypes; ++i)
    EXPECT_EQ(a.computeEfficiency[MathType(i)], b.computeEfficiency[MathType(i)]) << i;
  EXPECT_EQ(a.tileIntensityExponent, b.tileIntensityExponent);
  EXPECT_EQ(a.misalignedTileIntensityExponent, b.misalignedTileIntensityExponent);
  EXPECT_EQ(a.memoryEfficiency, b.memoryEfficiency);
  EXPECT_EQ(a.launchUs, b.launchUs);
  EXPECT_EQ(a.waveUs, b.waveUs);
  for (int i = 0; i < 4; ++i)
    EXPECT_EQ(a.misalignedSlowdown[i], b.misalignedSlowdown[i]) << i;
  EXPECT_EQ(a.misalignedSlowdownSimt, b.misalignedSlowdownSimt);
  EXPECT_EQ(a.splitKOverhead, b.splitKOverhead);
  EXPECT_EQ(a.streamKOverhead, b.streamKOverhead);
  EXPECT_EQ(a.combineExponent, b.combineExponent);
  EXPECT_EQ(a.copyLaunchUs, b.copyLaunchUs);
  EXPECT_EQ(a.copyEfficiency, b.copyEfficiency);
  EXPECT_EQ(a.provenance, b.provenance);
}

std::string targetFile(llvm::json::Value entry) {
  llvm::json::Object file{{"format_version", 1},
                          {"targets", llvm::json::Array{std::move(entry)}}};
  return llvm::formatv("{0:2}", llvm::json::Value(std::move(file))).str();
}
} // namespace

// A calibration written by toJSON (dimtune-fit's and dimtune-calibrate's
// output) loads back from a target file with every factor as it was, the
// attention and memory fits kept from the chip it overrides.
TEST(TargetRegistry, CalibrationRoundTripsThroughATargetFile) {
  TargetRegistry registry;
  const GpuTarget h200 = *registry.lookup("h200");
  Calibration c = h200.calibration;
  c.computeEfficiency = {0.71, 0.72, 0.73, 0.74, 0.75, 0.76};
  c.tileIntensityExponent = 0.123456789012345;
  c.misalignedTileIntensityExponent = 0.654321;
  c.memoryEfficiency = 0.8765;
  c.launchUs = 3.25;
  c.waveUs = 0.875;
  c.misalignedSlowdown[0] = 2.5;
  c.misalignedSlowdown[1] = 3.5;
  c.misalignedSlowdown[2] = 6.25;
  c.misalignedSlowdown[3] = 7.75;
  c.misalignedSlowdownSimt = 1.0625;
  c.splitKOverhead = 0.03125;
  c.streamKOverhead = 0.046875;
  c.combineExponent = 5.5;
  c.copyLaunchUs = 4.5;
  c.copyEfficiency = 0.8125;
  c.provenance = "dimtune-calibrate on \"my\" GPU";
  llvm::json::Object entry{{"name", "NVIDIA H200"}, {"calibration", toJSON(c)}};
  llvm::Error e = registry.loadJson(targetFile(std::move(entry)), "calibrated.json");
  ASSERT_FALSE(static_cast<bool>(e)) << llvm::toString(std::move(e));
  const GpuTarget *loaded = registry.lookup("h200");
  expectSameCalibration(loaded->calibration, c);
  EXPECT_EQ(loaded->calibration.attentionProvenance, h200.calibration.attentionProvenance);
  EXPECT_EQ(loaded->calibration.memory.launchUs, h200.calibration.memory.launchUs);
  EXPECT_EQ(loaded->smCount, h200.smCount);
}

// A whole chip written by toJSON loads back as a new chip equal to it.
TEST(TargetRegistry, ChipRoundTripsThroughATargetFile) {
  TargetRegistry registry;
  GpuTarget chip = *registry.lookup("l40s");
  chip.name = "My L40S";
  chip.aliases = {"my-l40s"};
  chip.calibration.launchUs = 6.5;
  chip.calibration.provenance = "fitted";
  llvm::Error e = registry.loadJson(targetFile(toJSON(chip)), "chip.json");
  ASSERT_FALSE(static_cast<bool>(e)) << llvm::toString(std::move(e));
  const GpuTarget *loaded = registry.lookup("my-l40s");
  ASSERT_NE(loaded, nullptr);
  EXPECT_EQ(loaded->name, chip.name);
  EXPECT_EQ(loaded->arch, chip.arch);
  EXPECT_EQ(loaded->smCount, chip.smCount);
  EXPECT_EQ(loaded->boostClockMhz, chip.boostClockMhz);
  EXPECT_EQ(loaded->memoryBandwidthGBs, chip.memoryBandwidthGBs);
  EXPECT_EQ(loaded->l2Bytes, chip.l2Bytes);
  EXPECT_EQ(loaded->sharedMemoryPerSmBytes, chip.sharedMemoryPerSmBytes);
  EXPECT_EQ(loaded->source, chip.source);
  for (int i = 0; i < kNumMathTypes; ++i) {
    EXPECT_EQ(loaded->peakTflops[MathType(i)], chip.peakTflops[MathType(i)]);
    EXPECT_EQ(loaded->alignmentElements[MathType(i)], chip.alignmentElements[MathType(i)]);
  }
  ASSERT_EQ(loaded->tensorCoreTiles.size(), chip.tensorCoreTiles.size());
  for (size_t i = 0; i < chip.tensorCoreTiles.size(); ++i) {
    EXPECT_EQ(loaded->tensorCoreTiles[i].m, chip.tensorCoreTiles[i].m);
    EXPECT_EQ(loaded->tensorCoreTiles[i].k, chip.tensorCoreTiles[i].k);
    EXPECT_EQ(loaded->tensorCoreTiles[i].ctasPerSm, chip.tensorCoreTiles[i].ctasPerSm);
  }
  EXPECT_EQ(loaded->simtTiles.size(), chip.simtTiles.size());
  expectSameCalibration(loaded->calibration, chip.calibration);
}

// The built-in H200 factors are dimtune-calibrate's committed target file,
// read as any target file is (every range checked), not a copy of it.
TEST(TargetRegistry, BuiltInH200IsTheCommittedCalibrationFile) {
  TargetRegistry builtIn, fromFile;
  llvm::Error e = fromFile.loadFile(DIMTUNE_SOURCE_DIR "/benchmarks/results/calibrate/h200.json");
  ASSERT_FALSE(static_cast<bool>(e)) << llvm::toString(std::move(e));
  const Calibration &shipped = builtIn.lookup("h200")->calibration;
  Calibration file = fromFile.lookup("h200")->calibration;
  // The built-in one says where it comes from after the file's own words.
  EXPECT_EQ(shipped.provenance,
            file.provenance + " (benchmarks/results/calibrate/h200.json, built in)");
  file.provenance = shipped.provenance;
  expectSameCalibration(shipped, file);
}

namespace {
llvm::json::Object committedJson(llvm::StringRef relativePath) {
  auto buffer =
      llvm::MemoryBuffer::getFile(std::string(DIMTUNE_SOURCE_DIR "/") + relativePath.str());
  EXPECT_TRUE(static_cast<bool>(buffer)) << relativePath.str();
  if (!buffer)
    return {};
  llvm::Expected<llvm::json::Value> value = llvm::json::parse((*buffer)->getBuffer());
  EXPECT_TRUE(static_cast<bool>(value)) << relativePath.str();
  if (!value) {
    llvm::consumeError(value.takeError());
    return {};
  }
  return std::move(*value->getAsObject());
}
} // namespace

// The built-in attention and memory-bound fits are dimtune-fit's committed
// outputs, every fit the file has and nothing else.
TEST(TargetRegistry, AttentionFitRoundTripsAndRefusesABadPoint) {
  AttentionFit fit{{{64, 0.41}, {128, 0.55}}, 7.5, 1.3, 1.1, 1.2, 0.25};
  AttentionFit back;
  llvm::json::Path::Root root;
  ASSERT_TRUE(fromJSON(toJSON(fit), back, root)) << llvm::toString(root.getError());
  EXPECT_EQ(back.efficiency, fit.efficiency);
  EXPECT_EQ(back.launchUs, fit.launchUs);
  EXPECT_EQ(back.causalFactor, fit.causalFactor);
  EXPECT_EQ(back.aloneFactor, fit.aloneFactor);
  EXPECT_EQ(back.unevenFactor, fit.unevenFactor);
  EXPECT_EQ(back.rowSumStepUs, fit.rowSumStepUs);
  // The row-sum step is written only where a kernel has the pass, read as 0
  // where absent, and refused when negative, by name.
  AttentionFit without = fit;
  without.rowSumStepUs = 0;
  llvm::json::Value withoutJson = toJSON(without);
  EXPECT_EQ(withoutJson.getAsObject()->get("row_sum_step_us"), nullptr);
  AttentionFit readWithout;
  llvm::json::Path::Root withoutRoot;
  ASSERT_TRUE(fromJSON(toJSON(without), readWithout, withoutRoot));
  EXPECT_EQ(readWithout.rowSumStepUs, 0);
  llvm::json::Value negative = toJSON(fit);
  (*negative.getAsObject())["row_sum_step_us"] = -0.1;
  llvm::json::Path::Root negativeRoot;
  EXPECT_FALSE(fromJSON(negative, back, negativeRoot));
  EXPECT_NE(llvm::toString(negativeRoot.getError()).find("row_sum_step_us"), std::string::npos);
  // A point that is not [integer head dim, efficiency] is refused at its index.
  for (const char *point : {"[64.5, 0.4]", "[64]", "[0, 0.4]"}) {
    llvm::json::Value bad = toJSON(fit);
    (*bad.getAsObject()->getArray("efficiency"))[1] = *llvm::json::parse(point);
    llvm::json::Path::Root badRoot;
    EXPECT_FALSE(fromJSON(bad, back, badRoot)) << point;
    EXPECT_NE(llvm::toString(badRoot.getError()).find("efficiency[1]"), std::string::npos) << point;
  }
}

TEST(TargetRegistry, BuiltInAttentionAndMemoryFitsAreTheCommittedFiles) {
  TargetRegistry registry;
  const Calibration &c = registry.lookup("h200")->calibration;
  llvm::json::Object attention =
      committedJson("benchmarks/results/attention/h200-attention-calibration.json");
  const llvm::json::Object *fits = attention.getObject("attention");
  ASSERT_NE(fits, nullptr);
  int found = 0;
  for (int b = 0; b < kNumFusedAttentionBackends; ++b)
    for (bool backward : {false, true})
      for (bool masked : {false, true}) {
        auto backend = static_cast<AttentionBackend>(b);
        const AttentionFit &fit = c.attentionFit(backend, backward, masked);
        std::string name = attentionFitName(backend, backward, masked);
        const llvm::json::Object *file = fits->getObject(name);
        EXPECT_EQ(fit.calibrated(), file != nullptr) << name;
        if (!file)
          continue;
        ++found;
        EXPECT_EQ(fit.launchUs, *file->getNumber("launch_us")) << name;
        EXPECT_EQ(fit.causalFactor, *file->getNumber("causal_factor")) << name;
        EXPECT_EQ(fit.aloneFactor, *file->getNumber("alone_factor")) << name;
        EXPECT_EQ(fit.unevenFactor, *file->getNumber("uneven_factor")) << name;
        EXPECT_EQ(fit.rowSumStepUs, file->getNumber("row_sum_step_us").value_or(0)) << name;
        const llvm::json::Array &efficiency = *file->getArray("efficiency");
        ASSERT_EQ(fit.efficiency.size(), efficiency.size()) << name;
        for (size_t i = 0; i < efficiency.size(); ++i) {
          EXPECT_EQ(fit.efficiency[i].first, *(*efficiency[i].getAsArray())[0].getAsInteger());
          EXPECT_EQ(fit.efficiency[i].second, *(*efficiency[i].getAsArray())[1].getAsNumber());
        }
      }
  EXPECT_EQ(found, static_cast<int>(fits->size()));
  llvm::json::Object memory =
      committedJson("benchmarks/results/attention/h200-memory-calibration.json");
  // The memory fit's launch timed each kernel alone between events; in a
  // stream a kernel costs the host fit's in-stream floor instead.
  llvm::json::Object host = committedJson("benchmarks/results/serving/h200-host-calibration.json");
  EXPECT_EQ(c.memory.launchUs, *host.getObject("host")->getNumber("kernel_floor_us"));
  EXPECT_LT(c.memory.launchUs, *memory.getNumber("launch_us"));
  for (int i = 0; i < kNumMemoryKinds; ++i) {
    if (static_cast<MemoryKind>(i) == MemoryKind::Strided)
      continue;
    llvm::StringRef kind = memoryKindName(static_cast<MemoryKind>(i));
    EXPECT_EQ(c.memory.efficiency[i],
              *memory.getObject("kinds")->getObject(kind)->getNumber("efficiency"))
        << kind.str();
  }
  // Strided kernels: the unvectorized loop's rate fitted on whole layers.
  llvm::json::Object loop =
      committedJson("benchmarks/results/steps/layer-ops/h200-unvectorized-calibration.json");
  EXPECT_EQ(c.memory.stridedElementsPerUs,
            *loop.getObject("unvectorized")->getNumber("elements_per_us"));
}

// The slow-down lists have one entry per class: a list of another length is
// refused, naming the field, and leaves the chip as it was.
TEST(TargetRegistry, SlowdownListsOfTheWrongLengthAreRefused) {
  for (auto [fields, expected] :
       {std::pair{R"("calibration": {"misaligned_slowdown": [2, 3]})",
                  "expected 4 slow-downs: strides aligned to 8, 4, 2 and 1 bytes at "
                  "targets.targets[0].calibration.misaligned_slowdown"},
        std::pair{R"("calibration": {"mn_major_slowdown": [1.5]})",
                  "expected 2 slow-downs: A stored M-major and B stored N-major at "
                  "targets.targets[0].calibration.mn_major_slowdown"}}) {
    TargetRegistry registry;
    double before = registry.lookup("a10")->calibration.misalignedSlowdown[0];
    std::string message = loadEntry(registry, fields);
    EXPECT_NE(message.find(expected), std::string::npos) << message;
    EXPECT_EQ(registry.lookup("a10")->calibration.misalignedSlowdown[0], before);
  }
  TargetRegistry registry;
  EXPECT_EQ(loadEntry(registry, R"("calibration": {"mn_major_slowdown": [1.5, 1.25]})"), "");
  EXPECT_EQ(registry.lookup("a10")->calibration.mnMajorSlowdown[1], 1.25);
}

// A decode fit's efficiencies are shares of a peak: in (0, 1]. Zero would price decode
// attention as an infinite time; each out-of-range value is an error at its field.
TEST(StepCalibrations, DecodeFitEfficienciesLieInZeroToOne) {
  TargetRegistry registry;
  const DecodeAttentionFit &shipped = registry.lookup("h200")->calibration.decode[0];
  for (const char *field : {"split_bandwidth_efficiency", "bandwidth_efficiency",
                            "compute_efficiency"}) {
    for (double bad : {0.0, -0.1, 1.5}) {
      llvm::json::Value value = toJSON(shipped);
      (*value.getAsObject())[field] = bad;
      DecodeAttentionFit fit;
      llvm::json::Path::Root root("fit");
      EXPECT_FALSE(fromJSON(value, fit, root)) << field << " = " << bad;
      std::string message = llvm::toString(root.getError());
      EXPECT_NE(message.find(field), std::string::npos) << message;
      EXPECT_NE(message.find("(0, 1]"), std::string::npos) << message;
    }
    llvm::json::Value one = toJSON(shipped);
    (*one.getAsObject())[field] = 1.0;
    DecodeAttentionFit fit;
    llvm::json::Path::Root root("fit");
    EXPECT_TRUE(fromJSON(one, fit, root)) << field << ": " << llvm::toString(root.getError());
  }
}

// The file's shape and the power model's consistency, each refused naming its
// field and changing nothing.
TEST(TargetRegistry, RejectsABaseOrTargetsThatNameNothingAndAnInconsistentPowerModel) {
  TargetRegistry registry;
  auto load = [&](const char *text) {
    llvm::Error e = registry.loadJson(text, "bad.json");
    return e ? llvm::toString(std::move(e)) : std::string();
  };
  std::string noBase = load(R"({"format_version": 1, "targets": [{"name": "Mine", "base": "h900"}]})");
  EXPECT_NE(noBase.find("names no known GPU at targets.targets[0].base"), std::string::npos)
      << noBase;
  EXPECT_EQ(registry.lookup("mine"), nullptr);
  std::string notArray = load(R"({"format_version": 1, "targets": {"name": "NVIDIA A10"}})");
  EXPECT_NE(notArray.find("expected an array of targets at targets.targets"), std::string::npos)
      << notArray;
  // A base defined earlier in the same file is known.
  EXPECT_EQ(load(R"({"format_version": 1, "targets": [{"name": "Mine", "base": "h100", "sm_count": 100},
                                                      {"name": "Yours", "base": "mine"}]})"),
            "");
  EXPECT_EQ(registry.lookup("yours")->smCount, 100);

  const std::string power = R"("cap_w": 700, "idle_w": 100, "busy_w": 50, "watts_per_tflops": 1,
      "watts_per_gbs": 0.1, "rate_clock_exponent": 1, "time_clock_exponent": 0.6,
      "min_clock_mhz": 1000, "window_ms": 60)";
  auto withPower = [&](const std::string &fields) {
    return "\"calibration\": {\"power\": {" + power + fields + "}}";
  };
  TargetRegistry fresh;
  EXPECT_EQ(loadEntry(fresh, withPower(""), "NVIDIA H200"), "");
  EXPECT_EQ(loadEntry(fresh, withPower(R"(, "held_w": 700)"), "NVIDIA H200"), "");
  EXPECT_EQ(fresh.lookup("h200")->calibration.power.heldW, 700);
  for (const char *held : {R"(, "held_w": 150)", R"(, "held_w": 701)"}) {
    TargetRegistry each;
    std::string message = loadEntry(each, withPower(held), "NVIDIA H200");
    EXPECT_NE(message.find("at most the cap at targets.targets[0].calibration.power.held_w"),
              std::string::npos)
        << held << ": " << message;
  }
  TargetRegistry typo;
  std::string unknown = loadEntry(typo, withPower(R"(, "cap_watts": 700)"), "NVIDIA H200");
  EXPECT_NE(unknown.find("unknown field at targets.targets[0].calibration.power.cap_watts"),
            std::string::npos)
      << unknown;
  TargetRegistry text;
  std::string notNumber =
      loadEntry(text, "\"calibration\": {\"power\": {" +
                          std::string(power).replace(power.find("700"), 3, "\"700\"") + "}}",
                "NVIDIA H200");
  EXPECT_NE(notNumber.find("expected a number at targets.targets[0].calibration.power.cap_w"),
            std::string::npos)
      << notNumber;
}

// Each built-in chip's headline figures as its datasheet gives them (dense
// bf16, or fp16 where the chip has no bf16; memory bandwidth, capacity and
// board power), and the ridge points they make: the intensity below which
// bf16 work is memory-bound (H200: 989.5 / 4.8 = 206 FLOP/byte; H100 SXM 295).
TEST(KnownTargets, HeadlineFiguresAreTheDatasheets) {
  struct Sheet {
    const char *name;
    int64_t sms;
    double boostMhz, halfTflops, bandwidthGBs, memoryGB, powerW;
    int64_t l2MiB;
    const char *arch;
  };
  const Sheet sheets[] = {
      {"h100", 132, 1980, 989.5, 3350, 80, 700, 50, "sm_90"},
      {"h100-pcie", 114, 1755, 756, 2000, 80, 350, 50, "sm_90"},
      {"h200", 132, 1980, 989.5, 4800, 141, 700, 50, "sm_90"},
      {"b200", 148, 1965, 2250, 8000, 180, 1000, 126, "sm_100"},
      {"a100", 108, 1410, 312, 2039, 80, 400, 40, "sm_80"},
      {"a100-40gb", 108, 1410, 312, 1555, 40, 400, 40, "sm_80"},
      {"a10", 72, 1695, 125, 600, 24, 150, 6, "sm_86"},
      {"l4", 58, 2040, 121, 300, 24, 72, 48, "sm_89"},
      {"l40s", 142, 2520, 362, 864, 48, 350, 96, "sm_89"},
      {"t4", 40, 1590, 65, 320, 16, 70, 4, "sm_75"},
      {"v100", 80, 1530, 125, 900, 16, 300, 6, "sm_70"},
  };
  TargetRegistry registry;
  for (const Sheet &s : sheets) {
    const GpuTarget *t = registry.lookup(s.name);
    ASSERT_NE(t, nullptr) << s.name;
    EXPECT_EQ(t->smCount, s.sms) << s.name;
    EXPECT_EQ(t->boostClockMhz, s.boostMhz) << s.name;
    double half = t->peakTflops.bf16 > 0 ? t->peakTflops.bf16 : t->peakTflops.fp16;
    EXPECT_EQ(half, s.halfTflops) << s.name;
    EXPECT_EQ(t->memoryBandwidthGBs, s.bandwidthGBs) << s.name;
    EXPECT_EQ(t->memoryGB, s.memoryGB) << s.name;
    EXPECT_EQ(t->powerLimitW, s.powerW) << s.name;
    EXPECT_EQ(t->l2Bytes, s.l2MiB << 20) << s.name;
    EXPECT_EQ(t->arch, s.arch) << s.name;
    // fp16 and bf16 run at one rate where both exist; fp32 without tensor
    // cores is far below them.
    if (t->peakTflops.bf16 > 0)
      EXPECT_EQ(t->peakTflops.bf16, t->peakTflops.fp16) << s.name;
    EXPECT_LT(t->peakTflops.fp32 * 3, half) << s.name;
  }
  EXPECT_NEAR(registry.lookup("h200")->peakTflops.bf16 / 4.8, 206, 0.5);
  EXPECT_NEAR(registry.lookup("h100")->peakTflops.bf16 / 3.35, 295, 0.5);
  // Volta and Turing have no bf16 or tf32 path; Ampere no fp8; Ada and later both.
  for (const char *name : {"v100", "t4"}) {
    EXPECT_EQ(registry.lookup(name)->peakTflops.bf16, 0) << name;
    EXPECT_EQ(registry.lookup(name)->peakTflops.tf32, 0) << name;
  }
  for (const char *name : {"a100", "a10"})
    EXPECT_EQ(registry.lookup(name)->peakTflops.fp8, 0) << name;
  for (const char *name : {"l4", "l40s", "h100", "h200", "b200"})
    EXPECT_GT(registry.lookup(name)->peakTflops.fp8, 0) << name;
}

// Hopper's tiles: the six power-of-two shapes and nvjet's widths 80-192 by 64
// and 128 each way, one CTA an SM; every chip's SIMT tiles the same five.
TEST(KnownTargets, EachArchitecturesTiles) {
  TargetRegistry registry;
  const GpuTarget &h200 = *registry.lookup("h200");
  EXPECT_EQ(h200.tensorCoreTiles.size(), 6u + 5 * 2 * 2);
  for (const CtaTile &t : h200.tensorCoreTiles) {
    EXPECT_EQ(t.k, 64);
    EXPECT_TRUE(t.m % 16 == 0 && t.n % 16 == 0) << t.m << "x" << t.n;
  }
  auto has = [](const GpuTarget &g, int64_t m, int64_t n, int64_t ctas) {
    return llvm::any_of(g.tensorCoreTiles, [&](const CtaTile &t) {
      return t.m == m && t.n == n && t.ctasPerSm == ctas;
    });
  };
  for (int64_t width : {80, 96, 112, 144, 192})
    for (int64_t side : {64, 128}) {
      EXPECT_TRUE(has(h200, side, width, 1)) << side << "x" << width;
      EXPECT_TRUE(has(h200, width, side, 1)) << width << "x" << side;
    }
  EXPECT_TRUE(has(h200, 64, 64, 3));
  EXPECT_TRUE(has(*registry.lookup("a100"), 64, 64, 4));
  EXPECT_TRUE(has(*registry.lookup("a100"), 256, 128, 1));
  EXPECT_TRUE(has(*registry.lookup("v100"), 128, 128, 2));
  EXPECT_EQ(registry.lookup("a100")->tensorCoreTiles[0].k, 64);
  EXPECT_EQ(registry.lookup("t4")->tensorCoreTiles[0].k, 32);
  for (const GpuTarget &t : registry.targets()) {
    ASSERT_EQ(t.simtTiles.size(), 5u) << t.name;
    EXPECT_EQ(t.simtTiles[0].m, 128) << t.name;
    EXPECT_EQ(t.simtTiles[0].k, 8) << t.name;
  }
}
