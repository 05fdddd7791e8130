extension TraceChecker {
  /// Checks one whole step and, when it diverges, resynchronises so that checking goes on:
  /// every divergence of a run, not only the first.
  ///
  /// ```swift
  /// var checker = TraceChecker(lifecycle: .app)
  /// for (stimulus, events) in steps {
  ///   if let divergence = checker.checkContinuing(stimulus, delivered: events) { found.append(divergence) }
  /// }
  /// ```
  ///
  /// After a divergence the checker goes on from the states that follow the alternatives
  /// closest to what was delivered: those whose events differ from the delivered ones in the
  /// fewest events (the size of the symmetric difference of the two multisets, counting only
  /// the optional events the engine delivered). An impossible stimulus changes nothing: the
  /// checker stays where it was, one step further on.
  ///
  /// - Returns: the step's divergence, or `nil` when it conforms.
  public mutating func checkContinuing(
    _ stimulus: Stimulus, delivered events: [Event],
    arguments: [EventArguments] = []
  ) -> Divergence? {
    let start = models
    let index = stepCount
    do {
      try check(stimulus, delivered: events, arguments: arguments)
      return nil
    } catch {
      resynchronise(from: start, stimulus, delivered: events)
      stepCount = index + 1
      return error
    }
  }

  /// Moves to the states after the alternatives nearest to `events`, from any of `start`.
  private mutating func resynchronise(from start: [LifecycleModel], _ stimulus: Stimulus, delivered events: [Event]) {
    var delivered: [Event: Int] = [:]
    for event in events { delivered[event, default: 0] += 1 }
    var best = Int.max
    var next: [LifecycleModel] = []
    for model in start {
      guard case .success(let alternatives) = cache.alternatives(model, stimulus, recording: recording) else {
        continue
      }
      for candidate in alternatives {
        let distance = Self.distance(candidate, delivered)
        if distance < best {
          best = distance
          next = [candidate.alternative.next]
        } else if distance == best, !next.contains(candidate.alternative.next) {
          next.append(candidate.alternative.next)
        }
      }
    }
    if !next.isEmpty { models = next }
  }

  /// The events one side has and the other lacks: required events not delivered, delivered
  /// events the alternative does not hold (or holds fewer times).
  private static func distance(_ candidate: PreparedAlternative, _ delivered: [Event: Int]) -> Int {
    var distance = 0
    for (event, positions) in candidate.occurrences {
      let required = positions.filter(candidate.required.contains).count
      let have = delivered[event] ?? 0
      if have < required { distance += required - have }
      if have > positions.count { distance += have - positions.count }
    }
    for (event, count) in delivered where candidate.occurrences[event] == nil { distance += count }
    return distance
  }
}
