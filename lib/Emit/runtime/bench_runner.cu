// dimtune benchmark runner: times each GEMM problem of problems.inc and its
// padded candidates through cuBLASLt, with the pad and slice work a padded
// candidate needs, and checks every candidate's result against the original.
//
// Written by --dimtune-emit-bench next to a generated problems.inc and
// RunnerFormat.h (the results format, shared with dimtune's reader); built by
// the CMakeLists.txt beside it. Usage:
//   dimtune_bench --out results.json [--shard I/N] [--algos K] [--reps R]
//                 [--rounds N] [--seed S] [--warmup W]
//   dimtune_bench --list         the problems and variants as JSON (no GPU)
//   dimtune_bench --self-test    the copy kernels' index math on the CPU (no GPU)
//   dimtune_bench --copy-bench   pad and slice copies against a device copy (GPU)
//
// Method: random inputs (never zeros) rotated over enough copies to exceed the
// L2 several times. A problem's variants are timed interleaved: N rounds, each
// in its own random order (seeded), each variant's time in a round the median
// of R calls, each call between two CUDA events, after W untimed calls; a
// kernel that waits for the host holds the GPU until a batch is queued, so the
// calls run back to back. The GEMM's time is the median over rounds; each
// variant's speed-up over the original is taken per round (same round, so
// slow drifts of the clock cancel) and summarized as a median and an interval
// (RunnerFormat.h, ratioIntervalRanks). The GPU's clocks, power, temperature
// and clock-event reasons are sampled through NVML (loaded at run time) while
// the rounds run. Pads and slices are timed apart from the GEMM, with copy
// kernels that move 16 bytes per thread; a plain device copy gives the
// bandwidth they are compared with. Every CUDA and cuBLAS call is checked.

#include <cublasLt.h>
#include <cuda_bf16.h>
#include <cuda_fp16.h>
#include <cuda_runtime.h>
#include <dlfcn.h>

#include <algorithm>
#include <atomic>
#include <cfloat>
#include <chrono>
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <memory>
#include <random>
#include <string>
#include <string_view>
#include <thread>
#include <vector>

#include "RunnerFormat.h"

namespace fmt = dimtune::runner;

#define CHECK_CUDA(call)                                                        \
  do {                                                                          \
    cudaError_t err_ = (call);                                                  \
    if (err_ != cudaSuccess) {                                                  \
      std::fprintf(stderr, "%s:%d: CUDA error: %s\n", __FILE__, __LINE__,       \
                   cudaGetErrorString(err_));                                   \
      std::exit(1);                                                             \
    }                                                                           \
  } while (0)
#define CHECK_CUBLAS(call)                                                      \
  do {                                                                          \
    cublasStatus_t st_ = (call);                                                \
    if (st_ != CUBLAS_STATUS_SUCCESS) {                                         \
      std::fprintf(stderr, "%s:%d: cuBLAS error %d\n", __FILE__, __LINE__,      \
                   static_cast<int>(st_));                                      \
      std::exit(1);                                                             \
    }                                                                           \
  } while (0)

enum class Dtype { F32, TF32, F16, BF16 };

// A string of problems.inc: the literal with its length, so that a NUL in an
// IR string is kept (a C string would end there) and the results get every
// byte of it, escaped (RunnerFormat.h's escapeJson).
struct Text {
  constexpr Text() : data(""), size(0) {} // the unused entries of `variants`
  template <size_t N> constexpr Text(const char (&literal)[N]) : data(literal), size(N - 1) {}
  operator std::string_view() const { return {data, size}; }
  const char *data;
  size_t size;
};

struct Shape {
  long long m, n, k;
  Text label;
};

struct BenchProblem {
  Text where;          // first location in the IR
  Text role;           // role and pass, if the IR said
  Dtype dtype;
  long long batch, m, n, k;
  bool aContigK;       // A stored [m,k] (else [k,m])
  bool bContigN;       // B stored [k,n] (else [n,k])
  int count;           // occurrences in the module
  int numVariants;     // variants[0] is the original shape
  Shape variants[8];
};

#include "problems.inc"

namespace {

size_t elementBytes(Dtype t) { return t == Dtype::F16 || t == Dtype::BF16 ? 2 : 4; }
const char *dtypeName(Dtype t) {
  switch (t) {
  case Dtype::F32: return "f32";
  case Dtype::TF32: return "tf32";
  case Dtype::F16: return "f16";
  case Dtype::BF16: return "bf16";
  }
  return "?";
}
cudaDataType_t cudaType(Dtype t) {
  switch (t) {
  case Dtype::F16: return CUDA_R_16F;
  case Dtype::BF16: return CUDA_R_16BF;
  default: return CUDA_R_32F;
  }
}

// --- device kernels: fill, wait ----------------------------------------------

template <typename T> __device__ T fromFloat(float v);
template <> __device__ float fromFloat<float>(float v) { return v; }
template <> __device__ __half fromFloat<__half>(float v) { return __float2half(v); }
template <> __device__ __nv_bfloat16 fromFloat<__nv_bfloat16>(float v) { return __float2bfloat16(v); }
template <typename T> __device__ float toFloat(T v);
template <> __device__ float toFloat<float>(float v) { return v; }
template <> __device__ float toFloat<__half>(__half v) { return __half2float(v); }
template <> __device__ float toFloat<__nv_bfloat16>(__nv_bfloat16 v) { return __bfloat162float(v); }

// Uniform in [-1, 1) from a hash of the index: never all zeros.
template <typename T> __global__ void fillRandom(T *out, size_t n, unsigned seed) {
  for (size_t i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += gridDim.x * blockDim.x) {
    unsigned x = static_cast<unsigned>(i) * 2654435761u ^ seed * 2246822519u;
    x ^= x >> 15; x *= 2246822519u; x ^= x >> 13; x *= 3266489917u; x ^= x >> 16;
    out[i] = fromFloat<T>(static_cast<float>(x) / 2147483648.0f - 1.0f);
  }
}

__device__ __forceinline__ unsigned long long globalTimerNs() {
  unsigned long long t;
  asm volatile("mov.u64 %0, %%globaltimer;" : "=l"(t));
  return t;
}

// Holds the GPU until the host writes `target` (or more) to `flag`, at most
// `timeoutNs`: queued before a batch of calls, it lets the host queue them all
// before the first one runs.
__global__ void waitForHost(const volatile int *flag, int target, unsigned long long timeoutNs) {
  unsigned long long start = globalTimerNs();
  while (*flag < target && globalTimerNs() - start < timeoutNs) {
#if __CUDA_ARCH__ >= 700
    __nanosleep(1000);
#endif
  }
}

// --- copies at the memory's bandwidth ----------------------------------------
//
// A pad and a slice are one strided copy: for every dst row r < dstRows of
// every batch b and byte x < dstRowBytes, dst[b][r][x] = src[b][r][x] if
// r < srcRows and x < srcRowBytes, else 0 (a pad writes its zeros too, so the
// padded buffer needs no memset; a slice keeps the leading rows and columns).
// Each 16-byte aligned chunk of a dst row is written with one 16-byte
// store, its bytes read with one or two aligned 16-byte loads funnel-shifted
// when the source row is aligned differently (the misaligned rows a pad exists
// for); the two partial chunks at a row's ends (rows whose pitch is not a
// multiple of 16 bytes share chunks with their neighbours) are written in
// 2-byte pieces. Every element is 2 or 4 bytes, so rows start 2-byte aligned.
// Loads may read up to 31 bytes past a row's valid bytes: deviceAlloc gives
// every buffer kSlackBytes more.
constexpr size_t kSlackBytes = 64;

struct CopyPlan {
  const char *src = nullptr;
  char *dst = nullptr;
  long long batch = 1;
  long long srcRows = 0, srcRowBytes = 0, srcPitch = 0, srcBatchStride = 0;
  long long dstRows = 0, dstRowBytes = 0, dstPitch = 0, dstBatchStride = 0;

