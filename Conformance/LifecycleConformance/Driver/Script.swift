/// What a run does: the lifecycle, the saved sessions, the stimuli in order. A scenario is one
/// (`Script(scenario)`); exploration writes its own.
package struct Script: Hashable, Sendable, CustomStringConvertible {
  /// The scenario the script comes from, if any.
  package var scenarioID: String?
  /// Whether the app is app-based or scene-based.
  package var lifecycle: LifecycleStyle
  /// Scene sessions saved before the run, most recent first.
  package var sessions: [SceneID]
  /// The stimuli to perform, in order.
  package var stimuli: [Stimulus]
  /// The response sent for each stimulus, for an engine that plays iOS for a mapper
  /// (`MappedEngine`): empty, or one per stimulus; canonical where there is none.
  package var responses: [ResponseChoice] = []

  /// Creates a script of stimuli to perform from launch, with the scene sessions saved beforehand.
  package init(
    scenarioID: String? = nil, lifecycle: LifecycleStyle, sessions: [SceneID] = [], stimuli: [Stimulus],
    responses: [ResponseChoice] = []
  ) {
    self.scenarioID = scenarioID
    self.lifecycle = lifecycle
    self.sessions = sessions
    self.stimuli = stimuli
    self.responses = responses.contains { $0 != .canonical } ? responses : []
  }

  /// The response for the stimulus at `index`: canonical unless the script chose another.
  package func response(at index: Int) -> ResponseChoice {
    index < responses.count ? responses[index] : .canonical
  }

  /// The script's first `count` stimuli, with their responses.
  package func prefix(_ count: Int) -> Script {
    Script(
      lifecycle: lifecycle, sessions: sessions, stimuli: Array(stimuli.prefix(count)),
      responses: Array(responses.prefix(count)))
  }

  /// The scenario's stimuli, from its starting conditions.
  package init(_ scenario: Scenario) {
    self.init(
      scenarioID: scenario.id, lifecycle: scenario.lifecycle, sessions: scenario.sessions,
      stimuli: scenario.steps.map(\.stimulus))
  }

  /// What an engine must be able to do to run the script.
  package var requirements: Set<Capability> {
    Capability.needed(for: stimuli, lifecycle: lifecycle, sessions: sessions)
  }

  /// The starting conditions an engine is prepared with.
  package var start: StartingConditions { StartingConditions(lifecycle: lifecycle, savedSessions: sessions) }

  /// `scene-based, sessions [main]: tapIcon, beginInterruption:call`: each stimulus spelt as
  /// `lifecycle record` and `lifecycle simulate` read it (`Stimulus.argument`), followed by the
  /// response sent with it where that is not the canonical one: `tapIcon (notifications first)`.
  package var description: String {
    let saved = sessions.map(\.rawValue).joined(separator: ", ")
    let start = lifecycle.displayName + (sessions.isEmpty ? "" : ", sessions [\(saved)]")
    let steps = stimuli.indices.map { index in
      let response = response(at: index)
      return stimuli[index].argument + (response == .canonical ? "" : " (\(response))")
    }
    // A failure at the start (a hello, a process's initial state) has no stimulus before it.
    return start + ": " + (steps.isEmpty ? "the start, no stimulus" : steps.joined(separator: ", "))
  }

  /// The `lifecycle record` command that prints what a correct engine delivers for the script,
  /// to copy and paste: `lifecycle record --lifecycle app tapIcon beginInterruption:call`.
  package var recordCommand: String {
    var words = ["lifecycle", "record", "--lifecycle", lifecycle.rawValue]
    if !sessions.isEmpty { words += ["--sessions", sessions.map(\.rawValue).joined(separator: ",")] }
    return (words + stimuli.map { Self.shellQuoted($0.argument) }).joined(separator: " ")
  }

  private static func shellQuoted(_ word: String) -> String {
    word.allSatisfy { $0.isLetter || $0.isNumber || ":,=-._/".contains($0) } ? word : "'" + word + "'"
  }
}
