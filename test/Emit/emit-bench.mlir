// RUN: rm -rf %t && dimtune-opt %s --dimtune-emit-bench="target=h200 out=%t" --mlir-print-op-on-diagnostic=false -o /dev/null 2>&1 | FileCheck %s --check-prefix=REMARK
// RUN: FileCheck %s < %t/problems.inc
// RUN: FileCheck %s --check-prefix=CMAKE < %t/CMakeLists.txt
// RUN: not dimtune-opt %s --dimtune-emit-bench="target=h200" -o /dev/null 2>&1 | FileCheck %s --check-prefix=NOOUT
// RUN: not dimtune-opt %s --dimtune-emit-bench="target=h200 out=%t candidates=align,fast" -o /dev/null 2>&1 | FileCheck %s --check-prefix=KIND

// Two identical LM-head GEMMs are one problem counted twice; the int8 GEMM is
// not something the runner times, and says so.
// REMARK: remark: dimtune: not benchmarked: the runner times f32, tf32, f16 and bf16 GEMMs only
// REMARK: remark: dimtune: wrote a benchmark of 2 distinct GEMM problems (3 GEMMs, {{[0-9]+}} variants) to

// CHECK: static const BenchProblem kProblems[] = {
// CHECK-NEXT: {"{{.*}}emit-bench.mlir:{{[0-9]+}}:{{[0-9]+}}", "lm_head fwd", Dtype::BF16, 1, 8192, 50257, 768, true, false, 2, {{[0-9]}}, {{[{][{]}}8192, 50257, 768, "original"}, {8192, 50264, 768, "align"}, {8192, 50304, 768, "align64"}
// CHECK-NEXT: {"{{.*}}", "", Dtype::F32, 12, 1024, 1000, 64, true, true, 1, {{[0-9]}}, {{[{][{]}}1024, 1000, 64, "original"}
// CHECK-NEXT: };

// CMAKE: project(dimtune_bench LANGUAGES CXX CUDA)
// CMAKE: set(CMAKE_CUDA_ARCHITECTURES 90
// CMAKE: target_link_libraries(dimtune_bench PRIVATE CUDA::cublasLt CUDA::cudart Threads::Threads
// NOOUT: error: dimtune: --dimtune-emit-bench needs out=DIR
// KIND: error: dimtune: unknown candidate kind 'fast'

func.func @f(%x: tensor<8192x768xbf16>, %w: tensor<50257x768xbf16>, %c: tensor<8192x50257xbf16>,
             %p: tensor<12x1024x64xf32>, %v: tensor<12x64x1000xf32>, %o: tensor<12x1024x1000xf32>,
             %i: tensor<64x64xi8>, %ci: tensor<64x64xi32>)
    -> (tensor<8192x50257xbf16>, tensor<8192x50257xbf16>, tensor<12x1024x1000xf32>, tensor<64x64xi32>) {
  %0 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (n, k)>, affine_map<(m, n, k) -> (m, n)>]
      ins(%x, %w : tensor<8192x768xbf16>, tensor<50257x768xbf16>) outs(%c : tensor<8192x50257xbf16>) {dimtune.role = "lm_head", dimtune.pass = "fwd"} -> tensor<8192x50257xbf16>
  %1 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (n, k)>, affine_map<(m, n, k) -> (m, n)>]
      ins(%x, %w : tensor<8192x768xbf16>, tensor<50257x768xbf16>) outs(%c : tensor<8192x50257xbf16>) -> tensor<8192x50257xbf16>
  %2 = linalg.batch_matmul ins(%p, %v : tensor<12x1024x64xf32>, tensor<12x64x1000xf32>) outs(%o : tensor<12x1024x1000xf32>) -> tensor<12x1024x1000xf32>
  %3 = linalg.matmul ins(%i, %i : tensor<64x64xi8>, tensor<64x64xi8>) outs(%ci : tensor<64x64xi32>) -> tensor<64x64xi32>
  return %0, %1, %2, %3 : tensor<8192x50257xbf16>, tensor<8192x50257xbf16>, tensor<12x1024x1000xf32>, tensor<64x64xi32>
}

// out= is written only when new, empty or an earlier benchmark: a directory
// holding anything else is refused and left as it was.
// RUN: rm -rf %t.full && mkdir -p %t.full && echo notes > %t.full/notes.txt
// RUN: not dimtune-opt %s --dimtune-emit-bench="target=h200 out=%t.full" -o /dev/null 2>&1 | FileCheck %s --check-prefix=FULL
// FULL: error: dimtune: out={{.*}}.full is not empty and holds no dimtune benchmark: choose a new directory
// RUN: not test -e %t.full/problems.inc
// RUN: rm -rf %t.again && dimtune-opt %s --dimtune-emit-bench="target=h200 out=%t.again" -o /dev/null 2>/dev/null
// RUN: dimtune-opt %s --dimtune-emit-bench="target=h200 out=%t.again" -o /dev/null 2>&1 | FileCheck %s --check-prefix=AGAIN
// AGAIN: remark: dimtune: replacing the benchmark in {{.*}}.again
