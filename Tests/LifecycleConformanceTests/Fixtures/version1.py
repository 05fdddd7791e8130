#!/usr/bin/env python3
"""An engine written against engine protocol version 1 and trace format 1 alone, frozen as such.

    python3 version1.py HOST

Its hello lists no "stimuli" and no "trace", so by the protocol it performs every stimulus of
trace format 1 and writes version 1 lines. What it delivers comes from HOST (LifecycleEngineHost,
the kit's reference engine), whose own hello is replaced; everything the kit may not ask of a
version 1 engine is refused here, from the lists below, which never change: a stimulus that
format 1 does not have, a header of another version or with arguments. So a kit that sends a
version 1 engine anything newer fails this engine, and the compatibility tests with it.
"""
import json
import subprocess
import sys

HELLO = {"protocol": "lifecycle-engine", "version": 1, "engine": "Version1Engine", "lifecycles": ["app", "scene"]}

# Trace format version 1's stimuli, as the specification's version 1 lists them.
STIMULI = {
    "tapIcon", "tapNotification", "openURL", "continueUserActivity", "pressHome", "openAppSwitcher",
    "returnToApp", "switchToOtherApp", "swipeAwayInAppSwitcher", "beginInterruption", "endInterruption",
    "acceptCall", "lockDevice", "unlockDevice", "suspend", "terminate", "backgroundLaunch",
    "memoryWarning", "significantTimeChange", "openScene", "showScene", "hideScene", "resizeScene",
    "closeScene", "disconnectScene",
}
HEADER_KEYS = {"format", "version", "lifecycle", "sessions", "callbacks", "notifications", "source"}
EVENT_KEYS = {"callback", "notification", "scene"}


def say(value):
    sys.stdout.write(json.dumps(value) + "\n")
    sys.stdout.flush()


host = subprocess.Popen([sys.argv[1], "scene"], stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True)
host.stdout.readline()  # the host's own hello, replaced by this engine's
say(HELLO)

for line in sys.stdin:
    message = json.loads(line)
    if "quit" in message:
        break
    if "format" in message:
        if message.get("version") != 1 or not set(message) <= HEADER_KEYS:
            say({"error": "cannot read the kit's header: this engine reads trace format 1 only: " + line.strip()})
            continue
    elif message.get("stimulus") not in STIMULI:
        say({"error": "unknown stimulus %r" % message.get("stimulus")})
        continue
    host.stdin.write(line)
    host.stdin.flush()
    while True:
        answer = host.stdout.readline()
        if not answer:
            sys.exit(3)
        decoded = json.loads(answer)
        if ("callback" in decoded or "notification" in decoded) and not set(decoded) <= EVENT_KEYS:
            say({"error": "a version 1 line cannot say " + answer.strip()})
            break
        sys.stdout.write(answer)
        if not ("callback" in decoded or "notification" in decoded):
            sys.stdout.flush()
            break

host.stdin.write('{"quit": true}\n')
host.stdin.flush()
host.wait()
