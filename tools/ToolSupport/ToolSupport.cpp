//===- ToolSupport.cpp - What the standalone tools share ------------------===//

#include "ToolSupport.h"

#include "llvm/Support/Path.h"
#include "llvm/Support/WithColor.h"

#include <string>

namespace dimtune {

static std::string &toolName() {
  static std::string name = "dimtune";
  return name;
}

llvm::cl::OptionCategory &toolOptions() {
  static llvm::cl::OptionCategory category("Options");
  return category;
}

void parseToolOptions(int argc, char **argv, llvm::StringRef overview) {
  if (argc > 0)
    toolName() = llvm::sys::path::filename(argv[0]).str();
  llvm::cl::HideUnrelatedOptions(toolOptions());
  llvm::cl::ParseCommandLineOptions(argc, argv, overview);
}

int toolError(const llvm::Twine &message) {
  llvm::WithColor::error(llvm::errs(), toolName()) << message << "\n";
  return 1;
}

} // namespace dimtune
