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

#include <string>

namespace dimtune {

/// Where a GEMM sits: what reports and remarks show, never part of its key.
struct GemmSite {
  std::string op;   ///< Operation name, e.g. "linalg.matmul".
  std::string loc;  ///< Source location, printed.
  std::string role; ///< Role from the importer (qkv, mlp_up, ...), if any.
  std::string pass; ///< fwd, dgrad or wgrad, if the importer said.
};

struct GemmProblem : GemmKey {
  GemmSite site;

  GemmProblem() = default;
  GemmProblem(const GemmKey &key, GemmSite site = {}) : GemmKey(key), site(std::move(site)) {}
  const GemmKey &key() const { return *this; }
};

/// "[role pass] " for reports, or "" without a role.
std::string formatRole(const GemmSite &site);

/// Writes the fields that say which GEMM a report entry is: the site (loc,
/// op, role, pass) and the key.
void writeGemmIdentity(llvm::json::OStream &j, const GemmProblem &problem);

} // namespace dimtune

#endif // DIMTUNE_COSTMODEL_GEMMPROBLEM_H
