#!/usr/bin/env python3
"""A small scene-based engine (tapIcon, pressHome) for the kit's tests, well behaved or, with a
mode, misbehaving in one way: python3 engine.py [MODE]."""
import json, signal, sys, time

mode = sys.argv[1] if len(sys.argv) > 1 else "clean"

def say(obj):
    sys.stdout.write(json.dumps(obj) + "\n")

def scene(name):
    return {"callback": name, "scene": "main"}

if mode == "nohello":
    time.sleep(60)
if mode == "ignoreterm":
    signal.signal(signal.SIGTERM, signal.SIG_IGN)
say({"protocol": "lifecycle-engine", "version": 2 if mode == "version2" else 1, "engine": "fixture " + mode,
     "lifecycles": ["scene"], "stimuli": ["tapIcon", "pressHome"]})
sys.stdout.flush()
if mode in ("closestdin", "closestdinlate"):
    # Reads nothing more, while its output stays open; late, once the kit's start line is in
    # the pipe, so that the kit's write succeeds.
    import os
    if mode == "closestdinlate":
        time.sleep(0.5)
    os.close(0)
    time.sleep(60)

SPAM = (b"spam " * 19 + b"spam\n") * 10000
state = "notRunning"
for line in sys.stdin:
    message = json.loads(line)
    if "quit" in message:
        sys.exit(0)
    if "format" in message:
        state = "notRunning"
        if mode == "startcallback":
            say({"callback": "application(_:willFinishLaunchingWithOptions:)"})
        say({"done": True})
    elif message["stimulus"] == "tapIcon":
        sys.stderr.write("tapIcon in %s\n" % state)
        if mode in ("hang", "ignoreterm"):
            sys.stderr.flush()
            time.sleep(60)
        if mode == "error":
            say({"error": "no icon to tap"})
            sys.stdout.flush()
            continue
        if mode == "longline":
            say({"callback": "x" * 70000})
            sys.stdout.flush()
            continue
        if mode == "unsupported":
            say({"unsupported": "icons are not tapped here"})
            sys.stdout.flush()
            continue
        if state == "notRunning":
            say({"callback": "application(_:willFinishLaunchingWithOptions:)"})
            say({"callback": "application(_:didFinishLaunchingWithOptions:)"})
            if mode == "crash":
                sys.stdout.flush()
                sys.stderr.write("about to crash\n")
                sys.stderr.flush()
                sys.exit(3)
            if mode == "nonjson":
                sys.stdout.write("launched!\n")
            if mode == "flood":
                for _ in range(2000):
                    say({"callback": "application(_:didFinishLaunchingWithOptions:)"})
            say({"callback": "application(_:configurationForConnecting:options:)"})
            say(scene("scene(_:willConnectTo:options:)"))
        if mode == "chattyswap":
            # A long log whose last line would break out of a Markdown fence and a terminal.
            for number in range(1, 26):
                sys.stderr.write("log line %d\n" % number)
            sys.stderr.write("LOGMARK ```` <b>\x1b[2J\n")
            sys.stderr.flush()
        if mode in ("swap", "chattyswap"):
            say(scene("sceneDidBecomeActive(_:)"))
            say(scene("sceneWillEnterForeground(_:)"))
        else:
            say(scene("sceneWillEnterForeground(_:)"))
            say(scene("sceneDidBecomeActive(_:)"))
            if mode == "twice":
                say(scene("sceneDidBecomeActive(_:)"))
        state = "active"
        if mode in ("afterdone", "afterdonetwice"):
            # The done and lines after it in one write (stdout may be unbuffered): the lines are
            # there before the kit looks for them.
            after = [scene("sceneDidBecomeActive(_:)")] * (2 if mode == "afterdonetwice" else 1)
            sys.stdout.write("".join(json.dumps(line) + "\n" for line in [{"done": True}] + after))
        else:
            say({"done": True})
    elif message["stimulus"] == "pressHome":
        if mode != "noresign":
            say(scene("sceneWillResignActive(_:)"))
        say(scene("sceneDidEnterBackground(_:)"))
        state = "background"
        say({"done": True})
    if mode == "stderrspam" and "stimulus" in message:
        # A megabyte of log a step, otherwise correct: made once, so that the engine's own cost
        # is the write alone.
        sys.stderr.buffer.write(SPAM)
        sys.stderr.buffer.flush()
    if mode == "lateline" and "stimulus" in message:
        # One more callback after every step's done, in the same write as the done.
        say(scene("sceneDidBecomeActive(_:)"))
    sys.stdout.flush()
