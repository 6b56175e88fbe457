//===- TuningTest.cpp - Benchmark plan and tuning database ----------------===//

#include "dimtune/Emit/BenchEmitter.h"
#include "dimtune/Tuning/TuningDb.h"

#include "llvm/Support/FileSystem.h"

#include "gtest/gtest.h"

using namespace dimtune;

namespace {

class TuningTest : public ::testing::Test {
protected:
  TargetRegistry registry;
  CostModel model{*registry.lookup("h200")};

  /// A GEMM as the module plan reads it: its policy=model decision.
  GemmAnalysis analysed(const GemmKey &key) const {
    GemmAnalysis a;
    a.problem = key;
    a.estimate = model.estimate(key);
    a.decision = decidePadding(key, model, {});
    a.gemmOnlyBest = model.suggest(key, kDefaultMaxOverhead);
    return a;
  }
};

const char *kDb = R"({"format_version": 1, "entries": [
  {"target": "NVIDIA H200", "gpu": "NVIDIA H200", "cublaslt": 130100, "dtype": "bf16",
   "a_contig": "k", "b_contig": "k", "batch": 1, "m": 8192, "n": 50257, "k": 768,
   "variants": [
     {"label": "original", "m": 8192, "n": 50257, "k": 768, "valid": true, "gemm_us": 6000,
      "pad_a_us": 0, "pad_b_us": 0, "slice_us": 0, "rel_error": 0},
     {"label": "align", "m": 8192, "n": 50264, "k": 768, "valid": true, "gemm_us": 900,
      "pad_a_us": 0, "pad_b_us": 200, "slice_us": 1000, "rel_error": 1e-4},
     {"label": "broken", "m": 8192, "n": 50304, "k": 768, "valid": false, "gemm_us": 10,
      "pad_a_us": 0, "pad_b_us": 0, "slice_us": 0, "rel_error": 1}]}]})";

/// A database of one attention entry: 4 x 32 heads of 128, 2048 causal
/// queries and keys, measured on `target` by `backend` at `fwdUs`.
TuningDb oneAttentionEntry(const char *backend, double fwdUs, const char *target = "NVIDIA H200",
                           int64_t qLen = 2048) {
  std::string text = std::string(R"({"format_version": 1, "entries": [], "attention_entries": [
    {"backend": ")") + backend + R"(", "batch": 4, "causal": true, "dtype": "bf16",
     "explicit_mask": false, "gpu": ")" + target + R"(", "head_dim": 128, "heads": 32,
     "kv_heads": 32, "kv_len": 2048, "q_len": )" + std::to_string(qLen) + R"(, "target": ")" + target + R"(",
     "driver": "580.159.04", "library": "torch 2.11.0+cu130", "v_head_dim": 128, "variants": [
       {"bwd_us": 3000, "fwd_us": )" + std::to_string(fwdUs) + R"(, "head_dim": 128,
        "heads": 32, "kv_heads": 32, "label": "original", "v_head_dim": 128,
        "valid": true}]}]})";
  llvm::Expected<TuningDb> db = TuningDb::parse(text, "inline");
  EXPECT_TRUE(static_cast<bool>(db)) << llvm::toString(db.takeError());
  return db ? std::move(*db) : TuningDb();
}

/// The problem oneAttentionEntry measured.
AttentionKey oneAttentionEntryKey() {
  AttentionKey key;
  key.batch = 4;
  key.heads = key.kvHeads = 32;
  key.qLen = key.kvLen = 2048;
  key.headDim = key.vHeadDim = 128;
  key.causal = true;
  key.type = ElementType::BF16;
  return key;
}

} // namespace

TEST_F(TuningTest, PlanGroupsIdenticalProblemsAndCountsThem) {
  GemmKey head = linearGemmKey(8192, 50257, 768);
  GemmKey mlp = linearGemmKey(8192, 3072, 768);
  std::vector<CandidateKind> kinds = *parseCandidateKinds("align,align64,tile,model");
  std::vector<BenchProblem> plan =
      planBenchmarks({analysed(head), analysed(mlp), analysed(head)}, model, kinds, 0.10);
  ASSERT_EQ(plan.size(), 2u);
  EXPECT_EQ(plan[0].count, 2);
  EXPECT_EQ(plan[1].count, 1);
  const std::vector<BenchVariant> &v = plan[0].variants;
  ASSERT_GE(v.size(), 3u);
  EXPECT_EQ(v[0].label, "original");
  EXPECT_EQ(v[1].label, "align");
  EXPECT_EQ(v[1].n, 50264);
  EXPECT_EQ(v[2].label, "align64");
  EXPECT_EQ(v[2].n, 50304);
  for (const BenchVariant &b : v) {
    EXPECT_LE(double(b.m) * b.n * b.k, 8192.0 * 50257 * 768 * 1.10);
    EXPECT_LE(v.size(), kMaxBenchVariants);
  }
}

