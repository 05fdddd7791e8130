#!/usr/bin/env python3
"""A lifecycle engine in Python, driven by LifecycleKit over the engine protocol.

It plays UIKit's part for one app: the kit sends a stimulus (the user taps the icon, presses
Home, locks the device), and the engine answers with the delegate callbacks UIKit would call,
in order, then {"done": true}. App-based (UIApplicationDelegate only) and scene-based (one
scene, UISceneDelegate) apps, for the stimuli the hello lists. Python 3, no packages.

    lifecycle conform -- python3 Conformance/Examples/PythonEngine/engine.py
"""
import json
import sys

HELLO = {
    "protocol": "lifecycle-engine",
    "version": 1,
    "engine": "PythonEngine 1.0",
    "lifecycles": ["app", "scene"],
    "stimuli": ["tapIcon", "pressHome", "lockDevice", "unlockDevice", "suspend", "terminate", "memoryWarning"],
}


class App:
    """One app's lifecycle: the state UIKit keeps, and the callbacks each stimulus brings."""

    def __init__(self, lifecycle, sessions):
        self.scene_based = lifecycle == "scene"
        self.sessions = list(sessions)  # scene sessions UIKit saved, most recent first
        self.scene = None               # the connected scene's id
        self.state = "notRunning"       # notRunning, active, background, suspended
        self.locked = False
        self.woken_by_unlock = False    # the app was in front when the device locked
        self.delivered = []

    # What the app's delegates are told.

    def app_callback(self, name):
        self.delivered.append({"callback": name})

    def scene_callback(self, name):
        self.delivered.append({"callback": name, "scene": self.scene})

    def launch(self):
        self.app_callback("application(_:willFinishLaunchingWithOptions:)")
        self.app_callback("application(_:didFinishLaunchingWithOptions:)")
        if self.scene_based:
            if self.sessions:
                self.scene = self.sessions[0]  # a saved session is reconnected, not configured
            else:
                self.app_callback("application(_:configurationForConnecting:options:)")
                self.scene = "main"
                self.sessions = ["main"]
            self.scene_callback("scene(_:willConnectTo:options:)")
            self.scene_callback("sceneWillEnterForeground(_:)")
            self.scene_callback("sceneDidBecomeActive(_:)")
        else:
            # An app-based app that launches into the foreground gets no willEnterForeground.
            self.app_callback("applicationDidBecomeActive(_:)")
        self.state = "active"

    def come_to_front(self):
        if self.scene_based:
            self.scene_callback("sceneWillEnterForeground(_:)")
            self.scene_callback("sceneDidBecomeActive(_:)")
        else:
            self.app_callback("applicationWillEnterForeground(_:)")
            self.app_callback("applicationDidBecomeActive(_:)")
        self.state = "active"

    def go_to_background(self):
        if self.scene_based:
            self.scene_callback("sceneWillResignActive(_:)")
            self.scene_callback("sceneDidEnterBackground(_:)")
        else:
            self.app_callback("applicationWillResignActive(_:)")
            self.app_callback("applicationDidEnterBackground(_:)")
        self.state = "background"

    # The stimuli. The kit sends only what can happen now (never pressHome to an app that is
    # not running), so each one needs no checks of its own.

    def perform(self, stimulus):
        self.delivered = []
        if stimulus == "tapIcon":
            if self.state == "notRunning":
                self.launch()
            else:
                self.come_to_front()
        elif stimulus == "pressHome":
            self.go_to_background()
        elif stimulus == "lockDevice":
            self.locked = True
            self.woken_by_unlock = self.state == "active"
            if self.state == "active":
                self.go_to_background()
        elif stimulus == "unlockDevice":
            self.locked = False
            if self.woken_by_unlock and self.state in ("background", "suspended"):
                self.come_to_front()
            self.woken_by_unlock = False
        elif stimulus == "suspend":
            self.state = "suspended"  # a suspended app runs no code: nothing is called
        elif stimulus == "terminate":
            self.state = "notRunning"  # ended in the background: nothing is called either
        elif stimulus == "memoryWarning":
            self.app_callback("applicationDidReceiveMemoryWarning(_:)")
        return self.delivered


def say(line):
    sys.stdout.write(json.dumps(line) + "\n")


def main():
    say(HELLO)
    sys.stdout.flush()
    app = None
    for text in sys.stdin:
        line = json.loads(text)
        if "quit" in line:
            return 0
        if "format" in line:  # a trace header: a new run from the start it describes
            app = App(line["lifecycle"], line.get("sessions", []))
        elif "stimulus" in line:
            for event in app.perform(line["stimulus"]):
                say(event)
        else:
            say({"error": "a line the engine does not understand: " + text.strip()})
        say({"done": True})
        sys.stdout.flush()  # one flush per response: the kit waits for "done"
    return 0


if __name__ == "__main__":
    sys.exit(main())
