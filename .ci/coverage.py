#!/usr/bin/env python3
"""Line coverage per module, from the profile `swift test --enable-code-coverage` leaves.

    coverage.py LLVM_COV PROFDATA TEST_BINARY FLOORS

Prints each module's lines covered, then fails (exit 1) naming every module below its floor in
FLOORS. A module is a folder of Sources/ or one of the kit's folders in Conformance/; tests are
not counted. Standard library only.
"""

import json
import os
import subprocess
import sys

ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), "..")) + "/"


def module_of(path):
    relative = path.removeprefix(ROOT)
    parts = relative.split("/")
    if len(parts) > 2 and parts[0] == "Sources":
        return parts[1]
    if len(parts) > 2 and parts[0] == "Conformance" and parts[1].startswith("Lifecycle"):
        return parts[1]
    return None


def read_floors(path):
    """`Module percent` a line; `#` starts a comment."""
    floors = {}
    with open(path, encoding="utf-8") as file:
        for number, line in enumerate(file, 1):
            words = line.split("#", 1)[0].split()
            if not words:
                continue
            if len(words) != 2:
                sys.exit(f"{path}:{number}: expected 'Module percent', found '{line.strip()}'")
            floors[words[0]] = float(words[1])
    return floors


def main(arguments):
    if len(arguments) != 4:
        print("Usage: coverage.py LLVM_COV PROFDATA TEST_BINARY FLOORS", file=sys.stderr)
        return 2
    llvm_cov, profdata, binary, floors_path = arguments
    if not os.path.exists(profdata):
        print(f"Error: no coverage profile at '{profdata}'; run swift test --enable-code-coverage",
              file=sys.stderr)
        return 1
    output = subprocess.run(
        [llvm_cov, "export", "-summary-only", f"-instr-profile={profdata}", binary],
        check=True, capture_output=True, text=True).stdout
    totals = {}
    for entry in json.loads(output)["data"][0]["files"]:
        module = module_of(entry["filename"])
        if module is None:
            continue
        lines = entry["summary"]["lines"]
        covered, count = totals.get(module, (0, 0))
        totals[module] = (covered + lines["covered"], count + lines["count"])
    floors = read_floors(floors_path)
    failures = []
    print(f"{'module':<30} {'lines':>13} {'covered':>8} {'floor':>6}")
    for module in sorted(totals):
        covered, count = totals[module]
        percent = 100.0 * covered / count if count else 100.0
        floor = floors.get(module)
        print(f"{module:<30} {covered:>6}/{count:<6} {percent:>7.2f}% {'' if floor is None else floor:>6}")
        if floor is not None and percent < floor:
            failures.append(f"{module} covers {percent:.2f}% of its lines, below its floor of {floor}%")
    for module in sorted(set(floors) - set(totals)):
        failures.append(f"{module} has a floor in {floors_path} but no measured lines")
    for failure in failures:
        print(f"Error: {failure}", file=sys.stderr)
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
