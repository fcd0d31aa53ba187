#!/usr/bin/env python3
"""Checks that a DocC archive curates every symbol declared in the package.

    check-docs-curation.py ARCHIVE SYMBOL_GRAPH_DIR

A symbol counts as declared in the package when its symbol graph entry has a
source location (synthesized members such as `!=`, `hashValue` or the
`SetAlgebra` methods of an `OptionSet` have none) and it is not an extension
block. It counts as curated when some page of the archive lists it in a
topic group written by hand: DocC marks the groups it makes up itself
("Instance Methods", "Structures", ...) with `"generated": true`.

Prints one line per uncurated symbol and exits 1 if there is any.
"""

import glob
import json
import os
import sys


def declared_symbols(graph_dir):
    """USR -> dotted path of every symbol declared in the package's sources."""
    symbols = {}
    for path in glob.glob(os.path.join(graph_dir, "*.symbols.json")):
        with open(path) as f:
            graph = json.load(f)
        for symbol in graph["symbols"]:
            if "location" not in symbol:
                continue
            if symbol["kind"]["identifier"] == "swift.extension":
                continue
            usr = symbol["identifier"]["precise"]
            symbols[usr] = ".".join(symbol["pathComponents"])
    return symbols


def archive_pages(archive):
    for path in glob.glob(os.path.join(archive, "data", "**", "*.json"), recursive=True):
        with open(path) as f:
            yield json.load(f)


def main():
    if len(sys.argv) != 3:
        sys.exit(__doc__.strip().splitlines()[2].strip())
    archive, graph_dir = sys.argv[1], sys.argv[2]
    declared = declared_symbols(graph_dir)
    curated = set()
    page_of_usr = {}
    for page in archive_pages(archive):
        for section in page.get("topicSections", []):
            if not section.get("generated"):
                curated.update(section.get("identifiers", []))
        usr = page.get("metadata", {}).get("externalID")
        if usr:
            page_of_usr[usr] = page["identifier"]["url"]
    missing = []
    for usr, name in sorted(declared.items(), key=lambda item: item[1]):
        page = page_of_usr.get(usr)
        if page is None:
            missing.append(f"{name}: no page in the archive")
        elif page not in curated:
            missing.append(f"{name}: not curated in any topic group ({page})")
    name = os.path.basename(archive.rstrip("/"))
    if missing:
        for line in missing:
            print(f"{name}: uncurated: {line}")
        print(f"{name}: {len(missing)} of {len(declared)} declared symbols are not curated")
        sys.exit(1)
    print(f"{name}: all {len(declared)} declared symbols are curated")


main()