  // The aligned 16-byte chunks a dst row meets: ceil(W / 16) when every row
  // starts 16-byte aligned; W / 16 + 2 when rows start at any 2-byte offset.
  __host__ __device__ long long chunksPerRow() const {
    bool aligned = reinterpret_cast<uintptr_t>(dst) % 16 == 0 && dstPitch % 16 == 0 &&
                   (batch == 1 || dstBatchStride % 16 == 0);
    return aligned ? (dstRowBytes + 15) / 16 : dstRowBytes / 16 + 2;
  }
  // Bytes read plus bytes written, for the bandwidth.
  long long bytesMoved() const {
    return batch * (std::min(srcRows, dstRows) * std::min(srcRowBytes, dstRowBytes) +
                    dstRows * dstRowBytes);
  }
};

// Rows of the same width on both sides, packed (only rows are added or
// dropped): one row per batch, so no thread idles at a row's end however
// narrow the rows are.
CopyPlan collapsed(CopyPlan p) {
  if (p.srcPitch != p.srcRowBytes || p.dstPitch != p.dstRowBytes || p.srcRowBytes != p.dstRowBytes)
    return p;
  long long width = p.srcRowBytes;
  p.srcRowBytes = p.srcPitch = std::min(p.srcRows, p.dstRows) * width;
  p.dstRowBytes = p.dstPitch = p.dstRows * width;
  p.srcRows = p.dstRows = 1;
  return p;
}

// A row-major [batch, srcRows, srcCols] tensor of `eb`-byte elements copied
// into a [batch, dstRows, dstCols] one: the leading rows and columns both
// have, the rest of the destination zeros.
CopyPlan copyPlan(const void *src, long long srcRows, long long srcCols, void *dst,
                  long long dstRows, long long dstCols, long long batch, size_t eb) {
  CopyPlan p;
  p.src = static_cast<const char *>(src);
  p.dst = static_cast<char *>(dst);
  p.batch = batch;
  p.srcRows = std::min(srcRows, dstRows);
  p.srcRowBytes = std::min(srcCols, dstCols) * eb;
  p.srcPitch = srcCols * eb;
  p.srcBatchStride = srcRows * srcCols * eb;
  p.dstRows = dstRows;
  p.dstRowBytes = p.dstPitch = dstCols * eb;
  p.dstBatchStride = dstRows * dstCols * eb;
  return collapsed(p);
}

// A [batch, rows, cols] tensor padded with zeros to [batch, prows, pcols].
CopyPlan padPlan(const void *src, void *dst, long long batch, long long rows, long long cols,
                 long long prows, long long pcols, size_t eb) {
  return copyPlan(src, rows, cols, dst, prows, pcols, batch, eb);
}

// The leading [batch, rows, cols] of a [batch, prows, pcols] tensor.
CopyPlan slicePlan(const void *src, void *dst, long long batch, long long rows, long long cols,
                   long long prows, long long pcols, size_t eb) {
  return copyPlan(src, prows, pcols, dst, rows, cols, batch, eb);
}

__host__ __device__ inline unsigned funnelRight(unsigned lo, unsigned hi, unsigned shift) {
#ifdef __CUDA_ARCH__
  return __funnelshift_r(lo, hi, shift);
#else
  return static_cast<unsigned>(((static_cast<unsigned long long>(hi) << 32) | lo) >> shift);
#endif
}

__host__ __device__ inline uint4 loadAligned16(const uint4 *p) {
#ifdef __CUDA_ARCH__
  return __ldg(p);
#else
  return *p;
#endif
}

// The 16 bytes at `p` (2-byte aligned) from the aligned words around them.
__host__ __device__ inline uint4 load16(const char *p) {
  uintptr_t address = reinterpret_cast<uintptr_t>(p);
  unsigned offset = static_cast<unsigned>(address & 15u);
  const uint4 *q = reinterpret_cast<const uint4 *>(address - offset);
  uint4 lo = loadAligned16(q);
  if (offset == 0)
    return lo;
  uint4 hi = loadAligned16(q + 1);
  unsigned s = (offset & 3u) * 8u;
  switch (offset >> 2) {
  case 0:
    return make_uint4(funnelRight(lo.x, lo.y, s), funnelRight(lo.y, lo.z, s),
                      funnelRight(lo.z, lo.w, s), funnelRight(lo.w, hi.x, s));
  case 1:
    return make_uint4(funnelRight(lo.y, lo.z, s), funnelRight(lo.z, lo.w, s),
                      funnelRight(lo.w, hi.x, s), funnelRight(hi.x, hi.y, s));
  case 2:
    return make_uint4(funnelRight(lo.z, lo.w, s), funnelRight(lo.w, hi.x, s),
                      funnelRight(hi.x, hi.y, s), funnelRight(hi.y, hi.z, s));
  default:
    return make_uint4(funnelRight(lo.w, hi.x, s), funnelRight(hi.x, hi.y, s),
                      funnelRight(hi.y, hi.z, s), funnelRight(hi.z, hi.w, s));
  }
}

// `v` with its bytes from `keep` (0..16) on zeroed.
__host__ __device__ inline unsigned keepBytes(unsigned word, long long first, long long keep) {
  if (keep >= first + 4)
    return word;
  if (keep <= first)
    return 0;
  return word & ((1u << (8 * (keep - first))) - 1u);
}
__host__ __device__ inline uint4 keepBytes(uint4 v, long long keep) {
  return make_uint4(keepBytes(v.x, 0, keep), keepBytes(v.y, 4, keep), keepBytes(v.z, 8, keep),
                    keepBytes(v.w, 12, keep));
}

// One dst row of one batch, as the copy writes it, and its source row.
struct CopyRow {
  uintptr_t start, end; // the dst row's bytes
  const char *src;      // the source row; null past the source's rows
  long long srcBytes;   // the bytes the source row gives (0 without one)
  // The address of the row's aligned chunk j (see above).
  __host__ __device__ uintptr_t chunk(long long j) const {
    return (start & ~static_cast<uintptr_t>(15)) + 16 * static_cast<uintptr_t>(j);
  }
};
__host__ __device__ inline CopyRow copyRow(const CopyPlan &p, long long b, long long r) {
  uintptr_t start = reinterpret_cast<uintptr_t>(p.dst + b * p.dstBatchStride + r * p.dstPitch);
  bool fromSrc = r < p.srcRows;
  return {start, start + static_cast<uintptr_t>(p.dstRowBytes),
          fromSrc ? p.src + b * p.srcBatchStride + r * p.srcPitch : nullptr,
          fromSrc ? p.srcRowBytes : 0};
}

// The chunk at `at` of `row`: one 16-byte store when it lies whole in the
// row, else (it straddles a row end) 2-byte pieces.
__host__ __device__ inline void copyChunk(const CopyRow &row, uintptr_t at) {
  if (at >= row.start && at + 16 <= row.end) {
    long long offset = static_cast<long long>(at - row.start);
    uint4 v = make_uint4(0, 0, 0, 0);
    if (offset < row.srcBytes) {
      v = load16(row.src + offset);
      if (row.srcBytes - offset < 16)
        v = keepBytes(v, row.srcBytes - offset);
    }
    *reinterpret_cast<uint4 *>(at) = v;
    return;
  }
  uintptr_t from = at > row.start ? at : row.start;
  uintptr_t to = at + 16 < row.end ? at + 16 : row.end;
  for (uintptr_t x = from; x < to; x += 2) {
    long long offset = static_cast<long long>(x - row.start);
    unsigned short v = 0;
    if (offset < row.srcBytes)
      v = *reinterpret_cast<const unsigned short *>(row.src + offset);
    *reinterpret_cast<unsigned short *>(x) = v;
  }
}

// Chunks one thread copies per pass over a row, `lanes` apart so that a
// warp's accesses stay contiguous. A copy is bound by the instructions per
// chunk as much as by memory: the row's addresses are worked out once per
// thread and row, not per chunk (measured: benchmarks/results/copies/).
constexpr int kChunksPerThread = 2;

// One thread's chunks of `row`: j0, j0 + lanes, ... below `chunks`.
__host__ __device__ inline void copyThreadChunks(const CopyRow &row, long long j0, long long lanes,
                                                 long long chunks) {
#pragma unroll
  for (int u = 0; u < kChunksPerThread; ++u) {
    long long j = j0 + u * lanes;
    uintptr_t at = row.chunk(j);
    if (j < chunks && at < row.end)
      copyChunk(row, at);
  }
}

// Threads per row (a block's x extent): a power of two up to 256 that gives
// each thread kChunksPerThread chunks of the row.
inline unsigned copyLanes(const CopyPlan &p) {
  long long perThread = (p.chunksPerRow() + kChunksPerThread - 1) / kChunksPerThread;
  unsigned lanes = 1;
  while (lanes < 256 && lanes < perThread)
    lanes *= 2;
  return lanes;
}

// Threads along a row's chunks (x), rows (y), batches (z), grid-strided.
__global__ void __launch_bounds__(256) stridedCopy(CopyPlan p) {
  long long chunks = p.chunksPerRow();
  long long lanes = blockDim.x, span = lanes * kChunksPerThread;
  for (long long b = blockIdx.z; b < p.batch; b += gridDim.z)
    for (long long r = static_cast<long long>(blockIdx.y) * blockDim.y + threadIdx.y; r < p.dstRows;
         r += static_cast<long long>(gridDim.y) * blockDim.y) {
      CopyRow row = copyRow(p, b, r);
      for (long long j0 = blockIdx.x * span + threadIdx.x; j0 < chunks; j0 += gridDim.x * span)
        copyThreadChunks(row, j0, lanes, chunks);
    }
}

void launchCopy(const CopyPlan &p) {
  unsigned tx = copyLanes(p), ty = 256 / tx;
  long long span = static_cast<long long>(tx) * kChunksPerThread;
  dim3 grid(
      static_cast<unsigned>(std::min<long long>((p.chunksPerRow() + span - 1) / span, 1 << 20)),
      static_cast<unsigned>(
          std::max<long long>(1, std::min<long long>((p.dstRows + ty - 1) / ty, 65535))),
      static_cast<unsigned>(std::max<long long>(1, std::min<long long>(p.batch, 65535))));
  stridedCopy<<<grid, dim3(tx, ty)>>>(p);
}

// --- the numeric check -------------------------------------------------------

struct CheckSums {
  double diff2, ref2;             // sum (x - ref)^2, sum ref^2 over finite pairs
  unsigned long long nonfinite;   // elements where x or ref is NaN or infinite
  unsigned maxDiffBits, maxRefBits; // max |x - ref|, max |ref| as float bits
  unsigned long long worst;       // first index at max |x - ref|
};

// |x - ref| as the check compares it: in double, clamped into float.
__device__ __forceinline__ float absDiff(float a, float b) {
  return static_cast<float>(fmin(fabs(static_cast<double>(a) - static_cast<double>(b)), static_cast<double>(FLT_MAX)));
}

template <typename T>
__global__ void __launch_bounds__(256) checkSums(const T *x, const T *ref, size_t n, CheckSums *out) {
  double diff2 = 0, ref2 = 0;
  unsigned long long bad = 0;
  float maxDiff = 0, maxRef = 0;
  for (size_t i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += gridDim.x * blockDim.x) {
    float a = toFloat<T>(x[i]), b = toFloat<T>(ref[i]);
    if (!isfinite(a) || !isfinite(b)) {
      ++bad;
      continue;
    }
    double d = static_cast<double>(a) - static_cast<double>(b);
    diff2 += d * d;
    ref2 += static_cast<double>(b) * b;
    maxDiff = fmaxf(maxDiff, absDiff(a, b));
    maxRef = fmaxf(maxRef, fabsf(b));
  }
  for (int offset = 16; offset > 0; offset /= 2) {
    diff2 += __shfl_down_sync(0xffffffffu, diff2, offset);
    ref2 += __shfl_down_sync(0xffffffffu, ref2, offset);
    bad += __shfl_down_sync(0xffffffffu, bad, offset);
    maxDiff = fmaxf(maxDiff, __shfl_down_sync(0xffffffffu, maxDiff, offset));
    maxRef = fmaxf(maxRef, __shfl_down_sync(0xffffffffu, maxRef, offset));
  }
  if (threadIdx.x % 32 != 0)
    return;
  atomicAdd(&out->diff2, diff2);
  atomicAdd(&out->ref2, ref2);
  atomicAdd(&out->nonfinite, bad);
  // Non-negative floats order as their bit patterns.
  atomicMax(&out->maxDiffBits, __float_as_uint(maxDiff));
  atomicMax(&out->maxRefBits, __float_as_uint(maxRef));
}

template <typename T>
__global__ void __launch_bounds__(256) checkWorst(const T *x, const T *ref, size_t n, unsigned maxDiffBits,
                                                  CheckSums *out) {
  for (size_t i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += gridDim.x * blockDim.x) {
    float a = toFloat<T>(x[i]), b = toFloat<T>(ref[i]);
    if (isfinite(a) && isfinite(b) && __float_as_uint(absDiff(a, b)) == maxDiffBits)
      atomicMin(&out->worst, static_cast<unsigned long long>(i));
  }
}

constexpr int kThreads = 256;
int blocksFor(size_t n) { return static_cast<int>(std::min<size_t>((n + kThreads - 1) / kThreads, 65535)); }

template <typename F> void dispatch(Dtype t, F f) {
  switch (t) {
  case Dtype::F16: f(__half()); break;
  case Dtype::BF16: f(__nv_bfloat16()); break;
  default: f(float()); break;
  }
}

void fill(Dtype t, void *p, size_t n, unsigned seed) {
  dispatch(t, [&](auto tag) {
    using T = decltype(tag);
    fillRandom<T><<<blocksFor(n), kThreads>>>(static_cast<T *>(p), n, seed);
  });
  CHECK_CUDA(cudaGetLastError());
}

// --- NVML, loaded at run time ------------------------------------------------
//
// The driver, not the toolkit, ships libnvidia-ml: it is opened with dlopen
// and never linked (no GPU machine, no library: no samples, driver "unknown").

struct Nvml {
  using Device = void *;
  using Fn0 = int (*)();
  void *lib = nullptr;
  Device device = nullptr;
  Fn0 shutdown = nullptr;
  int (*clockInfo)(Device, int, unsigned *) = nullptr;
  int (*maxClockInfo)(Device, int, unsigned *) = nullptr;
  int (*powerUsage)(Device, unsigned *) = nullptr;
  int (*powerLimit)(Device, unsigned *) = nullptr;
  int (*temperature)(Device, int, unsigned *) = nullptr;
  int (*reasons)(Device, unsigned long long *) = nullptr;
  std::string driver = "unknown";
  static constexpr int kClockSm = 1, kClockMem = 2, kTemperatureGpu = 0; // nvml.h's enums

