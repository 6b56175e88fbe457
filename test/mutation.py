#!/usr/bin/env python3
"""Mutation testing: deliberate bugs the test suite must catch.

Each mutation below is one small, plausible bug in a rule that matters (the
16-byte alignment rule, the measured choice, the reports' formats, ...): the
file, the exact text it replaces, the text it puts there, why a user would
suffer from it, and the tests that must fail because of it. For each one the
script applies it to a copy of the source tree, rebuilds incrementally, runs
the tests and restores the file; a mutation is

  killed        a test failed (the table names which),
  survived      every test passed: the suite does not guard that rule,
  build-failed  the mutated tree did not build (the mutation is broken).

The copy (the tracked files of this checkout as they are on disk, so
uncommitted changes to tracked files are included; --untracked adds the
untracked files git does not ignore) is written into WORK/src once per run,
only the files whose content differs, so WORK/build (configured once with
`cmake -S WORK/src -B WORK/build -G Ninja`) stays incremental across runs.
Before the mutations the unmutated copy is built and its tests run once: a
suite that already fails cannot judge a mutation, and the run stops.

Tests: by default each mutation runs the tests it declares (GoogleTest
filters on build/bin/dimtune-unittests, lit filters on build/test); --full
runs every test of `ctest` (every GoogleTest of dimtune-unittests in one
process, the whole lit suite, and through ctest any other test ctest lists),
which is what `ctest --test-dir BUILD` runs, faster.

  python3 test/mutation.py                  # every mutation, declared tests
  python3 test/mutation.py --full           # every mutation, the whole suite
  python3 test/mutation.py --only NAME...   # some of them
  python3 test/mutation.py --list           # names, files and why
  python3 test/mutation.py --check          # texts and tests still there (lit runs it)
  python3 test/mutation.py --from BUGS.json # bugs someone else planted, the whole suite

--from reads mutations from a JSON list of {"name", "file", "old", "new",
"why"} instead of the table below: bugs planted by someone who has not seen
the tests, who therefore declares none (each runs the whole suite, --full),
less the tests whose failure would not count as catching a C++ bug
(UNCOUNTED_FOR_PLANTED and UNCOUNTED_GTESTS_FOR_PLANTED: refit comparisons, Python-only tests, the table's own
check). --first-kill stops each mutation's tests at the first failure: the
verdict is the same, the table names one killer, and a killed mutation costs
its rebuild and a part of the suite.

Time, on the 2-core machine this was written on (others building too): the
first run builds the copy from scratch (25-40 min); after that each mutation
rebuilds one or two files and relinks what depends on them (30 s to 3 min,
headers more) and runs its tests (5-60 s; --full about 60-90 s), so a run of
all mutations takes 40-70 min, --full 60-100 min.

Exit status: 0 when every mutation was killed, 1 when one survived, 2 when
one did not build, its old text is not in its file (exactly once), or the
unmutated suite fails.
"""

import argparse
import os
import re
import shlex
import shutil
import subprocess
import sys
import time
from dataclasses import dataclass, field
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
DEFAULT_WORK = Path("/tmp/mut-dimtune")
LIT_CANDIDATES = ["/usr/lib/llvm-22/bin/lit", "lit", "llvm-lit"]
# Lit tests whose failure does not count as catching a bug planted in C++ (--from):
# the built-in table's own check, refit comparisons (a fit reproduced or refitted
# against committed results: a refit can silence them), the committed checks'
# regenerated outputs (a model change regenerates them) and tests that run
# Python alone, no dimtune binary.
# Benchmarks/tools.test runs the benchmark scripts on committed results: refits
# and tables diffed with the committed ones, and the scripts' own errors
# (Python-only); counted until round 15, not after.
# Frontend/examples-current.test diffs the bundled examples with what the importer writes now
# (a regeneration check): counted until round 17, not after.
UNCOUNTED_FOR_PLANTED = ("Mutation/texts.test", "Benchmarks/fit-outputs.test",
                         "Benchmarks/check-outputs.test", "Benchmarks/tools.test",
                         "Calibrate/shipped.test", "Benchmarks/serving-dry-run.test",
                         "Benchmarks/sampler.test", "Frontend/examples-current.test")
# GoogleTests that refit committed measurements and compare with committed
# numbers (a refit comparison, as fit-outputs.test is).
UNCOUNTED_GTESTS_FOR_PLANTED = ("PowerFit.RefitsTheBuiltInH200PowerModelFromItsMeasurements",)


@dataclass
class Mutation:
    name: str
    file: str
    old: str
    new: str
    why: str
    # "gtest:<filter>" (a --gtest_filter pattern) or "lit:<regex>" (matched
    # against the lit test's path under test/, e.g. "Tuning/runner-merge.test").
    tests: list = field(default_factory=list)


