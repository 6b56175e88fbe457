//===- RunnerTest.cpp - The runner <-> database contract ------------------===//
//
// RunnerFormat.h is what the emitted runner includes to write its results and
// what TuningDb::mergeResults maps them with: its writer, escaping and
// statistics run here on the CPU, and what they write is merged for real.

#include "SyntheticRun.h"
#include "dimtune/Emit/BenchEmitter.h"
#include "dimtune/Tuning/RunnerFormat.h"
#include "dimtune/Tuning/TuningDb.h"

#include "llvm/Support/FileSystem.h"
#include "llvm/Support/JSON.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/raw_ostream.h"

#include "gtest/gtest.h"

#include <cmath>
#include <functional>
#include <limits>

using namespace dimtune;
namespace key = dimtune::runner::key;

namespace {

/// A temporary file removed at the end of the test.
struct TempFile {
  llvm::SmallString<128> path;
  explicit TempFile(llvm::StringRef suffix = "json") {
    EXPECT_FALSE(llvm::sys::fs::createTemporaryFile("runner", suffix, path));
  }
  ~TempFile() { llvm::sys::fs::remove(path); }
  void write(llvm::StringRef text) {
    std::error_code ec;
    llvm::raw_fd_ostream os(path, ec);
    ASSERT_FALSE(ec);
    os << text;
  }
};

constexpr const char *kAwkwardWhere = "models/\"gpt\" \\ v2 \xc3\xbc.mlir:8:11";

runner::Variant variant(const char *label, long long n, std::vector<double> roundsUs,
                        std::vector<double> originalRoundsUs) {
  runner::Variant v;
  v.label = label;
  v.m = 8192;
  v.n = n;
  v.k = 768;
  v.ran = v.valid = true;
  v.relError = 1.2e-3;
  v.maxAbsError = 0.0156;
  v.maxAbsOriginal = 2.5;
  v.worstIndex = 123456;
  v.roundsUs = roundsUs;
  v.gemm.medianUs = runner::median(roundsUs);
  v.gemm.p10Us = v.gemm.medianUs * 0.99;
  v.gemm.p90Us = v.gemm.medianUs * 1.01;
  std::vector<double> ratios;
  for (size_t i = 0; i < roundsUs.size(); ++i)
    ratios.push_back(originalRoundsUs[i] / roundsUs[i]);
  runner::RatioSummary s = runner::summarizeRatios(ratios);
  v.ratioMedian = s.median;
  v.ratioLow = s.low;
  v.ratioHigh = s.high;
  return v;
}

/// What the runner would write for GPT-2's LM head on the H200: the original
/// and two padded variants over five rounds.
std::string resultsText(const std::string &gpu = "NVIDIA H200") {
  runner::Run run = syntheticH200Run(gpu, 4310.5);
  runner::Problem p;
  p.index = 0;
  p.where = kAwkwardWhere;
  p.role = "lm_head \"fwd\"";
  p.dtype = "bf16";
  p.m = 8192;
  p.n = 50257;
  p.k = 768;
  p.aContig = "k";
  p.bContig = "k";
  p.count = 1;
  p.conditions.samples = 15;
  p.conditions.smClockMhzMin = 1755;
  p.conditions.smClockMhzMax = 1980;
  p.conditions.memClockMhzMin = 3201;
  p.conditions.powerWMax = 655.2;
  p.conditions.temperatureCMax = 61;
  p.conditions.clockEventReasons = 0x4;
  std::vector<double> original = {6673.1, 6671.9, 6680.4, 6669.0, 6675.2};
  p.variants.push_back(variant("original", 50257, original, original));
  runner::Variant align = variant("align", 50264, {890.8, 889.9, 893.1, 890.2, 891.0}, original);
  align.padB = {40.1, 39.9, 40.6, 3850.2};
  align.slice = {425.3, 424.8, 426.0, 3870.7};
  p.variants.push_back(align);
  runner::Variant broken = variant("align64", 50304, {877.6, 878.0, 877.1, 879.3, 877.9}, original);
  broken.valid = false;
  broken.why = "element 99 differs from the original by 1.000e+00 of max |C| > 5e-02";
  p.variants.push_back(broken);
  return runner::runJsonOpen(run) + runner::problemJson(p, true) + runner::runJsonClose(3.25);
}

} // namespace

