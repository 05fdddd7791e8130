/// What UIKit may deliver in answer to one stimulus: events, some optional, in a partial order.
///
/// The events are listed in the order a reader expects them; `order` derives from that
/// listing the edges Conformance/SPEC.md#how-a-trace-is-judged defines, so two scenes interleave
/// freely while each delegate's callbacks stay in sequence.
package struct Response: Hashable, Sendable {
  /// The events, in the order the model or the catalog lists them.
  package var events: [ExpectedEvent]

  /// Creates a response of expected events.
  package init(_ events: [ExpectedEvent] = []) { self.events = events }

  /// Whether nothing at all may be delivered.
  package var isEmpty: Bool { events.isEmpty }

  /// The events that must appear.
  package var requiredEvents: [ExpectedEvent] { events.filter(\.isRequired) }
}
