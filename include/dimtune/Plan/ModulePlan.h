//===- ModulePlan.h - A module read once, every decision taken once -*- C++ -*-===//
//
// What dimtune decides about a module, read from its IR once: each attention
// chain and the kernel that runs it (AttentionDispatch.h: fused or, on
// PyTorch's math path, its GEMMs and softmax); each GEMM with its one padding
// decision (decidePadding: pads and slices counted, operands padded once as
// the pad pass would pad them); the memory-bound rest; the step's totals.
// --dimtune-analyze, --dimtune-pad, --dimtune-emit-bench and dimtune-tune
// read this plan and never decide again. Built once, then plain data: the
// Operation pointers are where each decision applies, valid while the IR is.
//
//===----------------------------------------------------------------------===//

#ifndef DIMTUNE_PLAN_MODULEPLAN_H
#define DIMTUNE_PLAN_MODULEPLAN_H

#include "dimtune/Analysis/GemmExtraction.h"
#include "dimtune/CostModel/AttentionDispatch.h"
#include "dimtune/CostModel/CostModel.h"
#include "dimtune/CostModel/GemmReport.h"
#include "dimtune/CostModel/StepModel.h"
#include "dimtune/Tuning/TuningDb.h"

#include "mlir/IR/BuiltinOps.h"

#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/DenseSet.h"

#include <vector>

namespace dimtune {

struct AttentionMatch;

/// What a plan is built with: the passes' options, in one place.
struct PlanOptions {
  AttentionChoice attention = AttentionChoice::Default;
  PadOptions pad;
  /// pad-weights: a weight that is a function argument counts as padded once
  /// (the caller passes it padded).
  bool padWeights = false;
  GemmExtractionOptions extraction;
  /// Measured times beside the predictions, and policy=measured's choices.
  const TuningDb *db = nullptr;
  /// How the step runs (StepModel.h).
  ExecMode exec = ExecMode::Eager;
  ClockChoice clock;
  /// Eagerly, Python sets the step up before its first kernel (a model's own
  /// forward; not a serving engine's step): ImportOptions::huggingFaceStep.
  bool pythonSetUp = true;
};

/// One memory-bound kernel.
struct PlannedMemoryOp {
  mlir::Operation *op = nullptr;
  MemoryOp memory;
  double us = 0;
  double computeUs = 0; ///< The part of `us` the SM clock sets.
};

/// One attention chain and the kernel that runs it.
struct PlannedAttention {
  AttentionAnalysis analysis;   ///< problem, dispatch, estimate (fused only), measured
  mlir::Operation *score = nullptr;
  /// The ops a fused kernel runs; empty on the math path, where they stay
  /// GEMMs and memory-bound kernels of their own.
  llvm::SmallVector<mlir::Operation *> absorbed;
};

/// One GEMM op: what it computes, how its operands would be padded, and its
/// decision (shared by every op of the same problem and padding).
struct PlannedGemm {
  mlir::Operation *op = nullptr;
  GemmAnalysis analysis;
  PaddedOnce once;
  /// Weights taken padded in the signature (pad-weights).
  bool weightArgA = false, weightArgB = false;
  /// Index of the first planned GEMM with the same problem and padding (its
  /// own index where it is the first): one remark, one benchmark, per such.
  size_t first = 0;
};

class ModulePlan {
public:
  /// Reads `module` (remarks say what cannot be read and why).
  static ModulePlan build(mlir::ModuleOp module, const GpuTarget &target,
                          const PlanOptions &options);

  const GpuTarget &target() const { return *target_; }
  const PlanOptions &options() const { return options_; }
  llvm::ArrayRef<PlannedAttention> attention() const { return attention_; }
  /// Every GEMM the analysis reads, in IR order (attention products a fused
  /// kernel runs are not among them).
  llvm::ArrayRef<PlannedGemm> gemms() const { return gemms_; }
  const OtherWork &other() const { return other_; }
  const StepTotals &totals() const { return totals_; }
  /// The step as it runs, as written and padded as the decisions pad it.
  const StepRun &run() const { return run_; }
  const StepRun &paddedRun() const { return paddedRun_; }

  /// The step's kernels in the order they run: by where their roles run
  /// (StepOrder.h) where every op has an importer's role and pass, else in
  /// IR order; with the padding decisions applied or not.
  std::vector<StepKernel> stepKernels(bool padded) const;

