import Lifecycle

/// `classroom.md`: the teacher's guide. A lesson per family: what to show in the simulator,
/// which worksheet and exercises go with it; and how to run everything on a fresh machine.
enum ClassroomPage {
  static func render(_ site: SiteCatalog) -> String {
    let page = SitePath.classroom
    var blocks = [
      DocsSite.marker,
      "# Teacher's guide",
      Markdown.link("Index", SitePath.index) + " › teacher's guide",
      "The lifecycle sticks when students predict it, watch it, and get told exactly where they went wrong. "
        + "Each lesson below pairs the simulator (the reference model, driven by hand), a printable worksheet "
        + "with its answer key, and an exercise the computer marks with the same checker engines are tested with.",
      "## On a fresh machine",
      "With Swift 6 installed, from the package's folder:",
      Markdown.fence("sh", """
        swift run lifecycle docs      # this site, regenerated from the catalog
        swift test                    # the package's own tests: the model and the catalog agree
        swift run lifecycle simulate  # type tapIcon, pressHome, … and see the callbacks
        swift run lifecycle exercise --family launch --seed 1
        swift run lifecycle exercise --bugs   # find the bug in a broken engine's trace
        """),
      "The simulator and the exercises read standard input, so a lesson can be scripted: "
        + Markdown.code("swift run lifecycle simulate < lesson.txt") + " prints the whole transcript. In the "
        + "simulator, " + Markdown.code("help") + " lists the commands, " + Markdown.code("choose N")
        + " follows another alternative where devices disagree, and " + Markdown.code("save FILE")
        + " writes the session as a trace that " + Markdown.code("lifecycle verify") + " accepts.",
    ]
    for family in Scenario.Family.allCases {
      guard let members = site.families.first(where: { $0.0 == family })?.1, !members.isEmpty else { continue }
      let lesson = Lesson.of(family)
      blocks.append("## \(family.title)")
      blocks.append(lesson.goal)
      blocks.append("**Show it.** In " + Markdown.code("lifecycle simulate" + lesson.simulatorOptions) + ", type:")
      blocks.append(Markdown.fence("text", lesson.script.joined(separator: "\n")))
      blocks.append("**Ask.** " + lesson.question)
      blocks.append("**Practise.** "
        + Markdown.link("Worksheet", SitePath.relative(from: page, to: SitePath.worksheet(family)))
        + " and its " + Markdown.link("answer key", SitePath.relative(from: page, to: SitePath.answers(family)))
        + "; then " + Markdown.code("swift run lifecycle exercise --family \(family.rawValue)")
        + " (a different " + Markdown.code("--seed") + " for each student). Scenarios: "
        + members.map {
          Markdown.link(Markdown.code($0.id), SitePath.relative(from: page, to: SitePath.scenario($0.id)))
        }
          .joined(separator: ", ") + ".")
    }
    return Markdown.page(blocks)
  }
}

/// What a lesson on one family shows and asks.
struct Lesson {
  let goal: String
  let simulatorOptions: String
  let script: [String]
  let question: String

  static func of(_ family: Scenario.Family) -> Lesson {
    switch family {
    case .launch:
      Lesson(goal: "A cold launch: the two launch callbacks first, then the scene (or the app) comes on screen. "
               + LifecycleDiagrams.launchPaths,
             simulatorOptions: "", script: ["tapIcon", "reset", "backgroundLaunch fetch", "choose 2"],
             question: "Why does a background launch offer two alternatives, and what does a scene-based app's "
               + "`UIApplication.applicationState` say during `application(_:didFinishLaunchingWithOptions:)`?")
    case .homePress:
      Lesson(goal: "Leaving the app always passes through inactive: resign active, then enter the background.",
             simulatorOptions: " --lifecycle app", script: ["tapIcon", "pressHome", "state"],
             question: "Which callback is the last moment to save the user's work before the app may be suspended?")
    case .relaunch:
      Lesson(goal: "Coming back is not launching again: `WillEnterForeground` then `DidBecomeActive`, and no "
               + "launch callbacks, unless the process was ended or the scene released.",
             simulatorOptions: "",
             script: ["tapIcon", "pressHome", "tapIcon", "pressHome", "disconnectScene main", "tapIcon"],
             question: "After the system released the scene, which callback comes back and which does not "
               + "(`application(_:configurationForConnecting:options:)`)?")
    case .suspension:
      Lesson(goal: "Suspension delivers nothing at all, and a suspended app is ended without "
               + "`applicationWillTerminate(_:)`. Only an app still running in the background hears it.",
             simulatorOptions: " --lifecycle app", script: ["tapIcon", "pressHome", "suspend", "terminate", "tapIcon",
                                                          "pressHome", "terminate"],
             question: "Why can an app not rely on `applicationWillTerminate(_:)` to save its state?")
    case .multiScene:
      Lesson(goal: "Each scene has its own lifecycle; the app's notifications follow the most active scene. "
               + "Two scenes' callbacks may interleave in any order.",
             simulatorOptions: "", script: ["tapIcon", "openScene second", "hideScene second", "showScene second",
                                            "closeScene second"],
             question: "When the second scene opens, why is there no `UIApplication.didBecomeActiveNotification`?")
    case .interruption:
      Lesson(goal: "An overlay makes the app inactive without sending it to the background; Notification Center "
               + "is where devices disagree.",
             simulatorOptions: "", script: ["tapIcon", "beginInterruption alert", "endInterruption",
                                            "beginInterruption notificationCenter", "choose 2", "endInterruption"],
             question: "Which of the three Notification Center alternatives would break an app that pauses video "
               + "in `sceneDidEnterBackground(_:)` only?")
    case .other:
      Lesson(goal: "Events that are not state changes: memory warnings, time changes (queued while suspended), "
               + "URLs and Handoff, which arrive between `WillEnterForeground` and `DidBecomeActive`.",
             simulatorOptions: " --lifecycle app", script: ["tapIcon", "pressHome", "suspend", "significantTimeChange",
                                                          "openURL"],
             question: "Where in the order does the URL arrive, and where does the queued time change go?")
    }
  }
}
