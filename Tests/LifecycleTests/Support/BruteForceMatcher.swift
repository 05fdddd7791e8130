@testable import Lifecycle

/// An independent, exhaustive matcher: tries every pairing of actual events with an
/// alternative's events, to check the streaming checker against.
enum BruteForceMatcher {
  /// Whether `actual` matches `alternative`: paired one to one with events of recorded kinds,
  /// every required one covered, no pair in an order an edge forbids.
  static func matches(
    _ actual: [Event], _ alternative: Alternative, _ order: Order,
    _ recording: TraceRecording
  ) -> Bool {
    let events = alternative.response.events
    let kept = events.indices.filter { recording.records(events[$0].event.kind) }
    var assigned: [Int] = []
    func search(_ next: Int) -> Bool {
      guard next < actual.count else {
        let groups = alternative.response.groups.map { $0.filter(kept.contains) }
        // An event that belongs to a group's change comes only with that group.
        let dependencies = alternative.response.dependencies
        return kept.allSatisfy { !events[$0].isRequired || assigned.contains($0) }
          && groups.allSatisfy { group in
            group.allSatisfy(assigned.contains) || !group.contains(where: assigned.contains)
          }
          && dependencies.allSatisfy { dependency in
            !assigned.contains(dependency.event) || dependency.group.filter(kept.contains).allSatisfy(assigned.contains)
          }
      }
      for position in kept where events[position].event == actual[next] && !assigned.contains(position) {
        if assigned.contains(where: { order.requires(position, before: $0) }) { continue }
        assigned.append(position)
        if search(next + 1) { return true }
        assigned.removeLast()
      }
      return false
    }
    return search(0)
  }

  /// Every alternative from every state, with its order, remembered in `memo` across walks.
  static func alternatives(_ states: [LifecycleModel], _ stimulus: Stimulus, memo: inout Memo) -> [(Alternative, Order)]
  {
    states.flatMap { state in memo.alternatives(state, stimulus) }
  }

  /// The model's answers with their orders, by state and stimulus; the walks revisit the same
  /// states, and deriving orders dominates a debug build's run time.
  struct Memo {
    private var entries: [Key: [(Alternative, Order)]] = [:]
    private struct Key: Hashable {
      let state: LifecycleModel
      let stimulus: Stimulus
    }

    mutating func alternatives(_ state: LifecycleModel, _ stimulus: Stimulus) -> [(Alternative, Order)] {
      let key = Key(state: state, stimulus: stimulus)
      if let known = entries[key] { return known }
      let computed = ((try? state.respond(to: stimulus)) ?? []).map { ($0, $0.response.order) }
      entries[key] = computed
      return computed
    }
  }

  /// The states the matching alternatives lead to.
  static func next(
    _ alternatives: [(Alternative, Order)], _ actual: [Event],
    _ recording: TraceRecording
  ) -> [LifecycleModel] {
    var result: [LifecycleModel] = []
    for (alternative, order) in alternatives
    where !result.contains(alternative.next) && matches(actual, alternative, order, recording) {
      result.append(alternative.next)
    }
    return result
  }
}
