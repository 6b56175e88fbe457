"""Prints, in KiB for `ulimit -v`, the address space a Python that has imported torch reserves
(VmPeak: a CUDA build of torch 2.x maps about 4 GB of libraries, Debian's CPU torch 1.13 about
0.6 GB) plus 2 GiB: room for the tracer, and far less than a 7B model's 13.5 GB of weights."""
import importlib

importlib.import_module("torch")  # its libraries are what the cap must leave room for

with open("/proc/self/status") as status:
    peak_kib = next(int(line.split()[1]) for line in status if line.startswith("VmPeak:"))
print(peak_kib + 2 * 1024 * 1024)
