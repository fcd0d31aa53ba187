#!/usr/bin/env python3
"""The logic of Scripts/ios-tests.sh that needs no Mac, so that it is tested on Linux.

  ios-tests.py pick FAMILY NAME MAJOR < simctl.json
      From `xcrun simctl list devices available -j`: the simulator named NAME
      with iOS MAJOR (any iOS when MAJOR is empty), else the plainest FAMILY
      (iPhone, iPad) of the newest iOS MAJOR. Prints "UDID<tab>NAME<tab>iOS X.Y".
  ios-tests.py report LEDGER RESULTS_DIR
      One line per row of LEDGER (Docs/DeviceChecks.md) that names a device
      test (`D:`) or UI test (`U:`): pass, fail, skipped or not run, from the
      RESULTS_DIR/*.tests.json that `xcresulttool get test-results tests`
      wrote (with *.label: "unit|ui DEVICE iOS X.Y").
  ios-tests.py check LEDGER DEVICE_TESTS UI_TESTS
      Fails unless every D: (U:) test of LEDGER is a method of DEVICE_TESTS
      (UI_TESTS), and every test method of both is named in a row.
  ios-tests.py selftest
"""
import glob
import json
import os
import re
import sys


def runtime_version(identifier):
    """(18, 2) for com.apple.CoreSimulator.SimRuntime.iOS-18-2; None for other platforms."""
    match = re.search(r"SimRuntime\.iOS-(\d+)-(\d+)$", identifier)
    return (int(match.group(1)), int(match.group(2))) if match else None


def pick(listing, family, name, major):
    candidates = []
    for runtime, devices in listing.get("devices", {}).items():
        version = runtime_version(runtime)
        if not version or (major and version[0] != int(major)):
            continue
        for device in devices:
            if device.get("isAvailable", True) and device["name"].startswith(family):
                candidates.append((version, device))
    if not candidates:
        return None
    named = [c for c in candidates if c[1]["name"] == name]
    newest = max(version for version, _ in (named or candidates))
    pool = [device for version, device in (named or candidates) if version == newest]
    # The plainest model: "iPhone 17" before "iPhone 17 Pro Max".
    device = min(pool, key=lambda d: len(d["name"]))
    return device["udid"], device["name"], "iOS %d.%d" % newest


def test_results(tree):
    """{test method name: result} of one `get test-results tests` output."""
    found = {}

    def walk(node):
        if node.get("nodeType") == "Test Case":
            identifier = node.get("nodeIdentifier") or node.get("name", "")
            method = identifier.split("/")[-1].removesuffix("()")
            result = {"Expected Failure": "Passed"}.get(node.get("result"), node.get("result"))
            found[method] = result or "Unknown"
        for child in node.get("children", []):
            walk(child)

    for node in tree.get("testNodes", []):
        walk(node)
    return found


def ledger_rows(text):
    """[(row ID, [(kind D or U, test method)])] of the ledger's tables."""
    rows = []
    column = None
    for line in text.splitlines():
        if not line.startswith("|"):
            column = None
            continue
        cells = [cell.strip() for cell in line.strip().strip("|").split("|")]
        if column is None:  # a header: the last column about checks ("Checked by")
            matches = [i for i, cell in enumerate(cells) if "check" in cell.lower()]
            column = matches[-1] if matches else -1
            continue
        if not re.fullmatch(r"[A-Z]\d+", cells[0]) or column >= len(cells):
            continue
        tests, kind = [], None
        cell = cells[column] if column >= 0 else line
        # `testUIKit…` names every test that starts so; "all tests" every test.
        for token in re.finditer(r"\b([DUM]):|`(test\w+)(…|\.\.\.)?`|(all tests)", cell):
            if token.group(1):
                kind = token.group(1)
            elif kind in ("D", "U"):
                name = token.group(2) or "test"
                tests.append((kind, name + ("*" if token.group(3) or token.group(4) else "")))
        if tests:
            rows.append((cells[0], tests))
    return rows


