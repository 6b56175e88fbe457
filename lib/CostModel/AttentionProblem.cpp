//===- AttentionProblem.cpp - Attention as a problem of its own -----------===//

#include "dimtune/CostModel/AttentionProblem.h"
#include "dimtune/Target/JsonSupport.h"

#include <algorithm>

namespace dimtune {

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
  for (int64_t e : {k.batch, k.heads, k.kvHeads, k.qLen, k.kvLen, k.headDim, k.vHeadDim})
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
  j.attribute("batch", k.batch);
  j.attribute("heads", k.heads);
  j.attribute("kv_heads", k.kvHeads);
  j.attribute("q_len", k.qLen);
  j.attribute("kv_len", k.kvLen);
  j.attribute("head_dim", k.headDim);
  j.attribute("v_head_dim", k.vHeadDim);
  j.attribute("causal", k.causal);
  j.attribute("explicit_mask", k.explicitMask);
}

llvm::json::Value toJSON(const AttentionKey &k) {
  return jsonObjectFrom([&](llvm::json::OStream &j) { writeAttentionKeyFields(j, k); });
}

bool fromJSON(const llvm::json::Value &value, AttentionKey &k, llvm::json::Path path) {
  llvm::json::ObjectMapper o(value, path);
  std::string dtype;
  if (!(o && o.map("dtype", dtype) && o.map("batch", k.batch) && o.map("heads", k.heads) &&
        o.map("kv_heads", k.kvHeads) && o.map("q_len", k.qLen) && o.map("kv_len", k.kvLen) &&
        o.map("head_dim", k.headDim) && o.map("v_head_dim", k.vHeadDim) &&
        o.map("causal", k.causal) && o.mapOptional("explicit_mask", k.explicitMask)))
    return false;
  std::optional<ElementType> type = parseElementType(dtype);
  if (!type) {
    path.field("dtype").report("unknown element type");
    return false;
  }
  k.type = *type;
  if (!allPositive(path, {{"batch", k.batch},
                          {"heads", k.heads},
                          {"kv_heads", k.kvHeads},
                          {"q_len", k.qLen},
                          {"kv_len", k.kvLen},
                          {"head_dim", k.headDim},
                          {"v_head_dim", k.vHeadDim}}))
    return false;
  if (k.heads % k.kvHeads != 0) {
    path.field("kv_heads").report("must divide heads");
    return false;
  }
  return true;
}

} // namespace dimtune
