import Foundation
import Testing

/// Files the tests keep as the expected output (published reports, bug traces, golden pages):
/// each is compared with what the code produces now, or rewritten when the environment variable
/// is `1`. A rewriting run records an issue, so that it always fails and is never left on.
///
/// ```swift
/// let traces = RecordedFiles(Repository.url("Conformance/Traces/bugs"), rewrittenWith: "RECORD_BUG_TRACES")
/// if traces.isRecording { try traces.record([("home.jsonl", text)]); return }
/// traces.check(text, against: "home.jsonl")
/// ```
public struct RecordedFiles: Sendable {
  /// The folder that holds the files.
  public let folder: URL
  /// The environment variable that turns rewriting on: `RECORD_GOLDEN`.
  public let variable: String

  /// The files of `folder`, rewritten when `variable` is `1`.
  public init(_ folder: URL, rewrittenWith variable: String) {
    self.folder = folder
    self.variable = variable
  }

  /// Whether this run rewrites the files rather than checks them.
  public var isRecording: Bool { ProcessInfo.processInfo.environment[variable] == "1" }

  /// Writes each file (its name in `folder`, its text), then records the issue that fails a
  /// rewriting run.
  public func record(
    _ files: [(name: String, text: String)], sourceLocation: SourceLocation = #_sourceLocation
  ) throws {
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    for file in files {
      try file.text.write(to: folder.appendingPathComponent(file.name), atomically: true, encoding: .utf8)
    }
    recorded(files.count, sourceLocation: sourceLocation)
  }

  /// Records the issue that fails a rewriting run, once `count` files were written.
  public func recorded(_ count: Int, sourceLocation: SourceLocation = #_sourceLocation) {
    Issue.record(
      "Recorded \(count) \(count == 1 ? "file" : "files") in \(folder.path); run again without \(variable)",
      sourceLocation: sourceLocation)
  }

  /// Expects the file `name` to hold `text`; an issue names the file and how to rewrite it.
  public func check(_ text: String, against name: String, sourceLocation: SourceLocation = #_sourceLocation) {
    let path = folder.appendingPathComponent(name).path
    let stored = try? String(contentsOfFile: path, encoding: .utf8)
    #expect(
      stored == text, "\(path) is not what the code produces now; \(rewriteAdvice)", sourceLocation: sourceLocation)
  }

  /// What a failure says to do after an intended change.
  public var rewriteAdvice: String { "rewrite it with \(variable)=1 if the change is intended" }
}
