//===- MemoryOp.cpp - Memory-bound kernels and their time -----------------===//

#include "dimtune/CostModel/MemoryOp.h"

#include <algorithm>
#include <cmath>
#include <utility>

namespace dimtune {

namespace {

constexpr double kReduceThreads = 512, kWarp = 32, kVector = 4;

double lastPowerOfTwo(double n) { return std::exp2(std::floor(std::log2(std::max(n, 1.0)))); }

/// Reduce.cuh's block: lanes a row (x) and rows a CTA (y).
std::pair<double, double> reduceBlock(double rowLength, double rows) {
  double dim0 = rowLength / kVector > 128 ? std::floor(rowLength / kVector) : rowLength;
  double height = std::min(lastPowerOfTwo(rows), kReduceThreads / std::min(lastPowerOfTwo(dim0), kWarp));
  return {std::min(lastPowerOfTwo(dim0), kReduceThreads / height), height};
}

/// The floor of a row reduction with few rows: a fixed part and its lanes'
/// serial sums, one wave of CTAs after another (four CTAs of 512 threads an
/// SM). Fitted on one wave; with more, the sums of a wave are taken to follow
/// the last without the fixed part again, so that many rows stay bound by
/// their bytes.
double rowReduceFloorUs(const MemoryOp &op, const GpuTarget &target) {
  const MemoryCalibration &cal = target.calibration.memory;
  if (op.kind != MemoryKind::Reduction || op.rowLength <= 0 || cal.rowReduceUsPerValue <= 0)
    return 0;
  double rowsPerCta = reduceBlock(op.rowLength, op.elements).second;
  double ctas = std::ceil(std::max(op.elements, 1.0) / rowsPerCta);
  double waves = std::ceil(ctas / (4.0 * target.smCount));
  return cal.rowReduceBaseUs +
         waves * cal.rowReduceUsPerValue * rowReduceSerialValues(op.rowLength, op.elements);
}

} // namespace

double rowReduceSerialValues(double rowLength, double rows) {
  return rowLength / reduceBlock(rowLength, rows).first;
}

MemoryOpTime memoryOpTime(const MemoryOp &op, const GpuTarget &target) {
  const MemoryCalibration &cal = target.calibration.memory;
  bool strided = op.kind == MemoryKind::Strided;
  double efficiency = cal.efficiency[static_cast<int>(strided ? MemoryKind::Elementwise : op.kind)];
  double streamUs = op.bytes() / (target.bandwidthBytesPerSecond() * efficiency) * 1e6;
  double loopUs = strided ? op.elements / cal.stridedElementsPerUs : 0;
  MemoryOpTime time = loopUs > streamUs ? MemoryOpTime{cal.launchUs + loopUs, loopUs}
                                        : MemoryOpTime{cal.launchUs + streamUs, 0};
  // The serial sums wait on memory, not on the SM clock.
  time.us = std::max(time.us, rowReduceFloorUs(op, target));
  return time;
}

double memoryOpUs(const MemoryOp &op, const GpuTarget &target) {
  return memoryOpTime(op, target).us;
}

} // namespace dimtune
