//===- GemmKeyTest.cpp - The one GEMM key: identity, JSON, alignment ------===//

#include "dimtune/CostModel/GemmKey.h"

#include "llvm/ADT/DenseMap.h"

#include "gtest/gtest.h"

using namespace dimtune;

namespace {

GemmKey roundTrip(const GemmKey &key) {
  GemmKey back;
  llvm::json::Path::Root root;
  EXPECT_TRUE(fromJSON(toJSON(key), back, root)) << llvm::toString(root.getError());
  return back;
}

} // namespace

TEST(GemmKey, JsonRoundTripsEveryField) {
  GemmKey dense = denseGemmKey(ElementType::F16, 12, 1024, 1024, 64, GemmDim::M, GemmDim::N);
  EXPECT_EQ(roundTrip(dense), dense);
  // Mixed types and a collapsed layout (the row is not the whole dim) survive.
  GemmKey odd = linearGemmKey(512, 768, 3072);
  odd.bType = ElementType::F8E4M3FN;
  odd.cType = ElementType::F32;
  odd.a.leadingExtent = 64;
  odd.c.spans = spanMask({GemmDim::M, GemmDim::N});
  GemmKey back = roundTrip(odd);
  EXPECT_EQ(back, odd);
  EXPECT_EQ(back.bType, ElementType::F8E4M3FN);
  EXPECT_EQ(back.a.leadingExtent, 64);
}

TEST(GemmKey, JsonOfTheDenseFormIsTheDatabaseForm) {
  llvm::json::Value v = toJSON(linearGemmKey(8192, 50257, 768));
  const llvm::json::Object &o = *v.getAsObject();
  EXPECT_EQ(o.getString("dtype"), "bf16");
  EXPECT_EQ(o.getString("a_contig"), "k");
  EXPECT_EQ(o.getString("b_contig"), "k");
  EXPECT_EQ(o.getInteger("n"), 50257);
  EXPECT_FALSE(o.get("c_contig"));
  EXPECT_FALSE(o.get("b_dtype"));
}

TEST(GemmKey, JsonErrorsNameTheField) {
  for (auto [text, field] :
       {std::pair{R"({"dtype": "f64", "batch": 1, "m": 1, "n": 1, "k": 1, "a_contig": "k", "b_contig": "k"})", "dtype"},
        {R"({"dtype": "bf16", "batch": 1, "m": 0, "n": 1, "k": 1, "a_contig": "k", "b_contig": "k"})", "m"},
        {R"({"dtype": "bf16", "batch": 1, "m": 1, "n": 1, "k": 1, "a_contig": "q", "b_contig": "k"})", "a_contig"},
        {R"({"dtype": "bf16", "batch": 1, "m": 1, "n": 1, "k": 1, "a_contig": "k"})", "b_contig"},
        {R"({"dtype": "bf16", "batch": "1", "m": 1, "n": 1, "k": 1, "a_contig": "k", "b_contig": "k"})", "batch"},
        {R"({"dtype": "bf16", "b_dtype": "f64", "batch": 1, "m": 1, "n": 1, "k": 1, "a_contig": "k", "b_contig": "k"})", "b_dtype"},
        {R"({"dtype": "bf16", "c_dtype": "x", "batch": 1, "m": 1, "n": 1, "k": 1, "a_contig": "k", "b_contig": "k"})", "c_dtype"},
        {R"({"dtype": "bf16", "batch": 1, "m": 2147483648, "n": 1, "k": 1, "a_contig": "k", "b_contig": "k"})", "sizes beyond what the model takes"},
        {R"({"dtype": "bf16", "batch": 1, "m": 1, "n": 1, "k": 1, "a_contig": "k", "b_contig": "k", "c_contig": "z"})", "c_contig"},
        {R"({"dtype": "bf16", "batch": 1, "m": 1, "n": 1, "k": 1, "a_contig": "k", "b_contig": "k", "a_leading_extent": "64"})", "a_leading_extent"},
        {R"({"dtype": "bf16", "batch": 1, "m": 1, "n": 1, "k": 1, "a_contig": "k", "b_contig": "k", "b_spans": 1.5})", "b_spans"}}) {
    GemmKey key;
    llvm::json::Path::Root root;
    EXPECT_FALSE(fromJSON(*llvm::json::parse(text), key, root)) << text;
    std::string error = llvm::toString(root.getError());
    EXPECT_NE(error.find(field), std::string::npos) << error;
  }
}

// Where b_dtype and c_dtype are absent (the dense form), B is A's type and C
// too, but for int8's int32 result.
TEST(GemmKey, JsonTypesDefaultToTheDenseForm) {
  for (auto [dtype, c] : {std::pair{"bf16", ElementType::BF16}, {"i8", ElementType::I32}}) {
    std::string text = std::string(R"({"dtype": ")") + dtype +
                       R"(", "batch": 1, "m": 16, "n": 16, "k": 16, "a_contig": "k", "b_contig": "k"})";
    GemmKey key;
    llvm::json::Path::Root root;
    ASSERT_TRUE(fromJSON(*llvm::json::parse(text), key, root)) << llvm::toString(root.getError());
    EXPECT_EQ(key.bType, key.aType) << dtype;
    EXPECT_EQ(key.cType, c) << dtype;
  }
}

