"""Writes a copy of a power sweep's duty file with one thing changed:
  hotter F    every load below the cap draws F times its power above idle
  never-capped    no point ran at the cap (the heaviest GEMM at the boost clock)
  gpu NAME    the environment names another GPU
  limit W     the environment records NVML's enforced power limit W
usage: edit_duty.py DUTY.json OUT.json EDIT [ARG]"""
import json
import sys

duty, out, edit = sys.argv[1:4]
d = json.load(open(duty))
idle = 112.27
for p in d["points"]:
    c = p["conditions"]
    capped = c.get("clock_event_share", {}).get("sw_power_cap", 0) > 0
    if edit == "hotter" and p["load"] != "idle" and not capped:
        c["power_w_median"] = idle + float(sys.argv[4]) * (c["power_w_median"] - idle)
    if edit == "never-capped":
        c["clock_event_share"] = {}
        c["sm_clock_mhz_median"] = 1980
if edit == "gpu":
    d["environment"]["gpu"] = sys.argv[4]
if edit == "limit":
    d["environment"]["power_limit_w"] = float(sys.argv[4])
json.dump(d, open(out, "w"))
