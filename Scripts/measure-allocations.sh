#!/usr/bin/env bash
# Heap allocations per event of each dismisskit-bench workload, measured with
# valgrind's DHAT: each workload runs twice (`--only W --events N1` and
# `--events N2`, after the same setup and 1 000 warm-up events), and the
# difference of DHAT's total block counts divided by N2 - N1 is the number of
# heap allocations per event in steady state. The adapter's tap (the
# benchmark's `adapter-tap` rows, `--adapter`) is measured the same way at
# 100 and 1 000 anchors, with fewer taps (ADAPTER_N1, ADAPTER_N2: 200, 1200).
#
#   Scripts/measure-allocations.sh [OUT]     (default OUT: .bench/allocations.json)
#
# Environment: SCRATCH (build directory, default .build), REGIONS (scene size,
# default 10000), N1 and N2 (event counts, default 2000 and 12000).
#
# Then merge the numbers into the benchmark's report:
#   swift run -c release dismisskit-bench --allocations .bench/allocations.json --json FILE
set -euo pipefail
cd "$(dirname "$0")/.."

scratch=${SCRATCH:-.build}
regions=${REGIONS:-10000}
n1=${N1:-2000}
n2=${N2:-12000}
out=${1:-.bench/allocations.json}
workloads=(tap drag idle scroll-frame host-path)

command -v valgrind >/dev/null || { echo "measure-allocations: valgrind is not installed" >&2; exit 2; }
swift build -c release --scratch-path "$scratch" --product dismisskit-bench >&2
bin="$scratch/release/dismisskit-bench"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# DHAT prints "Total:     1,234 bytes in 56 blocks" on standard error.
# blocks WORKLOAD EVENTS [REGIONS]; the workload `adapter` is `--adapter`.
blocks() {
  local what=(--only "$1")
  if [ "$1" = adapter ]; then what=(--adapter); fi
  valgrind --tool=dhat --dhat-out-file="$work/dhat.out" \
    "$bin" "${what[@]}" --regions "${3:-$regions}" --events "$2" 2>"$work/stderr" >/dev/null
  sed -n 's/.*Total: .* in \([0-9,]*\) blocks.*/\1/p' "$work/stderr" | tr -d ,
}

mkdir -p "$(dirname "$out")"
entries=()
printf '%-14s %12s %12s %22s\n' workload "blocks@$n1" "blocks@$n2" "allocations per event" >&2
for w in "${workloads[@]}"; do
  b1=$(blocks "$w" "$n1")
  b2=$(blocks "$w" "$n2")
  per=$(awk -v a="$b1" -v b="$b2" -v n1="$n1" -v n2="$n2" 'BEGIN { printf "%.4f", (b - a) / (n2 - n1) }')
  printf '%-14s %12s %12s %22s\n' "$w" "$b1" "$b2" "$per" >&2
  entries+=("\"$w\": $per")
done
for anchors in 100 1000; do
  a1=$(blocks adapter "${ADAPTER_N1:-200}" "$anchors")
  a2=$(blocks adapter "${ADAPTER_N2:-1200}" "$anchors")
  per=$(awk -v a="$a1" -v b="$a2" -v n1="${ADAPTER_N1:-200}" -v n2="${ADAPTER_N2:-1200}" \
    'BEGIN { printf "%.4f", (b - a) / (n2 - n1) }')
  printf '%-14s %12s %12s %22s\n' "adapter-$anchors" "$a1" "$a2" "$per" >&2
  entries+=("\"adapter-tap-$anchors\": $per")
done
joined=$(printf ', %s' "${entries[@]}")
printf '{"regions": %s, "events": [%s, %s], "allocations_per_event": {%s}}\n' \
  "$regions" "$n1" "$n2" "${joined:2}" >"$out"
echo "wrote $out" >&2
cat "$out"
