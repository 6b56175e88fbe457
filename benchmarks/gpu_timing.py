"""Timing on the GPU, the way DESIGN.md asks: random inputs (never zeros), inputs rotated
over copies that together exceed the L2, warm-up, every call timed alone between two CUDA
events, median kept. A spin kernel ahead of the timed calls lets the CPU enqueue them all
before the GPU reaches them, so host launch latency is not counted as GPU time."""
import statistics
import time

import torch

ROTATE_BYTES = 512 << 20  # > 8x the H200's L2
REPS = 25
WARMUP = 3


def copies_for(set_bytes, most=64):
    """How many input sets to rotate over so they exceed the L2 several times."""
    return max(1, min(most, ROTATE_BYTES // max(set_bytes, 1)))


def time_calls(calls):
    """Median, p10 and p90 in us of running calls[i % len(calls)]() REPS times."""
    for i in range(WARMUP):
        calls[i % len(calls)]()
    torch.cuda.synchronize()
    events = [(torch.cuda.Event(enable_timing=True), torch.cuda.Event(enable_timing=True))
              for _ in range(REPS)]
    torch.cuda._sleep(2_000_000)  # ~1 ms: the queue fills while the GPU spins
    for i, (start, end) in enumerate(events):
        start.record()
        calls[i % len(calls)]()
        end.record()
    torch.cuda.synchronize()
    times = sorted(s.elapsed_time(e) * 1000.0 for s, e in events)
    return statistics.median(times), times[len(times) // 10], times[-1 - len(times) // 10]


def spin_up_clocks(seconds=3.0):
    """The SM clock idles low (450 MHz seen); run large products until it is up."""
    a = torch.randn(8192, 8192, dtype=torch.bfloat16, device="cuda")
    end = time.time() + seconds
    while time.time() < end:
        for _ in range(20):
            a @ a
        torch.cuda.synchronize()


def operands(dtype, batch, m, n, k, a_contig, b_contig):
    """A and B laid out as the shape says: a_contig "k" is [m,k] row-major, "m" is [k,m]
    transposed; b_contig "n" is [k,n], "k" is [n,k] transposed (PyTorch's linear weight)."""
    lead = (batch,) if batch > 1 else ()
    a = (torch.randn(*lead, m, k, dtype=dtype, device="cuda") if a_contig == "k"
         else torch.randn(*lead, k, m, dtype=dtype, device="cuda").transpose(-1, -2))
    b = (torch.randn(*lead, k, n, dtype=dtype, device="cuda") if b_contig == "n"
         else torch.randn(*lead, n, k, dtype=dtype, device="cuda").transpose(-1, -2))
    return a, b
