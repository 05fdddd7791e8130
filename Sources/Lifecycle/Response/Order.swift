/// The partial order over one response's events: which must come before which, and why.
///
/// Derived from a `Response` by `Response.order(for:)`. Positions index `Response.events`.
public struct Order: Hashable, Sendable {
  /// For each event, every event that must come before it (transitively closed).
  public private(set) var predecessors: [EventSet]
  /// The edges the rules give directly, with the rule that gives each.
  public private(set) var edges: [Edge]

  /// One ordering edge: `earlier` must come before `later`, by `rule`.
  public struct Edge: Hashable, Sendable {
    public let earlier: Int
    public let later: Int
    public let rule: OrderRule
  }

  init(count: Int, edges: [Edge]) {
    self.edges = edges
    var predecessors = Array(repeating: EventSet(), count: count)
    for edge in edges { predecessors[edge.later].insert(edge.earlier) }
    // Warshall's closure: whatever precedes k also precedes everything k precedes.
    for k in 0..<count {
      for j in 0..<count where predecessors[j].contains(k) {
        predecessors[j].formUnion(predecessors[k])
      }
    }
    self.predecessors = predecessors
  }

  /// Whether `earlier` must come before `later`.
  public func requires(_ earlier: Int, before later: Int) -> Bool {
    predecessors[later].contains(earlier)
  }

  /// Whether the order contradicts itself (an event must precede itself): a defect in the
  /// model or the catalog, never in a trace.
  public var hasCycle: Bool {
    predecessors.indices.contains { predecessors[$0].contains($0) }
  }

  /// The rule that puts `earlier` before `later`: the direct edge if there is one, else the
  /// edge into `later` through which the order follows.
  public func rule(_ earlier: Int, before later: Int) -> OrderRule? {
    if let direct = edges.first(where: { $0.earlier == earlier && $0.later == later }) {
      return direct.rule
    }
    return edges.first { $0.later == later && requires(earlier, before: $0.earlier) }?.rule
  }

  /// Every pair `(earlier, later)` the order requires, for comparing two responses.
  public var pairs: [(earlier: Int, later: Int)] {
    predecessors.indices.flatMap { later in
      predecessors[later].positions.map { (earlier: $0, later: later) }
    }
  }
}

