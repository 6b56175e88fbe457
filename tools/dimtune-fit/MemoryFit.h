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
#include "llvm/Support/Error.h"
#include "llvm/Support/JSON.h"

namespace dimtune {

/// Fits the factors on the measurements of `csvPath`: the file that records
/// them; prints each kind's error.
llvm::Expected<llvm::json::Object> fitMemory(const GpuTarget &target, llvm::StringRef csvPath);

} // namespace dimtune

#endif // DIMTUNE_TOOLS_FIT_MEMORYFIT_H
