//===- KnownTargets.cpp - Built-in GPU database ---------------------------===//
//
// One entry per chip; aliases include the names nvidia-smi prints. Rates are dense (no structured sparsity) datasheet
// figures at boost clock; "0" means the chip has no tensor-core path for that
// type. Tiles are the CTA shapes that cuBLAS/CUTLASS kernels of that
// architecture use (from CUTLASS's default configurations and cuBLAS kernel
// names seen in profiles: sm90_xmma_gemm_..._128x256x64, ampere_..._256x128).
//
//===----------------------------------------------------------------------===//

#include "dimtune/Target/Calibrations.h"
#include "dimtune/Target/GpuTarget.h"

namespace dimtune {
namespace {

// Tensor-core tiles and CTAs per SM, by architecture.
std::vector<CtaTile> voltaTuringTiles() {
  return {{128, 256, 32, 1}, {256, 128, 32, 1}, {128, 128, 32, 2},
          {128, 64, 32, 2},  {64, 128, 32, 2},  {64, 64, 32, 4}};
}
std::vector<CtaTile> ampereAdaTiles() {
  return {{256, 128, 64, 1}, {128, 256, 64, 1}, {128, 128, 64, 2},
          {128, 64, 64, 3},  {64, 128, 64, 3},  {64, 64, 64, 4}};
}
std::vector<CtaTile> blackwellTiles() {
  return {{128, 256, 64, 1}, {256, 128, 64, 1}, {128, 128, 64, 1},
          {128, 64, 64, 2},  {64, 128, 64, 2},  {64, 64, 64, 3}};
}
// Hopper's cuBLAS 13 runs nvjet kernels whose tiles step by 16 along one side
// (the H200's decode GEMMs, benchmarks/profile_decode_gemms.py: 80x64, 96x64,
// 144x64, 112x128, 144x128, 192x128 beside the powers of two), each a CTA an SM
// (their shared memory goes to 5-13 pipeline stages). They fill waves the
// power-of-two tiles leave part empty.
std::vector<CtaTile> hopperTiles() {
  std::vector<CtaTile> tiles = blackwellTiles();
  for (int64_t width : {80, 96, 112, 144, 192})
    for (int64_t side : {64, 128}) {
      tiles.push_back({side, width, 64, 1});
      tiles.push_back({width, side, 64, 1});
    }
  return tiles;
}
// FP32 without tensor cores runs the SIMT kernels, the same shapes everywhere.
std::vector<CtaTile> simtTiles() {
  return {{128, 128, 8, 2}, {128, 64, 8, 2}, {64, 128, 8, 2}, {64, 64, 8, 4}, {32, 128, 8, 4}};
}

/// Device memory and board power, from the same datasheets.
struct Board {
  double memoryGB, powerW;
};

GpuTarget make(std::string name, std::vector<std::string> aliases,
               std::string arch, int64_t sms, double clockMhz,
               PerMathType<double> peak, double bandwidthGBs, int64_t l2MiB,
               int64_t smemKiB, std::vector<CtaTile> tiles, Board board,
               std::string source) {
  GpuTarget t;
  t.name = std::move(name);
  t.aliases = std::move(aliases);
  t.arch = std::move(arch);
  t.smCount = sms;
  t.boostClockMhz = clockMhz;
  t.peakTflops = peak;
  t.memoryBandwidthGBs = bandwidthGBs;
  t.memoryGB = board.memoryGB;
  t.powerLimitW = board.powerW;
  t.l2Bytes = l2MiB << 20;
  t.sharedMemoryPerSmBytes = smemKiB << 10;
  t.tensorCoreTiles = std::move(tiles);
  t.simtTiles = simtTiles();
  t.calibration = calibrationFor(t.arch);
  t.source = std::move(source);
  return t;
}

} // namespace

std::vector<GpuTarget> knownTargets() {
  //                     fp32   tf32    fp16    bf16    fp8     int8
  return {
      make("NVIDIA H100 SXM", {"h100", "h100-sxm", "h100-sxm5-80gb", "NVIDIA H100 80GB HBM3"}, "sm_90",
           132, 1980, {67, 494.5, 989.5, 989.5, 1979, 1979}, 3350, 50, 228,
           hopperTiles(), {80, 700}, "NVIDIA H100 Tensor Core GPU datasheet (SXM5)"),
      make("NVIDIA H100 PCIe", {"h100-pcie", "h100pcie-80gb", "NVIDIA H100 PCIe"}, "sm_90", 114,
           1755, {51, 378, 756, 756, 1513, 1513}, 2000, 50, 228,
           hopperTiles(), {80, 350}, "NVIDIA H100 Tensor Core GPU datasheet (PCIe)"),
      make("NVIDIA H200", {"h200", "h200-sxm", "h200-sxm-141gb", "NVIDIA H200"}, "sm_90", 132,
           1980, {67, 494.5, 989.5, 989.5, 1979, 1979}, 4800, 50, 228,
           hopperTiles(), {141, 700},
           "NVIDIA H200 Tensor Core GPU datasheet (SXM); 132 SMs read off the "
           "device (benchmarks/results/h200-cublas-fit.csv)"),
      make("NVIDIA B200", {"b200", "hgx-b200"}, "sm_100", 148, 1965,
           {75, 1100, 2250, 2250, 4500, 4500}, 8000, 126, 228,
           blackwellTiles(), {180, 1000}, "NVIDIA HGX B200 datasheet, per GPU"),
      make("NVIDIA A100 80GB SXM", {"a100", "a100-80gb", "a100-sxm-80gb", "NVIDIA A100-SXM4-80GB"},
           "sm_80", 108, 1410, {19.5, 156, 312, 312, 0, 624}, 2039, 40, 164,
           ampereAdaTiles(), {80, 400}, "NVIDIA A100 Tensor Core GPU datasheet (80GB SXM)"),
      make("NVIDIA A100 40GB SXM", {"a100-40gb", "a100-sxm-40gb", "NVIDIA A100-SXM4-40GB"},
           "sm_80", 108, 1410, {19.5, 156, 312, 312, 0, 624}, 1555, 40, 164,
           ampereAdaTiles(), {40, 400}, "NVIDIA A100 Tensor Core GPU datasheet (40GB SXM)"),
      make("NVIDIA A10", {"a10"}, "sm_86", 72, 1695,
           {31.2, 62.5, 125, 125, 0, 250}, 600, 6, 100, ampereAdaTiles(), {24, 150},
           "NVIDIA A10 Tensor Core GPU datasheet"),
      make("NVIDIA L4", {"l4"}, "sm_89", 58, 2040,
           {30.3, 60, 121, 121, 242.5, 242.5}, 300, 48, 100, ampereAdaTiles(), {24, 72},
           "NVIDIA L4 Tensor Core GPU datasheet (dense = half the sparse figures)"),
      make("NVIDIA L40S", {"l40s"}, "sm_89", 142, 2520,
           {91.6, 183, 362, 362, 733, 733}, 864, 96, 100, ampereAdaTiles(), {48, 350},
           "NVIDIA L40S GPU datasheet (dense = half the sparse figures)"),
      make("NVIDIA T4", {"t4", "Tesla T4"}, "sm_75", 40, 1590,
           {8.1, 0, 65, 0, 0, 130}, 320, 4, 64, voltaTuringTiles(), {16, 70},
           "NVIDIA T4 Tensor Core GPU datasheet"),
      make("NVIDIA V100 SXM2", {"v100", "v100-sxm2", "Tesla V100-SXM2-16GB", "Tesla V100-SXM2-32GB"}, "sm_70", 80,
           1530, {15.7, 0, 125, 0, 0, 62}, 900, 6, 96, voltaTuringTiles(), {16, 300},
           "NVIDIA Tesla V100 datasheet (SXM2); int8 is the dp4a rate"),
  };
}

} // namespace dimtune
