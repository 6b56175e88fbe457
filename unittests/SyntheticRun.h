//===- SyntheticRun.h - A runner run as the H200 records it -------*- C++ -*-===//
//
// The run-level fields the runner writes, as on the H200 that measured the
// committed results (driver 580.159.04, CUDA 13.0, cuBLASLt 130100): for
// tests that write runner results through RunnerFormat.h, and for
// test/Calibrate/Inputs/make_results.cpp.
//
//===----------------------------------------------------------------------===//

#ifndef DIMTUNE_UNITTESTS_SYNTHETICRUN_H
#define DIMTUNE_UNITTESTS_SYNTHETICRUN_H

#include "dimtune/Tuning/RunnerFormat.h"

#include <string>

namespace dimtune {

/// Five rounds of 25 repetitions after 3 warm-up calls, on `gpu`, whose
/// 256 MiB device copy moved `copyBandwidthGbs`.
inline runner::Run syntheticH200Run(const std::string &gpu, double copyBandwidthGbs) {
  runner::Run run;
  run.gpu = gpu;
  run.smCount = 132;
  run.driver = "580.159.04";
  run.cudaDriverApi = run.cudaRuntime = 13000;
  run.cublasLt = 130100;
  run.reps = 25;
  run.warmup = 3;
  run.rounds = 5;
  run.seed = 1;
  run.copyBytes = 256ll << 20;
  run.copyBandwidthGbs = copyBandwidthGbs;
  run.smClockLimitMhz = 1980;
  run.memClockLimitMhz = 3201;
  run.powerLimitW = 700;
  return run;
}

} // namespace dimtune

#endif // DIMTUNE_UNITTESTS_SYNTHETICRUN_H
