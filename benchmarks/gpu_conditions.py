#!/usr/bin/env python3
"""What a GPU measurement ran on and under which conditions, for the benchmark scripts.

    environment()  the software and hardware: GPU, SM count, L2, driver, CUDA, torch, cuDNN,
                   cuBLASLt, transformers, UTC time (needs torch);
    snapshot()     the GPU's state now: SM and memory clocks, power, temperature and the
                   active clock-throttle reasons, through pynvml (nvidia-ml-py), else
                   nvidia-smi; it never raises, a value it cannot read is None;
    Sampler        the same, sampled every few milliseconds in a thread while a measurement
                   runs (`with Sampler() as s: ...; s.summary()`): what a snapshot before and
                   after cannot show, the clocks a long step sustains under the power cap;
                   describe(summary) puts its summary in a few words;
    cublas_version()  the cuBLASLt version of the libcublasLt PyTorch ships (or the system's).

The timing itself is gpu_timing.py's.

    python3 benchmarks/gpu_conditions.py     # prints the environment and one snapshot
"""
import argparse
import ctypes
import glob
import importlib.metadata
import json
import os
import statistics
import subprocess
import threading
import time

# NVML's clock-throttle ("clocks event") reason bits, from nvml.h; stable across drivers.
THROTTLE_BITS = [
    (0x1, "gpu_idle"),
    (0x2, "applications_clocks"),
    (0x4, "sw_power_cap"),
    (0x8, "hw_slowdown"),
    (0x10, "sync_boost"),
    (0x20, "sw_thermal"),
    (0x40, "hw_thermal"),
    (0x80, "hw_power_brake"),
    (0x100, "display_clocks"),
]

_nvml_handle = None  # pynvml's handle once initialised; False once it failed


def throttle_names(mask):
    """'none' for 0, else the set bits' names joined by '|' (unknown bits in hex)."""
    if not mask:
        return "none"
    names = [name for bit, name in THROTTLE_BITS if mask & bit]
    rest = mask & ~sum(bit for bit, _ in THROTTLE_BITS)
    if rest:
        names.append(hex(rest))
    return "|".join(names)


def _visible_index():
    """The NVML index or UUID of the GPU that CUDA calls device 0."""
    first = os.environ.get("CUDA_VISIBLE_DEVICES", "0").split(",")[0].strip()
    return first if first else "0"


def _nvml():
    global _nvml_handle
    if _nvml_handle is None:
        try:
            import pynvml
            pynvml.nvmlInit()
            which = _visible_index()
            _nvml_handle = (pynvml.nvmlDeviceGetHandleByUUID(which) if which.startswith(("GPU-", "MIG-"))
                            else pynvml.nvmlDeviceGetHandleByIndex(int(which)))
        except Exception:
            _nvml_handle = False
    return _nvml_handle


def _nvml_snapshot(handle):
    import pynvml
    snap = {"source": "pynvml"}
    reads = {
        "sm_clock_mhz": lambda: pynvml.nvmlDeviceGetClockInfo(handle, pynvml.NVML_CLOCK_SM),
        "mem_clock_mhz": lambda: pynvml.nvmlDeviceGetClockInfo(handle, pynvml.NVML_CLOCK_MEM),
        "power_w": lambda: round(pynvml.nvmlDeviceGetPowerUsage(handle) / 1000.0, 1),
        "temp_c": lambda: pynvml.nvmlDeviceGetTemperature(handle, pynvml.NVML_TEMPERATURE_GPU),
    }
    for key, read in reads.items():
        try:
            snap[key] = read()
        except Exception:
            snap[key] = None
    # Newer nvidia-ml-py names it "clocks event reasons"; older ones only "throttle reasons".
    reasons = (getattr(pynvml, "nvmlDeviceGetCurrentClocksEventReasons", None)
               or getattr(pynvml, "nvmlDeviceGetCurrentClocksThrottleReasons", None))
    try:
        snap["throttle_reasons"] = throttle_names(int(reasons(handle)))
    except Exception:
        snap["throttle_reasons"] = None
    return snap


def _smi_snapshot():
    snap = {"source": "nvidia-smi", "sm_clock_mhz": None, "mem_clock_mhz": None, "power_w": None,
            "temp_c": None, "throttle_reasons": None}
    which = _visible_index()
    for reasons in ("clocks_event_reasons.active", "clocks_throttle_reasons.active"):
        try:
            out = subprocess.run(
                ["nvidia-smi", "-i", which, "--format=csv,noheader,nounits",
                 f"--query-gpu=clocks.sm,clocks.mem,power.draw,temperature.gpu,{reasons}"],
                capture_output=True, text=True, timeout=10)
        except Exception:
            return snap
        if out.returncode == 0:
            break
    else:
        return snap
    fields = [f.strip() for f in out.stdout.strip().splitlines()[0].split(",")]

    def number(text, kind):
        try:
            return kind(float(text))
        except ValueError:  # "[N/A]"
            return None

    if len(fields) == 5:
        snap.update(sm_clock_mhz=number(fields[0], int), mem_clock_mhz=number(fields[1], int),
                    power_w=number(fields[2], float), temp_c=number(fields[3], int))
        try:
            snap["throttle_reasons"] = throttle_names(int(fields[4], 16))
        except ValueError:
            pass
    return snap


def snapshot():
    """Clocks, power, temperature and throttle reasons now; None where unreadable."""
    try:
        handle = _nvml()
        return _nvml_snapshot(handle) if handle else _smi_snapshot()
    except Exception as e:  # never let a snapshot end a measurement
        return {"source": f"failed: {e}", "sm_clock_mhz": None, "mem_clock_mhz": None,
                "power_w": None, "temp_c": None, "throttle_reasons": None}


