#!/usr/bin/env python3
"""The Swift that README.md and the public doc comments show compiles from outside the kit.

    snippets.py SCRATCH

Takes every ```swift block of README.md and of the `///` doc comment of a public declaration in
the library sources (Sources/Lifecycle, Conformance/LifecycleConformance*), writes each as a
file of a throwaway package in a temporary folder that depends on the kit by path, as the
example packages do, and builds it with `swift build --scratch-path SCRATCH`: the kit is built
once there, then incrementally. The compiler's errors name the README's or the source file's own
lines. Standard library only.

How a block becomes a file (CONTRIBUTING.md, "Documentation"):

- A block whose first line is `// Package.swift` is a manifest excerpt: it is not compiled.
- Its `import` lines are the file's imports; a block without any imports what its place implies:
  a doc comment its own module (and that module's test framework), the README the kit for Swift
  Testing. Foundation is imported either way.
- A block that starts with a declaration (an attribute, `struct`, `class`, `func`, …) is the
  body of a type of its own, which changes nothing of what compiles at the top level of a file
  (an `extension` stays at the top level); any other block (statements, an expression, a `var`)
  is the body of an `async throws` function in one, on the main actor, where an engine's code
  runs.
- The names examples take as given, `MyEngine`, `MyMapper` and `delegates`, are declared once
  (CONTEXT below); a block that declares its own `MyEngine` uses that one.
"""

import json
import os
import re
import shutil
import subprocess
import sys
import tempfile

ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), ".."))
LIBRARIES = {
    "Sources/Lifecycle": ["Lifecycle"],
    "Conformance/LifecycleConformance": ["LifecycleConformance"],
    "Conformance/LifecycleConformanceTesting": ["LifecycleConformanceTesting", "Testing"],
    "Conformance/LifecycleConformanceXCTest": ["LifecycleConformanceXCTest", "XCTest"],
}
README_IMPORTS = ["LifecycleConformanceTesting", "Testing"]
PRODUCTS = ["Lifecycle", "LifecycleConformance", "LifecycleConformanceTesting", "LifecycleConformanceXCTest"]
MANIFEST_EXCERPT = "// Package.swift"
DECLARATION = re.compile(
    r"^(@|((final|private|fileprivate|internal|package|public|static|mutating|nonisolated|override) )*"
    r"(struct|class|enum|actor|protocol|func|init|typealias)\b)")
ACCESS = re.compile(r"\b(public|open)\b")
ATTRIBUTE = re.compile(r"@\w+(\([^)]*\))?\s*")

CONTEXT = """\
import LifecycleConformance

/// The engine under test in the examples that do not declare one: it runs nothing.
struct MyEngine: LifecycleEngine {
  let capabilities = EngineCapabilities(lifecycles: [.scene])
  mutating func prepare(_ delegates: LifecycleDelegates) async throws {}
  mutating func perform(_ stimulus: Stimulus) async throws {}
}

/// The mapper under test in the examples that do not declare one: it is never started.
struct MyMapper: LifecycleMapper {
  let capabilities = MapperCapabilities(lifecycles: [.app], projection: .reactNative)
  func start(_ states: StateReporter) -> LifecycleDelegates { fatalError("compiled, never run") }
}

/// The delegates an engine was given in `prepare`.
@MainActor var delegates: LifecycleDelegates { fatalError("compiled, never run") }
"""


def fenced(lines):
    """(index of the first code line, code lines) for each ```swift block of `lines`."""
    index = 0
    while index < len(lines):
        fence = lines[index].strip()
        if fence.startswith("```"):
            start, index = index + 1, index + 1
            while index < len(lines) and lines[index].strip() != "```":
                index += 1
            if fence == "```swift":
                yield start, lines[start:index]
        index += 1


def readme_blocks():
    with open(os.path.join(ROOT, "README.md"), encoding="utf-8") as file:
        lines = file.read().split("\n")
    for start, code in fenced(lines):
        yield "README.md", start + 1, code, README_IMPORTS


def declaration_after(lines, index):
    """The declaration a doc comment ending before line `index` documents, without attributes."""
    while index < len(lines) and lines[index].strip().startswith("@") and not ATTRIBUTE.sub("", lines[index].strip()):
        index += 1
    return ATTRIBUTE.sub("", lines[index].strip()) if index < len(lines) else ""


def enclosing(lines, index):
    """The line that opens the declaration around line `index`: the last one indented less."""
    indent = len(lines[index]) - len(lines[index].lstrip())
    for line in reversed(lines[:index]):
        if line.strip() and not line.strip().startswith("//") and len(line) - len(line.lstrip()) < indent:
            return ATTRIBUTE.sub("", line.strip())
    return ""


def is_public(lines, index):
    """Whether the declaration at line `index` is public: declared so, or without an access level
    in a public protocol or a public extension."""
    modifiers = re.split(r"[(:{=<]", declaration_after(lines, index))[0]
    if ACCESS.search(modifiers):
        return True
    if re.search(r"\b(private|fileprivate|internal|package)\b", modifiers) or not modifiers:
        return False
    return bool(re.match(r"public (protocol|extension)\b", enclosing(lines, index)))