TEST(GemmKey, KeysTellApartWhatTheModelCan) {
  llvm::DenseMap<GemmKey, int> map;
  GemmKey base = linearGemmKey(1024, 1024, 1024);
  map[base] = 1;
  GemmKey transposed = denseGemmKey(ElementType::BF16, 1, 1024, 1024, 1024, GemmDim::M,
                                    GemmDim::K);
  GemmKey f16 = linearGemmKey(1024, 1024, 1024, ElementType::F16);
  GemmKey batched = denseGemmKey(ElementType::BF16, 2, 1024, 1024, 1024, GemmDim::K, GemmDim::K);
  EXPECT_EQ(map.count(transposed), 0u);
  EXPECT_EQ(map.count(f16), 0u);
  EXPECT_EQ(map.count(batched), 0u);
  // A batch dim of extent 1 that IR may or may not write is not a difference.
  GemmKey noBatchDim = base;
  noBatchDim.a.spans = spanMask({GemmDim::M, GemmDim::K});
  EXPECT_EQ(map.lookup(noBatchDim), 1);
}

TEST(GemmKey, MisalignedStridesNameOperandAndDim) {
  // GPT-2's LM head: W [50257, 768] has an aligned stride; y's 50257 is not.
  auto head = linearGemmKey(8192, 50257, 768).misalignedStrides();
  ASSERT_EQ(head.size(), 1u);
  EXPECT_EQ(head[0].operand, GemmOperand::C);
  EXPECT_EQ(head[0].contiguous, GemmDim::N);
  EXPECT_EQ(head[0].alignmentBytes, 2);
  EXPECT_TRUE(head[0].paddable);
  // K = 766: A and B (both contiguous in K) at 4 bytes.
  EXPECT_EQ(linearGemmKey(64, 64, 766).misalignedStrides().size(), 2u);
  EXPECT_EQ(linearGemmKey(64, 64, 766).worstStrideAlignmentBytes(), 4);
  // One row of a matrix keeps its stride (cuBLAS takes its path from it);
  // a vector has none.
  auto decode = linearGemmKey(1, 50257, 768).misalignedStrides();
  ASSERT_EQ(decode.size(), 1u);
  EXPECT_EQ(decode[0].operand, GemmOperand::C);
  GemmKey matvec = linearGemmKey(1, 50257, 768);
  matvec.c.leadingExtent = 0;
  EXPECT_TRUE(matvec.misalignedStrides().empty());
  // A row that is the innermost of collapsed loops cannot be fixed by padding.
  GemmKey collapsed = linearGemmKey(64, 64, 766);
  collapsed.a.leadingExtent = 383;
  for (const MisalignedStride &s : collapsed.misalignedStrides())
    if (s.operand == GemmOperand::A)
      EXPECT_FALSE(s.paddable);
}

TEST(GemmKey, StrideAlignmentNeverOverflows) {
  EXPECT_EQ(strideAlignmentBytes(4096, 2), 16);
  EXPECT_EQ(strideAlignmentBytes(4092, 2), 8);
  EXPECT_EQ(strideAlignmentBytes(4094, 2), 4);
  EXPECT_EQ(strideAlignmentBytes(4095, 2), 2);
  EXPECT_EQ(strideAlignmentBytes(4095, 4), 4);
  EXPECT_EQ(strideAlignmentBytes(1000, 1), 8);
  EXPECT_EQ(strideAlignmentBytes(int64_t(1) << 62, 4), 16);
  EXPECT_EQ(strideAlignmentBytes((int64_t(1) << 62) + 1, 2), 2);
}

TEST(GemmKey, MixedPrecisionRunsAtTheWiderInputWhicheverOrder) {
  GemmKey f8f16 = linearGemmKey(64, 64, 64);
  f8f16.aType = ElementType::F8E4M3FN;
  f8f16.bType = ElementType::F16;
  GemmKey f16f8 = f8f16;
  std::swap(f16f8.aType, f16f8.bType);
  EXPECT_EQ(f8f16.math(), MathType::FP16);
  EXPECT_EQ(f16f8.math(), MathType::FP16);
  GemmKey i8f16 = f8f16;
  i8f16.aType = ElementType::I8;
  EXPECT_EQ(i8f16.math(), MathType::FP16);
  EXPECT_EQ(linearGemmKey(8, 8, 8, ElementType::I8).math(), MathType::INT8);
  // tf32 is stored in 32 bits.
  EXPECT_EQ(linearGemmKey(8, 8, 8, ElementType::TF32).aBytes(), 4);
}

// A padded shape moves a leading stride only where the row is its whole dim:
// a row that is the innermost of collapsed loops (here A's 383 of K = 766,
// two rows of it) keeps its extent, and its misaligned stride stays what
// padding cannot fix; a whole-dim row (B's K, C's N) grows with the dim.
TEST(GemmKey, APaddedShapeMovesOnlyWholeDimStrides) {
  GemmKey collapsed = linearGemmKey(64, 64, 766);
  collapsed.a.leadingExtent = 383;
  GemmKey padded = collapsed.withShape(64, 72, 768);
  EXPECT_EQ(padded.a.leadingExtent, 383);
  EXPECT_EQ(padded.b.leadingExtent, 768);
  EXPECT_EQ(padded.c.leadingExtent, 72);
  ASSERT_EQ(padded.misalignedStrides().size(), 1u);
  EXPECT_EQ(padded.misalignedStrides()[0].operand, GemmOperand::A);
  EXPECT_FALSE(padded.misalignedStrides()[0].paddable);
  // Padded back to the original shape, the key is the original.
  EXPECT_EQ(padded.withShape(64, 64, 766), collapsed);
}
