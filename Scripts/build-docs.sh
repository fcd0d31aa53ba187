#!/usr/bin/env bash
# Builds the DocC documentation of DismissCore and DismissKit on Linux (or
# macOS), with zero warnings: every symbol link resolves, and every symbol
# declared in the package is curated by hand.
#
#   Scripts/build-docs.sh [--scratch-path DIR]
#
# Writes, under docs-build/ (ignored by git):
#   DismissCore.doccarchive      the engine, from the symbol graph of the host (Linux) build
#   DismissKit.doccarchive       the UIKit and SwiftUI API (and the engine types it re-exports),
#                                from the symbol graph of the iOS build; links to DismissCore's archive
#   DismissKit-Package.doccarchive  both, merged, so that links between them work when served
#
# DismissKit's API exists only when compiling for iOS (the adapters are
# `#if canImport(UIKit)`), so its symbol graph needs an iOS SDK: Xcode's on a
# Mac; on Linux, IOS_SDK_HOME (default ~/.cache/ios-sdk-16.5), the folder
# with iPhoneOS16.5.sdk and its resource-dir. Without one, the script says
# so, builds DismissCore only and exits 0.
set -euo pipefail
cd "$(dirname "$0")/.."
root=$PWD

scratch="$root/.build"
while [ $# -gt 0 ]; do
  case "$1" in
    --scratch-path) scratch="$2"; shift 2 ;;
    -h | --help) sed -n '2,18p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
    *) echo "build-docs: unknown argument $1" >&2; exit 2 ;;
  esac
done
scratch=$(mkdir -p "$scratch" && cd "$scratch" && pwd)

out="$root/docs-build"
work="$scratch/docs"
graphs="$work/symbol-graphs"
rm -rf "$work" "$out"
mkdir -p "$graphs/host" "$graphs/ios" "$out"

# Runs `docc convert`, fails on any warning, and prints how many there were.
convert() {
  local name=$1
  shift
  local log="$work/$name.docc.log"
  echo "== docc convert $name"
  if ! docc convert "$@" --warnings-as-errors >"$log" 2>&1; then
    cat "$log" >&2
    echo "build-docs: docc convert $name failed" >&2
    exit 1
  fi
  local warnings
  warnings=$(grep -c -E '^(warning|error):' "$log" || true)
  echo "   $name: $warnings warnings, written to ${out#"$root"/}/$name.doccarchive"
  if [ "$warnings" != 0 ]; then
    cat "$log" >&2
    exit 1
  fi
}

# --- DismissCore: the symbol graph of the host build -------------------------
# `swift symbolgraph-extract` reads the module that `swift build` just built.
# (`swift build -Xswiftc -emit-symbol-graph ...` writes the graph only when
# the module is recompiled, so an up-to-date build would leave none.)
echo "== swift build --target DismissCore"
swift build --scratch-path "$scratch" --target DismissCore
bin=$(swift build --scratch-path "$scratch" --show-bin-path)
modules="$bin/Modules"
[ -d "$modules" ] || modules="$bin"
triple=$(basename "$(dirname "$bin")")
sdk_args=()
if [ "$(uname)" = Darwin ]; then sdk_args=(-sdk "$(xcrun --show-sdk-path --sdk macosx)"); fi
swift symbolgraph-extract -module-name DismissCore -target "$triple" ${sdk_args[@]+"${sdk_args[@]}"} \
  -I "$modules" -minimum-access-level public -output-dir "$graphs/host"

convert DismissCore Sources/DismissCore/Documentation.docc \
  --additional-symbol-graph-dir "$graphs/host" \
  --fallback-display-name DismissCore \
  --fallback-bundle-identifier com.dismisskit.DismissCore \
  --enable-experimental-external-link-support \
  --output-path "$out/DismissCore.doccarchive"
python3 Scripts/check-docs-curation.py "$out/DismissCore.doccarchive" "$graphs/host"

# --- DismissKit: the symbol graph of an iOS build ---------------------------
# DismissKit's API is `#if canImport(UIKit)`: its graph needs an iOS SDK. On
# a Mac, Xcode's; on Linux, one laid out as for the iOS compile check
# (CONTRIBUTING.md).
if [ "$(uname)" = Darwin ]; then
  ios_sdk=$(xcrun --show-sdk-path --sdk iphoneos 2>/dev/null || true)
  ios_args=()
else
  sdk_home="${IOS_SDK_HOME:-$HOME/.cache/ios-sdk-16.5}"
  ios_sdk="$sdk_home/iPhoneOS16.5.sdk"
  ios_args=(-resource-dir "$sdk_home/resource-dir" -module-cache-path "$sdk_home/module-cache")
fi
if [ -z "$ios_sdk" ] || [ ! -d "$ios_sdk" ]; then
  cat >&2 <<EOF