  template <typename F> F symbol(const char *name) { return reinterpret_cast<F>(dlsym(lib, name)); }

  // Opens NVML for the device at `pciBusId` (cudaDeviceGetPCIBusId's form,
  // which NVML takes), so CUDA_VISIBLE_DEVICES cannot make it sample another.
  void open(const char *pciBusId) {
    lib = dlopen("libnvidia-ml.so.1", RTLD_NOW);
    if (!lib)
      return;
    Fn0 init = symbol<Fn0>("nvmlInit_v2");
    shutdown = symbol<Fn0>("nvmlShutdown");
    if (!init || !shutdown || init() != 0) {
      dlclose(lib);
      lib = nullptr;
      return;
    }
    char release[96] = {0};
    if (auto version = symbol<int (*)(char *, unsigned)>("nvmlSystemGetDriverVersion"))
      if (version(release, sizeof(release)) == 0)
        driver = release;
    auto byBusId = symbol<int (*)(const char *, Device *)>("nvmlDeviceGetHandleByPciBusId_v2");
    if (!byBusId || byBusId(pciBusId, &device) != 0) {
      device = nullptr;
      return;
    }
    clockInfo = symbol<decltype(clockInfo)>("nvmlDeviceGetClockInfo");
    maxClockInfo = symbol<decltype(maxClockInfo)>("nvmlDeviceGetMaxClockInfo");
    powerUsage = symbol<decltype(powerUsage)>("nvmlDeviceGetPowerUsage");
    powerLimit = symbol<decltype(powerLimit)>("nvmlDeviceGetEnforcedPowerLimit");
    temperature = symbol<decltype(temperature)>("nvmlDeviceGetTemperature");
    reasons = symbol<decltype(reasons)>("nvmlDeviceGetCurrentClocksEventReasons");
    if (!reasons) // drivers before 535 name it "throttle reasons"
      reasons = symbol<decltype(reasons)>("nvmlDeviceGetCurrentClocksThrottleReasons");
  }

  // The device's limits into the run's fields.
  void limits(fmt::Run &run) {
    unsigned v = 0;
    if (device && maxClockInfo && maxClockInfo(device, kClockSm, &v) == 0)
      run.smClockLimitMhz = v;
    if (device && maxClockInfo && maxClockInfo(device, kClockMem, &v) == 0)
      run.memClockLimitMhz = v;
    if (device && powerLimit && powerLimit(device, &v) == 0)
      run.powerLimitW = v / 1000.0;
  }

