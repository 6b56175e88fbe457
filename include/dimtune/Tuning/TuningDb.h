//===- TuningDb.h - Measured GEMM timings, reusable across models -*- C++ -*-===//
//
// A JSON file of measured problems, keyed by (GPU, cuBLASLt version, element
// type, layout, batch, M, N, K), each with the times of its original shape
// and padded variants (GEMM, pads and slice apart). dimtune-tune merges the
// emitted program's results into it; --dimtune-pad policy=measured and
// --dimtune-analyze read it. Written atomically; a file that is malformed or
// of another format version is refused with an error that names it.
//
//===----------------------------------------------------------------------===//

#ifndef DIMTUNE_TUNING_TUNINGDB_H
#define DIMTUNE_TUNING_TUNINGDB_H

#include "dimtune/Analysis/PadPolicy.h"

#include "llvm/Support/Error.h"

#include <optional>
#include <string>
#include <vector>

namespace dimtune {

struct MeasuredVariant {
  std::string label;
  int64_t m = 0, n = 0, k = 0;
  bool valid = false;
  double gemmUs = 0, padAUs = 0, padBUs = 0, sliceUs = 0, relError = 0;
};

struct TuningEntry {
  std::string target;  ///< dimtune's name of the GPU ("NVIDIA H200").
  std::string gpu;     ///< As the device named itself.
  int64_t cublaslt = 0, cudaRuntime = 0;
  std::string driver; ///< The driver's release, e.g. "580.159.04".
  std::string dtype, aContig, bContig;
  int64_t batch = 1, m = 0, n = 0, k = 0;
  std::vector<MeasuredVariant> variants; ///< variants[0] is the original.

  std::string key() const;
};

/// The measured choice for one problem: the fastest valid variant, its pads
/// and slice counted (none for operands padded once; none for a slice that
/// keeps whole rows, which is a view).
struct MeasuredChoice {
  const MeasuredVariant *variant = nullptr;
  double originalUs = 0, totalUs = 0;
  double speedup() const { return originalUs / totalUs; }
};

class TuningDb {
public:
  static constexpr int64_t kFormatVersion = 1;

  /// Reads a database; a missing file is an error (see loadOrEmpty).
  static llvm::Expected<TuningDb> load(llvm::StringRef path);
  /// Like load, but a missing file gives an empty database.
  static llvm::Expected<TuningDb> loadOrEmpty(llvm::StringRef path);
  static llvm::Expected<TuningDb> parse(llvm::StringRef text, llvm::StringRef origin);

  /// Adds the results file the emitted program wrote, measured on the GPU
  /// that `targetName` names; entries with the same key are replaced.
  llvm::Error mergeResults(llvm::StringRef resultsPath, llvm::StringRef targetName);
  /// Adds another database's entries (shards); same keys are replaced.
  void merge(const TuningDb &other);

  /// Writes the database atomically (temporary file, then rename).
  llvm::Error save(llvm::StringRef path) const;

  /// The entry for `problem` on `targetName`, the newest cuBLASLt first.
  const TuningEntry *lookup(llvm::StringRef targetName, const GemmProblem &problem) const;

  static MeasuredChoice choose(const TuningEntry &entry, PaddedOnce once);

  /// The measured GEMM time of exactly this shape: an entry's original or a
  /// valid padded variant of an entry of the same type, layout and batch.
  std::optional<double> measuredGemmUs(llvm::StringRef targetName,
                                       const GemmProblem &problem) const;

  const std::vector<TuningEntry> &entries() const { return entries_; }

private:
  void insert(TuningEntry entry);
  std::vector<TuningEntry> entries_;
};

/// "k"/"m" for A, "n"/"k" for B: the contiguous dim's name.
std::string contiguousName(const OperandLayout &layout);

} // namespace dimtune

#endif // DIMTUNE_TUNING_TUNINGDB_H