  /// The chain whose fused kernel runs `op`, or null.
  const PlannedAttention *absorbedBy(mlir::Operation *op) const;
  /// The planned GEMM of `op`, or null (not read, or absorbed).
  const PlannedGemm *gemmFor(mlir::Operation *op) const;

  /// The analyses in IR order, for the report writer.
  std::vector<GemmAnalysis> gemmAnalyses() const;
  std::vector<AttentionAnalysis> attentionAnalyses() const;

private:
  /// (problem, padded-once bits) -> the first planned GEMM of them.
  using FirstOf = llvm::DenseMap<std::pair<GemmKey, unsigned>, size_t>;

  void planAttention(mlir::ModuleOp module);
  void planMathPath(const AttentionMatch &m);
  void planGemm(mlir::Operation *op, const CostModel &model, FirstOf &firstOf);
  void decideGemm(PlannedGemm &g, const CostModel &model, const FirstOf &firstOf) const;
  /// The shape the weight `input` is taken padded at already, if any.
  std::optional<llvm::ArrayRef<int64_t>> paddedWeightShape(mlir::Value input) const;
  /// The inputs of `g` another GEMM takes padded at another shape, now
  /// priced as copies.
  llvm::SmallVector<unsigned, 2> dropWeightsPaddedElsewhere(PlannedGemm &g) const;
  /// `g` padded to the shape at which another GEMM takes its weight `index`
  /// padded, that weight free, where the model prices it faster than `g`'s
  /// own decision with the weight copied (true: `g` now decides so).
  bool padToWeightTakenPadded(PlannedGemm &g, unsigned index, const CostModel &model) const;
  /// What the tuning database measured of `problem` under policy=measured.
  const MeasuredProblem *measuredChoices(const GemmProblem &problem) const;
  void claimPaddedWeights(const PlannedGemm &g);
  void sumTotals();
  void runSteps();

  const GpuTarget *target_ = nullptr;
  PlanOptions options_;
  std::vector<PlannedAttention> attention_;
  std::vector<PlannedGemm> gemms_;
  llvm::DenseMap<mlir::Operation *, size_t> gemmIndex_;
  llvm::DenseMap<mlir::Operation *, size_t> absorbed_; ///< op -> its chain in attention_
  /// The GEMMs of chains on the math path (attention time in the totals), the
  /// chains' other ops (priced by the math path's table instead), and the
  /// table's kernels' time (attention time too).
  llvm::DenseSet<mlir::Operation *> mathPath_;
  llvm::DenseSet<mlir::Operation *> mathPathTable_;
  double mathPathMemoryUs_ = 0;
  std::vector<PlannedMemoryOp> memoryOps_;
  /// The shape each weight argument is taken padded at: the first GEMM that
  /// pads it sets it, as the rewrite does (in the same IR order).
  llvm::DenseMap<mlir::Value, llvm::SmallVector<int64_t>> weightShapes_;
  OtherWork other_;
  StepTotals totals_;
  StepRun run_, paddedRun_;
};

/// Whether `value` is a constant small enough that its pad folds into a
/// larger constant (padded once, at compile time).
bool padFoldsIntoConstant(mlir::Value value);

/// Whether pad-weights=true can give `value`'s function the argument padded
/// (padWeightArgument): an entry argument of a function defined in the module
/// whose every use there is a call, so that each caller can pad what it
/// passes. Elsewhere the pad stays an op run on every call.
bool argumentTakesPaddedType(mlir::Value value);

/// Whether `value` is the leading slice (zero offsets, unit strides) of an
/// argument pad-weights=true took padded: padding it back to the argument's
/// shape is the argument itself (reusePaddedArgument), paid for once.
bool isLeadingSliceOfPaddedArgument(mlir::Value value);

/// The loop sizes that give `op` (a GEMM of problem `p`) the padded shape of
/// `d`, or failure where a padded GEMM dim is several loops (which of them
/// would grow is not obvious).
mlir::FailureOr<llvm::SmallVector<int64_t>> paddedLoopSizes(mlir::Operation *op, const GemmKey &p,
                                                            const PadDecision &d);

/// The most bytes a padded constant may take when written out: beyond it the
/// pad stays an op (a splat padded with zeros is no longer a splat; an
/// LM-head-sized weight would take gigabytes and minutes to write).
constexpr int64_t kMostFoldedConstantBytes = 16 << 20;

} // namespace dimtune

#endif // DIMTUNE_PLAN_MODULEPLAN_H
