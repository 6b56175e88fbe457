"""Shared by measure_decode.py, measure_host.py and measure_dispatch.py (a library, no command
line): the wall-time budget, progress lines, output written as it goes, the environment (or a
dry run's stand-in), steps timed one at a time between CUDA events, and what a torch.profiler
trace says (kernels by category, the SDPA backend their names belong to, CPU-side aten ops).

    Budget(seconds, started)       spent(): no new case once this much wall time has passed
    csv_run_stopped(budget, ...)   where it is spent, the note a CSV run leaves (True: stop)
    say(...)                       one progress line, flushed (PYTHONUNBUFFERED is not assumed)
    write_json(path, doc)          atomically (a killed run leaves the previous complete file)
    environment(dry_run)           gpu_conditions.environment(), or the dry run's stand-in
    failure(error, caught, refusal)  'oom' / 'unsupported: why' / 'error: why' for a status
    timed_each(fn, reps, warmup)   each call after a synchronize, between CUDA events: GPU us
                                   and host us per call (launch gaps included, as a serving
                                   loop sees them)
    capture_graph(fn, calls, warmup)  a CUDA graph of `calls` calls of fn, and their outputs
    stats(values)                  median, p10, p90 (linear interpolation)
    kernels(prof) / kernel_summary(kernels) / backend_of(names) / cpu_ops(prof)
    table(rows, columns)           the short summary table a run ends with
"""
import json
import os
import platform
import re
import statistics
import sys
import time

import measure_attention
import measure_hf_steps

NOTE_CHARS = 300
BACKEND_NAMES = {"FLASH_ATTENTION": "flash", "CUDNN_ATTENTION": "cudnn", "EFFICIENT_ATTENTION": "efficient"}
# CPU-side runtime calls that launch GPU work.
LAUNCH_RE = re.compile(r"^(cudaLaunchKernel|cudaLaunchKernelExC|cuLaunchKernel|cuLaunchKernelEx|cudaLaunchCooperativeKernel|"
                       r"cudaGraphLaunch|cudaMemcpyAsync|cudaMemsetAsync)")


class Budget:
    """No new case once `seconds` of wall time have passed since `started` (the process's
    start, so imports and CUDA's start count)."""

    def __init__(self, seconds, started=None):
        self.seconds = seconds
        self.started = started if started is not None else time.time()

    def elapsed(self):
        return time.time() - self.started

    def spent(self):
        return self.elapsed() > self.seconds

    def stopped_note(self, done, total, what="cases"):
        return f"budget of {self.seconds:.0f} s spent after {done} of {total} {what}"


def csv_run_stopped(budget, done, total, what, csv_file, sidecar):
    """Whether the budget is spent; where it is, the note goes where a CSV run's readers look:
    a '# stopped:' line in the CSV, the sidecar's "stopped" and a progress line."""
    if not budget.spent():
        return False
    note = budget.stopped_note(done, total, what)
    csv_file.write(f"# stopped: {note}\n")
    sidecar["stopped"] = note
    say(note)
    return True


def say(*parts):
    print(*parts, flush=True)


def write_json(path, doc, indent=1):
    """Atomically (a temporary file, then os.replace); indent None writes it compact (a large
    sidecar rewritten after every case)."""
    text = json.dumps(doc, indent=indent, default=str)  # dumps: the C encoder where indent is None
    tmp = path + ".tmp"
    with open(tmp, "w") as f:
        f.write(text)
    os.replace(tmp, path)


def first_line(error):
    return measure_attention.first_line(error)[:NOTE_CHARS]


def environment(dry_run):
    """gpu_conditions.environment() on the GPU; in a dry run, what ran it (no GPU needed)."""
    if not dry_run:
        import gpu_conditions
        return gpu_conditions.environment()
    try:
        import torch
        torch_version = torch.__version__
    except ImportError:
        torch_version = "not importable"
    return {"dry_run": True, "python": sys.version.split()[0], "platform": platform.platform(),
            "torch": torch_version, "date_utc": time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime())}


def failure(error, caught=(), refusal=False):
    """A failed case's status: 'oom'; with refusal (the first call of a forced SDPA backend),
    a RuntimeError is 'unsupported: why' (the reasons PyTorch warned added); else
    'error: Type: why'."""
    name = type(error).__name__
    if name == "OutOfMemoryError" or "out of memory" in str(error).lower():
        return "oom"
    if refusal and isinstance(error, RuntimeError):
        return "unsupported: " + measure_attention.refusal(error, list(caught))
    return f"error: {name}: {first_line(error)}"[:NOTE_CHARS]


def timed_each(fn, reps, warmup=2):
    """fn() `reps` times, each after a synchronize, between two CUDA events: ([GPU us], [host
    us up to the end event's record]). The GPU waits on the host's launches inside a call, as a
    serving loop's step does."""
    import torch
    for _ in range(warmup):
        fn()
    torch.cuda.synchronize()
    gpu, host = [], []
    start, end = torch.cuda.Event(enable_timing=True), torch.cuda.Event(enable_timing=True)
    for _ in range(reps):
        torch.cuda.synchronize()
        began = time.perf_counter()
        start.record()
        fn()
        end.record()
        host.append((time.perf_counter() - began) * 1e6)
        torch.cuda.synchronize()
        gpu.append(start.elapsed_time(end) * 1000.0)
    return gpu, host


