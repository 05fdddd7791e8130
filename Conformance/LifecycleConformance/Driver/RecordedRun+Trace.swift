extension RecordedRun {
  /// The run as a trace in the published format (TRACE-FORMAT.md): a header line, then each
  /// stimulus followed by the events delivered in answer, one JSON object per line, with a final
  /// newline.
  ///
  /// ```
  /// {"format": "lifecycle-trace", "version": 1, "lifecycle": "scene", "source": "MyEngine"}
  /// {"stimulus": "tapIcon"}
  /// {"callback": "application(_:willFinishLaunchingWithOptions:)"}
  /// ```
  public func traceText(source: String? = nil) -> String {
    var header: [(String, JSONValue)] = [
      ("format", .string("lifecycle-trace")), ("version", .number(1)),
      ("lifecycle", .string(script.lifecycle.rawValue)),
    ]
    if !script.sessions.isEmpty { header.append(("sessions", .array(script.sessions.map { .string($0.rawValue) }))) }
    if recordsNotifications { header.append(("notifications", .bool(true))) }
    if let source { header.append(("source", .string(source))) }
    var lines = [JSONValue.object(header).compact]
    for step in steps {
      lines.append(step.stimulus.traceJSON.compact)
      for event in step.events where recordsNotifications || event.kind == .callback {
        lines.append(event.traceJSON.compact)
      }
    }
    return lines.joined(separator: "\n") + "\n"
  }
}
