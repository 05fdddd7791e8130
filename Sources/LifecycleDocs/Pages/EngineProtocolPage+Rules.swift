import Lifecycle

/// engine-protocol.md's two sections for an engine author's first red runs: which stimuli of the
/// hello declare each capability a skip names, and the rules every engine trips on, each with its
/// section of SPEC.md and an example the model answers. All of their prose is in this file, for
/// translation.
extension EngineProtocolPage {
  /// "What the hello declares": a table from each capability to the stimuli that declare it.
  static func capabilities() -> String {
    let rows = Capability.all.map { capability -> [String] in
      let stimuli =
        capability == .multipleScenes
        ? Markdown.code("openScene") + " " + localized("(a second scene id)")
        : stimuli(declaring: capability).map(Markdown.code).joined(separator: ", ")
      return [Markdown.code(capability.rawValue), stimuli, capability.introduced.description]
    }
    return [
      localized("## What the hello declares"),
      localized(
        "A skip names the capabilities a scenario needs (`the scenario needs payloads, deviceLock, which the "
          + "engine does not declare`); the hello declares them by the stimuli it lists. Listing one stimulus of "
          + "a capability declares it, and a scenario that needs another of its stimuli is skipped for that "
          + "stimulus alone (`the scenario needs tapNotification, which the engine does not perform`). A hello "
          + "without `stimuli` declares every capability of its trace format version."),
      Markdown.table([localized("Capability"), localized("Stimuli"), localized("Trace format")], rows),
    ].joined(separator: "\n\n")
  }

  /// The stimulus names that need `capability`, in the order of `Stimulus.Name`.
  static func stimuli(declaring capability: Capability) -> [String] {
    let all = Stimulus.candidates(
      lifecycle: .scene, payloadScenes: [.main], opening: ["second"], existing: [.main], version1_1: true)
    let needing = Set(all.filter { Capability.needed(for: $0).contains(capability) }.map(\.name))
    return Stimulus.Name.allCases.filter(needing.contains).map(\.rawValue)
  }

  /// One rule an engine trips on: what it says, where SPEC.md says it, and an example.
  struct Rule {
    let title: String
    let text: String
    let anchor: String
    let example: Example
  }

  /// An example the model answers: the stimuli before the steps shown (`setup`), and the steps
  /// shown, each with the first allowed answer that `prefer` accepts (the first answer when none does).
  struct Example {
    var sessions: [SceneID] = []
    let setup: [Stimulus]
    let shown: [Stimulus]
    var prefer: (Alternative) -> Bool = { _ in true }

    /// `#` and the setup, then `>` for each stimulus and `<` for each callback of the steps shown.
    var conversation: String {
      var model = LifecycleModel(lifecycle: .scene, sessions: sessions)
      for stimulus in setup { model = (try? model.respond(to: stimulus))?.first?.next ?? model }
      var header = TraceHeader(lifecycle: .scene, sessions: sessions, recording: .callbacks)
      header.source = nil
      var writer = TraceWriter(header: header, to: "")
      for stimulus in shown {
        guard let alternatives = try? model.respond(to: stimulus), let first = alternatives.first else { break }
        let chosen = alternatives.first(where: prefer) ?? first
        writer.write(stimulus, delivered: chosen.linearised(recording: .callbacks))
        model = chosen.next
      }
      let lines = writer.output.split(separator: "\n").enumerated().compactMap { index, line -> String? in
        // The header matters only when it saves sessions.
        if index == 0 { return sessions.isEmpty ? nil : "> \(line)" }
        return (line.hasPrefix(#"{"stimulus""#) ? "> " : "< ") + line
      }
      let before = setup.isEmpty ? [] : ["# " + setup.map(\.argument).joined(separator: " › ")]
      return (before + lines).joined(separator: "\n")
    }
  }

  /// "Rules every engine trips on", each linked to its section of SPEC.md, with an example.
  static func rules() -> String {
    let rules = [
      Rule(
        title: localized("Recency"),
        text: localized(
          "\"The most recent\" scene is the one active last; scenes active in the same step tie, "
            + "and then each of them is an allowed answer. Here `main` and `second` left together, so the "
            + "URL may go to either:"),
        anchor: "recency",
        example: Example(setup: [.tapIcon, .openScene("second"), .pressHome], shown: [.openURL(scene: nil)])),
      Rule(
        title: localized("What foregrounding brings back"),
        text: localized(
          "The scenes that were in the foreground when the app left, and "
            + "are still connected, come back. When none is, it is a launch of the most recent session: "
            + "reconnected, without `application(_:configurationForConnecting:options:)`:"),
        anchor: "foregrounding",
        example: Example(setup: [.tapIcon, .pressHome, .disconnectScene(.main)], shown: [.tapIcon])),
      Rule(
        title: localized("Closing the last scene ends the process"),
        text: localized(
          "`closeScene` of the only session, like "
            + "`swipeAwayInAppSwitcher`, ends the process: the next stimulus is a launch."),
        anchor: "closing-the-last-scene",
        example: Example(setup: [.tapIcon], shown: [.closeScene(.main), .tapIcon])),
      Rule(
        title: localized("A discard is reported, if not at once, at the next launch"),
        text: localized(
          "When the step that discards a "
            + "session does not call `application(_:didDiscardSceneSessions:)`, the next launch must, right "
            + "after `application(_:didFinishLaunchingWithOptions:)`:"),
        anchor: "closing-the-last-scene",
        example: Example(
          setup: [.tapIcon], shown: [.swipeAwayInAppSwitcher, .tapIcon],
          prefer: { !$0.response.events.contains { $0.event.callback?.method == .applicationDidDiscardSceneSessions } }
        )),
      Rule(
        title: localized("A swipe-away keeps the sessions the system released"),
        text: localized(
          "`swipeAwayInAppSwitcher` discards the "
            + "sessions of connected scenes only: `second`, released before it, survives, and the next launch "
            + "reconnects it:"),
        anchor: "multi-scene",
        example: Example(
          setup: [.tapIcon, .openScene("second"), .pressHome, .disconnectScene("second"), .tapIcon],
          shown: [.swipeAwayInAppSwitcher, .tapIcon])),
      Rule(
        title: localized("Who receives a payload"),
        text: localized(
          "The scene the stimulus names; with none, the most recent session. At a "
            + "launch a named receiver is the only scene that connects, and it gets the URL in its connection "
            + "options, with no `scene(_:openURLContexts:)`:"),
        anchor: "payloads",
        example: Example(sessions: [.main, "second"], setup: [], shown: [.openURL(scene: "second")])),
    ]
    var blocks = [
      localized("## Rules every engine trips on"),
      localized(
        "Each of these has cost an engine author a red run. `#` lists the stimuli before, `>` is the kit and `<` "
          + "the engine, with the required callbacks of one allowed answer."),
    ]
    for rule in rules {
      let link = SitePath.specLink("SPEC.md", anchor: rule.anchor)
      blocks.append("**\(rule.title)** (\(link)). \(rule.text)")
      blocks.append(Markdown.fence("", rule.example.conversation))
    }
    return blocks.joined(separator: "\n\n")
  }
}
