/// Puts events in a single order that keeps every edge: the order the reference engine
/// delivers, the order a trace of the model shows, and the expected side of a divergence's diff.
/// Written once, here; `Response.linearExtension(of:pick:)` and the diagnosis both use it.
enum Linearisation {
  /// `placed` keep their order; each of `inserting` goes after its predecessors and before its
  /// successors, at the first place where the next event is listed after it, so the result
  /// stays close to both the order seen and the order listed.
  ///
  /// - Parameters:
  ///   - predecessors: for each position, the positions that must come before it (transitively
  ///     closed).
  ///   - pick: which of the events ready to go in next (their predecessors all in place) goes
  ///     in, given how many are ready: by default the first listed.
  static func order(
    _ predecessors: [EventSet], placed: [Int], inserting: [Int],
    pick: (_ readyCount: Int) -> Int = { _ in 0 }
  ) -> [Int] {
    var sequence = placed
    sequence.reserveCapacity(placed.count + inserting.count)
    var pending = inserting.filter { !placed.contains($0) }.sorted()
    while !pending.isEmpty {
      let ready = pending.indices.filter { candidate in
        !pending.contains { predecessors[pending[candidate]].contains($0) }
      }
      // A cycle leaves nothing ready; the model never has one (`Order.hasCycle`).
      let index = pending.remove(at: ready.isEmpty ? 0 : ready[pick(ready.count)])
      let low = (sequence.lastIndex { predecessors[index].contains($0) } ?? -1) + 1
      let high = sequence.firstIndex { predecessors[$0].contains(index) } ?? sequence.count
      var position = max(low, min(high, sequence.count))
      while position < min(high, sequence.count), sequence[position] < index { position += 1 }
      sequence.insert(index, at: position)
    }
    return sequence
  }
}

extension Response {
  /// The response's events in one order that keeps every edge: the listing wherever the edges
  /// allow it. What a conforming engine might deliver.
  ///
  /// ```swift
  /// let launch = try LifecycleModel(lifecycle: .app).respond(to: .tapIcon)[0]
  /// launch.response.linearised(recording: .callbacks)
  /// // willFinishLaunching, didFinishLaunching, applicationDidBecomeActive
  /// ```
  ///
  /// - Parameters:
  ///   - recording: the kinds of event to keep.
  ///   - includingOptional: whether to deliver the events that may appear, too.
  package func linearised(recording: TraceRecording = .both, includingOptional: Bool = false) -> [Event] {
    let chosen = choosing { _ in includingOptional }.filter { recording.records(events[$0].event) }
    return linearExtension(of: chosen).map { events[$0].event }
  }

  /// The positions of the required events and of the optional ones `include` picks, a group
  /// (Conformance/SPEC.md#pairs) wholly or not at all, as its first member is decided, and an
  /// event that belongs to a group's change only with its group.
  package func choosing(_ include: (Int) -> Bool) -> [Int] {
    // By position: a step of many scenes holds a group for every neighbour.
    var decided = [Bool?](repeating: nil, count: events.count)
    let groups = groups
    for group in groups {
      let choice = include(group[0])
      for position in group { decided[position] = choice }
    }
    for dependency in dependencies {
      decided[dependency.event] = include(dependency.event) && dependency.group.allSatisfy { decided[$0] ?? true }
    }
    return events.indices.filter { events[$0].isRequired || (decided[$0] ?? include($0)) }
  }

  /// `positions` in an order that keeps every edge among them: at each point the ready event
  /// `pick` chooses among the ready ones (by default the first listed), so the listed order
  /// wherever the edges allow it.
  package func linearExtension(of positions: [Int], pick: (_ readyCount: Int) -> Int = { _ in 0 }) -> [Int] {
    Linearisation.order(predecessors(among: positions), placed: [], inserting: positions, pick: pick)
  }

  /// For each of `chosen`, the positions of `chosen` that must come before it, which is all
  /// `Linearisation.order` asks of the order when it places them.
  ///
  /// A few events of a response of thousands (the required ones of a step of many scenes) are
  /// found by walking the direct edges back from each: the order's closure, a set of thousands
  /// of positions for every event, is tens of megabytes there. Many events take the closure.
  private func predecessors(among chosen: [Int]) -> [EventSet] {
    guard chosen.count * 64 < events.count else { return order.predecessors }
    let edges = orderEdges
    // The direct predecessors of each position, `earlier[start[p] ..< start[p + 1]]`.
    var start = [Int](repeating: 0, count: events.count + 1)
    for edge in edges { start[edge.later + 1] += 1 }
    for position in events.indices { start[position + 1] += start[position] }
    var next = start
    var earlier = [Int](repeating: 0, count: edges.count)
    for edge in edges {
      earlier[next[edge.later]] = edge.earlier
      next[edge.later] += 1
    }
    var isChosen = [Bool](repeating: false, count: events.count)
    for position in chosen { isChosen[position] = true }
    var predecessors = [EventSet](repeating: EventSet(), count: events.count)
    // Which walk last reached each position, so that no walk clears the marks of the one before.
    var reachedBy = [Int](repeating: -1, count: events.count)
    var pending: [Int] = []
    for (walk, position) in chosen.enumerated() {
      pending.append(position)
      while let current = pending.popLast() {
        for predecessor in earlier[start[current]..<start[current + 1]] where reachedBy[predecessor] != walk {
          reachedBy[predecessor] = walk
          if isChosen[predecessor] { predecessors[position].insert(predecessor) }
          pending.append(predecessor)
        }
      }
    }
    return predecessors
  }
}

extension Alternative {
  /// The alternative's response in one order that keeps every edge: `Response.linearised`.
  package func linearised(recording: TraceRecording = .both, includingOptional: Bool = false) -> [Event] {
    response.linearised(recording: recording, includingOptional: includingOptional)
  }
}