TEST_F(TuningTest, CandidateKindsAreChecked) {
  EXPECT_TRUE(static_cast<bool>(parseCandidateKinds("align,align128,wave")));
  for (const char *bad : {"", "align12", "align4", "fastest"}) {
    llvm::Expected<std::vector<CandidateKind>> kinds = parseCandidateKinds(bad);
    EXPECT_FALSE(static_cast<bool>(kinds)) << bad;
    llvm::consumeError(kinds.takeError());
  }
}

TEST_F(TuningTest, RunnerRefusesWhatItCannotTime) {
  EXPECT_EQ(benchUnsupportedReason(linearGemmKey(64, 64, 64)), "");
  EXPECT_NE(benchUnsupportedReason(linearGemmKey(64, 64, 64, ElementType::I8)), "");
}

// "none" is the originals alone; names are trimmed; alignN needs a power of two >= 8.
TEST_F(TuningTest, CandidateKindsParseToTheirMultiples) {
  llvm::Expected<std::vector<CandidateKind>> none = parseCandidateKinds(" none ");
  ASSERT_TRUE(static_cast<bool>(none));
  EXPECT_TRUE(none->empty());
  std::vector<CandidateKind> kinds = *parseCandidateKinds(" align , align8,align256 ,tile,wave,model");
  std::vector<std::pair<std::string, int64_t>> got;
  for (const CandidateKind &k : kinds)
    got.push_back({k.name, k.multiple});
  EXPECT_EQ(got, (std::vector<std::pair<std::string, int64_t>>{
                     {"align", 0}, {"align8", 8}, {"align256", 256}, {"tile", 0}, {"wave", 0},
                     {"model", 0}}));
  for (const char *bad : {"align0", "align-8", "align", "none,align"}) {
    llvm::Expected<std::vector<CandidateKind>> k = parseCandidateKinds(bad);
    if (std::string(bad) == "align") {
      EXPECT_TRUE(static_cast<bool>(k));
      continue;
    }
    EXPECT_FALSE(static_cast<bool>(k)) << bad;
    llvm::consumeError(k.takeError());
  }
  std::vector<BenchProblem> originals =
      planBenchmarks({analysed(linearGemmKey(8192, 50257, 768))}, model, *none, 0.1);
  ASSERT_EQ(originals.size(), 1u);
  ASSERT_EQ(originals[0].variants.size(), 1u);
  EXPECT_EQ(originals[0].variants[0].label, "original");
}

// A variant is listed once (align and align8 pad GPT-2's vocab alike), never
// past max-overhead, and never more than kMaxBenchVariants of them.
TEST_F(TuningTest, VariantsAreUniqueWithinTheOverheadAndCapped) {
  GemmKey head = linearGemmKey(8192, 50257, 768);
  std::vector<BenchProblem> plan = planBenchmarks(
      {analysed(head)}, model, *parseCandidateKinds("align,align8,align16"), 0.1);
  ASSERT_EQ(plan.size(), 1u);
  std::vector<std::string> labels;
  for (const BenchVariant &v : plan[0].variants)
    labels.push_back(v.label);
  EXPECT_EQ(labels, (std::vector<std::string>{"original", "align", "align16"}));
  EXPECT_EQ(plan[0].variants[2].n, 50272);
  // align4096 (N 53248) adds 6% FLOPs: past a 5% overhead, within 10%.
  auto withAlign4096 = [&](double overhead) {
    return planBenchmarks({analysed(head)}, model, *parseCandidateKinds("align4096"), overhead)[0]
        .variants.size();
  };
  EXPECT_EQ(withAlign4096(0.05), 1u);
  EXPECT_EQ(withAlign4096(0.10), 2u);
  // Every multiple from 8 to 2^20 on a small odd problem: the list stops at the cap.
  std::string many = "align8";
  for (int shift = 4; shift <= 20; ++shift)
    many += ",align" + std::to_string(int64_t(1) << shift);
  std::vector<BenchProblem> capped = planBenchmarks(
      {analysed(linearGemmKey(1001, 1001, 1001))}, model, *parseCandidateKinds(many), 1e6);
  EXPECT_EQ(capped[0].variants.size(), kMaxBenchVariants);
}

