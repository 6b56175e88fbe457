//===- GemmProblem.h - A GEMM as plain data -----------------------*- C++ -*-===//
//
// IR is read once into GemmProblems; the cost model, candidates, tuning keys
// and emitted code work on these and never re-parse IR.
//
//===----------------------------------------------------------------------===//

#ifndef DIMTUNE_ANALYSIS_GEMMPROBLEM_H
#define DIMTUNE_ANALYSIS_GEMMPROBLEM_H

#include "dimtune/Target/GpuTarget.h"

#include <cstdint>
#include <string>

namespace dimtune {

/// Which GEMM dimension a loop (or an operand's innermost dimension) is.
enum class GemmDim { None, Batch, M, N, K };

llvm::StringRef gemmDimName(GemmDim dim);

/// The memory layout of one operand, as far as alignment is concerned: the
/// stride of a row-major operand's second-innermost dimension is the extent
/// of its innermost one, and that stride in bytes is what tensor-core kernels
/// need aligned. An operand of rank < 2 has no such stride.
struct OperandLayout {
  GemmDim contiguous = GemmDim::None; ///< GEMM dim of the innermost dim.
  int64_t leadingExtent = 0;          ///< Elements in a row; 0: no leading stride.
  unsigned spans = 0;                 ///< Bit per GemmDim the operand indexes.

  bool hasLeadingStride() const { return leadingExtent > 0; }
  bool spansDim(GemmDim dim) const { return spans & (1u << unsigned(dim)); }
};

/// The spans mask of an operand that indexes `dims`.
unsigned spanMask(std::initializer_list<GemmDim> dims);

struct GemmProblem {
  int64_t batch = 1, m = 1, n = 1, k = 1;
  MathType math = MathType::BF16;
  int64_t aBytes = 2, bBytes = 2, cBytes = 2; ///< Element sizes.
  std::string dtype = "bf16";                 ///< MLIR name of A's element type.
  OperandLayout a, b, c;
  std::string op;   ///< Operation name, e.g. "linalg.matmul".
  std::string loc;  ///< Source location, printed.
  std::string role; ///< Role from the importer (qkv, mlp_up, ...), if any.
  std::string trainingPass; ///< fwd, dgrad or wgrad, if the importer said.

  double flops() const { return 2.0 * batch * m * n * k; }
  /// The least traffic: each operand read once, the result written once.
  double minBytes() const {
    return double(batch) * (double(m) * k * aBytes + double(k) * n * bBytes +
                            double(m) * n * cBytes);
  }
  /// The same problem with other sizes; each operand's leading extent follows
  /// the dim it belongs to.
  GemmProblem withShape(int64_t newM, int64_t newN, int64_t newK) const;
  /// Extent of a GEMM dim.
  int64_t extent(GemmDim dim) const;
  /// Rows of an operand: its elements over its leading extent. A stride
  /// between rows exists, and so can be misaligned, only with more than one.
  int64_t rows(const OperandLayout &layout) const;
};

/// "BxMxNxK", or "MxNxK" when batch is 1.
std::string formatGemmShape(int64_t batch, int64_t m, int64_t n, int64_t k);

/// A GEMM shape for a plain row-major y = x * W^T (PyTorch's linear): the
/// contiguous dims are K (x), K (W) and N (y).
GemmProblem makeLinearProblem(int64_t m, int64_t n, int64_t k,
                              MathType math = MathType::BF16);

} // namespace dimtune

#endif // DIMTUNE_ANALYSIS_GEMMPROBLEM_H
