import Testing

extension Explorer {
  /// Explores random sequences of the stimuli the engine declares, past every failure, and
  /// records each distinct bug it finds as one issue at the caller's line, its shrunk witness
  /// attached as a trace (`counterexample.jsonl`, or `counterexample-N.jsonl` for several).
  ///
  /// ```swift
  /// @Test func exploration() async {
  ///   await Explorer(seed: 2024, budget: 3_000).verify { MyEngine() }
  /// }
  /// ```
  ///
  /// Each issue is a counterexample as `ExplorationReport` prints it: the shrunk script and its
  /// failure, the failure as first found, the `lifecycle record` line that replays it and the
  /// seed. `swift test --attachments-path DIR` saves the traces in DIR.
  @discardableResult
  public func verify<Engine: LifecycleEngine>(
    _ makeEngine: () -> Engine,
    sourceLocation: SourceLocation = #_sourceLocation
  )
    async -> ExplorationReport
  {
    let report = await explore(makeEngine)
    report.recordIssues(engine: makeEngine().displayName, sourceLocation: sourceLocation)
    return report
  }
}

extension ExplorationReport {
  /// Records each counterexample as an issue at `sourceLocation`, with its trace attached.
  func recordIssues(engine: String, sourceLocation: SourceLocation) {
    for (offset, counterexample) in counterexamples.enumerated() {
      IssueSink.record(counterexample.description, sourceLocation: sourceLocation)
      let name = counterexamples.count == 1 ? "counterexample.jsonl" : "counterexample-\(offset + 1).jsonl"
      IssueSink.attach(counterexample.traceText(source: engine), named: name, sourceLocation: sourceLocation)
    }
  }
}