TEST_F(TuningTest, TheRunnerTimesPlainLayoutsOfOneFloatTypeOnly) {
  for (ElementType type : {ElementType::BF16, ElementType::F16, ElementType::F32, ElementType::TF32})
    for (GemmDim a : {GemmDim::K, GemmDim::M})
      for (GemmDim b : {GemmDim::N, GemmDim::K})
        EXPECT_EQ(benchUnsupportedReason(denseGemmKey(type, 2, 64, 64, 64, a, b)), "");
  EXPECT_EQ(benchUnsupportedReason(linearGemmKey(64, 64, 64, ElementType::F8E4M3FN)),
            "the runner times f32, tf32, f16 and bf16 GEMMs only");
  GemmKey mixed = linearGemmKey(64, 64, 64);
  mixed.cType = ElementType::F32;
  EXPECT_EQ(benchUnsupportedReason(mixed), "mixed element types");
  GemmKey mixedB = linearGemmKey(64, 64, 64);
  mixedB.bType = ElementType::F16;
  EXPECT_EQ(benchUnsupportedReason(mixedB), "mixed element types");
  const std::string layout =
      "a layout other than row-major A [m,k] or [k,m], B [k,n] or [n,k], C [m,n]";
  GemmKey cTransposed = linearGemmKey(64, 64, 64);
  cTransposed.c.contiguous = GemmDim::M;
  cTransposed.c.leadingExtent = 64;
  EXPECT_EQ(benchUnsupportedReason(cTransposed), layout);
  GemmKey strided = linearGemmKey(64, 64, 64);
  strided.a.leadingExtent = 128; // rows of A further apart than K
  EXPECT_EQ(benchUnsupportedReason(strided), layout);
  GemmKey aAlongN = linearGemmKey(64, 64, 64);
  aAlongN.b.contiguous = GemmDim::M;
  EXPECT_EQ(benchUnsupportedReason(aAlongN), layout);
}

TEST_F(TuningTest, ProblemsIncListsEveryVariant) {
  std::vector<CandidateKind> kinds = *parseCandidateKinds("align");
  std::string inc =
      renderProblemsInc(planBenchmarks({analysed(linearGemmKey(8192, 50257, 768))}, model, kinds, 0.1));
  EXPECT_NE(inc.find("{8192, 50257, 768, \"original\"}, {8192, 50264, 768, \"align\"}"),
            std::string::npos)
      << inc;
}

TEST_F(TuningTest, DatabaseChoosesTheFastestValidVariantWithPads) {
  llvm::Expected<TuningDb> db = TuningDb::parse(kDb, "inline");
  ASSERT_TRUE(static_cast<bool>(db)) << llvm::toString(db.takeError());
  const TuningEntry *e = db->lookup("NVIDIA H200", linearGemmKey(8192, 50257, 768));
  ASSERT_NE(e, nullptr);
  EXPECT_EQ(db->lookup("NVIDIA H100 SXM", linearGemmKey(8192, 50257, 768)), nullptr);
  EXPECT_EQ(db->lookup("NVIDIA H200", linearGemmKey(8192, 50258, 768)), nullptr);
  // The invalid variant is never chosen, however fast.
  MeasuredChoice copied = chooseMeasured(*e, {});
  EXPECT_EQ(copied.variant->label, "align");
  EXPECT_DOUBLE_EQ(copied.totalUs, 900 + 200 + 1000);
  MeasuredChoice once = chooseMeasured(*e, {false, true, false});
  EXPECT_DOUBLE_EQ(once.totalUs, 900 + 1000);
  EXPECT_DOUBLE_EQ(once.originalUs, 6000);
}

TEST_F(TuningTest, DatabaseRefusesMalformedFiles) {
  for (const char *text : {"{", R"({"format_version": 2, "entries": []})",
                           R"({"entries": []})",
                           R"({"format_version": 1, "entries": [{"target": "x"}]})"}) {
    llvm::Expected<TuningDb> db = TuningDb::parse(text, "inline");
    EXPECT_FALSE(static_cast<bool>(db)) << text;
    llvm::consumeError(db.takeError());
  }
}