def report(ledger_text, runs):
    """Lines for `runs`: [(label, {method: result})]; labels start with unit, ipad, package or ui.

    A row passes when each of its tests passed on some run, fails when one
    failed on any, and is skipped when some were skipped or not run.
    """
    lines = []
    for row, tests in ledger_rows(ledger_text):
        outcomes = {}  # "D:method" or "U:method": [(result, label)]
        for kind, test in tests:
            matched = False
            for label, results in runs:
                if (kind == "U") != label.startswith("ui "):
                    continue
                for method, result in results.items():
                    if method == test or (test.endswith("*") and method.startswith(test[:-1])):
                        outcomes.setdefault(kind + ":" + method, []).append((result, label))
                        matched = True
            if not matched:
                outcomes.setdefault(kind + ":" + test.replace("*", "…"), [])
        failed = sorted("%s (%s)" % (m, l) for m, o in outcomes.items() for r, l in o if r == "Failed")
        passed = [m for m, o in outcomes.items() if any(r == "Passed" for r, _ in o)]
        unchecked = sorted("%s (%s)" % (m, "skipped" if o else "not run")
                           for m, o in outcomes.items() if m not in passed)
        if failed:
            status, detail = "fail", "failed: " + ", ".join(failed)
        elif outcomes and not unchecked:
            status, detail = "pass", "passed: %d tests" % len(passed)
        elif not passed and not any(outcomes.values()):
            status, detail = "not run", ", ".join(unchecked) or "no test matched"
        else:
            status, detail = "skipped", "%d passed; " % len(passed) + ", ".join(unchecked)
        lines.append("%-4s %-8s %s" % (row, status, detail))
    return lines


def check(ledger_text, device_source, ui_source):
    """The problems of the ledger's test names: [message]."""
    methods = {kind: set(re.findall(r"func (test\w+)", source))
               for kind, source in (("D", device_source), ("U", ui_source))}
    named = {(kind, test) for _, tests in ledger_rows(ledger_text) for kind, test in tests}
    problems = ["%s: no test %s" % (kind, test) for kind, test in sorted(named)
                if not any(m == test or (test.endswith("*") and m.startswith(test[:-1]))
                           for m in methods[kind])]
    problems += ["%s: %s is in no row" % (kind, m) for kind in "DU" for m in sorted(methods[kind])
                 if not any(k == kind and (t == m or (t.endswith("*") and m.startswith(t[:-1])
                                                      and t != "test*")) for k, t in named)]
    return problems


def read_runs(folder):
    runs = []
    for path in sorted(glob.glob(os.path.join(folder, "*.tests.json"))):
        label_path = path.removesuffix(".tests.json") + ".label"
        label = open(label_path).read().strip() if os.path.exists(label_path) else path
        runs.append((label, test_results(json.load(open(path)))))
    return runs


SIMCTL_SAMPLE = {"devices": {
    "com.apple.CoreSimulator.SimRuntime.iOS-18-2": [
        {"name": "iPhone 16 Pro", "udid": "A1", "isAvailable": True, "state": "Shutdown"},
        {"name": "iPhone 16", "udid": "A2", "isAvailable": True, "state": "Shutdown"},
        {"name": "iPad Pro 13-inch (M4)", "udid": "A3", "isAvailable": True, "state": "Shutdown"}],
    "com.apple.CoreSimulator.SimRuntime.iOS-26-0": [
        {"name": "iPhone 17 Pro Max", "udid": "B1", "isAvailable": True, "state": "Shutdown"},
        {"name": "iPhone 17", "udid": "B2", "isAvailable": True, "state": "Booted"},
        {"name": "iPad (A16)", "udid": "B3", "isAvailable": True, "state": "Shutdown"}],
    "com.apple.CoreSimulator.SimRuntime.watchOS-11-2": [
        {"name": "Apple Watch Series 10 (46mm)", "udid": "W1", "isAvailable": True}]}}

LEDGER_SAMPLE = """
| # | Assumption | Evidence | Status | Checked by | If wrong |
|---|---|---|---|---|---|
| T1 | touches `testNotAName` | doc | confirmed | D: every `testUIKit…`; U: all tests | x |
| T2 | a | b | c | D: `testA`, `testB`; U: `testA` | x |
| T3 | a | b | c | U: `testC`; M: step 3 | x |
| T4 | a | b | c | — | x |
| T5 | a | b | c | D: `testSkipped` | x |
"""


