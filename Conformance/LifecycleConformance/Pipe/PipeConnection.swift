/// The kit's side of the engine protocol for one engine command: the process it runs now, the
/// lines it sends, and what it makes of the answers (Conformance/SPEC.md#engine-protocol).
/// Shared by every copy of a `PipeEngine`, so that one process serves every run.
final class PipeConnection: @unchecked Sendable {
  let command: [String]
  let limit: Duration
  /// The hello of the first process, an engine's or a mapper's; a restarted process must say
  /// hello again.
  private(set) var hello: PipeHello?
  private var process: EngineProcess?
  /// The most lines one response may hold.
  static let responseLimit = 1_000
  /// Stimulus lines already written as text.
  private var stimulusLines: [Stimulus: String] = [:]
  /// Lines the engine wrote before, decoded: an engine repeats the same few dozen lines, and
  /// decoding is a pure function of the bytes.
  private var decodedLines: [LineBytes: EngineLine] = [:]

  /// A line's bytes as a key, hashed in one go (an array of bytes hashes them one by one).
  private struct LineBytes: Hashable {
    let bytes: [UInt8]
    func hash(into hasher: inout Hasher) { bytes.withUnsafeBytes { hasher.combine(bytes: $0) } }
  }

  init(command: [String], limit: Duration) throws {
    self.command = command
    self.limit = limit
    hello = try launch()
  }

  /// Starts the process and reads its hello within the limit.
  private func launch() throws -> PipeHello {
    let process: EngineProcess
    do {
      process = try EngineProcess(command)
    } catch {
      throw PipeEngine.LaunchError(description: error.description)
    }
    self.process = process
    let deadline = ContinuousClock.now + limit
    switch process.readLine(until: deadline) {
    case .line(let line):
      do {
        return try PipeHello(process.withLine(line) { String(decoding: $0, as: UTF8.self) })
      } catch {
        throw fail(error)
      }
    case .timedOut: throw fail(EngineMisbehaviour(.noHello, "no hello within \(limit); \(Self.unflushedHint)"))
    case .ended, .inputClosed:
      throw fail(EngineMisbehaviour(.noHello, "the program \(ended(process)) before its hello"))
    case .tooLong: throw fail(EngineMisbehaviour(.flood, "the hello is longer than 64 KiB"))
    }
  }

  /// Why a hello that was written does not arrive: a pipe is block-buffered, unlike a terminal,
  /// so an engine that works by hand can hold its hello back when the kit starts it.
  static let unflushedHint =
    "the usual cause is a hello still in the engine's output buffer: flush standard output after each line "
    + "(Python: print(..., flush=True) or python3 -u; C: fflush(stdout); Node: process.stdout.write, without "
    + "blocking the event loop to read standard input)"

  /// The kinds of argument the current run's header lists: every event line must carry them.
  private var arguments: Set<TraceArgument> = []

  /// Sends a start line and waits for its `done`; launches a fresh process first when the last
  /// one was ended. The header lists `arguments`, the kinds each event line then carries: a
  /// non-empty list makes it a version 1.1 header (Conformance/SPEC.md#version-11).
  func start(_ start: StartingConditions, notifications: Bool, arguments: Set<TraceArgument>) throws {
    let header = TraceHeader(
      lifecycle: start.lifecycle, sessions: start.savedSessions,
      recording: TraceRecording(callbacks: true, notifications: notifications), arguments: arguments)
    if self.arguments != arguments { decodedLines.removeAll() }
    self.arguments = arguments
    try send(header)
    try readResponse(to: "the start", decode: decode) { _ in
      throw EngineMisbehaviour(.badLine, "a start is answered by {\"done\": true} alone")
    }
  }

  /// Sends `header`, a fresh process first when the last one was ended, and makes sure the
  /// process wrote nothing since its last answer: the start of a run, an engine's or a mapper's.
  func send(_ header: TraceHeader) throws {
    if process == nil || process!.isStopped {
      process = nil
      _ = try launch()
    }
    let process = process!
    if let line = process.unreadLine() {
      throw fail(
        EngineMisbehaviour(
          .outsideResponse,
          "a line outside any response, before the start: \(process.excerpt(line))"))
    }
    process.clearLog()
    early = nil
    lastAnswered = "the start's done"
    process.send(header.traceJSON.compact)
    guard process.flush() else { throw fail(stoppedReading("the start")) }
  }

  /// Sends a stimulus and hands each event of the response to `deliver`, until `done`.
  func step(_ stimulus: Stimulus, deliver: (Event, EventArguments) throws -> Void) throws {
    early = nil
    guard let process, !process.isStopped else { throw EngineMisbehaviour(.exited, "the \(role) is not running") }
    // Lines already written belong to this response (the engine protocol says so), and a
    // failure of it says that they came before the stimulus.
    let waiting = process.waitingLines()
    early = waiting.first.map {
      EarlyLines(
        count: waiting.count, first: process.excerpt($0), stimulus: stimulus.argument, after: lastAnswered)
    }
    lastAnswered = "\(stimulus.argument)'s done"
    if let line = stimulusLines[stimulus] {
      process.send(line)
    } else {
      let line = JSONValue.object(stimulus.traceFields.map { ($0.key, .string($0.value)) }).compact
      if stimulusLines.count > 4096 { stimulusLines.removeAll() }
      stimulusLines[stimulus] = line
      process.send(line)
    }
    guard process.flush() else { throw fail(stoppedReading("step \(stimulus.argument)")) }
    try readResponse(to: stimulus.argument, decode: decode) { line in
      guard case .event(let event, let arguments) = line else { return }
      try deliver(event, arguments)
    }
  }

