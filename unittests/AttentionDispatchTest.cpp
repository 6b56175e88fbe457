//===- AttentionDispatchTest.cpp - Which kernel PyTorch SDPA runs ---------===//
//
// One test per dispatch rule (AttentionDispatch.h, docs/attention-kernels.md):
// what a head dim, a dtype, a mask, grouped-query heads, a causal shape and
// the architecture do to the backend attention=default picks.
//
//===----------------------------------------------------------------------===//

#include "dimtune/Calibration/Csv.h"
#include "dimtune/CostModel/AttentionDispatch.h"
#include "dimtune/CostModel/AttentionModel.h"

#include "gtest/gtest.h"


using namespace dimtune;

namespace {

class AttentionDispatchTest : public ::testing::Test {
protected:
  TargetRegistry registry;
  const GpuTarget &h200 = *registry.lookup("h200");

  static AttentionKey key(int64_t headDim, int64_t heads = 16, int64_t kvHeads = 16) {
    AttentionKey k;
    k.batch = 4;
    k.heads = heads;
    k.kvHeads = kvHeads;
    k.qLen = k.kvLen = 2048;
    k.headDim = k.vHeadDim = headDim;
    k.causal = true;
    return k;
  }
  AttentionBackend picked(const AttentionKey &k, const GpuTarget &target) const {
    return dispatchAttention(k, AttentionChoice::Default, target).backend;
  }
  AttentionBackend picked(const AttentionKey &k) const { return picked(k, h200); }
};

} // namespace

TEST_F(AttentionDispatchTest, CudnnFirstOnHopperAndBlackwellFlashFirstOnAmpere) {
  EXPECT_EQ(sdpaPriorityOrder(h200).front(), AttentionBackend::Cudnn);
  EXPECT_EQ(sdpaPriorityOrder(*registry.lookup("b200")).front(), AttentionBackend::Cudnn);
  EXPECT_EQ(sdpaPriorityOrder(*registry.lookup("a100")).front(), AttentionBackend::Flash2);
  EXPECT_EQ(sdpaPriorityOrder(*registry.lookup("l40s")).front(), AttentionBackend::Flash2);
  EXPECT_EQ(picked(key(128)), AttentionBackend::Cudnn);
  EXPECT_EQ(picked(key(128), *registry.lookup("a100")), AttentionBackend::Flash2);
  // Neither cuDNN nor FlashAttention before sm_80: the memory-efficient kernel.
  EXPECT_EQ(picked(key(128), *registry.lookup("t4")), AttentionBackend::Efficient);
}

TEST_F(AttentionDispatchTest, HeadDimNotAMultipleOf8GoesToFlashWithItsPaddingCopy) {
  // GPT-2 XL with 16 or 32 heads: head dims 100 and 50.
  for (int64_t headDim : {50, 100, 8 * 12 + 1}) {
    AttentionDispatch d = dispatchAttention(key(headDim), AttentionChoice::Default, h200);
    EXPECT_EQ(d.backend, AttentionBackend::Flash2) << headDim;
    EXPECT_NE(d.reason.find("not a multiple of 8"), std::string::npos) << d.reason;
  }
}

TEST_F(AttentionDispatchTest, CudnnChecksTheValueHeadDimToo) {
  // Q/K head dim 128, V head dim 100 (an MLA-like split): cuDNN refuses V's,
  // and FlashAttention the two head dims that differ.
  AttentionKey split = key(128);
  split.vHeadDim = 100;
  AttentionDispatch named = dispatchAttention(split, AttentionChoice::Cudnn, h200);
  EXPECT_EQ(named.backend, AttentionBackend::Unfused);
  EXPECT_NE(named.reason.find("head dim 100 is not a multiple of 8"), std::string::npos)
      << named.reason;
  EXPECT_NE(picked(split), AttentionBackend::Cudnn);
  EXPECT_NE(picked(split), AttentionBackend::Flash2);
  split.vHeadDim = 96; // both multiples of 8: cuDNN runs it
  EXPECT_EQ(picked(split), AttentionBackend::Cudnn);
}

TEST_F(AttentionDispatchTest, HeadDimAbove256GoesToTheMemoryEfficientKernel) {
  EXPECT_EQ(picked(key(256)), AttentionBackend::Cudnn);
  EXPECT_EQ(picked(key(264)), AttentionBackend::Efficient);
  EXPECT_EQ(picked(key(512)), AttentionBackend::Efficient);
}