MUTATIONS = [
    # --- Memory-bound kernels as eager PyTorch runs them ------------------
    Mutation(
        "strided-kernels-stream-at-bandwidth",
        "lib/CostModel/MemoryOp.cpp",
        "  double loopUs = strided ? op.elements / cal.stridedElementsPerUs : 0;\n",
        "  double loopUs = 0;\n",
        "PyTorch's unvectorized loop (RMSNorm's and RoPE's broadcast products, "
        "transposed copies) priced as streaming copies: every RoPE/RMSNorm "
        "model's layer under-predicted by a fifth, as it was before the fix.",
        ["gtest:CostModelTest.StridedKernelsRunAtTheLoopsElementRate"],
    ),
    Mutation(
        "power-cap-averages-the-whole-step",
        "lib/CostModel/StepModel.cpp",
        "    int64_t in = windowUs > 0 ? int64_t(endUs[i] / windowUs) : 0;\n",
        "    int64_t in = 0;\n",
        "The power cap's mean taken over the whole step: a misaligned LM head's "
        "cool stretch lends the layers its headroom, GPT-3 2.7B's layers priced "
        "at 1835 MHz where they run at 1760, its vocab padding's speed-up 5 "
        "points short.",
        ["gtest:StepRunTest.TheCapLendsAColdStretchsHeadroomOnlyWithinItsWindow"],
    ),
    Mutation(
        "hf-backward-at-the-forwards-scale",
        "lib/CostModel/StepModel.cpp",
        "  double scale = kernel.backward ? host.hfBackwardScale : host.hfForwardScale;\n",
        "  double scale = host.hfForwardScale;\n",
        "Autograd's backward priced at the Python forward's host cost per kernel: "
        "a Hugging Face step's backward seen host-bound where the GPU sets its pace.",
        ["gtest:StepRunTest.AHuggingFaceStepIssuesEachPhaseAtItsOwnScale"],
    ),
    Mutation(
        "step-clock-the-first-stretchs",
        "lib/CostModel/StepModel.cpp",
        "    if ((seen += us) >= total / 2)\n",
        "    if ((seen += us) >= 0)\n",
        "The step's clock reported as its hottest stretch's (the lowest) rather "
        "than the one most of its time runs at: a step whose LM head is its only "
        "capped stretch reported at that stretch's clock.",
        ["gtest:StepRunTest.TheStepsClockIsTheOneMostOfItsTimeRunsAt"],
    ),
    Mutation(
        "row-reduction-no-serial-floor",
        "lib/CostModel/MemoryOp.cpp",
        "  time.us = std::max(time.us, rowReduceFloorUs(op, target));\n",
        "",
        "A decode step's RMSNorm means over few rows priced by their bytes (1 us) "
        "where PyTorch's reduce kernel takes 9: Llama-like decode steps from "
        "batch 16 under-predicted by 60 us, the knee put too far out.",
        ["gtest:CostModelTest.RowReductionsWithFewRowsWaitOnTheirSerialSums"],
    ),
    Mutation(
        "cudnn-decode-two-ctas-an-sm",
        "lib/CostModel/AttentionModel.cpp",
        "  d.ctasPerSm = backend == AttentionBackend::Cudnn && dim <= 64 ? 4 : 2;\n",
        "  d.ctasPerSm = 2;\n",
        "cuDNN's decode kernel at head dim 64 counted 2 CTAs an SM, where its "
        "45 KB and 120 registers fit 4: MQA decode (Falcon's 71/1) priced with "
        "the wrong sharing of its SMs.",
        ["gtest:AttentionModelTest.CudnnDecodeAtHeadDim64FitsFourCtasAnSm"],
    ),
    Mutation(
        "decode-ctas-share-an-sm-freely",
        "lib/CostModel/AttentionModel.cpp",
        "  auto sharing = [&](int64_t n) { return 1 + sharedSmSlowdown * double(n - 1); };\n",
        "  auto sharing = [&](int64_t n) { return 1.0; };\n",
        "Decode CTAs sharing an SM priced as if each had it alone: Falcon's "
        "MQA decode at batch 32 and 16K keys under-predicted by a quarter.",
        ["gtest:DecodeSweepWaves.*"],
    ),
    Mutation(
        "reduction-rows-from-its-outputs",
        "lib/Analysis/MemoryOpExtraction.cpp",
        "    m.elements = rows;\n",
        "",
        "A reduction in IR whose outputs have more than its rows (a traced "
        "log_softmax, a LayerNorm writing its normalized tensor) counted as "
        "millions of rows of serial sums: a traced GPT-2 step priced at 2.2 s.",
        ["lit:Analysis/row-reduction-outputs.mlir"],
    ),
    Mutation(
        "row-reduction-rows-per-cta-uncapped",
        "lib/CostModel/MemoryOp.cpp",
        "std::min(lastPowerOfTwo(rows), kReduceThreads / std::min(lastPowerOfTwo(dim0), kWarp));",
        "lastPowerOfTwo(rows);",
        "Reduce.cuh's rows a CTA not capped at 16: a reduction of many rows "
        "read as one lane a row, its serial sums counted 32x.",
        ["gtest:RowReduce.LanesFollowPyTorchsReduceConfig"],
    ),
    Mutation(
        "row-kernel-reductions-floored",
        "lib/ModelConfig/StepOps.cpp",
        "  if (kind == MemoryKind::Reduction && !rowKernel && !inputs.empty()) {",
        "  if (kind == MemoryKind::Reduction && !inputs.empty()) {",
        "LayerNorm's and log_softmax's own kernels (a CTA a row) given the "
        "reduce kernel's serial floor: GPT-2's decode norms over-predicted.",
        ["gtest:FamilyTraits.RowReductionsAreTheReduceKernelsOverTheHidden"],
    ),
    Mutation(
        "extraction-ignores-row-kernel-mark",
        "lib/Analysis/MemoryOpExtraction.cpp",
        "linalgOp.getNumReductionLoops() == 0 || op->hasAttr(kRowKernelAttr) ||",
        "linalgOp.getNumReductionLoops() == 0 ||",
        "The IR's LayerNorm and log_softmax reductions (marked dimtune.row_kernel "
        "by the importer) floored as PyTorch's reduce kernel: analyze and the "
        "advisor's step disagree on LayerNorm models' decode.",
        ["lit:Analysis/row-reduction"],
    ),
    Mutation(
        "rmsnorm-weight-product-vectorized",
        "lib/ModelConfig/StepOps.cpp",
        '  fwd.unvectorized("mul_weight", ElementwiseFn::Mul, x, scaled,\n'
        "                   {tensor(x, scaled), tensor(w, scaled, {1})});\n",
        '  fwd.map("mul_weight", ElementwiseFn::Mul, x, scaled,\n'
        "          {tensor(x, scaled), tensor(w, scaled, {1})});\n",
        "RMSNorm's weight product (its weight broadcast over the tokens) priced "
        "as a vectorized kernel: 2.3x too fast, in every Llama-like layer.",
        ["gtest:ModelConfig.MemoryKernelsAsEagerPyTorchRunsThem"],
    ),
    Mutation(
        "importer-drops-unvectorized-mark",
        "lib/Frontend/FunctionText.cpp",
        "      op.kind == MemoryKind::Strided && !transposes ?",
        "      false && !transposes ?",
        "dimtune-import would write broadcast kernels unmarked: the IR (what "
        "analyze reads) prices them vectorized while the advisor's step does "
        "not, and analyze and advise disagree.",
        ["lit:Frontend/import-families|Frontend/step-consistency"],
    ),
    Mutation(
        "extraction-ignores-unvectorized-mark",
        "lib/Analysis/MemoryOpExtraction.cpp",
        "  if (op->hasAttr(kUnvectorizedAttr))\n",
        "  if (false && op->hasAttr(kUnvectorizedAttr))\n",
        "The front end's dimtune.unvectorized ignored: analyze prices RMSNorm's "
        "and RoPE's broadcast kernels as streaming ones, apart from the advisor.",
        ["lit:Frontend/step-consistency"],
    ),
    Mutation(
        "fused-attention-output-copied",
        "lib/ModelConfig/StepOps.cpp",
        "  if (eager ? d.seq > 1 : mathPath || (c.rotaryDim > 0 && c.rotaryDim < d.headDim) || slicedQkv)\n",
        "  if (true)\n",
        "A copy of the attention output back to [B, S, H, D] that a fused SDPA "
        "kernel never needs (it writes that layout) would be priced in every layer.",
        ["gtest:ModelConfig.MemoryKernelsAsEagerPyTorchRunsThem", "lit:Frontend/import-families"],
    ),
    # --- The seven bugs issue 11 names ------------------------------------
    Mutation(
        "merge-swaps-pad-a-and-pad-b",
        "lib/Tuning/ResultsReader.cpp",
        "  v.padAUs = padA.medianUs;\n  v.padBUs = padB.medianUs;\n",
        "  v.padAUs = padB.medianUs;\n  v.padBUs = padA.medianUs;\n",
        "The runner's results merged into the database with the pads of A and B "
        "swapped: a weight padded once (B) is then charged the activation's pad, "
        "and policy=measured picks the wrong variant.",
        ["gtest:RunnerFormatTest.*:TuningTest.*", "lit:Tuning/runner-merge"],
    ),
    Mutation(
        "measured-choice-ignores-valid",
        "lib/CostModel/PadPolicy.cpp",
        "    if (&v == &original || !v.valid || !(v.gemmUs > 0) ||",
        "    if (&v == &original || !(v.gemmUs > 0) ||",
        "A variant whose result did not match the original (a wrong kernel, an "
        "unzeroed pad) would be chosen when it is fastest: the IR gets padded to "
        "a shape that computes garbage.",
        ["gtest:MeasuredChoice.*:TuningTest.*", "lit:Transforms/pad-measured|Analysis/measured"],
    ),
    Mutation(
        "tuning-report-model-column-is-align",
        "tools/dimtune-tune/dimtune-tune.cpp",
        "modelPlan = planModule(module, target, dimtune::PadPolicy::Model, nullptr);",
        "modelPlan = planModule(module, target, dimtune::PadPolicy::Align, nullptr);",
        "dimtune-tune --report's 'model' column would show what align does: the "
        "comparison of the policies, which the report exists for, says nothing.",
        ["lit:Tuning/report-policies"],
    ),
    Mutation(
        "pad-report-drops-padded-once",
        "lib/CostModel/GemmReport.cpp",
        '            j.attributeArray("padded_once", [&] {\n'
        "              for (GemmOperand operand : r.paddedOnce)\n"
        "                j.value(gemmOperandName(operand));\n"
        "            });\n",
        "",
        "The --dimtune-pad report would no longer say which inputs were padded "
        "once at compile time (weights, arguments), which is why their pads "
        "cost nothing in its times.",
        ["lit:Transforms/pad-report"],
    ),
    Mutation(
        "calibration-writer-drops-scalar-factors",
        "lib/Target/TargetRegistry.cpp",
        "    out[factor.name] = c.*factor.member;\n",
        "",
        "The calibrations dimtune-fit and dimtune-calibrate write would lack the "
        "single-number factors a target file is read with (the one table of them "
        "not walked by the writer): a calibration of the user's GPU loads as the "
        "defaults.",
        ["gtest:TargetRegistry.CalibrationRoundTripsThroughATargetFile", "lit:Benchmarks/fit-outputs"],
    ),
    Mutation(
        "json-readers-take-zero-extents",
        "lib/Target/JsonSupport.cpp",
        "    if (value <= 0) {",
        "    if (value < 0) {",
        "A GEMM or attention key with a zero extent (a database entry, a runner "
        "result) would be read as a problem the model divides by.",
        ["gtest:GemmKey.*:AttentionKey.*"],
    ),
    Mutation(
        "measured-decision-loses-its-interval",
        "lib/CostModel/PadPolicy.cpp",
        "  d.gemmSpeedupLow = v.speedupLow;\n",
        "",
        "The pad report of policy=measured would no longer show the interval the "
        "choice was judged by, so a user cannot see whether a gain beat the spread.",
        ["lit:Tuning/runner-merge"],
    ),
    Mutation(
        "json-readers-take-two-to-the-63",
        "lib/Target/JsonSupport.cpp",
        "      if (!v->getAsUINT64() && *number == 0x1p63)",
        "      if (false)",
        "A file with a number equal to 2^63 in an integer field would reach LLVM's "
        "getAsInteger, whose conversion is undefined behaviour there.",
        ["gtest:JsonSupport.*:ModelConfig.*"],
    ),
    Mutation(
        "database-takes-measures-near-two-to-the-63",
        "lib/Tuning/ReadChecks.cpp",
        "bool isMeasure(double value) { return std::isfinite(value) && value >= 0 && value < kMeasureBound; }",
        "bool isMeasure(double value) { return std::isfinite(value) && value >= 0; }",
        "INT64_MAX in a time or ratio of a database or runner results would read as "
        "the double 2^63 and be saved so: a database that no longer loads.",
        ["gtest:RunnerFormatTest.*"],
    ),
    Mutation(
        "attention-results-take-any-time",
        "lib/Tuning/ResultsReader.cpp",
        '      !(mapMeasure(o, path, "fwd_us", v.fwdUs) && mapMeasure(o, path, "bwd_us", v.bwdUs)))',
        '      !(o.map("fwd_us", v.fwdUs) && o.map("bwd_us", v.bwdUs)))',
        "An attention time of 1e999 (infinity) would be merged and the database "
        "written with \"inf\", which no JSON reader loads again.",
        ["lit:Tuning/attention-db"],
    ),
    Mutation(
        "builtin-calibration-ignores-its-file",
        "lib/Target/Calibrations.cpp",
        "if (!calibration || !fromJSON(*calibration, c, root))",
        "if (!calibration)",
        "The built-in H200 factors would be the uncalibrated defaults, not "
        "dimtune-calibrate's committed target file compiled in.",
        ["gtest:TargetRegistry.BuiltInH200IsTheCommittedCalibrationFile"],
    ),
    Mutation(
        "builtin-attention-fits-swap-direction",
        "lib/Target/Calibrations.cpp",
        "fit, c.attentionFit(backend, backward, masked),",
        "fit, c.attentionFit(backend, !backward, masked),",
        "Every fused attention's forward pass would be predicted with its "
        "backward fit and the other way round.",
        ["gtest:TargetRegistry.BuiltInAttentionAndMemoryFitsAreTheCommittedFiles"],
    ),
    Mutation(
        "readers-skip-the-indexing-map-check",
        "lib/PassSupport/ReadModule.cpp",
        "    std::string why = maps ? badIndexingMaps(op, maps) : \"\";",
        "    std::string why;",
        "dimtune-opt, dimtune-tune and the fuzz target would hand a linalg.matmul "
        "with malformed indexing maps to upstream's verifier, which segfaults.",
        ["lit:Tuning/bad-module|Fuzz/"],
    ),
    Mutation(
        "attention-fit-renames-causal-factor",
        "lib/Target/TargetRegistry.cpp",
        '{"causal_factor", fit.causalFactor},',
        '{"causal", fit.causalFactor},',
        "dimtune-fit attention-fit's output would no longer match the committed "
        "attention calibration (benchmarks/results/attention/"
        "h200-attention-calibration.json) that the build compiles in.",
        ["lit:Benchmarks/fit-outputs"],
    ),
    Mutation(
        "proposals-dir-without-all-mlir",
        "lib/AnalysisPasses/AdvisePass.cpp",
        '    llvm::sys::path::append(path, "all.mlir");\n'
        "    return writeOutputFile(module, path, [&](llvm::raw_ostream &os) { all->print(os); });\n",
        '    llvm::sys::path::append(path, "all.mlir");\n'
        "    return success();\n",
        "--dimtune-advise proposals-dir= would not write all.mlir, the one module "
        "dimtune-tune benchmarks every candidate from.",
        ["lit:Frontend/advise-proposals-dir"],
    ),
    Mutation(
        "runner-writer-renames-pad-b",
        "include/dimtune/Tuning/RunnerFormat.h",
        "      .raw(key::kPadB, timingJson(v.padB))\n",
        '      .raw("pad_b_timing", timingJson(v.padB))\n',
        "The emitted runner (which includes RunnerFormat.h) would write a key the "
        "reader does not know: every results file of a real GPU run fails to "
        "merge, after hours of benchmarking.",
        ["gtest:RunnerFormatTest.*", "lit:Tuning/runner-merge"],
    ),
    Mutation(
        "runner-reader-renames-pad-b",
        "lib/Tuning/ResultsReader.cpp",
        "o.map(key::kPadB, padB) &&",
        'o.map("padB", padB) &&',
        "The reader would look for a key the runner does not write: results the "
        "runner wrote cannot be merged.",
        ["gtest:RunnerFormatTest.*", "lit:Tuning/runner-merge"],
    ),
    Mutation(
        "runner-key-renamed-on-both-sides",
        "include/dimtune/Tuning/RunnerFormat.h",
        'inline constexpr char kRatioLow[] = "ratio_low";',
        'inline constexpr char kRatioLow[] = "ratio_lo";',
        "A key renamed in the shared header without a new format version: the "
        "runner and the reader agree, but every results file written before "
        "(format 2, committed under benchmarks/results/) no longer merges.",
        ["gtest:RunnerFormatTest.*", "lit:Tuning/runner-merge"],
    ),
    # --- The rules that matter most -----------------------------------------
    Mutation(
        "eight-byte-strides-count-as-aligned",
        "lib/CostModel/GemmKey.cpp",
        "    if (align >= kTensorCoreAlignmentBytes)\n      continue;\n",
        "    if (align >= 8)\n      continue;\n",
        "The 16-byte rule (GemmKey::misalignedStrides): an 8-byte leading stride "
        "(bf16 K = 4092) breaks the tensor cores' 16-byte loads too; calling it "
        "aligned hides a 3x slow-down and the padding that fixes it.",
        ["gtest:GemmKey.*:CostModelTest.*:PadPolicyTest.*", "lit:Analysis/matmul|Analysis/types|Transforms/pad-align"],
    ),
    Mutation(
        "one-row-matrix-counts-as-aligned",
        "lib/CostModel/GemmKey.cpp",
        "    if (!l.hasLeadingStride())\n      continue;\n",
        "    if (rows(l) <= 1)\n      continue;\n",
        "One row of a matrix keeps its leading stride, and cuBLAS its slow path "
        "(1x4100x4096 bf16 1.4x slower than 1x4096x4096 on the H200); calling it "
        "aligned hides the decode LM head's misalignment.",
        ["gtest:GemmKey.*:CostModelTest.*", "lit:Analysis/matvec"],
    ),
    Mutation(
        "gemv-pays-its-stride-class",
        "lib/CostModel/CostModel.cpp",
        "  if (p.isGemv())\n    return 0;\n",
        "",
        "cuBLAS's gemv kernels need no vector width: 1x4097x4096 bf16 ran as fast "
        "as 1x4100x4096 on the H200 (20.6 us); the 2-byte factor would price "
        "GPT-2 XL's batch-1 LM head at twice its time and hide the decode knee.",
        ["gtest:CostModelTest.*"],
    ),
    Mutation(
        "misaligned-small-tiles-lose-nothing-extra",
        "lib/CostModel/CostModel.cpp",
        "    exponent += cal.misalignedTileIntensityExponent;\n",
        "    exponent += 0;\n",
        "A misaligned tensor-core kernel on a small tile is slower than the "
        "aligned tile rate says (GPT-2 XL's LM head at M = 8-64: 164-206 us "
        "measured on 64x64 align1 tiles); without the extra exponent decode's "
        "misaligned GEMMs are under-priced by a third.",
        ["gtest:CostModelTest.*"],
    ),
    Mutation(
        "kmajor-types-transpose-for-free",
        "lib/CostModel/CostModel.cpp",
        "  if (needsKMajorOperands(math)) {\n",
        "  if (false) {\n",
        "tf32 (and fp8, int8) MMAs read K-major operands only: a weight gradient "
        "in tf32 ran 1.85x slower than its forward layout on the H200; pricing "
        "it as bf16 would hide that.",
        ["gtest:CostModelTest.*"],
    ),
    Mutation(
        "sweep-sized-by-the-calibration",
        "lib/Calibration/CalibrationSweep.cpp",
        "    sizing.calibration = Calibration();\n",
        "",
        "The calibration sweep's shapes would depend on the chip's calibration: "
        "after re-calibrating, the results just measured are no longer the "
        "sweep's shapes and a fit on them loses rows.",
        ["gtest:CalibrationSweep.*"],
    ),
    Mutation(
        "result-slice-always-a-view",
        "lib/CostModel/PadPolicy.cpp",
        "  return !c.hasLeadingStride() || padded.extent(c.contiguous) == original.extent(c.contiguous);",
        "  return true;",
        "Slicing a padded result back is a view only when whole rows are "
        "dropped; cutting columns is a copy. Treating it as free makes padding N "
        "look cheaper than it is (the logits of an LM head).",
        ["gtest:PadPolicyTest.*:MeasuredChoice.*:TuningTest.*", "lit:Transforms/pad-align|Transforms/pad-model|Transforms/pad-measured"],
    ),
    Mutation(
        "result-slice-never-a-view",
        "lib/CostModel/PadPolicy.cpp",
        "  return !c.hasLeadingStride() || padded.extent(c.contiguous) == original.extent(c.contiguous);",
        "  return !c.hasLeadingStride();",
        "A slice that keeps whole rows (only M grew) is a view; charging a copy "
        "for it rejects cheap M paddings.",
        ["gtest:PadPolicyTest.*:MeasuredChoice.*:TuningTest.*", "lit:Transforms/pad-align|Transforms/pad-model|Transforms/pad-measured"],
    ),
    Mutation(
        "measured-choice-ignores-interval",
        "lib/CostModel/PadPolicy.cpp",
        "    if (c.pessimistic < choiceOptimistic && c.total < choice.totalUs) {",
        "    if (c.total < choice.totalUs) {",
        "The interval rule: a padding whose gain lies inside the round-to-round "
        "spread is noise; taking it pads the IR for nothing (and picks align64 "
        "over align on a lucky round).",
        ["gtest:MeasuredChoice.*", "lit:Transforms/pad-measured|Analysis/measured"],
    ),
    Mutation(
        "measured-choice-compares-with-median",
        "lib/CostModel/PadPolicy.cpp",
        "      choiceOptimistic = c.optimistic;\n",
        "      choiceOptimistic = c.total;\n",
        "A larger padding must beat the cheaper choice at the high end of that "
        "choice's interval, not at its median: otherwise noise picks the larger "
        "padding.",
        ["gtest:MeasuredChoice.*"],
    ),
    Mutation(
        "pad-min-speedup-ignored",
        "lib/CostModel/PadPolicy.cpp",
        "|| !(d.speedup >= options.minSpeedup))",
        "|| !(d.speedup > 1))",
        "decidePadding's min-speedup: a padding predicted 1% faster (inside the "
        "model's error) would be applied, and its copies may cost more than that.",
        ["gtest:PadPolicyTest.*", "lit:Transforms/pad-model"],
    ),
    Mutation(
        "pad-max-overhead-ignored",
        "lib/CostModel/PadPolicy.cpp",
        "  if (!(d.extraFlopFraction <= options.maxOverhead + 1e-9) ||\n"
        "      !(d.extraByteFraction <= options.maxOverhead + 1e-9) ||",
        "  if (!(d.extraFlopFraction <= 4 * options.maxOverhead + 1e-9) ||\n"
        "      !(d.extraByteFraction <= 4 * options.maxOverhead + 1e-9) ||",
        "decidePadding's max-overhead: a padding adding more FLOPs and memory "
        "than the user allowed would be applied.",
        ["gtest:PadPolicyTest.*", "lit:Transforms/pad-model", "lit:Transforms/pad-weights-two-shapes"],
    ),
    Mutation(
        "padding-cost-charges-weights-padded-once",
        "lib/CostModel/PadPolicy.cpp",
        "  if (!once.b)\n    copy(original.b, original.bBytes());\n",
        "  copy(original.b, original.bBytes());\n",
        "paddingCostUs: a weight padded once at compile time costs nothing per "
        "step; charging its copy rejects the vocab padding of an LM head.",
        ["gtest:PadPolicyTest.*", "lit:Transforms/pad-weights|Transforms/pad-model|Transforms/pad-report"],
    ),
    Mutation(
        "padding-cost-copies-a-fill-init",
        "lib/CostModel/PadPolicy.cpp",
        "  if (!once.cInitIsFill)\n    copy(original.c, original.cBytes());\n",
        "  copy(original.c, original.cBytes());\n",
        "paddingCostUs: a result whose init is a fill is padded by a larger fill, "
        "not a copy; charging a copy overprices every padding.",
        ["gtest:PadPolicyTest.*", "lit:Transforms/pad-model|Transforms/pad-report"],
    ),
    Mutation(
        "batch-padded-when-contiguous",
        "lib/CostModel/GemmKey.cpp",
        "    bool paddable = l.contiguous != GemmDim::None && l.contiguous != GemmDim::Batch &&\n",
        "    bool paddable = l.contiguous != GemmDim::None &&\n",
        "Batch is never padded (it is not a GEMM dim a kernel tiles, and padding "
        "it adds whole GEMMs): an operand stored batch-innermost must not make "
        "align grow a dim from the batch's extent.",
        ["gtest:PadPolicyTest.*:GemmKey.*:CostModelTest.*", "lit:Transforms/pad-align|Analysis/batch-matmul|Analysis/contract"],
    ),
    Mutation(
        "head-dim-bucket-off-by-one",
        "lib/CostModel/AttentionModel.cpp",
        "      if (headDim <= b.headDim)\n",
        "      if (headDim < b.headDim)\n",
        "A head dim equal to a FlashAttention bucket (64, 128) runs in that "
        "bucket; rounding it to the next one prices GPT-2's attention as "
        "head dim 96.",
        ["gtest:AttentionModelTest.*:AdvisorTest.*", "lit:Analysis/attention|Frontend/advise.test"],
    ),
    Mutation(
        "cudnn-head-dim-rounded-to-16",
        "lib/CostModel/AttentionModel.cpp",
        "    return AttentionKernel{int64_t(llvm::alignTo(headDim, 8)), {128, 128, 1}, {128, 64, 1}};",
        "    return AttentionKernel{int64_t(llvm::alignTo(headDim, 16)), {128, 128, 1}, {128, 64, 1}};",
        "cuDNN runs any multiple of 8 up to 256 on Hopper: rounding to 16 wastes "
        "FLOPs that are not wasted, and misranks head counts.",
        ["gtest:AttentionModelTest.*:AdvisorTest.*", "lit:Analysis/attention|Frontend/advise.test"],
    ),
    Mutation(
        "causal-factor-dropped-forward",
        "lib/CostModel/AttentionModel.cpp",
        "      double flops = 2.0 * tile.blockM * llvm::alignTo(keys, tile.blockN) * (dk + dv);\n"
        "      work.push_back(flops / slotFlops * (masked ? causalFactor : 1));\n",
        "      double flops = 2.0 * tile.blockM * llvm::alignTo(keys, tile.blockN) * (dk + dv);\n"
        "      work.push_back(flops / slotFlops);\n",
        "The causal factor (the fitted cost of the diagonal blocks' masking) "
        "left out of the forward: causal attention predicted too fast.",
        ["gtest:AttentionModelTest.*", "lit:Analysis/attention"],
    ),
    Mutation(
        "causal-skips-no-blocks",
        "lib/CostModel/AttentionModel.cpp",
        "      int64_t keys = masked ? std::min((q + 1) * tile.blockM, key.kvLen) : key.kvLen;",
        "      int64_t keys = key.kvLen;",
        "A causal forward skips the blocks above the diagonal, about half the "
        "work; pricing them doubles causal attention.",
        ["gtest:AttentionModelTest.*", "lit:Analysis/attention"],
    ),
    Mutation(
        "step-leaves-out-the-head",
        "lib/Advisor/StepTime.cpp",
        "  addKernels(placed, c, o, models, dispatchOf(0), 0, /*head=*/true);\n",
        "\n",
        "The whole step: the LM head's GEMMs (GPT-2's largest) left out of "
        "predictStep, so the vocab padding the advisor exists for gains nothing.",
        ["gtest:AdvisorTest.*", "lit:Frontend/step-consistency|Frontend/advise.test"],
    ),
    Mutation(
        "step-total-leaves-out-other",
        "include/dimtune/Advisor/StepTime.h",
        "  double kernelUs() const { return gemmUs + attentionUs + otherUs; }",
        "  double kernelUs() const { return gemmUs + attentionUs; }",
        "The whole step: the memory-bound kernels (a third of GPT-2's step) left "
        "out of the kernels' total.",
        ["gtest:AdvisorTest.*", "lit:Frontend/step-consistency|Frontend/advise-ranking"],
    ),
    Mutation(
        "advice-keeps-below-one-percent",
        "lib/Advisor/ModelAdvisor.cpp",
        "[](const Proposal &p) { return p.predictedSpeedup < kAdviceMinSpeedup; });",
        "[](const Proposal &p) { return p.predictedSpeedup < 1.0; });",
        "The advisor's 1% keep-threshold: a change predicted 0.5% faster is "
        "within the model's error and not worth a different model; it must not "
        "be proposed.",
        ["gtest:AdvisorTest.*", "lit:Frontend/advise.test|Frontend/advise-ranking"],
    ),
    Mutation(
        "advice-worst-first",
        "lib/Advisor/ModelAdvisor.cpp",
        "    return a.predictedSpeedup > b.predictedSpeedup;\n",
        "    return a.predictedSpeedup < b.predictedSpeedup;\n",
        "Proposals best first: the first line a user reads must be the change "
        "that gains most.",
        ["gtest:AdvisorTest.*", "lit:Frontend/advise.test|Frontend/advise-ranking"],
    ),
    Mutation(
        "batched-dot-product-is-a-gemm",
        "lib/Analysis/GemmExtraction.cpp",
        "  return succeeded(dims) && !(dims->m.empty() && dims->n.empty());",
        "  return succeeded(dims);",
        "A batched dot product (softmax backward's rowsum) has no M and no N: it "
        "is a memory-bound reduction, not a GEMM (GPT-2 unfused counted a 1.4 ms "
        "phantom GEMM).",
        ["lit:Analysis/robustness|Analysis/attention"],
    ),
    Mutation(
        "remarks-never-structured",
        "lib/Analysis/Remarks.cpp",
        "  if (!remark) {\n",
        "  if (true) {\n",
        "Structured remarks: with --remarks-filter=dimtune tools read remarks as "
        "data (YAML, named, with their figures); plain text only breaks them.",
        ["lit:Transforms/structured-remarks"],
    ),
    Mutation(
        "remarks-drop-their-figures",
        "lib/Analysis/Remarks.cpp",
        "    remark << remark::detail::Remark::Arg(key, value);\n",
        "    (void)key, (void)value;\n",
        "A structured remark without its figures (m, n, k, speed-up) is a "
        "sentence a tool has to parse again.",
        ["lit:Transforms/structured-remarks"],
    ),
    Mutation(
        "output-file-not-atomic",
        "lib/PassSupport/PassSupport.cpp",
        "  if (llvm::Error error = llvm::writeToOutput(path, [&](raw_ostream &os) {\n"
        "        write(os);\n"
        "        return llvm::Error::success();\n"
        "      }))\n",
        "  std::error_code ec;\n"
        "  llvm::raw_fd_ostream os(path, ec);\n"
        "  if (!ec)\n"
        "    write(os);\n"
        "  if (llvm::Error error = llvm::errorCodeToError(ec))\n",
        "writeOutputFile writes in place: a reader (a job polling the report, a "
        "hard link to the last report) sees a truncated, half-written file "
        "while the pass runs or after it fails.",
        ["lit:Analysis/report-replaced-atomically"],
    ),
    Mutation(
        "report-share-of-an-empty-step-is-nan",
        "lib/CostModel/GemmReport.cpp",
        "  auto share = [&](double us) { return kernelUs > 0 ? us / kernelUs : 0.0; };",
        "  auto share = [&](double us) { return us / kernelUs; };",
        "NaN never reaches a report: a module without work has shares of 0, not "
        "0/0, which JSON cannot hold (the report would not parse).",
        ["lit:Analysis/no-nan"],
    ),
    Mutation(
        "step-remark-of-an-empty-step-is-nan",
        "lib/AnalysisPasses/AnalyzePass.cpp",
        "    if (double stepUs = t.stepUs(); stepUs > 0) {\n",
        "    if (double stepUs = t.stepUs(); true) {\n",
        "NaN never reaches a remark: a module without work has no step to "
        "share out ('GEMMs 0.0 us (nan%)').",
        ["lit:Analysis/no-nan"],
    ),
    Mutation(
        "tune-merges-results-of-another-gpu",
        "tools/dimtune-tune/dimtune-tune.cpp",
        "  return db.mergeFile(path, target, checkGpu);",
        "  (void)checkGpu;\n  return db.mergeFile(path, target);",
        "Results measured on an A100 merged as the H200's would make every "
        "measured choice on the H200 a choice for another GPU.",
        ["lit:Tuning/runner-merge"],
    ),
    Mutation(
        "model-attribute-reader-drops-integers",
        "lib/Frontend/ImportModel.cpp",
        "      value = a ? a.getInt() : 0;",
        "      value = a && name != \"num_key_value_heads\" ? a.getInt() : 0;",
        "The advisor reading a model's KV head count as 0 from the attribute "
        "the importer wrote would advise on another model than the one imported.",
        ["lit:Frontend/advise", "lit:Frontend/advise-proposals-dir"],
    ),
    Mutation(
        "merge-takes-every-file-as-results",
        "lib/Tuning/ResultsReader.cpp",
        '  if (!top || !top->get("entries"))\n    return mergeParsedResults(',
        '  if (true)\n    return mergeParsedResults(',
        "A shard's database merged as runner results is refused for its format "
        "version: sharded tuning (dimtune-tune --shard, then --merge) cannot be joined.",
        ["lit:Tuning/runner-merge"],
    ),
    Mutation(
        "runner-problem-without-variants",
        "lib/Tuning/ResultsReader.cpp",
        '         o.map(key::kVariants, p.variants) &&\n'
        '         nonEmpty(p.variants, "a problem without variants", path);',
        "         o.map(key::kVariants, p.variants);",
        "A problem merged without its original has nothing to compare a padded "
        "variant with: the database would hold an entry no choice can be made from.",
        ["gtest:RunnerFormatTest.OtherVersionsAndImpossibleNumbersAreRefused"],
    ),
    Mutation(
        "merge-saves-after-each-file",
        "tools/dimtune-tune/dimtune-tune.cpp",
        "    for (const std::string &path : inputs)\n"
        "      if (Error e = mergeFile(*db, path, registry, **target))\n"
        "        return fail(toString(std::move(e)));\n",
        "    for (const std::string &path : inputs) {\n"
        "      if (Error e = mergeFile(*db, path, registry, **target))\n"
        "        return fail(toString(std::move(e)));\n"
        "      if (Error e = db->save(dbPath))\n"
        "        return fail(toString(std::move(e)));\n"
        "    }\n",
        "A merge of several shards that fails on the third leaves a database with "
        "the first two and exit 1: re-running the merge is the only way to know "
        "what the database holds.",
        ["lit:Tuning/runner-merge"],
    ),
    # --- Issue 21: one module plan; issues 18/19: the step and serving -----
    Mutation(
        "plan-absorbs-chains-no-kernel-runs",
        "lib/Plan/ModulePlan.cpp",
        "    if (a.dispatch.fused()) {\n",
        "    for (Operation *op : m.ops)\n      absorbed_[op] = attention_.size();\n"
        "    if (a.dispatch.fused()) {\n",
        "A chain on PyTorch's math path (no fused kernel takes it) absorbed all "
        "the same: its products vanish from the GEMMs analyze prices and pad "
        "pads, though they run as GEMMs.",
        ["lit:Plan/consistency|Transforms/pad-attention|Analysis/attention"],
    ),
    Mutation(
        "plan-padded-total-unpadded",
        "lib/Plan/ModulePlan.cpp",
        "    (attention ? t.paddedAttentionUs : t.paddedGemmUs) += g.analysis.plannedUs();\n",
        "    (attention ? t.paddedAttentionUs : t.paddedGemmUs) += g.analysis.estimate.predictedUs;\n",
        "The padded step summed from the GEMMs as they are: analyze's headline "
        "no longer what pad would do.",
        ["lit:Plan/consistency|Analysis/"],
    ),
    Mutation(
        "plan-sites-share-decisions-across-operand-kinds",
        "lib/Plan/ModulePlan.cpp",
        "  return unsigned(once.a) | unsigned(once.b) << 1 | unsigned(once.cInitIsFill) << 2;\n",
        "  return 0u;\n",
        "A GEMM whose weight is padded once (outside the step) and the same "
        "problem whose operand is padded every step given one decision: the "
        "second priced without the pad it pays.",
        ["lit:Plan/padded-once"],
    ),
    Mutation(
        "step-eager-host-never-waited-on",
        "lib/CostModel/StepModel.cpp",
        "      gpuFree = std::max(gpuFree, hostAt) + us + cal.host.graphKernelGapUs;\n",
        "      gpuFree = gpuFree + us + cal.host.graphKernelGapUs;\n",
        "An eager kernel starts when the GPU is free, issued or not: a host-bound "
        "step (small kernels) priced as if the host kept up.",
        ["gtest:StepRunTest.*", "lit:Frontend/advise-serving|Analysis/"],
    ),
    Mutation(
        "row-sum-pass-once-per-kernel",
        "lib/CostModel/AttentionModel.cpp",
        "      pass.rowSumPassUs = double(llvm::divideCeilSigned(pass.ctas, slots)) *\n",
        "      pass.rowSumPassUs = 1.0 *\n",
        "The memory-efficient backward's rowsum(dO * O) pass charged once, as "
        "if its key splits shared it: each CTA runs it over all its head's "
        "queries, so a grid of more CTAs than SMs pays it on each round "
        "(Llama-2 with 8 heads of 512: 192 CTAs, two), and few heads of a wide "
        "head dim are priced too fast again.",
        ["gtest:AttentionModelTest.*"],
    ),
    Mutation(
        "decode-splits-first-eligible",
        "lib/CostModel/AttentionModel.cpp",
        "    if (eligible(s) && efficiency(s) >= 0.85 * best)\n",
        "    if (eligible(s))\n",
        "Flash-decoding's split count not chosen by wave efficiency: a small "
        "decode batch runs on one split, a few CTAs on 132 SMs.",
        ["gtest:FlashDecodingSplits.*:AttentionModelTest.*"],
    ),
    Mutation(
        "cudnn-decode-splits-below-four",
        "lib/CostModel/AttentionModel.cpp",
        "  return splits >= 4 && keyBlocks > 4 ? splits : 1;\n",
        "  return keyBlocks > 4 ? splits : 1;\n",
        "cuDNN's decode priced as splitting the cache two ways where it does not "
        "split: a batch of 5-8 KV heads' rows over a long cache priced twice as fast.",
        ["gtest:CudnnDecodeSplits.*", "lit:Benchmarks/decode-grids"],
    ),
    Mutation(
        "cudnn-decode-value-halves-dropped",
        "lib/CostModel/AttentionModel.cpp",
        "    d.valueSplits = key.vHeadDim > 128 ? 2 : 1;\n",
        "    d.valueSplits = 1;\n",
        "cuDNN's decode at head dim 256 priced as one CTA per head, though it "
        "runs two that each read all of K: Gemma's decode under-predicted.",
        ["gtest:AttentionModelTest.CudnnDecodeHalvesValueHeadDimsAbove128", "lit:Benchmarks/decode-grids"],
    ),
    # --- Issue 22: attention chains read by what they compute --------------
    Mutation(
        "attention-query-is-last-row-loop",
        "lib/Analysis/AttentionExtraction.cpp",
        "  LoopSet query = rowsWhereKeysAre(score, q, k, rows, roles.keys);\n",
        "  LoopSet query = loopBit(63 - llvm::countl_zero(rows));\n",
        "The query taken as the last of Q's loops that K lacks, by position: the "
        "same grouped-query chain with its loops in another order is priced as "
        "8192 heads of 4 queries, a decode step as 4 queries per sequence.",
        ["lit:Analysis/attention-gqa-loop-order", "lit:Analysis/attention-decode", "lit:Analysis/attention-properties"],
    ),
    Mutation(
        "attention-any-index-comparison-causal",
        "lib/Analysis/AttentionExtraction.cpp",
        "                  return compared.first == roles.keys && compared.second == roles.query;\n",
        "                  return compared.first != 0 && compared.second != 0;\n",
        "Any comparison of two loop indices read as causal: a mask that keeps the "
        "past only (i > j), or compares the batch with the heads, is priced at half "
        "the work, as causal attention.",
        ["lit:Analysis/attention-causal-mask", "lit:Analysis/attention-properties"],
    ),
    Mutation(
        "attention-index-uses-unchecked",
        "lib/Analysis/AttentionExtraction.cpp",
        "        else if (!readComparisons.contains(user))\n          mask.otherIndexUse = true;\n",
        "        else if (false)\n          mask.otherIndexUse = true;\n",
        "A loop index used other than in a comparison read as key > query (an "
        "offset, j > i + 4096, or a bias from the indices) not noticed: a mask "
        "that hides other scores priced as causal, at half the work.",
        ["lit:Analysis/attention-causal-mask"],
    ),
    Mutation(
        "attention-pv-reduces-anything",
        "lib/Analysis/AttentionExtraction.cpp",
        "  if (reduced == roles.keys && !(kept & roles.keys) && !queryInOther)\n",
        "  if (reduced != 0 && !queryInOther)\n",
        "PV accepted whatever it reduces over: a softmax over the queries (or a PV "
        "over the heads) is priced as a fused attention kernel that computes "
        "something else.",
        ["lit:Analysis/attention-softmax-axis", "lit:Analysis/attention-properties"],
    ),
    Mutation(
        "attention-batch-broadcast-is-grouping",
        "lib/Analysis/AttentionExtraction.cpp",
        "  auto isHead = [&](int64_t loop) { return bool(roles.heads & loopBit(loop)); };\n",
        "  auto isHead = [&](int64_t loop) { return bool((roles.heads | roles.batch) & loopBit(loop)); };\n",
        "K and V broadcast along the batch counted as a grouping of the heads: "
        "the chain read with fewer K/V heads than it has, or not read at all.",
        ["lit:Analysis/attention-batch-broadcast", "lit:Analysis/attention-properties"],
    ),
    Mutation(
        "attention-second-product-as-dv",
        "lib/Analysis/AttentionExtraction.cpp",
        "      case ProductUse::Context:\n        ++contexts;\n",
        "      case ProductUse::Context:\n        if (f.context) {\n          f.valueGrads.push_back(product);\n"
        "          break;\n        }\n        ++contexts;\n",
        "A second product of the probabilities over the keys (P V2) taken as the "
        "backward's dV: a forward-only module priced with a backward, and P V2 "
        "missing from the GEMMs.",
        ["lit:Analysis/attention-second-product", "lit:Analysis/attention-properties"],
    ),
    Mutation(
        "attention-chain-budget-16-ops",
        "lib/Analysis/AttentionExtraction.cpp",
        "constexpr unsigned kMostChainOps = 256;\n",
        "constexpr unsigned kMostChainOps = 16;\n",
        "A chain with 20 elementwise ops between QK^T and the softmax (a traced "
        "graph's casts and scalings) left to the GEMM view.",
        ["lit:Analysis/attention-chain-length", "lit:Analysis/attention-properties"],
    ),
    Mutation(
        "attention-loops-no-operand-has-dropped",
        "lib/Analysis/AttentionExtraction.cpp",
        "  LoopSet batchLike = (idx.a & idx.b & idx.out) | (idx.out & ~idx.a & ~idx.b);\n",
        "  LoopSet batchLike = idx.a & idx.b & idx.out;\n",
        "Loops that neither Q nor K has (linalg.contract with both operands "
        "broadcast along batch and heads) left out of batch and heads: the "
        "chain priced as one head of one sequence.",
        ["lit:Analysis/attention-chain-length"],
    ),
    # --- Issue 22: inputs checked as a whole where they enter ---------------
    Mutation(
        "merge-original-by-label-alone",
        "lib/Tuning/ReadChecks.cpp",
        "  if (first.label != kOriginalLabel || !atKeyShape(first))\n",
        "  if (first.label != kOriginalLabel)\n",
        "A first variant labelled original at another shape merged as the original: "
        "every reader then compares the padded shapes with the wrong time.",
        ["lit:Tuning/merge-whole-problem"],
    ),
    Mutation(
        "database-load-skips-the-original-rule",
        "lib/Tuning/TuningDb.cpp",
        "  for (auto [i, e] : llvm::enumerate(db.entries_))\n"
        "    if (std::optional<std::string> why = originalMistake(e.key, e.variants))\n",
        "  for (auto [i, e] : llvm::enumerate(db.entries_))\n"
        "    if (std::optional<std::string> why = std::optional<std::string>())\n",
        "A database whose first variant is align loaded as it is: policy=measured "
        "skips the LM head's 5x padding, analyze reports align's time as the original's.",
        ["lit:Tuning/merge-whole-problem"],
    ),
    Mutation(
        "merge-times-faster-than-the-datasheet",
        "lib/Tuning/ReadChecks.cpp",
        "  if (us < bounds.leastUs)\n",
        "  if (us < 0)\n",
        "Times no GPU could measure (every one x 1e-6) merged and fitted: a "
        "calibration with a 100% validation error that prices a misaligned GEMM "
        "near the peak.",
        ["lit:Tuning/merge-whole-problem", "lit:Calibrate/implausible"],
    ),
    Mutation(
        "merge-attention-times-unbounded-above",
        "lib/Tuning/ReadChecks.cpp",
        "  b.mostUs = b.leastUs / kSlowestFractionOfPeak + kMostFixedUs;\n",
        "  b.mostUs = INFINITY;\n",
        "An attention forward of 9.9e17 us merged: the advisor proposes a head count "
        "as a 561893175137877x faster step.",
        ["lit:Tuning/merge-whole-problem"],
    ),
    Mutation(
        "merge-attention-variant-extents-unchecked",
        "lib/Tuning/ReadChecks.cpp",
        "    if (!attentionExtentsModelled(shape))\n",
        "    if (false)\n",
        "An attention variant with a head dim of 2^62 merged, where every model "
        "overflows on it.",
        ["lit:Tuning/merge-whole-problem"],
    ),
    Mutation(
        "fit-csv-attention-extents-unchecked",
        "tools/dimtune-fit/AttentionFit.cpp",
        "    if (!attentionExtentsModelled(k))\n",
        "    if (false)\n",
        "One attention CSV row with a huge q_len or kv_len: attention-fit and "
        "attention-check allocate a vector entry per block, ~24 GB until killed.",
        ["lit:Calibrate/fit-csv-bounds"],
    ),
    Mutation(
        "gemm-fit-never-stops-early",
        "lib/Calibration/GemmFit.cpp",
        "    if (value[worst] - value[best] <= kFlatObjectiveSpread * std::max(1.0, std::abs(value[best])))\n",
        "    if (false)\n",
        "A flat objective shrunk for every remaining iteration: 15 evaluations an "
        "iteration, 116 s on times no factor explains.",
        ["gtest:GemmFit.StopsEarlyOnAFlatObjective"],
    ),
    Mutation(
        "calibrate-writes-any-validation-error",
        "tools/dimtune-calibrate/dimtune-calibrate.cpp",
        "  if (validationStats.median > kMostValidationMedianError) {\n",
        "  if (false) {\n",
        "A calibration that misses the validation shapes by 200% written without a "
        "word, and every later analysis priced with it.",
        ["lit:Calibrate/implausible"],
    ),
    Mutation(
        "report-markdown-keeps-pipes",
        "tools/dimtune-tune/TuningReport.cpp",
        "    if (StringRef(\"\\\\`*_[]<>|~&!#\").contains(c))\n",
        "    if (StringRef(\"\\\\`*_[]<>~&!#\").contains(c))\n",
        "A '|' in a role splits its Markdown table cell in two: the row's columns shift.",
        ["lit:Tuning/report-escaping"],
    ),
    Mutation(
        "report-keeps-control-characters",
        "tools/dimtune-tune/TuningReport.cpp",
        "    if (c < 0x20 || c == 0x7F) {\n",
        "    if (c == 0x7F) {\n",
        "A NUL in a role makes the SVG invalid XML, a newline breaks the Markdown "
        "table's row in two.",
        ["lit:Tuning/report-escaping"],
    ),
    Mutation(
        "problems-inc-keeps-question-marks",
        "lib/Emit/BenchEmitter.cpp",
        "    if (c == '\"' || c == '\\\\' || c == '?') {\n",
        "    if (c == '\"' || c == '\\\\') {\n",
        "\"??=\" in a location left as it is: a host compiler that reads trigraphs "
        "turns it into '#' in the runner's results.",
        ["lit:Tuning/runner-awkward-strings"],
    ),
    Mutation(
        "families-window-on-every-gemma2-layer",
        "include/dimtune/ModelConfig/ModelConfig.h",
        "           !(slidingWindowPattern > 0 && (layer + 1) % slidingWindowPattern == 0);",
        "           slidingWindowPattern >= 0;",
        "Gemma-2's global layers priced with the window's mask (and its repeat_kv) "
        "as if every layer were local.",
        ["lit:Frontend/import-families"],
    ),
    Mutation(
        "families-unmodelled-fields-accepted",
        "lib/ModelConfig/HfFamilies.cpp",
        "  if (!unmodelled.empty() && !options.allowUnmodelled)",
        "  if (!unmodelled.empty() && options.allowUnmodelled)",
        "ALiBi, per-head LayerNorms or OPT's projections silently priced as the "
        "model without them.",
        ["lit:Frontend/import-unmodelled"],
    ),
    Mutation(
        "families-mistyped-boolean-takes-default",
        "lib/ModelConfig/HfFamilies.cpp",
        '    fail("field \'" + name + "\' must be " + type);\n    return fallback;',
        "    return fallback;",
        'A mistyped field read as its default: "multi_query": "false" as '
        "multi-query, the model priced with one KV head instead of 71.",
        ["lit:Frontend/import-unmodelled"],
    ),
    Mutation(
        "families-qk-norms-left-out",
        "lib/ModelConfig/StepOps.cpp",
        "  if (c.qkNorm != QkNorm::None)\n    qkNorms(out, c, d);",
        "",
        "Qwen3's and OLMo-2's q/k norms (16 kernels a layer forward) left out of "
        "the step.",
        ["lit:Frontend/import-families"],
    ),
    Mutation(
        "gptj-eager-scores-in-bf16",
        "lib/ModelConfig/ModelConfig.cpp",
        '  out.push_back({"attn_score", "fwd", bh, s, l, hd, K, cached ? K : N, F32});',
        '  out.push_back({"attn_score", "fwd", bh, s, l, hd, K, cached ? K : N});',
        "GPT-J's eager QK^T priced as a bf16 tensor-core GEMM where Hugging Face "
        "casts q and k to fp32 and runs it on fp32 SIMT kernels: the largest "
        "GEMM of its attention under-predicted some tenfold.",
        ["gtest:FamilyTraits.GptJEager*", "lit:Frontend/import-gptj-eager"],
    ),
    Mutation(
        "gemma-norm-as-llamas",
        "lib/ModelConfig/HfFamilies.cpp",
        "  c.norm = NormKind::GemmaRms;",
        "  c.norm = NormKind::Rms;",
        "GemmaRMSNorm priced as LlamaRMSNorm: its (1 + weight) scale and the "
        "scale's gradients run in fp32 before the cast back (two kernels and 4 "
        "bytes an element more forward, 12 backward), which Gemma's and "
        "Gemma-2's steps would leave out.",
        ["gtest:FamilyTraits.NormKindAndBytesPerFamily", "lit:Frontend/import-families"],
    ),
    Mutation(
        "gptj-attention-through-sdpa",
        "lib/ModelConfig/HfFamilies.cpp",
        "  c.eagerAttention = true;\n",
        "",
        "GPT-J imported with SDPA on cuDNN, which transformers 5.17 refuses for "
        "it: the step priced 18% short of the profiled one, its fp32 bmm's and "
        "softmax left out.",
        ["gtest:FamilyTraits.GptJEager*", "lit:Frontend/import-gptj-eager",
         "lit:Frontend/step-consistency"],
    ),    # --- Eager attention and row kernels in dimtune.trace's IR (issue 20) -------
    Mutation(
        "eager-attention-products-fused",
        "lib/Analysis/AttentionExtraction.cpp",
        "    if (op->hasAttr(kEagerAttentionAttr)) {\n",
        "    if (false) {\n",
        "Products marked dimtune.eager_attention joined into a chain again: "
        "GPT-J's traced eager attention priced as a fused kernel where eager "
        "PyTorch runs its bmm's and softmax, no remark saying why.",
        ["lit:Analysis/attention-eager.mlir", "lit:Trace/eager-attention.test"],
    ),
    Mutation(
        "eager-attention-context-taken-in",
        "lib/Analysis/AttentionExtraction.cpp",
        "      claimed.insert(op);\n      DimtuneRemark(op->getLoc(), RemarkKind::Missed, \"extraction\", \"EagerAttention\")",
        "      DimtuneRemark(op->getLoc(), RemarkKind::Missed, \"extraction\", \"EagerAttention\")",
        "A marked product left unclaimed: an unmarked QK^T takes a marked PV "
        "into its chain, which is then fused though its front end said eager.",
        ["lit:Analysis/attention-eager.mlir"],
    ),
    Mutation(
        "eager-attention-backward-taken-in",
        "lib/Analysis/AttentionExtraction.cpp",
        "          !claimed.contains(def) && !known.count(in.get()) &&\n",
        "          !known.count(in.get()) &&\n",
        "A chain's backward absorbs a product already claimed (marked eager, or "
        "another chain's): dP priced inside the fused kernel though its front "
        "end said eager PyTorch runs it as a GEMM.",
        ["lit:Trace/eager-attention.test"],
    ),
    Mutation(
        "trace-handwritten-attention-fused",
        "python/dimtune/trace/attention.py",
        "        return not self.softmax.in_sdpa\n",
        "        return False\n",
        "dimtune.trace writes attention a model writes out (GPT-J's) as one "
        "attention problem: priced as a fused kernel, QK^T and PV of one type, "
        "its casts and softmax left out.",
        ["lit:Trace/eager-attention.test", "lit:Trace/units.test", "lit:Trace/gpt-block.test"],
    ),
    Mutation(
        "trace-sdpa-math-path-eager",
        "python/dimtune/trace/recorder.py",
        "                              in_sdpa=self._sdpa_calls > 0)",
        "                              in_sdpa=False)",
        "SDPA's math path (Falcon-7B's call, which the fused kernels refuse) "
        "taken for eager attention: its chain lost, the math path's table of "
        "kernels no longer priced.",
        ["lit:Trace/eager-attention.test", "lit:Trace/units.test"],
    ),
    Mutation(
        "trace-eager-products-unmarked",
        "python/dimtune/trace/lower.py",
        "        g.eager_attention = eager_attention\n",
        "        g.eager_attention = False\n",
        "Eager attention's GEMMs written without dimtune.eager_attention: IR "
        "that carried the chain's dataflow would be fused, and no remark says "
        "why the products are GEMMs.",
        ["lit:Trace/eager-attention.test"],
    ),
    Mutation(
        "trace-eager-gradients-unmarked",
        "python/dimtune/trace/lower.py",
        "            eager = (node.context if node.phase == \"bwd\" else node) in eager_products\n",
        "            eager = node in eager_products\n",
        "The gradients of eager attention's products (dP, dV, dQ, dK) left "
        "unmarked: a chain's backward could take them in.",
        ["lit:Trace/eager-attention.test"],
    ),
    Mutation(
        "trace-row-kernels-unmarked",
        "python/dimtune/trace/memory.py",
        "    spec.row_kernel = base_name(node.name) in _ROW_KERNELS\n",
        "    spec.row_kernel = False\n",
        "Traced softmax, log_softmax and layer_norm priced as PyTorch's reduce "
        "kernel (its lanes' serial sums over few rows) where eager PyTorch runs "
        "them with a CTA a row, unlike dimtune-import's same ops.",
        ["lit:Trace/eager-attention.test"],
    ),
    Mutation(
        "trace-layer-norm-grad-not-row-kernel",
        "python/dimtune/trace/memory.py",
        "        specs[-1].row_kernel = fn == \"native_layer_norm_backward\"\n",
        "        specs[-1].row_kernel = False\n",
        "layer_norm's input gradient priced as PyTorch's reduce kernel, where "
        "its backward kernel runs a CTA a row (dimtune-import marks it).",
        ["lit:Trace/eager-attention.test"],
    ),
    # --- Planted by a helper that had seen neither the tests nor earlier sets
    # (benchmarks/results/robustness/planted-7.json), each with the test that
    # catches it: the first test in its area, or the one written after it survived.
    Mutation(
        "sdpa-blackwell-prefers-flash2",
        "lib/CostModel/AttentionDispatch.cpp",
        "  if (sm / 10 == 9 || sm / 10 == 10)",
        "  if (sm / 10 == 9)",
        "On sm_100 (B200) the default SDPA order no longer puts cuDNN first, "
        "so a B200 attention problem that cuDNN takes is reported on flash2 "
        "with flash2's time.",
        ["gtest:AttentionDispatchTest.CudnnFirstOnHopperAndBlackwellFlashFirstOnAmpere"],
    ),
    Mutation(
        "flash2-head-dim-pad-drops-output-copy",
        "lib/CostModel/AttentionModel.cpp",
        "  double forward = copy(queryElements) + 2 * copy(keyElements) + copy(queryElements);",
        "  double forward = copy(queryElements) + 2 * copy(keyElements);",
        "FlashAttention-2 at a head dim that is not a multiple of 8 (e.g. "
        "100) no longer pays for copying its padded output back, so its "
        "forward time is predicted too low.",
        ["gtest:AttentionModelTest.FlashPaysTheCopiesThatPadAHeadDimToAMultipleOf8"],
    ),
    Mutation(
        "causal-mask-ignores-other-index-use",
        "lib/Analysis/AttentionExtraction.cpp",
        "  bool causal = !mask.maskedWhereGreater.empty() && !mask.otherIndexUse && roles.query &&",
        "  bool causal = !mask.maskedWhereGreater.empty() && roles.query &&",
        "A chain whose mask compares key > query but also uses the loop "
        "indices some other way (a sliding window, an ALiBi bias) is read as "
        "plain causal instead of an explicit mask, so it is priced on "
        "flash/cuDNN causal kernels with the wrong time and no remark.",
        ["lit:Analysis/attention-causal-mask"],
    ),
    Mutation(
        "sliding-window-equal-length-not-masked",
        "lib/ModelConfig/StepOps.cpp",
        "  s.key.explicitMask = ((window && d.keys >= c.slidingWindow) || math) && !decode;",
        "  s.key.explicitMask = ((window && d.keys > c.slidingWindow) || math) && !decode;",
        "A windowed layer whose keys equal its window (Mistral at --seq 4096) "
        "is priced as is_causal attention instead of with Hugging Face's "
        "explicit mask, so its backend, repeat_kv copies and attention time "
        "are wrong.",
        ["gtest:FamilyTraits.WindowMaskFromTheWindowsLength"],
    ),
    Mutation(
        "moe-activation-forgets-top-k",
        "lib/ModelConfig/StepOps.cpp",
        "  int64_t rows = c.experts > 0 ? d.tokens * c.expertsPerToken : d.tokens;\n",
        "  int64_t rows = d.tokens;\n",
        "Mixtral's activation sized for one routed expert per token instead "
        "of num_experts_per_tok (planted-7's bug, as the grouped experts' "
        "code has it): the MoE activation's bytes and time halved.",
        ["gtest:FamilyTraits.MixtralExpertsShareTheRoutedTokens"],
    ),
    Mutation(
        "falcon-new-decoder-default-one-norm",
        "lib/ModelConfig/HfFamilies.cpp",
        "  c.parallelNorms = newDecoder ? f.integer({\"num_ln_in_parallel_attn\"}, 2) : 1;",
        "  c.parallelNorms = newDecoder ? f.integer({\"num_ln_in_parallel_attn\"}, 1) : 1;",
        "A Falcon config with new_decoder_architecture and no "
        "num_ln_in_parallel_attn is read with one input norm per layer "
        "instead of ln_attn and ln_mlp, so every layer's step lacks a norm's "
        "kernels.",
        ["gtest:FamilyTraits.FalconNewDecoderHasLnAttnAndLnMlpOnly"],
    ),
    Mutation(
        "power-model-on-another-cap",
        "include/dimtune/Target/GpuTarget.h",
        "           calibration.power.capW == powerLimitW;\n",
        "           true;\n",
        "A chip whose board cap differs from the calibrated one (H100 PCIe at "
        "350 W, or a target file lowering power_limit_w) is priced with the "
        "H200's 700 W power model: a sustained clock and power_w it does not "
        "have instead of the boost clock and no power figure.",
        ["gtest:StepRunTest.APowerModelCalibratedAtAnotherCapIsNotUsed"],
    ),
    Mutation(
        "graph-gap-once-per-repeat-run",
        "lib/CostModel/StepModel.cpp",
        "      gpuFree += double(count) * (us + cal.host.graphKernelGapUs);",
        "      gpuFree += double(count) * us + cal.host.graphKernelGapUs;",
        "Under exec=graph a run of identical kernels (count > 1: the residual "
        "adds, per-expert kernels) pays the inter-kernel gap once instead of "
        "once per kernel, so graph step times come out too short.",
        ["gtest:StepRunTest.AGraphIsItsLaunchAndEveryKernelWithItsGap"],
    ),
    Mutation(
        "kv-heads-candidates-skip-mha",
        "lib/Advisor/ModelAdvisor.cpp",
        "    for (int64_t kv = 1; kv <= c.heads; ++kv) {",
        "    for (int64_t kv = 1; kv < c.heads; ++kv) {",
        "For prefill and decode a grouped-query model is never offered "
        "num_key_value_heads = num_attention_heads (back to multi-head "
        "attention) among its candidates and alternatives.",
        ["gtest:SweepTest.ServingAGroupedQueryModelWeighsMultiHeadAttentionToo"],
    ),
    Mutation(
        "vocab-padding-ignores-tp",
        "lib/Advisor/ModelAdvisor.cpp",
        "    v.vocab = llvm::alignTo(c.vocab, multiple * t);",
        "    v.vocab = llvm::alignTo(c.vocab, multiple);",
        "With --tp > 1 the advisor proposes vocab sizes that are multiples of "
        "8..128 but not of that times the TP, so the proposed vocab does not "
        "split evenly over the ranks (and the proposals differ from "
        "Megatron's rule).",
        ["gtest:AdvisorTest.CandidatesRespectTensorParallelism"],
    ),
    Mutation(
        "micro-batch-proposal-without-roofline",
        "lib/Advisor/ModelAdvisor.cpp",
        "  if (!serving && advice.roofline.found && advice.roofline.microBatch > o.microBatch) {",
        "  if (!serving && advice.roofline.microBatch > o.microBatch) {",
        "When no micro-batch up to the search cap makes every projection "
        "compute-bound, the advisor still proposes micro_batch = 65536 (the "
        "cap) with a predicted speed-up, while the report says no batch "
        "roofline was found.",
        ["lit:Frontend/advise.test"],
    ),
    Mutation(
        "attention-merge-replaces-other-backend",
        "lib/Tuning/TuningDb.cpp",
        "    if (e.context.target == entry.context.target && e.backend == entry.backend &&",
        "    if (e.context.target == entry.context.target &&",
        "Merging attention results for one backend replaces another backend's "
        "entry of the same shape (cuDNN results overwrite flash2's), so the "
        "database loses measurements and the look-up for the replaced backend "
        "misses.",
        ["gtest:TuningTest.MergingAttentionKeepsEachBackendsEntryOfTheSameShape"],
    ),
    Mutation(
        "measured-gemm-reads-invalid-variant",
        "lib/Tuning/TuningDb.cpp",
        "      if (v.valid && key.sameShape(v.m, v.n, v.k) &&",
        "      if (key.sameShape(v.m, v.n, v.k) &&",
        "measuredGemmUs returns the time of a variant that failed its check "
        "or did not run (often 0 us), so a step or advice priced from the "
        "database uses a wrong measured GEMM time instead of the model's.",
        ["gtest:TuningTest.MeasuredGemmTimeSkipsInvalidVariants"],
    ),
    Mutation(
        "carry-through-treats-init-as-zero",
        "lib/Padding/CarryPadding.cpp",
        "    if (arg.getArgNumber() >= op.getNumDpsInputs()) {",
        "    if (arg.getArgNumber() > op.getNumDpsInputs()) {",
        "An elementwise generic that reads its init (out = f(in, out)) is "
        "taken as zero-preserving and carried through on the padded tensor, "
        "where the rebuilt op reads a fresh empty init: the slice/pad pair is "
        "removed from a chain whose values change.",
        ["lit:Transforms/pad-carry"],
    ),
    Mutation(
        "pad-weights-swapped-operands",
        "lib/Padding/PadPass.cpp",
        "    if (failed(arg) && (*input == 0 ? planned.weightArgA : planned.weightArgB))",
        "    if (failed(arg) && (*input == 0 ? planned.weightArgB : planned.weightArgA))",
        "With pad-weights=true the weight argument B of y = x W^T is not "
        "taken padded in the function signature (it is padded on every call), "
        "and an activation argument A is given the padded type instead.",
        ["lit:Transforms/pad-weights"],
    ),
    Mutation(
        "decode-kv-len-at-max-positions-accepted",
        "lib/ModelConfig/ModelConfig.cpp",
        "    if (c.maxPositions > 0 && o.kvLen + 1 > c.maxPositions)",
        "    if (c.maxPositions > 0 && o.kvLen > c.maxPositions)",
        "--phase decode with --kv-len equal to max_position_embeddings is "
        "accepted, although the new token lands past the model's last "
        "position; it should be refused.",
        ["lit:Frontend/advise-serving"],
    ),
    Mutation(
        "decode-fit-accepts-infinite-median",
        "tools/dimtune-fit/DecodeFit.cpp",
        "        k.headDim <= 0 || !attentionExtentsModelled(k) || !(p10 > 0) || !(median >= p10) ||\n        !std::isfinite(median))",
        "        k.headDim <= 0 || !attentionExtentsModelled(k) || !(p10 > 0) || !(median >= p10))",
        "A decode CSV row with median_us 'inf' is taken into the decode fit "
        "instead of refused with its line, so the fitted factors or their "
        "error figures become inf/NaN.",
        ["lit:Calibrate/fit-csv-bounds"],
    ),
    Mutation(
        "tuning-markdown-pipe-unescaped",
        "tools/dimtune-tune/TuningReport.cpp",
        "    if (StringRef(\"\\\\`*_[]<>|~&!#\").contains(c))",
        "    if (StringRef(\"\\\\`*_[]<>~&!#\").contains(c))",
        "A role, pass or label containing '|' is written into the tuning "
        "report's Markdown table unescaped, splitting its cell and shifting "
        "every column after it.",
        ["lit:Tuning/report-escaping"],
    ),
    Mutation(
        "analysis-padding-speedup-inverted",
        "lib/CostModel/GemmReport.cpp",
        "                  paddedRun.stepUs > 0 ? run.stepUs / paddedRun.stepUs : 1.0);",
        "                  run.stepUs > 0 ? paddedRun.stepUs / run.stepUs : 1.0);",
        "The analysis report's total.padding_speedup is the padded step over "
        "the original (0.95 where padding saves 5%), so a gain reads as a "
        "slow-down.",
        ["lit:Analysis/padded-total"],
    ),
    Mutation(
        "gemm-4-byte-stride-priced-as-2-byte",
        "lib/CostModel/CostModel.cpp",
        "  return worstAlignmentBytes >= 8 ? 0 : worstAlignmentBytes >= 4 ? 1 : worstAlignmentBytes >= 2 ? 2 : 3;",
        "  return worstAlignmentBytes >= 8 ? 0 : worstAlignmentBytes > 4 ? 1 : worstAlignmentBytes >= 2 ? 2 : 3;",
        "A GEMM whose worst leading stride is 4-byte aligned (bf16 with an "
        "extent of 2 mod 4, e.g. n = 4098) gets the 2-byte-stride slow-down, "
        "so its predicted time is too high and padding is proposed where it "
        "does not pay.",
        ["gtest:GemmFit.SaysWhichFactorsNoRowBearsOn"],
    ),
    # --- planted-8.json, planted as planted-7's was, with the tests that catch them
    Mutation(
        "cudnn-head-dim-256-needs-newer-than-sm90",
        "lib/CostModel/AttentionModel.cpp",
        "int64_t most = sm >= 90 ? 256 : 128;",
        "int64_t most = sm > 90 ? 256 : 128;",
        "On H100/H200 (sm_90) cuDNN attention is refused for head dims above "
        "128, so a head-dim-256 model such as Gemma is dispatched to "
        "FlashAttention-2 instead of cuDNN, giving the wrong backend and "
        "wrong attention time.",
        ["gtest:AttentionDispatchTest.HeadDimAbove256GoesToTheMemoryEfficientKernel"],
    ),
    Mutation(
        "cudnn-decode-head-dim-64-two-ctas",
        "lib/CostModel/AttentionModel.cpp",
        "d.ctasPerSm = backend == AttentionBackend::Cudnn && dim <= 64 ? 4 : 2;",
        "d.ctasPerSm = backend == AttentionBackend::Cudnn && dim < 64 ? 4 : 2;",
        "cuDNN decode at head dim 64 is modelled with 2 CTAs per SM instead "
        "of 4, so decode attention of head-dim-64 models (GPT-2 etc.) is "
        "predicted slower.",
        ["gtest:AttentionModelTest.CudnnDecodeAtHeadDim64FitsFourCtasAnSm"],
    ),
    Mutation(
        "mask-compare-or-equal-not-swapped",
        "lib/Analysis/AttentionExtraction.cpp",
        "  if (less != orEqual)\n    std::swap(*lhs, *rhs);",
        "  if (less)\n    std::swap(*lhs, *rhs);",
        "A causal mask written with <= or >= (e.g. select(key <= query, "
        "score, -inf)) is read with its operands reversed, so a causal chain "
        "is priced as an explicit mask (wrong backend/time, spurious "
        "AttentionMaskNotCausal remark).",
        ["lit:Analysis/attention-properties"],
    ),
    Mutation(
        "grouped-query-heads-drop-group-loop",
        "lib/Analysis/AttentionExtraction.cpp",
        "p.heads = extentOf(sizes, roles.heads) * extentOf(sizes, roles.groups);",
        "p.heads = extentOf(sizes, roles.heads);",
        "In a [b, kv, group, q, d] grouped-query layout the query heads are "
        "read as the KV heads only, so GQA attention is reported as MHA with "
        "too few heads and priced too cheaply.",
        ["lit:Analysis/attention-properties"],
    ),
    Mutation(
        "residual-grad-sums-fused-qkv-inverted",
        "lib/ModelConfig/StepOps.cpp",
        "int64_t sums = 2 + (c.fusedQkv ? 0 : 2) + (c.gated ? 1 : 0);",
        "int64_t sums = 2 + (c.fusedQkv ? 2 : 0) + (c.gated ? 1 : 0);",
        "The backward's gradient-path sums are counted the wrong way round: "
        "separate q/k/v projections (Llama) lose two [tokens, hidden] adds "
        "per layer and fused qkv (GPT-2) gains two, changing kernel counts "
        "and step times.",
        ["gtest:FamilyTraits.ResidualGradientSums"],
    ),
    Mutation(
        "moe-activation-rows-all-experts",
        "lib/ModelConfig/StepOps.cpp",
        "int64_t rows = c.experts > 0 ? d.tokens * c.expertsPerToken : d.tokens;",
        "int64_t rows = c.experts > 0 ? d.tokens * c.experts : d.tokens;",
        "A mixture of experts' activation kernels run over tokens x "
        "num_local_experts rows instead of tokens x top-k, so Mixtral's "
        "activation bytes and times are 4x too large.",
        ["gtest:FamilyTraits.MixtralExpertsShareTheRoutedTokens"],
    ),
    Mutation(
        "graph-replay-ignores-kernel-count",
        "lib/CostModel/StepModel.cpp",
        "gpuFree += double(count) * (us + cal.host.graphKernelGapUs);",
        "gpuFree += us + double(count) * cal.host.graphKernelGapUs;",
        "With exec=graph a kernel repeated count times is timed once on the "
        "step's timeline, so graph-mode step times come out shorter than the "
        "sum of their kernels.",
        ["gtest:StepRunTest.AGraphIsItsLaunchAndEveryKernelWithItsGap"],
    ),
    Mutation(
        "clock-slowdown-scales-memory-part",
        "lib/Target/TargetRegistry.cpp",
        "  return (us - computeUs) + computeUs * slowdown;",
        "  return us * slowdown;",
        "At a lower (fixed or power-capped sustained) clock the whole kernel "
        "time is stretched, including its memory-bound part, so memory-bound "
        "kernels and steps are predicted too slow below boost. (As the shared "
        "GpuTarget::timeAtClock has it since.)",
        ["gtest:StepRunTest.AFixedClockSlowsOnlyTheComputePart"],
    ),
    Mutation(
        "vocab-padding-ignores-tp-again",
        "lib/Advisor/ModelAdvisor.cpp",
        "v.vocab = llvm::alignTo(c.vocab, multiple * t);",
        "v.vocab = llvm::alignTo(c.vocab, multiple);",
        "Under tensor parallelism the vocab_size candidates are multiples of "
        "8..128 but not of 8..128 x TP, so the advisor proposes vocab sizes "
        "that do not split evenly over the ranks.",
        ["gtest:AdvisorTest.CandidatesRespectTensorParallelism"],
    ),
    Mutation(
        "roofline-bisection-swapped",
        "lib/Advisor/ModelAdvisor.cpp",
        "(computeBound(mid) ? high : low) = mid;",
        "(computeBound(mid) ? low : high) = mid;",
        "The micro-batch roofline's bisection moves the wrong bound, so the "
        "reported smallest compute-bound micro-batch (and the micro_batch "
        "proposal built on it) is wrong: too large, or one that is still "
        "memory-bound.",
        ["gtest:AdvisorTest.TheBatchRooflineIsTheSmallestComputeBoundMicroBatch"],
    ),
    Mutation(
        "merge-replaces-other-cublaslt-version",
        "lib/Tuning/TuningDb.cpp",
        "return a.context.target == b.context.target && a.context.cublaslt == b.context.cublaslt &&\n         a.key == b.key;",
        "return a.context.target == b.context.target && a.key == b.key;",
        "Merging results or a shard measured under another cuBLASLt version "
        "overwrites the existing entry instead of keeping both, losing the "
        "other version's measurements.",
        ["gtest:TuningTest.MergeKeepsEachCublasLtVersionsMeasurement"],
    ),
    Mutation(
        "measured-gemm-prefers-oldest-cublaslt",
        "lib/Tuning/TuningDb.cpp",
        "key.sameShape(v.m, v.n, v.k) &&\n          (!best || e.context.cublaslt > best->context.cublaslt)) {",
        "key.sameShape(v.m, v.n, v.k) &&\n          (!best || e.context.cublaslt < best->context.cublaslt)) {",
        "Where a GEMM was measured under several cuBLASLt versions, the "
        "measured time used is the oldest version's instead of the newest's.",
        ["gtest:TuningTest.LookupTakesTheNewestCublasLtRun"],
    ),
    Mutation(
        "carry-padding-any-constant-fold",
        "lib/Padding/CarryPadding.cpp",
        "    if (!isZeroAttr(known.lookup(yielded)))\n      return false;",
        "    if (!known.lookup(yielded))\n      return false;",
        "Any elementwise op whose body folds on zero inputs (exp, x+1, "
        "sigmoid) is taken as zero-preserving, so padding is carried through "
        "it and the next GEMM reads non-zero padding: wrong results.",
        ["lit:Transforms/pad-carry"],
    ),
    Mutation(
        "pad-weights-operand-swapped",
        "lib/Padding/PadPass.cpp",
        "(*input == 0 ? planned.weightArgA : planned.weightArgB)",
        "(*input == 0 ? planned.weightArgB : planned.weightArgA)",
        "With pad-weights=true the signature padding is applied to the wrong "
        "GEMM operand: the activation argument gets the padded type while the "
        "weight argument is still padded on every call.",
        ["lit:Transforms/pad-weights"],
    ),
    Mutation(
        "attention-csv-kv-heads-not-dividing",
        "tools/dimtune-fit/AttentionFit.cpp",
        "if (k.batch <= 0 || k.heads <= 0 || k.kvHeads <= 0 || k.heads % k.kvHeads || k.qLen <= 0 ||",
        "if (k.batch <= 0 || k.heads <= 0 || k.kvHeads <= 0 || k.qLen <= 0 ||",
        "dimtune-fit accepts attention CSV rows whose kv_heads does not "
        "divide heads instead of refusing them with the row's line number, "
        "and fits on a malformed grouped-query problem.",
        ["lit:Calibrate/fit-csv-bounds"],
    ),
    Mutation(
        "experts-per-token-above-experts-accepted",
        "lib/ModelConfig/ModelConfig.cpp",
        "if (experts > 0 && (expertsPerToken <= 0 || expertsPerToken > experts))",
        "if (experts > 0 && expertsPerToken <= 0)",
        "A config with num_experts_per_tok larger than num_local_experts is "
        "accepted instead of refused, and the MoE step is priced with more "
        "routed rows than experts.",
        ["gtest:ModelConfig.ErrorsNameTheField"],
    ),
    Mutation(
        "escape-markdown-misses-pipe",
        "tools/dimtune-tune/TuningReport.cpp",
        "if (StringRef(\"\\\\`*_[]<>|~&!#\").contains(c))",
        "if (StringRef(\"\\\\`*_[]<>~&!#\").contains(c))",
        "A '|' in a role, pass, label or GPU name is written unescaped into "
        "the Markdown tuning report, splitting the table cell and breaking "
        "the table.",
        ["lit:Tuning/report-escaping"],
    ),
    Mutation(
        "misaligned-4-byte-stride-classed-as-2-byte",
        "lib/CostModel/CostModel.cpp",
        "worstAlignmentBytes >= 4 ? 1",
        "worstAlignmentBytes > 4 ? 1",
        "A GEMM whose worst leading stride is exactly 4-byte aligned gets the "
        "2-byte misalignment slowdown, so such shapes are predicted too slow "
        "and padding gains overstated.",
        ["gtest:GemmFit.SaysWhichFactorsNoRowBearsOn"],
    ),
    Mutation(
        "kv-cache-misses-new-token",
        "lib/ModelConfig/ModelConfig.cpp",
        "double(o.decode() ? o.kvLen + 1 : o.seq)",
        "double(o.decode() ? o.kvLen : o.seq)",
        "In decode the KV cache bytes leave out the new token's keys and "
        "values, so the reported KV cache and total memory are too small and "
        "the largest batch that fits can be one too many.",
        ["gtest:ServingMemory.DecodeCountedByHand"],
    ),
    Mutation(
        "sliding-window-equal-length-causal",
        "lib/ModelConfig/StepOps.cpp",
        "s.key.explicitMask = ((window && d.keys >= c.slidingWindow) || math) && !decode;",
        "s.key.explicitMask = ((window && d.keys > c.slidingWindow) || math) && !decode;",
        "A prefill or training step whose sequence equals the sliding window "
        "(Mistral at 4096) is priced as causal SDPA instead of with the "
        "explicit window mask, giving the wrong backend and no repeat_kv "
        "kernels.",
        ["gtest:FamilyTraits.WindowMaskFromTheWindowsLength"],
    ),
    # Round 9 (planted-9.json), with the tests that catch each.
    Mutation(
        "batch-needs-three-batch-like-loops",
        "lib/Analysis/AttentionExtraction.cpp",
        "  roles.batch = llvm::popcount(batchLike) >= 2",
        "  roles.batch = llvm::popcount(batchLike) > 2",
        "With scores [b, h, i, j] (two batch-like loops) no loop is taken as "
        "the batch: the chain is read with batch 1 and batch x heads query and "
        "K/V heads, so reports, database look-ups and dispatch see the wrong "
        "attention shape whenever the batch is above 1.",
        ["lit:Trace/eager-attention.test"],
    ),
    Mutation(
        "fp16-lowest-mask-not-read-as-masked",
        "lib/Analysis/AttentionExtraction.cpp",
        "constexpr double kMaskedScoreAtMost = -1e4;",
        "constexpr double kMaskedScoreAtMost = -1e5;",
        "Hugging Face's fp16 masks write torch.finfo(float16).min (-65504), "
        "which is no longer read as a masked score: an fp16 causal chain's key "
        "> query select becomes an 'other index use' and the attention is "
        "priced with an explicit mask instead of as causal.",
        ["lit:Analysis/attention-causal-mask.mlir"],
    ),
    Mutation(
        "hf-dropout-refused-in-inference",
        "lib/ModelConfig/HfFamilies.cpp",
        "      if (!v || (field.trainingOnly && options.phase != StepPhase::Train) || field.modelled(*v, c))",
        "      if (!v || field.modelled(*v, c))",
        "Dropout fields only matter to a training step, but now any config with "
        "a non-zero attn_pdrop/resid_pdrop/attention_dropout (GPT-2's own "
        "config has 0.1) is refused for forward, prefill and decode imports "
        "unless --allow-unmodelled is given.",
        ["lit:Frontend/import-unmodelled.test"],
    ),
    Mutation(
        "time-bound-ignores-l2",
        "lib/Tuning/ReadChecks.cpp",
        "  double beyondL2 = std::max(0.0, bytes - double(target.l2Bytes));",
        "  double beyondL2 = bytes;",
        "The fastest plausible time charges every byte at DRAM bandwidth, even "
        "the ones the L2 holds: a small, weight-reading GEMM (decode-sized M) "
        "timed warm out of L2 is refused as 'faster than the datasheet allows' "
        "and the runner's results cannot be merged.",
        ["lit:Tuning/merge-whole-problem.test"],
    ),
    Mutation(
        "bench-cstring-hex-escape",
        "lib/Emit/BenchEmitter.cpp",
        "      out += formatv(\"\\\\{0}{1}{2}\", (uint8_t(c) >> 6) & 7, (uint8_t(c) >> 3) & 7, uint8_t(c) & 7)\n                 .str();",
        "      out += formatv(\"\\\\x{0:x-2}\", unsigned(uint8_t(c))).str();",
        "Non-printable and non-ASCII bytes of roles and locations are written "
        "as \\xNN escapes, which the C++ compiler extends with any following hex "
        "digit (a newline then '1' becomes \\x0a1): the generated runner fails "
        "to compile or carries the wrong bytes.",
        ["gtest:RunnerFormatTest.EmittedProgramCarriesTheFormatAndByteExactLocations"],
    ),
    Mutation(
        "json-escape-passes-overlong-lead-bytes",
        "include/dimtune/Tuning/RunnerFormat.h",
        "    if (c >= 0xC2 && c <= 0xDF)",
        "    if (c >= 0xC0 && c <= 0xDF)",
        "The overlong lead bytes 0xC0 and 0xC1 followed by a continuation byte "
        "are copied through as if valid UTF-8, so a label or role holding them "
        "makes the runner write a results file that strict JSON readers "
        "(llvm::json) refuse.",
        ["gtest:RunnerFormatTest.EscapedStringsAreJsonAndRoundTrip"],
    ),
    Mutation(
        "cudnn-decode-gqa-not-packed",
        "lib/CostModel/AttentionModel.cpp",
        "  bool packs = backend != AttentionBackend::Efficient && group > 1;",
        "  bool packs = backend == AttentionBackend::Flash2 && group > 1;",
        "cuDNN's and FlashAttention-3's decode kernels are modelled as running "
        "one CTA per query head instead of packing a KV head's group of query "
        "heads into one CTA: grouped-query decode on Hopper (SDPA's default "
        "cuDNN) is priced with group-times the CTAs and compute.",
        ["gtest:AttentionModelTest.DecodeRereadsEachGridDimByItsOwnFactor"],
    ),
    Mutation(
        "math-path-mqa-keys-scaled-per-head",
        "lib/CostModel/MathPathAttention.cpp",
        "  double scaledKeys = keysPerHead * double(k.headDim) * (k.kvHeads > 1 ? group : 1);",
        "  double scaledKeys = keysPerHead * double(k.headDim) * group;",
        "On SDPA's math path a multi-query model's single K head is scaled "
        "before matmul broadcasts it, but now it is priced as scaled after "
        "being repeated to every query head: Falcon-7B's (71 heads, 1 KV head) "
        "scale.k and its gradient cost 71x their bytes.",
        ["gtest:MathPathAttention.FalconsMaskedCall"],
    ),
    Mutation(
        "full-rotary-pays-cat-pass",
        "lib/ModelConfig/StepOps.cpp",
        "  if (r < d.headDim)\n    fwd.unvectorized(which + \".cat_pass\"",
        "  if (r <= d.headDim)\n    fwd.unvectorized(which + \".cat_pass\"",
        "Only a partial rotary cats the passed-through dims back; now every "
        "full-rotary model (Llama, Mistral, Qwen, Gemma) also gets a [B, H, S, "
        "D] unvectorized copy for q and for k in every layer, inflating their "
        "non-GEMM time.",
        ["gtest:FamilyTraits.PartialRotaryCatsThePassedDims"],
    ),
    Mutation(
        "gather-reads-whole-table",
        "lib/ModelConfig/StepOps.cpp",
        "    op.readBytes += outputBytes - inputs.back().bytes();",
        "    op.readBytes += outputBytes;",
        "A gather is charged for reading its whole table as well as the rows it "
        "writes: the embedding look-up reads vocab x hidden (hundreds of MB) "
        "every step, so decode and small steps get a large, wrong embedding "
        "time (and the MoE dispatch gathers too).",
        ["gtest:FamilyTraits.MixtralExpertsShareTheRoutedTokens"],
    ),
    Mutation(
        "power-window-ms-as-us-inverted",
        "lib/CostModel/StepModel.cpp",
        "    cut = stretches(kernels, endUs, target, boost, power.windowMs * 1e3);",
        "    cut = stretches(kernels, endUs, target, boost, power.windowMs * 1e-3);",
        "The power cap's averaging window (ms) is converted to a fraction of a "
        "microsecond instead of microseconds, so every kernel becomes its own "
        "stretch: heavy GEMMs are capped on their own power with no light "
        "kernels to average against, and the sustained clock and step time come "
        "out wrong.",
        ["gtest:StepRunTest.TheCapLendsAColdStretchsHeadroomOnlyWithinItsWindow"],
    ),
    Mutation(
        "measured-clock-takes-highest-sample",
        "include/dimtune/Tuning/TuningDb.h",
        "               ? (smClockMinMhz + smClockMaxMhz) / 2.0",
        "               ? double(smClockMaxMhz)",
        "A problem's SM clock is taken as NVML's highest sample instead of the "
        "middle of the lowest and highest: a shape the power cap slowed is "
        "fitted and checked as if it ran near the boost clock, biasing the "
        "calibrated factors low.",
        ["lit:Calibrate/fit.test"],
    ),
    Mutation(
        "prefill-lm-head-over-every-token",
        "include/dimtune/ModelConfig/ModelConfig.h",
        "    return phase == StepPhase::Prefill || decode() ? microBatch : tokens();",
        "    return decode() ? microBatch : tokens();",
        "A prefill step computes the LM head (and its fp32 logits) for every "
        "prompt token instead of only each sequence's last one, so prefill "
        "steps, their memory and the batch sweep are priced with a seq-times "
        "larger vocab GEMM.",
        ["lit:Frontend/import-serving.test"],
    ),
    Mutation(
        "kv-cache-counts-keys-only",
        "lib/ModelConfig/ModelConfig.cpp",
        "  m.kvBytesPerToken = 2.0 * double(c.layers) * kvHeads * double(c.headDim) * bytes;",
        "  m.kvBytesPerToken = double(c.layers) * kvHeads * double(c.headDim) * bytes;",
        "The KV cache is sized for the keys only, not keys and values: serving "
        "memory is under-counted by half the cache, so the largest batch that "
        "fits (and the knee, which must fit) comes out about twice too large.",
        ["gtest:ServingMemory.DecodeCountedByHand"],
    ),
    Mutation(
        "max-param-change-read-as-percent",
        "lib/Advisor/ModelAdvisor.cpp",
        "  return paddingUp || std::abs(p.paramDeltaPct) <= maxParamChange * 100 + 1e-9;",
        "  return paddingUp || std::abs(p.paramDeltaPct) <= maxParamChange + 1e-9;",
        "max-param-change (a fraction, 0.01 by default) is compared with a "
        "percentage, so the allowed change is 0.01% instead of 1%: "
        "intermediate_size and head-count candidates that change the parameter "
        "count slightly are demoted from proposals to alternatives.",
        ["lit:Frontend/advise-ranking.test"],
    ),
    Mutation(
        "head-count-candidate-keeps-rotary-dim",
        "lib/Advisor/ModelAdvisor.cpp",
        "      h.rotaryDim = c.rotaryDim == c.headDim ? headDim : c.rotaryDim * headDim / c.headDim;",
        "      h.rotaryDim = c.rotaryDim;",
        "A num_attention_heads candidate with another head dim keeps the old "
        "rotary dim: Llama's 128 -> 64 proposal rotates 128 dims of a 64-dim "
        "head (and a partial rotary keeps its old width), so the candidate's "
        "rotary kernels and predicted speed-up are wrong.",
        ["gtest:AdvisorTest.HeadCandidatesRotateTheirOwnHeadDim"],
    ),
    Mutation(
        "measured-gemm-only-from-own-entry",
        "lib/Tuning/TuningDb.cpp",
        "    if (e.context.target != targetName || e.key.withShape(key.m, key.n, key.k) != key)",
        "    if (e.context.target != targetName || e.key != key)",
        "A shape's measured time is looked up only in the entry whose original "
        "it is, never among other entries' padded variants: a candidate's "
        "padded GEMM (e.g. vocab 50257 -> 50304) that dimtune-tune measured as "
        "a variant falls back to the model's prediction.",
        ["gtest:TuningTest.MeasuredGemmTimeSkipsInvalidVariants"],
    ),
    Mutation(
        "padded-splat-constant-stays-splat",
        "lib/Padding/PadGemm.cpp",
        "  bool staysSplat = source.isSplat() && source.getSplatValue<Attribute>() == padAttr;",
        "  bool staysSplat = source.isSplat();",
        "A splat constant operand (e.g. dense<1.0>) padded with zeros is folded "
        "into a splat of its own value over the whole padded shape, so the "
        "padded rows/columns are non-zero and the padded GEMM (padding along K "
        "in particular) computes wrong results.",
        ["lit:Transforms/pad-execution.test"],
    ),
    Mutation(
        "gemv-like-kernel-stops-at-15-rows",
        "lib/CostModel/CostModel.cpp",
        "  if (rows < 2 || rows > kGemvLikeMaxRows || p.stridesAligned() ||",
        "  if (rows < 2 || rows >= kGemvLikeMaxRows || p.stridesAligned() ||",
        "A misaligned GEMM of exactly 16 rows (decode at batch 16, e.g. GPT-2's "
        "50257-wide LM head) is no longer offered cuBLAS's GEMV-like kernel and "
        "is priced on a slow misaligned tile kernel.",
        ["gtest:CostModelTest.TheGemvLikeKernelReachesExactlyItsLastRow"],
    ),
    Mutation(
        "fit-objective-ignores-clock",
        "lib/Calibration/GemmFit.cpp",
        "    sum += std::abs(std::log(predictedAtItsClock(target, model.estimate(m.problem), m) / m.medianUs));",
        "    sum += std::abs(std::log(model.estimate(m.problem).predictedUs / m.medianUs));",
        "The fit minimises the error of boost-clock predictions against times "
        "measured at each shape's own clock, so shapes the power cap slowed "
        "pull the compute efficiencies down; the fitted factors are no longer "
        "the boost clock's, though the reported checks are clock-aware.",
        ["lit:Calibrate/implausible.test"],
    ),
    # Round 10 (planted-10.json), with the tests that catch each.
    Mutation(
        "slt-causal-mask-read-as-anticausal",
        "lib/Analysis/AttentionExtraction.cpp",
        "  bool less = llvm::is_contained({P::slt, P::sle, P::ult, P::ule}, predicate);\n",
        "  bool less = llvm::is_contained({P::sle, P::ult, P::ule}, predicate);\n",
        "A causal mask written as select(arith.cmpi slt, %i, %j) (query < key "
        "masked out) is read as 'query > key': the chain is priced with an "
        "explicit mask and gets an AttentionMaskNotCausal remark instead of "
        "being causal.",
        ["lit:Analysis/attention-properties.test"],
    ),
    Mutation(
        "softmax-times-reciprocal-not-found",
        "lib/Analysis/AttentionExtraction.cpp",
        "      !bodyHas<arith::DivFOp, arith::MulFOp>(divide))\n",
        "      !bodyHas<arith::DivFOp>(divide))\n",
        "A decomposed softmax written as exp(x - max) * reciprocal(sum(exp)) (a "
        "mulf by the reciprocal rather than a divf) is no longer recognised, so "
        "the QK^T/softmax/PV chain is not extracted as attention and stays "
        "three separate GEMMs and memory ops.",
        ["lit:Analysis/attention-properties.test"],
    ),
    Mutation(
        "runner-rounds-checked-for-unrun-variants",
        "lib/Tuning/ResultsReader.cpp",
        "      if (v.ran && static_cast<int64_t>(v.variant.roundsUs.size()) != r.rounds) {\n",
        "      if (static_cast<int64_t>(v.variant.roundsUs.size()) != r.rounds) {\n",
        "Runner results where a variant did not run (ran=false, no per-round "
        "medians, e.g. a padded variant that failed to allocate) are refused "
        "with 'expected one median per round' instead of being merged with that "
        "variant marked invalid.",
        ["lit:Calibrate/errors.test"],
    ),
    Mutation(
        "target-file-accepts-zero-fp32-peak",
        "lib/Target/TargetRegistry.cpp",
        "    double lo = type == MathType::FP32 ? std::numeric_limits<double>::min() : 0;\n",
        "    double lo = 0;\n",
        "A target file giving peak_tflops.fp32 = 0 is accepted instead of "
        "refused at that field; fp32 GEMMs (and every type that falls back to "
        "fp32) are then priced by dividing by a zero peak (infinite times).",
        ["gtest:TargetRegistry.RejectsValuesTheModelCannotEvaluate"],
    ),
    Mutation(
        "markdown-code-fence-too-short",
        "tools/dimtune-tune/TuningReport.cpp",
        "  std::string fence(longest + 1, '`');\n",
        "  std::string fence(std::max<size_t>(longest, 1), '`');\n",
        "The tuning report's Markdown code span for the GPU name is fenced with "
        "as many backticks as the name's longest run instead of one more, so a "
        "name containing a backtick (e.g. 'H100 `x`') closes the span early and "
        "the report renders garbled.",
        ["lit:Tuning/report-escaping.test"],
    ),
    Mutation(
        "svg-less-than-not-escaped",
        "lib/Advisor/AdviceReport.cpp",
        "    if (c == '<')\n      out += \"&lt;\";\n    else if (c == '>')\n",
        "    if (c == '>')\n",
        "The batch-sweep SVG no longer escapes '<': a target name from a target "
        "file such as 'GPU<x>' is written raw into the <text> title, producing "
        "malformed XML that SVG viewers reject.",
        ["lit:Frontend/advise-serving.test"],
    ),
    Mutation(
        "flash-causal-short-query-allowed",
        "lib/CostModel/AttentionModel.cpp",
        "    if (key.causal && key.qLen != key.kvLen)\n",
        "    if (key.causal && key.qLen > key.kvLen)\n",
        "Causal attention with fewer queries than keys (e.g. a 512-token chunk "
        "over 4096 keys) is accepted by flash2/flash3 although PyTorch refuses "
        "is_causal with q_len != kv_len for them; SDPA dispatch on an A100 then "
        "reports flash2 instead of falling through to the efficient kernel.",
        ["gtest:AttentionDispatchTest.NonSquareCausalIsNotFlash"],
    ),
    Mutation(
        "math-path-causal-mask-kernels-dropped",
        "lib/CostModel/MathPathAttention.cpp",
        "  if (k.explicitMask || k.causal) {\n",
        "  if (k.explicitMask) {\n",
        "On SDPA's math path an is_causal attention no longer gets its tril "
        "mask's to_float and add kernels, so an unfused causal attention "
        "(attention=unfused, or a head dim no fused kernel takes) is predicted "
        "too fast.",
        ["gtest:MathPathAttention.MaskKernelsFollowTheMask"],
    ),
    Mutation(
        "qk-norm-k-over-query-heads",
        "lib/ModelConfig/StepOps.cpp",
        "  for (int64_t heads : {d.heads, d.kvHeads})\n",
        "  for (int64_t heads : {d.heads, d.heads})\n",
        "Qwen3/OLMo-2's k_norm is priced over all query heads instead of the KV "
        "heads: for a grouped-query model (e.g. 32 heads, 8 KV heads) the "
        "k-norm kernels move 4x the bytes and the step's 'other' time grows.",
        ["gtest:FamilyTraits.QkNormsByFamily"],
    ),
    Mutation(
        "softcap-over-all-prompt-tokens",
        "lib/ModelConfig/StepOps.cpp",
        "    Shape capped = {d.logits, d.vocab};\n",
        "    Shape capped = {d.tokens, d.vocab};\n",
        "Gemma-2's final-logit soft-capping kernels are priced over every "
        "token's logits instead of the LM head's rows: in prefill (only the "
        "last token per sequence) a 2048-token prompt pays 2048x the softcap "
        "traffic.",
        ["gtest:FamilyTraits.Gemma2SoftcapOverTheLogitsRowsOnly"],
    ),
    Mutation(
        "graph-replay-launch-dropped",
        "lib/CostModel/StepModel.cpp",
        "  r.stepUs = exec == ExecMode::Graph ? cal.host.graphLaunchUs + gpuFree : std::max(gpuFree, hostAt);\n",
        "  r.stepUs = exec == ExecMode::Graph ? gpuFree : std::max(gpuFree, hostAt);\n",
        "With exec=graph the step time no longer includes the graph replay's "
        "launch cost (graphLaunchUs, 9 us by default): short decode steps run "
        "as CUDA graphs are predicted that much faster.",
        ["gtest:StepRunTest.AGraphIsItsLaunchAndEveryKernelWithItsGap"],
    ),
    Mutation(
        "attention-bytes-counted-in-power",
        "lib/CostModel/StepModel.cpp",
        "    if (kernels[i].kind == KernelKind::Memory)\n",
        "    if (kernels[i].kind != KernelKind::Gemm)\n",
        "Attention kernels' traffic is added to the power model's per-GB/s "
        "watts although it is already in their watts per TFLOP/s: steps with "
        "much attention are predicted to draw more power and, under the cap, to "
        "sustain a lower clock (longer step).",
        ["gtest:StepRunTest.AGemmsOwnTrafficIsInItsWattsPerTflops"],
    ),
    Mutation(
        "serving-weights-not-split-over-tp",
        "lib/ModelConfig/ModelConfig.cpp",
        "  m.weightsBytes = c.parameterCount() / t * bytes;\n",
        "  m.weightsBytes = c.parameterCount() * bytes;\n",
        "Serving memory charges each tensor-parallel rank with the whole "
        "model's weights: with --tp 8 a 70B model reports ~140 GB of weights "
        "per rank, the advisor reports a memory shortfall and the batch sweep's "
        "largest batch that fits collapses.",
        ["gtest:ServingMemory.TensorParallelSplitsWeightsAndKvHeadsButReplicatesOneKvHead"],
    ),
    Mutation(
        "prefill-tokens-per-s-counts-sequences",
        "lib/Advisor/ModelAdvisor.cpp",
        "  double tokens = at.decode() ? double(batch) : double(at.tokens());\n",
        "  double tokens = double(batch);\n",
        "The prefill batch sweep's tokens/s counts sequences instead of prompt "
        "tokens, so with --seq 2048 the reported throughput is 2048x too low "
        "(decode is unaffected).",
        ["lit:Frontend/advise-serving.test"],
    ),
    Mutation(
        "gqa-candidate-kv-heads-from-old-kv",
        "lib/Advisor/ModelAdvisor.cpp",
        "        h.kvHeads = h.heads / (c.heads / c.kvHeads);\n",
        "        h.kvHeads = h.heads / c.kvHeads;\n",
        "The 'same group size' head-count candidate divides the new head count "
        "by the old KV head count instead of the group size: for 32 heads / 8 "
        "KV heads, head dim 256 (16 heads) is proposed with 2 KV heads instead "
        "of 4, and the 64-head candidate with 16 KV heads is lost.",
        ["gtest:AdvisorTest.GroupedQueryCandidatesKeepKvHeadsOrGroupSize"],
    ),
    Mutation(
        "roofline-waits-for-router",
        "lib/Advisor/ModelAdvisor.cpp",
        "      if (g.batch > 1 || g.role == \"router\" || isAttentionRole(g.role))\n",
        "      if (g.batch > 1 || isAttentionRole(g.role))\n",
        "The batch roofline requires the MoE router's tiny GEMM (n = number of "
        "experts) to be compute-bound too, so for Mixtral-like models no "
        "micro-batch is found (or a far larger one) and the micro_batch "
        "proposal disappears.",
        ["gtest:AdvisorTest.TheBatchRooflineLeavesOutTheMoeRouter"],
    ),
    Mutation(
        "attention-lookup-ignores-batch",
        "lib/Tuning/TuningDb.cpp",
        "        k.batch != key.batch || k.qLen != key.qLen || k.kvLen != key.kvLen ||\n",
        "        k.qLen != key.qLen || k.kvLen != key.kvLen ||\n",
        "A measured attention entry answers look-ups for any batch size: a "
        "database timed at batch 8 gives its batch-8 forward/backward time to a "
        "batch-1 step in analyze and advise.",
        ["gtest:TuningTest.MeasuredAttentionMatchesOnlyTheSameProblem"],
    ),
    Mutation(
        "fractional-waves",
        "lib/CostModel/CostModel.cpp",
        "    dataParallel.waves = double(llvm::divideCeilSigned(outputTiles, slots));\n",
        "    dataParallel.waves = double(outputTiles) / double(slots);\n",
        "The data-parallel kernel's waves are no longer whole: 133 output tiles "
        "on 132 slots cost ~1.01 waves instead of 2, so wave quantisation "
        "disappears from predictions and wave-completing paddings are no longer "
        "suggested.",
        ["gtest:CalibrationSweep.CoversEveryFactorsClassesInBothSets"],
    ),
    Mutation(
        "split-k-partials-counted-once",
        "lib/CostModel/CostModel.cpp",
        "    bytes += 2.0 * 4.0 * kernel.splitFactor * p.batch * double(p.m) * p.n;\n",
        "    bytes += 4.0 * kernel.splitFactor * p.batch * double(p.m) * p.n;\n",
        "Split-K's fp32 partial sums are counted as written but not read back, "
        "halving their traffic: small-M long-K GEMMs (e.g. 64x128x32768) are "
        "predicted faster on split-K kernels and pick split-K more often.",
        ["lit:Docs/readme.test"],
    ),
    Mutation(
        "carry-through-unpadded-slices",
        "lib/Padding/CarryPadding.cpp",
        "          !slice.hasUnitStride() || !zeroPadded.contains(slice.getSource()))\n",
        "          !slice.hasUnitStride())\n",
        "Carry-through treats a slice of any tensor of the padded shape as "
        "zero-padded, not just GEMM results the pass padded: "
        "slice(x:4x16)->relu->pad(4x16) is rewritten to relu(x), feeding x's "
        "non-zero tail columns into the next GEMM (wrong results).",
        ["lit:Transforms/pad-carry-foreign-slice.mlir"],
    ),
    # Round 11 (planted-11.json), with the tests that catch each.
    Mutation(
        "causal-mask-ule-read-as-strict",
        "lib/Analysis/AttentionExtraction.cpp",
        "  bool orEqual = llvm::is_contained({P::sle, P::sge, P::ule, P::uge}, predicate);\n",
        "  bool orEqual = llvm::is_contained({P::sle, P::sge, P::uge}, predicate);\n",
        "A causal mask written as an unsigned `key <= query` comparison (cmpi "
        "ule) is read as a strict comparison, so the chain is reported as an "
        "explicit (non-causal) mask, gets an AttentionMaskNotCausal remark and "
        "is dispatched/priced as masked attention instead of causal.",
        ["lit:Analysis/attention-properties.test"],
    ),
    Mutation(
        "gqa-dk-ignores-group-loops",
        "lib/Analysis/AttentionExtraction.cpp",
        "        bool dK = roles.query && containsAll(reduced, roles.query) &&\n                  containsAll(roles.query | roles.groups, reduced);\n",
        "        bool dK = roles.query && containsAll(reduced, roles.query) &&\n                  containsAll(roles.query, reduced);\n",
        "In a grouped-query backward, dK = dS^T Q reduces over the query heads "
        "of each group as well as the queries; it is no longer absorbed into "
        "the attention chain and is priced as a separate GEMM.",
        ["lit:Analysis/attention-properties.test"],
    ),
    Mutation(
        "target-file-accepts-empty-clock-range",
        "lib/Target/TargetRegistry.cpp",
        "  if (power.calibrated() && !(power.minClockMhz < t.boostClockMhz)) {\n",
        "  if (power.calibrated() && !(power.minClockMhz <= t.boostClockMhz)) {\n",
        "A target file whose power model has min_clock_mhz equal to "
        "boost_clock_mhz (an empty clock range) is accepted instead of being "
        "rejected with the 'clock range is empty' error.",
        ["lit:Target/target-file.mlir"],
    ),
    Mutation(
        "attention-merge-backward-bound-uses-forward-flops",
        "lib/Tuning/ReadChecks.cpp",
        "    TimeBounds backward = timeBounds(*target, math, shape.backwardFlops(), shape.ioBytes());\n",
        "    TimeBounds backward = timeBounds(*target, math, shape.forwardFlops(), shape.ioBytes());\n",
        "Merging attention results bounds the backward time by the forward's "
        "FLOPs, so a backward time faster than the datasheet allows (but slower "
        "than the forward's floor) is accepted instead of refused.",
        ["lit:Tuning/merge-whole-problem.test"],
    ),
    Mutation(
        "markdown-code-span-pads-only-leading",
        "tools/dimtune-tune/TuningReport.cpp",
        "  bool pad = !inner.empty() && (StringRef(\" `\").contains(inner.front()) ||\n                                StringRef(\" `\").contains(inner.back()));\n",
        "  bool pad = !inner.empty() && StringRef(\" `\").contains(inner.front());\n",
        "A GPU name that ends (but does not start) with a backtick or space is "
        "written as a code span without padding, so the Markdown report's code "
        "span breaks or loses the trailing character.",
        ["lit:Tuning/report-escaping.test"],
    ),
    Mutation(
        "json-escape-passes-utf16-surrogates",
        "include/dimtune/Tuning/RunnerFormat.h",
        "      length = cont(i + 1, c == 0xE0 ? 0xA0 : 0x80, c == 0xED ? 0x9F : 0xBF) && cont(i + 2) ? 3 : 0;\n",
        "      length = cont(i + 1, c == 0xE0 ? 0xA0 : 0x80) && cont(i + 2) ? 3 : 0;\n",
        "Encoded UTF-16 surrogates (ED A0..BF xx) are copied into JSON strings "
        "as is instead of becoming \\ufffd, so results/database files holding "
        "such bytes are not valid UTF-8 JSON and are refused when read back.",
        ["gtest:RunnerFormatTest.EscapedStringsAreJsonAndRoundTrip"],
    ),
    Mutation(
        "cudnn-ignores-v-head-dim-alignment",
        "lib/CostModel/AttentionModel.cpp",
        "    if (key.headDim % 8 || key.vHeadDim % 8)\n",
        "    if (key.headDim % 8)\n",
        "cuDNN is accepted (and picked by the SDPA dispatch) for problems whose "
        "V head dim is not a multiple of 8, instead of refusing them and "
        "falling back to another backend or the math path.",
        ["gtest:AttentionDispatchTest.CudnnChecksTheValueHeadDimToo"],
    ),
    Mutation(
        "flash2-decode-head-dim-64-key-block",
        "lib/CostModel/AttentionModel.cpp",
        "    d.keyBlock = dim <= 64 ? 256 : dim <= 128 ? 128 : 64;\n",
        "    d.keyBlock = dim < 64 ? 256 : dim <= 128 ? 128 : 64;\n",
        "FlashAttention-2 decode at head dim 64 is modelled with 128-key blocks "
        "instead of 256, changing its key blocks, split count and predicted "
        "decode attention time.",
        ["lit:Benchmarks/decode-grids.test"],
    ),
    Mutation(
        "moe-gate-up-mask-half-width",
        "lib/ModelConfig/StepOps.cpp",
        "  Shape logits = {t, e}, top = {t, k}, routed = {r, h}, gateUp = {r, 2 * d.ffn}, x = {t, h};\n",
        "  Shape logits = {t, e}, top = {t, k}, routed = {r, h}, gateUp = {r, d.ffn}, x = {t, h};\n",
        "For mixture-of-experts models the past-groups zeroing around the fused "
        "gate_up grouped GEMM is sized for ffn instead of 2 x ffn columns, "
        "under-pricing those kernels (forward and backward) in the step.",
        ["gtest:FamilyTraits.MixtralExpertsShareTheRoutedTokens"],
    ),
    Mutation(
        "parallel-norms-applied-to-sequential-blocks",
        "lib/ModelConfig/ModelConfig.cpp",
        "  sites.append(parallelBlock && parallelNorms == 2 ? 2 : 1, \"input_norm\");\n",
        "  sites.append(parallelNorms == 2 ? 2 : 1, \"input_norm\");\n",
        "A GPT-NeoX model with use_parallel_residual=false (parallel_norms 2 "
        "but no parallel block) gets two input norms plus the post-attention "
        "norm per layer, one norm too many in its kernels and step time.",
        ["gtest:FamilyTraits.NeoXParallelResidualDefaultAndSequentialNorms"],
    ),
    Mutation(
        "stretch-power-busy-time-at-boost",
        "lib/CostModel/StepModel.cpp",
        "    load.busyUs += timeAt(kernels[i], target, mhz) * count;\n",
        "    load.busyUs += timeAt(kernels[i], target, boost) * count;\n",
        "A stretch's power at a lowered clock is computed over its kernels' "
        "boost-clock time, so the power falls too little as the clock drops: "
        "the sustained clock comes out lower, the step slower and the mean "
        "power different under the power cap.",
        ["gtest:StepRunTest.TheSustainedClockHoldsTheCapWhereTheStepWouldPassIt"],
    ),
    Mutation(
        "eager-step-setup-charged-to-serving",
        "lib/CostModel/StepModel.cpp",
        "  double hostAt = exec == ExecMode::Eager && !kernels.empty() && pythonSetUp\n",
        "  double hostAt = exec == ExecMode::Eager && !kernels.empty()\n",
        "Eager steps of a serving engine (prefill without Hugging Face's "
        "Python) are charged the Python step set-up (eager_step_us) before the "
        "first kernel, inflating their host time and step time.",
        ["gtest:StepRunTest.AServingEnginesStepHasNoPythonSetUp"],
    ),
    Mutation(
        "kv-cache-no-replica-below-tp",
        "lib/ModelConfig/ModelConfig.cpp",
        "  double kvHeads = std::max(double(c.kvHeads) / t, 1.0);\n",
        "  double kvHeads = double(c.kvHeads) / t;\n",
        "With more tensor-parallel ranks than KV heads each rank's replicated "
        "KV head is no longer counted, so the KV cache (and serving memory) is "
        "under-stated and the largest batch that fits is over-stated.",
        ["gtest:ServingMemory.TensorParallelSplitsWeightsAndKvHeadsButReplicatesOneKvHead"],
    ),
    Mutation(
        "prefill-logits-workspace-every-token",
        "lib/ModelConfig/ModelConfig.cpp",
        "  double logits = double(o.logitTokens()) * double(c.vocab) / t * 4;\n",
        "  double logits = double(o.tokens()) * double(c.vocab) / t * 4;\n",
        "Prefill's workspace counts fp32 logits for every prompt token instead "
        "of the last token of each sequence, inflating serving memory and "
        "shrinking the largest batch that fits and the knee of the batch sweep.",
        ["gtest:ServingMemory.PrefillHoldsThePromptsCache"],
    ),
    Mutation(
        "hidden-candidates-ignore-head-dim-multiple-8",
        "lib/Advisor/ModelAdvisor.cpp",
        "      int64_t step = std::lcm(multiple, c.heads * 8);\n",
        "      int64_t step = std::lcm(multiple, c.heads);\n",
        "hidden_size candidates are stepped by the head count only, so the "
        "advisor proposes hidden sizes whose head dim is not a multiple of 8 "
        "(e.g. 4160 for 32 heads).",
        ["gtest:AdvisorTest.HiddenSizeCandidatesKeepTheHeadDimAMultipleOf8"],
    ),
    Mutation(
        "micro-batch-proposal-step-time-unscaled",
        "lib/CostModel/StepModel.cpp",
        "  for (double *v : {&r.kernelUs, &r.hostUs, &r.hostForwardUs, &r.hostBackwardUs, &r.stepUs,\n",
        "  for (double *v : {&r.kernelUs, &r.hostUs, &r.hostForwardUs, &r.hostBackwardUs,\n",
        "The micro-batch proposal's step time is not scaled back to the current "
        "micro-batch's tokens, so its predicted speed-up is far below 1 and the "
        "roofline micro-batch proposal disappears from the advice.",
        ["gtest:AdvisorTest.TheMicroBatchProposalIsPricedPerTokenOfTheCurrentBatch"],
    ),
    Mutation(
        "measured-attention-uses-invalid-variant",
        "lib/Tuning/TuningDb.cpp",
        "      if (v.valid && v.heads == key.heads && v.kvHeads == key.kvHeads &&\n",
        "      if (v.heads == key.heads && v.kvHeads == key.kvHeads &&\n",
        "The attention look-up returns the times of a variant that failed its "
        "check or did not run (valid: false), so step predictions use bogus "
        "measured attention times instead of the model's.",
        ["gtest:TuningTest.MeasuredAttentionMatchesOnlyTheSameProblem"],
    ),
    Mutation(
        "carry-padding-ignores-low-padding",
        "lib/Padding/CarryPadding.cpp",
        "      !isZeroAttr(padAttr) ||\n      llvm::any_of(pad.getStaticLow(), [](int64_t l) { return l != 0; }))\n",
        "      !isZeroAttr(padAttr))\n",
        "A pad that adds zeros before the data (non-zero low padding) is "
        "carried through the elementwise chain as if it padded at the end, "
        "replacing it with the high-padded tensor and producing wrong IR "
        "instead of leaving the pad alone.",
        ["lit:Transforms/pad-carry-low-pad.mlir"],
    ),
    Mutation(
        "split-k-overhead-counts-first-slice",
        "lib/CostModel/CostModel.cpp",
        "                     (1 + cal.splitKOverhead * (kernel.splitFactor - 1));\n",
        "                     (1 + cal.splitKOverhead * kernel.splitFactor);\n",
        "Split-K kernels are charged the split overhead once more than they "
        "have extra slices, raising their predicted time so the model picks "
        "split-K less often and predicts slower GEMMs for small-output, long-K "
        "shapes.",
        ["gtest:CostModelTest.SplitKChargesEachSliceBeyondTheFirst"],
    ),
    Mutation(
        "gemm-error-measured-as-time-not-tflops",
        "lib/Calibration/GemmFit.cpp",
        "  return std::abs(measuredUs / predictedUs - 1);\n",
        "  return std::abs(predictedUs / measuredUs - 1);\n",
        "The fit/calibration error summaries report the relative time error "
        "instead of the relative TFLOP/s error they are labelled with, changing "
        "the median/p90 errors printed by dimtune-calibrate and dimtune-fit.",
        ["gtest:GemmFit.ErrorsAndCategories"],
    ),
    # --- The advisor's candidate rules, pinned by hand arithmetic ----------
    Mutation(
        "advisor-ffn-window-20pct",
        "lib/Advisor/ModelAdvisor.cpp",
        "    if (ffn <= 0 || ffn == c.ffn || std::abs(double(ffn - c.ffn)) > 0.1 * c.ffn)\n",
        "    if (ffn <= 0 || ffn == c.ffn || std::abs(double(ffn - c.ffn)) > 0.2 * c.ffn)\n",
        "intermediate_size candidates up to 20% from the model's: an MLP of "
        "2300 is offered 2048 and 2560, changes the README calls a new "
        "architecture, not padding.",
        ["gtest:AdvisorTest.CandidatesAreTheRulesValuesByHand"],
    ),
    Mutation(
        "advisor-gated-rule-for-plain-mlps",
        "lib/Advisor/ModelAdvisor.cpp",
        "  if (c.gated)\n    for (int64_t multiple : {64, 128, 256})\n",
        "  if (!c.gated)\n    for (int64_t multiple : {64, 128, 256})\n",
        "The 8/3 h rule offered to plain MLPs and not to gated ones: Llama-2 "
        "loses its 10944 candidate, GPT-2-style MLPs get gated sizes.",
        ["gtest:AdvisorTest.CandidatesAreTheRulesValuesByHand"],
    ),
    Mutation(
        "advisor-head-dim-below-half",
        "lib/Advisor/ModelAdvisor.cpp",
        "      if (headDim == c.headDim || c.hidden % headDim || headDim > 2 * c.headDim ||\n          2 * headDim < c.headDim)\n",
        "      if (headDim == c.headDim || c.hidden % headDim || headDim > 2 * c.headDim)\n",
        "Head counts whose head dim is under half the model's are offered: 8 "
        "heads of 256 get 32 heads of 64, a new architecture rather than a "
        "kernel bucket.",
        ["gtest:AdvisorTest.CandidatesAreTheRulesValuesByHand"],
    ),
    Mutation(
        "advisor-hidden-window-10pct",
        "lib/Advisor/ModelAdvisor.cpp",
        "          std::abs(double(hidden - c.hidden)) > 0.05 * c.hidden)\n",
        "          std::abs(double(hidden - c.hidden)) > 0.10 * c.hidden)\n",
        "hidden_size candidates up to 10% away: hidden 3872 is offered 4096 "
        "(5.8%), past the 5% the advisor promises.",
        ["gtest:AdvisorTest.CandidatesAreTheRulesValuesByHand"],
    ),
    # Round 12 (planted-12.json), with the tests that catch each.
    Mutation(
        "attn-single-row-query-offbyone",
        "lib/Analysis/AttentionExtraction.cpp",
        "  if (llvm::popcount(rows) <= 1) {\n",
        "  if (llvm::popcount(rows) < 1) {\n",
        "A chain whose Q has exactly one row loop is no longer taken as its "
        "query outright but sent through the slot/group heuristics; with K "
        "stored transposed ([b,h,d,j] against Q [b,h,i,d]) and no causal mask "
        "the query loop is dropped as a 'group' and the chain is rejected "
        "with a remark instead of recognised.",
        ["lit:Analysis/attention-properties.test"],
    ),
    Mutation(
        "attn-probs-truncf-not-passed",
        "lib/Analysis/AttentionExtraction.cpp",
        "    } else if (!isa<arith::MulFOp, arith::DivFOp, arith::TruncFOp, arith::ExtFOp>(inner)) {\n",
        "    } else if (!isa<arith::MulFOp, arith::DivFOp, arith::ExtFOp>(inner)) {\n",
        "A softmax computed in f32 and cast back to bf16/f16 before PV "
        "(Hugging Face's softmax(dtype=float32).to(dtype)) no longer carries "
        "the probabilities through the truncf, so no product reads them and "
        "the whole attention chain silently stays in the GEMM view.",
        ["lit:Analysis/attention-properties.test"],
    ),
    Mutation(
        "target-efficiency-zero-accepted",
        "lib/Target/TargetRegistry.cpp",
        "    return inRange(v, lo, hi) && !(lowOpen && v == lo); // NaN and inf fail inRange\n",
        "    return inRange(v, lo, hi); // NaN and inf fail inRange\n",
        "Efficiencies are checked as [0, 1] instead of (0, 1]: a target file "
        "with memory_efficiency, copy_efficiency or a compute_efficiency of 0 "
        "is accepted and later divides by zero (infinite times) instead of "
        "being refused naming the field.",
        ["gtest:TargetRegistry.RejectsValuesTheModelCannotEvaluate"],
    ),
    Mutation(
        "attention-record-unfused-backend-accepted",
        "lib/Tuning/ReadChecks.cpp",
        "  if (!b || *b == AttentionBackend::Unfused) {\n",
        "  if (!b) {\n",
        "An attention results file or database entry whose backend is "
        "\"unfused\" is accepted as a measured fused-kernel record instead of "
        "being refused with 'expected flash2, flash3, cudnn or efficient'.",
        ["lit:Tuning/attention-db.test"],
    ),
    Mutation(
        "tuning-report-role-unescaped",
        "tools/dimtune-tune/TuningReport.cpp",
        "                  p.dtype(), formatGemmShape(p), escapeMarkdown(p.site.role),\n",
        "                  p.dtype(), formatGemmShape(p), p.site.role,\n",
        "The Markdown report writes a GEMM's role (a dimtune.role string from "
        "the IR) raw into its table cell, so a role containing '|', '*', '<' "
        "or a newline breaks the table or injects markup.",
        ["lit:Tuning/report-escaping.test"],
    ),
    Mutation(
        "escape-json-accepts-f5-f7-leads",
        "include/dimtune/Tuning/RunnerFormat.h",
        "    else if (c >= 0xF0 && c <= 0xF4)\n",
        "    else if (c >= 0xF0 && c <= 0xF7)\n",
        "escapeJson takes lead bytes 0xF5-0xF7 followed by three continuation "
        "bytes as a valid 4-byte UTF-8 sequence and copies them through "
        "instead of writing \\ufffd, so a label or GPU name with such bytes "
        "yields results JSON that is not valid UTF-8 and cannot be read back.",
        ["gtest:RunnerFormatTest.EscapedStringsAreJsonAndRoundTrip"],
    ),
    Mutation(
        "attention-bwd-gqa-sum-counts-kv-heads",
        "lib/CostModel/AttentionModel.cpp",
        "    traffic += double(key.batch) * double(key.heads) * double(key.kvLen) *\n",
        "    traffic += double(key.batch) * double(key.kvHeads) * double(key.kvLen) *\n",
        "The grouped-query backward's per-query-head dK/dV staging and group "
        "sum is priced per KV head instead of per query head, under-pricing "
        "the backward memory of every GQA training step (e.g. Llama-3 8B's "
        "32/8 heads by 4x on that term).",
        ["gtest:AttentionModelTest.BackwardMemoryCountsTheGroupedSumPerQueryHead"],
    ),
    Mutation(
        "cudnn-refuses-single-query",
        "lib/CostModel/AttentionModel.cpp",
        "    if (key.kvLen == 1)\n",
        "    if (key.qLen == 1)\n",
        "cuDNN's 'no key/value length of 1' refusal tests the query length "
        "instead: every decode step (one query over a long cache) is refused "
        "for cuDNN on Hopper and dispatched to FlashAttention-2 with a "
        "fallback reason, while a prompt of one token over itself is no "
        "longer refused.",
        ["gtest:AttentionDispatchTest.DecodeOverACacheOfOneKeyIsNotCudnn"],
    ),
    Mutation(
        "rotary-bwd-qk-grad-copies-dropped",
        "lib/ModelConfig/StepOps.cpp",
        "    qkvGradients(out, c, d, mathPath || eager || c.rotaryDim > 0, mathPath || eager);\n",
        "    qkvGradients(out, c, d, mathPath || eager, mathPath || eager);\n",
        "A training step of a rotary model with a fused attention kernel "
        "(Llama, Mistral, Qwen, NeoX) loses the strided copies that make the "
        "q and k gradients (transposed by the rotary's backward) contiguous "
        "again, or GPT-NeoX's strided qkv cat, under-pricing the backward's "
        "memory-bound work.",
        ["gtest:ModelConfig.MemoryKernelsAsEagerPyTorchRunsThem"],
    ),
    Mutation(
        "reduction-row-length-offbyone",
        "lib/ModelConfig/StepOps.cpp",
        "    if (innermost >= outputRank) {\n",
        "    if (innermost > outputRank) {\n",
        "A reduction over the input's innermost dim that directly follows the "
        "kept dims (RMSNorm's mean, the MoE top-k sums, the bias reductions "
        "written row-wise) gets no row length, so the row-reduce floor of few "
        "long rows is never applied and such kernels are priced by their "
        "bytes alone.",
        ["gtest:FamilyTraits.RowReductionsAreTheReduceKernelsOverTheHidden"],
    ),
    Mutation(
        "host-forward-backward-swapped",
        "lib/CostModel/StepModel.cpp",
        "      (k.backward ? r.hostBackwardUs : r.hostForwardUs) += issue * double(count);\n",
        "      (k.backward ? r.hostForwardUs : r.hostBackwardUs) += issue * double(count);\n",
        "The eager host's issue time is booked to the wrong pass: "
        "host_forward_us reports the backward's (autograd) issuing and "
        "host_backward_us the forward's, so an inference step shows all its "
        "host time as backward.",
        ["gtest:StepRunTest.AHuggingFaceStepIssuesEachPhaseAtItsOwnScale"],
    ),
    Mutation(
        "power-fit-held-level-max",
        "lib/Calibration/PowerFit.cpp",
        "    model.heldW = std::min(capW, median(held));\n",
        "    model.heldW = std::max(capW, median(held));\n",
        "The level the cap holds is taken as the larger of the cap and the "
        "loads' median NVML power instead of the smaller, so a fit whose "
        "capped loads read a little under the cap (the usual case) sets heldW "
        "to the cap itself and the sustained clock comes out too high.",
        ["gtest:PowerFit.TheHeldLevelIsThePowerOfTheLoadsTheCapHeld"],
    ),
    Mutation(
        "decode-kv-cache-misses-new-token",
        "lib/ModelConfig/ModelConfig.cpp",
        "  double contextTokens = double(o.microBatch) * double(o.decode() ? o.kvLen + 1 : o.seq);\n",
        "  double contextTokens = double(o.microBatch) * double(o.decode() ? o.kvLen : o.seq);\n",
        "The decode step's KV cache holds kv-len tokens instead of kv-len "
        "plus the new one, under-counting cache bytes and total serving "
        "memory by one token per sequence, which shifts the largest batch "
        "that fits.",
        ["gtest:ServingMemory.DecodeCountedByHand"],
    ),
    Mutation(
        "prefill-seq-at-max-positions-refused",
        "lib/ModelConfig/ModelConfig.cpp",
        "  if (o.phase == StepPhase::Prefill && c.maxPositions > 0 && o.seq > c.maxPositions)\n",
        "  if (o.phase == StepPhase::Prefill && c.maxPositions > 0 && o.seq >= c.maxPositions)\n",
        "A prefill of a prompt exactly as long as the model's "
        "max_position_embeddings (e.g. --seq 2048 for a 2048-position model) "
        "is refused as past the model's positions.",
        ["lit:Frontend/advise-serving.test"],
    ),
    Mutation(
        "advisor-dedup-ignores-kv-heads",
        "lib/Advisor/ModelAdvisor.cpp",
        "      if (other == param && valueOf(config, param) == valueOf(changed, param) &&\n          config.kvHeads == changed.kvHeads)\n",
        "      if (other == param && valueOf(config, param) == valueOf(changed, param))\n",
        "For a grouped-query model, a head-count candidate that keeps the "
        "group size (more KV heads) is dropped as a duplicate of the one with "
        "the same head count that keeps the KV heads, so that alternative is "
        "never evaluated or reported.",
        ["gtest:AdvisorTest.GroupedQueryCandidatesKeepKvHeadsOrGroupSize"],
    ),
    Mutation(
        "eager-attention-priced-as-math-path",
        "lib/Advisor/StepTime.cpp",
        "  for (int64_t layer = 0; layer < c.layers && !step.eagerAttention; ++layer) {\n",
        "  for (int64_t layer = 0; layer < c.layers; ++layer) {\n",
        "For a step running the model's eager attention (GPT-J under Hugging "
        "Face), the advisor moves re-priced attention products into attention "
        "time and subtracts math-path softmax kernels the step never ran from "
        "'other', skewing the GEMM/attention/other split of the predicted "
        "step and of every proposal.",
        ["lit:Frontend/step-consistency.test", "gtest:StepTimeTest.EagerAttentionsProductsStayGemms"],
    ),
    Mutation(
        "measured-attention-ignores-dtype",
        "lib/Tuning/TuningDb.cpp",
        "    if (e.context.target != targetName || e.backend != backend || k.type != key.type ||\n",
        "    if (e.context.target != targetName || e.backend != backend ||\n",
        "The attention look-up no longer matches the element type, so a "
        "problem in bf16 takes the times measured for the same shape in f16 "
        "(or f32) from the database.",
        ["gtest:TuningTest.MeasuredAttentionMatchesOnlyTheSameProblem"],
    ),
    Mutation(
        "padded-constant-rows-wrap-at-dest",
        "lib/Padding/PadGemm.cpp",
        "      if (++index[d] < sourceShape[d])\n",
        "      if (++index[d] < destShape[d])\n",
        "Folding the pad of a constant of rank 3 or more (a batched GEMM's "
        "constant operand padded along its middle dim) advances the row index "
        "up to the padded extent before wrapping, so source rows land in the "
        "wrong batch slice and the padding region holds data instead of "
        "zeros.",
        ["lit:Transforms/pad-execution.test"],
    ),
    Mutation(
        "withshape-grows-collapsed-leading-extent",
        "lib/CostModel/GemmKey.cpp",
        "    if (layout->hasLeadingStride() && layout->contiguous != GemmDim::None &&\n        layout->leadingExtent == extent(layout->contiguous))\n",
        "    if (layout->hasLeadingStride() && layout->contiguous != GemmDim::None)\n",
        "A padded shape resets every leading extent to the new GEMM dim, even "
        "where the row is only the innermost of several collapsed dims, so "
        "padding such a GEMM looks like it fixes a misaligned stride it does "
        "not and the model predicts (and may choose) a speed-up that cannot "
        "happen.",
        ["gtest:GemmKey.APaddedShapeMovesOnlyWholeDimStrides"],
    ),
    Mutation(
        "measured-choice-interval-ends-swapped",
        "lib/CostModel/PadPolicy.cpp",
        "    candidates.push_back({&v, total, rounds ? original.gemmUs / v.speedupLow + padsUs : total,\n                          rounds ? original.gemmUs / v.speedupHigh + padsUs : total});\n",
        "    candidates.push_back({&v, total, rounds ? original.gemmUs / v.speedupHigh + padsUs : total,\n                          rounds ? original.gemmUs / v.speedupLow + padsUs : total});\n",
        "The measured policy takes each padding's optimistic end of its "
        "speed-up interval as its pessimistic one and vice versa, so a "
        "padding whose gain lies within the round-to-round spread is chosen "
        "(and a larger padding displaces a smaller one) where it should not "
        "be.",
        ["gtest:MeasuredChoice.AGainInsideTheRoundSpreadKeepsTheOriginal"],
    ),
    # Round 13 (planted-13.json), with the tests that catch each.
    Mutation(
        "mask-zero-false-value-not-masking",
        "lib/Analysis/AttentionExtraction.cpp",
        "  auto isScoreOrZero = [&](Value v) { return scores.contains(v) || isZero(v); };\n",
        "  auto isScoreOrZero = [&](Value v) { return scores.contains(v); };\n",
        "An additive causal mask written in the score op's body as scores + "
        "select(key > query, -inf, 0) is no longer read as a mask (the 0 "
        "branch is not accepted), so the chain is priced with an explicit "
        "mask and an AttentionMaskNotCausal remark instead of as causal.",
        ["lit:Analysis/attention-properties.test"],
    ),
    Mutation(
        "gqa-group-after-row-not-head",
        "lib/Analysis/AttentionExtraction.cpp",
        "    if (dims[d] >= 0 && dims[d - 1] >= 0 && (rows & loopBit(dims[d])) &&\n        (heads & loopBit(dims[d - 1])))\n",
        "    if (dims[d] >= 0 && dims[d - 1] >= 0 && (rows & loopBit(dims[d])) &&\n        (rows & loopBit(dims[d - 1])))\n",
        "Group candidates are taken as row loops following another row loop "
        "instead of a head loop, so a grouped-query Q laid out [b, kv, group, "
        "q, d] against K [b, kv, k, d] reads the group loop as the query "
        "(q_len = group size, heads multiplied by the sequence) and its "
        "causal mask as explicit.",
        ["lit:Analysis/attention-properties.test"],
    ),
    Mutation(
        "runner-zero-samples-refused",
        "lib/Tuning/ResultsReader.cpp",
        "  if (c.samples < 0) {\n    path.field(key::kSamples).report(\"expected a number >= 0\");\n",
        "  if (c.samples <= 0) {\n    path.field(key::kSamples).report(\"expected a number >= 0\");\n",
        "A runner results file whose problem conditions have 0 NVML samples "
        "(a runner built without NVML, or a problem too short to sample) is "
        "refused as malformed although 0 is a valid count.",
        ["lit:Benchmarks/tools.test"],
    ),
    Mutation(
        "time-bound-uses-weaker-roofline",
        "lib/Tuning/ReadChecks.cpp",
        "  double least = std::max(peak > 0 ? flops / peak : 0, bandwidth > 0 ? beyondL2 / bandwidth : 0);\n",
        "  double least = std::min(peak > 0 ? flops / peak : 0, bandwidth > 0 ? beyondL2 / bandwidth : 0);\n",
        "The fastest plausible time is the smaller of the compute and memory "
        "bounds instead of the larger, so results claiming a GEMM or "
        "attention faster than the datasheet allows are accepted (for "
        "operands within L2 the bound becomes 0 and nothing is refused).",
        ["lit:Calibrate/implausible.test"],
    ),
    Mutation(
        "json-escape-accepts-above-u10ffff",
        "include/dimtune/Tuning/RunnerFormat.h",
        "      length = cont(i + 1, c == 0xF0 ? 0x90 : 0x80, c == 0xF4 ? 0x8F : 0xBF) && cont(i + 2) &&\n",
        "      length = cont(i + 1, c == 0xF0 ? 0x90 : 0x80, c == 0xF4 ? 0x9F : 0xBF) && cont(i + 2) &&\n",
        "escapeJson copies four-byte sequences F4 90..9F xx xx (code points "
        "above U+10FFFF, not valid UTF-8) into the JSON verbatim instead of "
        "writing \\ufffd, so a label or location with such bytes makes a "
        "results file that JSON readers refuse.",
        ["gtest:RunnerFormatTest.EscapingAgreesWithAUtf8ValidatorAtEveryRangeEdge"],
    ),
    Mutation(
        "report-text-keeps-uffff",
        "tools/dimtune-tune/TuningReport.cpp",
        "    if (sequence == \"\\xEF\\xBF\\xBE\" || sequence == \"\\xEF\\xBF\\xBF\")\n",
        "    if (sequence == \"\\xEF\\xBF\\xBE\")\n",
        "The tuning report's Markdown and SVG keep U+FFFF from a role, label "
        "or GPU name instead of replacing it with U+FFFD, so the SVG is no "
        "longer well-formed XML.",
        ["lit:Tuning/fuzz-report-replay.test"],
    ),
    Mutation(
        "attention-alone-factor-per-slot",
        "lib/CostModel/AttentionModel.cpp",
        "  // A CTA alone on its SM has the SM to itself.\n  if (ctas <= target_.smCount)\n",
        "  // A CTA alone on its SM has the SM to itself.\n  if (ctas <= slots)\n",
        "The fitted alone factor is applied whenever the grid fits in one "
        "wave of slots (SMs x CTAs per SM) rather than only when each CTA has "
        "an SM to itself, so attention with between 132 and e.g. 264 CTAs on "
        "an H100 is predicted too fast.",
        ["gtest:AttentionModelTest.TheAloneFactorIsForAGridOfAtMostOneCtaAnSm"],
    ),
    Mutation(
        "math-path-repeat-kv-grad-needs-kv-heads",
        "lib/CostModel/MathPathAttention.cpp",
        "  if (group > 1)\n    for (int64_t dim : {k.headDim, k.vHeadDim}) {\n      double kv = keysPerHead * double(dim);\n      bwd.add(\"repeat_kv.grad\", MemoryKind::Reduction, kv * group * b, kv * b, kv);\n",
        "  if (k.kvHeads > 1)\n    for (int64_t dim : {k.headDim, k.vHeadDim}) {\n      double kv = keysPerHead * double(dim);\n      bwd.add(\"repeat_kv.grad\", MemoryKind::Reduction, kv * group * b, kv * b, kv);\n",
        "On SDPA's math path the backward's sums of K/V gradients over each "
        "group are keyed on kvHeads > 1 instead of the group size: a multi- "
        "query model (Falcon-7B's one KV head) loses them and a multi-head "
        "math-path step gains two needless reductions per layer.",
        ["gtest:MathPathAttention.FalconsMaskedCall"],
    ),
    Mutation(
        "gqa-repeat-kv-for-mha",
        "lib/ModelConfig/StepOps.cpp",
        "  if (attention.key.explicitMask && attentionType == d.act && group > 1 && !attention.eager)\n",
        "  if (attention.key.explicitMask && attentionType == d.act && group >= 1 && !attention.eager)\n",
        "Hugging Face's repeat_kv copies (and their backward sums) are priced "
        "for multi-head models too whenever an explicit mask is used, e.g. "
        "Phi-3-mini training at a sequence reaching its sliding window, "
        "although repeat_kv with one group returns its input.",
        ["gtest:FamilyTraits.WindowMaskFromTheWindowsLength"],
    ),
    Mutation(
        "fused-qkv-grad-assumes-mha",
        "lib/ModelConfig/StepOps.cpp",
        "  int64_t fusedHeads = d.heads + 2 * d.kvHeads;\n",
        "  int64_t fusedHeads = 3 * d.heads;\n",
        "The backward's cat of q, k and v gradients into the fused QKV "
        "projection is sized as if K and V had as many heads as Q, "
        "overpricing those kernels for grouped-query models with a fused qkv "
        "(Phi-3-medium, Falcon's new decoder).",
        ["gtest:FamilyTraits.FusedQkvGradientsSpanTheKvHeadsOnce"],
    ),
    Mutation(
        "power-stretch-ignores-idle",
        "lib/CostModel/StepModel.cpp",
        "  return powerOver(load, load.busyUs + s.idleUs, target, mhz);\n",
        "  return powerOver(load, load.busyUs, target, mhz);\n",
        "A stretch's mean power is taken over its kernels' busy time only, so "
        "the GPU's idle gaps in a host-paced eager step no longer dilute it: "
        "the reported power is too high and the sustained clock too low for "
        "such steps.",
        ["gtest:StepRunTest.TheHostsIdleGapsDiluteAStepsPower"],
    ),
    Mutation(
        "power-fit-min-clock-from-idle",
        "lib/Calibration/PowerFit.cpp",
        "  for (const PowerPoint &p : measurements.points)\n    if (p.load != \"idle\")\n      model.minClockMhz = std::min({model.minClockMhz, p.clockMhzMin, p.clockMhzMedian});\n",
        "  for (const PowerPoint &p : measurements.points)\n    model.minClockMhz = std::min({model.minClockMhz, p.clockMhzMin, p.clockMhzMedian});\n",
        "The fitted power model's min_clock_mhz also takes the idle point's "
        "clock (an idle GPU drops to a few hundred MHz), so the clock range "
        "the sustained-clock search may reach extends far below any clock a "
        "load ran at.",
        ["gtest:PowerFit.RecoversTheFactorsOfAGpuThatFollowsTheModel"],
    ),
    Mutation(
        "moe-params-count-active-experts",
        "lib/ModelConfig/ModelConfig.cpp",
        "  double mlp = experts > 0 ? double(experts) * (expertMlp + h) : expertMlp; // + the router\n",
        "  double mlp = experts > 0 ? double(expertsPerToken) * (expertMlp + h) : expertMlp; // + the router\n",
        "A mixture of experts' parameter count takes only the experts each "
        "token is routed to (2 of Mixtral's 8), so its weights' bytes, "
        "serving memory, the largest batch that fits and the advisor's "
        "parameter deltas are all far too small.",
        ["gtest:ModelConfig.MixtralParameterCountHoldsEveryExpert"],
    ),
    Mutation(
        "lm-head-vocab-split-floor",
        "lib/ModelConfig/ModelConfig.cpp",
        "  linear(out, \"lm_head\", o.logitTokens(), llvm::divideCeilSigned(c.vocab, o.tp), c.hidden,\n",
        "  linear(out, \"lm_head\", o.logitTokens(), c.vocab / o.tp, c.hidden,\n",
        "Under tensor parallelism the LM head's columns per rank are rounded "
        "down instead of up, so a vocab that the ranks do not divide (GPT-2's "
        "50257 at --tp 2) gets an N of 25128 instead of 25129, disagreeing "
        "with the memory-bound kernels' vocab split.",
        ["gtest:ModelConfig.TheLmHeadSplitsTheVocabRoundingUp"],
    ),
    Mutation(
        "advisor-head-dim-112-missing",
        "lib/Advisor/ModelAdvisor.cpp",
        "    for (int64_t headDim : {64, 80, 96, 112, 128, 160, 192, 256}) {\n",
        "    for (int64_t headDim : {64, 80, 96, 128, 160, 192, 256}) {\n",
        "Head dim 112 is no longer a candidate, so the advisor never "
        "considers e.g. Qwen2-7B's 28 -> 32 heads (hidden 3584 / 112) nor any "
        "other hidden size whose head count only that dim gives.",
        ["gtest:AdvisorTest.Qwen2HeadCandidatesByHand"],
    ),
    Mutation(
        "advisor-mha-check-on-changed-config",
        "lib/Advisor/ModelAdvisor.cpp",
        "      if (c.kvHeads == c.heads) { // multi-head attention stays multi-head\n",
        "      if (h.kvHeads == h.heads) { // multi-head attention stays multi-head\n",
        "The multi-head test reads the changed config (new head count, old KV "
        "heads), so a multi-head model whose candidate has more heads also "
        "gets a grouped-query candidate keeping the old head count as KV "
        "heads (Llama-2 7B: 64 heads with 32 KV heads), a change of attention "
        "the advisor should not propose under num_attention_heads.",
        ["gtest:AdvisorTest.MultiHeadCandidatesStayMultiHead"],
    ),
    Mutation(
        "pad-loop-sizes-checks-unpadded-dims",
        "lib/Plan/ModulePlan.cpp",
        "    if (from == to)\n      continue;\n    SmallVector<unsigned> loops;\n",
        "    SmallVector<unsigned> loops;\n",
        "Dims the decision leaves as they are must now also be single loops, "
        "so a GEMM whose M is several collapsed loops (a [b, s, k] x [n, k] "
        "generic) is no longer padded along N or K and gets a 'several "
        "collapsed loops' remark instead.",
        ["lit:Transforms/pad-collapsed-rows.mlir"],
    ),
    Mutation(
        "pad-pass-reads-db-under-model-policy",
        "lib/Padding/PadPass.cpp",
        "    options.db = padPolicy == PadPolicy::Measured ? inputs.tuningDb() : nullptr;\n",
        "    options.db = inputs.tuningDb();\n",
        "With db=PATH and policy=model the pass now consults the database: "
        "every GEMM it lacks gets a NotInDatabase 'falling back to "
        "policy=model' remark, and measured attention times replace the "
        "model's in the plan, although only policy=measured should read it.",
        ["lit:Transforms/pad-measured.mlir"],
    ),
    Mutation(
        "wave-complete-candidates-swapped",
        "lib/CostModel/CostModel.cpp",
        "  std::vector<int64_t> ms = dimCandidates(p.m, align, tileM, waveStep(tilesN), maxOverhead);\n",
        "  std::vector<int64_t> ms = dimCandidates(p.m, align, tileM, waveStep(tilesM), maxOverhead);\n",
        "M's wave-completing padding candidates step by M's own tile count "
        "instead of N's, so the sizes that would fill the last wave are "
        "generally not among the candidates and the model's suggested padding "
        "of a GEMM with a partial last wave changes.",
        ["gtest:CostModelTest.WaveCompleteCandidatesFillWholeWavesOfTheOtherDimsTiles"],
    ),
    Mutation(
        "sweep-gradient-layouts-swapped",
        "lib/Calibration/CalibrationSweep.cpp",
        "    GemmDim a = layout == Layout::Wgrad ? GemmDim::M : GemmDim::K;\n",
        "    GemmDim a = layout == Layout::Dgrad ? GemmDim::M : GemmDim::K;\n",
        "The calibration sweep stores A M-major for the input-gradient shapes "
        "and K-major for the weight-gradient ones (swapped), so the sweep "
        "measures and fits other layouts than training runs and the M-major "
        "slow-down is fitted on the wrong rows.",
        ["lit:Calibrate/fit.test", "lit:Calibrate/implausible.test"],
    ),
    # Round 14 (planted-14.json), with the tests that catch each.
    Mutation(
        "pv-value-dim-counts-shared-loops",
        "lib/Analysis/AttentionExtraction.cpp",
        "      reduced *= double((*c)[loop]);\n    else if (inOut[loop] && !inProbs[loop])\n      valueDim *= double((*c)[loop]);\n",
        "      reduced *= double((*c)[loop]);\n    else if (inOut[loop])\n      valueDim *= double((*c)[loop]);\n",
        "V's head dim is read as the product of every parallel loop PV writes (batch, heads and queries included), not only those the probabilities lack, so an extracted attention chain reports a huge v_head_dim (or is rejected as beyond the model's sizes).",
        ["lit:Analysis/attention-properties"],
    ),
    Mutation(
        "mask-comparison-negation-from-less",
        "lib/Analysis/AttentionExtraction.cpp",
        "  return Greater{*lhs, *rhs, orEqual};\n}\n",
        "  return Greater{*lhs, *rhs, less};\n}\n",
        "A mask comparison's negation is taken from whether the predicate is a less-than rather than whether it includes equality, so causal masks written with slt or sge (e.g. select(i >= j, s, -inf)) are read as non-causal and priced as explicit masks with a remark.",
        ["lit:Analysis/attention-properties"],
    ),
    Mutation(
        "results-accept-zero-rounds",
        "lib/Tuning/ResultsReader.cpp",
        "  if (r.rounds < 1) {\n    path.field(key::kRounds).report(\"expected at least one round\");\n",
        "  if (r.rounds < 0) {\n    path.field(key::kRounds).report(\"expected at least one round\");\n",
        "A runner results file with \"rounds\": 0 is no longer refused with 'expected at least one round'; it merges (or fails later on a different check) instead.",
        ["gtest:RunnerFormatTest.OtherVersionsAndImpossibleNumbersAreRefused"],
    ),
    Mutation(
        "target-file-accepts-zero-sms",
        "lib/Target/TargetRegistry.cpp",
        "      {\"sm_count\", inRange(t.smCount, 1, kMaxSmCount), \"must be a positive integer, at most 65536\"},\n",
        "      {\"sm_count\", inRange(t.smCount, 0, kMaxSmCount), \"must be a positive integer, at most 65536\"},\n",
        "A target file giving \"sm_count\": 0 is accepted instead of being refused with 'must be a positive integer', leaving the cost model to divide by zero SMs.",
        ["gtest:TargetRegistry.RejectsValuesTheModelCannotEvaluate"],
    ),
    Mutation(
        "report-overhead-drops-pad-b",
        "tools/dimtune-tune/TuningReport.cpp",
        "        o.overheadUs =\n            v.padAUs + v.padBUs + (resultSliceIsView(p, padded) ? 0 : v.sliceUs);\n",
        "        o.overheadUs =\n            v.padAUs + (resultSliceIsView(p, padded) ? 0 : v.sliceUs);\n",
        "The tuning report's measured overhead and total for a padded shape leave out the time of padding B, so a choice that pads N or K (B) shows a smaller overhead and total in the Markdown table and SVG bars.",
        ["lit:Tuning/report-policies"],
    ),
    Mutation(
        "runner-median-even-count",
        "include/dimtune/Tuning/RunnerFormat.h",
        "  return n % 2 ? values[n / 2] : 0.5 * (values[n / 2 - 1] + values[n / 2]);\n",
        "  return values[n / 2];\n",
        "The runner's median of an even number of values returns the upper middle value instead of the mean of the two middle ones, so e.g. median({1,2,3,4}) is 3 not 2.5 and written medians/ratios change for even round counts.",
        ["gtest:RunnerFormatTest.RatioIntervalIsTheSignTestInterval"],
    ),
    Mutation(
        "decode-threshold-off-by-one",
        "lib/CostModel/AttentionModel.cpp",
        "  bool decode = key.qLen <= kDecodeMaxQueries;\n  for (bool backward : {false, true}) {\n",
        "  bool decode = key.qLen < kDecodeMaxQueries;\n  for (bool backward : {false, true}) {\n",
        "An attention problem with exactly kDecodeMaxQueries (16) queries is priced by the prefill tile model instead of the decode model, unlike the plan and step code which still call it decode, changing its forward time and kv_splits.",
        ["gtest:AttentionModelTest.TheDecodeModelHoldsUpToSixteenQueries"],
    ),
    Mutation(
        "flash3-allowed-past-hopper",
        "lib/CostModel/AttentionModel.cpp",
        "    if (sm != 90)\n      return unsupported(backend, \"its kernels are for sm_90\");\n",
        "    if (sm < 90)\n      return unsupported(backend, \"its kernels are for sm_90\");\n",
        "attention=flash3 on a Blackwell target (B200, sm_100) is accepted and priced instead of being refused with 'its kernels are for sm_90'.",
        ["gtest:AttentionDispatchTest.EachKernelsArchitecturesAndHeadDims"],
    ),
    Mutation(
        "decode-window-ignores-short-cache",
        "lib/ModelConfig/StepOps.cpp",
        "    s.key.kvLen = std::min(d.keys, c.slidingWindow);\n",
        "    s.key.kvLen = c.slidingWindow;\n",
        "In decode, a sliding-window layer attends over the full window even when the cache is shorter (e.g. Mistral's 4096 window with kv_len 512), so its attention key length, time and memory traffic are overstated.",
        ["gtest:FamilyTraits.DecodeWindowBoundary"],
    ),
    Mutation(
        "prefill-logits-float-all-tokens",
        "lib/ModelConfig/StepOps.cpp",
        "    Shape last = {d.logits, d.vocab};\n",
        "    Shape last = {d.tokens, d.vocab};\n",
        "In prefill the logits.float cast is sized over every prompt token instead of each sequence's last one, so the serving step's memory-bound kernel bytes and time grow with the prompt length.",
        ["gtest:FamilyTraits.Gemma2SoftcapOverTheLogitsRowsOnly"],
    ),
    Mutation(
        "power-memory-rate-wrong-unit",
        "lib/CostModel/StepModel.cpp",
        "  double gbs = load.memoryBytes / (spanUs * 1e-6) / 1e9;\n",
        "  double gbs = load.memoryBytes / (spanUs * 1e-6) / 1e12;\n",
        "The memory traffic rate fed to the power model is a thousand times too small, so memory-bound stretches draw almost no watts for their bytes: predicted step power drops and the power cap engages later (higher sustained clock).",
        ["gtest:StepRunTest.AGemmsOwnTrafficIsInItsWattsPerTflops"],
    ),
    Mutation(
        "burst-copy-bytes-default-one-way",
        "lib/Calibration/PowerFit.cpp",
        "         copyBytes = 2.0 * double(1u << 30);\n",
        "         copyBytes = double(1u << 30);\n",
        "Without copy_bytes_moved in the duty file, the burst copy's rate counts only the 1 GiB read, not read plus written, halving copyBurstGBs and so doubling the busy watts taken out of the per-GB/s watts (or refusing the fit).",
        ["gtest:PowerFit.TheBurstRatesAreTheWorkOfOneCallOverItsTime"],
    ),
    Mutation(
        "tied-embeddings-counted-twice",
        "lib/ModelConfig/ModelConfig.cpp",
        "  double embeddings = double(vocab) * h * (tiedEmbeddings ? 1 : 2) + (lmHeadBias ? vocab : 0);\n",
        "  double embeddings = double(vocab) * h * (tiedEmbeddings ? 2 : 1) + (lmHeadBias ? vocab : 0);\n",
        "The parameter count counts tied embeddings twice and untied ones once, so weights memory, parameter deltas and advice for e.g. GPT-2 (tied) or Llama (untied) are wrong.",
        ["gtest:FamilyTraits.TiedEmbeddingsDefaultsAndOverrides"],
    ),
    Mutation(
        "tp-above-kv-heads-refused",
        "lib/ModelConfig/ModelConfig.cpp",
        "  if (c.kvHeads >= o.tp ? c.kvHeads % o.tp != 0 : o.tp % c.kvHeads != 0)\n",
        "  if (c.kvHeads % o.tp != 0)\n",
        "A tensor-parallel degree larger than the KV heads (replicated KV heads, e.g. 8 KV heads at --tp 16, or an MQA model at --tp 2) is refused instead of accepted.",
        ["gtest:LayerGemms.FusedDecodeOverFourRanksByHand"],
    ),
    Mutation(
        "math-path-softmax-once-not-per-layer",
        "lib/Advisor/StepTime.cpp",
        "    step.otherUs -= softmaxUs;\n",
        "    step.otherUs -= layer == 0 ? softmaxUs : 0;\n",
        "On SDPA's math path the softmax's memory-bound time is moved to attention for every layer but taken out of 'other' only once, so the step's other time (and the kernel total) is overstated for multi-layer models.",
        ["gtest:AdvisorTest.UnfusedAttentionCountsItsGemmsAndSoftmax"],
    ),
    Mutation(
        "padded-attention-share-inverted",
        "lib/Advisor/ModelAdvisor.cpp",
        "  return {k->headDim, 1 - double(c.headDim) / double(k->headDim)};\n",
        "  return {k->headDim, double(c.headDim) / double(k->headDim)};\n",
        "The advice's padded attention FLOP fraction is the kept share rather than the padded share: a head dim exactly matching its kernel bucket reports 1.0 (100% padding) and e.g. 96 in a 128 kernel reports 0.75 instead of 0.25.",
        ["gtest:AdvisorTest.HeadCandidatesSayWhichKernelHeadDimTheyRunAs"],
    ),
    Mutation(
        "db-save-pad-b-as-pad-a",
        "lib/Tuning/TuningDb.cpp",
        "                      {\"pad_a_us\", v.padAUs}, {\"pad_b_us\", v.padBUs},\n",
        "                      {\"pad_a_us\", v.padAUs}, {\"pad_b_us\", v.padAUs},\n",
        "A saved tuning database writes each variant's pad_a time as its pad_b_us, so after a merge and save the B-padding cost is lost (and the measured policy/report read the wrong pad cost).",
        ["gtest:TuningTest.DatabaseSavesAndLoadsAndMergesByKey"],
    ),
    Mutation(
        "pad-collapsed-dim-first-loop",
        "lib/Plan/ModulePlan.cpp",
        "    if (loops.size() != 1)\n      return failure();\n",
        "    if (loops.empty())\n      return failure();\n",
        "A GEMM dim made of several collapsed loops (e.g. M = batch x seq in a generic) is padded by setting only its first loop to the whole padded size, instead of being left unpadded with the remark 'a dim to pad is several collapsed loops'.",
        ["lit:Transforms/pad-collapsed-model"],
    ),
    Mutation(
        "wave-step-n-from-own-tiles",
        "lib/CostModel/CostModel.cpp",
        "  std::vector<int64_t> ns = dimCandidates(p.n, align, tileN, waveStep(tilesM), maxOverhead);\n",
        "  std::vector<int64_t> ns = dimCandidates(p.n, align, tileN, waveStep(tilesN), maxOverhead);\n",
        "The wave-completing padding candidates for N are derived from N's own tile count instead of M's, so for non-square tile grids the model proposes different (wrong) padded N sizes or misses the one that fills the last wave.",
        ["gtest:CostModelTest.WaveCompleteCandidatesFillWholeWavesOfTheOtherDimsTiles"],
    ),
    Mutation(
        "measured-pad-b-once-ignored",
        "lib/CostModel/PadPolicy.cpp",
        "    double padsUs = (once.a ? 0 : v.padAUs) + (once.b ? 0 : v.padBUs) + (view ? 0 : v.sliceUs);\n",
        "    double padsUs = (once.a ? 0 : v.padAUs) + (once.a ? 0 : v.padBUs) + (view ? 0 : v.sliceUs);\n",
        "In the measured policy, B's pad time is waived when A (not B) is padded once, so a weight B padded once (constant or pad-weights) still pays its pad each call and a padding may no longer be chosen, while a once-padded A wrongly waives B's pad.",
        ["gtest:MeasuredChoice.AGainInsideTheRoundSpreadKeepsTheOriginal"],
    ),
    # Round 15 (planted-15.json), with the tests that catch each.
    Mutation(
        "index-mask-other-use-ignored",
        "lib/Analysis/AttentionExtraction.cpp",
        "  bool indexMask = !mask.maskedWhereGreater.empty() || mask.otherIndexUse;\n",
        "  bool indexMask = !mask.maskedWhereGreater.empty();\n",
        "A mask built from loop indices in some other way than key > query (a sliding window, i == j, arithmetic on indices) no longer marks the chain as explicitly masked, so it is priced as an unmasked, non-causal attention with no remark.",
        ["lit:Analysis/attention-properties"],
    ),
    Mutation(
        "mask-select-polarity-copy-paste",
        "lib/Analysis/AttentionExtraction.cpp",
        "  if (isMaskedScore(select.getFalseValue()) && isScoreOrZero(select.getTrueValue()))\n    return false;\n",
        "  if (isMaskedScore(select.getFalseValue()) && isScoreOrZero(select.getTrueValue()))\n    return true;\n",
        "A mask written as select(cond, score, -inf) is read as masking where its condition holds, so a causal mask in that form is taken as a non-causal index mask and priced as an explicit mask.",
        ["lit:Analysis/attention-properties"],
    ),
    Mutation(
        "csv-empty-fields-dropped",
        "lib/Calibration/Csv.cpp",
        "    line.split(fields, ',');\n",
        "    line.split(fields, ',', -1, false);\n",
        "Empty CSV fields are dropped when splitting a row, so every value after an empty cell shifts one column left and is read under the wrong header.",
        ["gtest:AttentionDispatchTest.AgreesWithWhatRanOnTheH200"],
    ),
    Mutation(
        "results-mem-clock-limit-from-sm",
        "lib/Tuning/ResultsReader.cpp",
        "    conditions.memClockLimitMhz = results.limits.memClockLimitMhz;\n",
        "    conditions.memClockLimitMhz = results.limits.smClockLimitMhz;\n",
        "Merging runner results records the SM clock limit as the memory clock limit of every entry's conditions, so the database stores a wrong mem_clock_limit_mhz.",
        ["gtest:RunnerFormatTest.MergedResultsCarryRoundsIntervalsAndConditions"],
    ),
    Mutation(
        "bench-b-layout-flag-inverted",
        "lib/Emit/BenchEmitter.cpp",
        "                  p.b.contiguous == GemmDim::N ? \"true\" : \"false\", b.count, b.variants.size());\n",
        "                  p.b.contiguous == GemmDim::K ? \"true\" : \"false\", b.count, b.variants.size());\n",
        "The emitted problems.inc sets bContigN from the wrong layout, so the benchmark times nn.Linear-style [n,k] B operands as [k,n] and vice versa.",
        ["lit:Plan/consistency.test"],
    ),
    Mutation(
        "report-uses-invalid-variants",
        "tools/dimtune-tune/TuningReport.cpp",
        "      if (v.valid && padded.sameShape(v.m, v.n, v.k)) {\n",
        "      if (padded.sameShape(v.m, v.n, v.k)) {\n",
        "The tuning report takes a measured variant's times even when the run marked it invalid (wrong results or not run), reporting bogus measured totals instead of the model's prediction.",
        ["lit:Tuning/report-policies.mlir"],
    ),
    Mutation(
        "attention-backward-flops-dims-swapped",
        "lib/CostModel/AttentionProblem.cpp",
        "         double(3 * headDim + 2 * vHeadDim) * causalFraction();\n",
        "         double(2 * headDim + 3 * vHeadDim) * causalFraction();\n",
        "Backward attention FLOPs weight the V head dim three times and the Q/K head dim twice, so problems whose head dims differ get wrong backward FLOPs, TFLOP/s and time bounds.",
        ["gtest:AttentionKey.ForwardAndBackwardFlopsByHand"],
    ),
    Mutation(
        "efficiency-interpolation-inverted",
        "lib/CostModel/AttentionModel.cpp",
        "  double t = double(headDim - lo->first) / double(hi->first - lo->first);\n",
        "  double t = double(hi->first - headDim) / double(hi->first - lo->first);\n",
        "Interpolating the fitted efficiency between two measured head dims weights the wrong neighbour, so a kernel head dim between fit points gets the efficiency of the far one.",
        ["lit:Benchmarks/tools.test"],
    ),
    Mutation(
        "tp-vocab-shard-rounds-down",
        "lib/ModelConfig/StepOps.cpp",
        "          c.headDim,       (c.vocab + t - 1) / t,\n",
        "          c.headDim,       c.vocab / t,\n",
        "With tensor parallelism and a vocabulary not divisible by the ranks, the per-rank logits shard is rounded down, undercounting the loss and logits kernels (and disagreeing with the LM head GEMM's ceil).",
        ["gtest:FamilyTraits.EachRanksLogitsAreTheCeilOfTheVocabShare"],
    ),
    Mutation(
        "partial-rotary-half-from-head-dim",
        "lib/ModelConfig/StepOps.cpp",
        "  Shape rot = {d.batch, heads, d.seq, r}, half = {d.batch, heads, d.seq, r / 2};\n",
        "  Shape rot = {d.batch, heads, d.seq, r}, half = {d.batch, heads, d.seq, d.headDim / 2};\n",
        "For a partial rotary embedding (NeoX, Phi, GPT-J) rotate_half's kernels are sized from half the head dim instead of half the rotary dim, overpricing the rotary's neg and slice-gradient kernels.",
        ["gtest:FamilyTraits.PartialRotaryCatsThePassedDims", "lit:Benchmarks/tools.test"],
    ),
    Mutation(
        "stretch-start-off-by-one",
        "lib/CostModel/StepModel.cpp",
        "      startUs = i ? endUs[i - 1] : 0;\n",
        "      startUs = i ? endUs[i] : 0;\n",
        "A power-cap stretch starts at the end of its first kernel rather than the end of the previous one, so its idle time is undercounted, its mean power overstated and the sustained clock set too low.",
        ["gtest:StepRunTest.TheStepsClockIsTheOneMostOfItsTimeRunsAt"],
    ),
    Mutation(
        "sustained-power-from-burst-run",
        "lib/Calibration/PowerFit.cpp",
        "  s.sustainedPowerW = sustained.powerWMedian;\n",
        "  s.sustainedPowerW = burst.powerWMedian;\n",
        "The sustained GEMM's power is read from its burst run, so the power level the cap holds (held_w) is fitted from the wrong samples.",
        ["gtest:PowerFit.ASustainedShapeReadsEachRunsOwnConditions", "lit:Emit/build-example.test"],
    ),
    Mutation(
        "conv1d-mlp-up-layout-lost",
        "lib/ModelConfig/ModelConfig.cpp",
        "    linear(out, \"mlp_up\", tokens, ffnLocal, h, train, weight);\n",
        "    linear(out, \"mlp_up\", tokens, ffnLocal, h, train);\n",
        "GPT-2-style Conv1D weights are no longer passed for the MLP up projection, so its GEMMs (and their dgrad) are listed with nn.Linear's [out, in] layout and priced with the wrong B contiguity.",
        ["gtest:LayerGemms.Gpt2Conv1DTrainingByHand"],
    ),
    Mutation(
        "dq-key-operand-layout",
        "lib/ModelConfig/ModelConfig.cpp",
        "  out.push_back({\"attn_score\", \"dgrad\", bh, s, hd, l, K, N});   // dQ = dS K\n",
        "  out.push_back({\"attn_score\", \"dgrad\", bh, s, hd, l, K, K});   // dQ = dS K\n",
        "The backward dQ = dS K product is listed with K read K-contiguous instead of N-contiguous, so the math-path attention backward GEMM gets the wrong layout and price.",
        ["gtest:LayerGemms.LlamaTrainingOverTwoRanksByHand"],
    ),
    Mutation(
        "vocab-shrink-counted-equal-work",
        "lib/Advisor/ModelAdvisor.cpp",
        "  bool paddingUp = p.param == \"vocab_size\" && p.to > p.from;\n",
        "  bool paddingUp = p.param == \"vocab_size\";\n",
        "A vocab_size candidate that rounds the vocabulary down (removing tokens) is treated as equal-work padding and proposed instead of listed as an alternative. (Ported to atEqualWork, where the rule now lives: with the advisor's candidates, which only pad the vocabulary up, the planted change was unobservable.)",
        ["gtest:AdvisorEqualWork.WhatKeepsTheModelsWork"],
    ),
    Mutation(
        "kv-share-counts-memory-kernels",
        "lib/Advisor/ModelAdvisor.cpp",
        "    else if (k.kind == KernelKind::Attention)\n",
        "    else\n",
        "In the batch sweep every memory-bound non-GEMM kernel (norms, activations, rotary) is counted in the KV-cache share, overstating kv_share.",
        ["gtest:SweepTest.TheSharesSplitTheStepByWhatItsKernelsRead"],
    ),
    Mutation(
        "db-cuda-runtime-written-as-driver",
        "lib/Tuning/TuningDb.cpp",
        "  object[\"cuda_runtime\"] = e.context.cudaRuntime;\n",
        "  object[\"cuda_runtime\"] = e.context.driver;\n",
        "Saving the tuning database writes the driver version into each GEMM entry's cuda_runtime field, losing the CUDA runtime version the measurement was made with.",
        ["gtest:RunnerFormatTest.MergedResultsCarryRoundsIntervalsAndConditions"],
    ),
    Mutation(
        "reuse-padded-arg-ignores-offset",
        "lib/Plan/ModulePlan.cpp",
        "         slice.hasZeroOffset() && slice.hasUnitStride();\n",
        "         slice.hasUnitStride();\n",
        "A pad of a slice of a padded weight argument taken at a non-zero offset is replaced by the whole argument, so the GEMM reads the wrong rows of the weight. (Ported to isLeadingSliceOfPaddedArgument, the one predicate the plan and the rewrite now read.)",
        ["lit:Transforms/pad-weights-calls-only.mlir"],
    ),
    Mutation(
        "gemm-key-c-contig-default",
        "lib/CostModel/GemmKey.cpp",
        "  std::string dtype, bDtype, cDtype, aContig, bContig, cContig = \"n\";\n",
        "  std::string dtype, bDtype, cDtype, aContig, bContig, cContig = \"m\";\n",
        "A GEMM key read from JSON without c_contig (which the writer omits for the usual N-contiguous result) gets an M-contiguous C, so database entries no longer match the keys they were written from.",
        ["gtest:GemmKey.JsonRoundTripsEveryField"],
    ),
    Mutation(
        "pad-copy-cost-ignores-read",
        "lib/CostModel/PadPolicy.cpp",
        "    us += cal.copyLaunchUs + (before + after) * double(bytes) / bandwidth * 1e6;\n",
        "    us += cal.copyLaunchUs + after * double(bytes) / bandwidth * 1e6;\n",
        "The predicted cost of a pad or slice copy counts only the bytes written, not those read, so padding looks cheaper and the model policy pads GEMMs whose pads do not pay off.",
        ["gtest:PadPolicyTest.RowKeepingSliceIsAView"],
    ),
    # Round 16 (planted-16.json), with the tests that catch each.
    Mutation(
        "causal-mask-loops-swapped",
        "lib/Analysis/AttentionExtraction.cpp",
        "    mask.maskedWhereGreater.push_back({perLoop[greater->a], perLoop[greater->b]});\n",
        "    mask.maskedWhereGreater.push_back({perLoop[greater->b], perLoop[greater->a]});\n",
        "The index comparison is recorded with its operands swapped, so a 'key > query' causal mask reads as 'query > key': causal attention chains are priced as explicitly masked (and lose the causal flag).",
        ["lit:Analysis/attention-causal-mask"],
    ),
    Mutation(
        "backward-dq-wrong-loops",
        "lib/Analysis/AttentionExtraction.cpp",
        "        bool dQ = reduced == roles.keys;\n",
        "        bool dQ = reduced == roles.query;\n",
        "dQ = dS K reduces over the keys, but the check now compares with the query loop, so the backward's dQ product is no longer absorbed into the attention chain and stays in the GEMM view of a training step.",
        ["lit:Plan/consistency"],
    ),
    Mutation(
        "slice-time-reads-padb",
        "lib/Tuning/ResultsReader.cpp",
        "  v.sliceUs = slice.medianUs;\n",
        "  v.sliceUs = padB.medianUs;\n",
        "Merging runner results stores the pad-B timing as the result slice time, so slice_us in the database and the measured padding cost are wrong whenever the two differ.",
        ["gtest:RunnerFormatTest.MergedResultsCarryRoundsIntervalsAndConditions"],
    ),
    Mutation(
        "hf-kv-heads-default-mqa",
        "lib/ModelConfig/HfFamilies.cpp",
        "    c.kvHeads = integer({\"num_key_value_heads\"}, c.heads);\n",
        "    c.kvHeads = integer({\"num_key_value_heads\"}, 1);\n",
        "A config without num_key_value_heads (OPT, GPT-NeoX, Phi, older Llama) defaults to one KV head instead of one per attention head, so the model is read as multi-query attention.",
        ["gtest:FamilyTraits.LayerForwardFlopsByHand"],
    ),
    Mutation(
        "advice-json-kv-heads-field",
        "lib/Advisor/AdviceReport.cpp",
        "      j.attribute(\"num_key_value_heads\", p.config.kvHeads);\n",
        "      j.attribute(\"num_key_value_heads\", p.config.heads);\n",
        "Each proposal in the advice JSON reports the attention head count as num_key_value_heads, wrong for every grouped-query model (e.g. Llama 3's 32/8).",
        ["lit:Frontend/advise"],
    ),
    Mutation(
        "bench-a-contig-flag-inverted",
        "lib/Emit/BenchEmitter.cpp",
        "                  p.a.contiguous == GemmDim::K ? \"true\" : \"false\",\n",
        "                  p.a.contiguous == GemmDim::M ? \"true\" : \"false\",\n",
        "problems.inc marks A as stored [m,k] exactly when it is stored [k,m], so the generated benchmark times every GEMM with A's layout transposed.",
        ["lit:Calibrate/emit-only"],
    ),
    Mutation(
        "causal-fraction-off-by-one",
        "lib/CostModel/AttentionProblem.cpp",
        "  double kept = partial * (partial + 1) / 2 + full * kv;\n",
        "  double kept = partial * (partial - 1) / 2 + full * kv;\n",
        "Row i of a top-left causal mask sees i+1 keys; the sum now counts i, so causal attention FLOPs (and the reported TFLOP/s, bounds and step FLOPs) are too low, badly so for short sequences.",
        ["gtest:AttentionKey.CausalFractionAndJson"],
    ),
    Mutation(
        "attention-ctas-per-kv-head",
        "lib/CostModel/AttentionModel.cpp",
        "  int64_t repeats = key.batch * key.heads;\n",
        "  int64_t repeats = key.batch * key.kvHeads;\n",
        "The fused kernel's grid repeats its query blocks per query head, but is now sized per KV head, so grouped-query attention (heads > kv_heads) is predicted with far fewer CTAs and much faster than it runs.",
        ["gtest:AttentionModelTest.GroupedQueryAttentionHasACtaPerQueryHead"],
    ),
    Mutation(
        "kv-cache-write-query-heads",
        "lib/ModelConfig/StepOps.cpp",
        "    Shape added = {d.batch, d.kvHeads, d.seq, d.headDim};\n",
        "    Shape added = {d.batch, d.heads, d.seq, d.headDim};\n",
        "The prefill/decode KV-cache write is sized with the query heads rather than the KV heads, so grouped-query models write group-times too many bytes into the cache each step.",
        ["gtest:FamilyTraits.KvCacheWritesByPhaseAndCache"],
    ),
    Mutation(
        "math-attention-in-serving",
        "lib/ModelConfig/StepOps.cpp",
        "  bool math = c.mathAttention && o.huggingFaceStep();\n",
        "  bool math = c.mathAttention;\n",
        "Hugging Face's fp32 math-path attention (Falcon's old multi-query decoder) is now also assumed for serving prefill/decode steps, which serving engines run on fused kernels, changing the attention key's type and mask.",
        ["gtest:FamilyTraits.FalconMathAttentionOnlyForOldMultiQuery"],
    ),
    Mutation(
        "host-backward-reads-forward",
        "lib/CostModel/StepModel.cpp",
        "  run.hostBackwardUs = r.hostBackwardUs;\n",
        "  run.hostBackwardUs = r.hostForwardUs;\n",
        "The step run's backward host time is copied from the forward's, so an eager training step reports host_backward_us equal to host_forward_us instead of what autograd's kernels cost to issue.",
        ["gtest:StepRunTest.AHuggingFaceStepIssuesEachPhaseAtItsOwnScale"],
    ),
    Mutation(
        "power-cap-never-reruns",
        "lib/CostModel/StepModel.cpp",
        "      capped = capped || f < boost;\n",
        "      capped = capped && f < boost;\n",
        "capped can never become true, so under clock=sustained a step whose power exceeds the cap is not re-timed at its lower clock: step_us stays at the boost time and power_capped is false.",
        ["gtest:StepRunTest.TheSustainedClockHoldsTheCapWhereTheStepWouldPassIt"],
    ),
    Mutation(
        "param-count-one-kv-projection",
        "lib/ModelConfig/ModelConfig.cpp",
        "  double attention = h * (q + 2 * kv) + q * h + (attentionBias ? q + 2 * kv : 0) +\n",
        "  double attention = h * (q + kv) + q * h + (attentionBias ? q + 2 * kv : 0) +\n",
        "The attention parameter count includes only one of the K and V projections, so parameterCount, weights bytes for serving and every proposal's param_delta_pct are wrong.",
        ["gtest:ModelConfig.Gpt2SmallParameterCount"],
    ),
    Mutation(
        "attention-gemms-ignore-tp",
        "lib/ModelConfig/ModelConfig.cpp",
        "static void attentionGemms(std::vector<GemmSpec> &out, const ModelConfig &c,\n                           const ImportOptions &o) {\n  int64_t bh = o.microBatch * (c.heads / o.tp), s = o.queryLen(), l = o.keyLen(), hd = c.headDim;\n",
        "static void attentionGemms(std::vector<GemmSpec> &out, const ModelConfig &c,\n                           const ImportOptions &o) {\n  int64_t bh = o.microBatch * c.heads, s = o.queryLen(), l = o.keyLen(), hd = c.headDim;\n",
        "The attention products' batch counts every head instead of each rank's share, so with --tp > 1 the imported attention GEMMs (and math-path attention time) are tp times too large.",
        ["gtest:LayerGemms.LlamaTrainingOverTwoRanksByHand"],
    ),
    Mutation(
        "param-delta-inverted",
        "lib/Advisor/ModelAdvisor.cpp",
        "    p.paramDeltaPct = (changed.parameterCount() / params - 1) * 100;\n",
        "    p.paramDeltaPct = (params / changed.parameterCount() - 1) * 100;\n",
        "The parameter change of a candidate is computed from the inverted ratio, so its sign flips (padding the vocab up reports fewer parameters) and its magnitude is off.",
        ["gtest:AdvisorTest.ProposesAnAlignedVocabForGpt2AndRanksByTheWholeStep"],
    ),
    Mutation(
        "micro-batch-scale-inverted",
        "lib/Advisor/ModelAdvisor.cpp",
        "      double scale = double(o.microBatch) / double(bigger.microBatch);\n",
        "      double scale = double(bigger.microBatch) / double(o.microBatch);\n",
        "The batch-roofline proposal scales the bigger micro-batch's step up instead of down to the current tokens, so its predicted speed-up collapses below 1 and the micro_batch proposal is dropped.",
        ["gtest:AdvisorTest.TheMicroBatchProposalIsPricedPerTokenOfTheCurrentBatch"],
    ),
    Mutation(
        "weight-arg-checks-n",
        "lib/Plan/ModulePlan.cpp",
        "         !layout.spansDim(GemmDim::M) && !layout.spansDim(GemmDim::Batch);\n",
        "         !layout.spansDim(GemmDim::N) && !layout.spansDim(GemmDim::Batch);\n",
        "With pad-weights=true a weight is an operand that does not span N instead of M, so the real weight B is never taken padded and an activation argument A is padded in the signature instead.",
        ["lit:Transforms/pad-weights-calls-only"],
    ),
    Mutation(
        "db-writes-speedup-low-as-high",
        "lib/Tuning/TuningDb.cpp",
        "    object[\"speedup_low\"] = v.speedupLow;\n",
        "    object[\"speedup_low\"] = v.speedupHigh;\n",
        "Saving the tuning database writes each variant's speed-up interval low end as its high end, so a reloaded database has a collapsed interval and the measured policy accepts paddings inside the round-to-round spread.",
        ["gtest:RunnerFormatTest.MergedResultsCarryRoundsIntervalsAndConditions"],
    ),
    Mutation(
        "align-candidates-skip-minimum",
        "lib/CostModel/CostModel.cpp",
        "  for (int64_t multiple = alignment; multiple <= 256; multiple *= 2)\n",
        "  for (int64_t multiple = 2 * alignment; multiple <= 256; multiple *= 2)\n",
        "Padding candidates start at twice the alignment, so the smallest aligned size (e.g. n = 50257 -> 50264 for bf16) is never considered and the model suggests larger paddings or none.",
        ["gtest:PadPolicyTest.NoPaddingBeyondMaxOverhead"],
    ),
    Mutation(
        "pad-speedup-ignores-pad-cost",
        "lib/CostModel/PadPolicy.cpp",
        "  d.speedup = originalUs / (d.gemmUs + d.padCostUs);\n",
        "  d.speedup = originalUs / d.gemmUs;\n",
        "A predicted padding decision's speed-up ignores the pads' and slices' copy time, so policy=model/align pad GEMMs whose copies cost more than they save and report inflated speed-ups.",
        ["gtest:PadPolicyTest.AlignPadsWhateverTheGain"],
    ),
    # --- Round 17 (planted-17.json): the tests that caught each, or were written for it ---
    Mutation(
        "causal-mask-negation-inverted",
        "lib/Analysis/AttentionExtraction.cpp",
        "    if (!greater || !whereTrue || *whereTrue == greater->negated) {\n",
        "    if (!greater || !whereTrue || *whereTrue != greater->negated) {\n",
        "A select that masks scores where key > query is read as some other index use (and the opposite form is taken as causal), so causal attention chains are priced as explicitly masked and get an AttentionMaskNotCausal remark.",
        ["lit:Trace/eager-attention.test"],
    ),
    Mutation(
        "key-heads-ignore-broadcast",
        "lib/Analysis/AttentionExtraction.cpp",
        "  int64_t keyHeads = extentOf(sizes, roles.heads & keyLoops);\n",
        "  int64_t keyHeads = extentOf(sizes, roles.heads);\n",
        "K's head count is taken from all head loops of the scores, even those K is broadcast along, so a multi-query chain whose K lacks the head loop is read with every query head as a KV head (and then rejected against V's head count).",
        ["lit:Analysis/attention-chain-length.mlir"],
    ),
    Mutation(
        "attention-forward-bound-backward-flops",
        "lib/Tuning/ReadChecks.cpp",
        "    TimeBounds forward = timeBounds(*target, math, shape.forwardFlops(), shape.ioBytes());\n",
        "    TimeBounds forward = timeBounds(*target, math, shape.backwardFlops(), shape.ioBytes());\n",
        "The lower bound on a measured attention forward time is computed from the backward's FLOPs, so ordinary forward timings are refused as faster than the datasheet allows when merging attention results or shards.",
        ["lit:Tuning/attention-db.test"],
    ),
    Mutation(
        "falcon-kv-heads-default-one",
        "lib/ModelConfig/HfFamilies.cpp",
        "    c.kvHeads = f.integer({\"num_kv_heads\"}, c.heads);\n",
        "    c.kvHeads = f.integer({\"num_kv_heads\"}, 1);\n",
        "A Falcon config with new_decoder_architecture but no num_kv_heads is imported as multi-query (1 KV head) instead of HF's default of one KV head per attention head, changing its GEMM shapes, KV cache and attention.",
        ["gtest:FamilyTraits.FalconQkvWidthByDecoderAndKvHeads"],
    ),
    Mutation(
        "advice-host-backward-writes-forward",
        "lib/Advisor/AdviceReport.cpp",
        "  j.attribute(\"host_backward_us\", s.run.hostBackwardUs);\n",
        "  j.attribute(\"host_backward_us\", s.run.hostForwardUs);\n",
        "The advice JSON's host_backward_us repeats the host's forward issue time instead of its backward one.",
        ["lit:Frontend/advise.test"],
    ),
    Mutation(
        "report-tokens-per-s-from-kernel-sum",
        "lib/CostModel/GemmReport.cpp",
        "      j.attribute(\"tokens_per_s\", run.stepUs > 0 ? serving->tokens / (run.stepUs * 1e-6) : 0.0);\n",
        "      j.attribute(\"tokens_per_s\", kernelUs > 0 ? serving->tokens / (kernelUs * 1e-6) : 0.0);\n",
        "The analyze report's serving tokens_per_s divides by the kernels' summed time instead of the step as it runs (host, launches, clock), overstating throughput and disagreeing with step_us.",
        ["lit:Frontend/import-serving.test"],
    ),
    Mutation(
        "cudnn-decode-grid-bit-ceil",
        "lib/CostModel/AttentionModel.cpp",
        "  int64_t grid = int64_t(llvm::bit_floor(uint64_t(2 * smCount)));\n",
        "  int64_t grid = int64_t(llvm::bit_ceil(uint64_t(2 * smCount)));\n",
        "cuDNN's decode grid is rounded up instead of down to a power of two (512 instead of 256 CTAs on a 132-SM H100/H200), so decode attention is split over more key blocks than cuDNN uses and its time is mispredicted.",
        ["gtest:CudnnDecodeSplits.SplitsInPowersOfTwoOnlyWhereFourOrMoreFit"],
    ),
    Mutation(
        "masked-fit-for-unmasked-attention",
        "lib/CostModel/AttentionModel.cpp",
        "    bool maskFitted = key.explicitMask && maskedFit.calibrated();\n",
        "    bool maskFitted = maskedFit.calibrated();\n",
        "Wherever a backend has a masked-attention fit (cuDNN, memory-efficient on the built-in H200 calibration), unmasked and causal problems are priced with the masked fit too, changing their forward and backward times.",
        ["gtest:AttentionModelTest.CausalFactorScalesTheCausalPassesOnly"],
    ),
    Mutation(
        "phi3-qkv-slice-grad-extra-sum",
        "lib/ModelConfig/StepOps.cpp",
        "    for (int i = 0; i < 2; ++i)\n",
        "    for (int i = 0; i < 3; ++i)\n",
        "Summing Phi-3's three qkv slice gradients takes two adds, but the step lists three, adding a spurious full-width memory-bound kernel per layer to Phi-3 training steps.",
        ["gtest:FamilyTraits.Phi3FusedQkvAndGateUp"],
    ),
    Mutation(
        "step-ops-ffn-not-tp-split",
        "lib/ModelConfig/StepOps.cpp",
        "          c.hidden,        c.ffn / t,\n",
        "          c.hidden,        c.ffn,\n",
        "The memory-bound kernels over the MLP's intermediate (activation, gating, MLP bias gradients) use the whole FFN width instead of each tensor-parallel rank's share, inflating their time by the TP degree.",
        ["gtest:FamilyTraits.EachRanksActivationRunsOverItsShareOfTheIntermediate"],
    ),
    Mutation(
        "mean-power-ignores-idle-time",
        "lib/CostModel/StepModel.cpp",
        "    energy += stretchPower(kernels, s, target, f) * (busyUs + s.idleUs);\n",
        "    energy += stretchPower(kernels, s, target, f) * busyUs;\n",
        "Each stretch's energy counts only its busy time while the mean divides by busy plus idle time, so the reported step power is too low whenever the GPU waits (eager launches, host pacing).",
        ["gtest:StepRunTest.BusyWattsChargeTheTimeAKernelRunsWhateverItsRate"],
    ),
    Mutation(
        "power-rate-scale-inverted",
        "lib/Target/TargetRegistry.cpp",
        "  double rateScale = boostClockMhz > 0 ? std::pow(mhz / boostClockMhz, p.rateClockExponent) : 1;\n",
        "  double rateScale = boostClockMhz > 0 ? std::pow(boostClockMhz / mhz, p.rateClockExponent) : 1;\n",
        "The power model's clock scaling is inverted, so power rises as the clock falls; a step over the cap is driven down to the lowest clock instead of the highest clock the cap sustains.",
        ["gtest:StepRunTest.TheSustainedClockHoldsTheCapWhereTheStepWouldPassIt"],
    ),
    Mutation(
        "param-count-kv-uses-query-heads",
        "lib/ModelConfig/ModelConfig.cpp",
        "  double h = hidden, q = double(heads) * headDim, kv = double(kvHeads) * headDim;\n",
        "  double h = hidden, q = double(heads) * headDim, kv = double(heads) * headDim;\n",
        "The K and V projections are counted with the query heads, so grouped-query and multi-query models report too many parameters (weights bytes, parameter deltas of the advisor's candidates).",
        ["gtest:ModelConfig.MixtralParameterCountHoldsEveryExpert"],
    ),
    Mutation(
        "conv1d-wgrad-shape-transposed",
        "lib/ModelConfig/ModelConfig.cpp",
        "    out.push_back({role.str(), \"wgrad\", 1, k, n, tokens, M, N});\n",
        "    out.push_back({role.str(), \"wgrad\", 1, n, k, tokens, M, N});\n",
        "GPT-2's Conv1D weight gradient dW = X^T dY is [in, out], but it is listed as an [out, in] GEMM like nn.Linear's, so its weight-gradient GEMMs have M and N swapped.",
        ["gtest:LayerGemms.Gpt2Conv1DTrainingByHand"],
    ),
    Mutation(
        "mha-head-candidate-keeps-old-kv",
        "lib/Advisor/ModelAdvisor.cpp",
        "        h.kvHeads = h.heads;\n",
        "        h.kvHeads = c.kvHeads;\n",
        "A multi-head model's num_attention_heads candidates keep the old KV head count instead of staying multi-head: fewer heads become invalid and are dropped, more heads turn into grouped-query candidates.",
        ["gtest:AdvisorTest.HeadCandidatesSayWhichKernelHeadDimTheyRunAs"],
    ),
    Mutation(
        "padded-totals-drop-math-path-softmax",
        "lib/Plan/ModulePlan.cpp",
        "  t.paddedAttentionUs += mathPathMemoryUs_;\n",
        "",
        "The padded step leaves out the math-path attention's memory-bound kernels (softmax, mask, repeat_kv) that the unpadded step counts, so padded_attention_us and padded_step_us are too small and a module with unfused attention shows a padding speed-up even where nothing is padded.",
        ["lit:Plan/padded-totals-math-path.test"],
    ),
    Mutation(
        "gemv-like-row-cost-off-by-one",
        "lib/CostModel/CostModel.cpp",
        "  double scale = 1 + cal.gemvRowCost * double(rows - 1);\n",
        "  double scale = 1 + cal.gemvRowCost * double(rows);\n",
        "The GEMV-like kernel's cost grows by a row more than it runs (the first row is the one-row GEMV itself), overpricing misaligned small-M GEMMs and changing which kernel and padding win.",
        ["gtest:CostModelTest.AFewMisalignedRowsMayRunTheGemvLikeKernel"],
    ),
    Mutation(
        "measured-padding-skips-min-speedup",
        "lib/CostModel/PadPolicy.cpp",
        "  if (choice.isOriginal(measured) || !(choice.speedup() >= options.minSpeedup))\n",
        "  if (choice.isOriginal(measured))\n",
        "Under policy=measured a measured padding is taken however small its speed-up, ignoring min-speedup (default 1.05x), so GEMMs get padded for gains within noise.",
        ["gtest:PadPolicyTest.MeasuredPaddingMustBeatTheMinimumSpeedup"],
    ),
    # --- A weight another GEMM takes padded, offered at that shape (2026-12-07) ---
    Mutation(
        "taken-weight-shape-never-offered",
        "lib/Plan/ModulePlan.cpp",
        "    ownDecision = !(dropped.size() == 1 && padToWeightTakenPadded(g, dropped.front(), model));\n",
        "    ownDecision = true;\n",
        "A dgrad whose weight the forward takes padded at another shape only ever pads its own shape and copies the weight's slice every call, though the forward's shape, the weight then free, is faster (GPT-2's LM head: 436.5 us of pads where 395.1 us do).",
        ["lit:Transforms/pad-weights-taken-shape.mlir", "lit:Transforms/pad-execution.test"],
    ),
    Mutation(
        "taken-weight-shape-past-max-overhead",
        "lib/CostModel/PadPolicy.cpp",
        "  return admissible(predicted(problem, padded, model, model.estimate(problem).predictedUs, once),\n                    options);\n",
        "  return predicted(problem, padded, model, model.estimate(problem).predictedUs, once);\n",
        "The shape another GEMM takes a weight padded at is taken past max-overhead (and min-speedup): the dgrad runs at the forward's shape though the user bounded the extra work below it.",
        ["lit:Transforms/pad-weights-two-shapes.mlir", "lit:Transforms/pad-execution.test"],
    ),
    # --- Spec-derived tests of 2026-12-07: each rule by hand -------------
    Mutation(
        "spec-conv1d-dgrad-layout",
        "lib/ModelConfig/ModelConfig.cpp",
        "  out.push_back({role.str(), \"dgrad\", 1, tokens, k, n, K, conv1d ? K : N});\n",
        "  out.push_back({role.str(), \"dgrad\", 1, tokens, k, n, K, N});\n",
        "GPT-2's Conv1D dgrad (dX = dY W^T) read W N-major like nn.Linear's: every GPT-2 backward GEMM priced with the wrong B layout.",
        ["gtest:LayerGemms.Gpt2Conv1DTrainingByHand"],
    ),
    Mutation(
        "spec-kv-replica",
        "lib/ModelConfig/ModelConfig.cpp",
        "  int64_t kvLocal = std::max<int64_t>(c.kvHeads / t, 1) * hd;\n",
        "  int64_t kvLocal = c.kvHeads * hd / t;\n",
        "Fewer KV heads than TP ranks split below one head a rank (2 KV heads over 4 ranks: half a head each) instead of one replicated: the fused QKV's N too small.",
        ["gtest:LayerGemms.FusedDecodeOverFourRanksByHand"],
    ),
    Mutation(
        "spec-per-expert-floor",
        "lib/ModelConfig/ModelConfig.cpp",
        "    int64_t perExpert = llvm::divideCeilSigned(tokens * c.expertsPerToken, c.experts);\n",
        "    int64_t perExpert = tokens * c.expertsPerToken / c.experts;\n",
        "A MoE expert's share of routed tokens rounded down: 7 tokens x top-2 over 8 experts gives 1 row an expert, not 2.",
        ["gtest:LayerGemms.MixtralGroupedExpertsByHand"],
    ),
    Mutation(
        "spec-eager-cached-layout",
        "lib/ModelConfig/ModelConfig.cpp",
        "  out.push_back({\"attn_score\", \"fwd\", bh, s, l, hd, K, cached ? K : N, F32});\n",
        "  out.push_back({\"attn_score\", \"fwd\", bh, s, l, hd, K, N, F32});\n",
        "GPT-J's eager QK^T over a DynamicCache read k N-major as in training (the cache keeps k contiguous, K-major).",
        ["gtest:LayerGemms.GptJEagerAttentionInFp32ByHand"],
    ),
    Mutation(
        "spec-rotary-seq",
        "lib/ModelConfig/ModelConfig.cpp",
        "    out.push_back({\"rotary\", \"fwd\", 1, c.rotaryDim / 2, o.queryLen(), 1, GemmDim::K, GemmDim::N,\n",
        "    out.push_back({\"rotary\", \"fwd\", 1, c.rotaryDim / 2, o.seq, 1, GemmDim::K, GemmDim::N,\n",
        "The rotary angles' GEMM sized by --seq in decode (one new position): a decode step prices the prompt's angles again.",
        ["gtest:LayerGemms.FusedDecodeOverFourRanksByHand"],
    ),
    Mutation(
        "spec-sp-seq",
        "lib/ModelConfig/ModelConfig.cpp",
        "  if (o.sequenceParallel && o.seq % o.tp != 0)\n",
        "  if (o.sequenceParallel && o.seq % o.tp != 0 && false)\n",
        "--sp with a --seq that --tp does not divide accepted: the sequence-parallel split is not whole.",
        ["gtest:LayerGemms.EachParallelismRuleRefusesWithItsOption"],
    ),
    Mutation(
        "spec-eight-thirds-no-tp",
        "lib/Advisor/ModelAdvisor.cpp",
        "      ffns.insert(llvm::alignTo(c.hidden * 8 / 3, multiple * t));\n",
        "      ffns.insert(llvm::alignTo(c.hidden * 8 / 3, multiple));\n",
        "The gated 8/3 h FFN rule aligned without the TP degree: Llama-2 7B over 4 ranks gets a 10944 candidate whose rank share is not a multiple of 64.",
        ["gtest:AdvisorTest.CandidatesAreTheRulesValuesByHand"],
    ),
    Mutation(
        "spec-roofline-tokens-seq",
        "lib/Advisor/ModelAdvisor.cpp",
        "  r.microBatch = high;\n  r.tokens = high * o.queryLen();\n  return r;\n}\n",
        "  r.microBatch = high;\n  r.tokens = high * o.seq;\n  return r;\n}\n",
        "The batch roofline's tokens counted as micro-batch x --seq in decode (one token a sequence): the report's tokens 512x too many.",
        ["gtest:AdvisorTest.TheDecodeRooflineCountsOneTokenASequence"],
    ),
    Mutation(
        "spec-shortfall-strict",
        "lib/Advisor/ModelAdvisor.cpp",
        "  if (!(gpu.memoryGB > 0) || memory.totalBytes() <= gpu.memoryGB * 1e9)\n",
        "  if (!(gpu.memoryGB > 0) || memory.totalBytes() < gpu.memoryGB * 1e9 * 0.9)\n",
        "A serving batch refused unless it leaves 10% of the GPU's memory free: batches that fit are called out of memory.",
        ["gtest:SweepTest.ABatchFitsUpToExactlyTheCapacity"],
    ),
    Mutation(
        "spec-sweep-cap-2048",
        "lib/Advisor/ModelAdvisor.cpp",
        "  int64_t last = std::max<int64_t>(1, std::min<int64_t>(sweep.maxBatch, 4096));\n",
        "  int64_t last = std::max<int64_t>(1, std::min<int64_t>(sweep.maxBatch, 2048));\n",
        "The serving sweep stops at 2048 sequences where 4096 fit: its largest point and the knee past 2048 are lost.",
        ["gtest:SweepTest.TheSweepStopsAt4096SequencesWhereMoreFit"],
    ),
    Mutation(
        "spec-knee-ignores-fit",
        "lib/Advisor/ModelAdvisor.cpp",
        "    if (p.fits && p.stepUs <= first * (1 + kneeTolerance))\n",
        "    if (p.stepUs <= first * (1 + kneeTolerance))\n",
        "The serving knee counts a batch that does not fit: a model that fits no sequence reports a knee of 1.",
        ["gtest:SweepTest.NoKneeWhereNotOneSequenceFits"],
    ),
    Mutation(
        "spec-microbatch-at-equal",
        "lib/Advisor/ModelAdvisor.cpp",
        "  if (!serving && advice.roofline.found && advice.roofline.microBatch > o.microBatch) {\n",
        "  if (!serving && advice.roofline.microBatch > o.microBatch) {\n",
        "A micro-batch proposal made where no batch in the search's range is compute-bound: the search cap (65536) proposed as an answer.",
        ["gtest:AdvisorTest.NoMicroBatchProposalWhereNoBatchIsComputeBound"],
    ),
    Mutation(
        "spec-gemmshapes-count-attention",
        "lib/Advisor/ModelAdvisor.cpp",
        "        if (advice.step.attention.fused() && isAttentionRole(g.role))\n          continue;\n        ++advice.gemmShapes;\n",
        "        ++advice.gemmShapes;\n",
        "The advice's count of GEMM shapes includes the attention products a fused kernel runs: the database's coverage reads lower than it is.",
        ["gtest:AdvisorTest.TheGemmShapesCountedAreThoseTheStepRunsAsGemms"],
    ),
    Mutation(
        "spec-splitk-bytes-once",
        "lib/CostModel/CostModel.cpp",
        "    bytes += 2.0 * 4.0 * kernel.splitFactor * p.batch * double(p.m) * p.n;\n",
        "    bytes += 4.0 * kernel.splitFactor * p.batch * double(p.m) * p.n;\n",
        "Split-K's fp32 partial sums counted as written but not read back: split-K's memory time halved.",
        ["gtest:CostModelTest.EveryKernelsEstimateIsItsTermsByHand"],
    ),
    Mutation(
        "spec-streamk-no-overhead",
        "lib/CostModel/CostModel.cpp",
        "    computeSeconds = kernel.waves * tileSeconds * (1 + cal.streamKOverhead);\n",
        "    computeSeconds = kernel.waves * tileSeconds;\n",
        "Stream-K's fix-up overhead dropped: stream-K always beats the data-parallel kernel's partial last wave.",
        ["gtest:CostModelTest.EveryKernelsEstimateIsItsTermsByHand"],
    ),
    Mutation(
        "spec-k-unpadded",
        "lib/CostModel/CostModel.cpp",
        "  double tileSeconds = 2.0 * tile.m * tile.n * double(kPadded) / slotFlops;\n",
        "  double tileSeconds = 2.0 * tile.m * tile.n * double(p.k) / slotFlops;\n",
        "A tile's K loop priced at K itself, not K rounded up to the tile's k: a K of 1000 on 64-deep tiles takes 1000/1024 of its time.",
        ["gtest:CostModelTest.EveryKernelsEstimateIsItsTermsByHand"],
    ),
    Mutation(
        "spec-wave-cost-fractional",
        "lib/CostModel/CostModel.cpp",
        "  computeSeconds += std::ceil(kernel.waves) * cal.waveUs * 1e-6;\n",
        "  computeSeconds += kernel.waves * cal.waveUs * 1e-6;\n",
        "The per-wave cost charged per fraction of a wave: stream-K's 1.3 waves pay 1.3 wave costs, not 2.",
        ["gtest:CostModelTest.EveryKernelsEstimateIsItsTermsByHand"],
    ),
    Mutation(
        "spec-split-16-excluded",
        "lib/CostModel/CostModel.cpp",
        "  for (int64_t split = 2; split <= 16 && outputTiles * split <= 2 * slots && split * 2 <= kTiles;\n",
        "  for (int64_t split = 2; split < 16 && outputTiles * split <= 2 * slots && split * 2 <= kTiles;\n",
        "Split-K's largest factor, 16, never considered.",
        ["gtest:CostModelTest.EveryKernelsEstimateIsItsTermsByHand"],
    ),
    Mutation(
        "spec-split-ktiles-weak",
        "lib/CostModel/CostModel.cpp",
        "  for (int64_t split = 2; split <= 16 && outputTiles * split <= 2 * slots && split * 2 <= kTiles;\n",
        "  for (int64_t split = 2; split <= 16 && outputTiles * split <= 2 * slots && split <= kTiles;\n",
        "Split-K allowed down to one k-tile a slice (64 x 3001 x 512 split 8 ways).",
        ["gtest:CostModelTest.EveryKernelsEstimateIsItsTermsByHand"],
    ),
    Mutation(
        "spec-streamk-at-equal",
        "lib/CostModel/CostModel.cpp",
        "    if (outputTiles > slots && outputTiles % slots != 0) {\n",
        "    if (outputTiles >= slots) {\n",
        "Stream-K considered for a grid of exactly whole waves (no partial wave to fill).",
        ["gtest:CostModelTest.EveryKernelsEstimateIsItsTermsByHand"],
    ),
    Mutation(
        "spec-fold-cap-inclusive",
        "lib/Padding/PadGemm.cpp",
        "      !staysSplat && (!bytes || *bytes > kMostFoldedConstantBytes))\n",
        "      !staysSplat && (!bytes || *bytes >= kMostFoldedConstantBytes))\n",
        "A padded constant of exactly 16 MiB left as a pad op instead of folded.",
        ["lit:Transforms/pad-fold-constants"],
    ),
    Mutation(
        "spec-splat-never-stays",
        "lib/Padding/PadGemm.cpp",
        "  bool staysSplat = source.isSplat() && source.getSplatValue<Attribute>() == padAttr;\n",
        "  bool staysSplat = false;\n",
        "A splat constant of zeros expanded when padded: a zero weight past the cap stays a pad op.",
        ["lit:Transforms/pad-fold-constants"],
    ),
    Mutation(
        "spec-fill-value-unchecked",
        "lib/Padding/PadGemm.cpp",
        "      !matchPattern(fill.value(), m_Constant(&fillValue)) || fillValue != padValue)\n",
        "      !matchPattern(fill.value(), m_Constant(&fillValue)))\n",
        "pad(fill 1.0) folded into a larger fill of 1.0: the padded columns of the accumulator hold ones, not the padding's zeros.",
        ["lit:Transforms/pad-fold-constants"],
    ),
    Mutation(
        "spec-once-only-b",
        "lib/Padding/PadGemm.cpp",
        "    if (input && succeeded(foldPadOfConstant(rewriter, pad))) {\n",
        "    if (input && *input == 1 && succeeded(foldPadOfConstant(rewriter, pad))) {\n",
        "A constant A never padded once: its pad stays an op each call.",
        ["lit:Transforms/pad-fold-constants"],
    ),
    Mutation(
        "spec-latency-gemm-compute",
        "lib/Advisor/StepTime.cpp",
        "  return {KernelKind::Gemm, us, e.bound == Bound::Memory ? 0.0 : us, key.flops(), key.minBytes(),\n",
        "  return {KernelKind::Gemm, us, e.bound == Bound::Compute ? us : 0.0, key.flops(), key.minBytes(),\n",
        "Latency-bound GEMMs not clock-scaled: the sustained clock leaves the step's small GEMMs as fast as at boost.",
        ["gtest:StepTimeTest.AFusedStepIsItsPartsEachPricedOnce"],
    ),
    Mutation(
        "spec-measured-gemm-ignored",
        "lib/Advisor/StepTime.cpp",
        "      us = *measured;\n",
        "      us = us;\n",
        "A database's measured GEMM time ignored by the step: analyze and advise price every GEMM by the model even with db=.",
        ["gtest:StepTimeTest.MeasuredTimesReplaceTheModels"],
    ),
    Mutation(
        "spec-eager-product-model-type",
        "lib/Advisor/StepTime.cpp",
        "          gemmKernel(g.key(attentionProduct ? attention.key.type : type), models));\n",
        "          gemmKernel(g.key(type), models));\n",
        "The math path's products priced in the model's type, not the attention's (Falcon's fp32): its attention several times too fast.",
        ["gtest:StepTimeTest.FalconsMathPathProductsRunInFp32"],
    ),
    Mutation(
        "spec-memory-count-one",
        "lib/Advisor/StepTime.cpp",
        "          {KernelKind::Memory, time.us, time.computeUs, 0, op.bytes(), double(m.count)});\n",
        "          {KernelKind::Memory, time.us, time.computeUs, 0, op.bytes(), 1.0});\n",
        "A memory-bound kernel's count ignored: a layer's repeated residual adds priced once.",
        ["gtest:StepTimeTest.AFusedStepIsItsPartsEachPricedOnce"],
    ),
    Mutation(
        "spec-measured-attn-bwd-unscaled",
        "lib/Advisor/StepTime.cpp",
        "      bwd *= *us / total;\n",
        "      bwd *= 1;\n",
        "A measured attention's total split into forward and backward scales only the forward: the step's attention is not the measured time.",
        ["gtest:StepTimeTest.MeasuredTimesReplaceTheModels"],
    ),
    Mutation(
        "spec-bwd-bytes-once",
        "lib/Advisor/StepTime.cpp",
        "           2 * attention.key.ioBytes(), 1});\n",
        "           attention.key.ioBytes(), 1});\n",
        "The attention backward's traffic counted as the forward's (it reads and writes the gradients too): its memory power halved.",
        ["gtest:StepTimeTest.AFusedStepIsItsPartsEachPricedOnce"],
    ),
    Mutation(
        "spec-every-layer-dispatch-0",
        "lib/Advisor/StepTime.cpp",
        "    addKernels(placed, c, o, models, dispatchOf(layer), layer, /*head=*/false);\n",
        "    addKernels(placed, c, o, models, dispatchOf(0), layer, /*head=*/false);\n",
        "Every layer priced on layer 0's kernel: a model with window and global layers runs all of them as its first.",
        ["gtest:StepTimeTest.EachLayersAttentionRunsOnItsOwnDispatch"],
    ),
    Mutation(
        "spec-backward-flag-dropped",
        "lib/Advisor/StepTime.cpp",
        "    kernels.back().backward = p.position.backward;\n",
        "    kernels.back().backward = false;\n",
        "No kernel flagged as the backward's: the host's backward scale and the per-phase clock never apply.",
        ["gtest:StepTimeTest.AFusedStepIsItsPartsEachPricedOnce"],
    ),
    Mutation(
        "spec-measured-layout-ignored",
        "lib/Tuning/TuningDb.cpp",
        "    if (e.context.target != targetName || e.key.withShape(key.m, key.n, key.k) != key)\n",
        "    if (e.context.target != targetName)\n",
        "A measured GEMM time used for the same shape in another layout (or type): an NN problem takes a TN measurement.",
        ["gtest:TuningTest.MeasuredGemmTimeIsForTheSameLayoutAndType"],
    ),
    Mutation(
        "spec-other-gpu-by-string",
        "lib/Tuning/TuningDb.cpp",
        "  if (measured && measured->name == target.name)\n",
        "  if (measured && gpu == target.name)\n",
        "Results from 'h200' (an alias of the target) called another GPU's: calibrate refuses its own GPU's runner results.",
        ["gtest:OtherGpu.AnAliasOfTheTargetIsTheSameGpu"],
    ),
    Mutation(
        "spec-extra-bytes-as-flops",
        "lib/CostModel/PadPolicy.cpp",
        "  d.extraByteFraction = padded.minBytes() / p.minBytes() - 1;\n  return d;\n}\n",
        "  d.extraByteFraction = padded.flops() / p.flops() - 1;\n  return d;\n}\n",
        "A padding's extra bytes reported as its extra FLOPs: max-overhead's byte limit checks the wrong figure.",
        ["gtest:PadPolicyTest.EveryCopyOfAPaddingByHand"],
    ),
    Mutation(
        "spec-math-path-split-follows-layer-0",
        "lib/Advisor/StepTime.cpp",
        "    if (layerDispatch(c, o, models, layer).fused())\n",
        "    if (layerDispatch(c, o, models, 0).fused())\n",
        "The report's split of a step whose windowed layers run the math path "
        "and global layers a fused kernel follows layer 0 for every layer: "
        "all layers' products moved from the GEMM time to attention.",
        ["gtest:StepTimeTest.EachLayersAttentionRunsOnItsOwnDispatch"],
    ),
    # --- The advisor's choices and the serving sweep, pinned by hand -------
    Mutation(
        "advice-ignores-max-param-change",
        "lib/Advisor/ModelAdvisor.cpp",
        "    best(atEqualWork(p, options.maxParamChange) ? advice.proposals : advice.alternatives, p);\n",
        "    best(atEqualWork(p, kDefaultMaxParamChange) ? advice.proposals : advice.alternatives, p);\n",
        "The advisor's max-param-change option ignored (the default 1% "
        "always): a user's stricter or looser limit moves no FFN change "
        "between proposals and alternatives.",
        ["gtest:AdvisorTest.TheParameterChangeLimitSortsProposalsFromAlternatives"],
    ),
    Mutation(
        "advice-keeps-slowest-candidate",
        "lib/Advisor/ModelAdvisor.cpp",
        "    else if (p.predictedSpeedup > it->predictedSpeedup ||\n",
        "    else if (p.predictedSpeedup < it->predictedSpeedup ||\n",
        "Per parameter the slowest candidate kept as its proposal: GPT-2's "
        "vocab padded to 50264 proposed where 50304 is faster.",
        ["gtest:AdvisorTest.EachParameterProposesItsFastestCandidate"],
    ),
    Mutation(
        "advice-keeps-duplicate-candidates",
        "lib/Advisor/ModelAdvisor.cpp",
        "        return; // the same value from another rule\n",
        "        break; // the same value from another rule\n",
        "Two rules reaching one value (the vocab aligned to 32 and to 16) "
        "kept as two candidates: the advice lists the same change twice.",
        ["gtest:AdvisorTest.CandidatesAreDistinct"],
    ),
    Mutation(
        "kv-head-candidates-in-training",
        "lib/Advisor/ModelAdvisor.cpp",
        "  if (o.phase == StepPhase::Prefill || o.phase == StepPhase::Decode)\n    for (int64_t kv = 1;",
        "  if (o.phase != StepPhase::Forward)\n    for (int64_t kv = 1;",
        "KV-head changes, a serving question, offered for a training step, "
        "where they only alter the model.",
        ["gtest:AdvisorTest.KvHeadCandidatesAreEveryDivisorOfTheHeadsWhenServing"],
    ),
    Mutation(
        "kv-head-candidates-include-own",
        "lib/Advisor/ModelAdvisor.cpp",
        "      if (c.heads % kv || kv == c.kvHeads)\n",
        "      if (c.heads % kv)\n",
        "The model's own KV-head count offered as a change to itself.",
        ["gtest:AdvisorTest.KvHeadCandidatesAreEveryDivisorOfTheHeadsWhenServing"],
    ),
    Mutation(
        "micro-batch-proposed-when-serving",
        "lib/Advisor/ModelAdvisor.cpp",
        "  if (!serving && advice.roofline.found &&",
        "  if (advice.roofline.found &&",
        "A micro-batch proposal for a serving step, whose batch is the "
        "sweep's question (and whose roofline is of the training step's "
        "projections).",
        ["gtest:AdvisorTest.NoMicroBatchProposalAtTheRooflineOrWhenServing"],
    ),
    Mutation(
        "sweep-shares-weights-and-cache-swapped",
        "lib/Advisor/ModelAdvisor.cpp",
        "    else if (k.kind == KernelKind::Gemm)\n      weights += us;\n",
        "    else if (k.kind == KernelKind::Attention)\n      weights += us;\n    else if (k.kind == KernelKind::Gemm)\n      kv += us;\n",
        "The serving sweep's shares swapped: a decode step reading 16 GB of "
        "weights reported as reading the KV cache.",
        ["gtest:SweepTest.TheSharesSplitTheStepByWhatItsKernelsRead"],
    ),
    Mutation(
        "sweep-shares-memory-kernels-as-compute",
        "lib/Advisor/ModelAdvisor.cpp",
        "    if (k.computeUs > 0)\n      compute += us;\n",
        "    if (k.computeUs > 0 || k.kind == KernelKind::Memory)\n      compute += us;\n",
        "Memory-bound elementwise kernels counted as compute in the sweep's "
        "shares: decode looks compute-bound sooner than it is.",
        ["gtest:SweepTest.TheSharesSplitTheStepByWhatItsKernelsRead"],
    ),
    Mutation(
        "sweep-skips-largest-batch",
        "lib/Advisor/ModelAdvisor.cpp",
        "  if (sweep.points.back().batch != last)\n    sweep.points",
        "  if (false)\n    sweep.points",
        "The sweep stops at the last power of two below the largest batch "
        "that fits: the largest batch, the one a server would run, is never "
        "priced.",
        ["gtest:SweepTest.TheBatchesArePowersOfTwoAndTheLargestThatFits"],
    ),
    Mutation(
        "sweep-prefill-tokens-one-per-prompt",
        "lib/Advisor/ModelAdvisor.cpp",
        "  double tokens = at.decode() ? double(batch) : double(at.tokens());\n",
        "  double tokens = double(batch);\n",
        "A prefill sweep's tokens per second count one token per prompt: "
        "throughput under-reported by the prompt's length.",
        ["gtest:SweepTest.TheBatchesArePowersOfTwoAndTheLargestThatFits"],
    ),
    Mutation(
        "carry-any-constant-result",
        "lib/Padding/CarryPadding.cpp",
        "    if (!isZeroAttr(known.lookup(yielded)))\n",
        "    if (!known.lookup(yielded))\n",
        "Padding carried through any op whose result folds to a constant on "
        "zero inputs, not only to zero: x + 1 and exp(x) fill the down "
        "projection's padded K with ones, and its results change.",
        ["lit:Transforms/pad-execution.test"],
    ),
    Mutation(
        "carry-checks-only-the-first-input",
        "lib/Padding/CarryPadding.cpp",
        "    for (Value input : generic.getDpsInputs())\n      if (!reach(input))\n        return false;\n",
        "    if (!reach(generic.getDpsInputs()[0]))\n      return false;\n",
        "Only an op's first input traced back to a padded result: a bias "
        "broadcast along the rows (or any second operand) is taken as padded "
        "too.",
        ["lit:Transforms/pad-execution.test"],
    ),
    Mutation(
        "power-memory-watts-scaled-with-clock",
        "lib/Target/TargetRegistry.cpp",
        "  return p.idleW + (p.busyW * busyShare + p.wattsPerTflops * tflops) * rateScale +\n         p.wattsPerGBs * memoryGBs;\n",
        "  return p.idleW + (p.busyW * busyShare + p.wattsPerTflops * tflops + p.wattsPerGBs * memoryGBs) *\n                       rateScale;\n",
        "The memory-bound kernels' watts per GB/s scaled with the SM clock like "
        "the tensor work's: a copy at half the boost clock priced at a quarter "
        "of its traffic's power, and the cap's clock solved too high.",
        ["lit:Calibrate/power-check.test"],
    ),
    Mutation(
        "power-check-counts-gemm-bytes",
        "tools/dimtune-fit/PowerCheck.cpp",
        "    double memoryGBs = l.kind == \"memory\" ? l.gbs : 0;\n",
        "    double memoryGBs = l.gbs;\n",
        "power-check counts a GEMM's own traffic as memory-bound bytes, which the "
        "step model prices inside its watts per TFLOP/s: every GEMM load "
        "over-predicted.",
        ["lit:Calibrate/power-check.test"],
    ),
    Mutation(
        "decode-fit-takes-refused-rows",
        "tools/dimtune-fit/DecodeFit.cpp",
        "    if (row[\"status\"] != \"ok\" || row[\"backend_requested\"] == \"default\")\n",
        "    if (row[\"backend_requested\"] == \"default\")\n",
        "decode-fit fits rows the benchmark marked refused or failed, their "
        "times whatever the script wrote: every backend's factors pulled off.",
        ["lit:Calibrate/decode-fit-recovers.test"],
    ),
    Mutation(
        "decode-fit-queued-rule-inverted",
        "tools/dimtune-fit/DecodeFit.cpp",
        "    m.us = time == DecodeTime::P10WhereQueued && median > 1.3 * p10 ? p10 : median;\n",
        "    m.us = time == DecodeTime::P10WhereQueued && median < 1.3 * p10 ? p10 : median;\n",
        "--time p10-where-queued takes the p10 where the median is close to it "
        "and the median where the launch queue doubled it: the queued rows' "
        "inflated times fitted.",
        ["lit:Calibrate/decode-fit-recovers.test"],
    ),
    Mutation(
        "decode-fit-fits-validation-rows",
        "tools/dimtune-fit/DecodeFit.cpp",
        "    if (m.backend != backend || (!set.empty() && m.set != set))\n",
        "    if (m.backend != backend)\n",
        "The held-out validation rows fitted with the fit rows: the validation "
        "error no longer measures anything the fit did not see.",
        ["lit:Calibrate/decode-fit-recovers.test"],
    ),
    Mutation(
        "decode-fit-keeps-worse-factors",
        "tools/dimtune-fit/DecodeFit.cpp",
        "          if (v < value) {\n            value = v;\n            index = tried;\n",
        "          if (v > value) {\n            value = v;\n            index = tried;\n",
        "The coordinate descent keeps the worse of each try: the fit walks away "
        "from the measurements.",
        ["lit:Calibrate/decode-fit-recovers.test"],
    ),
    Mutation(
        "attr-bools-read-as-present",
        "lib/Frontend/ImportModel.cpp",
        "      value = a && a.getValue();\n",
        "      value = bool(a);\n",
        "Every boolean of the dimtune.model attribute read as true where it is "
        "present: a module of GPT-2 read back with Falcon's math attention, "
        "Gemma's sandwich norms and every bias.",
        ["lit:Frontend/model-attr-round-trip.test"],
    ),
    Mutation(
        "attr-floats-dropped",
        "lib/Frontend/ImportModel.cpp",
        "      value = a ? a.getValueAsDouble() : 0;\n",
        "      value = 0;\n",
        "The attribute's float fields read as 0: Gemma-2 read back without its "
        "logit soft-capping, its tanh kernels left out of the step.",
        ["lit:Frontend/model-attr-round-trip.test"],
    ),
    Mutation(
        "attr-qk-norm-unread",
        "lib/Frontend/ImportModel.cpp",
        "  readEnum(\"qk_norm\", parseQkNorm, \"must be 'none', 'head' or 'whole'\", c.qkNorm);\n",
        "",
        "The attribute's qk_norm left at its default: OLMo-2's and Qwen3's "
        "norms of Q and K dropped from every step the passes price.",
        ["lit:Frontend/model-attr-round-trip.test"],
    ),
    Mutation(
        "db-merge-ignores-target",
        "lib/Tuning/TuningDb.cpp",
        "  return a.context.target == b.context.target && a.context.cublaslt == b.context.cublaslt &&\n         a.key == b.key;\n",
        "  return a.context.cublaslt == b.context.cublaslt && a.key == b.key;\n",
        "Merging another GPU's measurement of a GEMM replaces this GPU's: a "
        "database shared by an H100 and an H200 keeps whichever came last.",
        ["gtest:TuningTest.EachTargetKeepsItsOwnMeasurement"],
    ),
    Mutation(
        "db-attention-merge-ignores-target",
        "lib/Tuning/TuningDb.cpp",
        "    if (e.context.target == entry.context.target && e.backend == entry.backend &&\n        e.key == entry.key) {\n",
        "    if (e.backend == entry.backend && e.key == entry.key) {\n",
        "Merging another GPU's attention measurement replaces this GPU's of "
        "the same problem and backend.",
        ["gtest:TuningTest.EachTargetKeepsItsOwnMeasurement"],
    ),
    Mutation(
        "db-attention-variant-ignores-heads",
        "lib/Tuning/TuningDb.cpp",
        "      if (v.valid && v.heads == key.heads && v.kvHeads == key.kvHeads &&\n",
        "      if (v.valid && v.kvHeads == key.kvHeads &&\n",
        "A measured attention variant matched whatever its query heads: 64 "
        "heads over 32 KV heads take the time of 32 over 32.",
        ["gtest:TuningTest.MeasuredAttentionMatchesOnlyTheSameProblem"],
    ),
    Mutation(
        "db-attention-variant-ignores-v-head-dim",
        "lib/Tuning/TuningDb.cpp",
        "          v.headDim == key.headDim && v.vHeadDim == key.vHeadDim)\n",
        "          v.headDim == key.headDim)\n",
        "A measured attention variant matched whatever V's head dim: an MLA-"
        "style V narrower than Q/K takes the time of the square one.",
        ["gtest:TuningTest.MeasuredAttentionMatchesOnlyTheSameProblem"],
    ),
    Mutation(
        "db-attention-variant-ignores-head-dim",
        "lib/Tuning/TuningDb.cpp",
        "          v.headDim == key.headDim && v.vHeadDim == key.vHeadDim)\n",
        "          v.vHeadDim == key.vHeadDim)\n",
        "A measured attention variant matched on V's head dim alone: Q/K of "
        "another head dim take its time.",
        ["gtest:TuningTest.MeasuredAttentionMatchesOnlyTheSameProblem"],
    ),
    Mutation(
        "db-lookup-ignores-target",
        "lib/Tuning/TuningDb.cpp",
        "    if (e.context.target == targetName && e.key == key &&\n",
        "    if (e.key == key &&\n",
        "The database's look-up takes any GPU's entry for the key: an H100's "
        "measurement decides an H200's padding.",
        ["gtest:TuningTest.EachTargetKeepsItsOwnMeasurement"],
    ),
    # --- Round 18 (planted-18.json): the tests that caught each, or were written for it ---
    Mutation(
        "gqa-repeat-reads-owner-dim-size",
        "lib/Analysis/AttentionExtraction.cpp",
        "      repeats.perDim[owners[d]] *= std::max<int64_t>(1, type.getDimSize(d));\n",
        "      repeats.perDim[owners[d]] *= std::max<int64_t>(1, type.getDimSize(owners[d]));\n",
        "The repeat factor of a K/V broadcast is read from the broadcast's dim at the owner's index instead of the broadcast dim itself, so repeat_kv's factor becomes the KV-head count: a GQA chain with 32 heads and 8 KV heads is read with 4 KV heads.",
        ["lit:Steps/serving-accuracy.test"],
    ),
    Mutation(
        "score-values-need-all-operands",
        "lib/Analysis/AttentionExtraction.cpp",
        "    if (llvm::any_of(inner.getOperands(), [&](Value v) { return scores.contains(v); }))\n",
        "    if (llvm::all_of(inner.getOperands(), [&](Value v) { return scores.contains(v); }))\n",
        "A body value counts as a score only when every operand is one, so the scaled score (mulf %s, %scale_constant) is not a score; the causal select against it is no longer read as a mask of the scores and every causal chain is priced as an explicit mask (with an AttentionMaskNotCausal remark).",
        ["lit:Steps/serving-accuracy.test"],
    ),
    Mutation(
        "runner-ratio-high-unchecked",
        "lib/Tuning/ResultsReader.cpp",
        "  if (r.ran && !(v.speedupLow <= v.speedupMedian && v.speedupMedian <= v.speedupHigh)) {\n",
        "  if (r.ran && !(v.speedupLow <= v.speedupMedian)) {\n",
        "The runner results reader only checks ratio_low <= ratio_median, so a variant with ratio_median above ratio_high (a corrupt interval) is merged into the database instead of being refused.",
        ["gtest:RunnerFormatTest.RatiosOutOfOrderAndNegativeSampleCountsAreRefused"],
    ),
    Mutation(
        "target-zero-bandwidth-accepted",
        "lib/Target/TargetRegistry.cpp",
        "      {\"memory_bandwidth_gbs\", positiveUpTo(t.memoryBandwidthGBs, kMaxBandwidthGBs),\n",
        "      {\"memory_bandwidth_gbs\", inRange(t.memoryBandwidthGBs, 0, kMaxBandwidthGBs),\n",
        "A target file giving memory_bandwidth_gbs 0 passes the range check (now [0, 1e6] instead of (0, 1e6]), so every byte-over-bandwidth time becomes infinite instead of the file being refused.",
        ["gtest:TargetRegistry.RejectsValuesTheModelCannotEvaluate"],
    ),
    Mutation(
        "report-no-pad-note-at-unit-speedup",
        "lib/CostModel/GemmReport.cpp",
        "  else if (const PaddedShape &s = a.gemmOnlyBest; s.speedup > 1)\n",
        "  else if (const PaddedShape &s = a.gemmOnlyBest; s.speedup >= 1)\n",
        "gemmOnlyBest is the original shape at speed-up 1.0 when no padding helps, so with >= every unpadded GEMM's remark says 'no padding pays for its pads and slices (the GEMM alone at MxNxK: 1.00x)' instead of 'no padding predicted to help'.",
        ["lit:Analysis/matmul.mlir"],
    ),
    Mutation(
        "svg-quote-not-escaped",
        "lib/Advisor/AdviceReport.cpp",
        "    else if (c == '\"')\n      out += \"&quot;\";\n",
        "",
        "The SVG escaper no longer turns a double quote into &quot;: a target or model name with '\"' goes into the sweep SVG raw (the escaper is meant for attribute values too).",
        ["lit:Frontend/advise-serving.test"],
    ),
    Mutation(
        "causal-bwd-queries-by-query-block",
        "lib/CostModel/AttentionModel.cpp",
        "      int64_t queries = masked ? std::max<int64_t>(key.qLen - k * tile.blockN, 1) : key.qLen;\n",
        "      int64_t queries = masked ? std::max<int64_t>(key.qLen - k * tile.blockM, 1) : key.qLen;\n",
        "In the causal backward the queries a key block sweeps are reduced by the key index times the query block instead of the key block; with cuDNN's 128x64 backward tile the causal backward of every training step is predicted too fast.",
        ["gtest:AttentionModelTest.CausalSkipsAboutHalfTheWork"],
    ),
    Mutation(
        "flash2-refused-on-sm80",
        "lib/CostModel/AttentionModel.cpp",
        "  case AttentionBackend::Flash2:\n    if (sm < 80)\n",
        "  case AttentionBackend::Flash2:\n    if (sm <= 80)\n",
        "FlashAttention-2's architecture check is off by one: an A100 (sm_80) is refused ('it needs sm_80 or newer'), so SDPA's default dispatch there goes to the memory-efficient kernel (or the math path) instead of flash2.",
        ["gtest:AttentionDispatchTest.CudnnFirstOnHopperAndBlackwellFlashFirstOnAmpere"],
    ),
    Mutation(
        "power-held-level-ignored",
        "include/dimtune/Target/GpuTarget.h",
        "  double heldPowerW() const { return heldW > 0 ? heldW : capW; }\n",
        "  double heldPowerW() const { return capW > 0 ? capW : heldW; }\n",
        "The level the sustained clock is solved for prefers the cap over the measured held power, so on the H200 (cap 700 W, held 691.3 W) power-capped steps are predicted at a higher clock than the model was fitted for.",
        ["gtest:PowerFit.TheHeldLevelIsThePowerOfTheLoadsTheCapHeld"],
    ),
    Mutation(
        "python-setup-only-for-training",
        "lib/Advisor/StepTime.cpp",
        "  step.run = runStep(kernels, models.gemm.target(), models.exec, models.clock, o.huggingFaceStep());\n",
        "  step.run = runStep(kernels, models.gemm.target(), models.exec, models.clock, o.training());\n",
        "predictStep passes 'training' where it should pass whether Hugging Face's Python runs the step, so an eager forward-phase step (and a DynamicCache decode) loses the host set-up time (1266 us on the H200) and the HF issue scales.",
        ["gtest:StepTimeTest.HuggingFacesOwnStepsAreSetUpByItsPython"],
    ),
    Mutation(
        "decode-keys-miss-new-token",
        "include/dimtune/ModelConfig/ModelConfig.h",
        "  int64_t keyLen() const { return decode() ? kvLen + 1 : seq; }\n",
        "  int64_t keyLen() const { return decode() ? kvLen : seq; }\n",
        "A decode step's keys leave out the new token: with --kv-len 4096 the attention runs over 4096 keys instead of 4097 (and the QK^T/PV GEMMs, cache concatenation and masks shrink alike).",
        ["gtest:FamilyTraits.MistralWindowDefaultAndNull"],
    ),
    Mutation(
        "tp-ffn-check-uses-hidden",
        "lib/ModelConfig/ModelConfig.cpp",
        "  if (c.ffn % o.tp != 0)\n",
        "  if (c.hidden % o.tp != 0)\n",
        "The FFN divisibility check tests hidden_size instead of intermediate_size, so a TP degree that divides the heads and hidden size but not the FFN (e.g. hidden 4096, 32 heads, intermediate_size 11001 at --tp 2) is accepted and each rank's FFN share is silently truncated.",
        ["gtest:LayerGemms.EachParallelismRuleRefusesWithItsOption"],
    ),
    Mutation(
        "advice-speedup-from-kernel-time",
        "lib/Advisor/ModelAdvisor.cpp",
        "    p.after = *after;\n    p.predictedSpeedup = p.before.totalUs() / p.after.totalUs();\n",
        "    p.after = *after;\n    p.predictedSpeedup = p.before.kernelUs() / p.after.kernelUs();\n",
        "Candidates are ranked by the sum of their kernels' boost-clock times instead of the step as it runs (host issue, launches, sustained clock), so predicted speed-ups of proposals (e.g. GPT-2's vocab padding) and which candidates pass the 2% threshold change.",
        ["gtest:AdvisorTest.ProposesAnAlignedVocabForGpt2AndRanksByTheWholeStep"],
    ),
    Mutation(
        "roofline-latency-counts-as-compute",
        "lib/Advisor/ModelAdvisor.cpp",
        "      if (e.bound != Bound::Compute)\n",
        "      if (e.bound == Bound::Memory)\n",
        "The batch roofline treats latency-bound projections as compute-bound, so a small model's decode (GPT-2 at batch 1, every GEMM below the launch cost) reports micro-batch 1 as the roofline.",
        ["gtest:AdvisorTest.TheMicroBatchProposalIsPricedPerTokenOfTheCurrentBatch"],
    ),
    Mutation(
        "shared-decision-keeps-first-site",
        "lib/Plan/ModulePlan.cpp",
        "    GemmAnalysis copy = gemms_[g.first].analysis;\n    copy.problem = problem;\n",
        "    GemmAnalysis copy = gemms_[g.first].analysis;\n",
        "A GEMM that shares an earlier identical GEMM's decision also takes that GEMM's site, so the report and remarks of Llama's k and v projections (same shape as q) name the q projection's role and location.",
        ["lit:Trace/large-model.test"],
    ),
    Mutation(
        "wgrad-activation-taken-as-weight",
        "lib/Plan/ModulePlan.cpp",
        "  return argumentTakesPaddedType(value) && p.site.pass != \"wgrad\" &&\n",
        "  return argumentTakesPaddedType(value) &&\n",
        "With pad-weights=true a wgrad GEMM's X operand (an argument indexing N and K, the tokens) is taken as a weight argument: its pad is priced as paid once and the rewrite changes the function signature to take the activation padded.",
        ["lit:Transforms/pad-weights-wgrad.mlir"],
    ),
    Mutation(
        "mn-major-slowdown-index-swapped",
        "lib/CostModel/CostModel.cpp",
        "      e.layoutSlowdown *= cal.mnMajorSlowdown[0];\n",
        "      e.layoutSlowdown *= cal.mnMajorSlowdown[1];\n",
        "An M-major A on a type with K-major MMA operands (tf32, fp8, int8) takes B's N-major slow-down (1.27 on the H200) instead of its own (1.91), so such GEMMs are predicted too fast and the calibration fit of the two factors comes out swapped.",
        ["gtest:CostModelTest.TransposedOperandsSlowTypesWithoutTransposedLoads"],
    ),
    Mutation(
        "qkv-bias-grad-kv-width-from-heads",
        "lib/ModelConfig/StepOps.cpp",
        "  int64_t q = d.heads * d.headDim, kv = d.kvHeads * d.headDim;\n",
        "  int64_t q = d.heads * d.headDim, kv = d.heads * d.headDim;\n",
        "The k and v widths used for the bias gradients are taken from the query heads, so a grouped-query model with attention biases (Qwen2-7B: 28 heads, 4 KV heads) sums its k and v bias gradients over 7x too many features.",
        ["gtest:FamilyTraits.GroupedQueryBiasGradientsSumTheKvHeadsFeatures"],
    ),
    Mutation(
        "rms-grad-x-vectorized",
        "lib/ModelConfig/StepOps.cpp",
        "  bwd.unvectorized(\"mul.grad_x\", ElementwiseFn::Mul, x, F32,\n",
        "  bwd.map(\"mul.grad_x\", ElementwiseFn::Mul, x, F32,\n",
        "RMSNorm's backward product with the broadcast rsqrt rows is written as a vectorized elementwise kernel instead of PyTorch's unvectorized loop, so every RMSNorm backward (Llama, Mistral, Qwen training steps) is priced by bandwidth alone and too fast.",
        ["gtest:FamilyTraits.BroadcastInputsRunTheUnvectorizedLoop"],
    ),
    # --- Against what Hugging Face's code builds and what its steps measure -
    Mutation(
        "param-count-layernorm-weight-only",
        "lib/ModelConfig/ModelConfig.cpp",
        "  double normSize = norm == NormKind::Layer ? 2 * h : h;\n",
        "  double normSize = h;\n",
        "LayerNorm's bias left out of the count: GPT-2's, OPT's, Phi's and every LayerNorm "
        "family's parameters under Hugging Face's by 2 x hidden a norm.",
        ["gtest:FamilyTraits.ParameterCountsByHand", "lit:Frontend/param-counts.test"],
    ),
    Mutation(
        "opt-position-table-without-offset",
        "lib/ModelConfig/HfFamilies.cpp",
        "  c.positionTableOffset = 2;\n",
        "  c.positionTableOffset = 0;\n",
        "OPT's learned position table taken as max_position_embeddings rows, not two more: "
        "every OPT model's count 2 x hidden under Hugging Face's.",
        ["gtest:FamilyTraits.ParameterCountsByHand", "lit:Frontend/param-counts.test"],
    ),
    Mutation(
        "phi-lm-head-without-bias",
        "lib/ModelConfig/HfFamilies.cpp",
        "  c.parallelBlock = c.attentionBias = c.outputBias = c.mlpBias = c.lmHeadBias = true;\n",
        "  c.parallelBlock = c.attentionBias = c.outputBias = c.mlpBias = true;\n",
        "Phi's LM-head bias not counted: Phi-2's parameters a vocab (51,200) under Hugging Face's.",
        ["gtest:FamilyTraits.ParameterCountsByHand", "lit:Frontend/param-counts.test"],
    ),
    Mutation(
        "norms-per-layer-ignore-parallel-block",
        "lib/ModelConfig/ModelConfig.cpp",
        "  if (!parallelBlock)\n    sites.push_back(\"post_attention_norm\");\n",
        "  sites.push_back(\"post_attention_norm\");\n",
        "A parallel block given a post-attention norm too: GPT-J's, Phi's and Falcon-7B's "
        "parameters over Hugging Face's by a norm a layer, and a norm kernel too many in their steps.",
        ["gtest:FamilyTraits.ParameterCountsByHand", "lit:Frontend/param-counts.test"],
    ),
    Mutation(
        "param-count-gated-mlp-two-matrices",
        "lib/ModelConfig/ModelConfig.cpp",
        "  double expertMlp = (gated ? 3.0 : 2.0) * h * ffn +\n",
        "  double expertMlp = (gated ? 2.0 : 2.0) * h * ffn +\n",
        "A gated MLP's parameters counted as two matrices, not three: every Llama-like model's "
        "count a fifth under Hugging Face's, its decode weight bytes and equal-work rule with it.",
        ["lit:Frontend/param-counts.test"],
    ),
    Mutation(
        "gptj-scores-read-k-major",
        "lib/ModelConfig/ModelConfig.cpp",
        '  out.push_back({"attn_score", "fwd", bh, s, l, hd, K, cached ? K : N, F32});\n',
        '  out.push_back({"attn_score", "fwd", bh, s, l, hd, K, cached ? K : K, F32});\n',
        "GPT-J's eager QK^T in training read with k K-major, where the traced model (matmul "
        "copying k^T contiguous) reads it N-major: the import's GEMM layouts differ from Hugging "
        "Face's.",
        ["lit:Trace/hf-crosscheck.test"],
    ),
    Mutation(
        "eager-kernels-never-wait-for-the-host",
        "lib/CostModel/StepModel.cpp",
        "        gpuFree = std::max(gpuFree, hostAt) + us + cal.host.graphKernelGapUs;\n",
        "        gpuFree = gpuFree + us + cal.host.graphKernelGapUs;\n",
        "An eager step's kernels start as soon as the GPU is free, never waiting for the host to "
        "issue them: GPT-2 small's host-paced step predicted at its kernels' time, a third under "
        "what the H200 measured.",
        ["lit:Steps/hf-step-accuracy.test"],
    ),
    Mutation(
        "decode-attention-reads-keys-only",
        "lib/CostModel/AttentionModel.cpp",
        "  double bytes = perKey * double(key.headDim + key.vHeadDim) *\n",
        "  double bytes = perKey * double(key.headDim) *\n",
        "A decode step's attention priced as reading the cache's keys and not its values: at long "
        "contexts and large batches, where the cache sets the step, the step comes out far under "
        "what the H200 measured.",
        ["lit:Steps/serving-accuracy.test"],
    ),
    Mutation(
        "rotary-k-over-query-heads",
        "lib/ModelConfig/StepOps.cpp",
        '    rotary(out, c, d, d.kvHeads, "k");\n',
        '    rotary(out, c, d, d.heads, "k");\n',
        "RoPE on k priced over every query head, not the KV heads k has: a grouped-query layer's "
        "memory-bound kernels (Llama-3, Mistral, Qwen2) priced well above what the H200 ran.",
        ["lit:Steps/layer-ops-accuracy.test"],
    ),
    Mutation(
        "attention-efficiency-ignores-the-kernel-head-dim",
        "lib/CostModel/AttentionModel.cpp",
        "        attentionEfficiencyAt(fit, e.kernelHeadDim, kernel->lowestHeadDim, kernel->highestHeadDim);\n",
        "        attentionEfficiencyAt(fit, kernel->lowestHeadDim, kernel->lowestHeadDim, kernel->highestHeadDim);\n",
        "Every head dim priced at the efficiency of the kernel's lowest one: the fitted rise of "
        "SDPA's kernels with the head dim lost, so head dims 128-256 come out slower than the "
        "H200 ran them.",
        ["lit:Steps/attention-accuracy.test"],
    ),
    # --- dimtune-calibrate keeps a measured power model -------------------
    Mutation(
        "power-sweep-always-replaces-the-model",
        "tools/dimtune-calibrate/dimtune-calibrate.cpp",
        "  bool applied = sweepReplacesPower(calibrated, capW);\n",
        "  bool applied = true;\n",
        "The power sweep's model, fitted on a few GEMM and copy points, written "
        "over a target's model measured on many loads: on the H100 it held the "
        "clock within 5% on 9 of 21 steps where the kept model held 21.",
        ["lit:Calibrate/power-fit.test"],
    ),
    Mutation(
        "power-capped-board-keeps-datasheet-limit",
        "tools/dimtune-calibrate/dimtune-calibrate.cpp",
        "    changed[\"power_limit_w\"] = calibrated.powerLimitW;\n",
        "    ;\n",
        "A board capped below its datasheet's limit gets the sweep's model for "
        "its cap but keeps the datasheet's limit: the step model, which uses a "
        "power model only at the board's own cap, then prices every step at "
        "the boost clock.",
        ["lit:Calibrate/power-fit.test"],
    ),
    # --- Round 19 (planted-19.json): the tests that caught each, or were written for it ---
    Mutation(
        "additive-zero-causal-mask-not-read",
        "lib/Analysis/AttentionExtraction.cpp",
        "  if (isMaskedScore(select.getTrueValue()) && isScoreOrZero(select.getFalseValue()))\n",
        "  if (isMaskedScore(select.getTrueValue()) && scores.contains(select.getFalseValue()))\n",
        "A causal mask written additively (select(key > query, -inf, 0) added to the scores) is no longer read as causal: the chain is priced as an explicitly masked attention (no causal tile skipping, a mask read) with a remark calling the mask non-causal.",
        ["lit:Analysis/attention-properties.test"],
    ),
    Mutation(
        "reshaped-probabilities-not-followed",
        "lib/Analysis/AttentionExtraction.cpp",
        "    if (isReshape(op) || (linalgOp && passesProbabilitiesOn(linalgOp, values)))\n",
        "    if (linalgOp && passesProbabilitiesOn(linalgOp, values))\n",
        "Where the softmax's probabilities are reshaped before PV (batch and heads collapsed for a batched matmul), no product is seen reading them, so the chain is not recognised as attention and its products are priced as separate GEMMs.",
        ["lit:Analysis/attention-reshaped.mlir"],
    ),
    Mutation(
        "efficient-fit-range-excludes-top-head-dim",
        "lib/CostModel/AttentionModel.cpp",
        "    if (p.first >= lowestHeadDim && p.first <= highestHeadDim)\n",
        "    if (p.first >= lowestHeadDim && p.first < highestHeadDim)\n",
        "The memory-efficient kernel's fitted efficiency at its own top head dim (64, 128) is dropped from the interpolation, so head dims 64 and 128 on that backend take a neighbour's or another kernel's rate and are mispriced.",
        ["gtest:AttentionModelTest.EfficiencyInterpolatesBetweenMeasuredHeadDims"],
    ),
    Mutation(
        "rowsum-pass-blocks-by-key-tile",
        "lib/CostModel/AttentionModel.cpp",
        "  return llvm::divideCeilSigned(key.qLen, tile.blockM) * perBlock;\n",
        "  return llvm::divideCeilSigned(key.qLen, tile.blockN) * perBlock;\n",
        "The memory-efficient backward above head dim 128 (128x64 tiles) counts its per-CTA rowsum(dO*O) pass over blocks of 64 queries instead of 128, doubling that pass and overpricing large-head-dim backward passes.",
        ["gtest:AttentionModelTest.EfficientBackwardPaysARowSumPassPerCta"],
    ),
    Mutation(
        "decode-sweep-ignores-kv-splits",
        "lib/CostModel/AttentionModel.cpp",
        "  double sweepUs = waves * double(llvm::divideCeilSigned(d.keyBlocks, d.splits)) * fit.keyBlockUs;\n",
        "  double sweepUs = waves * double(d.keyBlocks) * fit.keyBlockUs;\n",
        "A split-KV decode kernel's CTAs are priced as sweeping every key block rather than their share, so flash-decoding gains nothing in the sweep bound and decode attention over long caches is overpriced.",
        ["gtest:SweepTest.TheSharesSplitTheStepByWhatItsKernelsRead"],
    ),
    Mutation(
        "qwen2-qkv-bias-default-off",
        "lib/ModelConfig/HfFamilies.cpp",
        "  llamaBlock(f, c, \"silu\", true, false);\n",
        "  llamaBlock(f, c, \"silu\", false, false);\n",
        "Qwen2 configs do not set attention_bias (its q, k and v projections always have biases), so a Qwen2 training step loses its q/k/v bias-gradient kernels and is underpriced.",
        ["gtest:FamilyTraits.BiasGradientsByFamily"],
    ),
    Mutation(
        "row-kernel-reductions-get-reduce-floor",
        "lib/Analysis/MemoryOpExtraction.cpp",
        "  if (!linalgOp || linalgOp.getNumReductionLoops() == 0 || op->hasAttr(kRowKernelAttr) ||\n",
        "  if (!linalgOp || linalgOp.getNumReductionLoops() == 0 ||\n",
        "Reductions that run in a row kernel (layer_norm, softmax, log_softmax, marked dimtune.row_kernel) get the generic reduce kernel's few-row serial floor, overpricing decode steps' LayerNorms and softmaxes read from IR.",
        ["lit:Frontend/step-consistency.test"],
    ),
    Mutation(
        "rmsnorm-broadcast-mul-vectorized",
        "lib/ModelConfig/StepOps.cpp",
        "  fwd.unvectorized(\"mul\", ElementwiseFn::Mul, x, F32, {tensor(x, F32), tensor(rows, F32, {0})});\n",
        "  fwd.map(\"mul\", ElementwiseFn::Mul, x, F32, {tensor(x, F32), tensor(rows, F32, {0})});\n",
        "RMSNorm's x * rsqrt(mean) broadcasts a per-row factor, which PyTorch runs in its unvectorized loop; priced as a vectorized stream, every Llama-family norm (and the step) comes out too fast.",
        ["gtest:FamilyTraits.BroadcastInputsRunTheUnvectorizedLoop"],
    ),
    Mutation(
        "gemm-grad-passes-placed-in-forward",
        "lib/ModelConfig/StepOrder.cpp",
        "  p.backward = pass != \"fwd\";\n",
        "  p.backward = pass == \"bwd\";\n",
        "dgrad and wgrad GEMMs are treated as forward kernels: they are ordered into the forward layers, issued at the forward host scale, and the host forward/backward split of a training step is wrong.",
        ["gtest:StepTimeTest.AFusedStepIsItsPartsEachPricedOnce"],
    ),
    Mutation(
        "mean-power-time-without-idle",
        "lib/CostModel/StepModel.cpp",
        "    time += busyUs + s.idleUs;\n",
        "    time += busyUs;\n",
        "The step's mean power divides energy that includes the idle gaps by busy time only, so host-paced steps report more watts than the GPU draws.",
        ["gtest:StepRunTest.TheHostsIdleGapsDiluteAStepsPower"],
    ),
    Mutation(
        "vocab-padding-misses-multiple-of-8",
        "lib/Advisor/ModelAdvisor.cpp",
        "  for (int64_t multiple : {8, 16, 32, 64, 128}) {\n",
        "  for (int64_t multiple : {16, 32, 64, 128}) {\n",
        "The smallest vocab padding (a multiple of 8, e.g. GPT-2's 50257 -> 50264) is never a candidate, so the advisor proposes a larger padding than needed.",
        ["gtest:AdvisorTest.CandidatesAreTheRulesValuesByHand"],
    ),
    Mutation(
        "ffn-param-misnamed-in-valueOf",
        "lib/Advisor/ModelAdvisor.cpp",
        "  if (param == \"intermediate_size\")\n",
        "  if (param == \"ffn_dim\")\n",
        "intermediate_size candidates read their value as hidden_size: all but one are dropped as duplicates and proposals print hidden -> hidden, so FFN changes are mostly never evaluated or reported correctly.",
        ["gtest:AdvisorTest.CandidatesAreTheRulesValuesByHand"],
    ),
    Mutation(
        "weight-b-once-from-weight-a",
        "lib/Plan/ModulePlan.cpp",
        "  g.once.b = padFoldsIntoConstant(linalgOp.getDpsInputOperand(1)->get()) || g.weightArgB;\n",
        "  g.once.b = padFoldsIntoConstant(linalgOp.getDpsInputOperand(1)->get()) || g.weightArgA;\n",
        "With pad-weights, a B weight argument taken padded is still priced as padded on every call, so padding decisions and predicted speed-ups ignore that the weight pad is paid once.",
        ["lit:Transforms/pad-weights-calls-only.mlir"],
    ),
    Mutation(
        "original-shape-attr-records-padded",
        "lib/Padding/PadSignature.cpp",
        "                    rewriter.getDenseI64ArrayAttr(original.getShape()));\n",
        "                    rewriter.getDenseI64ArrayAttr(padded.getShape()));\n",
        "A weight argument taken padded records its padded shape as dimtune.original_shape, so callers outside the module cannot tell the real weight size they must pad from.",
        ["lit:Transforms/pad-weights-calls-only.mlir"],
    ),
    Mutation(
        "runner-variant-valid-if-ran",
        "lib/Tuning/ResultsReader.cpp",
        "  v.valid = v.valid && r.ran;\n",
        "  v.valid = v.valid || r.ran;\n",
        "A variant the runner ran but whose results failed the bit-identity check is merged as valid, so policy=measured may choose a padding that computed wrong results.",
        ["gtest:RunnerFormatTest.MergedResultsCarryRoundsIntervalsAndConditions"],
    ),
    Mutation(
        "opt-proj-dim-compared-to-ffn",
        "lib/ModelConfig/HfFamilies.cpp",
        "  return v.kind() == json::Value::Null || v.getAsInteger() == std::optional<int64_t>(c.hidden);\n",
        "  return v.kind() == json::Value::Null || v.getAsInteger() == std::optional<int64_t>(c.ffn);\n",
        "OPT configs whose word_embed_proj_dim equals hidden_size (e.g. OPT-125m) are refused as unmodelled, while ones with a real projection whose size happens to equal the FFN would be accepted.",
        ["lit:Steps/hf-step-accuracy.test"],
    ),
    Mutation(
        "misaligned-gemv-gets-tile-penalty",
        "lib/CostModel/CostModel.cpp",
        "  return !p.stridesAligned() && math != MathType::FP32 && !p.isGemv();\n",
        "  return !p.stridesAligned() && math != MathType::FP32;\n",
        "A misaligned GEMV (decode's LM head at batch 1 over a vocab like 50257) is priced with the misaligned tiled-kernel intensity penalty although it runs the library's GEMV kernel, overpricing it.",
        ["gtest:CostModelTest.AFewMisalignedRowsMayRunTheGemvLikeKernel"],
    ),
    Mutation(
        "calibrate-ignores-cuda-runtime-mismatch",
        "tools/dimtune-calibrate/dimtune-calibrate.cpp",
        "    } else if (c.driver != rows.context.driver || c.cudaRuntime != rows.context.cudaRuntime ||\n",
        "    } else if (c.driver != rows.context.driver ||\n",
        "Results measured under different CUDA runtimes (same driver and cuBLASLt) are fitted together into one calibration instead of being refused.",
        ["lit:Calibrate/errors.test"],
    ),
    Mutation(
        "pad-report-byte-fraction-from-flops",
        "lib/CostModel/GemmReport.cpp",
        "        j.attribute(\"extra_byte_fraction\", d->extraByteFraction);\n",
        "        j.attribute(\"extra_byte_fraction\", d->extraFlopFraction);\n",
        "The JSON report's padding.extra_byte_fraction repeats the extra FLOP fraction, so readers see the wrong memory overhead of a padding.",
        ["lit:Analysis/padded-total.test"],
    ),
    Mutation(
        "sweep-kv-bytes-per-token-field",
        "lib/Advisor/AdviceReport.cpp",
        "    j.attribute(\"kv_bytes_per_token\", s.memory.kvBytesPerToken);\n",
        "    j.attribute(\"kv_bytes_per_token\", s.memory.kvCacheBytes);\n",
        "The advice JSON's memory.kv_bytes_per_token holds the whole KV cache's bytes, so anyone sizing a cache from it is off by the batch x context factor.",
        ["lit:Frontend/advise-serving.test"],
    ),
    Mutation(
        "lm-head-bias-gradient-not-priced",
        "lib/ModelConfig/StepOps.cpp",
        "    biasGrad(out, d, \"lm_head\", d.vocab);\n",
        "    (void)0;\n",
        "Phi's and GPT-J's LM-head bias counted as parameters but its gradient, "
        "the logits' gradient summed over the tokens (a [tokens, vocab] read), "
        "left out of the training step.",
        ["gtest:FamilyTraits.LmHeadBiasGradientSumsTheLogitsGradient"],
    ),
    Mutation(
        "opt-post-norm-read-as-pre-norm",
        "lib/ModelConfig/HfFamilies.cpp",
        "    {\"do_layer_norm_before\", nullOrTrue, \"post-norm layers without a final LayerNorm\"},\n",
        "    {\"do_layer_norm_before\", nullOrFalse, \"post-norm layers without a final LayerNorm\"},\n",
        "OPT's post-norm form (do_layer_norm_before = false, no final LayerNorm) imported "
        "as the pre-norm model, and a config that spells out the default refused.",
        ["lit:Frontend/import-unmodelled.test"],
    ),
    # --- Round 20 (planted-20.json): the tests that caught each, or were written for it ---
    Mutation(
        "remark-missed-reported-as-passed",
        "lib/Analysis/Remarks.cpp",
        "      return remark::missed(loc, opts);\n",
        "      return remark::passed(loc, opts);\n",
        "Remarks of kind Missed (attention not fused, eager attention, skipped ops) are emitted through the engine as passed remarks, so a missed-remarks filter no longer shows them and a passed filter does.",
        ["lit:Transforms/structured-remarks.mlir"],
    ),
    Mutation(
        "dropout-select-condition-inverted",
        "lib/Analysis/AttentionExtraction.cpp",
        "      if (derived.contains(select.getCondition()))\n",
        "      if (!derived.contains(select.getCondition()))\n",
        "A dropout (select by its own random mask) between the softmax and PV no longer passes the probabilities on, so an attention chain with dropout is rejected as having no PV product and left to the GEMM view.",
        ["lit:Analysis/attention-refusals.mlir"],
    ),
    Mutation(
        "key-batch-broadcast-remark-without-batch",
        "lib/Analysis/AttentionExtraction.cpp",
        "  bool keyLacksBatch = roles.batch && !(keyLoops & roles.batch);\n",
        "  bool keyLacksBatch = !(keyLoops & roles.batch);\n",
        "When the batch and heads are one merged loop (no batch loop), every recognized attention chain gets a spurious AttentionNotGrouped remark claiming K/V are broadcast along the batch.",
        ["lit:Analysis/attention-properties.test"],
    ),
    Mutation(
        "efficient-headdim-64-takes-128-kernel",
        "lib/CostModel/AttentionModel.cpp",
        "    if (headDim <= 64)\n",
        "    if (headDim < 64)\n",
        "The memory-efficient backend at head dim 64 is priced with its 64x128 head-dim-128 kernel tiles and row-sum steps instead of the 64x64 kernel, changing its forward/backward times.",
        ["gtest:AttentionModelTest.RowSumPassIsTheEfficientBackwardsOnly"],
    ),
    Mutation(
        "attention-io-bytes-kv-uses-query-heads",
        "lib/CostModel/AttentionProblem.cpp",
        "          double(kvHeads) * double(kvLen) * double(headDim + vHeadDim));\n",
        "          double(heads) * double(kvLen) * double(headDim + vHeadDim));\n",
        "Attention I/O bytes count K and V once per query head instead of per KV head, overstating grouped-query attention traffic in step bytes and tightening the tuning readers' datasheet bound.",
        ["gtest:AttentionKey.IoBytesReadKAndVOncePerKvHead"],
    ),
    Mutation(
        "falcon-mha-sent-to-math-path",
        "lib/ModelConfig/HfFamilies.cpp",
        "  c.mathAttention = !newDecoder && c.kvHeads < c.heads;\n",
        "  c.mathAttention = !newDecoder && c.kvHeads <= c.heads;\n",
        "An old-decoder Falcon with multi_query=false (as many K/V heads as query heads) is priced on SDPA's fp32 math path instead of a fused attention kernel.",
        ["gtest:FamilyTraits.FalconMathAttentionOnlyForOldMultiQuery"],
    ),
    Mutation(
        "qk-norm-per-head-uses-query-heads-for-k",
        "lib/ModelConfig/StepOps.cpp",
        "         perHead ? NormShape{d.tokens * heads, d.headDim} : NormShape{d.tokens, heads * d.headDim});\n",
        "         perHead ? NormShape{d.tokens * d.heads, d.headDim} : NormShape{d.tokens, heads * d.headDim});\n",
        "Qwen3-style per-head k_norm is sized over the query heads instead of the KV heads, so grouped-query models get k-norm kernels several times too large.",
        ["gtest:FamilyTraits.QkNormsByFamily"],
    ),
    Mutation(
        "param-count-drops-position-table-offset",
        "lib/ModelConfig/ModelConfig.cpp",
        "    embeddings += double(maxPositions + positionTableOffset) * h;\n",
        "    embeddings += double(maxPositions) * h;\n",
        "OPT's learned position table is counted without its two extra rows, so its parameter count (and the advisor's parameter deltas and serving weight bytes) is slightly low.",
        ["gtest:FamilyTraits.ParameterCountsByHand"],
    ),
    Mutation(
        "final-norm-placed-in-first-layer",
        "lib/ModelConfig/StepOrder.cpp",
        "  p.layer = rank == 0 ? -1 : rank >= 13 ? layers : layer;\n",
        "  p.layer = rank == 0 ? -1 : rank > 13 ? layers : layer;\n",
        "The final norm is ordered within the layer it was placed with (layer 0 for the model's ends) instead of after the last layer, so the step's kernel order runs it in the middle of the step.",
        ["gtest:StepOrder.TheModelsEndsRunBeforeAndAfterEveryLayer"],
    ),
    Mutation(
        "kernel-time-ignores-repeat-count",
        "lib/CostModel/StepModel.cpp",
        "    r.kernelUs += us * double(count);\n",
        "    r.kernelUs += us;\n",
        "Kernels listed with a count above one add only one kernel's time to the step's kernel total, so kernel_us and the GPU-busy share are understated and steps can be wrongly called host-bound.",
        ["gtest:StepRunTest.AGraphIsItsLaunchAndEveryKernelWithItsGap"],
    ),
    Mutation(
        "ffn-candidate-rounded-up-ignores-tp",
        "lib/Advisor/ModelAdvisor.cpp",
        "    ffns.insert(llvm::alignTo(c.ffn, multiple * t));\n",
        "    ffns.insert(llvm::alignTo(c.ffn, multiple));\n",
        "Under tensor parallelism the rounded-up intermediate_size candidates are multiples of the tile size overall but not per rank, so the advisor proposes FFN sizes whose per-rank share is still misaligned.",
        ["gtest:AdvisorTest.FfnCandidatesAlignEachRanksShare"],
    ),
    Mutation(
        "roofline-search-starts-at-two",
        "lib/Advisor/ModelAdvisor.cpp",
        "  int64_t high = 1;\n",
        "  int64_t high = 2;\n",
        "When micro-batch 1 is already compute-bound the batch roofline reports 2, and the advisor proposes raising the micro-batch from 1 to 2 for no reason.",
        ["gtest:AdvisorTest.TheBatchRooflineLeavesOutTheMoeRouter"],
    ),
    Mutation(
        "weight-arg-b-checks-operand-a",
        "lib/Plan/ModulePlan.cpp",
        "  g.weightArgB = options.padWeights && isWeightArgument(linalgOp, 1, p);\n",
        "  g.weightArgB = options.padWeights && isWeightArgument(linalgOp, 0, p);\n",
        "With pad-weights=true the B operand (the weight of y = x W^T) is judged by whether A is a weight argument, so weight arguments are neither priced as padded once nor taken padded in the signature.",
        ["lit:Transforms/pad-execution.test"],
    ),
    Mutation(
        "pad-report-padded-once-operand-swapped",
        "lib/Padding/PadPass.cpp",
        "        records.back().paddedOnce.push_back(index == 0 ? GemmOperand::A : GemmOperand::B);\n",
        "        records.back().paddedOnce.push_back(index == 1 ? GemmOperand::A : GemmOperand::B);\n",
        "The pad report's padded_once list names the wrong operand: a constant or weight B padded once is reported as A and vice versa.",
        ["lit:Transforms/pad-report.mlir"],
    ),
    Mutation(
        "module-attr-rejects-full-rotary",
        "lib/Frontend/ImportModel.cpp",
        "  if (c.rotaryDim < 0 || c.rotaryDim > c.headDim)\n",
        "  if (c.rotaryDim < 0 || c.rotaryDim >= c.headDim)\n",
        "Reading a dimtune.model attribute rejects rotary_dim equal to head_dim, so modules imported from any full-RoPE model (Llama, Mistral, Qwen...) fail with a rotary_dim error.",
        ["lit:Steps/serving-accuracy.test"],
    ),
    Mutation(
        "mixed-precision-gemm-takes-narrow-math",
        "lib/CostModel/GemmKey.cpp",
        "    return aBytes() > bBytes() ? ma : mb;\n",
        "    return aBytes() < bBytes() ? ma : mb;\n",
        "A GEMM with operands of different widths (e.g. fp8 x bf16) is priced at the narrower type's tensor-core rate instead of the wider one's, making it predicted too fast.",
        ["gtest:GemmKey.MixedPrecisionRunsAtTheWiderInputWhicheverOrder"],
    ),
    Mutation(
        "gemv-rows-scales-launch-too",
        "lib/CostModel/CostModel.cpp",
        "  e.predictedUs = cal.launchUs + (e.predictedUs - cal.launchUs) * scale;\n",
        "  e.predictedUs = e.predictedUs * scale;\n",
        "The GEMV-like estimate for a few misaligned rows multiplies the launch overhead by the row scale too, overpredicting small-M misaligned GEMMs.",
        ["gtest:CostModelTest.AFewMisalignedRowsMayRunTheGemvLikeKernel"],
    ),
    Mutation(
        "report-other-share-uses-attention",
        "lib/CostModel/GemmReport.cpp",
        "      j.attribute(\"other_share\", share(t.otherUs));\n",
        "      j.attribute(\"other_share\", share(t.attentionUs));\n",
        "The JSON report's total.other_share repeats the attention share instead of the memory-bound kernels' share, so the shares no longer add up to one.",
        ["lit:Analysis/report-shares.test"],
    ),
    Mutation(
        "svg-escapes-greater-as-less",
        "lib/Advisor/AdviceReport.cpp",
        "      out += \"&gt;\";\n",
        "      out += \"&lt;\";\n",
        "The sweep SVG escapes '>' in its title as '&lt;', so a '>' in a family or target name shows up as '<'.",
        ["lit:Frontend/advise-serving.test"],
    ),
    Mutation(
        "host-bound-negated",
        "lib/CostModel/GemmReport.cpp",
        "      j.attribute(\"host_bound\", run.hostBound());\n",
        "      j.attribute(\"host_bound\", run.powerCapped);\n",
        "The analyze report's total.host_bound writes whether the step is power-capped instead of whether the GPU waits on the host.",
        ["lit:Analysis/report-invariants.test"],
    ),
    Mutation(
        "tflops-writes-intensity",
        "lib/CostModel/GemmReport.cpp",
        "    j.attribute(\"predicted_tflops\", e.predictedTflops);\n",
        "    j.attribute(\"predicted_tflops\", e.predictedTflops * e.kernel.waveEfficiency);\n",
        "The report's predicted_tflops is scaled by the wave efficiency, no longer the GEMM's FLOPs over its predicted time.",
        ["lit:Analysis/report-invariants.test"],
    ),
    Mutation(
        "stride-align-single-row",
        "lib/CostModel/GemmReport.cpp",
        "      j.attribute(\"stride_alignment_bytes\", p.rows(l) > 1\n",
        "      j.attribute(\"stride_alignment_bytes\", p.rows(l) >= 1\n",
        "An operand of one row (no stride between rows) gets its leading extent's alignment instead of the full 16 bytes.",
        ["lit:Analysis/report-invariants.test"],
    ),
    Mutation(
        "gemv-rows-writes-ctas",
        "lib/CostModel/GemmReport.cpp",
        "  j.attribute(\"gemv_rows\", k.gemvRows);\n",
        "  j.attribute(\"gemv_rows\", k.gemvRows ? k.ctas : 0);\n",
        "The report's gemv_rows gives the CTA count where the GEMV-like kernel runs.",
        ["lit:Analysis/report-invariants.test"],
    ),
    Mutation(
        "padded-fraction-zero",
        "lib/CostModel/GemmReport.cpp",
        "    j.attribute(\"padded_flop_fraction\", e.paddedFlopFraction);\n",
        "    j.attribute(\"padded_flop_fraction\", 0.0);\n",
        "A fused attention's padded_flop_fraction is always 0, hiding the kernel's head-dim padding.",
        ["lit:Analysis/report-invariants.test"],
    ),
    Mutation(
        "wasted-writes-waves",
        "lib/CostModel/GemmReport.cpp",
        "    j.attribute(\"wasted_flop_fraction\", e.wastedFlopFraction);\n",
        "    j.attribute(\"wasted_flop_fraction\", 1 - e.kernel.waveEfficiency);\n",
        "The report's wasted_flop_fraction is the last wave's idle share instead of the tile's padded FLOPs.",
        ["lit:Analysis/report-invariants.test"],
    ),
    Mutation(
        "memory-cal-writes-attention",
        "lib/CostModel/GemmReport.cpp",
        "    j.attribute(\"memory_calibration\", target.calibration.memoryProvenance);\n",
        "    j.attribute(\"memory_calibration\", target.calibration.attentionProvenance);\n",
        "The target's memory_calibration repeats the attention calibration's source.",
        ["lit:Analysis/report-invariants.test"],
    ),
    Mutation(
        "fp32-fallback-writes-aligned",
        "lib/CostModel/GemmReport.cpp",
        "    j.attribute(\"fp32_fallback\", e.fp32Fallback);\n",
        "    j.attribute(\"fp32_fallback\", false);\n",
        "fp32_fallback is always false, so bf16 on a GPU without bf16 tensor cores (a T4) is not flagged.",
        ["lit:Analysis/report-invariants.test"],
    ),
    Mutation(
        "intensity-per-output",
        "lib/CostModel/CostModel.cpp",
        "  e.arithmeticIntensity = p.flops() / p.minBytes();\n  e.ridgeIntensity = peak / bandwidth;\n",
        "  e.arithmeticIntensity = p.flops() / (p.minBytes() - p.batch * double(p.m) * p.n * p.cBytes());\n  e.ridgeIntensity = peak / bandwidth;\n",
        "The arithmetic intensity leaves C's bytes out of the GEMM's least traffic.",
        ["lit:Analysis/report-invariants.test"],
    ),
    Mutation(
        "reason-empty",
        "lib/Advisor/AdviceReport.cpp",
        "  j.attribute(\"attention_backend_reason\", s.attention.reason);\n",
        "  j.attribute(\"attention_backend_reason\", s.attention.reason.substr(0, 0));\n",
        "The advice report's attention_backend_reason is empty.",
        ["lit:Frontend/advice-invariants.test"],
    ),
    Mutation(
        "measured-writes-all",
        "lib/Advisor/AdviceReport.cpp",
        "      j.attribute(\"measured_gemm_shapes\", int64_t(a.measuredGemmShapes));\n",
        "      j.attribute(\"measured_gemm_shapes\", int64_t(a.gemmShapes));\n",
        "The advice's measured_gemm_shapes says every GEMM shape was measured.",
        ["lit:Frontend/advice-invariants.test"],
    ),
    Mutation(
        "workspace-writes-kv",
        "lib/Advisor/AdviceReport.cpp",
        "    j.attribute(\"workspace_bytes\", s.memory.workspaceBytes);\n",
        "    j.attribute(\"workspace_bytes\", s.memory.kvCacheBytes);\n",
        "The serving memory block's workspace_bytes repeats the KV cache's bytes.",
        ["lit:Frontend/advice-invariants.test"],
    ),
    Mutation(
        "kv-cache-without-new-token",
        "lib/ModelConfig/ModelConfig.cpp",
        "  double contextTokens = double(o.microBatch) * double(o.decode() ? o.kvLen + 1 : o.seq);\n",
        "  double contextTokens = double(o.microBatch) * double(o.decode() ? o.kvLen : o.seq);\n",
        "A decode step's KV cache leaves out the token being decoded (kv_len, not kv_len + 1).",
        ["lit:Frontend/advice-invariants.test"],
    ),
    Mutation(
        "proposal-padded-from-config",
        "lib/Advisor/AdviceReport.cpp",
        "      j.attribute(\"padded_attention_flop_fraction\", p.paddedAttentionFlops);\n",
        "      j.attribute(\"padded_attention_flop_fraction\", a.paddedAttentionFlops);\n",
        "Each candidate's padded_attention_flop_fraction is the configuration's, not its own head dim's.",
        ["lit:Frontend/advice-invariants.test"],
    ),
    Mutation(
        "busy-share-at-boost",
        "lib/Advisor/AdviceReport.cpp",
        "  j.attribute(\"gpu_busy_share\", s.run.gpuBusyShare());\n",
        "  j.attribute(\"gpu_busy_share\", s.kernelUs() / s.totalUs());\n",
        "The advice's gpu_busy_share divides the kernels at the boost clock by the step at the capped clock.",
        ["lit:Frontend/advice-invariants.test"],
    ),
    Mutation(
        "host-backward-writes-total",
        "lib/Advisor/AdviceReport.cpp",
        "  j.attribute(\"host_backward_us\", s.run.hostBackwardUs);\n",
        "  j.attribute(\"host_backward_us\", s.run.hostUs);\n",
        "host_backward_us writes the whole host time.",
        ["lit:Frontend/advice-invariants.test"],
    ),
    Mutation(
        "kernel-us-drops-attention",
        "lib/Advisor/AdviceReport.cpp",
        "  j.attribute(\"kernel_us\", s.kernelUs());\n",
        "  j.attribute(\"kernel_us\", s.gemmUs + s.otherUs);\n",
        "The advice step's kernel_us leaves the attention kernels out.",
        ["lit:Frontend/advice-invariants.test"],
    ),
    Mutation(
        "gemm-busy-time-halved",
        "lib/CostModel/CostModel.cpp",
        "  e.predictedUs = cal.launchUs + busyUs;\n",
        "  e.predictedUs = cal.launchUs + busyUs * 0.5;\n",
        "A GEMM's busy time is halved: large bf16 GEMMs are priced faster than the datasheet's peak allows.",
        ["lit:Analysis/report-invariants.test"],
    ),
    Mutation(
        "scaled-step-keeps-other",
        "lib/Advisor/StepTime.cpp",
        "  for (double *v : {&t.gemmUs, &t.attentionUs, &t.otherUs})\n",
        "  for (double *v : {&t.gemmUs, &t.attentionUs})\n",
        "A step scaled to a share (the micro_batch proposal per token of the current micro-batch) keeps its memory-bound kernels' time whole (round 21's microbatch-other-not-scaled, where that code now is).",
        ["lit:Frontend/advice-invariants.test"],
    ),
    Mutation(
        "scaled-run-keeps-host-phases",
        "lib/CostModel/StepModel.cpp",
        "  for (double *v : {&r.kernelUs, &r.hostUs, &r.hostForwardUs, &r.hostBackwardUs, &r.stepUs,\n",
        "  for (double *v : {&r.kernelUs, &r.hostUs, &r.stepUs,\n",
        "A scaled step keeps its forward's and backward's host time whole, so they exceed its scaled host time.",
        ["lit:Frontend/advice-invariants.test"],
    ),
    Mutation(
        "scaled-run-keeps-work",
        "lib/CostModel/StepModel.cpp",
        "                    &r.gemmUs, &r.attentionUs, &r.otherUs, &r.flops, &r.bytes})\n",
        "                    &r.gemmUs, &r.attentionUs, &r.otherUs, &r.bytes})\n",
        "A scaled step keeps its FLOPs whole: the micro_batch proposal reports 1100% more work per token.",
        ["lit:Frontend/advice-invariants.test"],
    ),
    # --- Round 21 (planted-21.json): the tests that caught each, or were written for it ---
    Mutation(
        "mask-only-along-keys-not-explicit",
        "lib/Analysis/AttentionExtraction.cpp",
        "  p.explicitMask = mask.tensorMaskLoops & scoreRows;\n",
        "  p.explicitMask = mask.tensorMaskLoops & (scoreRows & ~roles.keys);\n",
        "A mask tensor that varies only along the keys (a key-padding mask broadcast over the queries, [B,1,1,T]) is no longer read as an explicit mask, so the chain is reported as causal/unmasked and dispatched to flash instead of priced with its mask.",
        ["lit:Analysis/attention-tensor-mask.mlir"],
    ),
    Mutation(
        "gather-forgets-table-rows",
        "lib/Analysis/MemoryOpExtraction.cpp",
        "  if (m.kind == MemoryKind::Gather)\n",
        "  if (m.kind == MemoryKind::Scatter)\n",
        "The rows a gather reads from its table are added to scatters instead of gathers, so an embedding lookup (tensor.extract in a linalg body) is priced on its index bytes only and a scatter (an embedding gradient) on bytes it does not read, changing the other-work bytes and times in the analyze report.",
        ["lit:Frontend/step-consistency.test"],
    ),
    Mutation(
        "tosa-a-leading-extent-m",
        "lib/Analysis/GemmExtraction.cpp",
        "  p.a = {GemmDim::K, p.k, spanMask({GemmDim::Batch, GemmDim::M, GemmDim::K})};\n",
        "  p.a = {GemmDim::K, p.m, spanMask({GemmDim::Batch, GemmDim::M, GemmDim::K})};\n",
        "For tosa.matmul, A's leading stride is taken as M instead of K, so a misaligned K (e.g. K=50257) is reported aligned and a misaligned M is flagged wrongly, changing the alignment fields, price and pad decision.",
        ["lit:Analysis/tosa-matmul.mlir"],
    ),
    Mutation(
        "decode-bandwidth-keyed-on-value-splits",
        "lib/CostModel/AttentionModel.cpp",
        "  double efficiency = d.splits > 1 ? fit.splitBandwidthEfficiency : fit.bandwidthEfficiency;\n",
        "  double efficiency = d.valueSplits > 1 ? fit.splitBandwidthEfficiency : fit.bandwidthEfficiency;\n",
        "Decode attention picks the split-KV bandwidth efficiency by the value-column split instead of the key split, so a small-batch long-context decode step with split-KV (or cuDNN with a head dim above 128) is priced at the wrong memory rate.",
        ["gtest:AttentionModelTest.DecodeReadsAtTheSplitRateOnlyWhereTheKeysSplit"],
    ),
    Mutation(
        "cudnn-refuses-its-largest-head-dim",
        "lib/CostModel/AttentionModel.cpp",
        "    if (headDim > most)\n",
        "    if (headDim >= most)\n",
        "cuDNN refuses head dim 256 on Hopper (128 before), so e.g. Gemma's head dim 256 on the H200 dispatches to FlashAttention-2 instead of cuDNN and attention=cudnn reports an error.",
        ["gtest:AttentionDispatchTest.HeadDimAbove256GoesToTheMemoryEfficientKernel"],
    ),
    Mutation(
        "math-path-mask-batch-on-causal",
        "lib/CostModel/MathPathAttention.cpp",
        "    double mask = (k.explicitMask ? double(k.batch) : 1) * double(k.qLen) * double(k.kvLen);\n",
        "    double mask = (k.causal ? double(k.batch) : 1) * double(k.qLen) * double(k.kvLen);\n",
        "On SDPA's math path the mask's size is keyed on causal instead of the explicit mask, so an explicit [B,1,S,T] mask (Falcon-7B's math path) is priced as one [S,T] and a causal one as B copies, changing the mask.to_float/mask.add kernels and the step.",
        ["gtest:MathPathAttention.FalconsMaskedCall"],
    ),
    Mutation(
        "gqa-v-projection-query-width",
        "lib/ModelConfig/ModelConfig.cpp",
        "    linear(out, \"v\", tokens, kvLocal, h, train);\n",
        "    linear(out, \"v\", tokens, qLocal, h, train);\n",
        "For grouped-query models with separate projections (Llama-2-70B, Mistral, Qwen2) the v projection GEMMs get the query width instead of kv_heads x head_dim, changing imported IR, GEMM shapes and the predicted step.",
        ["gtest:FamilyTraits.LayerForwardFlopsByHand"],
    ),
    Mutation(
        "params-drop-final-norm",
        "lib/ModelConfig/ModelConfig.cpp",
        "  return embeddings + double(layers) * layer + normSize;\n",
        "  return embeddings + double(layers) * layer;\n",
        "The parameter count forgets the final norm's weights, so the advisor's 'parameters', param_delta_pct and the serving weights bytes are off for every model.",
        ["gtest:FamilyTraits.ParameterCountsByHand"],
    ),
    Mutation(
        "gptj-decode-copies-one-query",
        "lib/ModelConfig/StepOps.cpp",
        "  if (S > 1)\n",
        "  if (S >= 1)\n",
        "Eager attention (GPT-J) in decode gets a q.contiguous copy for its single query, which matmul only needs for S > 1, adding a strided kernel per layer to the decode step's memory-bound work and time.",
        ["gtest:FamilyTraits.GptJEagerAttentionInDecode"],
    ),
    Mutation(
        "stretch-busy-ignores-repeats",
        "lib/CostModel/StepModel.cpp",
        "    busyUs += timeAt(kernels[i], target, boost) * double(repeats(kernels[i]));\n",
        "    busyUs += timeAt(kernels[i], target, boost);\n",
        "When cutting the step into power windows, a kernel repeated count times counts once as busy, so the stretch's idle time is overstated and its power understated: the sustained clock and step time of an advised Hugging Face step (residual adds, grad sums with count > 1) come out too high/fast.",
        ["gtest:StepRunTest.TheHostsIdleGapsDiluteAStepsPower"],
    ),
    Mutation(
        "strided-loop-not-clocked",
        "lib/CostModel/MemoryOp.cpp",
        "  MemoryOpTime time = loopUs > streamUs ? MemoryOpTime{cal.launchUs + loopUs, loopUs}\n",
        "  MemoryOpTime time = loopUs > streamUs ? MemoryOpTime{cal.launchUs + loopUs, 0.0}\n",
        "A strided kernel bound by PyTorch's unvectorized loop reports no compute part, so at a power-capped clock below boost (or clock=MHz) its time no longer grows as the clock drops, changing the step as it runs.",
        ["gtest:CostModelTest.StridedKernelsRunAtTheLoopsElementRate"],
    ),
    Mutation(
        "step-breakdown-ignores-count",
        "lib/Advisor/StepTime.cpp",
        "    double us = k.us * k.count;\n",
        "    double us = k.us;\n",
        "predictStep's GEMM/attention/other breakdown counts each memory-bound kernel with count > 1 once, so the advisor's other_us, kernel_us and percentages are too low.",
        ["lit:Frontend/step-consistency.test"],
    ),
    Mutation(
        "candidate-kernel-head-dim-of-base",
        "lib/Advisor/ModelAdvisor.cpp",
        "    std::tie(p.kernelHeadDim, p.paddedAttentionFlops) = kernelHeadDim(changed, p.after, models);\n",
        "    std::tie(p.kernelHeadDim, p.paddedAttentionFlops) = kernelHeadDim(c, p.after, models);\n",
        "Each candidate's kernel head dim and padded attention FLOP fraction are computed from the original config's head dim, so a num_attention_heads or hidden_size proposal reports e.g. '128 as 64' and a wrong padded fraction.",
        ["gtest:AdvisorTest.HeadCandidatesSayWhichKernelHeadDimTheyRunAs"],
    ),
    Mutation(
        "once-a-from-weight-b",
        "lib/Plan/ModulePlan.cpp",
        "  g.once.a = padFoldsIntoConstant(linalgOp.getDpsInputOperand(0)->get()) || g.weightArgA;\n",
        "  g.once.a = padFoldsIntoConstant(linalgOp.getDpsInputOperand(0)->get()) || g.weightArgB;\n",
        "With pad-weights, when B is a weight argument the activation A is also priced as padded once (free), so pad costs are underestimated and GEMMs get padded (or reported faster) where the A copy on every call does not pay.",
        ["lit:Transforms/pad-weights-taken-shape.mlir"],
    ),
    Mutation(
        "measured-interval-high-is-low",
        "lib/CostModel/PadPolicy.cpp",
        "  d.gemmSpeedupHigh = v.speedupHigh;\n",
        "  d.gemmSpeedupHigh = v.speedupLow;\n",
        "A measured pad decision's GEMM speed-up interval reports its low end twice, so the pad report's gemm_speedup_interval under policy=measured is [low, low].",
        ["lit:Tuning/runner-merge.test"],
    ),
    Mutation(
        "memory-efficiency-any-overhead",
        "lib/Target/TargetRegistry.cpp",
        "    {\"memory_efficiency\", &Calibration::memoryEfficiency, &kEfficiency},\n",
        "    {\"memory_efficiency\", &Calibration::memoryEfficiency, &kOverhead},\n",
        "A target file's calibration.memory_efficiency of 0 or above 1 (e.g. 1.5) is accepted instead of rejected as not in (0, 1], so memory-bound prices become infinite or faster than the bandwidth.",
        ["gtest:TargetRegistry.RejectsValuesTheModelCannotEvaluate"],
    ),
    Mutation(
        "csv-row-line-off-by-one",
        "lib/Calibration/Csv.cpp",
        "    table.rows.emplace_back(table.columns, std::move(values), index + 1);\n",
        "    table.rows.emplace_back(table.columns, std::move(values), index);\n",
        "Rows of a measurement CSV get 0-based line numbers, so every error a fit reports about a bad row names the line before the offending one.",
        ["lit:Target/h200-calibration.test"],
    ),
    Mutation(
        "median-even-takes-upper",
        "lib/Calibration/FitSupport.cpp",
        "  return values.size() % 2 ? values[h] : 0.5 * (values[h - 1] + values[h]);\n",
        "  return values[h];\n",
        "The median of an even number of values returns the upper middle instead of the mean of the two, shifting fitted factors (e.g. the power model's held watts) and the validation error statistics the calibration tools print.",
        ["lit:Calibrate/power-check.test"],
    ),
    Mutation(
        "waves-count-truncated",
        "lib/CostModel/GemmReport.cpp",
        "    j.attribute(\"count\", int64_t(std::ceil(k.waves)));\n",
        "    j.attribute(\"count\", int64_t(k.waves));\n",
        "The analyze report's waves.count truncates instead of rounding up, so a GEMM with 5.82 waves is reported as 5 whole waves instead of 6.",
        ["lit:Analysis/report-invariants.test"],
    ),
]


