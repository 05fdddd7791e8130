import Foundation
import LifecycleConformance
import Testing

/// The model checked against itself: the reference engine answering at random among the
/// alternatives, optional events and orders the model allows must pass every check the model
/// makes of it. A tour takes nearly every transition that way; a failure is a false
/// counterexample, a rule the model contradicts.
///
/// Opt-in, in release (the two-scene tour takes some ten minutes):
/// `LIFECYCLE_SELF_CHECK=1 swift test -c release --filter SelfCheck`.
@Suite("Self-check: the model against itself", .cuedHangClock)
@MainActor
struct SelfCheckTests {
  @Test(
    "tours of reference engines answering at random find nothing, and reach what the first answers never do",
    .enabled(if: ProcessInfo.processInfo.environment["LIFECYCLE_SELF_CHECK"] != nil),
    arguments: LifecycleStyle.allCases)
  func shuffledTour(_ lifecycle: LifecycleStyle) async throws {
    var seed: UInt64 = 0
    let shuffled = await Explorer(seed: 0).tour {
      seed += 1
      return ReferenceEngine(lifecycle: lifecycle, schedule: .shuffled(seed: seed))
    }
    #expect(shuffled.counterexample == nil, "\(shuffled)")
    // A check that ran over little would prove little: the random answers must take more
    // transitions than the listed engine's tour, which follows the first answers only.
    let listed = await Explorer(seed: 0).tour { ReferenceEngine(lifecycle: lifecycle) }
    let reached = try #require(shuffled.coverage.first).transitions
    #expect(reached > (try #require(listed.coverage.first)).transitions, "\(shuffled.summary)")
  }
}
