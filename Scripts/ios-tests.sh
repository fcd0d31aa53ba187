#!/usr/bin/env bash
# DismissKit on iOS simulators (a Mac with Xcode 16 or later; never run yet:
# no machine of this project has one). From the repository root:
#
#   Scripts/ios-tests.sh unit      # the device tests, hosted by an app: real windows, hosting
#                                  # controllers, sheets, text fields (an iPhone)
#   Scripts/ios-tests.sh ipad      # the same on an iPad: split views and popovers
#   Scripts/ios-tests.sh ui        # the UI tests: real touches and keys against the demo app,
#                                  # and the UI probes (the ProbeHost app)
#   Scripts/ios-tests.sh package   # the device tests with the package's own scheme, no host
#                                  # app (the checks that need focus skip)
#   Scripts/ios-tests.sh build     # DismissKit for iOS and Mac Catalyst, and the demo app
#   Scripts/ios-tests.sh all       # build, unit, ipad, ui, then report
#   Scripts/ios-tests.sh report    # one line per row of Docs/DeviceChecks.md that a test
#                                  # checks: pass, fail, skipped or not run; then what the
#                                  # probes saw of each emulation switch, and the rows' statuses
#
# Each test command runs once per iOS of IOS_VERSIONS that is installed (the
# newest iOS when none is), on the simulator named IOS_SIMULATOR (or
# IPAD_SIMULATOR) or, when that one is not installed with that iOS, the
# plainest iPhone (iPad) that is; it says which. Then it prints the report.
#
# Environment:
#   IOS_VERSIONS    the iOS major versions to run on (default "18 26")
#   IOS_SIMULATOR   the iPhone (default "iPhone 16")
#   IPAD_SIMULATOR  the iPad (default "iPad Pro 13-inch (M4)")
#   RESULTS_DIR     where the .xcresult bundles and the report's inputs go
#                   (default .build/ios-tests; remove it for a fresh report)
#
# unit, ipad and ui need XcodeGen (`brew install xcodegen`) to write
# Examples/DeviceTests/DismissKitDevice.xcodeproj from its project.yml.
# What each test checks: Docs/DeviceChecks.md. The logic that needs no Mac
# (picking a simulator, the report) is Scripts/ios-tests.py, tested on Linux.
set -euo pipefail
cd "$(dirname "$0")/.."

versions="${IOS_VERSIONS:-18 26}"
iphone="${IOS_SIMULATOR:-iPhone 16}"
ipad="${IPAD_SIMULATOR:-iPad Pro 13-inch (M4)}"
results="${RESULTS_DIR:-.build/ios-tests}"
project=Examples/DeviceTests/DismissKitDevice.xcodeproj

usage() { sed -n '2,33p' "$0" | sed 's/^# \{0,1\}//'; }

need() {
  command -v "$1" >/dev/null || { echo "ios-tests: needs $1 ($2)" >&2; exit 2; }
}

generate() {
  need xcodegen "brew install xcodegen"
  (cd Examples/DeviceTests && xcodegen generate --quiet)
}

# "UDID<tab>NAME<tab>iOS X.Y", one line per iOS of $versions that has a
# simulator of the family of $1 (the name's first word), else the newest.
simulators() {
  local name=$1 family=${1%% *} listing line found=0 major
  listing=$(xcrun simctl list devices available -j)
  for major in $versions; do
    if line=$(python3 Scripts/ios-tests.py pick "$family" "$name" "$major" <<<"$listing"); then
      echo "$line"
      found=1
    else
      echo "ios-tests: no $family simulator with iOS $major is installed: skipped" >&2
    fi
  done
  if [ "$found" = 0 ]; then
    python3 Scripts/ios-tests.py pick "$family" "$name" "" <<<"$listing" || {
      echo "ios-tests: no $family simulator is installed (Xcode › Settings › Components)" >&2
      exit 2
    }
  fi
}