# ---------------------------------------------------------------------------
# The copy and its build
# ---------------------------------------------------------------------------


def log(message):
    print(message, flush=True)


def run(cmd, cwd=None, timeout=None, env=None):
    """Runs `cmd` in its own process group; (exit status, output). A timeout
    kills the whole group and gives status None."""
    proc = subprocess.Popen(cmd, cwd=cwd, env=env, stdout=subprocess.PIPE,
                            stderr=subprocess.STDOUT, start_new_session=True)
    try:
        out, _ = proc.communicate(timeout=timeout)
        return proc.returncode, out.decode(errors="replace")
    except subprocess.TimeoutExpired:
        os.killpg(proc.pid, 9)
        out, _ = proc.communicate()
        return None, out.decode(errors="replace")


def git(*args):
    return subprocess.run(["git", "-C", str(REPO)] + list(args), check=True,
                          capture_output=True).stdout


def working_tree_files(untracked):
    """{path: (bytes, mode)}: the tracked files as they are on disk (uncommitted
    changes included; a deleted one left out), with --untracked also the
    untracked files git does not ignore."""
    cmd = ["ls-files", "-z", "--cached"] + (["--others", "--exclude-standard"] if untracked else [])
    names = sorted({f for f in git(*cmd).decode().split("\0") if f})
    return {f: ((REPO / f).read_bytes(), (REPO / f).stat().st_mode & 0o777)
            for f in names if (REPO / f).is_file()}


