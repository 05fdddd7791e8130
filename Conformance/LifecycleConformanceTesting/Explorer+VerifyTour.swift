import Testing

extension Explorer {
  /// Drives the engine along a transition tour of the model (`tour(_:sceneCount:)`) and records
  /// the shrunk counterexample, if there is one, as a single issue at the caller's line, with
  /// its trace attached as `counterexample.jsonl`.
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
    if let counterexample = report.counterexample {
      IssueSink.record(counterexample.description, sourceLocation: sourceLocation)
      IssueSink.attach(
        counterexample.traceText(source: makeEngine().displayName), named: "counterexample.jsonl",
        sourceLocation: sourceLocation)
    }
    return report
  }
}
