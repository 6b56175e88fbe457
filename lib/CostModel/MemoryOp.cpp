//===- MemoryOp.cpp - Memory-bound kernels and their time -----------------===//

#include "dimtune/CostModel/MemoryOp.h"

namespace dimtune {

MemoryOpTime memoryOpTime(const MemoryOp &op, const GpuTarget &target) {
  const MemoryCalibration &cal = target.calibration.memory;
  bool strided = op.kind == MemoryKind::Strided;
  double efficiency = cal.efficiency[static_cast<int>(strided ? MemoryKind::Elementwise : op.kind)];
  double streamUs = op.bytes() / (target.bandwidthBytesPerSecond() * efficiency) * 1e6;
  double loopUs = strided ? op.elements / cal.stridedElementsPerUs : 0;
  if (loopUs > streamUs)
    return {cal.launchUs + loopUs, loopUs};
  return {cal.launchUs + streamUs, 0};
}

double memoryOpUs(const MemoryOp &op, const GpuTarget &target) {
  return memoryOpTime(op, target).us;
}

} // namespace dimtune
