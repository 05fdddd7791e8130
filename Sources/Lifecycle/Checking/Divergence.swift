/// The first point where a trace leaves every response the reference model allows, or a
/// stimulus that cannot happen.
///
/// ```
/// line 7: sceneDidEnterBackground(_:) main came before sceneWillResignActive(_:) main
///   step 2: pressHome (line 5)
///   - expected, + actual:
///   - sceneWillResignActive(_:) main
///     sceneDidEnterBackground(_:) main
///   rule: delegate-sequence: each delegate's callbacks come one after another, …
///   spec: Conformance/SPEC.md#delegate-sequence
///   response: Conformance/SPEC.md#stimuli
///   see: https://developer.apple.com/documentation/uikit/managing-your-app-s-life-cycle
/// ```
public struct Divergence: Error, Hashable, Sendable, CustomStringConvertible {
  /// Whether the engine went wrong or the stimulus cannot happen.
  package let kind: Kind
  /// The stimulus of the step that diverged.
  public let stimulus: Stimulus
  /// The line of that stimulus, when checking a trace file.
  package let stimulusLine: Int?
  /// The line that decided the verdict: the offending event, the impossible stimulus, or, for
  /// a step that lacks a required event, the step's stimulus line.
  public let line: Int?
  /// The step's index, counted from 0.
  package let stepIndex: Int
  /// What went wrong, in one sentence.
  public let message: String
  /// One allowed response, ordered as close to the actual one as its order allows: the whole
  /// step when the rest of the step is known (the conformance kit; `lifecycle verify` reads on
  /// to the step's end), else the part up to the offending event.
  package internal(set) var expected: [Event]
  /// The sessions each expected event concerns, beside `expected`: the session a configuration
  /// is asked for, the sessions discarded; empty for every other event.
  package internal(set) var expectedSessions: [[SceneID]]
  /// What was delivered in the step: all of it when the rest of the step is known, else up to
  /// and including the offending event.
  package internal(set) var actual: [Event]
  /// The rule broken, if any.
  package let rule: Rule?
  /// The id of the rule broken (`required-event`), as Conformance/SPEC.md names it.
  public var ruleID: String? { rule?.id }
  /// The documentation page behind the rule.
  package let reference: String?
  /// The section of Conformance/SPEC.md that says how the model answers the step's stimulus
  /// in the state it started from (`Stimulus.responseSection(in:)`).
  package internal(set) var responseSection: String
  /// Why the stimulus cannot happen, for `.impossibleStimulus`.
  package let impossibility: ImpossibleStimulus?
  /// The argument that differs, when the events fit but a callback was given the wrong value
  /// (a version 1.1 trace); the diff ends with its two values.
  package internal(set) var argument: ArgumentDifference?
  /// The smallest change to the step's response that removes this divergence, when the whole
  /// step is known: positions count the events of `actual`. `nil` while a trace is read line by
  /// line (the rest of the step unknown) and for an impossible stimulus.
  package internal(set) var correction: Correction?
  /// For a divergence of the states a version 1.2 trace records, what the mapper reported.
  package internal(set) var state: StateDetail?
  /// The corrections of the notifications the engine got wrong with this divergence's callback
  /// (missing with it, or extra with it): part of its bug, and marked in its diff
  /// (`foldingNotifications`).
  package internal(set) var notifications: [Correction] = []
  /// For a notification's divergence folded into its callback's, the signature of the
  /// callback's: the bug it is part of, not one of its own.
  package internal(set) var partOf: BugSignature?
  /// When the divergence undoes one of an earlier step (the event missing there comes now, or
  /// the extra one then is missing now), that step and its bug: this one follows from the state
  /// the engine left the model in there (`TraceChecker.markingConsequences`).
  package internal(set) var consequence: Consequence?

  /// The earlier divergence a later one follows from.
  package struct Consequence: Hashable, Sendable {
    /// The step, from 0, where the engine first left the model.
    package var stepIndex: Int
    /// Its stimulus.
    package var stimulus: Stimulus
    /// Its bug.
    package var signature: BugSignature
  }

  /// The two kinds of divergence.
  package enum Kind: String, Hashable, Sendable {
    /// The engine delivered something no allowed response contains, in that order.
    case nonconformant
    /// The stimulus cannot happen in any state the trace so far is consistent with: the trace
    /// is invalid.
    case impossibleStimulus
  }

  /// A rule a response breaks: an order rule (`OrderRule.id`), `pairs`, `required-event` or
  /// `allowed-events`; each has a heading in Conformance/SPEC.md.
  package struct Rule: Hashable, Sendable, CustomStringConvertible {
    /// A stable identifier.
    package let id: String
    /// The rule in one sentence.
    package let summary: String
    /// The heading of Conformance/SPEC.md that states the rule, when it is not `id`.
    package let section: String?

    /// A rule with a stable id and a one-sentence summary, stated under `section` (by default
    /// the heading `id`).
    package init(id: String, summary: String, section: String? = nil) {
      self.id = id
      self.summary = summary
      self.section = section
    }

    /// An event outside every allowed response.
    package static let allowedEvents = Rule(id: "allowed-events", summary: "not in any allowed response")

    /// Events that come together or not at all, one without the others
    /// (Conformance/SPEC.md#pairs).
    package static let pairs = Rule(
      id: "pairs",
      summary: "an optional callback and its notification, or a scene's passing resign and return, "
        + "appear all together or not at all; the app's notification of that resign or return only with it")

    /// A required event missing when the step closed; `summary` says where the event comes from.
    package static func requiredEvent(_ summary: String) -> Rule { Rule(id: "required-event", summary: summary) }

    /// Where the specification states the rule: `Conformance/SPEC.md#delegate-sequence`.
    package var specification: String { "Conformance/SPEC.md#\(section ?? id)" }

    /// `id: summary`.
    package var description: String { "\(id): \(summary)" }
  }

