@testable import Lifecycle

/// A random walk through the reference model, recorded as a trace: possible stimuli, each answered by one of the
/// model's alternatives, its optional events kept or not, its events in a random order that
/// keeps every edge. What an engine that conforms might deliver.
struct RecordedWalk {
  struct Step {
    let stimulus: Stimulus
    /// The delivered events, of the recorded kinds, with whether each is required.
    let events: [(event: Event, required: Bool)]
    var delivered: [Event] { events.map(\.event) }
  }

  let seed: UInt64
  let header: TraceHeader
  let steps: [Step]

  static let scenes: [SceneID] = ["main", "second", "third"]

  init(seed: UInt64, maximumSteps: Int = 8, memo: inout BruteForceMatcher.Memo) {
    var random = SeededGenerator(seed: seed)
    let lifecycle: LifecycleStyle = random.next() % 2 == 0 ? .app : .scene
    let sessions = lifecycle == .app ? [] : Array(Self.scenes.shuffled(using: &random).prefix(Int(random.next() % 3)))
    let recording = [TraceRecording.callbacks, .notifications, .both].randomElement(using: &random)!
    self.seed = seed
    header = TraceHeader(lifecycle: lifecycle, sessions: sessions, recording: recording, source: "seed \(seed)")
    var model = LifecycleModel(lifecycle: lifecycle, sessions: sessions)
    var steps: [Step] = []
    for _ in 0..<Int.random(in: 1...maximumSteps, using: &random) {
      for stimulus in (lifecycle == .app ? Self.appStimuli : Self.sceneStimuli).shuffled(using: &random) {
        guard (try? model.checkPossible(stimulus)) != nil else { continue }
        let alternatives = memo.alternatives(model, stimulus)
        guard let (alternative, order) = alternatives.randomElement(using: &random) else { continue }
        steps.append(
          Step(
            stimulus: stimulus,
            events: Self.deliver(alternative, order, recording, using: &random)))
        model = alternative.next
        break
      }
    }
    self.steps = steps
  }

  /// The trace in the format, through `TraceWriter`.
  var text: String {
    var writer = TraceWriter(header: header, to: "")
    for step in steps { writer.write(step.stimulus, delivered: step.delivered) }
    return writer.output
  }

  static let appStimuli = stimuli(.app)
  static let sceneStimuli = stimuli(.scene)

  /// Every stimulus over three scene ids.
  static func stimuli(_ lifecycle: LifecycleStyle) -> [Stimulus] {
    var all: [Stimulus] = [
      .tapIcon, .tapNotification(), .openURL(), .openURL(url: "https://example.com/a"), .continueUserActivity(),
      .pressHome, .openAppSwitcher, .returnToApp, .switchToOtherApp, .swipeAwayInAppSwitcher, .endInterruption,
      .acceptCall, .lockDevice, .unlockDevice, .suspend, .terminate, .memoryWarning, .significantTimeChange,
    ]
    all += InterruptionKind.allCases.map { .beginInterruption($0) }
    all += BackgroundLaunchReason.allCases.map { .backgroundLaunch($0) }
    guard lifecycle == .scene else { return all }
    for scene in scenes {
      all += [
        .tapNotification(scene: scene), .openURL(scene: scene), .continueUserActivity(scene: scene),
        .openScene(scene), .showScene(scene), .hideScene(scene), .resizeScene(scene), .closeScene(scene),
        .disconnectScene(scene),
      ]
    }
    return all
  }

  /// Each optional event (or group of them) kept with even odds, then a random order that keeps
  /// every edge.
  static func deliver(
    _ alternative: Alternative, _ order: Order, _ recording: TraceRecording,
    using random: inout SeededGenerator
  ) -> [(event: Event, required: Bool)] {
    let events = alternative.response.events
    var pending = alternative.response.choosing { _ in random.next() % 2 == 0 }
    var delivered: [(event: Event, required: Bool)] = []
    while !pending.isEmpty {
      let ready = pending.indices.filter { index in
        !pending.contains { order.requires($0, before: pending[index]) }
      }
      let position = pending.remove(at: ready.randomElement(using: &random)!)
      if recording.records(events[position].event.kind) {
        delivered.append((events[position].event, events[position].isRequired))
      }
    }
    return delivered
  }
}
