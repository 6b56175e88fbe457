"""dimtune's Python side: `dimtune.trace` turns a PyTorch model into IR dimtune prices."""
