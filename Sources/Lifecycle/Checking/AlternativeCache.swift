/// The model's prepared alternatives for recently seen (state, stimulus) pairs.
///
/// A long trace revisits the same few states; asking the model and deriving each order once
/// per pair makes checking fast. The cache is emptied when full, so it stays small.
///
/// `package`: the conformance kit hands one from run to run of an exploration, whose short
/// runs keep revisiting the same states.
package struct AlternativeCache: Sendable {
  /// How many pairs it holds before it starts again; tests share a larger one between checkers.
  package let capacity: Int

  package init(capacity: Int = 512) { self.capacity = capacity }

  private struct Key: Hashable, Sendable {
    let model: LifecycleModel
    let stimulus: Stimulus
    let recording: TraceChecker.Recording
  }

  private var entries: [Key: Result<[PreparedAlternative], ImpossibleStimulus>] = [:]

  /// A conformant step already judged: the states it started from, what was delivered, and
  /// what the checker checks. The verdict is a pure function of these, so a walk that comes
  /// back to a state and gets the same response again is judged by one lookup.
  private struct Verdict: Hashable, Sendable {
    let models: [LifecycleModel]
    let stimulus: Stimulus
    let events: [Event]
    let arguments: [EventArguments]
    let recording: TraceChecker.Recording
    let kinds: Set<TraceArgument>
  }

  /// The states that followed each remembered conformant step.
  private var verdicts: [Verdict: [LifecycleModel]] = [:]

  mutating func alternatives(
    _ model: LifecycleModel, _ stimulus: Stimulus, recording: TraceChecker.Recording
  ) -> Result<[PreparedAlternative], ImpossibleStimulus> {
    let key = Key(model: model, stimulus: stimulus, recording: recording)
    if let cached = entries[key] { return cached }
    let result = Result { () throws(ImpossibleStimulus) in
      try model.respond(to: stimulus).map { PreparedAlternative($0, recording: recording) }
    }
    if entries.count >= capacity { entries.removeAll(keepingCapacity: true) }
    entries[key] = result
    return result
  }

  /// The states after a step judged conformant before, or `nil` if it was not.
  mutating func conformantStep(
    from models: [LifecycleModel], _ stimulus: Stimulus, _ events: [Event], _ arguments: [EventArguments],
    recording: TraceChecker.Recording, kinds: Set<TraceArgument>
  ) -> [LifecycleModel]? {
    guard capacity > 0 else { return nil }
    return verdicts[
      Verdict(
        models: models, stimulus: stimulus, events: events, arguments: arguments,
        recording: recording, kinds: kinds)]
  }

  /// Remembers a step judged conformant, with the states that follow it.
  mutating func rememberConformantStep(
    from models: [LifecycleModel], _ stimulus: Stimulus, _ events: [Event], _ arguments: [EventArguments],
    recording: TraceChecker.Recording, kinds: Set<TraceArgument>, next: [LifecycleModel]
  ) {
    guard capacity > 0 else { return }
    // Four verdicts a pair: a pair is answered in a few ways. Divided, since tests pass `.max`.
    if verdicts.count / 4 >= capacity { verdicts.removeAll(keepingCapacity: true) }
    verdicts[
      Verdict(
        models: models, stimulus: stimulus, events: events, arguments: arguments,
        recording: recording, kinds: kinds)] = next
  }
}