def head_files():
    """{path: (bytes, mode)}: the files of the commit HEAD names, as committed."""
    entries = []
    for entry in git("ls-tree", "-r", "-z", "HEAD").decode().split("\0"):
        if not entry:
            continue
        meta, path = entry.split("\t", 1)
        mode, kind, sha = meta.split()
        if kind == "blob" and mode != "120000":
            entries.append((path, sha, 0o755 if mode == "100755" else 0o644))
    batch = subprocess.run(["git", "-C", str(REPO), "cat-file", "--batch"], check=True,
                           capture_output=True,
                           input="".join(sha + "\n" for _, sha, _ in entries).encode()).stdout
    files, pos = {}, 0
    for path, sha, mode in entries:
        header_end = batch.index(b"\n", pos)
        size = int(batch[pos:header_end].split()[2])
        files[path] = (batch[header_end + 1:header_end + 1 + size], mode)
        pos = header_end + 1 + size + 1
    return files


def sync_copy(src, args):
    """Writes the files to test into `src`, only those whose content differs
    (unchanged files keep their time stamps: the build stays incremental);
    removes files an earlier run copied that are gone."""
    manifest = src / ".mutation-manifest"
    previous = set(manifest.read_text().splitlines()) if manifest.exists() else set()
    if args.head:
        files = head_files()
        if args.untracked:
            extra = working_tree_files(True)
            tracked = set(git("ls-files", "-z", "--cached").decode().split("\0"))
            files.update({f: data for f, data in extra.items() if f not in tracked})
    else:
        files = working_tree_files(args.untracked)
    written = 0
    for f, (data, mode) in sorted(files.items()):
        dst = src / f
        try:
            if dst.read_bytes() == data:
                if dst.stat().st_mode & 0o777 != mode:
                    dst.chmod(mode)
                continue
        except OSError:
            pass
        dst.parent.mkdir(parents=True, exist_ok=True)
        if dst.is_symlink():
            dst.unlink()
        dst.write_bytes(data)
        dst.chmod(mode)
        written += 1
    for gone in previous - set(files):
        try:
            (src / gone).unlink()
        except OSError:
            pass
    manifest.write_text("\n".join(sorted(files)) + "\n")
    return written


