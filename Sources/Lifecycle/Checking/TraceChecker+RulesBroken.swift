extension TraceChecker {
  /// Every rule a step's response breaks, judged from the states the trace so far allows: the
  /// order rules whose edges it contradicts against an alternative that holds exactly its events,
  /// only in another order. A divergence can break several rules at once (a callback delivered
  /// after the process ended comes both after `applicationWillTerminate(_:)` and after the discard
  /// it must precede); the checker's verdict names the first it meets, and each of these is as
  /// true an answer. Empty when no alternative holds the events: the step breaks
  /// `allowed-events` or `required-event`, as the verdict says.
  ///
  /// Call it before `check(_:delivered:)` for the step.
  package func rulesBroken(responding stimulus: Stimulus, with delivered: [Event]) -> Set<String> {
    var rules: Set<String> = []
    for model in models {
      guard let alternatives = try? model.respond(to: stimulus) else { continue }
      for alternative in alternatives {
        let prepared = PreparedAlternative(alternative, recording: recording)
        guard let pairing = prepared.pairing(delivered) else { continue }
        for (late, later) in pairing.enumerated() {
          for earlier in pairing[(late + 1)...] where prepared.predecessors[later].contains(earlier) {
            // `earlier` must come before `later`, yet was delivered after it.
            let rule = prepared.order.rule(prepared.positions[earlier], before: prepared.positions[later])
            rules.insert(rule?.id ?? OrderRule.delegateSequence.id)
          }
        }
      }
    }
    return rules
  }
}

extension PreparedAlternative {
  /// The compact position of each delivered event, first unused occurrence first, when the
  /// events are exactly this alternative's (every required one, nothing else) in any order.
  func pairing(_ delivered: [Event]) -> [Int]? {
    var used = EventSet()
    var pairing: [Int] = []
    for event in delivered {
      guard let index = occurrences[event]?.first(where: { !used.contains($0) }) else { return nil }
      used.insert(index)
      pairing.append(index)
    }
    return required.isSubset(of: used) ? pairing : nil
  }
}