TEST(RunnerFormatTest, EscapedStringsAreJsonAndRoundTrip) {
  for (std::string text :
       {std::string(kAwkwardWhere), std::string("tab\there\nnew \"line\" \\\\ end"),
        std::string("\x01\x1f\x7f control"), std::string("\xe2\x82\xac \xf0\x9f\x98\x80 utf-8"),
        std::string()}) {
    std::string json = "[" + runner::jsonString(text) + "]";
    llvm::Expected<llvm::json::Value> parsed = llvm::json::parse(json);
    ASSERT_TRUE(static_cast<bool>(parsed)) << json << ": " << llvm::toString(parsed.takeError());
    EXPECT_EQ((*parsed->getAsArray())[0].getAsString()->str(), text) << json;
  }
  EXPECT_EQ(runner::escapeJson("a\"b\\c"), "a\\\"b\\\\c");
  EXPECT_EQ(runner::escapeJson("\x01"), "\\u0001");
  // Bytes that are not UTF-8 (a lone continuation byte, a truncated sequence,
  // an overlong encoding, a surrogate) become U+FFFD: the result stays JSON.
  for (std::string bad : {std::string("\x80"), std::string("a\xc3"), std::string("\xc0\xaf"),
                          std::string("\xed\xa0\x80"), std::string("\xf5\x80\x80\x80")}) {
    std::string json = "[" + runner::jsonString(bad) + "]";
    llvm::Expected<llvm::json::Value> parsed = llvm::json::parse(json);
    ASSERT_TRUE(static_cast<bool>(parsed)) << llvm::toString(parsed.takeError());
    EXPECT_NE(runner::escapeJson(bad).find("\\ufffd"), std::string::npos);
  }
}

// Every lead byte with continuation bytes at each boundary of UTF-8's ranges
// (the overlong, surrogate and beyond-U+10FFFF edges among them): what LLVM's
// validator calls UTF-8 is copied as it is, anything else becomes U+FFFD, and
// the string is JSON either way.
TEST(RunnerFormatTest, EscapingAgreesWithAUtf8ValidatorAtEveryRangeEdge) {
  const unsigned char edges[] = {0x00, 0x41, 0x7F, 0x80, 0x81, 0x8F, 0x90,
                                 0x9F, 0xA0, 0xBF, 0xC0, 0xF4, 0xFF};
  for (unsigned lead = 0x80; lead <= 0xFF; ++lead)
    for (unsigned char b1 : edges)
      for (unsigned char b2 : edges)
        for (unsigned char b3 : edges) {
          std::string text = {char(lead), char(b1), char(b2), char(b3)};
          std::string json = "[" + runner::jsonString(text) + "]";
          llvm::Expected<llvm::json::Value> parsed = llvm::json::parse(json);
          ASSERT_TRUE(static_cast<bool>(parsed)) << llvm::toString(parsed.takeError());
          std::string read = (*parsed->getAsArray())[0].getAsString()->str();
          if (llvm::json::isUTF8(text))
            ASSERT_EQ(read, text) << std::hex << lead << " " << int(b1);
          else
            ASSERT_NE(read.find("\xEF\xBF\xBD"), std::string::npos)
                << std::hex << lead << " " << int(b1) << " " << int(b2) << " " << int(b3);
        }
}

TEST(RunnerFormatTest, NumbersThatAreNotFiniteAreNull) {
  EXPECT_EQ(runner::jsonNumber(1.5, "%.3f"), "1.500");
  EXPECT_EQ(runner::jsonNumber(std::numeric_limits<double>::infinity()), "null");
  EXPECT_EQ(runner::jsonNumber(std::nan("")), "null");
}