  init(
    kind: Kind = .nonconformant, stimulus: Stimulus, stimulusLine: Int?, line: Int?, stepIndex: Int,
    message: String, expected: [Event] = [], expectedSessions: [[SceneID]] = [], actual: [Event] = [],
    rule: Rule? = nil, reference: String? = nil, impossibility: ImpossibleStimulus? = nil
  ) {
    self.kind = kind
    self.stimulus = stimulus
    self.stimulusLine = stimulusLine
    self.line = line
    self.stepIndex = stepIndex
    self.message = message
    self.expected = expected
    self.expectedSessions =
      expectedSessions.count == expected.count
      ? expectedSessions : Array(repeating: [], count: expected.count)
    self.actual = actual
    self.rule = rule
    self.reference = reference
    self.impossibility = impossibility
    self.responseSection = stimulus.responseSection
    self.argument = nil
    self.correction = nil
    self.state = nil
  }

  init(impossible: ImpossibleStimulus, line: Int?, stepIndex: Int) {
    self.init(
      kind: .impossibleStimulus, stimulus: impossible.stimulus, stimulusLine: line, line: line,
      stepIndex: stepIndex, message: impossible.traceMessage,
      impossibility: impossible)
  }

  /// The step's diff, one line per event: `- ` expected only, `+ ` actual only, two spaces both;
  /// a configuration or a discard names its sessions (`session second`, `sessions main, second`);
  /// an argument that differs follows, with both values.
  public var diff: String { diffLines.joined(separator: "\n") }

  private var diffLines: [String] {
    let labels = zip(expected, expectedSessions).map(Self.label)
    return EventDiff.lines(expected: expected, actual: actual, labels: labels) + (argument?.diffLines ?? [])
  }

  /// The diff of this divergence alone, when it has a correction: the delivered response against
  /// the same response with only this correction made, so a missing event is one `-` line, an
  /// extra one one `+` line, whatever else the step got wrong; otherwise `diff`'s lines.
  package var correctionDiff: [String] {
    guard let correction else { return diffLines }
    let corrected = Correction.applied([correction] + notifications, to: actual)
    // Each event labelled as in the step's diff (a configuration names its session).
    var labels: [Event: String] = [:]
    for (event, sessions) in zip(expected, expectedSessions) where !sessions.isEmpty && labels[event] == nil {
      labels[event] = Self.label(event, sessions)
    }
    return EventDiff.lines(expected: corrected, actual: actual, labels: corrected.map { labels[$0] ?? $0.description })
      + (argument?.diffLines ?? [])
  }

  private static func label(_ event: Event, _ sessions: [SceneID]) -> String {
    sessions.isEmpty
      ? event.description
      : "\(event) \(sessions.count == 1 ? "session" : "sessions") \(sessions.map(\.description).joined(separator: ", "))"
  }

  /// The lines under the message: the step, the diff with its legend, the rule, the page.
  package var details: [String] { details(namingStep: true) }

  /// The lines under a failure's headline, the one rendering of a divergence that `lifecycle
  /// verify` and the conformance kit (Swift Testing and XCTest alike) print: the step unless the
  /// headline names it, the diff with its legend, the rule, where the specification states it
  /// and the stimulus's response, and the documentation page.
  package func details(namingStep: Bool) -> [String] {
    details(namingStep: namingStep, correctionOnly: false)
  }

  /// The details, with the diff of this divergence alone (`correctionDiff`) when
  /// `correctionOnly`: what a list of every divergence shows for each. `ruleLines` take the
  /// place of the rule and its section: a failure whose rule is an engine's fault, which the
  /// divergence only follows from, names that fault's.
  package func details(namingStep: Bool, correctionOnly: Bool, ruleLines: [String]? = nil) -> [String] {
    guard kind == .nonconformant else { return [] }
    if let state { return state.lines(step: "step \(stepIndex + 1): \(stimulus.summary) (line \(stimulusLine ?? 0))") }
    var lines: [String] = []
    if namingStep {
      lines.append("step \(stepIndex + 1): \(stimulus.summary)" + (stimulusLine.map { " (line \($0))" } ?? ""))
    }
    let diffLines = correctionOnly ? correctionDiff : diffLines
    if !diffLines.isEmpty { lines += ["- expected, + actual:"] + diffLines }
    if let consequence {
      lines.append(
        "follows from step \(consequence.stepIndex + 1) (\(consequence.stimulus.summary)), where the engine first left "
          + "the model: \(consequence.signature.difference)")
    }
    if let ruleLines {
      lines += ruleLines
    } else if let rule {
      lines += ["rule: \(rule)", "spec: \(rule.specification)"]
    }
    lines.append("response: Conformance/SPEC.md#\(responseSection)")
    if let reference { lines.append("see: \(reference)") }
    return lines
  }

  /// The message with its line, then the details indented by two spaces.
  public var description: String {
    ([(line.map { "line \($0): " } ?? "") + message] + details.map { "  " + $0 }).joined(separator: "\n")
  }
}
