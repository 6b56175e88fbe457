//===- RunnerFormat.h - The benchmark runner's results format -----*- C++ -*-===//
//
// The one statement of the contract between the emitted benchmark runner
// (lib/Emit/runtime/bench_runner.cu) and its reader (TuningDb::mergeResults):
// the results format version, every JSON key the runner writes, the runner's
// writer (escaping every string), the statistics it reports (per-round
// medians, the ratio interval) and its numeric-check tolerances.
//
// Standard C++17 only: --dimtune-emit-bench writes this file beside
// bench_runner.cu (embedded at build time like the runner), which includes it
// and is compiled by nvcc; lib/Tuning/ResultsReader.cpp maps the same key
// names through llvm::json and unittests/RunnerTest.cpp runs the writer and
// the statistics on the CPU.
//
// Results format 2 (a results file is one JSON object):
//
//   format_version 2, gpu (as the device names itself), sm_count, driver (the
//   release, from NVML; "unknown" without it), cuda_driver_api, cuda_runtime,
//   cublaslt, algos, reps, warmup, rounds, seed,
//   copy_bytes, copy_bandwidth_gbs   a plain device-to-device cudaMemcpyAsync
//                                    of copy_bytes, timed once per run: the
//                                    ceiling the pad and slice copies are
//                                    compared with ((read + written) / time);
//   sm_clock_limit_mhz, mem_clock_limit_mhz, power_limit_w
//                                    the device's highest clocks and its enforced
//                                    power limit (NVML; 0 without it);
//   ratio_interval {low_rank, high_rank, confidence}
//                                    how ratio_low/ratio_high were picked (below);
//   problems [ {index, where, role, dtype, batch, m, n, k, a_contig, b_contig,
//               count, conditions, variants [...]} ], elapsed_s.
//
//   conditions (per problem; NVML, sampled while each round's GEMMs run):
//     samples (0: NVML not available, and every other field 0),
//     sm_clock_mhz_min, sm_clock_mhz_max, mem_clock_mhz_min, power_w_max,
//     temperature_c_max, clock_event_reasons (NVML's clocks-event reason bits,
//     OR over the samples), clock_events (their names, kClockEventNames).
//
//   a variant: label, m, n, k, ran, valid, why, algo,
//     rel_error        norm-wise ||C - C0|| / ||C0|| against the original C0;
//     max_abs_error    max |C - C0| over the finite elements;
//     max_abs_original max |C0|;
//     worst_index      the flat row-major index in [batch, m, n] of the first
//                      element at max_abs_error (-1: none differs, or not
//                      checked);
//     nonfinite        elements where C or C0 is NaN or infinite (C is
//                      poisoned with NaN first: an unwritten element counts);
//     gemm             {median_us, p10_us, p90_us}: the median of the rounds'
//                      medians; the 10th and 90th percentiles of every timed
//                      call of every round;
//     pad_a, pad_b, slice {median_us, p10_us, p90_us, gbs}: the copies a
//                      padded variant adds, timed apart from the GEMM (reps
//                      calls; gbs = (bytes read + written) / median); 0 and no
//                      gbs where the variant needs no such copy;
//     rounds           the GEMM's median of `reps` calls in each round, us;
//     ratio_median, ratio_low, ratio_high
//                      the original's GEMM time over this variant's, paired
//                      within each round (pads and slice not included): the
//                      median of the per-round ratios and an interval for it
//                      (1 for the original; 0 for a variant that did not run).
//
// valid: ran, nonfinite == 0, rel_error <= normwiseTolerance and
// max_abs_error / (max_abs_original + kTiny) <= maxElementTolerance.
//
//===----------------------------------------------------------------------===//

