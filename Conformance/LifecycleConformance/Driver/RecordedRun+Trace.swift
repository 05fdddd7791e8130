extension RecordedRun {
  /// The run as a trace in the published format (Conformance/SPEC.md#lines-and-header), written by `TraceWriter`: a
  /// header line, then each stimulus followed by the events delivered in answer, one JSON object
  /// per line, with a final newline. `lifecycle verify` reads it back. A mapper's run is written
  /// as version 1.2 (Conformance/SPEC.md#version-12): its projection in the header, and the
  /// states it reported after the header and after each step's events, so that `lifecycle
  /// verify --all` judges them as the kit did.
  ///
  /// ```
  /// {"format": "lifecycle-trace", "version": 1, "lifecycle": "scene", "source": "MyEngine"}
  /// {"stimulus": "tapIcon"}
  /// {"callback": "application(_:willFinishLaunchingWithOptions:)"}
  /// ```
  package func traceText(source: String? = nil) -> String {
    var header = TraceHeader(
      lifecycle: script.lifecycle, sessions: script.sessions,
      recording: recordsNotifications ? .both : .callbacks, source: source,
      arguments: Set(failures.compactMap(\.divergence?.argument?.kind)).intersection(arguments),
      projection: projection)
    // A version 1.1 name, asked or delivered, makes the header say 1.1 (Conformance/SPEC.md#stimuli).
    header.usesVersion11Names = TraceHeader.namesVersion11(steps.map(\.stimulus), steps.lazy.flatMap(\.events))
    var writer = TraceWriter(header: header, to: "")
    if projection != nil { startStates.forEach { writer.write($0) } }
    // An engine that posts only some notifications records them, but a trace records all or
    // none: such a trace holds the callbacks only.
    for step in steps {
      let kept = step.events.indices.filter { recordsNotifications || step.events[$0].kind == .callback }
      writer.write(
        step.stimulus, delivered: kept.map { step.events[$0] },
        arguments: kept.map { $0 < step.arguments.count ? step.arguments[$0] : .none })
      if projection != nil { step.states.forEach { writer.write($0) } }
    }
    return writer.output
  }
}

extension RecordedRun {
  /// A trace file that could not be written, and why.
  package struct WriteError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The path of the file that could not be written.
    package let path: String
    /// Why it could not be written, as the system said.
    package let reason: String
    /// `cannot write trace 'PATH': REASON`.
    package var description: String { "cannot write trace '\(path)': \(reason)" }
  }

  /// Writes the run as a trace file (`traceText`), replacing one that exists.
  ///
  /// ```swift
  /// try run.writeTrace(to: "home-press.jsonl", source: "MyEngine 2.1")   // then: lifecycle verify home-press.jsonl
  /// ```
  package func writeTrace(to path: String, source: String? = nil) throws(WriteError) {
    do {
      try FileSystem.write(traceText(source: source), toFile: path)
    } catch {
      throw WriteError(path: path, reason: error.description)
    }
  }
}
