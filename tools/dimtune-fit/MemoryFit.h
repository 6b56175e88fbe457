//===- MemoryFit.h - Calibrate the memory-bound kernel model ------*- C++ -*-===//
//
// Reads the CSV benchmarks/measure_memory_ops.py writes (eager PyTorch ops
// timed on the GPU) and fits the memory model: one launch cost and, per
// MemoryKind, the share of the bandwidth its kernels reach.
//
//===----------------------------------------------------------------------===//

#ifndef DIMTUNE_TOOLS_FIT_MEMORYFIT_H
#define DIMTUNE_TOOLS_FIT_MEMORYFIT_H

#include "dimtune/Target/GpuTarget.h"

#include "llvm/ADT/StringRef.h"

namespace dimtune {

/// Fits and writes the factors as JSON; prints each kind's error.
int runMemoryFit(const GpuTarget &target, llvm::StringRef csvPath, llvm::StringRef outPath);

} // namespace dimtune

#endif // DIMTUNE_TOOLS_FIT_MEMORYFIT_H
