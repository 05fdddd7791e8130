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
  /// launch.linearised(recording: .callbacks)
  /// // willFinishLaunching, didFinishLaunching, applicationDidBecomeActive
  /// ```
  ///
  /// - Parameters:
  ///   - recording: the kinds of event to keep.
  ///   - includingOptional: whether to deliver the events that may appear, too.
  public func linearised(recording: TraceChecker.Recording = .both, includingOptional: Bool = false) -> [Event] {
    let events = response.events
    let chosen = response.choosing { _ in includingOptional }.filter { recording.records(events[$0].event) }
    return response.linearExtension(of: chosen).map { events[$0].event }
  }
}

extension Response {
  /// The positions of the required events and of the optional ones `include` picks, a group
  /// (Conformance/SPEC.md#pairs) wholly or not at all, as its first member is decided.
  package func choosing(_ include: (Int) -> Bool) -> [Int] {
    var decided: [Int: Bool] = [:]
    let groups = groups
    for group in groups {
      let choice = include(group[0])
      for position in group { decided[position] = choice }
    }
    return events.indices.filter { events[$0].isRequired || (decided[$0] ?? include($0)) }
  }

  /// `positions` in an order that keeps every edge among them: at each point the ready event
  /// `pick` chooses among the ready ones (by default the first listed), so the listed order
  /// wherever the edges allow it.
  package func linearExtension(of positions: [Int], pick: (_ readyCount: Int) -> Int = { _ in 0 }) -> [Int] {
    let predecessors = order.predecessors
    var remaining = positions
    // A candidate is ready when none of its predecessors among `positions` is still remaining.
    let chosen = EventSet(positions)
    var done = EventSet()
    var placed: [Int] = []
    placed.reserveCapacity(positions.count)
    while !remaining.isEmpty {
      let ready = remaining.indices.filter { index in
        let waiting = predecessors[remaining[index]].subtracting(done)
        return waiting.subtracting(chosen) == waiting
      }
      let position = remaining.remove(at: ready[pick(ready.count)])
      done.insert(position)
      placed.append(position)
    }
    return placed
  }
}
