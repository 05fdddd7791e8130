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
}
