//===- RunnerOptions.h - The options of the tools that run the runner -*- C++ -*-===//
//
// dimtune-calibrate and dimtune-tune both write, build and run the benchmark
// runner (lib/Emit): where (--work), which shard of its problems (--shard I/N)
// and how many rounds and calls per round (--rounds, --reps). The options and
// what follows from them are stated here once.
//
//===----------------------------------------------------------------------===//

#ifndef DIMTUNE_TOOLS_RUNNEROPTIONS_H
#define DIMTUNE_TOOLS_RUNNEROPTIONS_H

#include "llvm/Support/CommandLine.h"
#include "llvm/Support/Error.h"

#include <string>

namespace dimtune {

/// --shard I/N: every N-th problem from the I-th.
struct Shard {
  int index = 0, count = 1;
};

class RunnerOptions {
public:
  /// `workDefault`: the work directory without --work; `shardHelp`: what a
  /// shard of this tool runs. Both must outlive the options (literals).
  RunnerOptions(const char *workDefault, const char *shardHelp);

  /// --shard as I/N with 0 <= I < N, or the error that says so.
  llvm::Expected<Shard> shardToRun() const;
  /// Whether --rounds and --reps are within what the runner takes (1..1000,
  /// 3..100000).
  bool repeatsInLimits() const;
  /// Where the runner writes the shard's results: WORK/results-I-of-N.json.
  std::string resultsPath(Shard shard) const;

  llvm::cl::opt<std::string> workDir;
  llvm::cl::opt<std::string> shard;
  llvm::cl::opt<int> rounds;
  llvm::cl::opt<int> reps;
};

} // namespace dimtune

#endif // DIMTUNE_TOOLS_RUNNEROPTIONS_H
