/// A correct engine, driven by the reference model: for each stimulus it picks one allowed
/// response and delivers it. The kit's own tests and the examples use it as the engine that
/// passes everything.
///
/// ```swift
/// let result = await ConformanceDriver().verify(ReferenceEngine(lifecycle: .scene), against: scenario)
/// ```
///
/// With `.listed` it delivers the first alternative in the order the model lists it, without
/// optional events; with `.shuffled(seed:)` it picks an alternative, the optional events and an
/// order that respects every edge at random, from the seed: any of those must pass too.
package struct ReferenceEngine: LifecycleEngine {
  /// How the engine chooses among the responses the model allows.
  package enum Schedule: Hashable, Sendable {
    /// The first alternative, required events only, in the model's order.
    case listed
    /// A random alternative, random optional events, a random order the edges allow.
    case shuffled(seed: UInt64)
  }

  /// What the engine declares: by default its lifecycle style, the newest trace format with every
  /// argument, every capability and every notification.
  package let capabilities: EngineCapabilities
  /// How it picks among the orders the model allows.
  package let schedule: Schedule
  /// The model after the stimuli performed so far.
  package private(set) var model: LifecycleModel
  private var random: SeededGenerator
  private var delegates: LifecycleDelegates?
  /// `capabilities.recording`, built once: building it hashes a set of names.
  private let recording: TraceRecording

  /// An engine for one lifecycle style that can do everything, posting notifications unless told not to.
  package init(lifecycle: LifecycleStyle, postsNotifications: Bool = true, schedule: Schedule = .listed) {
    let (capabilities, recording) = Self.declared[Declared(lifecycle: lifecycle, posts: postsNotifications)]!
    self.init(lifecycle: lifecycle, capabilities: capabilities, recording: recording, schedule: schedule)
  }

  /// An engine that declares `capabilities` and posts only the notifications they name; it can
  /// still perform any stimulus, so declare only what a scenario should see.
  package init(lifecycle: LifecycleStyle, capabilities: EngineCapabilities, schedule: Schedule = .listed) {
    self.init(lifecycle: lifecycle, capabilities: capabilities, recording: capabilities.recording, schedule: schedule)
  }

  /// What `init(lifecycle:postsNotifications:schedule:)` declares, built once for each lifecycle
  /// style and choice of notifications: exploration makes an engine for every run of a few
  /// stimuli (and exhaustive search for every sequence), and building them hashes sets of names.
  private struct Declared: Hashable {
    let lifecycle: LifecycleStyle
    let posts: Bool
  }

  private static let declared: [Declared: (EngineCapabilities, TraceRecording)] = {
    var declared: [Declared: (EngineCapabilities, TraceRecording)] = [:]
    for lifecycle in LifecycleStyle.allCases {
      for posts in [false, true] {
        var capabilities = EngineCapabilities(
          lifecycle: lifecycle, format: .latest, supports: Set(Capability.all), postsNotifications: posts)
        // `deliver` keeps the application's and the scenes' states up to date.
        capabilities.checkedArguments.insert(.states)
        declared[Declared(lifecycle: lifecycle, posts: posts)] = (capabilities, capabilities.recording)
      }
    }
    return declared
  }()

  private init(
    lifecycle: LifecycleStyle, capabilities: EngineCapabilities, recording: TraceRecording,
    schedule: Schedule
  ) {
    self.capabilities = capabilities
    self.schedule = schedule
    self.recording = recording
    model = LifecycleModel(lifecycle: lifecycle)
    if case .shuffled(let seed) = schedule {
      random = SeededGenerator(seed: seed)
    } else {
      random = SeededGenerator(seed: 0)
    }
  }

  /// Starts the model from the delegates' lifecycle and saved sessions, and keeps the delegates
  /// to call.
  package mutating func prepare(_ delegates: LifecycleDelegates) async throws {
    model = LifecycleModel(lifecycle: delegates.lifecycle, sessions: delegates.savedSessions)
    self.delegates = delegates
  }

  /// Calls the delegates with the model's response to `stimulus`, in the order `schedule` picks.
  package mutating func perform(_ stimulus: Stimulus) async throws {
    deliver(try plan(stimulus), answering: stimulus)
  }

  /// Chooses the response to `stimulus` and moves the model on: what `perform` will deliver.
  ///
  /// - Throws: `ImpossibleStimulus` when the stimulus cannot happen in the model's state.
  package mutating func plan(_ stimulus: Stimulus) throws(ImpossibleStimulus) -> [Delivery] {
    let shuffled = schedule != .listed
    // The listed plan is a pure function of the state and the stimulus: computed once per
    // process for every engine, as the checker remembers its verdicts.
    if !shuffled, let (plan, next) = PlanMemo.shared.plan(model, stimulus, recording) {
      model = next
      return plan
    }
    let before = model
    var random = self.random
    defer { self.random = random }
    let plan = try plan(
      stimulus,
      alternative: { count in shuffled ? Int.random(in: 0..<count, using: &random) : 0 },
      including: { _ in shuffled && Bool.random(using: &random) },
      order: { response, chosen in
        response.linearExtension(of: chosen) { count in shuffled ? Int.random(in: 0..<count, using: &random) : 0 }
      })
    if !shuffled { PlanMemo.shared.remember(before, stimulus, recording, plan: plan, next: model) }
    return plan
  }

  /// Chooses the response to `stimulus` as `choice` says and moves the model on: what a mapper
  /// is sent (`MappedEngine`).
  ///
  /// - Throws: `ImpossibleStimulus` when the stimulus cannot happen in the model's state.
  package mutating func plan(
    _ stimulus: Stimulus, choosing choice: ResponseChoice
  ) throws(ImpossibleStimulus)
    -> [Delivery]
  {
    // Every choice but a seeded one is a pure function of the state and the stimulus; a seed is
    // mostly met once, so its plan is not worth remembering.
    var random = SeededGenerator(seed: 0)
    let remembered: Bool
    if case .seeded(let seed) = choice {
      random = SeededGenerator(seed: seed)
      remembered = false
    } else if let (plan, next) = PlanMemo.shared.plan(model, stimulus, recording, choice: choice) {
      model = next
      return plan
    } else {
      remembered = true
    }
    let before = model
    let plan = try plan(
      stimulus,
      alternative: { count in
        switch choice {
        case .alternative(let index): min(index, count - 1)
        case .seeded: Int.random(in: 0..<count, using: &random)
        case .canonical, .without, .notificationsFirst: 0
        }
      },
      including: { event in
        switch choice {
        case .without(let dropped): event.event != dropped
        case .seeded: Bool.random(using: &random)
        case .canonical, .alternative, .notificationsFirst: true
        }
      },
      order: { response, chosen in
        switch choice {
        case .notificationsFirst: ResponseChoice.notificationsFirst(response, chosen)
        case .seeded: response.linearExtension(of: chosen) { Int.random(in: 0..<$0, using: &random) }
        case .canonical, .alternative, .without: response.linearExtension(of: chosen)
        }
      })
    if remembered { PlanMemo.shared.remember(before, stimulus, recording, choice: choice, plan: plan, next: model) }
    return plan
  }

  /// The plan of one response: the alternative `alternative` picks among so many, the optional
  /// events `including` keeps, in the order `order` gives the chosen positions.
  private mutating func plan(
    _ stimulus: Stimulus, alternative: (_ count: Int) -> Int, including: (ExpectedEvent) -> Bool,
    order: (Response, [Int]) -> [Int]
  ) throws(ImpossibleStimulus) -> [Delivery] {
    let alternatives = try model.respond(to: stimulus)
    let chosenAlternative = alternatives[alternative(alternatives.count)]
    model = chosenAlternative.next
    let response = chosenAlternative.response
    let chosen = response.choosing { including(response.events[$0]) }
      .filter { recording.records(response.events[$0].event) }
    return order(response, chosen).map { index in
      let expected = response.events[index]
      var delivery = Delivery(expected.event, sessions: expected.sessions)
      if expected.event.callback?.method.takesPayload == true { delivery.payload = expected.payload }
      return delivery
    }
  }

  /// Goes on from `model` instead of the state its last plan led to: a broken engine that
  /// delivered something else is in the state that delivery implies.
  package mutating func resume(from model: LifecycleModel) {
    self.model = model
  }

  /// Delivers planned events to the delegates, in order.
  package func deliver(_ deliveries: [Delivery], answering stimulus: Stimulus) {
    guard let delegates else { return }
    for delivery in deliveries {
      delegates.deliver(delivery.event, answering: stimulus, as: delivery.arguments)
    }
  }
}
