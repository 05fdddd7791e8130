import LifecycleConformance
import Testing

/// A mapper is checked in the same rooms as an engine: the correct one passes the catalog, each
/// broken one fails with the rule its bug breaks, unless only a response other than the
/// canonical one shows its bug (exploration finds those: `MapperExplorationTests`).
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

  /// The rule each broken mapper's bug breaks in the catalog. The others pass it: the catalog
  /// sends only the canonical response, and their bugs need another (a launch into the
  /// background without its optional callback, notifications before their callbacks), which
  /// exploration sends (`MapperExplorationTests`).
  static let caughtByCatalog: [MapperBug: String] = [
    .inactiveAsBackground: "mapper-state", .sceneTakenForApp: "mapper-state", .changeFiredTwice: "phantom-change",
    .disconnectedSceneCounted: "mapper-state", .fifthActivationInactive: "mapper-state",
  ]

  @Test(
    "each broken mapper fails the catalog with the rule its bug breaks, or passes it when only another response shows it",
    arguments: MapperBug.allCases)
  func brokenFails(_ bug: MapperBug) async {
    let results = await driver.verify { MappedEngine(DerivingMapper(bugs: [bug])) }
    let rules = Set(results.flatMap(\.failures).map(\.signature.rule))
    #expect(rules == Set([Self.caughtByCatalog[bug]].compactMap { $0 }))
  }
}
