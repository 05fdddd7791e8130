/// Puts the events of one alternative in a single order that keeps every edge: the order a
/// trace of the reference model shows, and the expected side of a divergence's diff.
enum Linearisation {
  /// `placed` (compact positions, in the order they were seen) keep their order; each of
  /// `inserting` goes after its predecessors and before its successors, at the first place
  /// where the next event is listed after it, so the result stays close to both the actual
  /// order and the order the model lists.
  static func order(_ candidate: PreparedAlternative, placed: [Int], inserting: [Int]) -> [Int] {
    var sequence = placed
    var pending = inserting.filter { !placed.contains($0) }.sorted()
    while !pending.isEmpty {
      // The first listed event whose pending predecessors are all in place.
      let next = pending.firstIndex { index in
        !pending.contains { candidate.predecessors[index].contains($0) }
      } ?? 0
      let index = pending.remove(at: next)
      let low = (sequence.lastIndex { candidate.predecessors[index].contains($0) } ?? -1) + 1
      let high = sequence.firstIndex { candidate.predecessors[$0].contains(index) } ?? sequence.count
      var position = max(low, min(high, sequence.count))
      while position < min(high, sequence.count), sequence[position] < index { position += 1 }
      sequence.insert(index, at: position)
    }
    return sequence
  }
}

extension Alternative {
  /// The alternative's events in one order that keeps every edge of its response: the model's
  /// listing wherever the edges allow it. What a conforming engine might deliver.
  ///
  /// ```swift
  /// let launch = try LifecycleModel(lifecycle: .app).respond(to: .tapIcon)[0]
  /// launch.linearised(for: .tapIcon, recording: .callbacks)
  /// // willFinishLaunching, didFinishLaunching, applicationDidBecomeActive
  /// ```
  ///
  /// - Parameters:
  ///   - recording: the kinds of event to keep.
  ///   - includingOptional: whether to deliver the events that may appear, too.
  public func linearised(for stimulus: Stimulus, recording: TraceChecker.Recording = .both,
                         includingOptional: Bool = false) -> [Event] {
    let candidate = PreparedAlternative(self, stimulus: stimulus, recording: recording)
    let chosen = candidate.events.indices.filter { includingOptional || candidate.required.contains($0) }
    return Linearisation.order(candidate, placed: [], inserting: chosen).map { candidate.events[$0] }
  }
}