TEST_F(AttentionDispatchTest, NothingFusedTakesAnOddHeadDimAbove256) {
  AttentionDispatch d = dispatchAttention(key(300 + 1), AttentionChoice::Default, h200);
  EXPECT_EQ(d.backend, AttentionBackend::Unfused);
  EXPECT_NE(d.reason.find("math path"), std::string::npos) << d.reason;
}

TEST_F(AttentionDispatchTest, AnExplicitMaskKeepsFlashOut) {
  AttentionKey masked = key(100);
  masked.explicitMask = true;
  masked.causal = false;
  // cuDNN: not a multiple of 8; flash: no mask; efficient: not a multiple of 8.
  EXPECT_EQ(picked(masked), AttentionBackend::Unfused);
  masked.headDim = masked.vHeadDim = 128;
  EXPECT_EQ(picked(masked), AttentionBackend::Cudnn);
  EXPECT_EQ(picked(masked, *registry.lookup("a100")), AttentionBackend::Efficient);
}

TEST_F(AttentionDispatchTest, GroupedQueryAboveWhatCudnnAndFlashTakeFallsToMath) {
  // The memory-efficient kernel takes no grouped-query heads in PyTorch 2.11.
  EXPECT_EQ(picked(key(512, 32, 8)), AttentionBackend::Unfused);
  EXPECT_EQ(picked(key(512, 32, 32)), AttentionBackend::Efficient);
  EXPECT_EQ(picked(key(128, 32, 8)), AttentionBackend::Cudnn);
}

TEST_F(AttentionDispatchTest, Float32RunsOnTheMemoryEfficientKernel) {
  AttentionKey f32 = key(64);
  f32.type = ElementType::F32;
  EXPECT_EQ(picked(f32), AttentionBackend::Efficient);
  f32.headDim = f32.vHeadDim = 66; // f32 needs multiples of 4
  EXPECT_EQ(picked(f32), AttentionBackend::Unfused);
}

TEST_F(AttentionDispatchTest, NonSquareCausalIsNotFlash) {
  // A causal chunk of queries over a longer cache: flash refuses is_causal.
  AttentionKey chunk = key(100);
  chunk.qLen = 512;
  EXPECT_EQ(picked(chunk), AttentionBackend::Unfused);
  chunk.headDim = chunk.vHeadDim = 128;
  EXPECT_EQ(picked(chunk), AttentionBackend::Cudnn);
}

TEST_F(AttentionDispatchTest, DecodeOverACacheOfOneKeyIsNotCudnn) {
  AttentionKey decode = key(128);
  decode.causal = false;
  decode.qLen = 1;
  decode.kvLen = 1;
  EXPECT_EQ(picked(decode), AttentionBackend::Flash2);
  decode.kvLen = 4096;
  EXPECT_EQ(picked(decode), AttentionBackend::Cudnn);
}

TEST_F(AttentionDispatchTest, ANamedBackendThatCannotRunItIsTheMathPath) {
  AttentionDispatch d = dispatchAttention(key(100), AttentionChoice::Cudnn, h200);
  EXPECT_EQ(d.backend, AttentionBackend::Unfused);
  EXPECT_NE(d.reason.find("cudnn cannot run it"), std::string::npos) << d.reason;
  EXPECT_EQ(dispatchAttention(key(100), AttentionChoice::Flash2, h200).backend,
            AttentionBackend::Flash2);
  EXPECT_EQ(dispatchAttention(key(128), AttentionChoice::Unfused, h200).backend,
            AttentionBackend::Unfused);
}

TEST_F(AttentionDispatchTest, ChoiceNamesRoundTrip) {
  for (AttentionChoice c : {AttentionChoice::Default, AttentionChoice::Flash2,
                            AttentionChoice::Flash3, AttentionChoice::Cudnn,
                            AttentionChoice::Efficient, AttentionChoice::Unfused})
    EXPECT_EQ(parseAttentionChoice(attentionChoiceName(c)), c);
  EXPECT_FALSE(parseAttentionChoice("bogus"));
}

namespace {

int64_t number(const CsvRow &row, llvm::StringRef column) {
  int64_t value = 0;
  EXPECT_FALSE(row[column].getAsInteger(10, value)) << column.str();
  return value;
}

} // namespace

