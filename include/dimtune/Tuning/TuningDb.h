//===- TuningDb.h - Measured GEMM timings, reusable across models -*- C++ -*-===//
//
// A JSON file of measured problems, keyed by (GPU, cuBLASLt version, GemmKey),
// each with the times of its original shape and padded variants (GEMM, pads
// and slice apart). dimtune-tune merges the emitted program's results into it;
// --dimtune-analyze, --dimtune-pad policy=measured and --dimtune-advise read
// it. Written atomically; a file that is malformed or of another format
// version is refused with an error that names it and the JSON path, and so is
// an entry whose variants are not its measurements (ReadChecks.h: the original
// first, shapes the model takes, times the GPU it names could have measured).
//
// cuBLASLt versions: a database may hold one problem measured under several
// versions; every reader takes the entry of the newest version (lookup).
//
// The runner's results (format 2, include/dimtune/Tuning/RunnerFormat.h) time
// a problem's variants interleaved: R rounds, each in a random order, a
// variant's time in a round the median of its calls. A GEMM entry keeps, per
// variant (MeasuredVariant, PadPolicy.h):
//   gemmUs         the median over the rounds;
//   roundsUs       the R per-round medians;
//   speedupMedian  the median over rounds of original / variant, each ratio
//                  taken within one round (the GEMM alone: pads and slice
//                  are timed apart, in padAUs, padBUs, sliceUs);
//   speedupLow, speedupHigh
//                  an interval for that median: the order statistics
//                  r(j) <= r(R + 1 - j) of the R ratios with the largest j
//                  whose distribution-free (sign-test) confidence is >= 90%
//                  (runner::ratioIntervalRanks): min and max for R = 5..7, the
//                  2nd lowest and highest for R = 8..10; for R < 5 min and max.
// 1 for the original; 0 where not measured (an entry from before rounds).
// Per entry, MeasurementContext::conditions: the GPU's clocks, power,
// temperature and clock-event reasons while the problem was timed.
//
//===----------------------------------------------------------------------===//

#ifndef DIMTUNE_TUNING_TUNINGDB_H
#define DIMTUNE_TUNING_TUNINGDB_H

#include "dimtune/CostModel/AttentionProblem.h"
#include "dimtune/CostModel/PadPolicy.h"

#include "llvm/ADT/STLFunctionalExtras.h"
#include "llvm/Support/JSON.h"

#include "llvm/Support/Error.h"

#include <optional>
#include <string>
#include <vector>

