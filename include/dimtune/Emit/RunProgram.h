//===- RunProgram.h - Running the emitted programs -----------------*- C++ -*-===//
//
// dimtune-tune and dimtune-calibrate build the emitted runner (cmake, nvcc,
// cuBLASLt) and run it, and the attention script, on the GPU's machine.
//
//===----------------------------------------------------------------------===//

#ifndef DIMTUNE_EMIT_RUNPROGRAM_H
#define DIMTUNE_EMIT_RUNPROGRAM_H

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/ADT/Twine.h"
#include "llvm/Support/Error.h"

namespace dimtune {

/// Runs `program` (a path, or a name looked up on PATH) with `args`, its
/// output going to ours; the command line is echoed to stderr after
/// "`tool`: ". Fails saying `what` was being done, naming the program and
/// its exit code.
llvm::Error runProgram(llvm::StringRef program, llvm::ArrayRef<llvm::StringRef> args,
                       llvm::StringRef tool, const llvm::Twine &what);

/// Configures and builds the benchmark program written into `dir`
/// (writeBenchProgram) in `build`.
llvm::Error buildBenchProgram(llvm::StringRef dir, llvm::StringRef build, llvm::StringRef tool);

} // namespace dimtune

#endif // DIMTUNE_EMIT_RUNPROGRAM_H
