#!/usr/bin/env python3
"""What Hugging Face really runs against what dimtune-import writes, per family: the traced
model (trace_hf_models.py, on the GPU machine) and the profile of its real step, beside
dimtune-import's graph of the same config, both analysed by dimtune-opt.

    python3 benchmarks/compare_trace.py TRACE_DIR [--build DIR] [--target h200]
        [--only gpt2,falcon,...] [--out OUT]
    python3 benchmarks/compare_trace.py benchmarks/results/trace \\
        --out benchmarks/results/trace/h200-crosscheck

TRACE_DIR holds trace_hf_models.py's outputs: summary.json, FAMILY.mlir (or FAMILY.mlir.gz)
and FAMILY-profile.json. For each family of summary.json: dimtune-import CONFIG --phase train
--micro-batch B --seq S --layers L (B, S, L as traced), then dimtune-opt --dimtune-analyze on the
imported and on the traced module (dimtune_tools.py), and:
  GEMMs      the multisets of (dtype, batch, m, n, k) first, then per shape the layouts
             (a_contig, b_contig) and the (role, pass) labels; the trace's roles are those
             dimtune.trace gives from module paths (a GEMM it names none is "(none)"), and a
             third column, the real step's GEMM ops (mm, addmm, bmm, baddbmm, _grouped_mm of
             the profile's dtype log, read as (dtype, batch, m, n, k); a _grouped_mm as the
             batched GEMM of its groups at equal shares, as dimtune-import writes it);
  attention  the chains' (batch, heads, kv heads, q len, kv len, head dim, causal, explicit
             mask, dtype) and the backend dimtune picks, beside the SDPA backends the profiled
             step's kernels belong to;
  memory     memory-bound kernels and their bytes (the reports' "other");
  kernels    the profiled step's kernels by kind (gemm, attention, other: count and time)
             beside dimtune's priced kernels of both modules (count and predicted time);
  fp32       the ops of the real step that compute in fp32 (the dtype log), GEMMs first.
A family dimtune-import refuses ("model_type '...' is not supported") is reported as such,
and so is a trace that failed; the others are compared. Writes OUT.md (a summary, then one
section per family) and OUT.csv (one row per compared item); prints the summary.
"""
import argparse
import collections
import csv
import gzip
import json
import os
import re
import shutil
import sys
import tempfile

import dimtune_tools

DTYPES = {"bfloat16": "bf16", "float32": "f32", "float16": "f16", "float64": "f64"}
REAL_GEMM_OPS = {"mm", "addmm", "bmm", "baddbmm", "_grouped_mm"}
NOT_SUPPORTED = re.compile(r"model_type '([^']*)' is not supported")
# What a known difference is, by where the op sits in the trace (its loc) or what it is; the
# first that matches explains the row. Each is what the committed traces and profiles show.
KNOWN = [
    (re.compile(r"rotary_emb:aten\.bmm"),
     "Hugging Face computes the rotary angles as inv_freq @ positions in fp32 (autocast off): a GEMM of k=1 "
     "(an outer product, [head_dim/2, 1] x [1, seq]) once per step, no backward; the importer prices rotary as "
     "memory-bound only"),
    (re.compile(r"rotary_emb:aten\.(mul|mm|matmul)"),
     "Hugging Face computes the rotary angles as inv_freq x positions in fp32 (autocast off)"),
]


def explain(loc):
    for pattern, text in KNOWN:
        if pattern.search(loc or ""):
            return text
    return ""


def read_trace_module(trace_dir, name, work):
    """The path of FAMILY.mlir, unpacked from FAMILY.mlir.gz into work where that is what there is."""
    plain = os.path.join(trace_dir, f"{name}.mlir")
    if os.path.exists(plain):
        return plain
    packed = plain + ".gz"
    if os.path.exists(packed):
        out = os.path.join(work, f"{name}.mlir")
        with gzip.open(packed, "rb") as src, open(out, "wb") as dst:
            shutil.copyfileobj(src, dst)
        return out
    return None


def shape_key(g):
    return (g["dtype"], g["batch"], g["m"], g["n"], g["k"])


def fmt_shape(key):
    dtype, batch, m, n, k = key
    return f"{dtype} {batch}x{m}x{n}x{k}" if batch != 1 else f"{dtype} {m}x{n}x{k}"


