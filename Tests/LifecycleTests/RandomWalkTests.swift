import LifecycleTestSupport
import Testing

@testable import Lifecycle

/// Traces of the reference model conform, and breaking one required event of a step makes it
/// non-conformant unless another alternative allows the result, as an exhaustive matcher says:
/// over 1,000 seeded walks, or 10,000 with `LIFECYCLE_LONG_TESTS=1`.
@Suite("Random walks through the model")
struct RandomWalkTests {
  static let walks: UInt64 = LongTests.count(1_000, long: 10_000)
  static let chunks: [UInt64] = Array(0..<8)

  @Test(
    "seeded walks verify conformant; mutations of their steps get the brute-force matcher's verdict",
    arguments: chunks)
  func walks(chunk: UInt64) throws {
    var memo = BruteForceMatcher.Memo()
    var cache = AlternativeCache(capacity: .max)
    for seed in stride(from: chunk, to: Self.walks, by: Self.chunks.count) {
      let walk = RecordedWalk(seed: seed, memo: &memo)
      var checker = TraceChecker(
        lifecycle: walk.header.lifecycle, sessions: walk.header.sessions,
        recording: walk.header.recording)
      // Hand the shared cache over rather than copy it (a copy would be written to, and copied).
      checker.cache = cache
      cache = AlternativeCache(capacity: 0)
      defer { cache = checker.cache }
      var states = checker.models
      // Every step of every walk is mutated in every way; the exhaustive matcher follows the walk.
      for (index, step) in walk.steps.enumerated() {
        checker.prepare(step.stimulus)
        checkMutations(of: step, from: checker, states: states, walk: walk, memo: &memo)
        do {
          try checker.check(step.stimulus, delivered: step.delivered)
        } catch {
          Issue.record("seed \(seed): step \(index + 1) of a model walk diverged:\n\(error)")
          break
        }
        states = BruteForceMatcher.next(
          BruteForceMatcher.alternatives(states, step.stimulus, memo: &memo),
          step.delivered, walk.header.recording)
        #expect(Set(checker.models) == Set(states), "seed \(seed): step \(index + 1): consistent states differ")
      }
      if seed % 50 == 0 {
        var reader = TraceReader(bytes: Array(walk.text.utf8))
        let verdict = reader.verify()
        #expect(verdict.name == "conformant", "seed \(seed): \(verdict)")
      }
    }
  }

  /// Drops, duplicates, or swaps with a neighbour each required event of the step.
  private func checkMutations(
    of step: RecordedWalk.Step, from checker: TraceChecker, states: [LifecycleModel],
    walk: RecordedWalk, memo: inout BruteForceMatcher.Memo
  ) {
    let events = step.delivered
    var mutations: Set<[Event]> = []
    for index in events.indices where step.events[index].required {
      var dropped = events
      dropped.remove(at: index)
      var doubled = events
      doubled.insert(events[index], at: index + 1)
      mutations.formUnion([dropped, doubled])
      for neighbour in [index - 1, index + 1] where events.indices.contains(neighbour) {
        var swapped = events
        swapped.swapAt(index, neighbour)
        if swapped != events { mutations.insert(swapped) }
      }
    }
    let alternatives = BruteForceMatcher.alternatives(states, step.stimulus, memo: &memo)
    for mutation in mutations {
      let allowed = !BruteForceMatcher.next(alternatives, mutation, walk.header.recording).isEmpty
      var copy = checker
      let verdict: Bool
      do {
        try copy.check(step.stimulus, delivered: mutation)
        verdict = true
      } catch {
        #expect(error.kind == .nonconformant, "seed \(walk.seed): \(error)")
        verdict = false
      }
      #expect(
        verdict == allowed,
        """
        seed \(walk.seed): \(step.stimulus) delivering \(mutation.map(\.description)) is \
        \(allowed ? "allowed" : "not allowed") by the brute-force matcher, but the checker says \
        \(verdict ? "conformant" : "non-conformant")
        """)
    }
  }
}