TEST(RunnerFormatTest, RatioIntervalIsTheSignTestInterval) {
  auto ranks = [](int r) {
    runner::IntervalRanks k = runner::ratioIntervalRanks(r);
    return std::make_pair(k.low, k.high);
  };
  EXPECT_EQ(ranks(1), std::make_pair(1, 1));
  EXPECT_EQ(ranks(3), std::make_pair(1, 3));
  EXPECT_EQ(ranks(5), std::make_pair(1, 5));
  EXPECT_EQ(ranks(7), std::make_pair(1, 7));
  EXPECT_EQ(ranks(8), std::make_pair(2, 7));
  EXPECT_EQ(ranks(10), std::make_pair(2, 9));
  EXPECT_EQ(ranks(11), std::make_pair(3, 9));
  EXPECT_EQ(ranks(13), std::make_pair(4, 10));
  EXPECT_NEAR(runner::ratioIntervalRanks(5).confidence, 1 - 2.0 / 32, 1e-12);
  EXPECT_NEAR(runner::ratioIntervalRanks(3).confidence, 0.75, 1e-12);
  for (int r = 5; r <= 40; ++r)
    EXPECT_GE(runner::ratioIntervalRanks(r).confidence, runner::kRatioIntervalConfidence) << r;

  runner::RatioSummary s = runner::summarizeRatios({1.10, 0.90, 1.05, 1.20, 1.00});
  EXPECT_DOUBLE_EQ(s.median, 1.05);
  EXPECT_DOUBLE_EQ(s.low, 0.90);
  EXPECT_DOUBLE_EQ(s.high, 1.20);
  s = runner::summarizeRatios({1, 2, 3, 4, 5, 6, 7, 8, 9, 10});
  EXPECT_DOUBLE_EQ(s.median, 5.5);
  EXPECT_DOUBLE_EQ(s.low, 2);
  EXPECT_DOUBLE_EQ(s.high, 9);
}

TEST(RunnerFormatTest, ClockEventsAreNamed) {
  EXPECT_EQ(runner::clockEventNames(0), std::vector<std::string>{});
  EXPECT_EQ(runner::clockEventNames(0x4 | 0x40),
            (std::vector<std::string>{"sw_power_cap", "hw_thermal"}));
  EXPECT_EQ(runner::clockEventNames(1ull << 40), std::vector<std::string>{"bit_40"});
}

TEST(RunnerFormatTest, ToleranceBoundsTheWorstElement) {
  // One bf16 ulp at the top of the range passes; a wrong row does not.
  EXPECT_LT(std::ldexp(1.0, -7), runner::maxElementTolerance("bf16"));
  EXPECT_LT(std::ldexp(1.0, -10), runner::maxElementTolerance("f16"));
  EXPECT_LT(runner::maxElementTolerance("f32"), runner::maxElementTolerance("tf32"));
  EXPECT_GT(runner::normwiseTolerance("tf32"), runner::normwiseTolerance("f32"));
}

TEST(RunnerFormatTest, WrittenResultsAreJsonAndKeepTheirStrings) {
  std::string text = resultsText("NVIDIA \"H200\" \\ test");
  llvm::Expected<llvm::json::Value> parsed = llvm::json::parse(text);
  ASSERT_TRUE(static_cast<bool>(parsed)) << llvm::toString(parsed.takeError()) << "\n" << text;
  const llvm::json::Object &top = *parsed->getAsObject();
  EXPECT_EQ(top.getInteger(key::kFormatVersion), runner::kResultsFormatVersion);
  EXPECT_EQ(top.getString(key::kGpu), "NVIDIA \"H200\" \\ test");
  const llvm::json::Object &problem = *(*top.getArray(key::kProblems))[0].getAsObject();
  EXPECT_EQ(problem.getString(key::kWhere), kAwkwardWhere);
  EXPECT_EQ(problem.getString(key::kRole), "lm_head \"fwd\"");
  const llvm::json::Object &conditions = *problem.getObject(key::kConditions);
  EXPECT_EQ((*conditions.getArray(key::kClockEvents))[0].getAsString(), "sw_power_cap");
  const llvm::json::Object &broken = *(*problem.getArray(key::kVariants))[2].getAsObject();
  EXPECT_EQ(broken.getString(key::kWhy),
            "element 99 differs from the original by 1.000e+00 of max |C| > 5e-02");
  EXPECT_EQ(broken.getArray(key::kRounds)->size(), 5u);
  const llvm::json::Object &interval = *top.getObject(key::kRatioInterval);
  EXPECT_EQ(interval.getInteger(key::kLowRank), 1);
  EXPECT_EQ(interval.getInteger(key::kHighRank), 5);
}

