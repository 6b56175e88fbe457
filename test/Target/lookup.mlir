// Every look-up path reaches the same chip: product name, alias, sm_XX, and
// the module attribute; the option wins over the attribute.
// RUN: dimtune-opt %s --dimtune-analyze="target=h100 report=%t.alias.json" -o /dev/null 2>/dev/null
// RUN: FileCheck %s --check-prefix=H100SXM < %t.alias.json
// RUN: dimtune-opt %s --dimtune-analyze="target=H100-SXM report=%t.upper.json" -o /dev/null 2>/dev/null
// RUN: FileCheck %s --check-prefix=H100SXM < %t.upper.json
// RUN: dimtune-opt %s --dimtune-analyze="target=sm_90 report=%t.arch.json" -o /dev/null 2>/dev/null
// RUN: FileCheck %s --check-prefix=H100SXM < %t.arch.json
// RUN: dimtune-opt %s --dimtune-analyze="target=h100-pcie report=%t.pcie.json" -o /dev/null 2>/dev/null
// RUN: FileCheck %s --check-prefix=PCIE < %t.pcie.json
// RUN: dimtune-opt %s --dimtune-analyze="report=%t.attr.json" -o /dev/null 2>/dev/null
// RUN: FileCheck %s --check-prefix=ATTR < %t.attr.json
// RUN: dimtune-opt %s --dimtune-analyze="target=NVIDIA_T4 report=%t.wins.json" -o /dev/null 2>/dev/null
// RUN: FileCheck %s --check-prefix=WINS < %t.wins.json

// H100SXM: "name": "NVIDIA H100 SXM"
// H100SXM: "sm_count": 132
// PCIE: "name": "NVIDIA H100 PCIe"
// PCIE: "sm_count": 114
// ATTR: "name": "NVIDIA L4"
// ATTR: "sm_count": 58
// WINS: "name": "NVIDIA T4"
// WINS: "sm_count": 40

module attributes {dimtune.target = "l4"} {
  func.func @f(%a: tensor<256x256xf16>, %b: tensor<256x256xf16>, %c: tensor<256x256xf16>) -> tensor<256x256xf16> {
    %0 = linalg.matmul ins(%a, %b : tensor<256x256xf16>, tensor<256x256xf16>) outs(%c : tensor<256x256xf16>) -> tensor<256x256xf16>
    return %0 : tensor<256x256xf16>
  }
}
