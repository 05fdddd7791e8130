extension TraceChecker {
  /// Checks one whole step, names every divergence in it, each under its own rule, and goes on
  /// from the states that best explain what was delivered
  /// (Conformance/SPEC.md#continuing-after-a-divergence).
  ///
  /// ```swift
  /// var checker = TraceChecker(lifecycle: .app)
  /// for (stimulus, events) in steps {
  ///   found += checker.checkEvery(stimulus, delivered: events)   // [] for a conformant step
  /// }
  /// ```
  ///
  /// The step is checked as `check(_:delivered:)` checks it; at each divergence its smallest
  /// correction (`Divergence.correction`) is made to the response, and the corrected response is
  /// checked again, until it is one the model allows. The divergences are those the checks named,
  /// the first being the step's verdict; each carries its correction in positions of `events`,
  /// and its `expected` side is the corrected response, so a diff shows only what was corrected.
  /// The checker goes on from the states that follow the corrected response. An impossible
  /// stimulus is returned alone, and the checker stays where it was, one step further on. A
  /// notification the engine got wrong together with its callback is part of the callback's bug
  /// (`Divergence.foldingNotifications`).
  ///
  /// - Parameters:
  ///   - lines: the stimulus's line and each event's, when checking a trace file: each
  ///     divergence names the line of the event it concerns (an inserted event, the stimulus's).
  ///   - complete: `false` for a step cut short by a line that breaks the format: only the
  ///     divergences its events make certain are named, and one that only the step's end would
  ///     name (an event that may have come after the cut) ends the list.
  package mutating func checkEvery(
    _ stimulus: Stimulus, delivered events: [Event], arguments given: [EventArguments] = [],
    lines: (stimulus: Int, events: [Int])? = nil, complete: Bool = true
  ) -> [Divergence] {
    let start = models
    let index = stepCount
    // After an event was added, removed or moved, what callbacks read follows the engine's own
    // history, not the corrected one: no longer evidence of anything, in this step or later.
    let arguments = readsStates ? given : given.map(\.withoutStates)
    // A conformant step is one lookup when the same states and response were judged before.
    do {
      try check(stimulus, delivered: events, arguments: arguments)
      if !departures.isEmpty { _ = markingConsequences([], delivered: events, step: index) }
      return []
    } catch {
      if error.kind == .impossibleStimulus, let impossibility = error.impossibility {
        stepCount = index + 1
        return [Divergence(impossible: impossibility, line: lines?.stimulus, stepIndex: index)]
      }
    }
    var response = events.indices.map {
      Delivered(event: events[$0], arguments: $0 < arguments.count ? arguments[$0] : .none, origin: $0)
    }
    var found: [Divergence] = []
    for _ in 0..<Self.correctionLimit {
      models = start
      stepCount = index
      switch attempt(stimulus, response, lines: lines) {
      case .allowed(let sessions):
        // Every divergence is told against the delivered response and the corrected one.
        let told = found.map { divergence in
          var told = divergence
          told.actual = events
          told.expected = response.map(\.event)
          told.expectedSessions = sessions
          return told
        }
        return markingConsequences(
          Divergence.foldingNotifications(told, delivered: events), delivered: events, step: index)
      case .diverged(let divergence, let atEnd):
        if atEnd && !complete { break }
        guard let correction = divergence.correction else {
          // Nothing to correct it by: it is named as it stands, and the checker resynchronises.
          found.append(divergence)
          break
        }
        var told = divergence
        told.correction = Self.delivered(correction, in: response, count: events.count)
        found.append(told)
        response = correction.applied(
          to: response, making: { Delivered(event: $0, arguments: .none, origin: nil) },
          replacing: { Delivered(event: $0.event, arguments: $1, origin: $0.origin) })
        if case .replaceArguments = correction {
        } else if readsStates {
          readsStates = false
          for position in response.indices { response[position].arguments = response[position].arguments.withoutStates }
        }
        continue
      }
      break
    }
    // No correction, or too many: go on from the alternatives nearest to what was delivered.
    readsStates = false
    models = start
    stepCount = index + 1
    step = nil
    resynchronise(from: start, stimulus, delivered: events)
    // A correction counts the delivered events: so does the `actual` of its divergence, as in a
    // step the corrections made allowed.
    let told = found.map { divergence in
      var told = divergence
      if told.correction != nil { told.actual = events }
      return told
    }
    return markingConsequences(Divergence.foldingNotifications(told, delivered: events), delivered: events, step: index)
  }

  /// Why `stimulus` cannot happen in any state the trace so far is consistent with, or `nil`
  /// when it can: what `begin(_:)` would throw for it, asked as soon as its line is read.
  package mutating func impossibility(of stimulus: Stimulus) -> ImpossibleStimulus? {
    let models = self.models
    do {
      _ = try models.union { (model) throws(ImpossibleStimulus) in
        try cache.alternatives(model, stimulus, recording: recording, kinds: arguments).get()
      }
      return nil
    } catch {
      return error
    }
  }

  /// The most corrections one step is given before the checker resynchronises instead: a step
  /// of thousands of events with as many mistakes would cost a check of the step for each.
  static let correctionLimit = 64

  /// One delivered event (or one a correction inserted: no origin) with its arguments.
  private struct Delivered {
    var event: Event
    var arguments: EventArguments
    /// Its position in the response as delivered.
    var origin: Int?
  }

  private enum Attempt {
    /// The response is allowed; the sessions each event's label names, for the diff.
    case allowed([[SceneID]])
    /// The first divergence of the response, and whether only its end named it.
    case diverged(Divergence, atEnd: Bool)
  }

  /// Checks `response` as the step's whole response, from the states the step starts from.
  private mutating func attempt(
    _ stimulus: Stimulus, _ response: [Delivered], lines: (stimulus: Int, events: [Int])?
  ) -> Attempt {
    func line(_ delivered: Delivered) -> Int? {
      guard let lines else { return nil }
      return delivered.origin.map { lines.events[$0] } ?? lines.stimulus
    }
    var atEnd = false
    do throws(Divergence) {
      try begin(stimulus, line: lines?.stimulus)
      for (position, delivered) in response.enumerated() {
        do {
          try observe(delivered.event, arguments: delivered.arguments, line: line(delivered))
        } catch {
          throw settle(error, rest: response[(position + 1)...].map(\.event))
        }
      }
      let sessions = step.map(Self.sessions(of:)) ?? []
      atEnd = true
      try closeStep()
      return .allowed(sessions)
    } catch {
      step = nil
      return .diverged(error, atEnd: atEnd)
    }
  }

  /// The sessions each event of an open step is about, from a partial match that completes it.
  private static func sessions(of step: OpenStep) -> [[SceneID]] {
    let complete = step.frontier.first { partial in
      let candidate = step.candidates[partial.candidate]
      return candidate.required.isSubset(of: partial.used) && candidate.completesGroups(partial.used)
    }
    guard let complete else { return step.actual.map { _ in [] } }
    let candidate = step.candidates[complete.candidate]
    var remaining = complete.used
    return step.actual.map { event in
      guard let index = candidate.occurrences[event]?.first(where: remaining.contains) else { return [] }
      remaining = remaining.subtracting(EventSet([index]))
      return candidate.expected(index).sessions
    }
  }

  /// A correction of the corrected response, told in positions of the response as delivered;
  /// `nil` when it concerns only an event an earlier correction inserted.
  private static func delivered(_ correction: Correction, in response: [Delivered], count: Int) -> Correction? {
    /// The delivered position of the first delivered event at or after `position`.
    func next(_ position: Int, skipping skipped: Int? = nil) -> Int {
      response[min(position, response.count)...].indices.lazy
        .filter { $0 != skipped }.compactMap { response[$0].origin }.first ?? count
    }
    switch correction {
    case .insert(let event, let position):
      return .insert(event, at: next(position))
    case .remove(let position):
      return response[position].origin.map { .remove(at: $0) }
    case .move(let from, let before):
      return response[from].origin.map { .move(from: $0, before: next(before, skipping: from)) }
    case .replaceArguments(let position, let arguments):
      return response[position].origin.map { .replaceArguments(at: $0, with: arguments) }
    }
  }

  /// Moves to the states after the alternatives nearest to `events`, from any of `start`.
  private mutating func resynchronise(from start: [LifecycleModel], _ stimulus: Stimulus, delivered events: [Event]) {
    var delivered: [Event: Int] = [:]
    for event in events { delivered[event, default: 0] += 1 }
    var best = Int.max
    var next: [LifecycleModel] = []
    for model in start {
      guard
        case .success(let alternatives) = cache.alternatives(
          model, stimulus, recording: recording, kinds: arguments)
      else {
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
