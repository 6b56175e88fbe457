"""A dimtune-opt --dimtune-analyze report as lines for FileCheck, sorted and counted so that
they do not depend on the order ops ran in (torch versions differ there):

    2x gemm qkv fwd bf16 1x128x3003x1001 a=k b=k
    2x attention 2x11 kv=11 q=64 kv_len=64 d=91/91 causal mask=no bwd=yes
    memory kinds: elementwise reduction strided gather scatter
    memory roles: embedding loss ...

    python3 summarize.py REPORT.json
"""
import collections
import json
import sys


def lines(report):
    out = collections.Counter()
    for g in report["gemms"]:
        out[f"gemm {g.get('role', '-')} {g['pass']} {g['dtype']} {g['batch']}x{g['m']}x{g['n']}x{g['k']} "
            f"a={g['a_contig']} b={g['b_contig']}"] += 1
    for a in report["attention"]:
        out[f"attention {a['batch']}x{a['heads']} kv={a['kv_heads']} q={a['q_len']} kv_len={a['kv_len']} "
            f"d={a['head_dim']}/{a['v_head_dim']} {'causal' if a['causal'] else 'full'} "
            f"mask={'yes' if a['explicit_mask'] else 'no'} bwd={'no' if a['bwd_us'] is None else 'yes'}"] += 1
    text = [f"{n}x {line}" for line, n in sorted(out.items())]
    other = report["other"]
    text.append("memory kinds: " + " ".join(k for k, us in other["by_kind"].items() if us > 0))
    text.append("memory roles: " + " ".join(sorted(r for r, us in other["by_role"].items() if us > 0)))
    return text


if __name__ == "__main__":
    with open(sys.argv[1]) as f:
        print("\n".join(lines(json.load(f))))
