/// Names the first divergence of a step: which partial match came closest, what it expected,
/// and the rule the actual response breaks.
struct Diagnosis {
  let step: TraceChecker.OpenStep
  /// The events delivered after the offending one in the same step, when they are known: then
  /// the diff shows the whole step, and an event that came before one that never comes is
  /// headlined as the missing event it is.
  var rest: [Event]? = nil

  /// The event `event` fits no partial match of the step. With the rest of the step known, the
  /// divergence carries its correction: positions count `step.actual`, then `event`, then `rest`.
  func unexpected(_ event: Event, line: Int?) -> Divergence {
    var best: (blame: Blame, partial: TraceChecker.PartialMatch)?
    for partial in step.frontier {
      let blame = self.blame(event, partial)
      if best == nil || blame.rank < best!.blame.rank { best = (blame, partial) }
    }
    let actual = step.actual + [event] + (rest ?? [])
    // Where the offending event stands in the response.
    let offending = step.actual.count
    let notAllowed = "\(event) is not in any allowed response to \(step.stimulus.summary); \(stateNote(event))"
    guard let (blame, partial) = best else {
      return divergence(
        line: line, notAllowed, actual: actual, rule: .allowedEvents,
        reference: AppleDocumentation.page(of: event), correction: .remove(at: offending))
    }
    let candidate = step.candidates[partial.candidate]
    let placed = placedOrder(partial)
    switch blame {
    case .cameTooEarly(let index, let missing):
      let expected = wholeStep(candidate, placed: placed + [index], inserting: missing)
      let first = expected.first { missing.contains($0) }!
      if let rest, !rest.contains(candidate.events[first]) {
        // What it came before never comes: the step lacks it. The verdict stays at this line,
        // the first at which it is certain (Conformance/SPEC.md#required-event).
        let absent = missing.filter { !rest.contains(candidate.events[$0]) }
        return missingEvent(
          candidate, expected: expected, absent: absent, actual: actual, line: line, before: offending)
      }
      let rule = candidate.rule(first, before: index)
      // What must come first comes later: it moves to just before the event that came too early.
      let later = rest?.firstIndex(of: candidate.events[first]).map { offending + 1 + $0 }
      return divergence(
        line: line, "\(event) came before \(candidate.events[first]), which must come first",
        candidate, expected: expected, actual: actual,
        rule: rule.map { Divergence.Rule(id: $0.id, summary: $0.summary) }, reference: rule?.url,
        correction: later.map { .move(from: $0, before: offending) })
    case .cameTooLate(let index, let successor):
      let expected = wholeStep(candidate, placed: placed, inserting: [index])
      let rule = candidate.rule(index, before: successor)
      return divergence(
        line: line, "\(event) came after \(candidate.events[successor]), which must follow it",
        candidate, expected: expected, actual: actual,
        rule: rule.map { Divergence.Rule(id: $0.id, summary: $0.summary) }, reference: rule?.url,
        correction: actualPosition(of: successor, partial).map { .move(from: offending, before: $0) })
    case .tooOften(let count):
      let times = count == 1 ? "once" : count == 2 ? "twice" : "\(count) times"
      let message = "\(event) delivered again; an allowed response to \(step.stimulus.summary) has it \(times)"
      return divergence(
        line: line, message, candidate, expected: wholeStep(candidate, placed: placed, inserting: []),
        actual: actual, rule: .allowedEvents, reference: AppleDocumentation.page(of: event),
        correction: .remove(at: offending))
    case .breaksGroup(let index, let mate, let partner):
      let expected = wholeStep(candidate, placed: placed, inserting: [index, mate])
      let message =
        partner.map {
          "\(event) came before \(candidate.events[mate]), which comes with \(candidate.events[$0]) or not at all"
        }
        ?? "\(event) came without \(candidate.events[mate]), "
        + (candidate.expected(index).belongsTo == nil ? "which comes with it or not at all" : "the change it announces")
      // The member that can no longer come is what is missing: it goes just before this event.
      // An event that needs a change that did not happen (a neighbour's resign) is one too many.
      return divergence(
        line: line, message, candidate, expected: expected, actual: actual, rule: .pairs,
        correction: candidate.expected(index).belongsTo == nil
          ? .insert(candidate.events[mate], at: offending) : .remove(at: offending))
    case .absent:
      return divergence(
        line: line, notAllowed, candidate, expected: wholeStep(candidate, placed: placed, inserting: []),
        actual: actual, rule: .allowedEvents, reference: AppleDocumentation.page(of: event),
        correction: .remove(at: offending))
    }
  }

