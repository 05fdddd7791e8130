import Testing

extension Explorer {
  /// Explores the engine with the strategy (random runs from a seed, swarm runs, an exhaustive
  /// search or a transition tour), past every failure, and records each distinct bug it finds
  /// as one issue at the caller's line, its shrunk witness attached as a trace (`bug-N.jsonl`);
  /// a bug the engine declares known is a known issue.
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
  /// Each issue is the bug as `lifecycle conform` prints it: what it is and its rule, where it
  /// was seen, its shrunk witness, the `lifecycle record` line that prints the expected order,
  /// the explorer to paste that meets it again (`replay: Explorer(.random(seed: 2024), budget:
  /// 3000)`), and the diff of the step that shows it. `swift test --attachments-path DIR` saves
  /// the traces in DIR.
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
  /// Records each distinct bug as one issue at `sourceLocation` (a known issue when it is
  /// declared known), with its witness trace attached as `bug-N.jsonl` and its witness at each
  /// other place as `bug-N.PLACE.jsonl`.
  func recordIssues(engine: String, sourceLocation: SourceLocation) {
    for (offset, bug) in bugs.enumerated() {
      let name = "bug-\(offset + 1).jsonl"
      let text = bug.reportLines(number: offset + 1, trace: name).joined(separator: "\n")
      IssueSink.record(text, knownReason: bug.knownReason, sourceLocation: sourceLocation)
      IssueSink.attach(bug.traceText(source: engine), named: name, sourceLocation: sourceLocation)
      for other in bug.elsewhere {
        IssueSink.attach(
          other.witness.traceText(source: engine), named: ConformanceBug.tracePath(name, at: other.place),
          sourceLocation: sourceLocation)
      }
    }
  }
}
