/// Writes a trace, one line per call, so that an engine written in Swift can record what it
/// delivers and check it later with `lifecycle verify`.
///
/// ```swift
/// var writer = TraceWriter(header: TraceHeader(lifecycle: .scene), to: "")
/// writer.write(.tapIcon)
/// writer.write(.callback(.sceneWillConnect, "main"))
/// print(writer.output, terminator: "")
/// ```
///
/// Events of a kind the header does not record are left out, so an engine can hand every event
/// to the writer whatever the header says.
package struct TraceWriter<Output: TextOutputStream> {
  /// Where the lines go; each ends with `\n`.
  package private(set) var output: Output
  /// The header written first.
  package let header: TraceHeader
  private var hasStimulus = false

  /// Starts a trace: writes the header line to `output`.
  package init(header: TraceHeader, to output: Output) {
    self.header = header
    self.output = output
    writeLine(header.traceJSON)
  }

  /// Writes a stimulus line.
  package mutating func write(_ stimulus: Stimulus) {
    hasStimulus = true
    writeLine(stimulus.traceFields)
  }

  /// Writes a callback or notification line, unless the header does not record its kind.
  ///
  /// - Precondition: a stimulus has been written; a response follows its stimulus.
  package mutating func write(_ event: Event) {
    precondition(hasStimulus, "write a stimulus before the events of its response")
    guard header.recording.records(event.kind) else { return }
    writeLine([(event.kind.rawValue, event.name)] + (event.scene.map { [("scene", $0.rawValue)] } ?? []))
  }

  /// Writes a callback or notification line with the arguments of the kinds the header lists
  /// (version 1.1), unless the header does not record its kind.
  package mutating func write(_ event: Event, arguments: EventArguments) {
    let recorded = arguments.restricted(to: header.arguments)
    guard !recorded.isEmpty else { return write(event) }
    precondition(hasStimulus, "write a stimulus before the events of its response")
    guard header.recording.records(event.kind) else { return }
    writeLine(TraceRecord.event(event, recorded).traceJSON)
  }

  /// Writes a state line (version 1.2): a change the mapper's framework reported.
  ///
  /// - Precondition: the header names a projection.
  package mutating func write(_ state: ReportedState) {
    precondition(header.projection != nil, "a trace without a projection has no state lines")
    writeLine(TraceRecord.state(state).traceJSON)
  }

  /// Writes one step: the stimulus, then its events in order, each with its arguments when
  /// `arguments` has them (one per event).
  package mutating func write(_ stimulus: Stimulus, delivered events: [Event], arguments: [EventArguments] = []) {
    write(stimulus)
    for (position, event) in events.enumerated() {
      write(event, arguments: position < arguments.count ? arguments[position] : .none)
    }
  }

  private mutating func writeLine(_ json: JSONValue) {
    output.write(json.compact)
    output.write("\n")
  }

  /// A flat object of strings, as `JSONValue.compact` writes it but without its per-character
  /// work for the names and ids that need no escaping: a long recording stays fast.
  private mutating func writeLine(_ fields: [(key: String, value: String)]) {
    var line = "{"
    for (index, field) in fields.enumerated() {
      if index > 0 { line += ", " }
      line += "\"\(field.key)\": "
      if field.value.utf8.allSatisfy({ $0 >= 0x20 && $0 != UInt8(ascii: "\"") && $0 != UInt8(ascii: "\\") }) {
        line += "\"\(field.value)\""
      } else {
        JSONValue.writeString(field.value, to: &line)
      }
    }
    line += "}\n"
    output.write(line)
  }
}

extension TraceWriter: Sendable where Output: Sendable {}
