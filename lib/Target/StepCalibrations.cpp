//===- StepCalibrations.cpp - Decode attention, host and power fits as JSON ===//
//
// The fits of the step as it runs (decode attention per backend, the host's
// cost per op, the power model), read and written through one field table
// each, so that the reader, the writer and the range check name each field
// once. A field outside its domain is an error at its JSON path.
//
//===----------------------------------------------------------------------===//

#include "dimtune/Target/GpuTarget.h"

#include <cmath>

using namespace llvm;

namespace dimtune {
namespace {

/// Where a factor may lie; `message` says so at the field.
struct Domain {
  double lo, hi;
  bool openLow;
  StringLiteral message;
  bool contains(double v) const {
    return std::isfinite(v) && (openLow ? v > lo : v >= lo) && v <= hi;
  }
};
constexpr Domain kFraction{0, 1, true, "must be a number in (0, 1]"};
constexpr Domain kMicroseconds{0, 1e6, false, "must be a number of us in [0, 1e6]"};
constexpr Domain kWatts{0, 1e5, false, "must be a number of watts in [0, 1e5]"};
constexpr Domain kWattsPerRate{0, 1e3, false, "must be a number in [0, 1000]"};
constexpr Domain kExponent{0, 10, false, "must be a number in [0, 10]"};
constexpr Domain kClock{1, 1e5, false, "must be a number of MHz in [1, 1e5]"};
constexpr Domain kMilliseconds{0, 1e5, false, "must be a number of ms in [0, 1e5]"};
constexpr Domain kScale{0.1, 100, false, "must be a number in [0.1, 100]"};

template <typename T> struct Field {
  StringLiteral name;
  double T::*member;
  const Domain *domain;
  bool optional = false; ///< Absent: the model's default (a field files before it lack).
};

constexpr Field<DecodeAttentionFit> kDecodeFields[] = {
    {"launch_us", &DecodeAttentionFit::launchUs, &kMicroseconds},
    {"split_bandwidth_efficiency", &DecodeAttentionFit::splitBandwidthEfficiency, &kFraction},
    {"bandwidth_efficiency", &DecodeAttentionFit::bandwidthEfficiency, &kFraction},
    {"compute_efficiency", &DecodeAttentionFit::computeEfficiency, &kFraction},
    {"key_block_us", &DecodeAttentionFit::keyBlockUs, &kMicroseconds},
    {"reread_fraction", &DecodeAttentionFit::rereadFraction, &kExponent},
    {"value_reread_fraction", &DecodeAttentionFit::valueRereadFraction, &kExponent},
    {"combine_us", &DecodeAttentionFit::combineUs, &kMicroseconds},
    {"shared_sm_slowdown", &DecodeAttentionFit::sharedSmSlowdown, &kExponent},
};

constexpr Field<HostCalibration> kHostFields[] = {
    {"eager_op_us", &HostCalibration::eagerOpUs, &kMicroseconds},
    {"eager_gemm_us", &HostCalibration::eagerGemmUs, &kMicroseconds},
    {"eager_attention_us", &HostCalibration::eagerAttentionUs, &kMicroseconds},
    {"graph_kernel_gap_us", &HostCalibration::graphKernelGapUs, &kMicroseconds},
    {"graph_launch_us", &HostCalibration::graphLaunchUs, &kMicroseconds},
    {"kernel_floor_us", &HostCalibration::kernelFloorUs, &kMicroseconds},
    {"eager_step_us", &HostCalibration::eagerStepUs, &kMicroseconds},
    {"hf_forward_scale", &HostCalibration::hfForwardScale, &kScale},
    {"hf_backward_scale", &HostCalibration::hfBackwardScale, &kScale},
};

constexpr Field<PowerModel> kPowerFields[] = {
    {"cap_w", &PowerModel::capW, &kWatts},
    {"idle_w", &PowerModel::idleW, &kWatts},
    {"busy_w", &PowerModel::busyW, &kWatts, true},
    {"watts_per_tflops", &PowerModel::wattsPerTflops, &kWattsPerRate},
    {"watts_per_gbs", &PowerModel::wattsPerGBs, &kWattsPerRate},
    {"held_w", &PowerModel::heldW, &kWatts, true},
    {"rate_clock_exponent", &PowerModel::rateClockExponent, &kExponent},
    {"time_clock_exponent", &PowerModel::timeClockExponent, &kExponent},
    {"min_clock_mhz", &PowerModel::minClockMhz, &kClock},
    {"window_ms", &PowerModel::windowMs, &kMilliseconds},
};

template <typename T, size_t N>
json::Object write(const T &value, const Field<T> (&fields)[N]) {
  json::Object out;
  for (const Field<T> &f : fields)
    out[f.name] = value.*f.member;
  return out;
}

/// Every field required but the optional ones, each in its domain;
/// other keys are refused.
template <typename T, size_t N>
bool read(const json::Value &value, T &out, const Field<T> (&fields)[N], json::Path path,
          ArrayRef<StringRef> alsoAllowed = {}) {
  const json::Object *object = value.getAsObject();
  if (!object) {
    path.report("expected an object");
    return false;
  }
  for (const auto &[key, unused] : *object) {
    bool known = llvm::is_contained(alsoAllowed, StringRef(key));
    for (const Field<T> &f : fields)
      known = known || StringRef(key) == StringRef(f.name);
    if (!known) {
      path.field(key).report("unknown field");
      return false;
    }
  }
  for (const Field<T> &f : fields) {
    std::optional<double> v = object->getNumber(f.name);
    if (!v && f.optional && !object->get(f.name))
      continue;
    if (!v) {
      path.field(f.name).report("expected a number");
      return false;
    }
    if (!f.domain->contains(*v)) {
      path.field(f.name).report(f.domain->message);
      return false;
    }
    out.*f.member = *v;
  }
  return true;
}

} // namespace

json::Value toJSON(const DecodeAttentionFit &fit) { return write(fit, kDecodeFields); }

bool fromJSON(const json::Value &value, DecodeAttentionFit &fit, json::Path path) {
  // A fit file also records how well it fits; the model does not read that.
  static const StringRef errors[] = {"median_rel_error", "p90_rel_error", "rows"};
  if (!read(value, fit, kDecodeFields, path, errors))
    return false;
  fit.calibrated = true;
  return true;
}

bool fromJSON(const json::Value &value, HostCalibration &host, json::Path path) {
  static const StringRef also[] = {"provenance"};
  if (!read(value, host, kHostFields, path, also))
    return false;
  if (const json::Object *o = value.getAsObject())
    if (std::optional<StringRef> provenance = o->getString("provenance"))
      host.provenance = provenance->str();
  return true;
}

json::Value toJSON(const PowerModel &power) { return write(power, kPowerFields); }

bool fromJSON(const json::Value &value, PowerModel &power, json::Path path) {
  if (!read(value, power, kPowerFields, path))
    return false;
  if (power.calibrated() && !(power.capW > power.idleW)) {
    path.field("cap_w").report("the power cap must be above the idle power");
    return false;
  }
  if (power.heldW > 0 && !(power.heldW > power.idleW + power.busyW && power.heldW <= power.capW)) {
    path.field("held_w").report("the power the cap holds must lie above the idle and busy power "
                                "and at most the cap");
    return false;
  }
  return true;
}

} // namespace dimtune