namespace {
/// The context resultsText's run gives its entry: each condition under its
/// own field, and the software it ran with.
void expectResultsTextContext(const TuningEntry &e) {
  ASSERT_TRUE(e.context.conditions.has_value());
  const MeasurementConditions &c = *e.context.conditions;
  EXPECT_EQ(c.samples, 15);
  EXPECT_EQ(c.smClockMinMhz, 1755);
  EXPECT_EQ(c.smClockMaxMhz, 1980);
  EXPECT_EQ(c.memClockMinMhz, 3201);
  EXPECT_DOUBLE_EQ(c.powerMaxW, 655.2);
  EXPECT_EQ(c.temperatureMaxC, 61);
  EXPECT_EQ(c.clockEventReasons, 0x4);
  EXPECT_EQ(c.clockEvents, std::vector<std::string>{"sw_power_cap"});
  EXPECT_EQ(c.smClockLimitMhz, 1980);
  EXPECT_EQ(c.memClockLimitMhz, 3201);
  EXPECT_DOUBLE_EQ(c.powerLimitW, 700);
  EXPECT_DOUBLE_EQ(c.copyBandwidthGbs, 4310.5);
  EXPECT_EQ(e.context.cublaslt, 130100);
  EXPECT_EQ(e.context.cudaRuntime, 13000);
  EXPECT_EQ(e.context.driver, "580.159.04");
}
} // namespace

TEST(RunnerFormatTest, MergedResultsCarryRoundsIntervalsAndConditions) {
  TempFile results, saved;
  results.write(resultsText());
  TuningDb db;
  ASSERT_FALSE(static_cast<bool>(db.mergeResults(results.path, "NVIDIA H200")));
  ASSERT_EQ(db.entries().size(), 1u);
  const TuningEntry &e = db.entries()[0];
  expectResultsTextContext(e);
  ASSERT_EQ(e.variants.size(), 3u);
  const MeasuredVariant &original = e.variants[0], &align = e.variants[1];
  EXPECT_EQ(original.roundsUs.size(), 5u);
  EXPECT_DOUBLE_EQ(original.speedupMedian, 1);
  EXPECT_DOUBLE_EQ(align.gemmUs, 890.8);
  // The median of the per-round ratios (written with 5 decimals).
  std::vector<double> ratios = {6673.1 / 890.8, 6671.9 / 889.9, 6680.4 / 893.1, 6669.0 / 890.2,
                                6675.2 / 891.0};
  EXPECT_NEAR(align.speedupMedian, runner::median(ratios), 1e-5);
  EXPECT_NEAR(align.speedupLow, *std::min_element(ratios.begin(), ratios.end()), 1e-5);
  EXPECT_NEAR(align.speedupHigh, *std::max_element(ratios.begin(), ratios.end()), 1e-5);
  EXPECT_LE(align.speedupLow, align.speedupMedian);
  EXPECT_GE(align.speedupHigh, align.speedupMedian);
  EXPECT_DOUBLE_EQ(align.padBUs, 40.1);
  EXPECT_DOUBLE_EQ(align.sliceUs, 425.3);
  EXPECT_FALSE(e.variants[2].valid);

  // The database keeps them.
  ASSERT_FALSE(static_cast<bool>(db.save(saved.path)));
  llvm::Expected<TuningDb> loaded = TuningDb::load(saved.path);
  ASSERT_TRUE(static_cast<bool>(loaded)) << llvm::toString(loaded.takeError());
  const TuningEntry &again = loaded->entries()[0];
  expectResultsTextContext(again);
  EXPECT_EQ(again.variants[1].roundsUs, align.roundsUs);
  EXPECT_DOUBLE_EQ(again.variants[1].speedupLow, align.speedupLow);
  EXPECT_DOUBLE_EQ(again.variants[1].speedupHigh, align.speedupHigh);
}

// The caller's GPU check sees the results' "gpu" before anything is merged,
// and its error stops the merge.
TEST(RunnerFormatTest, GpuCheckRunsBeforeTheMerge) {
  TempFile results;
  results.write(resultsText("NVIDIA A10"));
  TuningDb db;
  std::string seen;
  llvm::Error e = db.mergeResults(results.path, "NVIDIA H200", [&](llvm::StringRef gpu) {
    seen = gpu.str();
    return llvm::createStringError(llvm::inconvertibleErrorCode(), "measured elsewhere");
  });
  EXPECT_EQ(llvm::toString(std::move(e)), "measured elsewhere");
  EXPECT_EQ(seen, "NVIDIA A10");
  EXPECT_TRUE(db.entries().empty());
  ASSERT_FALSE(static_cast<bool>(db.mergeResults(
      results.path, "NVIDIA H200", [](llvm::StringRef) { return llvm::Error::success(); })));
  EXPECT_EQ(db.entries().size(), 1u);
}