  /// The step ended with no partial match complete: name the first required event missing from
  /// the partial match that lacks the fewest. The correction inserts it after the last delivered
  /// event that must precede it.
  func missing() -> Divergence {
    let closest = step.frontier.min { missingCount($0) < missingCount($1) }
    guard let partial = closest else {
      return divergence(
        line: step.line, "no allowed response to \(step.stimulus.summary)", actual: step.actual,
        rule: .allowedEvents)
    }
    let candidate = step.candidates[partial.candidate]
    let absent = candidate.members(of: candidate.required.subtracting(partial.used))
    if absent.isEmpty,
      let broken = candidate.members(of: partial.used).first(where: {
        !candidate.groups[$0].isEmpty && !candidate.groups[$0].isSubset(of: partial.used)
      })
    {
      let mates = candidate.members(of: candidate.groups[broken].subtracting(partial.used))
      let expected = Linearisation.order(candidate.predecessors, placed: placedOrder(partial), inserting: mates)
      // An event that belongs to a group's change needs the group; the group does not need it.
      let tie =
        candidate.expected(broken).belongsTo == nil
        ? "which comes with it or not at all" : "the change it announces"
      return divergence(
        line: step.line,
        "\(candidate.events[broken]) came without \(candidate.events[mates[0]]), "
          + "\(tie), in the response to \(step.stimulus.summary)",
        candidate, expected: expected, actual: step.actual, rule: .pairs,
        correction: candidate.expected(broken).belongsTo == nil
          ? .insert(candidate.events[mates[0]], at: insertionPoint(of: mates[0], partial))
          : actualPosition(of: broken, partial).map { .remove(at: $0) })
    }
    let expected = Linearisation.order(candidate.predecessors, placed: placedOrder(partial), inserting: absent)
    return missingEvent(
      candidate, expected: expected, absent: absent, actual: step.actual, line: step.line, after: partial)
  }

  /// The step lacks the required events `absent`: headlined by the first of them in `expected`,
  /// under the rule of required events, linked to its documentation page, and corrected by
  /// inserting it `before` the event at that position, or, at the end of the step, after the
  /// last event `partial` placed that must precede it.
  private func missingEvent(
    _ candidate: PreparedAlternative, expected: [Int], absent: [Int],
    actual: [Event], line: Int?, before position: Int? = nil, after partial: TraceChecker.PartialMatch? = nil
  ) -> Divergence {
    let first = expected.first { absent.contains($0) }!
    let provenance = candidate.expected(first).provenance
    let more = absent.count > 1 ? " (and \(absent.count - 1) more)" : ""
    let message = "missing \(candidate.events[first])\(more) in the response to \(step.stimulus.summary)"
    // The page to read is the missing event's own, not that of the source the requirement was
    // taken from (for a missing resign, the did-become-active notification's).
    return divergence(
      line: line, message, candidate, expected: expected, actual: actual,
      rule: .requiredEvent(provenance.note), reference: AppleDocumentation.page(of: candidate.events[first]),
      correction: .insert(candidate.events[first], at: position ?? partial.map { insertionPoint(of: first, $0) } ?? 0))
  }

  // MARK: Blame

  /// Why one partial match cannot take the event, best explanation first (lowest rank).
  enum Blame {
    /// An unused occurrence whose required predecessors have not all been seen.
    case cameTooEarly(index: Int, missing: [Int])
    /// An optional occurrence that can no longer appear: an event it must precede came first.
    case cameTooLate(index: Int, successor: Int)
    /// Every occurrence has been used.
    case tooOften(count: Int)
    /// Taking the event would break a group: a member can no longer appear.
    /// `partner` is the delivered event that `mate` comes with, when `mate` is not in the
    /// event's own group.
    case breaksGroup(index: Int, mate: Int, partner: Int?)
    /// The candidate does not hold the event.
    case absent

    var rank: Int {
      switch self {
      case .cameTooEarly(_, let missing): missing.count
      case .cameTooLate: 1000
      case .breaksGroup: 1500
      case .tooOften: 2000
      case .absent: 3000
      }
    }
  }

  private func blame(_ event: Event, _ partial: TraceChecker.PartialMatch) -> Blame {
    let candidate = step.candidates[partial.candidate]
    let occurrences = candidate.occurrences[event] ?? []
    guard !occurrences.isEmpty else { return .absent }
    var best: Blame = .tooOften(count: occurrences.count)
    for index in occurrences where !partial.used.contains(index) {
      let blame: Blame
      if partial.skipped.contains(index) {
        let successor =
          candidate.members(of: partial.used)
          .first { candidate.predecessors[$0].contains(index) } ?? index
        blame = .cameTooLate(index: index, successor: successor)
      } else {
        let missing = candidate.members(of: candidate.predecessors[index].subtracting(partial.used))
          .filter { candidate.required.contains($0) }
        if missing.isEmpty {
          // Every required predecessor was seen, so only a group kept the occurrence out: a
          // member of its group, or of one begun, can no longer appear.
          guard let (mate, partner) = brokenGroupMate(index, partial) else { continue }
          blame = .breaksGroup(index: index, mate: mate, partner: partner)
        } else {
          blame = .cameTooEarly(index: index, missing: missing)
        }
      }
      if blame.rank < best.rank { best = blame }
    }
    return best
  }

