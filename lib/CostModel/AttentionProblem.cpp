//===- AttentionProblem.cpp - Attention as a problem of its own -----------===//

#include "dimtune/CostModel/AttentionProblem.h"
#include "dimtune/Target/JsonSupport.h"

#include "llvm/ADT/SmallVectorExtras.h"

#include <algorithm>

namespace dimtune {

namespace {
/// An extent of the key and its JSON name.
struct ExtentField {
  llvm::StringLiteral name;
  int64_t AttentionKey::*member;
};
} // namespace

/// The key's extents in the order they are written: the writer, the reader and
/// every check on them walk this one list.
static constexpr ExtentField kExtentFields[] = {
    {"batch", &AttentionKey::batch},        {"heads", &AttentionKey::heads},
    {"kv_heads", &AttentionKey::kvHeads},   {"q_len", &AttentionKey::qLen},
    {"kv_len", &AttentionKey::kvLen},       {"head_dim", &AttentionKey::headDim},
    {"v_head_dim", &AttentionKey::vHeadDim}};

static llvm::SmallVector<NamedExtent, 7> extents(const AttentionKey &k) {
  return llvm::map_to_vector(kExtentFields, [&](const ExtentField &f) {
    return NamedExtent{f.name, k.*f.member};
  });
}

double AttentionKey::causalFraction() const {
  if (!causal || explicitMask)
    return 1;
  // Query i sees keys 0..i (top-left aligned): sum over rows of
  // min(i + 1, kvLen), over qLen * kvLen.
  double q = double(qLen), kv = double(kvLen);
  double full = std::max(0.0, q - kv);          // rows that see every key
  double partial = std::min(q, kv);             // rows 1..min(q, kv) keys
  double kept = partial * (partial + 1) / 2 + full * kv;
  return kept / (q * kv);
}

double AttentionKey::forwardFlops() const {
  return 2.0 * double(batch) * double(heads) * double(qLen) * double(kvLen) *
         double(headDim + vHeadDim) * causalFraction();
}

double AttentionKey::backwardFlops() const {
  return 2.0 * double(batch) * double(heads) * double(qLen) * double(kvLen) *
         double(3 * headDim + 2 * vHeadDim) * causalFraction();
}

double AttentionKey::ioBytes() const {
  double bytes = double(elementBytes(type));
  double b = double(batch);
  return b * bytes *
         (double(heads) * double(qLen) * double(headDim + vHeadDim) +
          double(kvHeads) * double(kvLen) * double(headDim + vHeadDim));
}

bool attentionExtentsModelled(const AttentionKey &k) {
  constexpr double kMostExtent = double(int64_t(1) << 31), kMostElements = double(int64_t(1) << 50);
  for (auto [name, e] : extents(k))
    if (!(e >= 1 && double(e) < kMostExtent))
      return false;
  return double(k.batch) * double(k.heads) * double(k.qLen) * double(k.kvLen) < kMostElements &&
         double(k.batch) * double(k.kvHeads) * double(k.kvLen) * double(k.headDim + k.vHeadDim) <
             kMostElements;
}

bool AttentionKey::operator==(const AttentionKey &o) const {
  return type == o.type && batch == o.batch && heads == o.heads && kvHeads == o.kvHeads &&
         qLen == o.qLen && kvLen == o.kvLen && headDim == o.headDim && vHeadDim == o.vHeadDim &&
         causal == o.causal && explicitMask == o.explicitMask;
}

std::string formatAttentionShape(const AttentionKey &k) {
  std::string heads = std::to_string(k.heads);
  if (k.kvHeads != k.heads)
    heads += "/" + std::to_string(k.kvHeads);
  std::string dims = std::to_string(k.headDim);
  if (k.vHeadDim != k.headDim)
    dims += "/" + std::to_string(k.vHeadDim);
  return std::to_string(k.batch) + "x" + heads + "x" + std::to_string(k.qLen) + "x" +
         std::to_string(k.kvLen) + "x" + dims + (k.causal ? " causal" : "") +
         (k.explicitMask ? " masked" : "");
}

void writeAttentionKeyFields(llvm::json::OStream &j, const AttentionKey &k) {
  j.attribute("dtype", elementTypeName(k.type));
  for (auto [name, value] : extents(k))
    j.attribute(name, value);
  j.attribute("causal", k.causal);
  j.attribute("explicit_mask", k.explicitMask);
}

llvm::json::Value toJSON(const AttentionKey &k) {
  return jsonObjectFrom([&](llvm::json::OStream &j) { writeAttentionKeyFields(j, k); });
}

bool fromJSON(const llvm::json::Value &value, AttentionKey &k, llvm::json::Path path) {
  llvm::json::ObjectMapper o(value, path);
  std::string dtype;
  if (!(o && o.map("dtype", dtype)))
    return false;
  for (const ExtentField &f : kExtentFields)
    if (!o.map(f.name, k.*f.member))
      return false;
  if (!(o.map("causal", k.causal) && o.mapOptional("explicit_mask", k.explicitMask)))
    return false;
  std::optional<ElementType> type = parseElementType(dtype);
  if (!type) {
    path.field("dtype").report("unknown element type");
    return false;
  }
  k.type = *type;
  return allPositive(path, extents(k)) && checkHeadGroups(k.heads, k.kvHeads, path);
}

bool checkHeadGroups(int64_t heads, int64_t kvHeads, llvm::json::Path path) {
  if (heads % kvHeads == 0)
    return true;
  path.field("kv_heads").report("must divide heads");
  return false;
}

} // namespace dimtune
