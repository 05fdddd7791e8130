import Foundation

/// Serves a Swift engine over the engine protocol on standard input and output, so that
/// `lifecycle conform` drives it as it drives an engine in another language, and writes the same
/// report folder (`--report DIR`: the report, and each bug's trace).
///
/// The `main.swift` of an executable target that depends on `LifecycleConformance`:
///
/// ```swift
/// import Foundation
/// import LifecycleConformance
///
/// exit(await EngineHost.serve { MyEngine() })
/// ```
///
/// then, in that package, `swift build --product MyEngineHost` and
/// `swift run lifecycle conform -- .build/debug/MyEngineHost` (any command that starts the
/// executable will do).
///
/// The hello is written from the engine's capabilities; each start line makes a fresh engine
/// from `makeEngine` and prepares it; each stimulus line is performed, and the callbacks the
/// engine delivered are written back, then `{"done": true}`. `UnsupportedStimulus` is answered
/// with `unsupported`, any other throw with `error`.
@MainActor
public enum EngineHost {
  /// Serves engines made by `makeEngine` on standard input and output until `quit` or the end of
  /// input, a fresh engine for every start, and returns the exit status: 0 after `quit` or the
  /// end of standard input, 1 after a line it could not read.
  public static func serve<Engine: LifecycleEngine>(_ makeEngine: () -> Engine) async -> Int32 {
    let probe = makeEngine()
    write(EngineHello.json(of: probe).compact)
    flush()
    var engine: Engine?
    // The kinds of argument the current run's header lists: each event line carries them.
    var arguments: Set<TraceArgument> = []
    var decoder = TraceDecoder()
    var recorder = Recorder()
    var number = 0
    var input = InputLines()
    while let line = input.next() {
      number += 1
      // A key, not a value: a scene may be called "quit" or "format". The cheap test first, so
      // that an ordinary line is parsed once.
      if Self.mentions("quit", line), Self.hasKey("quit", line) { return 0 }
      if Self.mentions("format", line), Self.hasKey("format", line) { decoder = TraceDecoder() }
      let record: TraceRecord?
      do { record = try decoder.decode(line, number: number) } catch {
        write(JSONValue.object([("error", .string("line \(number): \(error.message)"))]).compact)
        flush()
        return 1
      }
      switch record {
      case .header(let header)?:
        // A start that fails leaves no engine: a later stimulus is answered with an error, never
        // sent to the previous run's engine.
        engine = nil
        var fresh = makeEngine()
        recorder = Recorder()
        arguments = header.arguments
        let delegates = recorder.delegates(
          for: StartingConditions(lifecycle: header.lifecycle, savedSessions: header.sessions),
          recordingNotifications: header.recording.notifications)
        do {
          try await fresh.prepare(delegates)
          engine = fresh
          write(EngineLine.done.text)
        } catch {
          write(answer(to: error))
        }
      case .stimulus(let stimulus)?:
        guard var current = engine else {
          write(#"{"error":"a stimulus before any start"}"#)
          break
        }
        engine = nil
        recorder.beginStep()
        do {
          try await current.perform(stimulus)
          let delivered = recorder.endStep()
          for (event, given) in zip(delivered.events, delivered.arguments) {
            write(Self.line(for: event, given.restricted(to: arguments)))
          }
          write(EngineLine.done.text)
        } catch {
          _ = recorder.endStep()
          write(answer(to: error))
        }
        engine = current
      default:
        break
      }
      flush()
    }
    return 0
  }

  private static func answer(to error: any Error) -> String {
    let line = (error as? UnsupportedStimulus).map { EngineLine.unsupported($0.reason) }
    return (line ?? .error(String(describing: error))).text
  }

  /// Event lines already written as text: a run repeats the same few dozen events.
  private static var eventLines: [TraceRecord: String] = [:]

  private static func line(for event: Event, _ given: EventArguments) -> String {
    let record = TraceRecord.event(event, given)
    if let line = eventLines[record] { return line }
    let line = EngineLine.event(event, given).text
    if eventLines.count > 4096 { eventLines.removeAll() }
    eventLines[record] = line
    return line
  }

  private static func write(_ line: String) { HostOutput.write(line) }

  private static func flush() { HostOutput.flush() }
}

extension EngineHost {
  /// Whether `line` holds `"word"` anywhere: a byte search, since Foundation's `contains` goes
  /// through `NSString` and would cost more than the step itself.
  static func mentions(_ word: String, _ line: String) -> Bool {
    // By hand: the standard library's generic `firstRange(of:)` costs more than the step itself.
    let quoted = Array("\"\(word)\"".utf8)
    let bytes = Array(line.utf8)
    guard bytes.count >= quoted.count else { return false }
    for start in 0...(bytes.count - quoted.count) where bytes[start] == quoted[0] {
      if bytes[start..<(start + quoted.count)].elementsEqual(quoted) { return true }
    }
    return false
  }

  /// Whether `line` is a JSON object with `key` among its keys, read with the kit's own parser.
  static func hasKey(_ key: String, _ line: String) -> Bool {
    JSONValue(parsing: line)?.objectMembers?.contains { $0.0 == key } ?? false
  }
}