build-docs: DismissKit's documentation was NOT built: there is no iOS SDK
(${ios_sdk:-xcrun found none}), and DismissKit's UIKit and SwiftUI API exists
only when compiling for iOS. On a Mac, install Xcode; on Linux, set
IOS_SDK_HOME to a folder with iPhoneOS16.5.sdk and its resource-dir
(CONTRIBUTING.md, "The iOS compile check"), then run this script again.
Built: docs-build/DismissCore.doccarchive only. To browse it:
  python3 -m http.server --directory docs-build/DismissCore.doccarchive 8000
  then open http://localhost:8000/documentation/dismisscore
EOF
  exit 0
fi

echo "== swiftc -emit-module DismissCore, DismissKit (arm64-apple-ios15.0)"
ios_target=arm64-apple-ios15.0
ios_modules="$work/ios-modules"
mkdir -p "$ios_modules"
for module in DismissCore DismissKit; do
  find "Sources/$module" -name '*.swift' -print0 | xargs -0 swiftc -target "$ios_target" \
    -sdk "$ios_sdk" ${ios_args[@]+"${ios_args[@]}"} -swift-version 6 -parse-as-library -I "$ios_modules" \
    -module-name "$module" -emit-module -emit-module-path "$ios_modules/$module.swiftmodule"
done
# With extension blocks, or DocC drops every symbol that extends another
# module's type (the SwiftUI modifiers, `UIViewController.makeDismissible`);
# with the engine types that DismissKit re-exports.
swift symbolgraph-extract -module-name DismissKit -target "$ios_target" \
  -sdk "$ios_sdk" ${ios_args[@]+"${ios_args[@]}"} -I "$ios_modules" \
  -minimum-access-level public -emit-extension-block-symbols \
  -experimental-allowed-reexported-modules=DismissCore -output-dir "$graphs/ios"

# The engine types that DismissKit re-exports (Sources/DismissKit/Exports.swift)
# are curated member by member in DismissCore's catalog (Extensions/);
# DismissKit's archive uses the same files, copied into a build copy of its
# catalog.
catalog="$work/DismissKit.docc"
cp -R Sources/DismissKit/Documentation.docc "$catalog"
mkdir -p "$catalog/EngineExtensions"
reexported=$(sed -n 's/^@_exported import [a-z]* DismissCore\.\([A-Za-z]*\)$/\1/p' Sources/DismissKit/Exports.swift)
[ -n "$reexported" ] || { echo "build-docs: no re-exported types in Exports.swift" >&2; exit 1; }
for type in $reexported; do
  for file in Sources/DismissCore/Documentation.docc/Extensions/"$type".md \
    Sources/DismissCore/Documentation.docc/Extensions/"$type"-*.md; do
    [ -f "$file" ] && cp "$file" "$catalog/EngineExtensions/"
  done
done
# A scoped re-export brings a type's own members into DismissKit's symbol
# graph, not those its module declares in extensions elsewhere (the
# `description` of a CustomStringConvertible conformance): drop the topics
# of members that are not in the graph, and the groups left empty.
python3 - "$graphs/ios" "$catalog/EngineExtensions" <<'EOF'
import glob, json, os, re, sys
paths = set()
for graph in glob.glob(os.path.join(sys.argv[1], "*.symbols.json")):
    paths |= {"/".join(s["pathComponents"]) for s in json.load(open(graph))["symbols"]}
for name in glob.glob(os.path.join(sys.argv[2], "*.md")):
    lines = open(name).read().split("\n")
    title = re.match(r"# ``(.+)``$", lines[0]).group(1)
    kept = [line for line in lines
            if not (m := re.match(r"- ``(.+)``$", line)) or f"{title}/{m.group(1)}" in paths]
    out = []
    for i, line in enumerate(kept):
        following = next((later for later in kept[i + 1:] if later.strip()), "")
        if line.startswith("### ") and not following.startswith("- "):
            continue
        out.append(line)
    open(name, "w").write("\n".join(out))
EOF

convert DismissKit "$catalog" \
  --additional-symbol-graph-dir "$graphs/ios" \
  --fallback-display-name DismissKit \
  --fallback-bundle-identifier com.dismisskit.DismissKit \
  --dependency "$out/DismissCore.doccarchive" \
  --enable-experimental-external-link-support \
  --output-path "$out/DismissKit.doccarchive"
python3 Scripts/check-docs-curation.py "$out/DismissKit.doccarchive" "$graphs/ios"

echo "== docc merge"
docc merge "$out/DismissCore.doccarchive" "$out/DismissKit.doccarchive" \
  --synthesized-landing-page-name DismissKit \
  --output-path "$out/DismissKit-Package.doccarchive" >"$work/merge.log" 2>&1 ||
  { cat "$work/merge.log" >&2; exit 1; }
echo "   docs-build/DismissKit-Package.doccarchive"
echo
echo "Docs built with 0 warnings. To browse them:"
echo "  python3 -m http.server --directory docs-build/DismissKit-Package.doccarchive 8000"
echo "  then open http://localhost:8000/documentation/dismisskit"