def build(args):
    """(ok, output) of an incremental build of the copy."""
    if not (args.build / "build.ninja").exists():
        status, out = run(["cmake", "-S", str(args.src), "-B", str(args.build), "-G", "Ninja"])
        if status != 0:
            return False, out
    status, out = run(["nice", "-n", "5", "cmake", "--build", str(args.build), "-j", str(args.jobs)])
    return status == 0, out


# ---------------------------------------------------------------------------
# Tests
# ---------------------------------------------------------------------------


def find_lit():
    for candidate in LIT_CANDIDATES:
        path = shutil.which(candidate)
        if path:
            return path
    sys.exit("error: no lit found (tried %s)" % ", ".join(LIT_CANDIDATES))


def distinct_matches(out, pattern, group):
    """Group `group` of every line of `out` that `pattern` matches, each once, in order."""
    found = []
    for line in out.splitlines():
        m = re.match(pattern, line)
        if m and m.group(group) not in found:
            found.append(m.group(group))
    return found


def gtest_failures(out):
    return distinct_matches(out, r"\[  FAILED  \] ([\w/]+\.[\w/]+)", 1)


def lit_failures(out):
    return distinct_matches(out, r"(FAIL|XPASS|UNRESOLVED|TIMEOUT): \S+ :: (\S+)", 2)


