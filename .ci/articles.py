#!/usr/bin/env python3
"""The Swift in the DocC articles is code that compiles.

    articles.py CATALOG…

Every ```swift block in a catalog's Markdown follows a marker naming a file that a build
compiles (a test, an example package):

    <!-- compiled: Conformance/Examples/MiniUIKit/Tests/MiniUIKitTests/ConformanceTests.swift -->

and the block is a run of that file's lines, taken whole, with the same indentation removed from
every line. Fails naming each block that has no marker or no longer matches. Standard library only.
"""

import os
import re
import sys

ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), ".."))
MARKER = re.compile(r"<!--\s*compiled:\s*(\S+)\s*-->")


def blocks(text):
    """(line number, marker path or None, code lines) for each ```swift block."""
    lines = text.split("\n")
    index, marker = 0, None
    while index < len(lines):
        line = lines[index]
        found = MARKER.search(line)
        if found:
            marker = found.group(1)
        elif line.strip().startswith("```"):
            fence = line.strip()
            start = index
            index += 1
            code = []
            while index < len(lines) and lines[index].strip() != "```":
                code.append(lines[index])
                index += 1
            if fence == "```swift":
                yield start + 1, marker, code
            marker = None
        elif line.strip():
            marker = None
        index += 1


def dedent(lines):
    indents = [len(line) - len(line.lstrip(" ")) for line in lines if line.strip()]
    cut = min(indents, default=0)
    return [line[cut:].rstrip() for line in lines]


def appears_in(code, source):
    code = dedent(code)
    source = [line.rstrip() for line in source]
    for start in range(len(source) - len(code) + 1):
        first = source[start]
        prefix = first[: len(first) - len(first.lstrip(" "))]
        if all(source[start + k] == (prefix + line if line else "") for k, line in enumerate(code)):
            return True
    return False


def main(catalogs):
    problems, checked = [], 0
    for catalog in catalogs:
        for folder, _, names in sorted(os.walk(catalog)):
            for name in sorted(names):
                if not name.endswith(".md"):
                    continue
                article = os.path.join(folder, name)
                with open(article, encoding="utf-8") as file:
                    text = file.read()
                for line, marker, code in blocks(text):
                    checked += 1
                    if marker is None:
                        problems.append(f"{article}:{line}: a swift block without <!-- compiled: FILE -->")
                        continue
                    source_path = os.path.join(ROOT, marker)
                    if not os.path.exists(source_path):
                        problems.append(f"{article}:{line}: '{marker}' does not exist")
                        continue
                    with open(source_path, encoding="utf-8") as file:
                        source = file.read().split("\n")
                    if not appears_in(code, source):
                        problems.append(f"{article}:{line}: the block is not in '{marker}' as written")
    for problem in problems:
        print(problem, file=sys.stderr)
    print(f"{checked} swift blocks checked, {len(problems)} not compiled code")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
