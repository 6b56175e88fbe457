"""The attention of an analysis report as lines FileCheck can read: the attention chains it found,
then each batched GEMM (role, pass, dtype, batch x m x n x k, a/b contiguous dims, on the math path
or not) and the cores the cost model prices it on, read from its ridge intensity (the peak it
is priced against over the bandwidth): "simt" under 50 FLOP/byte (fp32 without tensor cores: ~12
on the H200), "tensor" above (bf16's tensor cores: ~200).

    python3 batched_gemms.py REPORT.json
"""
import json
import sys

report = json.load(open(sys.argv[1]))
print(f"attention chains {len(report['attention'])}")
for g in report["gemms"]:
    if g["batch"] == 1:
        continue
    cores = "simt" if g["ridge_intensity"] < 50 else "tensor"
    path = " math-path" if g["attention_math_path"] else ""
    print(f"gemm {g['role']} {g['pass']} {g['dtype']} {g['batch']}x{g['m']}x{g['n']}x{g['k']} "
          f"{g['a_contig']}/{g['b_contig']} {cores}{path}")