def other_ctest_tests(args):
    """Tests ctest lists that are neither the lit suite nor one of
    dimtune-unittests' GoogleTests (none today): --full runs them through ctest."""
    status, out = run(["ctest", "--test-dir", str(args.build), "-N"])
    names = re.findall(r"Test\s+#\d+: (\S+)", out)
    status, listing = run([str(args.build / "bin" / "dimtune-unittests"), "--gtest_list_tests"])
    gtests, suite = set(), None
    for line in listing.splitlines():
        if not line.strip():
            continue
        if not line.startswith(" "):
            suite = line.split()[0]
        else:
            gtests.add(suite + line.split()[0])
    return [n for n in names if n != "lit" and n not in gtests]


def suite_failures(args, name, cmd, failures_in):
    """Runs one test binary; the failing tests' names that failures_in finds in
    its output, else the binary's own name with why it failed ([] if it passed)."""
    status, out = run(cmd, timeout=args.timeout)
    if status is None:
        return [name + " (timed out)"]
    if status != 0:
        return failures_in(out) or ["%s (exit %s)" % (name, status)]
    return []


def run_tests(args, selection):
    """Runs the selected tests: {"gtest": [...] or None, "lit": [...] or None,
    "ctest": [...]} (None: all). Returns the failing tests' names ([] if none)."""
    failed = []
    gtest, lit, ctest = selection["gtest"], selection["lit"], selection["ctest"]
    if gtest != []:
        cmd = [str(args.build / "bin" / "dimtune-unittests"), "--gtest_brief=1"]
        positive = ":".join(gtest) if gtest is not None else "*"
        negative = ":".join(args.uncounted_gtests)
        if gtest is not None or negative:
            cmd.append("--gtest_filter=" + positive + (":-" + negative if negative else ""))
        if args.first_kill:
            cmd.append("--gtest_fail_fast")
        failed += suite_failures(args, "dimtune-unittests", cmd, gtest_failures)
    if lit != [] and not (failed and args.first_kill):
        cmd = [args.lit, "-sv", str(args.build / "test")]
        if lit is not None:
            cmd += ["--filter", "|".join("(%s)" % r for r in lit)]
        if args.uncounted:
            cmd += ["--filter-out", "|".join(re.escape(t) for t in args.uncounted)]
        if args.first_kill:
            cmd += ["--max-failures", "1"]
        failed += suite_failures(args, "lit", cmd, lit_failures)
    if ctest:
        regex = "|".join("^%s$" % re.escape(n) for n in ctest)
        cmd = ["ctest", "--test-dir", str(args.build), "-R", regex]
        failed += suite_failures(args, "ctest " + " ".join(ctest), cmd, lambda out: [])
    return failed


