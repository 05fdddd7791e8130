extension RecordedRun {
  /// The run as a trace in the published format (TRACE-FORMAT.md), written by `TraceWriter`: a
  /// header line, then each stimulus followed by the events delivered in answer, one JSON object
  /// per line, with a final newline. `lifecycle verify` reads it back.
  ///
  /// ```
  /// {"format": "lifecycle-trace", "version": 1, "lifecycle": "scene", "source": "MyEngine"}
  /// {"stimulus": "tapIcon"}
  /// {"callback": "application(_:willFinishLaunchingWithOptions:)"}
  /// ```
  public func traceText(source: String? = nil) -> String {
    let header = TraceHeader(lifecycle: script.lifecycle, sessions: script.sessions,
                             recording: recordsNotifications ? .both : .callbacks, source: source)
    var writer = TraceWriter(header: header, to: "")
    for step in steps { writer.write(step.stimulus, delivered: step.events) }
    return writer.output
  }
}
