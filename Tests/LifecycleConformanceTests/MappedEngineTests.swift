import LifecycleConformance
import Testing

/// A mapper is checked in the same rooms as an engine: the correct one passes the catalog, each
/// broken one fails with the rule its bug breaks.
@Suite("Mapped engines")
@MainActor
struct MappedEngineTests {
  let driver = ConformanceDriver(timeout: .seconds(2), selection: .all)

  @Test("the correct mapper passes the whole catalog, in both lifecycles")
  func correctPasses() async {
    let results = await driver.verify { MappedEngine(DerivingMapper()) }
    let failed = results.filter(\.isFailure)
    #expect(failed.isEmpty, "\(failed.prefix(3).map(\.description).joined(separator: "\n"))")
    #expect(results.filter { if case .passed = $0.verdict { true } else { false } }.count > 50)
  }

  @Test("each broken mapper fails the catalog", arguments: MapperBug.allCases)
  func brokenFails(_ bug: MapperBug) async {
    let results = await driver.verify { MappedEngine(DerivingMapper(bugs: [bug])) }
    let failures = results.flatMap(\.failures)
    print(
      bug, failures.count, Set(failures.map(\.signature)).map(\.description).sorted(),
      failures.first.map(\.description) ?? "")
  }
}
