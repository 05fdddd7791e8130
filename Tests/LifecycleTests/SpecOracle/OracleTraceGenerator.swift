import Lifecycle

/// A generated trace: its header's facts and its lines, and how it was made.
struct OracleTrace: Sendable {
  var lifecycle: LifecycleStyle
  var sessions: [SceneID]
  var recording: TraceRecording
  var records: [OracleRecord]
  var origin: String

  /// The trace as JSON Lines, ready for `lifecycle verify`.
  var jsonLines: String {
    var text = TraceHeader(lifecycle: lifecycle, sessions: sessions, recording: recording).traceJSON.compact + "\n"
    for record in records {
      let fields: [(key: String, value: String)]
      switch record {
      case .stimulus(let stimulus):
        fields = stimulus.traceFields
      case .event(let event):
        fields = [(event.kind.rawValue, event.name)] + (event.scene.map { [("scene", $0.rawValue)] } ?? [])
      }
      text += "{" + fields.map { "\"\($0.key)\": \"\($0.value)\"" }.joined(separator: ", ") + "}\n"
    }
    return text
  }
}

/// Seeded random walks over the oracle, each step one randomly linearised alternative, and
/// mutants of them.
struct OracleTraceGenerator {
  static let scenePool: [SceneID] = ["main", "second", "third"]
  var random: SeededGenerator

  init(seed: UInt64) { random = SeededGenerator(seed: seed) }

  /// A trace the oracle accepts, or one of its mutants.
  mutating func trace() -> OracleTrace {
    let walk = self.walk()
    switch Int.random(in: 0..<8, using: &random) {
    case 0, 1: return walk
    default: return mutate(walk)
    }
  }

  mutating func walk() -> OracleTrace {
    let lifecycle: LifecycleStyle = Bool.random(using: &random) ? .scene : .app
    var sessions: [SceneID] = []
    if lifecycle == .scene {
      sessions = Array(Self.scenePool.shuffled(using: &random).prefix(Int.random(in: 0...3, using: &random)))
    }
    let recording = [TraceRecording.callbacks, .both, .notifications].randomElement(using: &random)!
    var state = OracleState(lifecycle: lifecycle, sessions: sessions)
    var records: [OracleRecord] = []
    for _ in 0..<Int.random(in: 1...12, using: &random) {
      let stimulus = randomStimulus(possibleIn: state)
      guard let alternatives = SpecOracle.respond(state, to: stimulus) else { preconditionFailure("\(stimulus)") }
      let alternative = alternatives.randomElement(using: &random)!
      records.append(.stimulus(stimulus))
      records += linearise(alternative.restricted(to: recording)).map { .event($0) }
      state = alternative.next
    }
    return OracleTrace(
      lifecycle: lifecycle, sessions: sessions, recording: recording, records: records,
      origin: "walk")
  }

  /// A random order of a random allowed subset of the alternative's events.
  mutating func linearise(_ alternative: OracleAlternative) -> [Event] {
    var included: UInt64 = 0
    var groupChoice: [Int: Bool] = [:]
    for index in alternative.events.indices {
      if let group = alternative.groups[index], groupChoice[group] == nil {
        groupChoice[group] = Bool.random(using: &random)
      }
    }
    for index in alternative.events.indices {
      let keep: Bool
      if let group = alternative.groups[index] {
        keep = groupChoice[group]!
      } else if let group = alternative.belongs[index] {
        // Only with the change it announces.
        keep = groupChoice[group] == true && Bool.random(using: &random)
      } else {
        keep = alternative.required[index] || Bool.random(using: &random)
      }
      if keep { included |= 1 << UInt64(index) }
    }
    var placed: UInt64 = 0
    var order: [Event] = []
    while placed != included {
      let ready = alternative.events.indices.filter {
        let bit: UInt64 = 1 << UInt64($0)
        return included & bit != 0 && placed & bit == 0 && alternative.before[$0] & included & ~placed == 0
      }
      let next = ready.randomElement(using: &random)!
      placed |= 1 << UInt64(next)
      order.append(alternative.events[next])
    }
    return order
  }

