//===- EnumNamesTest.cpp - Every enum value written and read back ---------===//

#include "dimtune/CostModel/GemmKey.h"
#include "dimtune/CostModel/PadPolicy.h"
#include "dimtune/ModelConfig/ModelConfig.h"
#include "dimtune/Target/GpuTarget.h"

#include "gtest/gtest.h"

#include <set>
#include <string>

using namespace dimtune;

namespace {
/// Every value of an enum whose values run from 0 to `last`: its name parses
/// back to it, and no two values share a name.
template <typename Enum, typename NameFn, typename ParseFn>
void expectRoundTrip(Enum last, NameFn name, ParseFn parse) {
  std::set<std::string> names;
  for (int i = 0; i <= static_cast<int>(last); ++i) {
    Enum value = static_cast<Enum>(i);
    std::string written = name(value).str();
    EXPECT_FALSE(written.empty()) << i;
    EXPECT_EQ(parse(written), std::optional<Enum>(value)) << written;
    EXPECT_TRUE(names.insert(written).second) << written << " names two values";
  }
  EXPECT_EQ(parse("no-such-name"), std::nullopt);
}
} // namespace

TEST(EnumNames, EveryValueIsWrittenAndReadBack) {
  expectRoundTrip(ElementType::I64, elementTypeName, parseElementType);
  expectRoundTrip(GemmDim::K, gemmDimName, parseGemmDim);
  expectRoundTrip(PadPolicy::Measured, padPolicyName, parsePadPolicy);
  expectRoundTrip(AttentionBackend::Unfused, attentionBackendName, parseAttentionBackend);
  expectRoundTrip(Activation::Silu, activationName, parseActivation);
}

TEST(EnumNames, AliasesParseToTheirValue) {
  EXPECT_EQ(parseAttentionBackend("flash"), AttentionBackend::Flash2);
  EXPECT_EQ(parseActivation("gelu_fast"), Activation::GeluTanhFormula);
  EXPECT_EQ(parseActivation("gelu_tanh"), Activation::GeluTanh);
  EXPECT_EQ(parseActivation("swish"), Activation::Silu);
  // An alias is never what a value is written as.
  EXPECT_EQ(attentionBackendName(AttentionBackend::Flash2), "flash2");
  EXPECT_EQ(activationName(Activation::Silu), "silu");
}