  /// A member of a group that taking `index` would leave incomplete: one of its own group
  /// given up already, or one given up now whose group has begun.
  private func brokenGroupMate(_ index: Int, _ partial: TraceChecker.PartialMatch) -> (mate: Int, partner: Int?)? {
    let candidate = step.candidates[partial.candidate]
    let unseen = candidate.predecessors[index].subtracting(partial.used)
    let skipped = partial.skipped.union(unseen)
    if let mate = candidate.members(of: candidate.groups[index]).first(where: skipped.contains) { return (mate, nil) }
    for member in candidate.members(of: partial.used) where !candidate.groups[member].isEmpty {
      if let mate = candidate.members(of: candidate.groups[member]).first(where: skipped.contains) {
        return (mate, member)
      }
    }
    return nil
  }

  // MARK: Helpers

  /// The partial match's positions in the order the events were seen.
  private func placedOrder(_ partial: TraceChecker.PartialMatch) -> [Int] {
    let candidate = step.candidates[partial.candidate]
    var remaining = partial.used
    var placed: [Int] = []
    for event in step.actual {
      // Pair each actual event with the earliest listed unplaced position of the same event;
      // a consistent pairing exists, and which twin is which does not change the diff.
      guard let index = candidate.occurrences[event]?.first(where: remaining.contains) else { continue }
      placed.append(index)
      remaining = remaining.subtracting(EventSet([index]))
    }
    return placed
  }

  /// Where in `step.actual` the partial match placed compact position `index`, if it did.
  private func actualPosition(of index: Int, _ partial: TraceChecker.PartialMatch) -> Int? {
    pairing(partial).firstIndex(of: index)
  }

  /// For each event of `step.actual`, the compact position the partial match pairs it with
  /// (as `placedOrder` pairs them), or `nil` for one it does not hold.
  private func pairing(_ partial: TraceChecker.PartialMatch) -> [Int?] {
    let candidate = step.candidates[partial.candidate]
    var remaining = partial.used
    return step.actual.map { event in
      guard let index = candidate.occurrences[event]?.first(where: remaining.contains) else { return nil }
      remaining = remaining.subtracting(EventSet([index]))
      return index
    }
  }

  /// Where a missing event at compact position `index` goes among `step.actual`: after the last
  /// delivered event that must precede it, and never after one that must follow it.
  private func insertionPoint(of index: Int, _ partial: TraceChecker.PartialMatch) -> Int {
    let candidate = step.candidates[partial.candidate]
    let pairs = pairing(partial)
    let low = (pairs.lastIndex { $0.map(candidate.predecessors[index].contains) ?? false } ?? -1) + 1
    let high = pairs.firstIndex { $0.map { candidate.predecessors[$0].contains(index) } ?? false } ?? pairs.count
    return min(low, high)
  }

  private func missingCount(_ partial: TraceChecker.PartialMatch) -> Int {
    let candidate = step.candidates[partial.candidate]
    return candidate.members(of: candidate.required.subtracting(partial.used)).count
  }

  /// One allowed response for the whole step, when the rest of it is known: `placed` in the
  /// order seen, then `inserting`, the delivered events the candidate holds, and its other
  /// required events, each where its order puts it. Without the rest, the part up to the
  /// offending event.
  private func wholeStep(_ candidate: PreparedAlternative, placed: [Int], inserting: [Int]) -> [Int] {
    var inserting = inserting
    if let rest {
      var taken = EventSet(placed + inserting)
      for event in rest {
        guard let index = candidate.occurrences[event]?.first(where: { !taken.contains($0) }) else { continue }
        inserting.append(index)
        taken = taken.union(EventSet([index]))
      }
      inserting += candidate.members(of: candidate.required.subtracting(taken))
    }
    return Linearisation.order(candidate.predecessors, placed: placed, inserting: inserting)
  }

  /// The states the step started from, as far as `event` is concerned: `main is
  /// foregroundInactive: the app switcher is open`; where they differ, each.
  private func stateNote(_ event: Event) -> String {
    var notes: [String] = []
    for model in step.models {
      let note = model.stateNote(about: event.scene)
      if !notes.contains(note) { notes.append(note) }
    }
    return notes.joined(separator: ", or ")
  }

  private func divergence(
    line: Int?, _ message: String, _ candidate: PreparedAlternative? = nil,
    expected: [Int] = [], actual: [Event], rule: Divergence.Rule? = nil,
    reference: String? = nil, correction: Correction? = nil
  ) -> Divergence {
    var divergence = Divergence(
      stimulus: step.stimulus, stimulusLine: step.line, line: line, stepIndex: step.index,
      message: message, expected: expected.map { candidate!.events[$0] },
      expectedSessions: expected.map { candidate!.expected($0).sessions }, actual: actual,
      rule: rule, reference: reference)
    divergence.correction = correction
    divergence.responseSection = step.stimulus.responseSection(in: step.models)
    return divergence
  }
}