def selection_for(mutations, args):
    if args.full:
        return {"gtest": None, "lit": None, "ctest": other_ctest_tests(args)}
    gtest, lit = [], []
    for m in mutations:
        for t in m.tests:
            kind, _, what = t.partition(":")
            target = gtest if kind == "gtest" else lit
            for part in what.split(":") if kind == "gtest" else [what]:
                if part not in target:
                    target.append(part)
    return {"gtest": gtest, "lit": lit, "ctest": []}


# ---------------------------------------------------------------------------
# Main
# ---------------------------------------------------------------------------


def declared_gtests(root):
    """Suite.Name of every TEST and TEST_F in unittests/."""
    names = set()
    for source in (root / "unittests").glob("*.cpp"):
        for suite, name in re.findall(r"^TEST(?:_F)?\((\w+),\s*(\w+)\)", source.read_text(), re.M):
            names.add("%s.%s" % (suite, name))
    return names


def check_mutations(mutations, root):
    """Every old text must be in its file exactly once, and every test a
    mutation declares must exist (a lit test file, a GoogleTest or a pattern
    that matches one): a stale name would run nothing and call it killed."""
    errors = []
    gtests = declared_gtests(root)
    for m in mutations:
        path = root / m.file
        if not path.exists():
            errors.append("%s: %s does not exist" % (m.name, m.file))
            continue
        count = path.read_text().count(m.old)
        if count != 1:
            errors.append("%s: its old text is %s in %s" % (
                m.name, "not" if count == 0 else "%d times" % count, m.file))
        for t in m.tests:
            kind, _, what = t.partition(":")
            if kind == "gtest":
                for pattern in what.split(":"):
                    regex = re.compile(re.escape(pattern).replace(r"\*", ".*") + "$")
                    if not any(regex.match(g) for g in gtests):
                        errors.append("%s: no GoogleTest matches %s" % (m.name, pattern))
            elif kind == "lit":  # a --filter: paths joined by |
                for part in what.split("|"):
                    if not list((root / "test").glob(part + "*")):
                        errors.append("%s: no lit test test/%s*" % (m.name, part))
            else:
                errors.append("%s: test %r is neither gtest: nor lit:" % (m.name, t))
    return errors


