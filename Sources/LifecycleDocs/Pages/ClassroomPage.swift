import Lifecycle

/// `classroom.md`: the teacher's guide. A lesson per family: what to show in the simulator,
/// which worksheet and exercises go with it; and how to run everything on a fresh machine.
enum ClassroomPage {
  static func render(_ site: SiteCatalog) -> String {
    let page = SitePath.classroom
    var blocks = [
      DocsSite.marker,
      localized("# Teacher's guide"),
      Markdown.link(localized("Index"), SitePath.index) + " › " + localized("teacher's guide"),
      localized(
        "The lifecycle sticks when students predict it, watch it, and get told exactly where they went wrong. "
          + "Each lesson below pairs the simulator (the reference model, driven by hand), a printable worksheet "
          + "with its answer key, and an exercise the computer marks with the same checker engines are tested with."),
      localized("## On a fresh machine"),
      localized("With Swift 6 installed, from the package's folder:"),
      Markdown.fence(
        "sh",
        [
          "swift run lifecycle docs      # " + localized("this site, regenerated from the catalog"),
          "swift test                    # " + localized("the package's own tests: the model and the catalog agree"),
          "swift run lifecycle simulate  # " + localized("type tapIcon, pressHome, … and see the callbacks"),
          "swift run lifecycle exercise --family launch --seed 1",
          "swift run lifecycle exercise --bugs   # " + localized("find the bug in a broken engine's trace"),
        ].joined(separator: "\n")),
      localized(
        "The simulator and the exercises read standard input, so a lesson can be scripted: "
          + "`swift run lifecycle simulate < lesson.txt` prints the whole transcript. In the "
          + "simulator, `help` lists the commands, `choose N` follows another alternative where devices disagree, "
          + "and `save FILE` writes the session as a trace that `lifecycle verify` accepts."),
    ]
    blocks.append(localized("## Two exercises beside the lessons"))
    blocks.append(
      [
        localized(
          "- \(Markdown.link(localized("Which life cycle an app gets"), WhichLifecyclePage.page)): "
            + "given an app's Info.plist and delegates, which callbacks come."),
        localized(
          "- \(Markdown.link(localized("Common mistakes"), MistakesPage.page)): claims the write-ups "
            + "make, why each is wrong, and the scenario that proves it."),
      ].joined(separator: "\n"))
    let taught = Scenario.Family.allCases.filter { family in
      site.families.contains { $0.family == family && !$0.scenarios.isEmpty }
    }
    blocks.append(localized("## Agenda"))
    blocks.append(
      localized(
        "One lesson per family, about \(taught.map { Lesson.of($0).minutes }.reduce(0, +)) minutes in all; "
          + "each splits into about 5 minutes of showing in the simulator, 5 of discussing the question, and the "
          + "rest on the worksheet and the exercise. Students know the app delegate from an iOS course; Launch "
          + "and Home press come first because every other lesson starts from them."))
    let agenda = taught.enumerated().map { number, family in
      [
        "\(number + 1)", Markdown.link(FamilyWording.title(family), "#" + Markdown.anchor(FamilyWording.title(family))),
        "\(Lesson.of(family).minutes)", localized(key: Lesson.of(family).objective),
      ]
    }
    blocks.append(Markdown.table(["#", localized("Lesson"), localized("Minutes"), localized("Students can…")], agenda))
    for family in taught {
      guard let members = site.families.first(where: { $0.0 == family })?.1 else { continue }
      let lesson = Lesson.of(family)
      blocks.append("## " + FamilyWording.title(family))
      blocks.append(localized(key: lesson.goal))
      blocks.append(
        localized(
          "**Objective.** Students can \(localized(key: lesson.objective)). **Time.** \(lesson.minutes) minutes."))
      blocks.append(
        localized("**Show it.** In \(Markdown.code("lifecycle simulate" + lesson.simulatorOptions)), type:"))
      blocks.append(Markdown.fence("text", lesson.script.joined(separator: "\n")))
      blocks.append(localized("**Ask.** \(localized(key: lesson.question))"))
      // Folded, so the page can be projected while students think.
      blocks.append("<details>\n<summary>" + localized("Answer") + "</summary>")
      blocks.append(localized(key: lesson.answer))
      blocks.append("</details>")
      let scenarios = members.map {
        Markdown.link(Markdown.code($0.id), SitePath.relative(from: page, to: SitePath.scenario($0.id)))
      }.joined(separator: ", ")
      blocks.append(
        localized(
          "**Practise.** "
            + "\(Markdown.link(localized("Worksheet"), SitePath.relative(from: page, to: SitePath.worksheet(family)))) "
            + "and its \(Markdown.link(localized("answer key"), SitePath.relative(from: page, to: SitePath.answers(family)))); "
            + "then \(Markdown.code("swift run lifecycle exercise --family \(family.rawValue)")) (a different `--seed` "
            + "for each student). Scenarios: \(scenarios)."))
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
  /// What students can do after the lesson, finishing "Students can …".
  var objective = ""
  /// The lesson's length in minutes.
  var minutes = 30
  /// The answer to `question`, as the reference model gives it.
  var answer = ""

  /// The lesson with its objective, time and answer.
  func with(objective: String, minutes: Int, answer: String) -> Lesson {
    var lesson = self
    lesson.objective = objective
    lesson.minutes = minutes
    lesson.answer = answer
    return lesson
  }

  static func of(_ family: Scenario.Family) -> Lesson {
    switch family {
    case .launch:
      Lesson(
        goal: "A cold launch: the two launch callbacks first, then the scene (or the app) comes on screen. "
          + LifecycleDiagrams.launchPaths,
        simulatorOptions: "", script: ["tapIcon", "reset", "backgroundLaunch fetch", "choose 2"],
        question: "Why does a background launch offer two alternatives, and what does a scene-based app's "
          + "`UIApplication.applicationState` say during `application(_:didFinishLaunchingWithOptions:)`?"
      )
      .with(
        objective: "name the launch callbacks in order in both life cycles, and say how each life cycle "
          + "reaches the foreground", minutes: 35,
        answer: "Where the reference cannot pick, it offers alternatives: reports differ on whether any "
          + "scene connects when "
          + "the system launches a scene-based app in the background (alternative 1: none; alternative 2: one "
          + "scene, in the background, as Apple says the system may do). During "
          + "`application(_:didFinishLaunchingWithOptions:)` a scene-based app's `applicationState` is "
          + "`.background`: it launches in the background, and its first scene brings it to the foreground.")
    case .homePress:
      Lesson(
        goal: "Leaving the app always passes through inactive: resign active, then enter the background.",
        simulatorOptions: " --lifecycle app", script: ["tapIcon", "pressHome", "state"],
        question: "Which callback is the last moment to save the user's work before the app may be suspended?"
      )
      .with(
        objective: "give the order of leaving the app and say where to save work", minutes: 20,
        answer: "`applicationDidEnterBackground(_:)` (scene-based: `sceneDidEnterBackground(_:)`). After "
          + "it the app may be "
          + "suspended without another callback, and a suspended app may be ended without one.")
    case .relaunch:
      Lesson(
        goal: "Coming back is not launching again: `WillEnterForeground` then `DidBecomeActive`, and no "
          + "launch callbacks, unless the process was ended or the scene released.",
        simulatorOptions: "",
        script: ["tapIcon", "pressHome", "tapIcon", "pressHome", "disconnectScene main", "tapIcon"],
        question: "After the system released the scene, which callback comes back and which does not "
          + "(`application(_:configurationForConnecting:options:)`)?"
      )
      .with(
        objective: "tell coming back from launching again, and say which callbacks a released scene "
          + "brings back", minutes: 30,
        answer: "`scene(_:willConnectTo:options:)` comes back: the saved session connects again, with the "
          + "activity it saved, "
          + "then `sceneWillEnterForeground(_:)` and `sceneDidBecomeActive(_:)`. "
          + "`application(_:configurationForConnecting:options:)` does not: UIKit asks for a configuration only "
          + "for a new session. No launch callback comes either: the process kept running.")
    case .suspension:
      Lesson(
        goal: "Suspension delivers nothing at all, and a suspended app is ended without "
          + "`applicationWillTerminate(_:)`. Only an app still running in the background hears it.",
        simulatorOptions: " --lifecycle app",
        script: [
          "tapIcon", "pressHome", "suspend", "terminate", "tapIcon",
          "pressHome", "terminate",
        ],
        question: "Why can an app not rely on `applicationWillTerminate(_:)` to save its state?"
      )
      .with(
        objective: "explain why suspension is silent and when `applicationWillTerminate(_:)` comes", minutes: 25,
        answer: "A suspended app is ended without any callback, and the system suspends apps in the "
          + "background at any "
          + "time; even a running app gets it only \"may be called\", and an app ended for memory gets nothing. "
          + "Save when the app enters the background instead.")
    case .multiScene:
      Lesson(
        goal: "Each scene has its own lifecycle; the app's notifications follow the most active scene. "
          + "Two scenes' callbacks may interleave in any order.",
        simulatorOptions: "",
        script: [
          "tapIcon", "openScene second", "hideScene second", "showScene second",
          "closeScene second",
        ],
        question: "When the second scene opens, why is there no `UIApplication.didBecomeActiveNotification`?"
      )
      .with(
        objective: "follow two scenes' callbacks and the app's aggregate notifications", minutes: 30,
        answer: "`UIApplication` notifications follow the app's aggregate state, the state of its most "
          + "active scene. `main` "
          + "is already active, so the app already is: nothing changes for it. The reference lets the "
          + "notification appear as an optional event, since no page rules out a repeat, but no state change "
          + "calls for it.")
    case .interruption:
      Lesson(
        goal: "An overlay makes the app inactive without sending it to the background; Notification Center "
          + "is where devices disagree.",
        simulatorOptions: "",
        script: [
          "tapIcon", "beginInterruption alert", "endInterruption",
          "beginInterruption notificationCenter", "choose 2", "endInterruption",
        ],
        question: "Which of the three Notification Center alternatives would break an app that pauses video "
          + "in `sceneDidEnterBackground(_:)` only?"
      )
      .with(
        objective: "tell an overlay that makes the app inactive from a trip to the background", minutes: 35,
        answer: "Alternatives 1 and 2: the scene only resigns active (and, in 2, becomes active and "
          + "resigns again), so "
          + "`sceneDidEnterBackground(_:)` never comes and the video plays on under Notification Center. Only "
          + "alternative 3 sends the scene to the background. Pause in `sceneWillResignActive(_:)` as well.")
    case .other:
      Lesson(
        goal: "Events that are not state changes: memory warnings, time changes (queued while suspended), "
          + "URLs and Handoff, which arrive between `WillEnterForeground` and `DidBecomeActive`.",
        simulatorOptions: " --lifecycle app",
        script: [
          "tapIcon", "pressHome", "suspend", "significantTimeChange",
          "openURL",
        ],
        question: "Where in the order does the URL arrive, and where does the queued time change go?"
      )
      .with(
        objective: "place events that are not state changes: memory warnings, time changes, URLs, "
          + "activities", minutes: 25,
        answer: "The URL arrives after `applicationWillEnterForeground(_:)` and before "
          + "`applicationDidBecomeActive(_:)`: "
          + "UIKit brings the app to the foreground, hands over the URL, then makes it active. The time change, "
          + "queued while the app was suspended, arrives once in the step that brings the app back, with no "
          + "order against the foreground callbacks.")
    }
  }
}
