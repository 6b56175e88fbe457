#!/usr/bin/env python3
"""Decode timings a known model priced: the fit rows of `dimtune-fit decode-check`'s output
(PRICED.csv) as a measurements file whose times are the predictions, half of them queued (a
median twice the p10, the p10 the prediction), with rows the fit must leave out holding absurd
times: refused, SDPA's own pick (the reader skips both), and held-out validation rows.

usage: decode_synthetic.py PRICED.csv OUT.csv
"""
import csv
import sys


def main(priced, out):
    with open(priced) as f:
        rows = [r for r in csv.DictReader(f) if r["set"] == "fit"]
    fields = ["set", "backend_requested", "batch", "heads", "kv_heads", "kv_len", "head_dim",
              "median_us", "p10_us", "status"]
    with open(out, "w", newline="") as f:
        w = csv.DictWriter(f, fields)
        w.writeheader()
        for i, r in enumerate(rows):
            shape = {k: r[k] for k in ("batch", "heads", "kv_heads", "kv_len", "head_dim")}
            backend = "flash" if r["backend"] == "flash2" else r["backend"]
            us = float(r["predicted_us"])
            queued = i % 2 == 1
            w.writerow(dict(shape, set="fit", backend_requested=backend, status="ok",
                            median_us=f"{us * (2 if queued else 1):.6f}", p10_us=f"{us:.6f}"))
            w.writerow(dict(shape, set="fit", backend_requested="default", status="ok",
                            median_us="1000000", p10_us="1000000"))
            w.writerow(dict(shape, set="fit", backend_requested=backend, status="error",
                            median_us="1000000", p10_us="1000000"))
            w.writerow(dict(shape, set="validate", backend_requested=backend, status="ok",
                            median_us=f"{us * 3:.6f}", p10_us=f"{us * 3:.6f}"))


if __name__ == "__main__":
    sys.exit(main(*sys.argv[1:]))