  /// Every stimulus with parameters drawn from the scene pool; names first, so each kind is as likely.
  mutating func randomStimulus(possibleIn state: OracleState) -> Stimulus {
    var candidates = Self.allStimuli(state: state).filter { state.canHappen($0) }
    // Keep to three sessions.
    if state.sessions.count >= 3 {
      candidates.removeAll { stimulus in
        stimulus.scene.map { state.session($0) == nil } ?? false
      }
    }
    let names = Array(Set(candidates.map(\.name))).sorted { $0.rawValue < $1.rawValue }
    let name = names.randomElement(using: &random)!
    return candidates.filter { $0.name == name }.randomElement(using: &random)!
  }

  static func allStimuli(state: OracleState) -> [Stimulus] {
    let scenes: [SceneID?] = state.isSceneBased ? [nil] + scenePool : [nil]
    var all: [Stimulus] = [
      .tapIcon, .pressHome, .openAppSwitcher, .returnToApp, .switchToOtherApp,
      .swipeAwayInAppSwitcher, .endInterruption, .acceptCall, .lockDevice, .unlockDevice,
      .suspend, .terminate, .memoryWarning, .significantTimeChange, .crash, .restartDevice,
      .killForSharedResource, .beginBackgroundTask, .endBackgroundTask, .backgroundTimeExpires,
      .backgroundTimeRunsOut,
    ]
    all += InterruptionKind.allCases.map { .beginInterruption($0) }
    all += BackgroundLaunchReason.allCases.map { .backgroundLaunch($0) }
    for scene in scenes {
      all += [
        .tapNotification(scene: scene), .continueUserActivity(scene: scene),
        .openURL(url: nil, scene: scene), .openURL(url: "https://example.com/a", scene: scene),
      ]
    }
    all += (scenePool + ["tv"]).map { .attachDisplay($0) } + [.detachDisplay]
    for scene in scenePool {
      all += [
        .openScene(scene), .showScene(scene), .hideScene(scene), .resizeScene(scene), .closeScene(scene),
        .disconnectScene(scene),
      ]
    }
    return all
  }

  // MARK: Mutants

  mutating func mutate(_ trace: OracleTrace) -> OracleTrace {
    var mutant = trace
    var records = trace.records
    let events = records.indices.filter { if case .event = records[$0] { true } else { false } }
    switch Int.random(in: 0..<6, using: &random) {
    case 0 where !events.isEmpty:
      let index = events.randomElement(using: &random)!
      records.remove(at: index)
      mutant.origin = "walk, event at line \(index + 2) dropped"
    case 1 where !events.isEmpty:
      let index = events.randomElement(using: &random)!
      records.insert(records[index], at: index + 1)
      mutant.origin = "walk, event at line \(index + 2) duplicated"
    case 2 where records.count >= 2:
      let index = Int.random(in: 0..<(records.count - 1), using: &random)
      records.swapAt(index, index + 1)
      mutant.origin = "walk, lines \(index + 2) and \(index + 3) swapped"
    case 3:
      let index = Int.random(in: 1...records.count, using: &random)
      records.insert(.event(foreignEvent(recording: trace.recording)), at: index)
      mutant.origin = "walk, foreign event inserted at line \(index + 2)"
    case 4:
      let index = Int.random(in: 0...records.count, using: &random)
      let stimuli = Self.allStimuli(state: OracleState(lifecycle: trace.lifecycle))
      records.insert(.stimulus(stimuli.randomElement(using: &random)!), at: index)
      mutant.origin = "walk, stimulus inserted at line \(index + 2)"
    default:
      let count = Int.random(in: 0..<max(records.count, 1), using: &random)
      records = Array(records.prefix(count))
      mutant.origin = "walk, truncated to \(count + 1) lines"
    }
    mutant.records = records
    return mutant
  }

  mutating func foreignEvent(recording: TraceRecording) -> Event {
    let callback = recording.callbacks && (!recording.notifications || Bool.random(using: &random))
    let scene = Self.scenePool.randomElement(using: &random)!
    if callback {
      let method = Callback.Method.allCases.randomElement(using: &random)!
      return .callback(method, method.isSceneDelegateMethod ? scene : nil)
    }
    let name = LifecycleNotification.allCases.randomElement(using: &random)!
    return .notification(name, name.isSceneNotification ? scene : nil)
  }
}
