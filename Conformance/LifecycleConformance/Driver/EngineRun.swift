/// One run of an engine in progress: prepared once, then driven a stimulus at a time, each step
/// recorded, checked and inspected for faults. The driver runs whole scripts with it; exploration
/// picks each next stimulus from `models`.
///
/// Calls into the engine are made inline; wrap a run's calls in `guarded` so that a hang ends
/// the run with a failure instead of never returning.
@MainActor
final class EngineRun<Engine: LifecycleEngine> {
  private(set) var recorded: RecordedRun
  private var engine: Engine?
  private let watchdog: Watchdog
  private let recorder = Recorder()
  private var checker: TraceChecker
  private var detector = FaultDetector()
  /// Set when the run was given up on after a hang: its task stops at the next step.
  private var isAbandoned = false
  /// What is checked: callbacks, and the notifications the engine declares it posts.
  private let recording: TraceRecording
  /// Whether the run goes on after a failure (see `ConformanceDriver.Mode`).
  let continuing: Bool
  /// Set once a continuing run can no longer be checked (a stimulus the resynchronised model
  /// finds impossible): later steps are recorded but not judged, so no false failure follows.
  private var lostTrack = false
  /// Set when the run cannot go on: a hang, a throw, or any failure of a run that stops at the
  /// first.
  private(set) var isOver = false
  /// Counts what the run's steps exercise of the model, those that show a bug included, when
  /// set.
  var coverage: CoverageRecorder?
  /// The responses the script chooses, sent by an engine that plays iOS for a mapper.
  private let responses: [ResponseChoice]

  /// A run watched by a watchdog that earlier runs used too: one ticker for many short runs.
  /// A watchdog that reported a hang must not be shared further (the abandoned call may still
  /// return and disarm it).
  init(_ engine: Engine, _ script: Script, watchdog: Watchdog, continuing: Bool = false) {
    let capabilities = engine.capabilities
    recording = capabilities.recording
    self.continuing = continuing
    self.engine = engine
    self.watchdog = watchdog
    responses = script.responses
    recorded = RecordedRun(
      script: Script(
        scenarioID: script.scenarioID, lifecycle: script.lifecycle,
        sessions: script.sessions, stimuli: []),
      recordsNotifications: capabilities.postsEveryNotification, steps: [])
    recorded.arguments = capabilities.checkedArguments
    checker = TraceChecker(
      lifecycle: script.lifecycle, sessions: script.sessions, recording: recording,
      arguments: capabilities.checkedArguments)
  }

  /// Gives the checker the model's answers a previous run computed, to be taken back with
  /// `takeCache()`: exploration's short runs keep asking about the same states. Moved, not
  /// copied (`cache` is left with the run's empty one): a copy left behind would make the run's
  /// first new answer copy every entry.
  func useCache(_ cache: inout AlternativeCache) {
    swap(&checker.cache, &cache)
  }

  /// The checker's cache, for the next run; this run keeps an empty one.
  func takeCache() -> AlternativeCache {
    var cache = AlternativeCache(capacity: 0)
    swap(&cache, &checker.cache)
    return cache
  }

  /// The states of the reference model the run so far is consistent with.
  var models: [LifecycleModel] { checker.models }

  /// Runs `body` (which calls `prepare` and `perform`); after a hang, returns `onHang` with the
  /// run's failure recorded.
  func guarded<T>(_ body: @escaping @MainActor () async -> T, onHang: T) async -> T {
    await watchdog.guarded(body) { [self] in
      abandon()
      return onHang
    }
  }

  /// Prepares the engine; returns the failure if it throws (or `guarded` reports a hang).
  func prepare() async -> ConformanceFailure? {
    guard var engine, !isAbandoned else { return recorded.failure }
    let delegates = recorder.delegates(for: recorded.script.start, recordingNotifications: recording.notifications)
    self.engine = nil
    watchdog.arm(place)
    var thrown: (any Error)?
    do { try await engine.prepare(delegates) } catch { thrown = error }
    // After a hang the run was abandoned (and the engine perhaps cancelled): leave it be.
    if watchdog.disarm() { abandon() }
    guard !isAbandoned else { return recorded.failure }
    if let unsupported = thrown as? UnsupportedStimulus {
      recorded.skipReason = unsupported.reason
      isOver = true
    } else if let thrown {
      add(ConformanceFailure(scenarioID: recorded.script.scenarioID, step: 0, fault: Self.fault(thrown)))
      isOver = true
    } else if let fault = recorder.takeFault() {
      add(ConformanceFailure(scenarioID: recorded.script.scenarioID, step: 0, fault: fault))
    }
    self.engine = engine
    let stateCheck = self.stateCheck
    recorded.projection = stateCheck?.projection
    recorded.startStates = stateCheck?.reported ?? []
    if recorded.failure == nil, !isOver, let stateCheck {
      addStateFailures(ConformanceFailure(scenarioID: recorded.script.scenarioID, step: 0), stateCheck)
    }
    if recorded.failure == nil { coverage?.visit(checker.models) }
    return recorded.failure
  }

