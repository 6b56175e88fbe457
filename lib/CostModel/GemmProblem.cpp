//===- GemmProblem.cpp - A GEMM as plain data -----------------------------===//

#include "dimtune/CostModel/GemmProblem.h"

namespace dimtune {

std::string formatRole(const OpSite &site) {
  if (site.role.empty())
    return "";
  return "[" + site.role + (site.pass.empty() ? "" : " " + site.pass) + "] ";
}

void writeGemmIdentity(llvm::json::OStream &j, const GemmProblem &p) {
  j.attribute("loc", p.site.loc);
  j.attribute("op", p.site.op);
  if (!p.site.role.empty())
    j.attribute("role", p.site.role);
  if (!p.site.pass.empty())
    j.attribute("pass", p.site.pass);
  writeGemmKeyFields(j, p);
}

} // namespace dimtune
