//===- TuningDb.h - Measured GEMM timings, reusable across models -*- C++ -*-===//
//
// A JSON file of measured problems, keyed by (GPU, cuBLASLt version, GemmKey),
// each with the times of its original shape and padded variants (GEMM, pads
// and slice apart). dimtune-tune merges the emitted program's results into it;
// --dimtune-analyze, --dimtune-pad policy=measured and --dimtune-advise read
// it. Written atomically; a file that is malformed or of another format
// version is refused with an error that names it and the JSON path.
//
// cuBLASLt versions: a database may hold one problem measured under several
// versions; every reader takes the entry of the newest version (lookup).
//
//===----------------------------------------------------------------------===//

#ifndef DIMTUNE_TUNING_TUNINGDB_H
#define DIMTUNE_TUNING_TUNINGDB_H

#include "dimtune/Analysis/AttentionProblem.h"
#include "dimtune/Analysis/PadPolicy.h"

#include "llvm/Support/JSON.h"

#include "llvm/Support/Error.h"

#include <optional>
#include <string>
#include <vector>

namespace dimtune {

/// Where and with what a problem was measured.
struct MeasurementContext {
  std::string target;  ///< dimtune's name of the GPU ("NVIDIA H200").
  std::string gpu;     ///< As the device named itself.
  int64_t cublaslt = 0, cudaRuntime = 0;
  std::string driver;  ///< The driver's release, e.g. "580.159.04".
};

struct TuningEntry : MeasuredProblem {
  MeasurementContext context;
};

/// One measured shape of an attention problem (SDPA, forward and backward).
struct MeasuredAttentionVariant {
  std::string label;
  int64_t heads = 0, kvHeads = 0, headDim = 0, vHeadDim = 0;
  bool valid = false;
  double fwdUs = 0, bwdUs = 0;
};

/// An attention problem timed on one backend; variants[0] is the original.
struct AttentionEntry {
  MeasurementContext context; ///< cublaslt is 0; library names PyTorch and cuDNN.
  std::string library;
  AttentionKey key;
  AttentionBackend backend = AttentionBackend::Cudnn;
  std::vector<MeasuredAttentionVariant> variants;
};

/// Measured forward and backward times of one attention shape.
struct MeasuredAttention {
  double fwdUs = 0, bwdUs = 0;
};

class TuningDb {
public:
  static constexpr int64_t kFormatVersion = 1;

  /// Reads a database; a missing file is an error (see loadOrEmpty).
  static llvm::Expected<TuningDb> load(llvm::StringRef path);
  /// Like load, but a missing file gives an empty database.
  static llvm::Expected<TuningDb> loadOrEmpty(llvm::StringRef path);
  static llvm::Expected<TuningDb> parse(llvm::StringRef text, llvm::StringRef origin);

  /// Adds the results file the emitted program (GEMMs) or attention script
  /// wrote, measured on the GPU that `targetName` names; entries with the same
  /// key are replaced. Every field they write is required: a missing or
  /// mistyped one is an error naming it, and nothing is added.
  llvm::Error mergeResults(llvm::StringRef resultsPath, llvm::StringRef targetName);
  /// Adds another database's entries (shards); same keys are replaced.
  void merge(const TuningDb &other);

  /// Writes the database atomically (temporary file, then rename).
  llvm::Error save(llvm::StringRef path) const;

  /// The entry for `key` on `targetName`, of the newest cuBLASLt measured.
  const TuningEntry *lookup(llvm::StringRef targetName, const GemmKey &key) const;

  /// The measured GEMM time of exactly this shape: the original or a valid
  /// padded variant of an entry of the same types, layout and batch (newest
  /// cuBLASLt first).
  std::optional<double> measuredGemmUs(llvm::StringRef targetName, const GemmKey &key) const;

  /// The measured time of exactly this attention shape on `backend`: an
  /// entry's original or a valid variant of an entry with the same batch,
  /// lengths, mask and type.
  std::optional<MeasuredAttention> measuredAttention(llvm::StringRef targetName,
                                                     const AttentionKey &key,
                                                     AttentionBackend backend) const;

  const std::vector<TuningEntry> &entries() const { return entries_; }
  const std::vector<AttentionEntry> &attentionEntries() const { return attention_; }

private:
  void insert(TuningEntry entry);
  void insert(AttentionEntry entry);
  llvm::Error mergeAttentionResults(const llvm::json::Value &results, llvm::StringRef path,
                                    llvm::StringRef targetName);
  std::vector<TuningEntry> entries_;
  std::vector<AttentionEntry> attention_;
};

} // namespace dimtune

#endif // DIMTUNE_TUNING_TUNINGDB_H
