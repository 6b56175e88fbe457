//===- GemmProblem.cpp - A GEMM as plain data -----------------------------===//

#include "dimtune/Analysis/GemmProblem.h"

#include "llvm/Support/ErrorHandling.h"

namespace dimtune {

llvm::StringRef gemmDimName(GemmDim dim) {
  switch (dim) {
  case GemmDim::None:
    return "none";
  case GemmDim::Batch:
    return "batch";
  case GemmDim::M:
    return "m";
  case GemmDim::N:
    return "n";
  case GemmDim::K:
    return "k";
  }
  llvm_unreachable("unknown GEMM dim");
}

int64_t GemmProblem::extent(GemmDim dim) const {
  switch (dim) {
  case GemmDim::None:
    return 1;
  case GemmDim::Batch:
    return batch;
  case GemmDim::M:
    return m;
  case GemmDim::N:
    return n;
  case GemmDim::K:
    return k;
  }
  llvm_unreachable("unknown GEMM dim");
}

unsigned spanMask(std::initializer_list<GemmDim> dims) {
  unsigned mask = 0;
  for (GemmDim dim : dims)
    mask |= 1u << unsigned(dim);
  return mask;
}

int64_t GemmProblem::rows(const OperandLayout &layout) const {
  if (!layout.hasLeadingStride())
    return 1;
  double elements = 1;
  for (GemmDim dim : {GemmDim::Batch, GemmDim::M, GemmDim::N, GemmDim::K})
    if (layout.spansDim(dim))
      elements *= double(extent(dim));
  return int64_t(elements / double(layout.leadingExtent));
}

GemmProblem GemmProblem::withShape(int64_t newM, int64_t newN,
                                   int64_t newK) const {
  GemmProblem p = *this;
  p.m = newM;
  p.n = newN;
  p.k = newK;
  // A leading extent grows with its dim only where the row is that whole dim
  // (several dims collapsed into one GEMM dim keep their innermost extent).
  for (OperandLayout *layout : {&p.a, &p.b, &p.c})
    if (layout->hasLeadingStride() && layout->contiguous != GemmDim::None &&
        layout->leadingExtent == extent(layout->contiguous))
      layout->leadingExtent = p.extent(layout->contiguous);
  return p;
}

std::string formatGemmShape(int64_t batch, int64_t m, int64_t n, int64_t k) {
  std::string shape = std::to_string(m) + "x" + std::to_string(n) + "x" + std::to_string(k);
  return batch > 1 ? std::to_string(batch) + "x" + shape : shape;
}

GemmProblem makeLinearProblem(int64_t m, int64_t n, int64_t k, MathType math) {
  GemmProblem p;
  p.m = m;
  p.n = n;
  p.k = k;
  p.math = math;
  int64_t bytes = math == MathType::FP32 || math == MathType::TF32 ? 4
                  : math == MathType::FP8 || math == MathType::INT8 ? 1
                                                                    : 2;
  p.aBytes = p.bBytes = p.cBytes = bytes;
  p.dtype = math == MathType::FP32 ? "f32" : mathTypeName(math).str();
  p.a = {GemmDim::K, k, spanMask({GemmDim::Batch, GemmDim::M, GemmDim::K})};
  p.b = {GemmDim::K, k, spanMask({GemmDim::Batch, GemmDim::N, GemmDim::K})};
  p.c = {GemmDim::N, n, spanMask({GemmDim::Batch, GemmDim::M, GemmDim::N})};
  p.op = "linear";
  return p;
}

} // namespace dimtune
