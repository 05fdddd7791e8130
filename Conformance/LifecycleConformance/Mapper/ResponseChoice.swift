/// Which of the responses the model allows the kit sends a mapper for one step: the canonical
/// one, or one chosen to break a mapper (Conformance/SPEC.md#what-the-kit-checks-of-a-mapper).
///
/// A choice names no position: it is applied to whatever the model allows in the state the step
/// starts from, so a witness shrunk to fewer stimuli still sends the same kind of response.
package enum ResponseChoice: Hashable, Sendable, CustomStringConvertible {
  /// The first alternative, with every optional event, in the order the model lists them.
  case canonical
  /// The alternative at this index (the last one, past the end), with every optional event.
  case alternative(Int)
  /// The canonical response without this optional event (and the events that go with it).
  case without(Event)
  /// The canonical response with each notification as early as the edges allow: before its
  /// callback wherever it may come first.
  case notificationsFirst
  /// An alternative, optional events and an order the edges allow, at random from the seed.
  case seeded(UInt64)

  /// `alternative 2`, `without sceneWillResignActive(_:) main`, `notifications first`, `seed 7`.
  package var description: String {
    switch self {
    case .canonical: "canonical"
    case .alternative(let index): "alternative \(index + 1)"
    case .without(let event): "without \(event)"
    case .notificationsFirst: "notifications first"
    case .seeded(let seed): "seed \(seed)"
    }
  }

  /// The named choices of a step in `model`, each sending its response differently from the
  /// canonical one: the variants of the first alternative's response, then each other
  /// alternative. None when the stimulus cannot happen there.
  package static func named(for stimulus: Stimulus, in model: LifecycleModel) -> [ResponseChoice] {
    guard let alternatives = try? model.respond(to: stimulus) else { return [] }
    return variants(of: alternatives[0].response) + alternatives.indices.dropFirst().map(ResponseChoice.alternative)
  }

  /// The choices that send `response`, answer to a step, differently from the canonical one:
  /// each optional event left out once, where that leaves out something (an event that goes
  /// with its group only as the group's first is decided is named by that first), and the
  /// notifications first where that changes the order. Alternatives are the caller's to add:
  /// they are of the step, not of one response.
  package static func variants(of response: Response) -> [ResponseChoice] {
    let all = response.choosing { _ in true }
    var variants: [ResponseChoice] = []
    var sent: Set<[Int]> = [all]
    for position in all where !response.events[position].isRequired {
      let event = response.events[position].event
      // As `ReferenceEngine.plan(_:choosing:)` applies `.without(event)`.
      if sent.insert(response.choosing { response.events[$0].event != event }).inserted {
        variants.append(.without(event))
      }
    }
    if notificationsFirst(response, all) != response.linearExtension(of: all) {
      variants.append(.notificationsFirst)
    }
    return variants
  }

  /// `chosen` in an order that keeps every edge, each next event a notification whenever one is
  /// ready, otherwise the first listed.
  package static func notificationsFirst(_ response: Response, _ chosen: [Int]) -> [Int] {
    let predecessors = response.order.predecessors
    var pending = chosen
    var placed: [Int] = []
    while !pending.isEmpty {
      let ready = pending.indices.filter { index in
        !pending.contains { predecessors[pending[index]].contains($0) }
      }
      let pick = ready.first { response.events[pending[$0]].event.notification != nil } ?? ready[0]
      placed.append(pending.remove(at: pick))
    }
    return placed
  }
}
