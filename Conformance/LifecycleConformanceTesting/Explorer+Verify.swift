import Testing

extension Explorer {
  /// Explores random sequences of the stimuli the engine declares and records the shrunk
  /// counterexample, if there is one, as a single issue at the caller's line, with its trace
  /// attached as `counterexample.jsonl`.
  ///
  /// ```swift
  /// @Test func exploration() async {
  ///   await Explorer(seed: 2024, budget: 3_000).verify { MyEngine() }
  /// }
  /// ```
  ///
  /// The issue is the counterexample as `ExplorationReport` prints it: the shrunk script and its
  /// failure, the failure as first found, the `lifecycle record` line that replays it and the
  /// seed. `swift test --attachments-path DIR` saves the trace in DIR.
  @discardableResult
  public func verify<Engine: LifecycleEngine>(
    _ makeEngine: () -> Engine,
    sourceLocation: SourceLocation = #_sourceLocation
  )
    async -> ExplorationReport
  {
    let report = await explore(makeEngine)
    if let counterexample = report.counterexample {
      IssueSink.record(counterexample.description, sourceLocation: sourceLocation)
      IssueSink.attach(
        counterexample.traceText(source: makeEngine().displayName), named: "counterexample.jsonl",
        sourceLocation: sourceLocation)
    }
    return report
  }
}