// An entry must hold at least the original shape: the choice compares with it.
TEST_F(TuningTest, DatabaseRefusesAnEntryWithoutVariants) {
  std::string text = kDb;
  size_t from = text.find("\"variants\": [");
  size_t to = text.find("]}]}");
  ASSERT_NE(from, std::string::npos);
  ASSERT_NE(to, std::string::npos);
  text.replace(from, to - from + 1, "\"variants\": []");
  llvm::Expected<TuningDb> db = TuningDb::parse(text, "inline");
  ASSERT_FALSE(static_cast<bool>(db)) << text;
  std::string message = llvm::toString(db.takeError());
  EXPECT_NE(message.find("needs at least the original shape at entries[0].variants"),
            std::string::npos)
      << message;
}

TEST_F(TuningTest, DatabaseSavesAndLoadsAndMergesByKey) {
  llvm::SmallString<128> path;
  ASSERT_FALSE(llvm::sys::fs::createTemporaryFile("tuning", "json", path));
  llvm::Expected<TuningDb> db = TuningDb::parse(kDb, "inline");
  ASSERT_TRUE(static_cast<bool>(db));
  ASSERT_FALSE(static_cast<bool>(db->save(path)));
  llvm::Expected<TuningDb> loaded = TuningDb::load(path);
  ASSERT_TRUE(static_cast<bool>(loaded)) << llvm::toString(loaded.takeError());
  ASSERT_EQ(loaded->entries().size(), 1u);
  EXPECT_EQ(loaded->entries()[0].variants.size(), 3u);
  // Each variant's every field as it was (the padded N's B pad of 200 us, its
  // slice of 1000, its error) read back.
  for (size_t i = 0; i < 3; ++i) {
    const MeasuredVariant &was = db->entries()[0].variants[i],
                          &is = loaded->entries()[0].variants[i];
    EXPECT_EQ(is.label, was.label);
    EXPECT_EQ(std::tie(is.m, is.n, is.k, is.valid), std::tie(was.m, was.n, was.k, was.valid));
    EXPECT_EQ(std::tie(is.gemmUs, is.padAUs, is.padBUs, is.sliceUs, is.relError),
              std::tie(was.gemmUs, was.padAUs, was.padBUs, was.sliceUs, was.relError))
        << was.label;
  }
  EXPECT_EQ(loaded->entries()[0].variants[1].padBUs, 200);
  // The same key again replaces, not duplicates.
  loaded->merge(*db);
  EXPECT_EQ(loaded->entries().size(), 1u);
  llvm::sys::fs::remove(path);
}