namespace {
/// Merges `value` written out; the error message, or "" if it merged.
std::string mergeError(const llvm::json::Value &value) {
  TempFile file;
  std::string text;
  llvm::raw_string_ostream(text) << value;
  file.write(text);
  TuningDb db;
  llvm::Error e = db.mergeResults(file.path, "NVIDIA H200");
  if (!e)
    return "";
  EXPECT_TRUE(db.entries().empty());
  std::string message = llvm::toString(std::move(e));
  EXPECT_NE(message.find(file.path.str().str()), std::string::npos) << message;
  return message;
}
} // namespace

// Every key the reader needs, at each level, missing or of the wrong type, is
// an error that names it (and the JSON path to it), and nothing is merged.
TEST(RunnerFormatTest, EveryMissingOrMistypedKeyIsNamed) {
  llvm::Expected<llvm::json::Value> good = llvm::json::parse(resultsText());
  ASSERT_TRUE(static_cast<bool>(good));
  ASSERT_EQ(mergeError(*good), "");
  using Pick = std::function<llvm::json::Object &(llvm::json::Value &)>;
  auto problem = [](llvm::json::Value &v) -> llvm::json::Object & {
    return *(*v.getAsObject()->getArray(key::kProblems))[0].getAsObject();
  };
  auto variant = [&](llvm::json::Value &v) -> llvm::json::Object & {
    return *(*problem(v).getArray(key::kVariants))[1].getAsObject();
  };
  struct Level {
    const char *at;
    Pick pick;
    std::vector<const char *> keys;
  } levels[] = {
      {"results", [](llvm::json::Value &v) -> llvm::json::Object & { return *v.getAsObject(); },
       {key::kFormatVersion, key::kGpu, key::kDriver, key::kCudaRuntime, key::kCublasLt,
        key::kRounds, key::kCopyBandwidthGbs, key::kSmClockLimitMhz, key::kMemClockLimitMhz,
        key::kPowerLimitW, key::kProblems}},
      {"results.problems[0]", problem,
       {key::kDtype, key::kBatch, key::kM, key::kN, key::kK, key::kAContig, key::kBContig,
        key::kConditions, key::kVariants}},
      {"results.problems[0].conditions",
       [&](llvm::json::Value &v) -> llvm::json::Object & {
         return *problem(v).getObject(key::kConditions);
       },
       {key::kSamples, key::kSmClockMhzMin, key::kSmClockMhzMax, key::kMemClockMhzMin,
        key::kPowerWMax, key::kTemperatureCMax, key::kClockEventReasons, key::kClockEvents}},
      {"results.problems[0].variants[1]", variant,
       {key::kLabel, key::kM, key::kN, key::kK, key::kRan, key::kValid, key::kWhy,
        key::kRelError, key::kMaxAbsError, key::kMaxAbsOriginal, key::kWorstIndex,
        key::kNonfinite, key::kGemm, key::kPadA, key::kPadB, key::kSlice, key::kRounds,
        key::kRatioMedian, key::kRatioLow, key::kRatioHigh}},
      {"results.problems[0].variants[1].gemm",
       [&](llvm::json::Value &v) -> llvm::json::Object & {
         return *variant(v).getObject(key::kGemm);
       },
       {key::kMedianUs}},
  };
  for (Level &level : levels)
    for (const char *name : level.keys) {
      std::string at = std::string(level.at) + "." + name;
      llvm::json::Value missing = *good;
      level.pick(missing).erase(name);
      std::string message = mergeError(missing);
      EXPECT_NE(message.find(at), std::string::npos) << at << ": " << message;
      if (std::string(name) != key::kFormatVersion)
        EXPECT_NE(message.find("missing value"), std::string::npos) << at << ": " << message;
      llvm::json::Value mistyped = *good;
      level.pick(mistyped)[name] = llvm::json::Object{{"not", "this"}};
      message = mergeError(mistyped);
      EXPECT_NE(message.find(at), std::string::npos) << at << ": " << message;
    }
}