  // One reading of the SM clock, the power and the clock-event reasons; false
  // where NVML cannot give all three.
  bool read(unsigned &smMhz, double &powerW, unsigned long long &events) {
    unsigned mw = 0;
    if (!device || !clockInfo || !powerUsage || !reasons ||
        clockInfo(device, kClockSm, &smMhz) != 0 || powerUsage(device, &mw) != 0 ||
        reasons(device, &events) != 0)
      return false;
    powerW = mw / 1000.0;
    return true;
  }

  // One sample of the GPU's state into `c` (lowest clocks, highest power and
  // temperature, every clock-event reason seen).
  void sample(fmt::Conditions &c) {
    if (!device)
      return;
    bool any = false;
    unsigned v = 0;
    auto lowest = [](long long &field, unsigned value) {
      field = field == 0 ? value : std::min<long long>(field, value);
    };
    if (clockInfo && clockInfo(device, kClockSm, &v) == 0) {
      lowest(c.smClockMhzMin, v);
      c.smClockMhzMax = std::max<long long>(c.smClockMhzMax, v);
      any = true;
    }
    if (clockInfo && clockInfo(device, kClockMem, &v) == 0) {
      lowest(c.memClockMhzMin, v);
      any = true;
    }
    if (powerUsage && powerUsage(device, &v) == 0) {
      c.powerWMax = std::max(c.powerWMax, v / 1000.0);
      any = true;
    }
    if (temperature && temperature(device, kTemperatureGpu, &v) == 0) {
      c.temperatureCMax = std::max<long long>(c.temperatureCMax, v);
      any = true;
    }
    unsigned long long bits = 0;
    if (reasons && reasons(device, &bits) == 0) {
      c.clockEventReasons |= bits;
      any = true;
    }
    c.samples += any;
  }

  ~Nvml() {
    if (lib) {
      shutdown();
      dlclose(lib);
    }
  }
};

// --- timing ------------------------------------------------------------------

struct Options {
  std::string out = "results.json";
  std::string powerDutyOut, powerSustainedOut; // --power-sweep's files
  int shard = 0, shards = 1, algos = 1, reps = 25, warmup = 3, rounds = 5;
  unsigned seed = 1;
};

// How long a waiting kernel holds the GPU at most, should the host stall.
constexpr unsigned long long kWaitTimeoutNs = 200ull * 1000 * 1000;

struct Timer {
  std::vector<cudaEvent_t> start, stop;
  volatile int *flag = nullptr; // mapped pinned memory the waiting kernels read
  int *flagDevice = nullptr;
  int generation = 0;
  Nvml *nvml = nullptr;

  Timer(int reps, Nvml *nvml) : start(reps), stop(reps), nvml(nvml) {
    for (int i = 0; i < reps; ++i) {
      CHECK_CUDA(cudaEventCreate(&start[i]));
      CHECK_CUDA(cudaEventCreate(&stop[i]));
    }
    void *host = nullptr;
    CHECK_CUDA(cudaHostAlloc(&host, sizeof(int), cudaHostAllocMapped));
    flag = static_cast<volatile int *>(host);
    *flag = 0;
    CHECK_CUDA(cudaHostGetDevicePointer(reinterpret_cast<void **>(&flagDevice), host, 0));
  }
  ~Timer() {
    for (size_t i = 0; i < start.size(); ++i) {
      cudaEventDestroy(start[i]);
      cudaEventDestroy(stop[i]);
    }
    cudaFreeHost(const_cast<int *>(flag));
  }
  void release(int value) {
    std::atomic_thread_fence(std::memory_order_seq_cst);
    *flag = value;
    std::atomic_thread_fence(std::memory_order_seq_cst);
  }

  // Milliseconds of `call(i)` for i = 0..reps-1, each between two events,
  // after `warmup` untimed calls. The calls are queued behind a kernel that
  // waits for the host; with `sample`, NVML is read while they run, and a
  // second waiting kernel keeps the GPU busy until it has been.
  template <typename F>
  std::vector<float> time(int warmup, int reps, F call, fmt::Conditions *sample = nullptr) {
    int go = ++generation, done = ++generation;
    waitForHost<<<1, 1>>>(flagDevice, go, kWaitTimeoutNs);
    for (int i = 0; i < warmup; ++i)
      call(i);
    for (int i = 0; i < reps; ++i) {
      CHECK_CUDA(cudaEventRecord(start[i]));
      call(i);
      CHECK_CUDA(cudaEventRecord(stop[i]));
    }
    if (sample)
      waitForHost<<<1, 1>>>(flagDevice, done, kWaitTimeoutNs);
    CHECK_CUDA(cudaGetLastError());
    release(go);
    if (sample)
      nvml->sample(*sample);
    release(done);
    CHECK_CUDA(cudaDeviceSynchronize());
    std::vector<float> ms(reps);
    for (int i = 0; i < reps; ++i)
      CHECK_CUDA(cudaEventElapsedTime(&ms[i], start[i], stop[i]));
    return ms;
  }
};

double medianUs(const std::vector<float> &ms) {
  return 1000.0 * fmt::median(std::vector<double>(ms.begin(), ms.end()));
}

// Median of the given medians; p10 and p90 over every call.
fmt::Timing summarize(double median, std::vector<float> ms) {
  std::sort(ms.begin(), ms.end());
  fmt::Timing t;
  t.medianUs = median;
  if (!ms.empty()) {
    t.p10Us = 1000.0 * ms[ms.size() / 10];
    t.p90Us = 1000.0 * ms[ms.size() - 1 - ms.size() / 10];
  }
  return t;
}

fmt::Timing copyTiming(const std::vector<float> &ms, long long bytes) {
  fmt::Timing t = summarize(medianUs(ms), ms);
  t.gbs = t.medianUs > 0 ? bytes / (t.medianUs * 1e3) : 0;
  return t;
}

// --- memory ------------------------------------------------------------------

void *deviceAlloc(size_t bytes) {
  void *p = nullptr;
  CHECK_CUDA(cudaMalloc(&p, bytes + kSlackBytes));
  return p;
}

// nullptr when the device is out of memory.
void *tryDeviceAlloc(size_t bytes) {
  void *p = nullptr;
  if (cudaMalloc(&p, bytes + kSlackBytes) != cudaSuccess) {
    cudaGetLastError();
    return nullptr;
  }
  return p;
}

struct DeviceBuffer {
  void *p = nullptr;
  DeviceBuffer() = default;
  explicit DeviceBuffer(void *p) : p(p) {}
  DeviceBuffer(DeviceBuffer &&other) noexcept : p(other.p) { other.p = nullptr; }
  DeviceBuffer(const DeviceBuffer &) = delete;
  DeviceBuffer &operator=(const DeviceBuffer &) = delete;
  ~DeviceBuffer() {
    if (p)
      cudaFree(p);
  }
};

// --- operands ----------------------------------------------------------------

// A row-major operand [batch, rows, cols] of the original shape and of a variant.
struct Extent {
  long long rows, cols;
};
Extent aExtent(const BenchProblem &p, long long m, long long k) {
  return p.aContigK ? Extent{m, k} : Extent{k, m};
}
Extent bExtent(const BenchProblem &p, long long n, long long k) {
  return p.bContigN ? Extent{k, n} : Extent{n, k};
}

// --- cuBLASLt ----------------------------------------------------------------

struct Gemm {
  cublasLtMatmulDesc_t desc = nullptr;
  cublasLtMatrixLayout_t a = nullptr, b = nullptr, c = nullptr;
  std::vector<cublasLtMatmulAlgo_t> algos;