def read_mutations(path):
    """The mutations of a JSON list (--from); an error names what is wrong."""
    import json
    try:
        entries = json.loads(path.read_text())
    except (OSError, ValueError) as e:
        sys.exit("error: %s: %s" % (path, e))
    keys = ("name", "file", "old", "new", "why")
    if not isinstance(entries, list):
        sys.exit("error: %s: not a JSON list" % path)
    mutations = []
    for i, e in enumerate(entries):
        if not isinstance(e, dict) or not all(isinstance(e.get(k), str) for k in keys):
            sys.exit("error: %s: entry %d lacks one of the strings %s" % (path, i, ", ".join(keys)))
        mutations.append(Mutation(*(e[k] for k in keys)))
    return mutations


def main():
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--only", nargs="+", metavar="NAME", help="run only these mutations")
    parser.add_argument("--full", action="store_true",
                        help="run the whole suite (ctest's tests) for each mutation, not the "
                             "tests it declares")
    parser.add_argument("--from", dest="from_file", type=Path, metavar="BUGS.json",
                        help="run the mutations of this JSON list instead of the table "
                             "(implies --full)")
    parser.add_argument("--list", action="store_true", help="list the mutations and exit")
    parser.add_argument("--check", action="store_true",
                        help="check every mutation's text and tests against this checkout "
                             "and exit (no build)")
    parser.add_argument("--work", type=Path, default=DEFAULT_WORK,
                        help="scratch directory: WORK/src (the copy) and WORK/build "
                             "(default %(default)s)")
    parser.add_argument("--jobs", type=int, default=2, help="build jobs (default %(default)s)")
    parser.add_argument("--timeout", type=int, default=1200,
                        help="seconds a test run may take; past it the mutation counts as "
                             "killed (a hang) (default %(default)s)")
    parser.add_argument("--untracked", action="store_true",
                        help="also copy untracked files git does not ignore (new tests not "
                             "yet added)")
    parser.add_argument("--head", action="store_true",
                        help="copy the files of the commit HEAD names instead of the working "
                             "tree (others' uncommitted work left out)")
    parser.add_argument("--no-baseline", action="store_true",
                        help="skip the run of the unmutated tree's tests")
    parser.add_argument("--first-kill", action="store_true",
                        help="stop a mutation's tests at the first failure (the table names "
                             "one killer): a run of planted bugs in a fraction of the time")
    args = parser.parse_args()

    mutations = MUTATIONS
    if args.from_file:
        mutations = read_mutations(args.from_file)
        args.full = True
    # A planted bug counts as caught only by a test that judges dimtune's behaviour.
    args.uncounted = UNCOUNTED_FOR_PLANTED if args.from_file else ()
    args.uncounted_gtests = UNCOUNTED_GTESTS_FOR_PLANTED if args.from_file else ()
    names = [m.name for m in mutations]
    dupes = {n for n in names if names.count(n) > 1}
    if dupes:
        sys.exit("error: mutation names used twice: " + ", ".join(sorted(dupes)))
    if args.list:
        for m in mutations:
            print("%s  (%s)\n    %s\n    tests: %s\n" % (m.name, m.file, m.why, ", ".join(m.tests)))
        return 0
    if args.check:
        errors = check_mutations(mutations, REPO)
        for e in errors:
            print("error: " + e, file=sys.stderr)
        if not errors:
            print("%d mutations: each text found once, each declared test exists" % len(mutations))
        return 2 if errors else 0
    selected = mutations
    if args.only:
        unknown = [n for n in args.only if n not in names]
        if unknown:
            sys.exit("error: no mutation named " + ", ".join(unknown))
        selected = [m for m in mutations if m.name in args.only]
    # Grouped by file: a file restored and mutated again is compiled once.
    order = {f: i for i, f in enumerate(dict.fromkeys(m.file for m in selected))}
    selected = sorted(selected, key=lambda m: order[m.file])

    args.lit = find_lit()
    args.src = args.work / "src"
    args.build = args.work / "build"
    args.src.mkdir(parents=True, exist_ok=True)
    start = time.time()
    written = sync_copy(args.src, args)
    log("copy: %s (%d files written), build: %s" % (args.src, written, args.build))
    errors = check_mutations(selected, args.src)
    if errors:
        for e in errors:
            print("error: " + e, file=sys.stderr)
        return 2

    log("building the unmutated copy ...")
    ok, out = build(args)
    if not ok:
        print(out[-6000:])
        print("error: the unmutated copy does not build", file=sys.stderr)
        return 2
    if not args.no_baseline:
        log("running the unmutated copy's tests ...")
        failed = run_tests(args, selection_for(selected, args))
        if failed:
            print("error: the unmutated suite fails (%s): it cannot judge a mutation" %
                  ", ".join(failed), file=sys.stderr)
            return 2

    results = []
    try:
        for i, m in enumerate(selected, 1):
            t0 = time.time()
            path = args.src / m.file
            original = path.read_bytes()
            text = original.decode()
            path.write_text(text.replace(m.old, m.new, 1))
            try:
                ok, out = build(args)
                if not ok:
                    errors = [l for l in out.splitlines() if "error" in l][:3]
                    outcome, by = "build-failed", "; ".join(errors)
                else:
                    failed = run_tests(args, selection_for([m], args))
                    outcome = "killed" if failed else "survived"
                    by = ", ".join(failed)
            finally:
                path.write_bytes(original)
            results.append((m, outcome, by, time.time() - t0))
            log("[%d/%d] %s: %s%s (%.0f s)" % (i, len(selected), m.name, outcome,
                                               " by " + by if by else "", time.time() - t0))
    except KeyboardInterrupt:
        print("interrupted; the mutated file was restored", file=sys.stderr)

    width = max([len("mutation")] + [len(m.name) for m, _, _, _ in results])
    print()
    print("%-*s  %-12s  %s" % (width, "mutation", "result", "killed by"))
    print("%s  %s  %s" % ("-" * width, "-" * 12, "-" * 40))
    for m, outcome, by, _ in results:
        shown = by if outcome == "killed" else ("" if outcome == "survived" else by)
        if len(shown) > 160:
            shown = shown[:157] + "..."
        print("%-*s  %-12s  %s" % (width, m.name, outcome, shown))
    counts = {o: sum(1 for _, r, _, _ in results if r == o)
              for o in ("killed", "survived", "build-failed")}
    print("\n%d mutations: %d killed, %d survived, %d build-failed (%s tests, %.0f s)" % (
        len(results), counts["killed"], counts["survived"], counts["build-failed"],
        "all" if args.full else "declared", time.time() - start))
    if counts["survived"]:
        return 1
    if counts["build-failed"] or len(results) < len(selected):
        return 2
    return 0


if __name__ == "__main__":
    sys.exit(main())
