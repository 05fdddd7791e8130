import Testing

extension Scenario {
  /// Runs the scenario on `engine` and records what goes wrong as Swift Testing issues at the
  /// caller's line.
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
  /// - A failure is an issue with the scenario, the step, a `-` expected / `+` actual diff, the
  ///   rule broken and where it is documented:
  ///   `launch.first.scene › step 1 › tapIcon: sceneDidBecomeActive(_:) main came before …`.
  /// - A scenario the engine cannot run (its lifecycle or capabilities) is best left out of the
  ///   arguments, as above, and listed by the skipped test: Swift Testing shows a test case that
  ///   cancels itself as passed (`--verbose`) or not at all, and the xUnit file has one entry for
  ///   a whole parameterized test. Given one anyway (`@Test(arguments: Scenario.all)`), `verify`
  ///   records a warning with the reason, which the console shows, and cancels the test case
  ///   (`Test.cancel`). Cancelling ends the test case, so verify one scenario per test case; for
  ///   the whole catalog in one test, make a `ConformanceReport` of it
  ///   (`await ConformanceReport(engine: "MyEngine") { MyEngine() }`) and read its `bugs`.
  /// - A declared known failure that fails is a known issue; one that passes is an issue
  ///   ("unexpected pass: it is declared a known failure").
  /// - With `LIFECYCLE_SCENARIOS` set (`home-press.*,launch.first.app`), a scenario it does not
  ///   select is left out of `runnable(by:among:)` and counted by the skipped test; given one
  ///   anyway, `verify` cancels the test case without a warning.
  ///
  /// The recorded run is attached to a failing test as a trace file (`lifecycle verify` reads
  /// it); `swift test --attachments-path DIR` saves the attachments in DIR.
  @MainActor
  public func verify<Engine: LifecycleEngine>(
    _ engine: Engine, timeout: Duration = .seconds(2),
    sourceLocation: SourceLocation = #_sourceLocation
  ) async throws {
    let driver = ConformanceDriver(timeout: timeout)
    let result = await driver.verify(engine, against: self)
    try IssueReport.record(
      result, engine: engine.displayName, selection: driver.selection, sourceLocation: sourceLocation)
  }
}