  ~Gemm() {
    if (desc) cublasLtMatmulDescDestroy(desc);
    if (a) cublasLtMatrixLayoutDestroy(a);
    if (b) cublasLtMatrixLayoutDestroy(b);
    if (c) cublasLtMatrixLayoutDestroy(c);
  }
};

// Row-major C[m,n] = A B is column-major C^T[n,m] = B^T A^T: cuBLAS's first
// operand is B, its second A.
bool makeGemm(cublasLtHandle_t handle, const BenchProblem &p, long long m, long long n,
              long long k, size_t workspace, int algos, Gemm &g) {
  cublasComputeType_t compute =
      p.dtype == Dtype::TF32 ? CUBLAS_COMPUTE_32F_FAST_TF32 : CUBLAS_COMPUTE_32F;
  CHECK_CUBLAS(cublasLtMatmulDescCreate(&g.desc, compute, CUDA_R_32F));
  cublasOperation_t opFirst = p.bContigN ? CUBLAS_OP_N : CUBLAS_OP_T;
  cublasOperation_t opSecond = p.aContigK ? CUBLAS_OP_N : CUBLAS_OP_T;
  CHECK_CUBLAS(cublasLtMatmulDescSetAttribute(g.desc, CUBLASLT_MATMUL_DESC_TRANSA, &opFirst, sizeof(opFirst)));
  CHECK_CUBLAS(cublasLtMatmulDescSetAttribute(g.desc, CUBLASLT_MATMUL_DESC_TRANSB, &opSecond, sizeof(opSecond)));
  cudaDataType_t t = cudaType(p.dtype);
  Extent ea = aExtent(p, m, k), eb = bExtent(p, n, k);
  // Column-major views: a row-major [rows, cols] is column-major [cols, rows], ld cols.
  CHECK_CUBLAS(cublasLtMatrixLayoutCreate(&g.a, t, eb.cols, eb.rows, eb.cols));
  CHECK_CUBLAS(cublasLtMatrixLayoutCreate(&g.b, t, ea.cols, ea.rows, ea.cols));
  CHECK_CUBLAS(cublasLtMatrixLayoutCreate(&g.c, t, n, m, n));
  if (p.batch > 1) {
    int count = static_cast<int>(p.batch);
    long long strides[3] = {eb.rows * eb.cols, ea.rows * ea.cols, m * n};
    cublasLtMatrixLayout_t layouts[3] = {g.a, g.b, g.c};
    for (int i = 0; i < 3; ++i) {
      CHECK_CUBLAS(cublasLtMatrixLayoutSetAttribute(layouts[i], CUBLASLT_MATRIX_LAYOUT_BATCH_COUNT, &count, sizeof(count)));
      CHECK_CUBLAS(cublasLtMatrixLayoutSetAttribute(layouts[i], CUBLASLT_MATRIX_LAYOUT_STRIDED_BATCH_OFFSET, &strides[i], sizeof(strides[i])));
    }
  }
  cublasLtMatmulPreference_t pref;
  CHECK_CUBLAS(cublasLtMatmulPreferenceCreate(&pref));
  CHECK_CUBLAS(cublasLtMatmulPreferenceSetAttribute(pref, CUBLASLT_MATMUL_PREF_MAX_WORKSPACE_BYTES, &workspace, sizeof(workspace)));
  std::vector<cublasLtMatmulHeuristicResult_t> results(algos);
  int found = 0;
  cublasStatus_t st = cublasLtMatmulAlgoGetHeuristic(handle, g.desc, g.a, g.b, g.c, g.c, pref,
                                                     algos, results.data(), &found);
  CHECK_CUBLAS(cublasLtMatmulPreferenceDestroy(pref));
  if (st != CUBLAS_STATUS_SUCCESS || found == 0)
    return false;
  for (int i = 0; i < found; ++i)
    g.algos.push_back(results[i].algo);
  return true;
}

// --- one problem -------------------------------------------------------------

// A variant ready to run: its GEMM, its padded operands (one per rotation).
struct Prepared {
  fmt::Variant out;
  Gemm gemm;
  std::vector<DeviceBuffer> a, b; // empty where the operand is not padded
  Extent pa{0, 0}, pb{0, 0};
  bool padsA = false, padsB = false, slices = false;
  std::vector<float> calls; // every timed call of the rounds, ms
};

struct Context {
  cublasLtHandle_t handle;
  void *workspace;
  size_t workspaceBytes, l2Bytes;
  Timer *timer;
  const Options *options;
  double copyGbs; // the device copy's bandwidth, for the progress lines
};

fmt::Problem runProblem(const Context &ctx, const BenchProblem &p, int index) {
  const Options &o = *ctx.options;
  size_t eb = elementBytes(p.dtype);
  long long batch = p.batch;
  Extent ea = aExtent(p, p.m, p.k), ebx = bExtent(p, p.n, p.k);
  size_t aElems = batch * ea.rows * ea.cols, bElems = batch * ebx.rows * ebx.cols;
  size_t cElems = batch * p.m * p.n;
  size_t setBytes = (aElems + bElems) * eb;
  int copies = static_cast<int>(std::max<size_t>(1, std::min<size_t>(16, 4 * ctx.l2Bytes / std::max<size_t>(setBytes, 1))));

  fmt::Problem result;
  result.index = index;
  result.where = std::string(std::string_view(p.where));
  result.role = std::string(std::string_view(p.role));
  result.dtype = dtypeName(p.dtype);
  result.batch = p.batch;
  result.m = p.m;
  result.n = p.n;
  result.k = p.k;
  result.aContig = p.aContigK ? "k" : "m";
  result.bContig = p.bContigN ? "n" : "k";
  result.count = p.count;

  std::vector<DeviceBuffer> inA(copies), inB(copies);
  for (int i = 0; i < copies; ++i) {
    inA[i].p = deviceAlloc(aElems * eb);
    inB[i].p = deviceAlloc(bElems * eb);
    fill(p.dtype, inA[i].p, aElems, 17 + 2 * i);
    fill(p.dtype, inB[i].p, bElems, 18 + 2 * i);
  }
  // One output for every variant (they run one at a time), the original's
  // result, a candidate's result sliced back, and the check's sums.
  size_t maxCElems = cElems;
  for (int v = 0; v < p.numVariants; ++v)
    maxCElems = std::max<size_t>(maxCElems, batch * p.variants[v].m * p.variants[v].n);
  DeviceBuffer c(deviceAlloc(maxCElems * eb)), reference(deviceAlloc(cElems * eb)),
      compared(deviceAlloc(cElems * eb)), sums(deviceAlloc(sizeof(CheckSums)));
  const float alpha = 1.0f, beta = 0.0f;
  double normTolerance = fmt::normwiseTolerance(result.dtype);
  double elementTolerance = fmt::maxElementTolerance(result.dtype);

  auto matmul = [&](Prepared &v, int i, int algo) {
    void *a = v.padsA ? v.a[i % copies].p : inA[i % copies].p;
    void *b = v.padsB ? v.b[i % copies].p : inB[i % copies].p;
    CHECK_CUBLAS(cublasLtMatmul(ctx.handle, v.gemm.desc, &alpha, b, v.gemm.a, a, v.gemm.b, &beta,
                                c.p, v.gemm.c, c.p, v.gemm.c, &v.gemm.algos[algo], ctx.workspace,
                                ctx.workspaceBytes, 0));
  };
  auto padA = [&](Prepared &v, int i) {
    launchCopy(padPlan(inA[i % copies].p, v.a[i % copies].p, batch, ea.rows, ea.cols, v.pa.rows, v.pa.cols, eb));
  };
  auto padB = [&](Prepared &v, int i) {
    launchCopy(padPlan(inB[i % copies].p, v.b[i % copies].p, batch, ebx.rows, ebx.cols, v.pb.rows, v.pb.cols, eb));
  };
  // Prepare every variant: GEMM, padded operands, algorithm, numeric check.
  std::vector<std::unique_ptr<Prepared>> variants;
  for (int vi = 0; vi < p.numVariants; ++vi) {
    auto prepared = std::make_unique<Prepared>();
    Prepared &v = *prepared;
    fmt::Variant &r = v.out;
    const Shape &s = p.variants[vi];
    r.label = std::string(std::string_view(s.label));
    r.m = s.m;
    r.n = s.n;
    r.k = s.k;
    variants.push_back(std::move(prepared));
    if (vi > 0 && !variants[0]->out.ran) {
      r.why = "the original shape did not run: nothing to compare with";
      continue;
    }
    if (!makeGemm(ctx.handle, p, s.m, s.n, s.k, ctx.workspaceBytes, o.algos, v.gemm)) {
      r.why = "no cuBLASLt algorithm";
      continue;
    }
    v.pa = aExtent(p, s.m, s.k);
    v.pb = bExtent(p, s.n, s.k);
    size_t paElems = batch * v.pa.rows * v.pa.cols, pbElems = batch * v.pb.rows * v.pb.cols;
    v.padsA = paElems != aElems;
    v.padsB = pbElems != bElems;
    v.slices = batch * s.m * s.n != static_cast<long long>(cElems);
    bool allocated = true;
    if (v.padsA || v.padsB) {
      v.a.resize(v.padsA ? copies : 0);
      v.b.resize(v.padsB ? copies : 0);
      for (int i = 0; i < copies && allocated; ++i) {
        if (v.padsA && !(v.a[i].p = tryDeviceAlloc(paElems * eb)))
          allocated = false;
        if (v.padsB && allocated && !(v.b[i].p = tryDeviceAlloc(pbElems * eb)))
          allocated = false;
      }
    }
    if (!allocated) {
      v.a.clear();
      v.b.clear();
      r.why = "out of device memory for the padded operands";
      continue;
    }
    for (int i = 0; i < copies; ++i) {
      if (v.padsA) padA(v, i);
      if (v.padsB) padB(v, i);
    }
    CHECK_CUDA(cudaGetLastError());
    // The best of the top algorithms (just the heuristic's pick by default).
    if (v.gemm.algos.size() > 1) {
      // Each algorithm once first: loading its kernels must not happen while
      // a waiting kernel holds the GPU.
      for (int algo = 0; algo < static_cast<int>(v.gemm.algos.size()); ++algo)
        matmul(v, 0, algo);
      CHECK_CUDA(cudaDeviceSynchronize());
      double best = 1e300;
      for (int algo = 0; algo < static_cast<int>(v.gemm.algos.size()); ++algo) {
        double us = medianUs(ctx.timer->time(o.warmup, o.reps, [&](int i) { matmul(v, i, algo); }));
        if (us < best) {
          best = us;
          r.algo = algo;
        }
      }
    }
    // Check: poison the output, run once on rotation 0, slice, compare with the original's.
    CHECK_CUDA(cudaMemset(c.p, 0xFF, batch * s.m * s.n * eb));
    matmul(v, 0, r.algo);
    void *candidate = c.p;
    if (v.slices) {
      launchCopy(slicePlan(c.p, compared.p, batch, p.m, p.n, s.m, s.n, eb));
      candidate = compared.p;
    }
    if (vi == 0)
      CHECK_CUDA(cudaMemcpy(reference.p, candidate, cElems * eb, cudaMemcpyDeviceToDevice));
    CheckSums host = {0, 0, 0, 0, 0, ~0ull};
    CHECK_CUDA(cudaMemcpy(sums.p, &host, sizeof(host), cudaMemcpyHostToDevice));
    dispatch(p.dtype, [&](auto tag) {
      using T = decltype(tag);
      const T *x = static_cast<const T *>(candidate), *ref = static_cast<const T *>(reference.p);
      CheckSums *out = static_cast<CheckSums *>(sums.p);
      checkSums<T><<<blocksFor(cElems), kThreads>>>(x, ref, cElems, out);
      CHECK_CUDA(cudaGetLastError());
      CHECK_CUDA(cudaMemcpy(&host, sums.p, sizeof(host), cudaMemcpyDeviceToHost));
      if (host.maxDiffBits != 0) {
        checkWorst<T><<<blocksFor(cElems), kThreads>>>(x, ref, cElems, host.maxDiffBits, out);
        CHECK_CUDA(cudaGetLastError());
        CHECK_CUDA(cudaMemcpy(&host, sums.p, sizeof(host), cudaMemcpyDeviceToHost));
      }
    });
    float maxDiff, maxRef;
    std::memcpy(&maxDiff, &host.maxDiffBits, sizeof(float));
    std::memcpy(&maxRef, &host.maxRefBits, sizeof(float));
    r.relError = host.ref2 > 0 ? std::sqrt(host.diff2 / host.ref2) : 0;
    r.maxAbsError = maxDiff;
    r.maxAbsOriginal = maxRef;
    r.nonfinite = static_cast<long long>(host.nonfinite);
    r.worstIndex = host.maxDiffBits != 0 && host.worst != ~0ull ? static_cast<long long>(host.worst) : -1;
    double elementError = maxDiff / (maxRef + fmt::kTiny);
    r.ran = true;
    r.valid = false;
    char why[160];
    if (r.nonfinite != 0) {
      std::snprintf(why, sizeof(why), "%lld elements not written or not finite", r.nonfinite);
      r.why = why;
    } else if (!(r.relError <= normTolerance)) {
      std::snprintf(why, sizeof(why), "result differs from the original: norm-wise %.3e > %.0e",
                    r.relError, normTolerance);
      r.why = why;
    } else if (!(elementError <= elementTolerance)) {
      std::snprintf(why, sizeof(why), "element %lld differs from the original by %.3e of max |C| > %.0e",
                    r.worstIndex, elementError, elementTolerance);
      r.why = why;
    } else {
      r.valid = true;
    }
  }

  // The rounds: every variant that ran, in a new random order each round.
  std::vector<int> order;
  for (int v = 0; v < static_cast<int>(variants.size()); ++v)
    if (variants[v]->out.ran)
      order.push_back(v);
  std::mt19937 rng(o.seed * 2654435761u + static_cast<unsigned>(index));
  for (int round = 0; round < o.rounds; ++round) {
    std::shuffle(order.begin(), order.end(), rng);
    for (int v : order) {
      Prepared &pv = *variants[v];
      std::vector<float> ms = ctx.timer->time(
          o.warmup, o.reps, [&](int i) { matmul(pv, i, pv.out.algo); }, &result.conditions);
      pv.out.roundsUs.push_back(medianUs(ms));
      pv.calls.insert(pv.calls.end(), ms.begin(), ms.end());
    }
  }
  Prepared &original = *variants[0];
  for (auto &pv : variants) {
    fmt::Variant &r = pv->out;
    if (!r.ran)
      continue;
    r.gemm = summarize(fmt::median(r.roundsUs), pv->calls);
    std::vector<double> ratios;
    for (size_t i = 0; i < r.roundsUs.size(); ++i)
      ratios.push_back(r.roundsUs[i] > 0 ? original.out.roundsUs[i] / r.roundsUs[i] : 0);
    fmt::RatioSummary s = fmt::summarizeRatios(ratios);
    r.ratioMedian = s.median;
    r.ratioLow = s.low;
    r.ratioHigh = s.high;
  }

  // The pad and slice work, timed on their own.
  for (auto &pv : variants) {
    Prepared &v = *pv;
    fmt::Variant &r = v.out;
    if (!r.ran)
      continue;
    if (v.padsA) {
      CopyPlan plan = padPlan(inA[0].p, v.a[0].p, batch, ea.rows, ea.cols, v.pa.rows, v.pa.cols, eb);
      r.padA = copyTiming(ctx.timer->time(o.warmup, o.reps, [&](int i) { padA(v, i); }), plan.bytesMoved());
    }
    if (v.padsB) {
      CopyPlan plan = padPlan(inB[0].p, v.b[0].p, batch, ebx.rows, ebx.cols, v.pb.rows, v.pb.cols, eb);
      r.padB = copyTiming(ctx.timer->time(o.warmup, o.reps, [&](int i) { padB(v, i); }), plan.bytesMoved());
    }
    if (v.slices) {
      CopyPlan slice = slicePlan(c.p, compared.p, batch, p.m, p.n, r.m, r.n, eb);
      r.slice = copyTiming(ctx.timer->time(o.warmup, o.reps, [&](int) { launchCopy(slice); }), slice.bytesMoved());
    }
    CHECK_CUDA(cudaGetLastError());
  }
  // Progress: each variant's GEMM, its speed-up range over the original, and
  // its copies' share of the device copy's bandwidth.
  for (auto &pv : variants) {
    const fmt::Variant &r = pv->out;
    if (!r.ran) {
      std::fprintf(stderr, "    %-9s not run: %s\n", r.label.c_str(), r.why.c_str());
      continue;
    }
    std::string copies;
    for (auto [name, t] : {std::pair<const char *, const fmt::Timing *>{"pad A", &r.padA},
                           {"pad B", &r.padB}, {"slice", &r.slice}})
      if (t->gbs > 0) {
        char text[96];
        std::snprintf(text, sizeof(text), ", %s %.1f us at %.0f%%", name, t->medianUs,
                      100 * t->gbs / std::max(ctx.copyGbs, 1e-9));
        copies += text;
      }
    std::fprintf(stderr, "    %-9s %.1f us, %.3fx [%.3f, %.3f]%s%s\n", r.label.c_str(), r.gemm.medianUs,
                 r.ratioMedian, r.ratioLow, r.ratioHigh, copies.c_str(),
                 r.valid ? "" : ("; INVALID: " + r.why).c_str());
  }
  for (auto &pv : variants)
    result.variants.push_back(std::move(pv->out));
  return result;
}

// A plain device-to-device copy of `bytes`: (read + written) / median time, GB/s.
double copyBandwidth(Timer &timer, const Options &o, size_t bytes) {
  DeviceBuffer src(deviceAlloc(bytes)), dst(deviceAlloc(bytes));
  CHECK_CUDA(cudaMemset(src.p, 1, bytes));
  std::vector<float> ms = timer.time(o.warmup, o.reps, [&](int) {
    CHECK_CUDA(cudaMemcpyAsync(dst.p, src.p, bytes, cudaMemcpyDeviceToDevice, 0));
  });
  return 2.0 * bytes / (medianUs(ms) * 1e3);
}

// --- modes without timing: --list, --self-test ------------------------------

int listProblems() {
  int total = sizeof(kProblems) / sizeof(kProblems[0]);
  std::string out = "[";
  for (int i = 0; i < total; ++i) {
    const BenchProblem &p = kProblems[i];
    std::string variants = "[";
    for (int v = 0; v < p.numVariants; ++v) {
      std::string one;
      fmt::ObjectWriter(one)
          .str(fmt::key::kLabel, p.variants[v].label)
          .integer(fmt::key::kM, p.variants[v].m)
          .integer(fmt::key::kN, p.variants[v].n)
          .integer(fmt::key::kK, p.variants[v].k)
          .close();
      variants += (v ? ", " : "") + one;
    }
    variants += "]";
    out += i ? ",\n " : "\n ";
    fmt::ObjectWriter(out)
        .integer(fmt::key::kIndex, i)
        .str(fmt::key::kWhere, p.where)
        .str(fmt::key::kRole, p.role)
        .str(fmt::key::kDtype, dtypeName(p.dtype))
        .integer(fmt::key::kBatch, p.batch)
        .integer(fmt::key::kM, p.m)
        .integer(fmt::key::kN, p.n)
        .integer(fmt::key::kK, p.k)
        .str(fmt::key::kAContig, p.aContigK ? "k" : "m")
        .str(fmt::key::kBContig, p.bContigN ? "n" : "k")
        .integer(fmt::key::kCount, p.count)
        .raw(fmt::key::kVariants, variants)
        .close();
  }
  out += "\n]\n";
  std::fputs(out.c_str(), stdout);
  return 0;
}

// The copy kernels' per-thread work, run on the CPU over every chunk of pads
// and slices of 2- and 4-byte elements at many alignments, against the
// element-wise definition; bytes around the destination must stay untouched.
int selfTest() {
  int failures = 0, cases = 0;
  auto run = [&](size_t eb, long long batch, long long rows, long long cols, long long prows,
                 long long pcols, bool pad) {
    ++cases;
    long long srcRows = pad ? rows : prows, srcCols = pad ? cols : pcols;
    long long dstRows = pad ? prows : rows, dstCols = pad ? pcols : cols;
    size_t srcBytes = batch * srcRows * srcCols * eb, dstBytes = batch * dstRows * dstCols * eb;
    // 256-aligned like cudaMalloc, with the slack deviceAlloc adds.
    std::vector<uint4> srcStore((srcBytes + kSlackBytes) / 16 + 17), dstStore((dstBytes + 64) / 16 + 17);
    char *src = reinterpret_cast<char *>((reinterpret_cast<uintptr_t>(srcStore.data()) + 255) & ~uintptr_t(255));
    char *dst = reinterpret_cast<char *>((reinterpret_cast<uintptr_t>(dstStore.data()) + 255) & ~uintptr_t(255));
    for (size_t i = 0; i < srcBytes + kSlackBytes; ++i)
      src[i] = static_cast<char>(i * 131 + 7);
    std::memset(dst, 0x5A, dstBytes + 32);
    CopyPlan plan = pad ? padPlan(src, dst, batch, rows, cols, prows, pcols, eb)
                        : slicePlan(src, dst, batch, rows, cols, prows, pcols, eb);
    // Every thread of the kernel's launch, one after another.
    long long lanes = copyLanes(plan), span = lanes * kChunksPerThread,
              chunks = plan.chunksPerRow();
    for (long long b = 0; b < plan.batch; ++b)
      for (long long r = 0; r < plan.dstRows; ++r)
        for (long long first = 0; first < chunks; first += span)
          for (long long lane = 0; lane < lanes; ++lane)
            copyThreadChunks(copyRow(plan, b, r), first + lane, lanes, chunks);
    bool ok = true;
    for (long long b = 0; b < batch && ok; ++b)
      for (long long r = 0; r < dstRows && ok; ++r)
        for (long long x = 0; x < dstCols * static_cast<long long>(eb) && ok; ++x) {
          char want = r < srcRows && x < srcCols * static_cast<long long>(eb)
                          ? src[(b * srcRows + r) * srcCols * eb + x]
                          : 0;
          if (pad && (r >= rows || x >= cols * static_cast<long long>(eb)))
            want = 0;
          ok = dst[(b * dstRows + r) * dstCols * eb + x] == want;
        }
    for (size_t i = dstBytes; i < dstBytes + 32 && ok; ++i)
      ok = dst[i] == 0x5A;
    if (!ok) {
      ++failures;
      std::fprintf(stderr, "self-test: %s of %zu-byte elements %lldx%lldx%lld <-> %lldx%lld wrong\n",
                   pad ? "pad" : "slice", eb, batch, rows, cols, prows, pcols);
    }
  };
  for (size_t eb : {2, 4})
    for (long long batch : {1, 3})
      for (long long cols : {1, 3, 7, 8, 9, 15, 16, 17, 33, 61, 64, 100, 513, 4099})
        for (long long extraCols : {0, 1, 5, 8, 13})
          for (long long extraRows : {0, 2}) {
            if (extraCols == 0 && extraRows == 0)
              continue;
            long long rows = 5;
            run(eb, batch, rows, cols, rows + extraRows, cols + extraCols, true);
            run(eb, batch, rows, cols, rows + extraRows, cols + extraCols, false);
          }
  std::printf("self-test: %d copy cases, %d failures\n", cases, failures);
  return failures ? 1 : 0;
}

// --copy-bench: pads and slices of typical shapes (64 MB and more) against a
// device copy, each the median of --reps, with the clocks, power and clock
// events NVML saw while it ran.
int copyBench(const Options &o, Nvml &nvml) {
  Timer timer(o.reps, &nvml);
  size_t ceilingBytes = 256u << 20;
  double ceiling = copyBandwidth(timer, o, ceilingBytes);
  std::printf("device copy of %zu MiB: %.0f GB/s\n", ceilingBytes >> 20, ceiling);
  struct Case {
    const char *name;
    size_t eb;
    long long rows, cols, prows, pcols;
    bool pad;
  } cases[] = {
      {"pad columns, bf16 8192x50257 -> 50264", 2, 8192, 50257, 8192, 50264, true},
      {"pad columns, bf16 16384x2047 -> 2048", 2, 16384, 2047, 16384, 2048, true},
      {"pad rows, bf16 50257x768 -> 50304", 2, 50257, 768, 50304, 768, true},
      {"pad both, f32 8191x4095 -> 8192x4096", 4, 8191, 4095, 8192, 4096, true},
      {"slice columns, bf16 8192x50264 -> 50257", 2, 8192, 50257, 8192, 50264, false},
      {"slice columns, f32 8192x4100 -> 4099", 4, 8192, 4099, 8192, 4100, false},
      {"slice rows, bf16 50304x768 -> 50257", 2, 50257, 768, 50304, 768, false},
  };
  int below = 0;
  for (const Case &c : cases) {
    size_t small = c.rows * c.cols * c.eb, large = c.prows * c.pcols * c.eb;
    DeviceBuffer src(deviceAlloc(c.pad ? small : large)), dst(deviceAlloc(c.pad ? large : small));
    CHECK_CUDA(cudaMemset(src.p, 1, c.pad ? small : large));
    CopyPlan plan = c.pad ? padPlan(src.p, dst.p, 1, c.rows, c.cols, c.prows, c.pcols, c.eb)
                          : slicePlan(src.p, dst.p, 1, c.rows, c.cols, c.prows, c.pcols, c.eb);
    // The GPU's state while this case ran: it sits at its power cap, and the
    // clocks move between cases (NVML; all 0 without it).
    fmt::Conditions state;
    fmt::Timing t = copyTiming(
        timer.time(o.warmup, o.reps, [&](int) { launchCopy(plan); }, &state), plan.bytesMoved());
    double share = t.gbs / ceiling;
    below += share < 0.8;
    // A device copy of the bytes this one reads: how far the size alone
    // keeps a copy from the 256 MiB ceiling.
    double sameSize = copyBandwidth(timer, o, std::min(small, large));
    std::string events;
    for (const std::string &name : fmt::clockEventNames(state.clockEventReasons))
      events += (events.empty() ? "" : ",") + name;
    std::printf("%-44s %8.1f us %6.0f GB/s %5.1f%%   (device copy of %zu MiB: %.0f GB/s)"
                "   SM %lld-%lld MHz, mem %lld MHz, %.0f W, %s\n",
                c.name, t.medianUs, t.gbs, 100 * share, std::min(small, large) >> 20, sameSize,
                state.smClockMhzMin, state.smClockMhzMax, state.memClockMhzMin, state.powerWMax,
                events.empty() ? "no clock events" : events.c_str());
  }
  std::printf("%d of %zu below 80%% of the device copy\n", below, sizeof(cases) / sizeof(cases[0]));
  return 0;
}

#include "power_sweep.inc"

// --- command line ------------------------------------------------------------

enum class Mode { Run, List, SelfTest, CopyBench, PowerSweep, PowerSelfTest };

bool parseInt(const char *text, long least, long most, int &out) {
  char *end = nullptr;
  long value = std::strtol(text, &end, 10);
  if (!text[0] || *end || value < least || value > most)
    return false;
  out = static_cast<int>(value);
  return true;
}

bool parseArgs(int argc, char **argv, Options &o, Mode &mode) {
  for (int i = 1; i < argc; ++i) {
    std::string arg = argv[i];
    auto next = [&]() -> const char * { return i + 1 < argc ? argv[++i] : nullptr; };
    const char *value = nullptr;
    int number = 0;
    if (arg == "--list")
      mode = Mode::List;
    else if (arg == "--self-test")
      mode = Mode::SelfTest;
    else if (arg == "--copy-bench")
      mode = Mode::CopyBench;
    else if ((arg == "--power-sweep" || arg == "--power-self-test") && i + 2 < argc) {
      mode = arg == "--power-sweep" ? Mode::PowerSweep : Mode::PowerSelfTest;
      o.powerDutyOut = argv[++i];
      o.powerSustainedOut = argv[++i];
    }
    else if (arg == "--out" && (value = next()))
      o.out = value;
    else if (arg == "--shard" && (value = next())) {
      if (std::sscanf(value, "%d/%d", &o.shard, &o.shards) != 2 || o.shards < 1 ||
          o.shard < 0 || o.shard >= o.shards)
        return false;
    } else if (arg == "--algos" && (value = next()) && parseInt(value, 1, 64, o.algos)) {
    } else if (arg == "--reps" && (value = next()) && parseInt(value, 3, 100000, o.reps)) {
    } else if (arg == "--rounds" && (value = next()) && parseInt(value, 1, 1000, o.rounds)) {
    } else if (arg == "--warmup" && (value = next()) && parseInt(value, 0, 1000, o.warmup)) {
    } else if (arg == "--seed" && (value = next()) && parseInt(value, 0, 2147483647, number)) {
      o.seed = static_cast<unsigned>(number);
    } else {
      return false;
    }
  }
  return true;
}

} // namespace

