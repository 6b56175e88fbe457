//===- ParseConfig.h - A config.json written in a test ----------*- C++ -*-===//

#ifndef DIMTUNE_UNITTESTS_PARSECONFIG_H
#define DIMTUNE_UNITTESTS_PARSECONFIG_H

#include "dimtune/ModelConfig/ModelConfig.h"

#include "gtest/gtest.h"

namespace dimtune::unittest {

/// The config a test writes inline; a parse error fails the test.
inline ModelConfig parse(const char *text) {
  llvm::Expected<ModelConfig> c = parseHfConfig(text, "inline");
  EXPECT_TRUE(static_cast<bool>(c)) << llvm::toString(c.takeError());
  return c ? *c : ModelConfig();
}

} // namespace dimtune::unittest

#endif // DIMTUNE_UNITTESTS_PARSECONFIG_H
