import Testing

/// A trait that skips its test, before it runs, with the scenarios an engine cannot run, each
/// with its reason, and the number `LIFECYCLE_SCENARIOS` leaves out; with nothing to skip, the
/// test runs. Swift Testing shows the skip as such in the console (`➜ Test skippedScenarios()
/// skipped: "MyEngine cannot run 12 of the 86 scenarios: …"`) and in the xUnit file
/// (`<skipped>`), where a test case of a parameterized test that cancels itself shows as passed.
///
/// ```swift
/// @Test(.skippedScenarios(of: MyEngine()))
/// func skippedScenarios() {}
/// ```
///
/// It pairs with `Scenario.runnable(by:among:)`, the arguments of the test that runs the others.
public struct SkippedScenariosTrait<Engine: LifecycleEngine>: TestTrait {
  let engine: @MainActor @Sendable () -> Engine
  let scenarios: [Scenario]
  let sourceLocation: SourceLocation

  /// Skips the test when the engine cannot run a scenario or the selection leaves one out.
  public func prepare(for test: Test) async throws {
    if let comment = await comment() { try Test.cancel(Comment(rawValue: comment), sourceLocation: sourceLocation) }
  }

  /// What the skip says, or `nil` when the engine runs every scenario the selection picks.
  @MainActor
  func comment(selection: ScenarioSelection = .fromEnvironment()) -> String? {
    let engine = engine()
    return ScenarioSkips(engine.capabilities, scenarios, selection: selection, subject: engine.kindName)
      .comment(engine: engine.displayName)
  }
}

extension Trait {
  /// Skips the test with every scenario of `scenarios` that `engine` cannot run, each with its
  /// reason, before the test runs: see `SkippedScenariosTrait`.
  public static func skippedScenarios<Engine: LifecycleEngine>(
    of engine: @autoclosure @escaping @MainActor @Sendable () -> Engine, among scenarios: [Scenario] = Scenario.all,
    sourceLocation: SourceLocation = #_sourceLocation
  ) -> Self where Self == SkippedScenariosTrait<Engine> {
    SkippedScenariosTrait(engine: engine, scenarios: scenarios, sourceLocation: sourceLocation)
  }
}