#ifndef DIMTUNE_TUNING_RUNNERFORMAT_H
#define DIMTUNE_TUNING_RUNNERFORMAT_H

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace dimtune {
namespace runner {

/// The version of the results format below; the reader refuses any other.
inline constexpr int kResultsFormatVersion = 2;

/// Every key the runner writes. Arrays, so that llvm::json's ObjectMapper
/// (which takes a StringLiteral) maps them directly.
namespace key {
// The run.
inline constexpr char kFormatVersion[] = "format_version";
inline constexpr char kGpu[] = "gpu";
inline constexpr char kSmCount[] = "sm_count";
inline constexpr char kDriver[] = "driver";
inline constexpr char kCudaDriverApi[] = "cuda_driver_api";
inline constexpr char kCudaRuntime[] = "cuda_runtime";
inline constexpr char kCublasLt[] = "cublaslt";
inline constexpr char kAlgos[] = "algos";
inline constexpr char kReps[] = "reps";
inline constexpr char kWarmup[] = "warmup";
inline constexpr char kRounds[] = "rounds"; ///< The run: how many; a variant: their medians.
inline constexpr char kSeed[] = "seed";
inline constexpr char kCopyBytes[] = "copy_bytes";
inline constexpr char kCopyBandwidthGbs[] = "copy_bandwidth_gbs";
inline constexpr char kSmClockLimitMhz[] = "sm_clock_limit_mhz";
inline constexpr char kMemClockLimitMhz[] = "mem_clock_limit_mhz";
inline constexpr char kPowerLimitW[] = "power_limit_w";
inline constexpr char kRatioInterval[] = "ratio_interval";
inline constexpr char kLowRank[] = "low_rank";
inline constexpr char kHighRank[] = "high_rank";
inline constexpr char kConfidence[] = "confidence";
inline constexpr char kProblems[] = "problems";
inline constexpr char kElapsedS[] = "elapsed_s";
// A problem (its GEMM key is read by GemmKey's fromJSON under these names).
inline constexpr char kIndex[] = "index";
inline constexpr char kWhere[] = "where";
inline constexpr char kRole[] = "role";
inline constexpr char kDtype[] = "dtype";
inline constexpr char kBatch[] = "batch";
inline constexpr char kM[] = "m";
inline constexpr char kN[] = "n";
inline constexpr char kK[] = "k";
inline constexpr char kAContig[] = "a_contig";
inline constexpr char kBContig[] = "b_contig";
inline constexpr char kCount[] = "count";
inline constexpr char kConditions[] = "conditions";
inline constexpr char kVariants[] = "variants";
// A problem's conditions.
inline constexpr char kSamples[] = "samples";
inline constexpr char kSmClockMhzMin[] = "sm_clock_mhz_min";
inline constexpr char kSmClockMhzMax[] = "sm_clock_mhz_max";
inline constexpr char kMemClockMhzMin[] = "mem_clock_mhz_min";
inline constexpr char kPowerWMax[] = "power_w_max";
inline constexpr char kTemperatureCMax[] = "temperature_c_max";
inline constexpr char kClockEventReasons[] = "clock_event_reasons";
inline constexpr char kClockEvents[] = "clock_events";
// A variant.
inline constexpr char kLabel[] = "label";
inline constexpr char kRan[] = "ran";
inline constexpr char kValid[] = "valid";
inline constexpr char kWhy[] = "why";
inline constexpr char kAlgo[] = "algo";
inline constexpr char kRelError[] = "rel_error";
inline constexpr char kMaxAbsError[] = "max_abs_error";
inline constexpr char kMaxAbsOriginal[] = "max_abs_original";
inline constexpr char kWorstIndex[] = "worst_index";
inline constexpr char kNonfinite[] = "nonfinite";
inline constexpr char kGemm[] = "gemm";
inline constexpr char kPadA[] = "pad_a";
inline constexpr char kPadB[] = "pad_b";
inline constexpr char kSlice[] = "slice";
inline constexpr char kRatioMedian[] = "ratio_median";
inline constexpr char kRatioLow[] = "ratio_low";
inline constexpr char kRatioHigh[] = "ratio_high";
// A timing.
inline constexpr char kMedianUs[] = "median_us";
inline constexpr char kP10Us[] = "p10_us";
inline constexpr char kP90Us[] = "p90_us";
inline constexpr char kGbs[] = "gbs";
} // namespace key

//===----------------------------------------------------------------------===//
// Clock-event (throttle) reasons
//===----------------------------------------------------------------------===//

/// NVML's clocks-event reason bits (nvmlClocksEventReason*, formerly
/// nvmlClocksThrottleReason*; stable across drivers) and the names the results
/// give them (those of benchmarks/gpu_conditions.py).
struct ClockEventName {
  unsigned long long bit;
  const char *name;
};
inline constexpr ClockEventName kClockEventNames[] = {
    {0x1ull, "gpu_idle"},     {0x2ull, "applications_clocks"}, {0x4ull, "sw_power_cap"},
    {0x8ull, "hw_slowdown"},  {0x10ull, "sync_boost"},         {0x20ull, "sw_thermal"},
    {0x40ull, "hw_thermal"},  {0x80ull, "hw_power_brake"},     {0x100ull, "display_clocks"},
};

/// The names of the bits set in `reasons`; an unnamed bit is "bit_N".
inline std::vector<std::string> clockEventNames(unsigned long long reasons) {
  std::vector<std::string> names;
  for (int bit = 0; bit < 64; ++bit) {
    unsigned long long mask = 1ull << bit;
    if (!(reasons & mask))
      continue;
    std::string name = "bit_" + std::to_string(bit);
    for (const ClockEventName &n : kClockEventNames)
      if (n.bit == mask)
        name = n.name;
    names.push_back(name);
  }
  return names;
}

//===----------------------------------------------------------------------===//
// Statistics
//===----------------------------------------------------------------------===//

/// The median (the mean of the middle two for an even count); 0 when empty.
inline double median(std::vector<double> values) {
  if (values.empty())
    return 0;
  std::sort(values.begin(), values.end());
  size_t n = values.size();
  return n % 2 ? values[n / 2] : 0.5 * (values[n / 2 - 1] + values[n / 2]);
}

/// The interval for the median of R per-round ratios: the order statistics
/// r(j) and r(R + 1 - j) (1-based, ascending) with the largest j for which the
/// distribution-free (sign-test) confidence that the median lies between them,
/// 1 - 2 P(Binomial(R, 1/2) < j), is at least kRatioIntervalConfidence. No
/// seed, no resampling: R = 5..7 give min and max (93.8% at R = 5), R = 8..10
/// the 2nd lowest and 2nd highest, R = 11..12 the 3rd, R = 13..15 the 4th.
/// Under 5 rounds no pair reaches 90%: min and max, at the confidence they
/// have (75% at R = 3, 0 at R = 1).
inline constexpr double kRatioIntervalConfidence = 0.90;
struct IntervalRanks {
  int low = 1, high = 1;  ///< 1-based ranks among the R ascending ratios.
  double confidence = 0;  ///< That the population median lies in [low, high].
};
inline IntervalRanks ratioIntervalRanks(int rounds) {
  IntervalRanks ranks;
  if (rounds < 1)
    return ranks;
  // cdf[j] = P(Binomial(rounds, 1/2) < j), for j = 1, 2, ...
  auto coverage = [&](int j) {
    double below = 0, term = std::pow(0.5, rounds); // P(X = 0)
    for (int x = 0; x < j; ++x) {
      below += term;
      term = term * (rounds - x) / (x + 1);
    }
    return 1 - 2 * below;
  };
  ranks.low = 1;
  ranks.high = rounds;
  ranks.confidence = coverage(1);
  for (int j = 2; 2 * j <= rounds + 1; ++j) {
    double c = coverage(j);
    if (c < kRatioIntervalConfidence)
      break;
    ranks.low = j;
    ranks.high = rounds + 1 - j;
    ranks.confidence = c;
  }
  return ranks;
}

/// The median of paired per-round ratios and its interval (ratioIntervalRanks).
struct RatioSummary {
  double median = 0, low = 0, high = 0;
};
inline RatioSummary summarizeRatios(std::vector<double> ratios) {
  RatioSummary s;
  if (ratios.empty())
    return s;
  std::sort(ratios.begin(), ratios.end());
  IntervalRanks ranks = ratioIntervalRanks(static_cast<int>(ratios.size()));
  s.median = median(ratios);
  s.low = ratios[ranks.low - 1];
  s.high = ratios[ranks.high - 1];
  return s;
}

//===----------------------------------------------------------------------===//
// The numeric check
//===----------------------------------------------------------------------===//

/// Added to max |C0| so that an all-zero original does not divide by zero.
inline constexpr double kTiny = 1e-30;

/// The most norm-wise relative error ||C - C0|| / ||C0|| a candidate may have.
inline double normwiseTolerance(std::string_view dtype) {
  if (dtype == "f32")
    return 1e-5;
  if (dtype == "tf32")
    return 5e-3;
  return 2e-2; // f16, bf16 outputs: a few ulps of rounding
}

/// The most max |C - C0| / max |C0| a candidate may have: the worst element,
/// against the result's range. Padding changes only the order of fp32
/// accumulation (and the kernel), so a correct candidate differs from the
/// original by the output's rounding: one ulp of an element is at most 2^-7 of
/// max |C0| in bf16, 2^-10 in f16, accumulation noise ~1e-6 in f32 and tf32's
/// input rounding ~1e-3. The bounds leave 6-10x of that; a wrong row, a
/// column of zeros or a pad that was not zeroed exceeds them by far.
inline double maxElementTolerance(std::string_view dtype) {
  if (dtype == "f32")
    return 1e-4;
  if (dtype == "tf32")
    return 1e-2;
  if (dtype == "f16")
    return 1e-2;
  return 5e-2; // bf16
}

//===----------------------------------------------------------------------===//
// Writing
//===----------------------------------------------------------------------===//

/// `text` as the inside of a JSON string: '"' and '\' escaped, control
/// characters as \b \f \n \r \t or \u00XX, valid UTF-8 kept as it is and every
/// byte that is not part of a valid UTF-8 sequence as \ufffd, so the result is
/// always a valid JSON string body.
inline std::string escapeJson(std::string_view text) {
  std::string out;
  out.reserve(text.size() + 2);
  auto byte = [&](size_t i) { return static_cast<unsigned char>(text[i]); };
  auto cont = [&](size_t i, unsigned char lo = 0x80, unsigned char hi = 0xBF) {
    return i < text.size() && byte(i) >= lo && byte(i) <= hi;
  };
  for (size_t i = 0; i < text.size();) {
    unsigned char c = byte(i);
    if (c < 0x80) {
      switch (c) {
      case '"': out += "\\\""; break;
      case '\\': out += "\\\\"; break;
      case '\b': out += "\\b"; break;
      case '\f': out += "\\f"; break;
      case '\n': out += "\\n"; break;
      case '\r': out += "\\r"; break;
      case '\t': out += "\\t"; break;
      default:
        if (c < 0x20) {
          char buf[8];
          std::snprintf(buf, sizeof(buf), "\\u%04x", c);
          out += buf;
        } else {
          out += static_cast<char>(c);
        }
      }
      ++i;
      continue;
    }
    // The length of a well-formed UTF-8 sequence at i (RFC 3629), or 0.
    size_t length = 0;
    if (c >= 0xC2 && c <= 0xDF)
      length = cont(i + 1) ? 2 : 0;
    else if (c >= 0xE0 && c <= 0xEF)
      length = cont(i + 1, c == 0xE0 ? 0xA0 : 0x80, c == 0xED ? 0x9F : 0xBF) && cont(i + 2) ? 3 : 0;
    else if (c >= 0xF0 && c <= 0xF4)
      length = cont(i + 1, c == 0xF0 ? 0x90 : 0x80, c == 0xF4 ? 0x8F : 0xBF) && cont(i + 2) &&
                       cont(i + 3)
                   ? 4
                   : 0;
    if (length == 0) {
      out += "\\ufffd";
      ++i;
      continue;
    }
    out.append(text.data() + i, length);
    i += length;
  }
  return out;
}

/// `text` as a JSON string, quotes included.
inline std::string jsonString(std::string_view text) { return "\"" + escapeJson(text) + "\""; }

/// A JSON number printed with `format` (a printf format for one double), or
/// null when it is not finite (JSON has no NaN or infinity; the reader then
/// refuses the field by name instead of reading a wrong number).
inline std::string jsonNumber(double value, const char *format = "%.6g") {
  if (!std::isfinite(value))
    return "null";
  char buf[64];
  std::snprintf(buf, sizeof(buf), format, value);
  return buf;
}

/// A JSON array of `items`, each as `toJson` writes it: `lead` before the
/// first, `separator` before each other (the variants go one a line).
template <typename T, typename ToJson>
inline std::string arrayJson(const std::vector<T> &items, ToJson toJson,
                             const char *separator = ", ", const char *lead = "") {
  std::string out = "[";
  for (size_t i = 0; i < items.size(); ++i)
    out += (i ? separator : lead) + toJson(items[i]);
  return out + "]";
}

/// What the runner measured, as written; see the format above.
struct Timing {
  double medianUs = 0, p10Us = 0, p90Us = 0;
  double gbs = -1; ///< A copy's bandwidth; < 0: a GEMM (not written).
};

struct Conditions {
  long long samples = 0;
  long long smClockMhzMin = 0, smClockMhzMax = 0, memClockMhzMin = 0;
  double powerWMax = 0;
  long long temperatureCMax = 0;
  unsigned long long clockEventReasons = 0;
};

struct Variant {
  std::string label;
  long long m = 0, n = 0, k = 0;
  bool ran = false, valid = false;
  std::string why;
  int algo = 0;
  double relError = 0, maxAbsError = 0, maxAbsOriginal = 0;
  long long worstIndex = -1, nonfinite = 0;
  Timing gemm, padA, padB, slice;
  std::vector<double> roundsUs;
  double ratioMedian = 0, ratioLow = 0, ratioHigh = 0;
};

struct Problem {
  int index = 0;
  std::string where, role, dtype;
  long long batch = 1, m = 0, n = 0, k = 0;
  std::string aContig, bContig; ///< "k"/"m" for A, "n"/"k" for B.
  int count = 0;
  Conditions conditions;
  std::vector<Variant> variants;
};

struct Run {
  std::string gpu, driver;
  int smCount = 0, cudaDriverApi = 0, cudaRuntime = 0;
  long long cublasLt = 0;
  int algos = 1, reps = 0, warmup = 0, rounds = 0;
  unsigned seed = 0;
  long long copyBytes = 0;
  double copyBandwidthGbs = 0;
  long long smClockLimitMhz = 0, memClockLimitMhz = 0;
  double powerLimitW = 0;
};

/// Writes a JSON object into a string: `"key": value` pairs, commas between
/// them, strings escaped (jsonString), numbers through jsonNumber.
class ObjectWriter {
public:
  explicit ObjectWriter(std::string &out) : out_(out) { out_ += "{"; }
  ObjectWriter &raw(const char *key, const std::string &json) {
    out_ += first_ ? "\"" : ", \"";
    out_ += key;
    out_ += "\": ";
    out_ += json;
    first_ = false;
    return *this;
  }
  ObjectWriter &str(const char *key, std::string_view value) { return raw(key, jsonString(value)); }
  ObjectWriter &integer(const char *key, long long value) { return raw(key, std::to_string(value)); }
  ObjectWriter &boolean(const char *key, bool value) { return raw(key, value ? "true" : "false"); }
  ObjectWriter &number(const char *key, double value, const char *format) {
    return raw(key, jsonNumber(value, format));
  }
  /// A GEMM's shape, as a problem and each of its variants write it.
  ObjectWriter &extents(long long m, long long n, long long k) {
    return integer(key::kM, m).integer(key::kN, n).integer(key::kK, k);
  }
  void close() { out_ += "}"; }

private:
  std::string &out_;
  bool first_ = true;
};

namespace detail {
inline std::string timingJson(const Timing &t) {
  std::string out;
  ObjectWriter o(out);
  o.number(key::kMedianUs, t.medianUs, "%.3f")
      .number(key::kP10Us, t.p10Us, "%.3f")
      .number(key::kP90Us, t.p90Us, "%.3f");
  if (t.gbs >= 0)
    o.number(key::kGbs, t.gbs, "%.1f");
  o.close();
  return out;
}

inline std::string conditionsJson(const Conditions &c) {
  std::string out, names = arrayJson(clockEventNames(c.clockEventReasons), jsonString);
  ObjectWriter o(out);
  o.integer(key::kSamples, c.samples)
      .integer(key::kSmClockMhzMin, c.smClockMhzMin)
      .integer(key::kSmClockMhzMax, c.smClockMhzMax)
      .integer(key::kMemClockMhzMin, c.memClockMhzMin)
      .number(key::kPowerWMax, c.powerWMax, "%.1f")
      .integer(key::kTemperatureCMax, c.temperatureCMax)
      .integer(key::kClockEventReasons, static_cast<long long>(c.clockEventReasons))
      .raw(key::kClockEvents, names)
      .close();
  return out;
}

inline std::string variantJson(const Variant &v) {
  std::string out, rounds = arrayJson(v.roundsUs, [](double us) { return jsonNumber(us, "%.3f"); });
  ObjectWriter o(out);
  o.str(key::kLabel, v.label)
      .extents(v.m, v.n, v.k)
      .boolean(key::kRan, v.ran)
      .boolean(key::kValid, v.valid)
      .str(key::kWhy, v.why)
      .integer(key::kAlgo, v.algo)
      .number(key::kRelError, v.relError, "%.3e")
      .number(key::kMaxAbsError, v.maxAbsError, "%.3e")
      .number(key::kMaxAbsOriginal, v.maxAbsOriginal, "%.3e")
      .integer(key::kWorstIndex, v.worstIndex)
      .integer(key::kNonfinite, v.nonfinite)
      .raw(key::kGemm, timingJson(v.gemm))
      .raw(key::kPadA, timingJson(v.padA))
      .raw(key::kPadB, timingJson(v.padB))
      .raw(key::kSlice, timingJson(v.slice))
      .raw(key::kRounds, rounds)
      .number(key::kRatioMedian, v.ratioMedian, "%.5f")
      .number(key::kRatioLow, v.ratioLow, "%.5f")
      .number(key::kRatioHigh, v.ratioHigh, "%.5f")
      .close();
  return out;
}
} // namespace detail

/// The results file's opening: the run's fields and `"problems": [`.
inline std::string runJsonOpen(const Run &r) {
  IntervalRanks ranks = ratioIntervalRanks(r.rounds);
  std::string interval;
  ObjectWriter(interval)
      .integer(key::kLowRank, ranks.low)
      .integer(key::kHighRank, ranks.high)
      .number(key::kConfidence, ranks.confidence, "%.4f")
      .close();
  std::string out;
  ObjectWriter o(out);
  o.integer(key::kFormatVersion, kResultsFormatVersion)
      .str(key::kGpu, r.gpu)
      .integer(key::kSmCount, r.smCount)
      .str(key::kDriver, r.driver)
      .integer(key::kCudaDriverApi, r.cudaDriverApi)
      .integer(key::kCudaRuntime, r.cudaRuntime)
      .integer(key::kCublasLt, r.cublasLt)
      .integer(key::kAlgos, r.algos)
      .integer(key::kReps, r.reps)
      .integer(key::kWarmup, r.warmup)
      .integer(key::kRounds, r.rounds)
      .integer(key::kSeed, r.seed)
      .integer(key::kCopyBytes, r.copyBytes)
      .number(key::kCopyBandwidthGbs, r.copyBandwidthGbs, "%.1f")
      .integer(key::kSmClockLimitMhz, r.smClockLimitMhz)
      .integer(key::kMemClockLimitMhz, r.memClockLimitMhz)
      .number(key::kPowerLimitW, r.powerLimitW, "%.1f")
      .raw(key::kRatioInterval, interval)
      .raw(key::kProblems, "[");
  return out; // the object stays open: problems follow
}

/// One problem, preceded by ",\n" unless it is the first.
inline std::string problemJson(const Problem &p, bool first) {
  std::string out = first ? "\n  " : ",\n  ";
  std::string variants = arrayJson(p.variants, detail::variantJson, ",\n    ", "\n    ");
  ObjectWriter o(out);
  o.integer(key::kIndex, p.index)
      .str(key::kWhere, p.where)
      .str(key::kRole, p.role)
      .str(key::kDtype, p.dtype)
      .integer(key::kBatch, p.batch)
      .extents(p.m, p.n, p.k)
      .str(key::kAContig, p.aContig)
      .str(key::kBContig, p.bContig)
      .integer(key::kCount, p.count)
      .raw(key::kConditions, detail::conditionsJson(p.conditions))
      .raw(key::kVariants, variants)
      .close();
  return out;
}

/// The results file's end, after the problems.
inline std::string runJsonClose(double elapsedS) {
  return "\n], \"" + std::string(key::kElapsedS) + "\": " + jsonNumber(elapsedS, "%.2f") + "}\n";
}

} // namespace runner
} // namespace dimtune

#endif // DIMTUNE_TUNING_RUNNERFORMAT_H
