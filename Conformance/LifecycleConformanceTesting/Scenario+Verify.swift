import Testing

extension Scenario {
  /// Runs the scenario on `engine` and records what goes wrong as Swift Testing issues at the
  /// caller's line.
  ///
  /// ```swift
  /// @Test(arguments: Scenario.all)
  /// func conforms(to scenario: Scenario) async throws {
  ///   try await scenario.verify(MyEngine())   // skips, with its reason, what MyEngine cannot do
  /// }
  /// ```
  ///
  /// - A failure is an issue with the scenario, the step, a `-` expected / `+` actual diff, the
  ///   rule broken and where it is documented:
  ///   `launch.first.scene › step 1 › tapIcon: sceneDidBecomeActive(_:) main came before …`.
  /// - A scenario the engine cannot run (its lifecycle or capabilities) is skipped with the
  ///   reason (`Test.cancel`): the test case shows as skipped, never as passed. Cancelling ends
  ///   the test case, so verify one scenario per test case, as above; for a loop over scenarios
  ///   in one test, use `ConformanceDriver().verify { MyEngine() }` and its results.
  /// - A declared known failure that fails is a known issue; one that passes is an issue
  ///   ("passed, but is declared a known failure").
  /// - With `LIFECYCLE_SCENARIOS` set (`home-press.*,launch.first.app`), a scenario it does not
  ///   select is skipped too.
  ///
  /// The recorded run is attached to a failing test as a trace file (`lifecycle verify` reads
  /// it); `swift test --attachments-path DIR` saves the attachments in DIR.
  @MainActor
  public func verify<Engine: LifecycleEngine>(
    _ engine: Engine, timeout: Duration = .seconds(2),
    sourceLocation: SourceLocation = #_sourceLocation
  ) async throws {
    let result = await ConformanceDriver(timeout: timeout).verify(engine, against: self)
    try IssueReport.record(result, engine: engine.displayName, sourceLocation: sourceLocation)
  }
}
