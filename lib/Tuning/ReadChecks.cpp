//===- ReadChecks.cpp - What the tuning readers check alike ---------------===//

#include "ReadChecks.h"

#include "dimtune/Tuning/RunnerFormat.h"

#include <cmath>

using namespace llvm;

namespace dimtune {
namespace readcheck {

namespace key = runner::key;

static constexpr StringLiteral kMeasureExpected = "expected a finite number >= 0 (below 1e18)";
bool isMeasure(double value) { return std::isfinite(value) && value >= 0 && value < kMeasureBound; }

bool checkMeasure(double value, json::Path path, StringRef name) {
  if (isMeasure(value))
    return true;
  path.field(name).report(kMeasureExpected);
  return false;
}

bool mapMeasure(json::ObjectMapper &o, json::Path path, StringLiteral name, double &out) {
  return o.map(name, out) && checkMeasure(out, path, name);
}

bool checkMeasures(ArrayRef<double> values, json::Path path, StringLiteral name) {
  for (auto [i, value] : llvm::enumerate(values))
    if (!isMeasure(value)) {
      path.field(name).index(i).report(kMeasureExpected);
      return false;
    }
  return true;
}

bool mapSampledConditions(json::ObjectMapper &o, MeasurementConditions &c) {
  return o.map(key::kSamples, c.samples) && o.map(key::kSmClockMhzMin, c.smClockMinMhz) &&
         o.map(key::kSmClockMhzMax, c.smClockMaxMhz) &&
         o.map(key::kMemClockMhzMin, c.memClockMinMhz) && o.map(key::kPowerWMax, c.powerMaxW) &&
         o.map(key::kTemperatureCMax, c.temperatureMaxC) &&
         o.map(key::kClockEventReasons, c.clockEventReasons) &&
         o.map(key::kClockEvents, c.clockEvents);
}

static bool backendFromJSON(const json::Value &value, AttentionBackend &backend, json::Path path) {
  std::optional<StringRef> name = value.getAsString();
  std::optional<AttentionBackend> b = name ? parseAttentionBackend(*name) : std::nullopt;
  if (!b || *b == AttentionBackend::Unfused) {
    path.report("expected flash2, flash3, cudnn or efficient");
    return false;
  }
  backend = *b;
  return true;
}

bool requiredBackend(const json::Value &value, AttentionBackend &out, json::Path path) {
  const json::Object *object = value.getAsObject();
  const json::Value *backend = object ? object->get("backend") : nullptr;
  if (!backend) {
    path.field("backend").report("missing value");
    return false;
  }
  return backendFromJSON(*backend, out, path.field("backend"));
}

} // namespace readcheck
} // namespace dimtune
