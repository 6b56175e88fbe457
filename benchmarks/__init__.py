"""dimtune's benchmark scripts: the measurements behind its calibrations and figures, and the
checks on them (benchmarks/README.md lists each script, its command and its results).

The scripts run as files, `python3 benchmarks/NAME.py` (they import each other by plain name);
`--help` prints each one's command line without a GPU or PyTorch.
"""
