//===- AdviceReport.h - The advisor's proposals as text, JSON, Markdown -*- C++ -*-===//

#ifndef DIMTUNE_ADVISOR_ADVICEREPORT_H
#define DIMTUNE_ADVISOR_ADVICEREPORT_H

#include "dimtune/Advisor/ModelAdvisor.h"

#include "llvm/Support/raw_ostream.h"

#include <string>

namespace dimtune {

/// One line per proposal: the change, the parameters, the predicted whole
/// step and its parts, and for head dims the kernel they run as.
std::string describeProposal(const Proposal &p);
/// The current config's step and its shares, and any head-dim padding.
std::string describeStep(const ModelConfig &c, const Advice &a);

void writeAdviceJson(llvm::raw_ostream &os, const GpuTarget &target, const ModelConfig &c,
                     const ImportOptions &o, const Advice &a);
void writeAdviceMarkdown(llvm::raw_ostream &os, const GpuTarget &target, const ModelConfig &c,
                         const ImportOptions &o, const Advice &a);
/// The serving sweep as a plot: step time and tokens/s against the batch.
void writeSweepSvg(llvm::raw_ostream &os, const GpuTarget &target, const ModelConfig &c,
                   const ImportOptions &o, const ServingSweep &sweep);

} // namespace dimtune

#endif // DIMTUNE_ADVISOR_ADVICEREPORT_H