namespace dimtune {

/// The GPU's state while one problem was timed (runner results format 2):
/// NVML sampled while the problem's rounds ran, and the run's limits and
/// device-copy bandwidth. In the database, a GEMM entry's optional
/// "conditions" object, under the runner's key names (RunnerFormat.h).
struct MeasurementConditions {
  int64_t samples = 0; ///< NVML samples; 0: NVML was not available (nor its fields below).
  int64_t smClockMinMhz = 0, smClockMaxMhz = 0; ///< SM clock, lowest and highest sample.
  int64_t memClockMinMhz = 0;                   ///< Memory clock, lowest sample.
  double powerMaxW = 0;                         ///< Board power, highest sample.
  int64_t temperatureMaxC = 0;                  ///< GPU temperature, highest sample.
  int64_t clockEventReasons = 0; ///< NVML clocks-event (throttle) reason bits, OR of the samples.
  std::vector<std::string> clockEvents; ///< Their names: "sw_power_cap", "hw_thermal", ...
  int64_t smClockLimitMhz = 0, memClockLimitMhz = 0; ///< The device's highest clocks.
  double powerLimitW = 0;                            ///< Its enforced power limit.
  double copyBandwidthGbs = 0; ///< The run's device-to-device copy, (read + written) / time.
  /// The SM clock the problem ran at: the middle of the lowest and highest
  /// samples (the runner keeps those two); 0 where none were taken.
  double smClockMhz() const {
    return samples > 0 && smClockMinMhz > 0 && smClockMaxMhz > 0
               ? (smClockMinMhz + smClockMaxMhz) / 2.0
               : 0;
  }
};

/// Where and with what a problem was measured.
struct MeasurementContext {
  std::string target;  ///< dimtune's name of the GPU ("NVIDIA H200").
  std::string gpu;     ///< As the device named itself.
  int64_t cublaslt = 0, cudaRuntime = 0;
  std::string driver;  ///< The driver's release, e.g. "580.159.04".
  /// GEMM entries merged from results format 2; none for older entries and
  /// for attention entries.
  std::optional<MeasurementConditions> conditions;
};

/// Whether `gpu`, the name a device gave itself (a results file's "gpu"), is
/// `target`: none when `registry` looks it up as `target`; else the GPU as an
/// error names it, "'NVIDIA H100 80GB HBM3' (NVIDIA H100 SXM)" or "'X', which
/// dimtune does not know". The one rule for results of another GPU
/// (dimtune-tune, dimtune-calibrate).
std::optional<std::string> otherGpuThan(llvm::StringRef gpu, const TargetRegistry &registry,
                                        const GpuTarget &target);

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
  /// wrote, measured on `target`; entries with the same key are replaced.
  /// Every field they write is required: a missing or mistyped one is an
  /// error naming it, and nothing is added. The runner's results must be of
  /// runner::kResultsFormatVersion (RunnerFormat.h), their times, errors and
  /// ratios finite and >= 0. Each problem is checked as a whole: its first
  /// variant the original (labelled "original", at the problem's shape), every
  /// variant's shape one the model takes, and every valid time one `target`
  /// could have measured (no faster than its datasheet peak, nor absurdly
  /// slow); an error names the file, the problem and the variant. `checkGpu`,
  /// when given, sees the results' "gpu" before they are read further; its
  /// error stops the merge (dimtune-tune's check that they were measured on
  /// `target`'s GPU).
  llvm::Error mergeResults(llvm::StringRef resultsPath, const GpuTarget &target,
                           llvm::function_ref<llvm::Error(llvm::StringRef gpu)> checkGpu = nullptr);
  /// As above, on the GPU `targetName` names: the built-in chip of that name
  /// bounds the times (a name dimtune has no chip of bounds none).
  llvm::Error mergeResults(llvm::StringRef resultsPath, llvm::StringRef targetName,
                           llvm::function_ref<llvm::Error(llvm::StringRef gpu)> checkGpu = nullptr);
  /// Adds what `path` holds: a database (a shard's; an object with
  /// "entries", checked as load checks one) or results, as mergeResults. Each
  /// is read once and its errors speak of what it is.
  llvm::Error mergeFile(llvm::StringRef path, const GpuTarget &target,
                        llvm::function_ref<llvm::Error(llvm::StringRef gpu)> checkGpu = nullptr);
  llvm::Error mergeFile(llvm::StringRef path, llvm::StringRef targetName,
                        llvm::function_ref<llvm::Error(llvm::StringRef gpu)> checkGpu = nullptr);
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
  static llvm::Expected<TuningDb> fromObject(const llvm::json::Object &top, llvm::StringRef origin);
  /// `bounds` (may be null) bounds the times; entries are stored under
  /// `targetName`.
  llvm::Error mergeFileBoundedBy(const GpuTarget *bounds, llvm::StringRef path,
                                 llvm::StringRef targetName,
                                 llvm::function_ref<llvm::Error(llvm::StringRef gpu)> checkGpu);
  llvm::Error mergeParsedResults(const llvm::json::Value &results, llvm::StringRef path,
                                 const GpuTarget *bounds, llvm::StringRef targetName,
                                 llvm::function_ref<llvm::Error(llvm::StringRef gpu)> checkGpu);
  llvm::Error mergeAttentionResults(const llvm::json::Value &results, llvm::StringRef path,
                                    const GpuTarget *bounds, llvm::StringRef targetName);
  std::vector<TuningEntry> entries_;
  std::vector<AttentionEntry> attention_;
};

} // namespace dimtune

#endif // DIMTUNE_TUNING_TUNINGDB_H
