import Lifecycle
import LifecycleConformance

/// `engine-protocol.md`: for authors of engines in other languages (Kotlin, C#, TypeScript,
/// Python…): the hello and the loop an engine needs, and `lifecycle conform`. All of the page's
/// prose is in this file, for translation.
enum EngineProtocolPage {
  static let page = "engine-protocol.md"

  static func render(_ site: SiteCatalog) -> String {
    Markdown.page([
      DocsSite.marker,
      localized("# Check an engine in any language"),
      Markdown.link(localized("Index"), SitePath.index) + " › " + localized("engine protocol"),
      localized(
        "An engine that re-implements the iOS lifecycle outside Swift (an Android host of UIKit code, a game "
          + "engine's lifecycle glue, a simulator in TypeScript or Python) gets the same checks as a Swift engine: "
          + "every catalog scenario, seeded exploration, and each divergence shrunk to a minimal trace. The kit "
          + "starts the engine as a child process and talks to it on its standard input and output, one JSON "
          + "object per line: the lines of the \(Markdown.link(localized("trace format"), SitePath.traceFormat)), "
          + "plus a hello and a `done` after each answer."),
      localized(
        "This protocol is for engines that call the delegates. An engine that receives them and reports "
          + "states of its own (Flutter's embedding, React Native's `AppState`, SwiftUI's `ScenePhase`) is a "
          + "mapper: it speaks the \(Markdown.link(localized("mapper protocol"), ProjectionsPage.page)) and is "
          + "checked against a projection."),
      localized("## The conversation"),
      localized("`<` is the engine, `>` the kit:"),
      Markdown.fence("", conversation),
      [
        localized(
          "1. **Hello**, the engine's first line: the lifecycles it runs (`app`, `scene`) and, optionally, "
            + "the stimuli it can perform. A scenario that needs more is skipped, never passed."),
        localized(
          "2. **Start**: a trace header. Forget the previous run, start from a process that is not running "
            + "(with the header's `sessions` saved), answer `{\"done\": true}`."),
        localized(
          "3. **Step**: a stimulus. Perform it, write each callback UIKit would call, in order, then "
            + "`{\"done\": true}`. The kit never sends a stimulus that cannot happen in the current state."),
        localized(
          "4. `{\"unsupported\": \"why\"}` instead of an answer skips the rest of the run; "
            + "`{\"error\": \"what\"}` reports a failure of the engine."),
        localized("5. **Quit**: `{\"quit\": true}`; exit with status 0."),
      ].joined(separator: "\n"),
      localized(
        "Standard error is the engine's log: the kit shows it beside the verdict of the scenario it was "
          + "written in."),
      localized(
        "**What the hello promises.** A stimulus it offers is one the kit may send, and the engine then writes "
          + "every callback UIKit delivers for it: an engine that can receive a stimulus but leaves out some of its "
          + "callbacks fails there; it is not skipped. `notifications` is `true` (every one), `false` (none, the "
          + "default) or the list of those the engine posts (`[\"UIApplication.didBecomeActiveNotification\"]`): "
          + "only those are checked."),
      localized(
        "**Versions.** The hello's `trace` lists the trace format versions the engine writes (`[1]` when it "
          + "is absent). The kit uses the newest version both speak and sends nothing newer: an engine of "
          + "version 1 is never sent `crash` or another stimulus of 1.1, and the scenarios that need one are "
          + "skipped (`needs trace format 1.1`). List `1.1` and the start header lists every kind of argument "
          + "(`sessions`, `payload`, `states`): record each on every callback that has it, as `lifecycle record "
          + "--arguments` shows, and every argument rule is checked. The report says which version was used."),
      localized("## The smallest engine"),
      localized("A scene-based engine that can only launch, in Python:"),
      Markdown.fence("python", smallest),
      localized("## Run it"),
      Markdown.fence("sh", "swift run lifecycle conform --report conformance-report -- python3 my_engine.py"),
      localized(
        "The kit runs the catalog, then explores (`--seed`, `--budget`; `--explore swarm` or `--explore tour`), and prints every failure with its "
          + "scenario, step and rule, every skip with its reason, and the per-rule summary. `--report DIR` writes "
          + "the conformance report as JSON and Markdown, and a trace per divergence that "
          + "\(Markdown.code("lifecycle verify")) reproduces. Exit status: 0 conformant, 1 the engine diverged "
          + "or broke the protocol, 2 a usage error or a command that cannot start."),
      capabilities(),
      answers(),
      rules(),
      localized("## What counts as breaking the protocol"),
      Markdown.table(
        [localized("Fault"), localized("Rule")],
        [
          [localized("no hello, or no `done` within the limit (`--timeout`, 5 s)"), faults(.noHello, .noDone)],
          [localized("the engine exits, is killed or closes its standard input"), faults(.exited)],
          [localized("a line that is not one of the protocol's JSON objects"), faults(.badLine)],
          [localized("a line over 64 KiB, or more than 1,000 lines in one answer"), faults(.flood)],
          [localized("`{\"error\": …}` in place of an answer"), faults(.engineError)],
          [
            localized("a line written after the last `done` of a run: found when it ends, or before the next start"),
            faults(.outsideResponse),
          ],
          [localized("a protocol or trace version the kit does not speak"), faults(.version)],
        ]),
      localized(
        "A line written after a step's `done` and before the next stimulus is no fault: it belongs to that "
          + "stimulus's answer, and when that step fails, its failure says that the line came before the "
          + "stimulus was sent."),
      localized("After a fault the kit ends the process and starts a fresh one for the next scenario."),
      "---",
      localized(
        "See also: \(SitePath.specLink(localized("the specification"), anchor: "engine-protocol")), "
          + "\(Markdown.link(localized("trace format"), SitePath.traceFormat))."),
    ])
  }