class Sampler:
    """Samples the SM clock, power and clock-event reasons through NVML every `period_s`
    in a background thread while the `with` block runs. summary(): the number of samples,
    the SM clock's min, median and max (MHz), the power's median and max (W), and for each
    clock-event reason seen, the share of samples it was active in. Without NVML (no
    pynvml, or it fails) it samples nothing and summary() says so; it never raises."""

    def __init__(self, period_s=0.01):
        self.period_s = period_s
        self.samples = []  # (sm_clock_mhz, power_w, reasons mask)
        self._stop = threading.Event()
        self._thread = None

    def _run(self, handle):
        import pynvml
        reasons = (getattr(pynvml, "nvmlDeviceGetCurrentClocksEventReasons", None)
                   or getattr(pynvml, "nvmlDeviceGetCurrentClocksThrottleReasons", None))
        while not self._stop.is_set():
            try:
                self.samples.append((pynvml.nvmlDeviceGetClockInfo(handle, pynvml.NVML_CLOCK_SM),
                                     pynvml.nvmlDeviceGetPowerUsage(handle) / 1000.0,
                                     int(reasons(handle)) if reasons else 0))
            except Exception:
                return
            self._stop.wait(self.period_s)

    def __enter__(self):
        try:
            handle = _nvml()
        except Exception:
            handle = False
        if handle:
            self._thread = threading.Thread(target=self._run, args=(handle,), daemon=True)
            self._thread.start()
        return self

    def __exit__(self, *exc):
        self._stop.set()
        if self._thread:
            self._thread.join()
        return False

    def summary(self):
        if not self.samples:
            return {"samples": 0, "source": "none (no NVML)" if self._thread is None else "pynvml"}
        clocks = [c for c, _, _ in self.samples]
        power = [p for _, p, _ in self.samples]
        shares = {}
        for bit, name in THROTTLE_BITS:
            active = sum(1 for _, _, mask in self.samples if mask & bit)
            if active:
                shares[name] = round(active / len(self.samples), 3)
        return {"samples": len(self.samples), "source": "pynvml", "period_s": self.period_s,
                "sm_clock_mhz_min": min(clocks), "sm_clock_mhz_median": statistics.median(clocks),
                "sm_clock_mhz_max": max(clocks), "power_w_median": round(statistics.median(power), 1),
                "power_w_max": round(max(power), 1), "clock_event_share": shares}


def describe(summary):
    """A Sampler summary in a few words: the SM clock's median and min, the power's median and
    the share of samples with the power cap active."""
    if not summary.get("samples"):
        return "no clock samples"
    return (f"SM {summary['sm_clock_mhz_median']:.0f} MHz (min {summary['sm_clock_mhz_min']}), "
            f"{summary['power_w_median']} W, power cap in "
            f"{summary.get('clock_event_share', {}).get('sw_power_cap', 0):.0%} of samples")


def _version(package):
    try:
        return importlib.metadata.version(package)
    except importlib.metadata.PackageNotFoundError:
        return "not installed"


def _driver():
    handle = _nvml()
    if handle:
        import pynvml
        version = pynvml.nvmlSystemGetDriverVersion()
        return version.decode() if isinstance(version, bytes) else version
    out = subprocess.run(["nvidia-smi", "--query-gpu=driver_version", "--format=csv,noheader"],
                         capture_output=True, text=True)
    return out.stdout.strip().splitlines()[0] if out.stdout.strip() else "unknown"


def cublas_version():
    """cublasLtGetVersion() of the libcublasLt beside PyTorch (its nvidia/ wheels), else the
    system's; "unknown" where none loads."""
    import torch
    site = os.path.join(os.path.dirname(torch.__file__), "..", "nvidia")
    for path in glob.glob(os.path.join(site, "**", "libcublasLt.so*"), recursive=True) + ["libcublasLt.so"]:
        try:
            return str(ctypes.CDLL(path).cublasLtGetVersion())
        except OSError:
            continue
    return "unknown"


def environment():
    """What ran: GPU, its SM count and L2, driver and library versions, the UTC time."""
    import torch

    props = torch.cuda.get_device_properties(0)
    env = {"gpu": props.name, "sm_count": props.multi_processor_count,
           "l2_bytes": props.L2_cache_size, "memory_bytes": props.total_memory}
    for key, read in (("driver", _driver), ("cublaslt", cublas_version)):
        try:
            env[key] = read()
        except Exception as e:
            env[key] = f"unknown ({e})"
    env.update({"cuda_runtime": torch.version.cuda, "torch": torch.__version__,
                "cudnn": torch.backends.cudnn.version(),
                "transformers": _version("transformers"),
                "nvidia_ml_py": _version("nvidia-ml-py"),
                "date_utc": time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime())})
    return env


def start_csv(f, env, columns):
    """A results CSV's head: the environment as '# key: value' lines, then the
    column names (flushed, so a run cut short leaves a file that says what ran).
    Returns the csv writer."""
    import csv

    for key, value in env.items():
        f.write(f"# {key}: {value}\n")
    w = csv.writer(f)
    w.writerow(columns)
    f.flush()
    return w


def main():
    argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter).parse_args()
    print(json.dumps(environment(), indent=1))
    print(json.dumps(snapshot(), indent=1))
    with Sampler() as s:
        time.sleep(0.1)
    print(json.dumps(s.summary(), indent=1))


if __name__ == "__main__":
    main()
