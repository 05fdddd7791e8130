/// An argument a callback was given, or a state it saw, that is not what UIKit passes or
/// reports (Conformance/SPEC.md#version-11).
///
/// ```
/// sessions of application(_:didDiscardSceneSessions:): expected [second], actual [main, second]
/// ```
package struct ArgumentDifference: Hashable, Sendable, CustomStringConvertible {
  /// The callback.
  package let event: Event
  /// The kind of argument, as the header's `arguments` names it.
  package let kind: TraceArgument
  /// The trace-line key that differs: `sessions`, `session`.
  package let key: String
  /// What UIKit passes, written as the diff shows it; alternatives joined by ` or `.
  package let expected: String
  /// What the engine passed.
  package let actual: String

  /// Creates the difference between what an event was given and what the model expected.
  package init(event: Event, kind: TraceArgument, key: String, expected: String, actual: String) {
    self.event = event
    self.kind = kind
    self.key = key
    self.expected = expected
    self.actual = actual
  }

  /// `sessions of application(_:didDiscardSceneSessions:): expected [second], actual [main, second]`.
  package var description: String { "\(key) of \(event): expected \(expected), actual \(actual)" }

  /// The two diff lines that name the argument: `- sessions: [second]`, `+ sessions: [main, second]`.
  package var diffLines: [String] { ["- \(key): \(expected)", "+ \(key): \(actual)"] }

  /// The rule this difference breaks.
  package var rule: Divergence.Rule { .argument(kind) }

  /// The first recorded argument of `actual` that `expected` does not allow, among `kinds`.
  static func first(
    _ expected: ExpectedEvent, _ actual: EventArguments,
    kinds: Set<TraceArgument>
  ) -> ArgumentDifference? {
    guard !kinds.isEmpty else { return nil }
    let wanted = EventArguments(expected: expected, kinds: kinds)
    if let sessions = actual.sessions, let expectedSessions = wanted.sessions,
      Set(sessions) != Set(expectedSessions)
    {
      return ArgumentDifference(
        event: expected.event, kind: .sessions, key: "sessions",
        expected: Self.list(expectedSessions), actual: Self.list(sessions))
    }
    if let session = actual.session, let expectedSession = wanted.session, session != expectedSession {
      return ArgumentDifference(
        event: expected.event, kind: .sessions, key: "session",
        expected: Quoted(expectedSession).description, actual: Quoted(session).description)
    }
    if let payload = actual.payload, let expectedPayload = wanted.payload, payload != expectedPayload {
      return ArgumentDifference(
        event: expected.event, kind: .payload, key: "payload",
        expected: expectedPayload.rawValue, actual: payload.rawValue)
    }
    if let state = actual.applicationState, let allowed = expected.applicationState, kinds.contains(.states),
      !allowed.allows(state)
    {
      return ArgumentDifference(
        event: expected.event, kind: .states, key: "applicationState",
        expected: allowed.summary, actual: state.rawValue)
    }
    if let state = actual.activationState, let allowed = expected.activationState, kinds.contains(.states),
      !allowed.allows(state)
    {
      return ArgumentDifference(
        event: expected.event, kind: .states, key: "activationState",
        expected: allowed.summary, actual: state.rawValue)
    }
    return nil
  }

  /// `actual` with each recorded argument `expected` does not allow replaced by the one UIKit
  /// passes (the first allowed value): what a correction gives the event.
  static func corrected(
    _ actual: EventArguments, _ expected: ExpectedEvent, kinds: Set<TraceArgument>
  ) -> EventArguments {
    let wanted = EventArguments(expected: expected, kinds: kinds)
    var fixed = actual
    if let sessions = actual.sessions, let right = wanted.sessions, Set(sessions) != Set(right) {
      fixed.sessions = right
    }
    if let session = actual.session, let right = wanted.session, session != right { fixed.session = right }
    if let payload = actual.payload, let right = wanted.payload, payload != right { fixed.payload = right }
    if let state = actual.applicationState, let allowed = expected.applicationState, kinds.contains(.states),
      !allowed.allows(state)
    {
      fixed.applicationState = wanted.applicationState
    }
    if let state = actual.activationState, let allowed = expected.activationState, kinds.contains(.states),
      !allowed.allows(state)
    {
      fixed.activationState = wanted.activationState
    }
    return fixed
  }

  /// `[main, second]`, sorted: a set of sessions has no order. A long list keeps its first
  /// `listedSessions` ids and says how many it has, and each id is quoted cut short: a
  /// message stays one line, whatever the engine passed.
  static func list(_ sessions: [SceneID]) -> String {
    let names = sessions.map(\.rawValue).sorted()
    let listed = names.prefix(listedSessions).map { Quoted($0).description }.joined(separator: ", ")
    guard names.count > listedSessions else { return "[" + listed + "]" }
    return "[" + listed + ", … (\(names.count) sessions)]"
  }

  /// How many sessions a list shows before it is cut.
  static let listedSessions = 10
}

extension Divergence.Rule {
  /// A callback given an argument, or seeing a state, other than UIKit's: one rule per kind,
  /// each with a heading in Conformance/SPEC.md.
  package static func argument(_ kind: TraceArgument) -> Divergence.Rule {
    switch kind {
    case .sessions:
      Divergence.Rule(
        id: "argument-sessions",
        summary: "a session callback is given the sessions it is about, "
          + "and a scene callback the scene it is about")
    case .payload:
      Divergence.Rule(
        id: "argument-payload",
        summary: "launch and connection options carry the URL or activity "
          + "that launches the app or connects the scene, and nothing else")
    case .states:
      Divergence.Rule(
        id: "argument-states",
        summary: "applicationState and activationState read inside a callback "
          + "what UIKit reports at that moment")
    default:
      Divergence.Rule(id: "argument-\(kind.name)", summary: "a callback is given what UIKit passes")
    }
  }
}