# Software keyboard for the UI tests: "Connect Hardware Keyboard" off, a per-device setting read at boot since Xcode 9 (fastlane issue 12325, PR 12829).
software_keyboard() {
  local udid=$1 plist="$HOME/Library/Preferences/com.apple.iphonesimulator.plist"
  local buddy=/usr/libexec/PlistBuddy
  xcrun simctl shutdown "$udid" 2>/dev/null || true
  "$buddy" -c "Add :DevicePreferences dict" "$plist" 2>/dev/null || true
  "$buddy" -c "Add :DevicePreferences:$udid dict" "$plist" 2>/dev/null || true
  "$buddy" -c "Set :DevicePreferences:$udid:ConnectHardwareKeyboard false" "$plist" 2>/dev/null ||
    "$buddy" -c "Add :DevicePreferences:$udid:ConnectHardwareKeyboard bool false" "$plist"
}

failed=0

# Runs `xcodebuild test` on each simulator for $2's name; the results and
# their label (kind, device, iOS) go to $results for the report.
run_tests() {  # kind (unit, ipad, ui, package), simulator name, scheme, xcodebuild arguments...
  local kind=$1 name=$2 scheme=$3 list udid device os base status
  shift 3
  list=$(simulators "$name") || exit 2
  mkdir -p "$results"
  while IFS=$'\t' read -r udid device os <&3; do
    [ "$device" = "$name" ] || echo "ios-tests: $name is not installed with $os: using $device"
    echo "== $kind: $scheme on $device ($os, $udid)"
    if [ "$kind" = ui ]; then software_keyboard "$udid"; fi
    base="$results/$kind-${device//[^A-Za-z0-9]/_}-${os//[^A-Za-z0-9]/_}"
    rm -rf "$base.xcresult" "$base.tests.json" "$base.probes"
    echo "$kind $device $os" >"$base.label"
    status=0
    xcodebuild test "$@" -scheme "$scheme" -destination "platform=iOS Simulator,id=$udid" \
      -resultBundlePath "$base.xcresult" 2>&1 | tee "$base.log" || status=$?
    xcrun xcresulttool get test-results tests --path "$base.xcresult" >"$base.tests.json" ||
      echo "ios-tests: no test results in $base.xcresult" >&2
    # The probes' lines (Tests/DismissKitDeviceTests/Probes; for ui, the UI
    # probes of UITests/ProbeUITests.swift), from the test output or, where
    # xcodebuild did not echo it, the result's console log.
    { cat "$base.log"; xcrun xcresulttool get log --type console --path "$base.xcresult" 2>/dev/null || true; } |
      python3 Scripts/ios-tests.py probe-lines >"$base.probes"
    [ "$status" = 0 ] || failed=1
  done 3<<<"$list"
}

report() {
  echo "== Docs/DeviceChecks.md rows, from $results"
  python3 Scripts/ios-tests.py report Docs/DeviceChecks.md "$results"
  echo "== switches the probes answered (ios-tests.py probes $results Docs/DeviceChecks.md --apply writes the statuses)"
  python3 Scripts/ios-tests.py probes "$results" Docs/DeviceChecks.md
}

cmd="${1:-}"
case "$cmd" in
  unit | ipad | ui | package)
    need xcodebuild "Xcode"
    case "$cmd" in
      unit) generate && run_tests unit "$iphone" HostedDeviceTests -project "$project" ;;
      ipad) generate && run_tests ipad "$ipad" HostedDeviceTests -project "$project" ;;
      ui) generate && run_tests ui "$iphone" UITests -project "$project" ;;
      # The package's own scheme (.swiftpm/xcode/xcshareddata/xcschemes), from the root.
      package) run_tests package "$iphone" DismissKitDeviceTests ;;
    esac
    if [ "${REPORT:-1}" = 1 ]; then report; fi
    exit "$failed"
    ;;
  build)
    need xcodebuild "Xcode"
    xcodebuild build -scheme DismissKit -destination 'generic/platform=iOS'
    xcodebuild build -scheme DismissKit -destination 'generic/platform=macOS,variant=Mac Catalyst'
    generate
    xcodebuild build -project "$project" -scheme DismissKitDemo \
      -destination 'generic/platform=iOS Simulator'
    ;;
  all)
    "$0" build
    status=0
    for step in unit ipad ui; do REPORT=0 "$0" "$step" || status=1; done
    report
    exit "$status"
    ;;
  report)
    report
    ;;
  -h | --help | help)
    usage
    ;;
  *)
    usage >&2
    exit 64
    ;;
esac