  /// The rules of a row of faults, each linked to its section of SPEC.md.
  static func faults(_ kinds: EngineMisbehaviour.Kind...) -> String {
    kinds.map { SitePath.specLink(Markdown.code($0.rawValue), anchor: $0.anchor) }.joined(separator: ", ")
  }

  static let conversation = """
    < {"protocol": "lifecycle-engine", "version": 1, "engine": "Demo 1.0", "lifecycles": ["scene"], "stimuli": ["tapIcon", "pressHome"]}
    > {"format": "lifecycle-trace", "version": 1, "lifecycle": "scene"}
    < {"done": true}
    > {"stimulus": "tapIcon"}
    < {"callback": "application(_:willFinishLaunchingWithOptions:)"}
    < {"callback": "application(_:didFinishLaunchingWithOptions:)"}
    < {"callback": "application(_:configurationForConnecting:options:)"}
    < {"callback": "scene(_:willConnectTo:options:)", "scene": "main"}
    < {"callback": "sceneWillEnterForeground(_:)", "scene": "main"}
    < {"callback": "sceneDidBecomeActive(_:)", "scene": "main"}
    < {"done": true}
    > {"quit": true}
    """

  static let smallest = """
    import json, sys

    def say(line):
        print(json.dumps(line), flush=True)

    say({"protocol": "lifecycle-engine", "version": 1, "lifecycles": ["scene"], "stimuli": ["tapIcon"]})
    saved = []
    for text in sys.stdin:
        line = json.loads(text)
        if "quit" in line:
            break
        if "format" in line:  # a new run: nothing runs, these sessions are saved
            saved = line.get("sessions", [])
        elif line["stimulus"] == "tapIcon":  # the only stimulus the hello offers: a launch
            say({"callback": "application(_:willFinishLaunchingWithOptions:)"})
            say({"callback": "application(_:didFinishLaunchingWithOptions:)"})
            if not saved:  # a new scene session is configured; a saved one is reconnected
                say({"callback": "application(_:configurationForConnecting:options:)"})
            scene = saved[0] if saved else "main"
            for name in ["scene(_:willConnectTo:options:)", "sceneWillEnterForeground(_:)",
                         "sceneDidBecomeActive(_:)"]:
                say({"callback": name, "scene": scene})
        say({"done": True})
    """
}