TEST_F(TuningTest, MeasuredAttentionMatchesOnlyTheSameProblem) {
  const char *text = R"({"format_version": 1, "entries": [], "attention_entries": [
    {"backend": "cudnn", "batch": 4, "causal": true, "driver": "580.159.04", "dtype": "bf16",
     "explicit_mask": false, "gpu": "NVIDIA H200", "head_dim": 80, "heads": 32, "kv_heads": 32,
     "kv_len": 2048, "library": "torch 2.11.0+cu130, cuDNN 91900", "q_len": 2048,
     "target": "NVIDIA H200", "v_head_dim": 80, "variants": [
       {"bwd_us": 3902.25, "fwd_us": 1101.5, "head_dim": 80, "heads": 32, "kv_heads": 32,
        "label": "original", "v_head_dim": 80, "valid": true},
       {"bwd_us": 3500, "fwd_us": 1050, "head_dim": 64, "heads": 40, "kv_heads": 40,
        "label": "heads_40", "v_head_dim": 64, "valid": true},
       {"bwd_us": 1, "fwd_us": 1, "head_dim": 160, "heads": 16, "kv_heads": 16,
        "label": "heads_16", "v_head_dim": 160, "valid": false}]}]})";
  llvm::Expected<TuningDb> db = TuningDb::parse(text, "inline");
  ASSERT_TRUE(static_cast<bool>(db)) << llvm::toString(db.takeError());
  AttentionKey key = oneAttentionEntryKey();
  key.headDim = key.vHeadDim = 80;
  auto find = [&](const AttentionKey &k, AttentionBackend b = AttentionBackend::Cudnn,
                  llvm::StringRef target = "NVIDIA H200") {
    return db->measuredAttention(target, k, b);
  };
  std::optional<MeasuredAttention> original = find(key);
  ASSERT_TRUE(original.has_value());
  EXPECT_DOUBLE_EQ(original->fwdUs, 1101.5);
  EXPECT_DOUBLE_EQ(original->bwdUs, 3902.25);
  // A variant of the entry: the same problem at other heads.
  AttentionKey heads40 = key;
  heads40.heads = heads40.kvHeads = 40;
  heads40.headDim = heads40.vHeadDim = 64;
  ASSERT_TRUE(find(heads40).has_value());
  EXPECT_DOUBLE_EQ(find(heads40)->fwdUs, 1050);
  // Each field of the problem must match: a causal time is not a full one.
  auto differs = [&](auto change) {
    AttentionKey k = key;
    change(k);
    return !find(k).has_value();
  };
  EXPECT_TRUE(differs([](AttentionKey &k) { k.causal = false; }));
  EXPECT_TRUE(differs([](AttentionKey &k) { k.explicitMask = true; }));
  EXPECT_TRUE(differs([](AttentionKey &k) { k.batch = 8; }));
  EXPECT_TRUE(differs([](AttentionKey &k) { k.qLen = 1024; }));
  EXPECT_TRUE(differs([](AttentionKey &k) { k.kvLen = 4096; }));
  EXPECT_TRUE(differs([](AttentionKey &k) { k.type = ElementType::F16; }));
  EXPECT_TRUE(differs([](AttentionKey &k) { k.kvHeads = 8; }));
  EXPECT_TRUE(differs([](AttentionKey &k) { k.headDim = k.vHeadDim = 64; }));
  // The heads apart from the KV heads (64 over 32: grouped), V's head dim apart from Q's.
  EXPECT_TRUE(differs([](AttentionKey &k) { k.heads = 64; }));
  EXPECT_TRUE(differs([](AttentionKey &k) { k.vHeadDim = 64; }));
  EXPECT_TRUE(differs([](AttentionKey &k) { k.headDim = 64; }));
  EXPECT_FALSE(find(key, AttentionBackend::Flash2).has_value());
  EXPECT_FALSE(find(key, AttentionBackend::Cudnn, "NVIDIA H100 SXM").has_value());
  // A variant that failed its check (1 us) is no measurement: the model prices it.
  AttentionKey heads16 = key;
  heads16.heads = heads16.kvHeads = 16;
  heads16.headDim = heads16.vHeadDim = 160;
  EXPECT_FALSE(find(heads16).has_value());
}

// Two backends' results for one shape are two measurements: merging cuDNN's
// must not replace FlashAttention-2's (only the same backend's is replaced).
TEST_F(TuningTest, MergingAttentionKeepsEachBackendsEntryOfTheSameShape) {
  TuningDb db = oneAttentionEntry("flash2", 1000);
  db.merge(oneAttentionEntry("cudnn", 800));
  EXPECT_EQ(db.attentionEntries().size(), 2u);
  AttentionKey key = oneAttentionEntryKey();
  std::optional<MeasuredAttention> flash = db.measuredAttention("NVIDIA H200", key,
                                                                AttentionBackend::Flash2);
  std::optional<MeasuredAttention> cudnn = db.measuredAttention("NVIDIA H200", key,
                                                                AttentionBackend::Cudnn);
  ASSERT_TRUE(flash.has_value());
  ASSERT_TRUE(cudnn.has_value());
  EXPECT_DOUBLE_EQ(flash->fwdUs, 1000);
  EXPECT_DOUBLE_EQ(cudnn->fwdUs, 800);
  // The same backend and shape again replaces its own entry.
  db.merge(oneAttentionEntry("cudnn", 700));
  EXPECT_EQ(db.attentionEntries().size(), 2u);
  EXPECT_DOUBLE_EQ(db.measuredAttention("NVIDIA H200", key, AttentionBackend::Cudnn)->fwdUs, 700);
  EXPECT_DOUBLE_EQ(db.measuredAttention("NVIDIA H200", key, AttentionBackend::Flash2)->fwdUs,
                   1000);
}

