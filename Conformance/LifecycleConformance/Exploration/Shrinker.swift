/// Shrinks a failing script: removes stimuli, saved sessions, scenes and payload details, and
/// sends a mapper plainer responses, while the engine still shows the same bug (a failure of the
/// same `BugSignature`, at any step, and no consequence of another, Conformance/SPEC.md#consequences),
/// keeping only scripts the model says can happen and the
/// engine declares it can run. A stimulus keeps its response wherever it goes.
///
/// The result is 1-minimal: removing any one stimulus or saved session, removing a scene (every
/// stimulus naming it and its saved session), merging a scene into another the script names,
/// replacing a stimulus by a simpler one, or a response by the canonical one, gives a script
/// that passes, breaks another rule, or that the engine or the model cannot run. Its scenes
/// carry the catalog's names (`main`, `second`, `third`, in the order the script names them)
/// unless the renamed script cannot run or no longer fails the same way.
@MainActor
struct Shrinker {
  /// How long one call into the engine may take before it is reported as a hang.
  let timeout: Duration
  /// What the engine declares: a candidate it cannot run is never tried (a throw from an
  /// unsupported stimulus is not the failure being shrunk).
  let capabilities: EngineCapabilities
  /// Failures the engine declares: runs go on past them, and they are never the target.
  var knownFailures: [KnownFailure] = []
  /// Bugs known from a catalog run, whatever declared them (a scenario-wide declaration covers
  /// its scenarios' bugs only there), with the reason the first declared: never the target
  /// either.
  var knownSignatures: [BugSignature: String] = [:]
  /// Where each candidate run is counted; `nil`: nowhere.
  var progress: ConformanceProgress?

  init(timeout: Duration, capabilities: EngineCapabilities, knownFailures: [KnownFailure] = []) {
    self.timeout = timeout
    self.capabilities = capabilities
    self.knownFailures = knownFailures
  }

  /// A shrinker for an exploration after a catalog run: the bugs the catalog showed as known
  /// failures are known here too.
  init(
    _ catalog: [ScenarioResult], timeout: Duration, capabilities: EngineCapabilities, knownFailures: [KnownFailure]
  ) {
    self.init(timeout: timeout, capabilities: capabilities, knownFailures: knownFailures)
    for failure in catalog.flatMap(\.failures) {
      // A consequence's reason is its cause's: it declares nothing of its own signature.
      guard failure.cause == nil, let reason = failure.knownReason, knownSignatures[failure.signature] == nil
      else { continue }
      knownSignatures[failure.signature] = reason
    }
  }

  /// The smallest failing script found from `script`, and its run; with `place`, the smallest
  /// that shows the bug there (`ConformanceFailure.place`): a witness for each place.
  ///
  /// Candidates run as exploration runs them, all in one guarded task (see `EngineFactory`)
  /// until one fails the same way: a task per candidate, and a turn of the main actor after
  /// every step, cost more than the candidates' own steps. A candidate that hangs ends its task;
  /// the next one starts a new task with a new watchdog.
  func shrink<Engine: LifecycleEngine>(
    _ script: Script, _ failing: RecordedRun, target: ConformanceFailure, at place: String? = nil,
    _ makeEngine: () -> Engine
  ) async -> (Script, RecordedRun) {
    var best = (script, failing)
    // A round goes on from where the last one found a smaller script, not from the start: the
    // cheap candidates before it were just tried on a script one step larger, and seldom fail
    // now. Once a round reaches the end, the candidates before where it began are tried on the
    // same script (`until`); the script is 1-minimal when a sweep of every candidate finds none.
    var resumeAt = 0
    var sweepStart = 0
    var until: Int?
    var watchdog = Watchdog(timeout: timeout)
    // One cache of the model's answers for every candidate: they replay the same few states.
    var cache = AlternativeCache()
    while true {
      let (batch, shortest, first, last) = (Batch(cache: cache), best.0, resumeAt, until)
      let abandoned = await EngineFactory.guardedRuns(makeEngine, watchdog: watchdog) { factory in
        await self.tryCandidates(of: shortest, from: first, until: last, target: target, at: place, factory, batch)
      }
      if let found = batch.found {
        best = found
        (resumeAt, sweepStart, until) = (batch.index, batch.index, nil)
        cache = batch.cache
      } else if batch.isDone {
        if until != nil || sweepStart == 0 { return best }
        (resumeAt, until) = (0, sweepStart)
      } else if let abandoned, let failure = firstTarget(abandoned, like: target, at: place) {
        // The hang is the failure being shrunk.
        best = Self.cut(batch.running!, abandoned, at: failure)
        (resumeAt, sweepStart, until) = (batch.index, batch.index, nil)
        watchdog = Watchdog(timeout: timeout)
      } else {
        // Passed over. The batch's cache went with the abandoned run: `cache` is the one before.
        resumeAt = batch.index + 1
        watchdog = Watchdog(timeout: timeout)
      }
    }
  }

