import Testing

extension Explorer {
  /// Drives the engine along a transition tour of the model (`tour(_:sceneCount:)`) and records
  /// each distinct bug it finds as one issue at the caller's line, its shrunk witness attached
  /// as a trace, as `verify(_:)` does.
  ///
  /// ```swift
  /// @Test func tour() async {
  ///   let report = await Explorer(seed: 1).verifyTour { MyEngine() }
  ///   print(report)   // … transitions: 238 / 238 (100%)
  /// }
  /// ```
  @discardableResult
  public func verifyTour<Engine: LifecycleEngine>(
    _ makeEngine: () -> Engine, sceneCount: Int = 2,
    sourceLocation: SourceLocation = #_sourceLocation
  )
    async -> ExplorationReport
  {
    let report = await tour(makeEngine, sceneCount: sceneCount)
    report.recordIssues(engine: makeEngine().displayName, sourceLocation: sourceLocation)
    return report
  }
}
