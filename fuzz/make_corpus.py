#!/usr/bin/env python3
"""Writes the seed corpora under fuzz/corpus/<target>/ from the project's own
inputs: lit test inputs (split at '// -----', comment lines dropped), test and
example JSON files, trimmed benchmark results and databases, and two imported
models (for the advisor). Re-run after adding inputs; the corpora are committed.

usage: fuzz/make_corpus.py [DIMTUNE_IMPORT]   (default: build/bin/dimtune-import)
"""
import hashlib
import json
import pathlib
import subprocess
import sys
import tempfile

ROOT = pathlib.Path(__file__).resolve().parent.parent
CORPUS = ROOT / "fuzz" / "corpus"
MAX_BYTES = 16 << 10  # what the fuzzers read at most (fuzz_mlir_passes: 16 KiB)


def put(target, name, text):
    data = text.encode() if isinstance(text, str) else text
    if len(data) > MAX_BYTES:
        return
    out = CORPUS / target
    out.mkdir(parents=True, exist_ok=True)
    digest = hashlib.sha1(data).hexdigest()[:8]
    (out / f"{name}-{digest}").write_bytes(data)


def mlir_chunks(path):
    text = path.read_text()
    for i, chunk in enumerate(text.split("// -----")):
        lines = [l for l in chunk.splitlines() if not l.lstrip().startswith("//")]
        body = "\n".join(lines).strip()
        if body:
            yield i, body + "\n"


def trim_results(path, problems):
    d = json.loads(path.read_text())
    d["problems"] = d["problems"][:problems]
    return json.dumps(d, indent=1)


def trim_db(path, entries):
    d = json.loads(path.read_text())
    d["entries"] = d["entries"][:entries]
    return json.dumps(d, indent=1)


def main():
    importer = sys.argv[1] if len(sys.argv) > 1 else str(ROOT / "build" / "bin" / "dimtune-import")
    for sub in CORPUS.glob("*"):
        for f in sub.glob("*"):
            f.unlink()

    # IR: every .mlir input of the lit suites, chunk by chunk.
    for suite in ("Analysis", "Transforms", "Target", "Emit", "Plugin"):
        for path in sorted((ROOT / "test" / suite).glob("*.mlir")):
            for i, body in mlir_chunks(path):
                put("mlir_passes", f"{suite.lower()}-{path.stem}-{i}", body)
    # Imported models carry dimtune.model, which the advisor reads.
    with tempfile.TemporaryDirectory() as tmp:
        for config, args in (("gpt2", ["--micro-batch", "1", "--seq", "128"]),
                             ("mixtral-8x7b", ["--micro-batch", "1", "--seq", "64", "--tp", "2"]),
                             ("llama-2-7b", ["--micro-batch", "1", "--seq", "256", "--tp", "4"])):
            out = pathlib.Path(tmp) / f"{config}.mlir"
            subprocess.run([importer, str(ROOT / "examples" / "configs" / f"{config}.json"), *args,
                            "-o", str(out)], check=True)
            put("mlir_passes", f"import-{config}", out.read_text())

    # Target files.
    for path in sorted((ROOT / "test" / "Inputs").glob("*target*.json")):
        put("target_file", path.stem, path.read_text())
    put("target_file", "full-entry", json.dumps({"format_version": 1, "targets": [{
        "name": "Fuzz GPU", "aliases": ["fuzz"], "arch": "sm_90", "sm_count": 100,
        "boost_clock_mhz": 1800, "peak_tflops": {"fp32": 50, "tf32": 400, "fp16": 800, "bf16": 800,
                                                 "fp8": 1600, "int8": 1600},
        "memory_bandwidth_gbs": 3000, "l2_bytes": 52428800, "shared_memory_per_sm_bytes": 233472,
        "alignment_elements": {"fp32": 4, "tf32": 4, "fp16": 8, "bf16": 8, "fp8": 16, "int8": 16},
        "tensor_core_tiles": [{"m": 128, "n": 256, "k": 64, "ctas_per_sm": 1},
                              {"m": 64, "n": 64, "k": 64, "ctas_per_sm": 3}],
        "simt_tiles": [{"m": 128, "n": 128, "k": 8, "ctas_per_sm": 2}],
        "calibration": {"compute_efficiency": {"fp32": 0.77, "bf16": 0.83}, "tile_intensity_exponent": 0.01,
                        "memory_efficiency": 0.85, "launch_us": 4.8, "wave_us": 1.6,
                        "misaligned_slowdown_simt": 1.0, "split_k_overhead": 0.04,
                        "stream_k_overhead": 0.04, "combine_exponent": 4.3, "copy_launch_us": 5.1,
                        "copy_efficiency": 0.37, "provenance": "fuzz seed"},
        "source": "fuzz seed"}]}, indent=1))
    put("target_file", "base-and-override", json.dumps({"format_version": 1, "targets": [
        {"name": "Half", "base": "h100", "aliases": ["half"], "sm_count": 66},
        {"name": "NVIDIA A10", "memory_bandwidth_gbs": 580, "calibration": {"launch_us": 9}}]}))

    # Tuning databases.
    for path in sorted((ROOT / "test" / "Inputs").glob("tuning-db*.json")):
        put("tuning_db", path.stem, path.read_text())
    big = ROOT / "benchmarks" / "results" / "tuning" / "h200-tuning-db.json"
    for n in (1, 3):
        put("tuning_db", f"h200-db-{n}", trim_db(big, n))

    # Runner results (what the emitted program writes).
    for model in ("gpt2-small-a", "llama2-7b-a"):
        path = ROOT / "benchmarks" / "results" / "tuning" / f"{model}.json"
        for n in (1, 4):
            put("runner_results", f"{model}-{n}", trim_results(path, n))
    shard = ROOT / "benchmarks" / "results" / "sharding" / "shard-0.json"
    put("runner_results", "shard-0-2", trim_results(shard, 2))

    # Hugging Face configs.
    for path in sorted((ROOT / "examples" / "configs").glob("*.json")):
        put("hf_config", path.stem, path.read_text())
    for path in sorted((ROOT / "test" / "Frontend" / "Inputs").glob("*.json")):
        put("hf_config", path.stem, path.read_text())

    for sub in sorted(CORPUS.glob("*")):
        files = list(sub.glob("*"))
        print(f"{sub.name}: {len(files)} seeds, {sum(f.stat().st_size for f in files)} bytes")


if __name__ == "__main__":
    main()