TEST(RunnerFormatTest, OtherVersionsAndImpossibleNumbersAreRefused) {
  llvm::Expected<llvm::json::Value> good = llvm::json::parse(resultsText());
  ASSERT_TRUE(static_cast<bool>(good));
  llvm::json::Value old = *good;
  (*old.getAsObject())[key::kFormatVersion] = 1;
  EXPECT_NE(mergeError(old).find("format_version 1, this dimtune reads 2"), std::string::npos);

  // JSON's 1e999 is infinity: refused, named.
  TempFile file;
  std::string text = resultsText();
  size_t at = text.find("\"median_us\": ");
  ASSERT_NE(at, std::string::npos);
  text.replace(at, std::string("\"median_us\": 6673.100").size(), "\"median_us\": 1e999");
  file.write(text);
  TuningDb db;
  std::string message = llvm::toString(db.mergeResults(file.path, "NVIDIA H200"));
  EXPECT_NE(message.find("expected a finite number >= 0 (below 1e18) at "
                         "results.problems[0].variants[0].gemm.median_us"),
            std::string::npos)
      << message;

  // A variant that ran must have a median for every round.
  llvm::json::Value short_ = *good;
  llvm::json::Object &variant =
      *(*(*short_.getAsObject()->getArray(key::kProblems))[0].getAsObject()->getArray(key::kVariants))[1]
           .getAsObject();
  variant.getArray(key::kRounds)->pop_back();
  EXPECT_NE(mergeError(short_).find("expected one median per round at "
                                    "results.problems[0].variants[1].rounds"),
            std::string::npos);

  // A run of no rounds timed nothing: refused before its variants are read.
  for (int64_t rounds : {0, -1}) {
    llvm::json::Value none = *good;
    (*none.getAsObject())[key::kRounds] = rounds;
    EXPECT_NE(mergeError(none).find("expected at least one round at results.rounds"),
              std::string::npos)
        << mergeError(none);
  }

  // A problem must hold at least its original.
  llvm::json::Value empty = *good;
  (*(*empty.getAsObject()->getArray(key::kProblems))[0].getAsObject())[key::kVariants] =
      llvm::json::Array();
  EXPECT_NE(mergeError(empty).find("a problem without variants at results.problems[0].variants"),
            std::string::npos)
      << mergeError(empty);
}

TEST(RunnerFormatTest, EmittedProgramCarriesTheFormatAndByteExactLocations) {
  TargetRegistry registry;
  const GpuTarget &h200 = *registry.lookup("h200");
  BenchProblem problem;
  problem.problem = GemmProblem(linearGemmKey(64, 64, 64), OpSite{});
  problem.problem.site.loc = kAwkwardWhere;
  problem.count = 1;
  problem.variants.push_back({64, 64, 64, "original"});
  std::string inc = renderProblemsInc({problem});
  // Quotes and backslashes escaped, UTF-8 as octal escapes the C compiler
  // turns back into the same bytes.
  EXPECT_NE(inc.find("\"models/\\\"gpt\\\" \\\\ v2 \\303\\274.mlir:8:11\""), std::string::npos)
      << inc;

  llvm::SmallString<128> dir;
  ASSERT_FALSE(llvm::sys::fs::createUniqueDirectory("runner-emit", dir));
  ASSERT_FALSE(static_cast<bool>(writeBenchProgram(dir, {problem}, h200)));
  llvm::SmallString<128> header(dir);
  llvm::sys::path::append(header, "RunnerFormat.h");
  llvm::ErrorOr<std::unique_ptr<llvm::MemoryBuffer>> text = llvm::MemoryBuffer::getFile(header);
  ASSERT_TRUE(static_cast<bool>(text));
  EXPECT_NE((*text)->getBuffer().find("inline constexpr int kResultsFormatVersion = " +
                                      std::to_string(runner::kResultsFormatVersion) + ";"),
            llvm::StringRef::npos);
  llvm::sys::fs::remove_directories(dir);
}

