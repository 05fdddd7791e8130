import LifecycleConformanceFixtures
import LifecycleTestSupport
import Testing

@testable import LifecycleConformance

/// A list of known failures as long as a generated file makes it: judged in time that grows
/// with its length, not with its square. Each reason is given once, at any length. At the long
/// tests' size (200,000, as CI runs them) the time limit is ten minutes: it leaves a loaded
/// machine forty times what the declarations take in a debug build (about 14 s), and a square's
/// time (once 86 s for 20,000) outlasts it by far.
@Suite("Known failures by the thousand")
@MainActor
struct KnownFailureManyTests {
  @Test("thousands of declarations covering one failure give each reason once", .timeLimit(.minutes(10)))
  func many() async throws {
    let launch = try #require(Scenario.named("launch.first.scene"))
    let failed = await ConformanceDriver(selection: .all).verify(
      BrokenEngine(.swapsForegroundAndActive), against: launch)
    let run = try #require(failed.run)
    #expect(failed.isFailure)
    // Each reason twice: a reason given again is not repeated.
    let count = LongTests.count(2_000, long: 200_000)
    let known = (0..<count).map { KnownFailure(scenario: "*", reason: "#\($0 % (count / 2))") }
    let result = ScenarioResult(scenarioID: launch.id, run: run, knownFailures: known)
    guard case .knownFailure(_, let reason) = result.verdict else {
      Issue.record("\(result.verdict)")
      return
    }
    let reasons = reason.components(separatedBy: "; ")
    #expect(reasons.count == count / 2)
    #expect(reasons.first == "#0" && reasons.last == "#\(count / 2 - 1)")
  }
}
