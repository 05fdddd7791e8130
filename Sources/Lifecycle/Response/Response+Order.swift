extension Response {
  /// The partial order Conformance/SPEC.md gives this response's events
  /// (#how-a-trace-is-judged): one short function per `OrderRule`.
  ///
  /// The response knows all it needs: a neighbour's geometry update is the optional one, a
  /// termination says that it follows the scene events, a session callback names its sessions.
  package var order: Order { Order(count: events.count, edges: orderEdges) }

  /// The edges the rules give directly, without the closure `order` computes: the checker
  /// follows them as far as it needs, where a closure over a step of thousands of events would
  /// cost as many sets of thousands of positions.
  var orderEdges: [Order.Edge] {
    var edges: [Order.Edge] = []
    // Room for the chains and a few specific edges without regrowing: this runs for every step
    // a checker or an engine answers.
    edges.reserveCapacity(2 * events.count)
    let landmarks = Landmarks(events)
    launchFirstEdges(landmarks, into: &edges)
    configurationEdges(landmarks, into: &edges)
    discardEdges(landmarks, into: &edges)
    methodBeforeNotificationEdges(landmarks, into: &edges)
    terminationEdges(landmarks, into: &edges)
    payloadEdges(landmarks, into: &edges)
    // The delegate and notification chains last, so the specific rules above name an edge
    // that both give.
    chainEdges(isLaunch: !landmarks.willFinish.isEmpty, into: &edges)
    return edges
  }

  /// Whether the response launches the process.
  var isLaunch: Bool {
    // By index: `contains` would copy each event, and a step of many scenes holds thousands.
    for index in events.indices {
      if case .callback(let callback) = events[index].event, callback.method == .applicationWillFinishLaunching {
        return true
      }
    }
    return false
  }

  // MARK: One function per rule

  /// `launch-first`: willFinishLaunching before didFinishLaunching before every other event.
  private func launchFirstEdges(_ landmarks: Landmarks, into edges: inout [Order.Edge]) {
    let willFinish = landmarks.willFinish
    let didFinish = landmarks.didFinish
    for earlier in willFinish {
      for later in didFinish { edges.append(Order.Edge(earlier: earlier, later: later, rule: .launchFirst)) }
    }
    let launchEnd = didFinish.isEmpty ? willFinish : didFinish
    guard !launchEnd.isEmpty else { return }
    for later in events.indices where !willFinish.contains(later) && !didFinish.contains(later) {
      for earlier in launchEnd { edges.append(Order.Edge(earlier: earlier, later: later, rule: .launchFirst)) }
    }
  }

  /// `configuration-before-connection`: a configuration before the connection it configures.
  private func configurationEdges(_ landmarks: Landmarks, into edges: inout [Order.Edge]) {
    for configuration in landmarks.configurations {
      for scene in events[configuration].sessions {
        for connection in landmarks.connections where events[connection].event.scene == scene {
          edges.append(Order.Edge(earlier: configuration, later: connection, rule: .configurationBeforeConnection))
        }
      }
    }
  }

  /// `disconnection-before-discard`: a scene disconnects before its session is discarded.
  private func discardEdges(_ landmarks: Landmarks, into edges: inout [Order.Edge]) {
    for discard in landmarks.discards {
      for scene in events[discard].sessions {
        for disconnection in landmarks.disconnections where events[disconnection].event.scene == scene {
          edges.append(Order.Edge(earlier: disconnection, later: discard, rule: .disconnectionBeforeDiscard))
        }
      }
    }
  }

  /// `method-before-notification`: the k-th call of four app-delegate methods before the k-th
  /// posting of its notification.
  private func methodBeforeNotificationEdges(_ landmarks: Landmarks, into edges: inout [Order.Edge]) {
    for method in Self.methodsBeforeNotifications.indices {
      for (call, posting) in zip(landmarks.calls[method], landmarks.postings[method]) {
        edges.append(Order.Edge(earlier: call, later: posting, rule: .methodBeforeNotification))
      }
    }
  }

  /// `termination-last`: a termination after every scene event of the step.
  private func terminationEdges(_ landmarks: Landmarks, into edges: inout [Order.Edge]) {
    for last in landmarks.terminations {
      for position in events.indices where events[position].event.scene != nil {
        edges.append(Order.Edge(earlier: position, later: last, rule: .terminationLast))
      }
    }
  }

  /// `payload-order`: a payload callback after its delegate's `…WillEnterForeground` of the
  /// step (else the scene's connection); a URL before its delegate's `…DidBecomeActive`; the
  /// activity's type before the activity. The activity has no edge to `…DidBecomeActive`.
  private func payloadEdges(_ landmarks: Landmarks, into edges: inout [Order.Edge]) {
    for position in landmarks.payloads {
      guard let callback = events[position].event.callback else { continue }
      let scene = callback.method.isSceneDelegateMethod ? callback.scene : nil
      let entry =
        scene == nil
        ? positions(of: .applicationWillEnterForeground)
        : positions(of: .sceneWillEnterForeground, scene: scene).nonEmpty
          ?? positions(of: .sceneWillConnect, scene: scene)
      for earlier in entry { edges.append(Order.Edge(earlier: earlier, later: position, rule: .payloadOrder)) }
      switch callback.method {
      case .applicationOpenURL, .sceneOpenURLContexts:
        let active =
          scene == nil
          ? positions(of: .applicationDidBecomeActive) : positions(of: .sceneDidBecomeActive, scene: scene)
        for later in active { edges.append(Order.Edge(earlier: position, later: later, rule: .payloadOrder)) }
      case .applicationWillContinueUserActivity, .sceneWillContinueUserActivity:
        let activity: Callback.Method = scene == nil ? .applicationContinueUserActivity : .sceneContinueUserActivity
        for later in positions(of: activity, scene: scene) {
          edges.append(Order.Edge(earlier: position, later: later, rule: .payloadOrder))
        }
      default:
        break
      }
    }
  }

  /// `delegate-sequence` and `notification-sequence`: each delegate's callbacks in the listed
  /// order, and each object's state notifications in theirs; the app's notifications of one
  /// scene's optional change in a chain of their own. Each event is tied to the one before it
  /// in its chain as it comes: one edge per event, and no array per chain.
  private func chainEdges(isLaunch: Bool, into edges: inout [Order.Edge]) {
    var appChain: Int?
    var appNotifications: Int?
    // The last notification of each group's change: its slot found by group number.
    var changes = IndexTable(capacity: events.count / 4)
    var changeNotifications: [Int] = []
    var sceneChains = SceneChains(capacity: events.count)
    // Read in place: enumerating the events would copy each.
    events.withUnsafeBufferPointer { events in
      for position in events.indices {
        switch events[position].event {
        case .callback(let callback):
          if isUnchained(callback, isRequired: events[position].presence == .required, isLaunch: isLaunch) { continue }
          if let scene = callback.scene, callback.method.isSceneDelegateMethod {
            if let last = sceneChains.exchange(position, scene, notification: false) {
              edges.append(Order.Edge(earlier: last, later: position, rule: .delegateSequence))
            }
          } else {
            if let appChain { edges.append(Order.Edge(earlier: appChain, later: position, rule: .delegateSequence)) }
            appChain = position
          }
        case .notification(let notification):
          if let scene = notification.scene, notification.name.isSceneNotification {
            if let last = sceneChains.exchange(position, scene, notification: true) {
              edges.append(Order.Edge(earlier: last, later: position, rule: .notificationSequence))
            }
          } else if notification.name.announcesAppStateChange {
            // The app's notification of one scene's optional change follows that change alone:
            // it has no edge to those of the other scenes, which change independently.
            if let group = events[position].belongsTo {
              let slot = changes.insert(changeNotifications.count, hash: group) { slot in
                events[changeNotifications[slot]].belongsTo == group
              }
              if let slot {
                edges.append(
                  Order.Edge(earlier: changeNotifications[slot], later: position, rule: .notificationSequence))
                changeNotifications[slot] = position
              } else {
                changeNotifications.append(position)
              }
              continue
            }
            if let appNotifications {
              edges.append(Order.Edge(earlier: appNotifications, later: position, rule: .notificationSequence))
            }
            appNotifications = position
          }
        }
      }
    }
  }

  /// The four app-delegate methods UIKit calls before posting their notifications.
  private static let methodsBeforeNotifications: [Callback.Method] = [
    .applicationDidFinishLaunching, .applicationDidBecomeActive, .applicationWillResignActive,
    .applicationWillTerminate,
  ]

  /// The positions the specific rules start from, found in one pass: each rule looking for
  /// its own would read a step of a thousand scenes a dozen times.
  private struct Landmarks {
    var willFinish: [Int] = []
    var didFinish: [Int] = []
    var configurations: [Int] = []
    var connections: [Int] = []
    var discards: [Int] = []
    var disconnections: [Int] = []
    /// The calls and the postings of each of `methodsBeforeNotifications`, in its order.
    var calls: [[Int]] = Array(repeating: [], count: Response.methodsBeforeNotifications.count)
    var postings: [[Int]] = Array(repeating: [], count: Response.methodsBeforeNotifications.count)
    /// The events that follow every scene event.
    var terminations: [Int] = []
    /// The callbacks that hand the app a payload.
    var payloads: [Int] = []

    init(_ events: [ExpectedEvent]) {
      events.withUnsafeBufferPointer { events in
        for position in events.indices {
          if events[position].followsSceneEvents { terminations.append(position) }
          switch events[position].event {
          case .callback(let callback):
            switch callback.method {
            case .applicationWillFinishLaunching: willFinish.append(position)
            case .applicationDidFinishLaunching: didFinish.append(position)
            case .applicationConfigurationForConnecting: configurations.append(position)
            case .sceneWillConnect: connections.append(position)
            case .applicationDidDiscardSceneSessions: discards.append(position)
            case .sceneDidDisconnect: disconnections.append(position)
            default: break
            }
            if callback.method.isPayload { payloads.append(position) }
            if let index = Response.methodsBeforeNotifications.firstIndex(of: callback.method) {
              calls[index].append(position)
            }
          case .notification(let notification):
            guard notification.scene == nil else { continue }
            if let index = Response.methodsBeforeNotifications.firstIndex(where: {
              $0.notification == notification.name
            }) {
              postings[index].append(position)
            }
          }
        }
      }
    }
  }

  private func positions(of method: Callback.Method, scene: SceneID? = nil) -> [Int] {
    events.indices.filter {
      guard let callback = events[$0].event.callback, callback.method == method else { return false }
      return scene == nil || callback.scene == scene
    }
  }

  /// Callbacks that Conformance/SPEC.md#delegate-sequence leaves out of their delegate's chain:
  /// the memory-warning, time-change and protected-data callbacks, a discard at launch, a
  /// neighbour's optional geometry update, and the continue pair (ordered by `payload-order`).
  private func isUnchained(_ callback: Callback, isRequired: Bool, isLaunch: Bool) -> Bool {
    switch callback.method {
    case .applicationDidReceiveMemoryWarning, .applicationSignificantTimeChange,
      .applicationProtectedDataWillBecomeUnavailable, .applicationProtectedDataDidBecomeAvailable,
      .applicationWillContinueUserActivity, .applicationContinueUserActivity,
      .sceneWillContinueUserActivity, .sceneContinueUserActivity:
      return true
    case .applicationDidDiscardSceneSessions:
      return isLaunch
    case .windowSceneDidUpdateEffectiveGeometry, .windowSceneDidUpdateCoordinateSpace:
      return !isRequired
    default:
      return false
    }
  }
}

