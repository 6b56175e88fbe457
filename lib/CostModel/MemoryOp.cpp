//===- MemoryOp.cpp - Memory-bound kernels and their time -----------------===//

#include "dimtune/CostModel/MemoryOp.h"

namespace dimtune {

double memoryOpUs(const MemoryOp &op, const GpuTarget &target) {
  const MemoryCalibration &cal = target.calibration.memory;
  double efficiency = cal.efficiency[static_cast<int>(op.kind)];
  return cal.launchUs + op.bytes() / (target.bandwidthBytesPerSecond() * efficiency) * 1e6;
}

} // namespace dimtune
