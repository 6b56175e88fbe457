"""A stand-in for nvidia-ml-py in tests of gpu_conditions.Sampler: the SM clock cycles
through 1980, 1755 and 1500 MHz, the power reads 700 W and the power cap is active."""
import itertools

NVML_CLOCK_SM = 0
NVML_CLOCK_MEM = 1
_clocks = itertools.cycle([1980, 1755, 1500])


def nvmlInit():
    pass


def nvmlDeviceGetHandleByIndex(index):
    return "gpu0"


def nvmlDeviceGetClockInfo(handle, which):
    return next(_clocks) if which == NVML_CLOCK_SM else 3201


def nvmlDeviceGetPowerUsage(handle):
    return 700000  # mW


def nvmlDeviceGetCurrentClocksEventReasons(handle):
    return 0x4  # sw_power_cap