int main(int argc, char **argv) {
  Options o;
  Mode mode = Mode::Run;
  if (!parseArgs(argc, argv, o, mode)) {
    std::fprintf(stderr,
                 "usage: %s [--out results.json] [--shard I/N] [--algos K] [--reps R] [--rounds N] "
                 "[--seed S] [--warmup W]\n"
                 "       %s --list | --self-test | --copy-bench\n"
                 "       %s --power-sweep | --power-self-test DUTY.json SUSTAINED.json\n",
                 argv[0], argv[0], argv[0]);
    return 2;
  }
  if (mode == Mode::List)
    return listProblems();
  if (mode == Mode::SelfTest)
    return selfTest();
  if (mode == Mode::PowerSelfTest)
    return powerSelfTest(o);
  // Mapped pinned memory for the waiting kernels' flag (set before the context exists).
  if (cudaSetDeviceFlags(cudaDeviceMapHost) != cudaSuccess)
    cudaGetLastError();
  int device = 0, driver = 0, runtime = 0;
  CHECK_CUDA(cudaGetDevice(&device));
  char busId[32] = {0};
  CHECK_CUDA(cudaDeviceGetPCIBusId(busId, sizeof(busId), device));
  Nvml nvml;
  nvml.open(busId);
  if (mode == Mode::CopyBench)
    return copyBench(o, nvml);
  if (mode == Mode::PowerSweep)
    return powerSweep(o, nvml);

  cudaDeviceProp prop;
  CHECK_CUDA(cudaGetDeviceProperties(&prop, device));
  CHECK_CUDA(cudaDriverGetVersion(&driver));
  CHECK_CUDA(cudaRuntimeGetVersion(&runtime));

  fmt::Run run;
  run.gpu = prop.name;
  run.smCount = prop.multiProcessorCount;
  run.driver = nvml.driver;
  run.cudaDriverApi = driver;
  run.cudaRuntime = runtime;
  run.cublasLt = static_cast<long long>(cublasLtGetVersion());
  run.algos = o.algos;
  run.reps = o.reps;
  run.warmup = o.warmup;
  run.rounds = o.rounds;
  run.seed = o.seed;
  nvml.limits(run);

  cublasLtHandle_t handle;
  CHECK_CUBLAS(cublasLtCreate(&handle));
  size_t workspaceBytes = 32u << 20;
  DeviceBuffer workspace(deviceAlloc(workspaceBytes));
  Timer timer(o.reps, &nvml);
  run.copyBytes = 256ll << 20;
  run.copyBandwidthGbs = copyBandwidth(timer, o, static_cast<size_t>(run.copyBytes));
  std::fprintf(stderr, "%s (driver %s): device copy %.0f GB/s\n", prop.name, nvml.driver.c_str(),
               run.copyBandwidthGbs);
  Context ctx{handle, workspace.p, workspaceBytes, static_cast<size_t>(prop.l2CacheSize), &timer, &o,
              run.copyBandwidthGbs};

  std::string tmp = o.out + ".tmp";
  FILE *f = std::fopen(tmp.c_str(), "w");
  if (!f) {
    std::fprintf(stderr, "cannot write %s\n", tmp.c_str());
    return 1;
  }
  std::fputs(fmt::runJsonOpen(run).c_str(), f);
  auto started = std::chrono::steady_clock::now();
  int total = sizeof(kProblems) / sizeof(kProblems[0]), done = 0, mine = 0;
  for (int i = 0; i < total; ++i)
    mine += i % o.shards == o.shard;
  bool first = true;
  for (int i = 0; i < total; ++i) {
    if (i % o.shards != o.shard)
      continue;
    const BenchProblem &p = kProblems[i];
    std::fprintf(stderr, "[%d/%d] %s %lldx%lldx%lldx%lld %s (%d variants)\n", ++done, mine,
                 dtypeName(p.dtype), p.batch, p.m, p.n, p.k, p.where.data, p.numVariants);
    fmt::Problem result = runProblem(ctx, p, i);
    std::fputs(fmt::problemJson(result, first).c_str(), f);
    first = false;
    std::fflush(f);
  }
  double elapsed = std::chrono::duration<double>(std::chrono::steady_clock::now() - started).count();
  std::fputs(fmt::runJsonClose(elapsed).c_str(), f);
  std::fprintf(stderr, "timed %d problems in %.1f s\n", mine, elapsed);
  if (std::fclose(f) != 0 || std::rename(tmp.c_str(), o.out.c_str()) != 0) {
    std::fprintf(stderr, "cannot write %s\n", o.out.c_str());
    return 1;
  }
  CHECK_CUBLAS(cublasLtDestroy(handle));
  std::fprintf(stderr, "wrote %s\n", o.out.c_str());
  return 0;
}
