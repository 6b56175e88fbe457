//===- RunnerOptions.cpp - The options of the tools that run the runner ---===//

#include "RunnerOptions.h"
#include "ToolSupport.h"

#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/Path.h"

#include <cstdio>

using namespace llvm;

namespace dimtune {

RunnerOptions::RunnerOptions(const char *workDefault, const char *shardHelp)
    : workDir("work", cl::cat(toolOptions()), cl::init(workDefault),
              cl::desc("where the benchmark programs are written and built")),
      shard("shard", cl::cat(toolOptions()), cl::init("0/1"), cl::desc(shardHelp)),
      rounds("rounds", cl::cat(toolOptions()), cl::init(5),
             cl::desc("the runner's rounds: each problem's variants timed interleaved, in a new "
                      "random order each round")),
      reps("reps", cl::cat(toolOptions()), cl::init(25),
           cl::desc("the runner's calls per variant and round (median)")) {}

Expected<Shard> RunnerOptions::shardToRun() const {
  Shard s;
  if (sscanf(shard.c_str(), "%d/%d", &s.index, &s.count) != 2 || s.count < 1 || s.index < 0 ||
      s.index >= s.count)
    return createStringError("--shard wants I/N with 0 <= I < N, got '" + shard + "'");
  return s;
}

bool RunnerOptions::repeatsInLimits() const {
  return rounds >= 1 && rounds <= 1000 && reps >= 3 && reps <= 100000;
}

std::string RunnerOptions::resultsPath(Shard s) const {
  SmallString<256> path(workDir);
  sys::path::append(path, formatv("results-{0}-of-{1}.json", s.index, s.count).str());
  return path.str().str();
}

} // namespace dimtune
