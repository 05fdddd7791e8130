import Testing

/// The Swift Testing outcome of a scenario result: the issues it records (what each says, and
/// the known-failure reason that makes it expected), or the reason the test case is skipped.
struct IssueReport: Equatable {
  var comment: String
  /// Set for a declared known failure: the issue is recorded as known.
  var knownReason: String?

  /// The issues for one result: none for a pass or a skip.
  static func issues(for result: ScenarioResult) -> [IssueReport] {
    switch result.verdict {
    case .passed, .skipped: []
    case .failed, .unexpectedPass: [IssueReport(comment: result.message!)]
    case .expectedFailure(let failure, let reason):
      [IssueReport(comment: failure.description, knownReason: reason)]
    }
  }

  /// Why the test case is skipped (`scenario skipped: reason`), or `nil` when it runs.
  static func skip(for result: ScenarioResult) -> String? {
    guard case .skipped = result.verdict else { return nil }
    return result.message
  }

  /// Records the result's issues at `sourceLocation`, attaching the recorded trace to a failure;
  /// a skip cancels the test case with its reason, so Swift Testing reports it as skipped.
  static func record(_ result: ScenarioResult, engine: String, sourceLocation: SourceLocation) throws {
    if let reason = skip(for: result) { try Test.cancel(Comment(rawValue: reason), sourceLocation: sourceLocation) }
    for report in issues(for: result) {
      IssueSink.record(report.comment, knownReason: report.knownReason, sourceLocation: sourceLocation)
    }
    if result.isFailure, let run = result.run {
      IssueSink.attach(
        run.traceText(source: engine), named: "\(result.scenarioID).jsonl", sourceLocation: sourceLocation)
    }
  }
}