  /// After the last step: a line the engine wrote since its last `done` is outside any response.
  func end() throws {
    guard let process, !process.isStopped else { return }
    if let line = process.unreadLine() {
      throw fail(EngineMisbehaviour(.outsideResponse, "a line after the last response: \(process.excerpt(line))"))
    }
  }

  /// What a failure found in the last response adds: a line of it that came before its
  /// stimulus was sent, and, while the engine still runs, the log it wrote during the run (a
  /// protocol fault, which ends the process, carries the log itself).
  func diagnosis() -> EngineDiagnosis {
    let notes = early.map { [$0.note] } ?? []
    guard let process, !process.isStopped else { return EngineDiagnosis(notes: notes) }
    return EngineDiagnosis(notes: notes, log: process.logText)
  }

  /// Lines of a response that the engine wrote before the kit sent its stimulus.
  private var early: EarlyLines?
  /// What the engine last answered, for `early`'s note: "the start's done", "tapIcon's done".
  private var lastAnswered = "the start's done"

  private struct EarlyLines {
    let count: Int
    let first: String
    let stimulus: String
    let after: String

    var note: String {
      count == 1
        ? "(the line \(first) arrived before \(stimulus) was sent, after \(after): "
          + "it belongs to \(stimulus)'s response by the engine protocol)"
        : "(\(count) lines, the first \(first), arrived before \(stimulus) was sent, after \(after): "
          + "they belong to \(stimulus)'s response by the engine protocol)"
    }
  }

  /// Ends the process: a `quit` line first, then signals if it lingers.
  func stop() {
    process?.quit()
    process = nil
  }

  /// The process the kit talks to now, for the conversations written beside this file: `nil`
  /// once it was ended.
  var running: EngineProcess? { process.flatMap { $0.isStopped ? nil : $0 } }

  /// Who is talking, in a fault's words: `engine` or `mapper`.
  var role: String { if case .mapper = hello { "mapper" } else { "engine" } }

  /// Reads a response up to its `done`, decoding each line with `decode` and handing it to
  /// `take`; a control line that ends the response early (`unsupported`, `error`) is thrown,
  /// and so is whatever `take` throws, as a bad line.
  func readResponse<Line: ResponseLine>(
    to what: @autoclosure () -> String, decode: (UnsafeBufferPointer<UInt8>) -> Result<Line, TraceError>,
    _ take: (Line) throws -> Void
  ) throws {
    let process = process!
    let deadline = ContinuousClock.now + limit
    var lines = 0
    while true {
      switch process.readLine(until: deadline, watchingInput: true) {
      case .timedOut:
        throw fail(EngineMisbehaviour(.noDone, "no {\"done\": true} for \(what()) within \(limit)"))
      case .ended:
        throw fail(exited(what()))
      case .inputClosed:
        throw fail(stoppedReading(what()))
      case .tooLong:
        throw fail(EngineMisbehaviour(.flood, "a line longer than 64 KiB in the response to \(what())"))
      case .line(let range):
        lines += 1
        if lines > Self.responseLimit {
          throw fail(EngineMisbehaviour(.flood, "more than \(Self.responseLimit) lines in the response to \(what())"))
        }
        let line: Line
        switch process.withLine(range, decode) {
        case .failure(let error):
          throw fail(EngineMisbehaviour(.badLine, "\(error.problem.message): \(process.excerpt(range))"))
        case .success(let decoded): line = decoded
        }
        switch line.ending {
        case .done?:
          return
        case .unsupported(let reason)?:
          throw UnsupportedStimulus(reason: Quoted(reason, limit: 200).description)
        case .error(let message)?:
          throw fail(
            EngineMisbehaviour(.engineError, "the \(role) reported an error: \(Quoted(message, limit: 200))"))
        case nil:
          do {
            try take(line)
          } catch {
            throw fail(EngineMisbehaviour(.badLine, "\(error): \(process.excerpt(range))"))
          }
        }
      }
    }
  }

  private func decode(_ bytes: UnsafeBufferPointer<UInt8>) -> Result<EngineLine, TraceError> {
    let key = LineBytes(bytes: Array(bytes))
    if let line = decodedLines[key] { return .success(line) }
    let decoded = Result { () throws(TraceError) in try EngineLine.decode(bytes, arguments: arguments) }
    if case .success(let line) = decoded {
      if decodedLines.count > 4096 { decodedLines.removeAll() }
      decodedLines[key] = line
    }
    return decoded
  }

  private func exited(_ what: String) -> EngineMisbehaviour {
    EngineMisbehaviour(.exited, "the \(role) \(process.map(ended) ?? "ended") during \(what)")
  }

  private func ended(_ process: EngineProcess) -> String {
    process.exitDescription ?? "closed its standard output"
  }

  /// A line the engine did not take: it has exited, or, still running, it closed its standard
  /// input (the write fails while its output may well be open).
  func stoppedReading(_ what: String) -> EngineMisbehaviour {
    // An engine whose output closed too is exiting: its status comes in a moment. One whose
    // output is open is running, or a program it started holds the output: a short wait tells,
    // since a second's wait would be paid by every run of an engine that closes its input.
    let wait: Duration = process?.outputClosed == true ? .seconds(1) : .milliseconds(50)
    return EngineMisbehaviour(
      .exited, "the \(role) \(process?.exitDescription(waiting: wait) ?? "closed its standard input") during \(what)")
  }

  /// Ends the process and gives the misbehaviour the log it wrote.
  func fail(_ misbehaviour: EngineMisbehaviour) -> EngineMisbehaviour {
    var misbehaviour = misbehaviour
    // Before the first hello, the kit cannot tell an engine from a mapper.
    misbehaviour.subject = hello == nil ? "program" : role
    if let process {
      // Ended first, so that everything it wrote to standard error is in the log.
      process.kill()
      misbehaviour.log = process.logText
    }
    return misbehaviour
  }
}