extension Array {
  /// The array, or `nil` when it is empty: `a.nonEmpty ?? b`.
  fileprivate var nonEmpty: Self? { isEmpty ? nil : self }
}

/// The last callback and the last notification of each scene seen so far in one response: a
/// small array, since a response concerns a few scenes and hashing their ids costs more than
/// finding them, with an index by id once there are many (a step of a thousand scenes would
/// otherwise search the array for every event).
private struct SceneChains {
  private var tails: [(scene: SceneID, callback: Int?, notification: Int?)] = []
  /// The tails by scene, once there are many; read in place, since a copy retains its arrays.
  private var index = IndexTable()
  private var isIndexed = false
  /// The number of events of the response.
  private let capacity: Int

  init(capacity: Int) { self.capacity = capacity }

  /// Makes `position` the last of `scene`'s callbacks (or notifications) and returns the one
  /// before it, if any.
  mutating func exchange(_ position: Int, _ scene: SceneID, notification: Bool) -> Int? {
    let found =
      isIndexed
      ? index.find(hash: scene.digest) { tails[$0].scene == scene } : tails.firstIndex { $0.scene == scene }
    guard let found else {
      tails.append((scene, notification ? nil : position, notification ? position : nil))
      if isIndexed {
        _ = index.insert(tails.count - 1, hash: scene.digest) { _ in false }
      } else if tails.count > 16 {
        // Room for as many scenes as the response has events over four at once.
        index = IndexTable(capacity: capacity / 4)
        for slot in tails.indices { _ = index.insert(slot, hash: tails[slot].scene.digest) { _ in false } }
        isIndexed = true
      }
      return nil
    }
    if notification {
      defer { tails[found].notification = position }
      return tails[found].notification
    }
    defer { tails[found].callback = position }
    return tails[found].callback
  }
}
