import Testing

/// The Swift Testing issue a scenario result becomes: what it says, how severe it is, and the
/// known-failure reason that makes it expected.
struct IssueReport: Equatable {
  var comment: String
  var severity: Issue.Severity
  /// Set for a declared known failure: the issue is recorded as known.
  var knownReason: String?

  /// The issues for one result; none for a pass.
  static func issues(for result: ScenarioResult) -> [IssueReport] {
    switch result.verdict {
    case .passed: []
    case .failed, .unexpectedPass: [IssueReport(comment: result.message!, severity: .error)]
    case .skipped: [IssueReport(comment: result.message!, severity: .warning)]
    case .expectedFailure(let failure, let reason):
      [IssueReport(comment: failure.description, severity: .error, knownReason: reason)]
    }
  }

  /// Records the result's issues at `sourceLocation`, attaching the recorded trace to a failure.
  static func record(_ result: ScenarioResult, engine: String, sourceLocation: SourceLocation) {
    for report in issues(for: result) {
      if let reason = report.knownReason {
        withKnownIssue(Comment(rawValue: reason), sourceLocation: sourceLocation) {
          Issue.record(Comment(rawValue: report.comment), sourceLocation: sourceLocation)
        }
      } else {
        Issue.record(Comment(rawValue: report.comment), severity: report.severity, sourceLocation: sourceLocation)
      }
    }
    if result.isFailure, let run = result.run {
      Attachment.record(run.traceText(source: engine), named: "\(result.scenarioID).jsonl",
                        sourceLocation: sourceLocation)
    }
  }
}