extension Response {
  /// The partial order TRACE-FORMAT.md gives this response's events when they answer `stimulus`.
  ///
  /// - Each delegate's callbacks form one chain in the listed order, except the memory-warning,
  ///   time-change and protected-data callbacks, a neighbouring scene's geometry update and a
  ///   discard delivered at launch.
  /// - The `UIApplication.*` state notifications form one chain, and each scene's `UIScene.*`
  ///   notifications another.
  /// - `willFinishLaunching` before `didFinishLaunching` before every other event of a launch;
  ///   a configuration before the connection it configures; a disconnection before the discard of
  ///   that scene; four app-delegate methods before their notifications; a termination after every
  ///   scene event when the event says so.
  public func order(for stimulus: Stimulus) -> Order {
    var edges: [Order.Edge] = []
    // Room for the chains and a few specific edges without regrowing: this runs for every step
    // a checker or an engine answers.
    edges.reserveCapacity(2 * events.count)
    func chain(_ positions: [Int], _ rule: OrderRule) {
      for (earlier, later) in zip(positions, positions.dropFirst()) {
        edges.append(Order.Edge(earlier: earlier, later: later, rule: rule))
      }
    }
    let isLaunch = events.contains { $0.event.callback?.method == .applicationWillFinishLaunching }

    // Delegate chains: the app delegate's, and one per scene delegate.
    // Per-scene chains in small arrays rather than dictionaries: a response concerns a few
    // scenes, and hashing their ids cost more than finding them.
    var appChain: [Int] = []
    var sceneChains: [(scene: SceneID, positions: [Int])] = []
    var appNotifications: [Int] = []
    var sceneNotifications: [(scene: SceneID, positions: [Int])] = []
    func append(_ position: Int, _ scene: SceneID, to chains: inout [(scene: SceneID, positions: [Int])]) {
      if let index = chains.firstIndex(where: { $0.scene == scene }) {
        chains[index].positions.append(position)
      } else {
        chains.append((scene, [position]))
      }
    }
    for (position, expected) in events.enumerated() {
      switch expected.event {
      case .callback(let callback):
        if isUnchained(callback, stimulus: stimulus, isLaunch: isLaunch) { continue }
        if let scene = callback.scene, callback.method.isSceneDelegateMethod {
          append(position, scene, to: &sceneChains)
        } else {
          appChain.append(position)
        }
      case .notification(let notification):
        if let scene = notification.scene, notification.name.isSceneNotification {
          append(position, scene, to: &sceneNotifications)
        } else if notification.name.announcesAppStateChange {
          appNotifications.append(position)
        }
      }
    }

    // The launch comes first.
    let willFinish = positions(of: .applicationWillFinishLaunching)
    let didFinish = positions(of: .applicationDidFinishLaunching)
    for (earlier, later) in product(willFinish, didFinish) {
      edges.append(Order.Edge(earlier: earlier, later: later, rule: .launchFirst))
    }
    let launchEnd = didFinish.isEmpty ? willFinish : didFinish
    if !launchEnd.isEmpty {
      let rest = events.indices.filter { !willFinish.contains($0) && !didFinish.contains($0) }
      for (earlier, later) in product(launchEnd, rest) {
        edges.append(Order.Edge(earlier: earlier, later: later, rule: .launchFirst))
      }
    }

    // Configuration before connection; disconnection before discard.
    for configuration in positions(of: .applicationConfigurationForConnecting) {
      for scene in events[configuration].sessions {
        for connection in positions(of: .sceneWillConnect, scene: scene) {
          edges.append(Order.Edge(earlier: configuration, later: connection, rule: .configurationBeforeConnection))
        }
      }
    }
    for discard in positions(of: .applicationDidDiscardSceneSessions) {
      for scene in events[discard].sessions {
        for disconnection in positions(of: .sceneDidDisconnect, scene: scene) {
          edges.append(Order.Edge(earlier: disconnection, later: discard, rule: .disconnectionBeforeDiscard))
        }
      }
    }

    // The k-th call of a method before the k-th posting of its notification: the calls and
    // the postings found in one pass per method.
    for method in Self.methodsBeforeNotifications {
      var calls: [Int] = []
      var postings: [Int] = []
      for position in events.indices {
        switch events[position].event {
        case .callback(let callback) where callback.method == method:
          calls.append(position)
        case .notification(let notification) where notification.name == method.notification && notification.scene == nil:
          postings.append(position)
        default:
          break
        }
      }
      for (call, posting) in zip(calls, postings) {
        edges.append(Order.Edge(earlier: call, later: posting, rule: .methodBeforeNotification))
      }
    }

    // Termination after every scene event.
    for last in events.indices where events[last].followsSceneEvents {
      for position in events.indices where events[position].event.scene != nil {
        edges.append(Order.Edge(earlier: position, later: last, rule: .terminationLast))
      }
    }
    // The delegate and notification chains last, so the specific rules above name an edge
    // that both give.
    chain(appChain, .delegateSequence)
    for scene in sceneChains.sorted(by: { $0.scene < $1.scene }) { chain(scene.positions, .delegateSequence) }
    chain(appNotifications, .notificationSequence)
    for scene in sceneNotifications.sorted(by: { $0.scene < $1.scene }) {
      chain(scene.positions, .notificationSequence)
    }
    return Order(count: events.count, edges: edges)
  }

  /// The four app-delegate methods UIKit calls before posting their notifications.
  private static let methodsBeforeNotifications: [Callback.Method] = [
    .applicationDidFinishLaunching, .applicationDidBecomeActive, .applicationWillResignActive,
    .applicationWillTerminate,
  ]

  private func product(_ earlier: [Int], _ later: [Int]) -> [(Int, Int)] {
    earlier.flatMap { first in later.map { (first, $0) } }
  }

  private func positions(of method: Callback.Method, scene: SceneID? = nil) -> [Int] {
    events.indices.filter {
      guard let callback = events[$0].event.callback, callback.method == method else { return false }
      return scene == nil || callback.scene == scene
    }
  }

  /// Callbacks that TRACE-FORMAT.md leaves out of their delegate's chain.
  private func isUnchained(_ callback: Callback, stimulus: Stimulus, isLaunch: Bool) -> Bool {
    switch callback.method {
    case .applicationDidReceiveMemoryWarning, .applicationSignificantTimeChange,
      .applicationProtectedDataWillBecomeUnavailable, .applicationProtectedDataDidBecomeAvailable:
      return true
    case .applicationDidDiscardSceneSessions:
      return isLaunch
    case .windowSceneDidUpdateEffectiveGeometry, .windowSceneDidUpdateCoordinateSpace:
      return callback.scene != stimulus.scene || !stimulus.isSceneStimulus
    default:
      return false
    }
  }
}
