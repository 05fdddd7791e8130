/// Checks what an engine delivered against the reference model, stimulus by stimulus, as
/// Conformance/SPEC.md#how-a-trace-is-judged says.
///
/// Feed it a trace as it streams: `begin(_:)` for each stimulus, `observe(_:)` for each event of
/// its response, `finish()` at the end. It stops at the first point where the verdict is
/// certain and throws a `Divergence` that names it (`settle(_:rest:)` tells it again with the
/// rest of the step, for a diff of the whole step):
///
/// ```swift
/// var checker = TraceChecker(lifecycle: .scene)
/// try checker.check(.tapIcon, delivered: engine.events)   // one whole step
/// ```
///
/// An actual response matches an allowed one when its events pair one to one with the
/// alternative's, covering every required event, nothing outside it, in an order that never
/// contradicts an edge. The checker keeps every partial match that is still possible, and
/// every state the trace so far is consistent with, so memory does not grow with the trace.
/// After it throws, start a new checker.
package struct TraceChecker: Sendable {
  /// Which delegates UIKit calls.
  package let lifecycle: LifecycleStyle
  /// Which kinds of event are checked; the others are left out of every allowed response.
  package let recording: TraceRecording
  /// Which kinds of callback argument are checked (a version 1.1 header's `arguments`).
  package let arguments: Set<TraceArgument>
  /// Every model state the trace so far is consistent with. While a step is open, the states
  /// it started from; once it is closed, the states that can follow it.
  package internal(set) var models: [LifecycleModel]
  /// The number of stimuli begun so far.
  package internal(set) var stepCount = 0

  /// Internal for `fitsIgnoringArguments`, which replays the open step without arguments.
  var step: OpenStep?
  /// The step and event of the divergence `observe(_:)` threw last, for `settle(_:rest:)`.
  private var diverged: (step: OpenStep, event: Event, line: Int?)?
  /// Not private so that tests, and the conformance kit's exploration, can share one between
  /// the checkers of many walks.
  package var cache = AlternativeCache()
  /// Whether the states callbacks read (`argument-states`) are still checked: until `checkEvery`
  /// corrects an event's presence or order, after which they follow the engine's own history.
  var readsStates = true
  /// The events the engine got wrong in an earlier step and has not delivered since, each with
  /// that divergence: what a later divergence may be the consequence of (`markingConsequences`).
  var departures: [Event: Departure] = [:]

  /// A checker for an app that is not running, with `sessions` saved from an earlier run
  /// (scene-based only, as the trace header's `sessions`).
  package init(
    lifecycle: LifecycleStyle, sessions: [SceneID] = [], recording: TraceRecording = .callbacks,
    arguments: Set<TraceArgument> = []
  ) {
    self.lifecycle = lifecycle
    self.recording = recording
    self.arguments = arguments
    models = [LifecycleModel(lifecycle: lifecycle, sessions: sessions)]
  }

  /// A checker that goes on from `models`, states a trace reached: how an engine that knows its
  /// state checks its own next step.
  package init(resuming models: [LifecycleModel], recording: TraceRecording) {
    self.init(lifecycle: models[0].lifecycle, recording: recording)
    self.models = models
  }

  /// Closes the previous step, then starts one for `stimulus`.
  ///
  /// - Throws: `.nonconformant` if no alternative matched the previous step (reported at that
  ///   step's stimulus line); `.impossibleStimulus` if `stimulus` is impossible in every state
  ///   still consistent with the trace.
  package mutating func begin(_ stimulus: Stimulus, line: Int? = nil) throws(Divergence) {
    try closeStep()
    let models = self.models
    let prepared: [PreparedAlternative]
    do {
      prepared = try models.union { (model) throws(ImpossibleStimulus) in
        try cache.alternatives(model, stimulus, recording: recording, kinds: arguments).get()
      }
    } catch {
      throw Divergence(impossible: error, line: line, stepIndex: stepCount)
    }
    var candidates: [PreparedAlternative] = []
    for alternative in prepared
    where models.count == 1 || !candidates.contains(where: { $0.alternative == alternative.alternative }) {
      candidates.append(alternative)
    }
    step = OpenStep(
      stimulus: stimulus, line: line, index: stepCount, models: models, candidates: candidates,
      frontier: candidates.indices.map { PartialMatch(candidate: $0) })
    stepCount += 1
  }

  /// Adds an event to the open step's response, with the arguments it was given (those of the
  /// kinds in `arguments` are checked).
  ///
  /// - Throws: `.nonconformant` the moment no remaining alternative can contain this event at
  ///   this position: an event outside every allowed response, one delivered too often, one
  ///   that comes before an event an edge puts first, or one given an argument UIKit would not
  ///   pass.
  package mutating func observe(
    _ event: Event, arguments given: EventArguments = .none,
    line: Int? = nil
  ) throws(Divergence) {
    // The step is read and changed where it is: a copy of it, for every event of a trace,
    // retained and released each of its arrays.
    guard let frontier = step?.frontier, let candidates = step?.candidates else {
      preconditionFailure("observe(_:) before the first begin(_:)")
    }
    // The matches go into the array the frontier before this one used: no allocation per event.
    var next: [PartialMatch] = []
    swap(&next, &step!.spare)
    next.removeAll(keepingCapacity: true)
    var difference: (found: ArgumentDifference, corrected: EventArguments)?
    for partial in frontier {
      let candidate = candidates[partial.candidate]
      for index in candidate.occurrences[event] ?? []
      where !partial.used.contains(index) && !partial.skipped.contains(index) {
        // Without arguments to check, the expected event is not even copied.
        if !arguments.isEmpty, let found = ArgumentDifference.first(candidate.expected(index), given, kinds: arguments)
        {
          difference =
            difference ?? (found, ArgumentDifference.corrected(given, candidate.expected(index), kinds: arguments))
          continue
        }
        // An event whose group has a member that can no longer appear, or one that gives up a
        // member of a group already begun, breaks the group (Conformance/SPEC.md#pairs).
        guard let advanced = candidate.advancing(partial, to: index) else { continue }
        if !next.contains(advanced) { next.append(advanced) }
      }
    }
    guard !next.isEmpty else {
      let step = self.step!
      self.step = nil
      if let difference, fitsIgnoringArguments(event, step) {
        diverged = nil
        var divergence = Self.divergence(difference.found, in: step, line: line)
        divergence.correction = .replaceArguments(at: step.actual.count, with: difference.corrected)
        throw divergence
      }
      diverged = (step, event, line)
      throw Diagnosis(step: step).unexpected(event, line: line)
    }
    step!.frontier = next
    step!.spare = frontier
    step!.actual.append(event)
  }

  /// Closes the last step.
  ///
  /// - Throws: `.nonconformant` if no alternative matched it.
  package mutating func finish() throws(Divergence) {
    try closeStep()
  }

  /// Checks one whole step: the stimulus, each delivered event in order, then the end of the
  /// response. For suites that drive an engine one stimulus at a time.
  ///
  /// The divergence covers the whole step: its diff shows every event delivered, and an event
  /// that came before one that never comes is reported as the missing event.
  package mutating func check(
    _ stimulus: Stimulus, delivered events: [Event],
    arguments: [EventArguments] = []
  ) throws(Divergence) {
    // The same states, stimulus and delivery always get the same verdict: a walk that comes
    // back to a state is judged by one lookup.
    let start = models
    if step == nil,
      let next = cache.conformantStep(
        from: start, stimulus, events, arguments, recording: recording,
        kinds: self.arguments)
    {
      models = next
      stepCount += 1
      return
    }
    let opened = step == nil
    try begin(stimulus)
    for (index, event) in events.enumerated() {
      do {
        try observe(event, arguments: index < arguments.count ? arguments[index] : .none)
      } catch {
        throw settle(error, rest: Array(events[(index + 1)...]))
      }
    }
    try closeStep()
    if opened {
      cache.rememberConformantStep(
        from: start, stimulus, events, arguments, recording: recording,
        kinds: self.arguments, next: models)
    }
  }

  /// Goes on past a step whose response is known to be allowed, to `model`, the state that
  /// response leads to: the conformance kit, which chose the response a mapper is sent from the
  /// model's own answers, does not check it again.
  package mutating func skip(to model: LifecycleModel) {
    precondition(step == nil, "a step is open")
    models = [model]
    stepCount += 1
  }

  /// The divergence `observe(_:)` just threw, told again now that the rest of its step is known
  /// (`rest`, the events delivered after the offending one, up to the next stimulus): the diff
  /// shows the whole step, and an event that came before one that never comes is headlined as
  /// the missing event, at the step's stimulus line. `lifecycle verify` reads on to the end of
  /// the step for this.
  package func settle(_ divergence: Divergence, rest: [Event]) -> Divergence {
    guard let diverged, diverged.step.index == divergence.stepIndex, divergence.kind == .nonconformant else {
      return divergence
    }
    return Diagnosis(step: diverged.step, rest: rest).unexpected(diverged.event, line: diverged.line)
  }

  /// Computes the alternatives for `stimulus` from the current states ahead of time, so that
  /// copies of the checker share them (the mutation tests check many responses to one step).
  mutating func prepare(_ stimulus: Stimulus) {
    for model in models { _ = cache.alternatives(model, stimulus, recording: recording, kinds: arguments) }
  }

  mutating func closeStep() throws(Divergence) {
    // Taken, not copied: a copy retains and releases each of the step's arrays.
    guard let step = step.take() else { return }
    // The states after the complete matches, each once, in order; no alternative is copied.
    var next: [LifecycleModel] = []
    for partial in step.frontier {
      let candidate = step.candidates[partial.candidate]
      guard candidate.required.isSubset(of: partial.used), candidate.completesGroups(partial.used),
        !next.contains(candidate.alternative.next)
      else { continue }
      next.append(candidate.alternative.next)
    }
    guard !next.isEmpty else { throw Diagnosis(step: step).missing() }
    models = next
  }
}

extension TraceChecker {
  /// The step being checked: its stimulus, the alternatives from every consistent state, the
  /// partial matches still possible, and the events seen so far (for the diff).
  struct OpenStep: Sendable {
    let stimulus: Stimulus
    let line: Int?
    let index: Int
    /// The states the step started from.
    let models: [LifecycleModel]
    let candidates: [PreparedAlternative]
    var frontier: [PartialMatch]
    /// Room for the next frontier, kept from the one before.
    var spare: [PartialMatch] = []
    var actual: [Event] = []
  }

  /// One way the events seen so far pair with one candidate: the compact positions matched, and
  /// the optional ones that can no longer appear because an event after them has.
  struct PartialMatch: Hashable, Sendable {
    let candidate: Int
    var used = EventSet()
    var skipped = EventSet()
    /// The positions of the whole response, recorded or not, that are used or can no longer
    /// appear: every predecessor of a used event, which `PreparedAlternative.advancing(_:to:)`
    /// walks back to.
    var reached = EventSet()
  }
}
