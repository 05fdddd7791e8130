import Testing

extension Explorer {
  /// Explores the engine with the strategy (random runs from a seed, swarm runs, an exhaustive
  /// search or a transition tour), past every failure, and records each distinct bug it finds
  /// as one issue at the caller's line, its shrunk witness attached as a trace
  /// (`counterexample.jsonl`, or `counterexample-N.jsonl` for several).
  ///
  /// ```swift
  /// @Test func exploration() async {
  ///   await Explorer(.random(seed: 2024), budget: 3_000).verify { MyEngine() }
  /// }
  /// @Test func tour() async {
  ///   let report = await Explorer(.tour()).verify { MyEngine() }
  ///   print(report)   // … transitions: 238 / 238 (100%)
  /// }
  /// ```
  ///
  /// Each issue is a counterexample as `ExplorationReport` prints it: the shrunk script and its
  /// failure, the failure as first found, the `lifecycle record` line that replays it and the
  /// explorer to paste that runs the same walks again (`replay: Explorer(.random(seed: 2024),
  /// budget: 3000)`). `swift test --attachments-path DIR` saves the traces in DIR.
  ///
  /// `makeEngine` runs on the main actor, so an engine whose initialiser is `@MainActor` (a
  /// `@MainActor` class, say) is made in it as it is: `verify { MainActorEngine() }`.
  @discardableResult
  public func verify<Engine: LifecycleEngine>(
    _ makeEngine: @MainActor () -> Engine,
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
