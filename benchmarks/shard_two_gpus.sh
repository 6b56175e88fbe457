#!/usr/bin/env bash
# On a two-GPU machine: one process per GPU, each running half of the problems (--shard I/2),
# then (here) `dimtune-tune --merge` joins the halves. Writes OUTDIR/shard-I.json and the wall times.
#   benchmarks/shard_two_gpus.sh BENCH_DIR OUTDIR
set -euo pipefail
bench=$1 out=$2
cmake -S "$bench" -B /tmp/build-shard > /dev/null && cmake --build /tmp/build-shard > /dev/null
start=$(date +%s%N)
for i in 0 1; do
  CUDA_VISIBLE_DEVICES=$i /tmp/build-shard/dimtune_bench --shard "$i/2" --out "$out/shard-$i.json" 2> "$out/shard-$i.log" &
done
wait
end=$(date +%s%N)
echo "two shards in parallel: $(( (end - start) / 1000000 )) ms" | tee "$out/shard-times.txt"
start=$(date +%s%N)
CUDA_VISIBLE_DEVICES=0 /tmp/build-shard/dimtune_bench --out "$out/single.json" 2> "$out/single.log"
end=$(date +%s%N)
echo "one process, all problems: $(( (end - start) / 1000000 )) ms" | tee -a "$out/shard-times.txt"
