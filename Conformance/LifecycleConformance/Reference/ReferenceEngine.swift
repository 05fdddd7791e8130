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
public struct ReferenceEngine: LifecycleEngine {
  /// How the engine chooses among the responses the model allows.
  public enum Schedule: Hashable, Sendable {
    /// The first alternative, required events only, in the model's order.
    case listed
    /// A random alternative, random optional events, a random order the edges allow.
    case shuffled(seed: UInt64)
  }

  public let capabilities: EngineCapabilities
  public let schedule: Schedule
  /// The model after the stimuli performed so far.
  public private(set) var model: LifecycleModel
  private var random: SeededGenerator
  private var delegates: LifecycleDelegates?

  /// An engine for one lifecycle style that can do everything, posting notifications unless told not to.
  public init(lifecycle: LifecycleStyle, postsNotifications: Bool = true, schedule: Schedule = .listed) {
    capabilities = EngineCapabilities(lifecycle: lifecycle, supports: Set(Capability.all),
                                      postsNotifications: postsNotifications)
    self.schedule = schedule
    model = LifecycleModel(lifecycle: lifecycle)
    if case .shuffled(let seed) = schedule { random = SeededGenerator(seed: seed) } else { random = SeededGenerator(seed: 0) }
  }

  public mutating func prepare(_ start: StartingConditions, delegates: LifecycleDelegates) async throws {
    model = LifecycleModel(lifecycle: start.lifecycle, sessions: start.savedSessions)
    self.delegates = delegates
  }

  public mutating func perform(_ stimulus: Stimulus) async throws {
    deliver(try plan(stimulus), answering: stimulus)
  }

  /// Chooses the response to `stimulus` and moves the model on: what `perform` will deliver.
  ///
  /// - Throws: `ImpossibleStimulus` when the stimulus cannot happen in the model's state.
  public mutating func plan(_ stimulus: Stimulus) throws(ImpossibleStimulus) -> [Delivery] {
    let alternatives = try model.respond(to: stimulus)
    let shuffled = schedule != .listed
    let alternative = shuffled ? alternatives.randomElement(using: &random)! : alternatives[0]
    model = alternative.next
    let events = alternative.response.events
    let order = alternative.response.order(for: stimulus)
    let chosen = events.indices.filter { events[$0].isRequired || (shuffled && Bool.random(using: &random)) }
    let recorded = chosen.filter { capabilities.postsNotifications || events[$0].event.kind == .callback }
    return linearExtension(recorded, order, shuffled: shuffled).map { Delivery(events[$0].event, sessions: events[$0].sessions) }
  }

  /// Delivers planned events to the delegates, in order.
  public func deliver(_ deliveries: [Delivery], answering stimulus: Stimulus) {
    guard let delegates else { return }
    for delivery in deliveries {
      delegates.deliver(delivery.event, answering: stimulus, about: delivery.sessions)
    }
  }

  /// The positions in an order the edges allow: the listed order where it can, or at random.
  private mutating func linearExtension(_ positions: [Int], _ order: Order, shuffled: Bool) -> [Int] {
    var remaining = positions
    // A candidate is ready when none of its predecessors among `positions` is still remaining:
    // two set operations instead of a scan of the remaining positions for each candidate.
    var chosen = EventSet()
    for position in positions { chosen.insert(position) }
    var done = EventSet()
    var placed: [Int] = []
    placed.reserveCapacity(positions.count)
    func isReady(_ index: Int) -> Bool {
      let waiting = order.predecessors[remaining[index]].subtracting(done)
      return waiting.subtracting(chosen) == waiting
    }
    while !remaining.isEmpty {
      let pick: Int
      if shuffled {
        pick = remaining.indices.filter(isReady).randomElement(using: &random)!
      } else {
        pick = remaining.indices.first(where: isReady)!
      }
      let position = remaining.remove(at: pick)
      done.insert(position)
      placed.append(position)
    }
    return placed
  }
}