// The database's own copies of the new fields are optional (older entries lack
// them) but, when there, finite: what a database holds it can save.
TEST(RunnerFormatTest, DatabaseRefusesImpossibleRoundsAndConditions) {
  const char *entry = R"({"format_version": 1, "entries": [
    {"target": "NVIDIA H200", "gpu": "NVIDIA H200", "cublaslt": 130100, "dtype": "bf16",
     "a_contig": "k", "b_contig": "k", "batch": 1, "m": 64, "n": 64, "k": 64, %s
     "variants": [{"label": "original", "m": 64, "n": 64, "k": 64, "valid": true,
                   "gemm_us": 5, "pad_a_us": 0, "pad_b_us": 0, "slice_us": 0, "rel_error": 0 %s}]}]})";
  auto parse = [&](const char *conditions, const char *variant) {
    char text[2048];
    std::snprintf(text, sizeof(text), entry, conditions, variant);
    llvm::Expected<TuningDb> db = TuningDb::parse(text, "inline");
    return db ? std::string() : llvm::toString(db.takeError());
  };
  EXPECT_EQ(parse("", ""), "");
  EXPECT_EQ(parse("", R"(, "rounds_us": [5, 5.1], "speedup_median": 1, "speedup_low": 1, "speedup_high": 1)"), "");
  EXPECT_NE(parse("", R"(, "speedup_low": 1e999)").find("entries[0].variants[0].speedup_low"),
            std::string::npos);
  EXPECT_NE(parse("", R"(, "rounds_us": [5, -1])").find("entries[0].variants[0].rounds_us[1]"),
            std::string::npos);
  // The fuzzer's: INT64_MAX in a double field reads as 2^63, and the database
  // saved with it would not load again; it is refused at the field.
  EXPECT_NE(parse("", R"(, "rounds_us": [5, 9223372036854775807])")
                .find("entries[0].variants[0].rounds_us[1]"),
            std::string::npos);
  const char *conditions =
      R"("conditions": {"samples": 1, "sm_clock_mhz_min": 1, "sm_clock_mhz_max": 1,
         "mem_clock_mhz_min": 1, "power_w_max": %s, "temperature_c_max": 1,
         "clock_event_reasons": 0, "clock_events": [], "sm_clock_limit_mhz": 1,
         "mem_clock_limit_mhz": 1, "power_limit_w": 1, "copy_bandwidth_gbs": 1},)";
  char good[1024], bad[1024];
  std::snprintf(good, sizeof(good), conditions, "500");
  std::snprintf(bad, sizeof(bad), conditions, "1e999");
  EXPECT_EQ(parse(good, ""), "");
  EXPECT_NE(parse(bad, "").find("entries[0].conditions.power_w_max"), std::string::npos);
}

TEST(RunnerFormatTest, RatiosOutOfOrderAndNegativeSampleCountsAreRefused) {
  llvm::Expected<llvm::json::Value> good = llvm::json::parse(resultsText());
  ASSERT_TRUE(static_cast<bool>(good));
  auto problem = [](llvm::json::Value &v) -> llvm::json::Object & {
    return *(*v.getAsObject()->getArray(key::kProblems))[0].getAsObject();
  };
  auto variantAt = [&](llvm::json::Value &v, size_t i) -> llvm::json::Object & {
    return *(*problem(v).getArray(key::kVariants))[i].getAsObject();
  };
  // The sign test's interval holds its median: a low above it is refused, on
  // a variant that ran (one that did not has no ratios to order).
  llvm::json::Value swapped = *good;
  llvm::json::Object &align = variantAt(swapped, 1);
  align[key::kRatioLow] = *align.getNumber(key::kRatioHigh) + 1;
  EXPECT_NE(mergeError(swapped).find("expected ratio_low <= ratio_median <= ratio_high at "
                                     "results.problems[0].variants[1].ratio_median"),
            std::string::npos)
      << mergeError(swapped);
  llvm::json::Value above = *good;
  llvm::json::Object &high = variantAt(above, 1);
  high[key::kRatioMedian] = *high.getNumber(key::kRatioHigh) * 2;
  EXPECT_NE(mergeError(above).find("ratio_median"), std::string::npos) << mergeError(above);
  llvm::json::Value equal = *good;
  llvm::json::Object &flat = variantAt(equal, 1);
  flat[key::kRatioLow] = *flat.getNumber(key::kRatioMedian);
  flat[key::kRatioHigh] = *flat.getNumber(key::kRatioMedian);
  EXPECT_EQ(mergeError(equal), "");

  llvm::json::Value negative = *good;
  (*problem(negative).getObject(key::kConditions))[key::kSamples] = -1;
  EXPECT_NE(mergeError(negative).find("expected a number >= 0 at "
                                      "results.problems[0].conditions.samples"),
            std::string::npos)
      << mergeError(negative);
  llvm::json::Value none = *good;
  (*problem(none).getObject(key::kConditions))[key::kSamples] = 0;
  EXPECT_EQ(mergeError(none), "");
}

