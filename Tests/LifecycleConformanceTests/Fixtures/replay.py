#!/usr/bin/env python3
"""Plays the engine's side of a conversation from Conformance/SPEC.md: python3 replay.py FILE.
Lines starting '< ' are written as they stand; before each '> ' line, the kit's next line is
read and must be the same JSON object. After the last line, only {"quit": true} may come."""
import json, sys

def expect(wanted):
    line = sys.stdin.readline()
    if not line or json.loads(line) != wanted:
        sys.stderr.write("replay: expected %s from the kit, got %r\n" % (json.dumps(wanted), line))
        sys.exit(9)

for line in open(sys.argv[1], encoding="utf-8").read().splitlines():
    if line.startswith("< "):
        sys.stdout.write(line[2:] + "\n")
        sys.stdout.flush()
    elif line.startswith("> "):
        expect(json.loads(line[2:]))
expect({"quit": True})
