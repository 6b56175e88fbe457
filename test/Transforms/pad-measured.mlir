// policy=measured takes the fastest variant measured in the tuning database
// (test/Inputs/tuning-db.json holds the H200 measurement of GPT-2's LM head),
// pads and slices counted; a problem the database lacks falls back to the model.
// RUN: dimtune-opt %s --dimtune-pad="target=h200 policy=measured db=%inputs/tuning-db.json" --mlir-print-op-on-diagnostic=false -split-input-file -verify-each 2>&1 >/dev/null | FileCheck %s
// The database is per GPU: on an H100 nothing is measured, so the model decides.
// RUN: dimtune-opt %s --dimtune-pad="target=h100 policy=measured db=%inputs/tuning-db.json" --mlir-print-op-on-diagnostic=false -split-input-file 2>&1 >/dev/null | FileCheck %s --check-prefix=OTHER
// RUN: not dimtune-opt %s --dimtune-pad="target=h200 policy=measured" -o /dev/null 2>&1 | FileCheck %s --check-prefix=NODB
// RUN: not dimtune-opt %s --dimtune-pad="target=h200 policy=measured db=%inputs/no-such-db.json" -o /dev/null 2>&1 | FileCheck %s --check-prefix=MISSING
// RUN: not dimtune-opt %s --dimtune-pad="target=h200 policy=measured db=%inputs/tuning-db-v2.json" -o /dev/null 2>&1 | FileCheck %s --check-prefix=VERSION
// RUN: not dimtune-opt %s --dimtune-pad="target=h200 policy=measured db=%inputs/tuning-db-bad.json" -o /dev/null 2>&1 | FileCheck %s --check-prefix=BAD
// Under policy=model a db= is not read: the model decides each GEMM, the
// measured one included, and no GEMM is reported missing from the database.
// RUN: dimtune-opt %s --dimtune-pad="target=h200 policy=model db=%inputs/tuning-db.json" --mlir-print-op-on-diagnostic=false -split-input-file 2>&1 >/dev/null | FileCheck %s --check-prefix=MODEL
// MODEL-NOT: tuning database
// MODEL: remark: dimtune: padded linalg.matmul 8192x50257x768 -> {{.*}} (model): predicted speed-up
// MODEL-NOT: tuning database

// CHECK: remark: dimtune: padded linalg.matmul 8192x50257x768 -> 8192x{{5026[4-9]|50[3-9][0-9][0-9]}}x768 (measured): measured speed-up {{[0-9.]+}}x
// CHECK: remark: dimtune: 4096x50257x768 is not in the tuning database: falling back to policy=model
// CHECK: remark: dimtune: padded linalg.matmul 4096x50257x768 -> {{.*}} (measured): predicted speed-up
// OTHER: remark: dimtune: 8192x50257x768 is not in the tuning database: falling back to policy=model
// NODB: error: dimtune: policy=measured needs db=PATH (written by dimtune-tune)
// MISSING: error: dimtune: cannot read tuning database '{{.*}}no-such-db.json'
// VERSION: error: dimtune: tuning database '{{.*}}tuning-db-v2.json': format_version 2, this dimtune reads version 1
// BAD: error: dimtune: tuning database '{{.*}}tuning-db-bad.json': missing value at entries[0].dtype

func.func @measured(%x: tensor<8192x768xbf16>, %w: tensor<50257x768xbf16>) -> tensor<8192x50257xbf16> {
  %zero = arith.constant 0.0 : bf16
  %e = tensor.empty() : tensor<8192x50257xbf16>
  %c = linalg.fill ins(%zero : bf16) outs(%e : tensor<8192x50257xbf16>) -> tensor<8192x50257xbf16>
  %0 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (n, k)>, affine_map<(m, n, k) -> (m, n)>]
      ins(%x, %w : tensor<8192x768xbf16>, tensor<50257x768xbf16>) outs(%c : tensor<8192x50257xbf16>) -> tensor<8192x50257xbf16>
  return %0 : tensor<8192x50257xbf16>
}

// -----

func.func @not_measured(%x: tensor<4096x768xbf16>, %w: tensor<50257x768xbf16>) -> tensor<4096x50257xbf16> {
  %zero = arith.constant 0.0 : bf16
  %e = tensor.empty() : tensor<4096x50257xbf16>
  %c = linalg.fill ins(%zero : bf16) outs(%e : tensor<4096x50257xbf16>) -> tensor<4096x50257xbf16>
  %0 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (n, k)>, affine_map<(m, n, k) -> (m, n)>]
      ins(%x, %w : tensor<4096x768xbf16>, tensor<50257x768xbf16>) outs(%c : tensor<4096x50257xbf16>) -> tensor<4096x50257xbf16>
  return %0 : tensor<4096x50257xbf16>
}

// -----

// A database is input like any other: a variant larger than the model takes,
// one smaller than the original, one with a zero time are never chosen,
// however fast they claim to be; the original stays. A negative time is not
// even loaded: the database is refused with the field's path.
// RUN: dimtune-opt %s --dimtune-pad="target=h200 policy=measured db=%inputs/tuning-db-untrusted.json" --mlir-print-op-on-diagnostic=false -split-input-file 2>&1 >/dev/null | FileCheck %s --check-prefix=UNTRUSTED
// RUN: sed 's/"gemm_us": 0.0/"gemm_us": -5.0/' %inputs/tuning-db-untrusted.json > %t.negative.json
// RUN: not dimtune-opt %s --dimtune-pad="target=h200 policy=measured db=%t.negative.json" -split-input-file -o /dev/null 2>&1 | FileCheck %s --check-prefix=NEGATIVE
// NEGATIVE: error: dimtune: tuning database '{{.*}}negative.json': expected a finite number >= 0 (below 1e18) at entries[0].variants[3].gemm_us
// UNTRUSTED-NOT: remark: dimtune: padded linalg.matmul 8192x50257x768
// UNTRUSTED-NOT: failed
func.func @untrusted(%x: tensor<8192x768xbf16>, %w: tensor<50257x768xbf16>) -> tensor<8192x50257xbf16> {
  %zero = arith.constant 0.0 : bf16
  %e = tensor.empty() : tensor<8192x50257xbf16>
  %c = linalg.fill ins(%zero : bf16) outs(%e : tensor<8192x50257xbf16>) -> tensor<8192x50257xbf16>
  %0 = linalg.matmul indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (n, k)>, affine_map<(m, n, k) -> (m, n)>]
      ins(%x, %w : tensor<8192x768xbf16>, tensor<50257x768xbf16>) outs(%c : tensor<8192x50257xbf16>) -> tensor<8192x50257xbf16>
  return %0 : tensor<8192x50257xbf16>
}