  /// Performs one stimulus and checks what the engine delivered; returns the failure, if any.
  /// Once the run is over (`isOver`: any failure, unless the run is continuing; a hang or a
  /// throw in any case) later calls return the first failure.
  ///
  /// `response` is what an engine that plays iOS for a mapper sends (by default the script's);
  /// other engines choose their own.
  func perform(_ stimulus: Stimulus, response: ResponseChoice? = nil) async -> ConformanceFailure? {
    guard !isOver, !isAbandoned, var engine else { return recorded.failure }
    // Anything delivered since the last step ended came outside a step.
    if reportStrayCallbacks(), isOver { return recorded.failure }
    self.engine = nil
    let index = recorded.script.stimuli.count
    if var mapped = engine as? any StateReportingEngine {
      let choice = response ?? (index < responses.count ? responses[index] : .canonical)
      mapped.respond(with: choice)
      engine = mapped as! Engine
      if choice != .canonical || !recorded.script.responses.isEmpty {
        recorded.script.responses += Array(repeating: .canonical, count: index - recorded.script.responses.count)
        recorded.script.responses.append(choice)
      }
    }
    recorded.script.stimuli.append(stimulus)
    var thrown: (any Error)?
    watchdog.arm(place)
    recorder.beginStep()
    do { try await engine.perform(stimulus) } catch { thrown = error }
    if let unsupported = thrown as? UnsupportedStimulus {
      // Nothing was delivered: the step is not part of the run, which ends here, skipped.
      _ = recorder.endStep()
      if watchdog.disarm() { abandon() }
      guard !isAbandoned else { return recorded.failure }
      recorded.script.stimuli.removeLast()
      recorded.skipReason = unsupported.reason
      self.engine = engine
      isOver = true
      return nil
    }
    // A notification the engine does not declare is left out, never judged.
    let delivered = recorder.endStep()
    let kept = delivered.events.indices.filter { recording.records(delivered.events[$0]) }
    let events = kept.map { delivered.events[$0] }
    let arguments =
      recorded.arguments.isEmpty ? [] : kept.map { delivered.arguments[$0].restricted(to: recorded.arguments) }
    if watchdog.disarm() { abandon(delivered: events) }
    guard !isAbandoned else { return recorded.failure }
    self.engine = engine
    // One cast a step: a mapper's state check, and the state the response the kit played for
    // it leads to (that response is the model's own: nothing to judge but states).
    let mapped = engine as? any StateReportingEngine
    let stateCheck = mapped?.stateCheck
    recorded.steps.append(
      RecordedRun.Step(stimulus: stimulus, events: events, arguments: arguments, states: stateCheck?.reported ?? []))
    let before = coverage == nil ? [] : checker.models
    var failure = ConformanceFailure(
      scenarioID: recorded.script.scenarioID, step: recorded.steps.count,
      stimulus: stimulus)
    let played = thrown == nil ? mapped?.played : nil
    failure.fault =
      thrown.map(Self.fault) ?? recorder.takeFault()
      ?? (lostTrack || played != nil ? nil : detector.inspect(events, answering: stimulus, from: checker.models))
    // The step's other divergences, after its first: each a failure of its own.
    var more: [ConformanceFailure] = []
    if let played, failure.fault == nil {
      checker.skip(to: played)
    } else if continuing {
      var divergences = lostTrack ? [] : checker.checkEvery(stimulus, delivered: events, arguments: arguments)
      // After an earlier failure the checker went on from its best explanation; a stimulus that
      // explanation finds impossible says the explanation was wrong, not the engine: stop judging.
      if divergences.first?.kind == .impossibleStimulus, !recorded.failures.isEmpty {
        lostTrack = true
        divergences = []
      }
      // A notification wrong with its callback is part of the callback's failure, whose diff
      // marks it: not a failure of its own.
      divergences.removeAll { $0.partOf != nil }
      failure.divergence = divergences.first
      more = divergences.dropFirst().map { divergence in
        var next = ConformanceFailure(
          scenarioID: recorded.script.scenarioID, step: recorded.steps.count, stimulus: stimulus)
        next.divergence = divergence
        return next
      }
    } else {
      do throws(Divergence) {
        try checker.check(stimulus, delivered: events, arguments: arguments)
      } catch {
        failure.divergence = error
      }
    }
    if failure.fault == nil, failure.divergence != nil {
      // A callback the engine left to a task that runs after `perform` returned shows here as
      // missing: give that task its turn, and name what it did.
      await Task.yield()
      failure.fault = recorder.takeFault()
    }
    if thrown != nil {
      isOver = true
      // The step was cut short: what it lacks is the fault's doing, not other bugs. The first
      // divergence stays with the fault, to show what came before it.
      more = []
    }
    if thrown == nil, let stateCheck { more += stateFailures(&failure, stateCheck) }
    if failure.fault != nil || failure.divergence != nil || failure.stateDivergence != nil {
      // What the engine can add (over the pipe: lines that came before the stimulus, and its
      // log, which a protocol fault carries already).
      if let engine = engine as? any DiagnosingEngine {
        let diagnosis = engine.diagnosis()
        failure.notes = diagnosis.notes
        if failure.fault?.isMisbehaviour != true { failure.log = diagnosis.log }
      }
      add(failure)
      more.forEach(add)
      // The step took its transition and showed a bug there: the coverage counts it taken (a
      // stimulus the model finds impossible, or one after the run lost track, is no transition).
      if !lostTrack, failure.divergence?.kind != .impossibleStimulus { coverage?.take(before: before, stimulus) }
      if continuing { detector.settle(checker.models) }
      return failure
    }
    detector.settle(checker.models)
    coverage?.record(before: before, stimulus, after: checker.models)
    return nil
  }

