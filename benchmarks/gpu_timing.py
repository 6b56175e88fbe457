"""Timing on the GPU, for the measure_*.py scripts (a library, no command line): random inputs
(never zeros), inputs rotated over copies that together exceed the L2, warm-up, every call
timed alone between two CUDA events, median kept. A spin kernel ahead of each chunk of timed
calls lets the CPU enqueue them before the GPU reaches them, so host launch latency is not
counted as GPU time. Needs PyTorch with CUDA (imported when first used).

    copies_for(bytes)          how many input sets to rotate over
    time_calls(calls, ...)     median, p10, p90 in us
    spin_up_clocks()           bf16 8192^3 products for ~3 s, so the SM clock is up
    operands(...)              A and B of a GEMM laid out as a shape says
"""
import statistics
import time

ROTATE_BYTES = 512 << 20  # > 8x the H200's L2
REPS = 25
WARMUP = 3


def copies_for(set_bytes, most=64):
    """How many input sets to rotate over so they exceed the L2 several times."""
    return max(1, min(most, ROTATE_BYTES // max(set_bytes, 1)))


# Calls timed behind one spin: CUDA's launch queue holds about a thousand
# commands, and once it is full the host waits for the GPU, which then waits
# for the host: a long run of small calls would time the host (seen on the H200
# with SDPA decode: medians of 75 us against 10 us at p10, 2026-12-01).
CHUNK = 64


def time_calls(calls, reps=REPS, warmup=WARMUP, spin_for_host=False):
    """Median, p10 and p90 in us of calls[i % len(calls)]() run `reps` times, each between two
    CUDA events, after `warmup` calls. The calls are timed in chunks of at most CHUNK, each
    behind a spin that lasts ~1 ms, or with spin_for_host twice the host time of the chunk (at
    most 0.25 s), so that the GPU never waits on the host inside a timed call even when a call
    (an autograd backward, a small kernel) costs the host more than the GPU, and the launch
    queue never fills."""
    import torch
    host_s = 0.0
    for i in range(warmup):
        started = time.perf_counter()
        calls[i % len(calls)]()
        host_s = time.perf_counter() - started  # the last warm call: no first-call setup in it
    torch.cuda.synchronize()
    times = []
    done = 0
    while done < reps:
        chunk = min(CHUNK, reps - done)
        events = [(torch.cuda.Event(enable_timing=True), torch.cuda.Event(enable_timing=True))
                  for _ in range(chunk)]
        spin_s = min(0.25, max(0.001, 2.0 * chunk * host_s)) if spin_for_host else 0.001
        torch.cuda._sleep(int(spin_s * 2e9))  # cycles at ~2 GHz; a lower clock only spins longer
        for j, (start, end) in enumerate(events):
            start.record()
            calls[(done + j) % len(calls)]()
            end.record()
        torch.cuda.synchronize()
        times.extend(s.elapsed_time(e) * 1000.0 for s, e in events)
        done += chunk
    times.sort()
    return statistics.median(times), times[len(times) // 10], times[-1 - len(times) // 10]


def spin_up_clocks(seconds=3.0):
    """The SM clock idles low (450 MHz seen); run large products until it is up."""
    import torch
    a = torch.randn(8192, 8192, dtype=torch.bfloat16, device="cuda")
    end = time.time() + seconds
    while time.time() < end:
        for _ in range(20):
            a @ a
        torch.cuda.synchronize()


def operands(dtype, batch, m, n, k, a_contig, b_contig):
    """A and B laid out as the shape says: a_contig "k" is [m,k] row-major, "m" is [k,m]
    transposed; b_contig "n" is [k,n], "k" is [n,k] transposed (PyTorch's linear weight)."""
    import torch
    lead = (batch,) if batch > 1 else ()
    a = (torch.randn(*lead, m, k, dtype=dtype, device="cuda") if a_contig == "k"
         else torch.randn(*lead, k, m, dtype=dtype, device="cuda").transpose(-1, -2))
    b = (torch.randn(*lead, k, n, dtype=dtype, device="cuda") if b_contig == "n"
         else torch.randn(*lead, n, k, dtype=dtype, device="cuda").transpose(-1, -2))
    return a, b
