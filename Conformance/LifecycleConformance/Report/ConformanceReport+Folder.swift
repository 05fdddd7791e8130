extension ConformanceReport {
  /// Why a report could not be written to its folder, in one line that names the folder.
  public struct WriteFailure: Error, CustomStringConvertible, Sendable {
    /// What went wrong: `refusing to replace 'notes': it holds 'todo.txt', which a report does not; …`.
    public let description: String
  }

  /// Writes the report to the folder at `path`, as `lifecycle conform --report DIR` does: its
  /// `files` (`report.json`, `report.md`, `traces/`) and nothing else.
  ///
  /// The folder is the report's own. It is replaced whole: the new report is written beside it
  /// and the two are exchanged in one step, so a failure or a kill leaves the previous report or
  /// the new one, never a mix. A folder that holds anything a report does not (a file, a symbolic
  /// link, the working directory) is refused, and nothing is written.
  ///
  /// ```swift
  /// let report = await ConformanceReport(engine: "MyEngine") { MyEngine() }
  /// try report.write(toFolder: "conformance-report")
  /// print(report.summary(reportFolder: "conformance-report"))
  /// ```
  public func write(toFolder path: String) throws(WriteFailure) {
    try ReportFolder(path).write(files)
  }
}
