/// A version of the trace format: `1`; `1.1`, which adds callback arguments and stimuli
/// (Conformance/SPEC.md#version-11); or `1.2`, which adds a mapper's states to a recording
/// (Conformance/SPEC.md#version-12).
///
/// Versions are negotiated, never assumed: what a version adds is sent to an engine and checked
/// only when the engine declares that version, so a kit that learns a new version never fails
/// an engine written for an older one.
///
/// ```swift
/// import LifecycleConformance
///
/// // An engine written for 1.1: the kit sends it 1.1's stimuli too, and checks the arguments.
/// let capabilities = EngineCapabilities(lifecycles: [.scene], format: .v1_1)
/// print(FormatVersion.latest)   // 1.1
/// ```
///
/// A struct with static members, not an enum: later versions add members.
public struct FormatVersion: Hashable, Comparable, Sendable, CustomStringConvertible {
  /// The number after the point: 0 for version 1, 1 for version 1.1 (every version so far is 1.x).
  private let minor: Int

  private init(minor: Int) { self.minor = minor }

  /// Version 1: the stimuli, callbacks and notifications of the first published format.
  public static let v1 = FormatVersion(minor: 0)
  /// Version 1.1: callback arguments (sessions, payloads, states), termination without a word,
  /// background tasks and an external display.
  public static let v1_1 = FormatVersion(minor: 1)
  /// Version 1.2: a header's `projection` and state lines, the states a mapper's framework
  /// reported while its app was recorded; a conversation with an engine or a mapper carries
  /// none, so an engine's hello that lists 1.2 is sent what 1.1 sends.
  public static let v1_2 = FormatVersion(minor: 2)

  /// Every version the kit speaks, oldest first.
  public static let all: [FormatVersion] = [.v1, .v1_1, .v1_2]

  /// The newest version an engine's trace is written in: what `lifecycle record` writes and
  /// engines are sent (1.2 adds only what a recording of a mapper holds).
  public static let latest = FormatVersion.v1_1

  /// `1, 1.1 and 1.2`: every version, as a message names them.
  package static var spoken: String {
    let names = all.map(\.description)
    return names.dropLast().joined(separator: ", ") + " and " + names.last!
  }

  /// `1`, `1.1` or `1.2`, as a header and a hello write it.
  public var description: String { minor == 0 ? "1" : "1.\(minor)" }

  /// The version as a JSON number: `1`, `1.1`.
  package var json: JSONValue { minor == 0 ? .number(1) : .decimal(Double(description)!) }

  /// The version a JSON number names (`1`, `1.0`, `1.1`), or `nil` for a value that names none the
  /// kit speaks.
  package init?(_ value: JSONValue) {
    let number: Double
    switch value {
    case .number(let whole): number = Double(whole)
    case .decimal(let fraction): number = fraction
    default: return nil
    }
    guard let known = Self.all.first(where: { Double($0.description) == number }) else { return nil }
    self = known
  }

  /// Older versions first.
  public static func < (lhs: FormatVersion, rhs: FormatVersion) -> Bool { lhs.minor < rhs.minor }
}
