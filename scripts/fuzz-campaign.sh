#!/usr/bin/env bash
# A long fuzz run for an exact number of executions, outside CI, reported as one line:
#
#     scripts/fuzz-campaign.sh TARGET RUNS [JOBS [MAX_LEN]]
#
# Runs scripts/fuzz.sh TARGET for RUNS executions in all (-runs), split over JOBS processes
# (default 1), each with its own corpus under .build-fuzz/campaign-TARGET, seeded like any
# run, with inputs of at most MAX_LEN bytes (default 4096: longer seeds are cut; 65536 keeps
# most real token files whole, at a much lower speed). Prints "TARGET: N executions, C crashes, E exec/s, T s" from libFuzzer's final stats;
# exits 1 if an input crashed (it is saved under .build-fuzz/crashes-TARGET/).
set -euo pipefail
cd "$(dirname "$0")/.."
target=${1:?usage: scripts/fuzz-campaign.sh TARGET RUNS [JOBS [MAX_LEN]]}
runs=${2:?usage: scripts/fuzz-campaign.sh TARGET RUNS [JOBS [MAX_LEN]]}
jobs=${3:-1}
maxLength=${4:-4096}
scripts/fuzz.sh "$target" 0 -runs=1 >/dev/null 2>&1 || true   # builds the binary and the seeds
start=$(date +%s)
marker=".build-fuzz/campaign-$target.start"
touch "$marker"
pids=()
for job in $(seq 1 "$jobs"); do
  corpus=".build-fuzz/campaign-$target/$job"
  mkdir -p "$corpus"
  scripts/fuzz.sh "$target" 0 "$corpus" -runs=$(( runs / jobs )) -seed="$job" -max_len="$maxLength" \
    > ".build-fuzz/campaign-$target-$job.log" 2>&1 &
  pids+=($!)
done
failed=0
for pid in "${pids[@]}"; do wait "$pid" || failed=1; done
seconds=$(( $(date +%s) - start ))
executed=0
for job in $(seq 1 "$jobs"); do
  count=$(grep -E "^stat::number_of_executed_units" ".build-fuzz/campaign-$target-$job.log" | awk '{print $2}')
  executed=$(( executed + ${count:-0} ))
done
crashes=$(find ".build-fuzz/crashes-$target" -type f -newer "$marker" 2>/dev/null | wc -l)
[ "$failed" = 0 ] || crashes=$(( crashes > 0 ? crashes : 1 ))
echo "$target: $executed executions, $crashes crashes, $(( executed / (seconds > 0 ? seconds : 1) )) exec/s, ${seconds} s ($(date -u +%Y-%m-%d), commit $(git rev-parse --short HEAD))"
[ "$crashes" = 0 ]
