import Testing

@testable import Lifecycle

/// A step of many scenes holds thousands of events. The closure of its order, the pairing of
/// its optional callbacks and notifications, and the positions of its sets are computed in a
/// pass per edge or event; these tests hold each to the plain definition it replaced.
@Suite("Responses of many events")
struct ManyEventsTests {
  typealias E = ExpectedEvent
  static let source = Provenance.documented("https://example.com", "test")

  /// Warshall's closure, the definition: whatever precedes k precedes everything k precedes.
  static func warshall(count: Int, edges: [Order.Edge]) -> [EventSet] {
    var predecessors = Array(repeating: EventSet(), count: count)
    for edge in edges { predecessors[edge.later].insert(edge.earlier) }
    for k in 0..<count {
      for j in 0..<count where predecessors[j].contains(k) { predecessors[j].formUnion(predecessors[k]) }
    }
    return predecessors
  }

  @Test("the closure of an order is Warshall's, acyclic or not, past the 256 inline positions", arguments: 0..<40)
  func closure(seed: UInt64) {
    var random = SeededGenerator(seed: seed)
    let count = Int.random(in: 1...300, using: &random)
    // Mostly forward edges, as the rules give; every fifth graph gets a few backward ones (a cycle).
    let cyclic = seed % 5 == 0
    var edges: [Order.Edge] = []
    for _ in 0..<Int.random(in: 0...(2 * count), using: &random) {
      let a = Int.random(in: 0..<count, using: &random)
      let b = Int.random(in: 0..<count, using: &random)
      guard a != b || cyclic else { continue }
      let (earlier, later) = cyclic || a < b ? (a, b) : (b, a)
      edges.append(Order.Edge(earlier: earlier, later: later, rule: .delegateSequence))
    }
    let order = Order(count: count, edges: edges)
    #expect(order.predecessors == Self.warshall(count: count, edges: edges))
  }

  @Test("a set's positions are the positions it contains, in increasing order", arguments: 0..<20)
  func positions(seed: UInt64) {
    var random = SeededGenerator(seed: seed)
    var set = EventSet()
    for _ in 0..<Int.random(in: 0...200, using: &random) { set.insert(Int.random(in: 0..<1_000, using: &random)) }
    #expect(set.positions == (0..<1_000).filter(set.contains))
  }

  @Test("a set has a position required and not used exactly when their difference says so", arguments: 0..<20)
  func hasAny(seed: UInt64) {
    var random = SeededGenerator(seed: seed)
    func set() -> EventSet {
      var set = EventSet()
      for _ in 0..<Int.random(in: 0...40, using: &random) { set.insert(Int.random(in: 0..<600, using: &random)) }
      return set
    }
    for _ in 0..<50 {
      let (predecessors, required, used) = (set(), set(), set())
      let definition = !required.subtracting(required.subtracting(predecessors)).subtracting(used).isEmpty
      #expect(predecessors.hasAny(of: required, outside: used) == definition)
    }
  }

  /// The pairing by its definition: each optional callback takes the first optional
  /// notification of its change that no earlier callback took.
  static func pairs(_ events: [E]) -> [[Int]] {
    var taken = Set<Int>()
    var pairs: [[Int]] = []
    for position in events.indices where !events[position].isRequired {
      guard let callback = events[position].event.callback, let name = callback.method.notification else { continue }
      let scene = callback.method.isSceneDelegateMethod ? callback.scene : nil
      let partner = events.indices.first { other in
        guard !taken.contains(other), !events[other].isRequired, let notification = events[other].event.notification
        else { return false }
        return notification.name == name && notification.scene == scene
      }
      if let partner {
        taken.insert(partner)
        pairs.append([position, partner].sorted())
      }
    }
    return pairs.sorted { $0[0] < $1[0] }
  }

  @Test("optional callbacks and notifications pair as the definition says, in any order and number", arguments: 0..<30)
  func pairing(seed: UInt64) {
    var random = SeededGenerator(seed: seed)
    let scenes: [SceneID] = ["a", "b", "c"]
    let methods: [Callback.Method] = [.sceneWillResignActive, .sceneDidBecomeActive, .sceneDidEnterBackground]
    var events: [E] = []
    for _ in 0..<Int.random(in: 0...60, using: &random) {
      let scene = scenes.randomElement(using: &random)!
      let method = methods.randomElement(using: &random)!
      let presence: E.Presence = Bool.random(using: &random) ? .optional : .required
      events.append(
        Bool.random(using: &random)
          ? E(.callback(method, scene), presence, Self.source)
          : E(.notification(method.notification!, scene), presence, Self.source))
    }
    #expect(Response(events).groups == Self.pairs(events))
  }
}