// Another shape of the same backend is another measurement: merging it
// replaces nothing.
TEST_F(TuningTest, MergingAttentionKeepsEachShapesEntry) {
  TuningDb db = oneAttentionEntry("cudnn", 800);
  db.merge(oneAttentionEntry("cudnn", 300, "NVIDIA H200", 1024));
  EXPECT_EQ(db.attentionEntries().size(), 2u);
  AttentionKey key = oneAttentionEntryKey(), shorter = key;
  shorter.qLen = 1024;
  EXPECT_DOUBLE_EQ(db.measuredAttention("NVIDIA H200", key, AttentionBackend::Cudnn)->fwdUs, 800);
  EXPECT_DOUBLE_EQ(db.measuredAttention("NVIDIA H200", shorter, AttentionBackend::Cudnn)->fwdUs,
                   300);
  // Another target's measurement of the same shape is kept beside it too.
  db.merge(oneAttentionEntry("cudnn", 1100, "NVIDIA H100 SXM"));
  EXPECT_EQ(db.attentionEntries().size(), 3u);
  EXPECT_DOUBLE_EQ(db.measuredAttention("NVIDIA H200", key, AttentionBackend::Cudnn)->fwdUs, 800);
}

// The same problem measured under two cuBLASLt versions: the newer run is the one looked up
// and the one whose time stands for the problem, whatever the order in the file.
TEST_F(TuningTest, LookupTakesTheNewestCublasLtRun) {
  std::string older = kDb, newer = kDb;
  newer.replace(newer.find("130100"), 6, "130200");
  newer.replace(newer.find("\"gemm_us\": 6000"), 15, "\"gemm_us\": 5000");
  auto entryOf = [](const std::string &db) {
    size_t from = db.find("{\"target\"");
    return db.substr(from, db.rfind("]}") - from);
  };
  for (bool newerFirst : {false, true}) {
    std::string text = R"({"format_version": 1, "entries": [)" +
                       entryOf(newerFirst ? newer : older) + ", " +
                       entryOf(newerFirst ? older : newer) + "]}";
    llvm::Expected<TuningDb> db = TuningDb::parse(text, "inline");
    ASSERT_TRUE(static_cast<bool>(db)) << llvm::toString(db.takeError()) << text;
    const TuningEntry *e = db->lookup("NVIDIA H200", linearGemmKey(8192, 50257, 768));
    ASSERT_NE(e, nullptr);
    EXPECT_EQ(e->context.cublaslt, 130200) << newerFirst;
    EXPECT_EQ(db->measuredGemmUs("NVIDIA H200", linearGemmKey(8192, 50257, 768)),
              std::optional<double>(5000))
        << newerFirst;
  }
}

// Merging keeps a measurement of another cuBLASLt beside the one it has (the
// look-up then takes the newest); one of the same cuBLASLt replaces it.
TEST_F(TuningTest, MergeKeepsEachCublasLtVersionsMeasurement) {
  std::string older = kDb, newer = kDb, again = kDb;
  newer.replace(newer.find("130100"), 6, "130200");
  newer.replace(newer.find("\"gemm_us\": 6000"), 15, "\"gemm_us\": 5000");
  again.replace(again.find("\"gemm_us\": 6000"), 15, "\"gemm_us\": 5500");
  auto load = [](const std::string &text) {
    llvm::Expected<TuningDb> db = TuningDb::parse(text, "inline");
    EXPECT_TRUE(static_cast<bool>(db)) << llvm::toString(db.takeError());
    return db ? std::move(*db) : TuningDb();
  };
  TuningDb db = load(older);
  size_t before = db.entries().size();
  db.merge(load(newer));
  EXPECT_EQ(db.entries().size(), 2 * before);
  EXPECT_EQ(db.measuredGemmUs("NVIDIA H200", linearGemmKey(8192, 50257, 768)),
            std::optional<double>(5000));
  size_t both = db.entries().size();
  db.merge(load(again));
  EXPECT_EQ(db.entries().size(), both);
  int older130100 = 0;
  for (const TuningEntry &e : db.entries())
    if (e.context.cublaslt == 130100 && e.key == linearGemmKey(8192, 50257, 768))
      ++older130100;
  EXPECT_EQ(older130100, 1);
}

// A measured variant that failed its check (or did not run) is no time for its shape.
TEST_F(TuningTest, MeasuredGemmTimeSkipsInvalidVariants) {
  llvm::Expected<TuningDb> db = TuningDb::parse(kDb, "inline");
  ASSERT_TRUE(static_cast<bool>(db)) << llvm::toString(db.takeError());
  EXPECT_EQ(db->measuredGemmUs("NVIDIA H200", linearGemmKey(8192, 50264, 768)),
            std::optional<double>(900));
  // "broken" (8192 x 50304) measured 10 us but was not valid.
  EXPECT_EQ(db->measuredGemmUs("NVIDIA H200", linearGemmKey(8192, 50304, 768)), std::nullopt);
}

