//===- GemmKey.h - What identifies a GEMM to the cost model -------*- C++ -*-===//
//
// A GemmKey is everything the cost model, the benchmark plan and the tuning
// database can tell two GEMMs apart by: element types, batch, M, N, K and the
// layout of each operand. It is the one key type of dimtune (DenseMapInfo for
// maps, one toJSON/fromJSON for every file that names a GEMM), and the one
// place that says which leading strides are misaligned. Where a GEMM sits in
// IR (location, op, role) is a OpSite, kept apart (GemmProblem.h).
// See docs/architecture.md.
//
//===----------------------------------------------------------------------===//

#ifndef DIMTUNE_COSTMODEL_GEMMKEY_H
#define DIMTUNE_COSTMODEL_GEMMKEY_H

#include "dimtune/Target/GpuTarget.h"

#include "llvm/ADT/DenseMapInfo.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/Support/JSON.h"

#include <cstdint>
#include <optional>
#include <string>

namespace dimtune {

/// The element types the model knows, named as MLIR prints them.
enum class ElementType : uint8_t {
  F32,
  TF32,
  F16,
  BF16,
  F8E4M3FN,
  F8E5M2,
  F8E4M3FNUZ,
  F8E5M2FNUZ,
  F8E4M3,
  I8,
  I32,
  I64, ///< Indices (token ids); never a GEMM operand.
};

llvm::StringRef elementTypeName(ElementType type);
std::optional<ElementType> parseElementType(llvm::StringRef name);
/// Bytes one element takes in memory (tf32 is stored as 32 bits).
int64_t elementBytes(ElementType type);

/// Which GEMM dimension a loop (or an operand's innermost dimension) is.
enum class GemmDim : uint8_t { None, Batch, M, N, K };

llvm::StringRef gemmDimName(GemmDim dim);
std::optional<GemmDim> parseGemmDim(llvm::StringRef name);

/// The spans mask of an operand that indexes `dims`.
unsigned spanMask(std::initializer_list<GemmDim> dims);

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
  bool operator==(const OperandLayout &other) const {
    return contiguous == other.contiguous && leadingExtent == other.leadingExtent &&
           spans == other.spans;
  }
  bool operator!=(const OperandLayout &other) const { return !(*this == other); }
};

/// Which operand of C = A x B.
enum class GemmOperand : uint8_t { A, B, C };
llvm::StringRef gemmOperandName(GemmOperand operand);

/// A leading stride that breaks the 16-byte alignment tensor-core kernels want.
struct MisalignedStride {
  GemmOperand operand;
  GemmDim contiguous;    ///< The dim whose extent is the stride.
  int64_t leadingExtent; ///< The stride in elements.
  int64_t alignmentBytes; ///< The largest power of two <= 16 dividing it in bytes.
  /// Whether padding `contiguous` fixes it: the row is that whole GEMM dim,
  /// not the innermost of several loops collapsed into it.
  bool paddable;
};

/// The alignment tensor-core kernels need of every leading stride, in bytes.
constexpr int64_t kTensorCoreAlignmentBytes = 16;

struct GemmKey {
  ElementType aType = ElementType::BF16, bType = ElementType::BF16,
              cType = ElementType::BF16;
  int64_t batch = 1, m = 1, n = 1, k = 1;
  OperandLayout a, b, c;

  /// The arithmetic the GEMM runs in: mixed precision (f8 x f16, i8 x f16)
  /// runs at the rate of the wider input, whichever operand it is.
  MathType math() const;
  int64_t aBytes() const { return elementBytes(aType); }
  int64_t bBytes() const { return elementBytes(bType); }
  int64_t cBytes() const { return elementBytes(cType); }
  /// MLIR's name of A's element type: the "dtype" of reports and files.
  llvm::StringRef dtype() const { return elementTypeName(aType); }

  double flops() const { return 2.0 * double(batch) * double(m) * double(n) * double(k); }
  /// The least traffic: each operand read once, the result written once.
  double minBytes() const;
  /// Extent of a GEMM dim.
  int64_t extent(GemmDim dim) const;
  /// Elements of the operand with `layout` (the product of the dims it spans).
  double elements(const OperandLayout &layout) const;
  /// Rows of an operand: its elements over its leading extent. A stride
  /// between rows exists, and so can be misaligned, only with more than one.
  int64_t rows(const OperandLayout &layout) const;
  const OperandLayout &layout(GemmOperand operand) const;
  int64_t bytes(GemmOperand operand) const;

