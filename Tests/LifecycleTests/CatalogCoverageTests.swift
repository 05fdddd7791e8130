import Testing
@testable import Lifecycle

@Suite("The catalog's coverage of the model")
struct CatalogCoverageTests {
  @Test("the app-based scenarios pass through some of the model, and name what they never show")
  func appBased() throws {
    let coverage = Coverage.ofCatalog(lifecycle: .app)
    let totals = try #require(coverage.totals)
    #expect(coverage.states > 1 && coverage.states <= totals.states)
    #expect(coverage.transitions > 5 && coverage.transitions < totals.transitions)
    #expect(coverage.neverTaken.count == Coverage.listedLimit)
    #expect(coverage.description.contains("never taken ("))
    // Fewer scenarios show no more.
    let fewer = Coverage.ofCatalog(Array(Scenario.all.filter { $0.lifecycle == .app }.dropLast(3)), lifecycle: .app)
    #expect(fewer.transitions <= coverage.transitions)
  }

  @Test("per stimulus, the counts add up to the totals, and the examples are transitions never taken",
        arguments: LifecycleStyle.allCases)
  func byStimulus(_ lifecycle: LifecycleStyle) throws {
    let coverage = Coverage.ofCatalog(lifecycle: lifecycle, stimulusExamples: 2)
    let totals = try #require(coverage.totals)
    #expect(coverage.byStimulus.reduce(0) { $0 + $1.total } == totals.transitions)
    #expect(coverage.byStimulus.reduce(0) { $0 + $1.transitions } == coverage.transitions)
    #expect(Set(coverage.byStimulus.map(\.name)).count == coverage.byStimulus.count)
    for stimulus in coverage.byStimulus {
      #expect(stimulus.neverTaken.count <= 2 && stimulus.transitions <= stimulus.total)
      #expect(stimulus.neverTaken.isEmpty == (stimulus.transitions == stimulus.total), "\(stimulus)")
      #expect(stimulus.neverTaken.allSatisfy { $0.contains(" — \(stimulus.name.rawValue)") }, "\(stimulus)")
    }
    // A run's coverage leaves the breakdown out: it is one pass over the whole graph.
    #expect(CoverageRecorder(space: .model(lifecycle: lifecycle), graph: nil).coverage.byStimulus.isEmpty)
  }
}
