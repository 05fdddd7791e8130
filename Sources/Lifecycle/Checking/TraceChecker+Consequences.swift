extension TraceChecker {
  /// An event the engine got wrong in a step: missing there, or extra there.
  struct Departure: Hashable, Sendable {
    /// Whether it was missing (else extra).
    var missing: Bool
    /// The step's divergence about it.
    var divergence: Divergence.Consequence
  }

  /// The step's divergences, each that undoes a departure of an earlier step marked as its
  /// consequence (Conformance/SPEC.md#consequences): an event missing then that comes now, where
  /// it is extra, or one extra then that is missing now, for the same scene, not delivered in
  /// between. The engine went on from the state its own events left, and this divergence is
  /// that earlier mistake showing again, not a second one.
  ///
  /// ```
  /// beginInterruption: missing applicationWillResignActive(_:)     ← the bug
  /// pressHome:         extra applicationWillResignActive(_:)       ← its consequence
  /// ```
  ///
  /// Notes the step's own departures, and forgets those of events the step delivered in their
  /// place, and all of them at a launch (a new process). An event delivered twice is no
  /// departure: the engine did deliver it, once too often, and owes nothing later.
  mutating func markingConsequences(
    _ divergences: [Divergence], delivered events: [Event], step index: Int
  ) -> [Divergence] {
    if events.contains(where: Self.launches) || divergences.contains(where: \.launches) { departures = [:] }
    var marked = divergences
    var wrong: Set<Event> = []
    for position in marked.indices where marked[position].partOf == nil {
      guard let (missing, event) = marked[position].corrected(in: events) else { continue }
      wrong.insert(event)
      if let earlier = departures[event], earlier.missing != missing, earlier.divergence.stepIndex < index {
        marked[position].consequence = earlier.divergence
        departures[event] = nil
      } else if departures[event] == nil, missing || events.count(where: { $0 == event }) == 1 {
        let divergence = marked[position]
        departures[event] = Departure(
          missing: missing,
          divergence: Divergence.Consequence(
            stepIndex: index, stimulus: divergence.stimulus, signature: divergence.signature))
      }
    }
    for event in events where !wrong.contains(event) { departures[event] = nil }
    // A notification folded into its callback's bug follows that callback's cause too.
    for position in marked.indices {
      guard let owner = marked[position].partOf else { continue }
      marked[position].consequence = marked.first { $0.partOf == nil && $0.signature == owner }?.consequence
    }
    return marked
  }

  /// Whether the event starts a process: a launch's first callbacks.
  private static func launches(_ event: Event) -> Bool {
    event == .callback(.applicationWillFinishLaunching) || event == .callback(.applicationDidFinishLaunching)
  }
}
