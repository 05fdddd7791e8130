#!/usr/bin/env python3
"""Reads the symbol graphs that `.ci/run` extracts, one directory per module.

    symbols.py api DIR            the module's public API, one declaration a line, sorted
    symbols.py undocumented DIR…  every public symbol without a doc comment; exit 1 if any
    symbols.py types DIR…         the module's public types (nested ones too), one a line, and a count

A module's directory holds its own graph (Module.symbols.json) and the graphs of its extensions
to other modules (Module@Other.symbols.json). The kit modules re-export Lifecycle; only symbols
declared in the module's own source folder count, so no symbol is listed under two modules.
Standard library only: CI has python3 and nothing else beside the toolchain.
"""

import json
import os
import re
import sys

# The source folder of each library module, relative to the repository root.
SOURCE_FOLDERS = {
    "Lifecycle": "Sources/Lifecycle/",
    "LifecycleConformance": "Conformance/LifecycleConformance/",
    "LifecycleConformanceTesting": "Conformance/LifecycleConformanceTesting/",
    "LifecycleConformanceXCTest": "Conformance/LifecycleConformanceXCTest/",
    "LifecycleDocs": "Sources/LifecycleDocs/",
}
# The kinds of symbol that declare a type: what the product's boundary is counted in.
TYPE_KINDS = {"swift.struct", "swift.enum", "swift.class", "swift.protocol", "swift.typealias", "swift.actor"}
# Conformances every type has; they say nothing about the API and vary with the toolchain.
IMPLICIT_PROTOCOLS = {"Swift.Copyable", "Swift.Escapable", "Swift.SendableMetatype", "Copyable", "Escapable"}


def repository_path(uri):
    path = uri.removeprefix("file://")
    root = os.path.abspath(os.path.join(os.path.dirname(__file__), "..")) + "/"
    return path.removeprefix(root)


def load(directory):
    """The module's name, its own symbols by precise id, and its relationships."""
    module = os.path.basename(os.path.normpath(directory))
    folder = SOURCE_FOLDERS.get(module)
    symbols, relationships = {}, []
    for name in sorted(os.listdir(directory)):
        if not name.endswith(".symbols.json"):
            continue
        with open(os.path.join(directory, name), encoding="utf-8") as file:
            graph = json.load(file)
        for symbol in graph["symbols"]:
            uri = symbol.get("location", {}).get("uri", "")
            if folder is not None and not repository_path(uri).startswith(folder):
                continue
            symbols[symbol["identifier"]["precise"]] = symbol
        # An extension graph (Module@Other) holds this module's conformances of Other's types.
        for relation in graph["relationships"]:
            relationships.append((relation, "@" in name))
    return module, symbols, relationships


def declaration(symbol):
    text = "".join(fragment["spelling"] for fragment in symbol.get("declarationFragments", []))
    return re.sub(r"\s+", " ", text).strip()


def path(symbol):
    return ".".join(symbol["pathComponents"])


def api(directory):
    _, symbols, relationships = load(directory)
    lines = set()
    for symbol in symbols.values():
        owner = ".".join(symbol["pathComponents"][:-1])
        lines.add(f"{owner}: {declaration(symbol)}" if owner else declaration(symbol))
    # Other modules' types are named only as the target of a relationship: learn their names.
    names = {relation["target"]: relation["targetFallback"]
             for relation, _ in relationships if "targetFallback" in relation}
    for relation, in_extension_graph in relationships:
        if relation["kind"] not in ("conformsTo", "inheritsFrom"):
            continue
        target = relation.get("targetFallback") or relation["target"]
        if target in IMPLICIT_PROTOCOLS:
            continue
        source = symbols.get(relation["source"])
        if source is not None:
            name = path(source)
        elif in_extension_graph:
            name = names.get(relation["source"], relation["source"])
        else:
            continue
        verb = "conforms to" if relation["kind"] == "conformsTo" else "inherits from"
        lines.add(f"{name}: {verb} {target}")
    return "".join(line + "\n" for line in sorted(lines))


def documented(symbol):
    lines = symbol.get("docComment", {}).get("lines", [])
    return any(line.get("text", "").strip() for line in lines)


def undocumented(directories):
    missing = []
    for directory in directories:
        module, symbols, _ = load(directory)
        for symbol in symbols.values():
            if documented(symbol):
                continue
            location = symbol.get("location", {})
            where = repository_path(location.get("uri", "?"))
            line = location.get("position", {}).get("line", -1) + 1
            missing.append(f"{where}:{line}: {module}.{path(symbol)} has no doc comment")
    for entry in sorted(missing):
        print(entry)
    return missing


def types(directories):
    """Every public type of each module, `Module: Path`, and the number per module and in all."""
    total = 0
    for directory in directories:
        module, symbols, _ = load(directory)
        names = sorted(path(symbol) for symbol in symbols.values() if symbol["kind"]["identifier"] in TYPE_KINDS)
        for name in names:
            print(f"{module}: {name}")
        print(f"{module}: {len(names)} public types")
        total += len(names)
    print(f"{total} public types in all")


def main(arguments):
    if len(arguments) >= 2 and arguments[0] == "api":
        sys.stdout.write(api(arguments[1]))
        return 0
    if len(arguments) >= 2 and arguments[0] == "undocumented":
        missing = undocumented(arguments[1:])
        if missing:
            print(f"{len(missing)} public symbols have no doc comment", file=sys.stderr)
            return 1
        return 0
    if len(arguments) >= 2 and arguments[0] == "types":
        types(arguments[1:])
        return 0
    print("Usage: symbols.py api DIR | symbols.py undocumented DIR… | symbols.py types DIR…", file=sys.stderr)
    return 2


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