def capture_graph(fn, calls, warmup):
    """A CUDA graph of `calls` calls of fn and their outputs; fn runs `warmup` times on a side
    stream first, as torch.cuda.graphs asks (lazy initialisation stays out of the capture)."""
    import torch
    side = torch.cuda.Stream()
    side.wait_stream(torch.cuda.current_stream())
    with torch.cuda.stream(side):
        for _ in range(warmup):
            fn()
    torch.cuda.current_stream().wait_stream(side)
    torch.cuda.synchronize()
    graph = torch.cuda.CUDAGraph()
    with torch.cuda.graph(graph):
        outs = [fn() for _ in range(calls)]
    torch.cuda.synchronize()
    return graph, outs


def stats(values, prefix=""):
    """{median_us, p10_us, p90_us} of the values (us), interpolated; empty without values."""
    if not values:
        return {}
    s = sorted(values)
    return {f"{prefix}median_us": round(statistics.median(s), 3),
            f"{prefix}p10_us": round(measure_hf_steps.quantile(s, 0.1), 3),
            f"{prefix}p90_us": round(measure_hf_steps.quantile(s, 0.9), 3)}


def kernels(prof):
    """The device kernels of a profile, by start: [(name, start_us, duration_us)]."""
    from torch.autograd import DeviceType
    out = []
    for e in prof.events():
        if e.device_type == DeviceType.CUDA:
            out.append((e.name, e.time_range.start, e.time_range.elapsed_us()))
    return sorted(out, key=lambda k: k[1])


def category(name):
    return measure_hf_steps.category(name)


def kernel_summary(ks, top=12):
    """Count, total us and per category (gemm / attention / other) of kernels from kernels()."""
    cats = {c: {"count": 0, "total_us": 0.0} for c in ("gemm", "attention", "other")}
    by_name = {}
    for name, _, us in ks:
        c = cats[category(name)]
        c["count"] += 1
        c["total_us"] += us
        entry = by_name.setdefault(name, [0, 0.0])
        entry[0] += 1
        entry[1] += us
    total = sum(us for _, _, us in ks)
    for c in cats.values():
        c["total_us"] = round(c["total_us"], 3)
    return {"kernels": len(ks), "kernel_us": round(total, 3), "categories": cats,
            "top": [{"name": n[:160], "category": category(n), "count": c, "total_us": round(us, 3)}
                    for n, (c, us) in sorted(by_name.items(), key=lambda kv: -kv[1][1])[:top]]}


def backend_of(names):
    """The SDPA backend(s) the kernel names belong to ('flash', 'cudnn', 'efficient', joined
    by '+'), or 'math' where no fused attention kernel ran (the math path: batched GEMMs and a
    softmax)."""
    found = []
    for name in names:
        b = measure_attention.backend_of_kernel(name)
        if b and BACKEND_NAMES[b] not in found:
            found.append(BACKEND_NAMES[b])
    return "+".join(sorted(found)) if found else "math"


def cpu_ops(prof):
    """CPU-side events of a profile: aten ops (all, and those not inside another aten op) and
    the runtime calls that launch GPU work."""
    from torch.autograd import DeviceType
    aten = top = launches = 0
    for e in prof.events():
        if e.device_type != DeviceType.CPU:
            continue
        if e.name.startswith("aten::"):
            aten += 1
            parent, nested = getattr(e, "cpu_parent", None), False
            while parent is not None:
                if parent.name.startswith("aten::"):
                    nested = True
                    break
                parent = getattr(parent, "cpu_parent", None)
            top += not nested
        elif LAUNCH_RE.match(e.name):
            launches += 1
    return {"aten_ops": aten, "aten_ops_top": top, "launch_calls": launches}


def table(rows, columns):
    """Rows (dicts) as an aligned text table over `columns` (missing cells blank)."""
    cells = [[str(c) for c in columns]] + [["" if r.get(c) is None else str(r.get(c)) for c in columns] for r in rows]
    widths = [max(len(row[i]) for row in cells) for i in range(len(columns))]
    return "\n".join("  ".join(cell.ljust(w) for cell, w in zip(row, widths)).rstrip() for row in cells)


def read_config(path_or_name, repo_root=None):
    """(name, fields) of a config: a path, or a name of examples/configs/ (without .json);
    keys starting with '_' dropped."""
    root = repo_root or os.path.join(os.path.dirname(os.path.abspath(__file__)), "..")
    candidates = [path_or_name, os.path.join(root, path_or_name),
                  os.path.join(root, "examples", "configs", path_or_name),
                  os.path.join(root, "examples", "configs", path_or_name + ".json")]
    for c in candidates:
        if os.path.isfile(c):
            name = os.path.splitext(os.path.basename(c))[0]
            return name, measure_hf_steps.read_fields(c)
    raise FileNotFoundError(f"config {path_or_name} not found (a path, or a name in examples/configs/)")


def config_exists(name, repo_root=None):
    try:
        read_config(name, repo_root)
        return True
    except FileNotFoundError:
        return False