def results_sample(**results):
    cases = [{"nodeType": "Test Case", "nodeIdentifier": "S/%s()" % name, "result": result}
             for name, result in results.items()]
    return {"testNodes": [{"nodeType": "Test Plan", "children": [
        {"nodeType": "Unit test bundle", "children": [{"nodeType": "Test Suite", "children": cases}]}]}]}


def selftest():
    assert pick(SIMCTL_SAMPLE, "iPhone", "iPhone 16", "18") == ("A2", "iPhone 16", "iOS 18.2")
    assert pick(SIMCTL_SAMPLE, "iPhone", "iPhone 16", "26") == ("B2", "iPhone 17", "iOS 26.0")
    assert pick(SIMCTL_SAMPLE, "iPhone", "iPhone 16", "") == ("A2", "iPhone 16", "iOS 18.2")
    assert pick(SIMCTL_SAMPLE, "iPhone", "iPhone 99", "") == ("B2", "iPhone 17", "iOS 26.0")
    assert pick(SIMCTL_SAMPLE, "iPad", "iPad Pro 13-inch (M4)", "26") == ("B3", "iPad (A16)", "iOS 26.0")
    assert pick(SIMCTL_SAMPLE, "iPhone", "iPhone 16", "17") is None
    runs = [("unit iPhone 16 iOS 18.2", test_results(results_sample(testA="Passed", testB="Failed", testSkipped="Skipped"))),
            ("ui iPhone 16 iOS 18.2", test_results(results_sample(testA="Skipped", testC="Expected Failure")))]
    lines = report(LEDGER_SAMPLE, runs)
    assert [line.split()[:2] for line in lines] == [
        ["T1", "skipped"], ["T2", "fail"], ["T3", "pass"], ["T5", "skipped"]], lines
    assert lines[0].endswith("1 passed; D:testUIKit… (not run), U:testA (skipped)"), lines
    assert "D:testB (unit iPhone 16 iOS 18.2)" in lines[1], lines
    assert lines[3].endswith("0 passed; D:testSkipped (skipped)"), lines
    assert report(LEDGER_SAMPLE, [])[1] == "T2   not run  D:testA (not run), D:testB (not run), U:testA (not run)"
    ipad = ("ipad iPad iOS 26.0", {"testUIKitTap": "Passed", "testA": "Passed", "testB": "Passed"})
    both = report(LEDGER_SAMPLE, runs[1:] + [ipad])
    assert both[1] == "T2   skipped  2 passed; U:testA (skipped)", both
    ui = ("ui iPhone iOS 18.2", {"testA": "Passed"})
    assert report(LEDGER_SAMPLE, [ipad, ui])[1] == "T2   pass     passed: 3 tests"
    assert report(LEDGER_SAMPLE, [ipad])[0] == "T1   skipped  1 passed; U:test… (not run)"
    assert check(LEDGER_SAMPLE, "func testA() func testB() func testSkipped() func testUIKitX()",
                 "func testA() func testC()") == []
    assert check(LEDGER_SAMPLE, "func testA() func testB() func testOther()", "func testC()") == [
        "D: no test testSkipped", "D: no test testUIKit*", "U: no test testA",
        "D: testOther is in no row"], check(LEDGER_SAMPLE, "func testA() func testB()", "")
    print("ios-tests.py selftest: ok")


def main(arguments):
    if arguments[:1] == ["pick"] and len(arguments) == 4:
        picked = pick(json.load(sys.stdin), *arguments[1:])
        if not picked:
            return 1
        print("\t".join(picked))
    elif arguments[:1] == ["report"] and len(arguments) == 3:
        for line in report(open(arguments[1]).read(), read_runs(arguments[2])):
            print(line)
    elif arguments[:1] == ["check"] and len(arguments) == 4:
        texts = [open(path).read() for path in arguments[1:]]
        problems = check(*texts)
        for problem in problems:
            print("ios-tests.py check: %s: %s" % (arguments[1], problem), file=sys.stderr)
        return 1 if problems else 0
    elif arguments == ["selftest"]:
        selftest()
    else:
        print(__doc__, file=sys.stderr)
        return 64
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
