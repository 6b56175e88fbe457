//===- PassCommandLine.h - dimtune's passes on dimtune-opt's line -*- C++ -*-===//
//
// dimtune-opt registers every upstream pass, so mlir-opt's --help runs to
// over a thousand lines, and a misspelt pass option is reported by MLIR's
// option parser as "no such option" without the names it would take. These
// two functions look at the command line before MLIR parses it: a short
// --help about dimtune's passes, and each dimtune pass's options checked by
// name with the valid ones listed.
//
//===----------------------------------------------------------------------===//

#ifndef DIMTUNE_TOOLS_DIMTUNE_OPT_PASSCOMMANDLINE_H
#define DIMTUNE_TOOLS_DIMTUNE_OPT_PASSCOMMANDLINE_H

#include "llvm/Support/LogicalResult.h"

namespace dimtune {

/// If the command line asks for help (--help, -help, -h), prints dimtune-opt's
/// short help (or, for --help-dimtune, each dimtune pass with its options) and
/// returns true.
bool printHelpIfAsked(int argc, char **argv);

/// Checks the option names given to dimtune's passes (--dimtune-PASS="..." and
/// dimtune-PASS{...} in --pass-pipeline); on an unknown one prints an error
/// naming the pass, the option and the valid options, and fails.
llvm::LogicalResult checkPassOptionNames(int argc, char **argv);

} // namespace dimtune

#endif // DIMTUNE_TOOLS_DIMTUNE_OPT_PASSCOMMANDLINE_H
