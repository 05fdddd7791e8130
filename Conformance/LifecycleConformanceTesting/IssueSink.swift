import Foundation
import Testing

/// Where the adapter's issues and attachments go: to Swift Testing, or, inside `capture`, into a
/// list the adapter's own tests read back. Those tests fail on purpose; recorded for real, each
/// of their failures would end the package's test run as a known issue, which reads as if
/// something were wrong.
final class IssueSink: @unchecked Sendable {
  /// One issue as the adapter would record it.
  struct Recorded: Equatable {
    var comment: String
    var severity: Issue.Severity
    /// Set for a declared known failure: recorded as a known issue, with this reason.
    var knownReason: String?
    var sourceLocation: SourceLocation
  }

  /// The sink of the current task, while `capture` runs.
  @TaskLocal static var current: IssueSink?

  private let lock = NSLock()
  private var recorded: [Recorded] = []
  private var attached: [(name: String, text: String)] = []

  /// The issues recorded, in order.
  var issues: [Recorded] { lock.withLock { recorded } }
  /// The attachments, by file name, in order.
  var attachments: [(name: String, text: String)] { lock.withLock { attached } }

  /// Runs `body`, collecting what the adapter records instead of recording it.
  static func capture(
    isolation: isolated (any Actor)? = #isolation, _ body: () async throws -> Void
  ) async rethrows -> IssueSink {
    let sink = IssueSink()
    try await $current.withValue(sink) { try await body() }
    return sink
  }

  /// Records an issue of `severity` at `sourceLocation`: a known issue when `knownReason` is given.
  static func record(
    _ comment: String, severity: Issue.Severity = .error, knownReason: String? = nil, sourceLocation: SourceLocation
  ) {
    if let sink = current {
      let issue = Recorded(
        comment: comment, severity: severity, knownReason: knownReason, sourceLocation: sourceLocation)
      sink.lock.withLock { sink.recorded.append(issue) }
    } else if let knownReason {
      withKnownIssue(Comment(rawValue: knownReason), sourceLocation: sourceLocation) {
        Issue.record(Comment(rawValue: comment), sourceLocation: sourceLocation)
      }
    } else {
      Issue.record(Comment(rawValue: comment), severity: severity, sourceLocation: sourceLocation)
    }
  }

  /// Attaches `text` to the current test as the file `name`.
  static func attach(_ text: String, named name: String, sourceLocation: SourceLocation) {
    if let sink = current {
      sink.lock.withLock { sink.attached.append((name, text)) }
    } else {
      Attachment.record(text, named: name, sourceLocation: sourceLocation)
    }
  }
}
