/// A kind of callback argument that a version 1.1 trace records: the header's `arguments` lists
/// the kinds the engine records, and only those are checked (Conformance/SPEC.md#version-11).
///
/// ```json
/// {"format": "lifecycle-trace", "version": 1.1, "lifecycle": "scene", "arguments": ["sessions"]}
/// ```
///
/// A struct with static members, not an enum: later versions may add kinds.
package struct TraceArgument: Hashable, Sendable, Comparable, CustomStringConvertible {
  /// The name in a header's `arguments`.
  package let name: String
  /// The trace-line keys that carry this kind of argument.
  package let keys: [String]

  private init(_ name: String, keys: [String]) {
    self.name = name
    self.keys = keys
  }

  /// The scene sessions a callback is about: `sessions` on
  /// `application(_:configurationForConnecting:options:)` and
  /// `application(_:didDiscardSceneSessions:)`, `session` (of the `UIScene` passed) on every
  /// scene-delegate callback.
  package static let sessions = TraceArgument("sessions", keys: ["sessions", "session"])

  /// What the launch or connection options carry: `payload` (`"none"`, `"url"` or
  /// `"activity"`) on `application(_:willFinishLaunchingWithOptions:)`,
  /// `application(_:didFinishLaunchingWithOptions:)` and `scene(_:willConnectTo:options:)`.
  package static let payload = TraceArgument("payload", keys: ["payload"])

  /// What the state properties read inside the callback: `applicationState` (`active`,
  /// `inactive`, `background`) on every callback, `activationState` (`unattached`,
  /// `foregroundInactive`, `foregroundActive`, `background`) on scene-delegate callbacks.
  package static let states = TraceArgument("states", keys: ["applicationState", "activationState"])

  /// Every kind of version 1.1, in the order a header lists them.
  package static let all: [TraceArgument] = [.sessions, .payload, .states]

  /// The kind named `name` in a header, if any.
  package init?(name: String) {
    guard let known = Self.all.first(where: { $0.name == name }) else { return nil }
    self = known
  }

  /// Orders kinds of argument by name, for stable output.
  package static func < (lhs: TraceArgument, rhs: TraceArgument) -> Bool {
    Self.all.firstIndex(of: lhs)! < Self.all.firstIndex(of: rhs)!
  }

  /// The name the trace header uses.
  package var description: String { name }

  /// Kinds are equal when their names are: a name has one set of keys.
  package static func == (lhs: TraceArgument, rhs: TraceArgument) -> Bool { lhs.name == rhs.name }

  /// Hashes the name's length and first byte, which tell the kinds apart: the checker asks
  /// whether a kind is recorded for every event, and need not hash the names and keys in full.
  package func hash(into hasher: inout Hasher) {
    hasher.combine(name.utf8.count)
    hasher.combine(name.utf8.first)
  }
}

extension TraceArgument {
  /// The key of this kind that a line naming `event` carries, or `nil` when the event has no
  /// such argument.
  package func key(on event: Event) -> String? { keys(on: event).first }

  /// The keys of this kind that a line naming `event` carries, in the order the format lists them.
  package func keys(on event: Event) -> [String] {
    guard let callback = event.callback else { return [] }
    if name == "states" {
      return callback.method.isSceneDelegateMethod ? ["applicationState", "activationState"] : ["applicationState"]
    }
    return single(on: callback).map { [$0] } ?? []
  }

  private func single(on callback: Callback) -> String? {
    switch name {
    case "sessions":
      switch callback.method {
      case .applicationConfigurationForConnecting, .applicationDidDiscardSceneSessions: return "sessions"
      default: return callback.method.isSceneDelegateMethod ? "session" : nil
      }
    case "payload":
      return callback.method.takesPayload ? "payload" : nil
    default:
      return nil
    }
  }
}
