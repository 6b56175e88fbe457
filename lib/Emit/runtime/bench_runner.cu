// dimtune benchmark runner: times each GEMM problem of problems.inc and its
// padded candidates through cuBLASLt, with the pad and slice work a padded
// candidate needs, and checks every candidate's result against the original.
//
// Written by --dimtune-emit-bench next to a generated problems.inc; built by
// the CMakeLists.txt beside it. Usage:
//   dimtune_bench --out results.json [--shard I/N] [--algos K] [--reps R]
//
// Method: random inputs (never zeros) rotated over enough copies to exceed the
// L2 several times; warm-up; each call timed alone between CUDA events; median
// kept. Every CUDA and cuBLAS call is checked.

#include <cublasLt.h>
#include <cuda_bf16.h>
#include <cuda_fp16.h>
#include <cuda_runtime.h>
#include <dlfcn.h>

#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>
#include <vector>

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

struct Shape {
  long long m, n, k;
  const char *label;
};

struct BenchProblem {
  const char *where;   // first location in the IR
  const char *role;    // role and pass, if the IR said
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

// --- device kernels: fill, pad, slice, compare -------------------------------

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

// out[b][r][c] = r < rows && c < cols ? in[b][r][c] : 0, over the padded
// shape: one block row per output row (grid-stride over rows), threads along
// the row, so index math is one multiply and accesses are coalesced.
template <typename T>
__global__ void padCopy(const T *in, T *out, long long batch, long long rows, long long cols,
                        long long prows, long long pcols) {
  for (long long row = blockIdx.y; row < batch * prows; row += gridDim.y) {
    long long b = row / prows, r = row % prows;
    const T *src = in + (b * rows + r) * cols;
    T *dst = out + row * pcols;
    for (long long c = blockIdx.x * blockDim.x + threadIdx.x; c < pcols; c += gridDim.x * blockDim.x)
      dst[c] = r < rows && c < cols ? src[c] : fromFloat<T>(0.0f);
  }
}

// out[b][r][c] = in[b][r][c] for the leading rows x cols of a prows x pcols tensor.
template <typename T>
__global__ void sliceCopy(const T *in, T *out, long long batch, long long rows, long long cols,
                          long long prows, long long pcols) {
  for (long long row = blockIdx.y; row < batch * rows; row += gridDim.y) {
    long long b = row / rows, r = row % rows;
    const T *src = in + (b * prows + r) * pcols;
    T *dst = out + row * cols;
    for (long long c = blockIdx.x * blockDim.x + threadIdx.x; c < cols; c += gridDim.x * blockDim.x)
      dst[c] = src[c];
  }
}

// sums[0] += (x - ref)^2, sums[1] += ref^2, sums[2] += non-finite x.
template <typename T>
__global__ void compare(const T *x, const T *ref, size_t n, double *sums) {
  double diff = 0, norm = 0, bad = 0;
  for (size_t i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += gridDim.x * blockDim.x) {
    float a = toFloat<T>(x[i]), b = toFloat<T>(ref[i]);
    if (!isfinite(a)) { bad += 1; continue; }
    diff += double(a - b) * double(a - b);
    norm += double(b) * double(b);
  }
  atomicAdd(&sums[0], diff);
  atomicAdd(&sums[1], norm);
  atomicAdd(&sums[2], bad);
}

constexpr int kThreads = 256;
int blocksFor(size_t n) { return static_cast<int>(std::min<size_t>((n + kThreads - 1) / kThreads, 65535)); }
// A grid for the row kernels: enough blocks along a row of `cols`, rows in y.
dim3 rowGrid(long long rows, long long cols) {
  unsigned x = static_cast<unsigned>(std::min<long long>((cols + kThreads - 1) / kThreads, 64));
  unsigned y = static_cast<unsigned>(std::min<long long>(rows, 65535));
  return dim3(std::max(x, 1u), std::max(y, 1u));
}

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

struct Timing {
  double median = 0, p10 = 0, p90 = 0;
};

Timing summarize(std::vector<float> ms) {
  std::sort(ms.begin(), ms.end());
  Timing t;
  t.median = 1000.0 * (ms.size() % 2 ? ms[ms.size() / 2]
                                     : 0.5 * (ms[ms.size() / 2 - 1] + ms[ms.size() / 2]));
  t.p10 = 1000.0 * ms[ms.size() / 10];
  t.p90 = 1000.0 * ms[ms.size() - 1 - ms.size() / 10];
  return t;
}

struct Options {
  std::string out = "results.json";
  int shard = 0, shards = 1, algos = 1, reps = 25, warmup = 3;
};

// Times `call(i)` for i over the reps, each between two events.
template <typename F> Timing timeCalls(const Options &o, F call) {
  for (int i = 0; i < o.warmup; ++i)
    call(i);
  CHECK_CUDA(cudaDeviceSynchronize());
  std::vector<cudaEvent_t> start(o.reps), stop(o.reps);
  for (int i = 0; i < o.reps; ++i) {
    CHECK_CUDA(cudaEventCreate(&start[i]));
    CHECK_CUDA(cudaEventCreate(&stop[i]));
  }
  for (int i = 0; i < o.reps; ++i) {
    CHECK_CUDA(cudaEventRecord(start[i]));
    call(i);
    CHECK_CUDA(cudaEventRecord(stop[i]));
  }
  CHECK_CUDA(cudaDeviceSynchronize());
  std::vector<float> ms(o.reps);
  for (int i = 0; i < o.reps; ++i) {
    CHECK_CUDA(cudaEventElapsedTime(&ms[i], start[i], stop[i]));
    CHECK_CUDA(cudaEventDestroy(start[i]));
    CHECK_CUDA(cudaEventDestroy(stop[i]));
  }
  return summarize(ms);
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

struct VariantResult {
  Shape shape;
  bool ran = false, valid = false;
  const char *why = "";
  Timing gemm, padA, padB, slice;
  double relError = 0;
  int algo = 0;
};

struct Buffers {
  std::vector<void *> a, b; // original-size operands, one per rotation
  ~Buffers() {
    for (void *p : a) cudaFree(p);
    for (void *p : b) cudaFree(p);
  }
};

double tolerance(Dtype t) {
  switch (t) {
  case Dtype::F32: return 1e-5;
  case Dtype::TF32: return 5e-3;
  default: return 2e-2; // bf16/f16 outputs: a few ulps of rounding
  }
}

void *deviceAlloc(size_t bytes) {
  void *p = nullptr;
  CHECK_CUDA(cudaMalloc(&p, std::max<size_t>(bytes, 16)));
  return p;
}

std::vector<VariantResult> runProblem(cublasLtHandle_t handle, const BenchProblem &p,
                                      const Options &o, size_t l2Bytes, void *workspace,
                                      size_t workspaceBytes) {
  size_t eb = elementBytes(p.dtype);
  long long batch = p.batch;
  Extent ea = aExtent(p, p.m, p.k), ebx = bExtent(p, p.n, p.k);
  size_t aElems = batch * ea.rows * ea.cols, bElems = batch * ebx.rows * ebx.cols;
  size_t cElems = batch * p.m * p.n;
  size_t setBytes = (aElems + bElems) * eb;
  int copies = static_cast<int>(std::max<size_t>(1, std::min<size_t>(16, 4 * l2Bytes / std::max<size_t>(setBytes, 1))));
  Buffers in;
  for (int i = 0; i < copies; ++i) {
    in.a.push_back(deviceAlloc(aElems * eb));
    in.b.push_back(deviceAlloc(bElems * eb));
    fill(p.dtype, in.a.back(), aElems, 17 + 2 * i);
    fill(p.dtype, in.b.back(), bElems, 18 + 2 * i);
  }
  void *reference = deviceAlloc(cElems * eb);
  void *compared = deviceAlloc(cElems * eb);
  double *sums = static_cast<double *>(deviceAlloc(3 * sizeof(double)));
  const float alpha = 1.0f, beta = 0.0f;

  std::vector<VariantResult> out;
  for (int v = 0; v < p.numVariants; ++v) {
    VariantResult r;
    r.shape = p.variants[v];
    long long m = r.shape.m, n = r.shape.n, k = r.shape.k;
    Extent pa = aExtent(p, m, k), pb = bExtent(p, n, k);
    size_t paElems = batch * pa.rows * pa.cols, pbElems = batch * pb.rows * pb.cols;
    size_t pcElems = batch * m * n;
    Gemm g;
    if (!makeGemm(handle, p, m, n, k, workspaceBytes, o.algos, g)) {
      r.why = "no cuBLASLt algorithm";
      out.push_back(r);
      continue;
    }
    // Padded operands, zero-padded copies of each rotation's inputs.
    std::vector<void *> a(copies), b(copies);
    bool padsA = paElems != aElems, padsB = pbElems != bElems;
    bool slices = pcElems != cElems;
    void *c = deviceAlloc(pcElems * eb);
    dispatch(p.dtype, [&](auto tag) {
      using T = decltype(tag);
      for (int i = 0; i < copies; ++i) {
        a[i] = padsA ? deviceAlloc(paElems * eb) : in.a[i];
        b[i] = padsB ? deviceAlloc(pbElems * eb) : in.b[i];
        if (padsA)
          padCopy<T><<<rowGrid(batch * pa.rows, pa.cols), kThreads>>>(static_cast<T *>(in.a[i]), static_cast<T *>(a[i]), batch, ea.rows, ea.cols, pa.rows, pa.cols);
        if (padsB)
          padCopy<T><<<rowGrid(batch * pb.rows, pb.cols), kThreads>>>(static_cast<T *>(in.b[i]), static_cast<T *>(b[i]), batch, ebx.rows, ebx.cols, pb.rows, pb.cols);
      }
    });
    CHECK_CUDA(cudaGetLastError());
    auto matmul = [&](int i, int algo) {
      CHECK_CUBLAS(cublasLtMatmul(handle, g.desc, &alpha, b[i % copies], g.a, a[i % copies], g.b,
                                  &beta, c, g.c, c, g.c, &g.algos[algo], workspace,
                                  workspaceBytes, 0));
    };
    // The best of the top algorithms (just the heuristic's pick by default).
    r.gemm.median = 1e30;
    for (int algo = 0; algo < static_cast<int>(g.algos.size()); ++algo) {
      Timing t = timeCalls(o, [&](int i) { matmul(i, algo); });
      if (t.median < r.gemm.median) {
        r.gemm = t;
        r.algo = algo;
      }
    }
    // Check: poison the output, run once on rotation 0, slice, compare with the original's.
    CHECK_CUDA(cudaMemset(c, 0xFF, pcElems * eb));
    matmul(0, r.algo);
    dispatch(p.dtype, [&](auto tag) {
      using T = decltype(tag);
      void *result = c;
      if (slices) {
        sliceCopy<T><<<rowGrid(batch * p.m, p.n), kThreads>>>(static_cast<T *>(c), static_cast<T *>(compared), batch, p.m, p.n, m, n);
        result = compared;
      }
      if (v == 0) {
        CHECK_CUDA(cudaMemcpy(reference, result, cElems * eb, cudaMemcpyDeviceToDevice));
      }
      CHECK_CUDA(cudaMemset(sums, 0, 3 * sizeof(double)));
      compare<T><<<blocksFor(cElems), kThreads>>>(static_cast<T *>(result), static_cast<T *>(reference), cElems, sums);
    });
    CHECK_CUDA(cudaGetLastError());
    double host[3];
    CHECK_CUDA(cudaMemcpy(host, sums, sizeof(host), cudaMemcpyDeviceToHost));
    r.relError = host[1] > 0 ? std::sqrt(host[0] / host[1]) : 0;
    r.valid = host[2] == 0 && std::isfinite(r.relError) && r.relError <= tolerance(p.dtype);
    if (!r.valid)
      r.why = host[2] != 0 ? "output not written or not finite" : "result differs from the original";
    // The pad and slice work, timed on their own.
    dispatch(p.dtype, [&](auto tag) {
      using T = decltype(tag);
      if (padsA)
        r.padA = timeCalls(o, [&](int i) {
          padCopy<T><<<rowGrid(batch * pa.rows, pa.cols), kThreads>>>(static_cast<T *>(in.a[i % copies]), static_cast<T *>(a[i % copies]), batch, ea.rows, ea.cols, pa.rows, pa.cols);
        });
      if (padsB)
        r.padB = timeCalls(o, [&](int i) {
          padCopy<T><<<rowGrid(batch * pb.rows, pb.cols), kThreads>>>(static_cast<T *>(in.b[i % copies]), static_cast<T *>(b[i % copies]), batch, ebx.rows, ebx.cols, pb.rows, pb.cols);
        });
      if (slices)
        r.slice = timeCalls(o, [&](int) {
          sliceCopy<T><<<rowGrid(batch * p.m, p.n), kThreads>>>(static_cast<T *>(c), static_cast<T *>(compared), batch, p.m, p.n, m, n);
        });
    });
    CHECK_CUDA(cudaGetLastError());
    r.ran = true;
    for (int i = 0; i < copies; ++i) {
      if (padsA) CHECK_CUDA(cudaFree(a[i]));
      if (padsB) CHECK_CUDA(cudaFree(b[i]));
    }
    CHECK_CUDA(cudaFree(c));
    out.push_back(r);
  }
  CHECK_CUDA(cudaFree(reference));
  CHECK_CUDA(cudaFree(compared));
  CHECK_CUDA(cudaFree(sums));
  return out;
}

// --- output ------------------------------------------------------------------

void writeTiming(FILE *f, const char *name, const Timing &t) {
  std::fprintf(f, "\"%s\": {\"median_us\": %.3f, \"p10_us\": %.3f, \"p90_us\": %.3f}", name,
               t.median, t.p10, t.p90);
}

bool parseArgs(int argc, char **argv, Options &o) {
  for (int i = 1; i < argc; ++i) {
    std::string arg = argv[i];
    auto next = [&]() -> const char * { return i + 1 < argc ? argv[++i] : nullptr; };
    const char *value = nullptr;
    if (arg == "--out" && (value = next()))
      o.out = value;
    else if (arg == "--shard" && (value = next())) {
      if (std::sscanf(value, "%d/%d", &o.shard, &o.shards) != 2 || o.shards < 1 ||
          o.shard < 0 || o.shard >= o.shards)
        return false;
    } else if (arg == "--algos" && (value = next()))
      o.algos = std::max(1, std::atoi(value));
    else if (arg == "--reps" && (value = next()))
      o.reps = std::max(3, std::atoi(value));
    else
      return false;
  }
  return true;
}

} // namespace

int main(int argc, char **argv) {
  Options o;
  if (!parseArgs(argc, argv, o)) {
    std::fprintf(stderr, "usage: %s [--out results.json] [--shard I/N] [--algos K] [--reps R]\n", argv[0]);
    return 2;
  }
  int device = 0, driver = 0, runtime = 0;
  CHECK_CUDA(cudaGetDevice(&device));
  cudaDeviceProp prop;
  CHECK_CUDA(cudaGetDeviceProperties(&prop, device));
  CHECK_CUDA(cudaDriverGetVersion(&driver));
  CHECK_CUDA(cudaRuntimeGetVersion(&runtime));
  // The driver's release ("580.159.04"), which cudaDriverGetVersion does not
  // give, from NVML; loaded at run time since the driver, not the toolkit,
  // ships libnvidia-ml (no GPU machine, no library: "unknown").
  char driverRelease[96] = "unknown";
  if (void *nvml = dlopen("libnvidia-ml.so.1", RTLD_NOW)) {
    using InitFn = int (*)();
    using VersionFn = int (*)(char *, unsigned);
    auto init = reinterpret_cast<InitFn>(dlsym(nvml, "nvmlInit_v2"));
    auto version = reinterpret_cast<VersionFn>(dlsym(nvml, "nvmlSystemGetDriverVersion"));
    auto shutdown = reinterpret_cast<InitFn>(dlsym(nvml, "nvmlShutdown"));
    if (init && version && shutdown && init() == 0) {
      if (version(driverRelease, sizeof(driverRelease)) != 0)
        std::strcpy(driverRelease, "unknown");
      shutdown();
    }
    dlclose(nvml);
  }
  cublasLtHandle_t handle;
  CHECK_CUBLAS(cublasLtCreate(&handle));
  size_t workspaceBytes = 32u << 20;
  void *workspace = deviceAlloc(workspaceBytes);

  std::string tmp = o.out + ".tmp";
  FILE *f = std::fopen(tmp.c_str(), "w");
  if (!f) {
    std::fprintf(stderr, "cannot write %s\n", tmp.c_str());
    return 1;
  }
  std::fprintf(f, "{\"format_version\": 1, \"gpu\": \"%s\", \"sm_count\": %d, \"driver\": \"%s\", "
                  "\"cuda_driver_api\": %d, \"cuda_runtime\": %d, \"cublaslt\": %zu, \"algos\": %d, "
                  "\"reps\": %d, \"problems\": [",
               prop.name, prop.multiProcessorCount, driverRelease, driver, runtime,
               cublasLtGetVersion(), o.algos, o.reps);
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
                 dtypeName(p.dtype), p.batch, p.m, p.n, p.k, p.where, p.numVariants);
    std::vector<VariantResult> results = runProblem(handle, p, o, prop.l2CacheSize, workspace, workspaceBytes);
    std::fprintf(f, "%s\n  {\"index\": %d, \"where\": \"%s\", \"role\": \"%s\", \"dtype\": \"%s\", "
                    "\"batch\": %lld, \"m\": %lld, \"n\": %lld, \"k\": %lld, \"a_contig\": \"%s\", "
                    "\"b_contig\": \"%s\", \"count\": %d, \"variants\": [",
                 first ? "" : ",", i, p.where, p.role, dtypeName(p.dtype), p.batch, p.m, p.n, p.k,
                 p.aContigK ? "k" : "m", p.bContigN ? "n" : "k", p.count);
    first = false;
    for (size_t v = 0; v < results.size(); ++v) {
      const VariantResult &r = results[v];
      std::fprintf(f, "%s\n    {\"label\": \"%s\", \"m\": %lld, \"n\": %lld, \"k\": %lld, \"ran\": %s, "
                      "\"valid\": %s, \"why\": \"%s\", \"rel_error\": %.3e, \"algo\": %d, ",
                   v ? "," : "", r.shape.label, r.shape.m, r.shape.n, r.shape.k,
                   r.ran ? "true" : "false", r.valid ? "true" : "false", r.why, r.relError, r.algo);
      writeTiming(f, "gemm", r.gemm);
      std::fprintf(f, ", ");
      writeTiming(f, "pad_a", r.padA);
      std::fprintf(f, ", ");
      writeTiming(f, "pad_b", r.padB);
      std::fprintf(f, ", ");
      writeTiming(f, "slice", r.slice);
      std::fprintf(f, "}");
    }
    std::fprintf(f, "]}");
    std::fflush(f);
  }
  double elapsed = std::chrono::duration<double>(std::chrono::steady_clock::now() - started).count();
  std::fprintf(f, "\n], \"elapsed_s\": %.2f}\n", elapsed);
  std::fprintf(stderr, "timed %d problems in %.1f s\n", mine, elapsed);
  if (std::fclose(f) != 0 || std::rename(tmp.c_str(), o.out.c_str()) != 0) {
    std::fprintf(stderr, "cannot write %s\n", o.out.c_str());
    return 1;
  }
  CHECK_CUDA(cudaFree(workspace));
  CHECK_CUBLAS(cublasLtDestroy(handle));
  std::fprintf(stderr, "wrote %s\n", o.out.c_str());
  return 0;
}
