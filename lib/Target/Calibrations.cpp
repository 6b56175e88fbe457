//===- Calibrations.cpp - Fitted cost-model factors -----------------------===//
//
// Each entry was fitted by `dimtune-fit fit` on cuBLAS timings measured with
// benchmarks/measure_cublas.py; its provenance names the result files. Only
// Hopper has been measured: other architectures reuse the Hopper factors and
// say so, until someone measures them (the same two commands on that GPU).
//
//===----------------------------------------------------------------------===//

#include "dimtune/Target/Calibrations.h"

namespace dimtune {

/// H200, cuBLASLt 13.1 (130100), driver 580.159.04, 2026-11-30:
///   dimtune-fit fit benchmarks/results/h200-cublas-fit.csv --target h200
///     -o benchmarks/results/h200-calibration.json
/// 1823 shapes (bf16 and fp32), mean |log(pred/meas)| 0.099.
static Calibration hopperH200Fit() {
  Calibration c;
  c.computeEfficiency = {/*fp32=*/0.775, /*tf32=*/0.832, /*fp16=*/0.832,
                         /*bf16=*/0.832, /*fp8=*/0.832, /*int8=*/0.832};
  c.tileIntensityExponent = 0.00785;
  c.memoryEfficiency = 0.854;
  c.launchUs = 4.861;
  c.waveUs = 1.586;
  c.misalignedSlowdown[0] = 3.153;
  c.misalignedSlowdown[1] = 3.481;
  c.misalignedSlowdown[2] = 7.428;
  c.misalignedSlowdown[3] = 7.428; // not measured: no 1-byte type in the set
  c.splitKOverhead = 0.0369;
  c.streamKOverhead = 0.0449;
  c.combineExponent = 4.317;
  c.misalignedSlowdownSimt = 1.000;
  // Pad and slice copies: benchmarks/fit_copies.py on h200-copies.csv
  // (126 copies), -> benchmarks/results/h200-copy-calibration.json.
  c.copyLaunchUs = 5.1;
  c.copyEfficiency = 0.37;
  c.provenance = "fitted on H200 cuBLAS timings "
                 "(benchmarks/results/h200-calibration.json)";
  return c;
}

Calibration calibrationFor(llvm::StringRef arch) {
  Calibration c = hopperH200Fit();
  if (arch != "sm_90")
    c.provenance = "H200 (sm_90) fit, not measured on " + arch.str();
  return c;
}

} // namespace dimtune
