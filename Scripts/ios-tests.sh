#!/usr/bin/env bash
# DismissKit on an iOS simulator (a Mac with Xcode 16 or later; never run yet:
# no machine of this project has one). From the repository root:
#
#   Scripts/ios-tests.sh unit      # the device tests, hosted by an app: real windows, hosting
#                                  # controllers, sheets, split views, text fields
#   Scripts/ios-tests.sh ui        # the UI tests: real touches and keys against the demo app
#   Scripts/ios-tests.sh package   # the device tests with the package's own scheme, no project
#                                  # (no host app: the checks that need focus skip)
#   Scripts/ios-tests.sh build     # DismissKit for iOS and Mac Catalyst, and the demo app
#   Scripts/ios-tests.sh all       # build, unit, ui
#
# Environment:
#   IOS_SIMULATOR   the simulator's name (default "iPhone 16"; for the iPad checks,
#                   "iPad Pro 13-inch (M4)", say: `xcrun simctl list devices available`)
#   RESULTS_DIR     where the .xcresult bundles go (default .build/ios-tests)
#
# unit and ui need XcodeGen (`brew install xcodegen`) to write
# Examples/DeviceTests/DismissKitDevice.xcodeproj from its project.yml.
# What each test checks, and what is still unknown: Docs/DeviceChecks.md.
set -euo pipefail
cd "$(dirname "$0")/.."

simulator="${IOS_SIMULATOR:-iPhone 16}"
destination="platform=iOS Simulator,name=$simulator"
results="${RESULTS_DIR:-.build/ios-tests}"
project=Examples/DeviceTests/DismissKitDevice.xcodeproj

usage() { sed -n '2,21p' "$0" | sed 's/^# \{0,1\}//'; }

need() {
  command -v "$1" >/dev/null || { echo "ios-tests: needs $1 ($2)" >&2; exit 2; }
}

generate() {
  need xcodegen "brew install xcodegen"
  (cd Examples/DeviceTests && xcodegen generate --quiet)
}

# The UI tests need the software keyboard; Simulator shows it only with
# "Connect Hardware Keyboard" off. The setting is Simulator's own, read when
# a simulator boots: shut the simulator down first if it is running.
software_keyboard() {
  defaults write com.apple.iphonesimulator ConnectHardwareKeyboard -bool false || true
}

run_test() {  # scheme, result name, extra xcodebuild arguments...
  local scheme=$1 name=$2
  shift 2
  mkdir -p "$results"
  rm -rf "$results/$name.xcresult"
  xcodebuild test "$@" -scheme "$scheme" -destination "$destination" \
    -resultBundlePath "$results/$name.xcresult"
}

cmd="${1:-}"
case "$cmd" in
  unit)
    need xcodebuild "Xcode"
    generate
    run_test DismissKitDeviceTests device-tests -project "$project"
    ;;
  ui)
    need xcodebuild "Xcode"
    generate
    software_keyboard
    run_test DismissKitDemoUITests ui-tests -project "$project"
    ;;
  package)
    need xcodebuild "Xcode"
    run_test DismissKitDeviceTests package-device-tests
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
    "$0" unit
    "$0" ui
    ;;
  -h | --help | help)
    usage
    ;;
  *)
    usage >&2
    exit 64
    ;;
esac
