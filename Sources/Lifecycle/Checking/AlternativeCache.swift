/// The model's prepared alternatives for recently seen (state, stimulus) pairs.
///
/// A long trace revisits the same few states; asking the model and deriving each order once
/// per pair makes checking fast. The cache is emptied when full, so it stays small: full is
/// `capacity` pairs, or 64 events a pair on average. A pair of more than `largeStep` events (a
/// step of a hundred scenes or more) is kept only until the next such pair: a trace that opens
/// scene after scene never comes back to a state, and its steps of thousands of events would
/// otherwise fill the cache with answers no step asks for again.
///
/// `package`: the conformance kit hands one from run to run of an exploration, whose short
/// runs keep revisiting the same states.
package struct AlternativeCache: Sendable {
  /// How many pairs it holds before it starts again; tests share a larger one between checkers.
  package let capacity: Int

  package init(capacity: Int = 512) { self.capacity = capacity }

  /// How many expected events the entries hold at most, each step's remembered deliveries
  /// apart: memory stays bounded whatever the steps' sizes.
  package var eventCapacity: Int { capacity.multipliedReportingOverflow(by: 64).overflow ? .max : capacity * 64 }
  /// How many expected events the entries hold now.
  package private(set) var heldEvents = 0
  /// How many delivered events the remembered conformant steps hold now.
  package private(set) var heldDeliveredEvents = 0

  /// What every entry was computed for: the cache is a checker's, and the rare cache handed
  /// to a checker that records differently starts again. Keeping these out of the keys spares
  /// hashing them at every step.
  private var recording: TraceRecording?
  private var kinds: Set<TraceArgument> = []

  private struct Key: Hashable, Sendable {
    let model: LifecycleModel
    let stimulus: Stimulus
  }

  private var entries: [Key: Result<[PreparedAlternative], ImpossibleStimulus>] = [:]

  /// How many expected events make a pair large.
  static let largeStep = 1024
  /// The large pair kept, and its events.
  private var large: (key: Key, events: Int)?

  /// The steps from some states and a stimulus already judged conformant: the verdict is a
  /// pure function of the states, the stimulus, what was delivered and what is checked, so a
  /// walk that comes back to a state and gets the same response again is judged by one lookup.
  private struct Verdict: Hashable, Sendable {
    let models: [LifecycleModel]
    let stimulus: Stimulus
  }

  /// A delivery judged conformant, and the states that followed it.
  private struct Judged: Sendable {
    let events: [Event]
    let arguments: [EventArguments]
    let next: [LifecycleModel]
  }

  /// The deliveries judged conformant for each remembered step: a step is answered in a few
  /// ways, compared in full rather than hashed.
  private var verdicts: [Verdict: [Judged]] = [:]

  /// Starts again when asked about a different recording or arguments than the entries are for
  /// (with the states checked, the model's answers carry them).
  private mutating func use(_ recording: TraceRecording, _ kinds: Set<TraceArgument>? = nil) {
    if self.recording == recording, kinds == nil || kinds == self.kinds { return }
    if self.recording != nil {
      entries.removeAll(keepingCapacity: true)
      verdicts.removeAll(keepingCapacity: true)
      heldEvents = 0
      heldDeliveredEvents = 0
      large = nil
    }
    self.recording = recording
    if let kinds { self.kinds = kinds }
  }

  mutating func alternatives(
    _ model: LifecycleModel, _ stimulus: Stimulus, recording: TraceRecording, kinds: Set<TraceArgument>
  ) -> Result<[PreparedAlternative], ImpossibleStimulus> {
    use(recording, kinds)
    let key = Key(model: model, stimulus: stimulus)
    if let cached = entries[key] { return cached }
    let result = Result { () throws(ImpossibleStimulus) in
      try model.respond(to: stimulus, withStates: kinds.contains(.states)).map {
        PreparedAlternative($0, recording: recording)
      }
    }
    let size = (try? result.get())?.reduce(0) { $0 + $1.alternative.response.events.count } ?? 0
    guard size <= eventCapacity else { return result }
    if size > Self.largeStep, let large {
      entries[large.key] = nil
      heldEvents -= large.events
      self.large = nil
    }
    if entries.count >= capacity || heldEvents + size > eventCapacity {
      entries.removeAll(keepingCapacity: true)
      heldEvents = 0
      large = nil
    }
    entries[key] = result
    heldEvents += size
    if size > Self.largeStep { large = (key, size) }
    return result
  }

  /// The states after a step judged conformant before, or `nil` if it was not.
  mutating func conformantStep(
    from models: [LifecycleModel], _ stimulus: Stimulus, _ events: [Event], _ arguments: [EventArguments],
    recording: TraceRecording, kinds: Set<TraceArgument>
  ) -> [LifecycleModel]? {
    guard capacity > 0 else { return nil }
    use(recording, kinds)
    return verdicts[Verdict(models: models, stimulus: stimulus)]?
      .first { $0.events == events && $0.arguments == arguments }?.next
  }

  /// Remembers a step judged conformant, with the states that follow it.
  mutating func rememberConformantStep(
    from models: [LifecycleModel], _ stimulus: Stimulus, _ events: [Event], _ arguments: [EventArguments],
    recording: TraceRecording, kinds: Set<TraceArgument>, next: [LifecycleModel]
  ) {
    guard capacity > 0 else { return }
    use(recording, kinds)
    guard events.count <= eventCapacity else { return }
    // Divided, since tests pass `.max`.
    if verdicts.count / 4 >= capacity || heldDeliveredEvents + events.count > eventCapacity {
      verdicts.removeAll(keepingCapacity: true)
      heldDeliveredEvents = 0
    }
    verdicts[Verdict(models: models, stimulus: stimulus), default: []]
      .append(Judged(events: events, arguments: arguments, next: next))
    heldDeliveredEvents += events.count
  }
}
