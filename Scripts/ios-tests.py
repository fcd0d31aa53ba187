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
  ios-tests.py check LEDGER DEVICE_TESTS UI_TESTS...
      Fails unless every D: (U:) test of LEDGER is a method of DEVICE_TESTS
      (one of the UI_TESTS files), and every test method of them is named in
      a row (probes, `testProbe…`, need none: they answer switches, below).
  ios-tests.py probe-lines < LOG
      The lines `probe SWITCH emulated=DEFAULT observed=VALUE [(why)]` that
      the device tests' probes (Tests/DismissKitDeviceTests/Probes) and the
      UI probes (Examples/DeviceTests/UITests/ProbeUITests.swift) printed.
  ios-tests.py probes RESULTS_DIR LEDGER [EMULATION] [--apply]
      What the probes of RESULTS_DIR/*.probes saw, switch by switch (switches
      and their defaults from EMULATION, UIKitEmulation.swift), and the status
      of each ledger row a switch names in its comment ("T12: ..."): a row
      becomes "confirmed (simulator)" when every switch naming it that was
      answered showed its emulated default on every run that answered, and
      "contradicted (simulator: SWITCH=VALUE)" when one showed another value.
      Unanswered switches, values the switch lacks, runs that disagree and
      probes whose `emulated=` is not the default change nothing. --apply
      writes the new statuses into LEDGER.
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
                 if not m.startswith("testProbe") and not any(k == kind and (t == m or (t.endswith("*") and m.startswith(t[:-1])
                                                      and t != "test*")) for k, t in named)]
    return problems


PROBE_LINE = re.compile(r"^\s*probe (\w+) emulated=(\S+) observed=(\S+)(?: \((.*)\))?\s*$")


def probe_lines(text):
    """The probe lines of a test log, each once, in order."""
    found = []
    for line in text.splitlines():
        match = PROBE_LINE.match(line)
        if match and match.group(0).strip() not in found:
            found.append(match.group(0).strip())
    return found


def switches(source):
    """{switch: (default, [values], [ledger rows])} of UIKitEmulation.swift's Variants."""
    enums = {}
    for match in re.finditer(r"((?:[ \t]*///.*\n)*)[ \t]*public enum (\w+): String, Sendable, CaseIterable"
                             r" \{\s*case ([^}]*)\}", source):
        comment = " ".join(line.strip().lstrip("/").strip() for line in match.group(1).splitlines())
        head = comment.split(":")[0] if ":" in comment else ""
        values = [value.strip() for value in re.split(r"[,\s]+", match.group(3)) if value.strip()]
        enums[match.group(2)] = (values, re.findall(r"\b[A-Z]\d+[a-z]?\b", head))
    found = {}
    for match in re.finditer(r"public var (\w+) = (\w+)\s*\.(\w+)", source):
        if match.group(2) in enums:
            values, rows = enums[match.group(2)]
            found[match.group(1)] = (match.group(3), values, rows)
    return found


def probes(runs, known):
    """(lines, {row: status}) for `runs`: [(label, [probe line])] and `known`, from switches()."""
    seen = {}  # switch: {"emulated": {..}, "answers": {value: [label]}, "why": [reason]}
    for label, lines in runs:
        for line in lines:
            name, emulated, observed, why = PROBE_LINE.match(line).groups()
            entry = seen.setdefault(name, {"emulated": set(), "answers": {}, "why": []})
            entry["emulated"].add(emulated)
            if observed == "unknown":
                entry["why"].append("%s (%s)" % (why or "no reason", label))
            else:
                entry["answers"].setdefault(observed, []).append(label)
    output, verdicts = [], {}  # verdicts: {row: [(switch, value, is default)]}
    for name in sorted(seen):
        entry = seen[name]
        default, values, rows = known.get(name, (None, [], []))
        answers = entry["answers"]
        where = " (%s)" % ", ".join(rows) if rows else ""
        if not answers:
            output.append("%s%s: unanswered: %s" % (name, where, "; ".join(entry["why"])))
            continue
        said = "; ".join("%s on %s" % (value, ", ".join(labels)) for value, labels in sorted(answers.items()))
        if default is None:
            output.append("%s: no switch; emulated %s, observed %s" % (name, "/".join(sorted(entry["emulated"])), said))
        elif entry["emulated"] != {default}:
            output.append("%s%s: stale probe: it says emulated=%s, the default is %s"
                          % (name, where, "/".join(sorted(entry["emulated"])), default))
        elif len(answers) > 1:
            output.append("%s%s: runs disagree: %s" % (name, where, said))
        elif list(answers)[0] not in values:
            output.append("%s%s: observed %s, not a value of the switch (%s)" % (name, where, said, ", ".join(values)))
        else:
            value = list(answers)[0]
            output.append("%s%s: observed %s, emulated %s" % (name, where, said, default))
            for row in rows:
                verdicts.setdefault(row, []).append((name, value, value == default))
    statuses = {}
    for row, found in sorted(verdicts.items()):
        wrong = ["%s=%s" % (name, value) for name, value, is_default in found if not is_default]
        statuses[row] = "contradicted (simulator: %s)" % ", ".join(wrong) if wrong else "confirmed (simulator)"
        output.append('%s: status becomes "%s"' % (row, statuses[row]))
    return output, statuses


