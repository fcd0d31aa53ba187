#!/usr/bin/env bash
# Runs the whole test suite under the sanitizers, each in its own build
# directory: AddressSanitizer (with LeakSanitizer, on by default on Linux)
# and ThreadSanitizer. Results and timings: Docs/Reliability.md.
#
#   Scripts/sanitizers.sh                 # address, then thread
#   Scripts/sanitizers.sh thread          # one of them
#   FUZZ_EVENTS=1000000 Scripts/sanitizers.sh address   # longer property tests
set -euo pipefail
cd "$(dirname "$0")/.."

kinds=("$@")
if [ ${#kinds[@]} -eq 0 ]; then kinds=(address thread); fi

# The Swift runtime's crash backtracer and the sanitizers' own signal
# handlers do not mix: let the sanitizers report.
export SWIFT_BACKTRACE=enable=no
export ASAN_OPTIONS=${ASAN_OPTIONS:-detect_leaks=1:halt_on_error=1:strict_string_checks=1}
export LSAN_OPTIONS=${LSAN_OPTIONS:-suppressions=$PWD/Scripts/lsan.supp:print_suppressions=0}
export TSAN_OPTIONS=${TSAN_OPTIONS:-halt_on_error=1:second_deadlock_stack=1}

status=0
for kind in "${kinds[@]}"; do
  case "$kind" in
    address | thread) ;;
    *) echo "unknown sanitizer '$kind' (address or thread)" >&2; exit 2 ;;
  esac
  start=$(date +%s)
  echo "== swift test --sanitize=$kind"
  if swift test --sanitize="$kind" --scratch-path ".build/sanitize-$kind"; then
    result=passed
  else
    result=FAILED
    status=1
  fi
  echo "== $kind: $result in $(($(date +%s) - start)) s (build and test)"
done
exit $status