def doc_comment_blocks():
    for folder, imports in LIBRARIES.items():
        for directory, subfolders, names in sorted(os.walk(os.path.join(ROOT, folder))):
            subfolders[:] = sorted(name for name in subfolders if not name.endswith(".docc"))
            for name in sorted(names):
                if not name.endswith(".swift"):
                    continue
                path = os.path.join(directory, name)
                with open(path, encoding="utf-8") as file:
                    lines = file.read().split("\n")
                relative = os.path.relpath(path, ROOT)
                index = 0
                while index < len(lines):
                    if not lines[index].strip().startswith("///"):
                        index += 1
                        continue
                    first = index
                    while index < len(lines) and lines[index].strip().startswith("///"):
                        index += 1
                    if not is_public(lines, index):
                        continue
                    comment = [re.sub(r"^\s*/// ?", "", line) for line in lines[first:index]]
                    for start, code in fenced(comment):
                        yield relative, first + start + 1, code, imports


def swift_file(origin, line, code, default_imports, number):
    """The file a block compiles as, its lines mapped back to `origin` by #sourceLocation."""
    imports = [text.strip() for text in code if text.strip().startswith("import ")]
    body = ["" if text.strip().startswith("import ") else text for text in code]
    if not imports:
        imports = [f"import {module}" for module in default_imports]
    imports = sorted(set(imports + ["import Foundation"]))
    first = next((text.strip() for text in body if text.strip() and not text.strip().startswith("//")), "")
    # A type of its own keeps the names of one block from those of another; a function, the
    # statements. An extension cannot be nested: it stays at the top level.
    if first.startswith("extension "):
        opening, closing = [], []
    elif DECLARATION.match(first):
        opening, closing = [f"struct Snippet{number} {{"], ["}"]
    else:
        opening, closing = [f"struct Snippet{number} {{", "@MainActor func run() async throws {"], ["}", "}"]
    location = [f'#sourceLocation(file: "{origin}", line: {line})']
    out = imports + ["", f"// {origin}:{line}"] + opening + location + body + ["#sourceLocation()"] + closing
    return "\n".join(out) + "\n"


def manifest():
    products = ",\n        ".join(f'.product(name: "{name}", package: "LifecycleKit")' for name in PRODUCTS)
    return f"""// swift-tools-version: 6.0
import PackageDescription

// Generated by .ci/snippets.py: the README's and the doc comments' Swift, compiled outside the kit.
let package = Package(
  name: "Snippets",
  platforms: [.macOS(.v14)],
  dependencies: [.package(name: "LifecycleKit", path: {json.dumps(ROOT)})],
  targets: [
    .target(
      name: "Snippets",
      dependencies: [
        {products},
      ])
  ],
  swiftLanguageModes: [.v6]
)
"""


def main(scratch):
    blocks = list(readme_blocks()) + list(doc_comment_blocks())
    compiled = [block for block in blocks if not (block[2] and block[2][0].strip() == MANIFEST_EXCERPT)]
    excerpts = len(blocks) - len(compiled)
    summary = f"{len(compiled)} swift blocks built outside the kit, {excerpts} manifest excerpt(s) left out"
    package = tempfile.mkdtemp(prefix="lifecyclekit-snippets-")
    sources = os.path.join(package, "Sources", "Snippets")
    os.makedirs(sources)
    with open(os.path.join(package, "Package.swift"), "w", encoding="utf-8") as file:
        file.write(manifest())
    with open(os.path.join(sources, "Context.swift"), "w", encoding="utf-8") as file:
        file.write(CONTEXT)
    for number, (origin, line, code, imports) in enumerate(compiled, 1):
        with open(os.path.join(sources, f"Snippet{number}.swift"), "w", encoding="utf-8") as file:
            file.write(swift_file(origin, line, code, imports, number))
    # Only errors: a warning in an example is no door shut.
    command = ["swift", "build", "--scratch-path", os.path.abspath(scratch), "-Xswiftc", "-suppress-warnings"]
    build = subprocess.run(command, cwd=package, capture_output=True, text=True)
    if build.returncode != 0:
        output = (build.stdout + build.stderr).split("\n")
        # The lines that name a place; the source excerpts under them repeat the message.
        errors = [text for text in output if "error:" in text and not text[:1].isspace() and text[:1] != "|"]
        errors = list(dict.fromkeys(errors))
        located = [text for text in errors if re.match(r"[^\s:]+:\d+:", text)]
        for text in located or errors or output[-40:]:
            print(text, file=sys.stderr)
        print(f"{summary}: the build failed; the package is kept in {package}", file=sys.stderr)
        return 1
    shutil.rmtree(package)
    print(summary)
    return 0


if __name__ == "__main__":
    if len(sys.argv) != 2:
        print("Usage: snippets.py SCRATCH", file=sys.stderr)
        sys.exit(2)
    sys.exit(main(sys.argv[1]))
