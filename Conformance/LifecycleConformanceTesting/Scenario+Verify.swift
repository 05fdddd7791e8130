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
  /// - A scenario the engine cannot run (its lifecycle or capabilities) is a warning with the
  ///   reason; the test case passes.
  /// - A declared known failure that fails is a known issue; one that passes is an issue
  ///   ("passed, but is declared a known failure").
  /// - With `LIFECYCLE_SCENARIOS` set (`home-press.*,launch.first.app`), a scenario it does not
  ///   select is cancelled, so it shows as skipped.
  ///
  /// The recorded run is attached to a failing test as a trace file (`lifecycle verify` reads it).
  @MainActor
  public func verify<Engine: LifecycleEngine>(_ engine: Engine, timeout: Duration = .seconds(2),
                                              sourceLocation: SourceLocation = #_sourceLocation) async throws {
    let driver = ConformanceDriver(timeout: timeout)
    guard driver.selection.includes(id) else {
      try Test.cancel("\(id) is not selected by \(driver.selection)", sourceLocation: sourceLocation)
    }
    let result = await driver.verify(engine, against: self)
    IssueReport.record(result, engine: engine.displayName, sourceLocation: sourceLocation)
  }
}
