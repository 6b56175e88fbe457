"""What one imported module holds, as lines FileCheck can read: each distinct forward GEMM
(role, shape) of the first layer from the analysis report, each attention chain (heads / KV heads,
lengths, head dim, causal or masked, backend), and the memory-bound kernels of each role counted
from the module's dimtune.role/dimtune.kernel attributes.

    python3 family_summary.py MODULE.mlir REPORT.json
"""
import collections
import json
import re
import sys

module, report = sys.argv[1], json.load(open(sys.argv[2]))
seen = set()
for g in report["gemms"]:
    if g["pass"] != "fwd":
        continue
    key = (g["role"], g["batch"], g["m"], g["n"], g["k"])
    if key not in seen:
        seen.add(key)
        print(f"gemm {g['role']} {g['batch']}x{g['m']}x{g['n']}x{g['k']}")
for a in report["attention"]:
    mask = "masked" if a["explicit_mask"] else "causal" if a["causal"] else "full"
    print(f"attention {a['heads']}/{a['kv_heads']} q{a['q_len']} kv{a['kv_len']} d{a['head_dim']} "
          f"{mask} on {a['backend']}")
kernels = collections.Counter()
text = open(module).read()
for func in re.split(r"func\.func @", text)[1:]:
    name = func.split("(", 1)[0]
    for _kernel, role in re.findall(r'dimtune\.kernel = "([^"]+)", dimtune\.pass = "fwd", '
                                    r'dimtune\.role = "([^"]+)"', func):
        kernels[(name, role)] += 1
for (func, role), count in sorted(kernels.items()):
    print(f"kernels {func} {role} {count}")
