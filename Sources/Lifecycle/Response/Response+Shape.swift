extension Response {
  /// The response reduced to what a trace can tell apart: which events, which are required,
  /// which pairs are ordered, and which events come together or not at all. Two responses with
  /// the same shape accept the same traces, whatever order they list independent events in.
  public var shape: Shape {
    var seen: [Event: Int] = [:]
    let keys = events.map { expected -> Shape.Key in
      let occurrence = seen[expected.event, default: 0]
      seen[expected.event] = occurrence + 1
      return Shape.Key(
        event: expected.event, occurrence: occurrence, presence: expected.presence,
        payload: expected.payload)
    }
    return Shape(
      events: Set(keys),
      pairs: Set(order.pairs.map { Shape.Pair(earlier: keys[$0.earlier], later: keys[$0.later]) }),
      groups: Set(groups.map { Set($0.map { keys[$0] }) }),
      dependencies: Set(
        dependencies.map { Shape.Dependency(event: keys[$0.event], group: Set($0.group.map { keys[$0] })) }))
  }

  /// A response reduced to its events, ordered pairs and groups.
  public struct Shape: Hashable, Sendable {
    /// The events, each with its occurrence.
    public let events: Set<Key>
    /// The ordered pairs: each event that must come before another.
    public let pairs: Set<Pair>
    /// The events that appear all together or not at all.
    public let groups: Set<Set<Key>>
    /// The events that may appear only with a group (`Response.dependencies`).
    public let dependencies: Set<Dependency>

    /// An event with its occurrence number (the second `applicationWillResignActive(_:)` of a
    /// step is occurrence 1) and whether it is required.
    public struct Key: Hashable, Sendable, CustomStringConvertible {
      /// The event.
      public let event: Event
      /// Which occurrence of the event in the step, counting from 0.
      public let occurrence: Int
      /// Whether the event is required or optional.
      public let presence: ExpectedEvent.Presence
      /// What its options carry (Conformance/SPEC.md#argument-payload); `.none` for most.
      public var payload: LaunchPayload = .none

      /// The event, its occurrence if not the first, and `(optional)` if it is optional.
      public var description: String {
        "\(event)" + (occurrence > 0 ? " #\(occurrence + 1)" : "") + (presence == .optional ? " (optional)" : "")
          + (payload == .none ? "" : " carrying \(payload.rawValue)")
      }
    }

    /// `event` may appear only when every event of `group` appears.
    public struct Dependency: Hashable, Sendable, CustomStringConvertible {
      /// The event that belongs to the group's change.
      public let event: Key
      /// The group it comes with.
      public let group: Set<Key>
      /// `EVENT only with GROUP`.
      public var description: String {
        "\(event) only with \(group.map(\.description).sorted().joined(separator: ", "))"
      }
    }

    /// `earlier` must come before `later`.
    public struct Pair: Hashable, Sendable, CustomStringConvertible {
      /// The event that comes first.
      public let earlier: Key
      /// The event that comes after it.
      public let later: Key
      /// `EARLIER → LATER`.
      public var description: String { "\(earlier) → \(later)" }
    }
  }
}
