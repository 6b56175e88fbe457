//===- PassOptions.h - Option types shared by dimtune's passes ----*- C++ -*-===//

#ifndef DIMTUNE_PASSSUPPORT_PASSOPTIONS_H
#define DIMTUNE_PASSSUPPORT_PASSOPTIONS_H

#include "dimtune/CostModel/AttentionDispatch.h"
#include "dimtune/CostModel/PadPolicy.h"
#include "dimtune/Target/GpuTarget.h"

#endif // DIMTUNE_PASSSUPPORT_PASSOPTIONS_H