  /// What a mapper reported in the last call, checked; `nil` for an engine that is no mapper's.
  private var stateCheck: StateCheck? { (engine as? any StateReportingEngine)?.stateCheck }

  /// The failures of the states a mapper reported in the last call (`check`), made from
  /// `failure`: the first divergence in `failure` itself when it has nothing else, each other
  /// one a failure of its own.
  private func stateFailures(_ failure: inout ConformanceFailure, _ check: StateCheck) -> [ConformanceFailure] {
    let index = failure.step - 1
    let response = index >= 0 && index < recorded.script.responses.count ? recorded.script.responses[index] : nil
    var more: [ConformanceFailure] = []
    for divergence in check.divergences {
      let occupied = failure.fault != nil || failure.divergence != nil || failure.stateDivergence != nil
      var next =
        occupied
        ? ConformanceFailure(scenarioID: failure.scenarioID, step: failure.step, stimulus: failure.stimulus) : failure
      next.stateDivergence = divergence
      next.stateCheck = check
      next.response = response == .canonical ? nil : response
      if occupied { more.append(next) } else { failure = next }
    }
    return more
  }

  /// Records the failures of the states a mapper reported when its process started.
  private func addStateFailures(_ base: ConformanceFailure, _ check: StateCheck) {
    var failure = base
    let more = stateFailures(&failure, check)
    if failure.stateDivergence != nil { add(failure) }
    more.forEach(add)
  }

  /// The fault of an engine's throw: a protocol misbehaviour as itself, anything else as text.
  private static func fault(_ thrown: any Error) -> EngineFault {
    (thrown as? EngineMisbehaviour).map(EngineFault.misbehaved) ?? .threw(String(describing: thrown))
  }

  /// Records a failure: the first is the run's `failure`; a run that is not continuing ends.
  private func add(_ failure: ConformanceFailure) {
    recorded.failures.append(failure)
    if !continuing { isOver = true }
  }

  /// Ends a run that went well so far: anything delivered after its last step (a task that
  /// outlived `perform`, given one turn of the main actor to run) is reported.
  func finish() async -> ConformanceFailure? {
    guard !isOver, !isAbandoned else { return recorded.failure }
    await Task.yield()
    if reportStrayCallbacks() { return recorded.failure }
    guard var engine else { return recorded.failure }
    self.engine = nil
    watchdog.arm(place)
    var thrown: (any Error)?
    do { try await engine.end() } catch { thrown = error }
    if watchdog.disarm() { abandon() }
    guard !isAbandoned else { return recorded.failure }
    self.engine = engine
    if let thrown {
      let step = recorded.steps.count
      add(
        ConformanceFailure(
          scenarioID: recorded.script.scenarioID, step: step,
          stimulus: step == 0 ? nil : recorded.steps[step - 1].stimulus, fault: Self.fault(thrown)))
      isOver = true
    }
    return recorded.failure
  }

  /// Records the first callback the recorder saw outside a step or off the main thread since
  /// the last step; returns whether there was one.
  private func reportStrayCallbacks() -> Bool {
    guard let fault = recorder.takeFault() else { return false }
    var step = recorded.steps.count
    if case .outsideStep(_, let after) = fault { step = after }
    add(
      ConformanceFailure(
        scenarioID: recorded.script.scenarioID, step: step,
        stimulus: step == 0 ? nil : recorded.steps[step - 1].stimulus, fault: fault))
    return true
  }

  /// Where the run is, for the watchdog's last-resort message.
  private var place: Watchdog.Place {
    Watchdog.Place(
      scenarioID: recorded.script.scenarioID, step: recorded.script.stimuli.count,
      stimulus: recorded.script.stimuli.last)
  }

  /// Gives up on a call that hung: records the hang at the step in progress (with what was
  /// delivered before it stopped answering) and ends the run. Called once the main actor is
  /// free: by `guarded`'s timeout, or by the call itself when it comes back after the deadline.
  func abandon(delivered: [Event]? = nil) {
    guard !isAbandoned else { return }
    isAbandoned = true
    engine = nil
    let step = recorded.script.stimuli.count
    let stimulus = recorded.script.stimuli.last
    if step > recorded.steps.count, let stimulus {
      recorded.steps.append(RecordedRun.Step(stimulus: stimulus, events: delivered ?? recorder.take()))
    }
    isOver = true
    add(
      ConformanceFailure(
        scenarioID: recorded.script.scenarioID, step: step,
        stimulus: step == 0 ? nil : stimulus, fault: .hung(watchdog.timeout)))
  }
}