  /// What one guarded task of candidates got to: the candidate running and its place in the
  /// round, the first to fail the same way, or that the round ended with none.
  private final class Batch {
    var index = 0
    var running: Script?
    var found: (Script, RecordedRun)?
    var isDone = false
    var cache: AlternativeCache

    init(cache: AlternativeCache) { self.cache = cache }
  }

  /// Runs the round's candidates of `script` from `first` on (and before `last`, when given),
  /// until one fails like `target`.
  private func tryCandidates<Engine: LifecycleEngine>(
    of script: Script, from first: Int, until last: Int?, target: ConformanceFailure, at place: String?,
    _ factory: EngineFactory<Engine>, _ batch: Batch
  ) async -> RecordedRun? {
    let possibility = Possibility(script)
    // Several ways can give the same script (a scene named only by a saved session); a script
    // that does not fail costs a run each time it is tried.
    var tried: Set<Script> = []
    var stimuli = 0
    for (index, candidate) in candidates(script).enumerated() {
      if let last, index >= last { break }
      guard
        index >= first, tried.insert(candidate).inserted, possibility.allows(candidate),
        capabilities.reasonToSkip(candidate) == nil
      else { continue }
      batch.index = index
      batch.running = candidate
      progress?.update { $0.candidatesTried += 1 }
      // Runs go on past other bugs: the one shrunk may show after them.
      guard let run = factory.run(candidate, continuing: true) else { return nil }
      run.useCache(&batch.cache)
      defer { batch.cache = run.takeCache() }
      if await run.prepare() == nil {
        for stimulus in candidate.stimuli {
          _ = await run.perform(stimulus)
          // The candidate is cut at the step that shows the bug: the rest need not run.
          if run.isOver || firstTarget(run.recorded, like: target, at: place) != nil { break }
          // As exploration does: engines that never suspend would hold the main actor.
          stimuli += 1
          if stimuli % 1024 == 0 { await Task.yield() }
        }
        _ = await run.finish()
      }
      if let failure = firstTarget(run.recorded, like: target, at: place) {
        batch.found = Self.cut(candidate, run.recorded, at: failure)
        return nil
      }
    }
    batch.isDone = true
    return nil
  }

  /// The candidate and its run up to the failing step.
  private static func cut(
    _ candidate: Script, _ run: RecordedRun, at failure: ConformanceFailure
  ) -> (
    Script, RecordedRun
  ) {
    var shrunk = run
    shrunk.steps = Array(run.steps.prefix(failure.step))
    shrunk.failures = run.failures.filter { $0.step <= failure.step }
    return (candidate.prefix(failure.step), shrunk)
  }

  /// The run's first failure that is not declared known and is not the script's fault; with a
  /// target, only one with the same signature: the same bug. A consequence of an earlier
  /// failure (Conformance/SPEC.md#consequences) shows its cause, not the target: a witness
  /// never ends at one, unless the target is one. With `place`, only one there.
  func firstTarget(
    _ run: RecordedRun, like target: ConformanceFailure? = nil, at place: String? = nil
  ) -> ConformanceFailure? {
    let signature = target?.signature
    let consequenceToo = target?.cause != nil
    return run.failures.first { failure in
      isTarget(failure) && (signature == nil || failure.signature == signature)
        && (failure.cause == nil || consequenceToo) && (place == nil || failure.place == place)
    }
  }

  /// Whether a failure is a bug to find: not declared known, not the script's fault.
  func isTarget(_ failure: ConformanceFailure) -> Bool {
    !Self.isInvalid(failure) && !knownFailures.contains { $0.covers(failure, in: "") }
      && (knownSignatures.isEmpty || knownSignatures[failure.signature] == nil)
  }

  /// Why a failure that is not a target is known: the reason of the declaration that covers it
  /// in a walk, else of the catalog's scenario that declared its bug; `nil` for a target.
  func knownReason(_ failure: ConformanceFailure) -> String? {
    knownFailures.first { $0.covers(failure, in: "") }?.reason ?? knownSignatures[failure.signature]
  }

