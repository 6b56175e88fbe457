"""For each named config: a two-layer copy, imported (training, 2 x 1024; with --decode first, a
decode step of batch 16 over 512 cached tokens, where few-row reductions bind; with --hf-decode,
the same over Hugging Face's DynamicCache, where Hugging Face's own attention code runs), analysed
and advised; prints 'same step' when the two agree, 'DIFFERENT' with both otherwise."""
import json
import os
import subprocess
import sys

args = sys.argv[1:]
mode = args[0] if args[:1] in (["--decode"], ["--hf-decode"]) else None
decode = int(mode is not None)
configs, work, names = args[decode], args[decode + 1], args[decode + 2:]
step = (["--phase", "decode", "--micro-batch", "16", "--kv-len", "512"] if decode
        else ["--micro-batch", "2", "--seq", "1024", "--training"])
if mode == "--hf-decode":
    step += ["--kv-cache", "dynamic"]
for name in names:
    with open(os.path.join(configs, name + ".json")) as f:
        fields = json.load(f)
    for key in ("n_layer", "num_hidden_layers"):
        if key in fields:
            fields[key] = 2
    config, module = os.path.join(work, name + ".json"), os.path.join(work, name + ".mlir")
    analysis, advice = os.path.join(work, name + "-analysis.json"), os.path.join(work, name + "-advice.json")
    with open(config, "w") as f:
        json.dump(fields, f)
    subprocess.run(["dimtune-import", config, *step, "--layers", "2", "-o", module], check=True)
    subprocess.run(["dimtune-opt", module, "-o", os.devnull, f"--dimtune-analyze=target=h200 report={analysis}",
                    f"--dimtune-advise=target=h200 report={advice}"], check=True, stderr=subprocess.DEVNULL)
    a = json.load(open(analysis))["total"]
    b = json.load(open(advice))["predicted_step"]
    parts = [(a[k], b[k]) for k in ("gemm_us", "attention_us", "other_us")]
    if all(abs(x - y) <= 0.1 for x, y in parts):
        print(f"{name}: same step: gemm {a['gemm_us']:.1f} attention {a['attention_us']:.1f} other {a['other_us']:.1f}")
    else:
        print(f"{name}: DIFFERENT: analysis {[x for x, _ in parts]} advice {[y for _, y in parts]}")