def real_gemms(profile):
    """The real step's GEMM ops as {(dtype, batch, m, n, k): count} from the dtype log, and
    the ops it could not read."""
    out, unread = collections.Counter(), []
    for e in (profile or {}).get("dtypes", {}).get("ops", []):
        op = e["op"].split(".")[1]
        if op not in REAL_GEMM_OPS:
            continue
        shapes = e["shapes"]
        dtype = DTYPES.get((e["in_dtypes"] or ["?"])[0], (e["in_dtypes"] or ["?"])[0])
        try:
            if op == "mm":
                (m, k), (_, n) = shapes[0], shapes[1]
                key = (dtype, 1, m, n, k)
            elif op == "addmm":
                (m, k), (_, n) = shapes[1], shapes[2]
                key = (dtype, 1, m, n, k)
            elif op == "bmm":
                (b, m, k), (_, _, n) = shapes[0], shapes[1]
                key = (dtype, b, m, n, k)
            elif op == "baddbmm":
                (b, m, k), (_, _, n) = shapes[1], shapes[2]
                key = (dtype, b, m, n, k)
            else:  # _grouped_mm, read at equal groups (its offsets are data): the batched GEMM
                # of E groups that dimtune-import writes for it
                a, b, offsets = shapes[0], shapes[1], shapes[2]
                groups = offsets[0]
                if len(a) == 2 and len(b) == 3:  # [rows, K] x [E, K, N]
                    key = (dtype, b[0], a[0] // b[0], b[2], a[1])
                elif len(a) == 2 and len(b) == 2:  # weight gradient: [M, rows] x [rows, N] -> [E, M, N]
                    key = (dtype, groups, a[0], b[1], a[1] // groups)
                else:
                    raise ValueError(shapes)
        except (ValueError, IndexError, TypeError):
            unread.append(f"{e['op']} {shapes}")
            continue
        out[key] += e["count"]
    return out, unread


# The import's role names that dimtune.trace spells otherwise (its roles come from module
# names: Phi-3's fused gate_up_proj is "mlp_up" there).
ROLE_ALIASES = {"mlp_gate_up": "mlp_up"}


def labels(gemms, aliases=False):
    return collections.Counter(((ROLE_ALIASES.get(g.get("role"), g.get("role")) if aliases else g.get("role"))
                                or "(none)", g["pass"]) for g in gemms)


def layouts(gemms):
    """{pass: Counter((a_contig, b_contig))}."""
    out = collections.defaultdict(collections.Counter)
    for g in gemms:
        out[g["pass"]][(g["a_contig"], g["b_contig"])] += 1
    return out


def attention_products(report, key):
    """Whether a GEMM shape is one of the products of an attention chain in report (QK^T, PV
    and their gradients, batch x heads wide), as a math or eager attention runs them."""
    dtype, batch, m, n, k = key
    for a in (report or {}).get("attention", []):
        if batch != a["batch"] * a["heads"]:
            continue
        q, kv, d = a["q_len"], a["kv_len"], a["head_dim"]
        if sorted((m, n, k)) in (sorted((q, kv, d)),):
            return True
    return False


def gemm_rows(imported, traced, real):
    """One row per GEMM shape present anywhere: counts in the import, the trace (None: no
    trace), the real step; then, where the shape counts agree, the layouts per pass and the
    (role, pass) labels that do not."""
    tgemms = traced["gemms"] if traced else []
    imp = collections.Counter(shape_key(g) for g in imported["gemms"])
    tr = collections.Counter(shape_key(g) for g in tgemms)
    rows = []
    for key in sorted(set(imp) | set(tr) | set(real), key=lambda k: (str(k[0]), -k[2] * k[3] * k[4] * k[1], str(k))):
        gi = [g for g in imported["gemms"] if shape_key(g) == key]
        gt = [g for g in tgemms if shape_key(g) == key]
        notes = []
        other, other_count = (tr[key], "trace") if traced else (real.get(key, 0), "real step")
        # The real step decides where the trace holds the products in an attention chain
        # (a trace made before dimtune.trace wrote hand-written attention eagerly joins its
        # bmm's into one).
        as_real = traced and real and imp[key] == real.get(key, 0) != tr[key] and attention_products(traced, key)
        if as_real:
            notes.append(f"as the real step runs them (the trace holds them in its attention chain)")
        elif imp[key] != other:
            side = other_count if other > imp[key] else "import"
            locs = sorted({g["loc"] for g in gt}) if side == "trace" else []
            why = next((explain(loc) for loc in locs if explain(loc)), "")
            if not why and side != "import" and (attention_products(traced, key) or attention_products(imported, key)):
                why = "a product of the attention chain, run as a GEMM (math or eager attention)"
            notes.append(f"{abs(other - imp[key])} more in the {side}" + (f" ({locs[0]})" if locs else "")
                         + (f": {why}" if why else ""))
        elif traced:
            li, lt = layouts(gi), layouts(gt)
            for pass_ in sorted(set(li) | set(lt)):
                if li.get(pass_) != lt.get(pass_):
                    notes.append(f"{pass_} layouts (a/b contiguous) differ: import {fmt_counter(li.get(pass_, {}))}, "
                                 f"trace {fmt_counter(lt.get(pass_, {}))}")
            if labels(gi, aliases=True) != labels(gt):
                notes.append("labels differ: import " + fmt_counter(labels(gi)) + ", trace " + fmt_counter(labels(gt)))
        if traced and real and real.get(key, 0) != tr[key] and not as_real:
            note = f"real step runs {real.get(key, 0)}"
            if real.get(key, 0) > tr[key] and (attention_products(traced, key) or attention_products(imported, key)):
                note += " (attention products: the trace has them in its attention chain)"
            notes.append(note)
        rows.append({"shape": fmt_shape(key), "import": imp[key], "trace": tr[key] if traced else None,
                     "real": real.get(key, 0) if real else None,
                     "import_labels": fmt_counter(labels(gi)), "trace_labels": fmt_counter(labels(gt)),
                     "layouts": fmt_layouts(layouts(gt or gi)), "match": as_real or not notes,
                     "note": "; ".join(notes)})
    return rows


def fmt_layouts(by_pass):
    return "; ".join(f"{p} {fmt_counter(c)}" for p, c in sorted(by_pass.items()))


def fmt_counter(counter):
    return ", ".join(f"{'/'.join(map(str, k))} x{v}" if v != 1 else "/".join(map(str, k))
                     for k, v in sorted(counter.items(), key=str))


ATTN_FIELDS = ("dtype", "batch", "heads", "kv_heads", "q_len", "kv_len", "head_dim", "v_head_dim", "causal",
               "explicit_mask")


def eager_chain(imported, fields, profile, attn_implementation):
    """Whether a chain only the trace has is eager attention that the import writes as GEMMs: the
    real step called no SDPA (Hugging Face's eager implementation) and the import has the chain's
    products, batch x heads wide, as GEMMs of their own."""
    if attn_implementation != "eager" or real_backends(profile) - {"MATH"}:
        return False
    bh = fields["batch"] * fields["heads"]
    dims = sorted((fields["q_len"], fields["kv_len"], fields["head_dim"]))
    return any(g["batch"] == bh and sorted((g["m"], g["n"], g["k"])) == dims for g in imported["gemms"])


def attention_rows(imported, traced, profile, attn_implementation="sdpa"):
    key = lambda a: tuple(a.get(f) for f in ATTN_FIELDS)
    imp = collections.Counter(key(a) for a in imported["attention"])
    tr = collections.Counter(key(a) for a in traced["attention"])
    backends = lambda rep, k: sorted({a["backend"] for a in rep["attention"] if key(a) == k})
    real = ", ".join((profile or {}).get("profile", {}).get("sdpa_backends", [])) if profile else ""
    rows = []
    for k in sorted(set(imp) | set(tr), key=str):
        fields = dict(zip(ATTN_FIELDS, k))
        notes = []
        eager = imp[k] == 0 and eager_chain(imported, fields, profile, attn_implementation)
        if eager:
            notes.append("eager attention: the real step ran its bmm's and softmax as kernels of their own, no "
                         "SDPA; the import writes them so (GEMM rows above), the trace joins them into this chain")
        elif imp[k] != tr[k]:
            side = "trace" if tr[k] > imp[k] else "import"
            notes.append(f"{abs(imp[k] - tr[k])} more in the {side}")
            # the same problem on the other side but for its mask or dtype: say what differs
            for other in (set(tr) if side == "import" else set(imp)) - {k}:
                o = dict(zip(ATTN_FIELDS, other))
                differ = [f for f in ATTN_FIELDS if o[f] != fields[f]]
                if differ and set(differ) <= {"causal", "explicit_mask", "dtype"}:
                    notes[-1] += (f" (the {'import' if side == 'trace' else 'trace'} has it with "
                                  + ", ".join(f"{f}={o[f]}" for f in differ) + ")")
        rows.append({"chain": chain_text(fields), "import": imp[k], "trace": tr[k],
                     "import_backend": "/".join(backends(imported, k)), "trace_backend": "/".join(backends(traced, k)),
                     "real_backends": real, "match": eager or not notes, "note": "; ".join(notes),
                     "eager": eager})
    return rows


def chain_text(f):
    return (f"{f['dtype']} {f['batch']}x{f['heads']}/{f['kv_heads']}x{f['q_len']}x{f['kv_len']}x{f['head_dim']}"
            + (" causal" if f["causal"] else "") + (" mask" if f["explicit_mask"] else ""))


def fp32_rows(profile):
    """The real step's ops that compute in fp32 (dtype log), GEMM ops and attention first, by
    time-like weight (elements of the first input x count)."""
    out = []
    for e in (profile or {}).get("dtypes", {}).get("fp32_ops", []):
        if "float32" not in e["in_dtypes"] or "float32" not in e["out_dtypes"]:
            continue  # a cast to fp32 computes nothing in fp32; fp32 statistics beside bf16 results neither
        first = e["shapes"][0] if e["shapes"] else []
        numel = 1
        for d in first:
            numel *= d
        gemm = e["op"].split(".")[1] in REAL_GEMM_OPS
        out.append({"phase": e["phase"], "module": e["module"] or "(loss / outside modules)", "op": e["op"],
                    "count": e["count"], "shapes": " ".join("x".join(map(str, s)) for s in e["shapes"][:3]),
                    "gemm": gemm, "weight": numel * e["count"]})
    out.sort(key=lambda r: (not r["gemm"], -r["weight"]))
    return out


def kernel_rows(imported, traced, profile):
    """The profiled step's kernels by kind beside dimtune's priced kernels of each module."""
    def priced(rep):
        if not rep:
            return {k: (None, None) for k in ("gemm", "attention", "other", "total")}
        t = rep["total"]
        return {"gemm": (len(rep["gemms"]), t["gemm_us"]), "attention": (len(rep["attention"]), t["attention_us"]),
                "other": (rep["other"]["kernels"], t["other_us"]),
                "total": (len(rep["gemms"]) + len(rep["attention"]) + rep["other"]["kernels"], t["kernel_us"])}
    pi, pt = priced(imported), priced(traced)
    prof = (profile or {}).get("profile", {})
    cats = prof.get("categories", {})
    rows = []
    for kind in ("gemm", "attention", "other", "total"):
        measured = cats.get(kind, {}) if kind != "total" else {
            "count": prof.get("kernel_launches"), "total_us": prof.get("kernel_total_us")}
        rows.append({"kind": kind, "measured_kernels": measured.get("count"), "measured_us": measured.get("total_us"),
                     "import_priced": pi[kind][0], "import_us": pi[kind][1],
                     "trace_priced": pt[kind][0], "trace_us": pt[kind][1]})
    return rows


DIMTUNE_BACKENDS = {"cudnn": "CUDNN_ATTENTION", "flash2": "FLASH_ATTENTION", "flash3": "FLASH_ATTENTION",
                    "flash": "FLASH_ATTENTION", "efficient": "EFFICIENT_ATTENTION", "math": "MATH"}


def real_backends(profile):
    names = (profile or {}).get("profile", {}).get("sdpa_backends", [])
    return {("MATH" if n.startswith("none seen") else n) for n in names}


def compare_family(entry, trace_dir, build, target, work):
    name = entry["family"]
    result = {"family": name, "model_type": entry.get("model_type", "?"), "config": entry.get("config"),
              "layers": entry.get("layers"), "micro_batch": entry.get("micro_batch"), "seq": entry.get("seq"),
              "attn_implementation": entry.get("attn_implementation", "sdpa")}
    trace = entry.get("trace") or {}
    result["trace_status"] = trace.get("status", entry.get("status", "missing"))
    result["trace_note"] = "; ".join(e["error"] for e in trace.get("errors", [])) or entry.get("error", "")
    result["trace_options"] = trace.get("build_options") or {}
    if trace.get("module_mode") == "eval" and result["trace_status"] == "ok":
        result["trace_note"] = f"traced in eval mode ({trace.get('module_mode_note', '')}; train mode was refused: " \
                               f"{result['trace_note']})"
    elif result["trace_options"]:
        result["trace_note"] = (f"traced with {result['trace_options']}, not what the real step runs "
                                f"(that was refused: {result['trace_note']})")
    profile_path = os.path.join(trace_dir, f"{name}-profile.json")
    profile = json.load(open(profile_path)) if os.path.exists(profile_path) else None
    result["profile"] = profile
    fields = {}
    imported_path = os.path.join(work, f"{name}-import.mlir")
    result["import_status"], result["import_note"] = "ok", ""
    if not entry.get("config"):
        result["import_status"] = "no config"
    else:
        config = entry["config"] if os.path.isabs(entry["config"]) else os.path.join(dimtune_tools.ROOT, entry["config"])
        try:
            with open(config) as f:
                fields = json.load(f)
        except (OSError, ValueError):
            pass
        try:
            dimtune_tools.import_model(build, config, imported_path, entry["micro_batch"], entry["seq"],
                                       layers=entry["layers"], extra=("--phase", "train"))
        except OSError as e:  # the tool is missing or being rebuilt
            result["import_status"], result["import_note"] = "error", f"dimtune-import: {e}"
        except dimtune_tools.ToolError as e:
            text = str(e)
            m = NOT_SUPPORTED.search(text)
            result["import_status"] = "not supported" if m else "error"
            result["import_note"] = (f"model_type '{m.group(1)}' is not supported" if m
                                     else text.strip().splitlines()[-1][:300])
    result["fields"] = fields
    traced_path = read_trace_module(trace_dir, name, work) if result["trace_status"] == "ok" else None
    if result["trace_status"] == "ok" and traced_path is None:
        result["trace_status"], result["trace_note"] = "missing", f"{name}.mlir not in {trace_dir}"
    reports = {}
    for side, path, ok in (("import", imported_path, result["import_status"] == "ok"),
                           ("trace", traced_path, traced_path is not None)):
        if not ok:
            continue
        try:
            reports[side] = dimtune_tools.analyze(build, path, target=target)
        except OSError as e:
            result[f"{side}_status"], result[f"{side}_note"] = "analyze error", f"dimtune-opt: {e}"
        except dimtune_tools.ToolError as e:
            result[f"{side}_status"] = "analyze error"
            result[f"{side}_note"] = str(e).strip().splitlines()[-1][:300]
    imported, traced = reports.get("import"), reports.get("trace")
    real, unread = real_gemms(profile)
    result["real_gemms_unread"] = unread
    result["gemms"] = gemm_rows(imported, traced, real) if imported else None
    result["attention"] = (attention_rows(imported, traced, profile, result["attn_implementation"])
                           if imported and traced else None)
    result["kernels"] = kernel_rows(imported, traced, profile) if imported else None
    result["memory"] = {side: {"kernels": r["other"]["kernels"], "bytes": r["other"]["bytes"],
                               "predicted_us": r["other"]["predicted_us"], "by_role": r["other"].get("by_role", {})}
                        for side, r in reports.items()}
    result["backends"] = {side: sorted({a["backend"] for a in r["attention"]}) for side, r in reports.items()}
    result["fp32"] = fp32_rows(profile)
    probe_path = os.path.join(trace_dir, f"{name}-sdpa-probe.json")
    result["sdpa_probe"] = json.load(open(probe_path)) if os.path.exists(probe_path) else None
    result["verdict"], result["differences"] = verdict(result)
    return result


def known_explanation(r, difference):
    """What a difference is, where this script knows (each backed by the committed traces and
    profiles: the family's section shows the evidence)."""
    fam, seq = r["family"], r.get("seq") or 0
    window = r["fields"].get("sliding_window")
    if difference.startswith("GEMM") and fam == "gpt2":
        return ("GPT-2's Conv1D keeps W as [in, out] and runs addmm(b, x, W): the forward reads B as [k, n], "
                "dgrad reads W transposed, wgrad is x^T.dy (m = in features); dimtune-import writes nn.Linear's "
                "layouts and dy^T.x")
    if difference.startswith("GEMM") and fam == "mixtral":
        return ("Hugging Face 5.17 runs the experts as torch._grouped_mm (gate and up fused: [8, 4096, 28672]), "
                "traced (on an H100) as the batched GEMM of equal groups, as dimtune-import writes it; what differs "
                "is in the section's rows")
    if difference.startswith("attention") and re.search(r"import has it with causal=False, explicit_mask=True|"
                                                        r"mask: \d+ more in the import", difference) and fam != "falcon":
        return ((f"sliding_window {window} > seq {seq}: " if window and seq < window else
                 f"sliding_window {window or 'not in the config (the family default)'}, seq {seq}: ")
                + "Hugging Face skips the mask and calls SDPA with is_causal (the trace's chains; the profile's "
                f"backend {', '.join(sorted(real_backends(r['profile'])))}); dimtune-import writes an explicit mask")
    if fam == "falcon" and (difference.startswith("attention") or "fp32" in difference
                            or difference.startswith("GEMM f32 142")):
        return ("Hugging Face 5.17's Falcon calls SDPA with a bool causal mask and K/V of 1 head without "
                "enable_gqa: every fused kernel refuses (their num_heads differ: falcon-sdpa-probe.json), so SDPA "
                "takes its math path, which computes bf16 inputs in fp32: QK^T, PV and their gradients as fp32 "
                "SIMT GEMMs, the softmax and its backward in fp32")
    if fam == "gptj" and difference.startswith("attention backend"):
        return ("transformers 5.17 has no SDPA for GPT-J (it refuses attn_implementation='sdpa'): its eager "
                "attention casts query and key to fp32, QK^T and the softmax run in fp32, PV in bf16; "
                "dimtune-import writes that (fp32 and bf16 batched GEMMs, the casts and softmax as memory-bound "
                "kernels); the committed trace predates dimtune.trace's eager attention (issue 20) and joins "
                "the same ops into one fp32 chain (typed by its query), which the analysis prices as a fused "
                "kernel; dimtune.trace now writes attention not run by SDPA as its bmm's (marked "
                "dimtune.eager_attention, which no chain takes in) and kernels, as the import does: re-trace "
                "to compare")
    return ""


def verdict(r):
    if r["import_status"] == "not supported":
        return "importer: not supported", [r["import_note"]]
    if r["import_status"] != "ok":
        return "importer: " + r["import_status"], [r["import_note"]]
    diffs = []
    if r["trace_status"] != "ok":
        diffs.append(f"no trace ({r['trace_note']}): the import is compared with the real step's GEMM ops only")
    for row in r["gemms"] or []:
        if not row["match"]:
            diffs.append(f"GEMM {row['shape']} (import {row['import']}"
                         + (f", trace {row['trace']}" if row["trace"] is not None else "")
                         + (f", real {row['real']}" if row["real"] is not None else "") + f"): {row['note']}")
    for row in r["attention"] or []:
        if not row["match"]:
            diffs.append(f"attention {row['chain']}: {row['note']}")
    real = real_backends(r["profile"])
    eager_only = bool(r["attention"]) and all(row["eager"] for row in r["attention"])
    for side in ("import", "trace"):
        priced = {DIMTUNE_BACKENDS.get(b, b) for b in r["backends"].get(side, [])}
        if side == "trace" and eager_only and priced:
            diffs.append(f"attention backend: dimtune prices the trace's eager attention, which this trace (made "
                         f"before dimtune.trace wrote eager attention as GEMMs) joins into a chain, on a fused "
                         f"kernel ({', '.join(r['backends'][side])}), where the real step "
                         "ran its bmm's and softmax eagerly (the import's GEMMs)")
        elif real and priced and not priced <= real:
            diffs.append(f"attention backend: dimtune prices the {side}'s chains on {', '.join(r['backends'][side])}, "
                         f"the real step ran {', '.join(sorted(real))}")
    gemm_fp32 = [f for f in r["fp32"] if f["gemm"] and "rotary" not in f["module"]]
    # (not where the import has the real step's fp32 GEMMs, each as many times)
    fp32_rows_differ = any(row["shape"].startswith("f32") and row["import"] != row["real"] for row in r["gemms"] or [])
    if gemm_fp32 and fp32_rows_differ:
        diffs.append("fp32 GEMMs in the real step: " + "; ".join(
            f"{f['op'].split('.')[1]} {f['shapes']} x{f['count']} ({f['phase']}, {f['module']})" for f in gemm_fp32[:3]))
    # one line per explanation: the differences it explains, then it once
    grouped = {}
    for d in diffs:
        why = "" if "Hugging Face computes" in d else known_explanation(r, d)
        grouped.setdefault(why or d, []).append(d)
    out = [("; ".join(ds) + f" -- {why}") if why != ds[0] else why for why, ds in grouped.items()]
    if r["trace_status"] != "ok" and len(diffs) == 1:
        return "no trace; the import's GEMMs match the real step's", out
    return ("match" if not diffs else "differences"), out


def memory_text(r):
    m = r["memory"]
    real = ((r.get("profile") or {}).get("profile", {}).get("categories", {}).get("other", {})).get("count")
    parts = [f"{side} {m[side]['kernels']} ({m[side]['bytes'] / 1e9:.2f} GB)" for side in ("import", "trace") if side in m]
    if real is not None:
        parts.append(f"real {real} kernels")
    return ", ".join(parts)


def dimtune_state():
    """The commit and the importer's uncommitted files, where git can tell."""
    import subprocess
    try:
        head = subprocess.run(["git", "-C", dimtune_tools.ROOT, "log", "-1", "--format=%h"], capture_output=True,
                              text=True).stdout.strip()
        dirty = subprocess.run(["git", "-C", dimtune_tools.ROOT, "status", "--porcelain", "--", "lib/ModelConfig",
                                "lib/Frontend", "tools/dimtune-import", "include/dimtune/ModelConfig"],
                               capture_output=True, text=True).stdout.strip().splitlines()
    except OSError:
        return "unknown"
    return f"{head}" + (f" with {len(dirty)} uncommitted importer files" if dirty else "")


def markdown(results, args):
    out = ["# What Hugging Face runs against what dimtune-import writes", "",
           f"`python3 benchmarks/compare_trace.py {args.trace_dir} --target {args.target}"
           + (f" --out {args.out}" if args.out else "") + "`: each family cut to its traced layers "
           "(trace_hf_models.py: the model built on the meta device, bf16, SDPA, train mode, "
           "`model(input_ids, labels=ids).loss` forward and backward, traced with dimtune.trace; "
           "the same config's real step profiled on the GPU, with the dtypes of every aten op it ran), against "
           "`dimtune-import --phase train` of the same config, micro-batch, sequence and layers; both analysed "
           f"with `dimtune-opt --dimtune-analyze=\"target={args.target}\"`. dimtune: {args.state}.", "",
           "Columns: GEMM counts in the import, the trace and the real step (its mm/addmm/bmm/_grouped_mm ops); "
           "memory-bound kernels (and the bytes dimtune counts) of the import and the trace, and the real step's "
           "non-GEMM, non-attention kernels.", "", "## Summary", "",
           "| family | model_type | import | trace | GEMMs and attention | memory-bound kernels | differences |",
           "| --- | --- | --- | --- | --- | --- | --- |"]
    for r in results:
        diffs = "<br>".join(md(d) for d in r["differences"]) or "-"
        out.append(f"| {r['family']} | {r['model_type']} | {r['import_status']} | {r['trace_status']} | "
                   f"{r['verdict']} | {md(memory_text(r)) if r.get('memory') else '-'} | {diffs} |")
    for r in results:
        out += ["", f"## {r['family']} ({r['model_type']}, {r['config']})", "",
                f"{r['layers']} layers, micro-batch {r['micro_batch']} x seq {r['seq']}; attention implementation "
                f"{r['attn_implementation']}; import: {r['import_status']}"
                + (f" ({md(r['import_note'])})" if r["import_note"] else "") + f"; trace: {r['trace_status']}"
                + (f" ({md(r['trace_note'])})" if r["trace_note"] else "") + "."]
        p = (r.get("profile") or {})
        if p:
            out.append("")
            out.append(f"Real step on the GPU ({p.get('layers')} layers): {p.get('step_ms', 0):.1f} ms between CUDA "
                       f"events; SDPA backends {', '.join(p.get('profile', {}).get('sdpa_backends', []))}; experts "
                       f"implementation {p.get('experts_implementation')}; GEMM kernels by the dtype their names tell: "
                       + ", ".join(f"{d} {v['count']} ({v['total_us']:.0f} us)"
                                   for d, v in p.get("profile", {}).get("gemm_kernels_by_dtype", {}).items()) + ".")
        if r.get("gemms") is not None:
            out += [""] + table(
                ["GEMM (dtype [b x] m x n x k)", "import", "trace", "real step", "import role/pass",
                 "trace role/pass", "trace layouts per pass (a/b contiguous)", "note"],
                [[g["shape"], g["import"], num(g["trace"]), num(g["real"]), g["import_labels"], g["trace_labels"],
                  g["layouts"], md(g["note"]) or "match"] for g in r["gemms"]])
            if r["real_gemms_unread"]:
                out.append("")
                out.append("Real-step GEMM ops not read as shapes: " + md("; ".join(r["real_gemms_unread"][:6])))
        if r.get("attention") is not None:
            out += [""] + table(
                ["attention chain", "import", "trace", "dimtune backend (import / trace)", "real step's backends",
                 "note"],
                [[a["chain"], a["import"], a["trace"], f"{a['import_backend']} / {a['trace_backend']}",
                  a["real_backends"], md(a["note"]) or "match"] for a in r["attention"]]
                or [["(none)", 0, 0, "", "", ""]])
        if r.get("memory"):
            m = r["memory"]
            roles = sorted(set().union(*(set(v["by_role"]) for v in m.values())))
            out += ["", "Memory-bound kernels: " + md(memory_text(r)) + "; predicted us by role:", "",
                    "| role | " + " | ".join(m) + " |", "| --- |" + " --- |" * len(m)]
            for role in roles:
                out.append(f"| {role} | " + " | ".join(f"{v['by_role'].get(role, 0):.0f}" for v in m.values()) + " |")
            out.append("| total | " + " | ".join(f"{v['predicted_us']:.0f}" for v in m.values()) + " |")
        if r.get("kernels"):
            out += [""] + table(
                ["kernels", "measured (count)", "measured us", "import priced (count)", "import us",
                 "trace priced (count)", "trace us"],
                [[k["kind"]] + [num(k[f]) for f in ("measured_kernels", "measured_us", "import_priced", "import_us",
                                                    "trace_priced", "trace_us")] for k in r["kernels"]])
        if r.get("sdpa_probe"):
            probe = r["sdpa_probe"]
            sh = probe["shape"]
            out += ["", f"SDPA on this family's attention shape, forward + backward once ({sh['batch']}x{sh['heads']}"
                    f"/{sh['kv_heads']}x{sh['seq']}x{sh['head_dim']} {sh['dtype']}; `{r['family']}-sdpa-probe.json`):", "",
                    "| call | backends | kernel us | fp32 GEMM kernels |", "| --- | --- | --- | --- |"]
            for label, c in probe["cases"].items():
                out.append(f"| {md(label)} | {', '.join(c.get('backends', [])) or md(c.get('error', ''))} | "
                           f"{num(c.get('kernel_us'))} | {num(c.get('fp32_gemm_kernels'))} |")
            for backend, f in probe.get("forced", {}).items():
                if isinstance(f, dict):
                    out.append(f"| forced {backend} | {md(f['result'])}: {md(f['warnings'][:300])} | | |")
        if r["fp32"]:
            out += ["", "Ops computing in fp32 in the real step (the dtype log: fp32 read and fp32 written; casts to "
                    "fp32 left out; backward ops have no module):", "", "| phase | module | op | count | shapes |", "| --- | --- | --- | --- | --- |"]
            for f in r["fp32"][:16]:
                out.append(f"| {f['phase']} | {f['module']} | {f['op']} | {f['count']} | {f['shapes']} |")
            if len(r["fp32"]) > 16:
                out.append(f"| | ({len(r['fp32']) - 16} more in `{r['family']}-profile.json`) | | | |")
    return "\n".join(out) + "\n"


def table(header, rows):
    """A Markdown table's lines: the header, its rule and a line a row."""
    return ["| " + " | ".join(header) + " |", "| " + " | ".join("---" for _ in header) + " |"] + \
        ["| " + " | ".join(str(c) for c in row) + " |" for row in rows]


def md(text):
    return str(text).replace("|", "\\|").replace("\n", " ")


def num(v):
    if v is None:
        return "-"
    return f"{v:.0f}" if isinstance(v, float) else str(v)


def csv_rows(results):
    for r in results:
        base = {"family": r["family"], "model_type": r["model_type"], "import_status": r["import_status"],
                "trace_status": r["trace_status"], "verdict": r["verdict"]}
        yield dict(base, item="family", key="", import_value="", trace_value="", real_value="",
                   match="", note=" / ".join(r["differences"]))
        for g in r.get("gemms") or []:
            yield dict(base, item="gemm", key=g["shape"], import_value=g["import"],
                       trace_value="" if g["trace"] is None else g["trace"],
                       real_value="" if g["real"] is None else g["real"], match=g["match"], note=g["note"])
        for a in r.get("attention") or []:
            yield dict(base, item="attention", key=a["chain"], import_value=a["import"], trace_value=a["trace"],
                       real_value=a["real_backends"], match=a["match"], note=a["note"])
        m = r.get("memory") or {}
        if m:
            real = ((r.get("profile") or {}).get("profile", {}).get("categories", {}).get("other", {})).get("count")
            yield dict(base, item="memory_kernels", key="", import_value=m.get("import", {}).get("kernels", ""),
                       trace_value=m.get("trace", {}).get("kernels", ""), real_value="" if real is None else real,
                       match="", note="")
            yield dict(base, item="memory_bytes", key="", import_value=m.get("import", {}).get("bytes", ""),
                       trace_value=m.get("trace", {}).get("bytes", ""), real_value="", match="", note="")
        for k in r.get("kernels") or []:
            yield dict(base, item=f"kernels_{k['kind']}", key="count/us",
                       import_value=f"{num(k['import_priced'])}/{num(k['import_us'])}",
                       trace_value=f"{num(k['trace_priced'])}/{num(k['trace_us'])}",
                       real_value=f"{num(k['measured_kernels'])}/{num(k['measured_us'])}", match="", note="")


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("trace_dir", help="trace_hf_models.py's WORK_DIR (summary.json, FAMILY.mlir, FAMILY-profile.json)")
    dimtune_tools.add_build_option(ap)
    ap.add_argument("--target", default="h200")
    ap.add_argument("--only", default="", help="comma-separated family names")
    ap.add_argument("--out", default="", help="write OUT.md and OUT.csv")
    args = ap.parse_args()
    summary_path = os.path.join(args.trace_dir, "summary.json")
    if not os.path.exists(summary_path):
        sys.exit(f"compare_trace.py: error: {summary_path} not found (trace_hf_models.py writes it)")
    with open(summary_path) as f:
        summary = json.load(f)
    only = {n.strip() for n in args.only.split(",") if n.strip()}
    entries = [e for e in summary["families"] if not only or e["family"] in only]
    missing = only - {e["family"] for e in entries}
    if missing:
        sys.exit(f"compare_trace.py: error: not in {summary_path}: {sorted(missing)}")
    args.state = dimtune_state()
    results = []
    with tempfile.TemporaryDirectory() as work:
        for entry in entries:
            entry.setdefault("layers", summary.get("layers"))
            entry.setdefault("micro_batch", summary.get("micro_batch"))
            entry.setdefault("seq", summary.get("seq"))
            results.append(compare_family(entry, args.trace_dir, args.build, args.target, work))
    for r in results:
        print(f"{r['family']}: {r['verdict']}")
        for d in r["differences"]:
            print(f"  {d}")
    if args.out:
        os.makedirs(os.path.dirname(os.path.abspath(args.out)), exist_ok=True)
        with open(args.out + ".md", "w") as f:
            f.write(markdown(results, args))
        with open(args.out + ".csv", "w", newline="") as f:
            fields = ["family", "model_type", "import_status", "trace_status", "verdict", "item", "key",
                      "import_value", "trace_value", "real_value", "match", "note"]
            w = csv.DictWriter(f, fieldnames=fields)
            w.writeheader()
            w.writerows(csv_rows(results))


if __name__ == "__main__":
    main()
