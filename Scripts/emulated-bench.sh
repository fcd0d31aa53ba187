#!/usr/bin/env bash
# The cost of a tap on the emulated UIKit (Linux, valgrind): for each path,
# scene and number of marked views, dismisskit-emulated-bench runs with
# DismissKit (recording which taps lost the field's focus), with the inert
# window recognizer and bare (both replaying those resigns):
# - instructions per tap: callgrind, the measured taps only (the bench's
#   CALLGRIND_ZERO_STATS / DUMP_STATS);
# - allocations per tap: DHAT's total blocks with TAPS taps minus with none,
#   over TAPS;
# - geometry calls per tap: the emulation's counters (UIKitEmulation.geometryCalls).
# Writes OUT (default .bench/emulated.json; rows as issue "The cost of a
# tap" asks: DismissKit minus the baseline; the baseline minus the bare
# scene; geometry calls: DismissKit minus the bare scene; and "naive", the
# naive recognizer's row) and the Markdown table beside it (OUT with .md).
#
#   Scripts/emulated-bench.sh [OUT]
#
# Environment: SIZES (default "10 100 1000"), SCENES ("idle layer sheet deep"),
# PATHS ("uikit swiftui"), TAPS (100), WARMUP (20), JOBS (parallel rows, 1).
set -euo pipefail
cd "$(dirname "$0")/.."

out=${1:-.bench/emulated.json}
taps=${TAPS:-100}
warmup=${WARMUP:-20}
command -v valgrind >/dev/null || { echo "emulated-bench: valgrind is not installed" >&2; exit 2; }
swift build -c release --package-path Emulation --product dismisskit-emulated-bench >&2
bin=Emulation/.build/release/dismisskit-emulated-bench
export SWIFT_DETERMINISTIC_HASHING=1
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# callgrind NAME ARGS...: instructions of the measured taps; keeps the
# bench's line in NAME.txt.
callgrind() {
  local name=$1
  shift
  valgrind --tool=callgrind --callgrind-out-file="$work/$name.out" "$bin" "$@" \
    --taps "$taps" --warmup "$warmup" >"$work/$name.txt" 2>"$work/$name.log"
  sed -n 's/^\(summary\|totals\): *\([0-9]*\).*/\2/p' "$work/$name.out.1" | head -n 1
}

# blocks TAPS ARGS...: DHAT's total heap blocks of a whole run.
blocks() {
  local n=$1 name
  shift
  name=$(mktemp -u "$work/dhat.XXXXXX")
  valgrind --tool=dhat --dhat-out-file="$name.out" "$bin" "$@" \
    --taps "$n" --warmup "$warmup" >/dev/null 2>"$name.log"
  sed -n 's/.*Total: .* in \([0-9,]*\) blocks.*/\1/p' "$name.log" | tr -d ,
}

geometry() { sed -n 's/.*geometry_calls_per_tap=\([0-9.]*\).*/\1/p' "$work/$1.txt"; }

row() {
  local path=$1 scene=$2 views=$3 id="$1-$2-$3"
  local args=(--path "$path" --scene "$scene" --views "$views")
  local dk noop none
  dk=$(callgrind "$id-dk" "${args[@]}" --approach dismisskit --record "$work/$id.pattern")
  noop=$(callgrind "$id-noop" "${args[@]}" --approach noop --pattern "$work/$id.pattern")
  none=$(callgrind "$id-none" "${args[@]}" --approach none --pattern "$work/$id.pattern")
  local dk0 dkn noop0 noopn
  dk0=$(blocks 0 "${args[@]}" --approach dismisskit)
  dkn=$(blocks "$taps" "${args[@]}" --approach dismisskit)
  noop0=$(blocks 0 "${args[@]}" --approach noop --pattern "$work/$id.pattern")
  noopn=$(blocks "$taps" "${args[@]}" --approach noop --pattern "$work/$id.pattern")
  awk -v path="$path" -v scene="$scene" -v views="$views" -v k="$taps" -v dk="$dk" \
    -v noop="$noop" -v none="$none" -v dk0="$dk0" -v dkn="$dkn" -v noop0="$noop0" \
    -v noopn="$noopn" -v gdk="$(geometry "$id-dk")" -v gnone="$(geometry "$id-none")" 'BEGIN {
      printf "{\"path\": \"%s\", \"scene\": \"%s\", \"views\": %d, ", path, scene, views
      printf "\"instructions_per_tap\": %.0f, ", (dk - noop) / k
      printf "\"allocations_per_tap\": %.2f, ", ((dkn - dk0) - (noopn - noop0)) / k
      printf "\"geometry_calls_per_tap\": %.1f, ", gdk - gnone
      printf "\"baseline_instructions_per_tap\": %.0f}\n", (noop - none) / k
    }' >"$work/$id.row"
  echo "emulated-bench: $(cat "$work/$id.row")" >&2
}

