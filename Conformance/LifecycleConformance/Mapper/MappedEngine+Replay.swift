import Lifecycle

/// Telling a mapper that depends on the response iOS sends from one that is wrong whatever it
/// sends (Conformance/SPEC.md#bug-signatures): a state wrong after a step whose response was not
/// the canonical one is judged again in a replay of the process's steps, to a fresh process,
/// with the plainest response at that step; the steps are then replayed as they were, so that
/// the mapper goes on from where it was.
extension MappedEngine {
  /// A run to send again: the model it started from, and its steps with their responses.
  struct Replay {
    var start: LifecycleModel
    var steps: [(stimulus: Stimulus, choice: ResponseChoice)] = []
    /// The model's state before the last step.
    var beforeLast: LifecycleModel?
  }

  /// Signs each wrong state after a step whose response was not the canonical one by what the
  /// plainest response that leads the model to the same state shows (the canonical one; for a
  /// seeded response, the alternative it took, with every optional event in the listed order).
  /// A mistake made there too is signed as it is there: it does not depend on the response. No
  /// mistake there makes it a `responseOrder` divergence, unless the state was taken from a
  /// scene, which is that mistake whatever the response.
  mutating func judgeResponse() async throws {
    let wrong = stateCheck.divergences.indices.filter { stateCheck.divergences[$0].rule == .mapperState }
    guard !wrong.isEmpty, let sent = history.steps.last, let after = planner?.model.snapshot,
      let before = history.beforeLast
    else { return }
    let (kept, keptCheck) = (checker, stateCheck)
    var signed = stateCheck.divergences
    if let plainest = try await plainestReplay(of: sent, before, leading: after) {
      for index in wrong {
        if let there = plainest.mistakes[signed[index].scene] {
          signed[index].takenFrom = there.takenFrom
          signed[index].signedAs = there.signature
        } else if signed[index].takenFrom == nil {
          signed[index].rule = .responseOrder
        }
      }
    }
    // The mapper goes on from the run as it was.
    _ = try await replay(lastSentWith: sent.choice)
    (checker, stateCheck) = (kept, keptCheck)
    stateCheck.divergences = signed
  }

  /// The replay with the plainest response to the last step that leaves the model as the one
  /// sent does: the canonical one, or for a seeded response the alternative it took. None for an
  /// alternative the canonical response does not lead to the same state: it is the plainest of
  /// its own.
  private mutating func plainestReplay(
    of sent: (stimulus: Stimulus, choice: ResponseChoice), _ before: LifecycleModel, leading after: StateSnapshot
  ) async throws -> Replayed? {
    let plainest: [ResponseChoice]
    switch sent.choice {
    case .canonical: return nil
    // Another alternative is the plainest response of its own state, unless the canonical one
    // leads there too.
    case .alternative, .without, .notificationsFirst: plainest = [.canonical]
    case .seeded:
      let count = (try? before.respond(to: sent.stimulus).count) ?? 1
      plainest = [.canonical] + (1..<max(count, 1)).map(ResponseChoice.alternative)
    }
    for choice in plainest {
      let replayed = try await replay(lastSentWith: choice)
      if replayed.snapshot == after { return replayed }
    }
    return nil
  }

  /// What a replay of the run to a fresh process of the mapper shows after its last step, sent
  /// with another response.
  private struct Replayed {
    /// The model's state after the step; `nil` when the step cannot happen or ends the process.
    var snapshot: StateSnapshot?
    /// The wrong states the step's check found, by subject (the app as `nil`, or a scene): a
    /// state held wrong since an earlier step is no mistake of this one.
    var mistakes: [SceneID?: StateDivergence] = [:]
  }

  /// Replays the run to a fresh process of the mapper, the last step sent with `choice`.
  private mutating func replay(lastSentWith choice: ResponseChoice) async throws -> Replayed {
    var planner = ReferenceEngine(lifecycle: history.start.lifecycle)
    planner.resume(from: history.start)
    try await start(lifecycle: history.start.lifecycle, savedSessions: history.start.sessions.map(\.id))
    var divergences: [StateDivergence] = []
    for (index, step) in history.steps.enumerated() {
      let last = index == history.steps.count - 1
      guard let plan = try? planner.plan(step.stimulus, choosing: last ? choice : step.choice) else {
        return Replayed()
      }
      let sent = send(plan, answering: step.stimulus, to: mapperDelegates)
      try await endStep(step.stimulus)
      let reported = reporter?.take() ?? []
      // The replay starts where the process did: no step of it ends the process but the last.
      if planner.model.snapshot.app == .notRunning { return Replayed() }
      divergences = checker.check(reported, after: planner.model, events: sent)
    }
    var replayed = Replayed(snapshot: planner.model.snapshot)
    for divergence in divergences where divergence.rule == .mapperState {
      replayed.mistakes[divergence.scene] = divergence
    }
    return replayed
  }
}
