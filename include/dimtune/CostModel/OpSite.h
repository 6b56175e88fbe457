//===- OpSite.h - Where an operation sits in IR --------------------*- C++ -*-===//
//
// What reports and remarks show of an operation (a GEMM, a memory-bound
// kernel), never part of what the cost model or a database keys on.
//
//===----------------------------------------------------------------------===//

#ifndef DIMTUNE_COSTMODEL_OPSITE_H
#define DIMTUNE_COSTMODEL_OPSITE_H

#include <string>

namespace dimtune {

struct OpSite {
  std::string op;   ///< Operation name, e.g. "linalg.matmul".
  std::string loc;  ///< Source location, printed.
  std::string role; ///< Role from the importer (qkv, mlp_up, ...), if any.
  std::string pass; ///< fwd, dgrad or wgrad, if the importer said.
};

/// "[role pass] " for reports, or "" without a role.
std::string formatRole(const OpSite &site);

} // namespace dimtune

#endif // DIMTUNE_COSTMODEL_OPSITE_H