# The naive code DismissKit replaces (`--approach naive`: a window
# recognizer that ends editing as every touch ends), on the UIKit idle scene
# at 100 views, above the same baseline: the inert recognizer with its resigns.
naive() {
  local args=(--path uikit --scene idle --views 100) nv noop nv0 nvn noop0 noopn
  nv=$(callgrind naive "${args[@]}" --approach naive --record "$work/naive.pattern")
  noop=$(callgrind naive-noop "${args[@]}" --approach noop --pattern "$work/naive.pattern")
  nv0=$(blocks 0 "${args[@]}" --approach naive)
  nvn=$(blocks "$taps" "${args[@]}" --approach naive)
  noop0=$(blocks 0 "${args[@]}" --approach noop --pattern "$work/naive.pattern")
  noopn=$(blocks "$taps" "${args[@]}" --approach noop --pattern "$work/naive.pattern")
  awk -v k="$taps" -v nv="$nv" -v noop="$noop" -v a="$((nvn - nv0 - (noopn - noop0)))" 'BEGIN {
    printf "{\"path\": \"uikit\", \"scene\": \"idle\", \"views\": 100, "
    printf "\"instructions_per_tap\": %.0f, \"allocations_per_tap\": %.2f}\n", (nv - noop) / k, a / k
  }' >"$work/naive.row"
  echo "emulated-bench: naive $(cat "$work/naive.row")" >&2
}

jobs_max=${JOBS:-1}
naive &
ids=()
for path in ${PATHS:-uikit swiftui}; do
  for scene in ${SCENES:-idle layer sheet deep}; do
    for views in ${SIZES:-10 100 1000}; do
      ids+=("$path-$scene-$views")
      row "$path" "$scene" "$views" &
      while [ "$(jobs -rp | wc -l)" -ge "$jobs_max" ]; do wait -n || true; done
    done
  done
done
wait
for id in "${ids[@]}" naive; do
  [ -s "$work/$id.row" ] || { echo "emulated-bench: $id failed" >&2; exit 1; }
done

mkdir -p "$(dirname "$out")"
{
  echo '{"rows": ['
  for id in "${ids[@]}"; do
    printf '  %s' "$(cat "$work/$id.row")"
    [ "$id" = "${ids[-1]}" ] && echo || echo ,
  done
  echo "], \"naive\": $(cat "$work/naive.row")}"
} >"$out"

# The table: a row per path and scene, a column per size, each cell
# "instructions/allocations/geometry calls" per tap.
python3 - "$out" >"${out%.json}.md" <<'PY'
import json, sys
rows = json.load(open(sys.argv[1]))["rows"]
sizes = sorted({r["views"] for r in rows})
def k(x): return f"{x / 1000:.1f}k" if abs(x) >= 1000 else f"{x:.0f}"
print("|path|scene|" + "|".join(str(n) for n in sizes) + "|baseline|")
print("|-|-|" + "-|" * len(sizes) + "-|")
keys = []
for r in rows:
    if (r["path"], r["scene"]) not in keys: keys.append((r["path"], r["scene"]))
for path, scene in keys:
    cells, base = [], []
    for n in sizes:
        r = next((r for r in rows if (r["path"], r["scene"], r["views"]) == (path, scene, n)), None)
        cells.append("–" if r is None else
                     f"{k(r['instructions_per_tap'])}/{r['allocations_per_tap']:.0f}/{r['geometry_calls_per_tap']:.0f}")
        if r: base.append(r["baseline_instructions_per_tap"])
    print(f"|{path}|{scene}|" + "|".join(cells) + f"|{k(sum(base) / len(base))}|")
naive = json.load(open(sys.argv[1]))["naive"]
print(f"\nThe naive code it replaces (`--approach naive`, a window recognizer that ends "
      f"editing as every touch ends; uikit, idle, 100 views): {k(naive['instructions_per_tap'])}"
      f" instructions and {naive['allocations_per_tap']:.0f} allocations per tap above the same baseline.")
PY
echo "emulated-bench: wrote $out and ${out%.json}.md" >&2