  /// Cheaper scripts first: shorter ones (the last 1, 2, 4, … stimuli alone; without a chunk of
  /// stimuli, powers of two largest first, then three, two, one; without two stimuli apart; two
  /// stimuli replaced by one), then ones with fewer scenes (a scene removed, a saved session
  /// dropped, a scene merged into another), then ones with simpler stimuli, then ones with
  /// simpler responses, and last the same script with the catalog's scene names. Each stimulus
  /// kept keeps the response the script sends with it.
  ///
  /// Made as they are tried: a long script has tens of thousands of candidates (two stimuli
  /// apart), and the first that fails the same way ends the round.
  private func candidates(_ script: Script) -> some Sequence<Script> {
    let steps = script.stimuli.indices.map { Step(stimulus: script.stimuli[$0], response: script.response(at: $0)) }
    let count = steps.count
    func with(_ edited: [Step]) -> Script {
      Script(
        lifecycle: script.lifecycle, sessions: script.sessions, stimuli: edited.map(\.stimulus),
        responses: edited.map(\.response))
    }
    // The shortest first: the last stimuli alone, every prefix dropped (the last 1, 2, 4, …
    // of a long script). A failure the last few stimuli cause from the start is found in a few
    // short runs, instead of by chunks taken out of a long run one run at a time (and a hang
    // costs its timeout for every run that still hangs).
    let tails =
      count <= Self.everySuffixUpTo
      ? Array(1..<max(count, 1)) : Array(sequence(first: 1) { $0 * 2 }.prefix { $0 < count })
    let suffixes = tails.lazy.map { with(Array(steps.suffix($0))) }
    // Then few scripts of each size: chunks of every power of two, largest first (a long swarm
    // run halves in a few tries instead of trying every size), then of three, two and one
    // stimuli (a lock, a termination and an unlock may only go together; removing any one is
    // what makes the result 1-minimal).
    let sizes = Array(sequence(first: 4) { $0 * 2 }.prefix { $0 < count }).reversed() + [3, 2, 1].filter { $0 < count }
    let chunks = sizes.lazy.flatMap { size in
      (0..<(count - size + 1)).lazy.map { start in
        var edited = steps
        edited.removeSubrange(start..<start + size)
        return with(edited)
      }
    }
    // Two stimuli apart that only make sense together (an interruption and its end, around a
    // step that does not matter): no chunk holds both without what lies between them.
    let pairs = (0..<count).lazy.flatMap { first in
      stride(from: first + 2, to: count, by: 1).lazy.map { second in
        var edited = steps
        edited.remove(at: second)
        edited.remove(at: first)
        return with(edited)
      }
    }
    // Two stimuli that only make sense together (a call answered) may stand for one that
    // reaches the same state (a Home press): deleting alone cannot find that.
    let replacements = (0..<max(count - 1, 0)).lazy.flatMap { start in
      Self.plainStimuli.lazy.map { replacement in
        var edited = steps
        edited.replaceSubrange(start...start + 1, with: [Step(stimulus: replacement, response: .canonical)])
        return with(edited)
      }
    }
    let simpler = steps.indices.lazy.flatMap { index in
      Self.simpler(steps[index].stimulus).lazy.map { simpler in
        var edited = steps
        edited[index].stimulus = simpler
        return with(edited)
      }
    }
    let simplerResponses = steps.indices.lazy.flatMap { index in
      Self.simpler(steps[index].response, of: script, at: index).lazy.map { simpler in
        var edited = steps
        edited[index].response = simpler
        return with(edited)
      }
    }
    return [
      AnySequence(suffixes), AnySequence(chunks), AnySequence(pairs), AnySequence(replacements),
      AnySequence(fewerScenes(script)), AnySequence(simpler), AnySequence(simplerResponses),
      AnySequence(Self.catalogNamed(script)),
    ]
    .joined()
  }

  /// One stimulus of a script and the response sent with it: what the shrinker keeps or removes
  /// together.
  private struct Step {
    var stimulus: Stimulus
    var response: ResponseChoice
  }

  /// The responses to try in place of `response` at step `index` of `script`: the canonical
  /// one first; for a seeded one, then each choice that names what it does (an optional event
  /// left out, the notifications first, another alternative), which a witness reads better.
  /// A named choice becomes only canonical, so shrinking ends.
  private static func simpler(_ response: ResponseChoice, of script: Script, at index: Int) -> [ResponseChoice] {
    switch response {
    case .canonical: return []
    case .seeded:
      let before = script.prefix(index).models
      return [.canonical]
        + (before.first.map { PlanMemo.shared.namedChoices(for: script.stimuli[index], in: $0) } ?? [])
    case .alternative, .without, .notificationsFirst: return [.canonical]
    }
  }

  /// The longest script of which every suffix is tried first: any prefix may be what keeps a
  /// longer witness alive (a background launch and a crash before the launch that shows the bug).
  static let everySuffixUpTo = 64

  /// The stimuli without parameters, and a launch into the background.
  private static let plainStimuli = Stimulus.parameterless + [.backgroundLaunch(.fetch)]

  private static func simpler(_ stimulus: Stimulus) -> [Stimulus] {
    switch stimulus {
    case .tapNotification(let scene) where scene != nil: [.tapNotification(), .tapIcon]
    case .openURL(_, let scene) where scene != nil: [.openURL(), .tapIcon]
    case .continueUserActivity(let scene) where scene != nil: [.continueUserActivity(), .tapIcon]
    case .tapNotification, .openURL, .continueUserActivity: [.tapIcon]
    case .beginInterruption(let kind) where kind != .alert: [.beginInterruption(.alert)]
    case .backgroundLaunch(let reason) where reason != .fetch: [.backgroundLaunch(.fetch)]
    default: []
    }
  }

  /// A failure that says the script, not the engine, is wrong.
  static func isInvalid(_ failure: ConformanceFailure) -> Bool {
    failure.divergence?.kind == .impossibleStimulus
  }
}
