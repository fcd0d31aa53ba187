#!/usr/bin/env python3
"""Checks that every relative link of the repository's Markdown resolves.

    python3 Scripts/check-links.py            # every tracked *.md file
    python3 Scripts/check-links.py FILE...    # these files
    python3 Scripts/check-links.py selftest

A relative link `[text](path#anchor)` (or an image, or a reference
definition `[name]: path`) must name a file or folder that exists, and an
anchor must be a heading of the Markdown file it names, spelled as GitHub
spells heading anchors. http(s), mailto and DocC links (`doc:`, double
backticks) are not checked; nor is anything inside code. Prints one line per
broken link, `path:line: target: why`, then a count; exits 1 if any.
"""

import os
import re
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))

INLINE = re.compile(r"!?\[(?:[^\[\]]|\[[^\]]*\])*\]\(\s*<?([^)\s>]+)>?(?:\s+\"[^\"]*\")?\s*\)")
REFERENCE = re.compile(r"^\s{0,3}\[[^\]]+\]:\s*<?(\S+?)>?(?:\s+\"[^\"]*\")?\s*$")
HEADING = re.compile(r"^\s{0,3}(#{1,6})\s+(.*?)\s*#*\s*$")
FENCE = re.compile(r"^\s{0,3}(```|~~~)")
HTML_ANCHOR = re.compile(r"<a\s+(?:name|id)=\"([^\"]+)\"")


def slug(heading):
    """GitHub's anchor for a heading: the rendered text, lower-cased, without
    punctuation but hyphens and underscores, spaces as hyphens."""
    text = re.sub(r"!?\[([^\]]*)\]\([^)]*\)", r"\1", heading)  # links: their text
    text = re.sub(r"<[^>]+>", "", text)  # HTML tags
    text = text.replace("`", "").replace("*", "")
    text = text.strip().lower()
    text = re.sub(r"[^\w\- ]", "", text)
    return text.replace(" ", "-")


def prose_lines(text):
    """(line number, line) outside fenced code, inline code blanked out."""
    fenced = False
    for number, line in enumerate(text.split("\n"), 1):
        if FENCE.match(line):
            fenced = not fenced
            continue
        if fenced:
            continue
        yield number, re.sub(r"(`+)(?:(?!\1).)+\1", lambda m: " " * len(m.group(0)), line)


def anchors(path, cache={}):
    if path not in cache:
        found, seen = set(), {}
        with open(path, encoding="utf-8") as handle:
            text = handle.read()
        for _, line in prose_lines(text):
            found.update(HTML_ANCHOR.findall(line))
            match = HEADING.match(line)
            if not match:
                continue
            base = slug(match.group(2))
            count = seen.get(base, 0)
            seen[base] = count + 1
            found.add(base if count == 0 else f"{base}-{count}")
        cache[path] = found
    return cache[path]


def check_target(source, target, root):
    """Why `target`, linked from `source`, does not resolve; None if it does."""
    if re.match(r"^[a-zA-Z][a-zA-Z0-9+.-]*:", target):  # http:, mailto:, doc:
        return None
    path, _, anchor = target.partition("#")
    if not path:
        resolved = source
    elif path.startswith("/"):
        resolved = os.path.join(root, path.lstrip("/"))
    else:
        resolved = os.path.normpath(os.path.join(os.path.dirname(source), path))
    if not os.path.exists(resolved):
        return "no such file"
    if anchor:
        if not resolved.endswith(".md"):
            return None  # a line anchor in a source file, say: GitHub's own
        if anchor.lower() not in anchors(resolved):
            return f"no heading with anchor #{anchor} in {os.path.relpath(resolved, root)}"
    return None


def check(files, root):
    broken = []
    for source in files:
        with open(source, encoding="utf-8") as handle:
            text = handle.read()
        for number, line in prose_lines(text):
            targets = [m.group(1) for m in INLINE.finditer(line)]
            reference = REFERENCE.match(line)
            if reference:
                targets.append(reference.group(1))
            for target in targets:
                why = check_target(source, target, root)
                if why:
                    broken.append(f"{os.path.relpath(source, root)}:{number}: {target}: {why}")
    return broken


def selftest():
    assert slug("Tests and CI") == "tests-and-ci"
    assert slug("The `dismisskit` tool, step 2!") == "the-dismisskit-tool-step-2"
    assert slug("[Scenario files](x.md) and more") == "scenario-files-and-more"
    with tempfile.TemporaryDirectory() as root:
        with open(os.path.join(root, "B.md"), "w") as handle:
            handle.write("# Title\n## Same\n## Same\n```\n# not a heading\n```\n")
        a = os.path.join(root, "A.md")
        with open(a, "w") as handle:
            handle.write(
                "[ok](B.md#same-1) [ok](B.md#title) [ok](https://x.org/y) ![ok](B.md)\n"
                "[bad](B.md#not-a-heading) [bad](C.md) `[code](C.md)`\n"
                "[bad]: D.md\n[self](#nothing)\n")
        broken = check([a], root)
        expected = ["B.md#not-a-heading", "C.md", "D.md", "#nothing"]
        assert [b.split(": ")[1] for b in broken] == expected, broken
    print("check-links selftest: passed")


def main(arguments):
    if arguments == ["selftest"]:
        selftest()
        return 0
    if arguments:
        files = [os.path.abspath(f) for f in arguments]
    else:
        listed = subprocess.run(
            ["git", "ls-files", "*.md"], cwd=ROOT, capture_output=True, text=True, check=True)
        files = [os.path.join(ROOT, f) for f in listed.stdout.split("\n") if f]
    broken = check(files, ROOT)
    for line in broken:
        print(line)
    print(f"{len(broken)} broken relative links in {len(files)} Markdown files")
    return 1 if broken else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
