/// Shrinks a failing script: removes stimuli, saved sessions and payload details while the
/// engine still fails, keeping only scripts the model says can happen.
@MainActor
struct Shrinker {
  let timeout: Duration

  /// The smallest failing script found from `script`, and its run.
  func shrink<Engine: LifecycleEngine>(_ script: Script, _ failing: RecordedRun,
                                       _ makeEngine: () -> Engine) async -> (Script, RecordedRun) {
    var best = (script, failing)
    var improved = true
    while improved {
      improved = false
      for candidate in candidates(best.0) where candidate.isPossible {
        let run = await ConformanceDriver(timeout: timeout, selection: .all).record(makeEngine(), candidate)
        if let failure = run.failure, !Self.isInvalid(failure) {
          best = (Script(scenarioID: nil, lifecycle: candidate.lifecycle, sessions: candidate.sessions,
                         stimuli: Array(candidate.stimuli.prefix(failure.step))), run)
          improved = true
          break
        }
      }
    }
    return best
  }

  /// Smaller scripts first: without a chunk of stimuli (every size, largest first), two
  /// stimuli replaced by one, with fewer saved sessions, with simpler stimuli.
  private func candidates(_ script: Script) -> [Script] {
    var result: [Script] = []
    let count = script.stimuli.count
    // Every chunk size, largest first: a lock, a termination and an unlock may only go together.
    for size in stride(from: count - 1, through: 1, by: -1) {
      for start in stride(from: 0, to: count - size + 1, by: 1) {
        var stimuli = script.stimuli
        stimuli.removeSubrange(start..<start + size)
        result.append(Script(lifecycle: script.lifecycle, sessions: script.sessions, stimuli: stimuli))
      }
    }
    // Two stimuli that only make sense together (a call answered) may stand for one that
    // reaches the same state (a Home press): deleting alone cannot find that.
    for start in stride(from: 0, to: count - 1, by: 1) {
      for replacement in Self.plainStimuli {
        var stimuli = script.stimuli
        stimuli.replaceSubrange(start...start + 1, with: [replacement])
        result.append(Script(lifecycle: script.lifecycle, sessions: script.sessions, stimuli: stimuli))
      }
    }
    if !script.sessions.isEmpty {
      result.append(Script(lifecycle: script.lifecycle, sessions: Array(script.sessions.dropLast()),
                           stimuli: script.stimuli))
    }
    for (index, stimulus) in script.stimuli.enumerated() {
      for simpler in Self.simpler(stimulus) {
        var stimuli = script.stimuli
        stimuli[index] = simpler
        result.append(Script(lifecycle: script.lifecycle, sessions: script.sessions, stimuli: stimuli))
      }
    }
    return result
  }

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
