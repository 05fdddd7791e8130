import Testing

/// The Swift Testing outcome of a scenario result: the issues it records (what each says, how
/// severe it is, and the known-failure reason that makes it expected), and the reason the test
/// case is skipped.
struct IssueReport: Equatable {
  var comment: String
  var severity: Issue.Severity = .error
  /// Set for a declared known failure: the issue is recorded as known.
  var knownReason: String?

  /// The issues for one result: none for a pass. A scenario the engine cannot run is a warning
  /// with the reason before the skip, since Swift Testing shows a skipped test case of a
  /// parameterized test as passed, or not at all; one that `selection` leaves out is skipped
  /// quietly, as asked.
  static func issues(for result: ScenarioResult, selection: ScenarioSelection) -> [IssueReport] {
    switch result.verdict {
    case .pass: []
    case .skip:
      selection.includes(result.scenarioID) ? [IssueReport(comment: result.message!, severity: .warning)] : []
    case .fail, .unexpectedPass: [IssueReport(comment: result.message!)]
    case .knownFailure(let failure, let reason):
      [IssueReport(comment: failure.description, knownReason: reason)]
    }
  }

  /// Why the test case is skipped (`scenario: skip: reason`), or `nil` when it runs.
  static func skip(for result: ScenarioResult) -> String? {
    guard case .skip = result.verdict else { return nil }
    return result.message
  }

  /// Records the result's issues at `sourceLocation`, attaching the recorded trace to a failure;
  /// a skip then cancels the test case with its reason.
  static func record(
    _ result: ScenarioResult, engine: String, selection: ScenarioSelection, sourceLocation: SourceLocation
  ) throws {
    for report in issues(for: result, selection: selection) {
      IssueSink.record(
        report.comment, severity: report.severity, knownReason: report.knownReason, sourceLocation: sourceLocation)
    }
    if let reason = skip(for: result) { try Test.cancel(Comment(rawValue: reason), sourceLocation: sourceLocation) }
    if result.isFailure, let run = result.run {
      IssueSink.attach(
        run.traceText(source: engine), named: "\(result.scenarioID).jsonl", sourceLocation: sourceLocation)
    }
  }
}
