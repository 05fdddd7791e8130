/// The catalog's figures: a whole run against the reference engine, and the cost of continuing
/// past failures relative to stopping at the first.
struct CatalogFigures {
  let full: Bool

  @MainActor
  func figures() async -> [BenchmarkSuite.Figure] {
    let conformance = ConformanceBenchmark(runs: full ? 9 : 1, explorationBudget: 0)
    let catalog = await conformance.catalogRun()
    let modes = await conformance.catalogRunByMode()
    return [
      .init(key: "catalog_run_ms", value: catalog.milliseconds,
            label: "all \(catalog.scenarios) scenarios through the conformance driver, ms"),
      .init(key: "catalog_buggy_stop_at_first_ms", value: modes.stopAtFirst,
            label: "the catalog against two-bug engines, stopping at each scenario's first failure, ms"),
      .init(key: "catalog_buggy_continuing_ms", value: modes.continuing,
            label: "the same, continuing past every failure, ms"),
      .init(key: "continuing_vs_stop_at_first", value: modes.continuing / modes.stopAtFirst,
            label: "cost of continuing relative to stopping at the first failure (target: at most 2)"),
    ]
  }
}