// What PyTorch 2.11 ran on the H200 for each problem of measure_dispatch.py
// (head dims 32-512, bf16/fp16/fp32, masks, GQA, decode; the profiled
// kernels' backend), replayed through the dispatch: with attention=default
// the backend it ran; with one named, the math path exactly where SDPA
// refused that backend.
TEST_F(AttentionDispatchTest, AgreesWithWhatRanOnTheH200) {
  CsvTable table;
  llvm::Error read =
      readCsv(DIMTUNE_SOURCE_DIR "/benchmarks/results/serving/dispatch.csv", {}, table);
  ASSERT_FALSE(read) << llvm::toString(std::move(read));
  int checked = 0;
  for (const CsvRow &row : table.rows) {
    AttentionKey k;
    llvm::StringRef dtype = row["dtype"];
    k.type = dtype == "fp32" ? ElementType::F32
             : dtype == "fp16" ? ElementType::F16
                               : ElementType::BF16;
    k.batch = number(row, "batch");
    k.heads = number(row, "heads");
    k.kvHeads = number(row, "kv_heads");
    k.qLen = number(row, "q_len");
    k.kvLen = number(row, "kv_len");
    k.headDim = k.vHeadDim = number(row, "head_dim");
    k.causal = row["causal"] == "1";
    k.explicitMask = !row["mask"].empty();
    std::string what = (row["case"] + " head dim " + row["head_dim"] + " (" +
                        row["backend_requested"] + ")")
                           .str();
    llvm::StringRef requested = row["backend_requested"];
    if (requested == "default") {
      if (row["status"] != "ok")
        continue;
      llvm::StringRef ran = row["fwd_backend"];
      std::optional<AttentionBackend> want =
          ran == "math" ? AttentionBackend::Unfused : parseAttentionBackend(ran);
      ASSERT_TRUE(want) << what << ": ran " << ran.str();
      EXPECT_EQ(attentionBackendName(picked(k)), attentionBackendName(*want)) << what;
      ++checked;
      continue;
    }
    if (requested == "math")
      continue;
    std::optional<AttentionBackend> backend = parseAttentionBackend(requested);
    ASSERT_TRUE(backend) << what;
    // The refusal's message holds commas: the writer quoted it.
    bool refused = row["status"].ltrim('"').starts_with("unsupported");
    AttentionChoice choice = static_cast<AttentionChoice>(*backend);
    EXPECT_EQ(dispatchAttention(k, choice, h200).fused(), !refused) << what;
    ++checked;
  }
  EXPECT_GT(checked, 150);
}

// Which architectures each fused kernel runs on, and up to which head dim:
// FlashAttention-2 and cuDNN from sm_80, cuDNN to head dim 256 from sm_90
// and 128 before; FlashAttention-3's kernels are sm_90's only (not Ampere's,
// not Blackwell's); the memory-efficient kernel anywhere.
TEST_F(AttentionDispatchTest, EachKernelsArchitecturesAndHeadDims) {
  auto runs = [&](AttentionBackend backend, const char *gpu, int64_t headDim) {
    llvm::Expected<AttentionKernel> k = attentionKernel(backend, headDim, *registry.lookup(gpu));
    if (k)
      return std::string("runs");
    return llvm::toString(k.takeError());
  };
  using B = AttentionBackend;
  EXPECT_EQ(runs(B::Flash3, "h200", 128), "runs");
  EXPECT_EQ(runs(B::Flash3, "h100", 128), "runs");
  for (const char *gpu : {"a100-80gb", "b200", "l40s"})
    EXPECT_NE(runs(B::Flash3, gpu, 128).find("its kernels are for sm_90"), std::string::npos)
        << gpu;
  EXPECT_EQ(runs(B::Flash2, "a100-80gb", 128), "runs");
  EXPECT_EQ(runs(B::Flash2, "b200", 128), "runs");
  EXPECT_NE(runs(B::Flash2, "t4", 128).find("it needs sm_80 or newer"), std::string::npos);
  EXPECT_NE(runs(B::Cudnn, "v100", 64).find("it needs sm_80 or newer"), std::string::npos);
  EXPECT_EQ(runs(B::Cudnn, "h200", 256), "runs");
  EXPECT_EQ(runs(B::Cudnn, "b200", 256), "runs");
  EXPECT_NE(runs(B::Cudnn, "a100-80gb", 256).find("head dim 256 is above 128"), std::string::npos);
  EXPECT_EQ(runs(B::Cudnn, "a100-80gb", 128), "runs");
  EXPECT_EQ(runs(B::Efficient, "v100", 128), "runs");
  EXPECT_EQ(runs(B::Efficient, "t4", 512), "runs");
}
