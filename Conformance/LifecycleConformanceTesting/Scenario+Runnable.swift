import Testing

extension Scenario {
  /// The scenarios of `scenarios` that `engine` can run and `LIFECYCLE_SCENARIOS` selects: the
  /// arguments of a catalog test whose skips are a test of their own, so that the console and
  /// the xUnit file show them as skips.
  ///
  /// ```swift
  /// @Test(arguments: await Scenario.runnable(by: MyEngine()))
  /// func conforms(to scenario: Scenario) async throws {
  ///   try await scenario.verify(MyEngine())
  /// }
  ///
  /// // Skipped, with every scenario MyEngine cannot run and why.
  /// @Test(.skippedScenarios(of: MyEngine()))
  /// func skippedScenarios() {}
  /// ```
  ///
  /// Swift Testing reports a test case of a parameterized test that cancels itself as passed,
  /// and writes one xUnit entry for the whole test: a scenario skipped inside `Scenario.all` can
  /// only show as a warning. Left out here, it is listed by the trait's skipped test.
  @MainActor
  public static func runnable<Engine: LifecycleEngine>(
    by engine: @autoclosure @MainActor () -> Engine, among scenarios: [Scenario] = Scenario.all
  ) -> [Scenario] {
    ScenarioSkips(engine().capabilities, scenarios, selection: .fromEnvironment()).runnable
  }
}