// A measurement is its GPU's: the same problem measured on another target is
// another entry, kept beside it by a merge, and each look-up takes its own
// target's (GEMMs and attention alike).
TEST_F(TuningTest, EachTargetKeepsItsOwnMeasurement) {
  std::string h100 = kDb;
  for (const char *from : {"\"target\": \"NVIDIA H200\"", "\"gpu\": \"NVIDIA H200\""})
    h100.replace(h100.find(from), std::string(from).size(),
                 std::string(from).replace(std::string(from).find("H200"), 4, "H100 SXM"));
  h100.replace(h100.find("\"gemm_us\": 6000"), 15, "\"gemm_us\": 7000");
  llvm::Expected<TuningDb> a = TuningDb::parse(kDb, "h200"), b = TuningDb::parse(h100, "h100");
  ASSERT_TRUE(a && b);
  TuningDb db = std::move(*a);
  db.merge(*b);
  EXPECT_EQ(db.entries().size(), 2u);
  GemmKey key = linearGemmKey(8192, 50257, 768);
  EXPECT_EQ(db.measuredGemmUs("NVIDIA H200", key), std::optional<double>(6000));
  EXPECT_EQ(db.measuredGemmUs("NVIDIA H100 SXM", key), std::optional<double>(7000));
  ASSERT_NE(db.lookup("NVIDIA H100 SXM", key), nullptr);
  EXPECT_EQ(db.lookup("NVIDIA H100 SXM", key)->context.target, "NVIDIA H100 SXM");
  EXPECT_EQ(db.lookup("NVIDIA A100 80GB SXM", key), nullptr);

  TuningDb attention = oneAttentionEntry("cudnn", 800, "NVIDIA H200");
  attention.merge(oneAttentionEntry("cudnn", 1100, "NVIDIA H100 SXM"));
  EXPECT_EQ(attention.attentionEntries().size(), 2u);
  AttentionKey k = oneAttentionEntryKey();
  EXPECT_DOUBLE_EQ(attention.measuredAttention("NVIDIA H200", k, AttentionBackend::Cudnn)->fwdUs,
                   800);
  EXPECT_DOUBLE_EQ(
      attention.measuredAttention("NVIDIA H100 SXM", k, AttentionBackend::Cudnn)->fwdUs, 1100);
}

// A measured time is for its GEMM exactly: the same shape with another
// operand layout or element type is another problem, with no time here.
TEST_F(TuningTest, MeasuredGemmTimeIsForTheSameLayoutAndType) {
  llvm::Expected<TuningDb> db = TuningDb::parse(kDb, "inline");
  ASSERT_TRUE(static_cast<bool>(db)) << llvm::toString(db.takeError());
  ASSERT_EQ(db->measuredGemmUs("NVIDIA H200", linearGemmKey(8192, 50264, 768)),
            std::optional<double>(900));
  const GemmDim K = GemmDim::K, N = GemmDim::N, M = GemmDim::M;
  EXPECT_EQ(db->measuredGemmUs("NVIDIA H200",
                               denseGemmKey(ElementType::BF16, 1, 8192, 50264, 768, K, N)),
            std::nullopt);
  EXPECT_EQ(db->measuredGemmUs("NVIDIA H200",
                               denseGemmKey(ElementType::BF16, 1, 8192, 50264, 768, M, K)),
            std::nullopt);
  EXPECT_EQ(db->measuredGemmUs("NVIDIA H200", linearGemmKey(8192, 50264, 768, ElementType::F16)),
            std::nullopt);
}

// Whether results came from another GPU than the target: a name or alias of
// the target itself is the same GPU; another known GPU is named with its
// target; an unknown one is said to be unknown.
TEST(OtherGpu, AnAliasOfTheTargetIsTheSameGpu) {
  TargetRegistry registry;
  const GpuTarget &h200 = *registry.lookup("h200");
  EXPECT_EQ(otherGpuThan("h200", registry, h200), std::nullopt);
  EXPECT_EQ(otherGpuThan(h200.name, registry, h200), std::nullopt);
  const GpuTarget &h100 = *registry.lookup("h100");
  EXPECT_EQ(otherGpuThan("h100", registry, h200), "'h100' (" + h100.name + ")");
  EXPECT_EQ(otherGpuThan("banana", registry, h200), "'banana', which dimtune does not know");
}