  /// The same GEMM at other sizes; each operand's leading extent follows the
  /// dim it belongs to (where the row is that whole dim).
  GemmKey withShape(int64_t newM, int64_t newN, int64_t newK) const;

  /// Every leading stride that breaks 16-byte alignment. The one statement of
  /// the rule: the cost model, the pad policy, the reports and the fit use it.
  llvm::SmallVector<MisalignedStride, 3> misalignedStrides() const;
  /// The worst stride alignment in bytes (16 when all are aligned).
  int64_t worstStrideAlignmentBytes() const;
  /// Whether every leading stride is aligned for tensor-core kernels.
  bool stridesAligned() const { return worstStrideAlignmentBytes() >= kTensorCoreAlignmentBytes; }
  /// A matrix-vector product (M or N of 1): the library runs it on its gemv
  /// kernels, not on tiles.
  bool isGemv() const { return m == 1 || n == 1; }

  bool sameShape(int64_t m2, int64_t n2, int64_t k2) const {
    return m == m2 && n == n2 && k == k2;
  }
  /// The dims an operand spans that matter: without a batch of 1, which
  /// IR may or may not write as a dim.
  unsigned significantSpans(const OperandLayout &layout) const;

  bool operator==(const GemmKey &other) const;
  bool operator!=(const GemmKey &other) const { return !(*this == other); }
};

/// Whether GEMM extents (given as doubles, so that nothing wraps) are within
/// what the model computes with in 64-bit integers: each below 2^31, each
/// operand below 2^50 elements.
bool gemmExtentsModelled(double batch, double m, double n, double k);

/// Bytes a leading stride is aligned to: the largest power of two up to 16
/// that divides extent * elementBytes.
int64_t strideAlignmentBytes(int64_t extent, int64_t elementBytes);

/// "BxMxNxK", or "MxNxK" when batch is 1.
std::string formatGemmShape(int64_t batch, int64_t m, int64_t n, int64_t k);
std::string formatGemmShape(const GemmKey &key);

/// y = x W^T as PyTorch's linear runs it: x [m,k], W [n,k], y [m,n], all of
/// `type` (results f32 for f32, i32 for i8).
GemmKey linearGemmKey(int64_t m, int64_t n, int64_t k, ElementType type = ElementType::BF16);
/// The layouts of row-major A ([m,k] when `aContig` is K, else [k,m]),
/// B ([k,n] when `bContig` is N, else [n,k]) and C [m,n], batched or not:
/// the layouts the benchmark runner and PyTorch's matmul take.
GemmKey denseGemmKey(ElementType type, int64_t batch, int64_t m, int64_t n, int64_t k,
                     GemmDim aContig, GemmDim bContig);

/// The key as JSON: {"dtype", "batch", "m", "n", "k", "a_contig", "b_contig"},
/// with "b_dtype", "c_dtype", "c_contig" and an operand's "X_leading_extent"
/// and "X_spans" only where they differ from the dense layout of that shape.
llvm::json::Value toJSON(const GemmKey &key);
/// Reads the fields toJSON writes (inside an object that may hold others);
/// a missing or mistyped field is an error at its JSON path.
bool fromJSON(const llvm::json::Value &value, GemmKey &key, llvm::json::Path path);
/// Writes the key's fields into an object being streamed.
void writeGemmKeyFields(llvm::json::OStream &j, const GemmKey &key);
/// Writes a shape's extents as every report names them: "m", "n", "k".
void writeExtents(llvm::json::OStream &j, int64_t m, int64_t n, int64_t k);

} // namespace dimtune

namespace llvm {
template <> struct DenseMapInfo<dimtune::GemmKey> {
  static dimtune::GemmKey getEmptyKey() {
    dimtune::GemmKey key;
    key.batch = -1;
    return key;
  }
  static dimtune::GemmKey getTombstoneKey() {
    dimtune::GemmKey key;
    key.batch = -2;
    return key;
  }
  static unsigned getHashValue(const dimtune::GemmKey &key);
  static bool isEqual(const dimtune::GemmKey &lhs, const dimtune::GemmKey &rhs) {
    return lhs == rhs;
  }
};
} // namespace llvm

#endif // DIMTUNE_COSTMODEL_GEMMKEY_H