def apply_statuses(ledger_text, statuses):
    """LEDGER with the status cell of each row of `statuses` replaced; (text, [rows not found])."""
    lines, column, done = [], None, set()
    for line in ledger_text.split("\n"):
        if not line.startswith("|"):
            column = None
        else:
            cells = line.split("|")
            if column is None:
                matches = [i for i, cell in enumerate(cells) if cell.strip().lower() == "status"]
                column = matches[0] if matches else -1
            elif column > 0 and cells[1].strip() in statuses and column < len(cells) - 1:
                cells[column] = " %s " % statuses[cells[1].strip()]
                done.add(cells[1].strip())
                line = "|".join(cells)
        lines.append(line)
    return "\n".join(lines), sorted(set(statuses) - done)


def read_probes(folder):
    runs = []
    for path in sorted(glob.glob(os.path.join(folder, "*.probes"))):
        label_path = path.removesuffix(".probes") + ".label"
        label = open(label_path).read().strip() if os.path.exists(label_path) else path
        runs.append((label, probe_lines(open(path).read())))
    return runs


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


EMULATION_SAMPLE = """
    /// T1: the first question.
    public enum A: String, Sendable, CaseIterable {
      case x, y
    }
    /// T2, N4 (a row): the second,
    /// over two lines: really.
    public enum B: String, Sendable, CaseIterable { case p, q }
    /// Not a row: none here.
    public enum C: String, Sendable, CaseIterable {
      case m,
        n
    }
    public var a = A.x
    public var b = B
      .p
    public var c = C.m
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
    assert check(LEDGER_SAMPLE, "func testA() func testB() func testSkipped() func testUIKitX() "
                 "func testProbeX()", "func testA() func testC()") == []
    log = ("Test Case '-[S testProbeA]' started.\nprobe a emulated=x observed=y\n"
           "DismissKitDeviceTests: probe a emulated=x observed=z\n"
           "probe b emulated=p observed=unknown (needs a real touch (a tap): none)\nprobe a emulated=x observed=y\n")
    assert probe_lines(log) == ["probe a emulated=x observed=y",
                                "probe b emulated=p observed=unknown (needs a real touch (a tap): none)"]
    known = switches(EMULATION_SAMPLE)
    assert known == {"a": ("x", ["x", "y"], ["T1"]), "b": ("p", ["p", "q"], ["T2", "N4"]),
                     "c": ("m", ["m", "n"], [])}, known
    run = lambda label, *lines: (label, ["probe " + line for line in lines])
    lines, statuses = probes([
        run("unit iPhone iOS 18.2", "a emulated=x observed=x", "b emulated=p observed=q",
            "c emulated=m observed=unknown (a key)", "d emulated=e observed=f"),
        run("unit iPhone iOS 26.0", "a emulated=x observed=x", "b emulated=p observed=unknown (why)")], known)
    assert statuses == {"T1": "confirmed (simulator)", "T2": "contradicted (simulator: b=q)",
                        "N4": "contradicted (simulator: b=q)"}, statuses
    assert lines[0] == "a (T1): observed x on unit iPhone iOS 18.2, unit iPhone iOS 26.0, emulated x", lines
    assert lines[2] == "c: unanswered: a key (unit iPhone iOS 18.2)", lines
    assert lines[3] == "d: no switch; emulated e, observed f on unit iPhone iOS 18.2", lines
    assert lines[4:] == ['N4: status becomes "contradicted (simulator: b=q)"',
                         'T1: status becomes "confirmed (simulator)"',
                         'T2: status becomes "contradicted (simulator: b=q)"'], lines
    split = probes([run("A", "a emulated=x observed=x"), run("B", "a emulated=x observed=y")], known)
    assert split == (["a (T1): runs disagree: x on A; y on B"], {}), split
    assert probes([run("A", "a emulated=y observed=x")], known)[1] == {}
    assert probes([run("A", "a emulated=x observed=w")], known)[1] == {}
    applied, missing = apply_statuses(LEDGER_SAMPLE, {"T2": "confirmed (simulator)", "Z9": "x"})
    assert "| T2 | a | b | confirmed (simulator) | D: `testA`" in applied and missing == ["Z9"], applied
    assert applied.replace("confirmed (simulator)", "c", 1) == LEDGER_SAMPLE, applied
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
    elif arguments[:1] == ["check"] and len(arguments) >= 4:
        texts = [open(path).read() for path in arguments[1:]]
        problems = check(texts[0], texts[1], "\n".join(texts[2:]))
        for problem in problems:
            print("ios-tests.py check: %s: %s" % (arguments[1], problem), file=sys.stderr)
        return 1 if problems else 0
    elif arguments == ["probe-lines"]:
        for line in probe_lines(sys.stdin.read()):
            print(line)
    elif arguments[:1] == ["probes"] and 3 <= len([a for a in arguments if a != "--apply"]) <= 4:
        paths = [a for a in arguments[1:] if a != "--apply"]
        emulation = paths[2] if len(paths) == 3 else os.path.join(
            os.path.dirname(os.path.abspath(__file__)), "..", "Emulation", "Sources", "EmulatedUIKit",
            "UIKitEmulation.swift")
        lines, statuses = probes(read_probes(paths[0]), switches(open(emulation).read()))
        for line in lines or ["no probe lines in %s/*.probes" % paths[0]]:
            print(line)
        if "--apply" in arguments:
            text, missing = apply_statuses(open(paths[1]).read(), statuses)
            open(paths[1], "w").write(text)
            for row in missing:
                print("ios-tests.py probes: %s has no row %s" % (paths[1], row), file=sys.stderr)
    elif arguments == ["selftest"]:
        selftest()
    else:
        print(__doc__, file=sys.stderr)
        return 64
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
