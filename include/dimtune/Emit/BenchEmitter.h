//===- BenchEmitter.h - Write the benchmark program ---------------*- C++ -*-===//
//
// Writes a self-contained CUDA C++ program into a directory: the fixed runner
// (lib/Emit/runtime/bench_runner.cu, embedded at build time), the results
// format it includes (include/dimtune/Tuning/RunnerFormat.h, embedded the same
// way, the header dimtune's reader maps), a generated problems.inc with the
// plan, and a CMakeLists.txt that builds it with nvcc
// against cuBLASLt (`cmake -S DIR -B DIR/build && cmake --build DIR/build`;
// it compiles without a GPU).
//
//===----------------------------------------------------------------------===//

#ifndef DIMTUNE_EMIT_BENCHEMITTER_H
#define DIMTUNE_EMIT_BENCHEMITTER_H

#include "dimtune/Emit/BenchPlan.h"

namespace dimtune {

/// The generated table of problems (problems.inc).
std::string renderProblemsInc(llvm::ArrayRef<BenchProblem> plan);

/// Writes CMakeLists.txt, bench_runner.cu, RunnerFormat.h and problems.inc into `dir`
/// (created if missing), each file atomically. `arch` is "sm_90" etc.
llvm::Error writeBenchProgram(llvm::StringRef dir, llvm::ArrayRef<BenchProblem> plan,
                              const GpuTarget &target);

} // namespace dimtune

#endif // DIMTUNE_EMIT_BENCHEMITTER_H
