//===- GemmKey.cpp - What identifies a GEMM to the cost model -------------===//

#include "dimtune/CostModel/GemmKey.h"
#include "dimtune/Target/EnumNames.h"
#include "dimtune/Target/JsonSupport.h"

#include "llvm/ADT/Hashing.h"
#include "llvm/ADT/bit.h"
#include "llvm/Support/ErrorHandling.h"

#include <algorithm>

using namespace llvm;

namespace dimtune {

/// MLIR's spellings of the element types (tf32 is dimtune's: an f32 GEMM on
/// TF32 tensor cores).
static constexpr EnumName<ElementType> kElementTypeNames[] = {
    {ElementType::F32, "f32"},
    {ElementType::TF32, "tf32"},
    {ElementType::F16, "f16"},
    {ElementType::BF16, "bf16"},
    {ElementType::F8E4M3FN, "f8E4M3FN"},
    {ElementType::F8E5M2, "f8E5M2"},
    {ElementType::F8E4M3FNUZ, "f8E4M3FNUZ"},
    {ElementType::F8E5M2FNUZ, "f8E5M2FNUZ"},
    {ElementType::F8E4M3, "f8E4M3"},
    {ElementType::I8, "i8"},
    {ElementType::I32, "i32"},
    {ElementType::I64, "i64"}};

StringRef elementTypeName(ElementType type) { return nameIn(kElementTypeNames, type); }

std::optional<ElementType> parseElementType(StringRef name) {
  return parseIn(kElementTypeNames, name);
}

int64_t elementBytes(ElementType type) {
  switch (type) {
  case ElementType::F32:
  case ElementType::TF32:
  case ElementType::I32:
    return 4;
  case ElementType::I64:
    return 8;
  case ElementType::F16:
  case ElementType::BF16:
    return 2;
  case ElementType::F8E4M3FN:
  case ElementType::F8E5M2:
  case ElementType::F8E4M3FNUZ:
  case ElementType::F8E5M2FNUZ:
  case ElementType::F8E4M3:
  case ElementType::I8:
    return 1;
  }
  llvm_unreachable("unknown element type");
}

static MathType mathOf(ElementType type) {
  switch (type) {
  case ElementType::F32:
    return MathType::FP32;
  case ElementType::TF32:
    return MathType::TF32;
  case ElementType::F16:
    return MathType::FP16;
  case ElementType::BF16:
    return MathType::BF16;
  case ElementType::I8:
  case ElementType::I32:
  case ElementType::I64:
    return MathType::INT8;
  default:
    return MathType::FP8;
  }
}

static constexpr EnumName<GemmDim> kGemmDimNames[] = {
    {GemmDim::None, "none"}, {GemmDim::Batch, "batch"}, {GemmDim::M, "m"},
    {GemmDim::N, "n"},       {GemmDim::K, "k"},
};

StringRef gemmDimName(GemmDim dim) { return nameIn(kGemmDimNames, dim); }

std::optional<GemmDim> parseGemmDim(StringRef name) { return parseIn(kGemmDimNames, name); }

static constexpr EnumName<GemmOperand> kGemmOperandNames[] = {
    {GemmOperand::A, "A"}, {GemmOperand::B, "B"}, {GemmOperand::C, "C"}};

StringRef gemmOperandName(GemmOperand operand) { return nameIn(kGemmOperandNames, operand); }

unsigned spanMask(std::initializer_list<GemmDim> dims) {
  unsigned mask = 0;
  for (GemmDim dim : dims)
    mask |= 1u << unsigned(dim);
  return mask;
}

bool gemmExtentsModelled(double batch, double m, double n, double k) {
  constexpr double kMostExtent = double(int64_t(1) << 31), kMostElements = double(int64_t(1) << 50);
  for (double e : {batch, m, n, k})
    if (!(e >= 1 && e < kMostExtent))
      return false;
  return batch * m * k < kMostElements && batch * k * n < kMostElements &&
         batch * m * n < kMostElements;
}

int64_t strideAlignmentBytes(int64_t extent, int64_t elementBytes) {
  // From the trailing zero bits, so that extent * elementBytes cannot overflow.
  if (extent == 0 || elementBytes <= 0)
    return kTensorCoreAlignmentBytes;
  int zeros = llvm::countr_zero(uint64_t(extent)) + llvm::countr_zero(uint64_t(elementBytes));
  return std::min<int64_t>(int64_t(1) << std::min(zeros, 4), kTensorCoreAlignmentBytes);
}

MathType GemmKey::math() const {
  MathType ma = mathOf(aType), mb = mathOf(bType);
  if (ma == MathType::FP32 || mb == MathType::FP32)
    return MathType::FP32;
  if (aBytes() != bBytes())
    return aBytes() > bBytes() ? ma : mb;
  return ma;
}

int64_t GemmKey::extent(GemmDim dim) const {
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

double GemmKey::elements(const OperandLayout &layout) const {
  double count = 1;
  for (GemmDim dim : {GemmDim::Batch, GemmDim::M, GemmDim::N, GemmDim::K})
    if (layout.spansDim(dim))
      count *= double(extent(dim));
  return count;
}

double GemmKey::minBytes() const {
  double b = double(batch);
  return b * (double(m) * double(k) * double(aBytes()) + double(k) * double(n) * double(bBytes()) +
              double(m) * double(n) * double(cBytes()));
}

int64_t GemmKey::rows(const OperandLayout &layout) const {
  if (!layout.hasLeadingStride())
    return 1;
  return int64_t(elements(layout) / double(layout.leadingExtent));
}

const OperandLayout &GemmKey::layout(GemmOperand operand) const {
  return operand == GemmOperand::A ? a : operand == GemmOperand::B ? b : c;
}

int64_t GemmKey::bytes(GemmOperand operand) const {
  return operand == GemmOperand::A ? aBytes() : operand == GemmOperand::B ? bBytes() : cBytes();
}

GemmKey GemmKey::withShape(int64_t newM, int64_t newN, int64_t newK) const {
  GemmKey key = *this;
  key.m = newM;
  key.n = newN;
  key.k = newK;
  // A leading extent grows with its dim only where the row is that whole dim
  // (several dims collapsed into one GEMM dim keep their innermost extent).
  for (OperandLayout *layout : {&key.a, &key.b, &key.c})
    if (layout->hasLeadingStride() && layout->contiguous != GemmDim::None &&
        layout->leadingExtent == extent(layout->contiguous))
      layout->leadingExtent = key.extent(layout->contiguous);
  return key;
}

SmallVector<MisalignedStride, 3> GemmKey::misalignedStrides() const {
  SmallVector<MisalignedStride, 3> out;
  for (GemmOperand operand : {GemmOperand::A, GemmOperand::B, GemmOperand::C}) {
    const OperandLayout &l = layout(operand);
    // A vector has no stride; one row of a matrix has, and cuBLAS(Lt) takes
    // its kernel path from it (1x4100x4096 bf16 runs 1.4x slower than
    // 1x4096x4096 on the H200, benchmarks/results/calibrate).
    if (!l.hasLeadingStride())
      continue;
    int64_t align = strideAlignmentBytes(l.leadingExtent, bytes(operand));
    if (align >= kTensorCoreAlignmentBytes)
      continue;
    bool paddable = l.contiguous != GemmDim::None && l.contiguous != GemmDim::Batch &&
                    l.leadingExtent == extent(l.contiguous);
    out.push_back({operand, l.contiguous, l.leadingExtent, align, paddable});
  }
  return out;
}

int64_t GemmKey::worstStrideAlignmentBytes() const {
  int64_t worst = kTensorCoreAlignmentBytes;
  for (const MisalignedStride &s : misalignedStrides())
    worst = std::min(worst, s.alignmentBytes);
  return worst;
}

unsigned GemmKey::significantSpans(const OperandLayout &layout) const {
  return batch == 1 ? layout.spans & ~spanMask({GemmDim::Batch}) : layout.spans;
}

bool GemmKey::operator==(const GemmKey &o) const {
  auto same = [&](const OperandLayout &x, const OperandLayout &y) {
    return x.contiguous == y.contiguous && x.leadingExtent == y.leadingExtent &&
           significantSpans(x) == o.significantSpans(y);
  };
  return aType == o.aType && bType == o.bType && cType == o.cType && batch == o.batch &&
         m == o.m && n == o.n && k == o.k && same(a, o.a) && same(b, o.b) && same(c, o.c);
}

std::string formatGemmShape(int64_t batch, int64_t m, int64_t n, int64_t k) {
  std::string shape = std::to_string(m) + "x" + std::to_string(n) + "x" + std::to_string(k);
  return batch > 1 ? std::to_string(batch) + "x" + shape : shape;
}

std::string formatGemmShape(const GemmKey &key) {
  return formatGemmShape(key.batch, key.m, key.n, key.k);
}

/// The result type a GEMM on `type` writes in the dense form.
static ElementType accumulatorFor(ElementType type) {
  return type == ElementType::I8 ? ElementType::I32 : type;
}

GemmKey denseGemmKey(ElementType type, int64_t batch, int64_t m, int64_t n, int64_t k,
                     GemmDim aContig, GemmDim bContig) {
  GemmKey key;
  key.aType = key.bType = type;
  key.cType = accumulatorFor(type);
  key.batch = batch;
  key.m = m;
  key.n = n;
  key.k = k;
  key.a = {aContig, aContig == GemmDim::M ? m : k,
           spanMask({GemmDim::Batch, GemmDim::M, GemmDim::K})};
  key.b = {bContig, bContig == GemmDim::N ? n : k,
           spanMask({GemmDim::Batch, GemmDim::N, GemmDim::K})};
  key.c = {GemmDim::N, n, spanMask({GemmDim::Batch, GemmDim::M, GemmDim::N})};
  return key;
}

GemmKey linearGemmKey(int64_t m, int64_t n, int64_t k, ElementType type) {
  return denseGemmKey(type, 1, m, n, k, GemmDim::K, GemmDim::K);
}

//===----------------------------------------------------------------------===//
// JSON
//===----------------------------------------------------------------------===//

namespace {
/// The dense layout of the operand in the key's shape, against which the
/// JSON form records only what differs.
OperandLayout denseLayout(const GemmKey &key, GemmOperand operand, GemmDim contiguous) {
  GemmKey dense = denseGemmKey(key.aType, key.batch, key.m, key.n, key.k,
                               operand == GemmOperand::A ? contiguous : GemmDim::K,
                               operand == GemmOperand::B ? contiguous : GemmDim::K);
  OperandLayout l = dense.layout(operand);
  if (operand == GemmOperand::C) {
    l.contiguous = contiguous;
    l.leadingExtent = key.extent(contiguous);
  }
  return l;
}

const char *prefix(GemmOperand operand) {
  return operand == GemmOperand::A ? "a_" : operand == GemmOperand::B ? "b_" : "c_";
}
} // namespace

void writeExtents(json::OStream &j, int64_t m, int64_t n, int64_t k) {
  j.attribute("m", m);
  j.attribute("n", n);
  j.attribute("k", k);
}

void writeGemmKeyFields(json::OStream &j, const GemmKey &key) {
  j.attribute("dtype", elementTypeName(key.aType));
  if (key.bType != key.aType)
    j.attribute("b_dtype", elementTypeName(key.bType));
  if (key.cType != accumulatorFor(key.aType))
    j.attribute("c_dtype", elementTypeName(key.cType));
  j.attribute("batch", key.batch);
  writeExtents(j, key.m, key.n, key.k);
  for (GemmOperand operand : {GemmOperand::A, GemmOperand::B, GemmOperand::C}) {
    const OperandLayout &l = key.layout(operand);
    std::string p = prefix(operand);
    if (operand != GemmOperand::C || l.contiguous != GemmDim::N)
      j.attribute(p + "contig", gemmDimName(l.contiguous));
    OperandLayout dense = denseLayout(key, operand, l.contiguous);
    if (l.leadingExtent != dense.leadingExtent)
      j.attribute(p + "leading_extent", l.leadingExtent);
    if (key.significantSpans(l) != key.significantSpans(dense))
      j.attribute(p + "spans", int64_t(l.spans));
  }
}

json::Value toJSON(const GemmKey &key) {
  return jsonObjectFrom([&](json::OStream &j) { writeGemmKeyFields(j, key); });
}

bool fromJSON(const json::Value &value, GemmKey &key, json::Path path) {
  json::ObjectMapper o(value, path);
  std::string dtype, bDtype, cDtype, aContig, bContig, cContig = "n";
  if (!(o && o.map("dtype", dtype) && o.mapOptional("b_dtype", bDtype) &&
        o.mapOptional("c_dtype", cDtype) && o.map("batch", key.batch) && o.map("m", key.m) &&
        o.map("n", key.n) && o.map("k", key.k) && o.map("a_contig", aContig) &&
        o.map("b_contig", bContig) && o.mapOptional("c_contig", cContig)))
    return false;
  auto type = [&](StringRef field, StringRef name, ElementType &out) {
    std::optional<ElementType> t = parseElementType(name);
    if (!t)
      path.field(field).report("unknown element type");
    else
      out = *t;
    return t.has_value();
  };
  if (!type("dtype", dtype, key.aType))
    return false;
  key.bType = key.aType;
  key.cType = accumulatorFor(key.aType);
  if (!bDtype.empty() && !type("b_dtype", bDtype, key.bType))
    return false;
  if (!cDtype.empty() && !type("c_dtype", cDtype, key.cType))
    return false;
  if (!allPositive(path, {{"batch", key.batch}, {"m", key.m}, {"n", key.n}, {"k", key.k}}))
    return false;
  if (!gemmExtentsModelled(double(key.batch), double(key.m), double(key.n), double(key.k))) {
    path.report("sizes beyond what the model takes (each extent below 2^31, each operand "
                "below 2^50 elements)");
    return false;
  }
  // Field names are literals: json::Path keeps a reference to them.
  struct OperandFields {
    GemmOperand operand;
    const std::string &contig;
    llvm::StringLiteral contigField, extentField, spansField;
  };
  for (const OperandFields &f :
       {OperandFields{GemmOperand::A, aContig, "a_contig", "a_leading_extent", "a_spans"},
        OperandFields{GemmOperand::B, bContig, "b_contig", "b_leading_extent", "b_spans"},
        OperandFields{GemmOperand::C, cContig, "c_contig", "c_leading_extent", "c_spans"}}) {
    std::optional<GemmDim> contiguous = parseGemmDim(f.contig);
    if (!contiguous) {
      path.field(f.contigField).report("expected m, n, k, batch or none");
      return false;
    }
    OperandLayout l = denseLayout(key, f.operand, *contiguous);
    int64_t spans = l.spans;
    if (!o.mapOptional(f.extentField, l.leadingExtent) || !o.mapOptional(f.spansField, spans))
      return false;
    l.spans = unsigned(spans);
    (f.operand == GemmOperand::A ? key.a : f.operand == GemmOperand::B ? key.b : key.c) = l;
  }
  return true;
}

} // namespace dimtune

unsigned llvm::DenseMapInfo<dimtune::GemmKey>::getHashValue(const dimtune::GemmKey &key) {
  auto layout = [&](const dimtune::OperandLayout &l) {
    return llvm::hash_combine(l.contiguous, l.leadingExtent, key.significantSpans(l));
  };
  return unsigned(llvm::hash_combine(key.aType, key.bType, key.cType, key.batch, key.m, key.n,
                                     key.k, layout(key.a), layout(key.b), layout(key.c)));
}
