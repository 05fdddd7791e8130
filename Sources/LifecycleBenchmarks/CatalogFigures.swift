import LifecycleConformance
import LifecycleConformanceFixtures

/// The catalog's figures: a whole run against the reference engine, and the cost of continuing
/// past failures relative to stopping at the first.
struct CatalogFigures {
  let full: Bool

  @MainActor
  func figures() async -> [BenchmarkSuite.Figure] {
    let conformance = ConformanceBenchmark(runs: full ? 9 : 1, explorationBudget: 0)
    let catalog = await conformance.catalogRun()
    let modes = await conformance.catalogRunByMode()
    // Every broken engine with its one bug but the one that hangs (whose cost is the timeout):
    // most fail a few scenarios somewhere in them, as a real engine does.
    let single = EngineBug.all.filter { $0.id != EngineBug.hangsOnHome.id }.map { [$0] }
    let realistic = await conformance.catalogRunByMode(engines: single)
    let app = Coverage.ofCatalog(lifecycle: .app), scene = Coverage.ofCatalog(lifecycle: .scene)
    return [
      .init(
        key: "catalog_app_transitions", value: Double(app.transitions),
        label: "app-based transitions the catalog shows, of \(app.totals?.transitions ?? 0)"),
      .init(
        key: "catalog_scene_transitions", value: Double(scene.transitions),
        label: "scene-based (two scenes) transitions the catalog shows, of \(scene.totals?.transitions ?? 0)"),
      .init(
        key: "catalog_run_ms", value: catalog.milliseconds,
        label: "all \(catalog.scenarios) scenarios through the conformance driver, ms"),
      .init(
        key: "catalog_buggy_stop_at_first_ms", value: modes.stopAtFirst,
        label: "the catalog against two-bug engines, stopping at each scenario's first failure, ms"),
      .init(
        key: "catalog_buggy_continuing_ms", value: modes.continuing,
        label: "the same, continuing past every failure, ms"),
      .init(
        key: "continuing_vs_stop_at_first", value: modes.continuing / modes.stopAtFirst,
        label: "the same ratio: the worst case, every scenario failing at step 1"),
      .init(
        key: "catalog_one_bug_stop_at_first_ms", value: realistic.stopAtFirst,
        label: "the catalog against every broken engine with its one bug (\(single.count), no hang), stopping, ms"),
      .init(key: "catalog_one_bug_continuing_ms", value: realistic.continuing, label: "the same, continuing, ms"),
      .init(
        key: "continuing_vs_stop_at_first_one_bug", value: realistic.continuing / realistic.stopAtFirst,
        label: "cost of continuing relative to stopping, one-bug engines (target: at most 2)"),
    ]
  }
}
