import Lifecycle

// TEMPORARY stand-in for the checker (branch `trace`), behind the agreed API, so the kit can
// be built and tested before the checker lands. Whole steps only; deleted at the merge.

/// Checks a run, step by step, against the reference model.
struct TraceChecker {
  struct Recording: Sendable {
    var callbacks: Bool
    var notifications: Bool
    static let callbacks = Recording(callbacks: true, notifications: false)
    static let notifications = Recording(callbacks: false, notifications: true)
    static let both = Recording(callbacks: true, notifications: true)
  }

  private(set) var models: [LifecycleModel]
  private let recording: Recording
  private var step = 0
  private var pending: (stimulus: Stimulus, events: [Event])?

  init(lifecycle: LifecycleStyle, sessions: [SceneID] = [], recording: Recording = .callbacks) {
    models = [LifecycleModel(lifecycle: lifecycle, sessions: sessions)]
    self.recording = recording
  }

  mutating func begin(_ stimulus: Stimulus, line: Int? = nil) throws(Divergence) {
    try finish()
    pending = (stimulus, [])
  }

  mutating func observe(_ event: Event, line: Int? = nil) throws(Divergence) {
    pending?.events.append(event)
  }

  mutating func finish() throws(Divergence) {
    guard let (stimulus, events) = pending else { return }
    pending = nil
    try check(stimulus, delivered: events)
  }

  mutating func check(_ stimulus: Stimulus, delivered events: [Event]) throws(Divergence) {
    step += 1
    var candidates: [Alternative] = []
    var impossible: ImpossibleStimulus?
    for model in models {
      do { candidates += try model.respond(to: stimulus) } catch { impossible = impossible ?? error }
    }
    if candidates.isEmpty, let impossible {
      throw Divergence(kind: .impossibleStimulus, stimulus: stimulus, stepIndex: step - 1, message: impossible.description)
    }
    let actual = events.filter(isRecorded)
    var best: (progress: Int, failure: Divergence)?
    var next: [LifecycleModel] = []
    for alternative in candidates {
      switch StepMatcher(alternative.response, stimulus: stimulus, keep: isRecorded).match(actual) {
      case .matched:
        if !next.contains(alternative.next) { next.append(alternative.next) }
      case .failed(let progress, let failure):
        if best == nil || progress > best!.progress {
          var divergence = failure
          divergence.stepIndex = step - 1
          best = (progress, divergence)
        }
      }
    }
    guard !next.isEmpty else { throw best!.failure }
    models = next
  }

  private func isRecorded(_ event: Event) -> Bool {
    event.kind == .callback ? recording.callbacks : recording.notifications
  }
}
