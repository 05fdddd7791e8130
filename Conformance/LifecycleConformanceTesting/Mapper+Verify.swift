import Testing

// A mapper enters every door an engine does, with the same call: each of these runs it as a
// `MappedEngine`, the kit playing iOS for it.

extension Scenario {
  /// Runs the scenario on `mapper`, the kit playing iOS for it, and records what goes wrong as
  /// Swift Testing issues at the caller's line, as `verify(_:timeout:sourceLocation:)` does for
  /// an engine: a wrong state names the state expected, the state reported and the projection.
  ///
  /// ```swift
  /// @Test(arguments: await Scenario.runnable(by: MyMapper()))
  /// func conforms(to scenario: Scenario) async throws {
  ///   try await scenario.verify(MyMapper())
  /// }
  /// ```
  @MainActor
  public func verify<Mapper: LifecycleMapper>(
    _ mapper: Mapper, timeout: Duration = .seconds(2), sourceLocation: SourceLocation = #_sourceLocation
  ) async throws {
    try await verify(MappedEngine(mapper), timeout: timeout, sourceLocation: sourceLocation)
  }

  /// The scenarios of `scenarios` that `mapper` can run (those of its lifecycles) and
  /// `LIFECYCLE_SCENARIOS` selects.
  @MainActor
  public static func runnable<Mapper: LifecycleMapper>(
    by mapper: @autoclosure @MainActor () -> Mapper, among scenarios: [Scenario] = Scenario.all
  ) -> [Scenario] {
    runnable(by: MappedEngine(mapper()), among: scenarios)
  }
}

extension Explorer {
  /// Explores the mapper, choosing the stimuli (and the responses iOS may send) with the
  /// strategy, and records each distinct bug as one issue at the caller's line, its shrunk
  /// witness attached, as `verify(_:sourceLocation:)` does for an engine.
  ///
  /// ```swift
  /// @Test func exploration() async {
  ///   await Explorer(.random(seed: 7), budget: 2_000).verify { MyMapper() }
  /// }
  /// ```
  @discardableResult
  public func verify<Mapper: LifecycleMapper>(
    _ makeMapper: @MainActor () -> Mapper, sourceLocation: SourceLocation = #_sourceLocation
  ) async -> ExplorationReport {
    await verify({ MappedEngine(makeMapper()) }, sourceLocation: sourceLocation)
  }
}

extension Trait {
  /// Skips the test with every scenario of `scenarios` that `mapper` cannot run, each with its
  /// reason: see `SkippedScenariosTrait`.
  public static func skippedScenarios<Mapper: LifecycleMapper>(
    of mapper: @autoclosure @escaping @MainActor @Sendable () -> Mapper, among scenarios: [Scenario] = Scenario.all,
    sourceLocation: SourceLocation = #_sourceLocation
  ) -> Self where Self == SkippedScenariosTrait<MappedEngine<Mapper>> {
    skippedScenarios(of: MappedEngine(mapper()), among: scenarios, sourceLocation: sourceLocation)
  }
}
