//===- ToolSupport.h - What the standalone tools share -------------*- C++ -*-===//
//
// The tools link all of LLVM, whose back ends register hundreds of options:
// each tool's own options go in one category, and the others are hidden (none
// of them changes what a dimtune tool does). Errors are printed one way:
// "TOOL: error: message".
//
//===----------------------------------------------------------------------===//

#ifndef DIMTUNE_TOOLS_TOOLSUPPORT_H
#define DIMTUNE_TOOLS_TOOLSUPPORT_H

#include "llvm/ADT/Twine.h"
#include "llvm/Support/CommandLine.h"

namespace dimtune {

/// The category every option a tool declares belongs to (cl::cat(toolOptions())).
llvm::cl::OptionCategory &toolOptions();

/// Parses the command line with only the tool's own options visible.
void parseToolOptions(int argc, char **argv, llvm::StringRef overview);

/// Prints "TOOL: error: message" and returns 1, the tools' exit status for a
/// run that cannot go on.
int toolError(const llvm::Twine &message);

} // namespace dimtune

#endif // DIMTUNE_TOOLS_TOOLSUPPORT_H
