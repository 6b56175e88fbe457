//===- GemmProblem.h - A GEMM as plain data -----------------------*- C++ -*-===//
//
// IR is read once into GemmProblems; the cost model, candidates, tuning keys
// and emitted code work on these and never re-parse IR. A problem is its key
// (what the cost model and the databases see, GemmKey.h) and its site (where
// it sits in IR: reports and remarks only).
//
//===----------------------------------------------------------------------===//

#ifndef DIMTUNE_COSTMODEL_GEMMPROBLEM_H
#define DIMTUNE_COSTMODEL_GEMMPROBLEM_H

#include "dimtune/CostModel/GemmKey.h"
#include "dimtune/CostModel/OpSite.h"

#include <string>

namespace dimtune {

struct GemmProblem : GemmKey {
  OpSite site;

  GemmProblem() = default;
  GemmProblem(const GemmKey &key, OpSite site = {}) : GemmKey(key), site(std::move(site)) {}
  const GemmKey &key() const { return *this; }
};

/// Writes the fields that say which GEMM a report entry is: the site (loc,
/// op, role, pass) and the key.
void writeGemmIdentity(llvm::json::OStream &j, const GemmProblem &problem);

} // namespace dimtune

#endif // DIMTUNE_COSTMODEL_GEMMPROBLEM_H
