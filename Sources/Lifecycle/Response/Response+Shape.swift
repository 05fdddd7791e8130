extension Response {
  /// The response reduced to what a trace can tell apart: which events, which are required,
  /// which pairs are ordered, and which events come together or not at all. Two responses with
  /// the same shape accept the same traces, whatever order they list independent events in.
  public var shape: Shape {
    var seen: [Event: Int] = [:]
    let keys = events.map { expected -> Shape.Key in
      let occurrence = seen[expected.event, default: 0]
      seen[expected.event] = occurrence + 1
      return Shape.Key(event: expected.event, occurrence: occurrence, presence: expected.presence,
                       payload: expected.payload)
    }
    return Shape(
      events: Set(keys),
      pairs: Set(order.pairs.map { Shape.Pair(earlier: keys[$0.earlier], later: keys[$0.later]) }),
      groups: Set(groups.map { Set($0.map { keys[$0] }) }))
  }

  /// A response reduced to its events, ordered pairs and groups.
  public struct Shape: Hashable, Sendable {
    public let events: Set<Key>
    public let pairs: Set<Pair>
    /// The events that appear all together or not at all.
    public let groups: Set<Set<Key>>

    /// An event with its occurrence number (the second `applicationWillResignActive(_:)` of a
    /// step is occurrence 1) and whether it is required.
    public struct Key: Hashable, Sendable, CustomStringConvertible {
      public let event: Event
      public let occurrence: Int
      public let presence: ExpectedEvent.Presence
      /// What its options carry (Conformance/SPEC.md#argument-payload); `.none` for most.
      public var payload: LaunchPayload = .none

      public var description: String {
        "\(event)" + (occurrence > 0 ? " #\(occurrence + 1)" : "") + (presence == .optional ? " (optional)" : "")
          + (payload == .none ? "" : " carrying \(payload.rawValue)")
      }
    }

    /// `earlier` must come before `later`.
    public struct Pair: Hashable, Sendable, CustomStringConvertible {
      public let earlier: Key
      public let later: Key
      public var description: String { "\(earlier) → \(later)" }
    }
  }
}
